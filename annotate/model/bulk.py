"""Bulk actions on a document: every system line of the span self-linked in one undoable change.

Joins, parts, quits and nick changes (the log reader's `system` and `nick` kinds) start no conversation
anyone replies to, and the corpus links each to itself. `system_self_links` makes, as one `Change`, the
self-link of every such line in the annotated span that has no link yet; lines already linked are left
exactly as they are, and lines the reader could not read as messages (`other`) are not touched, since they
may be real messages in another format. The change is journaled and undone like any other.
"""
from __future__ import annotations

import logging

from disentangle.logs.formats import KIND_NICK, KIND_SYSTEM

from .document import Document
from .history import Change, Edit

logger = logging.getLogger(__name__)

SYSTEM_KINDS = (KIND_SYSTEM, KIND_NICK)  # joins/parts/quits and nick changes
KIND_SYSTEM_SELF = "self-system"


def unlinked_system_lines(document: Document) -> list[int]:
    """The system lines (joins, parts, quits, nick changes) in the annotated span with no link yet."""
    messages = document.log.messages
    return [index for index in range(document.start, document.end)
            if messages[index].kind in SYSTEM_KINDS and not document.annotated(index)]


def system_self_links(document: Document) -> Change | None:
    """Self-link every unlinked system line of the span as one undoable change (None: there is none)."""
    edits = tuple(Edit(index, (), (index,)) for index in unlinked_system_lines(document))
    return document.apply_edits(KIND_SYSTEM_SELF, edits) if edits else None
