"""Values published as examples, which identify no one: the card numbers payment providers publish for testing
(Stripe's, Adyen's, Braintree's, PayPal's and Worldpay's test-card pages), and the example IBANs of the IBAN
registry and of the standard's documentation (ECBS, Wikipedia) that banking libraries and help pages quote.
People paste them when asking about a checkout or a transfer form; they pay nothing and hold no one's money.
So are the identity numbers printed as samples, and the North American phone numbers reserved for fiction.
A public fact, not a detection rule: the anonymiser keeps them (`checks.card_spans`, `checks.iban_spans`) and
the release auditor, written apart from it, does not report them (`audit.checks`).
"""
from __future__ import annotations

import base64
import binascii
import re

from disentangle.privacy.keep import GENERIC_PREFIXES, GENERIC_USERS, placeholder_secret

__all__ = ["EXAMPLE_CREDENTIALS", "example_basic_credentials", "EXAMPLE_IBANS", "EXAMPLE_IDS", "FICTION_PHONES", "TEST_CARDS"]

TEST_CARDS = frozenset((
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210",
    "5105105105105100", "378282246310005", "371449635398431", "6011111111111117", "6011000990139424",
    "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005", "4111111111111111",
    "4012888888881881", "4000000000000002", "4000002500003155", "4000000000003220", "4000000000009995",
    "5454545454545454", "4000000000000077", "4000000000000093", "4000000000000341", "30569309025904",
    "38520000023237", "6011601160116611", "3530111333300000", "4917610000000000", "4988080000000000",
    "5019717010103742", "6759649826438453", "4035501000000008", "4360000001000005", "4400000000000008",
    "4444333322221111", "4001919257537193", "4007702835532454", "5425233430109903", "2222400070000005",
    "5577000055770004", "5136333333333335", "2222410740360010", "374245455400126", "36006666333344",
    "6250941006528599"))

# each a valid IBAN (mod-97), compact and in capitals, as the registry prints one per country
EXAMPLE_IBANS = frozenset((
    "DE89370400440532013000", "GB82WEST12345698765432", "GB29NWBK60161331926819", "GB33BUKB20201555555555",
    "FR1420041010050500013M02606", "NL91ABNA0417164300", "CH9300762011623852957", "ES9121000418450200051332",
    "IT60X0542811101000000123456", "AT611904300234573201", "PL61109010140000071219812874",
    "SE4550000000058398257466", "NO9386011117947", "DK5000400440116243", "FI2112345600000785",
    "IE29AIBK93115212345678", "PT50000201231234567890154", "LU280019400644750000"))

# identity numbers printed as examples, never anyone's (digits only): the Social Security Administration's
# advertising block 987-65-4320..4329, the wallet-card 078-05-1120, 219-09-9999 of a 1940s pamphlet, and the
# 123-45-6789 of every form's sample
EXAMPLE_IDS = frozenset(("123456789", "078051120", "219099999", *(f"98765432{last}" for last in range(10))))

# the North American numbers reserved for fiction (NANPA: NXX-555-0100 to 0199 in any area code), by their
# digits, with the country code 1 before them or without: films and examples print them, no one answers
FICTION_PHONES = re.compile(r"1?[2-9]\d\d55501\d\d")

# credentials the standards print as their examples (RFC 7617's Basic authentication, RFC 2617's before it)
EXAMPLE_CREDENTIALS = frozenset(("Aladdin:open sesame", "test:123\u00a3"))


def example_basic_credentials(token: str) -> bool:
    """Does a token decode (base64, as HTTP Basic authentication writes `user:password`) to credentials that are
    no one's: a published example, or a placeholder's user with a placeholder's password ("user:password")?"""
    try:
        decoded = base64.b64decode(token, validate=True).decode("utf-8")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return False
    user, mark, password = decoded.partition(":")
    return bool(mark) and (decoded in EXAMPLE_CREDENTIALS or _placeholder(user) and (
        _placeholder(password) or placeholder_secret(password)))


def _placeholder(name: str) -> bool:
    return name.lower() in GENERIC_USERS or name.startswith(GENERIC_PREFIXES)
