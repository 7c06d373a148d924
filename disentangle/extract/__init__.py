"""Extract: a year of #ubuntu into a dataset, days in parallel (process pool or Dask), resumable, self-describing.

`extract(source, options)` is the product's main job: "a source, a model, the filters, the exporters";
`extract_year(year, options)` runs it on the irclogs days of a year (`--year`). A source of days
(`sources.DaySource`) says where the days come from (the irclogs archive of a year: a local logs tree, the
download cache, a polite download, with no network and nothing local the real #ubuntu text of that year
that exists locally, announced as a sample; one long log file split into days); in the main process the
job plans the source's days and sends each day to a worker: the local process itself (`jobs=1`), a
process pool, or a Dask distributed cluster (`scheduler=ADDRESS`). A worker is a pure function of the
day's bytes (`process_day`): it disentangles the day with the model (the last lines of the previous day,
when it is a whole day, are prepended as context and only the day's own lines are predicted), builds
conversations and applies the DSTC7 dialogue filters. The main process writes each finished day as a
gzipped JSON-lines shard under `days/` (atomically, with a fingerprint of model, options and input bytes),
so a re-run skips finished days and an interrupted run resumes; a corrupt or truncated day is reported and
skipped. When all days are done it writes the dialogues per split, the formats of `exporters` (DSTC7
subtasks 1, 2, 4, 5 with man-page knowledge, UDC v2, conversational-datasets, chat), a manifest, `stats.json`,
a plot and a README, and runs every validator. Everything but the `run` field of `stats.json` is
byte-identical across re-runs, whatever `--jobs` or `--scheduler` (the model computes with one BLAS thread
in every process: `workers.one_blas_thread`). One run at a time writes an output directory: it holds the
directory's lock file (`lock`) from start to end.

One module per step: `options` (what a run is asked, each setting declared once with its flag, and the
records between steps), `sources` (where the days come from: one module per source), `day` (one day on a
worker), `runners` (where days run), `store` (day shards), `days` (the days of a run: `process_days`, also
used by `compare`), `dataset` (dialogues, examples, validation), `report` (stats as a `RunStats` record,
plot, README), `incomplete` (the mark of an output directory not finished), `lock` (one writer per output
directory) and `job` (`extract`, `extract_year`); its command is `disentangle.cli.extract`.
"""
from __future__ import annotations

from disentangle.extract.days import YearDays, check_model, previous_whole_day, process_days
from disentangle.extract.job import extract, extract_year
from disentangle.extract.options import (
                                         DAY_DONE,
                                         DAY_FAILED,
                                         DAY_MISSING,
                                         DAY_REUSED,
                                         DAY_UNAVAILABLE,
                                         MODE_LOGS,
                                         MODE_SAMPLE,
                                         DateRange,
                                         DayInput,
                                         DayPlan,
                                         DayRecord,
                                         ExtractOptions,
                                         ExtractReport,
                                         Knowledge,
                                         ModelRef,
                                         PhaseTimings,
                                         PipelineError,
                                         SettingError,
)
from disentangle.extract.report import RunStats, distributions, histogram, summary
from disentangle.extract.sources import DaySource, IrclogsYear, LogsFile, LogsTree, source_for
from disentangle.extract.sources.irclogs import is_whole_day, source_name
from disentangle.extract.store import write_json

__all__ = ["DAY_DONE", "DAY_FAILED", "DAY_MISSING", "DAY_REUSED", "DAY_UNAVAILABLE", "MODE_LOGS", "MODE_SAMPLE",
           "DateRange", "DayInput", "DayPlan", "DayRecord", "DaySource", "ExtractOptions", "ExtractReport",
           "IrclogsYear", "Knowledge", "LogsFile", "LogsTree", "ModelRef", "PhaseTimings", "PipelineError",
           "RunStats", "SettingError", "YearDays", "check_model", "distributions", "extract", "extract_year",
           "histogram", "is_whole_day", "previous_whole_day", "process_days", "source_for", "source_name",
           "summary", "write_json"]
