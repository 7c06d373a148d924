"""Prediction over logs of any length in bounded memory: a sliding window of lines, output as it is read.

A log of at most `StreamSettings.segment + lookahead` lines is read and predicted whole, exactly as
`predict.predict` does (so every day-sized file gives today's bytes). A longer log is read a window at a
time: each window is a `segment` of lines to predict, the `context` lines before it and the `lookahead`
lines after it, parsed and predicted as one log (`Window`), so memory depends on the window and never on
the length of the log. Each window's links are renumbered to the file's lines and written at once.

What a window cannot see (the bounded horizon, documented in `docs/streaming.md`): every per-log statistic
(the set of nicks used to find mentions, the idf of words and character n-grams, the message rate, a
12-hour clock) is taken over the window, and facts that look back without limit (an author's previous
line, the first pass's conversation tree) stop at the window's first line. A line near a window's edge may
therefore get another parent than from a whole-log run; lines of a log that fits one window never do.

`ConversationStream` turns the links of successive windows into conversations and hands each one out as
soon as no later line can join it (no later window reaches back to its lines) and no earlier-starting
conversation is still open, so `conversations` and `jsonl` output stream too, in the whole-log order.
"""
from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from disentangle.features.pairs import WINDOW
from disentangle.linking.links import Conversation, Link
from disentangle.logs.files import MAX_UNPARSED_SHARE, check_log, choose_format, formats_tried, refuse_special_file
from disentangle.logs.formats import AUTO, channel_from_path, date_from_path
from disentangle.logs.lines import BYTE_ORDER_MARK, clean_line
from disentangle.logs.reading import (
    TWELVE_HOUR_LIMIT,
    clock_state,
    date_state,
    parse_lines,
    parse_more,
    parse_more_dated,
)
from disentangle.logs.records import Log, LogError

logger = logging.getLogger(__name__)

SEGMENT = 16_000            # lines predicted per window: two to four busy #ubuntu days
CONTEXT = 10 * WINDOW       # lines before a segment read as context: ten candidate windows back
LOOKAHEAD = 3 * WINDOW      # lines after a segment: features look a window ahead, the second pass two more
ENCODING = "utf-8"


@dataclass(frozen=True)
class StreamSettings:
    """The window of a streamed log: `segment` lines predicted, `context` before, `lookahead` after."""

    segment: int = SEGMENT
    context: int = CONTEXT
    lookahead: int = LOOKAHEAD

    def __post_init__(self) -> None:
        if self.segment < 1 or self.context < 0 or self.lookahead < 0:
            raise ValueError(f"a stream window needs segment >= 1 and context, lookahead >= 0: {self}")

    @property
    def whole(self) -> int:
        """The most lines a log may have to be read and predicted whole."""
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


def raw_lines(path: str | os.PathLike) -> Iterator[str]:
    """The lines of a file as `reader.read_log` splits them (LF, CRLF or CR; bytes decoded with
    replacement; a leading byte-order mark dropped), one at a time. A file that cannot be opened is a
    `LogError` at once, worded as `read_log` words it (a FIFO or a directory is never opened)."""
    refuse_special_file(path)
    try:
        stream = open(path, encoding=ENCODING, errors="replace", newline=None)
    except (OSError, ValueError) as error:
        raise LogError(f"cannot read log {str(path)!r}: {getattr(error, 'strerror', None) or error}") from error
    return _lines_of(stream)


def _lines_of(stream) -> Iterator[str]:
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
    log_format: str = AUTO
    settings: StreamSettings = field(default_factory=StreamSettings)

    def __post_init__(self) -> None:
        self._lines = raw_lines(self.path)
        self._read = 0
        self._buffer = self._take([], self.settings.whole + 1)
        self.first: Log | None = None

    def begin(self) -> None:
        """Choose the format on the first window's lines, parse them and check them (`reader.check_log`)."""
        self._chosen = choose_format(self._buffer, self.log_format, self.name)
        self._date, self._channel = date_from_path(self.name) or date_from_path(self.path), (
            channel_from_path(self.name) or channel_from_path(self.path))
        whole = parse_lines(self._buffer, self.name, self._chosen, self._date, self._channel or "")
        check_log(whole, formats_tried(self.log_format))
        self._dates = date_state(self._buffer, self._chosen, self._date) if self._chosen.dated else None
        if self._dates is None:
            self._clock = clock_state(self._buffer, self._chosen, self._twelve_hour())
            messages, self._clock, _ = parse_more(self._buffer, self._chosen, self._clock)
            whole = dataclasses.replace(whole, messages=tuple(messages))
        self.first = whole

    def _twelve_hour(self) -> bool:
        """Whether the file is read on a 12-hour clock: no clock anywhere in it at 13:00 or later (the
        scan stops at the first such clock, in practice within the first day)."""
        if not self._chosen.twelve_hour_possible:
            return False
        clocks = (self._chosen.parse(clean_line(line)[0]).clock for line in raw_lines(self.path))
        seen = False
        for clock in clocks:
            if clock is not None:
                seen = True
                if clock >= TWELVE_HOUR_LIMIT:
                    return False
        return seen

    @property
    def single(self) -> bool:
        """Whether the whole file fits one window (then it is predicted whole, as `predict` does)."""
        return len(self._buffer) <= self.settings.whole

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
        new = lines[len(kept):]
        if self._dates is not None:
            messages, self._dates, stats = parse_more_dated(new, self._chosen, self._dates, len(kept))
        else:
            messages, self._clock, stats = parse_more(new, self._chosen, self._clock, len(kept))
        self._check(stats)
        return dataclasses.replace(previous.log, messages=tuple(kept + messages), stats=stats)

    def _check(self, stats) -> None:
        """Refuse (`LogError`) a part of the file where most written lines are no lines of its format."""
        written = stats.lines - stats.blank_lines
        if written and stats.unparsed_lines > MAX_UNPARSED_SHARE * written:
            raise LogError(f"{self.name}: not an IRC log from about line {self._read:,} on: {stats.unparsed_lines} "
                           f"of {written} lines are not {self._chosen.name} lines")

    def windows(self) -> Iterator[Window]:
        """Every window in file order; together their [lo, hi) cover the file's lines once."""
        s = self.settings
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


def shifted(links: Iterable[Link], offset: int) -> tuple[Link, ...]:
    """Links of a window renumbered to the file's lines."""
    return tuple(Link(link.source, link.message + offset, link.parent + offset) for link in links)


@dataclass(frozen=True)
class Record:
    """What `jsonl` writes of one message."""

    minute: int
    kind: str
    nick: str
    text: str


@dataclass
class ConversationStream:
    """Connected components of links that arrive in line order, handed out once closed and in order.

    `add` takes the links of lines up to some frontier; `closed(reach)` returns, sorted by first line,
    the conversations none of whose lines is at or after `reach` (no later link can point to them), held
    back while a conversation that starts earlier is still open; `closed(None)` returns all the rest.
    """

    source: str
    start: int = 0
    _label: dict[int, int] = field(default_factory=dict)       # line -> component label
    _members: dict[int, list[int]] = field(default_factory=dict)  # label -> lines

    def add(self, links: Iterable[Link]) -> None:
        for link in links:
            self._union(link.message, link.parent)

    def _find(self, line: int) -> int:
        label = self._label.get(line)
        if label is None:
            self._label[line] = line
            self._members[line] = [line]
            return line
        return label

    def _union(self, a: int, b: int) -> None:
        first, second = self._find(a), self._find(b)
        if first == second:
            return
        if len(self._members[first]) < len(self._members[second]):
            first, second = second, first
        moved = self._members.pop(second)
        for line in moved:
            self._label[line] = first
        self._members[first].extend(moved)

    def closed(self, reach: int | None) -> list[Conversation]:
        """The conversations that can be written now (see the class docstring), removed from the stream."""
        spans = {label: (min(lines), max(lines)) for label, lines in self._members.items()}
        open_first = min((lo for lo, hi in spans.values() if reach is not None and hi >= reach), default=None)
        ready = sorted(label for label, (lo, hi) in spans.items()
                       if (reach is None or hi < reach) and (open_first is None or lo < open_first))
        found = []
        for label in sorted(ready, key=lambda k: spans[k][0]):
            lines = self._members.pop(label)
            for line in lines:
                del self._label[line]
            kept = tuple(sorted(line for line in lines if line >= self.start))
            if kept:
                found.append(kept)
        return [Conversation(self.source, kept) for kept in sorted(found)]
