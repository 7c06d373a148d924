"""Links and conversations as records and as text: what linking produces and the graph step groups.

A `Link` says that one message replies to another (a self-link starts a conversation); a `Conversation`
is the sorted lines of one connected component of the link graph (found by
`disentangle.dialogues.conversations`), the one conversation record of the package and its public API. This module also holds the previous-message baseline and
the two text formats `disentangle predict` writes and `disentangle evaluate` reads: link lines
`FILE:message parent -` and conversation lines `FILE:i j k ...` (plus annotation files, whose lines
are `a b -`, optionally after a bare `:`).
"""
from __future__ import annotations

import logging
import os
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

import numpy as np

from disentangle.corpus.samples import MODEL_MARK, CorpusError, is_model_link, read_links
from disentangle.errors import DisentangleError
from disentangle.logs.records import Log, Message

logger = logging.getLogger(__name__)

LINK_MARK = "-"  # the last field of a link line; conversation lines have none
SOURCE_SEPARATOR = ":"
# a plain two-number link line, `FILE:a b -` or `a b -`: what `link_rows` reads a whole block of at once
PLAIN_LINK_LINES = re.compile(r"^[ \t]*(?:(.*):)?([0-9]+) ([0-9]+) -[ \t]*$", re.MULTILINE)


class ConversationError(DisentangleError, ValueError):
    """A line that is neither a link line nor a conversation line, or an unreadable file."""


@dataclass(frozen=True, order=True)
class Link:
    """Message `message` replies to `parent` (parent == message: it starts a conversation). `probability`
    is the model's probability of that parent when it was asked for (the public API gives it); it takes no
    part in comparing, sorting or hashing links, so a link is the same link with or without it."""

    source: str  # log name as given by the user
    message: int
    parent: int
    probability: float | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Conversation:
    """One conversation of one log: its line indices and, from the public API, its messages and how sure the
    model is of it.

    The graph step (`disentangle.dialogues.conversations`) and the conversation files give the line indices
    alone; `disentangle.dialogues.conversations.conversations_of` adds the log and the model's confidence (the
    `closed` measure extract records; None when the links came with no probabilities). Like a link's
    probability, neither takes part in comparing or hashing: a conversation is its source and lines. With its
    log, `messages` (and iterating) gives the `Message` records and `authors` who spoke; the dialogue filters
    read the whole log (nick changes, known nicks, the bot's answers), so the log is kept, never shown.
    `len(conversation)` is its number of messages.
    """

    source: str
    indices: tuple[int, ...]  # sorted line indices (0-based positions in the input, line numbers in a log file)
    confidence: float | None = field(default=None, compare=False)
    log: Log | None = field(default=None, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.indices)

    def __iter__(self) -> Iterator[Message]:
        return iter(self.messages)

    @property
    def messages(self) -> tuple[Message, ...]:
        """The messages (in log order), from the log the conversation carries."""
        if self.log is None:
            raise ValueError(f"conversation {self.indices[:5]} of {self.source!r} has no log "
                             "(make conversations with disentangle.load().conversations)")
        return tuple(self.log.messages[i] for i in self.indices)

    @property
    def authors(self) -> tuple[str, ...]:
        """Who said something in it, in order of first message (system lines are no one's)."""
        return tuple(dict.fromkeys(m.nick for m in self.messages if not m.is_system))


def links_from_conversation(conversation: Conversation) -> list[Link]:
    """Links chaining a conversation's messages in order; the first one is self-linked."""
    messages = conversation.indices
    parents = messages[:1] + messages[:-1]
    return [Link(conversation.source, m, p) for m, p in zip(messages, parents)]


def previous_message_links(log: Log, start: int = 0, end: int | None = None) -> list[Link]:
    """The previous-message baseline for messages [start, end) of a log.

    Each non-system message links to the nearest earlier non-system message (earlier lines before
    `start` count); system lines, and messages with no earlier non-system message, link to themselves.
    """
    stop = len(log.messages) if end is None else min(end, len(log.messages))
    previous = None
    for message in log.messages[:max(start, 0)]:
        if not message.is_system:
            previous = message.index
    links = []
    for message in log.messages[max(start, 0):stop]:
        if message.is_system:
            links.append(Link(log.name, message.index, message.index))
            continue
        parent = message.index if previous is None else previous
        links.append(Link(log.name, message.index, parent))
        previous = message.index
    return links


def format_links(links: Iterable[Link]) -> str:
    """Link lines `FILE:message parent -`, one per link, in the order given."""
    return "".join(f"{link.source}{SOURCE_SEPARATOR}{link.message} {link.parent} {LINK_MARK}\n"
                   for link in links)


def format_conversations(conversations: Iterable[Conversation]) -> str:
    """Conversation lines `FILE:i j k ...`, one per conversation, in the order given."""
    return "".join(f"{c.source}{SOURCE_SEPARATOR}{' '.join(map(str, c.indices))}\n"
                   for c in conversations)


def _split_source(line: str, default_source: str) -> tuple[str, str]:
    """(source, numbers part): split on the last ':'; no ':' or a bare ':' means `default_source`."""
    head, separator, tail = line.rpartition(SOURCE_SEPARATOR)
    if not separator:
        return default_source, line
    return (head.strip() or default_source), tail


def parse_line(line: str, default_source: str = "") -> list[Link]:
    """The links one output or annotation line stands for (none for a blank line, nor for a model's link
    `a b - model` that `annotate --review-fill` writes, which no reader takes for a link: `is_model_link`).

    `FILE:a b -` (or `a b -`): the larger number replies to the others (a lone number is a self-link).
    `FILE:i j k`: a conversation, returned as links chaining its messages.
    """
    if not line.strip() or is_model_link(line):
        return []
    source, rest = _split_source(line.strip(), default_source)
    fields = rest.split()
    is_link = bool(fields) and fields[-1] == LINK_MARK
    numbers = fields[:-1] if is_link else fields
    if not numbers or not all(n.isascii() and n.isdigit() for n in numbers):
        raise ConversationError(f"not a link or conversation line: {line.strip()[:60]!r}")
    values = sorted({int(n) for n in numbers})
    if not is_link:
        return links_from_conversation(Conversation(source, tuple(values)))
    message, parents = values[-1], values[:-1] or values[-1:]
    return [Link(source, message, parent) for parent in parents]


def parse_output_lines(lines: Iterable[str], default_source: str = "") -> dict[str, list[Link]]:
    """Links per source from link lines, conversation lines or annotation lines (mixed freely).

    Lines without a `FILE:` prefix (or with a bare `:`) belong to `default_source`. Each source's
    links come sorted and without duplicates. A model's links (`a b - model`, an annotation file `annotate
    --review-fill` wrote) are skipped, as the gold reader skips them, and counted in a warning.
    """
    found: dict[str, set[Link]] = defaultdict(set)
    model = 0
    for number, line in enumerate(lines, 1):
        model += is_model_link(line)
        try:
            links = parse_line(line, default_source)
        except ConversationError as error:
            raise ConversationError(f"{default_source or '<lines>'}:{number}: {error}") from None
        for link in links:
            found[link.source].add(link)
    if model:
        logger.warning("%s: %d model links (`- %s`, left by annotate --review-fill) skipped: not read as links, "
                       "as the gold reader skips them", default_source or "<lines>", model, MODEL_MARK)
    return {source: sorted(links) for source, links in found.items()}


def link_rows(lines: list[str], before: int = 0, default_source: str = "") -> dict[str, np.ndarray]:
    """(message, parent) rows per source of a block of lines, as `parse_line` reads them, in line order.

    A block whose lines are all plain link lines (`PLAIN_LINK_LINES`) is read in one regular-expression pass,
    so a file of millions of links is read in blocks at a few bytes a link; any other block is read line by
    line. `before` is the number of lines before the block: an error names the file's line number.
    """
    found = PLAIN_LINK_LINES.findall("".join(lines))
    if len(found) != len(lines):
        return _rows_by_line(lines, before, default_source)
    numbers = np.array([(first, second) for _, first, second in found], dtype=np.int64).reshape(-1, 2)
    rows = np.column_stack([numbers.max(axis=1), numbers.min(axis=1)])
    sources = [head.strip() or default_source for head, _, _ in found]
    if len(set(sources)) == 1:
        return {sources[0]: rows}
    keys = np.array(sources)
    return {source: rows[keys == source] for source in dict.fromkeys(sources)}


def _rows_by_line(lines: list[str], before: int, default_source: str) -> dict[str, np.ndarray]:
    found: dict[str, list[tuple[int, int]]] = {}
    for number, line in enumerate(lines, before + 1):
        try:
            links = parse_line(line, default_source)
        except ConversationError as error:
            raise ConversationError(f"{default_source or '<lines>'}:{number}: {error}") from None
        for link in links:
            found.setdefault(link.source, []).append((link.message, link.parent))
    return {source: np.array(pairs, dtype=np.int64).reshape(-1, 2) for source, pairs in found.items()}


def read_output(path: str | os.PathLike) -> dict[str, list[Link]]:
    """Read a `disentangle predict` output file (either format); unprefixed lines belong to `path`."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        raise ConversationError(f"cannot read {str(path)!r}: {error.strerror or error}") from error
    except ValueError as error:  # e.g. a NUL byte in the path
        raise ConversationError(f"cannot read {str(path)!r}: {error}") from error
    return parse_output_lines(text.splitlines(), str(path))


def read_annotation(path: str | os.PathLike, source: str | None = None) -> list[Link]:
    """Read a gold annotation file (`a b -` lines) into sorted, distinct links of `source` (default: path)."""
    name = str(path) if source is None else source
    try:
        pairs = read_links(path)
    except CorpusError as error:
        raise ConversationError(str(error)) from error
    return sorted({Link(name, message, parent) for message, parent in pairs})
