"""Issue 42, round four: general detectors, not forms. Each line here is written for this file (no held-out
set's): checksummed numbers whatever joins their groups, secrets by the shape of the value in a credential's
slot or after any vendor-like prefix, e-mail at-words and dot-words of several languages, quoted-printable and
Outlook's `Name [mailto:...]`; and what the detectors must leave alone (hashes, anchors, package names)."""
from __future__ import annotations

from collections import Counter

import pytest

from disentangle.privacy import PERSONAL, PrivacySettings
from disentangle.privacy.engine import Anonymizer, name_rule

SETTINGS = PrivacySettings(PERSONAL)


def personal(text: str) -> str:
    return Anonymizer(SETTINGS, name_rule(frozenset(), SETTINGS)).text(text, Counter())


REMOVED = [
    # cards by Luhn and issuer prefix, groups joined by a dot, a slash, mixed separators, in key=value and JSON
    ("refund to 4620.9665.4287.0724 pending", "refund to __card__ pending"),
    ("txn ok card=5229/7102/8225/1238 ref 77", "txn ok card=__card__ ref 77"),
    ('{"pan": "6011 9370-4505.2856", "ok": false}', '{"pan": "__card__", "ok": false}'),
    # IBANs by mod-97, groups joined by dashes or dots
    ("wire it to DE53-5966-5425-9874-7174-29 today", "wire it to __iban__ today"),
    ("rekening NL92.RABO.2474.1166.77 graag", "rekening __iban__ graag"),
    # a vendor token whose prefix no rule lists: PREFIX_ / PREFIX- / PREFIX. and a random body
    ("export ZQ_TOKEN_VALUE=zq_oFogNCAI3Ao3pxTnHyf6t5YdIngBaVbV", "export ZQ_TOKEN_VALUE=__secret__"),
    ("curl -H 'X-Key: acme-JBMQKnY8qS0BFn7BwpkZ01BZGaG7' api", "curl -H 'X-Key: __secret__' api"),
    ("key is qrxc3f7eb9340051e467ab4a36ee0987b35 for the api", "key is __secret__ for the api"),
    # a password option's value, glued or spaced, for any program
    ("unrar x -pRRLiiRejeKx% archive.rar", "unrar x -p__secret__ archive.rar"),
    ("amqp-publish -u bot -P 0gbVC3lrAm -r q", "amqp-publish -u bot -P __secret__ -r q"),
    # an authentication or session slot: base64 auth, a session cookie; a wifi QR code's password
    ('{"auths": {"reg.local": {"auth": "bWtvd2FsOlRyMHViNGRvciYzeA=="}}}',
     '{"auths": {"reg.local": {"auth": "__secret__"}}}'),
    ("Set-Cookie: PHPSESSID=c3f7eb9340051e467ab4a36ee0987b35; path=/", "Set-Cookie: PHPSESSID=__secret__; path=/"),
    ("WIFI:T:WPA;S:Flat 3;P:Tr0ub4dor&3x;H:false;;", "WIFI:T:WPA;S:Flat 3;P:__secret__;H:false;;"),
    # e-mail: at-words and dot-words of other languages, quoted-printable, Outlook's mailto quote
    ("mi correo es kzawisza arroba wp punto pl", "mi correo es __email__"),
    ("meine Adresse: jbrandl ät posteo punkt de", "meine Adresse: __email__"),
    ("écrivez à vdurand chez orange point fr", "écrivez à __email__"),
    ("napisz: tnowak małpa onet kropka pl", "napisz: __email__"),
    ("From: =?utf-8?Q?ewa.lis=40o2.pl?=", "From: =?utf-8?Q?__email__?="),
    ("-----Original Message-----\nFrom: Petra Hollund [mailto:phollund@telia.se]",
     "-----Original Message-----\nFrom: __user__ <__email__>"),
    # other shapes: HP's MAC notation, IPv6 after postfix's IPv6: and with OpenVPN's port, home stores
    ("port-security mac-address 3c52a1-09fe7d", "port-security mac-address __mac__"),
    ("connect from mx[IPv6:2a02:8108:4c0:1f::9]", "connect from mx[IPv6:__ip__]"),
    ("[AF_INET6]2a02:8108:4c0:1f:0:0:9a:3:51820 peer", "[AF_INET6]__ip__:51820 peer"),
    ("ls /home/.ecryptfs/dtorvik/.Private", "ls /home/.ecryptfs/__user__/.Private"),
    ("zfs list rpool/USERDATA/mkeller_b3n7qz", "zfs list rpool/USERDATA/__user___b3n7qz"),
]

KEPT = [
    "see https://wiki.ubuntu.com/Grub#head-8c1f0e2d3b4a5968778695a4b3c2d1e0f9a8b7c6",   # a wiki anchor
    "docker pull sha256-4f1c9a2b7e3d6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70",  # a hash, named
    "sudo dpkg -P flashplugin-installer:i386",      # a package to purge, no password
    "mkdir -p /srv/www/html && cp -p notes.txt /srv",
    "ssh -p 2222 box and docker run -p 8080:80 nginx",
    "cat paste at http://p.example.org/?R2d2C3poLuke_Skywalker0",
    "the build id is linux-image-5.15.0-91-generic",
    "mail me when you arrive chez moi",
    "auth: required and session: default in pam.d",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REMOVED)
def test_general_detectors_remove_forms_nobody_listed(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_general_detectors_leave_technical_text_alone(text: str) -> None:
    assert personal(text) == text
