"""Tests for disentangle.examples.records: splits, cutting, the three writers, determinism, and the validators."""
from __future__ import annotations

import csv
import hashlib
import json
import random
import shutil
from collections import Counter
from pathlib import Path

import pytest

from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples import cutting as cutting
from disentangle.examples import records as ex
from disentangle.examples import splits as splits
from disentangle.exporters import conversational, dstc7, dstc7_check, dstc7_files, udc
from disentangle.exporters.problems import MAX_PROBLEMS
from hashseed import bytes_per_hash_seed
from helpers import synthetic_dialogue

DATA = Path(__file__).resolve().parent / "data" / "examples"
ALL_TRAIN = (("train", 1.0), ("dev", 0.0), ("test", 0.0))
CORPUS_SIZE = 400
SMALL = ex.ExampleConfig(options=10)


# ------------------------------------------------------------------------------------------------ data


def load_dialogues(path: Path) -> list[Dialogue]:
    """The hand-made dialogues: speakers and utterances; lines and minutes are numbered from the id."""
    dialogues = []
    for raw in json.loads(path.read_text()):
        line = int(raw["id"].rsplit(":", 1)[1])
        turns = []
        for speaker, utterances in raw["turns"]:
            lines = tuple(range(line, line + len(utterances)))
            line += len(utterances)
            nick = raw["nicks"][0 if speaker == ASKER else 1]
            turns.append(Turn(speaker, tuple(utterances), tuple(f"{nick}: {u}" for u in utterances), lines,
                              tuple(n // 3 for n in lines)))
        dialogues.append(Dialogue(raw["id"], raw["date"], raw["source"], raw["method"], tuple(raw["nicks"]),
                                  tuple(turns)))
    return dialogues


@pytest.fixture(scope="module")
def hand() -> list[Dialogue]:
    return load_dialogues(DATA / "dialogues.json")


@pytest.fixture(scope="module")
def corpus() -> list[Dialogue]:
    return [synthetic_dialogue(n) for n in range(CORPUS_SIZE)]


@pytest.fixture(scope="module")
def by_id(corpus) -> dict[str, Dialogue]:
    return {dialogue.id: dialogue for dialogue in corpus}


def knowledge(example: ex.Example) -> list[str]:
    words = {w for turn in example.context for w in turn.text.split()} & {"apt", "grub", "mount", "sudo"}
    return sorted(words)


@pytest.fixture(scope="module")
def dstc7_dir(tmp_path_factory, corpus) -> Path:
    out = tmp_path_factory.mktemp("dstc7")
    dstc7.write_dstc7(corpus, out, knowledge_for=knowledge)
    return out


@pytest.fixture(scope="module")
def udc_dir(tmp_path_factory, corpus) -> Path:
    out = tmp_path_factory.mktemp("udc")
    udc.write_udc(corpus, out)
    return out


@pytest.fixture(scope="module")
def conversational_dir(tmp_path_factory, corpus) -> Path:
    out = tmp_path_factory.mktemp("conversational")
    conversational.write_conversational(corpus, out)
    return out


def read_json(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))


def read_csv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle))


def read_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def provenance(out: Path, name: str) -> dict[int, dict]:
    return {record["example-id"]: record for record in read_lines(out / name)}


def file_bytes(directory: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(directory.iterdir())}


# ------------------------------------------------------------------------------------------------ splits


@pytest.mark.parametrize("key", ["learned:2015-03-04:123", "heuristic:2015-03-04:7", "learned:2004-09-22:0",
                                 "ü"])
def test_hash_unit_is_the_documented_formula(key):
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    assert splits.hash_unit(key) == (int.from_bytes(digest[:8], "big") >> 11) / 2 ** 53


def test_split_and_ids_are_pinned_across_machines():
    assert splits.assign_split("learned:2015-03-04:123") == "test"
    assert splits.assign_split("heuristic:2015-03-04:7") == "train"
    assert splits.conversational_split("learned:2015-03-04:123") == "test"
    assert ex.candidate_id("what are you missing in apt ?") == "PNAYVNMP0LE4"
    assert ex.example_number("learned:2015-03-04:123/1") == 3839174666414660


def test_split_fractions_are_honoured():
    keys = [f"learned:2015-01-01:{n}" for n in range(20_000)]
    shares = Counter(splits.assign_split(key) for key in keys)
    for name, fraction in splits.DEFAULT_SPLIT_FRACTIONS:
        assert abs(shares[name] / len(keys) - fraction) < 0.015
    custom = (("train", 0.5), ("dev", 0.5), ("test", 0.0))
    assert {splits.assign_split(key, custom) for key in keys[:2000]} == {"train", "dev"}


def test_conversational_test_split_is_the_dstc7_test_split():
    keys = [f"heuristic:2015-02-02:{n}" for n in range(5000)]
    for key in keys:
        assert (splits.conversational_split(key) == "test") == (splits.assign_split(key) == "test")
    share = sum(splits.conversational_split(key) == "train" for key in keys) / len(keys)
    assert abs(share - splits.CONVERSATIONAL_TRAIN_FRACTION) < 0.02


@pytest.mark.parametrize("changes", [
    {"split_fractions": (("train", 0.8), ("dev", 0.1))},
    {"split_fractions": (("train", 0.8), ("dev", 0.3), ("test", -0.1))},
    {"split_fractions": (("train", 0.5), ("dev", 0.1), ("test", 0.1))},
    {"examples_per_dialogue": 0}, {"options": 1}, {"none_rate": 1.5}, {"conversational_train_fraction": 1.0},
    {"conversational_shards": 0}, {"udc_min_context": 5, "udc_max_context": 4},
])
def test_config_rejects_bad_values(changes):
    with pytest.raises(ex.ExampleError):
        ex.ExampleConfig(**changes)


def test_candidate_ids_are_stable_and_whitespace_blind():
    first = ex.candidate_id("thanks that worked")
    assert first == ex.candidate_id("  thanks \t that\nworked ")
    assert len(first) == 12 and first.isalnum() and first.upper() == first
    assert first != ex.candidate_id("thanks, that worked")
    assert ex.Candidate.of(" a  b ") == ex.Candidate(ex.candidate_id("a b"), "a b")


# ------------------------------------------------------------------------------------------------ cutting


def test_dstc7_positions_answer_asker_with_helper(hand):
    for dialogue in hand:
        for index in cutting.dstc7_positions(dialogue):
            assert dialogue.turns[index].speaker == HELPER and dialogue.turns[index - 1].speaker == ASKER
            assert ex.normalise(dialogue.turns[index].text) and ex.normalise(dialogue.turns[index - 1].text)
    black_screen = next(d for d in hand if d.id == "learned:2015-03-04:77")
    assert cutting.dstc7_positions(black_screen) == [3, 5]  # turn 1 is an empty helper turn
    assert cutting.dstc7_positions(black_screen, min_context_turns=4) == [5]


@pytest.mark.parametrize("per_dialogue", [1, 2, None])
def test_cut_dialogue_takes_the_configured_number(corpus, per_dialogue):
    config = ex.ExampleConfig(examples_per_dialogue=per_dialogue)
    for dialogue in corpus[:60]:
        eligible = cutting.dstc7_positions(dialogue)
        cut = cutting.cut_dialogue(dialogue, "train", config)
        expected = len(eligible) if per_dialogue is None else min(per_dialogue, len(eligible))
        assert len(cut) == expected and len({e.id for e in cut}) == expected
        for example in cut:
            index = int(example.id.rsplit("/", 1)[1])
            assert index in eligible and example.response == dialogue.turns[index]
            assert example.context[-1].speaker == ASKER
            assert example.provenance.response_lines == dialogue.turns[index].lines


def cut_ids(seed: int) -> bytes:
    """The ids of the DSTC7 cuts of the synthetic corpus with `seed`, one per line (run under other hash
    seeds by `hashseed`)."""
    config = ex.ExampleConfig(seed=seed)
    corpus = [synthetic_dialogue(n) for n in range(CORPUS_SIZE)]
    return "".join(f"{e.id}\n" for d in corpus for e in cutting.cut_dialogue(d, "train", config)).encode()


def test_cut_positions_depend_on_seed_only():
    runs = bytes_per_hash_seed("test_examples:cut_ids", 0)
    assert len(set(runs.values())) == 1 and cut_ids(0) in runs.values()
    assert cut_ids(0) != cut_ids(1)


def _turns(count: int) -> Dialogue:
    turns = tuple(Turn(ASKER if i % 2 == 0 else HELPER, (f"text {i}",), (f"text {i}",), (i,), (0,))
                  for i in range(count))
    return Dialogue(f"learned:2015-01-01:{count}", "2015-01-01", "x", "learned", ("a", "b"), turns)


@pytest.mark.parametrize("turns, cuts", [
    (1, set()), (2, {1}), (3, {2}), (4, {2, 3}), (6, {2, 3, 4, 5}), (30, set(range(2, 19))),
])
def test_udc_cut_follows_the_udc_v2_script(turns, cuts):
    """min(20, turns + 1 end-of-dialogue turn) - 2 context turns at most, at least 2 unless too short."""
    dialogue = _turns(turns)
    seen = {udc.udc_position(dialogue, ex.ExampleConfig(seed=seed)) for seed in range(300)}
    assert seen == (cuts or {None})


# ------------------------------------------------------------------------------------------------ DSTC7


def test_dstc7_subtask_names_are_dstc7_s_numbers():
    """Writer and validator name the subtasks; files and each item's "scenario" carry DSTC7's numbers."""
    named = (dstc7_files.SUBTASK_OPTIONS, dstc7_files.SUBTASK_LARGE_POOL, dstc7_files.SUBTASK_NONE,
             dstc7_files.SUBTASK_KNOWLEDGE)
    assert named == dstc7_files.DSTC7_SUBTASKS == (1, 2, 4, 5)
    assert dstc7_files.DSTC7_POOL_FILE == "ubuntu_subtask_2_candidates.json"


def test_dstc7_output_validates(dstc7_dir, corpus):
    assert dstc7_check.validate_dstc7_dir(dstc7_dir, config=ex.ExampleConfig(), dialogues=corpus) == []
    names = {p.name for p in dstc7_dir.iterdir()}
    assert {f"ubuntu_{s}_subtask_{n}.json" for s in splits.SPLITS for n in (1, 2, 4, 5)} <= names
    assert dstc7_files.DSTC7_POOL_FILE in names and not any(name.startswith(".") for name in names)


def test_dstc7_record_layout(dstc7_dir):
    item = read_json(dstc7_dir / "ubuntu_train_subtask_1.json")[0]
    assert list(item) == ["data-split", "example-id", "scenario", "messages-so-far",
                          "options-for-correct-answers", "options-for-next"]
    assert item["data-split"] == "train" and item["scenario"] == 1 and isinstance(item["example-id"], int)
    assert set(item["messages-so-far"][0]) == {"speaker", "utterance"}
    assert set(item["options-for-next"][0]) == {"candidate-id", "utterance"}


@pytest.mark.parametrize("split", splits.SPLITS)
def test_dstc7_options_and_negatives(dstc7_dir, by_id, split):
    """100 distinct non-empty options, one correct, negatives from other dialogues of the same split."""
    trace = provenance(dstc7_dir, f"ubuntu_{split}_provenance.jsonl")
    split_texts = {ex.turn_text(t) for d in by_id.values() if splits.assign_split(d.id) == split for t in d.turns}
    items = read_json(dstc7_dir / f"ubuntu_{split}_subtask_1.json")
    assert items
    for item in items:
        dialogue = by_id[trace[item["example-id"]]["dialogue-id"]]
        answer = item["options-for-correct-answers"][0]
        texts = [option["utterance"] for option in item["options-for-next"]]
        assert len(texts) == 100 and len(set(texts)) == 100 and all(t.strip() for t in texts)
        assert texts.count(answer["utterance"]) == 1
        own = {ex.turn_text(turn) for turn in dialogue.turns}
        negatives = [t for t in texts if t != answer["utterance"]]
        assert not own & set(negatives)
        assert set(negatives) <= split_texts
        assert item["messages-so-far"][-1]["speaker"] == ASKER


def test_dstc7_subtask4_none(dstc7_dir):
    none = total = 0
    for split in splits.SPLITS:
        plain = {i["example-id"]: i for i in read_json(dstc7_dir / f"ubuntu_{split}_subtask_1.json")}
        for item in read_json(dstc7_dir / f"ubuntu_{split}_subtask_4.json"):
            original = plain[item["example-id"]]
            total += 1
            if item["options-for-correct-answers"] == [{"candidate-id": "NONE", "utterance": "None"}]:
                none += 1
                answer = original["options-for-correct-answers"][0]
                assert answer not in item["options-for-next"] and len(item["options-for-next"]) == 100
                changed = [a for a, b in zip(original["options-for-next"], item["options-for-next"]) if a != b]
                assert changed == [answer]
            else:
                assert item["options-for-next"] == original["options-for-next"]
    assert total > 300 and abs(none / total - ex.DSTC7_NONE_RATE) < 0.06


def test_dstc7_subtask5_knowledge_and_subtask2_pool(dstc7_dir, corpus):
    for item in read_json(dstc7_dir / "ubuntu_dev_subtask_5.json"):
        words = {w for m in item["messages-so-far"] for w in m["utterance"].split()}
        assert item["knowledge"] == sorted(words & {"apt", "grub", "mount", "sudo"})
    pool = {c["candidate-id"]: c["utterance"] for c in read_json(dstc7_dir / dstc7_files.DSTC7_POOL_FILE)}
    all_texts = {ex.turn_text(t) for d in corpus for t in d.turns}
    assert set(pool.values()) == all_texts  # fewer than 120,000 available: the pool holds them all
    for split in splits.SPLITS:
        for item in read_json(dstc7_dir / f"ubuntu_{split}_subtask_2.json"):
            answer = item["options-for-correct-answers"][0]
            assert pool[answer["candidate-id"]] == answer["utterance"]
            assert item["candidate-pool"] == dstc7_files.DSTC7_POOL_FILE and "options-for-next" not in item


def test_dstc7_pool_is_capped_but_keeps_every_answer(tmp_path, corpus):
    answers = {e.answer.utterance for d in corpus for e in cutting.cut_dialogue(d, "train", ex.ExampleConfig())}
    config = ex.ExampleConfig(pool_size=len(answers) + 25)
    dstc7.write_dstc7(corpus, tmp_path, config, subtasks=[2])
    pool = read_json(tmp_path / dstc7_files.DSTC7_POOL_FILE)
    assert len(pool) == len(answers) + 25 and answers <= {c["utterance"] for c in pool}
    assert dstc7_check.validate_dstc7_dir(tmp_path, config=config) == []


def test_dstc7_is_byte_identical_and_order_blind(tmp_path, dstc7_dir, corpus):
    shuffled = list(corpus)
    random.Random(7).shuffle(shuffled)
    dstc7.write_dstc7(shuffled, tmp_path, knowledge_for=knowledge)
    assert file_bytes(tmp_path) == file_bytes(dstc7_dir)


def test_dstc7_seed_changes_options(tmp_path, dstc7_dir, corpus):
    dstc7.write_dstc7(corpus, tmp_path, ex.ExampleConfig(seed=1), subtasks=[1])
    name = "ubuntu_dev_subtask_1.json"
    assert (tmp_path / name).read_bytes() != (dstc7_dir / name).read_bytes()


def test_dstc7_skips_rather_than_pads(tmp_path, hand):
    """Ten hand-made dialogues hold far fewer than 100 distinct candidates: skip and count, never pad."""
    report = dstc7.write_dstc7(hand, tmp_path, ex.ExampleConfig(split_fractions=ALL_TRAIN))
    assert read_json(tmp_path / "ubuntu_train_subtask_1.json") == []
    assert sum(report.skipped.values()) == report.counts["train/cut"] == len(hand)
    assert len(read_json(tmp_path / "ubuntu_train_subtask_2.json")) == len(hand)
    assert "every example skipped: 10 x too few distinct candidates" in report.empty["ubuntu_train_subtask_1.json"]
    assert report.empty["ubuntu_dev_subtask_1.json"] == "no dialogues in the dev split"
    config = ex.ExampleConfig(split_fractions=ALL_TRAIN)
    unexplained = dstc7_check.validate_dstc7_dir(tmp_path, config=config)  # the empty files, with no record of why
    assert len(unexplained) == len(report.empty) and all("no record of why" in p for p in unexplained)
    assert dstc7_check.validate_dstc7_dir(tmp_path, config=config, empty_ok=report.empty) == []


@pytest.mark.parametrize("per_dialogue", [1, None])
def test_dstc7_hand_made_with_few_options(tmp_path, hand, per_dialogue):
    config = ex.ExampleConfig(split_fractions=ALL_TRAIN, options=12, examples_per_dialogue=per_dialogue)
    report = dstc7.write_dstc7(hand, tmp_path, config, knowledge_for=knowledge)
    assert dstc7_check.validate_dstc7_dir(tmp_path, config=config, dialogues=hand, empty_ok=report.empty) == []
    assert sorted(report.empty) == sorted(dstc7_files.DSTC7_FILE.format(split=split, subtask=n)
                                          for split in ("dev", "test") for n in (1, 2, 4, 5))
    expected = sum(len(cutting.dstc7_positions(d)) if per_dialogue is None else 1 for d in hand)
    assert report.counts["train/subtask_1"] == expected and not report.skipped
    ntfs = [i for i in read_json(tmp_path / "ubuntu_train_subtask_1.json")
            if i["messages-so-far"][0]["utterance"] == "how do I mount an ntfs partition?"]
    for item in ntfs:  # its own "np" and "thanks that worked" (shared with others) are never negatives
        answer = item["options-for-correct-answers"][0]["utterance"]
        negatives = {o["utterance"] for o in item["options-for-next"]} - {answer}
        assert not negatives & {"np", "thanks that worked", "how do I mount an ntfs partition?"}


def test_dstc7_subtask5_needs_knowledge(tmp_path, hand):
    with pytest.raises(ex.ExampleError):
        dstc7.write_dstc7(hand, tmp_path, subtasks=[1, 5])
    with pytest.raises(ex.ExampleError):
        dstc7.write_dstc7(hand, tmp_path, subtasks=[3])


def test_writes_are_atomic(tmp_path, hand):
    config = ex.ExampleConfig(split_fractions=ALL_TRAIN, options=12)
    target = tmp_path / "ubuntu_train_subtask_1.json"
    target.write_text("old")

    def broken(example):
        raise RuntimeError("knowledge source failed")

    with pytest.raises(RuntimeError):
        dstc7.write_dstc7(hand, tmp_path, config, knowledge_for=broken)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


# ------------------------------------------------------------------------------------------------ UDC


def test_udc_output_validates(udc_dir, corpus):
    assert udc.validate_udc_dir(udc_dir, dialogues=corpus) == []
    assert read_csv(udc_dir / "train.csv")[0] == ["Context", "Utterance", "Label"]
    assert read_csv(udc_dir / "valid.csv")[0] == ["Context", "Ground Truth Utterance"] + [
        f"Distractor_{i}" for i in range(9)]


@pytest.mark.parametrize("name, split", [("valid", "dev"), ("test", "test")])
def test_udc_eval_rows_follow_the_cut(udc_dir, by_id, name, split):
    rows = read_csv(udc_dir / f"{name}.csv")[1:]
    trace = read_lines(udc_dir / f"{name}_provenance.jsonl")
    assert rows and len(rows) == len(trace)
    for row, record in zip(rows, trace):
        dialogue = by_id[record["dialogue-id"]]
        cut = int(record["key"].rsplit("/", 1)[1])
        assert splits.assign_split(dialogue.id) == split and cut == udc.udc_position(dialogue, ex.ExampleConfig())
        # UDC v2: at least 2 context turns, at most min(20, turns + 1 end-of-dialogue turn) - 2 (the corpus
        # has no dialogue under 3 turns, so 2 always fits)
        assert 2 <= cut <= min(20, len(dialogue.turns) + 1) - 2
        assert row[1] == udc.udc_response(dialogue.turns[cut]) and row[1].endswith(" __eou__")
        assert row[0] == udc.udc_context(dialogue.turns[:cut]) and row[0].endswith(" __eot__")
        assert row[0].count("__eot__") == cut
        assert len({ex.normalise(c) for c in row[1:]}) == 10
        own = {udc.udc_response(t) for t in dialogue.turns}
        assert not own & set(row[2:])


def test_udc_train_labels_are_half_positive(udc_dir):
    labels = Counter(row[2] for row in read_csv(udc_dir / "train.csv")[1:])
    assert set(labels) == {"1.0", "0.0"}
    assert abs(labels["1.0"] / sum(labels.values()) - 0.5) < 0.08


def test_udc_removes_marker_words(tmp_path, hand):
    report = udc.write_udc(hand, tmp_path, ex.ExampleConfig(split_fractions=ALL_TRAIN))
    text = (tmp_path / "train.csv").read_text()
    assert "the marker should not confuse udc __eou__" in text
    assert sorted(report.empty) == ["test.csv", "valid.csv"]
    config = ex.ExampleConfig(split_fractions=ALL_TRAIN)
    assert len(udc.validate_udc_dir(tmp_path, config, dialogues=hand)) == 2  # empty and unexplained
    assert udc.validate_udc_dir(tmp_path, config, dialogues=hand, empty_ok=report.empty) == []


def test_udc_is_byte_identical(tmp_path, udc_dir, corpus):
    udc.write_udc(list(reversed(corpus)), tmp_path)
    assert file_bytes(tmp_path) == file_bytes(udc_dir)


def test_udc_validator_accepts_the_original_style():
    assert udc.validate_udc_file(DATA / "udc_valid_original_style.csv", "valid") == []
    assert udc.validate_udc_file(DATA / "udc_valid_original_style.csv")  # no split in the name: reported


# ---------------------------------------------------------------------------------------- conversational


def test_conversational_output_validates(conversational_dir, corpus):
    assert conversational.validate_conversational_dir(conversational_dir) == []
    names = sorted(p.name for p in conversational_dir.iterdir())
    assert names == sorted(f"{s}-{i:05d}-of-00004.jsonl" for s in ("train", "test") for i in range(4))
    records = [r for p in sorted(conversational_dir.iterdir()) for r in read_lines(p)]
    assert len(records) == sum(len(cutting.dstc7_positions(d)) for d in corpus)


def test_conversational_records_hold_the_context_newest_first(conversational_dir, by_id):
    for path in sorted(conversational_dir.iterdir()):
        split = path.name.split("-")[0]
        for record in read_lines(path):
            dialogue = by_id[record["dialogue_id"]]
            index = int(record["example_id"].rsplit("/", 1)[1])
            before = [ex.turn_text(t) for t in reversed(dialogue.turns[:index]) if ex.turn_text(t)]
            older = [record[f"context/{i}"] for i in range(len(before) - 1)]
            assert [record["context"], *older] == before and f"context/{len(before) - 1}" not in record
            assert record["response"] == ex.turn_text(dialogue.turns[index])
            assert splits.conversational_split(dialogue.id) == split


def test_conversational_is_byte_identical(tmp_path, conversational_dir, corpus):
    conversational.write_conversational(list(reversed(corpus)), tmp_path)
    assert file_bytes(tmp_path) == file_bytes(conversational_dir)


# ------------------------------------------------------------------------------------------------ validators


@pytest.fixture(scope="module")
def small_dirs(tmp_path_factory, corpus) -> dict[str, Path]:
    """Outputs with 10 options per example, for breaking on purpose."""
    dialogues = corpus[:200]
    root = tmp_path_factory.mktemp("small")
    dstc7.write_dstc7(dialogues, root / "dstc7", SMALL, knowledge_for=knowledge)
    udc.write_udc(dialogues, root / "udc", SMALL)
    conversational.write_conversational(dialogues, root / "conversational", SMALL)
    return {"dstc7": root / "dstc7", "udc": root / "udc", "conversational": root / "conversational"}


def rewrite_json(path: Path, change) -> None:
    items = read_json(path)
    change(items)
    path.write_text(json.dumps(items, indent=2))  # another layout: exercises the validator's full parse


def negatives(item: dict) -> list[int]:
    answer = item["options-for-correct-answers"][0]
    return [i for i, option in enumerate(item["options-for-next"]) if option != answer]


def set_option(item: dict, position: int, text: str) -> None:
    item["options-for-next"][position] = {"candidate-id": ex.candidate_id(text), "utterance": text}


def drop_option(items):
    del items[0]["options-for-next"][negatives(items[0])[0]]


def duplicate_option(items):
    first, second = negatives(items[0])[:2]
    items[0]["options-for-next"][second] = dict(items[0]["options-for-next"][first])


def empty_option(items):
    set_option(items[0], negatives(items[0])[0], "   ")


def wrong_id(items):
    items[0]["options-for-next"][negatives(items[0])[0]]["candidate-id"] = "TLSHF16Y4J4L"


def ends_with_helper(items):
    items[0]["messages-so-far"].append({"speaker": HELPER, "utterance": "try this"})


def answer_missing(items):
    answer = items[0]["options-for-correct-answers"][0]
    set_option(items[0], items[0]["options-for-next"].index(answer), "some other unseen text")


def two_answers(items):
    items[0]["options-for-correct-answers"].append(items[0]["options-for-next"][negatives(items[0])[0]])


def own_negative(items):
    set_option(items[0], negatives(items[0])[0], items[0]["messages-so-far"][0]["utterance"])


DSTC7_BREAKS = {
    "one option short": (drop_option, "is not a list of 10"),
    "duplicate option": (duplicate_option, "duplicate candidates"),
    "empty option": (empty_option, "empty candidate"),
    "id not derived from text": (wrong_id, "is not the id of its text"),
    "context ends with the helper": (ends_with_helper, "context ends with participant_2"),
    "answer not among options": (answer_missing, "among the options 0 times"),
    "two correct answers": (two_answers, "exactly one candidate"),
    "missing key": (lambda items: items[0].pop("scenario"), "keys"),
    "wrong split": (lambda items: items[0].update({"data-split": "train"}), "data-split"),
    "string example-id": (lambda items: items[0].update({"example-id": "1"}), "example-id an integer"),
    "repeated example": (lambda items: items.append(items[0]), "repeated or not in the provenance"),
    "unknown example": (lambda items: items[0].update({"example-id": 12345}), "not in the provenance"),
    "negative from own dialogue": (own_negative, "own dialogue"),
    "top level not a list": (lambda items: items.__setitem__(slice(None), []), None),
}


@pytest.mark.parametrize("name", sorted(DSTC7_BREAKS))
def test_dstc7_validator_catches(tmp_path, small_dirs, corpus, name):
    change, expected = DSTC7_BREAKS[name]
    out = shutil.copytree(small_dirs["dstc7"], tmp_path / "dstc7")
    assert dstc7_check.validate_dstc7_dir(out, config=SMALL, dialogues=corpus[:200]) == []
    path = out / "ubuntu_dev_subtask_1.json"
    if expected is None:
        path.write_text('{"data-split": "dev"}')
        expected = "top level is not a JSON list"
    else:
        rewrite_json(path, change)
    problems = dstc7_check.validate_dstc7_dir(out, config=SMALL, dialogues=corpus[:200])
    assert problems and any(expected in problem for problem in problems), problems


@pytest.mark.parametrize("damage, expected", [
    (lambda text: text[: len(text) // 2], "truncated"),
    (lambda text: text.replace("\n]\n", ",\n]\n"), "line"),
    (lambda text: "hello", "unreadable"),
    (lambda text: text.replace('"utterance": "', '"utterance": "\\x', 1), "unreadable"),
])
def test_dstc7_validator_catches_broken_json(tmp_path, small_dirs, damage, expected):
    path = tmp_path / "ubuntu_dev_subtask_1.json"
    path.write_text(damage((small_dirs["dstc7"] / path.name).read_text()))
    problems = dstc7_check.validate_dstc7_file(path, config=SMALL)
    assert problems and any(expected in problem for problem in problems), problems


def test_dstc7_validator_catches_rates_pools_and_knowledge(tmp_path, small_dirs):
    source = small_dirs["dstc7"]
    as_subtask_4 = dstc7_check.validate_dstc7_file(source / "ubuntu_train_subtask_1.json", 4, SMALL)
    assert any("NONE answers" in p for p in as_subtask_4)  # no NONE at all in 150 examples
    empty_pool = dstc7_check.validate_dstc7_file(source / "ubuntu_dev_subtask_2.json", 2, SMALL, pool={})
    assert any("candidate pool" in p for p in empty_pool)
    path = tmp_path / "ubuntu_dev_subtask_5.json"
    path.write_text((source / path.name).read_text())
    rewrite_json(path, lambda items: items[0].update({"knowledge": "apt"}))
    assert any("knowledge" in p for p in dstc7_check.validate_dstc7_file(path, config=SMALL))
    pool = tmp_path / dstc7_files.DSTC7_POOL_FILE
    pool.write_text((source / pool.name).read_text())
    rewrite_json(pool, lambda items: items.append(items[0]))
    assert any("duplicate candidate" in p for p in dstc7_check.validate_dstc7_pool(pool, SMALL)[0])


def test_dstc7_validator_catches_leaky_splits(tmp_path, small_dirs):
    out = shutil.copytree(small_dirs["dstc7"], tmp_path / "dstc7")
    line = (out / "ubuntu_train_provenance.jsonl").read_text().splitlines()[0]
    with open(out / "ubuntu_dev_provenance.jsonl", "a") as handle:
        handle.write(line + "\n")
    problems = dstc7_check.validate_dstc7_dir(out, config=SMALL)
    assert any("is in both train and dev" in p for p in problems)
    assert any("hashes to another split" in p for p in problems)
    assert dstc7_check.validate_dstc7_dir(tmp_path / "nothing") == [f"{tmp_path / 'nothing'}: no DSTC7 files"]


@pytest.mark.parametrize("kind", ["dstc7", "udc"])
@pytest.mark.parametrize("record", ["[1, 2]", '"text"', "{}", '{"dialogue-id": "d", "example-id": [1]}',
                                    '{"dialogue-id": 7, "example-id": 7}'])
def test_validators_report_a_provenance_line_that_is_no_record(tmp_path, small_dirs, corpus, kind, record):
    """Any JSON line is a problem of the file, never an AttributeError or TypeError out of the validator."""
    out = shutil.copytree(small_dirs[kind], tmp_path / kind)
    path = sorted(out.glob("*provenance.jsonl"))[0]
    path.write_text(record + "\n" + path.read_text())
    problems = (udc.validate_udc_dir(out, SMALL, dialogues=corpus[:200]) if kind == "udc"
                else dstc7_check.validate_dstc7_dir(out, config=SMALL))
    assert f"{path.name}: record 1 is not a provenance record" in "\n".join(problems), problems


def edit_csv(path: Path, change) -> None:
    rows = read_csv(path)
    change(rows)
    with open(path, "w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)


UDC_BREAKS = {
    "header": ("valid.csv", lambda rows: rows[0].__setitem__(1, "Ground Truth"), "header"),
    "context without __eot__": ("valid.csv",
                                lambda rows: rows[1].__setitem__(0, rows[1][0][: -len(" __eot__")]),
                                "does not end with ' __eot__'"),
    "distractor without __eou__": ("test.csv", lambda rows: rows[1].__setitem__(3, "reboot"), "__eou__"),
    "duplicate distractor": ("test.csv", lambda rows: rows[1].__setitem__(3, rows[1][2]),
                             "duplicate candidates"),
    "empty distractor": ("valid.csv", lambda rows: rows[1].__setitem__(4, " __eou__"), "empty utterance"),
    "missing column": ("valid.csv", lambda rows: rows[1].pop(), "columns"),
    "bad label": ("train.csv", lambda rows: rows[1].__setitem__(2, "1"), "label"),
    "all positive": ("train.csv", lambda rows: [r.__setitem__(2, "1.0") for r in rows[1:]], "positive labels"),
    "row without provenance": ("test.csv", lambda rows: rows.append(rows[1]), "provenance lines"),
    "truth as distractor": ("valid.csv", lambda rows: rows[1].__setitem__(2, rows[1][1]),
                            "duplicate candidates"),
}


@pytest.mark.parametrize("name", sorted(UDC_BREAKS))
def test_udc_validator_catches(tmp_path, small_dirs, corpus, name):
    file_name, change, expected = UDC_BREAKS[name]
    out = shutil.copytree(small_dirs["udc"], tmp_path / "udc")
    assert udc.validate_udc_dir(out, SMALL, dialogues=corpus[:200]) == []
    edit_csv(out / file_name, change)
    problems = udc.validate_udc_dir(out, SMALL, dialogues=corpus[:200])
    assert problems and any(expected in problem for problem in problems), problems


def test_udc_validator_catches_negatives_from_the_own_dialogue(tmp_path, small_dirs, corpus):
    out = shutil.copytree(small_dirs["udc"], tmp_path / "udc")
    record = read_lines(out / "valid_provenance.jsonl")[0]
    dialogue = next(d for d in corpus if d.id == record["dialogue-id"])
    edit_csv(out / "valid.csv", lambda rows: rows[1].__setitem__(5, udc.udc_response(dialogue.turns[0])))
    problems = udc.validate_udc_dir(out, SMALL, dialogues=corpus[:200])
    assert any("own dialogue" in p for p in problems), problems


def first_line_of(out: Path, split: str) -> tuple[Path, dict]:
    path = next(p for p in sorted(out.glob(f"{split}-*.jsonl")) if p.stat().st_size)
    return path, json.loads(path.read_text().splitlines()[0])


def break_conversational(out: Path, name: str) -> None:
    path, record = first_line_of(out, "test")
    lines = path.read_text().splitlines()
    if name == "not json":
        lines[0] = lines[0][:-1]
    elif name == "missing response":
        lines[0] = json.dumps({k: v for k, v in record.items() if k != "response"})
    elif name == "gap in context keys":
        lines[0] = json.dumps({**record, "context/5": "old turn"})
    elif name == "empty context":
        lines[0] = json.dumps({**record, "context": " "})
    elif name == "id not a string":
        lines[0] = json.dumps({**record, "example_id": [1]})
    elif name == "duplicate example":
        lines.append(lines[0])
    elif name == "wrong split":
        target, _ = first_line_of(out, "train")
        target.write_text(target.read_text() + lines[0] + "\n")
    elif name == "missing shard":
        path.unlink()
        return
    elif name == "bad name":
        path.rename(out / "train-7.jsonl")
        return
    path.write_text("\n".join(lines) + "\n")


CONVERSATIONAL_BREAKS = {
    "not json": "not JSON", "missing response": "missing keys", "gap in context keys": "context keys",
    "empty context": "non-empty string", "id not a string": "non-empty string",
    "duplicate example": "duplicate example id",
    "wrong split": "hashes to another split", "missing shard": "shards", "bad name": "shards",
}


@pytest.mark.parametrize("name", sorted(CONVERSATIONAL_BREAKS))
def test_conversational_validator_catches(tmp_path, small_dirs, name):
    out = shutil.copytree(small_dirs["conversational"], tmp_path / "conversational")
    assert conversational.validate_conversational_dir(out, SMALL) == []
    break_conversational(out, name)
    problems = conversational.validate_conversational_dir(out, SMALL)
    assert problems and any(CONVERSATIONAL_BREAKS[name] in p for p in problems), problems


def test_validators_cap_their_reports(tmp_path, small_dirs):
    path = tmp_path / "ubuntu_train_subtask_1.json"
    path.write_text((small_dirs["dstc7"] / path.name).read_text())
    rewrite_json(path, lambda items: [item.update({"scenario": 3}) for item in items])
    problems = dstc7_check.validate_dstc7_file(path, 1, SMALL)
    assert len(problems) == MAX_PROBLEMS + 1 and "more problems" in problems[-1]


def test_conversational_empty_shards_are_recorded(tmp_path, hand):
    report = conversational.write_conversational(hand[:1], tmp_path, SMALL)
    assert len(report.empty) == 2 * SMALL.conversational_shards - 1  # one dialogue fills one shard
    assert all("no dialogues" in why or "hashes to this shard" in why for why in report.empty.values())
    assert len(conversational.validate_conversational_dir(tmp_path, SMALL)) == len(report.empty)
    assert conversational.validate_conversational_dir(tmp_path, SMALL, empty_ok=report.empty) == []
