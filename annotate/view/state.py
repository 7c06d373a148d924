"""What the screen is drawn from: a read-only description of the annotator's place, which the view never changes.

`ScreenState` names every piece of state the view reads (the document and session, the current message and
parent cursor, the scroll positions, what Enter would write, and of the controller's parts the open prompt,
the screen modes and the file list). The
controller satisfies it as it stands (a `typing.Protocol`: the view imports no controller), and a test can
draw the screen from any object that has these members. The app writes back what drawing found (the scroll
positions and page size) to the controller, not through this description.
"""
from __future__ import annotations

from typing import Protocol

from annotate.model.document import Document
from annotate.model.keymap import KeyBinding
from annotate.model.session import Session


class PromptState(Protocol):
    """The one-line question shown instead of the legend: its label and the text typed so far."""

    @property
    def label(self) -> str: ...

    @property
    def text(self) -> str: ...


class PromptsState(Protocol):
    @property
    def prompt(self) -> PromptState | None: ...   # the open prompt, if any


class ModesState(Protocol):
    """The screen modes: help, the reader, the conversation view, a colour per conversation."""

    @property
    def help(self) -> bool: ...

    @property
    def reading(self) -> bool: ...               # the reader (`e`) is open

    @property
    def reader_top(self) -> int: ...             # the first line of the help screen or reader shown

    @property
    def conversation_only(self) -> bool: ...

    @property
    def conversation_colours(self) -> bool: ...


class FilesState(Protocol):
    """The file list (`L`)."""

    @property
    def listing(self) -> bool: ...               # the list is open

    @property
    def selection(self) -> int: ...              # the file highlighted


class ScreenState(Protocol):
    """Everything the screen shows, read only (see the module docstring)."""

    @property
    def doc(self) -> Document: ...               # the current log's document

    @property
    def session(self) -> Session: ...            # the logs of the run (file list, `N/M` in the status line)

    @property
    def current(self) -> int: ...                # the current message

    @property
    def target(self) -> int: ...                 # the parent cursor

    @property
    def top(self) -> int: ...                    # the first log row shown, as last drawn

    @property
    def look_ahead(self) -> int | None: ...      # rows kept below the current message (None: the view's default)

    @property
    def keymap(self) -> tuple[KeyBinding, ...]: ...

    @property
    def read_only(self) -> bool: ...

    @property
    def order_note(self) -> str: ...             # the order the annotator goes on in, "" when log order

    @property
    def message(self) -> str: ...                # the last action's feedback, for the status line

    @property
    def prompts(self) -> PromptsState: ...

    @property
    def modes(self) -> ModesState: ...

    @property
    def files(self) -> FilesState: ...

    def enter_choice(self) -> tuple[int, ...] | None:
        """The parents Enter would write for the current message (None: it keeps the links)."""
        ...
