"""One parser per chat platform: `predict`'s reader (`logs.exports.reading.load_any`) and `extract`'s chat-day files
(`extract.sources.chat.ChatExport`) of the same export give the same messages, nicks, texts, bot flags,
kinds, minutes, given parents, platform ids and known names. The one difference kept on purpose: `predict`
keeps a message that reuses an earlier message's id (its indices are positions in the export), `extract`
drops it; both send a reply to the first message of the id. This test fails when either path changes alone.
"""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from conftest import DATA
from disentangle import extract
from disentangle.extract.sources.chat import ChatDays, ChatExport
from disentangle.logs.chat_days import read_chat_day
from disentangle.logs.exports import DISCORD, PLATFORMS, SLACK, TELEGRAM, load_any
from disentangle.logs.records import Log
from helpers import (
    CHAT_START,
    discord_item,
    slack_item,
    telegram_item,
    write_discord_export,
    write_slack_workspace,
    write_telegram_export,
)

EXPORTS = DATA / "exports"
LONG = "x" * 5000                                     # longer than a line may be
TS0 = int(CHAT_START.timestamp())


def ts(seconds: int) -> str:
    return f"{TS0 + seconds}.000100"


def bot_author(name: str) -> dict:
    return {"id": f"u-{name}", "name": name, "nickname": name, "isBot": True}


def discord_export(tmp: Path) -> Path:
    """Replies (to a message exported, not exported, later, an id used twice), a bot, a join, an attachment
    alone, line breaks and control characters, a long text, messages without a time."""
    return write_discord_export(tmp / "discord.json", [
        discord_item(1, "no time, before any time", "zed", timestamp=None),
        discord_item(2, "hello\nworld\tagain", "alice", 1),
        discord_item(3, "answer with a \x07bell", "bob", 2, reply=2),
        discord_item(3, "the same id again", "carol", 3),
        discord_item(4, "to the reused id", "alice", 4, reply=3),
        discord_item(5, "", "bob", 5, attachments=[{"fileName": "shot.png"}]),
        discord_item(6, "no time in the middle", "carol", timestamp="yesterday"),
        discord_item(7, "reply to a message not exported", "alice", 7, reply=999),
        discord_item(8, "reply to a later message", "bob", 8, reply=9),
        discord_item(9, "beep", "botty", 9, author=bot_author("botty")),
        discord_item(10, "Joined the server.", "dave", 10, type="GuildMemberJoin"),
        discord_item(11, LONG, "dave", 11),
        discord_item(12, "back in time", "erin", 6),
        discord_item(13, "next day", "erin", 24 * 60 + 5, reply=12),
    ])


def discord_thread(tmp: Path) -> Path:
    """A thread exported as its own file: its messages are linked within the thread."""
    return write_discord_export(tmp / "thread.json", [
        discord_item(21, "in the thread", "alice", 1), discord_item(22, "me too", "bob", 2),
        discord_item(23, "and a reply", "carol", 3, reply=21)], channel="help", channel_id="950",
        thread_of=("900", "general"))


def slack_export(tmp: Path) -> Path:
    """Threads (a root, replies, a reply to a thread not exported), an edit, a bot, an action, a join, a file
    alone, mentions (of a user users.json names, of one only a message profile names), a ts out of order and
    one beyond any year, line breaks, a ts of one day in the next day's file."""
    day_one = [
        slack_item(ts(60), "<@U2> hi\nthere", thread_ts=ts(60)),
        slack_item(ts(30), "earlier in the file order", "U2"),
        slack_item(ts(120), "in the thread", "U2", thread_ts=ts(60)),
        slack_item("99999999999999", "a ts beyond any year", "U2"),
        slack_item(ts(180), "again in the thread", "U3", thread_ts=ts(60), user_profile={"display_name": "cara"}),
        {"type": "message", "subtype": "message_changed", "ts": ts(200),
         "message": {"ts": ts(120), "text": "in the thread (edited)"}},
        {"type": "message", "subtype": "bot_message", "ts": ts(240), "username": "deploybot", "bot_id": "B1",
         "text": "deployed &amp; healthy"},
        slack_item(ts(300), "waves", subtype="me_message"),
        slack_item(ts(360), "<@U1> has joined the channel", subtype="channel_join"),
        slack_item(ts(420), "", "U2", subtype="file_share", files=[{"name": "log.txt"}]),
        slack_item(ts(480), "to a thread not exported", thread_ts=ts(-9000)),
        slack_item(ts(540), "thanks <@U3> and <@U9|someone>"),
    ]
    day_two = [slack_item(ts(600), "late in the first day, written in the second's file", "U2"),
               slack_item(ts(24 * 3600), "the second day", "U3")]
    root = write_slack_workspace(tmp / "slack", {"general": {"2024-03-01": day_one, "2024-03-02": day_two}})
    return root / "general"


def telegram_export(tmp: Path) -> Path:
    """Replies (exported, not exported, an id used twice), a service line, text entities (one unknown), a
    message through a bot, a photo alone, a message with `date` only, one without a time."""
    through_bot = telegram_item(6, "via a bot", "Carol", 5, via_bot="@helper_bot")
    dated_only = telegram_item(9, "date only", "Bob", 9)
    del dated_only["date_unixtime"]
    undated = telegram_item(10, "no time", "Bob", 10)
    del undated["date_unixtime"], undated["date"]
    return write_telegram_export(tmp / "result.json", [
        {"id": 1, "type": "service", "date": "2024-03-01T09:00:00", "date_unixtime": str(TS0), "actor": "Alice",
         "actor_id": "user1", "action": "join_group_by_link", "text": ""},
        telegram_item(2, ["see ", {"type": "link", "text": "https://x.org"}, {"type": "shiny", "text": "!"}],
                      "Alice", 1),
        telegram_item(3, "a reply", "Bob", 2, reply_to_message_id=2),
        telegram_item(3, "the same id again", "Carol", 3),
        telegram_item(4, "to the reused id\nover two lines", "Alice", 4, reply_to_message_id=3),
        through_bot,
        telegram_item(7, "", "Bob", 6, photo="photos/p.jpg"),
        telegram_item(8, "to a message not exported", "Alice", 7, reply_to_message_id=99),
        dated_only, undated])


BUILT = {"discord": (discord_export, DISCORD), "discord thread": (discord_thread, DISCORD),
         "slack": (slack_export, SLACK), "telegram": (telegram_export, TELEGRAM)}
SHIPPED = {"discord_general.json": DISCORD, "slack/general": SLACK, "telegram/result.json": TELEGRAM,
           "telegram": TELEGRAM, "slack_fields/ops": SLACK, "telegram_media": TELEGRAM,
           "discord_server/Homelab - Text Channels - general [720000000000000001].json": DISCORD}


def extract_log(path: Path, platform: str) -> Log:
    """The export as extract reads it: every chat-day file of its one channel, in date order, read as one
    chat-day log from midnight of its first day (given parents resolved across the days)."""
    days = list(ChatExport(path, platform, extract.ExtractOptions(logs=path)).prepare().read())
    return read_chat_day(b"".join(day.data for day in days), str(path), dt.date.fromisoformat(days[0].date))


def private_titles(path: Path, platform: str) -> frozenset[str]:
    """The titles of the run's private chats, which extract adds to the known names (`ChatDays.private_titles`)."""
    reader = ChatExport(path, platform, extract.ExtractOptions(logs=path)).prepare().reader
    assert isinstance(reader, ChatDays)
    return reader.private_titles()


def without_reused_ids(log: Log) -> tuple[list, list[int | None]]:
    """The messages of predict's log that extract keeps (a message reusing an earlier id is dropped there),
    and their given parents as positions among them."""
    seen: set[str] = set()
    kept: list[int] = []
    for message in log.messages:
        own = message.platform.message if message.platform is not None else ""
        if not own or own not in seen:
            kept.append(message.index)
        seen.add(own)
    position = {index: k for k, index in enumerate(kept)}
    given = log.given_parents or (None,) * len(log)
    return [log.messages[k] for k in kept], [None if given[k] is None else position[given[k]] for k in kept]


def records(messages: list, given: list[int | None]) -> list[tuple]:
    return [(m.kind, m.nick, m.text, m.from_bot, m.minute, m.clock, parent, m.platform)
            for m, parent in zip(messages, given)]


def both(path: Path, platform: str) -> tuple[list[tuple], list[tuple]]:
    predicted = load_any(path)
    extracted = extract_log(path, platform)
    titles = private_titles(path, platform)
    assert predicted.log_format == platform and predicted.known_names | titles == extracted.known_names
    assert predicted.date == extracted.date
    return records(*without_reused_ids(predicted)), records(list(extracted.messages), list(extracted.given_parents))


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_the_sample_exports_read_the_same_in_predict_and_extract(name):
    predicted, extracted = both(EXPORTS / name, SHIPPED[name])
    assert predicted == extracted


@pytest.mark.parametrize("name", sorted(BUILT))
def test_built_exports_with_every_case_read_the_same_in_predict_and_extract(tmp_path, name):
    build, platform = BUILT[name]
    predicted, extracted = both(build(tmp_path), platform)
    assert predicted == extracted


def test_the_comparison_sees_a_difference():
    """The records compared hold what would differ: a text, a kind or a given parent changed on one side."""
    predicted, extracted = both(EXPORTS / "discord_general.json", DISCORD)
    changed = [predicted[0][:2] + ("changed",) + predicted[0][3:]] + predicted[1:]
    assert changed != extracted and [r[6] for r in predicted] != [None] * len(predicted)


def test_every_registered_platform_is_compared():
    """A platform added to the registry (`logs.exports.registry.PLATFORMS`) is compared here too."""
    registered = {platform.name for platform in PLATFORMS}
    assert registered == set(SHIPPED.values()) == {platform for _, platform in BUILT.values()}
