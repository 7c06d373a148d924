"""Validation helpers shared by the exporters' validators: capped problem lists, JSON readers, rate checks.

A validator reads a written file back and returns the problems it finds as one-line strings (an empty list
if none); `Problems` keeps the first `MAX_PROBLEMS` of a file word for word and counts the rest.
"""
from __future__ import annotations

import csv
import json
import logging
import math
import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TextIO

from disentangle.dialogues.bot_commands import BotCommands, is_bare_command
from disentangle.examples.records import ExampleConfig
from disentangle.examples.splits import assign_split

logger = logging.getLogger(__name__)

MAX_PROBLEMS = 100                   # problems listed per file by a validator; the rest are counted
RATE_SIGMAS = 4.0                    # a rate (NONE answers, positive labels) may stray this many std devs
RATE_MIN_EXAMPLES = 50               # rates are only checked on files with at least this many rows
TEXT_KEYS = re.compile(r"^(?:utterance|response|content|context(?:/\d+)?)$")  # keys holding utterances in JSON outputs
UDC_MARKERS = re.compile(r"\s*__eo[ut]__\s*")


class Problems:
    """Problems of one file, the first MAX_PROBLEMS kept word for word and the rest counted."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.items: list[str] = []
        self.more = 0

    def add(self, where: str, problem: str, always: bool = False) -> None:
        """Record a problem; `always` (file-level findings such as rates) bypasses the cap."""
        if always or len(self.items) < MAX_PROBLEMS:
            self.items.append(f"{self.name}: {where}{': ' if where else ''}{problem}")
        else:
            self.more += 1

    def result(self) -> list[str]:
        return self.items + ([f"{self.name}: ... and {self.more} more problems"] if self.more else [])


def json_items(path: Path) -> Iterator[object]:
    """The items of a JSON list; files in `JsonArrayWriter`'s one-item-per-line layout are streamed."""
    with open(path, encoding="utf-8", newline="") as handle:
        first, second = handle.readline(), handle.readline()
        if first.rstrip("\n") != "[" or not (second.startswith("{") or second.rstrip("\n") == "]"):
            handle.seek(0)
            data = json.load(handle)
            if not isinstance(data, list):
                raise ValueError("the top level is not a JSON list")
            yield from data
            return
        yield from _json_lines_array(handle, second)


def _json_lines_array(handle: TextIO, line: str) -> Iterator[object]:
    number = 2
    while line:
        text = line.rstrip("\n")
        if text == "]":
            if handle.read().strip():
                raise ValueError(f"line {number}: text after the closing bracket")
            return
        following = handle.readline()
        last = following.rstrip("\n") == "]"
        if not last and not text.endswith(","):
            raise ValueError(f"line {number}: item not followed by a comma (or file truncated)")
        try:
            yield json.loads(text if last else text[:-1])
        except json.JSONDecodeError as error:
            raise ValueError(f"line {number}: {error}") from None
        line, number = following, number + 1
    raise ValueError("no closing bracket: the file is truncated")


def rate_problem(hits: int, total: int, rate: float, what: str) -> str | None:
    """A message if `hits / total` is implausibly far from `rate` (checked from RATE_MIN_EXAMPLES rows)."""
    if total < RATE_MIN_EXAMPLES:
        return None
    spread = RATE_SIGMAS * math.sqrt(rate * (1 - rate) / total)
    observed = hits / total
    if abs(observed - rate) > spread:
        return f"{what}: {hits}/{total} = {observed:.3f}, expected {rate:.3f} +- {spread:.3f}"
    return None


def read_jsonl(path: Path) -> list[object]:
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def provenance_ids(record: object) -> tuple[str, int] | None:
    """(dialogue id, example id) of a provenance record (None: not an object with a string `dialogue-id`
    and an integer `example-id`)."""
    if not isinstance(record, dict):
        return None
    dialogue, number = record.get("dialogue-id"), record.get("example-id")
    return (dialogue, number) if isinstance(dialogue, str) and type(number) is int else None




def provenance_problems(out: Path, names: Mapping[str, str],
                         config: ExampleConfig | None) -> tuple[list[str], dict[int, str]]:
    """Problems of provenance files (one per split, name in `names`) and example-id -> dialogue id."""
    problems: list[str] = []
    owner: dict[int, str] = {}
    dialogue_split: dict[str, str] = {}
    for split, name in names.items():
        try:
            records = read_jsonl(out / name)
        except (OSError, UnicodeDecodeError, ValueError) as error:
            problems.append(f"{name}: unreadable: {error}")
            continue
        for position, record in enumerate(records, start=1):
            ids = provenance_ids(record)
            if ids is None:
                problems.append(f"{name}: record {position} is not a provenance record (a JSON object with a "
                                f"string dialogue-id and an integer example-id)")
                continue
            dialogue, number = ids
            if dialogue_split.setdefault(dialogue, split) != split:
                problems.append(f"{name}: dialogue {dialogue} is in both "
                                f"{dialogue_split[dialogue]} and {split}")
            if config is not None and assign_split(dialogue, config.split_fractions) != split:
                problems.append(f"{name}: dialogue {dialogue} hashes to another split than {split}")
            if number in owner:
                problems.append(f"{name}: example-id {number} appears twice")
            owner[number] = dialogue
    return problems[:MAX_PROBLEMS], owner


def _json_texts(value: object) -> Iterator[str]:
    """Every string under a TEXT_KEYS key of a JSON value (at any depth)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, str) and TEXT_KEYS.match(key):
                yield item
            elif not isinstance(item, str):
                yield from _json_texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _json_texts(item)


def exported_texts(path: Path) -> Iterator[str]:
    """The utterances of an exported file: DSTC7 JSON lists (`utterance`), JSON lines (`context`,
    `context/N`, `response`), UDC CSV cells split at the `__eou__` / `__eot__` markers."""
    if path.suffix == ".csv":
        with open(path, encoding="utf-8", newline="") as handle:
            for row in csv.reader(handle):
                yield from (part for cell in row for part in UDC_MARKERS.split(cell) if part)
    elif path.suffix == ".jsonl":
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                yield from _json_texts(json.loads(line))
    else:
        for item in json_items(path):  # item by item: a year's DSTC7 file is 100 MB of JSON
            yield from _json_texts(item)


def bare_command_problems(paths: Iterable[Path], bots: BotCommands) -> list[str]:
    """Under a rule that replaces or drops bot commands, every utterance of `paths` (options, answers,
    contexts) that is nothing but a command ("!fr |") is a problem; none are looked for under KEEP."""
    if not bots.active:
        return []
    found = []
    bare: dict[str, bool] = {}      # text -> is_bare_command: options repeat the same texts a hundred times
    for path in sorted(paths):
        problems = Problems(path.name)
        for text in exported_texts(path):
            verdict = bare.get(text)
            if verdict is None:
                verdict = bare[text] = is_bare_command(text)
            if verdict:
                problems.add("", f"a bare bot command as an utterance: {text[:60]!r} (--bot-commands {bots.mode})")
        found += problems.result()
    return found
