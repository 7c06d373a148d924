"""What v32's and v33's misses showed (bench/results/anonymize_heldout32.md, ...33.md), each with lines written
here: a chat message read as written (`logs.line_breaks`) holds values a line says what they are (a credential's
label line, then the value alone on the next), a signature's or a contact list's number alone on its line (dashed,
after a list's number), and placeholders named after what they stand for, which identify no one; a spelled address
after "me at" (the address is what follows), and call words in Cebuano and Tagalog."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal

REPLACED = [
    ("the guest wifi passcode, for the weekend:\nHeron-73-lantern-dune", "the guest wifi passcode, for the weekend:\n__secret__"),
    ("nas admin login (don't forward):\n  Tamarisk_88_grove\nthanks", "nas admin login (don't forward):\n  __secret__\nthanks"),
    ("cheers\n--\nIlse\n752-6614", "cheers\n--\n__user__\n__phone__"),   # a signature: the name goes too
    ("numbers for the night shift:\n1) 781-2290\n2) ask at the desk", "numbers for the night shift:\n1) __phone__\n2) ask at the desk"),
    ("write me at ilse.vandamme at posteo dot de please", "write me at __email__ please"),   # "me at ilse.vandamme" no address
    ("tawagan mo ako sa 781 2290 mamaya", "tawagan mo ako sa __phone__ mamaya"),             # Tagalog: call me
]
KEPT = [
    'psk="your_wifi_passphrase"',                 # a placeholder named after what it stands for
    "export GITHUB_TOKEN=YOUR_GITHUB_TOKEN",
    "password:\nchangeme is the default, change it",  # a default, and prose on the next line
    "login:\nyesterday it still worked",          # prose after the label line
    "steps:\n1. 2048-4096 blocks\n2. reboot",     # a list's sizes, not a number alone on its line
    "1. 2015-2019 were the years\n2. done",      # a list item's range of years
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_after_v33_the_value_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_after_v33_what_names_no_one_stays(text: str) -> None:
    assert personal(text) == text
