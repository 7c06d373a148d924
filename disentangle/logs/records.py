"""What a log read into memory is: its `Message` records (one a line), the `Log` that holds them with its
date, channel, format and read counts, and `LogError`, a log that cannot be read; with the rules that speak
about nicks (`nick_key`, `is_bot`) and `join_logs` (one log after another, e.g. the day before as context).
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import re
from dataclasses import dataclass

from disentangle.errors import DisentangleError
from disentangle.logs.counts import ReadStats
from disentangle.logs.formats import DEFAULT_FORMAT, KIND_NICK, KIND_OTHER, KIND_SYSTEM, MINUTES_PER_DAY

__all__ = ["BOT_PATTERN", "Log", "LogError", "Message", "PlatformIds", "is_bot", "join_logs", "nick_key"]


@dataclass(frozen=True)
class PlatformIds:
    """What a chat platform calls a message, as its export gives it (ConvoKit's utterance fields): the
    message's own id (Discord message id, Slack `ts`, Telegram message id), the id of the message it
    replies to (Discord `reference.messageId`, Telegram `reply_to_message_id`; None: no reply), its thread
    (Slack `thread_ts`, a Discord thread's channel id; None: none) and its author's user id ("" unknown)."""

    message: str
    reply_to: str | None = None
    thread: str | None = None
    author: str = ""

    def as_json(self) -> dict:
        return {"id": self.message, "reply_to": self.reply_to, "thread": self.thread, "author": self.author}

    @classmethod
    def from_json(cls, data: dict) -> "PlatformIds":
        """The inverse of `as_json` (KeyError, TypeError or ValueError on a malformed object)."""
        reply_to, thread = data["reply_to"], data["thread"]
        return cls(str(data["id"]), None if reply_to is None else str(reply_to),
                   None if thread is None else str(thread), str(data["author"]))


@dataclass(frozen=True)
class Message:
    """One line of a log. `minute` counts minutes from midnight of the log's `date` (later days add
    whole days); `clock` is the minute of the day the line itself shows, None when it shows none. `bot`
    is set by readers that are told a bot wrote the message (chat exports); IRC logs say it by nick alone
    (`is_bot`), and `from_bot` asks both. `platform` holds the platform's ids of a chat export's message
    (None for an IRC line, which its log name and index identify); `breaks`, where a chat message written on
    several lines broke them (positions of spaces in `text`: `logs.line_breaks`; () for an IRC line)."""

    index: int
    kind: str
    nick: str
    text: str
    minute: int
    raw: str
    clock: int | None = None
    bot: bool = False
    platform: PlatformIds | None = None
    breaks: tuple[int, ...] = ()

    @property
    def is_system(self) -> bool:
        """Join/part/quit, nick changes and unparseable lines: not said by anyone."""
        return self.kind in (KIND_SYSTEM, KIND_NICK, KIND_OTHER)

    @property
    def hour(self) -> int:
        return (self.minute // 60) % 24

    @property
    def from_bot(self) -> bool:
        """Written by a bot: flagged by the reader, or a bot's nick (`is_bot`)."""
        return self.bot or is_bot(self.nick)

    def renumbered(self, index: int) -> "Message":
        """This message at another index: `dataclasses.replace(self, index=index)` without its per-call
        work (a day read with its context renumbers every line), every other field kept as it is."""
        moved = object.__new__(Message)
        moved.__dict__.update(self.__dict__)
        object.__setattr__(moved, "index", index)
        return moved


@dataclass(frozen=True)
class Log:
    """A whole log file: its messages in order, what the reader noticed, and what the log is: the date
    of minute 0 (from its lines, else its path; None when unknown), its channel ("" when unknown) and
    the name of the format it was read in. `given_parents` holds, for logs whose platform records replies
    (chat exports: `disentangle.logs.exports`), each message's given parent index or None; it is empty
    for IRC logs, where every parent is predicted. `known_names` holds every user name, display name and
    platform id a chat export knows (its users, not only the authors of these messages; empty for IRC logs),
    for the anonymiser (`disentangle.privacy`)."""

    name: str
    messages: tuple[Message, ...]
    stats: ReadStats
    date: dt.date | None = None
    channel: str = ""
    log_format: str = DEFAULT_FORMAT.name
    given_parents: tuple[int | None, ...] = ()
    known_names: frozenset[str] = frozenset()

    def __len__(self) -> int:
        return len(self.messages)

    @property
    def iso_date(self) -> str:
        """YYYY-MM-DD of the log's (first) day, or "" when unknown."""
        return self.date.isoformat() if self.date is not None else ""

    @property
    def year(self) -> int | None:
        return self.date.year if self.date is not None else None

    def date_of(self, message: Message) -> dt.date | None:
        """The day a message was written."""
        return self.date + dt.timedelta(days=message.minute // MINUTES_PER_DAY) if self.date else None

    @property
    def dates(self) -> tuple[dt.date, ...]:
        """Every day the log has lines of, in order (empty when its date is unknown)."""
        if self.date is None:
            return ()
        days = sorted({m.minute // MINUTES_PER_DAY for m in self.messages} or {0})
        return tuple(self.date + dt.timedelta(days=d) for d in days)


class LogError(DisentangleError):
    """A log that cannot be read (missing, a directory, no permission) or is not an IRC log."""


def nick_key(nick: str) -> str:
    """Normalise a nick for comparison: lower case, IRC punctuation trimmed from both ends."""
    return nick.lower().strip("_-^`|[]{}\\@+:,.!?~") or nick.lower()


BOT_PATTERN = re.compile(r"^ubot\w*$", re.IGNORECASE)


def is_bot(nick: str) -> bool:
    """The channel's factoid bots: ubotu, ubottu and other ubot* nicks."""
    return bool(BOT_PATTERN.match(nick))


def join_logs(before: Log, after: Log, name: str) -> Log:
    """One log of `before`'s lines then `after`'s (e.g. the previous day's tail as context), on the
    clock of `after`: the lines of `before` move back by the days between the two logs' dates (one day
    when a date is unknown), so minutes before `after`'s midnight are negative."""
    days = (after.date - before.date).days if after.date and before.date else 1
    shift = days * MINUTES_PER_DAY
    moved = [dataclasses.replace(m, minute=m.minute - shift) for m in before.messages]
    renumbered = [dataclasses.replace(m, index=m.index + len(moved)) for m in after.messages]
    given: tuple[int | None, ...] = ()
    if before.given_parents or after.given_parents:  # chat exports: the given parents follow their messages
        given = (tuple(before.given_parents or (None,) * len(before))
                 + tuple(None if p is None else p + len(moved) for p in after.given_parents or (None,) * len(after)))
    return Log(name, tuple(moved + renumbered), before.stats + after.stats, after.date, after.channel,
               after.log_format, given, before.known_names | after.known_names)
