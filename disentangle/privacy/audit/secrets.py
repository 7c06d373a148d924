"""Secrets of a known shape by `detect-secrets` (Yelp): its plugins run in-process on a released text, without
its baseline or file scanning. Only the plugins whose shape is a real credential are used (`PLUGINS`), each
behind hints (substrings a match must hold, so that a text without them costs one substring test per plugin):
not its entropy plugins (package hashes, UUIDs and commit ids fill #ubuntu), not its keyword plugin (this
package's own `detectors` read `password=` values with a check), not its public-IP plugin (`detectors` keep
private and well-known addresses), not Artifactory's (`AP` and eight letters: "APPLICATIONS") nor the
keyword-led Cloudant, IBM and SoftLayer ones (slow on every line, and `detectors` read their `key=` values).
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping
from types import MappingProxyType

from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
from detect_secrets.plugins.base import RegexBasedDetector

__all__ = ["PLUGINS", "secret_shapes"]

# the plugins used (detect-secrets' secret type) and the substrings one of which each match holds (as written)
PLUGINS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "AWS Access Key": ("A3T", "ABIA", "ACCA", "AKIA", "ASIA", "aws", "AWS"),
    "Azure Storage Account access key": ("AccountKey=",),
    "Basic Auth Credentials": ("://",),
    "Discord Bot Token": (".",),
    "GitHub Token": ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
    "GitLab Token": ("glpat-", "gldt-", "glft-", "glsoat-", "glrt-", "GR1348941", "glcbt-", "glimt-", "glptt-",
                     "glagent-", "gloas-"),
    "JSON Web Token": ("eyJ",),
    "Mailchimp Access Key": ("-us",),
    "NPM tokens": ("_authToken",),
    "OpenAI Token": ("T3BlbkFJ",),
    "Private Key": ("PRIVATE KEY", "PuTTY-User-Key-File"),
    "PyPI Token": ("pypi-",),
    "SendGrid API Key": ("SG.",),
    "Slack Token": ("xox", "hooks.slack.com"),
    "Square OAuth Secret": ("sq0csp-",),
    "Stripe Access Key": ("k_live_",),
    "Telegram Bot Token": (":",),
    "Twilio API Key": ("AC", "SK"),
})
# the plugins whose hint is common (".", ":") need a run of 20 token characters (the tokens they find have more)
LONG_TOKEN = re.compile(r"[A-Za-z0-9_-]{20}")
COMMON_HINTS = ((".",), (":",))


@functools.lru_cache(maxsize=1)
def _plugins() -> tuple[tuple[str, RegexBasedDetector, re.Pattern[str], bool], ...]:
    """The plugins, made once (detect-secrets' classes by secret type), each with its hints as one expression
    and whether they are common ones (then a long token is needed too)."""
    classes: dict[str, type[RegexBasedDetector]] = get_mapping_from_secret_type_to_class()  # type: ignore[assignment]
    return tuple((name, classes[name](), re.compile("|".join(map(re.escape, hints))), hints in COMMON_HINTS)
                 for name, hints in PLUGINS.items())


def secret_shapes(text: str) -> Iterator[tuple[str, str, str]]:
    """(secret type, shape, secret) of each credential shape a plugin's expressions find in `text`: the whole
    match, and its last group when it has groups (Basic Auth's password), else the match."""
    long_token: bool | None = None
    for name, plugin, hints, common in _plugins():
        if not hints.search(text):
            continue
        if common:
            long_token = bool(LONG_TOKEN.search(text)) if long_token is None else long_token
            if not long_token:
                continue
        for pattern in plugin.denylist:
            for match in pattern.finditer(text):
                yield name, match[0], match[match.lastindex or 0]
