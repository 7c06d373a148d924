"""The DyNet trainer on tiny subsets: numpy and DyNet agree, the loss, seeds repeat, train -> predict -> evaluate."""
import importlib.util

import numpy as np
import pytest

from conftest import dev_scores_through_cli
from disentangle.features.pairs import N_FEATURES
from disentangle.linking.model import ModelConfig
from disentangle.linking.model_file import load_model
from disentangle.training.first_pass import DynetScorer, TrainConfig, _import_dynet, batch_loss, train, train_and_save
from disentangle.training.rows import standardisation

TINY = dict(max_train_files=2, epochs=2, hidden=(16, 8), batch=16, learning_rate=0.01)


def test_numpy_and_dynet_scores_agree(one_dev_dataset):
    dy = _import_dynet(seed=3, memory_mb=256)
    net = DynetScorer(dy, N_FEATURES, (32, 16), np.random.default_rng(3))
    shift, scale = standardisation(one_dev_dataset)
    model = net.to_numpy(ModelConfig(hidden=(32, 16)), shift, scale, {})
    rows = one_dev_dataset.rows(np.arange(20))[one_dev_dataset.mask[:20]]
    dy.renew_cg()
    dynet_scores = net.scores((rows - shift) / scale).npvalue().reshape(-1)
    numpy_scores = model.score_rows(rows)
    assert np.max(np.abs(dynet_scores - numpy_scores)) < 1e-4


def test_loss_is_negative_log_gold_mass(one_dev_dataset):
    dy = _import_dynet(seed=3, memory_mb=256)
    net = DynetScorer(dy, N_FEATURES, (8,), np.random.default_rng(0))
    shift, scale = standardisation(one_dev_dataset)
    feats = (one_dev_dataset.rows(np.arange(4)) - shift) / scale
    dy.renew_cg()
    loss = batch_loss(net, feats, one_dev_dataset.mask[:4], one_dev_dataset.gold[:4], 0.0).value()
    model = net.to_numpy(ModelConfig(hidden=(8,)), shift, scale, {})
    total = 0.0
    for r in range(4):
        s = model.block_scores(one_dev_dataset.rows(np.array([r])), one_dev_dataset.mask[r:r + 1])[0].astype(np.float64)
        p = np.exp(s - s.max())
        p /= p.sum()
        total -= np.log(p[one_dev_dataset.gold[r]].sum())
    assert loss == pytest.approx(total, rel=1e-3)


@pytest.mark.slow
def test_tiny_training_repeats_for_a_seed_and_learns(corpus_root_module):
    first = train(TrainConfig(seed=5, **TINY), corpus_root_module)
    again = train(TrainConfig(seed=5, **TINY), corpus_root_module)
    for (w1, b1), (w2, b2) in zip(first.model.layers, again.model.layers):
        np.testing.assert_array_equal(w1, w2)
        np.testing.assert_array_equal(b1, b2)
    assert first.dev.link_f > 45          # far above the previous-message baseline (30.2)
    assert len(first.history) == 2


@pytest.mark.slow
def test_train_predict_evaluate_end_to_end(tmp_path, corpus_root_module, capsys):
    path = train_and_save([1, 2], data_root=corpus_root_module, output=tmp_path / "m.npz", **TINY)
    assert len(load_model(path).members) == 2
    assert (tmp_path / "m.npz.card.json").exists()
    dev = sorted((corpus_root_module / "dev").glob("*.raw.txt"))[:2]
    scores = dev_scores_through_cli(path, dev, tmp_path / "dev.out", capsys)
    assert scores["files"] == 2 and scores["link_f"] > 45


@pytest.mark.parametrize("argv, expected", [([], None), (["--word-vectors", "wordllama"], "wordllama"),
                                             (["--word-vectors", "minilm"], "minilm"),
                                             (["--word-vectors", "ppmi"], "ppmi")])
def test_cli_passes_the_word_vector_source(tmp_path, monkeypatch, capsys, argv, expected):
    from disentangle.cli import main
    seen = {}
    monkeypatch.setattr("disentangle.training.first_pass.train_and_save",
                        lambda seeds, **kwargs: seen.update(kwargs) or tmp_path / "m.npz")
    assert main(["train", "--output", str(tmp_path / "m.npz"), *argv]) == 0
    assert seen["vector_source"] == expected


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("wordllama") is None, reason="the `train` extra is not installed")
def test_tiny_training_with_wordllama_vectors(corpus_root_module):
    result = train(TrainConfig(seed=1, vector_source="wordllama", **TINY), corpus_root_module)
    norms = np.linalg.norm(result.model.vectors.matrix, axis=1)
    assert norms.min() >= 1 - 1e-5 and norms.max() > 2      # unit rows scaled by idf (>= 1)
    assert result.dev.link_f > 45


@pytest.mark.parametrize("argv, dims, rate", [([], None, None), (["--token-encoder", "32"], 32, None),
                                              (["--token-encoder", "16", "--token-rate", "0.5"], 16, 0.5)])
def test_cli_passes_the_token_encoder(tmp_path, monkeypatch, argv, dims, rate):
    from disentangle.cli import main
    seen = {}
    monkeypatch.setattr("disentangle.training.first_pass.train_and_save",
                        lambda seeds, **kwargs: seen.update(kwargs) or tmp_path / "m.npz")
    assert main(["train", "--output", str(tmp_path / "m.npz"), *argv]) == 0
    assert (seen["token_dims"], seen["token_rate"]) == (dims, rate)


@pytest.mark.parametrize("argv", [["--token-encoder", "-1"], ["--token-rate", "-0.5"]])
def test_cli_refuses_a_negative_token_encoder_setting(tmp_path, argv, capsys):
    from disentangle.cli import main
    assert main(["train", "--output", str(tmp_path / "m.npz"), *argv]) == 2
    assert argv[0] in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("wordllama") is None, reason="the `train` extra is not installed")
def test_tiny_training_with_a_token_encoder_saves_what_dev_selected(corpus_root_module, tmp_path):
    result = train(TrainConfig(seed=1, token_dims=8, token_projection=4, **TINY), corpus_root_module)
    text = result.model.text
    assert text.table.shape[1] == 8 and text.weight.shape == (TINY["hidden"][0], 9)
    assert not text.table[0].any()                              # the padding row stays zero
    assert result.dev.link_f > 45
    loaded = load_model(train_and_save([1], corpus_root_module, tmp_path / "t.npz", token_dims=8,
                                       token_projection=4, **TINY))
    np.testing.assert_array_equal(loaded.text.table, text.table)
