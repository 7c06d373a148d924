"""Dialogue quality against gold: which extracted dialogues exactly equal a gold one, and the
precision / kept curve of a confidence threshold.

A predicted dialogue is *exact* when the log lines of its messages are exactly those of a gold dialogue:
a gold conversation (from the annotation) put through the same DSTC7 filters and the same treatment of
conversations that continue from before the predicted range (dropped on both sides, as `extract` drops
conversations that began the previous day). `dialogue_outcomes` does this for one annotated log;
`precision_curve` tabulates, for thresholds on the recorded confidence, the share of dialogues kept and
the share of kept dialogues that are exact. `labelled_evidence` gives the same dialogues with the evidence
rows of their conversations (`disentangle.dialogues.calibration`), what the calibrator is fitted on.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from disentangle.dialogues.calibration import evidence_rows
from disentangle.dialogues.conversations import conversations_from_links
from disentangle.dialogues.filters import dialogues_from_conversations
from disentangle.dialogues.records import Dialogue
from disentangle.linking.confidence import DEFAULT_MEASURE, ScoredLinks, confidences
from disentangle.linking.links import Conversation, Link
from disentangle.logs.records import Log


@dataclass(frozen=True)
class Outcome:
    """One predicted dialogue: its confidence and whether it exactly equals a gold dialogue."""

    source: str
    dialogue_id: str
    confidence: float
    exact: bool


@dataclass(frozen=True)
class Labelled:
    """One predicted dialogue for the calibrator: its evidence row (`calibration.FEATURE_NAMES`), the link
    model's `closed` measure and whether it exactly equals a gold dialogue."""

    source: str
    dialogue_id: str
    evidence: tuple[float, ...]
    link_confidence: float
    exact: bool


@dataclass(frozen=True)
class CurvePoint:
    """At `threshold` (keep dialogues with confidence >= it): how many are kept and how many are exact."""

    threshold: float
    kept: int
    exact: int
    total: int

    @property
    def kept_share(self) -> float:
        return self.kept / self.total if self.total else 0.0

    @property
    def exact_share(self) -> float:
        return self.exact / self.kept if self.kept else 0.0


def dialogue_lines(dialogue: Dialogue) -> frozenset[int]:
    """The log lines of a dialogue's messages."""
    return frozenset(line for turn in dialogue.turns for line in turn.lines)


def whole_conversations(links: Iterable[Link], start: int) -> list[Conversation]:
    """Conversations of lines >= start, without those in which a line replies to a line before start."""
    links = list(links)
    crossing = {link.message for link in links if link.parent < start <= link.message}
    return [c for c in conversations_from_links(links, start) if crossing.isdisjoint(c.indices)]


def with_confidence(log: Log, scored: ScoredLinks, conversations: Sequence[Conversation], date: str,
                    measure: str = DEFAULT_MEASURE, method: str = "learned") -> list[Dialogue]:
    """The dialogues of `conversations` (DSTC7 filters), each with the confidence of its conversation.

    Conversation lines are indices of the scored log plus `offset` (0 here; see `shift`)."""
    return attach_confidence(dialogues_from_conversations(log, conversations, date, method).dialogues,
                             conversations, scored, measure)


def attach_confidence(dialogues: Iterable[Dialogue], conversations: Sequence[Conversation],
                      scored: ScoredLinks, measure: str = DEFAULT_MEASURE, offset: int = 0) -> list[Dialogue]:
    """Each dialogue with the confidence of the conversation holding its first line.

    `offset` is added to conversation lines to get lines of the scored log (the previous day's context
    comes first in the log the model read)."""
    dialogues = list(dialogues)
    owner = {line: n for n, c in enumerate(conversations) for line in c.indices}
    needed = sorted({owner[d.turns[0].lines[0]] for d in dialogues})
    values = confidences(scored, [[m + offset for m in conversations[n].indices] for n in needed], measure)
    by_conversation = dict(zip(needed, values))
    return [replace(d, confidence=by_conversation[owner[d.turns[0].lines[0]]]) for d in dialogues]


def dialogue_outcomes(log: Log, gold: Iterable[Link], scored: ScoredLinks,
                      measures: Sequence[str] = (DEFAULT_MEASURE,)) -> dict[str, list[Outcome]]:
    """Per confidence measure, every predicted dialogue of `log` with its confidence and exactness."""
    date = log.iso_date
    gold_dialogues = dialogues_from_conversations(log, whole_conversations(gold, scored.start), date).dialogues
    gold_sets = {dialogue_lines(d) for d in gold_dialogues}
    predicted = whole_conversations(scored.links, scored.start)
    found: dict[str, list[Outcome]] = {}
    for measure in measures:
        outcomes = found[measure] = []
        for d in with_confidence(log, scored, predicted, date, measure):
            assert d.confidence is not None  # with_confidence gives every dialogue its conversation's confidence
            outcomes.append(Outcome(log.name, d.id, float(d.confidence), dialogue_lines(d) in gold_sets))
    return found


def labelled_evidence(log: Log, gold: Iterable[Link], scored: ScoredLinks) -> list[Labelled]:
    """Every predicted dialogue of `log` with its conversation's evidence row, `closed` measure and exactness
    (the dialogues, gold and predicted, of `dialogue_outcomes`)."""
    date = log.iso_date
    gold_sets = {dialogue_lines(d) for d in
                 dialogues_from_conversations(log, whole_conversations(gold, scored.start), date).dialogues}
    predicted = whole_conversations(scored.links, scored.start)
    dialogues = dialogues_from_conversations(log, predicted, date).dialogues
    owner = {line: n for n, c in enumerate(predicted) for line in c.indices}
    needed = sorted({owner[d.turns[0].lines[0]] for d in dialogues})
    lines = [list(predicted[n].indices) for n in needed]
    rows = dict(zip(needed, evidence_rows(log, scored, lines) if lines else np.zeros((0, 0))))
    closed = dict(zip(needed, confidences(scored, lines)))
    found = []
    for d in dialogues:
        n = owner[d.turns[0].lines[0]]
        found.append(Labelled(log.name, d.id, tuple(float(v) for v in rows[n]), closed[n],
                              dialogue_lines(d) in gold_sets))
    return found


def gold_dialogue_count(log: Log, gold: Iterable[Link], start: int) -> int:
    """How many gold dialogues the annotated part of a log has (after the DSTC7 filters)."""
    return len(dialogues_from_conversations(log, whole_conversations(gold, start), log.iso_date).dialogues)


def precision_curve(outcomes: Sequence[Outcome], thresholds: Iterable[float]) -> list[CurvePoint]:
    """Kept and exact dialogues at each threshold (a dialogue is kept when its confidence >= threshold)."""
    points = []
    for threshold in thresholds:
        kept = [o for o in outcomes if o.confidence >= threshold]
        points.append(CurvePoint(threshold, len(kept), sum(o.exact for o in kept), len(outcomes)))
    return points


def quantile_thresholds(outcomes: Sequence[Outcome], shares: Iterable[float]) -> list[float]:
    """Thresholds that keep about each share of the dialogues (the confidence of the k-th most confident)."""
    ordered = sorted((o.confidence for o in outcomes), reverse=True)
    if not ordered:
        return []
    return [ordered[max(0, min(len(ordered), round(share * len(ordered))) - 1)] for share in shares]


def keep_confident(dialogues: Iterable[Dialogue], threshold: float) -> tuple[list[Dialogue], int]:
    """The dialogues whose confidence is at least `threshold` (an unknown confidence counts as 0 unless the
    threshold is 0), and how many were dropped."""
    kept, dropped = [], 0
    for dialogue in dialogues:
        value = dialogue.confidence if dialogue.confidence is not None else 0.0
        if value >= threshold:
            kept.append(dialogue)
        else:
            dropped += 1
    return kept, dropped
