"""Tests for disentangle.logs.split: a long log file streamed into parts of one date and channel, byte for
byte; layouts without dates refused; bounded buffers; line ends across read blocks."""
from __future__ import annotations

import datetime as dt
import io
import re
from collections import defaultdict
from pathlib import Path

import pytest

from disentangle.logs import split
from disentangle.logs.files import read_log_bytes
from disentangle.logs.split import DaySplitter, SplitError, byte_lines

DATA = Path(__file__).resolve().parent / "data" / "logs"
FORMATS = DATA / "formats"
SPLIT = DATA / "split"


def days_of(path: Path, log_format: str = "auto") -> tuple[DaySplitter, dict[tuple[str, str], bytes]]:
    """The splitter after reading `path`, and the bytes of each (date, casefolded channel)."""
    splitter = DaySplitter(path)
    found: dict[tuple[str, str], bytes] = defaultdict(bytes)
    for part in splitter.parts():
        assert part.lines == len(list(byte_lines(io.BytesIO(part.data), "part")))
        found[(part.date.isoformat(), part.channel.casefold())] += part.data
    return splitter, dict(found)


@pytest.mark.parametrize("name, layout", [("channel-dated.txt", "channel-dated"),
                                          ("hexchat_libera-#ubuntu.log", "hexchat"),
                                          ("irc.libera.#ubuntu.weechatlog", "weechat"),
                                          ("irssi_#ubuntu.log", "irssi"), ("mirc_#ubuntu.log", "mirc")])
def test_a_two_day_log_splits_at_midnight_losing_nothing(name: str, layout: str) -> None:
    path = FORMATS / name
    splitter = DaySplitter(path)
    parts = list(splitter.parts())
    assert splitter.format.name == layout
    assert b"".join(p.data for p in parts) == path.read_bytes()
    assert [p.date for p in parts] == [dt.date(2010, 11, 9), dt.date(2010, 11, 10)]
    assert splitter.lines == sum(p.lines for p in parts) == len(path.read_bytes().splitlines())
    for part in parts:  # each day, read alone as a day file, is that day (no line of another)
        log = read_log_bytes(part.data, f"{part.date:%Y/%m/%d}/#ubuntu.txt", layout, part.date)
        assert log.dates == (part.date,)


@pytest.mark.fault
@pytest.mark.parametrize("name", ["irclogs_2010-11-09_#ubuntu.txt", "znc_#ubuntu_20101109.log",
                                  "plain_#ubuntu_2010-11-09.txt"])
def test_a_layout_without_dates_is_refused(name: str) -> None:
    with pytest.raises(SplitError, match="has no dates to split it into days"):
        DaySplitter(FORMATS / name)


def test_channels_and_dates_of_a_channel_dated_file() -> None:
    splitter, days = days_of(SPLIT / "channel-dated.txt")
    lines = (SPLIT / "channel-dated.txt").read_bytes().splitlines(keepends=True)
    assert days[("2015-03-01", "#ubuntu")] == b"".join(lines[k] for k in (0, 1, 3, 4))  # preamble, garbage
    assert days[("2015-03-01", "#ubuntu-offtopic")] == lines[2]
    assert days[("2015-03-02", "#ubuntu")] == b"".join(lines[k] for k in (5, 7, 8))  # #UBUNTU is #ubuntu
    assert days[("2015-03-04", "#ubuntu")] == lines[9]
    assert splitter.leading == 1
    assert dict(splitter.channels) == {"#ubuntu": 8, "#ubuntu-offtopic": 2}


def test_hexchat_years_come_from_the_headers_across_new_year() -> None:
    splitter, days = days_of(SPLIT / "#ubuntu.hexchat.log")
    lines = (SPLIT / "#ubuntu.hexchat.log").read_bytes().splitlines(keepends=True)
    assert days[("2015-12-31", "")] == b"".join(lines[:4])  # a line before the header: its year too
    assert days[("2016-01-01", "")] == b"".join(lines[4:7])
    assert days[("2016-01-02", "")] == lines[7]
    assert splitter.leading == 1


def test_irssi_lines_before_a_day_change_belong_to_the_day_before() -> None:
    _, days = days_of(SPLIT / "irssi.log")
    lines = (SPLIT / "irssi.log").read_bytes().splitlines(keepends=True)
    assert days == {("2015-03-02", ""): lines[0], ("2015-03-03", ""): b"".join(lines[1:5]),
                    ("2015-03-05", ""): b"".join(lines[5:])}


def test_mirc_session_lines_go_with_the_channel_they_open() -> None:
    splitter, days = days_of(SPLIT / "mirc.log")
    lines = (SPLIT / "mirc.log").read_bytes().splitlines(keepends=True)
    assert days == {("2015-03-01", "#ubuntu"): b"".join(lines[:3]), ("2015-03-02", "#ubuntu"): b"".join(lines[3:6]),
                    ("2015-03-02", "#kubuntu"): b"".join(lines[6:])}
    assert dict(splitter.channels) == {"#ubuntu": 6, "#kubuntu": 4}


@pytest.mark.parametrize("block", [1, 2, 3, 5, 64])
def test_line_ends_are_kept_across_read_blocks(monkeypatch, block: int) -> None:
    monkeypatch.setattr(split, "READ_BLOCK", block)
    data = b"a\r\nbb\rccc\n\r\n\rd\xff\r\r\nlast"
    expected = [m.group() for m in re.finditer(rb"[^\r\n]*(?:\r\n|\n|\r|$)", data) if m.group()]
    assert list(byte_lines(io.BytesIO(data), "x")) == expected


@pytest.mark.fault
def test_a_file_without_line_ends_is_refused_in_bounded_memory(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(split, "READ_BLOCK", 8)
    monkeypatch.setattr(split, "MAX_LINE_BYTES", 64)
    path = tmp_path / "one.log"
    path.write_bytes(b"2015-03-01 10:00:00\talice\thi\n" + b"x" * 200)
    with pytest.raises(SplitError, match="a line longer than"):
        list(DaySplitter(path, "weechat").parts())


@pytest.mark.fault
def test_no_date_in_the_first_lines_is_refused(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(split, "MAX_LEADING_LINES", 3)
    path = tmp_path / "late.log"
    path.write_text("junk\n" * 4 + "2015-03-01 10:00:00\talice\thi\n")
    with pytest.raises(SplitError, match="no date in its first 3 lines"):
        list(DaySplitter(path, "weechat").parts())
    path.write_text("junk\n" * 2)
    with pytest.raises(SplitError, match="no line with a date"):
        list(DaySplitter(path, "weechat").parts())


def test_a_long_day_comes_in_several_parts(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(split, "MAX_PART_BYTES", 100)
    path = tmp_path / "busy.log"
    path.write_text("".join(f"2015-03-01 10:{m:02d}:00\talice\tline {m}\n" for m in range(20)))
    parts = list(DaySplitter(path).parts())
    assert len(parts) > 3 and max(len(p.data) for p in parts) < 200
    assert b"".join(p.data for p in parts) == path.read_bytes()


def test_a_byte_order_mark_stays_in_the_bytes(tmp_path: Path) -> None:
    path = tmp_path / "bom.log"
    path.write_bytes(b"\xef\xbb\xbf2015-03-01 10:00:00\talice\thi\n2015-03-02 10:00:00\tbob\tyo\n")
    parts = list(DaySplitter(path).parts())
    assert [p.date.day for p in parts] == [1, 2] and parts[0].data.startswith(b"\xef\xbb\xbf")


def test_no_line_is_lost_after_the_lines_the_format_is_detected_on(tmp_path: Path) -> None:
    path = tmp_path / "long.log"
    path.write_text("".join(f"2015-03-01 10:{m % 60:02d}:00\talice\tline {m}\n" for m in range(500)))
    splitter = DaySplitter(path)
    assert b"".join(p.data for p in splitter.parts()) == path.read_bytes() and splitter.lines == 500


def test_lines_before_a_new_years_header_are_of_the_year_before(tmp_path: Path) -> None:
    path = tmp_path / "#ubuntu.log"
    path.write_text("Dec 31 23:59:00 <alice>\tlast words of the year\n"
                    "**** BEGIN LOGGING AT Fri Jan  1 00:05:00 2016\n"
                    "Jan 01 00:06:00 <bob>\tfirst words\n")
    assert [p.date for p in DaySplitter(path).parts()] == [dt.date(2015, 12, 31), dt.date(2016, 1, 1)]
