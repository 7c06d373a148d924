"""The one detector of chat exports (`export_platform`), for `predict`, `evaluate` and `extract` alike: which
registered platform's export a path is, honouring the log format asked. `auto` (or any name that is neither
an IRC log format nor a platform) detects: a folder by files only one platform writes (a Slack workspace's
channels.json) or by the exports it and its subfolders hold (each JSON file by its first bytes: threads in
`_threads/`, a server folder of channel folders; several platforms' exports in one folder are refused), a file that looks like JSON by its first bytes (its first key), else by its whole
value (refused when it is no export); what does not look like JSON is no export (an IRC log), but a zip archive is refused (unpack it first). A platform's
name is that platform, refused with a one-line `LogError` when the path is no export of it; an IRC log
format's name is no chat export.
"""
from __future__ import annotations

import logging
import os
import re
from pathlib import Path

from disentangle.logs.exports.base import Platform
from disentangle.logs.exports.registry import EXPORT_NAMES, NO_EXPORT, PLATFORMS, platform
from disentangle.logs.exports.stream import SNIFF_BYTES, head, load_json
from disentangle.logs.formats import AUTO, FORMAT_NAMES
from disentangle.logs.records import LogError

__all__ = ["export_platform", "file_platform"]

logger = logging.getLogger(__name__)

ZIP_MAGIC = b"PK\x03\x04"        # a zip archive's first bytes (a Slack workspace's export is one)
LOOKS_LIKE_JSON = re.compile(rb"^(?:\xef\xbb\xbf)?\s*(?:\{|\[\s*(?:\{|\]))")  # "{", "[{", "[]": no IRC line
WHOLE_EXPECTED = " or ".join(known.expected for known in PLATFORMS if known.told_whole)


def file_platform(path: Path) -> Platform | None:
    """The platform whose export a JSON file is by its first bytes (None: they tell none)."""
    first = head(path)
    return next((known for known in PLATFORMS if known.sniff(first)), None)


def _exports_in(root: Path) -> dict[str, str]:
    """Platform name -> the first export of it `root`'s subfolders hold (its path from `root`): a subfolder a
    platform reads as one log (a Slack channel folder), a JSON file by its first bytes."""
    found: dict[str, str] = {}
    for entry in sorted(root.rglob("*")):
        if entry.is_dir():
            told = next((known for known in PLATFORMS if known.reads_folder(entry)), None)
        else:
            told = file_platform(entry) if entry.suffix == ".json" and entry.is_file() else None
        if told is not None:
            found.setdefault(told.name, str(entry.relative_to(root)))
    return found


def _folder_platform(path: Path) -> Platform | None:
    """The platform of a folder: by files only it writes, else by the exports the folder holds; a LogError
    for a folder holding the exports of several platforms (a Discord file in a Slack workspace)."""
    owner = next((known for known in PLATFORMS if known.owns_folder(path)), None)
    found = _exports_in(path)
    if owner is not None:
        found.setdefault(owner.name, ".")
    if len(found) > 1:
        listed = ", ".join(f"{name} ({file})" for name, file in sorted(found.items()))
        raise LogError(f"{path}: exports of several platforms in one folder: {listed}; give one export")
    return owner or (platform(next(iter(found))) if found else None)


def _file_platform(path: Path) -> Platform | None:
    """The platform of a file: None when it is none that can be read or does not look like JSON (the IRC
    reader says why); by its first bytes, else by its whole value (LogError when that is no export)."""
    if not path.is_file():
        return None  # missing, a FIFO (never opened: it could block), ...: the IRC reader says why
    try:
        with path.open("rb") as stream:
            first = stream.read(SNIFF_BYTES)
    except OSError:
        return None  # the IRC reader says why it cannot be read
    if first.startswith(ZIP_MAGIC):
        raise LogError(f"{path}: a zip archive, not an export or a log: unpack it and give its folder "
                       f"(a Slack workspace's export is a zip: unzip {path.name} -d FOLDER)")
    if not LOOKS_LIKE_JSON.match(first):
        return None
    told = file_platform(path)  # by its first key: read streaming, never loaded whole
    if told is not None:
        return told
    data = load_json(path, WHOLE_EXPECTED)
    found = next((known for known in PLATFORMS if known.told_whole and known.sniff_data(data)), None)
    if found is None:
        raise LogError(f"{path}: {NO_EXPORT}")
    return found


def export_platform(path: str | os.PathLike, log_format: str = AUTO) -> Platform | None:
    """The platform whose export `path` (a file or a folder) is read as under `log_format` (see the module
    docstring); None when it is no chat export (an IRC log, a logs tree)."""
    path = Path(path)
    if log_format in FORMAT_NAMES:
        return None
    if log_format in EXPORT_NAMES:
        named = platform(log_format)
        named.check(path)
        return named
    try:
        found = _folder_platform(path) if path.is_dir() else _file_platform(path)
    except OSError as error:  # a folder of the export that cannot be listed
        raise LogError(f"cannot read {error.filename or path}: {error.strerror or error}") from None
    logger.debug("%s: %s", path, f"a {found.name} export" if found is not None else "no chat export")
    return found
