"""Splits: which split a dialogue belongs to, by hashing its id, and the canonical order of dialogues.

Splits are assigned per dialogue by hashing its id (SHA-256: no state, the same on every machine), so the
examples of one dialogue never straddle splits. The same hash gives conversational-datasets' 90/10 split,
whose test set is then exactly the DSTC7 test set. Seeded randomness for cutting and negatives is derived
from the same digest, so every writer is deterministic for a seed whatever the order of its input.
"""
from __future__ import annotations

import hashlib
import logging
import random
from collections import Counter
from collections.abc import Iterable, Sequence

from disentangle.dialogues.records import Dialogue

logger = logging.getLogger(__name__)

SPLITS = ("train", "dev", "test")
DEFAULT_SPLIT_FRACTIONS = (("train", 0.8), ("dev", 0.1), ("test", 0.1))
HASH_BITS = 53                       # a key maps to an integer below 2**53, exactly representable as float
CONVERSATIONAL_SPLITS = ("train", "test")
CONVERSATIONAL_TRAIN_FRACTION = 0.9


def digest(*parts: object) -> bytes:
    return hashlib.sha256("\x1f".join(str(part) for part in parts).encode("utf-8")).digest()


def unit_of(*parts: object) -> float:
    value = int.from_bytes(digest(*parts)[:8], "big") >> (64 - HASH_BITS)
    return value / (1 << HASH_BITS)


def seeded_rng(seed: int, purpose: str, key: str) -> random.Random:
    return random.Random(int.from_bytes(digest(seed, purpose, key)[:8], "big"))


def hash_unit(key: str) -> float:
    """Map a key to [0, 1): the first 53 bits of SHA-256 of its UTF-8 bytes (big-endian) over 2**53."""
    return unit_of(key)


def assign_split(key: str, fractions: Sequence[tuple[str, float]] = DEFAULT_SPLIT_FRACTIONS) -> str:
    """The split of a dialogue: the first split whose cumulative fraction exceeds `hash_unit(key)`.

    With the default 80/10/10 fractions, u < 0.8 is train, u < 0.9 dev, and the rest test. The key is the
    dialogue id, so the assignment depends on nothing else: not on order, other dialogues, seed or machine.
    """
    point = hash_unit(key)
    bound = 0.0
    for name, fraction in fractions:
        bound += fraction
        if point < bound:
            return name
    return [name for name, fraction in fractions if fraction > 0][-1]


def conversational_split(key: str, train_fraction: float = CONVERSATIONAL_TRAIN_FRACTION) -> str:
    """conversational-datasets' 90/10 split: "train" if `hash_unit(key)` < train_fraction, else "test".

    It uses the same hash as `assign_split`, so with the default fractions its test set is exactly the
    DSTC7 test set and its train set the DSTC7 train and dev sets: no test dialogue leaks across formats.
    """
    return CONVERSATIONAL_SPLITS[0] if hash_unit(key) < train_fraction else CONVERSATIONAL_SPLITS[1]



def sorted_dialogues(dialogues: Iterable[Dialogue]) -> tuple[list[Dialogue], Counter]:
    """Dialogues in a canonical order (date, source, first line, id), dropping repeated ids and empties."""
    kept: dict[str, Dialogue] = {}
    skipped: Counter = Counter()
    for dialogue in dialogues:
        if dialogue.id in kept:
            logger.warning("examples: dialogue id %s seen twice; keeping the first", dialogue.id)
            skipped["duplicate dialogue id"] += 1
        elif not dialogue.turns:
            skipped["dialogue without turns"] += 1
        else:
            kept[dialogue.id] = dialogue
    return sorted(kept.values(), key=dialogue_order), skipped


def dialogue_order(dialogue: Dialogue) -> tuple[str, str, int, str]:
    first = dialogue.turns[0].lines[0] if dialogue.turns[0].lines else -1
    return dialogue.date, dialogue.source, first, dialogue.id


def split_dialogues(dialogues: Iterable[Dialogue],
                    fractions: Sequence[tuple[str, float]] = DEFAULT_SPLIT_FRACTIONS
                    ) -> tuple[dict[str, list[Dialogue]], Counter]:
    """Dialogues grouped by `assign_split` of their id, each group in canonical order; and what was dropped."""
    ordered, skipped = sorted_dialogues(dialogues)
    groups: dict[str, list[Dialogue]] = {name: [] for name in SPLITS}
    for dialogue in ordered:
        groups[assign_split(dialogue.id, fractions)].append(dialogue)
    return groups, skipped
