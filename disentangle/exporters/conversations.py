"""Multi-party conversations as chat-completion rows: `conversations/{train,dev,test}.jsonl`, and its validator.

One JSON object per conversation of two or more speakers (`dialogues.multiparty`, as released: pseudonymous
speakers, personal data removed, no platform ids): `{"id", "platform", "channel", "date", "unit",
"speakers", "confidence", "messages": [{"role", "name", "content"}], "reply_to", "minutes", "thread"}`.
Every message's role is `user` and its `name` the speaker's pseudonym (`participant_1`, ...; the nick under
`--anonymize none`), the `name` field of chat-completion messages; to train a model as one speaker, map that
name's messages to `assistant`. `reply_to`, `minutes` and `thread` run beside `messages`, one value each:
the index of the message answered (null: none), minutes since the conversation's first message, the index
of the conversation's first message in the same platform thread (null: none). `speakers` counts the
speakers; `unit` is the run's unit of work (the date, or `CHANNEL/DATE`). The split is that of the id
(`assign_split`, as a dialogue's: a conversation that is also a dialogue shares its id and split), rows in
order of unit and first line. The Hugging Face configuration `conversations` holds the same rows.
"""
from __future__ import annotations

import json
import logging
from collections import Counter
from collections.abc import Container, Iterable, Iterator
from pathlib import Path

from disentangle.dialogues.multiparty import MIN_SPEAKERS, MultiConversation
from disentangle.dialogues.records import dialogue_day
from disentangle.examples.records import ExampleConfig
from disentangle.examples.splits import SPLITS, assign_split
from disentangle.exporters.base import Exporter, ExportJob, ExportReport, atomic_files, json_line
from disentangle.exporters.empty_files import EMPTY_PROBLEM
from disentangle.exporters.problems import Problems

logger = logging.getLogger(__name__)

CONVERSATIONS_DIR = "conversations"
CONVERSATIONS_FILE = "{split}.jsonl"
ROLE = "user"                       # every speaker's role; the speaker is the message's `name`
IRC_PLATFORM = "irc"                # the platform of IRC logs (a chat export names its own)
ROW_KEYS = ("id", "platform", "channel", "date", "unit", "speakers", "confidence", "messages", "reply_to",
            "minutes", "thread")
MESSAGE_KEYS = ("role", "name", "content")
NO_CONVERSATIONS = "no conversations of two or more speakers in the {split} split"


def conversation_order(conversation: MultiConversation) -> tuple[str, int, str]:
    """The canonical order: unit, first line, id."""
    return dialogue_day(conversation.id), conversation.first_line, conversation.id


def split_conversations(conversations: Iterable[MultiConversation], config: ExampleConfig = ExampleConfig()
                        ) -> dict[str, list[MultiConversation]]:
    """Conversations grouped by `assign_split` of their id, each group in canonical order."""
    groups: dict[str, list[MultiConversation]] = {split: [] for split in SPLITS}
    for conversation in sorted(conversations, key=conversation_order):
        groups[assign_split(conversation.id, config.split_fractions)].append(conversation)
    return groups


def conversation_row(conversation: MultiConversation, platform: str = "", channel: str = "") -> dict:
    """The released row of a conversation (`platform`: "" for IRC logs; `channel`: the run's, used when the
    unit names none)."""
    unit = dialogue_day(conversation.id)
    named, _, _ = unit.rpartition("/")
    messages = conversation.messages
    return {"id": conversation.id, "platform": platform or IRC_PLATFORM, "channel": named or channel,
            "date": conversation.date, "unit": unit, "speakers": len(conversation.speakers),
            "confidence": conversation.confidence,
            "messages": [{"role": ROLE, "name": conversation.speakers[m.speaker], "content": m.text}
                         for m in messages],
            "reply_to": [m.reply_to for m in messages], "minutes": [m.minute for m in messages],
            "thread": [m.thread for m in messages]}


def conversation_rows(job: ExportJob, split: str) -> Iterator[dict]:
    """The rows of a split, in order."""
    for conversation in split_conversations(job.conversations, job.config)[split]:
        yield conversation_row(conversation, job.platform, job.channel)


def write_conversations(job: ExportJob, out_dir: Path) -> ExportReport:
    """Write `{train,dev,test}.jsonl` under `out_dir` (all three together, atomically)."""
    names = [CONVERSATIONS_FILE.format(split=split) for split in SPLITS]
    counts: Counter = Counter()
    with atomic_files([out_dir / name for name in names]) as handles:
        for split, handle in zip(SPLITS, handles):
            for row in conversation_rows(job, split):
                handle.write(json_line(row))
                counts[f"{split}/conversations"] += 1
    empty = {name: NO_CONVERSATIONS.format(split=split) for split, name in zip(SPLITS, names)
             if not counts[f"{split}/conversations"]}
    report = ExportReport("conversations", out_dir, tuple(names), dict(counts), {}, empty)
    logger.info("conversations: wrote %s to %s", report.counts, out_dir)
    return report


def row_problems(row: object) -> list[str]:
    """A row's own problems: its keys, at least MIN_SPEAKERS named speakers, messages with text, the lists
    beside them as long as they, every reply and thread an earlier message."""
    if not isinstance(row, dict) or tuple(row) != ROW_KEYS:
        return [f"not a JSON object with the keys {', '.join(ROW_KEYS)} in that order"]
    messages = row["messages"]
    if not isinstance(messages, list) or not messages or \
            not all(isinstance(m, dict) and tuple(m) == MESSAGE_KEYS for m in messages):
        return [f"messages is not a non-empty list of {{{', '.join(MESSAGE_KEYS)}}} objects"]
    problems = []
    names = {m["name"] for m in messages}
    if len(names) < MIN_SPEAKERS or row["speakers"] != len(names):
        problems.append(f"{len(names)} speakers named, {row['speakers']} counted (at least {MIN_SPEAKERS})")
    if any(m["role"] != ROLE or not isinstance(m["content"], str) or not m["content"].strip() for m in messages):
        problems.append(f"a message not of role {ROLE!r} or without text")
    for key in ("reply_to", "minutes", "thread"):
        if not isinstance(row[key], list) or len(row[key]) != len(messages):
            problems.append(f"{key} is not a list as long as messages")
    if not problems and any(ref is not None and not 0 <= ref <= n - (key == "reply_to")
                            for key in ("reply_to", "thread") for n, ref in enumerate(row[key])):
        problems.append("a reply_to or thread that is not an earlier message")
    return problems


def validate_conversations_file(path: Path, split: str, expected: Iterable[dict], allow_empty: bool) -> list[str]:
    """One file: every line a valid row, the rows those of the split's conversations in order (`expected` is
    consumed as the file is read: neither is held whole in memory)."""
    problems = Problems(path.name)
    wanted = iter(expected)
    count = taken = 0
    try:
        with open(path, encoding="utf-8") as handle:
            for count, line in enumerate(handle, start=1):
                row = json.loads(line)
                for problem in row_problems(row):
                    problems.add(f"line {count}", problem)
                want = next(wanted, None)
                taken += want is not None
                if want is not None and row != want:
                    problems.add(f"line {count}", f"not the row of {want['id']}, which the conversations of "
                                                  f"{split} put here")
    except (OSError, UnicodeDecodeError, ValueError) as error:
        problems.add("", f"unreadable: {error}", always=True)
        return problems.result()
    total = taken + sum(1 for _ in wanted)
    if count != total:
        problems.add("", f"{count} rows, but the {split} split has {total} conversations", always=True)
    if not count and not allow_empty:
        problems.add("", EMPTY_PROBLEM, always=True)
    return problems.result()


def validate_conversations_dir(job: ExportJob, out_dir: Path, empty_ok: Container[str] = ()) -> list[str]:
    """Each split's file present and valid; no stray file."""
    problems: list[str] = []
    names = {CONVERSATIONS_FILE.format(split=split): split for split in SPLITS}
    for name, split in names.items():
        if not (out_dir / name).is_file():
            problems.append(f"{out_dir / name}: missing")
            continue
        problems += validate_conversations_file(out_dir / name, split, conversation_rows(job, split),
                                                name in empty_ok)
    problems += [f"{path.name}: not a file of the conversations format" for path in sorted(out_dir.iterdir())
                 if path.name not in names] if out_dir.is_dir() else []
    return problems


def _validate(job: ExportJob, directory: Path, report: ExportReport) -> list[str]:
    return validate_conversations_dir(job, directory, report.empty)


EXPORTER = Exporter("conversations", CONVERSATIONS_DIR, write_conversations, _validate)
