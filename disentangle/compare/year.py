"""(b) The year: the learned dialogues from `extract.process_days` (the resumable day shards of `make extract`),
the heuristic's on exactly the days the learned path read, given by the same source of days
(`extract.sources`) with the same previous-day rule (`extract.days.days_with_previous`).
"""
from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace

from disentangle.compare.options import HEURISTIC, LEARNED, CompareError, CompareOptions, YearData
from disentangle.dialogues.records import Dialogue
from disentangle.extract import DayRecord, DaySource, ExtractOptions, YearDays, process_days
from disentangle.extract.days import method_dialogues

logger = logging.getLogger(__name__)


def learned_year(source: DaySource, options: CompareOptions) -> YearDays:
    """The learned days of the year through the pipeline's day processing (resumable shards)."""
    extract = options.days
    work = extract.output_dir(source.dates.year)
    if work.exists() and not work.is_dir():
        raise CompareError(f"work directory {work} exists and is not a directory")
    return process_days(source, extract, work)


def heuristic_year(source: DaySource, records: Mapping[str, DayRecord], extract: ExtractOptions) -> list[Dialogue]:
    """The heuristic's dialogues of exactly the days the learned path read (same bytes, same source name,
    found again now that downloads are in the cache), in date order: the job's days and runners with the
    heuristic as the disentangler (`extract.days.method_dialogues`)."""
    plan = source.plan()
    read = replace(plan, days=tuple(day for day in plan.days if day.date in records and records[day.date].usable))
    found = method_dialogues(source, read, extract, HEURISTIC)
    return [dialogue for date in sorted(found) for dialogue in found[date]]


def year_data(source: DaySource, options: CompareOptions) -> YearData:
    learned = learned_year(source, options)
    heuristic = heuristic_year(source, learned.records, options.days)
    dialogues = learned.dialogues()
    days = tuple(sorted(date for date, record in learned.records.items() if record.usable))
    logger.info("compare %d: %d days; %d heuristic and %d learned dialogues", learned.plan.year, len(days),
                len(heuristic), len(dialogues))
    return YearData(learned.plan, learned.records, days, {HEURISTIC: tuple(heuristic), LEARNED: tuple(dialogues)},
                    learned.model, options.days.bot_commands)
