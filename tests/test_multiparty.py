"""Tests for the multi-party conversations (`dialogues.multiparty`, the `conversations` exporter and hf config,
the conversation shards beside the day shards): who counts as a speaker (no bots, no system lines, nick
changes followed), reply-to within the conversation, minutes, platform threads, the drop of fragments of
the previous day, anonymisation as the dialogues', resumption per unit, and the validator."""
from __future__ import annotations

import datetime as dt
import gzip
import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from disentangle import extract
from disentangle.dialogues.multiparty import (
    ONE_SPEAKER,
    ConversationMessage,
    MultiConversation,
    conversation_from_json,
    conversation_to_json,
    multiparty_conversations,
)
from disentangle.examples.records import ExampleConfig
from disentangle.exporters import ExportJob, conversations
from disentangle.exporters.empty_files import EMPTY_PROBLEM
from disentangle.extract.store import conversation_shard_path
from disentangle.linking.links import Conversation, Link
from disentangle.logs.files import read_log_bytes
from disentangle.logs.records import PlatformIds
from disentangle.privacy import PrivacySettings, anonymize_conversation
from disentangle.privacy.engine import name_rule
from helpers import make_options, slack_item, write_slack_workspace

# #ubuntu as irclogs.ubuntu.com writes it: joins, an action, a nick change, the channel bot, a one-person aside
IRC_DAY = b"""=== alice [n=alice@host] has joined #ubuntu
[09:00] <alice> my wifi drops every few minutes on 14.04, any idea?
[09:01] <bob> alice: which card? lspci -nn | grep -i net
[09:02] <alice> intel 7260, mail me at alice@example.org if you find something
=== bob is now known as bobby
[09:04] <carol> alice: bob: the 7260 needs 11n_disable=1, see !wifi
[09:04] <ubottu> wifi is the answer of the bot
[09:06] <bobby> carol: right, options iwlwifi 11n_disable=1 in /etc/modprobe.d
[09:07] <dave> anyone here use zfs?
[09:09] <dave> hello?
"""
# line -> parent (self: a start); the bot's line answers carol, bob's renamed line answers carol
PARENTS = {0: 0, 1: 1, 2: 1, 3: 2, 4: 4, 5: 3, 6: 5, 7: 6, 8: 8, 9: 8}


def irc_log():
    return read_log_bytes(IRC_DAY, "2015/01/20/#ubuntu.txt", "irclogs", dt.date(2015, 1, 20))


def links() -> list[Link]:
    return [Link("x", line, parent) for line, parent in PARENTS.items()]


def test_speakers_replies_and_minutes_of_a_three_person_conversation() -> None:
    log = irc_log()
    found = multiparty_conversations(log, [Conversation("x", (0, 1, 2, 3, 4, 5, 6, 7)), Conversation("x", (8, 9))],
                                     links(), "2015-01-20", "learned")
    [conversation] = found.conversations
    assert dict(found.dropped)[ONE_SPEAKER] == 1          # dave talking to no one
    assert conversation.id == "learned:2015-01-20:1" and conversation.date == "2015-01-20"
    assert conversation.speakers == ("alice", "bob", "carol")   # bob renamed to bobby stays one speaker
    messages = conversation.messages
    assert [conversation.speakers[m.speaker] for m in messages] == ["alice", "bob", "alice", "carol", "bob"]
    assert [m.line for m in messages] == [1, 2, 3, 5, 7]     # no join, nick change or bot line
    assert [m.minute for m in messages] == [0, 1, 2, 4, 6]
    # bobby's line answers the bot's line, which answers carol's: the chain is followed to carol (index 3)
    assert [m.reply_to for m in messages] == [None, 0, 1, 2, 3]
    assert all(m.thread is None for m in messages)
    assert conversation_from_json(json.loads(json.dumps(conversation_to_json(conversation)))) == conversation


def test_a_platform_thread_is_the_index_of_its_first_message() -> None:
    log = read_log_bytes(b"[09:00] <a> root\n[09:01] <b> in thread\n[09:02] <a> again\n", "x", "irclogs",
                         dt.date(2024, 3, 1))
    threads = (None, "1709283600.000100", "1709283600.000100")   # Slack: the replies carry the root's thread_ts
    log = replace(log, messages=tuple(replace(m, platform=PlatformIds(str(n), None, t, "")) for n, (m, t)
                                      in enumerate(zip(log.messages, threads))))
    [found] = multiparty_conversations(log, [Conversation("x", (0, 1, 2))], [Link("x", 1, 0), Link("x", 2, 1)],
                                       "2024-03-01", "learned").conversations
    assert [m.thread for m in found.messages] == [None, 1, 1] and [m.reply_to for m in found.messages] == [None, 0, 1]


def test_anonymised_as_dialogues_are() -> None:
    log = irc_log()
    [conversation] = multiparty_conversations(log, [Conversation("x", (0, 1, 2, 3, 4, 5, 6, 7))], links(),
                                              "2015-01-20", "learned").conversations
    conversation = replace(conversation, messages=tuple(replace(m, platform=PlatformIds("1", None, None, "U1"))
                                                        for m in conversation.messages))
    names = frozenset({"alice", "bob", "bobby", "carol", "dave", "erin"})
    released, counts, touched = anonymize_conversation(conversation, name_rule(names, PrivacySettings()),
                                                       PrivacySettings())
    assert released.speakers == ("participant_1", "participant_2", "participant_3")
    texts = [m.text for m in released.messages]
    assert texts[1].startswith("participant_1: which card?")
    assert "alice@example.org" not in texts[2] and counts["email"] == 1
    assert texts[3].startswith("participant_1: ") and texts[4].startswith("participant_3: right")
    assert all(m.platform is None for m in released.messages) and touched >= 3
    kept, _, _ = anonymize_conversation(conversation, name_rule(frozenset(), PrivacySettings("none")),
                                        PrivacySettings("none"))
    assert kept.speakers == conversation.speakers and all(m.platform is None for m in kept.messages)


def row_job(*found: MultiConversation) -> ExportJob:
    return ExportJob((), ExampleConfig(split_fractions=(("train", 1.0), ("dev", 0.0), ("test", 0.0))),
                     conversations=found, platform="slack", channel="general")


def two_speakers(ident: str = "learned:2024-03-01:0") -> MultiConversation:
    return MultiConversation(ident, "2024-03-01", "x", "learned", ("participant_1", "participant_2"), (
        ConversationMessage(0, "root question", 0, 0), ConversationMessage(1, "in thread", 1, 3, 0, 0)), 0.5)


def test_a_row_is_chat_completion_messages_with_names_and_the_lists_beside_them() -> None:
    row = conversations.conversation_row(two_speakers(), "slack", "general")
    assert row == {"id": "learned:2024-03-01:0", "platform": "slack", "channel": "general", "date": "2024-03-01",
                   "unit": "2024-03-01", "speakers": 2, "confidence": 0.5,
                   "messages": [{"role": "user", "name": "participant_1", "content": "root question"},
                                {"role": "user", "name": "participant_2", "content": "in thread"}],
                   "reply_to": [None, 0], "minutes": [0, 3], "thread": [None, 0]}
    assert conversations.conversation_row(two_speakers("learned:random/2024-03-01:4"))["channel"] == "random"
    assert conversations.conversation_row(two_speakers())["platform"] == "irc"


@pytest.mark.fault
@pytest.mark.parametrize("damage, expected", [
    (lambda row: {**row, "reply_to": [None, 1]}, "not an earlier message"),
    (lambda row: {**row, "minutes": [0]}, "minutes is not a list as long as messages"),
    (lambda row: {**row, "speakers": 3}, "2 speakers named, 3 counted"),
    (lambda row: {**row, "messages": [{"role": "user", "content": "x"}]}, "messages is not a non-empty list"),
    (lambda row: {**row, "messages": [row["messages"][0], {**row["messages"][1], "content": " "}]}, "without text"),
])
def test_the_validator_catches_a_broken_row(tmp_path: Path, damage, expected: str) -> None:
    job = row_job(two_speakers())
    report = conversations.write_conversations(job, tmp_path)
    assert conversations.validate_conversations_dir(job, tmp_path, report.empty) == []
    path = tmp_path / "train.jsonl"
    path.write_text(json.dumps(damage(json.loads(path.read_text()))) + "\n")
    assert any(expected in problem for problem in conversations.validate_conversations_dir(job, tmp_path,
                                                                                            report.empty))


@pytest.mark.fault
def test_an_empty_file_passes_only_with_its_reason(tmp_path: Path) -> None:
    job = row_job()
    report = conversations.write_conversations(job, tmp_path)
    assert set(report.empty) == {"train.jsonl", "dev.jsonl", "test.jsonl"}
    assert conversations.validate_conversations_dir(job, tmp_path, report.empty) == []
    assert any(EMPTY_PROBLEM in p for p in conversations.validate_conversations_dir(job, tmp_path, ()))


# ------------------------------------------------------------------------------------------- extract runs


@pytest.fixture(scope="module")
def week_run(tree: Path, tiny_model: Path, tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("multiparty-run")
    report = extract.extract_logs(2015, make_options(tiny_model, tmp, logs=tree))
    assert not report.problems
    return tmp / "out"


def rows(out: Path) -> list[dict]:
    return [json.loads(line) for split in ("train", "dev", "test")
            for line in (out / "conversations" / f"{split}.jsonl").read_text().splitlines()]


def test_extract_writes_the_conversations_anonymised_and_counted(week_run: Path) -> None:
    found = rows(week_run)
    stats = json.loads((week_run / "stats.json").read_text())
    section = stats["conversations"]
    assert found and section["kept"] == len(found) == sum(section["splits"].values())
    assert {"continues_previous_day", "one_speaker", "no_messages", "below_min_confidence"} <= set(section["dropped"])
    assert sum(int(n) * 0 + count for n, count in section["speakers"].items()) == len(found)
    assert all(row["speakers"] >= 2 and row["platform"] == "irc" and row["channel"] == "#ubuntu" for row in found)
    names = {m["name"] for row in found for m in row["messages"]}
    assert names and all(name.startswith("participant_") for name in names)
    assert stats["validation"]["conversations"] == [] and stats["validation"]["privacy"] == []
    provenance = [json.loads(line) for line in gzip.open(week_run / "provenance" / "conversations.jsonl.gz", "rt")]
    assert [p["id"] for p in provenance] == sorted((r["id"] for r in found),
                                                   key=lambda i: (i.rpartition(":")[0], int(i.rpartition(":")[2])))
    assert not any(name.startswith("participant_") for p in provenance for name in p["speakers"])
    dialogue_ids = {json.loads(line)["id"] for split in ("train", "dev", "test")
                    for line in gzip.open(week_run / "dialogues" / f"{split}.jsonl.gz", "rt")}
    assert dialogue_ids <= {row["id"] for row in found}   # every dialogue is also a conversation, same id


def test_a_leaked_name_in_the_conversations_is_caught(week_run: Path, tmp_path: Path) -> None:
    provenance = json.loads(gzip.open(week_run / "provenance" / "conversations.jsonl.gz", "rt").readline())
    nick = provenance["speakers"][0]
    copy = tmp_path / "out"
    shutil.copytree(week_run, copy)
    path = copy / "conversations" / "train.jsonl"
    lines = path.read_text().splitlines()
    row = json.loads(lines[0])
    row["messages"][0]["content"] += f" ask {nick} about it"
    path.write_text("\n".join([json.dumps(row), *lines[1:]]) + "\n")
    from disentangle.extract.release import release_texts
    assert any(where == "conversations/train.jsonl" and nick in text for where, text in release_texts(copy))


def test_datasets_loads_the_conversations_config(week_run: Path, monkeypatch, tmp_path: Path) -> None:
    datasets = pytest.importorskip("datasets")
    for name, value in {"HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "home")}.items():
        monkeypatch.setenv(name, value)
    loaded = datasets.load_dataset(str(week_run / "hf"), "conversations", cache_dir=str(tmp_path / "cache"))
    train = loaded["train"]
    assert train.features["messages"] == datasets.List({"role": datasets.Value("string"),
                                                         "name": datasets.Value("string"),
                                                         "content": datasets.Value("string")})
    by_id = {row["id"]: row for row in rows(week_run)}
    assert len(train) and all(dict(row) == by_id[row["id"]] for row in train)


def test_a_unit_without_its_conversation_shard_is_done_again(week_run: Path, tree: Path, tiny_model: Path,
                                                              tmp_path: Path) -> None:
    copy = tmp_path / "out"
    shutil.copytree(week_run, copy)
    shard = conversation_shard_path(copy, "2015-01-20")
    shard.unlink()
    report = extract.extract_logs(2015, make_options(tiny_model, tmp_path, logs=tree))
    assert report.days["done"] == 1 and shard.is_file()
    for path in sorted(week_run.rglob("*")):
        if path.is_file() and path.name != "stats.json":
            assert path.read_bytes() == (copy / path.relative_to(week_run)).read_bytes(), path


def test_a_slack_thread_and_its_chat_rows(tiny_model: Path, tmp_path: Path, monkeypatch) -> None:
    """A Slack channel day (the export's shape: `thread_ts` on the replies): the thread is the conversation's
    thread in the rows; chat rows of an export carry platform and minutes; `--chat-end assistant` cuts the
    last user turn."""
    monkeypatch.setenv("DISENTANGLE_CACHE", str(tmp_path / "cache-root"))
    root_ts = "1709283600.000100"
    texts = ["how do I mount a usb disk?", "run lsblk first", "lsblk shows sdb1", "sudo mount /dev/sdb1 /mnt",
             "that worked, thanks"]
    items = [slack_item(root_ts, texts[0], thread_ts=root_ts, reply_count=4)] + [
        slack_item(f"{1709283600 + 60 * k}.000{k}00", text, ("U1", "U2")[k % 2], thread_ts=root_ts)
        for k, text in enumerate(texts[1:], start=1)]
    root = write_slack_workspace(tmp_path / "ws", {"general": {"2024-03-01": items}})
    found = {}
    for end in ("any", "assistant"):
        out = tmp_path / end
        extract.extract_logs(None, make_options(tiny_model, out, logs=root, first_day=None, last_day=None,
                                                chat_end=end))
        chat_rows = [json.loads(line) for split in ("train", "dev", "test")
                     for line in (out / "out" / "chat" / f"{split}.jsonl").read_text().splitlines()]
        found[end] = chat_rows
        [row] = rows(out / "out")
        assert row["platform"] == "slack" and row["thread"] == [0, 0, 0, 0, 0]  # the root is in its thread
        assert row["reply_to"][1:] and all(r is not None for r in row["reply_to"][1:])
        assert row["minutes"] == [0, 1, 2, 3, 4]
    [any_row], [assistant_row] = found["any"], found["assistant"]
    assert list(any_row) == ["id", "confidence", "platform", "minutes", "messages"]
    assert any_row["platform"] == "slack" and any_row["minutes"] == [0, 1, 2, 3, 4]
    assert [m["role"] for m in any_row["messages"]][-1] == "user"
    assert assistant_row["messages"] == any_row["messages"][:-1] and assistant_row["minutes"] == [0, 1, 2, 3]
    stats = json.loads((tmp_path / "assistant" / "out" / "stats.json").read_text())
    counts = stats["splits"]["examples"]["chat"]["counts"]
    assert sum(counts.get(f"{split}/last_user_turn_cut", 0) for split in ("train", "dev", "test")) == 1
    assert stats["validation"]["chat"] == []


@pytest.mark.fault
def test_the_validator_counts_a_lost_and_an_extra_row(tmp_path: Path) -> None:
    job = row_job(two_speakers(), two_speakers("learned:2024-03-01:7"))
    report = conversations.write_conversations(job, tmp_path)
    path = tmp_path / "train.jsonl"
    lines = path.read_text().splitlines(keepends=True)
    path.write_text(lines[0])
    assert any("1 rows, but the train split has 2 conversations" in p
               for p in conversations.validate_conversations_dir(job, tmp_path, report.empty))
    path.write_text("".join(lines + lines[:1]))
    assert any("3 rows, but the train split has 2 conversations" in p
               for p in conversations.validate_conversations_dir(job, tmp_path, report.empty))
