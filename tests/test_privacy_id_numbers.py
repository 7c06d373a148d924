"""Government identity numbers (issue 42: what a data protection officer asks next): a social security, tax,
passport, driving licence or national identity number after the words that name it, in the channels'
languages, becomes `__id__`, the words kept. The same words without such a number after them, a date after them
and a short count stay. Lines written here; each replaced one was kept whole before this rule."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal

REPLACED = [
    ("my SSN: 219-09-9999 was on the form", "my SSN: __id__ was on the form"),
    ("passport no. C03005988 expires in may", "passport no. __id__ expires in may"),
    ("driver's license number is D1234-56789-01234", "driver's license number is __id__"),
    ("mi DNI es 45811263-K", "mi DNI es __id__"),
    ("CPF: 529.982.247-25", "CPF: __id__"),
    ("aadhaar 4982 1735 6620 is linked", "aadhaar __id__ is linked"),
    ("national insurance number QQ 12 34 56", "national insurance number __id__"),
    ("Steuer-ID 86095742719 im Formular", "Steuer-ID __id__ im Formular"),
    ("номер паспорта 4509 235857", "номер паспорта __id__"),
    ("pan card AFZPK7190K for the kyc", "pan card __id__ for the kyc"),
]

KEPT = [
    "the passport photo must be 2x2",               # no number after the words
    "ssn is required on the form",                  # no number at all
    "tax 2019-04-15 is the deadline",               # a date
    "passport expires 12/05/2027",                  # a date
    "driver's license 2 years ago",                 # a count
    "nie wieder 2024 sagen",                        # German "never": no number of five characters
    "libpam-passport 1.2.3 is broken",              # a package's name, not the words
]


@pytest.mark.parametrize("text, expected", REPLACED)
def test_an_identity_number_after_its_words_is_replaced(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_the_words_without_such_a_number_stay(text: str) -> None:
    assert personal(text) == text


PRINTED = [   # printed in their own scheme's form, no word before them; each passes its checksum or registry
    ("I typed 536-22-8147 into the wrong box lol", "I typed __id__ into the wrong box lol"),
    ("o meu é 529.982.247-25 se precisar", "o meu é __id__ se precisar"),
    ("RSSMRA85T10A562S is what the form wants", "__id__ is what the form wants"),
    ("mine is GODE561231HDFRRN00, the old one expired", "mine is __id__, the old one expired"),
    ("it's AB 12 34 56 C on the payslip", "it's __id__ on the payslip"),
    ("national insurance number JG 10 33 92 A ok", "national insurance number __id__ ok"),
]

PRINTED_KEPT = [
    "the sample form says 123-45-6789",             # every form's example (published.EXAMPLE_IDS)
    "ads used 987-65-4325 for years",               # the advertising block
    "serial 000-12-3456 on the sticker",            # area 000: never issued
    "the build 666-01-2345 failed",                 # area 666: never issued
    "ref 123.456.789-00 fails its check digits",    # a CPF's shape, wrong check digits
    "QQ 12 34 56 C is HMRC's own example",          # QQ: not a prefix HMRC issues
    "ABCDEF12G34H567I is no codice fiscale",        # a wrong check letter
]


@pytest.mark.parametrize("text, expected", PRINTED)
def test_an_identity_number_in_its_printed_form_is_replaced_without_words(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", PRINTED_KEPT)
def test_a_printed_form_failing_its_scheme_or_published_as_an_example_stays(text: str) -> None:
    assert personal(text) == text
