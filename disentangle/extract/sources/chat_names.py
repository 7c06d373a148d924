"""How a run names a chat export's channels: keys safe for a path by construction (`channel_key`, `run_keys`),
the name a released file may show (`released_name`: the channel's own, or a neutral label for a private chat),
the name of the export as released (`released_export`) and the texts no released file may hold
(`private_texts`, for the validator of `privacy.titles`).

A name from an export never becomes a path part as it is: a key is the name's letters, digits, `.`, `-` and
`_` (runs of anything else a `-`, no `.` or `-` at either end), or `channel-DIGEST` when nothing is left;
a key that would be too long or a reserved device name carries a digest of the channel's platform id; two
channels whose keys would be one (two channels named `general`) both carry it. Keys are deterministic: the
same export gives the same keys, whatever else the run reads.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from disentangle.logs.exports import ExportChannel
from disentangle.privacy.titles import (
    KIND_CHAT,
    KIND_DM,
    KIND_EXPORT,
    MIN_TITLE_CHARS,
    PrivateText,
    digest,
    is_dm_label,
    names_person,
    neutral_label,
    people_shaped,
    title_names_someone,
)

__all__ = ["ChannelName", "ExportNames", "channel_key", "export_names", "released_export", "released_name", "run_keys", "safe_part"]

SLUG = re.compile(r"[^\w.-]+")
UNNAMED = "channel"                    # a key with nothing left of its name: `channel-DIGEST`
ENDS = "-."                            # stripped from both ends of a key (`..` is no path part)
MAX_KEY_CHARS = 64                     # a longer key is cut and given a digest
RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(10)), *(f"lpt{n}" for n in range(10))})


@dataclass(frozen=True)
class ChannelName:
    """A channel as a run names it: `shown` in released files (its name, or a neutral label when `private`),
    its `title` as the export gives it (the terminal only, when private)."""

    shown: str
    title: str
    private: bool = False


def safe_part(name: str, identity: str = "") -> str:
    """`name` made a safe path part (see the module docstring); `identity` (a platform id, else the name)
    gives the digest of a name that cannot stand as it is."""
    slug = SLUG.sub("-", name).strip(ENDS)
    tag = digest(identity or name)
    if not slug:
        return f"{UNNAMED}-{tag}"
    if len(slug) > MAX_KEY_CHARS:
        return f"{slug[:MAX_KEY_CHARS - len(tag) - 1].rstrip(ENDS)}-{tag}"
    if slug.split(".")[0].casefold() in RESERVED:
        return f"{tag}-{slug}"
    return slug


def channel_key(name: str, identity: str = "") -> str:
    """A channel's key: its name (without a leading `#`) made a safe path part (`#grub help` -> `grub-help`)."""
    return safe_part(name.lstrip("#"), identity)


def run_keys(channels: Sequence[tuple[str, str]]) -> list[str]:
    """The keys of a run's channels, given as (shown name, identity): `channel_key`, with a digest of the
    identity added to every key two channels would share."""
    keys = [channel_key(name, identity) for name, identity in channels]
    shared = Counter(keys)
    keys = [f"{key}-{digest(identity or name)}" if shared[key] > 1 else key
            for key, (name, identity) in zip(keys, channels)]
    return [key if keys.count(key) == 1 else f"{key}-{number}" for number, key in enumerate(keys, 1)]


def released_name(platform: str, channel: ExportChannel, title: str, known: Iterable[str]) -> ChannelName:
    """How released files name a channel whose export title is `title`: as it is, or (a DM, a personal
    chat, a channel of its members only, a channel named after people in `known`, shaped as one named after
    people or holding a first name of the gazetteer) a neutral label."""
    if channel.private:
        return ChannelName(neutral_label(platform, KIND_DM, channel.channel_id or title), title, True)
    if channel.restricted or names_person(title, known) or people_shaped(title) or title_names_someone(title):
        return ChannelName(neutral_label(platform, KIND_CHAT, channel.channel_id or title), title, True)
    return ChannelName(title, title)


def released_export(platform: str, name: str, names: Sequence[ChannelName], known: Iterable[str]) -> str:
    """How released files name the export (`name`: its server, folder or file name): as it is, or a neutral
    label when it holds a private chat's title or names a person."""
    titles = [n.title.lstrip("#").casefold() for n in names if n.private and len(n.title.strip()) >= MIN_TITLE_CHARS]
    if any(title in name.casefold() for title in titles) or names_person(name, known):
        return neutral_label(platform, KIND_EXPORT, name)
    return name


@dataclass(frozen=True)
class ExportNames:
    """An export's names and how released files give them: `name` (a Discord server's, else its folder's:
    labels of a run over several channels) and `base` (its file or folder name: stats.json)."""

    name: str
    shown: str
    base: str
    shown_base: str

    @property
    def as_released(self) -> dict[str, str]:
        return {self.name: self.shown, self.base: self.shown_base}


def export_names(platform: str, name: str, base: str, names: Sequence[ChannelName], known: Iterable[str]
                 ) -> ExportNames:
    """`released_export` of both names of an export."""
    known = frozenset(known)
    return ExportNames(name, released_export(platform, name, names, known), base,
                       released_export(platform, base, names, known))


def _label(name: ChannelName) -> str:
    """How a finding names a private chat: its label (never its title, should the label hold it)."""
    return "a private chat" if name.title.lstrip("#").casefold() in name.shown.casefold() else name.shown


def private_texts(path: Path, names: Sequence[ChannelName], exports: Mapping[str, str]) -> tuple[PrivateText, ...]:
    """What no released file may hold: each private chat's title (with and without its `#`), each name of the
    export that is released as a label (`exports`: name -> as released), the export's path (as resolved and
    as given)."""
    found = [PrivateText(text, f"the title of {_label(n)}", person=is_dm_label(n.shown)) for n in names if n.private
             for text in dict.fromkeys((n.title, n.title.lstrip("#")))]
    found += [PrivateText(name, f"the name of {shown}") for name, shown in exports.items() if name != shown]
    paths = dict.fromkeys(str(p) for p in (path.resolve(), path) if p.is_absolute())
    return tuple(found + [PrivateText(text, "the export's path", True) for text in paths])
