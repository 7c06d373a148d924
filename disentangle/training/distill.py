"""Word vectors distilled from a sentence transformer (all-MiniLM-L6-v2), a training-time alternative to PPMI-SVD.

The teacher (`disentangle.training.teacher`) embeds a seeded sample of the train split's lines (context
included; `SAMPLE_LINES` of them, since its numpy forward pass reads 20-40 lines a second on one core); the
embeddings are centred and projected on their first `DIMENSIONS` principal axes. The word vectors are
then fitted so that what the first pass computes from them, the mean of a line's known words' vectors
(`WordVectors.message_vectors`), approximates that projection: ridge least squares over the sampled lines
(sparse, `scipy.sparse.linalg.lsqr`, one axis at a time), the vocabulary being the words seen at least
`MIN_WORD_COUNT` times in those lines. The fast encoder is thus pulled toward the teacher while staying a
pooled table: the result is an ordinary `WordVectors`, stored in the model file as the PPMI vectors are, so
run time needs neither the teacher nor `tokenizers` nor `safetensors`. Only training imports this module.
"""
from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from disentangle.features.vectors import DIMENSIONS, TooLittleText, WordVectors, pooling_matrix

logger = logging.getLogger(__name__)

SAMPLE_LINES = 10_000      # train lines the teacher embeds (of ~197k; 7-12 minutes on one loaded core)
SAMPLE_SEED = 24           # which lines: fixed, so every seed reuses the cached embeddings
MIN_WORD_COUNT = 2         # words seen at least this often in the sampled lines get a vector
RIDGE = 0.01               # ridge penalty (damping squared) on the word vectors, in units of a line's weight
LSQR_ITERATIONS = 500


@dataclass(frozen=True)
class Lines:
    """Train lines as the teacher reads them (`texts`) and as word vectors see them (`tokens`)."""

    texts: tuple[str, ...]
    tokens: tuple[tuple[str, ...], ...]


def sample_lines(lines: Lines, size: int = SAMPLE_LINES, seed: int = SAMPLE_SEED) -> Lines:
    """A seeded sample of `size` lines (all of them when fewer), in their original order."""
    if len(lines.texts) <= size:
        return lines
    keep = np.sort(np.random.default_rng(seed).choice(len(lines.texts), size=size, replace=False))
    return Lines(tuple(lines.texts[k] for k in keep), tuple(lines.tokens[k] for k in keep))


def principal_targets(embeddings: np.ndarray, dimensions: int = DIMENSIONS) -> np.ndarray:
    """The centred embeddings on their first `dimensions` principal axes (signs fixed)."""
    centred = embeddings - embeddings.mean(axis=0)
    _, _, axes = np.linalg.svd(centred, full_matrices=False)
    projected = centred @ axes[:dimensions].T
    projected *= np.sign(projected[np.abs(projected).argmax(axis=0), np.arange(dimensions)])
    return projected.astype(np.float64)


def fit_vectors(token_lists: Sequence[Sequence[str]], targets: np.ndarray, ridge: float = RIDGE,
                min_count: int = MIN_WORD_COUNT) -> WordVectors:
    """Word vectors whose pooled mean over each line approximates that line's row of `targets`."""
    from scipy.sparse.linalg import lsqr
    counts = Counter(t for tokens in token_lists for t in tokens)
    words = sorted(w for w, c in counts.items() if c >= min_count)
    if len(words) <= targets.shape[1]:
        raise TooLittleText(f"too little text for {targets.shape[1]}-dimensional vectors ({len(words)} words)")
    pooling = pooling_matrix(token_lists, words)
    matrix = np.column_stack([lsqr(pooling, targets[:, d], damp=np.sqrt(ridge), iter_lim=LSQR_ITERATIONS)[0]
                              for d in range(targets.shape[1])])
    fitted = pooling @ matrix
    explained = 1 - ((fitted - targets) ** 2).sum() / max((targets ** 2).sum(), 1e-12)
    logger.info("distilled word vectors: %d words, %d dimensions, %.3f of the teacher's variance on %d lines",
                len(words), targets.shape[1], explained, len(token_lists))
    return WordVectors(tuple(words), matrix.astype(np.float32))


def distilled_vectors(lines: Lines, cache: Path, size: int = SAMPLE_LINES) -> WordVectors:
    """`fit_vectors` on the teacher's cached (or computed) embeddings of a sample of `lines`."""
    from disentangle.training.teacher import cached_embeddings
    sample = sample_lines(lines, size)
    embeddings = cached_embeddings(sample.texts, cache)
    return fit_vectors(sample.tokens, principal_targets(embeddings))
