"""What the controller's parts may use of it: the annotator's place and the moves every part needs.

The controller is composed of parts that each own one group of keys (`linking.py`, `prompts.py`, `review.py`,
`filelist.py`, `modes.py`); each is given the controller as a `Place`, this protocol, so a part names exactly
what it reads and calls, and a test can drive a part with any object that has these members.
"""
from __future__ import annotations

from typing import Protocol

from annotate.model.document import Document
from annotate.model.history import Change
from annotate.model.session import Session


class Place(Protocol):
    """The current message, the parent cursor and the feedback line, with the moves that keep them valid."""

    current: int      # the current message
    target: int       # the parent cursor
    message: str      # the last action's feedback, for the status line
    page: int         # rows per page, as last drawn

    @property
    def doc(self) -> Document: ...

    @property
    def session(self) -> Session: ...

    def set_current(self, message: int, target: int | None = None) -> None:
        """Move the current message (kept in the span) and the parent cursor (its default when None)."""
        ...

    def set_target(self, target: int) -> None:
        """Move the parent cursor (kept at or before the current message)."""
        ...

    def editable(self) -> bool:
        """Whether the current message can be annotated (else says why)."""
        ...

    def jump(self, found: int | None, nothing: str) -> None:
        """Current message to `found`, or say `nothing` when None."""
        ...

    def apply_change(self, change: Change | None, advance: bool = False) -> None:
        """Describe a document change (None: nothing happened) and go on when `advance`."""
        ...

    def enter_choice(self) -> tuple[int, ...] | None:
        """The parents Enter writes for the current message (None: it keeps the links)."""
        ...

    def advance(self) -> None:
        """Go on to the next message needing attention, in the chosen order."""
        ...

    def switch_file(self, step: int) -> None:
        """Open the log `step` files on (the position in the one left is remembered)."""
        ...
