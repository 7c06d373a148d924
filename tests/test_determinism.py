"""Same inputs, same bytes: a small year through `extract --jobs 1`, `--jobs 2` and a real Dask cluster.

The days are slices of the shared real day 2005-02-24, run by a model that is the shipped one made
sensitive to rounding (`sensitive_model`): one hidden unit of each pass's last hidden layer is a constant
(softsign of a huge bias, 0.999999) with output weight `AMPLIFIER`, which adds the same 1e6 to every
candidate's score. The softmax takes it away again, so the model still disentangles, but every score is
now a float32 near 1e6, where one unit in the last place is 0.0625: a sum rounded in another order (as
OpenBLAS does where it splits a product among threads) moves a probability by 6%, not by 1e-7, and shows
in the written confidences of these few days instead of in a year's. Each run is the `disentangle`
command in its own process, as a user runs it, with `OPENBLAS_NUM_THREADS` of a 4-core machine so that
the test does not depend on how many cores the machine running it has.
"""
from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from threadpoolctl import threadpool_limits

from conftest import RUN, snapshot
from disentangle.extract.layout import STATS_FILE
from disentangle.extract.records import DAY_DONE, DayRecord
from disentangle.extract.report import blas_kernels
from disentangle.linking.model import LinkModel
from disentangle.linking.model_file import load_model, save_model
from disentangle.logs.files import read_log_bytes
from disentangle.methods.disentanglers import Learned
from disentangle.settings import SHIPPED_MODEL
from disentangle.workers import blas_kernel, blas_threads

SHARED_DAY = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" \
    / "#ubuntu.txt"
# (first line, lines) of the shared day for 2015-01-01, -02, ...: slices on which a 2- or 4-thread BLAS
# gave other confidences than one thread before every process was limited to one
SLICES = ((2485, 1414), (292, 621), (4811, 1540), (3701, 1453))
YEAR = 2015
AMPLIFIER = 1e6                      # the constant every score gets (its float32 spacing: 0.0625)
SATURATING_BIAS = 1e6                # softsign(1e6) = 0.999999: a hidden unit that is always on
MACHINE_THREADS = "4"                # OPENBLAS_NUM_THREADS of every run: a 4-core machine's default

def sensitized(model: LinkModel) -> LinkModel:
    """`model` with its least-used last hidden unit turned into a constant that shifts every score by
    `AMPLIFIER` (same links, rounding made visible)."""
    layers = [(weight.copy(), bias.copy()) for weight, bias in model.layers]
    (last, last_bias), (output, _) = layers[-2], layers[-1]
    unit = int(np.argmin(np.abs(output[0])))
    last[unit], last_bias[unit], output[0, unit] = 0, SATURATING_BIAS, AMPLIFIER
    return dataclasses.replace(model, layers=layers)


@pytest.fixture(scope="module")
def sensitive_model(tmp_path_factory) -> Path:
    shipped = load_model(SHIPPED_MODEL)
    model = dataclasses.replace(shipped, first=sensitized(shipped.first), second=sensitized(shipped.second))
    return save_model(model, tmp_path_factory.mktemp("model") / "sensitive.npz")


@pytest.fixture(scope="module")
def year_tree(tmp_path_factory) -> Path:
    """Consecutive days 2015-01-01.. (each the previous one's context), slices of a real day."""
    if not SHARED_DAY.is_file():
        pytest.skip("shared day not available")
    lines = SHARED_DAY.read_bytes().splitlines(keepends=True)
    root = tmp_path_factory.mktemp("logs")
    for day, (first, count) in enumerate(SLICES, start=1):
        path = root / f"{YEAR}/01/{day:02d}/#ubuntu.txt"
        path.parent.mkdir(parents=True)
        path.write_bytes(b"".join(lines[first:first + count]))
    return root


def extract(tree: Path, model: Path, out: Path, *how: str) -> Path:
    """`disentangle extract` of the small year into `out`, in a process of its own."""
    args = [sys.executable, "-m", "disentangle", "extract", "--year", str(YEAR), "--logs", str(tree),
            "--from", f"{YEAR}-01-01", "--to", f"{YEAR}-01-{len(SLICES):02d}", "--no-download",
            "--model", str(model), "--output", str(out), "--cache", str(out.parent / "cache"),
            "--min-confidence", "0", *how]
    env = dict(os.environ, OPENBLAS_NUM_THREADS=MACHINE_THREADS)
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return out


def kernels(out: Path) -> list[str]:
    return json.loads((out / STATS_FILE).read_text())[RUN]["blas_kernels"]


@pytest.mark.slow
def test_jobs_and_a_dask_cluster_write_the_same_bytes(year_tree: Path, sensitive_model: Path,
                                                     tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    runs = [extract(year_tree, sensitive_model, tmp_path / "jobs1", "--jobs", "1"),
            extract(year_tree, sensitive_model, tmp_path / "jobs2", "--jobs", "2")]
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        runs.append(extract(year_tree, sensitive_model, tmp_path / "dask", "--scheduler", cluster.scheduler_address))
    assert [kernels(out) for out in runs] == [[blas_kernel()]] * len(runs)  # one machine, one kernel
    one, two, dask = (snapshot(out) for out in runs)
    assert sum(1 for name in one if name.startswith("days/")) == len(SLICES)
    assert b'"confidence"' in b"".join(one.values())  # there are dialogues, and their confidences
    assert sorted(one) == sorted(two) == sorted(dask)
    assert [n for n in one if one[n] != two[n]] == [] and [n for n in one if one[n] != dask[n]] == []


def test_the_model_leaves_its_process_at_one_blas_thread(tmp_path: Path) -> None:
    model = load_model(SHIPPED_MODEL)
    log = read_log_bytes(b"[12:00] <ann> bob: hi\n[12:01] <bob> ann: hello\n", "tiny.txt")
    learned = Learned.load(model)
    for use in (learned.links, learned.scored, learned.parent_probabilities):
        with threadpool_limits(limits=2):
            use(log)
            assert set(blas_threads()) == {1}, use.__name__


def test_days_computed_by_different_blas_kernels_are_recorded_and_warned_about(caplog) -> None:
    records = {"2015-01-01": DayRecord("2015-01-01", DAY_DONE, blas="openblas 0.3.31 SkylakeX"),
               "2015-01-02": DayRecord("2015-01-02", DAY_DONE, blas="openblas 0.3.31 Haswell"),
               "2015-01-03": DayRecord("2015-01-03", DAY_DONE, blas="openblas 0.3.31 Haswell")}
    with caplog.at_level("WARNING", logger="disentangle.extract.report"):
        assert blas_kernels(records) == ["openblas 0.3.31 Haswell", "openblas 0.3.31 SkylakeX"]
    assert "OPENBLAS_CORETYPE" in caplog.text
    caplog.clear()
    del records["2015-01-01"]
    assert blas_kernels(records) == ["openblas 0.3.31 Haswell"] and not caplog.text
