"""Hugging Face-ready Parquet: every dataset of a year, one configuration per format and DSTC7 subtask.

`hf/{config}/{split}.parquet` holds the same examples, in the same order, as the JSON, CSV and JSON-lines
files of the other exporters, made from the same records (`dstc7_examples`, `udc_rows`,
`conversational_records`, `chat_records`, `dialogue_to_json`), not read back from those files. Splits are named as the Hub
names them: train, validation (our dev) and test; conversational-datasets has train and test only.

Every configuration has an explicit pyarrow schema (`HF_CONFIGS`): DSTC7 keeps its field names and nests
the messages and options as lists of structs; UDC keeps its CSV headers (one schema for all splits, so
train rows leave the evaluation columns null and the reverse); conversational-datasets' `context/0`,
`context/1`, ... become one list, `previous_contexts`; the chat format keeps `messages` as a list of
{role, content} structs (what `datasets` gives TRL's trainers); the multi-party conversations keep theirs as
{role, name, content} structs, `reply_to`, `minutes` and `thread` as lists beside them. Files are written through temporary files (a split's
files together) with fixed writer options and no timestamp, so the same input gives the same bytes. The
validator compares every file's schema and its rows' keys with the source files; an empty file passes only
when the writer said why. The dataset card (`hf/README.md`, `hf_card.py`) is written after the statistics.
"""
from __future__ import annotations

import csv
import json
import logging
import os
from collections import Counter
from collections.abc import Callable, Container, Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

import pyarrow as pa
import pyarrow.parquet as pq

import disentangle.exporters.chat as chat
import disentangle.exporters.conversational as conversational
import disentangle.exporters.conversations as multiparty
import disentangle.exporters.dstc7 as dstc7
import disentangle.exporters.udc as udc
from disentangle.atomic import atomic_open
from disentangle.dialogues.records import Dialogue, dialogue_to_json
from disentangle.examples.cutting import cut_dialogue
from disentangle.examples.records import Example, ExampleConfig
from disentangle.examples.splits import CONVERSATIONAL_SPLITS, SPLITS, sorted_dialogues, split_dialogues
from disentangle.exporters.base import Exporter, ExportJob, ExportReport
from disentangle.exporters.dstc7_files import (
    DSTC7_FILE,
    DSTC7_POOL_FILE,
    DSTC7_SUBTASKS,
    SUBTASK_KNOWLEDGE,
    SUBTASK_LARGE_POOL,
)
from disentangle.exporters.empty_files import EMPTY_PROBLEM

logger = logging.getLogger(__name__)

HF_DIR = "hf"
PARQUET_FILE = "{config}/{split}.parquet"
HUB_SPLITS = MappingProxyType({"train": "train", "dev": "validation", "test": "test"})
POOL_SPLIT = "candidates"                     # the one split of the subtask-2 pool configuration
ROWS_PER_GROUP = 1000                         # rows buffered, then written as one Parquet row group
# fixed writer options: the bytes depend on the rows and the pyarrow version only (no time is written)
PARQUET_OPTIONS = MappingProxyType({"compression": "zstd", "compression_level": 9, "use_dictionary": True,
                                    "write_statistics": True, "data_page_version": "1.0",
                                    "store_schema": True})
# the dialogue files of extract (`extract.layout.DIALOGUES_DIR`, `SHARD_SUFFIX`; tests check they agree)
DIALOGUES_SOURCE = "dialogues/{split}.jsonl.gz"
MAX_PROBLEMS = 20

STRING = pa.string()
CANDIDATE = pa.struct([pa.field("candidate-id", STRING, False), pa.field("utterance", STRING, False)])
MESSAGE = pa.struct([pa.field("speaker", STRING, False), pa.field("utterance", STRING, False)])
TURN = pa.struct([pa.field("speaker", STRING, False), pa.field("utterances", pa.list_(STRING), False),
                  pa.field("originals", pa.list_(STRING), False), pa.field("lines", pa.list_(pa.int64()), False),
                  pa.field("minutes", pa.list_(pa.int64()), False)])
BOT_COMMAND = pa.struct([pa.field("line", pa.int64(), False), pa.field("action", STRING, False),
                         pa.field("bot_line", pa.int64()), pa.field("reason", STRING, False)])


def dstc7_schema(subtask: int) -> pa.Schema:
    """The fields of `dstc7.dstc7_record` for a subtask, in its order."""
    fields = [pa.field("data-split", STRING, False), pa.field("example-id", pa.int64(), False),
              pa.field("scenario", pa.int64(), False), pa.field("messages-so-far", pa.list_(MESSAGE), False),
              pa.field("options-for-correct-answers", pa.list_(CANDIDATE), False)]
    if subtask == SUBTASK_LARGE_POOL:
        fields.append(pa.field("candidate-pool", STRING, False))
    else:
        fields.append(pa.field("options-for-next", pa.list_(CANDIDATE), False))
    if subtask == SUBTASK_KNOWLEDGE:
        fields.append(pa.field("knowledge", pa.list_(STRING), False))
    return pa.schema(fields)


def udc_schema(config: ExampleConfig) -> pa.Schema:
    """The CSV headers of every split: `Label` (train) is a number, the columns a split lacks are null."""
    context, _, label = udc.UDC_TRAIN_HEADER
    names = dict.fromkeys((*udc.udc_header("train", config), *udc.udc_header("test", config)))
    return pa.schema([pa.field(name, pa.float64() if name == label else STRING, name != context) for name in names])


CONVERSATIONAL_SCHEMA = pa.schema([pa.field("context", STRING, False),
                                   pa.field("previous_contexts", pa.list_(STRING), False),
                                   pa.field("response", STRING, False), pa.field("dialogue_id", STRING, False),
                                   pa.field("example_id", STRING, False)])
DIALOGUE_SCHEMA = pa.schema([pa.field("id", STRING, False), pa.field("date", STRING, False),
                             pa.field("source", STRING, False), pa.field("method", STRING, False),
                             pa.field("nicks", pa.list_(STRING), False), pa.field("confidence", pa.float64()),
                             pa.field("turns", pa.list_(TURN), False), pa.field("bot_commands", pa.list_(BOT_COMMAND))])
ROLE_MESSAGE = pa.struct([pa.field("role", STRING, False), pa.field("content", STRING, False)])
CHAT_SCHEMA = pa.schema([pa.field("id", STRING, False), pa.field("confidence", pa.float64()),
                         pa.field("messages", pa.list_(ROLE_MESSAGE), False)])
PLATFORM_CHAT_SCHEMA = pa.schema([pa.field("id", STRING, False), pa.field("confidence", pa.float64()),
                                  pa.field("platform", STRING, False),
                                  pa.field("minutes", pa.list_(pa.int64()), False),
                                  pa.field("messages", pa.list_(ROLE_MESSAGE), False)])   # a chat export's rows
POOL_SCHEMA = pa.schema(list(CANDIDATE))
NAMED_MESSAGE = pa.struct([pa.field("role", STRING, False), pa.field("name", STRING, False),
                           pa.field("content", STRING, False)])
CONVERSATIONS_SCHEMA = pa.schema([pa.field("id", STRING, False), pa.field("platform", STRING, False),
                                  pa.field("channel", STRING, False), pa.field("date", STRING, False),
                                  pa.field("unit", STRING, False), pa.field("speakers", pa.int64(), False),
                                  pa.field("confidence", pa.float64()),
                                  pa.field("messages", pa.list_(NAMED_MESSAGE), False),
                                  pa.field("reply_to", pa.list_(pa.int64()), False),
                                  pa.field("minutes", pa.list_(pa.int64()), False),
                                  pa.field("thread", pa.list_(pa.int64()), False)])


def _json_keys(field: str) -> Callable[[Path], list]:
    def read(path: Path) -> list:
        with open(path, encoding="utf-8") as handle:
            return [item[field] for item in json.load(handle)]
    return read


def _json_lines_keys(field: str) -> Callable[[Path], list]:
    def read(path: Path) -> list:
        with open(path, encoding="utf-8") as handle:
            return [json.loads(line)[field] for line in handle if line.strip()]
    return read


def _csv_keys(path: Path) -> list:
    """The first column (`Context`) of every row but the header."""
    with open(path, encoding="utf-8", newline="") as handle:
        return [row[0] for row in list(csv.reader(handle))[1:]]


@dataclass(frozen=True)
class HFConfig:
    """One configuration of the dataset card: its name, its splits (ours), its schema, its sources (split,
    example configuration -> the files, relative to the dataset, whose examples it holds) and how the
    validator matches rows to them: a column, and (dataset root, split, job) -> the values that column must
    hold, in order."""

    name: str
    splits: tuple[str, ...]
    schema: Callable[[ExportJob], pa.Schema]
    sources: Callable[[str, ExampleConfig], list[str]]
    key: str
    expected_keys: Callable[[Path, str, ExportJob], list]

    def file(self, split: str) -> str:
        return PARQUET_FILE.format(config=self.name, split=hub_split(split))


def hub_split(split: str) -> str:
    return HUB_SPLITS.get(split, split)


def dstc7_config_name(subtask: int) -> str:
    return f"dstc7_subtask_{subtask}"


def _in_files(sources: Callable[[str, ExampleConfig], list[str]], read: Callable[[Path], list]
              ) -> Callable[[Path, str, ExportJob], list]:
    """The keys of a split read from its source files, in their order."""
    return lambda root, split, job: [key for name in sources(split, job.config) for key in read(root / name)]


def _dialogue_ids(root: Path, split: str, job: ExportJob) -> list[str]:
    """The dialogues of a split (those `extract` writes to `DIALOGUES_SOURCE`, which no exporter writes)."""
    return [dialogue.id for dialogue in split_dialogues(job.dialogues, job.config.split_fractions)[0][split]]


def _dstc7_config(subtask: int) -> HFConfig:
    def sources(split: str, config: ExampleConfig) -> list[str]:
        return [f"{dstc7.EXPORTER.directory}/{DSTC7_FILE.format(split=split, subtask=subtask)}"]
    return HFConfig(dstc7_config_name(subtask), SPLITS, lambda job: dstc7_schema(subtask), sources,
                    "example-id", _in_files(sources, _json_keys("example-id")))


def _pool_sources(split: str, config: ExampleConfig) -> list[str]:
    return [f"{dstc7.EXPORTER.directory}/{DSTC7_POOL_FILE}"]


def _udc_sources(split: str, config: ExampleConfig) -> list[str]:
    return [f"{udc.EXPORTER.directory}/{udc.udc_file_names()[split]}"]


def _chat_sources(split: str, config: ExampleConfig) -> list[str]:
    return [f"{chat.EXPORTER.directory}/{chat.CHAT_FILE.format(split=split)}"]


def _conversations_sources(split: str, config: ExampleConfig) -> list[str]:
    return [f"{multiparty.EXPORTER.directory}/{multiparty.CONVERSATIONS_FILE.format(split=split)}"]


def _dialogue_sources(split: str, config: ExampleConfig) -> list[str]:
    return [DIALOGUES_SOURCE.format(split=split)]


def _conversational_sources(split: str, config: ExampleConfig) -> list[str]:
    return [f"{conversational.EXPORTER.directory}/{name}"
            for name in conversational.conversational_file_names(split, config.conversational_shards)]


POOL_CONFIG = f"{dstc7_config_name(SUBTASK_LARGE_POOL)}_pool"
HF_CONFIGS: tuple[HFConfig, ...] = (
    *(_dstc7_config(n) for n in DSTC7_SUBTASKS),
    HFConfig(POOL_CONFIG, (POOL_SPLIT,), lambda job: POOL_SCHEMA, _pool_sources,
             "candidate-id", _in_files(_pool_sources, _json_keys("candidate-id"))),
    HFConfig("udc", SPLITS, lambda job: udc_schema(job.config), _udc_sources, udc.UDC_TRAIN_HEADER[0],
             _in_files(_udc_sources, _csv_keys)),
    HFConfig("conversational", CONVERSATIONAL_SPLITS, lambda job: CONVERSATIONAL_SCHEMA, _conversational_sources,
             "example_id", _in_files(_conversational_sources, _json_lines_keys("example_id"))),
    HFConfig("chat", SPLITS, lambda job: PLATFORM_CHAT_SCHEMA if job.platform else CHAT_SCHEMA, _chat_sources, "id",
             _in_files(_chat_sources, _json_lines_keys("id"))),
    HFConfig("dialogues", SPLITS, lambda job: DIALOGUE_SCHEMA, _dialogue_sources, "id", _dialogue_ids),
    HFConfig("conversations", SPLITS, lambda job: CONVERSATIONS_SCHEMA, _conversations_sources, "id",
             _in_files(_conversations_sources, _json_lines_keys("id"))),
)
CONFIGS_BY_NAME = MappingProxyType({c.name: c for c in HF_CONFIGS})


# ---------------------------------------------------------------------------------------------------
# Rows


def udc_parquet_row(row: Sequence[str], split: str, config: ExampleConfig) -> dict:
    """A CSV row as a Parquet row: header -> value, `Label` as a number."""
    label = udc.UDC_TRAIN_HEADER[2]
    found = dict(zip(udc.udc_header(split, config), row))
    return {**found, **({label: float(found[label])} if label in found else {})}


def conversational_parquet_row(record: Mapping[str, str]) -> dict:
    """`context/0`, `context/1`, ... as the list `previous_contexts`, in that order."""
    count = sum(key.startswith("context/") for key in record)
    return {"context": record["context"], "previous_contexts": [record[f"context/{i}"] for i in range(count)],
            "response": record["response"], "dialogue_id": record["dialogue_id"],
            "example_id": record["example_id"]}


def dialogue_parquet_row(dialogue: Dialogue) -> dict:
    return {"bot_commands": None, **dialogue_to_json(dialogue)}


# ---------------------------------------------------------------------------------------------------
# Writing


class ParquetSink:
    """Rows to one Parquet file, `ROWS_PER_GROUP` at a time."""

    def __init__(self, writer: pq.ParquetWriter, schema: pa.Schema) -> None:
        self._writer, self._schema = writer, schema
        self._rows: list[dict] = []
        self.count = 0

    def add(self, row: dict) -> None:
        self._rows.append(row)
        self.count += 1
        if len(self._rows) >= ROWS_PER_GROUP:
            self.flush()

    def flush(self) -> None:
        if self._rows:
            self._writer.write_table(pa.Table.from_pylist(self._rows, schema=self._schema),
                                     row_group_size=ROWS_PER_GROUP)
            self._rows = []


@contextmanager
def parquet_files(targets: Sequence[tuple[Path, pa.Schema]]) -> Iterator[list[ParquetSink]]:
    """Sinks writing temporary files beside the targets; each replaces its target (in the order given)
    when all are complete; on error the temporaries are removed and the targets left as they were."""
    with ExitStack() as stack:
        sinks = []
        for path, schema in reversed(targets):   # the stack exits last-entered first: replaced in order
            handle = stack.enter_context(atomic_open(path, "wb"))
            writer = stack.enter_context(pq.ParquetWriter(handle, schema, **PARQUET_OPTIONS))
            sinks.append(ParquetSink(writer, schema))
            stack.callback(sinks[-1].flush)      # runs before the writer closes, the file is replaced
        yield sinks[::-1]


@dataclass(frozen=True)
class _Output:
    """Where a writer puts its files and what it tells the report."""

    directory: Path
    job: ExportJob
    counts: Counter

    @property
    def config(self) -> ExampleConfig:
        return self.job.config

    def targets(self, names: Sequence[str], split: str) -> list[tuple[Path, pa.Schema]]:
        return [(self.directory / CONFIGS_BY_NAME[name].file(split), CONFIGS_BY_NAME[name].schema(self.job))
                for name in names]

    def count(self, names: Sequence[str], split: str, sinks: Sequence[ParquetSink]) -> None:
        for name, sink in zip(names, sinks):
            self.counts[f"{name}/{hub_split(split)}"] = sink.count


def _write_dstc7(job: ExportJob, groups: Mapping[str, Sequence[Dialogue]], out: _Output) -> None:
    numbered = [n for n in DSTC7_SUBTASKS if n != SUBTASK_LARGE_POOL]
    names = [dstc7_config_name(n) for n in numbered]
    for split in SPLITS:
        with parquet_files(out.targets(names, split)) as sinks:
            for example, variants in dstc7.dstc7_examples(split, groups[split], job.config):
                if variants is not None:
                    for n, sink in zip(numbered, sinks):
                        sink.add(_dstc7_row(job, variants, n))
        out.count(names, split, sinks)
    with parquet_files(out.targets([POOL_CONFIG], POOL_SPLIT)) as (pool,):
        for candidate in dstc7.dstc7_pool(groups, job.config):
            pool.add(dstc7.candidate_json(candidate))
    out.count([POOL_CONFIG], POOL_SPLIT, [pool])
    name = dstc7_config_name(SUBTASK_LARGE_POOL)
    for split in SPLITS:
        with parquet_files(out.targets([name], split)) as (sink,):
            for dialogue in groups[split]:
                for example in cut_dialogue(dialogue, split, job.config):
                    sink.add(dstc7.dstc7_record(example, SUBTASK_LARGE_POOL))
        out.count([name], split, [sink])


def _dstc7_row(job: ExportJob, variants: tuple[Example, Example], subtask: int) -> dict:
    example = dstc7.dstc7_subtask_example(variants, subtask)
    knowledge = job.knowledge_for(example) if subtask == SUBTASK_KNOWLEDGE and job.knowledge_for else ()
    return dstc7.dstc7_record(example, subtask, list(knowledge))


def _write_udc(groups: Mapping[str, Sequence[Dialogue]], out: _Output) -> None:
    for split in SPLITS:
        with parquet_files(out.targets(["udc"], split)) as (sink,):
            for row, _ in udc.udc_rows(split, groups[split], out.config):
                sink.add(udc_parquet_row(row, split, out.config))
        out.count(["udc"], split, [sink])


def _write_conversational(dialogues: Sequence[Dialogue], out: _Output) -> None:
    """In the order of the shard files: shard by shard, each shard's dialogues in canonical order."""
    config = out.config
    ordered, _ = sorted_dialogues(dialogues)
    for split in CONVERSATIONAL_SPLITS:
        mine = [d for d in ordered
                if conversational.conversational_split(d.id, config.conversational_train_fraction) == split]
        with parquet_files(out.targets(["conversational"], split)) as (sink,):
            for shard in range(config.conversational_shards):
                for dialogue in mine:
                    if conversational.conversational_shard(dialogue.id, config.conversational_shards) == shard:
                        for record in conversational.conversational_records(dialogue, split, config):
                            sink.add(conversational_parquet_row(record))
        out.count(["conversational"], split, [sink])


def _write_chat(groups: Mapping[str, Sequence[Dialogue]], out: _Output) -> None:
    for split in SPLITS:
        with parquet_files(out.targets(["chat"], split)) as (sink,):
            for record in chat.chat_records(groups[split], split, Counter(), chat.ChatStyle.of(out.job)):
                sink.add(record.as_json())
        out.count(["chat"], split, [sink])


def _write_dialogues(groups: Mapping[str, Sequence[Dialogue]], out: _Output) -> None:
    for split in SPLITS:
        with parquet_files(out.targets(["dialogues"], split)) as (sink,):
            for dialogue in groups[split]:
                sink.add(dialogue_parquet_row(dialogue))
        out.count(["dialogues"], split, [sink])


def _write_conversations(job: ExportJob, out: _Output) -> None:
    for split in SPLITS:
        with parquet_files(out.targets(["conversations"], split)) as (sink,):
            for row in multiparty.conversation_rows(job, split):
                sink.add(row)
        out.count(["conversations"], split, [sink])


def write_hf(job: ExportJob, directory: Path) -> ExportReport:
    """Every configuration of `HF_CONFIGS` as `{config}/{split}.parquet` under `directory`."""
    if job.knowledge_for is None:
        raise ValueError(f"{dstc7_config_name(SUBTASK_KNOWLEDGE)} needs knowledge_for (example -> man pages)")
    out = _Output(Path(directory), job, Counter())
    groups, skipped = split_dialogues(job.dialogues, job.config.split_fractions)
    _write_dstc7(job, groups, out)
    _write_udc(groups, out)
    _write_conversational(job.dialogues, out)
    _write_chat(groups, out)
    _write_dialogues(groups, out)
    _write_conversations(job, out)
    files = tuple(c.file(split) for c in HF_CONFIGS for split in c.splits)
    empty = {c.file(split): f"its source ({', '.join(c.sources(split, job.config))}) has no examples"
             for c in HF_CONFIGS for split in c.splits if not out.counts[f"{c.name}/{hub_split(split)}"]}
    report = ExportReport("hf", out.directory, files, dict(out.counts), dict(skipped), empty)
    logger.info("hf: wrote %d Parquet files to %s: %s", len(files), out.directory, report.counts)
    return report


# ---------------------------------------------------------------------------------------------------
# Validation


def _file_problems(directory: Path, hf_config: HFConfig, split: str, job: ExportJob,
                   empty_ok: Container[str]) -> list[str]:
    """One file: readable, its schema exactly the configuration's, its keys those of its source files."""
    name = hf_config.file(split)
    try:
        table = pq.read_table(directory / name)
    except (OSError, pa.ArrowException) as error:
        return [f"{name}: unreadable: {error}"]
    expected = hf_config.schema(job)
    if not table.schema.equals(expected):
        return [f"{name}: schema {table.schema.to_string(show_schema_metadata=False)!r}, expected "
                f"{expected.to_string(show_schema_metadata=False)!r}"]
    sources = ", ".join(hf_config.sources(split, job.config))
    try:
        source = hf_config.expected_keys(directory.parent, split, job)
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, IndexError, csv.Error, EOFError) as error:
        return [f"{name}: its source {sources} is unreadable: {error!r}"]
    keys = table.column(hf_config.key).to_pylist()
    problems = []
    if len(keys) != len(source):
        problems.append(f"{name}: {len(keys)} rows but {len(source)} examples in {sources}")
    elif keys != source:
        row = next(i for i, (ours, theirs) in enumerate(zip(keys, source)) if ours != theirs)
        problems.append(f"{name}: row {row}: {hf_config.key} {keys[row]!r}, {sources} has {source[row]!r}")
    if not keys and name not in empty_ok:
        problems.append(f"{name}: {EMPTY_PROBLEM}")
    return problems


def validate_hf_dir(directory: str | os.PathLike, job: ExportJob, empty_ok: Container[str] = ()) -> list[str]:
    """Problems of a directory written by `write_hf` (beside the other formats' directories): every file of
    every configuration present, with its schema, and its rows, in order, the examples of its source files
    (the dialogues: the job's; matched by `HFConfig.key`); an empty file only if named in `empty_ok`; no
    stray Parquet file."""
    directory = Path(directory)
    problems = [p for c in HF_CONFIGS for split in c.splits
                for p in _file_problems(directory, c, split, job, empty_ok)]
    expected = {c.file(split) for c in HF_CONFIGS for split in c.splits}
    problems += [f"{path.relative_to(directory)}: not a file of any configuration"
                 for path in sorted(directory.rglob("*.parquet")) if str(path.relative_to(directory)) not in expected]
    return problems[:MAX_PROBLEMS]


def _validate(job: ExportJob, directory: Path, report: ExportReport) -> list[str]:
    return validate_hf_dir(directory, job, report.empty)


EXPORTER = Exporter("hf", HF_DIR, write_hf, _validate)
