"""The source of one long log file (`LogsFile`, `--logs FILE`): a log of a channel (WeeChat, irssi,
HexChat, mIRC, channel-dated: years of a channel in one file) as the day units of a `YYYY/MM/DD/#channel.txt` tree.

`split_logs_file` streams the file once through `logs.split.DaySplitter` and writes the lines of the asked
channel (`--channel`, #ubuntu by default) of every date as `YYYY/MM/DD/#channel.txt`, byte for byte as they
are in the file, into a split tree in the cache (`split/KEY/`, KEY a digest of the file's path, size and
modification time, the format and the channel: `split_cache.SplitCache`); the run then reads that tree as it
reads any `--logs` tree,
so a day from the file is the same day unit (same bytes, source name, fingerprint, dialogue ids and
output) as that day given in a tree. The tree is written in a temporary directory renamed into place
when whole, with a summary (`split.json`) that also holds the counts the run reports; a later run on the
unchanged file (another `--year`, a resumed run) reuses it without reading the file again, and a split of
an older version of the same file is removed. Memory stays bounded (one day part at a time).

Refused with a `SettingError` of `logs` (exit 2) before any output is written: a file in a layout without dates; a
file whose lines name channels but not the asked one (the message lists them); a file whose name says it is
another channel's log (lines naming no channel); a file with no day of the requested dates.
"""
from __future__ import annotations

import hashlib
import logging
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from tqdm import tqdm

from disentangle.download import day_relpath
from disentangle.extract.errors import SettingError
from disentangle.extract.records import KIND_LOGS_FILE, DateRange, DatesAsked, DayInput, DayRecord, PreparedSource, Unit
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.sources.irclogs import IrcDays, check_tree, irc_output_name, prepared_days
from disentangle.extract.sources.split_cache import SplitCache, content_digest
from disentangle.logs.formats import channel_from_path
from disentangle.logs.records import LogError
from disentangle.logs.split import DaySplitter
from disentangle.settings import cache_dir

logger = logging.getLogger(__name__)

SPLIT_CACHE_NAME = "split"          # under the cache root: one split tree per file version and channel
SPLIT_VERSION = 1                   # of the split trees; bump to split files again
SUMMARY_FILE = "split.json"
CHANNELS_SHOWN = 10                 # channels named in the refusal of a file without the asked channel


def split_root() -> Path:
    """Where split trees are kept: `split/` in the cache root (`$DISENTANGLE_CACHE` or the user cache)."""
    return cache_dir() / SPLIT_CACHE_NAME


def split_cache() -> SplitCache:
    return SplitCache(split_root(), SUMMARY_FILE)


def is_logs_file(options: ExtractOptions) -> bool:
    """Is `--logs` a file (to be split into days), not a tree?"""
    return options.logs is not None and Path(options.logs).exists() and not Path(options.logs).is_dir()


@dataclass(frozen=True)
class SplitFileDays:
    """The reader of a split file's days: those of its tree (`days`), with what the file held for the `run`
    section and the terminal line."""

    days: IrcDays
    summary: Mapping

    def read(self, units: Sequence[Unit]) -> Iterator[DayInput | DayRecord]:
        return self.days.read(units)

    def run_section(self, records: Mapping[str, DayRecord]) -> dict:
        return split_section(self.summary, records)

    def describe(self, records: Mapping[str, DayRecord]) -> str:
        return describe_split(self.summary, records)


class LogsFile:
    """One long log file (`logs` is a file), split into the days of a tree (`split_logs_file`) when the run
    is prepared; then read as that tree. Without a year, the run's dates are the file's (within
    `first_day`..`last_day`) and the output folder is named after the channel."""

    def __init__(self, year: int | None, options: ExtractOptions) -> None:
        self.asked = DatesAsked.of(year, options.first_day, options.last_day)
        self.options = options

    def prepare(self) -> PreparedSource:
        tree, summary = split_logs_file(self.asked, self.options)
        year = self.asked.year
        dates = self.asked.range or DateRange.of_dates(d for d in summary["days"] if self.asked.holds(d))
        check_tree(tree, dates)
        return prepared_days(dates, year, tree, KIND_LOGS_FILE, irc_output_name(year, self.options),
                             lambda located: SplitFileDays(IrcDays(tree, located.network), summary))


def split_logs_file(asked: DatesAsked, options: ExtractOptions) -> tuple[ExtractOptions, dict]:
    """The options with `logs` pointing at the split tree of the file `logs`, and the split's summary
    (`split_section` of stats.json). SettingError (of `logs`) for a file that cannot be split, holds no line
    of the channel, or no day of the requested dates."""
    assert options.logs is not None
    source = Path(options.logs)
    try:
        tree = split_cache().split(_key(source, options), lambda work: _write_days(source, work, options),
                                   {"file": str(source.resolve()), "log_format": options.log_format,
                                    "channel": options.channel})
    except LogError as error:
        raise SettingError("logs", str(error)) from None
    except OSError as error:  # e.g. a full disk: the split is not kept, the file is untouched
        raise SettingError("logs", f"{source}: cannot write its days under {split_root()}: {error}") from None
    summary = split_cache().summary(tree)
    _check_channel(source, summary, options.channel)
    days = summary["days"]
    if not any(asked.holds(day) for day in days):
        held = f"its days of {options.channel}: {min(days)}..{max(days)}" if days else "no day"
        raise SettingError("logs", f"{source} holds no day of {asked.describe()} ({held})")
    return replace(options, logs=tree), summary


def _key(source: Path, options: ExtractOptions) -> str:
    parts = [str(SPLIT_VERSION), str(source.resolve()), content_digest([source.resolve()]), options.log_format,
             options.channel]
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:32]


def _write_days(source: Path, work: Path, options: ExtractOptions) -> dict:
    """Stream `source` into `work/YYYY/MM/DD/#channel.txt`; the summary of what was read."""
    splitter = DaySplitter(source, options.log_format)
    _check_named_channel(source, splitter, options.channel)
    asked = options.channel.casefold()
    days: Counter[str] = Counter()
    returning = 0                      # parts of a date whose file was already written (lines out of order)
    last = ""
    with tqdm(total=splitter.size, desc=f"split {source.name}", unit="B", unit_scale=True,
              disable=None if options.progress is None else not options.progress) as bar:
        for part in splitter.parts():
            bar.update(len(part.data))
            if part.channel and part.channel.casefold() != asked:
                continue
            date = part.date.isoformat()
            returning += date != last and date in days
            last = date
            target = work / day_relpath(part.date, options.channel)
            target.parent.mkdir(parents=True, exist_ok=True)
            with open(target, "ab") as handle:
                handle.write(part.data)
            days[date] += part.lines
    channels = dict(sorted(splitter.channels.items()))
    logger.info("--logs %s: %d lines (%s), %d days of %s", source, splitter.lines, splitter.format.name,
                len(days), options.channel)
    return {"file": str(source.resolve()), "format": splitter.format.name, "log_format": options.log_format,
            "channel": options.channel,
            "lines": splitter.lines, "lines_before_first_date": splitter.leading,
            "channel_lines": channels, "parts_out_of_date_order": returning, "days": dict(sorted(days.items())),
            "version": SPLIT_VERSION}


def _check_named_channel(source: Path, splitter: DaySplitter, channel: str) -> None:
    """A file whose lines name no channel is taken to be the asked channel's log, unless its name says it
    is another channel's (`irc.libera.#python.weechatlog`): then the channel must be asked for."""
    if splitter.format.names_channel:
        return
    named = channel_from_path(str(source))
    if named and named.casefold() != channel.casefold():
        splitter.handle.close()
        raise SettingError("logs", f"{source} is a log of {named} (by its name), not {channel}: "
                                   f"give --channel '{named}'")


def _check_channel(source: Path, summary: Mapping, channel: str) -> None:
    """Refuse a file with no line of the asked channel, naming the channels it holds."""
    if summary["days"]:
        return
    named = {name: count for name, count in summary["channel_lines"].items() if name}
    if not named:
        raise SettingError("logs", f"{source}: no dated line of {channel} in its {summary['lines']} lines")
    shown = sorted(named.items(), key=lambda item: (-item[1], item[0]))[:CHANNELS_SHOWN]
    listed = ", ".join(f"{name} ({count:,} lines)" for name, count in shown)
    more = f" and {len(named) - len(shown)} more" if len(named) > len(shown) else ""
    raise SettingError("logs", f"{source} holds no line of {channel}; its channels: {listed}{more}: choose "
                               "one with --channel")


def split_section(summary: Mapping, records: Mapping[str, object]) -> dict:
    """What stats.json says of a `--logs FILE` run (in its `run` section: the same days from a tree give
    the same file otherwise): the file, its format and counts, the days of the run's dates it held and
    those outside them (not processed)."""
    days = summary["days"]
    inside = sum(date in records for date in days)
    other = {name: n for name, n in summary["channel_lines"].items() if name != summary["channel"].casefold()}
    # the file's name only: its absolute path may hold the operator's home (privacy.audit fails the run on it)
    return {"logs_file": {"file": Path(summary["file"]).name, "format": summary["format"], "channel": summary["channel"],
                          "lines": summary["lines"], "days_in_file": len(days), "days_in_range": inside,
                          "days_outside_range": len(days) - inside,
                          "lines_outside_range": sum(n for date, n in days.items() if date not in records),
                          "lines_before_first_date": summary["lines_before_first_date"],
                          "lines_of_other_channels": sum(v for k, v in other.items() if k),
                          "parts_out_of_date_order": summary["parts_out_of_date_order"]}}


def describe_split(summary: Mapping, records: Mapping[str, object]) -> str:
    """One line for the terminal report."""
    section = split_section(summary, records)["logs_file"]
    return (f"logs file: {section['file']} ({section['format']}): {section['days_in_file']} days of "
            f"{section['channel']}, {section['days_in_range']} in the run's dates, {section['days_outside_range']} "
            f"outside them skipped ({section['lines_outside_range']:,} lines); "
            f"{section['lines_of_other_channels']:,} lines of other channels skipped")
