"""Extract options and records: what a run is asked (`ExtractOptions`: each setting declared once, with its
command-line flag, `Flag`, and checked by `validate` with a `SettingError` naming the setting), and what moves
between its stages (`DateRange` of the run, `DayInput` from a source, `DayTask` to a worker, `DayOutcome`
back, `DayRecord` per day, `DayPlan` of the run, `ModelRef`, `Knowledge`, `PhaseTimings`, `ExtractReport`).

Also the names of the dataset layout (`days/`, `dialogues/`, `stats.json`, ...) and of day statuses.
"""
from __future__ import annotations

import argparse
import datetime as dt
import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import MISSING, asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from disentangle.dialogues.bot_commands import DEFAULT_BOTS, BotCommands
from disentangle.dialogues.bot_commands import DEFAULT_MODE as DEFAULT_BOT_MODE
from disentangle.dialogues.bot_commands import MODES as BOT_MODES
from disentangle.dialogues.records import Dialogue
from disentangle.download import (
    DEADLINE_GRACE_SECONDS,
    DEADLINE_MIN_RATE,
    DEFAULT_BASE_URL,
    DEFAULT_CHANNEL,
    DEFAULT_RETRIES,
    DEFAULT_TIMEOUT,
    DayResult,
    url_problem,
)
from disentangle.errors import DisentangleError
from disentangle.examples.records import ExampleConfig
from disentangle.knowledge.command_links import ManIndex
from disentangle.knowledge.grounding import KnowledgeSource, knowledge_path
from disentangle.knowledge.manpages import MAN_ROOTS
from disentangle.linking.confidence import DEFAULT_MIN_CONFIDENCE
from disentangle.logs.formats import AUTO
from disentangle.methods.disentanglers import LEARNED
from disentangle.privacy.engine import DEFAULT_MODE as DEFAULT_ANONYMIZE
from disentangle.privacy.engine import MODES as ANONYMIZE_MODES
from disentangle.privacy.engine import PrivacySettings
from disentangle.settings import ENV_CACHE, EXTRACTED_DIR, SHARED_IRCLOGS, in_current_dir, knowledge_file, log_cache_dir

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
MAX_HOST_FAILURES = 2               # days in a row the server failed (retries spent): stop downloading
ATTACHMENTS_KEEP, ATTACHMENTS_DROP = "keep", "drop"   # a chat export's attachment-only messages
ATTACHMENT_MODES = (ATTACHMENTS_KEEP, ATTACHMENTS_DROP)
CHANNEL_SEPARATOR = ","             # `channel`: several channels of a chat export, NAME,NAME
ALL_CHANNELS = "all"                # `channel`: every channel of a chat export
LOGS_HELP = ("local logs tree YYYY/MM/DD/#ubuntu.txt, looked at first (extract: or one long log file with dates, "
             "split into days; or a Slack, Discord or Telegram export, which needs no --year)")


class PipelineError(DisentangleError):
    """A year cannot be extracted as asked (bad options, no logs at all, unreachable scheduler)."""


class SettingError(PipelineError):
    """A setting of the options (an `ExtractOptions` field, or the year) has a value the run cannot use. The
    message names the setting (`context_lines must be 0 or more, got -1`); the command line says the same of
    its flag (`cli.options.flag_error`)."""

    def __init__(self, setting: str, problem: str) -> None:
        self.setting = setting
        self.problem = problem
        super().__init__(f"{setting} {problem}")


@dataclass(frozen=True)
class DateRange:
    """The dates of a run, computed once (`of_year`): every date of `year` within [first, last]."""

    year: int
    first: dt.date
    last: dt.date

    @classmethod
    def of_year(cls, year: int, first: dt.date | None = None, last: dt.date | None = None) -> "DateRange":
        """SettingError when `first` or `last` (the `first_day`, `last_day` settings) is not a date of the year
        (never moved into it silently) or the range is empty."""
        try:
            start, end = dt.date(year, 1, 1), dt.date(year, 12, 31)
        except (ValueError, OverflowError, TypeError):
            raise SettingError("year", f"{year!r} is not a year") from None
        for setting, day in (("first_day", first), ("last_day", last)):
            if day is not None and day.year != year:
                raise SettingError(setting, f"{day} is not in {year} (year {year}: {start} to {end})")
        low, high = max(start, first or start), min(end, last or end)
        if low > high:
            raise SettingError("last_day", f"{last}: no date of {year} between {first or start} and {last or end}")
        return cls(year, low, high)

    @property
    def dates(self) -> tuple[dt.date, ...]:
        return tuple(self.first + dt.timedelta(days=n) for n in range(len(self)))

    def __len__(self) -> int:
        return (self.last - self.first).days + 1

    def holds(self, date: str) -> bool:
        """Is the ISO date `date` one of the range?"""
        return self.first.isoformat() <= date <= self.last.isoformat()


@dataclass(frozen=True)
class ModelRef:
    """The model of a run: its file (resolved path) and the SHA-256 of its bytes, checked once (`days.check_model`)."""

    path: str
    digest: str


@dataclass(frozen=True)
class Knowledge:
    """The man-page knowledge of subtask 5: the index of pages and what it was built from."""

    index: ManIndex
    source: KnowledgeSource


@dataclass(frozen=True)
class PhaseTimings:
    """Seconds of each phase of a run, as measured (only in the volatile `run` section of stats.json)."""

    prepare: float
    days: float
    examples: float
    validation: float
    total: float

    def as_dict(self) -> dict[str, float]:
        """Phase -> seconds, in the order of the fields."""
        return asdict(self)


@dataclass(frozen=True)
class DatasetTimings:
    """Seconds of the dataset phases (`dataset.write_dataset`): examples written, then validated."""

    examples: float
    validation: float


def day_key(date: str, channel: str = "") -> str:
    """A day's key in a run: its date, or `CHANNEL/DATE` in a run over several channels (each channel's days
    are disentangled on their own; the key names its shard, `days/CHANNEL/DATE.jsonl.gz`, and its dialogues'
    ids, `learned:CHANNEL/DATE:LINE`)."""
    return f"{channel}/{date}" if channel else date


@dataclass(frozen=True)
class DayInput:
    """One day as a source gives it to the job: its bytes and how to name and chain it.

    `source` is the stable provenance name (e.g. `2015/03/04/#ubuntu.txt`); `whole` says the bytes are the
    whole day (so the next day may take its last lines as context); `origin` says where it came from (a
    download status: local, cached, sample)."""

    date: str
    source: str
    data: bytes
    whole: bool
    origin: str
    channel: str = ""    # of a run over several channels: the day's channel ("" for a run of one)

    @property
    def key(self) -> str:
        return day_key(self.date, self.channel)


@dataclass(frozen=True)
class Flag:
    """How a setting is given on the command line (`cli.options.add_settings` builds the parser from it):
    the flag, its help, and how argparse reads it. `dest` is where argparse puts the value (default: the
    setting's name); a setting built from several flags or computed says how in its `build`."""

    name: str                                   # e.g. "--context-lines"
    help: str = ""                              # may use %(default)s
    metavar: str | None = None
    parse: Callable[[str], Any] | None = None   # argparse `type`: a ValueError's text is the user's message
    action: str | None = None                   # e.g. "store_true", "store_false", "append"
    choices: tuple[str, ...] | None = None
    dest: str = ""
    default: Any = None                         # for a flag of a built setting, or whose `dest` is another
    shared: bool = False                        # declared in `cli.options` (other commands take it too)


def setting(default: Any = MISSING, *, factory: Callable[[], Any] | None = None, flags: tuple[Flag, ...] = (),
            build: Callable[[argparse.Namespace], Any] | None = None) -> Any:
    """A field of an options record with its command-line flags (none: a library-only setting) and, for a
    setting the flags do not give as is, how to build it from the parsed arguments."""
    metadata = {"flags": flags, "build": build}
    if factory is not None:
        return field(default_factory=factory, metadata=metadata)
    return field(default=default, metadata=metadata)


def iso_date(text: str) -> dt.date:
    """A `YYYY-MM-DD` date."""
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"not a date (YYYY-MM-DD): {text!r}") from None


def _man_roots(args: argparse.Namespace) -> tuple[Path, ...]:
    if args.manpages is None:
        return MAN_ROOTS
    if not args.manpages.is_dir():
        raise SettingError("man_roots", f"{args.manpages}: not a directory")
    return (args.manpages,)


def _knowledge(args: argparse.Namespace) -> Path:
    return args.knowledge if args.knowledge is not None else knowledge_path(_man_roots(args))


def _channel(args: argparse.Namespace) -> str:
    """`--channel` given once or more, each NAME or NAME,NAME: the names joined by commas (IRC forbids a comma
    in a channel name); not given: the default channel."""
    given = args.channel
    if not given:
        return DEFAULT_CHANNEL
    return CHANNEL_SEPARATOR.join(part.strip() for value in given for part in value.split(CHANNEL_SEPARATOR))


def _bot_commands(args: argparse.Namespace) -> BotCommands:
    return BotCommands(args.bot_commands, tuple(args.bots) if args.bots else DEFAULT_BOTS)


@dataclass(frozen=True)
class ExtractOptions:
    """Everything `extract` can be told, each setting declared once with its flag; the defaults are those
    of `make extract`. `validate()` checks the values (errors name the setting)."""

    output: Path | None = setting(None, flags=(Flag(
        "--output", f"output directory (default: {EXTRACTED_DIR}/YEAR under the current directory; without "
        "--year, named after the source: irc-CHANNEL, PLATFORM-CHANNEL)", "DIR",
        Path),))
    logs: Path | None = setting(None, flags=(Flag("--logs", LOGS_HELP, "PATH", Path),))
    cache: Path = setting(factory=log_cache_dir, flags=(Flag(
        "--cache", f"download cache (default: %(default)s; ${ENV_CACHE} moves the whole cache)", "DIR", Path),))
    model: Path | None = setting(None, flags=(Flag("--model", shared=True),))  # default: the shipped model
    jobs: int | None = setting(None, flags=(Flag("--jobs", "worker processes (default: CPU cores)", "N", int),))
    scheduler: str | None = setting(None, flags=(Flag("--scheduler", "run the days on this Dask scheduler",
                                                      "ADDRESS"),))
    seed: int = setting(0, flags=(Flag("--seed", "seed of the examples (default: 0)", "N", int),))
    download: bool = setting(True, flags=(Flag("--no-download", "never use the network",
                                               action="store_false", dest="download"),))
    force: bool = setting(False, flags=(Flag("--force", "redo days that are already done; download cached days "
                                                        "again", action="store_true"),))
    timeout: float = setting(DEFAULT_TIMEOUT, flags=(Flag(
        "--timeout", "download timeout for the connection and each read (default: %(default)s)", "SECONDS",
        float),))
    retries: int = setting(DEFAULT_RETRIES, flags=(Flag(
        "--retries", "further attempts of a failed download (default: %(default)s); after "
        f"{MAX_HOST_FAILURES} failed days in a row the server is not asked again", "N", int),))
    deadline: float | None = setting(None, flags=(Flag(
        "--deadline", "most seconds one day's download may take, every attempt included; the day fails after it "
        f"(default: {DEADLINE_GRACE_SECONDS:g} s plus 1 s per {DEADLINE_MIN_RATE / 1024:g} KiB of the day)",
        "SECONDS", float),))
    base_url: str = setting(DEFAULT_BASE_URL, flags=(Flag("--base-url", "log server (default: %(default)s)",
                                                          "URL"),))
    channel: str = setting(DEFAULT_CHANNEL, build=_channel, flags=(Flag(
        "--channel", f"the channel (default: {DEFAULT_CHANNEL}): of the tree's files, the downloads, and the lines "
        "taken from a --logs FILE that holds several; of a Slack or Discord export, the channels read (repeatable "
        f"or NAME,NAME; default, or '{ALL_CHANNELS}': every channel)", "NAME", action="append", dest="channel"),))
    first_day: dt.date | None = setting(None, flags=(Flag("--from", "first date (default: January 1)", "DATE",
                                                          iso_date, dest="first_day"),))
    last_day: dt.date | None = setting(None, flags=(Flag("--to", "last date (default: December 31)", "DATE",
                                                         iso_date, dest="last_day"),))
    context_lines: int = setting(CONTEXT_LINES, flags=(Flag(
        "--context-lines", "previous-day lines given as context (default: %(default)s)", "N", int),))
    corpus: Path | None = None               # annotated corpus root for the offline sample (default: found)
    irclogs: Path | None = SHARED_IRCLOGS    # whole local days for the offline sample (a checkout's shared)
    knowledge: Path = setting(factory=knowledge_file, build=_knowledge, flags=(Flag(
        "--knowledge", f"man-page knowledge file, built when absent (default: {knowledge_file()}, or a cache "
        "file of the --manpages directory)", "FILE", Path),))
    man_roots: tuple[Path, ...] = setting(MAN_ROOTS, build=_man_roots, flags=(Flag(
        "--manpages", "read man pages from DIR (man1/, man8/ below it) instead of this machine's "
        f"{', '.join(map(str, MAN_ROOTS))}", "DIR", Path, dest="manpages"),))
    examples: ExampleConfig = ExampleConfig()
    progress: bool | None = None             # None: progress bars only on a terminal
    log_format: str = setting(AUTO, flags=(Flag("--log-format", shared=True),))  # of the day files, or detected
    min_confidence: float = setting(DEFAULT_MIN_CONFIDENCE, flags=(Flag(
        "--min-confidence", "keep dialogues whose link confidence is at least X, 0 keeps all (default: "
        "%(default)s; see bench/results/confidence_curve.md)", "X", float),))
    bot_commands: BotCommands = setting(BotCommands(), build=_bot_commands, flags=(
        Flag("--bot-commands", "a message such as '!fr | nick' to the channel bot: replace it by the bot's answer "
             "(private commands and unanswered ones are dropped), drop it, or keep it as typed "
             "(default: %(default)s)", choices=BOT_MODES, dest="bot_commands", default=DEFAULT_BOT_MODE),
        Flag("--bot", "a nick whose lines answer bot commands (repeatable; default: "
             f"{', '.join(DEFAULT_BOTS)})", "NICK", action="append", dest="bots")))
    anonymize: str = setting(DEFAULT_ANONYMIZE, flags=(Flag(
        "--anonymize", "replace in every released file: nicks and known user names (nicks), and also e-mail and "
        "IP addresses, phones, home-path users, credentials and secrets (personal), or nothing (none); "
        "default: %(default)s; docs/privacy.md", choices=ANONYMIZE_MODES),))
    generic_tags: bool = setting(False, flags=(Flag(
        "--generic-tags", "also replace URLs, system paths, numbers and names by the Ubuntu Dialogue Corpus "
        "paper's generic tags (__url__, __path__, __number__, __name__)", action="store_true"),))
    attachments: str = setting(ATTACHMENTS_KEEP, flags=(Flag(
        "--attachments", "of a chat export: a message with no text but attachments is kept as a marked turn "
        "('[attachment: NAME]') or dropped (default: %(default)s)", choices=ATTACHMENT_MODES),))

    def validate(self) -> None:
        """SettingError (naming the setting) for a value no run can use."""
        if self.jobs is not None and self.jobs < 1:
            raise SettingError("jobs", f"must be at least 1, got {self.jobs}")
        if self.context_lines < 0:
            raise SettingError("context_lines", f"must be 0 or more, got {self.context_lines}")
        if not 0 <= self.min_confidence <= 1:
            raise SettingError("min_confidence", f"must be within [0, 1], got {self.min_confidence}")
        if not self.timeout > 0:
            raise SettingError("timeout", f"must be more than 0 seconds, got {self.timeout}")
        if self.deadline is not None and not self.deadline > 0:
            raise SettingError("deadline", f"must be more than 0 seconds, got {self.deadline}")
        if self.retries < 0:
            raise SettingError("retries", f"must be 0 or more, got {self.retries}")
        if self.anonymize not in ANONYMIZE_MODES:
            raise SettingError("anonymize", f"must be one of {', '.join(ANONYMIZE_MODES)}, got {self.anonymize!r}")
        if self.attachments not in ATTACHMENT_MODES:
            raise SettingError("attachments", f"must be one of {', '.join(ATTACHMENT_MODES)}, got {self.attachments!r}")
        if url_problem(self.base_url):
            raise SettingError("base_url", url_problem(self.base_url))
        if not all(self.channels):
            raise SettingError("channel", f"{self.channel!r}: an empty channel name")

    @property
    def channels(self) -> tuple[str, ...]:
        """The channels asked (`channel` split at its commas): one for IRC logs, one or more of a chat export."""
        return tuple(part.strip() for part in self.channel.split(CHANNEL_SEPARATOR))

    def workers(self) -> int:
        """Local worker processes: `jobs`, else one per CPU core."""
        return self.jobs if self.jobs is not None else (os.cpu_count() or 1)

    def output_dir(self, year: int) -> Path:
        if self.output is not None:
            return Path(self.output)
        return in_current_dir(DEFAULT_OUTPUT_ROOT / f"{year:04d}")

    def example_config(self) -> ExampleConfig:
        return replace(self.examples, seed=self.seed)

    def privacy(self, commands: frozenset[str] = frozenset()) -> PrivacySettings:
        """What the anonymiser replaces (`commands`: names that are words of the channel)."""
        return PrivacySettings(self.anonymize, self.generic_tags, commands)


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
    method: str = METHOD  # the disentangler: the learned model, or the heuristic (`context`: the whole day before)
    names: bool = False   # record every name the day's log knows (for the anonymiser)
    channel: str = ""     # of a run over several channels: the day's channel (`DayInput.channel`)

    @property
    def key(self) -> str:
        return day_key(self.date, self.channel)


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
    names: tuple[str, ...] = ()  # keys of every name the day's log knows (when the task asks)


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
    channel: str = ""    # of a run over several channels: the day's channel (`DayInput.channel`)

    @property
    def key(self) -> str:
        """The day's key in a run's records and its shard's name: the date, or `CHANNEL/DATE`."""
        return day_key(self.date, self.channel)

    @property
    def usable(self) -> bool:
        return self.status in (DAY_DONE, DAY_REUSED)


@dataclass(frozen=True)
class DayPlan:
    """Where each day of the run will come from."""

    dates: DateRange                   # the run's dates
    mode: str                          # MODE_LOGS or MODE_SAMPLE
    days: tuple[DayResult, ...]        # one per date, in date order (status failed: not found locally)
    network: bool                      # days not found locally may be downloaded
    note: str = ""
    label: str = "#ubuntu"             # what the days are, for titles ("discord export general" for a chat source)
    channels: tuple[str, ...] = ()     # the channels read, when the source names them (a chat export)
    channel_keys: tuple[str, ...] = ()  # their keys (`DayRecord.channel`), with several channels
    platform: str = ""                 # the chat platform of the days ("" for IRC logs)

    @property
    def year(self) -> int:
        return self.dates.year

    @property
    def in_range(self) -> int:
        """Days in the requested range (of each channel, when it reads several)."""
        return len(self.dates) * max(len(self.channel_keys), 1)


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
    logs_file: str = ""                # a `--logs FILE` run: what the file held (the source's `describe`: `LogsFile`)

    @property
    def ok(self) -> bool:
        return not self.problems
