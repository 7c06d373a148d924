"""Scoring by chunks (`evaluate --protocol chunks`), as recent language-model papers on this corpus score.

Each file's annotated messages are cut into consecutive chunks of `size` messages (a last, shorter chunk is
dropped and counted); within a chunk a link to a parent outside it counts as the start of a conversation,
on both sides. The clustering metrics (exact P/R/F, scaled VI, 1-1, ARI, NMI, Shen F) are computed for
every chunk and averaged over chunks; link P/R/F counts the non-self links of all chunks pooled (a
self-link says only that a chunk's message has no parent inside it); kappa is pooled over all links, each
chunk its own pair space. The result is a `ChunkScores`: a `Scores` with today's keys plus NMI and the
chunk counts. The whole-file protocol is `disentangle.metrics.scoring`.
"""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, replace
from typing import Mapping, Sequence

import numpy as np

from disentangle.dialogues.conversations import conversations_from_links
from disentangle.linking.links import Link

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
CLUSTER_METRICS = ("scaled_vi", "one_to_one", "exact_precision", "exact_recall", "exact_f", "ari", "shen_f", "nmi")


@dataclass(frozen=True)
class Chunk:
    """Consecutive annotated messages of one file, scored on their own."""

    source: str
    messages: tuple[int, ...]

    def within(self, links: Sequence[Link]) -> list[Link]:
        """The links of the chunk's messages, each re-labelled with the chunk's own source; a parent
        outside the chunk becomes a self-link (the start of a conversation)."""
        inside = set(self.messages)
        label = f"{self.source}#{self.messages[0]}"
        return [Link(label, l.message, l.parent if l.parent in inside else l.message) for l in links
                if l.message in inside]


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

    def as_dict(self) -> dict:
        """Today's `evaluate --json` keys, then the protocol's own."""
        return {**asdict(self.scores), "coverage": self.coverage, "nmi": self.nmi, "protocol": CHUNK_PROTOCOL, "chunk_size": self.chunk_size,
                "chunks": self.chunks, "dropped_messages": self.dropped_messages}

    def format(self) -> str:
        """A line on the protocol, for the table `metrics.format_scores` gives."""
        return (f"chunks of {self.chunk_size} annotated messages: {self.chunks} scored, {self.dropped_messages} "
                f"messages of shorter last chunks dropped; NMI {self.nmi:6.2f}\n")


def normalised(links: Sequence[Link]) -> list[Link]:
    """Links pointing from the later message to the earlier one, without duplicates."""
    return sorted({Link(l.source, max(l.message, l.parent), min(l.message, l.parent)) for l in links})


def file_chunks(source: str, gold: Sequence[Link], size: int) -> tuple[list[Chunk], int]:
    """A file's full chunks of `size` annotated messages, and how many messages a shorter last one held."""
    messages = sorted({link.message for link in normalised(gold)})
    full = len(messages) // size * size
    return [Chunk(source, tuple(messages[k:k + size])) for k in range(0, full, size)], len(messages) - full


def chunk_metrics(gold: list[Link], auto: list[Link]) -> dict[str, float]:
    """The clustering metrics of one chunk's links (already `Chunk.within`)."""
    gold_convs, auto_convs = conversations_from_links(gold), conversations_from_links(auto)
    exact, table = exact_match_prf(gold_convs, auto_convs), contingency(gold_convs, auto_convs)
    return {"scaled_vi": table_scaled_vi(table), "one_to_one": table_one_to_one(table),
            "exact_precision": exact.precision, "exact_recall": exact.recall, "exact_f": exact.f,
            "ari": table_ari(table), "shen_f": table_shen_f(table), "nmi": table_nmi(table)}


def evaluate_chunks(gold: Mapping[str, Sequence[Link]], auto: Mapping[str, Sequence[Link]],
                    size: int = DEFAULT_CHUNK_SIZE) -> ChunkScores:
    """Chunk-protocol scores of system links against gold links, both keyed by source (see the module)."""
    if size < 1:
        raise MetricsError(f"chunk size {size}: must be at least 1")
    unknown = sorted(set(auto) - set(gold))
    if unknown:
        raise MetricsError(f"no gold annotation for {unknown[0]!r}")
    chunks, dropped = [], 0
    for source in gold:
        found, left = file_chunks(source, gold[source], size)
        chunks += found
        dropped += left
    if not chunks:
        raise MetricsError(f"no file has {size} annotated messages: no chunk to score")
    per_chunk, gold_links, auto_links = [], [], []
    for chunk in chunks:
        kept_gold, kept_auto = chunk.within(normalised(gold[chunk.source])), chunk.within(normalised(
            auto.get(chunk.source, ())))
        per_chunk.append(chunk_metrics(kept_gold, kept_auto))
        gold_links += kept_gold
        auto_links += kept_auto
    mean = {key: float(np.mean([m[key] for m in per_chunk])) for key in CLUSTER_METRICS}
    links = link_prf([l for l in gold_links if l.message != l.parent], [l for l in auto_links if l.message != l.parent])
    scores = Scores(files=len({c.source for c in chunks}), messages=sum(len(c.messages) for c in chunks),
                    gold_links=sum(l.message != l.parent for l in gold_links),
                    auto_links=sum(l.message != l.parent for l in auto_links), link_precision=links.precision,
                    link_recall=links.recall, link_f=links.f, scaled_vi=mean["scaled_vi"],
                    one_to_one=mean["one_to_one"], exact_precision=mean["exact_precision"],
                    exact_recall=mean["exact_recall"], exact_f=mean["exact_f"], ari=mean["ari"],
                    shen_f=mean["shen_f"], kappa=link_kappa(gold_links, auto_links))
    return ChunkScores(scores, mean["nmi"], len(chunks), size, dropped)


def evaluate_files_chunks(gold_paths: Sequence[str | os.PathLike], auto_paths: Sequence[str | os.PathLike],
                          size: int = DEFAULT_CHUNK_SIZE) -> ChunkScores:
    """`evaluate_chunks` of output files against annotation files, paired by sample name as
    `metrics.evaluate_files` pairs them (conversation output: no link scores)."""
    gold, auto, covered = read_pairs(gold_paths, auto_paths)
    result = replace(evaluate_chunks(gold, auto, size), coverage=round(covered.percent, COVERAGE_DIGITS))
    return replace(result, scores=conversation_only(result.scores, auto_paths))
