"""The extract job: "a source, a model, the filters, the exporters" (`extract(source, options)`), and
`extract_logs(year, options)`, its entry point for the source the options name (`sources.source_for`).

It checks the options (`ExtractOptions.validate`), prepares the source (`DaySource.prepare`: every check of
what it was given, then an immutable `PreparedSource`), checks the output directory, the model and the
man-page knowledge, and only then creates the output directory, marked incomplete (`incomplete`) until the
end; processes the units (`days.run_days`), writes the dataset (`dataset.write_dataset`) and its statistics
(`report.RunStats`), and returns an `ExtractReport`. `prepare_run` and `release_knowledge` are the small
job API compare shares.
"""
from __future__ import annotations

import logging
import time
from pathlib import Path

from disentangle.atomic import write_json
from disentangle.checks import UsageError, writable_directory
from disentangle.errors import DisentangleError
from disentangle.extract.dataset import load_man_knowledge, write_dataset
from disentangle.extract.days import check_model, day_job, run_days
from disentangle.extract.errors import PipelineError, SettingError
from disentangle.extract.incomplete import INCOMPLETE_FILE, discard_unstarted, mark_complete, mark_incomplete
from disentangle.extract.layout import STATS_FILE, output_dir
from disentangle.extract.lock import output_lock
from disentangle.extract.records import (
    DAY_DONE,
    DAY_REUSED,
    DayJob,
    DayRecord,
    ExtractReport,
    Knowledge,
    PhaseTimings,
    PreparedSource,
)
from disentangle.extract.release import private_paths, with_side_channel_check, with_title_check
from disentangle.extract.report import make_report, run_section
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.sources import DaySource, source_for
from disentangle.extract.stats import RunStats
from disentangle.knowledge.command_links import index_pages
from disentangle.knowledge.grounding import KnowledgeSource

logger = logging.getLogger(__name__)

# outside #ubuntu, no man-page grounding of DSTC7 subtask 5: no knowledge is read (or built)
NO_KNOWLEDGE = Knowledge(index_pages(()), KnowledgeSource("", (), 0, 0, ""))


def prepare_run(source: DaySource, options: ExtractOptions) -> PreparedSource:
    """The options checked (`validate`), then the source prepared: what every command over a source does
    first, before any output exists."""
    options.validate()
    return source.prepare()


def release_knowledge(prepared: PreparedSource, options: ExtractOptions) -> Knowledge:
    """The man-page knowledge of a run: #ubuntu's (built when absent), none outside #ubuntu."""
    return load_man_knowledge(options) if prepared.info.ubuntu else NO_KNOWLEDGE


def _output(prepared: PreparedSource, options: ExtractOptions) -> Path:
    """The output directory (checked, not created: see `incomplete.mark_incomplete`): `output`, else
    `extracted/` and the prepared source's `output_name` (`layout.output_dir`)."""
    try:
        return writable_directory("output", output_dir(options.output, prepared.output_name))
    except UsageError as error:
        raise SettingError("output", str(error).removeprefix("output ")) from None


def extract_logs(year: int | None, options: ExtractOptions = ExtractOptions()) -> ExtractReport:
    """Extract the dialogues and examples of the source the options name (`sources.source_for`): the
    irclogs days of `year`, a logs tree or file, or a chat export (its days, or those of `year`)."""
    return extract(source_for(year, options), options)


def extract(source: DaySource, options: ExtractOptions = ExtractOptions()) -> ExtractReport:
    """Extract the dialogues and examples of the source's units into the output directory.

    Raises PipelineError (SettingError for a setting the run cannot use), ModelError or DownloadError for
    problems of the request itself (bad options, no model, no log at all, another run writing into the
    same directory: `lock.output_lock`), before the output directory is created; a bad day is skipped and
    reported in the result and in stats.json. From the first day on, the directory is marked incomplete
    until stats.json is written (`incomplete`); a failure to write (e.g. a full disk) names the file.
    """
    started = time.perf_counter()
    prepared = prepare_run(source, options)
    out = _output(prepared, options)
    job = day_job(prepared, options, check_model(options.model, options.calibration))
    knowledge = release_knowledge(prepared, options)
    existed = out.exists()
    out.mkdir(parents=True, exist_ok=True)  # work starts: the lock lives in the directory
    try:
        with output_lock(out):
            stats, records = _extract_locked(prepared, out, job, options, knowledge, time.perf_counter() - started)
    except DisentangleError:
        if not existed:
            discard_unstarted(out)
        raise
    report = make_report(out, prepared, records, stats, time.perf_counter() - started, prepared.describe(records))
    logger.info("extract %d: %d dialogues from %d days into %s (%.1f s)", prepared.title_year,
                sum(report.dialogues.values()), report.days[DAY_DONE] + report.days[DAY_REUSED], out,
                report.seconds)
    return report


def ubuntu_steps(prepared: PreparedSource) -> dict[str, str]:
    """What stats.json says of the #ubuntu-only steps: ran, or skipped and why."""
    skipped = prepared.info.not_ubuntu
    if skipped:
        return {"bot_commands": f"skipped: {skipped}", "man_page_grounding": f"skipped: {skipped}"}
    return {"bot_commands": f"ran (mode {prepared.info.bot_commands.mode})", "man_page_grounding": "ran"}


def _extract_locked(prepared: PreparedSource, out: Path, job: DayJob, options: ExtractOptions,
                    knowledge: Knowledge, prepared_seconds: float) -> tuple[RunStats, dict[str, DayRecord]]:
    """`extract` once this run holds the output directory: marked incomplete until stats.json is written."""
    mark_incomplete(out, prepared.info.rerun, options.cache)
    try:
        stats, records = _write_run(prepared, out, job, options, knowledge, prepared_seconds)
    except OSError as error:
        raise PipelineError(f"{error}; {out} is left incomplete ({INCOMPLETE_FILE}): run again to resume "
                            "it") from error
    mark_complete(out)
    return stats, records


def _write_run(prepared: PreparedSource, out: Path, job: DayJob, options: ExtractOptions, knowledge: Knowledge,
               prepared_seconds: float) -> tuple[RunStats, dict[str, DayRecord]]:
    """The units, the dataset and stats.json (written last); returns the statistics and the unit records."""
    started = time.perf_counter()
    records = run_days(prepared, out, job, options)
    days = time.perf_counter() - started
    stats, phases = write_dataset(out, prepared, job, records, options, knowledge)
    timings = PhaseTimings(prepared_seconds, days, phases.examples, phases.validation,
                           time.perf_counter() - started + prepared_seconds)
    stats = stats.with_run(run_section(records, timings, options) | prepared.run_section(records)
                           | {"ubuntu_steps": ubuntu_steps(prepared)})
    stats = with_title_check(out, prepared, stats, options.privacy().active)
    stats = with_side_channel_check(out, prepared, stats, options.privacy(),
                                    private_paths(options.logs, Path.home()))
    write_json(out / STATS_FILE, stats.as_json())
    return stats, records
