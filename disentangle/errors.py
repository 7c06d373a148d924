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
