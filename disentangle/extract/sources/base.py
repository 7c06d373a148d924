"""What a source of days is: the `DaySource` protocol, whose one step is `prepare()`.

The job (`extract.job.extract`) and compare know nothing of directories, archives or downloads: they ask a
source to prepare, and read everything else from the immutable `records.PreparedSource` it returns: the
run's facts (`SourceInfo`: kind, label, channels, the layout of its units' bytes, the channel bot's rule,
whether the #ubuntu-only steps apply, how to rerun it), the span of its dates, its units of work, its
default output name, and a reader of the units' bytes. The sources: irclogs-style days (`irclogs`: the
archive of a year with its download cache and offline sample, a local log tree; `logs_file`: one long log
file), and chat exports (`chat`: every platform of `logs.exports`), whose days are chat-day files
(`logs.chat_days`).
"""
from __future__ import annotations

from typing import Protocol

from disentangle.extract.records import PreparedSource


class DaySource(Protocol):
    """Where the units of a run come from, as asked (a path, a year, the settings), before anything is read.

    A new source is one new module in `extract/sources/` with a class whose `prepare()` checks what it was
    given (a path, a file's layout, a channel), does any heavy one-time work (splitting a file into days,
    through `split_cache.SplitCache`) and returns a `PreparedSource`, raising a `PipelineError` (or a
    `SettingError` naming the setting) before any output directory is created; and one line in
    `sources.source_for` that chooses it. The units' bytes must be in a layout `disentangle.logs` reads
    (`SourceInfo.log_format`); the job, its workers, shards, filters and exporters stay as they are.
    """

    def prepare(self) -> PreparedSource: ...
