"""What makes two response candidates the same, and which utterances are no candidates at all.

Next-utterance selection is only fair when the options differ in more than case, spacing or punctuation:
"Yes." and "yes." as two options leave a system a coin toss it cannot win. `candidate_key` is the normal
form options are compared by (case-folded, punctuation and the UDC `__eou__`/`__eot__` markers removed,
whitespace collapsed); `is_degenerate` marks utterances that make no negative at all: empty once
normalised (":)", "...", "?") or a lone channel-bot trigger ("!sound |", "!info"). The example writers of
`examples.py` keep one text per key in their negative pools and skip degenerate ones; their validators
reject options that share a key.
"""
from __future__ import annotations

import re
import unicodedata

_MARKERS = re.compile(r"__eo[ut]__")
_BOT_TRIGGER = re.compile(r"^\s*![\w.-]+\s*[|>]?\s*$")  # "!sound |", "!info", "!ask >"


def candidate_key(text: str) -> str:
    """The normal form two candidates are compared by: case-folded, without punctuation or symbols, UDC
    markers removed, whitespace collapsed."""
    folded = _MARKERS.sub(" ", text).casefold()
    kept = "".join(ch if not unicodedata.category(ch).startswith(("P", "S")) else " " for ch in folded)
    return " ".join(kept.split())


def is_degenerate(text: str) -> bool:
    """An utterance that makes no candidate: empty once normalised, or a lone channel-bot trigger."""
    clean = _MARKERS.sub(" ", text)
    return not candidate_key(clean) or bool(_BOT_TRIGGER.match(clean))
