"""Slack exports (`SLACK_EXPORT`): a workspace export (`channels.json`, `users.json`, a folder of
`YYYY-MM-DD.json` day files per channel), one channel folder or one day file, as `ChatMessage` records in `ts`
order: the channels of a workspace for `extract`, a workspace, a channel folder or a day file for `predict`.

Each day file is small (one channel's day) and read whole; the export is never held whole. Fields read:
`ts` (the message id and its time), `thread_ts` (a reply's thread: its root's ts), `user`, `user_profile`,
`username`, `bot_id` / `bot_profile` and subtype `bot_message` (a bot), `text` (Slack's markup made plain;
when empty, the `fallback` (else `text`) of each of its `attachments`, as bots post), `subtype` (none,
thread_broadcast, file_share, bot_message: said; file_comment: said by the comment's `user`, its text the
comment's; me_message: an action; message_changed: the edit of an earlier message of the day, whose text it
replaces; message_deleted: the deletion of an earlier message of the day, dropped with it; tombstone (a
deleted thread root Slack keeps for its replies), channel_join, pinned_item and any other: a system line),
`files[].name` and a file share's `file.title` / `file.name` (attachments; an old-style share's "uploaded a
file" text is no text); users.json gives every user's id, name, real and display names; channels.json, groups.json, dms.json
and mpims.json give each channel folder's id, and tell direct messages (whose names are private). A record whose
`type` is not `message`, whose `text` is no string, or that has no text and nothing else is malformed
(`ChatMessage.malformed`).
"""
from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.exports.base import ChannelMessages, ExportChannel
from disentangle.logs.exports.stream import load_json, text_of, unix_time
from disentangle.logs.formats import KIND_ACTION, KIND_MESSAGE, KIND_SYSTEM
from disentangle.logs.records import LogError

__all__ = ["SLACK", "SLACK_EXPORT", "SlackExport", "SlackWorkspace", "day_files", "slack_messages",
           "slack_workspace"]

logger = logging.getLogger(__name__)

SLACK = "slack"
CHANNELS_FILE, USERS_FILE = "channels.json", "users.json"
LISTS = {"channels.json": False, "groups.json": False, "dms.json": True, "mpims.json": True}   # file -> private
RESTRICTED_LIST = "groups.json"          # private channels (members only); in channels.json, `is_private`
PRIVATE_FLAG = "is_private"
WORKSPACE_FILES = (CHANNELS_FILE, USERS_FILE)
API_MEMBERS = "members"                  # users.json in the Slack API's shape: {"ok": true, "members": [...]}
SHOWN_UNLISTED = 5                       # folder names a warning shows
DAY_FILE = re.compile(r"^\d{4}-\d{2}-\d{2}\.json$")
NOT_A_DAY_FILE = "not a Slack day file (a JSON array of messages)"
EDIT_SUBTYPE = "message_changed"
DELETE_SUBTYPE = "message_deleted"
BOT_SUBTYPE = "bot_message"
COMMENT_SUBTYPE = "file_comment"
MESSAGE_TYPE = "message"
ATTACHMENT_TEXT_FIELDS = ("fallback", "text", "pretext", "title")   # of a bot's attachment: the first given
FILE_NAME_FIELDS = ("title", "name")
OLD_FILE_SHARE = re.compile(r"^<@[^>]*> (?:uploaded|shared) a file: <[^>]*>(?: and commented: )?")
USER_NAME_FIELDS = ("name", "real_name")
PROFILE_NAME_FIELDS = ("display_name", "real_name")
SHOWN_NAME_FIELDS = ("display_name", "real_name", "name")   # of a profile: the first that is not empty
# subtypes that are something said (any other subtype, e.g. channel_join, channel_leave, channel_topic, is a
# system line); a message without a subtype is a message
SUBTYPE_KINDS = {"thread_broadcast": KIND_MESSAGE, "file_share": KIND_MESSAGE, BOT_SUBTYPE: KIND_MESSAGE,
                 COMMENT_SUBTYPE: KIND_MESSAGE, "me_message": KIND_ACTION}
TS_FORMAT = re.compile(r"^\d+(?:\.\d+)?$")
# Slack's markup in text: <@U123> (a user), <#C123|general> (a channel), <!here>, <https://...|label>
MARKUP = re.compile(r"<([@#!]?)([^<>|]*)(?:\|([^<>]*))?>")
ENTITIES = (("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"))   # the only escapes Slack writes


def _profile_name(profile: Any) -> str:
    """The first non-empty of a profile's `SHOWN_NAME_FIELDS`, or ""."""
    if not isinstance(profile, dict):
        return ""
    return next((profile[f].strip() for f in SHOWN_NAME_FIELDS if isinstance(profile.get(f), str)
                 and profile[f].strip()), "")


def _slack_markup(text: str, names: dict[str, str]) -> str:
    """Slack's markup as it reads: <@U1> -> @name, <#C1|general> -> #general, <!here> -> @here, <url|label> ->
    url; then the escapes &lt; &gt; &amp;."""
    def plain(match: re.Match) -> str:
        sigil, target, label = match[1], match[2], match[3]
        if sigil == "@":
            return "@" + (names.get(target) or label or target)
        if sigil == "#":
            return "#" + (label or target)
        if sigil == "!":
            return label or "@" + target
        return target
    text = MARKUP.sub(plain, text)
    for escaped, char in ENTITIES:
        text = text.replace(escaped, char)
    return text


class SlackWorkspace:
    """A Slack export: its channel folders (name -> folder) and its users (id -> shown name), with every
    name users.json knows."""

    def __init__(self, channels: dict[str, Path], users: dict[str, str], names: frozenset[str]) -> None:
        self.channels = channels
        self.users = users
        self.names = names


def _user_list(path: Path) -> list:
    """The users of users.json: its array, or the `members` of the Slack API's shape ({"ok": true, "members":
    [...]}); a LogError for any other value (no users file: none)."""
    users = load_json(path) if path.is_file() else []
    if isinstance(users, dict) and isinstance(users.get(API_MEMBERS), list):
        return users[API_MEMBERS]
    if not isinstance(users, list):
        raise LogError(f"{path}: not a Slack users file: expected a JSON array of users, or an object with "
                       f"{API_MEMBERS} (the Slack API's), not {type(users).__name__}")
    return users


def _users(path: Path) -> tuple[dict[str, str], frozenset[str]]:
    shown: dict[str, str] = {}
    names: set[str] = set()
    for user in _user_list(path):
        if not isinstance(user, dict) or not isinstance(user.get("id"), str):
            continue
        given = user.get("profile")
        profile = given if isinstance(given, dict) else {}
        found = [user["id"]] + [text_of(user.get(f)).strip() for f in USER_NAME_FIELDS] + \
                [text_of(profile.get(f)).strip() for f in PROFILE_NAME_FIELDS]
        names.update(name for name in found if name)
        name = _profile_name(profile) or _profile_name(user)
        shown.update({user["id"]: name} if name else {})
    return shown, frozenset(names)


def slack_workspace(path: Path) -> SlackWorkspace:
    """The channels of a workspace export (the folders beside channels.json that hold day files; a channel
    folder given alone is the one channel) and its users."""
    root = path if not day_files(path) else path.parent
    names = _listed(root)
    folders = [path] if day_files(path) else [p for p in sorted(root.iterdir()) if p.is_dir() and day_files(p)]
    channels = {folder.name: folder for folder in folders if not names or folder.name in names or folder == path}
    unlisted = sorted(folder.name for folder in folders if folder.name not in channels)
    if unlisted:
        logger.warning("%s: %d folder(s) of day files listed in none of %s, not read: %s", root, len(unlisted),
                       ", ".join(LISTS), ", ".join(unlisted[:SHOWN_UNLISTED]))
    users, known = _users(root / USERS_FILE)
    return SlackWorkspace(channels, users, known)


def _listed(root: Path) -> dict[str, tuple[str, bool, bool]]:
    """Folder name -> (channel id, private, restricted) of the channels the workspace lists: channels.json and
    groups.json (private channels: restricted, as a channels.json entry marked `is_private`) by name, dms.json
    (direct messages, a folder per id) by id, mpims.json (group direct messages) by name; a DM's or group DM's
    name is its people's, a private channel's name is not public (privacy.titles)."""
    found: dict[str, tuple[str, bool, bool]] = {}
    for file, private in LISTS.items():
        listed = load_json(root / file) if (root / file).is_file() else []
        for entry in listed if isinstance(listed, list) else []:
            if isinstance(entry, dict) and isinstance(entry.get("id"), str):
                restricted = not private and (file == RESTRICTED_LIST or entry.get(PRIVATE_FLAG) is True)
                found.update({folder: (entry["id"], private, restricted)
                              for folder in (entry["id"], text_of(entry.get("name"))) if folder})
    return found


def day_files(folder: Path) -> list[Path]:
    """A channel folder's day files, in date order."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if DAY_FILE.match(p.name) and p.is_file())


def _ts_order(items: list[Any]) -> list[Any]:
    """A day's messages in `ts` order (stable); a message without a readable ts stays after the one before."""
    keys, last = [], Decimal("-Infinity")
    for item in items:
        ts = item.get("ts") if isinstance(item, dict) else None
        try:
            last = Decimal(ts) if isinstance(ts, str) and TS_FORMAT.match(ts) else last
        except InvalidOperation:
            pass
        keys.append(last)
    return [item for _, _, item in sorted(zip(keys, range(len(items)), items), key=lambda t: (t[0], t[1]))]


def _apply_edits(items: list[Any], counts: Counter[str]) -> list[Any]:
    """The day's messages with each `message_changed` event's text put on the message it edits and each
    `message_deleted` event's message left out (the events themselves dropped); an edit or a deletion of a
    message not in the day is counted."""
    edits, deleted = {}, set()
    for item in items:
        if isinstance(item, dict) and item.get("subtype") == EDIT_SUBTYPE and isinstance(item.get("message"), dict):
            edits[text_of(item["message"].get("ts"))] = text_of(item["message"].get("text"))
        if isinstance(item, dict) and item.get("subtype") == DELETE_SUBTYPE:
            deleted.add(text_of(item.get("deleted_ts")))
    kept = [item for item in items if not (isinstance(item, dict) and item.get("subtype") in (EDIT_SUBTYPE,
                                                                                             DELETE_SUBTYPE))]
    for item in kept:
        ts = text_of(item.get("ts")) if isinstance(item, dict) else ""
        if ts in edits:
            item["text"] = edits.pop(ts)
            counts["edits_applied"] += 1
    counts["edits_of_messages_not_in_the_day"] += len(edits)
    if deleted:
        found = [item for item in kept if isinstance(item, dict) and text_of(item.get("ts")) in deleted]
        counts["deletions_applied"] += len(found)
        counts["deletions_of_messages_not_in_the_day"] += len(deleted) - len(found)
        kept = [item for item in kept if not any(item is f for f in found)]
    return kept


def _names(item: dict, users: dict[str, str], user: str) -> tuple[str, ...]:
    """The names a message tells: its author's id, shown name, every name of its `user_profile`, `username`, and
    the label of each user mention in its text (`<@U1|name>`: a user users.json may not list)."""
    profile = item.get("user_profile")
    given = [text_of(profile.get(f)).strip() for f in SHOWN_NAME_FIELDS] if isinstance(profile, dict) else []
    labels = [match[3] for match in MARKUP.finditer(_text(item)) if match[1] == "@" and match[3]]
    found = [user, users.get(user, ""), *given, text_of(item.get("username")), *labels]
    return tuple(name for name in found if name)


def _files(item: dict) -> tuple[str, ...]:
    """The names of the files a message shares (`files[]`, an old-style share's `file`)."""
    files = [f for f in item.get("files") or () if isinstance(f, dict)]
    files += [item["file"]] if isinstance(item.get("file"), dict) and item.get("subtype") != COMMENT_SUBTYPE else []
    return tuple(next((text_of(f[k]) for k in FILE_NAME_FIELDS if text_of(f.get(k))), "file") for f in files)


def _text(item: dict) -> str:
    """The text of a message: `text`; a file comment's comment; an old-style share's comment alone; when
    empty, its attachments' texts (`ATTACHMENT_TEXT_FIELDS`)."""
    comment = item.get("comment")
    if item.get("subtype") == COMMENT_SUBTYPE and isinstance(comment, dict):
        return text_of(comment.get("comment"))
    text = text_of(item.get("text"))
    if isinstance(item.get("file"), dict):
        text = OLD_FILE_SHARE.sub("", text)
    if text.strip():
        return text
    shown = [next((text_of(a[k]) for k in ATTACHMENT_TEXT_FIELDS if text_of(a.get(k)).strip()), "")
             for a in item.get("attachments") or () if isinstance(a, dict)]
    return "\n".join(part for part in shown if part)


def _malformed(item: dict) -> str:
    """Why a message record cannot be read ("": it can)."""
    if item.get("type", MESSAGE_TYPE) != MESSAGE_TYPE:
        return f"unknown type {str(item.get('type'))[:40]!r}"
    if "text" in item and not isinstance(item["text"], str):
        return f"text is a {type(item['text']).__name__}, not a string"
    if "text" not in item and not (item.get("subtype") or item.get("files") or item.get("file")
                                   or item.get("attachments")):
        return "no text"
    return ""


def _author(item: dict) -> str:
    """The author's user id (a file comment's: the comment's)."""
    comment = item.get("comment")
    if item.get("subtype") == COMMENT_SUBTYPE and isinstance(comment, dict) and not item.get("user"):
        return text_of(comment.get("user"))
    return text_of(item.get("user"))


def slack_message(item: Any, users: dict[str, str]) -> ChatMessage:
    """One message of a day file (see the module docstring)."""
    if not isinstance(item, dict):
        return ChatMessage("", None, KIND_SYSTEM, "", "", malformed=f"a {type(item).__name__}, not an object")
    subtype = item.get("subtype")
    kind = KIND_MESSAGE if subtype is None else SUBTYPE_KINDS.get(subtype, KIND_SYSTEM)
    user = _author(item)
    nick = (_profile_name(item.get("user_profile")) or users.get(user) or text_of(item.get("username"))
            or _profile_name(item.get("bot_profile")) or user or text_of(item.get("bot_id")))
    ts, thread = text_of(item.get("ts")), item.get("thread_ts")
    return ChatMessage(ts, unix_time(ts) if TS_FORMAT.match(ts) else None, kind, nick,
                       _slack_markup(_text(item), users), user,
                       subtype == BOT_SUBTYPE or bool(item.get("bot_id")), None,
                       thread if isinstance(thread, str) and thread != ts else None, _files(item),
                       _names(item, users, user), malformed=_malformed(item))


def slack_messages(days: list[Path], users: dict[str, str], counts: Counter[str]) -> Iterator[ChatMessage]:
    """The messages of a channel's day files (`day_files`), in that order, each day's in `ts` order."""
    for day in days:
        items = load_json(day, counts=counts)
        if not isinstance(items, list):
            raise LogError(f"{day}: {NOT_A_DAY_FILE}")
        for item in _ts_order(_apply_edits(items, counts)):
            yield slack_message(item, users)


def _shaped(data: Any) -> bool:
    """A day file's value: an array of message objects (any with a `ts` or of type message), or empty."""
    return isinstance(data, list) and all(isinstance(item, dict) for item in data) and (not data or any(
        "ts" in item or item.get("type") == "message" for item in data))


@dataclass(frozen=True)
class SlackExport:
    """Slack as a `base.Platform`: a day file is told by its whole value (an array of messages), a workspace
    by its `channels.json` / `users.json`, a channel folder by its day files."""

    name: str = SLACK
    expected: str = ("a Slack export (a channel folder of YYYY-MM-DD.json files, or one such file: a JSON array "
                     "of messages with ts)")
    time_field: str = "ts"
    told_whole: bool = True

    def sniff(self, head: bytes) -> bool:
        return False  # an array's first bytes tell no platform: a day file is told whole (`sniff_data`)

    def sniff_data(self, data: Any) -> bool:
        return _shaped(data)

    def owns_folder(self, path: Path) -> bool:
        return any((path / name).is_file() for name in WORKSPACE_FILES) or bool(day_files(path))

    def reads_folder(self, path: Path) -> bool:
        return bool(day_files(path))

    def check(self, path: Path) -> None:
        if path.is_dir():
            if not self.owns_folder(path):
                raise LogError(f"{path}: not a Slack export: expected {self.expected}")
        elif not isinstance(load_json(path), list):
            raise LogError(f"{path}: {NOT_A_DAY_FILE}")

    def channels(self, path: Path) -> tuple[ExportChannel, ...]:
        folders = slack_workspace(path).channels
        listed = _listed(path if not day_files(path) else path.parent)
        return tuple(ExportChannel(name, tuple(sorted(folders[name].iterdir())), *listed.get(name, ("", False, False)))
                     for name in sorted(folders))

    def export_name(self, path: Path) -> str:
        return path.resolve().name

    def messages(self, path: Path, channel: ExportChannel, counts: Counter[str]) -> ChannelMessages:
        workspace = slack_workspace(path)
        days = day_files(workspace.channels[channel.name])
        return ChannelMessages("#" + channel.name, slack_messages(days, workspace.users, counts), workspace.names)

    def log_messages(self, path: Path, counts: Counter[str]) -> ChannelMessages:
        folder = path if path.is_dir() else path.parent
        days = day_files(path) if path.is_dir() else [path]
        workspace = slack_workspace(folder)
        return ChannelMessages("#" + folder.name, slack_messages(days, workspace.users, counts), workspace.names)

    def logs(self, path: Path) -> tuple[Path, ...]:
        if not path.is_dir() or day_files(path):
            return (path,)
        channels = slack_workspace(path).channels
        return tuple(channels[name] for name in sorted(channels))


SLACK_EXPORT = SlackExport()
