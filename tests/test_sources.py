"""Tests for disentangle.extract.sources: the source of days the extract job reads through (`DaySource`), the
choice of source by the options (`source_for`), and a new source added as one class, the job untouched."""
from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import snapshot
from disentangle import extract
from disentangle.download import STATUS_LOCAL, DayResult, day_relpath
from disentangle.examples.records import ExampleConfig
from disentangle.extract.sources.base import DaySource

DATA = Path(__file__).resolve().parent / "data"
MAN_ROOT = DATA / "manpages"
FIRST, LAST = dt.date(2015, 1, 20), dt.date(2015, 1, 24)  # every day of the `tree` fixture: none missing


def make_options(tiny_model: Path, tmp: Path, **changes) -> extract.ExtractOptions:
    base = dict(output=tmp / "out", model=tiny_model, jobs=1, download=False, cache=tmp / "cache",
                knowledge=tmp / "kb.jsonl", man_roots=(MAN_ROOT,), examples=ExampleConfig(options=10, udc_distractors=3),
                progress=False, first_day=FIRST, last_day=LAST, irclogs=None, min_confidence=0.0)
    base.update(changes)
    return extract.ExtractOptions(**base)


@dataclass(frozen=True)
class MemoryDays:
    """The reader of the days held in memory."""

    held: Mapping[str, bytes]

    def read(self, units: Sequence[extract.Unit]) -> Iterator[extract.DayInput | extract.DayRecord]:
        for unit in units:
            source = day_relpath(dt.date.fromisoformat(unit.date), "#ubuntu").as_posix()
            yield extract.DayInput(unit.date, source, self.held[unit.date], True, STATUS_LOCAL)

    def run_section(self, records: Mapping[str, extract.DayRecord]) -> dict:
        return {"memory": len(self.held)}

    def describe(self, records: Mapping[str, extract.DayRecord]) -> str:
        return f"memory: {len(self.held)} days"


class MemorySource:
    """Days held in memory, as a new source's module would give them: one step, `prepare`, returning the
    prepared source (its facts, dates, units, output name and reader)."""

    def __init__(self, dates: extract.DateRange, days: Mapping[str, bytes]) -> None:
        self.dates = dates
        self.held = dict(days)
        self.prepared = 0

    def prepare(self) -> extract.PreparedSource:
        self.prepared += 1
        units = tuple(extract.Unit(d.isoformat(), DayResult(d.isoformat(), Path(d.isoformat()), STATUS_LOCAL))
                      for d in self.dates.dates if d.isoformat() in self.held)
        info = extract.SourceInfo("memory", "#ubuntu", ("#ubuntu",), rerun="--year 2015")
        return extract.PreparedSource(info, self.dates, 2015, units, extract.MODE_LOGS, False, "", "memory",
                                      MemoryDays(self.held))


def test_a_new_source_is_one_class_and_gives_the_bytes_of_the_same_days_in_a_tree(
        tree: Path, tiny_model: Path, tmp_path: Path) -> None:
    held = {d.isoformat(): (tree / day_relpath(d, "#ubuntu")).read_bytes()
            for d in extract.DateRange(FIRST, LAST).dates if (tree / day_relpath(d, "#ubuntu")).is_file()}
    memory = MemorySource(extract.DateRange.of_year(2015, FIRST, LAST), held)
    source: DaySource = memory
    from_memory = extract.extract(source, make_options(tiny_model, tmp_path / "memory"))
    from_tree = extract.extract_logs(2015, make_options(tiny_model, tmp_path / "tree", logs=tree))
    assert memory.prepared == 1 and from_memory.logs_file == f"memory: {len(held)} days"
    assert snapshot(tmp_path / "memory" / "out") == snapshot(tmp_path / "tree" / "out")
    assert from_memory.dialogues == from_tree.dialogues and sum(from_memory.dialogues.values()) > 0
    stats = json.loads((tmp_path / "memory" / "out" / extract.layout.STATS_FILE).read_text())
    assert stats["run"]["memory"] == len(held)  # the source's own part of the run section


@pytest.mark.parametrize("logs, expected", [(None, extract.IrclogsYear), ("tree", extract.LogsTree),
                                             ("file.log", extract.LogsFile), ("missing", extract.LogsTree)])
def test_the_options_name_the_source(tmp_path: Path, logs: str | None, expected: type) -> None:
    (tmp_path / "tree").mkdir()
    (tmp_path / "file.log").write_text("--- Log opened Sun Mar 01 00:00:00 2015\n")
    options = extract.ExtractOptions(logs=None if logs is None else tmp_path / logs, first_day=dt.date(2015, 3, 1))
    source = extract.source_for(2015, options)
    assert type(source) is expected
    dates = source.asked.range if isinstance(source, extract.LogsFile) else source.dates
    assert (dates.first, dates.last, len(dates)) == (dt.date(2015, 3, 1), dt.date(2015, 12, 31), 306)


@pytest.mark.parametrize("logs, message", [("missing", "logs .*missing: no such directory"),
                                           ("empty", "logs .*empty holds no day of 2015-03-01..2015-03-02")])
def test_a_tree_source_refuses_a_tree_without_a_day_of_the_range(tmp_path: Path, logs: str, message: str) -> None:
    (tmp_path / "empty").mkdir()
    source = extract.source_for(2015, extract.ExtractOptions(logs=tmp_path / logs, first_day=dt.date(2015, 3, 1),
                                                             last_day=dt.date(2015, 3, 2)))
    with pytest.raises(extract.SettingError, match=message) as caught:
        source.prepare()
    assert caught.value.setting == "logs"


def test_the_run_statistics_read_back_into_their_record(tiny_model: Path, tree: Path, tmp_path: Path) -> None:
    report = extract.extract_logs(2015, make_options(tiny_model, tmp_path, logs=tree))
    data = json.loads((tmp_path / "out" / extract.layout.STATS_FILE).read_text())
    stats = extract.RunStats.from_json(data)
    assert stats.as_json() == data and list(stats.as_json()) == list(data)  # same sections, same order
    assert stats.dialogues_per_split == report.dialogues and stats.lines == report.lines
    assert stats.subtask1_examples == report.examples and stats.problems == report.problems
    assert stats.run is not None and set(stats.run["seconds"]) == {"prepare", "days", "examples", "validation",
                                                                   "total"}
