"""Word vectors initialised from a pretrained token table (WordLlama), a training-time alternative to PPMI-SVD.

WordLlama (PyPI `wordllama`, MIT) ships a 32,000-token x 256 embedding table distilled from a large
language model's token embeddings for sentence similarity, and the tokenizer that cuts text into those
tokens. Both files are read straight from the installed package (`tokenizers`, `safetensors`; the
package's own loader would reach for the network) after their SHA-256 digests are checked against the
pinned ones. Each word of the train split's vocabulary (lower-cased, nicks mapped to `<nick>`) becomes
the mean of its sub-tokens' rows; the table is centred on its frequency-weighted mean, reduced to the
model's `DIMENSIONS` by a frequency-weighted PCA, each row scaled to unit length and then to the word's
inverse document frequency on train, so that the mean over a message's words (`WordVectors`) is an
idf-weighted pooling. The result is an ordinary `WordVectors`: stored in the model file as the PPMI
vectors are, so run time needs neither package. Only training imports this module.
"""
from __future__ import annotations

import hashlib
import importlib.util
import logging
from collections import Counter
from pathlib import Path
from typing import Sequence

import numpy as np

from disentangle.features.vectors import DIMENSIONS, MAX_VOCABULARY, NICK_TOKEN, TooLittleText, WordVectors

logger = logging.getLogger(__name__)

PACKAGE = "wordllama"
TABLE_FILE = ("weights", "l2_supercat_256.safetensors")
TOKENIZER_FILE = ("tokenizers", "l2_supercat_tokenizer_config.json")
TABLE_SHA256 = "64b47a2dc493cb8e85944076601189739852d7b64e0e1eedcb1937a251cd9fd5"
TOKENIZER_SHA256 = "93248f2a9ec36c7b35f700a033d5f36228aae48db61aee31007fa49062cdeb68"
TABLE_KEY = "embedding.weight"
MIN_WORD_COUNT = 2          # words seen at least this often on train get a vector (PPMI needs 5)
NICK_STAND_IN = "nick"      # what the tokenizer reads for `<nick>`
SOURCES = ("ppmi", "wordllama", "minilm")   # word-vector sources of `disentangle train --word-vectors`


class PretrainedError(RuntimeError):
    """The pretrained files are missing or are not the pinned ones."""


def package_file(parts: Sequence[str], package: str = PACKAGE) -> Path:
    """A data file inside an installed package, without importing the package."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise PretrainedError(f"--word-vectors {package} needs the `{package}` package (pip install '.[train]')")
    return Path(list(spec.submodule_search_locations)[0]).joinpath(*parts)


def checked(path: Path, sha256: str) -> Path:
    """`path` if its SHA-256 is `sha256`, else a `PretrainedError`."""
    if not path.is_file():
        raise PretrainedError(f"{path}: missing")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != sha256:
        raise PretrainedError(f"{path}: SHA-256 {digest}, expected {sha256}")
    return path


def load_table(path: Path, sha256: str = TABLE_SHA256) -> np.ndarray:
    """The token embedding table `(tokens, 256)` as float32."""
    from safetensors.numpy import load_file
    return load_file(str(checked(path, sha256)))[TABLE_KEY].astype(np.float32)


def load_tokenizer(path: Path, sha256: str = TOKENIZER_SHA256):
    """The `tokenizers.Tokenizer` of the table."""
    from tokenizers import Tokenizer
    return Tokenizer.from_file(str(checked(path, sha256)))


def word_table(words: Sequence[str], table: np.ndarray, tokenizer) -> np.ndarray:
    """Each word as the mean of its sub-tokens' rows (`<nick>` read as `NICK_STAND_IN`)."""
    texts = [NICK_STAND_IN if w == NICK_TOKEN else w for w in words]
    encodings = tokenizer.encode_batch(texts, add_special_tokens=False)
    out = np.zeros((len(words), table.shape[1]), dtype=np.float32)
    for k, encoding in enumerate(encodings):
        ids = [i for i in encoding.ids if 0 <= i < len(table)]
        if ids:
            out[k] = table[ids].mean(axis=0)
    return out


def reduce(vectors: np.ndarray, counts: np.ndarray, dimensions: int = DIMENSIONS) -> np.ndarray:
    """Frequency-weighted centring and PCA to `dimensions`, rows scaled to unit length."""
    weights = counts / counts.sum()
    centred = vectors - weights @ vectors
    _, _, axes = np.linalg.svd(centred * np.sqrt(weights)[:, None], full_matrices=False)
    reduced = centred @ axes[:dimensions].T
    reduced *= np.sign(reduced[np.abs(reduced).argmax(axis=0), np.arange(reduced.shape[1])])  # fixed sign
    return reduced / np.maximum(np.linalg.norm(reduced, axis=1, keepdims=True), 1e-8)


def idf_weights(token_lists: Sequence[Sequence[str]], words: Sequence[str]) -> np.ndarray:
    """Smoothed inverse document frequency of each word over the messages (as the pair features' tf-idf)."""
    df = Counter(t for tokens in token_lists for t in set(tokens))
    n = len(token_lists)
    return np.array([np.log((1 + n) / (1 + df[w])) + 1 for w in words], dtype=np.float32)


def pretrained_vectors(token_lists: Sequence[Sequence[str]], table: np.ndarray, tokenizer,
                       dimensions: int = DIMENSIONS) -> WordVectors:
    """`WordVectors` for the frequent words of `token_lists` from a token table and its tokenizer."""
    counts = Counter(t for tokens in token_lists for t in tokens)
    frequent = sorted(w for w, c in counts.most_common(MAX_VOCABULARY) if c >= MIN_WORD_COUNT)
    if len(frequent) <= dimensions:
        raise TooLittleText(f"too little text for {dimensions}-dimensional vectors ({len(frequent)} words)")
    pooled = word_table(frequent, table, tokenizer)
    known = np.abs(pooled).sum(axis=1) > 0
    words = [w for w, k in zip(frequent, known) if k]
    reduced = reduce(pooled[known], np.array([counts[w] for w in words], dtype=np.float64), dimensions)
    matrix = reduced * idf_weights(token_lists, words)[:, None]
    logger.info("pretrained word vectors: %d words, %d dimensions", len(words), dimensions)
    return WordVectors(tuple(words), matrix.astype(np.float32))


def pretrained_table(token_lists: Sequence[Sequence[str]], table: np.ndarray, tokenizer,
                     dimensions: int) -> tuple[tuple[str, ...], np.ndarray]:
    """The frequent words of `token_lists` that the table knows, and their rows reduced to `dimensions`
    (unit length): the initial value of a trainable token table (`disentangle.linking.text_encoder`)."""
    counts = Counter(t for tokens in token_lists for t in tokens)
    frequent = sorted(w for w, c in counts.most_common(MAX_VOCABULARY) if c >= MIN_WORD_COUNT)
    pooled = word_table(frequent, table, tokenizer)
    known = np.abs(pooled).sum(axis=1) > 0
    words = tuple(w for w, k in zip(frequent, known) if k)
    if len(words) <= dimensions:
        raise TooLittleText(f"too little text for a {dimensions}-dimensional token table ({len(words)} words)")
    reduced = reduce(pooled[known], np.array([counts[w] for w in words], dtype=np.float64), dimensions)
    logger.info("pretrained token table: %d words, %d dimensions", len(words), dimensions)
    return words, reduced.astype(np.float32)


def wordllama_table(token_lists: Sequence[Sequence[str]], dimensions: int) -> tuple[tuple[str, ...], np.ndarray]:
    """`pretrained_table` from the installed WordLlama package's pinned table and tokenizer."""
    table = load_table(package_file(TABLE_FILE))
    tokenizer = load_tokenizer(package_file(TOKENIZER_FILE))
    return pretrained_table(token_lists, table, tokenizer, dimensions)


def wordllama_vectors(token_lists: Sequence[Sequence[str]]) -> WordVectors:
    """`pretrained_vectors` from the installed WordLlama package's pinned table and tokenizer."""
    table = load_table(package_file(TABLE_FILE))
    tokenizer = load_tokenizer(package_file(TOKENIZER_FILE))
    return pretrained_vectors(token_lists, table, tokenizer)
