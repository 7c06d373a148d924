"""Two checkouts side by side: does a refactoring change how fast `extract` runs? (The outputs: see
`output_digests.py`.)

Runs `disentangle extract` of the checkout given (`--other DIR`, e.g. a worktree of the commit before a
change, with this checkout's `.venv` and its own code on PYTHONPATH) and of this checkout, interleaved, each
run in a fresh process into a fresh output and cache: an IRC logs tree of `--days` copies of the shared
whole day 2005-02-24 (7,806 lines) with `--jobs 1`, and a Discord export of `--messages` messages built
from the shared days (`chat_export_build`). Reports the median seconds of `--repeats` runs of each and the
ratio this / other (timings here are noisy: only the ratio of runs made side by side means something).
Writes bench/results/checkout_speed.md.
"""
from __future__ import annotations

import argparse
import datetime as dt
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from chat_export_build import write_discord  # bench/, beside this script
from chat_export_scale import messages
from report import publish

ROOT = Path(__file__).resolve().parent.parent
DAY = ROOT.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
OUTPUT = ROOT / "bench" / "results" / "checkout_speed.md"


def inputs(work: Path, days: int, count: int) -> dict[str, list[str]]:
    """Case -> the extract arguments of its input (built under `work`)."""
    for n in range(days):
        date = dt.date(2005, 2, 24) + dt.timedelta(days=n)
        target = work / "tree" / f"{date:%Y/%m/%d}" / "#ubuntu.txt"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to(DAY)
    write_discord(work / "discord.json", messages(count))
    return {"irc tree": ["--logs", str(work / "tree"), "--year", "2005"],
            "discord export": ["--logs", str(work / "discord.json")]}


def timed(checkout: Path, args: list[str], work: Path) -> float:
    """Seconds of one run of `checkout`'s code into a fresh output and cache."""
    out = Path(tempfile.mkdtemp(dir=work))
    env = {**os.environ, "PYTHONPATH": str(checkout), "DISENTANGLE_CACHE": str(out / "cache")}
    started = time.perf_counter()
    subprocess.run([str(ROOT / ".venv" / "bin" / "disentangle"), "extract", *args, "--no-download", "--jobs", "1",
                    "--output", str(out / "out")], env=env, check=True, capture_output=True)
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--other", type=Path, required=True, help="the other checkout (e.g. the commit before)")
    parser.add_argument("--days", type=int, default=5)
    parser.add_argument("--messages", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    rows = ["| input | other (s) | this (s) | this / other |", "|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for case, extra in inputs(work, args.days, args.messages).items():
            found: dict[Path, list[float]] = {args.other.resolve(): [], ROOT: []}
            for _ in range(args.repeats):
                for checkout, seconds in found.items():
                    seconds.append(timed(checkout, extra, work))
            other, this = (statistics.median(found[key]) for key in (args.other.resolve(), ROOT))
            rows.append(f"| {case} | {other:.2f} | {this:.2f} | {this / other:.2f} |")
    head = [f"# Two checkouts side by side: `extract` time, median of {args.repeats} interleaved runs", "",
            f"`python bench/checkout_speed.py --other {args.other}`; other: `{args.other}`, this: the checkout; "
            f"IRC tree of {args.days} whole days, Discord export of {args.messages:,} messages; `--jobs 1`.", ""]
    publish(OUTPUT, "\n".join(head + rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
