"""Link confidence: scored links match the model's own choice, each measure by hand, the threshold."""
from __future__ import annotations

import math

import numpy as np
import pytest

from conftest import DATA
from disentangle.dialogues.filters import Dialogue, Turn
from disentangle.dialogues.quality import keep_confident
from disentangle.linking.confidence import MEASURES, ScoredLinks, confidences, conversation_confidence, score_links
from disentangle.linking.links import Link
from disentangle.linking.model import VoteEnsemble
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
from test_model import random_model


@pytest.fixture(scope="module")
def log():
    return read_log(DATA / "logs" / "small.txt")


@pytest.mark.parametrize("make", [lambda: random_model(2), lambda: VoteEnsemble([random_model(k) for k in (1, 2, 3)])])
def test_scored_links_are_the_models_links(log, make) -> None:
    model, tokenizer = make(), ChatTokenizer()
    scored = score_links(model, log, 3, tokenizer=tokenizer)
    assert list(scored.links) == model.predict(log, 3, tokenizer=tokenizer)
    assert len(scored.probabilities) == len(log) - 3
    for row in scored.probabilities:
        assert math.isclose(float(row.sum()), 1.0, rel_tol=1e-5)


def hand_scored() -> ScoredLinks:
    """Lines 0-3 predicted; candidates of line i are 0..i (index = candidate line)."""
    rows = (np.array([1.0]),
            np.array([0.8, 0.2]),          # line 1 -> 0 (0.8), itself 0.2
            np.array([0.1, 0.3, 0.6]),     # line 2 -> itself (0.6)
            np.array([0.5, 0.1, 0.3, 0.1]))  # line 3 -> 0 (0.5), runner-up line 2 (0.3)
    links = (Link("x", 0, 0), Link("x", 1, 0), Link("x", 2, 2), Link("x", 3, 0))
    return ScoredLinks(links, 0, rows)


@pytest.mark.parametrize("measure, expected", [
    ("min_chosen", 0.5),
    ("product_chosen", 1.0 * 0.8 * 0.5),
    ("min_margin", 0.2),                     # line 3: 0.5 - 0.3
    # {0, 1, 3}: 0 starts (1.0), 1 -> 0 (0.8), 3 -> 0 or 1 (0.6); outside line 2 -> not 0/1 (1 - 0.4)
    ("closed", 1.0 * 0.8 * 0.6 * 0.6),
    ("min_closed", min(0.5, 0.6)),
])
def test_measures_by_hand(measure: str, expected: float) -> None:
    assert conversation_confidence(hand_scored(), [0, 1, 3], measure) == pytest.approx(expected, abs=1e-6)


def test_confidences_are_probabilities_and_unknown_measures_fail() -> None:
    scored = hand_scored()
    for measure in MEASURES:
        assert all(0 <= v <= 1 for v in confidences(scored, [[0, 1, 3], [2]], measure))
    assert confidences(scored, [[2]], "closed") == [pytest.approx(0.6 * (1 - 0.3))]  # line 3 may reply to 2
    with pytest.raises(ValueError, match="unknown confidence measure"):
        conversation_confidence(scored, [0], "vibes")


def _dialogue(key: str, confidence: float | None) -> Dialogue:
    turn = Turn("participant_1", ("hi",), ("hi",), (0,), (0,))
    return Dialogue(key, "2015-01-01", "x", "learned", ("a", "b"), (turn,), confidence)


def test_keep_confident_drops_low_and_unknown() -> None:
    dialogues = [_dialogue("a", 0.9), _dialogue("b", 0.3), _dialogue("c", None)]
    kept, dropped = keep_confident(dialogues, 0.4)
    assert [d.id for d in kept] == ["a"] and dropped == 2
    assert keep_confident(dialogues, 0.0) == (dialogues, 0)
