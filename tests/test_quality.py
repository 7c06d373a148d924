"""Dialogue quality against gold: exact dialogues, conversations cut at the start, the curve."""
from __future__ import annotations

import numpy as np
import pytest

from disentangle.dialogues.quality import (
    Outcome,
    dialogue_outcomes,
    precision_curve,
    quantile_thresholds,
    whole_conversations,
)
from disentangle.linking.confidence import ScoredLinks
from disentangle.linking.links import Link
from disentangle.logs.reading import parse_lines

LINES = ["[10:00] <zed> anyone here use grub?",
         "[10:01] <alice> my wifi keeps dropping on 14.04",
         "[10:01] <bob> alice: which card?",
         "[10:02] <alice> bob: intel 7260",
         "[10:03] <bob> alice: try the backports driver",
         "[10:03] <alice> bob: thanks, will do"]


def certain(links: list[Link]) -> ScoredLinks:
    rows = []
    for link in links:
        row = np.full(link.message + 1, 0.0)
        row[link.parent] = 1.0
        rows.append(row)
    return ScoredLinks(tuple(links), links[0].message, tuple(rows))


def test_whole_conversations_drop_those_reaching_before_the_start() -> None:
    links = [Link("x", 1, 1), Link("x", 2, 0), Link("x", 3, 3), Link("x", 4, 3)]
    assert [c.indices for c in whole_conversations(links, 1)] == [(1,), (3, 4)]


@pytest.mark.parametrize("predicted_parents, exact", [
    ({1: 1, 2: 1, 3: 2, 4: 3, 5: 4}, True),       # the gold dialogue itself
    ({1: 1, 2: 1, 3: 2, 4: 3, 5: 5}, False),      # the last message split off: not the gold dialogue
])
def test_a_dialogue_is_exact_only_when_its_lines_are_a_gold_dialogue(predicted_parents, exact) -> None:
    log = parse_lines(LINES, "2015-01-01_00.raw.txt")
    gold = [Link(log.name, 1, 1), Link(log.name, 2, 1), Link(log.name, 3, 2), Link(log.name, 4, 3),
            Link(log.name, 5, 4)]
    predicted = certain([Link(log.name, m, p) for m, p in sorted(predicted_parents.items())])
    [outcome] = dialogue_outcomes(log, gold, predicted, ("closed",))["closed"]
    assert outcome.exact is exact
    assert outcome.confidence == pytest.approx(1.0)


def test_precision_curve_and_thresholds() -> None:
    outcomes = [Outcome("x", str(n), c, e) for n, (c, e) in enumerate([(0.9, True), (0.8, True), (0.5, False),
                                                                        (0.2, False)])]
    points = precision_curve(outcomes, [0.0, 0.6, 0.95])
    assert [(p.kept, p.exact) for p in points] == [(4, 2), (2, 2), (0, 0)]
    assert points[0].exact_share == 0.5 and points[1].kept_share == 0.5 and points[2].exact_share == 0.0
    assert quantile_thresholds(outcomes, [1.0, 0.5]) == [0.2, 0.8]
