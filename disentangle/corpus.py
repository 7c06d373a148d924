"""The annotated disentanglement corpus: where it is, its samples, and its reply-to annotations.

The corpus (Kummerfeld et al., 2019) is never committed. Its root is resolved at run time, in order:
an explicit directory (argument or the `DISENTANGLE_DATA` environment variable), the shared local mirror
`../shared/data/irc-disentanglement` beside the project, and finally a download of the upstream release
into an ignored cache directory. Annotation files hold `a b -` lines (the smaller number is the parent;
`a a -` starts a conversation); annotator files from the adjudication process start with a bare `:`.
"""
from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

from .download import fetch_corpus
from .errors import DisentangleError
from .settings import CACHE_DIR, ENV_DATA, SHARED_MIRROR

logger = logging.getLogger(__name__)

UPSTREAM_ARCHIVE = "https://github.com/jkkummerfeld/irc-disentanglement/archive/refs/heads/master.zip"
SPLITS = ("train", "dev", "test")
_LINK = re.compile(r"^\s*:?\s*(\d+)\s+(\d+)(?:\s+-)?\s*$")


class CorpusError(DisentangleError):
    """The corpus cannot be found or an annotation file cannot be read."""


@dataclass(frozen=True)
class Sample:
    """One annotated sample: its raw log, and its annotation file."""

    name: str
    split: str
    raw: Path
    annotation: Path


def resolve_data_root(explicit: str | os.PathLike | None = None, download: bool = True) -> Path:
    """Find the corpus root (a directory holding `train/` and `dev/`); say which source was used."""
    candidates = []
    if explicit:
        candidates.append(("option", Path(explicit)))
    if os.environ.get(ENV_DATA):
        candidates.append((f"${ENV_DATA}", Path(os.environ[ENV_DATA])))
    candidates.append(("shared mirror", SHARED_MIRROR))
    for source, path in candidates:
        if (path / "dev").is_dir() or (path / "train").is_dir():
            logger.info("corpus: using %s (%s)", path, source)
            return path
        if source != "shared mirror":
            raise CorpusError(f"{path} is not a corpus directory (no train/ or dev/)")
    cached = CACHE_DIR / "irc-disentanglement"
    if (cached / "data" / "dev").is_dir():
        logger.info("corpus: using download cache %s", cached / "data")
        return cached / "data"
    if not download:
        raise CorpusError("no corpus found: pass --data DIR or set $" + ENV_DATA)
    return fetch_corpus(UPSTREAM_ARCHIVE, cached)  # network only when nothing local exists


def samples(split: str, root: str | os.PathLike | None = None) -> list[Sample]:
    """All samples of a split, sorted by name."""
    base = Path(root) if root is not None else resolve_data_root()
    found = []
    for raw in sorted((base / split).glob("*.raw.txt")):
        name = raw.name[: -len(".raw.txt")]
        found.append(Sample(name, split, raw, raw.with_name(name + ".annotation.txt")))
    if not found:
        raise CorpusError(f"no samples in {base / split}")
    return found


def parse_links(lines: list[str], name: str = "<annotation>") -> list[tuple[int, int]]:
    """(message, parent) pairs from annotation lines; the larger number is the message."""
    pairs = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        match = _LINK.match(line)
        if not match:
            raise CorpusError(f"{name}:{number}: not an annotation line: {line.strip()[:60]!r}")
        a, b = int(match[1]), int(match[2])
        pairs.append((max(a, b), min(a, b)))
    return pairs


def read_links(path: str | os.PathLike) -> list[tuple[int, int]]:
    """Read an annotation file into (message, parent) pairs."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        raise CorpusError(f"cannot read annotation {str(path)!r}: {error.strerror or error}") from error
    return parse_links(text.splitlines(), str(path))


def gold_parents(path: str | os.PathLike) -> dict[int, list[int]]:
    """Message -> sorted list of its annotated parents."""
    parents: dict[int, set[int]] = {}
    for message, parent in read_links(path):
        parents.setdefault(message, set()).add(parent)
    return {m: sorted(p) for m, p in sorted(parents.items())}
