"""Shared by the benchmark scripts: write a Markdown result atomically and echo it, and the environment of a
`python -m disentangle` child that imports the code PYTHONPATH names, not the checkout it was started from."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from disentangle.atomic import atomic_write_text


def publish(path: Path, report: str) -> int:
    """Write `report` to `path` (creating its folder), print it, return exit status 0."""
    atomic_write_text(path, report)
    sys.stdout.write(report)
    return 0


def child_env(**extra: str) -> dict[str, str]:
    """This process's environment plus `extra`, with `PYTHONSAFEPATH=1` (Python 3.11+): `python -m` would otherwise
    put the working directory first on sys.path, so a child started from a checkout runs that checkout's code
    whatever PYTHONPATH names, and a side-by-side "base" run silently compares a tree with itself."""
    return dict(os.environ, PYTHONSAFEPATH="1", **extra)
