"""What a client, a browser, a word processor or an input method writes in place of the plain characters a
value is made of, as data: no-break and thin spaces between digit groups (`4283 1088 ...` with U+00A0 or
U+202F), non-breaking hyphens and en dashes between them (`+267‑71‑176‑675`, `6243–7337–...`), a soft hyphen
or a zero-width space inside a number (`3569­7719...`, `47414363​15950834`), and the fullwidth forms an East
Asian input method types (`＋２２８ ９０ １６`, `＠`). `fold` gives the text the rules read: each such character
its plain one (or none). The anonymiser's rules read the folded text; `unfold` gives back the text as written
with only the replaced spans changed (the folded and the anonymised text aligned by `difflib`: a Chinese
comma, a no-break space or a BOM outside a replaced value stays as it was). Percent-encoding is not folded
(rules read `%2F`, `%3A` where they mean a value).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from difflib import SequenceMatcher
from types import MappingProxyType

__all__ = ["FOLDED", "fold", "fold_positions", "unfold"]

_SPACES = (0x00A0, 0x1680, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000)
_HYPHENS = (0x2010, 0x2011, 0x2012, 0x2013, 0x2212, 0xFE58, 0xFE63)
_INVISIBLE = (0x00AD, 0x200B, 0x2060, 0xFEFF)      # soft hyphen, zero-width space, word joiner, BOM (not ZWJ/ZWNJ)
_FULLWIDTH = range(0xFF01, 0xFF5F)                 # fullwidth ASCII: `＋`, `０`-`９`, `＠`, `Ａ`-`ｚ`
_FULLWIDTH_OFFSET = 0xFEE0
PIECE = re.compile(r"__[a-z]+__|participant_\d+|.", re.DOTALL)   # what the alignment compares: a placeholder whole
FOLDED: Mapping[int, str | None] = MappingProxyType({
    **{code: " " for code in _SPACES}, **{code: "-" for code in _HYPHENS}, **{code: None for code in _INVISIBLE},
    **{code: chr(code - _FULLWIDTH_OFFSET) for code in _FULLWIDTH}})


def fold(text: str) -> str:
    """`text` with each character of `FOLDED` its plain one (an ASCII text as it is: one test)."""
    return text if text.isascii() else text.translate(FOLDED)


def fold_positions(text: str) -> tuple[str, list[int]]:
    """The folded text and, for each of its characters, where it stands in `text`."""
    chars: list[str] = []
    where: list[int] = []
    for index, char in enumerate(text):
        plain = FOLDED.get(ord(char), char)
        if plain:
            chars.append(plain)
            where.append(index)
    return "".join(chars), where


def unfold(text: str, folded: str, where: list[int], done: str) -> str:
    """`text` with what changed from `folded` to `done` (a replaced value) changed, the rest as written: each
    run the two share is taken from `text` (with the characters the fold dropped after it), each other run
    from `done` (its placeholders compared whole, so that none is read as the letters it shares with a value)."""
    pieces = [found[0] for found in PIECE.finditer(done)]   # a placeholder is one piece: never aligned inside
    parts: list[str] = []
    for tag, start, end, done_start, done_end in SequenceMatcher(None, list(folded), pieces,
                                                                  autojunk=False).get_opcodes():
        if tag == "equal":
            parts.append(text[0 if start == 0 else where[start]:where[end] if end < len(where) else len(text)])
        else:                                          # (a BOM before a replaced first word stays too)
            parts.append((text[:where[0]] if start == 0 and where else "") + "".join(pieces[done_start:done_end]))
    return "".join(parts)
