"""Prediction over logs of any length in bounded memory: a sliding window of lines, output as it is read.

A log of at most `PREDICT_WINDOW.whole` lines (segment + lookahead) is read and predicted whole, exactly
as `predict.predict` does (so every day-sized file gives today's bytes). A longer log is read a window at a
time by the one windowed reader, `disentangle.logs.windows` (a file by its `WindowReader`, a log in memory
by `log_windows`): each window is a `segment` of lines to predict, the `context` lines before it and the
`lookahead` lines after it, parsed and predicted as one log (`Window`), so memory depends on the window and
never on the length of the log. Each window's links are renumbered to the file's lines (`shifted`).

What a window cannot see (the bounded horizon, documented in `docs/streaming.md`): every per-log statistic
(the set of nicks used to find mentions, the idf of words and character n-grams, the message rate, a
12-hour clock) is taken over the window, and facts that look back without limit (an author's previous
line, the first pass's conversation tree) stop at the window's first line. A line near a window's edge may
therefore get another parent than from a whole-log run; lines of a log that fits one window never do.

`ConversationStream` turns the links of successive windows into conversations and hands each one out as
soon as no later line can join it (no later window reaches back to its lines) and no earlier-starting
conversation is still open, so `conversations` and `jsonl` output stream too, in the whole-log order.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from disentangle.features.pairs import WINDOW
from disentangle.linking.links import Conversation, Link
from disentangle.logs.windows import WindowSizes

SEGMENT = 16_000            # lines predicted per window: two to four busy #ubuntu days
CONTEXT = 10 * WINDOW       # lines before a segment read as context: ten candidate windows back
LOOKAHEAD = 3 * WINDOW      # lines after a segment: features look a window ahead, the second pass two more
PREDICT_WINDOW = WindowSizes(SEGMENT, CONTEXT, LOOKAHEAD)  # the window of `disentangle predict` and the API


def shifted(links: Iterable[Link], offset: int) -> tuple[Link, ...]:
    """Links of a window renumbered to the file's lines."""
    return tuple(Link(link.source, link.message + offset, link.parent + offset) for link in links)


@dataclass(frozen=True)
class Record:
    """What `jsonl` writes of one message."""

    minute: int
    kind: str
    nick: str
    text: str


@dataclass
class ConversationStream:
    """Connected components of links that arrive in line order, handed out once closed and in order.

    `add` takes the links of lines up to some frontier; `closed(reach)` returns, sorted by first line,
    the conversations none of whose lines is at or after `reach` (no later link can point to them), held
    back while a conversation that starts earlier is still open; `closed(None)` returns all the rest.
    """

    source: str
    start: int = 0
    _label: dict[int, int] = field(default_factory=dict)       # line -> component label
    _members: dict[int, list[int]] = field(default_factory=dict)  # label -> lines

    def add(self, links: Iterable[Link]) -> None:
        for link in links:
            self._union(link.message, link.parent)

    def _find(self, line: int) -> int:
        label = self._label.get(line)
        if label is None:
            self._label[line] = line
            self._members[line] = [line]
            return line
        return label

    def _union(self, a: int, b: int) -> None:
        first, second = self._find(a), self._find(b)
        if first == second:
            return
        if len(self._members[first]) < len(self._members[second]):
            first, second = second, first
        moved = self._members.pop(second)
        for line in moved:
            self._label[line] = first
        self._members[first].extend(moved)

    def closed(self, reach: int | None) -> list[Conversation]:
        """The conversations that can be written now (see the class docstring), removed from the stream."""
        spans = {label: (min(lines), max(lines)) for label, lines in self._members.items()}
        open_first = min((lo for lo, hi in spans.values() if reach is not None and hi >= reach), default=None)
        ready = sorted(label for label, (lo, hi) in spans.items()
                       if (reach is None or hi < reach) and (open_first is None or lo < open_first))
        found = []
        for label in sorted(ready, key=lambda k: spans[k][0]):
            lines = self._members.pop(label)
            for line in lines:
                del self._label[line]
            kept = tuple(sorted(line for line in lines if line >= self.start))
            if kept:
                found.append(kept)
        return [Conversation(self.source, kept) for kept in sorted(found)]
