"""Builds bench/data/anonymize_heldout16.jsonl, the SIXTEENTH held-out set of the anonymiser (v16), measured by
`bench/anonymize_heldout.py --set v16`. Written on 2026-11-29 (10:06-10:25 UTC by the machine's clock, helper
heldout16) after v15 was spent, while another helper wrote v17 apart (never read: not its worktree, not its branch,
not its brief); never tuned on; committed with its jsonl before any measurement. Its author read only the brief (v16),
the harness (bench/anonymize_heldout.py), bench/heldout_exports.py (the places and side-channel keys it reads), v15's
builder in full, v14's docstring, constants and mention forms, the other builders' constants and helpers (to keep
their record format and groups, import their helpers and avoid their forms, hosts, locales and values),
tests/test_anonymize_heldout.py and the committed earlier sets (their values, regions, providers, card ranges and host
lines, to avoid them). Public sources were searched for about three minutes, for shapes only (tutorials pasting
`ifconfig` output with HWaddr and inet6 lines, issue threads where people posted a card number, a bot or API token
in public and were told to revoke it, a Slack bot's card filter); each form's `source` names such a page or thread or
a public document (an RFC, a standard, a platform's or program's own documentation) that shows the habit; no line or
value was copied. It did NOT read the rule modules (disentangle/privacy/), the release validator or auditors,
disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests, docs/privacy.md, nor
anything of v17. The anonymiser was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v16 keeps v5-v15's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a SECOND, INDEPENDENT AUDITOR'S SAMPLE of what real chat holds (v14 was the first, by
another author): the sample a data protection officer would draw from a help channel and a team chat.

- PROPORTIONS, decided before any value was written (`TIERS`, `PLAIN_SHARE`, `SCHEDULE`): the hosts of this very
  corpus (#ubuntu days, irclogs days) hold personal values almost only typed plainly: a user gives an address or a
  number in a sentence, pastes a token or a password asked for, quotes an error carrying a home path, addresses a
  nick with a colon or thanks it; the mangled ways (a typo, an anti-spam obfuscation, another language or script, an
  encoding, a pasted config or program output line) are a small minority, smaller than v14's quarter in this
  author's judgement of help channels (where pastes go to pastebins and people write in the channel's language). v16
  writes FIVE SIXTHS PLAIN and ONE SIXTH HARDER: every kind has ten forms, eight `plain` and two `harder`; of its 48
  plants 40 are plain (five each) and 8 harder (four each); each platform's mentions the same. Each harder form names
  what makes it harder (`hard`: typo, obfuscation, encoding, language, script, paste), spread over the kinds so that
  no one way holds half of them.
- HABITS: every form names the habit it shows (`habit`) and a public page, thread or document (`source`).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle, end, in brackets, in quotes, before punctuation,
  and (in the exports, whose messages may span lines) at a line end inside a multi-line message.
- THE PROJECT'S DEFINITIONS: a PGP key fingerprint and an SSH host key fingerprint are planted as `secret` (a keyserver
  or a scanner finds their holder), never as technical; an IPv6 link-local address made from a MAC (`ff:fe` in its
  middle) is planted as `ipv6`; a 32+ character random mixed-case token is a `secret`.
- NICKS: nicks that speak in the host's own log (v9's LogNicks), addressed with a colon or comma, thanked, mentioned
  in the middle of a sentence, quoted, in brackets, and in their variants (`_`, `|away`, `2`, `-laptop`).
- MENTIONS as the clients write them (`<@id>`, `<@!id>`, Slack `<@U..>` and `<@U..|name>`, Telegram `mention`,
  `mention_name`, `text_mention`, `text_link`) and as people type them (`@handle`, `@Display Name`, a name addressed),
  in the readers' places (forward, attachment name, pretext, attachment, comment, caption, poll, saved, via_bot);
  side channels of v2's kinds in new values (a Discord DM named by a display name, a Slack private channel and group
  DM named after people, a Telegram personal chat titled with a name, an export under a home folder).
- VALUES FROM GENERATORS AND RANGES NONE USED: people from mimesis' is, et, fi, no, sk and hr (no earlier builder drew
  people from them; romanised as people type them: `d` for `ð`, `th` for `þ`); phone regions none of v1-v15 used (v2's
  table and every record's `region` checked): Guadeloupe, Mayotte, Saint Pierre and Miquelon, Wallis and Futuna,
  Sint Maarten, the Turks and Caicos, the British Virgin Islands, the Marshall Islands, Dominica, the Central African
  Republic, Equatorial Guinea, the Cook Islands, Montserrat, Norfolk Island, Nauru, Niue and Tuvalu, each spelling
  valid for its region as written (the French carrier's numbers from France's overseas plans); IBAN countries among the least used before; card labels and IIN
  prefixes, IPv4 /16s, IPv6 prefixes, OUIs and e-mail providers none used (checked against v1-v15); seeded
  `random.Random`. Every value is valid where a checksum or a numbering plan applies.
- HOSTS: v12-v15's two pools (the quietest #ubuntu days and the shared irclogs days), none a line of v1-v15.
- NOT COVERED: a value broken over two lines of IRC, government identity numbers (not a claimed kind).

    python bench/experiments/anonymize_heldout16.py   # rewrites bench/data/anonymize_heldout16.jsonl
    (needs mimesis 22.2.0, phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

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
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer, placing
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record, _structure
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Draws, romanised, at_for, plant_record
from experiments import anonymize_heldout15 as fifteenth  # noqa: E402 -- drawn_mobile

Person, Host = fifth.Person, first.Host

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout16.jsonl"
EARLIER_SETS = (*fifteenth.EARLIER_SETS, ROOT / "bench" / "data" / "anonymize_heldout14.jsonl",
                ROOT / "bench" / "data" / "anonymize_heldout15.jsonl")
SEED = 16161
EXPORT_SEED = 16202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8
TIERS = ("plain", "harder")
PLAIN_SHARE = 5 / 6         # decided first: five sixths of a help channel's values are typed plainly
HARD_WAYS = ("typo", "obfuscation", "encoding", "language", "script", "paste")
PLAIN_FORMS, HARD_FORMS = 8, 2
# plant i of a kind: harder when i % 6 == 5 (8 of 48), the harder forms in turn; else the plain forms in turn
SCHEDULE = tuple("harder" if i % 6 == 5 else "plain" for i in range(PER_KIND))

PEOPLE_LOCALES = ("is", "et", "fi", "no", "sk", "hr")      # mimesis 22.2.0; no earlier builder drew people from them
PHONE_REGIONS = ("GP", "YT", "PM", "WF", "SX", "TC", "VG", "MH", "DM", "CF", "GQ", "CK", "MS", "NF", "NR", "NU", "TV")
FRENCH_REGIONS = ("GP", "YT", "PM", "WF")     # France's overseas numbering plans: the French carrier's numbers
IBAN_COUNTRIES = ("RO", "SI", "SK", "CZ", "EE", "LV", "IS", "RS", "ST", "MD", "AZ", "GT")   # among the least used
CARD_RANGES = (("visa_debit_is_audit", "491730", 16), ("mastercard_standard_ee_audit", "516732", 16),
               ("amex_blue_fi_audit", "376214", 15), ("visa_electron_no_audit", "491761", 16),
               ("maestro_sk_audit", "675947", 16), ("mastercard_debit_hr_audit", "547391", 16),
               ("visa_gold_cz_audit", "455701", 16), ("discover_us_audit", "601138", 16),
               ("jcb_standard_si_audit", "352846", 16), ("diners_premium_lv_audit", "300852", 14),
               ("mastercard_business_ro_audit", "552847", 16), ("visa_signature_rs_audit", "433619", 16))
EMAIL_DOMAINS = ("simnet.is", "hot.ee", "kolumbus.fi", "start.no", "azet.sk", "net.hr", "zoznam.sk", "mail.ee",
                 "internet.is", "eunet.rs", "post.cz", "pp.inet.fi")
V4_BLOCKS = ("157.157", "85.220", "91.209", "130.208", "193.43", "62.65", "176.57", "194.144", "89.216", "212.30",
             "78.135", "185.47")
V6_PREFIXES = ("2a00:c88", "2001:14b8", "2a02:a210", "2a01:5b0", "2a02:2f0c", "2a00:1c98")
OUIS = ("00:1e:c2", "94:e6:f7", "48:a4:72", "d4:6d:6d", "f8:ff:c2", "f0:18:98", "54:05:db", "c8:7f:54")

# the pages and documents that show the habit (named, not copied)
W = "https://en.wikipedia.org/wiki/"
EMAIL_DOC = "RFC 5322 (an address typed as a reply in running text)"
EMAIL_GIT = "https://git-scm.com/docs/git-log (an `Author: Name <address>` line pasted from git log)"
EMAIL_MUNGE = f"{W}Address_munging (addresses written `name at host dot tld` against harvesters)"
PHONE_DOC = "ITU-T Recommendation E.123 (numbers written nationally and internationally in text)"
PHONE_SIG = f"{W}Signature_block (a mail signature with a mobile number pasted into chat)"
PHONE_FR = "https://www.service-public.fr/particuliers/vosdroits/F33507 (French carrier words around a number)"
V4_PAGE = "https://computerlamp.net/ifconfig-output (a tutorial walking through a pasted `inet addr` line)"
V4_SSH = "https://man.openbsd.org/ssh (ssh's `connect to host X port 22` errors, pasted)"
V4_ES = "https://es.wikipedia.org/wiki/Direcci%C3%B3n_IP (Spanish speakers naming their public address)"
V6_DOC = "RFC 5952 (IPv6 text as ip and ifconfig print it)"
V6_EUI = "RFC 4291 (a link-local address whose interface id is the MAC with ff:fe inserted)"
V6_RU = "https://ru.wikipedia.org/wiki/IPv6 (Russian carrier words around an address)"
MAC_PAGE = "https://www.halolinux.us/suse-enterprise-server-guide-2/displaying-information-with-ifconfig.html (HWaddr)"
MAC_DOC = "IEEE Std 802-2014 (MAC addresses in six pairs, colons or hyphens)"
MAC_CISCO = "https://www.cisco.com/c/en/us/support/docs/ios-nx-os-software/ios-software-releases-110/46741-backdoor-mac.html (dotted triples)"
SECRET_REVOKE = "https://github.com/cirebon-dev/notification_bot/issues/4 (a token revealed on the internet)"
SECRET_BOT = "https://github.com/kawaiiDango/reverseSearchBot/pull/1 (a bot token exposed, then revoked)"
SECRET_SLACK = "https://github.com/howdyai/botkit/pull/309 (a personal token posted in public by mistake)"
SECRET_KEYS = "RFC 4880 (OpenPGP fingerprints given to a person so they can fetch the key)"
SECRET_SSH = "RFC 4255 (SSH host key fingerprints read out to check a host)"
SECRET_NETRC = "https://www.gnu.org/software/inetutils/manual/html_node/The-_002enetrc-file.html (a .netrc line)"
HOME_DOC = "Filesystem Hierarchy Standard 3.0 (/home/<user> in error messages)"
HOME_PY = "https://docs.python.org/3/library/traceback.html (a traceback's `File \"/home/...\"` line pasted)"
HOME_WIN = "https://learn.microsoft.com/en-us/windows/win32/shell/knownfolders (C:\\Users\\<user>)"
HOME_PT = "https://pt.wikipedia.org/wiki/Filesystem_Hierarchy_Standard (Portuguese carrier words around a path)"
NICK_DOC = "RFC 2812 (nicknames, addressed as `nick:` in a channel)"
NICK_VARIANTS = "https://wiki.ubuntu.com/IRC/Guidelines (nick variants: `_`, `|away`, a device suffix)"
NICK_QUIT = "https://irssi.org/documentation/help/quit/ (a quit line people paste: `nick has quit`)"
NICK_ES = "https://es.wikipedia.org/wiki/Internet_Relay_Chat (Spanish thanks to a nick)"
CARD_SLACK = "https://github.com/pagarme/secbot/pull/12 (card numbers sent in Slack, dashed or spaced)"
CARD_POSTED = "https://github.com/fetisov/ttf2mesh/issues/10 (a card number posted publicly)"
CARD_IT = "ISO/IEC 7812-1 (card numbers printed in groups; Italian carrier words)"
IBAN_DOC = "ISO 13616-1 (IBANs printed in groups of four, electronic unspaced)"
IBAN_NL = "https://nl.wikipedia.org/wiki/International_Bank_Account_Number (Dutch carrier words)"
IBAN_RU = "https://ru.wikipedia.org/wiki/IBAN (Russian carrier words in Cyrillic)"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (mentions the client writes and people type)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (<@U..>, <@U..|name>, typed names)"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity (mention, mention_name, text_mention, text_link)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-start", "sentence-middle", "sentence-end", "in-brackets", "in-quotes", "before-punctuation",
             "line-end")


@dataclass(frozen=True)
class Form:
    """One carrier phrase: name, the line with `⟦…⟧` around the value, its page, position, habit, tier and the way it
    is harder (`HARD_WAYS`; "" when plain)."""

    name: str
    line: str
    source: str
    position: str
    habit: str
    tier: str = "plain"
    hard: str = ""


def plain(source: str, *rows: tuple[str, str, str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source, position, habit) for name, line, position, habit in rows)


def harder(way: str, source: str, *rows: tuple[str, str, str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source, position, habit, "harder", way) for name, line, position, habit in rows)


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *plain(EMAIL_DOC, ("dpo-email-mine-is", "mine is ⟦{v}⟧ if the form asks", "sentence-middle", "giving it"),
               ("dpo-email-drop-line", "drop me a line at ⟦{v}⟧", "sentence-end", "'drop me a line at'"),
               ("dpo-email-first", "⟦{v}⟧ - that's me on the tracker too", "sentence-start", "first, then a dash"),
               ("dpo-email-brackets", "the maintainer (⟦{v}⟧) never answered", "in-brackets", "in brackets"),
               ("dpo-email-quoted", "the login box wants \"⟦{v}⟧\" exactly", "in-quotes", "in double quotes"),
               ("dpo-email-question", "did you try ⟦{v}⟧?", "before-punctuation", "before a question mark"),
               ("dpo-email-cc", "put ⟦{v}⟧ on cc, please", "before-punctuation", "before a comma"),
               ("dpo-email-invite", "invite ⟦{v}⟧ to the workspace", "sentence-middle", "an invite request")),
        *harder("obfuscation", EMAIL_MUNGE, ("dpo-email-at-dot", "write ⟦{munged}⟧ for the logs", "sentence-middle",
                                             "`at` and `dot` spelled out")),
        *harder("paste", EMAIL_GIT, ("dpo-email-git-author", "Author: {n} <⟦{v}⟧>", "sentence-end",
                                     "a git log author line pasted"))),
    "phone": (
        *plain(PHONE_DOC, ("dpo-phone-text-me", "text me on ⟦{intl}⟧ when it's up", "sentence-middle", "international"),
               ("dpo-phone-first", "⟦{intl}⟧ is the number for the on-call", "sentence-start", "international, first"),
               ("dpo-phone-end", "the shop's owner picks up on ⟦{national}⟧", "sentence-end", "national, last"),
               ("dpo-phone-brackets", "ask for me at the desk (⟦{intl}⟧)", "in-brackets", "international, brackets"),
               ("dpo-phone-quoted", "the sms came from \"⟦{e164}⟧\"", "in-quotes", "E.164 in quotes"),
               ("dpo-phone-comma", "ring ⟦{national}⟧, ask for the lab", "before-punctuation", "national, comma"),
               ("dpo-phone-stop", "my new one is ⟦{intl}⟧.", "before-punctuation", "international, full stop"),
               ("dpo-phone-signal", "signal works on ⟦{e164}⟧ too", "sentence-middle", "E.164, a messenger")),
        *harder("language", PHONE_FR, ("dpo-phone-french", "appelle-moi au ⟦{intl}⟧ ce soir", "sentence-middle",
                                       "French carrier words")),
        *harder("paste", PHONE_SIG, ("dpo-phone-signature", "-- regards, {n} | mob ⟦{intl}⟧", "sentence-end",
                                     "a mail signature pasted"))),
    "ipv4": (
        *plain(V4_PAGE, ("dpo-v4-my-public", "my public one is ⟦{v}⟧ according to the router", "sentence-middle",
                         "giving their address"),
               ("dpo-v4-first", "⟦{v}⟧ keeps getting banned by fail2ban", "sentence-start", "first"),
               ("dpo-v4-end", "can you whitelist ⟦{v}⟧", "sentence-end", "last, a request"),
               ("dpo-v4-brackets", "the vps (⟦{v}⟧) is reachable again", "in-brackets", "in brackets"),
               ("dpo-v4-quoted", "it says \"⟦{v}⟧ refused to connect\"", "in-quotes", "quoting a browser")),
        *plain(V4_SSH, ("dpo-v4-ssh-user", "ssh admin@⟦{v}⟧ hangs forever", "sentence-middle", "in an ssh command"),
               ("dpo-v4-comma", "home is ⟦{v}⟧, work is behind nat", "before-punctuation", "before a comma"),
               ("dpo-v4-question", "anyone else see scans from ⟦{v}⟧?", "before-punctuation", "question mark")),
        *harder("language", V4_ES, ("dpo-v4-spanish", "mi ip pública es ⟦{v}⟧ pero no abre", "sentence-middle",
                                    "Spanish carrier words")),
        *harder("paste", V4_SSH, ("dpo-v4-ssh-error", "ssh: connect to host ⟦{v}⟧ port 22: Connection timed out",
                                  "sentence-middle", "an ssh error line pasted"))),
    "ipv6": (
        *plain(V6_DOC, ("dpo-v6-got-from-isp", "the isp gave me ⟦{v}⟧ today", "sentence-middle", "giving it"),
               ("dpo-v6-first", "⟦{v}⟧ answers ping6 but not http", "sentence-start", "first"),
               ("dpo-v6-end", "the aaaa record points at ⟦{v}⟧", "sentence-end", "last, a DNS record"),
               ("dpo-v6-brackets", "my pi (⟦{v}⟧) is on the wrong prefix", "in-brackets", "in brackets"),
               ("dpo-v6-quoted", "curl says \"⟦{v}⟧: network unreachable\"", "in-quotes", "quoting curl"),
               ("dpo-v6-url", "open http://[⟦{v}⟧]:8080/ from outside", "in-brackets", "bracketed in a URL"),
               ("dpo-v6-comma", "it picked ⟦{v}⟧, not the temporary one", "before-punctuation", "before a comma"),
               ("dpo-v6-stop", "outbound goes out as ⟦{v}⟧.", "before-punctuation", "before a full stop")),
        *harder("paste", V6_EUI, ("dpo-v6-eui64-inet6", "inet6 ⟦{eui}⟧/64 scope link", "sentence-middle",
                                  "a MAC-derived link-local line pasted")),
        *harder("script", V6_RU, ("dpo-v6-russian", "мой адрес ⟦{v}⟧, пингуется", "before-punctuation",
                                  "Russian carrier words in Cyrillic"))),
    "mac": (
        *plain(MAC_DOC, ("dpo-mac-my-laptop", "my laptop's is ⟦{v}⟧ if you want to reserve it", "sentence-middle",
                         "giving it for a DHCP reservation"),
               ("dpo-mac-first", "⟦{upper}⟧ shows up twice in the lease list", "sentence-start", "upper case, first"),
               ("dpo-mac-end", "the printer has ⟦{v}⟧", "sentence-end", "last"),
               ("dpo-mac-brackets", "the new nic (⟦{dashed}⟧) gets no lease", "in-brackets", "dashed, in brackets"),
               ("dpo-mac-quoted", "wake it with \"⟦{v}⟧\"", "in-quotes", "in quotes, for wakeonlan"),
               ("dpo-mac-comma", "it's ⟦{upper}⟧, printed on the bottom", "before-punctuation", "upper, comma"),
               ("dpo-mac-question", "is ⟦{v}⟧ yours?", "before-punctuation", "question mark")),
        *plain(MAC_PAGE, ("dpo-mac-hwaddr", "HWaddr ⟦{upper}⟧ on eth0", "sentence-middle", "ifconfig's HWaddr")),
        *harder("paste", MAC_PAGE, ("dpo-mac-link-ether", "link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff",
                                    "sentence-middle", "an `ip link` line pasted")),
        *harder("encoding", MAC_CISCO, ("dpo-mac-cisco", "the switch lists ⟦{cisco}⟧ on port 7", "sentence-middle",
                                        "Cisco's dotted triples"))),
    "secret": (
        *plain(SECRET_SLACK, ("dpo-secret-wifi", "the guest wifi is ⟦{pw}⟧ this week", "sentence-middle",
                              "a wifi password given"),
               ("dpo-secret-root-pw", "root pw is ⟦{pw}⟧, change it after", "before-punctuation",
                "a root password given")),
        *plain(SECRET_BOT, ("dpo-secret-telegram-bot", "⟦{tgbot}⟧ is the bot's token, works in curl",
                            "sentence-start", "a Telegram bot token pasted"),
               ("dpo-secret-hf", "use my token ⟦{hf}⟧ to pull the model", "sentence-middle", "a Hugging Face token")),
        *plain(SECRET_REVOKE, ("dpo-secret-npm", "publishing with \"⟦{npm}⟧\" fails", "in-quotes",
                               "an npm token in quotes"),
               ("dpo-secret-random-key", "the api key (⟦{rand}⟧) stopped working", "in-brackets",
                "a random 40-character key")),
        *plain(SECRET_KEYS, ("dpo-secret-pgp-fpr", "my key is ⟦{pgp}⟧", "sentence-end", "an OpenPGP fingerprint")),
        *plain(SECRET_SSH, ("dpo-secret-ssh-host-fpr", "the server shows ⟦{sshfp}⟧ on first connect",
                            "sentence-middle", "an SSH host key fingerprint")),
        *harder("paste", SECRET_NETRC, ("dpo-secret-netrc", "machine ftp.lan login backup password ⟦{pw}⟧",
                                        "sentence-end", "a .netrc line pasted")),
        *harder("typo", SECRET_SLACK, ("dpo-secret-pasword-typo", "pasword ⟦{pw}⟧ dosnt work", "sentence-middle",
                                       "misspelled label and words"))),
    "home_path": (
        *plain(HOME_DOC, ("dpo-home-cannot-open", "cannot open /home/⟦{u}⟧/.xsession-errors", "sentence-end",
                          "an error quoting the path"),
               ("dpo-home-first", "/home/⟦{u}⟧/.steam is 90 gigs", "sentence-start", "path first"),
               ("dpo-home-brackets", "the key (/home/⟦{u}⟧/.ssh/id_ed25519) has mode 644", "in-brackets",
                "in brackets"),
               ("dpo-home-quoted", "it wrote \"/home/⟦{u}⟧/snap/firefox/common\"", "in-quotes", "in quotes"),
               ("dpo-home-comma", "moved it to /home/⟦{u}⟧/bin, still not found", "before-punctuation",
                "before a comma"),
               ("dpo-home-permission", "permission denied on /home/⟦{u}⟧/.local/share/keyrings", "sentence-end",
                "a permission error")),
        *plain(HOME_WIN, ("dpo-home-windows", "the iso is in C:\\Users\\⟦{u}⟧\\Downloads", "sentence-end",
                          "a Windows profile path"),
               ("dpo-home-wsl", "wsl sees it as /mnt/c/Users/⟦{u}⟧/Desktop", "sentence-end", "WSL's view")),
        *harder("paste", HOME_PY, ("dpo-home-traceback", "File \"/home/⟦{u}⟧/proj/main.py\", line 12, in <module>",
                                   "in-quotes", "a Python traceback line pasted")),
        *harder("language", HOME_PT, ("dpo-home-portuguese", "o arquivo em /home/⟦{u}⟧/Documentos não abre",
                                      "sentence-middle", "Portuguese carrier words"))),
    "nick": (
        *plain(NICK_DOC, ("dpo-nick-colon", "⟦{v}⟧: did the upgrade finish?", "sentence-start", "addressed, colon"),
               ("dpo-nick-comma", "⟦{v}⟧, try a live usb first", "before-punctuation", "addressed, comma"),
               ("dpo-nick-thanks-end", "that worked, cheers ⟦{v}⟧", "sentence-end", "thanked"),
               ("dpo-nick-middle", "i asked ⟦{v}⟧ yesterday about it", "sentence-middle", "mentioned mid-sentence"),
               ("dpo-nick-quoted", "\"⟦{v}⟧\" told me to purge it", "in-quotes", "quoted")),
        *plain(NICK_VARIANTS, ("dpo-nick-underscore", "⟦{v_us}⟧: your bouncer dropped again", "sentence-start",
                               "a `_` variant addressed"),
               ("dpo-nick-away", "(⟦{v_away}⟧ is afk, try later)", "in-brackets", "a `|away` variant"),
               ("dpo-nick-laptop", "thanks ⟦{v_laptop}⟧!", "before-punctuation", "a `-laptop` variant thanked")),
        *harder("paste", NICK_QUIT, ("dpo-nick-quit-line", "* ⟦{v_two}⟧ has quit (Ping timeout: 252 seconds)",
                                     "sentence-middle", "a quit line with a `2` variant pasted")),
        *harder("language", NICK_ES, ("dpo-nick-spanish", "gracias ⟦{v}⟧, ya arranca bien", "before-punctuation",
                                      "Spanish thanks"))),
    "card": (
        *plain(CARD_POSTED, ("dpo-card-charge", "charge it to ⟦{grouped}⟧ and i'll sort it", "sentence-middle",
                             "grouped, given"),
               ("dpo-card-first", "⟦{grouped}⟧ exp 08/29 - is that enough?", "sentence-start", "grouped, first"),
               ("dpo-card-end", "the company one is ⟦{num}⟧", "sentence-end", "unspaced, last"),
               ("dpo-card-brackets", "booked with my card (⟦{grouped}⟧)", "in-brackets", "in brackets"),
               ("dpo-card-quoted", "the form rejects \"⟦{num}⟧\"", "in-quotes", "in quotes")),
        *plain(CARD_SLACK, ("dpo-card-dashed", "try ⟦{dashed}⟧ for the hosting", "sentence-middle", "dashed"),
               ("dpo-card-comma", "use ⟦{grouped}⟧, the other is blocked", "before-punctuation", "before a comma"),
               ("dpo-card-stop", "the receipt says ⟦{grouped}⟧.", "before-punctuation", "before a full stop")),
        *harder("typo", CARD_SLACK, ("dpo-card-odd-groups", "its ⟦{odd}⟧ sorry typing on phone", "sentence-middle",
                                     "groups broken unevenly")),
        *harder("language", CARD_IT, ("dpo-card-italian", "il numero della carta è ⟦{grouped}⟧", "sentence-end",
                                      "Italian carrier words"))),
    "iban": (
        *plain(IBAN_DOC, ("dpo-iban-transfer", "transfer it to ⟦{spaced}⟧ please", "sentence-middle", "spaced"),
               ("dpo-iban-first", "⟦{v}⟧ is the club account", "sentence-start", "unspaced, first"),
               ("dpo-iban-end", "refunds go to ⟦{spaced}⟧", "sentence-end", "spaced, last"),
               ("dpo-iban-brackets", "paid from my account (⟦{v}⟧) yesterday", "in-brackets", "in brackets"),
               ("dpo-iban-quoted", "the bank app rejects \"⟦{spaced}⟧\"", "in-quotes", "in quotes"),
               ("dpo-iban-comma", "mine is ⟦{v}⟧, reference the invoice", "before-punctuation", "before a comma"),
               ("dpo-iban-stop", "the landlord's is ⟦{spaced}⟧.", "before-punctuation", "before a full stop"),
               ("dpo-iban-split-bill", "split the bill to ⟦{v}⟧ if easier", "sentence-middle", "unspaced")),
        *harder("language", IBAN_NL, ("dpo-iban-dutch", "maak het over naar ⟦{spaced}⟧ aub", "sentence-middle",
                                      "Dutch carrier words")),
        *harder("script", IBAN_RU, ("dpo-iban-russian", "переведи на ⟦{v}⟧, спасибо", "before-punctuation",
                                    "Russian carrier words in Cyrillic"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, looking close (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("gparted", "rsync", "htop", "ufw", "dnsmasq")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *plain(f"{NEG}Software_versioning", ("neg-dpo-version", "upgraded to ⟦24.04.1⟧ and sound broke", "", ""),
           ("neg-dpo-version-kernel", "kernel ⟦6.8.0-45-generic⟧ won't boot", "", ""),
           ("neg-dpo-version-mesa", "mesa ⟦23.2.1⟧ fixed it", "", "")),
    *plain("RFC 1918 (private addresses)", ("neg-dpo-private", "the router is ⟦192.168.0.1⟧", "", ""),
           ("neg-dpo-private-ten", "dhcp gave ⟦10.10.0.57⟧", "", ""),
           ("neg-dpo-private-172", "docker took ⟦172.17.0.1⟧", "", "")),
    *plain("RFC 6598 (shared address space)", ("neg-dpo-cgnat", "my wan shows ⟦100.72.14.9⟧, so cgnat", "", "")),
    *plain("RFC 1122 (loopback)", ("neg-dpo-loopback", "it listens on ⟦127.0.0.1⟧ only", "", "")),
    *plain("RFC 5737 (documentation addresses)", ("neg-dpo-doc-v4", "the wiki uses ⟦192.0.2.10⟧ as the server", "",
                                                  "")),
    *plain("RFC 3849 (the IPv6 documentation prefix)", ("neg-dpo-doc-v6", "the example says ⟦2001:db8::42⟧", "",
                                                       "")),
    *plain("RFC 4193 (unique local addresses)", ("neg-dpo-ula", "the lan prefix is ⟦fd12:3456:789a::1⟧", "", "")),
    *plain("RFC 8106 (public resolvers)", ("neg-dpo-resolver", "switched dns to ⟦9.9.9.9⟧", "", ""),
           ("neg-dpo-resolver-two", "try ⟦1.0.0.1⟧ as the second resolver", "", "")),
    *plain("IEEE Std 802-2014 (broadcast, multicast)", ("neg-dpo-broadcast", "brd ⟦ff:ff:ff:ff:ff:ff⟧ is fine", "",
                                                       ""),
           ("neg-dpo-multicast-mac", "it floods ⟦01:00:5e:00:00:fb⟧", "", "")),
    *plain("https://docs.stripe.com/testing (a test card)", ("neg-dpo-test-card", "stripe test ⟦4000 0566 5566 5556⟧",
                                                             "", "")),
    *plain("https://www.iban.com/structure (the documented example IBAN)", (
        "neg-dpo-example-iban", "the docs show ⟦DE89 3704 0044 0532 0130 00⟧", "", "")),
    *plain("RFC 2606 (reserved example domains)", ("neg-dpo-example-mail", "set it to ⟦admin@example.net⟧", "", ""),
           ("neg-dpo-noreply", "mail comes from ⟦noreply@ubuntu.com⟧", "", "")),
    *plain("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-dpo-uuid", "fstab has ⟦7c1e4a20-5b3d-4f8e-9a61-2d0c8e7b5f43⟧", "", "")),
    *plain("https://git-scm.com/docs/git-log (commit ids)", ("neg-dpo-commit", "bisect says ⟦a3f9c21⟧", "", "")),
    *plain("https://man7.org/linux/man-pages/man1/sha256sum.1.html (checksums)", (
        "neg-dpo-sha256", "iso sum ⟦5c2b1e9a7d3f4c8b6e0a2d4f6b8c0e2a4c6e8f0a2b4d6f8a0c2e4f6a8b0d2f4e⟧", "", "")),
    *plain(f"{NEG}ISO_8601", ("neg-dpo-date", "broken since ⟦2024-10-03⟧", "", ""),
           ("neg-dpo-time", "cron at ⟦03:15:00⟧ never fires", "", "")),
    *plain(f"{NEG}Binary_prefix", ("neg-dpo-size", "swap is ⟦8.0 GiB⟧", "", ""),
           ("neg-dpo-size-mb", "the log is ⟦312 MB⟧", "", "")),
    *plain(f"{NEG}Port_(computer_networking)", ("neg-dpo-port", "forwarded ⟦51820⟧/udp", "", ""),
           ("neg-dpo-port-colon", "it binds ⟦0.0.0.0:8080⟧", "", "")),
    *plain(f"{NEG}Process_identifier", ("neg-dpo-pid", "pid ⟦31337⟧ eats the cpu", "", "")),
    *plain(f"{NEG}Bug_tracker", ("neg-dpo-lp-bug", "see bug ⟦#2073126⟧", "", "")),
    *plain(f"{NEG}Exit_status", ("neg-dpo-exit", "exit code ⟦127⟧", "", "")),
    *plain(f"{NEG}Display_resolution", ("neg-dpo-resolution", "stuck at ⟦1024x768⟧", "", "")),
    *plain(f"{NEG}Hexadecimal", ("neg-dpo-address", "it crashed at ⟦0x00007f3a2c⟧", "", "")),
    *plain(f"{NEG}Unix_time", ("neg-dpo-epoch", "timestamp ⟦1717171717⟧ in the log", "", "")),
    *plain(f"{NEG}Telephone_number (a service number)", ("neg-dpo-emergency", "in the eu it's ⟦112⟧", "", "")),
    *plain("https://www.gnupg.org/documentation/manuals/gnupg/ (a documented example password)", (
        "neg-dpo-changeme", "the default is ⟦changeme⟧, change it", "", "")),
    *plain(f"{NEG}Password (the proverbial one)", ("neg-dpo-password-word", "not ⟦password123⟧ please", "", "")),
    *plain("Filesystem Hierarchy Standard 3.0 (system paths)", ("neg-dpo-etc-path", "edit ⟦/etc/default/grub⟧", "", ""),
           ("neg-dpo-skel", "copy it from ⟦/etc/skel/.bashrc⟧", "", ""),
           ("neg-dpo-home-var", "it's ⟦$HOME/.config⟧", "", "")),
    *plain("Ubuntu package names", ("word-nick-dpo", "⟦gparted⟧: can't resize", "", ""),
           ("word-nick-dpo", "thanks ⟦rsync⟧, it worked", "", ""),
           ("word-nick-dpo", "i asked ⟦htop⟧ about it", "", ""),
           ("word-nick-dpo", "(⟦ufw⟧ is off)", "", ""),
           ("word-nick-dpo", "\"⟦dnsmasq⟧\" told me so", "", "")),
)

# technical text that identifies no one, written as in a help channel
TECHNICAL_SHAPES = (
    ("tech-dpo-apt-hash", "https://manpages.ubuntu.com/manpages/noble/man8/apt-get.8.html (Hash Sum mismatch)",
     "Hash Sum mismatch, got {hex:64}"),
    ("tech-dpo-commit-range", "https://git-scm.com/docs/gitrevisions (ranges)", "git log {hex:7}..{hex:7}"),
    ("tech-dpo-fstab-uuid", "https://manpages.ubuntu.com/manpages/noble/man5/fstab.5.html", "UUID={uuid} / ext4 defaults 0 1"),
    ("tech-dpo-efi-vfat", "https://man7.org/linux/man-pages/man8/blkid.8.html (FAT volume ids)", "UUID=\"{vfat}\" TYPE=\"vfat\""),
    ("tech-dpo-docker-image", "https://docs.docker.com/reference/cli/docker/image/ls/", "image {hex:12} is 1.2GB"),
    ("tech-dpo-journal-boot", "https://www.freedesktop.org/software/systemd/man/journalctl.html",
     "journalctl -b {hex:32} shows nothing"),
    ("tech-dpo-build-id", "https://sourceware.org/binutils/docs/ld/Options.html (--build-id)",
     "file says BuildID[sha1]={hex:40}, stripped"),
    ("tech-dpo-md5-iso", "https://man7.org/linux/man-pages/man1/md5sum.1.html", "md5 of the iso: {hex:32}"),
    ("tech-dpo-sha1-pkg", "https://man7.org/linux/man-pages/man1/sha1sum.1.html", "sha1 {hex:40} matches the mirror"),
    ("tech-dpo-machine-id", "https://www.freedesktop.org/software/systemd/man/machine-id.html",
     "cloned vms share {hex:32} as machine-id"),
    ("tech-dpo-gpu-pci", "https://man7.org/linux/man-pages/man8/lspci.8.html (vendor:device ids)",
     "lspci -nn says [10de:{hex:4}]"),
    ("tech-dpo-usb-id", "https://man7.org/linux/man-pages/man8/lsusb.8.html (vendor:product ids)",
     "ID 0bda:{hex:4} Realtek wifi dongle"),
    ("tech-dpo-ppa-key-url", "https://launchpad.net/ (PPA archives)", "the ppa's InRelease is signed, checksum {hex:64}"),
    ("tech-dpo-request-id", "https://www.rfc-editor.org/rfc/rfc9562 (request ids)", "error id {uuid} on the upload"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens, chars, fresh) with v16's seed and people of mimesis locales none used."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = self.draw_person(PEOPLE_LOCALES[i % len(PEOPLE_LOCALES)], SEED * 1000 + i)
        return self.people[i]

    def draw_person(self, locale: str, seed: int) -> Person:
        from mimesis import Person as Mimesis
        from mimesis.enums import Gender
        from mimesis.locales import Locale
        maker = Mimesis(Locale(locale), seed=seed)
        for attempt in range(MAX_DRAWS):
            gender = Gender.FEMALE if attempt % 2 else Gender.MALE
            first_name, last = maker.first_name(gender=gender), maker.last_name(gender=gender)
            a_first = thirteenth.romanised(first_name.replace("þ", "th").replace("Þ", "Th"))
            a_last = thirteenth.romanised(last.replace("þ", "th").replace("Þ", "Th"))
            if not (3 <= len(a_first) <= 10 and 3 <= len(a_last) <= 12) or a_first == a_last or " " in first_name:
                continue
            full = f"{first_name} {last}"
            if (not {a_first, a_last, full.lower()} & self.earlier and self.fresh(f"{a_first}.{a_last}")
                    and self.fresh(full)):
                return Person(full, first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")


def phone_value(draws: Draws, turn: int, regions: tuple[str, ...] = PHONE_REGIONS) -> dict[str, str]:
    """A valid mobile number of the turn's region in national, international and E.164 spellings, each valid for the
    region as written, the national one grouped."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    for step in range(len(regions)):
        region = regions[(turn + step) % len(regions)]
        parsed = fifteenth.drawn_mobile(draws, region)
        if parsed is None:
            continue
        values = {"national": phonenumbers.format_number(parsed, fmt.NATIONAL),
                  "intl": phonenumbers.format_number(parsed, fmt.INTERNATIONAL),
                  "e164": phonenumbers.format_number(parsed, fmt.E164)}
        if all(tenth.valid_in(v, region) for v in values.values()) and re.search(r"\d[ .-]\d", values["national"]):
            return {**values, "region": region}
    raise SystemExit(f"no valid number from turn {turn}")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def public_v4(draws: Draws, i: int) -> str:
    while True:
        block = V4_BLOCKS[(i + draws.rng.randrange(3)) % len(V4_BLOCKS)]
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(1, 255)}.{draws.rng.randrange(2, 254)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws, i: int) -> str:
    while True:
        head = V6_PREFIXES[i % len(V6_PREFIXES)].split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8 - len(head))]
        if i % 3 == 0:
            groups[-4:-1] = ["0", "0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


def eui64_link_local(mac: str) -> str:
    """The link-local address SLAAC makes from `mac` (RFC 4291 appendix A): U/L bit flipped, ff:fe in the middle."""
    octets = [int(o, 16) for o in mac.split(":")]
    octets[0] ^= 0x02
    eui = octets[:3] + [0xFF, 0xFE] + octets[3:]
    return ipaddress.IPv6Address("fe80::" + ":".join(f"{eui[k] << 8 | eui[k + 1]:x}" for k in range(0, 8, 2))).compressed


PW_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!$%+-_=#@"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
B64URL = ALNUM + "-_"


def password(draws: Draws, person: Person, i: int) -> str:
    """A password that reads as one: mixed classes, 10+ characters; half drawn, half a word of the person's with a
    year and a sign (as people make them)."""
    for _ in range(MAX_DRAWS):
        if i % 2:
            pw = draws.chars(PW_ALPHABET, 11 + i % 4)
        else:
            word = (person.ascii_first.capitalize() + person.ascii_last.capitalize())[:7]
            pw = word + str(1960 + draws.rng.randrange(60)) + draws.rng.choice("!$%#?")
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if len(pw) >= 10 and classes >= 3 and re.search(r"\d", pw) and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def mixed_token(draws: Draws, size: int) -> str:
    """A random token of mixed-case letters and digits holding each class."""
    while True:
        value = draws.chars(ALNUM, size)
        if re.search(r"[a-z]", value) and re.search(r"[A-Z]", value) and re.search(r"\d", value) and draws.fresh(value):
            return value


def login(draws: Draws, person: Person, i: int) -> str:
    for candidate in ((f"{person.ascii_first}", f"{person.ascii_first}.{person.ascii_last}",
                       f"{person.ascii_first[:1]}{person.ascii_last}", f"{person.ascii_first}{person.ascii_last[:2]}")
                      [i % 3:]):
        if len(candidate) >= 4 and draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def iban_value(draws: Draws, country: str) -> str:
    """An IBAN of `country`: its registry structure filled (letters where the bank code is letters), check digits."""
    from stdnum import iban
    structure = third._structure(country)
    chars = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "c": "0123456789"}
    for _ in range(MAX_DRAWS):
        account = "".join(draws.chars(chars[kind], int(count)) for count, kind in re.findall(r"(\d+)!([nac])", structure))
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first}{person.ascii_last[:1]}",
                 f"{person.ascii_last}{i % 80 + 20}")[i % 3]
        dom = EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)]
        if not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{i}"
        return {**base, "v": f"{local}@{dom}", "munged": f"{local} at {dom.replace('.', ' dot ')}", "extra": (local,)}
    if kind == "phone":
        values = phone_value(draws, i // 12, FRENCH_REGIONS) if form.hard == "language" else phone_value(draws, i)
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "type": "MOBILE", "e164": values["e164"]}}
    if kind == "ipv4":
        return {**base, "v": public_v4(draws, i)}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, i), "eui": eui64_link_local(mac_value(draws, i + 3))}
    if kind == "mac":
        v = mac_value(draws, i)
        hexed = v.replace(":", "")
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-"),
                "cisco": ".".join(hexed[k:k + 4] for k in (0, 4, 8))}
    if kind == "secret":
        return {**base, "pw": password(draws, person, i),
                "tgbot": f"{draws.rng.randrange(10 ** 9, 8 * 10 ** 9)}:AA" + draws.chars(B64URL, 33),
                "hf": "hf_" + mixed_token(draws, 34), "npm": "npm_" + mixed_token(draws, 36),
                "rand": mixed_token(draws, 40),
                "pgp": " ".join(draws.chars("0123456789ABCDEF", 4) for _ in range(10)),
                "sshfp": "SHA256:" + draws.token("{b64n:32}")}
    if kind == "home_path":
        return {**base, "u": login(draws, person, i)}
    if kind == "nick":
        nick = person.ascii_first[:6] + person.ascii_last[:1]
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = " ".join(number[k:k + 4] for k in range(0, len(number), 4))
        odd = f"{number[:4]} {number[4:7]} {number[7:12]} {number[12:]}"
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"), "odd": odd,
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "record": {**base["record"], "country": country}}


def nick_spellings(nick: str) -> dict[str, str]:
    return {"v": nick, "v_us": nick + "_", "v_away": nick + "|away", "v_laptop": nick + "-laptop", "v_two": nick + "2"}


# ----------------------------------------------------------------------------------------------- records

def form_for(kind_forms: tuple[Form, ...], i: int) -> Form:
    """The form of plant `i`, by the schedule decided first: five sixths plain, one sixth harder, each in turn."""
    plains = [f for f in kind_forms if f.tier == "plain"]
    hards = [f for f in kind_forms if f.tier == "harder"]
    if SCHEDULE[i] == "harder":
        return hards[sum(t == "harder" for t in SCHEDULE[:i]) % len(hards)]
    return plains[sum(t == "plain" for t in SCHEDULE[:i]) % len(plains)]


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    row = thirteenth.plant_record(group, kind, form, values, host, rng, i)
    return {**row, "tier": form.tier, "hard": form.hard} if group == "planted" else row


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records, seen = [], set()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = form_for(kind_forms, i), pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken and len(spoken) >= 3 and spoken.lower() not in host.text.lower() \
                        and re.fullmatch(r"[A-Za-z][\w^`-]*", spoken) and not spoken.endswith(("-", "_", "2")):
                    values = {**values, "v": spoken, "record": {"habit": form.habit, "names": [spoken],
                                                                "log_nick": True}}
                values = {**values, **nick_spellings(values["v"])}
            row = plant_record("planted", kind, form, values, host, rng, i)
            if row["needles"][0].lower() in seen:
                raise SystemExit(f"{kind} {form.name}: a value twice")
            seen.add(row["needles"][0].lower())
            records.append(row)
    return records


def negatives(pools: ninth.Pools, rng: random.Random) -> list[dict]:
    return [plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}},
                         pools.take(clean=True), rng, i) for i, form in enumerate(NEGATIVES)]


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form, "text": draws.token(line), "names": list(NEGATIVE_NAMES),
             "source": source}
            for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

def handle_of(person: Person, sep: str = "") -> str:
    return f"{person.ascii_first}{sep}{person.ascii_last[:3]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "dpo-client-mention-first": (f"⟦<@{uid}>⟧ your pr broke the arm build", (uid, handle), author,
                                     "sentence-start"),
        "dpo-client-nick-mention-mid": (f"ping ⟦<@!{uid}>⟧ before merging", (uid, handle, person.full), nicknamed,
                                        "sentence-middle"),
        "dpo-typed-at-handle-thanks": (f"cheers ⟦@{handle}⟧", (handle,), author, "sentence-end"),
        "dpo-typed-at-display-quoted": (f"\"⟦@{person.full}⟧\" is who set up the bot", (person.full,), nicknamed,
                                        "in-quotes"),
        "dpo-forward-client-mention": (f"⟦<@{uid}>⟧ posted the workaround here", (uid, handle),
                                       {**author, "place": "forward"}, "sentence-start"),
        "dpo-attachment-name-handle": (f"crashlog_⟦{handle}⟧.txt", (handle,), {**author, "place": "attachment-name"},
                                       "sentence-middle"),
        "dpo-typed-at-handle-brackets": (f"(⟦@{handle}⟧ has the same board)", (handle,), author, "in-brackets"),
        "dpo-line-end-client-mention": (f"done ⟦<@{uid}>⟧\nrebased on main\ntests pass", (uid, handle), author,
                                        "line-end"),
        "dpo-german-typed-at-handle": (f"danke ⟦@{handle}⟧, läuft wieder", (handle,), author, "before-punctuation"),
        "dpo-typo-at-display-name": (f"ask ⟦@{person.first.lower()}⟧ about the role", (person.first,), nicknamed,
                                     "sentence-middle"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "dpo-client-user-first": (f"⟦<@{uid}>⟧ can you approve the expense", (uid, handle, person.full), user,
                                  "sentence-start"),
        "dpo-client-labelled-mid": (f"looping in ⟦<@{uid}|{handle}>⟧ for the contract", (uid, handle), user,
                                    "sentence-middle"),
        "dpo-typed-at-handle-end": (f"over to you ⟦@{handle}⟧", (handle,), user, "sentence-end"),
        "dpo-real-name-comma": (f"⟦{person.full}⟧, the invoice bounced", (person.full,), user, "before-punctuation"),
        "dpo-pretext-client-mention": (f"forwarded by ⟦<@{uid}>⟧", (uid, handle, person.full),
                                       {**user, "place": "pretext"}, "sentence-end"),
        "dpo-attachment-typed-handle": (f"per ⟦@{handle}⟧ the vendor changed", (handle,),
                                        {**user, "place": "attachment"}, "sentence-middle"),
        "dpo-comment-client-mention": (f"(⟦<@{uid}>⟧ signed this off)", (uid, handle, person.full),
                                       {**user, "place": "comment"}, "in-brackets"),
        "dpo-line-end-client-mention": (f"owner: ⟦<@{uid}>⟧\ndue friday\nblocked on legal", (uid, handle,
                                                                                          person.full), user,
                                        "line-end"),
        "dpo-portuguese-typed-handle": (f"valeu ⟦@{handle}⟧, resolvido", (handle,), user, "before-punctuation"),
        "dpo-paste-standup-real-name": (f"Standup bot: \"⟦{person.full}⟧ - yesterday: vpn, today: certs\"",
                                        (person.full,), {**user, "place": "file"}, "in-quotes"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "dpo-entity-mention-first": (f"⟦@{handle}⟧ is the bot still down?", (handle,), {"entity": ["mention", 0]},
                                     "sentence-start"),
        "dpo-entity-mention-name-thanks": (f"thank you ⟦{person.first}⟧", (person.first,),
                                           {"entity": ["mention_name", number]}, "sentence-end"),
        "dpo-entity-text-mention-mid": (f"i think ⟦{person.full}⟧ has the old firmware", (person.full,),
                                        {"entity": ["text_mention", number]}, "sentence-middle"),
        "dpo-entity-text-link-quoted": (f"see \"⟦{person.full}⟧\" in the pinned post", (person.full, handle),
                                        {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "in-quotes"),
        "dpo-caption-mention": (f"router photo for ⟦@{handle}⟧", (handle,),
                                {"entity": ["mention", 0], "place": "caption"}, "sentence-end"),
        "dpo-poll-first-name": (f"can ⟦{person.first}⟧ host the meetup?", (person.first,),
                                  {"place": "poll"}, "sentence-middle"),
        "dpo-saved-from-name": (f"⟦{person.full}⟧ explained the bootloader", (person.full,),
                                {"place": "saved", "from": person.full}, "sentence-start"),
        "dpo-line-end-mention": (f"all good ⟦@{handle}⟧\nflashed it\nboots fine", (handle,),
                                 {"entity": ["mention", 0]}, "line-end"),
        "dpo-ukrainian-mention": (f"дякую ⟦@{handle}⟧, працює", (handle,), {"entity": ["mention", 0]},
                                  "before-punctuation"),
        "dpo-via-bot-mention": (f"queue: ⟦@{handle}⟧ is next", (handle,),
                                {"entity": ["mention", 0], "place": "via_bot", "from": "queuebot"},
                                "sentence-middle"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 70), "slack": (slack_plant, SLACK_DOC, 90),
           "telegram": (telegram_plant, TELEGRAM_DOC, 110)}
# (form, tier, the way a harder one is harder): eight plain, two harder, scheduled as the plants
PLATFORM_FORMS = {
    "discord": (("dpo-client-mention-first", "plain", ""), ("dpo-client-nick-mention-mid", "plain", ""),
                ("dpo-typed-at-handle-thanks", "plain", ""), ("dpo-typed-at-display-quoted", "plain", ""),
                ("dpo-forward-client-mention", "plain", ""), ("dpo-attachment-name-handle", "plain", ""),
                ("dpo-typed-at-handle-brackets", "plain", ""), ("dpo-line-end-client-mention", "plain", ""),
                ("dpo-german-typed-at-handle", "harder", "language"), ("dpo-typo-at-display-name", "harder", "typo")),
    "slack": (("dpo-client-user-first", "plain", ""), ("dpo-client-labelled-mid", "plain", ""),
              ("dpo-typed-at-handle-end", "plain", ""), ("dpo-real-name-comma", "plain", ""),
              ("dpo-pretext-client-mention", "plain", ""), ("dpo-attachment-typed-handle", "plain", ""),
              ("dpo-comment-client-mention", "plain", ""), ("dpo-line-end-client-mention", "plain", ""),
              ("dpo-portuguese-typed-handle", "harder", "language"), ("dpo-paste-standup-real-name", "harder", "paste")),
    "telegram": (("dpo-entity-mention-first", "plain", ""), ("dpo-entity-mention-name-thanks", "plain", ""),
                 ("dpo-entity-text-mention-mid", "plain", ""), ("dpo-entity-text-link-quoted", "plain", ""),
                 ("dpo-caption-mention", "plain", ""), ("dpo-poll-first-name", "plain", ""),
                 ("dpo-saved-from-name", "plain", ""), ("dpo-line-end-mention", "plain", ""),
                 ("dpo-ukrainian-mention", "harder", "script"), ("dpo-via-bot-mention", "harder", "paste")),
}
WHOLE_PLACES = ninth.WHOLE_PLACES


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds = [], PLATFORM_FORMS[platform]
    plains = [k for k in kinds if k[1] == "plain"]
    hards = [k for k in kinds if k[1] == "harder"]
    for i in range(PER_KIND):
        turn = sum(t == SCHEDULE[i] for t in SCHEDULE[:i])
        form, tier, way = (hards[turn % len(hards)] if SCHEDULE[i] == "harder" else plains[turn % len(plains)])
        person = draws.person(1000 + offset + i)
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else thirteenth.at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position, "tier": tier, "hard": way})
    return found


def side_channels(draws: Draws) -> list[dict]:
    a, b, c, d, e, f = (draws.person(1500 + k) for k in range(6))
    rows = {
        "discord-dm-name": ("discord", f"{a.first}.{a.ascii_last[:2]}", (a.first,)),
        "slack-private-channel-of-person": ("slack", f"priv-{b.ascii_first}-{b.ascii_last}",
                                            (b.ascii_first, b.ascii_last)),
        "slack-mpdm-name": ("slack", f"mpdm-{c.ascii_first}--{d.ascii_first}--{e.ascii_first}-1",
                            (c.ascii_first, d.ascii_first, e.ascii_first)),
        "telegram-personal-title": ("telegram", f"{e.full}", (e.first, e.last)),
        "export-path-home": ("discord", f"/home/{f.ascii_first}.{f.ascii_last}/exports/discord", (f.ascii_first,
                                                                                                 f.ascii_last)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v15 (lower case): no value of v16 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN or e-mail provider of v16 is one an earlier set planted in."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}", n)}
    iins = {re.sub(r"\D", "", n)[:6] for n in earlier if len(re.sub(r"\D", "", n)) in (14, 15, 16, 19)}
    for block in V4_BLOCKS:
        assert not [n for n in earlier if n.startswith(block + ".")], block
    for prefix in V6_PREFIXES:
        assert not any(n.startswith(prefix + ":") for n in earlier), prefix
    for oui in OUIS:
        assert oui.replace(":", "") not in macs, oui
    for _, prefix, _ in CARD_RANGES:
        assert prefix not in iins, prefix
    for domain in EMAIL_DOMAINS:
        assert not any(n.endswith("@" + domain) or n.endswith(domain.replace(".", " dot ")) for n in earlier), domain


def build() -> list[dict]:
    """Every record of the sixteenth held-out set (needs mimesis, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v15
    earlier = earlier_values()
    check_ranges(earlier)
    draws = Draws(earlier | {w.lower() for pool in hosts for h in pool for w in re.findall(r"\w+", h.text)}, earlier)
    pools = ninth.Pools(hosts, rng)
    real = [pools.take(clean=True) for _ in range(REAL_UNPLANTED)]
    records = [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    records += planted(draws, pools, rng, ninth.LogNicks(set(earlier)))
    records += negatives(pools, rng)
    for platform in EXPORTS:
        records += export_records(draws, platform, pools, rng)
    records += side_channels(draws) + technical(draws)
    print(Counter((r["group"], r["kind"]) for r in records))
    return records


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
