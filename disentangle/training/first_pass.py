"""The DyNet trainer of the link model: the network, the loss, the loop, a run per seed.

This is the only module that imports DyNet (`dynet38` on PyPI); the rows it learns from come from
`disentangle.training.rows`. Training minimises the negative log of the softmax probability mass on the gold
parents (a message may have several), with Adam, gradient clipping, learning-rate decay and dropout, one
minibatch of messages per computation graph. After each epoch the weights are copied into a numpy
`LinkModel` and offered to `disentangle.training.epoch_selection` (scored on dev; the best epoch by link F + exact F is
kept). A seed fixes DyNet's and numpy's random streams, so runs repeat. The two-pass training is
`disentangle.training.second_pass`, built on this module's run set-up (`start_run`), epoch loop
(`epoch_models`), result (`selected`) and saving (`save_trained`); the card beside the saved model is
`disentangle.training.card`.
"""
from __future__ import annotations

import logging
import math
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import numpy as np
from tqdm import tqdm

from disentangle.corpus import samples as corpus
from disentangle.features.pairs import N_FEATURES, WINDOW
from disentangle.features.vectors import WordVectors
from disentangle.linking.model import LinkModel, ModelConfig, VoteEnsemble
from disentangle.linking.model_file import DEFAULT_MODEL, save_model
from disentangle.linking.text_encoder import NORM_EPSILON, PADDING, TextEncoder
from disentangle.logs.tokens import ChatTokenizer, chat_tokenizer
from disentangle.metrics import Scores
from disentangle.settings import PSEUDO_PRECISION, PSEUDO_SHARE
from disentangle.training.card import write_card
from disentangle.training.epoch_selection import Selection, Trained, TrainResult, WeightAverage, with_outcome
from disentangle.training.rows import (
    Dataset,
    DevSet,
    TextBatch,
    TokenInit,
    build_dataset,
    build_devset,
    corpus_vectors,
    score_devset,
    standardisation,
    train_words,
)

logger = logging.getLogger(__name__)

DYNET_MASK = -1e4   # added to masked candidates' scores in the graph (exp underflows to 0)
LAYER_SIZES = ("hidden", "second_hidden")   # the `TrainConfig` fields that are tuples of layer sizes


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
    vector_source: str = "ppmi"  # those word vectors: PPMI-SVD on train, or "wordllama" (training.pretrained)
    token_dims: int = 0         # a trainable token encoder of this width, from WordLlama (0: none)
    token_projection: int = 16  # the token encoder's projection compared pair by pair
    token_rate: float = 0.1     # the token table's learning rate relative to the network's
    average_from: int = 0       # also try the mean of the weights of epochs average_from..n (0: never)
    memory_mb: int = 1024
    second_pass: bool = False   # add a second pass over the first's structure (disentangle.linking.second_pass)
    folds: int = 0              # second pass: out-of-fold first passes on train (< 2: in-sample scores)
    fold_epochs: int = 4        # second pass: epochs of each fold's first-pass model
    second_epochs: int = 6
    second_hidden: tuple[int, ...] = (128, 64)
    top_k: int = 10             # second pass: candidates re-ranked per message
    residual: bool = False      # second pass: its scores correct the first pass's log probabilities
    first_model: str | None = None  # second pass: use this trained first pass instead of training one
    self_train: str | None = None   # two passes: a model file that pseudo-labels unannotated lines (training.pseudo)
    pseudo_precision: float = PSEUDO_PRECISION   # self-training: kept pseudo-links' precision on train's annotated lines
    pseudo_share: float = PSEUDO_SHARE       # self-training: pseudo-labelled messages at most this x the gold ones
    unlabeled: str | None = None    # self-training: an irclogs tree of whole days to pseudo-label as well


def _import_dynet(seed: int, memory_mb: int):
    """Import DyNet with a fixed seed and memory pool (configuration must precede the first import)."""
    import sys
    if "dynet" not in sys.modules:
        import dynet_config
        dynet_config.set(mem=memory_mb, random_seed=seed)
    import dynet
    dynet.reset_random_seed(seed)
    return dynet


def glorot(rng: np.random.Generator, n_out: int, n_in: int) -> np.ndarray:
    """A uniform Glorot draw `(n_out, n_in)`."""
    bound = math.sqrt(6.0 / (n_in + n_out))
    return rng.uniform(-bound, bound, size=(n_out, n_in))


class DynetText:
    """The token encoder (`disentangle.linking.text_encoder`) as DyNet parameters: the word table (lookup
    parameters, row 0 padding) in a collection of its own, so that its trainer moves it `init.rate` times
    as fast as the rest (it is large and fits train alone quickly), the projection and the first layer's
    weights of the comparison."""

    def __init__(self, dy, collection, init: TokenInit, first_hidden: int, rng: np.random.Generator) -> None:
        self.dy, self.init = dy, init
        dims = init.table.shape[1]
        self.table_collection = dy.ParameterCollection()
        self.table = self.table_collection.lookup_parameters_from_numpy(
            np.vstack([np.zeros((1, dims)), init.table]).astype(np.float64))
        self.projection = collection.add_parameters(
            (init.projection, dims), init=dy.NumpyInitializer(glorot(rng, init.projection, dims)))
        width = 2 * init.projection + 1
        self.weight = collection.add_parameters((first_hidden, width),
                                                init=dy.NumpyInitializer(glorot(rng, first_hidden, width)))

    def pooled(self, batch: TextBatch):
        """Expression `(dims, lines)`: the mean table row of each line of the batch (bucket by bucket, the
        padding row summed with the words: it is kept at zero, `keep_padding_zero`)."""
        dy = self.dy
        dims = self.init.table.shape[1]
        columns, counts = [], []
        for ids, weights in batch.buckets:
            lines, slots = ids.shape
            rows = dy.reshape(dy.lookup_batch(self.table, ids.ravel().tolist()), (dims, slots), batch_size=lines)
            columns.append(dy.reshape(dy.sum_dim(rows, [1]), (dims, lines), batch_size=1))
            counts.append(weights.max(axis=1))
        summed = dy.concatenate_cols(columns) if len(columns) > 1 else columns[0]
        return dy.cmult(summed, dy.inputTensor(np.concatenate(counts)[None, :].astype(np.float64)))

    def keep_padding_zero(self) -> None:
        """Row 0 (padding) back to zero after an update (its gradient is not zero: it is summed, see `pooled`)."""
        self.table.init_row(PADDING, [0.0] * self.init.table.shape[1])

    def first_layer(self, batch: TextBatch):
        """Expression `(hidden[0], pairs)`: the comparison's term of the first layer for every pair (each
        line's unit row and projection stacked, so a pair gathers its two lines once each)."""
        dy = self.dy
        pooled = self.pooled(batch)
        lines, dims, project = sum(len(ids) for ids, _ in batch.buckets), self.init.table.shape[1], self.init.projection
        norms = dy.sqrt(dy.reshape(dy.sum_dim(dy.square(pooled), [0]), (1, lines)) + NORM_EPSILON)
        stacked = dy.concatenate([dy.cdiv(pooled, norms), self.projection * pooled])   # (dims + project, lines)
        width = len(batch.candidate) // len(batch.message)
        message = dy.select_cols(stacked, np.repeat(batch.message, width).tolist())
        candidate = dy.select_cols(stacked, batch.candidate.tolist())
        product = dy.cmult(message, candidate)
        cosine = dy.reshape(dy.sum_dim(dy.pick_range(product, 0, dims), [0]), (1, len(batch.candidate)))
        difference = dy.abs(dy.pick_range(message, dims, dims + project) - dy.pick_range(candidate, dims, dims + project))
        return self.weight * dy.concatenate([cosine, dy.pick_range(product, dims, dims + project), difference])

    def to_numpy(self) -> TextEncoder:
        return TextEncoder(self.init.words, self.table.as_array().astype(np.float32),
                           self.projection.as_array().astype(np.float32), self.weight.as_array().astype(np.float32),
                           self.init.max_tokens)


class Trainers:
    """Adam over the network's parameters and, with a token encoder, a second Adam over its table at
    `rate` times the learning rate; updated and decayed together."""

    def __init__(self, dy, net: "DynetScorer", config: "TrainConfig") -> None:
        self.text = net.text
        self.all = [dy.AdamTrainer(net.collection, alpha=config.learning_rate)]
        if net.text is not None:
            self.all.append(dy.AdamTrainer(net.text.table_collection, alpha=config.learning_rate * net.text.init.rate))
        for trainer in self.all:
            trainer.set_clip_threshold(config.clip)

    def update(self) -> None:
        for trainer in self.all:
            trainer.update()
        if self.text is not None:
            self.text.keep_padding_zero()

    def decay(self, factor: float) -> None:
        for trainer in self.all:
            trainer.learning_rate *= factor


class DynetScorer:
    """The scorer's parameters as a DyNet graph builder; `to_numpy` copies them into a `LinkModel`."""

    def __init__(self, dy, n_features: int, hidden: Sequence[int], rng: np.random.Generator,
                 tokens: TokenInit | None = None, start: LinkModel | None = None) -> None:
        """A new network (Glorot weights, zero biases), or one starting from `start`'s weights (fine-tuning:
        `disentangle.training.adapt`; its layer sizes must be `hidden`)."""
        self.dy = dy
        self.collection = dy.ParameterCollection()
        sizes = [n_features, *hidden, 1]
        if start is not None and [w.shape for w, _ in start.layers] != list(zip(sizes[1:], sizes[:-1])):
            raise ValueError(f"the starting model's layers do not fit a network of sizes {sizes}")
        self.params = []
        for k, (n_in, n_out) in enumerate(zip(sizes[:-1], sizes[1:])):
            weight = glorot(rng, n_out, n_in) if start is None else start.layers[k][0].astype(np.float64)
            bias = (dy.ConstInitializer(0.0) if start is None
                    else dy.NumpyInitializer(start.layers[k][1].astype(np.float64)))
            self.params.append((self.collection.add_parameters((n_out, n_in), init=dy.NumpyInitializer(weight)),
                                self.collection.add_parameters(n_out, init=bias)))
        self.text = DynetText(dy, self.collection, tokens, sizes[1], rng) if tokens is not None else None

    def scores(self, rows: np.ndarray, dropout: float = 0.0, text: TextBatch | None = None):
        """Expression of shape (1, n) scoring standardised feature rows `(n, F)` (and, with a token
        encoder, the pairs of lines `text` names)."""
        dy = self.dy
        h = dy.inputTensor(np.ascontiguousarray(rows.T, dtype=np.float64))
        for n, (weight, bias) in enumerate(self.params[:-1]):
            pre = dy.colwise_add(weight * h, bias)
            if n == 0 and self.text is not None:
                if text is None:
                    raise ValueError("a network with a token encoder scores rows with their pairs' TextBatch")
                pre = pre + self.text.first_layer(text)
            h = dy.cdiv(pre, dy.abs(pre) + 1.0)  # softsign (DyNet's own takes vectors only)
            if dropout > 0:
                h = dy.dropout(h, dropout)
        weight, bias = self.params[-1]
        return dy.colwise_add(weight * h, bias)

    def to_numpy(self, config: ModelConfig, shift: np.ndarray, scale: np.ndarray, record: dict,
                 vectors: WordVectors | None = None) -> LinkModel:
        """The current weights as a numpy `LinkModel` with the given standardisation, record and vectors."""
        layers = [(w.as_array().astype(np.float32), b.as_array().astype(np.float32).reshape(-1))
                  for w, b in self.params]
        text = self.text.to_numpy() if self.text is not None else None
        return LinkModel(config, shift, scale, layers, dict(record), vectors, text)


def batch_loss(net: DynetScorer, features: np.ndarray, mask: np.ndarray, gold: np.ndarray, dropout: float,
               offset: np.ndarray | None = None, text: TextBatch | None = None):
    """Summed -log P(gold parents) over a minibatch of messages (features already standardised);
    `offset` (n, width), if given, is added to the network's scores (a fixed prior it corrects); `text`
    the token encoder's inputs."""
    dy = net.dy
    n, width = mask.shape
    flat = net.scores(features.reshape(n * width, -1), dropout, text)
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
        text = data.text_batch(rows) if net.text is not None else None
        loss = batch_loss(net, (raw - shift) / scale, data.mask[rows], data.gold[rows], config.dropout, offset, text)
        total += loss.value()
        loss.backward()
        trainer.update()
    return total / max(len(order), 1)


@dataclass(frozen=True)
class TrainingRun:
    """What every training run sets up before its loops: DyNet (seeded), the tokenizer, the corpus' train
    samples and their word vectors, the dev set each epoch is scored on, and when the run began."""

    dy: Any
    began: float
    tokenizer: ChatTokenizer
    root: Path
    train_samples: list[corpus.Sample]
    vectors: WordVectors | None
    dev: DevSet
    tokens: TokenInit | None = None   # the token encoder's starting point (`config.token_dims`)


def start_run(config: TrainConfig, data_root=None, vectors: WordVectors | None = None,
              tokenizer: ChatTokenizer | None = None) -> TrainingRun:
    """Set up a run: DyNet, the train samples (at most `config.max_train_files`), word vectors (given, or
    trained on the train split's text if `config.word_vectors`), the dev set."""
    began = time.perf_counter()
    dy = _import_dynet(config.seed, config.memory_mb)
    tokenizer = chat_tokenizer(tokenizer)
    root = corpus.resolve_data_root(data_root)
    train_samples = corpus.samples("train", root)[:config.max_train_files]
    needs_words = (vectors is None and config.word_vectors) or config.token_dims > 0
    words = train_words(train_samples, tokenizer) if needs_words else None
    if vectors is None and config.word_vectors:
        vectors = corpus_vectors(train_samples, tokenizer, config.vector_source, words)
    tokens = None
    if config.token_dims > 0:
        from disentangle.training.pretrained import wordllama_table
        assert words is not None  # needs_words holds with a token encoder
        tokens = TokenInit(*wordllama_table(words, config.token_dims), config.token_projection,
                           rate=config.token_rate)
    dev = build_devset(corpus.samples("dev", root), tokenizer, config.window, vectors)
    return TrainingRun(dy, began, tokenizer, root, train_samples, vectors, dev, tokens)


def selected(selection: Selection[Trained], began: float) -> TrainResult[Trained]:
    """The best model offered to `selection`, as a copy whose training record (a two-pass model's: the second
    pass's) holds the history, dev scores and time of the run (for the model file and its card)."""
    seconds = time.perf_counter() - began
    if selection.best is None:
        raise ValueError("no model was offered to the selection (no epoch ran)")
    model, scores = selection.best
    history = tuple(selection.history)
    return TrainResult(with_outcome(model, history, scores, seconds), scores, history, seconds)


def train(config: TrainConfig, data_root=None, vectors: WordVectors | None = None,
          tokenizer: ChatTokenizer | None = None) -> TrainResult[LinkModel]:
    """Train on the train split, select the epoch with the best dev link F + exact F (one pass; the second
    pass is `disentangle.training.second_pass`)."""
    run = start_run(config, data_root, vectors, tokenizer)
    data = build_dataset(run.train_samples, run.tokenizer, config.window, run.vectors, run.tokens)
    logger.info("training on %d messages (%d skipped: parent out of reach), %d features",
                len(data.mask), data.skipped, N_FEATURES)
    selection: Selection[LinkModel] = Selection()
    train_first(run.dy, config, data, run.dev, run.vectors, selection, run.began, run.tokens)
    return selected(selection, run.began)


def epoch_models(dy, config: TrainConfig, data, standard: tuple[np.ndarray, np.ndarray], rng: np.random.Generator,
                 n_features: int, epochs: int, record: Callable[[int], dict],
                 vectors: WordVectors | None = None, tokens: TokenInit | None = None,
                 start: LinkModel | None = None) -> Iterator[tuple[int, LinkModel, float]]:
    """Train a new scorer of `n_features` on `data` (a `rows.Dataset`, or any object with its `rows`, `mask`
    and `gold`) standardised by `standard` (shift, scale), with `config`'s network, optimiser and
    dropout; after each of `epochs` epochs, yield its number, the weights as a numpy `LinkModel` carrying
    `record(epoch)` and `vectors`, and the mean loss. With `tokens`, the first layer also sees a trainable
    token encoder of the pairs' texts (`data` then has each line's token ids). With `start`, the network
    begins from that model's weights (fine-tuning) instead of random ones."""
    shift, scale = standard
    net = DynetScorer(dy, n_features, config.hidden, rng, tokens, start)
    trainer = Trainers(dy, net, config)
    model_config = ModelConfig(hidden=tuple(config.hidden), window=config.window)
    for epoch in range(1, epochs + 1):
        loss = run_epoch(net, trainer, data, (shift, scale), config, rng, epoch)
        trainer.decay(config.decay)
        yield epoch, net.to_numpy(model_config, shift, scale, record(epoch), vectors), loss


def train_first(dy, config: TrainConfig, data: Dataset, dev: DevSet, vectors: WordVectors | None,
                selection: Selection[LinkModel], began: float, tokens: TokenInit | None = None) -> None:
    """The first pass's training loop; every epoch's model (and, from `config.average_from`, the mean of
    the weights so far) is offered to `selection`."""
    rng = np.random.default_rng(config.seed)

    def record(epoch: int) -> dict:
        return {"train": asdict(config), "epoch": epoch, "train_messages": int(len(data.mask))}

    averaged = WeightAverage()
    for epoch, model, loss in epoch_models(dy, config, data, standardisation(data), rng, N_FEATURES, config.epochs,
                                           record, vectors, tokens):
        selection.offer(model, score_devset(model, dev), {"epoch": epoch, "loss": round(loss, 4)}, began)
        if config.average_from and epoch >= config.average_from:
            average = averaged.add(model, dict(model.record, averaged_epochs=f"{config.average_from}-{epoch}"))
            if epoch > config.average_from:
                selection.offer(average, score_devset(average, dev), {"epoch": f"avg {config.average_from}-{epoch}"},
                                began)


def train_settings(overrides: dict) -> dict:
    """`TrainConfig` fields from keyword options: None keeps the default, layer sizes become tuples."""
    return {k: (tuple(v) if k in LAYER_SIZES else v) for k, v in overrides.items() if v is not None}


def save_trained(model, results: Sequence[TrainResult], output=None, ensemble_dev: Scores | None = None) -> Path:
    """Save a trained model (default: over the shipped model) and its card beside it; the path written."""
    path = Path(output) if output else DEFAULT_MODEL
    save_model(model, path)
    write_card(path, results, ensemble_dev)
    return path


def train_and_save(seeds: Sequence[int], data_root=None, output=None, **overrides) -> Path:
    """Train one model per seed; save one model, or a vote ensemble of them, plus its card."""
    settings = train_settings(overrides)
    tokenizer = chat_tokenizer()  # one for every seed and the ensemble's dev score
    first = train(TrainConfig(seed=seeds[0], **settings), data_root, tokenizer=tokenizer)
    vectors = first.model.vectors
    results = [first] + [train(TrainConfig(seed=seed, **settings), data_root, vectors, tokenizer)
                         for seed in seeds[1:]]
    if len(results) == 1:
        return save_trained(first.model, results, output)
    dev = build_devset(corpus.samples("dev", corpus.resolve_data_root(data_root)), tokenizer, vectors=vectors)
    ensemble_dev = score_devset(VoteEnsemble([r.model for r in results]), dev)
    return save_trained([r.model for r in results], results, output, ensemble_dev)
