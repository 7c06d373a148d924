"""The days of a run: the one public way to get a year's processed days (`process_year` -> `YearDays`).

For every day of the plan it reuses a finished shard, or reads the day (with the previous whole day as
context), sends it to a runner and writes its shard; a corrupt or truncated day is reported and skipped.
Both `disentangle extract` and `disentangle compare` iterate days through here.
"""
from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from tqdm import tqdm

from disentangle.dialogues.filters import Dialogue
from disentangle.download import CUT_SHORT, STATUS_CACHED, STATUS_DOWNLOADED, DayResult
from disentangle.examples.splits import sorted_dialogues
from disentangle.extract.day import check_day_log, context_tail
from disentangle.extract.options import (
    DAY_DONE,
    DAY_FAILED,
    DAY_REUSED,
    DayOutcome,
    DayPlan,
    DayRecord,
    DayStats,
    DayTask,
    ExtractOptions,
    PipelineError,
)
from disentangle.extract.plan import Fetcher, is_whole_day, plan_days, previous_whole_day, source_name
from disentangle.extract.runners import make_runner, run_tasks
from disentangle.extract.shards import ShardError
from disentangle.extract.store import file_digest, fingerprint, shard_dialogues, shard_header, shard_path, write_shard
from disentangle.linking.model_file import DEFAULT_MODEL, load_model
from disentangle.logs.files import read_log_bytes

logger = logging.getLogger(__name__)


def day_items(plan: DayPlan, out: Path, model: tuple[str, str], options: ExtractOptions
              ) -> Iterator[DayTask | DayRecord]:
    """Each day as a task to run, or as a record when it needs no work (reused, missing, unavailable)."""
    fetcher = Fetcher(plan, options)
    previous: tuple[str, bytes] | None = None
    for located in plan.days:
        obtained = fetcher.obtain(located)
        read = obtained if isinstance(obtained, DayRecord) else _read_day(obtained, fetcher)
        if isinstance(read, DayRecord):
            yield read
            previous = None
            continue
        result, data = read
        yield _day_item(result, data, previous, out, model, options)
        previous = (result.date, data) if is_whole_day(result, options.channel) else None


def cached_day_problem(data: bytes) -> str:
    """Why a cached download does not look like a whole day ("" when it does): empty, its last line
    without a line end (the server's days all end with one: a body cut short), or no IRC log."""
    if not data.strip():
        return "empty"
    log = read_log_bytes(data, "cached")
    if log.stats.missing_final_newline:
        return CUT_SHORT
    try:
        check_day_log(log)
    except PipelineError as error:
        return str(error)
    return ""


def _read_day(result: DayResult, fetcher: Fetcher) -> tuple[DayResult, bytes] | DayRecord:
    """The day's bytes. A cached download that cannot be read or does not look whole is downloaded again
    once (and then used as the server sends it; a cut one that stays cut fails its day, never read); a
    local file that cannot be read fails its day."""
    source = source_name(result, fetcher.options.channel)
    assert result.path is not None  # Fetcher.obtain gives only days that are ok: a usable status and a path
    try:
        data = result.path.read_bytes()
        problem = cached_day_problem(data) if result.status == STATUS_CACHED else ""
    except OSError as error:
        data, problem = b"", f"cannot read {source}: {error.strerror or error}"
    if not problem:
        return result, data
    fresh = fetcher.again(result, problem) if result.status == STATUS_CACHED else None
    if isinstance(fresh, DayResult) and fresh.ok and fresh.path is not None:  # ok: it has a path
        try:
            return fresh, fresh.path.read_bytes()
        except OSError as error:
            problem = f"cannot read {source}: {error.strerror or error}"
    if data and problem != CUT_SHORT:  # readable, only odd: processed as it is (the worker says if it is a log)
        return result, data
    detail = fresh.detail if isinstance(fresh, DayRecord) else problem
    if problem == CUT_SHORT and fresh is None:
        detail = f"the cached log: {problem}, and it cannot be downloaded again now"
    return DayRecord(result.date, DAY_FAILED, detail, _origin(result), source)


def _origin(result: DayResult) -> str:
    """Where a log came from, as recorded: a download counts as the cache (a re-run finds it there)."""
    return STATUS_CACHED if result.status == STATUS_DOWNLOADED else result.status


def _day_item(result: DayResult, data: bytes, previous: tuple[str, bytes] | None, out: Path,
              model: tuple[str, str], options: ExtractOptions) -> DayTask | DayRecord:
    before = previous_whole_day(previous, result.date, is_whole_day(result, options.channel))
    context = context_tail(before, options.context_lines) if before is not None else b""
    source = source_name(result, options.channel)
    origin = _origin(result)
    task = DayTask(result.date, source, data, context, model[0], model[1], options.context_lines,
                   fingerprint(model[1], options.context_lines, source, data, context, options.log_format,
                               options.bot_commands),
                   origin, options.log_format, options.bot_commands)
    header = None if options.force else shard_header(shard_path(out, result.date))
    if header is not None and header.get("fingerprint") == task.fingerprint:
        try:
            return DayRecord(result.date, DAY_REUSED, "", origin, source, DayStats.from_dict(header["stats"]))
        except (KeyError, TypeError, ValueError, AttributeError):
            logger.warning("%s: damaged shard header, processing the day again", result.date)
    return task


def run_days(plan: DayPlan, out: Path, model: tuple[str, str],
             options: ExtractOptions) -> dict[str, DayRecord]:
    """Process (or reuse) every day of the plan; write a shard for each finished day. Date -> record."""
    records: dict[str, DayRecord] = {}
    items = day_items(plan, out, model, options)
    runner = make_runner(options, len(plan.days))
    bar = tqdm(total=len(plan.days), desc=f"extract {plan.year}", unit="day",
               disable=None if options.progress is None else not options.progress)
    try:
        for item, outcome in run_tasks(items, runner):
            record = _record(item, outcome, out)
            records[record.date] = record
            if record.status == DAY_FAILED:
                logger.warning("%s: skipped: %s", record.date, record.detail)
            bar.update()
            bar.set_postfix_str(record.date)
    except BaseException:  # Ctrl-C, SIGTERM, an error here: stop the workers now, do not wait for them
        runner.abort()
        raise
    finally:
        bar.close()
    runner.close()
    return records


def _record(item: DayTask | DayRecord, outcome: DayOutcome | None, out: Path) -> DayRecord:
    """The record of a day `run_tasks` gave back: one that needed no work as it is, a task with its outcome."""
    if isinstance(item, DayRecord):
        return item
    assert outcome is not None  # run_tasks pairs every task it ran with its outcome (a record with None)
    return _finish(item, outcome, out)


def _finish(task: DayTask, outcome: DayOutcome, out: Path) -> DayRecord:
    if not outcome.ok:
        return DayRecord(task.date, DAY_FAILED, outcome.error, task.origin, task.source,
                         seconds=outcome.seconds)
    write_shard(out, task, outcome)
    return DayRecord(task.date, DAY_DONE, "", task.origin, task.source, outcome.stats, outcome.seconds,
                     outcome.blas)


def collect_dialogues(out: Path, records: dict[str, DayRecord]) -> list[Dialogue]:
    """The dialogues of every usable day, read back from the shards (a damaged shard fails its day)."""
    found: list[Dialogue] = []
    for date in sorted(records):
        record = records[date]
        if not record.usable:
            continue
        try:
            found += shard_dialogues(shard_path(out, date))
        except (OSError, ShardError, ValueError) as error:
            records[date] = replace(record, status=DAY_FAILED, detail=f"damaged day shard: {error}")
            logger.warning("%s: damaged day shard skipped (re-run to redo the day): %s", date, error)
    ordered, skipped = sorted_dialogues(found)
    if skipped:
        logger.warning("dialogues skipped while collecting: %s", dict(skipped))
    return ordered


def check_model(path: Path | None) -> tuple[str, str]:
    """(model path, SHA-256 of the file), after loading it once here so a bad model fails at once."""
    model_path = Path(path) if path is not None else DEFAULT_MODEL
    load_model(model_path)
    return str(model_path.resolve()), file_digest(model_path)


@dataclass(frozen=True)
class YearDays:
    """The days of a year as processed: the plan, each day's record (its shard under `out/days/`) and the
    model (path, SHA-256) that processed them. `extract` and `compare` both get their days here."""

    plan: DayPlan
    records: dict[str, DayRecord]
    model: tuple[str, str]
    out: Path

    def dialogues(self) -> list[Dialogue]:
        """The learned dialogues of every day that was processed, in date order."""
        return collect_dialogues(self.out, self.records)


def process_year(year: int, options: ExtractOptions, out: Path, model: tuple[str, str] | None = None
                 ) -> YearDays:
    """Locate every day of the year and process each one not already done (resumable day shards in
    `out`); `model` is a checked (path, digest) pair, else `options.model` is checked here."""
    model = model if model is not None else check_model(options.model)
    plan = plan_days(year, options)
    return YearDays(plan, run_days(plan, out, model, options), model, out)

