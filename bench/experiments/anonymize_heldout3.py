"""Builds bench/data/anonymize_heldout3.jsonl, the THIRD held-out set of the anonymiser (v3, issue 42 item 4),
measured by `bench/anonymize_heldout.py --set v3`. Written on 2026-11-28 before rules42c's rules; never tuned
on. Committed with its jsonl at 09:41 UTC (0d75d69; people's names redrawn at 09:42, 5ff6fd8), before any
measurement; measured once at 09:45 UTC (ce4031e), not changed since. Its author read neither the rule
modules, the release validators, the tuning half, the earlier sets' results nor the privacy tests; only the
harness, the two earlier builders (to keep their record format and avoid their forms and hosts),
docs/privacy.md and the platform readers (where an export's text is read).

Why a third set: v1 is spent, and v2's misses are being tuned on. v3 keeps the record format and groups of
v1/v2 (`planted`, `negative`, `technical`, `real`, `export`, `side`: see v1's docstring) and differs in METHOD:

- values are drawn from an independent generator, the `Faker` library (40.63.0; seeded), never written by
  hand: e-mail addresses and names of some 20 locales, phone numbers of the numbering plans of 18 regions
  neither v1 nor v2 used (each kept only when `phonenumbers` says it is valid for that region), public IPv4,
  MACs, user names, passwords, card numbers of ten schemes (Faker's, with their Luhn digit) and hex / base32 /
  base64 bodies of tokens; IBANs of ~45 countries v1/v2 did not use, their accounts drawn by Faker in the
  country's structure (python-stdnum's registry) with mod-97 check digits and kept when `stdnum.iban` says
  valid. Faker is needed ONLY to rebuild the set: the committed jsonl is the artefact (the tests check it,
  not a rebuild; another Faker version draws other values);
- hosts of other kinds: (a) about a third of the plants sit in messages composed here in the register of help
  channels (a pasted config or log excerpt, a signature, a support ticket; stored as `text`, ours), (b) the
  rest in real lines of the communities v1/v2 used least: the Rust channel of new-channels/ (never used before)
  and Channel Two lines neither set used, each host line once (stored by reference), and (c) the platform
  mentions in platform-native places of the exports (`heldout_exports.py` writes them as the platform does,
  and `extract` reads them through the platform readers): a Discord forward and a mention of a user with a
  server nickname, a Slack shared message's attachment `fallback` and a file share's title, a users.json
  display name unlike the real name, Slack link markup with a label, Telegram text entities of types
  `mention`, `mention_name` and `text_link` (`href` to `tg://user?id=`), a Telegram forward's
  `forwarded_from`. Not Discord embeds: the reader does not read them, so a plant there measures nothing;
- forms v1 and v2 did not use: mail-server logs, vCard, LDIF, quoted-printable and hex-entity `@`, at-words
  of other languages, `NOSPAM` marks; phone numbers in vCard, SIP and wa.me links, signatures; addresses in
  mail, firewall, VPN, database and remote-desktop logs, hosts files, DNS answers, inventories, defanged and
  in ISP host names; NAT64 and 6to4 IPv6; MACs in neighbour tables, access-point and virtualisation configs,
  HP's `xxxxxx-xxxxxx`; secrets of other services and tools (TOTP seeds, Wi-Fi QR codes, sshpass, smbclient,
  7z, openssl, chpasswd, Docker auths, Sentry DSNs, Azure keys, session cookies, tokens of ~15 services);
  home paths in tracebacks, units, crontabs, file URIs, PowerShell / cmd / Git Bash / Cygwin, JSON-escaped,
  eCryptfs and ZFS (zsys) user datasets; nick variants of other suffixes; cards and IBANs in other layouts
  (dotted, JSON, CSV, SEPA XML, EPC QR lines);
- negatives of new shapes (a documentation address inside an sshd line, user agents holding dotted version
  quads, versions of browsers and media players, service mailboxes, example domains, zsys / eCryptfs
  folders of no one), 111 technical lines, 500 real lines, five side channels of other shapes (a Discord
  group DM named after its three people, a Slack DM with a person users.json names, a Telegram private
  group titled with two names, a Slack channel named with a Spanish joining word, an export under a backup
  folder naming the operator), and seeds of its own (4242; exports 4343).

Card numbers pass Luhn, IBANs mod-97 (and stdnum's national checks), phone numbers are valid for their region
(`region` in each record): tests/test_anonymize_heldout.py checks the committed file.

    pip install 'Faker==40.63.0'
    python bench/experiments/anonymize_heldout3.py   # rewrites bench/data/anonymize_heldout3.jsonl
"""
from __future__ import annotations

import base64
import ipaddress
import json
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, references, placing
from heldout_exports import SPEAKERS  # noqa: E402 -- bench/heldout_exports.py

from disentangle.logs.records import nick_key  # noqa: E402

Host, file_lines, place, MARK_OPEN, MARK_CLOSE = first.Host, first.file_lines, first.place, first.MARK_OPEN, first.MARK_CLOSE

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout3.jsonl"
EARLIER_SETS = (ROOT / "bench" / "data" / "anonymize_heldout.jsonl", ROOT / "bench" / "data" / "anonymize_heldout2.jsonl")
SEED = 4242
EXPORT_SEED = 4343            # the exports' draws (`heldout_exports.exchanges`)
FAKER_VERSION = "40.63.0"     # the version that drew the committed set
PER_KIND = 64                 # plants per claimed kind (>= 60: 95% recall measurable to 3 misses)
REAL_UNPLANTED = 500
MIN_HOST_LENGTH = 12
COMPOSED_SHARE = 3            # every third plant goes into a composed message
MIN_NAME = 5                  # letters of a drawn first name or surname
MAX_DRAWS = 400               # draws of a value valid for its region / country before giving up
RUST_LINE = re.compile(r"^rust \d{4}-\d{2}-\d{2} \[\d{2}:\d{2}:\d{2}\] <(?P<nick>[^>\s]+)> (?P<text>.*?)\s*$")
# a real line this flags is not used as clean text (written for v3: anything that might be personal data)
LOOSE = re.compile(
    r"@|\d+[.:]\d+[.:]\d+|[0-9a-f]{2}[:-][0-9a-f]{2}[:-]|::|/home|/users|/media|/mnt|/run/|/var/|/srv|~|\\|"
    r"pass|pw|token|key|secret|auth|cred|login|\+\s?\d|\d{4,}|\d{2,}[ ./-]\d{2,}|mail|https?:|ftp|www\.|"
    r"\.(?:com|org|net|io|de|uk|fr|ru|me|rs|sh)\b|[0-9a-f]{10,}|#\d{3,}|<|\||\bid\b|phone|call me|iban|card|"
    r"\bip\b|addr|\bmac\b|ssid|wifi|user(?:name)?\b", re.I)

# Faker locales of the people and e-mails; phone regions none of v1/v2 used (locale -> region)
PEOPLE_LOCALES = ("fi_FI", "pt_BR", "tr_TR", "hu_HU", "cs_CZ", "ro_RO", "sk_SK", "hr_HR", "sl_SI", "id_ID",
                  "es_CL", "es_CO", "nl_BE", "fr_CA", "de_AT", "it_IT", "pl_PL", "da_DK", "no_NO", "sv_SE")
PHONE_LOCALES = {"vi_VN": "VN", "th_TH": "TH", "id_ID": "ID", "fa_IR": "IR", "es_CL": "CL", "es_CO": "CO",
                 "sk_SK": "SK", "sl_SI": "SI", "hr_HR": "HR", "lt_LT": "LT", "lv_LV": "LV", "ka_GE": "GE",
                 "hy_AM": "AM", "az_AZ": "AZ", "ne_NP": "NP", "zh_TW": "TW", "ar_AE": "AE", "bg_BG": "BG"}
IBAN_COUNTRIES = ("AD", "AL", "AZ", "BA", "BH", "BY", "CR", "DO", "EG", "FO", "GE", "GI", "GL", "GT", "IL", "IQ",
                  "JO", "KW", "KZ", "LB", "LC", "MD", "ME", "MK", "MN", "MR", "PK", "QA", "SC", "SV", "TL", "TN",
                  "VA", "VG", "XK", "BI", "DJ", "LY", "SD", "SO", "ST", "NI", "HN", "FK", "YE", "RU", "OM")
CARD_TYPES = ("visa16", "visa19", "visa13", "mastercard", "amex", "discover", "diners", "jcb15", "jcb16", "maestro")
V6_PREFIXES = ("2a0a", "2a0e", "2a10", "2a12", "2400", "2401", "2404", "2407", "2602", "2607", "2800", "2803",
               "2804", "2c0f", "2001:1af8", "2a06")

# ----------------------------------------------------------------------------------------- forms (ours)
# kind -> [(form, phrase)]: `{v}` is the value (marked ⟦⟧ where the phrase is written), `{n}` a person's name
EMAIL_FORMS = (
    ("postfix-log", "postfix/smtp[2231]: 4F1A2C0913: to=<⟦{v}⟧>, relay=none, delay=0.21, status=deferred"),
    ("dovecot-log", "dovecot: imap-login: Login: user=<⟦{v}⟧>, method=PLAIN, rip=10.1.2.3, lip=10.1.2.1, TLS"),
    ("json", "{{\"id\": 4711, \"email\": \"⟦{v}⟧\", \"active\": true}}"),
    ("vcard", "EMAIL;TYPE=INTERNET:⟦{v}⟧"),
    ("ldif", "mail: ⟦{v}⟧"),
    ("reply-to", "Reply-To: ⟦{v}⟧"),
    ("outlook-mailto", "⟦{n} [mailto:{v}]⟧"),
    ("msmtprc", "account default host smtp.provider.example from ⟦{v}⟧ auth on"),
    ("quoted-printable", "⟦{local}=40{domain}⟧"),
    ("html-hex-entity", "⟦{local}&#x40;{domain}⟧"),
    ("spelled-es", "escribe a ⟦{local} arroba {dom_spaced_es}⟧"),
    ("spelled-fr", "écris à ⟦{local} chez {domain}⟧"),
    ("spelled-de", "⟦{local} ät {dom_spaced_de}⟧"),
    ("nospam", "⟦{local}@NOSPAM.{domain}⟧ (remove NOSPAM)"),
    ("signature", "-- ⟦{v}⟧ | sent from my phone"),
    ("cc-header", "Cc: ops@example.org, ⟦{v}⟧"),
)
PHONE_FORMS = (
    ("vcard-tel", "TEL;TYPE=CELL:⟦{v}⟧"), ("sip-uri", "sip:⟦{e164}⟧@pbx.provider.example"),
    ("wa-me", "https://wa.me/⟦{digits}⟧"), ("signature", "-- support desk | Tel.: ⟦{v}⟧"),
    ("fax", "Fax: ⟦{v}⟧"), ("json", "\"phone\": \"⟦{e164}⟧\""), ("asterisk-log", "CallerID: \"\" <⟦{digits_plus}⟧>"),
    ("emoji", "📞 ⟦{v}⟧"), ("native", "my number is ⟦{v}⟧"), ("international", "⟦{intl}⟧ (mobile)"),
    ("sms-log", "SMS from ⟦{e164}⟧ received"), ("viber", "viber me ⟦{intl}⟧"),
)
IPV4_FORMS = (
    ("postfix-connect", "postfix/smtpd[811]: connect from unknown[⟦{v}⟧]"),
    ("dovecot-rip", "imap-login: Aborted login (auth failed, 3 attempts): user=<x>, rip=⟦{v}⟧, lip=10.0.0.2"),
    ("ufw-log", "[UFW BLOCK] IN=eth0 OUT= SRC=⟦{v}⟧ DST=10.0.0.2 LEN=60 PROTO=TCP SPT=51514 DPT=22"),
    ("openvpn", "Peer Connection Initiated with [AF_INET]⟦{v}⟧:1194"),
    ("hosts-file", "⟦{v}⟧   nas.lan nas"), ("dig-answer", "nas.example.com. 300 IN A ⟦{v}⟧"),
    ("ssh-config", "HostName ⟦{v}⟧"), ("json", "{{\"ip\": \"⟦{v}⟧\", \"country\": \"XX\"}}"),
    ("ansible", "web1 ansible_host=⟦{v}⟧ ansible_user=deploy"),
    ("netstat", "tcp 0 0 10.0.0.2:22 ⟦{v}⟧:51234 ESTABLISHED"), ("ss", "ESTAB 0 0 10.0.0.2:ssh ⟦{v}⟧:60312"),
    ("last", "deploy pts/0 ⟦{v}⟧ Mon Mar 4 10:12 still logged in"),
    ("defanged", "blocklisted ⟦{defanged}⟧"), ("ptr-hostname", "from dsl-⟦{dashed}⟧.dyn.provider.example"),
    ("mysql", "Access denied for user 'root'@'⟦{v}⟧' (using password: YES)"),
    ("postgres", "no pg_hba.conf entry for host \"⟦{v}⟧\", user \"app\", database \"shop\""),
)
IPV6_FORMS = (
    ("postfix-connect", "postfix/smtpd[811]: connect from unknown[IPv6:⟦{v}⟧]"),
    ("dovecot-rip", "imap-login: Disconnected: rip=⟦{v}⟧, lip=2001:db8::2"),
    ("ufw-log", "[UFW BLOCK] IN=eth0 OUT= SRC=⟦{v}⟧ DST=2001:db8::2 LEN=80 PROTO=TCP DPT=22"),
    ("openvpn", "Peer Connection Initiated with [AF_INET6]⟦{v}⟧:1194"),
    ("hosts-file", "⟦{v}⟧   nas6.lan"), ("dig-answer", "nas.example.com. 300 IN AAAA ⟦{v}⟧"),
    ("ssh-config", "HostName ⟦{v}⟧"), ("json", "{{\"ip\": \"⟦{v}⟧\"}}"),
    ("ansible", "web1 ansible_host=⟦{v}⟧"), ("ss", "ESTAB 0 0 [2001:db8::2]:22 [⟦{v}⟧]:51234"),
    ("last", "deploy pts/1 ⟦{v}⟧ Tue Mar 5 09:01 - 09:40"),
    ("mysql", "Access denied for user 'app'@'⟦{v}⟧'"),
    ("nat64", "the NAT64 address ⟦64:ff9b::{v4}⟧"), ("6to4", "6to4 gives me ⟦{sixto4}⟧"),
    ("zero-padded", "⟦{padded}⟧"), ("upper-compressed", "AAAA ⟦{upper}⟧"),
)
MAC_FORMS = (
    ("ip-neigh", "192.168.1.20 dev wlp2s0 lladdr ⟦{v}⟧ REACHABLE"),
    ("hostapd", "wlan0: STA ⟦{v}⟧ IEEE 802.11: associated (aid 1)"), ("kernel-auth", "wlp3s0: authenticate with ⟦{v}⟧"),
    ("virsh", "vnet0 bridge virbr0 virtio ⟦{v}⟧"), ("libvirt-xml", "<mac address='⟦{v}⟧'/>"),
    ("uci", "option macaddr '⟦{v}⟧'"), ("openwrt-dhcp", "DHCPACK(br-lan) 192.168.1.20 ⟦{v}⟧ laptop"),
    ("hcitool", "hcitool scan: ⟦{upper}⟧ Pixel 7"), ("wireshark", "Src: ⟦{v}⟧, Dst: ff:ff:ff:ff:ff:ff"),
    ("ip-link-set", "sudo ip link set dev eth0 address ⟦{v}⟧"), ("macchanger", "Current MAC: ⟦{v}⟧ (unknown)"),
    ("nmcli", "GENERAL.HWADDR: ⟦{upper}⟧"), ("networkd", "[Match] MACAddress=⟦{v}⟧"),
    ("hp-hyphen", "mac-address ⟦{hp}⟧"), ("getmac-csv", "\"Ethernet\",\"Intel(R) I219-V\",\"⟦{dash}⟧\""),
    ("json", "\"mac\": \"⟦{v}⟧\""),
)
SECRET_FORMS = (
    ("totp-uri", "otpauth://totp/Forge:me?secret=⟦{b32}⟧&issuer=Forge"), ("wifi-qr", "WIFI:S:HomeNet;T:WPA;P:⟦{pw}⟧;;"),
    ("sshpass", "sshpass -p '⟦{pw}⟧' ssh deploy@backup"), ("smbclient", "smbclient //nas/share -U backup%⟦{pw}⟧"),
    ("chpasswd", "echo 'deploy:⟦{pw}⟧' | sudo chpasswd"),
    ("openssl-pass", "openssl pkcs12 -export -out cert.p12 -passout pass:⟦{pw}⟧"),
    ("7z", "7z a -p⟦{pw}⟧ backup.7z docs/"), ("env-before-command", "PGPASSWORD=⟦{pw}⟧ psql -h db -U app"),
    ("ansible-become", "ansible_become_pass: ⟦{pw}⟧"), ("docker-auth", "\"auth\": \"⟦{docker}⟧\""),
    ("sentry-dsn", "SENTRY_DSN=https://⟦{hex32}⟧@o450123.ingest.sentry.io/4505"),
    ("azure-key", "AccountKey=⟦{b64}⟧;EndpointSuffix=core.windows.net"),
    ("cookie", "Cookie: sessionid=⟦{hex32}⟧; theme=dark"), ("mosquitto", "mosquitto_pub -u sensor -P ⟦{pw}⟧ -t t"),
    ("net-user", "net user Administrator ⟦{pw}⟧"), ("service-token", "⟦{token}⟧"),
)
# services whose tokens neither earlier set planted: prefix and body (h: hex, a: letters and digits)
TOKENS = (("hf_", "a34"), ("npm_", "a36"), ("pypi-AgEIcHlwaS5vcmc", "a60"), ("shpat_", "h32"), ("sk-ant-api03-", "a90"),
          ("PMAK-", "h24"), ("hvs.", "a24"), ("dapi", "h32"), ("lin_api_", "a40"), ("xapp-1-A0", "a40"),
          ("glsa_", "a32"), ("NRAK-", "a27"), ("nfp_", "a36"), ("sbp_", "h40"), ("AGE-SECRET-KEY-1", "A58"),
          ("SK", "h32"))
HOME_FORMS = (
    ("traceback", "File \"/home/⟦{u}⟧/.local/lib/python3.12/site-packages/app.py\", line 42"),
    ("systemd-exec", "ExecStart=/home/⟦{u}⟧/bin/backup.sh"), ("crontab", "0 3 * * * /home/⟦{u}⟧/scripts/sync.sh"),
    ("flatpak", "/home/⟦{u}⟧/.var/app/org.gimp.GIMP/config"), ("docker-volume", "-v /home/⟦{u}⟧/data:/data"),
    ("file-uri", "file:///home/⟦{u}⟧/Documents/report.pdf"), ("file-uri-mac", "file:///Users/⟦{u}⟧/Desktop/x.png"),
    ("powershell", "PS C:\\Users\\⟦{u}⟧> wsl --update"), ("cmd-prompt", "C:\\Users\\⟦{u}⟧>ipconfig /all"),
    ("git-bash", "/c/Users/⟦{u}⟧/projects/site"), ("cygwin", "/cygdrive/c/Users/⟦{u}⟧/Downloads"),
    ("xdg-env", "XDG_CONFIG_HOME=/home/⟦{u}⟧/.config"), ("bashrc-error", "bash: /home/⟦{u}⟧/.bashrc: line 12: syntax error"),
    ("json-escaped", "\"path\": \"C:\\\\Users\\\\⟦{u}⟧\\\\AppData\\\\Roaming\""),
    ("ecryptfs", "/home/.ecryptfs/⟦{u}⟧/.Private"), ("zsys-dataset", "rpool/USERDATA/⟦{u}⟧_x7k2qf"),
)
NICK_FORMS = ("X[away]", "X|brb", "X_wfh", "X-android", "X_matrix", "X|busy", "X0", "X-nb", "X_laptop", "X|mtg",
              "X--", "X_zz", "X|class", "X`afk", "X-rpi", "X_old")
NICK_PHRASES = ("hey ⟦{}⟧ u there?", "was ⟦{}⟧ right?", "/msg ⟦{}⟧ the log", "cheers ⟦{}⟧", "⟦{}⟧++",
                "seen ⟦{}⟧ today?", "sorry ⟦{}⟧, my bad", "<⟦{}⟧> yes")
CARD_LAYOUTS = ("dotted", "json", "log-kv", "csv", "spaced", "plain")
IBAN_LAYOUTS = ("sepa-xml", "epc-qr", "dashed", "json", "lower-compact", "spaced")

# ------------------------------------------------------------------------------- composed hosts (ours)
# messages in the register of help channels; `¦` is where a plant goes
COMPOSED = (
    "Ticket 4471 - cannot reach the server since the upgrade. Details: ¦ Thanks in advance!",
    "here is my config, hope that helps: ¦",
    "from the log right before it crashed: ¦ then nothing",
    "Hi all, long time lurker. ¦ Any idea what is wrong?",
    "pasting what the installer printed ¦ (sorry for the flood)",
    "Best regards, ¦",
    "Support request: ¦ Priority: normal",
    "ok so i did what the wiki says and got ¦ which seems wrong",
    "```¦```",
    "this is what journalctl shows: ¦",
    "from my notes ¦ not sure that is still right",
    "Subject: Re: mail server down ¦",
    "the ansible inventory has ¦ and the playbook fails on it",
    "[solved] ¦ was the culprit, thanks everyone",
    "quick q: is ¦ supposed to be there?",
    "I redacted most of it but ¦ is what it prints",
    "my ~/.ssh/config (relevant part): ¦",
    "Thanks, ¦ (off to bed)",
    "output of the script: ¦ exit code 1",
    "copying from the ticket: ¦",
    "can someone sanity check this line ¦",
    "the error mail said ¦ no idea what it means",
)

# ------------------------------------------------------------------------------------------ negatives
NEGATIVE = (
    ("private", "virbr0 has ⟦192.168.122.1⟧"), ("private", "tun0 is ⟦10.8.0.1⟧ on the vpn"),
    ("private", "default via ⟦172.20.0.1⟧ dev br-4f2a"), ("private", "the printer at ⟦192.168.178.41⟧"),
    ("private", "kube pod ⟦10.244.1.17⟧"), ("cgnat", "my wan is ⟦100.72.14.9⟧ so cgnat"),
    ("ula", "prefix ⟦fd7a:115c:a1e0::1⟧ from tailscale"), ("ula", "⟦fdaa:bbcc:1::2⟧ on the lan"),
    ("loopback", "resolv.conf says nameserver ⟦127.0.0.53⟧"), ("loopback", "listening on ⟦127.0.0.1:5432⟧"),
    ("loopback", "connect to ⟦[::1]:8080⟧ refused"), ("link-local", "got ⟦169.254.12.7⟧ so no dhcp"),
    ("link-local", "gateway ⟦fe80::1⟧ on wlan0"), ("documentation", "Failed password for root from ⟦203.0.113.55⟧ port 22"),
    ("documentation", "the guide uses ⟦198.51.100.14⟧"), ("documentation", "peer ⟦2001:db8:4::1⟧ in the example"),
    ("resolver", "fallback dns ⟦9.9.9.10⟧"), ("resolver", "⟦2620:fe::9⟧ as v6 dns"),
    ("resolver", "set dns to ⟦8.8.4.4⟧"), ("resolver", "⟦1.0.0.1⟧ secondary"),
    ("multicast", "igmp join ⟦239.1.1.1⟧"), ("multicast", "llmnr ⟦224.0.0.252⟧"), ("multicast", "⟦ff02::fb⟧ for mdns"),
    ("netmask", "mask ⟦255.255.254.0⟧"), ("version", "chromium ⟦122.0.6261.94⟧ crashes"),
    ("version", "vlc ⟦3.0.20.0⟧"), ("version", "edge ⟦123.0.2420.65⟧ here"), ("version", "teams ⟦1.6.00.4472⟧"),
    ("version", "VirtualBox-⟦7.0.14.161095⟧"), ("version", "build ⟦10.0.19045.4170⟧ of windows"),
    ("version", "steam client ⟦1.0.0.78⟧"), ("version", "intel-microcode ⟦3.20231114.1⟧"),
    ("path", "⟦/Users/Shared/Adobe⟧ is huge"), ("path", "⟦C:\\Users\\Public\\Documents⟧"),
    ("path", "⟦/home/$USER/.config/autostart⟧"), ("path", "⟦/home/<username>/snap⟧"), ("path", "⟦/media/cdrom0⟧"),
    ("path", "⟦C:\\Users\\Default\\AppData⟧"), ("example-email", "⟦jane.doe@example.com⟧ in the manual"),
    ("example-email", "set it to ⟦admin@example.net⟧"), ("service-mailbox", "⟦noreply@github.com⟧ sent it"),
    ("service-mailbox", "⟦git@gitlab.com:group/repo.git⟧"), ("service-mailbox", "mail ⟦root@localhost⟧"),
    ("commit", "fixed in ⟦a1b2c3d4e5f6⟧"), ("time", "at ⟦10:12:44⟧ it hung"), ("word", "a ⟦rookie⟧ mistake"),
    ("word", "ask the ⟦sysop⟧ first"), ("word", "my ⟦penguin⟧ sticker"), ("word", "the ⟦wizard⟧ crashed"),
    ("word", "any ⟦gamer⟧ here?"), ("word", "⟦Rookie⟧ question"), ("word", "the setup ⟦wizard⟧ asks"),
    ("placeholder", "password=⟦<your password>⟧"), ("placeholder", "chown ⟦$USER:$USER⟧ -R ."),
    ("placeholder", "ssh ⟦username@server⟧"), ("zero-mac", "mac ⟦00:00:00:00:00:00⟧ means unset"),
    ("broadcast-mac", "dst ⟦ff:ff:ff:ff:ff:ff⟧"),
)
NEGATIVE_NAMES = ("rookie", "sysop", "penguin", "wizard", "gamer")
USER_AGENT_NEGATIVES = 6      # Faker user agents holding a dotted version quad (Chrome/x.0.y.z)
TECHNICAL = (
    "cargo build --release", "rustup toolchain install nightly-2024-03-01", "cargo clippy -- -D warnings",
    "rustc 1.76.0 (07dca489a 2024-02-04)", "error[E0502]: cannot borrow `v` as mutable", "cargo tree -d",
    "RUST_BACKTRACE=1 cargo run", "cargo install --locked ripgrep", "sudo apt install build-essential pkg-config",
    "sudo apt full-upgrade", "apt policy linux-generic", "sudo dpkg --configure -a", "apt list --upgradable",
    "sudo apt-get install -f", "ubuntu-release-upgrader-core 1:24.04.17", "lsb_release -a", "hostnamectl",
    "systemctl status systemd-resolved", "resolvectl status", "nmcli device wifi list", "ip neigh show",
    "ip route get 1.1.1.1", "ss -s", "sudo tcpdump -i any port 53", "sudo nft list ruleset",
    "sudo ufw allow 22/tcp", "sudo ufw default deny incoming", "wg-quick up wg0", "tailscale status",
    "ping -c 4 192.168.1.1", "traceroute -n 9.9.9.9", "curl -v http://localhost:8080/health",
    "dig @127.0.0.53 archive.ubuntu.com", "sudo systemctl restart NetworkManager", "journalctl -b -1 -p err",
    "dmesg | grep -i firmware", "sudo lspci -nnk | grep -A3 VGA", "lsblk -f", "sudo blkid", "findmnt /",
    "sudo fdisk -l /dev/nvme0n1", "sudo parted /dev/sda print", "sudo smartctl -a /dev/sda", "free -h",
    "vmstat 1 5", "htop", "iotop -o", "uptime", "nproc", "cat /etc/os-release", "uname -r", "sudo reboot",
    "sudo update-grub", "sudo grub-install /dev/sda", "efibootmgr", "mokutil --sb-state",
    "sudo apt purge nvidia-*", "sudo ubuntu-drivers list", "prime-select query", "vainfo", "glxinfo | grep OpenGL",
    "xrandr --output HDMI-1 --mode 1920x1080", "gnome-extensions list", "gsettings get org.gnome.mutter experimental-features",
    "loginctl show-session $XDG_SESSION_ID -p Type", "pw-top", "pactl list short sinks", "aplay -l",
    "bluetoothctl power on", "rfkill unblock bluetooth", "snap refresh --list", "snap changes",
    "flatpak update", "docker system prune -a", "docker compose logs -f web", "podman build -t app .",
    "lxc list", "virsh net-list --all", "qemu-system-x86_64 -enable-kvm -m 4G", "kubectl get pods -A",
    "helm list -A", "terraform plan", "ansible all -m ping", "git status", "git rebase -i HEAD~3",
    "git stash pop", "python3 -m venv .venv", "pip install --user pipx", "node --version", "npm ci",
    "go build ./...", "make -j$(nproc)", "cmake -B build -G Ninja", "gcc -O2 -Wall main.c",
    "the password prompt never shows up", "where is the admin panel?", "token refresh fails after sleep",
    "the secret service daemon is not running", "generate a new ssh key with ssh-keygen -t ed25519",
    "the key expired, run apt-key list", "my wizard got stuck at partitioning", "rookie question about sudo",
    "sysop said to reboot", "penguin logo on boot", "gamer mode in gamemoded", "port 51820/udp open",
    "3840x2160 at 144 Hz", "aarch64-linux-gnu", "ext4 with noatime", "zstd level 19", "LANG=C.UTF-8",
)

# ------------------------------------------------------------------------------ platform mentions (exports)
DISCORD_FORMS = ("nickname-mention", "forwarded-handle", "forwarded-display", "first-name-possessive",
                 "discordapp-profile", "mention-in-code", "username-of-nicknamed", "lowercase-display")
SLACK_FORMS = ("shared-message-fallback", "file-title-first-name", "display-unlike-real", "markup-label",
               "team-link-markup", "lowercase-real-name", "dotted-handle", "file-title-handle")
TELEGRAM_FORMS = ("entity-mention", "text-link-user", "mention-name-full", "forwarded-from-name",
                  "mention-name-emoji", "text-link-lowercase")
PEOPLE_PER_PLATFORM = 10
MENTION_PHRASES = ("⟦{}⟧ fixed it for me", "cheers ⟦{}⟧", "as ⟦{}⟧ wrote earlier", "⟦{}⟧ knows that box",
                   "did ⟦{}⟧ try it?", "waiting on ⟦{}⟧")

# what the exports write besides the hosts (names drawn are part of none: `Draws.avoid_in`)
EXPORT_WORDS = ("Direct Messages - Group", "[attachment: image.png]", "[forwarded]", "heldout help", "Me",
                "March 4th, 2024 10:12 AM", "mailto corp.example acme-dev.slack.com discordapp.com tg://user?id=")
Plant = tuple[str, str, tuple[str, ...], dict]     # form, phrase, extra needles, extra record fields


@dataclass(frozen=True)
class Person:
    """A person drawn by Faker: full name, first name, surname, a handle, a platform user number."""

    full: str
    first: str
    last: str
    handle: str
    number: int


# --------------------------------------------------------------------------------------------- drawing

class Draws:
    """Faker generators, one per locale, seeded; every value of the set is drawn here."""

    seed, people_locales = SEED, PEOPLE_LOCALES     # a later set's subclass gives its own

    def __init__(self) -> None:
        import faker  # only to rebuild the set (the committed jsonl is the artefact)
        if faker.VERSION != FAKER_VERSION:
            print(f"Faker {faker.VERSION}, not {FAKER_VERSION}: the values drawn differ from the committed set")
        self.fakers: dict[str, Any] = {}
        self.factory = faker.Faker
        self.avoid = ""       # text a person's name must not be part of (`avoid`)

    def fake(self, locale: str = "en_US") -> Any:
        if locale not in self.fakers:
            generator = self.factory(locale)
            generator.seed_instance(f"{self.seed}-{locale}")
            self.fakers[locale] = generator
        return self.fakers[locale]

    def locale(self, i: int) -> Any:
        return self.fake(self.people_locales[i % len(self.people_locales)])

    def avoid_in(self, texts: list[str]) -> None:
        """The names drawn after this are part of none of `texts` (any case): a needle of an export is looked
        for in the whole released text, so a name inside a word ("emil" in "email") would be a false leak."""
        self.avoid = "\n".join(texts).lower()

    def person(self, i: int) -> Person:
        fake = self.locale(i)
        for _ in range(MAX_DRAWS):
            first_name, last_name = ascii_name(fake.first_name()), ascii_name(fake.last_name())
            if min(len(first_name), len(last_name)) >= MIN_NAME and not any(
                    name.lower() in self.avoid for name in (first_name, last_name)):
                break
        handle = f"{first_name.lower()}.{last_name.lower()[:1]}{fake.random_int(10, 99)}"
        return Person(f"{first_name} {last_name}", first_name, last_name, handle, fake.random_int(10 ** 8, 7 * 10 ** 9))

    def email(self, i: int) -> str:
        for _ in range(MAX_DRAWS):
            value = self.locale(i).free_email()
            local = value.split("@")[0]
            if value.isascii() and len(local) >= 5 and not local.isdigit():
                return value
        raise SystemExit("no e-mail address drawn")

    def password(self) -> str:
        fake = self.fake()
        return fake.password(length=fake.random_int(10, 14), special_chars=False) + fake.random_element("!#*-_+")

    def hexchars(self, n: int) -> str:
        return self.fake().hexify("^" * n)

    def alnum(self, n: int, upper: bool = False) -> str:
        chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" if upper else \
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return "".join(self.fake().random_element(chars) for _ in range(n))


ASCII = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "å": "a", "ø": "o", "æ": "ae", "é": "e", "è": "e", "ê": "e",
                       "á": "a", "à": "a", "â": "a", "ã": "a", "í": "i", "ì": "i", "ó": "o", "ò": "o", "õ": "o",
                       "ô": "o", "ú": "u", "ù": "u", "ç": "c", "ş": "s", "ș": "s", "ţ": "t", "ț": "t", "ğ": "g",
                       "ı": "i", "ő": "o", "ű": "u", "č": "c", "š": "s", "ž": "z", "ř": "r", "ě": "e", "ý": "y",
                       "ň": "n", "ť": "t", "ď": "d", "ů": "u", "ć": "c", "đ": "d", "ł": "l", "ń": "n", "ś": "s",
                       "ź": "z", "ż": "z", "ą": "a", "ę": "e", "ñ": "n", "ë": "e", "ï": "i", "Ö": "O", "Ü": "U",
                       "Ä": "A", "Š": "S", "Č": "C", "Ž": "Z", "Ł": "L", "Ś": "S", "É": "E", "Ç": "C", "Ş": "S"})


def ascii_name(name: str) -> str:
    """A name as people type it on an English keyboard (letters only, first word)."""
    plain = name.translate(ASCII).split()[0]
    return re.sub(r"[^A-Za-z]", "", plain) or "Alex"


def last_group(value: str) -> str:
    """The identifying tail of a phone number: its last digit group, with the group before when short."""
    groups = list(re.finditer(r"\d+", value))
    last = groups[-1]
    start = groups[-2].start() if len(last[0]) < 5 and len(groups) > 1 else last.start()
    return value[start:last.end()]


# ------------------------------------------------------------------------------------------ the values

def emails(draws: Draws) -> list[Plant]:
    plants = []
    for i in range(PER_KIND):
        form, phrase = EMAIL_FORMS[i % len(EMAIL_FORMS)]
        value, person = draws.email(i), draws.person(i)
        local, domain = value.split("@")
        fields = {"v": value, "n": person.full, "local": local, "domain": domain,
                  "dom_spaced_es": domain.replace(".", " punto "), "dom_spaced_de": domain.replace(".", " punkt ")}
        extra = (local, person.last) if form == "outlook-mailto" else (local,)
        plants.append((form, phrase.format(**fields), extra, {}))
    return plants


def phone_number(draws: Draws, locale: str, region: str) -> Any:
    import phonenumbers
    fake = draws.fake(locale)
    for _ in range(MAX_DRAWS):
        text = fake.phone_number()
        if not text.isascii() or "x" in text.lower():
            continue
        try:
            parsed = phonenumbers.parse(text, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region:
            return text, parsed
    raise SystemExit(f"no valid {region} number drawn")


def phones(draws: Draws) -> list[Plant]:
    import phonenumbers
    plants, regions = [], list(PHONE_LOCALES.items())
    for i in range(PER_KIND):
        form, phrase = PHONE_FORMS[i % len(PHONE_FORMS)]
        locale, region = regions[i % len(regions)]
        native, parsed = phone_number(draws, locale, region)
        e164 = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)
        intl = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        fields = {"v": native, "e164": e164, "intl": intl, "digits": e164[1:], "digits_plus": e164}
        text = phrase.format(**fields)
        value = text[text.index(MARK_OPEN) + 1:text.index(MARK_CLOSE)]
        plants.append((form, text, (last_group(value),), {"region": region}))
    return plants


def public_v4(draws: Draws) -> str:
    for _ in range(MAX_DRAWS):
        value = draws.fake().ipv4_public()
        first_octet = int(value.split(".")[0])
        if ipaddress.ip_address(value).is_global and first_octet not in (1, 8, 9) and not value.endswith(".0"):
            return value
    raise SystemExit("no public IPv4 drawn")


def ipv4s(draws: Draws) -> list[Plant]:
    plants = []
    for i in range(PER_KIND):
        form, phrase = IPV4_FORMS[i % len(IPV4_FORMS)]
        value = public_v4(draws)
        fields = {"v": value, "defanged": value.replace(".", "[.]"), "dashed": value.replace(".", "-")}
        plants.append((form, phrase.format(**fields), (), {}))
    return plants


def public_v6(draws: Draws) -> ipaddress.IPv6Address:
    fake = draws.fake()
    prefix = V6_PREFIXES[fake.random_int(0, len(V6_PREFIXES) - 1)]
    groups = prefix.split(":") + [fake.hexify("^" * fake.random_int(1, 4)) for _ in range(8 - len(prefix.split(":")))]
    if fake.boolean():                             # an interface id with runs of zeros (compressible)
        groups[4:7] = ["0", "0", "0"]
    return ipaddress.IPv6Address(":".join(groups))


def ipv6s(draws: Draws) -> list[Plant]:
    plants = []
    for i in range(PER_KIND):
        form, phrase = IPV6_FORMS[i % len(IPV6_FORMS)]
        address, v4 = public_v6(draws), public_v4(draws)
        packed = ipaddress.IPv4Address(v4).packed
        fields = {"v": address.compressed, "v4": v4, "upper": address.compressed.upper(),
                  "sixto4": f"2002:{packed[0]:02x}{packed[1]:02x}:{packed[2]:02x}{packed[3]:02x}::1",
                  "padded": ":".join(g if n % 2 else g.lstrip("0") or "0"      # zeros kept in every other group
                                    for n, g in enumerate(address.exploded.split(":")))}
        extra = (v4,) if form == "nat64" else ()
        plants.append((form, phrase.format(**fields), extra, {}))
    return plants


def macs(draws: Draws) -> list[Plant]:
    plants = []
    for i in range(PER_KIND):
        form, phrase = MAC_FORMS[i % len(MAC_FORMS)]
        value = draws.fake().mac_address()
        bare = value.replace(":", "")
        fields = {"v": value, "upper": value.upper(), "dash": value.upper().replace(":", "-"),
                  "hp": f"{bare[:6]}-{bare[6:]}"}
        plants.append((form, phrase.format(**fields), (), {}))
    return plants


def secrets(draws: Draws) -> list[Plant]:
    """The tools' forms in turn, and a token of each service (`TOKENS`) as every fourth plant."""
    plants = []
    for i in range(PER_KIND):
        form, phrase = SECRET_FORMS[-1] if i % 4 == 3 else SECRET_FORMS[(i - i // 4) % (len(SECRET_FORMS) - 1)]
        prefix, body = TOKENS[(i // 4) % len(TOKENS)]
        length = int(body[1:])
        token = prefix + (draws.hexchars(length) if body[0] == "h" else draws.alnum(length, body[0] == "A"))
        user_pass = f"{draws.fake().user_name()}:{draws.password()}".encode()
        fields = {"pw": draws.password(), "b32": base64.b32encode(draws.fake().binary(10)).decode(),
                  "docker": base64.b64encode(user_pass).decode(), "hex32": draws.hexchars(32),
                  "b64": base64.b64encode(draws.fake().binary(64)).decode(), "token": token}
        label = f"{form}:{prefix.rstrip('_-.')}" if form == "service-token" else form
        plants.append((label, phrase.format(**fields), (), {}))
    return plants


def home_paths(draws: Draws) -> list[Plant]:
    plants = []
    for i in range(PER_KIND):
        form, phrase = HOME_FORMS[i % len(HOME_FORMS)]
        for _ in range(MAX_DRAWS):
            user = draws.locale(i).user_name()
            if user.isascii() and len(user) >= 5 and user not in ("admin", "guest"):
                break
        plants.append((form, phrase.format(u=user), (), {}))
    return plants


def nicks(draws: Draws) -> list[Plant]:
    bases: list[str] = []
    while len(bases) < 8:
        name = re.sub(r"[^a-z0-9]", "", draws.fake().user_name().lower())
        if len(name) >= 6 and name not in bases and not name.isdigit():
            bases.append(name)
    plants = []
    for i in range(PER_KIND):
        form, base = NICK_FORMS[i % len(NICK_FORMS)], bases[(i + i // len(NICK_FORMS)) % len(bases)]
        plants.append((form, NICK_PHRASES[i % len(NICK_PHRASES)].format(form.replace("X", base)), (base,),
                       {"names": [base]}))
    return plants


def card_layout(number: str, layout: str) -> str:
    groups = [number[:4], number[4:10], number[10:]] if len(number) in (14, 15) else \
        [number[i:i + 4] for i in range(0, len(number), 4)]
    return {"dotted": ".".join(groups), "json": f"\"pan\": \"⟦{number}⟧\"", "log-kv": f"payment declined pan=⟦{number}⟧",
            "csv": f"2024-03-04;Groceries;-42.10;⟦{' '.join(groups)}⟧;EUR", "spaced": " ".join(groups),
            "plain": number}[layout]


def cards(draws: Draws) -> list[Plant]:
    plants = []
    for i in range(PER_KIND):
        brand, layout = CARD_TYPES[i % len(CARD_TYPES)], CARD_LAYOUTS[(i // len(CARD_TYPES)) % len(CARD_LAYOUTS)]
        number = draws.fake().credit_card_number(card_type=brand)
        shown = card_layout(number, layout)
        phrase = shown if MARK_OPEN in shown else f"card ⟦{shown}⟧ was charged twice"
        plants.append((layout, phrase, (), {"brand": brand}))
    return plants


def bban(draws: Draws, structure: str) -> str:
    """An account in the IBAN registry's structure (`4!a14!c`: 4 letters, 14 letters or digits)."""
    chars = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "c": "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"}
    fake = draws.fake()
    return "".join(fake.random_element(chars[kind]) for count, kind in re.findall(r"(\d+)!([nac])", structure)
                   for _ in range(int(count)))


def iban_value(draws: Draws, country: str) -> str:
    from stdnum import iban
    structure = _structure(country)
    for _ in range(MAX_DRAWS):
        account = bban(draws, structure)
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


def _structure(country: str) -> str:
    from stdnum import numdb
    for _, info in numdb.get("iban").info(country)[:1]:
        return info["bban"]
    raise SystemExit(f"{country}: no IBAN structure")


def iban_layout(value: str, layout: str) -> str:
    spaced = " ".join(value[i:i + 4] for i in range(0, len(value), 4))
    return {"sepa-xml": f"<CdtrAcct><Id><IBAN>⟦{value}⟧</IBAN></Id></CdtrAcct>",
            "epc-qr": f"BCD|002|1|SCT||Rent|⟦{value}⟧|EUR120",
            "dashed": f"account ⟦{spaced.replace(' ', '-')}⟧", "json": f"\"iban\": \"⟦{value}⟧\"",
            "lower-compact": f"iban ⟦{value.lower()}⟧", "spaced": f"transfer to ⟦{spaced}⟧ please"}[layout]


def ibans(draws: Draws) -> list[Plant]:
    plants = []
    for i in range(PER_KIND):
        country, layout = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)], IBAN_LAYOUTS[i % len(IBAN_LAYOUTS)]
        plants.append((layout, iban_layout(iban_value(draws, country), layout), (), {"country": country}))
    return plants


def negatives(draws: Draws) -> list[Plant]:
    plants = [(form, phrase, (), {}) for form, phrase in NEGATIVE]
    found = 0
    while found < USER_AGENT_NEGATIVES:
        agent = draws.fake().chrome()
        quad = re.search(r"Chrome/(\d+\.\d+\.\d+\.\d+)", agent)
        if quad and "⟦" not in agent:
            plants.append(("user-agent", agent.replace(quad[1], f"⟦{quad[1]}⟧", 1), (), {}))
            found += 1
    return plants


# ----------------------------------------------------------------------------------------------- hosts

def earlier_lines(sets: tuple[Path, ...] = EARLIER_SETS) -> set[tuple[str, int]]:
    """(file, line) of every shared line the earlier `sets` use (v1 and v2 for v3): a new set uses none."""
    used = set()
    for path in sets:
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if "file" in record:
                used.add((record["file"], record["line"]))
    return used


def rust_hosts(path: Path) -> list[Host]:
    """The spoken lines of a Rust channel sample (`rust DATE [TIME] <nick> text`), by reference."""
    lines = file_lines(path)
    matches = [RUST_LINE.match(line) for line in lines]
    names = frozenset(nick_key(m["nick"]) for m in matches if m)
    relative = path.relative_to(SHARED).as_posix()
    return [Host(relative, index, m.start("text"), m["text"], names) for index, m in enumerate(matches)
            if m and len(m["text"]) >= MIN_HOST_LENGTH]


def shared_hosts() -> list[Host]:
    """Real lines of the Rust channel and of Channel Two that neither v1 nor v2 used, in a fixed order."""
    from experiments import anonymize_heldout2 as second
    used = earlier_lines()
    hosts = [h for path in sorted(SHARED.glob("new-channels/rust/*.ascii.txt")) for h in rust_hosts(path)]
    hosts += [h for path in sorted(SHARED.glob("new-channels/channel-two/*.raw.txt")) for h in second.log_hosts(path)]
    return [h for h in hosts if (h.file, h.line) not in used]


def is_clean(host: Host) -> bool:
    if LOOSE.search(host.text):
        return False
    return not any(nick_key(token) in host.names for token in re.findall(r"[\w\-\[\]\\`^{}|]+", host.text))


def insertion(text: str, rng: random.Random) -> int:
    """A word boundary of the host (start, end or a space inside), drawn."""
    spaces = [0, len(text)] + [m.start() for m in re.finditer(" ", text)]
    return rng.choice(spaces)


def record(group: str, kind: str, plant: Plant, host: Host | str, rng: random.Random, at: int | None = None) -> dict:
    form, phrase, needles, extra = plant
    if isinstance(host, str):               # a composed message: `¦` marks where the plant goes
        at = host.index("¦") if at is None else at
        text = host.replace("¦", "", 1)
        where: dict = {"text": text}
    else:
        text, where = host.text, host.reference()
        at = insertion(text, rng) if at is None else at
    planted, span = place(phrase, text, at)
    value = planted[span[0]:span[1]]
    names = extra.get("names", [])
    fields = {k: v for k, v in extra.items() if k != "names"}
    return {"group": group, "kind": kind, "form": form, **where, "at": at, "plant": planted, "span": span,
            "needles": [value, *needles], "names": list(names), **fields}


# ----------------------------------------------------------------------------------------------- exports

def discord_plants(draws: Draws) -> list[tuple[Plant, dict]]:
    people = [draws.person(50 + k) for k in range(PEOPLE_PER_PLATFORM)]
    found = []
    for i in range(PER_KIND):
        form, person = DISCORD_FORMS[i % len(DISCORD_FORMS)], people[(i + i // len(DISCORD_FORMS)) % len(people)]
        uid = str(10 ** 17 + person.number * 1000 + i)
        author = {"author": [uid, person.handle]}
        nicknamed = {**author, "nickname": person.full}
        value, needles, setup = {
            "nickname-mention": (f"<@{uid}>", (uid, person.last), nicknamed),
            "forwarded-handle": (f"@{person.handle}", (person.handle,), {**author, "place": "forward"}),
            "forwarded-display": (person.full, (person.last,), {**nicknamed, "place": "forward"}),
            "first-name-possessive": (f"{person.first}'s", (person.first,), nicknamed),
            "discordapp-profile": (f"https://discordapp.com/users/{uid}", (uid,), {}),
            "mention-in-code": (f"`<@{uid}>`", (uid,), author),
            "username-of-nicknamed": (person.handle, (person.handle,), nicknamed),
            "lowercase-display": (person.full.lower(), (person.last.lower(),), nicknamed),
        }[form]
        phrase = MENTION_PHRASES[i % len(MENTION_PHRASES)].format(value)
        found.append(((form, phrase, needles, {}), setup))
    return found


def slack_plants(draws: Draws) -> list[tuple[Plant, dict]]:
    people = [draws.person(70 + k) for k in range(PEOPLE_PER_PLATFORM)]
    found = []
    for i in range(PER_KIND):
        form, person = SLACK_FORMS[i % len(SLACK_FORMS)], people[(i + i // len(SLACK_FORMS)) % len(people)]
        uid = "U0" + draws.alnum(9, upper=True).replace("O", "Q")
        handle = f"{person.first.lower()}.{person.last.lower()}"
        user = {"user": [uid, handle, person.full]}
        value, needles, setup = {
            "shared-message-fallback": (f"[March 4th, 2024 10:12 AM] {handle}", (handle, person.last),
                                        {**user, "place": "attachment"}),
            "file-title-first-name": (f"{person.first}'s", (person.first,), {**user, "place": "file"}),
            "display-unlike-real": (f"<@{uid}>", (uid, person.last, person.first.lower() + "_" + person.last[:2].lower()),
                                    {**user, "display": person.first.lower() + "_" + person.last[:2].lower()}),
            "markup-label": (f"<mailto:{handle}@corp.example|{person.full}>", (person.last, handle), {}),
            "team-link-markup": (f"<https://acme-dev.slack.com/team/{uid}|@{handle}>", (uid, handle), user),
            "lowercase-real-name": (person.full.lower(), (person.last.lower(),), user),
            "dotted-handle": (f"@{handle}", (handle,), user),
            "file-title-handle": (f"@{handle}", (handle,), {**user, "place": "file"}),
        }[form]
        phrase = MENTION_PHRASES[i % len(MENTION_PHRASES)].format(value)
        if form == "shared-message-fallback":
            phrase = f"⟦{value}⟧:"
        found.append(((form, phrase, needles, {}), setup))
    return found


def telegram_plants(draws: Draws) -> list[tuple[Plant, dict]]:
    people = [draws.person(90 + k) for k in range(PEOPLE_PER_PLATFORM)]
    emoji = ("🌸", "⚡", "🐈", "🎸", "🌊")
    found = []
    for i in range(PER_KIND):
        form, person = TELEGRAM_FORMS[i % len(TELEGRAM_FORMS)], people[(i + i // len(TELEGRAM_FORMS)) % len(people)]
        handle = re.sub(r"[^a-z0-9_]", "_", person.handle)
        link = f"tg://user?id={person.number}"
        value, needles, setup = {
            "entity-mention": (f"@{handle}", (handle,), {"entity": ["mention", 0]}),
            "text-link-user": (person.full, (person.last,), {"entity": ["text_link", 0, link]}),
            "mention-name-full": (person.full, (person.last,), {"entity": ["mention_name", person.number]}),
            "forwarded-from-name": (person.full, (person.last,), {"place": "forward", "from": person.full}),
            "mention-name-emoji": (f"{person.first} {emoji[i % len(emoji)]}", (person.first,),
                                   {"entity": ["mention_name", person.number]}),
            "text-link-lowercase": (person.first.lower(), (person.first.lower(),), {"entity": ["text_link", 0, link]}),
        }[form]
        found.append(((form, MENTION_PHRASES[i % len(MENTION_PHRASES)].format(value), needles, {}), setup))
    return found


def side_channels(draws: Draws) -> dict[str, tuple[str, str, tuple[str, ...]]]:
    """form -> (platform, value, needles); none may reach a released file."""
    a, b, c, d, e, f, g, h = (draws.person(110 + k) for k in range(8))
    return {
        "discord-group-dm-name": ("discord", f"{a.first}, {b.first}, {c.first}", (a.first, b.first, c.first)),
        "slack-dm-of-user": ("slack", d.full, (d.last, "U0HELDDM3P")),
        "slack-channel-of-people": ("slack", f"{e.first.lower()}-y-{f.first.lower()}", (e.first, f.first)),
        "telegram-group-title": ("telegram", f"{g.first} & {h.first} 🏠", (g.first, h.first)),
        "export-path-operator": ("discord", f"/mnt/usb/Backups of {a.last} {d.first}/chats", (f"{a.last} {d.first}",
                                                                                               a.last)),
    }


# ----------------------------------------------------------------------------------------------- the set

class Hosts:
    """Host lines handed out once each, and composed messages in turn (every COMPOSED_SHARE-th plant)."""

    def __init__(self, pool: list[Host], rng: random.Random) -> None:
        self.pool, self.rng, self.drawn = list(pool), rng, 0

    def take(self, composed: bool = True) -> Host | str:
        self.drawn += 1
        if composed and self.drawn % COMPOSED_SHARE == 0:
            return COMPOSED[(self.drawn // COMPOSED_SHARE) % len(COMPOSED)]
        return self.pool.pop(self.rng.randrange(len(self.pool)))


def build() -> list[dict]:
    """Every record of the third held-out set (needs Faker and the shared data)."""
    draws, rng = Draws(), random.Random(SEED)
    hosts = shared_hosts()
    draws.avoid_in([h.text for h in hosts] + list(TECHNICAL) + list(COMPOSED) + list(SPEAKERS) + list(EXPORT_WORDS))
    clean = [h for h in hosts if is_clean(h)]
    real = rng.sample(clean, REAL_UNPLANTED)
    chosen = {(h.file, h.line) for h in real}
    records = [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    pool = Hosts([h for h in hosts if (h.file, h.line) not in chosen], rng)
    kinds = {"email": emails, "phone": phones, "ipv4": ipv4s, "ipv6": ipv6s, "mac": macs, "secret": secrets,
             "home_path": home_paths, "nick": nicks, "card": cards, "iban": ibans}
    for kind, make in kinds.items():
        records += [record("planted", kind, plant, pool.take(), rng) for plant in make(draws)]
    used = chosen | {(r["file"], r["line"]) for r in records if "file" in r}
    rest = Hosts([h for h in clean if (h.file, h.line) not in used], rng)
    records += [record("negative", "keep", (form, phrase, needles, {"names": list(NEGATIVE_NAMES)}), rest.take(), rng)
                for form, phrase, needles, _ in negatives(draws)]
    for platform, make in (("discord", discord_plants), ("slack", slack_plants), ("telegram", telegram_plants)):
        for plant, setup in make(draws):
            at = 0 if plant[0] == "shared-message-fallback" else None
            row = record("export", f"{platform}_mention", plant, rest.take(composed=False), rng, at)
            records.append({**row, "platform": platform, "setup": setup})
    for form, (platform, value, needles) in side_channels(draws).items():
        records.append({"group": "side", "kind": "side_channel", "form": form, "platform": platform,
                        "value": value, "needles": [value, *needles], "names": []})
    records += [{"group": "technical", "kind": "", "form": "", "text": text, "names": list(NEGATIVE_NAMES)}
                for text in TECHNICAL]
    return records


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
