"""Issue 42, after the fifth held-out set: numbers glued to the marks of the formats that write them, and the
accounts of a passwd file. A card on a magnetic stripe's track (`%B...^NAME^`, `;...=YYMM`), of issuers no
rule knew (UzCard, Humo; UATP after a cue), an IBAN glued to its currency as SWIFT MT940's `:25:` writes it,
the login and full name of a passwd(5) entry. Every line here is written for this file (no held-out set's),
with the lines of the same shapes that name no one."""
from __future__ import annotations

from collections import Counter

import pytest

from disentangle.privacy import PERSONAL, PrivacySettings
from disentangle.privacy.engine import Anonymizer, name_rule

SETTINGS = PrivacySettings(PERSONAL)


def personal(text: str) -> str:
    return Anonymizer(SETTINGS, name_rule(frozenset(), SETTINGS)).text(text, Counter())


GLUED = [
    # a magnetic stripe's track 1: `%B` glued before the number (a Visa), lower-case `%b` and 19 digits (Verve)
    ("msr read: %B4218730566194272^SOKOLOVA/VERA^2607101000000000000?",
     "msr read: %B__card__^SOKOLOVA/VERA^2607101000000000000?"),
    ('>>> Track1Parser().parse("%b5027619388401277330^ORTIZ/LUIS^2811")',
     '>>> Track1Parser().parse("%b__card__^ORTIZ/LUIS^2811")'),
    # track 2: `;PAN=YYMM...?`, an UzCard quoted, a Humo bare at the line's start
    ("track2 = ';8600521773904216=26071010000000000?'", "track2 = ';__card__=26071010000000000?'"),
    ("9860142088337159=2512201000000", "__card__=2512201000000"),
    # issuers no rule knew, in a constructor and after the field's name (UATP: 15 digits opening with 1)
    ('Card c = new Card("8600521773904216", "12/27");', 'Card c = new Card("__card__", "12/27");'),
    ("card.pan -> Primary Account Number: 155288301749028", "card.pan -> Primary Account Number: __card__"),
    # an IBAN glued to its currency (SWIFT MT940's account field)
    (":25:NL37ABNA0417332597EUR", ":25:__iban__EUR"),
    ("Konto :25:PL07109010140000071219740999PLN gebucht", "Konto :25:__iban__PLN gebucht"),
    # a passwd(5) entry of a person's account: the login and the full name (the home as ever)
    ("jkowalski:x:1000:1000:Jan Kowalski,,,:/home/jkowalski:/bin/bash",
     "__user__:x:1000:1000:__user__,,,:/home/__user__:/bin/bash"),
    ("tess_w:x:1003:100::/home/tess_w:/bin/zsh", "__user__:x:1003:100::/home/__user__:/bin/zsh"),
]

GLUED_KEPT = [
    "got 155288301749028 rows back",                       # a UATP-shaped run without a cue is an id as often
    "blob ab4218730566194272cd in the pack",                 # inside a longer token of letters and digits
    "version 20231104ABC of the firmware",                   # digits and capitals that make no IBAN
    "daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin",       # a system account (an id below 1000)
    "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin",
    "order 4218730566194273^ is next",                       # an invalid Luhn digit before a track's mark
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", GLUED)
def test_numbers_and_accounts_glued_to_their_format_are_replaced(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", GLUED_KEPT)
def test_the_same_shapes_naming_no_one_stay(text: str) -> None:
    assert personal(text) == text
