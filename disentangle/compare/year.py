"""(b) The year: the learned dialogues from `extract.process_days` (the resumable day shards of `make extract`),
the heuristic's on exactly the days the learned path read, given by the same source of days
(`extract.sources`) with the same previous-day rule (`extract.days.days_with_previous`).
"""
from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Iterator, Mapping
from dataclasses import replace

from tqdm import tqdm

from disentangle.compare.gold import quiet
from disentangle.compare.options import HEURISTIC, LEARNED, CompareError, CompareOptions, DayLog, YearData
from disentangle.dialogues.filters import Dialogue
from disentangle.dialogues.heuristic import heuristic_dialogues
from disentangle.extract import DayPlan, DayRecord, DaySource, ExtractOptions, YearDays, process_days
from disentangle.extract.days import days_with_previous
from disentangle.logs.reader import read_log_bytes

logger = logging.getLogger(__name__)


def learned_year(source: DaySource, options: CompareOptions) -> YearDays:
    """The learned days of the year through the pipeline's day processing (resumable shards)."""
    extract = options.extract_options()
    work = extract.output_dir(source.dates.year)
    if work.exists() and not work.is_dir():
        raise CompareError(f"work directory {work} exists and is not a directory")
    return process_days(source, extract, work)


def read_days(source: DaySource, records: Mapping[str, DayRecord], extract: ExtractOptions) -> Iterator[DayLog]:
    """Each day the learned path read (same bytes, same source name, found again now that downloads are in
    the cache), with the previous whole day when this is a whole day too and the day before was read."""
    plan = source.plan()
    read = replace(plan, days=tuple(day for day in plan.days if day.date in records and records[day.date].usable))
    last: DayLog | None = None
    for item in days_with_previous(source, read):
        if isinstance(item, DayRecord):
            continue
        day, before = item
        previous = last.log if before is not None and last is not None and last.date == before.date else None
        log = read_log_bytes(day.data, day.source, extract.log_format, dt.date.fromisoformat(day.date))
        last = DayLog(day.date, day.source, log, previous)
        yield last


def heuristic_year(source: DaySource, plan: DayPlan, records: Mapping[str, DayRecord],
                   extract: ExtractOptions) -> list[Dialogue]:
    found: list[Dialogue] = []
    usable = sum(record.usable for record in records.values())
    with tqdm(total=usable, desc=f"heuristic {plan.year}", unit="day", disable=quiet(extract.progress)) as bar:
        for day in read_days(source, records, extract):
            found += heuristic_dialogues(day.log, day.date, day.previous, bots=extract.bot_commands)
            bar.update()
    return found


def year_data(source: DaySource, options: CompareOptions) -> YearData:
    learned = learned_year(source, options)
    heuristic = heuristic_year(source, learned.plan, learned.records, options.extract_options())
    dialogues = learned.dialogues()
    days = tuple(sorted(date for date, record in learned.records.items() if record.usable))
    logger.info("compare %d: %d days; %d heuristic and %d learned dialogues", learned.plan.year, len(days),
                len(heuristic), len(dialogues))
    return YearData(learned.plan, learned.records, days, {HEURISTIC: tuple(heuristic), LEARNED: tuple(dialogues)},
                    learned.model, options.bot_commands)
