"""The chat export readers against the fourth reliability sweep (issue 44 items 1-3, 6-9, 13, 15): deep JSON
nesting, lone surrogate escapes, times out of any year, Slack's private channels and DMs, users.json in the
API's shape, messages before 1970, mixed platforms and servers in one folder, `messages` that is no array,
and the one-liners that named the wrong cause. Each case ends with exit 2 and one line, or reads exactly and
counts what it met.
"""
from __future__ import annotations

import datetime as dt
import io
import json
import os
import resource
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import disentangle
from disentangle import extract
from disentangle.cli import main
from disentangle.extract.sources.chat import ChatDays, ChatExport
from disentangle.logs.exports import export_platform
from disentangle.logs.exports.reading import load_any, read_slack
from disentangle.logs.exports.stream import (
    LONE_SURROGATE,
    MAX_DEPTH,
    REPLACED_SURROGATE,
    SurrogateFilter,
    load_json,
    stream_items,
)
from disentangle.logs.records import LogError
from helpers import (
    discord_item,
    slack_item,
    telegram_item,
    write_discord_export,
    write_slack_workspace,
    write_telegram_export,
)

pytestmark = [pytest.mark.fault, pytest.mark.usefixtures("own_cache")]   # each test its own cache root

PROJECT = Path(__file__).resolve().parent.parent
DEEP = 100_000                            # nesting levels of the sweep's files
MEMORY_LIMIT = 1536 << 20                 # address space of a run reading them (the bug took gigabytes)
DAY = "2024-03-01"
TS = ("1709283600.000100", "1709283660.000100")
LONE = "\\ud83d"                          # a lone surrogate escape, as JSON text




def one_line_error(code: int, err: str, command: str, fragment: str) -> None:
    errors = [line for line in err.splitlines() if line.startswith(f"disentangle {command}: error:")]
    assert code == 2, err
    assert "Traceback" not in err and len(errors) == 1, err
    assert fragment in errors[0], errors[0]


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main([*map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def limited_cli(*argv) -> subprocess.CompletedProcess:
    """The real command in a process whose address space is `MEMORY_LIMIT`."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    env = {**os.environ, "PYTHONPATH": str(Path(disentangle.__file__).resolve().parent.parent)}
    return subprocess.run([sys.executable, "-m", "disentangle", *map(str, argv)], capture_output=True, text=True,
                          timeout=300, cwd=PROJECT, env=env, preexec_fn=limit)


def workspace(root: Path, texts: tuple[str, ...] = ("hello there", "hi")) -> Path:
    items = [slack_item(TS[0], texts[0]), slack_item(TS[1], texts[1], user="U2", thread_ts=TS[0])]
    return write_slack_workspace(root, {"general": {DAY: items}})


def prepared(export: Path, platform: str, **changes) -> extract.PreparedSource:
    return ChatExport(export, platform, extract.ExtractOptions(logs=export, **changes)).prepare()


def channel_counts(source: extract.PreparedSource) -> dict:
    assert isinstance(source.reader, ChatDays)
    return source.reader.channels[0].summary["counts"]


# ------------------------------------------------------------------------------ 1. deep nesting


def deep_slack_text(tmp: Path) -> Path:
    root = workspace(tmp / "ws")
    day = root / "general" / f"{DAY}.json"
    day.write_text(day.read_text().replace('"hello there"', "[" * DEEP + "]" * DEEP, 1))
    return root / "general"


def deep_users(tmp: Path) -> Path:
    root = workspace(tmp / "ws")
    (root / "users.json").write_text("[" * DEEP + "]" * DEEP)
    return root / "general"


def deep_discord(tmp: Path) -> Path:
    path = write_discord_export(tmp / "deep.json", [discord_item(k, f"m{k}", minute=k) for k in range(3)])
    path.write_text(path.read_text().replace('"content": "m1"', '"content": ' + "[" * DEEP + "]" * DEEP))
    return path


@pytest.mark.parametrize("make", [deep_slack_text, deep_users, deep_discord])
def test_deep_json_nesting_is_one_line_in_bounded_memory(tmp_path, make):
    path = make(tmp_path)
    done = limited_cli("predict", "--method", "previous", path)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert "nested deeper than" in done.stderr.strip().splitlines()[-1]


def test_a_deep_discord_file_is_refused_by_extract_in_bounded_memory(tmp_path):
    done = limited_cli("extract", "--no-download", "--logs", deep_discord(tmp_path), "--output", tmp_path / "out")
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert "nested deeper than" in done.stderr.strip().splitlines()[-1]


def test_a_slack_day_nested_past_the_limit_but_within_pythons_is_refused_as_a_streamed_file_is(tmp_path, capsys):
    root = workspace(tmp_path / "ws")
    day = root / "general" / f"{DAY}.json"
    day.write_text(day.read_text().replace('"hello there"', "[" * 500 + "]" * 500, 1))
    code, _, err = run(capsys, "predict", "--method", "previous", root / "general")
    one_line_error(code, err, "predict", "nested deeper than 128 levels")


def test_nesting_of_real_depth_is_read(tmp_path):
    nested = {"content": "hi", "embeds": [{"fields": [{"value": [[["x"]]]}]}]}
    path = write_discord_export(tmp_path / "e.json", [discord_item(1, "a"), discord_item(2, "b", **nested)])
    assert [m.text for m in load_any(path).messages] == ["a", "hi"]


@pytest.mark.fault
@pytest.mark.parametrize("depth, refused", [(MAX_DEPTH, False), (MAX_DEPTH + 1, True)])
def test_the_nesting_limit_holds_exactly_past_reads_full_of_shallow_objects(tmp_path, depth, refused):
    """Reads that open many shallow objects (more than the limit in one read, never deep) are read, and so is
    a value exactly `MAX_DEPTH` deep after them; one level more is refused, streamed or read whole."""
    path = tmp_path / "e.json"
    path.write_text('{"messages": [' + ", ".join(['{"a": [{}]}'] * 2000 + ["[" * (depth - 2) + "]" * (depth - 2)]) + "]}")
    for read in (lambda: list(stream_items(path, "messages.item")), lambda: load_json(path)):
        if refused:
            with pytest.raises(LogError, match="nested deeper than"):
                read()
        else:
            value = read()
            assert len(value["messages"] if isinstance(value, dict) else value) == 2001


# ------------------------------------------------------------------------------ 2. lone surrogates


def surrogate_workspace(tmp: Path) -> Path:
    root = workspace(tmp / "ws")
    day = root / "general" / f"{DAY}.json"
    day.write_text(day.read_text().replace("hello there", f"hello {LONE} there"))
    return root


def test_a_lone_surrogate_in_slack_text_is_replaced_and_counted(tmp_path, capsys):
    root = surrogate_workspace(tmp_path)
    assert read_slack(root / "general").messages[0].text == "hello \ufffd there"
    assert channel_counts(prepared(root, "slack"))["lone_surrogates_replaced"] == 1
    code, out, err = run(capsys, "predict", "--method", "previous", "--format", "jsonl", root / "general")
    assert code == 0 and "\ufffd" in out, err
    code, out, err = run(capsys, "evaluate", "--explicit-replies", root / "general")
    assert code == 0 and "Traceback" not in err, err


def test_a_lone_surrogate_in_a_streamed_export_is_replaced_and_counted_not_made_a_question_mark(tmp_path):
    discord = write_discord_export(tmp_path / "d.json", [discord_item(1, "hello there"), discord_item(2, "ok")])
    telegram = write_telegram_export(tmp_path / "result.json", [telegram_item(1, "hello there")])
    for path, platform in ((discord, "discord"), (telegram, "telegram")):
        path.write_text(path.read_text().replace("hello there", f"hello {LONE} there \\ud83d\\ude00"))
        assert load_any(path).messages[0].text == "hello \ufffd there \U0001F600"
        assert channel_counts(prepared(path, platform))["lone_surrogates_replaced"] == 1


def test_a_surrogate_pair_and_an_escaped_backslash_are_left_as_they_are(tmp_path):
    root = workspace(tmp_path / "ws", ("smile \\ud83d\\ude00", "a \\\\ud83d b"))
    day = root / "general" / f"{DAY}.json"
    day.write_text(day.read_text().replace("\\\\ud83d\\\\ude00", "\\ud83d\\ude00").replace(
        "\\\\\\\\ud83d", "\\\\ud83d"))
    assert [m.text for m in read_slack(root / "general").messages] == ["smile \U0001F600", "a \\ud83d b"]


# ------------------------------------------------------------------------------ 3. times out of range


def out_of_range(tmp: Path) -> Path:
    items = [discord_item(k, f"message {k}", minute=k) for k in range(8)]
    items[1]["timestamp"], items[2]["timestamp"] = "0001-01-01T00:10:00+05:00", "9999-12-31T23:59:59-05:00"
    return write_discord_export(tmp / "times.json", items)


def test_times_whose_utc_value_leaves_every_year_are_messages_without_a_time(tmp_path, capsys, caplog):
    path = out_of_range(tmp_path)
    assert load_any(path).stats.unparsed_lines == 2
    code, out, err = run(capsys, "predict", "--method", "previous", path)
    assert code == 0 and "2 of 8 messages have no readable timestamp" in caplog.text, err
    code, out, err = run(capsys, "evaluate", "--explicit-replies", path, "--method", "previous")
    assert "Traceback" not in err and "OverflowError" not in err, err
    assert channel_counts(prepared(path, "discord"))["messages_without_time"] == 2


# ------------------------------------------------------------------------------ 6, 7. Slack lists and users


def private_workspace(tmp: Path) -> Path:
    def day(text: str) -> dict:
        return {DAY: [slack_item(TS[0], text), slack_item(TS[1], text + " again", user="U2")]}
    root = write_slack_workspace(tmp / "ws", {"general": day("pub"), "secret": day("priv"), "D0123": day("dm"),
                                              "mpdm-alice--bob-1": day("group"), "stray": day("stray")})
    (root / "channels.json").write_text(json.dumps([{"id": "C0", "name": "general"}]))
    (root / "groups.json").write_text(json.dumps([{"id": "G1", "name": "secret"}]))
    (root / "dms.json").write_text(json.dumps([{"id": "D0123", "members": ["U1", "U2"]}]))
    (root / "mpims.json").write_text(json.dumps([{"id": "G2", "name": "mpdm-alice--bob-1"}]))
    return root


def test_private_channels_and_direct_messages_of_a_workspace_are_read(tmp_path, caplog):
    root = private_workspace(tmp_path)
    channels = {c.name: c for c in export_platform(root).channels(root)}
    assert sorted(channels) == ["D0123", "general", "mpdm-alice--bob-1", "secret"]
    assert [channels[name].private for name in sorted(channels)] == [True, False, True, False]
    assert "1 folder(s) of day files listed in none of" in caplog.text and "stray" in caplog.text
    source = prepared(root, "slack", channel="all")
    assert isinstance(source.reader, ChatDays) and len(source.reader.channels) == 4


def test_users_in_the_slack_api_shape_are_read(tmp_path):
    root = workspace(tmp_path / "ws", ("<@U1> hello", "hi"))
    (root / "users.json").write_text(json.dumps({"ok": True, "members": [
        {"id": "U1", "name": "alice", "profile": {"display_name": "Alice"}}]}))
    log = read_slack(root / "general")
    assert log.messages[0].text == "@Alice hello" and log.messages[0].nick == "Alice"


def test_users_as_another_object_is_one_line(tmp_path, capsys):
    root = workspace(tmp_path / "ws")
    (root / "users.json").write_text(json.dumps({"U1": {"name": "alice"}}))
    code, _, err = run(capsys, "predict", "--method", "previous", root / "general")
    one_line_error(code, err, "predict", "not a Slack users file")
    code, err = main(["extract", "--no-download", "--logs", str(root), "--output", str(tmp_path / "o")]), \
        capsys.readouterr().err
    one_line_error(code, err, "extract", "not a Slack users file")


# ------------------------------------------------------------------------------ 8. before 1970


def test_messages_before_1970_are_read_like_any_other(tmp_path):
    start = dt.datetime(1969, 12, 30, 9, tzinfo=dt.timezone.utc)
    items = [discord_item(k, f"m{k}", minute=k) for k in range(50)]
    for k in range(30):
        items[k]["timestamp"] = (start + dt.timedelta(minutes=k)).isoformat()
    path = write_discord_export(tmp_path / "e.json", items)
    assert sorted(prepared(path, "discord").reader.channels[0].days.items()) == [("1969-12-30", 30),
                                                                                 ("2024-03-01", 20)]
    assert load_any(path).stats.unparsed_lines == 0


# ------------------------------------------------------------------------------ 9. several exports in a folder


def test_a_discord_file_beside_a_slack_channel_folder_is_refused(tmp_path, capsys):
    root = workspace(tmp_path / "ws")
    (root / "channels.json").unlink()
    (root / "users.json").unlink()
    write_discord_export(root / "d.json", [discord_item(1, "hi")])
    code, err = main(["extract", "--no-download", "--logs", str(root), "--output", str(tmp_path / "o")]), \
        capsys.readouterr().err
    one_line_error(code, err, "extract", "exports of several platforms in one folder: discord (d.json), slack")


def test_a_slack_workspace_holding_a_discord_file_is_refused(tmp_path, capsys):
    root = workspace(tmp_path / "ws")
    (root / "sub").mkdir()
    write_discord_export(root / "sub" / "d.json", [discord_item(1, "hi")])
    code, err = main(["extract", "--no-download", "--logs", str(root), "--output", str(tmp_path / "o")]), \
        capsys.readouterr().err
    one_line_error(code, err, "extract", "exports of several platforms in one folder")
    with pytest.raises(LogError, match="several platforms"):
        export_platform(root)


def test_files_of_two_discord_servers_in_one_folder_are_refused(tmp_path, capsys):
    (tmp_path / "e").mkdir()
    write_discord_export(tmp_path / "e" / "a.json", [discord_item(1, "hi")])
    other = write_discord_export(tmp_path / "e" / "b.json", [discord_item(2, "yo")], channel="other",
                                 channel_id="901")
    other.write_text(other.read_text().replace('"guild": {"id": "1"', '"guild": {"id": "2"'))
    code, err = main(["extract", "--no-download", "--logs", str(tmp_path / "e"), "--channel", "all",
                      "--output", str(tmp_path / "o")]), capsys.readouterr().err
    one_line_error(code, err, "extract", "files of 2 Discord servers in one folder (guild ids 1 (a.json), 2 (b.json))")


# ------------------------------------------------------------------------------ 13. messages not an array


def test_discord_messages_that_are_an_object_are_said(tmp_path, capsys):
    path = tmp_path / "e.json"
    path.write_text(json.dumps({"guild": {"id": "1"}, "channel": {"id": "9", "name": "c"}, "messages": {"a": 1}}))
    code, _, err = run(capsys, "predict", "--method", "previous", path)
    one_line_error(code, err, "predict", "its messages is an object, not an array")
    code, err = main(["extract", "--no-download", "--logs", str(path), "--output", str(tmp_path / "o")]), \
        capsys.readouterr().err
    one_line_error(code, err, "extract", "its messages is an object, not an array")


# ------------------------------------------------------------------------------ 15. the right one-liner


def test_a_discord_file_with_a_byte_order_mark_is_read(tmp_path):
    path = write_discord_export(tmp_path / "e.json", [discord_item(k, f"m{k}", minute=k) for k in range(3)])
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert [m.text for m in load_any(path).messages] == ["m0", "m1", "m2"]
    assert sum(prepared(path, "discord").reader.channels[0].days.values()) == 3


def test_a_discord_export_named_txt_is_read_as_discord(tmp_path):
    path = write_discord_export(tmp_path / "e.txt", [discord_item(k, f"m{k}", minute=k) for k in range(3)])
    assert export_platform(path).name == "discord"
    assert sum(prepared(path, "discord").reader.channels[0].days.values()) == 3


@pytest.mark.parametrize("content, fragment", [(b"", "an empty file (0 bytes)"),
                                               ('{"guild": 1}'.encode("utf-16"), "a UTF-16 file")],
                         ids=["empty", "utf-16"])
def test_an_empty_or_utf16_file_is_said_to_be_so(tmp_path, capsys, content, fragment):
    path = tmp_path / "log.txt"
    path.write_bytes(content)
    code, err = main(["extract", "--no-download", "--logs", str(path), "--output", str(tmp_path / "o")]), \
        capsys.readouterr().err
    one_line_error(code, err, "extract", fragment)


def test_a_dangling_logs_link_is_said_to_be_one(tmp_path, capsys):
    link = tmp_path / "export"
    link.symlink_to(tmp_path / "gone")
    code, err = main(["extract", "--no-download", "--logs", str(link), "--output", str(tmp_path / "o")]), \
        capsys.readouterr().err
    one_line_error(code, err, "extract", "no such file or directory (a symbolic link to a path that does not exist)")


def test_an_unreadable_slack_channel_folder_is_said_unreadable(tmp_path, capsys, monkeypatch):
    root = workspace(tmp_path / "ws")
    folder, iterdir = root / "general", Path.iterdir

    def refused(self: Path):
        if self == folder:
            raise PermissionError(13, "Permission denied", str(self))
        return iterdir(self)
    monkeypatch.setattr(Path, "iterdir", refused)
    code, err = main(["extract", "--no-download", "--logs", str(root), "--output", str(tmp_path / "o")]), \
        capsys.readouterr().err
    one_line_error(code, err, "extract", f"cannot read {folder}: Permission denied")


def test_a_surrogate_escape_cut_between_two_reads_is_read_as_one(tmp_path):
    """Every split of a text of pairs, lone halves and escaped backslashes between reads gives what a whole read
    gives (the streamed reader holds back the end of each read)."""
    text = '"a \\ud83d\\ude00 \\\\ud83d \\ud83d b \\\\\\ude00 \\uD83D\\uDE00\\ude00"'
    whole = json.loads(LONE_SURROGATE.sub(REPLACED_SURROGATE, text))
    assert whole == "a \U0001F600 \\ud83d \ufffd b \\\ufffd \U0001F600\ufffd"
    for size in range(1, len(text) + 1):
        counts: Counter[str] = Counter()
        reader, read = SurrogateFilter(io.BytesIO(text.encode()), counts), b""
        while chunk := reader.read(size):
            read += chunk
        assert json.loads(read) == whole and counts["lone_surrogates_replaced"] == 3, size
