"""Scoring by chunks (`evaluate --protocol chunks`), as recent language-model papers on this corpus score.

Each file's annotated messages are cut into consecutive chunks of `size` messages (a last, shorter chunk is
dropped and counted); within a chunk a system link to a parent outside it counts as the start of a
conversation. The gold comes by one of two rules (`CHUNK_GOLDS`). `hf`, the default, is the gold of the
papers' evaluator, built from the Hugging Face export of the corpus: each message keeps one `reply_to` (the
latest of its earlier linked messages; with none, the smallest linked one, so itself for a self-link) and
a conversation id (the connected components of those single links over the whole file, context included);
a chunk's gold conversations are its messages grouped by that id (two messages joined only through lines
outside the chunk stay together) and its gold links the `reply_to`s inside it. `corpus` cuts the
annotation's own links to the chunk as the system's are (every parent kept; a parent outside the chunk is
a start) and groups the chunk's messages by those links. The clustering metrics (exact P/R/F, scaled VI,
1-1, ARI, NMI, Shen F) are computed for every chunk and averaged over chunks; link P/R/F counts the
non-self links of all chunks pooled (a self-link says only that a chunk's message has no parent inside
it); kappa is pooled over all links, each chunk its own pair space. The result is a `ChunkScores`: a
`Scores` with today's keys plus NMI and the chunk counts. The whole-file protocol is
`disentangle.metrics.scoring`.
"""
from __future__ import annotations

import os
from collections import defaultdict
from dataclasses import asdict, dataclass, replace
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from disentangle.dialogues.conversations import conversations_from_links
from disentangle.linking.links import Conversation, Link

from .clusters import (
    contingency,
    exact_match_prf,
    table_ari,
    table_nmi,
    table_one_to_one,
    table_scaled_vi,
    table_shen_f,
)
from .files import COVERAGE_DIGITS, conversation_only, read_pairs
from .links import link_kappa, link_prf
from .records import MetricsError, Scores

DEFAULT_CHUNK_SIZE = 50   # messages per chunk, as the papers cut the corpus
CHUNK_PROTOCOL = "chunks"
HF_GOLD, CORPUS_GOLD = "hf", "corpus"
CHUNK_GOLDS = (HF_GOLD, CORPUS_GOLD)  # the gold rules, the papers' evaluator's first (the default)
CLUSTER_METRICS = ("scaled_vi", "one_to_one", "exact_precision", "exact_recall", "exact_f", "ari", "shen_f", "nmi")


@dataclass(frozen=True)
class Chunk:
    """Consecutive annotated messages of one file, scored on their own."""

    source: str
    messages: tuple[int, ...]

    def within(self, links: Sequence[Link]) -> list[Link]:
        """The links of the chunk's messages, each re-labelled with the chunk's own source; a parent
        outside the chunk becomes a self-link (the start of a conversation)."""
        inside, label = set(self.messages), self.label
        return [Link(label, l.message, l.parent if l.parent in inside else l.message) for l in links
                if l.message in inside]

    @property
    def label(self) -> str:
        """The chunk's own source name: the file's, then `#` and its first message."""
        return f"{self.source}#{self.messages[0]}"


@dataclass(frozen=True)
class ChunkScores:
    """Chunk-protocol scores: `scores` (clustering metrics averaged over chunks, link P/R/F over the pooled
    non-self links, `messages` those of all chunks, `gold_links`/`auto_links` the pooled non-self links),
    NMI averaged over chunks, and how many chunks and dropped messages."""

    scores: Scores
    nmi: float
    chunks: int
    chunk_size: int
    dropped_messages: int
    coverage: float | None = None  # the share of gold messages the output gives a link for (`evaluate_files_chunks`)
    gold: str = HF_GOLD  # the rule the chunks' gold was made by (`CHUNK_GOLDS`)

    def as_dict(self) -> dict:
        """Today's `evaluate --json` keys, then the protocol's own."""
        return {**asdict(self.scores), "coverage": self.coverage, "nmi": self.nmi, "protocol": CHUNK_PROTOCOL,
                "chunk_gold": self.gold, "chunk_size": self.chunk_size, "chunks": self.chunks,
                "dropped_messages": self.dropped_messages}

    def format(self) -> str:
        """A line on the protocol, for the table `metrics.format_scores` gives."""
        return (f"chunks of {self.chunk_size} annotated messages, {self.gold} gold: {self.chunks} scored, "
                f"{self.dropped_messages} messages of shorter last chunks dropped; NMI {self.nmi:6.2f}\n")


def normalised(links: Sequence[Link]) -> list[Link]:
    """Links pointing from the later message to the earlier one, without duplicates."""
    return sorted({Link(l.source, max(l.message, l.parent), min(l.message, l.parent)) for l in links})


def file_chunks(source: str, gold: Sequence[Link], size: int) -> tuple[list[Chunk], int]:
    """A file's full chunks of `size` annotated messages, and how many messages a shorter last one held."""
    messages = sorted({link.message for link in normalised(gold)})
    full = len(messages) // size * size
    return [Chunk(source, tuple(messages[k:k + size])) for k in range(0, full, size)], len(messages) - full


@dataclass(frozen=True)
class ChunkGold:
    """One chunk's gold: its links (a parent outside the chunk as a self-link) and its conversations."""

    links: tuple[Link, ...]
    conversations: tuple[Conversation, ...]


@dataclass(frozen=True)
class ExportGold:
    """A file's gold as the Hugging Face export gives it: each linked message's one `reply_to`, and its
    conversation (a number) over the whole file."""

    replies: Mapping[int, int]
    conversation: Mapping[int, int]


def reply_to(message: int, linked: set[int]) -> int:
    """The export's one parent of a message among the messages linked to it either way (itself for a
    self-link): the latest earlier one; with none earlier, the smallest."""
    earlier = [other for other in linked if other < message]
    return max(earlier) if earlier else min(linked)


def export_gold(links: Sequence[Link]) -> ExportGold:
    """A file's `ExportGold` from its gold links (see the module)."""
    linked: dict[int, set[int]] = defaultdict(set)
    for link in links:
        linked[link.message].add(link.parent)
        linked[link.parent].add(link.message)
    replies = {message: reply_to(message, found) for message, found in linked.items()}
    single = conversations_from_links([Link("", message, parent) for message, parent in replies.items()])
    return ExportGold(replies, {message: number for number, found in enumerate(single) for message in found.indices})


def _corpus_chunk(chunk: Chunk, links: list[Link]) -> ChunkGold:
    """`corpus` gold: the annotation's links cut to the chunk, conversations from them."""
    kept = chunk.within(links)
    return ChunkGold(tuple(kept), tuple(conversations_from_links(kept)))


def _export_chunk(chunk: Chunk, gold: ExportGold) -> ChunkGold:
    """`hf` gold: the chunk's messages grouped by conversation, each linked to its `reply_to` when inside."""
    inside, label = set(chunk.messages), chunk.label
    links = []
    groups: dict[object, list[int]] = defaultdict(list)
    for message in chunk.messages:
        parent = gold.replies.get(message, message)
        links.append(Link(label, message, parent if parent in inside else message))
        groups[gold.conversation.get(message, ("alone", message))].append(message)
    return ChunkGold(tuple(links), tuple(Conversation(label, tuple(found)) for found in groups.values()))


@dataclass(frozen=True)
class GoldRule:
    """How a chunk's gold is made from its file's gold links: `prepare` once per file, `cut` per chunk."""

    prepare: Callable[[Sequence[Link]], Any]  # a file's gold links -> what `cut` reads
    cut: Callable[[Chunk, Any], ChunkGold]


GOLD_RULES = {HF_GOLD: GoldRule(export_gold, _export_chunk), CORPUS_GOLD: GoldRule(normalised, _corpus_chunk)}


def chunk_metrics(gold: Sequence[Conversation], auto: list[Link]) -> dict[str, float]:
    """The clustering metrics of one chunk: its gold conversations against its system links (`Chunk.within`)."""
    auto_convs = conversations_from_links(auto)
    exact, table = exact_match_prf(gold, auto_convs), contingency(gold, auto_convs)
    return {"scaled_vi": table_scaled_vi(table), "one_to_one": table_one_to_one(table),
            "exact_precision": exact.precision, "exact_recall": exact.recall, "exact_f": exact.f,
            "ari": table_ari(table), "shen_f": table_shen_f(table), "nmi": table_nmi(table)}


def all_chunks(gold: Mapping[str, Sequence[Link]], size: int) -> tuple[list[Chunk], int]:
    """Every file's full chunks, and how many messages the shorter last ones held."""
    if size < 1:
        raise MetricsError(f"chunk size {size}: must be at least 1")
    chunks, dropped = [], 0
    for source in gold:
        found, left = file_chunks(source, gold[source], size)
        chunks += found
        dropped += left
    if not chunks:
        raise MetricsError(f"no file has {size} annotated messages: no chunk to score")
    return chunks, dropped


def evaluate_chunks(gold: Mapping[str, Sequence[Link]], auto: Mapping[str, Sequence[Link]],
                    size: int = DEFAULT_CHUNK_SIZE, gold_rule: str = HF_GOLD) -> ChunkScores:
    """Chunk-protocol scores of system links against gold links, both keyed by source, the chunks' gold made
    by `gold_rule` (one of `CHUNK_GOLDS`; see the module)."""
    if gold_rule not in GOLD_RULES:
        raise MetricsError(f"chunk gold {gold_rule!r}: one of {', '.join(CHUNK_GOLDS)}")
    unknown = sorted(set(auto) - set(gold))
    if unknown:
        raise MetricsError(f"no gold annotation for {unknown[0]!r}")
    chunks, dropped = all_chunks(gold, size)
    rule = GOLD_RULES[gold_rule]
    prepared = {source: rule.prepare(gold[source]) for source in {c.source for c in chunks}}
    per_chunk: list[dict[str, float]] = []
    gold_links: list[Link] = []
    auto_links: list[Link] = []
    for chunk in chunks:
        truth, kept_auto = rule.cut(chunk, prepared[chunk.source]), chunk.within(normalised(auto.get(chunk.source, ())))
        per_chunk.append(chunk_metrics(truth.conversations, kept_auto))
        gold_links += truth.links
        auto_links += kept_auto
    mean = {key: float(np.mean([m[key] for m in per_chunk])) for key in CLUSTER_METRICS}
    return ChunkScores(_pooled(chunks, mean, gold_links, auto_links), mean["nmi"], len(chunks), size, dropped,
                       gold=gold_rule)


def _pooled(chunks: Sequence[Chunk], mean: Mapping[str, float], gold_links: list[Link], auto_links: list[Link]
            ) -> Scores:
    """The `Scores` of the chunks: clustering metrics as averaged, link P/R/F and kappa over the pooled links."""
    links = link_prf([l for l in gold_links if l.message != l.parent], [l for l in auto_links if l.message != l.parent])
    return Scores(files=len({c.source for c in chunks}), messages=sum(len(c.messages) for c in chunks),
                  gold_links=sum(l.message != l.parent for l in gold_links),
                  auto_links=sum(l.message != l.parent for l in auto_links), link_precision=links.precision,
                  link_recall=links.recall, link_f=links.f, scaled_vi=mean["scaled_vi"],
                  one_to_one=mean["one_to_one"], exact_precision=mean["exact_precision"],
                  exact_recall=mean["exact_recall"], exact_f=mean["exact_f"], ari=mean["ari"],
                  shen_f=mean["shen_f"], kappa=link_kappa(gold_links, auto_links))


def evaluate_files_chunks(gold_paths: Sequence[str | os.PathLike], auto_paths: Sequence[str | os.PathLike],
                          size: int = DEFAULT_CHUNK_SIZE, gold_rule: str = HF_GOLD) -> ChunkScores:
    """`evaluate_chunks` of output files against annotation files, paired by sample name as
    `metrics.evaluate_files` pairs them (conversation output: no link scores)."""
    gold, auto, covered = read_pairs(gold_paths, auto_paths)
    result = replace(evaluate_chunks(gold, auto, size, gold_rule), coverage=round(covered.percent, COVERAGE_DIGITS))
    return replace(result, scores=conversation_only(result.scores, auto_paths))
