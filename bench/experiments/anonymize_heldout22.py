"""Builds bench/data/anonymize_heldout22.jsonl, the TWENTY-SECOND held-out set of the anonymiser (v22), measured by
`bench/anonymize_heldout.py --set v22`. Written on 2026-11-29 (13:18-13:31 UTC, helper heldout22) after v21 was spent,
while another helper wrote v23 apart (never read: not its worktree, not its branch); never tuned on; committed with
its jsonl before any measurement. Its author read only the brief, the harness (bench/anonymize_heldout.py), v21's
builder in full (this builder keeps its machinery: the drawing, placing and export code), v20's people and the
earlier sets' committed values (their regions, IBAN countries, providers, blocks, OUIs, IINs and issuers, counted to
pick the least used), tests/test_anonymize_heldout.py. Public sources were searched for about a minute (two searches,
for how people type Discord and Slack mentions by hand); every other form's `source` names a public document the
author knows that shows or defines the habit; no line or value was copied. It did NOT read the rule modules (disentangle/privacy/), the release validator or auditors,
disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests, docs/privacy.md
beyond its first section, nor anything of v23. The anonymiser was never run on a plant, nor `disentangle extract`,
nor the harness on this set.

v22 keeps v5-v21's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and is a
fifth, independent AUDITOR'S SAMPLE (v14, v16, v18 and v20 were the first four, by other authors): the sample a data
protection officer would draw of what a help channel or a team chat really holds.

- PROPORTIONS, decided before any value was written (`REGISTER`, each form tagged `plain` or `harder`): in a help
  channel most personal values are given plainly by their owner or a helper ("my mail is X", "ping X", "the box at X
  won't answer", a pasted token by mistake); the harder ways (a typo'd or obfuscated address, a pasted program output
  or config line, another language's carrier, a value in another script or encoding) are a minority, about a quarter
  to a third in the author's experience of IRC and Discord help rooms. So each kind has ten forms, seven plain and
  three harder; forms are taken in turn, so 35 of each kind's 48 plants are plain (73%) and 13 harder (27%).
- FRESH CARRIERS (`FORMS`): everyday phrases written by the author (not v1-v21's; the test compares), a helper's
  voice and an owner's voice, at every position (`POSITIONS`): start, middle, end, in brackets, in quotes, before
  punctuation, alone on a line of a multi-line message. Each form names its habit and a public document showing it.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every name written by hand by the author, none of v20's or v21's lists;
  seventeen naming cultures weighted as an international English-speaking Linux chat shows (`CULTURE_WEIGHTS`:
  English, Indian (Tamil, Telugu, Bengali, Malayali names), Latin American Spanish and Brazilian most; German,
  French, Indonesian, Chinese, Russian fewer; Ukrainian, Polish, Japanese, Persian, Korean, Thai, Ghanaian and
  Hungarian fewest); common names mostly, a few rarer; Russian and Polish surnames take the first name's gender;
  Russian, Ukrainian, Chinese, Japanese, Persian, Korean and Thai people written in their own script in display
  names and side channels and transliterated as they type themselves in an address or a login; family name first
  for Chinese, Japanese, Korean and Hungarian.
- VALUES FROM WHAT THE EARLIER SETS USED LEAST: phone regions planted three times or less before (`PHONE_REGIONS`),
  each number a valid mobile of its region in national, international or E.164 spelling; the twelve IBAN countries
  used least (`IBAN_COUNTRIES`); card IINs, IPv4 /16s, IPv6 prefixes, OUIs, e-mail providers and token issuers
  (Sentry `sntrys_`, Stripe webhook `whsec_`, Heroku `HRKU-`) none used (`check_ranges`); passwords by v22's own recipe (a
  word and a year with a sign, two words joined, a name and digits); seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): an OpenPGP long key id (`0x` and 16
  hex digits) as `gpg --keyid-format long` prints it, an SSH host key SHA256 fingerprint inside ssh's own warning
  line, a 32-48 character mixed-case token with no prefix, a MAC-derived link-local IPv6 address (`ipv6`).
- HOSTS: v12-v21's two pools (the quietest #ubuntu days and the shared irclogs days), none a line of v1-v21.
- EXPORTS: handles, display names and first names of people in the readers' places, typed the ways people type
  them (with a leading `@` typed by hand, addressed with a colon, thanked, in a list) and side channels.
- NEGATIVES in the plants' own phrases (versions, private, loopback, documentation addresses and MACs, example
  passwords, test cards, documented IBANs, example domains, UUIDs, dates, sizes, ports) and TECHNICAL lines of
  random-looking ids that identify no one (no key id nor fingerprint among them).

    python bench/experiments/anonymize_heldout22.py   # rewrites bench/data/anonymize_heldout22.jsonl
    (needs phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import ipaddress
import json
import random
import re
import sys
import urllib.parse
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer, placing
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record, IBAN structures
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Form, Draws, placing
from experiments import anonymize_heldout15 as fifteenth  # noqa: E402 -- ALNUM
from experiments import anonymize_heldout17 as seventeenth  # noqa: E402 -- eui64_link_local
from experiments import anonymize_heldout19 as nineteenth  # noqa: E402 -- grouped_card, at_for, mixed_token, login
from experiments import anonymize_heldout21 as twentyfirst  # noqa: E402 -- EARLIER_SETS

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout22.jsonl"
EARLIER_SETS = (*twentyfirst.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (20, 21)))
SEED = 22211
EXPORT_SEED = 22202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("LC", "VC", "NI", "CI", "TT", "PR", "BJ", "FO", "NE", "LV", "GE", "AM", "NP", "UY", "PE", "EC",
                 "PY", "SN", "TZ", "UG", "MY", "LK", "EE", "RS", "CR")          # planted three times or less before
IBAN_COUNTRIES = ("KW", "QA", "BY", "BH", "JO", "IQ", "AL", "ES", "CY", "GR", "LB", "TN")   # the twelve used least
CARD_RANGES = (("visa_pe_audit", "455788", 16), ("mastercard_mx_audit", "523946", 16), ("visa_id_audit", "461699", 16),
               ("amex_audit", "374622", 15), ("mastercard_pl_audit", "535470", 16), ("visa_ua_audit", "431274", 16),
               ("unionpay_audit", "622126", 16), ("mir_audit", "220220", 16), ("jcb_audit", "358947", 16),
               ("discover_audit", "601146", 16), ("maestro_audit", "676770", 16), ("visa_gh_audit", "462263", 16))
DOMAINS_OF = {"en": ("btconnect.com", "ntlworld.com"), "es": ("prodigy.net.mx", "etb.net.co", "speedy.com.ar"),
              "de": ("kabelmail.de", "ewetel.net"), "pt-br": ("r7.com", "zipmail.com.br"),
              "fr": ("numericable.fr", "aliceadsl.fr"), "in": ("airtelmail.in", "dataone.in"),
              "ru": ("ngs.ru", "e1.ru"), "uk": ("meta.ua", "bigmir.net"), "pl": ("go2.pl", "autograf.pl"),
              "id": ("yahoo.co.id", "indosat.net.id"), "zh": ("21cn.com", "aliyun.com"),
              "ja": ("plala.or.jp", "dion.ne.jp"), "fa": ("parsonline.net", "yahoo.ir"), "ko": ("korea.com", "paran.com"),
              "th": ("loxinfo.co.th", "ksc.co.th"), "gh": ("busyinternet.com", "vodafone.com.gh"),
              "hu": ("vipmail.hu", "gportal.hu")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("89.38", "109.236", "125.212", "150.107", "161.97", "181.215", "190.117", "201.141", "36.68", "49.206",
             "94.158", "213.230")
V6_PREFIXES = ("2404:6800", "2801:1b8", "2c0f:eb58", "2a03:2880", "2405:4800", "2a04:4e42", "2803:f800")
OUIS = ("3c:a9:f4", "00:24:d7", "5c:e0:c5", "48:51:b7", "38:d5:47", "d0:50:99")
TOKEN_ISSUERS = ("sntrys_", "whsec_", "HRKU-")

REGISTER = ("plain", "harder")
POSITIONS = nineteenth.POSITIONS

# public documents that show or define each habit (known to the author; none fetched, nothing copied)
MUNGING = "https://en.wikipedia.org/wiki/Address_munging (addresses written 'name at host dot tld' against harvesters)"
MAILTO = "https://www.rfc-editor.org/rfc/rfc6068 (an address percent-encoded inside a mailto: link)"
MAIL_SIG = "https://en.wikipedia.org/wiki/Signature_block (people give their own address in a line of their own)"
E123 = "https://www.itu.int/rec/T-REC-E.123 (numbers written in national and international notation)"
VCARD = "https://www.rfc-editor.org/rfc/rfc6350 (a pasted contact card: TEL;TYPE=cell:...)"
IP_ADDR = "https://man7.org/linux/man-pages/man8/ip-address.8.html (pasted `ip addr` output: inet X/24 ...)"
SSHD_LOG = "https://man.openbsd.org/sshd.8 (pasted auth log lines: 'Connection closed by X port 22')"
IPV6_URL = "https://www.rfc-editor.org/rfc/rfc3986 (an IPv6 address in brackets inside a URL)"
IP_LINK = "https://man7.org/linux/man-pages/man8/ip-link.8.html (pasted `ip link` output: link/ether X brd ...)"
GETMAC = "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/getmac (dashed MACs)"
WPA = "https://man7.org/linux/man-pages/man5/wpa_supplicant.conf.5.html (a pasted config with psk=\"...\")"
GPG_LONG = "https://www.gnupg.org/documentation/manuals/gnupg/GPG-Configuration-Options.html (--keyid-format long)"
SSH_WARN = "https://man.openbsd.org/ssh.1 (ssh's host key warning pasted into a chat, its fingerprint in it)"
SENTRY = "https://docs.sentry.io/account/auth-tokens/ (sntrys_ organization tokens pasted into configs)"
STRIPE = "https://docs.stripe.com/webhooks (whsec_ signing secrets)"
HEROKU = "https://devcenter.heroku.com/articles/authentication (HRKU- API tokens)"
PY_TRACE = "https://docs.python.org/3/tutorial/errors.html (a pasted traceback: File \"/home/...\", line N)"
HOME_DOC = "https://en.wikipedia.org/wiki/Home_directory (home paths in /home, /Users and C:\\Users)"
IRC_NICK = "https://modern.ircdocs.horse/ (nicks addressed with a colon; renamed nick|away, nick_ and nick2)"
CARD_DOC = "https://en.wikipedia.org/wiki/Payment_card_number (card numbers written in groups of four or unbroken)"
IBAN_DOC = "https://en.wikipedia.org/wiki/International_Bank_Account_Number (paper format in fours, electronic unbroken)"
DISCORD_DOC = "https://github.com/reactiflux/discord-irc/issues/30 (people type @username by hand in Discord text)"
SLACK_DOC = ("https://github.com/triptechtravel/slackbuzz-cli/releases/tag/v0.7.0 (people write @first-name, dotted "
             "handles and full display names)")
TELEGRAM_DOC = "https://core.telegram.org/api/mentions (mentions by name, text mentions of people without a username)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file), none of v20's or v21's. Each first name: "as written|as typed in
# an address|m or f"; each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "en": (False, ("Liam|Liam|m", "Chloe|Chloe|f", "Owen|Owen|m", "Megan|Megan|f", "Nathan|Nathan|m",
                   "Abigail|Abigail|f", "Declan|Declan|m", "Imogen|Imogen|f", "Callum|Callum|m", "Bethany|Bethany|f"),
           ("Fletcher|Fletcher", "Gallagher|Gallagher", "Whitmore|Whitmore", "Doyle|Doyle", "Harrington|Harrington",
            "Kerr|Kerr", "Lambert|Lambert", "Nolan|Nolan", "Ashworth|Ashworth", "Brennan|Brennan")),
    "es": (False, ("Santiago|Santiago|m", "Valeria|Valeria|f", "Emiliano|Emiliano|m", "Renata|Renata|f",
                   "Joaquín|Joaquin|m", "Mariana|Mariana|f", "Sebastián|Sebastian|m", "Daniela|Daniela|f",
                   "Gonzalo|Gonzalo|m"),
           ("Quispe|Quispe", "Mamani|Mamani", "Ramírez|Ramirez", "Cárdenas|Cardenas", "Villalobos|Villalobos",
            "Salazar|Salazar", "Restrepo|Restrepo", "Aguilar|Aguilar", "Figueroa|Figueroa", "Paredes|Paredes")),
    "de": (False, ("Moritz|Moritz|m", "Clara|Clara|f", "Niklas|Niklas|m", "Franziska|Franziska|f", "Benedikt|Benedikt|m",
                   "Greta|Greta|f", "Johannes|Johannes|m", "Svenja|Svenja|f"),
           ("Zimmermann|Zimmermann", "Hartmann|Hartmann", "Schulze|Schulze", "Fuchs|Fuchs", "Seidel|Seidel",
            "Engel|Engel", "Ziegler|Ziegler", "Böhm|Boehm")),
    "pt-br": (False, ("João|Joao|m", "Larissa|Larissa|f", "Gustavo|Gustavo|m", "Beatriz|Beatriz|f", "Rafael|Rafael|m",
                      "Juliana|Juliana|f", "Felipe|Felipe|m", "Tatiane|Tatiane|f"),
              ("Carvalho|Carvalho", "Ribeiro|Ribeiro", "Almeida|Almeida", "Barbosa|Barbosa", "Araújo|Araujo",
               "Cavalcanti|Cavalcanti", "Nogueira|Nogueira", "Teixeira|Teixeira")),
    "fr": (False, ("Antoine|Antoine|m", "Manon|Manon|f", "Guillaume|Guillaume|m", "Pauline|Pauline|f",
                   "Nicolas|Nicolas|m", "Aurélie|Aurelie|f", "Benoît|Benoit|m", "Sandrine|Sandrine|f"),
           ("Lefèvre|Lefevre", "Garnier|Garnier", "Rousseau|Rousseau", "Fontaine|Fontaine", "Chevalier|Chevalier",
            "Moulin|Moulin", "Girard|Girard", "Bonnet|Bonnet")),
    "in": (False, ("Senthil|Senthil|m", "Lakshmi|Lakshmi|f", "Venkatesh|Venkatesh|m", "Divya|Divya|f",
                   "Suresh|Suresh|m", "Meenakshi|Meenakshi|f", "Anirban|Anirban|m", "Priyanka|Priyanka|f",
                   "Arjunan|Arjunan|m", "Sreelakshmi|Sreelakshmi|f"),
           ("Subramanian|Subramanian", "Iyer|Iyer", "Reddy|Reddy", "Banerjee|Banerjee", "Chatterjee|Chatterjee",
            "Pillai|Pillai", "Naidu|Naidu", "Menon|Menon")),
    "ru": (False, ("Павел|Pavel|m", "Ольга|Olga|f", "Виктор|Viktor|m", "Татьяна|Tatiana|f", "Егор|Egor|m",
                   "Светлана|Svetlana|f"),
           ("Смирнов|Smirnov|Смирнова|Smirnova", "Волков|Volkov|Волкова|Volkova", "Морозов|Morozov|Морозова|Morozova",
            "Лебедев|Lebedev|Лебедева|Lebedeva", "Зайцев|Zaytsev|Зайцева|Zaytseva")),
    "uk": (False, ("Олександр|Oleksandr|m", "Оксана|Oksana|f", "Тарас|Taras|m", "Ірина|Iryna|f", "Богдан|Bohdan|m",
                   "Наталія|Nataliia|f"),
           ("Шевченко|Shevchenko", "Бондаренко|Bondarenko", "Коваленко|Kovalenko", "Ткаченко|Tkachenko",
            "Мельник|Melnyk")),
    "pl": (False, ("Kacper|Kacper|m", "Zofia|Zofia|f", "Michał|Michal|m", "Agnieszka|Agnieszka|f", "Dawid|Dawid|m",
                   "Magdalena|Magdalena|f"),
           ("Nowak|Nowak", "Wiśniewski|Wisniewski|Wiśniewska|Wisniewska", "Zieliński|Zielinski|Zielińska|Zielinska",
            "Kaczmarek|Kaczmarek", "Wójcik|Wojcik")),
    "id": (False, ("Budi|Budi|m", "Siti|Siti|f", "Agus|Agus|m", "Dewi|Dewi|f", "Rizky|Rizky|m", "Putri|Putri|f"),
           ("Santoso|Santoso", "Wijaya|Wijaya", "Saputra|Saputra", "Hidayat|Hidayat", "Kusuma|Kusuma",
            "Pratama|Pratama")),
    "zh": (True, ("雨桐|Yutong|f", "浩然|Haoran|m", "欣怡|Xinyi|f", "宇航|Yuhang|m", "思雨|Siyu|f", "博文|Bowen|m"),
           ("王|Wang", "张|Zhang", "刘|Liu", "陈|Chen", "杨|Yang", "黄|Huang")),
    "ja": (True, ("大輝|Daiki|m", "美咲|Misaki|f", "拓海|Takumi|m", "結衣|Yui|f", "健太|Kenta|m", "陽菜|Hina|f"),
           ("佐藤|Sato", "鈴木|Suzuki", "高橋|Takahashi", "田中|Tanaka", "渡辺|Watanabe")),
    "fa": (False, ("رضا|Reza|m", "زهرا|Zahra|f", "مهدی|Mehdi|m", "سارا|Sara|f", "امیر|Amir|m", "نگار|Negar|f"),
           ("حسینی|Hosseini", "رضایی|Rezaei", "احمدی|Ahmadi", "کریمی|Karimi", "موسوی|Mousavi")),
    "ko": (True, ("도윤|Doyun|m", "하은|Haeun|f", "준서|Junseo|m", "예린|Yerin|f", "시우|Siwoo|m"),
           ("윤|Yoon", "한|Han", "오|Oh", "신|Shin", "임|Lim")),
    "th": (False, ("สมชาย|Somchai|m", "สุดา|Suda|f", "ณัฐพล|Nattapon|m", "พิมพ์|Pim|f", "อนุชา|Anucha|m"),
           ("ศรีสุข|Srisuk", "วงศ์ใหญ่|Wongyai", "แก้วมณี|Kaewmanee", "บุญมา|Boonma")),
    "gh": (False, ("Kwame|Kwame|m", "Ama|Ama|f", "Kofi|Kofi|m", "Akosua|Akosua|f", "Yaw|Yaw|m", "Efua|Efua|f"),
           ("Mensah|Mensah", "Boateng|Boateng", "Owusu|Owusu", "Asante|Asante", "Appiah|Appiah")),
    "hu": (True, ("Bence|Bence|m", "Réka|Reka|f", "Gergő|Gergo|m", "Zsófia|Zsofia|f", "Levente|Levente|m"),
           ("Nagy|Nagy", "Kovács|Kovacs", "Tóth|Toth", "Szabó|Szabo", "Horváth|Horvath")),
}
CULTURE_WEIGHTS = {"en": 12, "in": 8, "es": 8, "pt-br": 7, "de": 6, "fr": 5, "id": 4, "zh": 4, "ru": 4, "uk": 3,
                   "pl": 3, "ja": 3, "fa": 2, "ko": 2, "th": 2, "gh": 2, "hu": 2}
assert set(CULTURE_WEIGHTS) == set(CULTURES) == set(DOMAINS_OF)
SCRIPTED = ("ru", "uk", "zh", "ja", "fa", "ko", "th")


def handmade_person(rng: random.Random) -> Person:
    """One person put together from the hand-written lists: a culture by weight, a first name, a surname of the first
    name's gender, the full name in the culture's order and script."""
    culture = rng.choices(list(CULTURE_WEIGHTS), weights=list(CULTURE_WEIGHTS.values()))[0]
    family_first, firsts, lasts = CULTURES[culture]
    native_first, ascii_first, gender = rng.choice(firsts).split("|")
    parts = rng.choice(lasts).split("|")
    native_last, ascii_last = (parts[2], parts[3]) if len(parts) == 4 and gender == "f" else (parts[0], parts[1])
    if family_first:
        full = f"{native_last}{native_first}" if culture in ("zh", "ko", "ja") else f"{native_last} {native_first}"
    else:
        full = f"{native_first} {native_last}"
    return Person(full, native_first, native_last, ascii_first, ascii_last, culture)


# --------------------------------------------------------------------------------------- the forms
# (name, line, position, habit): the habit starts with its register, "plain: " or "harder (<way>): ".
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(MAIL_SIG, ("email-audit-reach-me", "you can reach me at ⟦{v}⟧ if the forum eats my post", "sentence-middle",
                          "plain: the owner gives their own address"),
               ("email-audit-send-logs", "send the logs to ⟦{v}⟧, I'll look tonight", "before-punctuation",
                "plain: a helper asks for logs by mail, before a comma"),
               ("email-audit-cc-me", "cc me please: ⟦{v}⟧", "sentence-end", "plain: last, after a colon"),
               ("email-audit-signup-used", "⟦{v}⟧ is what I signed up with on launchpad", "sentence-start",
                "plain: first, the owner's sign-up address"),
               ("email-audit-brackets-contact", "the maintainer (⟦{v}⟧) answered within a day", "in-brackets",
                "plain: in brackets after who it is"),
               ("email-audit-quoted-from", "the bounce says \"⟦{v}⟧\" does not exist", "in-quotes",
                "plain: in quotes, read off a bounce"),
               ("email-audit-own-line", "mine is\n⟦{v}⟧\nthanks in advance", "own-line",
                "plain: alone on a line of a multi-line message")),
        *forms(MUNGING, ("email-audit-munged-brackets", "write to ⟦{munged}⟧ if you want the iso", "sentence-middle",
                         "harder (obfuscation): 'name [at] host [dot] tld' against harvesters")),
        *forms(MAILTO, ("email-audit-percent-link", "click mailto:⟦{pct}⟧ on the page", "sentence-middle",
                        "harder (encoding): the @ percent-encoded in a mailto link")),
        *forms(MAIL_SIG, ("email-audit-spanish", "mi correo es ⟦{v}⟧ por si acaso", "sentence-middle",
                          "harder (another language): a Spanish carrier"))),
    "phone": (
        *forms(E123, ("phone-audit-call-me-after", "call me after six on ⟦{intl}⟧", "sentence-end",
                      "plain: the owner's mobile, international, last"),
               ("phone-audit-whatsapp-first", "⟦{intl}⟧ is on whatsapp too", "sentence-start",
                "plain: international, first"),
               ("phone-audit-text-me", "text me at ⟦{national}⟧ when you're outside", "sentence-middle",
                "plain: national, middle"),
               ("phone-audit-brackets-office", "the shop owner (⟦{national}⟧) says it's the psu", "in-brackets",
                "plain: national in brackets"),
               ("phone-audit-quoted-card", "the card on the counter says \"⟦{intl}⟧\"", "in-quotes",
                "plain: international, in quotes"),
               ("phone-audit-comma-ring", "⟦{e164}⟧, ring twice", "before-punctuation",
                "plain: E.164, first, before a comma"),
               ("phone-audit-own-line", "my mobile:\n⟦{intl}⟧\nany time before ten", "own-line",
                "plain: international on its own line")),
        *forms(VCARD, ("phone-audit-vcard-tel", "TEL;TYPE=CELL,VOICE:⟦{e164}⟧", "sentence-middle",
                       "harder (pasted config): a contact card line")),
        *forms(E123, ("phone-audit-portuguese", "meu celular é ⟦{national}⟧, me chama lá", "before-punctuation",
                      "harder (another language): a Portuguese carrier"),
               ("phone-audit-typo-space", "my numbr is ⟦{intl}⟧ sorry for the typos", "sentence-middle",
                "harder (typo): a misspelt carrier around the number"))),
    "ipv4": (
        *forms(SSHD_LOG, ("v4-audit-my-public", "my public one is ⟦{v}⟧ if you want to test from outside",
                          "sentence-middle", "plain: the owner's public address"),
               ("v4-audit-vps-first", "⟦{v}⟧ is my vps, it stopped answering", "sentence-start",
                "plain: first, the owner's server"),
               ("v4-audit-ssh-into", "I can ssh into ⟦{v}⟧ but not the other one", "sentence-middle",
                "plain: middle, after a verb"),
               ("v4-audit-brackets-home", "my home box (⟦{v}⟧) has port 22 open", "in-brackets",
                "plain: in brackets"),
               ("v4-audit-quoted-banned", "fail2ban keeps banning \"⟦{v}⟧\" and that's me", "in-quotes",
                "plain: in quotes"),
               ("v4-audit-question", "can anyone reach ⟦{v}⟧?", "before-punctuation",
                "plain: before a question mark"),
               ("v4-audit-own-line", "from here:\n⟦{v}⟧\nworks, from work it doesn't", "own-line",
                "plain: alone on its own line")),
        *forms(IP_ADDR, ("v4-audit-inet-paste", "inet ⟦{v}⟧/22 brd 255.255.255.255 scope global eth0",
                         "sentence-middle", "harder (program output): a pasted `ip addr` line")),
        *forms(SSHD_LOG, ("v4-audit-sshd-paste", "Connection closed by authenticating user root ⟦{v}⟧ port 22",
                          "sentence-middle", "harder (program output): a pasted auth.log line"),
               ("v4-audit-russian", "мой внешний адрес ⟦{v}⟧, проверьте пожалуйста", "before-punctuation",
                "harder (another script): a Russian carrier in Cyrillic"))),
    "ipv6": (
        *forms(IP_ADDR, ("v6-audit-mine-is", "mine is ⟦{v}⟧ and it changes every week", "sentence-middle",
                         "plain: the owner's address"),
               ("v6-audit-first-pings", "⟦{v}⟧ pings fine from my phone", "sentence-start", "plain: first"),
               ("v6-audit-eui-only", "the pi only has ⟦{eui}⟧ on wlan0", "sentence-middle",
                "plain: a link-local address made from its MAC (ff:fe in its middle)"),
               ("v6-audit-brackets-isp", "the isp gave me (⟦{v}⟧) a new prefix", "in-brackets",
                "plain: in brackets"),
               ("v6-audit-quoted-log", "the log shows \"⟦{v}⟧\" for every login", "in-quotes", "plain: in quotes"),
               ("v6-audit-end-test", "try connecting to ⟦{v}⟧", "sentence-end", "plain: last"),
               ("v6-audit-own-line", "the router shows:\n⟦{eui}⟧\nand nothing global", "own-line",
                "plain: a MAC-derived link-local address on its own line")),
        *forms(IP_ADDR, ("v6-audit-inet6-paste", "    inet6 ⟦{v}⟧/128 scope global dynamic noprefixroute", "sentence-middle",
                         "harder (program output): a pasted `ip -6 addr` line"),
               ("v6-audit-inet6-link", "    inet6 ⟦{eui}⟧/64 scope link noprefixroute", "sentence-middle",
                "harder (program output): a MAC-derived link-local address in a pasted line")),
        *forms(IPV6_URL, ("v6-audit-url-brackets", "open http://[⟦{v}⟧]:8096/ in the browser", "sentence-middle",
                          "harder (encoding): the address in a URL's brackets"))),
    "mac": (
        *forms(IP_LINK, ("mac-audit-my-laptop", "my laptop's wifi is ⟦{v}⟧ if you need it for the whitelist",
                         "sentence-middle", "plain: the owner's adapter"),
               ("mac-audit-first-reserved", "⟦{v}⟧ should get the reserved lease", "sentence-start", "plain: first"),
               ("mac-audit-upper-whitelist", "add ⟦{upper}⟧ to the filter please", "sentence-middle",
                "plain: upper case, middle"),
               ("mac-audit-brackets-card", "the new card (⟦{v}⟧) is not detected", "in-brackets", "plain: in brackets"),
               ("mac-audit-quoted-sticker", "the label on the box says \"⟦{upper}⟧\"", "in-quotes",
                "plain: upper case, in quotes"),
               ("mac-audit-end-clone", "I cloned it to ⟦{v}⟧", "sentence-end", "plain: last"),
               ("mac-audit-own-line", "the dock's:\n⟦{v}⟧\nthe laptop's is different", "own-line",
                "plain: on its own line")),
        *forms(IP_LINK, ("mac-audit-link-ether", "link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff promiscuity 0 minmtu 68", "sentence-middle",
                         "harder (program output): a pasted `ip link` line")),
        *forms(GETMAC, ("mac-audit-physical-dashed", "Adresse physique . . . . . . . . . . . : ⟦{dashed}⟧", "sentence-end",
                        "harder (program output): pasted French Windows ipconfig /all, dashed"),
               ("mac-audit-french", "l'adresse de ma carte c'est ⟦{flat}⟧ sans les deux-points", "sentence-middle",
                "harder (another language): a French carrier, twelve digits unbroken"))),
    "secret": (
        *forms(WPA, ("secret-audit-my-password", "my password really is ⟦{pw}⟧ and it still says wrong", "sentence-middle",
                     "plain: the owner types their password to show it is right"),
               ("secret-audit-first-oops", "⟦{pw}⟧ oops wrong window", "sentence-start",
                "plain: a password typed into the chat by mistake")),
        *forms(SENTRY, ("secret-audit-sentry", "here's the key: ⟦{sentry}⟧", "sentence-end",
                        "plain: a pasted Sentry organization token")),
        *forms(STRIPE, ("secret-audit-stripe-whsec", "the handler checks ⟦{whsec}⟧ and rejects everything",
                        "sentence-middle", "plain: a pasted Stripe webhook signing secret")),
        *forms(HEROKU, ("secret-audit-heroku-brackets", "the ci one (⟦{heroku}⟧) expired", "in-brackets",
                        "plain: a Heroku API token in brackets")),
        *forms(GPG_LONG, ("secret-audit-gpg-long", "please sign ⟦{keyid}⟧ at the meetup", "sentence-middle",
                          "plain: an OpenPGP long key id, 0x and 16 hex digits (personal: a keyserver names its holder)")),
        *forms(WPA, ("secret-audit-token-quoted", "the bot token \"⟦{tok}⟧\" works in curl", "in-quotes",
                     "plain: a 32+ character mixed-case random token, in quotes")),
        *forms(WPA, ("secret-audit-psk-paste", "psk=\"⟦{pw}⟧\"", "in-quotes",
                     "harder (pasted config): a wpa_supplicant.conf line")),
        *forms(SSH_WARN, ("secret-audit-ssh-warning", "The fingerprint for the ED25519 key sent by the remote host is\n"
                          "⟦{sha256fp}⟧.", "own-line",
                          "harder (program output): ssh's host key warning with its SHA256 fingerprint (personal)")),
        *forms(WPA, ("secret-audit-url-creds", "git clone https://deploy:⟦{pwurl}⟧@git.example.org/app.git fails",
                     "sentence-middle", "harder (encoding): a password percent-encoded inside a URL's user part"))),
    "home_path": (
        *forms(HOME_DOC, ("home-audit-no-such-file", "it says no such file /home/⟦{u}⟧/.config/pulse/cookie",
                          "sentence-end", "plain: a home path at the end of an error message"),
               ("home-audit-first-perm", "/home/⟦{u}⟧/Downloads is owned by root now", "sentence-start",
                "plain: first"),
               ("home-audit-mac-users", "on the mac it's /Users/⟦{u}⟧/Library/Logs, same crash", "before-punctuation",
                "plain: a macOS home before a comma"),
               ("home-audit-brackets", "the script (in /home/⟦{u}⟧/bin) runs by hand", "in-brackets",
                "plain: in brackets"),
               ("home-audit-quoted", "tar complains \"/home/⟦{u}⟧/backup.tar: Cannot open\"", "in-quotes",
                "plain: in quotes off an error"),
               ("home-audit-tilde", "everything under ~⟦{u}⟧/projects vanished", "sentence-middle",
                "plain: ~user"),
               ("home-audit-own-line", "the log is at\n/home/⟦{u}⟧/.xsession-errors\nif that helps", "own-line",
                "plain: a path on its own line")),
        *forms(PY_TRACE, ("home-audit-traceback", "File \"/home/⟦{u}⟧/venv/lib/python3.12/site-packages/pip/main.py\", "
                          "line 8", "in-quotes", "harder (program output): a pasted Python traceback line")),
        *forms(HOME_DOC, ("home-audit-windows-spanish", "lo guardé en C:\\Users\\⟦{u}⟧\\Escritorio", "sentence-end",
                          "harder (another language): a Windows profile in a Spanish carrier"),
               ("home-audit-wsl", "wsl shows it as /mnt/c/Users/⟦{u}⟧/Documents", "sentence-end",
                "harder (encoding): a Windows profile seen through WSL"))),
    "nick": (
        *forms(IRC_NICK, ("nick-audit-addressed", "⟦{v}⟧: did the update fix it?", "sentence-start",
                          "plain: addressed with a colon"),
               ("nick-audit-thanked", "thanks ⟦{v}⟧, that did it", "before-punctuation", "plain: thanked"),
               ("nick-audit-mid-sentence", "I think ⟦{v}⟧ had the same card last week", "sentence-middle",
                "plain: mentioned in the middle of a sentence"),
               ("nick-audit-underscore", "⟦{v}_⟧ is probably your ghost connection", "sentence-start",
                "plain: the nick with a trailing underscore"),
               ("nick-audit-away", "ping ⟦{v}|away⟧ when he's back", "sentence-middle", "plain: the nick|away variant"),
               ("nick-audit-laptop-brackets", "(⟦{v}-laptop⟧ is me too)", "in-brackets",
                "plain: the nick-laptop variant in brackets"),
               ("nick-audit-two-end", "ask ⟦{v}2⟧", "sentence-end", "plain: the nick2 variant, last")),
        *forms(IRC_NICK, ("nick-audit-quit-paste", "-!- ⟦{v}⟧ has quit [Ping timeout: 252 seconds] that's when it broke",
                          "sentence-middle", "harder (program output): a pasted client line with the nick"),
               ("nick-audit-caps-typo", "\"⟦{up}⟧ told me to purge it\" sorry caps lock", "in-quotes",
                "harder (typo): the nick typed in capitals, in quotes"),
               ("nick-audit-spanish", "gracias ⟦{v}⟧ por la ayuda", "sentence-middle",
                "harder (another language): thanked in Spanish"))),
    "card": (
        *forms(CARD_DOC, ("card-audit-declined", "the card ⟦{grouped}⟧ keeps getting declined", "sentence-middle",
                          "plain: grouped, a card shared by mistake"),
               ("card-audit-first", "⟦{grouped}⟧ is the card saved in the shop", "sentence-start", "plain: grouped, first"),
               ("card-audit-flat-end", "it charged ⟦{num}⟧", "sentence-end", "plain: unbroken, last"),
               ("card-audit-brackets", "(⟦{grouped}⟧ oops, delete that)", "in-brackets", "plain: in brackets"),
               ("card-audit-quoted", "the receipt shows \"⟦{grouped}⟧\" in full", "in-quotes", "plain: in quotes"),
               ("card-audit-question", "why does it refuse ⟦{num}⟧?", "before-punctuation",
                "plain: unbroken before a question mark"),
               ("card-audit-own-line", "the number:\n⟦{grouped}⟧\nexpires 2028", "own-line",
                "plain: grouped on its own line")),
        *forms(CARD_DOC, ("card-audit-dashed-form", "card_number=⟦{dashed}⟧&cvv=", "sentence-middle",
                          "harder (pasted config): a dashed number in a pasted form body"),
               ("card-audit-portuguese", "o número do cartão é ⟦{num}⟧", "sentence-end",
                "harder (another language): a Portuguese carrier"),
               ("card-audit-typo", "carrd nummber ⟦{grouped}⟧ sorry", "sentence-middle",
                "harder (typo): a misspelt carrier"))),
    "iban": (
        *forms(IBAN_DOC, ("iban-audit-send-to", "send it to ⟦{spaced}⟧ and put your nick in the note",
                          "sentence-middle", "plain: paper format, middle"),
               ("iban-audit-first", "⟦{spaced}⟧ is the hackerspace account", "sentence-start", "plain: paper format, first"),
               ("iban-audit-mine-end", "mine is ⟦{v}⟧", "sentence-end", "plain: electronic format, last"),
               ("iban-audit-brackets", "the donation (⟦{spaced}⟧) went through", "in-brackets", "plain: in brackets"),
               ("iban-audit-quoted", "the transfer form wants \"⟦{v}⟧\" with no spaces at all", "in-quotes", "plain: in quotes"),
               ("iban-audit-comma", "⟦{v}⟧, reference 'server'", "before-punctuation",
                "plain: electronic format before a comma"),
               ("iban-audit-own-line", "for the hosting:\n⟦{spaced}⟧\nthanks all", "own-line",
                "plain: on its own line")),
        *forms(IBAN_DOC, ("iban-audit-lower", "copy ⟦{lower}⟧ into the app", "sentence-middle",
                          "harder (encoding): lower case, as typed on a phone"),
               ("iban-audit-spanish", "mi cuenta es ⟦{spaced}⟧ gracias", "sentence-middle",
                "harder (another language): a Spanish carrier"),
               ("iban-audit-sms-paste", "Transfer to IBAN ⟦{v}⟧ completed", "sentence-middle",
                "harder (program output): a pasted bank notification"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("gparted", "shotwell", "brasero", "pavucontrol", "gedit")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-audit-version-mine", "mine is ⟦5.15.0.91⟧ and it changes every week",
                                         "", ""),
           ("neg-audit-version-first", "⟦3.10.12⟧ is my vps, it stopped answering", "", ""),
           ("neg-audit-version-end", "I cloned it to ⟦22.04.4⟧", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-audit-private-box", "my home box (⟦192.168.0.14⟧) has port 22 open",
                                            "", ""),
           ("neg-audit-private-ssh", "I can ssh into ⟦10.0.2.15⟧ but not the other one", "", ""),
           ("neg-audit-private-question", "can anyone reach ⟦172.20.0.3⟧?", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-audit-loopback", "fail2ban keeps banning \"⟦127.0.1.1⟧\" and that's me", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-audit-doc-v4", "my public one is ⟦203.0.113.58⟧ if you want to "
                                                  "test from outside", "", ""),
           ("neg-audit-doc-v4-own-line", "from here:\n⟦192.0.2.201⟧\nworks, from work it doesn't", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-audit-doc-v6", "⟦2001:db8:ab::9⟧ pings fine from my phone",
                                                        "", ""),
           ("neg-audit-doc-v6-end", "try connecting to ⟦2001:db8::beef⟧", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-audit-ula", "the isp gave me (⟦fd00:1:2::7⟧) a new prefix", "", "")),
    *forms("RFC 4291 (loopback)", ("neg-audit-v6-loopback", "the log shows \"⟦::1⟧\" for every login", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-audit-doc-mac", "⟦00:00:5e:00:53:12⟧ should get the reserved "
                                                      "lease", "", ""),
           ("neg-audit-doc-mac-upper", "add ⟦00-00-5E-00-53-9C⟧ to the filter please", "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg-audit-broadcast-mac", "I cloned it to "
                                                         "⟦ff:ff:ff:ff:ff:ff⟧", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-audit-common-pw", "my password really is ⟦123456⟧ and it still says wrong", "", ""),
        ("neg-audit-common-letmein", "⟦letmein⟧ oops wrong window", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", (
        "neg-audit-test-visa", "the card ⟦4242 4242 4242 4242⟧ keeps getting declined", "", ""),
        ("neg-audit-test-discover", "it charged ⟦6011111111111117⟧", "", ""),
        ("neg-audit-test-visa-first", "⟦4000 0566 5566 5556⟧ is the card saved in the shop", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-audit-example-gb-iban", "send it to ⟦GB29 NWBK 6016 1331 9268 19⟧ and put your nick in the note", "", ""),
        ("neg-audit-example-fr-iban", "mine is ⟦FR1420041010050500013M02606⟧", "", "")),
    *forms("RFC 2606 (reserved example domains)", (
        "neg-audit-example-mail", "you can reach me at ⟦user@example.org⟧ if the forum eats my post", "", ""),
        ("neg-audit-example-mail-cc", "cc me please: ⟦admin@example.com⟧", "", ""),
        ("neg-audit-example-mail-bounce", "the bounce says \"⟦nobody@example.net⟧\" does not exist", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-audit-uuid", "the bot token \"⟦3f2b8c1e-9d4a-4e7b-b1c2-5a6d7e8f9a0b⟧\" works in curl", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-audit-date", "call me after six on ⟦2026-12-11⟧", "", ""),
           ("neg-audit-time", "⟦18:45⟧, ring twice", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-audit-size", "the card on the counter says \"⟦512 MiB⟧\"", "", ""),
           ("neg-audit-size-end", "ask ⟦64GB⟧", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-audit-port", "text me at ⟦:8443⟧ when you're outside", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-audit-pid", "the shop owner (⟦pid 4412⟧) says it's the psu", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-audit-lp-bug", "I think ⟦bug 1987654⟧ had the same card last week", "", ""),
           ("neg-audit-lp-bug-away", "ping ⟦LP: #2045512⟧ when he's back", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-audit-epoch", "⟦1798761600⟧ is on whatsapp too", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-audit-resolution", "the new card (⟦1920x1200⟧) is not detected", "", "")),
    *forms("https://www.kernel.org/doc/html/latest/admin-guide/devices.html (device numbers)", (
        "neg-audit-devnum", "the donation (⟦8:17⟧) went through", "", "")),
    *forms("Ubuntu package names", ("word-nick-audit", "⟦gparted⟧: did the update fix it?", "", ""),
           ("word-nick-audit", "thanks ⟦shotwell⟧, that did it", "", ""),
           ("word-nick-audit", "I think ⟦brasero⟧ had the same card last week", "", ""),
           ("word-nick-audit", "ping ⟦pavucontrol⟧ when he's back", "", ""),
           ("word-nick-audit", "ask ⟦gedit⟧", "", "")),
)

# technical text with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("tech-audit-apt-hash", "https://wiki.debian.org/SecureApt (Release file hashes)",
     "Hash Sum mismatch, got {hex:64} instead"),
    ("tech-audit-machine-id", "https://www.freedesktop.org/software/systemd/man/machine-id.html (machine ids, not a person)",
     "the clone has the same /etc/machine-id {hex:32} as the template"),
    ("tech-audit-docker-container", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "container {hex:12} exited with 137"),
    ("tech-audit-partuuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (partition uuids)",
     "root=PARTUUID={uuid} in the grub line"),
    ("tech-audit-sha1-commit", "https://git-scm.com/docs/git-bisect", "bisect says {hex:40} is the first bad commit"),
    ("tech-audit-ppa-sig", "https://help.launchpad.net/Packaging/PPA (build ids)",
     "the ppa build {dec:8} failed on arm64"),
    ("tech-audit-sha512-iso", "https://ubuntu.com/tutorials/how-to-verify-ubuntu (iso checksums)",
     "SHA256SUMS lists {hex:64} for the desktop iso"),
    ("tech-audit-kernel-taint", "https://docs.kernel.org/admin-guide/tainted-kernels.html",
     "Tainted: G OE 6.8.0-{dec:2}-generic #{dec:2}-Ubuntu"),
    ("tech-audit-snap-id", "https://snapcraft.io/docs/snap-revisions (snap revisions)",
     "refreshed to revision {dec:4} and it broke"),
    ("tech-audit-trace-id", "https://www.w3.org/TR/trace-context/ (trace ids)", "trace {hex:32} shows the slow call"),
    ("tech-audit-inode", "https://man7.org/linux/man-pages/man1/stat.1.html (inode numbers)",
     "stat shows inode {dec:7} for both"),
    ("tech-audit-luks-uuid", "https://man7.org/linux/man-pages/man8/cryptsetup.8.html (LUKS uuids)",
     "cryptsetup luksUUID prints {uuid}"),
    ("tech-audit-npm-integrity", "https://docs.npmjs.com/cli/v10/configuring-npm/package-lock-json (integrity hashes)",
     "integrity sha512-{b64:86}== mismatch"),
)

# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v22's seed and people put together from the hand-written lists."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.earlier = random.Random(SEED), earlier
        self.person_rng = random.Random(SEED + 1)

    def person(self, i: int) -> Person:
        if i not in self.people:
            for _ in range(MAX_DRAWS):
                person = handmade_person(self.person_rng)
                if person.full.lower() not in self.earlier and self.fresh(person.full) and \
                        self.fresh(f"{person.ascii_first}.{person.ascii_last}"):
                    self.people[i] = person
                    break
            else:
                raise SystemExit(f"no fresh person for {i}")
        return self.people[i]

    def token(self, pattern: str) -> str:
        pattern = re.sub(r"\{dec:(\d+)\}", lambda m: self.chars("123456789", 1) + self.chars("0123456789",
                                                                                              int(m.group(1)) - 1), pattern)
        return super().token(pattern)


def drawn_mobile(draws: Draws, region: str):
    """A valid mobile number of `region` that does not read as its example: only the shortest head of the example
    number that still gives valid mobiles is kept (the operator's prefix), every digit after it drawn."""
    import phonenumbers
    mobile = (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    example = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    if example is None:
        return None
    nsn = phonenumbers.national_significant_number(example)
    for keep in range(2, len(nsn) - 3):
        for _ in range(60):
            candidate = nsn[:keep] + draws.chars("0123456789", len(nsn) - keep)
            parsed = phonenumbers.parse(f"+{example.country_code}{candidate}")
            if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region \
                    and phonenumbers.number_type(parsed) in mobile and candidate[keep:keep + 4] != nsn[keep:keep + 4] \
                    and draws.fresh(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)):
                return parsed
    return None


def phone_value(draws: Draws, turn: int) -> dict[str, str]:
    """A valid mobile number of the turn's region in its national, international and E.164 spellings, each valid
    for the region as written (the turn passed on when the national spelling is not, or is one unbroken run)."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    for step in range(len(PHONE_REGIONS)):
        region = PHONE_REGIONS[(turn + step) % len(PHONE_REGIONS)]
        parsed = drawn_mobile(draws, region)
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
        if i % 4 == 1:
            groups[-3:-1] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


BANK_CODES = {"KW": ("NBOK", "GULB", "CBKU", "KFHO"), "QA": ("QNBA", "DOHB", "CBQA"), "BH": ("NBOB", "BBKU"),
              "JO": ("ARAB", "HBHO", "CAAB"), "IQ": ("RAFB", "NBIQ")}   # the banks' own letter codes


def iban_value(draws: Draws, country: str) -> str:
    """An IBAN of `country` by its structure (ISO 13616 registry), digits in its account fields, the bank a real
    code of the country's where it is letters."""
    from stdnum import iban
    structure = third._structure(country)
    fields_ = re.findall(r"(\d+)!([nac])", structure)
    for _ in range(MAX_DRAWS):
        parts = [draws.chars("0123456789" if kind != "a" else "ABCDEFGHIJKLMNOPQRSTUVWXYZ", int(n)) for n, kind in fields_]
        if BANK_CODES.get(country):
            parts[0] = draws.rng.choice(BANK_CODES[country])
        account = "".join(parts)
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


ALNUM = fifteenth.ALNUM
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
WORDS = ("cricket", "mango", "ubuntu", "guitar", "coffee", "rainbow", "dragon", "sunset", "falcon", "kettle")  # v22's
YEARS = ("1994", "2001", "2009", "2015", "2019", "2023")
SIGNS = "!#$%&*+?@_."


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-16 characters, three classes or more), made three ways people make them: a
    word and a year with a sign, two words joined with a capital each and a digit, a person's name and digits."""
    for _ in range(MAX_DRAWS):
        style = i % 3
        if style == 0:
            pw = draws.rng.choice(WORDS).capitalize() + draws.rng.choice(YEARS) + draws.rng.choice(SIGNS)
        elif style == 1:
            a, b = draws.rng.sample(WORDS, 2)
            pw = a.capitalize() + b.capitalize() + draws.chars("0123456789", 1)
        else:
            pw = draws.person(5000 + i).ascii_first.lower() + draws.rng.choice(SIGNS) + draws.chars("0123456789", 3)
            pw = pw[0].upper() + pw[1:]
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 16 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def long_key_id(draws: Draws) -> str:
    """An OpenPGP long key id as `gpg --keyid-format 0xlong` prints it: 0x and sixteen upper-case hex digits."""
    return "0x" + draws.chars("0123456789ABCDEF", 16)


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        a_first, a_last = person.ascii_first.lower(), person.ascii_last.lower()
        local = (f"{a_first}.{a_last}", f"{a_first[:1]}{a_last}", f"{a_first}_{a_last[:1]}{i % 80 + 11}",
                 f"{a_last}{a_first[:1]}")[i % 4]
        doms = DOMAINS_OF[person.locale]
        dom = doms[i % len(doms)]
        while not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{draws.rng.randrange(2, 99)}"
        tld_cut = dom.split(".")
        return {**base, "v": f"{local}@{dom}", "extra": (local,) if len(local) >= 6 else (),
                "munged": f"{local} [at] " + " [dot] ".join(tld_cut), "pct": f"{local}%40{dom}"}
    if kind == "phone":
        values = phone_value(draws, i)
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "type": "MOBILE", "e164": values["e164"]}}
    if kind == "ipv4":
        return {**base, "v": public_v4(draws, i)}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, i), "eui": seventeenth.eui64_link_local(mac_value(draws, i + 7))}
    if kind == "mac":
        v = mac_value(draws, i)
        flat = v.replace(":", "")
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-"), "flat": flat,
                "cisco": f"{flat[:4]}.{flat[4:8]}.{flat[8:]}"}
    if kind == "secret":
        pw = password(draws, i)
        return {**base, "pw": pw, "pwurl": urllib.parse.quote(pw, safe=""), "tok": nineteenth.mixed_token(draws, 32 + i % 17),
                "keyid": long_key_id(draws), "sha256fp": "SHA256:" + draws.chars(ALNUM + "+/", 43),
                "sentry": "sntrys_" + draws.chars(ALNUM, 64) + "_" + draws.chars(ALNUM, 43),
                "whsec": "whsec_" + draws.chars(ALNUM, 32), "heroku": "HRKU-AA" + draws.chars(ALNUM + "-_", 58)}
    if kind == "home_path":
        return {**base, "u": nineteenth.login(draws, Person(person.full, person.first, person.last,
                                                            person.ascii_first.lower(), person.ascii_last.lower(),
                                                            person.locale), i)}
    if kind == "nick":
        nick = (person.ascii_first[:5] + person.ascii_last[:2]).lower()
        while not draws.fresh(nick):
            nick = f"{nick}{draws.rng.randrange(2, 9)}"
        return {**base, "v": nick, "up": nick.upper(), "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = nineteenth.grouped_card(number)
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "lower": value.lower(), "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

at_for = nineteenth.at_for


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    return thirteenth.plant_record(group, kind, form, values, host, rng, i)


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records, seen = [], set()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = kind_forms[i % len(kind_forms)], pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick" and i % 2 == 0:
                spoken = nicks.take(host, rng)
                if spoken and len(spoken) >= 3 and spoken.lower() not in host.text.lower() \
                        and re.fullmatch(r"[A-Za-z][\w|^`-]*", spoken) and not spoken.endswith(("-", "|", "s")) \
                        and spoken.lower() not in seen:
                    values = {**values, "v": spoken, "up": spoken.upper(), "record": {"habit": form.habit, "names": [spoken],
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
    """A handle people make from their own name, typed in ASCII: the first name's initial and the surname, lower case
    (a separator between when given)."""
    return f"{person.ascii_first[:1].lower()}{sep}{person.ascii_last.lower()}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "audit-typed-at-handle": (f"@⟦{handle}⟧ your bot is spamming #general again", (handle,), author,
                                  "sentence-start"),
        "audit-display-name-thanked": (f"thanks ⟦{person.full}⟧, the role fix worked", (person.full,), nicknamed,
                                       "before-punctuation"),
        "audit-first-name-addressed": (f"⟦{person.first}⟧: can you pin the faq?", (person.first,), nicknamed,
                                       "sentence-start"),
        "audit-handle-brackets": (f"the mod on duty (⟦{handle}⟧) is asleep", (handle,), author, "in-brackets"),
        "audit-own-line-display-name": (f"tonight's raid:\n⟦{person.full}⟧\nand whoever shows up", (person.full,),
                                        nicknamed, "own-line"),
        "forward-handle-quoted": (f"\"⟦{handle}⟧ knows the password\" is what the forward says", (handle,),
                                  {**author, "place": "forward"}, "in-quotes"),
        "audit-handle-middle": (f"I asked ⟦{handle}⟧ about the crash logs yesterday", (handle,), author,
                                "sentence-middle"),
        "audit-first-name-end": (f"the server was set up by ⟦{person.first}⟧", (person.first,), nicknamed,
                                 "sentence-end"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "audit-real-name-owns": (f"⟦{person.full}⟧ owns the billing alerts now", (person.full,), user,
                                 "sentence-start"),
        "audit-typed-at-handle": (f"cc @⟦{handle}⟧ for the release notes", (handle,), user, "sentence-middle"),
        "audit-first-name-quoted": (f"the on-call sheet says \"⟦{person.first}⟧\" for friday", (person.first,), user,
                                    "in-quotes"),
        "audit-handle-brackets": (f"the contract (⟦{handle}⟧ signed it) is in drive", (handle,), user, "in-brackets"),
        "audit-own-line-real-name": (f"reviewers:\n⟦{person.full}⟧\nplus one more", (person.full,), user, "own-line"),
        "edit-real-name-thanked": (f"thanks ⟦{person.full}⟧, merged", (person.full,), {**user, "place": "edit"},
                                   "before-punctuation"),
        "audit-handle-end": (f"the deploy key was rotated by ⟦{handle}⟧", (handle,), user, "sentence-end"),
        "audit-first-name-question": (f"is this ⟦{person.first}⟧'s dashboard?", (person.first,), user,
                                      "sentence-middle"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "audit-handle-first": (f"⟦{handle}⟧ runs the mirror in the basement", (handle,), {}, "sentence-start"),
        "mention-name-first-addressed": (f"⟦{person.first}⟧, the link is dead", (person.first,),
                                         {"entity": ["mention_name", number]}, "before-punctuation"),
        "audit-full-name-quoted": (f"the invite was from \"⟦{person.full}⟧\"", (person.full,), {}, "in-quotes"),
        "audit-handle-brackets": (f"the admin (⟦{handle}⟧) left the group", (handle,), {}, "in-brackets"),
        "audit-own-line-full-name": (f"added to the group today:\n⟦{person.full}⟧\nwelcome", (person.full,), {},
                                     "own-line"),
        "caption-first-name-end": (f"my desk, the cat belongs to ⟦{person.first}⟧", (person.first,),
                                   {"place": "caption"}, "sentence-end"),
        "text-mention-full-name-middle": (f"I think ⟦{person.full}⟧ has the same phone", (person.full,),
                                          {"entity": ["text_mention", number]}, "sentence-middle"),
        "audit-first-name-middle": (f"ask ⟦{person.first}⟧ about the ppa", (person.first,), {}, "sentence-middle"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 270), "slack": (slack_plant, SLACK_DOC, 290),
           "telegram": (telegram_plant, TELEGRAM_DOC, 310)}
EXPORT_FORMS = {
    "discord": ("audit-typed-at-handle", "audit-display-name-thanked", "audit-first-name-addressed",
                "audit-handle-brackets", "audit-own-line-display-name", "forward-handle-quoted", "audit-handle-middle",
                "audit-first-name-end"),
    "slack": ("audit-real-name-owns", "audit-typed-at-handle", "audit-first-name-quoted", "audit-handle-brackets",
              "audit-own-line-real-name", "edit-real-name-thanked", "audit-handle-end", "audit-first-name-question"),
    "telegram": ("audit-handle-first", "mention-name-first-addressed", "audit-full-name-quoted",
                 "audit-handle-brackets", "audit-own-line-full-name", "caption-first-name-end",
                 "text-mention-full-name-middle", "audit-first-name-middle")}
WHOLE_PLACES = ninth.WHOLE_PLACES


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds, said = [], EXPORT_FORMS[platform], set()
    for i in range(PER_KIND):
        form = kinds[i % len(kinds)]
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        for attempt in range(MAX_DRAWS):      # a person whose name as said here no earlier set planted
            person = draws.person(1000 + offset + i + 10000 * attempt)
            phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
            if not any(n.lower() in draws.earlier or n.lower() in said for n in needles):
                break
        said.update(n.lower() for n in needles)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position, "locale": person.locale})
    return found


def side_channels(draws: Draws) -> list[dict]:
    """v19's kinds of side channel in v22's shapes: a Discord DM named by the partner's handle, a Slack private
    channel named after one person, a Slack group DM of three, a Telegram personal chat titled in the person's own
    script, an export under a Linux home."""
    people = [p for p in (draws.person(2900 + k) for k in range(80))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[5:] if p.first != p.ascii_first and p.locale in SCRIPTED]
    a, b, c, d, f = people[:5]
    t = scripted[0] if scripted else people[5]
    home = handle_of(f)
    rows = {
        "discord-dm-name": ("discord", handle_of(a, "."), (handle_of(a, "."), a.ascii_last)),
        "slack-private-channel-of-person": ("slack", f"{b.ascii_first.lower()}-{b.ascii_last.lower()}-onboarding",
                                            (b.ascii_first, b.ascii_last)),
        "slack-mpdm-name": ("slack", f"mpdm-{handle_of(c, '.')}--{handle_of(d, '.')}--{handle_of(a, '.')}-1",
                            (handle_of(c, "."), handle_of(d, "."), c.ascii_last, d.ascii_last)),
        "telegram-personal-title": ("telegram", t.full, (t.first, t.last)),
        "export-path-home": ("discord", f"/home/{home}/exports/discord-2026", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v21 (lower case): no value of v22 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v22 is one an earlier set used."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier
            if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}|[0-9a-f]{4}(\.[0-9a-f]{4}){2}|[0-9a-f]{12}", n)}
    iins = {re.sub(r"\D", "", n)[:6] for n in earlier if re.fullmatch(r"[\d .-]+", n)
            and len(re.sub(r"\D", "", n)) in (14, 15, 16, 19)}
    for block in V4_BLOCKS:
        assert not [n for n in earlier if n.startswith(block + ".")], block
    for prefix in V6_PREFIXES:
        assert not any(n.startswith(prefix + ":") for n in earlier), prefix
    for oui in OUIS:
        assert oui.replace(":", "") not in macs, oui
    for _, prefix, _ in CARD_RANGES:
        assert prefix not in iins, prefix
    for domain in EMAIL_DOMAINS:
        assert not any(n.endswith("@" + domain) for n in earlier), domain
    for issuer in TOKEN_ISSUERS:
        assert not any(issuer.lower() in n for n in earlier), issuer


def register(form: Form) -> str:
    """`plain` or `harder`: the register a form's habit starts with."""
    return "plain" if form.habit.startswith("plain: ") else "harder"


def check_forms() -> None:
    """Every kind holds seven plain forms and three harder ones (the proportions decided before any value), every
    harder form names its way, every form stands at one of `POSITIONS`."""
    for kind, kind_forms in FORMS.items():
        assert len(kind_forms) == 10, kind
        assert [register(f) for f in kind_forms] == ["plain"] * 7 + ["harder"] * 3, kind
        for form in kind_forms:
            assert form.position in POSITIONS, (kind, form.name)
            assert register(form) == "plain" or re.match(r"harder \([a-z -]+\): ", form.habit), (kind, form.name)


def build() -> list[dict]:
    """Every record of the twenty-second held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v21
    earlier = earlier_values()
    check_ranges(earlier)
    check_forms()
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
