"""What a chat platform provides (`Platform`), and the records that cross the modules of `logs.exports`: a
platform module (`slack`, `discord`, `telegram`) tells its files and folders, lists the channels of an export
(`ExportChannel`), names the export, and streams one channel's messages (`ChannelMessages`), for `extract`'s
chat source and for `predict`'s reader alike; the detector (`detect`) and the readers (`reading`) only ever
go through this protocol and the registry (`registry.PLATFORMS`).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.records import LogError

__all__ = ["FORWARD_MARK", "ChannelMessages", "ExportChannel", "NotAnExport", "Platform"]

# a forward's text (Discord `forwardedMessage`, Telegram `forwarded_from` / `saved_from`): another author's
# words, quoted; the author is not written into the text (the anonymiser replaces names of one word, and an
# author's name is often two), only added to the known names
FORWARD_MARK = "[forwarded] {}"


@dataclass(frozen=True)
class ExportChannel:
    """One channel of an export as the export names it, with the files that hold it (all of them: the split
    cache's key is made of their sizes and times), its platform id ("" when the export gives none) and
    whether it is a direct message or personal chat (`private`: its name is the other person's) or a channel
    of its members only (`restricted`: a Slack private channel, a Telegram private group or channel, whose name is not public
    and may name a person)."""

    name: str
    files: tuple[Path, ...]
    channel_id: str = ""
    private: bool = False
    restricted: bool = False


@dataclass(frozen=True)
class ChannelMessages:
    """A channel's messages as a platform streams them: the channel's name as a log shows it (a Slack channel
    as `#name`), its messages (read lazily, once) and the names the export knows beyond its messages."""

    name: str
    messages: Iterator[ChatMessage]
    known: frozenset[str] = frozenset()


class NotAnExport(LogError):
    """A file whose first bytes looked like a platform's export but that holds none (the reader says so
    naming every platform's export: `reading`)."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path}: not a chat export")
        self.path = path


class Platform(Protocol):
    """A chat platform's exports: one module each, one line in `registry.PLATFORMS`.

    `name` is its `--log-format` name and the platform string of outputs and caches; `expected` says what its
    export is (error messages); `time_field` names the field of a message's time. `told_whole` says whether a
    JSON file of it that its first bytes do not tell is told by its whole value (`sniff_data`)."""

    @property
    def name(self) -> str: ...

    @property
    def expected(self) -> str: ...

    @property
    def time_field(self) -> str: ...

    @property
    def told_whole(self) -> bool: ...

    def sniff(self, head: bytes) -> bool:
        """Is a JSON file with these first bytes surely an export of this platform?"""

    def sniff_data(self, data: Any) -> bool:
        """Is this whole JSON value (of a file its first bytes did not tell) an export of this platform?"""

    def owns_folder(self, path: Path) -> bool:
        """Is the folder `path` this platform's export by files only it writes (besides its JSON exports)?"""

    def reads_folder(self, path: Path) -> bool:
        """Is the folder `path` one export read as one log (`predict`: a channel folder, an export folder)?"""

    def check(self, path: Path) -> None:
        """A LogError when `path`, given as this platform's export, is none."""

    def channels(self, path: Path) -> tuple[ExportChannel, ...]:
        """Every channel of the export at `path` (`extract`), in the export's order."""

    def export_name(self, path: Path) -> str:
        """What the export is named (a Discord server's name, else its folder's)."""

    def messages(self, path: Path, channel: ExportChannel, counts: Counter[str]) -> ChannelMessages:
        """The messages of one channel of the export at `path` (`extract`); `counts` gathers what was met."""

    def log_messages(self, path: Path, counts: Counter[str]) -> ChannelMessages:
        """The export at `path` read as one log (`predict`: a channel folder or file, a chat)."""

    def logs(self, path: Path) -> tuple[Path, ...]:
        """The paths `predict` reads as logs (`log_messages`) of the export at `path`: itself, or each log a
        folder of several holds (a Slack workspace's channel folders, a folder's DiscordChatExporter files)."""
