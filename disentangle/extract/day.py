"""One day, on the worker side: bytes in, dialogues and counts out.

`process_day` is a pure function of the day's bytes: it disentangles the day with the model (the last lines
of the previous day, when it is a whole day, are prepended as context and only the day's own lines are
predicted), builds conversations and applies the DSTC7 dialogue filters; or, for a task of the heuristic
(`compare`), finds the heuristic's dialogues (`heuristic_day`). It never raises for a bad day.
"""
from __future__ import annotations

import datetime as dt
import functools
import logging
import os
import socket
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from tqdm import tqdm

from disentangle.dialogues.calibration import CalibrationError, Calibrator, load_calibrator
from disentangle.dialogues.conversations import conversations_from_links
from disentangle.dialogues.filters import DialogueResult, dialogues_from_conversations
from disentangle.dialogues.heuristic import heuristic_dialogues
from disentangle.dialogues.multiparty import MultiResult, multiparty_conversations
from disentangle.dialogues.records import Dialogue
from disentangle.extract.errors import PipelineError
from disentangle.extract.records import FROM_PREVIOUS_DAY, METHOD, STAGES, DayOutcome, DayStats, DayTask
from disentangle.extract.store import conversation_shard, file_digest
from disentangle.linking.confidence import ScoredLinks
from disentangle.linking.links import Conversation, Link
from disentangle.linking.model_file import ModelError
from disentangle.logs.chat_days import CHAT_DAY, day_part, message_lines, read_chat_day
from disentangle.logs.files import check_log, formats_tried, read_log_bytes
from disentangle.logs.formats import AUTO, FORMAT_NAMES
from disentangle.logs.records import Log, LogError, join_logs
from disentangle.methods.disentanglers import HEURISTIC, Learned, ScoringDisentangler
from disentangle.privacy.names import log_names
from disentangle.workers import blas_kernel

logger = logging.getLogger(__name__)


WORKER_CACHE_MODELS = 2             # models (with a tokenizer) kept per worker process


@functools.lru_cache(maxsize=WORKER_CACHE_MODELS)
def worker_tools(model_path: str, model_digest: str) -> Learned:
    """The learned disentangler of this process (model and chat tokenizer), built once per process and
    model file.

    This per-process cache is the module's only state: each pool or Dask worker builds the (slow)
    tokenizer and loads the model at its first day and keeps them; `model_digest` makes a changed model
    file load again. A file at that path whose SHA-256 is not the client's (another model on a Dask
    worker's host) is refused with a `ModelError`, never used.
    """
    logger.debug("worker %d: loading %s (%s)", os.getpid(), model_path, model_digest[:12])
    learned = Learned.load(model_path)
    found = file_digest(Path(model_path))
    if found != model_digest:
        raise ModelError(f"{model_path} on host {socket.gethostname()} is not the client's model "
                         f"(sha256 {found[:12]}... here, {model_digest[:12]}... on the client)")
    return learned


@functools.lru_cache(maxsize=WORKER_CACHE_MODELS)
def worker_calibrator(path: str, digest: str) -> Calibrator:
    """The dialogue calibrator of this process (`path`, "" for the shipped one), read once per process and
    file; a file whose SHA-256 is not the client's `digest` (when given) is refused (`CalibrationError`)."""
    calibrator = load_calibrator(path or None)
    if path and digest and file_digest(Path(path)) != digest:
        raise CalibrationError(f"{path} on host {socket.gethostname()} is not the client's calibrator")
    return calibrator


def check_day_log(log: Log, log_format: str = AUTO) -> None:
    """Refuse, by the rule of every command (`logs.check_log`), a file that is mostly not IRC lines. A
    last line without a line end is read and counted (`missing_final_newline`): downloads are verified
    whole before they become day files. A chat source's day (`CHAT_DAY`) was checked when it was written."""
    if log_format != CHAT_DAY:
        check_log(log, formats_tried(log_format))


def read_day(data: bytes, name: str, log_format: str, date: dt.date | None, channel: str | None = None) -> Log:
    """A day's bytes as a `Log`: IRC lines (`read_log_bytes`), or a chat source's chat-day lines."""
    if log_format == CHAT_DAY and date is not None:
        return read_chat_day(data, name, date)
    return read_log_bytes(data, name, log_format, date, channel)


def given_scored(scored: ScoredLinks, log: Log) -> ScoredLinks:
    """The model's links with the parents the platform gives (`Log.given_parents`) in their place, each
    certain (probability 1), so that a dialogue's confidence counts them as known."""
    given = {index: parent for index, parent in enumerate(log.given_parents) if parent is not None}
    if not given:
        return scored
    links = tuple(link if link.message not in given and link.probability is None else
                  Link(link.source, link.message, given.get(link.message, link.parent)) for link in scored.links)
    rows = list(scored.probabilities)
    for index, parent in given.items():
        row = index - scored.start
        if 0 <= row < len(rows):
            certain = np.zeros(index - parent + 1)
            certain[0] = 1.0
            rows[row] = certain
    return replace(scored, links=links, probabilities=tuple(rows))


def context_tail(data: bytes, lines: int) -> bytes:
    """The last `lines` lines of a log's bytes, each ending in a line end (b"" if `lines` is 0)."""
    if lines <= 0 or not data:
        return b""
    tail = data.splitlines(keepends=True)[-lines:]
    if not tail[-1].endswith((b"\n", b"\r")):
        tail[-1] += b"\n"  # a last line without its line end must not run into the next day's first
    return b"".join(tail)


def day_layout(day: Log, log_format: str = AUTO) -> str:
    """The layout to read the previous day's tail in: the day's own (as asked, or as detected on the day).
    A tail of a few lines is never detected on its own: a mIRC day's tail has no "Session" line and would
    be read as irclogs (its joins as actions), so the same files would give other links, and confidences,
    with `--log-format auto` than with `--log-format mirc`."""
    return log_format if log_format != AUTO or day.log_format not in FORMAT_NAMES else day.log_format


def previous_log(day: Log, context: bytes, name: str, log_format: str = AUTO) -> Log | None:
    """The previous day's lines as a log, read in the day's layout (None when there are none, or they are no
    IRC text)."""
    if not context:
        return None
    yesterday = day.date - dt.timedelta(days=1) if day.date is not None else None
    layout = day_layout(day, log_format)
    previous = read_log_bytes(context, name, layout, yesterday, day.channel)
    try:
        check_day_log(previous, layout)
    except (PipelineError, LogError) as error:
        logger.info("%s: previous day not used as context: %s", name, error)
        return None
    return previous


class UnitLogs:
    """A unit as its worker reads it, each part read once and only when asked (the learned method asks for
    `day`, `combined` and `offset`, the heuristic for `day` and `previous`): the unit's own log (`day`), the
    previous day's as context (`previous`, None when there is none or it is no log), the log the model reads
    (`combined`: the context then the day) and where the day starts in it (`offset`). A chat source's
    chat-day lines are read with the context in one piece (a given parent may lie in it); IRC lines are
    checked as a log, the previous day's read in the day's own layout (`previous_log`)."""

    def __init__(self, task: DayTask) -> None:
        self.task = task
        self.date = dt.date.fromisoformat(task.date)

    @property
    def chat(self) -> bool:
        return self.task.log_format == CHAT_DAY

    @functools.cached_property
    def day(self) -> Log:
        if self.chat:
            return replace(day_part(self.combined, self.offset), name=self.task.source)
        log = read_day(self.task.data, self.task.source, self.task.log_format, self.date)
        check_day_log(log, self.task.log_format)
        return log

    @functools.cached_property
    def previous(self) -> Log | None:
        task = self.task
        if self.chat:
            return read_chat_day(task.context, task.source, self.date - dt.timedelta(days=1)) if task.context else None
        return previous_log(self.day, task.context, task.source, task.log_format)

    @functools.cached_property
    def combined(self) -> Log:
        if self.chat:
            return read_chat_day(self.task.context + self.task.data, self.task.source, self.date)
        previous = self.previous
        return join_logs(previous, self.day, self.task.source) if previous is not None else \
            replace(self.day, name=self.task.source)

    @functools.cached_property
    def offset(self) -> int:
        if self.chat:
            return message_lines(self.task.context)
        return len(self.previous) if self.previous is not None else 0


def unit_logs(task: DayTask) -> UnitLogs:
    """The one way a worker reads its unit, for every method (`UnitLogs`)."""
    return UnitLogs(task)


def in_channel(dialogues: Iterable[Dialogue], task: DayTask) -> tuple[Dialogue, ...]:
    """Dialogues made with the day's key (`DayTask.key`) in their ids, each given the day's date: in a run over
    several channels, `learned:CHANNEL/DATE:LINE`, so two channels' dialogues of one date never share an id."""
    return tuple(dialogues) if not task.channel else tuple(replace(d, date=task.date) for d in dialogues)


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


@dataclass(frozen=True)
class UnitWork:
    """What the learned method made of a unit: its dialogues (and the conversations each filter dropped), its
    counts, the names its log knows (when asked) and its multi-party conversations."""

    result: DialogueResult
    stats: DayStats
    names: tuple[str, ...]
    conversations: MultiResult


def with_confidence(result: DialogueResult, found: MultiResult, kept: Sequence[Conversation],
                    scored: ScoredLinks, offset: int, combined: Log, calibrator: Calibrator
                    ) -> tuple[DialogueResult, MultiResult]:
    """The dialogues and the multi-party conversations, each with the calibrated confidence
    (`dialogues.calibration`) of the conversation holding its first line (`quality.attach_confidence`'s
    rule), every conversation's confidence computed once for both; `combined` is the log the model read."""
    owner = {line: n for n, c in enumerate(kept) for line in c.indices}
    firsts = [d.turns[0].lines[0] for d in result.dialogues] + [c.first_line for c in found.conversations]
    needed = sorted({owner[line] for line in firsts})
    values = calibrator.confidences(combined, scored, [[m + offset for m in kept[n].indices] for n in needed])
    confidence = dict(zip(needed, values))
    dialogues = tuple(replace(d, confidence=confidence[owner[d.turns[0].lines[0]]]) for d in result.dialogues)
    return (replace(result, dialogues=dialogues),
            replace(found, conversations=tuple(replace(c, confidence=confidence[owner[c.first_line]])
                                               for c in found.conversations)))


def extract_unit(task: DayTask, disentangler: ScoringDisentangler, progress: bool | None = False) -> UnitWork:
    """Disentangle one day and keep its dialogues and its multi-party conversations; and, when the task asks
    (`task.names`), the keys of every name the day and its context know (`privacy.log_names`), for the
    anonymiser.

    Conversations that continue one of the previous day (a message links into the context) are fragments
    without their beginning: they are dropped (from both outputs) and counted as `continues_previous_day`.
    """
    with tqdm(total=len(STAGES), desc=task.date, unit="stage", leave=False,
              disable=None if progress is None else not progress) as bar:
        logs = unit_logs(task)
        log, combined, offset = logs.day, logs.combined, logs.offset
        bar.update()
        scored = given_scored(disentangler.scored(combined, offset), combined)
        bar.update()
        shifted, crossing = day_links(scored.links, offset, task.source)
        conversations = conversations_from_links(shifted)
        kept = [c for c in conversations if crossing.isdisjoint(c.indices)]
        bar.update()
        result = dialogues_from_conversations(log, kept, task.key, METHOD, bots=task.bot_commands)
        multi = multiparty_conversations(log, kept, shifted, task.key, METHOD, task.date)
        calibrator = worker_calibrator(task.calibration, task.calibration_digest)
        result, multi = with_confidence(result, multi, kept, scored, offset, combined, calibrator)
        result = replace(result, dialogues=in_channel(result.dialogues, task))
        bar.update()
    dropped = ((FROM_PREVIOUS_DAY, len(conversations) - len(kept)), *result.dropped)
    stats = DayStats(len(log), sum(not m.is_system for m in log.messages), len(conversations),
                     len(result.dialogues), offset, dropped, tuple(sorted(log.stats.problems().items())))
    return UnitWork(result, stats, tuple(sorted(log_names(combined))) if task.names else (), multi)


def extract_day(task: DayTask, disentangler: ScoringDisentangler,
                progress: bool | None = False) -> tuple[DialogueResult, DayStats, tuple[str, ...]]:
    """The dialogues, counts and names of `extract_unit`."""
    work = extract_unit(task, disentangler, progress)
    return work.result, work.stats, work.names


def heuristic_day(task: DayTask) -> tuple[tuple[Dialogue, ...], DayStats, tuple[str, ...]]:
    """The heuristic's dialogues of one day (Lowe et al. 2015: `dialogues.heuristic`), the whole day before
    (`task.context`, when there is one) giving it the nicks it knows."""
    logs = unit_logs(task)
    log, previous = logs.day, logs.previous
    dialogues = in_channel(heuristic_dialogues(log, task.key, previous, bots=task.bot_commands), task)
    names = log_names(log) | (log_names(previous) if previous is not None else frozenset())
    return (dialogues, DayStats(len(log), sum(not m.is_system for m in log.messages), dialogues=len(dialogues)),
            tuple(sorted(names)) if task.names else ())


def _day_dialogues(task: DayTask, progress: bool | None
                   ) -> tuple[tuple[Dialogue, ...], DayStats, tuple[str, ...], MultiResult | None]:
    """The day's dialogues by the task's disentangler (and its names, when the task asks; and the learned
    method's multi-party conversations)."""
    if task.method == HEURISTIC:
        return (*heuristic_day(task), None)
    work = extract_unit(task, worker_tools(task.model, task.model_digest), progress)
    return work.result.dialogues, work.stats, work.names, work.conversations


def process_day(task: DayTask, progress: bool | None = False) -> DayOutcome:
    """A worker's job: never raises for a bad day, returns the failure instead."""
    started = time.perf_counter()
    try:
        dialogues, stats, names, conversations = _day_dialogues(task, progress)
        shard = None if conversations is None else conversation_shard(task, conversations)
    except (LogError, ModelError, CalibrationError, PipelineError) as error:
        return DayOutcome(task.date, False, error=str(error), seconds=time.perf_counter() - started)
    except Exception as error:  # noqa: BLE001 -- a bug on one odd day must not stop a year
        logger.exception("%s: processing failed", task.date)
        return DayOutcome(task.date, False, error=f"{type(error).__name__}: {error}",
                          seconds=time.perf_counter() - started)
    return DayOutcome(task.date, True, stats, dialogues, seconds=time.perf_counter() - started,
                      blas=blas_kernel(), names=names, conversation_shard=shard)
