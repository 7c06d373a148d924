"""A polite, verified HTTP download of one file: retries with back-off, resumption, length checks.

`download_file` fetches a URL into a file, one request at a time, with timeouts and retries with
exponential back-off on timeouts, 5xx answers and dropped connections (a server's Retry-After is
honoured). The body goes to a `.part` file that is resumed with an HTTP Range request when the server
allows it, checked against its Content-Length (or a chunked transfer's end, or a second identical body
when the server announces no length, and then by the caller's `check`, e.g. that a log's last line has
its line end), and renamed into place only when complete. A `Deadline` bounds the whole download, every
attempt included (`--timeout` bounds each read only: a server that sends one byte a second never trips
it). `check_network` makes a bounded DNS look-up first, so an offline run stops at once with
`NetworkUnavailable`.
"""
from __future__ import annotations

import datetime as dt
import email.utils
import hashlib
import http.client
import logging
import os
import re
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from disentangle.errors import DisentangleError

from .status import STATUS_DOWNLOADED, STATUS_FAILED, STATUS_MISSING

logger = logging.getLogger(__name__)

PART_SUFFIX = ".part"
USER_AGENT = "irc-disentangle/0.1 (one connection at a time; research use)"
DEFAULT_TIMEOUT = 30.0  # seconds for the connection and for each read
DEFAULT_RETRIES = 4  # further attempts after the first one
BACKOFF_SECONDS = 2.0  # first wait; doubled after every failed attempt
BACKOFF_MAX_SECONDS = 120.0
DNS_TIMEOUT = 5.0  # seconds to resolve the host before declaring the network unavailable
CHUNK_BYTES = 64 * 1024
DEADLINE_GRACE_SECONDS = 60.0  # a download may always take this long, every attempt included ...
DEADLINE_MIN_RATE = 4096.0  # ... plus one second per this many bytes of the file (a minimum average rate)
MISSING_CODES = (404, 410)
HTTP_SCHEMES = ("http", "https")
RANGE_NOT_SATISFIABLE = 416
RETRY_CODES = (408, 425, 429, 500, 502, 503, 504)


class DownloadError(DisentangleError):
    """A download or an unpacking step failed in a way the caller must hear about."""


class NetworkUnavailable(DownloadError):
    """The server's host cannot be resolved or reached: no network, so fall back to local text."""


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


class _Late(Exception):
    """The download's deadline passed: not retried (the deadline is for every attempt together)."""


@dataclass(frozen=True)
class Deadline:
    """When a download (every attempt) must be done: `seconds` after `started` when given, else
    `DEADLINE_GRACE_SECONDS` plus the file's size at `DEADLINE_MIN_RATE` (the size the server announced,
    else the bytes received so far: then the rule is a minimum average rate)."""

    started: float
    seconds: float | None = None

    def limit(self, size: int) -> float:
        """The deadline in seconds after `started`, for a file of `size` bytes."""
        return self.seconds if self.seconds is not None else DEADLINE_GRACE_SECONDS + size / DEADLINE_MIN_RATE

    def check(self, received: int, expected: int | None = None) -> None:
        """Raise `_Late` once the deadline has passed."""
        limit = self.limit(expected if expected is not None else received)
        if time.monotonic() - self.started > limit:
            of = f" of {expected}" if expected is not None else ""
            raise _Late(f"not downloaded within its deadline of {limit:.1f} s ({received}{of} bytes received; "
                        "--deadline sets it)")


def url_problem(url: str) -> str:
    """Why `url` cannot name a server to download from ("" when it can): not http or https, no host, or a
    port that is no number in 0-65535 (`http://127.0.0.1:notaport`)."""
    try:
        parts = urllib.parse.urlsplit(url)
        port = parts.port
    except ValueError as error:
        return f"{url!r} is not a valid URL: {error}"
    if parts.scheme not in HTTP_SCHEMES:
        return f"must be an http or https URL, got {url!r}"
    if not parts.hostname:
        return f"{url!r} names no host"
    return "" if port is None or port > 0 else f"{url!r}: port {port} cannot be connected to"


def check_network(url: str, timeout: float = DNS_TIMEOUT) -> None:
    """Raise `NetworkUnavailable` quickly when the URL's host cannot be resolved (no proxy configured);
    `DownloadError` at once for a URL that names no server (`url_problem`)."""
    problem = url_problem(url)
    if problem:
        raise DownloadError(problem)
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


def _copy_body(response: http.client.HTTPResponse, part: Path, start: int, deadline: Deadline,
               expected: int | None) -> int:
    """Write the body to the .part file from `start` on; return the .part file's size. Each read returns
    what has arrived (`read1`), so the deadline is checked however slowly the bytes come."""
    with open(part, "r+b" if start else "wb") as out:
        out.seek(start)
        out.truncate()
        try:
            while chunk := response.read1(CHUNK_BYTES):
                out.write(chunk)
                deadline.check(out.tell(), expected)
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
    """The SHA-256 of a file, read in chunks."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(CHUNK_BYTES), b""):
            digest.update(block)
    return digest.hexdigest()


def _attempt(url: str, dest: Path, timeout: float, deadline: Deadline, confirm: str | None = None,
             check: Callable[[Path], str] | None = None, refuse: Callable[[Path], str] | None = None) -> int:
    """One request: continue or restart `dest`.part and move it to `dest` when verified. Returns bytes.

    A body is verified when it has the announced length (Content-Length, or the total of a
    Content-Range), or when a chunked transfer ended with its last chunk (http.client raises
    IncompleteRead otherwise). A body that simply stops when the server closes the connection (no
    length, not chunked) cannot tell a complete file from a cut one: it is kept only when it equals the
    previous attempt's body (`confirm`, a SHA-256); otherwise `_Unverified` asks for another download.
    A verified body is then given to `check` (a problem, or ""): one with a problem is discarded and
    downloaded again; then to `refuse`: one with a problem is discarded and not asked for again (`_Fatal`:
    an HTML page or an empty body where a log was expected), so it never takes the file's place.
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
        size = _copy_body(response, part, start, deadline, expected)
    if expected is not None and size != expected:
        if size > expected:
            part.unlink(missing_ok=True)  # inconsistent: start over next time
        raise _Retry(f"truncated body: got {size} of {expected} bytes")
    if expected is None and not chunked:
        digest = _file_digest(part)
        if digest != confirm:
            part.unlink(missing_ok=True)  # a body of unknown length cannot be resumed safely
            raise _Unverified(f"{size} bytes without Content-Length: downloading again to confirm", digest)
    _judge(part, size, check, refuse)
    os.replace(part, dest)
    return size


def _judge(part: Path, size: int, check: Callable[[Path], str] | None, refuse: Callable[[Path], str] | None
           ) -> None:
    """A whole body given to `check` (a problem: discarded, `_Retry`) and to `refuse` (a problem: discarded,
    `_Fatal`, not asked for again)."""
    problem = check(part) if check is not None else ""
    if problem:
        part.unlink(missing_ok=True)  # its announced length was wrong: start over
        raise _Retry(f"{problem} after {size} bytes")
    refused = refuse(part) if refuse is not None else ""
    if refused:
        part.unlink(missing_ok=True)
        raise _Fatal(refused)


def download_file(url: str, dest: Path, timeout: float, retries: int, backoff: float,
                  sleep: Callable[[float], None], deadline: float | None = None,
                  check: Callable[[Path], str] | None = None,
                  refuse: Callable[[Path], str] | None = None) -> tuple[str, str]:
    """Try up to 1 + `retries` times with exponential back-off, all within `deadline` seconds (default:
    derived from the size, see `Deadline`); a whole body must pass `check` (else it is downloaded again)
    and `refuse` (else the download fails at once). Returns (status, detail)."""
    if urllib.parse.urlsplit(url).scheme not in ("http", "https"):
        raise DownloadError(f"only http and https URLs can be downloaded: {url}")
    dest.parent.mkdir(parents=True, exist_ok=True)
    problem, confirm = "", None
    limit = Deadline(time.monotonic(), deadline)
    part = dest.with_name(dest.name + PART_SUFFIX)
    for attempt in range(retries + 1):
        try:
            if attempt:
                wait = 0.0 if confirm is not None else min(backoff * 2 ** (attempt - 1), BACKOFF_MAX_SECONDS)
                # a warning, so that a slow or failing server is visible without -v
                logger.warning("%s: %s; retry %d/%d in %.1f s", url, problem, attempt, retries, wait)
                sleep(wait)
                limit.check(part.stat().st_size if part.exists() else 0)
            size = _attempt(url, dest, timeout, limit, confirm, check, refuse)
            return STATUS_DOWNLOADED, f"{size} bytes from {url}"
        except _Late as late:
            return STATUS_FAILED, f"{late} at {url}"
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
