"""Pair features: for each message, a named feature vector for every candidate parent at once.

A message's candidates are itself and the `window` messages before it (offset 0 = itself). Features are
computed for blocks of messages with numpy: per-message facts (author, addressee, mentions, tokens) are
prepared once per log (`prepare`), then every (message, candidate) pair of a block becomes one row of a
`(block, window + 1, n_features)` array. The feature names are listed in `FEATURE_NAMES` (grouped and
binned as data below); the count is derived from them. Candidates that can never be a parent (lines
before the file starts, system lines other than the message itself) are flagged in a mask.
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Iterator

import numpy as np
import scipy.sparse as sp

from disentangle.features.layout import FeatureLayout
from disentangle.features.similarity import SIMILARITY_FEATURES, TextFacts, similarity_columns, text_facts, window_cells
from disentangle.features.vectors import DIMENSIONS, NICK_TOKEN, WordVectors
from disentangle.logs.records import Log, nick_key
from disentangle.logs.tokens import ChatTokenizer

logger = logging.getLogger(__name__)

WINDOW = 100
BLOCK = 512
TRANSPOSE_LINES = 8   # lines of a block whose features are turned at a time (`pair_block`: their features stay in the CPU cache)
GROUP_TABLE_LIMIT = 1 << 24  # groups (speaker, mentioned) a block looks up in a table (bytes), not a search
BIG = 1 << 24  # multiplier to pack (id, line) pairs into one sortable int64 key; logs have < 16M lines

DISTANCE_BINS = (1, 2, 3, 4, 5, 10, 20, 50)          # lower edges of message-distance bins
MINUTE_BINS = (1, 2, 3, 5, 10, 30)                # lower edges of minute-gap bins
RANK_BINS = (1, 2, 4)                                # candidate's author: messages since the candidate
BETWEEN_BINS = (1, 2, 4)                             # message's author: messages since the candidate
OVERLAP_BINS = (1, 2, 3, 5)                          # shared content words
PREV_GAP_BINS = (1, 2, 5, 10, 30, 100)               # distance to the author's previous message

LEXICON = {
    "greeting": ("hi", "hello", "hey", "hiya", "howdy", "yo", "morning", "evening", "greetings"),
    "thanks": ("thanks", "thank", "thx", "ty", "thanx", "cheers", "tnx", "thnx"),
    "answer": ("yes", "no", "yeah", "yep", "nope", "ok", "okay", "sure", "right", "nah", "k"),
    "channel": ("anyone", "anybody", "somebody", "someone", "everyone", "all", "guys", "people"),
    "wh": ("how", "what", "why", "where", "when", "which", "who", "is", "does", "can", "do", "any"),
}
STOPWORDS = frozenset(
    "a an the and or but if of to in on at for with from by is are was were be been am i you he she it we "
    "they me my your his her its our their this that these those there here what which who how why when "
    "where do does did not no yes so as than then just can could would should will shall may might must "
    "have has had get got go going ok okay s t m ll re ve d , . ? ! : ; ' \" ( ) - ... .. / * = + & # @ "
    "<num>".split()
)

MESSAGE_FEATURES = (
    ("system", "bot", "addressed", "question", "url", "path", "length", "has_previous", "previous_addressed")
    + tuple(f"previous_gap>={b}" for b in PREV_GAP_BINS) + ("previous_minutes", "first_in_window")
    + tuple(f"first_word_{name}" for name in LEXICON)
    + tuple(f"vector_{k}" for k in range(DIMENSIONS))
)
FILE_FEATURES = ("year", "rate")


def _binned(prefix: str, bins: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(f"{prefix}>={b}" for b in bins)


PAIR_FEATURES = (
    ("self", "distance", "log_distance") + _binned("distance", DISTANCE_BINS)
    + ("log_minutes",) + _binned("minutes", MINUTE_BINS)
    + ("same_author", "msg_targets_cand_author", "msg_mentions_cand_author", "cand_targets_msg_author",
       "cand_mentions_msg_author", "same_target", "targeted_and_latest", "msg_author_last_target_is_cand_author",
       "cand_author_last_target_is_msg_author")
    + _binned("cand_author_since", RANK_BINS) + _binned("msg_author_since", BETWEEN_BINS)
    + ("m_to_c_between", "c_to_m_between", "m_to_c_before", "c_to_m_before", "m_to_c_after", "c_to_m_after")
    + _binned("overlap", OVERLAP_BINS) + ("overlap_frac_msg", "overlap_frac_cand", "tfidf_cosine")
    + SIMILARITY_FEATURES
)
LAYOUT = FeatureLayout(PAIR_FEATURES, FILE_FEATURES, MESSAGE_FEATURES)  # where each block of a row lies
FEATURE_NAMES = LAYOUT.names        # pair, file, msg_*, cand_*
N_FEATURES = LAYOUT.width
YEAR_ORIGIN, YEAR_SCALE = 2004, 15.0
UNKNOWN_YEAR = 0.5  # a log of unknown date gets the middle of the range


@dataclass(frozen=True)
class PreparedLog:
    """Per-message facts of one log, as arrays indexed by line number."""

    n: int
    author: np.ndarray          # int, -1 for system lines
    target: np.ndarray          # int author id the message is addressed to (first word), -1 if none
    system: np.ndarray          # bool
    minute: np.ndarray          # int
    message_features: np.ndarray  # (n, len(MESSAGE_FEATURES)) float32
    tfidf: sp.csr_matrix        # L2-normalised tf-idf rows of content tokens
    content: sp.csr_matrix      # binary content tokens
    text: TextFacts             # word-vector, character n-gram and rarity views of each line (similarity.py)
    mention_keys: np.ndarray    # sorted (speaker * n_authors + mentioned author) * BIG + line
    author_keys: np.ndarray     # sorted author * BIG + line
    addressed_keys: np.ndarray  # sorted author * BIG + line, only addressed messages
    mention_lines: np.ndarray   # sorted line * BIG + mentioned author
    last_target: np.ndarray     # per line: target of the author's last addressed line before it, -1
    n_authors: int
    file_features: np.ndarray   # (len(FILE_FEATURES),)
    words: tuple[tuple[str, ...], ...] = ()  # per line the words word vectors see (none for system lines)


def _author_ids(log: Log) -> tuple[np.ndarray, dict[str, int]]:
    """Author id per line (nick changes keep the id); the map of every known nick key to its id."""
    ids: dict[str, int] = {}
    author = np.full(len(log), -1, dtype=np.int64)
    for m in log.messages:
        if m.kind == "nick":
            old, new = nick_key(m.nick), nick_key(m.text)
            ids.setdefault(old, len(ids))
            ids.setdefault(new, ids[old])
        elif not m.is_system and m.nick:
            author[m.index] = ids.setdefault(nick_key(m.nick), len(ids))
    return author, ids


def _token_keys(tokens: list[list[str]]) -> list[list[str]]:
    """`nick_key` of every token (memoised: chat repeats words a lot)."""
    memo: dict[str, str] = {}
    return [[memo[t] if t in memo else memo.setdefault(t, nick_key(t)) for t in toks] for toks in tokens]


def _addressing(keys: list[list[str]], ids: dict[str, int]) -> tuple[np.ndarray, list[list[int]]]:
    """First-word addressee and all mentioned author ids of each message (from token nick keys)."""
    target = np.full(len(keys), -1, dtype=np.int64)
    mentions: list[list[int]] = []
    for i, toks in enumerate(keys):
        mentions.append([ids[k] for k in toks if k in ids])
        if toks and toks[0] in ids:
            target[i] = ids[toks[0]]
    return target, mentions


def _year(log: Log) -> float:
    """The log's year, scaled (the reader takes it from the log's lines or path)."""
    return (log.year - YEAR_ORIGIN) / YEAR_SCALE if log.year is not None else UNKNOWN_YEAR


def _content_matrices(norm_tokens: list[list[str]]) -> tuple[sp.csr_matrix, sp.csr_matrix, list[str]]:
    """Binary and tf-idf (idf from this log) matrices of content tokens, and the words of their columns."""
    vocab: dict[str, int] = {}
    rows, cols = [], []
    for i, toks in enumerate(norm_tokens):
        for t in dict.fromkeys(toks):  # first-seen order: column order (and float sums) never hash-seeded
            if t not in STOPWORDS:
                rows.append(i)
                cols.append(vocab.setdefault(t, len(vocab)))
    data = np.ones(len(rows), dtype=np.float32)
    binary = sp.csr_matrix((data, (rows, cols)), shape=(len(norm_tokens), max(len(vocab), 1)))
    df = np.asarray(binary.sum(axis=0)).ravel()
    idf = np.log((1 + len(norm_tokens)) / (1 + df)).astype(np.float32) + 1
    weighted = binary @ sp.diags(idf)
    norms = np.sqrt(np.asarray(weighted.multiply(weighted).sum(axis=1)).ravel())
    tfidf = sp.diags(1 / np.maximum(norms, 1e-6)) @ weighted
    return binary.tocsr(), sp.csr_matrix(tfidf, dtype=np.float32), list(vocab)


def _sorted_keys(first: np.ndarray, lines: np.ndarray) -> np.ndarray:
    return np.sort(first.astype(np.int64) * BIG + lines.astype(np.int64))


def count_in(keys: np.ndarray, group: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """How many of the sorted `group * BIG + line` keys of `group` have a line in [lo, hi) (arrays broadcast
    together). A `hi` below `lo` gives minus the count in [hi, lo): a line's pair with itself asks for
    [i + 1, i) and its features were trained with the -1 its own spoken line gives."""
    base = group.astype(np.int64) * BIG
    return np.searchsorted(keys, base + hi) - np.searchsorted(keys, base + lo)


def _first_word_class(tokens: list[str], addressed: bool) -> list[float]:
    """One flag per LEXICON class: is the first word (after an addressee and punctuation) in it?"""
    first = next((t.lower() for t in tokens[1 if addressed else 0:] if any(ch.isalnum() for ch in t)), "")
    return [float(first in entries) for entries in LEXICON.values()]


def _previous_facts(author: np.ndarray, target: np.ndarray) -> tuple[np.ndarray, ...]:
    """Per line: the author's previous line (-1), and the target of the author's last addressed line."""
    previous = np.full(len(author), -1, dtype=np.int64)
    last_target = np.full(len(author), -1, dtype=np.int64)
    latest: dict[int, int] = {}
    latest_target: dict[int, int] = {}
    for i, a in enumerate(author.tolist()):
        if a < 0:
            continue
        previous[i] = latest.get(a, -1)
        last_target[i] = latest_target.get(a, -1)
        latest[a] = i
        if target[i] >= 0:
            latest_target[a] = int(target[i])
    return previous, last_target


def _message_features(log: Log, tokens: list[list[str]], norm: list[list[str]], target: np.ndarray,
                      previous: np.ndarray, vectors: np.ndarray) -> np.ndarray:
    """The MESSAGE_FEATURES of every line."""
    n = len(log)
    lines = np.arange(n)
    has_prev = previous >= 0
    gap = np.where(has_prev, lines - previous, 0)
    minutes = np.array([m.minute for m in log.messages], dtype=np.float64)
    prev_minutes = np.where(has_prev, minutes - minutes[np.maximum(previous, 0)], 0)
    columns = [
        [float(m.is_system) for m in log.messages],
        [float(m.from_bot) for m in log.messages],
        (target >= 0).astype(float),
        [float("?" in m.text) for m in log.messages],
        [float("<url>" in t) for t in norm],
        [float("<path>" in t) for t in norm],
        np.minimum(np.log1p([len(t) for t in tokens]) / math.log(50), 1.5),
        has_prev.astype(float),
        np.where(has_prev, target[np.maximum(previous, 0)] >= 0, False).astype(float),
        *[(has_prev & (gap >= b)).astype(float) for b in PREV_GAP_BINS],
        np.minimum(np.log1p(prev_minutes) / math.log(60), 1.5),
        ((~has_prev) | (gap > WINDOW)).astype(float),
    ]
    lexical = np.array([_first_word_class(t, bool(a >= 0)) for t, a in zip(tokens, target)], dtype=float)
    table = np.column_stack([np.asarray(c, dtype=float) for c in columns]
                            + [lexical.reshape(n, len(LEXICON)), vectors.reshape(n, DIMENSIONS)])
    return table.astype(np.float32).reshape(n, len(MESSAGE_FEATURES))


def vector_tokens(norm: list[list[str]], keys: list[list[str]], ids: dict[str, int]) -> list[list[str]]:
    """Normalised tokens with every known nick replaced by one `<nick>` word (what word vectors see)."""
    return [[NICK_TOKEN if k in ids else n for k, n in zip(toks, norms)] for toks, norms in zip(keys, norm)]


def message_words(log: Log, tokenizer: ChatTokenizer) -> list[list[str]]:
    """The words of each non-system line as word vectors see them (for training vectors)."""
    _, ids = _author_ids(log)
    spoken = [m for m in log.messages if not m.is_system]
    tokens = tokenizer.tokenize_many([m.text for m in spoken])
    norm = [[tokenizer.normalise(t) for t in toks] for toks in tokens]
    return vector_tokens(norm, _token_keys(tokens), ids)


def prepare(log: Log, tokenizer: ChatTokenizer, vectors: WordVectors | None = None) -> PreparedLog:
    """Per-message facts of a log, computed once before pair features (no `vectors`: zero vectors)."""
    tokens = tokenizer.tokenize_many([m.text for m in log.messages])
    norm = [[tokenizer.normalise(t) for t in toks] for toks in tokens]
    author, ids = _author_ids(log)
    keys = _token_keys(tokens)
    target, mentions = _addressing(keys, ids)
    system = np.array([m.is_system for m in log.messages], dtype=bool)
    target[system] = -1
    minute = np.array([m.minute for m in log.messages], dtype=np.int64)
    previous, last_target = _previous_facts(author, target)
    content, tfidf, words = _content_matrices(norm)
    line_words = tuple(() if s else tuple(w) for s, w in zip(system.tolist(), vector_tokens(norm, keys, ids)))
    pooled = (vectors.message_vectors(line_words) if vectors is not None
              else np.zeros((len(log), DIMENSIONS), np.float32))
    pooled[system] = 0
    n_authors = max(len(ids), 1)
    speakers = [(author[i], a, i) for i, found in enumerate(mentions) if author[i] >= 0 for a in set(found)]
    s, a, line = (np.array(col, dtype=np.int64) for col in zip(*speakers)) if speakers else (np.zeros(0, np.int64),) * 3
    spoken = author >= 0
    lines = np.arange(len(log))
    span = max(int(minute.max() - minute.min()) if len(log) else 1, 1)
    file_features = np.array([_year(log), math.log1p(int(spoken.sum()) / span) / math.log(10)], np.float32)
    return PreparedLog(
        n=len(log), author=author, target=target, system=system, minute=minute,
        message_features=_message_features(log, tokens, norm, target, previous, pooled),
        tfidf=tfidf, content=content, text=text_facts(content, words, pooled),
        mention_keys=_sorted_keys(s * n_authors + a, line),
        author_keys=_sorted_keys(author[spoken], lines[spoken]),
        addressed_keys=_sorted_keys(author[spoken & (target >= 0)], lines[spoken & (target >= 0)]),
        n_authors=n_authors, file_features=file_features,
        last_target=last_target, mention_lines=_sorted_keys(line, a), words=line_words,
    )


def _contains(keys: np.ndarray, query: np.ndarray) -> np.ndarray:
    """Membership of each query key in the sorted `keys`."""
    if len(keys) == 0:
        return np.zeros(query.shape, dtype=bool)
    pos = np.minimum(np.searchsorted(keys, query), len(keys) - 1)
    return keys[pos] == query


def _latest_target(p: PreparedLog, who: np.ndarray, before: np.ndarray) -> np.ndarray:
    """Target of `who`'s latest addressed line before line `before` (-1 if none)."""
    keys = p.addressed_keys
    if len(keys) == 0:
        return np.full(who.shape, -1)
    pos = np.searchsorted(keys, who * BIG + before) - 1
    found = keys[np.maximum(pos, 0)]
    ok = (pos >= 0) & (found // BIG == who) & (who >= 0)
    return np.where(ok, p.target[found % BIG], -1)


def _overlaps(p: PreparedLog, lo: int, hi: int, offsets: np.ndarray, window: int) -> tuple[np.ndarray, ...]:
    """Shared content words and tf-idf cosine of each line in [lo, hi) with the lines `offsets` back."""
    start, rows, cols = window_cells(lo, hi, offsets, window)
    shared = (p.content[lo:hi] @ p.content[start:hi].T).toarray()
    cosine = (p.tfidf[lo:hi] @ p.tfidf[start:hi].T).toarray()
    return shared[rows, cols], cosine[rows, cols]


def _any_key(keys: np.ndarray, groups: int, queries: tuple[np.ndarray, ...]) -> tuple[np.ndarray, ...]:
    """For each array of `queries`: which of its groups (below `groups`) have any of the sorted `group * BIG +
    line` keys (a table of the groups when it is small, else a search)."""
    found = np.unique(keys // BIG)
    if groups > GROUP_TABLE_LIMIT:
        return tuple(_contains(found, query) for query in queries)
    table = np.zeros(groups, dtype=bool)
    table[found] = True
    return tuple(table[query] for query in queries)


def _said(keys: np.ndarray, pair: np.ndarray, known: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """`count_in(keys, pair, lo, hi) > 0`, searched only in the cells `known` (the others: False): the cells
    whose pair has any key at all, few of a block's."""
    said = np.zeros(pair.shape, dtype=bool)
    said[known] = count_in(keys, pair[known], np.broadcast_to(lo, pair.shape)[known],
                           np.broadcast_to(hi, pair.shape)[known]) > 0
    return said


def _since(p: PreparedLog, i: np.ndarray, j: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """`count_in(p.author_keys, author, j + 1, i)` for the candidate's and the message's author: the search a
    line of the author itself would make is its place in the keys (a system line's -1 searches find 0)."""
    place = np.zeros(p.n, dtype=np.int64)
    place[p.author_keys % BIG] = np.arange(len(p.author_keys))
    ai, aj = p.author[i], p.author[j]
    cand_since = np.searchsorted(p.author_keys, aj * BIG + i) - np.where(aj >= 0, place[j] + 1, 0)
    msg_since = np.where(ai >= 0, place[i], 0) - np.searchsorted(p.author_keys, ai * BIG + j + 1)
    return cand_since, msg_since


def _relations(p: PreparedLog, i: np.ndarray, j: np.ndarray, window: int) -> dict[str, np.ndarray]:
    """Who addresses whom, and who spoke in between, for every pair."""
    ai, aj = p.author[i], p.author[j]
    both = (ai >= 0) & (aj >= 0)
    A = p.n_authors
    m_to_c, c_to_m = np.maximum(ai, 0) * A + np.maximum(aj, 0), np.maximum(aj, 0) * A + np.maximum(ai, 0)
    m_to_c_known, c_to_m_known = (both & known for known in _any_key(p.mention_keys, A * A, (m_to_c, c_to_m)))
    def said(pair: np.ndarray, known: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
        return _said(p.mention_keys, pair, known, lo, hi)
    n = p.n
    cand_since, msg_since = _since(p, i, j)
    targets = (p.target[i] == aj) & (aj >= 0)
    return {
        "same_author": (ai == aj) & (ai >= 0),
        "msg_targets_cand_author": targets,
        "msg_mentions_cand_author": (aj >= 0) & _contains(p.mention_lines, i * BIG + aj),
        "cand_targets_msg_author": (p.target[j] == ai) & (ai >= 0),
        "cand_mentions_msg_author": (ai >= 0) & _contains(p.mention_lines, j * BIG + ai),
        "same_target": (p.target[i] == p.target[j]) & (p.target[i] >= 0),
        "targeted_and_latest": targets & (cand_since == 0),
        "msg_author_last_target_is_cand_author": (p.last_target[i] == aj) & (aj >= 0),
        "cand_author_last_target_is_msg_author": (_latest_target(p, aj, i) == ai) & (ai >= 0),
        **{f"cand_author_since>={b}": (aj >= 0) & (cand_since >= b) for b in RANK_BINS},
        **{f"msg_author_since>={b}": (ai >= 0) & (msg_since >= b) for b in BETWEEN_BINS},
        "m_to_c_between": said(m_to_c, m_to_c_known, j + 1, i), "c_to_m_between": said(c_to_m, c_to_m_known, j + 1, i),
        "m_to_c_before": said(m_to_c, m_to_c_known, np.maximum(j - window, 0), j),
        "c_to_m_before": said(c_to_m, c_to_m_known, np.maximum(j - window, 0), j),
        "m_to_c_after": said(m_to_c, m_to_c_known, i + 1, np.minimum(i + window + 1, n)),
        "c_to_m_after": said(c_to_m, c_to_m_known, i + 1, np.minimum(i + window + 1, n)),
    }


def _geometry(p: PreparedLog, i: np.ndarray, j: np.ndarray, offsets: np.ndarray, window: int) -> dict:
    d = np.broadcast_to(offsets[None, :], i.shape)
    minutes = np.maximum(p.minute[i] - p.minute[j], 0)
    return {
        "self": d == 0, "distance": d / window, "log_distance": np.log1p(d) / math.log1p(window),
        **{f"distance>={b}": d >= b for b in DISTANCE_BINS},
        "log_minutes": np.minimum(np.log1p(minutes) / math.log1p(60), 1.5),
        **{f"minutes>={b}": minutes >= b for b in MINUTE_BINS},
    }


@dataclass(frozen=True)
class PairBlock:
    """The pair features of lines [lo, lo + n): `pair` is `(n, window + 1, len(PAIR_FEATURES))`,
    `parent` the candidate line of each cell, `mask` which candidates may be parents."""

    lo: int
    pair: np.ndarray
    parent: np.ndarray
    mask: np.ndarray


def pair_block(p: PreparedLog, lo: int, hi: int, window: int = WINDOW) -> PairBlock:
    """Pair features for lines [lo, hi). Candidate k of line i is line i - k (k = 0: itself)."""
    offsets = np.arange(window + 1)
    i = np.arange(lo, hi)[:, None] + np.zeros_like(offsets)[None, :]
    raw_j = i - offsets[None, :]
    j = np.maximum(raw_j, 0)
    mask = (raw_j >= 0) & ((offsets[None, :] == 0) | (~p.system[j] & ~p.system[i]))
    shared, cosine = _overlaps(p, lo, hi, offsets, window)
    n_msg = np.asarray(p.content[lo:hi].sum(axis=1)).reshape(-1, 1)
    n_cand = np.asarray(p.content.sum(axis=1)).ravel()[j]
    named = {**_geometry(p, i, j, offsets, window), **_relations(p, i, j, window),
             **{f"overlap>={b}": shared >= b for b in OVERLAP_BINS},
             "overlap_frac_msg": shared / np.maximum(n_msg, 1), "overlap_frac_cand": shared / np.maximum(n_cand, 1),
             "tfidf_cosine": cosine,
             **similarity_columns(p.text, p.content, lo, hi, offsets, window)}
    columns = np.empty((len(PAIR_FEATURES),) + i.shape, dtype=np.float32)   # a feature's cells side by side
    for column, name in enumerate(PAIR_FEATURES):
        columns[column] = named[name]
    pair = np.empty(i.shape + (len(PAIR_FEATURES),), dtype=np.float32)   # one copy, not a strided write per feature,
    for start in range(0, len(pair), TRANSPOSE_LINES):                   # a few lines at a time (in the CPU cache)
        pair[start:start + TRANSPOSE_LINES] = np.moveaxis(columns[:, start:start + TRANSPOSE_LINES], 0, -1)
    pair[~mask] = 0
    return PairBlock(lo, pair, j, mask)


def block_ranges(start: int, end: int, size: int = BLOCK) -> Iterator[tuple[int, int]]:
    """The line ranges [lo, hi) of `size` lines (the last one may be shorter) that cover [start, end): every
    computation over a log's pairs goes a block at a time, so memory stays bounded on a whole day."""
    for lo in range(start, end, size):
        yield lo, min(lo + size, end)


def iter_blocks(p: PreparedLog, start: int, end: int | None, window: int = WINDOW) -> Iterator[PairBlock]:
    """Pair blocks of the lines in [start, end) (None: to the end of the log; either end kept inside it)."""
    end = p.n if end is None else min(end, p.n)
    for lo, hi in block_ranges(max(start, 0), end):
        yield pair_block(p, lo, hi, window)


def message_side(p: PreparedLog) -> np.ndarray:
    """Per line, the features of a line as the message: file features then its MESSAGE_FEATURES."""
    file_part = np.broadcast_to(p.file_features, (p.n, len(FILE_FEATURES)))
    return np.hstack([file_part, p.message_features]).astype(np.float32)


def block_features(p: PreparedLog, lo: int, hi: int, window: int = WINDOW) -> tuple[np.ndarray, np.ndarray]:
    """Full feature rows `(hi - lo, window + 1, N_FEATURES)` and the candidate mask for lines [lo, hi):
    pair features, then the message's side, then the candidate's MESSAGE_FEATURES (for training)."""
    block = pair_block(p, lo, hi, window)
    out = np.empty(block.mask.shape + (N_FEATURES,), dtype=np.float32)
    out[..., LAYOUT.pair] = block.pair
    out[..., LAYOUT.message_side] = message_side(p)[lo:hi, None, :]
    out[..., LAYOUT.candidate] = p.message_features[block.parent]
    out[~block.mask] = 0
    return out, block.mask
