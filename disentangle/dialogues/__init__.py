"""Links into conversations (the graph step), conversations into two-person dialogues (the DSTC7 filters,
after the rule for commands to the channel bot), the Lowe et al. 2015 heuristic, and the quality of
dialogues against gold.

The package can be called: `disentangle.dialogues(conversations, bot_commands="replace")` is
`disentangle.dialogues.filters.dialogues_of`, the dialogues step of the public API (`disentangle.api`), whose
name is this package's. Calling imports the dialogue filters; importing the package alone imports nothing.
"""
from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from disentangle.dialogues.records import Dialogue


class CallablePackage(types.ModuleType):
    """This package's module type: a module (its submodules import as ever) that can also be called."""

    def __call__(self, conversations: Any, bot_commands: Any = None) -> tuple[Dialogue, ...]:
        """`disentangle.dialogues.filters.dialogues_of` (its default rule when `bot_commands` is None)."""
        from disentangle.dialogues.filters import dialogues_of
        return dialogues_of(conversations) if bot_commands is None else dialogues_of(conversations, bot_commands)


sys.modules[__name__].__class__ = CallablePackage
