import os
import stat

import pytest

from disentangle.atomic import atomic_open, atomic_write_bytes, atomic_write_text


def names(directory):
    return sorted(path.name for path in directory.iterdir())


def mode_of(path):
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def umask_022():
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def test_write_bytes_creates_and_replaces(tmp_path):
    path = tmp_path / "deeper" / "out.bin"
    assert atomic_write_bytes(path, b"\x00one\r\n") == path
    assert path.read_bytes() == b"\x00one\r\n"
    atomic_write_bytes(path, b"two")
    assert path.read_bytes() == b"two"
    assert names(path.parent) == ["out.bin"]


@pytest.mark.parametrize("text, encoding", [("caf\u00e9 \u2713\n", "utf-8"), ("caf\u00e9\n", "latin-1"),
                                            ("a\r\nb\n", "utf-8")])
def test_write_text_encodes_without_newline_translation(tmp_path, text, encoding):
    path = tmp_path / "out.txt"
    atomic_write_text(path, text, encoding=encoding)
    assert path.read_bytes() == text.encode(encoding)


def test_open_writes_text_and_bytes(tmp_path):
    with atomic_open(tmp_path / "a.txt") as handle:
        handle.write("\u00fcber\n")
    with atomic_open(tmp_path / "b.bin", "wb") as handle:
        handle.write(b"\xff")
    assert (tmp_path / "a.txt").read_bytes() == "\u00fcber\n".encode("utf-8")
    assert (tmp_path / "b.bin").read_bytes() == b"\xff"


def test_open_rejects_other_modes(tmp_path):
    with pytest.raises(ValueError, match="mode"):
        with atomic_open(tmp_path / "a.txt", "a"):
            pass
    assert names(tmp_path) == []


def test_error_in_the_middle_keeps_old_file_and_no_temporary(tmp_path):
    path = tmp_path / "a.txt"
    path.write_text("old\n")
    with pytest.raises(RuntimeError, match="half way"):
        with atomic_open(path) as handle:
            handle.write("new, but only half")
            assert len(names(tmp_path)) == 2  # the temporary exists while writing
            raise RuntimeError("half way")
    assert path.read_text() == "old\n"
    assert names(tmp_path) == ["a.txt"]


def test_failed_rename_keeps_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "a.bin"
    atomic_write_bytes(path, b"old")

    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(OSError, match="No space"):
        atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"old"
    assert names(tmp_path) == ["a.bin"]


def test_new_file_gets_normal_permissions(tmp_path, umask_022):
    path = atomic_write_text(tmp_path / "new.txt", "x")
    assert mode_of(path) == 0o644
    os.umask(0o027)
    assert mode_of(atomic_write_text(tmp_path / "other.txt", "x")) == 0o640


def test_existing_file_keeps_its_permissions(tmp_path, umask_022):
    path = tmp_path / "shared.txt"
    path.write_text("old")
    os.chmod(path, 0o664)
    atomic_write_text(path, "new")
    assert mode_of(path) == 0o664
    os.chmod(path, 0o600)
    with atomic_open(path, "wb") as handle:
        handle.write(b"newer")
    assert mode_of(path) == 0o600 and path.read_bytes() == b"newer"
