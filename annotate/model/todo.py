"""The to-do file of a multi-file session, and the progress saved per file beside it.

`annotate --todo FILE` reads the logs to annotate from FILE: one path per line, relative to FILE's
directory (absolute paths as they are), blank lines and `#` comments skipped; a path may be followed by the
line to start annotating at, and the line to stop before (`2009-02-23_10.raw.txt 1000`, as Slate's file
list allows), which replace `--start`/`--end` for that log. A missing log is an error naming the line. The progress of every file (messages with a link / messages in the annotated span) is
saved in `FILE.progress` (`ANNOTATED<TAB>TOTAL<TAB>PATH` lines, paths as in FILE, written atomically) whenever the
annotator changes file, opens the file list or quits, so the file list shows every file's progress
without reading logs that were not opened in this session, and the next session starts on the first
file that is not done.
"""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from .files import AnnotationError, atomic_write

logger = logging.getLogger(__name__)

PROGRESS_SUFFIX = ".progress"
COMMENT = "#"
MAX_SPAN_FIELDS = 2  # a to-do line may end in a start line and an end line


class TodoError(ValueError):
    """A to-do file that cannot be used (unreadable, or naming a log that does not exist)."""


@dataclass(frozen=True)
class Progress:
    """Messages with a link, and messages in the annotated span, of one file."""

    annotated: int
    total: int

    @property
    def done(self) -> bool:
        return self.annotated >= self.total > 0


def progress_path_for(todo: str | os.PathLike) -> Path:
    return Path(f"{os.fspath(todo)}{PROGRESS_SUFFIX}")


@dataclass(frozen=True)
class TodoEntry:
    """One log a to-do file lists, with the span its line gives (None: the command line's, or the default)."""

    log: Path
    start: int | None = None
    end: int | None = None
    where: str = ""  # the to-do file and line number (`week.todo:3`), for errors


def _entry(base: Path, line: str, where: str) -> TodoEntry:
    """A to-do line: `PATH`, `PATH START` or `PATH START END` (a path that exists as written wins)."""
    fields = line.split()
    numbers = 0
    while numbers < min(MAX_SPAN_FIELDS, len(fields) - 1) and fields[-1 - numbers].isdecimal():
        numbers += 1
    if (base / line).is_file() or not numbers:
        numbers = 0
    name = line if not numbers else line.rsplit(None, numbers)[0]
    if not (base / name).is_file():
        _refuse_missing(base, fields, name, where)
    span = [int(field) for field in fields[len(fields) - numbers:]] + [None, None]
    start, end = span[0], span[1]
    if start is not None and end is not None and end <= start:
        raise TodoError(f"{where}: the end line {end} is not after the start line {start}")
    return TodoEntry(base / name, start, end, where)


def _refuse_missing(base: Path, fields: list[str], name: str, where: str) -> None:
    """Raise the `TodoError` for a line whose path names no file: when its first words are a log, what
    follows them is no line number (`file.raw.txt abc`); else no such log."""
    for count in range(len(fields) - 1, 0, -1):
        if (base / " ".join(fields[:count])).is_file():
            rest = " ".join(fields[count:])
            raise TodoError(f"{where}: {rest!r} after {' '.join(fields[:count])} is not a start (and end) line: a "
                            f"line is PATH [START [END]]")
    raise TodoError(f"{where}: no such log file: {name}")


def read_todo_entries(path: str | os.PathLike) -> list[TodoEntry]:
    """The logs a to-do file lists, in its order, each with the start (and end) line its line gives
    (raises `TodoError`)."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise TodoError(f"cannot read to-do file {path}: {getattr(error, 'strerror', None) or error}") from None
    entries = [_entry(path.parent, line.strip(), f"{path}:{number}") for number, line in enumerate(lines, 1)
               if line.strip() and not line.strip().startswith(COMMENT)]
    if not entries:
        raise TodoError(f"{path}: lists no log files")
    return entries


def read_todo(path: str | os.PathLike) -> list[Path]:
    """The logs a to-do file lists, in its order (raises `TodoError`)."""
    return [entry.log for entry in read_todo_entries(path)]


def todo_spans(path: str | os.PathLike) -> dict[Path, TodoEntry]:
    """The entries of the to-do file's logs whose line gives a span (their start, end and line)."""
    return {entry.log: entry for entry in read_todo_entries(path) if entry.start is not None}


def read_progress(todo: str | os.PathLike) -> dict[Path, Progress]:
    """The progress saved beside a to-do file (none when missing; damaged lines are skipped)."""
    path = progress_path_for(todo)
    if not path.exists():
        return {}
    found: dict[Path, Progress] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        fields = line.split("\t", 2)
        if len(fields) == 3 and fields[0].isdecimal() and fields[1].isdecimal():
            found[Path(todo).parent / fields[2]] = Progress(int(fields[0]), int(fields[1]))
        else:
            logger.warning("%s: skipping a damaged progress line %r", path, line)
    return found


def save_progress(todo: str | os.PathLike, logs: Sequence[Path], progress: Mapping[Path, Progress]) -> bool:
    """Write the progress of `logs` (those known) beside the to-do file; False (and logged) if it cannot."""
    base = Path(todo).parent
    text = "".join(f"{found.annotated}\t{found.total}\t{os.path.relpath(log, base)}\n" for log in logs
                   if (found := progress.get(log)) is not None)
    try:
        atomic_write(progress_path_for(todo), text)
    except (OSError, AnnotationError) as error:
        logger.error("cannot save progress beside %s: %s", todo, error)
        return False
    return True


def first_not_done(logs: Sequence[Path], progress: Mapping[Path, Progress]) -> int:
    """The index of the first log not known to be done (0 when all are)."""
    return next((index for index, log in enumerate(logs) if not (log in progress and progress[log].done)), 0)
