"""Issue 42, detectors that hold on forms nobody has seen: a value that proves itself is found whatever glues
to it. A card (issuer, length, Luhn) or an IBAN (country, length, mod-97) glued to letters, `_`, a currency,
a percent-encoded mark; a home path whose slashes a URL or a JSON string escapes; a secret by the general
cue-value reader (a credential's key in any syntax: XML element, quoted key or attribute, bare assignment, a
directive's quoted value) and IRC services' passwords, with the placeholders that name no one kept. Every
line here is written for this file (no held-out set's), with the lines of the same shapes that name no one."""
from __future__ import annotations

from collections import Counter

import pytest

from disentangle.privacy import PERSONAL, PrivacySettings
from disentangle.privacy.engine import Anonymizer, name_rule
from disentangle.privacy.secret_model import candidates

SETTINGS = PrivacySettings(PERSONAL)


def personal(text: str) -> str:
    return Anonymizer(SETTINGS, name_rule(frozenset(), SETTINGS)).text(text, Counter())


ANYWHERE = [
    # a card glued to a percent-encoded mark, a currency's letters, a key's `_`, an EMV track's `D`
    ("body=cardNumber%3D4929508172356018%26exp%3D1128", "body=cardNumber%3D__card__%26exp%3D1128"),
    ("settled GBP5178240163725549 at 14:02", "settled GBP__card__ at 14:02"),
    ("pan_4929508172356018 rejected", "pan___card__ rejected"),
    ("tag 57: 5178240163725549D29121010000", "tag 57: __card__D29121010000"),
    # a card of its own grouping, 19 digits read whole (4-7-8)
    ("does 6011 3264019 65582164 look right", "does __card__ look right"),
    # an IBAN glued after a currency and after a percent-encoded `=`
    ("rcv CHFGB44LOYD30948216574302 ok", "rcv CHF__iban__ ok"),
    ("GET /pay?acct%3DFR3620041010050500013M89122%26", "GET /pay?acct%3D__iban__%26"),
    # home paths behind escaped slashes: a URL's query, twice encoded, a JSON string, Windows' in a URL
    ("GET /files?dir=%2Fhome%2Fwrenfield%2Fmusic", "GET /files?dir=%2Fhome%2F__user__%2Fmusic"),
    ("next=%252FUsers%252Fbeaumont%252FDesktop", "next=%252FUsers%252F__user__%252FDesktop"),
    ('{"cwd":"\\/home\\/okoro-n\\/proj"}', '{"cwd":"\\/home\\/__user__\\/proj"}'),
    ("p=C%3A%5CUsers%5CHalvorsen%5CAppData", "p=C%3A%5CUsers%5C__user__%5CAppData"),
    ("mbox=%2Fvar%2Fmail%2Ftrevanian", "mbox=%2Fvar%2Fmail%2F__user__"),
    # the cue-value reader: XML elements (in any language), a quoted key, an attribute, a directive, a bare `=`
    ("<settings><password>Vr7#kLpz2Q</password></settings>", "<settings><password>__secret__</password></settings>"),
    ("<Kennwort>Regenschirm44</Kennwort>", "<Kennwort>__secret__</Kennwort>"),
    ("<ns1:adminPassword>Qz4-lemur-9</ns1:adminPassword>", "<ns1:adminPassword>__secret__</ns1:adminPassword>"),
    ("nmcli con modify home wifi-sec.psk 'lindenbaum'", "nmcli con modify home wifi-sec.psk '__secret__'"),
    ('MasterKey = "Ostwind-Kiel"', 'MasterKey = "__secret__"'),              # a key of keep.CUE_KEYS
    ("<conn name=\"vpn\" senha=\"Abacaxi#77\"/>", "<conn name=\"vpn\" senha=\"__secret__\"/>"),
    # IRC services: NickServ with and without an account, its alias, REGISTER (the password first), Q's AUTH
    ("/msg NickServ IDENTIFY quokka7 Tangerine88", "/msg NickServ IDENTIFY quokka7 __secret__"),
    ("/ns identify Bramble2Kite", "/ns identify __secret__"),
    ("/msg nickserv register Lantern5Moth", "/msg nickserv register __secret__"),
    ("/msg Q AUTH kestrel mallard42", "/msg Q AUTH kestrel __secret__"),
    # an automation service's secret URL (its key in the path): Zapier's catch hook, IFTTT's webhook key
    ("POST to https://hooks.zapier.com/hooks/catch/8812345/bq7xk2a/ on each order",
     "POST to __secret__ on each order"),
    ("curl https://maker.ifttt.com/trigger/garage/with/key/cT9-xQ2mLr8vZp4", "curl __secret__"),
    # a value in quotes the learned scorer replaced with its closing quote: the quote stays
    ('<entry key="db" value="Mq7-Rt2xW"/>', '<entry key="db" value="__secret__"/>'),
]

ANYWHERE_KEPT = [
    "INV2041929508172356017 is an invoice id",             # glued to digits: no card's own run
    "sha 9a4929508172356018ffe0",                          # inside a hex word (a hash)
    "commit bc8c03081f5b9be60e5f013c4388233846878859 (tag: v2.4.1)",   # a commit id ending in a card's run
    "see %2Fhome%2F for the layout",                       # an escaped root and no name
    "<password>changeme</password>",                       # a product's default
    "<password>${env.DEPLOY_PASS}</password>",             # a variable
    "<token>{{ vault_token }}</token>",                    # a template
    "<password>your password here</password>",             # prose
    "password: changeit",
    "password_file = /etc/app/secret.txt",                 # a key naming a path, not a value
    "token_url=\"https://auth.example.org/token\"",
    "you could pass 'quiet splash' at boot",               # the verb
    "/msg nickserv identify <password>",
    "/msg nickserv identify yourself first",
    "/msg nickserv register ####",
    "<password>hidden</password>",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", ANYWHERE)
def test_values_that_prove_themselves_are_found_whatever_glues_to_them(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", ANYWHERE_KEPT)
def test_the_same_shapes_naming_no_one_stay(text: str) -> None:
    assert personal(text) == text


def test_the_scorers_candidates_are_the_words_of_the_text_in_order() -> None:
    text = "export API_TOKEN=Zq8xLm2PvR7tK9w and  then   run  deploy --key=Hn4vB8qW1zX5cR"
    found = list(candidates(text))
    assert [(c.start, c.end, c.value) for c in found] == [(17, 32, "Zq8xLm2PvR7tK9w"), (63, 77, "Hn4vB8qW1zX5cR")]
    assert all(text[c.start:c.end] == c.value for c in found)
