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
