"""Builds bench/data/anonymize_heldout5.jsonl, the FIFTH held-out set of the anonymiser (v5, issue 42 item 4),
measured by `bench/anonymize_heldout.py --set v5`. Written on 2026-11-28 (12:27-13:00 UTC) while other helpers
wrote more general detectors; never tuned on; committed with its jsonl before any measurement. Its author read
only the harness, bench/heldout_exports.py, the four earlier builders (to keep their record format and groups and
to avoid their forms, hosts and values) and tests/test_anonymize_heldout.py; NOT the rule
modules (disentangle/privacy/), the release validator or auditors, the tuning half, any result of a held-out
set, the privacy tests, nor docs/privacy.md beyond its first section. The anonymiser was never run on a plant.

Why a fifth set: each earlier set's forms were invented by its author, and the rules tuned on one set lifted
the next by only 1-4 points. v5 keeps the record format and groups (`planted`, `negative`, `technical`, `real`,
`export`, `side`: see v1's docstring) and differs in METHOD:

- FORMS SAMPLED FROM THE WILD: every form is the shape of a line some public repository prints or stores
  (a test fixture, a sample output in a README, a config template), found with the code search and named in
  the form's `source` (`owner/repo:path`; carried into every record). The lines and values are ours: no file
  was copied. None of the forms is a form of v1-v4 (the tests check the names). Tools: ISC dhcpd leases,
  dhcpcd, dnsmasq, nmap, WireGuard, fail2ban, racadm ping, psql URLs, mmcli, vCard 2.1/3/4 variants, LDIF,
  Debian control / .dsc files, debmutate, Maven settings.xml, .netrc / _netrc, .pgpass, wpa_passphrase and
  nmcli keyfiles, weechat / NickServ / ZNC settings, WHOIS replies, /etc/passwd, coredumpctl, magnetic-stripe
  tracks and card parsers, SWIFT MT103 / MT940, OFX, UBL / XRechnung, ZUGFeRD; and for the exports Discord
  and Slack markdown (spoilers, headers, bold, strike) and Telegram Desktop text entities of types no earlier
  set used (bold, italic, underline, spoiler, strikethrough, code, hashtag).
- VALUES FROM OTHER GENERATORS than Faker: people's names from `mimesis` (22.2.0; seeded; locales none of v1-v4
  drew from: kk, uk, el, ru, fa, ja, ko, zh, fr, de), ASCII forms of them transliterated here; phone numbers
  from `phonenumbers`' own example numbers of regions none of v1-v4 used, their last digits redrawn and kept
  only when valid for the region; IBANs of the countries the earlier sets used least, random BBANs in each
  country's registry structure with check digits from `stdnum.iban`; card numbers in issuer ranges none used
  (Verve, UATP, Dankort, InstaPayment, InterPayment, LankaPay, Humo, UzCard, Borica, UkrCard) with their Luhn
  digit; secrets drawn in each tool's documented alphabet and length (a 64-hex WPA PSK, a 32-byte base64
  WireGuard key, printable passphrases) with a seeded `random.Random` (not `secrets`: the set must rebuild).
  mimesis is needed ONLY to rebuild; the committed jsonl is the artefact (the tests check it).
- HOSTS: real #ubuntu lines of the annotated corpus (irc-disentanglement train and dev files). No day of it is
  unused (v1 and v2 drew from all 163), so v5 uses lines none of v1-v4 used from the days they used LEAST
  (the 44 days they touched with at most `QUIET_USES` lines), each once; half the plants are typed into them with
  a lead-in in the languages people use in help channels (es, pt, ru, de, fr, it, tr, pl).
- Side channels of new shapes: a Telegram private group titled in Cyrillic, a Slack channel named after a
  person's transliterated surname, a Slack DM with a person users.json names in Greek script, a Discord group
  DM of three names in three scripts, an export under an rpm-ostree home (`/var/home/...`).

Card numbers pass Luhn, IBANs mod-97, phone numbers are valid for their `region`.

    pip install 'mimesis==22.2.0'     # into the venv, for the builder only
    python bench/experiments/anonymize_heldout5.py   # rewrites bench/data/anonymize_heldout5.jsonl
"""
from __future__ import annotations

import base64
import ipaddress
import json
import random
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, references, placing, writer
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, is_clean, record

Host, MARK_OPEN, MARK_CLOSE = first.Host, first.MARK_OPEN, first.MARK_CLOSE

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout5.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in ("", "2", "3", "4"))
SEED = 5151
EXPORT_SEED = 5252
MIMESIS_VERSION = "22.2.0"
PER_KIND = 52
REAL_UNPLANTED = 500
QUIET_USES = 6                 # a day the earlier sets touched with at most this many lines is a quiet day
LEAD_SHARE = 2                 # every second plant is typed with a lead-in of another language
PEOPLE_PER_PLATFORM = 10
MAX_DRAWS = 500

LOCALES = ("kk", "uk", "el", "ru", "fa", "ja", "ko", "zh", "fr", "de")
PHONE_REGIONS = ("KZ", "AL", "MN", "KH", "LK", "UY", "PE", "EC", "BO", "PY", "SN", "CM", "TZ", "UG", "MA", "MY")
CARD_RANGES = (("verve", "506099", 19), ("uatp", "1", 15), ("dankort", "5019", 16), ("instapayment", "637", 16),
               ("interpayment", "636", 16), ("lankapay", "357111", 16), ("humo", "9860", 16),
               ("uzcard", "8600", 16), ("borica", "2205", 16), ("ukrcard", "604001", 16))
IBAN_COUNTRY_COUNT = 13        # the countries earlier sets used least
LEADS = ("mira: ", "olha isso: ", "вот вывод: ", "hier die Ausgabe: ", "voilà : ", "ecco: ", "bak şuna: ",
         "patrz: ")
EMAIL_DOMAINS = ("mail.kz", "ukr.net", "otenet.gr", "yandex.ru", "chmail.ir", "yahoo.co.jp", "naver.com",
                 "126.com", "laposte.net", "web.de")
PRINTABLE = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%+-_=@"
HEX = "0123456789abcdef"
TRANSLIT = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюяәғқңөұүһіїєґ",
                    ("a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch  y  e yu ya a g q n o u u h i "
                     "i ie g").split(" ")))
TRANSLIT.update(zip("αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώ",
                    "a v g d e z i th i k l m n x o p r s s t y f ch ps o a e i i o y o".split(" ")))


@dataclass(frozen=True)
class Form:
    """One shape a value takes: its name, the line with `⟦…⟧` around the value, and where the shape is from."""

    name: str
    line: str
    source: str


def forms(source: str, *rows: tuple[str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source) for name, line in rows)


# --------------------------------------------------------------------------------------- the forms
# `{v}` the value; `{n}` a person's name; `{u}` a user name; `{b}` a nick's base; more fields per kind (`fields`)
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms("hamonikr-git/mate-control-center_BaseLine:mate-control-center/mate-control-center_1.8.1-0.dsc",
               ("dsc-maintainer", "Maintainer: {n} <⟦{v}⟧>"),
               ("dsc-uploaders", "Uploaders: {n} <⟦{v}⟧>, Debian Team <team@lists.debian.org>,")),
        *forms("jelmer/debmutate:examples/set-maintainer.py",
               ("debmutate-assign", "control.source['Maintainer'] = \"{n} <⟦{v}⟧>\"")),
        *forms("sipgate-io/sipgateio-node:examples/contacts/vcard.ts",
               ("vcard-type-pref", "EMAIL;type=INTERNET;type=WORK;type=pref:⟦{v}⟧")),
        *forms("krysros/Marker:marker/templates/vcard.mako", ("vcard4-type-work", "EMAIL;TYPE=work:⟦{v}⟧")),
        *forms("frknkrc44/vcf_dart:example/vcf_4x.dart", ("vcard4-bare", "EMAIL:⟦{v}⟧")),
        *forms("popularowl/apigeebootstrap:MavenSetup.md", ("maven-profile-username", "<username>⟦{v}⟧</username>")),
        *forms("curl/everything-curl:usingcurl/netrc.md", ("netrc-login-address", "machine smtp.{dom} login ⟦{v}⟧")),
        *forms("rshchekotov/doomlabs:terraform/modules/auth/data/user_entry.tpl", ("ldif-mail", "mail: ⟦{v}⟧"))),
    "phone": (
        *forms("canonical/network-manager-snap:docs/snap/configure-cellular-connections.md",
               ("mmcli-numbers-own", "Numbers  |           own : '⟦{e164}⟧'")),
        *forms("sipgate-io/sipgateio-node:examples/contacts/vcard.ts",
               ("vcard-type-home", "TEL;type=HOME:⟦{e164}⟧"), ("vcard-item-cell", "item2.TEL;type=CELL:⟦{intl}⟧"),
               ("vcard-item-work-pref", "item3.TEL;type=WORK;type=pref:⟦{e164}⟧")),
        *forms("krysros/Marker:marker/templates/vcard.mako",
               ("vcard4-tel-uri", "TEL;TYPE=work,voice;VALUE=uri:tel:⟦{dashed}⟧")),
        *forms("frknkrc44/vcf_dart:example/vcf_4x.dart",
               ("vcard-hash-params", "TEL;TYPE#home,voice;VALUE#uri:tel:⟦{dashed}⟧")),
        *forms("UN-OCHA/docker-images:openldap/john.ldif.tpl",
               ("ldif-telephonenumber", "telephoneNumber: ⟦{intl}⟧"), ("ldif-mobile", "mobile: ⟦{intl}⟧"))),
    "ipv4": (
        *forms("arijitsinha80/hid-sp18-405:Cluster/MAC.md", ("dhcpd-lease-open", "lease ⟦{v}⟧ {{")),
        *forms("vpenso/scripts:docs/net/dnsmasq.md", ("dhcpcd-leased", "ens3: leased ⟦{v}⟧ for 43200 seconds")),
        *forms("Rol331/file2:escan.md", ("nmap-report-named", "Nmap scan report for {host} (⟦{v}⟧)")),
        *forms("huozheng1995/Go:src/mocker/README.md", ("wg-endpoint", "Endpoint = ⟦{v}⟧:51820")),
        *forms("Tusonic/Blog:WireGuard.md", ("wg-allowedips", "AllowedIPs = ⟦{v}⟧/32")),
        *forms("Adolfo-schlegel/MyObsidian:Fail2ban/Main.md", ("fail2ban-banned-list", "`- Banned IP list:   ⟦{v}⟧")),
        *forms("TeemuKoivisto/my-node-bootstrap:db/scripts/connect-to-db.sh",
               ("psql-url-host", "psql postgresql://app@⟦{v}⟧:5432/shop")),
        *forms("jessebutryn/bmcdocs:docs/dell/racadm/subcommands/ping6.md", ("racadm-reply", "Reply from ⟦{v}⟧: time<1ms"))),
    "ipv6": (
        *forms("jessebutryn/bmcdocs:docs/dell/racadm/subcommands/ping6.md",
               ("racadm-pinging6", "Pinging ⟦{v}⟧ from 2001:db8:0:194::101 with 32 bytes of data:"),
               ("racadm-reply6", "Reply from ⟦{v}⟧: time<1ms"), ("racadm-statistics6", "Ping statistics for ⟦{v}⟧:")),
        *forms("Rol331/file2:escan.md", ("nmap-report6", "Nmap scan report for ⟦{v}⟧")),
        *forms("huozheng1995/Go:src/mocker/README.md", ("wg-endpoint6", "Endpoint = [⟦{v}⟧]:51820")),
        *forms("Tusonic/Blog:WireGuard.md", ("wg-allowedips6", "AllowedIPs = ⟦{v}⟧/128")),
        *forms("Adolfo-schlegel/MyObsidian:Fail2ban/Main.md", ("fail2ban-banned-list6", "`- Banned IP list:   ⟦{v}⟧")),
        *forms("TeemuKoivisto/my-node-bootstrap:db/scripts/connect-to-db.sh",
               ("psql-url-host6", "psql postgresql://app@[⟦{v}⟧]:5432/shop")),
        *forms("irvin232/OTUS-network-engineer:labs/lab09/README.md",
               ("lab-table-row6", "R14|e0/0|IPv6|⟦{v}⟧/64|{net}/64|to R12"))),
    "mac": (
        *forms("arijitsinha80/hid-sp18-405:Cluster/MAC.md",
               ("dhcpd-hardware-ethernet", "  hardware ethernet ⟦{v}⟧;"), ("inventory-bullet", "* red01: ⟦{v}⟧")),
        *forms("vpenso/scripts:docs/net/dnsmasq.md",
               ("dnsmasq-dhcp-host", "dhcp-host=⟦{upper}⟧,lxdev01,10.1.1.27"),
               ("dnsmasq-dhcp-host-tag", "dhcp-host=⟦{v}⟧,set:known,laptop")),
        *forms("Rol331/file2:escan.md",
               ("nmap-mac-vendor", "MAC Address: ⟦{upper}⟧ (Intel Corporate)"),
               ("nmap-mac-unknown", "MAC Address: ⟦{upper}⟧ (Unknown)")),
        *forms("JorianWoltjer/Scanmap:s",
               ("scanmap-host-object", "{{\"ip\": \"192.168.178.42\", \"mac\": \"⟦{v}⟧\", \"vendor\": \"Intel Corporate\"}}"),
               ("scanmap-mac-line", "            \"mac\": \"⟦{v}⟧\","))),
    "secret": (
        *forms("fischerjd/ece3220:doc/rpi/network-configuration/NetworkManager/system-connections/README.txt",
               ("wpa-passphrase-comment", "        #psk=\"⟦{pw}⟧\""), ("wpa-psk-hex", "        psk=⟦{hex64}⟧"),
               ("nmcli-offline-psk", "    wifi-sec.psk \"⟦{pw}⟧\" \\")),
        *forms("Tusonic/Blog:WireGuard.md",
               ("wg-private-key", "PrivateKey = ⟦{wgkey}⟧"), ("wg-preshared-key", "PresharedKey = ⟦{wgkey}⟧")),
        *forms("rosenfeld/command-reference:en/databases/postgresql/store-password.md",
               ("pgpass-line", "db.lan:5432:shop:app:⟦{pw}⟧")),
        *forms("curl/curl:docs/cmdline-opts/netrc.d", ("netrc-one-line", "machine ftp.example.net login deploy password ⟦{pw}⟧")),
        *forms("data61/stellar-ERBaseline:configure-maven.sh", ("maven-server-password", "  <password>⟦{pw}⟧</password>\\")),
        *forms("CaryLorrk/dotfiles:weechat/README.md",
               ("weechat-sasl-password", "/set irc.server.libera.sasl_password \"⟦{pw}⟧\"")),
        *forms("dhcmrlchtdj/hematite:tip/irc-weechat.md", ("weechat-relay-password", "/set relay.network.password \"⟦{pw}⟧\"")),
        *forms("wdv4758h/notes:unix-like-environment/irc.rst", ("nickserv-identify", "/msg NickServ IDENTIFY {u} ⟦{pw}⟧")),
        *forms("UN-OCHA/docker-images:openldap/john.ldif.tpl", ("ldif-userpassword", "userPassword: ⟦{pw}⟧"))),
    "home_path": (
        *forms("RH-sdavey/sean-might-help-you:content/sean-posts/2019-07-17/index.md",
               ("passwd-line", "{u}:x:1001:1001:{n},,,:/home/⟦{u}⟧:/bin/bash")),
        *forms("UN-OCHA/docker-images:openldap/john.ldif.tpl", ("ldif-homedirectory", "homeDirectory: /home/⟦{u}⟧/")),
        *forms("MyBlackHole/MyBlackHole:language/gdb/coredumpctl.md",
               ("coredump-executable", "    Executable: /home/⟦{u}⟧/src/tools/fs-cli"),
               ("coredump-run-media", "SIGSEGV present  /run/media/⟦{u}⟧/Data/src/pg/pg_waldump 32.7K")),
        *forms("data61/stellar-ERBaseline:configure-maven.sh", ("maven-m2-settings", "/home/⟦{u}⟧/.m2/settings.xml")),
        *forms("curl/everything-curl:usingcurl/netrc.md", ("netrc-windows", "C:\\Users\\⟦{u}⟧\\_netrc")),
        *forms("tg/pgpass:README.md", ("pgpass-appdata", "C:\\Users\\⟦{u}⟧\\AppData\\Roaming\\postgresql\\pgpass.conf")),
        *forms("FruitieX/znc-backlog:README.md", ("znc-logpath", "LogPath /home/⟦{u}⟧/.znc/moddata/log/$USER_$NETWORK_$WINDOW_*.log"))),
    "nick": (
        *forms("dhcmrlchtdj/hematite:tip/irc-weechat.md", ("whois-reply", "[⟦{v}⟧] (~{b}@user/{b}): {b}")),
        *forms("lazywhite/sa:optool/weechat.md",
               ("weechat-set-nicks", "/set irc.server.libera.nicks \"⟦{v}⟧\""),
               ("weechat-irc-conf-username", "libera.username = \"⟦{v}⟧\"")),
        *forms("CaryLorrk/dotfiles:weechat/README.md", ("weechat-sasl-username", "/set irc.server.libera.sasl_username \"⟦{v}⟧\"")),
        *forms("wdv4758h/notes:unix-like-environment/irc.rst",
               ("nickserv-ghost", "/msg NickServ GHOST ⟦{v}⟧"), ("mode-op", "/mode #ubuntu +o ⟦{v}⟧")),
        *forms("FruitieX/znc-backlog:README.md", ("znc-backlog-query", "/msg *backlog ⟦{v}⟧ 42")),
        *forms("UN-OCHA/docker-images:openldap/john.ldif.tpl", ("ldif-uid", "uid: ⟦{v}⟧"))),
    "card": (
        *forms("sualeh/magnetictrackparser:README.md",
               ("track2-sentinels", ";⟦{num}⟧={exp}1010000056700100?"),
               ("track1-format-b", "%B⟦{num}⟧^{last}/{first}^{exp}2010000000000000000000000000000567001000?"),
               ("pan-constructor-java", "final PrimaryAccountNumber pan = new PrimaryAccountNumber(\"⟦{num}⟧\");"),
               ("pan-output-line", "  Primary Account Number: ⟦{num}⟧")),
        *forms("Keenwawa/swiper:README.md", ("swiper-track1-ruby", "swiped_data = \"%B⟦{num}⟧^{last}/{first}.^{exp}1200000000000000\"")),
        *forms("square/plastic:lib/plastic/track.rb", ("plastic-track1-lower-b", "%b⟦{num}⟧^{last}/{first}^{exp}101?")),
        *forms("janisz/SwipeCardReader:src/pl/edu/pw/mini/x1/janiszewskit/SwipeCardReader/Card/Tracks/TrackTwo.java",
               ("track2-bare", "⟦{num}⟧={exp}10100000567")),
        *forms("sualeh/magnetictrackparser:README.md", ("bankcard-track-from", "BankCardMagneticTrack.from(\";⟦{num}⟧={exp}2010000056700100?\")"))),
    "iban": (
        *forms("ArturKonieczny/mt103plareader:spec/testCases/1transfer.js",
               ("mt103-59-beneficiary", ":59:/⟦{v}⟧"), ("mt103-52d-ordering", ":52D:⟦{v}⟧")),
        *forms("programmersdigest/MT940Parser:MT940ParserTests/StatementParserTests.cs",
               ("mt940-25-account", ":25:⟦{v}⟧"), ("mt940-25-currency", ":25:⟦{v}⟧EUR")),
        *forms("Grunnpi/BankPerfectTools:resource/ofx.ftl",
               ("ofx-acctid", "\t\t\t\t<ACCTID>⟦{v}⟧"), ("ofx-bankacctfrom-inline", "<BANKACCTFROM><ACCTID>⟦{v}⟧<ACCTTYPE2>CHECKING")),
        *forms("digineo/xrechnung:lib/xrechnung/payee_financial_account.rb", ("ubl-payee-id", "  <cbc:ID>⟦{v}⟧</cbc:ID>")),
        *forms("easybill/zugferd-php:src/zugferd211/Model/DebtorFinancialAccount.php",
               ("zugferd-ibanid", "<ram:IBANID>⟦{v}⟧</ram:IBANID>"))),
}
NICK_SUFFIXES = ("_tg", "[d]", "|gone", "_ssh", "-vm", "^_", "7", "_irssi", "|dinner", "-tab")

# values that identify no one, in the same sampled shapes (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("helper", "botanist", "penguin", "sudoer", "wizard")
NEGATIVES: tuple[Form, ...] = (
    *forms("arijitsinha80/hid-sp18-405:Cluster/MAC.md",
           ("private-lease", "lease ⟦192.168.2.117⟧ {"), ("dhcpcd-version", "dhcpcd-⟦6.11.5⟧:Linux-4.9.59-v7+"),
           ("broadcast-mac", "bcast ⟦ff:ff:ff:ff:ff:ff⟧")),
    *forms("vpenso/scripts:docs/net/dnsmasq.md",
           ("private-range", "dhcp-range=⟦10.1.1.1⟧,10.1.1.254,255.255.255.0,12h"),
           ("private-router", "dhcp-option=option:router,⟦10.1.1.1⟧")),
    *forms("Rol331/file2:escan.md",
           ("private-gateway", "Nmap scan report for _gateway (⟦192.168.20.1⟧)"), ("nmap-version", "V=⟦7.94⟧SVN")),
    *forms("BasharOumari/nmap_report_2_pdf:report1.md", ("product-version", "OpenSSH ⟦6.2⟧ protocol 2.0")),
    *forms("huozheng1995/Go:src/mocker/README.md",
           ("documentation-endpoint", "Endpoint = ⟦203.0.113.2⟧:51822"), ("private-address", "Address = ⟦10.0.0.1⟧/32")),
    *forms("Tusonic/Blog:WireGuard.md",
           ("default-route", "AllowedIPs = ⟦0.0.0.0/0⟧, ::/0"), ("private-peer", "AllowedIPs = ⟦10.0.0.2⟧/32")),
    *forms("jessebutryn/bmcdocs:docs/dell/racadm/subcommands/ping6.md",
           ("documentation6", "Reply from ⟦2001:db8:0:194::31⟧: time<1ms"), ("loopback6", "ping6 ⟦::1⟧")),
    *forms("canonical/network-manager-snap:docs/snap/configure-cellular-connections.md",
           ("unknown-own-number", "Numbers  |           own : '⟦unknown⟧'"),
           ("firmware-version", "revision: 'MF626V⟦1.0.0⟧B06'")),
    *forms("hamonikr-git/mate-control-center_BaseLine:mate-control-center/mate-control-center_1.8.1-0.dsc",
           ("team-list-address", "Maintainer: MATE Packaging Team <⟦pkg-mate-team@lists.alioth.debian.org⟧>"),
           ("standards-version", "Standards-Version: ⟦3.9.5⟧"), ("package-version", "Version: ⟦1.8.1-0⟧"),
           ("build-depends-version", "Build-Depends: debhelper (>= ⟦9⟧), dh-autoreconf")),
    *forms("deepsinha75/repo-info:repos/vault/tag-details.md",
           ("docker-version", "Docker Version: ⟦18.06.1-ce⟧"), ("image-tag", "docker pull ⟦vault:1.3.0⟧")),
    *forms("sipgate-io/sipgateio-node:examples/contacts/vcard.ts",
           ("example-address", "EMAIL;type=INTERNET;type=WORK;type=pref:⟦johnDoe@example.org⟧"),
           ("vcard-version", "VERSION:⟦4.0⟧")),
    *forms("UN-OCHA/docker-images:openldap/john.ldif.tpl",
           ("zero-placeholder-phone", "telephoneNumber: ⟦+0 000 000 0000⟧"),
           ("template-password", "userPassword: ⟦$JOHNPASS⟧"), ("system-shell", "loginShell: ⟦/bin/bash⟧")),
    *forms("rshchekotov/doomlabs:terraform/modules/auth/data/user_entry.tpl",
           ("template-mail", "mail: ⟦${email}⟧"), ("template-home", "homeDirectory: ⟦/home/${uid}⟧")),
    *forms("data61/stellar-ERBaseline:configure-maven.sh",
           ("env-placeholder-password", "<password>⟦${MAVEN_PASSWORD}⟧</password>")),
    *forms("popularowl/apigeebootstrap:MavenSetup.md", ("user-home-property", "⟦${user.home}⟧/.m2/settings.xml")),
    *forms("curl/everything-curl:usingcurl/netrc.md", ("example-host", "machine ⟦example.com⟧")),
    *forms("rosenfeld/command-reference:en/databases/postgresql/store-password.md",
           ("local-db-host", "⟦localhost:5432⟧:database_name:username:secret"),
           ("loopback-name", "export PGHOST=⟦localhost⟧")),
    *forms("RH-sdavey/sean-might-help-you:content/sean-posts/2019-07-17/index.md",
           ("system-account", "⟦daemon:x:2:2:daemon:/sbin:/sbin/nologin⟧"), ("root-home", "root:x:0:0:root:⟦/root⟧:/bin/bash"),
           ("mail-spool-system", "mail:x:8:12:mail:⟦/var/spool/mail⟧:/sbin/nologin")),
    *forms("MyBlackHole/MyBlackHole:language/gdb/coredumpctl.md",
           ("systemd-coredump-dir", "Storage: ⟦/var/lib/systemd/coredump/⟧"), ("user-slice", "Slice: ⟦user-1000.slice⟧")),
    *forms("sualeh/magnetictrackparser:README.md",
           ("test-card-amex", "new PrimaryAccountNumber(\"⟦371449635398431⟧\")"), ("library-version", "<version>⟦1.2⟧</version>")),
    *forms("(payment providers' published test card numbers)",
           ("test-card-visa", "card ⟦4000 0566 5566 5556⟧ (test)"), ("test-card-mastercard", "⟦5200828282828210⟧ is a test card")),
    *forms("ArturKonieczny/mt103plareader:spec/testCases/1transfer.js",
           ("swift-bic", ":57A:⟦ALBPPLPW⟧"), ("message-reference", ":20:⟦265765⟧")),
    *forms("digineo/xrechnung:lib/xrechnung/payee_financial_account.rb",
           ("documentation-iban", "<cbc:ID>⟦DE89 3704 0044 0532 0130 00⟧</cbc:ID>")),
    *forms("Adolfo-schlegel/MyObsidian:Fail2ban/Main.md", ("placeholder-prompt", "⟦foo@bar⟧:~$ sudo fail2ban-client status sshd")),
    *forms("wdv4758h/notes:unix-like-environment/irc.rst",
           ("placeholder-nick", "/msg NickServ IDENTIFY ⟦nickname password⟧"), ("channel-placeholder", "/mode ⟦#CHANNEL⟧ +o USER")),
    *forms("CaryLorrk/dotfiles:weechat/README.md", ("masked-password", "sasl_password \"⟦xxxxxxx⟧\"")),
    *forms("kant2002/TelegramExportProcessor:README.md", ("entity-type-word", "text entry types: ⟦bank_card⟧, phone, email")),
    *forms("irvin232/OTUS-network-engineer:labs/lab09/README.md", ("lab-address", "R14|e0/0|IPv4|⟦1.1.1.5⟧|1.1.1.4/30|to R12")),
    *forms("(nick-words of v5: words a log may also know as nicks)",
           ("word", "any ⟦helper⟧ around?"), ("word", "the ⟦botanist⟧ package"), ("word", "a ⟦penguin⟧ sticker"),
           ("word", "you need to be a ⟦sudoer⟧"), ("word", "the install ⟦wizard⟧ hangs")),
)

# real tool output with random-looking tokens that are no secret: (form, source, line template); `{hex:N}`,
# `{b64:N}` (bytes), `{uuid}`, `{vfat}` drawn per line
TECHNICAL_SHAPES = (
    ("docker-pull-digest", "deepsinha75/repo-info:repos/vault/tag-details.md", "$ docker pull ubuntu@sha256:{hex:64}"),
    ("docker-image-id", "deepsinha75/repo-info:repos/vault/tag-details.md", "-\tImage ID: `sha256:{hex:64}`"),
    ("dockerfile-add-file", "hiramtibbit/repo-info:repos/ubuntu/remote/bionic.md", "ADD file:{hex:64} in / "),
    ("dsc-checksum-sha256", "hamonikr-git/mate-control-center_BaseLine:mate-control-center/mate-control-center_1.8.1-0.dsc",
     " {hex:64} 1306504 mate-control-center_1.8.1.orig.tar.xz"),
    ("dsc-files-md5", "hamonikr-git/mate-control-center_BaseLine:mate-control-center/mate-control-center_1.8.1-0.dsc",
     " {hex:32} 5636 mate-control-center_1.8.1-0.debian.tar.gz"),
    ("blkid-ext4", "cirosantilli/linux-cheat:blkid.md", "/dev/sdb7: UUID=\"{uuid}\" TYPE=\"ext4\""),
    ("blkid-vfat", "cirosantilli/linux-cheat:blkid.md", "/dev/sdb1: LABEL=\"ESP\" UUID=\"{vfat}\" TYPE=\"vfat\""),
    ("fstab-uuid", "0xMF/dotfiles:misc/debian/etc/fstab.boot", "UUID={uuid} /               ext4    errors=remount-ro 0       1"),
    ("coredump-boot-id", "MyBlackHole/MyBlackHole:language/gdb/coredumpctl.md", "       Boot ID: {hex:32}"),
    ("coredump-storage", "MyBlackHole/MyBlackHole:language/gdb/coredumpctl.md",
     "       Storage: /var/lib/systemd/coredump/core.fs-cli.1000.{hex:32}.588797.1717652311000000.zst (present)"),
    ("coredump-tmux-scope", "MyBlackHole/MyBlackHole:language/gdb/coredumpctl.md",
     "     User Unit: tmux-spawn-{uuid}.scope"),
    ("wg-public-key", "Tusonic/Blog:WireGuard.md", "PublicKey = {b64:32}"),
    ("nix-connection-uuid", "rkuklik/kytkOS:data/networkmanager/T-nvtXWq.nix", "    uuid = \"{uuid}\";"),
    ("mmcli-device-id", "canonical/network-manager-snap:docs/snap/configure-cellular-connections.md",
     "/org/freedesktop/ModemManager1/Modem/0 (device id '{hex:40}')"),
    ("vault-gpg-key", "deepsinha75/repo-info:repos/vault/tag-details.md", "VAULT_GPGKEY={HEX:40};"),
    ("nmap-os-fingerprint", "Rol331/file2:escan.md", "OS:SCAN(V=7.94SVN%E=4%D=10/2%OT=53%CT=1%CU=39828%PV=Y%DS=1%DC=D%G=Y%M={HEX:6}"),
)
TECHNICAL_PER_SHAPE = 8


# ----------------------------------------------------------------------------------------------- draws

class Draws:
    """Every drawn value (seeded): people from mimesis, phone numbers, cards, IBANs, secrets; none twice."""

    def __init__(self, avoid: set[str]) -> None:
        self.rng, self.avoid, self.people = random.Random(SEED), set(avoid), {}

    def fresh(self, value: str) -> bool:
        if value.lower() in self.avoid:
            return False
        self.avoid.add(value.lower())
        return True

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = draw_person(LOCALES[i % len(LOCALES)], SEED * 1000 + i, self)
        return self.people[i]

    def chars(self, alphabet: str, length: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(length))

    def token(self, pattern: str) -> str:
        """A line with `{hex:N}`, `{HEX:N}`, `{b64:N}`, `{uuid}`, `{vfat}` filled."""
        def fill(match: re.Match) -> str:
            kind, _, size = match[1].partition(":")
            if kind == "uuid":
                return "-".join(self.chars(HEX, n) for n in (8, 4, 4, 4, 12))
            if kind == "vfat":
                return f"{self.chars(HEX.upper(), 4)}-{self.chars(HEX.upper(), 4)}"
            if kind == "b64":
                return base64.b64encode(bytes(self.rng.randrange(256) for _ in range(int(size)))).decode()
            return self.chars(HEX.upper() if kind == "HEX" else HEX, int(size))
        return re.sub(r"\{(hex:\d+|HEX:\d+|b64:\d+|uuid|vfat)\}", fill, pattern)


@dataclass(frozen=True)
class Person:
    """A person drawn by mimesis: the name as written, and its ASCII form for user names and addresses."""

    full: str
    first: str
    last: str
    ascii_first: str
    ascii_last: str
    locale: str

    @property
    def user(self) -> str:
        return f"{self.ascii_first}.{self.ascii_last}"


def ascii_of(text: str) -> str:
    """Cyrillic, Kazakh and Greek letters spelled in Latin (ours, simple); other scripts left as they are."""
    import unicodedata
    spelled = "".join(TRANSLIT.get(c, TRANSLIT.get(c.lower(), c)) for c in text.lower())
    plain = unicodedata.normalize("NFKD", spelled).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", plain)


def draw_person(locale: str, seed: int, draws: Draws) -> Person:
    from mimesis import Person as Mimesis
    latin = Mimesis("de", seed=seed)
    for attempt in range(MAX_DRAWS):
        person = Mimesis(locale, seed=seed + attempt * 7919)
        first, last = person.first_name(), person.last_name()
        a_first, a_last = ascii_of(first), ascii_of(last)
        if len(a_first) < 3 or len(a_last) < 3:          # ja / ko / zh / fa: a Latin spelling drawn instead
            a_first, a_last = ascii_of(latin.first_name()), ascii_of(latin.last_name())
        if len(a_first) >= 3 and len(a_last) >= 4 and draws.fresh(f"{a_first}.{a_last}") and draws.fresh(last):
            return Person(f"{first} {last}", first, last, a_first, a_last, locale)
    raise SystemExit(f"no fresh person of {locale}")


def phone_value(draws: Draws, i: int) -> tuple[str, dict[str, str]]:
    """A valid mobile number of a region none of v1-v4 used: its example number with the last digits redrawn."""
    import phonenumbers
    region = PHONE_REGIONS[i % len(PHONE_REGIONS)]
    example = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    national = str(example.national_number)
    for _ in range(MAX_DRAWS):
        digits = national[:-4] + draws.chars("0123456789", 4)
        parsed = phonenumbers.parse(digits, region)
        if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region:
            e164 = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)
            if draws.fresh(e164):
                intl = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
                return region, {"e164": e164, "intl": intl, "dashed": phonenumbers.format_number(
                    parsed, phonenumbers.PhoneNumberFormat.RFC3966).removeprefix("tel:")}
    raise SystemExit(f"no valid {region} number drawn")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        body = prefix + draws.chars("0123456789", length - len(prefix) - 1)
        number = first.luhn_complete(body)
        if draws.fresh(number):
            return brand, number


def quiet_countries() -> tuple[str, ...]:
    """The IBAN countries the earlier sets used least (every registry country was used by one of them)."""
    import os

    import stdnum
    registry = Path(os.path.dirname(stdnum.__file__)) / "iban.dat"
    countries = [line.split()[0] for line in registry.read_text(encoding="utf-8").splitlines()
                 if re.match(r"^[A-Z]{2} ", line)]
    used: Counter = Counter()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record["kind"] == "iban":
                used[re.sub(r"[^A-Za-z0-9]", "", record["needles"][0])[:2].upper()] += 1
    return tuple(sorted(dict.fromkeys(countries), key=lambda c: (used[c], c))[:IBAN_COUNTRY_COUNT])


def iban_value(draws: Draws, country: str) -> str:
    from stdnum import iban
    structure = third._structure(country)
    chars = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "c": "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"}
    for _ in range(MAX_DRAWS):
        account = "".join(draws.chars(chars[kind], int(count)) for count, kind in re.findall(r"(\d+)!([nac])", structure))
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


def public_v4(draws: Draws) -> str:
    import ipaddress
    while True:
        value = ipaddress.IPv4Address(draws.rng.randrange(1 << 24, 224 << 24))
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws) -> str:
    import ipaddress
    prefixes = ("2a02:8108", "2a01:e0a", "2001:4dd0", "2a00:23c5", "2405:6e00", "2803:9800", "2c0f:f8f0", "2401:4900")
    while True:
        groups = [f"{draws.rng.randrange(1 << 16):x}" for _ in range(8)]
        head = draws.rng.choice(prefixes).split(":")
        value = ipaddress.IPv6Address(":".join(head + groups[len(head):])).compressed
        if draws.fresh(value):
            return value


def mac_value(draws: Draws) -> str:
    while True:
        octets = [draws.rng.randrange(256) & 0xFC if k == 0 else draws.rng.randrange(256) for k in range(6)]
        value = ":".join(f"{o:02x}" for o in octets)
        if draws.fresh(value):
            return value


def fields(kind: str, draws: Draws, i: int, countries: tuple[str, ...]) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): `v` and the kind's other spellings, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "u": person.user, "first": person.ascii_first.upper(), "last": person.ascii_last.upper(),
            "dom": EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)], "host": f"{person.ascii_last}-pc.lan", "extra": (), "record": {}}
    if kind == "email":
        return {**base, "v": f"{person.user}@{base['dom']}", "extra": (person.user,)}
    if kind == "phone":
        region, spelled = phone_value(draws, i)
        return {**base, **spelled, "record": {"region": region}}
    if kind in ("ipv4", "ipv6"):
        value = public_v4(draws) if kind == "ipv4" else public_v6(draws)
        net = str(ipaddress.ip_network(f"{value}/64", strict=False).network_address) if kind == "ipv6" else ""
        return {**base, "v": value, "net": net}
    if kind == "mac":
        value = mac_value(draws)
        return {**base, "v": value, "upper": value.upper()}
    if kind == "secret":
        wgkey = base64.b64encode(bytes(draws.rng.randrange(256) for _ in range(32))).decode()
        return {**base, "pw": draws.chars(PRINTABLE, 12 + i % 9), "hex64": draws.chars(HEX, 64), "wgkey": wgkey,
                "u": person.ascii_first}
    if kind == "home_path":
        return {**base, "u": person.ascii_first + person.ascii_last[:3] if i % 2 else person.user}
    if kind == "nick":
        nick = (person.ascii_first[:6] + person.ascii_last[:2])
        variant = nick + NICK_SUFFIXES[i % len(NICK_SUFFIXES)]
        return {**base, "v": variant, "b": nick, "extra": (nick,), "record": {"names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        return {**base, "num": number, "exp": f"{27 + i % 5}{1 + i % 12:02d}", "record": {"brand": brand}}
    country = countries[i % len(countries)]
    return {**base, "v": iban_value(draws, country), "record": {"country": country}}


# ----------------------------------------------------------------------------------------------- hosts

def quiet_hosts() -> list[Host]:
    """#ubuntu lines of the annotated corpus that no earlier set used, from the days they used least."""
    used = third.earlier_lines(EARLIER_SETS)
    per_day = Counter(file for file, _ in used if file.startswith("irc-disentanglement/"))
    hosts = [h for h in first.shared_hosts() if h.file.startswith("irc-disentanglement/")]
    return [h for h in hosts if per_day[h.file] <= QUIET_USES and (h.file, h.line) not in used]


def filled(form: Form, values: dict[str, Any]) -> str:
    return form.line.format(**{k: v for k, v in values.items() if isinstance(v, str)})


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, lead: str,
                 rng: random.Random) -> dict:
    phrase = lead + (form.line if group == "negative" else filled(form, values))   # a negative's line holds no field
    value = phrase[phrase.index(MARK_OPEN) + 1:phrase.index(MARK_CLOSE)]
    extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower() and n.lower() != value.lower())
    row = third.record(group, kind, (form.name, phrase, extra, values.get("record", {})), host, rng)
    return {**row, "needles": distinct(row["needles"]), "source": form.source}


def distinct(needles: list[str]) -> list[str]:
    """The needles without repeats (case-insensitive), the value first."""
    first_of = {}
    for needle in needles:
        first_of.setdefault(needle.lower(), needle)
    return list(first_of.values())


def planted(draws: Draws, pool: list[Host], rng: random.Random) -> list[dict]:
    records, countries = [], quiet_countries()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form = kind_forms[i % len(kind_forms)]
            lead = LEADS[(i // LEAD_SHARE) % len(LEADS)] if i % LEAD_SHARE else ""
            host = pool.pop(rng.randrange(len(pool)))
            records.append(plant_record("planted", kind, form, fields(kind, draws, i, countries), host, lead, rng))
    return records


def negatives(rest: list[Host], rng: random.Random) -> list[dict]:
    records = []
    for form in NEGATIVES:
        host = rest.pop(rng.randrange(len(rest)))
        records.append(plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}}, host, "",
                                    rng))
    return records


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form, "text": draws.token(line), "names": list(NEGATIVE_NAMES),
             "source": source} for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

DISCORD_SOURCE = "espanso/hub:packages/discord-snippet/0.1.0/README.md"
SLACK_SOURCE = "mt-empty/shortcut-pages:nonGUI/slack-formatting.md"
TELEGRAM_SOURCE = "kant2002/TelegramExportProcessor:README.md"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first}_{person.ascii_last[:4]}"
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "spoiler-mention": (f"||⟦<@{uid}>⟧||", (uid, handle), author),
        "header-mention": (f"# ⟦<@{uid}>⟧ fixed it", (uid, handle), author),
        "bold-display-name": (f"**⟦{person.full}⟧**", (person.last,), nicknamed),
        "italic-mention": (f"*⟦<@{uid}>⟧*", (uid, handle), author),
        "underline-handle": (f"__⟦@{handle}⟧__", (handle,), author),
        "strike-nickname": (f"~~⟦{person.first}⟧~~", (person.first,), nicknamed),
        "block-quote-mention": (f">>> ⟦<@{uid}>⟧ said reboot", (uid, handle), author),
        "bold-italic-underline-mention": (f"__***⟦<@!{uid}>⟧***__", (uid, handle), author),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first[0]}{person.ascii_last}"
    user = {"user": [uid, handle, person.full]}
    return {
        "bold-mention": (f"*⟦<@{uid}>⟧*", (uid, person.last), user),
        "italic-real-name": (f"_⟦{person.full}⟧_", (person.last,), user),
        "strike-handle": (f"~⟦@{handle}⟧~", (handle,), user),
        "bullet-mention": (f"• ⟦<@{uid}>⟧ owns the backup", (uid, person.last), user),
        "multi-line-quote-mention": (f"&gt;&gt;&gt;⟦<@{uid}>⟧ wrote the runbook", (uid, person.last), user),
        "attachment-bold-mention": (f"*⟦<@{uid}>⟧*", (uid, person.last), {**user, "place": "attachment"}),
        "file-title-display": (f"⟦{person.ascii_first}.{person.ascii_last[:1]}⟧ screenshot",
                               (f"{person.ascii_first}.{person.ascii_last[:1]}",),
                               {**user, "place": "file", "display": f"{person.ascii_first}.{person.ascii_last[:1]}"}),
        "numbered-list-handle": (f"1. ⟦{handle}⟧", (handle,), user),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first}_{person.ascii_last}"
    return {
        "bold-entity-mention": (f"⟦@{handle}⟧", (handle,), {"entity": ["bold", 0]}),
        "italic-entity-name": (f"⟦{person.full}⟧", (person.last,), {"entity": ["italic", 0]}),
        "underline-entity-name": (f"⟦{person.first}⟧", (person.first,), {"entity": ["underline", 0]}),
        "spoiler-entity-mention": (f"⟦@{handle}⟧", (handle,), {"entity": ["spoiler", 0]}),
        "strikethrough-entity-name": (f"⟦{person.full}⟧", (person.last,), {"entity": ["strikethrough", 0]}),
        "code-entity-handle": (f"⟦{handle}⟧", (handle,), {"entity": ["code", 0]}),
        "hashtag-entity-handle": (f"⟦#{handle}⟧", (handle,), {"entity": ["hashtag", 0]}),
        "mention-name-native-script": (f"⟦{person.full}⟧", (person.last,), {"entity": ["mention_name", number]}),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_SOURCE, 60), "slack": (slack_plant, SLACK_SOURCE, 80),
           "telegram": (telegram_plant, TELEGRAM_SOURCE, 100)}
EXPORT_FORMS = {
    "discord": ("spoiler-mention", "header-mention", "bold-display-name", "italic-mention", "underline-handle",
                "strike-nickname", "block-quote-mention", "bold-italic-underline-mention"),
    "slack": ("bold-mention", "italic-real-name", "strike-handle", "bullet-mention", "multi-line-quote-mention",
              "attachment-bold-mention", "file-title-display", "numbered-list-handle"),
    "telegram": ("bold-entity-mention", "italic-entity-name", "underline-entity-name", "spoiler-entity-mention",
                 "strikethrough-entity-name", "code-entity-handle", "hashtag-entity-handle",
                 "mention-name-native-script")}


def export_records(draws: Draws, platform: str, pool: list[Host], rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    people = [draws.person(1000 + offset + k) for k in range(PEOPLE_PER_PLATFORM)]
    found, kinds = [], EXPORT_FORMS[platform]
    for i in range(PER_KIND):
        form, person = kinds[i % len(kinds)], people[(i + i // len(kinds)) % len(people)]
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup = make(form, person, uid if platform != "telegram" else number)
        at_start = setup.get("place") in ("attachment", "file")
        host = pool.pop(rng.randrange(len(pool)))
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng,
                           0 if at_start else None)
        found.append({**row, "needles": distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source})
    return found


def side_channels(draws: Draws) -> list[dict]:
    ru, uk, el, kk, fr, ja = (draws.person(1300 + k) for k in (3, 1, 2, 0, 8, 5))
    rows = {
        "telegram-group-title": ("telegram", f"{kk.first}, {ru.first} и {uk.first}", (kk.first, ru.first, uk.first)),
        "slack-channel-of-people": ("slack", f"handover-{uk.ascii_last}", (uk.ascii_last,)),
        "slack-dm-of-user": ("slack", el.full, (el.last, "U0HELDDM3P")),
        "discord-group-dm-name": ("discord", f"{el.first}, {fr.first}, {ja.first}", (el.first, fr.first, ja.first)),
        "export-path-home": ("discord", f"/var/home/{fr.user}/Exports/chats", (fr.user, fr.ascii_last)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": distinct([value, *needles]), "names": [], "source": "bench/heldout_exports.py (writer's places)"}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v4 (lower case): no value of v5 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def build() -> list[dict]:
    """Every record of the fifth held-out set (needs mimesis, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    hosts = quiet_hosts()
    draws = Draws(earlier_values() | {w.lower() for h in hosts for w in re.findall(r"\w+", h.text)})
    clean = [h for h in hosts if third.is_clean(h)]
    real = rng.sample(clean, REAL_UNPLANTED)
    chosen = {(h.file, h.line) for h in real}
    records = [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    pool = [h for h in hosts if (h.file, h.line) not in chosen]
    records += planted(draws, pool, rng)
    used = chosen | {(r["file"], r["line"]) for r in records if "file" in r}
    rest = [h for h in clean if (h.file, h.line) not in used]
    records += negatives(rest, rng)
    for platform in EXPORTS:
        records += export_records(draws, platform, rest, rng)
    return records + side_channels(draws) + technical(draws)


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
