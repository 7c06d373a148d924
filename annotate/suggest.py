"""Where suggested parents come from: the shipped model, an existing annotation file, or other annotators.

A suggester is any callable `(log, start, end) -> [Suggestion]`, so the tool can be driven by the learned
disentangler (`model_suggester`, which imports `disentangle.model` only when it is first called), by a
file of links such as `disentangle predict` output or another annotator's work (`file_suggester`), or by a
test's fake. A `Suggestion` proposes parents for one message with a confidence; `ranked` lists likely
parents best first so the parent cursor can step through the model's alternatives.
"""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from typing import Protocol, Sequence

import numpy as np

from disentangle.logs import Log

from .files import read_annotation

logger = logging.getLogger(__name__)

RANKED_CANDIDATES = 5  # alternatives kept per message for stepping the parent cursor
CERTAIN = 1.0


@dataclass(frozen=True)
class Suggestion:
    """Parents proposed for `message` by `source`, not yet confirmed by the annotator."""

    message: int
    parents: tuple[int, ...]
    confidence: float = CERTAIN  # the proposer's probability for its choice, 0..1
    source: str = "model"
    ranked: tuple[int, ...] = ()  # candidate parents, most likely first


class Suggester(Protocol):
    """Proposes parents for messages [start, end) of a log."""

    def __call__(self, log: Log, start: int, end: int) -> Sequence[Suggestion]: ...


def suggestion_from_probabilities(message: int, probabilities: np.ndarray,
                                  source: str = "model") -> Suggestion:
    """Turn the model's distribution over candidates (oldest first, the message itself last) into a suggestion.

    Candidates are ranked by probability; equal probabilities rank the nearer candidate first.
    """
    nearest_first = np.asarray(probabilities, dtype=float)[::-1]  # ties go to the nearer candidate
    order = np.argsort(-nearest_first, kind="stable")[:RANKED_CANDIDATES]
    ranked = tuple(int(message - position) for position in order)
    return Suggestion(message, ranked[:1], float(nearest_first[order[0]]), source, ranked)


class ModelSuggester:
    """Suggestions from the learned disentangler; the model is imported and loaded on first use."""

    def __init__(self, model_path: str | os.PathLike | None = None) -> None:
        self.model_path = model_path
        self._model = None

    def __call__(self, log: Log, start: int, end: int) -> list[Suggestion]:
        if self._model is None:
            from disentangle.model import load_model  # heavy: only when suggestions are wanted
            self._model = load_model(self.model_path)
        distributions = self._model.parent_probabilities(log, start, end)
        return [suggestion_from_probabilities(start + offset, probabilities)
                for offset, probabilities in enumerate(distributions)]


class FileSuggester:
    """Suggestions read from an annotation file (e.g. a model's output or another annotator's links)."""

    def __init__(self, path: str | os.PathLike, source: str | None = None) -> None:
        self.path = path
        self.source = source or os.path.basename(str(path))

    def __call__(self, log: Log, start: int, end: int) -> list[Suggestion]:
        parents = read_annotation(self.path)  # links outside [start, end) are simply not used
        return [Suggestion(message, found, CERTAIN, self.source, found)
                for message, found in sorted(parents.items()) if start <= message < end]
