"""disentangle.output: every byte written, a short write continued, a full device an OSError."""
import errno
import io
import os

import pytest

from disentangle import output


def test_write_all_continues_short_writes(monkeypatch) -> None:
    written = []

    def short_write(descriptor, data):
        chunk = bytes(data[:3])
        written.append(chunk)
        return len(chunk)

    monkeypatch.setattr(output.os, "write", short_write)
    output.write_all(1, b"0123456789")
    assert b"".join(written) == b"0123456789" and len(written) == 4


def test_write_all_raises_when_the_device_is_full(monkeypatch) -> None:
    calls = []

    def full_after_one(descriptor, data):
        calls.append(len(data))
        if len(calls) > 1:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return 4

    monkeypatch.setattr(output.os, "write", full_after_one)
    with pytest.raises(OSError, match="No space left"):
        output.write_all(1, b"0123456789")


def test_write_stdout_to_a_real_descriptor(tmp_path) -> None:
    with open(tmp_path / "out", "w", encoding="utf-8") as handle:
        handle.write("first ")
        output.write_stdout("déjà vu\n", handle)
        output.finish_stdout(handle)
    assert (tmp_path / "out").read_text(encoding="utf-8") == "first déjà vu\n"


def test_write_stdout_to_an_in_memory_stream() -> None:
    stream = io.StringIO()
    output.write_stdout("text\n", stream)
    assert stream.getvalue() == "text\n"


def test_write_stdout_to_dev_full() -> None:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    with open("/dev/full", "w") as handle, pytest.raises(OSError, match="No space left"):
        output.write_stdout("x" * 10, handle)
