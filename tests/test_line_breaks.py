"""Tests for disentangle.logs.line_breaks: a chat message is one line of text everywhere, but where its lines
broke is kept beside it (chat-day files, messages, turns, multi-party messages), so that the anonymiser reads
a message as it was written; the released texts stay one line and carry the breaks they kept."""
from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path

import pytest

from disentangle import extract
from disentangle.dialogues.records import Dialogue, LineBreaks, Turn, dialogue_from_json, dialogue_to_json
from disentangle.logs.chat_days import ChatMessage
from disentangle.logs.chat_lines import ChatLines
from disentangle.logs.line_breaks import Flattened, as_written, carried, flattened, on_one_line
from disentangle.privacy.engine import Anonymizer, PrivacySettings, name_rule
from helpers import CHAT_START, discord_item, make_options, write_discord_export


def test_a_text_of_several_lines_is_one_line_with_its_breaks():
    flat = flattened("  who has the keys?\r\nCerys\n\ni think\t ok \n")
    assert flat == Flattened("who has the keys? Cerys i think  ok", (17, 23), False)   # a blank line: one break
    assert as_written(flat.text, flat.breaks) == "who has the keys?\nCerys\ni think  ok"
    assert flattened("tab\tonly") == Flattened("tab only", (), False)
    assert flattened("a\x07bell") == Flattened("a bell", (), True)
    assert flattened(" plain ") == Flattened("plain")


def test_reading_back_what_was_changed_keeps_the_breaks_it_kept():
    assert on_one_line("probably\n__user__ __user__") == Flattened("probably __user__ __user__", (8,))
    assert on_one_line("no breaks") == Flattened("no breaks")
    assert as_written("ab cd", (1, 2, 9)) == "ab\ncd"     # a position that is no space is not a break


@pytest.mark.parametrize(("source", "derived", "expected"), [
    ("bob: who has the keys? Cerys i think", "who has the keys? Cerys i think", "who has the keys?\nCerys\ni think"),
    ("see  bob  this one works", "see this one works", "see\nthis one works"),   # two breaks around bob: one
    ("one two three", "one two three", "one\ntwo three"),
    ("x y x y", "x y", "x\ny"),
    ("gone entirely", "other words", "other words"),
])
def test_a_text_made_by_removing_words_keeps_the_breaks_of_its_gaps(source, derived, expected):
    written = {"bob: who has the keys? Cerys i think": "bob: who has the keys?\nCerys\ni think",
               "see  bob  this one works": "see\n bob \nthis one works", "one two three": "one\ntwo three",
               "x y x y": "x\ny x y", "gone entirely": "gone\nentirely"}[source]
    flat = flattened(written)
    assert flat.text == source
    assert as_written(derived, carried(source, flat.breaks, derived)) == expected


def test_an_export_message_of_several_lines_reaches_its_day_line_with_its_breaks():
    lines = ChatLines()
    message = ChatMessage("1", CHAT_START, "message", "alice", "first line\r\nsecond\tline", user_id="u1")
    [line] = list(lines.lines([message]))
    assert line.text == "first line second line" and line.breaks == (10,)
    assert lines.counts["control_chars"] == 0


def test_a_turn_keeps_its_breaks_through_json_and_none_are_written_without_any():
    broken = Turn("participant_1", ("who? Cerys",), ("bob: who? Cerys",), (3,), (0,), (), (LineBreaks((9,), (4,)),))
    plain = Turn("participant_2", ("hi",), ("hi",), (4,), (1,))
    dialogue = Dialogue("learned:2024-03-01:3", "2024-03-01", "general", "learned", ("alice", "bob"), (broken, plain))
    data = dialogue_to_json(dialogue)
    assert data["turns"][0]["breaks"] == [{"original": [9], "utterance": [4]}] and "breaks" not in data["turns"][1]
    assert dialogue_from_json(json.loads(json.dumps(data))) == dialogue


def test_the_anonymiser_reads_a_message_as_written():
    anonymizer = Anonymizer(PrivacySettings())
    said = flattened("probably\nElira Gashi")
    assert anonymizer.text(said.text, Counter()) == "probably Elira Gashi"   # on one line: no name alone on a line
    assert anonymizer.as_written(said.text, said.breaks, Counter()) == Flattened("probably __user__ __user__", (8,))
    config = flattened("git config\nuser.name = Rhys Bowen\nemail is next")
    assert anonymizer.as_written(config.text, config.breaks, Counter()).text == \
        "git config user.name = __user__ email is next"           # the value ends with its line, not the message
    assert anonymizer.text(config.text, Counter()) == "git config user.name = __user__"


# ------------------------------------------------------------------------------------------- through extract

TEXTS = ["hi, who can lend me a usb stick for the install?",
         "ask around the lab, someone always has one",
         "who has the keys to the cupboard?\nElira Gashi\nor maybe the admin",
         "then write to her, she usually answers",
         "git config\nuser.name = Rhys Bowen\nemail comes next, right?",
         "yes, then the email line and you are done"]
FIRST_ID = 1234567890123456000


def test_extract_anonymises_an_exports_messages_as_they_were_written(tiny_model, tmp_path: Path):
    export = write_discord_export(tmp_path / "export.json", [
        discord_item(FIRST_ID + k, text, ("alice", "bob")[k % 2], k, reply=FIRST_ID + k - 1 if k else None)
        for k, text in enumerate(TEXTS)])
    options = make_options(tiny_model, tmp_path, logs=export, first_day=None, last_day=None, anonymize="personal")
    report = extract.extract_logs(None, options)
    assert not report.problems, report.problems
    released = "".join(path.read_text(encoding="utf-8", errors="replace") if path.suffix != ".gz"
                       else gzip.open(path, "rt", encoding="utf-8").read()
                       for path in options.output.rglob("*") if path.is_file()
                       and path.relative_to(options.output).parts[0] not in ("days", "conversation-days"))
    assert "Elira" not in released and "Gashi" not in released and "Rhys" not in released
    [record] = [json.loads(line) for split in ("train", "dev", "test")
                for line in gzip.open(options.output / "dialogues" / f"{split}.jsonl.gz", "rt")]
    turn = record["turns"][2]
    assert turn["utterances"] == ["who has the keys to the cupboard? __user__ __user__ or maybe the admin"]
    assert as_written(turn["utterances"][0], turn["breaks"][0]["utterance"]) == \
        "who has the keys to the cupboard?\n__user__ __user__\nor maybe the admin"
    assert record["turns"][4]["utterances"] == ["git config user.name = __user__ email comes next, right?"]


@pytest.mark.parametrize("written", [
    "rofl\ni tried that a minute ago, nothing changed",               # a nick that is a word opening its own line
    "ls -l /dev\ncrw-rw----  1 root video 195, 0 2024-02-13 16:14 /dev/nvidia0",   # no one's account
    "sure\nand i pushed the fix already",
])
def test_what_the_written_reading_keeps(written):
    """Multi-line messages shaped as the shared logs' runs of one speaker's lines (23,709 such runs: read as
    written, 3 differ from the one-line reading; these shapes were the others)."""
    settings = PrivacySettings()
    anonymizer = Anonymizer(settings, name_rule({"rofl", "root", "sure"}, settings))
    said = flattened(written)
    assert anonymizer.as_written(said.text, said.breaks, Counter()).text == said.text


@pytest.mark.parametrize("written", [
    "the app wrapped it:\n4539 1488\n0343 6467",                  # a Visa test number, its groups over two lines
    "from the bank's page:\nNL95 RABO 0318\n4627 31",              # a valid Dutch IBAN, written here
])
def test_a_checksummed_number_over_two_lines_is_one_number(written):
    """Read as written, a card's or an IBAN's groups may stand on two lines (read flat they stood side by side,
    and were found): a line break joins groups as a space does, the checksum decides."""
    said = flattened(written)
    released = Anonymizer(PrivacySettings()).as_written(said.text, said.breaks, Counter()).text
    assert "4539" not in released and "RABO" not in released and "__" in released
