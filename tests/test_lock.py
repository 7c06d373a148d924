"""One writer per output directory (`extract.lock`): a second run stops with exit 2 and one line naming
the holder, a stale lock of a dead process is taken over with a warning, and the lock goes when the run
ends, also when it fails or is interrupted."""
from __future__ import annotations

import datetime as dt
import json
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import asdict, replace
from pathlib import Path

import pytest

from disentangle import cli, extract
from disentangle.extract.lock import LOCK_FILE, LockHolder, acquire, output_lock, process_start, read_holder

DATA = Path(__file__).resolve().parent / "data"
DAY = DATA / "pipeline" / "logs" / "2015" / "03" / "02" / "#ubuntu.txt"
MAN_ROOT = DATA / "manpages"
WAIT_SECONDS = 120                  # for the first run to take its lock (it imports the package first)
POLL_SECONDS = 0.1


@pytest.fixture
def logs(tmp_path: Path) -> Path:
    day = tmp_path / "logs" / "2015" / "03" / "02" / "#ubuntu.txt"
    day.parent.mkdir(parents=True)
    day.write_bytes(DAY.read_bytes())
    return tmp_path / "logs"


def extract_args(logs: Path, out: Path, *more: str) -> list[str]:
    return ["extract", "--year", "2015", "--logs", str(logs), "--output", str(out), "--no-download",
            "--from", "2015-03-02", "--to", "2015-03-02", "--cache", str(out.parent / "cache"),
            "--knowledge", str(out.parent / "kb.jsonl"), "--manpages", str(MAN_ROOT), *more]


def dead_pid() -> int:
    """The id of a process of this host that has ended."""
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    return int(done.stdout)


def write_lock(directory: Path, holder: LockHolder) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / LOCK_FILE
    path.write_text(json.dumps(asdict(holder)))
    return path


def wait_for_lock(path: Path, pid: int) -> LockHolder:
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        holder = read_holder(path) if path.exists() else None
        if holder is not None and holder.pid == pid:
            return holder
        time.sleep(POLL_SECONDS)
    raise AssertionError(f"process {pid} never took {path}")


def test_a_second_run_stops_with_one_line_naming_the_first(logs: Path, tmp_path: Path, capsys) -> None:
    """The first run is a real `disentangle extract` process, held (while it holds the lock) by a Dask
    scheduler address that accepts connections and never answers; SIGTERM (as Ctrl-C) ends it."""
    silent = socket.create_server(("127.0.0.1", 0))
    out = tmp_path / "out"
    address = f"tcp://127.0.0.1:{silent.getsockname()[1]}"
    first = subprocess.Popen([sys.executable, "-m", "disentangle", *extract_args(logs, out, "--scheduler", address)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        holder = wait_for_lock(out / LOCK_FILE, first.pid)
        assert cli.main(extract_args(logs, out, "--jobs", "1")) == cli.EXIT_USAGE
        message = capsys.readouterr().err
        assert message.count("\n") == 1 and "in use by another run" in message
        assert f"pid {first.pid} on host {socket.gethostname()} since {holder.since}" in message
    finally:
        first.send_signal(signal.SIGTERM)
        _, stderr = first.communicate(timeout=WAIT_SECONDS)
        silent.close()
    assert first.returncode == cli.EXIT_INTERRUPTED, stderr
    assert not (out / LOCK_FILE).exists()  # released on Ctrl-C / SIGTERM
    assert read_holder(out / LOCK_FILE) is None


def test_a_stale_lock_of_a_dead_process_is_taken_over_with_a_warning(tmp_path: Path, caplog) -> None:
    stale = LockHolder(dead_pid(), socket.gethostname(), "2026-01-01T00:00:00Z")
    path = write_lock(tmp_path / "out", stale)
    with caplog.at_level("WARNING", logger="disentangle.extract.lock"):
        with output_lock(tmp_path / "out") as mine:
            assert read_holder(path) == mine and mine.pid == os.getpid()
    assert f"pid {stale.pid}" in caplog.text and "taking over" in caplog.text
    assert not path.exists()


def test_a_reused_process_id_does_not_keep_a_lock(tmp_path: Path) -> None:
    """A lock whose pid now runs another process (its start time differs) is stale too."""
    if not process_start(os.getpid()):
        pytest.skip("no process start times on this system")
    reused = LockHolder(os.getppid(), socket.gethostname(), "2026-01-01T00:00:00Z", started="1")
    write_lock(tmp_path / "out", reused)
    assert acquire(tmp_path / "out").pid == os.getpid()


@pytest.mark.parametrize("holder", [LockHolder(1, "another-host", "2026-01-01T00:00:00Z"),
                                    "this process's parent"])
def test_a_live_or_foreign_lock_is_never_taken(tmp_path: Path, holder) -> None:
    if isinstance(holder, str):
        holder = LockHolder(os.getppid(), socket.gethostname(), "2026-01-01T00:00:00Z", process_start(os.getppid()))
    path = write_lock(tmp_path / "out", holder)
    with pytest.raises(extract.PipelineError, match=f"in use by another run: pid {holder.pid} on host {holder.host}"):
        acquire(tmp_path / "out")
    assert read_holder(path) == holder


def test_a_damaged_lock_file_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / LOCK_FILE).write_text("{not json")
    with pytest.raises(extract.PipelineError, match="cannot read the lock file"):
        acquire(tmp_path / "out")


def test_the_lock_is_released_after_a_failed_run(logs: Path, tmp_path: Path) -> None:
    options = extract.ExtractOptions(output=tmp_path / "out", logs=logs, model=tmp_path / "no-model.npz",
                                     download=False, cache=tmp_path / "cache", knowledge=tmp_path / "kb.jsonl",
                                     man_roots=(MAN_ROOT,), first_day=dt.date(2015, 3, 2),
                                     last_day=dt.date(2015, 3, 2), progress=False)
    with pytest.raises(Exception, match="no-model"):
        extract.extract_logs(2015, options)
    assert not (tmp_path / "out" / LOCK_FILE).exists()
    with output_lock(tmp_path / "out"):  # and the next run gets it
        pass


def test_the_lock_is_released_after_an_interrupted_run(logs: Path, tmp_path: Path, monkeypatch) -> None:
    def interrupted(*args, **kwargs):
        assert (tmp_path / "out" / LOCK_FILE).is_file()  # held while the days run
        raise KeyboardInterrupt
    monkeypatch.setattr(extract.job, "run_days", interrupted)
    options = extract.ExtractOptions(output=tmp_path / "out", logs=logs, download=False, cache=tmp_path / "cache",
                                     knowledge=tmp_path / "kb.jsonl", man_roots=(MAN_ROOT,), progress=False,
                                     first_day=dt.date(2015, 3, 2), last_day=dt.date(2015, 3, 2))
    with pytest.raises(KeyboardInterrupt):
        extract.extract_logs(2015, replace(options))
    assert not (tmp_path / "out" / LOCK_FILE).exists()
