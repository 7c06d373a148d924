"""Multi-party conversations: every disentangled conversation of two or more speakers, message by message.

Beside the two-person dialogues of `filters.py`, extract keeps each conversation in which at least two people
speak (`MIN_SPEAKERS`), with the participant rules of the dialogues: system lines and bots are nobody
(`filters.speech`), a nick change inside the conversation is followed (`filters.nick_aliases`), a message
left without text is not kept; unlike a dialogue, nothing else is filtered and the text is the message as
written (mentions are the reply markers of a multi-party chat; bot commands are kept as typed). A
`MultiConversation` numbers its speakers in order of their first message; each `ConversationMessage` says
who spoke, the message it replies to (the index, within the conversation, of its nearest kept ancestor in
the links; None for a message whose chain reaches no earlier kept message), its minutes since the
conversation's first message, and its platform thread (the index of the conversation's first message in
that thread, None outside threads; the platform's own ids stay in `platform`, which only the provenance
releases). The id is a dialogue's (`records.dialogue_id`: the line of the first kept message), so a
conversation that is also a dialogue has the dialogue's id, and split.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from disentangle.dialogues.filters import NO_MESSAGES, nick_aliases, speech
from disentangle.dialogues.records import dialogue_id
from disentangle.linking.links import Conversation, Link
from disentangle.logs.records import Log, Message, PlatformIds, nick_key

__all__ = ["CONVERSATION_DROPS", "MIN_SPEAKERS", "ONE_SPEAKER", "ConversationMessage", "MultiConversation",
           "MultiResult", "conversation_from_json", "conversation_to_json", "multiparty_conversations", "speaker_token"]

SPEAKER_TOKEN = "participant_{number}"   # a speaker's pseudonym, numbered from 1 as a dialogue's ASKER, HELPER
MIN_SPEAKERS = 2                  # a conversation is kept when at least this many people speak in it
ONE_SPEAKER = "one_speaker"       # drop reason: fewer than MIN_SPEAKERS people spoke
CONVERSATION_DROPS = (NO_MESSAGES, ONE_SPEAKER)


@dataclass(frozen=True)
class ConversationMessage:
    """One message of a multi-party conversation: its speaker (index into `MultiConversation.speakers`), its
    text, its log line and minute, whom it answers and its thread (indices into the conversation's
    messages; None: none), and (from a chat export) the platform's ids and where a message written on several
    lines broke them (`logs.line_breaks`)."""

    speaker: int
    text: str
    line: int
    minute: int
    reply_to: int | None = None
    thread: int | None = None
    platform: PlatformIds | None = None
    breaks: tuple[int, ...] = ()


@dataclass(frozen=True)
class MultiConversation:
    """A conversation of two or more speakers: id (as a dialogue's), date, log name, method, the speakers' nicks
    in order of first message (pseudonyms once released), its messages and the model's confidence in it."""

    id: str
    date: str
    source: str
    method: str
    speakers: tuple[str, ...]
    messages: tuple[ConversationMessage, ...]
    confidence: float | None = None

    @property
    def first_line(self) -> int:
        return self.messages[0].line


@dataclass(frozen=True)
class MultiResult:
    """The multi-party conversations of a set of conversations, and how many were left out per reason."""

    conversations: tuple[MultiConversation, ...] = ()
    dropped: tuple[tuple[str, int], ...] = tuple((reason, 0) for reason in CONVERSATION_DROPS)


def speaker_token(index: int) -> str:
    """The pseudonym of a conversation's speaker `index` (0-based): `participant_1`, `participant_2`, ..."""
    return SPEAKER_TOKEN.format(number=index + 1)


def _parents(links: Iterable[Link]) -> dict[int, int]:
    """Message -> its parent (the first link of each message; a self-link is no parent)."""
    parents: dict[int, int] = {}
    for link in links:
        if link.parent != link.message:
            parents.setdefault(link.message, link.parent)
    return parents


def _reply_to(line: int, parents: Mapping[int, int], position: Mapping[int, int]) -> int | None:
    """The position of the nearest earlier kept ancestor of `line` (its chain of parents followed past
    system lines, bots and empty messages), None when the chain reaches none."""
    seen = {line}
    parent = parents.get(line)
    while parent is not None and parent not in seen:
        if parent in position and parent < line:
            return position[parent]
        seen.add(parent)
        parent = parents.get(parent)
    return None


def _threads(said: Sequence[Message]) -> list[int | None]:
    """Each message's thread as the position of the conversation's first message in that platform thread. A
    thread's root is in its thread: its own id is the thread's id (Slack's `thread_ts` is the root's `ts`, a
    Discord thread's channel id the id of the message it was started from), though its export marks it
    as in none."""
    ids = [m.platform for m in said]
    threads = {p.thread for p in ids if p is not None and p.thread is not None}
    first: dict[str, int] = {}
    found: list[int | None] = []
    for position, platform in enumerate(ids):
        thread = None if platform is None else platform.thread or (platform.message if platform.message in threads
                                                                   else None)
        found.append(None if thread is None else first.setdefault(thread, position))
    return found


def _conversation(log: Log, said: Sequence[Message], parents: Mapping[int, int], key: str, date: str,
                  method: str) -> MultiConversation:
    identity = nick_aliases(log, said[0].index, said[-1].index)
    people = [identity.get(nick_key(m.nick), nick_key(m.nick)) for m in said]
    order = list(dict.fromkeys(people))
    spelled = {person: message.nick for person, message in reversed(list(zip(people, said)))}
    position = {m.index: n for n, m in enumerate(said)}
    start = said[0].minute
    messages = tuple(ConversationMessage(order.index(person), m.text, m.index, m.minute - start,
                                         _reply_to(m.index, parents, position) if n else None, thread, m.platform,
                                         m.breaks)
                     for n, (person, m, thread) in enumerate(zip(people, said, _threads(said))))
    return MultiConversation(dialogue_id(method, key, said[0].index), date, log.name, method,
                             tuple(spelled[person] for person in order), messages)


def multiparty_conversations(log: Log, conversations: Iterable[Conversation], links: Iterable[Link], key: str,
                             method: str, date: str = "") -> MultiResult:
    """The conversations of `log` in which at least MIN_SPEAKERS people say something (`links`: the links they
    were made of, for reply-to), each as a `MultiConversation` of day key `key` (its id) and `date` (default:
    the key); the others counted."""
    parents = _parents(links)
    counts = dict.fromkeys(CONVERSATION_DROPS, 0)
    kept = []
    for conversation in conversations:
        said = [m for m in speech(log, (i for i in conversation.indices if 0 <= i < len(log.messages)))
                if m.text.strip()]
        if not said:
            counts[NO_MESSAGES] += 1
            continue
        found = _conversation(log, said, parents, key, date or key, method)
        if len(found.speakers) < MIN_SPEAKERS:
            counts[ONE_SPEAKER] += 1
            continue
        kept.append(found)
    return MultiResult(tuple(kept), tuple(counts.items()))


def _message_json(message: ConversationMessage) -> dict:
    return {"speaker": message.speaker, "text": message.text, "line": message.line, "minute": message.minute,
            "reply_to": message.reply_to, "thread": message.thread,
            **({"platform": message.platform.as_json()} if message.platform is not None else {}),
            **({"breaks": list(message.breaks)} if message.breaks else {})}


def conversation_to_json(conversation: MultiConversation) -> dict:
    """A `MultiConversation` as a JSON object (every field; a message's platform ids and line breaks only when
    it has them)."""
    return {"id": conversation.id, "date": conversation.date, "source": conversation.source,
            "method": conversation.method, "confidence": conversation.confidence,
            "speakers": list(conversation.speakers), "messages": [_message_json(m) for m in conversation.messages]}


def _optional(value: object) -> int | None:
    return None if value is None else int(value)  # type: ignore[call-overload]


def conversation_from_json(data: Mapping) -> MultiConversation:
    """The inverse of `conversation_to_json`; ValueError on a malformed object."""
    try:
        messages = tuple(ConversationMessage(int(m["speaker"]), str(m["text"]), int(m["line"]), int(m["minute"]),
                                             _optional(m["reply_to"]), _optional(m["thread"]),
                                             PlatformIds.from_json(m["platform"]) if "platform" in m else None,
                                             tuple(map(int, m.get("breaks", ()))))
                         for m in data["messages"])
        speakers = tuple(map(str, data["speakers"]))
        if not messages or any(not 0 <= m.speaker < len(speakers) for m in messages):
            raise ValueError("a message's speaker is not one of the speakers, or no messages")
        confidence = data.get("confidence")
        return MultiConversation(str(data["id"]), str(data["date"]), str(data["source"]), str(data["method"]),
                                 speakers, messages, None if confidence is None else float(confidence))
    except (KeyError, TypeError) as error:
        raise ValueError(f"not a conversation record: {error!r}") from error
