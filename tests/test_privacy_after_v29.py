"""What v28's and v29's misses showed (bench/results/anonymize_heldout28.md, ...29.md), each with lines written
here: a chat export's message is read on one line (its breaks become spaces), so a question asking who is
answered by a name ending the message; a name in a script without case among other scripts where a person
stands; a quoted pair of capitalised words no language knows as common words; passwords of two words in
different cases around a symbol, of a word, a symbol and digits, and in leetspeak; local numbers 2-5 and 2-3-3
(opening with 0); a bracket the text opened before a number stays."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal

REPLACED = [
    ("ok who is driving tomorrow? Айгуль", "ok who is driving tomorrow? __user__"),
    ("ask ಸುಧೀರ್ ಹೆಗ್ಡೆ about the tickets", "ask __user__ __user__ about the tickets"),
    ("later ពិសី promised the cake", "later __user__ promised the cake"),
    ('the card says "Жылдыз Токтогулова" on it', 'the card says "__user__ __user__" on it'),
    ("since monday it's LAMP!crow38", "since monday it's __secret__"),
    ("try owl#BRICK27 then", "try __secret__ then"),
    ("it became walnut!4417 last week", "it became __secret__ last week"),
    ("the old one was M00nl1ght, now longer", "the old one was __secret__, now longer"),
    ("the bakery is 06 218 774 on weekdays", "the bakery is __phone__ on weekdays"),
    ("reach the caretaker at 83 40952 tonight", "reach the caretaker at __phone__ tonight"),
    ("his aunt (517 88 31 since may) is home", "his aunt (__phone__ since may) is home"),
]
KEPT = [
    "who knows? Ubuntu maybe",                   # an answer that is an English word
    "ಠ_ಠ said nothing",                          # a face drawn in a script's letters, not a name
    "สวัสดีครับ ทุกคน",                           # a message in its own script: its words are words
    '"Hello World" printed fine',
    '##	InputDevice	"Synaptics Touchpad"',      # a product: its words are words, rarely
    "Intracom Netmod",                           # a product's name alone on a line of one
    "the party is on Tues13th",                  # no word read back from its digits
    "we had 12 345 678 rows",                    # a count in thousands, not 0-led
    "root@HOST12 is the box",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_after_v29_the_value_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_after_v29_what_names_no_one_stays(text: str) -> None:
    assert personal(text) == text
