"""Anonymisation of dialogues before any exporter: names and personal data become typed placeholders.

`patterns` holds the rules as data, `keep` what identifies no one (as data), `checks` the checks of the rules'
matches (numbering plans, checksums, what to keep), `names` the names a log knows and the rule for word-like
nicks, `engine` the anonymiser (and the UDC paper's generic tags), `check` the validator of the released files,
`provenance` the records of what the release no longer says; `secret_model` the learned secret scorer (its
cues as data in `secret_words`, its training in `secret_train`).
"""
from disentangle.privacy.check import leak_problems
from disentangle.privacy.engine import (
    MODES,
    NICKS,
    NONE,
    PERSONAL,
    Anonymizer,
    PrivacySettings,
    anonymize_conversation,
    anonymize_dialogue,
)
from disentangle.privacy.names import is_wordlike, log_names
from disentangle.privacy.patterns import KINDS
from disentangle.privacy.provenance import (
    CONVERSATIONS_PROVENANCE_FILE,
    PROVENANCE_DIR,
    PROVENANCE_FILE,
    carries_platform_ids,
    conversation_provenance,
    provenance_record,
    without_platform_ids,
)

__all__ = ["CONVERSATIONS_PROVENANCE_FILE", "KINDS", "MODES", "NICKS", "NONE", "PERSONAL", "PROVENANCE_DIR",
           "PROVENANCE_FILE", "Anonymizer", "PrivacySettings", "anonymize_conversation", "anonymize_dialogue",
           "carries_platform_ids", "conversation_provenance", "is_wordlike", "leak_problems", "log_names",
           "provenance_record", "without_platform_ids"]
