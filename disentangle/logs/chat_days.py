"""Chat messages on their way from an export to `extract`: the `ChatMessage` every platform reader yields, and
the chat-day file, the day bytes a chat source hands the extract job (log format `CHAT_DAY`).

A chat-day file holds one JSON object a line: first a header (`{"known_names": [...]}`, every user name,
display name and platform id the export knows), then one message a line in export order, with its serial
(its position in the whole export), time (UTC seconds), kind, author, text, whether a bot wrote it, its given
parent's serial (a platform reply or thread membership, resolved by the source) and its platform ids (its
own, the reply-to and thread ids as the export gives them, its author's user id: `records.PlatformIds`) and,
for a message written on several lines, where its lines broke (`w`: `logs.line_breaks`; absent when none).
`read_chat_day` reads such bytes (the previous day's tail first, when given as context) into the `Log` the
model reads: minutes from midnight UTC of the day, given parents as indices of the same bytes (a parent not
among them is left to prediction); `chat_log` builds that `Log` from lines, also for `predict`'s readers
(`logs.exports.reading`), whose lines come from the same `chat_lines.ChatLines`.
"""
from __future__ import annotations

import datetime as dt
import json
import json.encoder
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from disentangle.logs.counts import ReadStats
from disentangle.logs.formats import MINUTES_PER_DAY
from disentangle.logs.records import Log, LogError, Message, PlatformIds

__all__ = ["CHAT_DAY", "ChatMessage", "DayLine", "chat_log", "day_line", "day_lines", "day_part", "message_lines", "names_header",
           "read_chat_day"]

CHAT_DAY = "chat-day"                    # the log format of a chat source's day bytes
NAMES_KEY = "known_names"
HEADER_START = b'{"known_names"'
SECONDS_PER_MINUTE = 60
PLATFORM_CHANNEL = "#chat"               # a day log's channel when the export names none
# one encoder for every line (json.dumps with options builds one a call): compact, UTF-8 kept as written
DAY_LINE_JSON = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def _line_encoder() -> Callable[[dict], str]:
    """`DAY_LINE_JSON.encode` with its C scanner made once, not at every call as `encode` makes it (a line: 6.2
    -> 4.1 us); the same text (the same C code runs), `encode` itself where there is no C one."""
    make = getattr(json.encoder, "c_make_encoder", None)   # typeshed does not list the C scanner
    if make is None:
        return DAY_LINE_JSON.encode
    scan = make(None, DAY_LINE_JSON.default, json.encoder.encode_basestring, None, DAY_LINE_JSON.key_separator,
                DAY_LINE_JSON.item_separator, DAY_LINE_JSON.sort_keys, DAY_LINE_JSON.skipkeys, DAY_LINE_JSON.allow_nan)
    return lambda record: "".join(scan(record, 0))


ENCODE_DAY_LINE = _line_encoder()


@dataclass(frozen=True)
class ChatMessage:
    """One message of an export as a platform reader yields it: its platform id, time (UTC; None when the
    export gives none that can be read), kind, author (shown name, platform user id), text (last edit; ""
    for an attachment-only message), whether a bot wrote it, the id of the message it replies to, the
    thread it belongs to (its root's id), its attachments' names, the kinds of media it holds without a
    file name (`photo`, `voice message`, `poll: QUESTION`: each shown as `[KIND]`), every name the message
    tells (of its author, of a forwarded message's author, of the people a service line names), and why the
    record could not be read ("": it could; else it is kept as kind `other` and counted as malformed)."""

    platform_id: str
    when: dt.datetime | None
    kind: str
    nick: str
    text: str
    user_id: str = ""
    bot: bool = False
    reply_to: str | None = None
    thread: str | None = None
    attachments: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    media: tuple[str, ...] = ()
    malformed: str = ""


@dataclass(frozen=True)
class DayLine:
    """One message of a chat-day file, as the source writes it."""

    serial: int
    seconds: float
    kind: str
    nick: str
    text: str
    bot: bool
    parent: int | None
    platform_id: str
    reply_to: str | None = None
    thread: str | None = None
    author: str = ""
    breaks: tuple[int, ...] = ()    # where the message's lines broke in `text` (`logs.line_breaks`)

    @property
    def platform(self) -> PlatformIds:
        return PlatformIds(self.platform_id, self.reply_to, self.thread, self.author)


def day_line(line: DayLine) -> bytes:
    """The line of `line` in a chat-day file (with its line end)."""
    record = {"s": line.serial, "t": line.seconds, "k": line.kind, "n": line.nick, "x": line.text,
              "b": line.bot, "p": line.parent, "i": line.platform_id, "r": line.reply_to, "h": line.thread,
              "u": line.author, **({"w": list(line.breaks)} if line.breaks else {})}
    return ENCODE_DAY_LINE(record).encode("utf-8") + b"\n"


def names_header(names: frozenset[str]) -> bytes:
    """The header line of a chat-day file: the names the export knows."""
    return json.dumps({NAMES_KEY: sorted(names)}, ensure_ascii=False).encode("utf-8") + b"\n"


def _optional(value: object, kind: type) -> Any:
    return None if value is None else kind(value)


def _from_record(record: dict) -> DayLine:
    return DayLine(int(record["s"]), float(record["t"]), str(record["k"]), str(record["n"]), str(record["x"]),
                   bool(record["b"]), _optional(record["p"], int), str(record["i"]), _optional(record.get("r"), str),
                   _optional(record.get("h"), str), str(record.get("u", "")), tuple(map(int, record.get("w", ()))))


def _not_a_line(name: str, number: int, error: Exception) -> LogError:
    return LogError(f"{name}: line {number} is not a chat-day line: {error}")


def _parse(data: bytes, name: str) -> tuple[list[DayLine], frozenset[str]]:
    lines: list[DayLine] = []
    names: set[str] = set()
    for number, raw in enumerate(data.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw)
            if NAMES_KEY in record:
                names.update(map(str, record[NAMES_KEY]))
                continue
            lines.append(_from_record(record))
        except (ValueError, KeyError, TypeError) as error:
            raise _not_a_line(name, number, error) from None
    return lines, frozenset(names)


class DayLines(Sequence[DayLine]):
    """The message lines of chat-day bytes, each read when it is asked for (a check that looks at a few lines
    of a day does not parse them all): its length counts the lines, as `_parse` would keep them."""

    def __init__(self, data: bytes, name: str) -> None:
        self.name = name
        self.raw = [(number, raw) for number, raw in enumerate(data.splitlines(), start=1)
                    if raw.strip() and not raw.lstrip().startswith(HEADER_START)]

    def __len__(self) -> int:
        return len(self.raw)

    def __getitem__(self, index):  # Sequence's int and slice overloads
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        number, raw = self.raw[index]
        try:
            return _from_record(json.loads(raw))
        except (ValueError, KeyError, TypeError) as error:
            raise _not_a_line(self.name, number, error) from None


def day_lines(data: bytes, name: str) -> Sequence[DayLine]:
    """The message lines of chat-day bytes, in order (a message's line in a dialogue is its index here), each
    parsed when read (`DayLines`)."""
    return DayLines(data, name)


def read_chat_day(data: bytes, name: str, date: dt.date, channel: str = PLATFORM_CHANNEL) -> Log:
    """The `Log` of chat-day bytes (see the module docstring); minutes count from midnight UTC of `date`
    (earlier lines, the previous day's context, have negative minutes)."""
    lines, names = _parse(data, name)
    return chat_log(lines, name, date, channel, CHAT_DAY, names)


def chat_log(lines: Sequence[DayLine], name: str, date: dt.date | None, channel: str, log_format: str,
             names: frozenset[str], stats: ReadStats = ReadStats()) -> Log:
    """The `Log` of chat lines: minutes from midnight UTC of `date`, a time going back keeping the later one
    (counted as `clock_backwards`; the clock stays the line's own), given parents as indices of `lines` (a
    parent not among them is left to prediction); `stats` adds what the reader counted."""
    midnight = dt.datetime.combine(date, dt.time(), dt.timezone.utc).timestamp() if date is not None else 0.0
    index_of: dict[int, int] = {}
    messages, given = [], []
    last, backwards = None, 0
    for index, line in enumerate(lines):
        own = int((line.seconds - midnight) // SECONDS_PER_MINUTE)
        minute = own if last is None or own >= last else last
        backwards += minute != own
        last = minute
        platform = line.platform if line.platform_id or line.author else None   # none: an IRC line (quiet_tree)
        messages.append(Message(index, line.kind, line.nick, line.text, minute, line.platform_id,
                                own % MINUTES_PER_DAY, line.bot, platform, line.breaks))
        given.append(index_of.get(line.parent) if line.parent is not None else None)
        index_of.setdefault(line.serial, index)
    stats = stats + ReadStats(lines=len(lines), clock_backwards=backwards)
    return Log(name, tuple(messages), stats, date, channel, log_format, tuple(given), known_names=names)


def message_lines(data: bytes) -> int:
    """How many messages chat-day bytes hold (the header and blank lines are none)."""
    return sum(1 for line in data.splitlines() if line.strip() and not line.startswith(HEADER_START))


def day_part(log: Log, offset: int) -> Log:
    """The messages of `log` from `offset` on as a log of their own (indices and given parents from 0; a
    parent before `offset` is none): the day of a log read with the previous day's tail first."""
    messages = tuple(m.renumbered(m.index - offset) for m in log.messages[offset:])
    given = tuple(None if p is None or p < offset else p - offset for p in log.given_parents[offset:])
    return replace(log, messages=messages, given_parents=given,
                   stats=ReadStats(lines=len(messages), clock_backwards=log.stats.clock_backwards))
