"""Builds bench/data/anonymize_heldout14.jsonl, the FOURTEENTH held-out set of the anonymiser (v14), measured by
`bench/anonymize_heldout.py --set v14`. Written on 2026-11-29 (09:29-09:41 UTC, helper heldout14) after v13 was
spent; never tuned on; committed with its jsonl before any measurement. Its author read only the brief (v14), the
harness (bench/anonymize_heldout.py), bench/heldout_exports.py, v13's builder in full and the other builders'
constants and helpers (to keep their record format and groups, import their helpers and avoid their forms, hosts,
locales and values), tests/test_anonymize_heldout.py, the first section of docs/privacy.md (lines 1-28) and the
mention lines of docs/chat-exports.md. Public pages were searched for about three minutes, for shapes only (sshd's
`[preauth]` log lines, Super User questions pasting `ipconfig /all` and global `inet6` addresses, forum pages writing
addresses `x at some mail dot com`); each form's `source` names such a page or a public document (an RFC, a standard,
a platform's or a program's own documentation, an encyclopaedia page on the convention) that shows the habit; no line
or value was copied. It did NOT read the rule modules (disentangle/privacy/), the
release validator or auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set, the
privacy tests, nor the rest of docs/privacy.md, nor v15 or its branch. The anonymiser was never run on a plant, nor
`disentangle extract`, nor the harness on this set.

v14 keeps v5-v13's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and differs in METHOD: it is AN AUDITOR'S SAMPLE of what real chat holds, not a stress of one
new way of writing values.

- PROPORTIONS, decided before any value was written (`TIERS`, `PLAIN_SHARE`): in a help channel or a team chat the
  great majority of personal values are typed plainly - a person giving their address, number or IP in a sentence,
  pasting a token, an error message carrying a home path, a nick addressed with a colon - and only a minority come
  mangled: a typo, an obfuscation against spam harvesters, another language, another script, a pasted config or
  program output. From reading help channels (the hosts of this very corpus hold almost only the plain forms), v14
  writes THREE QUARTERS PLAIN and ONE QUARTER HARDER: every kind has eight forms, six `plain` and two `harder`,
  six plants each (36 plain and 12 harder of 48; nicks twelve forms, nine plain and three harder, four plants each,
  for the many ways a nick is addressed); the mentions of the three platforms the same (six plain forms, two harder). Each harder form names what makes it harder (`hard`: typo, obfuscation, encoding, language, script,
  paste) and these spread over the kinds, so no single trick dominates.
- HABITS: every form names the habit it shows (`habit`) and a public document showing people write so (`source`).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle, end, in brackets, in quotes, before
  punctuation, and (in the exports) at a line end inside a multi-line message.
- NICKS: nicks that speak in the host's own log (v9's LogNicks), addressed with a colon, thanked, mentioned in the
  middle of a sentence, in brackets, and in their variants (`_`, `2`, `-laptop`, `|away`), one in a pasted log line.
- MENTIONS as the clients write them (`<@id>`, `<@!id>`, Slack `<@U..>` and `<@U..|name>`, Telegram `mention`,
  `mention_name`, `text_mention`, `text_link` entities) and as people type them (`@handle`, `@Display Name`), in
  the readers' places (forward, attachment name, pretext, edit, comment, caption, via_bot), and side channels (a
  Discord group DM of two first names, a Slack DM partner, a Slack channel named after two people, a Telegram group
  named after a family, an export under a home folder whose name is a person's).
- VALUES FROM GENERATORS AND RANGES NONE USED: people from Faker's tw_GH, ka_GE, hy_AM, mk_MK, bg_BG and ru_RU (no
  earlier builder drew people from them), romanised as their people type them in chat; phone regions none used
  (Gibraltar, Andorra, Iraq, Guam, Saint Kitts, Grenada, New Caledonia, French Polynesia, Samoa, Tonga,
  Bhutan, DR Congo, Djibouti, Comoros, South Sudan), each spelling valid for its region as written; the twelve IBAN
  countries the earlier sets used least; card labels and IIN prefixes, IPv4 /16s, IPv6 prefixes and OUIs none used
  (checked against v1-v13); seeded `random.Random`. Every value is valid where a checksum or a numbering plan applies.
- HOSTS: v12's and v13's two pools (the quietest #ubuntu days and the shared irclogs days), none a line of v1-v13.
- NOT COVERED: a value broken over two lines, government identity numbers (not a claimed kind of the brief's list).

    python bench/experiments/anonymize_heldout14.py   # rewrites bench/data/anonymize_heldout14.jsonl
    (needs Faker 40.x, phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
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
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct, iban_value
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- phone_value, valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Draws, romanised, at_for, plant_record

Person, Host = fifth.Person, first.Host

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout14.jsonl"
EARLIER_SETS = (*thirteenth.EARLIER_SETS, ROOT / "bench" / "data" / "anonymize_heldout13.jsonl")
SEED = 14141
EXPORT_SEED = 14202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8
TIERS = ("plain", "harder")
PLAIN_SHARE = 0.75          # decided first: three quarters of real chat's values are typed plainly
HARD_WAYS = ("typo", "obfuscation", "encoding", "language", "script", "paste")

PEOPLE_LOCALES = ("tw_GH", "ka_GE", "hy_AM", "mk_MK", "bg_BG", "ru_RU")   # Faker; no earlier builder drew them
PHONE_REGIONS = ("GI", "AD", "IQ", "GU", "KN", "GD", "NC", "PF", "WS", "TO", "BT", "CD", "DJ", "KM", "SS")
IBAN_COUNTRIES = ("PT", "TR", "UA", "LB", "LC", "MN", "SC", "SV", "TL", "TN", "XK", "HN")   # the least used before
CARD_RANGES = (("visa_classic_pt_chat", "404159", 16), ("mastercard_world_tr_chat", "518896", 16),
               ("amex_green_ca_chat", "371385", 15), ("visa_platinum_ua_chat", "414962", 16),
               ("maestro_be_chat", "679931", 16), ("discover_it_us_chat", "601179", 16),
               ("jcb_gold_jp_chat", "353011", 16), ("mastercard_prepaid_mn_chat", "557039", 16),
               ("visa_business_ge_chat", "427661", 16), ("diners_int_ar_chat", "305693", 14),
               ("unionpay_credit_hk_chat", "622588", 16), ("mir_debit_am_chat", "220070", 16))
EMAIL_DOMAINS = ("mailbox.org", "gmx.at", "laposte.net", "virgilio.it", "rediffmail.com", "yandex.com",
                 "fastmail.fm", "inbox.lv", "abv.bg", "mail.ge", "t-online.de", "iol.pt")
V4_BLOCKS = ("87.121", "91.143", "109.228", "151.237", "188.119", "46.229", "77.111", "95.154", "213.87",
             "31.171", "84.247", "154.121")
V6_PREFIXES = ("2a02:a44", "2001:818", "2a01:4b00", "2a0a:a540", "2a0e:97c0", "2001:67c8")
OUIS = ("ac:bc:32", "f4:8c:50", "38:f9:d3", "8c:85:90", "bc:d0:74", "98:da:c4", "a0:88:b4", "54:e1:ad")

# the documents that show the habit (named, not copied)
W = "https://en.wikipedia.org/wiki/"
EMAIL_DOC = "RFC 5322 (an address given in running text, as people give it)"
MUNGING = "https://www.tmswiki.org/ppd/Obfuscating_Email_Addresses (addresses written `x at some mail dot com` on a forum)"
PHONE_DOC = "ITU-T Recommendation E.123 (numbers written nationally and internationally)"
VCARD = "RFC 6350 (a contact card's TEL line pasted)"
V4_DOC = "RFC 791 (dotted-decimal addresses as people quote them)"
DEFANG = f"{W}Defanging (addresses written with [.] so nothing links them)"
SSHD_LOG = "https://en.wikibooks.org/wiki/OpenSSH/Logging_and_Troubleshooting (auth.log lines people read and paste)"
V6_DOC = "RFC 5952 (IPv6 text as ip and ifconfig print it)"
IP_ADDR = ("https://file-hippo.netlify.app/host-http-www.superuser.com/questions/490138/why-do-i-have-so-many-ipv6-"
           "inet6-addresses (a Super User question pasting its global inet6 addresses)")
MAC_DOC = "IEEE Std 802-2014 (MAC addresses written in six pairs, colons or hyphens)"
IPCONFIG = ("https://a.osmarks.net/content/superuser.com_en_all_2020-04/A/question/308425.html (a Super User question "
            "on its own ipconfig /all output and physical addresses)")
SECRET_DOC = "https://owasp.org/www-community/vulnerabilities/Password_Plaintext_Storage (passwords shared as text)"
GITHUB_TOKENS = "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github (token formats)"
DOTENV = "https://12factor.net/config (keys in environment variables, pasted as export lines)"
FHS = "Filesystem Hierarchy Standard 3.0 (/home/<user> in error messages)"
WIN_PATHS = "https://learn.microsoft.com/en-us/windows/win32/shell/knownfolders (C:\\Users\\<user>)"
MACOS = "https://support.apple.com/guide/mac-help/mchlp1112/mac (/Users/<short name>)"
TRACEBACK = "https://docs.python.org/3/library/traceback.html (tracebacks name the file's full path)"
FILE_URI = "RFC 8089 (file: URIs, percent-encoded)"
IRC_DOC = "RFC 2812 (nicknames, addressed as `nick:` in a channel)"
IRC_LOG = "https://irssi.org/documentation/help/log/ (log lines `[hh:mm] <nick> text` pasted)"
CARD_DOC = "ISO/IEC 7812-1 (card numbers printed in groups)"
IBAN_DOC = "ISO 13616-1 (IBANs printed in groups of four, electronic unspaced)"
SEPA_CSV = "https://www.europeanpaymentscouncil.eu/what-we-do/sepa-credit-transfer (a beneficiary line pasted)"
LANG_DOC = f"{W}Languages_used_on_the_Internet (people chat in their own language)"
SCRIPT_DOC = "https://www.unicode.org/standard/principles.html (carrier words in their own script)"
TYPO_DOC = f"{W}Typographical_error (a group split or a character slipped)"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (mentions the client writes and people type)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (<@U..>, <@U..|name>, typed names)"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity (mention, mention_name, text_mention, text_link)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-start", "sentence-middle", "sentence-end", "in-brackets", "in-quotes", "before-punctuation",
             "line-end")


@dataclass(frozen=True)
class Form:
    """One carrier phrase: its name, the line with `⟦…⟧` around the value, the document that shows the habit, where
    the value stands (`POSITIONS`), the habit, its tier (`TIERS`) and, when harder, what makes it so (`HARD_WAYS`)."""

    name: str
    line: str
    source: str
    position: str
    habit: str
    tier: str = "plain"
    hard: str = ""


def plain(source: str, *rows: tuple[str, str, str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source, position, habit) for name, line, position, habit in rows)


def harder(source: str, way: str, name: str, line: str, position: str, habit: str) -> Form:
    return Form(name, line, source, position, habit, "harder", way)


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *plain(EMAIL_DOC, ("audit-mail-given", "my email is ⟦{v}⟧ if you want the full log", "sentence-middle",
                           "gives their address"),
               ("audit-mail-send-to", "send the crash report to ⟦{v}⟧", "sentence-end", "asks to be mailed"),
               ("audit-mail-first", "⟦{v}⟧ is where i get the bug mails", "sentence-start", "address first"),
               ("audit-mail-angle-name", "signed off by {n} <⟦{v}⟧> in the patch", "in-brackets",
                "name and address as git writes them"),
               ("audit-mail-question", "could you forward it to ⟦{v}⟧?", "before-punctuation", "asks, question mark"),
               ("audit-mail-quoted", "thunderbird shows \"⟦{v}⟧\" as the sender", "in-quotes", "quoted")),
        harder(MUNGING, "obfuscation", "audit-mail-at-dot-words", "write me: ⟦{munged}⟧", "sentence-end",
               "`name at host dot tld`"),
        harder(LANG_DOC, "language", "audit-mail-spanish", "mi correo es ⟦{v}⟧, escríbeme", "before-punctuation",
               "Spanish carrier")),
    "phone": (
        *plain(PHONE_DOC, ("audit-phone-call-me", "call me on ⟦{national}⟧ after work", "sentence-middle",
                           "national format"),
               ("audit-phone-whatsapp-first", "⟦{intl}⟧ is my whatsapp", "sentence-start", "international format"),
               ("audit-phone-text-e164", "text ⟦{e164}⟧ when the server is back", "sentence-middle", "E.164"),
               ("audit-phone-brackets", "my cell (⟦{intl}⟧) is on all day", "in-brackets", "in brackets"),
               ("audit-phone-mobile-dot", "my mobile is ⟦{national}⟧.", "before-punctuation", "sentence dot"),
               ("audit-phone-reach-end", "you can reach me at ⟦{intl}⟧", "sentence-end", "at the end")),
        harder(VCARD, "paste", "audit-phone-vcard-tel", "TEL;TYPE=CELL:⟦{e164}⟧", "sentence-end",
               "a contact card line pasted"),
        harder(LANG_DOC, "language", "audit-phone-french", "mon portable : ⟦{intl}⟧ si besoin", "sentence-middle",
               "French carrier")),
    "ipv4": (
        *plain(V4_DOC, ("audit-v4-public-ip", "my public ip is ⟦{v}⟧ according to ifconfig.me", "sentence-middle",
                        "gives their IP"),
               ("audit-v4-first", "⟦{v}⟧ is what my router shows as wan", "sentence-start", "IP first"),
               ("audit-v4-ping-works", "ping ⟦{v}⟧ works but ssh hangs", "sentence-middle", "in a command"),
               ("audit-v4-brackets", "the vps (⟦{v}⟧) is down again", "in-brackets", "in brackets"),
               ("audit-v4-question", "can you reach ⟦{v}⟧?", "before-punctuation", "question mark"),
               ("audit-v4-end", "the server i rent is at ⟦{v}⟧", "sentence-end", "at the end")),
        harder(DEFANG, "obfuscation", "audit-v4-defanged", "it keeps hitting me from ⟦{defanged}⟧ all night",
               "sentence-middle", "defanged with [.]"),
        harder(SSHD_LOG, "paste", "audit-v4-sshd-line", "Connection closed by authenticating user root ⟦{v}⟧ port 50022 [preauth]",
               "sentence-middle", "an sshd log line pasted")),
    "ipv6": (
        *plain(V6_DOC, ("audit-v6-given", "my ipv6 is ⟦{v}⟧ if that helps", "sentence-middle", "gives their IPv6"),
               ("audit-v6-first", "⟦{v}⟧ is on my eth0", "sentence-start", "IPv6 first"),
               ("audit-v6-ping6", "ping6 ⟦{v}⟧ times out from outside", "sentence-middle", "in a command"),
               ("audit-v6-url-brackets", "try http://[⟦{v}⟧]/ in the browser", "in-brackets", "in URL brackets"),
               ("audit-v6-isp-dot", "the isp gave me ⟦{v}⟧.", "before-punctuation", "sentence dot"),
               ("audit-v6-quoted", "dig says \"⟦{v}⟧\" for my host", "in-quotes", "quoted")),
        harder(IP_ADDR, "paste", "audit-v6-inet6-line", "inet6 ⟦{v}⟧/64 scope global dynamic mngtmpaddr", "sentence-middle",
               "ip addr output pasted"),
        harder(LANG_DOC, "language", "audit-v6-german", "meine IPv6 ist ⟦{v}⟧ laut Fritzbox", "sentence-middle",
               "German carrier")),
    "mac": (
        *plain(MAC_DOC, ("audit-mac-given", "my mac is ⟦{v}⟧ can you whitelist it", "sentence-middle",
                         "gives their MAC"),
               ("audit-mac-upper-first", "⟦{upper}⟧ is the laptop's wifi card", "sentence-start", "upper case"),
               ("audit-mac-dashes", "added ⟦{dash}⟧ to the dhcp reservations", "sentence-middle", "hyphens"),
               ("audit-mac-brackets", "the printer (⟦{v}⟧) keeps changing ip", "in-brackets", "in brackets"),
               ("audit-mac-question", "is the mac ⟦{v}⟧?", "before-punctuation", "question mark"),
               ("audit-mac-quoted", "netplan has macaddress \"⟦{v}⟧\" set", "in-quotes", "quoted")),
        harder(IPCONFIG, "paste", "audit-mac-ipconfig", "Physical Address. . . . . . . . . : ⟦{dash_upper}⟧",
               "sentence-end", "ipconfig /all pasted"),
        harder(LANG_DOC, "language", "audit-mac-portuguese", "meu endereço MAC é ⟦{v}⟧, tá bloqueado", "before-punctuation",
               "Portuguese carrier")),
    "secret": (
        *plain(SECRET_DOC, ("audit-secret-my-password", "my password is ⟦{pw}⟧ and it still says wrong",
                            "sentence-middle", "says their password"),
               ("audit-secret-wifi-first", "⟦{pw}⟧ is the wifi password btw", "sentence-start", "password first"),
               ("audit-secret-sudo-dot", "the sudo password is ⟦{pw}⟧.", "before-punctuation", "sentence dot"),
               ("audit-secret-brackets", "logged in as admin (pass ⟦{pw}⟧) no luck", "in-brackets", "in brackets")),
        *plain(GITHUB_TOKENS, ("audit-secret-gh-token", "my token ⟦{ghp}⟧ gets 401 now", "sentence-middle",
                               "a token pasted"),
               ("audit-secret-gl-token-quoted", "i used \"⟦{glpat}⟧\" as the password for git push", "in-quotes",
                "a token quoted")),
        harder(DOTENV, "paste", "audit-secret-export-line", "export STRIPE_SECRET_KEY=⟦{sk}⟧", "sentence-end",
               "an export line pasted"),
        harder(LANG_DOC, "language", "audit-secret-italian", "la password è ⟦{pw}⟧ ma non va", "sentence-middle",
               "Italian carrier")),
    "home_path": (
        *plain(FHS, ("audit-home-permission-denied", "PermissionError: [Errno 13] Permission denied: '/home/⟦{u}⟧/.cache'",
                     "in-quotes", "in an error message"),
               ("audit-home-ls", "ls /home/⟦{u}⟧/Downloads shows nothing", "sentence-middle", "in a command"),
               ("audit-home-first", "/home/⟦{u}⟧/.local/share/Steam is 40G", "sentence-start", "path first"),
               ("audit-home-brackets", "the snap (/home/⟦{u}⟧/snap/code) is huge", "in-brackets", "in brackets")),
        *plain(WIN_PATHS, ("audit-home-windows", "it saves to C:\\Users\\⟦{u}⟧\\AppData\\Roaming\\obs", "sentence-end",
                           "Windows profile path")),
        *plain(MACOS, ("audit-home-macos", "on the mac it is /Users/⟦{u}⟧/Library/Logs.", "before-punctuation",
                       "macOS home")),
        harder(TRACEBACK, "paste", "audit-home-traceback", "File \"/home/⟦{u}⟧/venv/lib/python3.12/site-packages/pip/main.py\", line 9",
               "in-quotes", "a traceback line pasted"),
        harder(FILE_URI, "encoding", "audit-home-file-uri", "firefox opens file:///home/⟦{u}⟧/Documents/cv%20final.pdf",
               "sentence-end", "a percent-encoded file URI")),
    "nick": (
        *plain(IRC_DOC, ("audit-nick-colon", "⟦{v}⟧: try sudo dpkg --configure -a", "sentence-start",
                         "addressed with a colon"),
               ("audit-nick-underscore-comma", "⟦{under}⟧, did that work", "sentence-start",
                "addressed, `_` variant"),
               ("audit-nick-thanks", "thanks ⟦{v}⟧", "sentence-end", "thanked"),
               ("audit-nick-as-said", "as ⟦{v}⟧ said the ppa is dead", "sentence-middle", "mentioned mid-sentence"),
               ("audit-nick-two-question", "is that you ⟦{two}⟧?", "before-punctuation", "`2` variant"),
               ("audit-nick-laptop-brackets", "(⟦{laptop}⟧ is on the same box)", "in-brackets", "`-laptop` variant"),
               ("audit-nick-quoted", "ask \"⟦{v}⟧\" - he wrote that wiki page", "in-quotes", "quoted"),
               ("audit-nick-hey-comma", "hey ⟦{v}⟧, you around?", "sentence-middle", "greeted, comma after"),
               ("audit-nick-cc-end", "same crash here, cc ⟦{v}⟧", "sentence-end", "cc'd at the end")),
        harder(IRC_LOG, "paste", "audit-nick-log-line", "[21:04] <⟦{away}⟧> brb, rebooting", "in-brackets",
               "a log line pasted, `|away` variant"),
        harder(LANG_DOC, "language", "audit-nick-gracias", "gracias ⟦{v}⟧, ya funciona", "before-punctuation",
               "Spanish carrier"),
        harder(SCRIPT_DOC, "script", "audit-nick-cyrillic", "спасибо ⟦{v}⟧ за помощь", "sentence-middle",
               "Russian carrier in Cyrillic")),
    "card": (
        *plain(CARD_DOC, ("audit-card-charged", "they charged ⟦{grouped}⟧ twice this month", "sentence-middle",
                          "printed groups"),
               ("audit-card-first", "⟦{num}⟧ is the card i used", "sentence-start", "unspaced"),
               ("audit-card-dashes", "card number ⟦{dashed}⟧ exp {mm}/{yy}", "sentence-middle", "dashes"),
               ("audit-card-brackets", "the old card (⟦{grouped}⟧) still works", "in-brackets", "in brackets"),
               ("audit-card-paid-dot", "i paid with ⟦{num}⟧.", "before-punctuation", "sentence dot"),
               ("audit-card-quoted", "the receipt says \"⟦{grouped}⟧\" in full", "in-quotes", "quoted")),
        harder(LANG_DOC, "language", "audit-card-spanish", "mi tarjeta es ⟦{grouped}⟧ y no pasa", "sentence-middle",
               "Spanish carrier"),
        harder(TYPO_DOC, "typo", "audit-card-split-last", "use ⟦{split}⟧ for the renewal", "sentence-middle",
               "the last group split by a slipped space")),
    "iban": (
        *plain(IBAN_DOC, ("audit-iban-printed", "my iban is ⟦{spaced}⟧ for the refund", "sentence-middle",
                          "printed groups"),
               ("audit-iban-first", "⟦{v}⟧ is the account", "sentence-start", "electronic form"),
               ("audit-iban-end", "please send it to ⟦{spaced}⟧", "sentence-end", "at the end"),
               ("audit-iban-brackets", "pay the deposit (⟦{v}⟧) by friday", "in-brackets", "in brackets"),
               ("audit-iban-dot", "transfer to ⟦{spaced}⟧.", "before-punctuation", "sentence dot"),
               ("audit-iban-quoted", "the form wants \"⟦{v}⟧\" without spaces", "in-quotes", "quoted")),
        harder(SEPA_CSV, "paste", "audit-iban-csv", "{n};⟦{v}⟧;EUR;rent", "sentence-middle", "a CSV row pasted"),
        harder(SCRIPT_DOC, "script", "audit-iban-russian", "мой IBAN ⟦{spaced}⟧ для перевода", "sentence-middle",
               "Russian carrier in Cyrillic")),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one but look close (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("ncdu", "iotop", "nethogs", "mtr", "iftop")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *plain(f"{NEG}Software_versioning", ("neg-audit-kernel", "running ⟦6.8.0-49-generic⟧ since monday", "", ""),
           ("neg-audit-mesa", "mesa ⟦24.0.9⟧ from the ppa", "", ""),
           ("neg-audit-nvidia", "nvidia ⟦550.120⟧ black screen", "", ""),
           ("neg-audit-release", "upgraded to ⟦24.04.1⟧ yesterday", "", ""),
           ("neg-audit-deb-version", "libc6 ⟦2.39-0ubuntu8.3⟧ is installed", "", "")),
    *plain("RFC 1918 (private addresses)", ("neg-audit-router", "router is ⟦192.168.1.254⟧", "", ""),
           ("neg-audit-ten", "the nas is ⟦10.0.0.42⟧ on the lan", "", ""),
           ("neg-audit-172", "lxd bridge ⟦172.16.5.1⟧", "", "")),
    *plain("RFC 1122 (loopback)", ("neg-audit-loopback", "bind to ⟦127.0.0.1⟧ only", "", ""),
           ("neg-audit-loopback-v6", "listening on ⟦::1⟧ port 53", "", "")),
    *plain("RFC 5737 (documentation addresses)", ("neg-audit-doc-v4", "the docs use ⟦198.51.100.7⟧", "", ""),
           ("neg-audit-doc-v4-b", "example: ⟦192.0.2.33⟧", "", "")),
    *plain("RFC 3849 (documentation IPv6)", ("neg-audit-doc-v6", "like ⟦2001:db8:85a3::8a2e:370:7334⟧ in the man page",
                                             "", "")),
    *plain("RFC 4291 (link-local)", ("neg-audit-link-local", "only got ⟦fe80::a00:27ff:fe4e:66a1⟧", "", "")),
    *plain("RFC 8375 (home.arpa)", ("neg-audit-home-arpa", "resolves ⟦nas.home.arpa⟧ fine", "", "")),
    *plain("IEEE Std 802-2014 (broadcast)", ("neg-audit-broadcast-mac", "dst ⟦ff:ff:ff:ff:ff:ff⟧ flood", "", "")),
    *plain("RFC 2606 (example domains)", ("neg-audit-example-mail", "use ⟦you@example.org⟧ in the config", "", ""),
           ("neg-audit-example-host", "curl ⟦https://example.com/api⟧ works", "", "")),
    *plain("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-audit-uuid", "UUID=⟦4f3c2d1e-8a7b-4c6d-9e0f-1a2b3c4d5e6f⟧ /data ext4", "", "")),
    *plain("https://git-scm.com/docs/git-log (commit ids)", ("neg-audit-commit", "bisected to ⟦3f9e1c2⟧", "", "")),
    *plain(f"{NEG}ISO_8601", ("neg-audit-date", "since ⟦2026-11-02⟧ it fails", "", ""),
           ("neg-audit-timestamp", "⟦2026-11-29T08:14:03Z⟧ oom killer", "", "")),
    *plain(f"{NEG}Binary_prefix", ("neg-audit-size", "only ⟦12.4 GiB⟧ left", "", ""),
           ("neg-audit-size-mb", "a ⟦300M⟧ efi partition", "", "")),
    *plain(f"{NEG}Port_(computer_networking)", ("neg-audit-port", "forward port ⟦25565⟧ for minecraft", "", ""),
           ("neg-audit-port-range", "ufw allow ⟦60000:61000⟧/udp for mosh", "", "")),
    *plain(f"{NEG}Unix_file_types", ("neg-audit-etc-path", "edit ⟦/etc/default/grub⟧ then update-grub", "", ""),
           ("neg-audit-root-home", "it is in ⟦/root/.bashrc⟧", "", ""),
           ("neg-audit-skel", "copy from ⟦/etc/skel/.profile⟧", "", "")),
    *plain(f"{NEG}File-system_permissions", ("neg-audit-chmod", "⟦chmod 600⟧ the key", "", "")),
    *plain(f"{NEG}Process_identifier", ("neg-audit-pid", "pid ⟦4242⟧ holds the lock", "", "")),
    *plain(f"{NEG}Screen_resolution", ("neg-audit-resolution", "stuck at ⟦1024x768⟧", "", "")),
    *plain(f"{NEG}Hertz", ("neg-audit-refresh", "monitor at ⟦144Hz⟧", "", "")),
    *plain("https://docs.stripe.com/testing (test cards)", ("neg-audit-test-card", "use ⟦4000 0000 0000 0002⟧ to test a decline", "", "")),
    *plain("https://www.iban.com/structure (example IBAN in docs)", (
        "neg-audit-example-iban", "the docs show ⟦GB82 WEST 1234 5698 7654 32⟧ as the sample", "", "")),
    *plain(f"{NEG}Toll-free_telephone_number", ("neg-audit-short-code", "dial ⟦*#06#⟧ for the imei", "", "")),
    *plain(f"{NEG}Percentage", ("neg-audit-percent", "battery stuck at ⟦87%⟧", "", "")),
    *plain(f"{NEG}Launchpad_(website)", ("neg-audit-bug", "same as bug ⟦#2071234⟧", "", "")),
    *plain(f"{NEG}Exit_status", ("neg-audit-exit", "it returns ⟦exit status 2⟧", "", "")),
    *plain(f"{NEG}SHA-2", ("neg-audit-sha-short", "checksum starts ⟦e3b0c442⟧", "", "")),
    *plain("https://semver.org/ (pre-releases)", ("neg-audit-semver", "node ⟦22.11.0⟧ lts", "", "")),
    *plain("Ubuntu package names", ("word-nick-audit", "try ⟦ncdu⟧ to see what fills it", "", ""),
           ("word-nick-audit", "⟦iotop⟧ shows the writes", "", ""), ("word-nick-audit", "run ⟦nethogs⟧ as root", "", ""),
           ("word-nick-audit", "⟦mtr⟧ to the gateway", "", ""), ("word-nick-audit", "use ⟦iftop⟧ -i wlan0", "", "")),
)

# technical lines with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("tech-audit-commit", "https://git-scm.com/docs/git-log (commit ids)", "git checkout {hex:40} fixed it"),
    ("tech-audit-short-commit", "https://git-scm.com/docs/git-log (abbreviated ids)", "regression since {hex:9}"),
    ("tech-audit-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (UUIDs)", "blkid gives UUID=\"{uuid}\""),
    ("tech-audit-sha256", "https://releases.ubuntu.com/ (SHA256SUMS)", "{hex:64} *ubuntu-24.04.1-desktop-amd64.iso"),
    ("tech-audit-md5", "https://man7.org/linux/man-pages/man1/md5sum.1.html", "md5sum: {hex:32}"),
    ("tech-audit-docker", "https://docs.docker.com/reference/cli/docker/image/ls/ (image ids)",
     "image {hex:12} is 1.2GB"),
    ("tech-audit-machine-id", "https://www.freedesktop.org/software/systemd/man/machine-id.html (128-bit id)",
     "/etc/machine-id holds {hex:32}"),
    ("tech-audit-vfat", "https://man7.org/linux/man-pages/man8/blkid.8.html (FAT volume ids)", "UUID={vfat} /boot/efi vfat"),
    ("tech-audit-gpg", "https://www.gnupg.org/documentation/manuals/gnupg/ (fingerprints)", "gpg --recv-keys {HEX:40}"),
    ("tech-audit-snap", "https://snapcraft.io/docs/ (snap ids)", "snap-id: {aln:32}"),
    ("tech-audit-journal-boot", "https://www.freedesktop.org/software/systemd/man/journalctl.html (boot ids)",
     "journalctl -b {hex:32} shows it"),
    ("tech-audit-apt-hash", "https://wiki.debian.org/SecureApt (by-hash files)", "by-hash/SHA256/{hex:64} 404"),
    ("tech-audit-wwn", "https://man7.org/linux/man-pages/man8/lsblk.8.html (WWNs)", "wwn-0x{hex:16} is the ssd"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers with v14's seed and people of Faker locales none used, romanised."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

    def faker(self, locale: str):
        if locale not in self.fakers:
            from faker import Faker
            self.fakers[locale] = Faker(locale)
            self.fakers[locale].seed_instance(f"{SEED}-{locale}")
        return self.fakers[locale]

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = self.draw_person(PEOPLE_LOCALES[i % len(PEOPLE_LOCALES)])
        return self.people[i]


def phone_value(draws: Draws, turn: int, key: str) -> dict[str, str]:
    """A valid mobile number of the turn's region in its national, international and E.164 forms (the spelling the
    form needs checked valid for the region as written; the next region's turn when it is not)."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    for step in range(len(PHONE_REGIONS) * 2):
        region = PHONE_REGIONS[(turn + step) % len(PHONE_REGIONS)]
        try:
            e164 = tenth.phone_value(draws, region, "MOBILE")["e164"]
        except (SystemExit, AttributeError, KeyError):
            continue
        parsed = phonenumbers.parse(e164)
        values = {"e164": e164, "national": phonenumbers.format_number(parsed, fmt.NATIONAL),
                  "intl": phonenumbers.format_number(parsed, fmt.INTERNATIONAL)}
        if tenth.valid_in(values[key], region):
            return {**values, "region": region}
    raise SystemExit(f"no valid number from turn {turn}")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def card_groups(number: str) -> str:
    sizes = (4, 6, 5) if len(number) == 15 else (4, 6, 4) if len(number) == 14 else (4, 4, 4, 4)
    return thirteenth.regroup(number, sizes, (" ",))


def public_v4(draws: Draws, i: int) -> str:
    while True:
        block = V4_BLOCKS[(i + draws.rng.randrange(3)) % len(V4_BLOCKS)]
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(2, 250)}.{draws.rng.randrange(2, 250)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws, i: int) -> ipaddress.IPv6Address:
    while True:
        head = V6_PREFIXES[i % len(V6_PREFIXES)].split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8 - len(head))]
        if i % 2:
            at = draws.rng.randrange(1, len(groups) - 2)
            groups[at:at + 2] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


PW_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!%+-_=#@"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def password(draws: Draws, person: Person, i: int) -> str:
    """A password as people choose them: a word of theirs with digits and a sign, or drawn characters."""
    for _ in range(MAX_DRAWS):
        if i % 3 == 0:
            pw = draws.chars(PW_ALPHABET, 9 + i % 7)
        else:
            pw = person.ascii_last.capitalize() + draws.chars("0123456789", 2 + i % 3) + draws.rng.choice("!$#*")
        if re.search(r"\d", pw) and re.search(r"[A-Z]", pw) and '"' not in pw and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def login(draws: Draws, person: Person, i: int) -> str:
    for candidate in ((person.ascii_first, person.ascii_first + person.ascii_last[:1],
                       person.ascii_first[:1] + person.ascii_last, f"{person.ascii_first}{i}")[(i + k) % 4]
                      for k in range(4)):
        if len(candidate) >= 4 and draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def variants(nick: str) -> dict[str, str]:
    """The nick and its variants as people address them: `_` added (or dropped from a nick that has it), `2`,
    `-laptop` and `|away` after the nick without its trailing marks or digits."""
    bare = re.sub(r"[_\d|^`-]+$", "", nick) or nick
    return {"v": nick, "under": f"{bare}_" if bare + "_" != nick else bare, "two": f"{bare}2",
            "laptop": f"{bare}-laptop", "away": f"{bare}|away"}


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale,
                                                       "tier": form.tier, "hard": form.hard}}
    if kind == "email":
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first}{person.ascii_last[:1]}{i % 89 + 11}",
                 f"{person.ascii_first[:1]}.{person.ascii_last}")[i % 3]
        dom = EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)]
        if not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{i}"
        return {**base, "v": f"{local}@{dom}", "munged": f"{local} at {dom.replace('.', ' dot ')}", "extra": (local,)}
    if kind == "phone":
        values = phone_value(draws, i, re.search(r"\{(\w+)\}", form.line)[1])
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "type": "MOBILE", "e164": values["e164"]}}
    if kind == "ipv4":
        v = public_v4(draws, i)
        return {**base, "v": v, "defanged": v.replace(".", "[.]")}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, i).compressed}
    if kind == "mac":
        v = mac_value(draws, i)
        return {**base, "v": v, "upper": v.upper(), "dash": v.replace(":", "-"), "dash_upper": v.replace(":", "-").upper()}
    if kind == "secret":
        return {**base, "pw": password(draws, person, i), "ghp": "ghp_" + draws.chars(ALNUM, 36),
                "glpat": "glpat-" + draws.chars(ALNUM + "-_", 20), "sk": "sk_live_" + draws.chars(ALNUM, 24)}
    if kind == "home_path":
        return {**base, "u": login(draws, person, i)}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:2]
        return {**base, **variants(nick), "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = card_groups(number)
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "split": grouped[:-2] + " " + grouped[-2:], "mm": f"{1 + (i * 5) % 12:02d}", "yy": f"{28 + i % 4}",
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = fifth.iban_value(draws, country)
    return {**base, "v": value, "spaced": " ".join(value[k:k + 4] for k in range(0, len(value), 4)),
            "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    row = thirteenth.plant_record(group, kind, form, values, host, rng, i)   # in-quotes: the host's end or a word
    if group == "planted":
        row = {**row, "tier": form.tier, "hard": form.hard}
    return row


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records, seen = [], set()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = kind_forms[i % len(kind_forms)], pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken:
                    said = variants(spoken)
                    if all(len(v) >= 3 and v.lower() not in host.text.lower() for v in said.values()):
                        values = {**values, **said, "record": {**values["record"], "names": [spoken],
                                                               "log_nick": True}}
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


PLATFORM_FORMS: dict[str, tuple[tuple[str, str, str], ...]] = {   # (form, tier, hard way)
    "discord": (("client-raw-mention", "plain", ""), ("client-nick-mention", "plain", ""),
                ("typed-at-handle-mid", "plain", ""), ("typed-at-display-thanks", "plain", ""),
                ("forward-client-mention", "plain", ""), ("line-end-typed-at-handle", "plain", ""),
                ("spanish-typed-at-handle", "harder", "language"), ("attachment-dmesg-file-of-handle", "harder", "paste")),
    "slack": (("client-user-mention", "plain", ""), ("client-labelled-mention", "plain", ""),
              ("typed-at-handle-question", "plain", ""), ("typed-real-name-start", "plain", ""),
              ("pretext-client-mention", "plain", ""), ("line-end-client-mention", "plain", ""),
              ("french-typed-at-handle", "harder", "language"), ("edit-lower-real-name", "harder", "typo")),
    "telegram": (("entity-mention-handle", "plain", ""), ("entity-mention-name", "plain", ""),
                 ("entity-text-mention", "plain", ""), ("entity-text-link-name", "plain", ""),
                 ("caption-mention-handle", "plain", ""), ("line-end-mention-handle", "plain", ""),
                 ("russian-mention-handle", "harder", "script"), ("via-bot-mention-handle", "harder", "paste")),
}


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "client-raw-mention": (f"⟦<@{uid}>⟧ can you look at my xorg log", (uid, handle), author, "sentence-start"),
        "client-nick-mention": (f"pinging ⟦<@!{uid}>⟧ since he wrote the bot", (uid, handle, person.full), nicknamed,
                                "sentence-middle"),
        "typed-at-handle-mid": (f"i think ⟦@{handle}⟧ had the same gpu", (handle,), author, "sentence-middle"),
        "typed-at-display-thanks": (f"thanks ⟦@{person.full}⟧", (person.full,), nicknamed, "sentence-end"),
        "forward-client-mention": (f"⟦<@{uid}>⟧ said to purge the driver first", (uid, handle),
                                   {**author, "place": "forward"}, "sentence-start"),
        "line-end-typed-at-handle": (f"ok ⟦@{handle}⟧\nthat fixed the boot loop\nthanks again", (handle,), author,
                                     "line-end"),
        "spanish-typed-at-handle": (f"gracias ⟦@{handle}⟧, ya arranca", (handle,), author, "before-punctuation"),
        "attachment-dmesg-file-of-handle": (f"dmesg_from_⟦{handle}⟧.txt", (handle,), {**author, "place": "attachment-name"},
                                   "sentence-middle"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "client-user-mention": (f"⟦<@{uid}>⟧ the deploy is stuck again", (uid, handle, person.full), user,
                                "sentence-start"),
        "client-labelled-mention": (f"handing the pager to ⟦<@{uid}|{handle}>⟧ tonight", (uid, handle), user,
                                    "sentence-middle"),
        "typed-at-handle-question": (f"did ⟦@{handle}⟧ rotate the keys?", (handle,), user, "before-punctuation"),
        "typed-real-name-start": (f"⟦{person.full}⟧ owns the staging db", (person.full,), user, "sentence-start"),
        "pretext-client-mention": (f"shared by ⟦<@{uid}>⟧", (uid, handle, person.full), {**user, "place": "pretext"},
                                   "sentence-end"),
        "line-end-client-mention": (f"cc ⟦<@{uid}>⟧\nthe cert expires friday\nrenewal ticket is open",
                                    (uid, handle, person.full), user, "line-end"),
        "french-typed-at-handle": (f"merci ⟦@{handle}⟧, c'est réparé", (handle,), user, "before-punctuation"),
        "edit-lower-real-name": (f"ask ⟦{person.full.lower()}⟧ about the vpn", (person.full,),
                                 {**user, "place": "edit"}, "sentence-middle"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "entity-mention-handle": (f"⟦@{handle}⟧ do you still have the iso", (handle,), {"entity": ["mention", 0]},
                                  "sentence-start"),
        "entity-mention-name": (f"thanks ⟦{person.first}⟧", (person.first,), {"entity": ["mention_name", number]},
                                "sentence-end"),
        "entity-text-mention": (f"ask ⟦{person.full}⟧ about the router", (person.full,),
                                {"entity": ["text_mention", number]}, "sentence-middle"),
        "entity-text-link-name": (f"the guide by ⟦{person.full}⟧ helped", (person.full, handle),
                                  {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "sentence-middle"),
        "caption-mention-handle": (f"screenshot from ⟦@{handle}⟧", (handle,), {"entity": ["mention", 0],
                                                                             "place": "caption"}, "sentence-end"),
        "line-end-mention-handle": (f"done ⟦@{handle}⟧\nreinstalled grub\nworks now", (handle,),
                                    {"entity": ["mention", 0]}, "line-end"),
        "russian-mention-handle": (f"спасибо ⟦@{handle}⟧, всё работает", (handle,), {"entity": ["mention", 0]},
                                   "before-punctuation"),
        "via-bot-mention-handle": (f"note for ⟦@{handle}⟧: backups at 3am", (handle,),
                                   {"entity": ["mention", 0], "place": "via_bot", "from": "notesbot"},
                                   "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 70), "slack": (slack_plant, SLACK_DOC, 90),
           "telegram": (telegram_plant, TELEGRAM_DOC, 110)}
WHOLE_PLACES = ninth.WHOLE_PLACES


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds = [], PLATFORM_FORMS[platform]
    for i in range(PER_KIND):
        form, tier, way = kinds[i % len(kinds)]
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
    a, b, c, d, e, f, g = (draws.person(1500 + k) for k in range(7))
    rows = {
        "discord-group-dm-name": ("discord", f"{a.first}, {b.first}", (a.first, b.first)),
        "slack-dm-of-user": ("slack", c.full, (c.full, "U0HELDDM3P")),
        "slack-channel-of-people": ("slack", f"{d.ascii_first}-{e.ascii_first}-handover", (d.ascii_first,
                                                                                         e.ascii_first)),
        "telegram-group-title": ("telegram", f"{f.last} family", (f"{f.last} family", f.last)),
        "export-path-home": ("discord", f"/home/{g.ascii_first}{g.ascii_last[:1]}/Downloads/discord-export/",
                             (f"{g.ascii_first}{g.ascii_last[:1]}",)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 5)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v13 (lower case): no value of v14 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI or card IIN of v14 is one an earlier set planted in."""
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


def check_proportions() -> None:
    """The proportions decided first: three quarters of each kind's and platform's forms plain, a quarter harder."""
    for kind, kind_forms in FORMS.items():
        tiers = Counter(f.tier for f in kind_forms)
        assert tiers["plain"] / len(kind_forms) == PLAIN_SHARE, kind
        assert all((f.tier == "harder") == (f.hard in HARD_WAYS) for f in kind_forms), kind
    for platform, kinds in PLATFORM_FORMS.items():
        assert Counter(t for _, t, _ in kinds)["plain"] / len(kinds) == PLAIN_SHARE, platform


def build() -> list[dict]:
    """Every record of the fourteenth held-out set (needs Faker, phonenumbers, stdnum and the shared data)."""
    check_proportions()
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12 and v13
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
