"""What the spent sets v20-v23 still missed on the last rules, each with lines written here: passwords made to a
policy's composition with nothing naming them (`privacy/passwords.py`), a MAC as twelve bare hex digits whose
first six are a vendor's registered block (`netaddr`'s copy of the IEEE registry), a fingerprint as forty hex
digits in capitals, a handle of a first name and a surname cut to two to four letters, and "password really is"."""
from __future__ import annotations

import pytest

from disentangle.privacy.passwords import composed_password
from helpers import personal_text as personal

REPLACED = [
    ("try Marmalade77$ on the nas", "try __secret__ on the nas"),
    ("(Harbour2019& is the one downstairs)", "(__secret__ is the one downstairs)"),
    ("Tortoise&4410 - keep it off the board", "__secret__ - keep it off the board"),
    ("1987^Lantern then, the old one", "__secret__ then, the old one"),
    ("it's Velvet*otter12 now", "it's __secret__ now"),
    ("is it Cr4nb3rry5 or Cr4nb3rry6", "is it __secret__ or __secret__"),
    ("zaq12wsx!77 still works on the printer", "__secret__ still works on the printer"),
    ("go with Walnut93? until the reset", "go with __secret__ until the reset"),
    ("my password really is RiverStone8 sadly", "my password really is __secret__ sadly"),
    ("the nuc in the attic: b827ebc41d09", "the nuc in the attic: __mac__"),
    ("whitelist 3C22FB9A1E07 as well", "whitelist __mac__ as well"),
    ("imported 4F1C2B9A0D7E3355AB21C09F8E6D5B4A3C2F1E0D, please check", "imported __secret__, please check"),
    ("leave the spare with tomas_hol", "leave the spare with __user__"),
    ("ines_ga knows the code", "__user__ knows the code"),
]
KEPT = [
    "does it run on Ubuntu10?",                     # a question's mark, no password's symbol
    "Edgy64! I finally have it running",
    "the patch is in 7c2d9e41a3f0 on master",       # twelve hex digits of no registered block: a hash
    "the id was 500107862016 bytes",                # digits only
    "debian  12.5  3c22fb9a1e07  2 weeks ago  117MB",   # docker images: an image id, whatever block it opens with
    "container 3c22fb9a1e07 exited with 137",
    "git rev-parse gave 4f1c2b9a0d7e3355ab21c09f8e6d5b4a3c2f1e0d",   # a hash in lower case
    "Get-FileHash -Algorithm SHA1 says 4F1C2B9A0D7E3355AB21C09F8E6D5B4A3C2F1E0D",
    "my qwerty keyboard lost a key",
    "set max_len and buf_sz before the loop",
    "libfoo2-dev and python3-gi are needed",
    "install nvidia-340 and reboot",
    "my password is correct, the keyring is not",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_after_v23_the_value_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_after_v23_what_names_no_one_stays(text: str) -> None:
    assert personal(text) == text


@pytest.mark.parametrize("value, rest, expected", [
    ("Walnut93?", " until the reset", True), ("Walnut93?", "", False), ("Walnut93?", " Or not", False),
    ("Walnut93!", " (the old one)", True), ("Walnut93$", "", True), ("*Velvet.otter12", "", True),
    ("Win10", "", False), ("Gnome3", "", False), ("x86_64", "", False), ("qwerty", "", False),
    ("m1dn1ght", "", False),        # a nick's leet, no capital nor digit to end it
])
def test_a_composition_ends_with_a_mark_only_where_the_clause_goes_on(value: str, rest: str, expected: bool) -> None:
    assert composed_password(value, rest) is expected
