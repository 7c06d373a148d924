"""(b) The year: the learned dialogues from `extract.process_days` (the resumable day shards of `make extract`),
the heuristic's on exactly the units the learned path read, given by the same prepared source
(`extract.PreparedSource`) with the same previous-day rule (`extract.days.days_with_previous`).
"""
from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path

from disentangle.compare.options import HEURISTIC, LEARNED, CompareError, CompareOptions, YearData
from disentangle.dialogues.records import Dialogue
from disentangle.extract import (
    DayRecord,
    DaySource,
    ExtractOptions,
    PreparedSource,
    ProcessedUnits,
    method_dialogues,
    process_days,
)

logger = logging.getLogger(__name__)


def learned_year(prepared: PreparedSource, options: CompareOptions, work: Path) -> ProcessedUnits:
    """The learned units through the pipeline's unit processing (resumable shards in `work`)."""
    if work.exists() and not work.is_dir():
        raise CompareError(f"work directory {work} exists and is not a directory")
    return process_days(prepared, options.days, work)


def heuristic_year(prepared: PreparedSource, records: Mapping[str, DayRecord], extract: ExtractOptions
                   ) -> list[Dialogue]:
    """The heuristic's dialogues of exactly the units the learned path read (same bytes, same source name,
    found again now that downloads are in the cache: the source is prepared again), in key order: the job's
    units and runners with the heuristic as the disentangler (`extract.days.method_dialogues`)."""
    read = tuple(unit for unit in prepared.units if unit.key in records and records[unit.key].usable)
    found = method_dialogues(prepared, read, extract, HEURISTIC)
    return [dialogue for key in sorted(found) for dialogue in found[key]]


def year_data(prepared: PreparedSource, source: DaySource, options: CompareOptions, work: Path) -> YearData:
    """Both methods' dialogues of the prepared source's units; the heuristic's through `source` prepared
    once more after the learned units are done, so that it finds the days downloaded meanwhile in the cache."""
    learned = learned_year(prepared, options, work)
    heuristic = heuristic_year(source.prepare(), learned.records, options.days)
    dialogues = learned.dialogues()
    days = tuple(sorted(key for key, record in learned.records.items() if record.usable))
    logger.info("compare %d: %d days; %d heuristic and %d learned dialogues", prepared.title_year, len(days),
                len(heuristic), len(dialogues))
    return YearData(prepared, learned.records, days, {HEURISTIC: tuple(heuristic), LEARNED: tuple(dialogues)},
                    learned.model, prepared.info.bot_commands)
