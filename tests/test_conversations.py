"""Tests for disentangle.linking.links: the graph step, the baseline and the output formats."""
import dataclasses
from pathlib import Path

import pytest

from disentangle.corpus.samples import samples
from disentangle.dialogues.conversations import conversations_from_links
from disentangle.linking.links import (
    Conversation,
    ConversationError,
    Link,
    format_conversations,
    format_links,
    link_rows,
    links_from_conversation,
    parse_line,
    parse_output_lines,
    previous_message_links,
    read_annotation,
    read_output,
)
from disentangle.logs.files import read_log, read_log_bytes

METRICS_DATA = Path(__file__).resolve().parent / "data" / "metrics"


def links(pairs, source="a"):
    return [Link(source, m, p) for m, p in pairs]


def groups(conversations):
    return [list(c.indices) for c in conversations]


def test_records_are_frozen_and_links_order():
    link = Link("a", 3, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        link.parent = 2  # type: ignore[misc]
    assert sorted([Link("b", 1, 1), Link("a", 5, 4), Link("a", 2, 2)]) == [
        Link("a", 2, 2), Link("a", 5, 4), Link("b", 1, 1)]


def test_conversations_are_values():
    conversation = Conversation("a", (1, 2))
    with pytest.raises(dataclasses.FrozenInstanceError):
        conversation.indices = (3,)  # type: ignore[misc]
    assert conversation == Conversation("a", tuple(range(1, 3)))  # equal by value, not by identity
    assert conversation != Conversation("b", (1, 2)) and conversation != Conversation("a", (1, 2, 3))
    assert len({conversation, Conversation("a", tuple(range(1, 3)))}) == 1  # hashable, by value


@pytest.mark.parametrize("pairs, start, expected", [
    ([], 0, []),
    ([(0, 0), (1, 1), (2, 2)], 0, [[0], [1], [2]]),
    ([(0, 0), (1, 0), (2, 1), (3, 3), (4, 3)], 0, [[0, 1, 2], [3, 4]]),
    # a forward link (parent after the message) and a cycle
    ([(0, 2), (1, 1), (2, 1), (3, 3)], 0, [[0, 1, 2], [3]]),
    ([(0, 1), (1, 2), (2, 0), (3, 3)], 0, [[0, 1, 2], [3]]),
    # several parents merge conversations
    ([(0, 0), (1, 1), (2, 0), (2, 1), (3, 3)], 0, [[0, 1, 2], [3]]),
    # an earlier message joins two later ones; messages before start are dropped, so is an early-only part
    ([(1, 1), (2, 1), (3, 1), (4, 4), (0, 0)], 2, [[2, 3], [4]]),
    ([(5, 5), (6, 2)], 5, [[5], [6]]),
])
def test_conversations_from_links(pairs, start, expected):
    assert groups(conversations_from_links(links(pairs), start)) == expected


def test_conversations_keep_sources_apart():
    found = conversations_from_links(links([(0, 0), (1, 0)], "x") + links([(0, 0), (1, 1)], "w"))
    assert found == [Conversation("w", (0,)), Conversation("w", (1,)), Conversation("x", (0, 1))]


@pytest.mark.parametrize("messages, expected", [
    ((4,), [(4, 4)]),
    ((2, 5, 9), [(2, 2), (5, 2), (9, 5)]),
])
def test_links_from_conversation(messages, expected):
    assert links_from_conversation(Conversation("a", messages)) == links(expected)


LOG_TEXT = (
    "=== alice [a@host] has joined #ubuntu\n"   # 0 system
    "[10:00] <alice> hello\n"                   # 1
    "=== bob [b@host] has joined #ubuntu\n"     # 2 system
    "[10:01] <bob> alice: hi\n"                 # 3
    "[10:01]  * alice waves\n"                  # 4 action: a message
    "=== carol is now known as dave\n"          # 5 nick change: system
    "[10:02] <dave> anyone?\n"                  # 6
)


@pytest.mark.parametrize("start, end, expected", [
    (0, None, [(0, 0), (1, 1), (2, 2), (3, 1), (4, 3), (5, 5), (6, 4)]),
    (3, None, [(3, 1), (4, 3), (5, 5), (6, 4)]),
    (2, 4, [(2, 2), (3, 1)]),
    (6, 100, [(6, 4)]),
    (7, None, []),
])
def test_previous_message_links(start, end, expected):
    log = read_log_bytes(LOG_TEXT.encode(), "day.txt")
    assert previous_message_links(log, start, end) == links(expected, "day.txt")


def test_previous_message_links_only_system_lines():
    log = read_log_bytes(b"=== a [x@y] has quit [bye]\n=== b is now known as c\n", "sys")
    assert previous_message_links(log) == links([(0, 0), (1, 1)], "sys")


def test_format_links_and_conversations():
    assert format_links([Link("f.txt", 3, 1), Link("f.txt", 4, 4)]) == "f.txt:3 1 -\nf.txt:4 4 -\n"
    assert format_conversations([Conversation("f.txt", (1, 3, 7)), Conversation("g", (2,))]) == \
        "f.txt:1 3 7\ng:2\n"
    assert format_links([]) == format_conversations([]) == ""


def test_round_trips():
    original = links([(0, 0), (1, 0), (2, 2), (5, 1)], "dir/day.txt") + links([(0, 0)], "other")
    parsed = parse_output_lines(format_links(original).splitlines())
    assert sorted(parsed["dir/day.txt"] + parsed["other"]) == sorted(original)
    conversations = conversations_from_links(original)
    again = parse_output_lines(format_conversations(conversations).splitlines())
    assert conversations_from_links(again["dir/day.txt"] + again["other"]) == conversations


@pytest.mark.parametrize("line, expected", [
    ("f.txt:5 3 -", [Link("f.txt", 5, 3)]),
    ("f.txt:3 5 -", [Link("f.txt", 5, 3)]),                 # annotation order: larger is the message
    ("f.txt:4 4 -", [Link("f.txt", 4, 4)]),
    ("f.txt:4 -", [Link("f.txt", 4, 4)]),
    ("f.txt:7 3 5 -", [Link("f.txt", 7, 3), Link("f.txt", 7, 5)]),
    ("f.txt:2 9 4", [Link("f.txt", 2, 2), Link("f.txt", 4, 2), Link("f.txt", 9, 4)]),
    ("f.txt:8", [Link("f.txt", 8, 8)]),
    ("C:\\logs\\a:b.txt:5 3 -", [Link("C:\\logs\\a:b.txt", 5, 3)]),  # split on the last ':'
    ("1002 1003 -", [Link("dflt", 1003, 1002)]),
    (":1000 1000 -", [Link("dflt", 1000, 1000)]),
    ("  \t", []),
])
def test_parse_line(line, expected):
    assert parse_line(line, "dflt") == expected


@pytest.mark.parametrize("line", ["hello", "f.txt:1 x -", "f.txt: -", "f.txt:-1 2 -", "f.txt:", "f:1 2 - -"])
def test_parse_line_rejects(line):
    with pytest.raises(ConversationError, match="not a link or conversation line"):
        parse_line(line)


def test_parse_output_lines_mixes_formats_and_drops_duplicates():
    lines = ["a:1 1 -", "", "a:2 1 -", "a:2 1 -", "b:3 4 6", "7 7 -"]
    assert parse_output_lines(lines, "plain") == {
        "a": links([(1, 1), (2, 1)], "a"),
        "b": links([(3, 3), (4, 3), (6, 4)], "b"),
        "plain": links([(7, 7)], "plain"),
    }


def test_parse_output_lines_names_the_bad_line():
    with pytest.raises(ConversationError, match=r"out\.txt:2: not a link"):
        parse_output_lines(["a:1 1 -", "oops"], "out.txt")


@pytest.mark.parametrize("lines", [
    ["a:3 1 -\n", "a:4 4 -\n", "b:9 2 -\n", "7 5 -\n", " :2 8 -\n"],  # every line plain: one regex pass
    ["a:3 1 -\n", "a:4 -\n", "b:9 2 -\n", "7 5 -\n", "a:5 6 7\n", "\n"],  # lone number, conversation, blank
    ["a:b:3  1 -\n", "x:10 2 3 -\n"],  # a colon in the name, two spaces, two parents
])
def test_link_rows_read_as_parse_line_does(lines):
    rows = link_rows(lines, 0, "plain")
    expected: dict[str, list[tuple[int, int]]] = {}
    for line in lines:
        for link in parse_line(line, "plain"):
            expected.setdefault(link.source, []).append((link.message, link.parent))
    assert {source: [tuple(row) for row in found.tolist()] for source, found in rows.items()} == expected


def test_link_rows_name_the_files_line():
    with pytest.raises(ConversationError, match=r"^out\.txt:12: not a link"):
        link_rows(["1 2 -\n", "oops\n"], 10, "out.txt")


def test_read_output_and_annotation():
    auto = read_output(METRICS_DATA / "tiny.links.out")
    assert list(auto) == ["dir/tiny.raw.txt"]
    assert Link("dir/tiny.raw.txt", 12, 11) in auto["dir/tiny.raw.txt"]
    gold = read_annotation(METRICS_DATA / "tiny.annotation.txt", "tiny")
    assert gold == links([(10, 10), (11, 10), (12, 12), (13, 11), (14, 12), (15, 9)], "tiny")
    other = read_annotation(METRICS_DATA / "tiny.annotation.other.txt")
    assert other[0] == Link(str(METRICS_DATA / "tiny.annotation.other.txt"), 10, 10)


def test_read_errors(tmp_path):
    with pytest.raises(ConversationError, match="cannot read"):
        read_output(tmp_path / "missing.out")
    with pytest.raises(ConversationError, match="cannot read"):
        read_output(tmp_path)
    with pytest.raises(ConversationError, match="cannot read"):
        read_annotation(tmp_path / "missing.annotation.txt")
    bad = tmp_path / "bad.annotation.txt"
    bad.write_bytes(b"\x00\xff garbage\n")
    with pytest.raises(ConversationError, match="not an annotation line"):
        read_annotation(bad)


def test_previous_message_links_on_dev(corpus_root):
    sample = samples("dev", corpus_root)[0]
    log = read_log(sample.raw, sample.name)
    found = previous_message_links(log, 1000)
    assert [link.message for link in found] == list(range(1000, len(log)))
    assert all(link.parent <= link.message for link in found)
    assert any(link.parent < link.message for link in found)
