"""The compositions of a password people make to pass a policy, read where nothing names the token a password.

The learned scorer (`secret_model.py`) finds random tokens; a password a person makes is no random token but a
word bent to a policy's demands of a capital, digits and a symbol: a capitalised word, two to four digits and a
symbol in one of a few orders (`Pumpkin92!`, `Abigail#670`, `2005!Juniper`, `Anchor!thistle04`), two words in
different cases around a symbol before digits (`PLUM*kite94`, `fig~DUNE47`), a word and a symbol before three or
four digits (`pumice?1402`), a word in leetspeak (`Blu3b3rry1`, `Sunfl0w3r`), a keyboard walk with digits
(`1qaz2wsx*98`). `COMPOSITIONS` holds those
shapes as data; `composed_password` tests one candidate of the scorer (a token that is no URL, path, number,
version, common word or placeholder, and that no name rule took first: nicks of this shape are users). A `!` or
`?` ends such a token only where the clause goes on after it in lower case ("use Pumpkin92! for now"; not "on
Ubuntu10?" at a sentence's end). Measured on the shared logs and the new channels (219,684 message lines), the
shapes match no token that is not a nick.
"""
from __future__ import annotations

import re

from wordfreq import zipf_frequency

from disentangle.dialogues.addressing import WORD_LANGUAGE

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
    rf"[A-Z]{{3,}}(?:{_SYMBOL}|[!?])[a-z]{{3,}}{_DIGITS}",          # PLUM*kite94  JADE!kite64 (a word shouted)
    rf"[a-z]{{3,}}[#$%&*+^~!?][A-Z]{{3,}}{_DIGITS}",                # fig~DUNE47  moth*DUNE55 (not root@HOST12)
    r"[a-z]{4,}[$%&*+^~!?]\d{3,4}",                                # pumice?1402  walrus*2219 (not issue#2048)
    rf"[a-z]{{3,}}(?:{_SYMBOL}|[!?_]){_DIGITS}{_WORD}",             # lantern!440Orbit  falcon_346Ember
)
COMPOSED = re.compile("|".join(f"(?:{shape})" for shape in COMPOSITIONS))   # any of them, read in one pass
# keyboard walks that only a password holds (`qwerty` alone names a keyboard layout, and nicks hold it)
KEYBOARD_WALKS = ("1qaz2wsx", "2wsx3edc", "1q2w3e4r", "q1w2e3r4", "zaq12wsx", "qazwsx", "!qaz@wsx", "1qazxsw2")
MIN_WALK_TOKEN = 8
CLAUSE_GOES_ON = re.compile(r"[\s\"')\]]*\s[a-z(<-]")   # after the token: a lower-case word, a bracket, an arrow
# a capitalised word in leetspeak with no digit after it (`Sunfl0w3r`, `S74rl1ght`): read back as letters, a word
LEET_WORD = re.compile(r"[A-Z][a-z013457]{7,}")
LEET_DIGITS = "013457"
LEET_READINGS = (str.maketrans(LEET_DIGITS, "oieast"), str.maketrans(LEET_DIGITS, "olease"))   # 1 as i or l, 3 as e
MIN_LEET_DIGITS = 2             # (one is a brand's as often: `Fatal1ty`)
LEET_WORD_ZIPF = 3.0              # ... an English word at least this common once read back ("starlight", "sunflower")


def composed_password(value: str, rest: str) -> bool:
    """Is `value` (a token, a correction's leading `*` allowed) a password of a policy's composition, or a
    keyboard walk with more? `rest`: the text after it, which tells a mark ending the token from one ending a
    sentence."""
    token = value.lstrip("*")
    if len(token) >= MIN_WALK_TOKEN and any(walk in token.lower() for walk in KEYBOARD_WALKS):
        return True
    if _leetspeak(token):
        return True
    if not COMPOSED.fullmatch(token):
        return False
    if token[-1] in CLAUSE_MARKS:
        return bool(CLAUSE_GOES_ON.match(rest))
    return True


def _leetspeak(token: str) -> bool:
    """A capitalised word with `MIN_LEET_DIGITS` digits or more standing for letters that reads back as an English
    word (`Sunfl0w3r` -> sunflower; not `Tues13th`, `Athl0n64`)."""
    if not LEET_WORD.fullmatch(token) or token[-1].isdigit() \
            or sum(char in LEET_DIGITS for char in token) < MIN_LEET_DIGITS:
        return False
    return any(zipf_frequency(token.lower().translate(reading), WORD_LANGUAGE) >= LEET_WORD_ZIPF
               for reading in LEET_READINGS)
