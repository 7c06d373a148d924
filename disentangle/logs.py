"""Reading IRC logs into `Message` records.

A log is one channel-day in the irclogs.ubuntu.com format: one line per message, each line a message,
an action (`/me`), a system line (join/part/quit, `===`) or a nick change. Every line becomes exactly one
`Message`, so that a message's index is its 0-based line number (annotations count system lines too).
The reader never raises on content: bytes are decoded with replacement, clocks that go backwards are
taken to have wrapped past midnight, and everything odd is counted in a `ReadStats` record and logged.
"""
from __future__ import annotations

import dataclasses
import logging
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path

logger = logging.getLogger(__name__)

MINUTES_PER_DAY = 24 * 60
LAG_MINUTES = 30  # a clock going back at most this far is lag, not a wrap past midnight (or noon)
TWELVE_HOUR_LIMIT = 13 * 60  # a file whose clocks all stay below 13:00 uses a 12-hour clock
MAX_LINE_CHARS = 4096  # longer lines are cut (and counted); the rest of the line is kept in `raw` only

KIND_MESSAGE = "message"
KIND_ACTION = "action"
KIND_SYSTEM = "system"
KIND_NICK = "nick"
KIND_OTHER = "other"
KINDS = (KIND_MESSAGE, KIND_ACTION, KIND_SYSTEM, KIND_NICK, KIND_OTHER)

_TIME = r"\[(?P<hh>\d{1,2}):(?P<mm>\d{2})(?::\d{2})?\]"
LINE_PATTERNS = (
    # a nick is anything up to the first ">"; the corpus has nicks such as "g[r] eek" with a space
    (KIND_MESSAGE, re.compile(_TIME + r" <(?P<nick>[^<>]*)> ?(?P<text>.*)$")),
    (KIND_ACTION, re.compile(_TIME + r" {1,2}\* (?P<nick>\S+) ?(?P<text>.*)$")),
    (KIND_NICK, re.compile(r"^(?:" + _TIME + r" )?=== (?P<nick>\S+) is now known as (?P<text>\S+)\s*$")),
    (KIND_SYSTEM, re.compile(r"^(?:" + _TIME + r" )?=== (?P<nick>\S*) ?(?P<text>.*)$")),
    # other channels' relays and notices: "[05:12] -nick:#ubuntu- text", "[01:09] (nick/#ubuntu) text"
    (KIND_MESSAGE, re.compile(_TIME + r" [-(](?P<nick>[^\s:/]+)[:/]#\S*?[-)] ?(?P<text>.*)$")),
)
_ANY_TIME = re.compile(r"^" + _TIME)


@dataclass(frozen=True)
class Message:
    """One line of a log. `minute` counts minutes from midnight of the file's first day (wraps added)."""

    index: int
    kind: str
    nick: str
    text: str
    minute: int
    raw: str

    @property
    def is_system(self) -> bool:
        """Join/part/quit, nick changes and unparseable lines: not said by anyone."""
        return self.kind in (KIND_SYSTEM, KIND_NICK, KIND_OTHER)

    @property
    def hour(self) -> int:
        return (self.minute // 60) % 24


@dataclass(frozen=True)
class ReadStats:
    """What was odd about a log. All counts; zero everywhere means a clean file."""

    lines: int = 0
    replaced_bytes: int = 0
    blank_lines: int = 0
    unparsed_lines: int = 0
    long_lines: int = 0
    missing_final_newline: int = 0
    clock_wraps: int = 0
    clock_backwards: int = 0
    control_chars: int = 0

    def problems(self) -> dict[str, int]:
        """The non-zero counts other than `lines`."""
        return {k: v for k, v in dataclasses.asdict(self).items() if v and k != "lines"}

    def __add__(self, other: "ReadStats") -> "ReadStats":
        return ReadStats(**{f.name: getattr(self, f.name) + getattr(other, f.name)
                            for f in dataclasses.fields(self)})


@dataclass(frozen=True)
class Log:
    """A whole log file: its messages in order and what the reader noticed."""

    name: str
    messages: tuple[Message, ...]
    stats: ReadStats

    def __len__(self) -> int:
        return len(self.messages)


class LogError(Exception):
    """A log that cannot be read at all (missing, a directory, no permission)."""


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def decode_bytes(data: bytes) -> tuple[str, int]:
    """Decode UTF-8 with replacement; return the text and how many characters were replaced."""
    text = data.decode("utf-8", errors="replace")
    return text, text.count("\ufffd") - data.count("\ufffd".encode("utf-8"))


def parse_line(line: str) -> tuple[str, str, str, int | None]:
    """Classify one line: (kind, nick, text, minute-of-day or None when the line has no clock)."""
    for kind, pattern in LINE_PATTERNS:
        match = pattern.match(line)
        if match:
            hh = match.groupdict().get("hh")
            clock = int(hh) * 60 + int(match["mm"]) if hh is not None else None
            if clock is not None and clock >= MINUTES_PER_DAY:
                clock = None
            return kind, match["nick"].strip(), match["text"].strip(), clock
    match = _ANY_TIME.match(line)
    clock = int(match["hh"]) * 60 + int(match["mm"]) if match else None
    return KIND_OTHER, "", line.strip(), clock if clock is None or clock < MINUTES_PER_DAY else None


def parse_lines(lines: list[str], name: str = "<lines>") -> Log:
    """Turn decoded lines (no line terminators) into a `Log`."""
    counts = {"blank_lines": 0, "unparsed_lines": 0, "long_lines": 0, "clock_wraps": 0, "clock_backwards": 0,
              "control_chars": 0}
    parsed = []
    for raw in lines:
        line = raw
        if len(line) > MAX_LINE_CHARS:
            counts["long_lines"] += 1
            line = line[:MAX_LINE_CHARS]
        if _CONTROL.search(line):
            counts["control_chars"] += 1
            line = _CONTROL.sub(" ", line)
        parsed.append((raw, line, *parse_line(line)))
    return Log(name, tuple(_timed_messages(parsed, counts)), ReadStats(lines=len(lines), **counts))


def _timed_messages(parsed: list[tuple[str, str, str, str, str, int | None]], counts: dict) -> list[Message]:
    """Messages with absolute minutes. A clock that goes back more than `LAG_MINUTES` has wrapped: past
    midnight, or past noon in files written with a 12-hour clock (no hour above 12 anywhere); a smaller
    step back is lag and keeps the later time. Clockless lines take the last clock (leading ones the
    first clock of the file)."""
    clocks = [p[-1] for p in parsed if p[-1] is not None]
    day_offset, last_clock = 0, (clocks[0] if clocks else None)
    twelve_hour = bool(clocks) and max(clocks) < TWELVE_HOUR_LIMIT
    cycle = MINUTES_PER_DAY // 2 if twelve_hour else MINUTES_PER_DAY
    messages = []
    for index, (raw, line, kind, nick, text, clock) in enumerate(parsed):
        if not line.strip():
            counts["blank_lines"] += 1
        elif kind == KIND_OTHER:
            counts["unparsed_lines"] += 1
        if clock is not None and last_clock is not None and clock < last_clock:
            if last_clock - clock <= LAG_MINUTES:  # a clock stepping back a little (lag) keeps the later time
                counts["clock_backwards"] += 1
                clock = last_clock
            else:
                day_offset += cycle * math.ceil((last_clock - clock) / cycle)
                counts["clock_wraps"] += 1
        if clock is not None:
            last_clock = clock
        minute = day_offset + (last_clock if last_clock is not None else 0)
        messages.append(Message(index, kind, nick, text, minute, raw))
    return messages


def split_lines(text: str) -> tuple[list[str], bool]:
    """Split on LF, CRLF or CR; return the lines and whether the last one lacked a terminator."""
    lines = re.split(r"\r\n|\n|\r", text)
    if lines and lines[-1] == "":
        lines.pop()
        return lines, False
    return lines, bool(lines)


def read_log(path: str | os.PathLike, name: str | None = None) -> Log:
    """Read a log file from disk. Raises `LogError` only when the file cannot be opened."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except (OSError, ValueError) as error:
        raise LogError(f"cannot read log {str(path)!r}: {error.strerror or error}") from error
    return read_log_bytes(data, name if name is not None else str(path))


def read_log_bytes(data: bytes, name: str) -> Log:
    """Read a log from its bytes (see `read_log`)."""
    text, replaced = decode_bytes(data)
    lines, truncated = split_lines(text)
    log = parse_lines(lines, name)
    stats = dataclasses.replace(log.stats, replaced_bytes=replaced, missing_final_newline=int(truncated))
    if stats.problems():
        logger.info("%s: %s", name, ", ".join(f"{k}={v}" for k, v in stats.problems().items()))
    return Log(name, log.messages, stats)


def nick_key(nick: str) -> str:
    """Normalise a nick for comparison: lower case, IRC punctuation trimmed from both ends."""
    return nick.lower().strip("_-^`|[]{}\\@+:,.!?~") or nick.lower()


BOT_PATTERN = re.compile(r"^ubot\w*$", re.IGNORECASE)


def is_bot(nick: str) -> bool:
    """The channel's factoid bots: ubotu, ubottu and other ubot* nicks."""
    return bool(BOT_PATTERN.match(nick))
