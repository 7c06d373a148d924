"""The fold layout of the calibrator's out-of-fold dialogues (`bench/calibration.py`, issue 43 item 1): every
train file is held out by exactly one fold, and a fold's link model never trains on a file it predicts."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


@pytest.fixture(scope="module")
def calibration_bench():
    sys.path.insert(0, str(BENCH))   # the script imports bench/report.py from beside it
    try:
        spec = importlib.util.spec_from_file_location("calibration_bench", BENCH / "calibration.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.path.remove(str(BENCH))


def tiny_corpus(root: Path, count: int) -> Path:
    for split in ("train", "dev"):
        (root / split).mkdir(parents=True)
    for i in range(count):
        for suffix in (".raw.txt", ".annotation.txt"):
            (root / "train" / f"2010-01-{i + 1:02d}{suffix}").write_text("x\n")
    (root / "dev" / "2011-01-01.raw.txt").write_text("x\n")
    return root


@pytest.mark.parametrize("folds", [2, 3, 4])
def test_every_train_file_is_held_out_by_one_fold_and_never_trained_on_by_it(calibration_bench, tmp_path, folds) -> None:
    data = tiny_corpus(tmp_path / "data", 9)
    names = sorted(p.name[: -len(".raw.txt")] for p in (data / "train").glob("*.raw.txt"))
    roots = calibration_bench.fold_corpora(data, tmp_path / "work", folds)
    assert len(roots) == folds
    held = [calibration_bench.held_out_names(names, k, folds) for k in range(folds)]
    assert sorted(n for h in held for n in h) == names                 # a partition of the train files
    for root, out in zip(roots, held):
        trained = {p.name[: -len(".raw.txt")] for p in (root / "train").glob("*.raw.txt")}
        assert trained == set(names) - out                             # the rest, and only the rest
        assert (root / "train" / f"{sorted(trained)[0]}.annotation.txt").is_symlink()
        assert (root / "dev").resolve() == (data / "dev").resolve()
    assert len({root.parent for root in roots}) == 1 and roots[0].parent.name == f"{folds}-folds"


def test_a_second_layout_does_not_reuse_the_first_ones_fold_models(calibration_bench, tmp_path) -> None:
    data = tiny_corpus(tmp_path / "data", 6)
    two, four = calibration_bench.fold_corpora(data, tmp_path / "w", 2), calibration_bench.fold_corpora(data, tmp_path / "w", 4)
    assert not {r.with_suffix(".npz") for r in two} & {r.with_suffix(".npz") for r in four}
