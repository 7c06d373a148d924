"""Adaptation experiments on the new channels, paired against the shipped model (issue 34's +3 link F target).

Every experiment adapts the shipped model on 400 annotated messages of a split of
`bench/adapt_new_channels.py` (rust: two samples, the third held out; Channel Two: dev -> pilot and pilot
-> dev, the first 400 messages) and scores the held-out file's annotated messages. To try many settings
in the time there is, everything runs on the second pass's rows, computed once over the shipped first pass
(`disentangle.training.adapt.file_rows`): a message's parent is the adapted second pass's best candidate
(greedy, as `adapt`'s cross-validation scores), not `predict`'s decoding by conversation, so the figures are
changes against the shipped model scored the same way. Each experiment's own setting (a penalty, an
interpolation, a number of epochs) is chosen by 3-fold cross-validation on the training files only (as
`disentangle adapt` does); the "oracle" rows show the best fixed setting on the held-out files, which
flatters them. #ubuntu: the greedy link F of the adapted models on the 10 #ubuntu dev files (the shipped
model: same scoring). Methods:

- `bias`: a learned bias per distance class of a candidate (self, 1, 2, 3-5, 6-10, >10 lines) added to the
  second pass's scores (6 parameters, L2 towards 0): the community's new-conversation rate and reply
  distances.
- `output`: only the output layer (64 weights and a bias) re-fitted, L2-SP towards the shipped weights.
- `finetune`: the whole second pass fine-tuned (Adam, `AdaptConfig`'s optimiser at `--rate`, #ubuntu mixed in
  at `--mix`), its epoch chosen by cross-validation; `wise`: the same, then the weights interpolated
  between the shipped and the fine-tuned ones (WiSE-FT, Wortsman et al. 2022), the share chosen by
  cross-validation.
Rows of the data are cached in `--cache` (not in the repository). Results: bench/results/adapt_experiments.md.
"""
from __future__ import annotations

import argparse
import functools
import json
import pickle
import statistics
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Sequence

import numpy as np
from scipy.optimize import minimize

from disentangle.corpus import samples as corpus
from disentangle.features.pairs import N_FEATURES
from disentangle.linking.links import Link
from disentangle.linking.model import LinkModel
from disentangle.linking.model_file import DEFAULT_MODEL
from disentangle.linking.second_pass import StackedModel, second_scores
from disentangle.logs.tokens import chat_tokenizer
from disentangle.methods.disentanglers import LEARNED, load_disentangler
from disentangle.methods.predict import predict
from disentangle.metrics import Scores, evaluate
from disentangle.training.adapt import (
    AdaptConfig,
    FileRows,
    UbuntuRows,
    file_rows,
    fine_tune,
    starting_model,
    training_set,
    ubuntu_rows,
    user_item,
)
from disentangle.training.adapt_files import read_adapt_file
from disentangle.training.epoch_selection import selection_score
from disentangle.training.first_pass import TrainConfig, _import_dynet, epoch_models
from disentangle.training.second_pass import LogItem, first_dataset, load_items

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: report.py and the other helpers
from report import publish  # noqa: E402 -- bench/report.py

ROOT = Path(__file__).resolve().parents[2]
NEW = ROOT.parent / "shared" / "data" / "new-channels"
FILES = {f"rust.{k}": NEW / "rust" / f"rust.{k}.annotation.txt" for k in range(3)}
FILES.update({f"channel-two.{n}": NEW / "channel-two" / f"channel-two.{n}.annotation.txt" for n in ("dev", "pilot")})
SPLITS = {f"rust, {k} held out": ([f"rust.{n}" for n in range(3) if n != k], f"rust.{k}") for k in range(3)}
SPLITS.update({"channel-two, dev -> pilot": (["channel-two.dev"], "channel-two.pilot"),
               "channel-two, pilot -> dev": (["channel-two.pilot"], "channel-two.dev")})
MESSAGES = 400
FOLDS = 3
DISTANCE_EDGES = (0, 1, 2, 3, 6, 11)   # candidate distance classes: 0 (self), 1, 2, 3-5, 6-10, 11+
PENALTIES = (1e-4, 1e-3, 0.01, 0.1, 1.0, 10.0)     # L2 strengths tried by cross-validation (per message)
SHARES = (0.25, 0.5, 0.75, 1.0)        # WiSE-FT interpolation shares tried
Scorer = Callable[[FileRows, np.ndarray], np.ndarray]   # rows, keep -> scores (n, k)


@dataclass(frozen=True)
class Data:
    """The cached rows: each new-channel file's, the #ubuntu pool per seed, the #ubuntu dev files'."""

    files: dict[str, FileRows]
    pools: dict[int, UbuntuRows]
    dev: tuple[FileRows, ...]


def build(seeds: Sequence[int], cache: Path) -> Data:
    """Rows of everything the experiments read, from the cache when it holds them."""
    if cache.exists():
        data = Data(*pickle.loads(cache.read_bytes()))
        if all(seed in data.pools for seed in seeds):
            return data
    stacked = starting_model(DEFAULT_MODEL)
    tokenizer = chat_tokenizer()
    files = {name: file_rows(stacked, user_item(read_adapt_file(path), tokenizer, stacked))
             for name, path in FILES.items()}
    pools = {seed: ubuntu_rows(stacked, replace(AdaptConfig(), seed=seed), tokenizer) for seed in seeds}
    dev = tuple(file_rows(stacked, item) for item in load_items(corpus.samples("dev"), tokenizer, stacked.vectors))
    data = Data(files, pools, dev)
    cache.write_bytes(pickle.dumps((data.files, data.pools, data.dev)))
    return data


def first_messages(rows: FileRows, count: int) -> np.ndarray:
    """The learnable rows among the first `count` annotated messages of a file."""
    lines = np.sort(rows.line[rows.annotated])[:count]
    return rows.learnable & np.isin(rows.line, lines)


def links_of(rows: FileRows, keep: np.ndarray, scores: np.ndarray) -> list[Link]:
    best = rows.offsets[keep][np.arange(len(scores)), scores.argmax(axis=1)]
    return [Link(rows.name, int(line), int(line - o)) for line, o in zip(rows.line[keep], best)]


def score(scorer: Scorer, files: Sequence[tuple[FileRows, np.ndarray]]) -> Scores:
    gold = {rows.name: list(rows.gold_links) for rows, _ in files}
    auto = {rows.name: links_of(rows, keep, scorer(rows, keep)) for rows, keep in files}
    return evaluate(gold, auto)


def model_scorer(model: LinkModel) -> Scorer:
    return lambda rows, keep: second_scores(model, rows.full[keep], rows.mask[keep])


# --- calibration: a bias per candidate distance class, or the output layer, fitted in numpy ---------------

def distance_classes(offsets: np.ndarray) -> np.ndarray:
    """One-hot `(n, k, classes)` of each candidate's distance class."""
    index = np.searchsorted(np.array(DISTANCE_EDGES), offsets, side="right") - 1
    return np.eye(len(DISTANCE_EDGES))[index]


def hidden(model: LinkModel, rows: np.ndarray) -> np.ndarray:
    """The last hidden layer's activations of rows `(n, F)` (the output layer's input)."""
    h = ((rows - model.shift) / model.scale) @ model.layers[0][0].T + model.layers[0][1]
    h /= 1 + np.abs(h)
    for weight, bias in model.layers[1:-1]:
        h = h @ weight.T + bias
        h /= 1 + np.abs(h)
    return h


def fit_linear(base: np.ndarray, features: np.ndarray, mask: np.ndarray, gold: np.ndarray, start: np.ndarray,
               penalty: float) -> np.ndarray:
    """theta minimising mean -log P(gold) of scores `base + features @ theta` + penalty * |theta - start|^2."""
    def loss(theta):
        s = np.where(mask, base + features @ theta, -1e9)
        top = s.max(axis=1, keepdims=True)
        p = np.exp(s - top)
        z = p.sum(axis=1)
        g = np.where(gold, p, 0.0).sum(axis=1)
        value = np.mean(np.log(z) - np.log(np.maximum(g, 1e-300))) + penalty * np.sum((theta - start) ** 2)
        post = np.where(gold, p, 0.0) / np.maximum(g, 1e-300)[:, None] - p / z[:, None]
        grad = -np.einsum("nk,nkf->f", post, features) / len(s) + 2 * penalty * (theta - start)
        return value, grad
    return minimize(loss, start, jac=True, method="L-BFGS-B").x


def bias_fit(model: LinkModel, train: Sequence[tuple[FileRows, np.ndarray]], penalty: float) -> Scorer:
    base, mask, gold, offsets = stack(train, model)
    features = distance_classes(offsets)
    theta = fit_linear(base, features, mask, gold, np.zeros(features.shape[-1]), penalty)
    return lambda rows, keep: (second_scores(model, rows.full[keep], rows.mask[keep])
                               + distance_classes(rows.offsets[keep]) @ theta)


def output_fit(model: LinkModel, train: Sequence[tuple[FileRows, np.ndarray]], penalty: float) -> Scorer:
    parts = [(rows.full[keep], rows.mask[keep], rows.gold[keep]) for rows, keep in train]
    full, mask, gold = (np.concatenate([p[n] for p in parts]) for n in range(3))
    n, k, f = full.shape
    h = hidden(model, full.reshape(n * k, f)).reshape(n, k, -1)
    features = np.concatenate([h, np.ones((n, k, 1))], axis=2)
    weight, bias = model.layers[-1]
    start = np.concatenate([weight[0], bias]).astype(np.float64)
    theta = fit_linear(np.zeros((n, k)), features, mask, gold, start, penalty)
    fitted = replace(model, layers=[*model.layers[:-1], (theta[None, :-1].astype(np.float32),
                                                          theta[-1:].astype(np.float32))])
    return model_scorer(fitted)


def stack(train, model):
    parts = [(second_scores(model, rows.full[keep], rows.mask[keep]), rows.mask[keep], rows.gold[keep],
              rows.offsets[keep]) for rows, keep in train]
    return tuple(np.concatenate([p[n] for p in parts]) for n in range(4))


# --- fine-tuning the whole second pass, and WiSE-FT -------------------------------------------------------

def interpolate(start: LinkModel, tuned: LinkModel, share: float) -> LinkModel:
    layers = [((1 - share) * w0 + share * w1, (1 - share) * b0 + share * b1)
              for (w0, b0), (w1, b1) in zip(start.layers, tuned.layers)]
    return replace(tuned, layers=layers)


def tuned_models(dy, start: LinkModel, train, pool: UbuntuRows, mix: float, rate: float, epochs: int,
                 seed: int) -> list[LinkModel]:
    """The second pass after each of `epochs` epochs of fine-tuning on `train` and `mix` x #ubuntu."""
    config = replace(AdaptConfig(), learning_rate=rate, seed=seed)
    data, _ = training_set(train, pool.mixed, mix, np.random.default_rng([seed, 2000]), False)
    return [model for _, model in fine_tune(dy, start, data, config, epochs, seed)]


# --- fine-tuning the first pass (the second pass kept) ------------------------------------------------------

def restricted(item: LogItem, lines: np.ndarray) -> LogItem:
    """An item whose parents are only those of `lines` (the messages a model may learn from)."""
    wanted = set(lines.tolist())
    parents = {m: p for m, p in item.parents.items() if m in wanted}
    return LogItem(item.name, item.prepared, min(parents), parents, item.gold)


def first_models(dy, stacked: StackedModel, items: Sequence[LogItem], rate: float, epochs: int,
                 seed: int, mix: float = 0.0) -> list[LinkModel]:
    """The first pass after each of `epochs` epochs of fine-tuning on the items' parents and `mix` times as
    many messages of #ubuntu train files."""
    data, _ = first_dataset([*items, *mixed_items(items, mix, seed)], stacked.config.window)
    first = stacked.first
    settings = TrainConfig(hidden=tuple(first.config.hidden), window=first.config.window, epochs=epochs,
                           learning_rate=rate, decay=AdaptConfig().decay, dropout=AdaptConfig().dropout, seed=seed)
    dy.reset_random_seed(seed)
    rng = np.random.default_rng([seed, 3000])
    return [model for _, model, _ in epoch_models(dy, settings, data, (first.shift, first.scale), rng, N_FEATURES,
                                                  epochs, lambda e: {"epoch": e}, first.vectors, start=first)]


@functools.lru_cache(maxsize=4)
def _ubuntu_items(seed: int) -> tuple[LogItem, ...]:
    """The #ubuntu train files `ubuntu_rows` mixes in for this seed, prepared."""
    stacked = starting_model(DEFAULT_MODEL)
    config = replace(AdaptConfig(), seed=seed)
    samples = corpus.samples("train")
    rng = np.random.default_rng([config.seed, 2000])
    chosen = rng.choice(len(samples), config.ubuntu_files + config.check_files, replace=False).tolist()
    return tuple(load_items([samples[k] for k in chosen[:config.ubuntu_files]], chat_tokenizer(), stacked.vectors))


def mixed_items(items: Sequence[LogItem], mix: float, seed: int) -> list[LogItem]:
    """#ubuntu items restricted to `mix` times as many messages as the user's items hold, drawn with the seed."""
    if mix <= 0:
        return []
    pool = _ubuntu_items(seed)
    owners = [(n, m) for n, item in enumerate(pool) for m in sorted(item.parents)]
    wanted = min(int(round(mix * sum(len(item.parents) for item in items))), len(owners))
    drawn = np.random.default_rng([seed, 3000]).choice(len(owners), wanted, replace=False)
    lines: dict[int, list[int]] = {}
    for k in drawn.tolist():
        lines.setdefault(owners[k][0], []).append(owners[k][1])
    return [restricted(pool[n], np.array(found)) for n, found in lines.items()]


@functools.lru_cache(maxsize=8)
def _pseudo(name: str) -> tuple[tuple[int, int, float], ...]:
    """The shipped model's (message, parent, probability) on the context lines before a file's annotated
    ones (from the first pass's window on, so each has its full candidates)."""
    stacked = starting_model(DEFAULT_MODEL)
    file = read_adapt_file(FILES[name])
    disentangler = load_disentangler(LEARNED, stacked, chat_tokenizer())
    window = stacked.config.window
    prediction = predict(file.log, disentangler, window, min(file.parents), scores=True)
    out = []
    for link in prediction.links:
        probabilities = prediction.scored.distribution(link.message)
        out.append((link.message, link.parent, float(probabilities[link.parent - link.message - 1])))
    return tuple(out)


def with_pseudo(item: LogItem, threshold: float) -> LogItem:
    """An item whose context lines predicted with at least `threshold` probability join its parents."""
    if threshold <= 0 or item.name not in FILES:
        return item
    extra = {m: [p] for m, p, prob in _pseudo(item.name) if prob >= threshold and m not in item.parents}
    if not extra:
        return item
    parents = {**extra, **item.parents}
    return LogItem(item.name, item.prepared, min(parents), parents, item.gold)


def first_pass_run(dy, stacked: StackedModel, items: dict[str, LogItem], train, held_name: str, args,
                   seed: int, dev_items: Sequence[LogItem]) -> tuple[str, Scorer, Scores, Scores]:
    """Epochs chosen by cross-validation; returns the choice, and the held-out and #ubuntu dev scores."""
    pooled: dict[int, tuple[dict, dict]] = {e: ({}, {}) for e in range(args.epochs + 1)}
    for fit, held in folds_of(train):
        learn = [with_pseudo(restricted(items[rows.name], rows.line[keep]), args.pseudo)
                 for rows, keep in fit if keep.any()]
        models = [stacked.first, *first_models(dy, stacked, learn, args.rate, args.epochs, seed, args.mix)]
        for epoch, first in enumerate(models):
            new = replace(stacked, first=first)
            for rows, keep in held:
                again = file_rows(new, items[rows.name])
                lines = np.isin(again.line, rows.line[keep])
                gold, auto = pooled[epoch]
                gold[rows.name] = list(rows.gold_links)
                auto.setdefault(rows.name, []).extend(
                    links_of(again, lines, second_scores(stacked.second, again.full[lines], again.mask[lines])))
    epochs = max(pooled, key=lambda e: (round(selection_score(evaluate(*pooled[e])), 6), -e))
    learn = [with_pseudo(restricted(items[rows.name], rows.line[keep]), args.pseudo) for rows, keep in train]
    first = first_models(dy, stacked, learn, args.rate, epochs, seed, args.mix)[-1] if epochs else stacked.first
    new = replace(stacked, first=first)

    def scored(item_list):
        files = [file_rows(new, item) for item in item_list]
        return score(model_scorer(stacked.second), [(rows, rows.annotated) for rows in files])
    if args.predict:
        return str(epochs), predicted(new, [FILES[held_name]]), predicted(new, [s.annotation for s in corpus.samples("dev")])
    return str(epochs), scored([items[held_name]]), scored(dev_items) if epochs else None


def predicted(model: StackedModel, paths: Sequence[Path]) -> Scores:
    """Scores of `model` on annotated files as `predict` outputs links (decoding by conversation, second
    parents), as `bench/adapt_new_channels.py` scores."""
    from adapt_new_channels import scored  # bench/adapt_new_channels.py (bench/ is on sys.path)
    return scored(model, [Path(p) for p in paths])


def both_run(dy, stacked: StackedModel, items: dict[str, LogItem], train, held_name: str, args, seed: int,
             pool: UbuntuRows, dev_items: Sequence[LogItem]) -> tuple[str, Scores, Scores]:
    """The first pass fine-tuned, then the second pass over it; both numbers of epochs chosen together by
    cross-validation (`args.epochs` for the first, `args.second_epochs` for the second)."""
    def stage(fit, first: LinkModel) -> tuple[StackedModel, list[LinkModel]]:
        new = replace(stacked, first=first)
        fit_rows = [(file_rows(new, items[rows.name]), rows.line[keep]) for rows, keep in fit if keep.any()]
        learn = [(again, again.learnable & np.isin(again.line, lines)) for again, lines in fit_rows]
        data, _ = training_set(learn, pool.mixed, args.second_mix, np.random.default_rng([seed, 2000]), False)
        config = replace(AdaptConfig(), learning_rate=args.second_rate, seed=seed)
        return new, [model for _, model in fine_tune(dy, stacked.second, data, config, args.second_epochs, seed)]

    pooled: dict[tuple[int, int], tuple[dict, dict]] = {}
    for fit, held in folds_of(train):
        learn = [restricted(items[rows.name], rows.line[keep]) for rows, keep in fit if keep.any()]
        firsts = [stacked.first, *first_models(dy, stacked, learn, args.rate, args.epochs, seed, args.mix)]
        for e1, first in enumerate(firsts):
            new, seconds = stage(fit, first)
            for e2, second in enumerate([stacked.second, *seconds]):
                gold, auto = pooled.setdefault((e1, e2), ({}, {}))
                for rows, keep in held:
                    again = file_rows(new, items[rows.name])
                    lines = np.isin(again.line, rows.line[keep])
                    gold[rows.name] = list(rows.gold_links)
                    auto.setdefault(rows.name, []).extend(
                        links_of(again, lines, second_scores(second, again.full[lines], again.mask[lines])))
    e1, e2 = max(pooled, key=lambda p: (round(selection_score(evaluate(*pooled[p])), 6), -p[0] - p[1]))
    learn = [restricted(items[rows.name], rows.line[keep]) for rows, keep in train]
    first = first_models(dy, stacked, learn, args.rate, e1, seed, args.mix)[-1] if e1 else stacked.first
    new, seconds = stage(train, first)
    second = seconds[e2 - 1] if e2 else stacked.second

    def scored(item_list):
        files = [file_rows(new, item) for item in item_list]
        return score(model_scorer(second), [(rows, rows.annotated) for rows in files])
    return f"({e1}, {e2})", scored([items[held_name]]), scored(dev_items)


# --- cross-validation on the training files ---------------------------------------------------------------

def folds_of(train: Sequence[tuple[FileRows, np.ndarray]]) -> list[tuple[list, list]]:
    """(fit, held) file lists per fold: the training messages, in file order, cut into FOLDS parts."""
    owners = [(n, r) for n, (_, keep) in enumerate(train) for r in np.nonzero(keep)[0]]
    out = []
    for part in np.array_split(np.arange(len(owners)), FOLDS):
        held = [np.zeros(len(keep), bool) for _, keep in train]
        for k in part.tolist():
            held[owners[k][0]][owners[k][1]] = True
        out.append(([(rows, keep & ~h) for (rows, keep), h in zip(train, held)],
                    [(rows, h) for (rows, _), h in zip(train, held)]))
    return out


def cv_choice(grid: dict, make: Callable[[list, object], Scorer], train) -> object:
    """The grid point whose models, fitted on the other folds, score the held-out folds best (pooled)."""
    pooled: dict = {point: ({}, {}) for point in grid}
    for fit, held in folds_of(train):
        for point in grid:
            scorer = make(fit, point)
            gold, auto = pooled[point]
            for rows, keep in held:
                gold[rows.name] = list(rows.gold_links)
                auto.setdefault(rows.name, []).extend(links_of(rows, keep, scorer(rows, keep)))
    return max(grid, key=lambda point: (round(selection_score(evaluate(*pooled[point])), 6), -grid[point]))


@dataclass(frozen=True)
class Run:
    method: str
    split: str
    seed: int
    choice: str
    link_f: float
    exact_f: float
    change: float
    ubuntu_link_f: float
    seconds: float


def second_pass_choice(method: str, start: LinkModel, train, pool: UbuntuRows, seed: int, args,
                       dy) -> tuple[object, Scorer]:
    """A second-pass method's setting (chosen by cross-validation on `train`, or fixed) and its final scorer."""
    if method in ("bias", "output"):
        fit = bias_fit if method == "bias" else output_fit
        grid = {p: -p for p in PENALTIES}   # ties: the stronger penalty
        choice = args.fixed if args.fixed else cv_choice(grid, lambda part, p: fit(start, part, p), train)
        return choice, fit(start, train, choice)
    cache: dict = {}

    def make(part, point):
        epochs, alpha = point
        key = id(part[0][1])   # one fine-tuning per fold (its first file's mask), shared by the grid's points
        if key not in cache:
            cache[key] = tuned_models(dy, start, part, pool, args.mix, args.rate, args.epochs, seed)
        tuned = cache[key][epochs - 1] if epochs else start
        return model_scorer(interpolate(start, tuned, alpha) if epochs else start)
    alphas = SHARES if method == "wise" else (1.0,)
    grid = {(e, a): e * a for e in range(0, args.epochs + 1) for a in alphas if e or a == 1.0}
    choice = (args.epochs, 1.0) if args.fixed else cv_choice(grid, make, train)
    return choice, make(train, choice)


def run_method(method: str, data: Data, split: str, seed: int, args, dy) -> Run:
    began = time.perf_counter()
    stacked = starting_model(DEFAULT_MODEL)
    start = stacked.second
    names, held_name = SPLITS[split]
    share = -(-MESSAGES // len(names))
    train = [(data.files[n], first_messages(data.files[n], share)) for n in names]
    held = [(data.files[held_name], data.files[held_name].annotated)]
    pool = data.pools[seed]
    if method in ("first", "both"):
        items, dev_items = first_items(data)
        if method == "first":
            choice, after, dev = first_pass_run(dy, stacked, items, train, held_name, args, seed, dev_items)
        else:
            choice, after, dev = both_run(dy, stacked, items, train, held_name, args, seed, pool, dev_items)
        before = predicted(stacked, [FILES[held_name]]) if args.predict else score(model_scorer(start), held)
        if dev is None:
            dev = score(model_scorer(start), [(rows, rows.annotated) for rows in data.dev])
        return Run(method, split, seed, choice, after.link_f or 0.0, after.exact_f,
                   (after.link_f or 0.0) - (before.link_f or 0.0), dev.link_f or 0.0, time.perf_counter() - began)
    choice, final = second_pass_choice(method, start, train, pool, seed, args, dy)
    before = score(model_scorer(start), held)
    after = score(final, held)
    dev = score(final, [(rows, rows.annotated) for rows in data.dev])
    return Run(method, split, seed, str(choice), after.link_f or 0.0, after.exact_f,
               (after.link_f or 0.0) - (before.link_f or 0.0), dev.link_f or 0.0, time.perf_counter() - began)


@functools.lru_cache(maxsize=1)
def _items() -> tuple[dict[str, LogItem], tuple[LogItem, ...]]:
    stacked = starting_model(DEFAULT_MODEL)
    tokenizer = chat_tokenizer()
    items = {name: user_item(read_adapt_file(path), tokenizer, stacked) for name, path in FILES.items()}
    return items, tuple(load_items(corpus.samples("dev"), tokenizer, stacked.vectors))


def first_items(data: Data) -> tuple[dict[str, LogItem], tuple[LogItem, ...]]:
    """The new-channel files and the #ubuntu dev files, prepared (for methods that change the first pass)."""
    return _items()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--methods", nargs="+", default=["bias", "output", "finetune", "wise"])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--splits", nargs="+", default=list(SPLITS), choices=list(SPLITS))
    parser.add_argument("--rate", type=float, default=2e-4)
    parser.add_argument("--mix", type=float, default=1.0)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--second-rate", type=float, default=2e-4, help="`both`: the second pass's rate")
    parser.add_argument("--second-mix", type=float, default=1.0, help="`both`: #ubuntu mixed into the second pass")
    parser.add_argument("--second-epochs", type=int, default=4, help="`both`: the second pass's epochs tried")
    parser.add_argument("--pseudo", type=float, default=0.0,
                        help="`first`: also learn the shipped model's links of the training files' context lines "
                             "whose probability is at least this (self-training; rust has 1,000 such lines a file)")
    parser.add_argument("--predict", action="store_true",
                        help="`first`: score the adapted model as `predict` outputs links (held-out and #ubuntu dev)")
    parser.add_argument("--label", default="")
    parser.add_argument("--fixed", type=float, default=0.0,
                        help="no cross-validation: fine-tune exactly --epochs epochs (or this penalty): an oracle row "
                             "when the setting was picked on the held-out files")
    parser.add_argument("--summary", action="store_true", help="write the report of the runs in --raw to --report")
    parser.add_argument("--report", type=Path, default=ROOT / "bench" / "results" / "adapt_experiments.md")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/adapt2-rows.pkl"))
    parser.add_argument("--raw", type=Path, default=ROOT / "bench" / "results" / "adapt_experiments.jsonl")
    args = parser.parse_args(argv)
    data = build(args.seeds, args.cache)
    if args.summary:
        records = [json.loads(line) for line in args.raw.read_text().splitlines() if line]
        return publish(args.report, summarise(records, baseline(data)))
    dy = _import_dynet(0, 512)
    for method in args.methods:
        for seed in args.seeds if method in ("finetune", "wise", "first", "both") else args.seeds[:1]:
            for split in args.splits:
                run = run_method(method, data, split, seed, args, dy)
                record = {**run.__dict__, "label": args.label or method, "rate": args.rate, "mix": args.mix,
                          "epochs": args.epochs}
                with args.raw.open("a") as handle:
                    handle.write(json.dumps(record) + "\n")
                print(json.dumps(record), flush=True)
    return 0


def baseline(data: Data) -> dict:
    """The shipped model's greedy figures on each held-out file and on #ubuntu dev."""
    start = starting_model(DEFAULT_MODEL).second
    out = {name: score(model_scorer(start), [(rows, rows.annotated)]).link_f for name, rows in data.files.items()}
    out["#ubuntu dev"] = score(model_scorer(start), [(rows, rows.annotated) for rows in data.dev]).link_f
    return out


def summarise(records: list[dict], base: dict) -> str:
    """Markdown: per experiment, the mean +- s.d. change over splits x seeds, each split's mean change,
    and the #ubuntu dev link F of its models (greedy, as the changes)."""
    lines = ["| experiment | runs | link F change, mean +- s.d. | " + " | ".join(SPLITS) +
             " | #ubuntu dev link F | seconds a run |", "|---" * (len(SPLITS) + 5) + "|"]
    for label in dict.fromkeys(r["label"] for r in records):
        group = [r for r in records if r["label"] == label]
        change = [r["change"] for r in group]
        sd = statistics.stdev(change) if len(change) > 1 else 0.0
        per_split = [[r["change"] for r in group if r["split"] == split] for split in SPLITS]
        cells = " | ".join(f"{statistics.mean(c):+.2f}" if c else "" for c in per_split)
        lines.append(f"| {label} | {len(change)} | {statistics.mean(change):+.2f} +- {sd:.2f} | {cells} | "
                     f"{statistics.mean(r['ubuntu_link_f'] for r in group):.2f} | "
                     f"{statistics.mean(r['seconds'] for r in group):.0f} |")
    shipped = " / ".join(f"{name} {value:.2f}" for name, value in base.items())
    return (HEADER + f"\nThe shipped model, scored the same way (greedy link F): {shipped}.\n\n"
            + "\n".join(lines) + "\n")


HEADER = """# Adaptation experiments (issue 34): mean link F change on held-out files, 400 messages

`bench/experiments/adapt_experiments.py` (every run: bench/results/adapt_experiments.jsonl). Each run adapts the shipped
model on 400 annotated messages of a split and scores the held-out file; the change is paired against the
shipped model scored the same way (greedy second-pass choice over the shipped first pass's shortlist,
`disentangle adapt`'s cross-validation scoring, not `predict`'s decoding by conversation). Settings named in
an experiment were fixed beforehand; what cross-validation chose on the training files is in the raw file.
Rows marked "oracle" fix the number of epochs instead: choosing among them on the held-out files
flatters them (it is what the best choice could give, not what a user would get). #ubuntu dev: the mean
greedy link F of the adapted models on the 10 dev files. Seconds: one run of the method on cached rows
(the rows of the files take about 2 s each to compute), on the shared 2-core machine under load.
Names: lr, Adam's learning rate; mix, #ubuntu train messages mixed in per user message; epochs 0-8 (second
pass) or 0-4 (first pass) chosen by cross-validation unless fixed; "first pass" rows fine-tune the first
pass and keep the shipped second pass; the deterministic fits (bias, output layer) ran once per split.
The row "scored as predict outputs links" scores the held-out files and #ubuntu dev as `predict` outputs
links (decoding by conversation, second parents; the shipped model: #ubuntu dev 75.8), as the issue does.
"""


if __name__ == "__main__":
    raise SystemExit(main())
