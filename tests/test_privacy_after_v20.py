"""What v20's and v21's misses showed beyond names (bench/results/anonymize_heldout20.md, ...21.md), each with lines
written here: a card number on its own line after a line of words (the word before the line break glued to it);
"someone" at a documentation domain is no one's address; and from v22's and v23's: a correction in sed's words read
part by part, Heroku / Sentry / PlanetScale tokens, a key id someone is asked to sign, a kernel's `root=UUID=...`
no secret."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal

REPLACED = [
    ("s/4444/5412753498210041/", "s/4444/__card__/"),
    ("s|old|mira.k@posteo.de|g", "s|old|__email__|g"),
    ("argh, s/4444/5412753498210041/ sorry", "argh, s/4444/__card__/ sorry"),
    ("new key: HRKU-7c1d92e0-55aa-4f3b-9e21-0b8d6a4c2f11", "new key: __secret__"),
    ("dsn token sntrys_eyJpYXQiOjE3MDAwMDAwMDAsInVybCI6Imh0dHBzOi8v", "dsn token __secret__"),
    ("could you sign 0x7A3F19C2B84D06E5 tonight", "could you sign __secret__ tonight"),
    ("charge it to\n5412 7534 9821 0041 please", "charge it to\n__card__ please"),
    ("my amex for the hosting\n3714 918735 28410", "my amex for the hosting\n__card__"),
]
KEPT = [
    "s/foo/bar/g",
    "linux /boot/vmlinuz root=UUID=7d2e4c1a-88b3-4f0e-a1d9-3c5b6e7f8a90 ro quiet splash",
    "resume=PARTUUID=0a1b2c3d-4e5f-4061-8293-a4b5c6d7e8f9",
    "the constant is 0x7A3F19C2B84D06E5 in the header",
    "order number\n4412 7534 9821 0045",        # no valid Luhn digit: no card
    "the serial is\n2016 0412 3345",
    "if it breaks, write to someone@example.net",   # a documentation domain's "someone" is no one
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_after_v20_the_value_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_after_v20_what_names_no_one_stays(text: str) -> None:
    assert personal(text) == text
