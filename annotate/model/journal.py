"""The append-only journal beside each annotation file: every action, flushed to disk as it happens.

One JSON object per line. A session starts with an `open` record (the log, the state of the annotation
file as a digest, and full snapshots of its links and flags); each action adds a `change`, `undo` or `redo`
record with its edits (flag edits too, with the digest of the resulting flags), the digest of the
resulting state and the cursors; moving between files or quitting adds a `position` record. Replaying
the records rebuilds the links, the flags, the undo history and the last position, so a terminal killed
with `kill -9` loses at most the keystroke being handled. A record cut short by the kill, damaged, or
pointing outside the log is skipped and counted (`Replay.skipped`), so the screen can say so, once: only the
records after the last session's `open` record are counted (that session said so of those before). The journal is locked while a session has it open, so two sessions cannot annotate the same
file at once (a read-only browse session reads it without the lock).
"""
from __future__ import annotations

import fcntl
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

from .history import Change, Edit, FlagEdit, History

logger = logging.getLogger(__name__)

JOURNAL_VERSION = 1
TIME_DECIMALS = 3
ACTION_TYPES = ("change", "undo", "redo")
ADVANCING_KINDS = ("link", "self", "accept", "extra-next")  # changes after which the annotator went on to the next message
Cursor = tuple[int, int]
Handled = tuple[int, bool]
DAMAGED = "damaged"  # the type given to a line that is no JSON object (cut short by a kill, binary, ...)
SKIP_DAMAGED = "damaged (cut short or not JSON)"
SKIP_MALFORMED = "malformed"
SKIP_PAST_END = "a line past the end of the log"
SKIP_LATER_PARENT = "a parent later than its message"
KIND_RECOVERED = "recovered"  # a change a torn last record held, taken back from the annotation file  # the last message acted on, and whether the annotator went on from it


class JournalLocked(Exception):
    """Another running session holds this journal."""


def edits_to_json(change: Change) -> list[list[Any]]:
    return [[edit.message, list(edit.before), list(edit.after)] for edit in change.edits]


def _comment(value: Any) -> str | None:
    return None if value is None else str(value)


def change_from_json(record: dict[str, Any]) -> Change:
    """The `Change` a change/undo/redo record applied (raises KeyError/TypeError/ValueError when malformed)."""
    edits = tuple(Edit(int(m), tuple(int(p) for p in before), tuple(int(p) for p in after))
                  for m, before, after in record["edits"])
    flags = tuple(FlagEdit(int(m), _comment(before), _comment(after))
                  for m, before, after in record.get("flag_edits", ()))
    return Change(str(record.get("kind", "change")), edits, flags)


def action_record(action: str, change: Change, state: str, cursor: Cursor | None,
                  flags_state: str | None = None) -> dict[str, Any]:
    """The record for an applied change (`action` is change, undo or redo; `change` as applied)."""
    record: dict[str, Any] = {"type": action, "kind": change.kind, "edits": edits_to_json(change), "state": state}
    if change.flags:
        record["flag_edits"] = [[flag.message, flag.before, flag.after] for flag in change.flags]
        record["flags_state"] = flags_state
    if cursor is not None:
        record["cursor"] = list(cursor)
    return record


def open_record(log_name: str, lines: int, span: tuple[int, int], state: str,
                parents: dict[int, tuple[int, ...]], flags: dict[int, str] | None = None,
                flags_state: str | None = None) -> dict[str, Any]:
    """The record starting a session: which log, the annotated span, and snapshots of the links and flags."""
    links = [[message, list(found)] for message, found in sorted(parents.items())]
    record = {"type": "open", "version": JOURNAL_VERSION, "log": log_name, "lines": lines,
              "start": span[0], "end": span[1], "state": state, "links": links}
    if flags_state is not None:
        record.update(flags=[[message, comment] for message, comment in sorted((flags or {}).items())],
                      flags_state=flags_state)
    return record


@dataclass
class Replay:
    """What a journal rebuilds: links, undo history, last cursors, and the states it passed through."""

    parents: dict[int, tuple[int, ...]] = field(default_factory=dict)
    history: History = field(default_factory=History)
    cursor: Cursor | None = None  # where the annotator was at the last file change or quit
    handled: Handled | None = None  # the last action's message, when an action came after that
    state: str | None = None
    states: list[tuple[str, str]] = field(default_factory=list)  # (digest, record type) since the last reset
    lines: int | None = None
    start: int | None = None
    end: int | None = None
    flags: dict[int, str] | None = None  # None: the journal holds no flags
    flag_states: list[str] = field(default_factory=list)  # flag digests since the last reset
    skipped: dict[str, int] = field(default_factory=dict)  # records left out, by reason

    def skipped_note(self) -> str | None:
        """What was skipped, for the screen ("skipped 2 journal record(s): 1 damaged ...; 1 ..."); None: nothing."""
        if not self.skipped:
            return None
        reasons = "; ".join(f"{count} {reason}" for reason, count in sorted(self.skipped.items()))
        return f"skipped {sum(self.skipped.values())} journal record(s): {reasons}"

    def actions_after(self, state: str) -> int | None:
        """How many actions the journal holds after the last time it reached `state` (None: never)."""
        for position in range(len(self.states) - 1, -1, -1):
            if self.states[position][0] == state:
                return sum(1 for _, kind in self.states[position + 1:] if kind != "open")
        return None


def read_records(path: str | os.PathLike) -> list[dict[str, Any]]:
    """The records of a journal (none when it does not exist); a line that is no JSON object (torn by a
    kill, binary) becomes a `{"type": DAMAGED}` record, which `replay` counts and skips."""
    path = Path(path)
    if not path.exists():
        return []
    records = []
    with path.open("r", encoding="utf-8", errors="replace") as stream:
        for number, line in enumerate(stream, 1):
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                record = None
            if not isinstance(record, dict):
                logger.warning("%s:%d: skipping a damaged journal record", path, number)
                record = {"type": DAMAGED, "line": number}
            records.append(record)
    return records


def _replay_open(replay: Replay, record: dict[str, Any]) -> None:
    if record["state"] != replay.state:  # first session, or the file was changed outside the tool
        replay.parents = {int(m): tuple(int(p) for p in found) for m, found in record["links"]}
        replay.history.clear()
        replay.states = []
    if "flags_state" in record and (not replay.flag_states or record["flags_state"] != replay.flag_states[-1]):
        replay.flags = {int(m): str(comment) for m, comment in record["flags"]}
        replay.flag_states = [str(record["flags_state"])]
    replay.lines = int(record.get("lines", 0)) or None
    replay.start = int(record["start"]) if "start" in record else None
    replay.end = int(record["end"]) if "end" in record else None


def _replay_action(replay: Replay, record: dict[str, Any]) -> None:
    change = change_from_json(record)
    for edit in change.edits:
        if edit.after:
            replay.parents[edit.message] = edit.after
        else:
            replay.parents.pop(edit.message, None)
    if change.flags:
        replay.flags = dict(replay.flags or {})
        for flag in change.flags:
            if flag.after is None:
                replay.flags.pop(flag.message, None)
            else:
                replay.flags[flag.message] = flag.after
        replay.flag_states.append(str(record["flags_state"]))
    kind = record["type"]
    if kind == "change":
        replay.history.record(change)
    elif (replay.history.undo() if kind == "undo" else replay.history.redo()) is None:
        replay.history.clear()  # stacks out of step with the records: keep the links, drop the history


def _handled(record: dict[str, Any], change: Change) -> Handled | None:
    """The message an action record acted on (the cursor it was journaled with is from before the action)."""
    touched = [edit.message for edit in change.edits] + [flag.message for flag in change.flags]
    if record["type"] != "change" and len(touched) == 1:
        return touched[0], False  # undo and redo show the message they touched
    if "cursor" in record:
        return int(record["cursor"][0]), record["type"] == "change" and change.kind in ADVANCING_KINDS
    return (touched[0], change.kind in ADVANCING_KINDS) if touched else None


def _replay_position(result: Replay, record: dict[str, Any]) -> None:
    """Where to resume: a position record's cursor, or after the last message an action handled."""
    if record.get("type") in ACTION_TYPES:
        result.handled = _handled(record, change_from_json(record))
    elif "cursor" in record:
        result.cursor = (int(record["cursor"][0]), int(record["cursor"][1]))
        result.handled = None


def _links_problem(links: Iterable[tuple[int, Iterable[int]]], lines: int | None) -> str | None:
    """Why (message, parents) pairs cannot be links of a log of `lines` lines (None: they can)."""
    for message, parents in links:
        numbers = [message, *parents]
        if min(numbers) < 0 or lines is not None and max(numbers) >= lines:
            return SKIP_PAST_END
        if max(parents, default=message) > message:
            return SKIP_LATER_PARENT
    return None


def record_problem(record: dict[str, Any], lines: int | None) -> str | None:
    """Why a record cannot be replayed onto a log of `lines` lines (None: it can)."""
    kind = record.get("type")
    if kind == DAMAGED:
        return SKIP_DAMAGED
    links: list[tuple[int, Sequence[int]]]
    flags: list[tuple[int, Sequence[int]]]
    try:
        if kind == "open":
            links = [(int(m), [int(p) for p in found]) for m, found in record["links"]]
            flags = [(int(m), []) for m, _ in record.get("flags", ())]
        elif kind in ACTION_TYPES:
            change = change_from_json(record)
            links = [(edit.message, edit.after) for edit in change.edits]
            flags = [(flag.message, []) for flag in change.flags]
        else:
            return None
        str(record["state"])
    except (KeyError, TypeError, ValueError, IndexError):
        return SKIP_MALFORMED
    return _links_problem(links + flags, lines)


def replay(records: Iterable[dict[str, Any]], lines: int | None = None) -> Replay:
    """Rebuild the state a sequence of journal records describes; records that are damaged, malformed or
    (given the log's `lines`) point outside the log are skipped and counted in `skipped` (those after the last
    `open` record: the session that wrote it told of those before)."""
    result = Replay()
    for record in records:
        kind, problem = record.get("type"), record_problem(record, lines)
        if kind == "open" and problem is None:
            result.skipped = {}  # the session that wrote it was told of every record skipped before it
        try:
            if problem is None:
                _replay_record(result, record)
        except (KeyError, TypeError, ValueError, IndexError):
            problem = SKIP_MALFORMED
        if problem is not None:
            logger.warning("skipping a journal record of type %r: %s", kind, problem)
            result.skipped[problem] = result.skipped.get(problem, 0) + 1
    return result


def _replay_record(result: Replay, record: dict[str, Any]) -> None:
    kind = record.get("type")
    if kind == "open":
        _replay_open(result, record)
    elif kind in ACTION_TYPES:
        _replay_action(result, record)
    if kind in ("open",) + ACTION_TYPES:
        result.state = str(record["state"])
        result.states.append((result.state, kind))
    _replay_position(result, record)


def recover_torn_record(replayed: Replay, records: Sequence[dict[str, Any]],
                        file_parents: dict[int, tuple[int, ...]], file_state: str) -> Change | None:
    """When the journal's last record is damaged (cut short by a kill) and the annotation file is one step
    past the last good record, the file holds that record's change: make it the last change of `replayed`
    (links, undo history, the message handled) and return it, to be journaled again; else None."""
    if not records or records[-1].get("type") != DAMAGED or replayed.state in (None, file_state):
        return None
    if replayed.actions_after(file_state) is not None:
        return None
    edits = tuple(Edit(m, replayed.parents.get(m, ()), file_parents.get(m, ()))
                  for m in sorted(set(replayed.parents) | set(file_parents))
                  if replayed.parents.get(m, ()) != file_parents.get(m, ()))
    change = Change(KIND_RECOVERED, edits)
    replayed.parents = dict(file_parents)
    replayed.history.record(change)
    replayed.state = file_state
    replayed.states.append((file_state, "change"))
    replayed.handled = (edits[0].message, False) if len(edits) == 1 else replayed.handled
    return change


class Journal:
    """An open, locked journal file; `append` writes one record and forces it to disk."""

    def __init__(self, path: str | os.PathLike, durable: bool = True) -> None:
        self.path = Path(path)
        self.durable = durable
        self.actions = 0  # change, undo and redo records appended by this session
        self._stream = self.path.open("a", encoding="utf-8")
        try:
            fcntl.flock(self._stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            self._stream.close()
            raise JournalLocked(f"{self.path} is in use by another annotate session") from error
        self._end_torn_record()

    def _end_torn_record(self) -> None:
        """A record cut short by a kill has no newline: end it, so the next record starts a fresh line."""
        size = self.path.stat().st_size
        if size:
            with self.path.open("rb") as reader:
                reader.seek(size - 1)
                if reader.read(1) != b"\n":
                    self._stream.write("\n")
                    self._stream.flush()

    def append(self, record: dict[str, Any]) -> None:
        record = dict(record, time=round(time.time(), TIME_DECIMALS))
        self.actions += record.get("type") in ACTION_TYPES
        self._stream.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
        self._stream.flush()
        if self.durable:
            os.fsync(self._stream.fileno())

    def close(self, remove: bool = False) -> None:
        """Close (releasing the lock); with `remove`, delete the file first, while still holding the lock."""
        if not self._stream.closed:
            if remove:
                self.path.unlink(missing_ok=True)
            self._stream.close()  # closing releases the lock
