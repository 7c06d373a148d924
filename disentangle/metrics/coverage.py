"""Checks of system output against the gold it is scored on: which log it was predicted for, how much of the
gold range it covers, and whether its links point the way its format says.

Evaluation only means something when the output was predicted for the whole annotated range of the same log.
`sample_logs` finds each sample's log, to check links past its end: `NAME.raw.txt` beside the annotation file,
else the log the output names (`predict` writes each line as `LOG:MESSAGE PARENT -`), as given or beside the
output file; when neither is found the check cannot run and `evaluate_files` says so. `coverage` is the share
of gold-annotated messages the output gives a link for (output of half a log scores half the recall, and
published numbers have been computed over a few percent of the messages by this mistake): below 100% is a
warning and the figure goes into the scores. `later_links` finds link lines pointing the other way from the
rest of their file: `predict` writes `MESSAGE PARENT -` (the first number the larger), annotation files
`PARENT MESSAGE -`; a file holding both holds links to a later line, which no system writes.
"""
from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from disentangle.linking.links import Link
from disentangle.metrics.gold_checks import log_beside

from .records import PERCENT, MetricsError

logger = logging.getLogger(__name__)

PathLike = str | os.PathLike
LINK_LINE = re.compile(r"^(?:(?P<source>.*):)?\s*(?P<first>\d+)\s+(?P<second>\d+)\s+-\s*$")
SHOWN_SAMPLES = 3  # samples named in a warning


@dataclass(frozen=True)
class Coverage:
    """How many gold-annotated messages of each sample the system output gives a link for."""

    annotated: Mapping[str, int]   # sample -> gold-annotated messages
    covered: Mapping[str, int]     # sample -> those of them the output links

    @property
    def percent(self) -> float:
        """The covered share of every sample's annotated messages, in percent (100 with nothing annotated)."""
        total = sum(self.annotated.values())
        return PERCENT * sum(self.covered.values()) / total if total else PERCENT

    def short(self) -> list[str]:
        """The samples the output does not cover whole, as `NAME (covered of annotated)`."""
        return [f"{name} ({self.covered[name]} of {count})" for name, count in sorted(self.annotated.items())
                if self.covered[name] < count]


def _messages(links: Iterable[Link]) -> set[int]:
    """The messages links are given for: the later line of each (the message of `PARENT MESSAGE -`)."""
    return {max(link.message, link.parent) for link in links}


def coverage(gold: Mapping[str, Sequence[Link]], auto: Mapping[str, Sequence[Link]]) -> Coverage:
    """The gold-annotated messages of each sample (with gold links) that the output links."""
    annotated, covered = {}, {}
    for name, links in gold.items():
        if not links:
            continue
        wanted = _messages(links)
        annotated[name] = len(wanted)
        covered[name] = len(wanted & _messages(auto.get(name, ())))
    return Coverage(annotated, covered)


def warn_coverage(found: Coverage) -> None:
    """Say (a warning) when the output leaves gold-annotated messages without a link."""
    short = found.short()
    if not short:
        return
    more = f" and {len(short) - SHOWN_SAMPLES} more" if len(short) > SHOWN_SAMPLES else ""
    logger.warning("the system output covers %.1f%% of the gold-annotated messages: %s%s give fewer links "
                   "than their gold (the others score as missed); was it predicted for the whole log?",
                   found.percent, ", ".join(short[:SHOWN_SAMPLES]), more)


def later_links(path: PathLike) -> tuple[int, int, int]:
    """(lines pointing the minority way, link lines with two numbers, first such line number) of one
    output file; (0, n, 0) when every link line points the same way."""
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except (OSError, ValueError):
        return 0, 0, 0  # the reader reports unreadable files in its own words
    descending: list[int] = []
    ascending: list[int] = []
    for number, line in enumerate(text.splitlines(), 1):
        match = LINK_LINE.match(line.strip())
        if match and int(match["first"]) != int(match["second"]):
            (descending if int(match["first"]) > int(match["second"]) else ascending).append(number)
    minority = min(descending, ascending, key=len)
    return len(minority), len(descending) + len(ascending), minority[0] if minority else 0


def check_directions(paths: Iterable[PathLike]) -> None:
    """Refuse (MetricsError) output files whose link lines point both ways: some link to a later line."""
    for path in paths:
        wrong, links, first = later_links(path)
        if wrong:
            raise MetricsError(f"{os.fspath(path)}:{first}: {wrong} of {links} link lines point the other way "
                               "from the rest (a link to a later line): predict writes MESSAGE PARENT -, "
                               "annotation files PARENT MESSAGE -; this output was not written by either")


def _named_log(source: str, auto_path: PathLike) -> Path | None:
    """The log an output line names: the path as written (relative to the current directory), else beside
    the output file."""
    for candidate in (Path(source), Path(auto_path).parent / Path(source).name):
        if candidate.is_file() and candidate.resolve() != Path(auto_path).resolve():
            return candidate
    return None


def sample_logs(gold_paths: Mapping[str, PathLike], sources: Mapping[str, tuple[str, PathLike]]
                ) -> dict[str, Path | None]:
    """Each gold sample's log (None: not found): `NAME.raw.txt` beside its annotation file, else the log its
    output names (`sources`: sample -> (source as written, output file))."""
    found: dict[str, Path | None] = {}
    for name, annotation in gold_paths.items():
        log = log_beside(annotation)
        if log is None and name in sources:
            log = _named_log(*sources[name])
        found[name] = log
    return found


def warn_unchecked(logs: Mapping[str, Path | None]) -> None:
    """Say that the past-the-end check could not run for samples whose log was not found."""
    missing = sorted(name for name, log in logs.items() if log is None)
    if missing:
        more = f" and {len(missing) - SHOWN_SAMPLES} more" if len(missing) > SHOWN_SAMPLES else ""
        logger.warning("cannot check that the links stay within the log of %s%s: no NAME.raw.txt beside the "
                       "annotation file, and the log the output names is not found", ", ".join(missing[:SHOWN_SAMPLES]),
                       more)
