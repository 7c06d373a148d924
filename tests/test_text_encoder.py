"""The token encoder of the first pass: which words a line pools, numpy against DyNet, saving and loading."""
from dataclasses import replace

import numpy as np
import pytest

from disentangle.features.pairs import N_FEATURES, pair_block, prepare
from disentangle.linking.model import LinkModel, ModelConfig
from disentangle.linking.model_file import ModelError, load_model, save_model
from disentangle.linking.text_encoder import PADDING, TextEncoder, pair_terms, pool, pooling_weights, token_ids
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
from disentangle.training.first_pass import DynetScorer, TrainConfig, Trainers, _import_dynet, batch_loss
from disentangle.training.rows import DatasetBuilder, TokenInit, standardisation

WINDOW = 6
HIDDEN = (8, 4)


@pytest.mark.parametrize("lines, max_tokens, expected", [
    ([["a", "b"], ["zz", "b", "a"], []], 4, [[1, 2, 0, 0], [2, 1, 0, 0], [0, 0, 0, 0]]),
    ([["a", "b", "a", "b"]], 3, [[1, 2, 1]]),     # the first max_tokens known words
    ([["zz"]], 2, [[0, 0]]),                       # no known word: all padding
])
def test_token_ids_keep_the_first_known_words(lines, max_tokens, expected):
    np.testing.assert_array_equal(token_ids(lines, {"a": 1, "b": 2}, max_tokens), expected)


def test_pool_is_the_mean_of_known_rows_and_zero_without_one():
    table = np.array([[9.0, 9.0], [1.0, 0.0], [0.0, 3.0]], np.float32)   # row 0: padding, never pooled
    ids = np.array([[1, 2, 2], [1, PADDING, PADDING], [PADDING] * 3])
    np.testing.assert_allclose(pool(ids, table), [[1 / 3, 2.0], [1.0, 0.0], [0.0, 0.0]], rtol=1e-6)
    np.testing.assert_allclose(pooling_weights(ids).sum(axis=1), [1, 1, 0])


def test_pair_terms_are_cosine_products_and_differences():
    encoder = TextEncoder(("a", "b"), np.array([[0, 0], [3, 4], [0, 2]], np.float32),
                          np.array([[1.0, 0.0], [0.0, 1.0]], np.float32), np.zeros((1, 5), np.float32))
    state = encoder.line_state([["a"], ["b"], ["a", "b"]])
    terms = pair_terms(state, np.array([0, 2]), np.array([1, 0]))
    np.testing.assert_allclose(terms[0], [0.8, 0.0, 8.0, 3.0, 2.0], atol=1e-6)   # (3, 4) against (0, 2)
    np.testing.assert_allclose(terms[1], [np.dot([1.5, 3], [0.6, 0.8]) / np.hypot(1.5, 3), 4.5, 12.0, 1.5, 1.0],
                               atol=1e-6)


@pytest.fixture(scope="module")
def tiny(corpus_root_module):
    """One dev file's first 80 lines, a token table over its words and the dataset of its messages."""
    from disentangle.corpus import samples as corpus
    sample = corpus.samples("dev", corpus_root_module)[0]
    log = replace(read_log(sample.raw, name=sample.name), messages=read_log(sample.raw).messages[:80])
    prepared = prepare(log, ChatTokenizer())
    words = tuple(sorted({w for line in prepared.words for w in line}))[::2]   # half the words: some unknown
    init = TokenInit(words, np.random.default_rng(0).normal(size=(len(words), 5)), projection=3, max_tokens=7)
    builder = DatasetBuilder(tokens=init)
    parents = {i: [i - 1] for i in range(1, prepared.n)}
    builder.add(prepared, 1, parents, WINDOW)
    return prepared, init, builder.dataset()


def test_numpy_forward_equals_dynet_on_a_tiny_model(tiny):
    prepared, init, data = tiny
    dy = _import_dynet(seed=3, memory_mb=256)
    net = DynetScorer(dy, N_FEATURES, HIDDEN, np.random.default_rng(4), init)
    shift, scale = standardisation(data)
    model = net.to_numpy(ModelConfig(hidden=HIDDEN, window=WINDOW), shift, scale, {})
    index = np.arange(len(data))
    dy.renew_cg()
    rows = (data.rows(index) - shift) / scale
    flat = net.scores(rows.reshape(-1, N_FEATURES), 0.0, data.text_batch(index)).npvalue()
    dynet = flat.reshape(len(index), WINDOW + 1)
    parts = model.line_parts(prepared)
    for r, line in enumerate(data.message.tolist()):
        numpy_scores = model.pair_scores(parts, pair_block(prepared, line, line + 1, WINDOW))[0]
        mask = data.mask[r]
        np.testing.assert_allclose(numpy_scores[mask], dynet[r][mask], atol=1e-4)
    assert np.ptp(model.text.first_layer(parts[2], index, index + 1)) > 0.1   # the encoder's term is not nil


def test_a_training_step_moves_only_the_rows_of_words_seen(tiny):
    prepared, init, data = tiny
    dy = _import_dynet(seed=3, memory_mb=256)
    net = DynetScorer(dy, N_FEATURES, HIDDEN, np.random.default_rng(4), init)
    trainer = Trainers(dy, net, TrainConfig(learning_rate=0.01))
    shift, scale = standardisation(data)
    index = np.arange(4)
    dy.renew_cg()
    loss = batch_loss(net, (data.rows(index) - shift) / scale, data.mask[index], data.gold[index], 0.0, None,
                      data.text_batch(index))
    loss.backward()
    trainer.update()
    after = net.text.to_numpy().table
    moved = np.nonzero(np.abs(after - np.vstack([np.zeros((1, 5)), init.table])).max(axis=1) > 1e-6)[0]
    seen = np.unique(np.concatenate([ids.ravel() for ids, _ in data.text_batch(index).buckets]))
    assert len(moved) > 0 and set(moved) <= set(seen) - {PADDING}


def test_a_model_with_an_encoder_saves_loads_and_scores_the_same(tiny, tmp_path):
    prepared, init, _ = tiny
    encoder = TextEncoder(init.words, np.vstack([np.zeros((1, 5)), init.table]).astype(np.float32),
                          np.ones((3, 5), np.float32), np.full((HIDDEN[0], 7), 0.1, np.float32), 7)
    rng = np.random.default_rng(1)
    layers = [(rng.normal(size=(o, i)).astype(np.float32), np.zeros(o, np.float32))
              for i, o in zip((N_FEATURES, *HIDDEN), (*HIDDEN, 1))]
    model = LinkModel(ModelConfig(hidden=HIDDEN, window=WINDOW), np.zeros(N_FEATURES, np.float32),
                      np.ones(N_FEATURES, np.float32), layers, text=encoder)
    loaded = load_model(save_model(model, tmp_path / "m.npz"))
    block = pair_block(prepared, 10, 20, WINDOW)
    np.testing.assert_array_equal(loaded.pair_scores(loaded.line_parts(prepared), block),
                                  model.pair_scores(model.line_parts(prepared), block))
    plain = LinkModel(model.config, model.shift, model.scale, layers)
    assert not np.array_equal(plain.pair_scores(plain.line_parts(prepared), block),
                              model.pair_scores(model.line_parts(prepared), block))
    with pytest.raises(ValueError, match="token encoder"):
        model.score_rows(np.zeros((1, N_FEATURES), np.float32))


def test_a_token_table_that_does_not_fit_its_words_is_refused(tmp_path):
    encoder = TextEncoder(("a", "b"), np.zeros((2, 4), np.float32), np.zeros((2, 4), np.float32),
                          np.zeros((HIDDEN[0], 5), np.float32))
    layers = [(np.zeros((o, i), np.float32), np.zeros(o, np.float32)) for i, o in zip((N_FEATURES, *HIDDEN), (*HIDDEN, 1))]
    model = LinkModel(ModelConfig(hidden=HIDDEN), np.zeros(N_FEATURES, np.float32), np.ones(N_FEATURES, np.float32),
                      layers, text=encoder)
    path = save_model(model, tmp_path / "bad.npz")
    with pytest.raises(ModelError, match="token encoder of 2 words"):
        load_model(path)
