"""Prediction speed and memory, end to end: `disentangle predict` over one full day of #ubuntu.

Runs the real command in a fresh process (start-up, model load, tokenizer, features, scoring, output),
several times, and reports messages per second and peak resident memory. `learned` is the default output
(with second parents, `disentangle/linking/second_parents.py`); `learned --one-parent` beside it shows what they
cost, and the `previous` method the fixed cost of starting Python and reading the log. Writes
bench/results/predict_speed.md.
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

from report import child_env, publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
DAY = ROOT.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
ONE_PARENT = "learned --one-parent"
ORIGINAL_MESSAGES_PER_SECOND = 80  # the original Python/DyNet system on this machine (issue 2)


def run_once(argv: list[str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of one run of the command in a child process."""
    began = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=child_env())
    _, _, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - began
    if child.returncode not in (None, 0) and child.returncode != 0:
        raise SystemExit(f"failed: {' '.join(argv)}")
    return seconds, usage.ru_maxrss / 1024


def measure(method: str, log: Path, repeats: int, model: Path | None = None, options: tuple[str, ...] = ()) -> dict:
    """`method`: the row's label, whose first word is the method name; `options` go to the command."""
    argv = [sys.executable, "-m", "disentangle", "predict", "--method", method.split(" ")[0], *options, str(log)]
    if model is not None:
        argv += ["--model", str(model)]
    runs = [run_once(argv) for _ in range(repeats)]
    seconds = statistics.median(r[0] for r in runs)
    return {"method": method, "seconds": seconds, "peak_mb": max(r[1] for r in runs)}


def second_parent_cost(results: list[dict]) -> str:
    """The time of `learned` (second parents) over `learned --one-parent`, per interleaved round."""
    pairs = zip((r["seconds"] for r in results if r["method"] == "learned"),
                (r["seconds"] for r in results if r["method"] == ONE_PARENT))
    ratios = sorted(with_second / one for with_second, one in pairs)
    return (f"Second parents: `learned` / `{ONE_PARENT}` time, per round: median {statistics.median(ratios):.3f} "
            f"(range {ratios[0]:.3f}-{ratios[-1]:.3f}).")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--log", type=Path, default=DAY)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "predict_speed.md")
    parser.add_argument("--other-model", type=Path, default=None,
                        help="also time this model file (e.g. an earlier model), interleaved with the shipped one")
    args = parser.parse_args(argv)
    lines = sum(1 for _ in args.log.open("rb"))
    methods = {"learned": (None, ()), ONE_PARENT: (None, ("--one-parent",)), "previous": (None, ())}
    if args.other_model is not None:
        methods[f"learned ({args.other_model.name})"] = (args.other_model, ())
    results = []
    for _ in range(args.repeats):  # interleave the methods so load changes hit all alike
        for method, (model, options) in methods.items():
            results.append(measure(method, args.log, 1, model, options))
    table = ["| method | median seconds | messages / s | peak RSS (MB) | x original (80 msg/s) |",
             "|---|---|---|---|---|"]
    for method in methods:
        mine = [r for r in results if r["method"] == method]
        seconds = statistics.median(r["seconds"] for r in mine)
        rate = lines / seconds
        table.append(f"| {method} | {seconds:.2f} | {rate:,.0f} | {max(r['peak_mb'] for r in mine):.0f} | "
                     f"{rate / ORIGINAL_MESSAGES_PER_SECOND:.1f} |")
    header = (f"`disentangle predict` on {args.log.name} of {args.log.parent.parent.parent.name}-"
              f"{args.log.parent.parent.name}-{args.log.parent.name} ({lines:,} lines), end to end, "
              f"{args.repeats} runs each, interleaved; machine: {os.cpu_count()} cores, "
              f"{platform.processor() or platform.machine()}, Python {platform.python_version()}.")
    report = header + "\n\n" + "\n".join(table) + "\n\n" + second_parent_cost(results) + "\n"
    return publish(args.output, report)


if __name__ == "__main__":
    sys.exit(main())
