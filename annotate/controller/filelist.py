"""The file list of a multi-file session: every log with its progress; choose one to open.

A mixin of `Controller`. `L` opens the list (saving every file's progress beside the to-do file, if there
is one); the parent-cursor and current-message keys move the selection, page keys a page, Home/End to the
ends, Enter (the accept key) opens the selected file, and any other key closes the list. Opening a file
is the same as stepping to it with `]`/`[`: the position in the file left is remembered.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from annotate.model.session import Session

logger = logging.getLogger(__name__)

LIST_STEPS = {"parent_up": -1, "message_up": -1, "parent_down": 1, "message_down": 1}
LIST_PAGES = {"page_up": -1, "page_down": 1}


class FileList:
    """File-list state and keys (see the module docstring)."""

    session: Session
    listing: bool
    list_selection: int
    page: int
    message: str

    if TYPE_CHECKING:  # the controller's member the list uses, for the type checker (controller.py)
        def _switch(self, step: int) -> None: ...

    def do_file_list(self) -> None:
        self.listing = not self.listing
        self.list_selection = self.session.index
        if self.listing:
            self.session.save_progress()

    def _list_key(self, action: str | None) -> bool:
        """A key while the file list is open: move the selection, open the file, or close. Always handled."""
        last = len(self.session.logs) - 1
        if action in LIST_STEPS:
            self.list_selection += LIST_STEPS[action]
        elif action in LIST_PAGES:
            self.list_selection += LIST_PAGES[action] * self.page
        elif action in ("first", "last"):
            self.list_selection = 0 if action == "first" else last
        else:
            self.listing = False
            if action == "accept" and self.list_selection != self.session.index:
                self._switch(self.list_selection - self.session.index)
        self.list_selection = min(max(self.list_selection, 0), last)
        return True
