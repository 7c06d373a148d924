"""The cache's record of days a server said it does not have (`missing-days.json`).

Re-runs do not ask a server again for a day it said it does not have; another server is asked. Each entry
names its server and what it said, and when; older plain-text entries are still read.
"""
from __future__ import annotations

import datetime as dt
import json
import logging
import os
import re
import urllib.parse
from pathlib import Path

from disentangle.atomic import atomic_write_text

logger = logging.getLogger(__name__)

MISSING_RECORD = "missing-days.json"


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


def missing_key(day: dt.date, channel: str) -> str:
    """The record's key of one day of one channel: `YYYY-MM-DD/#channel`."""
    return f"{day.isoformat()}/{channel}"


def record_missing(cache_dir: Path, key: str, detail: str | None, server: str = "") -> None:
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
