"""Predicting reply-to links for log files, with a chosen method, and rendering them.

Three methods give links for the lines of a log in a range: `learned` (the trained model), `heuristic`
(the conversations of the Lowe et al. 2015 extractor, chained into links) and `previous` (each message
replies to the previous one). Lines before the range are still read, as context. Output formats are the
link lines and conversation lines of `disentangle.conversations`, or JSON lines with one conversation,
its messages and their parents per object.
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Iterable

from .conversations import (Conversation, Link, conversations_from_links, format_conversations, format_links,
                            links_from_conversation, previous_message_links)
from .logs import Log

logger = logging.getLogger(__name__)

METHODS = ("learned", "heuristic", "previous")
FORMATS = ("links", "conversations", "jsonl")


@dataclass(frozen=True)
class Prediction:
    """The links predicted for one log, for lines [start, end)."""

    log: Log
    links: tuple[Link, ...]
    start: int


def predict_links(log: Log, method: str = "learned", model=None, start: int = 0,
                  end: int | None = None, tokenizer=None) -> Prediction:
    """Links for the lines of `log` in [start, end) by `method` (`model` is needed for `learned`)."""
    start = max(start, 0)
    if method == "learned":
        if model is None:
            raise ValueError("the learned method needs a model (see disentangle.model.load_model)")
        links = model.predict(log, start, end, tokenizer=tokenizer)
    elif method == "previous":
        links = previous_message_links(log, start, end)
    elif method == "heuristic":
        from .heuristic import heuristic_conversations
        conversations = heuristic_conversations(log, start, end)
        links = [link for c in conversations for link in links_from_conversation(c)]
    else:
        raise ValueError(f"unknown method {method!r}; choose from {', '.join(METHODS)}")
    return Prediction(log, tuple(sorted(links, key=lambda link: (link.message, link.parent))), start)


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
