"""Chat exports built from IRC text, for the chat-export benchmarks (`chat_exports_dev.py`,
`chat_export_scale.py`): a DiscordChatExporter file, a Slack channel folder and a Telegram Desktop
result.json with the same messages, some of them given the parent a platform reply would record.

`Said` is one message (time, nick, text, system or not, the index of its given parent or None); the
writers stream their JSON message by message, so an export of a million messages never sits in memory.
Slack has no reply to a message, only threads: a message given parent P joins P's thread (its `thread_ts`
is the thread root of P), so the parent extract reads back is the thread's message before it.
"""
from __future__ import annotations

import datetime as dt
import json
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

BASE_ID = 10 ** 17                     # Discord ids: snowflake-sized integers, as text
USER_NUMBERS = 10 ** 9                 # user ids are numbers below this


@dataclass(frozen=True)
class Said:
    when: dt.datetime
    nick: str
    text: str
    system: bool = False
    parent: int | None = None


def user_number(nick: str) -> int:
    """A platform user number for a nick, the same in every process (Python's `hash` of a str is not)."""
    return zlib.crc32(nick.encode("utf-8")) % USER_NUMBERS


def _dump(item: dict) -> str:
    return json.dumps(item, ensure_ascii=False, separators=(",", ":"))


def write_discord(path: Path, messages: Iterable[Said], channel: str = "general", channel_id: str = "2",
                  first_id: int = BASE_ID) -> None:
    """A DiscordChatExporter file of server `bench`; message k's id is `first_id + k` (give each channel of a
    server its own range)."""
    with path.open("w", encoding="utf-8") as out:
        out.write(_dump({"guild": {"id": "1", "name": "bench"}})[:-1] + ',"channel":'
                  + _dump({"id": channel_id, "type": "GuildTextChat", "name": channel}) + ',"messages":[')
        for index, said in enumerate(messages):
            item = {"id": str(first_id + index), "type": "Reply" if said.parent is not None else
                    ("GuildMemberJoin" if said.system else "Default"), "timestamp": said.when.isoformat(),
                    "content": said.text, "author": {"id": str(user_number(said.nick)), "name": said.nick,
                                                     "isBot": False}}
            if said.parent is not None:
                item["reference"] = {"messageId": str(first_id + said.parent)}
            out.write(("," if index else "") + _dump(item))
        out.write("]}\n")


def write_telegram(path: Path, messages: Iterable[Said], name: str = "bench") -> None:
    with path.open("w", encoding="utf-8") as out:
        out.write(_dump({"name": name, "type": "public_supergroup", "id": 1})[:-1] + ',"messages":[')
        for index, said in enumerate(messages):
            item = {"id": index + 1, "type": "service" if said.system else "message",
                    "date": said.when.replace(tzinfo=None).isoformat(),
                    "date_unixtime": str(int(said.when.timestamp())),
                    ("actor" if said.system else "from"): said.nick,
                    ("actor_id" if said.system else "from_id"): f"user{user_number(said.nick)}",
                    "text": said.text}
            if said.system:
                item["action"] = "join_group_by_link"
            if said.parent is not None:
                item["reply_to_message_id"] = said.parent + 1
            out.write(("," if index else "") + _dump(item))
        out.write("]}\n")


def write_slack(folder: Path, messages: Iterable[Said]) -> None:
    """A channel folder of day files; the ts of message k is its time plus k microseconds (unique)."""
    folder.mkdir(parents=True, exist_ok=True)
    roots: list[str] = []
    day, items = "", []

    def flush() -> None:
        if items:
            (folder / f"{day}.json").write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    for index, said in enumerate(messages):
        date = said.when.date().isoformat()
        if date != day:
            flush()
            day, items = date, []
        ts = f"{int(said.when.timestamp())}.{index % 10 ** 6:06d}"
        item = {"type": "message", "ts": ts, "user": f"U{user_number(said.nick)}", "text": said.text,
                "user_profile": {"display_name": said.nick}}
        if said.system:
            item["subtype"] = "channel_join"
        root = roots[said.parent] if said.parent is not None else ts
        if said.parent is not None:
            item["thread_ts"] = root
        roots.append(root)
        items.append(item)
    flush()
