"""The learned word-vector interaction of the first pass: its fast path, its model files, and that off is
the network as before."""
import json
from dataclasses import replace

import numpy as np
import pytest

from conftest import DATA
from disentangle.features import LAYOUT, N_FEATURES, block_features, pair_block, prepare
from disentangle.interaction import CANDIDATE_COLUMNS, LINE_COLUMNS, MESSAGE_COLUMNS, Interaction
from disentangle.logs import read_log
from disentangle.model import ModelError, load_model, save_model
from disentangle.tokens import ChatTokenizer
from disentangle.vectors import DIMENSIONS, WordVectors
from test_model import random_model

WIDTH = 4
HIDDEN = (8, 4)


def with_interaction(seed: int, width: int = WIDTH):
    """A random model (random standardisation too) with a random interaction of `width`."""
    model = random_model(seed, HIDDEN)
    rng = np.random.default_rng(seed + 100)
    model.shift = rng.normal(size=N_FEATURES).astype(np.float32)
    model.scale = rng.uniform(0.5, 2, size=N_FEATURES).astype(np.float32)
    interaction = Interaction(rng.normal(size=(width, DIMENSIONS)).astype(np.float32),
                              rng.normal(size=(width, DIMENSIONS)).astype(np.float32),
                              rng.normal(size=(HIDDEN[0], width)).astype(np.float32))
    return replace(model, config=replace(model.config, interaction=width), interaction=interaction)


@pytest.fixture(scope="module")
def prepared():
    """The small log with random word vectors for its words (so the vector columns are not all zero)."""
    tokenizer = ChatTokenizer()
    log = read_log(DATA / "logs" / "small.txt")
    words = sorted({t for m in log.messages for t in tokenizer.tokenize(m.text.lower())} | {"<nick>"})
    matrix = np.random.default_rng(5).normal(size=(len(words), DIMENSIONS)).astype(np.float32)
    return prepare(log, tokenizer, WordVectors(tuple(words), matrix))


def test_vector_columns_are_the_word_vectors_by_name():
    names = LAYOUT.names
    assert [names[c] for c in MESSAGE_COLUMNS] == [f"msg_vector_{k}" for k in range(DIMENSIONS)]
    assert [names[c] for c in CANDIDATE_COLUMNS] == [f"cand_vector_{k}" for k in range(DIMENSIONS)]
    assert (LINE_COLUMNS + LAYOUT.candidate.start == CANDIDATE_COLUMNS).all()


def test_rows_term_is_the_projected_product():
    model = with_interaction(1)
    x = np.random.default_rng(0).normal(size=(3, N_FEATURES)).astype(np.float32)
    p, q, w = model.interaction.arrays()
    expected = ((x[:, MESSAGE_COLUMNS] @ p.T) * (x[:, CANDIDATE_COLUMNS] @ q.T)) @ w.T
    np.testing.assert_allclose(model.interaction.rows_term(x), expected, rtol=1e-5)
    plain = replace(model, interaction=None)
    h = (x - model.shift) / model.scale @ model.layers[0][0].T + model.layers[0][1]
    assert not np.allclose(model.score_rows(x), plain.score_rows(x))   # the interaction changes scores
    hidden_input = h + model.interaction.rows_term((x - model.shift) / model.scale)
    np.testing.assert_allclose(model._from_first_layer(hidden_input.astype(np.float32)), model.score_rows(x),
                               rtol=1e-4, atol=1e-5)


def test_fast_path_equals_full_rows(prepared):
    model = with_interaction(2)
    assert np.abs(prepared.message_features[:, LINE_COLUMNS]).sum() > 0
    features, mask = block_features(prepared, 2, 9, 5)
    fast = model.pair_scores(model.line_parts(prepared), pair_block(prepared, 2, 9, 5))
    np.testing.assert_allclose(fast[mask], model.block_scores(features, mask)[mask], rtol=1e-4, atol=1e-4)
    plain = replace(model, interaction=None)
    assert not np.allclose(fast[mask], plain.pair_scores(plain.line_parts(prepared), pair_block(prepared, 2, 9, 5))[mask])


def test_zero_weights_give_the_scores_without_interaction(prepared):
    model = with_interaction(3)
    silent = replace(model, interaction=replace(model.interaction, weight=np.zeros_like(model.interaction.weight)))
    plain = replace(model, interaction=None, config=replace(model.config, interaction=0))
    block = pair_block(prepared, 0, 9, 5)
    np.testing.assert_array_equal(silent.pair_scores(silent.line_parts(prepared), block),
                                  plain.pair_scores(plain.line_parts(prepared), block))


def test_save_load_round_trip_and_format(tmp_path, prepared):
    model = with_interaction(4)
    path = save_model(model, tmp_path / "m.npz")
    with np.load(path) as arrays:
        header = json.loads(str(arrays["header"]))[0]
        assert {"m0_interaction_P", "m0_interaction_Q", "m0_interaction_W"} <= set(arrays.files)
    assert header["format"] == 2 and header["config"]["interaction"] == WIDTH
    loaded = load_model(path)
    assert loaded.config == model.config
    for a, b in zip(loaded.interaction.arrays(), model.interaction.arrays()):
        np.testing.assert_array_equal(a, b)
    plain = save_model(random_model(4, HIDDEN), tmp_path / "plain.npz")
    with np.load(plain) as arrays:
        assert json.loads(str(arrays["header"]))[0]["format"] == 1
        assert not [name for name in arrays.files if "interaction" in name]
    assert load_model(plain).interaction is None


def _rewrite(path, change) -> None:
    with np.load(path) as arrays:
        data = dict(arrays)
    header = json.loads(str(data["header"]))
    change(header[0], data)
    data["header"] = np.array(json.dumps(header))
    np.savez(path, **data)


@pytest.mark.parametrize("change, message", [
    (lambda h, d: h["config"].update(interaction=0), "interaction width 0 does not fit model format 2"),
    (lambda h, d: h.update(format=1), "interaction width 4 does not fit model format 1"),
    (lambda h, d: d.update(m0_interaction_W=np.zeros((3, WIDTH), np.float32)), "interaction arrays of shapes"),
    (lambda h, d: d.pop("m0_interaction_Q"), "not a model file"),
    (lambda h, d: h.update(format=3), "model format 3 is not 1 or 2"),
])
def test_inconsistent_interaction_files_are_refused(tmp_path, change, message):
    path = save_model(with_interaction(5), tmp_path / "m.npz")
    _rewrite(path, change)
    with pytest.raises(ModelError, match=message):
        load_model(path)


def test_header_without_interaction_loads_as_none(tmp_path):
    path = save_model(random_model(6, HIDDEN), tmp_path / "m.npz")
    _rewrite(path, lambda h, d: h["config"].pop("interaction"))   # files written before the interaction existed
    assert load_model(path).interaction is None
