"""Reading chat exports as streams, for `extract`: the JSON of an export is parsed item by item (`ijson`,
bounded memory whatever the export's size), never loaded whole; what kind of export a path is
(`export_platform`); and the helpers every platform reader shares (times, names).

A damaged file (truncated, not JSON, not UTF-8) is a one-line `LogError` naming it; the platform readers
(`exports_discord`, `exports_slack`, `exports_telegram`) yield `chat_days.ChatMessage` records.
"""
from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import ijson

from disentangle.checks import regular_file_problem
from disentangle.logs.records import LogError

__all__ = ["DISCORD", "SLACK", "TELEGRAM", "export_platform", "first_value", "iso_time", "stream_items",
           "unix_time"]

SLACK, DISCORD, TELEGRAM = "slack", "discord", "telegram"
SNIFF_BYTES = 4096
FIRST_KEY = re.compile(rb'^(?:\xef\xbb\xbf)?\s*\{\s*"([^"]+)"')
OPENS_ARRAY = re.compile(rb"^(?:\xef\xbb\xbf)?\s*\[")
DISCORD_FIRST_KEYS = ("guild",)                     # DiscordChatExporter writes guild, channel, ..., messages
TELEGRAM_CHAT_KEYS = ("name", "type", "id")         # a Telegram Desktop export of one chat
TELEGRAM_ACCOUNT_KEYS = ("about", "personal_information", "profile_pictures", "chats", "contacts")
SLACK_DAY_FILE = re.compile(r"^\d{4}-\d{2}-\d{2}\.json$")
SLACK_WORKSPACE_FILES = ("channels.json", "users.json")
TELEGRAM_FILE = "result.json"


def _head(path: Path) -> bytes:
    problem = regular_file_problem(path)
    if problem:
        raise LogError(f"cannot read {str(path)!r}: {problem}")
    try:
        with path.open("rb") as stream:
            return stream.read(SNIFF_BYTES)
    except OSError as error:
        raise LogError(f"cannot read {str(path)!r}: {error.strerror or error}") from None


def file_platform(path: Path) -> str | None:
    """DISCORD, TELEGRAM or SLACK (a day file) by a JSON file's first bytes; None for anything else."""
    head = _head(path)
    key = FIRST_KEY.match(head)
    if key is not None:
        first = key[1].decode("utf-8", "replace")
        if first in DISCORD_FIRST_KEYS:
            return DISCORD
        if first in TELEGRAM_CHAT_KEYS or first in TELEGRAM_ACCOUNT_KEYS:
            return TELEGRAM
        return None
    if OPENS_ARRAY.match(head) and SLACK_DAY_FILE.match(path.name):
        return SLACK
    return None


def _folder_platform(path: Path) -> str | None:
    """The platform of a folder: a Slack workspace (channels.json / users.json) or channel folder (day
    files), a folder of DiscordChatExporter files, a Telegram export folder (result.json); LogError for a
    folder holding the exports of several platforms."""
    if any((path / name).is_file() for name in SLACK_WORKSPACE_FILES):
        return SLACK
    found: dict[str, str] = {}
    for entry in sorted(path.iterdir()):
        if entry.is_file() and entry.suffix == ".json":
            platform = file_platform(entry)
            if platform is not None:
                found.setdefault(platform, entry.name)
    if len(found) > 1:
        listed = ", ".join(f"{platform} ({name})" for platform, name in sorted(found.items()))
        raise LogError(f"{path}: exports of several platforms in one folder: {listed}; give one export")
    return next(iter(found), None)


def export_platform(path: Path) -> str | None:
    """The platform whose export `path` is (a file or a folder), None when it is no chat export (an IRC
    log or a logs tree)."""
    path = Path(path)
    if path.is_dir():
        return _folder_platform(path)
    if not path.is_file() or path.suffix != ".json":
        return None
    return file_platform(path)


def stream_items(path: Path, prefix: str) -> Iterator[Any]:
    """The JSON values at `prefix` (ijson's notation, e.g. `messages.item`) of a file, one at a time; a
    damaged file is a one-line LogError naming it and what was read before the damage."""
    count = 0
    try:
        with path.open("rb") as stream:
            for item in ijson.items(stream, prefix, use_float=True):
                count += 1
                yield item
    except OSError as error:
        raise LogError(f"cannot read {str(path)!r}: {error.strerror or error}") from None
    except (ijson.JSONError, UnicodeDecodeError) as error:
        raise LogError(f"{path}: not a whole JSON file (truncated or damaged after {count} item(s) of "
                       f"{prefix.split('.')[0]}): {str(error).splitlines()[0][:120]}") from None


def first_value(path: Path, prefix: str) -> Any:
    """The first JSON value at `prefix` of a file (None when there is none), read from its start only."""
    return next(stream_items(path, prefix), None)


def iso_time(stamp: Any) -> dt.datetime | None:
    """An ISO 8601 time (with an offset or a trailing Z; none: UTC), in UTC; None when it is none."""
    if not isinstance(stamp, str):
        return None
    try:
        when = dt.datetime.fromisoformat(stamp[:-1] + "+00:00" if stamp.endswith("Z") else stamp)
    except ValueError:
        return None
    return when.astimezone(dt.timezone.utc) if when.tzinfo is not None else when.replace(tzinfo=dt.timezone.utc)


def unix_time(value: Any) -> dt.datetime | None:
    """Seconds since 1970 (a number or its text, e.g. Slack's `ts` "1512085950.000216") in UTC; None when it
    is not one or lies outside the years a date can hold (`99999999999999`)."""
    try:
        seconds = float(value) if isinstance(value, (str, int, float)) and not isinstance(value, bool) else None
        return None if seconds is None else dt.datetime.fromtimestamp(seconds, dt.timezone.utc)
    except (ValueError, OverflowError, OSError):
        return None


def text_of(value: Any) -> str:
    """`value` when it is a string, else ""."""
    return value if isinstance(value, str) else ""
