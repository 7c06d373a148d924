"""Host names that spell an address (issue 42): a provider's reverse DNS and a cloud's host names carry the
subscriber's IPv4 address in their first label ("81-2-69-160.dsl.example.net"), so that label is replaced as the
address would be, the provider's domain kept. A file's name of the same shape, a version, and a host whose
address identifies no one stay. Lines written here; each replaced one was kept whole before this rule."""
from __future__ import annotations

import pytest

from helpers import personal_text as personal

REPLACED = [
    ("my connection shows as 93-184-7-22.cable.example-isp.net", "my connection shows as __ip__.cable.example-isp.net"),
    ("and im 77.12.203.45.dyn.example-isp.de", "and im __ip__.dyn.example-isp.de"),
    ("ssh into ec2-35-177-9-201.eu-west-2.compute.amazonaws.com fails", "ssh into __ip__.eu-west-2.compute.amazonaws.com fails"),
    ("rdns says cpe-98-14-221-7.nyc.res.example.com", "rdns says __ip__.nyc.res.example.com"),
    ("ban *!*@c-73-190-44-12.hsd1.example.net please", "ban *!*@__ip__.hsd1.example.net please"),
    ("host is vls42-2-88-160-31-9.fbx.example.fr", "host is __ip__.fbx.example.fr"),
    ("dig -x gives 45.201.9.88.in-addr.arpa", "dig -x gives __ip__.in-addr.arpa"),
    ("try https://93-184-7-22.sslip.io/ now", "try https://__ip__.sslip.io/ now"),
]

KEPT = [
    "ip-172-31-5-10.ec2.internal is the private name",          # a private address
    "grab mirror-93-184-7-22.tar.gz from the list",              # a file's name
    "linux-image-5-15-0-91.generic.deb broke it",                # a package's name
    "1.2.3.4.example.com resolves here",                         # a dotted quad of a version's small numbers
    "see ubuntu-13-04-12-10.wiki.example.org for the upgrade",   # releases glued to words
    "ping 192-168-1-10.local.lan",                               # a private address
]


@pytest.mark.parametrize("text, expected", REPLACED)
def test_a_host_name_spelling_a_global_address_loses_that_label(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_a_file_a_version_or_a_private_address_in_a_host_name_stays(text: str) -> None:
    assert personal(text) == text
