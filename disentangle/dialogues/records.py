"""Conversations as their messages, and the DSTC7 dialogues of such conversations: the records of the public API.

The graph step (`disentangle.dialogues.conversations`) gives each conversation as line indices of one log
(`disentangle.linking.links.Conversation`). The public API (`disentangle.api`) hands out this module's
`Conversation` instead: the same lines, with the `Message` records themselves, the log they belong to and
the model's confidence in the conversation (the `closed` measure extract records, `DEFAULT_MEASURE`).
`dialogues_of` applies to such conversations exactly what `disentangle extract` applies to a day's
conversations: the bot-command rule (default: replace a command by the bot's answer), the DSTC7 filters,
and each dialogue gets the confidence of its conversation. The package `disentangle.dialogues` can be
called as this function (`disentangle.dialogues(conversations)`).
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from disentangle.dialogues.bot_commands import BotCommands
from disentangle.dialogues.filters import Dialogue, dialogues_from_conversations
from disentangle.linking.links import Conversation as LineConversation
from disentangle.logs.records import Log, Message

if TYPE_CHECKING:
    from disentangle.linking.confidence import ScoredLinks

__all__ = ["Conversation", "conversations_of", "dialogues_of"]

DIALOGUE_METHOD = "learned"  # the method dialogues record (`Dialogue.method`), as extract's


@dataclass(frozen=True)
class Conversation:
    """One conversation of a log: its messages (in log order) and how sure the model is of it.

    `len(conversation)` is its number of messages; iterating gives the `Message` records. `confidence` is
    None when the links came with no probabilities. The log is kept (not compared, not shown) because the
    dialogue filters read the whole log: nick changes, known nicks, the bot's answers.
    """

    source: str
    messages: tuple[Message, ...]
    confidence: float | None = None
    log: Log | None = field(default=None, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.messages)

    def __iter__(self) -> Iterator[Message]:
        return iter(self.messages)

    @property
    def indices(self) -> tuple[int, ...]:
        """The messages' indices (0-based positions in the input, line numbers in a log file)."""
        return tuple(m.index for m in self.messages)

    @property
    def authors(self) -> tuple[str, ...]:
        """Who said something in it, in order of first message (system lines are no one's)."""
        return tuple(dict.fromkeys(m.nick for m in self.messages if not m.is_system))

    @property
    def record(self) -> LineConversation:
        """The conversation as the graph step gives it (source and line indices)."""
        return LineConversation(self.source, self.indices)


def conversations_of(log: Log, found: Sequence[LineConversation], scored: ScoredLinks | None = None
                     ) -> tuple[Conversation, ...]:
    """The conversations the graph step `found` in `log` (`conversations_from_links`), with their messages
    and, given the scored links the model chose, their confidence; in the order given."""
    values: Sequence[float | None] = [None] * len(found)
    if scored is not None:
        from disentangle.linking.confidence import DEFAULT_MEASURE, confidences  # numpy: only with a model
        values = confidences(scored, [c.messages for c in found], DEFAULT_MEASURE)
    return tuple(Conversation(c.source, tuple(log.messages[i] for i in c.messages), value, log)
                 for c, value in zip(found, values))


def dialogues_of(conversations: Iterable[Conversation], bot_commands: BotCommands | str = BotCommands()
                 ) -> tuple[Dialogue, ...]:
    """The two-person dialogues of `conversations`, as `disentangle extract` makes them of a day: the
    bot-command rule `bot_commands` (a `BotCommands` or a mode: "replace", the default, "drop" or "keep"),
    then the DSTC7 filters; each dialogue carries its conversation's confidence. Conversations of several
    logs are taken log by log, in the order given.

    >>> dialogues_of([])
    ()
    """
    rule = bot_commands if isinstance(bot_commands, BotCommands) else BotCommands(bot_commands)
    by_log: dict[int, tuple[Log, list[Conversation]]] = {}
    for conversation in conversations:
        if conversation.log is None:
            raise ValueError(f"conversation {conversation.indices[:5]} of {conversation.source!r} has no log "
                             "(make conversations with disentangle.load().conversations)")
        by_log.setdefault(id(conversation.log), (conversation.log, []))[1].append(conversation)
    found: list[Dialogue] = []
    for log, group in by_log.values():
        confidence = {line: c.confidence for c in group for line in c.indices}  # a dialogue's first line is in one
        result = dialogues_from_conversations(log, [c.record for c in group], log.iso_date, DIALOGUE_METHOD,
                                              bots=rule)
        found += [replace(d, confidence=confidence.get(d.turns[0].lines[0])) for d in result.dialogues]
    return tuple(found)
