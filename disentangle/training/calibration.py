"""Fitting the dialogue calibrator (`disentangle.dialogues.calibration`) and measuring how well it is calibrated.

`fit_calibrator` fits a logistic regression (scikit-learn, L2, `REGULARISATION`) on standardised evidence
rows and labels (exactly a gold dialogue or not) and returns a `Calibrator`. `cross_validated` gives every
row a probability from a calibrator fitted on the other groups of files (folds over files, never over
dialogues of one file), `calibration_bins` and `expected_calibration_error` compare predicted probabilities
with observed shares. `bench/calibration.py` runs the whole recipe (out-of-fold link models, their
dialogues, the fit, the reports).
"""
from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from disentangle.dialogues.calibration import FEATURE_NAMES, Calibrator

logger = logging.getLogger(__name__)

REGULARISATION = 1.0        # scikit-learn's C: inverse L2 strength on standardised features
MAX_ITERATIONS = 1000
CALIBRATION_BINS = 10       # equal-width probability bins for the calibration table and ECE
LOSS_FLOOR = 1e-6            # probabilities are clipped here for the log-loss
MIN_SCALE = 1e-9            # a constant feature is scaled by 1 (not divided by zero)


def fit_calibrator(rows: np.ndarray, labels: Sequence[bool], default_threshold: float = 0.5,
                   fitted: str = "", columns: Sequence[str] = FEATURE_NAMES) -> Calibrator:
    """A calibrator fitted on evidence rows (`FEATURE_NAMES` columns) and their labels, reading only the
    features `columns` (the others get coefficient 0, mean 0, scale 1)."""
    from sklearn.linear_model import LogisticRegression

    rows = np.asarray(rows, dtype=np.float64)
    y = np.asarray(labels, dtype=bool)
    if rows.ndim != 2 or rows.shape[1] != len(FEATURE_NAMES) or len(rows) != len(y):
        raise ValueError(f"need rows of {len(FEATURE_NAMES)} features, one per label")
    if y.all() or not y.any():
        raise ValueError("need both exact and inexact dialogues to fit a calibrator")
    used = np.array([name in columns for name in FEATURE_NAMES])
    means = np.where(used, rows.mean(axis=0), 0.0)
    scales = np.where(used, rows.std(axis=0), 1.0)
    scales[scales < MIN_SCALE] = 1.0
    model = LogisticRegression(C=REGULARISATION, max_iter=MAX_ITERATIONS)
    model.fit(((rows - means) / scales)[:, used], y)
    coefficients = np.zeros(len(FEATURE_NAMES))
    coefficients[used] = model.coef_[0]
    return Calibrator(FEATURE_NAMES, tuple(map(float, means)), tuple(map(float, scales)),
                      tuple(map(float, coefficients)), float(model.intercept_[0]), default_threshold, fitted)


def cross_validated(rows: np.ndarray, labels: Sequence[bool], groups: Sequence[str], folds: int,
                    columns: Sequence[str] = FEATURE_NAMES) -> np.ndarray:
    """Each row's probability from a calibrator fitted on the rows of the other folds; folds are groups
    (files) dealt round-robin in sorted order, so one file's dialogues are never on both sides."""
    rows = np.asarray(rows, dtype=np.float64)
    y = np.asarray(labels, dtype=bool)
    names = sorted(set(groups))
    fold_of_group = {name: k % folds for k, name in enumerate(names)}
    fold = np.array([fold_of_group[g] for g in groups])
    found = np.zeros(len(rows))
    for k in range(folds):
        held = fold == k
        found[held] = fit_calibrator(rows[~held], y[~held], columns=columns).probabilities(rows[held])
    return found


@dataclass(frozen=True)
class CalibrationBin:
    """Dialogues whose probability is in [low, high): how many, their mean probability, the share exact."""

    low: float
    high: float
    count: int
    predicted: float
    observed: float


def calibration_bins(probabilities: Sequence[float], labels: Sequence[bool],
                     bins: int = CALIBRATION_BINS) -> list[CalibrationBin]:
    """Equal-width bins of the probabilities (the last one closed), empty bins left out."""
    p = np.asarray(probabilities, dtype=np.float64)
    y = np.asarray(labels, dtype=bool)
    index = np.minimum((p * bins).astype(int), bins - 1)
    found = []
    for b in range(bins):
        inside = index == b
        if inside.any():
            found.append(CalibrationBin(b / bins, (b + 1) / bins, int(inside.sum()), float(p[inside].mean()),
                                        float(y[inside].mean())))
    return found


def log_loss(probabilities: Sequence[float], labels: Sequence[bool]) -> float:
    """The mean negative log-likelihood of the labels (lower is better; probabilities clipped at 1e-6)."""
    p = np.clip(np.asarray(probabilities, dtype=np.float64), LOSS_FLOOR, 1 - LOSS_FLOOR)
    y = np.asarray(labels, dtype=bool)
    return float(-np.mean(np.where(y, np.log(p), np.log(1 - p))))


def expected_calibration_error(probabilities: Sequence[float], labels: Sequence[bool],
                               bins: int = CALIBRATION_BINS) -> float:
    """The count-weighted mean |mean probability - share exact| over `calibration_bins` (0..1)."""
    found = calibration_bins(probabilities, labels, bins)
    total = sum(b.count for b in found)
    return sum(b.count * abs(b.predicted - b.observed) for b in found) / total if total else 0.0
