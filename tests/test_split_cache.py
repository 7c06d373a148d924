"""Tests for disentangle.extract.sources.split_cache: the one cache of splits that long log files and chat
exports share (reuse while unchanged, earlier versions and dead runs' leftovers removed, never half a split)."""
from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

from disentangle import extract
from disentangle.atomic import process_alive
from disentangle.extract.sources import chat, split_cache
from disentangle.extract.sources.chat import ChatExport
from disentangle.extract.sources.split_cache import TEMPORARY_PREFIX, SplitCache
from helpers import discord_item, write_discord_export


def write(folder: Path) -> dict:
    (folder / "part.txt").write_text("lines\n")
    return {"input": "a", "setting": "x"}


def test_a_split_is_written_once_and_reused(tmp_path: Path) -> None:
    cache = SplitCache(tmp_path / "root", "summary.json")
    calls = []
    done = cache.split("k1", lambda folder: calls.append(folder) or write(folder), {"input": "a"})
    again = cache.split("k1", lambda folder: pytest.fail("split again"), {"input": "a"})
    assert done == again == tmp_path / "root" / "k1" and len(calls) == 1
    assert cache.summary(done) == {"input": "a", "setting": "x"} and (done / "part.txt").is_file()
    assert not [p for p in (tmp_path / "root").iterdir() if p.name.startswith(TEMPORARY_PREFIX)]


def test_an_earlier_version_of_the_same_input_and_a_dead_runs_leftover_go_a_live_runs_stays(tmp_path: Path) -> None:
    cache = SplitCache(tmp_path / "root", "summary.json")
    old = cache.split("old", write, {"input": "a"})
    other = cache.split("other", lambda folder: {"input": "b"}, {"input": "b"})
    dead = tmp_path / "root" / f"{TEMPORARY_PREFIX}999999999.k"
    live = tmp_path / "root" / f"{TEMPORARY_PREFIX}{os.getpid() + 0}.elsewhere"
    dead.mkdir()
    live.mkdir()
    cache.split("new", write, {"input": "a", "setting": "x"})
    assert not old.exists() and not dead.exists()
    assert other.exists() and live.exists()


def test_a_failed_split_leaves_nothing(tmp_path: Path) -> None:
    cache = SplitCache(tmp_path / "root", "summary.json")

    def broken(folder: Path) -> dict:
        (folder / "half.txt").write_text("half")
        raise OSError("disk full")
    with pytest.raises(OSError, match="disk full"):
        cache.split("k", broken, {"input": "a"})
    assert list((tmp_path / "root").iterdir()) == []


@pytest.mark.fault
def test_a_chat_split_killed_midway_is_cleaned_up_by_the_next_split(tmp_path: Path) -> None:
    """A killed chat split left its temporary folder for good (only the log-file split cleaned up)."""
    root = chat.split_cache().root
    root.mkdir(parents=True, exist_ok=True)
    dead = root / f"{TEMPORARY_PREFIX}999999999.abc"
    (dead / "2024-03-01.jsonl").parent.mkdir(parents=True)
    (dead / "2024-03-01.jsonl").write_text("{}\n")
    export = write_discord_export(tmp_path / "e.json", [discord_item(1, "hello", "alice", minute=0)])
    first = ChatExport(export, "discord", extract.ExtractOptions(logs=export)).prepare()
    assert not dead.exists()
    write_discord_export(export, [discord_item(1, "hello again", "alice", minute=0)])  # a new version: the old goes
    second = ChatExport(export, "discord", extract.ExtractOptions(logs=export)).prepare()
    [old], [new] = ({u.located.path.parent for u in p.units} for p in (first, second))  # type: ignore[union-attr]
    assert old != new and not old.exists() and new.is_dir()
    assert json.loads((new / chat.SUMMARY_FILE).read_text())["channel"] == "general"


def test_both_sources_use_the_one_cache() -> None:
    from disentangle.extract.sources import logs_file
    assert isinstance(chat.split_cache(), split_cache.SplitCache)
    assert isinstance(logs_file.split_cache(), split_cache.SplitCache)
    assert chat.split_cache().root != logs_file.split_cache().root


@pytest.mark.fault
def test_an_export_edited_in_place_with_its_size_and_time_kept_is_split_again(tmp_path: Path) -> None:
    """The split was keyed on path, size and modification time: such an edit reused the old text."""
    export = write_discord_export(tmp_path / "e.json", [discord_item(1, "the old words", "alice", minute=0)])
    before = export.stat()
    first = ChatExport(export, "discord", extract.ExtractOptions(logs=export)).prepare()
    export.write_text(export.read_text().replace("the old words", "the new words"))
    os.utime(export, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert export.stat().st_size == before.st_size and export.stat().st_mtime_ns == before.st_mtime_ns
    second = ChatExport(export, "discord", extract.ExtractOptions(logs=export)).prepare()
    [path] = {u.located.path for u in second.units}
    assert path is not None and "the new words" in path.read_text()
    assert {u.located.path for u in first.units} != {path}


@pytest.mark.fault
def test_a_dead_runs_leftover_goes_even_when_the_split_is_reused(tmp_path: Path) -> None:
    """A killed split's `.splitting.PID.KEY` stayed after a successful rerun that reused a split."""
    cache = SplitCache(tmp_path / "root", "summary.json")
    cache.split("k1", write, {"input": "a"})
    dead = tmp_path / "root" / f"{TEMPORARY_PREFIX}999999999.k1"
    dead.mkdir()
    cache.split("k1", lambda folder: pytest.fail("split again"), {"input": "a"})
    assert not dead.exists()


@pytest.mark.fault
def test_a_killed_run_not_yet_reaped_counts_as_gone(tmp_path: Path) -> None:
    """A run killed under a parent that has not reaped it is a zombie: its pid still answers signal 0."""
    child = subprocess.Popen(["sleep", "0"])
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/proc/{child.pid}/stat").read_text().split(") ")[-1].startswith("Z"):
            assert time.monotonic() < deadline, "the child did not exit"
            time.sleep(0.01)
        leftover = tmp_path / "root" / f"{TEMPORARY_PREFIX}{child.pid}.k"
        leftover.mkdir(parents=True)
        assert not process_alive(child.pid)
        SplitCache(tmp_path / "root", "summary.json").split("k", write, {"input": "a"})
        assert not leftover.exists()
    finally:
        child.wait()
    assert process_alive(os.getpid())
