"""All metrics of system links against gold links: each source cut to its annotated range, then pooled.

`evaluate` restricts each source to its annotated range (from its smallest gold message), turns both
sides' links into conversations and computes every link and conversation metric into one `Scores`.
"""
from __future__ import annotations

import logging
from typing import Iterable, Mapping, Sequence

from disentangle.dialogues.conversations import conversations_from_links
from disentangle.linking.links import Conversation, Link

from .clusters import (
    contingency,
    exact_match_prf,
    table_ari,
    table_one_to_one,
    table_scaled_vi,
    table_shen_f,
    table_size,
)
from .links import link_kappa, link_prf
from .records import MetricsError, Scores

logger = logging.getLogger(__name__)


def _normalise(source: str, links: Iterable[Link]) -> list[Link]:
    """Links re-labelled with `source`, each pointing from the later message to the earlier one."""
    return sorted({Link(source, max(l.message, l.parent), min(l.message, l.parent)) for l in links})


def evaluate(gold: Mapping[str, Sequence[Link]], auto: Mapping[str, Sequence[Link]]) -> Scores:
    """All metrics of system links against gold links, both keyed by source.

    Each source is cut to its annotated range (from its smallest gold message); a source missing from
    `auto` scores as if the system said nothing, and a source with no gold links is left out.
    """
    unknown = sorted(set(auto) - set(gold))
    if unknown:
        more = f" (and {len(unknown) - 1} more)" if len(unknown) > 1 else ""
        raise MetricsError(f"no gold annotation for {unknown[0]!r}{more}")
    sources = [source for source in gold if gold[source]]
    if not sources:
        raise MetricsError("no gold links to evaluate against")
    for source in sorted(set(gold) - set(sources)):
        logger.warning("gold annotation of %s has no links: left out", source)
    for source in sorted(set(sources) - set(auto)):
        logger.warning("no system output for %s: scored as empty", source)
    gold_links, auto_links, gold_convs, auto_convs = [], [], [], []
    for source in sources:
        kept_gold = _normalise(source, gold[source])
        start = min(link.message for link in kept_gold)
        kept_auto = [l for l in _normalise(source, auto.get(source, ())) if l.message >= start]
        gold_links += kept_gold
        auto_links += kept_auto
        gold_convs += conversations_from_links(kept_gold, start)
        auto_convs += conversations_from_links(kept_auto, start)
    return _scores(len(sources), gold_links, auto_links, gold_convs, auto_convs)


def _scores(files: int, gold_links: list[Link], auto_links: list[Link],
            gold_convs: list[Conversation], auto_convs: list[Conversation]) -> Scores:
    """Compute every metric for already restricted links and conversations."""
    links, exact = link_prf(gold_links, auto_links), exact_match_prf(gold_convs, auto_convs)
    table = contingency(gold_convs, auto_convs)
    return Scores(
        files=files, messages=table_size(table), gold_links=len(gold_links), auto_links=len(auto_links),
        link_precision=links.precision, link_recall=links.recall, link_f=links.f,
        scaled_vi=table_scaled_vi(table), one_to_one=table_one_to_one(table),
        exact_precision=exact.precision, exact_recall=exact.recall, exact_f=exact.f,
        ari=table_ari(table), shen_f=table_shen_f(table), kappa=link_kappa(gold_links, auto_links))
