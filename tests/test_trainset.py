"""Training data: rows of the first dev file are the block features, gold within the mask, standardisation."""
import numpy as np

from disentangle.corpus import samples as corpus
from disentangle.features.pairs import N_FEATURES, block_features, prepare
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
from disentangle.training.rows import MIN_SCALE, standardisation


def test_dataset_rows_have_gold_within_mask(one_dev_dataset):
    assert one_dev_dataset.rows(np.arange(3)).shape == (3, 101, N_FEATURES)
    assert (one_dev_dataset.gold <= one_dev_dataset.mask).all()
    assert one_dev_dataset.gold.any(axis=1).all()
    assert 200 <= len(one_dev_dataset.mask) <= 260


def test_dataset_rows_equal_block_features(corpus_root_module, one_dev_dataset):
    sample = corpus.samples("dev", corpus_root_module)[0]
    prepared = prepare(read_log(sample.raw, name=sample.name), ChatTokenizer())
    start = min(corpus.gold_parents(sample.annotation))
    features, mask = block_features(prepared, start, start + 5)
    first = [k for k in range(5) if one_dev_dataset.message[k] == start + k]
    np.testing.assert_array_equal(one_dev_dataset.rows(np.array(first)), features[first])


def test_standardisation_matches_direct(one_dev_dataset):
    shift, scale = standardisation(one_dev_dataset, chunk=37)
    rows = one_dev_dataset.rows(np.arange(len(one_dev_dataset)))[one_dev_dataset.mask]
    np.testing.assert_allclose(shift, rows.mean(axis=0), rtol=1e-3, atol=1e-4)
    np.testing.assert_allclose(scale, np.maximum(rows.std(axis=0), MIN_SCALE), rtol=1e-3, atol=1e-4)
