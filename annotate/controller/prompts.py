"""The controller's one-line prompts: go to a line, type the parent's line number, search, flag a message.

A part of the controller (`Prompts`, given the controller as its `place.Place`: the place and the moves it
uses), so each file holds one job. Search order: `/` looks at the messages before the current one, nearest first (the parent
is usually close), so nothing between the parent cursor and the current message is skipped; `n` goes on
from the parent cursor to earlier matches and wraps round to the nearest one again; `N` moves the current
message to the next later match. A search is a Python regular expression over `nick text` (`^alice`,
`wine|gimp`), case-insensitive; a bad pattern is a status-line message. The parent's line number may be typed short: `p 55` on message 1056 puts the
parent cursor on 1055, the nearest earlier line ending in those digits (`p 6` on 1016 is 1006, never the
message itself; a full number such as `p 1016` is that line). Every prompt opens empty, except the flag prompt, which shows the
message's comment for editing; Enter on an empty search repeats the last one. A search is followed by `watch`
(the app's: a progress figure, and Escape cancels it: the cursors stay where they were).
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from annotate.model.pages import SearchCancelled, Watch

from .place import Place

logger = logging.getLogger(__name__)

PROMPT_KEYS = {"escape": "cancel", "enter": "submit", "backspace": "erase", "ctrl+u": "erase_all"}
DEFAULT_FLAG = "unsure, revisit"  # the comment of a flag made with an empty prompt
CANCELLED = "search cancelled (Esc): nothing moved"


@dataclass
class Prompt:
    """A one-line question at the bottom of the screen (search text, line number, flag comment)."""

    kind: str
    label: str
    text: str = ""


def nearest_ending_in(digits: str, last: int) -> int | None:
    """The largest line number up to `last` whose number, zero-padded to len(digits), ends in `digits`."""
    modulus = 10 ** len(digits)
    line = last - (last - int(digits)) % modulus
    return line if line >= 0 else None


def parent_line(digits: str, current: int) -> int | None:
    """The line `p DIGITS` means on message `current`: a full number (as many digits as `current`'s, or more)
    is that line, `current` itself included; fewer digits are the last digits of an earlier line (`6` on 1016
    is 1006, never 1016 itself: a self-link is `s`)."""
    full = len(digits) >= len(str(current))
    return nearest_ending_in(digits, current if full else current - 1)


class Prompts:
    """The open prompt, the last search, and the prompt-driven actions (see the module docstring)."""

    def __init__(self, place: Place) -> None:
        self.place = place
        self.prompt: Prompt | None = None
        self.query = ""                    # the last search, as typed
        self.pattern = re.compile("")      # ... compiled
        self.watch: Watch | None = None    # follows a search and may cancel it (the app's, with Escape)

    def key(self, key: str, character: str | None) -> bool:
        """A key while a prompt is open: edit its text, submit or cancel it (False when none is open)."""
        prompt = self.prompt
        if prompt is None:
            return False
        action = PROMPT_KEYS.get(key)
        if action == "cancel":
            self.prompt = None
        elif action == "submit":
            self.prompt = None
            self._submit(prompt)
        elif action == "erase":
            prompt.text = prompt.text[:-1]
        elif action == "erase_all":
            prompt.text = ""
        elif character and character.isprintable():
            prompt.text += character
        return True

    def _submit(self, prompt: Prompt) -> None:
        text = prompt.text.strip()
        if prompt.kind == "goto":
            self._goto(text)
        elif prompt.kind == "parent":
            self._parent_line(text)
        elif prompt.kind == "flag":
            self._set_flag(prompt.text.strip() or DEFAULT_FLAG)
        elif text or self.query:
            if self._compile(prompt.text or self.query):
                self._search_from(self.place.current)

    def do_goto(self) -> None:
        self.prompt = Prompt("goto", "go to line: ")

    def do_parent_line(self) -> None:
        self.prompt = Prompt("parent", f"parent of {self.place.current} is line: ")

    def do_search(self) -> None:
        repeat = f" (Enter: {self.query})" if self.query else ""
        self.prompt = Prompt("search", f"search{repeat}: ")

    def do_flag(self) -> None:
        place = self.place
        if place.editable():
            comment = place.doc.flags.get(place.current)
            self.prompt = Prompt("flag", f"flag {place.current} (Enter: {DEFAULT_FLAG!r}): ", comment or "")

    def _line_number(self, text: str) -> int | None:
        if not text.isdecimal():
            self.place.message = f"not a line number: {text!r}"
            return None
        return int(text)

    def _goto(self, text: str) -> None:
        line, doc = self._line_number(text), self.place.doc
        if line is None:
            return
        if not doc.in_range(line):
            self.place.message = f"line {line} is outside the annotated lines {doc.start}-{doc.end - 1}"
        self.place.set_current(line)

    def _parent_line(self, text: str) -> None:
        """Parent cursor to the nearest line before the current message whose number ends in the digits typed
        (`55` on 1056 is 1055, `6` on 1016 is 1006; a full number is its own nearest; `0055` is line 55)."""
        if self._line_number(text) is None:
            return
        place = self.place
        line = parent_line(text, place.current)
        if line is None:
            place.message = (f"no line at or before {place.current} ends in {text}: a parent must be at or "
                             f"before the current message")
            return
        place.set_target(line)
        place.message = f"parent cursor on {line}: Enter links to it, x adds it"

    def _compile(self, text: str) -> bool:
        """Make `text` the search (a Python regular expression, case-insensitive); a bad pattern keeps the last
        search and says why."""
        try:
            self.pattern = re.compile(text, re.IGNORECASE)
        except re.error as error:
            self.place.message = f"bad search pattern {text!r}: {error}"
            return False
        self.query = text
        return True

    def _search_from(self, below: int) -> None:
        """Parent cursor to the nearest match before `below`, wrapping round to the current message."""
        place = self.place
        try:
            found = place.doc.search(self.pattern, below - 1, -1, self.watch)
            if found is None:
                found = place.doc.search(self.pattern, place.current - 1, below - 1, self.watch)
        except SearchCancelled:
            place.message = CANCELLED
            return
        if found is None:
            place.message = f"{self.query!r} not found before the current message (N searches down)"
            return
        if found >= below:
            place.message = f"search wrapped round to the current message: {found}"
        place.set_target(found)

    def do_search_back(self) -> None:
        if not self.query:
            self.place.message = "no search yet: press /"
            return
        self._search_from(self.place.target)

    def do_search_forward(self) -> None:
        if not self.query:
            self.place.message = "no search yet: press /"
            return
        place = self.place
        try:
            found = place.doc.search(self.pattern, place.current + 1, place.doc.end, self.watch)
        except SearchCancelled:
            place.message = CANCELLED
            return
        place.jump(found, f"{self.query!r} not found below the current message")

    def _set_flag(self, comment: str | None) -> None:
        place = self.place
        if place.doc.flag(place.current, comment):
            place.message = f"flagged {place.current}: {comment}" if comment else f"flag of {place.current} removed"

    def do_unflag(self) -> None:
        place = self.place
        if not place.editable():
            return
        if place.doc.flags.get(place.current) is None:
            place.message = f"{place.current} has no flag"
            return
        self._set_flag(None)

    def do_next_flag(self) -> None:
        place = self.place
        flagged = sorted(place.doc.flags.messages())
        if not flagged:
            place.message = "no flagged messages (f flags one)"
            return
        found = next((m for m in flagged if m > place.current), flagged[0])
        place.set_current(found)
        place.message = f"flag {flagged.index(found) + 1}/{len(flagged)}: {place.doc.flags.get(found)}"
