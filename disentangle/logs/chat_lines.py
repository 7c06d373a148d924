"""The one way a chat export's messages become numbered lines, for `predict` (`logs.exports`) and `extract`
(`extract.sources.chat`) alike: `ChatLines` takes the `ChatMessage` records a platform reader yields
(`logs.exports`: `slack`, `discord`, `telegram`) and gives `chat_days.DayLine` records with their
serials, one-line texts, bot flags and given parents, counting what it could not give.

Rules (docs/chat-exports.md): a platform reply's parent is the message its id names (an id used again names
its first message; a message reusing an id is dropped and counted, or kept when the reader's indices must
be positions in the export); a thread message's parent is the message before it in its thread, the first
one's the thread's root; a parent not in the export, or not before the message, is left to prediction and
counted. A message without a readable time is kept in place as kind `other` at the time before it (the
first messages without one: the export's first time). Line breaks, tabs and other control characters
become spaces (other control characters are counted); where the lines broke is kept beside the text
(`DayLine.breaks`, `logs.line_breaks`), for what reads a message as written (the anonymiser). A message with no text but attachments is kept as
`ATTACHMENT_MARK` (media without a file name as `MEDIA_MARK`: `[photo]`) or dropped.

Speakers are accounts: a message's nick is the one its account (`ChatMessage.user_id`: Discord author id,
Slack `user`, Telegram `from_id`) was first seen with, so a renamed account stays one speaker; an account
whose name another account already has (two "Deleted User") gets it with `SPEAKER_SUFFIX` (`Deleted
User~2`), in order of first appearance, so that two accounts are never one speaker. Every name an account
had stays a known name (the anonymiser's). A record the reader could not read (`ChatMessage.malformed`) is
kept in place as kind `other` (never in a dialogue) and counted (`malformed_records`); `check_read` refuses
an export where more than `MAX_MALFORMED_SHARE` of the records are such (the IRC reader's rule for
unreadable lines) and warns, in one line with the first, about fewer.
"""
from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from disentangle.logs.chat_days import ChatMessage, DayLine
from disentangle.logs.files import MAX_UNPARSED_SHARE
from disentangle.logs.formats import KIND_OTHER, KIND_SYSTEM
from disentangle.logs.line_breaks import Flattened, flattened
from disentangle.logs.records import LogError, nick_key

__all__ = ["ATTACHMENT_MARK", "MAX_MALFORMED_SHARE", "MAX_UNTIMED_SHARE", "MEDIA_MARK", "SPEAKER_SUFFIX",
           "ChatLines", "LinePolicy", "check_read", "one_line"]

logger = logging.getLogger(__name__)

ATTACHMENT_MARK = "[attachment: {}]"   # the text of a kept attachment-only message
MEDIA_MARK = "[{}]"                    # a medium without a file name: [photo], [voice message], [poll: Q]
SPEAKER_SUFFIX = "{}~{}"               # the nick of a second account of one name: "Deleted User~2"
MAX_UNTIMED_SHARE = 0.5                # more messages without a readable time: no such export
MAX_MALFORMED_SHARE = MAX_UNPARSED_SHARE   # more records that cannot be read: no such export (as IRC lines)


@dataclass(frozen=True)
class LinePolicy:
    """What a reader asks of the lines: nicks that are bots beyond the platform's flags, whether an
    attachment-only message is kept (marked) or dropped, whether a message reusing an earlier message's id
    is kept (predict: indices are positions in the export) or dropped (extract), and whether a thread
    message's parent is its thread's root rather than the message before it."""

    bots: tuple[str, ...] = ()
    keep_attachments: bool = True
    keep_reused_ids: bool = False
    thread_root: bool = False


def one_line(text: str, counts: Counter[str]) -> Flattened:
    """A message's text on one line (`line_breaks.flattened`: line breaks and tabs become spaces, other
    control characters too, counted as `control_chars`) and where its lines broke."""
    flat = flattened(text)
    counts["control_chars"] += flat.odd_controls
    return flat


def check_read(lines: "ChatLines", where: str, platform: str, field: str) -> None:
    """Refuse (LogError) an export where more than `MAX_UNTIMED_SHARE` of the messages read have no
    readable time (`field`), or more than `MAX_MALFORMED_SHARE` are records that cannot be read; warn in
    one line about fewer such records."""
    untimed, read = lines.counts["messages_without_time"], lines.counts["messages_read"]
    if untimed > MAX_UNTIMED_SHARE * max(read, 1):
        raise LogError(f"{where}: not a readable {platform} export: {untimed} of {read} messages have no "
                       f"readable {field} (first: message {lines.first_untimed})")
    malformed = lines.counts["malformed_records"]
    if not malformed:
        return
    said = f"{malformed} of {read} records cannot be read (first: {lines.first_malformed})"
    if malformed > MAX_MALFORMED_SHARE * read:
        raise LogError(f"{where}: not a readable {platform} export: {said}")
    logger.warning("%s: %s; kept as system lines, never in a dialogue", where, said)


class ChatLines:
    """The platform's structure as serials of the export (ids, replies, threads), and what was counted
    (`counts`) and every name the messages tell (`names`)."""

    def __init__(self, policy: LinePolicy = LinePolicy()) -> None:
        self.policy = policy
        self.bots = {nick_key(bot) for bot in policy.bots}
        self.ids: dict[str, int] = {}
        self.last_in_thread: dict[str, int] = {}
        self.counts: Counter[str] = Counter()
        self.names: set[str] = set()
        self.serial = 0
        self.last_seconds: float | None = None
        self.waiting: list[ChatMessage] = []     # the first messages, while none has had a time
        self.first_untimed: int | None = None    # the position of the first message without a time
        self.first_malformed = ""                # the first record that cannot be read, and why
        self.speakers: dict[str, str] = {}       # an account's user id -> its nick
        self.taken: set[str] = set()             # the nick keys accounts have

    def parent(self, message: ChatMessage, serial: int) -> int | None:
        """The serial of the message's given parent (None: predicted), counting what cannot be given."""
        if message.reply_to is not None:
            parent = self.ids.get(message.reply_to)
            parent = parent if parent is not None and parent < serial else None
            self.counts["replies_given" if parent is not None else "replies_to_messages_not_in_export"] += 1
            return parent
        if message.thread is None:
            return None
        before = self.last_in_thread.get(message.thread)
        root = self.ids.get(message.thread)
        if before is None and root is None:
            self.counts["thread_messages_without_root"] += 1
            return None
        self.counts["thread_messages_given"] += 1
        return root if self.policy.thread_root and root is not None else before if before is not None else root

    def _text(self, message: ChatMessage) -> Flattened | None:
        """The text written, on one line, and where its lines broke (None: the message is dropped)."""
        if message.text.strip() or not (message.attachments or message.media) or message.malformed:
            return one_line(message.text, self.counts)
        self.counts[f"attachment_only_{'keep' if self.policy.keep_attachments else 'drop'}"] += 1
        if not self.policy.keep_attachments:
            return None
        marks = [MEDIA_MARK.format(kind) for kind in message.media]
        files = [ATTACHMENT_MARK.format(", ".join(message.attachments))] if message.attachments else []
        return one_line(" ".join(marks + files), Counter())

    def speaker(self, message: ChatMessage) -> str:
        """The nick of the message's account (see the module docstring); a message without a user id, or
        without a name, keeps its own."""
        if not message.user_id or not message.nick:
            return message.nick
        nick = self.speakers.get(message.user_id)
        if nick is None:
            nick, number = message.nick, 1
            while nick_key(nick) in self.taken:
                number += 1
                nick = SPEAKER_SUFFIX.format(message.nick, number)
            if number > 1:
                self.counts["accounts_sharing_a_name"] += 1
            self.speakers[message.user_id] = nick
            self.taken.add(nick_key(nick))
        elif nick != message.nick:
            self.counts["messages_of_renamed_accounts"] += 1
        return nick

    def _malformed(self, message: ChatMessage) -> None:
        if message.malformed:
            self.counts["malformed_records"] += 1
            self.first_malformed = self.first_malformed or \
                f"message {self.counts['messages_read'] - 1}: {message.malformed}"

    def lines(self, messages: Iterable[ChatMessage]) -> Iterator[DayLine]:
        """The lines of `messages`, in order (messages without a time before the first time wait for it)."""
        for message in messages:
            self.counts["messages_read"] += 1
            self.names.update(message.names)
            self._malformed(message)
            if message.when is None:
                if self.first_untimed is None:
                    self.first_untimed = self.counts["messages_read"] - 1
                self.counts["messages_without_time"] += 1
            else:
                self.last_seconds = message.when.timestamp()
            if self.last_seconds is None:
                self.waiting.append(message)
                continue
            for waiting in self.waiting:
                yield from self._line(waiting, self.last_seconds)
            self.waiting = []
            yield from self._line(message, self.last_seconds)

    def _line(self, message: ChatMessage, seconds: float) -> Iterator[DayLine]:
        """The message's day line (none: dropped and counted)."""
        reused = bool(message.platform_id) and message.platform_id in self.ids
        if reused and not self.policy.keep_reused_ids:
            self.counts["duplicate_ids_dropped"] += 1
            return
        if reused:
            self.counts["duplicate_ids_kept"] += 1
        serial, self.serial = self.serial, self.serial + 1
        parent = self.parent(message, serial)
        if message.platform_id and not reused:
            self.ids[message.platform_id] = serial
        if message.thread is not None and not reused:
            self.last_in_thread[message.thread] = serial
        text = self._text(message)
        if text is None:
            return
        nick = self.speaker(message)
        bot = message.bot or nick_key(nick) in self.bots
        kind = message.kind if message.when is not None and not message.malformed else KIND_OTHER
        self.counts["bot_messages"] += bot
        self.counts["system_lines"] += kind == KIND_SYSTEM
        yield DayLine(serial, seconds, kind, nick, text.text, bot, parent, message.platform_id,
                      message.reply_to, message.thread, message.user_id, text.breaks)
