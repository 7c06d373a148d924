"""A learned token encoder of the two texts for the first pass: pooled token rows, compared pair by pair.

`TextEncoder` holds a trainable word table (initialised from the WordLlama table at training time,
`disentangle.training.pretrained`, fine-tuned with the link loss by `disentangle.training.first_pass`),
a projection and the first layer's weights of the comparison. A line is the mean of the table rows of its
first `max_tokens` known words (nicks read as one `<nick>` word, as word vectors see them); per pair
(message i, candidate j) the comparison is the cosine of the two pooled rows, then the elementwise product
and absolute difference of their projections, `2 * projection + 1` columns that enter the first layer
beside the existing features. Pooling and projection run once per line of a log (`line_state`); per pair
only the small products meet the first layer. `token_ids` is the one definition of which words a line
pools, shared with the trainer so that numpy and DyNet compute the same thing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import scipy.sparse as sp

PADDING = 0            # row 0 of the table: never a word, the id of empty token slots
MAX_TOKENS = 32        # words pooled per line at most (the first ones)
NORM_EPSILON = 1e-8    # added to a squared norm before the square root of a cosine (a zero line stays zero)


@dataclass(frozen=True)
class TextState:
    """One log's lines as the encoder sees them: unit pooled rows and projected rows."""

    unit: np.ndarray        # (n, dims)
    projected: np.ndarray   # (n, projection)


@dataclass(frozen=True)
class TextEncoder:
    """The word table (row 0 padding, row k the word `words[k - 1]`), the projection and the first-layer
    weights of the comparison columns."""

    words: tuple[str, ...]
    table: np.ndarray        # (len(words) + 1, dims)
    projection: np.ndarray   # (projection, dims)
    weight: np.ndarray       # (hidden[0], 2 * projection + 1)
    max_tokens: int = MAX_TOKENS

    @property
    def dims(self) -> int:
        return int(self.table.shape[1])

    @property
    def width(self) -> int:
        """Comparison columns per pair: the cosine, the products, the differences."""
        return 2 * int(self.projection.shape[0]) + 1

    def index(self) -> dict[str, int]:
        return {w: k + 1 for k, w in enumerate(self.words)}

    def line_state(self, word_lists: Sequence[Sequence[str]]) -> TextState:
        """Pooled unit rows and their projections for every line, computed once per log."""
        ids = token_ids(word_lists, self.index(), self.max_tokens)
        pooled = pool(ids, self.table)
        unit = pooled / np.sqrt((pooled * pooled).sum(axis=1, keepdims=True) + NORM_EPSILON)
        return TextState(unit.astype(np.float32), (pooled @ self.projection.T).astype(np.float32))

    def first_layer(self, state: TextState, message: np.ndarray, candidate: np.ndarray) -> np.ndarray:
        """The comparison's term of the first layer `(pairs, hidden[0])` for pairs of line numbers."""
        return pair_terms(state, message, candidate) @ self.weight.T


def token_ids(word_lists: Sequence[Sequence[str]], index: dict[str, int], max_tokens: int = MAX_TOKENS) -> np.ndarray:
    """`(lines, max_tokens)` table ids of each line's first `max_tokens` known words; `PADDING` after them."""
    ids = np.full((len(word_lists), max_tokens), PADDING, dtype=np.int32)
    for row, words in enumerate(word_lists):
        known = [k for k in (index.get(w) for w in words) if k is not None][:max_tokens]
        ids[row, :len(known)] = known
    return ids


def pooling_weights(ids: np.ndarray) -> np.ndarray:
    """Per token slot, 1 / (the line's known words) for a word and 0 for padding (a mean, zero if none)."""
    present = ids != PADDING
    return present / np.maximum(present.sum(axis=1, keepdims=True), 1)


def pool(ids: np.ndarray, table: np.ndarray) -> np.ndarray:
    """Mean table row of each line's ids `(lines, dims)` (zero for a line with no known word)."""
    rows, slots = np.nonzero(ids != PADDING)
    weights = pooling_weights(ids)[rows, slots]
    matrix = sp.csr_matrix((weights.astype(np.float32), (rows, ids[rows, slots])), shape=(len(ids), len(table)))
    return np.asarray(matrix @ table, dtype=np.float32)


def pair_terms(state: TextState, message: np.ndarray, candidate: np.ndarray) -> np.ndarray:
    """`(pairs, 2 * projection + 1)`: cosine, products and absolute differences of each pair's lines. The
    cosines come from one product of the lines' unit rows over the range the pairs span (a block of
    messages and their candidates), not from gathering two rows per pair."""
    terms = np.empty((len(message), 2 * state.projected.shape[1] + 1), np.float32)
    if len(message):
        lo, hi, start = int(message.min()), int(message.max()) + 1, int(candidate.min())
        gram = state.unit[lo:hi] @ state.unit[start:max(hi, int(candidate.max()) + 1)].T
        terms[:, 0] = gram[message - lo, candidate - start]
    a, b = state.projected[message], state.projected[candidate]
    width = a.shape[1]
    np.multiply(a, b, out=terms[:, 1:1 + width])
    np.abs(np.subtract(a, b, out=terms[:, 1 + width:]), out=terms[:, 1 + width:])
    return terms
