"""(d) Dialogues to read: a seeded sample of each method's dialogues beside the other method's best
overlapping dialogue.
"""
from __future__ import annotations

import logging
import random
from collections.abc import Sequence

from disentangle.compare.coincidence import best_match, line_index, line_set
from disentangle.compare.options import EXTRACTORS, HEURISTIC, LEARNED, MARK, SAMPLE_TEXT_CHARS, YearData
from disentangle.dialogues.heuristic import dialogue_lines
from disentangle.dialogues.records import ASKER, Dialogue

logger = logging.getLogger(__name__)


def reading_sample(dialogues: Sequence[Dialogue], count: int, seed: int, method: str) -> list[Dialogue]:
    """`count` dialogues drawn by a seeded generator from the dialogues in id order, shown in date order."""
    ordered = sorted(dialogues, key=lambda d: d.id)
    chosen = random.Random(f"compare-sample:{seed}:{method}").sample(ordered, min(count, len(ordered)))
    return sorted(chosen, key=lambda d: (d.date, dialogue_lines(d)[0], d.id))


def message_rows(dialogue: Dialogue) -> dict[int, tuple[int, str, str]]:
    """Log line -> (minute, nick, original text) of each message of a dialogue."""
    rows = {}
    for turn in dialogue.turns:
        nick = dialogue.nicks[0] if turn.speaker == ASKER else dialogue.nicks[1]
        for line, minute, text in zip(turn.lines, turn.minutes, turn.originals):
            rows[line] = (minute, nick, text)
    return rows


def clock(minute: int) -> str:
    return f"{(minute // 60) % 24:02d}:{minute % 60:02d}"


def side_by_side(dialogue: Dialogue, counterpart: Dialogue | None, jaccard_value: float) -> list[str]:
    """A dialogue and the other method's best overlapping one on a shared time line: one row per message of
    either, with a mark in the column of each method (heuristic H, learned L) holding it."""
    held = {dialogue.method: message_rows(dialogue)}
    if counterpart is not None:
        held[counterpart.method] = message_rows(counterpart)
    other = (f"{counterpart.id} ({len(counterpart.turns)} turns, Jaccard {jaccard_value:.2f})" if counterpart
             else "no dialogue of the other method shares a message")
    lines = [f"### {dialogue.id} ({len(dialogue.turns)} turns, {len(held[dialogue.method])} messages)", "",
             f"Beside: {other}. Source: `{dialogue.source}`.", "", "```", " line  time   H L  nick: text"]
    for line in sorted(set().union(*held.values())):
        minute, nick, text = next(rows[line] for rows in held.values() if line in rows)
        text = text if len(text) <= SAMPLE_TEXT_CHARS else text[:SAMPLE_TEXT_CHARS - 1] + "\u2026"
        marks = " ".join(MARK if line in held.get(method, {}) else " " for method in EXTRACTORS)
        lines.append(f"{line:5d}  {clock(minute)}  {marks}  {nick}: {text}")
    return lines + ["```", ""]


def samples_markdown(data: YearData, count: int, seed: int) -> tuple[str, dict[str, list[str]]]:
    """samples.md: `count` dialogues of each method beside the other's best match; and the ids chosen."""
    parts = [f"# {count} dialogues of each method, side by side", "",
             "Each dialogue is shown with the other method's dialogue that shares the most of its messages "
             "(Jaccard of their log lines). Columns H and L mark the messages the heuristic and the learned "
             f"dialogue hold. Drawn with seed {seed} from the dialogues in id order.", ""]
    chosen: dict[str, list[str]] = {}
    for method, other in ((HEURISTIC, LEARNED), (LEARNED, HEURISTIC)):
        others = data.dialogues[other]
        other_sets, index = line_index(others)
        picked = reading_sample(data.dialogues[method], count, seed, method)
        chosen[method] = [d.id for d in picked]
        parts += [f"## {method} dialogues ({len(picked)} of {len(data.dialogues[method])})", ""]
        for dialogue in picked:
            number, value = best_match(line_set(dialogue), index, other_sets)
            parts += side_by_side(dialogue, others[number] if number is not None else None, value)
    return "\n".join(parts) + "\n", chosen
