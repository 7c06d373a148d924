"""Where daily logs and the upstream corpus come from: a local tree, the download cache, or the network.

The package's modules: `status` (what became of a day: `DayResult` and its statuses), `http_client` (a
polite, verified, resumable download of one file; `DownloadError`, `NetworkUnavailable`), `missing` (the
cache's record of days a server does not have), `days` (one day from a local tree, the cache, the server or
a local sample of that year) and `corpus_archive` (the upstream corpus zip, fetched and unpacked safely).
The names callers use are re-exported here.
"""
from .corpus_archive import MAX_UNPACKED_BYTES, corpus_dir, fetch_corpus, unpack_zip
from .days import (
                   CUT_SHORT,
                   DEFAULT_BASE_URL,
                   DEFAULT_CHANNEL,
                   POLITE_DELAY_SECONDS,
                   as_date,
                   cut_short,
                   day_relpath,
                   day_url,
                   fetch_day,
                   fetch_days,
                   find_day_log,
                   local_year_sample,
                   loopback_server,
)
from .http_client import (
                   BACKOFF_MAX_SECONDS,
                   BACKOFF_SECONDS,
                   DEADLINE_GRACE_SECONDS,
                   DEADLINE_MIN_RATE,
                   DEFAULT_RETRIES,
                   DEFAULT_TIMEOUT,
                   DNS_TIMEOUT,
                   Deadline,
                   DownloadError,
                   NetworkUnavailable,
                   check_network,
                   download_file,
                   url_problem,
)
from .missing import MISSING_RECORD, read_missing, server_of
from .status import (
                   STATUS_CACHED,
                   STATUS_DOWNLOADED,
                   STATUS_FAILED,
                   STATUS_LOCAL,
                   STATUS_MISSING,
                   STATUS_SAMPLE,
                   STATUSES,
                   USABLE,
                   DayResult,
)

__all__ = [
    "BACKOFF_MAX_SECONDS", "BACKOFF_SECONDS", "CUT_SHORT", "DEADLINE_GRACE_SECONDS", "DEADLINE_MIN_RATE",
    "DEFAULT_BASE_URL", "DEFAULT_CHANNEL", "DEFAULT_RETRIES",
    "DEFAULT_TIMEOUT", "DNS_TIMEOUT", "MAX_UNPACKED_BYTES", "MISSING_RECORD", "POLITE_DELAY_SECONDS",
    "STATUSES", "STATUS_CACHED", "STATUS_DOWNLOADED", "STATUS_FAILED", "STATUS_LOCAL", "STATUS_MISSING",
    "STATUS_SAMPLE", "USABLE", "DayResult", "Deadline", "DownloadError", "NetworkUnavailable", "as_date", "check_network",
    "corpus_dir", "cut_short", "day_relpath", "day_url", "download_file", "fetch_corpus", "fetch_day", "fetch_days",
    "find_day_log", "local_year_sample", "loopback_server", "read_missing", "server_of", "unpack_zip", "url_problem",
]
