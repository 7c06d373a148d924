"""Text closeness of a message and each candidate parent, as pair features.

`features.py` counts shared content words and takes a word tf-idf cosine; this module adds three views
of the text that those miss, computed once per log (`text_facts`) and then for a block of messages and
all their candidates at once (`similarity_columns`):

- `vector_cosine`: cosine of the two lines' mean word vectors (`vectors.py`), so "install" meets "apt-get";
- `char_cosine`: cosine of tf-idf weighted character n-grams (3 to 5 characters, within words marked
  `<word>`, as fastText cuts them) of the content words, so "configure" meets "config" and "installed"
  meets "install"; a word's n-grams are cut once per log and rows are the word matrix times a
  word-to-n-gram matrix;
- `shared_rarity`: how rare the rarest word both lines share is, as a smooth maximum (log-sum-exp) of
  the shared words' idf over the log, scaled so that a word found in one line only gives about 1.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np
import scipy.sparse as sp

SIMILARITY_FEATURES = ("vector_cosine", "char_cosine", "shared_rarity")
NGRAM_SIZES = (3, 4, 5)
WORD_START, WORD_END = "<", ">"
RARITY_SHARPNESS = 10.0   # log-sum-exp temperature: at most log(k) / 10 above the max of k shared words
MIN_NORM = 1e-6


@dataclass(frozen=True)
class TextFacts:
    """Per-line text representations of one log, indexed by line number."""

    unit_vectors: np.ndarray   # (n, dimensions) mean word vectors scaled to unit length (zero if none)
    chars: sp.csr_matrix       # (n, n-grams) L2-normalised tf-idf of character n-grams of content words
    rarity: sp.csr_matrix      # (n, words) exp(sharpness * scaled idf) of each content word present


def word_ngrams(word: str, sizes: Sequence[int] = NGRAM_SIZES) -> list[str]:
    """The character n-grams of one word marked `<word>` (the whole marked word if shorter)."""
    marked = f"{WORD_START}{word}{WORD_END}"
    grams = [marked[k:k + n] for n in sizes for k in range(len(marked) - n + 1)]
    return list(dict.fromkeys(grams)) or [marked]


def _ngram_matrix(words: Sequence[str]) -> sp.csr_matrix:
    """Binary (words, n-grams) matrix; n-gram columns in first-seen order."""
    index: dict[str, int] = {}
    rows, cols = [], []
    for row, word in enumerate(words):
        for gram in word_ngrams(word):
            rows.append(row)
            cols.append(index.setdefault(gram, len(index)))
    return sp.csr_matrix((np.ones(len(rows), np.float32), (rows, cols)), shape=(len(words), max(len(index), 1)))


def _l2_rows(matrix: sp.spmatrix) -> sp.csr_matrix:
    norms = np.sqrt(np.asarray(matrix.multiply(matrix).sum(axis=1)).ravel())
    return sp.csr_matrix(sp.diags(1 / np.maximum(norms, MIN_NORM)) @ matrix, dtype=np.float32)


def _idf(binary: sp.csr_matrix) -> np.ndarray:
    df = np.asarray((binary > 0).sum(axis=0)).ravel()
    return np.log((1 + binary.shape[0]) / (1 + df)) + 1


def text_facts(content: sp.csr_matrix, words: Sequence[str], vectors: np.ndarray) -> TextFacts:
    """Text facts from a log's binary content-word matrix (columns named by `words`) and its lines' mean
    word vectors `(n, dimensions)`."""
    n = content.shape[0]
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    unit = np.where(norms > MIN_NORM, vectors / np.maximum(norms, MIN_NORM), 0).astype(np.float32)
    if not words:
        empty = sp.csr_matrix((n, 1), dtype=np.float32)
        return TextFacts(unit, empty, empty)
    grams = sp.csr_matrix(content @ _ngram_matrix(words))
    chars = _l2_rows(grams @ sp.diags(_idf(grams).astype(np.float32)))
    scaled = _idf(content) / (math.log(1 + n) + 1)   # 1.0: a word in one line only
    rarity = sp.csr_matrix(content @ sp.diags(np.exp(RARITY_SHARPNESS * scaled).astype(np.float32)))
    return TextFacts(unit, chars, rarity)


def window_cells(lo: int, hi: int, offsets: np.ndarray, window: int) -> tuple[int, np.ndarray, np.ndarray]:
    """Where the pairs of lines [lo, hi) and their candidates `offsets` back sit in a block-by-window matrix
    (rows: lines lo..hi-1, columns: lines start..hi-1): `(start, rows, cols)`, `rows` `(hi - lo, 1)` and `cols`
    `(hi - lo, len(offsets))`, so `start + cols` is each candidate's line (line 0 for candidates before it;
    the caller masks them)."""
    start = max(lo - window, 0)
    rows = np.arange(hi - lo)[:, None]
    return start, rows, np.maximum(rows + lo - start - offsets[None, :], 0)


def similarity_columns(facts: TextFacts, content: sp.csr_matrix, lo: int, hi: int,
                       offsets: np.ndarray, window: int) -> dict[str, np.ndarray]:
    """`SIMILARITY_FEATURES` of lines [lo, hi) with the lines `offsets` back, each `(hi - lo, len(offsets))`
    (candidates before line 0 get line 0's values; the caller masks them)."""
    start, rows, cols = window_cells(lo, hi, offsets, window)
    lines = start + cols
    vector = np.einsum("nd,nkd->nk", facts.unit_vectors[lo:hi], facts.unit_vectors[lines])
    chars = (facts.chars[lo:hi] @ facts.chars[start:hi].T).toarray()[rows, cols]
    mass = (facts.rarity[lo:hi] @ content[start:hi].T).toarray()[rows, cols]
    rarity = np.log(np.maximum(mass, 1.0)) / RARITY_SHARPNESS
    return {"vector_cosine": vector, "char_cosine": chars, "shared_rarity": rarity}
