"""The annotated files `disentangle adapt` learns from: each annotation file, the log beside it, its parents.

A user adapting the model to a new community brings annotation files in the corpus format (`a b -`, the
larger number the message) that may cover only a range of their log's lines (e.g. lines 1000-1199 after
1000 lines of context). The log is found beside the annotation file as `FILE.raw.txt` or, failing that,
`FILE.ascii.txt`, as in the corpus. Everything is checked before any training: no files, a log missing, a
link past the end of its log, a file with no links or a name given twice are each an `AdaptError` (one line,
exit 2 in the command).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from disentangle.checks import regular_file_problem
from disentangle.corpus.samples import gold_parents
from disentangle.errors import DisentangleError
from disentangle.logs.files import load_log
from disentangle.logs.formats import AUTO, LogFormat
from disentangle.logs.records import Log

ANNOTATION_SUFFIX = ".annotation.txt"
LOG_SUFFIXES = (".raw.txt", ".ascii.txt")   # the log beside an annotation file, in the order looked for


class AdaptError(DisentangleError):
    """Annotated files that cannot be adapted on: missing, unreadable, out of range, too few."""


@dataclass(frozen=True)
class AdaptFile:
    """One annotated file: its name (the annotation file's name without the suffix), both paths, the log
    read, and message -> its annotated parents (line numbers from 0, as in the corpus)."""

    name: str
    annotation: Path
    log_path: Path
    log: Log
    parents: dict[int, list[int]]

    @property
    def messages(self) -> int:
        """How many messages are annotated."""
        return len(self.parents)


def stem(annotation: str | os.PathLike) -> str:
    """The file's name without `.annotation.txt` (or without its last suffix, for any other name)."""
    name = Path(annotation).name
    return name[: -len(ANNOTATION_SUFFIX)] if name.endswith(ANNOTATION_SUFFIX) else Path(name).stem


def log_beside(annotation: str | os.PathLike) -> Path:
    """The log of an annotation file: `FILE.raw.txt`, else `FILE.ascii.txt`, in its directory."""
    path = Path(annotation)
    for suffix in LOG_SUFFIXES:
        candidate = path.with_name(stem(path) + suffix)
        if candidate.is_file():
            return candidate
    expected = " or ".join(stem(path) + suffix for suffix in LOG_SUFFIXES)
    raise AdaptError(f"{path}: no log beside it (expected {expected} in {path.parent})")


def read_adapt_file(annotation: str | os.PathLike, log_format: LogFormat | str = AUTO) -> AdaptFile:
    """One annotated file with its log (read in `log_format`, detected by default), checked: readable, a log
    of a known format, at least one link, every line within the log."""
    path = Path(annotation)
    problem = regular_file_problem(path)
    if problem:
        raise AdaptError(f"{path}: {problem}")
    log_path = log_beside(path)
    parents = gold_parents(path)
    if not parents:
        raise AdaptError(f"{path}: no links (expected lines `PARENT MESSAGE -`)")
    log = load_log(log_path, log_format, name=stem(path))
    last = max(parents)
    if last >= len(log):
        raise AdaptError(f"{path}: message {last} is past the end of {log_path.name} "
                         f"({len(log)} lines, numbered from 0)")
    return AdaptFile(stem(path), path, log_path, log, parents)


def read_adapt_files(annotations: Sequence[str | os.PathLike], min_messages: int,
                     log_format: LogFormat | str = AUTO) -> list[AdaptFile]:
    """Every annotated file, checked; at least one, names distinct, `min_messages` annotated in all."""
    if not annotations:
        raise AdaptError("no annotation files given")
    files = [read_adapt_file(path, log_format) for path in annotations]
    names = [f.name for f in files]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise AdaptError(f"{twice[0]}: given twice (annotation files must have distinct names)")
    total = sum(f.messages for f in files)
    if total < min_messages:
        raise AdaptError(f"{total} annotated messages: adapting needs at least {min_messages} "
                         "(cross-validation holds some out)")
    return files
