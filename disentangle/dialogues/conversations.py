"""The graph step: links into conversations, the connected components of the reply-to graph.

A `Conversation` (a record of `disentangle.linking.links`) is a connected component of the link graph,
found with networkx, so forward links, cycles and messages with several parents need no special care.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from disentangle.linking.links import Conversation, Link


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
