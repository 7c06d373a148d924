"""Tests for disentangle.examples.exporters: the registry finds every format, in order, and each writes what its own
validator accepts; a module with an `EXPORTER` dropped into the package is a new format."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from disentangle.examples import exporters as exporters
from disentangle.examples.exporters import Exporter, ExportJob, ExportReport
from disentangle.examples.records import ExampleConfig
from helpers import synthetic_dialogue

CONFIG = ExampleConfig(options=10)


def test_the_registry_lists_every_format_in_writing_order() -> None:
    found = exporters.exporters()
    assert [e.name for e in found] == ["dstc7", "dstc7_blind", "udc", "conversational", "hf"]
    assert [e.directory for e in found] == ["dstc7", "dstc7", "udc", "conversational", "hf"]


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> tuple[ExportJob, Path, dict[str, ExportReport]]:
    out = tmp_path_factory.mktemp("formats")
    job = ExportJob([synthetic_dialogue(n) for n in range(300)], CONFIG, lambda example: ["ls(1)"])
    return job, out, {e.name: e.write(job, out / e.directory) for e in exporters.exporters()}


@pytest.mark.parametrize("name", ["dstc7", "dstc7_blind", "udc", "conversational", "hf"])
def test_each_format_writes_what_its_validator_accepts(written, name: str) -> None:
    job, out, reports = written
    exporter = {e.name: e for e in exporters.exporters()}[name]
    report = reports[name]
    assert report.files and sum(report.counts.values()) > 0
    assert exporter.validate(job, out / exporter.directory, report) == []


@pytest.mark.parametrize("name", ["dstc7", "dstc7_blind", "udc", "conversational", "hf"])
def test_each_validator_refuses_a_directory_without_the_files(tmp_path: Path, name: str) -> None:
    exporter = {e.name: e for e in exporters.exporters()}[name]
    job = ExportJob([synthetic_dialogue(n) for n in range(10)], CONFIG)
    empty = ExportReport(name, tmp_path, (), {}, {})
    assert exporter.validate(job, tmp_path, empty)


def test_a_module_with_an_exporter_is_a_new_format(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "plain_text.py").write_text(
        "from disentangle.examples.exporters.base import Exporter, ExportReport\n"
        "def write(job, directory):\n"
        "    directory.mkdir(parents=True, exist_ok=True)\n"
        "    (directory / 'dialogues.txt').write_text('\\n'.join(d.id for d in job.dialogues))\n"
        "    return ExportReport('plain_text', directory, ('dialogues.txt',), {'rows': len(job.dialogues)}, {})\n"
        "def validate(job, directory, report):\n"
        "    return [] if (directory / 'dialogues.txt').read_text() else ['dialogues.txt: empty']\n"
        "EXPORTER = Exporter('plain_text', 'plain', 99, write, validate)\n")
    monkeypatch.setattr(exporters, "__path__", [*exporters.__path__, str(tmp_path)])
    monkeypatch.delitem(sys.modules, "disentangle.examples.exporters.plain_text", raising=False)
    found = exporters.exporters()
    assert found[-1].name == "plain_text" and isinstance(found[-1], Exporter)
    job = ExportJob([synthetic_dialogue(n) for n in range(3)], CONFIG)
    report = found[-1].write(job, tmp_path / "out" / found[-1].directory)
    assert found[-1].validate(job, tmp_path / "out" / "plain", report) == []
    sys.modules.pop("disentangle.examples.exporters.plain_text", None)
