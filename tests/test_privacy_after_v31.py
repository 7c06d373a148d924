"""What v30's and v31's misses showed (bench/results/anonymize_heldout30.md, ...31.md), each with lines written
here: a handle of a register's given name that is no English word and a surname (`given_names`), a password of
a word, a symbol, digits and a capitalised word, and a local number of one digit and seven."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal

REPLACED = [
    ("lol sjoukje_dijkstra baked it", "lol __user__ baked it"),
    ("the guide (azamat_osmonov) got lost", "the guide (__user__) got lost"),
    ("ugh it's still walnut*512Harbor", "ugh it's still __secret__"),
    ("the plumber (4 2837164 heh) came", "the plumber (__phone__ heh) came"),
]
KEPT = [
    "So tokio_core is old as well?",             # a crate: a register's name before an English word
    "my X-Fi Fatal1ty card hums",                # one digit for a letter: a brand's as often
    "values 7 7777777 here",                     # one digit seven times: an id
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_after_v31_the_value_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_after_v31_what_names_no_one_stays(text: str) -> None:
    assert personal(text) == text
