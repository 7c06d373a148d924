"""Disentanglement metrics as small pure functions over `Link` and `Conversation` records.

Following Kummerfeld et al. (2019): link precision/recall/F over (message, parent) pairs; over the
conversations (connected components), scaled variation of information, one-to-one overlap, exact-match
P/R/F of conversations with more than one message, the adjusted Rand index and Shen's F; and Cohen's
kappa over link / no-link decisions, for annotator agreement. Scores are percentages, except kappa (a
fraction). All files are pooled: clustering metrics use one contingency table whose rows are gold and
whose columns are system conversations. `evaluate` restricts each file to its annotated range (from its
smallest annotated message); `evaluate_files` does the same from annotation and output files, pairing
them by sample name. A metric over nothing scores 0.
"""
from __future__ import annotations

import logging
import os
import re
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path, PureWindowsPath
from typing import Iterable, Mapping, Sequence

import numpy as np
from scipy import sparse
from scipy.optimize import linear_sum_assignment
from scipy.sparse.csgraph import connected_components
from scipy.special import comb

from .conversations import (Conversation, ConversationError, Link, conversations_from_links,
                            read_annotation, read_output)
from .errors import DisentangleError
from .goldcheck import GoldError, check_gold

logger = logging.getLogger(__name__)

PERCENT = 100.0
PathLike = str | os.PathLike
LINKS_FORMAT, CONVERSATIONS_FORMAT = "links", "conversations"
SAMPLE_SUFFIX = re.compile(r"(\.annotation(\.[^.]+)?|\.raw|\.ascii)?\.txt$")


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
    link_precision: float
    link_recall: float
    link_f: float
    scaled_vi: float
    one_to_one: float
    exact_precision: float
    exact_recall: float
    exact_f: float
    ari: float
    shen_f: float
    kappa: float
    # "links" (predict --format links or annotation files), or "conversations": then the system's links
    # are unknown and link P/R/F and kappa are None (conversation metrics are exact either way)
    auto_format: str = LINKS_FORMAT


def prf(matched: int, gold_total: int, auto_total: int) -> PRF:
    """P/R/F in percent from counts; 0 where a denominator is 0."""
    precision = PERCENT * matched / auto_total if auto_total else 0.0
    recall = PERCENT * matched / gold_total if gold_total else 0.0
    f = 2 * precision * recall / (precision + recall) if matched else 0.0
    return PRF(precision, recall, f)


def _pairs(links: Iterable[Link]) -> set[tuple[str, int, int]]:
    """Distinct (source, later message, earlier message) triples."""
    return {(l.source, max(l.message, l.parent), min(l.message, l.parent)) for l in links}


def link_prf(gold: Iterable[Link], auto: Iterable[Link]) -> PRF:
    """Link P/R/F over distinct (message, parent) pairs, self-links included."""
    gold_pairs, auto_pairs = _pairs(gold), _pairs(auto)
    return prf(len(gold_pairs & auto_pairs), len(gold_pairs), len(auto_pairs))


def exact_match_prf(gold: Iterable[Conversation], auto: Iterable[Conversation]) -> PRF:
    """P/R/F of conversations with more than one message that match a conversation exactly."""
    gold_set = {(c.source, tuple(c.messages)) for c in gold if len(c.messages) > 1}
    auto_set = {(c.source, tuple(c.messages)) for c in auto if len(c.messages) > 1}
    return prf(len(gold_set & auto_set), len(gold_set), len(auto_set))


def _labels(conversations: Sequence[Conversation], side: str) -> dict[tuple[str, int], int]:
    """(source, message) -> conversation number; a message may belong to one conversation only."""
    labels: dict[tuple[str, int], int] = {}
    for number, conversation in enumerate(conversations):
        for message in conversation.messages:
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


def _table_size(table: sparse.csr_array) -> int:
    return int(table.sum())


def _scaled_vi(table: sparse.csr_array) -> float:
    n = _table_size(table)
    if n == 0:
        return 0.0
    joint = _entropy(table.data, n)
    vi = 2 * joint - _entropy(table.sum(axis=1), n) - _entropy(table.sum(axis=0), n)
    return PERCENT if n == 1 else float(PERCENT * (1 - max(vi, 0.0) / np.log2(n)))


def scaled_vi(gold: Sequence[Conversation], auto: Sequence[Conversation]) -> float:
    """100 * (1 - VI / log2 n), VI = H(G|A) + H(A|G) over the n messages (1 message: 100)."""
    return _scaled_vi(contingency(gold, auto))


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


def _one_to_one(table: sparse.csr_array) -> float:
    n = _table_size(table)
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
    return _one_to_one(contingency(gold, auto))


def _adjusted_rand_index(table: sparse.csr_array) -> float:
    n = _table_size(table)
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
    return _adjusted_rand_index(contingency(gold, auto))


def _shen_f(table: sparse.csr_array) -> float:
    n = _table_size(table)
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
    return _shen_f(contingency(gold, auto))


def _pair_count(start: int, end: int) -> int:
    """Number of pairs (j, i) with 0 <= j <= i and start <= i <= end."""
    return (end + 1) * (end + 2) // 2 - start * (start + 1) // 2


def link_kappa(gold: Iterable[Link], auto: Iterable[Link]) -> float:
    """Cohen's kappa (a fraction) over link / no-link decisions for every pair (j, i), j <= i.

    Per source, i ranges over the annotated range: from the smallest gold message to the largest
    message either side links. System links of messages before that range, or of sources without
    gold, are ignored.
    """
    gold_by, auto_by = defaultdict(set), defaultdict(set)
    for source, message, parent in _pairs(gold):
        gold_by[source].add((message, parent))
    for source, message, parent in _pairs(auto):
        auto_by[source].add((message, parent))
    both = only_gold = only_auto = total = 0
    for source, gold_pairs in gold_by.items():
        start = min(message for message, _ in gold_pairs)
        auto_pairs = {pair for pair in auto_by[source] if pair[0] >= start}
        total += _pair_count(start, max(message for message, _ in gold_pairs | auto_pairs))
        both += len(gold_pairs & auto_pairs)
        only_gold += len(gold_pairs - auto_pairs)
        only_auto += len(auto_pairs - gold_pairs)
    return _kappa(both, only_gold, only_auto, total)


def _kappa(both: int, only_gold: int, only_auto: int, total: int) -> float:
    """Cohen's kappa for two raters' yes/no decisions on `total` items."""
    if total == 0:
        return 0.0
    observed = (total - only_gold - only_auto) / total
    gold_yes, auto_yes = (both + only_gold) / total, (both + only_auto) / total
    expected = gold_yes * auto_yes + (1 - gold_yes) * (1 - auto_yes)
    if expected == 1:
        return 1.0 if observed == 1 else 0.0
    return (observed - expected) / (1 - expected)


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
        files=files, messages=_table_size(table), gold_links=len(gold_links), auto_links=len(auto_links),
        link_precision=links.precision, link_recall=links.recall, link_f=links.f,
        scaled_vi=_scaled_vi(table), one_to_one=_one_to_one(table),
        exact_precision=exact.precision, exact_recall=exact.recall, exact_f=exact.f,
        ari=_adjusted_rand_index(table), shen_f=_shen_f(table), kappa=link_kappa(gold_links, auto_links))


def sample_name(path: PathLike) -> str:
    """A sample's name: the base name without .annotation[.WHO].txt, .raw.txt, .ascii.txt or .txt."""
    base = PureWindowsPath(os.fspath(path)).name  # splits on both '/' and '\\'
    return SAMPLE_SUFFIX.sub("", base) or base


def read_gold(paths: Iterable[PathLike]) -> dict[str, list[Link]]:
    """Gold links per sample name from annotation files."""
    gold: dict[str, list[Link]] = {}
    for path in paths:
        name = sample_name(path)
        if name in gold:
            raise MetricsError(f"two gold annotation files for sample {name!r} (second: {os.fspath(path)})")
        try:
            check_gold(path)
            gold[name] = read_annotation(path, name)
        except (ConversationError, GoldError) as error:
            raise MetricsError(str(error)) from error
    return gold


def read_auto(paths: Iterable[PathLike], gold: Mapping[str, Sequence[Link]]) -> dict[str, list[Link]]:
    """System links per sample name from output files; every source must have a gold sample."""
    auto: dict[str, list[Link]] = {}
    for path in paths:
        try:
            outputs = read_output(path)
        except ConversationError as error:
            raise MetricsError(str(error)) from error
        for source, links in outputs.items():
            name = sample_name(source)
            if name not in gold:
                raise MetricsError(f"{os.fspath(path)}: no gold annotation for {source} (sample {name!r})")
            if name in auto:
                raise MetricsError(f"{os.fspath(path)}: sample {name!r} has system output twice ({source})")
            auto[name] = links
    return auto


def output_format(path: PathLike) -> str:
    """`conversations` when any line of a system output file is a conversation line (no `-` mark)."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except (OSError, ValueError):
        return LINKS_FORMAT  # read_output reports the problem
    for line in text.splitlines():
        fields = line.rpartition(":")[2].split()
        if fields and fields[-1] != "-":
            return CONVERSATIONS_FORMAT
    return LINKS_FORMAT


def evaluate_files(gold_paths: Sequence[PathLike], auto_paths: Sequence[PathLike]) -> Scores:
    """Evaluate output files (link or conversation lines) against annotation files, by sample name.

    Conversation lines (`predict --format conversations`) say which messages belong together but not
    which message each one replies to: the conversation metrics are exact, while link P/R/F and kappa
    cannot be computed and are None (with a warning), never scored on made-up chains.
    """
    if not gold_paths or not auto_paths:
        raise MetricsError("need at least one gold annotation file and one system output file")
    gold = read_gold(gold_paths)
    scores = evaluate(gold, read_auto(auto_paths, gold))
    conversational = [os.fspath(p) for p in auto_paths if output_format(p) == CONVERSATIONS_FORMAT]
    if not conversational:
        return scores
    logger.warning("%s holds conversation lines (predict --format conversations): link P/R/F and kappa "
                   "need the links (--format links); only the conversation metrics are given",
                   ", ".join(conversational))
    return replace(scores, link_precision=None, link_recall=None, link_f=None, kappa=None,
                   auto_format=CONVERSATIONS_FORMAT)


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
    width = max(len(name) for name, _ in rows)
    header = (f"{scores.files} files, {scores.messages} messages, {scores.gold_links} gold links, "
              f"{scores.auto_links} system links; scores in %")
    return "\n".join([header] + [f"{name:<{width}}  {value}" for name, value in rows]) + "\n"
