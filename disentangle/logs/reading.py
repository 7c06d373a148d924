"""Reading decoded lines into `Message` records, in any format of `disentangle.logs.formats`.

Every line becomes exactly one `Message`, so that a message's index is its 0-based line number (annotations
count system lines too). The format's rules (`LogFormat`) say what each line holds; this module resolves
clocks and dates into minutes (from midnight of the log's first day) and never raises on content: clocks
that go backwards in a file without dates are taken to have wrapped past midnight, a clock that steps back
a little is lag, and everything odd is counted (`disentangle.logs.counts`). `parse_lines` reads lines as
one log; a file read in pieces hands a `ClockState` (no dates in its lines) or a `DateState` from one piece
to the next (`parse_more`, `parse_more_dated`), as `disentangle.logs.windows` does.
"""
from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass

from disentangle.logs.counts import ReadStats, count_line, line_counts
from disentangle.logs.formats import DEFAULT_FORMAT, MINUTES_PER_DAY, LineMatch, LogFormat
from disentangle.logs.lines import clean_line
from disentangle.logs.records import Log, Message

__all__ = ["LAG_MINUTES", "TWELVE_HOUR_LIMIT", "ClockState", "DateState", "clock_state", "date_state", "parse_line",
           "parse_lines", "parse_more", "parse_more_dated", "resolve_month_day"]

LAG_MINUTES = 30  # a clock going back at most this far is lag, not a wrap past midnight (or noon)
TWELVE_HOUR_LIMIT = 13 * 60  # a file whose clocks all stay below 13:00 uses a 12-hour clock
PLACEHOLDER_YEAR = 2000   # a leap year, for day arithmetic when a file gives month and day but no year
ROLLOVER_DAYS = 182       # a month and day this far before the last date is in the next year


def parse_line(line: str, log_format: LogFormat = DEFAULT_FORMAT) -> tuple[str, str, str, int | None]:
    """Classify one line: (kind, nick, text, minute-of-day or None when the line has no clock)."""
    match = log_format.parse(line)
    return match.kind, match.nick, match.text, match.clock


def parse_lines(lines: list[str], name: str = "<lines>", log_format: LogFormat = DEFAULT_FORMAT,
                date: dt.date | None = None, channel: str = "") -> Log:
    """Turn decoded lines (no line terminators) into a `Log`; `date` and `channel` are used when the
    lines do not say (`date` then means the day of the first clock)."""
    counts = line_counts()
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


@dataclass(frozen=True)
class ClockState:
    """Where reading the clocks of a file without dates stands after some of its lines: the minutes added
    by wraps so far, the last clock, and the clock's cycle (a day, or half a day for a 12-hour clock).
    Reading a file in pieces (`parse_more`) hands it from one piece to the next."""

    day_offset: int = 0
    last_clock: int | None = None
    cycle: int = MINUTES_PER_DAY


def _timed_messages(parsed: list[tuple[str, str, LineMatch]], counts: dict[str, int],
                    twelve_hour_possible: bool = True) -> list[Message]:
    """Messages with absolute minutes, for files whose lines carry no dates. A clock that goes back more
    than `LAG_MINUTES` has wrapped: past midnight, or past noon in files written with a 12-hour clock (no
    hour above 12 anywhere); a smaller step back is lag and keeps the later time. Clockless lines take
    the last clock (leading ones the first clock of the file)."""
    clocks = [p[2].clock for p in parsed if p[2].clock is not None]
    twelve_hour = twelve_hour_possible and bool(clocks) and max(clocks) < TWELVE_HOUR_LIMIT
    state = ClockState(0, clocks[0] if clocks else None, MINUTES_PER_DAY // 2 if twelve_hour else MINUTES_PER_DAY)
    return _clocked(parsed, counts, state, 0)[0]


def _clocked(parsed: list[tuple[str, str, LineMatch]], counts: dict[str, int], state: ClockState,
             first_index: int) -> tuple[list[Message], ClockState]:
    """`_timed_messages` from a `ClockState` on, messages numbered from `first_index`; the state after."""
    day_offset, last_clock, cycle = state.day_offset, state.last_clock, state.cycle
    messages = []
    for index, (raw, line, match) in enumerate(parsed, first_index):
        count_line(line, match.kind, counts)
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
    counts = line_counts()
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
    counts = line_counts()
    parsed = [(raw, *clean_line(raw, counts, log_format)) for raw in lines]
    days, _ = _line_days(parsed, hint)
    if not days:
        return None
    return DateState(days[0], days[-1], _dated_messages(parsed, days, counts)[-1].minute)


def parse_more_dated(lines: list[str], log_format: LogFormat, state: DateState,
                     first_index: int = 0) -> tuple[list[Message], DateState, ReadStats]:
    """`parse_more` for a format whose lines carry dates: the next `lines`, read on from `state`."""
    counts = line_counts()
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


def _dated_messages(parsed: list[tuple[str, str, LineMatch]], days: list[dt.date], counts: dict[str, int],
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
        count_line(line, match.kind, counts)
        if stamp is not None and stamp < last:
            counts["clock_backwards"] += 1
        elif stamp is not None:
            last = stamp
        messages.append(Message(index, match.kind, match.nick, match.text, last, raw, match.clock))
    return messages
