"""Training data: rows of the first dev file are the block features, gold within the mask, standardisation."""
import numpy as np
import pytest

from disentangle.corpus import samples as corpus
from disentangle.features.pairs import N_FEATURES, block_features, prepare
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
from disentangle.training.rows import MIN_SCALE, standardisation


@pytest.fixture(scope="module")
def dataset(one_dev_dataset):
    return one_dev_dataset


def test_dataset_rows_have_gold_within_mask(dataset):
    assert dataset.rows(np.arange(3)).shape == (3, 101, N_FEATURES)
    assert (dataset.gold <= dataset.mask).all()
    assert dataset.gold.any(axis=1).all()
    assert 200 <= len(dataset.mask) <= 260


def test_dataset_rows_equal_block_features(corpus_root_module, dataset):
    sample = corpus.samples("dev", corpus_root_module)[0]
    prepared = prepare(read_log(sample.raw, name=sample.name), ChatTokenizer())
    start = min(corpus.gold_parents(sample.annotation))
    features, mask = block_features(prepared, start, start + 5)
    first = [k for k in range(5) if dataset.message[k] == start + k]
    np.testing.assert_array_equal(dataset.rows(np.array(first)), features[first])


def test_standardisation_matches_direct(dataset):
    shift, scale = standardisation(dataset, chunk=37)
    rows = dataset.rows(np.arange(len(dataset)))[dataset.mask]
    np.testing.assert_allclose(shift, rows.mean(axis=0), rtol=1e-3, atol=1e-4)
    np.testing.assert_allclose(scale, np.maximum(rows.std(axis=0), MIN_SCALE), rtol=1e-3, atol=1e-4)
