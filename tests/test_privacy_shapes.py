"""Issue 42's text shapes: every personal shape that leaked on held-out text becomes its placeholder (fault
cases written here, from real-looking lines), and what identifies no one stays (private and resolver
addresses, versions, /Users/Shared, fe80::/64)."""
from __future__ import annotations

from collections import Counter

import pytest

from disentangle.privacy import PERSONAL, PrivacySettings, leak_problems
from disentangle.privacy.engine import Anonymizer, apply_rules, name_rule, rule_hints
from disentangle.privacy.patterns import PERSONAL_RULES

SETTINGS = PrivacySettings(PERSONAL)


def personal(text: str) -> tuple[str, Counter[str]]:
    counts: Counter[str] = Counter()
    return Anonymizer(SETTINGS, name_rule(frozenset(), SETTINGS)).text(text, counts), counts


LEAKS = [
    # e-mail: obfuscated @ and . (bracketed, spelled out, spaced), percent-encoded in a URL
    ("ping me, ondrej.novak [at] seznam [dot] cz", "ping me, __email__", "email"),
    ("bugs to h.meyer{at}gmx{dot}net thanks", "bugs to __email__ thanks", "email"),
    ("reach me: lkowalski AT interia DOT pl", "reach me: __email__", "email"),
    ("my mail is tanja @ mailbox . org", "my mail is __email__", "email"),
    ("it is bram at xs4all dot nl", "it is __email__", "email"),
    ("jkl@protonmail(dot)com works", "__email__ works", "email"),
    ("see https://lists.example.net/subscribe?addr=yuki.t%40ocn.ne.jp&ok=1",
     "see https://lists.example.net/subscribe?addr=__email__&ok=1", "email"),
    # phone: international plan, toll-free, spaced / dotted national formats, 00 prefix, slash area code
    ("support line 1-877-394-0142 is free", "support line __phone__ is free", "phone"),
    ("office 0031 20 555 0192, ask for me", "office __phone__, ask for me", "phone"),
    ("Festnetz 0221/4567890 abends", "Festnetz __phone__ abends", "phone"),
    ("portable 07.81.22.43.19 le soir", "portable __phone__ le soir", "phone"),
    ("desk 212.864.0187 ext 4", "desk __phone__", "phone"),
    # cards by Luhn and issuer, IBANs by mod-97
    ("the card was 4539 1488 0343 6467 exp 09/27", "the card was __card__ exp 09/27", "card"),
    ("amex 3782-910445-56214 declined", "amex __card__ declined", "card"),
    ("wire it to NL37 ABNA 0417 3325 97 please", "wire it to __iban__ please", "iban"),
    ("FR7630006000011234567890189 is mine", "__iban__ is mine", "iban"),
    # addresses: IPv4-mapped IPv6 whole, MACs in every notation, an address after = in an option
    ("log says ::ffff:81.2.69.142 connected", "log says __ip__ connected", "ipv6"),
    ("switch shows 0023.ebf2.1a9c on port 3", "switch shows __mac__ on port 3", "mac"),
    ("macaddr 3c970e12ab7f in the lease", "macaddr __mac__ in the lease", "mac"),
    ("ether 0:1b:63:a:4:c1 media: autoselect", "ether __mac__ media: autoselect", "mac"),
    ("sudo ./vpn --server=5.9.7.3 --up", "sudo ./vpn --server=__ip__ --up", "ipv4"),
    # secrets
    ("POSTGRES_PASSWORD=nebula77 in compose", "POSTGRES_PASSWORD=__secret__ in compose", "secret"),
    ("MY_SERVICE_API_KEY: 4f8a9c0d2b", "MY_SERVICE_API_KEY: __secret__", "secret"),
    ("login: admin password: marigold", "login: admin password: __secret__", "secret"),
    ('"password": "bl4ck cat"', '"password": "__secret__"', "secret"),
    ("psk=Sommerwiese2019", "psk=__secret__", "secret"),
    ('  psk="my tiny flat wifi"', '  psk="__secret__"', "secret"),
    ("wpa-psk Kaffeemaschine42", "wpa-psk __secret__", "secret"),
    ("nmcli dev wifi connect Home5G password plumtree81", "nmcli dev wifi connect Home5G password __secret__",
     "secret"),
    ("aws_secret_access_key=Zk3+9aQw0pL8mN2bV7cX1sD4fG6hJ8kL0qW2eR4t", "aws_secret_access_key=__secret__", "secret"),
    ("hook https://hooks.slack.com/services/T01X2Y3Z4/B05A6B7C8/q9w8e7r6t5y4u3i2o1p0",
     "hook __secret__", "secret"),
    ("https://discordapp.com/api/webhooks/987654321098765432/Zx-9_yW8vU7tS6rQ5pO4", "__secret__", "secret"),
    ("token glpat-3fJ8kL2mN9pQ4rS7tU1v", "token __secret__", "secret"),
    ("npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 leaked", "__secret__ leaked", "secret"),
    ("PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nPrivate-Lines: 1\nAAAAgQ\nPrivate-MAC: "
     "9f3c2a1b0e8d7c6b5a49382716051f2e3d4c5b6a", "__secret__", "secret"),
    ("curl -u greta:R0sebud! https://dav.example.org", "curl -u __credentials__ https://dav.example.org", "secret"),
    ("mysqldump -u backup -pW1nter2020 shop", "mysqldump -u backup -p__secret__ shop", "secret"),
    ("echo 'Tulpe88' | sudo -S reboot", "echo '__secret__' | sudo -S reboot", "secret"),
    ("curl -H 'Authorization: Basic Z3JldGE6Um9zZWJ1ZCE=' x", "curl -H 'Authorization: Basic __secret__' x", "secret"),
    ("bob:$5$Xy7aB$kq0b1HcWJ8mLuJ0r0pX3z9T5f3CwR2aB6nZ8cQ4eLk1:19000:0", "bob:__secret__:19000:0", "secret"),
    ("$2b$12$KIXQJ8rCqL6t1uKpZ8J2XeY1nV5sW3oR7mQ9aD4fG6hJ8kL0pQ2wE", "__secret__", "secret"),
    ("$argon2i$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA", "__secret__", "secret"),
    ("my key: 7D3B 8A21 C4E9 0F56 1B2D  9E8C 4A70 3F61 D5C2 8B94", "my key: __secret__", "secret"),
    ("gpg --fingerprint shows 9E8C4A703F61D5C28B947D3B8A21C4E90F561B2D", "gpg --fingerprint shows __secret__",
     "secret"),
    # home paths and account names
    ("cp notes.txt ~hkarlsson/tmp", "cp notes.txt ~__user__/tmp", "home_path"),
    ("mounted at /media/ingrid/KINGSTON", "mounted at /media/__user__/KINGSTON", "home_path"),
    ("fedora puts it in /run/media/pmartin/backup", "fedora puts it in /run/media/__user__/backup", "home_path"),
    ("You have mail in /var/mail/rkhan", "You have mail in /var/mail/__user__", "home_path"),
    ("spool /var/spool/mail/odile is 2G", "spool /var/spool/mail/__user__ is 2G", "home_path"),
    ("cd /mnt/c/Users/Lena Fischer/Downloads", "cd /mnt/c/Users/__user__/Downloads", "home_path"),
    ("C:\\Users\\Omar Haddad\\AppData", "C:\\Users\\__user__\\AppData", "home_path"),
    ("sudo chown -R tomasz:tomasz /srv/www", "sudo chown -R __user__:__user__ /srv/www", "home_path"),
    ("chown mirela /var/backups/db.sql", "chown __user__ /var/backups/db.sql", "home_path"),
]


# issue 42, the first held-out set's misses as categories (the set is spent: these lines are written apart from it)
SPENT_SET_LEAKS = [
    # e-mail: the local part's dots obfuscated too; `at` / `dot` set off by dashes or underscores
    ("mail me: piet(dot)jansen(at)ziggo(dot)nl", "mail me: __email__", "email"),
    ("write to marta -at- wp -dot- pl ok", "write to __email__ ok", "email"),
    ("or sven _at_ bahnhof _dot_ se", "or __email__", "email"),
    ("my addr is jean . dupont @ free . fr thanks", "my addr is __email__ thanks", "email"),
    # phone: the trunk prefix "(0)" written into an international number; a phone link's scheme
    ("ring me on 0044 (0)161 496 0734 tomorrow", "ring me on __phone__ tomorrow", "phone"),
    ("call +44 (0)20 7946 0958", "call __phone__", "phone"),
    ("click tel:+33612345678 to call", "click tel:__phone__ to call", "phone"),
    ("or https://wa.me/4915112345678 works", "or https://wa.me/__phone__ works", "phone"),
    # an address after a network word inside an identifier
    ("export DB_HOST_IP=5.9.44.12", "export DB_HOST_IP=__ip__", "ipv4"),
    ("set remote_addr=5.146.211.78 in the conf", "set remote_addr=__ip__ in the conf", "ipv4"),
    ("ssh into the vps kofi 81.2.69.42 now", "ssh into the vps kofi __ip__ now", "ipv4"),   # no version's shape
    # a bare 12-hex MAC: in capitals with letters and digits, or after an address word
    ("the desktop NIC is 00A0C9F41B2E here", "the desktop NIC is __mac__ here", "mac"),
    ("allowlist 3c970e12ab7f on the router", "allowlist __mac__ on the router", "mac"),
    # token bodies with digits; a PuTTY key's private lines without its header
    ("HF token hf_Ab3dEf9hIj2lMnOpQrStUvWxYz01234567 leaked", "HF token __secret__ leaked", "secret"),
    ("Private-Lines: 2 AAAAIGx7Kq2pLm9Rt4Vw8Yz1Bc3De5Fg7Hi9Jk0Lm2No AAAAIGx7Kq2pLm9Rt4Vw",
     "Private-Lines: 2 __secret__", "secret"),
    # a Linux home seen from Windows
    (r"ls \\wsl$\Debian\home\svetlana\projects", r"ls \\wsl$\Debian\home\__user__\projects", "home_path"),
    (r"\\wsl.localhost\Ubuntu\home\ingmar", r"\\wsl.localhost\Ubuntu\home\__user__", "home_path"),
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected, kind", SPENT_SET_LEAKS)
def test_each_category_the_spent_set_found_becomes_its_placeholder(text: str, expected: str, kind: str) -> None:
    output, counts = personal(text)
    assert (output, set(counts)) == (expected, {kind})


# shapes the rules before issue 42 removed too, kept removed by the rewritten rules (the phone rule is now the
# numbering plan's, a link-local address is kept unless its interface id carries a MAC)
STILL_REMOVED = [
    ("sms me +436641234567", "sms me __phone__", "phone"),
    ("my cell is +39 347 123 4567", "my cell is __phone__", "phone"),
    ("call 0800 046 2374 from a landline", "call __phone__ from a landline", "phone"),
    ("(0161) 496 0734 after six", "__phone__ after six", "phone"),
    ("adapter 4C-34-88-5D-2E-91 here", "adapter __mac__ here", "mac"),
    ("link fe80::2a0:c9ff:fe14:8f3b scope", "link __ip__ scope", "ipv6"),
    ("CI uses ghs_0123456789abcdefghijABCDEFGHIJklmnopqr", "CI uses __secret__", "secret"),
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected, kind", LEAKS)
def test_each_leaked_shape_becomes_its_placeholder(text: str, expected: str, kind: str) -> None:
    output, counts = personal(text)
    assert output == expected
    assert set(counts) == {kind}


@pytest.mark.parametrize("text, expected, kind", STILL_REMOVED)
def test_the_rewritten_rules_still_remove_what_they_did(text: str, expected: str, kind: str) -> None:
    output, counts = personal(text)
    assert (output, set(counts)) == (expected, {kind})


KEPT = [
    # addresses that identify no one (RFC 1918, loopback, link-local, documentation, resolvers, mapped private)
    "gateway 192.168.178.1 and docker0 172.17.0.1", "nameserver 10.0.0.138", "ping 8.8.4.4 and 1.0.0.1",
    "use 9.9.9.9 or 208.67.220.220", "try 4.2.2.1", "example 203.0.113.50 and 198.51.100.7", "ssh 127.0.1.1",
    "169.254.12.3 means no DHCP", "carrier NAT 100.72.4.9", "ping6 2001:db8:4::1", "inet6 fe80::1%wlan0",
    "route fe80::/64 dev eth0", "dns 2606:4700:4700::1111", "from ::ffff:192.168.1.20", "ula fd00:1:2::5",
    # versions (a program's name, v/version, no network word)
    "openoffice 3.2.1.4 opens it", "btrfs-progs 4.4.1.1 here", "I have 2.4.6.8 installed", "v5.12.3.1 broke it",
    "virtualbox version 6.1.38.2", "apt install foo=2.1.4.3", "dpkg says 1.18.4.1", "python 3.5.2.4",
    # words, numbers and hashes of technical text
    "it takes ~ten minutes", "aptitude search ~nvim", "the /Users/Shared/Music folder", "C:\\Users\\Public\\x",
    "/media/cdrom0/install", "mount /media/usb0/", "from: can't read /var/mail/gi.repository",
    "commit 3f2a1b9c0d4e", "uuid 0b1e3c5a-7d9f-4e2b-8a6c-1f3d5b7e9a0c", "2016-04-21 12:00:01", "dmesg [ 12.345678]",
    "size 104857600 bytes", "5 10 15 20 25 30 35", "1920 1080 60", "0x7fff5fbff8a0", "ISBN 0-306-40615-2",
    "chown them to root", "chown -R root:root /opt", "chown -R $USER:$USER ~/x", "docker run -u 1000:1000 img",
    "look at ubuntu dot com", "paste it @ pastebin.com", "the password: whatever you set", "passwd: files systemd",
    "max_tokens=2048", "wpa-psk network", "echo $PASS | sudo -S ls", "PasswordAuthentication no",
    "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "card 1234 5678 9012 3456",
    "serial DE00 0000 0000", "hexdump 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000",
    # the spent set's false positives as categories: a program's version after a network word further back;
    # what looks like an e-mail's obfuscation, a 12-hex in lower case, a number in a link to no phone
    "our server has libbar 4.2.8.2", "on the dns box nsd 4.1.26.1 runs", "the web-at-home.example.com site",
    "foo -at- bar", "git show 3f2a1b9c0d4e", "sha 5D41402ABC4B2A76B9719D911017C592", "see https://t.me/4915112345678",
]


@pytest.mark.parametrize("text", KEPT)
def test_what_identifies_no_one_stays(text: str) -> None:
    assert personal(text) == (text, Counter())


def test_the_hints_given_or_computed_give_the_same_text() -> None:
    text = "DB_PASSWORD=x9y8z7 on 81.2.69.142"
    computed, given = Counter(), Counter()
    assert apply_rules(text, PERSONAL_RULES, computed) == apply_rules(text, PERSONAL_RULES, given,
                                                                       rule_hints(PERSONAL_RULES))
    assert computed == given == Counter({"secret": 1, "ipv4": 1})


def test_released_text_is_left_alone_and_passes_the_validator() -> None:
    released = [expected for _, expected, _ in LEAKS + SPENT_SET_LEAKS + STILL_REMOVED]
    assert [personal(text)[0] for text in released] == released
    assert leak_problems([("dialogues/train.jsonl.gz", text) for text in released], frozenset({"zz"}), SETTINGS) == []
