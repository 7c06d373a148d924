"""A log file read whole, as every command reads one: open it (never a FIFO or a directory), decode its bytes,
choose its format (the one asked for, or for `auto` the one detected), read its lines into a `Log`
(`disentangle.logs.reading`), and, for a command (`load_log`), refuse a file that is mostly not lines of
that format, or holds nothing but control characters (a file of NUL bytes), with a one-line `LogError`.
The date and channel of a log come from its lines, else from its path.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import logging
import os
from pathlib import Path

from disentangle.checks import regular_file_problem
from disentangle.logs.formats import (
    AUTO,
    DEFAULT_FORMAT,
    DETECT_LINES,
    FORMAT_NAMES,
    KIND_OTHER,
    LogFormat,
    UnknownFormat,
    channel_from_path,
    date_from_path,
    detect_format,
    get_format,
)
from disentangle.logs.lines import BYTE_ORDER_MARK, decode_bytes, split_lines, strip_formatting
from disentangle.logs.reading import parse_lines
from disentangle.logs.records import Log, LogError

__all__ = ["MAX_UNPARSED_SHARE", "check_log", "choose_format", "formats_tried", "load_log", "read_log",
           "read_log_bytes", "refuse_special_file"]

logger = logging.getLogger(__name__)

MAX_UNPARSED_SHARE = 0.5  # a file with more unreadable lines than this is no IRC log (in that format)
SHOWN_LINE_CHARS = 60     # of the first unreadable line, in the error message


def refuse_special_file(path: str | os.PathLike) -> None:
    """A `LogError` for a path that exists but is not a regular file, before anything opens it: a FIFO with
    no writer would block a reader forever. Every reader of log files (whole or streamed) calls this."""
    problem = regular_file_problem(path)
    if problem.startswith("not a regular file"):
        raise LogError(f"cannot read log {str(path)!r}: {problem}")


def read_log(path: str | os.PathLike, name: str | None = None, log_format: LogFormat | str = DEFAULT_FORMAT,
             date: dt.date | None = None, channel: str | None = None) -> Log:
    """Read a log file from disk (`log_format` a `LogFormat`, a registered name or "auto"). The date and
    channel come from the lines, else from `date`/`channel`, else from `name` or the path. Raises
    `LogError` only when the file cannot be opened, or is not a regular file (never opened: a FIFO with
    no writer would block forever)."""
    path = Path(path)
    refuse_special_file(path)
    try:
        data = path.read_bytes()
    except (OSError, ValueError) as error:
        raise LogError(f"cannot read log {str(path)!r}: {getattr(error, 'strerror', None) or error}") from error
    name = name if name is not None else str(path)
    date = date or date_from_path(name) or date_from_path(str(path))
    channel = channel or channel_from_path(name) or channel_from_path(str(path))
    return read_log_bytes(data, name, log_format, date, channel)


def read_log_bytes(data: bytes, name: str, log_format: LogFormat | str = DEFAULT_FORMAT,
                   date: dt.date | None = None, channel: str | None = None) -> Log:
    """Read a log from its bytes (see `read_log`; `name` stands for the path)."""
    text, replaced = decode_bytes(data)
    byte_order_mark = text.startswith(BYTE_ORDER_MARK)
    lines, truncated = split_lines(text[len(BYTE_ORDER_MARK):] if byte_order_mark else text)
    chosen = choose_format(lines, log_format, name)
    log = parse_lines(lines, name, chosen, date or date_from_path(name),
                      channel if channel is not None else channel_from_path(name))
    stats = dataclasses.replace(log.stats, replaced_bytes=replaced, missing_final_newline=int(truncated),
                                byte_order_mark=int(byte_order_mark))
    if stats.problems():
        logger.info("%s: %s", name, ", ".join(f"{k}={v}" for k, v in stats.problems().items()))
    return dataclasses.replace(log, stats=stats)


def choose_format(lines: list[str], log_format: LogFormat | str, name: str) -> LogFormat:
    """The format asked for, or for "auto" the one detected (irclogs when none reads any line)."""
    if log_format != AUTO:
        try:
            return get_format(log_format)
        except UnknownFormat as error:
            raise LogError(str(error)) from error
    detected = detect_format([strip_formatting(line) for line in lines[:DETECT_LINES * 2]])
    if detected is None and len(lines) > DETECT_LINES:  # a long preamble: look at every line
        detected = detect_format([strip_formatting(line) for line in lines], limit=None)
    if detected is None:
        logger.info("%s: no known log format reads its first lines", name)
        return DEFAULT_FORMAT
    logger.info("%s: log format %s (detected)", name, detected.name)
    return detected


def formats_tried(log_format: LogFormat | str) -> tuple[str, ...]:
    """The names of the formats a reading with `log_format` tries."""
    return FORMAT_NAMES if log_format == AUTO else (get_format(log_format).name,)


def check_log(log: Log, tried: tuple[str, ...]) -> None:
    """The one rule for every command: refuse (LogError) a log where more than `MAX_UNPARSED_SHARE` of
    the non-blank lines are unreadable, naming the formats tried and the first such line; warn when
    some lines are unreadable, or when the log has no lines at all."""
    written = log.stats.lines - log.stats.blank_lines
    unparsed = log.stats.unparsed_lines
    if not written and log.stats.control_chars:
        raise LogError(f"{log.name}: not an IRC log: its {log.stats.lines} line(s) hold nothing but control "
                       "characters (such as NUL bytes)")
    if not written:
        logger.warning("%s: empty log, nothing to read", log.name)
        return
    if not unparsed:
        return
    first = next(m for m in log.messages if m.kind == KIND_OTHER and m.raw.strip())
    shown = first.raw.strip()
    shown = shown if len(shown) <= SHOWN_LINE_CHARS else shown[:SHOWN_LINE_CHARS] + "..."
    where = f"first at line {first.index + 1}: {shown!r}"
    if unparsed > MAX_UNPARSED_SHARE * written:
        raise LogError(f"{log.name}: not an IRC log: {unparsed} of {written} lines are not lines of "
                       f"{'any known format' if len(tried) > 1 else 'the format'} ({', '.join(tried)}); {where}")
    logger.warning("%s: %d of %d lines are not %s lines (kept as system lines); %s", log.name, unparsed,
                   written, log.log_format, where)


def load_log(path: str | os.PathLike, log_format: LogFormat | str = AUTO, name: str | None = None,
             date: dt.date | None = None, channel: str | None = None) -> Log:
    """Read a log for a command: like `read_log`, then `check_log` (LogError for what is no IRC log)."""
    log = read_log(path, name, log_format, date, channel)
    check_log(log, formats_tried(log_format))
    return log
