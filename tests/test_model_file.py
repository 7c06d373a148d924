"""Model files: saving and loading one model and an ensemble, bad and missing files, other features, the shipped
model."""
import json

import numpy as np
import pytest

from conftest import DATA
from disentangle.linking.model import LinkModel, VoteEnsemble
from disentangle.linking.model_file import DEFAULT_MODEL, ModelError, feature_difference, load_model, save_model
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
from test_model import random_model


@pytest.fixture(scope="module")
def log():
    return read_log(DATA / "logs" / "small.txt")


@pytest.fixture(scope="module")
def tokenizer():
    return ChatTokenizer()


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


def test_shipped_model_loads():
    if not DEFAULT_MODEL.exists():
        pytest.fail("the shipped model models/disentangle.npz is missing")
    model = load_model()
    assert model.config.window == 100


def _two_pass_with_vectors():
    from disentangle.features.vectors import DIMENSIONS, WordVectors
    from test_stacking import stacked
    model = stacked(9)
    model.first.vectors = WordVectors(("apt", "sudo"), np.ones((2, DIMENSIONS), np.float32))
    return model


MODELS = {"two-pass": _two_pass_with_vectors, "ensemble": lambda: [random_model(5), random_model(6)]}


@pytest.mark.parametrize("kind, name, value", [
    ("two-pass", "m0_W0", np.nan), ("two-pass", "m0_b2", np.inf), ("two-pass", "m0_shift", -np.inf),
    ("two-pass", "m0_scale", np.nan), ("two-pass", "second_W1", np.inf), ("two-pass", "second_b0", np.nan),
    ("two-pass", "vector_matrix", np.inf), ("ensemble", "m1_W1", np.nan),
])
def test_nan_or_inf_in_any_array_is_refused_by_name(tmp_path, kind, name, value):
    path = save_model(MODELS[kind](), tmp_path / "bad.npz")
    assert load_model(path)                               # loads before the array is spoiled
    with np.load(path) as arrays:
        data = dict(arrays)
    data[name] = data[name].copy()
    data[name].flat[-1] = value
    np.savez(path, **data)
    with pytest.raises(ModelError, match=rf"bad\.npz: array {name} holds 1 NaN or infinite value"):
        load_model(path)


def test_a_float64_value_beyond_float32_is_refused(tmp_path):
    """Inference computes in float32: a stored value that overflows it is as broken as an infinite one."""
    path = save_model(random_model(4), tmp_path / "big.npz")
    with np.load(path) as arrays:
        data = dict(arrays)
    data["m0_b0"] = data["m0_b0"].astype(np.float64)
    data["m0_b0"][0] = 1e300
    np.savez(path, **data)
    with pytest.raises(ModelError, match=r"array m0_b0 holds 1 NaN or infinite"):
        load_model(path)
