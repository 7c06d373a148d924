"""Adjudication: merging two or more annotators' links for one log into a starting point to review.

Links every annotator made are pre-accepted (or, by choice, those most of them made, or any of them made:
`starting_links`; the adjudicator still reviews every message where they differ); a message whose parents differ between annotators is a
disagreement, and each annotator's choice for it becomes a suggestion labelled with their name, so the
adjudicator steps through the disagreements and picks a version (or links by hand). The annotators' files
are given one by one, or as a disagreements file (`disagreements.py`) naming them for each sample.
"""
from __future__ import annotations

import logging
import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from .disagreements import annotator_files, is_disagreements_file
from .files import AnnotationError, annotator_name, log_stem, read_annotation
from .suggest import CERTAIN, Suggestion

logger = logging.getLogger(__name__)

MIN_ANNOTATORS = 2
COMMON, MAJORITY, UNION = "common", "majority", "union"  # which links a message starts with
RULES = (COMMON, MAJORITY, UNION)


@dataclass(frozen=True)
class Adjudication:
    """The agreed links, each annotator's proposal for the disputed messages, and those messages."""

    agreed: dict[int, tuple[int, ...]]
    proposals: tuple[Suggestion, ...]
    disagreements: frozenset[int]
    annotators: tuple[str, ...]


def starting_links(choices: Sequence[tuple[int, ...]], rule: str = COMMON) -> tuple[int, ...]:
    """The parents a message starts with: those every annotator chose (`common`), more than half chose
    (`majority`; with two annotators the same as `common`), or any chose (`union`)."""
    needed = {COMMON: len(choices), MAJORITY: len(choices) // 2 + 1, UNION: 1}[rule]
    counts = Counter(parent for choice in choices for parent in set(choice))
    return tuple(sorted(parent for parent, count in counts.items() if count >= needed))


def compare_annotations(annotations: Mapping[str, Mapping[int, tuple[int, ...]]],
                        rule: str = COMMON) -> Adjudication:
    """Merge annotators' parents (name -> message -> parents); see the module docstring."""
    names = tuple(annotations)
    agreed: dict[int, tuple[int, ...]] = {}
    proposals: list[Suggestion] = []
    disputed = set()
    for message in sorted(set().union(*(set(a) for a in annotations.values()))):
        choices = [tuple(sorted(annotations[name].get(message, ()))) for name in names]
        start = starting_links(choices, rule)
        if start:
            agreed[message] = start
        if len(set(choices)) > 1:
            disputed.add(message)
            proposals.extend(Suggestion(message, choice, CERTAIN, name, choice)
                             for name, choice in zip(names, choices))
    return Adjudication(agreed, tuple(proposals), frozenset(disputed), names)


def read_adjudication(paths: Sequence[str | os.PathLike], log_lines: int,
                      log_path: str | os.PathLike | None = None, rule: str = COMMON) -> Adjudication:
    """Read annotators' files (names from `NAME.annotation.WHO.txt`, else from their directories), or the
    files a disagreements file (`annotate agree --disagreements`) names for the sample of `log_path`."""
    if len(paths) == 1 and log_path is not None and is_disagreements_file(paths[0]):
        named = annotator_files(paths[0], log_stem(log_path).name)
        return _compare_files(list(named.values()), list(named), log_lines, rule)
    if len(paths) < MIN_ANNOTATORS:
        raise ValueError(f"adjudication needs at least {MIN_ANNOTATORS} annotation files, got {len(paths)}")
    return _compare_files(paths, [annotator_name(path) for path in paths], log_lines, rule)


def _compare_files(paths: Sequence[str | os.PathLike], names: Sequence[str], log_lines: int,
                   rule: str) -> Adjudication:
    annotations: dict[str, Mapping[int, tuple[int, ...]]] = {}
    for number, (path, name) in enumerate(zip(paths, names), 1):
        if not Path(path).is_file():
            raise AnnotationError(f"annotation file not found: {path}")
        if name in annotations:
            name = f"{name}#{number}"
        annotations[name] = read_annotation(path, log_lines)
    return compare_annotations(annotations, rule)
