"""The records that move between the steps of an extract run: the `DateRange` of a run, a `DayInput` from a
source, a `DayTask` to a worker and its `DayOutcome` back, a `DayRecord` per day, the `PreparedSource` of the
run (its `SourceInfo`, its `Unit`s of work),
`ModelRef`, `Knowledge`, `PhaseTimings` and the `ExtractReport`; and the names of day statuses, source
modes and drop reasons they carry. All frozen: a step hands its result on and never changes another's.
"""
from __future__ import annotations

import datetime as dt
import functools
import hashlib
import logging
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Protocol

from disentangle.dialogues.bot_commands import BotCommands
from disentangle.dialogues.records import Dialogue
from disentangle.download import DayResult
from disentangle.extract.errors import SettingError
from disentangle.extract.layout import FORMAT_VERSION
from disentangle.knowledge.command_links import ManIndex
from disentangle.knowledge.grounding import KnowledgeSource
from disentangle.logs.formats import AUTO
from disentangle.methods.disentanglers import LEARNED
from disentangle.privacy.titles import PrivateText

logger = logging.getLogger(__name__)


METHOD = LEARNED                    # the disentangler of the datasets
MODE_LOGS = "logs"                  # days from a logs tree, the cache or downloads
MODE_SAMPLE = "sample"              # no network and nothing local: the year's local sample text
DAY_DONE, DAY_REUSED, DAY_FAILED, DAY_MISSING, DAY_UNAVAILABLE = "done", "reused", "failed", "missing", \
    "unavailable"
DAY_STATUSES = (DAY_DONE, DAY_REUSED, DAY_FAILED, DAY_MISSING, DAY_UNAVAILABLE)
FROM_PREVIOUS_DAY = "continues_previous_day"  # drop reason: the conversation began the day before
BELOW_CONFIDENCE = "below_min_confidence"     # drop reason: the dialogue's link confidence is too low
STAGES = ("read", "predict", "conversations", "dialogues")


@dataclass(frozen=True)
class DateRange:
    """A span of dates, first to last (both included): a year's dates asked (`of_year`), or the dates a
    prepared source's units cover."""

    first: dt.date
    last: dt.date

    @classmethod
    def of_year(cls, year: int, first: dt.date | None = None, last: dt.date | None = None) -> "DateRange":
        """Every date of `year` within [first, last]. SettingError when `first` or `last` (the `first_day`,
        `last_day` settings) is not a date of the year (never moved into it silently) or the range is empty."""
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
        return cls(low, high)

    @classmethod
    def of_dates(cls, dates: Iterable[str]) -> "DateRange":
        """The span of ISO dates (at least one)."""
        ordered = sorted(dates)
        return cls(dt.date.fromisoformat(ordered[0]), dt.date.fromisoformat(ordered[-1]))

    @property
    def dates(self) -> tuple[dt.date, ...]:
        return tuple(self.first + dt.timedelta(days=n) for n in range(len(self)))

    def __len__(self) -> int:
        return (self.last - self.first).days + 1

    def holds(self, date: str) -> bool:
        """Is the ISO date `date` one of the range?"""
        return self.first.isoformat() <= date <= self.last.isoformat()


@dataclass(frozen=True)
class DatesAsked:
    """The dates a run is asked for, before its source is read: a year (or none: the source's own dates) and
    the `first_day`..`last_day` settings. A year is only a filter of the source's dates; `range` is the span
    the request names (None when only the source can tell it: no year)."""

    year: int | None = None
    first: dt.date | None = None
    last: dt.date | None = None

    @classmethod
    def of(cls, year: int | None, first: dt.date | None = None, last: dt.date | None = None) -> "DatesAsked":
        """SettingError, as `DateRange.of_year`, for a year whose dates cannot hold `first`..`last`."""
        if year is not None:
            DateRange.of_year(year, first, last)
        return cls(year, first, last)

    @functools.cached_property
    def range(self) -> DateRange | None:
        return DateRange.of_year(self.year, self.first, self.last) if self.year is not None else None

    def holds(self, date: str) -> bool:
        """Is the ISO date `date` asked?"""
        span = self.range
        if span is not None:
            return span.holds(date)
        return (self.first is None or self.first.isoformat() <= date) and \
            (self.last is None or date <= self.last.isoformat())

    def describe(self) -> str:
        """The dates asked, for a message: `2015-01-01..2015-12-31`, `2015-03-01..`, `..`."""
        span = self.range
        if span is not None:
            return f"{span.first}..{span.last}"
        return f"{self.first or ''}..{self.last or ''}"


@dataclass(frozen=True)
class ModelRef:
    """The model of a run: its file (resolved path) and the SHA-256 of its bytes, checked once (`days.check_model`)."""

    path: str
    digest: str
    calibration: str = ""          # the dialogue calibrator's file (`dialogues.calibration`) and its SHA-256
    calibration_digest: str = ""


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


class UnitKeyed:
    """The one key of a unit in a run, for every record that names one (`Unit`, `DayInput`, `DayTask`,
    `DayRecord`): its `name` (the date, for a calendar day), or `CHANNEL/NAME` in a run over several channels
    (`day_key`)."""

    date: str
    channel: str

    @property
    def key(self) -> str:
        return day_key(getattr(self, "name", "") or self.date, self.channel)


def day_key(date: str, channel: str = "") -> str:
    """A day's key in a run: its date, or `CHANNEL/DATE` in a run over several channels (each channel's days
    are disentangled on their own; the key names its shard, `days/CHANNEL/DATE.jsonl.gz`, and its dialogues'
    ids, `learned:CHANNEL/DATE:LINE`)."""
    return f"{channel}/{date}" if channel else date


@dataclass(frozen=True)
class DayInput(UnitKeyed):
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
class DayJob:
    """What every unit's task of a run shares: the disentangler (`method`) and its model, the layout of the
    units' bytes and the channel bot's rule (the prepared source's), the previous-day lines given as context,
    and whether each unit records the names its log knows (for the anonymiser)."""

    model: ModelRef | None              # None for a method without a model (the heuristic)
    log_format: str
    bot_commands: BotCommands
    context_lines: int
    names: bool = False
    method: str = METHOD


@dataclass(frozen=True)
class DayTask(UnitKeyed):
    """One unit as sent to a worker: its bytes, the previous day's tail (or, for the heuristic, the whole
    previous day), and how to process it. Built by name (`days.day_task`); its `fingerprint` says what its
    result depends on."""

    date: str
    source: str          # stable provenance name, e.g. "2015/03/04/#ubuntu.txt"
    data: bytes
    context: bytes = b""  # the previous day's last lines (b"" when none)
    model: str = ""      # model file path (must be readable by the worker)
    model_digest: str = ""
    context_lines: int = 0
    origin: str = ""     # where the log came from (download status), for the statistics
    log_format: str = AUTO
    bot_commands: BotCommands = BotCommands()
    method: str = METHOD  # the disentangler: the learned model, or the heuristic (`context`: the whole day before)
    names: bool = False   # record every name the day's log knows (for the anonymiser)
    channel: str = ""     # of a run over several channels: the day's channel (`DayInput.channel`)
    calibration: str = ""          # the dialogue calibrator's file ("": the shipped one) and its SHA-256
    calibration_digest: str = ""


    @functools.cached_property
    def fingerprint(self) -> str:
        """What the day's result depends on: code format, model, options and the input bytes. Options at
        the values that reproduce earlier shards (log format detected, bot commands kept, no names) add
        nothing."""
        parts = [str(FORMAT_VERSION), self.model_digest, str(self.context_lines), self.source,
                 hashlib.sha256(self.data).hexdigest(), hashlib.sha256(self.context).hexdigest(),
                 f"calibration {self.calibration_digest}"]   # calibrated confidences: never an older shard's
        parts += [self.log_format] if self.log_format != AUTO else []
        bots = self.bot_commands
        parts += [bots.mode, ",".join(bots.bots), str(bots.reply_minutes)] if bots.active else []
        parts += ["names"] if self.names else []
        return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()


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
    # the learned method's multi-party conversations as the bytes of their shard (`store.conversation_shard`),
    # encoded by the worker: bytes cross to the parent for nothing, a unit's records cost a pickling each way
    conversation_shard: bytes | None = None


@dataclass(frozen=True)
class DayRecord(UnitKeyed):
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
    def usable(self) -> bool:
        return self.status in (DAY_DONE, DAY_REUSED)


KIND_IRCLOGS = "irclogs"            # the irclogs archive of a year (cache, downloads, the offline sample)
KIND_LOGS_TREE = "logs-tree"        # a local YYYY/MM/DD/#channel.txt tree
KIND_LOGS_FILE = "logs-file"        # one long log file, split into days
KIND_CHAT = "chat-export"           # a Slack, Discord or Telegram export


@dataclass(frozen=True)
class SourceInfo:
    """What a run reads, decided once when its source is prepared: the kind of source, what its units are
    (`label`, the channels and their keys), the layout of their bytes and the channel bot's rule for them,
    whether the #ubuntu-only steps apply (`not_ubuntu`: why not, "" when they do: the channel bot's factoid
    commands, man-page grounding of DSTC7 subtask 5), and how to rerun it. The job, compare, the report and
    README, the dataset card and the dataset read these facts here and nowhere else."""

    kind: str                           # one of KIND_*
    label: str                          # what the units are, for titles: "#ubuntu", "discord export general"
    channels: tuple[str, ...]           # the channels read, as the source names them
    channel_keys: tuple[str, ...] = ()  # their keys (`DayRecord.channel`) when the run reads several
    platform: str = ""                  # the chat platform ("" for IRC logs)
    log_format: str = AUTO              # the layout of the units' bytes (`logs.chat_days.CHAT_DAY` for a chat export)
    bot_commands: BotCommands = BotCommands()  # the rule for the channel bot's commands in these units
    not_ubuntu: str = ""                # why the #ubuntu-only steps do not apply ("" when they do)
    rerun: str = ""                     # the `disentangle extract` arguments of such a run (README, card)
    source_names: str = ""              # what a dialogue's `source` names (README)
    private: tuple[PrivateText, ...] = ()  # texts no released file may hold (a private chat's title, the export's path)

    @property
    def ubuntu(self) -> bool:
        """Are these #ubuntu's days, so that the #ubuntu-only steps apply?"""
        return not self.not_ubuntu

    @property
    def channel(self) -> str | list[str]:
        """The channel read (stats.json `dataset.logs.channel`), a list when the run reads several."""
        return self.channels[0] if len(self.channels) == 1 else list(self.channels)


@dataclass(frozen=True)
class Unit(UnitKeyed):
    """One unit of work of a run, as planned: today the day `date` of one channel (its key `channel` in a run
    over several), located at `located` (a path, or the reason there is none yet: to download, missing).
    A unit that is not a calendar day (a stretch of chat between quiet gaps) carries its own `name`, which
    then names its shard and its dialogues' ids in place of the date."""

    date: str                           # YYYY-MM-DD: the date the unit's dialogues carry
    located: DayResult
    channel: str = ""
    name: str = ""                      # "" for a calendar day


class UnitReader(Protocol):
    """How a prepared source reads its units and what it adds to stats.json and the terminal report."""

    def read(self, units: Sequence[Unit]) -> Iterator[DayInput | DayRecord]: ...

    def run_section(self, records: Mapping[str, DayRecord]) -> dict: ...

    def describe(self, records: Mapping[str, DayRecord]) -> str: ...


@dataclass(frozen=True)
class PreparedSource:
    """A source once prepared (`DaySource.prepare`): everything a run needs to know of it, immutable. Its
    facts (`info`), the span of its units' dates (`dates`; `year`: the year asked, only a filter, None when
    the dates are the source's own), its units of work in order (each channel's in date order), where they
    come from (`mode`: logs, or a SAMPLE standing in for them with a `note`; `network`: units not found
    locally may be downloaded), the default output folder's name, and the reader of its units."""

    info: SourceInfo
    dates: DateRange
    year: int | None
    units: tuple[Unit, ...]
    mode: str                           # MODE_LOGS or MODE_SAMPLE
    network: bool
    note: str
    output_name: str
    reader: UnitReader = field(compare=False, repr=False)

    @property
    def period(self) -> str:
        """What the dataset's titles say it covers (README, card, plot): the year asked, else the span of its
        units' dates (`2017-06-25 to 2018-01-20`; one date alone)."""
        if self.year is not None:
            return f"{self.year:04d}"
        first, last = self.dates.first.isoformat(), self.dates.last.isoformat()
        return first if first == last else f"{first} to {last}"

    @property
    def title_year(self) -> int:
        """The year that names the dataset (README, card, stats.json `dataset.year`): the year asked, else that
        of the first date."""
        return self.year if self.year is not None else self.dates.first.year

    @property
    def in_range(self) -> int:
        """Days in the run's dates (of each channel, when it reads several)."""
        return len(self.dates) * max(len(self.info.channel_keys), 1)

    def read(self, units: Sequence[Unit] | None = None) -> Iterator[DayInput | DayRecord]:
        """Each unit (default: all) as its bytes or as the record of why it has none, in order."""
        return self.reader.read(self.units if units is None else units)

    def run_section(self, records: Mapping[str, DayRecord]) -> dict:
        return self.reader.run_section(records)

    def describe(self, records: Mapping[str, DayRecord]) -> str:
        return self.reader.describe(records)


@dataclass(frozen=True)
class ExtractReport:
    """What `extract` did; `problems` lists what the validators found (empty: the dataset is valid)."""

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
