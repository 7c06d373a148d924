"""Extract's release step (`disentangle.extract.release`): the dialogues are anonymised once before every
exporter, their provenance goes to `provenance/`, the validator reads every released file, and the days
record the names only when an anonymiser needs them (so `--anonymize none` reproduces earlier shards)."""
from __future__ import annotations

import gzip
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from disentangle import extract
from disentangle.extract.errors import PipelineError
from disentangle.extract.layout import DIALOGUES_DIR, STATS_FILE
from disentangle.extract.records import DAY_DONE, DAY_REUSED, DayTask
from disentangle.extract.release import release_texts
from disentangle.extract.store import shard_header, shard_path
from disentangle.logs.files import read_log
from disentangle.logs.records import is_bot, nick_key
from disentangle.privacy import PROVENANCE_DIR, PROVENANCE_FILE, log_names
from disentangle.privacy.engine import NAME_TOKEN, read_as_word
from disentangle.privacy.names import is_wordish, is_wordlike
from helpers import make_options


@pytest.fixture(scope="module")
def released(tree: Path, tiny_model: Path, tmp_path_factory) -> tuple[extract.ExtractReport, Path,
                                                                        extract.ExtractOptions]:
    """A small offline extract with the default `--anonymize personal`."""
    tmp = tmp_path_factory.mktemp("released")
    options = make_options(tiny_model, tmp, logs=tree)
    return extract.extract_logs(2015, options), tmp / "out", options


def stats(out: Path) -> dict:
    return json.loads((out / STATS_FILE).read_text())


def tree_names(tree: Path) -> frozenset[str]:
    return frozenset().union(*(log_names(read_log(path)) for path in sorted(tree.rglob("*.txt"))
                               if path.stat().st_size and path.read_bytes()[:1] == b"["))


def test_no_name_of_the_logs_is_left_in_any_released_file(released, tree: Path) -> None:
    report, out, _ = released
    assert report.ok, report.problems
    names = {key for key in tree_names(tree) if not is_wordlike(key) and not is_bot(key)}
    left = {(where, m[0]) for where, text in release_texts(out) for m in NAME_TOKEN.finditer(text)
            if nick_key(m["name"]) in names and not (is_wordish(nick_key(m["name"])) and read_as_word(text, m))}
    assert not left
    assert len({where for where, _ in release_texts(out)}) >= 10  # every format was read


def test_the_channels_factoid_bot_keeps_its_name(released, tree: Path) -> None:
    """"ask ubottu for the factoid": a service's name, no one's; the logs' other names are replaced."""
    _, out, _ = released
    assert any(is_bot(key) for key in tree_names(tree))
    assert any(re.search(r"\bubottu\b", text) for _, text in release_texts(out))


def test_provenance_keeps_the_nicks_the_release_drops(released) -> None:
    _, out, _ = released
    records = [json.loads(line) for line in gzip.open(out / PROVENANCE_DIR / PROVENANCE_FILE, "rt")]
    dialogues = [json.loads(line) for split in ("train", "dev", "test")
                 for line in gzip.open(out / DIALOGUES_DIR / f"{split}.jsonl.gz", "rt")]
    assert len(records) == len(dialogues) > 0
    assert all(d["nicks"] == ["participant_1", "participant_2"] for d in dialogues)
    assert {r["id"] for r in records} == {d["id"] for d in dialogues}
    assert all(r["nicks"] != ["participant_1", "participant_2"] for r in records)
    section = stats(out)["totals"]["privacy"]
    # the excerpts' one nick in the utterances was "noob" in "i am a noob": a word, kept (`names.is_wordish`)
    assert section["anonymize"] == "personal" and {"nick", "email", "ipv4"} <= set(section["replaced"])
    assert stats(out)["validation"]["privacy"] == []


def test_none_keeps_the_nicks_and_the_shards_of_before(released, tmp_path: Path) -> None:
    _, out, options = released
    plain = replace(options, anonymize="none", output=tmp_path / "plain")
    report = extract.extract_logs(2015, plain)
    assert report.ok
    assert not (tmp_path / "plain" / PROVENANCE_DIR).exists()
    assert "privacy" not in stats(tmp_path / "plain")["totals"]
    assert "privacy" not in stats(tmp_path / "plain")["validation"]
    header = shard_header(shard_path(tmp_path / "plain", "2015-01-20"))
    assert header is not None and "names" not in header
    named = shard_header(shard_path(out, "2015-01-20"))
    assert named is not None and named["names"]
    task = DayTask("2015-01-01", "s", b"d", model_digest="m", context_lines=1)
    assert task.fingerprint != replace(task, names=True).fingerprint


def test_switching_between_nicks_and_personal_reuses_the_days_and_rewrites_the_release(released) -> None:
    _, out, options = released
    before = (out / "udc" / "train.csv").read_bytes()
    report = extract.extract_logs(2015, replace(options, anonymize="nicks"))
    assert report.ok and report.days.get(DAY_DONE, 0) == 0 and report.days.get(DAY_REUSED, 0) >= 3
    assert stats(out)["totals"]["privacy"]["anonymize"] == "nicks"
    extract.extract_logs(2015, options)
    assert (out / "udc" / "train.csv").read_bytes() == before


@pytest.mark.fault
def test_a_release_that_leaks_fails_validation(released, monkeypatch) -> None:
    _, out, options = released
    monkeypatch.setattr("disentangle.privacy.engine.Anonymizer.text", lambda self, text, counts: text)
    report = extract.extract_logs(2015, options)
    assert not report.ok
    assert any(problem.startswith("privacy:") for problem in report.problems)
    monkeypatch.undo()
    assert extract.extract_logs(2015, options).ok


@pytest.mark.fault
def test_a_shard_without_names_is_an_error_not_a_silent_miss(released, tmp_path: Path) -> None:
    from disentangle.extract.release import run_names
    _, out, _ = released
    plain = tmp_path / "days"
    (plain / "days").mkdir(parents=True)
    data = gzip.decompress(shard_path(out, "2015-01-20").read_bytes()).splitlines(keepends=True)
    header = json.loads(data[0])
    del header["names"]
    shard_path(plain, "2015-01-20").write_bytes(gzip.compress(json.dumps(header).encode() + b"\n" + b"".join(data[1:])))
    record = extract.records.DayRecord("2015-01-20", DAY_REUSED)
    with pytest.raises(PipelineError, match="--force"):
        run_names(plain, {"2015-01-20": record})
