"""The roff engine: the state of one page being rendered, its output lines, escapes, lines and tables.

A `Renderer` reads lines (continuations joined), interprets escapes (strings expanded, special characters
read, registers as nroff with groff's `.g`, typesetting dropped), fills words into paragraph lines (or
keeps lines as they are in no-fill mode), turns tbl tables into rows of cells and hands each request line
to a handler found in the macro tables it is given (`roff.man` and `roff.mdoc`); user macros (`.de`) are
expanded with their arguments. One renderer per page: no state is shared between pages.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator

from .lexer import (
    COMMENT,
    DEFAULT_STRINGS,
    ESCAPE,
    ESCAPE_CHARS,
    REGISTERS,
    REQUEST,
    TABLE_RULE,
    SourceReader,
    join_continuations,
    special_char,
    split_args,
)

logger = logging.getLogger(__name__)

MAX_DEPTH = 8  # nesting of macro calls, string expansions and .so includes
MAX_OUTPUT_LINES = 200_000  # a runaway macro must not exhaust memory
BREAKS = frozenset("br sp bp PP P LP HP RS RE PD Pp Lp Bl El Ed Rs Re ne".split())

RequestHandler = Callable[["Renderer", str, str], None]     # (renderer, request name, rest of the line)
MacroHandler = Callable[["Renderer", str, list[str]], None]  # (renderer, macro name, its arguments)


class Renderer:
    """State for rendering one page (created per page: no state is shared between pages)."""

    def __init__(self, read_source: SourceReader | None, requests: dict[str, RequestHandler],
                 mdoc: dict[str, MacroHandler]) -> None:
        self.read_source = read_source
        self.requests = requests
        self.mdoc = mdoc
        self.out: list[str] = []
        self.words: list[str] = []
        self.glue = False
        self.nofill = False
        self.table: str | None = None  # None, "format" or "data"
        self.tab = "\t"
        self.tag_next = False
        self.heading_next: str | None = None
        self.strings = dict(DEFAULT_STRINGS)
        self.macros: dict[str, list[str]] = {}
        self.ie_results: list[bool] = []
        self.url: str | None = None
        self.mdoc_name = ""
        self.depth = 0
        self.lines: Iterator[str] = iter(())

    # ---- output -------------------------------------------------------------------------------
    def flush(self) -> None:
        """End the current output line: the filled words become one line."""
        if self.words:
            self.out.append(" ".join(self.words).strip())
            self.words = []
        self.glue = False

    def paragraph(self) -> None:
        """End the line and leave one blank line (never two)."""
        self.flush()
        if self.out and self.out[-1]:
            self.out.append("")

    def heading(self, title: str, level: str) -> None:
        """A heading line of its own (upper case for a section, as printed)."""
        self.paragraph()
        title = title.strip()
        self.out.append(title.upper() if level == "SH" else title)
        self.tag_next = False

    def add_text(self, text: str) -> None:
        """Text of the page: a pending heading, a no-fill line, or words filled into the line."""
        if self.heading_next:
            level, self.heading_next = self.heading_next, None
            self.heading(text, level)
            return
        if self.nofill:
            self.flush()
            self.out.append(text.rstrip())
            return
        if self.glue and self.words:
            self.words[-1] += text.strip()
        elif text.strip():
            self.words.append(text.strip())
        self.glue = False
        if self.tag_next and self.words:
            self.tag_next = False
            self.flush()

    # ---- escapes ------------------------------------------------------------------------------
    def inline(self, text: str) -> str:
        """Interpret escapes of one line (comments must already be gone)."""
        if "\\" not in text:
            return text
        return ESCAPE.sub(self._escape, text)

    def _escape(self, match: re.Match[str]) -> str:
        """What one escape stands for in plain text."""
        if match["str"]:
            return self.expand_string(match["sb"] or match["s2"] or match["s1"] or "")
        if match["c2"] is not None or match["cb"] is not None:
            return special_char(match["c2"] or match["cb"] or "")
        if match["reg"]:
            return REGISTERS.get(match["rb"] or match["r2"] or match["r1"] or "", "0") \
                if match["reg"][0] == "n" else ""
        if match["other"] is not None:
            return ESCAPE_CHARS.get(match["other"], match["other"])
        return ""  # fonts, sizes, motions, colours, marks and other typesetting

    def expand_string(self, name: str) -> str:
        """A defined string's value, its own escapes interpreted (to `MAX_DEPTH`)."""
        value = self.strings.get(name, "")
        if self.depth >= MAX_DEPTH or "\\" not in value:
            return value
        self.depth += 1
        try:
            return self.inline(value)
        finally:
            self.depth -= 1

    # ---- lines --------------------------------------------------------------------------------
    def run(self, lines: list[str]) -> None:
        """Render lines (a page, a macro body or an include), cut at `MAX_OUTPUT_LINES`."""
        outer = self.lines
        self.lines = iter(join_continuations(lines))
        try:
            for line in self.lines:
                if len(self.out) > MAX_OUTPUT_LINES:
                    logger.warning("output too long; page cut")
                    break
                self.line(line)
        finally:
            self.lines = outer

    def line(self, line: str) -> None:
        """One input line: a comment, a table line, a request, a blank or text."""
        if line[:2] in (".\\", "'\\") and line[2:3] in ('"', "#"):
            return
        line = COMMENT.sub(r"\1", line) if "\\" in line else line
        if self.table:
            self.table_line(line)
        elif line[:1] in ".'":
            self.request(line)
        elif not line.strip():
            self.flush() if self.nofill else self.paragraph()
            if self.nofill:
                self.out.append("")
        else:
            glue_after = line.endswith("\\c")
            if line[:1] in " \t" and not self.nofill:
                self.flush()
            self.add_text(self.inline(line))
            self.glue = glue_after

    def request(self, line: str) -> None:
        """A request line: its handler, a user macro, an mdoc macro or a break; else ignored."""
        match = REQUEST.match(line)
        if not match:
            return
        name, rest = match["name"], match["rest"]
        handler = self.requests.get(name)
        if handler is not None:
            handler(self, name, rest)
        elif name in self.macros and name not in self.mdoc:
            self.call_macro(name, split_args(rest))
        elif name in self.mdoc:
            self.mdoc[name](self, name, split_args(rest))
        elif name in BREAKS:
            self.paragraph()

    def call_macro(self, name: str, args: list[str]) -> None:
        """Expand a user macro (`.de`) with its arguments (`\\$1`, `\\$*`, `\\$@`)."""
        if self.depth >= MAX_DEPTH:
            return
        body = []
        for line in self.macros[name]:
            line = line.replace("\\\\", "\\")
            line = re.sub(r"\\\$(\d)", lambda m: args[int(m[1]) - 1] if int(m[1]) <= len(args) else "", line)
            body.append(line.replace("\\$*", " ".join(args)).replace("\\$@", " ".join(args)))
        self.depth += 1
        try:
            self.run(body)
        finally:
            self.depth -= 1

    def take_block(self, end: str = "") -> list[str]:
        """Lines up to the end of a `.de` or `.ig` body: `..`, or `.end` when an end macro is named."""
        pattern = re.compile(r"^[.']\s*" + re.escape(end or ".") + r"(?:\s|\\\"|$)")
        body = []
        for line in self.lines:
            if pattern.match(line):
                break
            body.append(line)
        return body

    def skip_braces(self, text: str) -> None:
        """Skip the rest of a `\\{ ... \\}` block that was opened in `text`."""
        depth = text.count("\\{") - text.count("\\}")
        while depth > 0:
            line = next(self.lines, None)
            if line is None:
                return
            depth += line.count("\\{") - line.count("\\}")

    # ---- tables -------------------------------------------------------------------------------
    def table_line(self, line: str) -> None:
        """One line inside a tbl table: its end, its format section, a request or a row."""
        stripped = line.strip()
        if re.match(r"^[.']\s*TE\b", stripped):
            self.table = None
            self.flush()
            return
        if re.match(r"^[.']\s*T&", stripped):
            self.table = "format"
            return
        if self.table == "format":
            tab = re.search(r"\btab\s*\((.)\)", stripped)
            if tab and stripped.endswith(";"):
                self.tab = tab[1]
            if stripped.endswith("."):
                self.table = "data"
            return
        if stripped[:1] in ".'" and not stripped.startswith("T"):
            self.request(stripped)
            return
        self.table_row(line)

    def table_row(self, line: str) -> None:
        """A table row as its cells two blanks apart (rules dropped, `T{` text blocks filled)."""
        if TABLE_RULE.match(line.strip()):
            return
        cells = [cell.replace("T{", "").replace("T}", "").strip() for cell in line.split(self.tab)]
        text = "  ".join(self.inline(cell) for cell in cells if cell)
        if text.strip():
            if line.rstrip().endswith("T{") or line.lstrip().startswith("T}"):
                self.add_text(text)
            else:
                self.flush()
                self.out.append(text)
