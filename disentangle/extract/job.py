"""The extract job: "a source, a model, the filters, the exporters" (`extract(source, options)`), and
`extract_year(year, options)`, its entry point for the irclogs days of a year (`--year`).

It checks the options (`ExtractOptions.validate`), the output directory and the source (`prepare`), the
model and the man-page knowledge, plans the days, and only then creates the output directory, marked
incomplete (`incomplete`) until the end; processes the days (`days.run_days`), writes the dataset
(`dataset.write_dataset`) and its statistics (`report.RunStats`), and returns an `ExtractReport`.
"""
from __future__ import annotations

import logging
import time
from pathlib import Path

from disentangle.checks import UsageError, writable_directory
from disentangle.errors import DisentangleError
from disentangle.extract.dataset import load_man_knowledge, write_dataset
from disentangle.extract.days import check_model, run_days
from disentangle.extract.incomplete import INCOMPLETE_FILE, discard_unstarted, mark_complete, mark_incomplete
from disentangle.extract.lock import output_lock
from disentangle.extract.options import (
    DAY_DONE,
    DAY_REUSED,
    DEFAULT_OUTPUT_ROOT,
    STATS_FILE,
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
from disentangle.extract.report import RunStats, make_report, run_section
from disentangle.extract.sources import DaySource, source_for
from disentangle.extract.store import write_json
from disentangle.knowledge.command_links import index_pages
from disentangle.knowledge.grounding import KnowledgeSource
from disentangle.settings import in_current_dir

logger = logging.getLogger(__name__)

# outside #ubuntu, no man-page grounding of DSTC7 subtask 5: no knowledge is read (or built)
NO_KNOWLEDGE = Knowledge(index_pages(()), KnowledgeSource("", (), 0, 0, ""))


def _output(source: DaySource, options: ExtractOptions) -> Path:
    """The output directory (checked, not created: see `incomplete.mark_incomplete`) after a check of the
    options and the source before any work: `output`, else `extracted/` and the source's `output_name`."""
    options.validate()
    target = Path(options.output) if options.output is not None else \
        in_current_dir(DEFAULT_OUTPUT_ROOT / source.output_name)
    try:
        out = writable_directory("output", target)
    except UsageError as error:
        raise SettingError("output", str(error).removeprefix("output ")) from None
    source.prepare()
    return out


def extract_year(year: int | None, options: ExtractOptions = ExtractOptions()) -> ExtractReport:
    """Extract the dialogues and examples of one year of #ubuntu into `options.output_dir(year)`, or of a
    chat export `options.logs` (its days, or those of `year`): the job on the source the options name
    (`sources.source_for`)."""
    return extract(source_for(year, options), options)


def extract(source: DaySource, options: ExtractOptions = ExtractOptions()) -> ExtractReport:
    """Extract the dialogues and examples of the source's days into `options.output_dir(year)`.

    Raises PipelineError (SettingError for a setting the run cannot use), ModelError or DownloadError for
    problems of the request itself (bad options, no model, no log at all, another run writing into the
    same directory: `lock.output_lock`), before the output directory is created; a bad day is skipped and
    reported in the result and in stats.json. From the first day on, the directory is marked incomplete
    until stats.json is written (`incomplete`); a failure to write (e.g. a full disk) names the file.
    """
    started = time.perf_counter()
    options = source.adapt(options)
    out = _output(source, options)
    model = check_model(options.model)
    knowledge = NO_KNOWLEDGE if source.skip_ubuntu_steps else load_man_knowledge(options)
    plan = source.plan()
    prepared = time.perf_counter() - started
    existed = out.exists()
    out.mkdir(parents=True, exist_ok=True)  # work starts: the lock lives in the directory
    try:
        with output_lock(out):
            stats, records = _extract_locked(source, out, plan, options, model, knowledge, prepared)
    except DisentangleError:
        if not existed:
            discard_unstarted(out)
        raise
    report = make_report(out, plan, records, stats, time.perf_counter() - started, source.describe(records))
    logger.info("extract %d: %d dialogues from %d days into %s (%.1f s)", plan.year,
                sum(report.dialogues.values()), report.days[DAY_DONE] + report.days[DAY_REUSED], out,
                report.seconds)
    return report


def ubuntu_steps(source: DaySource, options: ExtractOptions) -> dict[str, str]:
    """What stats.json says of the #ubuntu-only steps: ran, or skipped and why."""
    skipped = source.skip_ubuntu_steps
    if skipped:
        return {"bot_commands": f"skipped: {skipped}", "man_page_grounding": f"skipped: {skipped}"}
    return {"bot_commands": f"ran (mode {options.bot_commands.mode})", "man_page_grounding": "ran"}


def _extract_locked(source: DaySource, out: Path, plan: DayPlan, options: ExtractOptions, model: ModelRef,
                    knowledge: Knowledge, prepared: float) -> tuple[RunStats, dict[str, DayRecord]]:
    """`extract` once this run holds the output directory: marked incomplete until stats.json is written."""
    mark_incomplete(out, plan.year, options.cache)
    try:
        stats, records = _write_run(source, out, plan, options, model, knowledge, prepared)
    except OSError as error:
        raise PipelineError(f"{error}; {out} is left incomplete ({INCOMPLETE_FILE}): run again to resume "
                            "it") from error
    mark_complete(out)
    return stats, records


def _write_run(source: DaySource, out: Path, plan: DayPlan, options: ExtractOptions, model: ModelRef,
               knowledge: Knowledge, prepared: float) -> tuple[RunStats, dict[str, DayRecord]]:
    """The days, the dataset and stats.json (written last); returns the statistics and the day records."""
    started = time.perf_counter()
    records = run_days(source, plan, out, model, options)
    days = time.perf_counter() - started
    stats, phases = write_dataset(out, plan, records, options, model, knowledge)
    timings = PhaseTimings(prepared, days, phases.examples, phases.validation,
                           time.perf_counter() - started + prepared)
    stats = stats.with_run(run_section(records, timings, options) | source.run_section(records)
                           | {"ubuntu_steps": ubuntu_steps(source, options)})
    write_json(out / STATS_FILE, stats.as_json())
    return stats, records
