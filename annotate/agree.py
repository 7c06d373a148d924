"""Agreement between annotators: `annotate agree FILE...` on their annotation files.

Files are grouped by sample (`NAME.annotation.WHO.txt` -> sample NAME, annotator WHO; a file without the
annotator part is named after its directory, e.g. `alice/NAME.annotation.txt`). For every pair of
annotators, one is taken as gold and all samples both annotated are scored together with the project's
metrics (`disentangle.metrics.evaluate`): Cohen's kappa over link / no-link decisions, link P/R/F, and the
conversation metrics of reference section 3. Nothing is re-implemented here.
"""
from __future__ import annotations

import itertools
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from disentangle.linking.links import ConversationError, Link, read_annotation
from disentangle.metrics import MetricsError, Scores, evaluate, format_scores, sample_name
from disentangle.metrics.gold_checks import GoldError, check_gold

from .files import ANNOTATION_SUFFIX, annotator_name

logger = logging.getLogger(__name__)

MIN_ANNOTATORS = 2


class AgreementError(Exception):
    """Files that cannot be compared: unreadable, or fewer than two annotators of a common sample."""


@dataclass(frozen=True)
class PairAgreement:
    """How far annotator `second` agrees with `first` (taken as gold) over the samples both annotated."""

    first: str
    second: str
    samples: tuple[str, ...]
    scores: Scores


def expand(paths: Iterable[str | os.PathLike]) -> list[Path]:
    """Files as given, directories replaced by the annotation files in them."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found.extend(sorted(p for p in path.glob("*.txt") if ANNOTATION_SUFFIX[:-4] in p.name))
        elif path.is_file():
            found.append(path)
        else:
            raise AgreementError(f"no such file or directory: {path}")
    return found


def read_annotators(paths: Sequence[Path]) -> dict[str, dict[str, list[Link]]]:
    """annotator -> sample -> links, from annotation files."""
    annotators: dict[str, dict[str, list[Link]]] = {}
    for path in paths:
        who, sample = annotator_name(path), sample_name(path)
        if sample in annotators.get(who, {}):
            raise AgreementError(f"annotator {who!r} has two files for sample {sample!r} (second: {path})")
        try:
            check_gold(path)
            links = read_annotation(path, sample)
        except (ConversationError, GoldError) as error:
            raise AgreementError(str(error)) from error
        if not links:
            raise AgreementError(f"{path}: no annotated links (an empty annotation file)")
        annotators.setdefault(who, {})[sample] = links
    return annotators


def pairwise(annotators: dict[str, dict[str, list[Link]]]) -> list[PairAgreement]:
    """Scores for every pair of annotators with at least one sample in common."""
    pairs = []
    for first, second in itertools.combinations(sorted(annotators), 2):
        common = tuple(sorted(set(annotators[first]) & set(annotators[second])))
        if not common:
            logger.warning("%s and %s annotated no sample in common", first, second)
            continue
        gold = {sample: annotators[first][sample] for sample in common}
        auto = {sample: annotators[second][sample] for sample in common}
        try:
            pairs.append(PairAgreement(first, second, common, evaluate(gold, auto)))
        except MetricsError as error:
            raise AgreementError(f"{first} vs {second}: {error}") from error
    if not pairs:
        raise AgreementError(f"need at least {MIN_ANNOTATORS} annotators of a common sample; "
                             f"found annotators: {', '.join(sorted(annotators)) or 'none'}")
    return pairs


def agreement(paths: Iterable[str | os.PathLike]) -> list[PairAgreement]:
    """Pairwise agreement of the annotation files (or directories of them) given."""
    return pairwise(read_annotators(expand(paths)))


def format_agreement(pairs: Sequence[PairAgreement]) -> str:
    """A report: one block of scores per pair of annotators."""
    blocks = []
    for pair in pairs:
        title = f"{pair.first} (as gold) vs {pair.second}: {len(pair.samples)} samples"
        blocks.append(title + "\n" + format_scores(pair.scores))
    return "\n".join(blocks)
