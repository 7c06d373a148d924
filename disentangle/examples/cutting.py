"""Cutting: where a dialogue is cut into next-utterance selection examples.

DSTC7 Track 1 contexts end with a participant_1 turn and the answer is the next participant_2 turn; the
positions an example may be cut at are chosen with a seed per dialogue. `make_example` builds the
`Example` (context, answer, provenance) for one answer turn.
"""
from __future__ import annotations

import logging
from collections.abc import Sequence

from disentangle.dialogues.records import ASKER, HELPER, Dialogue
from disentangle.examples.records import Example, ExampleConfig, Provenance, normalise
from disentangle.examples.splits import seeded_rng

logger = logging.getLogger(__name__)

def dstc7_positions(dialogue: Dialogue, min_context_turns: int = 1) -> list[int]:
    """Turn indices that may be answers: a non-empty participant_2 turn right after a non-empty
    participant_1 turn, with at least `min_context_turns` turns before it."""
    turns = dialogue.turns
    return [index for index in range(max(1, min_context_turns), len(turns))
            if turns[index].speaker == HELPER and turns[index - 1].speaker == ASKER
            and normalise(turns[index].text) and normalise(turns[index - 1].text)]


def choose_positions(dialogue: Dialogue, positions: Sequence[int], count: int | None, seed: int,
                     purpose: str = "dstc7-cut") -> list[int]:
    """`count` of the positions drawn without replacement (seeded by dialogue id), in dialogue order."""
    if count is None or count >= len(positions):
        return list(positions)
    return sorted(seeded_rng(seed, purpose, dialogue.id).sample(list(positions), count))


def make_example(dialogue: Dialogue, index: int, split: str) -> Example:
    """The example answering turn `index` of `dialogue` with the non-empty turns before it as context."""
    response = dialogue.turns[index]
    first = dialogue.turns[0].lines[0] if dialogue.turns[0].lines else -1
    provenance = Provenance(dialogue.source, dialogue.date, dialogue.method, dialogue.nicks, first,
                            response.lines, dialogue.confidence)
    context = tuple(turn for turn in dialogue.turns[:index] if normalise(turn.text))
    return Example(f"{dialogue.id}/{index}", dialogue.id, split, context, response, provenance)


def cut_dialogue(dialogue: Dialogue, split: str, config: ExampleConfig) -> list[Example]:
    """DSTC7 examples of a dialogue: `config.examples_per_dialogue` positions (seeded), or all of them."""
    positions = dstc7_positions(dialogue, config.min_context_turns)
    chosen = choose_positions(dialogue, positions, config.examples_per_dialogue, config.seed)
    return [make_example(dialogue, index, split) for index in chosen]
