"""What the screen shows, as controller state: help, the full-message reader, the conversation view.

A part of the controller (`ScreenModes`, given the controller as its `place.Place`). The help screen and the
reader take the whole screen and close on any key except the parent-cursor and page keys, which scroll them;
the conversation view lists only the current conversation's messages (plus the parent cursor); conversation
colours give every conversation on screen its own colour instead of colouring the current one only. Nothing
here changes the document.
"""
from __future__ import annotations

import logging

from .place import Place

logger = logging.getLogger(__name__)

READER_SCROLL = {"parent_up": -1, "parent_down": 1}
READER_PAGE = {"page_up": -1, "page_down": 1}


class ScreenModes:
    """Screen-mode state and the keys that toggle it (see the module docstring)."""

    def __init__(self, place: Place) -> None:
        self.place = place
        self.help = self.reading = self.conversation_only = self.conversation_colours = False
        self.reader_top = 0  # the first line of the help screen or reader shown

    @property
    def whole_screen(self) -> bool:
        """Whether help or the reader is open (every key goes to `key`)."""
        return self.help or self.reading

    def key(self, action: str | None) -> bool:
        """A key while help or the reader is open: scroll it, or close. Always handled."""
        if action in READER_SCROLL:
            self.reader_top = max(self.reader_top + READER_SCROLL[action], 0)
        elif action in READER_PAGE:
            self.reader_top = max(self.reader_top + READER_PAGE[action] * self.place.page, 0)
        else:
            self.help = self.reading = False
        return True

    def do_help(self) -> None:
        self.help, self.reader_top = not self.help, 0

    def do_read(self) -> None:
        self.reading, self.reader_top = True, 0

    def do_conversation_only(self) -> None:
        self.conversation_only = not self.conversation_only
        self.place.message = ("showing only the current conversation (v shows every line)" if self.conversation_only
                              else "showing every line")

    def do_conversation_colours(self) -> None:
        self.conversation_colours = not self.conversation_colours
        self.place.message = ("a colour per conversation" if self.conversation_colours
                              else "only the current conversation coloured")
