"""Tests for the chat format (`disentangle.exporters.chat`): roles from the opener, empty turns left out and
the turns around them merged, the splits of the other formats, and a validator that catches every broken
file (roles, empty content, ids, a file that is not the dialogues', an empty file nobody explained)."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples.records import ExampleConfig
from disentangle.examples.splits import SPLITS, assign_split
from disentangle.exporters import ExportJob, chat
from disentangle.exporters.empty_files import EMPTY_PROBLEM
from helpers import synthetic_dialogue

CONFIG = ExampleConfig(options=10)
ALL_TRAIN = ExampleConfig(options=10, split_fractions=(("train", 1.0), ("dev", 0.0), ("test", 0.0)))


def dialogue(*turns: tuple[str, str], ident: str = "learned:2015-01-01:0", confidence: float | None = 0.5
             ) -> Dialogue:
    """A dialogue of (speaker, text) turns, one message each."""
    made = tuple(Turn(speaker, (text,), (text,), (i,), (0,)) for i, (speaker, text) in enumerate(turns))
    return Dialogue(ident, "2015-01-01", "x", "learned", ("a", "b"), made, confidence)


def test_the_opener_is_the_user_and_roles_alternate() -> None:
    record, reason = chat.chat_record(dialogue((ASKER, "my  wifi is down"), (HELPER, "which card?"),
                                               (ASKER, "intel")))
    assert reason is None and record is not None
    assert record.as_json() == {"id": "learned:2015-01-01:0", "confidence": 0.5, "messages": [
        {"role": "user", "content": "my wifi is down"}, {"role": "assistant", "content": "which card?"},
        {"role": "user", "content": "intel"}]}


def test_an_empty_turn_is_left_out_and_the_turns_around_it_merged() -> None:
    record, _ = chat.chat_record(dialogue((ASKER, "hi"), (HELPER, "hello"), (ASKER, "  "), (HELPER, "still there?"),
                                          (ASKER, "yes")))
    assert record is not None
    assert [(m.role, m.content) for m in record.messages] == [
        ("user", "hi"), ("assistant", "hello still there?"), ("user", "yes")]


@pytest.mark.parametrize("turns, reason", [
    (((ASKER, ""), (HELPER, "hello"), (ASKER, "hi")), chat.SKIP_OPENER),
    (((ASKER, "anyone?"), (HELPER, " ")), chat.SKIP_SHORT),
    (((ASKER, ""), (HELPER, "")), chat.SKIP_SHORT),
])
def test_dialogues_without_a_chat_record_say_why(turns, reason: str) -> None:
    assert chat.chat_record(dialogue(*turns)) == (None, reason)


@pytest.fixture(scope="module")
def chat_files(tmp_path_factory) -> tuple[list[Dialogue], Path, chat.ExportReport]:
    dialogues = [synthetic_dialogue(n) for n in range(200)]
    out = tmp_path_factory.mktemp("chat")
    return dialogues, out, chat.write_chat(dialogues, out, CONFIG)


def read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_dialogue_is_a_line_of_its_split_with_its_turns(chat_files) -> None:
    dialogues, out, report = chat_files
    by_id = {d.id: d for d in dialogues}
    seen = []
    for split in SPLITS:
        for record in read(out / f"{split}.jsonl"):
            source = by_id[record["id"]]
            assert assign_split(source.id, CONFIG.split_fractions) == split
            assert record["messages"] == [{"role": "user" if t.speaker == ASKER else "assistant",
                                           "content": " ".join(t.utterances)} for t in source.turns]
            seen.append(record["id"])
    assert sorted(seen) == sorted(by_id)
    assert sum(report.counts.values()) == len(dialogues) and not report.skipped and not report.empty
    assert chat.validate_chat_dir(out, dialogues, CONFIG) == []


def rewrite(out: Path, split: str, change: Callable[[list[dict]], list[dict]], tmp_path: Path) -> Path:
    """A copy of `out` with one file's records changed."""
    copy = tmp_path / "copy"
    copy.mkdir()
    for path in out.iterdir():
        (copy / path.name).write_bytes(path.read_bytes())
    records = change(read(out / f"{split}.jsonl"))
    (copy / f"{split}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return copy


def _set(index: int, path: tuple, value) -> Callable[[list[dict]], list[dict]]:
    def change(records: list[dict]) -> list[dict]:
        target = records[index]
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return records
    return change


BROKEN = {
    "assistant first": (_set(0, ("messages", 0, "role"), "assistant"), "expected 'user'"),
    "two user turns": (_set(0, ("messages", 1, "role"), "user"), "expected 'assistant'"),
    "unknown role": (_set(1, ("messages", 0, "role"), "system"), "expected 'user'"),
    "empty content": (_set(2, ("messages", 1, "content"), " "), "empty content"),
    "other text": (_set(3, ("messages", 1, "content"), "something else"), "not the record of dialogue"),
    "other confidence": (_set(3, ("confidence",), 0.99), "not the record of dialogue"),
    "confidence a string": (_set(3, ("confidence",), "high"), "neither a number nor null"),
    "one message": (_set(4, ("messages",), [{"role": "user", "content": "hi"}]), "fewer than 2"),
    "a message with more keys": (_set(0, ("messages", 0, "name"), "nick"), "not a list of {role, content}"),
    "missing id": (lambda records: [{k: v for k, v in records[0].items() if k != "id"}, *records[1:]],
                   "not a JSON object with the keys"),
    "repeated line": (lambda records: [records[0], *records], "appears twice"),
    "dropped line": (lambda records: records[1:], "records, but the train split has"),
    "swapped lines": (lambda records: [records[1], records[0], *records[2:]], "not the record of dialogue"),
}


@pytest.mark.fault
@pytest.mark.parametrize("name", sorted(BROKEN))
def test_the_validator_catches_a_broken_file(chat_files, tmp_path: Path, name: str) -> None:
    dialogues, out, _ = chat_files
    change, expected = BROKEN[name]
    problems = chat.validate_chat_dir(rewrite(out, "train", change, tmp_path), dialogues, CONFIG)
    assert any(expected in problem for problem in problems), problems


@pytest.mark.fault
def test_the_validator_catches_a_dialogue_in_the_wrong_split(chat_files, tmp_path: Path) -> None:
    dialogues, out, _ = chat_files
    moved = read(out / "dev.jsonl")[0]
    copy = rewrite(out, "train", lambda records: [*records, moved], tmp_path)
    assert any("hashes to another split than train" in p for p in chat.validate_chat_dir(copy, dialogues, CONFIG))


@pytest.mark.fault
@pytest.mark.parametrize("damage, expected", [
    (lambda path: path.write_text(path.read_text()[:-30]), "not JSON"),
    (lambda path: path.unlink(), "missing"),
    (lambda path: path.with_name("extra.jsonl").write_text(""), "not a file of the chat format"),
    (lambda path: path.write_bytes(b"\xff\xfe"), "unreadable"),
])
def test_the_validator_catches_damaged_files(chat_files, tmp_path: Path, damage, expected: str) -> None:
    dialogues, out, _ = chat_files
    copy = rewrite(out, "test", lambda records: records, tmp_path)
    damage(copy / "test.jsonl")
    assert any(expected in problem for problem in chat.validate_chat_dir(copy, dialogues, CONFIG))


@pytest.mark.fault
def test_an_empty_file_passes_only_with_its_reason(tmp_path: Path) -> None:
    dialogues = [synthetic_dialogue(n) for n in range(20)]
    report = chat.write_chat(dialogues, tmp_path, ALL_TRAIN)
    assert report.empty == {"dev.jsonl": "no dialogues in the dev split", "test.jsonl": "no dialogues in the test split"}
    assert chat.validate_chat_dir(tmp_path, dialogues, ALL_TRAIN, report.empty) == []
    assert f"dev.jsonl: {EMPTY_PROBLEM}" in chat.validate_chat_dir(tmp_path, dialogues, ALL_TRAIN)
    (tmp_path / "train.jsonl").write_text("")
    problems = chat.validate_chat_dir(tmp_path, dialogues, ALL_TRAIN, report.empty)
    assert f"train.jsonl: {EMPTY_PROBLEM}" in problems


def test_skipped_dialogues_are_counted_and_explain_an_empty_file(tmp_path: Path) -> None:
    silent = [dialogue((ASKER, ""), (HELPER, "hello"), ident=f"learned:2015-01-01:{n}") for n in range(5)]
    report = chat.write_chat(silent, tmp_path, ALL_TRAIN)
    assert report.skipped == {f"train: {chat.SKIP_OPENER}": 5}
    assert report.empty["train.jsonl"] == f"5 dialogues in the train split, every dialogue skipped: 5 x {chat.SKIP_OPENER}"
    assert chat.validate_chat_dir(tmp_path, silent, ALL_TRAIN, report.empty) == []


def test_the_exporter_checks_bare_bot_commands(tmp_path: Path) -> None:
    from disentangle.dialogues.bot_commands import BotCommands
    commands = dialogue((ASKER, "how do I install flash?"), (HELPER, "!flash |"), (ASKER, "thanks"))
    job = ExportJob([commands], ALL_TRAIN, bot_commands=BotCommands("replace"))
    report = chat.EXPORTER.write(job, tmp_path)
    assert any("bare bot command" in problem for problem in chat.EXPORTER.validate(job, tmp_path, report))


def test_a_chat_export_row_carries_its_platform_and_each_message_s_minutes() -> None:
    turns = (Turn(ASKER, ("wifi drops", "on 24.04"), ("same", "same"), (3, 4), (600, 601)),
             Turn(HELPER, ("which card?",), ("same",), (5,), (604,)), Turn(ASKER, ("",), ("bob:",), (6,), (606,)),
             Turn(HELPER, ("try this",), ("same",), (7,), (609,)), Turn(ASKER, ("works",), ("same",), (8,), (615,)))
    made = Dialogue("learned:general/2024-03-01:3", "2024-03-01", "x", "learned", ("a", "b"), turns, 0.5)
    record, _ = chat.chat_record(made, chat.ChatStyle("discord"))
    assert record is not None and record.as_json() == {
        "id": "learned:general/2024-03-01:3", "confidence": 0.5, "platform": "discord", "minutes": [0, 4, 15],
        "messages": [{"role": "user", "content": "wifi drops on 24.04"},
                     {"role": "assistant", "content": "which card? try this"}, {"role": "user", "content": "works"}]}
    irc, _ = chat.chat_record(made)
    assert irc is not None and list(irc.as_json()) == ["id", "confidence", "messages"]   # IRC rows as before


def test_chat_end_assistant_cuts_the_last_user_turn() -> None:
    made = dialogue((ASKER, "wifi?"), (HELPER, "which card?"), (ASKER, "intel, thanks"))
    record, reason = chat.chat_record(made, chat.ChatStyle(end="assistant"))
    assert reason is None and record is not None and [m.role for m in record.messages] == ["user", "assistant"]
    ends_well = dialogue((ASKER, "wifi?"), (HELPER, "which card?"))
    assert chat.chat_record(ends_well, chat.ChatStyle(end="assistant"))[0] == chat.chat_record(ends_well)[0]


@pytest.mark.fault
def test_under_chat_end_assistant_a_row_ending_on_user_is_refused(tmp_path: Path) -> None:
    made = [dialogue((ASKER, "wifi?"), (HELPER, "which card?"), (ASKER, "intel"))]
    style = chat.ChatStyle(end="assistant")
    report = chat.write_chat(made, tmp_path, ALL_TRAIN, style)
    assert report.counts["train/last_user_turn_cut"] == 1
    assert chat.validate_chat_dir(tmp_path, made, ALL_TRAIN, report.empty, style) == []
    chat.write_chat(made, tmp_path, ALL_TRAIN)          # the rows of `any`, checked as `assistant` rows
    problems = chat.validate_chat_dir(tmp_path, made, ALL_TRAIN, report.empty, style)
    assert any("not the assistant's" in problem for problem in problems)
