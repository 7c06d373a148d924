"""What the default `--anonymize personal` costs: how much it changes the offline 2015 outputs, and how much
slower it makes `extract` than `--anonymize none`, side by side.

1. Changes: `disentangle extract --year 2015 --no-download` with `--anonymize none` and with the default,
   each into a fresh directory; counted over the dialogues (utterances and originals changed), the DSTC7
   subtask-1 examples of every split (answers changed, examples with any option or context utterance
   changed), the UDC rows and the replacements per kind (`stats.json`).
2. Speed: `disentangle extract --logs TREE --year 2005 --no-download --jobs 2` over `--days` dated days (the
   shared whole day 2005-02-24, 7,806 lines, linked under each date, as bench/extract_speed.py does), with
   `--anonymize none` and `personal` interleaved, each in a fresh process and output directory; the median
   of `--repeats` runs of each, and their ratio (target of issues 33 and 42: <= 1.1x), in wall seconds and in
   CPU seconds (user + system of the run and its workers). Wall time swings by 10-20% between identical runs
   on a shared machine; CPU time much less, so both ratios are reported and the target is judged on each.

Writes bench/results/anonymize_cost.md (or `--results`).

    python bench/anonymize_cost.py                     # 20 days, 3 repeats (~10 min here)
"""
from __future__ import annotations

import argparse
import csv
import dataclasses
import datetime as dt
import gzip
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from report import publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
DAY = ROOT.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
FIRST_DATE = dt.date(2005, 2, 24)
RESULT = ROOT / "bench" / "results" / "anonymize_cost.md"
TARGET_RATIO = 1.1
MODES = ("none", "personal")
SPLITS = ("train", "dev", "test")


def command() -> list[str]:
    venv = ROOT / ".venv" / "bin" / "disentangle"
    return [str(venv) if venv.exists() else "disentangle"]


@dataclasses.dataclass(frozen=True)
class Timing:
    """One run's wall seconds and CPU seconds (user + system of the run and every worker it waited for)."""
    wall: float
    cpu: float


def extract(args: list[str], out: Path) -> Timing:
    started, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([*command(), "extract", *args, "--output", str(out)], capture_output=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"extract {' '.join(args)} failed ({done.returncode}): {done.stderr.decode()[-2000:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timing(time.perf_counter() - started, cpu)


def dialogues(out: Path) -> dict[str, dict]:
    return {record["id"]: record for split in SPLITS
            for record in map(json.loads, gzip.open(out / "dialogues" / f"{split}.jsonl.gz", "rt"))}


def subtask1(out: Path) -> list[dict]:
    return [example for split in SPLITS
            for example in json.loads((out / "dstc7" / f"ubuntu_{split}_subtask_1.json").read_text())]


def _texts(example: dict) -> list[str]:
    return ([m["utterance"] for m in example["messages-so-far"]]
            + [o["utterance"] for o in example["options-for-next"]])


def changes(none: Path, personal: Path) -> dict[str, int]:
    """What the default changed against `--anonymize none` (same dialogues, same examples, same order)."""
    found: Counter[str] = Counter()
    before, after = dialogues(none), dialogues(personal)
    for key, record in before.items():
        for old, new in zip(record["turns"], after[key]["turns"]):
            found["utterances"] += len(old["utterances"])
            found["utterances changed"] += sum(a != b for a, b in zip(old["utterances"], new["utterances"]))
            found["originals changed"] += sum(a != b for a, b in zip(old["originals"], new["originals"]))
    for old, new in zip(subtask1(none), subtask1(personal)):
        found["DSTC7 subtask-1 examples"] += 1
        found["DSTC7 answers changed"] += old["options-for-correct-answers"] != new["options-for-correct-answers"]
        found["DSTC7 examples with a context or option changed"] += _texts(old) != _texts(new)
    for split in ("train", "valid", "test"):
        with open(none / "udc" / f"{split}.csv", newline="") as a, open(personal / "udc" / f"{split}.csv",
                                                                        newline="") as b:
            rows = list(zip(csv.reader(a), csv.reader(b)))[1:]
        found["UDC rows"] += len(rows)
        found["UDC rows changed"] += sum(x != y for x, y in rows)
    return dict(found)


def build_tree(root: Path, days: int) -> Path:
    for n in range(days):
        date = FIRST_DATE + dt.timedelta(days=n)
        folder = root / f"{date:%Y/%m/%d}"
        folder.mkdir(parents=True)
        (folder / "#ubuntu.txt").symlink_to(DAY)
    return root


def speed(tmp: Path, days: int, repeats: int) -> dict[str, list[Timing]]:
    tree = build_tree(tmp / "logs", days)
    last = FIRST_DATE + dt.timedelta(days=days - 1)
    seconds: dict[str, list[Timing]] = {mode: [] for mode in MODES}
    for repeat in range(repeats):
        for mode in MODES:
            args = ["--logs", str(tree), "--year", "2005", "--from", f"{FIRST_DATE}", "--to", f"{last}",
                    "--no-download", "--jobs", "2", "--anonymize", mode]
            seconds[mode].append(extract(args, tmp / f"speed-{mode}-{repeat}"))
    return seconds


def ratio_line(seconds: dict[str, list[Timing]], measure: str) -> str:
    median = {mode: statistics.median(getattr(t, measure) for t in values) for mode, values in seconds.items()}
    ratio = median["personal"] / median["none"]
    return (f"Ratio personal / none in {measure} seconds: **{ratio:.3f}x** (target <= {TARGET_RATIO}x: "
            f"{'met' if ratio <= TARGET_RATIO else 'MISSED'}).")


def timing_rows(seconds: dict[str, list[Timing]]) -> list[str]:
    rows = []
    for mode in MODES:
        wall = [t.wall for t in seconds[mode]]
        cpu = [t.cpu for t in seconds[mode]]
        rows.append(f"| `--anonymize {mode}` | {', '.join(f'{s:.1f}' for s in wall)} | {statistics.median(wall):.1f}"
                    f" | {', '.join(f'{s:.1f}' for s in cpu)} | {statistics.median(cpu):.1f} |")
    return rows


def report(found: dict[str, int], replaced: dict, seconds: dict[str, list[Timing]], days: int) -> str:
    rows = [f"| {name} | {count:,} |" for name, count in found.items()]
    return "\n".join([
        "# Anonymisation: what the default changes and what it costs", "",
        "`python bench/anonymize_cost.py` (see its docstring).", "",
        "## The offline 2015 outputs, `--anonymize personal` against `none`", "",
        "| what | count |", "|---|---:|", *rows, "",
        "Replacements in the utterances, by kind (`stats.json`, `totals.privacy.replaced`): "
        + ", ".join(f"{kind} {count}" for kind, count in replaced.items()) + ".", "",
        f"## Speed: {days} days of 7,806 lines (`--logs`, `--jobs 2`), each run a fresh process and directory", "",
        "| run | wall seconds (each repeat) | median | CPU seconds (each repeat) | median |",
        "|---|---|---:|---|---:|", *timing_rows(seconds), "",
        ratio_line(seconds, "wall"), ratio_line(seconds, "cpu"), ""])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--results", type=Path, default=RESULT)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="anonymize-cost-") as name:
        tmp = Path(name)
        for mode in MODES:
            extract(["--year", "2015", "--no-download", "--jobs", "2", "--anonymize", mode], tmp / f"year-{mode}")
        found = changes(tmp / "year-none", tmp / "year-personal")
        replaced = json.loads((tmp / "year-personal" / "stats.json").read_text())["totals"]["privacy"]["replaced"]
        seconds = speed(tmp, args.days, args.repeats)
    return publish(args.results, report(found, replaced, seconds, args.days))


if __name__ == "__main__":
    sys.exit(main())
