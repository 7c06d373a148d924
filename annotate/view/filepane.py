"""Drawing the file list (`L`): every log of the session with its progress, the selection highlighted.

Rendering only, like `panes.py`: screen state in, exactly `height` lines of `width` cells out. A row
is the current-file mark, the file's number, its progress (messages with a link / messages in the span,
`done` when complete, `-` when not known: never opened and no progress saved) and its path; the title
sums up the files done and the messages annotated. The list scrolls to keep the selection in view.
"""
from __future__ import annotations

from rich.text import Text

from annotate.model.todo import Progress

from .rows import clean, fit
from .state import ScreenState

PERCENT = 100
STYLE_SELECTED = "reverse"
STYLE_DONE = "green"
STYLE_TITLE = "bold reverse"


def progress_text(found: Progress | None) -> Text:
    if found is None:
        return Text(f"{'-':>16}", "dim")
    share = PERCENT * found.annotated // found.total if found.total else 0
    label = "done" if found.done else f"{share:>3}%"
    return Text(f"{found.annotated:>6}/{found.total:<6}{label:>4}", STYLE_DONE if found.done else "")


def file_row(screen: ScreenState, index: int, width: int) -> Text:
    session = screen.session
    mark = "▶" if index == session.index else " "
    number = f"{index + 1:>{len(str(len(session.logs)))}}"
    row = Text(f"{mark} {number} ") + progress_text(session.progress(index)) + Text(f"  {clean(str(session.logs[index]))}")
    row = fit(row, width)
    if index == screen.files.selection:
        row.stylize(STYLE_SELECTED)
    return row


def file_list_lines(screen: ScreenState, width: int, height: int) -> list[Text]:
    """The title and one row per file, scrolled to show the selection."""
    session = screen.session
    known = [found for index in range(len(session.logs)) if (found := session.progress(index)) is not None]
    done = sum(found.done for found in known)
    messages = f"{sum(f.annotated for f in known):,}/{sum(f.total for f in known):,} messages annotated in known files"
    title = fit(Text(f" files: {done}/{len(session.logs)} done, {messages} (↑↓ choose, Enter opens, other keys close)",
                     STYLE_TITLE), width)
    rows = height - 1
    top = min(max(screen.files.selection - rows + 1, 0), max(len(session.logs) - rows, 0))
    shown = [file_row(screen, index, width) for index in range(top, min(top + rows, len(session.logs)))]
    return [title] + shown + [Text(" " * width)] * (rows - len(shown))
