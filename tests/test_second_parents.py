"""Second parents: the rule case by case on hand-made distributions, conversations never change (random
forests and the real dev files), and the shipped model's second parents on dev."""
from __future__ import annotations

import numpy as np
import pytest

from disentangle.dialogues.conversations import conversations_from_links
from disentangle.linking.confidence import ScoredLinks
from disentangle.linking.links import Link
from disentangle.linking.second_parents import SECOND_PARENT_THRESHOLD, conversation_ids, second_parents


def scored_from(rows: list[list[float]], chosen: list[int], start: int = 0) -> ScoredLinks:
    """Lines start.. with candidate rows indexed by candidate line (row of line i: lines 0..i, itself last
    once cut to its reach); `chosen[r]` is the parent of line start + r."""
    probabilities = tuple(np.array(row, dtype=np.float64) for row in rows)
    links = tuple(Link("x", start + r, parent) for r, parent in enumerate(chosen))
    return ScoredLinks(links, start, probabilities)


def pairs(links: list[Link]) -> list[tuple[int, int]]:
    return [(link.message, link.parent) for link in links]


# Lines 0-3: line 0 starts, line 1 -> 0, line 2 -> `parent2` (itself: a second conversation), line 3 as given.
BASE = [[1.0], [0.9, 0.1], [0.2, 0.1, 0.7]]


@pytest.mark.parametrize("parent2, line3, parent3, expected", [
    (2, [0.1, 0.5, 0.0, 0.4], 1, []),                        # runner-up is line 3 itself: never a parent
    (2, [0.5, 0.4, 0.0, 0.1], 0, [(3, 1)]),                  # runner-up line 1, same conversation as 0
    (2, [0.5, 0.0, 0.4, 0.1], 0, []),                        # runner-up line 2: another conversation
    (0, [0.5, 0.0, 0.4, 0.1], 0, [(3, 2)]),                  # ... unless line 2 is in it
    (2, [0.55, 0.37, 0.0, 0.08], 0, []),                     # below the threshold
    (2, [0.5, SECOND_PARENT_THRESHOLD, 0.0, 0.125], 0, [(3, 1)]),  # exactly at it
    (2, [0.45, 0.45, 0.0, 0.1], 1, [(3, 0)]),                # a tie: the chosen one (nearer) and the other
    (2, [0.2, 0.4, 0.0, 0.4], 3, []),                        # chosen itself (a new conversation): nothing
    (2, [0.4, 0.4, 0.0, 0.2], 3, []),                        # same, with two probable other candidates
    (0, [0.2, 0.4, 0.4, 0.0], 0, [(3, 2)]),                  # chosen not the most probable (a vote): the nearer
])
def test_the_rule_case_by_case(parent2, line3, parent3, expected):
    scored = scored_from(BASE + [line3], [0, 0, parent2, parent3])
    assert pairs(second_parents(scored)) == expected


def test_a_context_line_counts_only_when_a_link_puts_it_in_the_conversation():
    # lines 0-1 are context (no links of their own); line 2 -> 1 with runner-up 0: two separate lines
    lonely = scored_from([[0.45, 0.5, 0.05]], [1], start=2)
    assert second_parents(lonely) == []
    # predicted from line 1 on: line 1 -> 0 puts context line 0 into the conversation of line 2's parent
    joined = scored_from([[0.9, 0.1], [0.45, 0.5, 0.05]], [0, 1], start=1)
    assert pairs(second_parents(joined)) == [(2, 0)]


@pytest.mark.parametrize("threshold", [0.0, -0.1, 1.01])
def test_a_threshold_outside_0_1_is_refused(threshold):
    with pytest.raises(ValueError, match="threshold"):
        second_parents(scored_from(BASE, [0, 0, 2]), threshold)


def test_nothing_predicted_gives_nothing():
    assert second_parents(ScoredLinks((), 5, ())) == []


def random_scored(seed: int, lines: int = 300, reach: int = 8) -> ScoredLinks:
    """Peaked random distributions over each line's `reach` nearest candidates; the chosen parent is the
    most probable candidate (ties: the nearer), as the models choose."""
    rng = np.random.default_rng(seed)
    rows, chosen = [], []
    for line in range(lines):
        width = min(line, reach) + 1
        probs = rng.dirichlet(np.full(width, 0.3))
        rows.append(probs)
        chosen.append(line - int(np.argmax(probs[::-1])))
    return scored_from(rows, chosen)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("threshold", [0.2, SECOND_PARENT_THRESHOLD, 0.45])
def test_conversations_never_change_and_each_second_parent_follows_the_rule(seed, threshold):
    scored = random_scored(seed)
    found = second_parents(scored, threshold)
    assert conversations_from_links(scored.links + tuple(found)) == conversations_from_links(scored.links)
    chosen = {link.message: link.parent for link in scored.links}
    assert len({link.message for link in found}) == len(found)      # at most one per line
    for link in found:
        assert link.parent not in (link.message, chosen[link.message]) and chosen[link.message] != link.message
        assert scored.probability(link.message, link.parent) >= threshold


def test_random_forests_exercise_both_outcomes_of_the_conversation_rule():
    """Over the random cases some probable runner-ups are added and some are refused for lying in another
    conversation (so the unchanged-conversations test above tests rule (c), not luck)."""
    added = refused = 0
    for seed in range(6):
        scored = random_scored(seed)
        component = conversation_ids(scored.links, len(scored.probabilities))
        found = {link.message for link in second_parents(scored, 0.2)}
        for link in scored.links:
            probs = scored.distribution(link.message)
            others = [(p, link.message - o) for o, p in enumerate(probs[::-1])
                      if o and link.message - o != link.parent]
            if link.parent == link.message or not others or max(others)[0] < 0.2:
                continue
            best = max(others, key=lambda pair: (pair[0], pair[1]))[1]
            same = component[best] == component[link.parent]
            assert (link.message in found) == same
            added, refused = added + same, refused + (not same)
    assert added > 20 and refused > 20


def test_conversation_ids_are_the_connected_components():
    links = [Link("x", 1, 0), Link("x", 2, 2), Link("x", 4, 1), Link("x", 5, 2)]
    ids = conversation_ids(links, 7)
    assert ids[0] == ids[1] == ids[4] and ids[2] == ids[5] and len({ids[0], ids[2], ids[3], ids[6]}) == 4
    assert list(conversation_ids([], 3)) == [0, 1, 2]


@pytest.fixture(scope="module")
def dev_scored(corpus_root_module):
    from disentangle.corpus import samples as corpus
    from disentangle.linking.links import read_annotation
    from disentangle.linking.model_file import load_model
    from disentangle.logs.files import read_log
    from disentangle.methods.disentanglers import Learned
    learned = Learned.load(load_model())
    found = []
    for sample in corpus.samples("dev", corpus_root_module):
        gold = read_annotation(sample.annotation, sample.name)
        start = min(link.message for link in gold)
        found.append((gold, learned.scored(read_log(sample.raw, name=sample.name), start)))
    return found


def test_on_the_dev_files_conversations_stay_and_link_recall_rises(dev_scored):
    from disentangle.metrics import evaluate
    gold, one, two = {}, {}, {}
    added = 0
    for links, scored in dev_scored:
        found = second_parents(scored)
        added += len(found)
        assert conversations_from_links(scored.links + tuple(found), scored.start) == \
            conversations_from_links(scored.links, scored.start)
        name = links[0].source
        gold[name], one[name], two[name] = links, list(scored.links), list(scored.links) + found
    before, after = evaluate(gold, one), evaluate(gold, two)
    assert 50 < added < 250                                 # about 5% of 2,500 messages
    assert after.link_recall > before.link_recall + 1 and after.link_f > before.link_f
    assert (after.exact_f, after.scaled_vi, after.one_to_one) == (before.exact_f, before.scaled_vi,
                                                                  before.one_to_one)
