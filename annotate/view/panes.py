"""The screen's panes around the log rows: message detail, status line, key legend, help, the reader.

Rendering only, like `screen.py` (which lays them out): screen state in, lines of exactly `width`
cells out. The detail pane wraps the current message and the parent cursor's message over as many lines
as the terminal height allows and says when `e` shows more; the reader (`e`) shows both messages in full,
scrolled. The legend and help are built from the key table in force (`ScreenState.keymap`), so remapped keys show as typed.
"""
from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from rich.text import Text

from annotate.model.document import Document
from annotate.model.keymap import KEYMAP, KeyBinding
from annotate.model.suggest import CERTAIN
from disentangle.logs.formats import KIND_ACTION

from .rows import clean, clock, fit, message_text, nick_style
from .state import ScreenState

DETAIL_MIN_TEXT_LINES, DETAIL_MAX_TEXT_LINES = 3, 12  # lines shared by the current and parent messages
DETAIL_BASE_HEIGHT = 16     # the terminal height at which the detail pane has its fewest lines
DETAIL_GROWTH = 4           # one more detail line per this many terminal rows above the base
PARENT_MIN_LINES = 2        # lines kept for the parent's message when it needs them
DETAIL_CHARS = 2000         # characters of a message considered for the detail pane
READER_CHARS = None         # the reader shows a message in full, past the log reader's line limit too
MORE_HINT = " … e: read all"
LEGEND_GAP = 1
HELP_KEY_WIDTH = 24
INDEX_MIN_WIDTH = 40
FEEDBACK_MIN_CELLS = 48  # of a long feedback message, the cells the status line makes room for
KEY_NAMES = {"enter": "Enter", "space": "Space", "up": "↑", "down": "↓", "shift+up": "Shift+↑",
             "shift+down": "Shift+↓", "tab": "Tab", "shift+tab": "Shift+Tab", "pageup": "PgUp",
             "pagedown": "PgDn", "home": "Home", "end": "End", "ctrl+r": "Ctrl+R", "ctrl+s": "Ctrl+S",
             "ctrl+q": "Ctrl+Q", "ctrl+c": "Ctrl+C", "f1": "F1", "escape": "Esc"}
LEGEND_NAMES = {"enter": "⏎", "space": "␣", "up": "↑", "down": "↓", "left": "←", "right": "→"}
STYLE_CONFIRMED = "bold bright_blue"
STYLE_SUGGESTED = "bold magenta"
STYLE_STATUS = "reverse"
STYLE_ERROR = "bold white on red"
STYLE_LEGEND_KEY = "bold"
STYLE_LEGEND = "dim"
STYLE_FLAG = "bold yellow"


def key_name(key: str) -> str:
    """How a key is written for people: `ctrl+f` -> `Ctrl+F`, `shift+up` -> `Shift+↑`, `J` -> `J`."""
    if key in KEY_NAMES or len(key) == 1:
        return KEY_NAMES.get(key, key)
    *modifiers, name = key.split("+")
    base = KEY_NAMES.get(name, name.upper() if len(name) == 1 else name.capitalize())
    return "+".join([modifier.capitalize() for modifier in modifiers] + [base])


def detail_text_lines(height: int) -> int:
    """Lines for the two messages in the detail pane: more on taller terminals."""
    grown = DETAIL_MIN_TEXT_LINES + max(height - DETAIL_BASE_HEIGHT, 0) // DETAIL_GROWTH
    return min(grown, DETAIL_MAX_TEXT_LINES)


def wrap(text: Text, width: int) -> list[Text]:
    """`text` word-wrapped to lines of exactly `width` cells."""
    console = Console(width=width, file=io.StringIO(), color_system=None)
    return [fit(line, width) for line in text.wrap(console, width)]


def describe(document: Document, index: int, limit: int | None = DETAIL_CHARS) -> Text:
    message = document.log.messages[index]
    head = Text(f"{index} [{clock(message)}] ", "dim")
    if not message.is_system and message.kind != KIND_ACTION:
        head.append(f"<{clean(message.nick)}> ", nick_style(message.nick))
    return head + message_text(message, document, "", limit)


def _parent_text(screen: ScreenState, document: Document, limit: int | None = DETAIL_CHARS) -> Text:
    if screen.target == screen.current:
        return Text("parent cursor on the message itself: l or s starts a new conversation")
    return describe(document, screen.target, limit)


def _suggestions_line(screen: ScreenState, document: Document) -> Text:
    current = screen.current
    line = Text("links: ", "dim")
    line.append(" ".join(map(str, document.parents(current))) or "none", STYLE_CONFIRMED)
    if document.in_range(current) and not screen.read_only:
        choice = screen.enter_choice()
        line.append("  │  ⏎ ", "dim")
        line.append("keeps the links" if choice is None else "writes " + " ".join(map(str, choice)), "bold")
    for number, suggestion in enumerate(document.suggestions.get(current, ()), 1):
        parents = " ".join(map(str, suggestion.parents)) or "no link"
        label = f"{number} {suggestion.source}" if len(document.suggestions[current]) > 1 else suggestion.source
        line.append(f"  │  {label}: ", "dim")
        line.append(parents, STYLE_SUGGESTED)
        if suggestion.confidence < CERTAIN:
            line.append(f" ({suggestion.confidence:.0%})", "dim")
    comment = document.flags.get(current)
    if comment is not None:
        line.append("  │  flag: ", "dim")
        line.append(clean(comment), STYLE_FLAG)
    return line


def _cut(lines: list[Text], count: int, width: int) -> list[Text]:
    """The first `count` wrapped lines, the last one ending in the `e` hint when some are left out."""
    if len(lines) <= count:
        return lines
    kept = lines[:count]
    last = kept[-1].copy()
    last.rstrip()
    last.truncate(width - len(MORE_HINT))
    kept[-1] = fit(last + Text(MORE_HINT, "dim"), width)
    return kept


def detail_lines(screen: ScreenState, document: Document, width: int, height: int) -> list[Text]:
    """The current message and the parent cursor's message, wrapped over the lines the height allows
    (the current message first, the parent keeping at least two when it needs them), then the links;
    the pane keeps its height, so the log rows above it do not jump from message to message."""
    budget = detail_text_lines(height)
    lines = [Text("─" * width, "dim")]
    if not document.log.messages:
        return lines + [fit(Text("(empty log)"), width)] + [Text(" " * width)] * budget
    current = wrap(describe(document, screen.current), width)
    parent = wrap(Text("› ", "bold") + _parent_text(screen, document), width)
    current_lines = min(len(current), budget - min(len(parent), PARENT_MIN_LINES))
    body = _cut(current, current_lines, width) + _cut(parent, budget - current_lines, width)
    lines += body + [fit(_suggestions_line(screen, document), width)]
    return lines + [Text(" " * width)] * (budget - len(body))


def reader_lines(screen: ScreenState, width: int, height: int) -> tuple[list[Text], int]:
    """The reader: both messages in full, from line `reader_top` (clamped; returned with the lines)."""
    document = screen.doc
    header = fit(Text(" reading: ↑↓/PgUp/PgDn scroll, any other key closes", "bold reverse"), width)
    if not document.log.messages:
        return [header] + [Text(" " * width)] * (height - 1), 0
    body = wrap(describe(document, screen.current, READER_CHARS), width) + [Text(" " * width)]
    body += wrap(Text("› parent cursor: ", "bold") + _parent_text(screen, document, READER_CHARS), width)
    rows = height - 1
    top = min(screen.modes.reader_top, max(len(body) - rows, 0))
    shown = body[top: top + rows]
    return [header] + shown + [Text(" " * width)] * (rows - len(shown)), top


def status_line(screen: ScreenState, document: Document, width: int) -> Text:
    """File, position, progress, save state and the last action's feedback, in reverse video (`_status_parts`
    says what gives way to the feedback)."""
    line = Text(" │ ").join(_status_parts(screen, document, width))
    line.stylize(STYLE_STATUS)
    return fit(line, width) if line.cell_len >= width else line + Text(" " * (width - line.cell_len), STYLE_STATUS)


def _status_parts(screen: ScreenState, document: Document, width: int) -> list[Text]:
    """The status line's parts. When the feedback does not fit, what matters less makes room for it: the file
    name, the order and view notes, the progress's detail, a plain `saved` (so a review's feedback shows at
    80 columns too); a feedback too long for any layout gets at least its first `FEEDBACK_MIN_CELLS` cells."""
    session = screen.session
    state = Text(f"UNSAVED ({document.error})" if document.error else ("unsaved" if document.dirty else "saved"),
                 STYLE_ERROR if document.error else "")
    state = Text("READ-ONLY") if screen.read_only else state
    progress, short = _progress(document)
    notes = [Text(note) for note in (screen.order_note, "conversation view" if screen.modes.conversation_only
                                     else "") if note]
    unread = document.log.stats.unparsed_lines
    optional = [Text(f"{unread} not messages", "bold")] if unread else []
    named = len(session.logs) > 1 or width >= INDEX_MIN_WIDTH
    position = Text(f"line {screen.current}" if named else f" {screen.current}")
    head = [Text(f" {session.index + 1}/{len(session.logs)} {clean(Path(document.log.name).name)}")] if named else []
    if not screen.message:
        return [*head, position, Text(progress), state, *optional, *notes]
    feedback = Text(clean(screen.message), "bold")
    kept_state = [] if state.plain == "saved" else [state]
    lead = Text(" ") + position if named else position
    layouts = [[*head, position, Text(progress), state, *optional, *notes, feedback],
               [lead, Text(progress), state, *optional, *notes, feedback],
               [lead, Text(progress), state, *optional, feedback],
               [lead, Text(short), state, *optional, feedback],
               [lead, Text(short), *kept_state, *optional, feedback]]
    whole = (parts for parts in layouts if Text(" │ ").join(parts).cell_len <= width)
    room = (parts for parts in layouts[2:]
            if width - Text(" │ ").join(parts[:-1]).cell_len - len(" │ ") >= FEEDBACK_MIN_CELLS)
    return next(whole, None) or next(room, layouts[-1])


def _progress(document: Document) -> tuple[str, str]:
    """The document's progress for the status line, in full and short."""
    if document.disagreements:
        left = f"{document.remaining()}/{len(document.disagreements)}"
        return f"{left} disagreements left", f"{left} left"
    if document.review is not None:
        plan = document.review
        done = f"{len(plan.items) - document.remaining()}/{len(plan.items)} reviewed"
        return f"{done}, {plan.covered(document.annotated):.0%} of the uncertainty", done
    annotated = f"{document.annotated_count()}/{document.total} annotated"
    return annotated, annotated


def _legend_key(binding: KeyBinding) -> str:
    names = [LEGEND_NAMES.get(key, key_name(key)) for key in binding.keys]
    return min(names, key=len) if names else ""


def legend_items(screen: ScreenState) -> list[tuple[str, Text]]:
    """(action, `key label`) for every binding with a legend label (editing keys left out when read-only)."""
    by_action = {binding.action: binding for binding in screen.keymap}
    items = []
    for binding in screen.keymap:
        if not binding.legend or not binding.keys or (binding.changes and screen.read_only):
            continue
        key = _legend_key(binding)
        partner = by_action.get(binding.pair)
        if partner is not None and partner.keys:
            other = _legend_key(partner)
            key += other if len(key) == len(other) == 1 else "/" + other
        items.append((binding.action, Text(key, STYLE_LEGEND_KEY) + Text(" " + binding.legend, STYLE_LEGEND)))
    return items


def legend_line(screen: ScreenState, width: int) -> Text:
    """The open prompt, or as many key hints as fit (the last one, help, always kept)."""
    if screen.prompts.prompt is not None:
        return fit(Text(screen.prompts.prompt.label, "bold") + Text(clean(screen.prompts.prompt.text)) + Text("█"), width)
    items = dict(legend_items(screen))
    last = items.pop("help", Text(""))
    line = Text()
    for item in items.values():
        if line.cell_len + item.cell_len + LEGEND_GAP + last.cell_len <= width:
            line.append_text(item + Text(" " * LEGEND_GAP))
    return fit(line + last, width)


def _help_keys(binding: KeyBinding) -> str:
    return "1-9" if binding.action == "choose" else ", ".join(map(key_name, binding.keys)) or "(no key)"


def help_lines(width: int, height: int, keymap: tuple[KeyBinding, ...] = KEYMAP,
               top: int = 0) -> tuple[list[Text], int]:
    """The key table from row `top` (clamped; returned with the lines); ↑↓ scroll when it does not fit."""
    rows = [fit(fit(Text(" " + _help_keys(binding)), HELP_KEY_WIDTH) + Text(binding.description), width)
            for binding in keymap if binding.description]
    more = len(rows) > height - 1
    title = " annotate: keys  (↑↓ PgUp PgDn scroll, any other key closes)" if more else \
        " annotate: keys  (any key closes this help)"
    top = min(top, max(len(rows) - (height - 1), 0))
    shown = rows[top: top + height - 1]
    return [fit(Text(title, "bold reverse"), width)] + shown + [Text(" " * width)] * (height - 1 - len(shown)), top


def markdown_key_table(keymap: tuple[KeyBinding, ...] = KEYMAP) -> str:
    """The key table for the README, from the key map (a test keeps the README in step with it)."""
    rows = ["| keys | action |", "|---|---|"]
    for binding in keymap:
        if binding.description:
            rows.append(f"| {_help_keys(binding).replace('|', '&#124;')} | {binding.description} |")
    return "\n".join(rows) + "\n"
