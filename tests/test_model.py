"""The numpy link model: scoring, prediction, ensembles (model files: test_model_file.py)."""
import numpy as np
import pytest

from conftest import DATA
from disentangle.features.pairs import N_FEATURES
from disentangle.linking.model import LinkModel, ModelConfig, VoteEnsemble, softmax
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer


def random_model(seed: int, hidden=(8, 4)) -> LinkModel:
    rng = np.random.default_rng(seed)
    sizes = [N_FEATURES, *hidden, 1]
    layers = [(rng.normal(size=(o, i)).astype(np.float32), rng.normal(size=o).astype(np.float32))
              for i, o in zip(sizes[:-1], sizes[1:])]
    return LinkModel(ModelConfig(hidden=hidden, window=5), np.zeros(N_FEATURES, np.float32),
                     np.ones(N_FEATURES, np.float32), layers, {"seed": seed})


@pytest.fixture(scope="module")
def log():
    return read_log(DATA / "logs" / "small.txt")


@pytest.fixture(scope="module")
def tokenizer():
    return ChatTokenizer()


def test_score_rows_is_the_network(log):
    model = random_model(1)
    rows = np.random.default_rng(0).normal(size=(3, N_FEATURES)).astype(np.float32)
    h = rows
    for w, b in model.layers[:-1]:
        h = (h @ w.T + b) / (1 + np.abs(h @ w.T + b))
    expected = (h @ model.layers[-1][0].T + model.layers[-1][1])[:, 0]
    np.testing.assert_allclose(model.score_rows(rows), expected, rtol=1e-5)


def test_predict_one_parent_per_line_within_window(log, tokenizer):
    links = random_model(2).predict(log, tokenizer=tokenizer)
    assert [link.message for link in links] == list(range(len(log)))
    for link in links:
        assert 0 <= link.message - link.parent <= 5
        if log.messages[link.message].is_system:
            assert link.parent == link.message
        elif link.parent != link.message:
            assert not log.messages[link.parent].is_system


def test_predict_range(log, tokenizer):
    links = random_model(2).predict(log, start=4, end=7, tokenizer=tokenizer)
    assert [link.message for link in links] == [4, 5, 6]
    full = random_model(2).predict(log, tokenizer=tokenizer)
    assert links == full[4:7]                 # earlier lines are still context


def test_parent_probabilities(log, tokenizer):
    probs = random_model(3).parent_probabilities(log, tokenizer=tokenizer)
    assert len(probs) == len(log)
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


def test_fast_path_equals_full_rows(log, tokenizer):
    from disentangle.features.pairs import block_features, pair_block, prepare
    model = random_model(8)
    model.shift = np.random.default_rng(1).normal(size=N_FEATURES).astype(np.float32)
    model.scale = np.random.default_rng(2).uniform(0.5, 2, size=N_FEATURES).astype(np.float32)
    prepared = prepare(log, tokenizer)
    features, mask = block_features(prepared, 2, 9, 5)
    fast = model.pair_scores(model.line_parts(prepared), pair_block(prepared, 2, 9, 5))
    np.testing.assert_allclose(fast[mask], model.block_scores(features, mask)[mask], rtol=1e-4, atol=1e-4)
    assert (fast[~mask] < -1e8).all()


def test_the_first_pass_knows_nothing_of_files_or_the_second_pass():
    """Inference only: whatever combines the passes, or reads and writes files, imports this module, not the
    other way round."""
    from test_imports import import_graph
    imported = set(import_graph().successors("disentangle.linking.model"))
    assert "disentangle.features.pairs" in imported       # the check sees the module's imports
    assert not imported & {"disentangle.linking.second_pass", "disentangle.linking.model_file"}, imported
