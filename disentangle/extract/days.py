"""The units of a run: the one public way to get a run's processed units (`process_days` -> `ProcessedUnits`).

For every unit a prepared source gives (`sources`) it reuses a finished shard, or builds the unit's task by
name from the unit and the run's job record (`day_task`, `DayJob`: with the previous whole day as context),
sends it to a runner and writes its shard; a corrupt or truncated day is reported and
skipped. Both `disentangle extract` and `disentangle compare` iterate days through here; compare's
heuristic too, through the same runners without shards (`method_dialogues`).
"""
from __future__ import annotations

import datetime as dt
import logging
from collections import Counter
from collections.abc import Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from tqdm import tqdm

from disentangle.dialogues.calibration import DEFAULT_CALIBRATION, load_calibrator
from disentangle.dialogues.multiparty import MultiConversation
from disentangle.dialogues.records import Dialogue
from disentangle.examples.splits import sorted_dialogues
from disentangle.extract.day import context_tail
from disentangle.extract.errors import PipelineError
from disentangle.extract.records import (
    DAY_DONE,
    DAY_FAILED,
    DAY_REUSED,
    METHOD,
    DayInput,
    DayJob,
    DayOutcome,
    DayRecord,
    DayStats,
    DayTask,
    ModelRef,
    PreparedSource,
    Unit,
)
from disentangle.extract.runners import make_runner, run_tasks
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.shards import ShardError
from disentangle.extract.store import (
    conversation_header,
    conversation_shard_path,
    file_digest,
    shard_conversations,
    shard_dialogues,
    shard_header,
    shard_names,
    shard_path,
    write_shard,
)
from disentangle.linking.model_file import DEFAULT_MODEL, load_model

logger = logging.getLogger(__name__)

T = TypeVar("T")


def previous_whole_day(previous: tuple[str, T] | None, date: str, whole: bool) -> T | None:
    """What was kept of the day before `date` (`previous` is (date, what)), when this day is a whole day and
    `previous` is that very day: the one rule by which a day gets the previous day as context."""
    yesterday = (dt.date.fromisoformat(date) - dt.timedelta(days=1)).isoformat()
    return previous[1] if whole and previous is not None and previous[0] == yesterday else None


def days_with_previous(prepared: PreparedSource, units: Sequence[Unit] | None = None
                       ) -> Iterator[tuple[DayInput, DayInput | None] | DayRecord]:
    """Each unit of the source (default: all) with the previous whole day when this is a whole day too and
    the day before was read (the one rule by which a day gets context), or the record of a day without
    bytes. A day never takes context from another channel's day."""
    previous: tuple[str, DayInput] | None = None
    for day in prepared.read(units):
        if isinstance(day, DayRecord):
            yield day
            previous = None
            continue
        same_channel = previous if previous is not None and previous[1].channel == day.channel else None
        yield day, previous_whole_day(same_channel, day.date, day.whole)
        previous = (day.date, day) if day.whole else None


def day_job(prepared: PreparedSource, options: ExtractOptions, model: ModelRef | None,
            method: str = METHOD) -> DayJob:
    """What every task of a run over `prepared` shares: the units' layout and bot rule are the source's,
    the context and the names the options'. The heuristic reads no model and keeps no names."""
    learned = method == METHOD
    return DayJob(model if learned else None, prepared.info.log_format, prepared.info.bot_commands,
                  options.context_lines if learned else 0, options.privacy().needs_names and learned, method)


def day_task(day: DayInput, before: DayInput | None, job: DayJob) -> DayTask:
    """The task of one unit: its bytes, the tail of the day before as the model's context (the whole day
    before for the heuristic, which reads the nicks it knows), and the job's settings."""
    context = b"" if before is None else context_tail(before.data, job.context_lines) if job.model else before.data
    return DayTask(date=day.date, source=day.source, data=day.data, context=context,
                   model=job.model.path if job.model else "", model_digest=job.model.digest if job.model else "",
                   calibration=job.model.calibration if job.model else "",
                   calibration_digest=job.model.calibration_digest if job.model else "",
                   context_lines=job.context_lines, origin=day.origin, log_format=job.log_format,
                   bot_commands=job.bot_commands, method=job.method, names=job.names, channel=day.channel)


def day_items(prepared: PreparedSource, out: Path, job: DayJob, force: bool) -> Iterator[DayTask | DayRecord]:
    """Each unit of the source as a task to run, or as a record when it needs no work (reused, missing,
    unavailable, unreadable)."""
    for item in days_with_previous(prepared):
        yield item if isinstance(item, DayRecord) else _day_item(day_task(*item, job), out, force)


def _conversations_done(task: DayTask, out: Path) -> bool:
    """Are the unit's multi-party conversations on disk, whole and of this task (the heuristic makes none)?"""
    if task.method != METHOD:
        return True
    header = conversation_header(conversation_shard_path(out, task.key))
    return header is not None and header.get("fingerprint") == task.fingerprint


def _day_item(task: DayTask, out: Path, force: bool) -> DayTask | DayRecord:
    header = None if force else shard_header(shard_path(out, task.key))
    if header is not None and header.get("fingerprint") == task.fingerprint and _conversations_done(task, out):
        try:
            return DayRecord(task.date, DAY_REUSED, "", task.origin, task.source, DayStats.from_dict(header["stats"]),
                             channel=task.channel)
        except (KeyError, TypeError, ValueError, AttributeError):
            logger.warning("%s: damaged shard header, processing the day again", task.key)
    return task


def run_days(prepared: PreparedSource, out: Path, job: DayJob, options: ExtractOptions) -> dict[str, DayRecord]:
    """Process (or reuse) every unit of the source; write a shard for each finished one. Unit key (the date,
    or `CHANNEL/DATE`: `DayRecord.key`) -> record."""
    records: dict[str, DayRecord] = {}
    items = day_items(prepared, out, job, options.force)
    with closing(days_run(items, len(prepared.units), options, f"extract {prepared.title_year}")) as run:
        for item, outcome in run:
            record = _record(item, outcome, out)
            records[record.key] = record
            if record.status == DAY_FAILED:
                logger.warning("%s: skipped: %s", record.key, record.detail)
    return records


def days_run(items: Iterable[DayTask | DayRecord], count: int, options: ExtractOptions,
             desc: str) -> Generator[tuple[DayTask | DayRecord, DayOutcome | None], None, None]:
    """`run_tasks` in the runner the options ask for, with a progress bar over the `count` units (named by
    their keys). Use it in `contextlib.closing`: on Ctrl-C, SIGTERM or an error, here or in the caller's loop (closing
    the generator raises GeneratorExit at its `yield`), the workers are stopped at once, not waited for."""
    runner = make_runner(options, count)
    bar = tqdm(total=count, desc=desc, unit="day",
               disable=None if options.progress is None else not options.progress)
    try:
        for item, outcome in run_tasks(items, runner):
            yield item, outcome
            bar.update()
            bar.set_postfix_str(item.key)
    except BaseException:
        runner.abort()
        raise
    finally:
        bar.close()
    runner.close()


def _record(item: DayTask | DayRecord, outcome: DayOutcome | None, out: Path) -> DayRecord:
    """The record of a day `run_tasks` gave back: one that needed no work as it is, a task with its outcome."""
    if isinstance(item, DayRecord):
        return item
    assert outcome is not None  # run_tasks pairs every task it ran with its outcome (a record with None)
    return _finish(item, outcome, out)


def _finish(task: DayTask, outcome: DayOutcome, out: Path) -> DayRecord:
    if not outcome.ok:
        return DayRecord(task.date, DAY_FAILED, outcome.error, task.origin, task.source,
                         seconds=outcome.seconds, channel=task.channel)
    write_shard(out, task, outcome)
    return DayRecord(task.date, DAY_DONE, "", task.origin, task.source, outcome.stats, outcome.seconds,
                     outcome.blas, task.channel)


def method_dialogues(prepared: PreparedSource, units: Sequence[Unit], options: ExtractOptions,
                     method: str) -> dict[str, tuple[Dialogue, ...]]:
    """Another disentangler (`method`: the heuristic) on the source's `units`, in the job's runners, without
    shards: unit key -> the unit's dialogues. A unit without bytes or whose processing fails is left out
    (logged)."""
    job = day_job(prepared, options, None, method)
    tasks = (day_task(*item, job) for item in days_with_previous(prepared, units) if not isinstance(item, DayRecord))
    found: dict[str, tuple[Dialogue, ...]] = {}
    with closing(days_run(tasks, len(units), options, f"{method} {prepared.title_year}")) as run:
        for task, outcome in run:
            if outcome is not None and outcome.ok:
                found[task.key] = outcome.dialogues
            else:
                logger.warning("%s: %s: skipped: %s", task.key, method, outcome.error if outcome else "")
    return found


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


def collect_conversations(out: Path, records: dict[str, DayRecord]
                          ) -> tuple[list[MultiConversation], dict[str, int]]:
    """The multi-party conversations of every usable day, read back from their shards in key order, and the
    conversations left out (per reason, summed); a damaged shard fails its day, as `collect_dialogues` does."""
    found: list[MultiConversation] = []
    dropped: Counter[str] = Counter()
    for key in sorted(records):
        record = records[key]
        if not record.usable:
            continue
        try:
            conversations, counts = shard_conversations(conversation_shard_path(out, key))
        except (OSError, ShardError, ValueError) as error:
            records[key] = replace(record, status=DAY_FAILED, detail=f"damaged conversation shard: {error}")
            logger.warning("%s: damaged conversation shard skipped (re-run to redo the day): %s", key, error)
            continue
        found += conversations
        dropped.update(counts)
    return found, dict(sorted(dropped.items()))


def collect_names(out: Path, records: Mapping[str, DayRecord]) -> dict[str, frozenset[str]]:
    """Day key -> the names each usable day's log knows, from its shard; PipelineError for a shard without them
    (the anonymiser must never run short of names silently)."""
    found: dict[str, frozenset[str]] = {}
    for date, record in sorted(records.items()):
        if not record.usable:
            continue
        try:
            found[date] = shard_names(shard_path(out, date))
        except (OSError, ShardError) as error:
            raise PipelineError(f"{shard_path(out, date)}: {error}; run again with --force") from error
    return found


def check_model(path: Path | None, calibration: Path | None = None) -> ModelRef:
    """The model file (default: the shipped one), the dialogue calibrator's file (default: the shipped one)
    and their SHA-256, after loading each once here so a bad one fails at once."""
    model_path = Path(path) if path is not None else DEFAULT_MODEL
    load_model(model_path)
    calibration_path = Path(calibration) if calibration is not None else DEFAULT_CALIBRATION
    load_calibrator(calibration_path)
    return ModelRef(str(model_path.resolve()), file_digest(model_path), str(calibration_path.resolve()),
                    file_digest(calibration_path))


@dataclass(frozen=True)
class ProcessedUnits:
    """The units of a run as processed: the prepared source, each unit's record (its shard under
    `out/days/`) and the model that processed them. `extract` and `compare` both get their units here."""

    prepared: PreparedSource
    records: dict[str, DayRecord]
    model: ModelRef
    out: Path

    def dialogues(self) -> list[Dialogue]:
        """The learned dialogues of every unit that was processed, in key order."""
        return collect_dialogues(self.out, self.records)


def process_days(prepared: PreparedSource, options: ExtractOptions, out: Path, model: ModelRef | None = None
                 ) -> ProcessedUnits:
    """Process each unit of the prepared source not already done (resumable day shards in `out`); `model`
    is a checked model, else `options.model` is checked here."""
    model = model if model is not None else check_model(options.model, options.calibration)
    return ProcessedUnits(prepared, run_days(prepared, out, day_job(prepared, options, model), options), model, out)
