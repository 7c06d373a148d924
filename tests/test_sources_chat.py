"""Tests for disentangle.extract.sources.chat: `extract` from a Slack, Discord or Telegram export (no year;
given replies and thread membership as given links; bots, edits, attachments; the #ubuntu-only steps off)
and every bad export refused with one line (exit 2) or counted, never a reply sent to the wrong message."""
from __future__ import annotations

import datetime as dt
import json
import os
import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
import yaml

from conftest import snapshot
from disentangle import extract
from disentangle.cli import main
from disentangle.dialogues.bot_commands import BotCommands
from disentangle.download import DEFAULT_CHANNEL
from disentangle.extract.day import given_scored
from disentangle.extract.sources.chat import ChannelDays, ChatDays, ChatExport, chat_output_name
from disentangle.extract.sources.irclogs import irc_info
from disentangle.linking.confidence import ScoredLinks
from disentangle.linking.links import Link
from disentangle.logs.chat_days import read_chat_day
from helpers import (
    discord_item,
    make_options,
    slack_item,
    telegram_item,
    write_discord_export,
    write_slack_workspace,
    write_telegram_export,
)

CONVERSATION = ["how do I mount a usb disk on ubuntu?", "plug it in, then run lsblk to see it",
                "lsblk shows sdb1 but nothing mounted", "sudo mount /dev/sdb1 /mnt should do it",
                "that worked, thanks a lot", "you're welcome, good luck"]


def conversation(start: int = 1, minute: int = 0, replies: bool = True) -> list[dict]:
    """Alice asks, Bob answers: six messages, each (with `replies`) a platform reply to the one before."""
    return [discord_item(start + k, text, ("alice", "bob")[k % 2], minute + k,
                         reply=start + k - 1 if replies and k else None) for k, text in enumerate(CONVERSATION)]


def card_header(card: str) -> dict:
    return yaml.safe_load(card.split("---\n")[1])


def chat_options(tiny_model: Path, tmp: Path, export: Path, **changes) -> extract.ExtractOptions:
    return make_options(tiny_model, tmp, logs=export, first_day=None, last_day=None, **changes)


def the_channel(source: extract.PreparedSource) -> ChannelDays:
    """The one channel of a prepared chat export: its split's folder and summary."""
    assert isinstance(source.reader, ChatDays)
    [channel] = source.reader.channels
    return channel


def split_lines(source: extract.PreparedSource) -> list[dict]:
    """Every message line of a prepared source's chat-day files, in date order."""
    work = the_channel(source).work
    return [json.loads(line) for day in sorted(work.glob("*.jsonl")) for line in day.read_text().splitlines()]


def prepared(export: Path, platform: str, tmp: Path, **changes) -> extract.PreparedSource:
    return ChatExport(export, platform, extract.ExtractOptions(logs=export, **changes)).prepare()


pytestmark = pytest.mark.usefixtures("own_cache")   # each test its own cache root (conftest.py)


def test_a_discord_export_needs_no_year_and_keeps_its_replies_as_given_links(tiny_model, tmp_path):
    export = write_discord_export(tmp_path / "export.json", conversation() + conversation(100, 24 * 60))
    report = extract.extract_logs(None, chat_options(tiny_model, tmp_path, export))
    assert report.days["done"] == 2 and sum(report.dialogues.values()) == 2
    stats = json.loads((tmp_path / "out" / "stats.json").read_text())
    run = stats["run"]
    assert run["chat_export"]["replies_given"] == 10 and run["chat_export"]["channel"] == "general"
    assert run["ubuntu_steps"]["man_page_grounding"].startswith("skipped: the source is a discord export")
    assert stats["dataset"]["bot_commands"]["mode"] == "keep"
    readme = (tmp_path / "out" / "README.md").read_text()
    title = "# discord export general dialogues of 2024-03-01 to 2024-03-02"   # the span, not "of 2024"
    assert readme.startswith(title) and "--logs EXPORT" in readme
    card = (tmp_path / "out" / "hf" / "README.md").read_text()  # no #ubuntu attribution for another source
    assert title in card and "from a discord export general" in card
    assert "irclogs.ubuntu.com" not in card and "#ubuntu" not in card.split("## Source and licence")[1][:400]
    assert "--logs EXPORT" in card and "the #ubuntu IRC channel" not in card
    assert stats["dataset"]["logs"]["channel"] == "general" and stats["dataset"]["logs"]["platform"] == "discord"
    assert card_header(card)["tags"] == ["dialogue", "discord", "response-selection", "disentanglement"]
    lines = [json.loads(line) for split in ("train", "dev", "test")
             for line in __import__("gzip").open(tmp_path / "out" / "dialogues" / f"{split}.jsonl.gz", "rt")]
    assert sorted(len(d["turns"]) for d in lines) == [6, 6] and all(0 < d["confidence"] <= 1 for d in lines)


def test_given_links_replace_the_model_and_are_certain():
    scored = ScoredLinks((Link("x", 0, 0), Link("x", 1, 1), Link("x", 2, 2)), 0,
                         (np.array([1.0]), np.array([0.5, 0.5]), np.array([0.2, 0.3, 0.5])))
    log = read_chat_day(b"", "x", __import__("datetime").date(2024, 3, 1))
    log = __import__("dataclasses").replace(log, given_parents=(None, None, 0))
    given = given_scored(scored, log)
    assert [link.parent for link in given.links] == [0, 1, 0] and given.probability(2, 0) == 1.0
    assert given.probability(1, 1) == 0.5


def test_given_links_leave_every_other_link_as_a_link_without_probability():
    """`given_scored` keeps a link the platform gives nothing for as it was when it holds no probability, and
    makes it anew (without one, as before) when it does: the links equal the model's with given parents in."""
    scored = ScoredLinks((Link("x", 0, 0, 0.9), Link("x", 1, 0), Link("x", 2, 1)), 0,
                         (np.array([1.0]), np.array([0.5, 0.5]), np.array([0.2, 0.3, 0.5])))
    log = __import__("dataclasses").replace(read_chat_day(b"", "x", __import__("datetime").date(2024, 3, 1)),
                                            given_parents=(None, None, 0))
    given = given_scored(scored, log).links
    assert given == (Link("x", 0, 0), Link("x", 1, 0), Link("x", 2, 0))
    assert [link.probability for link in given] == [None, None, None]


def test_jobs_one_and_two_write_the_same_bytes(tiny_model, tmp_path):
    export = write_discord_export(tmp_path / "export.json", [item for day in range(3)
                                                             for item in conversation(100 * day + 1, day * 1440)])
    for jobs in (1, 2):
        extract.extract_logs(None, chat_options(tiny_model, tmp_path / str(jobs), export, jobs=jobs))
    assert snapshot(tmp_path / "1" / "out") == snapshot(tmp_path / "2" / "out")


def test_the_default_output_folder_is_named_after_the_channel(tiny_model, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    export = write_telegram_export(tmp_path / "result.json", [telegram_item(1, "hello there")], name="Our Group!",
                                   kind="public_supergroup")
    report = extract.extract_logs(None, chat_options(tiny_model, tmp_path, export, output=None))
    assert report.output == tmp_path / "data" / "extracted" / "telegram-Our-Group"
    assert chat_output_name("slack", "#random", 2024) == "slack-random-2024"


@pytest.mark.parametrize("kind", ["private_group", "private_supergroup", "private_channel"])
def test_a_private_telegram_group_is_named_by_a_neutral_label_whatever_its_title(tiny_model, tmp_path, monkeypatch,
                                                                                 kind):
    """Members name a private group after themselves in any script and with any joins ("Оля, Марта и Ким"): its
    title is not public, so no released name holds it, shaped as a names list or not."""
    monkeypatch.chdir(tmp_path)
    export = write_telegram_export(tmp_path / "result.json", [telegram_item(1, "hello there")],
                                   name="Оля, Марта и Ким", kind=kind)
    report = extract.extract_logs(None, chat_options(tiny_model, tmp_path, export, output=None))
    assert report.output.name.startswith("telegram-chat-") and "Марта" not in str(report.output)


def test_from_and_to_and_a_year_choose_among_the_days(tmp_path):
    export = write_discord_export(tmp_path / "e.json", conversation() + conversation(100, 3 * 1440))
    source = ChatExport(export, "discord", extract.ExtractOptions(logs=export, first_day=__import__(
        "datetime").date(2024, 3, 4))).prepare()
    assert [unit.date for unit in source.units] == ["2024-03-04"]
    with pytest.raises(extract.SettingError, match="holds no message of 2023-01-01..2023-12-31"):
        ChatExport(export, "discord", extract.ExtractOptions(logs=export), 2023).prepare()


def test_a_discord_thread_file_joins_its_channel_with_thread_links(tmp_path):
    folder = tmp_path / "server"
    folder.mkdir()
    write_discord_export(folder / "general.json", [discord_item(500, "anyone know grub?", minute=0),
                                                   discord_item(501, "unrelated chatter", "carol", minute=1)])
    write_discord_export(folder / "thread.json", [discord_item(600, "what about grub?", "bob", minute=2),
                                                  discord_item(601, "update-grub", "alice", minute=3)],
                         channel="grub help", channel_id="500", thread_of=("900", "general"))
    lines = split_lines(prepared(folder, "discord", tmp_path))
    assert [line["i"] for line in lines] == ["500", "501", "600", "601"]
    assert [line["p"] for line in lines] == [None, None, 0, 2]  # first: the thread's root; then the one before


def test_slack_workspace_channel_choice_threads_edits_and_names(tmp_path):
    root = write_slack_workspace(tmp_path / "ws", {
        "general": {"2024-03-01": [slack_item("1709283600.000100", "root question"),
                                   slack_item("1709283660.000200", "in thread", "U2", thread_ts="1709283600.000100"),
                                   slack_item("1709283720.000300", "typo", "U1"),
                                   {"type": "message", "subtype": "message_changed", "ts": "1709283780.000400",
                                    "message": {"ts": "1709283720.000300", "text": "fixed text"}},
                                   slack_item("1709283840.000500", "bot says hi", "", bot_id="B1", username="deploy"),
                                   slack_item("1709283900.000600", "", "U2", files=[{"name": "shot.png"}]),
                                   slack_item("1709283960.000700", "", "U1", subtype="channel_join")]},
        "random": {"2024-03-01": [slack_item("1709283600.000100", "hi")]}})
    with pytest.raises(extract.SettingError, match=r"^channel #off-topic: not a channel of .*; its channels: "
                                                   r"general, random$"):
        prepared(root, "slack", tmp_path, channel="#off-topic")
    source = prepared(root, "slack", tmp_path, channel="#general")
    lines = split_lines(source)
    names = json.loads((the_channel(source).work / "names.json").read_text())
    assert [line["x"] for line in lines] == ["root question", "in thread", "fixed text", "bot says hi",
                                             "[attachment: shot.png]", ""]
    assert [line["p"] for line in lines] == [None, 0, None, None, None, None]
    assert [line["b"] for line in lines] == [False, False, False, True, False, False]
    assert lines[-1]["k"] == "system" and {"Alice", "bobby", "Bob Smith", "U1", "U2", "alice"} <= set(names)
    assert the_channel(source).summary["counts"]["edits_applied"] == 1


@pytest.mark.parametrize("mode, texts", [("keep", ["look", "[attachment: cat.png]"]), ("drop", ["look"])])
def test_attachment_only_messages_are_marked_or_dropped(tmp_path, mode, texts):
    export = write_discord_export(tmp_path / "e.json", [
        discord_item(1, "look"), discord_item(2, "", attachments=[{"fileName": "cat.png"}])])
    assert [line["x"] for line in split_lines(prepared(export, "discord", tmp_path, attachments=mode))] == texts


def test_telegram_entities_service_lines_bots_and_replies(tmp_path):
    export = write_telegram_export(tmp_path / "result.json", [
        telegram_item(1, ["see ", {"type": "link", "text": "https://x.org"}, " and ",
                          {"type": "mention", "text": "@bob"}]),
        telegram_item(2, "thanks", "Bob", 1, reply_to_message_id=1),
        {"id": 3, "type": "service", "date_unixtime": "1709283720", "actor": "Carol", "actor_id": "user9",
         "action": "join_group_by_link", "text": ""},
        telegram_item(4, "a gif", "Bob", 3, via_bot="@gif"),
        telegram_item(5, "answer", "Bob", 4, reply_to_message_id=999)])
    source = prepared(export, "telegram", tmp_path)
    lines = split_lines(source)
    assert lines[0]["x"] == "see https://x.org and @bob" and lines[1]["p"] == 0
    assert (lines[2]["k"], lines[2]["x"]) == ("system", "join group by link") and lines[3]["b"] is False  # via_bot: the human's
    assert lines[4]["p"] is None and the_channel(source).summary["counts"]["replies_to_messages_not_in_export"] == 1


def test_bot_nicks_given_with_bot_are_bots(tmp_path):
    export = write_discord_export(tmp_path / "e.json", [discord_item(1, "hi", "alice"),
                                                        discord_item(2, "!help", "helperbot")])
    source = ChatExport(export, "discord", extract.ExtractOptions(logs=export, bot_commands=BotCommands(
        bots=("Helperbot",)))).prepare()
    assert [line["b"] for line in split_lines(source)] == [False, True]


def test_an_irc_channel_other_than_ubuntu_skips_the_ubuntu_steps(tmp_path):
    options = extract.ExtractOptions(channel="#python", first_day=__import__("datetime").date(2015, 12, 31),
                                     download=False, cache=tmp_path, corpus=tmp_path, irclogs=tmp_path)
    python = irc_info(options, extract.records.KIND_IRCLOGS, 2015)
    assert python.not_ubuntu == "the channel is #python, not #ubuntu" and not python.ubuntu
    assert python.bot_commands.mode == "keep" and python.rerun == "--channel #python"
    ubuntu = irc_info(replace(options, channel="#ubuntu"), extract.records.KIND_IRCLOGS, 2015)
    assert ubuntu.ubuntu and ubuntu.bot_commands == options.bot_commands and ubuntu.rerun == "--year 2015"


# --- bad exports ---------------------------------------------------------------------------------------

def run_extract(capsys, *argv) -> tuple[int, str]:
    code = main(["extract", "--no-download", *map(str, argv)])
    return code, capsys.readouterr().err


@pytest.mark.fault
def test_a_reused_discord_id_never_moves_a_reply_to_the_later_message(tmp_path):
    export = write_discord_export(tmp_path / "e.json", [
        discord_item(1, "first message"), discord_item(2, "other"), discord_item(1, "reuses id 1", minute=1),
        discord_item(3, "reply to 1", "bob", 2, reply=1)])
    source = prepared(export, "discord", tmp_path)
    lines = split_lines(source)
    assert [line["x"] for line in lines] == ["first message", "other", "reply to 1"]
    assert lines[-1]["p"] == lines[0]["s"] and the_channel(source).summary["counts"]["duplicate_ids_dropped"] == 1


@pytest.mark.fault
def test_a_slack_ts_out_of_any_year_is_a_message_without_time_not_a_traceback(tmp_path):
    root = write_slack_workspace(tmp_path / "ws", {"general": {"2024-03-01": [
        slack_item("1709283600.000100", "fine"), slack_item("99999999999999", "far future"),
        slack_item("1709283700.000100", "fine too")]}})
    source = prepared(root, "slack", tmp_path)
    assert the_channel(source).summary["counts"]["messages_without_time"] == 1 and len(split_lines(source)) == 3


@pytest.mark.fault
def test_a_thread_whose_root_is_missing_links_only_within_the_thread(tmp_path):
    root = write_slack_workspace(tmp_path / "ws", {"general": {"2024-03-01": [
        slack_item("1709283660.000200", "reply one", thread_ts="1709200000.000000"),
        slack_item("1709283720.000300", "reply two", "U2", thread_ts="1709200000.000000")]}})
    source = prepared(root, "slack", tmp_path)
    assert [line["p"] for line in split_lines(source)] == [None, 0]
    assert the_channel(source).summary["counts"]["thread_messages_without_root"] == 1


@pytest.mark.fault
@pytest.mark.parametrize("make, fragment", [
    (lambda tmp: write_discord_export(tmp / "e.json", []), "an empty export"),
    (lambda tmp: (tmp / "e.json").write_text('{"guild": {"id": "1"}, "channel": {"id": "2", "name": "g"}, '
                                               '"messages": [{"id": "1", "content": "cut'), "truncated or damaged"),
    (lambda tmp: write_telegram_export(tmp / "result.json", [telegram_item(1, [{"type": "bold"}])]),
     "a text entity without text"),
    (lambda tmp: write_discord_export(tmp / "e.json", [discord_item(1, "x", timestamp="never"),
                                                       discord_item(2, "y", timestamp="never")]),
     "2 of 2 messages have no readable time"),
])
def test_a_bad_export_is_one_line_and_exit_2(capsys, tmp_path, make, fragment):
    made = make(tmp_path)
    export = made if isinstance(made, Path) else tmp_path / "e.json"
    code, err = run_extract(capsys, "--logs", export, "--output", tmp_path / "out")
    assert code == 2 and fragment in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists()


@pytest.mark.fault
def test_mixed_platforms_in_one_folder_are_refused(capsys, tmp_path):
    write_discord_export(tmp_path / "d.json", [discord_item(1, "x")])
    write_telegram_export(tmp_path / "result.json", [telegram_item(1, "y")])
    code, err = run_extract(capsys, "--logs", tmp_path, "--output", tmp_path / "out")
    assert code == 2 and "exports of several platforms in one folder: discord (d.json), telegram" in err


@pytest.mark.fault
def test_unknown_telegram_entity_types_are_read_by_their_text_and_counted(tmp_path):
    export = write_telegram_export(tmp_path / "result.json", [telegram_item(1, ["a ", {"type": "sparkle",
                                                                                        "text": "b"}])])
    source = prepared(export, "telegram", tmp_path)
    assert split_lines(source)[0]["x"] == "a b" and the_channel(source).summary["counts"]["unknown_entity_type:sparkle"] == 1


@pytest.mark.fault
def test_the_archive_without_a_year_names_the_year_and_an_empty_tree_says_so(capsys, tmp_path):
    code, err = run_extract(capsys, "--output", tmp_path / "out")
    assert code == 2 and "--year is needed for the irclogs archive" in err
    code, err = run_extract(capsys, "--logs", tmp_path, "--output", tmp_path / "out")
    assert code == 2 and "holds no day of #ubuntu (YYYY/MM/DD/#ubuntu.txt)" in err


def test_the_split_is_reused_while_the_export_is_unchanged(tmp_path):
    export = write_discord_export(tmp_path / "e.json", conversation())
    first = prepared(export, "discord", tmp_path)
    again = prepared(export, "discord", tmp_path)
    assert the_channel(first).work == the_channel(again).work
    os.utime(export, ns=(1, 1))      # touched, the same bytes: reused (the key is the content)
    assert the_channel(prepared(export, "discord", tmp_path)).work == the_channel(first).work
    write_discord_export(export, conversation(start=50))
    assert the_channel(prepared(export, "discord", tmp_path)).work != the_channel(first).work


# --- IRC logs of any channel, no year --------------------------------------------------------------------

def test_an_irc_tree_without_a_year_reads_its_own_days(tiny_model, tree, tmp_path):
    options = make_options(tiny_model, tmp_path, logs=tree, first_day=None, last_day=None)
    source = extract.source_for(None, options)
    ready = source.prepare()
    assert (ready.dates.first.isoformat(), ready.dates.last.isoformat()) == ("2015-01-20", "2015-01-24")
    assert ready.output_name == "irc-ubuntu" and ready.info.ubuntu and ready.year is None
    with_year = extract.extract_logs(2015, make_options(tiny_model, tmp_path / "year", logs=tree))
    without = extract.extract(source, options)
    assert without.dialogues == with_year.dialogues and sum(without.dialogues.values()) > 0


def test_a_log_file_of_another_channel_without_a_year(tiny_model, tmp_path):
    log = tmp_path / "python.weechatlog"
    lines = [f"2024-05-0{day} 10:0{k}:00\t{nick}\t{text}" for day in (1, 2)
             for k, (nick, text) in enumerate(zip(["alice", "bob"] * 3, CONVERSATION))]
    log.write_text("\n".join(lines) + "\n")
    options = make_options(tiny_model, tmp_path, logs=log, first_day=None, last_day=None, channel="#python")
    report = extract.extract_logs(None, options)
    stats = json.loads((tmp_path / "out" / "stats.json").read_text())
    assert report.days["done"] == 2 and stats["dataset"]["range"] == ["2024-05-01", "2024-05-02"]
    assert stats["run"]["ubuntu_steps"]["bot_commands"] == "skipped: the channel is #python, not #ubuntu"
    assert stats["dataset"]["logs"]["channel"] == "#python" and "platform" not in stats["dataset"]["logs"]
    readme, card = (tmp_path / "out" / "README.md").read_text(), (tmp_path / "out" / "hf" / "README.md").read_text()
    assert readme.startswith("# #python dialogues of 2024-05-01 to 2024-05-02") and "`YYYY/MM/DD/#python.txt`" in readme
    assert card_header(card)["tags"] == ["dialogue", "irc", "response-selection", "disentanglement"]
    for text in (readme, card):  # format names stay: DSTC7's files (ubuntu_train_subtask_1.json), UDC
        assert "ubuntu" not in re.sub(r"ubuntu_\S+|Ubuntu Dialogue Corpus", "", text).casefold(), text


# --- several channels of one export in one run ----------------------------------------------------------

def tagged(tag: str, start: int, minute: int, replies: bool = True) -> list[dict]:
    """`conversation`, each text ending in `(tag)` (the channel it was said in), each answer addressed to
    the other speaker by name (so that the model links it without a platform reply)."""
    items = conversation(start, minute, replies)
    return [{**item, "content": f"{'' if k == 0 else ('alice', 'bob')[(k + 1) % 2] + ': '}{item['content']} ({tag})"}
            for k, item in enumerate(items)]


def discord_server(folder: Path, days: dict[str, tuple[int, ...]], replies: bool = True) -> Path:
    """A DiscordChatExporter folder of server `g`: per channel, one conversation on each of its days (days
    after March 1, 2024), every text opened by the channel's name."""
    folder.mkdir(parents=True, exist_ok=True)
    for number, (channel, offsets) in enumerate(days.items()):
        items = [item for k, day in enumerate(offsets)
                 for item in tagged(channel, 1000 * number + 100 * k + 1, day * 1440, replies)]
        write_discord_export(folder / f"{channel}.json", items, channel=channel, channel_id=str(900 + number))
    return folder


def dialogue_lines(out: Path) -> list[dict]:
    return [json.loads(line) for split in ("train", "dev", "test")
            for line in __import__("gzip").open(out / "dialogues" / f"{split}.jsonl.gz", "rt")]


def test_a_discord_server_gives_one_dataset_of_all_its_channels_named_after_the_server(tiny_model, tmp_path,
                                                                                         monkeypatch):
    monkeypatch.chdir(tmp_path)
    server = discord_server(tmp_path / "server", {"general": (0,), "random": (0,)}, replies=False)
    report = extract.extract_logs(None, chat_options(tiny_model, tmp_path, server, output=None))
    out = tmp_path / "data" / "extracted" / "discord-g"
    assert report.output == out and report.days["done"] == 2
    assert sorted(str(p.relative_to(out / "days")) for p in (out / "days").rglob("*.gz")) == [
        "general/2024-03-01.jsonl.gz", "random/2024-03-01.jsonl.gz"]
    dialogues = dialogue_lines(out)
    assert sorted(d["id"] for d in dialogues) == ["learned:general/2024-03-01:0", "learned:random/2024-03-01:0"]
    for dialogue in dialogues:  # the same minutes in both channels, yet no conversation crosses them
        channel = dialogue["source"].split("/")[1]
        assert dialogue["date"] == "2024-03-01" and dialogue["source"] == f"discord/{channel}/2024-03-01.jsonl"
        assert all(text.endswith(f"({channel})") for turn in dialogue["turns"] for text in turn["originals"])
    stats = json.loads((out / "stats.json").read_text())
    assert stats["validation"]["ok"] and stats["validation"]["provenance"] == []  # each line's ids: its channel's
    assert stats["dataset"]["logs"]["channel"] == ["general", "random"]
    assert stats["dataset"]["logs"]["platform"] == "discord" and stats["days"]["in_range"] == 2
    channels = stats["totals"]["channels"]
    assert {key: (c["name"], c["days_read"], c["lines"], c["dialogues_kept"]) for key, c in channels.items()} == {
        "general": ("general", 1, 6, 1), "random": ("random", 1, 6, 1)}
    assert sum(c["dialogues_kept"] for c in channels.values()) == sum(report.dialogues.values())
    run = stats["run"]["chat_export"]
    assert run["channel"] == ["general", "random"] and run["messages_read"] == 12
    assert {key: c["messages_read"] for key, c in run["channels"].items()} == {"general": 6, "random": 6}
    readme = (out / "README.md").read_text()
    assert readme.startswith("# discord export g (2 channels) dialogues of 2024")
    assert "`learned:CHANNEL/DATE:FIRST_LINE`" in readme
    card = (out / "hf" / "README.md").read_text()
    assert card_header(card)["tags"] == ["dialogue", "discord", "response-selection", "disentanglement"]
    for text in (readme, card):
        assert "ubuntu" not in re.sub(r"ubuntu_\S+|Ubuntu Dialogue Corpus", "", text).casefold(), text


def test_each_channel_takes_context_only_from_its_own_previous_day(tiny_model, tmp_path):
    """random's first day (March 3) follows general's last (March 2) in the run: it gets no context."""
    server = discord_server(tmp_path / "server", {"general": (0, 1), "random": (2,)})
    extract.extract_logs(None, chat_options(tiny_model, tmp_path, server))
    per_day = json.loads((tmp_path / "out" / "stats.json").read_text())["days"]["per_day"]
    assert {key: day["context_lines"] for key, day in per_day.items()} == {
        "general/2024-03-01": 0, "general/2024-03-02": 6, "random/2024-03-03": 0}


def test_several_channels_write_the_same_bytes_with_one_or_two_jobs_and_resume(tiny_model, tmp_path):
    server = discord_server(tmp_path / "server", {"general": (0, 1), "help": (0, 2), "random": (1,)})
    for jobs in (1, 2):
        extract.extract_logs(None, chat_options(tiny_model, tmp_path / str(jobs), server, jobs=jobs))
    assert snapshot(tmp_path / "1" / "out") == snapshot(tmp_path / "2" / "out")
    again = extract.extract_logs(None, chat_options(tiny_model, tmp_path / "1", server))
    assert again.days["reused"] == 5 and snapshot(tmp_path / "1" / "out") == snapshot(tmp_path / "2" / "out")
    (tmp_path / "1" / "out" / "days" / "help" / "2024-03-03.jsonl.gz").unlink()  # one channel's day lost
    resumed = extract.extract_logs(None, chat_options(tiny_model, tmp_path / "1", server))
    assert (resumed.days["reused"], resumed.days["done"]) == (4, 1)
    assert snapshot(tmp_path / "1" / "out") == snapshot(tmp_path / "2" / "out")


def test_one_channel_asked_of_a_server_is_the_run_of_that_channel_alone(tiny_model, tmp_path):
    server = discord_server(tmp_path / "server", {"general": (0,), "random": (0,)})
    extract.extract_logs(None, chat_options(tiny_model, tmp_path / "asked", server, channel="#general"))
    write_discord_export(tmp_path / "alone.json", tagged("general", 1, 0), channel="general", channel_id="900")
    extract.extract_logs(None, chat_options(tiny_model, tmp_path / "alone", tmp_path / "alone.json"))
    asked, alone = snapshot(tmp_path / "asked" / "out"), snapshot(tmp_path / "alone" / "out")
    assert asked == alone and "days/2024-03-01.jsonl.gz" in asked
    stats = json.loads(asked["stats.json"])
    assert stats["dataset"]["logs"]["channel"] == "general" and "channels" not in stats["totals"]


@pytest.mark.parametrize("channel", [DEFAULT_CHANNEL, "all", "random,general", "#general,#RANDOM"])
def test_slack_channels_are_all_by_default_or_those_asked(tmp_path, channel):
    root = write_slack_workspace(tmp_path / "acme", {
        "general": {"2024-03-01": [slack_item("1709283600.000100", "hello")]},
        "random": {"2024-03-01": [slack_item("1709283600.000100", "hi")]},
        "empty": {}})
    source = prepared(root, "slack", tmp_path, channel=channel)
    assert source.info.channels == ("#general", "#random") and source.info.channel_keys == ("general", "random")
    assert source.output_name == "slack-acme" and source.info.label == "slack export acme (2 channels)"
    assert [(d.key, d.source) for d in source.read()] == [
        ("general/2024-03-01", "slack/general/2024-03-01.jsonl"), ("random/2024-03-01", "slack/random/2024-03-01.jsonl")]


@pytest.mark.fault
@pytest.mark.parametrize("asked, unknown", [("#off-topic", "#off-topic"), ("general,nope,misc", "nope, misc")])
def test_a_channel_not_in_the_export_is_one_line_listing_its_channels(capsys, tmp_path, asked, unknown):
    server = discord_server(tmp_path / "server", {"general": (0,), "random": (0,)})
    code, err = run_extract(capsys, "--logs", server, "--output", tmp_path / "out", "--channel", asked)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert f"--channel {unknown}: not a channel of {server}; its channels: general, random" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.fault
def test_compare_refuses_an_export_of_several_channels_in_one_line(capsys, tmp_path):
    server = discord_server(tmp_path / "server", {"general": (0,), "random": (0,)})
    code = main(["compare", "--no-download", "--year", "2024", "--logs", str(server), "--work", str(tmp_path / "w"),
                 "--output", str(tmp_path / "c")])
    err = capsys.readouterr().err
    assert code == 2 and "holds 2 channels; compare reads an export of one channel" in err
    assert len(err.strip().splitlines()) == 1


def test_an_export_across_new_year_is_titled_by_its_span_not_its_first_year(tmp_path):
    items = [discord_item(1, "hi, is the mirror down?", "alice", 0, timestamp="2017-06-25T10:00:00+00:00"),
             discord_item(2, "it is back now", "bob", 0, timestamp="2018-01-20T10:00:00+00:00")]
    source = prepared(write_discord_export(tmp_path / "e.json", items), "discord", tmp_path)
    assert source.period == "2017-06-25 to 2018-01-20" and source.title_year == 2017
    later = prepared(tmp_path / "e.json", "discord", tmp_path, first_day=dt.date(2018, 1, 1))
    assert later.period == "2018-01-20"
