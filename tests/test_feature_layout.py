"""FeatureLayout: the column blocks of a feature row follow from the feature names alone."""
import numpy as np
import pytest

from disentangle.features.layout import FeatureLayout, LayoutError
from disentangle.features.pairs import FEATURE_NAMES, FILE_FEATURES, LAYOUT, MESSAGE_FEATURES, N_FEATURES, PAIR_FEATURES
from disentangle.linking.second_pass import STACK_FEATURES, STACKED_LAYOUT

SMALL = FeatureLayout(("p1", "p2", "p3"), ("f1",), ("a", "b"))


def covered(layout: FeatureLayout) -> list[int]:
    return sorted(column for block in layout.blocks for column in range(layout.width)[block])


@pytest.mark.parametrize("layout", [SMALL, SMALL.extended(("x", "y")), LAYOUT, STACKED_LAYOUT])
def test_the_blocks_cover_every_column_exactly_once(layout):
    assert covered(layout) == list(range(layout.width))
    assert len(layout.names) == layout.width == len(set(layout.names))
    assert layout.message_side == slice(layout.file.start, layout.message.stop)


def test_blocks_are_derived_from_the_names():
    names = SMALL.names
    assert names == ("p1", "p2", "p3", "f1", "msg_a", "msg_b", "cand_a", "cand_b")
    assert names[SMALL.pair] == ("p1", "p2", "p3") and names[SMALL.file] == ("f1",)
    assert names[SMALL.message] == ("msg_a", "msg_b") and names[SMALL.candidate] == ("cand_a", "cand_b")
    wider = FeatureLayout(("p1", "p2", "p3", "p4"), ("f1",), ("a", "b", "c"))   # a feature added: slices move
    assert wider.names[wider.candidate] == ("cand_a", "cand_b", "cand_c") and wider.width == 11


def test_the_model_layout_is_that_of_the_feature_names():
    assert LAYOUT.names == FEATURE_NAMES and LAYOUT.width == N_FEATURES
    assert FEATURE_NAMES[LAYOUT.pair] == PAIR_FEATURES and FEATURE_NAMES[LAYOUT.file] == FILE_FEATURES
    assert FEATURE_NAMES[LAYOUT.candidate] == tuple(f"cand_{n}" for n in MESSAGE_FEATURES)
    assert STACKED_LAYOUT.names == FEATURE_NAMES + STACK_FEATURES
    assert STACKED_LAYOUT.column("p1_log_prob") == N_FEATURES + STACK_FEATURES.index("p1_log_prob")


def test_split_gives_views_of_the_three_blocks():
    weight = np.arange(2 * SMALL.width, dtype=np.float32).reshape(2, SMALL.width)
    pair, side, candidate = SMALL.split(weight)
    assert pair.shape == (2, 3) and side.shape == (2, 3) and candidate.shape == (2, 2)
    assert np.array_equal(np.hstack([pair, side, candidate]), weight)


@pytest.mark.parametrize("width", [0, SMALL.width - 1, SMALL.width + 1])
def test_a_matrix_of_the_wrong_width_is_refused(width):
    matrix = np.zeros((4, width))
    with pytest.raises(LayoutError, match=f"{SMALL.width} features"):
        SMALL.check(matrix)
    with pytest.raises(LayoutError):
        SMALL.split(matrix)
    assert SMALL.check(np.zeros((4, SMALL.width))) is not None


def test_split_refuses_a_layout_with_extras():
    layout = SMALL.extended(("x",))
    with pytest.raises(LayoutError, match="without extra"):
        layout.split(np.zeros((1, layout.width)))
