"""The terminal app: a thin Textual shell around the controller (what keys do) and the view (what is drawn).

One widget fills the terminal and draws whatever `view.screen.render_screen` returns for its current size, so a
resize simply redraws. Keys go to `Controller.handle`; model suggestions are computed in a worker thread
so a slow model never blocks typing. A search (which takes seconds on a 100 MB log) is first announced on the
status line and run once that is drawn; keys typed meanwhile follow it in order. Quitting by any route (q, Ctrl+Q, Ctrl+C) saves and writes the
position to the journal; being killed loses nothing the journal holds.
"""
from __future__ import annotations

import logging
from typing import Callable, Sequence

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.widget import Widget

from annotate.controller.controller import Controller
from annotate.model.document import Document
from annotate.model.suggest import Suggestion
from annotate.view.screen import render_screen

logger = logging.getLogger(__name__)


class ScreenView(Widget, can_focus=True):
    """The whole annotation screen."""

    DEFAULT_CSS = "ScreenView { width: 1fr; height: 1fr; }"

    def __init__(self, controller: Controller, file_switched: Callable[[], None]) -> None:
        super().__init__()
        self.controller = controller
        self.file_switched = file_switched  # called when a key has opened another file of the session
        self._waiting: list[tuple[str, str | None]] | None = None  # a search announced, and keys typed since

    def render(self) -> Text:
        rendered = render_screen(self.controller, self.size.width, self.size.height)
        self.controller.top = rendered.top
        self.controller.modes.reader_top = rendered.reader_top
        self.controller.page = max(rendered.rows - 1, 1)
        screen = Text("\n").join(rendered.lines)
        screen.no_wrap, screen.overflow = True, "crop"
        return screen

    def on_key(self, event: events.Key) -> None:
        if self._waiting is not None:  # a search is about to run: keys typed meanwhile follow it in order
            self._waiting.append((event.key, event.character))
        elif not self._press(event.key, event.character):
            return
        event.stop()
        event.prevent_default()

    def _press(self, key: str, character: str | None) -> bool:
        """Handle one key; a search is first announced on the screen, then run once that is drawn."""
        controller = self.controller
        if controller.runs_search(key, character):
            controller.message = controller.searching_note()
            self._waiting = [(key, character)]
            self.refresh()
            self.call_after_refresh(self._run_waiting)
            return True
        before = controller.session.index
        if not controller.handle(key, character):
            return False
        self.refresh()
        if controller.quit:
            self.app.exit()
        elif controller.session.index != before:
            self.file_switched()
        return True

    def _run_waiting(self) -> None:
        """Run the announced search, then the keys typed while it waited (another search waits again)."""
        waiting, self._waiting = self._waiting or [], None
        controller, before = self.controller, self.controller.session.index
        controller.handle(*waiting[0])
        self.refresh()
        if controller.session.index != before:
            self.file_switched()
        for position, (key, character) in enumerate(waiting[1:], 1):
            self._press(key, character)
            if self._waiting is not None:
                self._waiting.extend(waiting[position + 1:])
                return


class AnnotateApp(App):
    """`annotate LOGFILE...` in a terminal."""

    TITLE = "annotate"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.controller = controller
        self.screen_view = ScreenView(controller, self.request_suggestions)

    def compose(self) -> ComposeResult:
        yield self.screen_view

    def on_mount(self) -> None:
        self.screen_view.focus()
        self.request_suggestions()

    def on_resize(self, event: events.Resize) -> None:
        self.screen_view.refresh()

    def request_suggestions(self) -> None:
        """Compute suggestions for the current document in a thread, once per document."""
        session = self.controller.session
        if session.wants_suggestions():
            document = session.document
            opening = self.controller.message  # a resume's or the file's notice stays on the screen
            self.controller.message = "; ".join(filter(None, (opening, "computing suggestions…")))
            self.run_worker(lambda: self._suggest(document), thread=True, group="suggestions")

    def _suggest(self, document: Document) -> None:
        try:
            suggestions = self.controller.session.compute_suggestions(document)
        except Exception as error:  # a model that fails must not take the annotation down
            logger.exception("suggestions failed")
            self.call_from_thread(self._show, f"no suggestions: {error}")
            return
        self.call_from_thread(self._attach_suggestions, document, suggestions)

    def _attach_suggestions(self, document: Document, suggestions: Sequence[Suggestion]) -> None:
        self.controller.suggestions_ready(document, suggestions)
        self.screen_view.refresh()

    def _show(self, message: str) -> None:
        self.controller.message = message
        self.screen_view.refresh()

    async def action_quit(self) -> None:
        if not self.controller.quit:
            self.controller.handle("q", "q")
        self.exit()

    def on_unmount(self) -> None:
        self.controller.session.close()
