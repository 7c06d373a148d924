"""The blind DSTC7 test split: answers removed from the test files, kept in ubuntu_responses_subtask_N.tsv
as ParlAI's DSTC7 teacher reads them."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from disentangle.examples import records as ex
from disentangle.exporters import dstc7_files
from disentangle.exporters.blind import (
    ANSWER_KEY,
    RESPONSES_FILE,
    blind_name,
    read_responses,
    response_line,
    validate_blind,
    write_blind,
)
from disentangle.exporters.dstc7 import write_dstc7
from helpers import synthetic_dialogue

SUBTASKS = (1, 2, 4, 5)


@pytest.fixture(scope="module")
def dstc7(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dstc7")
    corpus = [synthetic_dialogue(n) for n in range(400)]
    write_dstc7(corpus, out, ex.ExampleConfig(options=10), knowledge_for=lambda example: ["ls(1)"])
    write_blind(out, SUBTASKS)
    return out


def _parlai_test_items(directory: Path, blind_file: Path, subtask: int) -> list[dict]:
    """The test items as ParlAI's DSTC7 teacher builds them: the file, answers from the responses file."""
    items = json.loads(blind_file.read_text())
    answers = {}
    for line in (directory / RESPONSES_FILE.format(subtask=subtask)).open(encoding="utf-8", newline=""):
        example_id, candidate_id, utterance = line[0:-1].split("\t")
        answers[example_id] = [{"candidate-id": candidate_id, "utterance": utterance}]
    for item in items:
        item[ANSWER_KEY] = answers[str(item["example-id"])]
    return items


@pytest.mark.parametrize("subtask", SUBTASKS)
def test_blind_files_hide_the_answers_and_the_key_restores_them(dstc7: Path, subtask: int) -> None:
    full = json.loads((dstc7 / dstc7_files.DSTC7_FILE.format(split="test", subtask=subtask)).read_text())
    blind = json.loads((dstc7 / blind_name(subtask)).read_text())
    assert full and len(blind) == len(full) and not any(ANSWER_KEY in item for item in blind)
    assert _parlai_test_items(dstc7, dstc7 / blind_name(subtask), subtask) == full


def test_subtask4_none_answers_are_in_the_key(dstc7: Path) -> None:
    responses = read_responses(dstc7 / RESPONSES_FILE.format(subtask=4))
    none = {"candidate-id": dstc7_files.NONE_ID, "utterance": dstc7_files.NONE_UTTERANCE}
    assert any(answer == none for answer in responses.values())


def test_validator_accepts_the_written_files_and_catches_damage(dstc7: Path, tmp_path: Path) -> None:
    assert validate_blind(dstc7, SUBTASKS) == []
    damaged = tmp_path / "damaged"
    damaged.mkdir()
    for path in dstc7.rglob("*"):
        if path.is_file():
            (damaged / path.relative_to(dstc7)).parent.mkdir(parents=True, exist_ok=True)
            (damaged / path.relative_to(dstc7)).write_bytes(path.read_bytes())
    full = json.loads((dstc7 / "ubuntu_test_subtask_1.json").read_text())
    (damaged / blind_name(1)).write_text(json.dumps(full))  # answers left in
    key = damaged / RESPONSES_FILE.format(subtask=2)
    key.write_text("".join(key.read_text().splitlines(keepends=True)[1:]))  # one answer missing
    problems = " ".join(validate_blind(damaged, SUBTASKS))
    assert "still holds" in problems and "missing or not the correct answer" in problems


def test_a_tab_in_an_answer_cannot_break_the_key() -> None:
    item = {"example-id": 1, ANSWER_KEY: [{"candidate-id": "X", "utterance": "a\tb"}]}
    with pytest.raises(ValueError, match="tab"):
        response_line(item)


def test_empty_test_files_give_empty_blind_files_on_record(tmp_path: Path) -> None:
    corpus = [synthetic_dialogue(n) for n in range(50)]
    config = ex.ExampleConfig(options=10, split_fractions=(("train", 1.0), ("dev", 0.0), ("test", 0.0)))
    write_dstc7(corpus, tmp_path, config, subtasks=(1,))
    report = write_blind(tmp_path, (1,))
    assert json.loads((tmp_path / blind_name(1)).read_text()) == []
    assert set(report.empty) == {blind_name(1), RESPONSES_FILE.format(subtask=1)}
    assert validate_blind(tmp_path, (1,)) == []
