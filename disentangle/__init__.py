"""Disentangle IRC chat logs into conversations and two-person dialogues.

The public API (`disentangle.api`, documented in docs/api.md) is imported on first use, so `import
disentangle` stays cheap (the command line and the annotation tool start fast):

    >>> import disentangle
    >>> sorted(disentangle.__all__)[:3]
    ['BotCommands', 'Conversation', 'Dialogue']

`disentangle.dialogues` is also the package of the dialogue stage, and calling it is the API's dialogue step.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = ["BotCommands", "Conversation", "Dialogue", "InputError", "Link", "Message", "Model", "__version__",
           "dialogues", "load", "read_messages"]

# the names re-exported from disentangle.api on first access (PEP 562); `dialogues` is the callable package
LAZY = frozenset(__all__) - {"__version__", "dialogues"}

if TYPE_CHECKING:
    from disentangle.api import (
        BotCommands,
        Conversation,
        Dialogue,
        InputError,
        Link,
        Message,
        Model,
        dialogues,
        load,
        read_messages,
    )


def __getattr__(name: str) -> Any:
    """The public API's names, imported on first use."""
    if name in LAZY or name == "dialogues":
        from disentangle import api
        # importing the API imported the package disentangle.dialogues, which is now this module's attribute
        return getattr(api, name) if name in LAZY else globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
