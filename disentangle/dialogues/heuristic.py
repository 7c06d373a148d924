"""The dialogue-extraction heuristic of Lowe et al. (2015), which built the Ubuntu Dialogue Corpus.

The rules (reference section 5), each a step below and its numbers in `HeuristicRules`:
1. Recipient: a message whose first word (trailing punctuation removed) is a nick seen in this day's or
   the previous day's log is addressed to that nick, unless the word is a common English word and no
   punctuation followed it. Lowe et al. used the GNU Aspell dictionary; here a word is common when the
   `wordfreq` library gives it a Zipf frequency of at least 3 (`dialogues.is_common_word`).
2. A first response is a message addressed by one user to another with whom no dialogue is open; its
   initial question is the recipient's most recent message in the 3 minutes before it. The dialogue
   of the pair is then open for the rest of the log: every message one addresses to the other joins it.
3. Hole filling: between a dialogue's first and last message, the unaddressed messages of a user who
   addresses no one but the other in that span join the dialogue. This per-user reading ("each user
   addresses no one but the other") is the default; requiring it of both users at once (`PAIR`) leaves
   a busy helper's dialogues without the asker's replies, and scores far below the published figures
   on dev (scaled VI 77.8, 1-1 45.6 against 80.0, 51.7; per user: 80.2, 50.8).
4. Bots are ignored (their messages and messages addressed to them never join a dialogue).
5. Consecutive messages of one user make one turn; dialogues with fewer than 3 turns, and those longer
   than 5 messages where one user says more than 80% of them, are discarded. A question answered by
   several people yields one dialogue per helper, each starting with that question.
The result is the same `Dialogue` records the learned path produces (method "heuristic"), with the same
bot-command rule (`bot_commands.py`: by default a command to the channel bot becomes the bot's answer) applied
to the texts before rule 5. `heuristic_conversations` turns them into a partition of a log's messages, to
score the heuristic as a disentangler against annotated data.
"""
from __future__ import annotations

import dataclasses
import logging
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Collection, Sequence

from disentangle.dialogues.bot_commands import KEEP_COMMANDS, BotCommands, CommandTexts, command_texts, read_commands
from disentangle.dialogues.filters import (
    DialogueFilters,
    Utterance,
    addressee,
    known_nicks,
    make_dialogue,
    make_turns,
    strip_usernames,
)
from disentangle.dialogues.records import Dialogue
from disentangle.linking.links import Conversation
from disentangle.logs.records import Log, Message, is_bot, nick_key

logger = logging.getLogger(__name__)

METHOD = "heuristic"
PER_USER, PAIR, NO_HOLES = "per_user", "pair", "off"  # hole-filling modes
HOLE_FILLING_MODES = (PER_USER, PAIR, NO_HOLES)
DOMINANCE_ABOVE = 5  # Lowe et al.: the 80% rule discards only dialogues longer than this many messages
HEURISTIC_FILTERS = DialogueFilters(share_above=DOMINANCE_ABOVE)
SHARED_QUESTION_SEPARATOR = "/"  # ids of dialogues sharing a question: "heuristic:DATE:QUESTION/RESPONSE"


@dataclass(frozen=True)
class HeuristicRules:
    """The numbers and switches of the heuristic; the defaults are the published rules."""

    question_window: int = 3      # minutes between an initial question and its first response, at most
    hole_filling: str = "per_user"  # PER_USER, PAIR or NO_HOLES: see `fill_holes`
    filters: DialogueFilters = HEURISTIC_FILTERS  # the DSTC7 filters, dominance only above 5 messages

    def __post_init__(self) -> None:
        if self.hole_filling not in HOLE_FILLING_MODES:
            raise ValueError(f"hole_filling must be one of {HOLE_FILLING_MODES}, not {self.hole_filling!r}")
        if self.question_window < 0:
            raise ValueError(f"invalid heuristic rules: {self}")


@dataclass(frozen=True)
class Spoken:
    """A message someone (not a bot) said, with its author's and recipient's nick keys."""

    message: Message
    author: str
    recipient: str | None


@dataclass
class _Draft:
    """A dialogue being collected (internal and short-lived): positions in the spoken-message list."""

    asker: str
    helper: str
    members: list[int] = field(default_factory=list)


def spoken_messages(log: Log, nicks: Collection[str]) -> list[Spoken]:
    """Rule 1 for every message of a log: non-system, non-bot messages with their recipients."""
    said = (m for m in log.messages if not m.is_system and not m.from_bot)
    return [Spoken(m, nick_key(m.nick), addressee(m, nicks)) for m in said]


def initial_question(spoken: Sequence[Spoken], position: int, window: int) -> int | None:
    """Rule 2: the position of the recipient's latest message within `window` minutes before, or None."""
    response = spoken[position]
    for earlier in range(position - 1, -1, -1):
        candidate = spoken[earlier]
        if candidate.message.minute < response.message.minute - window:
            return None
        if candidate.author == response.recipient:
            return earlier
    return None


def collect_drafts(spoken: Sequence[Spoken], rules: HeuristicRules) -> list[_Draft]:
    """Rule 2: open a dialogue at each first response; add the pair's later addressed messages."""
    open_pairs: dict[frozenset[str], _Draft] = {}
    drafts = []
    for position, said in enumerate(spoken):
        if said.recipient is None or is_bot(said.recipient):
            continue
        pair = frozenset((said.author, said.recipient))
        if pair in open_pairs:
            open_pairs[pair].members.append(position)
            continue
        question = initial_question(spoken, position, rules.question_window)
        if question is None:
            continue  # a first response with no initial question starts no dialogue (the pair stays closed)
        draft = _Draft(said.recipient, said.author, [question, position])
        open_pairs[pair] = draft
        drafts.append(draft)
    return drafts


def fill_holes(spoken: Sequence[Spoken], draft: _Draft, mode: str = PER_USER) -> list[int]:
    """Rule 3: the draft's members plus unaddressed messages of the pair in its span, per `mode`.

    PER_USER: a user's unaddressed messages in the span join when that user addresses no one but the
    other in it. PAIR: both users' unaddressed messages join only when neither addresses anyone else.
    NO_HOLES: no filling.
    """
    members = set(draft.members)
    if mode == NO_HOLES:
        return sorted(members)
    span = range(min(members), max(members) + 1)
    own = {user: [p for p in span if p not in members and spoken[p].author == user]
           for user in (draft.asker, draft.helper)}
    clean = {user: all(spoken[p].recipient is None for p in positions) for user, positions in own.items()}
    if mode == PAIR and not all(clean.values()):
        return sorted(members)
    holes = [p for user, positions in own.items() if clean[user] for p in positions]
    return sorted(members.union(holes))


def _utterances(spoken: Sequence[Spoken], positions: Sequence[int], draft: _Draft,
                nicks: Collection[str], changed: CommandTexts) -> list[Utterance]:
    """Rule 4's material: cleaned utterances of the dialogue (messages left empty are dropped), a bot
    command with the text the bot-command rule gives it."""
    names = {spoken[p].message.nick for p in positions}
    utterances = []
    for position in positions:
        said = spoken[position]
        text = strip_usernames(changed.texts.get(said.message.index, said.message.text), nicks, names)
        if text:
            utterances.append(Utterance(said.message, int(said.author == draft.helper), text))
    return utterances


def keeps(utterances: Sequence[Utterance], rules: HeuristicRules) -> bool:
    """Rule 5: enough turns, the asker first, and no one dominating a long dialogue."""
    if not utterances or utterances[0].participant != 0 or all(u.participant == 0 for u in utterances):
        return False
    if len(make_turns(utterances)) < rules.filters.min_turns:
        return False
    return not rules.filters.dominated(utterances)


def heuristic_dialogues(log: Log, date: str | None = None, previous: Log | None = None,
                        rules: HeuristicRules = HeuristicRules(), bots: BotCommands = BotCommands()
                        ) -> list[Dialogue]:
    """The dialogues the heuristic finds in a log (`previous`: the day before, for its nicks), with the
    bot-command rule `bots` applied to their texts.

    `date` defaults to the log's date ("" when unknown). Dialogue ids are `heuristic:DATE:LINE` with the
    line of the initial question; when several dialogues share a question, the line of each one's first
    response is appended after a "/".
    """
    date = log.iso_date if date is None else date
    nicks = known_nicks(log) | (known_nicks(previous) if previous is not None else frozenset())
    spoken = spoken_messages(log, nicks)
    commands = read_commands(log, nicks, bots) if bots.active else {}
    found = []
    for draft in collect_drafts(spoken, rules):
        positions = fill_holes(spoken, draft, rules.hole_filling)
        changed = command_texts(commands, (spoken[p].message.index for p in positions), bots)
        utterances = _utterances(spoken, positions, draft, nicks, changed)
        if keeps(utterances, rules):
            found.append((utterances, changed))
    return _records(found, date, log.name)


def _records(found: list[tuple[list[Utterance], CommandTexts]], date: str, source: str) -> list[Dialogue]:
    """Dialogue records with unique ids, in order of first message, then of the helper's first message."""
    starts: defaultdict[int, int] = defaultdict(int)
    for utterances, _ in found:
        starts[utterances[0].message.index] += 1
    dialogues = []
    for utterances, changed in found:
        first = utterances[0].message.index
        nicks = (utterances[0].message.nick, next(u.message.nick for u in utterances if u.participant))
        dialogue = make_dialogue(utterances, nicks, date, source, METHOD, bot_commands=changed.records)
        if starts[first] > 1:
            response = next(u.message.index for u in utterances if u.participant)
            dialogue = dataclasses.replace(dialogue, id=f"{dialogue.id}{SHARED_QUESTION_SEPARATOR}{response}")
        dialogues.append(dialogue)
    return sorted(dialogues, key=lambda d: (d.turns[0].lines[0], d.turns[1].lines[0]))


def dialogue_lines(dialogue: Dialogue) -> list[int]:
    """The line of every message of a dialogue, in order."""
    return [line for turn in dialogue.turns for line in turn.lines]


def heuristic_conversations(log: Log, start: int = 0, end: int | None = None, previous: Log | None = None,
                            rules: HeuristicRules = HeuristicRules()) -> list[Conversation]:
    """The heuristic's dialogues as a partition of the messages [start, end) of a log, for scoring.

    The whole log is read (lines before `start` are context: nicks, questions, dialogues under way);
    bot commands stay as they are (`KEEP_COMMANDS`): a partition is of messages, whatever their texts.
    each dialogue becomes a conversation of its messages in range. A message in several dialogues (a
    question answered by several helpers) goes to the earliest dialogue: the one whose first message,
    then whose helper's first message, comes first. Every message in range that no dialogue holds (system
    lines, bots, unaddressed messages outside dialogues, discarded dialogues) is a conversation of its
    own, so every message in range appears exactly once. Sorted by first message.
    """
    stop = len(log.messages) if end is None else min(end, len(log.messages))
    owner: dict[int, int] = {}
    for number, dialogue in enumerate(heuristic_dialogues(log, previous=previous, rules=rules,
                                                                      bots=KEEP_COMMANDS)):
        for line in dialogue_lines(dialogue):
            if start <= line < stop:
                owner.setdefault(line, number)
    groups: dict[int, list[int]] = defaultdict(list)
    for line in range(max(start, 0), stop):
        groups[owner.get(line, -1 - line)].append(line)
    return sorted((Conversation(log.name, tuple(lines)) for lines in groups.values()),
                  key=lambda c: c.indices)
