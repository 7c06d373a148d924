"""Sources of days: where the days of an extract run come from, one module per source.

`base.DaySource` is the protocol the job reads days through (its docstring says what a new source must
provide); `irclogs` holds the irclogs archive of a year (local tree, download cache, polite downloads, the
offline sample) and a local log tree; `logs_file` one long log file split into the days of a tree.
`chat` holds chat exports (Slack, Discord, Telegram). `source_for(year, options)` chooses the source the
options name: `logs` a chat export (the year optional; one, several or all of its channels), an IRC log file,
a tree, or neither (the archive), of one channel.
"""
from __future__ import annotations

from pathlib import Path

from disentangle.extract.options import ALL_CHANNELS, DateRange, ExtractOptions, SettingError
from disentangle.extract.sources.base import DaySource
from disentangle.extract.sources.chat import ChatExport, detect_chat
from disentangle.extract.sources.irclogs import EARLIEST, LATEST, IrclogsYear, LogsTree, tree_dates
from disentangle.extract.sources.logs_file import LogsFile, is_logs_file

__all__ = ["ChatExport", "DaySource", "IrclogsYear", "LogsFile", "LogsTree", "source_for"]


def source_for(year: int | None, options: ExtractOptions) -> DaySource:
    """The source of the days the options name: a chat export (all its days, or those of `year`), else the
    days of `year` within the options' `first_day`..`last_day` (SettingError when they are not dates of the
    year, or when no year is given for IRC logs): one long log file, a local log tree, or the irclogs archive."""
    platform = detect_chat(options.logs, options.log_format)
    if platform is not None:
        assert options.logs is not None
        return ChatExport(options.logs, platform, options, year)
    if len(options.channels) > 1 or options.channel.casefold() == ALL_CHANNELS:
        raise SettingError("channel", f"{options.channel}: several channels are read from a Slack or Discord "
                                      "export; IRC logs are read one channel a run")
    if year is None:
        return _without_year(options)
    dates = DateRange.of_year(year, options.first_day, options.last_day)
    if options.logs is None:
        return IrclogsYear(dates, options)
    if is_logs_file(options):
        return LogsFile(dates, options)
    return LogsTree(dates, options)


def _without_year(options: ExtractOptions) -> DaySource:
    """IRC logs whose days carry their dates: a long log file (its dates found when it is split) or a logs
    tree (its `YYYY/MM/DD/#channel.txt` days), within `first_day`..`last_day`; the irclogs archive needs a
    year."""
    if options.logs is None or not Path(options.logs).exists():
        raise SettingError("year", "is needed for the irclogs archive (--year YEAR; a --logs tree, log file or "
                                   "Slack, Discord or Telegram export carries the dates of its days)")
    if is_logs_file(options):
        return LogsFile(DateRange(0, options.first_day or EARLIEST, options.last_day or LATEST), options, dated=True)
    days = tree_dates(Path(options.logs), options.channel)
    inside = [d for d in days if (options.first_day or d) <= d <= (options.last_day or d)]
    if not inside:
        raise SettingError("logs", f"{options.logs} holds no day of {options.channel} "
                                   f"(YYYY/MM/DD/{options.channel}.txt){' in the dates asked' if days else ''}")
    return LogsTree(DateRange(inside[0].year, inside[0], inside[-1]), options, dated=True)
