"""Word vectors from raw text: co-occurrence, PPMI, SVD, and pooled message vectors."""
import numpy as np
import pytest

from disentangle.features.vectors import WordVectors, cooccurrence, ppmi, train_vectors


def test_cooccurrence_counts_within_a_message_weighted_by_distance():
    counts = cooccurrence([["a", "b", "c"], ["c", "a"]], ["a", "b", "c"], window=2).toarray()
    # a-b at distance 1, a-c at 2 (1/2) in the first message; c-a at 1 in the second; symmetric
    np.testing.assert_allclose(counts, [[0, 1, 1.5], [1, 0, 1], [1.5, 1, 0]])


def test_no_pairs_across_messages():
    counts = cooccurrence([["a"], ["b"]], ["a", "b"], window=5)
    assert counts.nnz == 0


def test_ppmi_keeps_positive_associations_only():
    counts = cooccurrence([["x", "y"]] * 10 + [["x", "z"], ["y", "w"]] * 10 + [["z", "w"]] * 30,
                          ["w", "x", "y", "z"])
    table = ppmi(counts).toarray()
    assert (table >= 0).all()
    assert table[1, 2] > 0 and table[3, 0] > 0     # x-y and z-w go together more than chance
    assert table[1, 1] == 0


def synthetic_corpus(seed: int = 0) -> list[list[str]]:
    """Two topics whose words never meet: vectors must put each topic's words together."""
    rng = np.random.default_rng(seed)
    topics = [[f"net{k}" for k in range(8)], [f"disk{k}" for k in range(8)]]
    return [list(rng.choice(topics[t], size=6)) for t in rng.integers(0, 2, size=600)]


def test_train_vectors_separates_topics_and_repeats():
    vectors = train_vectors(synthetic_corpus(), dimensions=4)
    again = train_vectors(synthetic_corpus(), dimensions=4)
    np.testing.assert_array_equal(vectors.matrix, again.matrix)
    index = vectors.index()
    m = vectors.matrix
    same = m[index["net0"]] @ m[index["net1"]]
    other = m[index["net0"]] @ m[index["disk1"]]
    assert same > other + 0.5
    np.testing.assert_allclose(np.linalg.norm(m, axis=1), 1, rtol=1e-5)


def test_too_little_text_is_a_clear_error():
    with pytest.raises(ValueError, match="too little text"):
        train_vectors([["a", "b"]] * 10, dimensions=8)


def test_message_vectors_are_means_and_zero_when_unknown():
    vectors = WordVectors(("a", "b"), np.array([[1, 0], [0, 1]], dtype=np.float32))
    pooled = vectors.message_vectors([["a", "b", "zzz"], ["zzz"], []])
    np.testing.assert_allclose(pooled, [[0.5, 0.5], [0, 0], [0, 0]])
