"""Agreement between annotators: `annotate agree FILE...` on their annotation files.

Files are grouped by sample (`NAME.annotation.WHO.txt` -> sample NAME, annotator WHO; a file without the
annotator part is named after its directory, e.g. `alice/NAME.annotation.txt`). For every pair of
annotators, one is taken as gold and all samples both annotated are scored together with the project's
metrics (`disentangle.metrics.evaluate`): Cohen's kappa over link / no-link decisions, link P/R/F, and the
conversation metrics of reference section 3, over all samples and sample by sample. Nothing is
re-implemented here. `disagreements` lists every message the annotators link differently, for the file
`annotate --adjudicate` opens (`disagreements.py`).
"""
from __future__ import annotations

import itertools
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from annotate.model.adjudication import compare_annotations
from annotate.model.disagreements import SampleDisagreements
from annotate.model.files import ANNOTATION_SUFFIX, AnnotationError, annotator_name
from annotate.model.files import read_annotation as read_parents
from disentangle.linking.links import ConversationError, Link, read_annotation
from disentangle.metrics import MetricsError, Scores, evaluate, format_scores, sample_name
from disentangle.metrics.gold_checks import GoldError, check_gold

logger = logging.getLogger(__name__)

MIN_ANNOTATORS = 2
PER_SAMPLE_COLUMNS = "messages   kappa  link F      VI     1-1  exact F"


class AgreementError(Exception):
    """Files that cannot be compared: unreadable, or fewer than two annotators of a common sample."""


@dataclass(frozen=True)
class PairAgreement:
    """How far annotator `second` agrees with `first` (taken as gold) over the samples both annotated."""

    first: str
    second: str
    samples: tuple[str, ...]
    scores: Scores
    per_sample: tuple[tuple[str, Scores], ...] = ()  # (sample, its scores alone), in sample order


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


def group(paths: Sequence[Path]) -> dict[str, dict[str, Path]]:
    """annotator -> sample -> annotation file."""
    grouped: dict[str, dict[str, Path]] = {}
    for path in paths:
        who, sample = annotator_name(path), sample_name(path)
        if sample in grouped.get(who, {}):
            raise AgreementError(f"annotator {who!r} has two files for sample {sample!r} (second: {path})")
        grouped.setdefault(who, {})[sample] = path
    return grouped


def read_annotators(paths: Sequence[Path]) -> dict[str, dict[str, list[Link]]]:
    """annotator -> sample -> links, from annotation files."""
    annotators: dict[str, dict[str, list[Link]]] = {}
    for who, samples in group(paths).items():
        for sample, path in samples.items():
            try:
                check_gold(path)
                links = read_annotation(path, sample)
            except (ConversationError, GoldError) as error:
                raise AgreementError(str(error)) from error
            if not links:
                raise AgreementError(f"{path}: no annotated links (an empty annotation file)")
            annotators.setdefault(who, {})[sample] = links
    return annotators


def _scores(first: dict[str, list[Link]], second: dict[str, list[Link]], samples: Sequence[str]) -> Scores:
    return evaluate({sample: first[sample] for sample in samples}, {sample: second[sample] for sample in samples})


def pairwise(annotators: dict[str, dict[str, list[Link]]]) -> list[PairAgreement]:
    """Scores for every pair of annotators with at least one sample in common."""
    pairs = []
    for first, second in itertools.combinations(sorted(annotators), 2):
        common = tuple(sorted(set(annotators[first]) & set(annotators[second])))
        if not common:
            logger.warning("%s and %s annotated no sample in common", first, second)
            continue
        gold, auto = annotators[first], annotators[second]
        try:
            per_sample = tuple((sample, _scores(gold, auto, (sample,))) for sample in common)
            pairs.append(PairAgreement(first, second, common, _scores(gold, auto, common), per_sample))
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
    """A report: per pair of annotators, the scores over all samples, then a line per sample."""
    blocks = []
    for pair in pairs:
        title = f"{pair.first} (as gold) vs {pair.second}: {len(pair.samples)} samples"
        blocks.append(title + "\n" + format_scores(pair.scores) + format_per_sample(pair))
    return "\n".join(blocks)


def format_per_sample(pair: PairAgreement) -> str:
    """One line per sample: messages, kappa, link F, scaled VI, one-to-one and exact-match F (in %)."""
    if not pair.per_sample:
        return ""
    width = max(len("sample"), *(len(sample) for sample, _ in pair.per_sample))
    lines = [f"per sample:\n{'sample':<{width}}  {PER_SAMPLE_COLUMNS}"]
    for sample, scores in pair.per_sample:
        kappa, link_f = ("   n/a", "   n/a") if scores.link_f is None else (f"{scores.kappa:6.3f}", f"{scores.link_f:6.2f}")
        lines.append(f"{sample:<{width}}  {scores.messages:8d}  {kappa}  {link_f}  {scores.scaled_vi:6.2f}  "
                     f"{scores.one_to_one:6.2f}  {scores.exact_f:7.2f}")
    return "\n".join(lines) + "\n"


def disagreements(paths: Iterable[str | os.PathLike]) -> list[SampleDisagreements]:
    """For every sample two or more annotators annotated: their files and each message they link differently."""
    grouped = group(expand(paths))
    samples: dict[str, dict[str, Path]] = {}
    for who, files in sorted(grouped.items()):
        for sample, path in files.items():
            samples.setdefault(sample, {})[who] = path
    found = []
    for sample, files in sorted(samples.items()):
        if len(files) < MIN_ANNOTATORS:
            continue
        try:
            parents = {who: read_parents(path) for who, path in files.items()}
        except AnnotationError as error:
            raise AgreementError(str(error)) from error
        compared = compare_annotations(parents)
        messages = {message: {who: tuple(sorted(parents[who].get(message, ()))) for who in files}
                    for message in compared.disagreements}
        found.append(SampleDisagreements(sample, files, messages))
    if not found:
        raise AgreementError(f"need at least {MIN_ANNOTATORS} annotators of a common sample")
    return found
