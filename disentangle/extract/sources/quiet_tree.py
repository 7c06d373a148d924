"""IRC days cut into units at quiet gaps (`QuietIrc`): a local log tree or one long log file read with
`--units quiet-gaps`, so that a conversation is cut only by a long silence, as a chat export's is.

The calendar-day source (`LogsTree`, `LogsFile`) is prepared as usual; its days are then read in date order
(bytes checked as an IRC day, `extract.day.check_day_log`), their lines written as chat-day lines (a line's
time: its day's midnight UTC plus its minute; no platform ids) and cut into units by `logs.quiet_gaps`, once,
under the cache (`irc-units/`, reused while the days' files are unchanged: `split_cache.SplitCache`). A day
that cannot be read (missing, failed) stays a day record of its own and the stream is cut on both sides of
it, so no unit spans a hole and no unit's name is a missing day's. The units are then processed as a chat
export's: named by the day of the midnight that opens them, the previous day's unit as context. The #ubuntu
irclogs archive keeps calendar days (the DSTC7 lineage): `source_for` offers this to a tree or a file only.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import hashlib
import json
import logging
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from disentangle.download import STATUS_LOCAL, DayResult
from disentangle.extract.day import check_day_log, read_day
from disentangle.extract.errors import PipelineError
from disentangle.extract.records import (
    DAY_FAILED,
    DateRange,
    DayInput,
    DayRecord,
    PreparedSource,
    Unit,
)
from disentangle.extract.settings import UNITS_QUIET, ExtractOptions
from disentangle.extract.sources.base import DaySource
from disentangle.extract.sources.split_cache import SplitCache, content_digest
from disentangle.extract.sources.units_files import QuietUnits
from disentangle.logs.chat_days import CHAT_DAY, DayLine, day_line, names_header
from disentangle.logs.quiet_gaps import CutRule
from disentangle.logs.records import Log, LogError
from disentangle.settings import cache_dir

__all__ = ["QuietIrc"]

logger = logging.getLogger(__name__)

UNITS_VERSION = 1                      # of the unit files; bump to cut trees again
UNITS_DIR = "irc-units"                # under the cache root
SUMMARY_FILE = "summary.json"
SECONDS_PER_MINUTE = 60


def _midnight(date: str) -> float:
    return dt.datetime.combine(dt.date.fromisoformat(date), dt.time(), dt.timezone.utc).timestamp()


def _lines(log: Log, date: str, first_serial: int) -> Iterator[DayLine]:
    """A day's messages as chat-day lines (serials from `first_serial`, no platform ids)."""
    midnight = _midnight(date)
    for number, message in enumerate(log.messages):
        yield DayLine(first_serial + number, midnight + message.minute * SECONDS_PER_MINUTE, message.kind,
                      message.nick, message.text, message.bot, None, "")


@dataclass(frozen=True)
class QuietIrc:
    """The IRC days of `days` (a `DaySource` of calendar days) cut at quiet gaps (see the module docstring)."""

    days: DaySource
    options: ExtractOptions

    def prepare(self) -> PreparedSource:
        prepared = self.days.prepare()
        cache = SplitCache(cache_dir() / UNITS_DIR, SUMMARY_FILE)
        identity = {"units_of": str(self.options.logs and Path(self.options.logs).resolve()),
                    "channel": self.options.channel}
        work = cache.split(self._key(prepared), functools.partial(self._split, prepared), identity)
        summary = cache.summary(work)
        units = sorted([Unit(date, DayResult(date, work / f"{date}.jsonl", STATUS_LOCAL))
                        for date in summary["units"]]
                       + [Unit(date, DayResult(date, None, status, detail)) for date, (status, detail)
                          in summary["unread"].items()], key=lambda unit: unit.date)
        reader = QuietDays(prepared.info.label, work, summary, self.options.quiet_window)
        info = dataclasses.replace(prepared.info, log_format=CHAT_DAY)
        dates = DateRange(min(prepared.dates.first, dt.date.fromisoformat(units[0].date)),
                          max(prepared.dates.last, dt.date.fromisoformat(units[-1].date)))  # a file past midnight
        return dataclasses.replace(prepared, info=info, dates=dates, units=tuple(units), reader=reader)

    def _key(self, prepared: PreparedSource) -> str:
        dates = [unit.date for unit in prepared.units]
        files = content_digest(Path(unit.located.path or "") for unit in prepared.units)
        parts = [UNITS_VERSION, prepared.info.log_format, self.options.channel, self.options.quiet_window, dates, files]
        return hashlib.sha256(json.dumps(parts).encode("utf-8")).hexdigest()[:32]

    def _split(self, prepared: PreparedSource, work: Path) -> dict:
        """Every day read in order into unit files, the stream cut at each day that cannot be read."""
        rule, serial = CutRule(self.options.quiet_window), 0
        units: Counter[str] = Counter()
        unread: dict[str, tuple[str, str]] = {}
        stream = QuietUnits(work, rule)
        names: set[str] = set()
        for day in prepared.read():
            log = self._log(day, prepared.info.log_format)
            if not isinstance(log, Log):
                unread[day.date] = (log.status, log.detail)
                units.update(stream.finish())
                stream = QuietUnits(work, rule)
                continue
            names |= log.known_names | {m.nick for m in log.messages if m.nick}
            for line in _lines(log, day.date, serial):
                stream.add(line.seconds, day_line(line))
            serial += len(log)
        units.update(stream.finish())
        (work / "names.json").write_text(json.dumps(sorted(names), ensure_ascii=False), encoding="utf-8")
        return {"version": UNITS_VERSION, "units_of": str(self.options.logs and Path(self.options.logs).resolve()),
                "channel": self.options.channel, "units": dict(sorted(units.items())), "unread": unread,
                "quiet_window_hours": self.options.quiet_window}

    @staticmethod
    def _log(day: DayInput | DayRecord, log_format: str) -> Log | DayRecord:
        """A day's log, or the record of a day that cannot be read."""
        if isinstance(day, DayRecord):
            return day
        try:
            log = read_day(day.data, day.source, log_format, dt.date.fromisoformat(day.date))
            check_day_log(log, log_format)
        except (LogError, PipelineError) as error:
            return DayRecord(day.date, DAY_FAILED, str(error), day.origin, day.source)
        return log


@dataclass(frozen=True)
class QuietDays:
    """The reader of IRC days cut at quiet gaps (`UnitReader`): each unit's chat-day file headed by the names
    the days know; a day that could not be read, its record."""

    label: str
    work: Path
    summary: Mapping
    window: float

    def read(self, units: Sequence[Unit]) -> Iterator[DayInput | DayRecord]:
        header = names_header(frozenset(json.loads((self.work / "names.json").read_text(encoding="utf-8"))))
        for unit in units:
            path = unit.located.path
            if path is None:
                yield DayRecord(unit.date, unit.located.status, unit.located.detail)
                continue
            yield DayInput(unit.date, f"units/{self.label.lstrip('#')}/{unit.date}.jsonl",
                           header + path.read_bytes(), True, STATUS_LOCAL)

    def run_section(self, records: Mapping[str, DayRecord]) -> dict:
        """stats.json's `run.irc_units`: how the days were cut."""
        return {"irc_units": {"units": UNITS_QUIET, "quiet_window_hours": self.window,
                              "units_made": len(self.summary["units"]), "days_unread": len(self.summary["unread"]),
                              "messages": sum(self.summary["units"].values())}}

    def describe(self, records: Mapping[str, DayRecord]) -> str:
        return (f"{self.label}: {sum(self.summary['units'].values()):,} lines cut at quiet gaps into "
                f"{len(self.summary['units'])} units ({len(self.summary['unread'])} days unread)")
