"""Builds bench/data/anonymize_heldout.jsonl, the HELD-OUT half of the anonymiser's labelled material
(issue 42 item 4), measured by `bench/anonymize_heldout.py`. Written before the rules of issue 42 and never
used to tune them; the TUNING half is bench/data/anonymize_labels.jsonl (`anonymize_labels.py`).

The method differs from the tuning half's. There, real lines were drawn by a loose detector and labelled by
hand, and planted cases were short standalone texts. Here every planted value is put INSIDE a real #ubuntu
utterance of the shared data (the annotated corpus's raw files and the two whole irclogs days), at a drawn
word boundary (start, middle or end), in forms the tuning half does not hold. A record stores the host line
as a reference only (file under the shared data, line index, offset and length of the text: no copy of
shared text), the insertion offset `at`, and the planted phrase, which is ours. Groups:

- `planted`: a personal value of a claimed kind (`kind`, and `form`: the shape it takes) in a real line;
  `span` is the value inside `plant`, `needles` the parts that identify (all must be gone to count as
  removed; a value half replaced is not removed); `names` the nicks the log is made to know (nick variants).
- `negative`: a value that identifies no one (private and documentation addresses, public resolvers,
  versions, `/Users/Shared`, nick-words used as words) in a real line: it must stay (`needles` must remain).
- `technical`: ordinary technical lines, written here, different from the tuning half's; none may change.
- `real`: real utterances without planted values, drawn from the lines a loose detector (written for this
  file, broader than the tuning half's) does not flag and that hold no token the log knows as a name; any
  change is a false positive.
- `export`: platform mentions (Discord, Slack, Telegram) planted in real lines that `anonymize_heldout.py`
  writes into small exports and runs through `extract`; `setup` says which users the export lists.
- `side`: a person's name as a Telegram personal chat's title, a Slack channel's name, or in the folder of
  the export (the operator's home): none of it may reach a released file.

Draws use SEED (42, not the tuning half's 33). Card numbers pass Luhn and IBANs mod-97 (computed here).

    python bench/experiments/anonymize_heldout.py   # rewrites bench/data/anonymize_heldout.jsonl
"""
from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from pathlib import Path

from disentangle.dialogues.addressing import known_nicks
from disentangle.logs.files import read_log
from disentangle.logs.records import Log, nick_key

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout.jsonl"
SEED = 42
REAL_UNPLANTED = 400          # real lines without planted values (false positives on real text)
MIN_HOST_LENGTH = 12          # a host line holds at least this many characters
MARK_OPEN, MARK_CLOSE = "\u27e6", "\u27e7"   # the value inside a phrase: ⟦value⟧
# lines a loose detector flags are not used as clean text: anything that could be personal data
LOOSE = re.compile(
    r"@|\d+\.\d+\.\d+|[0-9a-f]{1,4}:[0-9a-f]{0,4}:|/home|/users|/media|/mnt|~\w|\\|pass|pwd|token|key|secret|"
    r"auth|\+\d|\d{3,}|mail|://|www\.|\.(?:com|org|net|de)\b|[0-9a-f]{12,}|#\d{4}|<|\|", re.I)

# --------------------------------------------------------------------------------------- planted values
# kind -> [(form, phrase with the value in ⟦⟧, extra needles)]; the value itself is always a needle
Plant = tuple[str, str, tuple[str, ...]]

EMAIL: list[Plant] = [
    ("bracketed", "mail me: ⟦jan.kowal (at) posteo (dot) de⟧", ("kowal",)),
    ("bracketed", "⟦mira.quint [at] quintmail [dot] org⟧ is my address", ("mira.quint",)),
    ("bracketed", "reach ⟦sven{at}kth{dot}se⟧", ("sven",)),
    ("bracketed", "contact ⟦lucia<at>unibo<dot>it⟧", ("lucia",)),
    ("bracketed", "⟦hana(dot)sato(at)docomo(dot)ne(dot)jp⟧", ("hana", "sato")),
    ("spelled", "write to ⟦elke.brandt at web dot de⟧", ("elke.brandt",)),
    ("spelled", "⟦dmitri.orlov AT yandex DOT ru⟧", ("dmitri.orlov",)),
    ("spelled", "my addy is ⟦bjorn dot eriksson at telia dot se⟧", ("eriksson",)),
    ("spelled", "⟦ines_m at gmail dot com⟧ if you find out", ("ines_m",)),
    ("spelled", "⟦kofi -at- mensah -dot- gh⟧", ("kofi",)),
    ("spaced", "⟦rolf.hagen @ gmx . net⟧ thx", ("rolf.hagen",)),
    ("spaced", "send logs to ⟦nk_1987 @ hotmail.com⟧", ("nk_1987",)),
    ("spaced", "⟦aurelie . martin @ orange . fr⟧", ("aurelie", "martin @")),
    ("spaced", "(⟦tomasz_w @ wp . pl⟧)", ("tomasz_w",)),
    ("percent", "https://lists.example.net/subscribe?email=⟦pavel.novak%40seznam.cz⟧&digest=1", ("pavel.novak",)),
    ("percent", "mailto:⟦ada.lind%40posteo.de⟧", ("ada.lind",)),
    ("percent", "https://tracker.example.org/u/⟦greta.holm%40outlook.com⟧/issues", ("greta.holm",)),
    ("percent", "?to=⟦ravi.iyer%40rediffmail.com⟧", ("ravi.iyer",)),
    ("plain", "ping ⟦kazu.tanabe@ocn.ne.jp⟧ about it", ("kazu.tanabe",)),
    ("plain", "⟦<rui.alves@sapo.pt>⟧", ("rui.alves",)),
    ("plain", "cc ⟦x.yuen+lists@protonmail.ch⟧", ("x.yuen",)),
    ("plain", "REPLY TO ⟦OLGA.PETROVA@MAIL.RU⟧", ("OLGA.PETROVA",)),
    ("plain", "my gmail ⟦wojtek.zielinski88@gmail.com⟧", ("wojtek.zielinski88",)),
    ("plain", "From: Dana Reyes ⟦<dana.reyes@fastmail.fm>⟧", ("dana.reyes",)),
]
PHONE: list[Plant] = [
    ("00-prefix", "call ⟦0044 20 7946 0321⟧", ("7946 0321",)),
    ("00-prefix", "⟦0049 (0)30 901820⟧ is the office", ("901820",)),
    ("00-prefix", "my mobile ⟦0031 6 1234 5678⟧", ("1234 5678",)),
    ("00-prefix", "⟦0039 06 6982 1734⟧", ("6982 1734",)),
    ("toll-free", "support line ⟦0800 028 4471⟧", ("028 4471",)),
    ("toll-free", "⟦1-800-642-7731⟧ their hotline", ("642-7731",)),
    ("toll-free", "call ⟦1 (888) 412-7730⟧", ("412-7730",)),
    ("toll-free", "⟦0800 100 2944⟧ free call", ("100 2944",)),
    ("spaced", "⟦06 12 34 56 78⟧ sms me", ("34 56 78",)),
    ("spaced", "tel ⟦+33 6 71 28 44 90⟧", ("71 28 44 90",)),
    ("spaced", "⟦+61 412 345 678⟧ (aus)", ("345 678",)),
    ("spaced", "⟦+86 138 0013 8471⟧", ("0013 8471",)),
    ("spaced", "⟦+48 22 123 45 67⟧", ("123 45 67",)),
    ("spaced", "home ⟦+41 44 668 18 37⟧", ("668 18 37",)),
    ("dotted", "⟦06.12.34.56.78⟧", ("12.34.56.78",)),
    ("dotted", "⟦415.555.0187⟧ is my cell", ("555.0187",)),
    ("dotted", "⟦+1.650.555.0132⟧", ("555.0132",)),
    ("dotted", "⟦02.98.41.77.13⟧ bureau", ("98.41.77.13",)),
    ("slash", "⟦030/12345678⟧ anrufen", ("12345678",)),
    ("slash", "⟦0171/4432189⟧", ("4432189",)),
    ("slash", "Tel. ⟦089 / 21 80 34 56⟧", ("21 80 34 56",)),
    ("slash", "⟦(040) 3882-1174⟧", ("3882-1174",)),
    ("international", "⟦+55 11 91234-5678⟧ whatsapp", ("91234-5678",)),
    ("international", "⟦+7 (916) 123-45-67⟧", ("123-45-67",)),
    ("international", "⟦+81 90-3412-5678⟧", ("3412-5678",)),
    ("international", "⟦+353 87 123 4567⟧", ("123 4567",)),
    ("international", "⟦+27 82 555 1234⟧ sa", ("555 1234",)),
    ("international", "tel:⟦+4930123456⟧", ("4930123456",)),
]
IPV4: list[Plant] = [
    ("option", "--bind=⟦88.217.14.201⟧", ()),
    ("option", "server_ip=⟦5.146.211.78⟧", ()),
    ("option", "listen-address=⟦37.120.171.45⟧", ()),
    ("option", "-o ProxyJump=⟦94.142.241.111⟧", ()),
    ("ssh", "ssh -p 2222 root@⟦77.183.40.219⟧", ()),
    ("log", "Failed password for root from ⟦212.47.229.2⟧ port 39912 ssh2", ()),
    ("log", "(from ⟦91.64.113.27⟧:51820)", ()),
    ("url", "http://⟦178.62.193.9⟧:8000/admin", ()),
    ("plain", "my public ip: ⟦24.5.161.88⟧.", ()),
    ("plain", "IP:⟦71.204.18.3⟧", ()),
    ("plain", "nc -v ⟦151.36.77.140⟧ 4444", ()),
    ("plain", "iptables -A INPUT -s ⟦146.70.33.215⟧ -j DROP", ()),
    ("plain", "inet ⟦109.74.196.13⟧/24 brd", ()),
    ("plain", "whois ⟦62.157.140.133⟧", ()),
]
IPV6: list[Plant] = [
    ("full", "⟦2a02:908:1b2:3c80:5d1e:2f43:aa01:7e9c⟧", ()),
    ("compressed", "my prefix ⟦2003:e6:4f1d:a200::1b⟧", ()),
    ("iface", "inet6 ⟦2a01:c22:8c3e:6d00:b1:ff:fe22:4411⟧/64 scope global", ()),
    ("bracketed", "https://[⟦2604:3d08:6f7f:9a0::1⟧]:443/", ()),
    ("option", "ip=⟦2a00:23c6:1487:ab01::3⟧", ()),
    ("compressed", "ping6 ⟦2600:1700:3ec0:9a90::49⟧", ()),
    ("full", "⟦2001:16b8:2d4e:b600:7c3f:ee9:1a2b:9f01⟧ got banned", ()),
    ("mapped", "from ⟦::ffff:81.2.69.142⟧", ("81.2.69.142",)),
    ("mapped", "connection from ⟦::ffff:5.146.211.78⟧ port 22", ("5.146.211.78",)),
    ("mapped", "⟦::FFFF:84.113.40.17⟧ in the log", ("84.113.40.17",)),
    ("mapped", "⟦0:0:0:0:0:ffff:185.22.9.61⟧", ("185.22.9.61",)),
]
MAC: list[Plant] = [
    ("colon", "link/ether ⟦5e:b1:07:9c:44:d2⟧ brd ff:ff:ff:ff:ff:ff", ()),
    ("colon", "wlan0 HWaddr ⟦7C:D1:C3:0F:55:6B⟧", ()),
    ("colon", "macaddress=⟦c8:3a:35:d1:02:bb⟧", ()),
    ("dash", "arp -s 10.0.0.7 ⟦00-24-1d-8a-99-0c⟧", ()),
    ("dash", "Physical Address: ⟦A4-83-E7-1C-2D-9F⟧", ()),
    ("dash", "⟦3C-22-FB-91-0E-7A⟧ is the laptop", ()),
    ("cisco", "mac ⟦0019.e8a1.72fc⟧ on port 4", ()),
    ("cisco", "⟦001b.2177.4e9a⟧ Gi0/12", ()),
    ("cisco", "show mac ⟦a0ce.c812.3fe1⟧", ()),
    ("bare", "mac ⟦f4f5d8a1c370⟧", ()),
    ("bare", "address ⟦0024E8A1B2C3⟧ whitelisted", ()),
    ("bare", "ether=⟦b827eb5a91c4⟧", ()),
]
SECRET: list[Plant] = [
    ("glued", "DB_PASSWORD=⟦Wq7rTz2pL⟧", ()),
    ("glued", "export OPENWEATHER_API_KEY=⟦3f9c1ae27b5d48e0a6c4⟧", ()),
    ("glued", "MYAPP_SECRET_TOKEN=⟦Zr8uYp2mQx⟧", ()),
    ("glued", "SMTP_PASSWD=⟦gartenzaun7⟧", ()),
    ("colon-word", "password: ⟦bluefinch⟧", ()),
    ("colon-word", "Password: ⟦Marmalade1⟧ lol", ()),
    ("wifi", "nmcli dev wifi connect HomeNet password ⟦Kj8vv2pQx⟧", ()),
    ("wifi", "[wifi-security] key-mgmt=wpa-psk psk=⟦Lavendel-Wiese-19⟧", ()),
    ("wifi", "psk=\"⟦sunflower harbor 77⟧\"", ("harbor 77",)),
    ("wifi", "wpa-psk ⟦correcthorse42⟧", ()),
    ("wifi", "802-11-wireless-security.psk: ⟦Vogelhaus2024⟧", ()),
    ("cloud", "aws_secret_access_key = ⟦q8Xv2LmN4pR7sT1uW9yZ3bC6dF0gH5jK2lM8nP4r⟧", ()),
    ("cloud", "AccountKey=⟦Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3A=⟧;EndpointSuffix=core.windows.net", ()),
    ("webhook", "⟦https://hooks.slack.com/services/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⟧", ("pX7rT2vK9qLm3NwYb8HcZs1d",)),
    ("webhook", "⟦https://discord.com/api/webhooks/1187345562231234567/aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9fG1hJ⟧",
     ("aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9fG1hJ",)),
    ("forge", "token ⟦glpat-Xr7pQ2mZk9Lw4Tb1Vn8c⟧", ()),
    ("forge", "⟦hf_QwErTyUiOpAsDfGhJkLzXcVbNm12345678⟧ for the hub", ()),
    ("forge", "npm set //registry.npmjs.org/:_authToken ⟦npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8⟧", ()),
    ("forge", "⟦pypi-AgEIcHlwaS5vcmcCJDk3ZTFhNmU0LWI1ZjQtNGM4ZS05ZDJiLTk0MTBhNjdhNjk2ZgACKlszLCJh⟧", ()),
    ("putty", "Private-Lines: 1 ⟦AAAAIHq3vN8sY2Lm9Tx4Kc1Zp7Rw0Qb6Jd5Ue3Fa8Hg2Ii1⟧", ()),
    ("putty", "Private-MAC: ⟦4f1a9c2e7b3d8f0a6c5e1b9d2f7a3c8e0b4d6f1a⟧", ()),
    ("cmdline", "curl -u deploy:⟦Fr0gL3gs⟧ https://ci.example.net/api", ()),
    ("cmdline", "mysqldump -uroot -p⟦Hx72kqWe⟧ shop > shop.sql", ()),
    ("cmdline", "sshpass -p '⟦Tulip44x⟧' ssh backup@nas", ()),
    ("cmdline", "echo ⟦Gr4nit3Berg⟧ | sudo -S apt update", ()),
    ("cmdline", "wget --user=lena --password=⟦Br1ght0n9⟧ https://dl.example.org/x", ()),
    ("cmdline", "smbclient //nas/share -U vera%⟦Mohn2021x⟧", ()),
    ("basic-auth", "curl -H 'Authorization: Basic ⟦ZGV2b3BzOlRoMXNJc1MzY3JldA==⟧' http://h", ()),
    ("basic-auth", "Authorization: Basic ⟦a2FpOktvZmZlaW4yMw==⟧", ()),
    ("hash", "root:⟦$6$Qp8r2Lx1$Yb3vKq9tW0eR7uI5oP2aS4dF6gH8jK1lZ3xC5vB7nM9qW2eR4tY6uI8oP0aS2dF4gH6jK8lZ0xC2vB4nM6q⟧"
     ":19000:0:99999:7:::", ()),
    ("hash", "⟦$2y$10$Rk9vX3mQ7zL2pW5tN8cB1eU4hY6jD0fA3sG5kJ7lP9qR2tV4wX6yZ⟧ from the db", ()),
    ("hash", "⟦$1$saltsalt$qjXMvbEw8oaL.CzflDugX/⟧", ()),
    ("pgp", "fingerprint ⟦4A3F 91C2 7B0E D5A8 1F6C  2E9D 83B4 07A1 C5E2 96DF⟧", ("83B4 07A1 C5E2 96DF",)),
    ("pgp", "gpg --recv-keys ⟦0x83B407A1C5E296DF⟧", ()),
    ("pgp", "Key fingerprint = ⟦9E21 0B4C 77AD 3F58 E1C6  40B2 DD93 5A7E 11F0 C28B⟧", ("5A7E 11F0 C28B",)),
]
HOME: list[Plant] = [
    ("tilde", "ls ⟦~kjellrun⟧/Downloads", ("kjellrun",)),
    ("tilde", "cp x ⟦~marisol⟧/.bashrc", ("marisol",)),
    ("media", "/media/⟦oksana⟧/USB STICK", ()),
    ("media", "mounted at /run/media/⟦edvardsen⟧/Backup", ()),
    ("media", "/media/⟦tarikb⟧/4E2A-91F0", ()),
    ("mail", "/var/mail/⟦gunnhild⟧", ()),
    ("mail", "mbox is /var/spool/mail/⟦rosalind⟧", ()),
    ("wsl", "/mnt/c/Users/⟦Maria Lopez⟧/Documents", ("Lopez", "Maria")),
    ("wsl", "cd \"/mnt/d/Users/⟦Jonas Weber⟧/Desktop\"", ("Weber", "Jonas")),
    ("wsl", "\\\\wsl$\\Ubuntu\\home\\⟦radkov⟧\\src", ()),
    ("space", "C:\\Users\\⟦Ana Sousa⟧\\AppData", ("Sousa",)),
    ("space", "/home/⟦Peter Kraus⟧/notes.txt", ("Kraus",)),
    ("chown", "sudo chown ⟦casimir:casimir⟧ -R /srv/www", ("casimir",)),
    ("chown", "chown -R ⟦ilsebill:ilsebill⟧ /opt/app", ("ilsebill",)),
    ("dotted", "/Users/⟦hiro.tanaka⟧/Library", ()),
    ("plain", "'/home/⟦wendeline⟧/.ssh/id_ed25519'", ()),
]
# a nick the log knows (`names`), written as a variant of it; the base name is the needle
NICK_BASES = ("quillon", "tamsk", "vorhees", "brightmoth", "kelpie7", "zanderq", "ottilie", "marrowbone")
NICK_FORMS = ("{}|away", "{}2", "{}-laptop", "{}_", "{}|work", "{}42", "{}-desktop", "{}__", "{}_afk", "{}^")
NICK_PHRASES = ("⟦{}⟧: try that", "ask ⟦{}⟧", "thanks ⟦{}⟧!", "⟦{}⟧ said so", "@⟦{}⟧ ping")
# cards (Luhn) and IBANs (mod-97): brand prefixes and account lengths here, digits drawn, check digits computed
CARD_PREFIXES = (("visa", "4", 16), ("visa", "4", 13), ("mastercard", "51", 16), ("mastercard", "55", 16),
                 ("mastercard", "2221", 16), ("amex", "34", 15), ("amex", "37", 15), ("discover", "6011", 16),
                 ("discover", "65", 16), ("maestro", "6759", 16), ("jcb", "3528", 16), ("unionpay", "62", 16))
CARDS_PER_PREFIX = 2
CARD_PHRASES = ("card ⟦{}⟧ got charged", "my cc is ⟦{}⟧", "⟦{}⟧ exp 09/27", "paid with ⟦{}⟧", "cc: ⟦{}⟧ cvv later")
# country, BBAN shape: "n" a digit, "a" an upper-case letter (the national formats' lengths)
IBAN_SHAPES = (("DE", "n" * 18), ("GB", "aaaa" + "n" * 14), ("FR", "n" * 10 + "aa" + "n" * 11),
               ("NL", "aaaa" + "n" * 10), ("LU", "nnn" + "a" * 4 + "n" * 9), ("IT", "a" + "n" * 22), ("PL", "n" * 24),
               ("CH", "n" * 17), ("LT", "n" * 16), ("AT", "n" * 16), ("SE", "n" * 20), ("IE", "aaaa" + "n" * 14),
               ("PT", "n" * 21), ("DK", "n" * 14), ("HR", "n" * 17), ("FI", "n" * 14))
IBAN_PHRASES = ("IBAN ⟦{}⟧", "send it to ⟦{}⟧ please", "⟦{}⟧ (my account)")

# ------------------------------------------------------------------------------------------ negatives
NEGATIVE: list[Plant] = [
    ("private", "gateway ⟦192.168.178.1⟧", ()), ("private", "vpn at ⟦10.8.0.1⟧", ()),
    ("private", "docker0 ⟦172.17.0.1⟧", ()), ("private", "ping ⟦192.168.1.1⟧", ()),
    ("loopback", "nameserver ⟦127.0.0.53⟧", ()), ("link-local", "got ⟦169.254.12.7⟧ from avahi", ()),
    ("documentation", "e.g. ⟦198.51.100.14⟧", ()), ("documentation", "like ⟦203.0.113.50⟧", ()),
    ("documentation", "⟦192.0.2.33⟧ as example", ()),
    ("resolver", "use ⟦8.8.8.8⟧", ()), ("resolver", "dns ⟦1.1.1.1⟧ or ⟦8.8.4.4⟧", ("8.8.4.4",)),
    ("resolver", "try ⟦9.9.9.9⟧", ()), ("resolver", "opendns ⟦208.67.222.222⟧", ()),
    ("version", "libfoo ⟦4.2.8.2⟧", ()), ("version", "⟦v1.2.3.4⟧ tag", ()),
    ("version", "libreoffice ⟦6.4.7.2⟧ crashes", ()), ("version", "zfs ⟦0.8.3.1⟧", ()),
    ("version", "build ⟦10.0.19041.1⟧", ()), ("version", "firmware ⟦2.1.0.17⟧", ()),
    ("ipv6-prefix", "⟦fe80::/64⟧ is link-local", ()), ("ipv6-prefix", "ula ⟦fd00::/8⟧", ()),
    ("ipv6", "loopback ⟦::1⟧", ()), ("ipv6", "docs use ⟦2001:db8::1⟧", ()),
    ("path", "⟦/Users/Shared/⟧ works", ()), ("path", "⟦/media/cdrom⟧", ()), ("path", "⟦~/.config/autostart⟧", ()),
    ("path", "⟦/mnt/c/Windows/System32⟧", ()), ("path", "⟦/var/mail⟧ is empty", ()),
    ("word", "I'm a ⟦noob⟧ with grub", ()), ("word", "our ⟦sysadmin⟧ blocked it", ()),
    ("word", "on a ⟦Mac⟧ it works", ()), ("word", "⟦https://ubuntu-mate.org/⟧", ()),
    ("word", "the ⟦sysadmin⟧ group", ()), ("word", "total ⟦noob⟧ question", ()),
]
NEGATIVE_NAMES = ("noob", "sysadmin", "Mac", "ubuntu-mate")
TECHNICAL = (
    "sudo update-grub && reboot", "ip route add default via 192.168.0.254", "resolvectl status",
    "systemctl restart NetworkManager", "journalctl -b -1 -p err", "apt policy linux-generic",
    "dpkg-reconfigure tzdata", "the 5.15.0-91-generic kernel boots fine", "linux-modules-6.5.0.14.14~22.04.7",
    "mesa 23.2.1-1ubuntu3.1", "nvidia-driver-535 535.129.03", "chromium 120.0.6099.71", "qemu 8.0.4",
    "python3.12 -m venv .venv", "pip install numpy==1.26.2", "node v20.10.0", "openssh 9.3p1",
    "lsblk -f shows nvme0n1p2", "mount /dev/nvme0n1p2 /mnt", "sudo mkfs.ext4 /dev/sdb1", "fsck -y /dev/sda2",
    "/etc/netplan/01-network-manager-all.yaml", "/usr/share/applications/*.desktop", "/var/lib/dpkg/lock-frontend",
    "ls -la /etc/ssh/sshd_config.d", "export PATH=$HOME/.local/bin:$PATH", "chmod 600 ~/.ssh/id_ed25519",
    "ssh-keygen -t ed25519 -C laptop", "ufw allow 22/tcp", "nft list ruleset", "iptables -L -n -v",
    "sha256sum ubuntu-22.04.3-desktop-amd64.iso", "ISO 2.3 GB", "set GRUB_TIMEOUT=5", "swapon --show",
    "free -h says 15Gi", "dmesg | grep -i iwlwifi", "lspci -nnk | grep -A3 VGA", "[8086:9a49] Intel Xe",
    "usb 1-4: new high-speed USB device number 5", "xrandr --output HDMI-1 --mode 2560x1440 --rate 144",
    "pulseaudio -k", "pactl list short sinks", "snap refresh --hold", "flatpak update",
    "the password field is greyed out", "enter your passphrase at boot", "token bucket filter", "keyring prompt",
    "ping 8.8.8.8 works but not names", "nameserver 127.0.0.53", "listen on 0.0.0.0:8080", "netmask 255.255.252.0",
    "fe80::/10 is link-local", "gateway 192.168.1.1", "DHCP gave 10.0.0.23", "ports 49152-65535",
    "12:45:03 up 3 days", "2023-11-02 14:05:11", "uuid=5c1f2e7a-0b3d-4e8f-9a6c-2d7e1f0b3c4a",
    "md5 d41d8cd98f00b204e9800998ecf8427e", "commit 3f2a9c1", "git rebase -i HEAD~3", "git@gitlab.com:team/app.git",
    "C:\\Windows\\System32\\drivers", "/Users/Shared/Library", "%APPDATA%\\Code", "~/.bashrc",
    "who is the sysadmin here?", "noob question: how do I untar?", "Mac keyboards map Cmd to Super",
    "#ubuntu-offtopic please", "!info firefox", "!encrypt", "ubuntu-mate.org has it", "call it v2",
    "1 2 3 4", "x86_64", "aarch64 and armhf", "utf-8 locale", "1024x768", "4K at 60Hz", "3.5 GHz",
)
assert len(TECHNICAL) >= 80, "the technical set is too small to measure 1%"  # noqa: S101 (data check)

# ------------------------------------------------------------------------------ platform mentions (exports)
# platform -> [(form, phrase, extra needles, setup)]: setup says what the export lists about the person
EXPORT: dict[str, list[tuple[str, str, tuple[str, ...], dict]]] = {
    "discord": [
        ("raw-id", "thanks ⟦<@418822790134562817>⟧", ("418822790134562817",), {"author": ("418822790134562817", "sólveig")}),
        ("raw-id", "⟦<@!302211845590319104>⟧ see above", ("302211845590319104",), {"author": ("302211845590319104", "kaspar.v")}),
        ("raw-id-unknown", "ask ⟦<@559182736401928375>⟧", ("559182736401928375",), {}),
        ("raw-id-unknown", "⟦<@771203958812745600>⟧ did it", ("771203958812745600",), {}),
        ("display-space", "⟦@Mira Quintana⟧ any idea?", ("Quintana",), {"author": ("640012345678901234", "Mira Quintana")}),
        ("display-space", "like ⟦@Jonah Beck⟧ said", ("Beck",), {"author": ("640012345678905678", "Jonah Beck")}),
        ("display-dot", "⟦@zq.ollen⟧ yes", ("zq.ollen", "ollen"), {"author": ("640012345678909999", "zq.ollen")}),
        ("display-dot", "ping ⟦@mar.tveit⟧", ("tveit",), {"author": ("640012345678904444", "mar.tveit")}),
        ("legacy-tag", "add me: ⟦thorvald#4821⟧", ("thorvald",), {}),
        ("legacy-tag", "⟦Ingeborg#0917⟧ on the server", ("Ingeborg",), {}),
        ("legacy-tag", "I'm ⟦pixelfrog#3310⟧ there", ("pixelfrog",), {}),
        ("legacy-tag", "ask ⟦kestrel_ho#7742⟧", ("kestrel_ho",), {}),
    ],
    "slack": [
        ("missing-user", "⟦<@U04QX7ZLM2K>⟧ can you check", ("U04QX7ZLM2K",), {}),
        ("missing-user", "cc ⟦<@U02ABCD1234|petrakis>⟧", ("U02ABCD1234", "petrakis"), {}),
        ("missing-user", "⟦<@W01HZ3PQ8RT>⟧ knows", ("W01HZ3PQ8RT",), {}),
        ("bare-id", "user ⟦U03RZ8KQW1P⟧ was removed", ("U03RZ8KQW1P",), {}),
        ("bare-id", "id ⟦U05M2XT7B9A⟧ in the audit log", ("U05M2XT7B9A",), {"user": ("U05M2XT7B9A", "benno", "Benno Falk")}),
        ("real-name", "ask ⟦Henrike Vossberg⟧ about it", ("Vossberg", "Henrike"), {"user": ("U07HV1234AB", "hvoss", "Henrike Vossberg")}),
        ("real-name", "⟦Anselm Oduya⟧ fixed grub", ("Oduya",), {"user": ("U07AO5678CD", "anselm", "Anselm Oduya")}),
        ("known-mention", "thanks ⟦<@U07TL9012EF>⟧", ("Lindqvist", "U07TL9012EF"), {"user": ("U07TL9012EF", "tove", "Tove Lindqvist")}),
        ("known-mention", "⟦<@U07RK3456GH>⟧ yes", ("Kowalczyk", "U07RK3456GH"), {"user": ("U07RK3456GH", "rkow", "Radek Kowalczyk")}),
    ],
    "telegram": [
        ("unlisted-username", "ask ⟦@ottokarl_92⟧", ("ottokarl_92",), {}),
        ("unlisted-username", "⟦@vesna_dj⟧ posted it", ("vesna_dj",), {}),
        ("unlisted-username", "dm ⟦@greywhale⟧", ("greywhale",), {}),
        ("text-mention", "⟦Yelena⟧ knows", ("Yelena",), {"entity": ("mention_name", 5512345678)}),
        ("text-mention", "thanks ⟦Bartholomew⟧", ("Bartholomew",), {"entity": ("mention_name", 5598765432)}),
        ("tg-link", "⟦tg://user?id=5512340001⟧", ("5512340001",), {}),
        ("tg-link", "his profile ⟦tg://user?id=6120045577⟧", ("6120045577",), {}),
    ],
}

# side channels: a person's name given as a chat's title, a channel's name, or the folder an export sits in
# (the operator's home); form -> (platform, value, needles); none may reach a released file
SIDE: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "telegram-personal-title": ("telegram", "Ravel Ostermann", ("Ostermann",)),
    "slack-channel-of-people": ("slack", "jorun-and-kasimir", ("jorun", "kasimir")),
    "export-path-home": ("discord", "/home/aurelio.brandis/exports", ("aurelio.brandis",)),
}



MIN_NAME_LENGTH = 2   # as the anonymiser's names module had it when this set was written (commit 9c5cf11)


def _known_names(log: Log) -> frozenset[str]:
    """Keys of every name the log knows, by the rule of the day this set was written, kept here so that the
    committed set stays reproducible while the anonymiser's own name rules (`privacy.names`) change."""
    keys = set(known_nicks(log)) | {nick_key(name) for name in log.known_names}
    return frozenset(key for key in keys if len(key) >= MIN_NAME_LENGTH)

@dataclass(frozen=True)
class Host:
    """A real spoken line of the shared logs, by reference, with the names its log knows."""

    file: str
    line: int
    start: int
    text: str
    names: frozenset[str]

    def reference(self) -> dict:
        return {"file": self.file, "line": self.line, "start": self.start, "length": len(self.text)}


def luhn_complete(body: str) -> str:
    """The body with its Luhn check digit appended."""
    total = 0
    for position, digit in enumerate(reversed(body)):
        value = int(digit) * (2 if position % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return body + str((10 - total % 10) % 10)


def iban_complete(country: str, bban: str) -> str:
    """An IBAN of a country and account (BBAN) with its mod-97 check digits."""
    digits = "".join(str(int(c, 36)) for c in (bban + country + "00").upper())
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def card_forms(number: str, rng: random.Random) -> str:
    if len(number) == 15:                     # Amex: 4-6-5
        return rng.choice([f"{number[:4]} {number[4:10]} {number[10:]}", number])
    groups = [number[i:i + 4] for i in range(0, len(number), 4)]
    return rng.choice([" ".join(groups), "-".join(groups), number])


def iban_forms(iban: str, rng: random.Random) -> str:
    return rng.choice([" ".join(iban[i:i + 4] for i in range(0, len(iban), 4)), iban])


def file_lines(path: Path) -> list[str]:
    """A shared log's lines as `anonymize_heldout.py` resolves a reference (split at line feeds only)."""
    return [line.rstrip("\r") for line in path.read_text(encoding="utf-8", errors="replace").split("\n")]


def shared_hosts() -> list[Host]:
    """Every spoken line of the shared logs whose reference resolves to its text."""
    files = sorted(SHARED.glob("irc-disentanglement/*/*.raw.txt")) + sorted(SHARED.glob("irclogs/*/*/*/*.txt"))
    hosts = []
    for path in files:
        log, lines = read_log(path), file_lines(path)
        names = _known_names(log)
        relative = path.relative_to(SHARED).as_posix()
        for message in log.messages:
            start = message.raw.find(message.text)
            if (message.is_system or len(message.text) < MIN_HOST_LENGTH or start < 0 or message.index >= len(lines)
                    or lines[message.index][start:start + len(message.text)] != message.text):
                continue
            hosts.append(Host(relative, message.index, start, message.text, names))
    return hosts


def is_clean(host: Host) -> bool:
    """No loose flag and no token the log knows as a name: a line any change of is a false positive."""
    if LOOSE.search(host.text):
        return False
    return not any(nick_key(token) in host.names for token in re.findall(r"[\w\-\[\]\\`^{}|]+", host.text))


def insertion(text: str, rng: random.Random) -> int:
    """Where a phrase goes: the start, the end, or a word boundary inside (a third each)."""
    where = rng.choice(("start", "middle", "end"))
    if where == "start":
        return 0
    spaces = [m.start() for m in re.finditer(" ", text)]
    if where == "end" or not spaces:
        return len(text)
    return rng.choice(spaces)


def place(phrase: str, text: str, at: int) -> tuple[str, list[int]]:
    """The plant as inserted at `at` (a space where it meets the host) and the value's span inside it."""
    before = " " if at > 0 and text[at - 1:at] != " " else ""
    after = " " if at < len(text) and text[at:at + 1] != " " else ""
    start = phrase.index(MARK_OPEN)
    end = phrase.index(MARK_CLOSE) - len(MARK_OPEN)
    plain = phrase.replace(MARK_OPEN, "").replace(MARK_CLOSE, "")
    return before + plain + after, [len(before) + start, len(before) + end]


def record(group: str, kind: str, form: str, phrase: str, needles: tuple[str, ...], host: Host,
           rng: random.Random, names: tuple[str, ...] = ()) -> dict:
    at = insertion(host.text, rng)
    plant, span = place(phrase, host.text, at)
    value = plant[span[0]:span[1]]
    return {"group": group, "kind": kind, "form": form, **host.reference(), "at": at, "plant": plant,
            "span": span, "needles": [value, *needles], "names": list(names)}


def generated() -> dict[str, list[Plant]]:
    """Nick variants, cards and IBANs, drawn from the bases above (values checked by their checksums)."""
    rng = random.Random(SEED)
    nicks = []
    for index, form in enumerate(NICK_FORMS * 2):
        base = NICK_BASES[index % len(NICK_BASES)]
        phrase = NICK_PHRASES[index % len(NICK_PHRASES)].format(form.format(base))
        nicks.append((form.format("X"), phrase, (base,)))
    cards = []
    for i, (brand, prefix, length) in enumerate(CARD_PREFIXES * CARDS_PER_PREFIX):
        body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
        cards.append((brand, CARD_PHRASES[i % len(CARD_PHRASES)].format(card_forms(luhn_complete(body), rng)), ()))
    ibans = []
    for i, (country, shape) in enumerate(IBAN_SHAPES):
        bban = "".join(rng.choice("0123456789" if c == "n" else "ABCDEFGHIJKLMNOPQRSTUVWXYZ") for c in shape)
        ibans.append((country, IBAN_PHRASES[i % len(IBAN_PHRASES)].format(iban_forms(iban_complete(country, bban),
                                                                                     rng)), ()))
    return {"nick": nicks, "card": cards, "iban": ibans}


def planted(hosts: list[Host], rng: random.Random) -> list[dict]:
    kinds = {"email": EMAIL, "phone": PHONE, "ipv4": IPV4, "ipv6": IPV6, "mac": MAC, "secret": SECRET,
             "home_path": HOME, **generated()}
    records = []
    for kind, plants in kinds.items():
        for form, phrase, needles in plants:
            names = tuple(n for n in NICK_BASES if n in needles) if kind == "nick" else ()
            records.append(record("planted", kind, form, phrase, needles, rng.choice(hosts), rng, names))
    return records


def negatives(clean: list[Host], rng: random.Random) -> list[dict]:
    records = []
    for form, phrase, needles in NEGATIVE:
        records.append(record("negative", "keep", form, phrase, needles, rng.choice(clean), rng, NEGATIVE_NAMES))
    return records


def exports(hosts: list[Host], rng: random.Random) -> list[dict]:
    records = []
    for platform, plants in EXPORT.items():
        for form, phrase, needles, setup in plants:
            row = record("export", f"{platform}_mention", form, phrase, needles, rng.choice(hosts), rng)
            records.append({**row, "platform": platform, "setup": setup})
    for form, (platform, value, needles) in SIDE.items():
        records.append({"group": "side", "kind": "side_channel", "form": form, "platform": platform,
                        "value": value, "needles": [value, *needles], "names": []})
    return records


def build() -> list[dict]:
    """Every record of the held-out half, in a fixed order (the same on every run of the same shared data)."""
    rng = random.Random(SEED)
    hosts = shared_hosts()
    clean = [host for host in hosts if is_clean(host)]
    real = rng.sample(clean, REAL_UNPLANTED)
    chosen = {(h.file, h.line) for h in real}
    rest = [host for host in clean if (host.file, host.line) not in chosen]
    records = [{"group": "real", "kind": "", "form": "", **host.reference(), "names": []} for host in real]
    records += planted(hosts, rng) + negatives(rest, rng) + exports(rest, rng)
    records += [{"group": "technical", "kind": "", "form": "", "text": text, "names": list(NEGATIVE_NAMES)}
                for text in TECHNICAL]
    return records


def write_set(records: list[dict], output: Path) -> None:
    """A held-out set as JSON lines, one record a line (every builder writes its set this way)."""
    output.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    print(f"{len(records)} records -> {output.relative_to(ROOT)}")


def main() -> None:
    write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
