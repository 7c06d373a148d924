"""The public Python API: load the model, give it messages from anywhere, get links, conversations, dialogues.

    >>> import datetime as dt
    >>> import disentangle
    >>> model = disentangle.load()                                   # doctest: +SKIP
    >>> messages = [{"author": "ann", "text": "how do I mount an iso?", "time": "2024-05-01T10:00"},
    ...             {"author": "bob", "text": "ann: sudo mount -o loop x.iso /mnt", "time": "2024-05-01T10:01"}]
    >>> read_messages(messages).messages[1].minute                   # minutes from the first day's midnight
    601

Messages are mappings (a list of dicts, `DataFrame.to_dict("records")`, a DataFrame itself), records with the
attributes `author`, `text` and `time` (dataclasses, named tuples), `Message` records, a `Log`, or the path of a
log file (read as `disentangle predict` reads it, format detected). A message's index is its 0-based position.
`time` is a `datetime` (pandas' `Timestamp` is one) or an ISO 8601 string; a message may also give `kind`
("message", the default, "action", or a system line: "system", "nick", "other"). A time may step back by at
most `LAG_MINUTES` (the reader's rule for a clock that lags, `disentangle.logs.reading`: the message keeps the
later time); a bigger step back is no lag, and with dates there is no midnight to wrap past, so it is an
error. Bad input raises `InputError` naming the index of the first bad message.

`Model.links` and `Model.conversations` predict through `disentangle.methods.predict.predict_source`, the path
of `disentangle predict`: a file is read as the command reads it, and a log longer than one window (16,300
lines) is predicted window by window (`disentangle.logs.windows`), as the command streams it, so their links
and conversations are the command's for the same log, of any length;
`disentangle.dialogues(conversations)` (`disentangle.dialogues.filters.dialogues_of`) is extract's dialogue
step. See docs/api.md.
"""
from __future__ import annotations

import datetime as dt
import math
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Union

from disentangle.dialogues.bot_commands import BotCommands
from disentangle.dialogues.conversations import conversations_of
from disentangle.dialogues.filters import dialogues_of
from disentangle.dialogues.records import Dialogue
from disentangle.errors import InputError
from disentangle.linking.links import Conversation, Link
from disentangle.logs.counts import ReadStats
from disentangle.logs.formats import AUTO, KIND_MESSAGE, KINDS, MINUTES_PER_DAY, SPOKEN_KINDS
from disentangle.logs.reading import LAG_MINUTES
from disentangle.logs.records import Log, Message
from disentangle.logs.windows import WindowReader
from disentangle.methods.disentanglers import Learned
from disentangle.methods.predict import (
    Prediction,
    open_source,
    predict_source,
    prediction_conversations,
    read_logs,
    scored_links,
)

__all__ = ["BotCommands", "Conversation", "Dialogue", "InputError", "LAG_MINUTES", "Link", "Message", "Model",
           "dialogues", "load", "read_messages"]

MessageLike = Union[Mapping[str, Any], Message, Any]
Messages = Union[Iterable[MessageLike], Log, str, os.PathLike]

DEFAULT_NAME = "messages"   # the source name of in-memory messages (their links and dialogues carry it)
IN_MEMORY_FORMAT = "records"  # `Log.log_format` of messages given in memory
FIELDS = ("author", "text", "time")
NEEDS = "a message needs author, text and time"
SECONDS_PER_MINUTE = 60

dialogues = dialogues_of


def _field(item: MessageLike, name: str) -> Any:
    """A field of a mapping or an attribute of a record; None when missing (or NaN, pandas' missing value)."""
    value = item.get(name) if isinstance(item, Mapping) else getattr(item, name, None)
    return None if isinstance(value, float) and math.isnan(value) else value


def _time(index: int, value: Any) -> dt.datetime:
    """A datetime, or an ISO 8601 string read as one (a trailing Z is UTC)."""
    if isinstance(value, dt.datetime):
        return value
    if isinstance(value, str):
        try:
            return dt.datetime.fromisoformat(value[:-1] + "+00:00" if value.endswith(("Z", "z")) else value)
        except ValueError:
            raise InputError(f"message {index}: time {value!r} is not an ISO 8601 date and time") from None
    raise InputError(f"message {index}: no time (a datetime or an ISO 8601 string), got {value!r}")


def _fields(index: int, item: MessageLike) -> tuple[str, str, str, dt.datetime]:
    """(kind, author, text, time) of one message, checked."""
    if not isinstance(item, Mapping) and not any(hasattr(item, name) for name in FIELDS):
        raise InputError(f"message {index}: expected a mapping or a record with {', '.join(FIELDS)}, "
                         f"got {type(item).__name__}")
    kind, author, text = _field(item, "kind") or KIND_MESSAGE, _field(item, "author"), _field(item, "text")
    if kind not in KINDS:
        raise InputError(f"message {index}: unknown kind {kind!r}; choose from {', '.join(KINDS)}")
    if not isinstance(text, str):
        raise InputError(f"message {index}: no text ({NEEDS})")
    if kind not in SPOKEN_KINDS and author is None:
        author = ""  # a system line (a join, a quit) may be no one's
    if not isinstance(author, str) or (kind in SPOKEN_KINDS and not author.strip()):
        raise InputError(f"message {index}: no author ({NEEDS})")
    return kind, author, text, _time(index, _field(item, "time"))


def _minutes(times: list[dt.datetime]) -> list[int]:
    """Minutes from midnight of the first time's day, by the reader's lag rule: a step back of at most
    `LAG_MINUTES` keeps the later minute, a bigger one is an `InputError`."""
    midnight = times[0].replace(hour=0, minute=0, second=0, microsecond=0)
    minutes: list[int] = []
    for index, time in enumerate(times):
        try:
            minute = math.floor((time - midnight).total_seconds() / SECONDS_PER_MINUTE)
        except TypeError:
            raise InputError(f"message {index}: time {time.isoformat()} mixes a time zone and none with "
                             "message 0's") from None
        if minutes and minute < minutes[-1]:
            if minutes[-1] - minute > LAG_MINUTES:
                raise InputError(f"message {index}: time {time.isoformat()} goes back {minutes[-1] - minute} "
                                 f"minutes (at most {LAG_MINUTES} are taken as lag); sort the messages by time")
            minute = minutes[-1]
        minutes.append(minute)
    return minutes


def _records_log(items: list[MessageLike], name: str) -> Log:
    """A `Log` of in-memory messages (mappings or records with author, text and time)."""
    fields = [_fields(index, item) for index, item in enumerate(items)]
    if not fields:
        return Log(name, (), ReadStats(), None, "", IN_MEMORY_FORMAT)
    minutes = _minutes([time for _, _, _, time in fields])
    messages = tuple(Message(index, kind, author, text, minute, text, minute % MINUTES_PER_DAY)
                     for index, ((kind, author, text, _), minute) in enumerate(zip(fields, minutes)))
    return Log(name, messages, ReadStats(lines=len(messages)), fields[0][3].date(), "", IN_MEMORY_FORMAT)


def read_messages(messages: Messages, name: str | None = None) -> Log:
    """The `Log` the model reads for `messages` (see the module's documentation for what they may be);
    `name` is its source name (default: the path of a file, else "messages"). Raises `InputError`, or
    `disentangle.logs.records.LogError` for a file that cannot be read or is no chat log.

    >>> log = read_messages([{"author": "ann", "text": "hi", "time": "2024-05-01T23:59"},
    ...                      {"author": "bob", "text": "hello", "time": "2024-05-02T00:01"}])
    >>> log.date, [m.minute for m in log.messages]
    (datetime.date(2024, 5, 1), [1439, 1441])
    """
    if isinstance(messages, Log):
        return messages if name is None else replace(messages, name=name)
    if isinstance(messages, (str, os.PathLike)):
        log = read_logs([messages], AUTO)[0]
        return log if name is None else replace(log, name=name)
    to_dict = getattr(messages, "to_dict", None) if hasattr(messages, "columns") else None  # a pandas DataFrame
    if to_dict is None and (isinstance(messages, (bytes, Mapping)) or not isinstance(messages, Iterable)):
        raise InputError(f"expected messages (an iterable of mappings or records, a Log or the path of a log "
                         f"file), got {type(messages).__name__}")
    items: list[MessageLike] = list(to_dict("records") if to_dict is not None else messages)
    given = [item for item in items if isinstance(item, Message)]
    records = [isinstance(item, Message) for item in items]
    if len(given) == len(items):
        return Log(name or DEFAULT_NAME, tuple(replace(m, index=i) for i, m in enumerate(given)),
                   ReadStats(lines=len(items)), None, "", IN_MEMORY_FORMAT)
    if given:
        raise InputError(f"message {records.index(not records[0])}: Message records and other messages mixed")
    return _records_log(items, name or DEFAULT_NAME)


@dataclass(frozen=True)
class Model:
    """A loaded link model (with its chat tokenizer, built once): `load()` makes one.

    >>> model = load()
    >>> chat = [{"author": "ann", "text": "how do I mount an iso?", "time": "2024-05-01T10:00"},
    ...         {"author": "bob", "text": "ann: sudo mount -o loop x.iso /mnt", "time": "2024-05-01T10:01"}]
    >>> [(link.message, link.parent) for link in model.links(chat)]
    [(0, 0), (1, 0)]
    >>> [(len(c), c.authors) for c in model.conversations(chat)]
    [(2, ('ann', 'bob'))]
    """

    disentangler: Learned = field(repr=False)
    path: Path | None = None

    def _source(self, messages: Messages, name: str | None) -> Log | WindowReader:
        """`messages` as `disentangle predict` reads them: a file as the command reads it (`open_source`),
        whole or window by window; messages in memory as a `Log` (`read_messages`)."""
        return (open_source(str(messages), AUTO, name=name) if isinstance(messages, (str, os.PathLike))
                else read_messages(messages, name))

    def _predict(self, messages: Messages, name: str | None, second_parents: bool) -> Prediction:
        """The prediction of `messages` as `disentangle predict` makes it: any log longer than one window
        predicted window by window (`predict_source`)."""
        return predict_source(self._source(messages, name), self.disentangler, second_parents=second_parents,
                              scores=True)

    def links(self, messages: Messages, *, second_parents: bool = False, name: str | None = None
              ) -> tuple[Link, ...]:
        """Each message's link to the message it replies to (`parent`, itself when it starts a conversation)
        with the model's `probability` of that parent, in message order: `links[i].message == i`. With
        `second_parents`, a message whose runner-up parent is probable enough also gets that second link,
        right after its own (as `disentangle predict` prints by default; `--one-parent` is the default here).
        """
        return scored_links(self._source(messages, name), self.disentangler, second_parents)

    def conversations(self, messages: Messages, *, name: str | None = None) -> tuple[Conversation, ...]:
        """The conversations of `messages` (those of `disentangle predict --format conversations`), each with
        its `Message` records and the model's confidence, ordered by first message."""
        prediction = self._predict(messages, name, False)
        return conversations_of(prediction.log, prediction_conversations(prediction), prediction.scored)


def load(path: str | os.PathLike | None = None) -> Model:
    """The shipped model, or the model file at `path` (a `disentangle.linking.model_file.ModelError`, a
    `DisentangleError`, when it is no model file)."""
    from disentangle.settings import SHIPPED_MODEL
    chosen = Path(path) if path is not None else SHIPPED_MODEL
    return Model(Learned.load(chosen), chosen)
