"""Drawing the annotation screen: controller state in, exactly `height` lines of `width` cells out.

Rendering only: nothing here changes the document or the controller. The screen is the log as a list of
rows (marks, line number, time, nick, text), the current message highlighted, its parents marked (● for
confirmed links, ○ for suggestions not yet confirmed), the parent cursor underlined, the current
conversation in colour and nick mentions in bold; under it the current message in full, a status line and
a key legend. Columns and panes drop out as the terminal shrinks; text is cut by display cells, so wide
(CJK) characters, very long lines and control characters cannot break the layout.
"""
from __future__ import annotations

import io
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.text import Text

from disentangle.logs import KIND_ACTION, KIND_NICK, MINUTES_PER_DAY, Message, nick_key, parse_line

from .controller import KEYMAP, ORDER_LOG, Controller
from .document import Document
from .suggest import CERTAIN

MIN_WIDTH, MIN_HEIGHT = 24, 4
DETAIL_MIN_HEIGHT = 16      # below this, the pane with the current message in full is hidden
LEGEND_MIN_HEIGHT = 6       # below this, the legend line is hidden
DETAIL_TEXT_LINES = 2       # wrapped lines of the current message in the detail pane
NICK_MIN, NICK_MAX = 6, 16
INDEX_MIN_WIDTH, TIME_MIN_WIDTH, WIDE_NICK_MIN_WIDTH = 40, 70, 60
SCROLL_MARGIN = 3           # rows kept visible below the current message
DETAIL_CHARS = 2000         # characters of the current message considered for the detail pane
LEGEND_GAP = 2
CLOCK_PREFIX_CHARS = 200    # enough of a line to find its clock and nick
HELP_KEY_WIDTH = 24
KEY_NAMES = {"enter": "Enter", "space": "Space", "up": "↑", "down": "↓", "shift+up": "Shift+↑",
             "shift+down": "Shift+↓", "tab": "Tab", "shift+tab": "Shift+Tab", "pageup": "PgUp",
             "pagedown": "PgDn", "home": "Home", "end": "End", "ctrl+r": "Ctrl+R", "ctrl+s": "Ctrl+S",
             "ctrl+q": "Ctrl+Q", "ctrl+c": "Ctrl+C", "f1": "F1"}
CONTROL_CHARS = {**dict.fromkeys([*range(0x00, 0x20), *range(0x7F, 0xA0), 0x00AD, *range(0x200B, 0x2010),
                                  *range(0x202A, 0x202F), *range(0x2066, 0x206A), 0xFEFF], "\ufffd"),
                 ord("\t"): " "}  # C0/C1 controls, soft hyphen, zero-width and bidi controls, BOM
MENTION = re.compile(r"[^\s,:;!?()<>\"']+")
NICK_COLOURS = ("cyan", "magenta", "yellow", "bright_blue", "bright_green", "bright_magenta", "bright_cyan",
                "orange3", "deep_sky_blue1", "plum2", "dark_sea_green2", "light_salmon1")

STYLE_CURRENT_ROW = "bold on grey23"
STYLE_TARGET_ROW = "underline on grey15"
STYLE_CONVERSATION = "green"
STYLE_CONTEXT = "dim"
STYLE_SYSTEM = "dim italic"
STYLE_MENTION = "bold"
STYLE_MENTION_CURRENT = "bold yellow"
STYLE_CONFIRMED = "bold bright_blue"
STYLE_SUGGESTED = "bold magenta"
STYLE_STATUS = "reverse"
STYLE_ERROR = "bold white on red"
STYLE_LEGEND = "dim"


@dataclass(frozen=True)
class Rendered:
    """The screen's lines plus the scroll position and page size used (the app keeps them)."""

    lines: list[Text]
    top: int
    rows: int


@dataclass(frozen=True)
class Columns:
    """Widths in cells of the line-number, time and nick columns (0: not shown)."""

    index: int
    time: int
    nick: int


def clean(text: str) -> str:
    """Text safe to print: control and bidirectional-format characters replaced, tabs as spaces."""
    return text.translate(CONTROL_CHARS)


def fit(text: Text, width: int) -> Text:
    """`text` cut (with an ellipsis) or padded to exactly `width` cells."""
    text = text.copy()
    text.truncate(width, overflow="ellipsis", pad=True)
    text.no_wrap = True
    return text


def scroll_top(top: int, current: int, target: int, rows: int, lines: int) -> int:
    """A scroll position keeping the current message (and, if it fits, the parent cursor) in view."""
    if rows <= 0:
        return 0
    low, high = target, min(current + SCROLL_MARGIN, lines - 1)
    if high - low + 1 > rows:  # both do not fit: follow the parent cursor, the one being moved
        low = high = target
    if low < top:
        top = low
    if high >= top + rows:
        top = high - rows + 1
    return max(0, min(top, max(lines - rows, 0)))


def plan_columns(width: int, document: Document) -> Columns:
    index = len(str(max(len(document.log.messages) - 1, 0))) + 1 if width >= INDEX_MIN_WIDTH else 0
    time = len("00:00 ") if width >= TIME_MIN_WIDTH else 0
    nick = min(max(document.longest_nick, NICK_MIN), NICK_MAX if width >= WIDE_NICK_MIN_WIDTH else NICK_MIN) + 1
    return Columns(index, time, nick)


def clock(message: Message) -> str:
    """The line's own HH:MM as written in the log (lines without one: the reader's running minute)."""
    written = parse_line(message.raw[:CLOCK_PREFIX_CHARS])[3]
    minute = written if written is not None else message.minute % MINUTES_PER_DAY
    return f"{minute // 60:02d}:{minute % 60:02d}"


def nick_style(nick: str) -> str:
    return NICK_COLOURS[zlib.crc32(nick_key(nick).encode("utf-8")) % len(NICK_COLOURS)]


def fit_right(text: Text, width: int) -> Text:
    """`text` cut to `width` cells and right-aligned in them."""
    text = fit(text, width)
    text.rstrip()
    return Text(" " * (width - text.cell_len)) + text


def shown_text(message: Message) -> str:
    """What a row says after the nick column: the text; actions and system lines spelled out."""
    if message.kind == KIND_ACTION:
        return f"* {message.nick} {message.text}"
    if message.kind == KIND_NICK:
        return f"{message.nick} is now known as {message.text}"
    return f"{message.nick} {message.text}".strip() if message.is_system else message.text


def message_text(message: Message, document: Document, current_nick: str, limit: int, style: str = "") -> Text:
    """The message's text with nick mentions emphasised (mentions of the current message's author in colour)."""
    raw = clean(shown_text(message)[:limit])
    text = Text(raw, style)
    if message.is_system:
        return text
    for match in MENTION.finditer(raw):
        key = nick_key(match.group())
        if len(key) > 1 and key in document.nicks:
            mention = STYLE_MENTION_CURRENT if key == current_nick else STYLE_MENTION
            text.stylize(mention, match.start(), match.end())
    return text


def _marks(controller: Controller, document: Document, index: int) -> Text:
    current, target = controller.current, controller.target
    cursor = "▶" if index == current else ("›" if index == target else " ")
    relation, relation_style = " ", ""
    if index in document.parents(current):
        relation, relation_style = "●", STYLE_CONFIRMED
    else:
        suggestions = document.suggestions.get(current, ())
        for number, suggestion in enumerate(suggestions, 1):
            if index in suggestion.parents:
                relation = "○" if len(suggestions) == 1 else str(min(number, 9))
                relation_style = STYLE_SUGGESTED
                break
    return Text(cursor) + Text(relation, relation_style) + _state_mark(document, index) + Text(" ")


def _state_mark(document: Document, index: int) -> Text:
    if not document.in_range(index):
        return Text(" ")
    if document.disagreements and document.needs_attention(index):
        return Text("≠", "bold red")
    if document.annotated(index):
        return Text("✓", "green")
    return Text("?", "magenta") if index in document.suggestions else Text("·", "dim")


def shown_conversation(controller: Controller, document: Document) -> frozenset[int]:
    """The current message's conversation; while it has no link, the one the parent cursor is in."""
    if document.annotated(controller.current) or controller.target == controller.current:
        conversation = document.conversation(controller.current)
        return conversation if len(conversation) > 1 else frozenset()
    return document.conversation(controller.target)


def _text_style(controller: Controller, document: Document, index: int, message: Message) -> str:
    if message.is_system:
        return STYLE_SYSTEM
    if index != controller.current and index in shown_conversation(controller, document):
        return STYLE_CONVERSATION
    return ""


def render_row(controller: Controller, document: Document, index: int, width: int, columns: Columns) -> Text:
    """One log line as a screen row of exactly `width` cells."""
    message = document.log.messages[index]
    current_nick = nick_key(document.log.messages[controller.current].nick)
    row = _marks(controller, document, index)
    if columns.index:
        row.append(f"{index:>{columns.index - 1}} ", "dim")
    if columns.time:
        row.append(f"{clock(message)} ", "dim")
    if message.kind == KIND_ACTION:
        nick = Text("")
    else:
        nick = Text("===") if message.is_system else Text(clean(message.nick), nick_style(message.nick))
    row.append_text(fit_right(nick, columns.nick - 1))
    row.append(" ")
    style = _text_style(controller, document, index, message)
    row.append_text(message_text(message, document, current_nick, 2 * width, style))
    row = fit(row, width)
    if not document.in_range(index):
        row.stylize(STYLE_CONTEXT)
    if index == controller.current:
        row.stylize(STYLE_CURRENT_ROW)
    elif index == controller.target:
        row.stylize(STYLE_TARGET_ROW)
    return row


def _wrap(text: Text, width: int, lines: int) -> list[Text]:
    """`text` word-wrapped to `width`, at most `lines` lines (the last one ends in an ellipsis if cut)."""
    console = Console(width=width, file=io.StringIO(), color_system=None)
    wrapped = list(text.wrap(console, width))
    if len(wrapped) > lines:
        wrapped = wrapped[:lines]
        wrapped[-1].truncate(width - 1)
        wrapped[-1].append("…")
    return [fit(line, width) for line in wrapped] + [Text(" " * width)] * (lines - len(wrapped))


def _describe(document: Document, index: int) -> Text:
    message = document.log.messages[index]
    head = Text(f"{index} [{clock(message)}] ", "dim")
    if not message.is_system and message.kind != KIND_ACTION:
        head.append(f"<{clean(message.nick)}> ", nick_style(message.nick))
    return head + message_text(message, document, "", DETAIL_CHARS)


def _suggestions_line(controller: Controller, document: Document) -> Text:
    current = controller.current
    line = Text("links: ", "dim")
    line.append(" ".join(map(str, document.parents(current))) or "none", STYLE_CONFIRMED)
    for number, suggestion in enumerate(document.suggestions.get(current, ()), 1):
        parents = " ".join(map(str, suggestion.parents)) or "no link"
        label = f"{number} {suggestion.source}" if len(document.suggestions[current]) > 1 else suggestion.source
        line.append(f"  │  {label}: ", "dim")
        line.append(parents, STYLE_SUGGESTED)
        if suggestion.confidence < CERTAIN:
            line.append(f" ({suggestion.confidence:.0%})", "dim")
    return line


def detail_lines(controller: Controller, document: Document, width: int) -> list[Text]:
    """The current message in full, the parent cursor's message, and the links and suggestions."""
    lines = [Text("─" * width, "dim")]
    if not document.log.messages:
        return lines + [fit(Text("(empty log)"), width)] * (DETAIL_TEXT_LINES + 2)
    lines += _wrap(_describe(document, controller.current), width, DETAIL_TEXT_LINES)
    if controller.target == controller.current:
        parent = Text("parent cursor on the message itself: l or s starts a new conversation")
    else:
        parent = _describe(document, controller.target)
    lines.append(fit(Text("› ", "bold") + parent, width))
    lines.append(fit(_suggestions_line(controller, document), width))
    return lines


def status_line(controller: Controller, document: Document, width: int) -> Text:
    """File, position, progress, save state and the last action's feedback, in reverse video."""
    session = controller.session
    name = clean(Path(document.log.name).name)
    state = Text(f"UNSAVED ({document.error})" if document.error else ("unsaved" if document.dirty else "saved"),
                 STYLE_ERROR if document.error else "")
    progress = f"{document.annotated_count()}/{document.total} annotated"
    if document.disagreements:
        progress = f"{document.remaining()}/{len(document.disagreements)} disagreements left"
    parts = [Text(f" {controller.current}"), Text(progress), state]
    if len(session.logs) > 1 or width >= INDEX_MIN_WIDTH:
        parts.insert(0, Text(f" {session.index + 1}/{len(session.logs)} {name}"))
        parts[1] = Text(f"line {controller.current}")
    if controller.order != ORDER_LOG:
        parts.append(Text(controller.order))
    if controller.message:
        parts.append(Text(clean(controller.message), "bold"))
    line = Text(" │ ").join(parts)
    line.stylize(STYLE_STATUS)
    return fit(line, width) if line.cell_len >= width else line + Text(" " * (width - line.cell_len), STYLE_STATUS)


def legend_line(controller: Controller, width: int) -> Text:
    """The open prompt, or as many key hints as fit."""
    if controller.prompt is not None:
        return fit(Text(controller.prompt.label, "bold") + Text(clean(controller.prompt.text)) + Text("█"), width)
    line = Text()
    for binding in KEYMAP:
        if binding.legend and line.cell_len + len(binding.legend) + LEGEND_GAP <= width:
            line.append(binding.legend + " " * LEGEND_GAP)
    line.stylize(STYLE_LEGEND)
    return fit(line, width)


def key_name(key: str) -> str:
    return KEY_NAMES.get(key, key)


def help_lines(width: int, height: int) -> list[Text]:
    """The key table (from `KEYMAP`), as much as fits."""
    lines = [fit(Text(" annotate: keys  (any key closes this help)", "bold reverse"), width)]
    for binding in KEYMAP:
        if binding.description:
            keys = " 1-9" if binding.action == "choose" else " " + ", ".join(map(key_name, binding.keys))
            lines.append(fit(fit(Text(keys), HELP_KEY_WIDTH) + Text(binding.description), width))
    if len(lines) > height:
        lines = lines[: height - 1] + [fit(Text(" … (a taller terminal shows all keys)", "dim"), width)]
    return lines + [Text(" " * width)] * (height - len(lines))


def too_small(width: int, height: int) -> list[Text]:
    message = [f"terminal too small ({width}x{height})", f"need {MIN_WIDTH}x{MIN_HEIGHT}"]
    lines = [fit(Text(line, "bold"), width) if width > 0 else Text("") for line in message[:height]]
    return lines + [Text(" " * max(width, 0))] * max(height - len(lines), 0)


def render_screen(controller: Controller, width: int, height: int) -> Rendered:
    """The whole screen for a terminal of `width` x `height` cells."""
    if width < MIN_WIDTH or height < MIN_HEIGHT:
        return Rendered(too_small(width, height), controller.top, 0)
    if controller.help:
        return Rendered(help_lines(width, height), controller.top, 0)
    document = controller.doc
    footer = [status_line(controller, document, width)]
    if height >= LEGEND_MIN_HEIGHT or controller.prompt is not None:
        footer.append(legend_line(controller, width))
    detail = detail_lines(controller, document, width) if height >= DETAIL_MIN_HEIGHT else []
    rows = height - len(footer) - len(detail)
    count = len(document.log.messages)
    top = scroll_top(controller.top, controller.current, controller.target, rows, count)
    columns = plan_columns(width, document)
    lines = [render_row(controller, document, index, width, columns) for index in range(top, min(top + rows, count))]
    lines += [Text(" " * width)] * (rows - len(lines))
    return Rendered(lines + detail + footer, top, rows)


def markdown_key_table() -> str:
    """The key table for the README, from `KEYMAP` (a test keeps the README in step with it)."""
    rows = ["| keys | action |", "|---|---|"]
    for binding in KEYMAP:
        if binding.description:
            keys = "1-9" if binding.action == "choose" else ", ".join(map(key_name, binding.keys))
            rows.append(f"| {keys.replace('|', '&#124;')} | {binding.description} |")
    return "\n".join(rows) + "\n"
