"""The mark of an output directory that a run has not finished writing: the `INCOMPLETE` file.

`extract` writes the mark when its work starts (before the first day shard) and removes it last, after
`stats.json`; at the start it also removes the `stats.json` of an earlier run, so that `stats.json` without
the mark means a whole dataset. A run that fails (a full disk, an error, an interruption) leaves the mark
behind, so a reader of the directory can tell; the next run says so and resumes (finished days are reused).
"""
from __future__ import annotations

import logging
from pathlib import Path

from disentangle.atomic import atomic_write_text, remove_stale_temporaries
from disentangle.extract.layout import STATS_FILE

logger = logging.getLogger(__name__)

INCOMPLETE_FILE = "INCOMPLETE"
MARK_TEXT = ("`disentangle extract {rerun}` has not finished writing this directory (it failed, was "
             "interrupted, or is still running):\ndo not use the dataset while this file exists. Run the same "
             "command again: it reuses the finished days under days/, writes the rest and {stats} last, then "
             "removes this file.\n")


def is_incomplete(out: Path) -> bool:
    """Whether a run left `out` unfinished (its mark is there)."""
    return (out / INCOMPLETE_FILE).is_file()


def mark_incomplete(out: Path, rerun: str, cache: Path) -> None:
    """Work starts: create `out`, mark it incomplete, drop an earlier run's `stats.json` and the temporary
    files killed runs left (in `out` and in the download `cache`). Says so when an earlier run did not
    finish. `rerun`: the command's arguments that name the source (`--year 2015`, `--logs EXPORT`)."""
    if is_incomplete(out):
        logger.warning("%s: an earlier run did not finish (%s is there): resuming it", out, INCOMPLETE_FILE)
    out.mkdir(parents=True, exist_ok=True)
    atomic_write_text(out / INCOMPLETE_FILE, MARK_TEXT.format(rerun=rerun, stats=STATS_FILE))
    (out / STATS_FILE).unlink(missing_ok=True)
    for directory in (out, cache):
        remove_stale_temporaries(directory)


def mark_complete(out: Path) -> None:
    """Every file written, `stats.json` last: the directory is whole."""
    (out / INCOMPLETE_FILE).unlink(missing_ok=True)


def discard_unstarted(out: Path) -> None:
    """A run that created `out` and then failed before writing anything but its mark: remove the mark
    and the directory, so that a refusal leaves no output folder behind (the lock is gone by then)."""
    if out.is_dir() and [path.name for path in out.iterdir()] == [INCOMPLETE_FILE]:
        (out / INCOMPLETE_FILE).unlink()
        out.rmdir()
        logger.info("%s: removed (the run failed before writing anything)", out)
