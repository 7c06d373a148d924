"""The annotation document: one log, its reply-to links, suggestions, undo history, journal and file.

A `Document` is what the annotator edits, free of any screen code. Every edit is a `Change` that is
applied, recorded for undo, appended to the journal and (with autosave) written to the annotation file at
once, atomically. Opening a document reconciles the annotation file with its journal: when the journal
is ahead of the file (a killed session) the journal's state wins and the work is restored; when the file
was edited by hand since, the file wins and the history restarts. Messages in [start, end) are the ones
being annotated (chosen by `span.py`); earlier lines are context that can be linked to but is not itself
annotated. Flags (`flags.py`) are comments on messages, journaled and saved beside the file. In a review by
uncertainty (`uncertainty.py`) only the planned messages need attention, the record of the review is saved beside
the file, and the file may also hold the model's links for the rest, marked as such. A document opened
read-only takes no lock and writes nothing.
"""
from __future__ import annotations

import logging
import os
import re
from pathlib import Path
from typing import Iterable, Mapping, Sequence

import networkx as nx

from disentangle.linking.links import Link
from disentangle.logs.formats import AUTO
from disentangle.logs.records import Log

from .files import (
    annotation_path_for,
    atomic_write,
    digest,
    journal_path_for,
    read_annotation,
    read_model_links,
    serialize,
)
from .flags import Flags, clean_comment, flags_path_for, read_flags, reconcile_flags, serialize_flags
from .history import Change, Edit, FlagEdit, History
from .journal import (
    ACTION_TYPES,
    Cursor,
    Handled,
    Journal,
    Replay,
    action_record,
    open_record,
    read_records,
    recover_torn_record,
    replay,
)
from .pages import PagedLog, Watch, first_unread, is_paged, log_nicks, open_log
from .pages import search as search_log
from .span import choose_span
from .suggest import LinkSuggestions, Suggestion, SuggestionsByMessage
from .uncertainty import ReviewPlan, filled_text, model_links, review_path_for, write_review

logger = logging.getLogger(__name__)

Parents = dict[int, tuple[int, ...]]
KIND_EXTRA = "extra"  # the kind of change an extra parent (`x`) makes
RECOVERED_NOTE = "its change is in the annotation file: kept (u undoes it)"


def _kept_model_links(path: Path, lines: int) -> tuple[Parents, str | None]:
    """The marked model links an earlier `--review-fill` left in the annotation file (kept for the messages
    still without links, whatever this session's options), and what to say of them."""
    links = read_model_links(path, lines)
    return links, (f"kept {len(links)} model link(s) of a --review-fill (marked, never gold)" if links else None)


def _reconcile(file_parents: Parents, journal: Replay, lines: int) -> tuple[Parents, History, str | None]:
    """Choose between the annotation file and the journal's state; say what happened (or None)."""
    file_state = digest(serialize(file_parents))
    if journal.state is None:
        return file_parents, History(), None
    if journal.lines not in (None, lines) or any(m >= lines for m in journal.parents):
        return file_parents, History(), "journal is for a different log: ignored (a new one starts)"
    if journal.state == file_state:
        return journal.parents, journal.history, None
    behind = journal.actions_after(file_state)
    if behind is not None:
        return journal.parents, journal.history, f"restored {behind} unsaved change(s) from the journal"
    return file_parents, History(), "file was edited outside annotate: using it; undo history restarts"


class Document:
    """A log being annotated; see the module docstring. Create with `Document.open`."""

    def __init__(self, log: Log | PagedLog, path: Path, span: tuple[int, int], parents: Parents,
                 history: History | None = None, journal: Journal | None = None,
                 autosave: bool = True) -> None:
        self.log = log
        self.nicks, self.longest_nick = log_nicks(log)  # a paged log: those of its first window
        self.path = Path(path)
        self.start, self.end = span
        self._parents: Parents = {m: tuple(p) for m, p in parents.items() if p}
        self._graph = nx.Graph()  # the link graph, kept up to date edit by edit (see `conversation`)
        self._graph.add_edges_from((m, p) for m, found in self._parents.items() for p in found)
        self.history = history if history is not None else History()
        self.journal = journal
        self.autosave = autosave
        self.suggestions: Mapping[int, tuple[Suggestion, ...]] = {}
        self.disagreements: frozenset[int] = frozenset()
        self.cursor: Cursor | None = None  # set by the controller; journaled with each action
        self.resume: Cursor | None = None  # where the annotator was at the last file change or quit
        self.handled: Handled | None = None  # or the last message acted on, when a session was killed after it
        self.notice: str | None = None
        self.error: str | None = None
        self.version = 0
        self.saved_state: str | None = None
        self.written = False  # the annotation file was written by this session
        self.journal_had_actions = False  # the journal held actions of earlier sessions when opened
        self.flags = Flags(flags_path_for(self.path), {}, saved=False)
        self.review: ReviewPlan | None = None  # review by uncertainty: the messages to review (`uncertainty.py`)
        self.review_fill = False  # also write the model's links for the messages without links, marked
        self.kept_model_links: Parents = {}  # the marked model links an earlier filled review left in the file
        self._cache: dict[str, tuple[int, object]] = {}

    @classmethod
    def open(cls, log_path: str | os.PathLike, path: str | os.PathLike | None = None,
             start: int | None = None, end: int | None = None, autosave: bool = True,
             base: Parents | None = None, durable: bool = True, log: Log | PagedLog | None = None,
             read_only: bool = False) -> "Document":
        """Open a log and its annotation (default `NAME.annotation.txt` beside it), restoring the journal.

        `base` gives the starting links when neither the file nor a journal exists (adjudication);
        `log` is the already-read log (or paged, `pages.py`), if the caller has it; `read_only` neither locks nor writes anything.
        Raises `LogError`, `AnnotationError`, `SpanError` or `JournalLocked` with a clear message.
        """
        log = log if log is not None else open_log(log_path, AUTO, check=False)
        path = Path(path) if path is not None else annotation_path_for(log_path)
        file_parents = read_annotation(path, len(log.messages))
        records = read_records(journal_path_for(path))
        replayed = replay(records, len(log.messages))
        recovered = recover_torn_record(replayed, records, file_parents, digest(serialize(file_parents)))
        parents, history, notice = _reconcile(file_parents, replayed, len(log.messages))
        if history is replayed.history:  # the journal is used: say what of it was left out
            kept = RECOVERED_NOTE if recovered is not None else None
            notice = "; ".join(filter(None, (notice, replayed.skipped_note(), kept))) or None
        if not path.exists() and replayed.state is None and base:
            parents = dict(base)
        start_saved, end_saved = replayed.start, replayed.end
        saved = (start_saved, end_saved) if start_saved is not None and end_saved is not None else None
        chosen = choose_span(start, end, saved, parents, len(log.messages), str(log_path))
        journal = None if read_only else Journal(journal_path_for(path), durable)
        document = cls(log, path, (chosen.start, chosen.end), parents, history, journal, autosave and not read_only)
        document.flags, flag_notice = _open_flags(path, replayed, len(log.messages))
        document.kept_model_links, kept_note = _kept_model_links(path, len(log.messages))
        document.notice = "; ".join(filter(None, (notice, flag_notice, chosen.note, kept_note, unread_note(log)))) or None
        document.resume, document.handled = replayed.cursor, replayed.handled
        document.journal_had_actions = any(record.get("type") in ACTION_TYPES for record in records)
        document.saved_state = digest(serialize(file_parents)) if path.exists() else None
        if not read_only:
            if recovered is not None:  # the torn record again, whole, so the next session keeps the history
                document._journal(action_record("change", recovered, document.state, None))
            document._journal(open_record(log.name, len(log.messages), (chosen.start, chosen.end), document.state,
                                          parents, document.flags.snapshot(), document.flags.state))
            if (document.dirty or document.flags.dirty) and (autosave or base):
                document.save()
        return document

    # ----- reading -------------------------------------------------------------------------------
    def parents(self, message: int) -> tuple[int, ...]:
        return self._parents.get(message, ())

    def annotated(self, message: int) -> bool:
        return bool(self._parents.get(message))

    def in_range(self, message: int) -> bool:
        return self.start <= message < self.end

    @property
    def total(self) -> int:
        return self.end - self.start

    def annotated_count(self) -> int:
        return self._cached("annotated", lambda: sum(1 for m in self._parents if self.in_range(m)))

    def suggestion(self, message: int, choice: int = 0) -> Suggestion | None:
        found = self.suggestions.get(message, ())
        return found[choice] if 0 <= choice < len(found) else None

    def reviewed(self) -> set[int]:
        return self._cached("reviewed", self.history.touched)

    def needs_attention(self, message: int) -> bool:
        """Unannotated; when adjudicating: a disagreement the adjudicator has not decided yet."""
        if self.disagreements:
            return message in self.disagreements and message not in self.reviewed()
        if self.review is not None:
            return message in self.review.messages and not self.annotated(message)
        return not self.annotated(message)

    def remaining(self) -> int:
        """How many messages of the span need attention (counted over the links, not over the lines)."""
        if self.disagreements:
            return sum(1 for m in self.disagreements - self.reviewed() if self.in_range(m))
        if self.review is not None:
            return sum(1 for m in self.review.messages if not self.annotated(m))
        return self.total - self.annotated_count()

    def next_needing(self, after: int, step: int = 1) -> int | None:
        """The nearest message after (step 1) or before (step -1) `after` that needs attention."""
        message = after + step
        while self.start <= message < self.end:
            if self.needs_attention(message):
                return message
            message += step
        return None

    def most_uncertain(self, exclude: int | None = None) -> int | None:
        """The message needing attention whose suggestion the model is least sure of (None: no suggestions)."""
        if isinstance(self.suggestions, SuggestionsByMessage):  # a file's: all equally sure, the first wins
            return next((m for m in self.suggestions if m != exclude and self.in_range(m) and self.needs_attention(m)),
                        None)
        candidates = [(found[0].confidence, m) for m, found in self.suggestions.items()
                      if found and m != exclude and self.in_range(m) and self.needs_attention(m)]
        return min(candidates)[1] if candidates else None

    def next_unsure(self, current: int, step: int = 1) -> int | None:
        """The next (step 1) or previous (step -1) message needing attention in least-sure-first order from
        `current`, wrapping round (None: no other); suggestions without probabilities go in log order."""
        if isinstance(self.suggestions, SuggestionsByMessage):
            return self.next_needing(current, step)
        ranked = [m for _, m in sorted((found[0].confidence, m) for m, found in self.suggestions.items()
                                       if found and self.in_range(m) and (m == current or self.needs_attention(m)))]
        if current in ranked:
            at = ranked.index(current)
            ranked = ranked[at + 1:] + ranked[:at] if step > 0 else ranked[:at][::-1] + ranked[at + 1:][::-1]
        elif step < 0:
            ranked.reverse()
        return ranked[0] if ranked else None

    def nicks_near(self, index: int) -> frozenset[str]:
        """The nicks a word of line `index` is a mention of: every nick of the log; of a paged log, those
        said within a page of the line."""
        return self.log.nicks_around(index) if is_paged(self.log) else self.nicks

    def search(self, pattern: str | re.Pattern, start: int, stop: int, watch: Watch | None = None) -> int | None:
        """The first line in range(start, stop, 1 if stop > start else -1) whose nick and text match
        `pattern` (a plain text in any case, or a regular expression); a paged log is scanned a page at a
        time, pages whose text cannot match skipped unparsed. `watch` follows its progress and may stop it
        (`pages.SearchCancelled`)."""
        return search_log(self.log, pattern, start, stop, watch)

    def links(self) -> list[Link]:
        return [Link(self.log.name, m, p) for m, found in sorted(self._parents.items()) for p in found]

    def conversation(self, message: int) -> frozenset[int]:
        """All messages (context included) connected to `message` by links, itself included."""
        if message not in self._graph:
            return frozenset((message,))
        members = self._cached("conversation", lambda: {})  # message -> component, for this version
        if message not in members:
            members[message] = frozenset(nx.node_connected_component(self._graph, message))
        return members[message]

    def text(self) -> str:
        """The annotator's links as the file holds them (what the journal's states are digests of)."""
        return self._cached("text", lambda: serialize(self._parents))

    def file_text(self) -> str:
        """The annotation file: the annotator's links, and with `review_fill` the model's links for the span's
        other messages, each marked as the model's (`uncertainty.filled_text`)."""
        if self.review_fill:
            return filled_text(self._parents, model_links(self.suggestions, self.start, self.end, self.annotated))
        if self.kept_model_links:  # an earlier filled review's, kept for the messages still without links
            return filled_text(self._parents, {m: p for m, p in self.kept_model_links.items() if not self.annotated(m)})
        return self.text()

    @property
    def state(self) -> str:
        return self._cached("state", lambda: digest(self.text()))

    @property
    def dirty(self) -> bool:
        return self.state != self.saved_state and not (self.saved_state is None and not self._parents)

    def _cached(self, key: str, compute):
        version, value = self._cache.get(key, (-1, None))
        if version != self.version:
            value = compute()
            self._cache[key] = (self.version, value)
        return value

    # ----- changing ------------------------------------------------------------------------------
    def set_parents(self, message: int, parents: Iterable[int], kind: str) -> Change:
        """Make `parents` the parents of `message` (a reviewed no-op is recorded too)."""
        after = tuple(sorted(set(parents)))
        if not self.in_range(message):
            raise ValueError(f"message {message} is outside the annotated span {self.start}-{self.end - 1}")
        if any(p < 0 or p > message for p in after):
            raise ValueError(f"a parent of {message} must be between 0 and {message}: {after}")
        change = Change(kind, (Edit(message, self.parents(message), after),))
        self._apply(change, "change")
        return change

    def link(self, message: int, parent: int) -> Change:
        """`message` replies to `parent` only (a self-link when they are equal)."""
        return self.set_parents(message, (parent,), "self" if parent == message else "link")

    def add_parent(self, message: int, parent: int) -> Change:
        return self.set_parents(message, self.parents(message) + (parent,), KIND_EXTRA)

    def remove_parent(self, message: int, parent: int) -> Change:
        return self.set_parents(message, [p for p in self.parents(message) if p != parent], "unlink")

    def clear(self, message: int) -> Change:
        return self.set_parents(message, (), "clear")

    def accept(self, message: int, choice: int = 0) -> Change | None:
        """Confirm suggestion number `choice` for `message`; None when there is none."""
        found = self.suggestion(message, choice)
        return None if found is None else self.set_parents(message, found.parents, "accept")

    def accept_confident(self, threshold: float) -> Change | None:
        """Accept, as one change, every suggestion at least `threshold` sure for messages needing attention."""
        edits = tuple(Edit(m, self.parents(m), tuple(sorted(found[0].parents)))
                      for m, found in sorted(self.suggestions.items())
                      if found and found[0].confidence >= threshold and self.in_range(m)
                      and self.needs_attention(m))
        if not edits:
            return None
        change = Change("accept-confident", edits)
        self._apply(change, "change")
        return change

    def apply_edits(self, kind: str, edits: tuple[Edit, ...]) -> Change:
        """Apply `edits` (checked like `set_parents`) as one undoable, journaled change of `kind`."""
        for edit in edits:
            if not self.in_range(edit.message) or any(p < 0 or p > edit.message for p in edit.after):
                raise ValueError(f"cannot link {edit.message} to {edit.after} in {self.start}-{self.end - 1}")
        change = Change(kind, edits)
        self._apply(change, "change")
        return change

    def undo(self) -> Change | None:
        """Revert the last change; returns it (None when there is nothing to undo)."""
        change = self.history.undo()
        if change is not None:
            self._apply(change.inverse(), "undo")
        return change

    def redo(self) -> Change | None:
        change = self.history.redo()
        if change is not None:
            self._apply(change, "redo")
        return change

    def _apply(self, change: Change, action: str) -> None:
        for flag in change.flags:
            self.flags.set(flag.message, flag.after)
        for edit in change.edits:
            # each undirected edge belongs to one message: parents are never later than their message
            self._graph.remove_edges_from((edit.message, p) for p in edit.before)
            self._graph.add_edges_from((edit.message, p) for p in edit.after)
            if edit.after:
                self._parents[edit.message] = edit.after
            else:
                self._parents.pop(edit.message, None)
        if action == "change":
            self.history.record(change)
        self.version += 1
        self._journal(action_record(action, change, self.state, self.cursor, self.flags.state))
        if self.autosave:
            self.save()

    def flag(self, message: int, comment: str | None) -> Change | None:
        """Flag `message` with a comment (None: remove its flag), as an undoable change; None if unchanged."""
        if not 0 <= message < len(self.log.messages):
            raise ValueError(f"no message {message} in {self.log.name}")
        before, after = self.flags.get(message), None if comment is None else clean_comment(comment)
        if before == after:
            return None
        change = Change("flag", (), (FlagEdit(message, before, after),))
        self._apply(change, "change")
        return change

    # ----- persistence ---------------------------------------------------------------------------
    def save(self) -> bool:
        """Write the annotation file (and the flags' side file) atomically; on failure keep working and
        report it in `error`."""
        try:
            if self.flags.dirty:
                self.flags.save()
            atomic_write(self.path, self.file_text())
            if self.review is not None:
                write_review(review_path_for(self.path), self.review, self.parents)
        except OSError as error:
            self.error = f"cannot save {self.path}: {error.strerror or error}"
            logger.error("%s", self.error)
            return False
        self.saved_state = self.state
        self.written = True
        if self.error and self.error.startswith("cannot save"):
            self.error = None
        return True

    def note_position(self, cursor: Cursor) -> None:
        """Remember where the annotator is (journaled), for resuming."""
        self.cursor = self.resume = cursor
        self.handled = None
        self._journal({"type": "position", "cursor": list(cursor)})

    def _journal(self, record: dict) -> None:
        if self.journal is None:
            return
        try:
            self.journal.append(record)
        except OSError as error:
            self.error = f"cannot write journal {self.journal.path}: {error.strerror or error}"
            logger.error("%s", self.error)

    def close(self) -> None:
        """Close the journal; remove it when it holds nothing worth keeping (no action ever, no file written)."""
        if self.journal is not None:
            empty = not (self.journal_had_actions or self.journal.actions or self.path.exists()
                         or self.flags.path.exists())
            self.journal.close(remove=empty)


def unread_note(log: Log | PagedLog) -> str | None:
    """How many lines of the log were not read as messages (shown as system lines), and the first one (of a
    paged log: in its first window)."""
    unread = log.stats.unparsed_lines
    if not unread:
        return None
    first = first_unread(log)
    where = f"; the first is line {first}" if first is not None else ""
    within = f" in the first {log.window_lines:,} lines" if is_paged(log) else ""
    return f"{unread} line(s){within} not read as {log.log_format} messages (shown as system lines{where})"


def _open_flags(path: Path, journal: Replay, lines: int) -> tuple[Flags, str | None]:
    """The document's flags: the side file, or the journal's when the file is behind it."""
    flags_path = flags_path_for(path)
    file_flags = read_flags(flags_path, lines)
    chosen, notice = reconcile_flags(file_flags, journal.flags, journal.flag_states)
    if journal.lines not in (None, lines) or any(message >= lines for message in chosen):
        chosen, notice = file_flags, None  # the journal is for another log
    flags = Flags(flags_path, chosen, saved=flags_path.exists())
    if flags_path.exists() and chosen != file_flags:
        flags.saved_state = digest(serialize_flags(file_flags))
    return flags, notice


def set_suggestions(document: Document, suggestions: Sequence[Suggestion]) -> int:
    """Attach suggestions (grouped per message, kept in the order given); returns how many were kept. Those
    of a file of links stay arrays (`LinkSuggestions`), however many."""
    if isinstance(suggestions, LinkSuggestions):
        kept = suggestions.within(document.start, document.end)
        document.suggestions = SuggestionsByMessage(kept)
        document.version += 1
        return len(kept)
    grouped: dict[int, list[Suggestion]] = {}
    for found in suggestions:
        if document.in_range(found.message) and all(0 <= p <= found.message for p in found.parents):
            grouped.setdefault(found.message, []).append(found)
    document.suggestions = {m: tuple(found) for m, found in grouped.items()}
    document.version += 1
    return sum(len(found) for found in grouped.values())
