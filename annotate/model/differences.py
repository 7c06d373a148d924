"""Where the link sets shown for a message differ: the questions a reviewer asks of a document.

A message *differs* when the link sets shown for it are not the same: while adjudicating, the annotators'
versions (`Document.disagreements`, decided or not); otherwise the parents of an annotated message and a
suggestion's (`--browse --suggest` compares a system with the annotation this way; a message not annotated
yet is not a difference, just not done). The controller steps through them (`>`/`<`), the view marks them.
"""
from __future__ import annotations

from .document import Document


def differs(document: Document, message: int) -> bool:
    """Whether the link sets shown for `message` differ (annotators' versions, or its links and a suggestion)."""
    if document.disagreements:
        return message in document.disagreements
    own = set(document.parents(message))
    return bool(own) and any(set(found.parents) != own for found in document.suggestions.get(message, ()))


def differences(document: Document) -> list[int]:
    """Every message of the span whose link sets differ, in log order."""
    if document.disagreements:
        return sorted(m for m in document.disagreements if document.in_range(m))
    return sorted(m for m in document.suggestions if document.in_range(m) and differs(document, m))
