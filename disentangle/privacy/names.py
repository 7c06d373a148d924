"""The names the anonymiser replaces: every nick a log knows, and the rule for nicks that are also words.

`log_names` collects the keys (`logs.records.nick_key`) of every name a source knows: the day's speakers,
the nicks of joins, parts, quits and nick changes (`dialogues.addressing.known_nicks`) and the user names
and ids a chat export lists (`Log.known_names`). `is_wordlike` says which of them are also ordinary words of
the channel (a common English word by wordfreq, an Ubuntu release name, a command with a man page): such a
name is replaced only where it is used as a name (the address of a message, `@name`), not as a word, since
"help", "hardy" and "ubuntu" are nicks of #ubuntu too (bench/results/anonymize.md measures this rule).
"""
from __future__ import annotations

from collections.abc import Collection, Iterable

from disentangle.dialogues.addressing import is_common_word, known_nicks
from disentangle.logs.records import Log, nick_key

__all__ = ["RELEASE_NAMES", "is_wordlike", "log_names"]

# Ubuntu's release code names (first words), which are also nicks on #ubuntu, and the distribution names
RELEASE_NAMES = frozenset((
    "warty", "hoary", "breezy", "dapper", "edgy", "feisty", "gutsy", "hardy", "intrepid", "jaunty", "karmic",
    "lucid", "maverick", "natty", "oneiric", "precise", "quantal", "raring", "saucy", "trusty", "utopic",
    "vivid", "wily", "xenial", "yakkety", "zesty", "artful", "bionic", "cosmic", "disco", "eoan", "focal",
    "groovy", "hirsute", "impish", "jammy", "kinetic", "lunar", "mantic", "noble", "oracular", "plucky",
    "ubuntu", "kubuntu", "xubuntu", "lubuntu", "edubuntu", "debian", "linux", "gnome", "kde"))
MIN_NAME_LENGTH = 2               # a one-character "nick" is never looked for in text


def log_names(log: Log) -> frozenset[str]:
    """Keys of every name the log knows (speakers, presence and nick-change lines, the source's user table)."""
    keys = set(known_nicks(log)) | {nick_key(name) for name in log.known_names}
    return frozenset(key for key in keys if len(key) >= MIN_NAME_LENGTH)


def is_wordlike(key: str, commands: Collection[str] = ()) -> bool:
    """Is a name's key also an ordinary word of the channel (English, a release name, a command)?"""
    return key in RELEASE_NAMES or key in commands or is_common_word(key)


def name_keys(names: Iterable[str]) -> frozenset[str]:
    """The keys of names as written (e.g. a dialogue's two nicks)."""
    return frozenset(key for key in map(nick_key, names) if len(key) >= MIN_NAME_LENGTH)
