"""Accuracy levers side by side: dev scores of groups of model files (one per seed) and their end-to-end cost.

Each `--group NAME=a.npz,b.npz,...` is one recipe trained with several seeds. Every model is scored on the
dev split as `bench/dev_accuracy.py` scores the shipped one (each file from its first annotated message;
`predict`'s default second parents, and link F with one parent beside it); each group gets its mean and
standard deviation over seeds. Then `disentangle predict` runs on the full day with the first model of each
group, interleaved round by round (`--rounds`), and the report gives each group's time as a ratio to the
first group's within each round (median and range), and peak RSS. Writes `--output` (Markdown).
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
from pathlib import Path

from disentangle.corpus import samples as corpus
from disentangle.methods.disentanglers import LEARNED, load_disentangler

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: report.py and the other helpers
from dev_accuracy import dev_scores  # noqa: E402 -- bench/dev_accuracy.py
from predict_speed import DAY, run_once  # noqa: E402 -- bench/predict_speed.py
from report import publish  # noqa: E402 -- bench/report.py

ROOT = Path(__file__).resolve().parents[2]
FIELDS = (("link P", "link_precision"), ("link R", "link_recall"), ("link F", "link_f"), ("VI", "scaled_vi"),
          ("1-1", "one_to_one"), ("exact P", "exact_precision"), ("exact R", "exact_recall"),
          ("exact F", "exact_f"))
MB = 1024 * 1024


def parse_group(text: str) -> tuple[str, list[Path]]:
    name, _, paths = text.partition("=")
    return name, [Path(p) for p in paths.split(",") if p]


def model_row(path: Path, samples) -> dict:
    """Dev figures of one model file: the fields with second parents, and link F with one parent."""
    disentangler = load_disentangler(LEARNED, path)
    second = dev_scores(disentangler, samples, True)
    one = dev_scores(disentangler, samples, False)
    return {**{label: getattr(second, field) for label, field in FIELDS}, "one-parent link F": one.link_f}


def spread(values: list[float]) -> str:
    if len(values) < 2:
        return f"{values[0]:.1f}"
    return f"{statistics.mean(values):.1f} +- {statistics.stdev(values):.1f}"


def accuracy_table(groups: list[tuple[str, list[Path]]]) -> str:
    samples = corpus.samples("dev")
    labels = [label for label, _ in FIELDS] + ["one-parent link F"]
    lines = ["| group | model | " + " | ".join(labels) + " |", "|---|---|" + "---|" * len(labels)]
    for name, paths in groups:
        rows = [model_row(path, samples) for path in paths]
        for path, row in zip(paths, rows):
            lines.append(f"| {name} | {path.name} | " + " | ".join(f"{row[k]:.1f}" for k in labels) + " |")
        lines.append(f"| **{name}, mean +- s.d. ({len(rows)} seeds)** | | "
                     + " | ".join(spread([r[k] for r in rows]) for k in labels) + " |")
    return "\n".join(lines)


def speed_table(groups: list[tuple[str, list[Path]]], log: Path, rounds: int) -> str:
    models = [(name, paths[0]) for name, paths in groups]
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name, _ in models}
    for _ in range(rounds):  # interleaved, so load changes hit all alike
        for name, path in models:
            argv = [sys.executable, "-m", "disentangle", "predict", "--model", str(path), str(log)]
            runs[name].append(run_once(argv))
    first = models[0][0]
    lines = ["| group (model) | median seconds | time ratio to the first group per round: median (range) | "
             "peak RSS (MB) | model file (MB) |", "|---|---|---|---|---|"]
    for name, path in models:
        ratios = [mine[0] / base[0] for mine, base in zip(runs[name], runs[first])]
        lines.append(f"| {name} ({path.name}) | {statistics.median(r[0] for r in runs[name]):.2f} | "
                     f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f}) | "
                     f"{max(r[1] for r in runs[name]):.0f} | {path.stat().st_size / MB:.1f} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--group", action="append", required=True, help="NAME=model.npz,model.npz,...")
    parser.add_argument("--log", type=Path, default=DAY)
    parser.add_argument("--rounds", type=int, default=5, help="interleaved full-day runs per group (0: none)")
    parser.add_argument("--no-dev", action="store_true", help="time only (dev scores measured elsewhere)")
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "accuracy_levers.md")
    args = parser.parse_args(argv)
    groups = [parse_group(text) for text in args.group]
    report = "" if args.no_dev else (
        "Dev split, each file from its first annotated message, `predict`'s default second parents "
        "(one-parent link F in the last column).\n\n" + accuracy_table(groups) + "\n")
    if args.rounds:
        lines = sum(1 for _ in args.log.open("rb"))
        report += (f"\n`disentangle predict` end to end on {args.log} ({lines:,} lines), {args.rounds} interleaved "
                   f"rounds; machine: {os.cpu_count()} cores, {platform.processor() or platform.machine()}, "
                   f"Python {platform.python_version()}, load average {os.getloadavg()[0]:.1f} at the end.\n\n"
                   + speed_table(groups, args.log, args.rounds) + "\n")
    return publish(args.output, report)


if __name__ == "__main__":
    sys.exit(main())
