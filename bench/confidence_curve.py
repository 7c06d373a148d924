"""The precision knob on dev: share of kept dialogues that exactly equal a gold dialogue, against the share
of dialogues kept, for each confidence measure of `disentangle.linking.confidence` and a range of thresholds.

Every dev file is predicted from its first annotated message (earlier lines are context); predicted and
gold conversations go through the same DSTC7 filters (`disentangle.dialogues.quality`). Writes
bench/results/confidence_curve.md (tables) and bench/results/confidence_curve.png (the curves).
"""
from __future__ import annotations

import argparse
import hashlib
import math
import random
import sys
from pathlib import Path

from report import publish  # bench/report.py, beside this script

from disentangle.corpus import samples as corpus
from disentangle.dialogues.quality import dialogue_outcomes, gold_dialogue_count, precision_curve, quantile_thresholds
from disentangle.linking.confidence import DEFAULT_MEASURE, LINK_MIN_CONFIDENCE, MEASURES
from disentangle.linking.links import read_annotation
from disentangle.linking.model_file import DEFAULT_MODEL, load_model
from disentangle.logs.files import read_log
from disentangle.methods.disentanglers import Learned

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
THRESHOLDS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
KEPT_SHARES = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2)
BOOTSTRAP_DRAWS = 2000
BOOTSTRAP_SEED = 0
INTERVAL = (0.05, 0.95)   # a 90% interval


def outcomes(model, samples) -> tuple[dict, int]:
    """Per measure, the outcomes of every predicted dev dialogue; and the number of gold dialogues."""
    learned = Learned(model)
    found: dict = {measure: [] for measure in MEASURES}
    gold_count = 0
    for sample in samples:
        gold = read_annotation(sample.annotation, sample.name)
        start = min(link.message for link in gold)
        log = read_log(sample.raw, name=sample.name)
        scored = learned.scored(log, start)
        for measure, items in dialogue_outcomes(log, gold, scored, MEASURES).items():
            found[measure] += items
        gold_count += gold_dialogue_count(log, gold, start)
    return found, gold_count


def _error(point) -> float:
    """Binomial standard error of the exact share, in points."""
    p = point.exact_share
    return 100 * math.sqrt(p * (1 - p) / point.kept) if point.kept else 0.0


def table(points, first: str) -> list[str]:
    rows = [f"| {first} | kept | kept % | exact | exact % (+- s.e.) |", "|---|---|---|---|---|"]
    for p in points:
        rows.append(f"| {p.threshold:.3f} | {p.kept}/{p.total} | {100 * p.kept_share:.0f} | {p.exact} | "
                    f"{100 * p.exact_share:.1f} (+- {_error(p):.1f}) |")
    return rows


def file_bootstrap(items, threshold: float) -> list[str]:
    """90% intervals of the kept and exact shares at `threshold`, resampling whole dev files (dialogues of
    one file are not independent)."""
    by_file: dict = {}
    for item in items:
        by_file.setdefault(item.source, []).append(item)
    files = sorted(by_file)
    rng = random.Random(BOOTSTRAP_SEED)
    kept_shares, exact_shares = [], []
    for _ in range(BOOTSTRAP_DRAWS):
        drawn = [o for name in rng.choices(files, k=len(files)) for o in by_file[name]]
        point = precision_curve(drawn, [threshold])[0]
        if point.kept:
            kept_shares.append(point.kept_share)
            exact_shares.append(point.exact_share)

    def interval(values: list[float]) -> str:
        ordered = sorted(values)
        low, high = (ordered[int(q * (len(ordered) - 1))] for q in INTERVAL)
        return f"{100 * low:.0f}-{100 * high:.0f}%"

    return [f"At the default threshold {threshold}, resampling the {len(files)} dev files "
            f"({BOOTSTRAP_DRAWS} draws): kept {interval(kept_shares)}, exact {interval(exact_shares)} "
            "(90% intervals)."]


def plot(found: dict, path: Path) -> None:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(6.4, 4.2), dpi=100)
    FigureCanvasAgg(figure)
    axes = figure.add_subplot(1, 1, 1)
    for measure in MEASURES:
        items = found[measure]
        thresholds = sorted({o.confidence for o in items}, reverse=True)
        points = precision_curve(items, thresholds)
        axes.plot([100 * p.kept_share for p in points], [100 * p.exact_share for p in points],
                  label=measure, linewidth=2.2 if measure == DEFAULT_MEASURE else 1.0)
    axes.axhline(70, color="grey", linestyle=":", linewidth=0.8)
    axes.axvline(50, color="grey", linestyle=":", linewidth=0.8)
    axes.set_xlabel("dialogues kept (%)")
    axes.set_ylabel("kept dialogues exactly equal to gold (%)")
    axes.set_xlim(100, 0)
    axes.set_title("dev: precision knob (extract --min-confidence)")
    axes.legend(fontsize=8)
    figure.tight_layout()
    figure.savefig(path, format="png", metadata={"Software": None})


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=None)
    parser.add_argument("--output", type=Path, default=RESULTS / "confidence_curve.md")
    args = parser.parse_args(argv)
    model_path = Path(args.model) if args.model else DEFAULT_MODEL
    samples = corpus.samples("dev")
    found, gold_count = outcomes(load_model(model_path), samples)
    digest = hashlib.sha256(model_path.read_bytes()).hexdigest()[:12]
    total = len(found[DEFAULT_MEASURE])
    lines = [f"Dev split ({len(samples)} files, model `{model_path.name}` sha256 {digest}...): {total} predicted "
             f"dialogues, {gold_count} gold dialogues (both through the DSTC7 filters).", "",
             f"## Default measure `{DEFAULT_MEASURE}`, by threshold (`extract --min-confidence`)", ""]
    lines += table(precision_curve(found[DEFAULT_MEASURE], THRESHOLDS), "threshold")
    lines += [""] + file_bootstrap(found[DEFAULT_MEASURE], LINK_MIN_CONFIDENCE)
    lines += ["", "## Every measure, at the threshold that keeps a given share", ""]
    header = "| kept share | " + " | ".join(MEASURES) + " |"
    lines += [header, "|---|" + "---|" * len(MEASURES)]
    for share in KEPT_SHARES:
        cells = []
        for measure in MEASURES:
            items = found[measure]
            point = precision_curve(items, quantile_thresholds(items, [share]))[0]
            cells.append(f"{100 * point.exact_share:.1f} ({point.kept})")
        lines.append(f"| {100 * share:.0f}% | " + " | ".join(cells) + " |")
    lines += ["", "Cells: % of kept dialogues exactly equal to a gold dialogue (dialogues kept)."]
    plot(found, args.output.with_suffix(".png"))
    return publish(args.output, "\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
