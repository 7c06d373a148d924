"""The anonymiser (`disentangle.privacy`): personal shapes and names become typed placeholders, ordinary
technical text stays, the validator finds what is left, the names a log knows, the card's note."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from disentangle.dialogues.records import ASKER, HELPER, SPEAKERS, Dialogue, Turn
from disentangle.extract import ExtractOptions
from disentangle.extract.errors import SettingError
from disentangle.logs.files import read_log
from disentangle.privacy import NICKS, NONE, PERSONAL, PrivacySettings, anonymize_dialogue, leak_problems, log_names
from disentangle.privacy.card import KEPT_NOTE, privacy_note
from disentangle.privacy.engine import Anonymizer, name_rule
from disentangle.privacy.provenance import provenance_record

DAY = Path(__file__).parent / "data" / "privacy" / "day.txt"
SETTINGS = PrivacySettings(PERSONAL)


def personal(text: str, names: frozenset[str] = frozenset()) -> tuple[str, Counter[str]]:
    counts: Counter[str] = Counter()
    return Anonymizer(SETTINGS, name_rule(names, SETTINGS)).text(text, counts), counts


@pytest.mark.parametrize("text, expected, kind", [
    ("mail me at john.doe@example.com", "mail me at __email__", "email"),
    ("ping 82.12.33.4 now", "ping __ip__ now", "ipv4"),
    ("nameserver 81.169.145.9", "nameserver __ip__", "ipv4"),
    ("inet6 2a02:8108:1c0:4d00::3/64", "inet6 __ip__/64", "ipv6"),
    ("HWaddr 00:1a:2b:3c:4d:5e up", "HWaddr __mac__ up", "mac"),
    ("call +44 20 7946 0958", "call __phone__", "phone"),
    ("alice@laptop:~$ ls", "__user__@__host__:~$ ls", "prompt"),
    ("[bob@box tmp]$ id", "[__user__@__host__ tmp]$ id", "prompt"),
    ("cat /home/alice/.bashrc", "cat /home/__user__/.bashrc", "home_path"),
    ("C:\\Users\\Kate\\Desktop", "C:\\Users\\__user__\\Desktop", "home_path"),
    ("http://bob:s3cret@proxy:3128", "http://__credentials__@proxy:3128", "url_credentials"),
    ("password=hunter2 ok", "password=__secret__ ok", "secret"),
    ("passwd: s3cr3t9", "passwd: __secret__", "secret"),
    ("key AKIAIOSFODNN7EXAMPLE", "key __secret__", "secret"),
    ("-----BEGIN RSA PRIVATE KEY----- MIIEow", "__secret__", "secret"),
    ("export T=xoxb-1234567890-abcdefghij", "export T=__secret__", "secret"),
])
def test_each_kind_becomes_its_placeholder(text: str, expected: str, kind: str) -> None:
    output, counts = personal(text)
    assert output == expected
    assert counts == Counter({kind: 1})


@pytest.mark.parametrize("text", [
    "linux-image-3.19.0.30-generic", "uname -r: 3.19.0.30", "kernel version 2.6.28.12", "pkg=1.2.3.4",
    "ls /usr/lib/x86_64-linux-gnu", "colour #ff00aa", "time 12:30:45", "std::string a::b", "127.0.0.1 localhost",
    "netmask 255.255.255.0", "/home/user/bin and /home/$USER and /home/<you>", "ssh user@host",
    "http://user:pass@proxy", "password=<your password>", "the password: whatever you chose",
    "wakeonlan 00:00:00:00:00:00", "git@github.com:me/repo", "1280 1024 768", "2015-03-04 10:04",
])
def test_ordinary_technical_text_stays(text: str) -> None:
    assert personal(text) == (text, Counter())


def test_names_become_speaker_tokens_or_the_user_token() -> None:
    rule = name_rule(frozenset({"zippo", "k1l", "ikonia", "hardy"}), SETTINGS).of_dialogue(("zippo^", "K1l_"))
    anonymizer = Anonymizer(SETTINGS, rule)
    counts: Counter[str] = Counter()
    assert anonymizer.text("k1l_: ask ikonia or @zippo, hardy is old", counts) == \
        f"{HELPER}: ask __user__ or @{ASKER}, hardy is old"
    assert anonymizer.text("hardy: you there?", counts) == "__user__: you there?"  # a word-like nick as address
    assert anonymizer.text("help, hardy", counts) == "help, hardy"                 # ... only with a colon
    assert anonymizer.text("IKONIA, [zippo] /home/__user__", counts) == f"__user__, {ASKER} /home/__user__"
    assert counts["nick"] == 6


def test_the_modes_and_generic_tags() -> None:
    text = "bob: see http://x.org/a and /usr/lib/foo, 3 times, mail b@c.de"
    names = frozenset({"bob"})
    nicks = PrivacySettings(NICKS)
    counts: Counter[str] = Counter()
    assert Anonymizer(nicks, name_rule(names, nicks)).text(text, counts) == \
        "__user__: see http://x.org/a and /usr/lib/foo, 3 times, mail b@c.de"
    tags = PrivacySettings(PERSONAL, generic_tags=True)
    assert Anonymizer(tags, name_rule(names, tags)).text(text, counts) == \
        "__name__: see __url__ and __path__, __number__ times, mail __email__"
    assert Anonymizer(PrivacySettings(NONE), name_rule(names, nicks)).text(text, counts) == text


def dialogue() -> Dialogue:
    turns = (Turn(ASKER, ("my mail is a@b.com",), ("my mail is a@b.com",), (1,), (0,)),
             Turn(HELPER, ("ask ikonia",), ("alice_: ask ikonia",), (2,), (1,)),
             Turn(ASKER, ("thanks k1l_",), ("thanks k1l_",), (3,), (2,)))
    return Dialogue("learned:2015-01-01:1", "2015-01-01", "2015/01/01/#ubuntu.txt", "learned", ("alice_", "k1l_"),
                    turns)


def test_a_dialogue_loses_its_nicks_and_keeps_its_lines() -> None:
    rule = name_rule(frozenset({"alice", "k1l", "ikonia"}), SETTINGS)
    released, counts, touched = anonymize_dialogue(dialogue(), rule, SETTINGS)
    assert released.nicks == SPEAKERS
    assert [t.utterances for t in released.turns] == [("my mail is __email__",), ("ask __user__",),
                                                      (f"thanks {HELPER}",)]
    assert released.turns[1].originals == (f"{ASKER}: ask __user__",)
    assert [t.lines for t in released.turns] == [t.lines for t in dialogue().turns]
    assert counts == Counter({"email": 1, "nick": 2}) and touched == 3
    assert provenance_record(dialogue())["nicks"] == ["alice_", "k1l_"]


def test_log_names_are_speakers_presence_nick_changes_and_the_sources_users() -> None:
    log = read_log(DAY)
    assert log_names(log) == {"ikonia", "alice", "k1l", "hardy", "bob|away"}
    assert "mallory" in log_names(replace(log, known_names=frozenset({"Mallory"})))


def test_the_validator_finds_names_and_shapes_left() -> None:
    names = frozenset({"ikonia", "hardy"})
    texts = [("udc/train.csv", "ask ikonia"), ("udc/valid.csv", "hardy is old"), ("x", "mail a@b.com")]
    found = leak_problems(texts, names, SETTINGS)
    assert found == ["udc/train.csv: name 'ik****' (6 chars) left", "x: email shape left"]
    assert leak_problems(texts, names, PrivacySettings(NICKS)) == found[:1]
    assert leak_problems(texts, names, PrivacySettings(NONE)) == []


@pytest.mark.fault
def test_the_validator_never_passes_an_empty_release() -> None:
    assert leak_problems([], frozenset({"x1"}), SETTINGS) == [
        "no released text was read: nothing proves the anonymisation held"]


def test_the_card_says_what_was_replaced_and_what_to_keep_private() -> None:
    assert privacy_note(None) == KEPT_NOTE
    section = {"anonymize": PERSONAL, "generic_tags": False, "utterances": 10, "utterances_changed": 3,
               "replaced": {"nick": 2, "email": 1}, "provenance": "provenance/dialogues.jsonl.gz"}
    note = privacy_note(section)
    assert "nick 2, email 1" in note and "`../provenance/`" in note and "`../days/`" in note
    assert "self-descriptions" in note


@pytest.mark.fault
def test_an_unknown_mode_is_a_setting_error() -> None:
    with pytest.raises(SettingError, match="anonymize"):
        ExtractOptions(anonymize="some").validate()
