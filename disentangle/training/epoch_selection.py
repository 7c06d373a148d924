"""Epoch selection on dev: every epoch's model is offered, the best by link F + exact F is kept.

`Selection` records a line of history per offer (dev scores and elapsed time) and keeps the best model;
`WeightAverage` makes the running mean of several epochs' weights (stochastic weight averaging), itself a
model to offer. Both work on numpy `LinkModel`s, so the one-pass and the two-pass trainers share them;
`TrainResult` is what either trainer returns: the selected model, its dev scores, the history, the time.
`with_outcome` gives the selected model's copy whose training record (what its model file says) also holds
that outcome; no model's record is changed after it is built.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Generic, TypeVar

import numpy as np

from disentangle.linking.model import LinkModel
from disentangle.linking.second_pass import StackedModel
from disentangle.metrics import Scores

logger = logging.getLogger(__name__)

Trained = TypeVar("Trained", LinkModel, StackedModel)   # what a trainer selects: a one-pass or a two-pass model
SECONDS_DIGITS = 1                                     # the training time a record keeps: tenths of a second


@dataclass(frozen=True)
class TrainResult(Generic[Trained]):
    """The selected model and what happened on the way."""

    model: Trained
    dev: Scores
    history: tuple[dict, ...]
    seconds: float


def training_record(model: LinkModel | StackedModel) -> Mapping[str, Any]:
    """The training record of a model (of its second pass, for a two-pass model)."""
    return (model.second if isinstance(model, StackedModel) else model).record


def with_outcome(model: Trained, history: Sequence[dict], dev: Scores, seconds: float) -> Trained:
    """A copy of the selected `model` whose training record (a two-pass model's: the second pass's) also
    holds the selection's history, the dev scores and the training time, as its model file keeps them."""
    outcome = {"history": list(history), "dev": asdict(dev), "train_seconds": round(seconds, SECONDS_DIGITS)}
    if isinstance(model, StackedModel):
        return replace(model, second=replace(model.second, record={**model.second.record, **outcome}))
    return replace(model, record={**model.record, **outcome})


def selection_score(scores: Scores) -> float:
    """What model selection maximises on dev: link F plus exact-match F (both are targets)."""
    return link_f(scores) + scores.exact_f


def link_f(scores: Scores) -> float:
    """The link F of dev scores, which are scored from links (conversation output has none)."""
    if scores.link_f is None:
        raise ValueError("dev scores without link F (from conversations, not links) cannot select a model")
    return scores.link_f


@dataclass
class Selection(Generic[Trained]):
    """Keeps the best model offered so far, and a line of history per offer."""

    best: tuple[Trained, Scores] | None = None
    history: list[dict] = field(default_factory=list)

    def offer(self, model: Trained, scores: Scores, facts: dict, began: float) -> None:
        """Record `facts` with the model's dev scores and the seconds since `began`; keep it if best."""
        self.history.append({**facts, "link_f": round(link_f(scores), 2), "exact_f": round(scores.exact_f, 2),
                             "vi": round(scores.scaled_vi, 2), "one_to_one": round(scores.one_to_one, 2),
                             "seconds": round(time.perf_counter() - began, 1)})
        logger.info("dev: %s", self.history[-1])
        if self.best is None or selection_score(scores) > selection_score(self.best[1]):
            self.best = (model, scores)


@dataclass
class WeightAverage:
    """The running mean of several models' weights (stochastic weight averaging over epochs)."""

    total: list[tuple[np.ndarray, np.ndarray]] | None = None
    count: int = 0

    def add(self, model: LinkModel, record: Mapping[str, Any]) -> LinkModel:
        """Add a model's weights; the mean so far, as a model carrying `record`."""
        layers = [(w.astype(np.float64), b.astype(np.float64)) for w, b in model.layers]
        self.total = layers if self.total is None else [(tw + w, tb + b) for (tw, tb), (w, b) in zip(self.total, layers)]
        self.count += 1
        mean = [((w / self.count).astype(np.float32), (b / self.count).astype(np.float32)) for w, b in self.total]
        return LinkModel(model.config, model.shift, model.scale, mean, record, model.vectors, model.text)
