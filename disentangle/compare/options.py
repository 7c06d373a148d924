"""Compare options and records: what `disentangle compare` is asked, and what its parts hand on."""
from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from disentangle.compare.retrieval import SelectionScores
from disentangle.dialogues.bot_commands import BotCommands
from disentangle.dialogues.records import Dialogue
from disentangle.errors import DisentangleError
from disentangle.examples.records import Example, ExampleConfig
from disentangle.examples.splits import SPLITS
from disentangle.extract import DayRecord, ExtractOptions, ModelRef, PreparedSource
from disentangle.extract.layout import output_dir
from disentangle.extract.settings import Flag, setting, settings_from_values
from disentangle.methods.disentanglers import HEURISTIC, LEARNED, PREVIOUS
from disentangle.metrics import Scores
from disentangle.settings import REPORTS_DIR

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


# the settings of `ExtractOptions` compare takes too (its learned days are extract's), declared there
SHARED_SETTINGS = ("logs", "cache", "model", "download", "timeout", "retries", "deadline", "jobs", "seed",
                   "bot_commands", "log_format", "anonymize", "generic_tags")
SHARED_HELPS = {"--jobs": "worker processes for the learned days (default: CPU cores)",
                "--seed": "seed of examples and samples (default: 0)",
                "--anonymize": "anonymise the text the response-selection baselines read, as extract releases it: "
                               "none, nicks or personal (default: %(default)s)",
                "--generic-tags": "the response-selection baselines read the Ubuntu Dialogue Corpus paper's generic "
                                  "tags"}


def _gold(values: Mapping[str, Any]) -> tuple[Path, ...]:
    return tuple(values["gold"])


def _days(values: Mapping[str, Any]) -> ExtractOptions:
    """extract's settings of the learned days: the shared ones, the shards' folder (`--work`), and one answer
    position per test dialogue, or every one (`--every-position`)."""
    examples = ExampleConfig(examples_per_dialogue=None if values["every_position"] else 1)
    return ExtractOptions(output=values["work"], examples=examples,
                          **settings_from_values(ExtractOptions, values, SHARED_SETTINGS))


@dataclass(frozen=True)
class CompareOptions:
    """Everything `compare` can be told, each setting declared once with its flag (`extract.settings.setting`);
    the defaults are those of `make compare`. How the year's days are read (logs, cache, downloads, model,
    jobs, seed, examples, log format, bot commands) is extract's own settings record, `days`, declared and
    validated once there (`SHARED_SETTINGS`); its `output` is where the learned day shards go (default:
    those of `disentangle extract` of the same source)."""

    output: Path | None = setting(None, flags=(Flag(
        "--output", f"report directory (default: {REPORTS_DIR}/compare-NAME under the current directory, NAME "
        "as extract names its folder: the year, or the export)", "DIR", Path),))
    gold: tuple[Path, ...] = setting((), build=_gold, flags=(Flag(
        "--gold", "more annotated files to score (NAME.raw.txt beside each)", "ANNOTATION_FILE", Path, nargs="+",
        default=[]),))
    sample_size: int = setting(SAMPLE_SIZE, flags=(Flag("--samples", "dialogues of each method to show (default: "
                                                                    "%(default)s)", "N", int, dest="sample_size"),))
    days: ExtractOptions = setting(factory=ExtractOptions, build=_days, flags=(
        Flag("--work", "learned day shards (default: those of `disentangle extract`)", "DIR", Path, dest="work"),
        Flag("--every-position", "cut every answer position of a test dialogue, not one (more, correlated "
             "examples: for small samples)", action="store_true", dest="every_position")))

    def output_dir(self, prepared: PreparedSource) -> Path:
        """The report directory: `output`, else `reports/compare-NAME` (NAME the source's output name, as
        extract names its folder: `compare-2015`, `compare-discord-general-2021`)."""
        return output_dir(self.output, f"compare-{prepared.output_name}", DEFAULT_REPORT_ROOT)

    def work_dir(self, prepared: PreparedSource) -> Path:
        """Where the learned day shards go: those of `disentangle extract` of the same source by default."""
        return output_dir(self.days.output, prepared.output_name)


@dataclass(frozen=True)
class YearData:
    """The days read and each method's dialogues."""

    prepared: PreparedSource
    records: Mapping[str, DayRecord]
    days: tuple[str, ...]
    dialogues: Mapping[str, tuple[Dialogue, ...]]
    model: ModelRef                            # model file and its SHA-256
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
