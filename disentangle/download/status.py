"""What became of one day's log: the statuses a day can have and the `DayResult` record.

A day is found in a local logs tree, in the download cache, downloaded, recorded as missing on the server,
failed (errors, truncation, downloads disabled), or stood in for by a sample of local text of that year.
The usable ones carry a path; every other one says why in `detail`.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

STATUS_LOCAL = "local"  # found in a local logs tree given by the user
STATUS_CACHED = "cached"  # found in the download cache
STATUS_DOWNLOADED = "downloaded"
STATUS_MISSING = "missing"  # the server does not have this day (404), recorded in the cache
STATUS_FAILED = "failed"  # could not be obtained now (errors, truncation, downloads disabled)
STATUS_SAMPLE = "sample"  # real local text of that year standing in for the whole year (no network)
STATUSES = (STATUS_LOCAL, STATUS_CACHED, STATUS_DOWNLOADED, STATUS_MISSING, STATUS_FAILED, STATUS_SAMPLE)
USABLE = (STATUS_LOCAL, STATUS_CACHED, STATUS_DOWNLOADED, STATUS_SAMPLE)


@dataclass(frozen=True)
class DayResult:
    """Where one day's log is (or why it is not): `path` is None unless the status is usable."""

    date: str  # YYYY-MM-DD
    path: Path | None
    status: str  # one of STATUSES
    detail: str = ""

    @property
    def ok(self) -> bool:
        """Whether the day can be read: a usable status and a path."""
        return self.status in USABLE and self.path is not None

    @property
    def is_sample(self) -> bool:
        """Whether this is local text standing in for the day (no network)."""
        return self.status == STATUS_SAMPLE
