"""Exporters: the dataset formats, one module per format, collected into a registry.

Every module of this package that defines `EXPORTER` (an `base.Exporter`: name, sub-directory, order,
writer, validator) is a format: DSTC7 Track 1 (`dstc7.py`, validated by `dstc7_check.py`), its blind
test split (`blind.py`), Ubuntu Dialogue Corpus v2 CSV (`udc.py`) and conversational-datasets JSON lines
(`conversational.py`). Adding a format is adding one module with an `EXPORTER` (and its test);
`exporters()` finds it, and `make extract` writes and validates it.
"""
from __future__ import annotations

import importlib
import pkgutil

from disentangle.examples.exporters.base import Exporter, ExportJob, ExportReport

__all__ = ["Exporter", "ExportJob", "ExportReport", "exporters"]


def exporters() -> tuple[Exporter, ...]:
    """The `EXPORTER` of every module of this package, in their `order`."""
    found = []
    for module in pkgutil.iter_modules(__path__):
        exporter = getattr(importlib.import_module(f"{__name__}.{module.name}"), "EXPORTER", None)
        if isinstance(exporter, Exporter):
            found.append(exporter)
    return tuple(sorted(found, key=lambda exporter: exporter.order))
