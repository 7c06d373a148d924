"""Reading IRC logs into `Message` records, in any format of `disentangle.logs.formats`.

A log is one file of a channel: one line per message, each line a message, an action (`/me`), a system
line (join/part/quit, nick change, a client's headers) or something unreadable. Every line becomes exactly
one `Message`, so that a message's index is its 0-based line number (annotations count system lines too).
The format's rules (`LogFormat`) say what each line holds; this module decodes bytes, resolves clocks and
dates into minutes, and gives the `Log` its date and channel (from its lines, else from its path). The
reader never raises on content: bytes are decoded with replacement, clocks that go backwards in a file
without dates are taken to have wrapped past midnight, and everything odd is counted in a `ReadStats`
record. mIRC formatting codes (bold, colour, reset, reverse, italic, underline) are removed from every line
before anything reads it, and a leading UTF-8 byte-order mark is dropped (both counted). `load_log` is the
strict entry of the commands: it detects the format (`auto`), and refuses a file that is mostly not IRC
lines in that format, or holds nothing but control characters (a file of NUL bytes), with a one-line
`LogError`.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import logging
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path

from disentangle.checks import regular_file_problem
from disentangle.errors import DisentangleError
from disentangle.logs.formats import (
    AUTO,
    DEFAULT_FORMAT,
    DETECT_LINES,
    FORMAT_NAMES,
    KIND_ACTION,
    KIND_MESSAGE,
    KIND_NICK,
    KIND_OTHER,
    KIND_SYSTEM,
    KINDS,
    MINUTES_PER_DAY,
    LineMatch,
    LogFormat,
    UnknownFormat,
    channel_from_path,
    date_from_path,
    detect_format,
    get_format,
)

__all__ = ["ClockState", "KIND_ACTION", "KIND_MESSAGE", "KIND_NICK", "KIND_OTHER", "KIND_SYSTEM", "KINDS",
           "MINUTES_PER_DAY", "Log", "LogError", "Message", "ReadStats", "check_log", "choose_format", "clean_line",
           "clock_state", "date_state", "DateState", "decode_bytes", "formats_tried", "is_bot", "join_logs", "load_log", "nick_key", "parse_line", "parse_lines", "parse_more",
           "parse_more_dated",
           "read_log", "read_log_bytes", "resolve_month_day", "split_lines", "strip_formatting"]

logger = logging.getLogger(__name__)

LAG_MINUTES = 30  # a clock going back at most this far is lag, not a wrap past midnight (or noon)
TWELVE_HOUR_LIMIT = 13 * 60  # a file whose clocks all stay below 13:00 uses a 12-hour clock
MAX_LINE_CHARS = 4096  # longer lines are cut (and counted); the rest of the line is kept in `raw` only
MAX_UNPARSED_SHARE = 0.5  # a file with more unreadable lines than this is no IRC log (in that format)
PLACEHOLDER_YEAR = 2000   # a leap year, for day arithmetic when a file gives month and day but no year
ROLLOVER_DAYS = 182       # a month and day this far before the last date is in the next year
SHOWN_LINE_CHARS = 60     # of the first unreadable line, in the error message


@dataclass(frozen=True)
class Message:
    """One line of a log. `minute` counts minutes from midnight of the log's `date` (later days add
    whole days); `clock` is the minute of the day the line itself shows, None when it shows none. `bot`
    is set by readers that are told a bot wrote the message (chat exports); IRC logs say it by nick alone
    (`is_bot`), and `from_bot` asks both."""

    index: int
    kind: str
    nick: str
    text: str
    minute: int
    raw: str
    clock: int | None = None
    bot: bool = False

    @property
    def is_system(self) -> bool:
        """Join/part/quit, nick changes and unparseable lines: not said by anyone."""
        return self.kind in (KIND_SYSTEM, KIND_NICK, KIND_OTHER)

    @property
    def hour(self) -> int:
        return (self.minute // 60) % 24

    @property
    def from_bot(self) -> bool:
        """Written by a bot: flagged by the reader, or a bot's nick (`is_bot`)."""
        return self.bot or is_bot(self.nick)


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
    formatting_codes: int = 0        # lines that held mIRC formatting codes (removed before reading)
    byte_order_mark: int = 0         # 1 when the file began with a UTF-8 byte-order mark (dropped)

    def problems(self) -> dict[str, int]:
        """The non-zero counts other than `lines`."""
        return {k: v for k, v in dataclasses.asdict(self).items() if v and k != "lines"}

    def __add__(self, other: "ReadStats") -> "ReadStats":
        return ReadStats(**{f.name: getattr(self, f.name) + getattr(other, f.name)
                            for f in dataclasses.fields(self)})


@dataclass(frozen=True)
class Log:
    """A whole log file: its messages in order, what the reader noticed, and what the log is: the date
    of minute 0 (from its lines, else its path; None when unknown), its channel ("" when unknown) and
    the name of the format it was read in. `given_parents` holds, for logs whose platform records replies
    (chat exports: `disentangle.logs.exports`), each message's given parent index or None; it is empty
    for IRC logs, where every parent is predicted."""

    name: str
    messages: tuple[Message, ...]
    stats: ReadStats
    date: dt.date | None = None
    channel: str = ""
    log_format: str = DEFAULT_FORMAT.name
    given_parents: tuple[int | None, ...] = ()

    def __len__(self) -> int:
        return len(self.messages)

    @property
    def iso_date(self) -> str:
        """YYYY-MM-DD of the log's (first) day, or "" when unknown."""
        return self.date.isoformat() if self.date is not None else ""

    @property
    def year(self) -> int | None:
        return self.date.year if self.date is not None else None

    def date_of(self, message: Message) -> dt.date | None:
        """The day a message was written."""
        return self.date + dt.timedelta(days=message.minute // MINUTES_PER_DAY) if self.date else None

    @property
    def dates(self) -> tuple[dt.date, ...]:
        """Every day the log has lines of, in order (empty when its date is unknown)."""
        if self.date is None:
            return ()
        days = sorted({m.minute // MINUTES_PER_DAY for m in self.messages} or {0})
        return tuple(self.date + dt.timedelta(days=d) for d in days)


class LogError(DisentangleError):
    """A log that cannot be read (missing, a directory, no permission) or is not an IRC log."""


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# mIRC formatting codes, as clients write them into logs: colour (\x03 with an optional foreground and
# background of one or two digits each), bold, reset, reverse, italic, underline. They are markup, not text.
FORMATTING_CODES = {"colour": r"\x03(?:\d{1,2}(?:,\d{1,2})?)?", "bold": r"\x02", "reset": r"\x0f",
                    "reverse": r"\x16", "italic": r"\x1d", "underline": r"\x1f"}
_FORMATTING = re.compile("|".join(FORMATTING_CODES.values()))
BYTE_ORDER_MARK = "\ufeff"


def strip_formatting(line: str) -> str:
    """The line without mIRC formatting codes (`FORMATTING_CODES`)."""
    return _FORMATTING.sub("", line)


def decode_bytes(data: bytes) -> tuple[str, int]:
    """Decode UTF-8 with replacement; return the text and how many characters were replaced."""
    text = data.decode("utf-8", errors="replace")
    return text, text.count("\ufffd") - data.count("\ufffd".encode("utf-8"))


def parse_line(line: str, log_format: LogFormat = DEFAULT_FORMAT) -> tuple[str, str, str, int | None]:
    """Classify one line: (kind, nick, text, minute-of-day or None when the line has no clock)."""
    match = log_format.parse(line)
    return match.kind, match.nick, match.text, match.clock


def parse_lines(lines: list[str], name: str = "<lines>", log_format: LogFormat = DEFAULT_FORMAT,
                date: dt.date | None = None, channel: str = "") -> Log:
    """Turn decoded lines (no line terminators) into a `Log`; `date` and `channel` are used when the
    lines do not say (`date` then means the day of the first clock)."""
    counts = dict.fromkeys(LINE_COUNTS, 0)
    parsed = [(raw, *clean_line(raw, counts, log_format)) for raw in lines]
    days, first_day = _line_days(parsed, date) if log_format.dated else (None, None)
    if days is None:
        messages = _timed_messages(parsed, counts, log_format.twelve_hour_possible)
    else:
        messages = _dated_messages(parsed, days, counts)
        date = first_day
    if log_format.names_channel:
        channel = next((p[2].channel for p in parsed if p[2].channel), None) or channel
    return Log(name, tuple(messages), ReadStats(lines=len(lines), **counts), date, channel, log_format.name)


LINE_COUNTS = ("blank_lines", "unparsed_lines", "long_lines", "clock_wraps", "clock_backwards", "control_chars",
               "formatting_codes")


def clean_line(raw: str, counts: dict | None = None, log_format: LogFormat | None = None) -> tuple:
    """A raw line without formatting codes, cut to `MAX_LINE_CHARS`, control characters blanked (each
    counted in `counts` when given); with `log_format`, also its `LineMatch`."""
    line = raw
    if _FORMATTING.search(line):  # before anything else reads the line
        counts = _bump(counts, "formatting_codes")
        line = _FORMATTING.sub("", line)
    if len(line) > MAX_LINE_CHARS:
        counts = _bump(counts, "long_lines")
        line = line[:MAX_LINE_CHARS]
    if _CONTROL.search(line):
        counts = _bump(counts, "control_chars")
        line = _CONTROL.sub(" ", line)
    return (line,) if log_format is None else (line, log_format.parse(line))


def _bump(counts: dict | None, key: str) -> dict | None:
    """`counts` with one more `key` (None stays None)."""
    if counts is not None:
        counts[key] += 1
    return counts


def _count_line(line: str, kind: str, counts: dict) -> None:
    if not line.strip():
        counts["blank_lines"] += 1
    elif kind == KIND_OTHER:
        counts["unparsed_lines"] += 1


@dataclass(frozen=True)
class ClockState:
    """Where reading the clocks of a file without dates stands after some of its lines: the minutes added
    by wraps so far, the last clock, and the clock's cycle (a day, or half a day for a 12-hour clock).
    Reading a file in pieces (`parse_more`) hands it from one piece to the next."""

    day_offset: int = 0
    last_clock: int | None = None
    cycle: int = MINUTES_PER_DAY


def _timed_messages(parsed: list[tuple[str, str, LineMatch]], counts: dict,
                    twelve_hour_possible: bool = True) -> list[Message]:
    """Messages with absolute minutes, for files whose lines carry no dates. A clock that goes back more
    than `LAG_MINUTES` has wrapped: past midnight, or past noon in files written with a 12-hour clock (no
    hour above 12 anywhere); a smaller step back is lag and keeps the later time. Clockless lines take
    the last clock (leading ones the first clock of the file)."""
    clocks = [p[2].clock for p in parsed if p[2].clock is not None]
    twelve_hour = twelve_hour_possible and bool(clocks) and max(clocks) < TWELVE_HOUR_LIMIT
    state = ClockState(0, clocks[0] if clocks else None, MINUTES_PER_DAY // 2 if twelve_hour else MINUTES_PER_DAY)
    return _clocked(parsed, counts, state, 0)[0]


def _clocked(parsed: list[tuple[str, str, LineMatch]], counts: dict, state: ClockState,
             first_index: int) -> tuple[list[Message], ClockState]:
    """`_timed_messages` from a `ClockState` on, messages numbered from `first_index`; the state after."""
    day_offset, last_clock, cycle = state.day_offset, state.last_clock, state.cycle
    messages = []
    for index, (raw, line, match) in enumerate(parsed, first_index):
        _count_line(line, match.kind, counts)
        clock = match.clock
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
        messages.append(Message(index, match.kind, match.nick, match.text, minute, raw, match.clock))
    return messages, ClockState(day_offset, last_clock, cycle)


def clock_state(lines: list[str], log_format: LogFormat, twelve_hour: bool | None = None) -> ClockState:
    """The `ClockState` before the first of `lines` (a file's first lines) in a format without dates: its
    first clock, and a 12-hour cycle when `twelve_hour` (None: when no clock of `lines` reaches 13:00)."""
    clocks = [c for c in (log_format.parse(clean_line(line)[0]).clock for line in lines) if c is not None]
    if twelve_hour is None:
        twelve_hour = log_format.twelve_hour_possible and bool(clocks) and max(clocks) < TWELVE_HOUR_LIMIT
    return ClockState(0, clocks[0] if clocks else None, MINUTES_PER_DAY // 2 if twelve_hour else MINUTES_PER_DAY)


def parse_more(lines: list[str], log_format: LogFormat, state: ClockState,
               first_index: int = 0) -> tuple[list[Message], ClockState, ReadStats]:
    """Messages of the next `lines` of a file without dates, read on from `state` (numbered from
    `first_index`), the state after them and what was odd about them: reading a file in pieces gives the
    minutes of one reading."""
    counts = dict.fromkeys(LINE_COUNTS, 0)
    messages, after = _clocked([(raw, *clean_line(raw, counts, log_format)) for raw in lines], counts, state,
                               first_index)
    return messages, after, ReadStats(lines=len(lines), **counts)


def _line_days(parsed: list[tuple[str, str, LineMatch]], hint: dt.date | None, current: dt.date | None = None
               ) -> tuple[list[dt.date] | None, dt.date | None]:
    """The day of every line when the lines carry dates (None otherwise), and the first day. A date
    without a year takes the year of the last full date (else of `hint`) and moves on a year when it
    would go back; lines before the first date get that date (the day before, if that line starts a
    new day); lines between dates the last one. `current`: the date in force before these lines (the
    earlier lines of a file read in pieces): then it also dates the lines before the first date."""
    found: list[dt.date | None] = []
    carried, year_known = current, True
    for _, _, match in parsed:
        day = match.date
        if day is None and match.month_day is not None:
            year = current.year if current else hint.year if hint else PLACEHOLDER_YEAR
            year_known = year_known and (current is not None or hint is not None)
            day = resolve_month_day(year, match.month_day, current)
        if day is not None:
            current = day
        found.append(day)
    first = next(((k, d) for k, d in enumerate(found) if d is not None), None)
    if carried is not None:
        current = carried
    elif first is None:
        return None, None
    else:
        index, current = first
        if parsed[index][2].day_starts:
            current -= dt.timedelta(days=1)
    days = []
    for day in found:
        current = day if day is not None else current
        days.append(current)
    return days, (days[0] if year_known and days else None)


@dataclass(frozen=True)
class DateState:
    """Where reading a file whose lines carry dates stands after some of its lines: its first day (minute
    0), the date in force and the last minute given (`parse_more_dated` hands it on)."""

    first: dt.date
    current: dt.date
    last: int


def date_state(lines: list[str], log_format: LogFormat, hint: dt.date | None) -> DateState | None:
    """The `DateState` after a file's first `lines` (None when none of them carries a date)."""
    counts = dict.fromkeys(LINE_COUNTS, 0)
    parsed = [(raw, *clean_line(raw, counts, log_format)) for raw in lines]
    days, _ = _line_days(parsed, hint)
    if not days:
        return None
    return DateState(days[0], days[-1], _dated_messages(parsed, days, counts)[-1].minute)


def parse_more_dated(lines: list[str], log_format: LogFormat, state: DateState,
                     first_index: int = 0) -> tuple[list[Message], DateState, ReadStats]:
    """`parse_more` for a format whose lines carry dates: the next `lines`, read on from `state`."""
    counts = dict.fromkeys(LINE_COUNTS, 0)
    parsed = [(raw, *clean_line(raw, counts, log_format)) for raw in lines]
    days, _ = _line_days(parsed, None, state.current)
    assert days is not None  # a date in force dates every line
    messages = _dated_messages(parsed, days, counts, state.first, state.last, first_index)
    after = DateState(state.first, days[-1], messages[-1].minute) if messages else state
    return messages, after, ReadStats(lines=len(lines), **counts)


def resolve_month_day(year: int, month_day: tuple[int, int], after: dt.date | None) -> dt.date | None:
    """A month and day in `year`, or in the next year when that would be half a year or more before
    `after` (December to January); a smaller step back stays in `year`."""
    try:
        day = dt.date(year, *month_day)
        return day.replace(year=year + 1) if after is not None and (after - day).days > ROLLOVER_DAYS else day
    except ValueError:
        return None


def _dated_messages(parsed: list[tuple[str, str, LineMatch]], days: list[dt.date], counts: dict,
                    first: dt.date | None = None, last: int | None = None, first_index: int = 0) -> list[Message]:
    """Messages with absolute minutes from the dates of their lines: day offset plus clock. A step back
    keeps the later time (counted); clockless lines take the last time (leading ones the first). `first`
    (minute 0's day), `last` and `first_index` carry on from earlier lines of the file."""
    first = days[0] if first is None else first
    stamps = [(day - first).days * MINUTES_PER_DAY + p[2].clock if p[2].clock is not None else None
              for p, day in zip(parsed, days)]
    last = next((s for s in stamps if s is not None), 0) if last is None else last
    messages = []
    for index, ((raw, line, match), stamp) in enumerate(zip(parsed, stamps), first_index):
        _count_line(line, match.kind, counts)
        if stamp is not None and stamp < last:
            counts["clock_backwards"] += 1
        elif stamp is not None:
            last = stamp
        messages.append(Message(index, match.kind, match.nick, match.text, last, raw, match.clock))
    return messages


def split_lines(text: str) -> tuple[list[str], bool]:
    """Split on LF, CRLF or CR; return the lines and whether the last one lacked a terminator."""
    lines = re.split(r"\r\n|\n|\r", text)
    if lines and lines[-1] == "":
        lines.pop()
        return lines, False
    return lines, bool(lines)


def refuse_special_file(path: str | os.PathLike) -> None:
    """A `LogError` for a path that exists but is not a regular file, before anything opens it: a FIFO with
    no writer would block a reader forever. Every reader of log files (whole or streamed) calls this."""
    problem = regular_file_problem(path)
    if problem.startswith("not a regular file"):
        raise LogError(f"cannot read log {str(path)!r}: {problem}")


def read_log(path: str | os.PathLike, name: str | None = None, log_format: LogFormat | str = DEFAULT_FORMAT,
             date: dt.date | None = None, channel: str | None = None) -> Log:
    """Read a log file from disk (`log_format` a `LogFormat`, a registered name or "auto"). The date and
    channel come from the lines, else from `date`/`channel`, else from `name` or the path. Raises
    `LogError` only when the file cannot be opened, or is not a regular file (never opened: a FIFO with
    no writer would block forever)."""
    path = Path(path)
    refuse_special_file(path)
    try:
        data = path.read_bytes()
    except (OSError, ValueError) as error:
        raise LogError(f"cannot read log {str(path)!r}: {getattr(error, 'strerror', None) or error}") from error
    name = name if name is not None else str(path)
    date = date or date_from_path(name) or date_from_path(str(path))
    channel = channel or channel_from_path(name) or channel_from_path(str(path))
    return read_log_bytes(data, name, log_format, date, channel)


def read_log_bytes(data: bytes, name: str, log_format: LogFormat | str = DEFAULT_FORMAT,
                   date: dt.date | None = None, channel: str | None = None) -> Log:
    """Read a log from its bytes (see `read_log`; `name` stands for the path)."""
    text, replaced = decode_bytes(data)
    byte_order_mark = text.startswith(BYTE_ORDER_MARK)
    lines, truncated = split_lines(text[len(BYTE_ORDER_MARK):] if byte_order_mark else text)
    chosen = choose_format(lines, log_format, name)
    log = parse_lines(lines, name, chosen, date or date_from_path(name),
                      channel if channel is not None else channel_from_path(name))
    stats = dataclasses.replace(log.stats, replaced_bytes=replaced, missing_final_newline=int(truncated),
                                byte_order_mark=int(byte_order_mark))
    if stats.problems():
        logger.info("%s: %s", name, ", ".join(f"{k}={v}" for k, v in stats.problems().items()))
    return dataclasses.replace(log, stats=stats)


def choose_format(lines: list[str], log_format: LogFormat | str, name: str) -> LogFormat:
    """The format asked for, or for "auto" the one detected (irclogs when none reads any line)."""
    if log_format != AUTO:
        try:
            return get_format(log_format)
        except UnknownFormat as error:
            raise LogError(str(error)) from error
    detected = detect_format([strip_formatting(line) for line in lines[:DETECT_LINES * 2]])
    if detected is None and len(lines) > DETECT_LINES:  # a long preamble: look at every line
        detected = detect_format([strip_formatting(line) for line in lines], limit=None)
    if detected is None:
        logger.info("%s: no known log format reads its first lines", name)
        return DEFAULT_FORMAT
    logger.info("%s: log format %s (detected)", name, detected.name)
    return detected


def formats_tried(log_format: LogFormat | str) -> tuple[str, ...]:
    """The names of the formats a reading with `log_format` tries."""
    return FORMAT_NAMES if log_format == AUTO else (get_format(log_format).name,)


def check_log(log: Log, tried: tuple[str, ...]) -> None:
    """The one rule for every command: refuse (LogError) a log where more than `MAX_UNPARSED_SHARE` of
    the non-blank lines are unreadable, naming the formats tried and the first such line; warn when
    some lines are unreadable, or when the log has no lines at all."""
    written = log.stats.lines - log.stats.blank_lines
    unparsed = log.stats.unparsed_lines
    if not written and log.stats.control_chars:
        raise LogError(f"{log.name}: not an IRC log: its {log.stats.lines} line(s) hold nothing but control "
                       "characters (such as NUL bytes)")
    if not written:
        logger.warning("%s: empty log, nothing to read", log.name)
        return
    if not unparsed:
        return
    first = next(m for m in log.messages if m.kind == KIND_OTHER and m.raw.strip())
    shown = first.raw.strip()
    shown = shown if len(shown) <= SHOWN_LINE_CHARS else shown[:SHOWN_LINE_CHARS] + "..."
    where = f"first at line {first.index + 1}: {shown!r}"
    if unparsed > MAX_UNPARSED_SHARE * written:
        raise LogError(f"{log.name}: not an IRC log: {unparsed} of {written} lines are not lines of "
                       f"{'any known format' if len(tried) > 1 else 'the format'} ({', '.join(tried)}); {where}")
    logger.warning("%s: %d of %d lines are not %s lines (kept as system lines); %s", log.name, unparsed,
                   written, log.log_format, where)


def load_log(path: str | os.PathLike, log_format: LogFormat | str = AUTO, name: str | None = None,
             date: dt.date | None = None, channel: str | None = None) -> Log:
    """Read a log for a command: like `read_log`, then `check_log` (LogError for what is no IRC log)."""
    log = read_log(path, name, log_format, date, channel)
    check_log(log, formats_tried(log_format))
    return log


def nick_key(nick: str) -> str:
    """Normalise a nick for comparison: lower case, IRC punctuation trimmed from both ends."""
    return nick.lower().strip("_-^`|[]{}\\@+:,.!?~") or nick.lower()


BOT_PATTERN = re.compile(r"^ubot\w*$", re.IGNORECASE)


def is_bot(nick: str) -> bool:
    """The channel's factoid bots: ubotu, ubottu and other ubot* nicks."""
    return bool(BOT_PATTERN.match(nick))


def join_logs(before: Log, after: Log, name: str) -> Log:
    """One log of `before`'s lines then `after`'s (e.g. the previous day's tail as context), on the
    clock of `after`: the lines of `before` move back by the days between the two logs' dates (one day
    when a date is unknown), so minutes before `after`'s midnight are negative."""
    days = (after.date - before.date).days if after.date and before.date else 1
    shift = days * MINUTES_PER_DAY
    moved = [dataclasses.replace(m, minute=m.minute - shift) for m in before.messages]
    renumbered = [dataclasses.replace(m, index=m.index + len(moved)) for m in after.messages]
    given: tuple[int | None, ...] = ()
    if before.given_parents or after.given_parents:  # chat exports: the given parents follow their messages
        given = (tuple(before.given_parents or (None,) * len(before))
                 + tuple(None if p is None else p + len(moved) for p in after.given_parents or (None,) * len(after)))
    return Log(name, tuple(moved + renumbered), before.stats + after.stats, after.date, after.channel,
               after.log_format, given)
