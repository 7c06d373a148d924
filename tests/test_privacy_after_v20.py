"""What v20's and v21's misses showed beyond names (bench/results/anonymize_heldout20.md, ...21.md), each with lines
written here: a card number on its own line after a line of words (the word before the line break glued to it);
"someone" at a documentation domain is no one's address."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal

REPLACED = [
    ("charge it to\n5412 7534 9821 0041 please", "charge it to\n__card__ please"),
    ("my amex for the hosting\n3714 918735 28410", "my amex for the hosting\n__card__"),
]
KEPT = [
    "order number\n4412 7534 9821 0045",        # no valid Luhn digit: no card
    "the serial is\n2016 0412 3345",
    "if it breaks, write to someone@example.net",   # a documentation domain's "someone" is no one
]


@pytest.mark.parametrize("text, expected", REPLACED)
def test_a_card_on_its_own_line_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_numbers_on_their_own_line_that_are_no_card_stay(text: str) -> None:
    assert personal(text) == text
