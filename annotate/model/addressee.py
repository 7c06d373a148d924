"""Who a message speaks to: the earlier messages of the nicks it mentions, for the `@` key.

On IRC a reply usually starts with the addressee's nick (`subodh: try wine`), and its parent is then one
of that person's recent messages. `addressee_candidates` lists, nearest first, the earlier messages
(within `LOOK_BACK` lines) written by a nick the message mentions; when it mentions nobody, the earlier
messages that mention its author (someone who spoke to them). System lines are never candidates. A nick
that is also a common English word (`for`, `help`: the rule of `disentangle.dialogues.addressing`) is a
mention only when address punctuation follows it (`for: try wine`), so "thanks for your help" names nobody.
"""
from __future__ import annotations

import logging
import re
from typing import Iterator

from disentangle.dialogues.addressing import is_common_word
from disentangle.logs.records import nick_key

from .document import Document

logger = logging.getLogger(__name__)

MENTION = re.compile(r"[^\s,:;!?()<>\"']+")  # a word that may be a nick
LOOK_BACK = 1000  # lines searched above the message
ADDRESS_MARKS = frozenset(":,")  # after a word, what makes a nick that is also an ordinary word a mention


def mentions(text: str, nicks: frozenset[str]) -> Iterator[tuple[re.Match, str]]:
    """The words of `text` that mention one of `nicks` (normalised keys), with the key: a word that is a
    nick, unless the nick is a common English word not followed by address punctuation."""
    for match in MENTION.finditer(text):
        key = nick_key(match.group())
        if len(key) < 2 or key not in nicks:
            continue
        if is_common_word(match.group().lower()) and text[match.end():match.end() + 1] not in ADDRESS_MARKS:
            continue
        yield match, key


def mentioned(document: Document, message: int) -> list[str]:
    """The known nicks (normalised) a message mentions, in order, its author left out."""
    entry = document.log.messages[message]
    author = nick_key(entry.nick)
    nicks = document.nicks_near(message)  # a paged log: the nicks said within a page of the message
    return list(dict.fromkeys(key for _, key in mentions(entry.text, nicks) if key != author))


def addressee_candidates(document: Document, message: int) -> list[int]:
    """Earlier messages by the nicks `message` mentions, nearest first; if it mentions none, earlier
    messages mentioning its author."""
    messages = document.log.messages
    earlier = [m for m in range(message - 1, max(message - LOOK_BACK, 0) - 1, -1) if not messages[m].is_system]
    named = set(mentioned(document, message))
    if named:
        return [m for m in earlier if nick_key(messages[m].nick) in named]
    author = nick_key(messages[message].nick)
    return [m for m in earlier if author in mentioned(document, m)]
