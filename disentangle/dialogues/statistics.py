"""Statistics of dialogues: how many turns and messages they have and how long their messages are, as the
histograms and summaries that `stats.json` (extract) and the comparison report (compare) print.
"""
from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Iterable, Sequence

from disentangle.dialogues.records import Dialogue

P90 = 0.9                               # the quantile a summary reports beside the median


def histogram(values: Iterable[int]) -> dict[str, int]:
    """Value -> count, in numeric order (keys as strings, as JSON needs)."""
    counts = Counter(values)
    return {str(value): counts[value] for value in sorted(counts)}


def summary(values: Sequence[int]) -> dict[str, float]:
    if not values:
        return {"count": 0}
    ordered = sorted(values)
    return {"count": len(values), "mean": round(statistics.fmean(values), 3),
            "median": statistics.median(values), "p90": ordered[int(P90 * (len(ordered) - 1))],
            "max": ordered[-1]}


def distributions(dialogues: Sequence[Dialogue]) -> dict:
    turns = [len(d.turns) for d in dialogues]
    messages = [sum(len(t.utterances) for t in d.turns) for d in dialogues]
    words = [len(u.split()) for d in dialogues for t in d.turns for u in t.utterances]
    return {"turns_per_dialogue": histogram(turns), "messages_per_dialogue": histogram(messages),
            "turns": summary(turns), "messages": summary(messages), "words_per_message": summary(words)}
