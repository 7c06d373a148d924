"""Log formats: how each IRC client lays out a line, as data, and how to tell them apart.

A `LogFormat` is rules only: an ordered list of (line kind, regular expression) pairs whose named groups
say where the clock (`hh`, `mm`), the speaker (`nick`), the text (`text`), the date (`year`, `month` or
`mon`, `day`) and the channel (`channel`) are; a pattern for the clock of lines no rule matches; the mode
characters a client writes before nicks; and whether a 12-hour clock must be considered. The engine that
applies them to a file is `disentangle.logs.reading` (clocks, dates; decoding in `lines`, counts in
`counts`). `FORMATS` is the one registry (irclogs.ubuntu.com, a channel-prefixed dated layout, WeeChat, ZNC,
HexChat/XChat, plain `HH:MM <nick>`, irssi and mIRC); `detect_format` picks the one that reads most of a
file's first lines.
Where the date of a log comes from: from its lines when the format writes dates, else from its path
(`date_from_path`); the channel likewise (`channel_from_path`). Chat exports (Slack, Discord, Telegram) are
JSON, not lines: their names and readers are `disentangle.logs.exports` (`EXPORT_NAMES`).
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import NamedTuple, Sequence

KIND_MESSAGE = "message"
KIND_ACTION = "action"
KIND_SYSTEM = "system"
KIND_NICK = "nick"
KIND_OTHER = "other"
KINDS = (KIND_MESSAGE, KIND_ACTION, KIND_SYSTEM, KIND_NICK, KIND_OTHER)
SPOKEN_KINDS = (KIND_MESSAGE, KIND_ACTION)

AUTO = "auto"
DETECT_LINES = 100            # non-blank lines `detect_format` looks at
MINUTES_PER_DAY = 24 * 60
MONTHS = {name: k for k, name in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1)}
MODE_PREFIXES = "~&@%+"       # channel modes clients write before a nick: owner, admin, op, halfop, voice


class LineMatch(NamedTuple):
    """What one line says under a format. `month_day` is a date without a year (HexChat lines)."""

    kind: str
    nick: str
    text: str
    clock: int | None
    date: dt.date | None = None
    month_day: tuple[int, int] | None = None
    channel: str | None = None
    day_starts: bool = False      # the line announces a new day (irssi "--- Day changed ...")


@dataclass(frozen=True)
class LogFormat:
    """The rules of one client's log layout (see the module docstring)."""

    name: str
    description: str
    example: str                                      # one typical message line, for documentation
    patterns: tuple[tuple[str, re.Pattern], ...]     # (kind, pattern), first match wins
    clock_only: re.Pattern | None = None              # the clock of lines no pattern matches
    day_marker: re.Pattern | None = None              # lines that start a new day
    mode_prefixes: str = ""                           # stripped from the front of nicks
    twelve_hour_possible: bool = False                # a file with no hour above 12 may use a 12-hour clock
    dated: bool = field(init=False)                   # derived: some line may carry a date
    names_channel: bool = field(init=False)           # derived: some line may name the channel

    def __post_init__(self) -> None:
        groups = [set(pattern.groupindex) for _, pattern in self.patterns]
        object.__setattr__(self, "dated", any("day" in g for g in groups))
        object.__setattr__(self, "names_channel", any("channel" in g for g in groups))

    def parse(self, line: str) -> LineMatch:
        """Classify one line (already cleaned of control characters). (The reader's hot loop: kept flat.)"""
        for kind, pattern in self.patterns:
            match = pattern.match(line)
            if match:
                groups = match.groupdict()
                nick = (groups.get("nick") or "").strip()
                if self.mode_prefixes and kind in SPOKEN_KINDS:
                    nick = nick.lstrip(self.mode_prefixes) or nick
                text = (groups.get("text", line) or "").strip()
                if "day" not in groups and "channel" not in groups:  # most formats: no date on the line
                    return LineMatch(kind, nick, text, _clock(groups))
                date, month_day = _date(groups)
                return LineMatch(kind, nick, text, _clock(groups), date, month_day, groups.get("channel"),
                                 bool(self.day_marker and self.day_marker.match(line)))
        match = self.clock_only.match(line) if self.clock_only is not None else None
        return LineMatch(KIND_OTHER, "", line.strip(), _clock(match.groupdict()) if match else None)

    def reads(self, line: str) -> bool:
        """Does some pattern of this format match the line?"""
        for _, pattern in self.patterns:
            if pattern.match(line):
                return True
        return False


def _clock(groups: dict) -> int | None:
    """Minute of the day from `hh` and `mm`, or None (absent or out of range)."""
    hh = groups.get("hh")
    if hh is None:
        return None
    clock = int(hh) * 60 + int(groups["mm"])
    return clock if clock < MINUTES_PER_DAY else None


def _date(groups: dict) -> tuple[dt.date | None, tuple[int, int] | None]:
    """(full date, None), (None, (month, day)) when the line has no year, or (None, None)."""
    day = groups.get("day")
    if day is None:
        return None, None
    month = int(groups["month"]) if groups.get("month") else MONTHS.get((groups.get("mon") or "").lower())
    if month is None:
        return None, None
    year = groups.get("year")
    if year is None:
        return None, (month, int(day))
    try:
        return dt.date(int(year), month, int(day)), None
    except ValueError:
        return None, None


def _rules(*pairs: tuple[str, str]) -> tuple[tuple[str, re.Pattern], ...]:
    return tuple((kind, re.compile(pattern)) for kind, pattern in pairs)


# "=== ..." lines (irclogs.ubuntu.com 2004-2007, Channel Two): the logger wrote both server events and "/me"
# actions this way. A line whose text after "=== " takes one of these shapes is a server event (a system line);
# any other "=== nick text" is an action. Shapes as seen in the annotated corpus, the 2004-2005 days and
# Channel Two.
SERVER_EVENT_SHAPES = (
    r".* is now known as ",                     # nick changes the nick rule cannot read ("x  is now known as y")
    r".*\]\s+has (?:joined|left|quit)\b",       # "nick [~user@host]  has joined #ubuntu" (nicks with spaces too)
    r"\S+ has (?:joined|left|quit)(?: [#&]| IRC|\s*[(\[]|\s*$)",   # the same without the host ("a has quit")
    r"\S+ (?:entered|left) the room\b",         # Channel Two: "Avery entered the room."
    r"mode/\S+ \[",                             # "mode/#ubuntu [+o nalioth]  by ChanServ"
    r"\S+ (?:sets )?mode[: ]+[(\[]?[-+]",        # Channel Two: "nick mode (+o nick) by ChanServ"
    r"\S+ was kicked (?:off|from) ",             # "el was kicked off #ubuntu by LoRez (LoRez)"
    r"\S+ is away(?::|\s*\(|\s*$)",             # away scripts: "nick is away: dinner", "... is away (brb)"
    r"\S+ is back \(gone ",                      # "beej_ is back (gone 00:17:59)"
    r"Topic (?:for |\()",                        # "Topic for #ubuntu: ...", "Topic (#ubuntu): set by ..."
    r"\S+ changed the topic ",
    r"\.\.\[topic/",                              # "..[topic/#ubuntu:Seveas] : ..."
    r"(?i:net-?(?:join|split))",                 # "netjoined: irc.freenode.net -> kornbluth.freenode.net"
    r"(?:Starting|Ending) logfile ",
)
_SERVER_EVENT = r"=== (?=(?:" + "|".join(SERVER_EVENT_SHAPES) + r"))(?P<nick>\S*) ?(?P<text>.*)$"
_EQ_ACTION = r"=== (?P<nick>\S+) +(?P<text>\S.*)$"    # what no server-event shape reads: "=== nick waves"
_EQ_OTHER = r"=== (?P<nick>\S*) ?(?P<text>.*)$"          # a bare "=== nick" or "===": a system line

# irclogs.ubuntu.com: "[HH:MM] <nick> text", "[HH:MM]  * nick text", "=== ..." (see above)
_BRACKET = r"\[(?P<hh>\d{1,2}):(?P<mm>\d{2})(?::\d{2})?\]"
IRCLOGS = LogFormat(
    "irclogs", "irclogs.ubuntu.com (one file per channel and day; the date from the path)",
    "[12:34] <alice> bob: try sudo apt-get update",
    _rules(
        # a nick is anything up to the first ">"; the corpus has nicks such as "g[r] eek" with a space
        (KIND_MESSAGE, _BRACKET + r" <(?P<nick>[^<>]*)> ?(?P<text>.*)$"),
        (KIND_ACTION, _BRACKET + r" {1,2}\* (?P<nick>\S+) ?(?P<text>.*)$"),
        (KIND_NICK, r"^(?:" + _BRACKET + r" )?=== (?P<nick>\S+) is now known as (?P<text>\S+)\s*$"),
        (KIND_SYSTEM, r"^(?:" + _BRACKET + r" )?" + _SERVER_EVENT),
        (KIND_ACTION, r"^(?:" + _BRACKET + r" )?" + _EQ_ACTION),
        (KIND_SYSTEM, r"^(?:" + _BRACKET + r" )?" + _EQ_OTHER),
        # other channels' relays and notices: "[05:12] -nick:#ubuntu- text", "[01:09] (nick/#ubuntu) text"
        (KIND_MESSAGE, _BRACKET + r" [-(](?P<nick>[^\s:/]+)[:/]#\S*?[-)] ?(?P<text>.*)$"),
    ),
    clock_only=re.compile(r"^" + _BRACKET), mode_prefixes=MODE_PREFIXES, twelve_hour_possible=True)

# "CHANNEL YYYY-MM-DD [HH:MM:SS] <nick> text": irclogs lines behind a channel and a date (one file may
# hold several dates and channels); "[HH:MM]" clocks and a TAB after "<nick>" occur too
_DATED = r"(?P<channel>\S+) (?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2}) "
CHANNEL_DATED = LogFormat(
    "channel-dated", "channel and date before every line (several dates per file)",
    "#ubuntu 2010-11-09 [12:34:56] <alice> bob: try sudo apt-get update",
    _rules(
        (KIND_MESSAGE, _DATED + _BRACKET + r" <(?P<nick>[^<>]*)>[ \t]?(?P<text>.*)$"),
        (KIND_ACTION, _DATED + _BRACKET + r"[ \t]{1,2}\* (?P<nick>\S+) ?(?P<text>.*)$"),
        (KIND_NICK, _DATED + r"(?:" + _BRACKET + r" )?=== (?P<nick>\S+) is now known as (?P<text>\S+)\s*$"),
        (KIND_SYSTEM, _DATED + r"(?:" + _BRACKET + r" )?" + _SERVER_EVENT),
        (KIND_ACTION, _DATED + r"(?:" + _BRACKET + r" )?" + _EQ_ACTION),
        (KIND_SYSTEM, _DATED + r"(?:" + _BRACKET + r" )?" + _EQ_OTHER),
    ),
    clock_only=re.compile(r"^" + _DATED + _BRACKET), mode_prefixes=MODE_PREFIXES)

# WeeChat's logger: "YYYY-MM-DD HH:MM:SS<TAB>prefix<TAB>message"; prefixes -->, <--, --, " *", =!=
_WEECHAT = r"(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2}) (?P<hh>\d{2}):(?P<mm>\d{2}):\d{2}\t"
WEECHAT = LogFormat(
    "weechat", "WeeChat logger (dated lines, TAB-separated prefix)",
    "2010-11-09 12:34:56\t@alice\tbob: try sudo apt-get update",
    _rules(
        (KIND_NICK, _WEECHAT + r"--\t(?P<nick>\S+) is now known as (?P<text>\S+)\s*$"),
        (KIND_SYSTEM, _WEECHAT + r"(?:-->|<--|--|=!=)\t(?P<nick>\S*) ?(?P<text>.*)$"),
        (KIND_ACTION, _WEECHAT + r" ?\*\t(?P<nick>\S+) ?(?P<text>.*)$"),
        (KIND_SYSTEM, _WEECHAT + r"\t(?P<text>.*)$"),
        (KIND_MESSAGE, _WEECHAT + r"(?P<nick>[^\t]+)\t(?P<text>.*)$"),
    ),
    clock_only=re.compile(r"^" + _WEECHAT), mode_prefixes=MODE_PREFIXES)

# ZNC's log module: "[HH:MM:SS] <nick> text", "[HH:MM:SS] * nick text", "[HH:MM:SS] *** Joins: ..."
_ZNC = r"\[(?P<hh>\d{2}):(?P<mm>\d{2}):\d{2}\] "
ZNC = LogFormat(
    "znc", "ZNC log module (one file per channel and day; the date from the path)",
    "[12:34:56] <alice> bob: try sudo apt-get update",
    _rules(
        (KIND_MESSAGE, _ZNC + r"<(?P<nick>[^<>]*)> ?(?P<text>.*)$"),
        (KIND_ACTION, _ZNC + r"\* (?P<nick>\S+) ?(?P<text>.*)$"),
        (KIND_NICK, _ZNC + r"\*\*\* (?P<nick>\S+) is now known as (?P<text>\S+)\s*$"),
        (KIND_SYSTEM, _ZNC + r"\*\*\* (?:Joins|Parts|Quits|Kicks): (?P<nick>\S*) ?(?P<text>.*)$"),
        (KIND_SYSTEM, _ZNC + r"\*\*\* (?P<nick>\S*) ?(?P<text>.*)$"),
        (KIND_MESSAGE, _ZNC + r"-(?P<nick>[^\s-]+)- ?(?P<text>.*)$"),  # notices
    ),
    clock_only=re.compile(r"^" + _ZNC), mode_prefixes=MODE_PREFIXES)

# HexChat / XChat: "Mon DD HH:MM:SS <nick><TAB>text"; the year from "**** BEGIN LOGGING AT ..." headers
_HEXCHAT = r"(?P<mon>[A-Z][a-z]{2}) (?P<day> ?\d{1,2}) (?P<hh>\d{2}):(?P<mm>\d{2}):\d{2} "
HEXCHAT = LogFormat(
    "hexchat", "HexChat / XChat (month and day on every line, the year in the logging headers)",
    "Nov 09 12:34:56 <alice>\tbob: try sudo apt-get update",
    _rules(
        (KIND_SYSTEM, r"\*\*\*\* (?P<text>(?:BEGIN|ENDING) LOGGING AT \w{3} (?P<mon>\w{3}) +(?P<day>\d{1,2}) "
                      r"(?P<hh>\d{2}):(?P<mm>\d{2}):\d{2} (?P<year>\d{4}))\s*$"),
        (KIND_NICK, _HEXCHAT + r"---\t(?P<nick>\S+) is now known as (?P<text>\S+)\s*$"),
        (KIND_SYSTEM, _HEXCHAT + r"(?:-->|<--|---)\t(?P<nick>\S*) ?(?P<text>.*)$"),
        (KIND_ACTION, _HEXCHAT + r"\*\t(?P<nick>\S+) ?(?P<text>.*)$"),
        (KIND_MESSAGE, _HEXCHAT + r"<(?P<nick>[^<>]*)>[\t ](?P<text>.*)$"),
        (KIND_MESSAGE, _HEXCHAT + r"-(?P<nick>[^\s-]+)-\t(?P<text>.*)$"),  # notices
    ),
    clock_only=re.compile(r"^" + _HEXCHAT), mode_prefixes=MODE_PREFIXES)

# plain "HH:MM <nick> text" (or HH:MM:SS), "HH:MM * nick text", "HH:MM === ..." (see SERVER_EVENT_SHAPES)
_PLAIN = r"(?P<hh>\d{1,2}):(?P<mm>\d{2})(?::\d{2})? "
PLAIN = LogFormat(
    "plain", "plain clock and nick (the date from the path)",
    "12:34 <alice> bob: try sudo apt-get update",
    _rules(
        (KIND_MESSAGE, _PLAIN + r"<(?P<nick>[^<>]*)>[ \t]?(?P<text>.*)$"),
        (KIND_ACTION, _PLAIN + r" ?\* (?P<nick>\S+) ?(?P<text>.*)$"),
        (KIND_NICK, _PLAIN + r"=== (?P<nick>\S+) is now known as (?P<text>\S+)\s*$"),
        (KIND_SYSTEM, _PLAIN + _SERVER_EVENT),
        (KIND_ACTION, _PLAIN + _EQ_ACTION),
        (KIND_SYSTEM, _PLAIN + _EQ_OTHER),
    ),
    clock_only=re.compile(r"^" + _PLAIN), mode_prefixes=MODE_PREFIXES, twelve_hour_possible=True)

# irssi (default log_timestamp "%H:%M "): "HH:MM <@nick> text", "HH:MM  * nick text", "HH:MM -!- ...",
# "--- Log opened Tue Nov 09 08:00:00 2010", "--- Day changed Wed Nov 10 2010"
_IRSSI = r"(?P<hh>\d{1,2}):(?P<mm>\d{2})(?::\d{2})? "
_IRSSI_DAY = re.compile(r"--- Day changed ")
IRSSI = LogFormat(
    "irssi", "irssi (dates in the 'Log opened' and 'Day changed' lines)",
    "12:34 <@alice> bob: try sudo apt-get update",
    _rules(
        (KIND_MESSAGE, _IRSSI + r"<(?P<nick>[^<>]*)> ?(?P<text>.*)$"),
        (KIND_ACTION, _IRSSI + r" ?\* (?P<nick>\S+) ?(?P<text>.*)$"),
        (KIND_NICK, _IRSSI + r"-!- (?P<nick>\S+) is now known as (?P<text>\S+)\s*$"),
        (KIND_SYSTEM, _IRSSI + r"-!- (?P<nick>\S*) ?(?P<text>.*)$"),
        (KIND_MESSAGE, _IRSSI + r"-(?P<nick>[^\s!()-][^\s()-]*)(?:\([^)]*\))?(?::\S+)?- ?(?P<text>.*)$"),
        (KIND_SYSTEM, r"--- (?P<text>Log (?:opened|closed) \w{3} (?P<mon>\w{3}) (?P<day>\d{1,2}) "
                      r"(?P<hh>\d{2}):(?P<mm>\d{2}):\d{2} (?P<year>\d{4}))\s*$"),
        (KIND_SYSTEM, r"--- (?P<text>Day changed \w{3} (?P<mon>\w{3}) (?P<day>\d{1,2}) (?P<year>\d{4}))\s*$"),
    ),
    clock_only=re.compile(r"^" + _IRSSI), day_marker=_IRSSI_DAY, mode_prefixes=MODE_PREFIXES)

# mIRC: "[HH:MM] <nick> text"; actions and events alike behind "* " ("[HH:MM] * alice waves", "[HH:MM] *
# alice (~alice@host) has joined #ubuntu", "... Quit (reason)"); a session is framed by "Session Start: Tue Nov
# 09 23:45:00 2010", "Session Ident: #ubuntu" (channel or query nick), "Session Time: ..." at each midnight and
# "Session Close: ..."
_MIRC = r"\[(?P<hh>\d{1,2}):(?P<mm>\d{2})(?::\d{2})?\] "
_MIRC_DATE = r"\w{3} (?P<mon>\w{3}) +(?P<day>\d{1,2}) (?P<hh>\d{2}):(?P<mm>\d{2}):\d{2} (?P<year>\d{4})"
_MIRC_USER = r"\* (?P<nick>\S+) (?P<text>"                       # "* nick " then the event's text
_MIRC_HOST = r"(?:[(\[]\S*[)\]] )?"                               # "(~alice@host) " when the client shows it
_MIRC_STATUS = ("Now talking in", "Topic is", "Set by", "Disconnected", "Attempting to rejoin", "Rejoined channel",
                "Retrieving", "You're not channel operator", "Joins:", "Parts:", "Quits:")
MIRC = LogFormat(
    "mirc", "mIRC (dates in the 'Session Start' and 'Session Time' lines, the channel in 'Session Ident')",
    "[12:34] <alice> bob: try sudo apt-get update",
    _rules(
        (KIND_SYSTEM, r"(?P<text>Session (?:Start|Time|Close): " + _MIRC_DATE + r")\s*$"),
        (KIND_SYSTEM, r"(?P<text>Session Ident: (?:(?P<channel>[#&]\S+)|\S*))\s*$"),
        (KIND_MESSAGE, _MIRC + r"<(?P<nick>[^<>]*)> ?(?P<text>.*)$"),
        (KIND_NICK, _MIRC + r"\* (?P<nick>\S+) is now known as (?P<text>\S+)\s*$"),
        (KIND_SYSTEM, _MIRC + _MIRC_USER + _MIRC_HOST + r"(?:has (?:joined|left|quit)|Quit\b|Part\b).*)$"),
        (KIND_SYSTEM, _MIRC + _MIRC_USER + r"(?:sets mode:|was kicked by|changes topic to) .*)$"),
        (KIND_SYSTEM, _MIRC + r"\* (?P<text>(?:" + "|".join(map(re.escape, _MIRC_STATUS)) + r").*)$"),
        (KIND_ACTION, _MIRC + r"\* (?P<nick>\S+) ?(?P<text>.*)$"),
        (KIND_MESSAGE, _MIRC + r"-(?P<nick>[^\s-]+)- ?(?P<text>.*)$"),  # notices
    ),
    clock_only=re.compile(r"^" + _MIRC), day_marker=re.compile(r"Session Time: "), mode_prefixes=MODE_PREFIXES)

FORMATS: tuple[LogFormat, ...] = (IRCLOGS, CHANNEL_DATED, WEECHAT, ZNC, HEXCHAT, PLAIN, IRSSI, MIRC)
FORMAT_NAMES = tuple(f.name for f in FORMATS)
# ties in detection go to the more specific layout: ZNC's "[HH:MM:SS] <nick>" lines are irclogs lines too
# (irclogs.ubuntu.com writes no seconds), plain's lines are irssi lines too; mIRC's lines are irclogs lines
# but for its "Session" headers, so mIRC comes last and wins only by them
DETECTION_ORDER: tuple[LogFormat, ...] = (ZNC, IRCLOGS, CHANNEL_DATED, WEECHAT, HEXCHAT, PLAIN, IRSSI, MIRC)
DEFAULT_FORMAT = IRCLOGS
LOG_FORMAT_CHOICES = (AUTO,) + FORMAT_NAMES
LOG_FORMAT_HELP = (f"layout of the log files: {', '.join(FORMAT_NAMES)}, or {AUTO} (the default: detected "
                   "from the first lines; the choice is logged, e.g. shown by disentangle -v)")


class UnknownFormat(ValueError):
    """A format name that is not in the registry."""


def get_format(name: str | LogFormat) -> LogFormat:
    """The registered format called `name` (a `LogFormat` is returned as it is)."""
    if isinstance(name, LogFormat):
        return name
    for log_format in FORMATS:
        if log_format.name == name:
            return log_format
    raise UnknownFormat(f"unknown log format {name!r}; choose from {AUTO}, {', '.join(FORMAT_NAMES)}")


def detect_format(lines: Sequence[str], formats: Sequence[LogFormat] = DETECTION_ORDER,
                  limit: int | None = DETECT_LINES) -> LogFormat | None:
    """The format that reads most of the first `limit` non-blank lines (all when None; ties: the first of
    `formats`); None when no format reads any of them."""
    sample = [line for line in (lines[:limit * 2] if limit else lines) if line.strip()][:limit]
    best, best_count = None, 0
    for log_format in formats:
        count = sum(log_format.reads(line) for line in sample)
        if count > best_count:
            best, best_count = log_format, count
    return best


_DATE_IN_PATH = re.compile(r"((?:19|20)\d\d)[-/_]?(0[1-9]|1[0-2])[-/_]?(0[1-9]|[12]\d|3[01])(?!\d)")
_CHANNEL_IN_PATH = re.compile(r"(?:^|[/\\._-])([#&][^\s/\\,.:]+?)(?:[_-]\d{4}-?\d{2}-?\d{2})?(?=$|[/\\.])")


def date_from_path(path: str) -> dt.date | None:
    """The last date written in a path: `2015-03-04...`, `.../2015/03/04/...`, `..._20150304.log`."""
    for match in reversed(list(_DATE_IN_PATH.finditer(path.replace("\\", "/")))):
        try:
            return dt.date(int(match[1]), int(match[2]), int(match[3]))
        except ValueError:
            continue
    return None


def channel_from_path(path: str) -> str:
    """The last channel name in a path (`.../#ubuntu.txt`, `irc.libera.#ubuntu.weechatlog`,
    `#ubuntu_20150304.log`, `#ubuntu/2015-03-04.log`), or ""."""
    found = _CHANNEL_IN_PATH.findall(path)
    return found[-1] if found else ""
