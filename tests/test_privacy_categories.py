"""Issue 42, the second held-out set's misses fixed as categories: every shape a category covers becomes its
placeholder (fault cases written here from real-looking lines, none of them the set's own), what identifies
no one stays, and a Slack private channel's name reaches no released file."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from disentangle import extract
from disentangle.extract.sources.chat import ChatExport
from disentangle.logs.exports.slack import SLACK_EXPORT
from disentangle.logs.exports.telegram import telegram_message
from disentangle.privacy import PERSONAL, PrivacySettings
from disentangle.privacy.engine import NICKS, Anonymizer, name_rule
from helpers import slack_item, write_slack_workspace

SETTINGS = PrivacySettings(PERSONAL)
CONVERSATION = ["how do I mount a usb disk?", "plug it in, then run lsblk"]


def personal(text: str, settings: PrivacySettings = SETTINGS) -> tuple[str, Counter[str]]:
    counts: Counter[str] = Counter()
    return Anonymizer(settings, name_rule(frozenset(), settings)).text(text, counts), counts


CATEGORIES = [
    # e-mail: a person's name beside an address in angle brackets (git trailers, changelogs, From:, gpg uids)
    ("Reviewed-by: Katarzyna Zielinska <k.zielinska@wp.pl>", "Reviewed-by: __user__ <__email__>", "email"),
    (" -- Jean-Luc Ferrand <jlferrand@orange.fr>  Mon, 12 Feb 2024 09:00:00 +0100",
     " -- __user__ <__email__>  Mon, 12 Feb 2024 09:00:00 +0100", "email"),
    ('git commit --author="Pieter van der Berg <pvdberg@kpnmail.nl>"', 'git commit --author="__user__ <__email__>"',
     "email"),
    ('From: "Olga Sokolova" <olga.sokolova@mail.ru>', 'From: "__user__" <__email__>', "email"),
    # e-mail: `@` and `.` as other characters or entities, glued marks, a spelled " at " before a plain domain
    ("write to daniela.ruiz＠correo.es", "write to __email__", "email"),
    ("contact: bjorn.eklund&#x40;telia.se", "contact: __email__", "email"),
    ("mail kofi&commat;ghanamail&period;com", "mail __email__", "email"),
    ("reach me at siddharth-at-rediffmail-dot-com", "reach me at __email__", "email"),
    ("mail goes to lucia.ferraro at tiscali.it now", "mail goes to __email__ now", "email"),
    # phones: dashed international (a date-like run inside is no date), another plan's call prefix, national
    # numbers with an area code in brackets, phone words of other languages and messengers after the number
    ("ring +44-20-7946-0321 after six", "ring __phone__ after six", "phone"),
    ("from Australia dial 0011 44 20 7946 0321", "from Australia dial __phone__", "phone"),
    ("office 8 (495) 123-45-67 weekdays", "office __phone__ weekdays", "phone"),
    ("telefone 912 345 678 depois", "telefone __phone__ depois", "phone"),
    ("my wechat 139 1234 5678", "my wechat __phone__", "phone"),
    ("138 2345 6789 wechat", "__phone__ wechat", "phone"),
    # cards: 19 digits grouped 4-4-4-4-3, a 12-digit Maestro after a card word, Troy's prefix
    ("visa 4716 2183 5961 0285 558 exp 01/29", "visa __card__ exp 01/29", "card"),
    ("debit card 6759 6498 2648 fails", "debit card __card__ fails", "card"),
    ("troy 9792 0401 6655 2017 ok", "troy __card__ ok", "card"),
    # IBANs in lower case, and one whose short last group is letters, glued
    ("iban de81 3704 0044 0532 1876 47 bitte", "iban __iban__ bitte", "iban"),
    # secrets: keywords glued to a word, config directives and netrc, htpasswd, .pgpass lines, private key
    # bodies without their header, NT hashes, a service key's shape, a bot token in the Bot API's URL
    ("dbpassword=Xq81!mirabelle", "dbpassword=__secret__", "secret"),
    ("masterauth Gr4nite-Peak", "masterauth __secret__", "secret"),
    ("default login deploy password Wint3rZeit", "default login deploy password __secret__", "secret"),
    ("htpasswd -bc /etc/nginx/.htpasswd jonas K4ffee!Tasse", "htpasswd -bc /etc/nginx/.htpasswd jonas __secret__",
     "secret"),
    ("localhost:5432:shop:webapp:Pl4tane7", "localhost:5432:shop:webapp:__secret__", "secret"),
    ("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7 is the key", "__secret__ is the key", "secret"),
    ("nthash: 32ED87BDB5FDC5E9CBA88547376818D4", "nthash: __secret__", "secret"),
    ("SG.aBcD3fGh1jKlMn0pQr.StUvWxYz0123456789aBcDeFgHiJkLmN leaked", "__secret__ leaked", "secret"),
    ("GET https://api.telegram.org/bot7012345678:AAGx9vLq2mZ7pKw4RtT8nB3cY6dJ1fGs5eU/getUpdates",
     "GET https://api.telegram.org/bot__secret__/getUpdates", "secret"),
    # home paths and accounts: other home roots, macOS volumes named after their owner, zsh prompts, gvfs
    # shares, owners in `ls -l` and `id`, the login of an account command
    ("data lives in /home3/radomir/data", "data lives in /home3/__user__/data", "home_path"),
    ("rsync to /Volumes/Magnus’s Passport/", "rsync to /Volumes/__user__’s Passport/", "home_path"),
    ("ikaika@Ikaikas-MBP ~/src %", "__user__@__host__ ~/src %", "prompt"),
    ("/run/user/1000/gvfs/sftp:host=nas,user=ondina/", "/run/user/1000/gvfs/sftp:host=nas,user=__user__/", "home_path"),
    ("-rw-r--r-- 1 zbigniew staff 220 Jan 2 .profile", "-rw-r--r-- 1 __user__ staff 220 Jan 2 .profile", "home_path"),
    ("uid=1001(wiremu) gid=1001(wiremu) groups=1001(wiremu),4(adm)",
     "uid=1001(__user__) gid=1001(__user__) groups=1001(__user__),4(adm)", "home_path"),
    ("sudo usermod -a -G dialout anneliese and relog", "sudo usermod -a -G dialout __user__ and relog", "home_path"),
    ("sudo userdel -r gunnhild", "sudo userdel -r __user__", "home_path"),
    # addresses: one before a colon that ends a field; a bare MAC after a boot loader's variable
    ("From 2a01:4f8:c17:2e1::9: icmp_seq=3 Destination unreachable",
     "From __ip__: icmp_seq=3 Destination unreachable", "ipv6"),
    ("setenv eth1addr 3ca9f41b7e20", "setenv eth1addr __mac__", "mac"),
]


@pytest.mark.fault
@pytest.mark.parametrize(("text", "expected", "kind"), CATEGORIES)
def test_each_category_of_the_second_set_becomes_its_placeholder(text: str, expected: str, kind: str) -> None:
    out, counts = personal(text)
    assert out == expected
    assert counts[kind] >= 1


PROFILE_LINKS = [
    ("see https://discordapp.com/users/912345678901234567 for it", "see https://discordapp.com/users/__user__ for it"),
    ("tg://openmessage?user_id=5123456789 knows", "tg://openmessage?user_id=__user__ knows"),
    ("ask https://t.me/mirela_v about it", "ask https://t.me/__user__ about it"),
    ("telegram.me/Kaspar_Q wrote it", "telegram.me/__user__ wrote it"),
]


@pytest.mark.fault
@pytest.mark.parametrize(("text", "expected"), PROFILE_LINKS)
def test_a_profile_link_names_no_one(text: str, expected: str) -> None:
    assert personal(text)[0] == expected
    assert personal(text, PrivacySettings(NICKS))[0] == expected


@pytest.mark.fault
def test_a_discord_profile_link_loses_its_id_under_every_mode() -> None:
    counts: Counter[str] = Counter()
    none = Anonymizer(PrivacySettings("none"), platform=True).text("https://discord.com/users/812345678901234567", counts)
    assert none == "https://discord.com/users/__user__"


STILL_REMOVED = [   # what the rewritten IBAN rule must still take whole (a glued short last group of letters)
    ("send to BR1800360305000010009795493C1 today", "send to __iban__ today"),
    ("IBAN: GB95NWBK60161331717663 BIC: NWBKGB2L", "IBAN: __iban__ BIC: NWBKGB2L"),
]


@pytest.mark.parametrize(("text", "expected"), STILL_REMOVED)
def test_the_rewritten_rules_still_remove_what_they_did(text: str, expected: str) -> None:
    assert personal(text)[0] == expected


KEPT = [   # an example's address at a documentation domain; a version whose major has three digits
    "docs say user@example.com is a placeholder",
    "set it to you@example.org",
    "thunderbird 115.10.1.2 crashes",
]


@pytest.mark.fault
@pytest.mark.parametrize("text", KEPT)
def test_what_identifies_no_one_stays(text: str) -> None:
    assert personal(text)[0] == text


NOT_PERSONAL = [   # shapes near the new rules that are no one's: they must not start to match
    "name@test is what the tests use",
    "the t.me/joinchat/ link expired", "t.me/BotFather makes the token", "https://t.me/ubuntu_news/1234",
    "the passwd file", "use usermod to add yourself", "su - postgres", "usermod -aG docker $USER",
    "look at config.py at github.com", "password reset failed", "password prompt appears",
    "drwxr-xr-x 2 root root 4096 Jan 1 bin", "uid=0(root) gid=0(root) groups=0(root)",
    "sha1 of the iso 8846f7eaee8fb117ad06bdd830b7586c", "the build 5018 0868 3517 passed",
    "fe80::/64 stays", "at 12:30:45: done", "created_at_time.now()", "NOPASSWD: ALL in sudoers",
    "ubuntu 22.04 was released 2022-04-21",
]


@pytest.mark.parametrize("text", NOT_PERSONAL)
def test_shapes_near_the_new_rules_stay(text: str) -> None:
    assert personal(text)[0] == text


def private_channel_workspace(tmp_path, listed_in: str):
    day = {"2024-03-01": [slack_item("1709283600.000100", text) for text in CONVERSATION[:2]]}
    root = write_slack_workspace(tmp_path / "ws", {"general": day, "hr-ilona-varga": day},
                                 users=[{"id": "U1", "name": "zed"}])
    channels = [{"id": "C0", "name": "general"}]
    private = {"id": "G7", "name": "hr-ilona-varga"}
    if listed_in == "groups.json":
        (root / "groups.json").write_text(json.dumps([private]))
    else:
        channels.append({**private, "is_private": True})
    (root / "channels.json").write_text(json.dumps(channels))
    return root


@pytest.mark.fault
@pytest.mark.parametrize("listed_in", ["groups.json", "channels.json"])
def test_a_slack_private_channel_is_released_under_a_neutral_label(tmp_path, listed_in: str) -> None:
    root = private_channel_workspace(tmp_path, listed_in)
    restricted = {channel.name: channel.restricted for channel in SLACK_EXPORT.channels(root)}
    assert restricted == {"general": False, "hr-ilona-varga": True}
    source = ChatExport(root, "slack", extract.ExtractOptions(logs=root)).prepare()
    assert "#general" in source.info.channels
    released = " ".join((*source.info.channels, *source.info.channel_keys, source.info.label, source.output_name))
    assert "ilona" not in released and "varga" not in released
    assert any(item.text == "hr-ilona-varga" for item in source.info.private)   # the validator looks for it


def test_a_person_s_address_at_a_documentation_domain_is_still_replaced() -> None:
    assert personal("mail john.doe@example.com")[0] == "mail __email__"


@pytest.mark.parametrize("text", ["# passwd --delete username", "sudo passwd -d olek_tmp", "passwd --expire jo"])
def test_an_option_is_no_password_and_a_placeholder_no_login(text: str) -> None:
    out = personal(text)[0]
    assert "__secret__" not in out and "__user__ __" not in out and out.count("__user__") <= 1


@pytest.mark.fault
@pytest.mark.parametrize("href", ["tg://openmessage?user_id=6612880000", "tg://resolve?domain=ferdi_k"])
def test_a_telegram_text_link_to_a_person_by_id_or_name_names_them(href: str) -> None:
    item = {"id": 89, "type": "message", "date": "2024-05-06T21:46:00", "date_unixtime": "1715031960",
            "from": "Lena Szabo", "from_id": "user880001",
            "text": ["thanks ", {"type": "text_link", "text": "Ferdinand", "href": href}, " for the fix"]}
    message = telegram_message(item, "result.json", Counter())
    assert "Ferdinand" in message.names


@pytest.mark.fault
def test_a_telegram_resolve_link_names_no_one() -> None:
    assert personal("open tg://resolve?domain=ferdi_k please")[0] == "open tg://resolve?domain=__user__ please"
