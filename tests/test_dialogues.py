"""Tests for disentangle.dialogues.filters: addressing, username stripping, each DSTC7 filter, turns, provenance."""
import pickle

import pytest

from conftest import DATA
from disentangle.dialogues.filters import (
    BAD_INDEX,
    DIRECTED_FIRST,
    DOMINANCE,
    DROP_REASONS,
    FEW_TURNS,
    MANY_PARTICIPANTS,
    NO_MESSAGES,
    ONE_PARTICIPANT,
    DialogueResult,
    dialogue_violations,
    dialogues_from_conversations,
    is_common_word,
    known_nicks,
    leading_addressee,
    strip_usernames,
)
from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.linking.links import Conversation
from disentangle.logs.files import read_log

CHANNEL = DATA / "dialogues" / "channel.txt"
DATE = "2015-03-04"
KEPT_USB = (0, 1, 2, 3, 4, 5, 6, 7)        # nick change and a bot inside; kept
KEPT_SOUND = (12, 13, 15, 27, 28)           # p1 says 4 of 5 (80%: not more); an action; kept


@pytest.fixture(scope="module")
def channel_log():
    """The hand-made channel of the filters' cases."""
    return read_log(CHANNEL)


def run(log, *conversations, method="learned"):
    return dialogues_from_conversations(log, [Conversation(log.name, c) for c in conversations], DATE, method)


@pytest.mark.parametrize("lines, reason", [
    ((8, 9), DIRECTED_FIRST),
    ((10, 11), ONE_PARTICIPANT),
    ((12, 13, 14, 15), MANY_PARTICIPANTS),
    ((16,), NO_MESSAGES),
    ((26,), NO_MESSAGES),
    ((6, 16, 26), NO_MESSAGES),
    ((17, 18, 19, 20, 21, 22), DOMINANCE),
    ((23, 24, 25), FEW_TURNS),
    ((999,), BAD_INDEX),
    ((-1, 0), BAD_INDEX),
])
def test_each_filter_drops_with_its_reason(channel_log, lines, reason):
    result = run(channel_log, lines)
    assert result.dialogues == ()
    assert result.dropped_counts == {r: int(r == reason) for r in DROP_REASONS}
    assert result.conversations == 1


@pytest.mark.parametrize("lines", [KEPT_USB, KEPT_SOUND])
def test_passing_conversations_are_kept_and_valid(channel_log, lines):
    result = run(channel_log, lines)
    assert len(result.dialogues) == 1
    assert sum(result.dropped_counts.values()) == 0
    assert dialogue_violations(result.dialogues[0]) == ()


def test_normalised_dialogue_keeps_provenance(channel_log):
    dialogue = run(channel_log, KEPT_USB).dialogues[0]
    assert dialogue.id == f"learned:{DATE}:0"
    assert (dialogue.date, dialogue.source, dialogue.method) == (DATE, str(CHANNEL), "learned")
    assert dialogue.nicks == ("askr", "hlpr")
    assert [t.speaker for t in dialogue.turns] == [ASKER, HELPER, ASKER, HELPER, ASKER]
    assert [t.utterances for t in dialogue.turns] == [
        ("how do I mount a usb stick?",), ("plug it in, it should mount",),
        ("it does not", "nothing happens"), ("run dmesg",), ("thanks!",)]
    joined = dialogue.turns[2]
    assert joined.originals == ("hlpr: it does not", "nothing happens, hlpr")
    assert joined.lines == (2, 3) and joined.minutes == (601, 602)
    assert joined.text == "it does not nothing happens"
    assert [line for t in dialogue.turns for line in t.lines] == [0, 1, 2, 3, 5, 7]  # no bot, no system


def test_actions_join_turns_and_dash_after_nick_is_removed(channel_log):
    dialogue = run(channel_log, KEPT_SOUND, method="heuristic").dialogues[0]
    assert dialogue.id == f"heuristic:{DATE}:12"
    assert [t.speaker for t in dialogue.turns] == [ASKER, HELPER, ASKER]
    assert dialogue.turns[2].utterances == ("thanks", "one more thing", "waves")
    assert dialogue.turns[2].lines == (15, 27, 28)


def test_counts_over_many_conversations_and_addition(channel_log):
    first = run(channel_log, KEPT_USB, (8, 9), (10, 11), (23, 24, 25))
    second = run(channel_log, KEPT_SOUND, (23, 24, 25))
    total = first + second
    assert len(total.dialogues) == 2 and total.conversations == 6
    assert total.dropped_counts[FEW_TURNS] == 2 and total.dropped_counts[DIRECTED_FIRST] == 1
    assert DialogueResult() + first == first
    assert pickle.loads(pickle.dumps(total)) == total  # crosses process boundaries in the pipeline


def test_known_nicks_include_speakers_nick_changes_and_joins(channel_log):
    nicks = known_nicks(channel_log)
    assert {"askr", "hlpr", "hlpr_away", "someone", "ubottu", "p3"} <= nicks
    assert "bug" not in nicks


@pytest.mark.parametrize("word, common", [
    ("the", True), ("mark", True), ("help", True),
    ("hlpr", False), ("ikonia", False), ("p2", False), ("zork42", False), ("", False),
])
def test_is_common_word(word, common):
    assert is_common_word(word) is common


@pytest.mark.parametrize("text, expected", [
    ("hlpr: try this", "hlpr"),
    ("hlpr, try this", "hlpr"),
    ("hlpr> try this", "hlpr"),
    ("@hlpr try this", "hlpr"),
    ("hlpr try this", "hlpr"),        # not an English word: no punctuation needed
    ("HLPR_: try this", "hlpr"),      # compared with nick_key
    ("mark: try this", "mark"),       # an English word followed by punctuation
    ("mark the partition", None),     # an English word used as a word
    ("stranger: try this", None),     # not a nick seen in the log
    ("try this, hlpr", None),         # only the first word counts
    ("", None),
])
def test_leading_addressee(text, expected):
    assert leading_addressee(text, {"hlpr", "mark"}) == expected


@pytest.mark.parametrize("text, expected", [
    ("hlpr: try this", "try this"),
    ("hlpr, askr: try this", "try this"),
    ("hlpr - try this", "try this"),
    ("thanks hlpr!", "thanks!"),
    ("thanks, hlpr", "thanks"),
    ("ask @askr about it", "ask about it"),
    ("ask otherguy about it", "ask otherguy about it"),  # only the participants' mentions go
    ("mark the partition", "mark the partition"),       # an English-word nick used as a word stays
    ("yes mark, that one", "yes that one"),             # ... but not when used as an address
    ("hlprs are great", "hlprs are great"),             # no partial matches
    ("--force works, hlpr", "--force works"),
    ("see http://x.org/hlpr/notes", "see http://x.org/hlpr/notes"),  # not inside URLs or paths
    ("(ask askr)", "(ask)"),
    (":)", ":)"),                                       # emoticons are no leftover punctuation
    ("hlpr: :)", ":)"),
    ("thanks hlpr :)", "thanks :)"),
    (";-) sure", ";-) sure"),
    (":P", ":P"),
    (":( no luck", ":( no luck"),
    ("hlpr, : try this", "try this"),                   # a lone leftover mark still goes
    (", askr", ""),
])
def test_strip_usernames(text, expected):
    assert strip_usernames(text, {"hlpr", "askr", "mark", "otherguy"}, ["hlpr", "askr", "mark"]) == expected


def test_message_left_empty_by_stripping_is_dropped():
    ping = read_log(DATA / "dialogues" / "ping.txt")  # line 1 is a bare nick: nothing left to say
    result = dialogues_from_conversations(ping, [Conversation(ping.name, (0, 1, 2, 3, 4))], "")
    assert [t.lines for t in result.dialogues[0].turns] == [(0,), (2,), (3, 4)]


def _dialogue(*turns):
    return Dialogue("x:d:0", "d", "s", "learned", ("a", "b"), tuple(
        Turn(speaker, tuple(texts), tuple(texts), tuple(range(len(texts))), (0,) * len(texts))
        for speaker, texts in turns))


@pytest.mark.parametrize("turns, problem", [
    (((ASKER, ["q"]), (HELPER, ["a"])), FEW_TURNS),
    (((HELPER, ["a"]), (ASKER, ["q"]), (HELPER, ["a"])), "turns_not_alternating"),
    (((ASKER, ["q"]), (HELPER, ["a", "b", "c", "d", "e"]), (ASKER, ["q"])), None),
    (((ASKER, ["q"]), (HELPER, list("abcdefghi")), (ASKER, ["q"])), DOMINANCE),
    (((ASKER, ["q"]), (HELPER, [" "]), (ASKER, ["q"])), "empty_utterance"),
])
def test_dialogue_violations(turns, problem):
    assert dialogue_violations(_dialogue(*turns)) == ((problem,) if problem else ())


@pytest.mark.parametrize("method, key, line", [("learned", "2015-03-04", 123), ("heuristic", "general/2024-01-02", 0),
                                               ("learned", "grub-help/2024-12-31", 7)])
def test_a_dialogue_id_gives_back_its_day_key(method, key, line):
    from disentangle.dialogues.records import dialogue_day, dialogue_id
    assert dialogue_day(dialogue_id(method, key, line)) == key
