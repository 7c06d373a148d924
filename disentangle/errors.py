"""Errors a user can cause: the one base class the command line reports in one line with exit status 2.

Every module raises its own subclass (`LogError`, `CorpusError`, `ModelError`, `MetricsError`,
`ConversationError`, `UsageError`, `PipelineError`, `DownloadError`, `CompareError`, `RetrievalError`, and
the public API's `InputError` for messages it cannot use), so callers can catch precisely, and
`disentangle.cli` catches `DisentangleError` (and `OSError`) whatever modules a command loaded. Anything else
escaping a command is a bug and keeps its traceback.
"""
from __future__ import annotations


class DisentangleError(Exception):
    """Bad input or a request that cannot be done; the message is one line a user can act on."""


class InputError(DisentangleError, ValueError):
    """Messages the public API (`disentangle.api`) cannot use: one without an author or text, a time that is
    missing, unreadable or goes back too far, an unknown kind, or something that is no message, no
    conversation at all (`model.links(42)`, `disentangle.dialogues([1, 2, 3])`). The message names the 0-based
    index of the bad item where there is one. Defined here, at the root, so that every stage the API calls
    can raise it."""
