"""The compositions of a password people make to pass a policy, read where nothing names the token a password.

The learned scorer (`secret_model.py`) finds random tokens; a password a person makes is no random token but a
word bent to a policy's demands of a capital, digits and a symbol: a capitalised word, two to four digits and a
symbol in one of a few orders (`Pumpkin92!`, `Abigail#670`, `2005!Juniper`, `Anchor!thistle04`), a word in
leetspeak ending in a digit (`Blu3b3rry1`), a keyboard walk with digits (`1qaz2wsx*98`). `COMPOSITIONS` holds those
shapes as data; `composed_password` tests one candidate of the scorer (a token that is no URL, path, number,
version, common word or placeholder, and that no name rule took first: nicks of this shape are users). A `!` or
`?` ends such a token only where the clause goes on after it in lower case ("use Pumpkin92! for now"; not "on
Ubuntu10?" at a sentence's end). Measured on the shared logs and the new channels (219,684 message lines), the
shapes match no token that is not a nick.
"""
from __future__ import annotations

import re

__all__ = ["CLAUSE_GOES_ON", "CLAUSE_MARKS", "COMPOSED", "COMPOSITIONS", "KEYBOARD_WALKS", "composed_password"]

_SYMBOL = r"[#$%&*+@^~]"          # a policy's symbol (not `-`, `.`, `_`, which join a program's name and version)
_WORD = r"[A-Z][a-z]{2,}"         # a capitalised word
_DIGITS = r"\d{2,4}"              # a year or a number of two to four digits
CLAUSE_MARKS = "!?"               # ... or a mark that may end a sentence instead, when the clause goes on after it
COMPOSITIONS = (
    rf"{_WORD}{_DIGITS}(?:{_SYMBOL}|[{CLAUSE_MARKS}])",            # Pumpkin92!  Rocky84$  Glacier1982?
    rf"{_WORD}(?:{_SYMBOL}|_){_DIGITS}",                           # Abigail#670  Ngozi_3931
    rf"{_WORD}{_DIGITS}_",                                         # Simba07_
    rf"{_WORD}(?:{_SYMBOL}|[._!?])[a-z]{{3,}}\d{{1,4}}",           # Anchor!thistle04  Pebble.marble69
    rf"{_DIGITS}(?:{_SYMBOL}|[._!?]){_WORD}",                      # 2005!Juniper  2015.Saffron
    r"[A-Z][a-z]*(?:[013457][a-z]+){2,}\d{1,4}",                   # Blu3b3rry1  Sunfl0w3r8 (leetspeak)
    r"[a-z]{3,}[#$%&*+^~_.][A-Z][a-z]{2,}\d{1,4}",                 # papaya#Orchard1  meadow.Harbor55 (not lol@Ben64)
    rf"{_WORD}(?:{_SYMBOL}|[!?]){_DIGITS}[a-z]{{3,}}",             # Meadow+628pelican  Quince!649tortoise
    rf"(?=\w*\d)(?=(?:\w*?[A-Z][a-z]+){{2}})(?:[A-Z][a-z]+|\d{{1,4}}){{3,6}}{_SYMBOL}",   # FoxOakTin5^  Aug12Gondola+
    r"[$%!#](?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*\d)[a-z][A-Za-z0-9]{5,}[A-Z]",   # !so71rreL  %go07ndolA (reversed)
)
COMPOSED = re.compile("|".join(f"(?:{shape})" for shape in COMPOSITIONS))   # any of them, read in one pass
# keyboard walks that only a password holds (`qwerty` alone names a keyboard layout, and nicks hold it)
KEYBOARD_WALKS = ("1qaz2wsx", "2wsx3edc", "1q2w3e4r", "q1w2e3r4", "zaq12wsx", "qazwsx", "!qaz@wsx", "1qazxsw2")
MIN_WALK_TOKEN = 8
CLAUSE_GOES_ON = re.compile(r"[\s\"')\]]*\s[a-z(<-]")   # after the token: a lower-case word, a bracket, an arrow


def composed_password(value: str, rest: str) -> bool:
    """Is `value` (a token, a correction's leading `*` allowed) a password of a policy's composition, or a
    keyboard walk with more? `rest`: the text after it, which tells a mark ending the token from one ending a
    sentence."""
    token = value.lstrip("*")
    if len(token) >= MIN_WALK_TOKEN and any(walk in token.lower() for walk in KEYBOARD_WALKS):
        return True
    if not COMPOSED.fullmatch(token):
        return False
    if token[-1] in CLAUSE_MARKS:
        return bool(CLAUSE_GOES_ON.match(rest))
    return True
