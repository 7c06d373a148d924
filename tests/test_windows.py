"""The windowed log reader (`disentangle.logs.windows`): windows that cover a file once and parse as the whole
file is, in every layout; a log in memory cut into the same windows; the first lines read, checked and handed
on as a `ReadingState`; a 12-hour clock decided on the whole file; a bad part of a long file refused."""
import pytest

from disentangle.logs.files import read_log
from disentangle.logs.records import LogError
from disentangle.logs.windows import WindowReader, WindowSizes, log_windows, start_reading, twelve_hour_clock

BIG_DAY = ("2005", "02", "24")
SIZES = (WindowSizes(segment=97, context=40, lookahead=13), WindowSizes(segment=300, context=150, lookahead=120),
         WindowSizes(segment=1000, context=0, lookahead=0))


def day_path(root, day) -> str:
    return str(root.joinpath(*day, "#ubuntu.txt"))


def said(messages) -> list[tuple]:
    return [(m.kind, m.nick, m.text, m.minute, m.raw) for m in messages]


@pytest.mark.parametrize("sizes", SIZES)
def test_windows_cover_every_line_once_and_parse_as_the_whole_log(irclogs_root, sizes):
    path = day_path(irclogs_root, BIG_DAY)
    whole = read_log(path)
    reader = WindowReader(path, path, sizes)
    assert not reader.single
    covered = []
    for window in reader.windows():
        assert window.offset <= window.lo < window.hi <= window.end
        assert window.lo - window.offset <= sizes.context
        covered += range(window.lo, window.hi)
        assert said(window.log.messages) == said(whole.messages[window.offset:window.end])
    assert covered == list(range(len(whole)))


@pytest.mark.parametrize("sizes", SIZES)
@pytest.mark.parametrize("extra", [0, 1, 2])  # `extra` lines past a whole number of segments: the last cuts
def test_a_log_in_memory_is_cut_into_the_windows_of_a_file_of_its_lines(irclogs_root, tmp_path, sizes, extra):
    lines = open(day_path(irclogs_root, BIG_DAY), encoding="utf-8").read().splitlines()
    path = tmp_path / "cut.txt"
    path.write_text("\n".join(lines[:3 * sizes.segment + sizes.lookahead + extra]) + "\n", encoding="utf-8")
    from_file = list(WindowReader(str(path), str(path), sizes).windows())
    in_memory = list(log_windows(read_log(path), sizes))
    assert [(w.offset, w.lo, w.hi, w.end) for w in in_memory] == [(w.offset, w.lo, w.hi, w.end) for w in from_file]
    for mine, theirs in zip(in_memory, from_file):
        assert [m.index for m in mine.log.messages] == list(range(len(mine.log)))
        assert said(mine.log.messages) == said(theirs.log.messages)


@pytest.mark.parametrize("format_name", ["channel-dated", "weechat", "znc", "hexchat", "plain", "irssi"])
def test_every_layout_streams_the_minutes_of_a_whole_file_reading(irclogs_root, tmp_path, format_name):
    from logwriters import write_log
    day = read_log(day_path(irclogs_root, BIG_DAY))
    path = tmp_path / "2005-02-24.log"
    path.write_text(write_log(day, format_name) * 2, encoding="utf-8")   # two days: a date change or a wrap
    whole = read_log(path, log_format="auto")
    reader = WindowReader(str(path), str(path), SIZES[1])
    assert not reader.single
    seen = []
    for window in reader.windows():
        assert window.log.log_format == whole.log_format
        seen += [(m.kind, m.nick, m.text, m.minute) for m in window.log.messages[window.lo - window.offset:
                                                                               window.hi - window.offset]]
    assert seen == [(m.kind, m.nick, m.text, m.minute) for m in whole.messages]


@pytest.mark.parametrize("segment, context, lookahead", [(0, 0, 0), (5, -1, 0), (5, 0, -1)])
def test_a_window_needs_a_segment_and_no_negative_sizes(segment, context, lookahead):
    with pytest.raises(ValueError, match="segment >= 1"):
        WindowSizes(segment, context, lookahead)


def test_the_first_lines_are_checked_unless_asked_not_to(tmp_path):
    lines = ["just prose, no clock", "and more prose", "[10:00] <ann> hi"]
    with pytest.raises(LogError, match="not an IRC log"):
        start_reading(lines, "prose.txt", tmp_path / "prose.txt")
    start = start_reading(lines, "prose.txt", tmp_path / "prose.txt", check=False)
    assert len(start.log) == 3 and start.after.log_format.name == start.log.log_format


@pytest.mark.parametrize("later_clock, wrapped_minute", [(None, 720 + 60), ("[14:00] <cid> afternoon", 1440 + 60)])
def test_a_twelve_hour_clock_is_decided_on_the_clock_lines(tmp_path, later_clock, wrapped_minute):
    first = ["[10:00] <ann> morning", "[11:00] <bob> hi"]
    whole_file = first + ([later_clock] if later_clock else [])
    start = start_reading(first, "x.txt", tmp_path / "x.txt", "auto", lambda: whole_file)
    assert twelve_hour_clock(whole_file, start.after.log_format) is (later_clock is None)
    wrapped = start.after.read_on(["[01:00] <ann> past noon, or past midnight"], len(first))[0]
    assert [m.minute for m in start.log.messages] == [600, 660]
    assert [(m.index, m.minute) for m in wrapped] == [(2, wrapped_minute)]


def test_a_long_file_whose_later_part_is_no_log_is_refused_there(irclogs_root, tmp_path):
    lines = open(day_path(irclogs_root, BIG_DAY), encoding="utf-8").read().splitlines()[:500]
    path = tmp_path / "mixed.txt"
    path.write_text("\n".join(lines + ["no log line at all"] * 400) + "\n", encoding="utf-8")
    reader = WindowReader(str(path), str(path), SIZES[1])
    with pytest.raises(LogError, match="not an IRC log from about line"):
        list(reader.windows())
