"""Reading logs: every line kind, odd bytes, clocks that wrap, broken and empty files."""
import pytest

from conftest import DATA
from disentangle.logs.files import read_log, read_log_bytes
from disentangle.logs.formats import KIND_ACTION, KIND_MESSAGE, KIND_NICK, KIND_OTHER, KIND_SYSTEM
from disentangle.logs.lines import MAX_LINE_CHARS
from disentangle.logs.reading import parse_line
from disentangle.logs.records import LogError, is_bot, nick_key

LOGS = DATA / "logs"


@pytest.mark.parametrize("line, kind, nick, text, clock", [
    ("[12:34] <alice> hello there", KIND_MESSAGE, "alice", "hello there", 754),
    ("[00:00] <[D-Tail] > adub: hi", KIND_MESSAGE, "[D-Tail]", "adub: hi", 0),
    ("[07:44] <Asl[a] n> what packages", KIND_MESSAGE, "Asl[a] n", "what packages", 464),
    ("[12:34]  * bob waves at all", KIND_ACTION, "bob", "waves at all", 754),
    ("=== carol [n=c@host] has joined #ubuntu", KIND_SYSTEM, "carol", "[n=c@host] has joined #ubuntu", None),
    ("=== old_nick is now known as NewNick", KIND_NICK, "old_nick", "NewNick", None),
    ("[05:12] -spammer:#ubuntu- buy things", KIND_MESSAGE, "spammer", "buy things", 312),
    ("[01:09] (soundray/#ubuntu) thomas: see", KIND_MESSAGE, "soundray", "thomas: see", 69),
    ("[12:34] <alice>", KIND_MESSAGE, "alice", "", 754),
    ("[12:3", KIND_OTHER, "", "[12:3", None),
    ("", KIND_OTHER, "", "", None),
    ("[99:99] <x> clock out of range", KIND_MESSAGE, "x", "clock out of range", None),
])
def test_parse_line(line, kind, nick, text, clock):
    assert parse_line(line) == (kind, nick, text, clock)


def test_small_log_kinds_and_clock_wrap():
    log = read_log(LOGS / "small.txt")
    kinds = [m.kind for m in log.messages]
    assert kinds == ["system", "message", "message", "action", "message", "nick", "message", "message",
                     "message", "message"]
    assert [m.index for m in log.messages] == list(range(10))
    assert log.messages[0].minute == log.messages[1].minute == 23 * 60 + 58  # a clockless line takes the next
    assert log.messages[6].minute == 24 * 60 + 1 and log.messages[6].hour == 0
    assert log.stats.clock_wraps == 1
    assert log.messages[8].nick == "g[r] eek"
    assert log.messages[5].is_system and not log.messages[3].is_system


def test_broken_bytes_crlf_and_truncated_line():
    log = read_log(LOGS / "broken.txt")
    assert len(log) == 4
    assert log.messages[0].text == "café ok"
    assert log.messages[1].nick == "bo\ufffd" and "\x01" not in log.messages[1].text
    assert log.stats.replaced_bytes == 1
    assert log.stats.control_chars == 1
    assert log.stats.blank_lines == 1
    assert log.stats.missing_final_newline == 1
    assert log.messages[3].kind == KIND_OTHER


@pytest.mark.parametrize("name", ["empty.txt", "system_only.txt", "garbage.bin"])
def test_odd_files_never_crash(name):
    log = read_log(LOGS / name)
    assert len(log) == len(log.messages)
    assert all(m.index == i for i, m in enumerate(log.messages))


def test_system_only_file():
    log = read_log(LOGS / "system_only.txt")
    assert [m.kind for m in log.messages] == [KIND_SYSTEM, KIND_SYSTEM, KIND_NICK]
    assert all(m.is_system for m in log.messages)


def test_very_long_line_is_cut_and_counted():
    data = b"[10:00] <a> " + b"x" * 50_000 + b"\n[10:01] <b> short\n"
    log = read_log_bytes(data, "long")
    assert log.stats.long_lines == 1
    assert len(log.messages[0].text) < MAX_LINE_CHARS
    assert len(log.messages[0].raw) > 50_000
    assert log.messages[1].text == "short"


@pytest.mark.parametrize("path", ["does/not/exist.txt", str(LOGS), "nul\0byte.txt"])
def test_unreadable_path_raises_log_error(path):
    with pytest.raises(LogError):
        read_log(path)


@pytest.mark.parametrize("nick, key", [("Alice_", "alice"), ("[D-Tail]", "d-tail"), ("bob|away", "bob|away"),
                                       ("__", "__")])
def test_nick_key(nick, key):
    assert nick_key(nick) == key


@pytest.mark.parametrize("nick, bot", [("ubotu", True), ("ubottu", True), ("UBOT5", True), ("bot", False),
                                       ("ubuntu", False)])
def test_is_bot(nick, bot):
    assert is_bot(nick) is bot


def test_shared_corpus_files_parse_cleanly(corpus_root):
    for path in sorted((corpus_root / "dev").glob("*.raw.txt")):
        log = read_log(path)
        assert log.stats.unparsed_lines == 0
        ascii_lines = (corpus_root / "dev" / path.name.replace(".raw.", ".ascii.")).read_bytes().splitlines()
        assert len(log) == len(ascii_lines)


@pytest.mark.parametrize("clocks, minutes, wraps, backwards", [
    (["23:50", "23:59", "00:01", "00:05"], [1430, 1439, 1441, 1445], 1, 0),
    (["10:05", "10:04", "10:06"], [605, 605, 606], 0, 1),
    (["23:00", "01:00", "23:30", "00:10"], [1380, 1500, 2850, 2890], 2, 0),
    (["12:58", "12:59", "01:00", "11:59", "12:00", "01:05"], [778, 779, 780, 1439, 1440, 1505], 2, 0),
    (["13:00", "12:00", "14:00"], [780, 2160, 2280], 1, 0),
])
def test_clock_wraps_and_lag(clocks, minutes, wraps, backwards):
    data = "".join(f"[{c}] <a> line {k}\n" for k, c in enumerate(clocks)).encode()
    log = read_log_bytes(data, "clock")
    assert [m.minute for m in log.messages] == minutes
    assert (log.stats.clock_wraps, log.stats.clock_backwards) == (wraps, backwards)


def test_join_logs_puts_the_earlier_log_on_the_later_clock():
    import datetime as dt

    from disentangle.logs.records import join_logs
    before = read_log_bytes(b"[23:50] <a> late\n[23:59] <b> later\n", "2015/03/03/#ubuntu.txt")
    after = read_log_bytes(b"[00:01] <a> early\n", "2015/03/04/#ubuntu.txt")
    joined = join_logs(before, after, "both")
    assert joined.date == dt.date(2015, 3, 4) and [m.index for m in joined.messages] == [0, 1, 2]
    assert [m.minute for m in joined.messages] == [-10, -1, 1] and [m.hour for m in joined.messages] == [23, 23, 0]
    undated = join_logs(read_log_bytes(b"[23:50] <a> x\n", "a"), read_log_bytes(b"[00:01] <b> y\n", "b"), "ab")
    assert [m.minute for m in undated.messages] == [-10, 1]


def private_imports_of_logs(path) -> list[str]:
    """The private names (`_x`) of `disentangle.logs` modules that a file imports."""
    import ast
    return [f"{node.module}.{alias.name}" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("disentangle.logs")
            for alias in node.names if alias.name.startswith("_")]


def test_no_module_outside_the_logs_stage_reads_its_private_names(tmp_path):
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    users = [p for folder in ("disentangle", "annotate", "bench") for p in (root / folder).rglob("*.py")
             if "logs" not in p.relative_to(root).parts[:2]]
    assert len(users) > 50
    assert [f"{p.relative_to(root)}: {name}" for p in users for name in private_imports_of_logs(p)] == []
    bad = tmp_path / "bad.py"
    bad.write_text("from disentangle.logs.reading import _clocked, parse_lines\n", encoding="utf-8")
    assert private_imports_of_logs(bad) == ["disentangle.logs.reading._clocked"]  # the check finds one
