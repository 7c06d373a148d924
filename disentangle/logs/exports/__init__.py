"""Chat exports (Slack, Discord, Telegram): one module per platform (`slack`, `discord`, `telegram`, each
providing the `base.Platform` protocol), listed in the one registry (`registry.PLATFORMS`: a new platform is
one module and one line there); the one detector (`detect.export_platform`, honouring `--log-format`), used
by `predict`/`evaluate` (`reading`: `load_any`, `read_export`) and by `extract`'s chat source alike; and the
streamed JSON every platform reads through (`stream`). How messages become lines (`logs.chat_lines`) and the
chat-day files (`logs.chat_days`, which holds the `ChatMessage` every platform yields) stay in `logs`: they
are the lines of a log, read by `extract`'s day reader whatever the platform, beside the IRC readers.
"""
from __future__ import annotations

from disentangle.logs.exports.base import ChannelMessages, ExportChannel, Platform
from disentangle.logs.exports.detect import export_platform
from disentangle.logs.exports.discord import DISCORD
from disentangle.logs.exports.reading import (
    THREAD_PREVIOUS,
    THREAD_ROOT,
    check_export,
    export_kind,
    export_logs,
    load_any,
    read_discord,
    read_export,
    read_slack,
    read_telegram,
)
from disentangle.logs.exports.registry import EXPORT_NAMES, PLATFORMS, platform
from disentangle.logs.exports.slack import SLACK
from disentangle.logs.exports.telegram import TELEGRAM

__all__ = ["DISCORD", "EXPORT_NAMES", "PLATFORMS", "SLACK", "TELEGRAM", "THREAD_PREVIOUS", "THREAD_ROOT",
           "ChannelMessages", "ExportChannel", "Platform", "check_export", "export_kind", "export_logs", "export_platform",
           "load_any", "platform", "read_discord", "read_export", "read_slack", "read_telegram"]
