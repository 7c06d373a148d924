"""The linking keys of the controller: Enter, link, self-link, extra parents, unlink, clear, sure suggestions
accepted in bulk, undo and redo.

A part of the controller (`Linking`, given the controller as its `place.Place`). What Enter writes is the
controller's `enter_choice` (the screen shows it too); after a link the annotator goes on to the next
message needing attention (`Place.advance`), after an extra parent, an unlink or a clear stays. Undo and
redo move the current message to what they changed when that is one message of the span.
"""
from __future__ import annotations

import logging

from annotate.model.history import Change

from .place import Place

logger = logging.getLogger(__name__)

KIND_EXTRA_NEXT = "extra-next"  # a change adding a parent, after which the annotator went on


class Linking:
    """The keys that change links (see the module docstring)."""

    def __init__(self, place: Place, accept_threshold: float) -> None:
        self.place = place
        self.accept_threshold = accept_threshold  # the confidence `A` accepts suggestions from

    def do_accept(self) -> None:
        """Write `enter_choice` and go on."""
        place = self.place
        if not place.editable():
            return
        doc, message = place.doc, place.current
        choice, suggestion = place.enter_choice(), doc.suggestion(message)
        if choice is None:
            place.message = f"kept the links of {message}"
            place.advance()
        elif suggestion is not None and choice == tuple(sorted(suggestion.parents)):
            place.apply_change(doc.accept(message), advance=True)
        else:
            place.apply_change(doc.set_parents(message, choice, "self" if choice == (message,) else "link"),
                               advance=True)

    def do_choose(self, choice: int) -> None:
        place = self.place
        if place.editable():
            change = place.doc.accept(place.current, choice)
            if change is None:
                place.message = f"no suggestion {choice + 1} for this message"
            place.apply_change(change, advance=True)

    def do_link(self) -> None:
        place = self.place
        if place.editable():
            place.apply_change(place.doc.link(place.current, place.target), advance=True)

    def do_self_link(self) -> None:
        place = self.place
        if place.editable():
            place.apply_change(place.doc.link(place.current, place.current), advance=True)

    def do_add_parent(self) -> None:
        place = self.place
        if place.editable():
            place.apply_change(place.doc.add_parent(place.current, place.target))

    def do_add_parent_next(self) -> None:
        """The last of several parents: add it and go on (`x` for the others)."""
        place = self.place
        if place.editable():
            parents = place.doc.parents(place.current) + (place.target,)
            place.apply_change(place.doc.set_parents(place.current, parents, KIND_EXTRA_NEXT), advance=True)

    def do_unlink(self) -> None:
        place = self.place
        if not place.editable():
            return
        if place.target not in place.doc.parents(place.current):
            place.message = "the parent cursor is not on a parent (D removes every link)"
            return
        place.apply_change(place.doc.remove_parent(place.current, place.target))

    def do_clear(self) -> None:
        place = self.place
        if place.editable():
            place.apply_change(place.doc.clear(place.current))

    def do_accept_confident(self) -> None:
        place = self.place
        change = place.doc.accept_confident(self.accept_threshold)
        if change is None:
            place.message = f"no unannotated message has a suggestion at least {self.accept_threshold:.0%} sure"
        place.apply_change(change)

    def _history(self, change: Change | None, verb: str) -> None:
        place = self.place
        if change is None:
            place.message = f"nothing to {verb}"
            return
        place.message = f"{verb}: {change.describe()}"
        touched = [edit.message for edit in change.edits] + [flag.message for flag in change.flags]
        if len(touched) == 1 and place.doc.in_range(touched[0]):
            place.set_current(touched[0])

    def do_undo(self) -> None:
        self._history(self.place.doc.undo(), "undo")

    def do_redo(self) -> None:
        self._history(self.place.doc.redo(), "redo")
