"""Text closeness pair features: word-vector cosine, character n-gram cosine, rarity of shared words."""
import numpy as np
import pytest

from disentangle.features.pairs import FEATURE_NAMES, PAIR_FEATURES, block_features, prepare
from disentangle.features.similarity import SIMILARITY_FEATURES, word_ngrams
from disentangle.features.vectors import DIMENSIONS, WordVectors
from disentangle.logs.files import read_log_bytes
from disentangle.logs.tokens import ChatTokenizer

WINDOW = 8
NAME = {name: k for k, name in enumerate(FEATURE_NAMES)}
LINES = (
    "[10:00] <a> how do i configure the wireless card",     # 0
    "[10:01] <b> ndiswrapper is what you want",             # 1
    "[10:02] <c> the config file is broken",                # 2  configure ~ config (characters only)
    "[10:03] <d> ndiswrapper worked for me",                # 3  shares the rare word with 1
    "[10:04] <e> the the the",                              # 4  stopwords only
    "[10:05] <f> what card is it",                          # 5  shares "card" (in two lines) with 0
    "[10:06] <g> what file is it",                          # 6  shares "file" with 2
)


def _vectors() -> WordVectors:
    """Hand-made vectors: 'wireless' and 'ndiswrapper' point the same way, 'config' elsewhere."""
    words = ("card", "config", "ndiswrapper", "wireless")
    matrix = np.zeros((len(words), DIMENSIONS), np.float32)
    matrix[0, 0] = matrix[1, 1] = matrix[2, 2] = matrix[3, 2] = 1
    return WordVectors(words, matrix)


@pytest.fixture(scope="module")
def features():
    data = ("\n".join(LINES) + "\n").encode()
    prepared = prepare(read_log_bytes(data, "similar"), ChatTokenizer(), _vectors())
    rows, _ = block_features(prepared, 0, prepared.n, WINDOW)
    return rows


def value(features, message: int, parent: int, name: str) -> float:
    return float(features[message, message - parent, NAME[name]])


def test_the_features_are_pair_features():
    assert set(SIMILARITY_FEATURES) <= set(PAIR_FEATURES)


@pytest.mark.parametrize("word, expected", [
    ("ok", ["<ok", "ok>", "<ok>"]),
    ("vlc", ["<vl", "vlc", "lc>", "<vlc", "vlc>", "<vlc>"]),
    ("", ["<>"]),
])
def test_word_ngrams(word, expected):
    assert word_ngrams(word) == expected


def test_character_ngrams_see_related_word_forms(features):
    assert value(features, 2, 0, "tfidf_cosine") == 0             # no word in common...
    assert value(features, 2, 0, "char_cosine") > 0.05            # ...but configure ~ config
    assert value(features, 2, 1, "char_cosine") == 0
    assert value(features, 3, 1, "char_cosine") > value(features, 2, 0, "char_cosine")


def test_vector_cosine(features):
    assert value(features, 3, 0, "vector_cosine") > 0.3           # ndiswrapper ~ wireless
    assert value(features, 3, 1, "vector_cosine") == pytest.approx(1.0)
    assert value(features, 2, 1, "vector_cosine") == 0
    assert value(features, 4, 3, "vector_cosine") == 0            # no known word: a zero vector


def test_shared_rarity(features):
    # ndiswrapper is in 2 of 7 lines, card in 2, file in 2: equal rarity; nothing shared: 0
    assert value(features, 3, 1, "shared_rarity") == pytest.approx(value(features, 5, 0, "shared_rarity"), abs=1e-3)
    assert 0.3 < value(features, 3, 1, "shared_rarity") <= 1.0
    assert value(features, 3, 2, "shared_rarity") == 0
    assert value(features, 4, 2, "shared_rarity") == 0            # stopwords never count


def test_a_rarer_shared_word_scores_higher():
    common = "[10:00] <a> apt broke\n" * 6 + "[10:01] <b> zsync apt\n[10:02] <c> zsync apt\n"
    prepared = prepare(read_log_bytes(common.encode(), "rare"), ChatTokenizer())
    rows, _ = block_features(prepared, 0, prepared.n, WINDOW)
    only_apt = value(rows, 5, 4, "shared_rarity")
    with_zsync = value(rows, 7, 6, "shared_rarity")
    assert with_zsync > only_apt > 0


def test_finite_without_vectors_or_words():
    data = b"[10:00] <a> the\n[10:01] <b> ?\n=== c has joined #ubuntu\n"
    prepared = prepare(read_log_bytes(data, "bare"), ChatTokenizer())
    rows, _ = block_features(prepared, 0, prepared.n, WINDOW)
    assert np.isfinite(rows).all()
    for name in SIMILARITY_FEATURES:   # nothing to compare (a line with itself is not compared here)
        assert (rows[:, 1:, NAME[name]] == 0).all()
