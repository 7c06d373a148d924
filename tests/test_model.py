"""The numpy link model: scoring, prediction, ensembles, saving and loading, bad model files."""
import numpy as np
import pytest

from conftest import DATA
from disentangle.features.pairs import N_FEATURES
from disentangle.logs.reader import read_log
from disentangle.linking.model import (DEFAULT_MODEL, LinkModel, ModelConfig, ModelError, VoteEnsemble,
                                       feature_difference, load_model, save_model, softmax)
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


def test_save_load_round_trip(tmp_path, log, tokenizer):
    single, pair = random_model(4), [random_model(5), random_model(6)]
    save_model(single, tmp_path / "one.npz")
    save_model(pair, tmp_path / "two.npz")
    loaded = load_model(tmp_path / "one.npz")
    assert isinstance(loaded, LinkModel) and loaded.config == single.config and loaded.record == {"seed": 4}
    assert loaded.predict(log, tokenizer=tokenizer) == single.predict(log, tokenizer=tokenizer)
    ensemble = load_model(tmp_path / "two.npz")
    assert isinstance(ensemble, VoteEnsemble) and len(ensemble.members) == 2
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize("content", [b"", b"not a zip", b"PK\x03\x04broken"])
def test_bad_model_file(tmp_path, content):
    path = tmp_path / "bad.npz"
    path.write_bytes(content)
    with pytest.raises(ModelError):
        load_model(path)


def test_missing_model_file(tmp_path):
    with pytest.raises(ModelError, match="not found"):
        load_model(tmp_path / "none.npz")


def test_model_with_other_features_is_refused(tmp_path):
    import json
    path = save_model(random_model(7), tmp_path / "m.npz")
    with np.load(path) as arrays:
        data = dict(arrays)
    header = json.loads(str(data["header"]))
    header[0]["features"] = header[0]["features"][:-1] + ["something_else"]
    data["header"] = np.array(json.dumps(header))
    np.savez(path, **data)
    with pytest.raises(ModelError, match=r"other features than this version computes \(\d+ features, this version "
                                         r"\d+; new here: [a-z_0-9]+; gone: something_else\); retrain it"):
        load_model(path)


@pytest.mark.parametrize("trained, current, expected", [
    (["a", "b"], ["a", "b", "c"], " (2 features, this version 3; new here: c)"),
    (["a", "x"], ["a"], " (2 features, this version 1; gone: x)"),
    (["b", "a"], ["a", "b"], " (2 features, this version 2; same names, other order)"),
    ([], list("abcdefg"), " (0 features, this version 7; new here: a, b, c, d, e, ...)"),
    (None, ["a"], " (the header lists no feature names)"),
])
def test_feature_difference_names_what_changed(trained, current, expected):
    assert feature_difference(trained, current) == expected


def test_softmax_rows():
    p = softmax(np.array([[0.0, 0.0], [1e9, 0.0]]))
    np.testing.assert_allclose(p, [[0.5, 0.5], [1.0, 0.0]])


def test_shipped_model_loads():
    if not DEFAULT_MODEL.exists():
        pytest.fail("the shipped model models/disentangle.npz is missing")
    model = load_model()
    assert model.config.window == 100


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
