"""Splitting one long log file into days and channels, streamed: `DaySplitter` reads the file line by line
and hands out `DayPart`s, runs of consecutive lines of one date and one channel, byte for byte as they are
in the file (line ends included), so that a day's parts put together are exactly that day's file in a
`YYYY/MM/DD/#channel.txt` tree.

Only layouts with dates can be split (`LogFormat.dated`): dates on every line (channel-dated, WeeChat),
month and day on every line with the year in the logging headers (HexChat), or dates in day-change lines
(irssi "Log opened" / "Day changed", mIRC "Session Start" / "Session Time"); a line without a date belongs
to the date in force, and the lines before the first date to that first date (the day before when that
line announces a new day, as the reader has it). A file in a layout without dates (irclogs, ZNC, plain) is
refused with a `SplitError`: its days cannot be told apart. The channel of a line is the one it names
(channel-dated lines, mIRC "Session Ident"), else the one in force, else "" (the file names none); mIRC's
dated session line just before a "Session Ident" ("Session Start") goes with the channel it names. Memory stays bounded
whatever the file's length: one part at a time (at most `MAX_PART_BYTES`), the lines before the first date
(at most `MAX_LEADING_LINES`) and lines of at most `MAX_LINE_BYTES`.
"""
from __future__ import annotations

import datetime as dt
import itertools
import logging
import os
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

from disentangle.logs.files import choose_format, refuse_special_file
from disentangle.logs.formats import AUTO, DETECT_LINES, FORMATS, KIND_SYSTEM, LineMatch, LogFormat
from disentangle.logs.lines import BYTE_ORDER_MARK, clean_line, strip_formatting
from disentangle.logs.reading import resolve_month_day
from disentangle.logs.records import LogError

logger = logging.getLogger(__name__)

READ_BLOCK = 1 << 20               # bytes read at a time
MAX_LINE_BYTES = 16 << 20          # a longer "line" means the file is no log (or has no line ends)
MAX_PART_BYTES = 32 << 20          # a longer run of one day is handed out in several parts
MAX_LEADING_LINES = 10_000         # lines before the first date: more, and the file is refused
MAX_HELD_LINES = 100               # dated session lines waiting for the channel of the next line
_LINE_END = re.compile(rb"\r\n|\n|\r")
DATED_FORMATS = tuple(f.name for f in FORMATS if f.dated)
UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")    # a UTF-16 file's byte-order marks (little, big endian)


class SplitError(LogError):
    """A file whose days cannot be told apart (no dates), or that is no log at all."""


@dataclass(frozen=True)
class DayPart:
    """Consecutive lines of one date and channel, as bytes of the file (line ends included)."""

    date: dt.date
    channel: str          # "" when the file names no channel
    data: bytes
    lines: int


def byte_lines(handle: BinaryIO, name: str) -> Iterator[bytes]:
    """The lines of a binary file, each with its line end (LF, CRLF or CR, as `lines.split_lines` splits),
    read a block at a time; a `SplitError` for a line longer than `MAX_LINE_BYTES`."""
    rest = b""
    while True:
        block = handle.read(READ_BLOCK)
        data = rest + block
        start = 0
        for match in _LINE_END.finditer(data):
            if block and match.end() == len(data) and match.group() == b"\r":
                break  # a CR at the end of a block may be the first half of a CRLF
            yield data[start:match.end()]
            start = match.end()
        rest = data[start:]
        if len(rest) > MAX_LINE_BYTES:
            raise SplitError(f"{name}: a line longer than {MAX_LINE_BYTES >> 20} MiB: not an IRC log")
        if not block:
            if rest:
                yield rest
            return


def decoded(raw: bytes, first: bool = False) -> str:
    """A line's text as the reader sees it: no line end, UTF-8 with replacement, no byte-order mark first."""
    text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
    return text[len(BYTE_ORDER_MARK):] if first and text.startswith(BYTE_ORDER_MARK) else text


def line_date(match: LineMatch, current: dt.date | None) -> dt.date | None:
    """The date a line writes: a full date, or a month and day in the year of `current` (None without one)."""
    if match.date is not None:
        return match.date
    if match.month_day is not None and current is not None:
        return resolve_month_day(current.year, match.month_day, current)
    return None


class DaySplitter:
    """The days (and channels) of one log file, streamed. Creating it opens the file and decides its
    format (a `SplitError` when the format has no dates); `parts()` reads it through once. Counts after
    reading: `lines`, `leading` (lines before the first date) and `channels` (lines per channel named)."""

    def __init__(self, path: str | os.PathLike, log_format: str = AUTO) -> None:
        self.name = str(path)
        refuse_special_file(path)
        try:
            self.handle = open(path, "rb")  # noqa: SIM115 -- closed when `parts` ends
        except OSError as error:
            raise LogError(f"cannot read log {self.name!r}: {error.strerror or error}") from error
        self.size = os.fstat(self.handle.fileno()).st_size
        self._refuse_no_text()
        self._lines = byte_lines(self.handle, self.name)
        self.lines = self.leading = 0
        self.channels: Counter[str] = Counter()
        try:
            self._head = list(itertools.islice(self._lines, DETECT_LINES * 2))
            texts = [strip_formatting(decoded(raw, k == 0)) for k, raw in enumerate(self._head)]
            self.format: LogFormat = choose_format(texts, log_format, self.name)
        except BaseException:
            self.handle.close()
            raise
        if not self.format.dated:
            self.handle.close()
            raise SplitError(f"{self.name}: a single file in the {self.format.name} layout has no dates to split "
                             f"it into days: give a YYYY/MM/DD/#channel.txt tree, or a log in a layout with dates "
                             f"({', '.join(DATED_FORMATS)})")

    def _refuse_no_text(self) -> None:
        """A SplitError (the file closed) for a file that holds no text to read: empty, or UTF-16."""
        first = os.pread(self.handle.fileno(), len(UTF16_MARKS[0]), 0)
        problem = ("an empty file (0 bytes): nothing to read" if not first else
                   "a UTF-16 file: logs and exports are read as UTF-8 (convert it: iconv -f UTF-16 -t UTF-8)"
                   if first in UTF16_MARKS else "")
        if problem:
            self.handle.close()
            raise SplitError(f"{self.name}: {problem}")

    def _matches(self) -> Iterator[tuple[bytes, LineMatch]]:
        with self.handle:
            for number, raw in enumerate(self._all()):
                self.lines += 1
                yield raw, self.format.parse(clean_line(decoded(raw, number == 0))[0])

    def _all(self) -> Iterator[bytes]:
        yield from self._head
        yield from self._lines

    def parts(self) -> Iterator[DayPart]:
        """The file's lines in runs of one date and channel, in file order (a date may come back)."""
        key: tuple[dt.date, str] | None = None
        chunk: list[bytes] = []
        size = 0
        for raw, date, channel in self._dated_lines():
            if (date, channel) != key or size >= MAX_PART_BYTES:
                if key is not None:  # set with the chunk's first line: the chunk has lines
                    yield DayPart(key[0], key[1], b"".join(chunk), len(chunk))
                key, chunk, size = (date, channel), [], 0
            chunk.append(raw)
            size += len(raw)
        if key is not None:
            yield DayPart(key[0], key[1], b"".join(chunk), len(chunk))

    def _dated_lines(self) -> Iterator[tuple[bytes, dt.date, str]]:
        """Every line with its date and channel (see the module docstring)."""
        leading: list[tuple[bytes, LineMatch]] = []
        held: list[tuple[bytes, dt.date]] = []
        current: dt.date | None = None
        channel = ""
        for raw, match in self._matches():
            if current is None:
                if match.date is None:
                    leading.append((raw, match))
                    self._check_leading(len(leading))
                    continue
                yield from self._leading(leading, match, match.date)
                leading, current = [], match.date
            date = line_date(match, current) or current
            current = date
            if match.channel:
                yield from self._release(held[:-1], channel)  # a session's close stays with its channel
                held = held[-1:]
                channel = match.channel
                self.channels[channel.casefold()] += 1
            elif self.format.names_channel and match.kind == KIND_SYSTEM and (match.date or match.month_day) \
                    and len(held) < MAX_HELD_LINES:
                held.append((raw, date))
                continue
            else:
                self.channels[channel.casefold()] += 1
            yield from self._release(held, channel)
            held = []
            yield raw, date, channel
        yield from self._release(held, channel)
        if current is None and leading:
            raise SplitError(f"{self.name}: no line with a date in its {len(leading)} lines "
                             f"(read as {self.format.name})")

    def _release(self, held: list[tuple[bytes, dt.date]], channel: str) -> Iterator[tuple[bytes, dt.date, str]]:
        """Held session lines, now that the channel they go with is known."""
        if held:
            self.channels[channel.casefold()] += len(held)
        for raw, date in held:
            yield raw, date, channel

    def _check_leading(self, count: int) -> None:
        if count > MAX_LEADING_LINES:
            raise SplitError(f"{self.name}: no date in its first {MAX_LEADING_LINES:,} lines (read as "
                             f"{self.format.name}): not a log whose days can be told apart")

    def _leading(self, leading: list[tuple[bytes, LineMatch]], first: LineMatch, first_date: dt.date
                 ) -> Iterator[tuple[bytes, dt.date, str]]:
        """The lines before the first full date (`first_date`, of the line `first`): a month and day among
        them in that date's year (or the year before when later in the year); lines without one take the
        next date, or the first date (the day before when that line starts a new day)."""
        start = first_date - dt.timedelta(days=1) if first.day_starts else first_date
        found = [line_date(m, first_date) if m.month_day is not None else None for _, m in leading]
        found = [d.replace(year=d.year - 1) if d is not None and d > first_date else d for d in found]
        dates: list[dt.date] = []
        following = start
        for date in reversed(found):
            following = date or following
            dates.append(following)
        dates.reverse()
        channel = first.channel or ""
        self.leading += len(leading)
        if leading:
            self.channels[channel.casefold()] += len(leading)
        for (raw, _), date in zip(leading, dates):
            yield raw, date, channel
