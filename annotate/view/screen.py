"""Drawing the annotation screen: screen state in, exactly `height` lines of `width` cells out.

Rendering only: nothing here changes the document or the annotator's place. The screen is the log as a list of
rows (`rows.py`), the current message highlighted, its parents marked, the parent cursor underlined, the
current conversation in colour; under it the detail pane, a status line and a key legend (`panes.py`).
Columns and panes drop out as the terminal shrinks. The current message never leaves the screen: the
rows scroll to keep it and the parent cursor in view with `look_ahead` lines below it (a third of the
rows by default, or the annotator's setting), and when both do not fit the view follows the parent cursor
and pins the current message to the last row. The conversation view lists only the current conversation.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rich.text import Text

from annotate.model.document import Document

from .filepane import file_list_lines
from .panes import detail_lines, help_lines, legend_line, markdown_key_table, reader_lines, status_line
from .rows import clean, plan_columns, render_row, shown_conversation
from .state import ScreenState

__all__ = ["MIN_HEIGHT", "MIN_WIDTH", "Rendered", "clean", "help_lines", "markdown_key_table", "render_screen",
           "scroll_top"]

MIN_WIDTH, MIN_HEIGHT = 24, 4
DETAIL_MIN_HEIGHT = 16      # below this, the detail pane (current and parent messages) is hidden
LEGEND_MIN_HEIGHT = 6       # below this, the legend line is hidden
SCROLL_MARGIN = 3           # fewest rows kept visible below the current message
LOOK_AHEAD_SHARE = 3        # by default a third of the rows show what follows the current message


@dataclass(frozen=True)
class Rendered:
    """The screen's lines plus the scroll positions and page size used (the app keeps them)."""

    lines: list[Text]
    top: int
    rows: int
    reader_top: int = 0


def look_ahead(screen: ScreenState, rows: int) -> int:
    """Rows kept visible below the current message: the annotator's setting, else a third of the rows."""
    if screen.look_ahead is not None:
        return screen.look_ahead
    return max(SCROLL_MARGIN, rows // LOOK_AHEAD_SHARE)


def scroll_top(top: int, current: int, target: int, rows: int, lines: int, margin: int = SCROLL_MARGIN) -> int:
    """A scroll position keeping the current message, `margin` rows below it and the parent cursor in view.

    The look-ahead shrinks first; when the parent cursor and the current message do not both fit, the
    view follows the parent cursor (the one being moved) and the caller pins the current message.
    """
    if rows <= 0:
        return 0
    low = target
    high = min(current + margin, lines - 1, max(current, low + rows - 1))
    if high - low + 1 > rows:
        low = high = target
    if low < top:
        top = low
    if high >= top + rows:
        top = high - rows + 1
    return max(0, min(top, max(lines - rows, 0)))


def visible_messages(screen: ScreenState, document: Document, conversation: frozenset[int]) -> Sequence[int]:
    """The log lines listed: all, or in the conversation view the current conversation and the cursors."""
    if not screen.modes.conversation_only:
        return range(len(document.log.messages))
    return sorted(conversation | {screen.current, screen.target})


def log_rows(screen: ScreenState, document: Document, width: int, rows: int) -> tuple[list[Text], int]:
    """The listed log lines (the current message always among them) and the scroll position used."""
    blank = Text(" " * width)
    if not document.log.messages or rows <= 0:
        return [blank] * max(rows, 0), 0
    conversation = shown_conversation(screen, document)
    visible = visible_messages(screen, document, conversation)
    current, target = visible.index(screen.current), visible.index(screen.target)
    top = scroll_top(screen.top, current, target, rows, len(visible), look_ahead(screen, rows))
    shown = list(visible[top: top + rows])
    if screen.current not in shown:
        shown[-1] = screen.current  # pinned: the parent cursor is too far above to show both
    columns = plan_columns(width, document)
    lines = [render_row(screen, document, index, width, columns, conversation) for index in shown]
    return lines + [blank] * (rows - len(lines)), top


def too_small(width: int, height: int) -> list[Text]:
    message = [f"terminal too small ({width}x{height})", f"need {MIN_WIDTH}x{MIN_HEIGHT}"]
    lines = [Text(line[:width].ljust(width), "bold") if width > 0 else Text("") for line in message[:height]]
    return lines + [Text(" " * max(width, 0))] * max(height - len(lines), 0)


def render_screen(screen: ScreenState, width: int, height: int) -> Rendered:
    """The whole screen for a terminal of `width` x `height` cells."""
    if width < MIN_WIDTH or height < MIN_HEIGHT:
        return Rendered(too_small(width, height), screen.top, 0)
    if screen.modes.help:
        lines, help_top = help_lines(width, height, screen.keymap, screen.modes.reader_top)
        return Rendered(lines, screen.top, height - 1, help_top)
    if screen.files.listing:
        return Rendered(file_list_lines(screen, width, height), screen.top, height - 1)
    if screen.modes.reading:
        lines, reader_top = reader_lines(screen, width, height)
        return Rendered(lines, screen.top, height - 1, reader_top)
    document = screen.doc
    footer = [status_line(screen, document, width)]
    if height >= LEGEND_MIN_HEIGHT or screen.prompts.prompt is not None:
        footer.append(legend_line(screen, width))
    detail = detail_lines(screen, document, width, height) if height >= DETAIL_MIN_HEIGHT else []
    rows = height - len(footer) - len(detail)
    lines, top = log_rows(screen, document, width, rows)
    return Rendered(lines + detail + footer, top, rows)
