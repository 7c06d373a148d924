"""The days of a run: the one public way to get a run's processed days (`process_days` -> `YearDays`).

For every day a source gives (`sources`) it reuses a finished shard, or takes the day (with the previous
whole day as context), sends it to a runner and writes its shard; a corrupt or truncated day is reported and
skipped. Both `disentangle extract` and `disentangle compare` iterate days through here; compare's
heuristic too, through the same runners without shards (`method_dialogues`).
"""
from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Generator, Iterable, Iterator, Mapping
from contextlib import closing
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from tqdm import tqdm

from disentangle.dialogues.records import Dialogue
from disentangle.examples.splits import sorted_dialogues
from disentangle.extract.day import context_tail
from disentangle.extract.options import (
    DAY_DONE,
    DAY_FAILED,
    DAY_REUSED,
    DayInput,
    DayOutcome,
    DayPlan,
    DayRecord,
    DayStats,
    DayTask,
    ExtractOptions,
    ModelRef,
    PipelineError,
)
from disentangle.extract.runners import make_runner, run_tasks
from disentangle.extract.shards import ShardError
from disentangle.extract.sources.base import DaySource
from disentangle.extract.store import (
    file_digest,
    fingerprint,
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


def days_with_previous(source: DaySource, plan: DayPlan) -> Iterator[tuple[DayInput, DayInput | None] | DayRecord]:
    """Each day of the source with the previous whole day when this is a whole day too and the day before
    was read (the one rule by which a day gets context), or the record of a day without bytes. A day never
    takes context from another channel's day."""
    previous: tuple[str, DayInput] | None = None
    for day in source.days(plan):
        if isinstance(day, DayRecord):
            yield day
            previous = None
            continue
        same_channel = previous if previous is not None and previous[1].channel == day.channel else None
        yield day, previous_whole_day(same_channel, day.date, day.whole)
        previous = (day.date, day) if day.whole else None


def day_items(source: DaySource, plan: DayPlan, out: Path, model: ModelRef, options: ExtractOptions
              ) -> Iterator[DayTask | DayRecord]:
    """Each day of the source as a task to run, or as a record when it needs no work (reused, missing,
    unavailable, unreadable)."""
    for item in days_with_previous(source, plan):
        yield item if isinstance(item, DayRecord) else _day_item(*item, out, model, options)


def _day_item(day: DayInput, before: DayInput | None, out: Path, model: ModelRef,
              options: ExtractOptions) -> DayTask | DayRecord:
    context = context_tail(before.data, options.context_lines) if before is not None else b""
    names = options.privacy().needs_names
    task = DayTask(day.date, day.source, day.data, context, model.path, model.digest, options.context_lines,
                   fingerprint(model.digest, options.context_lines, day.source, day.data, context,
                               options.log_format, options.bot_commands, names),
                   day.origin, options.log_format, options.bot_commands, names=names, channel=day.channel)
    header = None if options.force else shard_header(shard_path(out, day.key))
    if header is not None and header.get("fingerprint") == task.fingerprint:
        try:
            return DayRecord(day.date, DAY_REUSED, "", day.origin, day.source, DayStats.from_dict(header["stats"]),
                             channel=day.channel)
        except (KeyError, TypeError, ValueError, AttributeError):
            logger.warning("%s: damaged shard header, processing the day again", day.key)
    return task


def run_days(source: DaySource, plan: DayPlan, out: Path, model: ModelRef,
             options: ExtractOptions) -> dict[str, DayRecord]:
    """Process (or reuse) every day of the plan; write a shard for each finished day. Day key (the date, or
    `CHANNEL/DATE`: `DayRecord.key`) -> record."""
    records: dict[str, DayRecord] = {}
    items = day_items(source, plan, out, model, options)
    with closing(days_run(items, plan, options, f"extract {plan.year}")) as run:
        for item, outcome in run:
            record = _record(item, outcome, out)
            records[record.key] = record
            if record.status == DAY_FAILED:
                logger.warning("%s: skipped: %s", record.key, record.detail)
    return records


def days_run(items: Iterable[DayTask | DayRecord], plan: DayPlan, options: ExtractOptions,
             desc: str) -> Generator[tuple[DayTask | DayRecord, DayOutcome | None], None, None]:
    """`run_tasks` in the runner the options ask for, with a progress bar over the plan's days (named by the
    date). Use it in `contextlib.closing`: on Ctrl-C, SIGTERM or an error, here or in the caller's loop (closing
    the generator raises GeneratorExit at its `yield`), the workers are stopped at once, not waited for."""
    runner = make_runner(options, len(plan.days))
    bar = tqdm(total=len(plan.days), desc=desc, unit="day",
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


def method_dialogues(source: DaySource, plan: DayPlan, options: ExtractOptions,
                     method: str) -> dict[str, tuple[Dialogue, ...]]:
    """Another disentangler (`method`: the heuristic) on the source's days, in the job's runners, without
    shards: day key -> the day's dialogues. A day without bytes or whose processing fails is left out (logged)."""
    tasks = (DayTask(day.date, day.source, day.data, before.data if before is not None else b"", "", "", 0, "",
                     day.origin, options.log_format, options.bot_commands, method, channel=day.channel)
             for item in days_with_previous(source, plan) if not isinstance(item, DayRecord)
             for day, before in (item,))
    found: dict[str, tuple[Dialogue, ...]] = {}
    with closing(days_run(tasks, plan, options, f"{method} {plan.year}")) as run:
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


def check_model(path: Path | None) -> ModelRef:
    """The model file (default: the shipped one) and its SHA-256, after loading it once here so a bad model
    fails at once."""
    model_path = Path(path) if path is not None else DEFAULT_MODEL
    load_model(model_path)
    return ModelRef(str(model_path.resolve()), file_digest(model_path))


@dataclass(frozen=True)
class YearDays:
    """The days of a run as processed: the plan, each day's record (its shard under `out/days/`) and the
    model that processed them. `extract` and `compare` both get their days here."""

    plan: DayPlan
    records: dict[str, DayRecord]
    model: ModelRef
    out: Path

    def dialogues(self) -> list[Dialogue]:
        """The learned dialogues of every day that was processed, in date order."""
        return collect_dialogues(self.out, self.records)


def process_days(source: DaySource, options: ExtractOptions, out: Path, model: ModelRef | None = None
                 ) -> YearDays:
    """Plan the source's days and process each one not already done (resumable day shards in `out`); `model`
    is a checked model, else `options.model` is checked here. The source must be prepared."""
    model = model if model is not None else check_model(options.model)
    plan = source.plan()
    return YearDays(plan, run_days(source, plan, out, model, options), model, out)
