"""The dialogue calibrator: its evidence, its file, the --min-precision threshold, fitting and calibration error."""
from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import numpy as np
import pytest

from disentangle.dialogues import calibration
from disentangle.dialogues.calibration import (
    FEATURE_NAMES,
    CalibrationError,
    Calibrator,
    load_calibrator,
    log_context,
    precision_threshold,
    save_calibrator,
)
from disentangle.extract.records import DayTask
from disentangle.linking.confidence import ScoredLinks, conversation_confidence
from disentangle.linking.links import Link
from disentangle.logs.records import Log, Message, ReadStats
from disentangle.training.calibration import (
    calibration_bins,
    cross_validated,
    expected_calibration_error,
    fit_calibrator,
    log_loss,
)


def _calibrator(**changes) -> Calibrator:
    n = len(FEATURE_NAMES)
    base = Calibrator(FEATURE_NAMES, (0.0,) * n, (1.0,) * n, (0.0,) * n, 0.0, 0.5, "test")
    return dataclasses.replace(base, **changes)


# ------------------------------------------------------------------------------- --min-precision threshold

def test_min_precision_keeps_the_most_dialogues_whose_mean_confidence_reaches_it() -> None:
    choice = precision_threshold([0.2, 0.9, 0.7, 0.8], 0.8)   # means from the top: 0.9, 0.85, 0.8, 0.65
    assert (choice.threshold, choice.kept, choice.expected_exact) == (0.7, 3, 2.4)
    assert choice.expected_precision == pytest.approx(0.8)


def test_min_precision_never_splits_tied_confidences() -> None:
    # 0.9 alone reaches 0.7; with both 0.5s the mean is 0.633: a threshold of 0.5 keeps both or neither
    assert precision_threshold([0.9, 0.5, 0.5], 0.7).kept == 1
    assert precision_threshold([0.9, 0.5, 0.5], 0.6).threshold == 0.5


def test_min_precision_nobody_reaches_keeps_none() -> None:
    choice = precision_threshold([0.4, 0.3], 0.9)
    assert choice.threshold is None and choice.kept == 0 and choice.expected_precision is None
    assert precision_threshold([], 0.5).kept == 0


# ------------------------------------------------------------------------------------- the calibrator file

def test_the_shipped_calibrator_loads_and_its_threshold_is_extracts_default() -> None:
    shipped = load_calibrator()
    assert shipped.feature_names == FEATURE_NAMES and shipped.fitted
    assert shipped.default_threshold == calibration.DEFAULT_MIN_CONFIDENCE


def test_a_calibrator_file_reads_back_as_written(tmp_path: Path) -> None:
    written = _calibrator(coefficients=tuple(float(i) for i in range(len(FEATURE_NAMES))), intercept=-1.5)
    assert load_calibrator(save_calibrator(written, tmp_path / "c.json")) == written


@pytest.mark.fault
@pytest.mark.parametrize("content, reason", [
    (None, "no calibrator file"),
    ("{not json", "unreadable calibrator file"),
    ('{"version": 99}', "calibrator version 99, this program reads version 1"),
    ('[1, 2]', "calibrator version None"),
    ('{"version": 1, "means": []}', "malformed calibrator file"),
])
def test_a_bad_calibrator_file_is_a_one_line_error(tmp_path: Path, content: str | None, reason: str) -> None:
    path = tmp_path / "calibration.json"
    if content is not None:
        path.write_text(content)
    with pytest.raises(CalibrationError, match=reason) as raised:
        load_calibrator(path)
    assert "\n" not in str(raised.value)


@pytest.mark.fault
def test_a_calibrator_of_other_features_is_refused(tmp_path: Path) -> None:
    data = dataclasses.asdict(_calibrator())
    data["feature_names"] = list(FEATURE_NAMES[:-1]) + ["something_else"]
    (tmp_path / "c.json").write_text(json.dumps(data))
    with pytest.raises(CalibrationError, match="features are not this program's"):
        load_calibrator(tmp_path / "c.json")


def test_probabilities_are_the_logistic_of_the_standardised_row() -> None:
    n = len(FEATURE_NAMES)
    c = _calibrator(means=(1.0,) * n, scales=(2.0,) * n, coefficients=(1.0,) + (0.0,) * (n - 1), intercept=0.5)
    row = np.full((1, n), 5.0)
    assert c.probabilities(row)[0] == pytest.approx(1 / (1 + math.exp(-(0.5 + (5.0 - 1.0) / 2.0))))


def test_day_fingerprints_change_with_the_calibrator() -> None:
    task = DayTask("2015-01-01", "s", b"x", model_digest="m", calibration_digest="a")
    assert task.fingerprint != dataclasses.replace(task, calibration_digest="b").fingerprint


# ------------------------------------------------------------------------------------------------ evidence

def _log(lines: list[tuple[str, int, str]]) -> Log:
    messages = tuple(Message(i, "message", nick, text, minute, f"[{minute}] <{nick}> {text}")
                     for i, (nick, minute, text) in enumerate(lines))
    return Log("t", messages, ReadStats())


def _scored(rows: list[list[float]], chosen: list[int]) -> ScoredLinks:
    """Rows: line i's probabilities over candidates 0..i (the last: itself)."""
    return ScoredLinks(tuple(Link("t", i, p) for i, p in enumerate(chosen)), 0,
                       tuple(np.array(r) for r in rows))


def test_evidence_reads_links_margins_people_gaps_addressing_and_lines_of_others() -> None:
    log = _log([("ann", 0, "my wifi is down"), ("bob", 1, "something else"), ("cat", 3, "ann: which card?"),
                ("ann", 10, "cat: intel")])
    scored = _scored([[1.0], [0.1, 0.9], [0.6, 0.1, 0.3], [0.1, 0.2, 0.4, 0.3]], [0, 1, 0, 2])
    conversation = [0, 2, 3]
    row = dict(zip(FEATURE_NAMES, calibration.conversation_evidence(log_context(log, scored), conversation)))
    assert row["log_closed"] == pytest.approx(math.log(conversation_confidence(scored, conversation, "closed")),
                                              abs=1e-5)
    assert row["min_chosen"] == pytest.approx(0.4) and row["mean_chosen"] == pytest.approx((1.0 + 0.6 + 0.4) / 3)
    assert row["min_margin"] == pytest.approx(0.1)             # line 3: 0.4 against 0.3
    assert row["uncertain_links"] == 1 and row["uncertain_share"] == pytest.approx(1 / 3)
    assert row["log_messages"] == pytest.approx(math.log(3)) and row["participants"] == 2
    assert row["log_max_gap"] == pytest.approx(math.log1p(7)) and row["log_duration"] == pytest.approx(math.log1p(10))
    assert row["addressed_share"] == pytest.approx(2 / 3) and row["addressed_outside_share"] == 0
    assert row["log_outside_lines"] == pytest.approx(math.log1p(1)) and row["outside_share"] == pytest.approx(1 / 4)
    assert row["start_probability"] == 1.0


# ----------------------------------------------------------------------------------- fitting and measuring

def _synthetic(n: int = 400, seed: int = 0) -> tuple[np.ndarray, np.ndarray, list[str]]:
    rng = np.random.default_rng(seed)
    rows = rng.normal(size=(n, len(FEATURE_NAMES)))
    truth = 1 / (1 + np.exp(-(2.0 * rows[:, 0] - 1.0 * rows[:, 5])))
    return rows, rng.random(n) < truth, [f"file{i % 20}" for i in range(n)]


def test_a_fitted_calibrator_finds_the_evidence_that_matters_and_is_calibrated_out_of_fold() -> None:
    rows, labels, groups = _synthetic()
    fitted = fit_calibrator(rows, labels, 0.6, "synthetic")
    assert fitted.coefficients[0] > 1.0 and fitted.coefficients[5] < -0.5 and fitted.default_threshold == 0.6
    held_out = cross_validated(rows, labels, groups, 5)
    assert expected_calibration_error(held_out, labels) < 0.1


def test_fitting_needs_both_outcomes_and_rows_of_the_features() -> None:
    rows, labels, _ = _synthetic(20)
    with pytest.raises(ValueError, match="both"):
        fit_calibrator(rows, np.ones(20, bool))
    with pytest.raises(ValueError, match="features"):
        fit_calibrator(rows[:, :3], labels)


def test_calibration_bins_and_expected_calibration_error() -> None:
    probabilities = [0.05, 0.05, 0.95, 0.95, 0.55]
    labels = [False, False, True, False, True]
    bins = calibration_bins(probabilities, labels)
    assert [(b.low, b.count, b.observed) for b in bins] == [(0.0, 2, 0.0), (0.5, 1, 1.0), (0.9, 2, 0.5)]
    # |0.05 - 0| * 2 + |0.55 - 1| * 1 + |0.95 - 0.5| * 2, over 5
    assert expected_calibration_error(probabilities, labels) == pytest.approx((0.1 + 0.45 + 0.9) / 5)
    assert calibration_bins([1.0], [True])[0].low == 0.9       # 1.0 falls in the last bin


def test_a_calibrator_on_some_columns_leaves_the_others_out() -> None:
    rows, labels, groups = _synthetic()
    fitted = fit_calibrator(rows, labels, columns=(FEATURE_NAMES[0],))
    assert all(c == 0 for c in fitted.coefficients[1:]) and fitted.coefficients[0] > 0
    moved = rows.copy()
    moved[:, 1:] += 100.0                                       # the other columns do not matter at all
    assert np.allclose(fitted.probabilities(rows), fitted.probabilities(moved))
    assert len(cross_validated(rows, labels, groups, 4, (FEATURE_NAMES[0],))) == len(rows)


def test_log_loss() -> None:
    assert log_loss([0.5, 0.5], [True, False]) == pytest.approx(math.log(2))
    assert log_loss([1.0], [False]) == pytest.approx(-math.log(1e-6))
