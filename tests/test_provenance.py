"""Tests for disentangle.privacy.provenance: a chat export's platform ids (message, reply-to, thread, author)
follow every dialogue line into `provenance/` and nowhere else, under every `--anonymize`; the validator
checks each against the run's chat-day files; an IRC dialogue's records are as before (no ids)."""
from __future__ import annotations

import dataclasses
import datetime as dt
import gzip
import json
from pathlib import Path

import pytest

from disentangle import extract
from disentangle.dialogues.records import Dialogue, Turn, dialogue_from_json, dialogue_to_json
from disentangle.extract import release
from disentangle.extract.sources.chat import ChatExport
from disentangle.logs.records import PlatformIds
from disentangle.privacy import provenance
from helpers import (
    discord_item,
    make_options,
    slack_item,
    synthetic_dialogue,
    telegram_item,
    write_discord_export,
    write_slack_workspace,
    write_telegram_export,
)

TEXTS = ["how do I mount a usb disk on ubuntu?", "plug it in, then run lsblk to see it",
         "lsblk shows sdb1 but nothing mounted", "sudo mount /dev/sdb1 /mnt should do it",
         "that worked, thanks a lot", "you're welcome, good luck"]
FIRST_ID = 1234567890123456000           # Discord-like snowflakes: no text of the dialogues holds them
SPEAKERS = ("alice", "bob")
PRIVATE = ("provenance", "days", "conversation-days")   # the folders that may hold platform ids


def discord_export(path: Path) -> Path:
    """One six-message dialogue, each message a platform reply to the one before."""
    return write_discord_export(path, [discord_item(FIRST_ID + k, text, SPEAKERS[k % 2], k,
                                                    reply=FIRST_ID + k - 1 if k else None)
                                       for k, text in enumerate(TEXTS)])


def telegram_export(path: Path) -> Path:
    return write_telegram_export(path, [telegram_item(700 + k, text, SPEAKERS[k % 2].title(), k,
                                                      **({"reply_to_message_id": 699 + k} if k else {}))
                                        for k, text in enumerate(TEXTS)])


def slack_export(path: Path) -> Path:
    """One thread: the root and five replies."""
    root = "1709283600.000100"
    items = [slack_item(f"{1709283600 + 60 * k}.000{k + 1}00", text, ("U1", "U2")[k % 2],
                        **({"thread_ts": root} if k else {})) for k, text in enumerate(TEXTS)]
    return write_slack_workspace(path, {"general": {"2024-03-01": items}}) / "general"


# the ids each platform's export gives its six messages: (message, reply_to, thread, author)
EXPECTED = {
    "discord": [PlatformIds(str(FIRST_ID + k), str(FIRST_ID + k - 1) if k else None, None, f"u-{SPEAKERS[k % 2]}")
                for k in range(6)],
    "telegram": [PlatformIds(str(700 + k), str(699 + k) if k else None, None, f"user{SPEAKERS[k % 2].title()}")
                 for k in range(6)],
    "slack": [PlatformIds(f"{1709283600 + 60 * k}.000{k + 1}00", None, "1709283600.000100" if k else None,
                          ("U1", "U2")[k % 2]) for k in range(6)],
}
EXPORTS = {"discord": lambda tmp: discord_export(tmp / "export.json"),
           "telegram": lambda tmp: telegram_export(tmp / "result.json"),
           "slack": lambda tmp: slack_export(tmp / "ws")}


def run(tiny_model: Path, tmp: Path, export: Path, **changes) -> Path:
    options = make_options(tiny_model, tmp, logs=export, first_day=None, last_day=None, **changes)
    report = extract.extract_logs(None, options)
    assert not report.problems, report.problems
    return options.output


def provenance_records(out: Path) -> list[dict]:
    with gzip.open(out / "provenance" / "dialogues.jsonl.gz", "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def line_ids(record: dict) -> list[PlatformIds]:
    return [PlatformIds.from_json(ids) for turn in record["turns"] for ids in turn["platform"]]


@pytest.mark.parametrize("platform", sorted(EXPORTS))
def test_every_dialogue_line_keeps_its_platform_ids_in_the_provenance(tiny_model, tmp_path, platform):
    out = run(tiny_model, tmp_path, EXPORTS[platform](tmp_path))
    [record] = provenance_records(out)
    assert [line for turn in record["turns"] for line in turn["lines"]] == list(range(6))
    assert line_ids(record) == EXPECTED[platform]
    stats = json.loads((out / "stats.json").read_text())
    assert stats["validation"]["provenance"] == [] and stats["totals"]["privacy"]["platform_ids"] is True


def released_bytes(out: Path) -> dict[str, bytes]:
    return {path.relative_to(out).as_posix(): path.read_bytes() for path in out.rglob("*")
            if path.is_file() and path.relative_to(out).parts[0] not in PRIVATE}


@pytest.mark.parametrize("mode", ["none", "nicks", "personal"])
def test_platform_ids_reach_no_released_file_under_any_anonymize_mode(tiny_model, tmp_path, mode):
    out = run(tiny_model, tmp_path, discord_export(tmp_path / "export.json"), anonymize=mode)
    files = released_bytes(out)
    assert any(name.startswith("dialogues/") for name in files) and any(name.startswith("chat/") for name in files)
    leaks = [name for name, data in files.items() if str(FIRST_ID)[:12].encode() in data or b"u-alice" in data]
    assert leaks == []
    [record] = provenance_records(out)  # written under none too: the ids are kept, only apart
    assert line_ids(record) == EXPECTED["discord"]
    [dialogue] = [json.loads(line) for split in ("train", "dev", "test")
                  for line in gzip.open(out / "dialogues" / f"{split}.jsonl.gz", "rt")]
    assert dialogue["nicks"] == (["Alice", "Bob"] if mode == "none" else ["participant_1", "participant_2"])
    assert all("platform" not in turn for turn in dialogue["turns"])
    card = (out / "hf" / "README.md").read_text()
    assert "provenance/" in card and ("message ids" in card)
    stats = json.loads((out / "stats.json").read_text())
    assert stats["totals"]["privacy"]["provenance"] == "provenance/dialogues.jsonl.gz"


def chat_plan(export: Path) -> extract.PreparedSource:
    return ChatExport(export, "discord", extract.ExtractOptions(logs=export)).prepare()


def rewrite(out: Path, change) -> None:
    records = [change(record) for record in provenance_records(out)]
    (out / "provenance" / "dialogues.jsonl.gz").write_bytes(
        gzip.compress("".join(json.dumps(r) + "\n" for r in records).encode()))


def wrong_id(record: dict) -> dict:
    record["turns"][1]["platform"][0]["id"] = "42"
    return record


def wrong_reply(record: dict) -> dict:
    record["turns"][2]["platform"][0]["reply_to"] = str(FIRST_ID)
    return record


def line_past_the_day(record: dict) -> dict:
    record["turns"][0]["lines"][0] = 99
    return record


def no_ids(record: dict) -> dict:
    del record["turns"][3]["platform"]
    return record


@pytest.mark.fault
@pytest.mark.parametrize("change, fragment", [
    (wrong_id, "turn 1: line 1 has id '42' in the provenance but '1234567890123456001' in its day file"),
    (wrong_reply, "turn 2: line 2 has id"),
    (line_past_the_day, "turn 0: line 99 is not a line of its day (6 lines)"),
    (no_ids, "turn 3: no platform ids for each of its lines")])
def test_the_validator_finds_an_id_that_is_not_its_lines_in_the_day_files(tiny_model, tmp_path, change, fragment):
    export = discord_export(tmp_path / "export.json")
    out = run(tiny_model, tmp_path, export)
    plan = chat_plan(export)
    assert release.platform_id_problems(out, plan) == []
    rewrite(out, change)
    problems = release.platform_id_problems(out, plan)
    assert len(problems) == 1 and fragment in problems[0]


@pytest.mark.fault
def test_a_run_whose_provenance_holds_a_wrong_id_fails_its_validation(tiny_model, tmp_path, monkeypatch):
    def shifted(dialogue: Dialogue) -> dict:
        record = provenance.provenance_record(dialogue)
        record["turns"][-1]["platform"][-1]["id"] += "0"
        return record
    monkeypatch.setattr(release, "provenance_record", shifted)
    options = make_options(tiny_model, tmp_path, logs=discord_export(tmp_path / "export.json"), first_day=None,
                           last_day=None)
    report = extract.extract_logs(None, options)
    assert any("in the provenance but '1234567890123456005' in its day file" in p for p in report.problems)
    assert json.loads((options.output / "stats.json").read_text())["validation"]["ok"] is False


def test_irc_dialogue_records_hold_no_platform_key():
    dialogue = synthetic_dialogue(3)
    assert all(not turn.platform for turn in dialogue.turns)
    assert "platform" not in json.dumps(dialogue_to_json(dialogue))
    assert "platform" not in json.dumps(provenance.provenance_record(dialogue))
    assert not provenance.carries_platform_ids([dialogue])
    assert provenance.without_platform_ids(dialogue) is dialogue


def test_a_dialogue_with_platform_ids_round_trips_and_is_released_without_them():
    ids = (PlatformIds("10", None, "9", "U1"), PlatformIds("11", "10", None, ""))
    base = synthetic_dialogue(1)
    turn = Turn("participant_1", ("a", "b"), ("a", "b"), (0, 1), (0, 1), ids)
    dialogue = dataclasses.replace(base, turns=(turn, *base.turns[1:]))
    assert dialogue_from_json(json.loads(json.dumps(dialogue_to_json(dialogue)))) == dialogue
    assert provenance.provenance_record(dialogue)["turns"][0]["platform"] == [
        {"id": "10", "reply_to": None, "thread": "9", "author": "U1"},
        {"id": "11", "reply_to": "10", "thread": None, "author": ""}]
    released = provenance.without_platform_ids(dialogue)
    assert provenance.carries_platform_ids([dialogue]) and not provenance.carries_platform_ids([released])
    assert "platform" not in json.dumps(dialogue_to_json(released))


def test_the_day_lines_and_the_log_carry_the_ids_the_export_gives(tmp_path):
    from disentangle.logs.chat_days import read_chat_day
    export = telegram_export(tmp_path / "result.json")
    [unit] = ChatExport(export, "telegram", extract.ExtractOptions(logs=export)).prepare().units
    assert unit.located.path is not None
    log = read_chat_day(unit.located.path.read_bytes(), "x", dt.date(2024, 3, 1))
    assert [m.platform for m in log.messages] == EXPECTED["telegram"]
    assert [m.raw for m in log.messages] == [str(700 + k) for k in range(6)]
