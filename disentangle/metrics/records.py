"""The records of an evaluation: precision/recall/F, every score of a run, the error, and their table.

Scores are percentages, except kappa (a fraction); a metric over nothing scores 0. Conversation output
(`predict --format conversations`) has no links: its link scores and kappa are None.
"""
from __future__ import annotations

from dataclasses import dataclass

from disentangle.errors import DisentangleError

PERCENT = 100.0
LINKS_FORMAT, CONVERSATIONS_FORMAT = "links", "conversations"


class MetricsError(DisentangleError):
    """Evaluation input that cannot be scored: unreadable files, output for a sample with no gold."""


@dataclass(frozen=True)
class PRF:
    """Precision, recall and F-score, in percent."""

    precision: float
    recall: float
    f: float


@dataclass(frozen=True)
class Scores:
    """Every metric of one evaluation (percent; kappa as a fraction) and what it was computed over."""

    files: int
    messages: int
    gold_links: int
    auto_links: int
    link_precision: float | None
    link_recall: float | None
    link_f: float | None
    scaled_vi: float
    one_to_one: float
    exact_precision: float
    exact_recall: float
    exact_f: float
    ari: float
    shen_f: float
    kappa: float | None
    # "links" (predict --format links or annotation files), or "conversations": then the system's links
    # are unknown and link P/R/F and kappa are None (conversation metrics are exact either way)
    auto_format: str = LINKS_FORMAT


@dataclass(frozen=True)
class FileScores(Scores):
    """The scores of output files against annotation files (`evaluate_files`), and how much of the gold the
    output covers: the percent of gold-annotated messages it gives a link for (`metrics.coverage`; below 100
    the missing messages score as missed)."""

    coverage: float = PERCENT


def prf(matched: int, gold_total: int, auto_total: int) -> PRF:
    """P/R/F in percent from counts; 0 where a denominator is 0."""
    precision = PERCENT * matched / auto_total if auto_total else 0.0
    recall = PERCENT * matched / gold_total if gold_total else 0.0
    f = 2 * precision * recall / (precision + recall) if matched else 0.0
    return PRF(precision, recall, f)


def format_scores(scores: Scores) -> str:
    """A readable table of all scores (link scores of conversation output: n/a, and why)."""
    no_links = scores.link_f is None
    links = ("   n/a (conversation lines give no links; predict --format links)" if no_links else
             f"{scores.link_precision:6.2f} {scores.link_recall:6.2f} {scores.link_f:6.2f}")
    rows = [
        ("link P / R / F", links),
        ("exact match P / R / F",
         f"{scores.exact_precision:6.2f} {scores.exact_recall:6.2f} {scores.exact_f:6.2f}"),
        ("scaled VI", f"{scores.scaled_vi:6.2f}"),
        ("one-to-one", f"{scores.one_to_one:6.2f}"),
        ("adjusted Rand index", f"{scores.ari:6.2f}"),
        ("Shen F", f"{scores.shen_f:6.2f}"),
        ("link kappa (0-1)", "   n/a" if no_links else f"{scores.kappa:6.3f}"),
    ]
    coverage = getattr(scores, "coverage", PERCENT)
    if coverage < PERCENT:
        rows.append(("gold messages covered", f"{coverage:6.2f} (the output misses the rest)"))
    width = max(len(name) for name, _ in rows)
    header = (f"{scores.files} files, {scores.messages} messages, {scores.gold_links} gold links, "
              f"{scores.auto_links} system links; scores in %")
    return "\n".join([header] + [f"{name:<{width}}  {value}" for name, value in rows]) + "\n"
