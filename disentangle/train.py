"""Training the link model with DyNet: datasets from the annotated corpus, the loop, model selection on dev.

This is the only module that imports DyNet (`dynet38` on PyPI). A `Dataset` holds, for every annotated
message, the pair features of all its candidates, the candidate mask and the gold parents. Training
minimises the negative log of the softmax probability mass on the gold parents (a message may have
several), with Adam, gradient clipping, learning-rate decay and dropout, one minibatch of messages per
computation graph. After each epoch the weights are copied into a numpy `LinkModel` and scored on dev;
the best epoch by link F is kept. A seed fixes DyNet's and numpy's random streams, so runs repeat.
"""
from __future__ import annotations

import json
import logging
import math
import os
import platform
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Sequence

import numpy as np
from tqdm import tqdm

from . import corpus
from .atomic import atomic_write_text
from .conversations import Link, read_annotation
from .features import (BLOCK, N_FEATURES, WINDOW, block_features, message_side, message_words, pair_block,
                       prepare)
from .logs import read_log
from .metrics import Scores, evaluate
from .model import LinkModel, ModelConfig
from .tokens import ChatTokenizer
from .vectors import WordVectors, train_vectors

logger = logging.getLogger(__name__)

DYNET_MASK = -1e4   # added to masked candidates' scores in the graph (exp underflows to 0)
MIN_SCALE = 1e-3


@dataclass(frozen=True)
class TrainConfig:
    """Everything that decides a training run."""

    hidden: tuple[int, ...] = (128, 64)
    epochs: int = 8
    batch: int = 32
    learning_rate: float = 1e-3
    decay: float = 0.8          # learning rate multiplier after each epoch
    clip: float = 5.0
    dropout: float = 0.1
    seed: int = 1
    window: int = WINDOW
    max_train_files: int | None = None
    word_vectors: bool = True   # message vectors from word vectors trained on the train split's text
    average_from: int = 0       # also try the mean of the weights of epochs average_from..n (0: never)
    memory_mb: int = 1024
    second_pass: bool = False   # add a second pass over the first's structure (disentangle.stacking)
    folds: int = 0              # second pass: out-of-fold first passes on train (< 2: in-sample scores)
    fold_epochs: int = 4        # second pass: epochs of each fold's first-pass model
    second_epochs: int = 6
    second_hidden: tuple[int, ...] = (128, 64)
    top_k: int = 10             # second pass: candidates re-ranked per message
    residual: bool = False      # second pass: its scores correct the first pass's log probabilities
    first_model: str | None = None  # second pass: use this trained first pass instead of training one


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

    def __len__(self) -> int:
        return len(self.mask)

    def rows(self, index: np.ndarray) -> np.ndarray:
        """Full feature rows `(len(index), window + 1, N_FEATURES)`, as `features.block_features` gives."""
        pair, mask = self.pair[index], self.mask[index]
        side = np.broadcast_to(self.side[self.message[index]][:, None, :], mask.shape + (self.side.shape[1],))
        out = np.concatenate([pair, side, self.lines[self.parent[index]]], axis=-1)
        out[~mask] = 0
        return out


@dataclass
class DevSet:
    """What dev scoring needs: per file the features of its annotated range and the gold links."""

    blocks: list[tuple[str, int, np.ndarray, np.ndarray]] = field(default_factory=list)
    gold: dict[str, list[Link]] = field(default_factory=dict)


def sample_blocks(sample: corpus.Sample, tokenizer: ChatTokenizer, window: int,
                  vectors: WordVectors | None = None):
    """(name, first line, features, mask) blocks over a sample's annotated range, and its gold links."""
    log = read_log(sample.raw, name=sample.name)
    parents = corpus.gold_parents(sample.annotation)
    start = min(parents) if parents else len(log)
    prepared = prepare(log, tokenizer, vectors)
    blocks = []
    for lo in range(start, len(log), BLOCK):
        features, mask = block_features(prepared, lo, min(lo + BLOCK, len(log)), window)
        blocks.append((sample.name, lo, features, mask))
    return blocks, parents, read_annotation(sample.annotation, sample.name)


def _gold_matrix(lo: int, mask: np.ndarray, parents: dict[int, list[int]], window: int) -> np.ndarray:
    gold = np.zeros(mask.shape, dtype=bool)
    for r in range(len(mask)):
        for parent in parents.get(lo + r, ()):
            if lo + r - parent <= window:
                gold[r, lo + r - parent] = True
    return gold & mask


def build_dataset(samples: Sequence[corpus.Sample], tokenizer: ChatTokenizer, window: int = WINDOW,
                  vectors: WordVectors | None = None) -> Dataset:
    """Training rows for every annotated message with a reachable gold parent."""
    parts: dict[str, list] = {k: [] for k in ("pair", "mask", "gold", "message", "parent", "side", "lines")}
    offset, skipped = 0, 0
    for sample in tqdm(samples, desc="features", unit="file", disable=None):
        log = read_log(sample.raw, name=sample.name)
        parents = corpus.gold_parents(sample.annotation)
        prepared = prepare(log, tokenizer, vectors)
        for lo in range(min(parents, default=len(log)), len(log), BLOCK):
            block = pair_block(prepared, lo, min(lo + BLOCK, len(log)), window)
            gold = _gold_matrix(lo, block.mask, parents, window)
            annotated = np.array([lo + r in parents for r in range(len(gold))], dtype=bool)
            keep = gold.any(axis=1) & annotated
            skipped += int(annotated.sum() - keep.sum())
            for key, value in (("pair", block.pair), ("mask", block.mask), ("gold", gold),
                               ("message", offset + lo + np.arange(len(gold))), ("parent", offset + block.parent)):
                parts[key].append(value[keep])
        parts["side"].append(message_side(prepared))
        parts["lines"].append(prepared.message_features)
        offset += len(log)
    return Dataset(**{k: np.concatenate(v) for k, v in parts.items()}, skipped=skipped)


def build_devset(samples: Sequence[corpus.Sample], tokenizer: ChatTokenizer, window: int = WINDOW,
                 vectors: WordVectors | None = None) -> DevSet:
    dev = DevSet()
    for sample in samples:
        blocks, _, gold = sample_blocks(sample, tokenizer, window, vectors)
        dev.blocks += blocks
        dev.gold[sample.name] = gold
    return dev


def score_devset(model, dev: DevSet) -> Scores:
    """Dev metrics of a numpy model."""
    auto: dict[str, list[Link]] = {name: [] for name in dev.gold}
    for name, lo, features, mask in dev.blocks:
        best = model.block_choice(features, mask)
        auto[name] += [Link(name, lo + r, lo + r - int(k)) for r, k in enumerate(best)]
    return evaluate(dev.gold, auto)


def standardisation(data: Dataset, chunk: int = 2048) -> tuple[np.ndarray, np.ndarray]:
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


def _import_dynet(seed: int, memory_mb: int):
    """Import DyNet with a fixed seed and memory pool (configuration must precede the first import)."""
    import sys
    if "dynet" not in sys.modules:
        import dynet_config
        dynet_config.set(mem=memory_mb, random_seed=seed)
    import dynet
    dynet.reset_random_seed(seed)
    return dynet


class DynetScorer:
    """The scorer's parameters as a DyNet graph builder; `to_numpy` copies them into a `LinkModel`."""

    def __init__(self, dy, n_features: int, hidden: Sequence[int], rng: np.random.Generator) -> None:
        self.dy = dy
        self.collection = dy.ParameterCollection()
        sizes = [n_features, *hidden, 1]
        self.params = []
        for n_in, n_out in zip(sizes[:-1], sizes[1:]):
            bound = math.sqrt(6.0 / (n_in + n_out))
            weight = rng.uniform(-bound, bound, size=(n_out, n_in))
            self.params.append((self.collection.add_parameters((n_out, n_in), init=dy.NumpyInitializer(weight)),
                                self.collection.add_parameters(n_out, init=dy.ConstInitializer(0.0))))

    def scores(self, rows: np.ndarray, dropout: float = 0.0):
        """Expression of shape (1, n) scoring standardised feature rows `(n, F)`."""
        dy = self.dy
        h = dy.inputTensor(np.ascontiguousarray(rows.T, dtype=np.float64))
        for weight, bias in self.params[:-1]:
            pre = dy.colwise_add(weight * h, bias)
            h = dy.cdiv(pre, dy.abs(pre) + 1.0)  # softsign (DyNet's own takes vectors only)
            if dropout > 0:
                h = dy.dropout(h, dropout)
        weight, bias = self.params[-1]
        return dy.colwise_add(weight * h, bias)

    def to_numpy(self, config: ModelConfig, shift: np.ndarray, scale: np.ndarray, record: dict,
                 vectors: WordVectors | None = None) -> LinkModel:
        layers = [(w.as_array().astype(np.float32), b.as_array().astype(np.float32).reshape(-1))
                  for w, b in self.params]
        return LinkModel(config, shift, scale, layers, dict(record), vectors)


def batch_loss(net: DynetScorer, features: np.ndarray, mask: np.ndarray, gold: np.ndarray, dropout: float,
               offset: np.ndarray | None = None):
    """Summed -log P(gold parents) over a minibatch of messages (features already standardised);
    `offset` (n, width), if given, is added to the network's scores (a fixed prior it corrects)."""
    dy = net.dy
    n, width = mask.shape
    flat = net.scores(features.reshape(n * width, -1), dropout)
    scores = dy.reshape(flat, (width, n))
    if offset is not None:
        scores = scores + dy.inputTensor(np.where(mask, offset, 0.0).T)
    penalty_all = dy.inputTensor(np.where(mask, 0.0, DYNET_MASK).T)
    penalty_gold = dy.inputTensor(np.where(gold, 0.0, DYNET_MASK).T)
    return dy.sum_elems(dy.logsumexp_dim(scores + penalty_all, 0) - dy.logsumexp_dim(scores + penalty_gold, 0))


def run_epoch(net: DynetScorer, trainer, data: Dataset, standard: tuple[np.ndarray, np.ndarray],
              config: TrainConfig, rng: np.random.Generator, epoch: int) -> float:
    """One pass over the data in random minibatches; returns the mean loss per message."""
    shift, scale = standard
    order = rng.permutation(len(data.mask))
    total = 0.0
    batches = range(0, len(order), config.batch)
    for start in tqdm(batches, desc=f"epoch {epoch}", unit="batch", disable=None, leave=False):
        rows = np.sort(order[start:start + config.batch])
        net.dy.renew_cg()
        raw = data.rows(rows)
        offset = data.offset(raw) if hasattr(data, "offset") else None
        loss = batch_loss(net, (raw - shift) / scale, data.mask[rows], data.gold[rows], config.dropout, offset)
        total += loss.value()
        loss.backward()
        trainer.update()
    return total / max(len(order), 1)


@dataclass(frozen=True)
class TrainResult:
    """The selected model and what happened on the way."""

    model: LinkModel
    dev: Scores
    history: tuple[dict, ...]
    seconds: float


def corpus_vectors(samples: Sequence[corpus.Sample], tokenizer: ChatTokenizer) -> WordVectors:
    """Word vectors from the raw text of the given samples (all their lines, context included)."""
    words = []
    for sample in tqdm(samples, desc="word vectors", unit="file", disable=None):
        words += message_words(read_log(sample.raw, name=sample.name), tokenizer)
    return train_vectors(words)


def train(config: TrainConfig, data_root=None, vectors: WordVectors | None = None) -> TrainResult:
    """Train on the train split, select the epoch with the best dev link F + exact F (one pass; the second
    pass is `disentangle.train_stacked`)."""
    began = time.perf_counter()
    dy = _import_dynet(config.seed, config.memory_mb)
    tokenizer = ChatTokenizer()
    root = corpus.resolve_data_root(data_root)
    train_samples = corpus.samples("train", root)[:config.max_train_files]
    if vectors is None and config.word_vectors:
        vectors = corpus_vectors(train_samples, tokenizer)
    data = build_dataset(train_samples, tokenizer, config.window, vectors)
    dev = build_devset(corpus.samples("dev", root), tokenizer, config.window, vectors)
    logger.info("training on %d messages (%d skipped: parent out of reach), %d features",
                len(data.mask), data.skipped, N_FEATURES)
    selection = Selection()
    train_first(dy, config, data, dev, vectors, selection, began)
    seconds = time.perf_counter() - began
    model, scores = selection.best
    model.record.update({"history": selection.history, "dev": asdict(scores), "train_seconds": round(seconds, 1)})
    return TrainResult(model, scores, tuple(selection.history), seconds)


def train_first(dy, config: TrainConfig, data: Dataset, dev: DevSet, vectors: WordVectors | None,
                selection: "Selection", began: float) -> None:
    """The first pass's training loop; every epoch's model is offered to `selection`."""
    rng = np.random.default_rng(config.seed)
    shift, scale = standardisation(data)
    net = DynetScorer(dy, N_FEATURES, config.hidden, rng)
    trainer = dy.AdamTrainer(net.collection, alpha=config.learning_rate)
    trainer.set_clip_threshold(config.clip)
    model_config = ModelConfig(hidden=tuple(config.hidden), window=config.window)
    averaged = WeightAverage()
    for epoch in range(1, config.epochs + 1):
        loss = run_epoch(net, trainer, data, (shift, scale), config, rng, epoch)
        trainer.learning_rate *= config.decay
        record = {"train": asdict(config), "epoch": epoch, "train_messages": int(len(data.mask))}
        model = net.to_numpy(model_config, shift, scale, record, vectors)
        selection.offer(model, score_devset(model, dev), {"epoch": epoch, "loss": round(loss, 4)}, began)
        if config.average_from and epoch >= config.average_from:
            average = averaged.add(model, dict(record, averaged_epochs=f"{config.average_from}-{epoch}"))
            if epoch > config.average_from:
                selection.offer(average, score_devset(average, dev), {"epoch": f"avg {config.average_from}-{epoch}"},
                                began)


def selection_score(scores: Scores) -> float:
    """What model selection maximises on dev: link F plus exact-match F (both are targets)."""
    return scores.link_f + scores.exact_f


@dataclass
class Selection:
    """Keeps the best model offered so far, and a line of history per offer."""

    best: tuple[LinkModel, Scores] | None = None
    history: list[dict] = field(default_factory=list)

    def offer(self, model: LinkModel, scores: Scores, facts: dict, began: float) -> None:
        self.history.append({**facts, "link_f": round(scores.link_f, 2), "exact_f": round(scores.exact_f, 2),
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
        layers = [(w.astype(np.float64), b.astype(np.float64)) for w, b in model.layers]
        self.total = layers if self.total is None else [(tw + w, tb + b) for (tw, tb), (w, b) in zip(self.total, layers)]
        self.count += 1
        mean = [((w / self.count).astype(np.float32), (b / self.count).astype(np.float32)) for w, b in self.total]
        return LinkModel(model.config, model.shift, model.scale, mean, record, model.vectors)


def _record(model) -> dict:
    """The training record of a model (of its second pass, for a two-pass model)."""
    return getattr(model, "second", model).record


def _first_pass_card(model) -> dict | None:
    """What the card says about a two-pass model's first pass: settings, selected epoch, dev, history."""
    if not hasattr(model, "first"):
        return None
    record = model.first.record
    return {key: record.get(key) for key in ("train", "epoch", "dev", "history", "train_seconds")}


def write_card(path, results: Sequence[TrainResult], ensemble_dev: Scores | None) -> None:
    """A JSON model card beside the model: settings, dev scores, history, time and machine."""
    card = {
        "model": Path(path).name,
        "members": [{"seed": _record(r.model)["train"]["seed"], "dev": asdict(r.dev), "history": list(r.history),
                     "train_seconds": round(r.seconds, 1), "settings": _record(r.model)["train"],
                     "first_pass": _first_pass_card(r.model)}
                    for r in results],
        "ensemble_dev": asdict(ensemble_dev) if ensemble_dev else None,
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()},
    }
    atomic_write_text(Path(str(path) + ".card.json"), json.dumps(card, indent=1) + "\n")


def train_and_save(seeds: Sequence[int], data_root=None, output=None, **overrides) -> Path:
    """Train one model per seed; save one model, or a vote ensemble of them, plus its card."""
    from .model import DEFAULT_MODEL, VoteEnsemble, save_model
    settings = {k: (tuple(v) if k == "hidden" else v) for k, v in overrides.items() if v is not None}
    first = train(TrainConfig(seed=seeds[0], **settings), data_root)
    vectors = first.model.vectors
    results = [first] + [train(TrainConfig(seed=seed, **settings), data_root, vectors) for seed in seeds[1:]]
    path = Path(output) if output else DEFAULT_MODEL
    ensemble_dev = None
    if len(results) > 1:
        tokenizer = ChatTokenizer()
        dev = build_devset(corpus.samples("dev", corpus.resolve_data_root(data_root)), tokenizer,
                           vectors=vectors)
        ensemble_dev = score_devset(VoteEnsemble([r.model for r in results]), dev)
    save_model(results[0].model if len(results) == 1 else [r.model for r in results], path)
    write_card(path, results, ensemble_dev)
    return path
