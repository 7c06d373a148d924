"""Chat exports built from the annotated dev files: how well `extract`'s chat path links and keeps dialogues
when a share of the replies is given by the platform.

For each platform (Discord, Slack, Telegram) and share of given replies (0%, 30%, 60% of the annotated
messages that reply to an earlier one; the messages chosen with `--seeds` seeds), the ten dev files become
one export (file k on the date 2024-01-01 + k days, from midnight, so each file is one day; a message's
time is its line's minute). The export goes through the chat source of `extract` (`ChatExport.prepare`: the
platform reader, ids, replies and threads resolved, chat-day files), each day is read back
(`read_chat_day`) and scored by the shipped model from its first annotated line, with the given parents put
in place (`extract.day.given_scored`), as `extract` does. Reported, per platform and share:

- link F of the predicted links over the annotated messages whose parent was not given (the given ones are
  the platform's, scored by `evaluate --explicit-replies`), and over every annotated message;
- dialogues kept at the default `--min-confidence` and the share of them exactly equal to a gold dialogue
  (predicted and gold conversations through the same DSTC7 filters, `dialogues.quality.dialogue_outcomes`).

Slack records threads, not replies to a message: a message given parent P joins P's thread, and the parent
read back is the thread's message before it (which may not be P). Mean and spread (sample standard
deviation) over seeds; 0% has no seed. Writes bench/results/chat_exports_dev.md.
"""
from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import statistics
import sys
import tempfile
from pathlib import Path

from chat_export_build import Said, write_discord, write_slack, write_telegram  # bench/, beside this script
from report import publish

from disentangle.corpus import samples as corpus
from disentangle.dialogues.quality import dialogue_outcomes, gold_dialogue_count
from disentangle.extract.day import given_scored
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.sources.chat import NAMES_FILE, ChatExport
from disentangle.linking.confidence import DEFAULT_MEASURE, LINK_MIN_CONFIDENCE
from disentangle.linking.links import Link, read_annotation
from disentangle.linking.model_file import DEFAULT_MODEL, load_model
from disentangle.logs.chat_days import names_header, read_chat_day
from disentangle.logs.files import read_log
from disentangle.methods.disentanglers import Learned
from disentangle.metrics import link_prf

ROOT = Path(__file__).resolve().parent.parent
SHARES = (0.0, 0.3, 0.6)
FIRST_DATE = dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc)
LAST_MINUTE = 24 * 60 - 1
WRITERS = {"discord": lambda path, said: write_discord(path / "export.json", said),
           "slack": lambda path, said: write_slack(path / "general", said),
           "telegram": lambda path, said: write_telegram(path / "result.json", said)}
EXPORT_PATHS = {"discord": "export.json", "slack": "general", "telegram": "result.json"}


def dev_files() -> list[tuple[str, list, list[Link]]]:
    """(name, messages, gold links) of every dev file."""
    found = []
    for sample in corpus.samples("dev"):
        found.append((sample.name, list(read_log(sample.raw, name=sample.name).messages),
                      read_annotation(sample.annotation, sample.name)))
    return found


def given_choice(files, share: float, seed: int) -> list[dict[int, int]]:
    """Per file, message -> given parent: `share` of the annotated messages with an earlier gold parent."""
    rng = random.Random(seed)
    chosen = []
    for _, _, gold in files:
        parents: dict[int, int] = {}
        for link in gold:
            if link.parent < link.message:
                parents.setdefault(link.message, link.parent)
        picked = rng.sample(sorted(parents), round(share * len(parents)))
        chosen.append({message: parents[message] for message in picked})
    return chosen


def export_messages(files, given: list[dict[int, int]]):
    offset = 0
    for k, (_, messages, _) in enumerate(files):
        midnight = FIRST_DATE + dt.timedelta(days=k)
        for index, message in enumerate(messages):
            parent = given[k].get(index)
            yield Said(midnight + dt.timedelta(minutes=min(max(message.minute, 0), LAST_MINUTE)), message.nick,
                       message.text, message.is_system, None if parent is None else offset + parent)
        offset += len(messages)


def day_logs(platform: str, files, given, work: Path) -> list:
    """The export of `platform` built, split by the chat source, and each file's day read back."""
    folder = work / f"{platform}-{os.getpid()}-{random.random()}"
    folder.mkdir()
    WRITERS[platform](folder, export_messages(files, given))
    export = folder / EXPORT_PATHS[platform]
    source = ChatExport(export, platform, ExtractOptions(logs=export))
    source.prepare()
    assert source.work is not None
    header = names_header(frozenset(__import__("json").loads((source.work / NAMES_FILE).read_text())))
    logs = []
    for k, (name, messages, _) in enumerate(files):
        date = (FIRST_DATE + dt.timedelta(days=k)).date()
        log = read_chat_day(header + (source.work / f"{date}.jsonl").read_bytes(), name, date)
        if len(log) != len(messages):
            sys.exit(f"{platform} {name}: {len(log)} messages read back, {len(messages)} written")
        logs.append(log)
    return logs


def measure(logs, files, scored_of) -> dict:
    gold_ng, auto_ng, gold_all, auto_all = [], [], [], []
    kept = exact = gold_dialogues = given_count = 0
    for log, (name, _, gold) in zip(logs, files):
        start = min(link.message for link in gold)
        scored = given_scored(scored_of(log, start), log)
        annotated = {link.message for link in gold}
        auto = [link for link in scored.links if link.message in annotated]
        given = {i for i, parent in enumerate(log.given_parents) if parent is not None and i in annotated}
        given_count += len(given)
        gold_all += gold
        auto_all += auto
        gold_ng += [link for link in gold if link.message not in given]
        auto_ng += [link for link in auto if link.message not in given]
        outcomes = dialogue_outcomes(log, gold, scored, (DEFAULT_MEASURE,))[DEFAULT_MEASURE]
        chosen = [o for o in outcomes if o.confidence >= LINK_MIN_CONFIDENCE]
        kept += len(chosen)
        exact += sum(o.exact for o in chosen)
        gold_dialogues += gold_dialogue_count(log, gold, start)
    return {"given": given_count, "f_not_given": link_prf(gold_ng, auto_ng).f, "f_all": link_prf(gold_all, auto_all).f,
            "kept": kept, "exact": 100.0 * exact / kept if kept else 0.0, "gold_dialogues": gold_dialogues}


def spread(values: list[float], digits: int = 1) -> str:
    mean = statistics.mean(values)
    if len(values) < 2:
        return f"{mean:.{digits}f}"
    return f"{mean:.{digits}f} ± {statistics.stdev(values):.{digits}f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--result", type=Path, default=ROOT / "bench" / "results" / "chat_exports_dev.md")
    args = parser.parse_args()
    files = dev_files()
    learned = Learned(load_model(DEFAULT_MODEL))
    rows = []
    with tempfile.TemporaryDirectory(prefix="chat-dev-") as work:
        os.environ["DISENTANGLE_CACHE"] = str(Path(work) / "cache")
        for platform in WRITERS:
            cache: dict[str, object] = {}

            def scored_of(log, start, cache=cache):
                if log.name not in cache:  # the model reads messages only: the same for every share
                    cache[log.name] = learned.scored(log, start)
                return cache[log.name]
            for share in SHARES:
                seeds = [0] if share == 0 else list(range(args.seeds))
                found = [measure(day_logs(platform, files, given_choice(files, share, seed), Path(work)), files,
                                 scored_of) for seed in seeds]
                rows.append(f"| {platform} | {share:.0%} | {spread([f['given'] for f in found], 0)} | "
                            f"{spread([f['f_not_given'] for f in found])} | {spread([f['f_all'] for f in found])} | "
                            f"{spread([f['kept'] for f in found], 0)} | {spread([f['exact'] for f in found])} |")
                print(rows[-1], flush=True)
        gold = found[0]["gold_dialogues"]
    annotated = sum(len({link.message for link in g}) for _, _, g in files)
    report = "\n".join([
        f"The {len(files)} annotated dev files ({annotated:,} annotated messages; {gold} gold dialogues after the "
        f"DSTC7 filters) as Slack, Discord and Telegram exports, read by `extract`'s chat source and scored by the "
        f"shipped model with the given parents in place (see bench/chat_exports_dev.py). Share: of the annotated "
        f"messages that reply to an earlier one, given as platform replies. Dialogues kept: confidence >= "
        f"{LINK_MIN_CONFIDENCE} (`{DEFAULT_MEASURE}`). Mean ± sample standard deviation over {args.seeds} seeds "
        "of the choice (0%: one run).", "",
        "| platform | share given | given parents (annotated messages) | link F, not given | link F, all annotated "
        "| dialogues kept | exactly gold (% of kept) |", "|---|---|---|---|---|---|---|", *rows, ""])
    return publish(args.result, report)


if __name__ == "__main__":
    sys.exit(main())
