"""What `extract` can be told: `ExtractOptions`, each setting declared once with its command-line flag as
plain data (`Flag`: the flag's name, help, how its text is parsed) and checked by `validate` with a
`SettingError` naming the setting. Nothing here reads a command line: `cli.options` builds a parser from the
declarations and hands the values back (`setting(build=...)` receives them as a mapping), as spaCy's CLI
hands typed values to importable functions.
"""
from __future__ import annotations

import datetime as dt
import logging
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from disentangle.checks import iso_date
from disentangle.dialogues.bot_commands import DEFAULT_BOTS, BotCommands
from disentangle.dialogues.bot_commands import DEFAULT_MODE as DEFAULT_BOT_MODE
from disentangle.dialogues.bot_commands import MODES as BOT_MODES
from disentangle.dialogues.calibration import DEFAULT_MIN_CONFIDENCE
from disentangle.download import (
    DEADLINE_GRACE_SECONDS,
    DEADLINE_MIN_RATE,
    DEFAULT_BASE_URL,
    DEFAULT_CHANNEL,
    DEFAULT_RETRIES,
    DEFAULT_TIMEOUT,
    url_problem,
)
from disentangle.examples.records import ExampleConfig
from disentangle.exporters.base import CHAT_END_ANY, CHAT_ENDS
from disentangle.extract.errors import SettingError
from disentangle.knowledge.grounding import knowledge_path
from disentangle.knowledge.manpages import MAN_ROOTS
from disentangle.logs.formats import AUTO
from disentangle.logs.quiet_gaps import HALF_DAY_HOURS
from disentangle.privacy.engine import DEFAULT_MODE as DEFAULT_ANONYMIZE
from disentangle.privacy.engine import MODES as ANONYMIZE_MODES
from disentangle.privacy.engine import PrivacySettings
from disentangle.settings import ENV_CACHE, EXTRACTED_DIR, SHARED_IRCLOGS, knowledge_file, log_cache_dir

logger = logging.getLogger(__name__)


CONTEXT_LINES = 100                 # previous-day lines prepended at midnight (the model looks back 100)
MAX_HOST_FAILURES = 2               # days in a row the server failed (retries spent): stop downloading
ATTACHMENTS_KEEP, ATTACHMENTS_DROP = "keep", "drop"   # a chat export's attachment-only messages
ATTACHMENT_MODES = (ATTACHMENTS_KEEP, ATTACHMENTS_DROP)
CHANNEL_SEPARATOR = ","             # `channel`: several channels of a chat export, NAME,NAME
ALL_CHANNELS = "all"                # `channel`: every channel of a chat export
UNITS_AUTO, UNITS_DAYS, UNITS_QUIET = "auto", "days", "quiet-gaps"   # how a source is cut into units of work
UNIT_MODES = (UNITS_AUTO, UNITS_DAYS, UNITS_QUIET)
LOGS_HELP = ("local logs tree YYYY/MM/DD/#ubuntu.txt, looked at first (extract: or one long log file with dates, "
             "split into days; or a Slack, Discord or Telegram export, which needs no --year)")


@dataclass(frozen=True)
class Flag:
    """How a setting is given on the command line (`cli.options.add_settings` builds the parser from it):
    the flag, its help, and how argparse reads it. `dest` is where argparse puts the value (default: the
    setting's name); a setting built from several flags or computed says how in its `build`."""

    name: str                                   # e.g. "--context-lines"
    help: str = ""                              # may use %(default)s
    metavar: str | None = None
    parse: Callable[[str], Any] | None = None   # argparse `type`: a ValueError's text is the user's message
    action: str | None = None                   # e.g. "store_true", "store_false", "append"
    choices: tuple[str, ...] | None = None
    dest: str = ""
    default: Any = None                         # for a flag of a built setting, or whose `dest` is another
    shared: bool = False                        # declared in `cli.options` (other commands take it too)
    nargs: str | None = None                    # e.g. "+": one or more values


def setting(default: Any = MISSING, *, factory: Callable[[], Any] | None = None, flags: tuple[Flag, ...] = (),
            build: Callable[[Mapping[str, Any]], Any] | None = None) -> Any:
    """A field of an options record with its command-line flags (none: a library-only setting) and, for a
    setting the flags do not give as is, how to build it from the flags' values (flag `dest` -> value)."""
    metadata = {"flags": flags, "build": build}
    if factory is not None:
        return field(default_factory=factory, metadata=metadata)
    return field(default=default, metadata=metadata)


def _man_roots(values: Mapping[str, Any]) -> tuple[Path, ...]:
    given = values["manpages"]
    if given is None:
        return MAN_ROOTS
    if not Path(given).is_dir():
        raise SettingError("man_roots", f"{given}: not a directory")
    return (Path(given),)


def _knowledge(values: Mapping[str, Any]) -> Path:
    return values["knowledge"] if values["knowledge"] is not None else knowledge_path(_man_roots(values))


def _channel(values: Mapping[str, Any]) -> str:
    """`--channel` given once or more, each NAME or NAME,NAME: the names joined by commas (IRC forbids a comma
    in a channel name); not given: the default channel."""
    given = values["channel"]
    if not given:
        return DEFAULT_CHANNEL
    return CHANNEL_SEPARATOR.join(part.strip() for value in given for part in value.split(CHANNEL_SEPARATOR))


def _bot_commands(values: Mapping[str, Any]) -> BotCommands:
    return BotCommands(values["bot_commands"], tuple(values["bots"]) if values["bots"] else DEFAULT_BOTS)


def settings_from_values(record: type, values: Mapping[str, Any], names: Iterable[str] | None = None) -> dict:
    """The values of the settings `names` (default: all with a flag) of an options record, from the values
    of their flags (flag `dest` -> value, as a command line parsed them): as given, or built
    (`setting(build=...)`)."""
    wanted = None if names is None else set(names)
    found = {}
    for item in fields(record):
        if not item.metadata.get("flags") or (wanted is not None and item.name not in wanted):
            continue
        build = item.metadata.get("build")
        found[item.name] = build(values) if build is not None else values[item.name]
    return found


@dataclass(frozen=True)
class ExtractOptions:
    """Everything `extract` can be told, each setting declared once with its flag; the defaults are those
    of `make extract`. `validate()` checks the values (errors name the setting)."""

    output: Path | None = setting(None, flags=(Flag(
        "--output", f"output directory (default: {EXTRACTED_DIR}/YEAR under the current directory; without "
        "--year, named after the source: irc-CHANNEL, PLATFORM-CHANNEL)", "DIR",
        Path),))
    logs: Path | None = setting(None, flags=(Flag("--logs", LOGS_HELP, "PATH", Path),))
    cache: Path = setting(factory=log_cache_dir, flags=(Flag(
        "--cache", f"download cache (default: %(default)s; ${ENV_CACHE} moves the whole cache)", "DIR", Path),))
    model: Path | None = setting(None, flags=(Flag("--model", shared=True),))  # default: the shipped model
    calibration: Path | None = setting(None, flags=(Flag(
        "--calibration", "the dialogue calibrator (default: the shipped models/calibration.json; refit with "
        "make calibrate)", "FILE", Path),))
    jobs: int | None = setting(None, flags=(Flag("--jobs", "worker processes (default: CPU cores)", "N", int),))
    scheduler: str | None = setting(None, flags=(Flag("--scheduler", "run the days on this Dask scheduler",
                                                      "ADDRESS"),))
    seed: int = setting(0, flags=(Flag("--seed", "seed of the examples (default: 0)", "N", int),))
    download: bool = setting(True, flags=(Flag("--no-download", "never use the network",
                                               action="store_false", dest="download"),))
    force: bool = setting(False, flags=(Flag("--force", "redo days that are already done; download cached days "
                                                        "again", action="store_true"),))
    timeout: float = setting(DEFAULT_TIMEOUT, flags=(Flag(
        "--timeout", "download timeout for the connection and each read (default: %(default)s)", "SECONDS",
        float),))
    retries: int = setting(DEFAULT_RETRIES, flags=(Flag(
        "--retries", "further attempts of a failed download (default: %(default)s); after "
        f"{MAX_HOST_FAILURES} failed days in a row the server is not asked again", "N", int),))
    deadline: float | None = setting(None, flags=(Flag(
        "--deadline", "most seconds one day's download may take, every attempt included; the day fails after it "
        f"(default: {DEADLINE_GRACE_SECONDS:g} s plus 1 s per {DEADLINE_MIN_RATE / 1024:g} KiB of the day)",
        "SECONDS", float),))
    base_url: str = setting(DEFAULT_BASE_URL, flags=(Flag("--base-url", "log server (default: %(default)s)",
                                                          "URL"),))
    channel: str = setting(DEFAULT_CHANNEL, build=_channel, flags=(Flag(
        "--channel", f"the channel (default: {DEFAULT_CHANNEL}): of the tree's files, the downloads, and the lines "
        "taken from a --logs FILE that holds several; of a Slack or Discord export, the channels read (repeatable "
        f"or NAME,NAME; default, or '{ALL_CHANNELS}': every channel)", "NAME", action="append", dest="channel"),))
    first_day: dt.date | None = setting(None, flags=(Flag("--from", "first date (default: January 1)", "DATE",
                                                          iso_date, dest="first_day"),))
    last_day: dt.date | None = setting(None, flags=(Flag("--to", "last date (default: December 31)", "DATE",
                                                         iso_date, dest="last_day"),))
    context_lines: int = setting(CONTEXT_LINES, flags=(Flag(
        "--context-lines", "previous-day lines given as context (default: %(default)s)", "N", int),))
    corpus: Path | None = None               # annotated corpus root for the offline sample (default: found)
    irclogs: Path | None = SHARED_IRCLOGS    # whole local days for the offline sample (a checkout's shared)
    knowledge: Path = setting(factory=knowledge_file, build=_knowledge, flags=(Flag(
        "--knowledge", f"man-page knowledge file, built when absent (default: {knowledge_file()}, or a cache "
        "file of the --manpages directory)", "FILE", Path),))
    man_roots: tuple[Path, ...] = setting(MAN_ROOTS, build=_man_roots, flags=(Flag(
        "--manpages", "read man pages from DIR (man1/, man8/ below it) instead of this machine's "
        f"{', '.join(map(str, MAN_ROOTS))}", "DIR", Path, dest="manpages"),))
    examples: ExampleConfig = ExampleConfig()
    progress: bool | None = None             # None: progress bars only on a terminal
    log_format: str = setting(AUTO, flags=(Flag("--log-format", shared=True),))  # of the day files, or detected
    min_confidence: float = setting(DEFAULT_MIN_CONFIDENCE, flags=(Flag(
        "--min-confidence", "keep dialogues whose confidence (calibrated probability of being exactly right) is "
        "at least X, 0 keeps all (default: %(default)s; see bench/results/calibration.md)", "X", float),))
    min_precision: float | None = setting(None, flags=(Flag(
        "--min-precision", "instead of --min-confidence: the lowest threshold at which the kept dialogues' "
        "expected share of exactly right ones (their mean confidence) is at least P", "P", float),))
    bot_commands: BotCommands = setting(BotCommands(), build=_bot_commands, flags=(
        Flag("--bot-commands", "a message such as '!fr | nick' to the channel bot: replace it by the bot's answer "
             "(private commands and unanswered ones are dropped), drop it, or keep it as typed "
             "(default: %(default)s)", choices=BOT_MODES, dest="bot_commands", default=DEFAULT_BOT_MODE),
        Flag("--bot", "a nick whose lines answer bot commands (repeatable; default: "
             f"{', '.join(DEFAULT_BOTS)})", "NICK", action="append", dest="bots")))
    anonymize: str = setting(DEFAULT_ANONYMIZE, flags=(Flag(
        "--anonymize", "replace in every released file: nicks and known user names (nicks), and also e-mail and "
        "IP addresses, phones, home-path users, credentials and secrets (personal), or nothing (none); "
        "default: %(default)s; docs/privacy.md", choices=ANONYMIZE_MODES),))
    generic_tags: bool = setting(False, flags=(Flag(
        "--generic-tags", "also replace URLs, system paths, numbers and names by the Ubuntu Dialogue Corpus "
        "paper's generic tags (__url__, __path__, __number__, __name__)", action="store_true"),))
    attachments: str = setting(ATTACHMENTS_KEEP, flags=(Flag(
        "--attachments", "of a chat export: a message with no text but attachments is kept as a marked turn "
        "('[attachment: NAME]') or dropped (default: %(default)s)", choices=ATTACHMENT_MODES),))
    chat_end: str = setting(CHAT_END_ANY, flags=(Flag(
        "--chat-end", "the rows of chat/ and hf chat: end as the dialogue ends (any) or always on an assistant turn "
        "(assistant: a last user turn is cut off; a row left without an assistant turn is dropped and counted); "
        "default: %(default)s", choices=CHAT_ENDS),))
    units: str = setting(UNITS_AUTO, flags=(Flag(
        "--units", "units of work: UTC calendar days, or stretches of chat cut at the quietest moment near each "
        "midnight (quiet-gaps: a conversation is cut only by a long silence); default auto: quiet-gaps for a chat "
        "export, days for IRC logs (the DSTC7 lineage)", choices=UNIT_MODES),))
    quiet_window: float = setting(HALF_DAY_HOURS, flags=(Flag(
        "--quiet-window", "quiet-gaps: how far from midnight a cut may go, in hours either side (default: "
        "%(default)s, noon to noon)", "HOURS", float),))

    def validate(self) -> None:
        """SettingError (naming the setting) for a value no run can use."""
        if self.jobs is not None and self.jobs < 1:
            raise SettingError("jobs", f"must be at least 1, got {self.jobs}")
        if self.context_lines < 0:
            raise SettingError("context_lines", f"must be 0 or more, got {self.context_lines}")
        if not 0 <= self.min_confidence <= 1:
            raise SettingError("min_confidence", f"must be within [0, 1], got {self.min_confidence}")
        if self.min_precision is not None and not 0 < self.min_precision <= 1:
            raise SettingError("min_precision", f"must be within (0, 1], got {self.min_precision}")
        if not self.timeout > 0:
            raise SettingError("timeout", f"must be more than 0 seconds, got {self.timeout}")
        if self.deadline is not None and not self.deadline > 0:
            raise SettingError("deadline", f"must be more than 0 seconds, got {self.deadline}")
        if self.retries < 0:
            raise SettingError("retries", f"must be 0 or more, got {self.retries}")
        if self.anonymize not in ANONYMIZE_MODES:
            raise SettingError("anonymize", f"must be one of {', '.join(ANONYMIZE_MODES)}, got {self.anonymize!r}")
        if self.attachments not in ATTACHMENT_MODES:
            raise SettingError("attachments", f"must be one of {', '.join(ATTACHMENT_MODES)}, got {self.attachments!r}")
        if self.chat_end not in CHAT_ENDS:
            raise SettingError("chat_end", f"must be one of {', '.join(CHAT_ENDS)}, got {self.chat_end!r}")
        if self.units not in UNIT_MODES:
            raise SettingError("units", f"must be one of {', '.join(UNIT_MODES)}, got {self.units!r}")
        if not 0 < self.quiet_window <= HALF_DAY_HOURS:
            raise SettingError("quiet_window", f"must be more than 0 and at most {HALF_DAY_HOURS:g} hours, got "
                                               f"{self.quiet_window:g}")
        if url_problem(self.base_url):
            raise SettingError("base_url", url_problem(self.base_url))
        if not all(self.channels):
            raise SettingError("channel", f"{self.channel!r}: an empty channel name")

    @property
    def channels(self) -> tuple[str, ...]:
        """The channels asked (`channel` split at its commas): one for IRC logs, one or more of a chat export."""
        return tuple(part.strip() for part in self.channel.split(CHANNEL_SEPARATOR))

    def quiet_gaps(self, chat: bool) -> bool:
        """Are the source's units stretches cut at quiet gaps (`units`; auto: a chat export's are)?"""
        return self.units == UNITS_QUIET or (self.units == UNITS_AUTO and chat)

    def workers(self) -> int:
        """Local worker processes: `jobs`, else one per CPU core."""
        return self.jobs if self.jobs is not None else (os.cpu_count() or 1)

    def example_config(self) -> ExampleConfig:
        return replace(self.examples, seed=self.seed)

    def privacy(self, commands: frozenset[str] = frozenset()) -> PrivacySettings:
        """What the anonymiser replaces (`commands`: names that are words of the channel)."""
        return PrivacySettings(self.anonymize, self.generic_tags, commands)
