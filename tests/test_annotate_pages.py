"""Paged logs (`annotate/model/pages.py`): the line index, pages parsed on demand as a whole reading parses them,
the streaming search, and (slow) a ~100 MB log opened in a child process within the memory bound."""
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from annotate.controller.controller import Controller
from annotate.model import pages
from annotate.model.pages import PagedLog, line_starts, open_log, read_lines, search
from annotate.model.session import Options, Session
from annotate.view.screen import render_screen
from disentangle.logs.files import read_log
from disentangle.logs.lines import split_lines
from disentangle.logs.records import LogError
from logwriters import write_log

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parent.parent
FORMATS = sorted((DATA / "logs" / "formats").iterdir())
LOGS = [*FORMATS, DATA / "annotate" / "chat.log", DATA / "logs" / "some_unparsed.txt"]
SIZES = [(3, 8), (5, 5), (1024, 256)]  # (lines a page, look-back lines)
RSS_BOUND_MB = 500
OPEN_BOUND_S = 60  # generous: the machine running the tests may be busy; measured: about 1 s


def shown(message):
    """What the screen shows of a message (the time of day, not the days counted from the file's start)."""
    return (message.index, message.kind, message.nick, message.text, message.raw, message.clock,
            message.minute % (24 * 60))


@pytest.mark.parametrize("data", [b"a\nb\n", b"a\r\nb\r\n", b"a\rb\r", b"a\n\nb", b"no newline", b"",
                                  b"\xef\xbb\xbfbom\nx\n", b"a\r\n\rb\n\r", b"\r\r\n\n", b"caf\xc3\xa9\n\xff\xfe\n"])
@pytest.mark.parametrize("chunk", [1, 2, 3, 64])
def test_line_index_splits_as_the_reader_does(tmp_path, data, chunk):
    path = tmp_path / "x.log"
    path.write_bytes(data)
    starts = line_starts(path, chunk)
    text = data.decode("utf-8", errors="replace").removeprefix("\ufeff")
    expected = split_lines(text)[0]
    assert [read_lines(path, starts, k, k + 1)[0] for k in range(len(starts) - 1)] == expected
    assert starts[-1] == len(data)


def copies(tmp_path, name, text, count):
    path = tmp_path / name
    path.write_text(text * count, encoding="utf-8")
    return path


def layouts(tmp_path):
    day = read_log(FORMATS[[p.name for p in FORMATS].index("irclogs_2010-11-09_#ubuntu.txt")])
    return [copies(tmp_path, f"{name}.log", write_log(day, name), 2)
            for name in ("channel-dated", "weechat", "znc", "hexchat", "plain", "irssi")]


@pytest.mark.parametrize("size", SIZES)
def test_pages_parse_every_line_as_a_whole_reading_does(tmp_path, size):
    for path in LOGS + layouts(tmp_path):
        whole = read_log(path, log_format="auto")
        paged = PagedLog.open(path, check=False, page_lines=size[0], lookback=size[1])
        assert paged.log_format == whole.log_format and len(paged) == len(whole)
        assert [shown(m) for m in paged.messages] == [shown(m) for m in whole.messages], path.name
        assert paged.messages[-1] == paged.messages[len(paged) - 1]


def test_pages_are_parsed_when_looked_at_and_few_are_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(pages, "CACHE_PAGES", 3)
    path = copies(tmp_path, "chat.log", (DATA / "annotate" / "chat.log").read_text(), 50)  # 1,000 lines
    log = PagedLog.open(path, page_lines=10, lookback=4)
    assert len(log) == 1000 and log.pages == 100 and not log._cache  # opening parses no page
    assert log.messages[995].index == 995 and list(log._cache) == [99]
    for line in (5, 15, 25, 35):
        log.messages[line]
    assert list(log._cache) == [1, 2, 3]  # the least recently used went
    with pytest.raises(IndexError):
        log.messages[1000]


def test_the_tool_reads_whole_exactly_the_logs_predict_reads_whole():
    # annotate keeps its own literal to stay off the model's imports at start-up; it must follow predict's
    from disentangle.methods.streaming import PREDICT_WINDOW
    assert pages.WHOLE_LINES == pages.PAGED_ABOVE == PREDICT_WINDOW.whole


def test_only_long_logs_are_paged_and_a_paged_one_is_checked(tmp_path):
    chat = DATA / "annotate" / "chat.log"
    assert not isinstance(open_log(chat), PagedLog)
    assert isinstance(open_log(chat, whole_lines=10), PagedLog)
    with pytest.raises(LogError, match="not an IRC log"):
        open_log(DATA / "logs" / "not_irc.txt", whole_lines=0)


def test_search_finds_what_a_line_by_line_search_finds(tmp_path):
    text = (DATA / "annotate" / "chat.log").read_text()
    path = copies(tmp_path, "chat.log", text + "[10:59] <zed> ali\x02ce said so\n", 7)  # codes split a word
    whole, paged = read_log(path), PagedLog.open(path, page_lines=4, lookback=2)
    queries = ["alice", "ALICE", "bob_: thanks", "zed alice", "not there", re.compile(r"^bob\b"), "é",
               re.compile("ALICE", re.IGNORECASE), re.compile("zed alice", re.IGNORECASE), re.compile("Alice"),
               re.compile("not there", re.IGNORECASE)]
    lines = len(whole)
    for query in queries:
        for start, stop in [(0, lines), (lines - 1, -1), (50, 70), (70, 50), (lines + 5, -3), (3, 3)]:
            expected = next((k for k in range(max(min(start, lines - 1), -1), max(min(stop, lines), -1),
                                              1 if stop > start else -1)
                             if pages.matches(whole.messages[k], query)), None)
            assert search(paged, query, start, stop) == search(whole, query, start, stop) == expected, (query, start)


def screens(controller, keys):
    drawn = []
    for key in keys:
        controller.handle(key, key if len(key) == 1 else None)
        rendered = render_screen(controller, 100, 30)
        controller.top, controller.page = rendered.top, max(rendered.rows - 1, 1)
        drawn.append([line.markup for line in rendered.lines])  # the text and its styles
    return drawn


def test_a_paged_log_shows_what_the_whole_log_shows(tmp_path, monkeypatch):
    path = copies(tmp_path, "chat.log", (DATA / "annotate" / "chat.log").read_text(), 40)
    keys = ["J", "pagedown", "pagedown", "k", "g", "7", "5", "enter", "/", "b", "o", "b", "enter", "n", "N", "end"]
    whole = screens(Controller(Session([path], Options(read_only=True)), read_only=True), keys)
    monkeypatch.setattr(pages, "PAGED_ABOVE", 10)
    monkeypatch.setattr(pages, "PAGE_LINES", 16)
    session = Session([path], Options(read_only=True))
    session.check()
    paged = Controller(session, read_only=True)
    assert isinstance(paged.doc.log, PagedLog)
    assert screens(paged, keys) == whole


CHILD = """
import sys, time
began = time.perf_counter()
from annotate.controller.controller import Controller
from annotate.model.session import Options, Session
from annotate.view.screen import render_screen
session = Session([sys.argv[1]], Options(read_only=True))
session.check()
controller = Controller(session, read_only=True)
render_screen(controller, 100, 30)
opened = time.perf_counter() - began
for key in ["g", *str(len(controller.doc.log) - 5), "enter", "pagedown", "end", "/", *"nowhere-to-be-found",
            "enter"]:  # the search scans every line before the last one
    controller.handle(key, key if len(key) == 1 else None)
    render_screen(controller, 100, 30)
peak_kb = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(opened, peak_kb, controller.current, controller.message)
"""


@pytest.mark.slow
def test_a_100_megabyte_log_opens_in_bounded_memory(tmp_path):
    path = tmp_path / "big.log"
    line = "[{:02d}:{:02d}] <nick{}> nick{}: a line of the big log, number {} of it\n"
    with open(path, "w", encoding="utf-8") as out:
        for block in range(1_700):
            out.write("".join(line.format(k // 60 % 24, k % 60, k % 97, k % 89, k)
                              for k in range(block * 1000, (block + 1) * 1000)))
    assert path.stat().st_size > 100 * 2**20
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    began = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, text=True, env=env)
    out = child.stdout.read()
    assert child.wait() == 0
    # the child's own high-water mark (VmHWM): the exit status's ru_maxrss would also count the memory of
    # the pytest process the child was forked from (Linux keeps the pre-exec peak), which grows over a suite
    opened, peak_kb, current, message = out.split(maxsplit=3)
    assert float(opened) < OPEN_BOUND_S and time.perf_counter() - began < 3 * OPEN_BOUND_S
    assert int(current) == 1_700_000 - 1 and "not found" in message
    assert int(peak_kb) / 1024 <= RSS_BOUND_MB


@pytest.mark.parametrize("pattern", ["nowhere to be found", re.compile("nowhere to be found", re.IGNORECASE)])
def test_a_search_for_plain_text_skips_pages_that_cannot_hold_it(tmp_path, monkeypatch, pattern):
    path = copies(tmp_path, "chat.log", (DATA / "annotate" / "chat.log").read_text(), 10)
    log = PagedLog.open(path, page_lines=8)
    looked = []
    monkeypatch.setattr(log, "_said", lambda number: looked.append(number) or [""] * log.page_lines)
    assert log.search(pattern, 0, len(log)) is None and not looked
    assert log.search(re.compile("nowhere.to"), 0, len(log)) is None and len(looked) == log.pages  # a real regex
