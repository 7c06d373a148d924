"""The link model (the first pass): a feed-forward scorer of (message, candidate parent) pairs, run in numpy.

`LinkModel` holds the weights (trained by `disentangle.training.first_pass`, which is the only module that
needs DyNet), standardises the pair features of `disentangle.features.pairs`, scores each candidate with
softsign hidden layers, and takes a softmax over a message's candidates. It predicts one parent per
message; a `VoteEnsemble` of several models keeps, for each message, the parent most members chose (ties:
the nearer parent). This module is inference only; saving and loading are `disentangle.linking.model_file`.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import numpy as np

from disentangle.features.pairs import LAYOUT, WINDOW, PairBlock, PreparedLog, iter_blocks, message_side, prepare
from disentangle.features.vectors import WordVectors
from disentangle.linking.links import Link
from disentangle.linking.probabilities import MASKED, softmax  # noqa: F401  (softmax is part of this module's API)
from disentangle.linking.text_encoder import TextEncoder, TextState, pair_terms
from disentangle.logs.records import Log
from disentangle.logs.tokens import ChatTokenizer, chat_tokenizer

logger = logging.getLogger(__name__)

SCORE_ROWS = 2048   # rows scored at a time (`score_chunks`), a multiple of any BLAS kernel's row unroll


def score_chunks(rows: int) -> list[slice]:
    """The row ranges a model scores at a time: `SCORE_ROWS` rows from the start, the last range taking the
    rest (up to twice as many rows), so that no range is small. Each row then meets the same BLAS kernel as in
    one product over all the rows (OpenBLAS computes the rows past a multiple of its unroll, and small
    products, with other kernels whose last bits differ), and the hidden layers of a range stay in the
    CPU's cache."""
    count = max(rows // SCORE_ROWS, 1)
    return [slice(k * SCORE_ROWS, (k + 1) * SCORE_ROWS if k < count - 1 else rows) for k in range(count)]


def _plus(h: np.ndarray, term: np.ndarray) -> np.ndarray:
    """`h + term`, into `h` when that keeps its type (a fresh array of the product, no second one)."""
    if np.result_type(h, term) != h.dtype:
        return h + term
    h += term
    return h


def _softsign(h: np.ndarray) -> None:
    """`h / (1 + |h|)` into `h` (one scratch array, not two)."""
    scratch = np.abs(h)
    scratch += 1
    h /= scratch


@dataclass(frozen=True)
class ModelConfig:
    """Network shape; `hidden` lists the hidden layer sizes."""

    hidden: tuple[int, ...] = (128, 64)
    window: int = WINDOW


@dataclass(frozen=True)
class LinkModel:
    """Weights of one trained scorer, with numpy inference.

    `record` is what the model file says about the training (settings, epoch, dev scores, history); the
    trainer sets it when it builds the model (`disentangle.training.epoch_selection.with_outcome` adds the
    outcome of the selection to the selected model's copy) and nothing changes it afterwards.
    """

    config: ModelConfig
    shift: np.ndarray                 # (F,) feature means
    scale: np.ndarray                 # (F,) feature standard deviations
    layers: list[tuple[np.ndarray, np.ndarray]]  # (W (out, in), b (out,)), hidden layers then output
    record: Mapping[str, Any] = field(default_factory=dict)   # training facts, written in the model file
    vectors: WordVectors | None = None           # word vectors for the message-vector features
    text: TextEncoder | None = None              # a learned comparison of the two texts (none: off)

    def score_rows(self, rows: np.ndarray) -> np.ndarray:
        """Scores of feature rows `(n, F)` -> `(n,)` (a model with a `text` encoder needs the lines
        themselves: `pair_scores`)."""
        if self.text is not None:
            raise ValueError("a model with a token encoder scores pairs of lines, not feature rows alone")
        weight, bias = self.layers[0]
        parts = [self._from_first_layer(_plus(((rows[chunk] - self.shift) / self.scale) @ weight.T, bias))
                 for chunk in score_chunks(len(rows))]
        return parts[0] if len(parts) == 1 else np.concatenate(parts)

    def _from_first_layer(self, h: np.ndarray) -> np.ndarray:
        """Scores `(n,)` from the first layer's pre-activations `(n, hidden[0])` (a fresh array, changed in place)."""
        _softsign(h)
        for weight, bias in self.layers[1:-1]:
            h = _plus(h @ weight.T, bias)
            _softsign(h)
        weight, bias = self.layers[-1]
        return (h @ weight.T + bias)[:, 0]

    def block_scores(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Candidate scores `(block, window + 1)`; masked candidates get `MASKED`."""
        scores = np.full(mask.shape, MASKED, dtype=np.float32)
        scores[mask] = self.score_rows(features[mask])
        return scores

    def block_choice(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The chosen candidate offset (0 = itself) of every line of a block of full feature rows."""
        return self.block_scores(features, mask).argmax(axis=1)

    def line_parts(self, prepared: PreparedLog) -> tuple[np.ndarray, np.ndarray, TextState | None]:
        """The first layer's per-line terms, computed once per log: each line as the message (with the
        bias and the standardisation folded in) and each line as a candidate; and the text encoder's
        per-line state (None without one)."""
        weight = self.layers[0][0] / self.scale
        bias = self.layers[0][1] - weight @ self.shift
        _, message_weight, candidate_weight = LAYOUT.split(weight, "first-layer weights")
        as_message = message_side(prepared) @ message_weight.T + bias
        as_candidate = prepared.message_features @ candidate_weight.T
        state = self.text.line_state(prepared.words) if self.text is not None else None
        return as_message.astype(np.float32), as_candidate.astype(np.float32), state

    def pair_scores(self, parts: tuple, block: PairBlock) -> np.ndarray:
        """Candidate scores `(block, window + 1)` from pair features and per-line terms (fast path).

        The candidates are scored a range of rows at a time (`score_chunks`), every layer of the network
        on one range before the next: the scores are those of one pass over the whole block, bit for bit."""
        as_message, as_candidate, state = parts
        rows, _ = np.nonzero(block.mask)
        weight = (self.layers[0][0] / self.scale)[:, LAYOUT.pair]
        message, candidate = block.lo + rows, block.parent[block.mask]
        cells = np.flatnonzero(block.mask)
        pair = block.pair.reshape(len(block.mask.ravel()), -1)
        if self.text is not None:   # the pair features and the text comparison meet the first layer in one product
            terms = pair_terms(state, message, candidate)
            weight = np.concatenate([weight, self.text.weight], axis=1)
        scored = np.empty(len(cells), dtype=np.float32)
        for chunk in score_chunks(len(cells)):
            features = pair[cells[chunk]]
            if self.text is not None:
                features = np.concatenate([features, terms[chunk]], axis=1)
            h = _plus(_plus(features @ weight.T, as_message[message[chunk]]), as_candidate[candidate[chunk]])
            scored[chunk] = self._from_first_layer(h)
        scores = np.full(block.mask.shape, MASKED, dtype=np.float32)
        scores[block.mask] = scored
        return scores

    def log_state(self, prepared: PreparedLog) -> tuple:
        return self.line_parts(prepared)

    def choose(self, state, block: PairBlock) -> np.ndarray:
        """The chosen candidate offset of every line of a block."""
        return self.pair_scores(state, block).argmax(axis=1)

    def predict(self, log: Log, start: int = 0, end: int | None = None,
                tokenizer: ChatTokenizer | None = None) -> list[Link]:
        """One parent per line in [start, end): the best-scoring candidate."""
        return predict_with(self, log, start, end, tokenizer)

    def links_and_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                                tokenizer: ChatTokenizer | None = None) -> tuple[list[Link], list[np.ndarray]]:
        """`predict` and `parent_probabilities` from one run: the chosen parent is the most probable
        candidate (ties: the nearer one), so the log is scored once."""
        start = max(start, 0)
        probabilities = self.parent_probabilities(log, start, end, tokenizer)
        links = [Link(log.name, start + r, start + r - nearest_argmax(p)) for r, p in enumerate(probabilities)]
        return links, probabilities

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                             tokenizer: ChatTokenizer | None = None) -> list[np.ndarray]:
        """For each line i in [start, end): probabilities over candidates i-k..i (index 0 = farthest)."""
        prepared = prepare(log, chat_tokenizer(tokenizer), self.vectors)
        parts = self.line_parts(prepared)
        result = []
        for block in iter_blocks(prepared, start, end, self.config.window):
            probs = softmax(self.pair_scores(parts, block))
            for r in range(len(probs)):
                available = min(block.lo + r, self.config.window) + 1
                result.append(probs[r, :available][::-1].copy())
        return result


@dataclass
class VoteEnsemble:
    """Several models; per message the parent most members chose (ties: the nearer parent)."""

    members: Sequence[LinkModel]

    @property
    def config(self) -> ModelConfig:
        return self.members[0].config

    @property
    def vectors(self) -> WordVectors | None:
        return self.members[0].vectors

    def block_choice(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Per line, the offset most members chose; ties go to the nearer parent (smaller offset)."""
        choices = np.stack([m.block_choice(features, mask) for m in self.members], axis=1)
        return _vote(choices, mask.shape)

    def log_state(self, prepared: PreparedLog) -> list:
        return [m.log_state(prepared) for m in self.members]

    def choose(self, state: list, block: PairBlock) -> np.ndarray:
        """Per line, the offset most members chose; ties go to the nearer parent (smaller offset)."""
        choices = np.stack([m.choose(s, block) for m, s in zip(self.members, state)], axis=1)
        return _vote(choices, block.mask.shape)

    def predict(self, log: Log, start: int = 0, end: int | None = None,
                tokenizer: ChatTokenizer | None = None) -> list[Link]:
        return predict_with(self, log, start, end, tokenizer)

    def links_and_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                                tokenizer: ChatTokenizer | None = None) -> tuple[list[Link], list[np.ndarray]]:
        """The vote's links (not the argmax of the mean probabilities) and the mean probabilities."""
        tokenizer = chat_tokenizer(tokenizer)
        return self.predict(log, start, end, tokenizer), self.parent_probabilities(log, start, end, tokenizer)

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                             tokenizer: ChatTokenizer | None = None) -> list[np.ndarray]:
        """Mean of the members' probabilities."""
        tokenizer = chat_tokenizer(tokenizer)  # one for all members
        per_member = [m.parent_probabilities(log, start, end, tokenizer) for m in self.members]
        return [np.mean(column, axis=0) for column in zip(*per_member)]


def nearest_argmax(probabilities: np.ndarray) -> int:
    """The offset (0 = the line itself) of the most probable candidate of a distribution ordered farthest
    first, as `parent_probabilities` gives it; ties go to the nearer parent."""
    return int(np.argmax(probabilities[::-1]))


def _vote(choices: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
    """Most chosen offset per row of `choices` (rows x members); ties: the smallest offset (nearer)."""
    counts = np.zeros(shape, dtype=np.int64)
    np.add.at(counts, (np.arange(shape[0])[:, None], choices), 1)
    return counts.argmax(axis=1)  # argmax takes the first (smallest) offset among equal counts


def predict_with(model: "LinkModel | VoteEnsemble", log: Log, start: int = 0, end: int | None = None,
                 tokenizer: ChatTokenizer | None = None) -> list[Link]:
    """Links from a model's per-block choices for the lines of `log` in [start, end)."""
    prepared = prepare(log, chat_tokenizer(tokenizer), model.vectors)
    state: Any = model.log_state(prepared)  # what this model's `choose` reads
    links = []
    for block in iter_blocks(prepared, start, end, model.config.window):
        choice = model.choose(state, block)
        links += [Link(log.name, block.lo + r, block.lo + r - int(k)) for r, k in enumerate(choice)]
    return links
