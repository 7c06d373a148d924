"""The disagreements file: every message where annotators' links differ, which `annotate --adjudicate` opens.

`annotate agree FILES --disagreements OUT` writes it; `annotate LOG... --adjudicate OUT` reads it back and
adjudicates each log against the annotators' files it names for the log's sample. Tab-separated text:

    # annotate disagreements: open with `annotate LOG --adjudicate THIS_FILE`
    files<TAB>SAMPLE<TAB>WHO=PATH<TAB>WHO=PATH        one line per sample (paths relative to this file)
    SAMPLE<TAB>MESSAGE<TAB>WHO=PARENTS<TAB>...        one line per message the annotators link differently

PARENTS are line numbers separated by spaces, `-` for no link. The message lines are for reading (and for
tools); adjudication recomputes the disagreements from the annotators' files, so both always agree.
"""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from .files import AnnotationError, atomic_write

logger = logging.getLogger(__name__)

HEADER = "# annotate disagreements"
FILES_TAG = "files"
NO_LINK = "-"


@dataclass(frozen=True)
class SampleDisagreements:
    """One sample: its annotators' files and each message they link differently (message -> who -> parents)."""

    sample: str
    files: Mapping[str, Path]
    messages: Mapping[int, Mapping[str, tuple[int, ...]]]


def _parents(found: tuple[int, ...]) -> str:
    return " ".join(map(str, found)) or NO_LINK


def format_disagreements(samples: Sequence[SampleDisagreements], directory: Path) -> str:
    """The file's text; annotators' paths relative to `directory` (where the file is written)."""
    lines = [f"{HEADER}: open with `annotate LOG --adjudicate THIS_FILE`"]
    for sample in samples:
        paths = (f"{who}={os.path.relpath(path.resolve(), directory.resolve())}" for who, path in sample.files.items())
        lines.append("\t".join((FILES_TAG, sample.sample, *paths)))
    for sample in samples:
        for message, choices in sorted(sample.messages.items()):
            lines.append("\t".join((sample.sample, str(message),
                                    *(f"{who}={_parents(found)}" for who, found in choices.items()))))
    return "\n".join(lines) + "\n"


def write_disagreements(path: str | os.PathLike, samples: Sequence[SampleDisagreements]) -> int:
    """Write the file atomically; returns how many messages it lists."""
    path = Path(path)
    atomic_write(path, format_disagreements(samples, path.parent))
    return sum(len(sample.messages) for sample in samples)


def is_disagreements_file(path: str | os.PathLike) -> bool:
    """Whether `path` starts like a disagreements file."""
    try:
        with open(path, encoding="utf-8", errors="replace") as stream:
            return stream.readline().startswith(HEADER)
    except OSError:
        return False


def annotator_files(path: str | os.PathLike, sample: str) -> dict[str, Path]:
    """who -> annotation file for `sample`, from a disagreements file (raises AnnotationError)."""
    path = Path(path)
    samples: dict[str, dict[str, Path]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        fields = line.split("\t")
        if fields[0] != FILES_TAG:
            continue
        if len(fields) < 3 or not all("=" in field for field in fields[2:]):
            raise AnnotationError(f"{path}:{number}: expected files<TAB>SAMPLE<TAB>WHO=PATH...")
        samples[fields[1]] = {who: path.parent / name for who, name in (f.split("=", 1) for f in fields[2:])}
    if sample not in samples:
        raise AnnotationError(f"{path} names no annotators for sample {sample!r} "
                              f"(samples: {', '.join(sorted(samples)) or 'none'})")
    return samples[sample]
