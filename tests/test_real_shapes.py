"""Tests on fixtures that reproduce the structures of real chat-export samples (issue 41, item 7): each folder
of tests/data/exports/real-shapes/ is a small export of our own text in the shape of a sample found in a public
repository's test fixtures or examples (docs/real-samples.md lists the samples and which fixture follows which).
`extract --logs FOLDER` must read every message of each (or count each one it leaves out), and each shape's
defect that issue 41 names (a thread cut at UTC midnight, accounts merged by name, threads skipped, a DM's
title published, platform fields lost, malformed records read silently) is tested fixed: each of these tests
failed before its fix (strict xfails until the fixes landed)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from disentangle import extract
from disentangle.extract.sources.chat import ChatDays, ChatExport
from helpers import make_options

SHAPES = Path(__file__).parent / "data" / "exports" / "real-shapes"
NOT_FILE = "File not included"
MISSING_KEYS = ("malformed", "skipped", "unreadable")  # stats.json counts of messages left out, whatever named
CUT_KEYS = ("continues_previous_day", "dropped_at_cut")  # conversations dropped at a unit's cut


pytestmark = pytest.mark.usefixtures("own_cache")   # each test its own cache root (conftest.py)


def platform_of(folder: Path) -> str:
    return folder.name.split("-")[0]


def messages_in_export(folder: Path) -> int:
    """The messages of a fixture counted from its JSON alone (not by the project's readers)."""
    total = 0
    for file in sorted(folder.rglob("*.json")):
        data = json.loads(file.read_text("utf-8"))
        if isinstance(data, list):  # a Slack day file (users.json and channels.json hold no `ts`)
            total += sum(isinstance(item, dict) and "ts" in item for item in data)
        elif isinstance(data, dict):
            chats = data["chats"]["list"] if "chats" in data else [data]
            total += sum(len(chat.get("messages", [])) for chat in chats)
    return total


def lines_of(folder: Path, **changes) -> list[dict]:
    """Every chat-day line `extract` makes of a fixture, channel by channel, in date order."""
    source = ChatExport(folder, platform_of(folder), extract.ExtractOptions(logs=folder, **changes)).prepare()
    assert isinstance(source.reader, ChatDays)
    return [json.loads(line) for channel in source.reader.channels
            for day in sorted(channel.work.glob("*.jsonl")) for line in day.read_text("utf-8").splitlines()]


def by_id(folder: Path) -> dict[str, dict]:
    return {line["i"]: line for line in lines_of(folder)}


def counted_missing(chat_export: dict) -> int:
    return sum(value for key, value in chat_export.items()
               if isinstance(value, int) and any(word in key for word in MISSING_KEYS))


@pytest.mark.parametrize("shape", [
    "discord-deleted-users", "discord-dm-call", "discord-group-system",
    "discord-threads-folder",
    "slack-bot-attachments", "slack-file-comment", "slack-local-day-files", "slack-no-channels-json",
    "slack-threads-tombstone", "telegram-malformed", "telegram-media-poll-forward", "telegram-personal-service",
    "telegram-whole-account",
])
def test_extract_reads_every_message_of_the_export(shape: str, tiny_model: Path, tmp_path: Path) -> None:
    folder = SHAPES / shape
    channel = {"channel": "all"} if shape == "telegram-whole-account" else {}
    options = make_options(tiny_model, tmp_path, logs=folder, first_day=None, last_day=None, **channel)
    extract.extract_logs(None, options)
    chat_export = json.loads((tmp_path / "out" / "stats.json").read_text("utf-8"))["run"]["chat_export"]
    read, expected = chat_export["messages_read"], messages_in_export(folder)
    assert read == expected or read + counted_missing(chat_export) == expected


def test_every_shape_is_tested() -> None:
    """A fixture folder added without a case above would go unread."""
    cases = {"discord-deleted-users", "discord-dm-call", "discord-group-system", "discord-threads-folder",
             "slack-bot-attachments", "slack-file-comment", "slack-local-day-files", "slack-no-channels-json",
             "slack-threads-tombstone", "telegram-malformed", "telegram-media-poll-forward", "telegram-personal-service",
             "telegram-whole-account"}
    assert {folder.name for folder in SHAPES.iterdir() if folder.is_dir()} == cases


def test_what_is_read_right_today() -> None:
    """Shapes read as the docs say: thread replies as given parents, a deleted message's thread kept, system
    lines for calls and joins, bots flagged, a workspace without channels.json read."""
    slack = by_id(SHAPES / "slack-threads-tombstone")
    assert [line["p"] for line in slack.values()] == [None, 0, 1, None, 3, None, None]
    assert [line["k"] for line in slack.values()].count("system") == 2
    dm = by_id(SHAPES / "discord-dm-call")
    assert dm["9301"]["k"] == "system" and dm["9304"]["b"] and not dm["9302"]["b"]
    assert len(lines_of(SHAPES / "slack-no-channels-json")) == 5
    telegram = by_id(SHAPES / "telegram-personal-service")
    assert telegram["2"]["x"] == "https://example.org/paper.pdf is the draft" and telegram["1"]["k"] == "system"


def test_a_thread_across_utc_midnight_is_not_cut(tiny_model: Path, tmp_path: Path) -> None:
    """Day files named in the workspace's local time (UTC-8): a thread of five messages runs from 23:50 to
    00:25 UTC inside one file; no conversation may be dropped at a cut in it."""
    folder = SHAPES / "slack-local-day-files"
    extract.extract_logs(None, make_options(tiny_model, tmp_path, logs=folder, first_day=None, last_day=None))
    dropped = json.loads((tmp_path / "out" / "stats.json").read_text("utf-8"))["totals"]["conversations_dropped"]
    assert [dropped[key] for key in CUT_KEYS if key in dropped] == [0]


def test_a_dm_title_is_not_published(tiny_model: Path, tmp_path: Path) -> None:
    folder = SHAPES / "discord-dm-call"  # the DM with benno: the channel's name is the partner's
    extract.extract_logs(None, make_options(tiny_model, tmp_path, logs=folder, first_day=None, last_day=None))
    stats = json.loads((tmp_path / "out" / "stats.json").read_text("utf-8"))
    published = [json.dumps(stats["dataset"]), (tmp_path / "out" / "README.md").read_text("utf-8"),
                 (tmp_path / "out" / "hf" / "README.md").read_text("utf-8")]
    assert not [text for text in published if "benno" in text]


def test_two_deleted_accounts_stay_two_speakers() -> None:
    lines = by_id(SHAPES / "discord-deleted-users")
    assert lines["9002"]["n"] == lines["9004"]["n"] != lines["9006"]["n"] == lines["9008"]["n"]


def test_a_reference_on_a_default_message_is_a_reply() -> None:
    lines = list(by_id(SHAPES / "discord-group-system").values())
    assert lines[3]["p"] == 2  # 9404 answers 9403 through its reference


def test_a_thread_file_in_threads_joins_its_channel() -> None:
    assert {"9201", "9205"} <= set(by_id(SHAPES / "discord-threads-folder"))


def test_a_bot_message_reads_its_attachment_text() -> None:
    bots = [line for line in lines_of(SHAPES / "slack-bot-attachments") if line["b"]]
    assert len(bots) == 2 and all(line["x"] for line in bots)
    assert "Build 812 failed" in bots[0]["x"]


def test_a_file_comment_is_said_by_its_commenter() -> None:
    [comment] = [line for line in lines_of(SHAPES / "slack-file-comment") if "header is too tall" in line["x"]]
    assert comment["k"] == "message" and comment["u"] == "U02"


def test_telegram_media_and_polls_are_short_markers() -> None:
    lines = by_id(SHAPES / "telegram-media-poll-forward")
    assert not any(NOT_FILE in line["x"] for line in lines.values())
    assert "Saturday or Sunday?" in lines["3"]["x"] and "{'question'" not in lines["3"]["x"]


def test_telegram_forwards_and_via_bot() -> None:
    lines = by_id(SHAPES / "telegram-media-poll-forward")
    assert lines["4"]["x"] != "weather says rain on saturday"  # marked as quoted text of another author
    assert not lines["5"]["b"]


def test_a_whole_account_export_reads_the_chat_chosen() -> None:
    assert len(lines_of(SHAPES / "telegram-whole-account", channel="Climbing club")) == 4


@pytest.mark.fault
def test_malformed_telegram_records_are_counted(tiny_model: Path, tmp_path: Path) -> None:
    folder = SHAPES / "telegram-malformed"
    extract.extract_logs(None, make_options(tiny_model, tmp_path, logs=folder, first_day=None, last_day=None))
    chat_export = json.loads((tmp_path / "out" / "stats.json").read_text("utf-8"))["run"]["chat_export"]
    assert counted_missing(chat_export) == 3
