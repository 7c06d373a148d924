"""A calibrated probability per dialogue: the chance that a predicted conversation is exactly a gold one.

The link model's own measure (`disentangle.linking.confidence`, `closed`) ranks conversations only roughly.
`conversation_evidence` reads, for each conversation of a scored log, the dialogue-level evidence listed in
`FEATURE_NAMES` (its links' probabilities and margins over the runner-up, second parents, uncertain links,
length, participants, time gaps, addressing, lines of other conversations within its span, the `closed`
measure); a `Calibrator` (a logistic regression over those features, fitted out of fold on the annotated
corpus by `bench/calibration.py` through `disentangle.training.calibration`) turns each row into a
probability. The fitted calibrator ships as JSON (`CALIBRATION_FILE`, beside the shipped model) and is
read by `load_calibrator`; a missing, unreadable or other-version file is a one-line `CalibrationError`.
`precision_threshold` picks the lowest threshold whose kept dialogues have an expected share of exact ones
(the mean of their probabilities) of at least a wanted precision (`extract --min-precision`).
"""
from __future__ import annotations

import json
import logging
import math
import os
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from disentangle.atomic import atomic_write_text
from disentangle.errors import DisentangleError
from disentangle.linking.confidence import (
    CONFIDENCE_DIGITS,
    ScoredLinks,
    chosen_parents,
    inside_probability,
    outside_probability,
)
from disentangle.logs.records import Log, nick_key
from disentangle.settings import SHIPPED_MODEL

logger = logging.getLogger(__name__)

CALIBRATION_FILE = "calibration.json"
CALIBRATION_VERSION = 1
DEFAULT_CALIBRATION = SHIPPED_MODEL.parent / CALIBRATION_FILE   # in a checkout: models/calibration.json
CALIBRATED_MEASURE = "calibrated"   # what stats.json calls the confidence dialogues record
DEFAULT_MIN_CONFIDENCE = 0.5783     # extract's default threshold: the shipped calibrator's default_threshold
UNCERTAIN_LINK = 0.5        # a chosen parent below this probability counts as an uncertain link
LOG_FLOOR = 1e-6            # probabilities are floored here before their logarithm
FEATURE_NAMES = (
    "log_closed", "log_inside", "log_outside", "start_probability",
    "min_chosen", "mean_chosen", "min_margin", "mean_margin",
    "uncertain_links", "uncertain_share", "second_parents",
    "log_messages", "participants", "participants_share",
    "log_max_gap", "log_duration", "addressed_share", "addressed_outside_share",
    "log_outside_lines", "outside_share",
)


class CalibrationError(DisentangleError):
    """The calibrator file is missing, unreadable or of another version (one line)."""


@dataclass(frozen=True)
class LogContext:
    """What every conversation of one scored log shares: chosen parents, lines given a second parent, each
    line's addressee (nick key or None), and the log itself."""

    log: Log
    scored: ScoredLinks
    parents: dict[int, int]
    second: frozenset[int]
    addressees: tuple[str | None, ...]


def log_context(log: Log, scored: ScoredLinks) -> LogContext:
    """The shared part of the evidence of `log`'s conversations (computed once per log)."""
    from disentangle.dialogues.addressing import addressee, known_nicks  # wordfreq: only when scoring
    from disentangle.linking.second_parents import second_parents
    nicks = known_nicks(log)
    addressees = tuple(None if m.is_system else addressee(m, nicks) for m in log.messages)
    second = frozenset(link.message for link in second_parents(scored))
    return LogContext(log, scored, chosen_parents(scored), second, addressees)


def _log(value: float) -> float:
    return math.log(max(value, LOG_FLOOR))


def _link_rows(context: LogContext, lines: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
    """The chosen parent's probability and its margin over the runner-up, for the predicted lines."""
    scored, chosen, margins = context.scored, [], []
    for line in lines:
        probs = scored.distribution(line)
        if probs is None:
            continue
        own = scored.probability(line, context.parents.get(line, line))
        chosen.append(own)
        margins.append(own - float(np.partition(probs, -2)[-2]) if len(probs) > 1 else 1.0)
    if not chosen:
        return np.ones(1), np.ones(1)
    return np.array(chosen), np.array(margins)


def _time_and_people(context: LogContext, lines: Sequence[int]) -> list[float]:
    messages = [context.log.messages[line] for line in lines]
    minutes = np.array([m.minute for m in messages], dtype=np.float64)
    gaps = np.diff(minutes) if len(minutes) > 1 else np.zeros(1)
    speakers = {nick_key(m.nick) for m in messages}
    addressed = [context.addressees[line] for line in lines]
    named = [a for a in addressed if a is not None]
    outside = sum(a not in speakers for a in named)
    return [len(speakers), len(speakers) / len(lines), math.log1p(max(float(gaps.max()), 0.0)),
            math.log1p(max(float(minutes[-1] - minutes[0]), 0.0)), len(named) / len(lines),
            outside / len(lines)]


def _outside_lines(context: LogContext, lines: Sequence[int]) -> list[float]:
    members = set(lines)
    span = [i for i in range(lines[0], lines[-1] + 1) if not context.log.messages[i].is_system]
    others = sum(i not in members for i in span)
    return [math.log1p(others), others / len(span) if span else 0.0]


def conversation_evidence(context: LogContext, lines: Sequence[int]) -> np.ndarray:
    """The `FEATURE_NAMES` row of the conversation made of `lines` (sorted indices of the scored log)."""
    scored = context.scored
    inside, outside = inside_probability(scored, lines), outside_probability(scored, lines)
    start = scored.probability(lines[0], lines[0])
    chosen, margins = _link_rows(context, lines)
    uncertain = int((chosen < UNCERTAIN_LINK).sum())
    row = [_log(inside * outside), _log(inside), _log(outside), start,
           float(chosen.min()), float(chosen.mean()), float(margins.min()), float(margins.mean()),
           uncertain, uncertain / len(chosen), sum(line in context.second for line in lines),
           math.log(len(lines)), *_time_and_people(context, lines), *_outside_lines(context, lines)]
    return np.array(row, dtype=np.float64)


def evidence_rows(log: Log, scored: ScoredLinks, conversations: Sequence[Sequence[int]]) -> np.ndarray:
    """`conversation_evidence` of several conversations of one scored log, one row each."""
    context = log_context(log, scored)
    rows = [conversation_evidence(context, sorted(set(lines))) for lines in conversations]
    return np.array(rows, dtype=np.float64).reshape(len(rows), len(FEATURE_NAMES))


@dataclass(frozen=True)
class Calibrator:
    """A logistic regression over standardised `FEATURE_NAMES`: P(exact) = sigmoid(b + sum w_i (x_i - m_i) / s_i).

    `default_threshold` is extract's default `--min-confidence` chosen with it (out of fold), `fitted`
    says how it was fitted (recipe, folds, counts, scores), for the file's readers."""

    feature_names: tuple[str, ...]
    means: tuple[float, ...]
    scales: tuple[float, ...]
    coefficients: tuple[float, ...]
    intercept: float
    default_threshold: float
    fitted: str
    version: int = CALIBRATION_VERSION

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        """P(exactly a gold conversation) of each evidence row."""
        standard = (np.asarray(rows, dtype=np.float64) - np.array(self.means)) / np.array(self.scales)
        return 1.0 / (1.0 + np.exp(-(standard @ np.array(self.coefficients) + self.intercept)))

    def confidences(self, log: Log, scored: ScoredLinks, conversations: Sequence[Sequence[int]]) -> list[float]:
        """The calibrated confidence (rounded as records keep it) of each conversation of `log`."""
        if not conversations:
            return []
        values = self.probabilities(evidence_rows(log, scored, conversations))
        return [round(float(v), CONFIDENCE_DIGITS) for v in values]


def save_calibrator(calibrator: Calibrator, path: str | os.PathLike) -> Path:
    """Write the calibrator as JSON (atomically)."""
    target = Path(path)
    atomic_write_text(target, json.dumps(asdict(calibrator), indent=1) + "\n")
    return target


def load_calibrator(path: str | os.PathLike | None = None) -> Calibrator:
    """Read a calibrator file (default: the shipped one); `CalibrationError` with a one-line reason when it
    is missing, unreadable, of another version or not for today's `FEATURE_NAMES`."""
    source = Path(path) if path is not None else DEFAULT_CALIBRATION
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CalibrationError(f"{source}: no calibrator file (refit it: make calibrate)") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CalibrationError(f"{source}: unreadable calibrator file ({exc})") from None
    if not isinstance(data, dict) or data.get("version") != CALIBRATION_VERSION:
        found = data.get("version") if isinstance(data, dict) else None
        raise CalibrationError(f"{source}: calibrator version {found!r}, this program reads version "
                               f"{CALIBRATION_VERSION} (refit it: make calibrate)")
    try:
        calibrator = Calibrator(tuple(data["feature_names"]), tuple(map(float, data["means"])),
                                tuple(map(float, data["scales"])), tuple(map(float, data["coefficients"])),
                                float(data["intercept"]), float(data["default_threshold"]), str(data["fitted"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise CalibrationError(f"{source}: malformed calibrator file ({exc!r})") from None
    if calibrator.feature_names != FEATURE_NAMES or not (
            len(calibrator.means) == len(calibrator.scales) == len(calibrator.coefficients) == len(FEATURE_NAMES)):
        raise CalibrationError(f"{source}: the calibrator's features are not this program's (refit it: make calibrate)")
    return calibrator


@dataclass(frozen=True)
class PrecisionChoice:
    """The threshold `--min-precision` chose: kept dialogues, their expected exact share and expected exact
    count (sums of probabilities); `threshold` None when no threshold reaches the precision (none kept)."""

    precision: float
    threshold: float | None
    kept: int
    expected_exact: float

    @property
    def expected_precision(self) -> float | None:
        return self.expected_exact / self.kept if self.kept else None


def precision_threshold(confidences: Sequence[float], precision: float) -> PrecisionChoice:
    """The lowest threshold t such that the dialogues with confidence >= t have a mean confidence (expected
    share of exact dialogues) of at least `precision`: the most dialogues kept at that expected precision."""
    ordered = np.sort(np.asarray(confidences, dtype=np.float64))[::-1]
    best = PrecisionChoice(precision, None, 0, 0.0)
    if not len(ordered):
        return best
    cumulative = np.cumsum(ordered)
    distinct_ends = np.flatnonzero(np.append(ordered[1:] != ordered[:-1], True))   # last index of each value
    for end in distinct_ends:
        kept = int(end) + 1
        if cumulative[end] / kept >= precision:
            best = PrecisionChoice(precision, float(ordered[end]), kept, round(float(cumulative[end]), 3))
    return best
