"""Chat exports as logs: Slack channel folders and day files, DiscordChatExporter files. Detection, the
records read (indices, UTC minutes, kinds, bots), the platform's given parents kept in predictions and
counted, JSON that is no export refused, malformed messages counted or refused, and `evaluate
--explicit-replies`."""
import json
import logging
import os
import re
from pathlib import Path

import pytest

from conftest import DATA
from disentangle.cli import main
from disentangle.dialogues.filters import speech
from disentangle.linking.links import Link
from disentangle.logs.exports import (
    DISCORD,
    SLACK,
    TELEGRAM,
    THREAD_ROOT,
    export_kind,
    load_any,
    read_discord,
    read_slack,
)
from disentangle.logs.formats import KIND_ACTION, KIND_MESSAGE, KIND_OTHER, KIND_SYSTEM
from disentangle.logs.records import LogError, join_logs
from disentangle.methods.disentanglers import Previous
from disentangle.methods.predict import given_links, predict, render, within_quiet_units

EXPORTS = DATA / "exports"
SLACK_FOLDER = EXPORTS / "slack" / "general"
SLACK_DAY_2 = SLACK_FOLDER / "2020-11-11.json"
DISCORD_FILE = EXPORTS / "discord_general.json"
NOT_AN_EXPORT = EXPORTS / "not_an_export.json"
IRC_LOG = DATA / "logs" / "small.txt"
DAY = 24 * 60

# (kind, nick, text, minute from 2020-11-10 00:00 UTC, bot) of every message of the channel folder
SLACK_MESSAGES = [
    (KIND_SYSTEM, "alice", "@alice has joined the channel", 14 * 60, False),
    (KIND_MESSAGE, "alice", "anyone know how to mount an iso on 20.04?", 14 * 60 + 1, False),
    (KIND_MESSAGE, "bob", "@alice sudo mount -o loop file.iso /mnt", 14 * 60 + 2, False),
    (KIND_MESSAGE, "carol", "is the wifi down for anyone else?", 14 * 60 + 2, False),
    (KIND_MESSAGE, "deploybot", "Deploy of web-42 finished & healthy", 14 * 60 + 3, True),
    (KIND_MESSAGE, "alice", "thanks, that worked!", 14 * 60 + 3, False),
    (KIND_MESSAGE, "dave", "@carol works here", 14 * 60 + 4, False),          # dave: named by users.json
    (KIND_MESSAGE, "carol", "what's the best way to resize an ext4 partition? I have gparted", DAY + 9 * 60 + 15, False),
    (KIND_MESSAGE, "bob", "resize2fs after growing it with parted", DAY + 9 * 60 + 16, False),
    (KIND_MESSAGE, "alice", "https://askubuntu.com/q/24027 helped me", DAY + 9 * 60 + 16, False),
    (KIND_MESSAGE, "carol", "thanks @bob", DAY + 9 * 60 + 17, False),
    (KIND_SYSTEM, "dave", "@dave has left the channel", DAY + 9 * 60 + 20, False),
]
SLACK_GIVEN = (None, None, 1, None, None, 2, None, None, 7, None, 8, None)   # the message before, in the thread
SLACK_GIVEN_ROOT = (None, None, 1, None, None, 1, None, None, 7, None, 7, None)
DISCORD_MESSAGES = [
    (KIND_SYSTEM, "Erin", "Joined the server.", 18 * 60, False),
    (KIND_MESSAGE, "frank", "my laptop won't suspend since the kernel update", 18 * 60 + 1, False),
    (KIND_MESSAGE, "grace", "which kernel version?", 18 * 60 + 2, False),          # written 19:02 at +01:00
    (KIND_MESSAGE, "Erin", "hi all, first time here", 18 * 60 + 3, False),
    (KIND_MESSAGE, "frank", "5.11.2, on a thinkpad x230", 18 * 60 + 4, False),
    (KIND_MESSAGE, "MEE6", "GG @Erin, you just advanced to level 1!", 18 * 60 + 4, True),
    (KIND_MESSAGE, "grace", "welcome @Erin!", 18 * 60 + 5, False),                 # written 13:05 at -05:00
    (KIND_MESSAGE, "grace", "@frank try booting 5.10 from the grub menu", 18 * 60 + 6, False),
    (KIND_MESSAGE, "frank", "that fixed it, thanks!", 18 * 60 + 9, False),
    (KIND_MESSAGE, "frank", "still broken for me on 5.11.3 though", DAY + 30, False),
]
DISCORD_GIVEN = (None, None, 1, None, 2, None, 3, None, 7, None)   # the last reply names a message not exported


def records(log):
    return [(m.kind, m.nick, m.text, m.minute, m.bot) for m in log.messages]


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def slack_day(folder: Path, messages: list, day: str = "2020-11-12") -> Path:
    """A channel folder with one day file of `messages` (dicts)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{day}.json").write_text(json.dumps(messages), encoding="utf-8")
    return folder


def slack_message(ts: str, text: str, user: str = "U1", **fields) -> dict:
    return {"type": "message", "user": user, "text": text, "ts": ts, **fields}


# --- detection -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("path, kind", [(SLACK_FOLDER, SLACK), (SLACK_DAY_2, SLACK), (DISCORD_FILE, DISCORD),
                                        (IRC_LOG, None)])
def test_auto_detects_exports_and_leaves_irc_logs_to_the_irc_reader(path, kind):
    assert export_kind(path) == kind
    assert load_any(path).log_format == (kind or "irclogs")


@pytest.mark.parametrize("path, fragment", [
    (NOT_AN_EXPORT, "JSON, but not a chat export: expected a Slack export (a channel folder of YYYY-MM-DD.json "
                    "files, or one such file: a JSON array of messages with ts) or a DiscordChatExporter export"),
    (EXPORTS, "exports of several platforms in one folder: discord (discord_general.json), telegram"),
])
def test_what_is_no_export_is_refused_naming_what_was_expected(capsys, path, fragment):
    with pytest.raises(LogError, match=re.escape(fragment)):
        load_any(path)
    code, out, err = run(capsys, "predict", "--method", "previous", path)
    assert (code, out) == (2, "") and fragment in err and len(err.splitlines()) == 1


@pytest.mark.parametrize("text", ['{"messages": [', '[{"ts": "1.0", '])
def test_broken_json_is_refused_as_json_not_read_as_irc_lines(tmp_path, text):
    path = tmp_path / "cut.json"
    path.write_text(text)
    with pytest.raises(LogError, match="not valid JSON .* expected a Slack export"):
        load_any(path)


@pytest.mark.parametrize("path, log_format, fragment", [
    (DISCORD_FILE, SLACK, "not a Slack day file"),
    (SLACK_DAY_2, DISCORD, "not a Discord export"),
    (SLACK_FOLDER, DISCORD, "not a Discord export: expected a DiscordChatExporter export"),
])
def test_an_export_of_another_kind_than_asked_is_refused(path, log_format, fragment):
    with pytest.raises(LogError, match=fragment):
        load_any(path, log_format)


def test_a_fifo_is_never_opened_even_when_an_export_is_asked_for(tmp_path):
    fifo = tmp_path / "export.json"
    os.mkfifo(fifo)
    for log_format in ("auto", SLACK, DISCORD):
        with pytest.raises(LogError, match="not a regular file"):
            load_any(fifo, log_format)


def test_an_irc_format_asked_for_reads_json_as_lines_and_refuses_it():
    with pytest.raises(LogError, match="not an IRC log"):
        load_any(DISCORD_FILE, "irclogs")


# --- reading ---------------------------------------------------------------------------------------------

def test_a_slack_channel_folder_is_every_day_in_order_with_threads_as_given_parents():
    log = read_slack(SLACK_FOLDER)
    assert records(log) == SLACK_MESSAGES
    assert [m.index for m in log.messages] == list(range(len(SLACK_MESSAGES)))
    assert (log.date.isoformat(), log.channel, log.log_format) == ("2020-11-10", "#general", SLACK)
    assert log.given_parents == SLACK_GIVEN
    assert [m.clock for m in log.messages][-1] == 9 * 60 + 20           # the minute of its own (UTC) day
    assert log.stats.problems() == {}
    assert read_slack(SLACK_FOLDER, thread_parent=THREAD_ROOT).given_parents == SLACK_GIVEN_ROOT


def test_a_slack_day_file_alone_is_indexed_from_zero():
    log = load_any(SLACK_DAY_2)
    assert records(log) == [(k, n, t, minute - DAY, b) for k, n, t, minute, b in SLACK_MESSAGES[7:]]
    assert log.date.isoformat() == "2020-11-11" and log.given_parents == (None, 0, None, 1, None)


def test_slack_messages_are_in_ts_order_and_subtypes_set_kinds(tmp_path, caplog):
    folder = slack_day(tmp_path / "random", [
        slack_message("1605175260.000300", "later"),
        slack_message("1605175200.000100", "first", thread_ts="1605175200.000100"),
        slack_message("1605175230.000200", "waves", subtype="me_message"),
        slack_message("1605175290.000400", "a reply to a thread not exported", thread_ts="1605000000.000100"),
        slack_message("1605175300.000500", "set the channel topic: x", subtype="channel_topic"),
    ])
    with caplog.at_level(logging.INFO):
        log = load_any(folder)
    assert [m.text for m in log.messages] == ["first", "waves", "later", "a reply to a thread not exported",
                                              "set the channel topic: x"]
    assert [m.kind for m in log.messages] == [KIND_MESSAGE, KIND_ACTION, KIND_MESSAGE, KIND_MESSAGE, KIND_SYSTEM]
    assert log.given_parents == (None,) * 5 and log.channel == "#random"
    assert "1 thread repl(ies) whose thread is not in the export" in caplog.text


def test_a_discord_export_in_utc_with_replies_as_given_parents(caplog):
    with caplog.at_level(logging.INFO):
        log = load_any(DISCORD_FILE)
    assert records(log) == DISCORD_MESSAGES
    assert (log.date.isoformat(), log.channel, log.log_format) == ("2021-03-05", "#general", DISCORD)
    assert log.given_parents == DISCORD_GIVEN
    assert "1 repl(ies) to a message not before them in the export" in caplog.text


def test_bots_are_flagged_and_left_out_of_speech_like_irc_bots():
    log = read_slack(SLACK_FOLDER)
    assert [m.nick for m in log.messages if m.from_bot] == ["deploybot"]
    assert "deploybot" not in {m.nick for m in speech(log, range(len(log)))}
    assert {m.kind for m in speech(log, range(len(log)))} == {KIND_MESSAGE}
    assert [m.nick for m in read_discord(DISCORD_FILE).messages if m.from_bot] == ["MEE6"]


def test_line_breaks_become_spaces_and_control_characters_are_counted(tmp_path):
    folder = slack_day(tmp_path / "c", [slack_message("1605175200.000100", "two\nlines\tand a\x07bell")])
    log = load_any(folder)
    assert log.messages[0].text == "two lines and a bell" and log.stats.control_chars == 1


def discord_export(tmp_path: Path, stamps: list) -> Path:
    messages = [{"id": str(k), "type": "Default", "timestamp": stamp, "content": f"m{k}",
                 "author": {"name": "u", "isBot": False}} for k, stamp in enumerate(stamps)]
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"guild": {"name": "g"}, "channel": {"name": "c"}, "messages": messages}))
    return path


def test_a_few_messages_without_a_time_are_counted_and_kept_in_place(tmp_path, caplog):
    path = discord_export(tmp_path, ["2021-03-05T18:00:00+00:00", None, "2021-03-05T18:05:00Z", "yesterday"])
    log = load_any(path)
    assert [m.kind for m in log.messages] == [KIND_MESSAGE, KIND_OTHER, KIND_MESSAGE, KIND_OTHER]
    assert [m.minute for m in log.messages] == [1080, 1080, 1085, 1085]
    assert log.stats.unparsed_lines == 2
    assert "2 of 4 messages have no readable timestamp (first: message 1)" in caplog.text


def test_an_export_of_mostly_messages_without_a_time_is_refused(capsys, tmp_path):
    path = discord_export(tmp_path, ["2021-03-05T18:00:00+00:00", None, "soon"])
    code, out, err = run(capsys, "predict", "--method", "previous", path)
    assert (code, out) == (2, "")
    assert "not a readable discord export: 2 of 3 messages have no readable timestamp" in err
    folder = slack_day(tmp_path / "s", [{"type": "message", "text": "no ts"}, slack_message("x", "bad ts")])
    with pytest.raises(LogError, match="2 of 2 messages have no readable ts"):
        load_any(folder)


def test_joined_logs_keep_their_given_parents():
    before, after = read_slack(SLACK_DAY_2), read_discord(DISCORD_FILE)
    joined = join_logs(before, after, "both")
    assert joined.given_parents == before.given_parents + tuple(None if p is None else p + len(before)
                                                                for p in DISCORD_GIVEN)


# --- prediction ------------------------------------------------------------------------------------------

def test_given_parents_replace_the_predicted_ones_and_are_counted(caplog):
    log = read_slack(SLACK_FOLDER)
    within, _ = within_quiet_units(log, Previous().links(log), [])   # 14:04 -> 09:15 the next day: a cut
    baseline = {link.message: link.parent for link in within}
    assert baseline[7] == 7
    with caplog.at_level(logging.INFO):
        prediction = predict(log, Previous())
    parents = {link.message: link.parent for link in prediction.links}
    assert sorted(parents) == list(range(len(log)))
    for index, given in enumerate(SLACK_GIVEN):
        assert parents[index] == (given if given is not None else baseline[index])
    assert baseline[5] == 4 and parents[5] == 2                 # the thread's reply, not the bot's line before it
    assert "4 parent(s) given by the platform (slack replies), 8 predicted" in caplog.text


def test_given_parents_only_in_the_range_and_no_second_parent_on_them():
    log = read_discord(DISCORD_FILE)
    links = [Link(log.name, k, max(k - 1, 0)) for k in range(3, 7)]
    second = [Link(log.name, 4, 1), Link(log.name, 5, 1)]
    kept, second_kept = given_links(log, links, second, start=3, end=6)
    assert sorted((l.message, l.parent) for l in kept) == [(3, 2), (4, 2), (5, 4), (6, 5)]
    assert second_kept == [Link(log.name, 5, 1)]


def test_jsonl_marks_the_given_parents_of_exports_only():
    export = predict(read_discord(DISCORD_FILE), Previous())
    rows = [m for line in render([export], "jsonl").splitlines() for m in json.loads(line)["messages"]]
    assert sorted((m["index"], m["given"]) for m in rows) == [(k, p is not None) for k, p in enumerate(DISCORD_GIVEN)]
    irc = predict(load_any(IRC_LOG), Previous())
    assert all("given" not in m for line in render([irc], "jsonl").splitlines() for m in json.loads(line)["messages"])


def test_predict_command_on_a_channel_folder_and_a_discord_file(capsys):
    code, out, _ = run(capsys, "predict", "--method", "previous", SLACK_FOLDER, DISCORD_FILE)
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == len(SLACK_MESSAGES) + len(DISCORD_MESSAGES)
    assert f"{SLACK_FOLDER}:5 2 -" in lines and f"{DISCORD_FILE}:6 3 -" in lines
    assert [line.split(" ")[0] for line in lines[:len(SLACK_MESSAGES)]] == [
        f"{SLACK_FOLDER}:{k}" for k in range(len(SLACK_MESSAGES))]


def test_the_shipped_model_keeps_given_parents(capsys):
    code, out, _ = run(capsys, "predict", "--format", "jsonl", DISCORD_FILE)
    assert code == 0
    rows = {m["index"]: m for line in out.splitlines() for m in json.loads(line)["messages"]}
    for index, parent in enumerate(DISCORD_GIVEN):
        if parent is not None:
            assert rows[index]["parents"] == [parent] and rows[index]["given"]


# --- evaluate --explicit-replies ------------------------------------------------------------------------

def test_explicit_replies_scored_with_the_links_hidden(capsys):
    # the previous-message baseline finds 2 of the 4 Slack replies (5 and 10 follow other lines) and 2 of the
    # 4 Discord replies (4 and 6 too)
    code, out, _ = run(capsys, "evaluate", "--explicit-replies", SLACK_FOLDER, DISCORD_FILE, "--method", "previous",
                       "--json")
    scores = json.loads(out)
    assert code == 0
    assert scores == {"files": 2, "messages": 22, "replies": 8, "found": 4, "link_precision": 50.0,
                      "link_recall": 50.0, "link_f": 50.0, "previous_f": 50.0}


def test_explicit_replies_with_the_shipped_model(capsys):
    code, out, _ = run(capsys, "evaluate", "--explicit-replies", SLACK_FOLDER, DISCORD_FILE)
    assert code == 0
    first, *rest = out.splitlines()
    assert first.startswith("explicit replies: 8 of 22 messages in 2 export(s); parent found for ")
    found = int(first.rsplit(" ", 1)[1])
    assert rest[2] == f"link F         {100 * found / 8:6.2f}" and rest[3].endswith(" 50.00")


@pytest.mark.parametrize("argv, fragment", [
    (["--explicit-replies", IRC_LOG], "an IRC log records no replies"),
    (["--explicit-replies", SLACK_DAY_2, "--gold", IRC_LOG], "without --gold and --auto"),
    ([], "the following arguments are required: --gold, --auto"),
    (["--explicit-replies", NOT_AN_EXPORT], "JSON, but not a chat export"),
])
def test_explicit_replies_refusals(capsys, argv, fragment):
    code, out, err = run(capsys, "evaluate", "--method", "previous", *argv)
    assert (code, out) == (2, "") and fragment in err


def test_an_export_without_replies_has_nothing_to_score(capsys, tmp_path):
    folder = slack_day(tmp_path / "quiet", [slack_message("1605175200.000100", "hello")])
    code, _, err = run(capsys, "evaluate", "--method", "previous", "--explicit-replies", folder)
    assert code == 2 and "no explicit replies" in err


def test_the_python_api_reads_an_export_with_its_given_parents():
    import disentangle
    links = disentangle.load().links(DISCORD_FILE)
    assert [link.message for link in links] == list(range(len(DISCORD_MESSAGES)))
    for index, parent in enumerate(DISCORD_GIVEN):
        if parent is not None:
            assert links[index].parent == parent and 0 <= links[index].probability <= 1


# --- bad exports the predict reader meets (issue 32) ------------------------------------------------------

@pytest.mark.fault
def test_a_reused_discord_id_gives_a_reply_the_first_message_of_the_id(tmp_path, caplog):
    items = [{"id": "1", "timestamp": "2021-03-05T10:00:00+00:00", "content": "first", "author": {"name": "a"}},
             {"id": "1", "timestamp": "2021-03-05T10:01:00+00:00", "content": "reuses 1", "author": {"name": "b"}},
             {"id": "2", "type": "Reply", "timestamp": "2021-03-05T10:02:00+00:00", "content": "reply",
              "author": {"name": "c"}, "reference": {"messageId": "1"}}]
    path = tmp_path / "e.json"
    path.write_text(json.dumps({"channel": {"name": "g"}, "messages": items}), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        log = load_any(path)
    assert log.given_parents == (None, None, 0)
    assert "1 message(s) reuse the id of an earlier message" in caplog.text


@pytest.mark.fault
def test_a_slack_ts_beyond_any_year_is_a_message_without_time(tmp_path):
    folder = slack_day(tmp_path / "general", [slack_message("1605168000.000100", "fine"),
                                              slack_message("99999999999999", "far"),
                                              slack_message("1605168060.000100", "fine too")])
    log = load_any(folder)
    assert log.stats.unparsed_lines == 1 and {m.text: m.kind for m in log.messages}["far"] == "other"


def test_an_export_knows_its_users_names_beyond_the_authors():
    log = load_any(DISCORD_FILE)
    assert {m.nick for m in log.messages if m.nick} <= log.known_names


# --- Telegram Desktop exports in predict and evaluate (issue 32) -----------------------------------------

TELEGRAM_FOLDER = EXPORTS / "telegram"
TELEGRAM_FILE = TELEGRAM_FOLDER / "result.json"
# (kind, nick, text, minute from 2023-05-06 00:00 UTC, bot) of every message of the hand-made result.json
TELEGRAM_MESSAGES = [
    (KIND_SYSTEM, "Heidi", "join group by link", 21 * 60, False),
    (KIND_MESSAGE, "Ivan", "how do I apt pin a package?", 21 * 60 + 1, False),
    (KIND_MESSAGE, "Judy", "write a file in /etc/apt/preferences.d", 21 * 60 + 2, False),
    (KIND_MESSAGE, "Heidi", "hi everyone", 21 * 60 + 3, False),
    (KIND_MESSAGE, "Ivan", "thanks, that worked", 21 * 60 + 4, False),             # edited: the export's text
    (KIND_MESSAGE, "Judy", "party", 21 * 60 + 5, False),                            # via_bot: Judy's
    (KIND_MESSAGE, "Heidi", "[photo]", 21 * 60 + 6, False),                          # a photo: its marker
    (KIND_MESSAGE, "Judy", "welcome Heidi", 21 * 60 + 7, False),
    (KIND_MESSAGE, "Ivan", "and for snaps?", DAY + 8 * 60, False),                  # replies to 9: not exported
    (KIND_MESSAGE, "Judy", "snap refresh --hold", DAY + 8 * 60 + 30, False),        # `date` only, read as UTC
]
TELEGRAM_GIVEN = (None, None, 1, None, 2, None, None, 3, None, 8)


def telegram_export(tmp_path: Path, items: list, name: str = "g") -> Path:
    path = tmp_path / "result.json"
    path.write_text(json.dumps({"name": name, "type": "private_group", "id": 5, "messages": items}), encoding="utf-8")
    return path


def telegram_message(number: int, text, **fields) -> dict:
    return {"id": number, "type": "message", "date_unixtime": str(1683406800 + 60 * number), "from": "Ivan",
            "from_id": "user502", "text": text, **fields}


@pytest.mark.parametrize("path", [TELEGRAM_FILE, TELEGRAM_FOLDER])
def test_a_telegram_export_is_detected_and_read_with_replies_as_given_parents(path, caplog):
    assert export_kind(path) == TELEGRAM and export_kind(path, TELEGRAM) == TELEGRAM
    with caplog.at_level(logging.INFO):
        log = load_any(path)
    assert (log.log_format, log.channel, log.iso_date) == (TELEGRAM, "Ubuntu Helpers", "2023-05-06")
    assert records(log) == TELEGRAM_MESSAGES and log.given_parents == TELEGRAM_GIVEN
    assert [m.raw for m in log.messages] == [str(n) for n in range(10, 20)]
    assert {"Ivan", "user502", "Heidi", "user501"} <= log.known_names
    assert "1 repl(ies) to a message not before them in the export: predicted" in caplog.text


def test_predict_and_evaluate_read_telegram_as_they_read_discord(capsys):
    code, out, _ = run(capsys, "predict", "--method", "previous", TELEGRAM_FILE)
    lines = out.splitlines()
    assert code == 0 and len(lines) == len(TELEGRAM_MESSAGES)
    assert f"{TELEGRAM_FILE}:7 3 -" in lines and f"{TELEGRAM_FILE}:4 2 -" in lines
    # previous-message baseline: 2 and 9 follow their parents, 4 and 7 do not
    code, out, _ = run(capsys, "evaluate", "--explicit-replies", TELEGRAM_FOLDER, "--method", "previous", "--json")
    assert code == 0 and json.loads(out) == {"files": 1, "messages": 10, "replies": 4, "found": 2,
                                             "link_precision": 50.0, "link_recall": 50.0, "link_f": 50.0,
                                             "previous_f": 50.0}
    code, out, _ = run(capsys, "predict", "--format", "jsonl", "--log-format", TELEGRAM, TELEGRAM_FILE)
    rows = {m["index"]: m for line in out.splitlines() for m in json.loads(line)["messages"]}
    assert code == 0 and all(rows[i]["parents"] == [p] and rows[i]["given"]
                             for i, p in enumerate(TELEGRAM_GIVEN) if p is not None)


def test_predict_reads_telegram_with_extracts_reader():
    """One reader: predict's Telegram log is built from logs.exports.telegram's messages, as extract's days are
    (tests/test_exports_one_parser.py compares the two paths whole)."""
    import collections

    from disentangle.logs.exports.telegram import telegram_messages
    messages = list(telegram_messages(TELEGRAM_FILE, collections.Counter()))
    log = load_any(TELEGRAM_FILE)
    assert [(m.nick, m.platform_id, m.user_id) for m in messages] == [
        (m.nick, m.platform.message, m.platform.author) for m in log.messages if m.platform is not None]


@pytest.mark.fault
@pytest.mark.parametrize("make, fragment", [
    (lambda tmp: (tmp / "result.json").write_text('{"about": "x", "personal_information": {}, "chats": {"list": []}}')
     and tmp / "result.json", "a whole-account Telegram export (chats.list): give one chat"),
    (lambda tmp: telegram_export(tmp, [telegram_message(1, ["a", {"type": "bold"}])]), "a text entity without text"),
    (lambda tmp: (tmp / "result.json").write_text('{"name": "g", "type": "x", "id": 1, "messages": [{"id": 1, "t')
     and tmp / "result.json", "result.json: not a whole JSON file (truncated or damaged after 0 item(s) of"),
    (lambda tmp: (tmp / "result.json").write_text('{"name": "not a chat", "size": 3}') and tmp / "result.json",
     "JSON, but not a chat export: expected a Slack export"),
    (lambda tmp: telegram_export(tmp, [{"id": n, "type": "message", "from": "a", "text": "x"} for n in range(3)]),
     "not a readable telegram export: 3 of 3 messages have no readable date_unixtime or date"),
])
def test_a_bad_telegram_export_is_one_line_and_exit_2(capsys, tmp_path, make, fragment):
    path = make(tmp_path)
    for argv in (["predict", "--method", "previous", path], ["evaluate", "--explicit-replies", path]):
        code, out, err = run(capsys, *argv)
        assert (code, out) == (2, "") and fragment in err and len(err.strip().splitlines()) == 1, err


@pytest.mark.fault
def test_a_file_of_another_kind_asked_for_as_telegram_is_refused():
    for path in (DISCORD_FILE, IRC_LOG):
        with pytest.raises(LogError, match="not a Telegram export: expected a Telegram Desktop chat export"):
            load_any(path, TELEGRAM)
    with pytest.raises(LogError, match="not a Telegram export: expected a Telegram Desktop"):
        load_any(SLACK_FOLDER, TELEGRAM)


@pytest.mark.fault
def test_telegram_unknown_entities_are_read_by_their_text_and_reused_ids_reply_to_the_first(tmp_path, caplog):
    path = telegram_export(tmp_path, [telegram_message(1, "first"), telegram_message(1, "reuses 1"),
                                      telegram_message(2, [{"type": "sparkle", "text": "new"}, " entity"],
                                                       reply_to_message_id=1)])
    with caplog.at_level(logging.INFO):
        log = load_any(path)
    assert log.given_parents == (None, None, 0) and log.messages[2].text == "new entity"
    assert "unknown_entity_type:sparkle=1" in caplog.text and "1 message(s) reuse the id" in caplog.text


def test_an_empty_telegram_export_is_read_as_an_empty_log_with_a_warning(tmp_path, caplog):
    with caplog.at_level(logging.WARNING):
        log = load_any(telegram_export(tmp_path, []))
    assert len(log) == 0 and "empty export, nothing to read" in caplog.text
