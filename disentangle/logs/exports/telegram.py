"""Telegram Desktop exports, streamed (`TELEGRAM_EXPORT`): the `result.json` of one chat ("Export chat
history"), or an export folder holding it, as `ChatMessage` records in the export's order: the one channel of
the export for `extract`, one log for `predict`.

Fields read: the chat's `name`, `id` and `type` (`PERSONAL_TYPES`: a chat whose name is private); per message `id`, `type` (message: said; service: a system line, e.g. a
join, a pin, a deleted message), `date_unixtime` (UTC seconds; else `date`, local time without an offset,
read as UTC), `from` / `from_id` (for a service line `actor` / `actor_id`), `text` (a string, or a list of
strings and text entities {type, text}, joined), `reply_to_message_id`, `via_bot` (sent through a bot: a
bot's message), `photo`, `file`, `media_type`, `sticker_emoji` (a message with no text but these is
attachment-only). `edited` needs nothing: the export holds the last text. A text entity of a type not in
`ENTITY_TYPES` is read by its text and counted; an entity without text is a `LogError` (never a silent
loss of what was said). A whole-account export (`chats.list`) is refused: export the one chat.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.exports.base import ChannelMessages, ExportChannel, NotAnExport
from disentangle.logs.exports.stream import first_key, first_value, head, iso_time, stream_items, text_of, unix_time
from disentangle.logs.formats import KIND_MESSAGE, KIND_SYSTEM
from disentangle.logs.records import LogError

__all__ = ["ENTITY_TYPES", "TELEGRAM", "TELEGRAM_EXPORT", "TelegramExport", "telegram_chat", "telegram_file",
           "telegram_messages"]

TELEGRAM = "telegram"
TELEGRAM_FILE = "result.json"
CHAT_KEYS = ("name", "type", "id")                   # a Telegram Desktop export of one chat
ACCOUNT_KEYS = ("about", "personal_information", "profile_pictures", "chats", "contacts")

ENTITY_TYPES = frozenset((
    "plain", "bold", "italic", "underline", "strikethrough", "spoiler", "code", "pre", "text_link", "link",
    "mention", "mention_name", "hashtag", "cashtag", "bot_command", "email", "phone", "bank_card",
    "custom_emoji", "blockquote", "expandable_blockquote", "unknown"))
MEDIA_FIELDS = ("photo", "file", "media_type", "sticker_emoji", "location_information", "poll", "contact_information")
SERVICE = "service"
# chats whose title is a person's (the other one's, or the account's own): privacy.titles labels them
PERSONAL_TYPES = ("personal_chat", "bot_chat", "saved_messages")


def telegram_file(path: Path) -> Path:
    """The result.json of an export (`path` itself, or inside the export folder `path`)."""
    return path / TELEGRAM_FILE if path.is_dir() else path


def telegram_chat(path: Path) -> str:
    """The chat's name; LogError for a whole-account export."""
    if first_value(path, "chats") is not None:
        raise LogError(f"{path}: a whole-account Telegram export (chats.list); export the one chat instead "
                       "(Telegram Desktop: the chat's menu, Export chat history, JSON)")
    return text_of(first_value(path, "name"))


def _text(value: Any, where: str, counts: Counter[str]) -> str:
    """A message's text: a string, or the joined strings and entity texts of a list."""
    if isinstance(value, str):
        return value
    if not isinstance(value, list):
        return ""
    parts = []
    for part in value:
        if isinstance(part, str):
            parts.append(part)
        elif isinstance(part, dict) and isinstance(part.get("text"), str):
            if part.get("type") not in ENTITY_TYPES:
                counts[f"unknown_entity_type:{part.get('type')}"] += 1
            parts.append(part["text"])
        else:
            raise LogError(f"{where}: a text entity without text: {str(part)[:80]}")
    return "".join(parts)


def _when(item: dict) -> Any:
    return unix_time(item["date_unixtime"]) if "date_unixtime" in item else iso_time(item.get("date"))


def telegram_message(item: Any, where: str, counts: Counter[str]) -> ChatMessage:
    """One exported message (see the module docstring)."""
    if not isinstance(item, dict):
        return ChatMessage("", None, KIND_SYSTEM, "", "")
    service = item.get("type") == SERVICE
    nick = text_of(item.get("actor" if service else "from"))
    user = str(item.get("actor_id" if service else "from_id") or "")
    where = f"{where}: message {item.get('id')}"
    text = _text(item.get("text"), where, counts)
    if service:
        text = " ".join(filter(None, (text_of(item.get("action")).replace("_", " "), text)))
    reply = item.get("reply_to_message_id")
    media = tuple(str(item[f]) for f in MEDIA_FIELDS if item.get(f))
    return ChatMessage(str(item.get("id", "")), _when(item), KIND_SYSTEM if service else KIND_MESSAGE, nick,
                       text, user, bool(item.get("via_bot")), None if reply is None else str(reply), None,
                       media, tuple(name for name in (nick, user) if name))


def telegram_messages(path: Path, counts: Counter[str]) -> Iterator[ChatMessage]:
    """The messages of a chat's result.json, in the export's order."""
    for item in stream_items(path, "messages.item"):
        yield telegram_message(item, str(path), counts)


def _told(first: bytes) -> bool:
    """Do a file's first bytes open a Telegram Desktop export (its first key: of a chat, or of an account)?"""
    key = first_key(first)
    return key is not None and (key in CHAT_KEYS or key in ACCOUNT_KEYS)


def _whole(path: Path, counts: Counter[str]) -> Iterator[ChatMessage]:
    """`telegram_messages`, then a `NotAnExport` when there was none and the file has no `messages` array."""
    found = False
    for message in telegram_messages(path, counts):
        found = True
        yield message
    if not found and not any(True for _ in stream_items(path, "messages")):
        raise NotAnExport(path)  # a JSON object whose first key is a Telegram export's


@dataclass(frozen=True)
class TelegramExport:
    """Telegram as a `base.Platform`: a result.json is told by its first key, an export folder by its
    result.json; the export is one chat, one channel."""

    name: str = TELEGRAM
    expected: str = "a Telegram Desktop chat export (result.json: a JSON object with name, type, id and messages)"
    time_field: str = "date_unixtime or date"
    told_whole: bool = False
    folder_is_export: bool = False

    def sniff(self, head: bytes) -> bool:
        return _told(head)

    def sniff_data(self, data: Any) -> bool:
        return False  # told by its first key only

    def owns_folder(self, path: Path) -> bool:
        return False  # an export folder is told by its result.json

    def reads_folder(self, path: Path) -> bool:
        return (path / TELEGRAM_FILE).is_file()

    def check(self, path: Path) -> None:
        result = telegram_file(path)
        if not _told(head(result)):
            raise LogError(f"{result}: not a Telegram export: expected {self.expected}")

    def channels(self, path: Path) -> tuple[ExportChannel, ...]:
        result = telegram_file(path)
        chat_id = first_value(result, "id")
        return (ExportChannel(telegram_chat(result) or result.parent.name, (result,),
                              "" if chat_id is None else str(chat_id),
                              text_of(first_value(result, "type")) in PERSONAL_TYPES),)

    def export_name(self, path: Path) -> str:
        return path.resolve().name

    def messages(self, path: Path, channel: ExportChannel, counts: Counter[str]) -> ChannelMessages:
        return ChannelMessages(channel.name, telegram_messages(channel.files[0], counts))

    def log_messages(self, path: Path, counts: Counter[str]) -> ChannelMessages:
        result = telegram_file(path)
        chat = telegram_chat(result)
        return ChannelMessages(chat, _whole(result, counts))


TELEGRAM_EXPORT = TelegramExport()
