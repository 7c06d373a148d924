"""Extract: chat logs into a dataset, units of work in parallel (process pool or Dask), resumable, self-describing.

`extract(source, options)` is the product's main job: "a source, a model, the filters, the exporters";
`extract_logs(year, options)` runs it on the source the options name (`sources.source_for`: the irclogs
days of a year, a logs tree or one long log file of a channel, a Slack, Discord or Telegram export). A
source, once prepared (`DaySource.prepare`), is one immutable record, `PreparedSource`: its facts
(`SourceInfo`), the span of its dates, its units of work (today: days of a channel), its default output
name and the reader of its units; the job, compare, the report, README and dataset card read only that. In
the main process the job sends each unit to a worker: the local process itself (`jobs=1`), a process pool,
or a Dask distributed cluster (`scheduler=ADDRESS`). A worker is a pure function of the unit's bytes
(`day.process_day`): it disentangles the unit with the model (the last lines of the previous day, when it
is a whole day, are prepended as context and only the unit's own lines are predicted), builds
conversations and applies the DSTC7 dialogue filters. The main process writes each finished unit as a
gzipped JSON-lines shard under `days/` (atomically, with a fingerprint of model, options and input bytes),
so a re-run skips finished units and an interrupted run resumes; a corrupt or truncated unit is reported
and skipped. When all are done it writes the dialogues per split, the formats of `exporters` (DSTC7
subtasks 1, 2, 4, 5 with man-page knowledge, UDC v2, conversational-datasets, chat), a manifest,
`stats.json`, a plot and a README, and runs every validator. Everything but the `run` field of
`stats.json` is byte-identical across re-runs, whatever `--jobs` or `--scheduler` (the model computes with
one BLAS thread in every process: `workers.one_blas_thread`). One run at a time writes an output
directory: it holds the directory's lock file (`lock`) from start to end.

One module per concern: `settings` (what a run is asked: `ExtractOptions`, each setting declared once with
its flag as data), `records` (what moves between steps), `layout` (names of the output's files, the output
folder rule), `errors`, `sources` (where the units come from: one module per source, and the split cache),
`day` (one unit on a worker), `runners` (where units run), `store` (unit shards), `days` (the units of a
run: `process_days`, also used by `compare`), `dataset` (dialogues, examples, validation), `report` (stats
as a `RunStats` record, plot, README, the card's facts), `release` (anonymisation), `incomplete` (the mark
of an output directory not finished), `lock` (one writer per output directory) and `job` (`extract`,
`extract_logs`; with `prepare_run`, `process_days`, `method_dialogues`, `release_knowledge` and
`released_dialogues`, the small job API compare is a client of); its command is
`disentangle.cli.extract`.
"""
from __future__ import annotations

from disentangle.extract.days import ProcessedUnits, check_model, method_dialogues, previous_whole_day, process_days
from disentangle.extract.errors import PipelineError, SettingError
from disentangle.extract.job import extract, extract_logs, prepare_run, release_knowledge
from disentangle.extract.records import (
    DAY_DONE,
    DAY_FAILED,
    DAY_MISSING,
    DAY_REUSED,
    DAY_UNAVAILABLE,
    MODE_LOGS,
    MODE_SAMPLE,
    DateRange,
    DatesAsked,
    DayInput,
    DayRecord,
    ExtractReport,
    Knowledge,
    ModelRef,
    PhaseTimings,
    PreparedSource,
    SourceInfo,
    Unit,
)
from disentangle.extract.release import released_dialogues
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.sources import DaySource, IrclogsYear, LogsFile, LogsTree, source_for
from disentangle.extract.sources.irclogs import is_whole_day, source_name
from disentangle.extract.stats import RunStats

__all__ = ["DAY_DONE", "DAY_FAILED", "DAY_MISSING", "DAY_REUSED", "DAY_UNAVAILABLE", "MODE_LOGS", "MODE_SAMPLE",
           "DateRange", "DatesAsked", "DayInput", "DayRecord", "DaySource", "ExtractOptions", "ExtractReport",
           "IrclogsYear", "Knowledge", "LogsFile", "LogsTree", "ModelRef", "PhaseTimings", "PipelineError",
           "PreparedSource", "ProcessedUnits", "RunStats", "SettingError", "SourceInfo", "Unit", "check_model",
           "extract", "extract_logs", "is_whole_day", "method_dialogues", "prepare_run",
           "previous_whole_day", "process_days", "release_knowledge", "released_dialogues", "source_for", "source_name"]
