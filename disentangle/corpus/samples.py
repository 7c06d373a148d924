"""The annotated disentanglement corpus: where it is, its samples, and its reply-to annotations.

The corpus (Kummerfeld et al., 2019) is never committed. Its root is resolved at run time, in order:
an explicit directory (argument or the `DISENTANGLE_DATA` environment variable), in a checkout the shared
local mirror `../shared/data/irc-disentanglement` beside it, and finally a download of the upstream release
into the user's cache directory (`settings.corpus_cache_dir`). Annotation files hold `a b -` lines (the
smaller number is the parent; `a a -` starts a conversation); annotator files from the adjudication process
start with a bare `:`.
`parse_annotation` is the one reader of those lines (one pattern); every other reader of annotation files
(gold links, the gold checks, the annotation tool, `annotate agree`) calls it, and `is_model_link` is the
one test for a model's link (`a b - model`), which the readers of output lines call too. A line without
its trailing `-` is refused everywhere with its file and line: it may be half typed or cut.
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
LINK_END = "-"  # every link line ends in it
_LINK = re.compile(rf"^\s*:?\s*(\d+)\s+(\d+)\s+{LINK_END}\s*$")  # `a b -`, annotator files: `: a b -`
_UNENDED = re.compile(r"^\s*:?\s*(\d+)\s+(\d+)\s*$")  # `a b`: a link line without its `-`
MODEL_MARK = "model"  # `a b - model`: a model's link written beside reviewed ones (`annotate --review-fill`)
_MODEL_LINK = re.compile(rf"^\s*(\d+)\s+(\d+)\s+{LINK_END}\s+{MODEL_MARK}\s*$")


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
    --review-fill` for the messages nobody reviewed); any other line that is not a link (a link line without
    its trailing `-` included) is a `CorpusError` naming the file and line (or, with `strict=False`, skipped:
    for checks that leave malformed lines to the reader that scores).
    """
    found = []
    for number, line in enumerate(lines, 1):
        if not line.strip() or is_model_link(line):  # a model's link is not gold: never read as one
            continue
        match = _LINK.match(line)
        if match:
            found.append(AnnotationLine(number, int(match[1]), int(match[2])))
        elif strict:
            raise CorpusError(f"{name}:{number}: {_not_a_link(line)}")
    return found


def _not_a_link(line: str) -> str:
    """Why a line of an annotation file is not a link line."""
    if _UNENDED.match(line):
        return (f"`{line.strip()}` lacks the trailing `{LINK_END}`: a line is `PARENT MESSAGE {LINK_END}` (a half-typed "
                "or cut line? fix it by hand)")
    return f"not an annotation line: {line.strip()[:60]!r}"


def is_model_link(line: str) -> bool:
    """Whether a line is a model's link (`a b - model`, `annotate --review-fill`): no reader takes it for gold."""
    return _MODEL_LINK.match(line) is not None


def model_links(lines: Iterable[str]) -> list[AnnotationLine]:
    """The model's links (`a b - model`) among an annotation file's lines, in file order."""
    return [AnnotationLine(number, int(found[1]), int(found[2]))
            for number, found in enumerate(map(_MODEL_LINK.match, lines), 1) if found]


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
