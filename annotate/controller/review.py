"""Reviewing keys of the controller: differences between link sets, system lines self-linked in bulk, and
the addressee's messages as parents.

A part of the controller (`Review`, given the controller as its `place.Place`). `>` and `<` move the current
message to the next and previous message whose link sets differ (`model/differences.py`), wrapping round;
the rows of messages that differ are marked in browse mode. `*` self-links every system line of the span that has no link yet
(`model/bulk.py`), as one change `u` undoes exactly. `@` puts the parent cursor on the nearest earlier message
of a nick the current message mentions (`model/addressee.py`), also when the cursor is already there, and on
earlier ones when pressed again.
"""
from __future__ import annotations

import logging

from annotate.model.addressee import addressee_candidates
from annotate.model.bulk import system_self_links
from annotate.model.differences import differences

from .place import Place

logger = logging.getLogger(__name__)


class Review:
    """Difference jumps, the addressee's messages and bulk system self-links (see the module docstring)."""

    def __init__(self, place: Place) -> None:
        self.place = place
        self._addressed: tuple[int, int] | None = None  # (message, parent cursor) the last `@` left

    def _step_difference(self, step: int) -> None:
        place = self.place
        found = differences(place.doc)
        if not found:
            place.message = ("no differences: nothing to compare (needs --suggest, --model or --adjudicate)"
                             if not (place.doc.suggestions or place.doc.disagreements) else "no differences")
            return
        ahead = [m for m in found if m > place.current] if step > 0 else [m for m in found if m < place.current]
        wrapped = not ahead
        target = (ahead[0] if step > 0 else ahead[-1]) if ahead else (found[0] if step > 0 else found[-1])
        place.set_current(target)
        place.message = f"difference {found.index(target) + 1}/{len(found)}{' (wrapped round)' if wrapped else ''}"

    def do_next_difference(self) -> None:
        self._step_difference(1)

    def do_previous_difference(self) -> None:
        self._step_difference(-1)

    def do_addressee(self) -> None:
        """Parent cursor to the addressee's last message (also when the cursor is already on it); pressed
        again, with nothing moved in between, the one before."""
        place = self.place
        found = addressee_candidates(place.doc, place.current)
        if not found:
            place.message = "the message mentions no nick, and no earlier message mentions its author"
            return
        again = self._addressed == (place.current, place.target) and place.target in found
        target = found[(found.index(place.target) + 1) % len(found)] if again else found[0]
        stayed = target == place.target
        place.set_target(target)
        self._addressed = (place.current, target)
        where = " (already there)" if stayed else ""
        position = found.index(target)
        hint = ("; @ again: earlier" if position + 1 < len(found) else
                "; the earliest, @ again: the nearest" if position else "")
        place.message = f"on {target}{where}, by {place.doc.log.messages[target].nick}{hint}"

    def do_system_self_links(self) -> None:
        place = self.place
        change = system_self_links(place.doc)
        if change is None:
            place.message = "no unlinked system line (join, quit, nick change) in the annotated span"
            return
        place.apply_change(change, advance=place.current in change.messages)
        place.message = f"self-linked {len(change.edits)} system line(s) (u undoes)"
