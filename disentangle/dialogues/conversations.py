"""The graph step: links into conversations, the connected components of the reply-to graph.

A `Conversation` (a record of `disentangle.linking.links`) is a connected component of the link graph,
found with networkx, so forward links, cycles and messages with several parents need no special care.
`conversations_of` gives the public API's conversations (`disentangle.api`): the same records, carrying
their log (so their `Message`s) and the model's confidence in each.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Iterable

from disentangle.linking.links import Conversation, Link
from disentangle.logs.records import Log

if TYPE_CHECKING:
    from disentangle.linking.confidence import ScoredLinks


def conversations_from_links(links: Iterable[Link], start: int = 0) -> list[Conversation]:
    """Connected components of the link graph, one list for all sources, keeping messages >= start.

    Components are found on the whole graph (earlier messages may join two later ones) and only then
    cut to the messages from `start` on; components left empty are dropped. Sorted by (source, first).
    """
    import networkx as nx  # here, not at the top: `predict` writing links never needs it (0.1-0.2 s of start-up)
    graphs: dict[str, nx.Graph] = defaultdict(nx.Graph)
    for link in links:
        graphs[link.source].add_edge(link.message, link.parent)
    found = []
    for source, graph in graphs.items():
        for component in nx.connected_components(graph):
            kept = tuple(sorted(m for m in component if m >= start))
            if kept:
                found.append(Conversation(source, kept))
    return sorted(found, key=lambda c: (c.source, c.indices))


def conversations_of(log: Log, found: Sequence[Conversation], scored: ScoredLinks | None = None
                     ) -> tuple[Conversation, ...]:
    """The conversations the graph step `found` in `log` (`conversations_from_links`), carrying the log and,
    given the scored links the model chose, their confidence; in the order given."""
    values: Sequence[float | None] = [None] * len(found)
    if scored is not None:
        from disentangle.linking.confidence import DEFAULT_MEASURE, confidences  # numpy: only with a model
        values = confidences(scored, [c.indices for c in found], DEFAULT_MEASURE)
    return tuple(replace(c, confidence=value, log=log) for c, value in zip(found, values))
