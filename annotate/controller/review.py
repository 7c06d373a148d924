"""Reviewing keys of the controller: differences between link sets, system lines self-linked in bulk, and
the addressee's messages as parents.

A mixin of `Controller`. `>` and `<` move the current message to the next and previous message whose link sets differ (`model/differences.py`), wrapping round; the rows of messages
that differ are marked in browse mode. `*` self-links every system line of the span that has no link yet
(`bulk.py`), as one change `u` undoes exactly. `@` puts the parent cursor on the nearest earlier message
of a nick the current message mentions (`addressee.py`), and on earlier ones when pressed again.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from annotate.model.addressee import addressee_candidates
from annotate.model.bulk import system_self_links
from annotate.model.differences import differences
from annotate.model.document import Document

if TYPE_CHECKING:
    from annotate.model.history import Change

logger = logging.getLogger(__name__)


class ReviewActions:
    """Difference jumps and bulk system self-links (see the module docstring)."""

    current: int
    target: int
    message: str

    if TYPE_CHECKING:  # the controller's members these actions use, for the type checker (controller.py)
        @property
        def doc(self) -> Document: ...
        def _set_current(self, message: int, target: int | None = None) -> None: ...
        def _set_target(self, target: int) -> None: ...
        def _change(self, change: Change | None, advance: bool = False) -> None: ...

    def _step_difference(self, step: int) -> None:
        found = differences(self.doc)
        if not found:
            self.message = ("no differences: nothing to compare (needs --suggest, --model or --adjudicate)"
                            if not (self.doc.suggestions or self.doc.disagreements) else "no differences")
            return
        ahead = [m for m in found if m > self.current] if step > 0 else [m for m in found if m < self.current]
        wrapped = not ahead
        target = (ahead[0] if step > 0 else ahead[-1]) if ahead else (found[0] if step > 0 else found[-1])
        self._set_current(target)
        self.message = f"difference {found.index(target) + 1}/{len(found)}{' (wrapped round)' if wrapped else ''}"

    def do_next_difference(self) -> None:
        self._step_difference(1)

    def do_previous_difference(self) -> None:
        self._step_difference(-1)

    def do_addressee(self) -> None:
        """Parent cursor to the nearest earlier message of a nick the message mentions; again: the next one."""
        found = addressee_candidates(self.doc, self.current)
        if not found:
            self.message = "the message mentions no nick, and no earlier message mentions its author"
            return
        position = found.index(self.target) + 1 if self.target in found else 0
        target = found[position % len(found)]
        self._set_target(target)
        self.message = f"parent cursor on {target}, by {self.doc.log.messages[target].nick} (@ again: earlier)"

    def do_system_self_links(self) -> None:
        change = system_self_links(self.doc)
        if change is None:
            self.message = "no unlinked system line (join, quit, nick change) in the annotated span"
            return
        self._change(change, advance=self.current in change.messages)
        self.message = f"self-linked {len(change.edits)} system line(s) (u undoes)"
