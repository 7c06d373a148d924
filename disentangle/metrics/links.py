"""Link metrics: precision/recall/F over (message, parent) pairs, and Cohen's kappa over link decisions.

A link counts once whichever way it is written (the later message replies to the earlier one); kappa is
computed over every pair (j, i), j <= i, of each source's annotated range, for annotator agreement.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from disentangle.linking.links import Link

from .records import PRF, prf


def link_pairs(links: Iterable[Link]) -> set[tuple[str, int, int]]:
    """Distinct (source, later message, earlier message) triples."""
    return {(l.source, max(l.message, l.parent), min(l.message, l.parent)) for l in links}


def link_prf(gold: Iterable[Link], auto: Iterable[Link]) -> PRF:
    """Link P/R/F over distinct (message, parent) pairs, self-links included."""
    gold_pairs, auto_pairs = link_pairs(gold), link_pairs(auto)
    return prf(len(gold_pairs & auto_pairs), len(gold_pairs), len(auto_pairs))


def _pair_count(start: int, end: int) -> int:
    """Number of pairs (j, i) with 0 <= j <= i and start <= i <= end."""
    return (end + 1) * (end + 2) // 2 - start * (start + 1) // 2


def link_kappa(gold: Iterable[Link], auto: Iterable[Link]) -> float:
    """Cohen's kappa (a fraction) over link / no-link decisions for every pair (j, i), j <= i.

    Per source, i ranges over the annotated range: from the smallest gold message to the largest
    message either side links. System links of messages before that range, or of sources without
    gold, are ignored.
    """
    gold_by, auto_by = defaultdict(set), defaultdict(set)
    for source, message, parent in link_pairs(gold):
        gold_by[source].add((message, parent))
    for source, message, parent in link_pairs(auto):
        auto_by[source].add((message, parent))
    both = only_gold = only_auto = total = 0
    for source, gold_pairs in gold_by.items():
        start = min(message for message, _ in gold_pairs)
        auto_pairs = {pair for pair in auto_by[source] if pair[0] >= start}
        total += _pair_count(start, max(message for message, _ in gold_pairs | auto_pairs))
        both += len(gold_pairs & auto_pairs)
        only_gold += len(gold_pairs - auto_pairs)
        only_auto += len(auto_pairs - gold_pairs)
    return _kappa(both, only_gold, only_auto, total)


def _kappa(both: int, only_gold: int, only_auto: int, total: int) -> float:
    """Cohen's kappa for two raters' yes/no decisions on `total` items."""
    if total == 0:
        return 0.0
    observed = (total - only_gold - only_auto) / total
    gold_yes, auto_yes = (both + only_gold) / total, (both + only_auto) / total
    expected = gold_yes * auto_yes + (1 - gold_yes) * (1 - auto_yes)
    if expected == 1:
        return 1.0 if observed == 1 else 0.0
    return (observed - expected) / (1 - expected)
