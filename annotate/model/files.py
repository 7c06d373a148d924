"""Annotation files on disk: where they go, their text, and writing them without ever leaving half a file.

An annotation file holds one `parent message -` line per reply-to link, exactly the corpus format
(reference section 2): the smaller number is the parent, `m m -` starts a conversation. Files are written
sorted by message, then parent, so the same links always give the same bytes. Reading takes the corpus
reader's lines (the annotator files' leading `:` too) but refuses, with its line number, a line written
backwards (`1060 1059 -`): the corpus reader would silently flip it, and the annotator may have meant
another line (a line without the trailing `-`, `1059 1060`, the corpus reader refuses itself). Writes go to a temporary file in
the same directory, are flushed to disk, then renamed over the target (`os.replace`), so a crash leaves
either the old file or the new one. The model's links a `--review-fill` wrote (`PARENT MESSAGE - model`) are read
apart (`read_model_links`), never as links. This module knows nothing of the screen.
"""
from __future__ import annotations

import hashlib
import logging
import os
from pathlib import Path
from typing import Mapping

from disentangle.atomic import atomic_write_text
from disentangle.corpus.samples import CorpusError, group_parents, model_links, parse_annotation

logger = logging.getLogger(__name__)

ANNOTATION_SUFFIX = ".annotation.txt"
ADJUDICATED_SUFFIX = ".adjudicated.annotation.txt"
JOURNAL_SUFFIX = ".journal"
LOG_SUFFIXES = (".raw.txt", ".ascii.txt", ".txt", ".log")
DIGEST_CHARS = 16

Parents = Mapping[int, tuple[int, ...]]


class AnnotationError(Exception):
    """An annotation file that cannot be used: unreadable, malformed, or pointing outside its log."""


def log_stem(log_path: str | os.PathLike) -> Path:
    """The log path without its log suffix: `dir/2004-11-15_03.raw.txt` -> `dir/2004-11-15_03`."""
    path = Path(log_path)
    for suffix in LOG_SUFFIXES:
        if path.name.endswith(suffix) and len(path.name) > len(suffix):
            return path.with_name(path.name[: -len(suffix)])
    return path


def annotation_path_for(log_path: str | os.PathLike, adjudicated: bool = False) -> Path:
    """Default output beside the log: `NAME.annotation.txt` (or `NAME.adjudicated.annotation.txt`)."""
    stem = log_stem(log_path)
    return stem.with_name(stem.name + (ADJUDICATED_SUFFIX if adjudicated else ANNOTATION_SUFFIX))


def annotator_name(path: str | os.PathLike) -> str:
    """Who made an annotation file: `NAME.annotation.WHO.txt` -> WHO, otherwise its directory's name."""
    name = Path(path).name
    marker = ANNOTATION_SUFFIX[: -len(".txt")] + "."
    if marker in name and name.endswith(".txt"):
        who = name[name.index(marker) + len(marker): -len(".txt")]
        if who:
            return who
    return Path(path).resolve().parent.name or name


def journal_path_for(annotation_path: str | os.PathLike) -> Path:
    """The append-only journal kept beside an annotation file."""
    path = Path(annotation_path)
    return path.with_name(path.name + JOURNAL_SUFFIX)


def serialize(parents: Parents) -> str:
    """The file text for `parents` (message -> its parents): sorted `parent message -` lines."""
    lines = [f"{parent} {message} -\n"
             for message in sorted(parents) for parent in sorted(set(parents[message]))]
    return "".join(lines)


def digest(text: str) -> str:
    """A short fingerprint of an annotation text, used to match the file against journal states."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_CHARS]


def read_side_text(path: Path, named: str) -> str | None:
    """The text of a file beside a log (None when it does not exist; undecodable bytes replaced); an
    `AnnotationError` saying `cannot read NAMED` when it cannot be read."""
    if not path.exists():
        return None
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        raise AnnotationError(f"cannot read {named}: {error.strerror or error}") from error


def read_annotation(path: str | os.PathLike, log_lines: int | None = None) -> dict[int, tuple[int, ...]]:
    """Read an annotation file (missing file: no links). Links past the end of the log, and lines written
    backwards, are an `AnnotationError` naming the file (and line)."""
    path = Path(path)
    whole = read_side_text(path, f"annotation {str(path)!r}")
    if whole is None:
        return {}
    text = whole.splitlines()
    try:
        lines = parse_annotation(text, str(path))
    except CorpusError as error:
        raise AnnotationError(str(error)) from error
    backwards = next((line for line in lines if line.first > line.second), None)
    if backwards is not None:
        raise AnnotationError(f"{path}:{backwards.number}: `{backwards.first} {backwards.second} -` is backwards: "
                              f"a line is `PARENT MESSAGE -`, the parent first (fix it by hand)")
    parents = group_parents((line.message, line.parent) for line in lines)
    if log_lines is not None and parents and max(parents) >= log_lines:
        raise AnnotationError(f"{path}: links message {max(parents)} but the log has only "
                              f"{log_lines} lines; is this the annotation of another log?")
    return parents


def read_model_links(path: str | os.PathLike, log_lines: int) -> dict[int, tuple[int, ...]]:
    """The model's links a `--review-fill` left in an annotation file (message -> parents; missing file: none),
    those a log of `log_lines` lines can hold (parent not after its message)."""
    path = Path(path)
    text = read_side_text(path, f"annotation {str(path)!r}")
    if text is None:
        return {}
    pairs = ((line.second, line.first) for line in model_links(text.splitlines()))
    return group_parents((message, parent) for message, parent in pairs if parent <= message < log_lines)


def atomic_write(path: str | os.PathLike, text: str) -> None:
    """Write `text` to `path` atomically (temporary file in the same directory, fsync, rename)."""
    atomic_write_text(path, text)
