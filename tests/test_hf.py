"""Tests for the Hugging Face-ready output (`hf/`): the real `datasets` library loads every configuration
offline and finds the examples of the JSON, CSV and JSON-lines files; Parquet bytes are reproducible;
the validator catches wrong files; writing is atomic; the card names its configurations and the sample."""
from __future__ import annotations

import csv
import gzip
import importlib
import json
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import yaml

from disentangle import extract
from disentangle.cli import main as cli_main
from disentangle.examples.records import ExampleConfig
from disentangle.examples.splits import SPLITS
from disentangle.exporters import ExportJob, hf, hf_card
from disentangle.exporters.empty_files import EMPTY_PROBLEM
from disentangle.exporters.hf_card import CARD_FILE
from helpers import SMALL_EXAMPLES, make_options

UDC_LABEL = "Label"
TRL_ROLES = ("system", "user", "assistant")


@pytest.fixture(scope="module")
def small_run(tree: Path, tiny_model: Path, tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("hf-run")
    report = extract.extract_logs(2015, make_options(tiny_model, tmp, logs=tree))
    assert not report.problems
    return tmp / "out"


def offline_datasets(monkeypatch, tmp_path: Path):
    """The `datasets` module with every network path closed and a private cache."""
    for name, value in {"HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "home")}.items():
        monkeypatch.setenv(name, value)
    return importlib.import_module("datasets")


def source_examples(out: Path, name: str, split: str, config: ExampleConfig) -> list:
    """The examples of a configuration's split, read from the JSON, CSV or JSON-lines files, as rows."""
    paths = [out / source for source in hf.CONFIGS_BY_NAME[name].sources(split, config)]
    if name.startswith("dstc7"):
        return [item for path in paths for item in json.loads(path.read_text())]
    if name == "udc":
        with open(paths[0], encoding="utf-8", newline="") as handle:
            header, *rows = list(csv.reader(handle))
        return [dict(zip(header, row)) for row in rows]
    opener = gzip.open if name == "dialogues" else open
    lines = [line for path in paths for line in opener(path, "rt", encoding="utf-8")]
    return [json.loads(line) for line in lines]


def as_source(name: str, row: dict) -> dict:
    """A loaded row in its source's form (the inverse of the Parquet mapping, written independently)."""
    if name == "udc":
        present = {key: value for key, value in row.items() if value is not None}
        return {**present, **({UDC_LABEL: f"{present[UDC_LABEL]:.1f}"} if UDC_LABEL in present else {})}
    if name == "conversational":
        older = {f"context/{i}": text for i, text in enumerate(row["previous_contexts"])}
        return {"context": row["context"], **older, "response": row["response"], "dialogue_id": row["dialogue_id"],
                "example_id": row["example_id"]}
    if name == "dialogues" and row["bot_commands"] is None:
        return {key: value for key, value in row.items() if key != "bot_commands"}
    return row


def compare_with_sources(out: Path, datasets, cache: Path, config: ExampleConfig) -> dict[str, int]:
    """Load every configuration and check each split against its source; returns rows compared per config."""
    compared = {}
    for hf_config in hf.HF_CONFIGS:
        expected = {hf.hub_split(split): source_examples(out, hf_config.name, split, config)
                    for split in hf_config.splits}
        if not any(expected.values()):
            assert f"config_name: {hf_config.name}\n" not in (out / hf.HF_DIR / CARD_FILE).read_text()
            continue
        loaded = datasets.load_dataset(str(out / hf.HF_DIR), hf_config.name, cache_dir=str(cache))
        assert set(loaded) == {split for split, rows in expected.items() if rows}, hf_config.name
        for split, rows in loaded.items():
            assert [as_source(hf_config.name, row) for row in rows] == expected[split], (hf_config.name, split)
        compared[hf_config.name] = sum(map(len, expected.values()))
    return compared


def test_datasets_loads_every_configuration_as_the_json_and_csv(small_run: Path, monkeypatch, tmp_path) -> None:
    datasets = offline_datasets(monkeypatch, tmp_path)
    compared = compare_with_sources(small_run, datasets, tmp_path / "cache", SMALL_EXAMPLES)
    assert set(compared) >= {"dstc7_subtask_1", "dstc7_subtask_2", "dstc7_subtask_2_pool", "udc", "conversational",
                             "chat", "dialogues"}
    assert all(compared.values())
    stats = json.loads((small_run / extract.layout.STATS_FILE).read_text())
    assert stats["validation"]["hf"] == []


def is_trl_conversational(row: dict) -> bool:
    """TRL's documented conversational language-modelling format (its dataset-formats guide): a `messages`
    column, a list of messages each a dict with a `role` (system, user or assistant) and a string
    `content`. Written from the documentation: TRL needs torch, which the toolkit does not install."""
    messages = row.get("messages")
    return (isinstance(messages, list) and bool(messages)
            and all(isinstance(m, dict) and set(m) == {"role", "content"} and m["role"] in TRL_ROLES
                    and isinstance(m["content"], str) for m in messages))


def test_the_chat_configuration_is_trl_conversational_data(small_run: Path, monkeypatch, tmp_path) -> None:
    datasets = offline_datasets(monkeypatch, tmp_path)
    loaded = datasets.load_dataset(str(small_run / hf.HF_DIR), "chat", cache_dir=str(tmp_path / "cache"))
    train = loaded["train"]
    assert train.features["messages"] == datasets.List({"role": datasets.Value("string"),
                                                         "content": datasets.Value("string")})
    assert len(train) > 0 and all(is_trl_conversational(row) for row in train)
    assert all(row["messages"][0]["role"] == "user" for row in train)
    assert not is_trl_conversational({"messages": [{"speaker": "participant_1", "utterance": "hi"}]})


@pytest.fixture(scope="module")
def reseeded_run(tree: Path, tiny_model: Path, tmp_path_factory) -> Path:
    """The small run again with another `--seed`: the same dialogues and splits, other DSTC7 options."""
    tmp = tmp_path_factory.mktemp("hf-reseeded")
    report = extract.extract_logs(2015, make_options(tiny_model, tmp, logs=tree, seed=1))
    assert not report.problems
    return tmp / "out"


@pytest.mark.fault
def test_two_outputs_load_as_themselves_in_one_process(small_run: Path, reseeded_run: Path, monkeypatch,
                                                       tmp_path: Path) -> None:
    """Issue 35 item 1: with one cache, the second output's `hf/` gave the first one's rows (`datasets` keys
    the cache on the directory's name, the configuration and the card's relative file names)."""
    datasets = offline_datasets(monkeypatch, tmp_path)   # a fresh HF_HOME, the default cache below it
    name = "dstc7_subtask_1"
    rows = {}
    for out in (small_run, reseeded_run, small_run):
        loaded = datasets.load_dataset(str(out / hf.HF_DIR), name)
        rows[out] = {split: list(loaded[split]) for split in loaded}
        for split in SPLITS:
            expected = source_examples(out, name, split, SMALL_EXAMPLES)
            assert rows[out].get(hf.hub_split(split), []) == expected, (out, split)
    assert set(rows[small_run]) == set(rows[reseeded_run]) and rows[small_run] != rows[reseeded_run]


def test_the_card_names_each_configuration_by_its_files(small_run: Path, copy: Path) -> None:
    """The fingerprint follows the bytes: a changed file changes its configuration's, and only its."""
    before = card_fingerprints(small_run / hf.HF_DIR / CARD_FILE)
    assert len(set(before.values())) == len(before)
    train = copy / hf.HF_DIR / "chat" / "train.parquet"
    rewrite(train, pq.read_table(train).slice(1))
    after = hf_card.config_fingerprints(copy / hf.HF_DIR)
    assert {name for name in before if before[name] != after[name]} == {"chat"}


def card_fingerprints(card: Path) -> dict[str, str]:
    header = yaml.safe_load(card.read_text().split("---\n")[1])
    return {entry["config_name"]: entry["description"].rsplit(" ", 1)[1] for entry in header["configs"]}


def test_counts_in_stats_are_the_rows(small_run: Path) -> None:
    counts = json.loads((small_run / extract.layout.STATS_FILE).read_text())["splits"]["examples"]["hf"]["counts"]
    for hf_config in hf.HF_CONFIGS:
        for split in hf_config.splits:
            rows = pq.read_metadata(small_run / hf.HF_DIR / hf_config.file(split)).num_rows
            assert counts[f"{hf_config.name}/{hf.hub_split(split)}"] == rows
            assert rows == len(source_examples(small_run, hf_config.name, split, SMALL_EXAMPLES))


def test_card_yaml_lists_the_files_and_the_facts(small_run: Path) -> None:
    text = (small_run / hf.HF_DIR / CARD_FILE).read_text()
    header = yaml.safe_load(text.split("---\n")[1])
    assert header["license"] == "unknown"
    for entry in header["configs"]:
        for item in entry["data_files"]:
            assert (small_run / hf.HF_DIR / item["path"]).is_file()
            assert item["split"] in ("train", "validation", "test", hf.POOL_SPLIT)
    assert "irclogs.ubuntu.com" in text and "SAMPLE" not in text
    assert header["tags"] == ["dialogue", "irc", "ubuntu", "response-selection", "disentanglement"]
    stats = json.loads((small_run / extract.layout.STATS_FILE).read_text())
    for name, count in stats["totals"]["conversations_dropped"].items():
        assert f"| {name} | {count:,} |" in text


def job_of(out: Path, config: ExampleConfig = SMALL_EXAMPLES) -> ExportJob:
    dialogues = [d for split in SPLITS
                 for d in extract.store.read_dialogues(out / extract.layout.DIALOGUES_DIR / f"{split}.jsonl.gz")]
    return ExportJob(dialogues, config, lambda example: ["ls(1)"])


def test_parquet_bytes_are_reproducible_and_hold_no_time(small_run: Path, tmp_path: Path) -> None:
    job = job_of(small_run)
    first, second = hf.write_hf(job, tmp_path / "a"), hf.write_hf(job, tmp_path / "b")
    assert first.files == second.files and first.counts == second.counts
    for name in first.files:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name
        metadata = pq.read_metadata(tmp_path / "a" / name).metadata or {}
        assert set(metadata) <= {b"ARROW:schema"}, name


def test_nested_schema_of_dstc7(small_run: Path) -> None:
    schema = pq.read_schema(small_run / hf.HF_DIR / "dstc7_subtask_5" / "train.parquet")
    assert schema.field("messages-so-far").type == pa.list_(hf.MESSAGE)
    assert schema.field("options-for-next").type == pa.list_(hf.CANDIDATE)
    assert schema.field("knowledge").type == pa.list_(pa.string())
    assert not schema.field("example-id").nullable


@pytest.fixture
def copy(small_run: Path, tmp_path: Path) -> Path:
    target = tmp_path / "out"
    shutil.copytree(small_run, target)
    return target


def rewrite(path: Path, table: pa.Table) -> None:
    pq.write_table(table, path)


def test_validator_accepts_the_written_files(copy: Path) -> None:
    empty = json.loads((copy / extract.layout.STATS_FILE).read_text())["empty_files"]
    allowed = {name.split("/", 1)[1] for name in empty if name.startswith("hf/")}
    assert hf.validate_hf_dir(copy / hf.HF_DIR, job_of(copy), allowed) == []


def test_validator_catches_a_lost_row_an_empty_file_a_stray_and_a_missing_file(copy: Path) -> None:
    root = copy / hf.HF_DIR
    train = root / "dstc7_subtask_1" / "train.parquet"
    table = pq.read_table(train)
    rewrite(train, table.slice(1))
    rewrite(root / "udc" / "train.parquet", pq.read_table(root / "udc" / "train.parquet").slice(0, 0))
    (root / "dialogues" / "validation.parquet").unlink()
    rewrite(root / "udc" / "extra.parquet", table)
    problems = "\n".join(hf.validate_hf_dir(root, job_of(copy)))
    assert f"dstc7_subtask_1/train.parquet: {table.num_rows - 1} rows but {table.num_rows} examples" in problems
    assert "udc/train.parquet: 0 rows but" in problems and f"udc/train.parquet: {EMPTY_PROBLEM}" in problems
    assert "dialogues/validation.parquet: unreadable" in problems
    assert "udc/extra.parquet: not a file of any configuration" in problems


def test_validator_catches_reordered_rows_and_a_wrong_schema(copy: Path) -> None:
    root = copy / hf.HF_DIR
    train = root / "dstc7_subtask_2" / "train.parquet"
    table = pq.read_table(train)
    assert table.num_rows > 1
    rewrite(train, table.take(list(range(table.num_rows))[::-1]))
    conversational = root / "conversational" / "train.parquet"
    rewrite(conversational, pq.read_table(conversational).drop_columns(["previous_contexts"]))
    problems = "\n".join(hf.validate_hf_dir(root, job_of(copy)))
    assert "dstc7_subtask_2/train.parquet: row 0: example-id" in problems
    assert "conversational/train.parquet: schema" in problems


def test_a_failed_write_leaves_the_files_as_they_were(small_run: Path, tmp_path: Path, monkeypatch) -> None:
    job = job_of(small_run)
    hf.write_hf(job, tmp_path)
    before = {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()}
    real = hf.ParquetSink.add

    def failing(self, row) -> None:
        if self.count == 3:
            raise OSError("disk full")
        real(self, row)

    monkeypatch.setattr(hf.ParquetSink, "add", failing)
    with pytest.raises(OSError, match="disk full"):
        hf.write_hf(job, tmp_path)
    assert {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()} == before


def test_writer_needs_the_knowledge_linker(small_run: Path, tmp_path: Path) -> None:
    job = ExportJob(job_of(small_run).dialogues, SMALL_EXAMPLES)
    with pytest.raises(ValueError, match="knowledge_for"):
        hf.write_hf(job, tmp_path)


def test_dialogue_source_is_where_extract_writes_it() -> None:
    assert hf.DIALOGUES_SOURCE == f"{extract.layout.DIALOGUES_DIR}/{{split}}{extract.layout.SHARD_SUFFIX}"


@pytest.mark.slow
def test_offline_2015_sample_loads_as_its_json_and_csv(tmp_path: Path, monkeypatch) -> None:
    out = tmp_path / "out"
    assert cli_main(["extract", "--year", "2015", "--no-download", "--jobs", "1", "--output", str(out)]) == 0
    datasets = offline_datasets(monkeypatch, tmp_path)
    compared = compare_with_sources(out, datasets, tmp_path / "cache", ExampleConfig())
    assert compared["dstc7_subtask_1"] and compared["dialogues"]
    assert "**SAMPLE, NOT THE WHOLE YEAR.**" in (out / hf.HF_DIR / CARD_FILE).read_text()
