"""Atomic file writes: the new content goes to a temporary file beside the target, is flushed and fsynced,
then renamed over the target with `os.replace`, so a reader or a crash sees either the old file or the
whole new one, never half of it. On any error the temporary file is removed and the target is left as it
was; an `OSError` then names the target (a full disk's ENOSPC names no file by itself). The temporary
file is created like any new file (mode 0o666 minus the umask, not the 0o600 of `tempfile.mkstemp`);
when the target already exists its permission bits are kept. Missing parent directories are created, and
the directory is fsynced after the rename when the system allows it. A temporary file carries its
writer's process id, so `remove_stale_temporaries` can delete the ones a killed run left behind without
touching those of a run still writing.
"""
from __future__ import annotations

import json
import logging
import os
import re
import time
import uuid
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import IO, Any, BinaryIO, Literal, TextIO, overload

logger = logging.getLogger(__name__)

__all__ = ["TEMPORARY_SUFFIX", "atomic_open", "atomic_write_bytes", "atomic_write_text", "remove_stale_temporaries"]

TEMPORARY_SUFFIX = ".tmp"
DEFAULT_ENCODING = "utf-8"
WRITE_MODES = {"w": "x", "wt": "xt", "wb": "xb"}  # our mode -> exclusive creation of the temporary file
PERMISSION_BITS = 0o777
LEGACY_STALE_SECONDS = 3600         # a temporary file without a pid in its name, untouched this long: stale
ZOMBIE_STATE = "Z"                  # /proc/PID/stat: killed, not yet reaped by its parent
_TEMPORARY_NAME = re.compile(r"^\..+?\.(?:(?P<pid>\d+)\.)?[0-9a-f]{32}" + re.escape(TEMPORARY_SUFFIX) + "$")


def temporary_path(target: Path) -> Path:
    """A fresh hidden name beside `target`: `.NAME.<pid>.<random hex>.tmp` (the pid tells a later run
    whether the writer still lives, see `remove_stale_temporaries`)."""
    return target.with_name(f".{target.name}.{os.getpid()}.{uuid.uuid4().hex}{TEMPORARY_SUFFIX}")


def process_alive(pid: int) -> bool:
    """Whether a process with this id runs on this host (one owned by another user counts; a zombie, killed
    and not yet reaped by its parent, does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return pid > 0  # exists, owned by someone else (or a nonsense pid: treated as gone below)
    return not _zombie(pid)


def _zombie(pid: int) -> bool:
    """Whether the process is a zombie (Linux `/proc/PID/stat` state Z; False where there is no /proc)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False
    return stat[stat.rfind(")") + 2:][:1] == ZOMBIE_STATE


def stale_temporary(path: Path, now: float) -> bool:
    """Whether `path` is a temporary file of ours whose writer is gone: its pid no longer runs, or (names
    without a pid, from older versions) it is older than `LEGACY_STALE_SECONDS`."""
    match = _TEMPORARY_NAME.match(path.name)
    if match is None:
        return False
    if match["pid"] is not None:
        return int(match["pid"]) != os.getpid() and not process_alive(int(match["pid"]))
    try:
        return now - path.stat().st_mtime > LEGACY_STALE_SECONDS
    except OSError:
        return False


def remove_stale_temporaries(directory: str | os.PathLike) -> int:
    """Delete the temporary files that killed runs left under `directory`; returns how many."""
    root = Path(directory)
    if not root.is_dir():
        return 0
    now, removed = time.time(), 0
    for path in root.rglob(f".*{TEMPORARY_SUFFIX}"):
        if path.is_file() and stale_temporary(path, now):
            try:
                path.unlink()
                removed += 1
            except OSError as error:
                logger.warning("cannot remove the stale temporary file %s: %s", path, error)
    if removed:
        logger.warning("removed %d temporary files left by an interrupted run under %s", removed, root)
    return removed


def _keep_mode(target: Path, descriptor: int) -> None:
    """Give the temporary file the permission bits of an existing target."""
    try:
        mode = target.stat().st_mode & PERMISSION_BITS
    except FileNotFoundError:
        return
    os.chmod(descriptor, mode)


def _fsync_directory(directory: Path) -> None:
    """Make a rename in `directory` durable; best effort (not every system can open a directory)."""
    try:
        descriptor = os.open(directory, os.O_RDONLY)
    except OSError as error:
        logger.debug("cannot open %s to fsync it: %s", directory, error)
        return
    try:
        os.fsync(descriptor)
    except OSError as error:
        logger.debug("cannot fsync %s: %s", directory, error)
    finally:
        os.close(descriptor)


@overload
def atomic_open(path: str | os.PathLike, mode: Literal["w", "wt"] = ..., encoding: str = ...,
                newline: str | None = ...) -> AbstractContextManager[TextIO]: ...
@overload
def atomic_open(path: str | os.PathLike, mode: Literal["wb"], encoding: str = ...,
                newline: str | None = ...) -> AbstractContextManager[BinaryIO]: ...
@overload
def atomic_open(path: str | os.PathLike, mode: str = ..., encoding: str = ...,
                newline: str | None = ...) -> AbstractContextManager[IO[Any]]: ...


@contextmanager  # callers see the overloads above: a text handle for "w", a binary one for "wb"
def atomic_open(path: str | os.PathLike, mode: str = "w", encoding: str = DEFAULT_ENCODING,
                newline: str | None = None) -> Iterator[Any]:
    """A handle on a temporary file that replaces `path` when the block ends without error.

    `mode` is "w" (text, in `encoding`, with `newline` as for `open`) or "wb" (bytes). If the block
    raises, the temporary file is removed and `path` is untouched.
    """
    if mode not in WRITE_MODES:
        raise ValueError(f"atomic_open mode must be one of {', '.join(WRITE_MODES)}, not {mode!r}")
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = temporary_path(target)
    text = "b" not in mode
    try:
        with open(temporary, WRITE_MODES[mode], encoding=encoding if text else None,
                  newline=newline if text else None) as handle:
            _keep_mode(target, handle.fileno())
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise _naming(error, target, temporary) from error
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _fsync_directory(target.parent)


def _naming(error: OSError, target: Path, temporary: Path) -> OSError:
    """`error` naming the file being written: a failed write or fsync (e.g. ENOSPC, a full disk) names no
    file, and a failed creation names the hidden temporary file, not the one the caller asked for."""
    if error.errno is None or (error.filename is not None and Path(error.filename) != temporary):
        return error
    return OSError(error.errno, error.strerror or os.strerror(error.errno), str(target))


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> Path:
    """Write `data` to `path` atomically; returns the path written."""
    with atomic_open(path, "wb") as handle:
        handle.write(data)
    return Path(path)


def atomic_write_text(path: str | os.PathLike, text: str, encoding: str = DEFAULT_ENCODING) -> Path:
    """Write `text` to `path` atomically, byte for byte (no newline translation); returns the path."""
    return atomic_write_bytes(path, text.encode(encoding))


def write_json(path: str | os.PathLike, data: object) -> Path:
    """`data` as indented UTF-8 JSON with a final line end, written atomically."""
    return atomic_write_bytes(path, (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8"))
