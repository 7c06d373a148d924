"""Predicting reply-to links for log files with a disentangler, and rendering them.

`predict` asks a `disentanglers.Disentangler` (learned, heuristic or previous, by name through the
registry of `disentangle.disentanglers`) for the links of the lines of a log in a range; lines before the
range are still read, as context. Output formats are the link lines and conversation lines of
`disentangle.conversations`, or JSON lines with one conversation, its messages and their parents per
object.
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Iterable, Iterator, Sequence

from .conversations import Conversation, Link, conversations_from_links, format_conversations, format_links
from .disentanglers import LEARNED, METHODS, Disentangler, load_disentangler
from .logformats import AUTO
from .logs import Log, load_log

logger = logging.getLogger(__name__)

__all__ = ["FORMATS", "METHODS", "Prediction", "predict", "predict_files", "predict_links", "render"]
FORMATS = ("links", "conversations", "jsonl")


@dataclass(frozen=True)
class Prediction:
    """The links predicted for one log, for lines [start, end)."""

    log: Log
    links: tuple[Link, ...]
    start: int


def predict(log: Log, disentangler: Disentangler, start: int = 0, end: int | None = None) -> Prediction:
    """The links of `disentangler` for the lines of `log` in [start, end), in line order."""
    start = max(start, 0)
    links = disentangler.links(log, start, end)
    return Prediction(log, tuple(sorted(links, key=lambda link: (link.message, link.parent))), start)


def predict_files(paths: Sequence[str], disentangler: Disentangler, start: int = 0, end: int | None = None,
                  log_format: str = AUTO) -> Iterator[Prediction]:
    """The prediction of each file in turn; every file is read and checked before the first is predicted
    (a bad file is a `LogError` before any output)."""
    logs = [load_log(path, log_format, name=path) for path in paths]
    for log in logs:
        yield predict(log, disentangler, start, end)


def predict_links(log: Log, method: str | Disentangler = LEARNED, model=None, start: int = 0,
                  end: int | None = None, tokenizer=None) -> Prediction:
    """`predict` with a disentangler, or with the one registered as `method` built from `model` (a loaded
    model or a model file, needed by `learned`) and `tokenizer`. For many logs build it once instead."""
    if isinstance(method, str):
        method = load_disentangler(method, model, tokenizer)
    return predict(log, method, start, end)


def prediction_conversations(prediction: Prediction) -> list[Conversation]:
    return conversations_from_links(prediction.links, prediction.start)


def _jsonl(prediction: Prediction) -> str:
    parents: dict[int, list[int]] = {}
    for link in prediction.links:
        parents.setdefault(link.message, []).append(link.parent)
    lines = []
    for conversation in prediction_conversations(prediction):
        messages = []
        for index in conversation.messages:
            m = prediction.log.messages[index]
            messages.append({"index": index, "minute": m.minute, "kind": m.kind, "nick": m.nick,
                             "text": m.text, "parents": parents.get(index, [])})
        lines.append(json.dumps({"file": conversation.source, "messages": messages}, ensure_ascii=False))
    return "".join(line + "\n" for line in lines)


def render(predictions: Iterable[Prediction], fmt: str = "links") -> str:
    """The text `disentangle predict` prints for these predictions."""
    parts = []
    for prediction in predictions:
        if fmt == "links":
            parts.append(format_links(prediction.links))
        elif fmt == "conversations":
            parts.append(format_conversations(prediction_conversations(prediction)))
        elif fmt == "jsonl":
            parts.append(_jsonl(prediction))
        else:
            raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
    return "".join(parts)
