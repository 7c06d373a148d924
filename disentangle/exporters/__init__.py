"""Exporters: the dataset formats, one module per format, and their registry.

Each format module defines `EXPORTER` (a `base.Exporter`: name, sub-directory, writer, validator): DSTC7
Track 1 (`dstc7.py`, validated by `dstc7_check.py`), its blind test split (`blind.py`), Ubuntu Dialogue
Corpus v2 CSV (`udc.py`), conversational-datasets JSON lines (`conversational.py`), the chat format for
language-model training (`chat.py`), the multi-party conversations as chat-completion rows
(`conversations.py`) and the Hugging Face dataset that mirrors them (`hf.py`). `exporters()` is the registry: it lists them in the order they write,
which is also the order of their keys in `stats.json` (the blind split reads the DSTC7 test files, the Hugging
Face dataset mirrors every format before it). Adding a format is adding one module with an `EXPORTER`, and
its `EXPORTER` to `exporters()` (with its test); `make extract` then writes and validates it. The format
modules are imported when the registry is first asked for, so `base` alone imports no format (nor pyarrow).
"""
from __future__ import annotations

from disentangle.exporters.base import Exporter, ExportJob, ExportReport

__all__ = ["Exporter", "ExportJob", "ExportReport", "exporters"]


def exporters() -> tuple[Exporter, ...]:
    """Every format's `EXPORTER`, in the order they write."""
    from disentangle.exporters import blind, chat, conversational, conversations, dstc7, hf, udc
    return (dstc7.EXPORTER, blind.EXPORTER, udc.EXPORTER, conversational.EXPORTER, chat.EXPORTER,
            conversations.EXPORTER, hf.EXPORTER)
