"""The environment of the benchmarks' child runs (`bench/report.py child_env`): a `python -m` child started from a
checkout imports the tree PYTHONPATH names, not the checkout, so a side-by-side "base" run is the base."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


@pytest.fixture(scope="module")
def bench_report():
    spec = importlib.util.spec_from_file_location("bench_report", BENCH / "report.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def two_trees(tmp_path: Path) -> tuple[Path, Path]:
    """A checkout and another tree, each with a package `probe` that says which tree it is."""
    trees = []
    for name in ("checkout", "other"):
        package = tmp_path / name / "probe"
        package.mkdir(parents=True)
        (package / "__init__.py").write_text("")
        (package / "__main__.py").write_text(f"print({name!r})\n")
        trees.append(tmp_path / name)
    return trees[0], trees[1]


def ran(env: dict[str, str], cwd: Path) -> str:
    done = subprocess.run([sys.executable, "-m", "probe"], env=env, cwd=cwd, capture_output=True, text=True,
                          check=True)
    return done.stdout.strip()


@pytest.mark.skipif(sys.version_info < (3, 11), reason="PYTHONSAFEPATH is Python 3.11+")
def test_child_started_in_a_checkout_runs_the_pythonpath_tree(bench_report, tmp_path):
    checkout, other = two_trees(tmp_path)
    assert ran(dict(os.environ, PYTHONPATH=str(other)), checkout) == "checkout"   # the trap
    assert ran(bench_report.child_env(PYTHONPATH=str(other)), checkout) == "other"


def test_child_env_keeps_the_environment_and_adds_extra(bench_report, monkeypatch):
    monkeypatch.setenv("DISENTANGLE_PROBE", "kept")
    env = bench_report.child_env(DISENTANGLE_CACHE="/tmp/x")
    assert env["DISENTANGLE_PROBE"] == "kept" and env["DISENTANGLE_CACHE"] == "/tmp/x"
    assert env["PYTHONSAFEPATH"] == "1"
