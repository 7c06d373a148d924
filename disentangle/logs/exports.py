"""Chat exports read as logs, for `predict` and `evaluate`: a Slack channel folder or day file, a
DiscordChatExporter JSON file and a Telegram Desktop chat export (`result.json`, or its folder).

Each is read by the same streaming reader `extract` uses (`exports_slack`, `exports_discord`,
`exports_telegram`) and made lines by the same `chat_lines.ChatLines` (texts on one line, bots, attachments,
edits, given parents, messages without a time): one parser per platform. The `Log` holds one `Message` per
message, so that a message's index is its position in the export (0-based) as a line's is in a log (a
message reusing an earlier message's id is kept here, where `extract` drops it; a reply to that id goes to
the first message of the id in both): for Slack, every `YYYY-MM-DD.json` day file of a channel folder in date
order (or one day file), each day's messages in `ts` order (`message_changed` edits folded into the message
they edit); for Discord and Telegram, the order of the `messages` array. Times are UTC: the log's `date` is
the UTC day of its first message and `minute` counts from that midnight. Replies the platform records are
the log's `given_parents` (a Slack thread reply's parent is the message before it in its thread, the root
for the first; `THREAD_ROOT` links every reply to the root instead).

The no-silent-garbage rule of the IRC reader holds: `load_any` reads what a command is given (an export,
detected by `--log-format auto`, or an IRC log through `files.load_log`) and refuses a JSON file that is
no such export, or an export where more than `MAX_UNTIMED_SHARE` of the messages have no readable time,
with a one-line `LogError`; fewer such messages are kept as system messages (kind `other`) and counted.
"""
from __future__ import annotations

import datetime as dt
import json
import logging
import os
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Callable

from disentangle.checks import regular_file_problem
from disentangle.logs.chat_days import ChatMessage, chat_log
from disentangle.logs.chat_lines import ChatLines, LinePolicy, check_untimed
from disentangle.logs.counts import ReadStats
from disentangle.logs.exports_discord import discord_channel, discord_messages
from disentangle.logs.exports_slack import day_files, slack_messages, slack_workspace
from disentangle.logs.exports_stream import TELEGRAM_FILE, file_platform, first_value, stream_items
from disentangle.logs.exports_telegram import telegram_chat, telegram_file, telegram_messages
from disentangle.logs.files import load_log
from disentangle.logs.formats import AUTO, DISCORD, EXPORT_NAMES, FORMAT_NAMES, KIND_OTHER, SLACK, TELEGRAM
from disentangle.logs.records import Log, LogError

__all__ = ["THREAD_PREVIOUS", "THREAD_ROOT", "export_kind", "load_any", "read_discord", "read_export", "read_slack",
           "read_telegram"]

logger = logging.getLogger(__name__)

SNIFF_BYTES = 4096                       # of a file, to tell JSON from an IRC log
LOOKS_LIKE_JSON = re.compile(rb"^(?:\xef\xbb\xbf)?\s*(?:\{|\[\s*(?:\{|\]))")  # "{", "[{", "[]": no IRC line
THREAD_PREVIOUS, THREAD_ROOT = "previous", "root"                 # a thread reply's given parent
SLACK_TS, SLACK_TYPE, SLACK_MESSAGE_TYPE = "ts", "type", "message"
DISCORD_MESSAGES, DISCORD_CHANNEL, DISCORD_GUILD = "messages", "channel", "guild"
TELEGRAM_MESSAGES = "messages"

EXPECTED = {SLACK: "a Slack export (a channel folder of YYYY-MM-DD.json files, or one such file: a JSON array of "
                   "messages with ts)",
            DISCORD: "a DiscordChatExporter export (a JSON object with guild, channel and messages)",
            TELEGRAM: "a Telegram Desktop chat export (result.json: a JSON object with name, type, id and messages)"}
NO_EXPORT = f"JSON, but not a chat export: expected {EXPECTED[SLACK]} or {EXPECTED[DISCORD]} or {EXPECTED[TELEGRAM]}"
TIME_FIELDS = {SLACK: SLACK_TS, DISCORD: "timestamp", TELEGRAM: "date_unixtime or date"}


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


def export_kind(path: str | os.PathLike, log_format: str = AUTO) -> str | None:
    """SLACK, DISCORD or TELEGRAM when `path` is read as that export, None for an IRC log (LogError for a
    JSON file or a directory that is no export, or an export of another kind than `log_format` asks)."""
    path = Path(path)
    if log_format in FORMAT_NAMES:
        return None
    if path.is_dir() and log_format in (AUTO, TELEGRAM) and (path / TELEGRAM_FILE).is_file():
        return TELEGRAM
    if path.is_dir():
        if log_format in (DISCORD, TELEGRAM) or not day_files(path):
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
    platform = file_platform(path)
    if platform in (TELEGRAM, DISCORD):  # by its first key: read streaming, never loaded whole
        return platform
    kind = _shape(_load_json(path))
    if kind is None:
        raise LogError(f"{path}: {NO_EXPORT}")
    return kind


# --- the three readers: extract's streaming readers, one path to lines ---------------------------------

def _export_log(name: str, messages: Iterable[ChatMessage], channel: str, kind: str, policy: LinePolicy,
                known: frozenset[str] = frozenset(), counts: Counter[str] | None = None) -> Log:
    """The `Log` of a platform reader's messages, made lines by `ChatLines` as `extract` makes them (a message
    reusing an id is kept: indices are positions in the export); refused when most have no readable time."""
    lines = ChatLines(policy)
    read = list(lines.lines(messages))
    found = lines.counts + (counts or Counter())
    check_untimed(lines, name, kind, TIME_FIELDS[kind])
    if found["duplicate_ids_kept"]:
        logger.warning("%s: %d message(s) reuse the id of an earlier message: a reply to such an id is given the "
                       "first message of that id", name, found["duplicate_ids_kept"])
    if found["replies_to_messages_not_in_export"]:
        logger.info("%s: %d repl(ies) to a message not before them in the export: predicted", name,
                    found["replies_to_messages_not_in_export"])
    if found["thread_messages_without_root"]:
        logger.info("%s: %d thread repl(ies) whose thread is not in the export: predicted", name,
                    found["thread_messages_without_root"])
    shown = {k: v for k, v in found.items() if k.startswith(("unknown_entity_type", "edits", "attachment_only"))}
    if shown:
        logger.info("%s: %s", name, ", ".join(f"{k}={v}" for k, v in sorted(shown.items())))
    first = next((line.seconds for line in read), None)
    date = dt.datetime.fromtimestamp(first, dt.timezone.utc).date() if first is not None else None
    stats = ReadStats(unparsed_lines=found["messages_without_time"], control_chars=found["control_chars"])
    return chat_log(read, name, date, channel, kind, known | frozenset(lines.names), stats)


def read_slack(path: str | os.PathLike, name: str | None = None, thread_parent: str = THREAD_PREVIOUS) -> Log:
    """A Slack channel folder (every day file, in date order) or one day file, as a `Log`, read by extract's
    reader (`exports_slack`)."""
    path = Path(path)
    folder = path if path.is_dir() else path.parent
    days = day_files(path) if path.is_dir() else [path]
    workspace = slack_workspace(folder)
    counts: Counter[str] = Counter()
    return _export_log(name if name is not None else str(path), slack_messages(days, workspace.users, counts),
                       "#" + folder.name, SLACK, LinePolicy(keep_reused_ids=True, thread_root=thread_parent == THREAD_ROOT),
                       workspace.names, counts)


def read_discord(path: str | os.PathLike, name: str | None = None) -> Log:
    """A DiscordChatExporter JSON file as a `Log`, read by extract's reader (`exports_discord`, streamed; a
    thread's file: its messages linked within the thread)."""
    path = Path(path)
    if file_platform(path) != DISCORD and not isinstance(first_value(path, DISCORD_CHANNEL), dict):
        raise LogError(f"{path}: not a Discord export: expected {EXPECTED[DISCORD]}")
    channel = discord_channel(path)
    return _export_log(name if name is not None else str(path), discord_messages(channel),
                       "#" + channel.name if channel.name else "", DISCORD, LinePolicy(keep_reused_ids=True))


def read_telegram(path: str | os.PathLike, name: str | None = None) -> Log:
    """A Telegram Desktop chat export (`result.json`, or the export folder holding it) as a `Log`, read by
    extract's reader (`exports_telegram`: streamed, the same fields and the same refusals)."""
    result = telegram_file(Path(path))
    if file_platform(result) != TELEGRAM:
        raise LogError(f"{result}: not a Telegram export: expected {EXPECTED[TELEGRAM]}")
    counts: Counter[str] = Counter()
    log = _export_log(name if name is not None else str(path), telegram_messages(result, counts),
                      telegram_chat(result), TELEGRAM, LinePolicy(keep_reused_ids=True), counts=counts)
    if not log.messages and not _has_messages(result):
        raise LogError(f"{result}: {NO_EXPORT}")  # a JSON object whose first key is a Telegram export's
    return log


def _has_messages(path: Path) -> bool:
    """Does the JSON object of `path` have a `messages` array (read streaming: only when it has no message)?"""
    return any(True for _ in stream_items(path, TELEGRAM_MESSAGES)) if file_platform(path) == TELEGRAM else False


READERS: dict[str, Callable[..., Log]] = {SLACK: read_slack, DISCORD: read_discord, TELEGRAM: read_telegram}


def read_export(path: str | os.PathLike, kind: str, name: str | None = None) -> Log:
    """The export at `path` read as `kind` (SLACK, DISCORD or TELEGRAM)."""
    return READERS[kind](path, name)


def check_export(log: Log) -> None:
    """Warn when some messages of an export have no readable time (the reader refused it when most have
    none), or when there are no messages."""
    bad, total = log.stats.unparsed_lines, len(log)
    if not total:
        logger.warning("%s: empty export, nothing to read", log.name)
    elif bad:
        first = next(m for m in log.messages if m.kind == KIND_OTHER)
        logger.warning("%s: %d of %d messages have no readable %s (first: message %d); kept as system messages",
                       log.name, bad, total, TIME_FIELDS[log.log_format], first.index)


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
