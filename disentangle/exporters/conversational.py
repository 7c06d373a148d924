"""conversational-datasets JSON lines: the writer and its validator.

One JSON object per example (`context`, `context/0`, ..., `response`), sharded by a hash of the dialogue
id into `{split}-{index:05d}-of-{count:05d}.jsonl`, with the 90/10 train/test split of `splits.py`.
"""
from __future__ import annotations

import json
import logging
import os
import re
from collections import Counter
from collections.abc import Container, Iterable
from pathlib import Path
from typing import TextIO

from disentangle.dialogues.records import Dialogue
from disentangle.examples.cutting import choose_positions, dstc7_positions, make_example
from disentangle.examples.records import Example, ExampleConfig, normalise, turn_text
from disentangle.examples.splits import CONVERSATIONAL_SPLITS, conversational_split, digest, sorted_dialogues
from disentangle.exporters.base import Exporter, ExportJob, ExportReport, atomic_files, json_line, progress
from disentangle.exporters.empty_files import EMPTY_PROBLEM, empty_reason
from disentangle.exporters.problems import Problems, bare_command_problems

logger = logging.getLogger(__name__)

CONVERSATIONAL_FILE = "{split}-{index:05d}-of-{count:05d}.jsonl"
_CONVERSATIONAL_NAME = re.compile(r"^(?P<split>[a-z]+)-(?P<index>\d{5})-of-(?P<count>\d{5})\.jsonl$")
_CONTEXT_KEY = re.compile(r"^context/(\d+)$")


def conversational_record(example: Example) -> dict:
    """`context` (latest turn), `context/0`, `context/1`, ... (older, most recent first), `response`, ids."""
    texts = [turn_text(turn) for turn in reversed(example.context)]
    record = {"context": texts[0]}
    record.update({f"context/{i}": text for i, text in enumerate(texts[1:])})
    record.update({"response": turn_text(example.response), "dialogue_id": example.dialogue_id,
                   "example_id": example.id})
    return record


def conversational_shard(dialogue_id: str, shards: int) -> int:
    """The shard of a dialogue's examples: a hash of its id modulo the number of shards."""
    return int.from_bytes(digest("shard", dialogue_id)[:8], "big") % shards


def conversational_file_names(split: str, shards: int) -> list[str]:
    return [CONVERSATIONAL_FILE.format(split=split, index=i, count=shards) for i in range(shards)]


def write_conversational(dialogues: Iterable[Dialogue], out_dir: str | os.PathLike,
                         config: ExampleConfig = ExampleConfig()) -> ExportReport:
    """Write conversational-datasets JSON lines, `{train,test}-NNNNN-of-MMMMM.jsonl`.

    Dialogues are split 90/10 by `conversational_split` of their id and sharded by `conversational_shard`.
    Each dialogue gives `config.conversational_examples_per_dialogue` examples (default: every position
    where participant_2 answers participant_1), with all earlier non-empty turns as context.
    """
    out = Path(out_dir)
    ordered, skipped = sorted_dialogues(dialogues)
    counts: Counter = Counter()
    files: list[str] = []
    empty: dict[str, str] = {}
    for split in CONVERSATIONAL_SPLITS:
        mine = [d for d in ordered if conversational_split(d.id, config.conversational_train_fraction) == split]
        names = conversational_file_names(split, config.conversational_shards)
        per_shard: Counter = Counter()
        with atomic_files([out / name for name in names]) as handles:
            for dialogue in progress(mine, f"conversational {split}"):
                shard = conversational_shard(dialogue.id, config.conversational_shards)
                written = _write_conversational_dialogue(dialogue, split, handles[shard], config)
                per_shard[shard] += written
                counts[f"{split}/examples"] += written
                skipped["no answer position"] += not written
        empty.update({name: empty_reason(split, len(mine), {}, "example") if not mine else
                      f"none of the {len(mine)} dialogues of the {split} split hashes to this shard"
                      for shard, name in enumerate(names) if not per_shard[shard]})
        files += names
    report = ExportReport("conversational", out, tuple(files), dict(counts), dict(+skipped), empty)
    logger.info("conversational: wrote %s to %s; skipped %s", report.counts, out, report.skipped)
    return report


def _write_conversational_dialogue(dialogue: Dialogue, split: str, handle: TextIO,
                                   config: ExampleConfig) -> int:
    records = conversational_records(dialogue, split, config)
    for record in records:
        handle.write(json_line(record))
    return len(records)


def conversational_records(dialogue: Dialogue, split: str, config: ExampleConfig) -> list[dict]:
    """A dialogue's records, in file order: one at each chosen position where participant_2 answers."""
    positions = dstc7_positions(dialogue, config.min_context_turns)
    chosen = choose_positions(dialogue, positions, config.conversational_examples_per_dialogue, config.seed,
                              "conversational-cut")
    return [conversational_record(make_example(dialogue, index, split)) for index in chosen]




# ---------------------------------------------------------------------------------------------------
# Validation


def _conversational_record_problems(record: object, split: str, index: int, count: int,
                                    config: ExampleConfig) -> list[str]:
    if not isinstance(record, dict):
        return ["line is not a JSON object"]
    fixed = {"context", "response", "dialogue_id", "example_id"}
    if not fixed <= set(record):
        return [f"missing keys {sorted(fixed - set(record))}"]
    extra = sorted(set(record) - fixed)
    numbers = sorted(int(m[1]) for key in extra if (m := _CONTEXT_KEY.match(key)))
    problems = []
    if len(numbers) != len(extra) or numbers != list(range(len(numbers))):
        problems.append(f"context keys {extra} are not context/0 .. context/{len(extra) - 1}")
    if not all(isinstance(value, str) and normalise(value) for value in record.values()):
        problems.append("every value must be a non-empty string")
        return problems
    dialogue = record["dialogue_id"]
    if conversational_split(dialogue, config.conversational_train_fraction) != split:
        problems.append(f"dialogue {dialogue} hashes to another split than {split}")
    if conversational_shard(dialogue, count) != index:
        problems.append(f"dialogue {dialogue} belongs in another shard than {index}")
    return problems


def validate_conversational_file(path: str | os.PathLike, config: ExampleConfig = ExampleConfig(),
                                 dialogue_splits: dict[str, str] | None = None, allow_empty: bool = False
                                 ) -> list[str]:
    """Problems of one conversational-datasets shard: its name, every line a JSON object with non-empty
    `context`, `context/0..N` (contiguous), `response`, ids; each dialogue in the split and shard its id
    hashes to; unique example ids. `dialogue_splits` (filled in) catches dialogues in two splits."""
    path = Path(path)
    problems = Problems(path.name)
    found = _CONVERSATIONAL_NAME.match(path.name)
    if not found or found["split"] not in CONVERSATIONAL_SPLITS:
        problems.add("", "name is not {train,test}-NNNNN-of-MMMMM.jsonl")
        return problems.result()
    split, index, count = found["split"], int(found["index"]), int(found["count"])
    seen: set[str] = set()
    dialogue_splits = {} if dialogue_splits is None else dialogue_splits
    number = 0
    try:
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                _check_conversational_line(line, (split, index, count), config, problems, number, seen,
                                           dialogue_splits)
    except (OSError, UnicodeDecodeError) as error:
        problems.add("", f"unreadable: {error}", always=True)
    else:
        if not number and not allow_empty:
            problems.add("", EMPTY_PROBLEM, always=True)
    return problems.result()


def _check_conversational_line(line: str, place: tuple[str, int, int], config: ExampleConfig,
                               problems: Problems, number: int, seen: set[str],
                               dialogue_splits: dict[str, str]) -> None:
    split, index, count = place
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        problems.add(f"line {number}", f"not JSON: {error}")
        return
    for problem in _conversational_record_problems(record, split, index, count, config):
        problems.add(f"line {number}", problem)
    if not isinstance(record, dict):
        return
    example, dialogue = record.get("example_id"), record.get("dialogue_id")
    if not (isinstance(example, str) and isinstance(dialogue, str)):
        return  # reported above: a missing id, or one that is not a string
    if example in seen:
        problems.add(f"line {number}", f"duplicate example id {example}")
    seen.add(example)
    if dialogue_splits.setdefault(dialogue, split) != split:
        problems.add(f"line {number}",
                     f"dialogue {dialogue} is in both {dialogue_splits[dialogue]} and {split}")


def validate_conversational_dir(out_dir: str | os.PathLike, config: ExampleConfig = ExampleConfig(),
                                empty_ok: Container[str] = ()) -> list[str]:
    """Problems of a directory written by `write_conversational`: a complete set of shards per split (as in
    `config.conversational_shards`), every shard valid, and no dialogue in both splits."""
    out = Path(out_dir)
    problems: list[str] = []
    dialogue_splits: dict[str, str] = {}
    for split in CONVERSATIONAL_SPLITS:
        expected = conversational_file_names(split, config.conversational_shards)
        present = sorted(p.name for p in out.glob(f"{split}-*.jsonl"))
        if present != expected:
            problems.append(f"{out}: {split} shards {present}, expected {expected}")
        for name in expected:
            if (out / name).exists():
                problems += validate_conversational_file(out / name, config, dialogue_splits, name in empty_ok)
    return problems


def _write(job: ExportJob, directory: Path) -> ExportReport:
    return write_conversational(job.dialogues, directory, job.config)


def _validate(job: ExportJob, directory: Path, report: ExportReport) -> list[str]:
    return (validate_conversational_dir(directory, job.config, empty_ok=report.empty)
            + bare_command_problems(directory.glob("*.jsonl"), job.bot_commands))


EXPORTER = Exporter("conversational", "conversational", _write, _validate)
