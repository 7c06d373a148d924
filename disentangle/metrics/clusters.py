"""Conversation metrics: exact match, and the clustering metrics over one gold x system contingency table.

Following Kummerfeld et al. (2019): exact-match P/R/F of conversations with more than one message, scaled
variation of information, one-to-one overlap, the adjusted Rand index and Shen's F. All files are pooled:
the table's rows are gold and its columns system conversations; each metric has a form over conversations
and one over a table (`table_*`), so a run builds the table once.
"""
from __future__ import annotations

from typing import Iterable, Sequence

import numpy as np
from scipy import sparse
from scipy.optimize import linear_sum_assignment
from scipy.sparse.csgraph import connected_components
from scipy.special import comb

from disentangle.linking.links import Conversation

from .records import PERCENT, PRF, MetricsError, prf


def exact_match_prf(gold: Iterable[Conversation], auto: Iterable[Conversation]) -> PRF:
    """P/R/F of conversations with more than one message that match a conversation exactly."""
    gold_set = {(c.source, tuple(c.indices)) for c in gold if len(c.indices) > 1}
    auto_set = {(c.source, tuple(c.indices)) for c in auto if len(c.indices) > 1}
    return prf(len(gold_set & auto_set), len(gold_set), len(auto_set))


def _labels(conversations: Sequence[Conversation], side: str) -> dict[tuple[str, int], int]:
    """(source, message) -> conversation number; a message may belong to one conversation only."""
    labels: dict[tuple[str, int], int] = {}
    for number, conversation in enumerate(conversations):
        for message in conversation.indices:
            key = (conversation.source, message)
            if key in labels:
                raise MetricsError(f"{side}: message {message} of {conversation.source} "
                                   "is in two conversations")
            labels[key] = number
    return labels


def contingency(gold: Sequence[Conversation], auto: Sequence[Conversation]) -> sparse.csr_array:
    """Gold x system table of shared messages, over all files pooled.

    Messages found on one side only are single-message conversations on the other side.
    """
    gold_labels, auto_labels = _labels(gold, "gold"), _labels(auto, "auto")
    keys = sorted(gold_labels.keys() | auto_labels.keys())
    rows, cols = [], []
    next_gold, next_auto = len(gold), len(auto)
    for key in keys:
        if key not in gold_labels:
            gold_labels[key], next_gold = next_gold, next_gold + 1
        if key not in auto_labels:
            auto_labels[key], next_auto = next_auto, next_auto + 1
        rows.append(gold_labels[key])
        cols.append(auto_labels[key])
    ones = np.ones(len(keys), dtype=np.int64)
    return sparse.coo_array((ones, (rows, cols)), shape=(next_gold, next_auto)).tocsr()


def _entropy(counts: np.ndarray, total: int) -> float:
    """Entropy in bits of a distribution given by counts (zeros ignored)."""
    p = counts[counts > 0] / total
    return float(-(p * np.log2(p)).sum())


def table_size(table: sparse.csr_array) -> int:
    """Messages in the table (every message is in exactly one cell)."""
    return int(table.sum())


def table_scaled_vi(table: sparse.csr_array) -> float:
    """`scaled_vi` of a contingency table."""
    n = table_size(table)
    if n == 0:
        return 0.0
    joint = _entropy(table.data, n)
    vi = 2 * joint - _entropy(table.sum(axis=1), n) - _entropy(table.sum(axis=0), n)
    return PERCENT if n == 1 else float(PERCENT * (1 - max(vi, 0.0) / np.log2(n)))


def scaled_vi(gold: Sequence[Conversation], auto: Sequence[Conversation]) -> float:
    """100 * (1 - VI / log2 n), VI = H(G|A) + H(A|G) over the n messages (1 message: 100)."""
    return table_scaled_vi(contingency(gold, auto))


def _block_matching(rows: np.ndarray, cols: np.ndarray, counts: np.ndarray) -> int:
    """Messages covered by the best one-to-one matching within one block of non-zero cells."""
    row_ids, row_of = np.unique(rows, return_inverse=True)
    col_ids, col_of = np.unique(cols, return_inverse=True)
    if row_ids.size == 1 or col_ids.size == 1:
        return int(counts.max())
    block = np.zeros((row_ids.size, col_ids.size), dtype=counts.dtype)
    block[row_of, col_of] = counts
    chosen_rows, chosen_cols = linear_sum_assignment(block, maximize=True)
    return int(block[chosen_rows, chosen_cols].sum())


def table_one_to_one(table: sparse.csr_array) -> float:
    """`one_to_one` of a contingency table (one assignment per block of linked cells)."""
    n = table_size(table)
    if n == 0:
        return 0.0
    graph = sparse.bmat([[None, table], [table.T, None]], format="csr")
    _, labels = connected_components(graph, directed=False)
    cells = table.tocoo()
    block_of = labels[cells.row]  # a cell's row and column are in the same block
    order = np.argsort(block_of, kind="stable")
    bounds = np.flatnonzero(np.diff(block_of[order])) + 1
    matched = sum(_block_matching(cells.row[group], cells.col[group], cells.data[group])
                  for group in np.split(order, bounds))
    return PERCENT * matched / n


def one_to_one(gold: Sequence[Conversation], auto: Sequence[Conversation]) -> float:
    """Messages covered by the best one-to-one matching of gold and system conversations, over n."""
    return table_one_to_one(contingency(gold, auto))


def table_ari(table: sparse.csr_array) -> float:
    """`adjusted_rand_index` of a contingency table."""
    n = table_size(table)
    if n == 0:
        return 0.0
    together = comb(table.data, 2).sum()
    gold_pairs, auto_pairs = comb(table.sum(axis=1), 2).sum(), comb(table.sum(axis=0), 2).sum()
    expected = gold_pairs * auto_pairs / comb(n, 2) if n > 1 else 0.0
    maximum = (gold_pairs + auto_pairs) / 2
    if maximum == expected:
        return PERCENT
    return float(PERCENT * (together - expected) / (maximum - expected))


def adjusted_rand_index(gold: Sequence[Conversation], auto: Sequence[Conversation]) -> float:
    """Adjusted Rand index in percent (100 when both clusterings are the same trivial one)."""
    return table_ari(contingency(gold, auto))


def table_shen_f(table: sparse.csr_array) -> float:
    """`shen_f` of a contingency table."""
    n = table_size(table)
    if n == 0:
        return 0.0
    cells = table.tocoo()
    gold_sizes, auto_sizes = table.sum(axis=1), table.sum(axis=0)
    f = 2 * cells.data / (gold_sizes[cells.row] + auto_sizes[cells.col])
    best = np.zeros(table.shape[0])
    np.maximum.at(best, cells.row, f)
    return float(PERCENT * (gold_sizes * best).sum() / n)


def shen_f(gold: Sequence[Conversation], auto: Sequence[Conversation]) -> float:
    """Shen et al.'s F: each gold conversation's best F against a system one, weighted by its size."""
    return table_shen_f(contingency(gold, auto))


def table_nmi(table: sparse.csr_array) -> float:
    """Normalised mutual information of a contingency table, in percent: I(G; A) over the mean of H(G) and
    H(A) (scikit-learn's default normalisation); 100 when both sides are one trivial clustering."""
    n = table_size(table)
    if n == 0:
        return 0.0
    gold, auto = _entropy(table.sum(axis=1), n), _entropy(table.sum(axis=0), n)
    if gold == 0 and auto == 0:
        return PERCENT
    mutual = gold + auto - _entropy(table.data, n)
    return float(PERCENT * max(mutual, 0.0) / ((gold + auto) / 2))
