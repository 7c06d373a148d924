"""Scoring files: gold annotation files and system output files paired by sample name, then evaluated.

A sample's name is the file's base name without `.annotation[.WHO].txt`, `.raw.txt`, `.ascii.txt` or
`.txt`. Gold files are checked against their logs first (`goldcheck`); output files may hold link lines or
conversation lines (then only the conversation metrics are given).
"""
from __future__ import annotations

import logging
import os
import re
from dataclasses import asdict, replace
from pathlib import Path, PureWindowsPath
from typing import Iterable, Mapping, Sequence, TypeVar

from disentangle.corpus.samples import is_model_link
from disentangle.linking.links import LINK_MARK, ConversationError, Link, read_annotation, read_output
from disentangle.metrics.coverage import (
    Coverage,
    check_directions,
    coverage,
    sample_logs,
    warn_coverage,
    warn_unchecked,
)
from disentangle.metrics.gold_checks import GoldError, check_gold, links_past_log, log_beside

from .records import CONVERSATIONS_FORMAT, LINKS_FORMAT, FileScores, MetricsError, Scores
from .scoring import evaluate

logger = logging.getLogger(__name__)

PathLike = str | os.PathLike
COVERAGE_DIGITS = 2  # the coverage figure of the scores, in percent
SAMPLE_SUFFIX = re.compile(r"(\.annotation(\.[^.]+)?|\.raw|\.ascii)?\.txt$")


def sample_name(path: PathLike) -> str:
    """A sample's name: the base name without .annotation[.WHO].txt, .raw.txt, .ascii.txt or .txt."""
    base = PureWindowsPath(os.fspath(path)).name  # splits on both '/' and '\\'
    return SAMPLE_SUFFIX.sub("", base) or base


def read_gold(paths: Iterable[PathLike], logs: Mapping[str, Path | None] | None = None) -> dict[str, list[Link]]:
    """Gold links per sample name from annotation files, each checked against its log (`logs`: sample ->
    log, from `coverage.sample_logs`; default: the log beside the file)."""
    gold: dict[str, list[Link]] = {}
    for path in paths:
        name = sample_name(path)
        if name in gold:
            raise MetricsError(f"two gold annotation files for sample {name!r} (second: {os.fspath(path)})")
        try:
            check_gold(path, logs.get(name) if logs is not None else None)
            gold[name] = read_annotation(path, name)
        except (ConversationError, GoldError) as error:
            raise MetricsError(str(error)) from error
    return gold


def read_outputs(paths: Iterable[PathLike]) -> dict[PathLike, dict[str, list[Link]]]:
    """Each output file's links per source as written (`read_output`)."""
    try:
        return {path: read_output(path) for path in paths}
    except ConversationError as error:
        raise MetricsError(str(error)) from error


def read_auto(paths: Iterable[PathLike], gold: Mapping[str, Sequence[Link]],
              outputs: Mapping[PathLike, Mapping[str, list[Link]]] | None = None) -> dict[str, list[Link]]:
    """System links per sample name from output files (or their `outputs`, read already); every source must
    have a gold sample."""
    auto: dict[str, list[Link]] = {}
    read = outputs if outputs is not None else read_outputs(paths)
    for path in paths:
        for source, links in read[path].items():
            name = sample_name(source)
            if name not in gold:
                raise MetricsError(f"{os.fspath(path)}: no gold annotation for {source} (sample {name!r})")
            if name in auto:
                raise MetricsError(f"{os.fspath(path)}: sample {name!r} has system output twice ({source})")
            auto[name] = links
    return auto


def check_auto_in_logs(auto: Mapping[str, Sequence[Link]], gold_paths: Iterable[PathLike],
                       logs: Mapping[str, Path | None] | None = None) -> None:
    """Refuse system links past the end of their sample's log (`logs`: sample -> log; default the log beside
    the gold file), as gold links past it are refused: an extra message scored against the gold would lower
    link precision."""
    annotation_of = {sample_name(path): path for path in gold_paths}
    for name, links in auto.items():
        log = logs.get(name) if logs is not None else log_beside(annotation_of[name])
        lines, past = links_past_log(((link.message, link.parent) for link in links), log)
        if past:
            raise MetricsError(f"{links[0].source}: {len(past)} system links point past the end of its log "
                               f"({lines} lines), first {past[0][0]} {past[0][1]} -: the output was not "
                               "predicted for that log")


def output_format(path: PathLike) -> str:
    """`conversations` when any line of a system output file is a conversation line (no `-` mark; a model's
    link `a b - model`, which no reader takes for a link, is none)."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except (OSError, ValueError):
        return LINKS_FORMAT  # read_output reports the problem
    for line in text.splitlines():
        fields = line.rpartition(":")[2].split()
        if fields and fields[-1] != LINK_MARK and not is_model_link(line):
            return CONVERSATIONS_FORMAT
    return LINKS_FORMAT


def read_pairs(gold_paths: Sequence[PathLike], auto_paths: Sequence[PathLike]
               ) -> tuple[dict[str, list[Link]], dict[str, list[Link]], Coverage]:
    """Gold and output links paired by sample name, checked as every protocol of `evaluate` checks them: gold
    against its log (found beside it or where the output names it, else a warning that the check did not
    run), output lines inside the logs and pointing back, and how much of the gold the output covers (a
    warning when not all)."""
    if not gold_paths or not auto_paths:
        raise MetricsError("need at least one gold annotation file and one system output file")
    outputs = read_outputs(auto_paths)
    sources = {sample_name(source): (source, path) for path, read in outputs.items() for source in read}
    logs = sample_logs({sample_name(path): path for path in gold_paths}, sources)
    warn_unchecked(logs)
    gold = read_gold(gold_paths, logs)
    auto = read_auto(auto_paths, gold, outputs)
    check_auto_in_logs(auto, gold_paths, logs)
    check_directions(auto_paths)
    covered = coverage(gold, auto)
    warn_coverage(covered)
    return gold, auto, covered


def evaluate_files(gold_paths: Sequence[PathLike], auto_paths: Sequence[PathLike]) -> FileScores:
    """Evaluate output files (link or conversation lines) against annotation files, by sample name.

    Conversation lines (`predict --format conversations`) say which messages belong together but not
    which message each one replies to: the conversation metrics are exact, while link P/R/F and kappa
    cannot be computed and are None (with a warning), never scored on made-up chains.
    """
    gold, auto, covered = read_pairs(gold_paths, auto_paths)
    scores = FileScores(**asdict(evaluate(gold, auto)), coverage=round(covered.percent, COVERAGE_DIGITS))
    return conversation_only(scores, auto_paths)


ScoresT = TypeVar("ScoresT", bound=Scores)


def conversation_only(scores: ScoresT, auto_paths: Sequence[PathLike]) -> ScoresT:
    """`scores` as they stand when every output holds links; when any holds conversation lines, a warning and
    the link-based figures (link P/R/F, kappa) set to None, never scored on made-up chains."""
    conversational = [os.fspath(p) for p in auto_paths if output_format(p) == CONVERSATIONS_FORMAT]
    if not conversational:
        return scores
    logger.warning("%s holds conversation lines (predict --format conversations): link P/R/F and kappa "
                   "need the links (--format links); only the conversation metrics are given",
                   ", ".join(conversational))
    return replace(scores, link_precision=None, link_recall=None, link_f=None, kappa=None,
                   auto_format=CONVERSATIONS_FORMAT)
