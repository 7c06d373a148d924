"""Tests for the public API (disentangle/api.py), called as a user would: `import disentangle`, messages as
dicts, records and DataFrame rows with datetimes or ISO strings; the same links and conversations as
`disentangle predict` and the same dialogues as extract's day step on a shared day; bad input named by index;
the examples of docs/api.md run; `import disentangle` stays cheap."""
from __future__ import annotations

import collections
import configparser
import dataclasses
import datetime as dt
import doctest
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import disentangle
from disentangle.errors import DisentangleError

ROOT = Path(__file__).resolve().parent.parent
SHARED_DAY = ROOT.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
DAY_SOURCE = "2005/02/24/#ubuntu.txt"
START = dt.datetime(2024, 5, 1, 10, 0)
CHAT = [("ann", "hi, my wifi stops working after suspend, any idea?"), ("bob", "ann: which card is it?"),
        ("cid", "is there a mirror for the iso in europe?"), ("ann", "bob: an intel 7260"),
        ("bob", "ann: try sudo modprobe -r iwlwifi"), ("ann", "bob: that brings it back, thanks!")]
PYTHON_BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def chat_dicts(iso: bool = False) -> list[dict]:
    times = [START + dt.timedelta(minutes=2 * n, seconds=7) for n in range(len(CHAT))]
    return [{"author": a, "text": t, "time": time.isoformat() if iso else time} for (a, t), time in zip(CHAT, times)]


@pytest.fixture(scope="module")
def model() -> disentangle.Model:
    return disentangle.load()


def test_datetimes_and_iso_strings_give_the_same_links_and_conversations(model) -> None:
    links = model.links(chat_dicts())
    assert model.links(chat_dicts(iso=True)) == links
    assert [link.message for link in links] == list(range(len(CHAT)))
    assert all(0 < link.probability <= 1 and link.parent <= link.message for link in links)
    conversations = model.conversations(chat_dicts(iso=True))
    assert conversations == model.conversations(chat_dicts())
    assert sorted(i for c in conversations for i in c.indices) == list(range(len(CHAT)))


def test_a_conversation_has_a_length_and_its_message_records(model) -> None:
    conversations = model.conversations(chat_dicts())
    first = conversations[0]
    assert len(first) == len(first.messages) == len(list(first)) > 1
    assert all(isinstance(m, disentangle.Message) for m in first.messages)
    assert [m.text for m in first.messages] == [CHAT[i][1] for i in first.indices]
    assert first.authors[0] == "ann" and 0 <= first.confidence <= 1
    assert first.messages[1].minute == 10 * 60 + 2  # seconds dropped, minutes from the first day's midnight


def test_records_and_dataframe_rows_are_messages(model) -> None:
    Row = collections.namedtuple("Row", "author text time")
    rows = [Row(d["author"], d["text"], d["time"]) for d in chat_dicts()]

    class Frame:  # what the API uses of a pandas DataFrame
        columns = ("author", "text", "time")

        def to_dict(self, orient: str) -> list[dict]:
            assert orient == "records"
            return [{**d, "channel": "#x"} for d in chat_dicts()]  # extra columns are ignored

    expected = model.links(chat_dicts())
    assert model.links(rows) == expected and model.links(Frame()) == expected
    assert model.links(disentangle.read_messages(chat_dicts()).messages) == expected  # Message records


def test_a_log_file_path_is_read_like_predict_reads_it(model, tmp_path: Path) -> None:
    lines = "".join(f"[10:{2 * n:02d}] <{a}> {t}\n" for n, (a, t) in enumerate(CHAT))
    path = tmp_path / "day.txt"
    path.write_text("=== dan has joined #ubuntu\n" + lines, encoding="utf-8")
    from_file = model.conversations(str(path))
    assert from_file[0].source == str(path) and from_file[0].messages[0].kind == "system"
    dicts = [{"author": "dan", "text": "has joined #ubuntu", "time": START, "kind": "system"}, *chat_dicts()]
    assert [c.indices for c in model.conversations(dicts)] == [c.indices for c in from_file]


@pytest.mark.parametrize("change, index, words", [
    ({3: {"text": None}}, 3, "no text"),
    ({2: {"author": ""}}, 2, "no author"),
    ({4: {"author": None}}, 4, "no author"),
    ({1: {"text": float("nan")}}, 1, "no text"),                            # pandas' missing value
    ({5: {"time": START + dt.timedelta(minutes=8 - 31)}}, 5, "goes back 31 minutes"),
    ({2: {"time": "yesterday"}}, 2, "not an ISO 8601"),
    ({0: {"time": None}}, 0, "no time"),
    ({3: {"kind": "shout"}}, 3, "unknown kind"),
    ({4: {"time": (START + dt.timedelta(minutes=9)).astimezone(dt.timezone.utc)}}, 4, "time zone"),
])
def test_bad_messages_raise_one_error_naming_the_index(change: dict, index: int, words: str) -> None:
    messages = [{**m, **change.get(n, {})} for n, m in enumerate(chat_dicts())]
    with pytest.raises(disentangle.InputError, match=rf"^message {index}: .*{words}") as raised:
        disentangle.read_messages(messages)
    assert isinstance(raised.value, DisentangleError) and isinstance(raised.value, ValueError)


def test_a_message_that_is_no_record_and_mixed_records_are_refused() -> None:
    with pytest.raises(disentangle.InputError, match="^message 1: expected a mapping"):
        disentangle.read_messages([chat_dicts()[0], 42])
    records = disentangle.read_messages(chat_dicts()).messages
    with pytest.raises(disentangle.InputError, match="^message 1: Message records and other"):
        disentangle.read_messages([records[0], chat_dicts()[1]])


@pytest.mark.fault
@pytest.mark.parametrize("call, words", [
    (lambda model: model.links(42), "expected messages .* got int"),
    (lambda model: model.links(None), "expected messages .* got NoneType"),
    (lambda model: model.conversations(3.5), "expected messages .* got float"),
    (lambda model: model.links({"author": "ann", "text": "hi", "time": "2024-05-01T10:00"}), "got dict"),
    (lambda model: disentangle.dialogues([1, 2, 3]), "^conversation 0: expected a Conversation record, got int"),
    (lambda model: disentangle.dialogues(42), "expected conversations .* got int"),
    (lambda model: disentangle.dialogues(model.conversations(chat_dicts()), "shout"), "bot commands must be"),
], ids=["links-int", "links-none", "conversations-float", "links-one-dict", "dialogues-ints", "dialogues-int",
        "dialogues-bad-rule"])
def test_wrong_types_raise_the_input_error_the_docs_promise(model, call, words: str) -> None:
    """Issue 35 (11): not a TypeError or an AttributeError from deep inside, but `InputError`."""
    with pytest.raises(disentangle.InputError, match=words):
        call(model)


def test_a_small_step_back_is_lag_and_keeps_the_later_time() -> None:
    """The reader's rule (`LAG_MINUTES`): 30 minutes back is lag, 31 is refused (above)."""
    messages = chat_dicts()
    messages[2]["time"] = messages[1]["time"] - dt.timedelta(minutes=disentangle.api.LAG_MINUTES)
    minutes = [m.minute for m in disentangle.read_messages(messages).messages]
    assert minutes[2] == minutes[1] and minutes == sorted(minutes)


def test_system_lines_may_have_no_author_and_dates_cross_midnight() -> None:
    late = dt.datetime(2024, 5, 1, 23, 59)
    log = disentangle.read_messages([{"author": "ann", "text": "hi", "time": late},
                                     {"text": "netsplit", "time": late, "kind": "system"},
                                     {"author": "bob", "text": "hey", "time": late + dt.timedelta(minutes=2)}])
    assert [m.minute for m in log.messages] == [1439, 1439, 1441] and log.date == late.date()
    assert log.messages[1].nick == "" and log.messages[1].is_system


def test_dialogues_follow_the_filters_and_the_bot_command_rule(model) -> None:
    conversations = model.conversations(chat_dicts())
    [dialogue] = disentangle.dialogues(conversations)
    assert isinstance(dialogue, disentangle.Dialogue) and dialogue.nicks == ("ann", "bob")
    assert dialogue.id == "learned:2024-05-01:0" and dialogue.confidence == conversations[0].confidence
    assert disentangle.dialogues(conversations, bot_commands="keep") == (dialogue,)
    assert disentangle.dialogues(()) == ()
    with pytest.raises(ValueError, match="bot commands must be one of"):
        disentangle.dialogues(conversations, bot_commands="shout")


@pytest.fixture(scope="module")
def shared_day():
    if not SHARED_DAY.is_file():
        pytest.skip("shared irclogs not available")
    from disentangle.logs.files import load_log
    log = load_log(SHARED_DAY)
    midnight = dt.datetime.combine(log.date, dt.time())
    return log, [{"author": m.nick, "text": m.text, "kind": m.kind,
                  "time": (midnight + dt.timedelta(minutes=m.minute)).isoformat()} for m in log.messages]


def cli(*args: str) -> str:
    return subprocess.run([sys.executable, "-m", "disentangle", *args], capture_output=True, text=True,
                          check=True, cwd=ROOT).stdout


@pytest.mark.slow
def test_links_and_conversations_are_those_of_predict(model, shared_day) -> None:
    from disentangle.linking.links import parse_output_lines
    log, dicts = shared_day
    both = model.links(dicts, second_parents=True)
    [printed] = parse_output_lines(cli("predict", str(SHARED_DAY)).splitlines()).values()
    assert sorted((link.message, link.parent) for link in both) == [(link.message, link.parent) for link in printed]
    assert len(both) > len(log)  # second parents, as predict prints them by default
    one = model.links(dicts)
    assert [link.message for link in one] == list(range(len(log)))
    assert set(one) < set(both)  # without second parents: one link per message, the chosen one
    conversations = cli("predict", "--format", "conversations", str(SHARED_DAY)).splitlines()
    found = model.conversations(dicts)
    assert [" ".join(map(str, c.indices)) for c in found] == [line.rpartition(":")[2] for line in conversations]
    assert [c.indices for c in model.conversations(SHARED_DAY)] == [c.indices for c in found]  # a path too


@pytest.fixture(scope="module")
def three_days(tmp_path_factory, shared_day) -> Path:
    """The shared day written three times over: 23,418 lines, longer than one window of `predict`."""
    path = tmp_path_factory.mktemp("long") / "2005-02-24-and-twice-more.txt"  # its first day, as the model reads
    path.write_bytes(SHARED_DAY.read_bytes() * 3)
    return path


@pytest.mark.slow
def test_on_a_log_longer_than_one_window_the_links_are_predicts_byte_for_byte(model, three_days) -> None:
    from disentangle.linking.links import format_links
    from disentangle.logs.files import load_log
    from disentangle.methods.predict import predict_text
    from disentangle.methods.streaming import PREDICT_WINDOW
    log = load_log(three_days)
    assert len(log) > PREDICT_WINDOW.whole
    printed = "".join(predict_text([str(three_days)], model.disentangler, second_parents=True))
    assert format_links(model.links(three_days, second_parents=True)) == printed      # a path: read in windows
    midnight = dt.datetime.combine(log.date, dt.time())
    dicts = [{"author": m.nick, "text": m.text, "kind": m.kind,
              "time": (midnight + dt.timedelta(minutes=m.minute)).isoformat()} for m in log.messages]
    linked = model.links(dicts, second_parents=True, name=str(three_days))
    assert format_links(linked) == printed  # in memory
    from disentangle.methods.predict import predict_source  # the whole prediction, every window's scores kept
    whole = predict_source(disentangle.read_messages(dicts, str(three_days)), model.disentangler, True, scores=True)
    assert [link.probability for link in linked] == [whole.scored.probability(link.message, link.parent)
                                                     for link in whole.all_links]  # window by window: the same
    conversations = "".join(predict_text([str(three_days)], model.disentangler, fmt="conversations"))
    found = model.conversations(three_days)
    assert "".join(f"{c.source}:{' '.join(map(str, c.indices))}\n" for c in found) == conversations
    assert all(c.confidence is not None for c in found)
    assert sorted(m.index for c in found for m in c.messages) == list(range(len(log)))
    assert all(m == log.messages[m.index] for c in found for m in c.messages)  # the windows read the whole file


@pytest.mark.slow
def test_dialogues_are_those_of_extracts_day_step(model, shared_day) -> None:
    from disentangle.extract.day import extract_day
    from disentangle.extract.records import DayTask
    log, dicts = shared_day
    task = DayTask(log.iso_date, DAY_SOURCE, SHARED_DAY.read_bytes(), b"", "unused", "", 0, "")
    expected, _, _ = extract_day(task, model.disentangler)
    found = disentangle.dialogues(model.conversations(dicts, name=DAY_SOURCE))
    # the API's confidence is the link measure (`closed`), extract's the calibrated probability (docs/api.md)
    assert len(found) > 100 and [replace(d, confidence=None) for d in found] == \
        [replace(d, confidence=None) for d in expected.dialogues]
    assert all(d.confidence is not None and d.source == DAY_SOURCE for d in found)


def test_the_bot_command_rule_is_extracts_default(model) -> None:
    """On a channel with commands to the bot (tests/data/bot_commands/channel.txt): by default a command
    is replaced by the bot's answer, as `extract --bot-commands` does by default; "keep" keeps it as typed."""
    from disentangle.dialogues.bot_commands import KEEP_COMMANDS, BotCommands
    conversations = model.conversations(ROOT / "tests" / "data" / "bot_commands" / "channel.txt")
    default, kept = disentangle.dialogues(conversations), disentangle.dialogues(conversations, KEEP_COMMANDS)
    assert default == disentangle.dialogues(conversations, BotCommands()) != kept
    assert any(d.bot_commands for d in default) and not any(d.bot_commands for d in kept)


def test_the_examples_of_docs_api_md_run(capsys) -> None:
    blocks = PYTHON_BLOCK.findall((ROOT / "docs" / "api.md").read_text(encoding="utf-8"))
    assert len(blocks) >= 2
    for number, block in enumerate(blocks):
        exec(compile(block, f"docs/api.md block {number + 1}", "exec"), {})
    shown = capsys.readouterr().out
    assert "replies to" in shown and "learned:2024-05-01:0" in shown and "message 2: no text" in shown


def test_the_docstring_examples_run() -> None:
    import disentangle.api
    import disentangle.dialogues.filters
    for module in (disentangle, disentangle.api, disentangle.dialogues.filters):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.attempted and not result.failed, module.__name__


def test_the_public_names_are_typed_records_and_functions() -> None:
    from disentangle.dialogues.records import Dialogue
    from disentangle.linking.links import Link
    from disentangle.logs.records import Message
    assert all(getattr(disentangle, name) is not None for name in disentangle.__all__)
    assert (disentangle.Message, disentangle.Link, disentangle.Dialogue) == (Message, Link, Dialogue)
    assert all(dataclasses.is_dataclass(r) and r.__dataclass_params__.frozen
               for r in (disentangle.Message, disentangle.Link, disentangle.Conversation, disentangle.Dialogue))
    assert disentangle.__version__ and callable(disentangle.dialogues) and set(dir(disentangle)) >= set(disentangle.__all__)
    assert (ROOT / "disentangle" / "py.typed").is_file()
    setup = configparser.ConfigParser()
    setup.read(ROOT / "setup.cfg", encoding="utf-8")
    assert "py.typed" in re.split(r"[,\s]+", setup["options.package_data"]["disentangle"])  # in the wheel too
    with pytest.raises(AttributeError):
        disentangle.nothing_of_that_name  # noqa: B018


def test_a_link_compares_without_its_probability() -> None:
    assert disentangle.Link("x", 2, 1, 0.9) == disentangle.Link("x", 2, 1)
    assert len({disentangle.Link("x", 2, 1, 0.9), disentangle.Link("x", 2, 1, 0.5)}) == 1


def test_a_conversation_is_its_lines_and_reads_its_messages_from_its_log() -> None:
    log = disentangle.read_messages([{"author": "ann", "text": "hi", "time": "2024-05-01T10:00"},
                                     {"author": "bob", "text": "hello ann", "time": "2024-05-01T10:01"}])
    lines = disentangle.Conversation("x", (0, 1))
    found = disentangle.Conversation("x", (0, 1), 0.9, log)
    assert found == lines and len({found, lines}) == 1 and len(found) == len(lines) == 2
    assert [m.text for m in found] == ["hi", "hello ann"] and found.authors == ("ann", "bob")
    with pytest.raises(ValueError, match="has no log"):
        lines.messages


def test_import_disentangle_imports_no_stage() -> None:
    """The API is imported on first use: `import disentangle` (every command, the annotation tool) loads no
    stage, no numpy; the dialogues package still imports as a package and is callable."""
    code = ("import sys, disentangle; print(sorted(m for m in sys.modules if m.startswith(('disentangle.', 'numpy'))));"
            "import disentangle.dialogues.filters as f; print(callable(disentangle.dialogues), f.__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out == ["[]", "True disentangle.dialogues.filters"]


def test_a_missing_model_file_is_a_disentangle_error(tmp_path: Path) -> None:
    with pytest.raises(DisentangleError, match="none.npz"):
        disentangle.load(tmp_path / "none.npz")
