"""The irclogs sources of days: the archive of a year (`IrclogsYear`) and a local log tree (`LogsTree`).

In the main process, every day of the run's dates is located (`plan_days`): a local logs tree, the download
cache, a polite download (one connection, retries, stop after repeated server failures: `Fetcher`); with no
network and nothing local, the real #ubuntu text of that year that exists locally, announced as a sample
(`MODE_SAMPLE`). Each day is then read (`day_bytes`: a cached download that does not look whole is
downloaded again once) and handed to the job as a `DayInput`.
"""
from __future__ import annotations

import datetime as dt
import glob
import logging
import time
import urllib.parse
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from disentangle.checks import UsageError, logs_tree
from disentangle.corpus.samples import CorpusError, resolve_data_root
from disentangle.dialogues.bot_commands import KEEP
from disentangle.download import (
    CUT_SHORT,
    DEFAULT_CHANNEL,
    POLITE_DELAY_SECONDS,
    STATUS_CACHED,
    STATUS_DOWNLOADED,
    STATUS_FAILED,
    STATUS_MISSING,
    DayResult,
    DownloadError,
    NetworkUnavailable,
    check_network,
    day_relpath,
    fetch_day,
    find_day_log,
    local_year_sample,
    loopback_server,
    read_missing,
    server_of,
)
from disentangle.extract.day import check_day_log
from disentangle.extract.errors import PipelineError, SettingError
from disentangle.extract.records import (
    DAY_FAILED,
    DAY_MISSING,
    DAY_UNAVAILABLE,
    KIND_IRCLOGS,
    KIND_LOGS_TREE,
    MODE_LOGS,
    MODE_SAMPLE,
    DateRange,
    DayInput,
    DayRecord,
    PreparedSource,
    SourceInfo,
    Unit,
    UnitReader,
)
from disentangle.extract.settings import MAX_HOST_FAILURES, ExtractOptions
from disentangle.logs.files import read_log_bytes
from disentangle.logs.records import LogError
from disentangle.settings import ENV_CACHE, legacy_log_cache

logger = logging.getLogger(__name__)



def is_whole_day(result: DayResult, channel: str = DEFAULT_CHANNEL) -> bool:
    """A whole channel-day file (irclogs layout), not an excerpt such as an annotated corpus sample."""
    return result.path is not None and result.path.name == f"{channel}.txt"


def source_name(result: DayResult, channel: str = DEFAULT_CHANNEL) -> str:
    """A name for provenance that does not depend on where the files are: `YYYY/MM/DD/#ubuntu.txt` for
    whole days, `SPLIT/FILE` (e.g. `train/2015-01-20.train-b.raw.txt`) for corpus excerpts."""
    if result.path is None:
        return ""
    if is_whole_day(result, channel):
        return day_relpath(result.date, channel).as_posix()
    return f"{result.path.parent.name}/{result.path.name}"


def _corpus_root(options: ExtractOptions) -> Path | None:
    try:
        return resolve_data_root(options.corpus, download=False)
    except CorpusError as error:
        logger.info("no annotated corpus for the offline sample: %s", error)
        return None


def _network(options: ExtractOptions, needed: bool) -> tuple[bool, str]:
    """(may days be downloaded, why not). The reason is short and stable: it goes into the metadata."""
    if not options.download:
        return False, "downloads are off (--no-download)"
    if not needed:
        return False, "every day is available locally"
    scheme = urllib.parse.urlsplit(options.base_url).scheme
    if scheme not in ("http", "https"):
        raise SettingError("base_url", f"must be an http or https URL, got {options.base_url!r}")
    try:
        check_network(options.base_url)
    except NetworkUnavailable as error:
        logger.warning("no network: %s", error)
        return False, f"no network ({urllib.parse.urlsplit(options.base_url).hostname} cannot be reached)"
    return True, ""


def _point_at_old_cache(options: ExtractOptions) -> None:
    """Warn when days are not in the cache but a checkout still holds the log cache of earlier versions."""
    old = legacy_log_cache()
    if old is not None and Path(options.cache).resolve() != old.resolve():
        logger.warning("days not in the cache %s may be in %s, the cache of earlier versions: move its contents "
                       "there, or set $%s=%s", options.cache, old, ENV_CACHE, old.parent)


@dataclass(frozen=True)
class Located:
    """Where the days of a run's dates are: each located (or to be downloaded), the mode (logs, or the
    local SAMPLE standing in for them), whether days may be downloaded, and a note for the metadata."""

    days: tuple[DayResult, ...]
    mode: str
    network: bool
    note: str


def locate_days(dates: DateRange, options: ExtractOptions) -> Located:
    """Locate every day locally (logs tree, cache); decide whether to download or fall back to the sample.

    The sample (real #ubuntu text of the year found locally: whole days of the shared irclogs tree and
    annotated corpus excerpts) is used only when no day of the range is available locally and nothing can
    be downloaded.
    """
    located = tuple(find_day_log(d, options.logs, options.cache, download=False, channel=options.channel)
                    for d in dates.dates)
    missing = read_missing(options.cache, options.base_url)
    refetch = options.force and any(r.status == STATUS_CACHED for r in located)
    needed = refetch or any(not r.ok and f"{r.date}/{options.channel}" not in missing for r in located)
    if needed:
        _point_at_old_cache(options)
    network, why = _network(options, needed)
    if any(r.ok for r in located) or network:
        return Located(located, MODE_LOGS, network, why if needed else "")
    year = dates.first.year
    sample = [r for r in local_year_sample(year, _corpus_root(options), options.irclogs, options.channel)
              if dates.holds(r.date)]
    if not sample:
        where = f"{options.logs} or " if options.logs else ""
        raise PipelineError(f"no #ubuntu log of {dates.first}..{dates.last} in {where}{options.cache}, "
                            f"{why}, and no local sample text of {year}")
    whole = sum(is_whole_day(r, options.channel) for r in sample)
    note = (f"{why}: used the real #ubuntu text of {year} available locally instead, {len(sample)} days "
            f"({whole} whole days, {len(sample) - whole} excerpts of a day from the annotated corpus); "
            "this is a SAMPLE, not the whole year")
    logger.warning("extract %d: %s", year, note)
    return Located(tuple(sample), MODE_SAMPLE, False, note)


class Fetcher:
    """Downloads days one at a time, politely (`POLITE_DELAY_SECONDS` between requests, none to a server on
    this machine's loopback address: a local mirror), while the network lasts and the server answers.

    After `MAX_HOST_FAILURES` days in a row that failed with every retry spent, the server is not asked
    again in this run (the remaining days are reported unavailable, with the reason). With `force`,
    cached days are downloaded again; if that fails the cached copy is used, with a warning.
    """

    def __init__(self, network: bool, options: ExtractOptions) -> None:
        self.options = options
        self.network = network
        self.missing = read_missing(options.cache, options.base_url)
        self.asked_at: float | None = None
        self.failures = 0                      # days in a row the server failed
        self.stopped = ""                      # why downloads stopped, once they did
        self.checked = network                 # whether the network was looked for
        self.polite = not loopback_server(options.base_url)  # a local mirror needs no pause

    def obtain(self, located: DayResult) -> DayResult | DayRecord:
        """The day's log as located or downloaded now; else a record saying why there is none
        (missing on the server, unavailable without network, failed download)."""
        refetch = self.options.force and located.status == STATUS_CACHED
        if located.ok and not (refetch and self.network and not self.stopped):
            return located
        if not self.options.force and f"{located.date}/{self.options.channel}" in self.missing:
            return DayRecord(located.date, DAY_MISSING, "recorded missing in the download cache")
        if self.stopped:
            return DayRecord(located.date, DAY_UNAVAILABLE, f"not available locally; {self.stopped}")
        if not self.network:
            return DayRecord(located.date, DAY_UNAVAILABLE, "not available locally; no download")
        result = self._fetch(located.date)
        if isinstance(result, DayRecord) and located.ok:
            logger.warning("%s: downloading again failed (%s); using the cached copy", located.date,
                           result.detail)
            return located
        return result

    def again(self, cached: DayResult, problem: str) -> DayResult | DayRecord | None:
        """A cached day that does not read back as a log: downloaded again (None: cannot download now)."""
        if not self.network and self.options.download and not self.checked:
            self.checked = True  # the plan needed no download; now one is: is there a network?
            self.network = _network(self.options, True)[0]
        if not self.network or self.stopped:
            return None
        logger.warning("%s: cached log %s: %s; downloading it again", cached.date, cached.path, problem)
        return self._fetch(cached.date)

    def _fetch(self, date: str) -> DayResult | DayRecord:
        if self.asked_at is not None and self.polite:
            time.sleep(max(0.0, POLITE_DELAY_SECONDS - (time.monotonic() - self.asked_at)))
        options = self.options
        try:
            result = fetch_day(date, options.cache, options.base_url, options.channel, options.timeout,
                               options.retries, force=True, deadline=options.deadline)
        except NetworkUnavailable as error:
            logger.warning("network lost at %s: no further downloads (%s)", date, error)
            self.network = False
            return DayRecord(date, DAY_UNAVAILABLE, "not available locally; network lost")
        except (DownloadError, OSError) as error:  # e.g. the cache is not writable: this day only
            return DayRecord(date, DAY_FAILED, f"download failed: {error}")
        finally:
            self.asked_at = time.monotonic()
        self._count(result)
        if result.ok:
            return result
        status = DAY_MISSING if result.status == STATUS_MISSING else DAY_FAILED
        return DayRecord(date, status, result.detail)

    def _count(self, result: DayResult) -> None:
        """Stop asking a server that failed `MAX_HOST_FAILURES` days in a row."""
        self.failures = self.failures + 1 if result.status == STATUS_FAILED else 0
        if self.failures >= MAX_HOST_FAILURES:
            self.stopped = (f"downloads stopped: {server_of(self.options.base_url)} failed {self.failures} "
                            f"days in a row (last: {result.detail})")
            logger.warning("%s", self.stopped)


def cached_day_problem(data: bytes) -> str:
    """Why a cached download does not look like a whole day ("" when it does): empty, its last line
    without a line end (the server's days all end with one: a body cut short), or no IRC log."""
    if not data.strip():
        return "empty"
    log = read_log_bytes(data, "cached")
    if log.stats.missing_final_newline:
        return CUT_SHORT
    try:
        check_day_log(log)
    except (PipelineError, LogError) as error:  # no IRC log (an HTML page cached by older versions)
        return str(error)
    return ""


def day_bytes(result: DayResult, fetcher: Fetcher) -> tuple[DayResult, bytes] | DayRecord:
    """The day's bytes. A cached download that cannot be read or does not look whole is downloaded again
    once (and then used as the server sends it; a cut one that stays cut fails its day, never read); a
    local file that cannot be read fails its day."""
    source = source_name(result, fetcher.options.channel)
    assert result.path is not None  # Fetcher.obtain gives only days that are ok: a usable status and a path
    try:
        data = result.path.read_bytes()
        problem = cached_day_problem(data) if result.status == STATUS_CACHED else ""
    except OSError as error:
        data, problem = b"", f"cannot read {source}: {error.strerror or error}"
    if not problem:
        return result, data
    fresh = fetcher.again(result, problem) if result.status == STATUS_CACHED else None
    if isinstance(fresh, DayResult) and fresh.ok and fresh.path is not None:  # ok: it has a path
        try:
            return fresh, fresh.path.read_bytes()
        except OSError as error:
            problem = f"cannot read {source}: {error.strerror or error}"
    if data and problem != CUT_SHORT:  # readable, only odd: processed as it is (the worker says if it is a log)
        return result, data
    detail = fresh.detail if isinstance(fresh, DayRecord) else problem
    if problem == CUT_SHORT and fresh is None:
        detail = f"the cached log: {problem}, and it cannot be downloaded again now"
    return DayRecord(result.date, DAY_FAILED, detail, origin(result), source)


DAY_PARTS = (4, 2, 2)                  # YYYY/MM/DD of a tree's day folders


def tree_dates(tree: Path, channel: str) -> list[dt.date]:
    """The dates of a logs tree's `YYYY/MM/DD/#channel.txt` files, in order."""
    found = []
    for path in tree.glob(f"*/*/*/{glob.escape(channel)}.txt"):
        parts = path.relative_to(tree).parts[:3]
        if [len(p) for p in parts] == list(DAY_PARTS) and all(p.isdigit() for p in parts):
            try:
                found.append(dt.date(*map(int, parts)))
            except ValueError:
                continue
    return sorted(found)


def origin(result: DayResult) -> str:
    """Where a log came from, as recorded: a download counts as the cache (a re-run finds it there)."""
    return STATUS_CACHED if result.status == STATUS_DOWNLOADED else result.status


def irc_output_name(year: int | None, options: ExtractOptions) -> str:
    """The default output folder's name of IRC days: the year asked, else `irc-CHANNEL` (the dates are the
    logs' own)."""
    return f"{year:04d}" if year is not None else f"irc-{options.channel.lstrip('#')}"


def irc_info(options: ExtractOptions, kind: str, year: int) -> SourceInfo:
    """The facts of a run over IRC days of `options.channel`: outside #ubuntu, the channel bot's commands
    are left as typed and the #ubuntu-only steps do not run."""
    channel = options.channel
    not_ubuntu = "" if channel.casefold() == DEFAULT_CHANNEL.casefold() else \
        f"the channel is {channel}, not {DEFAULT_CHANNEL}"
    bots = replace(options.bot_commands, mode=KEEP) if not_ubuntu else options.bot_commands
    rerun = f"--channel {channel}" if not_ubuntu else f"--year {year}"
    return SourceInfo(kind, channel, (channel,), log_format=options.log_format, bot_commands=bots,
                      not_ubuntu=not_ubuntu, rerun=rerun)


@dataclass(frozen=True)
class IrcDays:
    """The reader of irclogs-style days (`UnitReader`): each unit from where it was located, downloaded
    now when it was not found locally (`Fetcher`), its bytes checked (`day_bytes`)."""

    options: ExtractOptions
    network: bool

    def read(self, units: Sequence[Unit]) -> Iterator[DayInput | DayRecord]:
        fetcher = Fetcher(self.network, self.options)
        channel = self.options.channel
        for unit in units:
            obtained = fetcher.obtain(unit.located)
            read = obtained if isinstance(obtained, DayRecord) else day_bytes(obtained, fetcher)
            if isinstance(read, DayRecord):
                yield read
                continue
            result, data = read
            yield DayInput(result.date, source_name(result, channel), data, is_whole_day(result, channel),
                           origin(result))

    def run_section(self, records: Mapping[str, DayRecord]) -> dict:
        return {}

    def describe(self, records: Mapping[str, DayRecord]) -> str:
        return ""


def prepared_days(dates: DateRange, year: int | None, options: ExtractOptions, kind: str,
                  output_name: str, reader: Callable[[Located], UnitReader] | None = None) -> PreparedSource:
    """The prepared source of the IRC days of `dates` (located now; `reader`: how its units are read,
    default `IrcDays`)."""
    located = locate_days(dates, options)
    info = irc_info(options, kind, year if year is not None else dates.first.year)
    units = tuple(Unit(day.date, day) for day in located.days)
    read = reader(located) if reader is not None else IrcDays(options, located.network)
    return PreparedSource(info, dates, year, units, located.mode, located.network, located.note, output_name, read)


class IrclogsYear:
    """The irclogs archive of a year (`DaySource`): each day from the local logs tree when one is given,
    else the download cache, else a polite download; with nothing local and no network, the year's local
    sample text. The days of `options.channel`, named `YYYY/MM/DD/#channel.txt`. `year` None: the dates
    come from the logs (a tree's days), and the output folder is named after the channel."""

    kind = KIND_IRCLOGS

    def __init__(self, dates: DateRange, options: ExtractOptions, year: int | None) -> None:
        self.dates = dates
        self.options = options
        self.year = year

    def prepare(self) -> PreparedSource:
        """Locate the days (the settings it reads are checked by `ExtractOptions.validate`)."""
        return prepared_days(self.dates, self.year, self.options, self.kind, irc_output_name(self.year, self.options))


class LogsTree(IrclogsYear):
    """A local `YYYY/MM/DD/#channel.txt` tree (`logs`), looked at first; days it lacks come from the cache or
    downloads as for `IrclogsYear`. It must hold at least one day of the range: never a silent fall back to
    the cache, downloads or the sample because of a typo in the path."""

    kind = KIND_LOGS_TREE

    def prepare(self) -> PreparedSource:
        check_tree(self.options, self.dates)
        return super().prepare()


def check_tree(options: ExtractOptions, dates: DateRange) -> None:
    """SettingError of `logs` unless it is a tree holding a day of the channel in `dates`."""
    if options.logs is None:
        raise SettingError("logs", "is not set: a logs tree source needs one")
    try:
        tree = logs_tree("logs", options.logs)
    except UsageError as error:
        raise SettingError("logs", str(error).removeprefix("logs ")) from None
    channel = options.channel
    if not any((tree / day_relpath(d, channel)).is_file() for d in dates.dates):
        raise SettingError("logs", f"{tree} holds no day of {dates.first}..{dates.last} "
                                   f"(expected YYYY/MM/DD/{channel}.txt files)")
