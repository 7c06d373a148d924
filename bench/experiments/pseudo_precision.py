"""How good self-training's pseudo-links are: the threshold chosen on train, and what it gives on dev.

For each labeler model, `disentangle.training.pseudo` chooses the probability threshold on the train files'
annotated lines (in-sample: the labeler was trained on them) at the target precision; this script then
labels the dev files' annotated lines the same way and reports how many links pass the threshold and how
often they are right there. Dev is only *reported* here (an estimate of the pseudo-links' real precision
on unseen text), never used to choose anything. Writes `--output` (Markdown).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

from disentangle.corpus import samples as corpus
from disentangle.linking.model_file import load_model
from disentangle.logs.tokens import chat_tokenizer
from disentangle.settings import PSEUDO_PRECISION
from disentangle.training.pseudo import confidence_threshold, label_train

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: report.py and the other helpers
from report import publish  # noqa: E402 -- bench/report.py


def rates(probability: np.ndarray, correct: np.ndarray, threshold: float) -> tuple[float, float, float]:
    """Share of links kept, precision of the kept ones, precision of all (percent)."""
    kept = probability >= threshold
    return 100 * kept.mean(), 100 * correct[kept].mean() if kept.any() else 0.0, 100 * correct.mean()


def model_row(path: Path, precision: float) -> str:
    model = load_model(path)
    tokenizer = chat_tokenizer()
    _, train_p, train_c = label_train(model, corpus.samples("train"), tokenizer)
    _, dev_p, dev_c = label_train(model, corpus.samples("dev"), tokenizer)
    threshold = confidence_threshold(train_p, train_c, precision)
    train, dev = rates(train_p, train_c, threshold), rates(dev_p, dev_c, threshold)
    return (f"| {path.name} | {threshold:.3f} | {train[0]:.1f} | {train[1]:.1f} | {train[2]:.1f} | {dev[0]:.1f} | "
            f"{dev[1]:.1f} | {dev[2]:.1f} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="+", type=Path)
    parser.add_argument("--precision", type=float, default=PSEUDO_PRECISION)
    parser.add_argument("--output", type=Path, required=True)
    args = parser.parse_args(argv)
    lines = [f"# Pseudo-links: threshold at precision {args.precision} on train, measured on dev", "",
             "| labeler | threshold | train: kept % | train: kept precision | train: all precision | "
             "dev: kept % | dev: kept precision | dev: all precision |", "|---|---|---|---|---|---|---|---|"]
    lines += [model_row(path, args.precision) for path in args.models]
    return publish(args.output, "\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
