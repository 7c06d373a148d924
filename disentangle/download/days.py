"""Where one day's log comes from: a local logs tree, the download cache, the server, or a local sample.

Daily #ubuntu logs live at `https://irclogs.ubuntu.com/YYYY/MM/DD/%23ubuntu.txt`. `fetch_day` copies one
into the cache as `YYYY/MM/DD/#ubuntu.txt` (a verified download, `download.http_client`); a day the server
does not have (404) is recorded in the cache (`download.missing`), so re-runs do not ask again.
`fetch_days` asks for one day after the other, politely; `find_day_log` looks locally first. When the host
cannot even be resolved, `NetworkUnavailable` is raised at once, and `local_year_sample` offers the real
#ubuntu text of that year that exists locally (the annotated corpus samples and the shared irclogs days),
each clearly marked as a sample.
"""
from __future__ import annotations

import datetime as dt
import ipaddress
import logging
import os
import re
import time
import urllib.parse
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from disentangle.logs.files import MAX_UNPARSED_SHARE, read_log_bytes
from disentangle.logs.formats import AUTO, FORMAT_NAMES, date_from_path
from disentangle.settings import log_cache_dir

from .http_client import BACKOFF_SECONDS, DEFAULT_RETRIES, DEFAULT_TIMEOUT, DownloadError, check_network, download_file
from .missing import missing_key, read_missing, record_missing, server_of
from .status import (
    STATUS_CACHED,
    STATUS_DOWNLOADED,
    STATUS_FAILED,
    STATUS_LOCAL,
    STATUS_MISSING,
    STATUS_SAMPLE,
    DayResult,
)

logger = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://irclogs.ubuntu.com"
DEFAULT_CHANNEL = "#ubuntu"
POLITE_DELAY_SECONDS = 1.0  # pause between two requests of `fetch_days` (extract: none to a loopback server)
LOCALHOST = "localhost"
LINE_ENDS = (b"\n", b"\r")
CUT_SHORT = "its last line has no line end (cut short)"
HTML_SNIFF_BYTES = 1024  # an HTML page says so in its first bytes
HTML_MARK = re.compile(rb"<!doctype html|<html|<head|<body", re.IGNORECASE)


def loopback_server(base_url: str) -> bool:
    """Whether `base_url` names a server on this machine's loopback interface (localhost, 127.0.0.0/8, ::1):
    a local mirror, which needs no polite pause between requests (`extract.sources.irclogs.Fetcher`)."""
    host = urllib.parse.urlsplit(base_url).hostname or ""
    if host == LOCALHOST:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def as_date(value: dt.date | str) -> dt.date:
    """A `datetime.date` from a date or a `YYYY-MM-DD` string; clear error otherwise."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    try:
        return dt.date.fromisoformat(str(value).strip())
    except ValueError:
        raise DownloadError(f"not a date (expected YYYY-MM-DD): {value!r}") from None


def day_relpath(date: dt.date | str, channel: str = DEFAULT_CHANNEL) -> Path:
    """`YYYY/MM/DD/#channel.txt`, the layout of irclogs.ubuntu.com and of every local logs tree."""
    day = as_date(date)
    return Path(f"{day:%Y}", f"{day:%m}", f"{day:%d}", f"{channel}.txt")


def day_url(date: dt.date | str, base_url: str = DEFAULT_BASE_URL, channel: str = DEFAULT_CHANNEL) -> str:
    """The URL of one day's log (the `#` of the channel escaped as `%23`)."""
    relpath = day_relpath(date, channel).as_posix()
    return base_url.rstrip("/") + "/" + urllib.parse.quote(relpath)


def cut_short(path: Path) -> str:
    """Why a downloaded day is not whole ("" when it is): its last line has no line end. Every day a
    server has ends with one, so a body that stops inside a line was cut, whatever length it announced."""
    with open(path, "rb") as handle:
        if handle.seek(0, os.SEEK_END) == 0:
            return ""
        handle.seek(-1, os.SEEK_END)
        return "" if handle.read(1) in LINE_ENDS else CUT_SHORT


def not_a_day(path: Path) -> str:
    """Why a whole downloaded body is no day's log ("" when it is one): empty (a server that answers 200
    with nothing), or not lines of an IRC log (an HTML page of a mirror, a proxy's or a login page), by
    the rule of every command (`logs.files.check_log`, whose share of unreadable lines it uses). Such a body is never cached as the day."""
    data = path.read_bytes()
    if not data.strip():
        return f"the server sent {'an empty body' if not data else 'only white space'}, not the day's log"
    if data.lstrip()[:1] == b"<" and HTML_MARK.search(data[:HTML_SNIFF_BYTES]):
        return "the server sent an HTML page, not the day's log"
    stats = read_log_bytes(data, path.name, AUTO).stats  # the reader's verdict, without its warnings
    written = stats.lines - stats.blank_lines
    if not written or stats.unparsed_lines > MAX_UNPARSED_SHARE * written:
        return (f"the server sent no IRC log: {stats.unparsed_lines} of {written} lines are not lines of any "
                f"known format ({', '.join(FORMAT_NAMES)})")
    return ""


def _needs_request(day: dt.date, cache_dir: Path, channel: str, force: bool, base_url: str) -> bool:
    """Whether fetching this day would ask the server (forced, or not cached and not recorded missing)."""
    if force:
        return True
    if (cache_dir / day_relpath(day, channel)).is_file():
        return False
    return missing_key(day, channel) not in read_missing(cache_dir, base_url)


def _cache_root(cache_dir: str | os.PathLike | None) -> Path:
    """The download cache asked for, else the user's (`settings.log_cache_dir`)."""
    return Path(cache_dir) if cache_dir is not None else log_cache_dir()


def fetch_day(date: dt.date | str, cache_dir: str | os.PathLike | None = None,
              base_url: str = DEFAULT_BASE_URL, channel: str = DEFAULT_CHANNEL,
              timeout: float = DEFAULT_TIMEOUT, retries: int = DEFAULT_RETRIES, *,
              backoff: float = BACKOFF_SECONDS, sleep: Callable[[float], None] = time.sleep,
              force: bool = False, deadline: float | None = None) -> DayResult:
    """One day's log into `cache_dir/YYYY/MM/DD/#channel.txt` (cached, downloaded, missing or failed).

    With `force` the day is downloaded again even when cached (the cached copy is replaced only by a
    verified body) or recorded missing. A day recorded missing by this server is not asked for again
    unless `force` (another server is asked). Raises `NetworkUnavailable` when the host cannot be
    resolved (no network), so that callers stop at once instead of trying every day. A body whose last
    line has no line end is downloaded again and, if it stays cut, the day fails (`cut_short`); the
    download, every attempt included, must be done within `deadline` seconds (default: derived from its
    size, `http_client.Deadline`).
    """
    cache = _cache_root(cache_dir)
    day = as_date(date)
    dest = cache / day_relpath(day, channel)
    if dest.is_file() and not force:
        return DayResult(day.isoformat(), dest, STATUS_CACHED, str(dest))
    key = missing_key(day, channel)
    recorded = read_missing(cache, base_url).get(key)
    if recorded and not force:
        return DayResult(day.isoformat(), None, STATUS_MISSING, f"recorded earlier: {recorded}")
    url = day_url(day, base_url, channel)
    check_network(url)  # a bounded DNS look-up: no long hang when offline
    status, detail = download_file(url, dest, timeout, retries, backoff, sleep, deadline, check=cut_short,
                                   refuse=not_a_day)
    if status == STATUS_MISSING:
        record_missing(cache, key, f"{detail} ({dt.datetime.now(dt.timezone.utc):%Y-%m-%dT%H:%MZ})",
                        server_of(base_url))
    elif status == STATUS_DOWNLOADED and recorded:
        record_missing(cache, key, None)
    if status == STATUS_FAILED:
        logger.warning("%s: %s", day, detail)
    return DayResult(day.isoformat(), dest if status == STATUS_DOWNLOADED else None, status, detail)


def fetch_days(dates: Iterable[dt.date | str], cache_dir: str | os.PathLike | None = None,
               base_url: str = DEFAULT_BASE_URL, channel: str = DEFAULT_CHANNEL, *,
               timeout: float = DEFAULT_TIMEOUT, retries: int = DEFAULT_RETRIES,
               delay: float = POLITE_DELAY_SECONDS, backoff: float = BACKOFF_SECONDS,
               sleep: Callable[[float], None] = time.sleep, force: bool = False,
               deadline: float | None = None) -> Iterator[DayResult]:
    """Fetch days one after the other (one connection at a time, `delay` seconds between requests).

    Raises `NetworkUnavailable` at the first day that needs the network when there is none.
    """
    cache = _cache_root(cache_dir)
    asked_before = False
    for date in dates:
        if _needs_request(as_date(date), cache, channel, force, base_url):
            if asked_before:
                sleep(delay)
            asked_before = True
        yield fetch_day(date, cache, base_url, channel, timeout, retries, backoff=backoff,
                        sleep=sleep, force=force, deadline=deadline)


def find_day_log(date: dt.date | str, logs_dir: str | os.PathLike | None = None,
                 cache_dir: str | os.PathLike | None = None, download: bool = True,
                 base_url: str = DEFAULT_BASE_URL, channel: str = DEFAULT_CHANNEL,
                 **fetch_options: object) -> DayResult:
    """Resolve one day: the local logs tree (if given), then the cache, then a download (if allowed).

    Raises `NetworkUnavailable` when a download is needed and the host cannot be resolved.
    """
    day = as_date(date)
    if logs_dir is not None:
        local = Path(logs_dir) / day_relpath(day, channel)
        if local.is_file():
            return DayResult(day.isoformat(), local, STATUS_LOCAL, str(local))
    cache = _cache_root(cache_dir)
    cached = cache / day_relpath(day, channel)
    if cached.is_file():
        return DayResult(day.isoformat(), cached, STATUS_CACHED, str(cached))
    if not download:
        where = f"{logs_dir} or " if logs_dir is not None else ""
        return DayResult(day.isoformat(), None, STATUS_FAILED, f"not in {where}{cache}; downloads off")
    return fetch_day(day, cache, base_url, channel, **fetch_options)  # type: ignore[arg-type]


def local_year_sample(year: int, corpus_root: str | os.PathLike | None,
                      irclogs_root: str | os.PathLike | None,
                      channel: str = DEFAULT_CHANNEL) -> list[DayResult]:
    """The real #ubuntu text of `year` available without network, each marked `status="sample"`.

    Whole days from the irclogs tree come first choice; an annotated corpus sample (train/dev
    `.raw.txt`, an excerpt of one day) is used for dates the tree does not cover. Sorted by date.
    """
    found: dict[str, DayResult] = {}
    if irclogs_root is not None:
        for path in sorted(Path(irclogs_root).glob(f"{int(year):04d}/[0-9][0-9]/[0-9][0-9]/{channel}.txt")):
            date = "-".join(path.parts[-4:-1])
            found[date] = DayResult(date, path, STATUS_SAMPLE, f"whole day from the local logs tree {path}")
    for split in ("train", "dev"):
        base = Path(corpus_root) / split if corpus_root is not None else None
        if base is None or not base.is_dir():
            continue
        for path in sorted(base.glob(f"{int(year):04d}-*.raw.txt")):
            day = date_from_path(path.name)
            if day is not None and day.isoformat() not in found:
                detail = f"annotated corpus sample {split}/{path.name} (an excerpt of the day)"
                found[day.isoformat()] = DayResult(day.isoformat(), path, STATUS_SAMPLE, detail)
    return [found[date] for date in sorted(found)]
