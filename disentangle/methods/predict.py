"""Predicting reply-to links for log files with a disentangler, and rendering them.

`predict` asks a `disentanglers.Disentangler` (learned, heuristic or previous, by name through the
registry of `disentangle.methods.disentanglers`) for the links of the lines of a log in a range; lines before the
range are still read, as context. With `second_parents=True` a disentangler that scores its candidates
(the learned one) also gives the second parents of `disentangle.linking.second_parents` (`disentangle predict` asks
for them unless `--one-parent`); they never change the conversations. A log read from a chat export carries
the parents its platform records (`Log.given_parents`): those replace the disentangler's choice, and such
messages get no second parent (`given_links`; JSON lines then mark each message `given`). Output formats are the link lines
and conversation lines of `disentangle.linking.links`, or JSON lines with one conversation, its messages
and their parents per object (`parents`: the chosen parent first, then a second parent if any), or
`scored` JSON lines, one per predicted message with the probability the model gives its chosen parent and
its likeliest candidates (what `annotate --suggest --review` orders messages by; a disentangler that does not
score its candidates cannot write it).
`predict_text` is what `disentangle predict` prints, a piece at a time: a file longer than one window of
`disentangle.methods.streaming` is read, predicted and written a window at a time, in bounded memory.
"""
from __future__ import annotations

import datetime as dt
import functools
import json
import logging
import operator
import os
import sys
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Sequence

import numpy as np

from disentangle.checks import UsageError, start_within
from disentangle.dialogues.conversations import conversations_from_links
from disentangle.linking.links import Conversation, Link, format_conversations, format_links
from disentangle.logs.exports import EXPORT_NAMES, export_kind, export_logs, load_any
from disentangle.logs.files import check_log, formats_tried, read_log_bytes
from disentangle.logs.formats import AUTO, date_from_path
from disentangle.logs.quiet_gaps import quiet_spans
from disentangle.logs.records import Log, Message
from disentangle.logs.windows import Window, WindowReader, WindowSizes, log_windows
from disentangle.methods.disentanglers import LEARNED, METHODS, Disentangler, ScoringDisentangler, load_disentangler
from disentangle.methods.streaming import PREDICT_WINDOW, ConversationStream, Record, shifted

if TYPE_CHECKING:
    from disentangle.linking.confidence import ScoredLinks

logger = logging.getLogger(__name__)

__all__ = ["FORMATS", "METHODS", "Prediction", "given_links", "open_source", "predict", "predict_files", "predict_links",
           "predict_source", "predict_text", "predict_windows", "prediction_conversations", "read_logs", "render",
           "scored_links", "source_windows"]
SCORED = "scored"  # JSON lines: each predicted message, its parents and the model's probabilities
FORMATS = ("links", "conversations", "jsonl", SCORED)
SCORED_CANDIDATES = 5  # the likeliest candidate parents a scored line lists
SCORE_DIGITS = 6
SECONDS_PER_MINUTE = 60
STDIN = "-"  # the file name that stands for standard input (and names its lines in the output)


@dataclass(frozen=True)
class Prediction:
    """The links predicted for one log, for lines [start, end): `links` as the disentangler gives them (the
    learned one: one chosen parent per line), `second` the second parents when asked for, `scored` the
    parent probabilities when the disentangler computed them (a scoring one asked for second parents or
    scores). A window of a streamed file (`predict_windows`) numbers its links as in the file, its `log`
    starting at line `offset`."""

    log: Log
    links: tuple[Link, ...]
    start: int
    second: tuple[Link, ...] = ()
    scored: ScoredLinks | None = field(default=None, repr=False, compare=False)
    offset: int = 0   # file line of `log`'s first line (a window of a streamed log; 0 for a whole log)

    @property
    def all_links(self) -> tuple[Link, ...]:
        """`links` and `second` in line order; a line's own links before its second parent."""
        both = [(link, 0) for link in self.links] + [(link, 1) for link in self.second]
        return tuple(link for link, _ in sorted(both, key=lambda pair: (pair[0].message, pair[1], pair[0].parent)))


def predict(log: Log, disentangler: Disentangler, start: int = 0, end: int | None = None,
            second_parents: bool = False, scores: bool = False) -> Prediction:
    """The links of `disentangler` for the lines of `log` in [start, end), in line order; with
    `second_parents`, also the second parents of a disentangler that scores candidates (others have none);
    with `scores` (or `second_parents`), such a disentangler's parent probabilities (`Prediction.scored`).
    `disentangle predict` and the public API (`disentangle.api`) both predict through here."""
    start = max(start, 0)
    second: list[Link] = []
    scored = None
    if (second_parents or scores) and isinstance(disentangler, ScoringDisentangler):
        from disentangle.linking.second_parents import (
            second_parents as found,  # here: `previous` and `heuristic` start fast
        )
        scored = disentangler.scored(log, start, end)
        links, second = list(scored.links), (found(scored) if second_parents else [])
    else:
        links = disentangler.links(log, start, end)
    if log.log_format in EXPORT_NAMES:
        links, second = within_quiet_units(log, links, second)
    if log.given_parents:
        links, second = given_links(log, links, second, start, end)
    return Prediction(log, tuple(sorted(links, key=lambda link: (link.message, link.parent))), start,
                      tuple(second), scored)


def within_quiet_units(log: Log, links: Sequence[Link], second: Sequence[Link]) -> tuple[list[Link], list[Link]]:
    """Predicted links of a chat export's log that stay within its units (`logs.quiet_gaps`, as `extract`
    cuts the export): a link across a cut becomes the message's own (it starts a conversation) and such a
    second parent is dropped, so that no conversation spans a silence longer than a cut; logs how many."""
    midnight = dt.datetime.combine(log.date, dt.time(), dt.timezone.utc).timestamp() if log.date else 0.0
    unit = [0] * len(log)
    spans = quiet_spans([midnight + m.minute * SECONDS_PER_MINUTE for m in log.messages])
    for number, span in enumerate(spans):
        unit[span.start:span.end] = [number] * len(span)
    crossing = {link.message for link in links if unit[link.parent] != unit[link.message]}
    if crossing:
        logger.info("%s: %d link(s) across a quiet gap between units left as new conversations", log.name,
                    len(crossing))
    kept = [link if link.message not in crossing else Link(link.source, link.message, link.message) for link in links]
    return kept, [link for link in second if unit[link.parent] == unit[link.message]]


def given_links(log: Log, links: Sequence[Link], second: Sequence[Link], start: int = 0,
                end: int | None = None) -> tuple[list[Link], list[Link]]:
    """The links and second parents with the platform's given parents in place of the predicted ones (no
    second parent for those messages); logs how many of the lines [start, end) were given and predicted."""
    given = {index: parent for index, parent in enumerate(log.given_parents)
             if parent is not None and index >= start and (end is None or index < end)}
    kept = [link for link in links if link.message not in given]
    kept += [Link(log.name, index, parent) for index, parent in given.items()]
    lines = len(range(start, len(log) if end is None else min(end, len(log))))
    logger.info("%s: %d parent(s) given by the platform (%s replies), %d predicted", log.name, len(given),
                log.log_format, lines - len(given))
    return kept, [link for link in second if link.message not in given]


def predict_files(paths: Sequence[str], disentangler: Disentangler, start: int = 0, end: int | None = None,
                  log_format: str = AUTO, second_parents: bool = False, date: dt.date | None = None
                  ) -> Iterator[Prediction]:
    """The prediction of each file in turn; every file is read and checked before the first is predicted
    (a bad file is a `LogError`, a `start` past the end of a file a `UsageError`, before any output). A path
    of `-` (`STDIN`) is standard input, read to its end. `date` is the date of logs that give none."""
    logs = read_logs(paths, log_format, date)
    start_within(start, [(log.name, len(log)) for log in logs])
    for log in logs:
        yield predict(log, disentangler, start, end, second_parents)


def read_logs(paths: Sequence[str | os.PathLike], log_format: str = AUTO, date: dt.date | None = None
              ) -> list[Log]:
    """The logs to predict (IRC logs, chat exports), each read and checked (`exports.load_any`, a `LogError`
    for a file that is no log) and named by its path as given: the names `disentangle predict` prints and the
    public API's links carry. `-` (`STDIN`) is standard input (an IRC log), which can be read once. `date`
    is the date of a log whose lines and name give none (`warn_undated` says when a log has no date)."""
    logs = [_read_whole(name, log_format, date_for(name, date)) for name in _names(paths, log_format)]
    for log in logs:
        warn_undated(log)
    return logs


def date_for(path: str, date: dt.date | None, name: str | None = None) -> dt.date | None:
    """The `--date` to read the log at `path` with: none when its name or path gives a date, which wins
    (`--date` is the date of logs that give none); when the two differ, said once, so the links a dated file
    gets never change silently."""
    own = None if path == STDIN else date_from_path(name or path) or date_from_path(path)
    if date is None or own is None:
        return date
    if own != date:
        logger.warning("%s: its name gives the date %s, which is used: --date %s is only for logs without one",
                       name or path, own.isoformat(), date.isoformat())
    return None


def warn_undated(source: Log | WindowReader) -> None:
    """Warn when `source` has no date: its lines carry none, nor its name (standard input, an undated file
    name) and no `--date` was given. The model reads a log's year, so the same lines give other links by a
    dated name: said once per log, never silent."""
    log = source if isinstance(source, Log) else source.first
    if log is not None and log.date is None and log.log_format not in EXPORT_NAMES:
        what = "standard input has no file name" if log.name == STDIN else "its name holds no date"
        logger.warning("%s: no date (%s and its lines give none): links are predicted for an unknown year and "
                       "may differ from those of the same lines by a dated file name; give --date YYYY-MM-DD",
                       log.name, what)


def _names(paths: Sequence[str | os.PathLike], log_format: str = AUTO) -> list[str]:
    """The paths as the names their lines carry, an export folder of several logs as each of them
    (`exports.export_logs`); `-` (standard input) at most once."""
    names = [str(path) for path in paths]
    if names.count(STDIN) > 1:
        raise UsageError(f"{STDIN} (standard input) can be read only once")
    return [log for name in names for log in ((name,) if name == STDIN else export_logs(name, log_format))]


def _read_whole(name: str, log_format: str, date: dt.date | None = None) -> Log:
    return load_stdin(log_format, date) if name == STDIN else load_any(name, log_format, name=name, date=date)


def load_stdin(log_format: str = AUTO, date: dt.date | None = None) -> Log:
    """The log on standard input, read to its end and checked like a file; its lines are named `-`; `date`
    is its date when its lines give none."""
    if sys.stdin is None:
        raise UsageError(f"{STDIN}: there is no standard input to read")
    stream = getattr(sys.stdin, "buffer", None)
    data = stream.read() if stream is not None else sys.stdin.read().encode("utf-8")
    log = read_log_bytes(data, STDIN, log_format, date)
    check_log(log, formats_tried(log_format))
    return log


def predict_links(log: Log, method: str | Disentangler = LEARNED, model=None, start: int = 0,
                  end: int | None = None, tokenizer=None, second_parents: bool = False) -> Prediction:
    """`predict` with a disentangler, or with the one registered as `method` built from `model` (a loaded
    model or a model file, needed by `learned`) and `tokenizer`. For many logs build it once instead."""
    if isinstance(method, str):
        method = load_disentangler(method, model, tokenizer)
    return predict(log, method, start, end, second_parents)


def prediction_conversations(prediction: Prediction) -> list[Conversation]:
    """The conversations of all the links (second parents join lines of one conversation: the same as
    those of `links` alone)."""
    return conversations_from_links(prediction.all_links, prediction.start)


def _jsonl_line(source: str, messages: Iterable[tuple[int, Record, list[int]]],
                given: Sequence[int | None] | None = None) -> str:
    """One JSON line: a conversation's messages (index, what was said, parents; for a chat export, whether
    the platform gave the parent)."""
    rows: list[dict[str, Any]] = [{"index": index, "minute": r.minute, "kind": r.kind, "nick": r.nick,
                                   "text": r.text, "parents": parents} for index, r, parents in messages]
    if given:
        for row in rows:
            row["given"] = given[row["index"]] is not None
    return json.dumps({"file": source, "messages": rows}, ensure_ascii=False) + "\n"


def _record(log: Log, index: int) -> Record:
    m = log.messages[index]
    return Record(m.minute, m.kind, m.nick, m.text)


def _parents(prediction: Prediction) -> dict[int, list[int]]:
    parents: dict[int, list[int]] = {}
    for link in prediction.all_links:
        parents.setdefault(link.message, []).append(link.parent)
    return parents


def _jsonl(prediction: Prediction) -> str:
    parents = _parents(prediction)
    given = prediction.log.given_parents
    return "".join(_jsonl_line(c.source, ((index, _record(prediction.log, index - prediction.offset),
                                           parents.get(index, [])) for index in c.indices),
                               given if given else None)
                   for c in prediction_conversations(prediction))


def _scored(prediction: Prediction) -> str:
    """One JSON line per predicted message: `file`, `message`, `parents` (as the links give them),
    `probability` (of the chosen parent) and `candidates` ([parent, probability], likeliest first)."""
    scored = prediction.scored
    if scored is None:
        raise UsageError(f"--format {SCORED} needs a method that scores its candidates ({LEARNED})")
    parents, lines = _parents(prediction), []
    for row, probabilities in enumerate(scored.probabilities):
        line = scored.start + row
        nearest_first = np.asarray(probabilities, dtype=float)[::-1]
        order = np.argsort(-nearest_first, kind="stable")[:SCORED_CANDIDATES]
        found = parents.get(line, [line])
        lines.append(json.dumps({"file": prediction.log.name, "message": line, "parents": found,
                                 "probability": round(scored.probability(line, found[0]), SCORE_DIGITS),
                                 "candidates": [[line - int(k), round(float(nearest_first[k]), SCORE_DIGITS)]
                                                for k in order]}, ensure_ascii=False) + "\n")
    return "".join(lines)


def render(predictions: Iterable[Prediction], fmt: str = "links") -> str:
    """The text `disentangle predict` prints for these predictions."""
    parts = []
    for prediction in predictions:
        if fmt == "links":
            parts.append(format_links(prediction.all_links))
        elif fmt == "conversations":
            parts.append(format_conversations(prediction_conversations(prediction)))
        elif fmt == "jsonl":
            parts.append(_jsonl(prediction))
        elif fmt == SCORED:
            parts.append(_scored(prediction))
        else:
            raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
    return "".join(parts)


def predict_windows(windows: Iterable[Window], disentangler: Disentangler, start: int = 0, end: int | None = None,
                    second_parents: bool = False, scores: bool = False) -> Iterator[Prediction]:
    """The predictions of a log read in windows (`disentangle.logs.windows`), one per window that holds
    lines of [start, end), links (and `scored`, when asked for) numbered as in the file (`Prediction.offset`
    places the window's log)."""
    for window in windows:
        lo, hi = max(window.lo, start), window.hi if end is None else min(window.hi, end)
        if end is not None and window.lo >= end:
            return
        if lo >= hi:
            continue
        local = predict(window.log, disentangler, lo - window.offset, hi - window.offset, second_parents, scores)
        scored = local.scored and replace(local.scored, links=shifted(local.scored.links, window.offset),
                                          start=local.scored.start + window.offset)
        yield Prediction(window.log, shifted(local.links, window.offset), lo,
                         shifted(local.second, window.offset), scored, window.offset)


def open_source(path: str, log_format: str = AUTO, sizes: WindowSizes = PREDICT_WINDOW,
                name: str | None = None, date: dt.date | None = None) -> Log | WindowReader:
    """The file at `path` as `disentangle predict` reads it: whole (when it fits one window of `sizes`, and
    always for standard input and chat exports), else as a window reader whose first window is read and
    checked (a `LogError` before any output). Its lines are named `name` (default: the path as given); `date`
    is its date when neither its lines nor its name give one (`warn_undated`; a name's date wins: `date_for`)."""
    date = date_for(path, date, name)
    streamable = path != STDIN and export_kind(path, log_format) is None
    reader = WindowReader(path, name or path, sizes, log_format, date) if streamable else None
    if reader is None or reader.single:
        log = _read_whole(path, log_format, date)
        log = log if name is None else replace(log, name=name)
        warn_undated(log)
        return log
    reader.begin()
    warn_undated(reader)
    return reader


def source_windows(source: Log | WindowReader, sizes: WindowSizes = PREDICT_WINDOW) -> Iterable[Window] | None:
    """The windows `disentangle predict` reads `source` in: a window reader's, those of a log in memory
    longer than one window (`log_windows`: cut as a file of its lines would be); None for a log predicted
    whole (one window long at most, or a chat export: its given parents and its units are the whole log's)."""
    if isinstance(source, WindowReader):
        return source.windows()
    if len(source) <= sizes.whole or source.given_parents or source.log_format in EXPORT_NAMES:
        return None
    return log_windows(source, sizes)


def predict_source(source: Log | WindowReader, disentangler: Disentangler, second_parents: bool = False,
                   scores: bool = False, sizes: WindowSizes = PREDICT_WINDOW) -> Prediction:
    """Every line of `source` predicted as `disentangle predict` predicts it (whole, or in the windows it reads
    a long log in: `source_windows`), as one `Prediction` of the whole log, links numbered as in the file:
    the public API's path, so that its links are the command's on a log of any length."""
    windows = source_windows(source, sizes)
    if windows is None:
        assert isinstance(source, Log)  # a window reader always has windows
        return predict(source, disentangler, second_parents=second_parents, scores=scores)
    parts: list[Prediction] = []
    lines: list[Message] = []  # of a file: the lines each window predicted, numbered as in the file
    for part in predict_windows(windows, disentangler, second_parents=second_parents, scores=scores):
        if parts and not isinstance(source, Log):
            lines += _own_lines(parts[-1], part.start)
        parts.append(part)
        if len(parts) > 1:  # a window's lines are kept until the next window says where its own ones end
            parts[-2] = replace(parts[-2], log=replace(parts[-2].log, messages=()))
    if isinstance(source, Log):
        return _joined(source, parts)
    last = parts[-1]
    lines += _own_lines(last, last.offset + len(last.log))
    stats = functools.reduce(operator.add, (part.log.stats for part in parts))
    return _joined(replace(parts[0].log, messages=tuple(lines), stats=stats), parts)


def scored_links(source: Log | WindowReader, disentangler: Disentangler, second_parents: bool = False,
                 sizes: WindowSizes = PREDICT_WINDOW) -> tuple[Link, ...]:
    """`predict_source(...).all_links`, each link with the probability of its parent (None from a disentangler
    that does not score): taken window by window, so that no window's parent distributions outlive it (the
    public API's `Model.links`: the memory of one window, as `disentangle predict`, not of every line's)."""
    windows = source_windows(source, sizes)
    if windows is None:
        assert isinstance(source, Log)  # a window reader always has windows
        parts: Iterable[Prediction] = [predict(source, disentangler, second_parents=second_parents, scores=True)]
    else:
        parts = predict_windows(windows, disentangler, second_parents=second_parents, scores=True)
    return tuple(link for part in parts for link in _probable(part))


def _probable(part: Prediction) -> list[Link]:
    """A prediction's links (`all_links`), each with the probability of its parent when it was scored."""
    scored = part.scored
    return [replace(link, probability=scored.probability(link.message, link.parent) if scored else None)
            for link in part.all_links]


def _own_lines(part: Prediction, end: int) -> list[Message]:
    """The lines of a window from its `start` to `end` (where the next window starts), numbered as in the
    file."""
    return [replace(m, index=m.index + part.offset) for m in part.log.messages[part.start - part.offset:end - part.offset]]


def _joined(log: Log, parts: Sequence[Prediction]) -> Prediction:
    """One prediction of `log` from those of its windows (links already numbered as in `log`)."""
    links = tuple(link for part in parts for link in part.links)
    second = tuple(link for part in parts for link in part.second)
    found = [part.scored for part in parts if part.scored is not None]
    scored = None
    if found and len(found) == len(parts):  # each window's probabilities cover its predicted lines, in order
        scored = replace(found[0], links=tuple(link for part in found for link in part.links),
                         probabilities=tuple(row for part in found for row in part.probabilities))
    return Prediction(log, links, parts[0].start if parts else 0, second, scored)


def _open(paths: Sequence[str], log_format: str, start: int, sizes: WindowSizes, date: dt.date | None = None
          ) -> list[Log | WindowReader]:
    """Each file whole or as a window reader (`open_source`), all checked before any output."""
    sources = [open_source(name, log_format, sizes, date=date) for name in _names(paths, log_format)]
    start_within(start, [(s.name, _length(s, start)) for s in sources])
    return sources


def _length(source: Log | WindowReader, start: int) -> int:
    """The lines of a source as `start_within` needs them (a streamed file is counted only when `start`
    lies beyond its first window)."""
    if isinstance(source, Log):
        return len(source)
    return source.sizes.whole + 1 if start < source.sizes.whole else source.line_count()


def _stream_text(reader: WindowReader, disentangler: Disentangler, start: int, end: int | None,
                 second_parents: bool, fmt: str) -> Iterator[str]:
    """The output of a streamed log, a window at a time (conversations once closed)."""
    conversations = ConversationStream(reader.name, start)
    records: dict[int, tuple[Record, list[int]]] = {}
    for prediction in predict_windows(reader.windows(), disentangler, start, end, second_parents, fmt == SCORED):
        if fmt in ("links", SCORED):
            yield format_links(prediction.all_links) if fmt == "links" else _scored(prediction)
            continue
        conversations.add(prediction.all_links)
        if fmt == "jsonl":
            parents = _parents(prediction)
            records.update((index, (_record(prediction.log, index - prediction.offset), parents[index]))
                           for index in parents)
        reach = max(prediction.offset + len(prediction.log) - reader.sizes.lookahead
                    - reader.sizes.context, 0)
        yield _conversation_text(conversations.closed(reach), records, fmt)
    yield _conversation_text(conversations.closed(None), records, fmt)


def _conversation_text(found: list[Conversation], records: dict[int, tuple[Record, list[int]]], fmt: str) -> str:
    if fmt == "conversations":
        return format_conversations(found)
    return "".join(_jsonl_line(c.source, ((index, *records.pop(index)) for index in c.indices)) for c in found)


def predict_text(paths: Sequence[str], disentangler: Disentangler, start: int = 0, end: int | None = None,
                 log_format: str = AUTO, second_parents: bool = False, fmt: str = "links",
                 sizes: WindowSizes = PREDICT_WINDOW, date: dt.date | None = None) -> Iterator[str]:
    """What `disentangle predict` prints, a piece at a time: a file that fits one window as `render` of
    `predict` gives it, a longer one window by window (`disentangle.methods.streaming`); `date` is the date
    of logs that give none (`predict --date`)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
    for source in _open(paths, log_format, start, sizes, date):
        if isinstance(source, Log):
            yield render([predict(source, disentangler, start, end, second_parents, fmt == SCORED)], fmt)
        else:
            yield from _stream_text(source, disentangler, start, end, second_parents, fmt)
