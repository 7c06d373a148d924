"""Real chat-export samples through `extract`: is every message read, and what comes out? (issue 41, item 7)

For each sample of a manifest (default /work/real-samples/manifest.json: samples from public repositories'
test fixtures and examples, kept outside the repository; see docs/real-samples.md) and each fixture folder
of tests/data/exports/real-shapes/ (`--no-fixtures` leaves them out), runs `disentangle extract --logs
SAMPLE --jobs 1` in a fresh temporary folder (its own DISENTANGLE_CACHE), once with `--min-confidence 0`
and once at the default, and reports: the messages in the export (counted here straight from the JSON, not
by the project's readers), the messages read (stats.json), conversations, dialogues, conversations dropped
at a cut (`continues_previous_day`, or `dropped_at_cut` should the key be renamed), the exit status and the
one-line error of a failed run (the sample's path written SAMPLE).

`--checkout DIR` runs another checkout's code (PYTHONPATH=DIR, this interpreter), so that a "before"
(e.g. a worktree of commit dea69a5) and an "after" can be measured side by side: `--label` names the
column (default: `before` for another checkout, `after` for this one). Each run's numbers are kept in
bench/results/real_samples.json by label; bench/results/real_samples.md shows every label kept.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

from report import publish  # bench/, beside this script

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = Path("/work/real-samples/manifest.json")
FIXTURES = ROOT / "tests" / "data" / "exports" / "real-shapes"
RESULTS = ROOT / "bench" / "results"
CUT_KEYS = ("continues_previous_day", "dropped_at_cut")  # the lead may rename the first
MODES = {"conf0": ["--min-confidence", "0"], "default": []}
DAY_FILE = re.compile(r"^\d{4}-\d{2}-\d{2}\.json$")
SLACK_META = {"users.json", "channels.json", "groups.json", "dms.json", "mpims.json", "integration_logs.json"}


@dataclass(frozen=True)
class Sample:
    name: str
    platform: str
    path: Path


@dataclass(frozen=True)
class Outcome:
    in_export: int | None
    read: int | None
    conversations: int | None
    dialogues: int | None
    cut: int | None
    status: int
    error: str


def _json_files(path: Path) -> list[Path]:
    return [path] if path.is_file() else sorted(p for p in path.rglob("*.json") if p.is_file())


def export_messages(sample: Sample) -> int | None:
    """Messages in the export, counted from the JSON alone: Discord `messages` of every channel file
    (threads included), Slack records of every day file, Telegram `messages` of every chat (one chat or a
    whole-account `chats.list`). None when a file is no valid JSON (a truncated export)."""
    total = 0
    for file in _json_files(sample.path):
        if sample.platform == "slack" and (file.name in SLACK_META or not DAY_FILE.match(file.name)):
            continue
        try:
            data = json.loads(file.read_text("utf-8"))
        except ValueError:
            return None
        if isinstance(data, list):
            total += sum(isinstance(item, dict) for item in data)
        if not isinstance(data, dict):
            continue
        chats = data.get("chats", {}).get("list", []) if "chats" in data else [data]
        total += sum(len(chat.get("messages", [])) for chat in chats if isinstance(chat, dict))
    return total


def _stats(out: Path) -> dict:
    try:
        return json.loads((out / "stats.json").read_text("utf-8"))
    except (OSError, ValueError):
        return {}


def _cut(totals: dict) -> int | None:
    dropped = totals.get("conversations_dropped", {})
    return next((dropped[key] for key in CUT_KEYS if key in dropped), None)


def run(sample: Sample, checkout: Path, extra: list[str]) -> Outcome:
    """One `extract` of `sample` with `checkout`'s code into a fresh folder."""
    with tempfile.TemporaryDirectory(prefix="real-sample-") as tmp:
        out = Path(tmp) / "out"
        env = {**os.environ, "PYTHONPATH": str(checkout), "DISENTANGLE_CACHE": str(Path(tmp) / "cache")}
        done = subprocess.run([sys.executable, "-m", "disentangle", "extract", "--logs", str(sample.path),
                               "--output", str(out), "--jobs", "1", *extra],
                              env=env, cwd=tmp, capture_output=True, text=True, check=False)
        stats = _stats(out)
    totals = stats.get("totals", {})
    read = stats.get("run", {}).get("chat_export", {}).get("messages_read")
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    error = lines[-1].replace(str(sample.path), "SAMPLE") if done.returncode and lines else ""
    return Outcome(export_messages(sample), read, totals.get("conversations"), totals.get("dialogues_kept"),
                   _cut(totals), done.returncode, error)


def samples(manifest: Path, fixtures: bool) -> list[Sample]:
    found = []
    if manifest.is_file():
        for entry in json.loads(manifest.read_text("utf-8")):
            found.append(Sample(entry["name"], entry["platform"], Path(entry["local_path"])))
    if fixtures:
        for folder in sorted(p for p in FIXTURES.iterdir() if p.is_dir()):
            found.append(Sample(f"fixture {folder.name}", folder.name.split("-")[0], folder))
    return found


def _cell(value: object) -> str:
    return "—" if value is None else str(value)


def table(results: dict, labels: list[str]) -> str:
    """The Markdown table: one row per sample and mode, a column per measure and label."""
    measures = ["in_export", "read", "conversations", "dialogues", "cut", "status"]
    head = ["sample", "platform", "mode"] + [f"{m} {label}" for m in measures for label in labels]
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    errors = []
    keys = list(dict.fromkeys(key for label in labels for key in results[label]))  # first seen first
    for key in keys:
        name, platform, mode = key.split("\t")
        cells = [name, platform, mode]
        for measure in measures:
            cells += [_cell(results[label].get(key, {}).get(measure)) for label in labels]
        rows.append("| " + " | ".join(cells) + " |")
        errors += [f"- {label}, {name} ({mode}): `{results[label][key]['error']}`"
                   for label in labels if results[label].get(key, {}).get("error")]
    return "\n".join(rows + ([""] + ["Errors (the run's last stderr line):"] + errors if errors else [])) + "\n"


def report(results: dict) -> str:
    labels = list(results)
    return ("# Real chat-export samples through `extract`\n\n"
            "`bench/real_samples.py` (issue 41, item 7): each sample of /work/real-samples/manifest.json "
            "(where each comes from: [docs/real-samples.md](../../docs/real-samples.md)) and each fixture of "
            "tests/data/exports/real-shapes/, `extract --logs SAMPLE --jobs 1`, `--min-confidence 0` "
            "(`conf0`) and the default. in_export: messages counted from the JSON; read: stats.json's "
            "messages_read; cut: conversations dropped at a unit cut (`continues_previous_day`); "
            "status: exit status. `.venv/bin/python bench/real_samples.py --checkout DIR` adds a column `before` "
            "(another checkout's code), without `--checkout` a column `after` (this checkout's). "
            f"Columns per label: {', '.join(labels)}.\n\n" + table(results, labels))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--manifest", type=Path, default=MANIFEST)
    parser.add_argument("--checkout", type=Path, default=ROOT, help="the checkout whose code runs")
    parser.add_argument("--label", help="the column's name (default: before for another checkout, else after)")
    parser.add_argument("--no-fixtures", action="store_true", help="leave out tests/data/exports/real-shapes/")
    parser.add_argument("--only", help="run only the samples whose name holds this text")
    parser.add_argument("--results", type=Path, default=RESULTS, help="the folder of real_samples.json and .md")
    args = parser.parse_args(argv)
    label = args.label or ("after" if args.checkout.resolve() == ROOT else "before")
    store = args.results / "real_samples.json"
    results = json.loads(store.read_text("utf-8")) if store.is_file() else {}
    current = {}
    for sample in samples(args.manifest, not args.no_fixtures):
        if args.only and args.only not in sample.name:
            continue
        for mode, extra in MODES.items():
            outcome = run(sample, args.checkout.resolve(), extra)
            current[f"{sample.name}\t{sample.platform}\t{mode}"] = asdict(outcome)
            print(sample.name, mode, asdict(outcome), file=sys.stderr, flush=True)
    results[label] = {**results.get(label, {}), **current}
    store.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", "utf-8")
    return publish(args.results / "real_samples.md", report(results))


if __name__ == "__main__":
    sys.exit(main())
