"""Bytes and lines of a log before any format reads them: decoding (UTF-8 with replacement), splitting on
any line break (LF, CRLF, CR), and cleaning a line: mIRC formatting codes (bold, colour, reset, reverse,
italic, underline) removed, over-long lines cut, control characters blanked, each counted in the counts of
`disentangle.logs.counts`. A leading UTF-8 byte-order mark (`BYTE_ORDER_MARK`) is dropped by the readers.
"""
from __future__ import annotations

import re

from disentangle.logs.formats import LineMatch, LogFormat

__all__ = ["BYTE_ORDER_MARK", "FORMATTING_CODES", "MAX_LINE_CHARS", "clean_line", "decode_bytes", "split_lines",
           "strip_formatting"]

MAX_LINE_CHARS = 4096  # longer lines are cut (and counted); the rest of the line is kept in `raw` only

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# mIRC formatting codes, as clients write them into logs: colour (\x03 with an optional foreground and
# background of one or two digits each), bold, reset, reverse, italic, underline. They are markup, not text.
FORMATTING_CODES = {"colour": r"\x03(?:\d{1,2}(?:,\d{1,2})?)?", "bold": r"\x02", "reset": r"\x0f",
                    "reverse": r"\x16", "italic": r"\x1d", "underline": r"\x1f"}
_FORMATTING = re.compile("|".join(FORMATTING_CODES.values()))
BYTE_ORDER_MARK = "\ufeff"


def strip_formatting(line: str) -> str:
    """The line without mIRC formatting codes (`FORMATTING_CODES`)."""
    return _FORMATTING.sub("", line)


def decode_bytes(data: bytes) -> tuple[str, int]:
    """Decode UTF-8 with replacement; return the text and how many characters were replaced."""
    text = data.decode("utf-8", errors="replace")
    return text, text.count("\ufffd") - data.count("\ufffd".encode("utf-8"))


def split_lines(text: str) -> tuple[list[str], bool]:
    """Split on LF, CRLF or CR; return the lines and whether the last one lacked a terminator."""
    lines = re.split(r"\r\n|\n|\r", text)
    if lines and lines[-1] == "":
        lines.pop()
        return lines, False
    return lines, bool(lines)



def clean_line(raw: str, counts: dict[str, int] | None = None, log_format: LogFormat | None = None) -> tuple[str] | tuple[str, LineMatch]:
    """A raw line without formatting codes, cut to `MAX_LINE_CHARS`, control characters blanked (each
    counted in `counts` when given); with `log_format`, also its `LineMatch`."""
    line = raw
    if _FORMATTING.search(line):  # before anything else reads the line
        counts = _bump(counts, "formatting_codes")
        line = _FORMATTING.sub("", line)
    if len(line) > MAX_LINE_CHARS:
        counts = _bump(counts, "long_lines")
        line = line[:MAX_LINE_CHARS]
    if _CONTROL.search(line):
        counts = _bump(counts, "control_chars")
        line = _CONTROL.sub(" ", line)
    return (line,) if log_format is None else (line, log_format.parse(line))


def _bump(counts: dict[str, int] | None, key: str) -> dict[str, int] | None:
    """`counts` with one more `key` (None stays None)."""
    if counts is not None:
        counts[key] += 1
    return counts


