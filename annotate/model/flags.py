"""Flags: an annotator's comment on a message ("unsure, revisit"), kept in a side file beside the annotation.

The side file `NAME.annotation.txt.flags` holds one `MESSAGE<TAB>COMMENT` line per flagged message,
sorted, written atomically like the annotation file; the annotation file itself stays in the corpus
format. A flag change is a `Change` like a link change (undone with `u`, journaled with the digest of the
resulting flags), and the journal's `open` record holds a snapshot, so a killed session restores its
flags the way it restores its links: the journal wins when the file is behind it, a file edited by hand
wins otherwise.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path

from disentangle.atomic import atomic_write_text

from .files import AnnotationError, digest, read_side_text

logger = logging.getLogger(__name__)

FLAGS_SUFFIX = ".flags"
SEPARATOR = "\t"
MAX_COMMENT_CHARS = 500


def flags_path_for(annotation_path: str | os.PathLike) -> Path:
    path = Path(annotation_path)
    return path.with_name(path.name + FLAGS_SUFFIX)


def clean_comment(comment: str) -> str:
    """One line of text: tabs, newlines and other control characters become spaces."""
    return "".join(c if c.isprintable() else " " for c in comment).strip()[:MAX_COMMENT_CHARS]


def serialize_flags(flags: dict[int, str]) -> str:
    return "".join(f"{message}{SEPARATOR}{flags[message]}\n" for message in sorted(flags))


def read_flags(path: str | os.PathLike, lines: int) -> dict[int, str]:
    """The flags of a side file (none when it does not exist); raises `AnnotationError` when malformed."""
    path = Path(path)
    text = read_side_text(path, str(path))
    if text is None:
        return {}
    flags = {}
    for number, line in enumerate(text.splitlines(), 1):
        message, _, comment = line.partition(SEPARATOR)
        if not line.strip():
            continue
        if not message.strip().isdecimal() or int(message) >= lines:
            raise AnnotationError(f"{path}:{number}: not a flag line of this log: {line[:60]!r}")
        flags[int(message)] = clean_comment(comment)
    return flags


class Flags:
    """The flags of one document and their side file."""

    def __init__(self, path: Path, flags: dict[int, str], saved: bool) -> None:
        self.path = path
        self._flags = dict(flags)
        self.saved_state = self.state if saved else None

    def get(self, message: int) -> str | None:
        return self._flags.get(message)

    def messages(self) -> list[int]:
        return sorted(self._flags)

    def snapshot(self) -> dict[int, str]:
        return dict(self._flags)

    def set(self, message: int, comment: str | None) -> bool:
        """Flag `message` with `comment` (None: remove the flag); False when nothing changed."""
        before = self._flags.get(message)
        if comment is None:
            self._flags.pop(message, None)
        else:
            self._flags[message] = clean_comment(comment)
        return self._flags.get(message) != before

    def text(self) -> str:
        return serialize_flags(self._flags)

    @property
    def state(self) -> str:
        return digest(self.text())

    @property
    def dirty(self) -> bool:
        return self.state != self.saved_state and not (self.saved_state is None and not self._flags)

    def save(self) -> None:
        """Write the side file atomically (raises OSError); with no flags and no file, nothing is written."""
        if not self._flags and not self.path.exists():
            self.saved_state = self.state
            return
        atomic_write_text(self.path, self.text())
        self.saved_state = self.state


def reconcile_flags(file_flags: dict[int, str], journal_flags: dict[int, str] | None,
                    states: list[str]) -> tuple[dict[int, str], str | None]:
    """The flags to use: the journal's when the file is one of the states it passed through, else the file's."""
    if journal_flags is None or not states:
        return file_flags, None
    file_state = digest(serialize_flags(file_flags))
    if states[-1] == file_state:
        return journal_flags, None
    if file_state in states:
        return journal_flags, "restored unsaved flag(s) from the journal"
    return file_flags, None
