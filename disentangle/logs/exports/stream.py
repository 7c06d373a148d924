"""Streamed JSON, the one reading of an export's files: the JSON of an export is parsed item by item
(`stream_items`, `ijson`: bounded memory whatever the export's size), never loaded whole, but for the small
files read whole (`load_json`: a Slack day file, users.json, a file told by its whole value); the first bytes
of a file (`head`, `SNIFF_BYTES`) the detector looks at; and the helpers every platform reader shares (times,
texts). A damaged file (truncated, not JSON, not UTF-8) is a one-line `LogError` naming it, and so is a file
nested deeper than `MAX_DEPTH` (checked before the parser reads each part: memory stays bounded whatever
the shape); a UTF-8 byte-order mark is skipped and a lone surrogate escape read as U+FFFD and counted.
"""
from __future__ import annotations

import datetime as dt
import io
import itertools
import json
import operator
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

import ijson

from disentangle.checks import regular_file_problem
from disentangle.logs.records import LogError

__all__ = ["MAX_DEPTH", "SNIFF_BYTES", "first_key", "first_value", "head", "iso_time", "load_json", "parse_events",
           "stream_items", "text_of", "unix_time", "value_kind"]

SNIFF_BYTES = 4096                       # of a file, to tell an export (and JSON from an IRC log)
MAX_DEPTH = 128                          # of JSON nesting read; real exports nest about 10 deep
DEPTH_STEPS = {"start_map": 1, "start_array": 1, "end_map": -1, "end_array": -1}   # basic event -> nesting
UTF8_BOM = b"\xef\xbb\xbf"
# a \uD800-\uDFFF escape that is not half of a pair (after an even run of backslashes: a real escape), which
# Python's json reads as a lone surrogate no UTF-8 writer takes: made U+FFFD as the streamed reader makes it
LONE_SURROGATE = re.compile(r"(?<!\\)((?:\\\\)*)(?:\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
                            r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2})")
REPLACED_SURROGATE = r"\1\\ufffd"
LONE_SURROGATE_BYTES = re.compile(LONE_SURROGATE.pattern.encode("ascii"))
SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")   # any surrogate escape: the text worth the search above
ESCAPE_BYTES = len("\\ud83d")
READ_BYTES = 4096                        # handed to the parser at a time, checked for nesting first
HELD_BYTES = 16                          # of a streamed read kept for the next: an escape and its pair (12)
SURROGATES_COUNT = "lone_surrogates_replaced"
FIRST_KEY = re.compile(rb'^(?:\xef\xbb\xbf)?\s*\{\s*"([^"]+)"')


def first_key(first: bytes) -> str | None:
    """The first key of the JSON object whose first bytes are `first` (None: no object, or no key)."""
    key = FIRST_KEY.match(first)
    return None if key is None else key[1].decode("utf-8", "replace")


def head(path: Path) -> bytes:
    """The first `SNIFF_BYTES` of a file (LogError when it is no regular file or cannot be read)."""
    problem = regular_file_problem(path)
    if problem:
        raise LogError(f"cannot read {str(path)!r}: {problem}")
    try:
        with path.open("rb") as stream:
            return stream.read(SNIFF_BYTES)
    except OSError as error:
        raise LogError(f"cannot read {str(path)!r}: {error.strerror or error}") from None


def load_json(path: Path, expected: str = "", counts: Counter[str] | None = None) -> Any:
    """The JSON value of a small file, read whole (LogError when it cannot be read, is not a regular file, is
    no JSON (said with what was `expected` when given, else as a damaged file) or nests too deep); a lone
    surrogate escape is read as U+FFFD, counted in `counts` (`SURROGATES_COUNT`) when given."""
    problem = regular_file_problem(path)
    if problem:
        raise LogError(f"cannot read {str(path)!r}: {problem}")
    try:
        data = path.read_bytes()
    except (OSError, ValueError) as error:
        raise LogError(f"cannot read {str(path)!r}: {getattr(error, 'strerror', None) or error}") from None
    try:
        text, replaced = data.decode("utf-8-sig"), 0
        if SURROGATE_ESCAPE.search(data):
            text, replaced = LONE_SURROGATE.subn(REPLACED_SURROGATE, text)
        if counts is not None and replaced:
            counts[SURROGATES_COUNT] += replaced
        _check_depth(data.removeprefix(UTF8_BOM), path)
        return json.loads(text)
    except RecursionError:
        raise LogError(_too_deep(path)) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        if not expected:
            raise LogError(f"{path}: not a whole JSON file (truncated or damaged): {error}") from None
        if isinstance(error, UnicodeDecodeError):
            raise LogError(f"{path}: not UTF-8 JSON: {error}") from error
        raise LogError(f"{path}: not valid JSON ({error.msg} at line {error.lineno} column {error.colno}); "
                       f"expected {expected}") from error


def _too_deep(path: Path) -> str:
    return f"{path}: JSON nested deeper than {MAX_DEPTH} levels: no chat export nests so; not read"


class SurrogateFilter:
    """A binary stream read through with each lone surrogate escape made `\\ufffd` (`LONE_SURROGATE`; ijson
    would make it "?" unsaid), counted in `counts` when given. An escape is never cut between two reads: the
    last `HELD_BYTES` of a read (from the start of a run of backslashes) wait for the next."""

    def __init__(self, stream: BinaryIO, counts: Counter[str] | None) -> None:
        self.stream, self.counts = stream, counts
        self.context, self.held = b"", b""       # bytes already given (lookbehind only), bytes not yet given

    def _keep(self, buffer: bytes, start: int) -> int:
        """Where the part of `buffer` given now ends: `HELD_BYTES` before its end, inside no escape and no run of
        backslashes."""
        keep = max(start, len(buffer) - HELD_BYTES)
        slash = buffer.rfind(b"\\", max(start, keep - ESCAPE_BYTES + 1), keep)
        keep = slash if slash >= 0 else keep
        while keep > start and buffer[keep - 1:keep] == b"\\":
            keep -= 1
        return keep

    def read(self, size: int = -1) -> bytes:
        new = self.stream.read(size)
        buffer, start = self.context + self.held + new, len(self.context)
        keep = self._keep(buffer, start) if new else len(buffer)

        def replaced(match: re.Match) -> bytes:
            if match.start() < start or match.end() > keep:
                return match[0]
            if self.counts is not None:
                self.counts[SURROGATES_COUNT] += 1
            return match[1] + b"\\ufffd"
        buffer = LONE_SURROGATE_BYTES.sub(replaced, buffer) if SURROGATE_ESCAPE.search(buffer) else buffer
        self.context, self.held = buffer[max(0, keep - HELD_BYTES):keep], buffer[keep:]
        return buffer[start:keep] if buffer[start:keep] or not new else self.read(size)


class _Events(list):
    """Where ijson's push parser puts the basic events of a read (`send`: a list's append, no Python call)."""

    send = list.append


class CheckedStream(SurrogateFilter):
    """A `SurrogateFilter` handing out `READ_BYTES` at a time, each checked for nesting before the parser
    reading it gets it (a LogError past `MAX_DEPTH`): ijson's own parser, whose memory grows with the square
    of the depth, never goes `READ_BYTES` past it. A file that is no JSON is left for that parser to say."""

    def __init__(self, stream: BinaryIO, path: Path, counts: Counter[str] | None) -> None:
        super().__init__(stream, counts)
        self.path, self.depth, self.events = path, 0, _Events()
        self.checker: Any = ijson.basic_parse_coro(self.events, use_float=True)

    def _check(self, data: bytes) -> None:
        try:
            if self.checker is not None:
                self.checker.send(data) if data else self.checker.close()
        except ijson.JSONError:
            self.checker = None
        kinds = list(map(operator.itemgetter(0), self.events))
        self.events.clear()
        opened = kinds.count("start_map") + kinds.count("start_array")
        if self.depth + opened <= MAX_DEPTH:  # no read opening this few can pass the limit: no walk
            self.depth += opened - kinds.count("end_map") - kinds.count("end_array")
            return
        levels = list(itertools.accumulate(map(DEPTH_STEPS.get, kinds, itertools.repeat(0)), initial=self.depth))
        if max(levels) > MAX_DEPTH:
            raise LogError(_too_deep(self.path))
        self.depth = levels[-1]

    def read(self, size: int = -1) -> bytes:
        if size == 0:
            return b""  # ijson's probe of bytes or text
        data = super().read(READ_BYTES)
        self._check(data)
        return data


def _check_depth(data: bytes, path: Path) -> None:
    """A LogError when the JSON text `data` of `path` nests deeper than `MAX_DEPTH` (as a streamed file would)."""
    checked = CheckedStream(io.BytesIO(data), path, None)
    while checked.read(READ_BYTES):
        pass


def _opened(stream: BinaryIO, path: Path, counts: Counter[str] | None) -> CheckedStream:
    """The file `path` open as `stream`, past a UTF-8 byte-order mark, as a `CheckedStream`."""
    if stream.read(len(UTF8_BOM)) != UTF8_BOM:
        stream.seek(0)
    return CheckedStream(stream, path, counts)


def parse_events(stream: BinaryIO, path: Path, counts: Counter[str] | None = None) -> Iterator[tuple[str, str, Any]]:
    """ijson's (prefix, event, value) events of the file `path` open as `stream`, nesting checked
    (`MAX_DEPTH`), lone surrogates replaced and counted in `counts`."""
    return ijson.parse(_opened(stream, path, counts), use_float=True)


def stream_items(path: Path, prefix: str, counts: Counter[str] | None = None) -> Iterator[Any]:
    """The JSON values at `prefix` (ijson's notation, e.g. `messages.item`) of a file, one at a time (lone
    surrogates as U+FFFD, counted in `counts`); a damaged file is a one-line LogError naming it and what was
    read before the damage, a file nested deeper than `MAX_DEPTH` one saying so."""
    count = 0
    try:
        with path.open("rb") as stream:
            for item in ijson.items(_opened(stream, path, counts), prefix, use_float=True):
                count += 1
                yield item
    except OSError as error:
        raise LogError(f"cannot read {str(path)!r}: {error.strerror or error}") from None
    except (ijson.JSONError, UnicodeDecodeError) as error:
        raise LogError(f"{path}: not a whole JSON file (truncated or damaged after {count} item(s) of "
                       f"{prefix.split('.')[0]}): {str(error).splitlines()[0][:120]}") from None


JSON_KINDS = {"start_map": "an object", "start_array": "an array", "string": "a string", "number": "a number",
              "boolean": "a boolean", "null": "null"}


def value_kind(path: Path, prefix: str) -> str | None:
    """What the JSON value at `prefix` of a file is ("an array", "an object", ...; None: there is none), read
    streaming up to it."""
    try:
        with path.open("rb") as stream:
            return next((JSON_KINDS.get(event, event) for at, event, _ in parse_events(stream, path)
                         if at == prefix and event != "map_key"), None)
    except OSError as error:
        raise LogError(f"cannot read {str(path)!r}: {error.strerror or error}") from None
    except (ijson.JSONError, UnicodeDecodeError):
        return None


def first_value(path: Path, prefix: str) -> Any:
    """The first JSON value at `prefix` of a file (None when there is none), read from its start only."""
    return next(stream_items(path, prefix), None)


def iso_time(stamp: Any) -> dt.datetime | None:
    """An ISO 8601 time (with an offset or a trailing Z; none: UTC), in UTC; None when it is none or its UTC
    value lies outside the years a date can hold (`0001-01-01T00:10:00+05:00`)."""
    if not isinstance(stamp, str):
        return None
    try:
        when = dt.datetime.fromisoformat(stamp[:-1] + "+00:00" if stamp.endswith("Z") else stamp)
        return when.astimezone(dt.timezone.utc) if when.tzinfo is not None else when.replace(tzinfo=dt.timezone.utc)
    except (ValueError, OverflowError):
        return None


def unix_time(value: Any) -> dt.datetime | None:
    """Seconds since 1970 (a number or its text, e.g. Slack's `ts` "1512085950.000216") in UTC; None when it
    is not one or lies outside the years a date can hold (`99999999999999`)."""
    try:
        seconds = float(value) if isinstance(value, (str, int, float)) and not isinstance(value, bool) else None
        return None if seconds is None else dt.datetime.fromtimestamp(seconds, dt.timezone.utc)
    except (ValueError, OverflowError, OSError):
        return None


def text_of(value: Any) -> str:
    """`value` when it is a string, else ""."""
    return value if isinstance(value, str) else ""
