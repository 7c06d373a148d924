"""The split cache: a long input (one log file, a chat export's channel) split once into the files of its
units, kept under the cache root and reused while the input is unchanged.

A split lives in `ROOT/KEY/` (KEY a digest of what the split depends on: the input's path and its bytes
(`content_digest`: an input edited in place with its size and time kept is split again), the settings that
change its files) beside a summary (`SplitCache.summary_file`) that
holds what the split found. It is written in a temporary folder (`.splitting.PID.KEY`) renamed into place
when whole, so a killed run never leaves half a split where a later run would take it; a later split of the
same input removes splits of its earlier versions (`identity`: the summary's fields that name the input and
its settings), and every call removes the temporary folders of runs that are gone (killed: a zombie counts
as gone), even when it reuses a split. Two runs splitting the same input at once
write the same bytes: the second rename loses and takes the first's split.

A split is a plaintext copy of its input (a chat export's messages, and its `names.json` of every name the
export knows): `SplitCache.clear` removes the splits of one input (or all), each renamed out of place first
(`.clearing.PID.KEY`, then deleted), so a run never takes half a split (`disentangle cache clear`).
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from disentangle.atomic import atomic_write_bytes, process_alive

logger = logging.getLogger(__name__)

TEMPORARY_PREFIX = ".splitting."    # `.splitting.PID.KEY`: a split being written (or left by a killed run)
CLEARING_PREFIX = ".clearing."      # `.clearing.PID.KEY`: a split being removed
HASH_CHUNK = 1 << 20                # bytes read at a time for a content digest


def content_digest(paths: Iterable[Path]) -> str:
    """A digest of the files' bytes, in order (a file that is not there counts as empty): what a split's
    key holds of its input."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(str(path).encode("utf-8", "surrogateescape") + b"\0")
        if path.is_file():
            with open(path, "rb") as handle:
                while chunk := handle.read(HASH_CHUNK):
                    digest.update(chunk)
        digest.update(b"\0")
    return digest.hexdigest()


@dataclass(frozen=True)
class SplitCache:
    """Splits kept in `root` (a folder of the cache), each with its summary file `summary_file`."""

    root: Path
    summary_file: str

    def inputs(self, field: str) -> dict[Path, str]:
        """Each finished split -> the input it copies (its summary's `field`; "" when it cannot be read)."""
        found: dict[Path, str] = {}
        for entry in sorted(self.root.iterdir()) if self.root.is_dir() else ():
            if entry.is_dir() and not entry.name.startswith((TEMPORARY_PREFIX, CLEARING_PREFIX)):
                try:
                    found[entry] = str(self.summary(entry).get(field) or "")
                except (OSError, ValueError):
                    found[entry] = ""
        return found

    def clear(self, folders: Iterable[Path]) -> int:
        """Remove these splits (each renamed out of place, then deleted) and unfinished ones of runs that are
        gone: the bytes removed."""
        removed = 0
        if self.root.is_dir():
            self._remove_dead_runs()
        for folder in folders:
            gone = self.root / f"{CLEARING_PREFIX}{os.getpid()}.{folder.name}"
            os.rename(folder, gone)
            removed += sum(path.stat().st_size for path in gone.rglob("*") if path.is_file())
            shutil.rmtree(gone)
        return removed

    def summary(self, folder: Path) -> dict:
        """The summary of a finished split."""
        return json.loads((folder / self.summary_file).read_text(encoding="utf-8"))

    def split(self, key: str, write: Callable[[Path], dict], identity: Mapping[str, object]) -> Path:
        """The folder of the split `key`: found whole, or written now by `write(folder)` (which returns the
        summary) after removing this input's earlier splits (same `identity`) and dead runs' leftovers."""
        done = self.root / key
        self.root.mkdir(parents=True, exist_ok=True)
        self._remove_dead_runs()
        if (done / self.summary_file).is_file():
            logger.info("reusing the split %s", done)
            return done
        self._remove_stale(key, identity)
        work = self.root / f"{TEMPORARY_PREFIX}{os.getpid()}.{key}"
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir()
        try:
            summary = write(work)
            atomic_write_bytes(work / self.summary_file,
                               (json.dumps(summary, indent=1, sort_keys=True) + "\n").encode("utf-8"))
            try:
                os.rename(work, done)
            except OSError:  # another run split the same input meanwhile: the same bytes, use its split
                if not (done / self.summary_file).is_file():
                    raise
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return done

    def _remove_dead_runs(self) -> None:
        """Remove the unfinished splits of runs that are gone."""
        for entry in self.root.iterdir():
            prefix = next((p for p in (TEMPORARY_PREFIX, CLEARING_PREFIX) if entry.name.startswith(p)), None)
            if prefix is not None:
                pid = entry.name[len(prefix):].split(".")[0]
                if pid.isdigit() and int(pid) != os.getpid() and not process_alive(int(pid)):
                    logger.info("removing the unfinished split of a run that is gone: %s", entry)
                    shutil.rmtree(entry, ignore_errors=True)

    def _remove_stale(self, key: str, identity: Mapping[str, object]) -> None:
        """Remove splits of other versions of the input (the same `identity`; not `key`, which a run beside
        this one may have just finished)."""
        assert identity, "an empty identity would name every split"
        for entry in self.root.iterdir():
            if entry.name == key or entry.name.startswith((TEMPORARY_PREFIX, CLEARING_PREFIX)):
                continue
            try:
                summary = self.summary(entry)
            except (OSError, ValueError):
                continue
            if all(summary.get(name) == value for name, value in identity.items()):
                logger.info("removing the split of an earlier version of its input: %s", entry)
                shutil.rmtree(entry, ignore_errors=True)
