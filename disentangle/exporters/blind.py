"""The blind DSTC7 test split, as DSTC7 published it: test examples without their answers, and the answers
apart in `ubuntu_responses_subtask_N.tsv`.

DSTC7 Track 1 first released its test files without `options-for-correct-answers` and later the answers as
tab-separated lines `example-id<TAB>candidate-id<TAB>utterance` (one per example, no header). ParlAI's
DSTC7 teacher reads that file beside `ubuntu_test_subtask_1.json` and takes the answers from it. From the
full test files written by `exporters.dstc7.write_dstc7`, `write_blind` writes `blind/ubuntu_test_subtask_N.json`
(the file to hand out) and `ubuntu_responses_subtask_N.tsv` (the key) for every subtask;
`validate_blind` checks that each blind item is its full item minus the answer and that the key holds
exactly the full file's answers. Utterances are whitespace-normalised, so they hold no tab or line end.
"""
from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path

from disentangle.atomic import atomic_open
from disentangle.exporters.base import Exporter, ExportJob, ExportReport, JsonArrayWriter
from disentangle.exporters.dstc7_files import DSTC7_FILE, DSTC7_SUBTASKS

BLIND_DIR = "blind"
RESPONSES_FILE = "ubuntu_responses_subtask_{subtask}.tsv"
ANSWER_KEY = "options-for-correct-answers"
TEST_SPLIT = "test"
MAX_PROBLEMS = 20


def blind_name(subtask: int) -> str:
    return f"{BLIND_DIR}/{DSTC7_FILE.format(split=TEST_SPLIT, subtask=subtask)}"


def response_line(item: dict) -> str:
    """`example-id<TAB>candidate-id<TAB>utterance` of an example's correct answer, with its line end."""
    answer = item[ANSWER_KEY][0]
    fields = (str(item["example-id"]), answer["candidate-id"], answer["utterance"])
    if any("\t" in f or "\n" in f or "\r" in f for f in fields):
        raise ValueError(f"example {fields[0]}: a tab or line end in the answer cannot go into a TSV line")
    return "\t".join(fields) + "\n"


def _read_items(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def write_blind(out_dir: str | os.PathLike, subtasks: Sequence[int] = DSTC7_SUBTASKS) -> ExportReport:
    """Blind test files and response keys from the full test files in `out_dir`."""
    out = Path(out_dir)
    counts, files, empty = {}, [], {}
    for subtask in subtasks:
        full = DSTC7_FILE.format(split=TEST_SPLIT, subtask=subtask)
        items = _read_items(out / full)
        names = [blind_name(subtask), RESPONSES_FILE.format(subtask=subtask)]
        (out / BLIND_DIR).mkdir(parents=True, exist_ok=True)
        with atomic_open(out / names[0], "w") as blind, atomic_open(out / names[1], "w", newline="") as key:
            array = JsonArrayWriter(blind)
            for item in items:
                key.write(response_line(item))
                array.add({k: v for k, v in item.items() if k != ANSWER_KEY})
            array.close()
        counts[f"test/subtask_{subtask}"] = len(items)
        files += names
        if not items:
            empty.update(dict.fromkeys(names, f"the full test file {full} is empty"))
    return ExportReport("dstc7-blind", out, tuple(files), counts, {}, empty)


def read_responses(path: str | os.PathLike) -> dict[str, dict]:
    """A responses file as ParlAI reads it: example-id (text) -> {candidate-id, utterance}."""
    found = {}
    with open(path, encoding="utf-8", newline="") as handle:
        for number, line in enumerate(handle, 1):
            fields = line[:-1].split("\t") if line.endswith("\n") else None
            if fields is None or len(fields) != 3:
                raise ValueError(f"line {number}: not example-id<TAB>candidate-id<TAB>utterance<LF>")
            if fields[0] in found:
                raise ValueError(f"line {number}: example-id {fields[0]} repeated")
            found[fields[0]] = {"candidate-id": fields[1], "utterance": fields[2]}
    return found


def validate_blind(out_dir: str | os.PathLike, subtasks: Sequence[int] = DSTC7_SUBTASKS) -> list[str]:
    """Problems of the blind files and response keys, against the full test files (empty: none)."""
    out = Path(out_dir)
    problems: list[str] = []
    for subtask in subtasks:
        try:
            full = _read_items(out / DSTC7_FILE.format(split=TEST_SPLIT, subtask=subtask))
            blind = _read_items(out / blind_name(subtask))
            responses = read_responses(out / RESPONSES_FILE.format(subtask=subtask))
        except (OSError, ValueError) as error:
            problems.append(f"blind subtask {subtask}: unreadable: {error}")
            continue
        problems += _compare(subtask, full, blind, responses)[:MAX_PROBLEMS]
    return problems


def _compare(subtask: int, full: list[dict], blind: list[dict], responses: dict[str, dict]) -> list[str]:
    name = blind_name(subtask)
    problems = []
    if len(blind) != len(full) or len(responses) != len(full):
        problems.append(f"{name}: {len(blind)} blind items and {len(responses)} responses for {len(full)} "
                        "test examples")
    for position, (item, hidden) in enumerate(zip(full, blind)):
        if ANSWER_KEY in hidden:
            problems.append(f"{name}: item {position} still holds {ANSWER_KEY}")
        elif hidden != {k: v for k, v in item.items() if k != ANSWER_KEY}:
            problems.append(f"{name}: item {position} differs from the full test item")
        if responses.get(str(item["example-id"])) != item[ANSWER_KEY][0]:
            problems.append(f"{RESPONSES_FILE.format(subtask=subtask)}: example {item['example-id']}: "
                            "missing or not the correct answer")
    return problems


def _write(job: ExportJob, directory: Path) -> ExportReport:
    return write_blind(directory, DSTC7_SUBTASKS)


def _validate(job: ExportJob, directory: Path, report: ExportReport) -> list[str]:
    return validate_blind(directory, DSTC7_SUBTASKS)


EXPORTER = Exporter("dstc7_blind", "dstc7", _write, _validate)
