"""A year of #ubuntu into a dataset: `extract_year(year, options)`, the product's main job.

It checks the options, the model and the plan of the year, and only then creates the output directory,
marked incomplete (`incomplete`) until the end; processes the days (`days.run_days`), writes the dataset
(`dataset.write_dataset`) and its statistics, and returns an `ExtractReport`.
"""
from __future__ import annotations

import logging
import time
from dataclasses import replace
from pathlib import Path

from disentangle.checks import UsageError, logs_tree, writable_directory
from disentangle.download import day_relpath
from disentangle.extract.dataset import load_man_knowledge, write_dataset
from disentangle.extract.days import check_model, run_days
from disentangle.extract.incomplete import INCOMPLETE_FILE, mark_complete, mark_incomplete
from disentangle.extract.lock import output_lock
from disentangle.extract.options import (
    DAY_DONE,
    DAY_REUSED,
    STATS_FILE,
    DayPlan,
    DayRecord,
    ExtractOptions,
    ExtractReport,
    PipelineError,
)
from disentangle.extract.plan import plan_days, year_dates
from disentangle.extract.report import make_report, run_section
from disentangle.extract.single_files import describe_split, split_logs_file, split_section
from disentangle.extract.store import write_json
from disentangle.knowledge.command_links import ManIndex
from disentangle.knowledge.grounding import KnowledgeSource

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
    """`--timeout` and `--deadline` (when given) above 0, and `--retries` not negative."""
    if not options.timeout > 0:
        raise PipelineError(f"--timeout must be more than 0 seconds, got {options.timeout}")
    if options.deadline is not None and not options.deadline > 0:
        raise PipelineError(f"--deadline must be more than 0 seconds, got {options.deadline}")
    if options.retries < 0:
        raise PipelineError(f"--retries must be 0 or more, got {options.retries}")


def _output(year: int, options: ExtractOptions) -> tuple[Path, ExtractOptions, dict | None]:
    """The output directory (checked, not created: see `incomplete.mark_incomplete`) after a check of the
    options before any work; the options with a `--logs FILE` split into a tree (`single_files`) and that
    split's summary (None for a tree)."""
    if options.context_lines < 0:
        raise PipelineError(f"--context-lines must be 0 or more, got {options.context_lines}")
    if not 0 <= options.min_confidence <= 1:
        raise PipelineError(f"--min-confidence must be within [0, 1], got {options.min_confidence}")
    year_dates(year, options.first_day, options.last_day)  # --from and --to within the year
    check_download_options(options)
    try:
        out = writable_directory("--output", options.output_dir(year))
    except UsageError as error:
        raise PipelineError(str(error)) from None
    options, split = split_logs_file(year, options)
    check_logs_tree(year, options)
    return out, options, split


def extract_year(year: int, options: ExtractOptions = ExtractOptions()) -> ExtractReport:
    """Extract the dialogues and examples of one year of #ubuntu into `options.output_dir(year)`.

    Raises PipelineError, ModelError or DownloadError for problems of the request itself (bad options, no
    model, no log at all, another run writing into the same directory: `lock.output_lock`), before the output
    directory is created; a bad day is skipped and reported in the result and in stats.json. From the first
    day on, the directory is marked incomplete until stats.json is written (`incomplete`); a failure to write
    (e.g. a full disk) names the file.
    """
    started = time.perf_counter()
    out, options, split = _output(year, options)
    model = check_model(options.model)
    knowledge = load_man_knowledge(options)
    plan = plan_days(year, options)
    timings = {"prepare": time.perf_counter() - started}
    out.mkdir(parents=True, exist_ok=True)  # work starts: the lock lives in the directory
    with output_lock(out):
        stats, records = _extract_locked(year, out, plan, options, (model, knowledge), timings, split)
    timings["total"] = time.perf_counter() - started
    report = replace(make_report(year, out, plan, records, stats, timings["total"]),
                     logs_file=describe_split(split, records))
    logger.info("extract %d: %d dialogues from %d days into %s (%.1f s)", year,
                sum(report.dialogues.values()), report.days[DAY_DONE] + report.days[DAY_REUSED], out,
                report.seconds)
    return report


def _extract_locked(year: int, out: Path, plan: DayPlan, options: ExtractOptions,
                    inputs: tuple[tuple[str, str], tuple[ManIndex, KnowledgeSource]],
                    timings: dict, split: dict | None = None) -> tuple[dict, dict[str, DayRecord]]:
    """`extract_year` once this run holds the output directory: marked incomplete until stats.json is written."""
    model, knowledge = inputs
    mark_incomplete(out, year, options.cache)
    try:
        stats, records = _write_year(out, plan, options, model, knowledge, timings, split)
    except OSError as error:
        raise PipelineError(f"{error}; {out} is left incomplete ({INCOMPLETE_FILE}): run again to resume "
                            "it") from error
    mark_complete(out)
    return stats, records


def _write_year(out: Path, plan: DayPlan, options: ExtractOptions, model: tuple[str, str],
                knowledge: tuple[ManIndex, KnowledgeSource], timings: dict,
                split: dict | None = None) -> tuple[dict, dict[str, DayRecord]]:
    """The days, the dataset and stats.json (written last); returns the statistics and the day records."""
    started = time.perf_counter()
    records = run_days(plan, out, model, options)
    timings["days"] = time.perf_counter() - started
    stats = write_dataset(out, plan, records, options, model, knowledge, timings)
    timings["total"] = time.perf_counter() - started + timings["prepare"]
    stats["run"] = run_section(records, timings, options) | split_section(split, records)
    write_json(out / STATS_FILE, stats)
    return stats, records
