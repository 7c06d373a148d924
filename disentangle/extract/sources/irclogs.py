"""The plan of a year: where each day comes from.

In the main process, every day of the year is located: a local logs tree, the download cache, a polite
download (one connection, retries, stop after repeated server failures); with no network and nothing
local, the real #ubuntu text of that year that exists locally, announced as a sample (`MODE_SAMPLE`).
"""
from __future__ import annotations

import datetime as dt
import logging
import time
import urllib.parse
from pathlib import Path
from typing import TypeVar

from disentangle.corpus.samples import CorpusError, resolve_data_root
from disentangle.download import (
    DEFAULT_CHANNEL,
    POLITE_DELAY_SECONDS,
    STATUS_CACHED,
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
from disentangle.extract.options import (
    DAY_FAILED,
    DAY_MISSING,
    DAY_UNAVAILABLE,
    MODE_LOGS,
    MODE_SAMPLE,
    DayPlan,
    DayRecord,
    ExtractOptions,
    PipelineError,
)
from disentangle.settings import ENV_CACHE, legacy_log_cache

logger = logging.getLogger(__name__)

T = TypeVar("T")


MAX_HOST_FAILURES = 2               # days in a row the server failed (retries spent): stop downloading


def year_dates(year: int, first: dt.date | None = None, last: dt.date | None = None) -> list[dt.date]:
    """Every date of `year` within [first, last]; PipelineError when `first` or `last` (`--from`, `--to`)
    is not a date of the year (never moved into it silently) or the range is empty."""
    try:
        start, end = dt.date(year, 1, 1), dt.date(year, 12, 31)
    except (ValueError, OverflowError, TypeError):
        raise PipelineError(f"not a year: {year!r}") from None
    for option, day in (("--from", first), ("--to", last)):
        if day is not None and day.year != year:
            raise PipelineError(f"{option} {day} is not in {year} (--year {year}: {start} to {end})")
    low, high = max(start, first or start), min(end, last or end)
    if low > high:
        raise PipelineError(f"no date of {year} between {first or start} and {last or end}")
    return [low + dt.timedelta(days=n) for n in range((high - low).days + 1)]


def is_whole_day(result: DayResult, channel: str = DEFAULT_CHANNEL) -> bool:
    """A whole channel-day file (irclogs layout), not an excerpt such as an annotated corpus sample."""
    return result.path is not None and result.path.name == f"{channel}.txt"


def previous_whole_day(previous: tuple[str, T] | None, date: str, whole: bool) -> T | None:
    """What was kept of the day before `date` (`previous` is (date, what)), when this day is a whole day and
    `previous` is that very day: the one rule by which a day gets the previous day as context."""
    yesterday = (dt.date.fromisoformat(date) - dt.timedelta(days=1)).isoformat()
    return previous[1] if whole and previous is not None and previous[0] == yesterday else None


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
        raise PipelineError(f"--base-url must be an http or https URL, got {options.base_url!r}")
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


def plan_days(year: int, options: ExtractOptions) -> DayPlan:
    """Locate every day locally (logs tree, cache); decide whether to download or fall back to the sample.

    The sample (real #ubuntu text of the year found locally: whole days of the shared irclogs tree and
    annotated corpus excerpts) is used only when no day of the range is available locally and nothing can
    be downloaded.
    """
    dates = year_dates(year, options.first_day, options.last_day)
    located = tuple(find_day_log(d, options.logs, options.cache, download=False, channel=options.channel)
                    for d in dates)
    missing = read_missing(options.cache, options.base_url)
    refetch = options.force and any(r.status == STATUS_CACHED for r in located)
    needed = refetch or any(not r.ok and f"{r.date}/{options.channel}" not in missing for r in located)
    if needed:
        _point_at_old_cache(options)
    network, why = _network(options, needed)
    if any(r.ok for r in located) or network:
        return DayPlan(year, MODE_LOGS, located, network, len(dates), why if needed else "")
    sample = [r for r in local_year_sample(year, _corpus_root(options), options.irclogs, options.channel)
              if dates[0].isoformat() <= r.date <= dates[-1].isoformat()]
    if not sample:
        where = f"{options.logs} or " if options.logs else ""
        raise PipelineError(f"no #ubuntu log of {dates[0]}..{dates[-1]} in {where}{options.cache}, "
                            f"{why}, and no local sample text of {year}")
    whole = sum(is_whole_day(r, options.channel) for r in sample)
    note = (f"{why}: used the real #ubuntu text of {year} available locally instead, {len(sample)} days "
            f"({whole} whole days, {len(sample) - whole} excerpts of a day from the annotated corpus); "
            "this is a SAMPLE, not the whole year")
    logger.warning("extract %d: %s", year, note)
    return DayPlan(year, MODE_SAMPLE, tuple(sample), False, len(dates), note)


class Fetcher:
    """Downloads days one at a time, politely (`POLITE_DELAY_SECONDS` between requests, none to a server on
    this machine's loopback address: a local mirror), while the network lasts and the server answers.

    After `MAX_HOST_FAILURES` days in a row that failed with every retry spent, the server is not asked
    again in this run (the remaining days are reported unavailable, with the reason). With `force`,
    cached days are downloaded again; if that fails the cached copy is used, with a warning.
    """

    def __init__(self, plan: DayPlan, options: ExtractOptions) -> None:
        self.options = options
        self.network = plan.network
        self.missing = read_missing(options.cache, options.base_url)
        self.asked_at: float | None = None
        self.failures = 0                      # days in a row the server failed
        self.stopped = ""                      # why downloads stopped, once they did
        self.checked = plan.network            # whether the network was looked for
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
