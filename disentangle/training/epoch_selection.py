"""Model selection on dev: every epoch's model is offered, the best by link F + exact F is kept.

`Selection` records a line of history per offer (dev scores and elapsed time) and keeps the best model;
`WeightAverage` makes the running mean of several epochs' weights (stochastic weight averaging), itself a
model to offer. Both work on numpy `LinkModel`s, so the one-pass and the two-pass trainers share them;
`TrainResult` is what either trainer returns: the selected model, its dev scores, the history, the time.
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field

import numpy as np

from disentangle.linking.model import LinkModel
from disentangle.metrics import Scores

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class TrainResult:
    """The selected model and what happened on the way."""

    model: LinkModel
    dev: Scores
    history: tuple[dict, ...]
    seconds: float


def selection_score(scores: Scores) -> float:
    """What model selection maximises on dev: link F plus exact-match F (both are targets)."""
    return link_f(scores) + scores.exact_f


def link_f(scores: Scores) -> float:
    """The link F of dev scores, which are scored from links (conversation output has none)."""
    if scores.link_f is None:
        raise ValueError("dev scores without link F (from conversations, not links) cannot select a model")
    return scores.link_f


@dataclass
class Selection:
    """Keeps the best model offered so far, and a line of history per offer."""

    best: tuple[LinkModel, Scores] | None = None
    history: list[dict] = field(default_factory=list)

    def offer(self, model: LinkModel, scores: Scores, facts: dict, began: float) -> None:
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

    def add(self, model: LinkModel, record: dict) -> LinkModel:
        """Add a model's weights; the mean so far, as a model carrying `record`."""
        layers = [(w.astype(np.float64), b.astype(np.float64)) for w, b in model.layers]
        self.total = layers if self.total is None else [(tw + w, tb + b) for (tw, tb), (w, b) in zip(self.total, layers)]
        self.count += 1
        mean = [((w / self.count).astype(np.float32), (b / self.count).astype(np.float32)) for w, b in self.total]
        return LinkModel(model.config, model.shift, model.scale, mean, record, model.vectors, model.text)
