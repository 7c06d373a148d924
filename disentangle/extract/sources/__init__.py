"""Sources of days: where the units of an extract run come from, one module per source.

`base.DaySource` is the protocol (one step, `prepare()`, which returns the immutable `PreparedSource` the
job and compare read); `irclogs` holds the irclogs archive of a year (local tree, download cache, polite
downloads, the offline sample) and a local log tree; `logs_file` one long log file split into the days of a
tree; `chat` chat exports (Slack, Discord, Telegram); `split_cache` the one cache of splits both use.
`source_for(year, options)` chooses the source the options name: `logs` a chat export (the year optional;
one, several or all of its channels), an IRC log file, a tree, or neither (the archive), of one channel; a
tree or a file read with `--units quiet-gaps` is cut at quiet gaps (`quiet_tree`); `units_files` writes the
unit files of a stream cut so. `clear_cache(logs)` removes the splits these sources keep in the cache
(`CACHED_SPLITS`: plaintext copies of their input) of one input or of all (`disentangle cache clear`).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from disentangle.extract.errors import SettingError
from disentangle.extract.records import DateRange, DatesAsked
from disentangle.extract.settings import ALL_CHANNELS, ExtractOptions
from disentangle.extract.sources import chat, logs_file, quiet_tree
from disentangle.extract.sources.base import DaySource
from disentangle.extract.sources.chat import ChatExport, detect_chat
from disentangle.extract.sources.irclogs import IrclogsYear, LogsTree, tree_dates
from disentangle.extract.sources.logs_file import LogsFile, is_logs_file
from disentangle.extract.sources.quiet_tree import QuietIrc
from disentangle.extract.sources.split_cache import SplitCache
from disentangle.settings import cache_dir

__all__ = ["CACHED_SPLITS", "ChatExport", "ClearedCache", "DaySource", "IrclogsYear", "LogsFile", "LogsTree",
           "QuietIrc", "clear_cache", "source_for"]

# the splits kept under the cache root: its folder, its summary file, the summary's field naming the input
CACHED_SPLITS = ((chat.SPLIT_DIR, chat.SUMMARY_FILE, "export"),
                 (logs_file.SPLIT_CACHE_NAME, logs_file.SUMMARY_FILE, "file"),
                 (quiet_tree.UNITS_DIR, quiet_tree.SUMMARY_FILE, "units_of"))


@dataclass(frozen=True)
class ClearedCache:
    """What `clear_cache` removed: the cache root, each split (its folder under the root, the input it copied)
    and their bytes."""

    root: Path
    removed: tuple[tuple[str, str], ...]
    bytes: int


def clear_cache(logs: Path | None = None) -> ClearedCache:
    """Remove the cached splits of the input `logs` (as a run named it: its resolved path), or of every input;
    a SettingError of `logs` for a path that is neither there nor named by a cached split."""
    wanted = str(logs.resolve()) if logs is not None else None
    root, removed, size = cache_dir(), [], 0
    chosen = []
    for folder, summary_file, field in CACHED_SPLITS:
        cache = SplitCache(root / folder, summary_file)
        found = {path: source for path, source in cache.inputs(field).items() if wanted in (None, source)}
        chosen.append((cache, found))
    if logs is not None and not logs.exists() and not any(found for _, found in chosen):
        raise SettingError("logs", f"{logs}: no such file or folder, and no cached copy of it under {root}")
    for cache, found in chosen:
        size += cache.clear(found)
        removed += [(path.relative_to(root).as_posix(), source) for path, source in found.items()]
    return ClearedCache(root, tuple(removed), size)


def source_for(year: int | None, options: ExtractOptions) -> DaySource:
    """The source of the days the options name: a chat export (all its days, or those of `year`), else the
    days of `year` within the options' `first_day`..`last_day` (SettingError when they are not dates of the
    year, or when no year is given for the irclogs archive): one long log file, a local log tree, or the
    irclogs archive."""
    platform = detect_chat(options.logs, options.log_format)
    if platform is not None:
        assert options.logs is not None
        return ChatExport(options.logs, platform, options, year)
    if len(options.channels) > 1 or options.channel.casefold() == ALL_CHANNELS:
        raise SettingError("channel", f"{options.channel}: several channels are read from a Slack or Discord "
                                      "export; IRC logs are read one channel a run")
    days = _irc_days(year, options)
    if not options.quiet_gaps(chat=False):
        return days
    if isinstance(days, IrclogsYear) and not isinstance(days, LogsTree):
        raise SettingError("units", "quiet-gaps: the irclogs archive keeps calendar days (the DSTC7 lineage); "
                                    "cut a --logs tree or log file, or a chat export, at quiet gaps")
    return QuietIrc(days, options)


def _irc_days(year: int | None, options: ExtractOptions) -> DaySource:
    """The calendar days of IRC logs the options name: one long log file, a local log tree, or the archive."""
    if is_logs_file(options):
        return LogsFile(year, options)
    if year is None:
        return _tree_without_year(options, DatesAsked.of(None, options.first_day, options.last_day))
    dates = DateRange.of_year(year, options.first_day, options.last_day)
    return IrclogsYear(dates, options, year) if options.logs is None else LogsTree(dates, options, year)


def _tree_without_year(options: ExtractOptions, asked: DatesAsked) -> DaySource:
    """A logs tree whose `YYYY/MM/DD/#channel.txt` days carry their dates, within `first_day`..`last_day`;
    the irclogs archive needs a year."""
    if options.logs is not None and not Path(options.logs).exists():
        link = " (a symbolic link to a path that does not exist)" if Path(options.logs).is_symlink() else ""
        raise SettingError("logs", f"{options.logs}: no such file or directory{link}")
    if options.logs is None:
        raise SettingError("year", "is needed for the irclogs archive (--year YEAR; a --logs tree, log file or "
                                   "Slack, Discord or Telegram export carries the dates of its days)")
    days = tree_dates(Path(options.logs), options.channel)
    inside = [d for d in days if asked.holds(d.isoformat())]
    if not inside:
        raise SettingError("logs", f"{options.logs} holds no day of {options.channel} "
                                   f"(YYYY/MM/DD/{options.channel}.txt){' in the dates asked' if days else ''}")
    return LogsTree(DateRange(inside[0], inside[-1]), options, None)
