"""The numpy link model: scoring, prediction, ensembles (model files: test_model_file.py)."""
import dataclasses
from pathlib import Path

import numpy as np
import pytest

from disentangle.features.pairs import N_FEATURES
from disentangle.linking import model as linking_model
from disentangle.linking.model import VoteEnsemble, softmax
from helpers import imported_modules, random_model


def test_score_rows_is_the_network():
    model = random_model(1)
    rows = np.random.default_rng(0).normal(size=(3, N_FEATURES)).astype(np.float32)
    h = rows
    for w, b in model.layers[:-1]:
        h = (h @ w.T + b) / (1 + np.abs(h @ w.T + b))
    expected = (h @ model.layers[-1][0].T + model.layers[-1][1])[:, 0]
    np.testing.assert_allclose(model.score_rows(rows), expected, rtol=1e-5)


def test_predict_one_parent_per_line_within_window(small_log, tokenizer):
    links = random_model(2).predict(small_log, tokenizer=tokenizer)
    assert [link.message for link in links] == list(range(len(small_log)))
    for link in links:
        assert 0 <= link.message - link.parent <= 5
        if small_log.messages[link.message].is_system:
            assert link.parent == link.message
        elif link.parent != link.message:
            assert not small_log.messages[link.parent].is_system


def test_predict_range(small_log, tokenizer):
    links = random_model(2).predict(small_log, start=4, end=7, tokenizer=tokenizer)
    assert [link.message for link in links] == [4, 5, 6]
    full = random_model(2).predict(small_log, tokenizer=tokenizer)
    assert links == full[4:7]                 # earlier lines are still context


def test_parent_probabilities(small_log, tokenizer):
    probs = random_model(3).parent_probabilities(small_log, tokenizer=tokenizer)
    assert len(probs) == len(small_log)
    assert [len(p) for p in probs[:3]] == [1, 2, 3] and len(probs[-1]) == 6
    for p in probs:
        assert p.sum() == pytest.approx(1.0, abs=1e-5)
    assert probs[5][-1] == pytest.approx(1.0)   # a system line can only start a conversation


@pytest.mark.parametrize("counts, expected", [((0, 2, 2), 1), ((1, 1, 2), 2), ((1, 1, 1), 0), ((3, 0, 4), 2)])
def test_vote_ties_go_to_nearer_parent(counts, expected):
    class Fixed:
        def __init__(self, offset):
            self.offset = offset

        def block_choice(self, features, mask):
            return np.full(len(mask), self.offset)
    members = [Fixed(0)] * counts[0] + [Fixed(1)] * counts[1] + [Fixed(2)] * counts[2]
    choice = VoteEnsemble(members).block_choice(np.zeros((1, 3, N_FEATURES)), np.ones((1, 3), bool))
    assert choice[0] == expected


def test_vote_majority():
    class Fixed:
        def __init__(self, offsets):
            self.offsets = np.array(offsets)

        def block_choice(self, features, mask):
            return self.offsets
    members = [Fixed([0, 3]), Fixed([2, 3]), Fixed([2, 1]), Fixed([0, 1])]
    choice = VoteEnsemble(members).block_choice(np.zeros((2, 4, N_FEATURES)), np.ones((2, 4), bool))
    assert choice.tolist() == [0, 1]          # 2-2 ties: the nearer parent


def test_softmax_rows():
    p = softmax(np.array([[0.0, 0.0], [1e9, 0.0]]))
    np.testing.assert_allclose(p, [[0.5, 0.5], [1.0, 0.0]])


def test_fast_path_equals_full_rows(small_log, tokenizer):
    from disentangle.features.pairs import block_features, pair_block, prepare
    model = dataclasses.replace(random_model(8), shift=np.random.default_rng(1).normal(size=N_FEATURES).astype(np.float32),
                                scale=np.random.default_rng(2).uniform(0.5, 2, size=N_FEATURES).astype(np.float32))
    prepared = prepare(small_log, tokenizer)
    features, mask = block_features(prepared, 2, 9, 5)
    fast = model.pair_scores(model.line_parts(prepared), pair_block(prepared, 2, 9, 5))
    np.testing.assert_allclose(fast[mask], model.block_scores(features, mask)[mask], rtol=1e-4, atol=1e-4)
    assert (fast[~mask] < -1e8).all()


def test_the_first_pass_knows_nothing_of_files_or_the_second_pass():
    """Inference only: whatever combines the passes, or reads and writes files, imports this module, not the
    other way round."""
    imported = imported_modules(Path(linking_model.__file__))
    assert "disentangle.features.pairs" in imported       # the check sees the module's imports
    assert not imported & {"disentangle.linking.second_pass", "disentangle.linking.model_file"}, imported


def test_the_in_place_layers_give_the_same_bits():
    """The first layer's sums and the softsign, made in place, give the very bits of the plain expressions."""
    model = random_model(3)
    h = np.random.default_rng(4).normal(scale=3, size=(50, model.layers[0][0].shape[0])).astype(np.float32)
    expected = h / (1 + np.abs(h))
    for w, b in model.layers[1:-1]:
        expected = expected @ w.T + b
        expected = expected / (1 + np.abs(expected))
    expected = (expected @ model.layers[-1][0].T + model.layers[-1][1])[:, 0]
    assert model._from_first_layer(h.copy()).tobytes() == expected.tobytes()


def test_scoring_a_chunk_at_a_time_gives_the_same_bits(small_log, tokenizer, monkeypatch):
    """The first pass's block and the second pass's rows, scored a range of rows at a time (`score_chunks`),
    give the very bits of one product over all the rows."""
    from disentangle.features.pairs import pair_block, prepare
    model = dataclasses.replace(random_model(8), shift=np.random.default_rng(1).normal(size=N_FEATURES).astype(np.float32),
                                scale=np.random.default_rng(2).uniform(0.5, 2, size=N_FEATURES).astype(np.float32))
    prepared = prepare(small_log, tokenizer)
    parts, block = model.line_parts(prepared), pair_block(prepared, 0, len(small_log), 5)
    rows = np.random.default_rng(5).normal(size=(150, N_FEATURES)).astype(np.float32)
    whole = model.pair_scores(parts, block), model.score_rows(rows)
    monkeypatch.setattr(linking_model, "SCORE_ROWS", 16)   # a multiple of the kernels' unroll, as 2,048
    assert block.mask.sum() >= 32 and len(linking_model.score_chunks(len(rows))) == 9
    assert model.pair_scores(parts, block).tobytes() == whole[0].tobytes()
    assert model.score_rows(rows).tobytes() == whole[1].tobytes()


def test_score_chunks_leave_no_small_range():
    """Ranges from the start, each `SCORE_ROWS` rows but the last, which takes the rest: a small last range
    would meet BLAS's small-product kernels, whose last bits differ."""
    size = linking_model.SCORE_ROWS
    assert [(c.start, c.stop) for c in linking_model.score_chunks(2 * size + 3)] == [(0, size), (size, 2 * size + 3)]
    assert [(c.start, c.stop) for c in linking_model.score_chunks(size - 1)] == [(0, size - 1)]
    assert [(c.start, c.stop) for c in linking_model.score_chunks(0)] == [(0, 0)]
