"""Facts of Unicode the anonymiser and the release auditor both read (each its own way): the combining marks
that belong to the word they mark. Python's `re` has no `\\p{M}`, and `\\w` leaves the marks out, so a word of
Devanagari, Bengali, Tamil or Thai ("अशोक", "আদি", "ฉลองชัย") would be cut at each vowel sign; `MARKS` is the
character class's ranges of every combining mark of the Basic Multilingual Plane, from this Python's Unicode
database.
"""
from __future__ import annotations

import unicodedata

__all__ = ["MARKS"]


def _mark_class() -> str:
    """The combining marks of the Basic Multilingual Plane as a character class's ranges: the vowel signs of
    Indic and Thai script and the points of Hebrew and Arabic belong to the word they mark (`\\w` leaves them
    out: "अशोक" would be three tokens)."""
    ranges: list[str] = []
    start = None
    for code in range(MARKS_FROM, MARKS_TO + 1):
        mark = code < MARKS_TO and unicodedata.category(chr(code))[0] == "M"
        if mark and start is None:
            start = code
        elif not mark and start is not None:
            ranges.append(f"\\u{start:04x}-\\u{code - 1:04x}")
            start = None
    return "".join(ranges)


MARKS_FROM, MARKS_TO = 0x0300, 0xFFFF
MARKS = _mark_class()
