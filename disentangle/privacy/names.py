"""The names the anonymiser replaces: every nick a log knows, the forms a nick takes in text, and the rules
for nicks that are also words.

`log_names` collects the keys (`logs.records.nick_key`) of every name a source knows: the day's speakers,
the nicks of joins, parts, quits and nick changes (`dialogues.addressing.known_nicks`) and the user names,
display names, real names and ids a chat export lists (`Log.known_names`), with each distinctive word of
a name of several words ("Zed Qa55": also "qa55"). A key holding a character a nick token stops at (a
space, a dot: `zed qa55`, `zq.mira26`) is a phrase, found in text whole (`NamePhrases`). `variant_bases`
gives the nick a variant is of (`x|away`, `x2`, `x-laptop`, `x_`). `is_wordlike` says which names are
also ordinary words of the channel (a common English word by wordfreq, an Ubuntu release name, a command
with a man page): such a name is replaced only where it is used as a name (the address of a message,
`@name`), since "help", "hardy" and "ubuntu" are nicks of #ubuntu too; `is_wordish` widens this to rarer
words ("noob", "sysadmin", "ubuntu-mate"), which are replaced unless their context reads as a word
(`WORD_BEFORE`: "a noob", "your sysadmin"; bench/results/anonymize.md measures both rules). In a chat export's
text an `@handle` the export never lists is a person too (`PLATFORM_HANDLE`, unless `NOT_HANDLES` or a word),
and so is one a bot command is addressed to (`COMMAND_HANDLE`: `/ban@name`, not a bot's).
"""
from __future__ import annotations

import functools
import re
from collections.abc import Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from rapidfuzz import process
from rapidfuzz.distance import OSA
from wordfreq import zipf_frequency

from disentangle.dialogues.addressing import WORD_LANGUAGE, is_common_word, known_nicks
from disentangle.logs.records import Log, is_bot, nick_key
from disentangle.privacy.channel_commands import SUDO_COMMANDS
from disentangle.privacy.scripts import MARKS

__all__ = ["COMMAND_HANDLE", "HONORIFICS", "MARKS", "NOT_HANDLES", "NUMBERED_WORDS", "PLATFORM_HANDLE", "RELEASE_NAMES", "REPORTING_VERBS", "VARIANT_AFFIXES", "VARIANT_MARK", "NamePhrases", "VariantAffix", "is_wordish", "is_wordlike", "log_names", "name_keys", "name_parts", "unlisted_variant",
           "variant_bases", "without_bots"]

# Ubuntu's release code names (first words), which are also nicks on #ubuntu, and the distribution names
RELEASE_NAMES = frozenset((
    "warty", "hoary", "breezy", "dapper", "edgy", "feisty", "gutsy", "hardy", "intrepid", "jaunty", "karmic",
    "lucid", "maverick", "natty", "oneiric", "precise", "quantal", "raring", "saucy", "trusty", "utopic",
    "vivid", "wily", "xenial", "yakkety", "zesty", "artful", "bionic", "cosmic", "disco", "eoan", "focal",
    "groovy", "hirsute", "impish", "jammy", "kinetic", "lunar", "mantic", "noble", "oracular", "plucky",
    "ubuntu", "kubuntu", "xubuntu", "lubuntu", "edubuntu", "debian", "linux", "gnome", "kde"))
MIN_NAME_LENGTH = 2               # a one-character "nick" is looked for only as a dialogue's participant
MIN_PART_LENGTH = 3               # a word of a name of several words is a name of its own from this length
# ... or from this one in Chinese or Japanese script (Han, kana: "三木 千里" -> "千里"), where a name's word is
# short and a token of prose rarely is (the text is not split by spaces)
MIN_IDEOGRAPHIC_PART_LENGTH = 2
IDEOGRAPHIC_WORD = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
# a name written in Han, kana or Hangul: found inside a longer run too (those scripts glue particles to a name)
UNSPACED_NAME = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+")
WORDISH_ZIPF = 2.0                # a rarer English word ("noob" 2.7, "sysadmin" 2.1): replaced unless read as a word
# the characters of a nick token (engine.NAME_TOKEN); a key holding any other is a phrase (`NamePhrases`)
NICK_CHARS = rf"\w{MARKS}\[\]\\`^{{}}|\-"
PHRASE_MARK = re.compile(rf"[^{NICK_CHARS}]")
NAME_WORD = re.compile(rf"(?:[^\W_]|[{MARKS}])+")          # a word of a name phrase: `_` is a mark (`_Zed Qa55_`)
COMPOUND_MARKS = re.compile(r"[-_]")
EMPHASIS_MARKS = 2               # Markdown's italic `_x_` and underline `__x__`: underscores around a phrase


@dataclass(frozen=True)
class VariantAffix:
    """What a variant of a name adds after it (`pattern`, matched at the key's end, leftmost); a word's
    affix (`s`) only at the token's own end, and only when the variant is no word itself ("pants" is no
    variant of a nick "pant")."""

    kind: str
    pattern: re.Pattern[str]
    words_take_it: bool = False
    shortest_base: int = MIN_NAME_LENGTH   # the name before the affix has at least this many characters


UNLISTED_ZIPF = 0.0               # the frequency wordfreq gives a string that is no word it knows
POSSESSIVE_BASE = 4               # a name `s` is read off is this long at least ("bobs" stays a word)
# the affixes of a name's variants, as data (one matcher: `variant_bases`); what a variant puts before a name
# (`_x`, `^x`, `` `x ``, `[x]`) and trailing `_^|` the key trims itself (`nick_key`), and case does not count
HONORIFICS = r"(?:님|씨|さん|くん|ちゃん|様|さま|先生|氏|君)"   # Korean and Japanese honorifics glued after a name
VARIANT_AFFIXES = (
    VariantAffix("away", re.compile(r"[|\[^`{].*$")),           # x|away, x[work], x^home, x`afk, x{bnc}
    VariantAffix("device", re.compile(r"[-_][a-z]+\d*$")),       # x-laptop, x_home, x_work2
    VariantAffix("number", re.compile(r"[-_]?\d+$")),            # x2, x_1987, x-01
    VariantAffix("possessive", re.compile(r"s$"), words_take_it=True, shortest_base=POSSESSIVE_BASE),  # xs (x's: the token stops at ')
    VariantAffix("honorific", re.compile(HONORIFICS + "$")),     # 윤영길님, 田中裕樹さん: glued, no space
)
# an away status glued to a nick with IRC's marks (`scott|afk`, `Shorty[away]`, `jo^zzz`): no word carries one,
# so the nick before it is a name even when it is a word too ("Scott", "Shorty")
AWAY_STATUS = re.compile(r"[|\[^`{](?:afk|away|brb|bbl|zzz+|sleep(?:ing)?|off|work(?:ing)?|lunch|dinner|food|eating|"
                         r"busy|gone|out|home|school|class|mtg|meeting|phone|bnc|mobile|laptop)[\]}]?$", re.IGNORECASE)
# a token one edit from a known nick ("chrisstur" for chrissturm, "kgaou" for kagou) is that nick where a nick is
# asked for: after these words (or a greeting's, engine.ADDRESSING_WORDS), or opening a message before `:` or
# `,` (`names.misspelling_of`); both this long
MISSPELT_LENGTH = 5
# ... and a distinctive nick's base written alone ("ulas_" for "ulas2") is the nick from this length
BASE_LENGTH = 4
ASKING_WORDS = frozenset(("ask", "asking", "tell", "ping", "pm", "msg", "query"))
VARIANT_DEPTH = 2                 # affixes read off one key at most ("x2|away" -> "x2" -> "x")
VARIANT_MARK = re.compile(rf"[|\[^`{{_-]|\d$|s$|{HONORIFICS}$")   # a key without one is no variant (the common case: cheap)
# a word-ish name after one of these is a word ("a noob", "your sysadmin", "the mac"), not a name
WORD_BEFORE = frozenset((
    "a", "an", "the", "my", "your", "our", "their", "his", "its", "this", "these", "those", "some", "any", "no",
    "every", "each", "such", "real", "true", "total", "complete"))


# verbs that report what a person said or did: a known name that is also a word, capitalised before one ("> Maya
# said it boots now", "- Rose asked this"; not after an article: "a Rose said"), is that person
REPORTING_VERBS = frozenset((
    "said", "says", "asked", "asks", "wrote", "writes", "told", "tells", "replied", "replies", "mentioned",
    "suggested", "thinks", "thought", "confirmed", "reported", "noticed", "explained", "answered", "posted",
    "pinged", "messaged", "dm'd", "dmed", "mentions", "suggests", "confirms", "reports", "explains", "answers",
    # ... and verbs whose subject is a person as surely ("Irma knows", "Joy fixed it")
    "knows", "knew", "fixed", "fixes", "helped", "helps", "recommended", "recommends", "wants", "wanted"))


# a word before `#1234` that names an item of a tracker or a document, not a Discord user ("bug#1234")
NUMBERED_WORDS = frozenset((
    "bug", "bugs", "issue", "issues", "pr", "prs", "pull", "ticket", "tickets", "lp", "mr", "item", "case", "note",
    "comment", "page", "line", "step", "post", "build", "rev", "revision", "change", "commit", "task", "story",
    "chapter", "section", "part", "no", "number", "id", "order", "room", "request", "req", "msg", "message"))

# an `@handle` in a chat export's text mentions a person whether or not the export lists them (a Telegram
# username: a letter, then 4-31 letters, digits or `_`); not a word, nor one of these (group mentions, cron's
# schedules, code's decorators), nor glued to a host or a path (but after a glued `cc`: `cc@name`, `cc:@name`);
# Markdown's italic or underline marks around it (`_@x_`, `__@x__`: `mark`, the same on both sides) are no part
# of it
PLATFORM_HANDLE = re.compile(r"(?:(?<![\w.@/:\\-])|(?<=\b[Cc][Cc])|(?<=\b[Cc][Cc]:))(?P<mark>__?)?@(?P<name>[A-Za-z][A-Za-z0-9_]{4,31}?)(?(mark)(?P=mark))"
                             r"(?![\w@-]|\.\w)")
# a Telegram bot command addressed to a user name (`/ban@name`): the name is a person's unless a bot's (a bot's
# user name ends in "bot", Telegram's rule)
COMMAND_HANDLE = re.compile(r"(?<![\w/.~-])(?P<command>/[A-Za-z][A-Za-z0-9_]{0,31})@(?P<name>[A-Za-z][A-Za-z0-9_]{4,31})"
                            r"(?![\w@:/.-])(?<![Bb][Oo][Tt])")        # (not a path's `/root@host:/etc`)
NOT_HANDLES = frozenset((
    "everyone", "here", "channel", "all", "admins", "reboot", "yearly", "annually", "monthly", "weekly", "daily",
    "hourly", "midnight", "staticmethod", "classmethod", "property", "dataclass", "override", "deprecated",
    "pytest", "functools", "abstractmethod", "cached_property", "contextmanager", "import", "media", "font_face",
    "keyframes"))


def without_bots(keys: Iterable[str]) -> frozenset[str]:
    """Name keys but the channel's factoid bots' (`ubottu`: a service, no one's name: "ask ubottu" keeps it)."""
    return frozenset(key for key in keys if not is_bot(key))


def log_names(log: Log) -> frozenset[str]:
    """Keys of every name the log knows (speakers, presence and nick-change lines, the source's user table,
    and the distinctive words of its names of several words: `name_parts`)."""
    keys = set(known_nicks(log)) | {nick_key(name) for name in log.known_names}
    keys |= {part for name in log.known_names for part in name_parts(name)}
    return frozenset(key for key in keys if len(key) >= MIN_NAME_LENGTH)


def name_parts(name: str) -> frozenset[str]:
    """The words of a user's name of several words ("Zed Qa55" -> "zed", "qa55"), each a name of its own when
    it is at least `MIN_PART_LENGTH` long (`MIN_IDEOGRAPHIC_PART_LENGTH` in Han or kana) and holds a letter
    ("" for a name of one word)."""
    key = nick_key(name)
    if not PHRASE_MARK.search(key):
        return frozenset()
    return frozenset(word for word in (nick_key(w) for w in PHRASE_MARK.split(key))
                     if _long_enough(word) and not word.isdigit() and not PHRASE_MARK.search(word))


def _long_enough(word: str) -> bool:
    """Is a word of a name long enough to be a name of its own (`MIN_PART_LENGTH`, shorter in Han or kana)?"""
    shortest = MIN_IDEOGRAPHIC_PART_LENGTH if IDEOGRAPHIC_WORD.fullmatch(word) else MIN_PART_LENGTH
    return len(word) >= shortest


def is_wordlike(key: str, commands: Collection[str] = ()) -> bool:
    """Is a name's key also an ordinary word of the channel (English, a release name, a command: of the
    machine's man pages, or one #ubuntu types after `sudo`, `channel_commands.SUDO_COMMANDS`)?"""
    return key in RELEASE_NAMES or key in commands or key in SUDO_COMMANDS or is_common_word(key)


def is_wordish(key: str) -> bool:
    """Is a name's key a rarer English word (`WORDISH_ZIPF`), or made of words ("ubuntu-mate", "kernel-panic")?"""
    if key.isalpha():
        return zipf_frequency(key, WORD_LANGUAGE) >= WORDISH_ZIPF
    parts = COMPOUND_MARKS.split(key)
    return len(parts) > 1 and all(len(part) >= MIN_PART_LENGTH and is_common_word(part) for part in parts)


def misspelling_of(token: str, keys: Iterable[str]) -> str | None:
    """The one key of `keys` that `token` misspells by a single edit (a letter dropped, added, changed, or two
    neighbours swapped: optimal string alignment distance 1, rapidfuzz), when the token and the key are long
    enough to be told apart (`MISSPELT_LENGTH`) and the token no word; None when none or several do."""
    if len(token) < MISSPELT_LENGTH or is_wordlike(token) or is_wordish(token):
        return None
    near = [key for key in keys if len(key) >= MISSPELT_LENGTH and abs(len(key) - len(token)) <= 1]
    found = process.extract(token, near, scorer=OSA.distance, score_cutoff=1, limit=2)
    return found[0][0] if len(found) == 1 else None


def variant_bases(key: str) -> Iterator[str]:
    """The names a key may be a variant of, longest first (`VARIANT_AFFIXES` read off its end, up to
    `VARIANT_DEPTH` of them, each kind once): "x|away" -> "x", "x2|away" -> "x2", "x"; "x-laptop" -> "x";
    "xs" -> "x" (unless "xs" is a word)."""
    if VARIANT_MARK.search(key):
        yield from _variant_bases(key)


@functools.lru_cache(maxsize=65536)
def _variant_bases(key: str) -> tuple[str, ...]:
    """`variant_bases` of a key holding a variant mark (cached: the words of a text repeat)."""
    found: dict[str, None] = {}
    chains: list[tuple[str, frozenset[str]]] = [(key, frozenset())]
    for depth in range(VARIANT_DEPTH):
        chains = [(base, used | {affix.kind}) for variant, used in chains for affix in VARIANT_AFFIXES
                  if affix.kind not in used and not (affix.words_take_it and depth)
                  for base in _base(variant, affix) if base != key and base not in found]
        found.update(dict.fromkeys(base for base, _ in chains))
    return tuple(sorted(found, key=len, reverse=True))


def _base(key: str, affix: VariantAffix) -> tuple[str, ...]:
    """What an affix leaves of a key (a key again: trimmed of IRC punctuation), when long enough."""
    cut = affix.pattern.search(key)
    if cut is None or not cut.start() or (affix.words_take_it and _wordish_variant(key)):
        return ()
    base = nick_key(key[:cut.start()])
    return (base,) if len(base) >= affix.shortest_base else ()


def unknown_word(word: str) -> bool:
    """Is `word` no word wordfreq knows (a made-up nick: "maddinw"; not "rsync", "sudo")?"""
    return zipf_frequency(word, WORD_LANGUAGE) <= UNLISTED_ZIPF


def unlisted_variant(key: str) -> bool:
    """Is a name's variant of letters alone no word wordfreq lists ("franciscos", "julianas")?"""
    return key.isalpha() and not _wordish_variant(key)


@functools.lru_cache(maxsize=65536)
def _wordish_variant(key: str) -> bool:
    """Is a key (a name with an affix that words take too: `s`) a word of its own, however rare (wordfreq
    lists it at all: "narwhals", "flowerpots" stay words beside a nick "narwhal")?"""
    return key.isalpha() and zipf_frequency(key, WORD_LANGUAGE) > UNLISTED_ZIPF


def name_keys(names: Iterable[str], shortest: int = MIN_NAME_LENGTH) -> frozenset[str]:
    """The keys of names as written (e.g. a dialogue's two nicks), at least `shortest` characters long."""
    return frozenset(key for key in map(nick_key, names) if len(key) >= shortest)


@dataclass(frozen=True)
class PhraseMatch:
    """A name phrase found in a text: where it starts (its `@` included) and ends, and its key."""

    start: int
    end: int
    key: str
    at: str


@dataclass(frozen=True)
class NamePhrases:
    """The keys that are phrases (`PHRASE_MARK`: "zed qa55", "zq.mira26"), by the first word of each: a
    text is searched word by word, not with one pattern of every name (a workspace lists thousands). A name of
    two words is found as a directory lists it too, surname first ("Stewart, Kyle": `surname_first`)."""

    by_word: Mapping[str, tuple[tuple[str, str, int], ...]] = field(default_factory=dict)   # (written, key, offset)
    unspaced: re.Pattern[str] | None = None   # the names in a script written without spaces, found inside a run
    unspaced_keys: Mapping[str, str] = field(default_factory=dict)   # ... each as written -> its key

    @classmethod
    def of(cls, keys: Iterable[str]) -> NamePhrases:
        found: dict[str, list[tuple[str, str, int]]] = {}
        unspaced = []
        for key in keys:
            joined = key.replace(" ", "")              # "長谷川 真綾" written 長谷川真綾 too
            if UNSPACED_NAME.fullmatch(joined) and len(joined) >= MIN_IDEOGRAPHIC_PART_LENGTH:
                unspaced.append((joined, key))         # 長谷川真綾 in "長谷川真綾に聞いてください"
            for written in filter(None, (key, surname_first(key))):
                word = NAME_WORD.search(written) if PHRASE_MARK.search(written) else None
                if word is not None:
                    found.setdefault(word[0], []).append((written, key, word.start()))
        spellings = sorted({joined for joined, _ in unspaced}, key=len, reverse=True)
        pattern = re.compile("|".join(map(re.escape, spellings))) if spellings else None
        return cls({word: tuple(sorted(keys, key=lambda k: -len(k[0]))) for word, keys in found.items()}, pattern,
                   MappingProxyType(dict(unspaced)))

    def find(self, text: str) -> Iterator[PhraseMatch]:
        """Each phrase of the text, left to right, the longest where several start at one place."""
        lowered, end = text.lower(), 0
        if not self.by_word or self.by_word.keys().isdisjoint(NAME_WORD.findall(lowered)):
            return
        for word in NAME_WORD.finditer(lowered):
            for written, key, offset in self.by_word.get(word[0], ()):
                start = word.start() - offset
                if start < end or not lowered.startswith(written, start) \
                        or _glued(lowered, start, start + len(written)):
                    continue
                at = "@" if start and lowered[start - 1] == "@" else ""
                opened = start and lowered[start - 1] == "[" and "]" in written and "[" not in written
                yield PhraseMatch(start - len(at) - opened, start + len(written), key, at)   # `[cro] smiley`
                end = start + len(written)
                break


def surname_first(key: str) -> str:
    """A two-word name of letters as a directory or a form lists it ("kyle stewart" -> "stewart, kyle"; ""
    for any other key)."""
    words = key.split(" ")
    return f"{words[1]}, {words[0]}" if len(words) == 2 and all(map(str.isalpha, words)) else ""


def _glued(text: str, start: int, end: int) -> bool:
    """Is the span glued to a word character on either side (part of a longer token)? Markdown's italic or
    underline marks around it, the same on both sides (`_Zed Qa55_`, `__Zed Qa55__`: `_marks`), do not glue it."""
    before, after = text[max(0, start - EMPHASIS_MARKS - 1):start][::-1], text[end:end + EMPHASIS_MARKS + 1]
    if _marks(before) and _marks(before) == _marks(after):
        return False
    return any(side[:1].isalnum() or side[:1] == "_" for side in (before, after))


def _marks(side: str) -> int:
    """How many underscores open the text beside a span (read outwards from it) as Markdown's marks: at most
    `EMPHASIS_MARKS`, with no word character beyond them (0: none)."""
    run = len(side) - len(side.lstrip("_"))
    return run if run <= EMPHASIS_MARKS and not (run < len(side) and side[run].isalnum()) else 0
