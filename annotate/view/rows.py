"""One log line as one screen row: marks, line number, time, nick, text, in exactly `width` cells.

Rendering only. Marks: `▶` the current message, `›` the parent cursor, `●`/`○` its confirmed and
suggested parents, then `✓` annotated, `?` suggestion only, `·` not annotated, `≠` disagreement (browsing: annotation and suggestion differ), and `!`
for a flagged message. The current conversation is green; with conversation colours on, every other
conversation gets its own colour. Text is cut by display cells and cleaned of control and bidi
characters, so wide characters and hostile lines cannot break the layout.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass

from rich.text import Text

from annotate.model.addressee import mentions
from annotate.model.differences import differs
from annotate.model.document import Document
from disentangle.logs.formats import KIND_ACTION, KIND_NICK, MINUTES_PER_DAY
from disentangle.logs.lines import MAX_LINE_CHARS
from disentangle.logs.records import Message, nick_key

from .state import ScreenState

NICK_MIN, NICK_MAX = 6, 16
NICK_COLUMN_MIN_WIDTH, TIME_MIN_WIDTH, WIDE_NICK_MIN_WIDTH = 40, 70, 60
CONTROL_CHARS = {**dict.fromkeys([*range(0x00, 0x20), *range(0x7F, 0xA0), 0x00AD, *range(0x200B, 0x2010),
                                  *range(0x202A, 0x202F), *range(0x2066, 0x206A), 0xFEFF], "\ufffd"),
                 ord("\t"): " "}  # C0/C1 controls, soft hyphen, zero-width and bidi controls, BOM
NICK_COLOURS = ("cyan", "magenta", "yellow", "bright_blue", "bright_green", "bright_magenta", "bright_cyan",
                "orange3", "deep_sky_blue1", "plum2", "dark_sea_green2", "light_salmon1")
CONVERSATION_COLOURS = ("cyan", "magenta", "yellow", "bright_blue", "orange3", "plum2", "deep_sky_blue1",
                        "light_salmon1", "bright_red", "wheat1")  # no green: that is the current one

STYLE_CURRENT_ROW = "bold on grey23"
STYLE_TARGET_ROW = "underline on grey15"
STYLE_CONVERSATION = "green"
STYLE_CONTEXT = "dim"
STYLE_SYSTEM = "dim italic"
STYLE_MENTION = "bold"
STYLE_MENTION_CURRENT = "bold yellow"
STYLE_CONFIRMED = "bold bright_blue"
STYLE_SUGGESTED = "bold magenta"
STYLE_FLAG = "bold yellow"
STYLE_DIFFERS = "bold yellow"


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


def fit_right(text: Text, width: int) -> Text:
    """`text` cut to `width` cells and right-aligned in them."""
    text = fit(text, width)
    text.rstrip()
    return Text(" " * (width - text.cell_len)) + text


def plan_columns(width: int, document: Document) -> Columns:
    """Column widths for `width` cells: the line number always (annotators link by it); the time from
    `TIME_MIN_WIDTH`; the nick column from `NICK_COLUMN_MIN_WIDTH` (below it the nick starts the text)."""
    index = len(str(max(len(document.log.messages) - 1, 0))) + 1
    time = len("00:00 ") if width >= TIME_MIN_WIDTH else 0
    nick = min(max(document.longest_nick, NICK_MIN), NICK_MAX if width >= WIDE_NICK_MIN_WIDTH else NICK_MIN) + 1
    return Columns(index, time, nick if width >= NICK_COLUMN_MIN_WIDTH else 0)


def clock(message: Message) -> str:
    """The line's own HH:MM as written in the log (lines without one: the reader's running minute)."""
    minute = message.clock if message.clock is not None else message.minute % MINUTES_PER_DAY
    return f"{minute // 60:02d}:{minute % 60:02d}"


def nick_style(nick: str) -> str:
    return NICK_COLOURS[zlib.crc32(nick_key(nick).encode("utf-8")) % len(NICK_COLOURS)]


def shown_text(message: Message, full: bool = False) -> str:
    """What a row says after the nick column: the text; actions and system lines spelled out. With `full`,
    a line longer than the log reader keeps (`MAX_LINE_CHARS`) goes on with the rest of it, from `raw`."""
    if message.kind == KIND_ACTION:
        shown = f"* {message.nick} {message.text}"
    elif message.kind == KIND_NICK:
        shown = f"{message.nick} is now known as {message.text}"
    else:
        shown = f"{message.nick} {message.text}".strip() if message.is_system else message.text
    return shown + message.raw.rstrip("\r\n")[MAX_LINE_CHARS:] if full else shown


def message_text(message: Message, document: Document, current_nick: str, limit: int | None,
                 style: str = "") -> Text:
    """The message's text (the first `limit` characters; None: all of it, however long the line) with nick
    mentions emphasised (mentions of the current message's author in colour)."""
    raw = clean(shown_text(message, full=True) if limit is None else shown_text(message)[:limit])
    text = Text(raw, style)
    if message.is_system:
        return text
    nicks = document.nicks_near(message.index)
    for match, key in mentions(raw, nicks):
        mention = STYLE_MENTION_CURRENT if key == current_nick else STYLE_MENTION
        text.stylize(mention, match.start(), match.end())
    return text


def _marks(screen: ScreenState, document: Document, index: int) -> Text:
    current, target = screen.current, screen.target
    writes = () if screen.read_only else screen.enter_choice() or ()  # what Enter would write
    chosen = index == target or index in writes
    cursor = "▶" if index == current else ("›" if chosen else " ")
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
    flag = Text("!", STYLE_FLAG) if document.flags.get(index) is not None else Text(" ")
    state = _state_mark(document, index)
    if screen.read_only and document.in_range(index) and differs(document, index):
        state = Text("≠", STYLE_DIFFERS)  # browsing with suggestions: the annotation and a suggestion differ
    return Text(cursor) + Text(relation, relation_style) + state + flag


def _state_mark(document: Document, index: int) -> Text:
    if not document.in_range(index):
        return Text(" ")
    if document.disagreements and document.needs_attention(index):
        return Text("≠", "bold red")
    if document.annotated(index):
        return Text("✓", "green")
    return Text("?", "magenta") if index in document.suggestions else Text("·", "dim")


def shown_conversation(screen: ScreenState, document: Document) -> frozenset[int]:
    """The current message's conversation; while it has no link, the one the parent cursor is in."""
    if document.annotated(screen.current) or screen.target == screen.current:
        conversation = document.conversation(screen.current)
        return conversation if len(conversation) > 1 else frozenset()
    return document.conversation(screen.target)


def conversation_colour(document: Document, index: int) -> str:
    """A colour of its own for the conversation of `index` ("" when it has no link)."""
    conversation = document.conversation(index)
    if len(conversation) < 2:
        return ""
    return CONVERSATION_COLOURS[zlib.crc32(str(min(conversation)).encode()) % len(CONVERSATION_COLOURS)]


def _text_style(screen: ScreenState, document: Document, index: int, message: Message,
                current: frozenset[int]) -> str:
    if message.is_system:
        return STYLE_SYSTEM
    if index != screen.current and index in current:
        return STYLE_CONVERSATION
    return conversation_colour(document, index) if screen.modes.conversation_colours else ""


def render_row(screen: ScreenState, document: Document, index: int, width: int, columns: Columns,
               current: frozenset[int] = frozenset()) -> Text:
    """One log line as a screen row of exactly `width` cells (`current`: the conversation shown in green)."""
    message = document.log.messages[index]
    current_nick = nick_key(document.log.messages[screen.current].nick)
    row = _marks(screen, document, index)
    if columns.index:
        row.append(f"{index:>{columns.index - 1}} ", "dim")
    if columns.time:
        row.append(f"{clock(message)} ", "dim")
    if message.kind == KIND_ACTION:
        nick = Text("")
    else:
        nick = Text("===") if message.is_system else Text(clean(message.nick), nick_style(message.nick))
    if columns.nick:
        row.append_text(fit_right(nick, columns.nick - 1))
        row.append(" ")
    elif nick.plain:
        row.append_text(nick + Text(" "))  # no column to align it in: the nick starts the text
    style = _text_style(screen, document, index, message, current)
    row.append_text(message_text(message, document, current_nick, 2 * width, style))
    row = fit(row, width)
    if not document.in_range(index):
        row.stylize(STYLE_CONTEXT)
    if index == screen.current:
        row.stylize(STYLE_CURRENT_ROW)
    elif index == screen.target:
        row.stylize(STYLE_TARGET_ROW)
    return row
