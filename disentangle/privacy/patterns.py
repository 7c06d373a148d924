"""The personal-data patterns of the anonymiser, as data (the rules apart from the engine, `engine.py`).

Each `Rule` names its kind (the key of the counts in stats.json), a regular expression, the placeholder its
match becomes and, where a shape alone over-matches, the name of a check the engine applies to the match
(`engine.CHECKS`). The rules run in the order of `PERSONAL_RULES`: secrets and credentials first (they may
hold an e-mail or a host), then e-mail addresses, shell prompts, home paths, MAC, IPv6, IPv4 and phone
numbers. Names (nicks) come last, from the log (`names.py`). `GENERIC_RULES` are the Ubuntu Dialogue
Corpus paper's generic tags (Lowe et al., 2015): URLs, system paths and numbers.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["GENERIC_PREFIXES", "GENERIC_RULES", "GENERIC_USERS", "KEEP_IPV4_PREFIXES", "KERNEL_MAJORS",
           "KERNEL_MAX_MINOR", "KINDS", "OLD_KERNEL", "SERVICE_MAILBOXES", "NAME_KIND", "PERSONAL_RULES", "USER", "VERSION_CUES", "ZERO_MACS", "Rule"]

USER = "__user__"                 # anyone who is not one of the two participants
NAME_KIND = "nick"                # the kind of a replaced nick or known user name
SECRET, EMAIL, PROMPT, HOME, MAC, IPV6, IPV4, PHONE, URL_CREDENTIALS = (
    "secret", "email", "prompt", "home_path", "mac", "ipv6", "ipv4", "phone", "url_credentials")


@dataclass(frozen=True)
class Rule:
    """One kind of personal data: its pattern, what a match becomes (a `re` replacement template: groups
    of the pattern may be kept, e.g. the key of `password=`), and an optional check of the match."""

    kind: str
    pattern: re.Pattern[str]
    replacement: str
    check: str = ""               # a name in engine.CHECKS; "" accepts every match
    hints: tuple[str, ...] = ()   # the rule can match only a text holding one of these (lower case); () any


def _rule(kind: str, pattern: str, replacement: str, check: str = "", flags: int = 0,
          hints: tuple[str, ...] = ()) -> Rule:
    return Rule(kind, re.compile(pattern, flags), replacement, check, hints)


DIGITS = tuple("0123456789")


_HEX = "[0-9A-Fa-f]"
_OCTET = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
# a token that may not touch a match: letters, digits, and what joins a version into a package name
_GLUED = r"[\w\-~+]"

PERSONAL_RULES: tuple[Rule, ...] = (
    _rule(SECRET, r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)", "__secret__",
          flags=re.DOTALL, hints=("-----begin",)),
    _rule(SECRET, r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b", "__secret__", hints=("akia", "asia")),                    # AWS access key id
    _rule(SECRET, r"\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_\w{22,})", "__secret__",
          hints=("gh", "github_pat_")),   # GitHub tokens
    _rule(SECRET, r"\bxox[abposr]-[A-Za-z0-9-]{10,}", "__secret__", hints=("xox",)),                   # Slack tokens
    _rule(SECRET, r"\bAIza[0-9A-Za-z_-]{35}", "__secret__", hints=("aiza",)),                           # Google API key
    _rule(SECRET, r"\b\d{8,10}:AA[0-9A-Za-z_-]{33}\b", "__secret__", hints=(":aa",)),                  # Telegram bot token
    _rule(SECRET, r"\b[MNO][\w-]{23,25}\.[\w-]{6}\.[\w-]{27,38}\b", "__secret__",
          hints=(".",)),      # Discord bot token
    _rule(SECRET, r"\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}", "__secret__", hints=("eyj",)),            # JSON web token
    _rule(SECRET, r"\b(?:sk|rk)[-_](?:live_|test_|proj-)?[A-Za-z0-9_-]{20,}", "__secret__",
          hints=("sk-", "sk_", "rk-", "rk_")),  # OpenAI, Stripe
    _rule(SECRET, r"(?i)\b(passw(?:or)?d|pass|pwd|secret|token|api[_-]?key|auth[_-]?token)(\s*=\s*|:\s?)([\"']?)"
                  r"(?!__|[<$%{])([^\s\"',;]{3,})", r"\1\2\3__secret__", "secret",
          hints=("pass", "pwd", "secret", "token", "key")),       # password=value
    _rule(SECRET, r"(--password[= ]|\bmysql\b[^\n]*?\s-p)(?!__)(\S+)", r"\1__secret__",
          hints=("--password", "mysql")),
    _rule(URL_CREDENTIALS, r"(?i)\b([a-z][a-z0-9+.-]*://)([^\s/@:]*):([^\s/@]*)@", r"\1__credentials__@",
          "credentials", hints=("://",)),
    _rule(EMAIL, r"(?<![\w.+-])([\w.%+-]+)@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])",
          "__email__", "email", hints=("@",)),
    # user@host of a shell prompt: "alice@laptop:~$", "root@srv:/etc#", "[bob@box ~]$"
    _rule(PROMPT, r"(?<![\w.@-])([A-Za-z_][\w.-]*)@([A-Za-z0-9][\w-]*)(?=:\s?[~/]|\s+[^\s\]]+\]\s?[$#%]|:?\s?[$#%]\s)",
          "__user__@__host__", "prompt", hints=("@",)),
    _rule(HOME, r"(/home/|/Users/|(?i:[A-Z]:\\+(?:Users|Documents and Settings)\\+))([^\s/\\'\"*:;,)<>]+)",
          r"\1__user__", "home", hints=("/home/", "/users/", ":\\")),
    _rule(MAC, rf"(?<![\w:.-]){_HEX}{{2}}([:-]){_HEX}{{2}}(?:\1{_HEX}{{2}}){{4}}(?![\w:.-])", "__mac__", "mac", hints=(":", "-")),
    _rule(IPV6, rf"(?<![\w:.]){_HEX}{{0,4}}(?::{_HEX}{{0,4}}){{2,7}}(?:%\w+)?(?![\w:])", "__ip__", "ipv6", hints=("::", ":")),
    _rule(IPV4, rf"(?<!{_GLUED}|\.){_OCTET}(?:\.{_OCTET}){{3}}(?!{_GLUED}|\.\w)", "__ip__", "ipv4", hints=(".",)),
    _rule(PHONE, r"(?<![\w.+-])(?:\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,5}|\(\d{2,5}\)[ .-]?\d{3,4}[ .-]?\d{3,4}"
                 r"|\d{3}-\d{3}-\d{4}|0\d{2,4} \d{3,4} ?\d{3,4})(?![\w.-])", "__phone__", "phone", hints=DIGITS),
)

KINDS: tuple[str, ...] = (NAME_KIND, *dict.fromkeys(rule.kind for rule in PERSONAL_RULES))


# IPv4 addresses that name no one and are ordinary technical text: loopback, unspecified, netmasks
KEEP_IPV4_PREFIXES = ("127.", "0.0.0.0", "255.")
# a dotted quad is a version, not an address, after these words ("kernel version 2.6.28.12", "pkg=1.2.3.4")
VERSION_CUES = re.compile(r"(?i)(?:\b(?:version|kernel|linux|release|upgrade[sd]? to|v)\s*|[=_-])$")
# ... or when it reads as a kernel version: 2.6.x.y, or Ubuntu's N.M.0.ABI (first number KERNEL_MAJORS, second
# at most KERNEL_MAX_MINOR, third 0: 3.19.0.30, 4.4.0.21)
KERNEL_MAJORS, KERNEL_MAX_MINOR, OLD_KERNEL = range(3, 7), 20, (2, 6)
# e-mail shapes that are services' addresses, no one's: git@github.com:repo, noreply@...
SERVICE_MAILBOXES = frozenset(("git", "noreply", "no-reply", "nobody", "hg"))
# examples, not anyone's: user names of home paths, prompts and URL credentials that stand for "yours"
GENERIC_USERS = frozenset((
    "user", "username", "user1", "user2", "yourusername", "your_username", "yourname", "your_name", "yourusername",
    "your-username", "you", "me", "myuser", "myname", "name", "ubuntu", "root", "desktop", "pass", "password",
    "passwd", "pw", "host", "server", "hostname", "machine", "computer", "localhost", "example", "foo", "bar"))
GENERIC_PREFIXES = ("<", "$", ".", "{", "*", "%", "[")   # /home/<you>, /home/$USER, /home/.ecryptfs
ZERO_MACS = frozenset(("00:00:00:00:00:00", "ff:ff:ff:ff:ff:ff", "00-00-00-00-00-00", "ff-ff-ff-ff-ff-ff"))


URL_TAG, PATH_TAG, NUMBER_TAG, NAME_TAG = "__url__", "__path__", "__number__", "__name__"
GENERIC_RULES: tuple[Rule, ...] = (
    _rule("url", r"(?i)\b(?:[a-z][a-z0-9+.-]*://|www\.)[^\s<>\"']+", URL_TAG),
    _rule("path", r"(?<![\w.:/~])(?:~|\.{1,2})?(?:/[\w.+@%~-]+)+/?|\b[A-Za-z]:\\[^\s\"']*", PATH_TAG),
    _rule("number", r"(?<![\w.-])\d+(?:[.,]\d+)*(?![\w.-])", NUMBER_TAG),
)
