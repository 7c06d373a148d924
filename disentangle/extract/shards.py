"""Day shards that prove they are whole: a header, records, and a trailer with their count and checksum.

A shard is one gzipped JSON-lines file: a header object first, then one object per record, then a
trailer `{"kind": "end", "records": N, "sha256": ...}` holding the number of records and the SHA-256 of
their bytes. `read_shard` reads the whole file and accepts it only when the gzip stream ends cleanly,
every line is a JSON object, the trailer is last and both the count and the checksum match, so a file
cut short (a full disk, a killed writer, a damaged copy) is never taken for a finished day even when its
header still reads. Gzip output carries no file name or time stamp, so equal content gives equal bytes.
"""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import zlib
from collections.abc import Iterable, Sequence

TRAILER_KIND = "end"


class ShardError(Exception):
    """A shard that does not read back whole (truncated, damaged, or not a shard)."""


def json_line(data: object) -> bytes:
    return (json.dumps(data, ensure_ascii=False) + "\n").encode("utf-8")


def gzip_lines(lines: Iterable[bytes]) -> bytes:
    """Gzip with no file name and a zero time stamp, so equal content gives equal bytes."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, mtime=0) as handle:
        for line in lines:
            handle.write(line)
    return buffer.getvalue()


def encode_shard(header: dict, records: Sequence[dict]) -> bytes:
    """The bytes of a shard: header, records, trailer (count and SHA-256 of the record lines)."""
    body = [json_line(record) for record in records]
    digest = hashlib.sha256(b"".join(body)).hexdigest()
    trailer = {"kind": TRAILER_KIND, "records": len(body), "sha256": digest}
    return gzip_lines([json_line(header), *body, json_line(trailer)])


def _lines(path: str | os.PathLike) -> list[bytes]:
    try:
        with gzip.open(path, "rb") as handle:
            return handle.read().splitlines(keepends=True)
    except (EOFError, gzip.BadGzipFile, zlib.error) as error:
        raise ShardError(f"not a whole gzip file ({error})") from None


def read_shard(path: str | os.PathLike) -> tuple[dict, list[dict]]:
    """(header, records) of a shard that reads back whole; ShardError otherwise (OSError if unreadable)."""
    lines = _lines(path)
    if len(lines) < 2:
        raise ShardError(f"{len(lines)} lines: no header and trailer")
    try:
        objects = [json.loads(line) for line in lines]
    except ValueError as error:
        raise ShardError(f"a line is not JSON ({error})") from None
    if not all(isinstance(o, dict) for o in objects):
        raise ShardError("a line is not a JSON object")
    header, records, trailer = objects[0], objects[1:-1], objects[-1]
    if trailer.get("kind") != TRAILER_KIND:
        raise ShardError("no trailer: the file was cut short")
    if trailer.get("records") != len(records):
        raise ShardError(f"{len(records)} records, the trailer says {trailer.get('records')}")
    if trailer.get("sha256") != hashlib.sha256(b"".join(lines[1:-1])).hexdigest():
        raise ShardError("checksum mismatch")
    return header, records
