"""Negatives: the pool of candidate texts an exporter draws wrong answers from.

Texts are whitespace-normalised, one per `candidates.candidate_key` (so near-duplicates cannot serve as
two options), degenerate utterances left out; an example's own turns never serve as its negatives.
"""
from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterable, Sequence

from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples.candidates import candidate_key, is_degenerate
from disentangle.examples.records import Candidate, normalise

logger = logging.getLogger(__name__)

SAMPLING_ATTEMPTS_PER_DRAW = 20      # random draws per needed negative before falling back to a full scan


class CandidatePool:
    """The candidate texts of a set of dialogues to draw negatives from: whitespace-normalised, one text per
    `candidate_key` (the first in sorted order), no degenerate utterance (`candidates.is_degenerate`)."""

    def __init__(self, texts: Iterable[str]) -> None:
        chosen: dict[str, str] = {}
        for text in sorted({normalise(text) for text in texts} - {""}):
            if not is_degenerate(text):
                chosen.setdefault(candidate_key(text), text)
        self._texts = tuple(sorted(chosen.values()))
        self._keys = tuple(candidate_key(text) for text in self._texts)
        self._members = frozenset(self._texts)
        self._key_set = frozenset(self._keys)
        self._candidates: dict[str, Candidate] = {}    # `candidate`'s, made once per text

    @classmethod
    def from_dialogues(cls, dialogues: Iterable[Dialogue], render: Callable[[Turn], str],
                       speakers: Sequence[str] = (ASKER, HELPER)) -> CandidatePool:
        return cls(render(turn) for dialogue in dialogues for turn in dialogue.turns
                   if turn.speaker in speakers)

    def __len__(self) -> int:
        return len(self._texts)

    def __contains__(self, text: object) -> bool:
        return text in self._members

    @property
    def texts(self) -> tuple[str, ...]:
        return self._texts

    def candidate(self, text: str) -> Candidate:
        """`Candidate.of(text)`, made once per text of this pool: every example draws its negatives anew from
        the same texts (a year: two million options from a few ten thousand texts)."""
        found = self._candidates.get(text)
        if found is None:
            found = self._candidates[text] = Candidate.of(text)
        return found

    def available(self, exclude: frozenset[str]) -> int:
        """How many texts are left once every text equal to one of `exclude` up to `candidate_key` is out."""
        return len(self._texts) - len(self._key_set & keys_of(exclude))

    def draw(self, count: int, exclude: frozenset[str], rng: random.Random) -> tuple[str, ...] | None:
        """`count` texts, no two with the same `candidate_key` and none with the key of a text in `exclude`,
        in draw order; None if there are not enough."""
        keys = keys_of(exclude)
        if len(self._texts) - len(self._key_set & keys) < count:
            return None
        chosen: dict[str, None] = {}
        for _ in range(count * SAMPLING_ATTEMPTS_PER_DRAW):
            if len(chosen) == count:
                break
            position = rng.randrange(len(self._texts))
            if self._keys[position] not in keys:
                chosen.setdefault(self._texts[position])
        if len(chosen) < count:
            rest = [text for text, key in zip(self._texts, self._keys) if key not in keys and text not in chosen]
            chosen.update(dict.fromkeys(rng.sample(rest, count - len(chosen))))
        return tuple(chosen)


def keys_of(texts: Iterable[str]) -> frozenset[str]:
    return frozenset(candidate_key(text) for text in texts)


def own_texts(dialogue: Dialogue, render: Callable[[Turn], str]) -> frozenset[str]:
    """The normalised rendering of every turn of a dialogue: texts its examples may not use as negatives."""
    return frozenset(normalise(render(turn)) for turn in dialogue.turns)
