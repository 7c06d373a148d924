"""Link confidence: how sure the model is of a conversation, from its per-message parent probabilities.

`score_links` runs a model once over a log and returns the links it chose together with, for every
predicted line, the probability the model gives each candidate parent (`ScoredLinks`). It relies only on
`links_and_probabilities`, which every model has (`disentangle.methods.disentanglers.LinkScorer`), so the day is
scored once. `conversation_confidence` turns those probabilities into one number in
[0, 1] for a conversation, by one of the `MEASURES`:

- `min_chosen`: the smallest probability of a chosen parent among the conversation's messages;
- `product_chosen`: the product of those probabilities;
- `min_margin`: the smallest gap between the chosen parent's probability and the runner-up's;
- `closed`: the probability that the conversation is exactly this set of messages, taking messages as
  independent: its first message starts a conversation, every later member replies to an earlier member,
  and no message outside it (within the model's reach) replies into it;
- `min_closed`: the smaller of `min_chosen` and the outside part of `closed` (nobody outside links in).

`bench/confidence_curve.py` measures them on dev against gold dialogues; `DEFAULT_MEASURE` is the one
that kept the most exact dialogues there (see docs/model.md). It is one piece of evidence of the dialogue
calibrator (`disentangle.dialogues.calibration`), whose probability is what dialogues record
(`Dialogue.confidence`) and `extract --min-confidence` filters on; the public API's conversations
(`conversations_of`) carry this measure.
"""
from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import numpy as np

from disentangle.linking.links import Link
from disentangle.logs.records import Log

logger = logging.getLogger(__name__)

MEASURES = ("min_chosen", "product_chosen", "min_margin", "closed", "min_closed")
DEFAULT_MEASURE = "closed"
CONFIDENCE_DIGITS = 6          # confidences are rounded so that records are stable across machines


@dataclass(frozen=True)
class ScoredLinks:
    """The links of lines [start, start + len(probabilities)) of a log and their parent distributions.

    `probabilities[r]` belongs to line `start + r`: candidates `line - len + 1 .. line`, index 0 the
    farthest and the last one the line itself (a new conversation), as `parent_probabilities` gives them.
    """

    links: tuple[Link, ...]
    start: int
    probabilities: tuple[np.ndarray, ...]

    @functools.cached_property
    def by_offset(self) -> np.ndarray:
        """The probabilities as a matrix: row r (line start + r), column o: P(parent = line - o); 0 past
        a line's reach."""
        width = max((len(p) for p in self.probabilities), default=1)
        matrix = np.zeros((len(self.probabilities), width), dtype=np.float64)
        for row, probs in enumerate(self.probabilities):
            matrix[row, :len(probs)] = probs[::-1]
        return matrix

    def distribution(self, line: int) -> np.ndarray | None:
        """The candidate probabilities of `line`, or None when the line was not predicted."""
        row = line - self.start
        return self.probabilities[row] if 0 <= row < len(self.probabilities) else None

    def probability(self, line: int, parent: int) -> float:
        """P(line replies to parent); 0 for a parent out of reach, 1 for a line that was not predicted."""
        probs = self.distribution(line)
        if probs is None:
            return 1.0
        offset = line - parent
        return float(probs[-1 - offset]) if 0 <= offset < len(probs) else 0.0


def score_links(model, log: Log, start: int = 0, end: int | None = None, tokenizer=None) -> ScoredLinks:
    """The model's links for lines [start, end) of `log` and its parent probabilities for those lines, from
    one run of the model (`links_and_probabilities`, which every model of the package has)."""
    start = max(start, 0)
    links, probabilities = model.links_and_probabilities(log, start, end, tokenizer=tokenizer)
    return ScoredLinks(tuple(links), start, tuple(probabilities))


def chosen_parents(scored: ScoredLinks) -> dict[int, int]:
    """Line -> chosen parent: the first link of each line (link models give exactly one; second parents,
    `second_parents.py`, are never part of `ScoredLinks`)."""
    chosen: dict[int, int] = {}
    for link in scored.links:
        chosen.setdefault(link.message, link.parent)
    return chosen


def _chosen_probabilities(scored: ScoredLinks, lines: Sequence[int], parents: dict[int, int]) -> np.ndarray:
    return np.array([scored.probability(i, parents.get(i, i)) for i in lines], dtype=np.float64)


def _margins(scored: ScoredLinks, lines: Sequence[int], parents: dict[int, int]) -> np.ndarray:
    found = []
    for line in lines:
        probs = scored.distribution(line)
        if probs is None or len(probs) < 2:
            found.append(1.0)
            continue
        chosen = scored.probability(line, parents.get(line, line))
        found.append(chosen - float(np.partition(probs, -2)[-2]))
    return np.array(found, dtype=np.float64)


def _member_mass(scored: ScoredLinks, rows: np.ndarray, members: np.ndarray) -> np.ndarray:
    """For each line in `rows` (predicted lines): the probability that its parent is a member, itself
    not counted (a line replying to itself starts a conversation)."""
    matrix = scored.by_offset
    parents = rows[:, None] - np.arange(1, matrix.shape[1])[None, :]
    return (matrix[rows - scored.start, 1:] * _among(parents, members)).sum(axis=1)


def _among(lines: np.ndarray, members: np.ndarray) -> np.ndarray:
    """`np.isin(lines, members)` for line numbers (a lookup table of the members, not a search per line)."""
    member = np.zeros(int(members.max(initial=-1)) + 1, dtype=bool)
    member[members] = True
    inside = (lines >= 0) & (lines < len(member))
    return inside & member[np.where(inside, lines, 0)]


def inside_probability(scored: ScoredLinks, lines: Sequence[int]) -> float:
    """P(the first line starts a conversation and every later line replies to an earlier member)."""
    members = np.asarray(lines)
    end = scored.start + len(scored.probabilities)
    later = members[1:]
    rows = later[(later >= scored.start) & (later < end)]
    return scored.probability(lines[0], lines[0]) * float(np.prod(_member_mass(scored, rows, members)))


def outside_probability(scored: ScoredLinks, lines: Sequence[int]) -> float:
    """P(no line outside the set, predicted and within reach of a member, replies to a member)."""
    members = np.asarray(lines)
    end = scored.start + len(scored.probabilities)
    reach = scored.by_offset.shape[1] - 1
    candidates = np.arange(max(lines[0] + 1, scored.start), min(end, lines[-1] + reach + 1))
    rows = candidates[~_among(candidates, members)]
    return max(float(np.prod(1.0 - _member_mass(scored, rows, members))), 0.0)


def _measure_functions() -> dict[str, Callable[[ScoredLinks, Sequence[int], dict[int, int]], float]]:
    return {
        "min_chosen": lambda s, lines, parents: float(_chosen_probabilities(s, lines, parents).min()),
        "product_chosen": lambda s, lines, parents: float(_chosen_probabilities(s, lines, parents).prod()),
        "min_margin": lambda s, lines, parents: float(_margins(s, lines, parents).min()),
        "closed": lambda s, lines, parents: inside_probability(s, lines) * outside_probability(s, lines),
        "min_closed": lambda s, lines, parents: min(float(_chosen_probabilities(s, lines, parents).min()),
                                                    outside_probability(s, lines)),
    }


def conversation_confidence(scored: ScoredLinks, lines: Collection[int], measure: str = DEFAULT_MEASURE,
                            parents: dict[int, int] | None = None) -> float:
    """The confidence (0..1, rounded) of the conversation made of `lines` (indices of the scored log).

    `parents` (line -> chosen parent) may be passed when scoring many conversations of one log.
    """
    functions = _measure_functions()
    if measure not in functions:
        raise ValueError(f"unknown confidence measure {measure!r}; choose from {', '.join(MEASURES)}")
    ordered = sorted(set(lines))
    if not ordered:
        raise ValueError("a conversation needs at least one line")
    value = functions[measure](scored, ordered, chosen_parents(scored) if parents is None else parents)
    return round(min(max(value, 0.0), 1.0), CONFIDENCE_DIGITS)


def confidences(scored: ScoredLinks, conversations: Sequence[Collection[int]],
                measure: str = DEFAULT_MEASURE) -> list[float]:
    """`conversation_confidence` of several conversations of one scored log."""
    parents = chosen_parents(scored)
    return [conversation_confidence(scored, lines, measure, parents) for lines in conversations]


LINK_MIN_CONFIDENCE = 0.4   # extract's threshold on this measure before the calibrator (bench/confidence_curve.py)
