"""The controller's one-line prompts: go to a line, type the parent's line number, search, flag a message.

A mixin of `Controller` (it uses the controller's place and movement helpers), split off so each file
holds one job. Search order: `/` looks at the messages before the current one, nearest first (the parent
is usually close), so nothing between the parent cursor and the current message is skipped; `n` goes on
from the parent cursor to earlier matches and wraps round to the nearest one again; `N` moves the current
message to the next later match. A search is a Python regular expression over `nick text` (`^alice`,
`wine|gimp`), case-insensitive; a bad pattern is a status-line message. The parent's line number may be typed short: `p 55` on message 1056 puts the
parent cursor on 1055, the nearest earlier line ending in those digits. Every prompt opens empty, except the flag prompt, which shows the
message's comment for editing; Enter on an empty search repeats the last one.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from annotate.model.document import Document

logger = logging.getLogger(__name__)

PROMPT_KEYS = {"escape": "cancel", "enter": "submit", "backspace": "erase", "ctrl+u": "erase_all"}
DEFAULT_FLAG = "unsure, revisit"  # the comment of a flag made with an empty prompt


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


class PromptActions:
    """Prompt-driven actions of the controller (see the module docstring)."""

    prompt: Prompt | None
    query: str
    pattern: re.Pattern[str]
    message: str
    current: int
    target: int

    if TYPE_CHECKING:  # the controller's members these actions use, for the type checker (controller.py)
        @property
        def doc(self) -> Document: ...
        def _editable(self) -> bool: ...
        def _set_current(self, message: int, target: int | None = None) -> None: ...
        def _set_target(self, target: int) -> None: ...
        def _jump(self, found: int | None, nothing: str) -> None: ...

    def _prompt_key(self, prompt: Prompt, key: str, character: str | None) -> bool:
        """A key while `prompt` (the open one) is shown: edit its text, submit or cancel it. Always handled."""
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
                self._search_from(self.current)

    def do_goto(self) -> None:
        self.prompt = Prompt("goto", "go to line: ")

    def do_parent_line(self) -> None:
        self.prompt = Prompt("parent", f"parent of {self.current} is line: ")

    def do_search(self) -> None:
        repeat = f" (Enter: {self.query})" if self.query else ""
        self.prompt = Prompt("search", f"search{repeat}: ")

    def do_flag(self) -> None:
        if self._editable():
            comment = self.doc.flags.get(self.current)
            self.prompt = Prompt("flag", f"flag {self.current} (Enter: {DEFAULT_FLAG!r}): ", comment or "")

    def _line_number(self, text: str) -> int | None:
        if not text.isdecimal():
            self.message = f"not a line number: {text!r}"
            return None
        return int(text)

    def _goto(self, text: str) -> None:
        line, doc = self._line_number(text), self.doc
        if line is None:
            return
        if not doc.in_range(line):
            self.message = f"line {line} is outside the annotated lines {doc.start}-{doc.end - 1}"
        self._set_current(line)

    def _parent_line(self, text: str) -> None:
        """Parent cursor to the nearest line at or before the current message whose number ends in the
        digits typed (`55` on 1056 is 1055; a full number is its own nearest; `0055` is line 55)."""
        if self._line_number(text) is None:
            return
        line = nearest_ending_in(text, self.current)
        if line is None:
            self.message = (f"no line at or before {self.current} ends in {text}: a parent must be at or "
                            f"before the current message")
            return
        self._set_target(line)
        self.message = f"parent cursor on {line}: Enter links to it, x adds it"

    def _compile(self, text: str) -> bool:
        """Make `text` the search (a Python regular expression, case-insensitive); a bad pattern keeps the last search and says why."""
        try:
            self.pattern = re.compile(text, re.IGNORECASE)
        except re.error as error:
            self.message = f"bad search pattern {text!r}: {error}"
            return False
        self.query = text
        return True

    def _search_from(self, below: int) -> None:
        """Parent cursor to the nearest match before `below`, wrapping round to the current message."""
        found = self.doc.search(self.pattern, below - 1, -1)
        if found is None:
            found = self.doc.search(self.pattern, self.current - 1, below - 1)
        if found is None:
            self.message = f"{self.query!r} not found before the current message (N searches down)"
            return
        if found >= below:
            self.message = f"search wrapped round to the current message: {found}"
        self._set_target(found)

    def do_search_back(self) -> None:
        if not self.query:
            self.message = "no search yet: press /"
            return
        self._search_from(self.target)

    def do_search_forward(self) -> None:
        if not self.query:
            self.message = "no search yet: press /"
            return
        found = self.doc.search(self.pattern, self.current + 1, self.doc.end)
        self._jump(found, f"{self.query!r} not found below the current message")

    def _set_flag(self, comment: str | None) -> None:
        if self.doc.flag(self.current, comment):
            self.message = f"flagged {self.current}: {comment}" if comment else f"flag of {self.current} removed"

    def do_unflag(self) -> None:
        if not self._editable():
            return
        if self.doc.flags.get(self.current) is None:
            self.message = f"{self.current} has no flag"
            return
        self._set_flag(None)

    def do_next_flag(self) -> None:
        flagged = sorted(self.doc.flags.messages())
        if not flagged:
            self.message = "no flagged messages (f flags one)"
            return
        found = next((m for m in flagged if m > self.current), flagged[0])
        self._set_current(found)
        self.message = f"flag {flagged.index(found) + 1}/{len(flagged)}: {self.doc.flags.get(found)}"
