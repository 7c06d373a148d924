"""Reading a log a window of lines at a time: the one windowed reader of `predict`, the API and `annotate`.

A log file too long to read whole is read in pieces, and every piece must get the messages a whole reading
gives (`tests/test_streaming.py`). This module holds the chain that makes that so, once: `start_reading`
chooses the format on a file's first lines, reads them as one log and checks it (a `LogError` before any
output), and says where reading stands before and after them (`ReadingState`: the format and the clock,
or in layouts whose lines carry dates the date in force, handed from one piece to the next as a frozen
record). `WindowReader` goes through a file sequentially in `Window`s of `WindowSizes` (a segment of lines
to predict, context before it, lookahead after it), in memory that depends on the window and never on the
file; `log_windows` cuts a log already in memory into the same windows; `ReadingState.resumed` reads on
after a few look-back lines, for readers that jump to a page (`annotate`'s paging).
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import logging
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TextIO

from disentangle.logs.counts import ReadStats
from disentangle.logs.files import MAX_UNPARSED_SHARE, check_log, choose_format, formats_tried, refuse_special_file
from disentangle.logs.formats import AUTO, MINUTES_PER_DAY, LogFormat, channel_from_path, date_from_path
from disentangle.logs.lines import BYTE_ORDER_MARK, clean_line
from disentangle.logs.reading import (
    TWELVE_HOUR_LIMIT,
    ClockState,
    DateState,
    clock_state,
    date_state,
    parse_lines,
    parse_more,
    parse_more_dated,
)
from disentangle.logs.records import Log, LogError, Message

__all__ = ["FileStart", "ReadingState", "Window", "WindowReader", "WindowSizes", "log_windows", "raw_lines",
           "start_reading", "twelve_hour_clock"]

logger = logging.getLogger(__name__)

ENCODING = "utf-8"


@dataclass(frozen=True)
class WindowSizes:
    """The window of a log read in pieces: `segment` lines predicted, `context` before, `lookahead` after."""

    segment: int
    context: int = 0
    lookahead: int = 0

    def __post_init__(self) -> None:
        if self.segment < 1 or self.context < 0 or self.lookahead < 0:
            raise ValueError(f"a window needs segment >= 1 and context, lookahead >= 0: {self}")

    @property
    def whole(self) -> int:
        """The most lines a log may have to be read and predicted whole (one window)."""
        return self.segment + self.lookahead


@dataclass(frozen=True)
class Window:
    """Lines [offset, offset + len(log)) of a file parsed as one log; lines [lo, hi) are to be predicted
    (file numbering), the rest are context. Minutes continue those of the previous window."""

    log: Log
    offset: int
    lo: int
    hi: int

    @property
    def end(self) -> int:
        """The file line after the window's last line."""
        return self.offset + len(self.log)


@dataclass(frozen=True)
class ReadingState:
    """Where reading a file stands after some of its lines: its format, and the clock (`clock`, a file
    whose lines carry no dates) or the date in force (`dates`) that the next lines are read on from."""

    log_format: LogFormat
    clock: ClockState | None = None
    dates: DateState | None = None

    def read_on(self, lines: list[str], first_index: int = 0) -> tuple[list[Message], ReadingState, ReadStats]:
        """The messages of the next `lines` (numbered from `first_index`), the state after them and what
        was odd about them: reading a file in pieces gives the minutes of one reading."""
        if self.dates is not None:
            messages, dates, stats = parse_more_dated(lines, self.log_format, self.dates, first_index)
            return messages, dataclasses.replace(self, dates=dates), stats
        messages, clock, stats = parse_more(lines, self.log_format, self.clock or ClockState(), first_index)
        return messages, dataclasses.replace(self, clock=clock), stats

    def resumed(self, earlier: list[str]) -> ReadingState:
        """The state after `earlier` lines read afresh (a look-back before a page, not the lines this
        state was read to): the clock in force after them, on this state's cycle; or the date in force
        after them, minutes counted from this state's first day (this state's when they hold no date)."""
        if self.dates is not None:
            found = date_state(earlier, self.log_format, self.dates.first)
            if found is None:
                return self
            shift = (found.first - self.dates.first).days * MINUTES_PER_DAY
            return dataclasses.replace(self, dates=DateState(self.dates.first, found.current, found.last + shift))
        cycle = (self.clock or ClockState()).cycle
        if not earlier:
            return self
        start = dataclasses.replace(clock_state(earlier, self.log_format), cycle=cycle)
        return dataclasses.replace(self, clock=parse_more(earlier, self.log_format, start)[1])


@dataclass(frozen=True)
class FileStart:
    """A file's first lines read and checked: `log` holds them as one log (its name, date, channel and
    format are the whole file's), `after` is where reading stands after them."""

    log: Log
    after: ReadingState


def start_reading(lines: list[str], name: str, path: str | os.PathLike, log_format: LogFormat | str = AUTO,
                  clock_lines: Callable[[], Iterable[str]] | None = None, check: bool = True,
                  date: dt.date | None = None) -> FileStart:
    """Read the first `lines` of the file at `path` (named `name`): choose the format (`auto`: detect it),
    parse them, check them (`files.check_log`, a `LogError` for what is no IRC log; unless not `check`),
    and find where reading stands after them. Whether a file without dates uses a 12-hour clock is decided
    on `clock_lines()` (`twelve_hour_clock`; a reader of the whole file passes its lines), else on `lines`."""
    chosen = choose_format(lines, log_format, name)
    date = date or date_from_path(name) or date_from_path(str(path))
    channel = channel_from_path(name) or channel_from_path(str(path))
    log = parse_lines(lines, name, chosen, date, channel or "")
    if check:
        check_log(log, formats_tried(log_format))
    dates = date_state(lines, chosen, date) if chosen.dated else None
    if dates is not None:
        return FileStart(log, ReadingState(chosen, dates=dates))
    twelve_hour = twelve_hour_clock(clock_lines(), chosen) if clock_lines is not None else None
    messages, after, _ = ReadingState(chosen, clock=clock_state(lines, chosen, twelve_hour)).read_on(lines)
    return FileStart(dataclasses.replace(log, messages=tuple(messages)), after)


def twelve_hour_clock(lines: Iterable[str], log_format: LogFormat) -> bool:
    """Whether lines of `log_format` are on a 12-hour clock: no clock of theirs at 13:00 or later (the scan
    stops at the first such clock, in practice within the first day of a file)."""
    if not log_format.twelve_hour_possible:
        return False
    seen = False
    for line in lines:
        clock = log_format.parse(clean_line(line)[0]).clock
        if clock is not None:
            seen = True
            if clock >= TWELVE_HOUR_LIMIT:
                return False
    return seen


def raw_lines(path: str | os.PathLike) -> Iterator[str]:
    """The lines of a file as `files.read_log` splits them (LF, CRLF or CR; bytes decoded with
    replacement; a leading byte-order mark dropped), one at a time. A file that cannot be opened is a
    `LogError` at once, worded as `read_log` words it (a FIFO or a directory is never opened)."""
    refuse_special_file(path)
    try:
        stream = open(path, encoding=ENCODING, errors="replace", newline=None)
    except (OSError, ValueError) as error:
        raise LogError(f"cannot read log {str(path)!r}: {getattr(error, 'strerror', None) or error}") from error
    return _lines_of(stream)


def _lines_of(stream: TextIO) -> Iterator[str]:
    with stream:
        first = True
        for line in stream:
            line = line[:-1] if line.endswith("\n") else line
            if first and line.startswith(BYTE_ORDER_MARK):
                line = line[len(BYTE_ORDER_MARK):]
            first = False
            yield line


@dataclass
class WindowReader:
    """Reads a file window by window. Creating it reads the first window's lines (`single` then says
    whether that is the whole file); `begin` parses and checks them (a `LogError` before any output),
    `windows` goes through the file."""

    path: str
    name: str
    sizes: WindowSizes
    log_format: str = AUTO
    date: dt.date | None = None  # the file's date when neither its lines nor its name give one
    first: Log | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self._lines = raw_lines(self.path)
        self._read = 0
        self._buffer = self._take([], self.sizes.whole + 1)

    def begin(self) -> None:
        """Choose the format on the first window's lines, parse them and check them (`start_reading`)."""
        start = start_reading(self._buffer, self.name, self.path, self.log_format, lambda: raw_lines(self.path),
                              date=self.date)
        self.first, self._state = start.log, start.after

    @property
    def single(self) -> bool:
        """Whether the whole file fits one window (then it is predicted whole, as `predict` does)."""
        return len(self._buffer) <= self.sizes.whole

    def _take(self, buffer: list[str], size: int) -> list[str]:
        """`buffer` filled up to `size` lines from the file (fewer at its end)."""
        self._exhausted = False
        while len(buffer) < size:
            line = next(self._lines, None)
            if line is None:
                self._exhausted = True
                break
            buffer.append(line)
            self._read += 1
        return buffer

    def _parse(self, lines: list[str], offset: int, previous: Window) -> Log:
        """The window of `lines` (from file line `offset`), reading on from `previous`, which holds the
        lines before its end: its messages are kept (renumbered), only the lines after it are parsed."""
        kept = [dataclasses.replace(m, index=k) for k, m in
                enumerate(previous.log.messages[offset - previous.offset:])]
        messages, self._state, stats = self._state.read_on(lines[len(kept):], len(kept))
        self._check(stats)
        return dataclasses.replace(previous.log, messages=tuple(kept + messages), stats=stats)

    def _check(self, stats: ReadStats) -> None:
        """Refuse (`LogError`) a part of the file where most written lines are no lines of its format."""
        written = stats.lines - stats.blank_lines
        if written and stats.unparsed_lines > MAX_UNPARSED_SHARE * written:
            raise LogError(f"{self.name}: not an IRC log from about line {self._read:,} on: {stats.unparsed_lines} "
                           f"of {written} lines are not {self._state.log_format.name} lines")

    def windows(self) -> Iterator[Window]:
        """Every window in file order; together their [lo, hi) cover the file's lines once."""
        s = self.sizes
        if self.first is None:
            self.begin()
        offset, lo, buffer, log = 0, 0, self._buffer, self.first
        assert log is not None  # begin() read the first window
        while True:
            hi = min(lo + s.segment, offset + len(buffer))
            window = Window(log, offset, lo, hi)
            yield window
            if hi >= offset + len(buffer) and self._exhausted:
                return
            start = max(hi - s.context, 0)
            buffer = self._take(buffer[start - offset:], hi - start + s.segment + s.lookahead)
            offset, lo = start, hi
            log = self._parse(buffer, offset, window)
            logger.debug("%s: window of lines %d-%d, predicting %d-%d", self.name, offset,
                         offset + len(buffer), lo, min(lo + s.segment, offset + len(buffer)))

    def line_count(self) -> int:
        """How many lines the file has (read through once more; only asked for by `--start` checks)."""
        return sum(1 for _ in raw_lines(self.path))


def log_windows(log: Log, sizes: WindowSizes) -> Iterator[Window]:
    """The windows of a log already in memory, cut exactly as `WindowReader` cuts a file of its lines (the
    same [offset, end) and [lo, hi)), each a log of its own numbered from 0."""
    offset, lo, wanted = 0, 0, sizes.whole + 1
    while True:
        end = min(offset + wanted, len(log))
        hi = min(lo + sizes.segment, end)
        yield Window(_part(log, offset, end), offset, lo, hi)
        if hi >= end and offset + wanted > len(log):  # the log ran out before the window was full
            return
        start = max(hi - sizes.context, 0)
        offset, lo, wanted = start, hi, hi - start + sizes.segment + sizes.lookahead


def _part(log: Log, first: int, end: int) -> Log:
    """Lines [first, end) of `log` as a log of their own, numbered from 0."""
    messages = tuple(dataclasses.replace(m, index=k) for k, m in enumerate(log.messages[first:end]))
    return dataclasses.replace(log, messages=messages, stats=ReadStats(lines=len(messages)), given_parents=())
