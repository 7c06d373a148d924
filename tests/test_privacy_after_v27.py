"""What v26's and v27's misses showed (bench/results/anonymize_heldout26.md, ...27.md), each with lines written
here: a phone number before "is my mobile" (a copula between it and its cue), a name given alone on its line
as the answer to a line asking who, two more password compositions, and LangSmith's keys."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal

REPLACED = [
    ("4417 2290 is my cell, text first", "__phone__ is my cell, text first"),
    ("who's got the projector?\nMorwenna\ni think", "who's got the projector?\n__user__\ni think"),
    ("who drove last time?\nగౌతమ్", "who drove last time?\n__user__"),
    ("it's Juniper&412walrus now", "it's __secret__ now"),
    ("last time it was lantern.Bridge88", "last time it was __secret__"),
    ("LANGSMITH_KEY lsv2_sk_0123456789abcdef0123456789abcdef_0a1b2c3d4e", "LANGSMITH_KEY __secret__"),
]
KEPT = [
    "port 8080 is my favourite",
    "who made this?\nCanonical",
    "who maintains it?\nDebian does",
    "who knows?\nnobody does",
    "Morwenna\nis a nice name for a server",
    "see readme.txt and config.Default",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_after_v27_the_value_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_after_v27_what_names_no_one_stays(text: str) -> None:
    assert personal(text) == text


# written before v28 and v29 were read, from v24-v27's remaining misses (all spent): given names of the world's
# registers where a person stands (`given_names`), a question asking who anywhere in its line, a full name alone
# on its line, verbs whose subject is a person, and short local phone numbers grouped as people write them
BEFORE_V28 = [
    ("iirc Gwion drives on sunday", "iirc __user__ drives on sunday"),
    ("ask Marjolein, she set it up", "ask __user__, she set it up"),
    ("thanks Tendai!", "thanks __user__!"),
    ("ok and who locks up tonight?\nRhodri", "ok and who locks up tonight?\n__user__"),
    ("the form is signed by, i think\nEluned Prys", "the form is signed by, i think\n__user__ __user__"),
    ("the landlord, 482 7719 after five", "the landlord, __phone__ after five"),
    ("her number (6118 2047 since may) works", "her number (__phone__ since may) works"),
    ("the shop gave me 7 23 51 80 46 yesterday", "the shop gave me __phone__ yesterday"),
]
KEPT_BEFORE_V28 = [
    "Glade and Kino both crash here",              # programs that are given names somewhere: only where a person stands
    "ask Via for the specs",                        # a given name that is an English word too
    "Merci Beaucoup",                               # a line of two words of another language
    "set the mode to 1280 1024",                    # display sizes
    "gid and uid are 1001 1001",                    # one id twice
    "hotel: 123 4567 rooms",                        # counted out: a placeholder
    "63.50  1024 1072 1176 1328  768 771 775 798 -hsync",   # a table's row
    "who wrote this?\nthe kernel team",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", BEFORE_V28)
def test_before_v28_the_value_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT_BEFORE_V28)
def test_before_v28_what_names_no_one_stays(text: str) -> None:
    assert personal(text) == text
