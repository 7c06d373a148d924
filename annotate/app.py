"""The terminal app: a thin Textual shell around the controller (what keys do) and the view (what is drawn).

One widget fills the terminal and draws whatever `view.screen.render_screen` returns for its current size, so a
resize simply redraws. Keys go to `Controller.handle`; model suggestions are computed in a worker thread
so a slow model never blocks typing. A search (which takes seconds on a 100 MB log) is first announced on the
status line and run in a worker thread once that is drawn: the status line shows how far it got, Escape
cancels it, other keys typed meanwhile follow it in order. Quitting by any route (q, Ctrl+Q, Ctrl+C) saves and writes the
position to the journal; being killed loses nothing the journal holds.
"""
from __future__ import annotations

import logging
import threading
import time
from typing import Callable, Sequence

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.widget import Widget

from annotate.controller.controller import Controller
from annotate.model.document import Document
from annotate.model.pages import SearchCancelled
from annotate.model.suggest import Suggestion
from annotate.view.screen import render_screen

logger = logging.getLogger(__name__)

SEARCH_GROUP = "search"
CANCEL_KEY = "escape"    # stops a search that runs
PROGRESS_SECONDS = 0.25  # how often a running search shows how far it got


class SearchWatch:
    """Follows a search running in a worker thread: shows its progress now and then, and stops it (raises
    `SearchCancelled`) once `cancel` is set (Escape)."""

    def __init__(self, cancel: threading.Event, show: Callable[[int], None]) -> None:
        self.cancel, self.show = cancel, show
        self.done, self.shown = 0, time.monotonic()

    def __call__(self, lines: int) -> None:
        if self.cancel.is_set():
            raise SearchCancelled
        self.done += lines
        if time.monotonic() - self.shown >= PROGRESS_SECONDS:
            self.shown = time.monotonic()
            self.show(self.done)


class ScreenView(Widget, can_focus=True):
    """The whole annotation screen."""

    DEFAULT_CSS = "ScreenView { width: 1fr; height: 1fr; }"

    def __init__(self, controller: Controller, file_switched: Callable[[], None]) -> None:
        super().__init__()
        self.controller = controller
        self.file_switched = file_switched  # called when a key has opened another file of the session
        self._waiting: list[tuple[str, str | None]] | None = None  # a search running, and keys typed since
        self._cancel = threading.Event()  # set by Escape while a search runs
        self._index = 0  # the session's file when the search started

    def render(self) -> Text:
        rendered = render_screen(self.controller, self.size.width, self.size.height)
        self.controller.top = rendered.top
        self.controller.modes.reader_top = rendered.reader_top
        self.controller.page = max(rendered.rows - 1, 1)
        screen = Text("\n").join(rendered.lines)
        screen.no_wrap, screen.overflow = True, "crop"
        return screen

    @property
    def searching(self) -> bool:
        return self._waiting is not None

    def queue(self, key: str, character: str | None) -> None:
        """A key typed while a search runs: Escape cancels it, any other key follows it in order."""
        if key == CANCEL_KEY:
            self._cancel.set()
        elif self._waiting is not None:
            self._waiting.append((key, character))

    def on_key(self, event: events.Key) -> None:
        if self._waiting is not None:
            self.queue(event.key, event.character)
        elif not self._press(event.key, event.character):
            return
        event.stop()
        event.prevent_default()

    def _press(self, key: str, character: str | None) -> bool:
        """Handle one key; a search is first announced on the screen, then run in a worker thread."""
        controller = self.controller
        if controller.runs_search(key, character):
            controller.message = controller.searching_note()
            self._waiting = [(key, character)]
            self._cancel.clear()
            self.refresh()
            self.call_after_refresh(self._start_search)
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

    def _start_search(self) -> None:
        key, character = (self._waiting or [("", None)])[0]
        self._index = self.controller.session.index
        self.controller.prompts.watch = SearchWatch(self._cancel, lambda done: self.app.call_from_thread(
            self._show_progress, done))
        self.run_worker(lambda: self._search(key, character), thread=True, group=SEARCH_GROUP)

    def _search(self, key: str, character: str | None) -> None:
        """In the worker thread: the search itself; then the keys typed meanwhile, back in the app's thread."""
        try:
            self.controller.handle(key, character)
        finally:
            self.controller.prompts.watch = None
            self.app.call_from_thread(self._run_waiting)

    def _show_progress(self, done: int) -> None:
        if not self._cancel.is_set():
            self.controller.message = self.controller.searching_note(done)
            self.refresh()

    def _run_waiting(self) -> None:
        """After a search: the keys typed while it ran, in order (another search runs, and waits, again)."""
        waiting, self._waiting = self._waiting or [], None
        self.refresh()
        if self.controller.session.index != self._index:
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
        if self.screen_view.searching:  # stop the search; the quit follows it, as any key typed meanwhile
            self.screen_view.queue(CANCEL_KEY, None)
            self.screen_view.queue("q", "q")
            return
        if not self.controller.quit:
            self.controller.handle("q", "q")
        self.exit()

    def on_unmount(self) -> None:
        self.controller.session.close()
