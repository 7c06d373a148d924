"""The second pass: re-ranking a message's best candidates with features of the first pass's structure.

The first pass (a `LinkModel`) scores every candidate of every line of a log. Its choices form a forest
(each line points to an earlier line or itself), and each tree is a predicted conversation. For each
message, the second pass re-scores the first pass's `top_k` candidates with the first pass's feature row
plus `STACK_FEATURES`: the first pass's probability and rank of the candidate, and facts about the
candidate's predicted conversation as it stood before the message (size, age, recency, whether the
message's author or addressee already spoke in it, whether the candidate is its latest line) and after it
(does the message's author speak in it later; did the first pass put the message into it). Training uses
out-of-fold first-pass scores on the train split (`disentangle.training.second_pass`), so the second pass learns
how far to trust a first pass that has not seen the text it judges.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from disentangle.features.pairs import (
    BIG,
    LAYOUT,
    WINDOW,
    PairBlock,
    PreparedLog,
    count_in,
    iter_blocks,
    message_side,
    prepare,
)
from disentangle.features.vectors import WordVectors
from disentangle.linking.decoding import DEFAULT_DECODER, GREEDY, decode
from disentangle.linking.links import Link
from disentangle.linking.model import LinkModel, ModelConfig
from disentangle.linking.probabilities import MASKED, softmax
from disentangle.logs.records import Log
from disentangle.logs.tokens import ChatTokenizer, chat_tokenizer

TOP_K = 10
PROB_FLOOR = 1e-6
SIZE_SCALE = math.log1p(50)
MINUTE_SCALE = math.log1p(60)
BETWEEN_BINS = (1, 3)

STACK_FEATURES = (
    "p1_prob", "p1_log_prob", "p1_rank", "p1_best", "p1_margin",
    "conv_log_size", "conv_log_age", "conv_log_idle", "conv_cand_is_root", "conv_cand_latest",
    *(f"conv_between>={b}" for b in BETWEEN_BINS),
    "conv_msg_author_before", "conv_msg_target_before", "conv_cand_author_is_target",
    "conv_msg_author_after", "conv_same_tree", "cand_log_children", "msg_log_children",
    "text_vector_cosine", "conv_tfidf_max", "conv_tfidf_mean", "conv_vector_max", "conv_vector_mean",
)
STACKED_LAYOUT = LAYOUT.extended(STACK_FEATURES)   # a second-pass row: a first-pass row, then STACK_FEATURES
COSINE_COLUMN = LAYOUT.column("tfidf_cosine")
VECTOR_COSINE_COLUMN = LAYOUT.column("vector_cosine")


@dataclass(frozen=True)
class Structure:
    """The first pass's forest over a log: parent and tree root of every line, and sorted lookup keys."""

    parent: np.ndarray       # (n,) chosen parent line (itself: a new conversation)
    root: np.ndarray         # (n,) first line of the line's predicted conversation
    line_keys: np.ndarray    # sorted root * BIG + line
    author_keys: np.ndarray  # sorted (root * n_authors + author) * BIG + line, spoken lines only
    children: np.ndarray     # (n,) lines that chose this line as parent (self-links not counted)


def structure(p: PreparedLog, parent: np.ndarray) -> Structure:
    """The forest of first-pass choices (`parent[l] <= l` for every line)."""
    root = np.arange(p.n)
    for line, up in enumerate(parent.tolist()):
        if up < line:
            root[line] = root[up]
    lines = np.arange(p.n)
    spoken = p.author >= 0
    author_key = root[spoken] * p.n_authors + p.author[spoken]
    children = np.bincount(parent[parent < lines], minlength=p.n)
    return Structure(parent, root, np.sort(root * BIG + lines),
                     np.sort(author_key * BIG + lines[spoken]), children)


def _conversation_facts(p: PreparedLog, s: Structure, i: np.ndarray, j: np.ndarray, window: int) -> dict:
    """Facts about candidate j's predicted conversation as seen from message i (arrays shaped like i)."""
    r = s.root[j]
    size = count_in(s.line_keys, r, r, i)
    between = count_in(s.line_keys, r, j + 1, np.maximum(i, j + 1))   # none between a line and itself
    last_pos = np.searchsorted(s.line_keys, r * BIG + i) - 1
    last = np.maximum(s.line_keys[np.maximum(last_pos, 0)] % BIG, 0)
    A = p.n_authors
    ai, ti, aj = p.author[i], p.target[i], p.author[j]
    author_group = r * A + np.maximum(ai, 0)
    return {
        "conv_log_size": np.log1p(size) / SIZE_SCALE,
        "conv_log_age": np.minimum(np.log1p(np.maximum(p.minute[i] - p.minute[r], 0)) / MINUTE_SCALE, 1.5),
        "conv_log_idle": np.minimum(np.log1p(np.maximum(p.minute[i] - p.minute[last], 0)) / MINUTE_SCALE, 1.5),
        "conv_cand_is_root": r == j,
        "conv_cand_latest": between == 0,
        **{f"conv_between>={b}": between >= b for b in BETWEEN_BINS},
        "conv_msg_author_before": (ai >= 0) & (count_in(s.author_keys, author_group, r, i) > 0),
        "conv_msg_target_before": (ti >= 0) & (count_in(s.author_keys, r * A + np.maximum(ti, 0), r, i) > 0),
        "conv_cand_author_is_target": (ti >= 0) & (ti == aj),
        "conv_msg_author_after": (ai >= 0) & (count_in(s.author_keys, author_group, i + 1, i + window + 1) > 0),
        "conv_same_tree": s.root[i] == r,
        "cand_log_children": np.log1p(s.children[j]) / SIZE_SCALE,
        "msg_log_children": np.log1p(s.children[i]) / SIZE_SCALE,
    }


def _conversation_text(s: Structure, i: np.ndarray, j: np.ndarray, cosine: np.ndarray, vcos: np.ndarray,
                       window_mask: np.ndarray) -> dict:
    """How close message i is, in tf-idf (`cosine`) and in word vectors (`vcos`, both the first pass's pair
    columns over all of i's candidates), to the lines of j's predicted conversation among i's candidates
    (itself excluded), and to the candidate itself."""
    n, width = cosine.shape
    lines = np.maximum(i[:, :1] - np.arange(width)[None, :], 0)                       # (n, width)
    member = window_mask[:, None, :] & (np.arange(width)[None, None, :] > 0) & (
        s.root[lines][:, None, :] == s.root[j][:, :, None]) & (lines[:, None, :] < i[:, :, None])
    count = np.maximum(member.sum(axis=2), 1)
    tf = np.where(member, cosine[:, None, :], 0.0)
    vc = np.where(member, vcos[:, None, :], 0.0)
    return {"text_vector_cosine": np.take_along_axis(vcos, i - j, axis=1),
            "conv_tfidf_max": tf.max(axis=2), "conv_tfidf_mean": tf.sum(axis=2) / count,
            "conv_vector_max": vc.max(axis=2), "conv_vector_mean": vc.sum(axis=2) / count}


def stack_features(p: PreparedLog, s: Structure, lo: int, offsets: np.ndarray, scores: np.ndarray,
                   window: int = WINDOW, cosine: np.ndarray | None = None,
                   window_mask: np.ndarray | None = None, vector_cosine: np.ndarray | None = None) -> np.ndarray:
    """`(n, k, len(STACK_FEATURES))` for lines lo.. and their candidate offsets `(n, k)`, best first;
    `scores` are the first pass's scores of all candidates `(n, window + 1)`, `cosine` and `vector_cosine`
    its tf-idf and word-vector cosine pair columns over them (zeros when not given)."""
    n, k = offsets.shape
    i = lo + np.arange(n)[:, None] + np.zeros((1, k), dtype=np.int64)
    j = np.maximum(i - offsets, 0)
    probs = softmax(scores)
    rows = np.arange(n)[:, None]
    chosen_score = scores[rows, offsets]
    chosen = probs[rows, offsets]
    named = {
        "p1_prob": chosen, "p1_log_prob": np.log(np.maximum(chosen, PROB_FLOOR)) / -math.log(PROB_FLOOR),
        "p1_rank": np.broadcast_to(np.arange(k)[None, :] / k, (n, k)), "p1_best": np.arange(k)[None, :] == 0,
        "p1_margin": np.minimum(scores.max(axis=1, keepdims=True) - chosen_score, 20.0) / 20.0,
        **_conversation_facts(p, s, i, j, window),
    }
    if cosine is None:
        cosine = np.zeros_like(scores)
    if vector_cosine is None:
        vector_cosine = np.zeros_like(scores)
    if window_mask is None:
        window_mask = scores > MASKED / 2
    named.update(_conversation_text(s, i, j, cosine, vector_cosine, window_mask))
    out = np.empty((n, k, len(STACK_FEATURES)), dtype=np.float32)
    for column, name in enumerate(STACK_FEATURES):
        out[..., column] = named[name]
    conversation = [c for c, name in enumerate(STACK_FEATURES) if name.startswith(("conv_", "cand_log"))]
    itself = offsets == 0
    out[..., conversation] = np.where(itself[..., None], 0.0, out[..., conversation])
    return out


def top_candidates(scores: np.ndarray, k: int) -> np.ndarray:
    """Offsets of the k best candidates of each row, best first (masked ones sort last)."""
    k = min(k, scores.shape[1])
    part = np.argpartition(-scores, k - 1, axis=1)[:, :k]
    order = np.argsort(-np.take_along_axis(scores, part, axis=1), axis=1, kind="stable")
    return np.take_along_axis(part, order, axis=1)


@dataclass(frozen=True)
class Shortlist:
    """A block of messages from the first pass: all candidates' scores, and the best k candidates'
    offsets, pair features, lines and mask (best first)."""

    lo: int
    scores: np.ndarray   # (n, window + 1)
    offsets: np.ndarray  # (n, k)
    pair: np.ndarray     # (n, k, len(PAIR_FEATURES))
    parent: np.ndarray   # (n, k)
    mask: np.ndarray     # (n, k)
    cosine: np.ndarray   # (n, window + 1) tf-idf cosine with every candidate
    window_mask: np.ndarray  # (n, window + 1)
    vector_cosine: np.ndarray  # (n, window + 1) word-vector cosine with every candidate


def shortlist(block: PairBlock, scores: np.ndarray, k: int) -> Shortlist:
    offsets = top_candidates(scores, k)
    rows = np.arange(len(offsets))[:, None]
    return Shortlist(block.lo, scores, offsets, block.pair[rows, offsets], block.parent[rows, offsets],
                     block.mask[rows, offsets], block.pair[..., COSINE_COLUMN].copy(), block.mask,
                     block.pair[..., VECTOR_COSINE_COLUMN].copy())


def forest_of(n: int, lists: list[Shortlist], p: PreparedLog) -> Structure:
    """The first pass's forest from its shortlists (lines outside them are their own parents)."""
    parent = np.arange(n)
    for sl in lists:
        parent[sl.lo:sl.lo + len(sl.offsets)] = sl.lo + np.arange(len(sl.offsets)) - sl.offsets[:, 0]
    return structure(p, parent)


def second_rows(p: PreparedLog, forest: Structure, sl: Shortlist, window: int,
                sides: np.ndarray | None = None) -> np.ndarray:
    """Full second-pass rows `(n, k, STACKED_LAYOUT.width)` of a shortlist (`sides`:
    `features.message_side(p)`, if already computed)."""
    n, k = sl.offsets.shape
    side = (message_side(p) if sides is None else sides)[sl.lo:sl.lo + n]
    full = np.concatenate([sl.pair, np.broadcast_to(side[:, None, :], (n, k, side.shape[1])),
                           p.message_features[sl.parent],
                           stack_features(p, forest, sl.lo, sl.offsets, sl.scores, window, sl.cosine,
                                          sl.window_mask, sl.vector_cosine)], axis=-1)
    full[~sl.mask] = 0
    return STACKED_LAYOUT.check(full, "second-pass rows")


def prior(rows: np.ndarray) -> np.ndarray:
    """The first pass's log probability of each candidate, read back from second-pass rows `(..., F + S)`."""
    return rows[..., STACKED_LAYOUT.column("p1_log_prob")] * -math.log(PROB_FLOOR)


def second_scores(model: LinkModel, rows: np.ndarray, mask: np.ndarray, residual: bool = False) -> np.ndarray:
    """Second-pass scores `(n, k)` (plus the first pass's log probability when `residual`); masked
    candidates get `MASKED`."""
    out = np.full(mask.shape, MASKED, dtype=np.float32)
    out[mask] = model.score_rows(rows[mask]) + (prior(rows[mask]) if residual else 0)
    return out


@dataclass
class StackedModel:
    """A first-pass `LinkModel` and a second-pass `LinkModel` that re-ranks the first's best `top_k`."""

    first: LinkModel
    second: LinkModel
    top_k: int = TOP_K
    residual: bool = False   # the second pass's scores correct the first's log probabilities
    decoder: str = DEFAULT_DECODER   # how parents are chosen from the probabilities (`decoding.DECODERS`)

    @property
    def config(self) -> ModelConfig:
        return self.first.config

    @property
    def vectors(self) -> WordVectors | None:
        return self.first.vectors

    def shortlists(self, prepared: PreparedLog, start: int, end: int | None) -> tuple[list[Shortlist], Structure]:
        """First pass from `window` lines before `start` (context for the forest) to `end`."""
        window = self.config.window
        end = prepared.n if end is None else min(end, prepared.n)
        parts = self.first.line_parts(prepared)
        lists = []
        for block in iter_blocks(prepared, max(min(start, end) - window, 0), end, window):
            lists.append(shortlist(block, self.first.pair_scores(parts, block), self.top_k))
        return lists, forest_of(prepared.n, lists, prepared)

    def scored(self, log: Log, start: int, end: int | None, tokenizer: ChatTokenizer | None):
        """(shortlist, second-pass scores) for each block of lines in [start, end)."""
        return self._scored(log, start, end, tokenizer)[1]

    def _scored(self, log: Log, start: int, end: int | None, tokenizer: ChatTokenizer | None):
        """The first pass's forest and an iterator of (shortlist, second-pass scores) as `scored` gives them."""
        prepared = prepare(log, chat_tokenizer(tokenizer), self.vectors)
        lists, forest = self.shortlists(prepared, max(start, 0), end)
        sides = message_side(prepared)

        def blocks():
            for sl in lists:
                keep = sl.lo + np.arange(len(sl.offsets)) >= start
                if keep.any():
                    sl = _rows_of(sl, keep)
                    rows = second_rows(prepared, forest, sl, self.config.window, sides)
                    yield sl, second_scores(self.second, rows, sl.mask, self.residual)
        return forest, blocks()

    def predict(self, log: Log, start: int = 0, end: int | None = None,
                tokenizer: ChatTokenizer | None = None) -> list[Link]:
        """One parent per line in [start, end): the second pass's best among the first pass's top k."""
        return self.links_and_probabilities(log, start, end, tokenizer, probabilities=False)[0]

    def parent_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                             tokenizer: ChatTokenizer | None = None) -> list[np.ndarray]:
        """For each line i in [start, end): probabilities over candidates i-k..i (index 0 = farthest);
        candidates outside the first pass's top k get 0."""
        return self.links_and_probabilities(log, start, end, tokenizer)[1]

    def links_and_probabilities(self, log: Log, start: int = 0, end: int | None = None,
                                tokenizer: ChatTokenizer | None = None,
                                probabilities: bool = True) -> tuple[list[Link], list[np.ndarray]]:
        """`predict` and `parent_probabilities` from one run (the chosen parent: by `decoder`; greedy, the
        most probable candidate); `probabilities=False` skips the second list."""
        if self.decoder != GREEDY:
            return self._decoded(log, start, end, tokenizer, probabilities)
        window = self.config.window
        links, distributions = [], []
        for sl, scores in self.scored(log, start, end, tokenizer):
            best = sl.offsets[np.arange(len(scores)), scores.argmax(axis=1)]
            links += [Link(log.name, sl.lo + r, sl.lo + r - int(k)) for r, k in enumerate(best)]
            if not probabilities:
                continue
            distributions += _distributions(sl, softmax(scores), window)
        return links, distributions

    def _decoded(self, log: Log, start: int, end: int | None, tokenizer: ChatTokenizer | None,
                 probabilities: bool) -> tuple[list[Link], list[np.ndarray]]:
        """`links_and_probabilities` by a decoder other than greedy (`disentangle.linking.decoding`): the
        probabilities are the same, the chosen parents those of the decoder."""
        inputs = self.decoding_inputs(log, start, end, tokenizer)
        if inputs is None:
            return [], []
        parents = decode(self.decoder, inputs.candidates, inputs.probs, inputs.root, inputs.start)
        lines = inputs.start + np.arange(len(parents))
        links = [Link(log.name, int(line), int(parent)) for line, parent in zip(lines, parents)]
        if not probabilities:
            return links, []
        window = self.config.window
        return links, [d for sl, p in inputs.blocks for d in _distributions(sl, p, window)]

    def decoding_inputs(self, log: Log, start: int = 0, end: int | None = None,
                        tokenizer: ChatTokenizer | None = None) -> DecodingInputs | None:
        """What a decoder reads for lines [start, end) (None when there are none)."""
        forest, scored = self._scored(log, start, end, tokenizer)
        blocks = [(sl, softmax(scores)) for sl, scores in scored]
        if not blocks:
            return None
        lines = np.concatenate([sl.lo + np.arange(len(sl.offsets)) for sl, _ in blocks])
        candidates = np.maximum(lines[:, None] - np.concatenate([sl.offsets for sl, _ in blocks]), 0)
        probs = np.concatenate([np.where(sl.mask, p, 0.0) for sl, p in blocks])
        return DecodingInputs(int(lines[0]), candidates, probs, forest.root, blocks)


@dataclass(frozen=True)
class DecodingInputs:
    """A decoder's input: the lines from `start`, their shortlisted candidates (line numbers) and second-pass
    probabilities `(n, k)` (0 for masked ones), the first pass's conversation of every line, and the blocks
    (shortlist, probabilities) they came from."""

    start: int
    candidates: np.ndarray
    probs: np.ndarray
    root: np.ndarray
    blocks: list


def _distributions(sl: Shortlist, probs: np.ndarray, window: int) -> list[np.ndarray]:
    """Each line's probabilities over candidates line-window..line (index 0 = farthest; 0 outside the
    shortlist) from the shortlist's probabilities `probs` `(n, k)`."""
    full = np.zeros((len(probs), window + 1), dtype=np.float32)   # a shortlist's offsets are distinct in a row
    np.put_along_axis(full, sl.offsets, np.where(sl.mask, probs, 0), axis=1)
    return [full[r, :min(sl.lo + r, window) + 1][::-1].copy() for r in range(len(probs))]


def _rows_of(sl: Shortlist, keep: np.ndarray) -> Shortlist:
    first = int(np.argmax(keep))
    return Shortlist(sl.lo + first, sl.scores[first:], sl.offsets[first:], sl.pair[first:], sl.parent[first:],
                     sl.mask[first:], sl.cosine[first:], sl.window_mask[first:], sl.vector_cosine[first:])
