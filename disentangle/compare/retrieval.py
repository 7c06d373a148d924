"""Response selection without training: TF-IDF and BM25 baselines, and the ranking metrics they are judged by.

A scorer is fitted on a set of texts (the turns of a dataset's training dialogues), which gives it its
vocabulary and term statistics, and then scores candidate responses against a context: `TfidfScorer`
is the cosine of scikit-learn TF-IDF vectors (the baseline of Lowe et al. 2015), `Bm25Scorer` is Okapi
BM25 with the candidate as the document and the context as the query, its document frequencies and mean
length taken from the fitted texts (so statistics of one dataset can be applied to another's examples).
Both use the same analyser (lower case, words of two or more letters or digits); words the fitted texts
never saw are ignored. The metrics are small pure functions over `Rank` records: Recall@k of n, mean
reciprocal rank, and 1-of-100 accuracy (Henderson et al. 2019: each response ranked against the other
responses of its batch of 100). Ties are broken uniformly at random *in expectation*: an answer tied
with t other candidates below b better ones takes each rank b+1 .. b+t+1 with probability 1/(t+1), so a
constant scorer gets chance-level scores and the numbers are deterministic.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import CountVectorizer, TfidfVectorizer

from disentangle.errors import DisentangleError
from disentangle.examples.records import Example, normalise, turn_text
from disentangle.examples.splits import hash_unit

logger = logging.getLogger(__name__)

TOKEN_PATTERN = r"(?u)\b\w\w+\b"   # scikit-learn's default: words of two or more letters or digits
BM25_K1 = 1.2                      # term-frequency saturation
BM25_B = 0.75                      # document-length normalisation
BATCH_SIZE = 100                   # 1-of-100 accuracy: responses ranked within batches of this size
RECALL_AT_10 = (1, 2, 5)           # Recall@k reported for 1-in-10 candidates
RECALL_AT_100 = (1, 10, 50)        # Recall@k reported for 1-in-100 candidates
CONTEXT_SEPARATOR = "\n"


class RetrievalError(DisentangleError, ValueError):
    """A scorer cannot be fitted or scores cannot be ranked (no text, bad scores)."""


@dataclass(frozen=True)
class Rank:
    """Where the answer landed among the candidates: `better` scored higher, `tied` others scored the same."""

    better: int
    tied: int

    @property
    def candidates(self) -> int:
        return self.better + self.tied + 1


class Scorer(Protocol):
    name: str

    def score_matrix(self, contexts: Sequence[str], candidates: Sequence[str]) -> np.ndarray:
        """Scores of every candidate (columns) for every context (rows)."""


# ---------------------------------------------------------------------------------------------------
# Metrics: small pure functions


def rank_answer(scores: Sequence[float] | np.ndarray, answer: int) -> Rank:
    """The rank record of candidate `answer` among `scores` (higher is better)."""
    values = np.asarray(scores, dtype=float)
    if values.ndim != 1 or not 0 <= answer < len(values):
        raise RetrievalError(f"answer {answer} is not a candidate of {len(values)} scores")
    if not np.all(np.isfinite(values)):
        raise RetrievalError("scores must be finite numbers")
    target = values[answer]
    return Rank(int(np.sum(values > target)), int(np.sum(values == target)) - 1)


def recall_at(rank: Rank, k: int) -> float:
    """Probability that the answer is among the top k under a random order of ties."""
    if k < 1:
        raise RetrievalError(f"k must be at least 1, got {k}")
    return min(1.0, max(0.0, (k - rank.better) / (rank.tied + 1)))


def reciprocal_rank(rank: Rank) -> float:
    """Expected 1/rank under a random order of ties."""
    positions = np.arange(rank.better + 1, rank.better + rank.tied + 2, dtype=float)
    return float(np.mean(1.0 / positions))


def recall_at_k(ranks: Sequence[Rank], k: int) -> float:
    """Recall@k: the mean over examples (0 for no examples)."""
    return float(np.mean([recall_at(rank, k) for rank in ranks])) if ranks else 0.0


def mean_reciprocal_rank(ranks: Sequence[Rank]) -> float:
    return float(np.mean([reciprocal_rank(rank) for rank in ranks])) if ranks else 0.0


def standard_error(values: Sequence[float]) -> float:
    """Standard error of a mean (0 for fewer than two values)."""
    return float(np.std(values, ddof=1) / np.sqrt(len(values))) if len(values) > 1 else 0.0


def batch_ranks(matrix: np.ndarray) -> list[Rank]:
    """Ranks of a square contexts x responses score matrix whose answers lie on the diagonal."""
    if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
        raise RetrievalError(f"a batch score matrix must be square, got {matrix.shape}")
    return [rank_answer(row, index) for index, row in enumerate(matrix)]


# ---------------------------------------------------------------------------------------------------
# Scorers


def _checked(texts: Iterable[str]) -> list[str]:
    documents = [text for text in texts if normalise(text)]
    if not documents:
        raise RetrievalError("no text to fit a scorer on")
    return documents


class TfidfScorer:
    """Cosine similarity of TF-IDF vectors (scikit-learn: smoothed idf, L2-normalised rows)."""

    name = "tfidf"

    def __init__(self, texts: Iterable[str]) -> None:
        self.vectorizer = TfidfVectorizer(lowercase=True, token_pattern=TOKEN_PATTERN)
        try:
            self.vectorizer.fit(_checked(texts))
        except ValueError as error:  # scikit-learn: "empty vocabulary"
            raise RetrievalError(f"cannot fit TF-IDF: {error}") from error

    def score_matrix(self, contexts: Sequence[str], candidates: Sequence[str]) -> np.ndarray:
        left, right = self.vectorizer.transform(contexts), self.vectorizer.transform(candidates)
        return np.asarray((left @ right.T).todense(), dtype=float)


class Bm25Scorer:
    """Okapi BM25: idf = ln(1 + (N - df + 0.5) / (df + 0.5)) and the mean document length from the
    fitted texts; a context word occurring twice counts twice."""

    name = "bm25"

    def __init__(self, texts: Iterable[str], k1: float = BM25_K1, b: float = BM25_B) -> None:
        if k1 < 0 or not 0 <= b <= 1:
            raise RetrievalError(f"BM25 needs k1 >= 0 and 0 <= b <= 1, got k1={k1}, b={b}")
        self.k1, self.b = k1, b
        self.vectorizer = CountVectorizer(lowercase=True, token_pattern=TOKEN_PATTERN)
        try:
            counts = self.vectorizer.fit_transform(_checked(texts))
        except ValueError as error:
            raise RetrievalError(f"cannot fit BM25: {error}") from error
        documents = counts.shape[0]
        frequency = np.asarray((counts > 0).sum(axis=0)).ravel()
        self.idf = np.log1p((documents - frequency + 0.5) / (frequency + 0.5))
        self.mean_length = max(float(counts.sum()) / documents, np.finfo(float).tiny)

    def term_weights(self, candidates: Sequence[str]) -> sparse.csr_matrix:
        """Candidates x vocabulary: the BM25 weight each word would add to a context containing it once."""
        counts = sparse.csr_matrix(self.vectorizer.transform(candidates), dtype=float)
        lengths = np.asarray(counts.sum(axis=1)).ravel()
        norm = self.k1 * (1 - self.b + self.b * lengths / self.mean_length)
        rows = np.repeat(np.arange(counts.shape[0]), np.diff(counts.indptr))
        tf = counts.data
        counts.data = self.idf[counts.indices] * tf * (self.k1 + 1) / (tf + norm[rows])
        return counts

    def score_matrix(self, contexts: Sequence[str], candidates: Sequence[str]) -> np.ndarray:
        queries = self.vectorizer.transform(contexts).astype(float)
        return np.asarray((queries @ self.term_weights(candidates).T).todense(), dtype=float)


SCORERS = {TfidfScorer.name: TfidfScorer, Bm25Scorer.name: Bm25Scorer}


# ---------------------------------------------------------------------------------------------------
# Evaluating a scorer on examples


@dataclass(frozen=True)
class SelectionScores:
    """A scorer on one set of examples: recalls and MRR of 1-in-10 and 1-in-100 options, and 1-of-100
    accuracy over batches (None when there are fewer examples than one batch). Fractions in [0, 1]."""

    examples_10: int
    recall_10: tuple[tuple[int, float | None], ...]   # (k, Recall@k of 10); None: no examples
    mrr_10: float | None
    examples_100: int
    recall_100: tuple[tuple[int, float | None], ...]  # (k, Recall@k of 100)
    mrr_100: float | None
    batches: int
    accuracy_1_of_100: float | None
    stderr_r1_10: float | None                        # standard error of Recall@1 of 10
    stderr_r1_100: float | None

    def as_dict(self) -> dict:
        return {"examples_10": self.examples_10, **{f"R@{k}/10": v for k, v in self.recall_10},
                "MRR/10": self.mrr_10, "examples_100": self.examples_100,
                **{f"R@{k}/100": v for k, v in self.recall_100}, "MRR/100": self.mrr_100,
                "batches_of_100": self.batches, "1-of-100": self.accuracy_1_of_100,
                "stderr_R@1/10": self.stderr_r1_10, "stderr_R@1/100": self.stderr_r1_100}


def context_text(example: Example) -> str:
    """The whole context of an example as one query text."""
    return CONTEXT_SEPARATOR.join(turn_text(turn) for turn in example.context)


def option_ranks(scorer: Scorer, examples: Sequence[Example]) -> list[Rank]:
    """The rank of each example's answer among its own options."""
    ranks = []
    for example in examples:
        texts = [option.utterance for option in example.options]
        try:
            answer = texts.index(example.answer.utterance)
        except ValueError:
            raise RetrievalError(f"example {example.id}: the answer is not among its options") from None
        ranks.append(rank_answer(scorer.score_matrix([context_text(example)], texts)[0], answer))
    return ranks


def batch_order(examples: Sequence[Example], seed: int = 0) -> list[Example]:
    """The examples in a seeded order that does not depend on the input order (hash of seed and id), so
    that a batch mixes days and dialogues."""
    return sorted(examples, key=lambda example: (hash_unit(f"{seed}:{example.id}"), example.id))


def batch_accuracy(scorer: Scorer, examples: Sequence[Example], size: int = BATCH_SIZE,
                   seed: int = 0) -> tuple[int, float | None]:
    """(batches, 1-of-`size` accuracy): the examples in `batch_order`, cut into consecutive batches of
    `size`, each answer ranked against the answers of its batch; a last incomplete batch is left out."""
    ordered = batch_order(examples, seed)
    ranks = []
    batches = len(ordered) // size
    for start in range(0, batches * size, size):
        batch = ordered[start:start + size]
        matrix = scorer.score_matrix([context_text(e) for e in batch], [turn_text(e.response) for e in batch])
        ranks += batch_ranks(matrix)
    return batches, (recall_at_k(ranks, 1) if ranks else None)


def _recalls(ranks: Sequence[Rank], ks: Sequence[int]) -> tuple[tuple[int, float | None], ...]:
    return tuple((k, recall_at_k(ranks, k) if ranks else None) for k in ks)


def _stderr_r1(ranks: Sequence[Rank]) -> float | None:
    return standard_error([recall_at(rank, 1) for rank in ranks]) if ranks else None


def evaluate_scorer(scorer: Scorer, examples: Sequence[Example], examples_10: Sequence[Example],
                    examples_100: Sequence[Example], batch_size: int = BATCH_SIZE, seed: int = 0) -> SelectionScores:
    """Every response-selection metric of a scorer: `examples_10` and `examples_100` carry 10 and 100
    options; `examples` (with or without options) are batched for 1-of-100 accuracy."""
    ranks_10, ranks_100 = option_ranks(scorer, examples_10), option_ranks(scorer, examples_100)
    batches, accuracy = batch_accuracy(scorer, examples, batch_size, seed)
    return SelectionScores(
        len(ranks_10), _recalls(ranks_10, RECALL_AT_10), mean_reciprocal_rank(ranks_10) if ranks_10 else None,
        len(ranks_100), _recalls(ranks_100, RECALL_AT_100), mean_reciprocal_rank(ranks_100) if ranks_100 else None,
        batches, accuracy, _stderr_r1(ranks_10), _stderr_r1(ranks_100))
