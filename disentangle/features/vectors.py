"""Word vectors trained from raw chat text, and message vectors pooled from them.

The published model used GloVe vectors trained on all #ubuntu logs, which are not available here. This
module trains a replacement from the raw text the project can reach (the train split's logs, context
lines included, and any other local logs; never the dev split): positive pointwise mutual information
over a symmetric co-occurrence window, with smoothed context counts, reduced by truncated SVD (Levy,
Goldberg and Dagan 2015 found this as good as GloVe at this scale). A message's vector is the mean of
its words' vectors; nicks of the log are mapped to one `<nick>` word first.
"""
from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np
import scipy.sparse as sp

from disentangle.errors import DisentangleError

logger = logging.getLogger(__name__)


DIMENSIONS = 32
MIN_COUNT = 5
MAX_VOCABULARY = 30_000
CONTEXT_WINDOW = 5
CONTEXT_SMOOTHING = 0.75
NICK_TOKEN = "<nick>"


class TooLittleText(DisentangleError, ValueError):
    """The training text holds too few distinct words for vectors of the asked width (a corpus of empty
    logs, a `--max-train-files` too small): a user's input, reported in one line."""


def pooling_matrix(token_lists: Sequence[Sequence[str]], words: Sequence[str],
                   dtype: type = np.float64) -> sp.csr_matrix:
    """Lines x words, each row the mean over the line's words found in `words` (zeros when none is): times
    a matrix of word vectors, the lines' mean vectors."""
    lookup = {w: k for k, w in enumerate(words)}
    rows, cols = [], []
    for r, tokens in enumerate(token_lists):
        for t in tokens:
            k = lookup.get(t)
            if k is not None:
                rows.append(r)
                cols.append(k)
    counts = sp.csr_matrix((np.ones(len(rows), dtype), (rows, cols)), shape=(len(token_lists), len(words)))
    totals = np.maximum(np.asarray(counts.sum(axis=1)).ravel(), 1)
    return sp.csr_matrix(sp.diags(1 / totals) @ counts)

@dataclass(frozen=True)
class WordVectors:
    """A vocabulary and one row per word (unit length when trained here; pretrained ones,
    `disentangle.training.pretrained`, are scaled by the word's idf)."""

    words: tuple[str, ...]
    matrix: np.ndarray  # (len(words), dimensions) float32

    @property
    def dimensions(self) -> int:
        return int(self.matrix.shape[1])

    def index(self) -> dict[str, int]:
        return {w: k for k, w in enumerate(self.words)}

    def message_vectors(self, token_lists: Sequence[Sequence[str]]) -> np.ndarray:
        """Mean word vector of each message (zeros when no word is known)."""
        return (pooling_matrix(token_lists, self.words, np.float32) @ self.matrix).astype(np.float32)


def _vocabulary(token_lists: Iterable[Sequence[str]]) -> list[str]:
    counts = Counter(t for tokens in token_lists for t in tokens)
    frequent = [w for w, c in counts.most_common(MAX_VOCABULARY) if c >= MIN_COUNT]
    return sorted(frequent)


def cooccurrence(token_lists: Sequence[Sequence[str]], words: Sequence[str],
                 window: int = CONTEXT_WINDOW) -> sp.csr_matrix:
    """Symmetric co-occurrence counts within `window` tokens of the same message, weighted 1/distance."""
    lookup = {w: k for k, w in enumerate(words)}
    ids, line = [], []
    for number, tokens in enumerate(token_lists):
        for t in tokens:
            ids.append(lookup.get(t, -1))
            line.append(number)
    ids_a, line_a = np.array(ids, dtype=np.int64), np.array(line, dtype=np.int64)
    rows, cols, weights = [], [], []
    for distance in range(1, window + 1):
        left, right = ids_a[:-distance], ids_a[distance:]
        keep = (line_a[:-distance] == line_a[distance:]) & (left >= 0) & (right >= 0)
        rows += [left[keep], right[keep]]
        cols += [right[keep], left[keep]]
        weights.append(np.full(2 * int(keep.sum()), 1.0 / distance))
    size = len(words)
    if not rows:
        return sp.csr_matrix((size, size))
    return sp.csr_matrix((np.concatenate(weights), (np.concatenate(rows), np.concatenate(cols))),
                         shape=(size, size))


def ppmi(counts: sp.csr_matrix, smoothing: float = CONTEXT_SMOOTHING) -> sp.csr_matrix:
    """Positive PMI with context counts raised to `smoothing`."""
    counts = counts.tocoo()
    word = np.asarray(counts.sum(axis=1)).ravel()
    context = np.asarray(counts.sum(axis=0)).ravel() ** smoothing
    # PMI = log p(w, c) / (p(w) p_smoothed(c)); the total count cancels out
    pmi = (np.log(counts.data) + np.log(context.sum()) - np.log(word[counts.row])
           - np.log(context[counts.col]))
    keep = pmi > 0
    return sp.csr_matrix((pmi[keep], (counts.row[keep], counts.col[keep])), shape=counts.shape)


def train_vectors(token_lists: Sequence[Sequence[str]], dimensions: int = DIMENSIONS,
                  seed: int = 0) -> WordVectors:
    """Word vectors from tokenised messages (lower-cased, nicks already mapped)."""
    from scipy.sparse.linalg import svds  # training only: importing it costs prediction 0.1-0.2 s
    words = _vocabulary(token_lists)
    if len(words) <= dimensions + 1:
        raise TooLittleText(f"too little text for {dimensions}-dimensional vectors ({len(words)} words)")
    matrix = ppmi(cooccurrence(token_lists, words))
    start = np.random.default_rng(seed).uniform(-1, 1, size=min(matrix.shape))
    u, s, _ = svds(matrix.astype(np.float64), k=dimensions, v0=start)
    order = np.argsort(-s)
    vectors = u[:, order] * np.sqrt(s[order])
    vectors *= np.sign(vectors[np.abs(vectors).argmax(axis=0), np.arange(dimensions)])  # fixed sign per axis
    norms = np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-8)
    logger.info("word vectors: %d words, %d dimensions", len(words), dimensions)
    return WordVectors(tuple(words), (vectors / norms).astype(np.float32))
