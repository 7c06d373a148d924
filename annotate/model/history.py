"""Undo history of an annotation: every change as the parents (or flags) of some messages before and after.

A `Change` is a group of `Edit`s (one per message touched) and `FlagEdit`s (a message's flag comment)
made by one keystroke; undoing applies its inverse, redoing applies it again. Changes are plain frozen
records, so the same objects are replayed from the journal, shown in the status line, and pushed on the
two stacks of a `History`.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Edit:
    """The parents of one message before and after a change (an empty tuple: no link)."""

    message: int
    before: tuple[int, ...]
    after: tuple[int, ...]

    def inverse(self) -> "Edit":
        return Edit(self.message, self.after, self.before)


@dataclass(frozen=True)
class FlagEdit:
    """The flag comment of one message before and after a change (None: not flagged)."""

    message: int
    before: str | None
    after: str | None

    def inverse(self) -> "FlagEdit":
        return FlagEdit(self.message, self.after, self.before)


@dataclass(frozen=True)
class Change:
    """What one action did: its kind (`link`, `self`, `extra`, `unlink`, `clear`, `accept`, `flag`, ...),
    its link edits and its flag edits."""

    kind: str
    edits: tuple[Edit, ...]
    flags: tuple[FlagEdit, ...] = ()

    def inverse(self) -> "Change":
        return Change(self.kind, tuple(edit.inverse() for edit in reversed(self.edits)),
                      tuple(flag.inverse() for flag in reversed(self.flags)))

    @property
    def messages(self) -> tuple[int, ...]:
        return tuple(edit.message for edit in self.edits)

    def describe(self) -> str:
        """A short human description, e.g. `link 1042` or `accept 37 messages`."""
        if len(self.edits) == 1:
            return f"{self.kind} {self.edits[0].message}"
        if not self.edits and len(self.flags) == 1:
            return f"{self.kind} {self.flags[0].message}"
        return f"{self.kind} {len(self.edits)} messages"


class History:
    """Two stacks: changes that can be undone and changes that can be redone."""

    def __init__(self) -> None:
        self.done: list[Change] = []
        self.undone: list[Change] = []

    def record(self, change: Change) -> None:
        """A new change: it can be undone, and nothing undone before can be redone any more."""
        self.done.append(change)
        self.undone.clear()

    def undo(self) -> Change | None:
        """The change to revert (moved to the redo stack), or None when there is nothing to undo."""
        if not self.done:
            return None
        change = self.done.pop()
        self.undone.append(change)
        return change

    def redo(self) -> Change | None:
        """The change to apply again (moved back to the undo stack), or None."""
        if not self.undone:
            return None
        change = self.undone.pop()
        self.done.append(change)
        return change

    def clear(self) -> None:
        self.done.clear()
        self.undone.clear()

    def touched(self) -> set[int]:
        """Messages changed (or confirmed unchanged) by a change that is currently applied."""
        return {message for change in self.done for message in change.messages}
