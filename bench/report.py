"""Shared by the benchmark scripts: write a Markdown result atomically and echo it."""
from __future__ import annotations

import sys
from pathlib import Path

from disentangle.atomic import atomic_write_text


def publish(path: Path, report: str) -> int:
    """Write `report` to `path` (creating its folder), print it, return exit status 0."""
    atomic_write_text(path, report)
    sys.stdout.write(report)
    return 0
