"""The upstream annotated corpus as a zip archive: downloaded once, unpacked safely, its data directory found.

`unpack_zip` refuses members whose paths leave the target, skips symbolic links, refuses archives that
would unpack to more than `MAX_UNPACKED_BYTES`, and replaces the target directory atomically.
"""
from __future__ import annotations

import logging
import os
import shutil
import time
import uuid
import zipfile
from collections.abc import Callable
from pathlib import Path

from .http_client import (
    BACKOFF_SECONDS,
    CHUNK_BYTES,
    DEFAULT_RETRIES,
    DEFAULT_TIMEOUT,
    DownloadError,
    check_network,
    download_file,
)
from .status import STATUS_DOWNLOADED

logger = logging.getLogger(__name__)

MAX_UNPACKED_BYTES = 4 * 1024**3  # refuse archives that would unpack to more than this


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
        status, detail = download_file(url, archive, timeout, retries, backoff, sleep)
        if status != STATUS_DOWNLOADED:
            raise DownloadError(f"cannot download the corpus: {detail}")
    unpack_zip(archive, dest)
    found = corpus_dir(dest)
    logger.info("corpus unpacked into %s", found)
    return found
