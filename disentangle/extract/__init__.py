"""Extract: a year of #ubuntu into a dataset, days in parallel (process pool or Dask), resumable, self-describing.

`extract_year(year, options)` is the product's main job and the only place that knows directories and
processes. In the main process it locates every day of the year (a local logs tree, the download cache, a
polite download; with no network and nothing local, the real #ubuntu text of that year that exists
locally, announced as a sample), and sends each day to a worker: the local process itself (`jobs=1`), a
process pool, or a Dask distributed cluster (`scheduler=ADDRESS`). A worker is a pure function of the
day's bytes (`process_day`): it disentangles the day with the model (the last lines of the previous day,
when it is a whole day, are prepended as context and only the day's own lines are predicted), builds
conversations and applies the DSTC7 dialogue filters. The main process writes each finished day as a
gzipped JSON-lines shard under `days/` (atomically, with a fingerprint of model, options and input bytes),
so a re-run skips finished days and an interrupted run resumes; a corrupt or truncated day is reported and
skipped. When all days are done it writes the dialogues per split, the formats of `exporters` (DSTC7
subtasks 1, 2, 4, 5 with man-page knowledge, UDC v2, conversational-datasets), a manifest, `stats.json`,
a plot and a README, and runs every validator. Everything but the `run` field of `stats.json` is
byte-identical across re-runs, whatever `--jobs` or `--scheduler` (the model computes with one BLAS thread
in every process: `workers.one_blas_thread`). One run at a time writes an output directory: it holds the
directory's lock file (`lock`) from start to end.

One module per step: `options` (what a run is asked, the records between steps), `plan` (where each day
comes from), `day` (one day on a worker), `runners` (where days run), `store` (day shards), `days` (the
days of a run: `process_year`, also used by `compare`), `dataset` (dialogues, examples, validation),
`report` (stats, plot, README), `incomplete` (the mark of an output directory not finished), `lock` (one
writer per output directory), `single_files` (a `--logs FILE` split into the days of a tree) and `year`
(`extract_year`); its command is `disentangle.cli.extract`.
"""
from __future__ import annotations

from disentangle.extract.days import YearDays, check_model, process_year
from disentangle.extract.options import (
                                         DAY_DONE,
                                         DAY_FAILED,
                                         DAY_MISSING,
                                         DAY_REUSED,
                                         DAY_UNAVAILABLE,
                                         MODE_LOGS,
                                         MODE_SAMPLE,
                                         DayPlan,
                                         DayRecord,
                                         ExtractOptions,
                                         ExtractReport,
                                         PipelineError,
)
from disentangle.extract.plan import is_whole_day, previous_whole_day, source_name
from disentangle.extract.report import distributions, histogram, summary
from disentangle.extract.store import write_json
from disentangle.extract.year import check_download_options, check_logs_tree, extract_year

__all__ = ["DAY_DONE", "DAY_FAILED", "DAY_MISSING", "DAY_REUSED", "DAY_UNAVAILABLE", "MODE_LOGS", "MODE_SAMPLE",
           "DayPlan", "DayRecord", "ExtractOptions", "ExtractReport", "PipelineError", "YearDays",
           "check_download_options", "check_logs_tree", "check_model", "distributions", "extract_year",
           "histogram", "is_whole_day", "previous_whole_day", "process_year", "source_name", "summary",
           "write_json"]
