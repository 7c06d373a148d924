"""A year of #ubuntu into a dataset: days in parallel (process pool or Dask), resumable, self-describing.

`extract_year(year, options)` is the product's main job and the only place that knows directories and
processes. In the main process it locates every day of the year (a local logs tree, the download cache, a
polite download; with no network and nothing local, the real #ubuntu text of that year that exists
locally, announced as a sample), and sends each day to a worker: the local process itself (`jobs=1`), a
process pool, or a Dask distributed cluster (`scheduler=ADDRESS`). A worker is a pure function of the
day's bytes (`process_day`): it disentangles the day with the model (the last lines of the previous day,
when it is a whole day, are prepended as context and only the day's own lines are predicted), builds
conversations and applies the DSTC7 dialogue filters. The main process writes each finished day as a
gzipped JSON-lines shard under `days/` (atomically, with a fingerprint of model, options and input bytes),
so a re-run skips finished days and an interrupted run resumes; a corrupt or truncated day is reported and
skipped. When all days are done it writes the dialogues per split, the examples of `examples.py` (DSTC7
subtasks 1, 2, 4, 5 with man-page knowledge, UDC v2, conversational-datasets), a manifest, `stats.json`,
a plot and a README, and runs every validator. Everything but the `run` field of `stats.json` is
byte-identical across re-runs.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime as dt
import functools
import gzip
import hashlib
import io
import json
import logging
import os
import statistics
import time
import urllib.parse
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from tqdm import tqdm

from .atomic import atomic_write_bytes, remove_stale_temporaries
from .confidence import DEFAULT_MEASURE, DEFAULT_MIN_CONFIDENCE, keep_confident, score_links
from .checks import UsageError, logs_tree
from .conversations import Link, conversations_from_links
from .corpus import PROJECT_ROOT, SHARED_MIRROR, CorpusError, resolve_data_root
from .dialogues import Dialogue, DialogueResult, Turn, dialogue_violations, dialogues_from_conversations
from .empty_files import merge_records
from .download import (DEFAULT_BASE_URL, DEFAULT_CHANNEL, DEFAULT_RETRIES, DEFAULT_TIMEOUT, LOG_CACHE_DIR,
                       POLITE_DELAY_SECONDS, STATUS_CACHED, STATUS_DOWNLOADED, STATUS_FAILED, STATUS_MISSING,
                       DayResult, DownloadError, NetworkUnavailable, check_network, day_relpath, fetch_day,
                       find_day_log, local_year_sample, read_missing, server_of)
from .examples import Example, ExampleConfig
from .exporters import ExportJob, ExportReport, exporters
from .splits import SPLITS, assign_split, sorted_dialogues, split_dialogues
from .knowledge import KnowledgeSource, context_knowledge, knowledge_path, knowledge_source
from .logformats import AUTO, LOG_FORMAT_CHOICES, LOG_FORMAT_HELP
from .logs import Log, LogError, check_log, formats_tried, join_logs, read_log_bytes
from .manpages import KNOWLEDGE_PATH, MAN_ROOTS, ManIndex, ManPageError, build_knowledge, index_pages, \
    load_knowledge
from .model import DEFAULT_MODEL, ModelError, load_model
from .output import write_stdout
from .shards import ShardError, encode_shard, read_shard
from .workers import new_pool, stop_pool
from .quality import attach_confidence

logger = logging.getLogger(__name__)

METHOD = "learned"
FORMAT_VERSION = 2                  # of the day shards and the dataset layout; bump to invalidate shards
DEFAULT_OUTPUT_ROOT = PROJECT_ROOT / "data" / "extracted"
SHARED_IRCLOGS = SHARED_MIRROR.parent / "irclogs"
CONTEXT_LINES = 100                 # previous-day lines prepended at midnight (the model looks back 100)
IN_FLIGHT_PER_WORKER = 2            # days submitted ahead per worker, to keep workers busy
MAX_POOL_RESTARTS = 3               # a process pool whose worker died is restarted at most this often
MAX_HOST_FAILURES = 2               # days in a row the server failed (retries spent): stop downloading
DASK_CONNECT_SECONDS = 30
WORKER_CACHE_MODELS = 2             # models (with a tokenizer) kept per worker process
SUMMARY_PROBLEMS = 10               # validation problems printed by the CLI
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


class PipelineError(Exception):
    """A year cannot be extracted as asked (bad options, no logs at all, unreachable scheduler)."""


# ---------------------------------------------------------------------------------------------------
# Options and records


@dataclass(frozen=True)
class ExtractOptions:
    """Everything `extract_year` can be told; the defaults are those of `make extract`."""

    output: Path | None = None               # default: data/extracted/YEAR
    logs: Path | None = None                 # a local YYYY/MM/DD/#ubuntu.txt tree, looked at first
    cache: Path = LOG_CACHE_DIR              # the download cache (same layout)
    model: Path | None = None                # default: the shipped model
    jobs: int | None = None                  # local worker processes (default: CPU cores)
    scheduler: str | None = None             # a Dask scheduler address: run the days there instead
    seed: int = 0                            # seed of the examples (overrides `examples.seed`)
    download: bool = True
    force: bool = False                      # re-process days that have a valid shard, re-download cached days
    timeout: float = DEFAULT_TIMEOUT         # seconds for a download's connection and each read
    retries: int = DEFAULT_RETRIES           # further attempts of a failed download
    base_url: str = DEFAULT_BASE_URL
    channel: str = DEFAULT_CHANNEL
    first_day: dt.date | None = None         # restrict the year to [first_day, last_day]
    last_day: dt.date | None = None
    context_lines: int = CONTEXT_LINES
    corpus: Path | None = None               # annotated corpus root for the offline sample (default: found)
    irclogs: Path | None = SHARED_IRCLOGS    # whole local days for the offline sample
    knowledge: Path = KNOWLEDGE_PATH         # the man-page knowledge file (built when absent)
    man_roots: tuple[Path, ...] = MAN_ROOTS
    examples: ExampleConfig = ExampleConfig()
    progress: bool | None = None             # None: progress bars only on a terminal
    log_format: str = AUTO                   # of the day files: a registered format name, or detected
    min_confidence: float = DEFAULT_MIN_CONFIDENCE  # keep dialogues whose link confidence is at least this

    def output_dir(self, year: int) -> Path:
        return Path(self.output) if self.output is not None else DEFAULT_OUTPUT_ROOT / f"{year:04d}"

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


@dataclass(frozen=True)
class DayOutcome:
    """What a worker returns: the day's dialogues and counts, or why it failed."""

    date: str
    ok: bool
    stats: DayStats | None = None
    dialogues: tuple[Dialogue, ...] = ()
    error: str = ""
    seconds: float = 0.0


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

    @property
    def ok(self) -> bool:
        return not self.problems


# ---------------------------------------------------------------------------------------------------
# Dialogue records as JSON, and atomic, reproducible files


def dialogue_to_json(dialogue: Dialogue) -> dict:
    """A `Dialogue` as a JSON object (every field, turns with text, originals, lines and minutes)."""
    return {"id": dialogue.id, "date": dialogue.date, "source": dialogue.source, "method": dialogue.method,
            "nicks": list(dialogue.nicks), "confidence": dialogue.confidence,
            "turns": [{"speaker": t.speaker, "utterances": list(t.utterances), "originals": list(t.originals),
                       "lines": list(t.lines), "minutes": list(t.minutes)} for t in dialogue.turns]}


def dialogue_from_json(data: Mapping) -> Dialogue:
    """The inverse of `dialogue_to_json`; raises ValueError on a malformed object."""
    try:
        turns = tuple(Turn(str(t["speaker"]), tuple(map(str, t["utterances"])),
                           tuple(map(str, t["originals"])), tuple(map(int, t["lines"])),
                           tuple(map(int, t["minutes"]))) for t in data["turns"])
        nicks = tuple(map(str, data["nicks"]))
        if len(nicks) != 2:
            raise ValueError(f"nicks must be two, got {nicks}")
        confidence = data.get("confidence")
        return Dialogue(str(data["id"]), str(data["date"]), str(data["source"]), str(data["method"]),
                        (nicks[0], nicks[1]), turns, None if confidence is None else float(confidence))
    except (KeyError, TypeError) as error:
        raise ValueError(f"not a dialogue record: {error!r}") from error


def _json_line(data: object) -> bytes:
    return (json.dumps(data, ensure_ascii=False) + "\n").encode("utf-8")


def gzip_bytes(lines: Iterable[bytes]) -> bytes:
    """Gzip with no file name and a zero time stamp, so equal content gives equal bytes."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, mtime=0) as handle:
        for line in lines:
            handle.write(line)
    return buffer.getvalue()


def write_json(path: Path, data: object) -> None:
    atomic_write_bytes(path, (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8"))


def read_dialogues(path: str | os.PathLike) -> list[Dialogue]:
    """The dialogues of a gzipped JSON-lines file (a day shard or a `dialogues/SPLIT.jsonl.gz` file)."""
    found = []
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            if record.get("kind", "dialogue") == "dialogue":
                found.append(dialogue_from_json(record))
    return found


# ---------------------------------------------------------------------------------------------------
# Day shards: the resumable state of a run


def shard_path(out: Path, date: str) -> Path:
    return out / DAYS_DIR / f"{date}{SHARD_SUFFIX}"


def write_shard(out: Path, task: DayTask, outcome: DayOutcome) -> None:
    """A finished day: a header line (date, source, fingerprint, counts), one line per dialogue, and a
    trailer with their count and checksum (`disentangle.shards`)."""
    header = {"kind": "day", "format": FORMAT_VERSION, "date": task.date, "source": task.source,
              "fingerprint": task.fingerprint, "stats": outcome.stats.as_dict() if outcome.stats else {}}
    records = [{"kind": "dialogue", **dialogue_to_json(d)} for d in outcome.dialogues]
    atomic_write_bytes(shard_path(out, task.date), encode_shard(header, records))


def shard_header(path: Path) -> dict | None:
    """The header of a day shard that reads back whole, or None (absent, truncated, damaged: the day is
    processed again from its log)."""
    try:
        header, _ = read_shard(path)
    except FileNotFoundError:
        return None
    except (OSError, ShardError) as error:
        logger.warning("%s: day shard does not read back whole, the day is rebuilt from its log: %s",
                       path, error)
        return None
    return header if header.get("kind") == "day" else None


def shard_dialogues(path: Path) -> list[Dialogue]:
    """The dialogues of a day shard; ShardError or OSError when it does not read back whole."""
    _, records = read_shard(path)
    return [dialogue_from_json(r) for r in records if r.get("kind") == "dialogue"]


def fingerprint(model_digest: str, context_lines: int, source: str, data: bytes, context: bytes,
                log_format: str = AUTO) -> str:
    """What a day's result depends on: code format, model, options and the input bytes."""
    parts = [str(FORMAT_VERSION), model_digest, str(context_lines), source,
             hashlib.sha256(data).hexdigest(), hashlib.sha256(context).hexdigest()]
    parts += [log_format] if log_format != AUTO else []
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()


# ---------------------------------------------------------------------------------------------------
# Locating the days of a year


def year_dates(year: int, first: dt.date | None = None, last: dt.date | None = None) -> list[dt.date]:
    """Every date of `year` within [first, last]; PipelineError when the range is outside the year."""
    try:
        start, end = dt.date(year, 1, 1), dt.date(year, 12, 31)
    except (ValueError, OverflowError, TypeError):
        raise PipelineError(f"not a year: {year!r}") from None
    low, high = max(start, first or start), min(end, last or end)
    if low > high:
        raise PipelineError(f"no date of {year} between {first or start} and {last or end}")
    return [low + dt.timedelta(days=n) for n in range((high - low).days + 1)]


def is_whole_day(result: DayResult, channel: str = DEFAULT_CHANNEL) -> bool:
    """A whole channel-day file (irclogs layout), not an excerpt such as an annotated corpus sample."""
    return result.path is not None and result.path.name == f"{channel}.txt"


def source_name(result: DayResult, channel: str = DEFAULT_CHANNEL) -> str:
    """A name for provenance that does not depend on where the files are: `YYYY/MM/DD/#ubuntu.txt` for
    whole days, `SPLIT/FILE` (e.g. `train/2015-01-20.train-b.raw.txt`) for corpus excerpts."""
    if result.path is None:
        return ""
    if is_whole_day(result, channel):
        return day_relpath(result.date, channel).as_posix()
    return f"{result.path.parent.name}/{result.path.name}"


def _corpus_root(options: ExtractOptions) -> Path | None:
    try:
        return resolve_data_root(options.corpus, download=False)
    except CorpusError as error:
        logger.info("no annotated corpus for the offline sample: %s", error)
        return None


def _network(options: ExtractOptions, needed: bool) -> tuple[bool, str]:
    """(may days be downloaded, why not). The reason is short and stable: it goes into the metadata."""
    if not options.download:
        return False, "downloads are off (--no-download)"
    if not needed:
        return False, "every day is available locally"
    scheme = urllib.parse.urlsplit(options.base_url).scheme
    if scheme not in ("http", "https"):
        raise PipelineError(f"--base-url must be an http or https URL, got {options.base_url!r}")
    try:
        check_network(options.base_url)
    except NetworkUnavailable as error:
        logger.warning("no network: %s", error)
        return False, f"no network ({urllib.parse.urlsplit(options.base_url).hostname} cannot be reached)"
    return True, ""


def plan_days(year: int, options: ExtractOptions) -> DayPlan:
    """Locate every day locally (logs tree, cache); decide whether to download or fall back to the sample.

    The sample (real #ubuntu text of the year found locally: whole days of the shared irclogs tree and
    annotated corpus excerpts) is used only when no day of the range is available locally and nothing can
    be downloaded.
    """
    dates = year_dates(year, options.first_day, options.last_day)
    located = tuple(find_day_log(d, options.logs, options.cache, download=False, channel=options.channel)
                    for d in dates)
    missing = read_missing(options.cache, options.base_url)
    refetch = options.force and any(r.status == STATUS_CACHED for r in located)
    needed = refetch or any(not r.ok and f"{r.date}/{options.channel}" not in missing for r in located)
    network, why = _network(options, needed)
    if any(r.ok for r in located) or network:
        return DayPlan(year, MODE_LOGS, located, network, len(dates), why if needed else "")
    sample = [r for r in local_year_sample(year, _corpus_root(options), options.irclogs, options.channel)
              if dates[0].isoformat() <= r.date <= dates[-1].isoformat()]
    if not sample:
        where = f"{options.logs} or " if options.logs else ""
        raise PipelineError(f"no #ubuntu log of {dates[0]}..{dates[-1]} in {where}{options.cache}, "
                            f"{why}, and no local sample text of {year}")
    whole = sum(is_whole_day(r, options.channel) for r in sample)
    note = (f"{why}: used the real #ubuntu text of {year} available locally instead, {len(sample)} days "
            f"({whole} whole days, {len(sample) - whole} excerpts of a day from the annotated corpus); "
            "this is a SAMPLE, not the whole year")
    logger.warning("extract %d: %s", year, note)
    return DayPlan(year, MODE_SAMPLE, tuple(sample), False, len(dates), note)


class _Fetcher:
    """Downloads days one at a time, politely, while the network lasts and the server answers.

    After `MAX_HOST_FAILURES` days in a row that failed with every retry spent, the server is not asked
    again in this run (the remaining days are reported unavailable, with the reason). With `force`,
    cached days are downloaded again; if that fails the cached copy is used, with a warning.
    """

    def __init__(self, plan: DayPlan, options: ExtractOptions) -> None:
        self.options = options
        self.network = plan.network
        self.missing = read_missing(options.cache, options.base_url)
        self.asked_at: float | None = None
        self.failures = 0                      # days in a row the server failed
        self.stopped = ""                      # why downloads stopped, once they did
        self.checked = plan.network            # whether the network was looked for

    def obtain(self, located: DayResult) -> DayResult | DayRecord:
        """The day's log as located or downloaded now; else a record saying why there is none
        (missing on the server, unavailable without network, failed download)."""
        refetch = self.options.force and located.status == STATUS_CACHED
        if located.ok and not (refetch and self.network and not self.stopped):
            return located
        if not self.options.force and f"{located.date}/{self.options.channel}" in self.missing:
            return DayRecord(located.date, DAY_MISSING, "recorded missing in the download cache")
        if self.stopped:
            return DayRecord(located.date, DAY_UNAVAILABLE, f"not available locally; {self.stopped}")
        if not self.network:
            return DayRecord(located.date, DAY_UNAVAILABLE, "not available locally; no download")
        result = self._fetch(located.date)
        if isinstance(result, DayRecord) and located.ok:
            logger.warning("%s: downloading again failed (%s); using the cached copy", located.date,
                           result.detail)
            return located
        return result

    def again(self, cached: DayResult, problem: str) -> DayResult | DayRecord | None:
        """A cached day that does not read back as a log: downloaded again (None: cannot download now)."""
        if not self.network and self.options.download and not self.checked:
            self.checked = True  # the plan needed no download; now one is: is there a network?
            self.network = _network(self.options, True)[0]
        if not self.network or self.stopped:
            return None
        logger.warning("%s: cached log %s: %s; downloading it again", cached.date, cached.path, problem)
        return self._fetch(cached.date)

    def _fetch(self, date: str) -> DayResult | DayRecord:
        if self.asked_at is not None:
            time.sleep(max(0.0, POLITE_DELAY_SECONDS - (time.monotonic() - self.asked_at)))
        options = self.options
        try:
            result = fetch_day(date, options.cache, options.base_url, options.channel, options.timeout,
                               options.retries, force=True)
        except NetworkUnavailable as error:
            logger.warning("network lost at %s: no further downloads (%s)", date, error)
            self.network = False
            return DayRecord(date, DAY_UNAVAILABLE, "not available locally; network lost")
        except (DownloadError, OSError) as error:  # e.g. the cache is not writable: this day only
            return DayRecord(date, DAY_FAILED, f"download failed: {error}")
        finally:
            self.asked_at = time.monotonic()
        self._count(result)
        if result.ok:
            return result
        status = DAY_MISSING if result.status == STATUS_MISSING else DAY_FAILED
        return DayRecord(date, status, result.detail)

    def _count(self, result: DayResult) -> None:
        """Stop asking a server that failed `MAX_HOST_FAILURES` days in a row."""
        self.failures = self.failures + 1 if result.status == STATUS_FAILED else 0
        if self.failures >= MAX_HOST_FAILURES:
            self.stopped = (f"downloads stopped: {server_of(self.options.base_url)} failed {self.failures} "
                            f"days in a row (last: {result.detail})")
            logger.warning("%s", self.stopped)


# ---------------------------------------------------------------------------------------------------
# One day (worker side): bytes in, dialogues and counts out


@functools.lru_cache(maxsize=WORKER_CACHE_MODELS)
def worker_tools(model_path: str, model_digest: str):
    """The model and the chat tokenizer of this process, loaded once per process and model file.

    This per-process cache is the module's only state: each pool or Dask worker builds the (slow)
    tokenizer and loads the model at its first day and keeps them; `model_digest` makes a changed model
    file load again.
    """
    from .tokens import ChatTokenizer
    logger.debug("worker %d: loading %s (%s)", os.getpid(), model_path, model_digest[:12])
    return load_model(model_path), ChatTokenizer()


def check_day_log(log: Log, log_format: str = AUTO) -> None:
    """Refuse, by the rule of every command (`logs.check_log`), a file that is mostly not IRC lines. A
    last line without a line end is read and counted (`missing_final_newline`): downloads are verified
    whole before they become day files."""
    check_log(log, formats_tried(log_format))


def context_tail(data: bytes, lines: int) -> bytes:
    """The last `lines` lines of a log's bytes, each ending in a line end (b"" if `lines` is 0)."""
    if lines <= 0 or not data:
        return b""
    tail = data.splitlines(keepends=True)[-lines:]
    if not tail[-1].endswith((b"\n", b"\r")):
        tail[-1] += b"\n"  # a last line without its line end must not run into the next day's first
    return b"".join(tail)


def model_log(day: Log, context: bytes, name: str, log_format: str = AUTO) -> tuple[Log, int]:
    """The log the model reads: the previous day's tail (unless it is no IRC text), then the day; and
    where the day starts."""
    yesterday = day.date - dt.timedelta(days=1) if day.date is not None else None
    previous = read_log_bytes(context, name, log_format, yesterday, day.channel) if context else None
    try:
        if previous is not None:
            check_day_log(previous, log_format)
    except (PipelineError, LogError) as error:
        logger.info("%s: previous day not used as context: %s", name, error)
        previous = None
    if previous is None:
        return replace(day, name=name), 0
    return join_logs(previous, day, name), len(previous)


def day_links(links: Iterable[Link], offset: int, source: str) -> tuple[list[Link], set[int]]:
    """Links renumbered to the day's own lines, and the lines whose parent lies in the previous day
    (those become self-links here)."""
    shifted, crossing = [], set()
    for link in links:
        message = link.message - offset
        if link.parent < offset:
            crossing.add(message)
        shifted.append(Link(source, message, link.parent - offset if link.parent >= offset else message))
    return shifted, crossing


def extract_day(task: DayTask, model, tokenizer,
                progress: bool | None = False) -> tuple[DialogueResult, DayStats]:
    """Disentangle one day and keep its dialogues.

    Conversations that continue one of the previous day (a message links into the context) are fragments
    without their beginning: they are dropped and counted as `continues_previous_day`.
    """
    with tqdm(total=len(STAGES), desc=task.date, unit="stage", leave=False,
              disable=None if progress is None else not progress) as bar:
        log = read_log_bytes(task.data, task.source, task.log_format, dt.date.fromisoformat(task.date))
        check_day_log(log, task.log_format)
        combined, offset = model_log(log, task.context, f"{task.date}_{DEFAULT_CHANNEL}.txt", task.log_format)
        bar.update()
        scored = score_links(model, combined, offset, tokenizer=tokenizer)
        bar.update()
        shifted, crossing = day_links(scored.links, offset, task.source)
        conversations = conversations_from_links(shifted)
        kept = [c for c in conversations if crossing.isdisjoint(c.messages)]
        bar.update()
        result = dialogues_from_conversations(log, kept, task.date, METHOD)
        result = replace(result, dialogues=tuple(attach_confidence(result.dialogues, kept, scored,
                                                                   DEFAULT_MEASURE, offset)))
        bar.update()
    dropped = ((FROM_PREVIOUS_DAY, len(conversations) - len(kept)), *result.dropped)
    stats = DayStats(len(log), sum(not m.is_system for m in log.messages), len(conversations),
                     len(result.dialogues), offset, dropped, tuple(sorted(log.stats.problems().items())))
    return result, stats


def process_day(task: DayTask, progress: bool | None = False) -> DayOutcome:
    """A worker's job: never raises for a bad day, returns the failure instead."""
    started = time.perf_counter()
    try:
        model, tokenizer = worker_tools(task.model, task.model_digest)
        result, stats = extract_day(task, model, tokenizer, progress)
    except (LogError, ModelError, PipelineError) as error:
        return DayOutcome(task.date, False, error=str(error), seconds=time.perf_counter() - started)
    except Exception as error:  # noqa: BLE001 -- a bug on one odd day must not stop a year
        logger.exception("%s: processing failed", task.date)
        return DayOutcome(task.date, False, error=f"{type(error).__name__}: {error}",
                          seconds=time.perf_counter() - started)
    return DayOutcome(task.date, True, stats, result.dialogues, seconds=time.perf_counter() - started)


# ---------------------------------------------------------------------------------------------------
# Where days run: this process, a local process pool, or a Dask cluster


class InlineRunner:
    """Runs each day at once in this process (jobs=1); shows a per-day progress bar."""

    def __init__(self, progress: bool | None) -> None:
        self.progress = progress
        self.capacity = 1

    def submit(self, task: DayTask) -> cf.Future:
        future: cf.Future = cf.Future()
        future.set_result(process_day(task, self.progress))
        return future

    def wait(self, futures: Iterable) -> list:
        return list(futures)

    def close(self) -> None:
        pass

    def abort(self) -> None:
        pass


class PoolRunner:
    """A local process pool; a pool whose worker died is replaced (its days are reported failed)."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.capacity = jobs * IN_FLIGHT_PER_WORKER
        self.restarts = 0
        self.executor = self._pool()

    def _pool(self) -> cf.ProcessPoolExecutor:
        return new_pool(self.jobs)  # workers die with this process, even on kill -9

    def submit(self, task: DayTask) -> cf.Future:
        try:
            return self.executor.submit(process_day, task)
        except cf.BrokenExecutor:
            if self.restarts >= MAX_POOL_RESTARTS:
                raise PipelineError(f"worker processes keep dying ({self.restarts} restarts); "
                                    "out of memory? try fewer --jobs") from None
            self.restarts += 1
            logger.warning("a worker process died; starting a new pool (%d/%d)", self.restarts,
                           MAX_POOL_RESTARTS)
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = self._pool()
            return self.executor.submit(process_day, task)

    def wait(self, futures: Iterable) -> set:
        return cf.wait(list(futures), return_when=cf.FIRST_COMPLETED).done

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)

    def abort(self) -> None:
        stop_pool(self.executor)


class DaskRunner:
    """Days as tasks on a Dask distributed cluster; workers need this package and the model file."""

    def __init__(self, address: str) -> None:
        try:
            from distributed import Client
        except ImportError:
            raise PipelineError("--scheduler needs Dask: pip install 'irc-disentangle[dask]'") from None
        try:
            self.client = Client(address, timeout=DASK_CONNECT_SECONDS)
        except (OSError, TimeoutError, ValueError) as error:
            raise PipelineError(f"cannot reach the Dask scheduler at {address}: {error}") from None
        threads = sum(self.client.nthreads().values()) or 1
        self.capacity = threads * IN_FLIGHT_PER_WORKER

    def submit(self, task: DayTask):
        return self.client.submit(process_day, task, pure=False)

    def wait(self, futures: Iterable) -> set:
        from distributed import wait
        return wait(list(futures), return_when="FIRST_COMPLETED").done

    def close(self) -> None:
        self.client.close()

    def abort(self) -> None:
        self.client.close()


def make_runner(options: ExtractOptions, days: int):
    """The runner for this run: Dask when a scheduler is given, else a pool, or inline for one job/day."""
    if options.scheduler:
        return DaskRunner(options.scheduler)
    jobs = options.jobs if options.jobs is not None else (os.cpu_count() or 1)
    if jobs < 1:
        raise PipelineError(f"--jobs must be at least 1, got {jobs}")
    if min(jobs, days) <= 1:
        return InlineRunner(options.progress)
    return PoolRunner(min(jobs, days))


def run_tasks(items: Iterable[DayTask | DayRecord], runner) -> Iterator[tuple[DayTask | DayRecord,
                                                                          DayOutcome | None]]:
    """Submit tasks as they come (keeping `runner.capacity` in flight); yield (task, outcome) as days
    finish, and (record, None) at once for days that need no work."""
    pending: dict = {}
    items = iter(items)
    exhausted = False
    while True:
        while not exhausted and len(pending) < runner.capacity:
            item = next(items, None)
            if item is None:
                exhausted = True
            elif isinstance(item, DayRecord):
                yield item, None
            else:
                pending[runner.submit(item)] = item
        if not pending:
            return
        for future in runner.wait(pending):
            task = pending.pop(future)
            yield task, _outcome(future, task)


def _outcome(future, task: DayTask) -> DayOutcome:
    try:
        return future.result()
    except Exception as error:  # noqa: BLE001 -- a dead worker or lost task: the day failed, not the year
        return DayOutcome(task.date, False, error=f"worker failed: {type(error).__name__}: {error}")


# ---------------------------------------------------------------------------------------------------
# The days of a run


def file_digest(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def day_items(plan: DayPlan, out: Path, model: tuple[str, str], options: ExtractOptions
              ) -> Iterator[DayTask | DayRecord]:
    """Each day as a task to run, or as a record when it needs no work (reused, missing, unavailable)."""
    fetcher = _Fetcher(plan, options)
    previous: tuple[str, bytes] | None = None
    for located in plan.days:
        obtained = fetcher.obtain(located)
        read = obtained if isinstance(obtained, DayRecord) else _read_day(obtained, fetcher)
        if isinstance(read, DayRecord):
            yield read
            previous = None
            continue
        result, data = read
        yield _day_item(result, data, previous, out, model, options)
        previous = (result.date, data) if is_whole_day(result, options.channel) else None


def cached_day_problem(data: bytes) -> str:
    """Why a cached download does not look like a whole day ("" when it does): empty, its last line
    without a line end (the server's days all end with one: a body cut short), or no IRC log."""
    if not data.strip():
        return "empty"
    log = read_log_bytes(data, "cached")
    if log.stats.missing_final_newline:
        return "its last line has no line end (cut short?)"
    try:
        check_day_log(log)
    except PipelineError as error:
        return str(error)
    return ""


def _read_day(result: DayResult, fetcher: _Fetcher) -> tuple[DayResult, bytes] | DayRecord:
    """The day's bytes. A cached download that cannot be read or does not look whole is downloaded again
    once (and then used as the server sends it); a local file that cannot be read fails its day."""
    source = source_name(result, fetcher.options.channel)
    try:
        data = result.path.read_bytes()
        problem = cached_day_problem(data) if result.status == STATUS_CACHED else ""
    except OSError as error:
        data, problem = b"", f"cannot read {source}: {error.strerror or error}"
    if not problem:
        return result, data
    fresh = fetcher.again(result, problem) if result.status == STATUS_CACHED else None
    if isinstance(fresh, DayResult) and fresh.ok:
        try:
            return fresh, fresh.path.read_bytes()
        except OSError as error:
            problem = f"cannot read {source}: {error.strerror or error}"
    if data:  # readable, only odd: process it as it is (the worker says whether it is a log)
        return result, data
    detail = fresh.detail if isinstance(fresh, DayRecord) else problem
    return DayRecord(result.date, DAY_FAILED, detail, _origin(result), source)


def _origin(result: DayResult) -> str:
    """Where a log came from, as recorded: a download counts as the cache (a re-run finds it there)."""
    return STATUS_CACHED if result.status == STATUS_DOWNLOADED else result.status


def _day_item(result: DayResult, data: bytes, previous: tuple[str, bytes] | None, out: Path,
              model: tuple[str, str], options: ExtractOptions) -> DayTask | DayRecord:
    yesterday = (dt.date.fromisoformat(result.date) - dt.timedelta(days=1)).isoformat()
    whole = is_whole_day(result, options.channel)
    context = context_tail(previous[1], options.context_lines) if whole and previous and \
        previous[0] == yesterday else b""
    source = source_name(result, options.channel)
    origin = _origin(result)
    task = DayTask(result.date, source, data, context, model[0], model[1], options.context_lines,
                   fingerprint(model[1], options.context_lines, source, data, context, options.log_format),
                   origin, options.log_format)
    header = None if options.force else shard_header(shard_path(out, result.date))
    if header is not None and header.get("fingerprint") == task.fingerprint:
        try:
            return DayRecord(result.date, DAY_REUSED, "", origin, source, DayStats.from_dict(header["stats"]))
        except (KeyError, TypeError, ValueError, AttributeError):
            logger.warning("%s: damaged shard header, processing the day again", result.date)
    return task


def run_days(plan: DayPlan, out: Path, model: tuple[str, str],
             options: ExtractOptions) -> dict[str, DayRecord]:
    """Process (or reuse) every day of the plan; write a shard for each finished day. Date -> record."""
    records: dict[str, DayRecord] = {}
    items = day_items(plan, out, model, options)
    runner = make_runner(options, len(plan.days))
    bar = tqdm(total=len(plan.days), desc=f"extract {plan.year}", unit="day",
               disable=None if options.progress is None else not options.progress)
    try:
        for item, outcome in run_tasks(items, runner):
            record = item if outcome is None else _finish(item, outcome, out)
            records[record.date] = record
            if record.status == DAY_FAILED:
                logger.warning("%s: skipped: %s", record.date, record.detail)
            bar.update()
            bar.set_postfix_str(record.date)
    except BaseException:  # Ctrl-C, SIGTERM, an error here: stop the workers now, do not wait for them
        runner.abort()
        raise
    finally:
        bar.close()
    runner.close()
    return records


def _finish(task: DayTask, outcome: DayOutcome, out: Path) -> DayRecord:
    if not outcome.ok:
        return DayRecord(task.date, DAY_FAILED, outcome.error, task.origin, task.source,
                         seconds=outcome.seconds)
    write_shard(out, task, outcome)
    return DayRecord(task.date, DAY_DONE, "", task.origin, task.source, outcome.stats, outcome.seconds)


# ---------------------------------------------------------------------------------------------------
# The dataset: dialogues, examples, knowledge, validation, statistics, README, plot


def collect_dialogues(out: Path, records: dict[str, DayRecord]) -> list[Dialogue]:
    """The dialogues of every usable day, read back from the shards (a damaged shard fails its day)."""
    found: list[Dialogue] = []
    for date in sorted(records):
        record = records[date]
        if not record.usable:
            continue
        try:
            found += shard_dialogues(shard_path(out, date))
        except (OSError, ShardError, ValueError) as error:
            records[date] = replace(record, status=DAY_FAILED, detail=f"damaged day shard: {error}")
            logger.warning("%s: damaged day shard skipped (re-run to redo the day): %s", date, error)
    ordered, skipped = sorted_dialogues(found)
    if skipped:
        logger.warning("dialogues skipped while collecting: %s", dict(skipped))
    return ordered


def load_man_knowledge(options: ExtractOptions) -> tuple[ManIndex, KnowledgeSource]:
    """The man-page index for subtask 5 and what it holds (building the knowledge file when absent)."""
    try:
        build_knowledge(options.knowledge, roots=options.man_roots)
        pages = load_knowledge(options.knowledge)
    except (ManPageError, ValueError) as error:  # ValueError: e.g. bytes that are not UTF-8
        raise PipelineError(f"man-page knowledge: {error} (pass --knowledge FILE or --manpages DIR)") from error
    index = index_pages(pages)
    return index, knowledge_source(options.knowledge, pages, index)


def load_man_index(options: ExtractOptions) -> ManIndex:
    return load_man_knowledge(options)[0]


def knowledge_links(index: ManIndex) -> Callable[[Example], list[str]]:
    """Example -> the pages (`name(section)`) whose commands its context uses (never the answer), ranked."""
    return context_knowledge(index)


def copy_if_changed(source: Path, target: Path) -> None:
    data = source.read_bytes()
    if not target.is_file() or target.read_bytes() != data:
        atomic_write_bytes(target, data)


def write_dialogue_splits(out: Path, groups: Mapping[str, Sequence[Dialogue]]) -> None:
    for split in SPLITS:
        atomic_write_bytes(out / DIALOGUES_DIR / f"{split}{SHARD_SUFFIX}",
                           gzip_bytes(_json_line(dialogue_to_json(d)) for d in groups[split]))


def manifest(groups: Mapping[str, Sequence[Dialogue]], config: ExampleConfig) -> dict:
    return {"format": FORMAT_VERSION,
            "rule": "split = examples.assign_split(dialogue id): SHA-256 of the id, fractions "
                    + ", ".join(f"{name} {fraction:g}" for name, fraction in config.split_fractions),
            "splits": {split: [d.id for d in groups[split]] for split in SPLITS}}


def manifest_problems(groups: Mapping[str, Sequence[Dialogue]], config: ExampleConfig) -> list[str]:
    """Splits disjoint and as hashed."""
    problems, seen = [], {}
    for split in SPLITS:
        for dialogue in groups[split]:
            if dialogue.id in seen:
                problems.append(f"manifest: {dialogue.id} in both {seen[dialogue.id]} and {split}")
            seen[dialogue.id] = split
            if assign_split(dialogue.id, config.split_fractions) != split:
                problems.append(f"manifest: {dialogue.id} hashes to another split than {split}")
    return problems


def dialogue_problems(dialogues: Iterable[Dialogue]) -> list[str]:
    return [f"dialogue {d.id}: {', '.join(v)}" for d in dialogues if (v := dialogue_violations(d))]


def write_examples(out: Path, dialogues: Sequence[Dialogue], config: ExampleConfig,
                   index: ManIndex) -> dict[str, ExportReport]:
    job = ExportJob(dialogues, config, knowledge_links(index))
    return {exporter.name: exporter.write(job, out / exporter.directory) for exporter in exporters()}


def validate(out: Path, dialogues: Sequence[Dialogue], groups: Mapping[str, Sequence[Dialogue]],
             config: ExampleConfig, reports: Mapping[str, ExportReport]) -> dict[str, list[str]]:
    """Every validator's problems, by what it checked; a file may be empty only if its writer said why."""
    job = ExportJob(dialogues, config)
    return {"dialogues": dialogue_problems(dialogues), "manifest": manifest_problems(groups, config),
            **{exporter.name: exporter.validate(job, out / exporter.directory, reports[exporter.name])
               for exporter in exporters()}}


def empty_record(reports: Mapping[str, ExportReport]) -> dict[str, str]:
    """Every output file left empty, as `dir/file` -> why."""
    directories = {exporter.name: exporter.directory for exporter in exporters()}
    return merge_records((directories[name], report.empty) for name, report in reports.items())


def histogram(values: Iterable[int]) -> dict[str, int]:
    """Value -> count, in numeric order (keys as strings, as JSON needs)."""
    counts = Counter(values)
    return {str(value): counts[value] for value in sorted(counts)}


def summary(values: Sequence[int]) -> dict[str, float]:
    if not values:
        return {"count": 0}
    ordered = sorted(values)
    return {"count": len(values), "mean": round(statistics.fmean(values), 3),
            "median": statistics.median(values), "p90": ordered[int(0.9 * (len(ordered) - 1))],
            "max": ordered[-1]}


def distributions(dialogues: Sequence[Dialogue]) -> dict:
    turns = [len(d.turns) for d in dialogues]
    messages = [sum(len(t.utterances) for t in d.turns) for d in dialogues]
    words = [len(u.split()) for d in dialogues for t in d.turns for u in t.utterances]
    return {"turns_per_dialogue": histogram(turns), "messages_per_dialogue": histogram(messages),
            "turns": summary(turns), "messages": summary(messages), "words_per_message": summary(words)}


def day_section(plan: DayPlan, records: Mapping[str, DayRecord]) -> dict:
    by_status = Counter(r.status for r in records.values())
    per_day = {}
    for date in sorted(records):
        r = records[date]
        entry = {"status": DAY_DONE if r.status == DAY_REUSED else r.status, "origin": r.origin,
                 "source": r.source}
        per_day[date] = {**entry, **(r.stats.as_dict() if r.stats else {}), **({"detail": r.detail}
                                                                               if r.detail else {})}
    section = {"in_range": plan.in_range, "read": by_status[DAY_DONE] + by_status[DAY_REUSED],
               "failed": {d: r.detail for d, r in sorted(records.items()) if r.status == DAY_FAILED},
               "missing": sorted(d for d, r in records.items() if r.status == DAY_MISSING),
               "unavailable": sorted(d for d, r in records.items() if r.status == DAY_UNAVAILABLE)}
    if plan.mode == MODE_SAMPLE:
        section["not_in_sample"] = plan.in_range - len(plan.days)
    return {**section, "per_day": per_day}


def totals(records: Mapping[str, DayRecord], kept: int, below_confidence: int = 0) -> dict:
    stats = [r.stats for r in records.values() if r.usable and r.stats is not None]
    dropped: Counter = Counter()
    problems: Counter = Counter()
    for s in stats:
        dropped.update(dict(s.dropped))
        problems.update(dict(s.read_problems))
    dropped[BELOW_CONFIDENCE] += below_confidence
    return {"lines": sum(s.lines for s in stats), "messages": sum(s.messages for s in stats),
            "conversations": sum(s.conversations for s in stats), "dialogues_kept": kept,
            "conversations_dropped": dict(sorted(dropped.items())),
            "read_problems": dict(sorted(problems.items()))}


def split_section(groups: Mapping[str, Sequence[Dialogue]], reports: Mapping[str, ExportReport]) -> dict:
    return {"dialogues": {split: len(groups[split]) for split in SPLITS},
            "examples": {name: {"counts": dict(sorted(r.counts.items())),
                                "skipped": dict(sorted(r.skipped.items()))} for name, r in reports.items()}}


def dataset_section(plan: DayPlan, options: ExtractOptions, model: tuple[str, str], config: ExampleConfig,
                    man_source: KnowledgeSource) -> dict:
    dates = year_dates(plan.year, options.first_day, options.last_day)
    return {"year": plan.year, "method": METHOD, "format": FORMAT_VERSION,
            "logs": {"mode": plan.mode, "sample": plan.mode == MODE_SAMPLE, "note": plan.note,
                     "channel": options.channel},
            "range": [dates[0].isoformat(), dates[-1].isoformat()],
            "model": {"file": Path(model[0]).name, "sha256": model[1]},
            "context_lines": options.context_lines, "seed": config.seed, "examples_config": asdict(config),
            "confidence": {"measure": DEFAULT_MEASURE, "min_confidence": options.min_confidence},
            "manpages": man_source.as_dict()}


def plot_lengths(dialogues: Sequence[Dialogue], title: str) -> bytes:
    """PNG bar charts of turns and messages per dialogue (matplotlib, Agg canvas, no time stamp)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    figure = Figure(figsize=(9, 3.6), dpi=100)
    FigureCanvasAgg(figure)
    found = distributions(dialogues)
    for position, (name, key) in enumerate((("turns", "turns_per_dialogue"),
                                            ("messages", "messages_per_dialogue")), 1):
        axes = figure.add_subplot(1, 2, position)
        counts = found[key]
        axes.bar([int(k) for k in counts], list(counts.values()), width=0.8, color="#3b6ea5")
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
        axes.set_xlabel(f"{name} per dialogue")
        axes.set_ylabel("dialogues")
    figure.suptitle(title)
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()


README_TEMPLATE = """# #ubuntu dialogues of {year}
{warning}
Extracted by `disentangle extract --year {year}` ({method} disentangler, model `{model}`). Days read:
{read} of {in_range}; dialogues: {dialogues} (train {train}, dev {dev}, test {test}).
{empty}
## Files
- `stats.json`: where the logs came from (`dataset.logs`: a `sample` flag and a note when the year was
  not available and the local sample was used), days read, failed (with the reason), missing and
  unavailable, per-day counts, lines, messages, conversations, dialogues kept and conversations dropped
  per filter, turn and length distributions, dialogues and examples per split, every validator's
  findings (`validation`). The `run` field holds timings and which days this run reused; it changes from
  run to run, everything else is byte-identical across re-runs.
- `manifest.json`: the dialogue ids of each split. A dialogue's split is a SHA-256 hash of its id
  (`learned:DATE:FIRST_LINE`), 80/10/10, the same on every machine and run.
- `dialogues/{{train,dev,test}}.jsonl.gz`: one dialogue per line: `id`, `date`, `source` (the log:
  `YYYY/MM/DD/#ubuntu.txt`, or `SPLIT/FILE` for an annotated corpus excerpt), `method`, `nicks` (original
  nicks of participant_1, the asker, and participant_2, the helper), `turns` (speaker; per message the
  normalised text with usernames removed, the original text, the log line and the minute). Text is never
  tokenised here.
- `dstc7/`: DSTC7 Track 1 files `ubuntu_{{train,dev,test}}_subtask_{{1,2,4,5}}.json` (subtask 2 refers to the
  shared pool `ubuntu_subtask_2_candidates.json`; subtask 5 lists man pages as `name(section)`, found
  in `manpages.jsonl`: name, section, names, one-line summary and plain text of each page), and
  `ubuntu_{{split}}_provenance.jsonl` tracing each example-id to its dialogue and log lines. The blind
  test split as DSTC7 published it: `blind/ubuntu_test_subtask_N.json` (no `options-for-correct-answers`)
  and the answers in `ubuntu_responses_subtask_N.tsv` (`example-id<TAB>candidate-id<TAB>utterance`).
  Subtask 5 links man pages from the context only; `stats.json` (`dataset.manpages`) fingerprints them.
- `udc/`: Ubuntu Dialogue Corpus v2 CSV `train.csv`, `valid.csv` (our dev), `test.csv`, with
  `*_provenance.jsonl`.
- `conversational/`: conversational-datasets JSON lines, `{{train,test}}-NNNNN-of-NNNNN.jsonl` (90/10 by the
  same hash: its test set is the DSTC7 test set).
- `{plot}`: turns and messages per dialogue.
- `days/`: the work state of the run, one gzipped JSON-lines file per finished day (a header with the
  day's counts and a fingerprint of model, options and input, then its dialogues). A re-run reuses a day
  whose fingerprint still matches; delete the directory (or pass `--force`) to redo every day.

## How
Each day is disentangled by the learned model (the last {context} lines of the previous day, when it is
a whole day, are given as context and only the day's lines are predicted; conversations that began the
day before are dropped as fragments), conversations are the connected components of the links, and
dialogues are the conversations passing the DSTC7 filters: first message directed at no one, exactly two
participants not counting the bot, no one above 80% of the messages, at least three turns. Each dialogue
records the model's `confidence` that its conversation is exactly right (`disentangle.confidence`, measure
`{measure}`); dialogues below {min_confidence} were left out (`totals.conversations_dropped.{below}` in
`stats.json`; `--min-confidence 0` keeps all).
"""


def readme(plan: DayPlan, stats: Mapping) -> str:
    warning = f"\n**SAMPLE, NOT THE WHOLE YEAR.** {plan.note}.\n" if plan.mode == MODE_SAMPLE else ""
    if plan.mode != MODE_SAMPLE and plan.note:
        warning = f"\nNote: {plan.note}; days not available locally are listed in `stats.json`.\n"
    dialogues = stats["splits"]["dialogues"]
    empty = "\nEvery output file holds examples.\n"
    if stats["empty_files"]:
        empty = (f"\n**{len(stats['empty_files'])} output files are EMPTY** (also in `stats.json`, `empty_files`):\n"
                 + "".join(f"- `{name}`: {why}\n" for name, why in stats["empty_files"].items()))
    return README_TEMPLATE.format(empty=empty, year=plan.year, warning=warning, method=METHOD,
                                  model=stats["dataset"]["model"]["file"], read=stats["days"]["read"],
                                  in_range=stats["days"]["in_range"], dialogues=sum(dialogues.values()),
                                  plot=PLOT_FILE, context=stats["dataset"]["context_lines"],
                                  measure=stats["dataset"]["confidence"]["measure"],
                                  min_confidence=stats["dataset"]["confidence"]["min_confidence"],
                                  below=BELOW_CONFIDENCE, **dialogues)


def write_dataset(out: Path, plan: DayPlan, records: dict[str, DayRecord], options: ExtractOptions,
                  model: tuple[str, str], knowledge: tuple[ManIndex, KnowledgeSource], timings: dict) -> dict:
    """Everything after the days: returns the statistics written to stats.json."""
    index, man_source = knowledge
    config = options.example_config()
    started = time.perf_counter()
    dialogues, below = keep_confident(collect_dialogues(out, records), options.min_confidence)
    groups, _ = split_dialogues(dialogues, config.split_fractions)
    write_dialogue_splits(out, groups)
    write_json(out / MANIFEST_FILE, manifest(groups, config))
    copy_if_changed(Path(options.knowledge), out / DSTC7_DIR / KNOWLEDGE_FILE)
    reports = write_examples(out, dialogues, config, index)
    timings["examples"] = time.perf_counter() - started
    started = time.perf_counter()
    problems = validate(out, dialogues, groups, config, reports)
    timings["validation"] = time.perf_counter() - started
    stats = {"dataset": dataset_section(plan, options, model, config, man_source),
             "days": day_section(plan, records),
             "totals": totals(records, len(dialogues), below), "distributions": distributions(dialogues),
             "splits": split_section(groups, reports), "empty_files": empty_record(reports),
             "validation": {"ok": not any(problems.values()), **problems}}
    sample = " (sample)" if plan.mode == MODE_SAMPLE else ""
    title = f"#ubuntu {plan.year}{sample}: {len(dialogues)} dialogues"
    atomic_write_bytes(out / PLOT_FILE, plot_lengths(dialogues, title))
    atomic_write_bytes(out / README_FILE, readme(plan, stats).encode("utf-8"))
    return stats


# ---------------------------------------------------------------------------------------------------
# The year


def check_model(path: Path | None) -> tuple[str, str]:
    """(model path, SHA-256 of the file), after loading it once here so a bad model fails at once."""
    model_path = Path(path) if path is not None else DEFAULT_MODEL
    load_model(model_path)
    return str(model_path.resolve()), file_digest(model_path)


def check_logs_tree(year: int, options: ExtractOptions) -> None:
    """A given `--logs` must be a directory holding at least one day of the range: never a silent fall
    back to the cache, downloads or the sample because of a typo in the path."""
    if options.logs is None:
        return
    try:
        tree = logs_tree("--logs", options.logs)
    except UsageError as error:
        raise PipelineError(str(error)) from None
    dates = year_dates(year, options.first_day, options.last_day)
    if not any((tree / day_relpath(d, options.channel)).is_file() for d in dates):
        raise PipelineError(f"--logs {tree} holds no day of {dates[0]}..{dates[-1]} "
                            f"(expected YYYY/MM/DD/{options.channel}.txt files)")


def check_download_options(options: ExtractOptions) -> None:
    """`--timeout` above 0 and `--retries` not negative."""
    if not options.timeout > 0:
        raise PipelineError(f"--timeout must be more than 0 seconds, got {options.timeout}")
    if options.retries < 0:
        raise PipelineError(f"--retries must be 0 or more, got {options.retries}")


def _output(year: int, options: ExtractOptions) -> Path:
    """The output directory, created; and a check of the options before any work."""
    if options.jobs is not None and options.jobs < 1:
        raise PipelineError(f"--jobs must be at least 1, got {options.jobs}")
    if options.context_lines < 0:
        raise PipelineError(f"--context-lines must be 0 or more, got {options.context_lines}")
    if not 0 <= options.min_confidence <= 1:
        raise PipelineError(f"--min-confidence must be within [0, 1], got {options.min_confidence}")
    check_logs_tree(year, options)
    check_download_options(options)
    out = options.output_dir(year)
    if out.exists() and not out.is_dir():
        raise PipelineError(f"output {out} exists and is not a directory")
    out.mkdir(parents=True, exist_ok=True)
    for directory in (out, options.cache):  # what killed runs left half-written
        remove_stale_temporaries(directory)
    return out


def extract_year(year: int, options: ExtractOptions = ExtractOptions()) -> ExtractReport:
    """Extract the dialogues and examples of one year of #ubuntu into `options.output_dir(year)`.

    Raises PipelineError, ModelError or DownloadError for problems of the request itself (bad options, no
    model, no log at all); a bad day is skipped and reported in the result and in stats.json.
    """
    started = time.perf_counter()
    out = _output(year, options)
    model = check_model(options.model)
    index, man_source = load_man_knowledge(options)
    plan = plan_days(year, options)
    timings = {"prepare": time.perf_counter() - started}
    records = run_days(plan, out, model, options)
    timings["days"] = time.perf_counter() - started - timings["prepare"]
    stats = write_dataset(out, plan, records, options, model, (index, man_source), timings)
    timings["total"] = time.perf_counter() - started
    stats["run"] = run_section(records, timings, options)
    write_json(out / STATS_FILE, stats)
    report = make_report(year, out, plan, records, stats, timings["total"])
    logger.info("extract %d: %d dialogues from %d days into %s (%.1f s)", year,
                sum(report.dialogues.values()), report.days[DAY_DONE] + report.days[DAY_REUSED], out,
                report.seconds)
    return report


def run_section(records: Mapping[str, DayRecord], timings: Mapping[str, float],
                options: ExtractOptions) -> dict:
    """The part of stats.json that changes from run to run: timings and what this run did."""
    processed = [r for r in records.values() if r.status == DAY_DONE]
    lines = sum(r.stats.lines for r in processed if r.stats)
    worker_seconds = sum(r.seconds for r in records.values())
    return {"note": "timings and work of this run only; everything else in this file is reproducible",
            "seconds": {k: round(v, 3) for k, v in timings.items()},
            "worker_seconds": round(worker_seconds, 3),
            "days_processed": len(processed),
            "days_reused": sum(r.status == DAY_REUSED for r in records.values()),
            "lines_processed": lines,
            "lines_per_second": round(lines / timings["days"], 1) if timings.get("days") and lines else None,
            "jobs": options.jobs if options.jobs is not None else os.cpu_count(),
            "scheduler": options.scheduler}


def make_report(year: int, out: Path, plan: DayPlan, records: Mapping[str, DayRecord], stats: Mapping,
                seconds: float) -> ExtractReport:
    counts = Counter(r.status for r in records.values())
    problems = tuple(f"{name}: {p}" for name, found in stats["validation"].items() if name != "ok"
                     for p in found)
    subtask1 = stats["splits"]["examples"]["dstc7"]["counts"]
    return ExtractReport(year, out, plan.mode, plan.note, {s: counts[s] for s in DAY_STATUSES},
                         dict(stats["days"]["failed"]), stats["totals"]["lines"],
                         dict(stats["splits"]["dialogues"]),
                         {split: subtask1.get(f"{split}/subtask_1", 0) for split in SPLITS}, problems,
                         seconds, dict(stats["empty_files"]))


# ---------------------------------------------------------------------------------------------------
# Command line: `disentangle extract`


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from None


def add_parser(subparsers) -> None:
    """Register `disentangle extract` (found by `disentangle.cli`)."""
    p = subparsers.add_parser("extract", help="a year of #ubuntu into dialogues and DSTC7/UDC/JSONL examples")
    p.add_argument("--year", type=int, required=True, help="the year of #ubuntu to extract")
    p.add_argument("--logs", type=Path, metavar="DIR",
                   help="local logs tree YYYY/MM/DD/#ubuntu.txt, looked at first")
    p.add_argument("--output", type=Path, metavar="DIR", help="output directory (default: data/extracted/YEAR)")
    p.add_argument("--cache", type=Path, default=LOG_CACHE_DIR, metavar="DIR",
                   help="download cache (default: %(default)s)")
    p.add_argument("--model", type=Path, metavar="PATH", help="model file (default: the shipped model)")
    p.add_argument("--jobs", type=int, metavar="N", help="worker processes (default: CPU cores)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="run the days on this Dask scheduler")
    p.add_argument("--seed", type=int, default=0, metavar="N", help="seed of the examples (default: 0)")
    p.add_argument("--no-download", dest="download", action="store_false", help="never use the network")
    p.add_argument("--force", action="store_true",
                   help="redo days that are already done; download cached days again")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help="download timeout for the connection and each read (default: %(default)s)")
    p.add_argument("--retries", type=int, default=DEFAULT_RETRIES, metavar="N",
                   help="further attempts of a failed download (default: %(default)s); after "
                        f"{MAX_HOST_FAILURES} failed days in a row the server is not asked again")
    p.add_argument("--from", dest="first_day", type=_date, metavar="DATE",
                   help="first date (default: January 1)")
    p.add_argument("--to", dest="last_day", type=_date, metavar="DATE", help="last date (default: December 31)")
    p.add_argument("--base-url", default=DEFAULT_BASE_URL, metavar="URL",
                   help="log server (default: %(default)s)")
    p.add_argument("--context-lines", type=int, default=CONTEXT_LINES, metavar="N",
                   help="previous-day lines given as context (default: %(default)s)")
    p.add_argument("--knowledge", type=Path, metavar="FILE",
                   help=f"man-page knowledge file, built when absent (default: {KNOWLEDGE_PATH}, or a cache file "
                        "of the --manpages directory)")
    p.add_argument("--manpages", type=Path, metavar="DIR",
                   help="read man pages from DIR (man1/, man8/ below it) instead of this machine's "
                        f"{', '.join(map(str, MAN_ROOTS))}")
    p.add_argument("--min-confidence", type=float, default=DEFAULT_MIN_CONFIDENCE, metavar="X",
                   help="keep dialogues whose link confidence is at least X, 0 keeps all (default: %(default)s; "
                        "see bench/results/confidence_curve.md)")
    p.add_argument("--log-format", choices=LOG_FORMAT_CHOICES, default=AUTO, help=LOG_FORMAT_HELP)
    p.set_defaults(handler=cmd_extract)


def options_from_args(args: argparse.Namespace) -> ExtractOptions:
    roots = MAN_ROOTS
    if args.manpages is not None:
        if not args.manpages.is_dir():
            raise PipelineError(f"--manpages {args.manpages}: not a directory")
        roots = (args.manpages,)
    knowledge = args.knowledge if args.knowledge is not None else knowledge_path(roots)
    return ExtractOptions(output=args.output, logs=args.logs, cache=args.cache, model=args.model,
                          jobs=args.jobs, scheduler=args.scheduler, seed=args.seed, download=args.download,
                          force=args.force, timeout=args.timeout, retries=args.retries,
                          base_url=args.base_url, first_day=args.first_day, last_day=args.last_day,
                          context_lines=args.context_lines, knowledge=knowledge, man_roots=roots,
                          min_confidence=args.min_confidence, log_format=args.log_format)


def format_report(report: ExtractReport) -> str:
    """A few lines for the terminal."""
    days = report.days
    lines = []
    if report.mode == MODE_SAMPLE:
        lines.append(f"SAMPLE: {report.note}")
    lines.append(f"extract {report.year}: {days[DAY_DONE] + days[DAY_REUSED]} days read "
                 f"({days[DAY_DONE]} processed, {days[DAY_REUSED]} reused), {days[DAY_FAILED]} failed, "
                 f"{days[DAY_MISSING]} missing, {days[DAY_UNAVAILABLE]} unavailable; {report.lines:,} lines")
    lines += [f"  failed {date}: {reason}" for date, reason in sorted(report.failed.items())]
    lines.append("dialogues: " + ", ".join(f"{s} {n:,}" for s, n in report.dialogues.items())
                 + "; DSTC7 examples: " + ", ".join(f"{s} {n:,}" for s, n in report.examples.items()))
    lines.append(f"wrote {report.output} in {report.seconds:.1f} s (see {STATS_FILE} and {README_FILE})")
    if report.empty:
        lines.append(f"EMPTY: {len(report.empty)} output files hold no examples (recorded in {STATS_FILE} "
                     f"and {README_FILE}):")
        lines += [f"  {name}: {why}" for name, why in list(report.empty.items())[:SUMMARY_PROBLEMS]]
        if len(report.empty) > SUMMARY_PROBLEMS:
            lines.append(f"  ... and {len(report.empty) - SUMMARY_PROBLEMS} more")
    if report.problems:
        lines.append(f"VALIDATION FAILED: {len(report.problems)} problems, e.g.:")
        lines += [f"  {problem}" for problem in report.problems[:SUMMARY_PROBLEMS]]
    else:
        lines.append("validation: every file checked, no problems")
    return "\n".join(lines) + "\n"


def cmd_extract(args: argparse.Namespace) -> int:
    report = extract_year(args.year, options_from_args(args))
    write_stdout(format_report(report))
    return 0 if report.ok else EXIT_INVALID
