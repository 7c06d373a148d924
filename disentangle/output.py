"""Command output that is never lost silently: every byte written to standard output is checked.

Python's buffered standard output can drop the rest of a large write when the device fills up part way
(a short write followed by nothing), and an error in the final flush at exit is only "ignored". The
commands therefore write their results with `write_stdout`, which hands the bytes to the operating
system in a loop until all are written (a full disk then raises `OSError` ENOSPC at once), and finish
with `finish_stdout`, which flushes and reports a failure as an `OSError` the command turns into exit
status 2.
"""
from __future__ import annotations

import io
import os
import sys
from typing import TextIO

ENCODING = "utf-8"


def _descriptor(stream: TextIO) -> int | None:
    """The stream's file descriptor, or None for in-memory streams (tests, captured output)."""
    try:
        return stream.fileno()
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        return None


def write_all(descriptor: int, data: bytes) -> None:
    """Write every byte of `data` to `descriptor`; a short write is continued, an error raises OSError."""
    view = memoryview(data)
    while view:
        written = os.write(descriptor, view)
        if written <= 0:
            raise OSError(f"could not write to file descriptor {descriptor}")
        view = view[written:]


def write_stdout(text: str, stream: TextIO | None = None) -> None:
    """Write `text` to standard output (or `stream`) completely, or raise OSError."""
    stream = sys.stdout if stream is None else stream
    descriptor = _descriptor(stream)
    if descriptor is None:
        stream.write(text)
        return
    stream.flush()  # whatever was printed before goes first
    write_all(descriptor, text.encode(getattr(stream, "encoding", None) or ENCODING, errors="replace"))


def finish_stdout(stream: TextIO | None = None) -> None:
    """Flush standard output; a failure (e.g. ENOSPC held back by the system) raises OSError."""
    stream = sys.stdout if stream is None else stream
    stream.flush()
