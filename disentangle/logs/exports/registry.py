"""The registry of chat platforms: `PLATFORMS` lists every platform module's `Platform`, in the order the
detector tries them; their names are the `--log-format` names of exports (`EXPORT_NAMES`). A new platform is
one module (see `base.Platform`) and one line here.
"""
from __future__ import annotations

from disentangle.logs.exports.base import Platform
from disentangle.logs.exports.discord import DISCORD_EXPORT
from disentangle.logs.exports.slack import SLACK_EXPORT
from disentangle.logs.exports.telegram import TELEGRAM_EXPORT
from disentangle.logs.records import LogError

__all__ = ["EXPORT_NAMES", "NO_EXPORT", "PLATFORMS", "platform"]

PLATFORMS: tuple[Platform, ...] = (
    SLACK_EXPORT,
    DISCORD_EXPORT,
    TELEGRAM_EXPORT,
)
EXPORT_NAMES = tuple(known.name for known in PLATFORMS)
NO_EXPORT = f"JSON, but not a chat export: expected {' or '.join(known.expected for known in PLATFORMS)}"


def platform(name: str) -> Platform:
    """The registered platform called `name` (a LogError for a name no platform has)."""
    for known in PLATFORMS:
        if known.name == name:
            return known
    raise LogError(f"unknown chat platform {name!r}; choose from {', '.join(EXPORT_NAMES)}")
