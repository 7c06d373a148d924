"""The year benchmark in small (`bench/year_loopback.py`): five real days served from 127.0.0.1, extracted by
the installed command with two jobs, killed with SIGKILL once two days are done, resumed, and compared file
by file with the uninterrupted run. No mocks: a real HTTP server, real processes, the shipped model."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench" / "year_loopback.py"
DAYS = 5


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("year_loopback", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    if not all(day.is_file() for day in module.REAL_DAYS):
        pytest.skip("the shared irclogs days are not here")
    return module


@pytest.mark.slow
def test_five_days_killed_half_way_resume_to_the_same_bytes(bench, tmp_path: Path) -> None:
    result = bench.run_year(tmp_path, days=DAYS, jobs=2)
    assert result.whole.status == 0 and result.stats["validation"]["ok"]
    assert result.stats["run"]["days_processed"] == DAYS and sum(result.stats["splits"]["dialogues"].values())
    assert result.lines == 822 * 3 + 7806 * 2            # the two real days, alternately
    assert result.whole.parent_mb > 0 and len(result.whole.worker_mb) == 2
    assert result.killed.killed and result.killed.status == -9
    assert result.resumed.status == 0
    assert 0 < result.resumed_run["days_reused"] < DAYS   # killed with some days done, the rest done after
    assert result.resumed_run["days_reused"] + result.resumed_run["days_processed"] == DAYS
    assert result.differing == [] and result.files > 20
    report = bench.report(result)
    assert "byte-identical" in report and "NOT all" not in report


def test_the_comparison_sees_a_changed_file_but_not_the_run_section(bench, tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    for out, seconds in ((first, 1.0), (second, 2.0)):
        (out / "days").mkdir(parents=True)
        (out / "days" / "2015-01-01.jsonl.gz").write_bytes(b"same")
        stats = {"totals": {"dialogues": 3}, "run": {"days_reused": int(seconds), "seconds": {"total": seconds}}}
        (out / "stats.json").write_text(json.dumps(stats))
    assert bench.differences(first, second) == []
    (second / "days" / "2015-01-01.jsonl.gz").write_bytes(b"other")
    (second / "extra.csv").write_text("x")
    assert bench.differences(first, second) == ["days/2015-01-01.jsonl.gz: differs",
                                                "extra.csv: only in the resumed run"]
