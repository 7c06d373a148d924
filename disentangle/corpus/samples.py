"""The annotated disentanglement corpus: where it is, its samples, and its reply-to annotations.

The corpus (Kummerfeld et al., 2019) is never committed. Its root is resolved at run time, in order:
an explicit directory (argument or the `DISENTANGLE_DATA` environment variable), in a checkout the shared
local mirror `../shared/data/irc-disentanglement` beside it, and finally a download of the upstream release
into the user's cache directory (`settings.corpus_cache_dir`). Annotation files hold `a b -` lines (the
smaller number is the parent; `a a -` starts a conversation); annotator files from the adjudication process
start with a bare `:`.
`parse_annotation` is the one reader of those lines (one pattern); every other reader of annotation files
(gold links, the gold checks, the annotation tool) calls it.
"""
from __future__ import annotations

import logging
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from disentangle.download import fetch_corpus
from disentangle.errors import DisentangleError
from disentangle.settings import ENV_DATA, SHARED_MIRROR, corpus_cache_dir

logger = logging.getLogger(__name__)

UPSTREAM_ARCHIVE = "https://github.com/jkkummerfeld/irc-disentanglement/archive/refs/heads/master.zip"
SPLITS = ("train", "dev", "test")
_LINK = re.compile(r"^\s*:?\s*(\d+)\s+(\d+)(?:\s+-)?\s*$")  # `a b -`, annotator files: `: a b -`
MODEL_MARK = "model"  # `a b - model`: a model's link written beside reviewed ones (`annotate --review-fill`)
_MODEL_LINK = re.compile(rf"^\s*(\d+)\s+(\d+)\s+-\s+{MODEL_MARK}\s*$")


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
    if SHARED_MIRROR is not None:  # a checkout only
        candidates.append(("shared mirror", SHARED_MIRROR))
    for source, path in candidates:
        if (path / "dev").is_dir() or (path / "train").is_dir():
            logger.info("corpus: using %s (%s)", path, source)
            return path
        if source != "shared mirror":
            raise CorpusError(f"{path} is not a corpus directory (no train/ or dev/)")
    cached = corpus_cache_dir()
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


@dataclass(frozen=True)
class AnnotationLine:
    """One link line of an annotation file: its line number (from 1) and its two numbers as written
    (`PARENT MESSAGE -` in the corpus; the larger number is the message whichever comes first)."""

    number: int
    first: int
    second: int

    @property
    def message(self) -> int:
        """The message that replies (the larger number)."""
        return max(self.first, self.second)

    @property
    def parent(self) -> int:
        """The message it replies to (the smaller number; itself for a self-link)."""
        return min(self.first, self.second)


def parse_annotation(lines: Iterable[str], name: str = "<annotation>", strict: bool = True) -> list[AnnotationLine]:
    """The link lines of an annotation file, in file order: the one reader of `a b -` lines.

    Blank lines are skipped, and so are a model's links marked as such (`a b - model`, written by `annotate
    --review-fill` for the messages nobody reviewed); any other line that is not a link is a `CorpusError` naming the file and line
    (or, with `strict=False`, skipped: for checks that leave malformed lines to the reader that scores).
    """
    found = []
    for number, line in enumerate(lines, 1):
        if not line.strip() or _MODEL_LINK.match(line):  # a model's link is not gold: never read as one
            continue
        match = _LINK.match(line)
        if match:
            found.append(AnnotationLine(number, int(match[1]), int(match[2])))
        elif strict:
            raise CorpusError(f"{name}:{number}: not an annotation line: {line.strip()[:60]!r}")
    return found


def parse_links(lines: list[str], name: str = "<annotation>") -> list[tuple[int, int]]:
    """(message, parent) pairs from annotation lines; the larger number is the message."""
    return [(link.message, link.parent) for link in parse_annotation(lines, name)]


def read_links(path: str | os.PathLike) -> list[tuple[int, int]]:
    """Read an annotation file into (message, parent) pairs."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        raise CorpusError(f"cannot read annotation {str(path)!r}: {error.strerror or error}") from error
    return parse_links(text.splitlines(), str(path))


def group_parents(pairs: Iterable[tuple[int, int]]) -> dict[int, tuple[int, ...]]:
    """(message, parent) pairs -> message -> its sorted distinct parents, in message order."""
    grouped: dict[int, set[int]] = {}
    for message, parent in pairs:
        grouped.setdefault(message, set()).add(parent)
    return {message: tuple(sorted(found)) for message, found in sorted(grouped.items())}


def gold_parents(path: str | os.PathLike) -> dict[int, list[int]]:
    """Message -> sorted list of its annotated parents."""
    return {message: list(parents) for message, parents in group_parents(read_links(path)).items()}
