"""Writers for the round-trip tests: a read `Log` written out again in each supported client layout.

Each writer keeps one line per message (no headers or day-change lines, so line numbers stay the same),
writes the message's resolved time (its `minute`, so lag and wraps are already settled) and, in formats
that carry dates, the date of its day. System lines keep the reader's nick and text, behind the marker
each client uses, so that reading them back gives the same messages.
"""
from __future__ import annotations

import datetime as dt
from typing import Callable

from disentangle.logs.formats import KIND_ACTION, KIND_MESSAGE, KIND_NICK, KIND_SYSTEM, MINUTES_PER_DAY
from disentangle.logs.records import Log, Message


def _when(log: Log, message: Message) -> tuple[dt.date, int, int]:
    day = log.date + dt.timedelta(days=message.minute // MINUTES_PER_DAY)
    clock = message.minute % MINUTES_PER_DAY
    return day, clock // 60, clock % 60


def _system_marker(message: Message, joined: str, left: str, other: str) -> str:
    if "has joined" in message.text:
        return joined
    return left if "has left" in message.text or "has quit" in message.text else other


def irclogs(log: Log, m: Message) -> str:
    _, hh, mm = _when(log, m)
    return {KIND_MESSAGE: f"[{hh:02d}:{mm:02d}] <{m.nick}> {m.text}",
            KIND_ACTION: f"[{hh:02d}:{mm:02d}]  * {m.nick} {m.text}",
            KIND_NICK: f"[{hh:02d}:{mm:02d}] === {m.nick} is now known as {m.text}",
            KIND_SYSTEM: f"[{hh:02d}:{mm:02d}] === {m.nick} {m.text}"}[m.kind]


def channel_dated(log: Log, m: Message) -> str:
    day, hh, mm = _when(log, m)
    prefix = f"{log.channel or '#ubuntu'} {day.isoformat()} "
    return {KIND_MESSAGE: f"{prefix}[{hh:02d}:{mm:02d}:00] <{m.nick}>\t{m.text}",
            KIND_ACTION: f"{prefix}[{hh:02d}:{mm:02d}]  * {m.nick} {m.text}",
            KIND_NICK: f"{prefix}[{hh:02d}:{mm:02d}] === {m.nick} is now known as {m.text}",
            KIND_SYSTEM: f"{prefix}[{hh:02d}:{mm:02d}:30] === {m.nick} {m.text}"}[m.kind]


def weechat(log: Log, m: Message) -> str:
    day, hh, mm = _when(log, m)
    stamp = f"{day.isoformat()} {hh:02d}:{mm:02d}:00\t"
    return stamp + {KIND_MESSAGE: f"{m.nick}\t{m.text}",
                    KIND_ACTION: f" *\t{m.nick} {m.text}",
                    KIND_NICK: f"--\t{m.nick} is now known as {m.text}",
                    KIND_SYSTEM: f"{_system_marker(m, '-->', '<--', '--')}\t{m.nick} {m.text}"}[m.kind]


def znc(log: Log, m: Message) -> str:
    _, hh, mm = _when(log, m)
    return f"[{hh:02d}:{mm:02d}:00] " + {KIND_MESSAGE: f"<{m.nick}> {m.text}",
                                         KIND_ACTION: f"* {m.nick} {m.text}",
                                         KIND_NICK: f"*** {m.nick} is now known as {m.text}",
                                         KIND_SYSTEM: f"*** {m.nick} {m.text}"}[m.kind]


def hexchat(log: Log, m: Message) -> str:
    day, hh, mm = _when(log, m)
    stamp = f"{day.strftime('%b')} {day.day:02d} {hh:02d}:{mm:02d}:00 "
    return stamp + {KIND_MESSAGE: f"<{m.nick}>\t{m.text}",
                    KIND_ACTION: f"*\t{m.nick} {m.text}",
                    KIND_NICK: f"---\t{m.nick} is now known as {m.text}",
                    KIND_SYSTEM: f"{_system_marker(m, '-->', '<--', '---')}\t{m.nick} {m.text}"}[m.kind]


def plain(log: Log, m: Message) -> str:
    _, hh, mm = _when(log, m)
    return f"{hh:02d}:{mm:02d} " + {KIND_MESSAGE: f"<{m.nick}> {m.text}",
                                    KIND_ACTION: f"* {m.nick} {m.text}",
                                    KIND_NICK: f"=== {m.nick} is now known as {m.text}",
                                    KIND_SYSTEM: f"=== {m.nick} {m.text}"}[m.kind]


def irssi(log: Log, m: Message) -> str:
    _, hh, mm = _when(log, m)
    return f"{hh:02d}:{mm:02d} " + {KIND_MESSAGE: f"< {m.nick}> {m.text}",
                                    KIND_ACTION: f" * {m.nick} {m.text}",
                                    KIND_NICK: f"-!- {m.nick} is now known as {m.text}",
                                    KIND_SYSTEM: f"-!- {m.nick} {m.text}"}[m.kind]


WRITERS: dict[str, Callable[[Log, Message], str]] = {
    "irclogs": irclogs, "channel-dated": channel_dated, "weechat": weechat, "znc": znc, "hexchat": hexchat,
    "plain": plain, "irssi": irssi}


def write_log(log: Log, format_name: str) -> str:
    """The whole log in the layout of `format_name` (one line per message)."""
    write = WRITERS[format_name]
    return "".join(write(log, message) + "\n" for message in log.messages)
