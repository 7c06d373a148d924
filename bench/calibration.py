"""Fit the dialogue calibrator (models/calibration.json) out of fold and report how well it is calibrated.

The recipe (`make calibrate`; docs/model.md, "A calibrated probability per dialogue"):
1. the train files are dealt into `--link-folds K` folds (sorted names, round-robin; default `LINK_FOLDS`);
   the shipped recipe (`disentangle train` with `TRAIN_ARGS`, as `make train`) is trained on the files of
   every fold but one, `--jobs` trainings at a time (skipped when the fold's model file already exists in the
   work folder);
2. each fold model predicts its held-out fold's files from their first annotated message: those dialogues
   (through the DSTC7 filters, as `extract` makes them) are labelled exact or not against the gold
   (`quality.labelled_evidence`) with their evidence rows;
3. two calibrators are cross-validated over files (`CALIBRATOR_FOLDS`) on those out-of-fold dialogues (the
   held-out figures): every feature, and the link measure `closed` alone (Platt scaling, which keeps its
   order); the one of lower cross-validated log-loss is kept, extract's default threshold is chosen on its
   cross-validated probabilities (`--min-precision DEFAULT_PRECISION`'s threshold) and it is fitted on them
   all;
4. it is measured, never fitted, on dev (the shipped model) and on Channel Two (dev and pilot, shipped model).
Writes models/calibration.json (unless --no-write) and bench/results/calibration.md.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import time
from dataclasses import asdict
from pathlib import Path

import numpy as np
from report import child_env, publish  # bench/report.py, beside this script

from disentangle.corpus import samples as corpus
from disentangle.dialogues.calibration import (
    DEFAULT_CALIBRATION,
    FEATURE_NAMES,
    Calibrator,
    precision_threshold,
    save_calibrator,
)
from disentangle.dialogues.quality import Labelled, labelled_evidence
from disentangle.linking.links import read_annotation
from disentangle.linking.model_file import DEFAULT_MODEL, load_model
from disentangle.logs.files import read_log
from disentangle.methods.disentanglers import Learned
from disentangle.training.calibration import (
    calibration_bins,
    cross_validated,
    expected_calibration_error,
    fit_calibrator,
    log_loss,
)

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
WORK = ROOT / "data" / "work" / "calibration"
CHANNEL_TWO = ROOT.parent / "shared" / "data" / "new-channels" / "channel-two"
LINK_FOLDS = 4                   # each link model sees 3/4 of the train files (2 folds: half; weaker)
TRAINING_JOBS = 2                # fold trainings at once (about 5 GB each)
TRAIN_ARGS = ("--seeds", "2", "--second-pass")      # the shipped recipe (Makefile `train`)
CORPUS_SUFFIXES = (".raw.txt", ".annotation.txt", ".ascii.txt")
CALIBRATOR_FOLDS = 5
DEFAULT_PRECISION = 0.7          # extract's default threshold: what --min-precision 0.7 chooses out of fold (no
#                                  threshold of the shipped calibrator reaches 0.8 out of fold)
PRECISIONS = (0.7, 0.8, 0.85, 0.9)
KEPT_SHARES = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2)
TARGET_PRECISION, TARGET_KEPT, TARGET_ECE = 0.8, 0.5, 0.05
CANDIDATES = {"every feature": FEATURE_NAMES, "`closed` alone": ("log_closed",)}
THRESHOLD_DIGITS = 4


def held_out_names(names: list[str], k: int, folds: int) -> set[str]:
    """The train files fold `k` holds out (round-robin over the sorted names)."""
    return set(names[k::folds])


def fold_corpora(data: Path, work: Path, folds: int) -> list[Path]:
    """Corpus folders `work/K-folds/fold0..`: train/ holds the train files fold k does not hold out (symbolic
    links), dev/ the dev split (epochs are selected on dev, as in the shipped recipe)."""
    names = [s.name for s in corpus.samples("train", data)]
    roots = []
    for k in range(folds):
        root = work / f"{folds}-folds" / f"fold{k}"
        (root / "train").mkdir(parents=True, exist_ok=True)
        if not (root / "dev").exists():
            (root / "dev").symlink_to((data / "dev").resolve())
        held = held_out_names(names, k, folds)
        for name in (n for n in names if n not in held):
            for suffix in CORPUS_SUFFIXES:
                source, link = data / "train" / (name + suffix), root / "train" / (name + suffix)
                if source.exists() and not link.exists():
                    link.symlink_to(source.resolve())
        roots.append(root)
    return roots


def train_folds(roots: list[Path], retrain: bool = False, jobs: int = TRAINING_JOBS) -> list[Path]:
    """The fold models, trained (`jobs` at once, in processes of their own) when missing or asked."""
    models = [root.with_suffix(".npz") for root in roots]
    for model in models if retrain else ():
        model.unlink(missing_ok=True)
    waiting = [(root, model) for root, model in zip(roots, models) if not model.exists()]
    running: list[subprocess.Popen] = []
    while waiting or running:
        while waiting and len(running) < jobs:
            root, model = waiting.pop(0)
            with open(root.with_suffix(".log"), "w") as log:
                running.append(subprocess.Popen([sys.executable, "-m", "disentangle", "-v", "train", "--data",
                                                 str(root), *TRAIN_ARGS, "--output", str(model)], stderr=log,
                                                env=child_env()))
        finished = running.pop(0)
        if finished.wait():
            raise SystemExit(f"training a fold model failed; see {roots[0].parent}/fold*.log")
    return models


def labelled(model_path: Path, pairs: list[tuple[Path, Path, str]]) -> list[Labelled]:
    """The dialogues of each (raw, annotation, name) predicted by the model from its first annotated line."""
    learned = Learned(load_model(model_path))
    found: list[Labelled] = []
    for raw, annotation, name in pairs:
        gold = read_annotation(annotation, name)
        log = read_log(raw, name=name)
        found += labelled_evidence(log, gold, learned.scored(log, min(link.message for link in gold)))
    return found


def cached(path: Path, model_path: Path, make) -> list[Labelled]:
    """`make()`'s labelled dialogues, kept in `path` for the model file's digest."""
    digest = hashlib.sha256(model_path.read_bytes()).hexdigest() + " " + ",".join(FEATURE_NAMES)
    if path.exists():
        data = json.loads(path.read_text())
        if data["model"] == digest:
            return [Labelled(d["source"], d["dialogue_id"], tuple(d["evidence"]), d["link_confidence"], d["exact"])
                    for d in data["dialogues"]]
    found = make()
    path.write_text(json.dumps({"model": digest, "dialogues": [asdict(d) for d in found]}))
    return found


def sample_pairs(samples) -> list[tuple[Path, Path, str]]:
    return [(s.raw, s.annotation, s.name) for s in samples]


def channel_two_pairs() -> list[tuple[Path, Path, str]]:
    return [(CHANNEL_TWO / f"channel-two.{part}.raw.txt", CHANNEL_TWO / f"channel-two.{part}.annotation.txt",
             f"channel-two.{part}") for part in ("dev", "pilot")]


def curve_rows(probabilities: np.ndarray, exact: np.ndarray, baseline: np.ndarray) -> list[str]:
    """Precision at each kept share: the calibrated probability against the link model's `closed`."""
    rows = ["| kept share | kept | exact % (calibrated) | exact % (`closed`, before) |", "|---|---|---|---|"]
    for share in KEPT_SHARES:
        kept = max(1, round(share * len(exact)))
        cells = [100 * exact[np.argsort(-values, kind="stable")[:kept]].mean() for values in (probabilities, baseline)]
        rows.append(f"| {100 * share:.0f}% | {kept} | {cells[0]:.1f} | {cells[1]:.1f} |")
    return rows


def bin_rows(probabilities: np.ndarray, exact: np.ndarray) -> list[str]:
    rows = ["| probability | dialogues | mean predicted % | observed exact % |", "|---|---|---|---|"]
    for b in calibration_bins(probabilities, exact):
        rows.append(f"| {b.low:.1f}-{b.high:.1f} | {b.count} | {100 * b.predicted:.1f} | {100 * b.observed:.1f} |")
    ece = expected_calibration_error(probabilities, exact)
    return rows + ["", f"Expected calibration error: **{100 * ece:.1f} points** (10 equal-width bins)."]


def precision_rows(probabilities: np.ndarray, exact: np.ndarray) -> list[str]:
    """What `--min-precision P` would choose on these dialogues, and what it would really give."""
    rows = ["| --min-precision | threshold | kept | kept % | expected exact % | observed exact % |",
            "|---|---|---|---|---|---|"]
    for precision in PRECISIONS:
        choice = precision_threshold(probabilities, precision)
        kept = probabilities >= choice.threshold if choice.threshold is not None else np.zeros(len(exact), bool)
        observed = f"{100 * exact[kept].mean():.1f}" if kept.any() else "-"
        expected = choice.expected_precision
        shown = round(choice.threshold, THRESHOLD_DIGITS) if choice.threshold is not None else "-"
        rows.append(f"| {precision} | {shown} | {int(kept.sum())} "
                    f"| {100 * kept.mean():.0f} | {100 * expected if expected is not None else 0:.1f} | {observed} |")
    return rows


def at_threshold(probabilities: np.ndarray, exact: np.ndarray, threshold: float) -> str:
    kept = probabilities >= threshold
    share = exact[kept].mean() if kept.any() else 0.0
    return (f"at the default threshold {threshold}: {int(kept.sum())} of {len(exact)} dialogues kept "
            f"({100 * kept.mean():.0f}%), {100 * share:.1f}% exact (expected {100 * probabilities[kept].mean():.1f}%)")


def section(title: str, items: list[Labelled], probabilities: np.ndarray, threshold: float) -> list[str]:
    exact = np.array([d.exact for d in items])
    baseline = np.array([d.link_confidence for d in items])
    files = len({d.source for d in items})
    return [f"## {title}", "", f"{len(items)} predicted dialogues from {files} files, {100 * exact.mean():.1f}% exact; "
            + at_threshold(probabilities, exact, threshold) + ".", "", *curve_rows(probabilities, exact, baseline),
            "", *bin_rows(probabilities, exact), "", *precision_rows(probabilities, exact), ""]


def target_line(probabilities: np.ndarray, exact: np.ndarray) -> str:
    kept = max(1, round(TARGET_KEPT * len(exact)))
    share = exact[np.argsort(-probabilities, kind="stable")[:kept]].mean()
    ece = expected_calibration_error(probabilities, exact)
    met = share >= TARGET_PRECISION and ece <= TARGET_ECE
    return (f"Target (>= {100 * TARGET_PRECISION:.0f}% exact at {100 * TARGET_KEPT:.0f}% kept, ECE <= "
            f"{100 * TARGET_ECE:.0f} points), held-out folds: {100 * share:.1f}% exact at half kept, ECE "
            f"{100 * ece:.1f}: **{'met' if met else 'not met'}**.")


def matrix(items: list[Labelled]) -> tuple[np.ndarray, np.ndarray]:
    return np.array([d.evidence for d in items]), np.array([d.exact for d in items])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work", type=Path, default=WORK, help="fold corpora, fold models, cached dialogues")
    parser.add_argument("--output", type=Path, default=DEFAULT_CALIBRATION)
    parser.add_argument("--retrain", action="store_true",
                        help="train the fold models again (after a change of the recipe or of the link features)")
    parser.add_argument("--no-write", action="store_true", help="report only; leave the calibrator file alone")
    parser.add_argument("--link-folds", type=int, default=LINK_FOLDS, help="folds of the train files (>= 2)")
    parser.add_argument("--jobs", type=int, default=TRAINING_JOBS, help="fold trainings at once")
    parser.add_argument("--report", type=Path, default=RESULTS / "calibration.md")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    args.work.mkdir(parents=True, exist_ok=True)
    data = corpus.resolve_data_root(download=False)
    if args.link_folds < 2 or args.jobs < 1:
        parser.error("--link-folds must be at least 2 and --jobs at least 1")
    roots = fold_corpora(data, args.work, args.link_folds)
    models = train_folds(roots, args.retrain, args.jobs)
    trained = time.perf_counter()
    train_names = [s.name for s in corpus.samples("train", data)]
    oof: list[Labelled] = []
    for k, model in enumerate(models):
        held_names = held_out_names(train_names, k, args.link_folds)
        held = [s for s in corpus.samples("train", data) if s.name in held_names]
        oof += cached(roots[k].with_suffix(".held-out.json"), model, lambda: labelled(model, sample_pairs(held)))
    rows, exact = matrix(oof)
    groups = [d.source for d in oof]
    candidates = {name: cross_validated(rows, exact, groups, CALIBRATOR_FOLDS, columns)
                  for name, columns in CANDIDATES.items()}
    losses = {name: log_loss(values, exact) for name, values in candidates.items()}
    chosen = min(losses, key=lambda name: losses[name])
    held_out = candidates[chosen]
    choice = precision_threshold(held_out, DEFAULT_PRECISION).threshold
    assert choice is not None, "no threshold reaches the default precision out of fold"
    default = round(choice, THRESHOLD_DIGITS)
    fitted = (f"logistic regression (C=1, standardised; features: {chosen}, chosen by {CALIBRATOR_FOLDS}-fold "
              f"cross-validated log-loss over files) on {len(oof)} out-of-fold dialogues of the {len(train_names)} "
              f"train files: the shipped recipe (train {' '.join(TRAIN_ARGS)}) trained on all but one of {args.link_folds} "
              f"folds of the train files predicted the fold held out; default_threshold: what --min-precision {DEFAULT_PRECISION} chooses on the "
              f"calibrator's {CALIBRATOR_FOLDS}-fold cross-validated probabilities (bench/calibration.py)")
    calibrator: Calibrator = fit_calibrator(rows, exact, default, fitted, CANDIDATES[chosen])
    if not args.no_write:
        save_calibrator(calibrator, args.output)
    dev = cached(args.work / "dev.shipped.json", DEFAULT_MODEL, lambda: labelled(DEFAULT_MODEL, sample_pairs(
        corpus.samples("dev", data))))
    two = cached(args.work / "channel-two.shipped.json", DEFAULT_MODEL, lambda: labelled(DEFAULT_MODEL,
                                                                                          channel_two_pairs()))
    lines = [f"Calibrated dialogue confidence (`bench/calibration.py`, `make calibrate`): {fitted}.", "",
             target_line(held_out, exact), "",
             "Cross-validated log-loss (lower is better): " + ", ".join(f"{name} {loss:.4f}" for name, loss in
                                                                          losses.items()) + f"; kept: {chosen}.", "",
             f"Time: {trained - started:.0f} s training fold models (0: reused), "
             f"{time.perf_counter() - trained:.0f} s the rest.", ""]
    lines += section("Held-out folds (train, out-of-fold link models, calibrator cross-validated over files)",
                     oof, held_out, default)
    for name, values in candidates.items():
        if name != chosen:
            lines += section(f"Held-out folds, the calibrator not kept ({name})", oof, values, default)
    for title, items in (("Dev (shipped model; never fitted on)", dev),
                         ("Channel Two, dev and pilot (shipped model; never fitted on)", two)):
        lines += section(title, items, calibrator.probabilities(matrix(items)[0]), default)
    lines += ["## Coefficients (standardised features)", "", "| feature | coefficient |", "|---|---|"]
    lines += [f"| {n} | {c:+.3f} |" for n, c in zip(calibrator.feature_names, calibrator.coefficients)]
    return publish(args.report, "\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
