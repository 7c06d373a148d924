"""(b) The year: the learned dialogues from `extract.process_year` (the resumable day shards of `make extract`),
the heuristic's on exactly the days the learned path read, with the previous whole day as context.
"""
from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Iterator, Mapping

from tqdm import tqdm

from disentangle.compare.gold import quiet
from disentangle.compare.options import HEURISTIC, LEARNED, CompareError, CompareOptions, DayLog, YearData
from disentangle.dialogues.filters import Dialogue
from disentangle.dialogues.heuristic import heuristic_dialogues
from disentangle.download import find_day_log
from disentangle.extract import (
    DayPlan,
    DayRecord,
    ExtractOptions,
    is_whole_day,
    previous_whole_day,
    process_year,
    source_name,
)
from disentangle.logs.files import read_log_bytes
from disentangle.logs.records import Log

logger = logging.getLogger(__name__)


def learned_year(year: int, options: CompareOptions
                 ) -> tuple[DayPlan, dict[str, DayRecord], list[Dialogue], tuple[str, str]]:
    """The learned dialogues of the year through the pipeline's day processing (resumable shards)."""
    extract = options.extract_options()
    work = extract.output_dir(year)
    if work.exists() and not work.is_dir():
        raise CompareError(f"work directory {work} exists and is not a directory")
    days = process_year(year, extract, work)
    return days.plan, days.records, days.dialogues(), days.model


def day_logs(plan: DayPlan, records: Mapping[str, DayRecord], extract: ExtractOptions) -> Iterator[DayLog]:
    """Each day the learned path read (same bytes, same source name), with the previous whole day when
    this is a whole day too and the day before was read."""
    previous: tuple[str, Log] | None = None
    for located in plan.days:
        record = records.get(located.date)
        result = located if located.ok else find_day_log(located.date, extract.logs, extract.cache,
                                                         download=False, channel=extract.channel)
        if record is None or not record.usable or not result.ok or result.path is None:  # ok: it has a path
            previous = None
            continue
        source = source_name(result, extract.channel)
        log = read_log_bytes(result.path.read_bytes(), source, extract.log_format,
                             dt.date.fromisoformat(located.date))
        whole = is_whole_day(result, extract.channel)
        before = previous_whole_day(previous, located.date, whole)
        yield DayLog(located.date, source, log, before)
        previous = (located.date, log) if whole else None


def heuristic_year(plan: DayPlan, records: Mapping[str, DayRecord], extract: ExtractOptions) -> list[Dialogue]:
    found: list[Dialogue] = []
    usable = sum(record.usable for record in records.values())
    with tqdm(total=usable, desc=f"heuristic {plan.year}", unit="day", disable=quiet(extract.progress)) as bar:
        for day in day_logs(plan, records, extract):
            found += heuristic_dialogues(day.log, day.date, day.previous, bots=extract.bot_commands)
            bar.update()
    return found


def year_data(year: int, options: CompareOptions) -> YearData:
    plan, records, learned, model = learned_year(year, options)
    heuristic = heuristic_year(plan, records, options.extract_options())
    days = tuple(sorted(date for date, record in records.items() if record.usable))
    logger.info("compare %d: %d days; %d heuristic and %d learned dialogues", year, len(days), len(heuristic),
                len(learned))
    return YearData(plan, records, days, {HEURISTIC: tuple(heuristic), LEARNED: tuple(learned)}, model,
                    options.bot_commands)
