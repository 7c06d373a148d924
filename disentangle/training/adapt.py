"""Adapting a two-pass model to a new community (`disentangle adapt`): fine-tune its second pass on their files.

The user brings a few hundred annotated messages (`disentangle.training.adapt_files`) and no dev split.
The starting model's first pass is kept as it is (it shortlists each message's 10 likeliest parents and
gives the conversations the second pass reads); its second pass, which makes the final choice from the full
feature rows, is trained further from its own weights and standardisation on the user's messages mixed
with messages of the #ubuntu train split (`mix` of them per user message, so #ubuntu is not forgotten).
How many epochs (0: keep the model as it is) and which mix are chosen by cross-validation on the user's
messages: they are cut into `folds` consecutive parts, each scored by a model fine-tuned on the others
(every line of the logs stays available as context), and the choice with the best pooled link F + exact
F wins among those whose models lose at most `ubuntu_tolerance` link F on a few other #ubuntu train files
never mixed in (the forgetting check). The final model is fine-tuned on all of them. The trainer (`fine_tune`) is apart from the rows it
learns from (`FileRows`) and the settings are an `AdaptConfig`; `adapt_and_save` writes the model and
its card (`write_adapt_card`; `disentangle.training.card` gives the machine).
"""
from __future__ import annotations

import json
import logging
import math
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Iterator, Sequence

import numpy as np

from disentangle.atomic import atomic_write_text
from disentangle.corpus import samples as corpus
from disentangle.features.pairs import prepare
from disentangle.linking.links import Link
from disentangle.linking.model import LinkModel
from disentangle.linking.model_file import DEFAULT_MODEL, ModelError, load_model, save_model
from disentangle.linking.second_pass import STACKED_LAYOUT, StackedModel, second_scores
from disentangle.logs.formats import AUTO
from disentangle.logs.tokens import ChatTokenizer, chat_tokenizer
from disentangle.metrics import Scores, evaluate
from disentangle.training.adapt_files import AdaptFile, read_adapt_files
from disentangle.training.card import machine
from disentangle.training.epoch_selection import selection_score
from disentangle.training.first_pass import TrainConfig, _import_dynet, epoch_models
from disentangle.training.second_pass import LogItem, RowSet, first_scores, load_items, second_blocks

logger = logging.getLogger(__name__)

ADAPT_SEED = 2000   # offset of adaptation's random streams from its seed
STARTING_RECORD = ("train", "second_epoch", "dev")   # what an adapted model's record keeps of its start's


@dataclass(frozen=True)
class AdaptConfig:
    """Everything that decides an adaptation run (the grid cross-validation searches, and the optimiser)."""

    folds: int = 3                       # consecutive parts of the user's messages for cross-validation
    max_epochs: int = 8                  # epochs tried: 0 (the starting model) .. max_epochs
    mixes: tuple[float, ...] = (1.0, 3.0)   # #ubuntu train messages mixed in per user message, tried
    learning_rate: float = 2e-4          # Adam's, from the trained weights (training from scratch: 1e-3)
    decay: float = 0.8                   # learning rate multiplier after each epoch
    batch: int = 32
    dropout: float = 0.1
    clip: float = 5.0
    seed: int = 0
    ubuntu_files: int = 12               # #ubuntu train files whose messages are mixed in (seeded choice)
    check_files: int = 3                 # other #ubuntu train files, never mixed in: the forgetting check
    ubuntu_tolerance: float = 0.5        # the most #ubuntu link F (points, on the check files) a choice may lose
    memory_mb: int = 512
    log_format: str = AUTO               # the layout of the user's logs (detected by default)

    @property
    def min_messages(self) -> int:
        """The fewest annotated messages cross-validation can work with (a few per part)."""
        return MIN_MESSAGES_PER_FOLD * self.folds


MIN_MESSAGES_PER_FOLD = 10


@dataclass(frozen=True)
class FileRows:
    """Second-pass rows of every line of one file from its first annotated message: rows `(n, k, F)`,
    candidate offsets, mask and gold `(n, k)`, each row's line number, whether it is annotated, and the
    file's gold links."""

    name: str
    full: np.ndarray
    offsets: np.ndarray
    mask: np.ndarray
    gold: np.ndarray
    line: np.ndarray
    annotated: np.ndarray
    gold_links: tuple[Link, ...]

    @property
    def learnable(self) -> np.ndarray:
        """Annotated rows whose gold parent is among the shortlisted candidates."""
        return self.annotated & self.gold.any(axis=1)


@dataclass(frozen=True)
class Trial:
    """One point of the cross-validation grid: its pooled held-out scores on the user's messages, and the
    #ubuntu link F of its models on the check files (mean over the folds' models)."""

    mix: float
    epochs: int
    scores: Scores
    ubuntu_link_f: float

    def as_dict(self) -> dict:
        return {"mix": self.mix, "epochs": self.epochs, "link_f": round(self.scores.link_f or 0.0, 2),
                "exact_f": round(self.scores.exact_f, 2), "one_to_one": round(self.scores.one_to_one, 2),
                "ubuntu_check_link_f": round(self.ubuntu_link_f, 2)}


@dataclass(frozen=True)
class UbuntuRows:
    """#ubuntu train files' rows: those mixed into training, and those that check what is forgotten."""

    mixed: tuple[FileRows, ...]
    check: tuple[FileRows, ...]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(rows.name for rows in self.mixed)


@dataclass(frozen=True)
class Adapted:
    """The result of `adapt`: the model, the choice made, the grid and the data it was made from."""

    model: StackedModel
    choice: Trial
    trials: tuple[Trial, ...]
    files: tuple[AdaptFile, ...]
    ubuntu: tuple[str, ...]
    ubuntu_messages: int
    seconds: float
    ubuntu_check: tuple[str, ...] = ()


def file_rows(stacked: StackedModel, item: LogItem) -> FileRows:
    """The second-pass rows of an item's lines from its first annotated message, over the starting model's
    first pass (kept fixed, so they are computed once)."""
    base, scores = first_scores(stacked.first, item)
    parts: dict[str, list[np.ndarray]] = {key: [] for key in ("full", "offsets", "mask", "gold", "line")}
    for lo, rows, offsets, mask in second_blocks(item, base, scores, stacked.top_k, stacked.config.window):
        line = lo + np.arange(len(offsets))
        gold = np.zeros(mask.shape, bool)
        for r, i in enumerate(line.tolist()):
            gold[r] = np.isin(i - offsets[r], item.parents.get(i, ()))
        for key, value in (("full", rows), ("offsets", offsets), ("mask", mask), ("gold", gold & mask),
                           ("line", line)):
            parts[key].append(value)
    joined = {key: np.concatenate(value) for key, value in parts.items()}
    annotated = np.isin(joined["line"], list(item.parents))
    return FileRows(item.name, annotated=annotated, gold_links=tuple(item.gold), **joined)


def user_item(file: AdaptFile, tokenizer: ChatTokenizer, stacked: StackedModel) -> LogItem:
    """A user's annotated file, prepared with the starting model's word vectors."""
    gold = [Link(file.name, message, parent) for message, parents in file.parents.items() for parent in parents]
    return LogItem(file.name, prepare(file.log, tokenizer, stacked.vectors), min(file.parents), file.parents, gold)


def ubuntu_rows(stacked: StackedModel, config: AdaptConfig, tokenizer: ChatTokenizer,
                data_root=None) -> UbuntuRows:
    """Rows of `config.ubuntu_files` #ubuntu train files chosen with the seed (the pool mixed in) and of
    `config.check_files` others (the forgetting check)."""
    samples = corpus.samples("train", corpus.resolve_data_root(data_root))
    rng = np.random.default_rng([config.seed, ADAPT_SEED])
    wanted = min(config.ubuntu_files + config.check_files, len(samples))
    chosen = rng.choice(len(samples), wanted, replace=False).tolist()
    items = load_items([samples[k] for k in chosen], tokenizer, stacked.vectors)
    rows = [file_rows(stacked, item) for item in items]
    return UbuntuRows(tuple(rows[:config.ubuntu_files]), tuple(rows[config.ubuntu_files:]))


def check_link_f(second: LinkModel, check: Sequence[FileRows], residual: bool) -> float:
    """Greedy link F of a second pass on the check files' annotated messages (0 without check files)."""
    if not check:
        return 0.0
    auto = {rows.name: chosen_links(second, rows, rows.annotated, residual) for rows in check}
    return evaluate({rows.name: list(rows.gold_links) for rows in check}, auto).link_f or 0.0


def training_set(user: Sequence[tuple[FileRows, np.ndarray]], pool: Sequence[FileRows], mix: float,
                 rng: np.random.Generator, residual: bool) -> tuple[RowSet, int]:
    """The rows to learn from: the user's rows selected by each file's `keep`, and `mix` times as many
    #ubuntu messages drawn from the pool; also how many #ubuntu messages were drawn."""
    own = [(rows.full[keep], rows.mask[keep], rows.gold[keep]) for rows, keep in user]
    mine = sum(len(part[0]) for part in own)
    candidates = [(rows, k) for rows in pool for k in np.nonzero(rows.learnable)[0]]
    wanted = min(int(round(mix * mine)), len(candidates))
    if wanted < int(round(mix * mine)):
        logger.warning("only %d #ubuntu messages to mix in (wanted %d)", wanted, int(round(mix * mine)))
    drawn = [candidates[k] for k in sorted(rng.choice(len(candidates), wanted, replace=False).tolist())]
    mixed = [(rows.full[k][None], rows.mask[k][None], rows.gold[k][None]) for rows, k in drawn]
    full, mask, gold = (np.concatenate([part[n] for part in own + mixed]) for n in range(3))
    return RowSet(full, mask, gold, residual), wanted


def fine_tune(dy, start: LinkModel, rows: RowSet, config: AdaptConfig, epochs: int,
              seed: int) -> Iterator[tuple[int, LinkModel]]:
    """The second pass trained further from `start` (its weights and standardisation) on `rows`; yields
    each epoch's number and model."""
    settings = TrainConfig(hidden=tuple(start.config.hidden), window=start.config.window, epochs=epochs,
                           batch=config.batch, learning_rate=config.learning_rate, decay=config.decay,
                           clip=config.clip, dropout=config.dropout, seed=seed)
    dy.reset_random_seed(seed)
    rng = np.random.default_rng([seed, ADAPT_SEED])

    def record(epoch: int) -> dict:   # what the model file says: the starting model's training, then this
        return {"started_from": {key: start.record.get(key) for key in STARTING_RECORD}, "adapt_epoch": epoch}

    for epoch, model, _ in epoch_models(dy, settings, rows, (start.shift, start.scale), rng,
                                        STACKED_LAYOUT.width, epochs, record, start=start):
        yield epoch, model


def chosen_links(second: LinkModel, rows: FileRows, keep: np.ndarray, residual: bool) -> list[Link]:
    """The second pass's parent (greedy, as training selects) of each row selected by `keep`."""
    scores = second_scores(second, rows.full[keep], rows.mask[keep], residual)
    best = rows.offsets[keep][np.arange(len(scores)), scores.argmax(axis=1)]
    return [Link(rows.name, int(line), int(line - offset)) for line, offset in zip(rows.line[keep], best)]


def fold_masks(user: Sequence[FileRows], folds: int) -> list[list[np.ndarray]]:
    """For each fold, each file's rows held out: the annotated messages (all files, in order) cut into
    `folds` consecutive parts."""
    owners = [(n, r) for n, rows in enumerate(user) for r in np.nonzero(rows.annotated)[0]]
    masks = []
    for part in np.array_split(np.arange(len(owners)), folds):
        held = [np.zeros(len(rows.line), bool) for rows in user]
        for k in part.tolist():
            held[owners[k][0]][owners[k][1]] = True
        masks.append(held)
    return masks


def cross_validate(dy, stacked: StackedModel, user: Sequence[FileRows], pool: UbuntuRows,
                   config: AdaptConfig) -> list[Trial]:
    """Pooled held-out scores of every (mix, epochs) point (0 epochs is the starting model itself), each
    with its models' mean #ubuntu link F on the check files."""
    gold = {rows.name: list(rows.gold_links) for rows in user}
    auto: dict[tuple[float, int], dict[str, list[Link]]] = {}
    checked: dict[tuple[float, int], list[float]] = {}
    start_check = check_link_f(stacked.second, pool.check, stacked.residual)
    for fold, held in enumerate(fold_masks(user, config.folds)):
        for mix in config.mixes:
            rng = np.random.default_rng([config.seed, ADAPT_SEED, fold])
            train = [(rows, rows.learnable & ~out) for rows, out in zip(user, held)]
            data, _ = training_set(train, pool.mixed, mix, rng, stacked.residual)
            checked.setdefault((mix, 0), []).append(start_check)
            auto.setdefault((mix, 0), {})
            for epoch, second in fine_tune(dy, stacked.second, data, config, config.max_epochs, config.seed + fold):
                checked.setdefault((mix, epoch), []).append(check_link_f(second, pool.check, stacked.residual))
                for rows, out in zip(user, held):
                    auto.setdefault((mix, epoch), {}).setdefault(rows.name, []).extend(
                        chosen_links(second, rows, out, stacked.residual))
            for rows, out in zip(user, held):
                auto[(mix, 0)].setdefault(rows.name, []).extend(chosen_links(stacked.second, rows, out,
                                                                             stacked.residual))
        logger.info("adapt: fold %d/%d done", fold + 1, config.folds)
    return [Trial(mix, epochs, evaluate(gold, links), float(np.mean(checked[(mix, epochs)])))
            for (mix, epochs), links in auto.items()]


def best_trial(trials: Sequence[Trial], tolerance: float = math.inf) -> Trial:
    """The best point by link F + exact F (ties: fewer epochs, then the larger mix: nearer the start) among
    those whose #ubuntu check link F is within `tolerance` of the starting model's (0 epochs always is)."""
    start = max((t.ubuntu_link_f for t in trials if t.epochs == 0), default=0.0)
    allowed = [t for t in trials if t.epochs == 0 or t.ubuntu_link_f >= start - tolerance]
    return max(allowed, key=lambda t: (round(selection_score(t.scores), 6), -t.epochs, t.mix))


def starting_model(path) -> StackedModel:
    """The model to adapt: a two-pass model (its second pass is what adaptation trains)."""
    model = load_model(path)
    if not isinstance(model, StackedModel):
        raise ModelError(f"{path}: adapt needs a two-pass model (trained with `train --second-pass`)")
    return model


def adapt(annotations: Sequence[str], start_path=None, config: AdaptConfig = AdaptConfig(),
          data_root=None, pool: UbuntuRows | None = None) -> Adapted:
    """Adapt the model at `start_path` to the annotated files (see the module's description); `pool`: the
    #ubuntu rows to mix in, if already built by `ubuntu_rows` for this model and seed (benchmarks reuse it)."""
    began = time.perf_counter()
    files = read_adapt_files(annotations, config.min_messages, config.log_format)
    stacked = starting_model(start_path)
    dy = _import_dynet(config.seed, config.memory_mb)
    tokenizer = chat_tokenizer()
    user = [file_rows(stacked, user_item(f, tokenizer, stacked)) for f in files]
    pool = ubuntu_rows(stacked, config, tokenizer, data_root) if pool is None else pool
    trials = cross_validate(dy, stacked, user, pool, config)
    choice = best_trial(trials, config.ubuntu_tolerance)
    logger.info("adapt: chose %d epochs, mix %s (held-out link F %.2f, exact F %.2f)", choice.epochs,
                choice.mix, choice.scores.link_f or 0.0, choice.scores.exact_f)
    second, drawn = stacked.second, 0
    if choice.epochs:
        data, drawn = training_set([(rows, rows.learnable) for rows in user], pool.mixed, choice.mix,
                                   np.random.default_rng([config.seed, ADAPT_SEED]), stacked.residual)
        for _, second in fine_tune(dy, stacked.second, data, config, choice.epochs, config.seed):
            pass   # the chosen number of epochs: the last model
    adapted = replace(stacked, second=replace(second, record={**second.record, "adapt": {
        "files": [f.name for f in files], "messages": sum(f.messages for f in files),
        "epochs": choice.epochs, "mix": choice.mix, "settings": asdict(config)}}))
    return Adapted(adapted, choice, tuple(trials), tuple(files), pool.names, drawn,
                   time.perf_counter() - began, tuple(rows.name for rows in pool.check))


def write_adapt_card(path: Path, start: Path, result: Adapted) -> None:
    """The card of an adapted model (`disentangle adapt`): what it was adapted from and on (each file, its
    log and annotated messages), the #ubuntu files mixed in and those that checked forgetting, the choice
    cross-validation made and its whole grid, the settings, the time and the machine."""
    card = {
        "model": path.name,
        "adapted_from": str(start),
        "files": [{"name": f.name, "annotation": str(f.annotation), "log": str(f.log_path), "lines": len(f.log),
                   "annotated_messages": f.messages, "first_annotated": min(f.parents),
                   "last_annotated": max(f.parents)} for f in result.files],
        "ubuntu_mixed_in": {"files": list(result.ubuntu), "messages": result.ubuntu_messages},
        "ubuntu_check_files": list(result.ubuntu_check),
        "choice": result.choice.as_dict(),
        "cross_validation": [trial.as_dict() for trial in result.trials],
        "settings": result.model.second.record.get("adapt", {}).get("settings"),
        "seconds": round(result.seconds, 1),
        "machine": machine(),
    }
    atomic_write_text(Path(str(path) + ".card.json"), json.dumps(card, indent=1) + "\n")


def adapt_and_save(annotations: Sequence[str], output, start_path, config: AdaptConfig = AdaptConfig(),
                   data_root=None) -> Adapted:
    """Adapt, then write the model to `output` and its card beside it (`OUTPUT.card.json`)."""
    start = Path(start_path) if start_path else DEFAULT_MODEL
    result = adapt(annotations, start, config, data_root)
    save_model(result.model, output)
    write_adapt_card(Path(output), start, result)
    return result
