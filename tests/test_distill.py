"""Word vectors distilled from sentence embeddings: the sample, the principal targets, the ridge fit."""
import numpy as np
import pytest

from disentangle.features.vectors import pooling_matrix
from disentangle.training.distill import Lines, fit_vectors, principal_targets, sample_lines


def random_lines(n_lines: int = 600, n_words: int = 40, seed: int = 0) -> list[tuple[str, ...]]:
    rng = np.random.default_rng(seed)
    return [tuple(f"w{k}" for k in rng.integers(0, n_words, size=rng.integers(1, 8))) for _ in range(n_lines)]


def test_pooling_is_the_mean_over_known_words():
    pooling = pooling_matrix([("a", "b", "a", "zzz"), ("zzz",)], ["a", "b"])
    np.testing.assert_allclose(pooling.toarray(), [[2 / 3, 1 / 3], [0, 0]])


@pytest.mark.parametrize("ridge", [1e-6, 1e-4])
def test_the_fit_recovers_word_vectors_that_explain_the_targets(ridge):
    lines = random_lines()
    truth = np.random.default_rng(1).normal(size=(40, 4))
    words = [f"w{k}" for k in range(40)]
    targets = pooling_matrix(lines, words) @ truth
    vectors = fit_vectors(lines, targets, ridge=ridge)
    order = [vectors.words.index(w) for w in words]
    np.testing.assert_allclose(vectors.matrix[order], truth, atol=0.05)
    np.testing.assert_allclose(vectors.message_vectors(lines), targets, atol=0.05)


def test_a_strong_ridge_shrinks_the_vectors():
    lines = random_lines()
    targets = pooling_matrix(lines, [f"w{k}" for k in range(40)]) @ np.random.default_rng(1).normal(size=(40, 4))
    weak, strong = (np.linalg.norm(fit_vectors(lines, targets, ridge=r).matrix) for r in (1e-6, 10.0))
    assert strong < 0.5 * weak


def test_rare_words_get_no_vector_and_a_tiny_vocabulary_is_refused():
    lines = [("common", "rare")] + [("common", "other")] * 3
    with pytest.raises(ValueError, match="too little text"):
        fit_vectors(lines, np.zeros((4, 4)))
    vectors = fit_vectors(lines, np.zeros((4, 1)))
    assert vectors.words == ("common", "other")


def test_principal_targets_are_centred_decorrelated_and_ordered():
    embeddings = np.random.default_rng(0).normal(size=(200, 10)) * np.arange(10, 0, -1)
    targets = principal_targets(embeddings, dimensions=3)
    assert targets.shape == (200, 3)
    np.testing.assert_allclose(targets.mean(axis=0), 0, atol=1e-9)
    covariance = targets.T @ targets
    np.testing.assert_allclose(covariance - np.diag(np.diag(covariance)), 0, atol=1e-6)
    assert np.all(np.diff(np.diag(covariance)) < 0)


def test_the_sample_is_seeded_ordered_and_keeps_texts_with_their_tokens():
    lines = Lines(tuple(f"line {k}" for k in range(100)), tuple((f"t{k}",) for k in range(100)))
    sample = sample_lines(lines, size=10)
    assert sample == sample_lines(lines, size=10)
    assert len(sample.texts) == 10 and list(sample.texts) == sorted(sample.texts, key=lambda t: int(t.split()[1]))
    assert all(t.split()[1] == tokens[0][1:] for t, tokens in zip(sample.texts, sample.tokens))
    assert sample_lines(lines, size=1000) == lines


def test_train_lines_reach_the_teacher_and_the_fit_through_corpus_vectors(corpus_root_module, monkeypatch):
    from disentangle.corpus import samples as corpus
    from disentangle.logs.tokens import ChatTokenizer
    from disentangle.settings import cache_dir
    from disentangle.training import teacher
    from disentangle.training.rows import TEACHER_CACHE, corpus_vectors
    seen = {}

    def stand_in(texts, cache):
        seen.update(texts=texts, cache=cache)
        return np.random.default_rng(0).normal(size=(len(texts), 48)).astype(np.float32)

    monkeypatch.setattr(teacher, "cached_embeddings", stand_in)
    vectors = corpus_vectors(corpus.samples("train", corpus_root_module)[:1], ChatTokenizer(), "minilm")
    assert seen["cache"] == cache_dir() / TEACHER_CACHE
    assert len(seen["texts"]) > 100 and all(isinstance(t, str) for t in seen["texts"])
    assert vectors.dimensions == 32 and len(vectors.words) > 100
