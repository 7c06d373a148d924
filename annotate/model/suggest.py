"""Where suggested parents come from: the shipped model, an existing annotation file, or other annotators.

A suggester is any callable `(log, start, end) -> [Suggestion]`, so the tool can be driven by the learned
disentangler (`model_suggester`, which imports `disentangle.linking.model_file` only when it is first called), by a
file of links such as `disentangle predict` output (its `--format scored` output brings the model's
probabilities) or another annotator's work (`file_suggester`), or by a
test's fake. A `Suggestion` proposes parents for one message with a confidence; `ranked` lists likely
parents best first so the parent cursor can step through the model's alternatives.
"""
from __future__ import annotations

import json
import logging
import os
from collections.abc import ItemsView, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, Sequence, TypeVar

import numpy as np

from disentangle.linking.links import ConversationError, link_rows
from disentangle.logs.records import Log

from .files import log_stem

if TYPE_CHECKING:  # imported when first needed (see ModelSuggester): the model is heavy
    from disentangle.methods.disentanglers import Learned

logger = logging.getLogger(__name__)

RANKED_CANDIDATES = 5  # alternatives kept per message for stepping the parent cursor
CERTAIN = 1.0
MAX_NAMES_SHOWN = 5  # log names listed when a suggestion file names none of the log
BLOCK_CHARS = 1 << 22  # of a suggestion file read at a time
KEY_BITS = 32  # a link sorted as one number: message << KEY_BITS | parent
SCORED_START = "{"  # a scored suggestion file is JSON lines


@dataclass(frozen=True)
class Suggestion:
    """Parents proposed for `message` by `source`, not yet confirmed by the annotator."""

    message: int
    parents: tuple[int, ...]
    confidence: float = CERTAIN  # the proposer's probability for its choice, 0..1
    source: str = "model"
    ranked: tuple[int, ...] = ()  # candidate parents, most likely first


class Suggester(Protocol):
    """Proposes parents for messages [start, end) of a log."""

    def __call__(self, log: Log, start: int, end: int) -> Sequence[Suggestion]: ...


def suggestion_from_probabilities(message: int, probabilities: np.ndarray,
                                  source: str = "model") -> Suggestion:
    """Turn the model's distribution over candidates (oldest first, the message itself last) into a suggestion.

    Candidates are ranked by probability; equal probabilities rank the nearer candidate first.
    """
    nearest_first = np.asarray(probabilities, dtype=float)[::-1]  # ties go to the nearer candidate
    order = np.argsort(-nearest_first, kind="stable")[:RANKED_CANDIDATES]
    ranked = tuple(int(message - position) for position in order)
    return Suggestion(message, ranked[:1], float(nearest_first[order[0]]), source, ranked)


class ModelSuggester:
    """Suggestions from the learned disentangler; the model is imported and loaded on first use."""

    def __init__(self, model_path: str | os.PathLike | None = None) -> None:
        self.model_path = model_path
        self._learned: Learned | None = None

    def __call__(self, log: Log, start: int, end: int) -> list[Suggestion]:
        if self._learned is None:  # heavy: the model and the tokenizer, once, only when suggestions are wanted
            from disentangle.linking.model_file import load_model
            from disentangle.methods.disentanglers import Learned
            self._learned = Learned.load(load_model(self.model_path))
        distributions = self._learned.parent_probabilities(log, start, end)
        return [suggestion_from_probabilities(start + offset, probabilities)
                for offset, probabilities in enumerate(distributions)]


class SuggestionFileError(ValueError):
    """A suggestion file that cannot be read or names no line of the log."""


@dataclass(frozen=True)
class LinkPairs:
    """The (message, parent) pairs a suggestion file gives one log, sorted and distinct, as two arrays."""

    messages: np.ndarray
    parents: np.ndarray

    @classmethod
    def of(cls, rows: np.ndarray) -> "LinkPairs":
        """From (message, parent) rows in any order, repeats allowed (line numbers below 2**31)."""
        keys = (rows[:, 0] << KEY_BITS) | rows[:, 1]
        if len(keys) > 1 and not np.all(keys[1:] > keys[:-1]):  # `predict` writes them sorted: no sort needed
            keys = np.unique(keys)
        return cls(keys >> KEY_BITS, keys & ((1 << KEY_BITS) - 1))


def read_suggestion_file(path: str | os.PathLike) -> dict[str, LinkPairs]:
    """Links per log name from annotation lines (`a b -`) or `disentangle predict` output (`FILE:a b -`,
    `FILE:i j k`); unprefixed lines belong to any log. Read a block of lines at a time into arrays (16 bytes
    a link), so the output for a log of millions of lines fits. Raises `SuggestionFileError`."""
    found: dict[str, list[np.ndarray]] = {}
    number = 0  # lines before the block
    try:
        with open(path, encoding="utf-8", errors="replace") as stream:
            while True:
                block = stream.readlines(BLOCK_CHARS)
                if not block:
                    break
                for source, pairs in link_rows(block, number, str(path)).items():
                    found.setdefault(source, []).append(pairs)
                number += len(block)
    except ConversationError as error:
        raise SuggestionFileError(str(error)) from None
    except (OSError, ValueError) as error:  # ValueError: e.g. a NUL byte in the path
        raise SuggestionFileError(f"cannot read {str(path)!r}: {getattr(error, 'strerror', None) or error}") from None
    return {source: LinkPairs.of(np.concatenate(parts)) for source, parts in found.items()}


def is_scored_file(path: str | os.PathLike) -> bool:
    """Whether a suggestion file is `disentangle predict --format scored` output (JSON lines)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as stream:
            first = next((line for line in stream if line.strip()), "")
    except (OSError, ValueError) as error:
        raise SuggestionFileError(f"cannot read {str(path)!r}: {getattr(error, 'strerror', None) or error}") from None
    return first.lstrip().startswith(SCORED_START)


def _scored_suggestion(line: str, source: str) -> tuple[str, Suggestion]:
    record = json.loads(line)
    parents = tuple(int(p) for p in record["parents"])
    ranked = tuple(int(candidate[0]) for candidate in record.get("candidates", ()))
    return str(record["file"]), Suggestion(int(record["message"]), parents, float(record["probability"]), source,
                                           ranked or parents)


def read_scored_file(path: str | os.PathLike, source: str) -> dict[str, list[Suggestion]]:
    """Suggestions with the model's probabilities per log name, from `disentangle predict --format scored`
    output (raises `SuggestionFileError` naming the line that cannot be read)."""
    found: dict[str, list[Suggestion]] = {}
    try:
        with open(path, encoding="utf-8", errors="replace") as stream:
            for number, line in enumerate(stream, 1):
                if not line.strip():
                    continue
                try:
                    name, suggestion = _scored_suggestion(line, source)
                except (ValueError, KeyError, TypeError, IndexError):
                    raise SuggestionFileError(f"{path}:{number}: not a scored line of `disentangle predict "
                                              f"--format scored`: {line.strip()[:60]!r}") from None
                found.setdefault(name, []).append(suggestion)
    except OSError as error:
        raise SuggestionFileError(f"cannot read {str(path)!r}: {error.strerror or error}") from None
    return found


class LinkSuggestions(Sequence):
    """The suggestions of a file of links, one per message in message order, held as arrays: a
    `Suggestion` is made when one is asked for, so millions of them take a few bytes each."""

    def __init__(self, pairs: LinkPairs, source: str) -> None:
        self.pairs, self.source = pairs, source
        self.messages, first = np.unique(pairs.messages, return_index=True)
        self._bounds = np.append(first, len(pairs.messages))

    def __len__(self) -> int:
        return len(self.messages)

    def __getitem__(self, position):
        if isinstance(position, slice):
            return [self[k] for k in range(*position.indices(len(self)))]
        position = range(len(self))[position]  # IndexError past the end
        found = tuple(int(p) for p in self.pairs.parents[self._bounds[position]: self._bounds[position + 1]])
        return Suggestion(int(self.messages[position]), found, CERTAIN, self.source, found)

    def position(self, message: int) -> int | None:
        """Where the suggestion for `message` is (None: there is none)."""
        position = int(np.searchsorted(self.messages, message))
        return position if position < len(self.messages) and self.messages[position] == message else None

    def within(self, start: int, end: int) -> "LinkSuggestions":
        """Those for messages in [start, end) whose parents are all between 0 and the message."""
        messages, parents = self.pairs.messages, self.pairs.parents
        invalid = np.unique(messages[(parents < 0) | (parents > messages)])
        keep = (messages >= start) & (messages < end) & ~np.isin(messages, invalid)
        return LinkSuggestions(LinkPairs(messages[keep], parents[keep]), self.source)


class _Items(ItemsView):
    _mapping: SuggestionsByMessage  # set by ItemsView.__init__ (typeshed does not declare the attribute)

    def __iter__(self) -> Iterator[tuple[int, tuple[Suggestion, ...]]]:
        table = self._mapping.table
        return ((int(message), (table[k],)) for k, message in enumerate(table.messages))


class SuggestionsByMessage(Mapping):
    """`LinkSuggestions` as the document keeps suggestions: message -> (its suggestion,)."""

    def __init__(self, table: LinkSuggestions) -> None:
        self.table = table

    def __getitem__(self, message: int) -> tuple[Suggestion, ...]:
        position = self.table.position(message)
        if position is None:
            raise KeyError(message)
        return (self.table[position],)

    def __contains__(self, message: object) -> bool:
        return isinstance(message, int) and self.table.position(message) is not None

    def __iter__(self) -> Iterator[int]:
        return (int(message) for message in self.table.messages)

    def __len__(self) -> int:
        return len(self.table)

    def items(self) -> ItemsView:
        return _Items(self)


def _same_log(source: str, log_name: str) -> bool:
    """Whether a `FILE:` prefix names this log: the same path, or the same file name (log suffix aside)."""
    if source == log_name or Path(source).name == Path(log_name).name:
        return True
    return log_stem(Path(source).name) == log_stem(Path(log_name).name)


Found = TypeVar("Found")


def links_for_log(by_source: dict[str, Found], unprefixed: str, log_name: str) -> Found:
    """The links of `by_source` meant for `log_name` (matched by file name; unprefixed lines match any log)."""
    if log_name in by_source:
        return by_source[log_name]
    named = [source for source in by_source if source != unprefixed and _same_log(source, log_name)]
    if len(named) > 1:
        raise SuggestionFileError(f"several entries match {Path(log_name).name}: {', '.join(sorted(named))}")
    if named:
        return by_source[named[0]]
    if unprefixed in by_source:
        return by_source[unprefixed]
    others = ", ".join(sorted(by_source)[:MAX_NAMES_SHOWN]) or "none"
    raise SuggestionFileError(f"no suggestions for {Path(log_name).name} (the file names: {others})")


class FileSuggester:
    """Suggestions read from a file: another annotator's links or `disentangle predict` output.

    The file is read once, when the suggester is made (a bad file is a clear error before the screen
    opens); each log gets the lines whose `FILE:` prefix names it, or the unprefixed ones.
    """

    reads_messages = False  # only the log's name: a paged log is given whole

    def __init__(self, path: str | os.PathLike, source: str | None = None) -> None:
        self.path = path
        self.source = source or os.path.basename(str(path))
        self.scored = is_scored_file(path)  # with the model's probabilities (`predict --format scored`)
        self.links: dict[str, LinkPairs | list[Suggestion]] = dict(
            read_scored_file(path, self.source) if self.scored else read_suggestion_file(path))

    def check(self, log_names: Sequence[str]) -> None:
        """Raise `SuggestionFileError` when the file has suggestions for none of these logs."""
        errors = []
        for name in log_names:
            try:
                links_for_log(self.links, str(self.path), name)
                return
            except SuggestionFileError as error:
                errors.append(str(error))
        raise SuggestionFileError(f"{self.path}: {errors[0] if errors else 'no logs'}")

    def __call__(self, log: Log, start: int, end: int) -> Sequence[Suggestion]:
        found = links_for_log(self.links, str(self.path), log.name)
        if not isinstance(found, LinkPairs):  # scored: a few per message, with their probabilities
            return [suggestion for suggestion in found if start <= suggestion.message < end]
        pairs = found
        keep = (pairs.messages >= start) & (pairs.messages < end)  # links outside [start, end) are not used
        return LinkSuggestions(LinkPairs(pairs.messages[keep], pairs.parents[keep]), self.source)
