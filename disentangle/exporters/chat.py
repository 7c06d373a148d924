"""Chat format for language-model training: the dialogues as role/content messages, and its validator.

`chat/{train,dev,test}.jsonl` (the splits of the DSTC7 and UDC files: `assign_split` of the dialogue id, in
the canonical order of `split_dialogues`) holds one JSON object per dialogue, `{"id", "confidence",
"messages": [{"role", "content"}, ...]}`: the conversational language-modelling format of TRL's trainers
and of the chat templates of `transformers`. The opener (participant_1) speaks as `user`, the helper as
`assistant`; a message is a turn's text as the other formats write it (`turn_text`: the speaker's
consecutive messages joined, usernames removed). A turn left empty (a message that was only a nick, a
dropped bot command) is left out and the turns of one speaker around it merged, so roles alternate; a
dialogue whose opener has no text left, or with fewer than two messages, is skipped and counted. The
validator reads the files back: alternation from `user`, no empty content, unique ids, each in the split
its id hashes to, and every line the record of the job's dialogue in that place.
"""
from __future__ import annotations

import json
import logging
from collections import Counter
from collections.abc import Container, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from disentangle.dialogues.records import ASKER, HELPER, Dialogue
from disentangle.examples.records import ExampleConfig, normalise, turn_text
from disentangle.examples.splits import SPLITS, assign_split, split_dialogues
from disentangle.exporters.base import (
    CHAT_END_ANY,
    CHAT_END_ASSISTANT,
    Exporter,
    ExportJob,
    ExportReport,
    atomic_files,
    json_line,
    progress,
)
from disentangle.exporters.empty_files import EMPTY_PROBLEM, empty_reason
from disentangle.exporters.problems import Problems, bare_command_problems

logger = logging.getLogger(__name__)

CHAT_DIR = "chat"
CHAT_FILE = "{split}.jsonl"
USER = "user"
ASSISTANT = "assistant"
ROLES = MappingProxyType({ASKER: USER, HELPER: ASSISTANT})
MIN_MESSAGES = 2                     # a user message and an assistant answer at least
RECORD_KEYS = ("id", "confidence", "messages")
PLATFORM_RECORD_KEYS = ("id", "confidence", "platform", "minutes", "messages")   # a chat export's rows
MESSAGE_KEYS = ("role", "content")
SKIP_OPENER = "the opener's turns have no text"
SKIP_SHORT = f"fewer than {MIN_MESSAGES} messages with text"
SKIP_NO_ASSISTANT = "no assistant turn left once the last user turn is cut (--chat-end assistant)"
TRIMMED = "{split}/last_user_turn_cut"   # report count: rows whose last user turn `--chat-end assistant` cut


@dataclass(frozen=True)
class ChatStyle:
    """How a run's chat rows look: a chat export's (`platform` set) carry the platform and each message's
    minutes since the dialogue's start (IRC logs' rows keep the DSTC7-lineage shape); `end` says whether a
    row may end on a user turn (`any`) or always ends on the assistant's (`assistant`)."""

    platform: str = ""
    end: str = CHAT_END_ANY

    @classmethod
    def of(cls, job: ExportJob) -> "ChatStyle":
        return cls(job.platform, job.chat_end)

    @property
    def keys(self) -> tuple[str, ...]:
        return PLATFORM_RECORD_KEYS if self.platform else RECORD_KEYS


@dataclass(frozen=True)
class ChatMessage:
    """One message of the chat format: `user` (the opener) or `assistant` (the helper), and its text."""

    role: str
    content: str


@dataclass(frozen=True)
class ChatRecord:
    """A dialogue in the chat format: its id, the model's confidence in it, its messages; of a chat export also
    its platform and each message's minutes since the dialogue's first message."""

    id: str
    confidence: float | None
    messages: tuple[ChatMessage, ...]
    platform: str = ""
    minutes: tuple[int, ...] = ()

    def as_json(self) -> dict:
        timed = {"platform": self.platform, "minutes": list(self.minutes)} if self.platform else {}
        return {"id": self.id, "confidence": self.confidence, **timed,
                "messages": [{"role": m.role, "content": m.content} for m in self.messages]}


def timed_messages(dialogue: Dialogue) -> tuple[tuple[ChatMessage, int], ...]:
    """A dialogue's turns with text as messages, each with the minutes from the dialogue's first message to
    its own first one; the turns of one speaker made adjacent by an empty turn between them merged (joined
    with a space, as a turn's own messages are)."""
    start = dialogue.turns[0].minutes[0] if dialogue.turns and dialogue.turns[0].minutes else 0
    merged: list[tuple[ChatMessage, int]] = []
    for turn in dialogue.turns:
        content = turn_text(turn)
        if not content:
            continue
        role = ROLES[turn.speaker]
        if merged and merged[-1][0].role == role:
            merged[-1] = (ChatMessage(role, f"{merged[-1][0].content} {content}"), merged[-1][1])
        else:
            merged.append((ChatMessage(role, content), (turn.minutes[0] if turn.minutes else start) - start))
    return tuple(merged)


def chat_messages(dialogue: Dialogue) -> tuple[ChatMessage, ...]:
    """A dialogue's turns with text as messages (`timed_messages` without the minutes)."""
    return tuple(message for message, _ in timed_messages(dialogue))


def chat_record(dialogue: Dialogue, style: ChatStyle = ChatStyle()) -> tuple[ChatRecord | None, str | None]:
    """The chat record of a dialogue, or None and why it has none (under `--chat-end assistant`, a last user
    message is cut off: `ChatRecord.messages` then ends on the assistant)."""
    timed = timed_messages(dialogue)
    if timed and timed[0][0].role != USER:
        return None, SKIP_OPENER
    if len(timed) < MIN_MESSAGES:
        return None, SKIP_SHORT
    if style.end == CHAT_END_ASSISTANT:
        timed = timed[:-1] if timed[-1][0].role == USER else timed
        if not any(message.role == ASSISTANT for message, _ in timed):
            return None, SKIP_NO_ASSISTANT
    return ChatRecord(dialogue.id, dialogue.confidence, tuple(m for m, _ in timed), style.platform,
                      tuple(minute for _, minute in timed) if style.platform else ()), None


def chat_records(dialogues: Iterable[Dialogue], split: str, skipped: Counter, style: ChatStyle = ChatStyle(),
                 trimmed: Counter | None = None) -> Iterator[ChatRecord]:
    """The records of a split's dialogues, in their order; the dialogues without one counted in `skipped`
    (`"{split}: {reason}"`), the rows whose last user turn was cut in `trimmed` (`TRIMMED`)."""
    for dialogue in dialogues:
        record, reason = chat_record(dialogue, style)
        if record is None:
            skipped[f"{split}: {reason}"] += 1
            continue
        if trimmed is not None and len(record.messages) < len(chat_messages(dialogue)):
            trimmed[TRIMMED.format(split=split)] += 1
        yield record


def write_chat(dialogues: Iterable[Dialogue], out_dir: Path, config: ExampleConfig = ExampleConfig(),
               style: ChatStyle = ChatStyle()) -> ExportReport:
    """Write `{train,dev,test}.jsonl` under `out_dir`, one chat record per line (all three files together,
    atomically)."""
    groups, skipped = split_dialogues(dialogues, config.split_fractions)
    names = [CHAT_FILE.format(split=split) for split in SPLITS]
    counts: Counter = Counter()
    with atomic_files([out_dir / name for name in names]) as handles:
        for split, handle in zip(SPLITS, handles):
            for record in chat_records(progress(groups[split], f"chat {split}"), split, skipped, style, counts):
                handle.write(json_line(record.as_json()))
                counts[f"{split}/dialogues"] += 1
    empty = {name: empty_reason(split, len(groups[split]), skipped, "dialogue")
             for split, name in zip(SPLITS, names) if not counts[f"{split}/dialogues"]}
    report = ExportReport("chat", out_dir, tuple(names), dict(counts), dict(+skipped), empty)
    logger.info("chat: wrote %s to %s; skipped %s", report.counts, out_dir, report.skipped)
    return report


# ---------------------------------------------------------------------------------------------------
# Validation


def message_problems(messages: object, end: str = CHAT_END_ANY) -> list[str]:
    """What is wrong with a `messages` list: not {role, content} objects, not `user` first, roles not
    alternating, empty content, fewer than MIN_MESSAGES; under `--chat-end assistant`, a last message not the
    assistant's."""
    if not isinstance(messages, list) or not all(isinstance(m, dict) and tuple(m) == MESSAGE_KEYS for m in messages):
        return [f"messages is not a list of {{{', '.join(MESSAGE_KEYS)}}} objects"]
    problems = []
    if len(messages) < MIN_MESSAGES:
        problems.append(f"{len(messages)} messages, fewer than {MIN_MESSAGES}")
    roles = [m["role"] for m in messages]
    expected = [(USER, ASSISTANT)[i % 2] for i in range(len(roles))]
    if roles != expected:
        place = next(i for i, (role, want) in enumerate(zip(roles, expected)) if role != want)
        problems.append(f"message {place} has role {roles[place]!r}, expected {expected[place]!r} "
                        f"(user first, then alternating)")
    if not all(isinstance(m["content"], str) and normalise(m["content"]) for m in messages):
        problems.append("a message with empty content")
    if end == CHAT_END_ASSISTANT and roles and roles[-1] != ASSISTANT:
        problems.append("the last message is not the assistant's (--chat-end assistant)")
    return problems


def record_problems(record: object, split: str, config: ExampleConfig, style: ChatStyle = ChatStyle()) -> list[str]:
    """A line's own problems: its keys, its id (a string hashing to `split`), confidence, messages (and, of a
    chat export, one minute per message, from 0, never decreasing)."""
    if not isinstance(record, dict) or tuple(record) != style.keys:
        return [f"not a JSON object with the keys {', '.join(style.keys)} in that order"]
    problems = message_problems(record["messages"], style.end)
    minutes = record.get("minutes", [0])
    if style.platform and (not isinstance(minutes, list) or len(minutes) != len(record["messages"])
                           or minutes[:1] != [0] or any(b < a for a, b in zip(minutes, minutes[1:]))):
        problems.append("minutes is not one count per message, from 0, never decreasing")
    ident, confidence = record["id"], record["confidence"]
    if not isinstance(ident, str) or not ident:
        problems.append("id is not a non-empty string")
    elif assign_split(ident, config.split_fractions) != split:
        problems.append(f"dialogue {ident} hashes to another split than {split}")
    if confidence is not None and (isinstance(confidence, bool) or not isinstance(confidence, (int, float))):
        problems.append(f"confidence {confidence!r} is neither a number nor null")
    return problems


@dataclass(frozen=True)
class _SplitCheck:
    """What one file is checked against: its split, the records the dialogues give, the ids seen so far."""

    split: str
    expected: Sequence[ChatRecord]
    seen: set[str]
    config: ExampleConfig
    style: ChatStyle = ChatStyle()


def _line_problems(line: str, position: int, check: _SplitCheck, problems: Problems) -> None:
    where = f"line {position + 1}"
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        problems.add(where, f"not JSON: {error}")
        return
    found = record_problems(record, check.split, check.config, check.style)
    for problem in found:
        problems.add(where, problem)
    if found:
        return
    if record["id"] in check.seen:
        problems.add(where, f"id {record['id']} appears twice")
    check.seen.add(record["id"])
    if position < len(check.expected) and record != check.expected[position].as_json():
        wanted = check.expected[position].id
        how = "its messages or confidence differ" if record["id"] == wanted else f"it holds {record['id']}"
        problems.add(where, f"not the record of dialogue {wanted}, which the dialogues of {check.split} put "
                            f"here: {how}")


def validate_chat_file(path: Path, check: _SplitCheck, allow_empty: bool = False) -> list[str]:
    """Problems of one chat file: every line a valid record, the records those of the split's dialogues in
    order, no id seen before; empty only if `allow_empty`."""
    problems = Problems(path.name)
    count = 0
    try:
        with open(path, encoding="utf-8") as handle:
            for count, line in enumerate(handle, start=1):
                _line_problems(line, count - 1, check, problems)
    except (OSError, UnicodeDecodeError) as error:
        problems.add("", f"unreadable: {error}", always=True)
        return problems.result()
    if count != len(check.expected):
        problems.add("", f"{count} records, but the {check.split} split has {len(check.expected)} dialogues "
                         f"with a chat record", always=True)
    if not count and not allow_empty:
        problems.add("", EMPTY_PROBLEM, always=True)
    return problems.result()


def validate_chat_dir(out_dir: Path, dialogues: Sequence[Dialogue], config: ExampleConfig = ExampleConfig(),
                      empty_ok: Container[str] = (), style: ChatStyle = ChatStyle()) -> list[str]:
    """Problems of a directory written by `write_chat` from `dialogues`: each split's file present and valid
    (`validate_chat_file`), ids unique across the files, no stray file."""
    groups, _ = split_dialogues(dialogues, config.split_fractions)
    seen: set[str] = set()
    problems: list[str] = []
    names = {CHAT_FILE.format(split=split): split for split in SPLITS}
    for name, split in names.items():
        if not (out_dir / name).is_file():
            problems.append(f"{out_dir / name}: missing")
            continue
        expected = list(chat_records(groups[split], split, Counter(), style))
        problems += validate_chat_file(out_dir / name, _SplitCheck(split, expected, seen, config, style),
                                       name in empty_ok)
    problems += [f"{path.name}: not a file of the chat format" for path in sorted(out_dir.iterdir())
                 if path.name not in names] if out_dir.is_dir() else []
    return problems


def _write(job: ExportJob, directory: Path) -> ExportReport:
    return write_chat(job.dialogues, directory, job.config, ChatStyle.of(job))


def _validate(job: ExportJob, directory: Path, report: ExportReport) -> list[str]:
    return (validate_chat_dir(directory, job.dialogues, job.config, report.empty, ChatStyle.of(job))
            + bare_command_problems(directory.glob("*.jsonl"), job.bot_commands))


EXPORTER = Exporter("chat", CHAT_DIR, _write, _validate)
