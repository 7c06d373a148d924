"""Tests for disentangle.logs.chat_days: the chat-day lines a chat source writes and the `Log` read from them
(minutes from the day's UTC midnight, given parents resolved within the bytes, the names header)."""
from __future__ import annotations

import datetime as dt
from dataclasses import fields, replace

import pytest

from disentangle.logs.chat_days import (
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
