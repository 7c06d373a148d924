"""What every exporter shares: its registry record, its report, atomic multi-file output and streamed JSON.

An `Exporter` names a format, the dataset sub-directory it writes, its writer and its validator; the
writer gets an `ExportJob` (the dialogues, the example configuration, the knowledge linker) and returns
an `ExportReport`. The package `disentangle.exporters` lists every format's `EXPORTER` (the registry).

`ExportReport` says what a writer did (files, counts, what it skipped and why, which files were left
empty and why). Output files are written through temporary files that replace their targets only when
every file of a set is complete (`atomic_files`); JSON lists are streamed one item per line.
"""
from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from tqdm import tqdm

from disentangle.atomic import atomic_open
from disentangle.dialogues.bot_commands import KEEP_COMMANDS, BotCommands
from disentangle.dialogues.multiparty import MultiConversation
from disentangle.dialogues.records import Dialogue
from disentangle.examples.records import Example, ExampleConfig

logger = logging.getLogger(__name__)

CHAT_END_ANY, CHAT_END_ASSISTANT = "any", "assistant"   # how a chat row may end (`--chat-end`)
CHAT_ENDS = (CHAT_END_ANY, CHAT_END_ASSISTANT)

@dataclass(frozen=True)
class ExportJob:
    """What a writer is given: the dialogues of every split, the knobs, and (DSTC7 subtask 5) the linker
    from an example to the man pages its context uses."""

    dialogues: Sequence[Dialogue]
    config: ExampleConfig = ExampleConfig()
    knowledge_for: Callable[[Example], Sequence[str]] | None = None
    bot_commands: BotCommands = KEEP_COMMANDS  # the rule the dialogues were made with (validators: no bare command)
    conversations: Sequence[MultiConversation] = ()  # the multi-party conversations, as released
    platform: str = ""           # the chat platform of a chat export ("" for IRC logs)
    channel: str = ""            # the run's channel, for rows whose unit names none
    chat_end: str = CHAT_END_ANY  # the chat rows' last turn: any, or always the assistant's


@dataclass(frozen=True)
class Exporter:
    """One output format: its name (the key in `stats.json`), its sub-directory of the dataset, its writer
    and its validator (which may leave empty only the files its writer's report says why). The registry
    (`disentangle.exporters.exporters`) decides the order the formats write in."""

    name: str
    directory: str
    write: Callable[[ExportJob, Path], ExportReport]
    validate: Callable[[ExportJob, Path, ExportReport], list[str]]


@dataclass(frozen=True)
class ExportReport:
    """What a writer did: the files it wrote, its counts, and what it skipped and why."""

    format: str
    directory: Path
    files: tuple[str, ...]
    counts: Mapping[str, int]
    skipped: Mapping[str, int]
    empty: Mapping[str, str] = field(default_factory=dict)  # data file left without examples -> why

    def as_dict(self) -> dict:
        return {"format": self.format, "directory": str(self.directory), "files": list(self.files),
                "counts": dict(sorted(self.counts.items())), "skipped": dict(sorted(self.skipped.items())),
                "empty": dict(sorted(self.empty.items()))}




@contextmanager
def atomic_files(paths: Sequence[Path]) -> Iterator[list[TextIO]]:
    """Text handles on temporary files beside `paths`; on success each replaces its target (in the order
    given), on error the temporaries are removed and the targets are left as they were."""
    with ExitStack() as stack:
        # entered last to first, so that the stack, which exits last-entered first, replaces in order
        handles = [stack.enter_context(atomic_open(path, "w", newline="")) for path in reversed(paths)]
        yield handles[::-1]


class JsonArrayWriter:
    """Streams a JSON list, one item per line: "[", items ending with ",", the last item, "]"."""

    def __init__(self, handle: TextIO) -> None:
        self._handle = handle
        self.count = 0
        handle.write("[\n")

    def add(self, item: object) -> None:
        if self.count:
            self._handle.write(",\n")
        self._handle.write(json.dumps(item, ensure_ascii=False))
        self.count += 1

    def close(self) -> None:
        self._handle.write("\n]\n" if self.count else "]\n")


def json_line(item: object) -> str:
    return json.dumps(item, ensure_ascii=False) + "\n"


def provenance_record(example: Example) -> dict:
    """One line of a provenance file: how to find an example's dialogue and answer in the logs."""
    origin = example.provenance
    return {"example-id": example.number, "key": example.id, "dialogue-id": example.dialogue_id,
            "split": example.split, "date": origin.date, "source": origin.source, "method": origin.method,
            "nicks": list(origin.nicks), "first-line": origin.first_line,
            "response-lines": list(origin.response_lines), "confidence": origin.confidence}


def progress(items: Sequence, description: str) -> Iterable:
    return tqdm(items, desc=description, unit="dialogue", disable=None, leave=False)
