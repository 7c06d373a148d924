"""Scoring a disentangler on the replies a chat platform records: a gold standard nobody annotated.

A chat export (`disentangle.logs.exports`) gives some messages' parents: Slack thread replies, Discord
and Telegram replies. `score_explicit` hides them (the log read as if the platform had recorded no reply), predicts every
link as `disentangle predict` would, and compares the chosen parent of each message that has a given parent
with the given one: link precision, recall and F over those messages (one chosen parent each, so the three
agree and equal the share of replies whose parent was found), with the previous-message baseline on the
same messages for reference. `disentangle evaluate --explicit-replies EXPORT` prints it.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Sequence

from disentangle.errors import DisentangleError
from disentangle.linking.links import Link, previous_message_links
from disentangle.logs.exports import EXPORT_NAMES
from disentangle.logs.records import Log
from disentangle.methods.disentanglers import Disentangler
from disentangle.methods.predict import predict
from disentangle.metrics import link_prf

__all__ = ["ExplicitScores", "NoExplicitReplies", "format_explicit", "score_explicit"]


class NoExplicitReplies(DisentangleError, ValueError):
    """Nothing to score: the inputs are no chat exports, or record no reply."""


@dataclass(frozen=True)
class ExplicitScores:
    """The model's links against the platform's, over the messages with a given parent (percent)."""

    files: int
    messages: int          # messages read
    replies: int           # messages with a given parent: the ones scored
    found: int             # of those, predicted with the given parent
    link_precision: float
    link_recall: float
    link_f: float
    previous_f: float      # the previous-message baseline on the same messages


def _hidden_links(log: Log, disentangler: Disentangler) -> tuple[list[Link], list[Link], list[Link]]:
    """(given, predicted, baseline) links of the messages with a given parent, predicted without them."""
    hidden = dataclasses.replace(log, given_parents=())
    replies = {index: parent for index, parent in enumerate(log.given_parents) if parent is not None}
    gold = [Link(log.name, index, parent) for index, parent in replies.items()]
    auto = [link for link in predict(hidden, disentangler).links if link.message in replies]
    baseline = [link for link in previous_message_links(hidden) if link.message in replies]
    return gold, auto, baseline


def score_explicit(logs: Sequence[Log], disentangler: Disentangler) -> ExplicitScores:
    """Score `disentangler` on the given parents of `logs` (chat exports), each predicted with them hidden;
    `NoExplicitReplies` when no log has any."""
    not_exports = [log.name for log in logs if log.log_format not in EXPORT_NAMES]
    if not_exports:
        raise NoExplicitReplies(f"{not_exports[0]}: an IRC log records no replies; expected a chat export "
                                f"({', '.join(EXPORT_NAMES)})")
    gold, auto, baseline = [], [], []
    for log in logs:
        found = _hidden_links(log, disentangler)
        gold += found[0]
        auto += found[1]
        baseline += found[2]
    if not gold:
        raise NoExplicitReplies(f"no explicit replies (Slack thread replies, Discord and Telegram replies) in "
                                f"{', '.join(log.name for log in logs)}: nothing to score")
    scores = link_prf(gold, auto)
    return ExplicitScores(len(logs), sum(len(log) for log in logs), len(gold), len(set(gold) & set(auto)),
                          scores.precision, scores.recall, scores.f, link_prf(gold, baseline).f)


def format_explicit(scores: ExplicitScores) -> str:
    """The report `disentangle evaluate --explicit-replies` prints."""
    return (f"explicit replies: {scores.replies} of {scores.messages} messages in {scores.files} export(s); "
            f"parent found for {scores.found}\n"
            f"link precision {scores.link_precision:6.2f}\n"
            f"link recall    {scores.link_recall:6.2f}\n"
            f"link F         {scores.link_f:6.2f}\n"
            f"previous-message baseline link F {scores.previous_f:6.2f}\n")
