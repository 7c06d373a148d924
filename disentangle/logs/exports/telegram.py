"""Telegram Desktop exports, streamed (`TELEGRAM_EXPORT`): the `result.json` of one chat ("Export chat
history"), or an export folder holding it, as `ChatMessage` records in the export's order: the one channel of
the export for `extract`, one log for `predict`; a whole-account export (`chats.list`) is a channel per chat
for `extract` (`--channel NAME` chooses one), refused by `predict` (one chat is one log).

Fields read: the chat's `name`, `id` and `type` (`PERSONAL_TYPES`: a chat whose name is private;
`RESTRICTED_TYPES`: a chat of its members only, whose name is not public; a chat of a whole-account export with no name or one another chat has:
`NAME (ID)`); per message `id`, `type` (message: said; service: a system line, e.g. a join, a pin, a deleted
message, the action as text; any other type: malformed), `date_unixtime` (UTC seconds; else `date`, local
time without an offset, read as UTC), `from` / `from_id` (for a service line `actor` / `actor_id`; the
`members` it names are known names), `text` (a string, or a list of strings and text entities {type, text},
joined; the people its entities name, in `text` or `text_entities`, are known names: a `mention`'s
`@username` (any entity's whole `@username`: a bold one too), a `mention_name`'s or `text_mention`'s name (and
the text of any entity carrying a `user_id` or a `user` object, with that user's names), a text link to `tg://user?id=`, `tg://openmessage?user_id=` or `tg://resolve?domain=`, or to a profile `https://t.me/NAME` and its NAME), `reply_to_message_id`, `forwarded_from` / `saved_from` (a forward: its text marked as quoted,
`base.FORWARD_MARK`, the forwarded author a known name), media as short markers (`MEDIA_KINDS`: `photo`,
`media_type`, `file`, `poll.question`, ...; the file path or "(File not included ...)" never), `via_bot`
(an inline bot the human author used: still the human's message). `edited` needs nothing: the export holds
the last text. A text entity of a type not in `ENTITY_TYPES` is read by its text and counted; an entity
without text is a `LogError` (never a silent loss of what was said). A record without an `id`, with a
`text` that is neither a string nor a list, or of an unknown `type` is malformed (`ChatMessage.malformed`).
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import ijson

from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.exports.base import FORWARD_MARK, ChannelMessages, ExportChannel, NotAnExport
from disentangle.logs.exports.stream import (
    first_key,
    first_value,
    head,
    iso_time,
    parse_events,
    stream_items,
    text_of,
    unix_time,
)
from disentangle.logs.formats import KIND_MESSAGE, KIND_SYSTEM
from disentangle.logs.records import LogError

__all__ = ["ENTITY_TYPES", "MEDIA_KINDS", "TELEGRAM", "TELEGRAM_EXPORT", "TelegramExport", "account_chats",
           "telegram_chat", "telegram_file", "telegram_messages"]

TELEGRAM = "telegram"
TELEGRAM_FILE = "result.json"
CHAT_KEYS = ("name", "type", "id")                   # a Telegram Desktop export of one chat
ACCOUNT_KEYS = ("about", "personal_information", "profile_pictures", "chats", "contacts")

ENTITY_TYPES = frozenset((
    "plain", "bold", "italic", "underline", "strikethrough", "spoiler", "code", "pre", "text_link", "link",
    "mention", "mention_name", "text_mention", "hashtag", "cashtag", "bot_command", "email", "phone", "bank_card",
    "custom_emoji", "blockquote", "expandable_blockquote", "unknown"))
SERVICE, MESSAGE = "service", "message"
# a message's media, in order: the field that holds it -> its marker (`chat_lines.MEDIA_MARK`); `media_type`
# names a file's kind (a file of none: `file`); a poll's marker holds its question
MEDIA_TYPES = {"sticker": "sticker", "voice_message": "voice message", "video_message": "video message",
               "video_file": "video", "audio_file": "audio", "animation": "GIF"}
MEDIA_KINDS = (("photo", "photo"), ("location_information", "location"), ("place_name", "venue"),
               ("contact_information", "contact"), ("game_title", "game"), ("invoice_information", "invoice"),
               ("dice", "dice"))
POLL_MARK = "poll: {}"
NAME_ENTITIES = ("mention", "mention_name", "text_mention")   # entities naming a person (`@username`, a name)
# ... and an entity of any type that carries the person it names (`user_id`, or a `user` object as the Bot API
# gives one: its first and last name and user name are names too)
USER_FIELDS = ("user_id", "user")
USER_NAME_FIELDS = ("first_name", "last_name", "username")
# ... and an entity of any other type (bold, italic, spoiler, ...: the export gives a formatted mention the
# format's type) whose whole text is an `@username` (a letter, then 4-31 letters, digits or `_`)
USERNAME_TEXT = re.compile(r"@[A-Za-z][A-Za-z0-9_]{4,31}")
# a text link's href to a person: by id (`tg://user?id=`, `tg://openmessage?user_id=`) or by user name
USER_LINKS = ("tg://user?id=", "tg://openmessage?user_id=", "tg://resolve?domain=")
# ... or a profile link by user name, `https://t.me/NAME` (`telegram.me` too), not one of Telegram's own paths
# (joinchat, addstickers, share, c/, s/, ...) nor a bot's (a public service, no person)
PROFILE_LINK = re.compile(r"(?i)^(?:https?://)?(?:www\.)?(?:t|telegram)\.me/(?P<name>[a-z]\w{3,31})/?(?:\?\S*)?$")
SERVICE_PATHS = frozenset(("joinchat", "addstickers", "addemoji", "addtheme", "share", "proxy", "socks", "iv", "s",
                           "c", "setlanguage", "login", "bg", "confirmphone", "boost", "contact", "invoice",
                           "addlist", "m"))
BOT_MARK = "bot"
FORWARD_FIELDS = ("forwarded_from", "saved_from")
ACCOUNT_CHATS = "chats.list.item"
# chats whose title is a person's (the other one's, or the account's own): privacy.titles labels them
PERSONAL_TYPES = ("personal_chat", "bot_chat", "saved_messages")
# chats of their members only: the title is not public and members often name a group after themselves
# ("Ana, Ben и Кира"), so released files name them by a neutral label too, whatever the title looks like
RESTRICTED_TYPES = ("private_group", "private_supergroup", "private_channel")


def telegram_file(path: Path) -> Path:
    """The result.json of an export (`path` itself, or inside the export folder `path`)."""
    return path / TELEGRAM_FILE if path.is_dir() else path


def telegram_chat(path: Path) -> str:
    """The chat's name; LogError for a whole-account export (`predict` reads one chat)."""
    if first_value(path, "chats") is not None:
        raise LogError(f"{path}: a whole-account Telegram export (chats.list): give one chat's export, or read "
                       "it with `extract --logs EXPORT --channel CHAT`")
    return text_of(first_value(path, "name"))


def account_chats(path: Path) -> list[tuple[str, str, str]]:
    """The chats of a whole-account export, in its order: each one's name (`NAME (ID)` for a chat with no
    name or a name another chat has), id and type; [] for a chat's export."""
    chats = [(text_of(chat.get("name")), str(chat.get("id", "")), text_of(chat.get("type")))
             for chat in _chat_heads(path)]
    counted = Counter(name for name, _, _ in chats)
    return [(name if name and counted[name] == 1 else f"{name or 'chat'} ({chat_id})", chat_id, kind)
            for name, chat_id, kind in chats]


def _chat_heads(path: Path) -> Iterator[dict]:
    """Each chat of a whole-account export without its messages (its name, type and id)."""
    head: dict = {}
    with path.open("rb") as stream:
        for prefix, event, value in parse_events(stream, path):
            if prefix == ACCOUNT_CHATS and event == "start_map":
                head = {}
            elif prefix.startswith(ACCOUNT_CHATS + ".") and prefix.count(".") == ACCOUNT_CHATS.count(".") + 1 \
                    and event in ("string", "number"):
                head[prefix.rsplit(".", 1)[1]] = value
            elif prefix == ACCOUNT_CHATS and event == "end_map":
                yield head


def _chat_items(path: Path, wanted: int, counts: Counter[str]) -> Iterator[Any]:
    """The messages of the `wanted`-th chat (0-based) of a whole-account export, one at a time."""
    chat, builder, at = -1, None, ACCOUNT_CHATS + ".messages.item"
    with path.open("rb") as stream:
        for prefix, event, value in parse_events(stream, path, counts):
            if prefix == ACCOUNT_CHATS and event == "start_map":
                chat += 1
            if chat != wanted or not prefix.startswith(at):
                continue
            if builder is None and prefix == at and event in ("start_map", "start_array"):
                builder = ijson.ObjectBuilder()
            if builder is not None:
                builder.event(event, value)
                if prefix == at and event in ("end_map", "end_array"):
                    yield builder.value
                    builder = None


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


def _media(item: dict) -> tuple[str, ...]:
    """The kinds of media a message holds (see `MEDIA_KINDS`)."""
    kinds = [kind for field, kind in MEDIA_KINDS if item.get(field)]
    media_type = text_of(item.get("media_type"))
    if media_type or item.get("file"):
        kinds.append(MEDIA_TYPES.get(media_type, media_type.replace("_", " ") or "file"))
    poll = item.get("poll")
    if isinstance(poll, dict):
        kinds.append(POLL_MARK.format(text_of(poll.get("question")).strip()) if poll.get("question") else "poll")
    return tuple(kinds)


def _malformed(item: dict) -> str:
    """Why a message record cannot be read ("": it can)."""
    if "id" not in item:
        return "no id"
    if item.get("type") not in (MESSAGE, SERVICE):
        return f"unknown type {str(item.get('type'))[:40]!r}"
    if not isinstance(item.get("text"), (str, list)):
        return "no text" if "text" not in item else f"text is a {type(item['text']).__name__}"
    return ""


def _forwarded(item: dict, text: str) -> tuple[str, str]:
    """A forward's text marked as quoted, and its author ("" for no forward: the text as it is)."""
    field = next((f for f in FORWARD_FIELDS if f in item), None)
    if field is None or not text.strip():
        return text, ""
    return FORWARD_MARK.format(text), text_of(item.get(field)).strip()


def _entity_names(item: dict) -> list[str]:
    """The people a message's text entities name (`NAME_ENTITIES`: an `@username`, a text mention's first
    name, a link to a user or to a person's profile, and that profile's user name; an entity of any type
    whose text is an `@username`, `USERNAME_TEXT`), from `text` and `text_entities` alike: names the export
    lists nowhere else."""
    entities = [part for field in ("text", "text_entities") if isinstance(item.get(field), list)
                for part in item[field] if isinstance(part, dict)]
    names = []
    for entity in entities:
        href = text_of(entity.get("href")).strip()
        profile = _profile(href)
        text = text_of(entity.get("text")).strip()
        if entity.get("type") in NAME_ENTITIES or href.startswith(USER_LINKS) or profile \
                or USERNAME_TEXT.fullmatch(text) or any(entity.get(field) for field in USER_FIELDS):
            names += [text, profile, *_user_names(entity.get("user"))]
    return names


def _user_names(user: Any) -> list[str]:
    """The names of an entity's `user` object (`USER_NAME_FIELDS`), none when it is not one."""
    return [text_of(user.get(field)).strip() for field in USER_NAME_FIELDS] if isinstance(user, dict) else []


def _profile(href: str) -> str:
    """The user name of a link to a person's profile (`PROFILE_LINK`), "" for any other link."""
    found = PROFILE_LINK.match(href)
    name = found["name"] if found else ""
    return "" if name.lower() in SERVICE_PATHS or BOT_MARK in (name.lower()[:3], name.lower()[-3:]) else name


def _service_names(item: dict) -> list[str]:
    members = item.get("members")
    return [m for m in members if isinstance(m, str) and m] if isinstance(members, list) else []


def telegram_message(item: Any, where: str, counts: Counter[str]) -> ChatMessage:
    """One exported message (see the module docstring)."""
    if not isinstance(item, dict):
        return ChatMessage("", None, KIND_SYSTEM, "", "", malformed=f"a {type(item).__name__}, not an object")
    service = item.get("type") == SERVICE
    nick = text_of(item.get("actor" if service else "from"))
    user = str(item.get("actor_id" if service else "from_id") or "")
    text = _text(item.get("text"), f"{where}: message {item.get('id')}", counts)
    text, quoted = _forwarded(item, text)
    if service:
        text = " ".join(filter(None, (text_of(item.get("action")).replace("_", " "), text)))
    reply = item.get("reply_to_message_id")
    names = [nick, user, quoted] + _service_names(item) + _entity_names(item)
    return ChatMessage(str(item.get("id", "")), _when(item), KIND_SYSTEM if service else KIND_MESSAGE, nick,
                       text, user, False, None if reply is None else str(reply), None, (),
                       tuple(name for name in names if name), () if service else _media(item), _malformed(item))


def telegram_messages(path: Path, counts: Counter[str], chat: int | None = None) -> Iterator[ChatMessage]:
    """The messages of a chat's result.json (or of the `chat`-th chat of a whole-account export), in the
    export's order."""
    items = stream_items(path, "messages.item", counts) if chat is None else _chat_items(path, chat, counts)
    for item in items:
        yield telegram_message(item, str(path), counts)


def _told(first: bytes) -> bool:
    """Do a file's first bytes open a Telegram Desktop export (its first key: of a chat, or of an account)?"""
    key = first_key(first)
    return key is not None and (key in CHAT_KEYS or key in ACCOUNT_KEYS)


def _is_account(path: Path) -> bool:
    """Is `path` a whole-account export (told by its first key: read from its start only)?"""
    return first_key(head(path)) in ACCOUNT_KEYS


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
        if path.is_dir() and not result.is_file():
            raise LogError(f"{path}: not a Telegram export: expected {self.expected}, or its folder")
        if not _told(head(result)):
            raise LogError(f"{result}: not a Telegram export: expected {self.expected}")

    def channels(self, path: Path) -> tuple[ExportChannel, ...]:
        result = telegram_file(path)
        if _is_account(result):
            return tuple(ExportChannel(name, (result,), chat_id, kind in PERSONAL_TYPES, kind in RESTRICTED_TYPES)
                         for name, chat_id, kind in account_chats(result))
        chat_id, kind = first_value(result, "id"), text_of(first_value(result, "type"))
        return (ExportChannel(telegram_chat(result) or result.parent.name, (result,),
                              "" if chat_id is None else str(chat_id), kind in PERSONAL_TYPES,
                              kind in RESTRICTED_TYPES),)

    def export_name(self, path: Path) -> str:
        return path.resolve().name

    def messages(self, path: Path, channel: ExportChannel, counts: Counter[str]) -> ChannelMessages:
        result = channel.files[0]
        chats = [name for name, _, _ in account_chats(result)] if _is_account(result) else []
        chat = chats.index(channel.name) if channel.name in chats else None
        return ChannelMessages(channel.name, telegram_messages(result, counts, chat))

    def log_messages(self, path: Path, counts: Counter[str]) -> ChannelMessages:
        result = telegram_file(path)
        chat = telegram_chat(result)
        return ChannelMessages(chat, _whole(result, counts))

    def logs(self, path: Path) -> tuple[Path, ...]:
        return (path,)


TELEGRAM_EXPORT = TelegramExport()
