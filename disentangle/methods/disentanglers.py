"""Disentanglers: the ways to give each line of a log its reply-to parent, behind one protocol.

A `Disentangler` has a `name` and one method, `links(log, start, end)`: a link for every line in
[start, end), earlier lines read as context. `Learned` owns what the trained model needs (the model with
its word vectors, and the chat tokenizer, built once) and also gives the parent probabilities the
confidence step uses (`scored`, a `ScoringDisentangler`); `Heuristic` chains the conversations of the
Lowe et al. (2015) extractor into links; `Previous` links each message to the one before it. The
registry `DISENTANGLERS` maps the `--method` names to constructors; `load_disentangler` builds one by
name, and an unknown name is a user error.
"""
from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar, Protocol, runtime_checkable

from disentangle.checks import UsageError
from disentangle.errors import DisentangleError
from disentangle.linking.links import Link, links_from_conversation, previous_message_links
from disentangle.logs.records import Log
from disentangle.logs.tokens import chat_tokenizer
from disentangle.workers import one_blas_thread

if TYPE_CHECKING:
    import numpy as np

    from disentangle.linking.confidence import ScoredLinks
    from disentangle.logs.tokens import ChatTokenizer

logger = logging.getLogger(__name__)

LEARNED, HEURISTIC, PREVIOUS = "learned", "heuristic", "previous"


class UnknownMethodError(DisentangleError, ValueError):
    """A method name no disentangler is registered under."""


class LinkScorer(Protocol):
    """What `Learned` needs of a loaded model (`model.LinkModel`, `model.VoteEnsemble`,
    `stacking.StackedModel`): its links and its parent probabilities, given a tokenizer, apart or from one run."""

    def predict(self, log: Log, start: int = 0, end: int | None = None,
                tokenizer: ChatTokenizer | None = None) -> list[Link]:
        ...

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                             tokenizer: ChatTokenizer | None = None) -> list[np.ndarray]:
        ...

    def links_and_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                                tokenizer: ChatTokenizer | None = None) -> tuple[list[Link], list[np.ndarray]]:
        ...


@runtime_checkable
class Disentangler(Protocol):
    """Gives reply-to links for the lines of a log."""

    @property
    def name(self) -> str:
        """The method's name in the registry (`METHODS`)."""
        ...

    def links(self, log: Log, start: int = 0, end: int | None = None) -> list[Link]:
        """One or more links for each line in [start, end); lines before `start` are context only."""
        ...


@runtime_checkable
class ScoringDisentangler(Disentangler, Protocol):
    """A disentangler that also gives, for each line, the probability of every candidate parent."""

    def scored(self, log: Log, start: int = 0, end: int | None = None) -> ScoredLinks:
        """The links of lines [start, end) with their parent probabilities (`confidence.ScoredLinks`)."""
        ...



@dataclass(frozen=True)
class Learned:
    """The trained link model (one pass, a vote ensemble or two passes) with its tokenizer.

    It computes with one BLAS thread (`workers.one_blas_thread`, set for the process at each use), so
    its numbers are the same in every process and on any number of cores.
    """

    model: LinkScorer
    tokenizer: ChatTokenizer | None = None   # None: one is built here, once
    name: ClassVar[str] = LEARNED

    def __post_init__(self) -> None:
        object.__setattr__(self, "tokenizer", chat_tokenizer(self.tokenizer))

    @classmethod
    def load(cls, model: str | os.PathLike | LinkScorer | None = None,
             tokenizer: ChatTokenizer | None = None) -> "Learned":
        """From a model file or an already loaded model (None is refused: the caller names the model,
        e.g. `model.DEFAULT_MODEL`, so that a missing model is never silently replaced)."""
        if model is None:
            raise ValueError("the learned method needs a model (a model file, or see disentangle.linking.model_file.load_model)")
        if isinstance(model, (str, os.PathLike)):
            from disentangle.linking.model_file import load_model
            model = load_model(model)
        return cls(model, tokenizer)

    def links(self, log: Log, start: int = 0, end: int | None = None) -> list[Link]:
        one_blas_thread()
        return self.model.predict(log, start, end, tokenizer=self.tokenizer)

    def scored(self, log: Log, start: int = 0, end: int | None = None) -> ScoredLinks:
        from disentangle.linking.confidence import score_links
        one_blas_thread()
        return score_links(self.model, log, start, end, tokenizer=self.tokenizer)

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None) -> list[np.ndarray]:
        """For each line in [start, end): the probabilities of its candidates (index 0 the farthest)."""
        one_blas_thread()
        return self.model.parent_probabilities(log, start, end, tokenizer=self.tokenizer)


@dataclass(frozen=True)
class Heuristic:
    """The conversations of the Lowe et al. (2015) extractor, each chained into links."""

    name: ClassVar[str] = HEURISTIC

    @classmethod
    def load(cls, model: object = None, tokenizer: object = None) -> "Heuristic":
        """Needs no model and no tokenizer (the registry's constructors all take them)."""
        return cls()

    def links(self, log: Log, start: int = 0, end: int | None = None) -> list[Link]:
        from disentangle.dialogues.heuristic import (
            heuristic_conversations,  # with the dialogue rules: only when asked for
        )
        return [link for c in heuristic_conversations(log, start, end) for link in links_from_conversation(c)]


@dataclass(frozen=True)
class Previous:
    """The baseline: every message replies to the message before it."""

    name: ClassVar[str] = PREVIOUS

    @classmethod
    def load(cls, model: object = None, tokenizer: object = None) -> "Previous":
        return cls()

    def links(self, log: Log, start: int = 0, end: int | None = None) -> list[Link]:
        return previous_message_links(log, start, end)


Constructor = Callable[..., Disentangler]
DISENTANGLERS: Mapping[str, Constructor] = {LEARNED: Learned.load, HEURISTIC: Heuristic.load,
                                            PREVIOUS: Previous.load}
METHODS: tuple[str, ...] = tuple(DISENTANGLERS)


def with_decoder(disentangler: Disentangler, decoder: str | None) -> Disentangler:
    """`disentangler` choosing parents by `decoder` (`disentangle.linking.decoding`: greedy, conversation,
    beam); None keeps what it does (a two-pass model: its `decoder`, conversation unless set). Only the
    learned method with a two-pass model decodes: another with a decoder other than greedy is a `UsageError`."""
    if decoder is None:
        return disentangler
    from disentangle.linking.decoding import GREEDY, check_decoder
    from disentangle.linking.second_pass import StackedModel
    check_decoder(decoder)
    if isinstance(disentangler, Learned) and isinstance(disentangler.model, StackedModel):
        return Learned(replace(disentangler.model, decoder=decoder), disentangler.tokenizer)
    if decoder != GREEDY:
        raise UsageError(f"--decode {decoder}: only the learned method with a two-pass model decodes "
                         "(use greedy, or leave --decode out)")
    return disentangler


def load_disentangler(method: str, model: str | os.PathLike | LinkScorer | None = None,
                      tokenizer: ChatTokenizer | None = None) -> Disentangler:
    """The disentangler registered as `method`, given the model it may need (a file or a loaded model)."""
    constructor = DISENTANGLERS.get(method)
    if constructor is None:
        raise UnknownMethodError(f"unknown method {method!r}; choose from {', '.join(METHODS)}")
    return constructor(model, tokenizer)
