"""(b) Statistics of each method's dialogues, and how the two methods' dialogues coincide (exact, overlapping,
found by one method only), defined over the log lines of their messages.
"""
from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Mapping, Sequence

from disentangle.compare.options import EXTRACTORS, HEURISTIC, LEARNED, Coincidence, YearData
from disentangle.dialogues.heuristic import dialogue_lines
from disentangle.dialogues.records import Dialogue
from disentangle.dialogues.statistics import distributions, histogram, summary

logger = logging.getLogger(__name__)


def line_set(dialogue: Dialogue) -> frozenset[tuple[str, int]]:
    """The messages of a dialogue as (date, log line) pairs."""
    return frozenset((dialogue.date, line) for line in dialogue_lines(dialogue))


def time_span(dialogue: Dialogue) -> int:
    """Minutes from the first to the last message."""
    minutes = [minute for turn in dialogue.turns for minute in turn.minutes]
    return max(minutes) - min(minutes) if minutes else 0


def method_statistics(dialogues: Sequence[Dialogue]) -> dict:
    """Counts, turns, messages, utterance lengths (words per message and per turn) and time spans."""
    words_per_turn = [len(turn.text.split()) for d in dialogues for turn in d.turns]
    spans = [time_span(d) for d in dialogues]
    return {"dialogues": len(dialogues), "turns_total": sum(len(d.turns) for d in dialogues),
            **distributions(dialogues), "words_per_turn": summary(words_per_turn),
            "minutes_span": summary(spans), "minutes_span_per_dialogue": histogram(spans)}


def jaccard(a: frozenset, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def best_match(lines: frozenset, others: Mapping[tuple[str, int], set[int]],
               other_sets: Sequence[frozenset]) -> tuple[int | None, float]:
    """The other dialogue sharing the most of `lines` (by Jaccard, then earliest), and that Jaccard."""
    candidates = sorted({number for line in lines for number in others.get(line, ())})
    if not candidates:
        return None, 0.0
    scored = [(jaccard(lines, other_sets[n]), -n) for n in candidates]
    best, negative = max(scored)
    return -negative, best


def line_index(dialogues: Sequence[Dialogue]) -> tuple[list[frozenset], dict[tuple[str, int], set[int]]]:
    """Each dialogue's line set, and line -> the numbers of the dialogues holding it."""
    sets = [line_set(d) for d in dialogues]
    index: dict[tuple[str, int], set[int]] = {}
    for number, lines in enumerate(sets):
        for line in lines:
            index.setdefault(line, set()).add(number)
    return sets, index


def coincidence(method: str, dialogues: Sequence[Dialogue], other: str,
                others: Sequence[Dialogue]) -> Coincidence:
    """Each dialogue of `method` is *exact* when a dialogue of `other` has exactly its messages (the same
    log lines of the same day), else *overlapping* when it shares at least one message with a dialogue of
    `other`, else found by `method` *only*."""
    other_sets, index = line_index(others)
    exact_sets = set(other_sets)
    counts: Counter = Counter()
    jaccards = []
    for lines in (line_set(d) for d in dialogues):
        if lines in exact_sets:
            counts["exact"] += 1
            continue
        _, best = best_match(lines, index, other_sets)
        counts["overlapping" if best else "only"] += 1
        if best:
            jaccards.append(best)
    mean = sum(jaccards) / len(jaccards) if jaccards else 0.0
    return Coincidence(method, other, len(dialogues), counts["exact"], counts["overlapping"], counts["only"], mean)


def line_coverage(data: YearData) -> dict[str, int]:
    """How many log lines lie in some dialogue of each method, and of both."""
    covered = {m: set().union(*map(line_set, data.dialogues[m])) if data.dialogues[m] else set() for m in EXTRACTORS}
    return {**{m: len(covered[m]) for m in EXTRACTORS}, "both": len(covered[HEURISTIC] & covered[LEARNED])}
