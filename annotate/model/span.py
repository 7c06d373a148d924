"""Which lines of a log are annotated: `--start`/`--end`, the span saved in the journal, or the default.

Messages in [start, end) are annotated; earlier lines are context. The rules, in order:
1. `--start`/`--end` given: checked against the log (a line beyond the file, or end <= start, is a
   `SpanError` with a one-line message) and used; the one not given takes its default. They replace the
   span saved in the journal, which is how a saved span is reset (e.g. `--start 0`).
2. Otherwise the span saved by the last session (the journal's `open` record), if it still fits the log,
   widened when needed so that it never hides a link the annotation file holds.
3. Otherwise the documented default: line 1000 when the annotation file already holds links and none is
   before line 1000 (the corpus convention, reference section 2), else line 0; to the end of the log.
Every choice comes with a note saying what was chosen, shown in the status line.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Mapping

from disentangle.checks import log_extent

logger = logging.getLogger(__name__)

CORPUS_START = 1000  # the corpus annotates from line 1000 on; earlier lines are context
OPTION_LABELS = ("--start", "--end")            # a span given on the command line
TODO_LABELS = ("the start line", "the end line")  # ... or on a to-do file's line


class SpanError(ValueError):
    """A `--start`/`--end` that does not fit the log."""


@dataclass(frozen=True)
class Span:
    """The annotated lines [start, end) and, when worth saying, how they were chosen."""

    start: int
    end: int
    note: str | None = None


def check_span(start: int | None, end: int | None, lines: int, name: str,
               labels: tuple[str, str] = OPTION_LABELS) -> None:
    """Raise `SpanError` unless the explicit `start`/`end` fit a log of `lines` lines (`labels`: what the
    message calls them, the options or a to-do line's fields)."""
    last = log_extent(name, lines)  # worded as `disentangle predict --start` words it
    first, stop = labels
    if start is not None and not 0 <= start < lines:
        raise SpanError(f"{first} {start} is beyond the end of the log: {last}")
    if end is not None and not 0 < end <= lines:
        raise SpanError(f"{stop} {end} is beyond the end of the log: {last} ({stop} is one past the last line)")
    if start is not None and end is not None and end <= start:
        raise SpanError(f"{stop} {end} must be after {first} {start}")


def default_start(parents: Mapping[int, tuple[int, ...]], lines: int) -> int:
    """Line 1000 for a corpus-style annotation (links, none before 1000), else 0."""
    if parents and min(parents) >= CORPUS_START and lines > CORPUS_START:
        return CORPUS_START
    return 0


def _outside(parents: Mapping[int, tuple[int, ...]], start: int, end: int) -> int:
    return sum(1 for message in parents if not start <= message < end)


def _explicit(start: int | None, end: int | None, parents: Mapping[int, tuple[int, ...]], lines: int) -> Span:
    start = default_start(parents, lines) if start is None else start
    end = lines if end is None else end
    hidden = _outside(parents, start, end)
    note = f"{hidden} annotated message(s) outside {start}-{end - 1} kept, not shown" if hidden else None
    return Span(start, end, note)


def _saved(saved: tuple[int, int], parents: Mapping[int, tuple[int, ...]], lines: int) -> Span | None:
    start, end = saved
    if not 0 <= start < end <= lines:
        return None
    if not _outside(parents, start, end):
        return Span(start, end)
    wide_start, wide_end = min(start, min(parents)), max(end, max(parents) + 1)
    return Span(wide_start, wide_end, f"saved span {start}-{end - 1} widened to {wide_start}-{wide_end - 1} "
                                      "to show every link")


def choose_span(start: int | None, end: int | None, saved: tuple[int, int] | None,
                parents: Mapping[int, tuple[int, ...]], lines: int, name: str) -> Span:
    """The annotated span by the rules of the module docstring (raises `SpanError` for a bad explicit one)."""
    if start is not None or end is not None:
        check_span(start, end, lines, name)
        return _explicit(start, end, parents, lines)
    ignored = None
    if saved is not None:
        span = _saved(saved, parents, lines)
        if span is not None:
            return span
        ignored = f"saved span {saved[0]}-{saved[1] - 1} does not fit the log: ignored; "
    chosen = default_start(parents, lines)
    reason = "corpus convention" if chosen else "whole log"
    note = f"{ignored or ''}annotating from line {chosen} ({reason})" if lines else None
    return Span(chosen, lines, note)
