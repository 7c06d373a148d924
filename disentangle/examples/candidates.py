"""What makes two response candidates the same, and which utterances are no candidates at all.

Next-utterance selection is only fair when the options differ in more than case, spacing or punctuation:
"Yes." and "yes." as two options leave a system a coin toss it cannot win. `candidate_key` is the normal
form options are compared by (case-folded; punctuation, symbols, the UDC `__eou__`/`__eot__` markers and
every space removed, so that "thx" and "th.x", or "no one" and "noone", share a key); `is_degenerate` marks utterances that make no negative at all: empty once
normalised (":)", "...", "?") or a lone channel-bot trigger ("!sound |", "!info"). The example writers of
`examples.py` keep one text per key in their negative pools and skip degenerate ones; their validators
reject options that share a key.
"""
from __future__ import annotations

import re
import unicodedata

_MARKERS = re.compile(r"__eo[ut]__")
_BOT_TRIGGER = re.compile(r"^\s*![\w.-]+\s*[|>]?\s*$")  # "!sound |", "!info", "!ask >"
_GONE = ("P", "S")                  # Unicode categories removed by `candidate_key`: punctuation, symbols
ASCII_END = 128
# the ASCII punctuation, symbols and spaces, deleted: one `str.translate` for the (usual) all-ASCII text
_ASCII_GONE = {code: None for code in range(ASCII_END)
               if unicodedata.category(chr(code)).startswith(_GONE) or chr(code).isspace()}


def candidate_key(text: str) -> str:
    """The normal form two candidates are compared by: case-folded, without punctuation, symbols, UDC
    markers or spaces ("Th.x !" and "thx" are one candidate; the docs promise no two options equal up to
    case, spacing and punctuation)."""
    folded = _MARKERS.sub(" ", text).casefold()
    if folded.isascii():  # the same as the loop below, in one C call (validators call this millions of times)
        return folded.translate(_ASCII_GONE)
    return "".join(ch for ch in folded if not (ch.isspace() or unicodedata.category(ch).startswith(_GONE)))


def is_degenerate(text: str) -> bool:
    """An utterance that makes no candidate: empty once normalised, or a lone channel-bot trigger."""
    clean = _MARKERS.sub(" ", text)
    return not candidate_key(clean) or bool(_BOT_TRIGGER.match(clean))
