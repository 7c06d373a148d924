"""Extract options and records: what a run is asked (`ExtractOptions`), and what moves between its stages
(`DayTask` to a worker, `DayOutcome` back, `DayRecord` per day, `DayPlan` of the year, `ExtractReport`).

Also the names of the dataset layout (`days/`, `dialogues/`, `stats.json`, ...) and of day statuses.
"""
from __future__ import annotations

import datetime as dt
import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from disentangle.dialogues.bot_commands import BotCommands
from disentangle.dialogues.records import Dialogue
from disentangle.download import DEFAULT_BASE_URL, DEFAULT_CHANNEL, DEFAULT_RETRIES, DEFAULT_TIMEOUT, DayResult
from disentangle.errors import DisentangleError
from disentangle.examples.records import ExampleConfig
from disentangle.knowledge.manpages import MAN_ROOTS
from disentangle.linking.confidence import DEFAULT_MIN_CONFIDENCE
from disentangle.logs.formats import AUTO
from disentangle.methods.disentanglers import LEARNED
from disentangle.settings import EXTRACTED_DIR, SHARED_IRCLOGS, in_current_dir, knowledge_file, log_cache_dir

logger = logging.getLogger(__name__)


METHOD = LEARNED                    # the disentangler of the datasets
FORMAT_VERSION = 2                  # of the day shards and the dataset layout; bump to invalidate shards
DEFAULT_OUTPUT_ROOT = EXTRACTED_DIR      # under the current directory
CONTEXT_LINES = 100                 # previous-day lines prepended at midnight (the model looks back 100)
EXIT_INVALID = 1                    # the dataset was written but a validator found problems
DAYS_DIR = "days"
SHARD_SUFFIX = ".jsonl.gz"
DIALOGUES_DIR = "dialogues"
DSTC7_DIR = "dstc7"
KNOWLEDGE_FILE = "manpages.jsonl"   # inside DSTC7_DIR: the knowledge of subtask 5
STATS_FILE, MANIFEST_FILE, README_FILE, PLOT_FILE = "stats.json", "manifest.json", "README.md", \
    "dialogue_lengths.png"
MODE_LOGS = "logs"                  # days from a logs tree, the cache or downloads
MODE_SAMPLE = "sample"              # no network and nothing local: the year's local sample text
DAY_DONE, DAY_REUSED, DAY_FAILED, DAY_MISSING, DAY_UNAVAILABLE = "done", "reused", "failed", "missing", \
    "unavailable"
DAY_STATUSES = (DAY_DONE, DAY_REUSED, DAY_FAILED, DAY_MISSING, DAY_UNAVAILABLE)
FROM_PREVIOUS_DAY = "continues_previous_day"  # drop reason: the conversation began the day before
BELOW_CONFIDENCE = "below_min_confidence"     # drop reason: the dialogue's link confidence is too low
STAGES = ("read", "predict", "conversations", "dialogues")


class PipelineError(DisentangleError):
    """A year cannot be extracted as asked (bad options, no logs at all, unreachable scheduler)."""


@dataclass(frozen=True)
class ExtractOptions:
    """Everything `extract_year` can be told; the defaults are those of `make extract`."""

    output: Path | None = None               # default: data/extracted/YEAR under the current directory
    logs: Path | None = None                 # a local YYYY/MM/DD/#ubuntu.txt tree (or one long file), looked at first
    cache: Path = field(default_factory=log_cache_dir)  # the download cache (same layout)
    model: Path | None = None                # default: the shipped model
    jobs: int | None = None                  # local worker processes (default: CPU cores)
    scheduler: str | None = None             # a Dask scheduler address: run the days there instead
    seed: int = 0                            # seed of the examples (overrides `examples.seed`)
    download: bool = True
    force: bool = False                      # re-process days that have a valid shard, re-download cached days
    timeout: float = DEFAULT_TIMEOUT         # seconds for a download's connection and each read
    retries: int = DEFAULT_RETRIES           # further attempts of a failed download
    deadline: float | None = None            # seconds for a day's download, all attempts (None: from its size)
    base_url: str = DEFAULT_BASE_URL
    channel: str = DEFAULT_CHANNEL
    first_day: dt.date | None = None         # restrict the year to [first_day, last_day]
    last_day: dt.date | None = None
    context_lines: int = CONTEXT_LINES
    corpus: Path | None = None               # annotated corpus root for the offline sample (default: found)
    irclogs: Path | None = SHARED_IRCLOGS    # whole local days for the offline sample (a checkout's shared)
    knowledge: Path = field(default_factory=knowledge_file)  # man-page knowledge (built when absent)
    man_roots: tuple[Path, ...] = MAN_ROOTS
    examples: ExampleConfig = ExampleConfig()
    progress: bool | None = None             # None: progress bars only on a terminal
    log_format: str = AUTO                   # of the day files: a registered format name, or detected
    min_confidence: float = DEFAULT_MIN_CONFIDENCE  # keep dialogues whose link confidence is at least this
    bot_commands: BotCommands = BotCommands()  # what becomes of commands to the channel bot (default: its answer)

    def __post_init__(self) -> None:
        if self.jobs is not None and self.jobs < 1:
            raise PipelineError(f"--jobs must be at least 1, got {self.jobs}")

    def workers(self) -> int:
        """Local worker processes: `jobs`, else one per CPU core."""
        return self.jobs if self.jobs is not None else (os.cpu_count() or 1)

    def output_dir(self, year: int) -> Path:
        if self.output is not None:
            return Path(self.output)
        return in_current_dir(DEFAULT_OUTPUT_ROOT / f"{year:04d}")

    def example_config(self) -> ExampleConfig:
        return replace(self.examples, seed=self.seed)


@dataclass(frozen=True)
class DayStats:
    """What one day gave: counts only (no timings), so shards are reproducible."""

    lines: int = 0
    messages: int = 0                        # lines someone said (no system lines)
    conversations: int = 0
    dialogues: int = 0
    context_lines: int = 0                   # previous-day lines given to the model as context
    dropped: tuple[tuple[str, int], ...] = ()
    read_problems: tuple[tuple[str, int], ...] = ()

    def as_dict(self) -> dict:
        return {"lines": self.lines, "messages": self.messages, "conversations": self.conversations,
                "dialogues": self.dialogues, "context_lines": self.context_lines,
                "dropped": dict(self.dropped), "read_problems": dict(self.read_problems)}

    @classmethod
    def from_dict(cls, data: Mapping) -> "DayStats":
        return cls(int(data["lines"]), int(data["messages"]), int(data["conversations"]),
                   int(data["dialogues"]), int(data["context_lines"]),
                   tuple((str(k), int(v)) for k, v in data["dropped"].items()),
                   tuple((str(k), int(v)) for k, v in data["read_problems"].items()))


@dataclass(frozen=True)
class DayTask:
    """One day as sent to a worker: its bytes, the previous day's tail, and how to process it."""

    date: str
    source: str          # stable provenance name, e.g. "2015/03/04/#ubuntu.txt"
    data: bytes
    context: bytes       # the previous day's last lines (b"" when none)
    model: str           # model file path (must be readable by the worker)
    model_digest: str
    context_lines: int
    fingerprint: str
    origin: str = ""     # where the log came from (download status), for the statistics
    log_format: str = AUTO
    bot_commands: BotCommands = BotCommands()


@dataclass(frozen=True)
class DayOutcome:
    """What a worker returns: the day's dialogues and counts, or why it failed."""

    date: str
    ok: bool
    stats: DayStats | None = None
    dialogues: tuple[Dialogue, ...] = ()
    error: str = ""
    seconds: float = 0.0
    blas: str = ""       # the BLAS kernel that computed the day (`workers.blas_kernel`)


@dataclass(frozen=True)
class DayRecord:
    """The fate of one day in this run (one of DAY_STATUSES)."""

    date: str
    status: str
    detail: str = ""
    origin: str = ""     # where the log came from: local, cached (downloads too) or sample
    source: str = ""
    stats: DayStats | None = None
    seconds: float = 0.0
    blas: str = ""       # the BLAS kernel that computed the day; "" when reused or failed

    @property
    def usable(self) -> bool:
        return self.status in (DAY_DONE, DAY_REUSED)


@dataclass(frozen=True)
class DayPlan:
    """Where each day of the run will come from."""

    year: int
    mode: str                          # MODE_LOGS or MODE_SAMPLE
    days: tuple[DayResult, ...]        # one per date, in date order (status failed: not found locally)
    network: bool                      # days not found locally may be downloaded
    in_range: int                      # days in the requested range
    note: str = ""


@dataclass(frozen=True)
class ExtractReport:
    """What `extract_year` did; `problems` lists what the validators found (empty: the dataset is valid)."""

    year: int
    output: Path
    mode: str
    note: str
    days: Mapping[str, int]            # count per DAY_STATUSES
    failed: Mapping[str, str]          # date -> reason
    lines: int
    dialogues: Mapping[str, int]       # per split
    examples: Mapping[str, int]        # DSTC7 subtask-1 examples per split
    problems: tuple[str, ...]
    seconds: float
    empty: Mapping[str, str] = field(default_factory=dict)  # output files left empty -> why
    logs_file: str = ""                # a `--logs FILE` run: what the file held (`single_files.describe_split`)

    @property
    def ok(self) -> bool:
        return not self.problems
