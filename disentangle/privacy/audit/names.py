"""The names the sources know, as the release auditor looks for them: written apart from the anonymiser's
name rule. `KnownNames` holds the run's name keys (`logs.records.nick_key`: nicks, export user names,
display and real names, some of several words) and the words of the channel; `names_in` gives each known
name a text still holds as a name. A name that is also an ordinary word (an English word by wordfreq, a release
or distribution name, a command with a man page) counts only where it is used as a name: after `@`, or as a
text's first word before a colon (or a comma, unless the word is a common one: "hello, ..." greets). A name
of digits only counts from `MIN_ID_DIGITS` (a platform's user id),
a placeholder (`__user__`, `participant_1`) never. `people_channels` finds, in the texts that name a release's
parts (file names, ids, sources), a channel name shaped as one named after people (`alice-and-bob`, `dm-bob`).
"""
from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, field

from wordfreq import zipf_frequency

from disentangle.logs.records import nick_key
from disentangle.privacy.channel_commands import SUDO_COMMANDS
from disentangle.privacy.scripts import MARKS

__all__ = ["PEOPLE_CHANNEL", "KnownNames", "names_in", "people_channels"]

MIN_KEY_CHARS = 2                    # a one-character name is never looked for
MIN_ID_DIGITS = 6                    # a name of digits only is a user id from this length
# a name whose words are all English words this frequent (wordfreq's Zipf scale) is a word outside an address:
# lower than the anonymiser's, so that "noob" (2.7) and "sysadmin" (2.1) stay words; "ubottu", "ikonia" (0) not
WORD_ZIPF = 2.0
COMMON_ZIPF = 3.0                    # a name rarer than this is a name before a comma too ("genii, try ...")
WORD_LANGUAGE = "en"
# words of #ubuntu that are nicks too and no English word by frequency: releases, distributions, desktops
CHANNEL_WORDS = frozenset((
    "warty", "hoary", "breezy", "dapper", "edgy", "feisty", "gutsy", "hardy", "intrepid", "jaunty", "karmic",
    "lucid", "maverick", "natty", "oneiric", "precise", "quantal", "raring", "saucy", "trusty", "utopic",
    "vivid", "wily", "xenial", "yakkety", "zesty", "artful", "bionic", "cosmic", "disco", "eoan", "focal",
    "groovy", "hirsute", "impish", "jammy", "kinetic", "lunar", "mantic", "noble", "oracular", "plucky",
    "ubuntu", "kubuntu", "xubuntu", "lubuntu", "edubuntu", "debian", "linux", "gnome", "kde", "xfce", "unity",
    "mint", "fedora", "arch", "gentoo", "suse", "grub", "apt", "sudo", "wine", "compiz", "nvidia", "ati"))
WORD = re.compile(rf"(?<![\w{MARKS}@\[\]{{}}\\`^|])(@?)((?:[^\W\d_]|[\[\]{{}}\\`^|])[\w{MARKS}.\-|`^{{}}\[\]\\]*)")
# (`MARKS`: the combining marks that belong to a word, "अशोक", a Unicode fact the anonymiser reads too)
PLACEHOLDER = re.compile(r"__\w+__|participant_\d+")
VARIANT_MARK = "|"                   # nick|away: the nick before it
# a channel named after people, as a naming text holds it (between the separators of a path, an id, a label):
# Slack's group DM (`mpdm-a--b-1`), a direct message's (`dm-alice`, `alice-dm`), two or three names joined by a
# joining word (`alice-and-bob`, `jo-x-kim`); the anonymiser's own rule is `privacy.titles.people_shaped`
# (not the neutral labels the run writes for a DM: `slack-dm-1a2b3c4d`)
_JOINS = r"(?:and|n|x|with|vs|plus|und|et|y)"
_PLATFORM = r"(?:slack|discord|telegram)"
PEOPLE_CHANNEL = re.compile(
    rf"(?<![^\W_])(?:mpdm-[\w.]+(?:--[\w.]+)+(?:-\d+)?|(?<!slack-)(?<!discord-)(?<!telegram-)(?:dm|pm)[-_][^\W\d_]{{2,}}|"
    rf"(?!{_PLATFORM}[-_])[^\W\d_]{{2,}}[-_](?:dm|pm)|"
    rf"[^\W\d_]{{2,}}-{_JOINS}-[^\W\d_]{{2,}}(?:-{_JOINS}-[^\W\d_]{{2,}})?)(?![^\W_])")
PEOPLE_CHANNEL_FINDING = "a channel name shaped as one named after people"


@dataclass(frozen=True)
class KnownNames:
    """The run's name keys (lower case), split into one-word and several-word names, and the words of the
    channel (commands with a man page) that are not names outside an address."""

    keys: frozenset[str]
    commands: frozenset[str] = frozenset()
    single: frozenset[str] = field(init=False)
    several: re.Pattern[str] | None = field(init=False)
    words: frozenset[str] = field(init=False)     # the names that are words of the channel
    common: frozenset[str] = field(init=False)    # ... and common ones ("hello, ..." greets)

    def __post_init__(self) -> None:
        usable = {key for key in self.keys if len(key) >= MIN_KEY_CHARS and not PLACEHOLDER.fullmatch(key)
                  and (not key.isdigit() or len(key) >= MIN_ID_DIGITS)}
        object.__setattr__(self, "single", frozenset(key for key in usable if " " not in key))
        phrases = sorted((key for key in usable if " " in key), key=len, reverse=True)
        pattern = re.compile(r"(?<![\w@])(@?)(" + "|".join(map(re.escape, phrases)) + r")(?!\w)", re.I) \
            if phrases else None
        object.__setattr__(self, "several", pattern)
        object.__setattr__(self, "words", frozenset(key for key in usable if self._is_word(key, WORD_ZIPF)))
        object.__setattr__(self, "common", frozenset(key for key in self.words if self._is_word(key, COMMON_ZIPF)))

    def _is_word(self, key: str, zipf: float) -> bool:
        return all(word in CHANNEL_WORDS or word in self.commands or word in SUDO_COMMANDS or
                   word.isalpha() and zipf_frequency(word, WORD_LANGUAGE) >= zipf for word in key.split())

    def wordlike(self, key: str) -> bool:
        """Is a name also an ordinary word here (every word of a name of several words)?"""
        return key.casefold() in self.words

def _as_name(text: str, match: re.Match[str], key: str, names: KnownNames) -> bool:
    """Used as a name: after `@`, or the text's first word before a colon (or a comma, unless a common word)."""
    after = text[match.end():match.end() + 1]
    return bool(match[1]) or match.start() == 0 and (after == ":" or after == "," and key not in names.common)


def _keys_of(word: str) -> Iterator[str]:
    yield nick_key(word)
    if VARIANT_MARK in word:
        yield nick_key(word.split(VARIANT_MARK)[0])


def _digit_ids(text: str, names: KnownNames) -> Iterator[str]:
    for token in re.findall(rf"\d{{{MIN_ID_DIGITS},}}", text):
        if token in names.single:
            yield token


def names_in(text: str, names: KnownNames) -> Iterator[str]:
    """Each known name `text` holds as a name (the text's own spelling)."""
    folded = text.casefold()
    for match in WORD.finditer(folded):
        if PLACEHOLDER.search(match[2]):
            continue
        for key in _keys_of(match[2]):
            if key in names.single and (not names.wordlike(key) or _as_name(folded, match, key, names)):
                yield text[match.start(2):match.end(2)]
                break
    yield from _digit_ids(text, names)
    if names.several is not None:
        for match in names.several.finditer(text):
            if not names.wordlike(match[2].casefold()) or match[1]:
                yield match[2]


def people_channels(texts: Iterable[tuple[str, str]]) -> list[str]:
    """`where: ...` for each naming text (a file name, the output folder's name, a dialogue's id or source)
    that holds a channel name of the shape of one named after people (`PEOPLE_CHANNEL`), never the name."""
    return list(dict.fromkeys(f"{where}: {PEOPLE_CHANNEL_FINDING}" for where, text in texts
                              if PEOPLE_CHANNEL.search(text.casefold())))


def known_names(keys: Collection[str], commands: Collection[str] = ()) -> KnownNames:
    """The `KnownNames` of name keys and the channel's command words."""
    return KnownNames(frozenset(keys), frozenset(commands))
