"""Second-pass training on tiny subsets: rows, DyNet and numpy agree, train -> save -> predict -> evaluate."""
import dataclasses
import json

import numpy as np
import pytest

from conftest import dev_scores_through_cli
from disentangle.corpus import samples as corpus
from disentangle.features.pairs import FEATURE_NAMES, N_FEATURES
from disentangle.linking.decoding import GREEDY
from disentangle.linking.model import ModelConfig
from disentangle.linking.model_file import load_model
from disentangle.linking.second_pass import STACK_FEATURES, StackedModel, prior, second_scores
from disentangle.logs.tokens import ChatTokenizer
from disentangle.training.first_pass import DynetScorer, _import_dynet, batch_loss
from disentangle.training.rows import DATASET_FIELDS
from disentangle.training.second_pass import (
    N_STACKED,
    first_dataset,
    first_scores,
    load_items,
    rowset_standardisation,
    score_links,
    second_links,
    second_rowset,
)
from helpers import TINY_TRAINING, random_model

NEARNESS_WEIGHT, NOISE_WEIGHT = 3.0, 0.01


@pytest.fixture(scope="module")
def items(corpus_root_module):
    return load_items(corpus.samples("dev", corpus_root_module)[:2], ChatTokenizer(), None)


@pytest.fixture(scope="module")
def first_model():
    """A first pass that prefers near candidates and is random otherwise: every first-layer unit falls with
    the candidate's log distance and the later layers only add up (softsign keeps the order), so its
    shortlist does not depend on how many features there are or on the random draw."""
    net = random_model(1)
    (first, bias), *later = net.layers
    first = first * NOISE_WEIGHT
    first[:, FEATURE_NAMES.index("log_distance")] = -NEARNESS_WEIGHT
    return dataclasses.replace(net, layers=[(first, bias * NOISE_WEIGHT)] + [(np.abs(w), b) for w, b in later],
                               config=ModelConfig(hidden=net.config.hidden, window=100))


@pytest.fixture(scope="module")
def rowset(items, first_model):
    scores = [first_scores(first_model, item) for item in items]
    return second_rowset(items, scores, 10, 100)


def test_rowset_holds_gold_among_the_shortlist(rowset, items):
    rows, missed = rowset
    annotated = sum(len(item.parents) for item in items)
    assert rows.full.shape[1:] == (10, N_STACKED) and len(rows) + missed <= annotated
    assert rows.gold.any(axis=1).all() and (rows.gold <= rows.mask).all()
    assert len(rows) > 0.8 * annotated    # most parents are among the 10 nearest lines (0.94 here)


@pytest.mark.parametrize("residual", [False, True])
def test_numpy_and_dynet_second_scores_agree(rowset, residual):
    rows = rowset[0]
    rows.residual = residual
    dy = _import_dynet(seed=3, memory_mb=256)
    net = DynetScorer(dy, N_STACKED, (16, 8), np.random.default_rng(3))
    shift, scale = rowset_standardisation(rows)
    model = net.to_numpy(ModelConfig(hidden=(16, 8)), shift, scale, {})
    raw, mask = rows.full[:6], rows.mask[:6]
    numpy_scores = second_scores(model, raw, mask, residual)
    dy.renew_cg()
    flat = net.scores(((raw - shift) / scale).reshape(-1, N_STACKED)).npvalue().reshape(mask.shape)
    dynet_scores = flat + (prior(raw) if residual else 0)
    assert np.max(np.abs(dynet_scores[mask] - numpy_scores[mask])) < 1e-4
    # the loss sees the same scores: -log of the gold mass under a softmax over the shortlist
    dy.renew_cg()
    loss = batch_loss(net, (raw - shift) / scale, mask, rows.gold[:6], 0.0, rows.offset(raw)).value()
    total = 0.0
    for r in range(6):
        p = np.exp(numpy_scores[r] - numpy_scores[r].max())
        total -= np.log(p[rows.gold[r]].sum() / p.sum())
    assert loss == pytest.approx(total, rel=1e-3)
    rows.residual = False


def test_training_path_and_model_path_agree(items, first_model, rowset):
    """Dev scoring during training (`second_links`) and `StackedModel.predict` give the same links."""
    second = random_model(2, n_features=N_STACKED)
    scores = [first_scores(first_model, item) for item in items]
    during = second_links(second, items, scores, 10, 100)
    model = StackedModel(first_model, second, 10, decoder=GREEDY)   # training selects epochs greedily
    from disentangle.logs.files import read_log
    for item, sample in zip(items, corpus.samples("dev")[:2]):
        log = read_log(sample.raw, name=sample.name)
        assert model.predict(log, start=item.start) == during[item.name]
    assert 0 <= score_links(items, during).link_f <= 100


@pytest.mark.slow
def test_two_pass_train_predict_evaluate(tmp_path, corpus_root_module, capsys):
    from disentangle.cli import main
    assert main(["train", "--data", str(corpus_root_module), "--seeds", "1", "2", "--second-pass"]) == 2
    assert main(["train", "--data", str(corpus_root_module), "--first-model", "x.npz"]) == 2
    from disentangle.training.second_pass import train_and_save_two_pass
    path = train_and_save_two_pass(1, data_root=corpus_root_module, output=tmp_path / "m.npz", **TINY_TRAINING)
    model = load_model(path)
    assert isinstance(model, StackedModel)
    card = json.loads((tmp_path / "m.npz.card.json").read_text())
    history = card["members"][0]["history"]
    assert [h.get("second_epoch") for h in history] == [None, 1, 2]
    first_pass = card["members"][0]["first_pass"]   # the card says what the first pass scored on dev
    assert first_pass["dev"]["link_f"] > 0 and [h.get("epoch") for h in first_pass["history"]] == [1]
    assert first_pass["train_seconds"] > 0
    dev = sorted((corpus_root_module / "dev").glob("*.raw.txt"))
    scores = dev_scores_through_cli(path, dev, tmp_path / "dev.out", capsys)
    assert scores["link_f"] == pytest.approx(card["members"][0]["dev"]["link_f"], abs=1e-6)
    assert scores["link_f"] > 45
    assert len(STACK_FEATURES) == N_STACKED - N_FEATURES


def test_first_pass_rows_are_the_training_rows(corpus_root_module, one_dev_dataset):
    """first_dataset (kept prepared items) and trainset.build_dataset share one builder: the same rows."""
    items = load_items(corpus.samples("dev", corpus_root_module)[:1], ChatTokenizer(), None)
    data, owner = first_dataset(items, one_dev_dataset.mask.shape[1] - 1)
    for key in DATASET_FIELDS:
        np.testing.assert_array_equal(getattr(data, key), getattr(one_dev_dataset, key))
    assert data.skipped == one_dev_dataset.skipped
    assert owner.tolist() == [0] * len(one_dev_dataset)
