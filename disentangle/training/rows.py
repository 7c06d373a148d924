"""Training data from the annotated corpus: the rows the link model learns from and the dev set it is scored on.

A `Dataset` holds, for every annotated message whose gold parent is within reach, the pair features of all
its candidates, the candidate mask and the gold parents (a message may have several), with pointers into
per-line tables so full feature rows are assembled a minibatch at a time. A `DevSet` holds the feature
blocks of each dev file's annotated range and its gold links; `score_devset` scores any numpy model on it.
`standardisation` gives the per-feature shift and scale the trainer applies, and `corpus_vectors` the word
vectors trained on the train split's text. Nothing here needs DyNet (`disentangle.training.first_pass` is the trainer).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np
from tqdm import tqdm

from disentangle.corpus import samples as corpus
from disentangle.features.pairs import (
    N_FEATURES,
    WINDOW,
    PreparedLog,
    block_features,
    block_ranges,
    iter_blocks,
    message_side,
    message_words,
    prepare,
)
from disentangle.features.vectors import WordVectors, train_vectors
from disentangle.linking.links import Link, read_annotation
from disentangle.linking.text_encoder import MAX_TOKENS, PADDING, pooling_weights, token_ids
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
from disentangle.metrics import Scores, evaluate

MIN_SCALE = 1e-3          # the smallest feature scale (a constant feature is not blown up)
STANDARDISE_CHUNK = 2048  # messages per step when summing feature moments
LENGTH_BUCKETS = (4, 8, 16)   # a training batch's lines pooled in groups of at most these many words, then more
TEACHER_CACHE = "teacher"     # under the cache root: the sentence transformer's embeddings of train lines


@dataclass
class Dataset:
    """Every usable annotated message: its candidates' pair features, mask and gold parents, and
    pointers into per-line tables, so full feature rows are assembled a minibatch at a time."""

    pair: np.ndarray       # (n, window + 1, len(PAIR_FEATURES)) float32
    mask: np.ndarray       # (n, window + 1) bool
    gold: np.ndarray       # (n, window + 1) bool
    message: np.ndarray    # (n,) row of `side` for the message
    parent: np.ndarray     # (n, window + 1) row of `lines` for each candidate
    side: np.ndarray       # (lines, n_side) each line as the message: file and message features
    lines: np.ndarray      # (lines, len(MESSAGE_FEATURES)) each line as a candidate
    skipped: int = 0       # annotated messages whose gold parents are all outside the candidates
    tokens: np.ndarray | None = None   # (lines, max_tokens) each line's token-table ids (a token encoder)

    def __len__(self) -> int:
        return len(self.mask)

    def text_batch(self, index: np.ndarray) -> "TextBatch | None":
        """The token encoder's inputs for the pairs of `rows(index)` (None without token ids): the batch's
        lines in buckets of like length (`LENGTH_BUCKETS`), so few padding slots are looked up."""
        if self.tokens is None:
            return None
        lines = np.concatenate([self.message[index], self.parent[index].ravel()])
        unique, position = np.unique(lines, return_inverse=True)
        ids = self.tokens[unique]
        lengths = (ids != PADDING).sum(axis=1)
        bucket = np.searchsorted(LENGTH_BUCKETS, lengths)
        order = np.argsort(bucket, kind="stable")
        buckets = []
        for b in np.unique(bucket):
            part = ids[bucket == b, :max(int(lengths[bucket == b].max()), 1)]
            buckets.append((part, pooling_weights(part)))
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        position = rank[position]
        return TextBatch(tuple(buckets), position[:len(index)], position[len(index):])

    def rows(self, index: np.ndarray) -> np.ndarray:
        """Full feature rows `(len(index), window + 1, N_FEATURES)`, as `features.block_features` gives."""
        pair, mask = self.pair[index], self.mask[index]
        side = np.broadcast_to(self.side[self.message[index]][:, None, :], mask.shape + (self.side.shape[1],))
        out = np.concatenate([pair, side, self.lines[self.parent[index]]], axis=-1)
        out[~mask] = 0
        return out


@dataclass(frozen=True)
class TokenInit:
    """The token encoder's starting point: its words, their initial rows, the projection's width."""

    words: tuple[str, ...]
    table: np.ndarray   # (len(words), dims)
    projection: int
    max_tokens: int = MAX_TOKENS
    rate: float = 1.0   # the table's learning rate relative to the network's (0: the table stays fixed)

    def index(self) -> dict[str, int]:
        return {w: k + 1 for k, w in enumerate(self.words)}


@dataclass(frozen=True)
class TextBatch:
    """A minibatch's lines for the token encoder: their token ids and pooling weights, in buckets of like
    length, and the columns among the buckets' lines (taken in order) of every message and of every pair's
    candidate (message-major, as `Dataset.rows` flattens them)."""

    buckets: tuple[tuple[np.ndarray, np.ndarray], ...]   # (ids, pooling weights) `(lines, slots)` per bucket
    message: np.ndarray
    candidate: np.ndarray


@dataclass
class DevSet:
    """What dev scoring needs: per file the features of its annotated range and the gold links."""

    blocks: list[tuple[str, int, np.ndarray, np.ndarray]] = field(default_factory=list)
    gold: dict[str, list[Link]] = field(default_factory=dict)
    prepared: list[tuple[str, int, PreparedLog]] = field(default_factory=list)   # for a token encoder


def sample_blocks(sample: corpus.Sample, tokenizer: ChatTokenizer, window: int,
                  vectors: WordVectors | None = None):
    """(name, first line, features, mask) blocks over a sample's annotated range, (name, first line,
    prepared log), and its gold links."""
    log = read_log(sample.raw, name=sample.name)
    parents = corpus.gold_parents(sample.annotation)
    start = min(parents) if parents else len(log)
    prepared = prepare(log, tokenizer, vectors)
    blocks = []
    for lo, hi in block_ranges(start, len(log)):
        features, mask = block_features(prepared, lo, hi, window)
        blocks.append((sample.name, lo, features, mask))
    return blocks, (sample.name, start, prepared), read_annotation(sample.annotation, sample.name)


def gold_matrix(lo: int, mask: np.ndarray, parents: dict[int, list[int]], window: int) -> np.ndarray:
    """Which candidates of the block starting at line `lo` are gold parents (reachable and unmasked)."""
    gold = np.zeros(mask.shape, dtype=bool)
    for r in range(len(mask)):
        for parent in parents.get(lo + r, ()):
            if lo + r - parent <= window:
                gold[r, lo + r - parent] = True
    return gold & mask


DATASET_FIELDS = ("pair", "mask", "gold", "message", "parent", "side", "lines", "tokens")


@dataclass
class DatasetBuilder:
    """A `Dataset` gathered file by file: `add` each prepared file, then `dataset` joins the parts."""

    parts: dict[str, list[np.ndarray]] = field(default_factory=lambda: {key: [] for key in DATASET_FIELDS})
    offset: int = 0     # lines of the files added so far (rows of `side` and `lines`)
    skipped: int = 0
    tokens: TokenInit | None = None   # a token encoder's start: keep each line's token ids

    def add(self, prepared: PreparedLog, start: int, parents: dict[int, list[int]], window: int) -> int:
        """The rows of one file's annotated messages from line `start` on; returns how many were kept."""
        kept = 0
        for block in iter_blocks(prepared, start, None, window):
            lo = block.lo
            gold = gold_matrix(lo, block.mask, parents, window)
            annotated = np.array([lo + r in parents for r in range(len(gold))], dtype=bool)
            keep = gold.any(axis=1) & annotated
            self.skipped += int(annotated.sum() - keep.sum())
            kept += int(keep.sum())
            for key, value in (("pair", block.pair), ("mask", block.mask), ("gold", gold),
                               ("message", self.offset + lo + np.arange(len(gold))),
                               ("parent", self.offset + block.parent)):
                self.parts[key].append(value[keep])
        self.parts["side"].append(message_side(prepared))
        self.parts["lines"].append(prepared.message_features)
        if self.tokens is not None:
            self.parts["tokens"].append(token_ids(prepared.words, self.tokens.index(), self.tokens.max_tokens))
        self.offset += prepared.n
        return kept

    def dataset(self) -> Dataset:
        """Every row added, as one `Dataset`."""
        return Dataset(**{key: np.concatenate(value) for key, value in self.parts.items() if value},
                       skipped=self.skipped)


def build_dataset(samples: Sequence[corpus.Sample], tokenizer: ChatTokenizer, window: int = WINDOW,
                  vectors: WordVectors | None = None, tokens: TokenInit | None = None) -> Dataset:
    """Training rows for every annotated message with a reachable gold parent (and each line's token ids,
    given a token encoder's start `tokens`)."""
    builder = DatasetBuilder(tokens=tokens)
    for sample in tqdm(samples, desc="features", unit="file", disable=None):
        log = read_log(sample.raw, name=sample.name)
        parents = corpus.gold_parents(sample.annotation)
        builder.add(prepare(log, tokenizer, vectors), min(parents, default=len(log)), parents, window)
    return builder.dataset()


def build_devset(samples: Sequence[corpus.Sample], tokenizer: ChatTokenizer, window: int = WINDOW,
                 vectors: WordVectors | None = None) -> DevSet:
    """Feature blocks and gold links of the annotated range of every dev sample."""
    dev = DevSet()
    for sample in samples:
        blocks, prepared, gold = sample_blocks(sample, tokenizer, window, vectors)
        dev.blocks += blocks
        dev.prepared.append(prepared)
        dev.gold[sample.name] = gold
    return dev


def score_devset(model, dev: DevSet) -> Scores:
    """Dev metrics of a numpy model."""
    auto: dict[str, list[Link]] = {name: [] for name in dev.gold}
    if getattr(model, "text", None) is not None:   # pairs of lines, not feature rows alone
        for name, start, prepared in dev.prepared:
            state = model.log_state(prepared)
            for block in iter_blocks(prepared, start, None, model.config.window):
                auto[name] += [Link(name, block.lo + r, block.lo + r - int(k))
                               for r, k in enumerate(model.choose(state, block))]
        return evaluate(dev.gold, auto)
    for name, lo, features, mask in dev.blocks:
        best = model.block_choice(features, mask)
        auto[name] += [Link(name, lo + r, lo + r - int(k)) for r, k in enumerate(best)]
    return evaluate(dev.gold, auto)


def standardisation(data: Dataset, chunk: int = STANDARDISE_CHUNK) -> tuple[np.ndarray, np.ndarray]:
    """Mean and standard deviation of every feature over valid candidate rows (in chunks)."""
    total = np.zeros(N_FEATURES)
    squares = np.zeros(N_FEATURES)
    count = 0
    for start in range(0, len(data), chunk):
        index = np.arange(start, min(start + chunk, len(data)))
        rows = data.rows(index)[data.mask[index]].astype(np.float64)
        total += rows.sum(axis=0)
        squares += (rows ** 2).sum(axis=0)
        count += len(rows)
    mean = total / max(count, 1)
    std = np.sqrt(np.maximum(squares / max(count, 1) - mean ** 2, 0))
    return mean.astype(np.float32), np.maximum(std, MIN_SCALE).astype(np.float32)


def train_words(samples: Sequence[corpus.Sample], tokenizer: ChatTokenizer) -> list[list[str]]:
    """The words of every line of the given samples (context included), as word vectors see them."""
    words = []
    for sample in tqdm(samples, desc="words", unit="file", disable=None):
        words += message_words(read_log(sample.raw, name=sample.name), tokenizer)
    return words


def train_texts(samples: Sequence[corpus.Sample]) -> list[str]:
    """The text of every non-system line of the given samples, in `train_words`' order."""
    texts = []
    for sample in samples:
        texts += [m.text for m in read_log(sample.raw, name=sample.name).messages if not m.is_system]
    return texts


def corpus_vectors(samples: Sequence[corpus.Sample], tokenizer: ChatTokenizer, source: str = "ppmi",
                   words: list[list[str]] | None = None) -> WordVectors:
    """Word vectors for the raw text of the given samples (all their lines, context included; `words`, if
    given, are their `train_words`): trained on it (`source` "ppmi"), its vocabulary embedded by a
    pretrained table ("wordllama", `disentangle.training.pretrained`), or fitted to a sentence transformer's
    embeddings of its lines ("minilm", `disentangle.training.distill`; the teacher's embeddings cached under
    `TEACHER_CACHE`)."""
    words = train_words(samples, tokenizer) if words is None else words
    if source == "minilm":
        from disentangle.settings import cache_dir
        from disentangle.training.distill import Lines, distilled_vectors
        lines = Lines(tuple(train_texts(samples)), tuple(map(tuple, words)))
        return distilled_vectors(lines, cache_dir() / TEACHER_CACHE)
    if source == "wordllama":
        from disentangle.training.pretrained import wordllama_vectors
        return wordllama_vectors(words)
    if source != "ppmi":
        raise ValueError(f"unknown word-vector source {source!r}")
    return train_vectors(words)
