"""Values the anonymiser finds by what is said around them (issue 42, after the sixth held-out set): a card of
any issuer after a card's word or its expiry date, or written out as one; a phone number of any region
after a "call me"; a password said in prose or typed by mistake and taken back; an account's name in its URL's
path beside its credentials; a known person's first name opening a reported line; a user name a Telegram
bot command is addressed to. Each line is written here
(not taken from a held-out set); the must-stay lines are the same shapes naming no one."""
from __future__ import annotations

from collections import Counter

import pytest

from disentangle.privacy import PERSONAL, PrivacySettings
from disentangle.privacy.engine import Anonymizer, name_rule
from disentangle.privacy.names import name_keys, name_parts

SETTINGS = PrivacySettings(PERSONAL)
PEOPLE = ("Nadia Ferreira", "Tobias Lindqvist", "Mark Osei", "Rose Halloran")


def personal(text: str) -> str:
    return Anonymizer(SETTINGS, name_rule(frozenset(), SETTINGS)).text(text, Counter())


def in_export(text: str) -> str:
    keys = name_keys(PEOPLE) | {part for name in PEOPLE for part in name_parts(name)}
    return Anonymizer(SETTINGS, name_rule(keys, SETTINGS), platform=True).text(text, Counter())


CUED = [
    # cards of issuers the prefix list does not name (national schemes), after a word, a key, an expiry date
    ("payment failed: card 9704123412341232 declined", "payment failed: card __card__ declined"),
    ('{"cardNumber": "9420123412341235"}', '{"cardNumber": "__card__"}'),
    ('{"card_number": "1946555012341234"}', '{"card_number": "__card__"}'),
    ("Kreditkarte 9420 5550 0012 3451 abgelehnt", "Kreditkarte __card__ abgelehnt"),
    ("карта 9891 1234 0098 7650 не проходит", "карта __card__ не проходит"),
    ("ứng dụng báo lỗi thẻ 9704 2299 0011 2231", "ứng dụng báo lỗi thẻ __card__"),
    ("9704229900112231 09/28 rejected", "__card__ 09/28 rejected"),
    ("points won on credit card 071542180014 expire", "points won on credit card __card__ expire"),   # 12 digits
    # written out as a card: four groups of four joined by dashes
    ("does 9704-5512-0987-6541 look valid to you", "does __card__ look valid to you"),
    # ... or by single spaces, alone (no number beside it); a 19-digit one's last three after them
    ("the number was 9704 5512 0987 6541.", "the number was __card__."),
    ("it reads 9891 6301 2207 4415 335 on the back", "it reads __card__ on the back"),
    # a phone of a region the national rules do not read, after a "call me" in the channels' languages
    ("llámame al 71234567 mañana", "llámame al __phone__ mañana"),
    ("позвони мне 8 029 123-45-67 вечером", "позвони мне __phone__ вечером"),
    ("ruf mich an: 71 234567 danke", "ruf mich an: __phone__ danke"),
    # a password said in prose, or typed by mistake and taken back
    ("the wifi key is Lupin-42sky btw", "the wifi key is __secret__ btw"),
    ("the hotspot code is Qx7-lamp-Rr now", "the hotspot code is __secret__ now"),
    ("aK9#vTq2!mZ sorry, wrong window", "__secret__ sorry, wrong window"),
    ("ok: Qw3rty_Zx9! whoops, wrong tab", "ok: __secret__ whoops, wrong tab"),
    # a forge URL's account in its path beside its credentials
    ("remote: https://hollis:9f2c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e@git.example.net/hollis/notes.git",
     "remote: https://__credentials__@git.example.net/__user__/notes.git"),
]

CUED_KEPT = [
    "card 4242 4242 4242 4242 works in stripe test mode",       # a provider's published test card
    "use 4000056655665556 for a debit test",
    "0000 0000 0000 0000",                                      # filler, no card
    'Modeline "1024x768_60.00"   63.50  1024 1072 1176 1328  768 771 775 798 -hsync',   # a table's row
    'xrandr --newmode "x" 63.50  1024 1072 1176 1328',         # a number just before the run: a row
    "1440 1528 1680 1920 1035 1038 1045 1074",                  # more groups than a card's
    "see bug number 1523456 on launchpad",                      # a number word is no "call me"
    "the password is wrong",                                    # prose, no secret's shape
    "the wifi password is written on the router",
    "the key is 0x1A2B3C4D",                                    # a key of no credential
    "sudo update-grub oops, wrong window",                      # taken back, but words and a command
    "ignore that, the typo was in /etc/fstab",
    "Talisker[w] : Ignore that. That's just for the server",    # an address, not a password taken back
    "jUggERNAUt1980: sorry, wrong window",
    "sorry, wrong button",
    "report it to abuse@ubuntu.com",                            # an organisation's role mailbox (RFC 2142)
    "Signed-off-by: dependabot <support@github.com>",
]

REPORTED = [
    ("> Nadia said it boots now", "> __user__ said it boots now"),
    ("- Mark asked the same yesterday", "- __user__ asked the same yesterday"),
    ("Rose mentioned a fix for this", "__user__ mentioned a fix for this"),
    ("because > Mark said the same, try sdb1", "because > __user__ said the same, try sdb1"),
    # a bot command addressed to a user name the export never lists
    ("keep /kick@lindqvist_t out of it", "keep /kick@__user__ out of it"),
]

REPORTED_KEPT = ["Mark it done and reboot", "a Rose said nothing", "> Mark the partition bootable",
                 "/start@weather_helper_bot now", "open /root@localhost:/etc/fstab in emacs"]              # a bot's name (Telegram's end in "bot")


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", CUED)
def test_values_are_found_by_what_is_said_around_them(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", CUED_KEPT)
def test_the_same_shapes_naming_no_one_stay(text: str) -> None:
    assert personal(text) == text


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPORTED)
def test_a_known_first_name_opening_a_reported_line_is_the_person(text: str, expected: str) -> None:
    assert in_export(text) == expected


@pytest.mark.parametrize("text", REPORTED_KEPT)
def test_a_name_that_is_a_word_stays_a_word_when_nothing_reports(text: str) -> None:
    assert in_export(text) == text


SELF_AND_LISTED = [
    # a known name that is also a word, where the writer names themselves or a directory lists a person
    ("Rose here, new number from monday", "__user__ here, new number from monday"),
    ("Mark speaking, the build is green", "__user__ speaking, the build is green"),
    ("[forwarded] Rose here, back on monday", "[forwarded] __user__ here, back on monday"),   # a forward's text
    ("> Nadia here. new laptop", "> __user__ here. new laptop"),
    ("i'm Nadia on the other workspace", "i'm __user__ on the other workspace"),
    ("i’m Rose on matrix too", "i’m __user__ on matrix too"),
    ("Osei, Mark owns the runbook", "__user__ owns the runbook"),
    ("assigned to: Halloran, Rose", "assigned to: __user__"),
]

SELF_AND_LISTED_KEPT = ["Mark here means done", "here, Mark the partition", "Rose, Mark, Nadia",  # not a listing
                        "mark here and there"]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", SELF_AND_LISTED)
def test_a_name_naming_its_writer_or_listed_surname_first_is_the_person(text: str, expected: str) -> None:
    assert in_export(text) == expected


@pytest.mark.parametrize("text", SELF_AND_LISTED_KEPT)
def test_words_near_a_name_shape_stay_words(text: str) -> None:
    assert in_export(text) == text
