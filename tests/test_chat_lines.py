"""Tests for disentangle.logs.chat_lines: how a chat export's messages become numbered lines, for predict and
extract alike (given parents, reused ids, messages without a time, one-line texts, attachments, bots)."""
from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest

from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.chat_lines import ChatLines, LinePolicy, check_read, one_line
from disentangle.logs.formats import KIND_MESSAGE, KIND_OTHER
from disentangle.logs.records import LogError

START = dt.datetime(2024, 3, 1, 9, 0, tzinfo=dt.timezone.utc)


def said(own: str, minute: int | None, text: str = "hi", reply_to: str | None = None, thread: str | None = None,
         **fields) -> ChatMessage:
    when = None if minute is None else START + dt.timedelta(minutes=minute)
    return ChatMessage(own, when, KIND_MESSAGE, f"n{own}", text, reply_to=reply_to, thread=thread, **fields)


def read(messages: list[ChatMessage], **policy) -> tuple[list, ChatLines]:
    lines = ChatLines(LinePolicy(**policy))
    return list(lines.lines(messages)), lines


@pytest.mark.parametrize("keep, serials, parents", [
    (False, [0, 1, 2], [None, None, 0]),          # extract: the reuse dropped, the reply to the first
    (True, [0, 1, 2, 3], [None, None, None, 0]),  # predict: kept (positions in the export), the reply the same
])
def test_a_reused_id_names_its_first_message(keep, serials, parents):
    found, lines = read([said("a", 0), said("b", 1), said("a", 2), said("c", 3, reply_to="a")],
                        keep_reused_ids=keep)
    assert [line.serial for line in found] == serials and [line.parent for line in found] == parents
    assert lines.counts["duplicate_ids_kept" if keep else "duplicate_ids_dropped"] == 1


def test_a_kept_reused_id_is_no_thread_message_s_parent():
    found, _ = read([said("r", 0), said("x", 1, thread="r"), said("x", 2, thread="r"), said("y", 3, thread="r")],
                    keep_reused_ids=True)
    assert [line.parent for line in found] == [None, 0, 1, 1]


def test_thread_messages_link_to_the_one_before_or_the_root_and_replies_never_forward():
    messages = [said("r", 0), said("a", 1, thread="r"), said("b", 2, thread="r"), said("c", 3, thread="gone"),
                said("d", 4, thread="gone"), said("e", 5, reply_to="f"), said("f", 6)]
    found, lines = read(messages)
    assert [line.parent for line in found] == [None, 0, 1, None, 3, None, None]
    assert [line.parent for line in read(messages, thread_root=True)[0]] == [None, 0, 0, None, 3, None, None]
    assert lines.counts["thread_messages_without_root"] == 1 and lines.counts["replies_to_messages_not_in_export"] == 1


def test_messages_without_a_time_are_kept_in_place_as_other_at_the_time_before():
    found, lines = read([said("a", None), said("b", 5), said("c", None), said("d", 7)])
    assert [line.serial for line in found] == [0, 1, 2, 3]               # the first one waited for a time
    assert [line.kind for line in found] == [KIND_OTHER, KIND_MESSAGE, KIND_OTHER, KIND_MESSAGE]
    assert [(line.seconds - START.timestamp()) / 60 for line in found] == [5, 5, 5, 7]
    assert lines.counts["messages_without_time"] == 2 and lines.first_untimed == 0
    check_read(lines, "x", "discord", "timestamp")                     # half: read, with a warning


@pytest.mark.fault
def test_mostly_messages_without_a_time_is_refused_naming_the_first():
    _, lines = read([said("a", 1), said("b", None), said("c", None)])
    with pytest.raises(LogError, match=r"x: not a readable slack export: 2 of 3 messages have no readable ts "
                                       r"\(first: message 1\)"):
        check_read(lines, "x", "slack", "ts")
    found, lines = read([said("a", None)])
    assert found == [] and lines.counts["messages_without_time"] == 1     # no time at all: nothing to place
    with pytest.raises(LogError, match="1 of 1 messages"):
        check_read(lines, "x", "slack", "ts")


@pytest.mark.parametrize("keep, texts", [(True, ["hi", "[attachment: a.png, b.txt]"]), (False, ["hi"])])
def test_an_attachment_alone_is_a_marked_turn_or_dropped(keep, texts):
    found, lines = read([said("a", 0), said("b", 1, text=" ", attachments=("a.png", "b.txt"))],
                        keep_attachments=keep)
    assert [line.text for line in found] == texts
    assert lines.counts[f"attachment_only_{'keep' if keep else 'drop'}"] == 1


def test_texts_are_one_line_and_bots_are_flags_or_nicks():
    counts: Counter[str] = Counter()
    assert one_line("two\nlines\tand a\x07bell ", counts).text == "two lines and a bell" and counts["control_chars"] == 1
    assert one_line("a\r\nb", counts).text == "a b" and counts["control_chars"] == 1
    found, lines = read([said("a", 0), said("b", 1, bot=True), said("c", 2)], bots=("NC",))
    assert [line.bot for line in found] == [False, True, True] and lines.counts["bot_messages"] == 2
