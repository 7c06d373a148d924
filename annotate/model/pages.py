"""Logs too long to read whole: an index of line offsets, lines parsed a page at a time, a streaming search.

A log of at most `PAGED_ABOVE` lines (as many as `disentangle predict` reads whole, `docs/streaming.md`) is
read whole, exactly as before (`open_log` returns the reader's `Log`). A longer one becomes a `PagedLog`:
one pass over the bytes (numpy, a chunk at a time) finds where every line starts, and only the pages of
`PAGE_LINES` lines that are looked at are decoded and parsed, a few kept in a small cache. So opening a
100 MB log takes about the time of reading its bytes once, and memory holds the offsets (8 bytes a line)
and a few pages, never every line. `PagedLog.messages` is a sequence of `Message` like `Log.messages`.

What a paged log takes from its first window (the first `WHOLE_LINES` lines), as `disentangle predict`
does for a streamed log: the format (`auto` detection), the check that it is an IRC log at all, the
12-hour clock, the counts of lines not read as messages (`stats`), the column width of nicks. A page is
parsed with the `LOOKBACK_LINES` lines before it, so a clockless line shows the clock of the last line
with one, as in a whole reading; minutes count days from the look-back on (what the screen shows, the
time of day, is the same), and a word is a mention when it is a nick said within a page of it
(`nicks_around`). `search` scans pages for a plain text cheaply: a page whose text lacks a word of the
query is skipped without parsing it.
"""
from __future__ import annotations

import dataclasses
import logging
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Callable, Iterator, TypeGuard

import numpy as np

from disentangle.logs.files import load_log, read_log, refuse_special_file
from disentangle.logs.formats import AUTO, KIND_OTHER
from disentangle.logs.lines import BYTE_ORDER_MARK, clean_line, decode_bytes, split_lines
from disentangle.logs.records import Log, LogError, Message, nick_key
from disentangle.logs.windows import FileStart, start_reading

logger = logging.getLogger(__name__)

WHOLE_LINES = 16_300      # `disentangle predict`'s one window (`PREDICT_WINDOW.whole`, tested equal; not imported: start-up)
PAGED_ABOVE = WHOLE_LINES # logs of more lines are paged; shorter ones are read whole
PAGE_LINES = 1024         # lines parsed at a time
LOOKBACK_LINES = 256      # lines before a page parsed with it, for the clock in force when it starts
CACHE_PAGES = 48          # pages kept parsed (about 30 MB of messages at most)
CHUNK_BYTES = 1 << 23     # bytes read at a time when indexing the lines
LF, CR = 0x0A, 0x0D
Watch = Callable[[int], None]  # told how many more lines a search has covered; raises SearchCancelled to stop it
REGEX_SPECIAL = frozenset(".^$*+?{}[]\\|()")  # a regular expression without these is plain text
FORMATTING_OR_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")  # a page holding these (CR aside: a line
# break) is searched line by line: the reader removes or blanks them, which may join or split a word


def line_starts(path: str | os.PathLike, chunk_bytes: int = CHUNK_BYTES) -> np.ndarray:
    """Byte offset of every line of a file as `lines.split_lines` splits it (LF, CRLF or CR), then the file's
    size: line k is bytes [starts[k], starts[k + 1]) (its terminator included). One pass, a chunk at a time."""
    found = [np.zeros(1, dtype=np.int64)]
    offset, pending_cr = 0, False  # a CR ending the previous chunk: a line break unless an LF follows
    with open(path, "rb") as stream:
        while True:
            chunk = stream.read(chunk_bytes)
            if not chunk:
                break
            data = np.frombuffer(chunk, dtype=np.uint8)
            if pending_cr and data[0] != LF:
                found.append(np.array([offset], dtype=np.int64))
            breaks = np.flatnonzero(data == LF)
            carriage = np.flatnonzero(data[:-1] == CR)
            lone = carriage[data[carriage + 1] != LF]
            pending_cr = data[-1] == CR
            found.append(np.sort(np.concatenate([breaks, lone])).astype(np.int64) + offset + 1)
            offset += len(chunk)
    if pending_cr:
        found.append(np.array([offset], dtype=np.int64))
    starts = np.concatenate(found)
    if starts[-1] != offset:  # the last line has no terminator
        starts = np.append(starts, offset)
    return starts if offset else np.zeros(1, dtype=np.int64)


class SearchCancelled(Exception):
    """A search stopped by its watcher (the annotator pressed Escape)."""


@dataclasses.dataclass(frozen=True)
class Page:
    """The messages of lines [first, first + len(messages)) and the nicks said in them."""

    first: int
    messages: list[Message]
    nicks: frozenset[str]


class PagedMessages(Sequence):
    """`PagedLog.messages`: the log's `Message`s by line number, each page parsed when first asked for."""

    def __init__(self, log: "PagedLog") -> None:
        self._log = log

    def __len__(self) -> int:
        return len(self._log)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[k] for k in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(f"line {index} is not in {self._log.name} ({len(self)} lines)")
        page = self._log.page(index // self._log.page_lines)
        return page.messages[index - page.first]

    def __iter__(self) -> Iterator[Message]:
        for number in range(self._log.pages):
            yield from self._log.page(number).messages


class PagedLog:
    """A long log read a page at a time (see the module docstring). Create with `PagedLog.open`."""

    def __init__(self, path: Path, name: str, starts: np.ndarray, start: FileStart, page_lines: int | None = None,
                 lookback: int | None = None) -> None:
        page_lines = min(page_lines or PAGE_LINES, WHOLE_LINES)  # page 0 comes from the first window
        self.path, self.name, self.page_lines = path, name, page_lines
        self.lookback = LOOKBACK_LINES if lookback is None else lookback
        self._starts = starts
        first = start.log
        self.stats, self.date, self.channel, self.log_format = first.stats, first.date, first.channel, first.log_format
        self.given_parents: tuple[int | None, ...] = ()
        self.window_lines = len(first.messages)
        self._state = start.after  # the format, and the clock (a 12-hour one if none reaches 13:00) or date
        self.nicks, self.longest_nick = log_nicks(first)
        self.first_unread = first_unread(first)
        self._head = first.messages[:page_lines]
        self.messages = PagedMessages(self)
        self._cache: OrderedDict[int, Page] = OrderedDict()
        self._lock = threading.Lock()  # the model's worker thread reads pages too

    @classmethod
    def open(cls, path: str | os.PathLike, log_format: str = AUTO, name: str | None = None,
             starts: np.ndarray | None = None, check: bool = True, **sizes) -> "PagedLog":
        """Index the lines of `path` and read its first window (`windows.start_reading`: format, checks);
        `LogError` as `load_log`."""
        path = Path(path)
        refuse_special_file(path)
        name = name if name is not None else str(path)
        try:
            starts = line_starts(path) if starts is None else starts
            lines = read_lines(path, starts, 0, min(len(starts) - 1, WHOLE_LINES))
        except OSError as error:
            raise LogError(f"cannot read log {str(path)!r}: {error.strerror or error}") from error
        return cls(path, name, starts, start_reading(lines, name, path, log_format, check=check), **sizes)

    def __len__(self) -> int:
        return len(self._starts) - 1

    @property
    def pages(self) -> int:
        return -(-len(self) // self.page_lines)

    def lines(self, first: int, last: int) -> list[str]:
        """Lines [first, last) as the reader splits and decodes them."""
        return read_lines(self.path, self._starts, first, last)

    def page(self, number: int) -> Page:
        """Page `number` (lines from `number * page_lines`), parsed now or taken from the cache."""
        with self._lock:
            found = self._cache.get(number)
            if found is not None:
                self._cache.move_to_end(number)
                return found
        found = self._parse(number)
        with self._lock:
            self._cache[number] = found
            while len(self._cache) > CACHE_PAGES:
                self._cache.popitem(last=False)
        return found

    def _parse(self, number: int) -> Page:
        """Parse a page after its look-back lines, which give the clock (and date) in force when it starts
        (`ReadingState.resumed`)."""
        first = number * self.page_lines
        last = min(first + self.page_lines, len(self))
        if first == 0:  # as read with the first window: the file's first clock and date
            return _page(0, self._head[:last])
        before = max(first - self.lookback, 0)
        lines = self.lines(before, last)
        earlier, lines = lines[: first - before], lines[first - before:]
        return _page(first, self._state.resumed(earlier).read_on(lines, first)[0])

    def nicks_around(self, index: int) -> frozenset[str]:
        """Nicks said on the page of line `index` and the pages on either side of it."""
        number = index // self.page_lines
        pages = range(max(number - 1, 0), min(number + 2, self.pages))
        return frozenset().union(*(self.page(k).nicks for k in pages))

    def window(self, first: int, last: int) -> Log:
        """Lines [first, last) as a `Log` of their own (numbered from 0), e.g. for the model."""
        messages = tuple(dataclasses.replace(self.messages[k], index=k - first) for k in range(first, last))
        return Log(self.name, messages, self.stats, self.date, self.channel, self.log_format)

    def search(self, pattern: str | re.Pattern, start: int, stop: int, watch: Watch | None = None) -> int | None:
        """The first line in range(start, stop, ±1) whose nick and text (`matches`) match `pattern`; a page
        whose text cannot hold a match of a plain-text pattern (`page_test`) is skipped unparsed. `watch` is
        told the lines of each page done (it may raise `SearchCancelled`)."""
        step = 1 if stop > start else -1
        test = page_test(pattern)
        number = start // self.page_lines
        while start != stop and 0 <= start < len(self):
            page_first = number * self.page_lines
            bound = min(page_first + self.page_lines, stop) if step > 0 else max(page_first - 1, stop)
            if test is None or self._may_hold(number, test):
                said = self._said(number)
                found = next((k for k in range(start, bound, step) if said_matches(said[k - page_first], pattern)),
                             None)
                if found is not None:
                    return found
            if watch is not None:
                watch(abs(bound - start))
            start, number = bound, number + step
        return None

    def _said(self, number: int) -> list[str]:
        """`nick text` of every line of page `number`, what a search looks at: from the cache, or parsed
        without clocks or `Message`s (and not cached, so a search does not push out the pages on screen)."""
        with self._lock:
            page = self._cache.get(number)
        if page is not None:
            return [f"{m.nick} {m.text}" for m in page.messages]
        first = number * self.page_lines
        found = (self._state.log_format.parse(clean_line(raw)[0]) for raw in self.lines(first, min(first + self.page_lines,
                                                                                        len(self))))
        return [f"{m.nick} {m.text}" for m in found]

    def _may_hold(self, number: int, test: Callable[[str], bool]) -> bool:
        """Whether page `number` may hold a match (False: it certainly does not), by `test` on its text."""
        with self._lock:
            cached = number in self._cache
        if cached:
            return True
        first = number * self.page_lines
        with open(self.path, "rb") as stream:
            stream.seek(int(self._starts[first]))
            text = decode_bytes(stream.read(int(self._starts[min(first + self.page_lines, len(self))]
                                                 - self._starts[first])))[0]
        return bool(FORMATTING_OR_CONTROL.search(text)) or test(text)  # codes may split a word: line by line


def page_test(pattern: str | re.Pattern) -> Callable[[str], bool] | None:
    """For a pattern that is plain text (a text, or a regular expression without special characters), a test
    on a page's text that is False only when no line of the page can match: every whitespace-free piece of
    the pattern occurs in the text (a match lies in the nick or the text, each part of the line). None for
    any other regular expression: every page is looked at."""
    if isinstance(pattern, str):
        words = pattern.casefold().split()

        def holds_words(text: str) -> bool:
            folded = text.casefold()
            return all(word in folded for word in words)
        return holds_words
    if REGEX_SPECIAL & set(pattern.pattern) or pattern.flags & re.VERBOSE:
        return None
    pieces = [re.compile(re.escape(piece), pattern.flags) for piece in pattern.pattern.split()]
    return lambda text: all(piece.search(text) for piece in pieces)


def _page(first: int, messages: Sequence[Message]) -> Page:
    return Page(first, list(messages), frozenset(nick_key(m.nick) for m in messages if m.nick and not m.is_system))


def read_lines(path: Path, starts: np.ndarray, first: int, last: int) -> list[str]:
    """Lines [first, last) of a file indexed by `line_starts`, as the reader splits and decodes them (a
    leading byte-order mark dropped)."""
    if last <= first:
        return []
    with open(path, "rb") as stream:
        stream.seek(int(starts[first]))
        data = stream.read(int(starts[last] - starts[first]))
    text, _ = decode_bytes(data)
    if first == 0 and text.startswith(BYTE_ORDER_MARK):
        text = text[len(BYTE_ORDER_MARK):]
    return split_lines(text)[0]


def matches(message: Message, pattern: str | re.Pattern) -> bool:
    """Whether a message's nick and text hold `pattern`: a plain text (any case) or a regular expression."""
    return said_matches(f"{message.nick} {message.text}", pattern)


def said_matches(said: str, pattern: str | re.Pattern) -> bool:
    """Whether `nick text` holds `pattern` (see `matches`)."""
    if isinstance(pattern, str):
        return pattern.casefold() in said.casefold()
    return pattern.search(said) is not None


def search(log: Log | PagedLog, pattern: str | re.Pattern, start: int, stop: int,
           watch: Watch | None = None) -> int | None:
    """The first line in range(start, stop, 1 if stop > start else -1) (clamped to the log's lines) whose nick
    and text match `pattern`; `watch` is told the lines done a page at a time (it may raise `SearchCancelled`)."""
    step = 1 if stop > start else -1
    if step > 0:
        start, stop = max(start, 0), min(stop, len(log))
    else:
        start, stop = min(start, len(log) - 1), max(stop, -1)
    if isinstance(log, PagedLog):
        return log.search(pattern, start, stop, watch)
    for first in range(start, stop, step * PAGE_LINES):
        bound = min(first + PAGE_LINES, stop) if step > 0 else max(first - PAGE_LINES, stop)
        found = next((k for k in range(first, bound, step) if matches(log.messages[k], pattern)), None)
        if found is not None:
            return found
        if watch is not None:
            watch(abs(bound - first))
    return None


def open_log(path: str | os.PathLike, log_format: str = AUTO, check: bool = True,
             whole_lines: int | None = None) -> Log | PagedLog:
    """The log at `path`: read whole when it has at most `whole_lines` (`PAGED_ABOVE`) lines, else paged. With
    `check`, a file that is no IRC log is refused (`LogError`, as `load_log`)."""
    whole_lines = PAGED_ABOVE if whole_lines is None else whole_lines
    refuse_special_file(path)
    try:
        starts = line_starts(path)
    except OSError as error:
        raise LogError(f"cannot read log {str(path)!r}: {error.strerror or error}") from error
    if len(starts) - 1 <= whole_lines:
        return load_log(path, log_format) if check else read_log(path, log_format=log_format)
    logger.info("%s: %d lines: paged", path, len(starts) - 1)
    return PagedLog.open(path, log_format, starts=starts, check=check)


def is_paged(log: Log | PagedLog) -> TypeGuard[PagedLog]:
    return isinstance(log, PagedLog)


def log_nicks(log: Log | PagedLog) -> tuple[frozenset[str], int]:
    """The nicks said in a log (a paged log: in its first window) and the length of the longest nick."""
    if isinstance(log, PagedLog):
        return log.nicks, log.longest_nick
    nicks = frozenset(nick_key(m.nick) for m in log.messages if m.nick and not m.is_system)
    return nicks, max((len(m.nick) for m in log.messages), default=0)


def first_unread(log: Log | PagedLog) -> int | None:
    """The first line not read as a message of the log's format (a paged log: in its first window)."""
    if isinstance(log, PagedLog):
        return log.first_unread
    return next((m.index for m in log.messages if m.kind == KIND_OTHER and m.raw.strip()), None)
