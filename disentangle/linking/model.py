"""The link model: a feed-forward scorer of (message, candidate parent) pairs, run in numpy.

`LinkModel` holds the weights (trained by `disentangle.training.first_pass`, which is the only module that needs DyNet),
standardises the pair features of `disentangle.features.pairs`, scores each candidate with softsign hidden
layers, and takes a softmax over a message's candidates. It predicts one parent per message; a
`VoteEnsemble` of several models keeps, for each message, the parent most members chose (ties: the
nearer parent). Models are saved as one `.npz` file holding the arrays and a JSON header (config, feature
names, training record), and loading checks that the feature names match this version of the code.
"""
from __future__ import annotations

import json
import logging
import os
import zipfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterator, Sequence

import numpy as np

from disentangle.atomic import atomic_open
from disentangle.linking.probabilities import MASKED, softmax  # noqa: F401  (softmax is part of this module's API)
from disentangle.linking.links import Link
from disentangle.errors import DisentangleError
from disentangle.features.pairs import (BLOCK, FEATURE_NAMES, LAYOUT, N_FEATURES, WINDOW, PairBlock, PreparedLog,
                                        message_side, pair_block, prepare)
from disentangle.logs.reader import Log
from disentangle.settings import SHIPPED_MODEL
from disentangle.logs.tokens import ChatTokenizer, chat_tokenizer
from disentangle.features.vectors import DIMENSIONS as VECTOR_DIMENSIONS
from disentangle.features.vectors import WordVectors

logger = logging.getLogger(__name__)

DEFAULT_MODEL = SHIPPED_MODEL   # package data (settings.py); in a checkout, models/disentangle.npz
FORMAT_VERSION = 1
NAMED_FEATURES = 5                   # feature names a mismatch error lists at most, per side
OUTPUTS = 1                          # the last layer gives one score per (message, candidate) pair


class ModelError(DisentangleError):
    """A model file that is missing, unreadable or does not fit this version of the code."""


@dataclass(frozen=True)
class ModelConfig:
    """Network shape; `hidden` lists the hidden layer sizes."""

    hidden: tuple[int, ...] = (128, 64)
    window: int = WINDOW


@dataclass
class LinkModel:
    """Weights of one trained scorer, with numpy inference."""

    config: ModelConfig
    shift: np.ndarray                 # (F,) feature means
    scale: np.ndarray                 # (F,) feature standard deviations
    layers: list[tuple[np.ndarray, np.ndarray]]  # (W (out, in), b (out,)), hidden layers then output
    record: dict = field(default_factory=dict)   # training facts for the model card
    vectors: WordVectors | None = None           # word vectors for the message-vector features

    def score_rows(self, rows: np.ndarray) -> np.ndarray:
        """Scores of feature rows `(n, F)` -> `(n,)`."""
        weight, bias = self.layers[0]
        return self._from_first_layer(((rows - self.shift) / self.scale) @ weight.T + bias)

    def _from_first_layer(self, h: np.ndarray) -> np.ndarray:
        """Scores `(n,)` from the first layer's pre-activations `(n, hidden[0])` (a fresh array, changed in place)."""
        h /= 1 + np.abs(h)
        for weight, bias in self.layers[1:-1]:
            h = h @ weight.T + bias
            h /= 1 + np.abs(h)
        weight, bias = self.layers[-1]
        return (h @ weight.T + bias)[:, 0]

    def block_scores(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Candidate scores `(block, window + 1)`; masked candidates get `MASKED`."""
        scores = np.full(mask.shape, MASKED, dtype=np.float32)
        scores[mask] = self.score_rows(features[mask])
        return scores

    def block_choice(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The chosen candidate offset (0 = itself) of every line of a block of full feature rows."""
        return self.block_scores(features, mask).argmax(axis=1)

    def line_parts(self, prepared: PreparedLog) -> tuple[np.ndarray, np.ndarray]:
        """The first layer's per-line terms, computed once per log: each line as the message (with the
        bias and the standardisation folded in) and each line as a candidate."""
        weight = self.layers[0][0] / self.scale
        bias = self.layers[0][1] - weight @ self.shift
        _, message_weight, candidate_weight = LAYOUT.split(weight, "first-layer weights")
        as_message = message_side(prepared) @ message_weight.T + bias
        as_candidate = prepared.message_features @ candidate_weight.T
        return as_message.astype(np.float32), as_candidate.astype(np.float32)

    def pair_scores(self, parts: tuple[np.ndarray, np.ndarray], block: PairBlock) -> np.ndarray:
        """Candidate scores `(block, window + 1)` from pair features and per-line terms (fast path)."""
        as_message, as_candidate = parts
        rows, _ = np.nonzero(block.mask)
        weight = (self.layers[0][0] / self.scale)[:, LAYOUT.pair]
        h = block.pair[block.mask] @ weight.T + as_message[block.lo + rows] + as_candidate[block.parent[block.mask]]
        scores = np.full(block.mask.shape, MASKED, dtype=np.float32)
        scores[block.mask] = self._from_first_layer(h)
        return scores

    def log_state(self, prepared: PreparedLog) -> tuple[np.ndarray, np.ndarray]:
        return self.line_parts(prepared)

    def choose(self, state, block: PairBlock) -> np.ndarray:
        """The chosen candidate offset of every line of a block."""
        return self.pair_scores(state, block).argmax(axis=1)

    def predict(self, log: Log, start: int = 0, end: int | None = None,
                tokenizer: ChatTokenizer | None = None) -> list[Link]:
        """One parent per line in [start, end): the best-scoring candidate."""
        return predict_with(self, log, start, end, tokenizer)

    def links_and_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                                tokenizer: ChatTokenizer | None = None) -> tuple[list[Link], list[np.ndarray]]:
        """`predict` and `parent_probabilities` from one run: the chosen parent is the most probable
        candidate (ties: the nearer one), so the log is scored once."""
        start = max(start, 0)
        probabilities = self.parent_probabilities(log, start, end, tokenizer)
        links = [Link(log.name, start + r, start + r - nearest_argmax(p)) for r, p in enumerate(probabilities)]
        return links, probabilities

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                             tokenizer: ChatTokenizer | None = None) -> list[np.ndarray]:
        """For each line i in [start, end): probabilities over candidates i-k..i (index 0 = farthest)."""
        prepared = prepare(log, chat_tokenizer(tokenizer), self.vectors)
        parts = self.line_parts(prepared)
        result = []
        for block in iter_blocks(prepared, start, end, self.config.window):
            probs = softmax(self.pair_scores(parts, block))
            for r in range(len(probs)):
                available = min(block.lo + r, self.config.window) + 1
                result.append(probs[r, :available][::-1].copy())
        return result


@dataclass
class VoteEnsemble:
    """Several models; per message the parent most members chose (ties: the nearer parent)."""

    members: Sequence[LinkModel]

    @property
    def config(self) -> ModelConfig:
        return self.members[0].config

    @property
    def vectors(self) -> WordVectors | None:
        return self.members[0].vectors

    def block_choice(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Per line, the offset most members chose; ties go to the nearer parent (smaller offset)."""
        choices = np.stack([m.block_choice(features, mask) for m in self.members], axis=1)
        return _vote(choices, mask.shape)

    def log_state(self, prepared: PreparedLog) -> list:
        return [m.log_state(prepared) for m in self.members]

    def choose(self, state: list, block: PairBlock) -> np.ndarray:
        """Per line, the offset most members chose; ties go to the nearer parent (smaller offset)."""
        choices = np.stack([m.choose(s, block) for m, s in zip(self.members, state)], axis=1)
        return _vote(choices, block.mask.shape)

    def predict(self, log: Log, start: int = 0, end: int | None = None,
                tokenizer: ChatTokenizer | None = None) -> list[Link]:
        return predict_with(self, log, start, end, tokenizer)

    def links_and_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                                tokenizer: ChatTokenizer | None = None) -> tuple[list[Link], list[np.ndarray]]:
        """The vote's links (not the argmax of the mean probabilities) and the mean probabilities."""
        tokenizer = chat_tokenizer(tokenizer)
        return self.predict(log, start, end, tokenizer), self.parent_probabilities(log, start, end, tokenizer)

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                             tokenizer: ChatTokenizer | None = None) -> list[np.ndarray]:
        """Mean of the members' probabilities."""
        tokenizer = chat_tokenizer(tokenizer)  # one for all members
        per_member = [m.parent_probabilities(log, start, end, tokenizer) for m in self.members]
        return [np.mean(column, axis=0) for column in zip(*per_member)]


def nearest_argmax(probabilities: np.ndarray) -> int:
    """The offset (0 = the line itself) of the most probable candidate of a distribution ordered farthest
    first, as `parent_probabilities` gives it; ties go to the nearer parent."""
    return int(np.argmax(probabilities[::-1]))


def _vote(choices: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
    """Most chosen offset per row of `choices` (rows x members); ties: the smallest offset (nearer)."""
    counts = np.zeros(shape, dtype=np.int64)
    np.add.at(counts, (np.arange(shape[0])[:, None], choices), 1)
    return counts.argmax(axis=1)  # argmax takes the first (smallest) offset among equal counts


def iter_blocks(prepared: PreparedLog, start: int, end: int | None, window: int) -> Iterator[PairBlock]:
    """Pair blocks of lines in [start, end)."""
    end = prepared.n if end is None else min(end, prepared.n)
    for lo in range(max(start, 0), end, BLOCK):
        yield pair_block(prepared, lo, min(lo + BLOCK, end), window)


def predict_with(model: "LinkModel | VoteEnsemble", log: Log, start: int = 0, end: int | None = None,
                 tokenizer: ChatTokenizer | None = None) -> list[Link]:
    """Links from a model's per-block choices for the lines of `log` in [start, end)."""
    prepared = prepare(log, chat_tokenizer(tokenizer), model.vectors)
    state = model.log_state(prepared)
    links = []
    for block in iter_blocks(prepared, start, end, model.config.window):
        choice = model.choose(state, block)
        links += [Link(log.name, block.lo + r, block.lo + r - int(k)) for r, k in enumerate(choice)]
    return links


def _header(model: LinkModel) -> dict:
    return {"format": FORMAT_VERSION, "config": asdict(model.config), "features": list(FEATURE_NAMES),
            "record": model.record}


def _layer_arrays(prefix: str, model: LinkModel) -> dict[str, np.ndarray]:
    arrays = {f"{prefix}_shift": model.shift, f"{prefix}_scale": model.scale}
    for n, (weight, bias) in enumerate(model.layers):
        arrays[f"{prefix}_W{n}"], arrays[f"{prefix}_b{n}"] = weight, bias
    return arrays


def _second_header(stacked) -> dict:
    from disentangle.linking.second_pass import STACKED_LAYOUT
    return {"config": asdict(stacked.second.config), "features": list(STACKED_LAYOUT.names),
            "top_k": stacked.top_k, "residual": stacked.residual, "record": stacked.second.record}


def save_model(models, path: str | os.PathLike) -> Path:
    """Write one model, an ensemble, or a two-pass `stacking.StackedModel` to `path` (.npz), atomically."""
    second = None
    if hasattr(models, "second"):
        second, models = models, models.first
    members = [models] if isinstance(models, LinkModel) else list(models)
    vectors = members[0].vectors
    if any(m.vectors is not vectors for m in members):
        raise ModelError("ensemble members must share one set of word vectors")
    headers = [_header(m) for m in members]
    arrays: dict[str, np.ndarray] = {}
    if second is not None:
        headers[0]["second"] = _second_header(second)
        arrays.update(_layer_arrays("second", second.second))
    arrays["header"] = np.array(json.dumps(headers))
    if vectors is not None:
        arrays["vector_words"] = np.array(vectors.words)
        arrays["vector_matrix"] = vectors.matrix.astype(np.float16)
    for k, m in enumerate(members):
        arrays.update(_layer_arrays(f"m{k}", m))
    path = Path(path)
    with atomic_open(path, "wb") as handle:
        np.savez_compressed(handle, **arrays)
    return path


def _layers(arrays, prefix: str, config: dict, n_features: int) -> tuple[np.ndarray, np.ndarray, list]:
    """Shift, scale and layers of the network stored under `prefix`, shapes checked against the header."""
    layers = []
    for n in range(len(config["hidden"]) + 1):
        layers.append((arrays[f"{prefix}_W{n}"].astype(np.float32), arrays[f"{prefix}_b{n}"].astype(np.float32)))
    shift, scale = arrays[f"{prefix}_shift"].astype(np.float32), arrays[f"{prefix}_scale"].astype(np.float32)
    name = f"member {prefix[1:]}" if prefix.startswith("m") else f"{prefix} pass"
    check_shapes(name, tuple(config["hidden"]), shift, scale, layers, n_features)
    return shift, scale, layers


def _second(arrays, header: dict, first: LinkModel):
    from disentangle.linking.second_pass import STACKED_LAYOUT, StackedModel
    if header.get("features") != list(STACKED_LAYOUT.names):
        raise ModelError("the second pass was trained on other features than this version computes"
                         f"{feature_difference(header.get('features'), STACKED_LAYOUT.names)}; retrain it")
    config = header["config"]
    shift, scale, layers = _layers(arrays, "second", config, len(header["features"]))
    cfg = ModelConfig(hidden=tuple(config["hidden"]), window=int(config["window"]))
    if int(header["top_k"]) < 1:
        raise ModelError(f"second pass: top_k {header['top_k']} in the header is not a positive number")
    return StackedModel(first, LinkModel(cfg, shift, scale, layers, header.get("record", {}), first.vectors),
                        int(header["top_k"]), bool(header.get("residual", False)))


def feature_difference(trained, current: Sequence[str]) -> str:
    """How a model file's feature names differ from this version's, for a one-line error: counts, and the
    first few names only one side has (` (156 features, this version 159; new here: vector_cosine, ...)`)."""
    if not isinstance(trained, list):
        return " (the header lists no feature names)"
    new = [name for name in current if name not in set(trained)]
    gone = [name for name in trained if name not in set(current)]
    parts = [f"{label}: {', '.join(map(str, names[:NAMED_FEATURES]))}{', ...' if len(names) > NAMED_FEATURES else ''}"
             for label, names in (("new here", new), ("gone", gone)) if names]
    return f" ({len(trained)} features, this version {len(current)}; {'; '.join(parts) or 'same names, other order'})"


def _member(arrays, k: int, header: dict, vectors: WordVectors | None) -> LinkModel:
    if header.get("format") != FORMAT_VERSION:
        raise ModelError(f"model format {header.get('format')} is not {FORMAT_VERSION}")
    if header.get("features") != list(FEATURE_NAMES):
        raise ModelError("model was trained on other features than this version computes"
                         f"{feature_difference(header.get('features'), FEATURE_NAMES)}; retrain it")
    config = header["config"]
    shift, scale, layers = _layers(arrays, f"m{k}", config, N_FEATURES)
    cfg = ModelConfig(hidden=tuple(config["hidden"]), window=int(config["window"]))
    if cfg.window < 1:
        raise ModelError(f"member {k}: window {cfg.window} in the header is not a positive number")
    return LinkModel(cfg, shift, scale, layers, header.get("record", {}), vectors)


def check_shapes(name: str, hidden: tuple[int, ...], shift: np.ndarray, scale: np.ndarray,
                 layers: Sequence[tuple[np.ndarray, np.ndarray]], n_features: int = N_FEATURES) -> None:
    """Every array of a member has the shape its header implies: feature vectors of `n_features`
    (N_FEATURES; more for a second pass), then one (out, in) weight matrix and (out,) bias per layer for
    the header's hidden sizes, then one score. A mismatch is a ModelError at load time, never a numpy
    error in the middle of a prediction."""
    if shift.shape != (n_features,) or scale.shape != (n_features,):
        raise ModelError(f"{name}: feature shift {shift.shape} and scale {scale.shape} do not fit the "
                         f"{n_features} features of this version")
    sizes = (n_features, *hidden, OUTPUTS)
    if len(layers) != len(sizes) - 1:
        raise ModelError(f"{name}: {len(layers)} layers, the header's hidden sizes {hidden} need {len(sizes) - 1}")
    for n, (weight, bias) in enumerate(layers):
        expected = (sizes[n + 1], sizes[n])
        if weight.shape != expected or bias.shape != expected[:1]:
            raise ModelError(f"{name}: layer {n} has weights {weight.shape} and bias {bias.shape}; the header "
                             f"(hidden sizes {list(hidden)}) implies {expected} and {expected[:1]}")


def check_vectors(vectors: WordVectors) -> None:
    """Word vectors: one row per word, of the width the features expect."""
    matrix = vectors.matrix
    if matrix.ndim != 2 or matrix.shape != (len(vectors.words), VECTOR_DIMENSIONS):
        raise ModelError(f"word vectors of shape {matrix.shape} for {len(vectors.words)} words; expected "
                         f"({len(vectors.words)}, {VECTOR_DIMENSIONS})")


def load_model(path: str | os.PathLike | None = None):
    """Load a model file (default: the shipped model): a `LinkModel`, a `VoteEnsemble` or a two-pass
    `stacking.StackedModel`. Raises `ModelError` with a one-line reason."""
    path = Path(path) if path is not None else DEFAULT_MODEL
    try:
        with np.load(path, allow_pickle=False) as arrays:
            headers = json.loads(str(arrays["header"]))
            vectors = None
            if "vector_words" in arrays:
                vectors = WordVectors(tuple(str(w) for w in arrays["vector_words"]),
                                      arrays["vector_matrix"].astype(np.float32))
                check_vectors(vectors)
            members = [_member(arrays, k, h, vectors) for k, h in enumerate(headers)]
            if "second" in headers[0]:
                return _second(arrays, headers[0]["second"], members[0])
    except ModelError as error:
        raise ModelError(f"{path}: {error}") from error
    except FileNotFoundError as error:
        raise ModelError(f"model file not found: {path}") from error
    except (OSError, EOFError, ValueError, KeyError, TypeError, AttributeError, zipfile.BadZipFile) as error:
        raise ModelError(f"{path}: not a model file ({type(error).__name__}: {error})") from error
    return members[0] if len(members) == 1 else VoteEnsemble(members)
