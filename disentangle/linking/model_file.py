"""Model files: one link model, a vote ensemble or a two-pass model as one `.npz`, saved and checked at load.

A file holds the arrays of every network (`m{k}_shift`, `m{k}_scale`, `m{k}_W{n}`, `m{k}_b{n}` per ensemble
member; `second_...` for a second pass), the shared word vectors (`vector_words`, `vector_matrix`, kept as
float16) and a JSON `header`: per member the format version, the network shape, the feature names and the
training record, and on the first member the second pass's header. A member with a token encoder
(`disentangle.linking.text_encoder`) is format 2 and adds `m{k}_text_words`, `_table`, `_projection` and
`_weight` (float32) and its `max_tokens` in its header; a member without one is written as format 1,
byte for byte as before, and older code refuses format 2 by its number. Loading checks everything the numpy
inference of `disentangle.linking.model` and `disentangle.linking.second_pass` takes for granted: the format
version, feature names equal to this version's, every array of the shape its header implies and free of
NaN and infinity. Any failure is one `ModelError` naming the file and what is wrong (the array, for a bad
one), never a numpy error in the middle of a prediction nor a prediction silently made worse.
"""
from __future__ import annotations

import json
import os
import zipfile
from dataclasses import asdict
from pathlib import Path
from typing import Sequence

import numpy as np

from disentangle.atomic import atomic_open
from disentangle.errors import DisentangleError
from disentangle.features.pairs import FEATURE_NAMES, N_FEATURES
from disentangle.features.vectors import DIMENSIONS as VECTOR_DIMENSIONS
from disentangle.features.vectors import WordVectors
from disentangle.linking.model import LinkModel, ModelConfig, VoteEnsemble
from disentangle.linking.second_pass import STACKED_LAYOUT, StackedModel
from disentangle.linking.text_encoder import TextEncoder
from disentangle.settings import SHIPPED_MODEL

DEFAULT_MODEL = SHIPPED_MODEL   # package data (settings.py); in a checkout, models/disentangle.npz
FORMAT_VERSION = 1
TEXT_FORMAT = 2                      # a member with a token encoder (`text` in its header, `m{k}_text_*` arrays)
TEXT = "text"                        # header key and array infix of a member's token encoder
NAMED_FEATURES = 5                   # feature names a mismatch error lists at most, per side
OUTPUTS = 1                          # the last layer gives one score per (message, candidate) pair
HEADER, VECTOR_WORDS, VECTOR_MATRIX = "header", "vector_words", "vector_matrix"   # array names in a file
SECOND = "second"                    # prefix of the second pass's arrays, key of its header

AnyModel = LinkModel | VoteEnsemble | StackedModel   # what a model file holds


class ModelError(DisentangleError):
    """A model file that is missing, unreadable or does not fit this version of the code."""


def _header(model: LinkModel) -> dict:
    header = {"format": FORMAT_VERSION, "config": asdict(model.config), "features": list(FEATURE_NAMES),
              "record": dict(model.record)}
    if model.text is not None:
        header.update(format=TEXT_FORMAT, text={"max_tokens": model.text.max_tokens})
    return header


def _layer_arrays(prefix: str, model: LinkModel) -> dict[str, np.ndarray]:
    arrays = {f"{prefix}_shift": model.shift, f"{prefix}_scale": model.scale}
    for n, (weight, bias) in enumerate(model.layers):
        arrays[f"{prefix}_W{n}"], arrays[f"{prefix}_b{n}"] = weight, bias
    if model.text is not None:   # kept as float32: the table is what dev selected the epoch with
        arrays.update({f"{prefix}_{TEXT}_words": np.array(model.text.words), f"{prefix}_{TEXT}_table": model.text.table,
                       f"{prefix}_{TEXT}_projection": model.text.projection,
                       f"{prefix}_{TEXT}_weight": model.text.weight})
    return arrays


def _text(arrays, prefix: str, header: dict, hidden: tuple[int, ...]) -> TextEncoder | None:
    """A member's token encoder (None in a format-1 file), shapes checked against each other."""
    if header.get("format") != TEXT_FORMAT:
        return None
    name = f"{prefix}_{TEXT}"
    words = tuple(str(w) for w in arrays[f"{name}_words"])
    table, projection = stored_array(arrays, f"{name}_table"), stored_array(arrays, f"{name}_projection")
    weight = stored_array(arrays, f"{name}_weight")
    max_tokens = int(header[TEXT]["max_tokens"])
    fits = (table.ndim == 2 and table.shape[0] == len(words) + 1 and projection.ndim == 2
            and projection.shape[1] == table.shape[1] and hidden and weight.shape == (hidden[0], 2 * len(projection) + 1)
            and max_tokens >= 1)
    if not fits:
        raise ModelError(f"member {prefix[1:]}: token encoder of {len(words)} words with table {table.shape}, "
                         f"projection {projection.shape}, weights {weight.shape} and max_tokens {max_tokens} "
                         f"does not fit together (first hidden layer: {hidden[:1]})")
    return TextEncoder(words, table, projection, weight, max_tokens)


def _second_header(stacked: StackedModel) -> dict:
    return {"config": asdict(stacked.second.config), "features": list(STACKED_LAYOUT.names),
            "top_k": stacked.top_k, "residual": stacked.residual, "record": dict(stacked.second.record)}


def save_model(models: LinkModel | Sequence[LinkModel] | StackedModel, path: str | os.PathLike) -> Path:
    """Write one model, an ensemble (a sequence of models), or a two-pass `StackedModel` to `path` (.npz),
    atomically."""
    second = None
    if isinstance(models, StackedModel):
        second, models = models, models.first
    members = [models] if isinstance(models, LinkModel) else list(models)
    vectors = members[0].vectors
    if any(m.vectors is not vectors for m in members):
        raise ModelError("ensemble members must share one set of word vectors")
    headers = [_header(m) for m in members]
    arrays: dict[str, np.ndarray] = {}
    if second is not None:
        headers[0][SECOND] = _second_header(second)
        arrays.update(_layer_arrays(SECOND, second.second))
    arrays[HEADER] = np.array(json.dumps(headers))
    if vectors is not None:
        arrays[VECTOR_WORDS] = np.array(vectors.words)
        arrays[VECTOR_MATRIX] = vectors.matrix.astype(np.float16)
    for k, m in enumerate(members):
        arrays.update(_layer_arrays(f"m{k}", m))
    path = Path(path)
    with atomic_open(path, "wb") as handle:
        np.savez_compressed(handle, **arrays)  # type: ignore[arg-type]  # numpy's stub types **kwds as its bool flag
    return path


def stored_array(arrays, name: str) -> np.ndarray:
    """The stored array `name` as float32, what inference computes with; refused, by name, when a value is
    NaN or infinite there (such a model predicts without an error, only worse)."""
    with np.errstate(over="ignore", invalid="ignore"):   # a value beyond float32 becomes inf, refused below
        array = arrays[name].astype(np.float32)
    bad = array.size - int(np.count_nonzero(np.isfinite(array)))
    if bad:
        raise ModelError(f"array {name} holds {bad} NaN or infinite value(s) of {array.size}; a broken model "
                         "(train it again)")
    return array


def _layers(arrays, prefix: str, config: dict, n_features: int) -> tuple[np.ndarray, np.ndarray, list]:
    """Shift, scale and layers of the network stored under `prefix`, shapes checked against the header."""
    layers = []
    for n in range(len(config["hidden"]) + 1):
        layers.append((stored_array(arrays, f"{prefix}_W{n}"), stored_array(arrays, f"{prefix}_b{n}")))
    shift, scale = stored_array(arrays, f"{prefix}_shift"), stored_array(arrays, f"{prefix}_scale")
    name = f"member {prefix[1:]}" if prefix.startswith("m") else f"{prefix} pass"
    check_shapes(name, tuple(config["hidden"]), shift, scale, layers, n_features)
    return shift, scale, layers


def _second(arrays, header: dict, first: LinkModel) -> StackedModel:
    if header.get("features") != list(STACKED_LAYOUT.names):
        raise ModelError("the second pass was trained on other features than this version computes"
                         f"{feature_difference(header.get('features'), STACKED_LAYOUT.names)}; retrain it")
    config = header["config"]
    shift, scale, layers = _layers(arrays, SECOND, config, len(header["features"]))
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
    if header.get("format") not in (FORMAT_VERSION, TEXT_FORMAT):
        raise ModelError(f"model format {header.get('format')} is not {FORMAT_VERSION} or {TEXT_FORMAT}")
    if header.get("features") != list(FEATURE_NAMES):
        raise ModelError("model was trained on other features than this version computes"
                         f"{feature_difference(header.get('features'), FEATURE_NAMES)}; retrain it")
    config = header["config"]
    shift, scale, layers = _layers(arrays, f"m{k}", config, N_FEATURES)
    cfg = ModelConfig(hidden=tuple(config["hidden"]), window=int(config["window"]))
    if cfg.window < 1:
        raise ModelError(f"member {k}: window {cfg.window} in the header is not a positive number")
    text = _text(arrays, f"m{k}", header, cfg.hidden)
    return LinkModel(cfg, shift, scale, layers, header.get("record", {}), vectors, text)


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


def _vectors(arrays) -> WordVectors | None:
    """The file's word vectors (None if it has none), checked."""
    if VECTOR_WORDS not in arrays:
        return None
    vectors = WordVectors(tuple(str(w) for w in arrays[VECTOR_WORDS]), stored_array(arrays, VECTOR_MATRIX))
    check_vectors(vectors)
    return vectors


def load_model(path: str | os.PathLike | None = None) -> AnyModel:
    """Load a model file (default: the shipped model): a `LinkModel`, a `VoteEnsemble` or a two-pass
    `StackedModel`. Raises `ModelError` with a one-line reason."""
    path = Path(path) if path is not None else DEFAULT_MODEL
    try:
        with np.load(path, allow_pickle=False) as arrays:
            headers = json.loads(str(arrays[HEADER]))
            vectors = _vectors(arrays)
            members = [_member(arrays, k, h, vectors) for k, h in enumerate(headers)]
            if SECOND in headers[0]:
                return _second(arrays, headers[0][SECOND], members[0])
    except ModelError as error:
        raise ModelError(f"{path}: {error}") from error
    except FileNotFoundError as error:
        raise ModelError(f"model file not found: {path}") from error
    except (OSError, EOFError, ValueError, KeyError, TypeError, AttributeError, zipfile.BadZipFile) as error:
        raise ModelError(f"{path}: not a model file ({type(error).__name__}: {error})") from error
    return members[0] if len(members) == 1 else VoteEnsemble(members)
