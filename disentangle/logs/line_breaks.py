"""Where a chat message broke its lines. Every message is read on one line (`flattened`: line breaks, tabs and
other control characters become spaces), because the disentangler, the dialogues and every released format hold
one line a message; but what reads lines (the anonymiser: a full name alone on its line, an answer on the line
after "who ...?", a password on the line after "password:") must read the message as it was written. A
message's `breaks` are the positions, in its one-line text, of the spaces that stood for a line break:
`as_written` puts the breaks back, and a text made from the message by removing words (a dialogue's utterance,
its addressees taken out) keeps the breaks of the gaps it kept (`carried`). An IRC line has none.
"""
from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["CONTROL", "Flattened", "as_written", "carried", "flattened", "on_one_line"]

CONTROL = re.compile(r"[\x00-\x1f\x7f]+")          # line breaks and tabs too: a message is one line of text
LINE_SPACING = re.compile(r"^[\t\r\n]+$")          # control runs that are only spacing (not counted as odd)
LINE_BREAK = re.compile(r"[\n\r\v\f]")             # a control run holding one of these broke the line
WORD = re.compile(r"\S+")
BREAK = "\n"


@dataclass(frozen=True)
class Flattened:
    """A text on one line (`flattened`): the text, the positions of its spaces that were line breaks, and
    whether it held control characters other than spacing (tabs and line breaks)."""

    text: str
    breaks: tuple[int, ...] = ()
    odd_controls: bool = False


def flattened(text: str) -> Flattened:
    """`text` on one line (each control run a space, the ends stripped) and where its line breaks were."""
    parts: list[str] = []
    breaks: list[int] = []
    odd, end, length = False, 0, 0
    for run in CONTROL.finditer(text):
        parts.append(text[end:run.start()])
        length += run.start() - end
        if LINE_BREAK.search(run[0]):
            breaks.append(length)
        odd = odd or not LINE_SPACING.match(run[0])
        parts.append(" ")
        length += 1
        end = run.end()
    if not parts:
        return Flattened(text.strip())
    spaced = "".join(parts) + text[end:]
    flat = spaced.strip()
    lead = len(spaced) - len(spaced.lstrip())
    kept = tuple(place - lead for place in breaks if 0 <= place - lead < len(flat))
    return Flattened(flat, kept, odd)


def as_written(text: str, breaks: Sequence[int]) -> str:
    """A one-line text with its line breaks back (a position that is not a space is ignored)."""
    if not breaks:
        return text
    chars = list(text)
    for place in breaks:
        if 0 <= place < len(chars) and chars[place] == " ":
            chars[place] = BREAK
    return "".join(chars)


def on_one_line(written: str) -> Flattened:
    """A text read as written (`as_written`) and then changed (anonymised) on one line again, with the breaks
    it kept: only what `as_written` put back is a line break in it."""
    if BREAK not in written:
        return Flattened(written)
    return Flattened(written.replace(BREAK, " "), tuple(n for n, char in enumerate(written) if char == BREAK))


def carried(source: str, breaks: Sequence[int], derived: str) -> tuple[int, ...]:
    """The breaks of `derived`, a text made from `source` (one line, with `breaks`) by removing words and
    collapsing spaces: the gap between two kept words breaks a line when a gap between them in `source` did.
    Each word of `derived` is matched with the first equal word of `source` after the last match; a word the
    derivation changed matches nothing and its gap is judged with the next word's."""
    if not breaks:
        return ()
    ordered = sorted(breaks)
    words = list(WORD.finditer(source))
    places: dict[str, list[int]] = defaultdict(list)
    for number, word in enumerate(words):
        places[word[0]].append(number)
    kept: list[int] = []
    after, last_end = 0, None
    for word in WORD.finditer(derived):
        found = places.get(word[0], [])
        at = bisect.bisect_left(found, after)
        if at == len(found):
            continue
        match = words[found[at]]
        if last_end is not None and word.start() > 0 and derived[word.start() - 1] == " ":
            first = bisect.bisect_left(ordered, last_end)
            if first < len(ordered) and ordered[first] < match.start():
                kept.append(word.start() - 1)
        after, last_end = found[at] + 1, match.end()
    return tuple(kept)
