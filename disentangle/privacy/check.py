"""The privacy validator: proof that the anonymiser held in the files a dataset releases.

`leak_problems` reads released texts and reports, under every `--anonymize`, every platform id left (a raw
Discord mention, a Slack user id, a `tg://user?id=` link); under `nicks` or `personal`, every name the
sources know left where the anonymiser replaces one (`engine.names_left`: a name of several words, a legacy
Discord tag, a nick or its variant; a word-like name only where used as a name: `@name`, or a text's
address; a finding shows a name's first characters and length, never the whole name, as the auditor's do); and, under `personal`, every e-mail address, URL credential or secret shape left. A check that read nothing is a
finding too: an empty release never passes as clean.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable

from disentangle.privacy.audit import redact
from disentangle.privacy.engine import PERSONAL, NameRule, PrivacySettings, apply_rules, name_rule, names_left
from disentangle.privacy.patterns import EMAIL, PERSONAL_RULES, SECRET, URL_CREDENTIALS

__all__ = ["LEAK_KINDS", "leak_problems"]

LEAK_KINDS = (SECRET, URL_CREDENTIALS, EMAIL)   # shapes that must never be left under `personal`
LEAK_RULES = tuple(rule for rule in PERSONAL_RULES if rule.kind in LEAK_KINDS)
MAX_REPORTED = 20                                # findings named per check; the rest are counted


def _shapes_left(text: str) -> list[str]:
    counts: Counter[str] = Counter()
    apply_rules(text, LEAK_RULES, counts)
    return sorted(counts)


def leak_problems(texts: Iterable[tuple[str, str]], names: Collection[str], settings: PrivacySettings
                  ) -> list[str]:
    """Problems of (where, text) pairs: platform ids, names (keys) left, personal shapes left; nothing read is
    one too (not under `--anonymize none`, which only takes platform ids out)."""
    rule: NameRule = name_rule(names, settings)
    problems: list[str] = []
    read = 0
    seen: set[str] = set()  # a text is checked once (an utterance stands in many options and formats)
    for where, text in texts:
        read += len(text)
        if text in seen:
            continue
        seen.add(text)
        left = [f"name {redact(token)}" for token in names_left(text, rule, settings)]  # stats.json is released
        if settings.mode == PERSONAL:
            left += [f"{kind} shape" for kind in _shapes_left(text)]
        problems += [f"{where}: {what} left" for what in left]
    if not read and settings.active:
        problems.append("no released text was read: nothing proves the anonymisation held")
    if len(problems) > MAX_REPORTED:
        problems = problems[:MAX_REPORTED] + [f"{len(problems) - MAX_REPORTED} more findings"]
    return problems
