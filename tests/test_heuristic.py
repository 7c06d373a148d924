"""Tests for disentangle.dialogues.heuristic: each rule of Lowe et al. (2015) on tiny logs, and the dev scores."""
from dataclasses import replace

import pytest

from conftest import DATA
from disentangle.corpus.samples import samples
from disentangle.dialogues.filters import DSTC7_FILTERS, DialogueFilters, dialogue_violations, known_nicks
from disentangle.dialogues.heuristic import (
    NO_HOLES,
    PAIR,
    PER_USER,
    HeuristicRules,
    heuristic_conversations,
    heuristic_dialogues,
    initial_question,
    spoken_messages,
)
from disentangle.dialogues.records import ASKER, HELPER
from disentangle.linking.links import links_from_conversation, read_annotation
from disentangle.logs.files import read_log

HEURISTIC = DATA / "heuristic"
PUBLISHED_DEV = {"scaled_vi": 80.0, "one_to_one": 51.7, "exact_f": 9.5}
TOLERANCE = 3.0


def load(name):
    return read_log(HEURISTIC / f"{name}.txt")


def lines_of(dialogue):
    return [line for turn in dialogue.turns for line in turn.lines]


def starts(dialogues):
    return [lines_of(d)[0] for d in dialogues]


def check_valid(dialogues):
    for dialogue in dialogues:
        assert dialogue.method == "heuristic"
        assert dialogue_violations(dialogue, HeuristicRules().filters) == ()


@pytest.mark.parametrize("line, recipient", [
    (0, None),               # a question
    (1, "zork42"),           # "nick:"
    (2, "zork42"),           # a nick that is no English word needs no punctuation
    (3, "mark"),             # "mark," : an English word, but punctuation followed
    (4, None),               # "mark is right": an English word without punctuation is a word
    (5, "mark"),
    (6, None),               # "grub" is no nick
    (7, "zork42"),           # "@nick"
    (8, None),               # a nick of the previous day only (not given here)
    (9, None),               # never seen
    (10, "qwop"),            # "nick>"
    (11, "zork42"),          # a bare nick
])
def test_recipient_rule(line, recipient):
    log = load("addressing")
    spoken = {s.message.index: s for s in spoken_messages(log, known_nicks(log))}
    assert spoken[line].recipient == recipient
    assert 12 not in spoken  # the bot's line is ignored


def test_recipient_rule_uses_previous_day_nicks():
    log, previous = load("addressing"), load("addressing-previous-day")
    spoken = {s.message.index: s for s in spoken_messages(log, known_nicks(log) | known_nicks(previous))}
    assert spoken[8].recipient == "yesterdaynick"
    assert spoken[9].recipient is None


def test_question_older_than_three_minutes_starts_no_dialogue():
    log = load("window")
    dialogues = heuristic_dialogues(log)
    assert starts(dialogues) == [4]        # 10:10 -> 10:13 is within 3 minutes; 10:00 -> 10:04 is not
    assert lines_of(dialogues[0]) == [4, 5, 6, 7]
    assert dialogues[0].nicks == ("asker2", "helper2")
    assert starts(heuristic_dialogues(log, rules=HeuristicRules(question_window=5))) == [0, 4]


def test_initial_question_is_the_recipients_latest_message_in_the_window():
    log = load("helpers")
    spoken = spoken_messages(log, known_nicks(log))
    assert initial_question(spoken, 2, 3) == 0      # helpb's first response to newbie
    assert initial_question(spoken, 3, 3) == 1      # newbie -> helpa: helpa's latest message
    assert initial_question(spoken, 0, 3) is None


@pytest.mark.parametrize("mode, expected", [
    (PER_USER, [1, 2, 3, 4, 5, 7, 8]),     # the asker talks to no one else: her replies fill the holes
    (PAIR, None),                          # the helper also talks to zed9: no holes filled, 2 turns
    (NO_HOLES, None),
])
def test_hole_filling_with_a_busy_helper(mode, expected):
    dialogues = heuristic_dialogues(load("holes"), rules=HeuristicRules(hole_filling=mode))
    assert [lines_of(d) for d in dialogues] == ([expected] if expected else [])


@pytest.mark.parametrize("mode, kept", [(PER_USER, True), (PAIR, True), (NO_HOLES, False)])
def test_hole_filling_on_and_off(mode, kept):
    dialogues = heuristic_dialogues(load("window"), rules=HeuristicRules(hole_filling=mode))
    assert [lines_of(d) for d in dialogues] == ([[4, 5, 6, 7]] if kept else [])


def test_consecutive_messages_make_one_turn_and_usernames_go():
    dialogue = heuristic_dialogues(load("holes"))[0]
    assert [t.speaker for t in dialogue.turns] == [ASKER, HELPER, ASKER, HELPER, ASKER, HELPER]
    assert dialogue.turns[2].lines == (3, 4)
    assert dialogue.turns[2].utterances == ("an intel one", "iwlwifi driver")
    assert dialogue.turns[1].utterances == ("which card?",)
    assert dialogue.turns[1].originals == ("asker: which card?",)
    assert dialogue.turns[1].minutes == (601,)
    check_valid([dialogue])


@pytest.mark.parametrize("rules, expected", [
    (HeuristicRules(), [11]),                       # 9 of 11 (> 80%) dropped; 8 of 10 kept; 2 turns dropped
    (HeuristicRules(filters=DialogueFilters(max_share=0.85, share_above=5)), [0, 11]),
    (HeuristicRules(filters=DialogueFilters(min_turns=2, share_above=5)), [11, 21]),
    (HeuristicRules(filters=DialogueFilters(share_above=11)), [0, 11]),      # the 80% rule only applies to longer dialogues
])
def test_eighty_percent_and_three_turn_rules(rules, expected):
    assert starts(heuristic_dialogues(load("dominance"), rules=rules)) == expected


def test_one_dialogue_per_helper_and_bots_ignored():
    log = load("helpers")
    dialogues = heuristic_dialogues(log, date="2015-03-04")
    assert [lines_of(d) for d in dialogues] == [[0, 1, 3, 6], [0, 2, 4, 5]]
    assert [d.nicks for d in dialogues] == [("newbie", "helpa"), ("newbie", "helpb")]
    assert [d.id for d in dialogues] == ["heuristic:2015-03-04:0/1", "heuristic:2015-03-04:0/2"]
    check_valid(dialogues)


def test_conversations_partition_messages_shared_question_goes_to_earliest():
    log = load("helpers")
    conversations = heuristic_conversations(log)
    assert [c.indices for c in conversations] == [(0, 1, 3, 6), (2, 4, 5), (7,), (8,), (9,)]
    assert {c.source for c in conversations} == {log.name}
    assert [c.indices for c in heuristic_conversations(log, start=2, end=8)] == [(2, 4, 5), (3, 6), (7,)]


def test_date_comes_from_the_log_name(tmp_path):
    path = tmp_path / "2015-03-04_10.raw.txt"
    path.write_bytes((HEURISTIC / "holes.txt").read_bytes())
    assert heuristic_dialogues(read_log(path))[0].id == "heuristic:2015-03-04:1"


@pytest.mark.parametrize("bad", [dict(hole_filling="sometimes"), dict(question_window=-1)])
def test_bad_rules_are_refused(bad):
    with pytest.raises(ValueError):
        HeuristicRules(**bad)


@pytest.mark.parametrize("bad", [dict(max_share=0), dict(max_share=1.5), dict(min_turns=-1), dict(share_above=-1)])
def test_bad_filters_are_refused(bad):
    with pytest.raises(ValueError):
        DialogueFilters(**bad)


def test_the_heuristic_uses_the_dstc7_filters_but_for_dominance_in_short_dialogues():
    assert HeuristicRules().filters == replace(DSTC7_FILTERS, share_above=5)


def test_dev_scores_near_published(corpus_root):
    from disentangle.metrics import evaluate  # scored with the project's metrics module
    gold, auto = {}, {}
    for sample in samples("dev", corpus_root):
        gold[sample.name] = read_annotation(sample.annotation, sample.name)
        start = min(link.message for link in gold[sample.name])
        log = read_log(sample.raw, sample.name)
        conversations = heuristic_conversations(log, start)
        assert sorted(m for c in conversations for m in c.indices) == list(range(start, len(log)))
        auto[sample.name] = [link for c in conversations for link in links_from_conversation(c)]
    scores = evaluate(gold, auto)
    for metric, published in PUBLISHED_DEV.items():
        assert abs(getattr(scores, metric) - published) <= TOLERANCE, (metric, getattr(scores, metric))
