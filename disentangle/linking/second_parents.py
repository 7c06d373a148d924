"""Second parents: a message may reply to two earlier lines; the model's runner-up becomes a second link.

Gold annotation gives some messages several parents (dev: 2,500 messages, 2,607 links), but a link model
chooses one per message, so its link recall trails its precision. `second_parents` reads the parent
distributions of `confidence.ScoredLinks` and, for every message whose chosen parent is not itself, adds
the most probable other candidate when (a) its probability is at least `SECOND_PARENT_THRESHOLD`, (b) it
is not the message itself (a message cannot both start a conversation and reply), and (c) it already lies
in the predicted conversation of the chosen parent. Rule (c) makes the new link join two lines of one
connected component, so the conversations computed from the links (and every dialogue, example and
confidence made from them) are exactly those of the one-parent links, by construction; only the link
figures change. `predict --one-parent` leaves the second parents out.
"""
from __future__ import annotations

import logging
from collections.abc import Sequence

import numpy as np

from disentangle.linking.confidence import ScoredLinks, chosen_parents
from disentangle.linking.links import Link

logger = logging.getLogger(__name__)

SECOND_PARENT_THRESHOLD = 0.375
"""The probability a second candidate needs to become a second parent: F / 2 for a link F of about 0.75.

Adding one predicted link that is right with probability q to a prediction with `hits` right of `pred`
made, against `gold` gold links, moves F = 2 hits / (pred + gold) to 2 (hits + q) / (pred + 1 + gold), which
is larger exactly when q > hits / (pred + gold) = F / 2. The models' dev link F is about 0.75, so links
surer than 0.375 raise the expected F; the value follows from that argument, it was not tuned on dev.
"""


def conversation_ids(links: Sequence[Link], size: int) -> np.ndarray:
    """For lines 0..size-1: the smallest line of the connected component of the link graph each lies in (a
    line no link touches is alone in its own); `conversations.conversations_from_links` finds the same
    components. Union-find in plain Python: a day's links take milliseconds and import nothing heavy."""
    root = list(range(size))

    def find(line: int) -> int:
        while root[line] != line:
            root[line] = root[root[line]]
            line = root[line]
        return line

    for link in links:
        a, b = find(link.message), find(link.parent)
        root[max(a, b)] = min(a, b)
    return np.array([find(line) for line in range(size)], dtype=np.int64)


def runner_up_offsets(scored: ScoredLinks, chosen: dict[int, int]) -> tuple[np.ndarray, np.ndarray]:
    """For each predicted line (row of `scored.by_offset`): the offset (line - candidate) of its most
    probable candidate other than itself and its chosen parent (ties: the nearer), and that probability."""
    matrix = scored.by_offset.copy()
    lines = scored.start + np.arange(len(matrix))
    matrix[:, 0] = -np.inf                              # the line itself: never a second parent
    offsets = lines - np.array([chosen.get(int(line), int(line)) for line in lines], dtype=np.int64)
    inside = (offsets >= 0) & (offsets < matrix.shape[1])
    matrix[np.flatnonzero(inside), offsets[inside]] = -np.inf
    best = matrix.argmax(axis=1)                        # the first maximum: the smallest offset, the nearer
    return best, matrix[np.arange(len(matrix)), best]


def second_parents(scored: ScoredLinks, threshold: float = SECOND_PARENT_THRESHOLD) -> list[Link]:
    """The second-parent links of `scored` (at most one per line, in line order); see the module docstring.

    A line gets one when its chosen parent is another line, and its most probable other candidate (not
    itself) has probability >= `threshold` and lies in the chosen parent's conversation.
    """
    if not 0 < threshold <= 1:
        raise ValueError(f"the second-parent threshold must be in (0, 1], not {threshold}")
    if not scored.probabilities or not scored.links:
        return []
    chosen = chosen_parents(scored)
    source = scored.links[0].source
    size = max(max(chosen), max(chosen.values())) + 1
    component = conversation_ids(scored.links, size)
    offsets, probabilities = runner_up_offsets(scored, chosen)
    found = []
    for row in np.flatnonzero(probabilities >= threshold):
        line = scored.start + int(row)
        parent, candidate = chosen.get(line, line), line - int(offsets[row])
        if parent != line and 0 <= candidate and component[candidate] == component[parent]:
            found.append(Link(source, line, candidate))
    logger.debug("second parents: %d of %d lines", len(found), len(scored.probabilities))
    return found
