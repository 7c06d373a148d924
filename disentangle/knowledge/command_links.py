"""Linking commands named in chat text to manual pages: which words are used *as commands*.

`link_commands(text, index)` lists the pages whose command names appear in a text *as commands*. Each
occurrence is judged by the evidence around it (rules as data, `EVIDENCE_RULES`): `man NAME`, `sudo NAME`,
a `$ ` prompt, a pipe, backticks, the start of a line or words such as "run"/"type" before it, options or
paths after it. How much evidence a name needs depends on how common it is as an English word (wordfreq
Zipf frequency): "make sure", "the less the better" or "which one" link nothing, "make -j4" and
"sudo make install" do, and a name that is no English word ("xrandr", "apt-get") counts anywhere.
Links are ranked by evidence strength, then by how often the command occurs.

The pages come from the knowledge file (`manpages`); `index_pages` maps every command name to its page.
"""
from __future__ import annotations

import os
import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from disentangle.knowledge.manpages import DEFAULT_SECTIONS, ManPage, load_knowledge

# ---- linking rules (data) --------------------------------------------------------------------------
COMMON_ZIPF = 4.0  # English words at least this frequent need some command-like evidence
VERY_COMMON_ZIPF = 5.5  # ... at least this frequent need strong evidence ("make", "which", "less")
TIER_RARE, TIER_COMMON, TIER_VERY_COMMON = "rare", "common", "very common"
ALL_TIERS = (TIER_RARE, TIER_COMMON, TIER_VERY_COMMON)
# page names that #ubuntu mostly uses as ordinary words or architecture names, not as commands:
# they need command-like evidence like common English words do
CHAT_WORDS = frozenset(
    "paste login logout reboot halt poweroff shutdown reset tabs sync init dir zip screen display mail "
    "locale timeout "
    "i386 x86_64 linux32 linux64 users groups".split())
# page names #ubuntu uses as English or chat words ("users", "an env variable", "the script", "man, ...",
# "install it"): like the most common English words they need strong evidence (sudo, a prompt, code, ...)
STRONG_EVIDENCE_WORDS = frozenset(
    "users strings script env man install time last who watch free top groups id link see tee yes".split())
MIN_MENTION_CHARS = 3  # a bare mention of a rare name needs at least this many characters
BOT_TRIGGER = "!"  # a line starting with it asks the channel bot ("!info pkg | nick"): not shell
_OPTION = r"-{1,2}[A-Za-z0-9][\w=.,:/+-]*|\$\w+|[a-z]+=\S"
_DEEP_PATH = r"(?:~|\.{1,2})/\S*|/[^/\s]+/\S*"  # ~/x, ./x, ../x, or an absolute path of two parts or more
# strong arguments: options, variables, assignments, deep paths ("users /home directory" is English)
_ARGS = r"\s+(?:" + _OPTION + "|" + _DEEP_PATH + ")"
# weak arguments, enough for a name that is no English word: any path, a mode such as "+x"
_WEAK_ARGS = r"\s+(?:" + _OPTION + r"|[~.]{0,2}/\S*|\+[a-z]+\b)"
_PIPELINE = r"[^|\n`]*(?<!\|)\|(?!\|)"  # more words, then a pipe: "ps aux | grep x"
_NOUN = r"\s+(?:command|utility|program|tool)\b"  # "the ps command"
_VERBS = r"(?:run|running|ran|type|typing|try|execute|executing|enter|use|using|command)"
_STRICT_VERBS = r"(?:run|running|type|typing|execute|executing|command)"  # "use less memory" is English


@dataclass(frozen=True)
class EvidenceRule:
    """A command-like context: text `before` the name (on its line) and/or `after` it, and its weight."""

    name: str
    strength: int
    tiers: tuple[str, ...]  # how common a name may be for this evidence to count
    before: str | None = None  # regex that must match the end of the text before the name
    after: str | None = None  # regex that must match the start of the text after the name


EVIDENCE_RULES = (
    EvidenceRule("man", 6, ALL_TIERS, before=r"\b(?:man|whatis|apropos|info)\s+(?:-\w+\s+)*(?:\d\w*\s+)?$"),
    EvidenceRule("sudo", 5, ALL_TIERS, before=r"\b(?:sudo|gksudo|gksu|pkexec|kdesudo)\s+(?:-\S+\s+)*$"),
    EvidenceRule("prompt", 5, ALL_TIERS, before=r"(?:^|\s)[$#%]\s?$"),
    EvidenceRule("code", 5, ALL_TIERS, before=r"`\s*$", after=r"[^`\n]*`"),
    EvidenceRule("pipe", 5, ALL_TIERS, before=r"(?<![|\w])\|\s*$"),
    EvidenceRule("start+args", 4, ALL_TIERS, before=r"^\s*$", after=_ARGS),
    EvidenceRule("pipeline", 4, ALL_TIERS, before=r"(?:^|`)\s*$", after=_PIPELINE),
    EvidenceRule("verb+args", 4, ALL_TIERS, before=_VERBS + r"\s+$", after=_ARGS),
    EvidenceRule("chain", 4, (TIER_RARE, TIER_COMMON), before=r"(?:&&|;|\|\|)\s*$", after=_ARGS),
    EvidenceRule("noun", 3, (TIER_RARE, TIER_COMMON), after=_NOUN),
    EvidenceRule("args", 3, (TIER_RARE, TIER_COMMON), after=_ARGS),
    EvidenceRule("weak args", 3, (TIER_RARE,), after=_WEAK_ARGS),
    EvidenceRule("verb", 3, (TIER_RARE, TIER_COMMON), before=r"\b" + _STRICT_VERBS + r"\s+$"),
    EvidenceRule("start", 2, (TIER_RARE,), before=r"^\s*$"),
    EvidenceRule("mention", 1, (TIER_RARE,)),
)
_CANDIDATE = re.compile(r"(?<![\w/.~@:=<>+-])([A-Za-z0-9_][\w.+-]*?)(?=[.,:;!?)\]'\"]*(?:\s|$|`|\|))")


_ADDRESSEE = re.compile(r"[:,](?:\s|$)")  # after the first word of a line: "nick: ..." addresses someone


@dataclass(frozen=True)
class PageLink:
    """A page linked from a text: the `command` as written, the page, the best evidence and how often."""

    command: str
    page: str
    section: str
    evidence: str
    strength: int
    count: int


@dataclass(frozen=True)
class ManIndex:
    """Command name -> page (the first section listed wins), and how common each name is in English."""

    pages: Mapping[str, ManPage]
    tiers: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def __contains__(self, name: object) -> bool:
        return name in self.pages

    def __len__(self) -> int:
        return len(self.pages)


def word_tier(name: str) -> str:
    """How common a command name is as an English word (names with non-letters are never words)."""
    from wordfreq import zipf_frequency  # imported here: loading its tables takes a moment

    if len(name) == 1 or name in STRONG_EVIDENCE_WORDS:
        return TIER_VERY_COMMON
    if name in CHAT_WORDS:
        return TIER_COMMON
    if not name.isalpha():
        return TIER_RARE
    frequency = zipf_frequency(name, "en")
    if frequency >= VERY_COMMON_ZIPF:
        return TIER_VERY_COMMON
    return TIER_COMMON if frequency >= COMMON_ZIPF else TIER_RARE


def index_pages(pages: Iterable[ManPage], sections: Iterable[str] = DEFAULT_SECTIONS) -> ManIndex:
    """Every command name of every page -> the page; plain sections beat suffixed ones ("1" > "1ssl")."""
    order = {section: rank for rank, section in enumerate(sections)}

    def rank(page: ManPage) -> tuple[int, int]:
        return order.get(page.section[:1], len(order)), len(page.section)

    by_name: dict[str, ManPage] = {}
    for page in sorted(pages, key=rank):
        for name in page.names:
            if name == page.name or _other_command(name, page):
                by_name.setdefault(name, page)
    tiers = {name: word_tier(name) for name in by_name}
    return ManIndex(MappingProxyType(by_name), MappingProxyType(tiers))


def _other_command(name: str, page: ManPage) -> bool:
    """Whether a further name on a page's NAME line is a command of its own (gunzip on gzip's page).

    Not for pages of suffixed sections (openssl's `1ssl` pages list `passwd`, `version`), nor the bare
    subcommand of a `tool-sub` page (`tc-nat` lists `nat`, which is no command).
    """
    return len(page.section) == 1 and not page.name.endswith("-" + name)


def load_index(path: str | os.PathLike | None = None) -> ManIndex:
    """The index of the pages of a knowledge file (default: this machine's, `settings.knowledge_file`)."""
    return index_pages(load_knowledge(path))


def _compiled_rules() -> list[tuple[EvidenceRule, re.Pattern[str] | None, re.Pattern[str] | None]]:
    return [(rule, re.compile(rule.before) if rule.before else None,
             re.compile(rule.after) if rule.after else None) for rule in EVIDENCE_RULES]


_RULES = tuple(_compiled_rules())  # compiled once; immutable


def evidence(line: str, start: int, end: int, tier: str) -> EvidenceRule | None:
    """The strongest rule that makes the word at line[start:end] a command, given its tier."""
    before, after = line[max(0, start - 60):start], line[end:]
    if start > 60:
        before = " " + before
    for rule, before_rule, after_rule in _RULES:
        if tier not in rule.tiers:
            continue
        if before_rule is not None and not before_rule.search(before):
            continue
        if after_rule is not None and not after_rule.match(after):
            continue
        if rule.name == "mention" and end - start < MIN_MENTION_CHARS:
            continue
        return rule
    return None


def link_commands(text: str, index: ManIndex, ignore: Collection[str] = ()) -> list[PageLink]:
    """Pages whose names are used as commands in `text`, strongest evidence first, then most frequent.

    `ignore` lists words that are never commands here, e.g. the nicks of the people in the channel.
    """
    best: dict[str, tuple[EvidenceRule, str]] = {}
    counts: dict[str, int] = {}
    for line in text.splitlines():
        if line.lstrip().startswith(BOT_TRIGGER):
            continue
        for match in _CANDIDATE.finditer(line):
            word = match[1]
            if word not in index.pages or word in ignore or (not line[:match.start(1)].strip()
                                           and _ADDRESSEE.match(line, match.end(1))):
                continue
            rule = evidence(line, match.start(1), match.end(1), index.tiers.get(word, TIER_RARE))
            if rule is None:
                continue
            for name in (word, *_subcommand(word, line[match.end(1):], index)):
                page = index.pages[name].name
                counts[page] = counts.get(page, 0) + 1
                if page not in best or rule.strength > best[page][0].strength:
                    best[page] = (rule, name)
    links = [PageLink(name, page, index.pages[name].section, rule.name, rule.strength, counts[page])
             for page, (rule, name) in best.items()]
    return sorted(links, key=lambda link: (-link.strength, -link.count, link.page))


def _subcommand(command: str, after: str, index: ManIndex) -> tuple[str, ...]:
    """`git commit` -> the page git-commit, when it exists."""
    match = re.match(r"\s+([a-z][\w-]*)", after)
    if match and f"{command}-{match[1]}" in index.pages:
        return (f"{command}-{match[1]}",)
    return ()
