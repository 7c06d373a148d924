"""Review by uncertainty: which messages the annotator checks (those the model is least sure of), how much of
the log's uncertainty they cover, and the record of the review kept beside the annotation file.

`annotate --review SIZE` (a share such as `0.1` or `10%`, or a count such as `50`) with the model's
probabilities (`--model`, or `--suggest` with `disentangle predict --format scored` output) plans a review:
the SIZE messages of the span whose suggested parent is least probable, least sure first (`ReviewPlan`). The
uncertainty of a message is 1 - the probability of the model's choice; the plan's `covered` share is the
uncertainty of the messages reviewed so far over that of every suggested message of the span, what the
status line shows. A message counts as reviewed once it has links, which only the annotator writes. The
record (`NAME.annotation.txt.review`, tab-separated, written atomically with every save) lists each planned
message, the model's confidence and parents, and whether the annotator kept the model's choice (`agreed`),
chose another (`changed`) or has not reviewed it yet (`pending`). With `--review-fill` the annotation file
also holds the model's links for the span's messages without links, each line marked `PARENT MESSAGE -
model` (`MODEL_MARK`): corpus readers skip such lines (`disentangle.corpus.samples.parse_annotation`), so
`annotate agree`, `evaluate` and training never take a model link for gold.
"""
from __future__ import annotations

import logging
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping

from disentangle.corpus.samples import MODEL_MARK

from .files import atomic_write
from .suggest import CERTAIN, Suggestion

logger = logging.getLogger(__name__)

REVIEW_SUFFIX = ".review"
PERCENT = "%"
AGREED, CHANGED, PENDING = "agreed", "changed", "pending"
CONFIDENCE_DIGITS = 6
HEADER = "# message\tconfidence\tmodel parents\treview\n"


class ReviewError(ValueError):
    """A review that cannot be planned: a bad size, or suggestions without the model's probabilities."""


@dataclass(frozen=True)
class ReviewSize:
    """How many messages to review: a share of the span's suggested messages, or a count."""

    share: float | None = None
    count: int | None = None

    def of(self, available: int) -> int:
        """The number of messages, of `available`, this size asks for (a share rounded up)."""
        if self.count is not None:
            return min(self.count, available)
        return min(math.ceil((self.share or 0.0) * available - 1e-9), available)

    def __str__(self) -> str:
        return str(self.count) if self.count is not None else f"{(self.share or 0.0):.0%}"


def parse_review_size(text: str) -> ReviewSize:
    """`10%` or `0.1` (a share, more than 0 and at most 1) or `50` (a count, at least 1); raises `ReviewError`."""
    value = text.strip()
    try:
        if value.endswith(PERCENT):
            share = float(value[:-1]) / 100
        elif value.isdecimal():
            count = int(value)
            if count < 1:
                raise ValueError
            return ReviewSize(count=count)
        else:
            share = float(value)
    except ValueError:
        raise ReviewError(f"--review {text!r}: give a share (0.1 or 10%) or a count of messages (50)") from None
    if not 0 < share <= 1:
        raise ReviewError(f"--review {text!r}: a share must be more than 0 and at most 1 (100%)")
    return ReviewSize(share=share)


@dataclass(frozen=True)
class ReviewItem:
    """A message to review: the model's confidence in its choice, and that choice."""

    message: int
    confidence: float
    parents: tuple[int, ...]

    @property
    def uncertainty(self) -> float:
        return 1.0 - self.confidence


@dataclass(frozen=True)
class ReviewPlan:
    """The messages to review, least sure first, and the uncertainty of every suggested message of the span."""

    items: tuple[ReviewItem, ...]
    uncertainty: float
    size: ReviewSize

    @property
    def messages(self) -> frozenset[int]:
        return frozenset(item.message for item in self.items)

    def reviewed(self, annotated: Callable[[int], bool]) -> list[ReviewItem]:
        return [item for item in self.items if annotated(item.message)]

    def covered(self, annotated: Callable[[int], bool]) -> float:
        """The share of the span's uncertainty the reviewed messages hold (1.0 when the model is sure of all)."""
        if self.uncertainty <= 0:
            return 1.0
        return sum(item.uncertainty for item in self.reviewed(annotated)) / self.uncertainty


def plan_review(suggestions: Mapping[int, tuple[Suggestion, ...]], start: int, end: int,
                size: ReviewSize) -> ReviewPlan:
    """The `size` messages of [start, end) whose first suggestion is least sure (ties: log order); raises
    `ReviewError` when the suggestions carry no probabilities (all certain: a file of plain links)."""
    found = [ReviewItem(m, float(first[0].confidence), tuple(sorted(first[0].parents)))
             for m, first in suggestions.items() if first and start <= m < end]
    if found and all(item.confidence >= CERTAIN for item in found):
        raise ReviewError("--review needs the model's probabilities: --model, or --suggest with the output of "
                          "`disentangle predict --format scored` (plain link lines are all equally sure)")
    ordered = sorted(found, key=lambda item: (item.confidence, item.message))
    return ReviewPlan(tuple(ordered[:size.of(len(ordered))]), sum(item.uncertainty for item in found), size)


def review_path_for(annotation_path: str | os.PathLike) -> Path:
    path = Path(annotation_path)
    return path.with_name(path.name + REVIEW_SUFFIX)


def review_state(item: ReviewItem, parents: tuple[int, ...]) -> str:
    if not parents:
        return PENDING
    return AGREED if tuple(sorted(parents)) == item.parents else CHANGED


def serialize_review(plan: ReviewPlan, parents_of: Callable[[int], tuple[int, ...]]) -> str:
    """The record's text: a comment with the totals, then one line per planned message, least sure first."""
    covered = plan.covered(lambda m: bool(parents_of(m)))
    done = len(plan.reviewed(lambda m: bool(parents_of(m))))
    lines = [f"# review {plan.size}: {done}/{len(plan.items)} reviewed, {covered:.1%} of the span's "
             f"uncertainty ({plan.uncertainty:.2f})\n", HEADER]
    lines += [f"{item.message}\t{item.confidence:.{CONFIDENCE_DIGITS}f}\t{' '.join(map(str, item.parents))}\t"
              f"{review_state(item, parents_of(item.message))}\n" for item in plan.items]
    return "".join(lines)


def write_review(path: str | os.PathLike, plan: ReviewPlan, parents_of: Callable[[int], tuple[int, ...]]) -> None:
    atomic_write(path, serialize_review(plan, parents_of))


def model_links(suggestions: Mapping[int, tuple[Suggestion, ...]], start: int, end: int,
                annotated: Callable[[int], bool]) -> dict[int, tuple[int, ...]]:
    """The model's parents for the span's messages without links (message -> parents)."""
    return {m: tuple(sorted(set(suggestions[m][0].parents))) for m in sorted(suggestions)
            if start <= m < end and suggestions[m] and not annotated(m)}


def filled_text(parents: Mapping[int, tuple[int, ...]], model: Mapping[int, tuple[int, ...]]) -> str:
    """The annotator's links (`PARENT MESSAGE -`) and the model's (`PARENT MESSAGE - model`), sorted by message."""
    lines = sorted([(m, p, "") for m, found in parents.items() for p in set(found)]
                   + [(m, p, f" {MODEL_MARK}") for m, found in model.items() for p in found])
    return "".join(f"{parent} {message} -{mark}\n" for message, parent, mark in lines)
