"""The learned secret scorer (`disentangle/privacy/secret_model.py`, issue 42) measured beside the rules alone:
the anonymiser with `--anonymize personal` as shipped ("rules + model") against the same code with the scorer
switched off ("rules only": `engine.replace_secrets` made the identity, in this process or the child's).

- recall on the secrets of the held-out sets v1-v4 and of the tuning half (all SPENT: tuning figures);
- recall on a synthetic draw of the training generators with a seed never used for training
  (`SYNTHETIC_SEED`), and the technical lines drawn with it (which must stay);
- real lines changed by the scorer (rules + model against rules only, each log's names known): every line of
  the tuning part of the train files (where the threshold was chosen), of the dev files (never used) and of
  both irclogs days, each changed line listed;
- technical lines of v1-v4 changed;
- cost: `extract` of the irclogs day 2005-02-24 (`--jobs 1`), rules + model against rules only, interleaved;
- the offline `extract --year 2015 --no-download` both ways: the files that differ.

Writes bench/results/secret_model.md.

    python bench/secret_model.py                  # ~10 min here (2 cores)
    python bench/secret_model.py --repeats 1 --no-offline
"""
from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from anonymize_heldout import DAY, SETS, Texts, irc_tree, leaked  # bench/, beside this script
from anonymize_recall import LABELS, measure
from report import publish

import disentangle.privacy.engine as engine
from disentangle.logs.files import read_log
from disentangle.privacy.engine import PERSONAL, Anonymizer, PrivacySettings, name_rule
from disentangle.privacy.names import log_names
from disentangle.privacy.secret_model import SHIPPED_SECRET_MODEL
from disentangle.privacy.secret_train import corpus_texts, secret_lines, split_files, technical_lines

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
CORPUS = SHARED / "irc-disentanglement"
RESULT = ROOT / "bench" / "results" / "secret_model.md"
SYNTHETIC_SEED, SYNTHETIC_LINES = 20261128, 2000     # never a training seed (training: 42)
RULES_ONLY = ("import sys, runpy, disentangle.privacy.engine as e; e.replace_secrets = lambda text, counts: text; "
              "sys.argv[0] = 'disentangle'; runpy.run_module('disentangle', run_name='__main__')")
SETTINGS = PrivacySettings(PERSONAL)
NOT_SECRETS = ("technical", "negative")


@contextlib.contextmanager
def rules_only() -> Iterator[None]:
    """The anonymiser with the learned scorer switched off."""
    kept = engine.replace_secrets
    engine.replace_secrets = lambda text, counts: text
    try:
        yield
    finally:
        engine.replace_secrets = kept


def both(anonymizer: Anonymizer, text: str) -> tuple[str, str]:
    """`text` anonymised by the rules alone and by rules + model."""
    with rules_only():
        before = anonymizer.text(text, Counter())
    return before, anonymizer.text(text, Counter())


def heldout(name: str) -> tuple[Counter, list[str]]:
    """Secrets of one held-out set removed by rules only / rules + model, its technical lines changed and its
    values identifying no one no longer kept."""
    records = [json.loads(line) for line in SETS[name].data.read_text(encoding="utf-8").splitlines()]
    texts, found, notes = Texts(), Counter(), []
    for record in records:
        if not (record["group"] == "planted" and record["kind"] == "secret" or record["group"] in NOT_SECRETS):
            continue
        text = texts.text(record)
        before, after = both(Anonymizer(SETTINGS, name_rule(texts.known(record), SETTINGS)), text)
        if record["group"] == "negative":
            found["negative"] += 1
            found["negative_model"] += after != before
            if after != before:
                notes.append(f"{name} value identifying no one changed by the model: `{text[:100]}` -> `{after[:100]}`")
            continue
        if record["group"] == "technical":
            found["technical"] += 1
            found["technical_rules"] += before != text
            found["technical_model"] += after != text
            if after != before:
                notes.append(f"{name} technical changed by the model: `{text[:100]}` -> `{after[:100]}`")
            continue
        found["secrets"] += 1
        found["rules"] += not leaked(record["needles"], texts.host(record), before)
        found["model"] += not leaked(record["needles"], texts.host(record), after)
        if leaked(record["needles"], texts.host(record), after):
            notes.append(f"{name} missed ({record['form']}): `{record['plant'].strip()[:90]}`")
    return found, notes


def tuning_half() -> tuple[int, int, int]:
    """Secrets of the tuning half (bench/data/anonymize_labels.jsonl): spans, removed by rules only / + model."""
    records = [json.loads(line) for line in LABELS.read_text(encoding="utf-8").splitlines()]
    with rules_only():
        before = measure(records)[0]["secret"]
    after = measure(records)[0]["secret"]
    return after["spans"], before["removed"], after["removed"]


def synthetic() -> tuple[int, int, int, int, int]:
    """A fresh draw of the generators: secrets, removed by rules only / + model; technical lines, changed."""
    rng = random.Random(SYNTHETIC_SEED)
    anonymizer, removed = Anonymizer(SETTINGS), Counter()
    lines = secret_lines(rng, SYNTHETIC_LINES)
    for line, value in lines:
        before, after = both(anonymizer, line)
        removed["rules"] += value not in before
        removed["model"] += value not in after
    technical = technical_lines(rng, SYNTHETIC_LINES)
    changed = sum(len(set(both(anonymizer, line))) > 1 for line in technical)      # by the model
    return len(lines), removed["rules"], removed["model"], len(technical), changed


def real_lines(files: list[Path]) -> tuple[int, list[str]]:
    """The message lines of `files`, and each one the scorer changes (`before -> after`)."""
    total, changed = 0, []
    for path in files:
        anonymizer = Anonymizer(SETTINGS, name_rule(log_names(read_log(path)), SETTINGS))
        for text in corpus_texts([path]):
            total += 1
            before, after = both(anonymizer, text)
            if before != after:
                changed.append(f"{path.name}: `{before[:160]}` -> `{after[:160]}`")
    return total, changed


def extract(code: list[str], args: list[str], out: Path, cache: Path) -> float:
    env = {**os.environ, "DISENTANGLE_CACHE": str(cache), "PYTHONPATH": str(ROOT), "PYTHONSAFEPATH": "1"}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, *code, "extract", *args, "--output", str(out)], capture_output=True,
                          check=False, env=env)
    if done.returncode != 0:
        raise SystemExit(f"extract {' '.join(args)} failed ({done.returncode}): {done.stderr.decode()[-1500:]}")
    return time.perf_counter() - started


def digests(out: Path) -> dict[str, str]:
    return {p.relative_to(out).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(out.rglob("*")) if p.is_file() and p.name != "stats.json"}


WAYS = {"rules only": ["-c", RULES_ONLY], "rules + model": ["-m", "disentangle"]}


def cost(tmp: Path, repeats: int) -> dict[str, list[float]]:
    """Seconds of `extract` on one irclogs day, both ways interleaved (one warmed cache)."""
    args = ["--logs", str(irc_tree(tmp / "irc", 1)), "--year", "2005", "--to", "2005-02-24", "--no-download",
            "--jobs", "1", "--anonymize", "personal"]
    cache = tmp / "cache"
    extract(WAYS["rules only"], args, tmp / "warm-up", cache)
    seconds: dict[str, list[float]] = {way: [] for way in WAYS}
    for repeat in range(repeats):
        for way, code in WAYS.items():
            seconds[way].append(extract(code, args, tmp / f"out-{repeat}-{way.replace(' ', '')}", cache))
    return seconds


def offline(tmp: Path) -> tuple[int, list[str]]:
    """The offline 2015 release both ways: files compared (stats.json aside), and those that differ."""
    found = {}
    for way, code in WAYS.items():
        out = tmp / f"offline-{way.replace(' ', '').replace('+', '')}"
        extract(code, ["--year", "2015", "--no-download"], out, tmp / "offline-cache")
        found[way] = digests(out)
    before, after = found["rules only"], found["rules + model"]
    return len(before), sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))


def _rate(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "-"


def report(args: argparse.Namespace, sets: dict, tuning: tuple, fresh: tuple, real: dict, seconds: dict,
           offline_result: tuple | None) -> str:
    meta = json.loads(SHIPPED_SECRET_MODEL.read_text(encoding="utf-8"))
    training = meta.get("training", {})
    lines = ["# The learned secret scorer beside the rules alone (`--anonymize personal`)", "",
             f"`python bench/secret_model.py`; model `models/secret_model.json` (feature version "
             f"{meta['feature_version']}, {len(meta['features'])} features, threshold {meta['threshold']}; trained "
             f"on {training.get('positives')} drawn secrets and {training.get('negatives')} negatives, seed "
             f"{training.get('seed')}).", "",
             "## Recall on secrets (every set here was tuned on before: TUNING figures, not held out)", "",
             "| set | secrets | rules only | rules + model |", "|---|---:|---:|---:|"]
    for name, (found, _) in sets.items():
        lines.append(f"| {name} | {found['secrets']} | {found['rules']} ({_rate(found['rules'], found['secrets'])}) "
                     f"| {found['model']} ({_rate(found['model'], found['secrets'])}) |")
    spans, rules, model = tuning
    lines += [f"| tuning half | {spans} | {rules} ({_rate(rules, spans)}) | {model} ({_rate(model, spans)}) |", "",
              f"Synthetic draw of the generators, seed {SYNTHETIC_SEED} (never used for training; same generators, "
              f"so an upper bound on new shapes): {fresh[0]} secrets, rules only {fresh[1]} "
              f"({_rate(fresh[1], fresh[0])}), rules + model {fresh[2]} ({_rate(fresh[2], fresh[0])}); "
              f"{fresh[3]} technical lines drawn, {fresh[4]} changed by the model.", "",
              "## Lines changed by the scorer (rules + model against rules only)", "",
              "| lines | of | changed | rate | role |", "|---|---:|---:|---:|---|"]
    roles = {"train, tuning part": "the threshold was chosen here (<= 0.01%)", "dev": "never used",
             "irclogs (2 days)": "never used"}
    for name, (total, changed) in real.items():
        lines.append(f"| {name} | {total} | {len(changed)} | {len(changed) / total:.3%} | {roles[name]} |")
    for name, (found, _) in sets.items():
        lines.append(f"| {name} technical | {found['technical']} | {found['technical_model'] - found['technical_rules']}"
                     f" | {_rate(found['technical_model'] - found['technical_rules'], found['technical'])} | spent |")
    for name, (found, _) in sets.items():
        lines.append(f"| {name} values identifying no one | {found['negative']} | {found['negative_model']} | "
                     f"{_rate(found['negative_model'], found['negative'])} | spent |")
    lines += ["", "Every real line the scorer changed:", ""]
    lines += [f"- {name}: {line}" for name, (_, changed) in real.items() for line in changed] or ["- none"]
    lines += ["", "## Cost (`extract` of 2005-02-24, 7,806 lines, `--jobs 1`, interleaved)", "",
              "| way | seconds per repeat | median |", "|---|---|---:|"]
    for way, values in seconds.items():
        lines.append(f"| {way} | {', '.join(f'{v:.1f}' for v in values)} | {statistics.median(values):.1f} |")
    ratio = statistics.median(seconds["rules + model"]) / statistics.median(seconds["rules only"])
    lines += ["", f"Ratio rules + model / rules only: **{ratio:.2f}x** of the medians.", ""]
    if offline_result is not None:
        compared, differ = offline_result
        lines += ["## The offline 2015 release both ways", "",
                  f"{compared} files compared (stats.json aside): {len(differ)} differ"
                  + (": " + ", ".join(f"`{d}`" for d in differ) if differ else " (byte-identical)."), ""]
    lines += ["## What the scorer still misses or changes on the held-out sets (all spent)", ""]
    lines += [f"- {note}" for _, notes in sets.values() for note in notes] or ["- none"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--no-offline", action="store_true", help="skip the offline 2015 release")
    args = parser.parse_args(argv)
    sets = {name: heldout(name) for name in SETS}
    tuning, fresh = tuning_half(), synthetic()
    _, tuning_files = split_files(CORPUS)
    real = {"train, tuning part": real_lines(tuning_files), "dev": real_lines(sorted((CORPUS / "dev").glob("*.raw.txt"))),
            "irclogs (2 days)": real_lines(sorted((SHARED / "irclogs").glob("*/*/*/*.txt")))}
    with tempfile.TemporaryDirectory(prefix="secret-model-") as name:
        tmp = Path(name)
        seconds = cost(tmp, args.repeats)
        offline_result = None if args.no_offline else offline(tmp)
    assert DAY.is_file()
    publish(RESULT, report(args, sets, tuning, fresh, real, seconds, offline_result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
