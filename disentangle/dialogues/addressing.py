"""Addressing in IRC text: who a message is directed at, and usernames cut out of a text.

The first word of a message (after an optional "@") is its addressee when it is a nick seen in the log; a
nick that is also a common English word (wordfreq, Zipf >= 3) counts only when address punctuation follows
it. `strip_usernames` removes leading addressees and mentions of given nicks. The DSTC7 filters
(`filters.py`), the heuristic of Lowe et al. (`heuristic.py`) and the reading of channel-bot commands
(`bot_commands.py`) share these rules.
"""
from __future__ import annotations

import functools
import re
from typing import Collection, Iterable

from wordfreq import zipf_frequency

from disentangle.logs.formats import KIND_NICK
from disentangle.logs.records import Log, Message, nick_key

COMMON_WORD_ZIPF = 3.0    # a word at least this frequent in English (about 1 per million words) is common
WORD_LANGUAGE = "en"
MAX_LEADING_ADDRESSEES = 4  # "a, b, c: text" -- how many leading nicks are stripped at most

# The first word of a message, an optional "@", and what may follow a nick used as an address.
ADDRESS_PUNCTUATION = ":,.;>!?"
LEADING_WORD = re.compile(
    r"^\s*@?(?P<word>[^\s" + re.escape(ADDRESS_PUNCTUATION) + r"]+)"
    r"(?:(?P<punct>[" + re.escape(ADDRESS_PUNCTUATION) + r"]+)|(?=\s|$))\s*")
LEFTOVER_PUNCTUATION = ":,;"  # left at either end of a text when a nick is cut out of it
# leftover punctuation at the start is cut only as a word of its own (": hi"), so ":)" and ";-)" stay
LEADING_LEFTOVER = re.compile(r"^(?:[" + re.escape(LEFTOVER_PUNCTUATION) + r"]+(?:\s+|$))+")
MENTION_END = r"$|\s|[.!?;)]"  # what may follow a nick mentioned inside a text
ADDRESS_DASH = re.compile(r"^[-\u2013\u2014]+\s+")  # "nick - text": the dash after a removed nick
PRESENCE = re.compile(r"has (?:joined|left|quit)\b")


@functools.lru_cache(maxsize=65536)
def is_common_word(word: str) -> bool:
    """Is `word` a common English word: letters only, wordfreq Zipf frequency >= COMMON_WORD_ZIPF?

    (wordfreq counts every digit as 0, so "p2" would inherit the frequency of "p0"; a dictionary such as
    Aspell has no words with digits or IRC punctuation, hence the letters-only condition.)
    """
    return word.isalpha() and zipf_frequency(word, WORD_LANGUAGE) >= COMMON_WORD_ZIPF


def known_nicks(log: Log) -> frozenset[str]:
    """Keys (`nick_key`) of every nick seen in a log: speakers, nick changes, joins, parts and quits."""
    keys: set[str] = set()
    for message in log.messages:
        if message.kind == KIND_NICK:
            keys.update((nick_key(message.nick), nick_key(message.text)))
        elif not message.is_system or PRESENCE.search(message.text):
            keys.add(nick_key(message.nick))
    keys.discard("")
    return frozenset(keys)


def leading_addressee(text: str, nicks: Collection[str]) -> str | None:
    """The key of the nick a message starts with, or None.

    The first word (after an optional "@") counts when its key is in `nicks`; a nick that is also a
    common English word counts only when punctuation (one of ADDRESS_PUNCTUATION) follows it.
    """
    match = LEADING_WORD.match(text)
    if not match:
        return None
    key = nick_key(match["word"])
    if key not in nicks or (not match["punct"] and is_common_word(key)):
        return None
    return key


def addressee(message: Message, nicks: Collection[str]) -> str | None:
    """Whom a message is directed at (a nick key other than its author's), or None."""
    key = leading_addressee(message.text, nicks)
    return key if key is not None and key != nick_key(message.nick) else None


def strip_usernames(text: str, nicks: Collection[str], participants: Iterable[str] = ()) -> str:
    """Remove leading addressees (keys in `nicks`) and mentions of the participants' nicks from text."""
    for _ in range(MAX_LEADING_ADDRESSEES):
        match = LEADING_WORD.match(text)
        if not match or leading_addressee(text, nicks) is None:
            break
        text = ADDRESS_DASH.sub("", text[match.end():])
    for nick in sorted(set(participants), key=len, reverse=True):
        text = _mention_pattern(nick).sub(_drop_mention, text)
    return LEADING_LEFTOVER.sub("", " ".join(text.split())).rstrip(LEFTOVER_PUNCTUATION + " ")


@functools.lru_cache(maxsize=4096)
def _mention_pattern(nick: str) -> re.Pattern[str]:
    """A nick as a word of its own: after a space (or at the start), before a space, punctuation or end."""
    return re.compile(rf"(?:^|\s+)@?{re.escape(nick)}(?P<punct>[:,])?(?={MENTION_END})", re.IGNORECASE)


def _drop_mention(match: re.Match[str]) -> str:
    """A mention goes unless it is a common English word used as a word (no address punctuation)."""
    word = match.group(0).strip().lstrip("@").rstrip(":,")
    return match.group(0) if not match["punct"] and is_common_word(word.lower()) else ""
