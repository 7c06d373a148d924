"""Chat exports read as logs, for `predict` and `evaluate`: a Slack channel folder or day file, a
DiscordChatExporter JSON file and a Telegram Desktop chat export (`result.json`, or its folder); a folder of
several logs (a Slack workspace, a folder of DiscordChatExporter files and its subfolders) is each of its
logs, named by its path (`export_logs`).

Each is read by the same streaming reader `extract` uses (the platform's `log_messages`: `slack`, `discord`,
`telegram`) and made lines by the same `chat_lines.ChatLines` (texts on one line, bots, attachments,
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
detected by `--log-format auto` through the one detector `detect.export_platform`, or an IRC log through
`files.load_log`) and refuses a JSON file that is no such export, a folder that is not one export's log, or
an export where more than `MAX_UNTIMED_SHARE` of the messages have no readable time, with a one-line
`LogError`; fewer such messages are kept as system messages (kind `other`) and counted.
"""
from __future__ import annotations

import datetime as dt
import logging
import os
from collections import Counter
from pathlib import Path

from disentangle.logs.chat_days import chat_log
from disentangle.logs.chat_lines import ChatLines, LinePolicy, check_read
from disentangle.logs.counts import ReadStats
from disentangle.logs.exports.base import ChannelMessages, NotAnExport, Platform
from disentangle.logs.exports.detect import export_platform
from disentangle.logs.exports.discord import DISCORD
from disentangle.logs.exports.registry import EXPORT_NAMES, NO_EXPORT, PLATFORMS, platform
from disentangle.logs.exports.slack import SLACK
from disentangle.logs.exports.telegram import TELEGRAM
from disentangle.logs.files import load_log
from disentangle.logs.formats import AUTO, FORMAT_NAMES, KIND_OTHER
from disentangle.logs.records import Log, LogError

__all__ = ["THREAD_PREVIOUS", "THREAD_ROOT", "check_export", "export_kind", "export_logs", "load_any", "read_discord",
           "read_export", "read_slack", "read_telegram"]

logger = logging.getLogger(__name__)

THREAD_PREVIOUS, THREAD_ROOT = "previous", "root"                 # a thread reply's given parent


def _check_folder(path: Path, log_format: str) -> None:
    """A LogError unless the folder `path` is one export read as one log (a Slack channel folder, a Telegram
    export folder) of the platform asked, or of any with `auto`: an export of several logs names one of them
    (`export_logs` gives them all), a folder of no export names what every platform asked reads."""
    asked = [known for known in PLATFORMS if log_format == known.name or log_format not in EXPORT_NAMES]
    if any(known.reads_folder(path) for known in asked):
        return
    found = export_platform(path, log_format)
    logs = found.logs(path) if found is not None else ()
    if found is not None and logs:
        raise LogError(f"{path}: a {found.name} export of {len(logs)} log(s): give one (e.g. {logs[0]}), or the "
                       "folder to predict / evaluate, which read each")
    expected = " or ".join(known.expected for known in asked)
    raise LogError(f"{path}: not a regular file (a directory): expected a log file, or a folder of {expected}")


def export_logs(path: str | os.PathLike, log_format: str = AUTO) -> tuple[str, ...]:
    """The logs `predict` and `evaluate` read at `path`: each log of an export folder of several (a Slack
    workspace's channel folders, every DiscordChatExporter file of a folder and its subfolders), named by
    its path; anything else (a file, a folder read as one log, no export: said when read) is itself."""
    path_ = Path(path)
    if log_format in FORMAT_NAMES or not path_.is_dir():
        return (str(path),)
    asked = [known for known in PLATFORMS if log_format == known.name or log_format not in EXPORT_NAMES]
    found = None if any(known.reads_folder(path_) for known in asked) else export_platform(path_, log_format)
    logs = found.logs(path_) if found is not None else ()
    return tuple(str(log) for log in logs) or (str(path),)


def export_kind(path: str | os.PathLike, log_format: str = AUTO) -> str | None:
    """The platform name (SLACK, DISCORD, TELEGRAM, ...) `path` is read as (`detect.export_platform`), None for
    an IRC log; a LogError for a JSON file or a directory that is no export, a folder that is not one log, or
    an export of another kind than `log_format` asks."""
    path = Path(path)
    if log_format not in FORMAT_NAMES and path.is_dir():
        _check_folder(path, log_format)
    found = export_platform(path, log_format)
    return found.name if found is not None else None


def _export_log(name: str, found: ChannelMessages, kind: Platform, policy: LinePolicy, counts: Counter[str]) -> Log:
    """The `Log` of a platform reader's messages, made lines by `ChatLines` as `extract` makes them (a message
    reusing an id is kept: indices are positions in the export); refused when most have no readable time."""
    lines = ChatLines(policy)
    read = list(lines.lines(found.messages))
    counted = lines.counts + counts
    check_read(lines, name, kind.name, kind.time_field)
    if counted["duplicate_ids_kept"]:
        logger.warning("%s: %d message(s) reuse the id of an earlier message: a reply to such an id is given the "
                       "first message of that id", name, counted["duplicate_ids_kept"])
    if counted["replies_to_messages_not_in_export"]:
        logger.info("%s: %d repl(ies) to a message not before them in the export: predicted", name,
                    counted["replies_to_messages_not_in_export"])
    if counted["thread_messages_without_root"]:
        logger.info("%s: %d thread repl(ies) whose thread is not in the export: predicted", name,
                    counted["thread_messages_without_root"])
    shown = {k: v for k, v in counted.items() if k.startswith(("unknown_entity_type", "edits", "attachment_only"))}
    if shown:
        logger.info("%s: %s", name, ", ".join(f"{k}={v}" for k, v in sorted(shown.items())))
    first = next((line.seconds for line in read), None)
    date = dt.datetime.fromtimestamp(first, dt.timezone.utc).date() if first is not None else None
    stats = ReadStats(unparsed_lines=counted["messages_without_time"], control_chars=counted["control_chars"])
    return chat_log(read, name, date, found.name, kind.name, found.known | frozenset(lines.names), stats)


def read_export(path: str | os.PathLike, kind: str, name: str | None = None,
                thread_parent: str = THREAD_PREVIOUS) -> Log:
    """The export at `path` read as one log of the platform `kind` (SLACK, DISCORD, TELEGRAM, ...), by the
    platform's streaming reader; a LogError when it is no such export."""
    known = platform(kind)
    known.check(Path(path))
    counts: Counter[str] = Counter()
    policy = LinePolicy(keep_reused_ids=True, thread_root=thread_parent == THREAD_ROOT)
    try:
        return _export_log(name if name is not None else str(path), known.log_messages(Path(path), counts), known,
                           policy, counts)
    except NotAnExport as error:
        raise LogError(f"{error.path}: {NO_EXPORT}") from None


def read_slack(path: str | os.PathLike, name: str | None = None, thread_parent: str = THREAD_PREVIOUS) -> Log:
    """A Slack channel folder (every day file, in date order) or one day file, as a `Log`."""
    return read_export(path, SLACK, name, thread_parent)


def read_discord(path: str | os.PathLike, name: str | None = None) -> Log:
    """A DiscordChatExporter JSON file as a `Log` (streamed; a thread's file: its messages linked within the
    thread)."""
    return read_export(path, DISCORD, name)


def read_telegram(path: str | os.PathLike, name: str | None = None) -> Log:
    """A Telegram Desktop chat export (`result.json`, or the export folder holding it) as a `Log`."""
    return read_export(path, TELEGRAM, name)


def check_export(log: Log) -> None:
    """Warn when some messages of an export have no readable time (the reader refused it when most have
    none), or when there are no messages."""
    bad, total = log.stats.unparsed_lines, len(log)
    if not total:
        logger.warning("%s: empty export, nothing to read", log.name)
    elif bad:
        first = next(m for m in log.messages if m.kind == KIND_OTHER)
        logger.warning("%s: %d of %d messages have no readable %s (first: message %d); kept as system messages",
                       log.name, bad, total, platform(log.log_format).time_field, first.index)


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
