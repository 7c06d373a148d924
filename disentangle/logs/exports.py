"""Chat exports read as logs: a Slack workspace export, a DiscordChatExporter JSON file and a Telegram
Desktop chat export (`result.json`, or its folder).

Each becomes the `Log` of `disentangle.logs.records`, one `Message` per message of the export, so that a
message's index is its position in the export (0-based) as a line's is in a log: for Slack, the messages
of a day file, or of every `YYYY-MM-DD.json` day file of a channel folder (days in date order), in `ts`
order; for Discord and Telegram, the order of the `messages` array. Times are UTC: the log's `date` is the UTC day of
its first message and `minute` counts from that midnight. Joins, leaves and other events are system
messages; messages a bot wrote are flagged (`Message.bot`). Replies the platform records are the log's
`given_parents`: a Slack thread reply's parent is the message before it in its thread (the thread's root
for the first reply; `THREAD_ROOT` links every reply to the root instead), a Discord reply's parent the
message its `reference.messageId` names, a Telegram reply's the message its `reply_to_message_id` names
(read by extract's own reader, `exports_telegram`, streamed; an id used twice names its first message); a
parent that is not in the export, or not before the reply, is
left to prediction. Every field read is named below (and in docs/chat-exports.md).

The no-silent-garbage rule of the IRC reader holds: `load_any` reads what a command is given (an export,
detected by `--log-format auto`, or an IRC log through `files.load_log`) and refuses a JSON file that is
no such export, or an export where more than `MAX_UNPARSED_SHARE` of the messages have no readable time,
with a one-line `LogError`; fewer such messages are kept as system messages (kind `other`) and counted.
"""
from __future__ import annotations

import datetime as dt
import json
import logging
import os
import re
from collections import Counter
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, Callable

from disentangle.checks import regular_file_problem
from disentangle.logs.counts import ReadStats
from disentangle.logs.exports_stream import TELEGRAM_FILE, file_platform, iso_time, stream_items
from disentangle.logs.exports_telegram import telegram_chat, telegram_file, telegram_messages
from disentangle.logs.files import MAX_UNPARSED_SHARE, load_log
from disentangle.logs.formats import (
    AUTO,
    DISCORD,
    EXPORT_NAMES,
    FORMAT_NAMES,
    KIND_ACTION,
    KIND_MESSAGE,
    KIND_OTHER,
    KIND_SYSTEM,
    MINUTES_PER_DAY,
    SLACK,
    TELEGRAM,
)
from disentangle.logs.lines import MAX_LINE_CHARS
from disentangle.logs.records import Log, LogError, Message

__all__ = ["THREAD_PREVIOUS", "THREAD_ROOT", "export_kind", "load_any", "read_discord", "read_export", "read_slack",
           "read_telegram"]

logger = logging.getLogger(__name__)

SNIFF_BYTES = 4096                       # of a file, to tell JSON from an IRC log
LOOKS_LIKE_JSON = re.compile(rb"^(?:\xef\xbb\xbf)?\s*(?:\{|\[\s*(?:\{|\]))")  # "{", "[{", "[]": no IRC line
SECONDS_PER_MINUTE = 60

# Slack workspace export: EXPORT/users.json, EXPORT/CHANNEL/YYYY-MM-DD.json (a JSON array of messages)
SLACK_DAY_FILE = re.compile(r"^\d{4}-\d{2}-\d{2}\.json$")
SLACK_USERS_FILE = "users.json"          # beside the channel folders: id, name, real_name, profile
SLACK_TS, SLACK_THREAD_TS, SLACK_TYPE = "ts", "thread_ts", "type"
SLACK_USER, SLACK_PROFILE, SLACK_TEXT, SLACK_SUBTYPE = "user", "user_profile", "text", "subtype"
SLACK_BOT_ID, SLACK_USERNAME, SLACK_BOT_PROFILE = "bot_id", "username", "bot_profile"
SLACK_NAME_FIELDS = ("display_name", "real_name", "name")   # of a profile: the first that is not empty
SLACK_USER_ID, SLACK_USERS_PROFILE = "id", "profile"
SLACK_MESSAGE_TYPE = "message"
# subtypes that are something said (any other subtype, e.g. channel_join, channel_leave, channel_topic, is a
# system message); a message without a subtype is a message
SLACK_SUBTYPE_KINDS = {"thread_broadcast": KIND_MESSAGE, "file_share": KIND_MESSAGE, "bot_message": KIND_MESSAGE,
                       "me_message": KIND_ACTION}
SLACK_BOT_SUBTYPES = ("bot_message",)    # and any message with a bot_id
SLACK_TS_FORMAT = re.compile(r"^\d+(?:\.\d+)?$")
# Slack's markup in text: <@U123> (a user), <#C123|general> (a channel), <!here>, <https://...|label>
SLACK_MARKUP = re.compile(r"<([@#!]?)([^<>|]*)(?:\|([^<>]*))?>")
SLACK_ENTITIES = (("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"))   # the only escapes Slack writes
THREAD_PREVIOUS, THREAD_ROOT = "previous", "root"                 # a thread reply's given parent

# DiscordChatExporter JSON: {"guild": {...}, "channel": {"name"}, "messages": [...]}
DISCORD_MESSAGES, DISCORD_CHANNEL, DISCORD_GUILD, DISCORD_NAME = "messages", "channel", "guild", "name"
DISCORD_ID, DISCORD_TYPE, DISCORD_TIMESTAMP, DISCORD_CONTENT = "id", "type", "timestamp", "content"
DISCORD_AUTHOR, DISCORD_NICKNAME, DISCORD_IS_BOT = "author", "nickname", "isBot"
DISCORD_REFERENCE, DISCORD_REFERENCED_ID = "reference", "messageId"
DISCORD_DEFAULT_TYPE = "Default"
DISCORD_TYPE_KINDS = {"Default": KIND_MESSAGE, "Reply": KIND_MESSAGE}  # others (GuildMemberJoin, ...): system
DISCORD_REPLY_TYPES = ("Reply",)

CONTROL = re.compile(r"[\x00-\x1f\x7f]+")          # line breaks and tabs too: a message is one line of text
LINE_SPACING = re.compile(r"^[\t\r\n]+$")          # control runs that are only spacing, not counted

EXPECTED = {SLACK: "a Slack export (a channel folder of YYYY-MM-DD.json files, or one such file: a JSON array of "
                   "messages with ts)",
            DISCORD: "a DiscordChatExporter export (a JSON object with guild, channel and messages)",
            TELEGRAM: "a Telegram Desktop chat export (result.json: a JSON object with name, type, id and messages)"}
NO_EXPORT = f"JSON, but not a chat export: expected {EXPECTED[SLACK]} or {EXPECTED[DISCORD]} or {EXPECTED[TELEGRAM]}"
TIME_FIELDS = {SLACK: SLACK_TS, DISCORD: DISCORD_TIMESTAMP, TELEGRAM: "date_unixtime or date"}
TELEGRAM_MESSAGES = "messages"


@dataclass(frozen=True)
class Said:
    """One message of an export before it becomes a `Message`: its time (UTC; None when the export gives
    none that can be read), kind, author, text as written, whether a bot wrote it, and its JSON."""

    when: dt.datetime | None
    kind: str
    nick: str
    text: str
    raw: str
    bot: bool = False


def _raw(item: Any) -> str:
    return json.dumps(item, ensure_ascii=False, separators=(",", ":"))


def _load_json(path: Path) -> Any:
    """The JSON value of a file (LogError when it cannot be read, is not a regular file, or is no JSON)."""
    problem = regular_file_problem(path)
    if problem:
        raise LogError(f"cannot read {str(path)!r}: {problem}")
    try:
        data = path.read_bytes()
    except (OSError, ValueError) as error:
        raise LogError(f"cannot read {str(path)!r}: {getattr(error, 'strerror', None) or error}") from error
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        raise LogError(f"{path}: not UTF-8 JSON: {error}") from error
    except json.JSONDecodeError as error:
        raise LogError(f"{path}: not valid JSON ({error.msg} at line {error.lineno} column {error.colno}); "
                       f"expected {EXPECTED[SLACK]} or {EXPECTED[DISCORD]}") from error


def _shape(data: Any) -> str | None:
    """SLACK for a day file's array of message objects, DISCORD for an exporter's object, else None."""
    if isinstance(data, dict) and isinstance(data.get(DISCORD_MESSAGES), list) and (
            DISCORD_CHANNEL in data or DISCORD_GUILD in data):
        return DISCORD
    if isinstance(data, list) and all(isinstance(item, dict) for item in data) and (not data or any(
            SLACK_TS in item or item.get(SLACK_TYPE) == SLACK_MESSAGE_TYPE for item in data)):
        return SLACK
    return None


def _day_files(folder: Path) -> list[Path]:
    """A Slack channel folder's day files, in date order."""
    return sorted(p for p in folder.iterdir() if SLACK_DAY_FILE.match(p.name) and p.is_file())


def export_kind(path: str | os.PathLike, log_format: str = AUTO) -> str | None:
    """SLACK, DISCORD or TELEGRAM when `path` is read as that export, None for an IRC log (LogError for a
    JSON file or a directory that is no export, or an export of another kind than `log_format` asks)."""
    path = Path(path)
    if log_format in FORMAT_NAMES:
        return None
    if path.is_dir() and log_format in (AUTO, TELEGRAM) and (path / TELEGRAM_FILE).is_file():
        return TELEGRAM
    if path.is_dir():
        if log_format in (DISCORD, TELEGRAM) or not _day_files(path):
            expected = EXPECTED[log_format] if log_format in (DISCORD, TELEGRAM) else "a log file or " + EXPECTED[SLACK]
            raise LogError(f"{path}: not a regular file (a directory): expected {expected}")
        return SLACK
    if log_format in EXPORT_NAMES:
        return log_format
    if not path.is_file():
        return None  # missing, a FIFO (never opened: it could block), ...: the IRC reader says why
    try:
        with path.open("rb") as stream:
            head = stream.read(SNIFF_BYTES)
    except OSError:
        return None  # the IRC reader says why it cannot be read
    if not LOOKS_LIKE_JSON.match(head):
        return None
    if file_platform(path) == TELEGRAM:  # by its first key: read streaming, never loaded whole
        return TELEGRAM
    kind = _shape(_load_json(path))
    if kind is None:
        raise LogError(f"{path}: {NO_EXPORT}")
    return kind


def _clean_text(text: Any, counts: dict[str, int]) -> str:
    """A message's text on one line: line breaks and tabs become spaces, other control characters too
    (counted), cut to `MAX_LINE_CHARS` (counted)."""
    text = text if isinstance(text, str) else ""
    if any(not LINE_SPACING.match(run) for run in CONTROL.findall(text)):
        counts["control_chars"] += 1
    text = CONTROL.sub(" ", text).strip()
    if len(text) > MAX_LINE_CHARS:
        counts["long_lines"] += 1
        text = text[:MAX_LINE_CHARS]
    return text


def _build_log(name: str, said: list[Said], given: list[int | None], channel: str, kind: str,
               names: frozenset[str] = frozenset()) -> Log:
    """The `Log` of an export's messages: minutes from midnight (UTC) of the first message's day; a message
    without a time takes the time before it (counted as unparsed), a time going back keeps the later one."""
    counts = dict.fromkeys(("unparsed_lines", "clock_backwards", "control_chars", "long_lines"), 0)
    first = next((s.when for s in said if s.when is not None), None)
    midnight = dt.datetime.combine(first.date(), dt.time(), dt.timezone.utc) if first else None
    minutes = [int((s.when - midnight).total_seconds() // SECONDS_PER_MINUTE) if s.when and midnight else None
               for s in said]
    last = next((m for m in minutes if m is not None), 0)
    messages = []
    for index, (item, minute) in enumerate(zip(said, minutes)):
        if minute is None:
            counts["unparsed_lines"] += 1
        elif minute < last:
            counts["clock_backwards"] += 1
        else:
            last = minute
        text = _clean_text(item.text, counts)
        clock = minute % MINUTES_PER_DAY if minute is not None else None
        messages.append(Message(index, item.kind, item.nick, text, last, item.raw, clock, item.bot))
    given = [p if p is not None and p < index else None for index, p in enumerate(given)]
    known = names | {s.nick for s in said if s.nick}
    return Log(name, tuple(messages), ReadStats(lines=len(said), **counts), first.date() if first else None,
               channel, kind, tuple(given), frozenset(known))


# --- Slack -------------------------------------------------------------------------------------------

def _profile_name(profile: Any) -> str:
    """The first non-empty of a profile's `SLACK_NAME_FIELDS`, or ""."""
    if not isinstance(profile, dict):
        return ""
    return next((profile[f].strip() for f in SLACK_NAME_FIELDS if isinstance(profile.get(f), str)
                 and profile[f].strip()), "")


def _slack_users(folder: Path, items: list[Any]) -> dict[str, str]:
    """User id -> name: from the workspace's users.json beside the channel folder (when there), then from
    the `user_profile` of every message (a later profile wins)."""
    names: dict[str, str] = {}
    users_file = folder.parent / SLACK_USERS_FILE
    users = _load_json(users_file) if users_file.is_file() else []
    for user in users if isinstance(users, list) else []:
        if isinstance(user, dict) and isinstance(user.get(SLACK_USER_ID), str):
            name = _profile_name(user.get(SLACK_USERS_PROFILE)) or _profile_name(user)
            names.update({user[SLACK_USER_ID]: name} if name else {})
    for item in items:
        name = _profile_name(item.get(SLACK_PROFILE)) if isinstance(item, dict) else ""
        if name and isinstance(item.get(SLACK_USER), str):
            names[item[SLACK_USER]] = name
    return names


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
    text = SLACK_MARKUP.sub(plain, text)
    for escaped, char in SLACK_ENTITIES:
        text = text.replace(escaped, char)
    return text


def _slack_time(ts: Any) -> dt.datetime | None:
    """A `ts` as a UTC time; None when it is none, or outside the years a date holds (`99999999999999`)."""
    if not isinstance(ts, str) or not SLACK_TS_FORMAT.match(ts):
        return None
    try:
        return dt.datetime.fromtimestamp(float(ts), dt.timezone.utc)
    except (ValueError, OverflowError, OSError):
        return None


def _text_field(item: dict, key: str) -> str:
    """`item[key]` when it is a string, else ""."""
    value = item.get(key)
    return value if isinstance(value, str) else ""


def _slack_said(item: Any, names: dict[str, str]) -> Said:
    """One Slack message (see the module docstring for what each field gives)."""
    if not isinstance(item, dict):
        return Said(None, KIND_OTHER, "", "", _raw(item))
    subtype = item.get(SLACK_SUBTYPE)
    kind = KIND_MESSAGE if subtype is None else SLACK_SUBTYPE_KINDS.get(subtype, KIND_SYSTEM)
    user = _text_field(item, SLACK_USER)
    nick = (_profile_name(item.get(SLACK_PROFILE)) or names.get(user) or str(item.get(SLACK_USERNAME) or "")
            or _profile_name(item.get(SLACK_BOT_PROFILE)) or user or str(item.get(SLACK_BOT_ID) or ""))
    when = _slack_time(item.get(SLACK_TS))
    text = _slack_markup(_text_field(item, SLACK_TEXT), names)
    bot = subtype in SLACK_BOT_SUBTYPES or bool(item.get(SLACK_BOT_ID))
    return Said(when, kind if when is not None else KIND_OTHER, nick, text, _raw(item), bot)


def _ts_order(items: list[Any]) -> list[Any]:
    """The messages in `ts` order (stable); a message without a readable ts stays after the one before it."""
    keys, last = [], Decimal("-Infinity")
    for item in items:
        ts = item.get(SLACK_TS) if isinstance(item, dict) else None
        try:
            last = Decimal(ts) if isinstance(ts, str) and SLACK_TS_FORMAT.match(ts) else last
        except InvalidOperation:
            pass
        keys.append(last)
    return [item for _, _, item in sorted(zip(keys, range(len(items)), items), key=lambda t: (t[0], t[1]))]


def _thread_parents(items: list[Any], thread_parent: str) -> tuple[list[int | None], int]:
    """Each message's given parent: a thread reply (thread_ts other than its ts) gets the message before it
    in its thread (`THREAD_PREVIOUS`) or the thread's root (`THREAD_ROOT`); and how many replies' parents
    are not in the export."""
    first_of_ts: dict[str, int] = {}
    last_in_thread: dict[str, int] = {}
    given: list[int | None] = []
    missing = 0
    for index, item in enumerate(items):
        ts = item.get(SLACK_TS) if isinstance(item, dict) else None
        thread = item.get(SLACK_THREAD_TS) if isinstance(item, dict) else None
        parent = None
        if isinstance(thread, str) and isinstance(ts, str) and thread != ts:
            root = first_of_ts.get(thread)
            parent = root if thread_parent == THREAD_ROOT else last_in_thread.get(thread, root)
            missing += parent is None
        given.append(parent)
        if isinstance(ts, str):
            first_of_ts.setdefault(ts, index)
        if isinstance(thread, str) and isinstance(ts, str):
            last_in_thread[thread] = index
    return given, missing


def read_slack(path: str | os.PathLike, name: str | None = None, thread_parent: str = THREAD_PREVIOUS) -> Log:
    """A Slack channel folder (every day file, in date order) or one day file, as a `Log`."""
    path = Path(path)
    folder = path if path.is_dir() else path.parent
    items: list[Any] = []
    for day in _day_files(path) if path.is_dir() else [path]:
        data = _load_json(day)
        if _shape(data) != SLACK:
            raise LogError(f"{day}: not a Slack day file: expected {EXPECTED[SLACK]}")
        items.extend(data)
    items = _ts_order(items)
    names = _slack_users(folder, items)
    given, missing = _thread_parents(items, thread_parent)
    if missing:
        logger.info("%s: %d thread repl(ies) whose thread is not in the export: predicted", name or path, missing)
    said = [_slack_said(item, names) for item in items]
    known = frozenset(names) | frozenset(names.values()) | {item[SLACK_USER] for item in items
                                                           if isinstance(item, dict) and isinstance(item.get(SLACK_USER), str)}
    return _build_log(name if name is not None else str(path), said, given, "#" + folder.name, SLACK, known)


# --- Discord -----------------------------------------------------------------------------------------

def _discord_said(item: Any) -> Said:
    """One DiscordChatExporter message (see the module docstring)."""
    if not isinstance(item, dict):
        return Said(None, KIND_OTHER, "", "", _raw(item))
    given = item.get(DISCORD_AUTHOR)
    author = given if isinstance(given, dict) else {}
    nick = str(author.get(DISCORD_NICKNAME) or author.get(DISCORD_NAME) or "")
    kind = DISCORD_TYPE_KINDS.get(item.get(DISCORD_TYPE, DISCORD_DEFAULT_TYPE), KIND_SYSTEM)
    when = iso_time(item.get(DISCORD_TIMESTAMP))
    content = _text_field(item, DISCORD_CONTENT)
    return Said(when, kind if when is not None else KIND_OTHER, nick, content, _raw(item),
                author.get(DISCORD_IS_BOT) is True)


def _id_of(value: Any) -> str | None:
    """A platform id (a string or a number) as text; None when it is none."""
    return str(value) if isinstance(value, (str, int)) and not isinstance(value, bool) else None


def _parents_by_id(ids: list[str | None], replies: list[str | None]) -> tuple[list[int | None], int]:
    """Each reply's given parent (the message of the id it names), and how many name no earlier message of
    the export; an id used again names its first message (a reply never moves to a later one)."""
    index_of: dict[str, int] = {}
    for k, own in enumerate(ids):
        if own is not None:
            index_of.setdefault(own, k)
    reused = sum(own is not None for own in ids) - len(index_of)
    if reused:
        logger.warning("%d message(s) reuse the id of an earlier message: a reply to such an id is given the "
                       "first message of that id", reused)
    given: list[int | None] = []
    missing = 0
    for index, target in enumerate(replies):
        parent = index_of.get(target) if target is not None else None
        parent = parent if parent is not None and parent < index else None
        missing += target is not None and parent is None
        given.append(parent)
    return given, missing


def _reference_parents(items: list[Any]) -> tuple[list[int | None], int]:
    """Each Discord reply's given parent (the message its reference.messageId names), and how many name no
    earlier message of the export."""
    ids = [_id_of(item.get(DISCORD_ID)) if isinstance(item, dict) else None for item in items]
    replies = []
    for item in items:
        reference = item.get(DISCORD_REFERENCE) if isinstance(item, dict) else None
        is_reply = isinstance(item, dict) and item.get(DISCORD_TYPE) in DISCORD_REPLY_TYPES
        replies.append(_id_of(reference.get(DISCORD_REFERENCED_ID)) if is_reply and isinstance(reference, dict)
                       else None)
    return _parents_by_id(ids, replies)


def read_discord(path: str | os.PathLike, name: str | None = None) -> Log:
    """A DiscordChatExporter JSON file as a `Log`."""
    path = Path(path)
    data = _load_json(path)
    if _shape(data) != DISCORD:
        raise LogError(f"{path}: not a Discord export: expected {EXPECTED[DISCORD]}")
    items = data[DISCORD_MESSAGES]
    given, missing = _reference_parents(items)
    if missing:
        logger.info("%s: %d repl(ies) to a message not before them in the export: predicted", name or path, missing)
    channel = data.get(DISCORD_CHANNEL)
    channel_name = channel.get(DISCORD_NAME) if isinstance(channel, dict) else None
    return _build_log(name if name is not None else str(path), [_discord_said(item) for item in items], given,
                      "#" + channel_name if isinstance(channel_name, str) else "", DISCORD, _discord_names(items))


def _discord_names(items: list[Any]) -> frozenset[str]:
    """Every author's and mentioned user's name, nickname and id."""
    people = [p for item in items if isinstance(item, dict)
              for p in [item.get(DISCORD_AUTHOR)] + list(item.get("mentions") or ()) if isinstance(p, dict)]
    return frozenset(str(p[key]) for p in people for key in (DISCORD_NAME, DISCORD_NICKNAME, DISCORD_ID) if p.get(key))


# --- Telegram ----------------------------------------------------------------------------------------

def _has_messages(path: Path) -> bool:
    """Does the JSON object of `path` have a `messages` array (read streaming: only when it has no message)?"""
    return any(True for _ in stream_items(path, TELEGRAM_MESSAGES)) if file_platform(path) == TELEGRAM else False


def read_telegram(path: str | os.PathLike, name: str | None = None) -> Log:
    """A Telegram Desktop chat export (`result.json`, or the export folder holding it) as a `Log`, read by
    extract's reader (`exports_telegram`: streamed, the same fields and the same refusals)."""
    result = telegram_file(Path(path))
    if file_platform(result) != TELEGRAM:
        raise LogError(f"{result}: not a Telegram export: expected {EXPECTED[TELEGRAM]}")
    chat = telegram_chat(result)
    counts: Counter[str] = Counter()
    messages = list(telegram_messages(result, counts))
    if not messages and not _has_messages(result):
        raise LogError(f"{result}: {NO_EXPORT}")  # a JSON object whose first key is a Telegram export's
    if counts:
        logger.info("%s: %s", name or path, ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    given, missing = _parents_by_id([m.platform_id or None for m in messages], [m.reply_to for m in messages])
    if missing:
        logger.info("%s: %d repl(ies) to a message not before them in the export: predicted", name or path, missing)
    said = [Said(m.when, m.kind if m.when is not None else KIND_OTHER, m.nick, m.text, m.platform_id, m.bot)
            for m in messages]
    known = frozenset(n for m in messages for n in m.names)
    return _build_log(name if name is not None else str(path), said, given, chat, TELEGRAM, known)


READERS: dict[str, Callable[..., Log]] = {SLACK: read_slack, DISCORD: read_discord, TELEGRAM: read_telegram}


def read_export(path: str | os.PathLike, kind: str, name: str | None = None) -> Log:
    """The export at `path` read as `kind` (SLACK, DISCORD or TELEGRAM)."""
    return READERS[kind](path, name)


def check_export(log: Log) -> None:
    """Refuse (LogError) an export where more than `MAX_UNPARSED_SHARE` of the messages have no readable
    time; warn when some have none, or when there are no messages."""
    bad, total = log.stats.unparsed_lines, len(log)
    if not total:
        logger.warning("%s: empty export, nothing to read", log.name)
        return
    if not bad:
        return
    first = next(m for m in log.messages if m.kind == KIND_OTHER)
    field = TIME_FIELDS[log.log_format]
    where = f"{bad} of {total} messages have no readable {field} (first: message {first.index})"
    if bad > MAX_UNPARSED_SHARE * total:
        raise LogError(f"{log.name}: not a readable {log.log_format} export: {where}")
    logger.warning("%s: %s; kept as system messages", log.name, where)


def load_any(path: str | os.PathLike, log_format: str = AUTO, name: str | None = None,
             date: dt.date | None = None) -> Log:
    """What a command reads: a chat export (`export_kind`) read and checked, else an IRC log (`load_log`; `date`
    is its date when neither its lines nor its name give one)."""
    kind = export_kind(path, log_format)
    if kind is None:
        return load_log(path, log_format, name=name, date=date)
    log = read_export(path, kind, name)
    logger.info("%s: log format %s%s", log.name, kind, " (detected)" if log_format == AUTO else "")
    check_export(log)
    problems = log.stats.problems()
    if problems:
        logger.info("%s: %s", log.name, ", ".join(f"{k}={v}" for k, v in problems.items()))
    return log
