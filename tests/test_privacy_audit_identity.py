"""The release auditor's identity numbers (`privacy.audit.identity`, issue 42 item 3): a number after the
words of a scheme is a finding only when it passes a validator of a scheme those words name (`python-stdnum`),
and the words of schemes without a checksum take any number of their length; numbers printed in their own
scheme's form are findings without words. Lines written here; the numbers are valid by their schemes unless
the line says otherwise."""
from __future__ import annotations

import pytest

from disentangle.privacy.audit import AuditScope, text_findings
from disentangle.privacy.audit.detectors import IDENTITY
from disentangle.privacy.audit.identity import ID_SCHEMES, cued_schemes
from helpers import personal_text as personal

PERSONAL = AuditScope(None, True)


def identity_values(text: str) -> set[str]:
    return {value for kind, value in text_findings(text, PERSONAL) if kind == IDENTITY}


@pytest.mark.parametrize("text, value", [
    ("my ssn is 536-22-8147 dont share it", "536-22-8147"),
    ("SSN: 536228147", "536228147"),
    ("meu cpf é 52998224725", "52998224725"),
    ("DNI 12345678Z por favor", "12345678Z"),
    ("my national insurance no is JG103392A", "JG103392A"),
    ("BSN 111222333 staat erop", "111222333"),
    ("pesel 44051401359", "44051401359"),
    ("pan card ABCPD1234E and aadhaar 2341 2341 2346", "2341 2341 2346"),
    ("ИНН 7707083893", "7707083893"),
    ("my passport number is 533380006, expires 2030", "533380006"),      # no checksum: any of its length
    ("driver's license number D1234-56789-01234", "D1234-56789-01234"),
    ("I typed 536-22-8147 into the wrong box", "536-22-8147"),           # printed forms, no words
    ("o meu é 529.982.247-25", "529.982.247-25"),
    ("RSSMRA85T10A562S is what the form wants", "RSSMRA85T10A562S"),
    ("mine is GODE561231HDFRRN00", "GODE561231HDFRRN00"),
    ("it's AB 12 34 56 C on the payslip", "AB 12 34 56 C"),
])
def test_an_identity_number_is_found(text: str, value: str) -> None:
    assert value in identity_values(text)


@pytest.mark.parametrize("text", [
    "pesel 44051401358",                            # a wrong check digit
    "BSN 111222334",                                # fails the eleven test
    "cpf 529.982.247-26",                           # wrong check digits
    "tin can 12345 on the shelf",                   # 'tin' names tax schemes: 12345 passes none
    "30 pps 1500 bytes",                            # packets per second
    "the passport photo must be 2x2",               # no number
    "passport expires 12/05/2027",                  # a date
    "license number is GPL-3.0",                    # too few digits
    "the sample form says 123-45-6789",             # published examples
    "QQ 12 34 56 C is HMRC's own example",          # a prefix HMRC never issues
    "ssn is __id__ now",                            # the anonymiser's placeholder
    "=== jo [~jo@228.218.100-84.rev.example.net] has joined #ubuntu",   # a host, not a CPF
])
def test_what_fails_its_scheme_is_no_finding(text: str) -> None:
    assert not identity_values(text)


def test_every_scheme_names_validators_that_exist() -> None:
    import importlib
    for scheme in ID_SCHEMES:
        for name in scheme.validators:
            if name and name != "gb.nino":
                assert callable(importlib.import_module(f"stdnum.{name}").is_valid), name


def test_words_name_their_schemes() -> None:
    assert cued_schemes("SSN") == ("us.ssn",)
    assert "es.dni" in cued_schemes("dni") and "ar.dni" in cued_schemes("DNI")
    assert cued_schemes("passport no") == ("",)
    assert cued_schemes("license") == ()


@pytest.mark.parametrize("text", [
    "my ssn is 536-22-8147 dont share it", "I typed 536-22-8147 into the wrong box", "o meu é 529.982.247-25",
    "RSSMRA85T10A562S is what the form wants", "it's AB 12 34 56 C on the payslip", "DNI 12345678Z por favor",
    "national insurance number JG 10 33 92 A ok", "passport no. C03005988 expires in may",
])
def test_what_the_anonymiser_releases_of_an_identity_number_passes(text: str) -> None:
    assert identity_values(text) and not identity_values(personal(text))
