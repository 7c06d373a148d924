"""The dialogue records: a `Dialogue` of `Turn`s between an asker and a helper, its stable id, and its JSON.

A `Dialogue` is an exchange between an asker (`participant_1`) and a helper (`participant_2`) made of `Turn`s,
each the joined consecutive messages of one speaker. Every turn keeps the original text, the line numbers and
the minutes of its messages, so any dialogue can be traced back to its log (and, from a chat export, the
platform's ids of each message: `logs.records.PlatformIds`, which only the provenance releases); `Dialogue.bot_commands` records
each command to the channel bot that was replaced or dropped. The learned dialogues (`filters.py`) and the
heuristic's (`heuristic.py`) are these records; extract writes them with `dialogue_to_json` and the
exporters read them back with `dialogue_from_json`. The public API hands out the same records.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from disentangle.dialogues.bot_commands import BotCommand
from disentangle.logs.records import PlatformIds

__all__ = ["ASKER", "HELPER", "SPEAKERS", "Dialogue", "LineBreaks", "Turn", "dialogue_from_json", "dialogue_id",
           "dialogue_to_json"]

ASKER = "participant_1"
HELPER = "participant_2"
SPEAKERS = (ASKER, HELPER)


@dataclass(frozen=True)
class LineBreaks:
    """Where a message written on several lines (a chat export's) broke them: positions of spaces in its
    original text and in its utterance (`logs.line_breaks`), for what reads the message as written."""

    original: tuple[int, ...] = ()
    utterance: tuple[int, ...] = ()

    def as_json(self) -> dict:
        return {"original": list(self.original), "utterance": list(self.utterance)}

    @classmethod
    def from_json(cls, data: Mapping) -> "LineBreaks":
        """The inverse of `as_json` (KeyError, TypeError or ValueError on a malformed object)."""
        return cls(tuple(map(int, data["original"])), tuple(map(int, data["utterance"])))


@dataclass(frozen=True)
class Turn:
    """Consecutive messages of one speaker; per-message text, original text, line and minute, and (from a chat
    export) the platform's ids and where a message written on several lines broke them."""

    speaker: str                 # "participant_1" (asker) or "participant_2" (helper)
    utterances: tuple[str, ...]  # normalised text of each message of the turn (usernames removed)
    originals: tuple[str, ...]   # original text of each message
    lines: tuple[int, ...]       # line index of each message in the log
    minutes: tuple[int, ...]     # Message.minute of each message
    platform: tuple[PlatformIds, ...] = ()  # each message's platform ids (chat exports; () for IRC logs)
    breaks: tuple[LineBreaks, ...] = ()     # each message's line breaks (() when no message of it has any)

    @property
    def text(self) -> str:
        return " ".join(self.utterances)


@dataclass(frozen=True)
class Dialogue:
    """A two-person dialogue with its provenance (date, log, method, original nicks)."""

    id: str                      # stable key: f"{method}:{date}:{first_line}" e.g. "learned:2015-03-04:123"
    date: str                    # YYYY-MM-DD of the log ("" if unknown)
    source: str                  # log name/path
    method: str                  # "learned" or "heuristic"
    nicks: tuple[str, str]       # original nicks of participant_1, participant_2
    turns: tuple[Turn, ...]
    confidence: float | None = None  # the model's link confidence (disentangle.linking.confidence); None: unknown
    bot_commands: tuple[BotCommand, ...] = ()  # command lines replaced by the bot's answer or dropped (bot_commands.py)


def dialogue_to_json(dialogue: Dialogue) -> dict:
    """A `Dialogue` as a JSON object (every field, turns with text, originals, lines and minutes, and the
    platform ids and line breaks of a turn that has them)."""
    return {"id": dialogue.id, "date": dialogue.date, "source": dialogue.source, "method": dialogue.method,
            "nicks": list(dialogue.nicks), "confidence": dialogue.confidence,
            "turns": [{"speaker": t.speaker, "utterances": list(t.utterances), "originals": list(t.originals),
                       "lines": list(t.lines), "minutes": list(t.minutes),
                       **({"platform": [ids.as_json() for ids in t.platform]} if t.platform else {}),
                       **({"breaks": [b.as_json() for b in t.breaks]} if t.breaks else {})}
                      for t in dialogue.turns],
            **({"bot_commands": [c.as_json() for c in dialogue.bot_commands]} if dialogue.bot_commands else {})}


def dialogue_from_json(data: Mapping) -> Dialogue:
    """The inverse of `dialogue_to_json`; raises ValueError on a malformed object."""
    try:
        turns = tuple(Turn(str(t["speaker"]), tuple(map(str, t["utterances"])),
                           tuple(map(str, t["originals"])), tuple(map(int, t["lines"])),
                           tuple(map(int, t["minutes"])),
                           tuple(PlatformIds.from_json(ids) for ids in t.get("platform", ())),
                           tuple(LineBreaks.from_json(b) for b in t.get("breaks", ())))
                      for t in data["turns"])
        nicks = tuple(map(str, data["nicks"]))
        if len(nicks) != 2:
            raise ValueError(f"nicks must be two, got {nicks}")
        confidence = data.get("confidence")
        commands = tuple(BotCommand.from_json(c) for c in data.get("bot_commands", ()))
        return Dialogue(str(data["id"]), str(data["date"]), str(data["source"]), str(data["method"]),
                        (nicks[0], nicks[1]), turns, None if confidence is None else float(confidence), commands)
    except (KeyError, TypeError) as error:
        raise ValueError(f"not a dialogue record: {error!r}") from error


def dialogue_id(method: str, date: str, first_line: int) -> str:
    """The stable key of a dialogue: method, date (a run's day key: `CHANNEL/DATE` in a run over several
    channels) and the line of its first message."""
    return f"{method}:{date}:{first_line}"


def dialogue_day(identifier: str) -> str:
    """The day key of a dialogue's id (`dialogue_id`'s `date`): `2015-03-04`, or `general/2024-01-02`."""
    return identifier.partition(":")[2].rpartition(":")[0]
