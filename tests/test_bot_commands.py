"""Tests for disentangle.dialogues.bot_commands: reading commands and the bot's replies, and what replace, drop
and keep make of them in the dialogues of the learned path, the heuristic, the statistics and the validators."""
import dataclasses
import hashlib
import json

import pytest

from conftest import DATA
from disentangle.cli import build_parser
from disentangle.cli.extract import options_from_args
from disentangle.compare.options import CompareOptions
from disentangle.dialogues.bot_commands import (
    DROP,
    DROPPED,
    EMPTY_REPLY,
    KEEP,
    KEEP_COMMANDS,
    KEPT,
    NO_REPLY,
    PRIVATE,
    REPLACE,
    REPLACED,
    BotCommand,
    BotCommands,
    command_texts,
    is_bare_command,
    parse_command,
    read_commands,
)
from disentangle.dialogues.filters import (
    DIRECTED_FIRST,
    ONE_PARTICIPANT,
    dialogue_violations,
    dialogues_from_conversations,
    known_nicks,
)
from disentangle.dialogues.heuristic import heuristic_conversations, heuristic_dialogues
from disentangle.dialogues.records import ASKER, HELPER, dialogue_from_json, dialogue_to_json
from disentangle.exporters.problems import bare_command_problems
from disentangle.extract import ExtractOptions
from disentangle.extract.records import DayTask
from disentangle.extract.report import bot_command_counts
from disentangle.linking.links import Conversation
from disentangle.logs.files import read_log, read_log_bytes
from disentangle.logs.records import Message

CHANNEL = DATA / "bot_commands" / "channel.txt"
HEURISTIC_LOG = DATA / "bot_commands" / "heuristic.txt"
FRENCH = "Nous sommes desoles mais ce canal est en anglais uniquement. /join #ubuntu-fr"
PASTE = "For posting multi-line texts into the channel, please use http://paste.ubuntu.com"
SOUND = "If you're having problems with sound, see https://help.ubuntu.com/community/Sound"
FLASH = "To install Flash see https://help.ubuntu.com/community/RestrictedFormats/Flash"
LTS = "LTS means Long Term Support. LTS versions are supported for 5 years."
# the conversations of channel.txt, by what they show
TARGETED, UNTARGETED = (0, 1, 2, 3), (4, 5, 6, 7)
PRIVATE_LINES, NO_REPLY_LINES = tuple(range(8, 14)), tuple(range(14, 19))
IN_A_ROW, TO_THE_BOT, FIRST_IS_COMMAND = tuple(range(19, 25)), tuple(range(25, 32)), (32, 33, 34, 35)


@pytest.fixture(scope="module")
def bot_commands_log():
    """The hand-made channel of bot commands and replies."""
    return read_log(CHANNEL)


def dialogue(log, lines, mode):
    result = dialogues_from_conversations(log, [Conversation(log.name, lines)], "2015-03-04",
                                          bots=BotCommands(mode))
    return result.dialogues[0] if result.dialogues else next(r for r, n in result.dropped if n)


def texts(dialogue):
    return [(turn.speaker, list(turn.utterances)) for turn in dialogue.turns]


def message(text, nick="helper", index=0):
    return Message(index=index, minute=0, kind="message", nick=nick, text=text, raw=text)


@pytest.mark.parametrize("text, expected", [
    ("!fr | ghosty_", ("fr", "ghosty_", False)),
    ("!de|huma70", ("de", "huma70", False)),
    ("!appdb | check here eddie", ("appdb", "check here eddie", False)),
    ("!paste", ("paste", "", False)),
    ("!info libcheese7 trusty", ("info", "", False)),
    ("!ask > mayok", ("ask", "mayok", True)),
    ("!tell bob about sources", ("sources", "bob", True)),
    ("ubottu: !lts", ("lts", "", False)),
    ("ubottu: are you a bot?", ("are", "", False)),
    ("weox: !ntfs", ("ntfs", "weox", False)),
    ("hello !fr | weox", None),
    ("!!! wow", None),
    ("! hi", None),
    ("tell bob about sources", None),
])
def test_parse_command(text, expected):
    command = parse_command(message(text), {"ubottu", "weox", "helper"}, BotCommands())
    assert (command and (command.name, command.target, command.private)) == expected


def test_replies_pair_with_their_commands(bot_commands_log):
    commands = read_commands(bot_commands_log, known_nicks(bot_commands_log), BotCommands())
    replies = {line: (c.reply.line, c.reply.text, c.reply.content) if c.reply else None
               for line, c in commands.items()}
    assert replies == {1: (2, FRENCH, True), 5: (6, PASTE, True),
                       9: (10, "please see my private message", False), 15: None,
                       20: (22, SOUND, True), 21: (23, FLASH, True),
                       27: (28, "I am only a bot, please don't think I'm intelligent :)", False),
                       29: (30, LTS, True),
                       32: (33, "En la mayoria de canales de Ubuntu se habla solo en ingles.", True)}


@pytest.mark.parametrize("rule, answered", [
    (BotCommands(), False), (BotCommands(reply_minutes=2), True), (BotCommands(bots=("someone_else",)), False),
    (BotCommands(bots=("ubottu", "floodbot")), False), (BotCommands(bots=("floodbot",), reply_minutes=2), False),
])
def test_a_reply_must_come_from_a_known_bot_in_time(rule, answered):
    late = read_log_bytes(b"[10:00] <k1l> !fr | weox\n[10:01] <weox> hi\n[10:02] <ubottu> weox: text\n", "late")
    commands = read_commands(late, known_nicks(late), rule)
    assert (commands[0].reply is not None) is answered


@pytest.mark.parametrize("lines, mode, expected", [
    (TARGETED, REPLACE, [(ASKER, ["bonsoir quelqu'un conai le tag d'ubuntu quebec"]), (HELPER, [FRENCH]),
                         (ASKER, ["merci"])]),
    (TARGETED, KEEP, [(ASKER, ["bonsoir quelqu'un conai le tag d'ubuntu quebec"]), (HELPER, ["!fr |"]),
                      (ASKER, ["merci"])]),
    (TARGETED, DROP, ONE_PARTICIPANT),  # the helper said nothing else: the dialogue fails the filters
    (UNTARGETED, REPLACE, [(ASKER, ["how do I show you my terminal output?"]), (HELPER, [PASTE]),
                           (ASKER, ["thanks, done"])]),
    (PRIVATE_LINES, REPLACE, [(ASKER, ["can I ask something?", "ok"]), (HELPER, ["just ask"]),
                              (ASKER, ["my wifi is gone"])]),
    (PRIVATE_LINES, KEEP, [(ASKER, ["can I ask something?"]), (HELPER, ["!ask >"]), (ASKER, ["ok"]),
                           (HELPER, ["just ask"]), (ASKER, ["my wifi is gone"])]),
    (NO_REPLY_LINES, REPLACE, [(ASKER, ["is there a gui for partitions?", "hello?"]), (HELPER, ["try gparted"]),
                               (ASKER, ["thanks"])]),
    (IN_A_ROW, REPLACE, [(ASKER, ["my sound does not work, and what about flash?"]), (HELPER, [SOUND, FLASH]),
                         (ASKER, ["thanks both work"])]),
    (TO_THE_BOT, REPLACE, [(ASKER, ["what is an lts?"]), (HELPER, ["a release with long support"]),
                           (ASKER, [LTS]), (HELPER, ["see above"])]),
    (TO_THE_BOT, KEEP, [(ASKER, ["what is an lts?"]), (HELPER, ["a release with long support"]),
                        (ASKER, ["are you a bot?", "!lts"]), (HELPER, ["see above"])]),
    (FIRST_IS_COMMAND, REPLACE, DIRECTED_FIRST),
    (FIRST_IS_COMMAND, KEEP, [(ASKER, ["!es |"]), (HELPER, ["gracias"]), (ASKER, ["de nada"])]),
])
def test_dialogues_per_mode(bot_commands_log, lines, mode, expected):
    found = dialogue(bot_commands_log, lines, mode)
    assert (found if isinstance(found, str) else texts(found)) == expected
    assert isinstance(found, str) or dialogue_violations(found) == ()


@pytest.mark.parametrize("lines, mode, expected", [
    (TARGETED, REPLACE, (BotCommand(1, REPLACED, 2),)),
    (PRIVATE_LINES, REPLACE, (BotCommand(9, DROPPED, reason=PRIVATE),)),
    (NO_REPLY_LINES, REPLACE, (BotCommand(15, DROPPED, reason=NO_REPLY),)),
    (IN_A_ROW, REPLACE, (BotCommand(20, REPLACED, 22), BotCommand(21, REPLACED, 23))),
    (TO_THE_BOT, REPLACE, (BotCommand(27, DROPPED, reason=EMPTY_REPLY), BotCommand(29, REPLACED, 30))),
    (TO_THE_BOT, KEEP, ()),
])
def test_provenance_records_each_command_line(bot_commands_log, lines, mode, expected):
    found = dialogue(bot_commands_log, lines, mode)
    assert found.bot_commands == expected
    replaced = [turn for turn in found.turns if 1 in turn.lines or 20 in turn.lines]
    assert all(turn.originals[0].startswith("!") for turn in replaced)  # the line's own text stays the original


def test_provenance_survives_json_and_is_absent_when_empty(bot_commands_log):
    replaced, kept = dialogue(bot_commands_log, IN_A_ROW, REPLACE), dialogue(bot_commands_log, IN_A_ROW, KEEP)
    assert dialogue_from_json(json.loads(json.dumps(dialogue_to_json(replaced)))) == replaced
    assert "bot_commands" in dialogue_to_json(replaced) and "bot_commands" not in dialogue_to_json(kept)


def test_counts_for_the_statistics(bot_commands_log):
    found = [dialogue(bot_commands_log, lines, REPLACE) for lines in (TARGETED, PRIVATE_LINES, NO_REPLY_LINES, TO_THE_BOT)]
    without = dataclasses.replace(found[1], bot_commands=())  # its private command is gone from its turns
    counts = bot_command_counts([*found, without])
    assert (counts[REPLACED], counts[DROPPED], counts[KEPT], counts["dialogues"]) == (2, 3, 0, 4)
    assert [counts[f"{DROPPED}/{why}"] for why in (PRIVATE, NO_REPLY, EMPTY_REPLY)] == [1, 1, 1]
    kept = bot_command_counts([dialogue(bot_commands_log, lines, KEEP)
                               for lines in (TARGETED, PRIVATE_LINES, NO_REPLY_LINES, TO_THE_BOT)])
    assert (kept[REPLACED], kept[DROPPED], kept[KEPT]) == (0, 0, 5)  # both lines addressed to the bot count


def test_keep_changes_no_text(bot_commands_log):
    commands = read_commands(bot_commands_log, known_nicks(bot_commands_log), BotCommands())
    assert command_texts(commands, range(len(bot_commands_log)), KEEP_COMMANDS).texts == {}
    assert len(command_texts(commands, range(len(bot_commands_log)), BotCommands(DROP)).texts) == len(commands)


def test_heuristic_uses_the_same_rule():
    bot_commands_log = read_log(HEURISTIC_LOG)
    replaced, = heuristic_dialogues(bot_commands_log)
    assert texts(replaced) == [(ASKER, ["bonsoir, ubuntu en francais?"]),
                               (HELPER, ["hello", "Nous sommes desoles mais ce canal est en anglais uniquement."]),
                               (ASKER, ["merci"])]
    assert replaced.bot_commands == (BotCommand(2, DROPPED, reason=PRIVATE), BotCommand(4, REPLACED, 5))
    kept, = heuristic_dialogues(bot_commands_log, bots=KEEP_COMMANDS)
    assert texts(kept)[1] == (HELPER, ["hello", "!fr >", "!fr |"])


def test_heuristic_partition_keeps_commands():
    """Scoring the heuristic as a disentangler is about messages: a dropped command stays in its conversation."""
    bot_commands_log = read_log(HEURISTIC_LOG)
    assert (0, 1, 2, 4, 6) in [c.indices for c in heuristic_conversations(bot_commands_log)]


@pytest.mark.parametrize("text, bare", [
    ("!fr |", True), ("!info genisoimage |", True), ("!ask >", True), ("!paste", True),
    ("!raid | maybe here !encrypt |", True), ("!fr > ", True),
    ("!Ubuntu-GNOME, !Kubuntu, !Xubuntu and !Lubuntu are simply flavors of Ubuntu", False),
    ("see !pastebin for that", False), ("Nous sommes desoles", False), ("!!", False),
])
def test_bare_command(text, bare):
    assert is_bare_command(text) is bare


@pytest.mark.parametrize("mode, problems", [(REPLACE, 2), (DROP, 2), (KEEP, 0)])
def test_validators_refuse_bare_commands(tmp_path, mode, problems):
    (tmp_path / "ubuntu_train_subtask_1.json").write_text(json.dumps([
        {"messages-so-far": [{"speaker": ASKER, "utterance": "hi"}],
         "options-for-correct-answers": [{"candidate-id": "X", "utterance": "!fr |"}],
         "options-for-next": [{"candidate-id": "Y", "utterance": "!es | thanks"},
                              {"candidate-id": "Z", "utterance": "ok"}]}]))
    (tmp_path / "train.csv").write_text("Context,Utterance,Label\nhi __eou__ __eot__,see the wiki __eou__,1\n")
    found = bare_command_problems(sorted(tmp_path.glob("*.*")), BotCommands(mode))
    assert len(found) == problems and all("bare bot command" in p for p in found)


def test_fingerprint_keeps_the_old_value_under_keep():
    """`keep` adds nothing to the fingerprint (the calibrator's digest, since issue 43, is part of every one)."""
    parts = ["2", "model", "100", "src", hashlib.sha256(b"day").hexdigest(), hashlib.sha256(b"").hexdigest(),
             "calibration cal"]
    before = hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()
    found = {mode: DayTask("2015-01-01", "src", b"day", model_digest="model", context_lines=100,
                           bot_commands=BotCommands(mode), calibration_digest="cal").fingerprint
             for mode in (REPLACE, DROP, KEEP)}
    assert found[KEEP] == before and len(set(found.values())) == 3


@pytest.mark.parametrize("flags, expected", [
    ([], BotCommands()),
    (["--bot-commands", "drop"], BotCommands(DROP)),
    (["--bot-commands", "keep", "--bot", "floodbot", "--bot", "ubottu"], BotCommands(KEEP, ("floodbot", "ubottu"))),
])
def test_extract_options(flags, expected):
    argv = ["extract", "--year", "2015", *flags]
    assert options_from_args(build_parser(argv).parse_args(argv)).bot_commands == expected


def test_an_unknown_mode_is_refused():
    with pytest.raises(ValueError):
        BotCommands("translate")


@pytest.mark.parametrize("mode", [REPLACE, DROP, KEEP])
def test_compare_hands_the_rule_to_both_methods(mode):
    assert CompareOptions(days=ExtractOptions(bot_commands=BotCommands(mode))).days.bot_commands == BotCommands(mode)
