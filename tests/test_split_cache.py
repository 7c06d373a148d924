"""Tests for disentangle.extract.sources.split_cache: the one cache of splits that long log files and chat
exports share (reuse while unchanged, earlier versions and dead runs' leftovers removed, never half a split)."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from disentangle import extract
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
    os.utime(export, ns=(1, 1))  # a new version of the export: the old split goes
    second = ChatExport(export, "discord", extract.ExtractOptions(logs=export)).prepare()
    [old], [new] = ({u.located.path.parent for u in p.units} for p in (first, second))  # type: ignore[union-attr]
    assert old != new and not old.exists() and new.is_dir()
    assert json.loads((new / chat.SUMMARY_FILE).read_text())["channel"] == "general"


def test_both_sources_use_the_one_cache() -> None:
    from disentangle.extract.sources import logs_file
    assert isinstance(chat.split_cache(), split_cache.SplitCache)
    assert isinstance(logs_file.split_cache(), split_cache.SplitCache)
    assert chat.split_cache().root != logs_file.split_cache().root
