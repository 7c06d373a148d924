"""Where daily logs and the upstream corpus come from: a local tree, the download cache, or the network.

Daily #ubuntu logs live at `https://irclogs.ubuntu.com/YYYY/MM/DD/%23ubuntu.txt`. `fetch_day` copies one
into the cache as `YYYY/MM/DD/#ubuntu.txt`, politely (one request at a time, timeouts, retries with
exponential back-off on timeouts, 5xx answers and dropped connections) and safely: the body goes to a
`.part` file that is resumed with an HTTP Range request when the server allows it, checked against its
Content-Length, and renamed into place only when complete. A day the server does not have (404) is
recorded in `missing-days.json` in the cache, so re-runs do not ask again. When the host cannot even be
resolved, `NetworkUnavailable` is raised at once, and `local_year_sample` offers the real #ubuntu text of
that year that exists locally (the annotated corpus samples and the shared irclogs days), each clearly
marked as a sample. `fetch_corpus` downloads and unpacks the upstream corpus archive (zip) safely.
"""
from __future__ import annotations

import datetime as dt
import email.utils
import hashlib
import http.client
import json
import logging
import os
import re
import shutil
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
import zipfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from .atomic import atomic_write_text
from .errors import DisentangleError
from .logformats import date_from_path
from .settings import LOG_CACHE_DIR

logger = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://irclogs.ubuntu.com"
DEFAULT_CHANNEL = "#ubuntu"
MISSING_RECORD = "missing-days.json"
PART_SUFFIX = ".part"
USER_AGENT = "irc-disentangle/0.1 (one connection at a time; research use)"

DEFAULT_TIMEOUT = 30.0  # seconds for the connection and for each read
DEFAULT_RETRIES = 4  # further attempts after the first one
BACKOFF_SECONDS = 2.0  # first wait; doubled after every failed attempt
BACKOFF_MAX_SECONDS = 120.0
POLITE_DELAY_SECONDS = 1.0  # pause between two requests of `fetch_days`
DNS_TIMEOUT = 5.0  # seconds to resolve the host before declaring the network unavailable
CHUNK_BYTES = 64 * 1024
MISSING_CODES = (404, 410)
RANGE_NOT_SATISFIABLE = 416
RETRY_CODES = (408, 425, 429, 500, 502, 503, 504)
MAX_UNPACKED_BYTES = 4 * 1024**3  # refuse archives that would unpack to more than this

STATUS_LOCAL = "local"  # found in a local logs tree given by the user
STATUS_CACHED = "cached"  # found in the download cache
STATUS_DOWNLOADED = "downloaded"
STATUS_MISSING = "missing"  # the server does not have this day (404), recorded in the cache
STATUS_FAILED = "failed"  # could not be obtained now (errors, truncation, downloads disabled)
STATUS_SAMPLE = "sample"  # real local text of that year standing in for the whole year (no network)
STATUSES = (STATUS_LOCAL, STATUS_CACHED, STATUS_DOWNLOADED, STATUS_MISSING, STATUS_FAILED, STATUS_SAMPLE)
USABLE = (STATUS_LOCAL, STATUS_CACHED, STATUS_DOWNLOADED, STATUS_SAMPLE)

class DownloadError(DisentangleError):
    """A download or an unpacking step failed in a way the caller must hear about."""


class NetworkUnavailable(DownloadError):
    """The server's host cannot be resolved or reached: no network, so fall back to local text."""


@dataclass(frozen=True)
class DayResult:
    """Where one day's log is (or why it is not): `path` is None unless the status is usable."""

    date: str  # YYYY-MM-DD
    path: Path | None
    status: str  # one of STATUSES
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.status in USABLE and self.path is not None

    @property
    def is_sample(self) -> bool:
        return self.status == STATUS_SAMPLE


class _Retry(Exception):
    """One attempt failed in a way worth trying again; `wait` is a server-requested delay, if any."""

    def __init__(self, message: str, wait: float | None = None) -> None:
        super().__init__(message)
        self.wait = wait


class _RangeRefused(_Retry):
    """The server cannot serve the requested range (416): the .part file must be discarded."""


class _Missing(Exception):
    """The server says the file does not exist."""


class _Fatal(Exception):
    """The server refused in a way that retrying will not change (e.g. 403)."""


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


def check_network(url: str, timeout: float = DNS_TIMEOUT) -> None:
    """Raise `NetworkUnavailable` quickly when the URL's host cannot be resolved (no proxy configured)."""
    parts = urllib.parse.urlsplit(url)
    host = parts.hostname
    if not host or urllib.request.getproxies().get(parts.scheme) or urllib.request.proxy_bypass(host):
        return
    outcome: list[BaseException | None] = []

    def resolve() -> None:
        try:
            socket.getaddrinfo(host, parts.port or (443 if parts.scheme == "https" else 80))
            outcome.append(None)
        except OSError as error:
            outcome.append(error)

    worker = threading.Thread(target=resolve, daemon=True)  # getaddrinfo itself has no timeout
    worker.start()
    worker.join(timeout)
    if not outcome:
        raise NetworkUnavailable(f"cannot resolve {host} within {timeout:g} s: no network?")
    if outcome[0] is not None:
        raise NetworkUnavailable(f"cannot resolve {host} ({outcome[0]}): no network?")


def server_of(url: str) -> str:
    """The server part of a URL (`scheme://host[:port]`): which server said a day is missing."""
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def _entries(cache_dir: str | os.PathLike) -> dict[str, dict[str, str]]:
    """The cache's missing-days record: key -> {"server": ..., "detail": ...} (older plain-text entries
    get the server named in their detail, else an empty server: missing for every server)."""
    path = Path(cache_dir) / MISSING_RECORD
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as error:
        logger.warning("ignoring unreadable %s: %s", path, error)
        return {}
    missing = data.get("missing", {}) if isinstance(data, dict) else {}
    entries = {}
    for key, value in (missing.items() if isinstance(missing, dict) else ()):
        if isinstance(value, dict):
            entries[str(key)] = {"server": str(value.get("server", "")), "detail": str(value.get("detail", ""))}
        else:
            url = re.search(r" at (\S+)", str(value))
            entries[str(key)] = {"server": server_of(url[1]) if url else "", "detail": str(value)}
    return entries


def read_missing(cache_dir: str | os.PathLike, base_url: str | None = None) -> dict[str, str]:
    """Days recorded as missing in a cache: `"YYYY-MM-DD/#channel"` -> what the server said and when.

    With `base_url`, only the days that this server said it does not have: another server may have them.
    """
    server = server_of(base_url) if base_url is not None else None
    return {key: entry["detail"] for key, entry in _entries(cache_dir).items()
            if server is None or entry["server"] in ("", server)}


def _missing_key(day: dt.date, channel: str) -> str:
    return f"{day.isoformat()}/{channel}"


def _record_missing(cache_dir: Path, key: str, detail: str | None, server: str = "") -> None:
    """Add (detail given) or remove (None) one day in the cache's missing-days record."""
    entries = _entries(cache_dir)
    if detail is None and key not in entries:
        return
    if detail is None:
        del entries[key]
    else:
        entries[key] = {"server": server, "detail": detail}
    record = {"missing": dict(sorted(entries.items()))}
    atomic_write_text(cache_dir / MISSING_RECORD, json.dumps(record, indent=1, sort_keys=True) + "\n")


def _retry_after(error: urllib.error.HTTPError) -> float | None:
    """The server's Retry-After in seconds (a number or an HTTP date), if it sent one."""
    value = error.headers.get("Retry-After") if error.headers else None
    if not value:
        return None
    if value.strip().isdigit():
        return float(value.strip())
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, (when - dt.datetime.now(dt.timezone.utc)).total_seconds())


def _open(url: str, offset: int, timeout: float) -> http.client.HTTPResponse:
    """Send the request (with a Range header when resuming); classify failures into _Retry/_Missing/_Fatal."""
    headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "identity"}
    if offset:
        headers["Range"] = f"bytes={offset}-"
    request = urllib.request.Request(url, headers=headers)
    try:
        return urllib.request.urlopen(request, timeout=timeout)  # noqa: S310 (http/https only, see callers)
    except urllib.error.HTTPError as error:
        error.close()
        if error.code == RANGE_NOT_SATISFIABLE and offset:
            raise _RangeRefused(f"HTTP {error.code} for bytes {offset}-") from None
        if error.code in MISSING_CODES:
            raise _Missing(f"HTTP {error.code} {error.reason}") from None
        if error.code in RETRY_CODES:
            raise _Retry(f"HTTP {error.code} {error.reason}", _retry_after(error)) from None
        raise _Fatal(f"HTTP {error.code} {error.reason}") from None
    except urllib.error.URLError as error:
        if isinstance(error.reason, socket.gaierror):
            raise NetworkUnavailable(f"cannot resolve the host of {url}: {error.reason}") from None
        raise _Retry(f"connection failed: {error.reason}") from None
    except (TimeoutError, ConnectionError, http.client.HTTPException, OSError) as error:
        raise _Retry(f"connection failed: {error!r}") from None


def _resume_offset(response: http.client.HTTPResponse, offset: int) -> int:
    """Where the body starts in the file: `offset` if the server honoured the Range, else 0 (restart)."""
    if not offset or response.status != http.client.PARTIAL_CONTENT:
        return 0
    match = re.match(r"bytes (\d+)-", response.headers.get("Content-Range", ""))
    if not match or int(match[1]) != offset:
        raise _Retry(f"unexpected Content-Range {response.headers.get('Content-Range')!r}")
    return offset


def _expected_size(response: http.client.HTTPResponse, start: int) -> int | None:
    """The complete file's size as announced by the server, if it announced one."""
    if response.status == http.client.PARTIAL_CONTENT:
        match = re.search(r"/(\d+)\s*$", response.headers.get("Content-Range", ""))
        if match:
            return int(match[1])
    length = response.headers.get("Content-Length")
    return start + int(length) if length and length.strip().isdigit() else None


def _copy_body(response: http.client.HTTPResponse, part: Path, start: int) -> int:
    """Write the body to the .part file from `start` on; return the .part file's size."""
    with open(part, "r+b" if start else "wb") as out:
        out.seek(start)
        out.truncate()
        try:
            while chunk := response.read(CHUNK_BYTES):
                out.write(chunk)
        except (TimeoutError, ConnectionError, http.client.HTTPException, OSError) as error:
            out.flush()
            raise _Retry(f"connection lost after {out.tell()} bytes: {error!r}") from None
        out.flush()
        os.fsync(out.fileno())
        return out.tell()


class _Unverified(_Retry):
    """A whole body arrived without a length to check it against: `digest` is its SHA-256."""

    def __init__(self, message: str, digest: str) -> None:
        super().__init__(message)
        self.digest = digest


def _file_digest(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(CHUNK_BYTES), b""):
            digest.update(block)
    return digest.hexdigest()


def _attempt(url: str, dest: Path, timeout: float, confirm: str | None = None) -> int:
    """One request: continue or restart `dest`.part and move it to `dest` when verified. Returns bytes.

    A body is verified when it has the announced length (Content-Length, or the total of a
    Content-Range), or when a chunked transfer ended with its last chunk (http.client raises
    IncompleteRead otherwise). A body that simply stops when the server closes the connection (no
    length, not chunked) cannot tell a complete file from a cut one: it is kept only when it equals the
    previous attempt's body (`confirm`, a SHA-256); otherwise `_Unverified` asks for another download.
    """
    part = dest.with_name(dest.name + PART_SUFFIX)
    offset = part.stat().st_size if part.exists() and confirm is None else 0
    try:
        response = _open(url, offset, timeout)
    except _RangeRefused:
        part.unlink(missing_ok=True)
        raise
    with response:
        start = _resume_offset(response, offset)
        if offset and not start:
            logger.debug("%s: server ignored the Range request, restarting", url)
        expected = _expected_size(response, start)
        chunked = bool(getattr(response, "chunked", False))
        size = _copy_body(response, part, start)
    if expected is not None and size != expected:
        if size > expected:
            part.unlink(missing_ok=True)  # inconsistent: start over next time
        raise _Retry(f"truncated body: got {size} of {expected} bytes")
    if expected is None and not chunked:
        digest = _file_digest(part)
        if digest != confirm:
            part.unlink(missing_ok=True)  # a body of unknown length cannot be resumed safely
            raise _Unverified(f"{size} bytes without Content-Length: downloading again to confirm", digest)
    os.replace(part, dest)
    return size


def _download(url: str, dest: Path, timeout: float, retries: int, backoff: float,
              sleep: Callable[[float], None]) -> tuple[str, str]:
    """Try up to 1 + `retries` times with exponential back-off; return (status, detail)."""
    if urllib.parse.urlsplit(url).scheme not in ("http", "https"):
        raise DownloadError(f"only http and https URLs can be downloaded: {url}")
    dest.parent.mkdir(parents=True, exist_ok=True)
    problem, confirm = "", None
    for attempt in range(retries + 1):
        if attempt:
            wait = 0.0 if confirm is not None else min(backoff * 2 ** (attempt - 1), BACKOFF_MAX_SECONDS)
            # a warning, so that a slow or failing server is visible without -v
            logger.warning("%s: %s; retry %d/%d in %.1f s", url, problem, attempt, retries, wait)
            sleep(wait)
        try:
            size = _attempt(url, dest, timeout, confirm)
            return STATUS_DOWNLOADED, f"{size} bytes from {url}"
        except _Missing as missing:
            return STATUS_MISSING, f"{missing} at {url}"
        except _Fatal as fatal:
            return STATUS_FAILED, f"{fatal} at {url}"
        except _Unverified as unverified:
            problem, confirm = str(unverified), unverified.digest
        except _Retry as retry:
            problem, confirm = str(retry), None
            if retry.wait is not None:
                sleep(min(retry.wait, BACKOFF_MAX_SECONDS))
    return STATUS_FAILED, f"{problem} (gave up after {retries + 1} attempts) at {url}"


def _needs_request(day: dt.date, cache_dir: Path, channel: str, force: bool, base_url: str) -> bool:
    """Whether fetching this day would ask the server (forced, or not cached and not recorded missing)."""
    if force:
        return True
    if (cache_dir / day_relpath(day, channel)).is_file():
        return False
    return _missing_key(day, channel) not in read_missing(cache_dir, base_url)


def fetch_day(date: dt.date | str, cache_dir: str | os.PathLike = LOG_CACHE_DIR,
              base_url: str = DEFAULT_BASE_URL, channel: str = DEFAULT_CHANNEL,
              timeout: float = DEFAULT_TIMEOUT, retries: int = DEFAULT_RETRIES, *,
              backoff: float = BACKOFF_SECONDS, sleep: Callable[[float], None] = time.sleep,
              force: bool = False) -> DayResult:
    """One day's log into `cache_dir/YYYY/MM/DD/#channel.txt` (cached, downloaded, missing or failed).

    With `force` the day is downloaded again even when cached (the cached copy is replaced only by a
    verified body) or recorded missing. A day recorded missing by this server is not asked for again
    unless `force` (another server is asked). Raises `NetworkUnavailable` when the host cannot be
    resolved (no network), so that callers stop at once instead of trying every day.
    """
    cache = Path(cache_dir)
    day = as_date(date)
    dest = cache / day_relpath(day, channel)
    if dest.is_file() and not force:
        return DayResult(day.isoformat(), dest, STATUS_CACHED, str(dest))
    key = _missing_key(day, channel)
    recorded = read_missing(cache, base_url).get(key)
    if recorded and not force:
        return DayResult(day.isoformat(), None, STATUS_MISSING, f"recorded earlier: {recorded}")
    url = day_url(day, base_url, channel)
    check_network(url)  # a bounded DNS look-up: no long hang when offline
    status, detail = _download(url, dest, timeout, retries, backoff, sleep)
    if status == STATUS_MISSING:
        _record_missing(cache, key, f"{detail} ({dt.datetime.now(dt.timezone.utc):%Y-%m-%dT%H:%MZ})",
                        server_of(base_url))
    elif status == STATUS_DOWNLOADED and recorded:
        _record_missing(cache, key, None)
    if status == STATUS_FAILED:
        logger.warning("%s: %s", day, detail)
    return DayResult(day.isoformat(), dest if status == STATUS_DOWNLOADED else None, status, detail)


def fetch_days(dates: Iterable[dt.date | str], cache_dir: str | os.PathLike = LOG_CACHE_DIR,
               base_url: str = DEFAULT_BASE_URL, channel: str = DEFAULT_CHANNEL, *,
               timeout: float = DEFAULT_TIMEOUT, retries: int = DEFAULT_RETRIES,
               delay: float = POLITE_DELAY_SECONDS, backoff: float = BACKOFF_SECONDS,
               sleep: Callable[[float], None] = time.sleep, force: bool = False) -> Iterator[DayResult]:
    """Fetch days one after the other (one connection at a time, `delay` seconds between requests).

    Raises `NetworkUnavailable` at the first day that needs the network when there is none.
    """
    asked_before = False
    for date in dates:
        if _needs_request(as_date(date), Path(cache_dir), channel, force, base_url):
            if asked_before:
                sleep(delay)
            asked_before = True
        yield fetch_day(date, cache_dir, base_url, channel, timeout, retries, backoff=backoff,
                        sleep=sleep, force=force)


def find_day_log(date: dt.date | str, logs_dir: str | os.PathLike | None = None,
                 cache_dir: str | os.PathLike = LOG_CACHE_DIR, download: bool = True,
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
    cached = Path(cache_dir) / day_relpath(day, channel)
    if cached.is_file():
        return DayResult(day.isoformat(), cached, STATUS_CACHED, str(cached))
    if not download:
        where = f"{logs_dir} or " if logs_dir is not None else ""
        return DayResult(day.isoformat(), None, STATUS_FAILED, f"not in {where}{cache_dir}; downloads off")
    return fetch_day(day, cache_dir, base_url, channel, **fetch_options)  # type: ignore[arg-type]


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


def _members(archive: zipfile.ZipFile) -> list[tuple[zipfile.ZipInfo, Path]]:
    """Archive members with safe relative target paths, the common top directory stripped."""
    infos = [info for info in archive.infolist() if not info.is_dir()]
    names = [Path(info.filename.replace("\\", "/")) for info in infos]
    tops = {name.parts[0] for name in names if len(name.parts) > 1}
    strip = len(tops) == 1 and all(len(name.parts) > 1 for name in names)
    members = []
    for info, name in zip(infos, names):
        if name.is_absolute() or ".." in name.parts or name.drive:
            raise DownloadError(f"unsafe path in archive: {info.filename!r}")
        if (info.external_attr >> 16) & 0o170000 == 0o120000:
            logger.warning("skipping symbolic link in archive: %s", info.filename)
            continue
        members.append((info, Path(*name.parts[1:]) if strip else name))
    if sum(info.file_size for info, _ in members) > MAX_UNPACKED_BYTES:
        raise DownloadError(f"archive would unpack to more than {MAX_UNPACKED_BYTES} bytes")
    return members


def unpack_zip(archive_path: str | os.PathLike, dest_dir: str | os.PathLike) -> Path:
    """Unpack a zip archive into `dest_dir` (replaced atomically), refusing paths that leave it."""
    dest = Path(dest_dir)
    dest.parent.mkdir(parents=True, exist_ok=True)
    staging = dest.with_name(f".{dest.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.unpack")
    staging.mkdir()
    try:
        with zipfile.ZipFile(archive_path) as archive:
            for info, relative in _members(archive):
                target = staging / relative
                target.parent.mkdir(parents=True, exist_ok=True)
                with archive.open(info) as source, open(target, "wb") as out:
                    shutil.copyfileobj(source, out, CHUNK_BYTES)
        if dest.exists():
            shutil.rmtree(dest)
        os.replace(staging, dest)
    except (zipfile.BadZipFile, OSError) as error:
        raise DownloadError(f"cannot unpack {archive_path}: {error}") from error
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
    return dest


def corpus_dir(root: str | os.PathLike) -> Path:
    """The directory under `root` holding `train/` or `dev/` (the upstream repository has them in data/)."""
    base = Path(root)
    for candidate in (base / "data", base):
        if (candidate / "train").is_dir() or (candidate / "dev").is_dir():
            return candidate
    for candidate in sorted(base.glob("**/dev")):
        if candidate.is_dir():
            return candidate.parent
    raise DownloadError(f"no train/ or dev/ directory in the unpacked archive {base}")


def fetch_corpus(url: str, dest_dir: str | os.PathLike, *, timeout: float = DEFAULT_TIMEOUT,
                 retries: int = DEFAULT_RETRIES, backoff: float = BACKOFF_SECONDS,
                 sleep: Callable[[float], None] = time.sleep) -> Path:
    """Download the corpus archive (a zip) beside `dest_dir`, unpack it there; return its data directory."""
    dest = Path(dest_dir)
    dest.parent.mkdir(parents=True, exist_ok=True)
    archive = dest.with_name(dest.name + ".zip")
    if not archive.is_file():
        check_network(url)
        logger.info("downloading the corpus archive %s (once, into %s)", url, archive)
        status, detail = _download(url, archive, timeout, retries, backoff, sleep)
        if status != STATUS_DOWNLOADED:
            raise DownloadError(f"cannot download the corpus: {detail}")
    unpack_zip(archive, dest)
    found = corpus_dir(dest)
    logger.info("corpus unpacked into %s", found)
    return found
