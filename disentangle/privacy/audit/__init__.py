"""The release auditor: a second detector set, written apart from the anonymiser (`privacy.patterns`,
`privacy.engine`), that reads every released text for what no release may hold, whatever the anonymiser did.

`detectors` holds the shapes as data (e-mail addresses, plain and obfuscated; phone numbers by the
numbering plans; cards by Luhn; IBANs by mod 97; public IPv4, IPv6 and MAC addresses; home paths with a
user's name; platform ids), `checks` their checks and keep-lists, `identity` the identity numbers by
`python-stdnum`'s validators, `secrets` the credential shapes of `detect-secrets`, `names` the names the sources know (and channel names shaped after people), and `scan` the engine (`audit_texts`).
"""
from disentangle.privacy.audit.names import KnownNames, known_names, people_channels
from disentangle.privacy.audit.scan import EMPTY_RELEASE, AuditScope, Finding, audit_texts, redact, text_findings

__all__ = ["EMPTY_RELEASE", "AuditScope", "Finding", "KnownNames", "audit_texts", "known_names", "people_channels", "redact",
           "text_findings"]
