"""DiscordChatExporter JSON, streamed for `extract`: the channels of a file or a folder of files (a thread
exported as its own file is a channel whose `category` / `categoryId` names its parent channel), and the
messages of a channel with its threads as `ChatMessage` records.

Fields read: `channel` {id, type, name, category, categoryId}; per message `id`, `type` (Default, Reply:
said; any other type, e.g. GuildMemberJoin, ChannelPinnedMessage, ThreadCreated: a system line), `timestamp`,
`content` (the exporter writes the last edit), `author` {id, name, nickname, isBot}, `reference.messageId`
(the reply's parent), `attachments[].fileName` and `stickers[].name` (a message with no text but these is
attachment-only), `mentions[]` {id, name, nickname} (names the export knows).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.exports_stream import DISCORD, file_platform, first_value, iso_time, stream_items, text_of
from disentangle.logs.formats import KIND_MESSAGE, KIND_SYSTEM
from disentangle.logs.records import LogError

__all__ = ["DiscordChannel", "discord_channel", "discord_channels", "discord_messages"]

SAID_TYPES = ("Default", "Reply")
REPLY_TYPES = ("Reply",)
THREAD_TYPE_MARK = "Thread"              # GuildPublicThread, GuildPrivateThread, GuildNewsThread
NAME_FIELDS = ("name", "nickname", "id")


@dataclass(frozen=True)
class DiscordChannel:
    """One exported file: its channel's id and name, and for a thread the id and name of its parent."""

    path: Path
    channel_id: str
    name: str
    parent_id: str = ""
    parent_name: str = ""

    @property
    def is_thread(self) -> bool:
        return bool(self.parent_id or self.parent_name) and self.parent_id != self.channel_id

    def belongs_to(self, channel: str) -> bool:
        """Is this file the channel `channel` (a name, `#name` or id), or one of its threads?"""
        wanted = channel.lstrip("#").casefold()
        own = {self.channel_id.casefold(), self.name.casefold()}
        parent = {self.parent_id.casefold(), self.parent_name.casefold()} - {""}
        return wanted in own or (self.is_thread and wanted in parent)


def discord_channel(path: Path) -> DiscordChannel:
    """The channel of one DiscordChatExporter file (LogError: it has no channel object)."""
    info = first_value(path, "channel")
    if not isinstance(info, dict):
        raise LogError(f"{path}: a DiscordChatExporter file without its channel object")
    is_thread = THREAD_TYPE_MARK in text_of(info.get("type"))
    return DiscordChannel(path, str(info.get("id", "")), text_of(info.get("name")),
                          str(info.get("categoryId", "")) if is_thread else "",
                          text_of(info.get("category")) if is_thread else "")


def discord_channels(path: Path) -> list[DiscordChannel]:
    """The exported files of `path` (one file, or every DiscordChatExporter file of a folder, by name)."""
    files = [path] if path.is_file() else sorted(p for p in path.iterdir() if p.is_file() and p.suffix == ".json")
    return [discord_channel(file) for file in files if file_platform(file) == DISCORD]


def _names(author: dict, mentions: Any) -> tuple[str, ...]:
    people = [author] + [m for m in mentions if isinstance(m, dict)] if isinstance(mentions, list) else [author]
    return tuple(str(person[key]) for person in people for key in NAME_FIELDS if person.get(key))


def _attachments(item: dict) -> tuple[str, ...]:
    files = [text_of(a.get("fileName")) or "file" for a in item.get("attachments") or () if isinstance(a, dict)]
    stickers = [text_of(s.get("name")) or "sticker" for s in item.get("stickers") or () if isinstance(s, dict)]
    return tuple(files + stickers)


def discord_message(item: Any, thread: str | None) -> ChatMessage:
    """One exported message (see the module docstring); `thread` is the id of the thread file it is in."""
    if not isinstance(item, dict):
        return ChatMessage("", None, KIND_SYSTEM, "", "")
    given = item.get("author")
    author = given if isinstance(given, dict) else {}
    kind = KIND_MESSAGE if item.get("type", SAID_TYPES[0]) in SAID_TYPES else KIND_SYSTEM
    reference = item.get("reference")
    reply_to = reference.get("messageId") if isinstance(reference, dict) else None
    return ChatMessage(str(item.get("id", "")), iso_time(item.get("timestamp")), kind,
                       str(author.get("nickname") or author.get("name") or ""), text_of(item.get("content")),
                       str(author.get("id", "")), author.get("isBot") is True,
                       str(reply_to) if reply_to is not None and item.get("type") in REPLY_TYPES else None,
                       thread, _attachments(item), _names(author, item.get("mentions")))


def discord_messages(channel: DiscordChannel) -> Iterator[ChatMessage]:
    """The messages of one exported file, in the file's order."""
    thread = channel.channel_id if channel.is_thread else None
    for item in stream_items(channel.path, "messages.item"):
        yield discord_message(item, thread)
