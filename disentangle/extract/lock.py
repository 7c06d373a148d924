"""One writer per output directory: a run holds `.disentangle.lock` in it from start to end.

The lock file says who holds it (`LockHolder`: process id, host, since when, and the process's start time
where the system tells it, so a reused process id is not taken for the holder). It is created whole and
at once: written under a temporary name, then hard-linked to its name, which fails if the name exists.
A second run into the same directory stops with a `PipelineError` naming the holder (exit status 2). A
lock left by a process that is gone from this host (kill -9, a crash, a reboot) is stale: it is taken
over with a warning, by renaming it aside and checking that what was renamed is still that stale lock.
A lock from another host is never taken over (whether that run lives cannot be known from here). The
lock is removed when the run ends, also on an error or Ctrl-C, and only if it is still this run's.
"""
from __future__ import annotations

import datetime as dt
import json
import logging
import os
import socket
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

from disentangle.atomic import atomic_write_text, process_alive, temporary_path
from disentangle.extract.errors import PipelineError

logger = logging.getLogger(__name__)

LOCK_FILE = ".disentangle.lock"
ATTEMPTS = 3                        # create, or take over a stale lock and create again
PROC_STAT = "/proc/{pid}/stat"      # Linux: field 22 is the process's start time in clock ticks since boot
START_FIELD = 19                    # its index after the ") " that ends the command name (field 3 is index 0)


@dataclass(frozen=True)
class LockHolder:
    """Who holds an output directory."""

    pid: int
    host: str
    since: str          # ISO 8601, UTC
    started: str = ""   # the process's start time (clock ticks since boot) where known, else ""

    def describe(self) -> str:
        return f"pid {self.pid} on host {self.host} since {self.since}"


def process_start(pid: int) -> str:
    """A process's start time as the system counts it ("" where unknown: no /proc, no such process)."""
    try:
        stat = Path(PROC_STAT.format(pid=pid)).read_text(encoding="ascii", errors="replace")
    except OSError:
        return ""
    fields = stat.rpartition(") ")[2].split()
    return fields[START_FIELD] if len(fields) > START_FIELD else ""


def this_process() -> LockHolder:
    since = dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")
    return LockHolder(os.getpid(), socket.gethostname(), since, process_start(os.getpid()))


def read_holder(path: Path) -> LockHolder | None:
    """The holder a lock file names; None when there is no lock file. A lock file that is not ours to read
    is a PipelineError: nobody can tell whether its run still writes."""
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        return LockHolder(int(record["pid"]), str(record["host"]), str(record["since"]),
                          str(record.get("started", "")))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise PipelineError(f"cannot read the lock file {path} ({error}); remove it if no run writes "
                            f"into {path.parent}") from None


def is_stale(holder: LockHolder) -> bool:
    """Whether the holder is a process of this host that is gone (or whose id now belongs to another)."""
    if holder.host != socket.gethostname():
        return False
    if not process_alive(holder.pid):
        return True
    current = process_start(holder.pid)
    return bool(holder.started) and bool(current) and current != holder.started


def _create(path: Path, holder: LockHolder) -> bool:
    """Create the lock file whole, or return False if it exists."""
    written = atomic_write_text(temporary_path(path), json.dumps(asdict(holder)) + "\n")
    try:
        os.link(written, path)
        return True
    except FileExistsError:
        return False
    finally:
        written.unlink(missing_ok=True)


def _take_over(path: Path, stale: LockHolder) -> None:
    """Remove a stale lock, unless another run replaced it meanwhile (then put that one back)."""
    aside = path.with_name(f"{path.name}.{uuid.uuid4().hex}.stale")
    try:
        os.rename(path, aside)
    except FileNotFoundError:
        return
    try:
        if read_holder(aside) != stale:  # a fresh lock of a run that took over first: not ours to remove
            os.link(aside, path)
    except (FileExistsError, PipelineError):
        pass
    finally:
        aside.unlink(missing_ok=True)


def acquire(directory: Path) -> LockHolder:
    """Lock `directory` for this process; a PipelineError names the run that holds it."""
    path, mine = directory / LOCK_FILE, this_process()
    for _ in range(ATTEMPTS):
        if _create(path, mine):
            return mine
        holder = read_holder(path)
        if holder is None:
            continue  # released meanwhile
        if not is_stale(holder):
            raise PipelineError(f"output {directory} is in use by another run: {holder.describe()} "
                                f"(lock file {path}; remove it only if that run is over)")
        logger.warning("taking over the lock of %s left by a run that is gone (%s)", directory, holder.describe())
        _take_over(path, holder)
    raise PipelineError(f"cannot lock {directory}: its lock file {path} keeps changing")


def release(directory: Path, mine: LockHolder) -> None:
    """Remove this process's lock of `directory` (a lock that is no longer ours is left alone)."""
    path = directory / LOCK_FILE
    try:
        holder = read_holder(path)
    except PipelineError:
        holder = None
    if holder != mine:
        logger.warning("the lock of %s is no longer this run's (%s); left in place", directory,
                       holder.describe() if holder else "gone")
        return
    path.unlink(missing_ok=True)


@contextmanager
def output_lock(directory: Path) -> Iterator[LockHolder]:
    """Hold the lock of `directory` for the `with` block, released however the block ends."""
    mine = acquire(directory)
    try:
        yield mine
    finally:
        release(directory, mine)
