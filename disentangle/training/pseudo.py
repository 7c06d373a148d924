"""Self-training (issue 24, lever 4): pseudo-links on unannotated #ubuntu lines from a trained model.

A trained model (the labeler) reads every train file from its `window`-th line on (the context before the
annotated range included) and every whole day of an irclogs tree (`YYYY/MM/DD/#channel.txt`); each line's
pseudo-parent is its most probable candidate (`parent_probabilities`, greedy argmax, ties to the nearer).
`confidence_threshold` chooses the probability above which pseudo-links are kept from the train files'
annotated lines only (never dev): the lowest probability at which the labeler's confident links there are
right at least `precision` of the time. Annotated lines themselves are never pseudo-labelled (their gold
stays), days sharing a date with a dev sample are skipped, and `cap_pseudo` keeps a seeded random subset of
at most `share` x the gold messages, so the gold links keep the larger weight in the loss.
`pseudo_links` returns the kept links per log (`PseudoLog`); `disentangle.training.second_pass` merges them
with the gold parents and trains both passes on the mix.
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from pathlib import Path
from typing import AbstractSet, Sequence

import numpy as np
from tqdm import tqdm

from disentangle.corpus import samples as corpus
from disentangle.logs.files import read_log
from disentangle.logs.formats import date_from_path
from disentangle.logs.records import Log
from disentangle.logs.tokens import ChatTokenizer
from disentangle.settings import PSEUDO_PRECISION, PSEUDO_SHARE

logger = logging.getLogger(__name__)

PSEUDO_SEED = 2000       # offset of the pseudo-link subset's random stream from the run's seed
DAY_PATTERN = "*/*/*/*.txt"   # whole days in the irclogs layout, YYYY/MM/DD/#channel.txt
DATE_LENGTH = len("YYYY-MM-DD")


@dataclass(frozen=True)
class Labelled:
    """A labeler's pseudo-links for lines of one log: line numbers, chosen parents, their probability."""

    name: str
    lines: np.ndarray
    parents: np.ndarray
    probability: np.ndarray


@dataclass(frozen=True)
class PseudoLog:
    """Kept pseudo-links of one log: `parents` line -> [parent] (the layout of `corpus.gold_parents`);
    `log` is None for a train file (its item is already loaded), the log itself for an unannotated day."""

    name: str
    parents: dict[int, list[int]]
    log: Log | None = None


def label_log(model, log: Log, start: int, tokenizer: ChatTokenizer | None = None) -> Labelled:
    """The argmax parent of every line of `log` from `start` on and its probability, by `model` (any model
    with `parent_probabilities`: index 0 the farthest candidate, the last the line itself)."""
    distributions = model.parent_probabilities(log, start, None, tokenizer)
    offsets = np.array([int(np.argmax(p[::-1])) for p in distributions], dtype=np.int64)
    probability = np.array([p[len(p) - 1 - k] for p, k in zip(distributions, offsets)], dtype=np.float64)
    lines = start + np.arange(len(distributions), dtype=np.int64)
    return Labelled(log.name, lines, lines - offsets, probability)


def confidence_threshold(probability: np.ndarray, correct: np.ndarray, precision: float) -> float:
    """The lowest probability p such that the links with probability >= p are correct at least `precision`
    of the time (inf when no such p: keep nothing)."""
    order = np.argsort(-probability, kind="stable")
    hits = np.cumsum(correct[order]) / np.arange(1, len(order) + 1)
    ok = np.nonzero(hits >= precision)[0]
    return float(probability[order][ok[-1]]) if len(ok) else math.inf


def cap_pseudo(logs: Sequence[PseudoLog], cap: int, rng: np.random.Generator) -> list[PseudoLog]:
    """At most `cap` pseudo-links in all, a uniform random subset (every one when there are fewer)."""
    owned = [(number, line) for number, log in enumerate(logs) for line in sorted(log.parents)]
    if len(owned) <= cap:
        return list(logs)
    kept = {owned[i] for i in rng.choice(len(owned), size=max(cap, 0), replace=False).tolist()}
    return [PseudoLog(log.name, {line: parents for line, parents in log.parents.items() if (number, line) in kept},
                      log.log) for number, log in enumerate(logs)]


def confident(labelled: Labelled, threshold: float, exclude: AbstractSet[int] = frozenset()) -> dict[int, list[int]]:
    """The pseudo-links at or above `threshold`, lines in `exclude` (annotated ones) left out."""
    keep = labelled.probability >= threshold
    return {int(line): [int(parent)] for line, parent in zip(labelled.lines[keep], labelled.parents[keep])
            if int(line) not in exclude}


def label_train(model, samples: Sequence[corpus.Sample], tokenizer: ChatTokenizer | None = None):
    """Each train file labelled from its `window`-th line, with its gold parents; and, over all annotated
    lines, the labeler's probability and whether its choice is a gold parent."""
    window = model.config.window
    labelled, probability, correct = [], [], []
    for sample in tqdm(samples, desc="pseudo-links (train)", unit="file", disable=None):
        gold = corpus.gold_parents(sample.annotation)
        result = label_log(model, read_log(sample.raw, name=sample.name), window, tokenizer)
        annotated = np.array([int(line) in gold for line in result.lines], dtype=bool)
        probability.append(result.probability[annotated])
        correct.append(np.array([int(p) in gold[int(i)] for i, p in
                                 zip(result.lines[annotated], result.parents[annotated])], dtype=bool))
        labelled.append((result, set(gold)))
    return labelled, np.concatenate(probability), np.concatenate(correct)


def day_name(path: Path) -> str:
    """A whole day's name: the date its irclogs path gives (`YYYY/MM/DD/#channel.txt` -> YYYY-MM-DD)."""
    date = date_from_path(str(path))
    return date.isoformat() if date is not None else path.stem


def unlabeled_days(directory: Path | None, dev_names: Sequence[str]) -> list[Path]:
    """The whole days under an irclogs tree, without any day that shares a date with a dev sample."""
    if directory is None:
        return []
    dev_dates = {name[:DATE_LENGTH] for name in dev_names}
    days = []
    for path in sorted(Path(directory).glob(DAY_PATTERN)):
        if day_name(path) in dev_dates:
            logger.warning("self-training: %s skipped (a dev sample's date)", path)
            continue
        days.append(path)
    return days


def pseudo_links(model, train: Sequence[corpus.Sample], days: Sequence[Path], gold_messages: int,
                 settings: "PseudoSettings", tokenizer: ChatTokenizer | None = None) -> list[PseudoLog]:
    """Kept pseudo-links for the train files' unannotated lines and the given whole days (see the module)."""
    labelled, probability, correct = label_train(model, train, tokenizer)
    threshold = confidence_threshold(probability, correct, settings.precision)
    logger.info("self-training: threshold %.4f keeps %d of %d annotated train links at precision >= %.2f",
                threshold, int((probability >= threshold).sum()), len(probability), settings.precision)
    logs = [PseudoLog(result.name, confident(result, threshold, annotated)) for result, annotated in labelled]
    for path in tqdm(days, desc="pseudo-links (days)", unit="day", disable=None):
        log = read_log(path, name=day_name(path))
        logs.append(PseudoLog(log.name, confident(label_log(model, log, model.config.window, tokenizer), threshold),
                              log))
    found = sum(len(log.parents) for log in logs)
    kept = cap_pseudo(logs, int(settings.share * gold_messages), np.random.default_rng([settings.seed, PSEUDO_SEED]))
    logger.info("self-training: %d confident pseudo-links, %d kept (cap %.2f x %d gold messages)", found,
                sum(len(log.parents) for log in kept), settings.share, gold_messages)
    return kept


@dataclass(frozen=True)
class PseudoSettings:
    """How pseudo-links are chosen: the target precision on train, the share of gold, the subset's seed."""

    precision: float = PSEUDO_PRECISION
    share: float = PSEUDO_SHARE
    seed: int = 1
