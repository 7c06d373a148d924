"""Tests for disentangle.exporters: the registry lists every format, in order (no format module is left out
of it), and each writes what its own validator accepts."""
from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

import pytest

from disentangle import exporters as exporters
from disentangle.examples.records import ExampleConfig
from disentangle.exporters import Exporter, ExportJob, ExportReport
from helpers import synthetic_dialogue

CONFIG = ExampleConfig(options=10)


def test_the_registry_lists_every_format_in_writing_order() -> None:
    found = exporters.exporters()
    assert [e.name for e in found] == ["dstc7", "dstc7_blind", "udc", "conversational", "chat", "conversations", "hf"]
    assert [e.directory for e in found] == ["dstc7", "dstc7", "udc", "conversational", "chat", "conversations", "hf"]


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> tuple[ExportJob, Path, dict[str, ExportReport]]:
    out = tmp_path_factory.mktemp("formats")
    job = ExportJob([synthetic_dialogue(n) for n in range(300)], CONFIG, lambda example: ["ls(1)"])
    return job, out, {e.name: e.write(job, out / e.directory) for e in exporters.exporters()}


@pytest.mark.parametrize("name", ["dstc7", "dstc7_blind", "udc", "conversational", "chat", "hf"])
def test_each_format_writes_what_its_validator_accepts(written, name: str) -> None:
    job, out, reports = written
    exporter = {e.name: e for e in exporters.exporters()}[name]
    report = reports[name]
    assert report.files and sum(report.counts.values()) > 0
    assert exporter.validate(job, out / exporter.directory, report) == []


@pytest.mark.parametrize("name", ["dstc7", "dstc7_blind", "udc", "conversational", "chat", "hf"])
def test_each_validator_refuses_a_directory_without_the_files(tmp_path: Path, name: str) -> None:
    exporter = {e.name: e for e in exporters.exporters()}[name]
    job = ExportJob([synthetic_dialogue(n) for n in range(10)], CONFIG)
    empty = ExportReport(name, tmp_path, (), {}, {})
    assert exporter.validate(job, tmp_path, empty)


def unregistered_formats() -> list[str]:
    """The modules of the package that define an `EXPORTER` the registry does not list."""
    registered = {id(exporter) for exporter in exporters.exporters()}
    modules = [importlib.import_module(f"{exporters.__name__}.{module.name}")
               for module in pkgutil.iter_modules(exporters.__path__)]
    return [module.__name__.rpartition(".")[2] for module in modules
            if isinstance(getattr(module, "EXPORTER", None), Exporter) and id(module.EXPORTER) not in registered]


def test_every_format_module_is_registered() -> None:
    assert unregistered_formats() == []


def test_a_format_module_left_out_of_the_registry_is_found(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "plain_text.py").write_text(
        "from disentangle.exporters.base import Exporter\n"
        "EXPORTER = Exporter('plain_text', 'plain', print, print)\n")
    monkeypatch.setattr(exporters, "__path__", [*exporters.__path__, str(tmp_path)])
    monkeypatch.delitem(sys.modules, "disentangle.exporters.plain_text", raising=False)
    try:
        assert unregistered_formats() == ["plain_text"]
    finally:
        sys.modules.pop("disentangle.exporters.plain_text", None)
