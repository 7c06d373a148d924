"""Compare options and records: what `disentangle compare` is asked, and what its parts hand on."""
from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from disentangle.compare.retrieval import SelectionScores
from disentangle.dialogues.bot_commands import BotCommands
from disentangle.dialogues.filters import Dialogue
from disentangle.download import DEFAULT_RETRIES, DEFAULT_TIMEOUT
from disentangle.errors import DisentangleError
from disentangle.examples.records import Example, ExampleConfig
from disentangle.examples.splits import SPLITS
from disentangle.extract import DayPlan, DayRecord, ExtractOptions
from disentangle.logs.formats import AUTO
from disentangle.logs.records import Log
from disentangle.methods.disentanglers import HEURISTIC, LEARNED, PREVIOUS
from disentangle.metrics import Scores
from disentangle.settings import REPORTS_DIR, SHARED_IRCLOGS, in_current_dir, log_cache_dir

logger = logging.getLogger(__name__)


DEFAULT_YEAR = 2015
DEFAULT_REPORT_ROOT = REPORTS_DIR       # under the current directory
EXTRACTORS = (HEURISTIC, LEARNED)
DEV_METHODS = (PREVIOUS, HEURISTIC, LEARNED)
DEV_SET = "dev"
GIVEN_SET = "given"
TEST_SPLIT = "test"
FIT_SPLITS = tuple(split for split in SPLITS if split != TEST_SPLIT)
OPTION_COUNTS = (10, 100)
SAMPLE_SIZE = 20
SAMPLE_TEXT_CHARS = 160             # a message longer than this is cut in samples.md
REPORT_MD, REPORT_JSON, SAMPLES_MD = "report.md", "report.json", "samples.md"
PLOT_LENGTHS, PLOT_DEV, PLOT_RETRIEVAL = "dialogue_lengths.png", "dev_metrics.png", "retrieval.png"
PERCENT = 100.0
MARK = "\u25cf"                        # a message held by a method, in samples.md
DASH = "\u2013"                        # an empty cell in the report tables


class CompareError(DisentangleError):
    """The comparison cannot run as asked (bad options, unreadable annotated files)."""


@dataclass(frozen=True)
class CompareOptions:
    """Everything `compare` can be told; the defaults are those of `make compare`."""

    output: Path | None = None               # default: reports/compare-YEAR under the current directory
    logs: Path | None = None                 # a local YYYY/MM/DD/#ubuntu.txt tree, looked at first
    cache: Path = field(default_factory=log_cache_dir)  # the download cache
    model: Path | None = None                # default: the shipped model
    download: bool = True
    gold: tuple[Path, ...] = ()              # more annotated files (NAME.annotation.txt beside NAME.raw.txt)
    work: Path | None = None                 # learned day shards (default: those of `make extract`)
    corpus: Path | None = None               # annotated corpus root (dev split; offline sample)
    irclogs: Path | None = SHARED_IRCLOGS    # whole local days for the offline sample (a checkout's shared)
    jobs: int | None = None
    seed: int = 0                            # examples, batches and the reading sample
    sample_size: int = SAMPLE_SIZE
    examples: ExampleConfig = ExampleConfig()
    progress: bool | None = None
    log_format: str = AUTO                   # of every log read (a registered format name, or detected)
    timeout: float = DEFAULT_TIMEOUT         # seconds for a download's connection and each read
    retries: int = DEFAULT_RETRIES           # further attempts of a failed download
    deadline: float | None = None            # seconds for a day's download, all attempts (None: from its size)
    bot_commands: BotCommands = BotCommands()  # the rule for bot commands, the same for both methods

    def output_dir(self, year: int) -> Path:
        if self.output is not None:
            return Path(self.output)
        return in_current_dir(DEFAULT_REPORT_ROOT / f"compare-{year:04d}")

    def extract_options(self) -> ExtractOptions:
        return ExtractOptions(output=self.work, logs=self.logs, cache=self.cache, model=self.model, jobs=self.jobs,
                              download=self.download, corpus=self.corpus, irclogs=self.irclogs,
                              progress=self.progress, examples=self.example_config(), seed=self.seed,
                              log_format=self.log_format, timeout=self.timeout, retries=self.retries, deadline=self.deadline,
                              bot_commands=self.bot_commands)

    def example_config(self) -> ExampleConfig:
        return dataclasses.replace(self.examples, seed=self.seed)


@dataclass(frozen=True)
class DayLog:
    """One day of the year as both methods read it: the log and, for the heuristic's nicks, the day before."""

    date: str
    source: str
    log: Log
    previous: Log | None


@dataclass(frozen=True)
class YearData:
    """The days read and each method's dialogues."""

    plan: DayPlan
    records: Mapping[str, DayRecord]
    days: tuple[str, ...]
    dialogues: Mapping[str, tuple[Dialogue, ...]]
    model: tuple[str, str]                     # model file and its SHA-256
    bot_commands: BotCommands = BotCommands()  # the rule both methods' dialogues were made with


@dataclass(frozen=True)
class Coincidence:
    """How the dialogues of `method` meet those of `other` (see `coincidence`)."""

    method: str
    other: str
    dialogues: int
    exact: int
    overlapping: int
    only: int
    mean_best_jaccard: float      # over the overlapping dialogues: Jaccard of lines with the best match


@dataclass(frozen=True)
class SelectionSet:
    """A method's downstream data: the texts its scorers are fitted on and its test examples."""

    method: str
    fit_texts: tuple[str, ...]
    examples: tuple[Example, ...]
    with_options: Mapping[int, tuple[Example, ...]]   # option count -> examples with that many options
    skipped: Mapping[int, int]                        # option count -> examples without enough negatives


@dataclass(frozen=True)
class SelectionRow:
    baseline: str
    fitted_on: str
    tested_on: str
    scores: SelectionScores


@dataclass(frozen=True)
class CompareReport:
    """What `compare` found and wrote."""

    year: int
    output: Path
    mode: str
    note: str
    days: int
    dialogues: Mapping[str, int]
    dev: Mapping[str, Scores]
    selection: tuple[SelectionRow, ...]
    files: tuple[str, ...]
    seconds: float
    headline: str = field(default="", repr=False)


@dataclass(frozen=True)
class Findings:
    """Everything the report files are written from."""

    year: int
    gold: Mapping[str, Mapping[str, Scores]]
    gold_note: str
    data: YearData
    statistics: Mapping[str, Mapping]
    meet: tuple[Coincidence, ...]
    coverage: Mapping[str, int]
    sets: Mapping[str, SelectionSet]
    rows: tuple[SelectionRow, ...]
    notes: tuple[str, ...]
    samples: Mapping[str, list[str]]
    seed: int
    config: ExampleConfig
