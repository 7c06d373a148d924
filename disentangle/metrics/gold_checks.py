"""Checks of gold annotation files against their logs, before anything is scored against them.

Annotation lines are `PARENT MESSAGE -`: the parent is the earlier line (or the message itself). A
line whose first number is larger links a message to a later line, which no annotation of the corpus
does; it is scored as the undirected link it stands for, and said so (a warning with the count and
the first such line). A link to a line past the end of the sample's log (`NAME.raw.txt` beside the
annotation file, when it is there) means that the annotation belongs to another log: that is refused
with `GoldError`, since every score computed against it would be wrong; so is system output with a link
past that end (`links_past_log`): it was predicted for another log.
"""
from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from disentangle.corpus.samples import parse_annotation

logger = logging.getLogger(__name__)

RAW_SUFFIX = ".raw.txt"
_SAMPLE_SUFFIX = re.compile(r"\.annotation(\.[^.]+)?\.txt$")


class GoldError(Exception):
    """An annotation file that does not fit its log."""


@dataclass(frozen=True)
class GoldFindings:
    """What is odd about one annotation file: links to a later line, links past its log's end."""

    path: str
    links: int = 0
    later: tuple[int, ...] = ()        # file line numbers (from 1) of links to a later line
    past: tuple[int, ...] = ()         # file line numbers of links past the end of the log
    log_lines: int | None = None       # lines of the log beside the file (None: no log found)


def log_beside(path: str | os.PathLike) -> Path | None:
    """`NAME.raw.txt` beside `NAME.annotation[.WHO].txt`, if it exists."""
    path = Path(path)
    raw = path.with_name(_SAMPLE_SUFFIX.sub("", path.name) + RAW_SUFFIX)
    return raw if raw != path and raw.is_file() else None


def count_lines(path: str | os.PathLike) -> int:
    """Lines of a log as the reader counts them (LF, CRLF or CR; a last line without an end counts)."""
    pieces = re.split(rb"\r\n|\n|\r", Path(path).read_bytes())
    return len(pieces) - (pieces[-1] == b"")  # the empty piece after a final line end is no line


def inspect(path: str | os.PathLike, log: str | os.PathLike | None = None) -> GoldFindings:
    """The findings for one annotation file (unparseable lines are left to the reader that scores it)."""
    log = log if log is not None else log_beside(path)
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
        lines = count_lines(log) if log is not None else None
    except OSError:
        return GoldFindings(str(path))  # the reader reports unreadable files in its own words
    links = parse_annotation(text.splitlines(), str(path), strict=False)
    later = tuple(link.number for link in links if link.first > link.second)
    past = tuple(link.number for link in links if lines is not None and link.message >= lines)
    return GoldFindings(str(path), len(links), later, past, lines)


def check_gold(path: str | os.PathLike, log: str | os.PathLike | None = None) -> GoldFindings:
    """Refuse links past the log's end (GoldError); warn about links to a later line."""
    found = inspect(path, log)
    if found.past:
        raise GoldError(f"{found.path}:{found.past[0]}: {len(found.past)} links point past the end of its log "
                        f"({found.log_lines} lines): the annotation does not belong to that log")
    if found.later:
        logger.warning("%s:%d: %d of %d links point to a later line (PARENT after MESSAGE); scored as the "
                       "undirected link", found.path, found.later[0], len(found.later), found.links)
    return found


def links_past_log(links: Iterable[tuple[int, int]], log: str | os.PathLike | None
                   ) -> tuple[int | None, tuple[tuple[int, int], ...]]:
    """The lines of the sample's log (None when no log was found: `metrics.coverage.sample_logs`) and the
    (message, parent) pairs of `links`, system output for that sample, past its end."""
    if log is None:
        return None, ()
    lines = count_lines(log)
    return lines, tuple((message, parent) for message, parent in links if max(message, parent) >= lines)
