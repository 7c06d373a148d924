"""Training the second pass (`disentangle.linking.second_pass`): out-of-fold first passes, re-ranking rows, the loop.

The train split is cut into `folds` groups of files; a first-pass model trained on the other groups scores
each group, so every train file gets first-pass scores from a model that never saw it (what the second
pass will meet on new logs). From those scores come the first pass's forest and, for every annotated
message, its `top_k` candidates with their full rows and `STACK_FEATURES`. A second network is trained on
them with the same loss as the first (DyNet; `disentangle.training.first_pass`), its epoch selected on dev, where the
first pass is the full first-pass model.
"""
from __future__ import annotations

import logging
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Sequence

import numpy as np
from tqdm import tqdm

from disentangle.corpus import samples as corpus
from disentangle.features.pairs import N_FEATURES, PreparedLog, block_ranges, iter_blocks, pair_block, prepare
from disentangle.linking.links import Link, read_annotation
from disentangle.linking.model import LinkModel
from disentangle.linking.model_file import ModelError, load_model
from disentangle.linking.second_pass import (
    STACKED_LAYOUT,
    StackedModel,
    prior,
    second_rows,
    second_scores,
    shortlist,
    structure,
)
from disentangle.logs.files import read_log
from disentangle.metrics import Scores, evaluate
from disentangle.settings import SHARED_IRCLOGS
from disentangle.training.epoch_selection import Selection, TrainResult
from disentangle.training.first_pass import (
    TrainConfig,
    TrainingRun,
    epoch_models,
    save_trained,
    selected,
    start_run,
    train_first,
    train_settings,
)
from disentangle.training.pseudo import PseudoLog, PseudoSettings, pseudo_links, unlabeled_days
from disentangle.training.rows import MIN_SCALE, Dataset, DatasetBuilder, TokenInit, score_devset, standardisation

logger = logging.getLogger(__name__)

SECOND_SEED = 1000   # offset of the second stage's random seeds from the run's seed
N_STACKED = STACKED_LAYOUT.width


@dataclass
class LogItem:
    """One corpus file ready for both passes: prepared facts, the first annotated line, gold parents."""

    name: str
    prepared: PreparedLog
    start: int
    parents: dict[int, list[int]]
    gold: list[Link] = field(default_factory=list)


@dataclass
class RowSet:
    """Precomputed rows `(n, k, F)` with mask and gold, duck-typed like `trainset.Dataset` for `run_epoch`."""

    full: np.ndarray
    mask: np.ndarray
    gold: np.ndarray
    residual: bool = False

    def __len__(self) -> int:
        return len(self.mask)

    def offset(self, rows: np.ndarray) -> np.ndarray | None:
        """The fixed scores the network corrects: the first pass's log probabilities, if residual."""
        return prior(rows) if self.residual else None

    def rows(self, index: np.ndarray) -> np.ndarray:
        return self.full[index]


def first_scores(model: LinkModel, item: LogItem) -> tuple[int, np.ndarray]:
    """First-pass scores `(lines, window + 1)` of lines [base, n), base = `window` lines before the start."""
    window = model.config.window
    base = max(item.start - window, 0)
    parts = model.line_parts(item.prepared)
    out = [model.pair_scores(parts, block) for block in iter_blocks(item.prepared, base, None, window)]
    return base, np.concatenate(out) if out else np.zeros((0, window + 1), np.float32)


def forest_from_scores(item: LogItem, base: int, scores: np.ndarray):
    parent = np.arange(item.prepared.n)
    parent[base:base + len(scores)] = base + np.arange(len(scores)) - scores.argmax(axis=1)
    return structure(item.prepared, parent)


def second_blocks(item: LogItem, base: int, scores: np.ndarray, k: int, window: int):
    """(lo, rows, offsets, mask) per block of the annotated range."""
    forest = forest_from_scores(item, base, scores)
    n = item.prepared.n
    for lo, hi in block_ranges(item.start, n):
        sl = shortlist(pair_block(item.prepared, lo, hi, window), scores[lo - base:hi - base], k)
        yield lo, second_rows(item.prepared, forest, sl, window), sl.offsets, sl.mask


def second_rowset(items: Sequence[LogItem], first: Sequence[tuple[int, np.ndarray]], k: int,
                  window: int) -> tuple[RowSet, int]:
    """Training rows of every annotated message whose gold parent is among its k candidates."""
    parts: dict[str, list] = {"full": [], "mask": [], "gold": []}
    missed = 0
    for item, (base, scores) in tqdm(list(zip(items, first)), desc="second-pass rows", unit="file", disable=None):
        for lo, rows, offsets, mask in second_blocks(item, base, scores, k, window):
            line = lo + np.arange(len(offsets))
            gold = np.zeros(mask.shape, bool)
            annotated = np.zeros(len(line), bool)
            for r, i in enumerate(line.tolist()):
                if i in item.parents:
                    annotated[r] = True
                    gold[r] = np.isin(i - offsets[r], item.parents[i])
            gold &= mask
            keep = annotated & gold.any(axis=1)
            missed += int(annotated.sum() - keep.sum())
            for key, value in (("full", rows), ("mask", mask), ("gold", gold)):
                parts[key].append(value[keep])
    full, mask, gold = (np.concatenate(parts[key]) for key in ("full", "mask", "gold"))
    return RowSet(full, mask, gold), missed


def rowset_standardisation(data: RowSet) -> tuple[np.ndarray, np.ndarray]:
    rows = data.full[data.mask].astype(np.float64)
    return rows.mean(axis=0).astype(np.float32), np.maximum(rows.std(axis=0), MIN_SCALE).astype(np.float32)


def second_links(second: LinkModel, items: Sequence[LogItem], first: Sequence[tuple[int, np.ndarray]],
                 k: int, window: int, residual: bool = False) -> dict[str, list[Link]]:
    """Links chosen by the second pass for the annotated range of each item."""
    auto: dict[str, list[Link]] = {}
    for item, (base, scores) in zip(items, first):
        links = auto.setdefault(item.name, [])
        for lo, rows, offsets, mask in second_blocks(item, base, scores, k, window):
            best = offsets[np.arange(len(offsets)), second_scores(second, rows, mask, residual).argmax(axis=1)]
            links += [Link(item.name, lo + r, lo + r - int(o)) for r, o in enumerate(best)]
    return auto


def first_links(items: Sequence[LogItem], first: Sequence[tuple[int, np.ndarray]]) -> dict[str, list[Link]]:
    auto = {}
    for item, (base, scores) in zip(items, first):
        best = scores.argmax(axis=1)
        auto[item.name] = [Link(item.name, base + r, base + r - int(o)) for r, o in enumerate(best)
                           if base + r >= item.start]
    return auto


def score_links(items: Sequence[LogItem], auto: dict[str, list[Link]]) -> Scores:
    return evaluate({item.name: item.gold for item in items}, auto)


def load_items(samples, tokenizer, vectors) -> list[LogItem]:
    """Read, prepare and attach gold to corpus samples."""
    items = []
    for sample in tqdm(samples, desc="prepare", unit="file", disable=None):
        log = read_log(sample.raw, name=sample.name)
        parents = corpus.gold_parents(sample.annotation)
        items.append(LogItem(sample.name, prepare(log, tokenizer, vectors), min(parents, default=len(log)),
                             parents, read_annotation(sample.annotation, sample.name)))
    return items


def first_dataset(items: Sequence[LogItem], window: int, tokens: TokenInit | None = None):
    """The first pass's `trainset.Dataset` over prepared items (with each line's token ids, given a token
    encoder's start `tokens`), and the item index of every message."""
    builder = DatasetBuilder(tokens=tokens)
    owner = [np.full(builder.add(item.prepared, item.start, item.parents, window), number)
             for number, item in enumerate(items)]
    return builder.dataset(), np.concatenate(owner)


def subset(data, index: np.ndarray):
    return Dataset(data.pair[index], data.mask[index], data.gold[index], data.message[index], data.parent[index],
                   data.side, data.lines, data.skipped, data.tokens)


def fold_record(epoch: int) -> dict:
    """The record of a fold's first-pass model (never saved: it only scores its held-out files)."""
    return {"epoch": epoch}


def out_of_fold_scores(dy, config, items: Sequence[LogItem], data, owner: np.ndarray,
                       rng: np.random.Generator) -> list[tuple[int, np.ndarray]]:
    """First-pass scores of every train item from a model trained on the other folds (files k mod folds)."""
    fold_of = np.arange(len(items)) % config.folds
    scores: list = [None] * len(items)
    for fold in range(config.folds):
        held_out = np.nonzero(fold_of == fold)[0]
        logger.info("first pass for fold %d/%d (%d files held out)", fold + 1, config.folds, len(held_out))
        fold_data = subset(data, np.nonzero(fold_of[owner] != fold)[0])
        for _, model, _ in epoch_models(dy, config, fold_data, standardisation(fold_data), rng, N_FEATURES,
                                        config.fold_epochs, fold_record):
            pass   # the last epoch's model scores the held-out files
        for n in held_out:
            scores[n] = first_scores(model, items[int(n)])
    return scores


def train_second(dy, config, first: LinkModel, items: Sequence[LogItem], data, owner: np.ndarray,
                 dev_items: Sequence[LogItem], selection: Selection[StackedModel]) -> None:
    """Train the second pass over `first`; each epoch's `StackedModel` is offered to `selection` (dev).
    Its random streams are seeded afresh, so a loaded first pass gives the same result as a trained one."""
    began = time.perf_counter()
    dy.reset_random_seed(config.seed + SECOND_SEED)
    rng = np.random.default_rng([config.seed, SECOND_SEED])
    if config.folds >= 2:
        oof = out_of_fold_scores(dy, config, items, data, owner, rng)
    else:  # in-sample: the first pass scores the files it was trained on (measured as good as 2 folds)
        oof = [first_scores(first, item) for item in items]
    rows, missed = second_rowset(items, oof, config.top_k, config.window)
    rows.residual = config.residual
    logger.info("second pass: %d messages (%d with no gold parent among the top %d)", len(rows), missed,
                config.top_k)
    dev_first = [first_scores(first, item) for item in dev_items]

    def record(epoch: int) -> dict:
        return {"second_epoch": epoch, "second_train_messages": len(rows), "train": asdict(config)}

    second_config = replace(config, hidden=tuple(config.second_hidden))
    for epoch, model, loss in epoch_models(dy, second_config, rows, rowset_standardisation(rows), rng, N_STACKED,
                                           config.second_epochs, record):
        scores = score_links(dev_items, second_links(model, dev_items, dev_first, config.top_k, config.window,
                                                     config.residual))
        selection.offer(StackedModel(first, model, config.top_k, config.residual), scores,
                        {"second_epoch": epoch, "loss": round(loss, 4)}, began)


VECTOR_TOLERANCE = 2e-3  # a loaded model's float16 word vectors against freshly trained float32 ones


def _loaded_first(path: str, vectors) -> LinkModel:
    """A first pass given to `--first-model` (instead of training one), with the full-precision word vectors
    it was trained with (model files keep float16); refused when they are not this corpus's vectors."""
    model = load_model(path)
    if not isinstance(model, LinkModel):
        raise ModelError(f"{path}: a first pass must be a single one-pass model")
    if model.vectors is None or vectors is None:
        same = model.vectors is None and vectors is None
    else:
        same = (model.vectors.words == vectors.words
                and np.allclose(model.vectors.matrix, vectors.matrix, atol=VECTOR_TOLERANCE))
    if not same:
        raise ModelError(f"{path}: its word vectors are not the ones this corpus gives; train the first pass again")
    return LinkModel(model.config, model.shift, model.scale, model.layers, model.record, vectors, model.text)


def with_pseudo_links(config: TrainConfig, run: TrainingRun, items: list[LogItem]) -> list[LogItem]:
    """The train items with the pseudo-links of `config.self_train`'s model (`disentangle.training.pseudo`):
    a train file's unannotated lines join its parents (gold kept as is), each whole day becomes an item."""
    labeler = load_model(config.self_train)
    days = unlabeled_days(Path(config.unlabeled) if config.unlabeled else SHARED_IRCLOGS,
                          [sample.name for sample in corpus.samples("dev", run.root)])
    gold_messages = sum(len(item.parents) for item in items)
    settings = PseudoSettings(config.pseudo_precision, config.pseudo_share, config.seed)
    logs = pseudo_links(labeler, run.train_samples, days, gold_messages, settings, run.tokenizer)
    return merge_pseudo(items, logs, run.tokenizer, run.vectors)


def merge_pseudo(items: Sequence[LogItem], logs: Sequence[PseudoLog], tokenizer, vectors) -> list[LogItem]:
    """Train items with pseudo-links: a train file's join its gold parents (gold wins on a shared line, the
    first line to learn from moves up), an unannotated day's `PseudoLog` becomes an item of its own."""
    by_name = {item.name: number for number, item in enumerate(items)}
    merged = list(items)
    for pseudo in logs:
        if not pseudo.parents:
            continue
        if pseudo.log is None:
            item = merged[by_name[pseudo.name]]
            parents = {**pseudo.parents, **item.parents}
            merged[by_name[pseudo.name]] = replace(item, parents=parents, start=min(parents))
        else:
            merged.append(LogItem(pseudo.name, prepare(pseudo.log, tokenizer, vectors), min(pseudo.parents),
                                  pseudo.parents))
    return merged


def train_two_pass(config: TrainConfig, data_root=None) -> TrainResult[StackedModel]:
    """The first pass (trained, or loaded from `config.first_model`), then the second pass over it; the
    best epoch of each on dev. Returns an `epoch_selection.TrainResult` holding a `StackedModel`."""
    run = start_run(config, data_root)
    items = load_items(run.train_samples, run.tokenizer, run.vectors)
    if config.self_train:
        items = with_pseudo_links(config, run, items)
    data, owner = first_dataset(items, config.window, run.tokens)
    selection: Selection[LinkModel] = Selection()
    if config.first_model:
        first = _loaded_first(config.first_model, run.vectors)
        selection.offer(first, score_devset(first, run.dev), {"epoch": first.record.get("epoch"), "loaded": True},
                        run.began)
    else:
        train_first(run.dy, config, data, run.dev, run.vectors, selection, run.began, run.tokens)
    first_model = selected(selection, run.began).model   # its record tells the model card about the first pass
    dev_items = load_items(corpus.samples("dev", run.root), run.tokenizer, run.vectors)
    second_selection: Selection[StackedModel] = Selection(history=list(selection.history))
    train_second(run.dy, config, first_model, items, data, owner, dev_items, second_selection)
    return selected(second_selection, run.began)


def train_and_save_two_pass(seed: int, data_root=None, output=None, **overrides) -> Path:
    """Train a two-pass model for one seed and save it with its card (`make train`)."""
    result = train_two_pass(TrainConfig(seed=seed, second_pass=True, **train_settings(overrides)), data_root)
    return save_trained(result.model, [result], output)
