"""Private titles of a chat export, and the validator that proves none reached a released file.

A chat's name is private when it would identify a person: the title of a direct message or personal chat
(the platform names it after the other person), or a channel whose name is made of the names of people the
export knows (`names_person`: a Slack channel `alice-bob`) or is shaped as one named after people, known or
not (`people_shaped`: `dm-alice`, `mpdm-alice--bob-1`, `alice-and-bob`). Such a chat is named by a neutral label in every
released file (`neutral_label`: `discord-dm-1a2b3c4d`, a digest of its platform id). `title_problems` reads
the output's file names, its README, card, manifest and stats.json, and (when an anonymiser ran) every text
value of the released files, and reports every private text it finds (a title, the export's path): the
check knows the texts themselves, so it holds whatever the anonymiser did. A finding names the kind of text
and its label, never the text.
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from disentangle.dialogues.addressing import is_common_word
from disentangle.logs.records import nick_key
from disentangle.privacy.names import is_wordlike
from disentangle.privacy.people import gazetteer

__all__ = ["DIGEST_CHARS", "KIND_CHAT", "KIND_DM", "KIND_EXPORT", "PrivateText", "digest", "is_dm_label", "names_person",
           "neutral_label", "people_shaped", "title_names_someone", "title_problems"]

DIGEST_CHARS = 8                 # hex digits of a label's digest: distinct enough among one export's chats
KIND_DM = "dm"                   # a direct message or personal chat
KIND_CHAT = "chat"               # a channel named after people
KIND_EXPORT = "export"           # an export (a workspace, a server, a file) whose name is private
MIN_NAME_LETTERS = 3             # a known name shorter than this never makes a channel's name private
MIN_TITLE_CHARS = 3              # a private text shorter than this is not looked for (it would be everywhere)
MAX_REPORTED = 20                # findings named; the rest are counted
TOKEN = re.compile(r"[^\W_]+")
# a channel named after people (`people_shaped`): the words of a direct message's name, Slack's group-DM prefix,
# and the words and marks that join two or three people's names
DM_WORDS = frozenset(("dm", "dms", "pm", "mpdm", "privmsg"))
GROUP_DM_PREFIX = "mpdm-"
ENGLISH_JOINS = frozenset(("and", "n", "x", "with", "vs", "plus", "&", "+"))
PEOPLE_JOINS = ENGLISH_JOINS | {"und", "et", "y", "e", "i", "ve", "dan", "и"}
JOIN_SPLIT = re.compile(r"[\s_.-]*(&|\+)[\s_.-]*|[\s_.-]+")
DECORATION = re.compile(r"[^\w\s&+.-]+")   # emoji and marks around a title's words (not its joins)
MAX_JOINED = 3                   # people named in a channel's name of that shape alone
MIN_JOINED_LETTERS = 2           # ... each a word of this many letters at least (not `q-and-a`)


@dataclass(frozen=True)
class PrivateText:
    """A text no released file may hold (a chat's title, the export's path) and what it is, in words that
    do not say it (`the title of discord-dm-1a2b3c4d`): findings and the terminal name it so."""

    text: str
    what: str
    path: bool = False               # a path: looked for as it is written, anywhere in a text
    person: bool = True              # it names a person (a direct message's title): looked for even as a word


def digest(identity: str) -> str:
    """A short, stable digest of an identity (a platform id; a name when the export gives no id)."""
    return hashlib.sha256(identity.encode("utf-8")).hexdigest()[:DIGEST_CHARS]


def neutral_label(platform: str, kind: str, identity: str) -> str:
    """The label that stands for a private chat or export: `PLATFORM-KIND-DIGEST` (`discord-dm-1a2b3c4d`)."""
    return f"{platform}-{kind}-{digest(f'{platform}/{kind}/{identity}')}"


def is_dm_label(label: str) -> bool:
    """Does a neutral label stand for a direct message or personal chat (`discord-dm-1a2b3c4d`)?"""
    return label.split("-")[1:2] == [KIND_DM]


def _tokens(text: str) -> list[str]:
    return [token.casefold() for token in TOKEN.findall(text)]


def names_person(title: str, known: Iterable[str]) -> bool:
    """Is `title` made of a person's name the export knows: every word of a known name (a user name, a
    display or real name) among the title's words (`alice-bob` with the user `alice`; `john-smith` with the
    real name `John Smith`), or, in a title of several words, any one word of a known name (a first or last
    name, `MIN_NAME_LETTERS` letters at least: `handover-kowalczyk`, `smith-onboarding` with the real name
    `Anna Kowalczyk` or `John Smith`; `general-chat` with a display name `General Kenobi` too: in doubt a
    name is private). A title of one word is private only as a whole known name: `general` or `random`, a
    workspace's own channels, stay beside a user `General Kenobi` (`_title_words`)."""
    words = _title_words(title)
    if not words:
        return False
    several = len(words) > 1
    for name in known:
        parts = _tokens(name)
        if sum(len(part) for part in parts) >= MIN_NAME_LETTERS and not all(p.isdigit() for p in parts) \
                and (words.issuperset(parts) or several and any(_name_word(p) and p in words for p in parts)):
            return True
    return False


def _title_words(title: str) -> set[str]:
    """A title's words, split on spaces and the marks channel names join words with (`-_.`), in any case."""
    return set(_tokens(title))


def _name_word(part: str) -> bool:
    """Is a word of a known name a first or last name a title may hold (letters, `MIN_NAME_LETTERS` at least)?"""
    return part.isalpha() and len(part) >= MIN_NAME_LETTERS


def people_shaped(title: str) -> bool:
    """Is a channel's name shaped as one named after people, whoever they are (no list of names needed, so
    none that could leak): a direct message's (`DM_WORDS` among its words: `dm-alice`, `bob-dm`; Slack's
    group DM `mpdm-alice--bob--carol-1`), or two or three words of letters joined by a joining word or mark
    (`alice-and-bob`, `jo-x-kim`, `ana & ben`, `li-with-sam`: `PEOPLE_JOINS`), alone or among other words
    (`geburtstag-vassilios-und-marit`, `ana-and-ben-wedding`). In doubt a name is private:
    a topic of that shape (`rock-and-roll`) is released as a neutral label too, the channel's name lost
    from the metadata, nothing of its messages."""
    folded = DECORATION.sub(" ", title.casefold().lstrip("#")).strip()   # `ana & ben 🏠`: the emoji decorates
    if folded.startswith(GROUP_DM_PREFIX) or not DM_WORDS.isdisjoint(_tokens(folded)):
        return True
    parts = [part for part in JOIN_SPLIT.split(folded) if part]
    words, joins = parts[0::2], parts[1::2]
    if len(parts) % 2 == 1 and 2 <= len(words) <= MAX_JOINED and all(join in PEOPLE_JOINS for join in joins) \
            and all(word.isalpha() and len(word) >= MIN_JOINED_LETTERS for word in words):
        return True
    return any(_joined_names(parts[start:start + 3]) for start in range(len(parts) - 2))


def title_names_someone(title: str) -> bool:
    """Does a channel's name of several words hold a first name of the gazetteer that is no English word
    (`Gazetteer.name_word`: `trip-tarek-eirik`, `eirik-onboarding`; not `dev-team`, `grace-period`), whoever
    the export lists? Such a name is released as a neutral label too."""
    words = _tokens(title)
    return len(words) > 1 and any(len(word) >= MIN_NAME_LETTERS and word.isalpha() and gazetteer().name_word(word)
                                  for word in words)


def _joined_names(triple: list[str]) -> bool:
    """Two words of letters joined by a joining word or mark among other words: by another language's join
    (`geburtstag-vassilios-und-marit`, `familia-garcia-y-lopez`), or by an English one when not both are
    common English words (`ines-and-mateo-wedding`; not `sales-and-marketing-team`)."""
    first, join, second = triple
    if join not in PEOPLE_JOINS or not all(word.isalpha() and len(word) >= MIN_JOINED_LETTERS
                                           and word not in PEOPLE_JOINS for word in (first, second)):
        return False
    return join not in ENGLISH_JOINS or not (is_common_word(first) and is_common_word(second))


def _pattern(text: str, fold: bool) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(text)}(?!\w)", re.IGNORECASE if fold else 0)


def _finders(private: Sequence[PrivateText], records: bool) -> list[tuple[re.Pattern[str], str]]:
    """(pattern, what) of each private text worth looking for: a path as written; a title as a whole word,
    in any case, except (in the records' text, where the anonymiser leaves ordinary words) a title of
    ordinary words: a person's (a direct message's) looked for as written, a group's not at all."""
    found = []
    for item in private:
        if len(item.text.strip()) < MIN_TITLE_CHARS:
            continue
        if item.path:
            found.append((re.compile(re.escape(item.text)), item.what))
            continue
        if records and not item.person and all(is_wordlike(word) for word in _tokens(item.text)):
            continue                                   # a group's title of ordinary words ("Family") names no one
        wordlike = is_wordlike(nick_key(item.text)) if records else False
        found.append((_pattern(item.text, not wordlike), item.what))
    return found


def title_problems(texts: Iterable[tuple[str, str]], private: Sequence[PrivateText], records: bool = False
                   ) -> list[str]:
    """Each (where, text) that holds a private text, as `where: the title of ...` (one finding per place
    and text); `records` says the texts are the released records' values (see `_finders`)."""
    finders = _finders(private, records)
    problems: list[str] = []
    seen: set[tuple[str, str]] = set()
    checked: set[str] = set()  # a text is read once (an utterance stands in many options and formats)
    for where, text in texts:
        if text in checked:
            continue
        checked.add(text)
        for pattern, what in finders:
            if (where, what) not in seen and pattern.search(text):
                seen.add((where, what))
                problems.append(f"{where}: {what}")
    if len(problems) > MAX_REPORTED:
        problems = problems[:MAX_REPORTED] + [f"{len(problems) - MAX_REPORTED} more findings"]
    return problems
