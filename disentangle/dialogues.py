"""Dialogues: two-person exchanges cut from conversations, with the DSTC7 Track 1 filters.

A `Dialogue` is an exchange between an asker (`participant_1`) and a helper (`participant_2`) made of
`Turn`s, each the joined consecutive messages of one speaker. Every turn keeps the original text, the line
numbers and the minutes of its messages, so any dialogue can be traced back to its log. This module turns
disentangled conversations into dialogues with the filters DSTC7 used (reference section 6) and counts,
per reason, the conversations it drops. The heuristic of Lowe et al. (2015) produces the same records.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

logger = logging.getLogger(__name__)

ASKER = "participant_1"
HELPER = "participant_2"


@dataclass(frozen=True)
class Turn:
    """Consecutive messages of one speaker; per-message text, original text, line and minute."""

    speaker: str                 # "participant_1" (asker) or "participant_2" (helper)
    utterances: tuple[str, ...]  # normalised text of each message of the turn (usernames removed)
    originals: tuple[str, ...]   # original text of each message
    lines: tuple[int, ...]       # line index of each message in the log
    minutes: tuple[int, ...]     # Message.minute of each message

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


def dialogue_id(method: str, date: str, first_line: int) -> str:
    """The stable key of a dialogue: method, date and the line of its first message."""
    return f"{method}:{date}:{first_line}"
