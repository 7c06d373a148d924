"""Channel-bot commands: a helper's `!factoid | nick` is no turn of its own, the bot's answer is.

From about 2007 on, #ubuntu helpers answer many questions with a command to the factoid bot (ubottu,
before it ubotu): `!name` (the bot prints the factoid), `!name | nick` (the bot prints it after `nick: `,
echoing all the text after the pipe), `!name more text` (e.g. `!info package release`), and the private
forms `!name > nick` and `!tell nick about name` (the bot answers in private; the channel sees at most
"nick, please see my private message"). A message addressed to the bot ("ubottu: !lts", "ubottu: are you
a bot?") is a command to it, and a command addressed to a person ("nick: !name") reads as `!name | nick`.

`read_commands` finds every command of a log and pairs it with the bot's reply: the first line of a known
bot, not claimed by an earlier command, within `BotCommands.reply_minutes` of it, that answers the way the
command asks (echoing its target after a pipe, else addressed to no one or to the command's author). A
reply that says nothing of its own (one of `EMPTY_REPLIES`: "please see above", "I am only a bot...",
"Sorry, I don't know anything about ...") is claimed but carries no content.

`BotCommands.mode` says what becomes of a command in a dialogue: REPLACE (the default) gives the author's
message the bot's text, without the echoed `target: `, as what the author said; a private command, one
with no reply and one whose reply carries nothing are dropped. DROP drops every command; KEEP leaves them
as they are (the behaviour before issue 26). A `BotCommand` records each replaced or dropped line for the
dialogue's provenance. The dialogue filters run after this rule, on the messages as it leaves them; the
bot itself is never a participant.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, replace

from disentangle.dialogues.addressing import LEADING_WORD, leading_addressee
from disentangle.logs.formats import KIND_MESSAGE
from disentangle.logs.records import Log, Message, nick_key

logger = logging.getLogger(__name__)

REPLACE, DROP, KEEP = "replace", "drop", "keep"
MODES = (REPLACE, DROP, KEEP)
DEFAULT_MODE = REPLACE
DEFAULT_BOTS = ("ubottu", "ubotu", "ubot3")  # the #ubuntu factoid bots of the logs (2008-, 2005-2008, 2007)
REPLY_MINUTES = 1            # the bot answers within this many (clock) minutes of the command

# What became of a command line in a dialogue, and why a command was dropped.
REPLACED, DROPPED, KEPT = "replaced", "dropped", "kept"
ACTIONS = (REPLACED, DROPPED, KEPT)
PRIVATE, NO_REPLY, EMPTY_REPLY, DROP_ALL = "private", "no_reply", "empty_reply", "drop_mode"
DROP_WHY = (PRIVATE, NO_REPLY, EMPTY_REPLY, DROP_ALL)

COMMAND_MARK = "!"
ECHO_END = ":,"              # what follows the echoed target in a reply ("nick: text", "nick, please see ...")
NAME = r"(?P<name>[A-Za-z0-9][^\s|>]*)"
# A text that is nothing but a command once usernames are cut out: "!fr |", "!info pkg | see", "!ask >".
BARE_COMMAND = re.compile(r"^![A-Za-z0-9][^\s|>]*(?:\s+[^\s|>]+)?\s*(?:[|>].*)?$")


@dataclass(frozen=True)
class CommandForm:
    """One way of writing a command: its pattern (groups `name`, `target`) and whether it is private."""

    kind: str
    pattern: re.Pattern[str]
    private: bool = False


# Tried in order on the text after any address; the first that matches names the form.
COMMAND_FORMS = (
    CommandForm("tell", re.compile(r"^!tell\s+(?P<target>\S+)\s+about\s+(?P<name>\S+)", re.IGNORECASE), True),
    CommandForm("private", re.compile(rf"^!{NAME}[^|>]*>\s*(?P<target>\S.*?)\s*$"), True),
    CommandForm("targeted", re.compile(rf"^!{NAME}[^|>]*\|\s*(?P<target>\S.*?)\s*$")),
    CommandForm("plain", re.compile(rf"^!{NAME}(?:\s.*)?$")),
)

# Replies that say nothing of their own (after the echoed target): matched to their command, no content.
EMPTY_REPLIES = tuple(re.compile(pattern, re.IGNORECASE) for pattern in (
    r"^please see (?:above|my private message)",
    r"^I am only a bot",
    r"^Error:",
    r"^Sorry, I don't know anything about",
    r"^Not a clue",
    r"^Factoid \S+ not found",
    r"^Please investigate with me only in /msg",
))


@dataclass(frozen=True)
class BotCommands:
    """The rule for commands to the channel bot: what becomes of them, which nicks answer, how soon."""

    mode: str = DEFAULT_MODE
    bots: tuple[str, ...] = DEFAULT_BOTS
    reply_minutes: int = REPLY_MINUTES

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"bot commands must be one of {', '.join(MODES)}, not {self.mode!r}")
        if not self.bots or self.reply_minutes < 0:
            raise ValueError(f"invalid bot-command rule: {self}")

    @property
    def active(self) -> bool:
        """Does the rule change anything (every mode but KEEP)?"""
        return self.mode != KEEP

    def is_bot(self, nick: str) -> bool:
        return nick_key(nick) in {nick_key(bot) for bot in self.bots}


KEEP_COMMANDS = BotCommands(KEEP)


@dataclass(frozen=True)
class Command:
    """A command to the channel bot on one log line."""

    line: int
    author: str                  # nick key of who gave it
    name: str                    # the factoid or command name
    target: str                  # text after "|" or ">" (or the addressed nick), as written; "" when none
    private: bool
    reply: BotReply | None = None  # the bot's answer (`read_commands`); None: none in the log


@dataclass(frozen=True)
class BotReply:
    """The bot's line answering a command: its text without the echoed target, and whether it says anything."""

    line: int
    text: str
    content: bool


@dataclass(frozen=True)
class BotCommand:
    """Provenance of one command line of a dialogue: replaced by the bot's line, or dropped (and why)."""

    line: int                    # the command's log line
    action: str                  # REPLACED or DROPPED
    bot_line: int | None = None  # REPLACED: the bot's line whose text the message now has
    reason: str = ""             # DROPPED: one of DROP_WHY

    def as_json(self) -> dict:
        return {"line": self.line, "action": self.action, "bot_line": self.bot_line, "reason": self.reason}

    @classmethod
    def from_json(cls, data: Mapping) -> BotCommand:
        bot_line = data.get("bot_line")
        return cls(int(data["line"]), str(data["action"]), None if bot_line is None else int(bot_line),
                   str(data.get("reason", "")))


@dataclass(frozen=True)
class CommandTexts:
    """What the rule does to some messages: line -> new text ("" when dropped), and the records."""

    texts: Mapping[int, str]
    records: tuple[BotCommand, ...]


NO_CHANGE = CommandTexts({}, ())


def parse_command(message: Message, nicks: Collection[str], bots: BotCommands) -> Command | None:
    """The command a message gives the bot, or None. `nicks`: keys of the log's nicks (for addresses)."""
    text, target = message.text.strip(), ""
    address = LEADING_WORD.match(text)
    key = leading_addressee(text, nicks) if address else None
    if address is not None and key is not None:
        rest = text[address.end():]
        if bots.is_bot(key):
            text = rest if rest.startswith(COMMAND_MARK) else COMMAND_MARK + rest  # all it asks the bot is a command
        elif rest.startswith(COMMAND_MARK):
            text, target = rest, address["word"]
    for form in COMMAND_FORMS:
        found = form.pattern.match(text)
        if found:
            named = found.groupdict().get("target") or target
            return Command(message.index, nick_key(message.nick), found["name"], named, form.private)
    return None


def reply_to(command: Command, message: Message, nicks: Collection[str]) -> BotReply | None:
    """`message` (a bot's line) as the reply to `command`, or None when it answers someone else."""
    text = " ".join(message.text.split())
    target = " ".join(command.target.split())
    if target:
        if not (text.startswith(target) and text[len(target):len(target) + 1] in tuple(ECHO_END)):
            return None
        text = text[len(target) + 1:].strip()
    else:
        key, address = leading_addressee(text, nicks), LEADING_WORD.match(text)
        if key is not None and key != command.author:
            return None
        if key is not None and address is not None:  # a key comes from a leading word
            text = text[address.end():]
    return BotReply(message.index, text, bool(text) and not any(p.match(text) for p in EMPTY_REPLIES))


def read_commands(log: Log, nicks: Collection[str], bots: BotCommands) -> dict[int, Command]:
    """Every command of a log, with the bot's reply to it when there is one: command line -> command."""
    found: dict[int, Command] = {}
    pending: list[Command] = []
    for message in log.messages:
        if message.is_system:
            continue
        if bots.is_bot(message.nick):
            pending = [c for c in pending if message.minute - log.messages[c.line].minute <= bots.reply_minutes]
            for command in pending:
                reply = reply_to(command, message, nicks)
                if reply is not None:
                    found[command.line] = replace(command, reply=reply)
                    pending.remove(command)
                    break
            continue
        given = parse_command(message, nicks, bots)
        if given is not None:
            found[given.line] = given
            pending.append(given)
    return found


def command_texts(commands: Mapping[int, Command], lines: Iterable[int],
                  bots: BotCommands) -> CommandTexts:
    """What `bots.mode` makes of the commands among `lines`: their new texts and provenance records."""
    if not bots.active:
        return NO_CHANGE
    texts: dict[int, str] = {}
    records = []
    for line in sorted(set(lines) & commands.keys()):
        command = commands[line]
        record = command_record(command, bots.mode)
        texts[line] = command.reply.text if record.action == REPLACED and command.reply else ""
        records.append(record)
    return CommandTexts(texts, tuple(records))


def command_record(command: Command, mode: str) -> BotCommand:
    """The fate of one command under `mode` (REPLACE or DROP)."""
    reply = command.reply
    if mode == DROP:
        return BotCommand(command.line, DROPPED, reason=DROP_ALL)
    if command.private:
        return BotCommand(command.line, DROPPED, reason=PRIVATE)
    if reply is None:
        return BotCommand(command.line, DROPPED, reason=NO_REPLY)
    if not reply.content:
        return BotCommand(command.line, DROPPED, reason=EMPTY_REPLY)
    return BotCommand(command.line, REPLACED, bot_line=reply.line)


def is_bare_command(text: str) -> bool:
    """Is a (cleaned) text nothing but a command, as "!fr |" or "!info pkg |"? The validators refuse such an
    option, answer or context turn when commands are replaced or dropped."""
    return bool(BARE_COMMAND.match(" ".join(text.split())))


def count_commands(records: Iterable[BotCommand], kept: int = 0) -> dict[str, int]:
    """Commands per action (REPLACED, DROPPED, KEPT) and dropped ones per reason, for the statistics."""
    records = list(records)
    counts = {action: sum(r.action == action for r in records) for action in (REPLACED, DROPPED)}
    counts[KEPT] = kept
    counts.update({f"{DROPPED}/{why}": sum(r.reason == why for r in records) for why in DROP_WHY})
    return counts


def is_command_message(text: str, nick: str, nicks: Collection[str], bots: BotCommands) -> bool:
    """Is a message's original text (said by `nick`) a command, read as `read_commands` reads a log line?"""
    said = Message(index=0, kind=KIND_MESSAGE, nick=nick, text=text, minute=0, raw=text)
    return parse_command(said, set(nicks) | {nick_key(bot) for bot in bots.bots}, bots) is not None
