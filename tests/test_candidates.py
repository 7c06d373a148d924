"""Candidate normal forms: near-duplicates share a key; degenerate utterances make no negative; the example
writers and validators of examples.py honour both."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples import records as ex
from disentangle.examples.candidates import candidate_key, is_degenerate
from disentangle.exporters import dstc7, dstc7_check
from disentangle.exporters.pool import CandidatePool

ALL_TRAIN = (("train", 1.0), ("dev", 0.0), ("test", 0.0))
# spellings of the same answers, as #ubuntu writes them
VARIANTS = (("Yes.", "yes.", "yes", "YES!", " yes ?"), ("thanks", "Thanks!", "thanks."),
            ("sudo apt-get update", "sudo apt-get update.", "Sudo apt-get  update"))
DEGENERATE = (":)", "...", "?", "!sound |", "!info", ":-( ", "!ask >")


@pytest.mark.parametrize("a, b", [("Yes.", "yes"), ("ok  then", "OK, then!"), ("hi __eou__", "hi"),
                                  ("it's fine", "it s fine"), ("thx", "th.x"), ("no one", "No-one"),
                                  ("sda 1", "SDA1"), ("\u00e7a  va", "\u00c7A, VA")])
def test_same_key(a: str, b: str) -> None:
    assert candidate_key(a) == candidate_key(b)


@pytest.mark.parametrize("a, b", [("yes", "no"), ("ls -la", "ls -l"), ("sda1", "sda2")])
def test_different_keys(a: str, b: str) -> None:
    assert candidate_key(a) != candidate_key(b)


@pytest.mark.parametrize("text", DEGENERATE)
def test_degenerate(text: str) -> None:
    assert is_degenerate(text)


@pytest.mark.parametrize("text", ["yes", "!info nvidia-prime | install this package", ":) it works", "ok"])
def test_not_degenerate(text: str) -> None:
    assert not is_degenerate(text)


def test_pool_keeps_one_text_per_key_and_no_degenerate_one() -> None:
    pool = CandidatePool([t for group in VARIANTS for t in group] + list(DEGENERATE))
    assert len(pool) == len(VARIANTS)
    assert not any(is_degenerate(text) for text in pool.texts)
    drawn = pool.draw(2, frozenset({"YES"}), random.Random(0))  # the answer, in another spelling
    assert drawn is not None and {candidate_key(t) for t in drawn} == {"thanks", "sudoaptgetupdate"}
    assert pool.draw(3, frozenset({"yes."}), random.Random(0)) is None


def _dialogue(n: int, rng: random.Random) -> Dialogue:
    """Three turns; the answer and the other turns are often a spelling of a shared phrase or degenerate."""
    def text(i: int) -> str:
        roll = rng.random()
        if roll < 0.4:
            return rng.choice(rng.choice(VARIANTS))
        if roll < 0.55:
            return rng.choice(DEGENERATE[:4]) if i != 1 else "fine"
        return f"problem {n}.{i} with {rng.choice(['grub', 'wifi', 'xorg'])}"

    turns = tuple(Turn(ASKER if i % 2 == 0 else HELPER, (text(i),), ("x",), (3 * n + i,), (0,)) for i in range(3))
    return Dialogue(f"learned:2015-01-01:{3 * n}", "2015-01-01", "x", "learned", ("a", "b"), turns)


def test_written_options_have_no_near_duplicates_or_degenerate_negatives(tmp_path: Path) -> None:
    rng = random.Random(7)
    dialogues = [_dialogue(n, rng) for n in range(300)]
    config = ex.ExampleConfig(options=20, split_fractions=ALL_TRAIN)
    report = dstc7.write_dstc7(dialogues, tmp_path, config, subtasks=(1,))
    items = json.loads((tmp_path / "ubuntu_train_subtask_1.json").read_text())
    assert len(items) > 100
    for item in items:
        answer = item["options-for-correct-answers"][0]["utterance"]
        keys = [candidate_key(o["utterance"]) for o in item["options-for-next"]]
        assert len(set(keys)) == len(keys)                        # no two options the same up to the key
        assert keys.count(candidate_key(answer)) == 1             # nothing equal to the answer but itself
        negatives = [o["utterance"] for o in item["options-for-next"] if o["utterance"] != answer]
        assert not any(is_degenerate(text) for text in negatives)
    assert dstc7_check.validate_dstc7_dir(tmp_path, (1,), config, empty_ok=report.empty) == []


def test_validator_rejects_near_duplicates_and_degenerate_negatives(tmp_path: Path) -> None:
    rng = random.Random(7)
    config = ex.ExampleConfig(options=20, split_fractions=ALL_TRAIN)
    dstc7.write_dstc7([_dialogue(n, rng) for n in range(300)], tmp_path, config, subtasks=(1,))
    path = tmp_path / "ubuntu_train_subtask_1.json"
    items = json.loads(path.read_text())
    answer = items[0]["options-for-correct-answers"][0]["utterance"]
    others = [i for i, o in enumerate(items[0]["options-for-next"]) if o["utterance"] != answer]
    for position, text in zip(others, (answer.upper() + " !", ":)")):
        items[0]["options-for-next"][position] = {"candidate-id": ex.candidate_id(text), "utterance": text}
    path.write_text(json.dumps(items))
    problems = " ".join(dstc7_check.validate_dstc7_file(path, 1, config))
    assert "near-duplicate" in problems and "degenerate negative" in problems


def _spec_key(text: str) -> str:
    """The documented equality of options, written independently of `candidate_key` for ASCII text: case,
    spacing, punctuation and symbols do not count."""
    return re.sub(r"[\W_]+", "", text.replace("__eou__", " ").replace("__eot__", " ").casefold(), flags=re.ASCII)


@pytest.mark.fault
def test_pool_keeps_one_of_texts_equal_up_to_spacing() -> None:
    """Issue 35 item 8: `thx` and `th.x` were two candidates (22 train examples of 2015 held both)."""
    pool = CandidatePool(["thx", "th.x", "th x", "TH X!", "no one", "noone", "ok"])
    assert len({_spec_key(text) for text in pool.texts}) == len(pool) == 3
    drawn = pool.draw(2, frozenset({"Th-x"}), random.Random(0))              # the answer, spelled otherwise
    assert drawn is not None and sorted(map(_spec_key, drawn)) == ["noone", "ok"]
    assert pool.draw(3, frozenset({"Th-x"}), random.Random(0)) is None


@pytest.mark.fault
def test_written_options_differ_in_more_than_spacing(tmp_path: Path) -> None:
    rng = random.Random(3)
    spellings = ["thx", "th.x", "th x", "no one", "noone", "no-one", "a pt", "apt"]

    def turn(n: int, i: int) -> Turn:
        text = rng.choice(spellings) if rng.random() < 0.5 else f"problem {n}.{i}"
        return Turn(ASKER if i % 2 == 0 else HELPER, (text,), ("x",), (3 * n + i,), (0,))

    dialogues = [Dialogue(f"learned:2015-01-01:{3 * n}", "2015-01-01", "x", "learned", ("a", "b"),
                          tuple(turn(n, i) for i in range(3))) for n in range(200)]
    config = ex.ExampleConfig(options=20, split_fractions=ALL_TRAIN)
    dstc7.write_dstc7(dialogues, tmp_path, config, subtasks=(1,))
    items = json.loads((tmp_path / "ubuntu_train_subtask_1.json").read_text())
    assert len(items) > 50
    for item in items:
        keys = [_spec_key(option["utterance"]) for option in item["options-for-next"]]
        assert len(set(keys)) == len(keys), item["example-id"]


@pytest.mark.fault
def test_validator_rejects_options_equal_up_to_spacing(tmp_path: Path) -> None:
    rng = random.Random(7)
    config = ex.ExampleConfig(options=20, split_fractions=ALL_TRAIN)
    dstc7.write_dstc7([_dialogue(n, rng) for n in range(300)], tmp_path, config, subtasks=(1,))
    path = tmp_path / "ubuntu_train_subtask_1.json"
    items = json.loads(path.read_text())
    assert dstc7_check.validate_dstc7_file(path, 1, config) == []
    answer = items[0]["options-for-correct-answers"][0]["utterance"]
    others = [i for i, o in enumerate(items[0]["options-for-next"]) if o["utterance"] != answer]
    for position, text in zip(others, ("thx", "th.x")):
        items[0]["options-for-next"][position] = {"candidate-id": ex.candidate_id(text), "utterance": text}
    path.write_text(json.dumps(items))
    assert "near-duplicate" in " ".join(dstc7_check.validate_dstc7_file(path, 1, config))
