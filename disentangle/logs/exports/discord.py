"""DiscordChatExporter JSON, streamed (`DISCORD_EXPORT`): the channels of a file or a folder of files (a
thread or forum post exported as its own file, beside its channel or in a subfolder such as `_threads/`, is
a channel whose `category` / `categoryId` names its parent channel, its messages linked within the thread),
and the messages of a channel with its threads as `ChatMessage` records; for `predict`, one file as one log.

Fields read: `channel` {id, type, name, category, categoryId} (a channel is told by its id; a type
`DirectTextChat` or `DirectGroupTextChat` is a direct message, whose name is private); per message `id`, `type` (Default, Reply:
said; any other type, e.g. GuildMemberJoin, ChannelPinnedMessage, ThreadCreated: a system line), `timestamp`,
`content` (the exporter writes the last edit), `author` {id, name, nickname, isBot}, `reference` {messageId,
type} (the parent of a said message of any type, unless its `type` is `Forward`: a forward is no reply),
`forwardedMessage.content` (a forward's text, marked `FORWARD_MARK`; a raw user mention `<@123>` the
message's `mentions` name read as `@name`, any other left for the anonymiser, which takes its id out), `attachments[].fileName` and
`stickers[].name` (a message with no text but these is attachment-only), `mentions[]` {id, name, nickname}
(names the export knows). `embeds` and `reactions` are not read: the messages holding them are counted
(`messages_with_embeds`, `messages_with_reactions`). A record without an `id` or `content`, with a `content`
that is no string, or a `type` that is no string, is malformed (`ChatMessage.malformed`).
"""
from __future__ import annotations

import heapq
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.exports.base import FORWARD_MARK, ChannelMessages, ExportChannel
from disentangle.logs.exports.stream import first_key, first_value, head, iso_time, stream_items, text_of, value_kind
from disentangle.logs.formats import KIND_MESSAGE, KIND_SYSTEM
from disentangle.logs.records import LogError

__all__ = ["DISCORD", "DISCORD_EXPORT", "DiscordChannel", "DiscordExport", "discord_channel", "discord_channels",
           "discord_files", "discord_messages"]

DISCORD = "discord"
MESSAGES = "messages"
FIRST_KEYS = ("guild",)                  # DiscordChatExporter writes guild, channel, ..., messages

SAID_TYPES = ("Default", "Reply")
FORWARD_REFERENCE = "Forward"            # reference.type of a forward (DiscordChatExporter 2.44 on)
NOT_READ = (("embeds", "messages_with_embeds"), ("reactions", "messages_with_reactions"))
THREAD_TYPE_MARK = "Thread"              # GuildPublicThread, GuildPrivateThread, GuildNewsThread
DIRECT_TYPES = ("DirectTextChat", "DirectGroupTextChat")   # a DM's name is the other person's (privacy.titles)
NAME_FIELDS = ("name", "nickname", "id")
RAW_MENTION = re.compile(r"<@!?(\d+)>")   # a user mention as Discord stores it (an exporter may leave it raw)


@dataclass(frozen=True)
class DiscordChannel:
    """One exported file: its channel's id and name, and for a thread the id and name of its parent."""

    path: Path
    channel_id: str
    name: str
    parent_id: str = ""
    parent_name: str = ""
    direct: bool = False                 # a direct message (one person or a group of people)

    @property
    def is_thread(self) -> bool:
        return bool(self.parent_id or self.parent_name) and self.parent_id != self.channel_id

    @property
    def identity(self) -> str:
        """What tells this file's channel from another: its id (its name when the file gives none)."""
        return self.channel_id or self.name

    @property
    def parent(self) -> str:
        """What tells a thread's parent channel: its id (its name when the file gives none)."""
        return self.parent_id or self.parent_name

    def is_part_of(self, identity: str) -> bool:
        """Is this file the channel `identity` (`DiscordChannel.identity`), or one of its threads?"""
        return self.parent == identity if self.is_thread else self.identity == identity


def _told(first: bytes) -> bool:
    """Do a file's first bytes open a DiscordChatExporter file (its first key)?"""
    return first_key(first) in FIRST_KEYS


def discord_channel(path: Path) -> DiscordChannel:
    """The channel of one DiscordChatExporter file (LogError: it has no channel object)."""
    info = first_value(path, "channel")
    if not isinstance(info, dict):
        raise LogError(f"{path}: a DiscordChatExporter file without its channel object")
    is_thread = THREAD_TYPE_MARK in text_of(info.get("type"))
    return DiscordChannel(path, str(info.get("id", "")), text_of(info.get("name")),
                          str(info.get("categoryId", "")) if is_thread else "",
                          text_of(info.get("category")) if is_thread else "", text_of(info.get("type")) in DIRECT_TYPES)


def discord_files(path: Path) -> list[Path]:
    """The JSON files of a folder and of its subfolders (threads in `_threads/`, a server's channel folders),
    by path."""
    return sorted(p for p in path.rglob("*.json") if p.is_file())


def discord_channels(path: Path) -> list[DiscordChannel]:
    """The exported files of `path` (one file, or every DiscordChatExporter file of a folder and its
    subfolders, by path)."""
    files = [path] if path.is_file() else discord_files(path)
    return [discord_channel(file) for file in files if _told(head(file))]


def _names(author: dict, mentions: Any) -> tuple[str, ...]:
    people = [author] + [m for m in mentions if isinstance(m, dict)] if isinstance(mentions, list) else [author]
    return tuple(str(person[key]) for person in people for key in NAME_FIELDS if person.get(key))


def _attachments(item: dict) -> tuple[str, ...]:
    files = [text_of(a.get("fileName")) or "file" for a in item.get("attachments") or () if isinstance(a, dict)]
    stickers = [text_of(s.get("name")) or "sticker" for s in item.get("stickers") or () if isinstance(s, dict)]
    return tuple(files + stickers)


def _malformed(item: dict) -> str:
    """Why a message record cannot be read ("": it can)."""
    if "id" not in item:
        return "no id"
    if "content" not in item:
        return "no content"
    if not isinstance(item["content"], str):
        return f"content is a {type(item['content']).__name__}, not a string"
    if not isinstance(item.get("type", SAID_TYPES[0]), str):
        return f"type is a {type(item['type']).__name__}, not a string"
    return ""


def _reply_to(item: dict, said: bool) -> str | None:
    """The id a said message replies to (its `reference`, unless a forward's), None for none."""
    reference = item.get("reference")
    if not said or not isinstance(reference, dict) or reference.get("type") == FORWARD_REFERENCE:
        return None
    parent = reference.get("messageId")
    return None if parent is None else str(parent)


def _mentioned(mentions: Any) -> dict[str, str]:
    """User id -> shown name (nickname, else name) of a message's `mentions`."""
    people = [m for m in mentions if isinstance(m, dict)] if isinstance(mentions, list) else []
    return {str(m["id"]): str(m.get("nickname") or m.get("name")) for m in people
            if m.get("id") and (m.get("nickname") or m.get("name"))}


def _content(item: dict) -> str:
    """The text of a message: its content (a raw mention of a user the message's `mentions` name, `<@123>` or
    `<@!123>`, as the platform shows it: `@name`), then a forward's content marked as quoted."""
    names = _mentioned(item.get("mentions"))
    content = RAW_MENTION.sub(lambda m: "@" + names[m[1]] if m[1] in names else m[0], text_of(item.get("content")))
    forwarded = item.get("forwardedMessage")
    quoted = text_of(forwarded.get("content")) if isinstance(forwarded, dict) else ""
    if not quoted.strip():
        return content
    return " ".join(part for part in (content, FORWARD_MARK.format(quoted)) if part)


def discord_message(item: Any, thread: str | None, counts: Counter[str]) -> ChatMessage:
    """One exported message (see the module docstring); `thread` is the id of the thread file it is in."""
    if not isinstance(item, dict):
        return ChatMessage("", None, KIND_SYSTEM, "", "", malformed=f"a {type(item).__name__}, not an object")
    given = item.get("author")
    author = given if isinstance(given, dict) else {}
    said = item.get("type", SAID_TYPES[0]) in SAID_TYPES
    for field, counted in NOT_READ:
        if item.get(field):
            counts[counted] += 1
    return ChatMessage(str(item.get("id", "")), iso_time(item.get("timestamp")), KIND_MESSAGE if said else KIND_SYSTEM,
                       str(author.get("nickname") or author.get("name") or ""), _content(item),
                       str(author.get("id", "")), author.get("isBot") is True, _reply_to(item, said),
                       thread, _attachments(item), _names(author, item.get("mentions")), malformed=_malformed(item))


def discord_messages(channel: DiscordChannel, counts: Counter[str]) -> Iterator[ChatMessage]:
    """The messages of one exported file, in the file's order."""
    thread = channel.channel_id if channel.is_thread else None
    found = False
    for item in stream_items(channel.path, "messages.item", counts):
        found = True
        yield discord_message(item, thread, counts)
    kind = "an array" if found else value_kind(channel.path, MESSAGES)
    if kind != "an array":
        raise LogError(f"{channel.path}: its messages is {kind or 'missing'}, not an array: not a DiscordChatExporter "
                       "file")


def _one_server(path: Path, files: list[DiscordChannel]) -> None:
    """A LogError when the files of `path` are of several Discord servers (guild ids): one export is one
    server's, with any direct messages (DiscordChatExporter's pseudo-server of DMs)."""
    guilds: dict[str, Path] = {}
    for file in (f for f in files if not f.direct):
        guild = first_value(file.path, "guild")
        guilds.setdefault(str(guild.get("id", "")) if isinstance(guild, dict) else "", file.path)
    if len(guilds) > 1:
        shown = ", ".join(f"{guild or 'none'} ({where.relative_to(path) if where != path else where.name})"
                          for guild, where in sorted(guilds.items()))
        raise LogError(f"{path}: files of {len(guilds)} Discord servers in one folder (guild ids {shown}): give "
                       "one server's files")


def _by_name(item: tuple[str, ExportChannel]) -> tuple[str, str]:
    return item[1].name, item[0]


def _in_time_order(message: ChatMessage) -> float:
    return message.when.timestamp() if message.when else 0.0


@dataclass(frozen=True)
class DiscordExport:
    """Discord as a `base.Platform`: a file is told by its first key (`guild`), or whole (an object with
    `messages` and `channel` or `guild`); a folder by the files it holds; a channel is its file and its
    threads' files, merged in time order."""

    name: str = DISCORD
    expected: str = "a DiscordChatExporter export (a JSON object with guild, channel and messages)"
    time_field: str = "timestamp"
    told_whole: bool = True

    def sniff(self, head: bytes) -> bool:
        return _told(head)

    def sniff_data(self, data: Any) -> bool:
        return isinstance(data, dict) and isinstance(data.get("messages"), list) and (
            "channel" in data or "guild" in data)

    def owns_folder(self, path: Path) -> bool:
        return False  # a folder of DiscordChatExporter files is told by its files

    def reads_folder(self, path: Path) -> bool:
        return False

    def check(self, path: Path) -> None:
        if path.is_dir():
            if not discord_channels(path):
                raise LogError(f"{path}: not a Discord export: expected {self.expected}")
        elif not _told(head(path)) and not isinstance(first_value(path, "channel"), dict):
            raise LogError(f"{path}: not a Discord export: expected {self.expected}")

    def channels(self, path: Path) -> tuple[ExportChannel, ...]:
        """Each channel by its id (two channels of one name stay two), in the order of their names, then the
        channels known only as the parent of a thread."""
        files = discord_channels(path)
        _one_server(path, files)
        own = {f.identity: ExportChannel(f.name or f.channel_id, (), f.channel_id, f.direct)
               for f in files if not f.is_thread}
        orphans = {f.parent: ExportChannel(f.parent_name or f.parent_id, (), f.parent_id)
                   for f in files if f.is_thread and f.parent not in own}
        order = [*sorted(own.items(), key=_by_name), *sorted(orphans.items(), key=_by_name)]
        return tuple(replace(channel, files=tuple(f.path for f in files if f.is_part_of(key))) for key, channel in order)

    def export_name(self, path: Path) -> str:
        files = discord_channels(path)
        guild = first_value(files[0].path, "guild") if files else None
        name = text_of(guild.get("name")) if isinstance(guild, dict) else ""
        return name or path.stem

    def messages(self, path: Path, channel: ExportChannel, counts: Counter[str]) -> ChannelMessages:
        streams = [discord_messages(discord_channel(file), counts) for file in channel.files]
        return ChannelMessages(channel.name, heapq.merge(*streams, key=_in_time_order))

    def log_messages(self, path: Path, counts: Counter[str]) -> ChannelMessages:
        channel = discord_channel(path)
        return ChannelMessages("#" + channel.name if channel.name else "", discord_messages(channel, counts))

    def logs(self, path: Path) -> tuple[Path, ...]:
        return tuple(channel.path for channel in discord_channels(path)) if path.is_dir() else (path,)


DISCORD_EXPORT = DiscordExport()
