"""Issue 41, items 2 and 3: speakers are accounts, every platform field read (on fixtures that reproduce the
real shapes: a DiscordChatExporter server folder with `_threads/`, a Slack workspace with bots, files,
comments, edits and deletions, a Telegram Desktop chat with media and forwards, a whole-account Telegram
export), malformed records counted and warned about, and `predict`/`evaluate` on export folders."""
from __future__ import annotations

import datetime as dt
import json
import logging
from collections import Counter
from pathlib import Path

import pytest

from conftest import DATA
from disentangle import extract
from disentangle.cli import main
from disentangle.extract.errors import SettingError
from disentangle.extract.sources.chat import ChatDays, ChatExport
from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.chat_lines import ChatLines
from disentangle.logs.exports import export_logs, load_any
from disentangle.logs.formats import KIND_MESSAGE, KIND_OTHER, KIND_SYSTEM
from disentangle.logs.records import LogError
from helpers import discord_item, telegram_item, write_discord_export, write_telegram_export

EXPORTS = DATA / "exports"
SERVER = EXPORTS / "discord_server"
GENERAL = SERVER / "Homelab - Text Channels - general [720000000000000001].json"
THREAD = SERVER / "_threads" / "Homelab - general - nas boot loop [740000000000000001].json"
FORUM_POST = SERVER / "_threads" / "Homelab - help-forum - ups shutdown script [750000000000000001].json"
SLACK_WORKSPACE = EXPORTS / "slack_fields"
TELEGRAM_MEDIA = EXPORTS / "telegram_media" / "result.json"
TELEGRAM_ACCOUNT = EXPORTS / "telegram_account" / "result.json"


pytestmark = pytest.mark.usefixtures("own_cache")   # each test its own cache root (conftest.py)


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def prepared(export: Path, platform: str, **changes) -> extract.PreparedSource:
    return ChatExport(export, platform, extract.ExtractOptions(logs=export, **changes)).prepare()


def channel_lines(source: extract.PreparedSource) -> dict[str, list[dict]]:
    """Every message line of each channel's chat-day files, by channel name."""
    assert isinstance(source.reader, ChatDays)
    return {channel.name: [json.loads(line) for day in sorted(channel.work.glob("*.jsonl"))
                           for line in day.read_text(encoding="utf-8").splitlines()]
            for channel in source.reader.channels}


def counts(source: extract.PreparedSource) -> dict[str, dict]:
    assert isinstance(source.reader, ChatDays)
    return {channel.name: channel.summary["counts"] for channel in source.reader.channels}


def said(log) -> list[tuple]:
    return [(m.kind, m.nick, m.text) for m in log.messages]


# --- item 2 of the issue: speakers are accounts -----------------------------------------------------------

def test_a_renamed_account_is_one_speaker_and_two_accounts_of_one_name_are_two():
    log = load_any(GENERAL)
    nicks = [m.nick for m in log.messages]
    assert nicks == ["Ann", "Deleted User", "Ann", "Deleted User~2", "Ben", "Ben", "HelperBot", "Ann"]
    assert {"Ann", "Annie", "Deleted User", "456226577798135808", "456226577798135809"} <= log.known_names


def test_extract_names_an_account_as_predict_does_across_a_channel_and_its_threads():
    lines = channel_lines(prepared(SERVER, "discord", channel="general"))["general"]
    by_author: dict[str, set] = {}
    for line in lines:
        by_author.setdefault(line["u"], set()).add(line["n"])
    assert by_author["420000000000000001"] == {"Ann"}                      # renamed Annie in the thread
    assert by_author["456226577798135808"] == {"Deleted User"}
    assert by_author["456226577798135809"] == {"Deleted User~2"}


def test_a_suffix_never_takes_a_name_an_account_already_has():
    lines = ChatLines()
    when = dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc)
    messages = [ChatMessage(str(n), when, KIND_MESSAGE, nick, "hi", user) for n, (nick, user) in enumerate([
        ("bob~2", "U9"), ("Bob", "U1"), ("bob", "U2"), ("Carol", "U3"), ("Caro", "U3"), ("", "U4"), ("x", "")])]
    got = [line.nick for line in lines.lines(messages)]
    assert got == ["bob~2", "Bob", "bob~3", "Carol", "Carol", "", "x"]
    assert lines.counts["accounts_sharing_a_name"] == 1 and lines.counts["messages_of_renamed_accounts"] == 1


# --- item 3: DiscordChatExporter ------------------------------------------------------------------------

def test_thread_and_forum_files_in_threads_subfolder_are_read_with_their_parent_channel():
    source = prepared(SERVER, "discord")
    lines = channel_lines(source)
    assert sorted(lines) == ["general", "help-forum"]                     # a forum's posts: the forum's channel
    assert len(lines["general"]) == 8 + 2 and len(lines["help-forum"]) == 2
    thread = [line for line in lines["general"] if line["h"] == "740000000000000001"]
    assert [line["x"] for line in thread] == ["logs from the failed boot", "the zfs module is missing"]


def test_a_reference_on_a_default_message_is_a_reply_but_a_forward_and_a_pin_are_not():
    log = load_any(GENERAL)
    assert log.given_parents[2] == 1                                       # type Default with a reference
    assert log.given_parents[3] == 2                                       # type Reply
    assert log.given_parents[4] is None and log.messages[4].text == "[forwarded] zfs import -f tank fixed it for me"
    assert log.given_parents[5] is None and log.messages[5].kind == KIND_SYSTEM   # a pin's reference


def test_embeds_and_reactions_are_counted_not_read():
    found = counts(prepared(GENERAL, "discord"))["general"]
    assert found["messages_with_embeds"] == 1 and found["messages_with_reactions"] == 1


# --- item 3: Slack ------------------------------------------------------------------------------------

SLACK_READ = [
    (KIND_MESSAGE, "maya", "deploy failed on staging"),
    (KIND_MESSAGE, "ci", "Build #41 failed: tests timed out"),                # a bot's attachment fallback
    (KIND_MESSAGE, "Omar Haddad", "[attachment: build.log]"),                # an old-style file share
    (KIND_MESSAGE, "maya", "the runner ran out of disk"),                    # a file comment: its author's
    (KIND_MESSAGE, "Omar Haddad", "[attachment: df output]"),                # files[]
    (KIND_MESSAGE, "maya", "I will clean it"),
    (KIND_MESSAGE, "Omar Haddad", "thanks"),
    (KIND_MESSAGE, "Omar Haddad", "staging is green again"),                 # thread_broadcast
    (KIND_MESSAGE, "Omar Haddad", "retry in 10"),                            # message_changed applied
    (KIND_SYSTEM, "USLACKBOT", "This message was deleted."),                 # a tombstone keeps its thread
    (KIND_MESSAGE, "maya", "the answer stays"),
]


def test_slack_bots_files_comments_broadcasts_edits_and_deletions():
    [channel] = export_logs(SLACK_WORKSPACE)
    log = load_any(channel)
    assert said(log) == SLACK_READ                                           # the deleted message is gone
    assert log.given_parents[6:8] == (5, 6) and log.given_parents[10] == 9
    assert log.messages[1].bot and not log.messages[3].bot
    found = counts(prepared(SLACK_WORKSPACE, "slack"))["#ops"]
    assert found["deletions_applied"] == 1 and found["edits_applied"] == 1 and "malformed_records" not in found


# --- item 3: Telegram ---------------------------------------------------------------------------------

TELEGRAM_READ = [
    (KIND_SYSTEM, "Lena", "invite members"),
    (KIND_MESSAGE, "Lena", "anyone printed PETG at 240?"),
    (KIND_MESSAGE, "Tomas Berg", "[photo]"),
    (KIND_MESSAGE, "Lena", "[voice message]"),
    (KIND_MESSAGE, "Tomas Berg", "[video]"),
    (KIND_MESSAGE, "Lena", "[sticker]"),
    (KIND_MESSAGE, "Tomas Berg", "[file]"),
    (KIND_MESSAGE, "Lena", "[poll: Which nozzle size?]"),
    (KIND_MESSAGE, "Tomas Berg", "[forwarded] dry the filament first"),          # not Tomas's own words
    (KIND_MESSAGE, "Lena", "[forwarded] noted, thanks"),                        # saved_from
    (KIND_MESSAGE, "Tomas Berg", "[GIF]"),                                   # via_bot: still Tomas's
    (KIND_MESSAGE, "Lena", "[location]"),
    (KIND_SYSTEM, "Lena", "pin message"),
]


def test_telegram_media_markers_forwards_inline_bots_and_service_lines():
    log = load_any(TELEGRAM_MEDIA)
    assert said(log) == TELEGRAM_READ
    assert not any(m.bot for m in log.messages)
    assert not any("File not included" in m.text or "{" in m.text for m in log.messages)
    assert {"Printing Tips Channel", "Kai Moreno", "Tomas Berg"} <= log.known_names   # for the anonymiser


def test_a_whole_account_telegram_export_is_read_by_chat_with_channel(capsys):
    source = prepared(TELEGRAM_ACCOUNT, "telegram", channel="Makers Guild")
    [(name, lines)] = channel_lines(source).items()
    # a private supergroup's title is not public (members name groups after themselves): a neutral label
    assert name.startswith("telegram-chat-") and "Makers" not in name
    assert [line["x"] for line in lines] == ["meeting moved to friday", "ok", "[photo]"]
    assert lines[1]["p"] == 0
    with pytest.raises(SettingError, match=r"its channels: Tomas Berg, Makers Guild, chat \(1004\)"):
        prepared(TELEGRAM_ACCOUNT, "telegram", channel="nope")
    code, out, err = run(capsys, "predict", "--method", "previous", TELEGRAM_ACCOUNT)
    assert (code, out) == (2, "") and "--channel" in err and len(err.strip().splitlines()) == 1


# --- malformed records ---------------------------------------------------------------------------------

def malformed_discord(path: Path, bad: int) -> Path:
    good = [discord_item(n, f"message {n}", minute=n) for n in range(1, 7)]
    broken = [{**discord_item(10, "", minute=10), "content": {"text": "an object"}},
              {key: value for key, value in discord_item(11, "no id", minute=11).items() if key != "id"},
              {**discord_item(12, "typed", minute=12), "type": 7}, "a string record"][:bad]
    return write_discord_export(path, good[:3] + broken + good[3:])


@pytest.mark.fault
def test_malformed_discord_records_are_counted_warned_about_and_never_said(tmp_path, caplog):
    export = malformed_discord(tmp_path / "e.json", 4)
    with caplog.at_level(logging.WARNING):
        source = prepared(export, "discord")
    found = counts(source)["general"]
    assert found["malformed_records"] == 4
    warned = [r.getMessage() for r in caplog.records if "cannot be read" in r.getMessage()]
    assert len(warned) == 1 and "4 of 10 records cannot be read (first: message 3: content is a dict" in warned[0]
    lines = channel_lines(source)["general"]
    assert [line["k"] for line in lines[3:7]] == [KIND_OTHER] * 4 and "an object" not in json.dumps(lines)


@pytest.mark.fault
@pytest.mark.parametrize("item, reason", [
    ({"id": 3, "type": "story", "date_unixtime": "1709283720", "from": "Bob", "from_id": "user2", "text": "x"},
     "unknown type 'story'"),
    ({"id": 3, "type": "message", "date_unixtime": "1709283720", "from": "Bob", "from_id": "user2"}, "no text"),
    ({"id": 3, "type": "message", "date_unixtime": "1709283720", "from": "Bob", "from_id": "user2",
      "text": {"bold": "x"}}, "text is a dict"),
    ({"type": "message", "date_unixtime": "1709283720", "from": "Bob", "from_id": "user2", "text": "x"}, "no id"),
])
def test_malformed_telegram_records_are_counted_with_the_first_one_named(tmp_path, item, reason, caplog):
    export = write_telegram_export(tmp_path / "result.json", [telegram_item(1, "a"), telegram_item(2, "b"), item])
    with caplog.at_level(logging.WARNING):
        log = load_any(export)
    assert log.messages[2].kind == KIND_OTHER
    assert any(f"1 of 3 records cannot be read (first: message 2: {reason}" in r.getMessage() for r in caplog.records)


@pytest.mark.fault
@pytest.mark.parametrize("item, reason", [
    ({"type": "reaction_added", "user": "U1", "ts": "1605000060.000200", "text": "x"}, "unknown type"),
    ({"type": "message", "user": "U1", "ts": "1605000060.000200", "text": {"t": 1}}, "text is a dict"),
    ({"type": "message", "user": "U1", "ts": "1605000060.000200"}, "no text"),
])
def test_malformed_slack_records_are_counted(tmp_path, item, reason, caplog):
    folder = tmp_path / "general"
    folder.mkdir()
    day = [{"type": "message", "user": "U1", "ts": f"160500000{n}.000100", "text": "hi"} for n in range(3)] + [item]
    (folder / "2020-11-10.json").write_text(json.dumps(day))
    with caplog.at_level(logging.WARNING):
        source = prepared(folder, "slack")
    assert counts(source)["#general"]["malformed_records"] == 1
    assert any(f"1 of 4 records cannot be read (first: message 3: {reason}" in r.getMessage() for r in caplog.records)
    (folder / "2020-11-10.json").write_text(json.dumps([item, item, day[0]]))
    with pytest.raises(LogError, match=f"2 of 3 records cannot be read .*{reason}"):
        load_any(folder)


@pytest.mark.fault
def test_a_discord_message_without_content_is_malformed_not_an_empty_message(tmp_path):
    item = {key: value for key, value in discord_item(2, "", minute=1).items() if key != "content"}
    log = load_any(write_discord_export(tmp_path / "e.json", [discord_item(1, "hi"), item, discord_item(3, "ok")]))
    assert [m.kind for m in log.messages] == [KIND_MESSAGE, KIND_OTHER, KIND_MESSAGE]


@pytest.mark.fault
def test_mostly_malformed_exports_fail_in_one_line_as_mostly_unreadable_irc_logs_do(tmp_path, capsys):
    export = malformed_discord(tmp_path / "e.json", 4)
    data = json.loads(export.read_text())
    data["messages"] = data["messages"][:5]                                # 3 good, 2 malformed: read
    export.write_text(json.dumps(data))
    assert load_any(export)
    data["messages"] = data["messages"][:2] + data["messages"][3:5] + [data["messages"][2]]
    data["messages"][0] = {**data["messages"][0], "content": ["a list"]}    # 2 good, 3 malformed: refused
    export.write_text(json.dumps(data))
    code, out, err = run(capsys, "predict", "--method", "previous", export)
    assert (code, out) == (2, "") and "3 of 5 records cannot be read" in err and len(err.strip().splitlines()) == 1
    with pytest.raises(SettingError, match="3 of 5 records cannot be read"):
        prepared(export, "discord")


# --- predict / evaluate on export folders ------------------------------------------------------------

def test_predict_reads_a_slack_workspace_and_a_discord_server_folder_as_the_readme_says(capsys, tmp_path):
    code, out, err = run(capsys, "predict", "--method", "previous", SLACK_WORKSPACE, SERVER)
    assert code == 0, err
    files = Counter(line.split(":")[0] for line in out.splitlines())
    assert files == {str(SLACK_WORKSPACE / "ops"): 11, str(GENERAL): 8, str(THREAD): 2, str(FORUM_POST): 2}
    code, out, err = run(capsys, "evaluate", "--explicit-replies", SERVER, "--method", "previous")
    assert code == 0 and "in 3 export(s)" in out, err


@pytest.mark.fault
def test_a_folder_of_no_export_is_refused_naming_every_platform(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("")
    code, out, err = run(capsys, "predict", "--method", "previous", tmp_path)
    assert (code, out) == (2, "") and len(err.strip().splitlines()) == 1
    assert all(name in err for name in ("Slack export", "DiscordChatExporter export", "Telegram Desktop")), err
