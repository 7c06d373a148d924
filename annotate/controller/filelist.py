"""The file list of a multi-file session: every log with its progress; choose one to open.

A part of the controller (`FileList`, given the controller as its `place.Place`). `L` opens the list (saving
every file's progress beside the to-do file, if there is one); the parent-cursor and current-message keys
move the selection, page keys a page, Home/End to the ends, Enter (the accept key) opens the selected file,
and any other key closes the list. Opening a file is the same as stepping to it with `]`/`[`: the position
in the file left is remembered.
"""
from __future__ import annotations

import logging

from .place import Place

logger = logging.getLogger(__name__)

LIST_STEPS = {"parent_up": -1, "message_up": -1, "parent_down": 1, "message_down": 1}
LIST_PAGES = {"page_up": -1, "page_down": 1}


class FileList:
    """File-list state and keys (see the module docstring)."""

    def __init__(self, place: Place) -> None:
        self.place = place
        self.listing = False
        self.selection = 0  # the file the list's highlight is on

    def do_file_list(self) -> None:
        session = self.place.session
        self.listing = not self.listing
        self.selection = session.index
        if self.listing:
            session.save_progress()

    def key(self, action: str | None) -> bool:
        """A key while the file list is open: move the selection, open the file, or close. Always handled."""
        session = self.place.session
        last = len(session.logs) - 1
        if action in LIST_STEPS:
            self.selection += LIST_STEPS[action]
        elif action in LIST_PAGES:
            self.selection += LIST_PAGES[action] * self.place.page
        elif action in ("first", "last"):
            self.selection = 0 if action == "first" else last
        else:
            self.listing = False
            if action == "accept" and self.selection != session.index:
                self.place.switch_file(self.selection - session.index)
        self.selection = min(max(self.selection, 0), last)
        return True
