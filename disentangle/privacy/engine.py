"""The anonymiser: personal data and names in a text become typed placeholders, the same way in every
utterance of a dialogue, and the UDC paper's generic tags on request.

`PrivacySettings` says what to replace (`NONE`, `NICKS`, `PERSONAL`; generic tags or not). `NameRule` holds,
for one dialogue, which name keys become which placeholder: its two participants their speaker tokens
(`participant_1`, `participant_2`: a mention still reads as a mention), everyone else the log knows `__user__`.
`Anonymizer.text` applies the personal rules (`patterns.PERSONAL_RULES`), then the names, then the generic
tags, counting each replacement by kind; `anonymize_dialogue` does it to every utterance and original of a
dialogue and drops its nicks (they go to the provenance file, `provenance.py`).
"""
from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace

from disentangle.dialogues.multiparty import MultiConversation, speaker_token
from disentangle.dialogues.records import SPEAKERS, Dialogue
from disentangle.logs.records import nick_key
from disentangle.privacy.checks import CHECKS
from disentangle.privacy.names import is_wordlike, name_keys
from disentangle.privacy.patterns import GENERIC_RULES, NAME_KIND, NAME_TAG, PERSONAL_RULES, USER, Rule
from disentangle.privacy.provenance import without_platform_ids

__all__ = ["CHECKS", "MODES", "NAME_TOKEN", "NICKS", "NONE", "PERSONAL", "Anonymizer", "NameRule", "PrivacySettings",
           "anonymize_conversation", "anonymize_dialogue", "name_rule", "used_as_name"]

NONE, NICKS, PERSONAL = "none", "nicks", "personal"
MODES = (NONE, NICKS, PERSONAL)
DEFAULT_MODE = PERSONAL
# a nick as a token of text: IRC nick characters, not starting with a digit, not glued to another nick char
_NICK_CHARS = r"\w\[\]\\`^{}|\-"
# (a placeholder, `__user__`, is no name: the lookahead skips it)
NAME_TOKEN = re.compile(rf"(?<![{_NICK_CHARS}@])(?P<at>@?)(?!__\w+__(?![{_NICK_CHARS}]))"
                        rf"(?P<name>(?:[^\W\d]|[\[\]\\`^{{}}|])[{_NICK_CHARS}]*)")
# after a message's first word, a word-like name addresses someone ("hello, ..." greets: a comma is not enough)
ADDRESS_MARK = ":"


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

    def placeholder(self, key: str) -> str | None:
        """What the name `key` becomes, None when it is no name."""
        speaker = self.participants.get(key)
        if speaker is None and key not in self.others:
            return None
        return NAME_TAG if self.generic else speaker or USER

    def is_wordlike(self, key: str, commands: Collection[str]) -> bool:
        return key in self.wordlike or (key in self.participants and is_wordlike(key, commands))

    def of_dialogue(self, nicks: tuple[str, str]) -> NameRule:
        """The rule for a dialogue between `nicks` (as written): its participants become speaker tokens."""
        speakers = {key: speaker for speaker, nick in zip(SPEAKERS, nicks) for key in name_keys((nick,))}
        return replace(self, participants=speakers)

    def of_speakers(self, nicks: tuple[str, ...]) -> NameRule:
        """The rule for a conversation of `nicks` (in order of first message): each becomes its speaker token
        (`participant_1`, `participant_2`, ... as in a dialogue; a nick seen twice keeps its first token)."""
        speakers: dict[str, str] = {}
        for number, nick in enumerate(nicks):
            for key in name_keys((nick,)):
                speakers.setdefault(key, speaker_token(number))
        return replace(self, participants=speakers)


def name_rule(names: Collection[str], settings: PrivacySettings) -> NameRule:
    """The rule of every name the source knows (keys); `NameRule.of_dialogue` adds a dialogue's participants."""
    others = frozenset(names)
    return NameRule(others, frozenset(key for key in others if is_wordlike(key, settings.commands)),
                    generic=settings.generic_tags)


def used_as_name(text: str, match: re.Match[str]) -> bool:
    """Is a token used as a name: `@name`, or a message's first word followed by a colon?"""
    if match["at"]:
        return True
    return not text[:match.start()].strip() and text[match.end():match.end() + 1] == ADDRESS_MARK


def _swap(rule: Rule, counts: Counter[str], match: re.Match[str]) -> str:
    if rule.check and not CHECKS[rule.check](match):
        return match[0]
    counts[rule.kind] += 1
    return match.expand(rule.replacement)


def rule_hints(rules: tuple[Rule, ...]) -> frozenset[str]:
    """Every hint of `rules` (looked for once per text by `apply_rules`)."""
    return frozenset(hint for rule in rules for hint in rule.hints)


def apply_rules(text: str, rules: tuple[Rule, ...], counts: Counter[str], hints: frozenset[str] | None = None) -> str:
    """`text` with every match of `rules` (in order) replaced, counted by kind in `counts` (a rule runs only on a
    text that holds one of its hints, and its trigger if it has one: a replacement only removes text, so the
    hints of the text as given do; `hints`: `rule_hints(rules)`, computed when not given)."""
    lowered = text.lower()
    present = {hint for hint in (rule_hints(rules) if hints is None else hints) if hint in lowered}
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

    def text(self, text: str, counts: Counter[str]) -> str:
        """One utterance anonymised (and tagged), each replacement counted by kind."""
        if self.settings.mode == PERSONAL:
            text = apply_rules(text, PERSONAL_RULES, counts, PERSONAL_HINTS)
        if self.settings.mode != NONE or self.settings.generic_tags:
            text = NAME_TOKEN.sub(functools.partial(self._name, text, counts), text)
        if self.settings.generic_tags:
            text = apply_rules(text, GENERIC_RULES, counts)
        return text

    def _name(self, text: str, counts: Counter[str], match: re.Match[str]) -> str:
        key = nick_key(match["name"])
        placeholder = self.names.placeholder(key)
        if placeholder is None or (self.names.is_wordlike(key, self.settings.commands)
                                   and not used_as_name(text, match)):
            return match[0]
        counts[NAME_KIND] += 1
        return match["at"] + placeholder


def anonymize_dialogue(dialogue: Dialogue, names: NameRule, settings: PrivacySettings
                       ) -> tuple[Dialogue, Counter[str], int]:
    """The dialogue with every utterance and original anonymised (`names`: the rule of every name the source
    knows) and no nicks, the replacements in its utterances by kind, and how many utterances changed."""
    anonymizer = Anonymizer(settings, names.of_dialogue(dialogue.nicks))
    counts: Counter[str] = Counter()
    ignored: Counter[str] = Counter()  # the originals repeat the utterances' replacements
    touched = 0
    turns = []
    for turn in dialogue.turns:
        utterances = tuple(anonymizer.text(text, counts) for text in turn.utterances)
        touched += sum(new != old for new, old in zip(utterances, turn.utterances))
        originals = tuple(anonymizer.text(text, ignored) for text in turn.originals)
        turns.append(replace(turn, utterances=utterances, originals=originals))
    nicks = SPEAKERS if settings.mode != NONE else dialogue.nicks
    return without_platform_ids(replace(dialogue, nicks=nicks, turns=tuple(turns))), counts, touched


def anonymize_conversation(conversation: MultiConversation, names: NameRule, settings: PrivacySettings
                           ) -> tuple[MultiConversation, Counter[str], int]:
    """A multi-party conversation as `anonymize_dialogue` releases a dialogue: every text anonymised (each
    speaker's name its speaker token, everyone else the log knows `__user__`), the speakers their tokens
    (kept as nicks under `--anonymize none`), no platform ids; the replacements by kind, the texts changed."""
    anonymizer = Anonymizer(settings, names.of_speakers(conversation.speakers))
    counts: Counter[str] = Counter()
    messages = tuple(replace(m, text=anonymizer.text(m.text, counts), platform=None) for m in conversation.messages)
    touched = sum(new.text != old.text for new, old in zip(messages, conversation.messages))
    speakers = tuple(speaker_token(n) for n in range(len(conversation.speakers))) if settings.mode != NONE \
        else conversation.speakers
    return replace(conversation, speakers=speakers, messages=messages), counts, touched
