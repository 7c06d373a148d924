"""Chat exports as a source of days (`ChatExport`): a Slack workspace or channel folder, a
DiscordChatExporter file or folder (a channel with its threads, or a server's channels), a Telegram Desktop
chat export.

The run reads the channels asked (`--channel NAME[,NAME]`) or every channel of the export. Each channel is
split on its own (`ChannelDays`) and its days are disentangled on their own: with several channels, a day's
key is `CHANNEL/DATE` (`records.day_key`: its shard and its dialogues' ids name the channel) and a day takes
context only from its own channel's previous day; the default output folder is named after the export.
Channels are told by their platform id; their keys are safe path parts and a private chat (a DM, a personal
chat, a channel named after people) is named in released files by a neutral label (`chat_names`), the
terminal alone saying which label stands for which chat (`ChatDays.legend`); each private chat's title is
a known name of every channel of the run (`ChatDays.private_titles`), so the anonymiser replaces it in text.

The source is the same for every platform: what differs (its channels, its name, its messages) is asked of
the platform (`logs.exports.Platform`, found in the registry by its name).

`prepare` streams each chosen channel's messages once (`logs.exports`: bounded memory), resolves what the
platform records (a reply's parent, a thread's messages: each given the message before it in its thread,
the first its root) to serials of the export, and writes one chat-day file per UTC day (`logs.chat_days`)
under the cache, reused while the export is unchanged. Messages with an id seen before are dropped and
counted (a reply goes to the first message of the id, never to a later one); a reply to a message not in
the export, and a thread whose root is not in it, are counted and left to prediction. Bots are the
platform's flags and the `--bot` nicks; attachment-only messages are kept as a marked turn or dropped
(`--attachments`). The days need no `--year` (their dates are the messages'); `--from`/`--to` (and a year,
when given) choose among them. The #ubuntu-only steps (bot factoid commands, man-page grounding) do not run.
"""
from __future__ import annotations

import datetime as dt
import functools
import hashlib
import json
import logging
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from disentangle.atomic import atomic_write_bytes
from disentangle.dialogues.bot_commands import KEEP
from disentangle.download import DEFAULT_CHANNEL, STATUS_LOCAL, DayResult
from disentangle.extract.errors import PipelineError, SettingError
from disentangle.extract.records import (
    KIND_CHAT,
    MODE_LOGS,
    DateRange,
    DatesAsked,
    DayInput,
    DayRecord,
    PreparedSource,
    SourceInfo,
    Unit,
    day_key,
)
from disentangle.extract.settings import ALL_CHANNELS, ATTACHMENTS_KEEP, UNITS_DAYS, UNITS_QUIET, ExtractOptions
from disentangle.extract.sources.chat_names import (
    ChannelName,
    ExportNames,
    channel_key,
    export_names,
    private_texts,
    released_name,
    run_keys,
    safe_part,
)
from disentangle.extract.sources.split_cache import SplitCache, content_digest
from disentangle.extract.sources.units_files import QuietUnits
from disentangle.logs.chat_days import CHAT_DAY, ChatMessage, day_line, names_header
from disentangle.logs.chat_lines import ChatLines, LinePolicy, check_read
from disentangle.logs.exports import ExportChannel, Platform, export_platform
from disentangle.logs.exports import platform as registered
from disentangle.logs.formats import AUTO
from disentangle.logs.quiet_gaps import CutRule
from disentangle.logs.records import LogError
from disentangle.settings import cache_dir

__all__ = ["ChannelDays", "ChatExport", "channel_key", "chat_output_name", "detect_chat"]

logger = logging.getLogger(__name__)

SPLIT_VERSION = 5                      # of the chat-day files; bump to split exports again (a quiet-gaps
                                       # split's key differs from a UTC-days split's by its units)
SPLIT_DIR = "chat-days"                # under the cache root
SUMMARY_FILE, NAMES_FILE = "summary.json", "names.json"
FLUSH_LINES = 20_000                   # day lines held before they are appended to their files
NOT_UBUNTU = "the source is a {} export, not the #ubuntu IRC channel"


def chat_output_name(platform: str, channel: str, year: int | None) -> str:
    """The default output folder's name: `PLATFORM-CHANNEL[-YEAR]` (the channel's or chat's released name made
    a safe path part: `discord-general`, `slack-random-2024`, `telegram-My-Group`, `discord-discord-dm-1a2b3c4d`)."""
    return "-".join([platform, safe_part(channel.lstrip("#"))] + ([f"{year:04d}"] if year is not None else []))


class _Days:
    """Chat-day lines appended to `work/YYYY-MM-DD.jsonl` by their UTC date, a few thousand at a time."""

    def __init__(self, work: Path) -> None:
        self.work = work
        self.held: dict[str, list[bytes]] = {}
        self.count = 0
        self.lines: Counter[str] = Counter()

    def add(self, seconds: float, line: bytes) -> None:
        date = _date_of(seconds)
        self.held.setdefault(date, []).append(line)
        self.lines[date] += 1
        self.count += 1
        if self.count >= FLUSH_LINES:
            self.flush()

    def flush(self) -> None:
        for date, lines in self.held.items():
            with open(self.work / f"{date}.jsonl", "ab") as handle:
                handle.write(b"".join(lines))
        self.held, self.count = {}, 0

    def finish(self) -> Counter[str]:
        """The lines of each date, once all are written."""
        self.flush()
        return self.lines


def _date_of(seconds: float) -> str:
    return dt.datetime.fromtimestamp(seconds, dt.timezone.utc).date().isoformat()


@dataclass(frozen=True)
class ChannelDays:
    """One channel of a run, split into chat-day files: its name in released files (as the export gives it,
    a Slack channel as `#name`; a neutral label for a private chat: `chat_names`), its key in the run
    (`DayInput.channel`: "" when the run reads one channel, else `chat_names.run_keys`), the folder of its day
    files, the split's summary (`summary.json`), and its title as the export gives it (the terminal only)."""

    name: str
    key: str
    work: Path
    summary: Mapping
    title: str = ""
    private: bool = False

    @property
    def days(self) -> Mapping[str, int]:
        """Date -> the channel's messages of that day."""
        return self.summary["days"]


class ChatExport:
    """A chat export as a `DaySource` (see the module docstring): one channel, several, or all of them
    (`--channel`); each channel's days are disentangled on their own."""

    def __init__(self, path: Path, platform: str, options: ExtractOptions, year: int | None = None) -> None:
        self.path = Path(path)
        self.platform = platform
        self.export = _platform(platform)
        self.options = options
        self.dates_asked = DatesAsked.of(year, options.first_day, options.last_day)
        wanted = () if options.channel == DEFAULT_CHANNEL else options.channels
        self.asked = () if tuple(a.casefold() for a in wanted) == (ALL_CHANNELS,) else wanted

    def output_name(self, channels: tuple[ChannelDays, ...], exported: ExportNames) -> str:
        """`chat_output_name` of the channel the run reads, or of the export (the Discord server, the Slack
        workspace folder) when it reads several, as released files name them (a label is not prefixed twice)."""
        name = channels[0].name if len(channels) == 1 else exported.shown
        labelled = channels[0].private if len(channels) == 1 else exported.shown != exported.name
        return chat_output_name(self.platform, name.removeprefix(f"{self.platform}-") if labelled else name,
                                self.dates_asked.year)

    # --- the channels and their messages ------------------------------------------------------------

    def _choose(self, available: list[str]) -> list[str]:
        """The channels asked (`--channel`, each by its name with or without `#`), or every one; a
        SettingError listing the export's channels for one it does not hold."""
        if not available:
            raise SettingError("logs", f"{self.path}: no channel with messages in this {self.platform} export")
        if not self.asked:
            return available
        wanted = {name.lstrip("#").casefold() for name in self.asked}
        unknown = [name for name in self.asked if not any(a.lstrip("#").casefold() == name.lstrip("#").casefold()
                                                           for a in available)]
        if unknown:
            raise SettingError("channel", f"{', '.join(unknown)}: not a channel of {self.path}; its channels: "
                                          f"{', '.join(available)}")
        return [name for name in available if name.lstrip("#").casefold() in wanted]

    def _listing(self) -> tuple[ExportChannel, ...]:
        """The channels the run reads (asked, or all), each with the files that hold it."""
        every = self.export.channels(self.path)
        chosen = set(self._choose(list(dict.fromkeys(channel.name for channel in every))))
        return tuple(channel for channel in every if channel.name in chosen)

    def _export_name(self) -> str:
        """What the export is named: a Discord export's server (`guild.name`), else its folder's name."""
        return self.export.export_name(self.path)

    def _exported(self, channels: tuple[ChannelDays, ...]) -> ExportNames:
        """The export's names as released files give them (`chat_names.export_names`)."""
        return export_names(self.platform, self._export_name(), self.path.resolve().name, _names(channels),
                            _known(channels))

    def messages(self, name: str, files: tuple[Path, ...], counts: Counter[str]
                 ) -> tuple[str, Iterator[ChatMessage], frozenset[str]]:
        """The channel `name` (as the export names it), its messages (a channel's files merged in time order)
        and the names the export knows beyond its messages."""
        found = self.export.messages(self.path, ExportChannel(name, files), counts)
        return found.name, found.messages, found.known

    # --- the split into units ------------------------------------------------------------------------

    @property
    def quiet(self) -> bool:
        """Are the units stretches cut at quiet gaps (the default for a chat export), not UTC days?"""
        return self.options.quiet_gaps(chat=True)

    def _units_facts(self) -> dict:
        """How the channel is cut into units (the split's summary and cache key; UTC days: nothing, as before
        quiet gaps were the rule)."""
        return {"units": UNITS_QUIET, "quiet_window_hours": self.options.quiet_window} if self.quiet else {}

    def _key(self, name: str, files: tuple[Path, ...]) -> str:
        parts = [SPLIT_VERSION, self.platform, str(self.path.resolve()), name, self.options.attachments,
                 sorted(self.options.bot_commands.bots), content_digest(f.resolve() for f in files),
                 *self._units_facts().values()]
        return hashlib.sha256(json.dumps(parts).encode("utf-8")).hexdigest()[:32]

    def _split(self, work: Path, channel: str, files: tuple[Path, ...]) -> dict:
        counts: Counter[str] = Counter()
        name, messages, known = self.messages(channel, files, counts)
        lines = ChatLines(LinePolicy(tuple(self.options.bot_commands.bots),
                                     self.options.attachments == ATTACHMENTS_KEEP))
        days = QuietUnits(work, CutRule(self.options.quiet_window)) if self.quiet else _Days(work)
        for line in lines.lines(messages):
            days.add(line.seconds, day_line(line))
        units = days.finish()
        check_read(lines, str(self.path), self.platform, "time")
        counts.update(lines.counts)
        names = sorted(known | lines.names)
        atomic_write_bytes(work / NAMES_FILE, json.dumps(names, ensure_ascii=False).encode("utf-8"))
        return {"version": SPLIT_VERSION, "platform": self.platform, "export": str(self.path.resolve()),
                "listed": channel, "channel": name, "attachments": self.options.attachments, "known_names": len(names),
                "counts": dict(sorted(counts.items())), "days": dict(sorted(units.items())), **self._units_facts()}

    def _channel_days(self, listing: tuple[ExportChannel, ...]) -> tuple[ChannelDays, ...]:
        """Each channel of the run split into chat-day files (`split_cache`), or its split found there, with
        its released name and its key (`chat_names`)."""
        cache = split_cache()
        found = []
        for channel in listing:
            identity = {"export": str(self.path.resolve()), "platform": self.platform, "listed": channel.name,
                        "channel_id": channel.channel_id, "attachments": self.options.attachments,
                        "units": self._units_facts().get("units")}
            write = functools.partial(self._split_identified, channel=channel)
            work = cache.split(self._key(channel.name, channel.files), write, identity)
            summary = cache.summary(work)
            found.append((work, summary, released_name(self.platform, channel, summary["channel"], _names_of(work))))
        keys = run_keys([(name.shown, channel.channel_id) for channel, (_, _, name) in zip(listing, found)]) \
            if len(listing) > 1 else [""]
        return tuple(ChannelDays(name.shown, key, work, summary, name.title, name.private)
                     for key, (work, summary, name) in zip(keys, found))

    def _split_identified(self, work: Path, channel: ExportChannel) -> dict:
        """`_split`, its summary naming the channel's platform id (two channels of one name are two splits)."""
        return {**self._split(work, channel=channel.name, files=channel.files), "channel_id": channel.channel_id}

    def _split_all(self) -> tuple[tuple[ExportChannel, ...], tuple[ChannelDays, ...]]:
        """The channels the run reads and their splits; a SettingError of `logs` when they cannot be read or
        written."""
        try:
            listing = self._listing()
            return listing, self._channel_days(listing)
        except LogError as error:
            raise SettingError("logs", str(error)) from None
        except OSError as error:
            split = cache_dir() / SPLIT_DIR
            if error.filename and not Path(error.filename).resolve().is_relative_to(split.resolve()):
                raise SettingError("logs", f"{self.path}: cannot read {error.filename}: "
                                           f"{error.strerror or error}") from None
            raise SettingError("logs", f"{self.path}: cannot write its days under {split}: {error}") from None

    def prepare(self) -> PreparedSource:
        """Split each channel of the run into chat-day files (or find its split); SettingError when they hold
        no message of the run's dates."""
        listing, channels = self._split_all()
        days = sorted({date for channel in channels for date in channel.days})
        held = [d for d in days if self.dates_asked.holds(d)]
        if not days:
            names = ", ".join(channel.name for channel in channels)
            raise SettingError("logs", f"{self.path}: an empty export (no message of {names})")
        if not held:
            raise SettingError("logs", f"{self.path} holds no message of {self.dates_asked.describe()} "
                                       f"(its days: {days[0]}..{days[-1]})")
        dates = self.dates_asked.range or DateRange.of_dates(held)
        units = tuple(Unit(date, DayResult(date, channel.work / f"{date}.jsonl", STATUS_LOCAL), channel.key)
                      for channel in channels for date in channel.days if dates.holds(date))
        exported = self._exported(channels)
        reader = ChatDays(self.platform, exported.shown_base, channels, self.options.attachments,
                          self._units_facts() or {"units": UNITS_DAYS}, str(self.path.resolve()))
        return PreparedSource(self._info(channels, exported), dates, self.dates_asked.year, units, MODE_LOGS, False,
                              "", self.output_name(channels, exported), reader)

    def _info(self, channels: tuple[ChannelDays, ...], exported: ExportNames) -> SourceInfo:
        """The facts of the run: its label (`discord export general`, `slack export acme (3 channels)`), the
        channels' names and keys, chat-day files; the channel bot's commands left as typed and the #ubuntu-only
        steps not run."""
        label = f"{self.platform} export {channels[0].name}" if len(channels) == 1 else \
            f"{self.platform} export {exported.shown} ({len(channels)} channels)"
        return SourceInfo(KIND_CHAT, label, tuple(c.name for c in channels), tuple(c.key for c in channels if c.key),
                          self.platform, CHAT_DAY, replace(self.options.bot_commands, mode=KEEP),
                          NOT_UBUNTU.format(self.platform), "--logs EXPORT",
                          private=private_texts(self.path, _names(channels), exported.as_released))


@dataclass(frozen=True)
class ChatDays:
    """The reader of a chat export's units (`UnitReader`): each channel-day's chat-day file, headed by the
    names its channel's export knows; and what the split found, for stats.json and the terminal."""

    platform: str
    export: str                      # the export's file or folder name as released (`ExportNames.shown_base`)
    channels: tuple[ChannelDays, ...]
    attachments: str
    units: Mapping[str, object]      # how the channels were cut into units (`units`, the quiet window)
    located: str = ""                # the export's resolved path (the terminal only)

    def read(self, units: Sequence[Unit]) -> Iterator[DayInput | DayRecord]:
        by_key = {channel.key: channel for channel in self.channels}
        headers: dict[str, bytes] = {}
        titles = self.private_titles()
        for unit in units:
            channel = by_key[unit.channel]
            if channel.key not in headers:
                names = json.loads((channel.work / NAMES_FILE).read_text(encoding="utf-8"))
                headers[channel.key] = names_header(frozenset(names) | titles)
            assert unit.located.path is not None  # every unit of a chat export is a local file
            yield DayInput(unit.date, f"{self.platform}/{channel.key or channel_key(channel.name)}/{unit.date}.jsonl",
                           headers[channel.key] + unit.located.path.read_bytes(), True, STATUS_LOCAL, channel.key)

    def private_titles(self) -> frozenset[str]:
        """The titles of the run's private chats (without a leading `#`), known names of every channel: the
        anonymiser replaces a title in any chat's text as it replaces a person's name (a title of several words
        whole, each word of it that is a name of its own too), so a private chat's title leaves no released text
        (`privacy.titles` checks it did)."""
        return frozenset(title for channel in self.channels if channel.private
                         for title in (channel.title.lstrip("#").strip(),) if title)

    def _channel_section(self, channel: ChannelDays, records: Mapping[str, DayRecord]) -> dict:
        days = channel.days
        inside = [d for d in days if day_key(d, channel.key) in records]
        return {"channel": channel.name, "attachments": channel.summary.get("attachments"),
                "known_names": channel.summary.get("known_names"), "days_in_export": len(days),
                "days_in_range": len(inside),
                "messages_outside_range": sum(n for d, n in days.items() if day_key(d, channel.key) not in records),
                **channel.summary.get("counts", {})}

    def run_section(self, records: Mapping[str, DayRecord]) -> dict:
        """stats.json's `run.chat_export`: what the split found (for several channels: summed, then per
        channel under `channels`)."""
        head = {"platform": self.platform, "export": self.export, **self.units}
        sections = [self._channel_section(channel, records) for channel in self.channels]
        if len(sections) == 1:
            return {"chat_export": {**head, **sections[0]}}
        summed: Counter[str] = Counter()
        for section in sections:
            summed.update({k: v for k, v in section.items() if isinstance(v, int) and k != "known_names"})
        return {"chat_export": {**head, "channel": [c.name for c in self.channels],
                                "attachments": self.attachments, **dict(sorted(summed.items())),
                                "channels": {c.key: section for c, section in zip(self.channels, sections)}}}

    def describe(self, records: Mapping[str, DayRecord]) -> str:
        section = self.run_section(records)["chat_export"]
        names = section["channel"] if isinstance(section["channel"], str) else \
            f"{len(self.channels)} channels ({', '.join(section['channel'])})"
        return (f"{self.platform} export {self.located or section['export']}: {names}, {section['days_in_export']} "
                f"days ({section['days_in_range']} in the run's dates), {section.get('messages_read', 0):,} messages; "
                f"given: {section.get('replies_given', 0):,} replies, {section.get('thread_messages_given', 0):,} "
                f"thread messages; duplicate ids dropped: {section.get('duplicate_ids_dropped', 0)}{self.legend()}")

    def legend(self) -> str:
        """For the terminal only: which neutral label stands for which private chat (released files never say)."""
        private = [f"{c.name} = {c.title}" for c in self.channels if c.private]
        return f"\nprivate chats, named in the released files by a label: {'; '.join(private)}" if private else ""


def _names_of(work: Path) -> list[str]:
    """The names a channel's export knows (its split's names file)."""
    return json.loads((work / NAMES_FILE).read_text(encoding="utf-8"))


def _names(channels: Sequence[ChannelDays]) -> list[ChannelName]:
    return [ChannelName(c.name, c.title, c.private) for c in channels]


def _known(channels: Sequence[ChannelDays]) -> set[str]:
    """Every name the run's channels know (`chat_names`: an export named after one of them is private)."""
    return {name for channel in channels for name in _names_of(channel.work)}


def split_cache() -> SplitCache:
    """The chat-day files of split channels, under the cache root."""
    return SplitCache(cache_dir() / SPLIT_DIR, SUMMARY_FILE)


def _platform(name: str) -> Platform:
    """The registered platform called `name` (a `PipelineError` for none)."""
    try:
        return registered(name)
    except LogError as error:
        raise PipelineError(str(error)) from None


def detect_chat(path: Path | None, log_format: str = AUTO) -> str | None:
    """The platform of a chat export at `path` read under `log_format` (`logs.exports.export_platform`; None:
    no chat export); a `PipelineError` for a folder that mixes platforms, a JSON file that is no export, or a
    path that is no export of the platform `log_format` names."""
    if path is None or not Path(path).exists():
        return None
    try:
        found = export_platform(Path(path), log_format)
    except LogError as error:
        raise PipelineError(str(error)) from None
    return found.name if found is not None else None

