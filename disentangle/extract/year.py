"""A year of #ubuntu into a dataset: `extract_year(year, options)`, the product's main job.

It checks the options and the model, processes the days of the year (`days.process_year`), writes the
dataset (`dataset.write_dataset`) and its statistics, and returns an `ExtractReport`.
"""
from __future__ import annotations

import logging
import time
from pathlib import Path

from disentangle.atomic import remove_stale_temporaries
from disentangle.checks import UsageError, logs_tree
from disentangle.download import day_relpath
from disentangle.extract.dataset import load_man_knowledge, write_dataset
from disentangle.extract.days import check_model, process_year
from disentangle.extract.lock import output_lock
from disentangle.extract.options import (DAY_DONE, DAY_REUSED, ExtractOptions, ExtractReport, PipelineError,
                                         STATS_FILE)
from disentangle.extract.plan import year_dates
from disentangle.extract.report import make_report, run_section
from disentangle.extract.store import write_json

logger = logging.getLogger(__name__)


def check_logs_tree(year: int, options: ExtractOptions) -> None:
    """A given `--logs` must be a directory holding at least one day of the range: never a silent fall
    back to the cache, downloads or the sample because of a typo in the path."""
    if options.logs is None:
        return
    try:
        tree = logs_tree("--logs", options.logs)
    except UsageError as error:
        raise PipelineError(str(error)) from None
    dates = year_dates(year, options.first_day, options.last_day)
    if not any((tree / day_relpath(d, options.channel)).is_file() for d in dates):
        raise PipelineError(f"--logs {tree} holds no day of {dates[0]}..{dates[-1]} "
                            f"(expected YYYY/MM/DD/{options.channel}.txt files)")


def check_download_options(options: ExtractOptions) -> None:
    """`--timeout` above 0 and `--retries` not negative."""
    if not options.timeout > 0:
        raise PipelineError(f"--timeout must be more than 0 seconds, got {options.timeout}")
    if options.retries < 0:
        raise PipelineError(f"--retries must be 0 or more, got {options.retries}")


def _output(year: int, options: ExtractOptions) -> Path:
    """The output directory, created; and a check of the options before any work."""
    if options.context_lines < 0:
        raise PipelineError(f"--context-lines must be 0 or more, got {options.context_lines}")
    if not 0 <= options.min_confidence <= 1:
        raise PipelineError(f"--min-confidence must be within [0, 1], got {options.min_confidence}")
    year_dates(year, options.first_day, options.last_day)  # --from and --to within the year
    check_logs_tree(year, options)
    check_download_options(options)
    out = options.output_dir(year)
    if out.exists() and not out.is_dir():
        raise PipelineError(f"output {out} exists and is not a directory")
    out.mkdir(parents=True, exist_ok=True)
    return out


def extract_year(year: int, options: ExtractOptions = ExtractOptions()) -> ExtractReport:
    """Extract the dialogues and examples of one year of #ubuntu into `options.output_dir(year)`.

    Raises PipelineError, ModelError or DownloadError for problems of the request itself (bad options, no
    model, no log at all, another run writing into the same directory: `lock.output_lock`); a bad day is
    skipped and reported in the result and in stats.json.
    """
    started = time.perf_counter()
    out = _output(year, options)
    with output_lock(out):
        return _extract_locked(year, options, out, started)


def _extract_locked(year: int, options: ExtractOptions, out: Path, started: float) -> ExtractReport:
    """`extract_year` once this run holds the output directory."""
    for directory in (out, options.cache):  # what killed runs left half-written
        remove_stale_temporaries(directory)
    model = check_model(options.model)
    index, man_source = load_man_knowledge(options)
    timings = {"prepare": time.perf_counter() - started}
    days = process_year(year, options, out, model)
    plan, records = days.plan, days.records
    timings["days"] = time.perf_counter() - started - timings["prepare"]
    stats = write_dataset(out, plan, records, options, model, (index, man_source), timings)
    timings["total"] = time.perf_counter() - started
    stats["run"] = run_section(records, timings, options)
    write_json(out / STATS_FILE, stats)
    report = make_report(year, out, plan, records, stats, timings["total"])
    logger.info("extract %d: %d dialogues from %d days into %s (%.1f s)", year,
                sum(report.dialogues.values()), report.days[DAY_DONE] + report.days[DAY_REUSED], out,
                report.seconds)
    return report
