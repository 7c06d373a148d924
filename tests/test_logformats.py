"""Log formats: every client layout read to the same messages, dates and channels from content or path,
detection, refusal of what is no IRC log, and the round trip of the dev files through every format."""
import datetime as dt
import logging
import re

import pytest

from conftest import DATA
from disentangle.logs.files import check_log, load_log, read_log, read_log_bytes
from disentangle.logs.formats import (
    FORMAT_NAMES,
    FORMATS,
    IRCLOGS,
    KIND_ACTION,
    KIND_MESSAGE,
    KIND_NICK,
    KIND_SYSTEM,
    SERVER_EVENT_SHAPES,
    UnknownFormat,
    channel_from_path,
    date_from_path,
    detect_format,
    get_format,
)
from disentangle.logs.records import LogError
from logwriters import WRITERS, write_log

SAMPLES = DATA / "logs" / "formats"
SAMPLE_OF = {
    "irclogs": "irclogs_2010-11-09_#ubuntu.txt", "channel-dated": "channel-dated.txt",
    "weechat": "irc.libera.#ubuntu.weechatlog", "znc": "znc_#ubuntu_20101109.log",
    "hexchat": "hexchat_libera-#ubuntu.log", "plain": "plain_#ubuntu_2010-11-09.txt", "irssi": "irssi_#ubuntu.log",
    "mirc": "mirc_#ubuntu.log"}
# formats whose message lines alone are another format's lines: only their own headers and events tell them
# apart, so a file of bare messages (a documented example) is detected as the other
MESSAGES_READ_AS = {"irssi": "plain", "mirc": "irclogs"}
# mIRC writes actions and events behind the same "* ", so system lines of other clients (the corpus's "===
# mode/#ubuntu [+o x]  by ChanServ") cannot be written back as system lines: no writer, no round trip
NOT_ROUND_TRIPPED = {"mirc"}
ROUND_TRIP_NAMES = tuple(name for name in FORMAT_NAMES if name not in NOT_ROUND_TRIPPED)
# the same few minutes of #ubuntu in every sample: what was said, by whom, when (minutes from 2010-11-09)
SPOKEN = [
    (KIND_MESSAGE, "alice", "anyone know how to mount an iso?", 23 * 60 + 51),
    (KIND_MESSAGE, "bob", "alice: sudo mount -o loop file.iso /mnt", 23 * 60 + 52),
    (KIND_ACTION, "carol", "waves", 23 * 60 + 55),
    (KIND_MESSAGE, "alice", "bob_: thanks, that worked", 24 * 60 + 2),
    (KIND_MESSAGE, "bob_", "alice: you're welcome", 24 * 60 + 3),
]
GARBAGE = ["garbage.bin", "not_irc.txt", "table.csv", "syslog.txt"]


def spoken(log):
    return [(m.kind, m.nick, m.text, m.minute) for m in log.messages if m.kind in (KIND_MESSAGE, KIND_ACTION)]


def test_every_format_has_a_sample_and_a_writer():
    assert set(SAMPLE_OF) == set(FORMAT_NAMES)
    assert set(WRITERS) == set(ROUND_TRIP_NAMES) and NOT_ROUND_TRIPPED < set(FORMAT_NAMES)


@pytest.mark.parametrize("name", FORMAT_NAMES)
def test_each_sample_is_detected_and_reads_to_the_same_conversation(name):
    log = load_log(SAMPLES / SAMPLE_OF[name])
    assert log.log_format == name
    assert log.stats.unparsed_lines == 0
    assert spoken(log) == SPOKEN
    assert [(m.nick, m.text) for m in log.messages if m.kind == KIND_NICK] == [("bob", "bob_")]
    assert log.date == dt.date(2010, 11, 9) and log.dates == (dt.date(2010, 11, 9), dt.date(2010, 11, 10))
    assert log.channel == "#ubuntu"
    assert sum(m.is_system for m in log.messages) == len(log) - len(SPOKEN)


@pytest.mark.parametrize("log_format", FORMATS, ids=FORMAT_NAMES)
def test_each_format_reads_its_documented_example(log_format):
    match = log_format.parse(log_format.example)
    assert (match.kind, match.nick, match.text) == (KIND_MESSAGE, "alice", "bob: try sudo apt-get update")
    detected = detect_format([log_format.example] * 3)
    assert detected.name == MESSAGES_READ_AS.get(log_format.name, log_format.name)


@pytest.mark.parametrize("path, date", [
    ("/logs/2015/03/04/#ubuntu.txt", dt.date(2015, 3, 4)),
    ("2009-03-03_10.raw.txt", dt.date(2009, 3, 3)),
    ("znc/moddata/log/libera/#ubuntu/2015-03-04.log", dt.date(2015, 3, 4)),
    ("#ubuntu_20150304.log", dt.date(2015, 3, 4)),
    ("/2001-01-01/old/2015-02-28_x.txt", dt.date(2015, 2, 28)),
    ("chat.log", None),
    ("2015-13-45.txt", None),
])
def test_date_from_path(path, date):
    assert date_from_path(path) == date


@pytest.mark.parametrize("path, channel", [
    ("/logs/2015/03/04/#ubuntu.txt", "#ubuntu"),
    ("irc.libera.#ubuntu-offtopic.weechatlog", "#ubuntu-offtopic"),
    ("#ubuntu_20150304.log", "#ubuntu"),
    ("znc/#kubuntu/2015-03-04.log", "#kubuntu"),
    ("libera-#ubuntu.log", "#ubuntu"),
    ("chat.log", ""),
])
def test_channel_from_path(path, channel):
    assert channel_from_path(path) == channel


def test_a_log_without_a_date_anywhere_has_none():
    log = read_log_bytes(b"[10:00] <a> hi\n", "chat.log")
    assert log.date is None and log.iso_date == "" and log.dates == () and log.channel == ""


def test_an_explicit_date_and_channel_are_used_when_the_lines_do_not_say():
    log = read_log_bytes(b"[10:00] <a> hi\n", "chat.log", date=dt.date(2012, 5, 6), channel="#x")
    assert (log.date, log.channel) == (dt.date(2012, 5, 6), "#x")


def test_channel_dated_file_spanning_days_and_channels():
    data = (b"#linux 2010-11-09 [23:59] <a> late\n"
            b"#linux 2010-11-12 [00:01:30] <b>\tthree days later\n"
            b"#linux 2010-11-12 === b is now known as c\n"
            b"#linux 2010-11-12 [00:00] <c> a minute back: lag\n")
    log = read_log_bytes(data, "linux.txt", "auto")
    assert log.log_format == "channel-dated" and log.channel == "#linux"
    assert [m.minute for m in log.messages] == [1439, 3 * 1440 + 1, 3 * 1440 + 1, 3 * 1440 + 1]
    assert log.messages[1].text == "three days later" and log.messages[2].kind == KIND_NICK
    assert log.stats.clock_wraps == 0 and log.stats.clock_backwards == 1
    assert log.dates == (dt.date(2010, 11, 9), dt.date(2010, 11, 12))


def test_hexchat_year_comes_from_the_header_and_rolls_over():
    data = (b"**** BEGIN LOGGING AT Fri Dec 31 23:00:00 2010\n"
            b"Dec 31 23:59:00 <a>\tlast of the year\n"
            b"Jan 01 00:01:00 <b>\tfirst of the next\n")
    log = read_log_bytes(data, "x.log", "hexchat")
    assert log.date == dt.date(2010, 12, 31)
    assert [m.minute for m in log.messages] == [23 * 60, 23 * 60 + 59, 24 * 60 + 1]
    assert log.dates == (dt.date(2010, 12, 31), dt.date(2011, 1, 1))


def test_hexchat_without_header_takes_the_year_from_the_path_or_none():
    data = b"Mar 04 10:00:00 <a>\thi\nMar 04 10:01:00 <b>\ta: hi\n"
    assert read_log_bytes(data, "2015/#ubuntu_20150304.log", "auto").date == dt.date(2015, 3, 4)
    unknown = read_log_bytes(data, "ubuntu.log", "auto")
    assert unknown.date is None and [m.minute for m in unknown.messages] == [600, 601]


def test_irssi_day_changed_without_log_opened():
    data = b"23:58 < a> before midnight\n--- Day changed Wed Nov 10 2010\n00:02 <@b> after\n"
    log = read_log_bytes(data, "irssi.log", "auto")
    assert log.log_format == "irssi" and log.date == dt.date(2010, 11, 9)
    assert [m.minute for m in log.messages] == [1438, 1438, 1442]
    assert log.messages[2].nick == "b"


@pytest.mark.parametrize("line, nick", [
    ("2010-11-09 12:00:00\t@op\thi", "op"), ("2010-11-09 12:00:00\t+voiced\thi", "voiced"),
    ("2010-11-09 12:00:00\t%half\thi", "half"), ("2010-11-09 12:00:00\t@\thi", "@")])
def test_mode_prefixes_are_stripped_from_nicks(line, nick):
    assert get_format("weechat").parse(line).nick == nick


@pytest.mark.fault
@pytest.mark.parametrize("name, lines", [
    ("irclogs", ["[10:00] <@op> hi", "[10:01] <op> hello", "[10:02]  * +op waves", "[10:03] <~op> yes"]),
    ("channel-dated", ["#ubuntu 2010-11-09 [10:00:00] <@op> hi", "#ubuntu 2010-11-09 [10:01:00] <op> hello",
                       "#ubuntu 2010-11-09 [10:02:00] * %op waves", "#ubuntu 2010-11-09 [10:03:00] <&op> yes"]),
])
def test_mode_characters_leave_nicks_in_every_layout(name, lines):
    """Issue 35 (7): `<@op> hi` and `<op> hello` were two speakers in the irclogs and channel-dated layouts."""
    log = read_log_bytes(("\n".join(lines) + "\n").encode(), "x_2010-11-09.txt", name)
    assert [m.nick for m in log.messages] == ["op"] * 4
    assert get_format(name).mode_prefixes


def test_every_layout_strips_mode_characters():
    assert all(log_format.mode_prefixes for log_format in FORMATS)


def test_a_clock_written_on_the_line_is_kept_for_display():
    log = read_log_bytes(b"=== a [x@y] has joined\n[10:05] <a> hi\n[10:04] <b> lag\n", "x")
    assert [m.clock for m in log.messages] == [None, 605, 604]
    assert [m.minute for m in log.messages] == [605, 605, 605]


def test_irclogs_files_of_the_corpus_are_detected_as_irclogs(corpus_root):
    for path in sorted(corpus_root.glob("*/*.raw.txt")):
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()[:400]
        assert detect_format(lines) is IRCLOGS, path.name


def test_unknown_format_name_is_a_log_error():
    with pytest.raises(UnknownFormat):
        get_format("trillian")
    with pytest.raises(LogError, match="unknown log format 'trillian'"):
        read_log(SAMPLES / SAMPLE_OF["irclogs"], log_format="trillian")


@pytest.mark.parametrize("name", GARBAGE)
def test_what_is_no_irc_log_is_refused_naming_the_formats_and_the_line(name):
    with pytest.raises(LogError) as caught:
        load_log(DATA / "logs" / name)
    message = str(caught.value)
    assert "not an IRC log" in message and "first at line 1:" in message and "\n" not in message
    assert all(f in message for f in FORMAT_NAMES)


def test_a_forced_format_that_does_not_fit_is_refused_naming_it():
    with pytest.raises(LogError, match=r"not lines of the format \(weechat\)"):
        load_log(SAMPLES / SAMPLE_OF["irclogs"], "weechat")


def test_some_unparsed_lines_are_a_warning_with_the_count(caplog):
    with caplog.at_level(logging.WARNING):
        log = load_log(DATA / "logs" / "some_unparsed.txt")
    assert log.stats.unparsed_lines == 2
    assert "2 of 7 lines are not irclogs lines" in caplog.text and "'garbled line one'" in caplog.text


def test_empty_and_system_only_logs_are_accepted(caplog):
    with caplog.at_level(logging.WARNING):
        assert len(load_log(DATA / "logs" / "empty.txt")) == 0
    assert "empty log" in caplog.text
    assert len(load_log(DATA / "logs" / "system_only.txt")) == 3


def test_check_log_counts_blank_lines_out():
    log = read_log_bytes(b"[10:00] <a> hi\n\n\n\njunk\n", "x")
    check_log(log, ("irclogs",))  # 1 of 2 written lines unreadable: not more than half, a warning only


@pytest.mark.parametrize("name", ROUND_TRIP_NAMES)
def test_dev_files_rewritten_in_every_format_read_back_identically(corpus_root, tmp_path, name):
    for raw in sorted((corpus_root / "dev").glob("*.raw.txt")):
        original = read_log(raw)
        path = tmp_path / raw.name
        path.write_text(write_log(original, name), encoding="utf-8")
        again = load_log(path)
        assert again.log_format == name and again.date == original.date
        assert [(m.kind, m.nick, m.text, m.minute) for m in again.messages] == \
               [(m.kind, m.nick, m.text, m.minute) for m in original.messages]


def _links(output: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in output.splitlines():
        source, pair = line.rsplit(":", 1)
        found.setdefault(source.rsplit("/", 1)[-1], []).append(pair)
    return found


@pytest.mark.slow
def test_dev_files_in_every_format_give_identical_links(corpus_root, tmp_path, capsys):
    """`disentangle predict --log-format auto` on each dev file rewritten in each format: the same links."""
    from disentangle.cli import main
    dev = sorted((corpus_root / "dev").glob("*.raw.txt"))
    assert main(["predict", "--start", "1000", *map(str, dev)]) == 0
    expected = _links(capsys.readouterr().out)
    assert len(expected) == len(dev)                # every message once or twice (a second parent)
    assert sum(len({pair.split()[0] for pair in pairs}) for pairs in expected.values()) == 2500
    for name in ROUND_TRIP_NAMES:
        rewritten = []
        for raw in dev:
            path = tmp_path / name / raw.name
            path.parent.mkdir(exist_ok=True)
            path.write_text(write_log(read_log(raw), name), encoding="utf-8")
            rewritten.append(str(path))
        assert main(["predict", "--log-format", "auto", "--start", "1000", *rewritten]) == 0
        assert _links(capsys.readouterr().out) == expected, name


def test_a_long_preamble_does_not_hide_the_format():
    data = b"".join(b"preamble line %d\n" % k for k in range(150)) + b"".join(
        b"2010-11-09 12:%02d:00\tnick%d\tline\n" % (k % 60, k % 3) for k in range(160))
    log = read_log_bytes(data, "x.log", "auto")
    assert log.log_format == "weechat" and log.stats.unparsed_lines == 150


def test_hexchat_date_stepping_back_a_day_stays_in_the_year():
    data = (b"**** BEGIN LOGGING AT Wed Nov 10 00:00:00 2010\n"
            b"Nov 10 00:01:00 <a>\tafter midnight\n"
            b"Nov 09 23:59:00 <b>\tlate line, written out of order\n")
    log = read_log_bytes(data, "x.log", "hexchat")
    assert log.dates == (dt.date(2010, 11, 10),) and log.stats.clock_backwards == 1


@pytest.mark.parametrize("log_format", FORMATS, ids=FORMAT_NAMES)
def test_the_formats_table_shows_every_format_with_its_example_and_the_readme_names_it(log_format):
    root = DATA.parent.parent
    table = (root / "docs" / "log-formats.md").read_text(encoding="utf-8")
    row = next((line for line in table.splitlines() if line.startswith(f"| `{log_format.name}` |")), "")
    assert f"`{log_format.example.replace(chr(9), '⇥')}`" in row, log_format.name
    assert f"`{log_format.name}`" in (root / "README.md").read_text(encoding="utf-8"), log_format.name


@pytest.mark.parametrize("line, kind, nick, text", [
    ("[10:00] * alice (~alice@host) has joined #ubuntu", "system", "alice", "(~alice@host) has joined #ubuntu"),
    ("[10:00] * alice (~alice@host) has left #ubuntu", "system", "alice", "(~alice@host) has left #ubuntu"),
    ("[10:00] * alice (~alice@host) Quit (Ping timeout)", "system", "alice", "(~alice@host) Quit (Ping timeout)"),
    ("[10:00] * ChanServ sets mode: +o alice", "system", "ChanServ", "sets mode: +o alice"),
    ("[10:00] * Topic is 'Ubuntu support'", "system", "", "Topic is 'Ubuntu support'"),
    ("[10:00] * alice is now known as alice_", "nick", "alice", "alice_"),
    ("[10:00] * alice has a question", "action", "alice", "has a question"),
    ("[10:00:30] <+alice> hi", "message", "alice", "hi"),
    ("[10:00] -NickServ- you are identified", "message", "NickServ", "you are identified"),
])
def test_mirc_lines(line, kind, nick, text):
    match = get_format("mirc").parse(line)
    assert (match.kind, match.nick, match.text) == (kind, nick, text)


def test_mirc_sessions_give_date_channel_and_midnight():
    data = (b"Session Start: Sat Dec 31 23:00:00 2011\r\nSession Ident: #kubuntu\r\n[23:59] <a> last\r\n"
            b"Session Time: Sun Jan 01 00:00:00 2012\r\n[00:01] <b> first\r\n")
    log = read_log_bytes(data, "chat.log", "auto")
    assert log.log_format == "mirc" and log.channel == "#kubuntu" and log.date == dt.date(2011, 12, 31)
    assert [m.minute for m in log.messages] == [23 * 60, 23 * 60, 23 * 60 + 59, 24 * 60, 24 * 60 + 1]


def test_mirc_without_headers_is_read_as_irclogs_unless_named():
    data = b"[23:59] <a> hi\n[23:59] * b (~b@h) has joined #ubuntu\n[00:01] <b> a: hello\n"
    assert read_log_bytes(data, "x.log", "auto").log_format == "irclogs"
    log = read_log_bytes(data, "x.log", "mirc")
    assert [m.kind for m in log.messages] == ["message", "system", "message"]
    assert [m.minute for m in log.messages] == [1439, 1439, 1441]  # no dates: the clock wraps at midnight


def test_mirc_formatting_codes_in_a_mirc_log():
    data = (b"Session Start: Tue Nov 09 10:00:00 2010\n[10:00] <\x0304|trey|\x03> \x02bold\x02 \x0312,01blue\x0f\n"
            b"[10:01] * \x0306carol\x03 waves\n")
    log = read_log_bytes(data, "x.log", "auto")
    assert log.log_format == "mirc" and log.stats.formatting_codes == 2
    assert [(m.kind, m.nick, m.text) for m in log.messages[1:]] == [
        (KIND_MESSAGE, "|trey|", "bold blue"), (KIND_ACTION, "carol", "waves")]


# "=== ..." lines of the 2004-2007 irclogs and of Channel Two: server events (one real line of each shape of
# SERVER_EVENT_SHAPES, in order) stay system lines; everything else the logger wrote this way is an action
SERVER_EVENTS = [
    "=== Virtuall[BZA]  is now known as Virtuall",
    "=== oO[NOVA] Oo [n=NovaFlas@sev.demon.nl]  has joined #ubuntu",
    "=== dan has joined #ubuntu",
    "=== Willette left the room (quit: Client Quit).",
    "=== mode/#ubuntu [+o Seveas]  by ChanServ",
    "=== mode/##linux mode (+o Kacy ) by ChanServ",
    "=== el was kicked off #ubuntu by LoRez (LoRez)",
    "=== araw1- is away (BRB a sec...)",
    "=== beej_ is back (gone 00:17:59)",
    "=== Topic (#ubuntu): set by Madpilot at Mon Dec  4 07:27:08 2006",
    "=== rww changed the topic of #ubuntu to: Official Ubuntu Support Channel",
    "=== ..[topic/#ubuntu:Seveas] : Official Ubuntu Help channel",
    "=== netjoined: irc.freenode.net -> kornbluth.freenode.net",
    "=== Starting logfile irclogs/ubuntu.log",
]
EQ_PREFIXES = {"irclogs": ("", "[10:00] "), "channel-dated": ("#ubuntu 2005-02-24 ", "#ubuntu 2005-02-24 [10:00] "),
               "plain": ("10:00 ",)}


def test_every_server_event_shape_has_a_real_line():
    shapes = [re.compile(shape) for shape in SERVER_EVENT_SHAPES]
    assert [next(k for k, s in enumerate(shapes) if s.match(line[4:])) for line in SERVER_EVENTS] == \
        list(range(len(SERVER_EVENT_SHAPES)))


@pytest.mark.fault
@pytest.mark.parametrize("name", sorted(EQ_PREFIXES))
@pytest.mark.parametrize("line", SERVER_EVENTS + [
    "=== dan has quit IRC (Ping timeout)", "=== c has quit", "=== membreya is away", "=== lonely_nick", "===  "])
def test_server_event_lines_stay_system_lines(name, line):
    for prefix in EQ_PREFIXES[name]:
        assert get_format(name).parse(prefix + line).kind in (KIND_SYSTEM, KIND_NICK)


@pytest.mark.parametrize("name", sorted(EQ_PREFIXES))
@pytest.mark.parametrize("line, nick, text", [
    ("=== Nafallo looks at his gaim and smiles *", "Nafallo", "looks at his gaim and smiles *"),
    ("=== Surfnkid has been internet dead for 2 days now", "Surfnkid", "has been internet dead for 2 days now"),
    ("=== IcemanV9 is back to listen to Celtic Woman on PBS", "IcemanV9", "is back to listen to Celtic Woman on PBS"),
    ("=== michael__ reads the topic", "michael__", "reads the topic"),
    ("=== Tonren 's heart skips a beat.", "Tonren", "'s heart skips a beat."),
])
def test_other_eq_lines_are_actions(name, line, nick, text):
    for prefix in EQ_PREFIXES[name]:
        match = get_format(name).parse(prefix + line)
        assert (match.kind, match.nick, match.text) == (KIND_ACTION, nick, text)


def test_an_eq_action_is_a_spoken_line_of_the_log():
    log = read_log_bytes(b"=== a [x@y]  has joined #ubuntu\n[10:00] <b> a: which driver?\n"
                         b"=== a nods at b\n[10:01] === b is now known as c\n", "2005-02-24-#ubuntu.txt")
    assert [(m.kind, m.is_system) for m in log.messages] == [
        (KIND_SYSTEM, True), (KIND_MESSAGE, False), (KIND_ACTION, False), (KIND_NICK, True)]
