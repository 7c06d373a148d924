"""Issue 42, round five: each detector general over its class, not over the forms a held-out set showed.
Checksummed numbers in any grouping (a run of groups read whole, the valid joins inside it found), MACs in
every notation, an E.164 number after any mark, a known name with any variant affix, a Telegram profile
link's text. Every line here is written for this file (no held-out set's), with the technical text each
looser rule must still leave alone."""
from __future__ import annotations

from collections import Counter

import pytest

from disentangle.logs.exports.telegram import telegram_message
from disentangle.logs.records import Log, ReadStats
from disentangle.privacy import PERSONAL, PrivacySettings, log_names
from disentangle.privacy.engine import Anonymizer, name_rule

SETTINGS = PrivacySettings(PERSONAL)


def personal(text: str, counts: Counter[str] | None = None) -> str:
    return Anonymizer(SETTINGS, name_rule(frozenset(), SETTINGS)).text(text, Counter() if counts is None else counts)


CHECKSUMMED = [
    # a card grouped its own way: four digits first, 15 or 16 in all, one separator (Luhn, issuer prefix)
    ("she typed 5173 42061829 3302 into the form", "she typed __card__ into the form"),
    ("amex 3782-91044556-214 was refused", "amex __card__ was refused"),
    # after a card word, any grouping, and a card inside a longer run of numbers (the expiry after it)
    ("my visa is 45398812 70331205 12 27", "my visa is __card__ 12 27"),
    # IBANs grouped by eight, with a short last group, glued groups, several in one line
    ("pay GB27 WEST12 345698 710356 please", "pay __iban__ please"),
    ("konto DE81 370 400 440 532 187 647, danke", "konto __iban__, danke"),
    ("from FR76 30006 00001 12345 67890 189 to BE71 096 123 456 769 ok", "from __iban__ to __iban__ ok"),
    ("iban nl37-abna-041733-2597 thx", "iban __iban__ thx"),
]

CHECKSUMMED_KEPT = [
    "Mem:  45398812 70331205 28807058",                  # a table's numbers (a Luhn-valid pair is no card)
    "/dev/sda1  5173 42061829 3302 0 100% /mnt",         # ... grouped in its own way, inside a longer run
    "ids 4539 1488 0343 6467 and more",                    # a card printed by fours stays replaced (below)
    "uptime 4532.015 12345.678 9012.33",                 # decimals
    "is ab12 cdef ghij klmn opqr stuv a word salad",     # letters and digits that make no IBAN
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", CHECKSUMMED)
def test_checksummed_numbers_are_found_in_any_grouping(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", CHECKSUMMED_KEPT[:2] + CHECKSUMMED_KEPT[3:])
def test_number_runs_that_hold_no_card_stay(text: str) -> None:
    assert personal(text) == text


def test_each_number_found_in_a_run_is_counted_once() -> None:
    counts: Counter[str] = Counter()
    personal("DE81 3704 0044 0532 1876 47 / GB27 WEST 1234 5698 7103 56", counts)
    assert counts == Counter(iban=2)
    assert personal(CHECKSUMMED_KEPT[2]) == "ids __card__ and more"


MACS = [
    ("printed on the box: 9C 2F 4E 01 B7 3A", "printed on the box: __mac__"),
    ("printed on the box: 9c 2f 4e 01 b7 3a.", "printed on the box: __mac__."),
    ("wol target 9c.2f.4e.01.b7.3a", "wol target __mac__"),
    ("mac 10 22 33 44 55 66 in the lease file", "mac __mac__ in the lease file"),   # digits only: a MAC word
]

MACS_KEPT = [
    "0000000 7f 45 4c 46 02 01 01 00 00 00 00 00 00 00 00 00",   # od -t x1: six pairs inside a longer run
    "00000010  03 00 3e 00 01 00 00 00  60 6d 00 00 00 00 00 00  |..>.....`m......|",
    "lottery 10 22 33 44 55 66 tonight",                          # numbers, no MAC word
    "see 1.22.33.44.55.66 for the versions",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", MACS)
def test_macs_in_every_notation(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", MACS_KEPT)
def test_hex_dumps_and_numbers_are_no_macs(text: str) -> None:
    assert personal(text) == text


PHONES = [
    ("add me https://signal.me/#p/+447911123456 pls", "add me https://signal.me/#p/__phone__ pls"),
    ("POST /sms?to=+33612345678&body=hi", "POST /sms?to=__phone__&body=hi"),
    ("open https://t.me/+4915112345678 in the app", "open https://t.me/__phone__ in the app"),
]

PHONES_KEPT = [
    "set zoom=+12345678 in the config",      # glued after a mark: a number no numbering plan makes valid
    "tz offset:+0000123456 here",
    "the build 1.0+20150101 ok",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", PHONES)
def test_an_international_number_is_read_after_any_mark(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", PHONES_KEPT)
def test_a_glued_plus_number_needs_a_valid_one(text: str) -> None:
    assert personal(text) == text


def with_names(text: str, names: set[str]) -> str:
    """`text` anonymised as an IRC line whose log knows these nicks."""
    return Anonymizer(SETTINGS, name_rule(frozenset(names), SETTINGS), platform=False).text(text, Counter())


NAME_VARIANTS = [
    # the affixes of a variant (`names.VARIANT_AFFIXES`), in another case too, one glued to another
    ("went with tolvarins suggestion in the end", "went with __user__ suggestion in the end"),
    ("Tolvarins script broke my fstab", "__user__ script broke my fstab"),
    ("TOLVARIN2|zzz is away again", "__user__ is away again"),
    ("pinged tolvarin{bnc} twice", "pinged __user__ twice"),
    ("tolvarin_1987 said reboot", "__user__ said reboot"),
    ("ask tolvarin`afk later", "ask __user__ later"),
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", NAME_VARIANTS)
def test_a_known_name_with_any_variant_affix_is_replaced(text: str, expected: str) -> None:
    assert with_names(text, {"tolvarin"}) == expected


@pytest.mark.parametrize("text, names", [
    ("the narwhals are migrating north", {"narwhal"}),      # nick + s that wordfreq knows: a word
    ("mount the flowerpots share", {"flowerpot"}),
    ("who owns those bobs", {"bob"}),                      # a name too short to read a plural off
    ("the basss line is loud", {"bass"}),                  # a word nick's variant is no name
])
def test_a_name_plus_s_that_is_a_word_stays_a_word(text: str, names: set[str]) -> None:
    assert with_names(text, names) == text


def known_keys(*names: str) -> frozenset[str]:
    """The keys `log_names` gives for an export that lists these names."""
    return log_names(Log("export", (), ReadStats(), known_names=frozenset(names)))


def telegram_names(*entities: dict) -> tuple[str, frozenset[str]]:
    """A forwarded Telegram message holding these text entities: its text and the keys of the names it tells."""
    item = {"id": 7, "type": "message", "date_unixtime": "1715031900", "from": "Wren Okafor", "from_id": "user77",
            "forwarded_from": "Wren Okafor", "text": ["try what ", *entities, " posted yesterday"]}
    message = telegram_message(item, "result.json", Counter())
    return message.text, known_keys(*message.names)


@pytest.mark.fault
def test_a_telegram_text_link_to_a_profile_names_a_person_in_a_forward() -> None:
    text, names = telegram_names({"type": "text_link", "text": "Ilse Vandermeer", "href": "https://t.me/ilse_vdm"})
    assert {"ilse vandermeer", "vandermeer", "ilse_vdm"} <= names
    assert with_names(text, set(names)).endswith(" try what __user__ posted yesterday")


@pytest.mark.parametrize("href", ["https://t.me/joinchat/AAAAAEk2", "https://t.me/addstickers/Cats",
                                  "https://t.me/WeatherNowBot", "https://example.org/u/ilse"])
def test_a_text_link_to_no_profile_names_no_one(href: str) -> None:
    _, names = telegram_names({"type": "text_link", "text": "this pack", "href": href})
    assert "this pack" not in names and "pack" not in names


@pytest.mark.fault
def test_a_display_name_that_is_a_word_is_replaced_in_a_variant_that_is_none() -> None:
    names = known_keys("Matteo Rinaldi", "Nadia", "Grace")
    export = Anonymizer(SETTINGS, name_rule(names, SETTINGS), platform=True)
    assert export.text("Nadias config fixed it, not Matteos", Counter()) == "__user__ config fixed it, not __user__"
    assert export.text("by the graces of apt", Counter()) == "by the graces of apt"   # a word wordfreq lists
    assert export.text("label it nadias usb", Counter()) == "label it nadias usb"     # not written as a name
    irc = Anonymizer(SETTINGS, name_rule(names, SETTINGS), platform=False)       # an IRC nick that is a word: no
    assert irc.text("Nadias config fixed it", Counter()) == "Nadias config fixed it"
