"""Checks of what a user asked for, made before any work: numbers in range, line ranges, output paths.

Each check raises `UsageError` with a one-line message that names the option, so `disentangle.cli`
reports it with exit status 2 instead of a traceback (or, worse, an hour of training that cannot be
saved at the end).
"""
from __future__ import annotations

import datetime as dt
import errno
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import overload

from disentangle.atomic import temporary_path
from disentangle.errors import DisentangleError


class UsageError(DisentangleError):
    """An option value that cannot work; the message names the option and the value."""


def at_least(option: str, value: int | None, low: int) -> None:
    """`value` (when given) must be >= `low`."""
    if value is not None and value < low:
        raise UsageError(f"{option} must be at least {low}, got {value}")


def all_at_least(option: str, values: Iterable[int] | None, low: int) -> None:
    """Every one of `values` (when given) must be >= `low`; an empty list is refused too."""
    if values is None:
        return
    values = list(values)
    if not values:
        raise UsageError(f"{option} needs at least one value")
    for value in values:
        at_least(option, value, low)


def line_range(start: int, end: int | None) -> None:
    """`--start N` and `--end M`: line numbers from 0, and the end not before the start."""
    at_least("--start", start, 0)
    at_least("--end", end, 0)
    if end is not None and end < start:
        raise UsageError(f"--end ({end}) is before --start ({start})")


def log_extent(name: str, lines: int) -> str:
    """How long a log is, as the line-range messages say it."""
    return f"{name} has {lines} lines (0-{lines - 1})" if lines else f"{name} is empty"


def start_within(start: int, logs: Iterable[tuple[str, int]]) -> None:
    """`--start N` (N > 0) must be a line of every log, given as (name, lines): refuse naming each log
    that is too short, rather than predict nothing for it."""
    short = [log_extent(name, lines) for name, lines in logs if start and start >= lines]
    if short:
        which = "the log" if len(short) == 1 else f"{len(short)} logs"
        raise UsageError(f"--start {start} is beyond the end of {which}: {'; '.join(short)}")


def _existing_ancestor(path: Path) -> Path:
    for candidate in (path, *path.parents):
        if candidate.exists():
            return candidate
    return Path(".")


def writable_file(option: str, path: str | os.PathLike) -> Path:
    """A file that can be written at `path`: not a directory, its directory writable (or creatable)."""
    target = Path(path)
    if target.is_dir():
        raise UsageError(f"{option} {target} is a directory, not a file")
    ancestor = _existing_ancestor(target.parent.absolute())
    if not ancestor.is_dir():
        raise UsageError(f"{option} {target}: {ancestor} is not a directory")
    if not os.access(ancestor, os.W_OK | os.X_OK):
        raise UsageError(f"{option} {target}: directory {ancestor} is not writable")
    if target.exists() and not os.access(target, os.W_OK) and not os.access(target.parent, os.W_OK):
        raise UsageError(f"{option} {target} is not writable")
    return target


def iso_date(text: str) -> dt.date:
    """A `YYYY-MM-DD` date (an argparse type: a ValueError is its one-line usage error)."""
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"not a date (YYYY-MM-DD): {text!r}") from None


def creatable_file(option: str, path: str | os.PathLike) -> Path:
    """`writable_file`, proven: a temporary file is created (and removed) where the atomic write of `path`
    will create its own (`atomic.temporary_path`, in its directory or the nearest existing parent), since
    permission bits do not tell everything (root may write anywhere but not into /proc, a read-only or full
    file system). For outputs written only after a long run (`train --output`)."""
    target = writable_file(option, path)
    probe = temporary_path(_existing_ancestor(target.parent.absolute()) / target.name)
    try:
        handle = open(probe, "xb")
    except OSError as error:
        raise UsageError(f"{option} {target}: cannot create a file there: {error.strerror or error}") from None
    try:
        with handle:
            handle.write(b"\0")
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as error:
        raise UsageError(f"{option} {target}: cannot write a file there: {error.strerror or error}") from None
    finally:
        probe.unlink(missing_ok=True)
    return target


def writable_directory(option: str, path: str | os.PathLike) -> Path:
    """A directory that can be written at `path` (existing, or creatable in its nearest existing parent);
    checked, not created: a run that fails before its work starts leaves nothing behind."""
    target = Path(path)
    if target.exists() and not target.is_dir():
        raise UsageError(f"{option} {target} exists and is not a directory")
    ancestor = _existing_ancestor(target.absolute())
    if not ancestor.is_dir():
        raise UsageError(f"{option} {target}: {ancestor} is not a directory")
    if not os.access(ancestor, os.W_OK | os.X_OK):
        reason = errno.EROFS if os.statvfs(ancestor).f_flag & os.ST_RDONLY else errno.EACCES
        raise UsageError(f"{option} {target}: cannot write in {ancestor}: {os.strerror(reason)}")
    return target


def file_kind(mode: int) -> str:
    """What a file that is not a regular file is, for messages: "a directory", "a FIFO", ..."""
    kinds = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
             (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))
    return next((name for test, name in kinds if test(mode)), "not a regular file")


def regular_file_problem(path: str | os.PathLike) -> str:
    """Why `path` cannot be read as an input file ("" when it can): missing, not a regular file (a FIFO
    with no writer would block a reader forever, a directory cannot be read), or not readable."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "no such file"
    except (OSError, ValueError) as error:  # ValueError: e.g. a NUL byte in the path
        return getattr(error, "strerror", None) or str(error)
    if not stat.S_ISREG(mode):
        return f"not a regular file ({file_kind(mode)})"
    if not os.access(path, os.R_OK):
        return "not readable"
    return ""


def input_file(option: str, path: str | os.PathLike) -> Path:
    """An input file given to `option` must be a readable regular file: checked before any work."""
    problem = regular_file_problem(path)
    if problem:
        raise UsageError(f"{option} {path}: {problem}")
    return Path(path)


def input_directory(option: str, path: str | os.PathLike) -> Path:
    """An input directory given to `option` must exist and be a directory: checked before any work."""
    directory = Path(path)
    if not directory.exists():
        raise UsageError(f"{option} {directory}: no such directory")
    if not directory.is_dir():
        raise UsageError(f"{option} {directory} is not a directory")
    return directory


@overload
def logs_tree(option: str, path: str | os.PathLike) -> Path: ...
@overload
def logs_tree(option: str, path: None) -> None: ...
@overload
def logs_tree(option: str, path: str | os.PathLike | None) -> Path | None: ...


def logs_tree(option: str, path: str | os.PathLike | None) -> Path | None:
    """A given logs tree must be an existing directory (never silently replaced by something else)."""
    if path is None:
        return None
    tree = Path(path)
    if not tree.exists():
        raise UsageError(f"{option} {tree}: no such directory")
    if not tree.is_dir():
        raise UsageError(f"{option} {tree} is not a directory (expected a YYYY/MM/DD/#channel.txt tree)")
    return tree
