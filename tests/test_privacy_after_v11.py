"""Rules written after the eleventh held-out set's measure (issue 42; its misses read, so v11 is spent): values
as clients, browsers and input methods encode them. The rules read a text folded (`privacy.fold`: no-break and
thin spaces, non-breaking hyphens and en dashes, soft hyphens and zero-width spaces, fullwidth forms as plain
characters) and a text they leave is returned as written; a MAC or an IPv6 address with percent-encoded colons;
a nick after an emphasised thanks (`_thanks_ name:`) or as a Markdown link's text whose target holds its
handle. What stays: Basic credentials that are a placeholder's (`user:password`) or a standard's example, and a
service's mailbox at a documentation domain (`help@example.net`). The auditor reads a text's plain form too
(NFKC, dashes, format characters, percent-encoding), so what the anonymiser would miss there it reports.
A nick that is a command #ubuntu types after `sudo` (`ufw`; `channel_commands.py`, from the corpus' train days)
is a word of the channel, as a man page's command is (v10 and v11 both left `ufw` replaced in prose).
Lines written here, not taken from the set."""
from __future__ import annotations

import importlib.util
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from disentangle.privacy import PERSONAL, PrivacySettings
from disentangle.privacy.audit import AuditScope, text_findings
from disentangle.privacy.audit.names import known_names
from disentangle.privacy.channel_commands import SUDO_COMMANDS
from disentangle.privacy.engine import Anonymizer, name_rule
from disentangle.privacy.fold import fold
from helpers import personal_text as personal

SETTINGS = PrivacySettings(PERSONAL)

REPLACED = [
    ("card 4917\u00a03122\u00a08845\u00a01100", "card __card__"),                    # no-break spaces
    ("5312\u202f7710\u202f0943\u202f2210 exp 03/29", "__card__ exp 03/29"),          # narrow no-break spaces
    ("number: 4917\u20093122\u20098845\u20091100", "number: __card__"),               # thin spaces
    ("pan 5312\u20117710\u20110943\u20112210", "pan __card__"),                       # non-breaking hyphens
    ("my card 4917\u20133122\u20138845\u20131100", "my card __card__"),               # en dashes
    ("49173122\u200b88451100 copied", "__card__ copied"),                             # a zero-width space
    ("card no 4917\u00ad3122\u00ad8845\u00ad1100", "card no __card__"),               # soft hyphens
    ("call +44\u201120\u20117946\u20110958 later", "call __phone__ later"),
    ("電話：＋４４ ２０ ７９４６ ０９５８", "電話：__phone__"),                          # fullwidth digits; the colon stays
    ("mail ｊｏ．ｎｇ＠ｍａｉｌｂｏｘ．ｏｒｇ now", "mail __email__ now"),
    ("login?client_mac=3c%3A22%3Afb%3A91%3A0e%3A47&ap=2", "login?client_mac=__mac__&ap=2"),
    ("https://ipinfo.io/2a01%3A4f8%3A1c17%3Ab2e1%3A%3A2/json", "https://ipinfo.io/__ip__/json"),
]

KEPT = [
    "Authorization: Basic dXNlcjpwYXNzd29yZA==",          # user:password
    "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==",  # RFC 7617's Aladdin:open sesame
    "<mailto:help@example.net|help@example.net>",
    "ship\u00a0it \u2013 version\u00a02.0 ＯＫ",            # folded characters, nothing personal: as written
    "mac=00%3A00%3A00%3A00%3A00%3A00",
    "ip=2001%3Adb8%3A%3A1 and C%3A%5CUsers%5CPublic",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_after_v11_an_encoded_value_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_after_v11_examples_and_unreplaced_texts_stay_as_written(text: str) -> None:
    assert personal(text) == text
    assert text_findings(text, AuditScope(None, True)) == []       # and the auditor agrees


def test_a_real_basic_credential_still_goes() -> None:
    assert personal("Authorization: Basic am9zZTpTM2NyZXQhOTk=") == "Authorization: Basic __secret__"


@pytest.mark.fault
def test_only_the_replaced_span_changes_the_rest_stays_as_written() -> None:
    text = "\ufeffyetone：如欲獲得中文的協助，card 4917\u00a03122\u00a08845\u00a01100 ok\u00a0x ｍａｉｌ ｊｏ＠ｍａｉｌ．ｏｒｇ"
    names = name_rule(frozenset({"yetone"}), SETTINGS)
    assert Anonymizer(SETTINGS, names, platform=False).text(text, Counter()) \
        == "\ufeff__user__：如欲獲得中文的協助，card __card__ ok\u00a0x ｍａｉｌ __email__"


def test_fold_maps_each_character_once_and_leaves_ascii() -> None:
    assert fold("4917\u00a03122\u20138845\u00ad1100") == "4917 3122-88451100"
    assert fold("plain ascii") == "plain ascii" and fold("ünïcode stays") == "ünïcode stays"
    assert fold("emoji 👨\u200d👩 keeps its joiner") == "emoji 👨\u200d👩 keeps its joiner"


@pytest.mark.fault
@pytest.mark.parametrize("text", [t for t, _ in REPLACED if "電話" not in t])
def test_the_auditor_reads_an_encoded_value_as_plain(text: str) -> None:
    assert text_findings(text, AuditScope(None, True)) != []


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", [
    ("_thanks_ katrijn:", "_thanks_ __user__:"),
    ("ask [katrijn](https://matrix.to/#/@katrijn:libera.chat) there",
     "ask [__user__](https://matrix.to/#/@__user__:libera.chat) there"),
])
def test_a_nick_after_markup_is_a_name(text: str, expected: str) -> None:
    names = name_rule(frozenset({"katrijn"}), SETTINGS)
    names = replace(names, wordlike=names.others)     # a nick that is a word too: replaced only where used as a name
    assert Anonymizer(SETTINGS, names, platform=False).text(text, Counter()) == expected


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", [("ativa o ufw primeiro", "ativa o ufw primeiro"),
                                            ("*ufw* status", "*ufw* status"),
                                            ("ufw: did that help?", "__user__: did that help?")])
def test_a_nick_that_is_a_command_typed_after_sudo_is_a_name_only_where_used_as_one(text: str, expected: str) -> None:
    names = name_rule(frozenset({"ufw", "grub"}), SETTINGS)          # no man page known: the machine's or not
    assert Anonymizer(SETTINGS, names, platform=False).text(text, Counter()) == expected
    assert text_findings(text, AuditScope(known_names({"ufw"}), True)) == ([] if expected == text else
                                                                          [("name", "ufw")])


def test_the_channel_commands_module_is_what_its_builder_writes() -> None:
    builder = Path(__file__).resolve().parents[1] / "bench" / "experiments" / "channel_commands.py"
    spec = importlib.util.spec_from_file_location("channel_commands_builder", builder)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not module.TRAIN.is_dir():
        pytest.skip("the shared corpus is not beside the project")
    assert module.module_text(module.sudo_commands()) == module.MODULE.read_text(encoding="utf-8")
    assert "ufw" in SUDO_COMMANDS and "sudo" not in SUDO_COMMANDS and "apt" not in SUDO_COMMANDS


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", [("Irma knows the fix", "__user__ knows the fix"),
                                            ("Mark fixed it yesterday", "__user__ fixed it yesterday"),
                                            ("Mark it done", "Mark it done")])
def test_a_known_name_that_is_a_word_before_a_persons_verb_is_a_name(text: str, expected: str) -> None:
    names = name_rule(frozenset({"irma", "mark"}), SETTINGS)       # a Telegram entity's first names
    assert Anonymizer(SETTINGS, names, platform=True).text(text, Counter()) == expected


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", [
    ("!grub2 | chroot please have a read", "!grub2 | __user__ please have a read"),
    ("!ask > chroot", "!ask > __user__"),
    ("chroot please have a read: GRUB2 is the default boot manager", "__user__ please have a read: GRUB2 is the default boot manager"),
    ("try a chroot please see the wiki", "try a chroot please see the wiki"),
    ("chroot, what config?", "__user__, what config?"),             # a command, no common English word
    ("Thanks Pici and Chroot", "Thanks __user__ and __user__"),     # thanked after "and"
    ("thanks for the fix and chroot", "thanks for the fix and chroot"),
])
def test_a_wordlike_nick_a_factoid_is_sent_to_is_a_name(text: str, expected: str) -> None:
    names = name_rule(frozenset({"chroot", "pici"}), SETTINGS)
    assert Anonymizer(SETTINGS, names, platform=False).text(text, Counter()) == expected
