"""The anonymiser: personal data and names in a text become typed placeholders, the same way in every
utterance of a dialogue, and the UDC paper's generic tags on request.

`PrivacySettings` says what to replace (`NONE`, `NICKS`, `PERSONAL`; generic tags or not). `NameRule` holds,
for one dialogue, which name keys become which placeholder: its two participants their speaker tokens
(`participant_1`, `participant_2`: a mention still reads as a mention), everyone else the log knows `__user__`.
`Anonymizer.text` applies the personal rules (`patterns.PERSONAL_RULES`), takes platform ids out under every
mode (`provenance.PLATFORM_ID_RULES`), then replaces the names (profile links by handle,
`patterns.PROFILE_LINK_RULES`; names of several words or with a dot whole,
legacy Discord tags `name#1234`, then each nick token or variant of one: `NameRule.lookup`, where
`NameRule.replaces` says it is used as a name, or in a chat export `written_as_name`; and in a chat export an
`@handle` it never lists), then, under `personal`, the tokens the learned scorer flags as secrets (`secret_model.py`), then the
generic tags, counting each replacement by kind;
`anonymize_dialogue` does it to every utterance and original of a dialogue and drops its nicks (they go to
the provenance file, `provenance.py`). `names_left` is the validator's search for what it would replace.
"""
from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, replace

from wordfreq import zipf_frequency

from disentangle.dialogues.addressing import WORD_LANGUAGE, is_common_word
from disentangle.dialogues.multiparty import MultiConversation, speaker_token
from disentangle.dialogues.records import SPEAKERS, Dialogue, LineBreaks, Turn
from disentangle.logs.chat_lines import ATTACHMENT_MARK
from disentangle.logs.exports.base import FORWARD_MARK
from disentangle.logs.line_breaks import Flattened, as_written, on_one_line
from disentangle.logs.records import nick_key
from disentangle.privacy.checks import CHECKS, SPANS, SPELLED_LANGUAGES, highest_zipf
from disentangle.privacy.fold import fold_positions, unfold
from disentangle.privacy.keep import GENERIC_USERS
from disentangle.privacy.names import (
    ASKING_WORDS,
    AWAY_STATUS,
    BASE_LENGTH,
    COMMAND_HANDLE,
    HONORIFICS,
    MARKS,
    MIN_NAME_LENGTH,
    NICK_CHARS,
    NOT_HANDLES,
    NUMBERED_WORDS,
    PHRASE_MARK,
    PLATFORM_HANDLE,
    RELEASE_NAMES,
    REPORTING_VERBS,
    VARIANT_MARK,
    WORD_BEFORE,
    NamePhrases,
    is_wordish,
    is_wordlike,
    misspelling_of,
    name_keys,
    name_parts,
    unknown_word,
    unlisted_variant,
    variant_bases,
)
from disentangle.privacy.patterns import (
    GENERIC_RULES,
    NAME_KIND,
    NAME_TAG,
    PERSONAL_RULES,
    PROFILE_LINK_HINT,
    PROFILE_LINK_RULES,
    USER,
    Rule,
)
from disentangle.privacy.people import (
    NAME_WORD_ZIPF,
    SURNAME_WORD_ZIPF,
    Gazetteer,
    among_other_scripts,
    fold_name,
    gazetteer,
    has_case,
    script_of,
)
from disentangle.privacy.people import written_as_name as name_shaped
from disentangle.privacy.provenance import PLATFORM_ID_HINT, PLATFORM_ID_RULES, without_platform_ids
from disentangle.privacy.secret_model import replace_secrets

__all__ = ["CHECKS", "MODES", "NAME_TOKEN", "NICKS", "NONE", "PERSONAL", "Anonymizer", "NameRule", "PrivacySettings",
           "anonymize_conversation", "anonymize_dialogue", "name_rule", "names_left", "read_as_word", "used_as_name",
           "without_ids", "written_as_name"]

NONE, NICKS, PERSONAL = "none", "nicks", "personal"
# an attachment-only message's mark (`chat_lines.ATTACHMENT_MARK`): its file names go, their extensions stay
ATTACHMENT_OPEN, ATTACHMENT_CLOSE = ATTACHMENT_MARK.split("{}")
ATTACHMENT_FILES = re.compile(re.escape(ATTACHMENT_OPEN) + r"(?P<files>[^\]]*)" + re.escape(ATTACHMENT_CLOSE))
FILE_EXTENSION = re.compile(r"\.[A-Za-z0-9]{1,5}$")   # a file name's extension, kept
FILE_PLACEHOLDER, FILE_SEPARATOR, FILE_KIND = "file", ", ", "file_name"
MODES = (NONE, NICKS, PERSONAL)
DEFAULT_MODE = PERSONAL
_NICK_CHARS = NICK_CHARS
# the placeholders the anonymiser writes (`__user__`, `__ip__`, ...): no name, whatever the log's nicks (a nick
# merely shaped like one, `__jack__`, is a name)
PLACEHOLDERS = frozenset(re.findall(r"__[a-z]+__", " ".join(
    [USER, NAME_TAG, *(rule.replacement for rule in (*PERSONAL_RULES, *GENERIC_RULES, *PLATFORM_ID_RULES))])))
# a nick as a token of text: IRC nick characters, not starting with a digit, not glued to another nick char
# (a placeholder is no name: the lookahead skips it; a prose dash, "pavlos--having", ends a nick)
_PLACEHOLDER_WORDS = "|".join(sorted(word.strip("_") for word in PLACEHOLDERS))
_NICK_RUN = rf"[\w{MARKS}\[\]\\`^{{}}|]*"          # (with the combining marks of a word: "अशोक")
NAME_TOKEN = re.compile(rf"(?<![{_NICK_CHARS}@])(?P<at>@?)(?!__(?:{_PLACEHOLDER_WORDS})__(?![{_NICK_CHARS}]))"
                        rf"(?P<name>(?:[^\W\d]|[\[\]\\`^{{}}|]){_NICK_RUN}(?:-(?!-[^\W\d_]{{2}}){_NICK_RUN})*)")
# after a message's first word, a word-like name addresses someone ("hello, ..." greets: a comma is not enough,
# but for one of the dialogue's own participants, whom the dialogue filters read as addressed: "rem_, sorry")
ADDRESS_MARK = ":"
PARTICIPANT_ADDRESS_MARKS = ":,;"
# a legacy Discord tag, `name#1234` (the discriminator: four digits), not in a URL or path
DISCORD_TAG = re.compile(r"(?<![\w/.#@])(?P<at>@?)(?P<name>[^\W\d][\w-]{1,31})#\d{4}(?!\w)")
COMMAND_MARK = "!"                # "!encrypt": a bot command, not a name
FOLLOWING_WORD = re.compile(r"(?: |[ \t]*\n[ \t>]*)([a-z]+)\b")  # the next word in lower case: after one space, or opening the next line
OPENING = re.compile(rf"\s*(?:{re.escape(FORWARD_MARK.format(''))}|[>»]\s*)*")   # what opens a message: quote marks
QUOTED_SPEAKER = re.compile(r"\s*(?:\[[\d:]+\]\s*)?<")        # `<name> ...`, `[12:01] <name> ...`: a quoted IRC line
ADDRESSING_WORDS = frozenset((
    "ping", "thanks", "thx", "ty", "tnx", "cc", "hi", "hey", "hello", "bye", "cheers",
    # the channels' other languages ("gracias nick", "dzięki nick,", "terima kasih nick")
    "gracias", "hola", "danke", "hallo", "moin", "merci", "salut", "bonjour", "coucou", "спасибо", "спс", "привет",
    "obrigado", "obrigada", "valeu", "olá", "grazie", "ciao", "dzięki", "dzieki", "dziękuję", "dziekuje", "cześć",
    "czesc", "teşekkürler", "tesekkurler", "sağol", "sagol", "saol", "merhaba", "selam", "makasih", "kasih",
    "halo", "shukriya", "dhanyavad", "dhanyawad", "namaste", "dank", "bedankt", "tack", "kiitos", "díky", "diky",
    # ... and in their own scripts ("谢谢 nick", "شكرا nick", "ขอบคุณ nick ครับ"; the fold spaces a glued one)
    "谢谢", "謝謝", "多谢", "多謝", "感谢", "感謝", "ありがとう", "감사합니다", "고마워", "고맙습니다", "ขอบคุณ",
    "สวัสดี", "شكرا", "شكراً", "بزاف", "جزيلا", "مرسی", "ممنون", "متشکرم", "سلام", "مرحبا", "תודה", "שלום",
    "धन्यवाद", "शुक्रिया", "नमस्ते", "ধন্যবাদ", "நன்றி", "வணக்கம்", "asante", "salamat", "ơn", "chào", "你好",
    "こんにちは", "안녕하세요"))
# an honorific after a name (`Spartanさん`, `민수씨`): the word before it is a name
HONORIFIC = re.compile(rf" ?{HONORIFICS}(?!\w)")
HONORIFIC_END = re.compile(rf"(?<=\w){HONORIFICS}$")   # ... or glued to it in one token (`Quentin_さん`)
GREETED_WORDS = frozenset((   # what a greeting or a thanks addresses that is no one's name ("hi all", "thx dude")
    "all", "everyone", "everybody", "folks", "guys", "people", "dude", "man", "bro", "mate", "buddy", "friend",
    "sir", "human", "there", "again", "anyway", "much", "lot", "you", "ya", "y'all", "channel", "bot",
    # the same in the channels' other languages ("gracias a todos", "danke euch", "merci beaucoup")
    "todos", "todas", "gente", "amigo", "amigos", "galera", "pessoal", "alle", "euch", "dir", "leute", "schön",
    "sehr", "tous", "beaucoup", "bien", "все", "всем", "народ", "большое", "tutti", "mille", "wszystkim",
    "bardzo", "herkese", "arkadaşlar", "semua", "banyak", "sab", "bhai", "ji", "mucho", "muito"))
MARKDOWN_MARKS = "_*~`"                # emphasis around a word ("_thanks_ name:", "*hi* name")
LINK_TARGET = re.compile(r"\]?\((?P<url>[^)\s]+)\)")   # a Markdown link's target after its text
BOT_REDIRECT = re.compile(r"\s*!\S+(?: \S+)*? ?[|>] ?")   # a factoid sent to a nick: `!grub2 | name`, `!ask > name`
BOT_REPLY = re.compile(r" please (?:see|read|have a read|look|ask|don't|do not)\b")   # the bot's "name please see ..."
JOINING_WORDS = frozenset(("and", "&", "y", "und", "et", "e", "i"))   # "thanks Pici and Chroot": both thanked
PING = "ping"                  # ... and "ping name" opening a message, whatever follows
CLAUSE_END = re.compile(r"\s*(?:$|[!?.,;:)])|\s+(?:ครับ|ค่ะ|คะ|นะ|จ้า)(?!\w)")   # (Thai's polite particles end it)
COMMAND_OPTION = re.compile(r" (?:-[A-Za-z]{1,2}|--[a-z][a-z-]+)(?![\w-])")   # `rsync -a`, `emacs -nw`
DECORATED = re.compile(r"^[_^`]+[^\W_]|[^\W_][_^`]+$")   # a nick's decoration at its start or end: `_jo`, `jo_`
CODE_AFTER = re.compile(r"\s*(?:[(=\[]|\.\w)")                   # ... a name in code: `type_(`, `id_ = 1`, `x_.y`
GROUP_MARK = "%"                                  # `%sudo`: a sudoers group
LS_OWNER = re.compile(r"[-dlcbps][rwxsStT-]{9}[.+@]?\s+\d+\s+")   # `ls -l` before its owner column
LOGIN_SESSION = re.compile(r"\s+(?:pts/\d+|tty\d*|:\d+|console)\b")  # `last`, `who`: a session after the user
KEY_MARKS = ("=", ":", "->", "=>")   # a key's mark between a lower-case key and a name: its value
POSSESSIVE = re.compile(r"['\u2019]s\b")       # "Victor's": a known name's possessive opening a message
WITH_THE_SPEAKER = re.compile(r" and (?:i|me)\b", re.IGNORECASE)   # "gloomy and i tried it": a person beside the writer
SELF_NAMED = re.compile(r" (?:here|speaking)(?:[,.!:;]|\s*$)")   # "Charlie here, ...": opening a message, a name
# a correction in sed's words, a word of its own: `s/old/new/`, `s|old|new|g` (its parts hold no mark unescaped)
SED_SUBSTITUTION = re.compile(r"(?<!\S)s(?P<mark>[/|#])(?P<old>(?:[^\\/|#\s]|\\.)(?:[^\\/|#]|\\.)*)(?P=mark)"
                              r"(?P<new>(?:[^\\/|#]|\\.)*)(?P=mark)(?P<flags>[gi]*)(?![^\s.,;:!?)])")
SED_HINT = re.compile(r"(?<!\S)s[/|#]")
PREVIOUS_WORDS = 3               # the words before a name the rules read (`_greeted`: "thanks Pici and name")
QUOTED_FIRST_ZIPF = 4.0          # a quoted full name's first name is no word this common ("Trevor"; not "Edit")
# asked who (anywhere in the line before: "ok so who has the keys?"): this line
WHO_ASKED = re.compile(r"(?im)^[^\n]*(?<![\w-])(?:who|whose|whom)(?:'s)?\b[^\n]*\?[ \t]*\n[ \t>]*(?:[^\W\d_]+ )?$")
# ... or a question asking who right before the token, on the same line (a message flattened to one line)
WHO_ASKED_BEFORE = re.compile(r"(?i)(?<![\w-])(?:who|whose|whom)(?:'s)?\b[^?\n]*\?[ \t]+$")
PREVIOUS_WORD = re.compile(r"(\S+) $")             # the word right before, one space apart
NEXT_WORD = re.compile(r" (\S+)")                   # ... and right after
FOREIGN_NAME_WORDS = 3          # a name in a script without case among other scripts: this many words at most
# verbs whose subject is a person, beyond the reporting ones (`names.REPORTING_VERBS`): "Cerys brings the tent"
PERSON_VERBS = frozenset((
    "brings", "brought", "drives", "drove", "lives", "lived", "promised", "promises", "borrowed", "lent", "owes",
    "paid", "pays", "booked", "forgot", "remembers", "remembered", "texted", "called", "visited", "cooked",
    "organised", "organized", "invited", "married"))
NAME_LINE_END = re.compile(r"(?: [^\W\d_]+)?[ \t.!]*(?:\n|$)")   # ... ending after the token (and a surname)
LINE_OPENING = re.compile(r"(?:^|\n)[ \t>]*$")   # nothing but quote marks before a token on its line
LINE_ENDING = re.compile(r"[ \t.!]*(?:\n|$)")     # ... nothing but an end's mark after one
# the languages a quoted pair of capitalised words must be no word of to be a full name whatever the gazetteer
NAME_PAIR_LANGUAGES = (*SPELLED_LANGUAGES, "uk", "nl", "tr", "bg")
NAME_PAIR_ZIPF = 2.0
OTHER_LANGUAGE_ZIPF = 4.5        # a word this common in a language of `checks.SPELLED_LANGUAGES` is one ("Merci")
OPEN_QUOTE = re.compile(r"[\"“„«]$")             # a quote opening right before a quoted name ...
CLOSE_QUOTE = re.compile(r"[\"”»]")              # ... and closing right after it
PREVIOUS_NAME = re.compile(r"([^\W\d_]+) $")    # the word right before a token, one space apart: a first name?
NEXT_NAME = re.compile(r" ([^\W\d_]+)(?![\w-])")   # the word right after it: a surname?
HOST_AFTER = re.compile(r"\.[a-z]{2,6}\b")   # "ubuntu-mate.org": a name glued to a domain is a host name


@dataclass(frozen=True)
class PrivacySettings:
    """What the anonymiser replaces: `mode` (one of MODES) and whether generic tags follow; `commands` are
    names that are words of the channel (commands with a man page), never replaced as nicks outside an address."""

    mode: str = DEFAULT_MODE
    generic_tags: bool = False
    commands: frozenset[str] = frozenset()

    @property
    def active(self) -> bool:
        """Does the anonymiser change any text?"""
        return self.mode != NONE or self.generic_tags

    @property
    def needs_names(self) -> bool:
        """Must the days record every name their logs know?"""
        return self.active


@dataclass(frozen=True)
class NameRule:
    """Name key -> placeholder: every name the source knows (`others`: `__user__`), a dialogue's two
    participants (`participants`: their speaker tokens); `wordlike` are the keys that are also words
    (replaced only where used as a name: `used_as_name`)."""

    others: frozenset[str] = frozenset()
    wordlike: frozenset[str] = frozenset()
    participants: Mapping[str, str] = field(default_factory=dict)
    generic: bool = False         # every name becomes the generic tag __name__
    phrases: NamePhrases = NamePhrases()   # the keys of several words or with a dot, found whole
    bases: Mapping[str, str] = field(default_factory=dict)   # a distinctive nick's base -> the nick ("ulas" -> "ulas2")

    def placeholder(self, key: str) -> str | None:
        """What the name `key` becomes, None when it is no name."""
        speaker = self.participants.get(key)
        if speaker is None and key not in self.others:
            return None
        return NAME_TAG if self.generic else speaker or USER

    @property
    def distinctive(self) -> frozenset[str]:
        """The keys that are no word: those a misspelt token may stand for."""
        return (self.others | frozenset(self.participants)) - self.wordlike

    def is_wordlike(self, key: str, commands: Collection[str]) -> bool:
        return key in self.wordlike or len(key) < MIN_NAME_LENGTH or (key in self.participants
                                                                        and is_wordlike(key, commands))

    def lookup(self, key: str, people: bool = False) -> tuple[str, str | None]:
        """The key a token stands for and its placeholder (None: no name): the key itself, else the nick whose
        base it is (`bases`), else the nick it is a variant of (`names.variant_bases`), when that nick is
        distinctive (no word) or the variant an away status (`names.AWAY_STATUS`); for a capitalised token
        of a chat export's text (`people`: its names are people's), a name that is a word too when the variant
        is none (`names.unlisted_variant`: "Franciscos" of a display name "Francisco"; the token's key stands)."""
        placeholder = self.placeholder(key)
        if placeholder is None and key in self.bases:   # "ulas_" for a nick "ulas2": the nick without its variant
            return key, self.placeholder(self.bases[key])
        if placeholder is not None or not VARIANT_MARK.search(key):
            return key, placeholder
        away = AWAY_STATUS.search(key) is not None        # `scott|afk`: a nick however word-like
        for base in variant_bases(key):
            if self.placeholder(base) is not None and (away or base not in self.wordlike and not is_wordlike(base)):
                return base, self.placeholder(base)
            if people and self.placeholder(base) is not None and base not in RELEASE_NAMES and unlisted_variant(key):
                return key, self.placeholder(base)
        return key, None

    def replaces(self, text: str, match: re.Match[str], key: str, commands: Collection[str]) -> bool:
        """Is the name `key` of this token replaced: always where used as a name; a word-like one only there;
        a word-ish one (`names.is_wordish`) unless its context reads as a word (`read_as_word`)."""
        if used_as_name(text, match, key in self.participants):
            return True
        if key not in self.participants and read_as_command(text, match):
            return False                               # `rsync -a` (a dialogue's own speaker: the man pages decide)
        if self.is_wordlike(key, commands):
            return False
        return not (is_wordish(key) and read_as_word(text, match))

    def of_dialogue(self, nicks: tuple[str, str]) -> NameRule:
        """The rule for a dialogue between `nicks` (as written): its participants become speaker tokens (a
        participant's nick of one character too, where used as a name)."""
        speakers = {key: speaker for speaker, nick in zip(SPEAKERS, nicks) for key in _speaker_keys(nick)}
        return self._with(speakers)

    def _with(self, speakers: Mapping[str, str]) -> NameRule:
        """The rule with these participants (phrases of theirs the source does not list searched too)."""
        missing = [key for key in speakers if key not in self.others and PHRASE_MARK.search(key)]
        phrases = NamePhrases.of((*self.others, *speakers)) if missing else self.phrases
        return replace(self, participants=speakers, phrases=phrases)

    def of_speakers(self, nicks: tuple[str, ...]) -> NameRule:
        """The rule for a conversation of `nicks` (in order of first message): each becomes its speaker token
        (`participant_1`, `participant_2`, ... as in a dialogue; a nick seen twice keeps its first token)."""
        speakers: dict[str, str] = {}
        for number, nick in enumerate(nicks):
            for key in _speaker_keys(nick):
                speakers.setdefault(key, speaker_token(number))
        return self._with(speakers)


def _speaker_keys(nick: str) -> frozenset[str]:
    """The keys a participant's nick stands for: its own (of any length), and the words of a name of several."""
    return name_keys((nick,), 1) | name_parts(nick)


def name_rule(names: Collection[str], settings: PrivacySettings) -> NameRule:
    """The rule of every name the source knows (keys); `NameRule.of_dialogue` adds a dialogue's participants."""
    others = frozenset(names)
    wordlike = frozenset(key for key in others if is_wordlike(key, settings.commands))
    return NameRule(others, wordlike, generic=settings.generic_tags, phrases=NamePhrases.of(others),
                    bases=_distinctive_bases(others - wordlike, settings))


def _distinctive_bases(keys: frozenset[str], settings: PrivacySettings) -> dict[str, str]:
    """Each base of a distinctive nick's variant (`names.variant_bases`: "ulas2" -> "ulas") that is no nick
    itself, no word and long enough to tell apart (`names.BASE_LENGTH`), mapped to the nick."""
    return {base: key for key in sorted(keys) for base in variant_bases(key)
            if base not in keys and len(base) >= BASE_LENGTH and not is_wordlike(base, settings.commands)
            and not is_wordish(base)}


@dataclass(frozen=True)
class NameContext:
    """A name token and what stands around it in its text: the text before it, the words before it (the last
    `PREVIOUS_WORDS`, after the rest of the text before them as one item, when there are more: the rules read
    no further back, and a message's every token is read), the text after it."""

    text: str
    match: re.Match[str]
    before: str
    after: str
    previous: tuple[str, ...]

    @classmethod
    def of(cls, text: str, match: re.Match[str]) -> NameContext:
        before = text[:match.start()]
        return cls(text, match, before, text[match.end():], _last_words(before))

    def shifted(self, past: int) -> NameContext:
        """The context of the token and the `past` characters after it as one name ("Hiếu Vũ")."""
        return replace(self, after=self.after[past:])

    def cut_before(self, start: int) -> NameContext:
        """The context of the text before it from `start` and the token as one name ("Tom Foster")."""
        before = self.before[:start]
        return replace(self, before=before, previous=_last_words(before))

    @property
    def word(self) -> str:
        """The word before the token, in lower case, without marks around it ("_thanks_ name:": thanks)."""
        return self.previous[-1].strip(",:;" + MARKDOWN_MARKS).lower() if self.previous else ""


def _last_words(before: str) -> tuple[str, ...]:
    """The words of `before` as `NameContext.previous` holds them: all of them up to `PREVIOUS_WORDS`, else the
    last `PREVIOUS_WORDS` after the rest (split from the right: no scan of a long message's start per token)."""
    return tuple(before.rsplit(None, PREVIOUS_WORDS))


def _quoted_speaker(context: NameContext) -> bool:
    """`<name> ...`: a quoted IRC line's speaker."""
    return bool(QUOTED_SPEAKER.fullmatch(context.before)) and context.after.startswith(">")


def _account_column(context: NameContext) -> bool:
    """`ls -l`'s owner column, `last` / `who`'s user; not an account that is no one's (`root`, `www-data`)."""
    line = context.before.rsplit("\n", 1)[-1]
    return (bool(LS_OWNER.fullmatch(line)) or not line.strip() and bool(LOGIN_SESSION.match(context.after))) \
        and nick_key(context.match["name"]) not in GENERIC_USERS


def _linked_or_honoured(context: NameContext) -> bool:
    """`[jo](https://matrix.to/#/@jo:server)`; an honorific after it, glued or not (`Spartanさん`, `윤영길님`)."""
    return _links_to_handle(context.text, context.match) or bool(HONORIFIC.match(context.after)) \
        or bool(HONORIFIC_END.search(context.match["name"]))


def _greeted(context: NameContext) -> bool:
    """The one word after a greeting or a thanks that ends the message or a clause ("thanks name!", "hi name,",
    "谢谢 name", "thanks Pici and name"), or after `ping` opening a message; not what greets everyone."""
    previous, word = context.previous, context.word
    thanked_too = word in JOINING_WORDS and len(previous) >= 3 and previous[-3].lower() in ADDRESSING_WORDS
    greeted = (word in ADDRESSING_WORDS or thanked_too) and bool(CLAUSE_END.match(context.after)) \
        or word == PING and len(previous) == 1
    return greeted and nick_key(context.match["name"]) not in GREETED_WORDS | RELEASE_NAMES


def _sent_a_factoid(context: NameContext) -> bool:
    """The nick a factoid is sent to (`!grub2 | name`, `!ask > name`), or a factoid bot's reply opens with
    ("name please see ...")."""
    return bool(BOT_REDIRECT.fullmatch(context.before)) or not context.before.strip() \
        and bool(BOT_REPLY.match(context.after))


def _with_the_speaker(context: NameContext) -> bool:
    """A name the writer joins to themselves, opening the message ("toshiba and i tried the live cd"; not
    "using ubuntu and i like it")."""
    return not context.previous and bool(WITH_THE_SPEAKER.match(context.after))


def _decorated(context: NameContext) -> bool:
    """A nick written with IRC's decoration, which no word carries (`brain_`, `Violence^`, `_jason`, `pete__`),
    outside code (not `obj.type_`, `class_(`, `id_ = 1`)."""
    name = context.match["name"]
    if not (DECORATED.search(name) and name.strip("_^`")):
        return False
    return not context.before.endswith(".") and not CODE_AFTER.match(context.after)


# the contexts that make a token a name whatever it is (the address of a message's first word is apart: it
# depends on whether the name is a dialogue's participant)
NAME_CONTEXTS: tuple[Callable[[NameContext], bool], ...] = (
    _quoted_speaker, _account_column, _linked_or_honoured, _greeted, _sent_a_factoid, _decorated, _with_the_speaker)


def used_as_name(text: str, match: re.Match[str], participant: bool = False) -> bool:
    """Is a token used as a name: `@name`, one of `NAME_CONTEXTS`, or a message's first word followed by a colon
    (for one of the dialogue's `participant`s or a name that is no common English word, by a comma or a
    semicolon too: "Hello, I have a question" greets, "chroot, what config?" addresses)?"""
    if match["at"]:
        return True
    context = NameContext.of(text, match)
    if any(found(context) for found in NAME_CONTEXTS):
        return True
    common = is_common_word(match["name"].lower())
    marks = PARTICIPANT_ADDRESS_MARKS if participant or not common else ADDRESS_MARK
    return not context.before.strip() and context.after[:1] in tuple(marks)


def _person_stands(context: NameContext) -> bool:
    """Does a token stand where a person does: after an asking word ("ask Lance"), greeted ("thanks Grace!"),
    joined to the writer ("Rohan and i"), before a reporting verb (neither after an article: "a Grace said"),
    or opening a message before `'s`? (Not opening one before `:` or `,`: "Server: 8.8.8.8", "Man, ...".)"""
    following = FOLLOWING_WORD.match(context.after)
    reported = following is not None and (following[1] in REPORTING_VERBS or following[1] in PERSON_VERBS) \
        and context.word not in WORD_BEFORE
    joined = bool(WITH_THE_SPEAKER.match(context.after)) and context.word not in WORD_BEFORE   # "with Rohan and me"
    return context.word in ASKING_WORDS or _greeted(context) or joined or reported \
        or bool(OPENING.fullmatch(context.before)) and bool(POSSESSIVE.match(context.after))


def _joined_to_the_writer(context: NameContext) -> bool:
    """A token opening a line before "and i" / "and me" ("Damilola and me" as a list's answer), where a word
    that is none of English is a person beside the writer."""
    return bool(LINE_OPENING.search(context.before)) and bool(WITH_THE_SPEAKER.match(context.after))


def _answers_who(context: NameContext) -> bool:
    """A token alone on its line (or before one more name) right after a line asking who ("who has the
    keys?\nCerys\ni think"), or ending the message right after a question asking who (a chat export's message
    is read on one line, its breaks as spaces: "who's cooking saturday? Алсу"): the answer names a person."""
    return (bool(WHO_ASKED.search(context.before)) or bool(WHO_ASKED_BEFORE.search(context.before))) \
        and bool(NAME_LINE_END.match(context.after))


def _foreign_person(text: str, match: re.Match[str]) -> bool:
    """A token of a script without case inside a run of one to `FOREIGN_NAME_WORDS` words of its script, among
    words of other scripts, where the run stands for a person: after an asking word or greeted ("ask ಶ್ವೇತಾ ಭಟ್
    about the trip"), or before a reporting verb or one whose subject is a person ("then រតនា brings the
    tent")? In a message of its own script its words are words."""
    start, end = _script_run(text, match.start("name"), match.end())
    if len(text[start:end].split()) > FOREIGN_NAME_WORDS or not among_other_scripts(text[start:end], text):
        return False
    first = NAME_TOKEN.match(text, start)
    if first is None:
        return False
    return _person_stands(NameContext.of(text, first).shifted(end - first.end()))


def _script_run(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the run of words of one script without case around `text[start:end]` (one space apart) starts
    and ends."""
    script = script_of(text[start])
    while (word := PREVIOUS_WORD.search(text, 0, start)) is not None and _of_script(word[1], script):
        start = word.start(1)
    while (word := NEXT_WORD.match(text, end)) is not None and _of_script(word[1], script):
        end = word.end(1)
    return start, end


def _of_script(word: str, script: str) -> bool:
    """Letters alone (and their marks), of `script`, without case?"""
    return name_shaped(word) and not has_case(word) and script_of(word[0]) == script


def _in_full_name(names: Gazetteer, context: NameContext) -> bool:
    """Is the token a part of a full name of the gazetteer ("Ewelina Kowalczyk": `Gazetteer.surname_after`), or
    of a first name and a capitalised word where the whole name stands for a person ("thanks Hiếu Vũ, got
    it", "ask Tom Foster")?"""
    before, after = PREVIOUS_NAME.search(context.before), NEXT_NAME.match(context.after)
    token = context.match["name"]
    if after is not None and (names.surname_after(token, after[1]) or after[1][:1].isupper()
                              and names.slot_name(token) and _person_stands(context.shifted(after.end()))
                              or _quoted_pair(names, token, after[1], context.before, context.after[after.end():])):
        return True
    if before is None:
        return False
    return names.surname_after(before[1], token) or token[:1].isupper() and names.slot_name(before[1]) \
        and _person_stands(context.cut_before(before.start())) \
        or _quoted_pair(names, before[1], token, context.before[:before.start()], context.after)


def _quoted_pair(names: Gazetteer, first: str, last: str, before: str, after: str) -> bool:
    """Two capitalised words alone inside quotes or on their line (`_own_line`), rare in every language read
    (`_rare_everywhere`), or a first name of the gazetteer and a surname that is no English word
    (`NAME_WORD_ZIPF`), or a surname of the gazetteer that is none after a first name, the first name no common
    word (`QUOTED_FIRST_ZIPF`): a full name (`"Trevor Sizemore" left the group`, `"Бермет Сыдыкова" on the
    card`, "probably\nElira Gashi"; not `"Grace Period"`, `"Edit Menus"`, `"Hardy Heron"`, a release)."""
    alone = OPEN_QUOTE.search(before) and CLOSE_QUOTE.match(after) \
        or _own_line(before, after) and has_case(first) and has_case(last) \
        and not _other_language(first, last)          # (on its line, of a script with case: "سلام عليكم" greets)
    if not alone or not (name_shaped(first) and name_shaped(last)) \
            or first.lower() in RELEASE_NAMES:
        return False
    if has_case(first) and _rare_everywhere(first) and _rare_everywhere(last):
        return True                                    # "Бермет Сыдыкова": no common word of any language read
    first_zipf, last_zipf = (zipf_frequency(word.lower(), WORD_LANGUAGE) for word in (first, last))
    return names.slot_name(first) and first_zipf < QUOTED_FIRST_ZIPF and last_zipf < NAME_WORD_ZIPF \
        or fold_name(last) in names.last and last_zipf < NAME_WORD_ZIPF and first_zipf < QUOTED_FIRST_ZIPF


def _own_line(before: str, after: str) -> bool:
    """Is a pair alone on its line of a message of several lines ("probably\nElira Gashi"; a message that is
    one line of two words is as often a product's name: "Intracom Netmod")?"""
    return bool(LINE_OPENING.search(before)) and bool(LINE_ENDING.match(after)) and ("\n" in before or "\n" in after)


def _rare_everywhere(word: str) -> bool:
    """Is `word` a rare word at most in English and each of `NAME_PAIR_LANGUAGES` (Zipf < `NAME_PAIR_ZIPF` in
    each: wordfreq lists names too, rarely: "бермет" 1.1 in Russian; not "Touchpad")?"""
    return highest_zipf(word.lower(), NAME_PAIR_LANGUAGES) < NAME_PAIR_ZIPF


def _other_language(*words: str) -> bool:
    """Is one of `words` a common word of another language ("Merci Beaucoup", "Buenas Noches")?"""
    return any(highest_zipf(word.lower(), SPELLED_LANGUAGES) >= OTHER_LANGUAGE_ZIPF for word in words)


def _asked_for(context: NameContext) -> bool:
    """Does a token stand where a nick is asked for: after an asking or greeting word, as `@name`, or opening a
    message before `:` or `,`?"""
    word = context.word
    return bool(context.match["at"]) or word in ASKING_WORDS or word in ADDRESSING_WORDS \
        or not context.previous and context.after[:1] in (":", ",")


def _links_to_handle(text: str, match: re.Match[str]) -> bool:
    """Is a token a Markdown link's text whose target holds it as a handle (`[jo](https://matrix.to/#/@jo:x)`;
    a nick's characters take the brackets into the token)?"""
    name = match["name"]
    if not (name.startswith("[") or text[:match.start()].endswith("[")):
        return False
    link = LINK_TARGET.match(text, match.end())
    return link is not None and f"@{name.strip('[]').lower()}" in link["url"].lower()


def read_as_command(text: str, match: re.Match[str]) -> bool:
    """Is a token a command or a group, whatever names it matches: a word wordfreq knows ("rsync", "sudo",
    "emacs"; not a made-up nick) with an option right after it (`rsync -a`, `sudo -E`, `emacs -nw`), or a
    sudoers group's `%` before it (`%sudo ALL=...`)?"""
    if text[match.start() - 1:match.start()] == GROUP_MARK:
        return True
    return bool(COMMAND_OPTION.match(text, match.end())) and not unknown_word(match["name"].lower())


def _is_command(text: str, match: re.Match[str]) -> bool:
    """Is the token a bot command, `!name` at the start of a word?"""
    start = match.start()
    return start > 0 and text[start - 1] == COMMAND_MARK and (start == 1 or text[start - 2].isspace())


def read_as_word(text: str, match: re.Match[str]) -> bool:
    """Does a word-ish name's context read it as a word: after an article or a possessive ("a noob", "your
    sysadmin"), a bot command ("!encrypt"), a compound glued to a domain ("ubuntu-mate.org"), opening the
    message before a common word ("noob question"), or in capitals after a capitalised word inside a sentence
    ("boot to Mac OSX", not "Thanks PBX")?"""
    before, name = text[:match.start()].split(), match["name"]
    previous = before[-1] if before else ""
    return previous.lower() in WORD_BEFORE or _is_command(text, match) or _opens_phrase(text, match) \
        or (not name.isalpha() and bool(HOST_AFTER.match(text, match.end()))) \
        or (len(name) > 1 and name.isalpha() and name.isupper() and len(before) > 1 and previous.istitle()
            and is_common_word(previous.lower()))


def written_as_name(text: str, match: re.Match[str], key: str, commands: Collection[str]) -> bool:
    """In a chat export, whose names are people's (display, real and first names), is a known name that is
    also a word by frequency ("Bartholomew", "Mark") written as a name: capitalised, letters only, inside a
    sentence after a word in lower case and before none in capitals ("thanks Bartholomew", not "Mark it done",
    "to Mac OSX", "a Rose"), or opening a message before a reporting verb, "here" or `'s` ("Victor's deploy"),
    or, a first name of the gazetteer rarer than `SURNAME_WORD_ZIPF`, before any word in lower case
    ("Garrett the meeting moved"; "Mark it done" stays); a release name or a command stays a word?"""
    name = match["name"]
    if not (name.isalpha() and name[0].isupper() and name[1:].islower()) or key in RELEASE_NAMES or key in commands:
        return False
    previous, following = text[:match.start()].split(), FOLLOWING_WORD.match(text, match.end())
    if following is not None and following[1] in REPORTING_VERBS \
            and not (previous and previous[-1].lower() in WORD_BEFORE):
        return True                                    # "> Maya said it boots now": a person reported
    if OPENING.fullmatch(text, 0, match.start()) and (SELF_NAMED.match(text, match.end())
                                                     or POSSESSIVE.match(text, match.end())):
        return True                                    # "Charlie here, new number", "Victor's deploy broke it"
    if OPENING.fullmatch(text, 0, match.start()) and following is not None and gazetteer().first_name(name) \
            and zipf_frequency(key, WORD_LANGUAGE) < SURNAME_WORD_ZIPF:
        return True                                    # "Garrett the meeting moved" (not "Mark it done"): a first name
    if following is None and text[match.end():match.end() + 2].strip()[:1].isupper():
        return False                                   # "Mac OSX", "Bartholomew Street": a proper noun's part
    keyed = bool(previous) and (previous[-1] in KEY_MARKS or previous[-1].endswith(":"))
    while previous and previous[-1] in KEY_MARKS:      # "owner = Joy": the key before the mark
        previous = previous[:-1]
    if keyed and not CLAUSE_END.match(text, match.end()):
        return False                                   # "note: Mark the partition": a sentence after a key
    word = previous[-1].rstrip(":").replace("'", "").replace("\u2019", "") if previous else ""
    return word.isalpha() and word.islower() and not read_as_word(text, match)   # "thanks Leonard", "on call: Joy"


def _opens_phrase(text: str, match: re.Match[str]) -> bool:
    """Does a word-ish name open the message in lower case, a common word after it, no address mark between
    ("noob question: ...", "sysadmin here"): a word, as an address would be "noob: ..." or "noob, ..."? Only
    a name of letters alone: "mike_douglas uses ..." is a person whatever follows."""
    name = match["name"]
    if match["at"] or text[:match.start()].strip() or not (name.islower() and name.isalpha()):
        return False
    after = FOLLOWING_WORD.match(text, match.end())
    return after is not None and is_common_word(after[1])


def _swap(rule: Rule, counts: Counter[str], match: re.Match[str]) -> str:
    if rule.check in SPANS:                            # a run of groups: the values found inside it
        parts, end = [], match.start()
        for span in SPANS[rule.check](match):
            parts += [match.string[end:span.start], rule.replacement]
            end = span.stop
            counts[rule.kind] += 1
        return "".join(parts) + match.string[end:match.end()]
    if rule.check and not CHECKS[rule.check](match):
        return match[0]
    counts[rule.kind] += 1
    return match.expand(rule.replacement)


def rule_hints(rules: tuple[Rule, ...]) -> frozenset[str]:
    """Every hint of `rules` (looked for once per text by `apply_rules`)."""
    return frozenset(hint for rule in rules for hint in rule.hints)


@functools.cache
def _hint_index(hints: frozenset[str]) -> tuple[frozenset[str], dict[str, tuple[str, ...]]]:
    """`hints` as one-character hints and the longer ones by their first character."""
    longer: dict[str, list[str]] = {}
    for hint in hints:
        if len(hint) > 1:
            longer.setdefault(hint[0], []).append(hint)
    return frozenset(hint for hint in hints if len(hint) == 1), {first: tuple(found) for first, found in longer.items()}


def hints_in(lowered: str, hints: frozenset[str]) -> set[str]:
    """The hints a (lower-case) text holds: a longer hint is looked for only when its first character is there."""
    single, longer = _hint_index(hints)
    characters = set(lowered)
    present = set(single & characters)
    for first in characters.intersection(longer):
        present.update(hint for hint in longer[first] if hint in lowered)
    return present


def apply_rules(text: str, rules: tuple[Rule, ...], counts: Counter[str], hints: frozenset[str] | None = None) -> str:
    """`text` with every match of `rules` (in order) replaced, counted by kind in `counts` (a rule runs only on a
    text that holds one of its hints, and its trigger if it has one: a replacement only removes text, so the
    hints of the text as given do; `hints`: `rule_hints(rules)`, computed when not given)."""
    present = hints_in(text.lower(), rule_hints(rules) if hints is None else hints)
    for rule in rules:
        if (not rule.hints or not present.isdisjoint(rule.hints)) and (
                rule.trigger is None or rule.trigger.search(text)):
            text = rule.pattern.sub(functools.partial(_swap, rule, counts), text)
    return text


PERSONAL_HINTS = rule_hints(PERSONAL_RULES)


@dataclass(frozen=True)
class Anonymizer:
    """The text transformation of one dialogue: its settings and its name rule."""

    settings: PrivacySettings
    names: NameRule = NameRule()
    platform: bool = True         # a chat export's text: its platform ids leave under `none` too

    def text(self, text: str, counts: Counter[str]) -> str:
        """One utterance anonymised (and tagged), each replacement counted by kind: the rules read it folded
        (`fold`: no-break spaces, dashes, invisible and fullwidth characters as plain ones); what they replace
        changes, the rest stays as written (`fold.unfold`). A correction written as sed's substitution
        (`s/4444/4287931742651401/`) is read part by part, apart from the text around it: its slashes glue
        nothing."""
        sed = SED_SUBSTITUTION.search(text) if SED_HINT.search(text) else None
        if sed is not None:
            mark, before, after = sed["mark"], text[:sed.start()], text[sed.end():]
            parts = f"s{mark}{self.text(sed['old'], counts)}{mark}{self.text(sed['new'], counts)}{mark}{sed['flags']}"
            return (self.text(before, counts) if before else "") + parts + (self.text(after, counts) if after else "")
        folded, where = (text, []) if text.isascii() else fold_positions(text)
        done = self._folded_text(folded, counts)
        if done == folded:
            return text
        return done if folded == text else unfold(text, folded, where, done)

    def as_written(self, text: str, breaks: tuple[int, ...], counts: Counter[str]) -> Flattened:
        """A one-line text anonymised as it was written (its line breaks back, `logs.line_breaks`: the rules
        that read lines read them), then on one line again with the breaks it kept."""
        if not breaks:
            return Flattened(self.text(text, counts))
        return on_one_line(self.text(as_written(text, breaks), counts))

    def _folded_text(self, text: str, counts: Counter[str]) -> str:
        if self.settings.mode == PERSONAL:
            text = apply_rules(text, PERSONAL_RULES, counts, PERSONAL_HINTS)
            if self.platform and ATTACHMENT_OPEN in text:
                text = ATTACHMENT_FILES.sub(functools.partial(_file_names, counts), text)
        if (self.platform or self.settings.mode != NONE) and PLATFORM_ID_HINT.search(text):  # no release holds one
            text = apply_rules(text, PLATFORM_ID_RULES, counts)
        if self.settings.mode != NONE or self.settings.generic_tags:
            if PROFILE_LINK_HINT.search(text):                  # t.me/NAME: a person's handle
                text = apply_rules(text, PROFILE_LINK_RULES, counts)
            text = self._phrases(text, counts)
            text = DISCORD_TAG.sub(functools.partial(self._tag, counts), text) if "#" in text else text
            text = NAME_TOKEN.sub(functools.partial(self._name, text, counts), text)
            if self.platform and "@" in text:
                text = PLATFORM_HANDLE.sub(functools.partial(self._handle, counts), text)
                text = COMMAND_HANDLE.sub(functools.partial(self._command, counts), text) if "/" in text else text
        if self.settings.mode == PERSONAL:       # the learned scorer, on what the rules and names left
            text = replace_secrets(text, counts)
        if self.settings.generic_tags:
            text = apply_rules(text, GENERIC_RULES, counts)
        return text

    def _name(self, text: str, counts: Counter[str], match: re.Match[str]) -> str:
        key, placeholder = self.names.lookup(nick_key(match["name"]), self.platform and match["name"].istitle())
        if placeholder is None:                          # "ask chrisstur", `<Golfer2> ...`: a nick written apart
            placeholder = self._written_apart(text, match, key)
            if placeholder is None and self.platform and self.settings.mode == PERSONAL:
                placeholder = self._unlisted_person(text, match)     # "ask Melina!": a person no export lists
            if placeholder is not None:
                counts[NAME_KIND] += 1
                return match["at"] + placeholder
        if placeholder is None or not (AWAY_STATUS.search(match["name"])      # `scott|afk`: written as a nick
                                       or self.names.replaces(text, match, key, self.settings.commands)
                                       or self.platform and written_as_name(text, match, key, self.settings.commands)):
            return match[0]
        counts[NAME_KIND] += 1
        if match["name"].startswith("[") and match["name"].endswith("]") and LINK_TARGET.match(text, match.end()):
            return f"[{placeholder}]"                  # a Markdown link's text: its brackets stay
        honorific = HONORIFIC_END.search(match["name"]) if key != nick_key(match["name"]) else None
        return match["at"] + placeholder + (honorific[0] if honorific else "")   # `__user__さん`

    def _written_apart(self, text: str, match: re.Match[str], key: str) -> str | None:
        """The placeholder of a nick written apart from its form: misspelt by one edit where a nick is asked for
        (`names.misspelling_of`), or a variant of a word-like nick as a pasted IRC line's speaker (`<Golfer2>`
        for golfer); None when neither."""
        context = NameContext.of(text, match)
        if _asked_for(context):
            misspelt = misspelling_of(key, self.names.distinctive)
            if misspelt:
                return self.names.placeholder(misspelt)
        if _quoted_speaker(context):
            return next((self.names.placeholder(base) for base in variant_bases(key)
                         if self.names.placeholder(base) is not None), None)
        return None

    def _unlisted_person(self, text: str, match: re.Match[str]) -> str | None:
        """`__user__` for a person no source lists (`people.gazetteer`): a first name that is no word, a handle
        of one, a first name that is a word too where a person stands, a capitalised token no word at all where
        a person is asked for or greeted ("ask Zdislav!"; not before a reporting verb: "Byobu says"), a name of a
        script without case among other scripts where a person stands ("ask ಶ್ವೇತಾ ಭಟ್"), a name that is no
        English word opening a line before "and me" or answering who, either part of a full name (also where the
        whole name stands for a person: "thanks Sergio Castillo, got it"; alone in quotes); None else (a release
        name, a command, a program's name)."""
        token = match["name"]
        if not (token[:1].isupper() or "_" in token or not has_case(token)) \
                or nick_key(token) in RELEASE_NAMES or nick_key(token) in self.settings.commands:
            return None
        names, context = gazetteer(), NameContext.of(text, match)
        shaped, cased = name_shaped(token), has_case(token)
        unknown = shaped and cased and unknown_word(token.lower())
        no_word = shaped and (not cased or zipf_frequency(token.lower(), WORD_LANGUAGE) < NAME_WORD_ZIPF)
        if names.person(token, text) or names.handle(token) or names.slot_name(token) and _person_stands(context) \
                or unknown and (context.word in ASKING_WORDS or _greeted(context)) \
                or shaped and not cased and _foreign_person(text, match) \
                or no_word and (_joined_to_the_writer(context) or _answers_who(context)) \
                or _in_full_name(names, context):
            return NAME_TAG if self.names.generic else USER
        return None

    def _phrases(self, text: str, counts: Counter[str]) -> str:
        """The names of several words or with a dot (`names.NamePhrases`: "Zed Qa55", "zq.mira26") replaced, and
        the names of a script written without spaces wherever they stand (`NamePhrases.unspaced`)."""
        parts, end = [], 0
        for found in self.names.phrases.find(text):
            placeholder = self.names.placeholder(found.key)
            if placeholder is not None:
                parts += [text[end:found.start], found.at + placeholder]
                end = found.end
                counts[NAME_KIND] += 1
        text = "".join(parts) + text[end:] if parts else text
        unspaced = self.names.phrases.unspaced
        return unspaced.sub(functools.partial(self._unspaced, counts), text) if unspaced is not None else text

    def _unspaced(self, counts: Counter[str], match: re.Match[str]) -> str:
        """A name in a script written without spaces, inside a longer run (`長谷川真綾に聞いて`)."""
        placeholder = self.names.placeholder(self.names.phrases.unspaced_keys.get(match[0], match[0]))
        if placeholder is None:
            return match[0]
        counts[NAME_KIND] += 1
        return placeholder

    def _handle(self, counts: Counter[str], match: re.Match[str]) -> str:
        """An `@handle` of a chat export that no name rule replaced (a user the export never lists, or a known
        one in Markdown's marks, `__@name__`): `@__user__` (a known name's own placeholder), Markdown's marks
        kept, unless a group mention, a schedule, a decorator or a word (`names.NOT_HANDLES`)."""
        name, mark = match["name"].lower(), match["mark"] or ""
        if name in NOT_HANDLES or is_wordlike(name, self.settings.commands) or "@" + match["name"] in PLACEHOLDERS \
                or match["name"] in self.names.participants.values():     # `@participant_1`: already a token
            return match[0]
        counts[NAME_KIND] += 1
        placeholder = self.names.placeholder(name) if mark else None
        return f"{mark}@{placeholder or (NAME_TAG if self.names.generic else USER)}{mark}"

    def _command(self, counts: Counter[str], match: re.Match[str]) -> str:
        """A bot command addressed to a user name (`/ban@name`): the name replaced, the command kept."""
        counts[NAME_KIND] += 1
        return f"{match['command']}@{NAME_TAG if self.names.generic else USER}"

    def _tag(self, counts: Counter[str], match: re.Match[str]) -> str:
        """A legacy Discord tag (`name#1234`): the name's placeholder, `__user__` for a name the source does not
        know, unless it names a tracker's item ("bug#1234": `names.NUMBERED_WORDS`)."""
        key = nick_key(match["name"])
        placeholder = self.names.placeholder(key)
        if placeholder is None and key in NUMBERED_WORDS:
            return match[0]
        counts[NAME_KIND] += 1
        return match["at"] + (placeholder or (NAME_TAG if self.names.generic else USER))


def _file_names(counts: Counter[str], match: re.Match[str]) -> str:
    """An attachment mark's file names, each `file` and its extension (`[attachment: file.pdf]`): a file's name
    is often its owner's or a person's ("Holly Grant CV.pdf", "screenshot_from_evan.png"), never needed."""
    extensions = [FILE_EXTENSION.search(name.strip()) for name in match["files"].split(FILE_SEPARATOR)]
    names = [FILE_PLACEHOLDER + (found[0] if found else "") for found in extensions]
    counts[FILE_KIND] += 1
    return ATTACHMENT_MARK.format(FILE_SEPARATOR.join(names))


def names_left(text: str, names: NameRule, settings: PrivacySettings) -> list[str]:
    """The names of `names` a released text still holds where the anonymiser would replace them (the
    validator's check: phrases, legacy Discord tags, tokens and their variants), and any platform id."""
    left = [match[0] for rule in PLATFORM_ID_RULES for match in rule.pattern.finditer(text)]
    if settings.mode == NONE:
        return left
    left += [text[found.start:found.end] for found in names.phrases.find(text) if names.placeholder(found.key)]
    left += [match[0] for match in DISCORD_TAG.finditer(text) if nick_key(match["name"]) not in NUMBERED_WORDS]
    for match in NAME_TOKEN.finditer(text):
        key, placeholder = names.lookup(nick_key(match["name"]))
        if placeholder is not None and names.replaces(text, match, key, settings.commands):
            left.append(match[0])
    return left


def without_ids(nick: str) -> str:
    """A nick kept under `--anonymize none`, a platform id in it taken out (a Slack user users.json does not
    list is named by its id: `U024BE7LH` -> `__user__`)."""
    return apply_rules(nick, PLATFORM_ID_RULES, Counter()) if PLATFORM_ID_HINT.search(nick) else nick


def _anonymized_turn(anonymizer: Anonymizer, turn: Turn, counts: Counter[str], ignored: Counter[str]) -> Turn:
    """A turn's utterances (replacements counted in `counts`) and originals (in `ignored`: they repeat the
    utterances') anonymised, each as it was written (`Anonymizer.as_written`), with the breaks they kept."""
    breaks = turn.breaks or (LineBreaks(),) * len(turn.utterances)
    utterances = [anonymizer.as_written(text, b.utterance, counts) for text, b in zip(turn.utterances, breaks)]
    originals = [anonymizer.as_written(text, b.original, ignored) for text, b in zip(turn.originals, breaks)]
    kept = tuple(LineBreaks(o.breaks, u.breaks) for o, u in zip(originals, utterances)) if turn.breaks else ()
    return replace(turn, utterances=tuple(u.text for u in utterances), originals=tuple(o.text for o in originals),
                   breaks=kept)


def anonymize_dialogue(dialogue: Dialogue, names: NameRule, settings: PrivacySettings
                       ) -> tuple[Dialogue, Counter[str], int]:
    """The dialogue with every utterance and original anonymised (`names`: the rule of every name the source
    knows) and no nicks, the replacements in its utterances by kind, and how many utterances changed."""
    anonymizer = Anonymizer(settings, names.of_dialogue(dialogue.nicks), any(turn.platform for turn in dialogue.turns))
    counts: Counter[str] = Counter()
    ignored: Counter[str] = Counter()  # the originals repeat the utterances' replacements
    touched = 0
    turns = []
    for turn in dialogue.turns:
        turns.append(_anonymized_turn(anonymizer, turn, counts, ignored))
        touched += sum(new != old for new, old in zip(turns[-1].utterances, turn.utterances))
    kept = (without_ids(dialogue.nicks[0]), without_ids(dialogue.nicks[1])) if anonymizer.platform else dialogue.nicks
    nicks = SPEAKERS if settings.mode != NONE else kept
    return without_platform_ids(replace(dialogue, nicks=nicks, turns=tuple(turns))), counts, touched


def anonymize_conversation(conversation: MultiConversation, names: NameRule, settings: PrivacySettings
                           ) -> tuple[MultiConversation, Counter[str], int]:
    """A multi-party conversation as `anonymize_dialogue` releases a dialogue: every text anonymised (each
    speaker's name its speaker token, everyone else the log knows `__user__`), the speakers their tokens
    (kept as nicks under `--anonymize none`), no platform ids; the replacements by kind, the texts changed."""
    anonymizer = Anonymizer(settings, names.of_speakers(conversation.speakers),
                            any(m.platform is not None for m in conversation.messages))
    counts: Counter[str] = Counter()
    written = [anonymizer.as_written(m.text, m.breaks, counts) for m in conversation.messages]
    messages = tuple(replace(m, text=new.text, breaks=new.breaks, platform=None)
                     for m, new in zip(conversation.messages, written))
    touched = sum(new.text != old.text for new, old in zip(messages, conversation.messages))
    speakers = tuple(speaker_token(n) for n in range(len(conversation.speakers))) if settings.mode != NONE \
        else tuple(map(without_ids, conversation.speakers)) if anonymizer.platform else conversation.speakers
    return replace(conversation, speakers=speakers, messages=messages), counts, touched
