"""National numbers written without their trunk prefix or any phone word, grouped as people write them
("stop the messages to 655 914 237", "60 56 85 91"): a run of three to five groups by one separator, valid in a
region of the channels (issue 42, after Presidio's synthetic set showed them kept). A row of a table (a number
just before or after the run), a run of two groups and a date stay. Lines written here."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal


@pytest.mark.parametrize("text, expected", [
    ("please stop the messages to 655 914 237", "please stop the messages to __phone__"),
    ("the courier has 612-48-73-95 on the parcel", "the courier has __phone__ on the parcel"),
    ("60 56 85 91 is the shop", "__phone__ is the shop"),
    ("my order went to 347 812 4456 and nothing came", "my order went to __phone__ and nothing came"),
    # an office number's extension, glued or spelled, goes with it
    ("call back on 415.737.2186x5240 after five", "call back on __phone__ after five"),
    ("desk: 586-054-2186 ext. 673", "desk: __phone__"),
])
def test_a_national_number_grouped_as_one_is_a_phone_without_a_word(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", [
    'Modeline "1280x1024_60.00"  108.88  1280 1360 1496 1712  1024 1025 1028 1060 -hsync',   # a table's row
    "run gtf 1440 900 60 for the modeline",        # two groups of four, then two: not a phone's grouping
    "resolution 1920 1080",                        # two groups
    "try 512 1024 2048 for the block size",       # a list of sizes: inner groups of four
    "released 2015 04 23",                         # a date
    "the 3 450 000 users",                         # a first group of one digit: a big number
    "set the mode to 1920x1080x24",                # a resolution: no number before its `x`
])
def test_a_tables_row_a_short_run_and_a_date_stay(text: str) -> None:
    assert personal(text) == text
