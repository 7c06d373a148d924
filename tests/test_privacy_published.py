"""Values published as examples (`disentangle.privacy.published`): the registry's example IBANs and the payment
providers' test cards identify no one, so the anonymiser keeps them however grouped and the release auditor does
not report them; a real-looking number beside them is still replaced and reported."""
from __future__ import annotations

import pytest
from stdnum import iban, luhn

from disentangle.privacy.audit import AuditScope, text_findings
from disentangle.privacy.published import EXAMPLE_IBANS, TEST_CARDS
from helpers import personal_text as personal

AUDIT = AuditScope(None, True)


def test_every_published_value_is_valid_so_that_keeping_it_is_a_decision() -> None:
    assert all(iban.is_valid(example) and example == example.upper() for example in EXAMPLE_IBANS)
    assert all(luhn.is_valid(card) for card in TEST_CARDS)


@pytest.mark.parametrize("text", [
    "the docs use GB82 WEST 1234 5698 7654 32 as the example",
    "e.g. IBAN DE89 3704 0044 0532 0130 00",
    "iban: de89370400440532013000 (from the wiki page)",
    "<IBAN>NL91ABNA0417164300</IBAN>",
    "CH93-0076-2011-6238-5295-7 is what the form shows as a sample",
])
def test_an_example_iban_stays_and_is_no_finding(text: str) -> None:
    assert personal(text) == text
    assert text_findings(text, AUDIT) == []


def test_a_real_looking_iban_beside_an_example_is_replaced_and_reported() -> None:
    text = "not the sample GB82 WEST 1234 5698 7654 32, mine is GB27 WEST 1234 5698 7103 56"
    assert personal(text) == "not the sample GB82 WEST 1234 5698 7654 32, mine is __iban__"
    assert [kind for kind, _ in text_findings(text, AUDIT)] == ["iban"]
