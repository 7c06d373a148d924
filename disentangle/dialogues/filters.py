"""Dialogues of conversations: the DSTC7 Track 1 filters that cut two-person dialogues from conversations.

This module turns disentangled conversations into the dialogue records of `records.py` with the filters DSTC7
used (reference section 6): a conversation is kept only if its first message is directed at no one, it has
exactly two participants (bots and system lines do not count; nick changes inside the conversation are
followed), no participant says more than 80% of the messages and it has at least three turns. Usernames are
removed from the text (the leading addressee and mentions of either participant); the originals stay beside
them. `DialogueResult` counts the dropped conversations per reason. The addressing rule (`addressing.py`) and
the record builders here are shared with the heuristic of Lowe et al. (2015) in `heuristic.py`, which produces
the same records. `dialogues_of` is the dialogues step of the public API: the same rule and filters applied to
the API's conversations (the package `disentangle.dialogues` can be called as this function).

Before the filters, commands to the channel bot (`!fr | nick`) take the text of the bot's answer or are
dropped, as `bot_commands.BotCommands` says (default: replace); the bot is never a participant, and a
replaced message stays its author's. `Dialogue.bot_commands` records each replaced or dropped line.
"""
from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Collection, Iterable, Sequence

from disentangle.dialogues.addressing import addressee, is_common_word, known_nicks, leading_addressee, strip_usernames  # noqa: F401
from disentangle.dialogues.bot_commands import (
    BotCommand,
    BotCommands,
    Command,
    CommandTexts,
    command_texts,
    read_commands,
)
from disentangle.dialogues.records import ASKER, SPEAKERS, Dialogue, LineBreaks, Turn, dialogue_id
from disentangle.errors import InputError
from disentangle.linking.links import Conversation
from disentangle.logs.formats import KIND_NICK
from disentangle.logs.line_breaks import carried
from disentangle.logs.records import Log, Message, nick_key

DIALOGUE_METHOD = "learned"  # the method the public API's dialogues record (`Dialogue.method`), as extract's

logger = logging.getLogger(__name__)

MIN_TURNS = 3             # DSTC7 filter (4)
MAX_SHARE = 0.8           # DSTC7 filter (3): no participant says more than this share of the messages
PARTICIPANTS = 2          # DSTC7 filter (2)

# Why a conversation was dropped, in the order the checks run (the first failing check is counted).
BAD_INDEX = "bad_index"
NO_MESSAGES = "no_messages"
DIRECTED_FIRST = "first_message_directed"
ONE_PARTICIPANT = "one_participant"
MANY_PARTICIPANTS = "more_than_two_participants"
DOMINANCE = "dominance_over_80_percent"
FEW_TURNS = "fewer_than_3_turns"
DROP_REASONS = (BAD_INDEX, NO_MESSAGES, DIRECTED_FIRST, ONE_PARTICIPANT, MANY_PARTICIPANTS, DOMINANCE,
                FEW_TURNS)


@dataclass(frozen=True)
class DialogueFilters:
    """The numbers of the two-person dialogue filters; the defaults are DSTC7's, and the heuristic of Lowe
    et al. (2015) uses the same filters with the dominance rule only above 5 utterances."""

    min_turns: int = MIN_TURNS       # filter (4): at least this many turns
    max_share: float = MAX_SHARE     # filter (3): no participant says more than this share of the messages ...
    share_above: int = 0             # ... of a dialogue with more than this many utterances (0: any)

    def __post_init__(self) -> None:
        if self.min_turns < 0 or not 0 < self.max_share <= 1 or self.share_above < 0:
            raise ValueError(f"invalid dialogue filters: {self}")

    def dominated(self, utterances: Sequence[Utterance]) -> bool:
        """Filter (3): one participant says too large a share of the messages."""
        return len(utterances) > self.share_above and max(participant_shares(utterances)) > self.max_share


DSTC7_FILTERS = DialogueFilters()


@dataclass(frozen=True)
class Utterance:
    """One message on its way into a dialogue: who of the two said it (0 asker, 1 helper), clean text."""

    message: Message
    participant: int
    text: str


@dataclass(frozen=True)
class DialogueResult:
    """The dialogues kept from a set of conversations and how many conversations each filter dropped."""

    dialogues: tuple[Dialogue, ...] = ()
    dropped: tuple[tuple[str, int], ...] = tuple((reason, 0) for reason in DROP_REASONS)

    @property
    def dropped_counts(self) -> dict[str, int]:
        return dict(self.dropped)

    @property
    def conversations(self) -> int:
        """How many conversations were looked at (kept + dropped)."""
        return len(self.dialogues) + sum(count for _, count in self.dropped)

    def __add__(self, other: "DialogueResult") -> "DialogueResult":
        counts = self.dropped_counts
        for reason, count in other.dropped:
            counts[reason] = counts.get(reason, 0) + count
        return DialogueResult(self.dialogues + other.dialogues, tuple(counts.items()))




def _line_breaks(utterance: Utterance) -> LineBreaks:
    """Where the utterance's message broke its lines, in its text and in the utterance made from it."""
    message = utterance.message
    return LineBreaks(message.breaks, carried(message.text, message.breaks, utterance.text))


def make_turns(utterances: Sequence[Utterance]) -> tuple[Turn, ...]:
    """Join consecutive utterances of one participant into turns, keeping provenance per message."""
    turns: list[Turn] = []
    start = 0
    for end in range(1, len(utterances) + 1):
        if end == len(utterances) or utterances[end].participant != utterances[start].participant:
            group = utterances[start:end]
            platform = tuple(u.message.platform for u in group if u.message.platform is not None)
            breaks = tuple(_line_breaks(u) for u in group) if any(u.message.breaks for u in group) else ()
            turns.append(Turn(SPEAKERS[group[0].participant], tuple(u.text for u in group),
                              tuple(u.message.text for u in group), tuple(u.message.index for u in group),
                              tuple(u.message.minute for u in group),
                              platform if len(platform) == len(group) else (), breaks))
            start = end
    return tuple(turns)


def participant_shares(utterances: Sequence[Utterance]) -> tuple[float, float]:
    """The share of the messages each participant says."""
    total = len(utterances) or 1
    helper = sum(u.participant for u in utterances)
    return (len(utterances) - helper) / total, helper / total


def make_dialogue(utterances: Sequence[Utterance], nicks: tuple[str, str], date: str, source: str,
                  method: str, key_line: int | None = None, bot_commands: Iterable[BotCommand] = ()) -> Dialogue:
    """A `Dialogue` record; its id uses `key_line` (default: the first message's line)."""
    first = utterances[0].message.index if key_line is None else key_line
    return Dialogue(dialogue_id(method, date, first), date, source, method, nicks, make_turns(utterances),
                    bot_commands=tuple(bot_commands))


def speech(log: Log, lines: Iterable[int]) -> list[Message]:
    """The messages at `lines` that someone said: no system lines, no bots; in log order."""
    chosen = (log.messages[i] for i in sorted(set(lines)))
    return [m for m in chosen if not m.is_system and not m.from_bot]


def nick_aliases(log: Log, first: int, last: int) -> dict[str, str]:
    """Nick key -> key of the first nick of the same person, from nick changes in lines first..last."""
    alias: dict[str, str] = {}
    for message in log.messages[first:last + 1]:
        if message.kind == KIND_NICK:
            old, new = nick_key(message.nick), nick_key(message.text)
            if new != old:
                alias[new] = alias.get(old, old)
    return alias


def _utterances(said: Sequence[Message], identity: dict[str, str], nicks: Collection[str],
                texts: Mapping[int, str]) -> tuple[list[Utterance], int]:
    """Clean each text (`texts`: the bot-command rule's text of a line, when it has one), drop messages left
    empty, number the speakers in order of first kept message.

    Returns the utterances and how many people spoke (counting those whose messages were all dropped);
    participant numbers are only meaningful when that count is PARTICIPANTS.
    """
    people = [identity.get(nick_key(m.nick), nick_key(m.nick)) for m in said]
    spelled: dict[str, set[str]] = {}
    for person, message in zip(people, said):
        spelled.setdefault(person, set()).add(message.nick)
    if len(spelled) > PARTICIPANTS:
        return [], len(spelled)
    names = [nick for spellings in spelled.values() for nick in spellings]
    kept = [(person, message, strip_usernames(texts.get(message.index, message.text), nicks, names))
            for person, message in zip(people, said)]
    order = list(dict.fromkeys(person for person, _, text in kept if text))
    return [Utterance(m, order.index(p), text) for p, m, text in kept if text], len(spelled)


def _drop_reason(log: Log, conversation: Conversation, nicks: Collection[str], filters: DialogueFilters,
                 commands: Mapping[int, Command], bots: BotCommands
                 ) -> tuple[str | None, list[Utterance], CommandTexts]:
    """The first DSTC7 filter a conversation fails (None if it passes), its cleaned utterances and what the
    bot-command rule did to its messages (applied first: the filters see the messages as it leaves them)."""
    if any(not 0 <= i < len(log.messages) for i in conversation.indices):
        return BAD_INDEX, [], CommandTexts({}, ())
    said = speech(log, conversation.indices)
    if not said:
        return NO_MESSAGES, [], CommandTexts({}, ())
    changed = command_texts(commands, (m.index for m in said), bots)
    first_command = commands.get(said[0].index) if bots.active else None
    if addressee(said[0], nicks) is not None or (first_command is not None and first_command.target):
        return DIRECTED_FIRST, [], changed
    identity = nick_aliases(log, said[0].index, said[-1].index)
    utterances, people = _utterances(said, identity, nicks, changed.texts)
    return _filter_reason(utterances, people, filters), utterances, changed


def _filter_reason(utterances: Sequence[Utterance], people: int, filters: DialogueFilters) -> str | None:
    """Filters (2) to (4) on a conversation's cleaned utterances (`people`: how many spoke)."""
    if people > PARTICIPANTS:
        return MANY_PARTICIPANTS
    if len({u.participant for u in utterances}) < PARTICIPANTS:
        return ONE_PARTICIPANT
    if filters.dominated(utterances):
        return DOMINANCE
    if len(make_turns(utterances)) < filters.min_turns:
        return FEW_TURNS
    return None


def dialogues_from_conversations(log: Log, conversations: Iterable[Conversation], date: str,
                                 method: str = "learned", filters: DialogueFilters = DSTC7_FILTERS,
                                 bots: BotCommands = BotCommands()) -> DialogueResult:
    """Apply the bot-command rule `bots` (default: replace a command by the bot's answer), then the DSTC7
    filters (numbers from `filters`) and normalisation to the conversations of one log."""
    nicks = known_nicks(log)
    commands = read_commands(log, nicks, bots) if bots.active else {}
    counts = dict.fromkeys(DROP_REASONS, 0)
    kept = []
    for conversation in conversations:
        reason, utterances, changed = _drop_reason(log, conversation, nicks, filters, commands, bots)
        if reason is not None:
            counts[reason] += 1
            if reason == BAD_INDEX:
                logger.warning("%s: conversation with lines outside the log skipped: %s", log.name,
                               conversation.indices[:5])
            continue
        by_participant = {u.participant: u.message.nick for u in reversed(utterances)}
        kept.append(make_dialogue(utterances, (by_participant[0], by_participant[1]), date, log.name,
                                  method, bot_commands=changed.records))
    logger.debug("%s: %d dialogues kept, dropped %s", log.name, len(kept), counts)
    return DialogueResult(tuple(kept), tuple(counts.items()))


def dialogue_violations(dialogue: Dialogue, filters: DialogueFilters = DSTC7_FILTERS) -> tuple[str, ...]:
    """What is wrong with a dialogue record (empty tuple: it satisfies `filters` and is well formed)."""
    problems = []
    speakers = [turn.speaker for turn in dialogue.turns]
    if len(speakers) < filters.min_turns:
        problems.append(FEW_TURNS)
    if speakers and (speakers[0] != ASKER or any(a == b for a, b in zip(speakers, speakers[1:]))):
        problems.append("turns_not_alternating")
    if len(set(nick_key(n) for n in dialogue.nicks)) != PARTICIPANTS or set(speakers) - set(SPEAKERS):
        problems.append("not_two_participants")
    sizes = [len(t.utterances) for t in dialogue.turns]
    counts = [sum(n for t, n in zip(dialogue.turns, sizes) if t.speaker == s) for s in SPEAKERS]
    if sum(counts) > filters.share_above and max(counts) > filters.max_share * sum(counts):
        problems.append(DOMINANCE)
    if any(not u.strip() for t in dialogue.turns for u in t.utterances):
        problems.append("empty_utterance")
    if any(len({len(t.utterances), len(t.originals), len(t.lines), len(t.minutes)}) != 1
           or (t.platform and len(t.platform) != len(t.lines)) for t in dialogue.turns):
        problems.append("misaligned_provenance")
    return tuple(problems)


def _bot_rule(bot_commands: object) -> BotCommands:
    """The bot-command rule asked for: a `BotCommands` or one of its modes (else `InputError`)."""
    if isinstance(bot_commands, BotCommands):
        return bot_commands
    try:
        return BotCommands(bot_commands) if isinstance(bot_commands, str) else BotCommands(str(bot_commands))
    except ValueError as error:
        raise InputError(str(error)) from None


def _conversations(conversations: object) -> list[Conversation]:
    """The conversations given, checked: an iterable of `Conversation` records that carry their log (those
    of `disentangle.load().conversations`); anything else is an `InputError` naming the first bad item."""
    if isinstance(conversations, (str, bytes, Mapping)) or not isinstance(conversations, Iterable):
        raise InputError(f"expected conversations (an iterable of Conversation records, from "
                         f"disentangle.load().conversations), got {type(conversations).__name__}")
    items = list(conversations)
    for index, item in enumerate(items):
        if not isinstance(item, Conversation):
            raise InputError(f"conversation {index}: expected a Conversation record, got {type(item).__name__} "
                             "(make conversations with disentangle.load().conversations)")
        if item.log is None:
            raise InputError(f"conversation {index} {item.indices[:5]} of {item.source!r} has no log (make "
                             "conversations with disentangle.load().conversations)")
    return items


def dialogues_of(conversations: Iterable[Conversation], bot_commands: BotCommands | str = BotCommands()
                 ) -> tuple[Dialogue, ...]:
    """The two-person dialogues of `conversations`, as `disentangle extract` makes them of a day: the
    bot-command rule `bot_commands` (a `BotCommands` or a mode: "replace", the default, "drop" or "keep"),
    then the DSTC7 filters; each dialogue carries its conversation's confidence. Conversations of several
    logs are taken log by log, in the order given.

    >>> dialogues_of([])
    ()
    """
    rule = _bot_rule(bot_commands)
    by_log: dict[int, tuple[Log, list[Conversation]]] = {}
    for conversation in _conversations(conversations):
        log = conversation.log
        assert log is not None  # `_conversations` refused conversations without their log
        by_log.setdefault(id(log), (log, []))[1].append(conversation)
    found: list[Dialogue] = []
    for log, group in by_log.values():
        confidence = {line: c.confidence for c in group for line in c.indices}  # a dialogue's first line is in one
        result = dialogues_from_conversations(log, group, log.iso_date, DIALOGUE_METHOD, bots=rule)
        found += [replace(d, confidence=confidence.get(d.turns[0].lines[0])) for d in result.dialogues]
    return tuple(found)
