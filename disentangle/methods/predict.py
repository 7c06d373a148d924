"""Predicting reply-to links for log files with a disentangler, and rendering them.

`predict` asks a `disentanglers.Disentangler` (learned, heuristic or previous, by name through the
registry of `disentangle.methods.disentanglers`) for the links of the lines of a log in a range; lines before the
range are still read, as context. With `second_parents=True` a disentangler that scores its candidates
(the learned one) also gives the second parents of `disentangle.linking.second_parents` (`disentangle predict` asks
for them unless `--one-parent`); they never change the conversations. Output formats are the link lines
and conversation lines of `disentangle.linking.links`, or JSON lines with one conversation, its messages
and their parents per object (`parents`: the chosen parent first, then a second parent if any).
`predict_text` is what `disentangle predict` prints, a piece at a time: a file longer than one window of
`disentangle.methods.streaming` is read, predicted and written a window at a time, in bounded memory.
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Iterable, Iterator, Sequence

from disentangle.checks import start_within
from disentangle.linking.links import Conversation, Link, format_conversations, format_links
from disentangle.dialogues.conversations import conversations_from_links
from disentangle.methods.disentanglers import LEARNED, METHODS, Disentangler, ScoringDisentangler, load_disentangler
from disentangle.logs.formats import AUTO
from disentangle.logs.reader import Log, load_log
from disentangle.methods.streaming import ConversationStream, Record, StreamSettings, WindowReader, shifted

logger = logging.getLogger(__name__)

__all__ = ["FORMATS", "METHODS", "Prediction", "predict", "predict_files", "predict_links", "predict_text",
           "predict_windows", "render"]
FORMATS = ("links", "conversations", "jsonl")


@dataclass(frozen=True)
class Prediction:
    """The links predicted for one log, for lines [start, end): `links` as the disentangler gives them (the
    learned one: one chosen parent per line), `second` the second parents when asked for. A window of a
    streamed file (`predict_windows`) numbers its links as in the file, its `log` starting at line `offset`."""

    log: Log
    links: tuple[Link, ...]
    start: int
    second: tuple[Link, ...] = ()
    offset: int = 0   # file line of `log`'s first line (a window of a streamed log; 0 for a whole log)

    @property
    def all_links(self) -> tuple[Link, ...]:
        """`links` and `second` in line order; a line's own links before its second parent."""
        both = [(link, 0) for link in self.links] + [(link, 1) for link in self.second]
        return tuple(link for link, _ in sorted(both, key=lambda pair: (pair[0].message, pair[1], pair[0].parent)))


def predict(log: Log, disentangler: Disentangler, start: int = 0, end: int | None = None,
            second_parents: bool = False) -> Prediction:
    """The links of `disentangler` for the lines of `log` in [start, end), in line order; with
    `second_parents`, also the second parents of a disentangler that scores candidates (others have none)."""
    start = max(start, 0)
    second: list[Link] = []
    if second_parents and isinstance(disentangler, ScoringDisentangler):
        from disentangle.linking.second_parents import second_parents as found  # here: `previous` and `heuristic` start fast
        scored = disentangler.scored(log, start, end)
        links, second = list(scored.links), found(scored)
    else:
        links = disentangler.links(log, start, end)
    return Prediction(log, tuple(sorted(links, key=lambda link: (link.message, link.parent))), start,
                      tuple(second))


def predict_files(paths: Sequence[str], disentangler: Disentangler, start: int = 0, end: int | None = None,
                  log_format: str = AUTO, second_parents: bool = False) -> Iterator[Prediction]:
    """The prediction of each file in turn; every file is read and checked before the first is predicted
    (a bad file is a `LogError`, a `start` past the end of a file a `UsageError`, before any output)."""
    logs = [load_log(path, log_format, name=path) for path in paths]
    start_within(start, [(log.name, len(log)) for log in logs])
    for log in logs:
        yield predict(log, disentangler, start, end, second_parents)


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


def _jsonl_line(source: str, messages: Iterable[tuple[int, Record, list[int]]]) -> str:
    """One JSON line: a conversation's messages (index, what was said, parents)."""
    rows = [{"index": index, "minute": r.minute, "kind": r.kind, "nick": r.nick, "text": r.text,
             "parents": parents} for index, r, parents in messages]
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
    return "".join(_jsonl_line(c.source, ((index, _record(prediction.log, index - prediction.offset),
                                           parents.get(index, [])) for index in c.messages))
                   for c in prediction_conversations(prediction))


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
        else:
            raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
    return "".join(parts)


def predict_windows(reader: WindowReader, disentangler: Disentangler, start: int = 0, end: int | None = None,
                    second_parents: bool = False) -> Iterator[Prediction]:
    """The predictions of a streamed log, one per window (`streaming.Window`) that holds lines of
    [start, end), links numbered as in the file (`Prediction.offset` places the window's log)."""
    for window in reader.windows():
        lo, hi = max(window.lo, start), window.hi if end is None else min(window.hi, end)
        if end is not None and window.lo >= end:
            return
        if lo >= hi:
            continue
        local = predict(window.log, disentangler, lo - window.offset, hi - window.offset, second_parents)
        yield Prediction(window.log, shifted(local.links, window.offset), lo,
                         shifted(local.second, window.offset), window.offset)


def _open(paths: Sequence[str], log_format: str, start: int,
          settings: StreamSettings) -> list[Log | WindowReader]:
    """Each file whole (when it fits one window) or as a window reader, all checked before any output."""
    sources: list[Log | WindowReader] = []
    for path in paths:
        reader = WindowReader(path, path, log_format, settings)
        if reader.single:
            sources.append(load_log(path, log_format, name=path))
        else:
            reader.begin()
            sources.append(reader)
    start_within(start, [(s.name, _length(s, start)) for s in sources])
    return sources


def _length(source: Log | WindowReader, start: int) -> int:
    """The lines of a source as `start_within` needs them (a streamed file is counted only when `start`
    lies beyond its first window)."""
    if isinstance(source, Log):
        return len(source)
    return source.settings.whole + 1 if start < source.settings.whole else source.line_count()


def _stream_text(reader: WindowReader, disentangler: Disentangler, start: int, end: int | None,
                 second_parents: bool, fmt: str) -> Iterator[str]:
    """The output of a streamed log, a window at a time (conversations once closed)."""
    conversations = ConversationStream(reader.name, start)
    records: dict[int, tuple[Record, list[int]]] = {}
    for prediction in predict_windows(reader, disentangler, start, end, second_parents):
        if fmt == "links":
            yield format_links(prediction.all_links)
            continue
        conversations.add(prediction.all_links)
        if fmt == "jsonl":
            parents = _parents(prediction)
            records.update((index, (_record(prediction.log, index - prediction.offset), parents[index]))
                           for index in parents)
        reach = max(prediction.offset + len(prediction.log) - reader.settings.lookahead
                    - reader.settings.context, 0)
        yield _conversation_text(conversations.closed(reach), records, fmt)
    yield _conversation_text(conversations.closed(None), records, fmt)


def _conversation_text(found: list[Conversation], records: dict[int, tuple[Record, list[int]]], fmt: str) -> str:
    if fmt == "conversations":
        return format_conversations(found)
    return "".join(_jsonl_line(c.source, ((index, *records.pop(index)) for index in c.messages)) for c in found)


def predict_text(paths: Sequence[str], disentangler: Disentangler, start: int = 0, end: int | None = None,
                 log_format: str = AUTO, second_parents: bool = False, fmt: str = "links",
                 settings: StreamSettings | None = None) -> Iterator[str]:
    """What `disentangle predict` prints, a piece at a time: a file that fits one window as `render` of
    `predict` gives it, a longer one window by window (`disentangle.methods.streaming`)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
    for source in _open(paths, log_format, start, settings or StreamSettings()):
        if isinstance(source, Log):
            yield render([predict(source, disentangler, start, end, second_parents)], fmt)
        else:
            yield from _stream_text(source, disentangler, start, end, second_parents, fmt)
