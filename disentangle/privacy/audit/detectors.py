"""The release auditor's detectors, as data: what personal data looks like in a released text, written apart
from the anonymiser's rules (`privacy.patterns`), so that what those rules miss this set can still see.

Each `Detector` names its kind (how a finding is reported), a regular expression for a candidate, the name
of a check the candidate must pass (`checks.CHECKS`: a checksum, an address that is public, a value that is
not a placeholder) and hints (lower-case substrings one of which a text must hold for the expression to be
tried at all: the cost of a detector on a text without them is one substring test). The keep-lists say
what identifies no one and is ordinary technical help: private, loopback, link-local and documentation
addresses, well-known public resolvers, example names and the mount points of old releases.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from disentangle.privacy.audit.identity import CUE_SCREEN, CUED, PRINTED, PRINTED_SCREEN

__all__ = ["DETECTORS", "Detector", "screen", "EMAIL", "HOME", "IBAN", "CARD", "IPV4", "IPV6", "MAC", "PHONE",
           "PLATFORM_ID", "SECRET", "IDENTITY"]

EMAIL, PHONE, CARD, IBAN, IPV4, IPV6, MAC, HOME, PLATFORM_ID, SECRET, IDENTITY = (
    "e-mail", "phone", "card", "iban", "ipv4", "ipv6", "mac", "home path", "platform id", "secret", "identity number")
DIGITS = tuple("0123456789")
TWO_DIGITS = re.compile(r"\d.?\d")   # what every identity number holds (an NI number's pairs, C01X00T47)


@dataclass(frozen=True)
class Detector:
    """One shape of personal data: a candidate's expression, its check (a name in `checks.CHECKS`; "" none:
    every match is a finding), the group holding the value (0: the whole match) and the hints."""

    kind: str
    pattern: re.Pattern[str]
    check: str = ""
    group: int | str = 0
    hints: tuple[str, ...] = ()
    screen: re.Pattern[str] | None = None   # the hints as one expression (None: every text)
    first: re.Pattern[str] | None = None    # a cheaper screen tried before it (None: none)


def _detector(kind: str, pattern: str, check: str = "", group: int | str = 0, hints: tuple[str, ...] = (),
              flags: int = 0) -> Detector:
    return Detector(kind, re.compile(pattern, flags), check, group, hints, screen(hints))


def screen(hints: tuple[str, ...]) -> re.Pattern[str] | None:
    """One expression that finds any of `hints` (one search per text, not one per hint)."""
    return re.compile("|".join(map(re.escape, hints))) if hints else None


# a domain's last label that makes a spelled-out address ("jo at mail dot com") an address, not prose
SPELLED_TLDS = r"(?:com|org|net|edu|gov|info|biz|io|me|co|uk|de|fr|nl|it|es|ru|pl|br|in|au|ca|ch|at|se|no|fi|dk|be|cz)"
_AT = r"(?P<at>\s*[\[({<]\s*at\s*[\])}>]\s*|\s+at\s+|\s+@\s+|\s*%40\s*)"
_DOT = r"(?:\s*[\[({<]\s*dot\s*[\])}>]\s*|\s+dot\s+|\s*\.\s*)"
_HEX = "[0-9A-Fa-f]"
_BYTE = rf"{_HEX}{{2}}"

DETECTORS: tuple[Detector, ...] = (
    _detector(EMAIL, r"(?<![\w.%+-])(?P<local>[\w.%+-]+|\"[^\"@\n]+\")(?P<at>@)"      # a quoted local part too
                     r"(?P<domain>(?:[^\W_][\w-]*\.)+[^\W\d_]{2,})(?![\w-])", "email", hints=("@",)),   # any script
    _detector(EMAIL, rf"(?i)(?<![\w.%+-])(?P<local>[a-z0-9][\w.+-]*){_AT}(?P<domain>[a-z0-9-]+(?:{_DOT}[a-z0-9-]+)*"
                     rf"{_DOT}{SPELLED_TLDS})\b", "email", hints=("at", "@", "%40")),
    _detector(PHONE, r"(?<![\w.+/:=,-])(?:\+|00)?\(?\d{1,5}\)?(?:(?:[ ./-]|\s?-\s?)\(?\d{1,8}\)?){1,6}"
                     r"(?![\w/-]|[.:]\d)", "phone", hints=DIGITS),
    _detector(CARD, r"(?<![\w.-])\d{4}(?:[ -]?\d{2,4}){2,5}(?![\w.-])|(?<![\w.-])\d{13,19}(?![\w.-])", "card",
              hints=DIGITS),
    _detector(IBAN, r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b", "iban", flags=re.I,
              hints=DIGITS),
    _detector(IPV4, r"(?<![\w.-])(?P<address>\d{1,3}(?:\.\d{1,3}){3})(?!\w|\.\w)", "ipv4", "address", hints=(".",)),
    _detector(IPV6, r"(?<![\w:.])(?P<address>(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|\d{1,3}(?:\.\d{1,3}){3})?)"
                    r"(?![\w:.]|\.\d)", "ipv6", "address", hints=("::", ":")),
    _detector(MAC, rf"(?<![\w:.-]){_BYTE}([:-]){_BYTE}(?:\1{_BYTE}){{4}}(?![\w:.-])|(?<![\w.]){_HEX}{{4}}\.{_HEX}{{4}}"
                   rf"\.{_HEX}{{4}}(?![\w.])", "mac", hints=(":", "-", ".")),
    # (after a MAC's word, twelve hex digits however grouped or glued to it: "hwaddr 94:83:c44c:71:67", "ether0c9d...",
    # "the mac is a4c3:61f0:9b2e")
    _detector(MAC, rf"(?i)\b(?:mac|hwaddr|ether|bssid|address)(?:\s+(?:is|was|address|addr|of|shows|reads))?\W{{0,3}}(?P<bare>{_HEX}{{1,4}}(?:[:.-]?{_HEX}{{1,4}}){{2,11}})\b",
              "mac_twelve", "bare",
              hints=("mac", "hwaddr", "ether", "bssid", "address")),
    _detector(HOME, r"(?:/home/|/Users/|/media/|/var/(?:spool/)?mail/|[A-Za-z]:\\+(?:Users|Documents and Settings)\\+)"
                    r"(?P<user>[^\s/\\'\"*:;,()<>|#$?!&=]+(?: [A-Z][a-z]+)?)(?P<rest>[/\\]?)", "home", "user",
              hints=("/home/", "/users/", "/media/", "/mail/", ":\\")),
    _detector(HOME, r"(?<![\w~/$])~(?P<user>[a-z_][\w.-]*)(?P<rest>/)", "home", "user", hints=("~",)),
    _detector(PLATFORM_ID, r"<@[!&]?\d{15,21}>|<#\d{15,21}>", hints=("<@", "<#")),
    _detector(PLATFORM_ID, r"\b[UW]0[A-Z0-9]{7,10}\b|<@[UW][A-Z0-9]{7,11}(?:\|[^>]*)?>", "slack_id",
              hints=("u0", "w0", "<@")),
    _detector(PLATFORM_ID, r"tg://user\?id=\d+|\buser\d{7,12}\b", hints=("tg://", "user")),
    _detector(SECRET, r"(?i)(?P<key>[\w.-]*(?:passw(?:or)?d|passwd|pwd|pass|passphrase|secret|token|api[_-]?key|psk|"
                      r"access[_-]?key|private[_-]?key|credentials?))[\"']?\s*(?:=|:|=>)\s*[\"']?"
                      r"(?P<value>[^\s\"',;]{6,})", "secret_value", "value",
              hints=("pass", "pwd", "secret", "token", "key", "psk", "credential")),
    _detector(SECRET, r"(?:\bcurl\b[^\n|]*?\s(?:-u|--user)\s+[^\s:]+:|\b(?:mysql\w*|mariadb|sshpass|smbclient)\b[^\n|]*?\s-p|"
              r"\s--password[= ])(?P<value>[^\s\"';|]{4,})", "secret_value", "value",
              hints=("curl", "mysql", "mariadb", "sshpass", "smbclient", "--password")),
    _detector(SECRET, r"\becho\s+[\"']?(?P<value>[^\s\"'|]{4,})[\"']?\s*\|\s*sudo\s+-S\b", "secret_value", "value",
              hints=("sudo -s",)),
    _detector(SECRET, r"(?i)\bAuthorization:\s*(?:Basic|Bearer)\s+(?P<value>[A-Za-z0-9+/=._-]{8,})", "auth_value",
              "value", hints=("authorization",)),
    _detector(SECRET, r"\$(?:1|2[abxy]|5|6|y|argon2id?)\$[./\w$=,]{20,}", hints=("$1$", "$2", "$5$", "$6$", "$y$",
                                                                               "$argon2")),
    _detector(SECRET, r"(?i)\bdiscord(?:app)?\.com/api/webhooks/\d+/[\w-]{20,}|\bhf_[A-Za-z]{30,}\b",
              hints=("webhooks", "hf_")),
    _detector(SECRET, r"\bAIza[0-9A-Za-z_-]{35}(?![\w-])|\bgithub_pat_\w{22,}|\bsgp_(?:\w{16}_)?[0-9a-f]{40}\b",
              hints=("aiza", "github_pat_", "sgp_")),
    Detector(IDENTITY, CUED, "identity_number", "value", screen=CUE_SCREEN, first=TWO_DIGITS),
    Detector(IDENTITY, re.compile("|".join(pattern.pattern for pattern, _ in PRINTED)), "printed_number", 0,
             screen=PRINTED_SCREEN),
    _detector(SECRET, r"(?i)\b[a-z][a-z0-9+.-]*://[^\s/@:]*:(?P<value>[^\s/@]+)@", "credential", "value",
              hints=("://",)),
)
