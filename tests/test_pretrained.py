"""Word vectors from a pretrained token table: pinned files, pooling sub-tokens, reduction, idf scaling."""
import hashlib
import importlib.util
from types import SimpleNamespace

import numpy as np
import pytest

from disentangle.features.vectors import NICK_TOKEN
from disentangle.training import pretrained
from disentangle.training.pretrained import (
    PretrainedError,
    checked,
    idf_weights,
    package_file,
    pretrained_table,
    pretrained_vectors,
    reduce,
    word_table,
)


class LetterTokenizer:
    """A stand-in tokenizer: each letter a-z is one token (id 0-25); anything else is dropped."""

    def encode_batch(self, texts, add_special_tokens=True):
        return [SimpleNamespace(ids=[ord(c) - ord("a") for c in text if "a" <= c <= "z"]) for text in texts]


def letter_table(dimensions: int = 6, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).normal(size=(26, dimensions)).astype(np.float32)


@pytest.mark.parametrize("right", [True, False])
def test_checked_accepts_only_the_pinned_digest(tmp_path, right):
    path = tmp_path / "table.bin"
    path.write_bytes(b"weights")
    digest = hashlib.sha256(b"weights").hexdigest() if right else "0" * 64
    if right:
        assert checked(path, digest) == path
    else:
        with pytest.raises(PretrainedError, match="SHA-256"):
            checked(path, digest)


def test_checked_missing_file(tmp_path):
    with pytest.raises(PretrainedError, match="missing"):
        checked(tmp_path / "absent", "0" * 64)


def test_package_file_names_the_missing_package():
    with pytest.raises(PretrainedError, match="no_such_package_xyz"):
        package_file(("weights", "w.bin"), package="no_such_package_xyz")


def test_word_table_is_the_mean_of_sub_token_rows_and_reads_nick_as_a_word(monkeypatch):
    monkeypatch.setattr(pretrained, "NICK_STAND_IN", "zy")   # letters that "<nick>" itself lacks
    table = letter_table()
    out = word_table(["ab", NICK_TOKEN, "42"], table, LetterTokenizer())
    np.testing.assert_allclose(out[0], (table[0] + table[1]) / 2, rtol=1e-6)
    np.testing.assert_allclose(out[1], table[[ord(c) - ord("a") for c in pretrained.NICK_STAND_IN]].mean(axis=0),
                               rtol=1e-6)
    assert not out[2].any()      # no known token: a zero row


def test_reduce_gives_unit_rows_of_the_leading_weighted_directions():
    rng = np.random.default_rng(1)
    # variance mostly along the first axis, then the second
    vectors = rng.normal(size=(200, 5)) * np.array([10.0, 3.0, 0.1, 0.1, 0.1]) + 7.0
    reduced = reduce(vectors, np.ones(200), dimensions=2)
    assert reduced.shape == (200, 2)
    np.testing.assert_allclose(np.linalg.norm(reduced, axis=1), 1, rtol=1e-6)
    centred = vectors - vectors.mean(axis=0)
    # the first component follows the first axis (up to its fixed sign)
    assert abs(np.corrcoef(reduced[:, 0] * np.linalg.norm(centred[:, :2], axis=1), centred[:, 0])[0, 1]) > 0.9


def test_idf_weights_rarer_words_weigh_more():
    weights = idf_weights([["a", "b"], ["a"], ["a", "a"]], ["a", "b", "c"])
    assert weights[0] < weights[1] < weights[2]
    assert weights[0] == pytest.approx(np.log(4 / 4) + 1)


def test_pretrained_vectors_vocabulary_and_idf_scaled_rows():
    lines = [["cat", "dog"]] * 5 + [["cat", "fish"]] * 2 + [["cow"], ["42", "42"]]
    vectors = pretrained_vectors(lines, letter_table(8), LetterTokenizer(), dimensions=2)
    # seen at least twice and made of known tokens ("cow" once; "42" has no token)
    assert vectors.words == ("cat", "dog", "fish")
    norms = np.linalg.norm(vectors.matrix, axis=1)
    np.testing.assert_allclose(norms, idf_weights(lines, vectors.words), rtol=1e-5)


def test_pretrained_vectors_refuse_a_tiny_vocabulary():
    with pytest.raises(ValueError, match="too little text"):
        pretrained_vectors([["cat", "cat"]], letter_table(), LetterTokenizer(), dimensions=4)


def test_unknown_source_is_refused():
    from disentangle.training.rows import corpus_vectors
    with pytest.raises(ValueError, match="unknown word-vector source"):
        corpus_vectors([], None, "glove")


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("wordllama") is None, reason="the `train` extra is not installed")
def test_the_installed_wordllama_files_are_the_pinned_ones_and_embed_words():
    lines = [["install", "apt-get"], ["installing", "kernel"], ["kernel", "install"], ["apt-get", "installing"]]
    lines = lines * 20 + [[f"w{k}" for k in range(40)]] * 2
    vectors = pretrained.wordllama_vectors(lines)
    index = vectors.index()
    unit = vectors.matrix / np.linalg.norm(vectors.matrix, axis=1, keepdims=True)
    assert vectors.dimensions == pretrained.DIMENSIONS
    # a word is nearer its own inflection than an unrelated word
    assert unit[index["install"]] @ unit[index["installing"]] > unit[index["install"]] @ unit[index["kernel"]]


def test_pretrained_table_keeps_frequent_known_words_as_unit_rows():
    lines = [["ab", "ba", "42", "cd"], ["ab", "ba", "42", "dc", "ef"], ["ab", "cd", "ef", "fe", "once"]] * 2
    words, table = pretrained_table(lines, letter_table(), LetterTokenizer(), dimensions=2)
    assert words == ("ab", "ba", "cd", "dc", "ef", "fe", "once")   # "42" has no sub-token: left out
    assert table.shape == (len(words), 2) and table.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(table, axis=1), 1, rtol=1e-5)
    with pytest.raises(ValueError, match="too little text"):     # every word seen once: none kept
        pretrained_table(lines[:1], letter_table(), LetterTokenizer(), dimensions=2)
