"""The link model: a feed-forward scorer of (message, candidate parent) pairs, run in numpy.

`LinkModel` holds the weights (trained by `disentangle.train`, which is the only module that needs DyNet),
standardises the pair features of `disentangle.features`, scores each candidate with softsign hidden
layers, and takes a softmax over a message's candidates. It predicts one parent per message; a
`VoteEnsemble` of several models keeps, for each message, the parent most members chose (ties: the
nearer parent). Models are saved as one `.npz` file holding the arrays and a JSON header (config, feature
names, training record), and loading checks that the feature names match this version of the code.
"""
from __future__ import annotations

import json
import logging
import os
import tempfile
import zipfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterator, Sequence

import numpy as np

from .conversations import Link
from .features import BLOCK, FEATURE_NAMES, N_FEATURES, WINDOW, PreparedLog, block_features, prepare
from .logs import Log
from .tokens import ChatTokenizer

logger = logging.getLogger(__name__)

MODELS_DIR = Path(__file__).resolve().parent.parent / "models"
DEFAULT_MODEL = MODELS_DIR / "disentangle.npz"
FORMAT_VERSION = 1
MASKED = -1e9


class ModelError(Exception):
    """A model file that is missing, unreadable or does not fit this version of the code."""


@dataclass(frozen=True)
class ModelConfig:
    """Network shape; `hidden` lists the hidden layer sizes."""

    hidden: tuple[int, ...] = (256, 128)
    window: int = WINDOW


@dataclass
class LinkModel:
    """Weights of one trained scorer, with numpy inference."""

    config: ModelConfig
    shift: np.ndarray                 # (F,) feature means
    scale: np.ndarray                 # (F,) feature standard deviations
    layers: list[tuple[np.ndarray, np.ndarray]]  # (W (out, in), b (out,)), hidden layers then output
    record: dict = field(default_factory=dict)   # training facts for the model card

    def score_rows(self, rows: np.ndarray) -> np.ndarray:
        """Scores of feature rows `(n, F)` -> `(n,)`."""
        h = (rows - self.shift) / self.scale
        for weight, bias in self.layers[:-1]:
            h = h @ weight.T + bias
            h = h / (1 + np.abs(h))
        weight, bias = self.layers[-1]
        return (h @ weight.T + bias)[:, 0]

    def block_scores(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Candidate scores `(block, window + 1)`; masked candidates get `MASKED`."""
        scores = np.full(mask.shape, MASKED, dtype=np.float32)
        scores[mask] = self.score_rows(features[mask])
        return scores

    def block_choice(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The chosen candidate offset (0 = itself) of every line of a block."""
        return self.block_scores(features, mask).argmax(axis=1)

    def predict(self, log: Log, start: int = 0, end: int | None = None,
                tokenizer: ChatTokenizer | None = None) -> list[Link]:
        """One parent per line in [start, end): the best-scoring candidate."""
        return predict_with(self, log, start, end, tokenizer)

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                             tokenizer: ChatTokenizer | None = None) -> list[np.ndarray]:
        """For each line i in [start, end): probabilities over candidates i-k..i (index 0 = farthest)."""
        prepared = prepare(log, tokenizer or ChatTokenizer())
        result = []
        for lo, features, mask in iter_features(prepared, start, end, self.config.window):
            probs = softmax(self.block_scores(features, mask))
            for r in range(len(probs)):
                available = min(lo + r, self.config.window) + 1
                result.append(probs[r, :available][::-1].copy())
        return result


def softmax(scores: np.ndarray) -> np.ndarray:
    """Row-wise softmax."""
    shifted = np.exp(scores - scores.max(axis=1, keepdims=True))
    return shifted / shifted.sum(axis=1, keepdims=True)


@dataclass
class VoteEnsemble:
    """Several models; per message the parent most members chose (ties: the nearer parent)."""

    members: Sequence[LinkModel]

    @property
    def config(self) -> ModelConfig:
        return self.members[0].config

    def block_choice(self, features: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Per line, the offset most members chose; ties go to the nearer parent (smaller offset)."""
        choices = np.stack([m.block_choice(features, mask) for m in self.members], axis=1)
        counts = np.zeros(mask.shape, dtype=np.int64)
        np.add.at(counts, (np.arange(len(mask))[:, None], choices), 1)
        return counts.argmax(axis=1)  # argmax takes the first (smallest) offset among equal counts

    def predict(self, log: Log, start: int = 0, end: int | None = None,
                tokenizer: ChatTokenizer | None = None) -> list[Link]:
        return predict_with(self, log, start, end, tokenizer)

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                             tokenizer: ChatTokenizer | None = None) -> list[np.ndarray]:
        """Mean of the members' probabilities."""
        per_member = [m.parent_probabilities(log, start, end, tokenizer) for m in self.members]
        return [np.mean(column, axis=0) for column in zip(*per_member)]


def iter_features(prepared: PreparedLog, start: int, end: int | None,
                  window: int) -> Iterator[tuple[int, np.ndarray, np.ndarray]]:
    """(first line, features, mask) for blocks of lines in [start, end)."""
    end = prepared.n if end is None else min(end, prepared.n)
    for lo in range(max(start, 0), end, BLOCK):
        features, mask = block_features(prepared, lo, min(lo + BLOCK, end), window)
        yield lo, features, mask


def predict_with(model: "LinkModel | VoteEnsemble", log: Log, start: int = 0, end: int | None = None,
                 tokenizer: ChatTokenizer | None = None) -> list[Link]:
    """Links from a model's per-block choices for the lines of `log` in [start, end)."""
    prepared = prepare(log, tokenizer or ChatTokenizer())
    links = []
    for lo, features, mask in iter_features(prepared, start, end, model.config.window):
        choice = model.block_choice(features, mask)
        links += [Link(log.name, lo + r, lo + r - int(k)) for r, k in enumerate(choice)]
    return links


def _header(model: LinkModel) -> dict:
    return {"format": FORMAT_VERSION, "config": asdict(model.config), "features": list(FEATURE_NAMES),
            "record": model.record}


def save_model(models: LinkModel | Sequence[LinkModel], path: str | os.PathLike) -> Path:
    """Write one model or an ensemble to `path` (.npz), atomically."""
    members = [models] if isinstance(models, LinkModel) else list(models)
    arrays: dict[str, np.ndarray] = {"header": np.array(json.dumps([_header(m) for m in members]))}
    for k, m in enumerate(members):
        arrays[f"m{k}_shift"], arrays[f"m{k}_scale"] = m.shift, m.scale
        for n, (weight, bias) in enumerate(m.layers):
            arrays[f"m{k}_W{n}"], arrays[f"m{k}_b{n}"] = weight, bias
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as handle:
        np.savez_compressed(handle, **arrays)
    os.replace(handle.name, path)
    return path


def _member(arrays, k: int, header: dict) -> LinkModel:
    if header.get("format") != FORMAT_VERSION:
        raise ModelError(f"model format {header.get('format')} is not {FORMAT_VERSION}")
    if header.get("features") != list(FEATURE_NAMES):
        raise ModelError("model was trained on other features than this version computes; retrain it")
    config = header["config"]
    layers = []
    for n in range(len(config["hidden"]) + 1):
        layers.append((arrays[f"m{k}_W{n}"].astype(np.float32), arrays[f"m{k}_b{n}"].astype(np.float32)))
    shift, scale = arrays[f"m{k}_shift"].astype(np.float32), arrays[f"m{k}_scale"].astype(np.float32)
    if shift.shape != (N_FEATURES,) or layers[0][0].shape[1] != N_FEATURES:
        raise ModelError("model weights do not fit the feature count")
    cfg = ModelConfig(hidden=tuple(config["hidden"]), window=int(config["window"]))
    return LinkModel(cfg, shift, scale, layers, header.get("record", {}))


def load_model(path: str | os.PathLike | None = None) -> LinkModel | VoteEnsemble:
    """Load a model file (default: the shipped model). Raises `ModelError` with a one-line reason."""
    path = Path(path) if path is not None else DEFAULT_MODEL
    try:
        with np.load(path, allow_pickle=False) as arrays:
            headers = json.loads(str(arrays["header"]))
            members = [_member(arrays, k, h) for k, h in enumerate(headers)]
    except ModelError as error:
        raise ModelError(f"{path}: {error}") from error
    except FileNotFoundError as error:
        raise ModelError(f"model file not found: {path}") from error
    except (OSError, EOFError, ValueError, KeyError, TypeError, zipfile.BadZipFile) as error:
        raise ModelError(f"{path}: not a model file ({type(error).__name__}: {error})") from error
    return members[0] if len(members) == 1 else VoteEnsemble(members)
