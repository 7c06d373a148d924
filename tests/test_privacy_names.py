"""Names in the anonymiser (`privacy.names`, `privacy.engine`): names of several words or with a dot, nick
variants, legacy Discord tags, platform ids under every mode, nicks that are words kept as words, names
surviving in originals; the names the export readers tell (Discord raw mentions, Slack mention labels and
users, Telegram mention entities); and `disentangle cache clear`."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from disentangle.cli import main
from disentangle.dialogues.records import Dialogue, Turn
from disentangle.logs.exports.discord import discord_message
from disentangle.logs.exports.slack import slack_message, slack_workspace
from disentangle.logs.exports.telegram import telegram_message
from disentangle.logs.records import Log, PlatformIds, ReadStats
from disentangle.privacy import NICKS, NONE, PERSONAL, PrivacySettings, anonymize_dialogue, leak_problems, log_names
from disentangle.privacy.engine import Anonymizer, name_rule

SETTINGS = PrivacySettings(PERSONAL)


def anonymized(text: str, names: set[str], settings: PrivacySettings = SETTINGS) -> str:
    return Anonymizer(settings, name_rule(frozenset(names), settings)).text(text, Counter())


def known(*names: str) -> frozenset[str]:
    """The keys `log_names` gives for an export that lists these user names."""
    return log_names(Log("export", (), ReadStats(), known_names=frozenset(names)))


@pytest.mark.fault
@pytest.mark.parametrize("text", [
    "vexkrell|away said it works now", "ask vexkrell2 about the nvidia driver", "vexkrell-laptop: pinged you",
    "vexkrell_ had the same wifi issue", "thanks vexkrell^ that fixed grub", "vexkrell[work] left for lunch"])
def test_a_variant_of_a_distinctive_nick_is_replaced_like_it(text: str) -> None:
    output = anonymized(text, {"vexkrell"})
    assert "vexkrell" not in output and "__user__" in output


@pytest.mark.fault
def test_a_variant_of_a_word_nick_is_no_name() -> None:
    # "jack" is a nick and a word: "jack-desktop", "jack2" are not taken for its variants
    assert anonymized("plug the jack-desktop cable into jack2", {"jack"}) == "plug the jack-desktop cable into jack2"


@pytest.mark.fault
def test_names_with_a_space_or_a_dot_are_replaced_whole() -> None:
    names = known("Zed Qa55", "zq.mira26", "Ingrid Voskuijlen")
    text = "Zed Qa55 asked, @zq.mira26 answered, then zq.mira26 and Ingrid Voskuijlen agreed; Voskuijlen left"
    assert anonymized(text, names) == ("__user__ asked, @__user__ answered, then __user__ and __user__ agreed; "
                                       "__user__ left")


@pytest.mark.fault
def test_a_participant_named_with_a_space_becomes_its_speaker_in_utterances_and_originals() -> None:
    turns = (Turn("participant_1", ("anyone used Zed Qa55's script?",), ("anyone used Zed Qa55's script?",), (0,), (0,)),
             Turn("participant_2", ("yes, it is mine",), ("Zed Qa55: yes, it is mine",), (1,), (1,)),
             Turn("participant_1", ("thanks Qa55",), ("zq.mira26: thanks Qa55",), (2,), (2,)))
    dialogue = Dialogue("learned:2024-03-06:0", "2024-03-06", "x", "learned", ("zq.mira26", "Zed Qa55"), turns)
    released, counts, _ = anonymize_dialogue(dialogue, name_rule(known("Zed Qa55", "zq.mira26"), SETTINGS), SETTINGS)
    texts = [text for turn in released.turns for text in (*turn.utterances, *turn.originals)]
    assert not any("Qa55" in text or "mira26" in text for text in texts)
    assert released.turns[1].originals == ("participant_2: yes, it is mine",)
    assert released.turns[2].originals == ("participant_1: thanks participant_2",)


@pytest.mark.fault
def test_names_surviving_in_originals_are_replaced() -> None:
    """A word-like participant addressed with a comma, a one-character nick, a nick shaped like a placeholder."""
    turns = (Turn("participant_1", ("how do I mount it?",), ("__korvin__: how do I mount it?",), (0,), (0,)),
             Turn("participant_2", ("sorry, try udisksctl",), ("rem_, sorry, try udisksctl",), (1,), (1,)),
             Turn("participant_1", ("thanks",), ("q: thanks",), (2,), (2,)))
    dialogue = Dialogue("learned:2015-01-20:0", "2015-01-20", "x", "learned", ("rem_", "q_"), turns)
    names = name_rule(frozenset({"rem", "korvin"}), SETTINGS)
    released, _, _ = anonymize_dialogue(dialogue, names, SETTINGS)
    assert [turn.originals[0] for turn in released.turns] == [
        "__user__: how do I mount it?", "participant_1, sorry, try udisksctl", "participant_2: thanks"]


@pytest.mark.fault
@pytest.mark.parametrize("mode", [NONE, NICKS, PERSONAL])
@pytest.mark.parametrize("text, expected", [
    ("ping <@80351110224678912> about the build", "ping @__user__ about the build"),
    ("<@!80351110224678912> see <#1097245312455245846>", "@__user__ see #__channel__"),
    ("the <@&1103390121734934528> role <:pepega:717379312459759667>", "the @__role__ role :pepega:"),
    ("ask U02AB3CDE4 or @U7X2K9Q", "ask __user__ or @__user__"),
    ("open tg://user?id=5512889014 in the app", "open tg://user?id=__user__ in the app"),
])
def test_platform_ids_leave_the_text_under_every_mode(mode: str, text: str, expected: str) -> None:
    assert anonymized(text, set(), PrivacySettings(mode)) == expected


@pytest.mark.fault
def test_legacy_discord_tags_are_replaced_but_not_tracker_numbers() -> None:
    text = "add me, vexilla#4821, or bob#0007; see bug#1234 and issue#2048"
    assert anonymized(text, set()) == "add me, __user__, or __user__; see bug#1234 and issue#2048"


@pytest.mark.fault
@pytest.mark.parametrize("text", [
    "I'm a noob with grub", "ask your sysadmin first", "see https://ubuntu-mate.org/download/", "!encrypt",
    "I dual boot to Mac OSX", "my radeon card overheats", "you have a sarge problem",
    "noob question: is ext4 fine for /home?", "sysadmin tools like webmin are overkill"])
def test_nicks_used_as_ordinary_words_stay(text: str) -> None:
    assert anonymized(text, {"noob", "sysadmin", "ubuntu-mate", "encrypt", "osx", "mac", "radeon", "sarge"}) == text


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", [
    ("noob: try sudo update-grub", "__user__: try sudo update-grub"), ("thanks noob", "thanks __user__"),
    ("@sysadmin did it work?", "@__user__ did it work?"), ("ask radeon, he knows", "ask __user__, he knows"),
    ("Thanks OSX, works now", "Thanks __user__, works now"), ("noob, try this", "__user__, try this"),
    ("Noob look at dmesg", "__user__ look at dmesg"),
    ("mike_douglas uses freeBSD", "__user__ uses freeBSD")])   # a real line of 2005-02-24: not letters alone
def test_a_word_nick_used_as_a_name_is_replaced(text: str, expected: str) -> None:
    assert anonymized(text, {"noob", "sysadmin", "radeon", "osx", "mike_douglas"}) == expected


@pytest.mark.fault
def test_the_validator_finds_names_variants_tags_and_ids_left() -> None:
    texts = [("a", "Zed Qa55 said so"), ("b", "vexkrell|away was here"), ("c", "add vexilla#4821"),
             ("d", "ping <@80351110224678912>"), ("e", "I'm a noob")]
    names = known("Zed Qa55") | {"vexkrell", "noob"}
    found = leak_problems(texts, names, SETTINGS)
    assert [problem.split(":")[0] for problem in found] == ["a", "a", "b", "c", "d"]
    assert leak_problems(texts, names, PrivacySettings(NONE)) == ["d: name '<@********' (20 chars) left"]


# the readers: what each platform's export tells of the people its texts name

@pytest.mark.fault
def test_discord_raw_mentions_read_as_the_names_the_message_lists() -> None:
    item = {"id": "1210", "type": "Default", "timestamp": "2024-03-06T10:00:00+00:00",
            "content": "<@80351110224678912> and <@!80351110224678999> can you check this?",
            "author": {"id": "80351110224670001", "name": "zq.mira26", "nickname": "Zed Qa55", "isBot": False},
            "mentions": [{"id": "80351110224678912", "name": "ingrid.v", "nickname": "Ingrid V",
                          "discriminator": "0000", "isBot": False}]}
    message = discord_message(item, None, Counter())
    assert message.text == "@Ingrid V and <@!80351110224678999> can you check this?"
    names = known(*message.names)
    assert anonymized(message.text, names) == "@__user__ and @__user__ can you check this?"
    assert anonymized("Zed Qa55 wrote this, zq.mira26 agrees", names) == "__user__ wrote this, __user__ agrees"


@pytest.mark.fault
def test_slack_mentions_of_unlisted_users_and_names_of_users_json_in_the_api_shape(tmp_path: Path) -> None:
    (tmp_path / "general").mkdir()
    (tmp_path / "users.json").write_text(json.dumps({"ok": True, "members": [
        {"id": "U04KQ7R2ZHX", "name": "oddvar", "real_name": "Oddvar Brekkestad",
         "profile": {"display_name": "Odd B", "real_name": "Oddvar Brekkestad"}}]}), encoding="utf-8")
    (tmp_path / "general" / "2024-03-06.json").write_text("[]", encoding="utf-8")
    workspace = slack_workspace(tmp_path / "general")
    item = {"type": "message", "user": "U04KQ7R2ZHX", "ts": "1709719200.000100",
            "text": "<@U09ZZZ1AAAA|priya.kannan> and <@U0GONE12345> asked Oddvar Brekkestad, cc <@U04KQ7R2ZHX>"}
    message = slack_message(item, workspace.users)
    names = known(*workspace.names, *message.names)
    assert anonymized(message.text, names) == "@__user__ and @__user__ asked __user__, cc @__user__"
    assert anonymized(message.text, names, PrivacySettings(NONE)) == \
        "@priya.kannan and @__user__ asked Oddvar Brekkestad, cc @Odd B"


@pytest.mark.fault
def test_telegram_mention_entities_and_user_links_are_names() -> None:
    item = {"id": 88, "type": "message", "date": "2024-05-06T21:45:00", "date_unixtime": "1715031900",
            "from": "Lena Szabo", "from_id": "user880001",
            "text": [{"type": "mention", "text": "@quill_raven"}, " and ",
                     {"type": "mention_name", "text": "Tomasz", "user_id": 5512889014},
                     " see ", {"type": "text_link", "text": "Ferdi", "href": "tg://user?id=5512880000"}],
            "text_entities": [{"type": "mention", "text": "@quill_raven"}, {"type": "plain", "text": " and "},
                              {"type": "mention_name", "text": "Tomasz", "user_id": 5512889014}]}
    message = telegram_message(item, "result.json", Counter())
    names = known(*message.names)
    assert anonymized(message.text + ", Lena Szabo knows", names) == "@__user__ and __user__ see __user__, __user__ knows"


@pytest.mark.fault
@pytest.mark.parametrize(("text", "expected"), [
    # Discord's underline and Markdown's italic around a mention: the marks stay, the handle goes
    ("__@brannoc_velt__ rebooted the runner, _@tovi_marsh_ check it", "__@__user____ rebooted the runner, "
                                                                      "_@__user___ check it"),
    # Slack's and Discord's italic (`_x_`) and underline (`__x__`) around a real name of two words
    ("_Ingrid Voskuijlen_ owns the runbook, ask __Zed Qa55__", "___user___ owns the runbook, ask ____user____"),
    # ... a handle with a mark on one side only is glued to it, as before
    ("x__@brannoc_velt__ and __@brannoc_velt_", "x__@brannoc_velt__ and __@brannoc_velt_"),
])
def test_mentions_and_names_inside_markdown_underscores_are_replaced(text: str, expected: str) -> None:
    assert anonymized(text, set(known("brannoc_velt", "Ingrid Voskuijlen", "Zed Qa55"))) == expected


@pytest.mark.fault
def test_a_two_character_word_of_a_chinese_or_japanese_name_is_a_name() -> None:
    # a Discord server nickname "三木 千里": its given name struck through alone, its family name alone; a Latin
    # word of two letters ("Jo Li") is still no name of its own
    names = known("三木 千里", "Jo Li")
    assert anonymized("~~千里~~ fixed the mirror, ask 三木 or Li", names) == \
        "~~__user__~~ fixed the mirror, ask __user__ or Li"


@pytest.mark.fault
def test_a_telegram_formatted_entity_holding_a_username_names_a_person() -> None:
    # Telegram Desktop gives a bold (spoiler, underline...) mention the format's type: the `@username` it holds
    # is a person's, found then in code and hashtag entities too
    item = {"id": 91, "type": "message", "date": "2024-05-07T08:10:00", "date_unixtime": "1715069400",
            "from": "Lena Szabo", "from_id": "user880001",
            "text": [{"type": "bold", "text": "@marit_okonkwo"}, " restarted it; ",
                     {"type": "spoiler", "text": "@sable_quintero"}, " has the key, see ",
                     {"type": "code", "text": "marit_okonkwo"}, " ", {"type": "hashtag", "text": "#sable_quintero"},
                     " ", {"type": "bold", "text": "@ not a name"}]}
    message = telegram_message(item, "result.json", Counter())
    assert anonymized(message.text, known(*message.names)) == \
        "@__user__ restarted it; @__user__ has the key, see __user__ #__user__ @ not a name"


# the cache of splits: plaintext copies of what extract read

def _split(root: Path, folder: str, key: str, summary: str, field: str, source: str) -> Path:
    split = root / folder / key
    split.mkdir(parents=True)
    (split / summary).write_text(json.dumps({field: source}), encoding="utf-8")
    (split / "names.json").write_text('["Zed Qa55"]', encoding="utf-8")
    return split


@pytest.mark.fault
def test_cache_clear_removes_one_inputs_copies_and_says_so(tmp_path: Path, monkeypatch, capsys) -> None:
    export, other = tmp_path / "export", tmp_path / "other"
    export.mkdir()
    cache = tmp_path / "cache"
    monkeypatch.setenv("DISENTANGLE_CACHE", str(cache))
    mine = _split(cache, "chat-days", "a1", "summary.json", "export", str(export.resolve()))
    kept = _split(cache, "chat-days", "b2", "summary.json", "export", str(other.resolve()))
    assert main(["cache", "clear", "--logs", str(export)]) == 0
    out = capsys.readouterr().out
    assert "removed chat-days/a1" in out and "removed 1 cached split(s)" in out
    assert not mine.exists() and kept.is_dir() and not list((cache / "chat-days").glob(".clearing.*"))
    assert main(["cache", "clear", "--logs", str(tmp_path / "nowhere")]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "no such file or folder" in error
    assert main(["cache", "clear"]) == 0 and not kept.exists()
    assert "nothing cached" in (main(["cache", "clear"]), capsys.readouterr().out)[1]


@pytest.mark.fault
def test_a_raw_mention_of_a_short_id_and_a_nick_that_is_an_id_leave_under_none() -> None:
    """A raw mention's id of any length; a Slack user users.json does not list is named by its id: under
    `none` the dialogue keeps its nicks, but not that one."""
    none = PrivacySettings(NONE)
    turns = (Turn("participant_1", ("<@1910448226> is gentoo good?",), ("<@1910448226> is gentoo good?",), (0,), (0,),
                  (PlatformIds("1001", author="U0GONE12345"),)),
             Turn("participant_2", ("for a server",), ("for a server",), (1,), (1,), (PlatformIds("1002"),)))
    dialogue = Dialogue("learned:2024-01-01:0", "2024-01-01", "x", "learned", ("U0GONE12345", "Odd B"), turns)
    released, counts, _ = anonymize_dialogue(dialogue, name_rule(frozenset(), none), none)
    assert released.nicks == ("__user__", "Odd B")
    assert released.turns[0].utterances == ("@__user__ is gentoo good?",) and counts == Counter({"platform_id": 1})
    assert released.turns[0].platform == ()


def test_an_irc_dialogue_under_none_keeps_its_bytes() -> None:
    """Only a chat export's records lose platform-id shapes under `none`: an IRC log's text is as it was."""
    none = PrivacySettings(NONE)
    turns = (Turn("participant_1", ("is WD10EARS00X1 ok? <@12>",), ("is WD10EARS00X1 ok? <@12>",), (0,), (0,)),)
    dialogue = Dialogue("learned:2015-01-20:0", "2015-01-20", "x", "learned", ("U0GONE12345", "bob"), turns)
    released, counts, _ = anonymize_dialogue(dialogue, name_rule(frozenset(), none), none)
    assert released == dialogue and not counts


def in_export(text: str, names: set[str], settings: PrivacySettings = SETTINGS, platform: bool = True) -> str:
    return Anonymizer(settings, name_rule(frozenset(names), settings), platform=platform).text(text, Counter())


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", [
    ("ping @mirko_dev92 he wrote the udev rule", "ping @__user__ he wrote the udev rule"),
    ("@Lisbeth_K try 'sudo update-grub'", "@__user__ try 'sudo update-grub'"),
    ("as @zorgtheshepherd said, it's the firmware", "as @__user__ said, it's the firmware")])
def test_an_at_handle_the_export_never_lists_is_a_person(text: str, expected: str) -> None:
    assert in_export(text, {"knownguy"}) == expected
    assert in_export(text, {"knownguy"}, PrivacySettings(NONE)) == text  # `none` keeps what was said
    assert in_export(text, {"knownguy"}, platform=False) == text          # IRC: its nicks are all known


@pytest.mark.fault
def test_a_participant_s_token_is_no_unlisted_handle() -> None:
    rule = name_rule(frozenset({"mirko_dev92"}), SETTINGS).of_dialogue(("mirko_dev92", "lisbeth"))
    text = "thanks @mirko_dev92 and @zorgtheshepherd"
    out = Anonymizer(SETTINGS, rule, platform=True).text(text, Counter())
    assert out == "thanks @participant_1 and @__user__"


@pytest.mark.parametrize("text", [
    "@everyone the server reboots at 9", "crontab: @reboot /usr/local/bin/x", "add @staticmethod above it",
    "mail jo@example.com", "@helper: thanks", "see @ubuntu.com"])
def test_group_mentions_schedules_decorators_and_words_stay(text: str) -> None:
    assert in_export(text, set(), PrivacySettings(NICKS)) == text


@pytest.mark.fault
@pytest.mark.parametrize("text, expected, irc", [
    ("cheers Bartholomew, that did it", "cheers __user__, that did it", "cheers __user__, that did it"),
    ("ask Rose about the printer", "ask __user__ about the printer", "ask Rose about the printer")])
def test_a_person_s_name_that_is_a_word_is_replaced_where_written_as_a_name_in_an_export(text, expected, irc) -> None:
    names = {"bartholomew", "rose"}
    assert in_export(text, names) == expected
    assert in_export(text, names, platform=False) == irc   # IRC: a nick that is a word only where thanked


@pytest.mark.parametrize("text", ["Rose it up", "the rose bush", "install Ubuntu first", "near Bartholomew Street", "a Rose"])
def test_a_name_that_is_a_word_stays_a_word_where_not_written_as_a_name(text: str) -> None:
    assert in_export(text, {"rose", "ubuntu", "bartholomew"}) == text


@pytest.mark.fault
def test_a_telegram_entity_carrying_its_user_names_a_person_the_export_lists_nowhere() -> None:
    # a `text_mention` (the Bot API's name for it) with its user object, and a formatted run carrying a
    # `user_id` (a mention the client rendered italic): the people they name post nothing in the chat
    item = {"id": 93, "type": "message", "date": "2024-05-07T09:02:00", "date_unixtime": "1715072520",
            "from": "Lena Szabo", "from_id": "user880001",
            "text": [{"type": "text_mention", "text": "Wiebke",
                      "user": {"id": 6620031, "first_name": "Wiebke", "last_name": "Oltmanns"}},
                     " signed the form, ", {"type": "italic", "text": "Dariusz Pławecki", "user_id": 6620032},
                     " did not"]}
    message = telegram_message(item, "result.json", Counter())
    assert anonymized(message.text + "; Oltmanns and Pławecki agree", known(*message.names)) == \
        "__user__ signed the form, __user__ did not; __user__ and __user__ agree"
