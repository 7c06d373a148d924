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

import functools
import re
import unicodedata
from collections.abc import Mapping
from difflib import SequenceMatcher
from types import MappingProxyType

__all__ = ["FOLDED", "fold", "fold_positions", "unfold"]

_SPACES = (0x00A0, 0x1680, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000)
_HYPHENS = (0x2010, 0x2011, 0x2012, 0x2013, 0x2212, 0xFE58, 0xFE63)
_INVISIBLE = (0x00AD, 0x200B, 0x2060, 0xFEFF)      # soft hyphen, zero-width space, word joiner, BOM (not ZWJ/ZWNJ)
_FULLWIDTH_OFFSET = 0xFEE0
# fullwidth letters, digits and the signs a value is made of (`＋`, `＠`, `．`, `－`, `＿`, `（`, `）`, `＃`, `＝`, `／`)
_FULLWIDTH = (*range(0xFF10, 0xFF1A), *range(0xFF21, 0xFF3B), *range(0xFF41, 0xFF5B),
              *(ord(sign) for sign in "＋＠．－＿（）＃＝／％＆"))
# a script's own punctuation: the ASCII mark and the space it stands for (no space follows it in the text)
_PUNCTUATION = {"：": ": ", "，": ", ", "。": ". ", "、": ", ", "；": "; ", "！": "! ", "？": "? ", "「": ' "',
                "」": '" ', "『": ' "', "』": '" ', "“": ' "', "”": '" ', "《": ' "', "》": '" ', "«": ' "',
                "»": '" ', "،": ", ", "؟": "? ", "؛": "; ", "।": ". ", "॥": ". ", "።": ". ", "፣": ", "}
_DIGIT_BLOCKS = range(0x0660, 0x1C50)              # Arabic-Indic, Persian, Devanagari, Bengali, ..., Thai digits
PIECE = re.compile(r"__[a-z]+__|participant_\d+|.", re.DOTALL)   # what the alignment compares: a placeholder whole
FOLDED: Mapping[int, str | None] = MappingProxyType({
    **{code: " " for code in _SPACES}, **{code: "-" for code in _HYPHENS}, **{code: None for code in _INVISIBLE},
    **{code: chr(code - _FULLWIDTH_OFFSET) for code in _FULLWIDTH},
    **{code: str(unicodedata.digit(chr(code))) for code in _DIGIT_BLOCKS
       if unicodedata.category(chr(code)) == "Nd"},
    **{ord(mark): plain for mark, plain in _PUNCTUATION.items()}})
_SCRIPT_FROM = 0x0590                              # letters from Hebrew on (not Latin, Greek, Cyrillic) ...
_NOT_SCRIPT = (range(0x1E00, 0x2C00), range(0xA720, 0xA800))   # ... but Latin Extended Additional and symbols
PREFIX_LENGTH = 2                                  # a letter and its hyphen: Hebrew's `ל-` before a value
MENTION = "@"
UNSPACED = re.compile(r"[\u0e00-\u0eff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")   # Thai, Lao, CJK, kana, Hangul
VALUE_START = frozenset("+")                       # what opens a value besides an ASCII letter or digit


def fold(text: str) -> str:
    """`text` as the rules read it (`fold_positions`; an ASCII text as it is: one test)."""
    return text if text.isascii() else fold_positions(text)[0]


def fold_positions(text: str) -> tuple[str, list[int]]:
    """The folded text and, for each of its characters, where it stands in `text` (a character a mark became
    after the mark's first: the position after it; a space put between scripts: the position of what follows).
    Each character of `FOLDED` becomes its plain one (or none), and a space stands between a letter of a
    script written without spaces between words and an ASCII letter, digit or `+` (`电话13113543135`,
    `IP是183.14.193.138`, `谢谢EriC^^`: `电话 13113543135`, ...), and after a one-letter prefix's hyphen
    (`ל-IL98...`)."""
    chars: list[str] = []
    where: list[int] = []
    for index, char in enumerate(text):
        plain = FOLDED.get(ord(char), char)
        if not plain:
            continue
        if chars and (_between_scripts(chars[-1], plain[0]) or _prefixed(chars, plain[0])):
            chars.append(" ")
            where.append(index)
        chars.extend(plain)
        where.extend([index] + [index + 1] * (len(plain) - 1))
    return "".join(chars), where


def _between_scripts(before: str, after: str) -> bool:
    """A script letter then an ASCII letter, digit or `+` (or an `@`, a mention, after a letter of a script
    written without spaces: `谢谢@jun_wu`), or an ASCII letter or digit then a script letter (not after an
    `@`: `laila@بريد.مصر` is one address)."""
    return _script_letter(before) and (_value_char(after) or after == MENTION and UNSPACED.match(before) is not None) \
        or before.isascii() and before.isalnum() and _script_letter(after)


def _prefixed(chars: list[str], after: str) -> bool:
    """A script's one-letter prefix joined by a hyphen before a value (Hebrew `ל-IL98...`, `ב-052...`)."""
    return len(chars) >= PREFIX_LENGTH and chars[-1] == "-" and _script_letter(chars[-2]) \
        and (len(chars) == PREFIX_LENGTH or not _script_letter(chars[-3])) and _value_char(after)


def _value_char(char: str) -> bool:
    return char.isascii() and (char.isalnum() or char in VALUE_START)


@functools.lru_cache(maxsize=4096)
def _script_letter(char: str) -> bool:
    """A letter (or its mark) of a script from Hebrew on: Arabic, Indic, Thai, CJK, kana, Hangul, Ethiopic."""
    code = ord(char)
    return code >= _SCRIPT_FROM and not any(code in block for block in _NOT_SCRIPT) \
        and unicodedata.category(char)[0] in "LM"


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
