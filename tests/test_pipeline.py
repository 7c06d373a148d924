"""Tests for disentangle.pipeline: locating days, one day's chain, shards, resume, byte-identical re-runs,
the offline sample, bad days, the process pool, the Dask path and the `extract` command."""
from __future__ import annotations

import datetime as dt
import functools
import gzip
import json
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

import loopback
from conftest import DATA, EXCERPTS, RUN, snapshot
from disentangle import cli, extract
from disentangle.cli import extract as extract_cli
from disentangle.dialogues.filters import dialogue_violations
from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn, dialogue_from_json, dialogue_to_json
from disentangle.download import NetworkUnavailable
from disentangle.examples.cutting import make_example
from disentangle.examples.records import ExampleConfig
from disentangle.examples.splits import SPLITS, assign_split
from disentangle.exporters import udc
from disentangle.exporters.dstc7 import write_dstc7
from disentangle.exporters.dstc7_check import validate_dstc7_dir
from disentangle.extract.shards import gzip_lines
from disentangle.extract.store import file_digest
from disentangle.knowledge.command_links import index_pages, link_commands
from disentangle.knowledge.grounding import knowledge_source
from disentangle.knowledge.manpages import load_knowledge
from disentangle.linking.links import Link
from disentangle.logs.files import read_log_bytes
from disentangle.logs.tokens import chat_tokenizer
from disentangle.methods.disentanglers import Learned
from hashseed import bytes_per_hash_seed
from helpers import MAN_ROOT, make_options

HERE = DATA / "pipeline"
LOGS = HERE / "logs"


# ------------------------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def first_run(tree: Path, tiny_model: Path, tmp_path_factory) -> tuple[extract.ExtractReport, Path,
                                                                         extract.ExtractOptions]:
    tmp = tmp_path_factory.mktemp("first")
    options = make_options(tiny_model, tmp, logs=tree)
    return extract.extract_logs(2015, options), tmp / "out", options


def read_stats(out: Path) -> dict:
    return json.loads((out / extract.layout.STATS_FILE).read_text())


# ------------------------------------------------------------------------------------ pure functions


def test_the_date_range_of_a_year_and_bad_ranges() -> None:
    assert len(extract.DateRange.of_year(2016)) == 366 and len(extract.DateRange.of_year(2016).dates) == 366
    days = extract.DateRange.of_year(2015, dt.date(2015, 12, 30)).dates
    assert [d.isoformat() for d in days] == ["2015-12-30", "2015-12-31"]
    days = extract.DateRange.of_year(2015, None, dt.date(2015, 1, 2)).dates
    assert [d.isoformat() for d in days] == ["2015-01-01", "2015-01-02"]
    assert extract.DateRange.of_year(2015, None, dt.date(2015, 1, 2)).holds("2015-01-02")
    assert not extract.DateRange.of_year(2015, None, dt.date(2015, 1, 2)).holds("2015-01-03")
    with pytest.raises(extract.SettingError, match="first_day 2014-12-01 is not in 2015"):  # never clamped
        extract.DateRange.of_year(2015, dt.date(2014, 12, 1), dt.date(2015, 1, 3))
    with pytest.raises(extract.SettingError, match="last_day 2016-01-01 is not in 2015"):
        extract.DateRange.of_year(2015, None, dt.date(2016, 1, 1))
    with pytest.raises(extract.SettingError, match="no date"):
        extract.DateRange.of_year(2015, dt.date(2015, 3, 2), dt.date(2015, 3, 1))
    with pytest.raises(extract.SettingError, match="not a year"):
        extract.DateRange.of_year(0)


def test_context_tail_keeps_the_last_lines() -> None:
    data = b"a\nb\r\nc\n"
    assert extract.day.context_tail(data, 2) == b"b\r\nc\n"
    assert extract.day.context_tail(data, 10) == data
    assert extract.day.context_tail(data, 0) == b""
    assert extract.day.context_tail(b"a\nb", 2) == b"a\nb\n"  # a day without final line end: line end added


def test_day_links_renumber_and_cut_links_into_the_previous_day() -> None:
    links = [Link("m", 3, 1), Link("m", 4, 3), Link("m", 5, 5)]
    shifted, crossing = extract.day.day_links(links, 3, "day")
    assert shifted == [Link("day", 0, 0), Link("day", 1, 0), Link("day", 2, 2)]
    assert crossing == {0}


def test_dialogue_json_round_trip(first_run) -> None:
    _, out, _ = first_run
    dialogues = extract.store.read_dialogues(out / extract.layout.DIALOGUES_DIR / "train.jsonl.gz")
    assert dialogues
    for dialogue in dialogues:
        record = json.loads(json.dumps(dialogue_to_json(dialogue)))
        assert dialogue_from_json(record) == dialogue
    with pytest.raises(ValueError, match="not a dialogue"):
        dialogue_from_json({"id": "x"})


def gzip_sample() -> bytes:
    """Two lines gzipped (run under other hash seeds by `hashseed`)."""
    return gzip_lines([b"a\n", b"b\n"])


def test_gzip_is_reproducible() -> None:
    runs = bytes_per_hash_seed("test_pipeline:gzip_sample")
    assert set(runs.values()) == {gzip_sample()}
    assert gzip.decompress(gzip_sample()) == b"a\nb\n"


# ---------------------------------------------------------------------------------------- one day


class ScriptedModel:
    """A stand-in for the link model: day line -> parent day line (negative: a line of the context)."""

    def __init__(self, parents: dict[int, int]) -> None:
        self.parents = parents

    def predict(self, log, start=0, end=None, tokenizer=None) -> list[Link]:
        links = []
        for line in range(start, len(log.messages) if end is None else end):
            parent = start + self.parents.get(line - start, line - start)
            links.append(Link(log.name, line, parent if parent >= 0 else line))
        return links

    def parent_probabilities(self, log, start=0, end=None, tokenizer=None) -> list[np.ndarray]:
        """Certain of its script: probability 1 on the scripted parent (candidates: every earlier line)."""
        found = []
        for link in self.predict(log, start, end):
            probs = np.zeros(link.message + 1)
            probs[link.parent] = 1.0  # candidates 0 .. line: index = candidate line
            found.append(probs)
        return found

    def links_and_probabilities(self, log, start=0, end=None, tokenizer=None):
        return self.predict(log, start, end), self.parent_probabilities(log, start, end)


@functools.lru_cache(maxsize=1)
def _tokenizer():
    return chat_tokenizer()


def scripted(parents: dict[int, int]) -> Learned:
    """The scripted model as the extract worker holds a model: a learned disentangler."""
    return Learned(ScriptedModel(parents), _tokenizer())


# alice's thanks (line 0) answers the previous day; carol and dave talk from line 2 on
MIDNIGHT_PARENTS = {0: -1, 1: 0, 3: 2, 4: 3, 5: 4, 6: 5}


def midnight_task(context_lines: int) -> extract.records.DayTask:
    day = (LOGS / "2015/03/02/#ubuntu.txt").read_bytes()
    before = extract.day.context_tail((LOGS / "2015/03/01/#ubuntu.txt").read_bytes(), context_lines)
    return extract.records.DayTask("2015-03-02", "2015/03/02/#ubuntu.txt", day, before, "unused", "", context_lines,
                            "")


def test_previous_day_tail_is_context_and_fragments_are_dropped() -> None:
    result, stats, _ = extract.day.extract_day(midnight_task(3), scripted(MIDNIGHT_PARENTS))
    assert stats.context_lines == 3 and stats.lines == 7 and stats.messages == 7
    assert dict(stats.dropped)[extract.records.FROM_PREVIOUS_DAY] == 1
    [dialogue] = result.dialogues
    assert dialogue.id == "learned:2015-03-02:2" and dialogue.nicks == ("carol", "dave")
    assert [t.lines for t in dialogue.turns] == [(2,), (3,), (4,), (5,), (6,)]  # the day's own line numbers
    assert dialogue.turns[0].minutes == (3,)  # the day's own clock, not shifted by the context
    assert dialogue.turns[1].utterances == ("sudo mount -o loop file.iso /mnt",)
    assert not dialogue_violations(dialogue)


def test_without_context_the_fragment_meets_the_filters_instead() -> None:
    result, stats, _ = extract.day.extract_day(midnight_task(0), scripted(MIDNIGHT_PARENTS))
    dropped = dict(stats.dropped)
    assert stats.context_lines == 0 and dropped[extract.records.FROM_PREVIOUS_DAY] == 0
    assert dropped["first_message_directed"] == 1  # "bob: thanks, that fixed it"
    assert [d.nicks for d in result.dialogues] == [("carol", "dave")]


def test_a_previous_day_that_is_no_irc_log_is_no_context() -> None:
    data = (LOGS / "2015/03/02/#ubuntu.txt").read_bytes()
    junk = bytes(range(256)) * 40 + b"\n"
    task = extract.records.DayTask("2015-03-02", "day", data, extract.day.context_tail(junk, 100))
    read = extract.day.unit_logs(task)
    assert read.offset == 0 and read.previous is None and read.combined.messages == read.day.messages
    good = (LOGS / "2015/03/01/#ubuntu.txt").read_bytes()
    read = extract.day.unit_logs(replace(task, context=good))
    combined, offset, day = read.combined, read.offset, read.day
    assert offset == 4 and len(combined) == 11 and combined.messages[4].text == day.messages[0].text


@pytest.mark.parametrize("data, reason", [
    (bytes(range(256)) * 40 + b"\n", "not an IRC log"),
])
def test_bad_days_fail_with_a_reason(data: bytes, reason: str, tiny_model: Path) -> None:
    task = extract.records.DayTask("2015-01-01", "x", data, b"", str(tiny_model), file_digest(tiny_model), 0, "")
    outcome = extract.day.process_day(task)
    assert not outcome.ok and reason in outcome.error


def test_a_worker_hands_back_its_conversations_as_the_bytes_of_their_shard(tiny_model: Path, tmp_path: Path) -> None:
    """The worker encodes its unit's multi-party conversations (bytes cross to the parent for nothing), and
    they read back as the unit's conversations."""
    data = (LOGS / "2015/03/02/#ubuntu.txt").read_bytes()
    task = extract.records.DayTask("2015-03-02", "day", data, b"", str(tiny_model), file_digest(tiny_model), 0, "")
    outcome = extract.day.process_day(task)
    assert outcome.ok and isinstance(outcome.conversation_shard, bytes)
    work = extract.day.extract_unit(task, extract.day.worker_tools(task.model, task.model_digest))
    assert outcome.conversation_shard == extract.store.conversation_shard(task, work.conversations)
    (tmp_path / "unit.jsonl.gz").write_bytes(outcome.conversation_shard)
    found, dropped = extract.store.shard_conversations(tmp_path / "unit.jsonl.gz")
    assert found == list(work.conversations.conversations) and dropped == dict(work.conversations.dropped)


def test_a_worker_refuses_a_model_that_is_not_the_clients(tiny_model: Path, tmp_path: Path) -> None:
    """A Dask worker loads the model at the client's path: another file there fails the day, naming both."""
    other = tmp_path / "other.npz"
    other.write_bytes(tiny_model.read_bytes() + b"\0")  # another file at the path (same arrays, other bytes)
    task = extract.records.DayTask("2015-01-01", "x", b"[00:00] <a> hi\n", b"", str(other),
                                   file_digest(tiny_model), 0, "")
    outcome = extract.day.process_day(task)
    assert not outcome.ok and "is not the client's model" in outcome.error and str(other) in outcome.error
    good = replace(task, model=str(tiny_model))
    assert extract.day.process_day(good).ok


def test_a_bug_on_one_day_is_a_failed_day_not_a_crash(monkeypatch, tiny_model: Path) -> None:
    def broken(*args, **kwargs):
        raise ZeroDivisionError("odd day")

    monkeypatch.setattr(extract.day, "extract_unit", broken)
    task = extract.records.DayTask("2015-01-01", "x", b"", b"", str(tiny_model), file_digest(tiny_model), 0, "")
    outcome = extract.day.process_day(task)
    assert not outcome.ok and "ZeroDivisionError: odd day" in outcome.error


def test_examples_link_the_man_pages_of_the_commands_they_use(tmp_path: Path) -> None:
    options = extract.ExtractOptions(knowledge=tmp_path / "kb.jsonl", man_roots=(MAN_ROOT,))
    pages = extract.dataset.knowledge_links(extract.dataset.load_man_index(options))
    turns = (Turn(ASKER, ("how do I frobnicate my files?",), ("same",), (1,), (0,)),
             Turn(HELPER, ("run frob --all on them",), ("frob: run frob --all on them",), (2,), (0,)))
    dialogue = Dialogue("learned:2015-01-01:1", "2015-01-01", "x", "learned", ("asker", "helper"), turns)
    assert pages(make_example(dialogue, 1, "train")) == []  # the answer names frob: no leak
    asked = replace(dialogue, turns=(Turn(ASKER, ("frob --all fails, why?",), ("same",), (1,), (0,)), turns[1]))
    assert pages(make_example(asked, 1, "train")) == ["frob(1)"]
    named_frob = replace(asked, nicks=("asker", "frob"))  # a participant's nick is never a command
    assert pages(make_example(named_frob, 1, "train")) == []


def _frob_dialogue(n: int, context_names_it: bool) -> Dialogue:
    question = f"question {n}: " + ("frob --all says nothing" if context_names_it else "my files are a mess")
    turns = (Turn(ASKER, (question,), (question,), (3 * n,), (0,)),
             Turn(HELPER, (f"answer {n}: run frob --all on them",), ("x",), (3 * n + 1,), (0,)),
             Turn(ASKER, (f"thanks {n}",), ("x",), (3 * n + 2,), (0,)))
    return Dialogue(f"learned:2015-01-01:{3 * n}", "2015-01-01", "x", "learned", ("asker", "helper"), turns)


@pytest.mark.parametrize("context_names_it", [False, True])
def test_no_subtask5_page_is_linked_only_by_the_answer(tmp_path: Path, context_names_it: bool) -> None:
    options = extract.ExtractOptions(knowledge=tmp_path / "kb.jsonl", man_roots=(MAN_ROOT,))
    index = extract.dataset.load_man_index(options)
    dialogues = [_frob_dialogue(n, context_names_it) for n in range(40)]
    config = ExampleConfig(options=10, split_fractions=(("train", 1.0), ("dev", 0.0), ("test", 0.0)))
    write_dstc7(dialogues, tmp_path / "dstc7", config, extract.dataset.knowledge_links(index), (1, 5))
    items = json.loads((tmp_path / "dstc7" / "ubuntu_train_subtask_5.json").read_text())
    assert len(items) == 40
    for item in items:
        context = "\n".join(message["utterance"] for message in item["messages-so-far"])
        from_context = {f"{link.page}({link.section})" for link in link_commands(context, index)}
        assert set(item["knowledge"]) <= from_context  # nothing comes from the answer alone
        assert item["knowledge"] == (["frob(1)"] if context_names_it else [])


# ------------------------------------------------------------------------------------ locating days


@pytest.fixture
def pipeline_day_server(tmp_path: Path, no_proxy: None) -> Iterator[str]:
    """The address of a loopback HTTP server serving 2015/03/02 of the test logs (2015/03/03 is a 404)."""
    root = tmp_path / "served"
    shutil.copytree(LOGS / "2015/03/02", root / "2015/03/02")
    server = loopback.start(root)
    yield server.url
    loopback.stop(server)


def test_days_come_from_the_tree_then_a_download_and_missing_days_are_recorded(
        tmp_path: Path, pipeline_day_server: str, monkeypatch) -> None:
    monkeypatch.setattr(extract.sources.irclogs, "POLITE_DELAY_SECONDS", 0.0)
    shutil.copytree(LOGS / "2015/03/01", tmp_path / "logs/2015/03/01")  # only the first day is local
    options = extract.ExtractOptions(logs=tmp_path / "logs", cache=tmp_path / "cache", base_url=pipeline_day_server,
                                      first_day=dt.date(2015, 3, 1),
                                      last_day=dt.date(2015, 3, 3))
    plan = extract.source_for(2015, options).prepare()
    assert plan.mode == extract.MODE_LOGS and plan.network
    job = extract.days.day_job(plan, options, extract.ModelRef("model", "digest"))
    items = list(extract.days.day_items(plan, tmp_path / "out", job, force=False))
    first, second, third = items
    assert isinstance(first, extract.records.DayTask) and first.origin == "local" and first.context == b""
    assert isinstance(second, extract.records.DayTask) and second.origin == "cached"  # downloaded into the cache
    assert second.context == (LOGS / "2015/03/01/#ubuntu.txt").read_bytes()  # whole previous day < 100 lines
    assert (tmp_path / "cache/2015/03/02/#ubuntu.txt").read_bytes() == second.data
    assert isinstance(third, extract.DayRecord) and third.status == extract.DAY_MISSING
    again = extract.source_for(2015, options).prepare()  # the 404 is remembered, the download is cached: no network
    assert not again.network


def test_no_network_and_nothing_local_means_the_year_sample(tmp_path: Path, monkeypatch, corpus_root) -> None:
    def offline(url: str, timeout: float = 0) -> None:
        raise NetworkUnavailable("cannot resolve irclogs.ubuntu.com")

    monkeypatch.setattr(extract.sources.irclogs, "check_network", offline)
    options = extract.ExtractOptions(cache=tmp_path / "cache", corpus=corpus_root, irclogs=None,
                                      first_day=dt.date(2015, 1, 1),
                                      last_day=dt.date(2015, 2, 28))
    plan = extract.source_for(2015, options).prepare()
    assert plan.mode == extract.MODE_SAMPLE and [u.date for u in plan.units] == ["2015-01-20", "2015-02-04"]
    assert "SAMPLE" in plan.note and "no network" in plan.note
    assert [extract.source_name(u.located) for u in plan.units] == ["train/2015-01-20.train-b.raw.txt",
                                                            "train/2015-02-04.train-b.raw.txt"]


def test_no_log_at_all_is_a_clear_error(tmp_path: Path) -> None:
    options = extract.ExtractOptions(cache=tmp_path / "cache", download=False, corpus=tmp_path / "none",
                                      irclogs=None)
    with pytest.raises(extract.PipelineError, match="no #ubuntu log"):
        extract.source_for(2003, options).prepare()


# ------------------------------------------------------------------------------------- whole runs


def test_bad_days_are_reported_and_skipped_not_fatal(first_run) -> None:
    report, out, _ = first_run
    assert report.days[extract.DAY_DONE] == 4 and report.days[extract.DAY_FAILED] == 1
    assert list(report.failed) == ["2015-01-23"] and "not an IRC log" in report.failed["2015-01-23"]
    days = read_stats(out)["days"]
    assert days["failed"] == report.failed and days["unavailable"] == ["2015-01-19", "2015-01-25"]
    assert sorted(p.name for p in (out / extract.layout.DAYS_DIR).iterdir()) == [
        "2015-01-20.jsonl.gz", "2015-01-21.jsonl.gz", "2015-01-22.jsonl.gz", "2015-01-24.jsonl.gz"]
    assert days["per_day"]["2015-01-24"]["read_problems"] == {"missing_final_newline": 1}
    assert days["per_day"]["2015-01-21"]["context_lines"] == extract.settings.CONTEXT_LINES


def test_every_output_validates_and_splits_are_disjoint(first_run) -> None:
    report, out, options = first_run
    stats = read_stats(out)
    assert report.ok and stats["validation"]["ok"], report.problems
    assert stats["dataset"]["logs"]["sample"] is False
    manifest = json.loads((out / extract.layout.MANIFEST_FILE).read_text())["splits"]
    seen = [d for split in SPLITS for d in manifest[split]]
    assert len(seen) == len(set(seen)) == stats["totals"]["dialogues_kept"] > 0
    for split in SPLITS:
        dialogues = extract.store.read_dialogues(out / extract.layout.DIALOGUES_DIR / f"{split}.jsonl.gz")
        assert [d.id for d in dialogues] == manifest[split]
        assert all(assign_split(d.id) == split and not dialogue_violations(d) for d in dialogues)
    items = json.loads((out / "dstc7/ubuntu_train_subtask_1.json").read_text())
    assert items and all(len(item["options-for-next"]) == options.examples.options for item in items)
    assert len(items) == stats["splits"]["examples"]["dstc7"]["counts"]["train/subtask_1"]
    grounded = json.loads((out / "dstc7/ubuntu_train_subtask_5.json").read_text())
    assert len(grounded) == len(items) and all(isinstance(i["knowledge"], list) for i in grounded)
    assert (out / "dstc7" / extract.layout.KNOWLEDGE_FILE).read_bytes() == options.knowledge.read_bytes()
    assert (out / extract.layout.PLOT_FILE).read_bytes().startswith(b"\x89PNG")
    readme = (out / extract.layout.README_FILE).read_text()
    assert "dialogues/{train,dev,test}.jsonl.gz" in readme
    assert "no one above 80% of the messages, at least three turns" in readme   # from DSTC7_FILTERS


@pytest.mark.parametrize("number, words", [(0, "no"), (3, "three"), (10, "ten"), (11, "11"), (1200, "1,200")])
def test_counts_in_the_dataset_readme_are_words_when_small(number, words) -> None:
    assert extract.report.in_words(number) == words


def test_rerun_reuses_days_and_is_byte_identical(first_run) -> None:
    report, out, options = first_run
    before = snapshot(out)
    again = extract.extract_logs(2015, options)
    assert again.days[extract.DAY_REUSED] == 4 and again.days[extract.DAY_DONE] == 0
    assert read_stats(out)[RUN]["days_reused"] == 4
    assert snapshot(out) == before


def test_process_pool_redoing_every_day_gives_the_same_bytes(first_run, tmp_path: Path) -> None:
    _, out, options = first_run
    options = replace(options, output=tmp_path / "pool", jobs=2, force=True)
    second = extract.extract_logs(2015, options)
    assert second.days[extract.DAY_DONE] == 4
    assert snapshot(tmp_path / "pool") == snapshot(out)


def test_interrupted_run_resumes(first_run, tmp_path: Path, monkeypatch) -> None:
    _, out, options = first_run
    options = replace(options, output=tmp_path / "resumed")
    real = extract.day.process_day
    calls = []

    def interrupted(task, progress=False):
        calls.append(task.date)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(task, progress)

    monkeypatch.setattr(extract.runners, "process_day", interrupted)
    with pytest.raises(KeyboardInterrupt):
        extract.extract_logs(2015, options)
    assert [p.name for p in (tmp_path / "resumed" / extract.layout.DAYS_DIR).iterdir()] == ["2015-01-20.jsonl.gz"]
    monkeypatch.setattr(extract.runners, "process_day", real)
    resumed = extract.extract_logs(2015, options)
    assert resumed.days[extract.DAY_REUSED] == 1 and resumed.days[extract.DAY_DONE] == 3
    assert snapshot(tmp_path / "resumed") == snapshot(out)


def test_a_failed_day_is_done_on_the_next_run(first_run, tmp_path: Path) -> None:
    _, out, options = first_run
    logs = tmp_path / "logs"
    shutil.copytree(options.logs, logs)
    shutil.copytree(out, tmp_path / "out")
    (logs / "2015/01/23/#ubuntu.txt").write_bytes((LOGS / "2015/03/02/#ubuntu.txt").read_bytes())
    report = extract.extract_logs(2015, replace(options, logs=logs, output=tmp_path / "out"))
    # the day after it is redone too: its previous-day context changed
    assert report.days[extract.DAY_DONE] == 2 and report.days[extract.DAY_REUSED] == 3
    assert not report.failed
    assert (tmp_path / "out" / extract.layout.DAYS_DIR / "2015-01-23.jsonl.gz").is_file()


def test_offline_year_uses_the_local_2015_sample(tiny_model: Path, tmp_path: Path, corpus_root,
                                                 monkeypatch, caplog) -> None:
    monkeypatch.setattr(extract.sources.irclogs, "check_network", lambda url, timeout=0: (_ for _ in ()).throw(
        NetworkUnavailable("cannot resolve irclogs.ubuntu.com")))
    options = make_options(tiny_model, tmp_path, download=True, corpus=corpus_root,
                           first_day=dt.date(2015, 1, 1), last_day=dt.date(2015, 2, 28))
    with caplog.at_level("WARNING", logger="disentangle.extract"):
        report = extract.extract_logs(2015, options)
    assert report.mode == extract.MODE_SAMPLE and report.ok
    assert any("SAMPLE" in record.getMessage() for record in caplog.records)
    stats = read_stats(tmp_path / "out")
    assert stats["dataset"]["logs"]["sample"] is True and "SAMPLE" in stats["dataset"]["logs"]["note"]
    assert stats["days"]["read"] == 2 and stats["days"]["not_in_sample"] == 57
    assert stats["days"]["per_day"]["2015-01-20"]["source"] == "train/2015-01-20.train-b.raw.txt"
    assert "SAMPLE, NOT THE WHOLE YEAR" in (tmp_path / "out" / extract.layout.README_FILE).read_text()
    assert "SAMPLE" in extract_cli.format_report(report)


def test_dask_cluster_gives_the_same_dataset(first_run, tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    _, out, options = first_run
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        report = extract.extract_logs(2015, replace(options, output=tmp_path / "dask", force=True,
                                                              scheduler=cluster.scheduler_address))
    assert report.days[extract.DAY_DONE] == 4 and report.days[extract.DAY_FAILED] == 1
    assert read_stats(tmp_path / "dask")[RUN]["scheduler"] == cluster.scheduler_address
    assert snapshot(tmp_path / "dask") == snapshot(out)


def test_unreachable_scheduler_is_a_clear_error(monkeypatch) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr(extract.runners, "DASK_CONNECT_SECONDS", 0.5)
    with pytest.raises(extract.PipelineError, match="cannot reach the Dask scheduler"):
        extract.runners.DaskRunner("tcp://127.0.0.1:1")


@pytest.mark.parametrize("changes, message, flag", [
    ({"jobs": 0}, "jobs must be at least 1, got 0", "--jobs 0"),
    ({"context_lines": -1}, "context_lines must be 0 or more, got -1", "--context-lines -1"),
    ({"min_confidence": 1.5}, r"min_confidence must be within \[0, 1\], got 1.5", "--min-confidence 1.5"),
    ({"min_precision": 0.0}, r"min_precision must be within \(0, 1\], got 0.0", "--min-precision 0"),
    ({"first_day": dt.date(2014, 1, 1)}, "first_day 2014-01-01 is not in 2015", "--from 2014-01-01")])
def test_bad_settings_are_errors_that_name_the_setting_and_the_command_names_the_flag(
        tmp_path: Path, capsys, changes: dict, message: str, flag: str) -> None:
    with pytest.raises(extract.SettingError, match=message):
        extract.extract_logs(2015, extract.ExtractOptions(output=tmp_path / "out", **changes))
    assert cli.main(["extract", "--year", "2015", "--output", str(tmp_path / "out"), *flag.split()]) == 2
    assert f"{flag.split()[0]} {message.split(' ', 1)[1]}".replace("\\", "") in capsys.readouterr().err


# ---------------------------------------------------------------------------------------- command


def test_extract_command(first_run, tmp_path: Path, capsys, monkeypatch) -> None:
    _, out, options = first_run
    argv = ["extract", "--year", "2015", "--logs", str(options.logs), "--output", str(tmp_path / "cli"),
            "--model", str(options.model), "--no-download", "--jobs", "1", "--cache", str(options.cache),
            "--from", "2015-01-20", "--to", "2015-01-21", "--knowledge", str(options.knowledge),
            "--min-confidence", "0"]
    assert cli.main(argv) == 0
    printed = capsys.readouterr().out
    assert "2 days read (2 processed, 0 reused)" in printed and "no problems" in printed
    broken = replace(udc.EXPORTER, validate=lambda *args, **kwargs: ["udc: broken on purpose"])
    monkeypatch.setattr(udc, "EXPORTER", broken)
    assert cli.main(argv) == extract_cli.EXIT_INVALID
    assert "VALIDATION FAILED" in capsys.readouterr().out
    assert read_stats(tmp_path / "cli")["validation"]["udc"] == ["udc: broken on purpose"]


@pytest.mark.parametrize("format_name", ["weechat", "hexchat"])
def test_a_tree_in_another_client_format_gives_the_same_dataset(tree: Path, tiny_model: Path, tmp_path: Path,
                                                                format_name: str) -> None:
    """The three whole days rewritten in a dated client layout: the same dialogues and examples, the
    previous day's tail still used as context (its dates come from the lines)."""
    from disentangle.logs.files import read_log
    from logwriters import write_log
    outputs = {}
    for name in ("irclogs", format_name):
        root = tmp_path / name / "logs"
        for day in EXCERPTS:
            (root / day).mkdir(parents=True)
            log = read_log(tree / day / "#ubuntu.txt")
            text = write_log(log, name) if name != "irclogs" else (tree / day / "#ubuntu.txt").read_text()
            (root / day / "#ubuntu.txt").write_text(text, encoding="utf-8")
        options = make_options(tiny_model, tmp_path / name, logs=root, last_day=dt.date(2015, 1, 22))
        report = extract.extract_logs(2015, options)
        assert not report.failed and not report.problems
        outputs[name] = {k: v for k, v in snapshot(tmp_path / name / "out").items()
                         if not k.startswith((extract.layout.DAYS_DIR, extract.layout.CONVERSATION_DAYS_DIR))}
    stats = {name: json.loads(files.pop(extract.layout.STATS_FILE)) for name, files in outputs.items()}
    assert outputs["irclogs"] == outputs[format_name]
    for day_stats in [s["totals"] for s in stats.values()] + [d for s in stats.values()
                                                              for d in s["days"]["per_day"].values()]:
        # what the reader noticed differs: irclogs clocks wrap where dated lines do not, and the writer
        # wrote the control characters the reader had blanked as spaces
        assert set(day_stats.pop("read_problems", {})) <= {"clock_wraps", "control_chars"}
    assert stats["irclogs"] == stats[format_name] and stats["irclogs"]["totals"]["dialogues_kept"]


def test_dialogues_record_their_confidence_and_the_threshold_keeps_the_confident_ones(
        first_run, length_calibrator: Path, tmp_path: Path) -> None:
    _, _, options = first_run
    options = replace(options, calibration=length_calibrator, output=tmp_path / "all")
    extract.extract_logs(2015, options)
    out = tmp_path / "all"
    everything = [d for split in SPLITS
                  for d in extract.store.read_dialogues(out / extract.layout.DIALOGUES_DIR / f"{split}.jsonl.gz")]
    values = sorted(d.confidence for d in everything)
    assert values and all(0 <= v <= 1 for v in values) and len(set(values)) > 1
    distinct = sorted(set(values))
    threshold = distinct[len(distinct) // 2]
    report = extract.extract_logs(2015, replace(options, output=tmp_path / "out", min_confidence=threshold))
    splits = tmp_path / "out" / extract.layout.DIALOGUES_DIR
    kept = [d for split in SPLITS for d in extract.store.read_dialogues(splits / f"{split}.jsonl.gz")]
    assert sorted(d.id for d in kept) == sorted(d.id for d in everything if d.confidence >= threshold)
    stats = read_stats(tmp_path / "out")
    below = sum(v < threshold for v in values)
    assert stats["totals"]["conversations_dropped"][extract.records.BELOW_CONFIDENCE] == below > 0
    assert stats["dataset"]["confidence"]["min_confidence"] == threshold
    assert sum(report.dialogues.values()) == len(kept)


def test_stats_record_the_man_page_source_with_a_fingerprint(first_run) -> None:
    _, out, options = first_run
    recorded = read_stats(out)["dataset"]["manpages"]
    pages = load_knowledge(options.knowledge)
    assert recorded["directories"] == [str(MAN_ROOT)] and recorded["pages"] == len(pages)
    assert recorded["sha256"] == knowledge_source(options.knowledge, pages,
                                                           index_pages(pages)).sha256


def test_a_small_run_reports_its_empty_files_everywhere(first_run, tmp_path: Path) -> None:
    _, _, options = first_run
    day = dt.date(2015, 1, 20)
    small = replace(options, output=tmp_path / "out", first_day=day, last_day=day, examples=ExampleConfig())
    report = extract.extract_logs(2015, small)
    stats = read_stats(tmp_path / "out")
    assert report.ok and report.empty and stats["empty_files"] == report.empty
    for split in ("dev", "test"):
        name = f"dstc7/ubuntu_{split}_subtask_1.json"
        assert json.loads((tmp_path / "out" / name).read_text()) == [] and name in report.empty
    readme = (tmp_path / "out" / extract.layout.README_FILE).read_text()
    assert "output files are EMPTY" in readme and all(f"`{name}`" in readme for name in report.empty)
    assert "EMPTY:" in extract_cli.format_report(report)
    # the same files without the record do not validate
    unrecorded = validate_dstc7_dir(tmp_path / "out" / extract.layout.DSTC7_DIR, (1, 2, 4, 5),
                                    small.example_config())
    assert unrecorded and all("no record of why" in p or "pool is empty" in p for p in unrecorded)


def test_the_run_writes_and_validates_the_blind_test_split(first_run) -> None:
    _, out, _ = first_run
    stats = read_stats(out)
    assert stats["validation"]["dstc7_blind"] == []
    for subtask in (1, 2, 4, 5):
        full = json.loads((out / "dstc7" / f"ubuntu_test_subtask_{subtask}.json").read_text())
        blind = json.loads((out / "dstc7" / "blind" / f"ubuntu_test_subtask_{subtask}.json").read_text())
        lines = (out / "dstc7" / f"ubuntu_responses_subtask_{subtask}.tsv").read_text().splitlines()
        assert len(blind) == len(full) == len(lines) and all("options-for-correct-answers" not in b for b in blind)


def test_example_provenance_carries_the_dialogue_confidence(first_run) -> None:
    _, out, _ = first_run
    confidence = {d.id: d.confidence for split in SPLITS
                  for d in extract.store.read_dialogues(out / extract.layout.DIALOGUES_DIR / f"{split}.jsonl.gz")}
    records = [json.loads(line) for split in SPLITS
               for line in (out / "dstc7" / f"ubuntu_{split}_provenance.jsonl").read_text().splitlines()]
    assert records and all(r["confidence"] == confidence[r["dialogue-id"]] is not None for r in records)


NOT_A_LOG = "2015-01-23"          # the `tree` fixture's day of binary junk


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_heuristic_runs_through_the_same_days_and_runners(tree: Path, tiny_model: Path, tmp_path: Path,
                                                              jobs: int) -> None:
    from disentangle.dialogues.heuristic import heuristic_dialogues
    from disentangle.methods.disentanglers import HEURISTIC
    options = make_options(tiny_model, tmp_path, logs=tree, jobs=jobs)
    prepared = extract.source_for(2015, options).prepare()
    found = extract.days.method_dialogues(prepared, prepared.units, options, HEURISTIC)
    expected, previous = {}, None
    for day in sorted(p for p in tree.rglob("#ubuntu.txt")):
        date = dt.date(*map(int, day.relative_to(tree).parts[:3]))
        log = read_log_bytes(day.read_bytes(), day.relative_to(tree).as_posix(), options.log_format, date)
        before = previous[1] if previous is not None and previous[0] == date - dt.timedelta(days=1) else None
        if date.isoformat() != NOT_A_LOG:  # the heuristic fails a day that is no IRC log, as the learned path does
            expected[date.isoformat()] = tuple(heuristic_dialogues(log, date.isoformat(), before))
        previous = (date, log)
    assert found == expected and sum(map(len, found.values())) > 0


def test_min_precision_chooses_the_threshold_and_stats_and_card_say_how_many_are_likely_right(
        first_run, length_calibrator: Path, tmp_path: Path) -> None:
    from disentangle.dialogues.calibration import precision_threshold
    _, _, options = first_run
    base = replace(options, calibration=length_calibrator, output=tmp_path / "all")
    extract.extract_logs(2015, base)
    everything = [d for split in SPLITS for d in
                  extract.store.read_dialogues(tmp_path / "all" / extract.layout.DIALOGUES_DIR / f"{split}.jsonl.gz")]
    values = sorted((d.confidence for d in everything), reverse=True)
    wanted = round(sum(values[:len(values) // 2]) / (len(values) // 2), 3)   # about half of them reach it
    choice = precision_threshold(values, wanted)
    assert choice.threshold is not None and 0 < choice.kept < len(values)
    extract.extract_logs(2015, replace(base, output=tmp_path / "out", min_precision=wanted))
    confidence = read_stats(tmp_path / "out")["dataset"]["confidence"]
    kept = [d for split in SPLITS for d in
            extract.store.read_dialogues(tmp_path / "out" / extract.layout.DIALOGUES_DIR / f"{split}.jsonl.gz")]
    assert confidence["measure"] == "calibrated" and confidence["min_precision"] == wanted
    assert confidence["min_confidence"] == choice.threshold and confidence["dialogues_kept"] == len(kept) == choice.kept
    assert confidence["expected_exact"] == round(sum(d.confidence for d in kept), 1)
    assert confidence["expected_precision"] >= wanted and confidence["calibration"]["file"] == "length.json"
    card = (tmp_path / "out" / "hf" / "README.md").read_text()
    assert f"Of the {len(kept):,} dialogues kept, about {confidence['expected_exact']:,.1f} are expected" in card
    assert f"`--min-precision {wanted}` chose the threshold {choice.threshold}" in card


@pytest.mark.fault
def test_a_missing_or_other_version_calibrator_is_a_one_line_error(tmp_path: Path, capsys) -> None:
    other = tmp_path / "old.json"
    other.write_text(json.dumps({"version": 0}))
    for path, reason in ((tmp_path / "none.json", "no calibrator file"), (other, "calibrator version 0")):
        code = cli.main(["extract", "--year", "2015", "--output", str(tmp_path / "out"), "--calibration", str(path)])
        err = capsys.readouterr().err
        assert code != 0 and reason in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
