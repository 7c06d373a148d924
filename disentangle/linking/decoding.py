"""Decoding: the parent of each message from the second pass's shortlist, by message or by conversation.

The second pass gives every message a probability for each shortlisted candidate (an earlier line, or the
message itself: a new conversation). `greedy` takes each message's most probable candidate on its own.
`conversation` reads those probabilities as probabilities of *conversations*: going through the lines in
order, it sums the probabilities of the candidates that lie in one conversation (as decoded so far; lines
before the decoded range keep the first pass's conversations), takes the conversation with the largest
sum (the message itself counting as a new one) and, within it, the most probable candidate as the parent.
A message whose best candidate has probability above one half keeps it (no other conversation can
outweigh it), so only uncertain messages can change, and then towards the conversation several of their
candidates agree on. `beam` keeps the `BEAM_WIDTH` best partial assignments instead of one, scored by the
sum of the log conversation probabilities, each extended by its `BEAM_BRANCHES` most probable
conversations. Neither has a parameter fitted to data; measurements are in
`bench/results/accuracy_levers.md`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

GREEDY, CONVERSATION, BEAM = "greedy", "conversation", "beam"
DECODERS = (GREEDY, CONVERSATION, BEAM)
DEFAULT_DECODER = CONVERSATION
BEAM_WIDTH = 4        # partial assignments kept
BEAM_BRANCHES = 3     # conversations each one is extended by, per message
SURE = 0.5            # a candidate above this probability outweighs every other conversation
NEW = -1              # the group of the message itself: a new conversation
LOG_FLOOR = 1e-12


class DecoderError(ValueError):
    """An unknown decoder name."""


def check_decoder(name: str) -> str:
    """`name` if it is a decoder of `DECODERS`, else a `DecoderError`."""
    if name not in DECODERS:
        raise DecoderError(f"unknown decoder {name!r}; choose from {', '.join(DECODERS)}")
    return name


def _groups(line: int, candidates: list[int], probs: list[float], root) -> tuple[dict, dict]:
    """Conversation -> summed probability, and conversation -> (best probability, its candidate), over a
    message's candidates (`root[c]`: the conversation of line c; the message itself: `NEW`)."""
    mass: dict[int, float] = {}
    best: dict[int, tuple[float, int]] = {}
    for candidate, p in zip(candidates, probs):
        if p <= 0:
            continue
        group = NEW if candidate == line else root[candidate]
        mass[group] = mass.get(group, 0.0) + p
        if group not in best or p > best[group][0]:
            best[group] = (p, candidate)
    return mass, best


def conversation_parents(candidates: np.ndarray, probs: np.ndarray, root: np.ndarray, start: int) -> np.ndarray:
    """Parents of lines start.. (row r: line start + r) by conversation sums. `candidates` `(n, k)` are
    line numbers, `probs` `(n, k)` their probabilities (0: not a candidate), `root` the conversation (its
    first line) of every line before start at least as far back as the candidates reach."""
    root = root.copy()
    parents = np.empty(len(candidates), dtype=np.int64)
    top = probs.argmax(axis=1)
    for r in range(len(candidates)):
        line = start + r
        if probs[r, top[r]] > SURE:
            parent = int(candidates[r, top[r]])
        else:
            mass, best = _groups(line, candidates[r].tolist(), probs[r].tolist(), root)
            parent = best[max(mass, key=mass.__getitem__)][1]
        parents[r] = parent
        root[line] = line if parent == line else root[parent]
    return parents


@dataclass(frozen=True)
class _State:
    """A partial assignment of the beam: its score, the conversation of each line so far, its parents."""

    score: float
    root: dict          # line -> conversation, for lines decoded by this state
    parents: tuple      # linked list (parent, earlier) of the parents chosen, latest first


def beam_parents(candidates: np.ndarray, probs: np.ndarray, root: np.ndarray, start: int,
                 width: int = BEAM_WIDTH, branches: int = BEAM_BRANCHES) -> np.ndarray:
    """Like `conversation_parents`, keeping the `width` best partial assignments (score: the sum of the
    log conversation sums), each extended by its `branches` most probable conversations per message."""
    states = [_State(0.0, {}, ())]
    reach = int((start + np.arange(len(candidates))[:, None] - candidates).max(initial=0)) + 1
    for r in range(len(candidates)):
        line = start + r
        cands, row = candidates[r].tolist(), probs[r].tolist()
        grown = []
        for state in states:
            mass, best = _groups(line, cands, row, _Lookup(state.root, root))
            for group in sorted(mass, key=mass.__getitem__, reverse=True)[:branches]:
                grown.append((state.score + math.log(max(mass[group], LOG_FLOOR)), state, best[group][1]))
        grown.sort(key=lambda item: -item[0])
        states = [_extend(state, score, line, parent, root, reach) for score, state, parent in grown[:width]]
    parents, node = [], states[0].parents
    while node:
        parents.append(node[0])
        node = node[1]
    return np.array(parents[::-1], dtype=np.int64)


def _extend(state: _State, score: float, line: int, parent: int, fixed: np.ndarray, reach: int) -> _State:
    """The state with `line` given `parent`; it keeps the conversations of its last `reach` lines only (no
    candidate reaches further back)."""
    roots = dict(state.root)
    roots[line] = line if parent == line else _Lookup(state.root, fixed).get(parent)
    roots.pop(line - reach, None)
    return _State(score, roots, (parent, state.parents))


@dataclass(frozen=True)
class _Lookup:
    """A state's conversations over the fixed ones: `lookup[line]`."""

    decoded: dict
    fixed: np.ndarray

    def get(self, line: int) -> int:
        found = self.decoded.get(line)
        return int(self.fixed[line]) if found is None else found

    __getitem__ = get


def decode(decoder: str, candidates: np.ndarray, probs: np.ndarray, root: np.ndarray, start: int) -> np.ndarray:
    """Parents of lines start.. by `decoder` (see the module docstring; greedy: each row's most probable)."""
    check_decoder(decoder)
    if decoder == GREEDY:
        return candidates[np.arange(len(candidates)), probs.argmax(axis=1)].astype(np.int64)
    if decoder == CONVERSATION:
        return conversation_parents(candidates, probs, root, start)
    return beam_parents(candidates, probs, root, start)
