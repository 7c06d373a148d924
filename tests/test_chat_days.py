"""Tests for disentangle.logs.chat_days: the chat-day lines a chat source writes and the `Log` read from them
(minutes from the day's UTC midnight, given parents resolved within the bytes, the names header)."""
from __future__ import annotations

import datetime as dt
from dataclasses import fields, replace

import pytest

from disentangle.logs.chat_days import (
    DAY_LINE_JSON,
    ENCODE_DAY_LINE,
    DayLine,
    day_line,
    day_lines,
    day_part,
    message_lines,
    names_header,
    read_chat_day,
)
from disentangle.logs.records import LogError, Message, PlatformIds

DAY = dt.date(2024, 3, 2)
MIDNIGHT = dt.datetime(2024, 3, 2, tzinfo=dt.timezone.utc).timestamp()


def line(serial: int, minute: float, parent: int | None = None, text: str = "hi") -> bytes:
    return day_line(DayLine(serial, MIDNIGHT + minute * 60, "message", f"n{serial}", text, False, parent,
                            f"id{serial}"))


def test_minutes_given_parents_and_names_are_read_back():
    context = names_header(frozenset({"alice", "U1"})) + line(10, -5)
    day = line(11, 1, parent=10) + line(12, 2.5, parent=11) + line(13, 3, parent=99)
    log = read_chat_day(context + day, "x", DAY)
    assert [m.minute for m in log.messages] == [-5, 1, 2, 3]
    assert log.given_parents == (None, 0, 1, None)  # 99 is in no line of the bytes: predicted
    assert log.known_names == {"alice", "U1"} and [m.raw for m in log.messages][:2] == ["id10", "id11"]
    assert message_lines(context) == 1
    own = day_part(log, 1)
    assert [m.index for m in own.messages] == [0, 1, 2] and own.given_parents == (None, 0, None)



def test_a_renumbered_message_keeps_every_other_field():
    message = Message(7, "message", "n", "text", 12, "raw", 3, True, PlatformIds("m", "r", "t", "a"))
    assert set(vars(message)) == {f.name for f in fields(Message)}   # each field is one the copy carries
    moved = message.renumbered(2)
    assert moved == replace(message, index=2) and message.index == 7 and hash(moved) == hash(replace(message, index=2))

def test_a_time_going_back_keeps_the_later_one_and_is_counted():
    log = read_chat_day(line(1, 10) + line(2, 4), "x", DAY)
    assert [m.minute for m in log.messages] == [10, 10] and log.stats.clock_backwards == 1
    assert [m.clock for m in log.messages] == [10, 4]   # the clock stays the line's own, as an IRC line's


@pytest.mark.fault
def test_a_damaged_line_is_a_log_error_naming_it():
    with pytest.raises(LogError, match="x: line 2 is not a chat-day line"):
        read_chat_day(line(1, 1) + b'{"s": 2}\n', "x", DAY)


def test_day_lines_read_only_the_lines_asked_for():
    """The provenance check asks a few lines of a day: those are read, a damaged line it never asks for is not;
    the length counts the message lines (no header, no blank line), as `read_chat_day` keeps them."""
    data = names_header(frozenset({"alice"})) + line(1, 1) + b"\n" + b'{"s": 2}\n' + line(3, 3)
    lines = day_lines(data, "x")
    assert len(lines) == 3 and lines[0].platform_id == "id1" and lines[2].serial == 3
    assert [d.serial for d in lines[::2]] == [1, 3]
    with pytest.raises(LogError, match="x: line 4 is not a chat-day line"):
        lines[1]


def test_day_part_copies_every_field_but_the_index():
    """`day_part` builds each message field by field (not by `replace`): every field is the same as `replace`
    would give, and a field added to `Message` must be added there too (this list fails first)."""
    assert [f.name for f in fields(Message)] == ["index", "kind", "nick", "text", "minute", "raw", "clock", "bot",
                                                 "platform", "breaks"]
    bot = day_line(DayLine(12, MIDNIGHT + 120, "system", "ubottu", "joined us", True, None, "id12", "id10", "t1", "U9",
                           (6,)))
    log = read_chat_day(names_header(frozenset({"n10"})) + line(10, -5) + line(11, 1, parent=10) + bot, "x", DAY)
    assert day_part(log, 1).messages == tuple(replace(m, index=m.index - 1) for m in log.messages[1:])
    assert day_part(log, 1).messages[1].platform.thread == "t1" and day_part(log, 1).messages[1].bot
    assert day_part(log, 1).messages[1].breaks == (6,)


def test_a_message_of_several_lines_keeps_where_they_broke():
    """The text is one line; `w` holds the positions of the spaces that were line breaks, read back into the
    message; a line without breaks writes no `w` (the bytes of an export without any are as before)."""
    written = day_line(DayLine(1, MIDNIGHT, "message", "n1", "who? Cerys Pugh", False, None, "id1", breaks=(4,)))
    plain = line(2, 1)
    assert b'"w":[4]' in written and b'"w"' not in plain
    log = read_chat_day(names_header(frozenset()) + written + plain, "x", DAY)
    assert [m.breaks for m in log.messages] == [(4,), ()]


def test_a_day_line_is_the_text_of_the_one_encoder():
    """`ENCODE_DAY_LINE` (its C scanner made once) gives `DAY_LINE_JSON.encode`'s text: UTF-8 kept, escapes,
    a lone surrogate, floats and nulls as written."""
    for text in ("plain", "caf\u00e9 \"quoted\" \\ back", "tab\tline\nend\u2028", "lone \ud800", "\U0001f600"):
        record = {"s": 7, "t": 1709337600.123456, "k": "message", "n": "n\u00e9", "x": text, "b": False,
                  "p": None, "i": "1", "r": None, "h": "t", "u": ""}
        assert ENCODE_DAY_LINE(record) == DAY_LINE_JSON.encode(record)
