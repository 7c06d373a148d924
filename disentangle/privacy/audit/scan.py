"""The release auditor's engine: each detector (`detectors.DETECTORS`, with its check), `detect-secrets`'
credential shapes (`secrets`) and the known names (`names`) run over released texts, and every hit becomes a
`Finding` that names the place, the kind and a redacted excerpt (never the value in full). `audit_texts`
reads (where, text) pairs once per distinct text and reports the findings as problems for stats.json's
`validation.privacy`; a release with no text at all is a finding too.
"""
from __future__ import annotations

import re
import unicodedata
import urllib.parse
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from disentangle.privacy.audit.checks import CHECKS, PLACEHOLDER, PLACEHOLDER_VALUES
from disentangle.privacy.audit.detectors import DETECTORS, PLATFORM_ID, SECRET
from disentangle.privacy.audit.names import KnownNames, names_in
from disentangle.privacy.audit.secrets import secret_shapes

__all__ = ["AuditScope", "EMPTY_RELEASE", "Finding", "audit_texts", "redact", "text_findings"]

NAME = "name"
PRIVATE_PATH = "private path"
SHOWN_CHARS = 2                      # characters of a found value a finding shows
SHORT_VALUE = 4                      # a value this short shows one character
MAX_REPORTED = 20                    # findings named; the rest are counted
BEFORE_REACH = 32                    # characters before a candidate its check reads (a cue, a path's root)
DASH, FORMAT = "Pd", "Cf"              # Unicode categories: dash punctuation, format characters
EMPTY_RELEASE = "no released text was read: nothing proves the anonymisation held"
# ... and as hurried typing is read: a doubled space between groups of four one space (a card's, an IBAN's:
# "4571 2476  8149 9982"; not a table's wider columns), a run of digit groups joined by doubled or spaced marks
# joined by the mark alone ("194--95", "2235 - 1216 - 9353"; not a sentence's ". 12"), a country's letters and
# an IBAN's check digits joined ("NL 60 RABO")
DOUBLED_SPACE = re.compile(r"(?<![\w-])([0-9A-Z]{4})  (?=[0-9A-Z]{4}(?![\w-]))")
MARKED_RUN = re.compile(r"(?<![\w.-])\d+(?:(?: [-/] |--|//)\d+)+(?![\w-])")
DOUBLED_MARK = re.compile(r" ?([-/])\1? ?")
SPLIT_COUNTRY = re.compile(r"\b([A-Z]{2}) (\d{2}) (?=[A-Z0-9]{3})")
DEFANGED = re.compile(r"(?<=\d)(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\))(?=\d)")   # an address defanged: `95[.]154`
HURRIED = re.compile(r"[0-9A-Z]  [0-9A-Z]|\d--\d|\d//\d|\d [-/] \d|\b[A-Z]{2} \d\d |\d[\[({](?:\.|dot)[\])}]\d")


@dataclass(frozen=True)
class AuditScope:
    """What the auditor looks for: the known names (None: no names), personal data and secrets (`personal`),
    platform ids (always, when the auditor runs), and private paths as written."""

    names: KnownNames | None
    personal: bool
    paths: tuple[str, ...] = ()      # private paths looked for as written (the input's, the operator's home)


@dataclass(frozen=True)
class Finding:
    """One hit: the place (a file, a file name), the kind and the value redacted."""

    where: str
    kind: str
    excerpt: str

    def __str__(self) -> str:
        return f"{self.where}: {self.kind} {self.excerpt} left"


def redact(value: str) -> str:
    """`value` as a finding shows it: its first characters, the rest as `*`, and its length."""
    shown = 1 if len(value) <= SHORT_VALUE else SHOWN_CHARS
    return f"'{value[:shown]}{'*' * min(len(value) - shown, 8)}' ({len(value)} chars)"


def _placeholder(value: str) -> bool:
    return bool(PLACEHOLDER.match(value)) or value.casefold() in PLACEHOLDER_VALUES or "__" in value


def _shapes(text: str, personal: bool) -> Iterator[tuple[str, str]]:
    folded = text.casefold()
    for detector in DETECTORS:
        if not personal and detector.kind != PLATFORM_ID:
            continue
        if detector.first is not None and not detector.first.search(folded) \
                or detector.screen is not None and not detector.screen.search(folded):
            continue
        for match in detector.pattern.finditer(text):
            value = match[detector.group]
            start = match.start(detector.group)
            if not detector.check or CHECKS[detector.check](value, text[max(0, start - BEFORE_REACH):start], match):
                yield detector.kind, value


def _secrets(text: str) -> Iterator[tuple[str, str]]:
    for name, shape, value in secret_shapes(text):
        if not _placeholder(value):
            yield f"{SECRET} ({name})", shape


def text_findings(text: str, scope: AuditScope) -> list[tuple[str, str]]:
    """(kind, value) of each hit in one text, and in its plain form where that differs (`plain`: a card
    grouped by no-break spaces, a phone in fullwidth digits, a MAC with percent-encoded colons) and as typed in a
    hurry (`untidy`: "4571 2476  8149 9982")."""
    found = _text_findings(text, scope)
    simple = untidy(plain(text))
    return found if simple == text else list(dict.fromkeys(found + _text_findings(simple, scope)))


def plain(text: str) -> str:
    """A text as the auditor also reads it: Unicode's compatibility forms as plain ones (NFKC: fullwidth digits,
    no-break and thin spaces), every dash a hyphen-minus, no format character (soft hyphen, zero-width space),
    and percent-encoding decoded. (Written apart from the anonymiser's own `fold`.)"""
    if text.isascii() and "%" not in text:
        return text
    text = unicodedata.normalize("NFKC", text)
    text = "".join("-" if unicodedata.category(char) == DASH else char for char in text
                   if unicodedata.category(char) != FORMAT)
    return urllib.parse.unquote(text) if "%" in text else text


def untidy(text: str) -> str:
    """A text with what hurried typing adds taken out (`DOUBLED_SPACE`, `MARKED_RUN`, `SPLIT_COUNTRY`) and an
    address's dots undefanged (`DEFANGED`): the auditor reads this form too."""
    if not HURRIED.search(text):
        return text
    text = DOUBLED_SPACE.sub(r"\1 ", DOUBLED_SPACE.sub(r"\1 ", text))    # twice: "aaaa  bbbb  cccc"
    text = MARKED_RUN.sub(lambda run: DOUBLED_MARK.sub(r"\1", run[0]), DEFANGED.sub(".", text))
    return SPLIT_COUNTRY.sub(r"\1\2", text)


def _text_findings(text: str, scope: AuditScope) -> list[tuple[str, str]]:
    found = list(_shapes(text, scope.personal))
    if scope.personal:
        found += _secrets(text)
    if scope.names is not None:
        found += ((NAME, name) for name in names_in(text, scope.names))
    found += ((PRIVATE_PATH, path) for path in scope.paths if path in text)
    return found


def _findings(texts: Iterable[tuple[str, str]], scope: AuditScope) -> Iterator[Finding | None]:
    """Each finding of the distinct texts; None once if no text was read."""
    seen: set[str] = set()
    read = 0
    for where, text in texts:
        read += len(text)
        if text in seen:
            continue
        seen.add(text)
        for kind, value in text_findings(text, scope):
            yield Finding(where, kind, redact(value))
    if not read:
        yield None


def audit_texts(texts: Iterable[tuple[str, str]], scope: AuditScope) -> list[str]:
    """The auditor's problems in (where, text) pairs, at most `MAX_REPORTED` named, the rest counted."""
    problems = list(dict.fromkeys(EMPTY_RELEASE if finding is None else str(finding)
                                  for finding in _findings(texts, scope)))
    if len(problems) > MAX_REPORTED:
        problems = problems[:MAX_REPORTED] + [f"{len(problems) - MAX_REPORTED} more findings"]
    return problems
