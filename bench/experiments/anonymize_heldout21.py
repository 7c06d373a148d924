"""Builds bench/data/anonymize_heldout21.jsonl, the TWENTY-FIRST held-out set of the anonymiser (v21), measured by
`bench/anonymize_heldout.py --set v21`. Written on 2026-11-29 (12:36-12:52 UTC, helper heldout21) after v19 was spent,
while another helper wrote v20 apart (never read: not its worktree, not its branch); never tuned on; committed with
its jsonl before any measurement. Its author read only the brief, the harness (bench/anonymize_heldout.py), v19's
builder in full, the other builders' constants and helpers (to keep their record format and groups, import their
helpers and avoid their forms, locales, regions and values), tests/test_anonymize_heldout.py and the committed
earlier sets (their needles, regions, countries, providers and token issuers, counted to pick the least used).
Public sources were searched for about four minutes, for shapes only (issue and pull-request threads where people
give an address, a number, a password, a MAC, an IBAN or a name bare, with no word naming its kind); each form's
`source` names the thread that shows the habit; no line or value was copied. It did NOT read the rule modules
(disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half, any
result of a held-out set, the privacy tests, docs/privacy.md beyond its first section, nor anything of v20. The
anonymiser was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v21 keeps v5-v19's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a fourth, independent set of BARE values (v15, v17 and v19 were the first three, by
other authors):

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): every carrier phrase names NOTHING of the value's kind
  (v19's list of announcing words and more; the test checks). v21's carriers are the phrases of everyday ERRANDS that
  name something else: lending and borrowing (`lend it to X`, `X still has my drill`), fixing and moving (`X moved
  upstairs`, `X needs a reboot`), waiting and deadlines (`X until the 3rd`, `X from tuesday on`), comparing (`X is
  faster than the other`), things left behind (`X was left on the whiteboard`), nicks as a possessive with a thing
  (`X's laptop`), as a comparison (`same as X`), as a co-worker (`X and i`), as a thanks in the middle (`thanks to X
  it boots`). Every form names the habit it shows (`habit`) and the public thread that shows people write so
  (`source`).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation, and a multi-line message with the value on a line of its own (`own-line`).
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name was written by hand by the author from his own
  knowledge of naming, no name library nor list file. Seventeen naming cultures in the proportions an international
  chat on an English-speaking Linux channel shows (weights in `CULTURE_WEIGHTS`: English, Spanish / Latin American,
  German, Brazilian Portuguese, French, Indian most; Russian, Polish, Turkish, Chinese, Japanese, Nigerian fewer;
  Arabic, Vietnamese, Korean, Greek, Kenyan fewest); mostly common names, a few rarer ones; gendered surnames take
  the first name's gender (Russian, Polish, Greek); Russian, Greek, Arabic, Japanese, Chinese and Korean people are
  written in their own script in display names (exports) and side channels, transliterated by the author as their
  people type them in an address or a login (Dmitry, Giorgos, Youssef, Shota, Zixuan, Minjun); family-name-first
  order where the culture writes so (Japanese, Chinese, Korean, Vietnamese).
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions the earlier sets planted in twice or less (France,
  Brazil, Russia, Italy, Turkey, Israel, Singapore, Kenya, Nigeria, the Philippines, Mauritania, Yemen, the
  Dominican Republic; none of v19's), each number a valid mobile of its region in national, international and E.164
  spelling, only the operator's prefix kept from libphonenumber's example and every later digit drawn; the twelve IBAN countries used least (NL, IE, LU, IT, MC, DE, FR, PL, SA, BE, AT, CH); card IINs, IPv4
  /16s, IPv6 prefixes, OUIs and e-mail providers none used (checked), each person's address at a provider of their
  culture's country; token issuers none of v1-v19 planted (Fly.io `fo1_`, Square `sq0atp-`, Doppler `dp.st.`);
  passwords by v21's own recipe (8-16 characters, three classes or more: a pet's name with digits and a sign, a
  keyboard walk with a capital, a leet-spelt word); seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): a full OpenPGP v4 fingerprint in the
  ten-groups spelling gpg prints, bare; an SSH host key SHA256 fingerprint, bare; a 32-48 character mixed-case token
  with no issuer prefix; and a MAC-derived IPv6 link-local address (`ff:fe` in its middle, kind `ipv6`).
- HOSTS: v12-v19's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the shared
  irclogs days), none a line of v1-v19, taken in turn. Nicks are, where the host's log has one, a nick that speaks in
  that log, said bare.
- EXPORTS: names and handles typed bare in the middle of sentences in places the readers read (message text, a
  Discord forward, a Slack edit, a Telegram photo caption; `heldout_exports.PLACES`) and the side channels of v17's
  kinds in new shapes (a Discord group DM named after two people in lower case, a Slack DM whose partner has a real
  name, a Slack channel named after an errand of two people, a Telegram personal chat titled in the person's own
  script, an export under a macOS home).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, link-local v4,
  documentation addresses, documentation MACs, example passwords, test cards, documented IBANs, example domains,
  UUIDs, dates, sizes, ports, PIDs, line, bug numbers, package names said like nicks) in the carrier phrases the
  plants use. TECHNICAL lines give random-looking ids bare (commit, image digest, journal boot ids, inode numbers,
  LVM uuids, ETags, Nix store hashes, ...); no PGP key id or SSH fingerprint among them.
- NOT COVERED: values split over lines, carrier phrases in other languages, encoded values (v10-v13).

    python bench/experiments/anonymize_heldout21.py   # rewrites bench/data/anonymize_heldout21.jsonl
    (needs phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import ipaddress
import json
import random
import re
import sys
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
from experiments import anonymize_heldout19 as nineteenth  # noqa: E402 -- BARE_WORDS, grouped_card, at_for, threads

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout21.jsonl"
EARLIER_SETS = (*nineteenth.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (18, 19)))
SEED = 21211
EXPORT_SEED = 21202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("FR", "BR", "RU", "IT", "TR", "IL", "SG", "KE", "NG", "PH", "MR", "YE", "DO")   # used twice or less
IBAN_COUNTRIES = ("NL", "IE", "LU", "IT", "MC", "DE", "FR", "PL", "SA", "BE", "AT", "CH")       # the least used before
CARD_RANGES = (("visa_fr_errand", "497403", 16), ("mastercard_br_errand", "544828", 16), ("visa_ng_errand", "418742", 16),
               ("amex_errand", "379264", 15), ("mastercard_tr_errand", "540669", 16), ("visa_in_errand", "438857", 16),
               ("rupay_errand", "608326", 16), ("elo_errand", "636297", 16), ("jcb_errand", "356872", 16),
               ("diners_club_errand", "301746", 14), ("troy_errand", "979217", 16), ("visa_19_digit_errand", "491762", 19))
DOMAINS_OF = {"en": ("sky.com", "tiscali.co.uk"), "es": ("ya.com",), "de": ("arcor.de",), "fr": ("orange.fr", "free.fr"),
              "pt-br": ("terra.com.br",), "in": ("zoho.in",), "ru": ("pochta.ru",), "pl": ("poczta.fm",),
              "tr": ("turk.net", "hotmail.com.tr"), "zh": ("sohu.com", "yeah.net", "tom.com"),
              "ja": ("nifty.com", "biglobe.ne.jp", "so-net.ne.jp"), "ng": ("nigeria.com",),
              "ar": ("link.net", "maktoob.com"), "vi": ("viettel.vn", "vnpt.vn"), "ko": ("nate.com",),
              "el": ("in.gr", "forthnet.gr", "hotmail.gr"), "ke": ("africaonline.co.ke", "safaricom.co.ke")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("78.192", "103.252", "118.69", "141.98", "158.69", "177.73", "186.154", "212.83", "45.152", "5.144",
             "79.137", "193.106")
V6_PREFIXES = ("2400:cb00", "2c0f:f7a8", "2800:3f0", "2402:1f00", "2803:9810", "2a11:6c7", "2001:19f0", "2a09:bac0")
OUIS = ("00:1e:06", "18:31:bf", "94:de:80", "28:cd:c1", "7c:2e:bd", "64:bc:58")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside); v19's and more
BARE_WORDS = (*nineteenth.BARE_WORDS, "router", "ping", "dns", "lan", "wan", "host", "server", "port", "call", "ring",
              "text", "sms", "dial", "number", "login", "key", "token", "code", "visa", "card", "bank", "account",
              "sepa", "swift", "mac", "mail", "email", "address", "home", "user", "nick", "name", "ip", "ipv6", "ipv4",
              "password", "passwd", "phone", "wifi", "mailto", "reply", "sender")

# the habits' threads (searched for shapes only; each shows people giving the value so)
V4_OMEGLE = "https://github.com/ash47/OmegleMiddleMan/issues/21 (an address bare: 'X doesn't open even in a browser')"
V4_LAB = "https://github.com/kaist-cp/cs420/issues/594 (an address bare in a report that a thing is down)"
V6_LAB = "https://github.com/kaist-cp/cs420/issues/594 (an endpoint given bare in a complaint, no word naming it)"
V6_OMEGLE = "https://github.com/ash47/OmegleMiddleMan/issues/21 (the endpoint that changed, given bare)"
MAC_SURFACE = "https://github.com/linux-surface/linux-surface/issues/281 (a peer's MAC bare in a disconnect line)"
MAC_RTW = "https://github.com/lwfinger/rtw89/issues/257 (hardware addresses bare in a paste about a dropping link)"
PHONE_MEDSTAR = "https://github.com/cloud1mediaLtd/medstar/issues/24 (a number alone: 'as per your advice ... X')"
PHONE_ADRENALIN = "https://github.com/titan-cebu/Adrenalin-Factory/issues/71 (a number bare: 'additional X should be added')"
PHONE_NABU = "https://github.com/paradisec-archive/nabu/issues/115 (a person's number named by its owner, bare)"
SECRET_NIO = "https://github.com/matrix-nio/matrix-nio/pull/167 (a password left in by mistake, 'I done goofed')"
SECRET_SHAME = "https://github.com/WatLon/prod-shame-board/issues/36 (a password leaked into a chat, then regretted)"
SECRET_SECLISTS = "https://github.com/danielmiessler/SecLists/issues/818 (a person's own password about to be said bare)"
EMAIL_QOWN = "https://github.com/pbek/QOwnNotes/issues/3176 (an address bare: 'you can ... it to me: X')"
EMAIL_CLASSROOM = "https://github.com/foundation50/classroom50/issues/671 (an address bare: 'we just ... X about it')"
IBAN_SIMPLEWALL = "https://github.com/henrypp/simplewall/issues/365 (an account number bare in backticks in a reply)"
IBAN_F3D = "https://github.com/f3d-app/f3d/issues/1659 (an account number given in a reply to a donor)"
CARD_ZENDESK, CARD_LIBRE = nineteenth.CARD_ZENDESK, nineteenth.CARD_LIBRE
HOME_CAT, HOME_DOT = nineteenth.HOME_CAT, nineteenth.HOME_DOT
NICK_QOWN = "https://github.com/pbek/QOwnNotes/issues/3176 (a person named bare at a message's start, no colon)"
NICK_HALLOY, NICK_GOMUKS = nineteenth.NICK_HALLOY, nineteenth.NICK_GOMUKS
DISCORD_DOC = "https://github.com/pbek/QOwnNotes/issues/3176 (a name typed bare, not addressed)"
SLACK_DOC = "https://github.com/creativecommons/creativecommons.org/issues/243 (a colleague named bare: 'X will update')"
TELEGRAM_DOC = "https://github.com/matrix-nio/matrix-nio/pull/167 (a person said bare in a chat-like thread)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = nineteenth.POSITIONS


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "en": (False, ("James|James|m", "Emily|Emily|f", "Daniel|Daniel|m", "Sarah|Sarah|f", "Michael|Michael|m",
                   "Laura|Laura|f", "Chris|Chris|m", "Rachel|Rachel|f", "Tom|Tom|m", "Hannah|Hannah|f",
                   "Gareth|Gareth|m", "Siobhan|Siobhan|f"),
           ("Walker|Walker", "Bennett|Bennett", "Hughes|Hughes", "Foster|Foster", "Murphy|Murphy", "Palmer|Palmer",
            "Reid|Reid", "Sullivan|Sullivan", "Turner|Turner", "Hayes|Hayes", "Pritchard|Pritchard")),
    "es": (False, ("Alejandro|Alejandro|m", "Lucía|Lucia|f", "Javier|Javier|m", "Camila|Camila|f", "Diego|Diego|m",
                   "Valentina|Valentina|f", "Mateo|Mateo|m", "Sofía|Sofia|f", "Andrés|Andres|m", "Paula|Paula|f",
                   "Ximena|Ximena|f"),
           ("Gutiérrez|Gutierrez", "Moreno|Moreno", "Castillo|Castillo", "Romero|Romero", "Navarro|Navarro",
            "Herrera|Herrera", "Ortega|Ortega", "Delgado|Delgado", "Vargas|Vargas", "Medina|Medina")),
    "de": (False, ("Jonas|Jonas|m", "Lena|Lena|f", "Felix|Felix|m", "Miriam|Miriam|f", "Tobias|Tobias|m",
                   "Katrin|Katrin|f", "Lukas|Lukas|m", "Anja|Anja|f", "Matthias|Matthias|m", "Jana|Jana|f"),
           ("Schröder|Schroeder", "Becker|Becker", "Hoffmann|Hoffmann", "Neumann|Neumann", "Krüger|Krueger",
            "Wolff|Wolff", "Brandt|Brandt", "Vogel|Vogel", "Lorenz|Lorenz", "Kaiser|Kaiser")),
    "fr": (False, ("Mathieu|Mathieu|m", "Camille|Camille|f", "Julien|Julien|m", "Élodie|Elodie|f",
                   "Thibault|Thibault|m", "Manon|Manon|f", "Quentin|Quentin|m", "Chloé|Chloe|f", "Rémi|Remi|m",
                   "Aurélie|Aurelie|f"),
           ("Lefèvre|Lefevre", "Garnier|Garnier", "Rousseau|Rousseau", "Fontaine|Fontaine", "Chevalier|Chevalier",
            "Mercier|Mercier", "Girard|Girard", "Lambert|Lambert", "Bonnet|Bonnet", "Faure|Faure")),
    "pt-br": (False, ("Thiago|Thiago|m", "Juliana|Juliana|f", "Rafael|Rafael|m", "Beatriz|Beatriz|f",
                      "Gustavo|Gustavo|m", "Larissa|Larissa|f", "Felipe|Felipe|m", "Mariana|Mariana|f",
                      "João|Joao|m", "Thaís|Thais|f"),
              ("Oliveira|Oliveira", "Santos|Santos", "Pereira|Pereira", "Carvalho|Carvalho", "Ribeiro|Ribeiro",
               "Almeida|Almeida", "Costa|Costa", "Ferreira|Ferreira", "Barbosa|Barbosa", "Araújo|Araujo")),
    "in": (False, ("Rahul|Rahul|m", "Priya|Priya|f", "Arjun|Arjun|m", "Ananya|Ananya|f", "Vikram|Vikram|m",
                   "Sneha|Sneha|f", "Rohan|Rohan|m", "Kavya|Kavya|f", "Siddharth|Siddharth|m", "Meenakshi|Meenakshi|f"),
           ("Sharma|Sharma", "Iyer|Iyer", "Reddy|Reddy", "Patel|Patel", "Nair|Nair", "Gupta|Gupta",
            "Banerjee|Banerjee", "Kulkarni|Kulkarni", "Chatterjee|Chatterjee", "Menon|Menon")),
    "ru": (False, ("Дмитрий|Dmitry|m", "Анна|Anna|f", "Сергей|Sergey|m", "Ольга|Olga|f", "Алексей|Alexey|m",
                   "Наталья|Natalya|f", "Игорь|Igor|m", "Ксения|Ksenia|f", "Павел|Pavel|m", "Юлия|Yulia|f"),
           ("Смирнов|Smirnov|Смирнова|Smirnova", "Козлов|Kozlov|Козлова|Kozlova", "Морозов|Morozov|Морозова|Morozova",
            "Волков|Volkov|Волкова|Volkova", "Лебедев|Lebedev|Лебедева|Lebedeva", "Соколов|Sokolov|Соколова|Sokolova",
            "Новиков|Novikov|Новикова|Novikova", "Фёдоров|Fedorov|Фёдорова|Fedorova")),
    "pl": (False, ("Krzysztof|Krzysztof|m", "Agnieszka|Agnieszka|f", "Paweł|Pawel|m", "Magdalena|Magdalena|f",
                   "Tomasz|Tomasz|m", "Katarzyna|Katarzyna|f", "Łukasz|Lukasz|m", "Joanna|Joanna|f"),
           ("Kowalczyk|Kowalczyk", "Wiśniewski|Wisniewski|Wiśniewska|Wisniewska",
            "Zieliński|Zielinski|Zielińska|Zielinska", "Nowak|Nowak", "Wójcik|Wojcik",
            "Kamiński|Kaminski|Kamińska|Kaminska", "Lewandowski|Lewandowski|Lewandowska|Lewandowska", "Mazur|Mazur")),
    "tr": (False, ("Emre|Emre|m", "Zeynep|Zeynep|f", "Burak|Burak|m", "Elif|Elif|f", "Mehmet|Mehmet|m",
                   "Ayşe|Ayse|f", "Oğuz|Oguz|m", "Selin|Selin|f"),
           ("Yılmaz|Yilmaz", "Demir|Demir", "Şahin|Sahin", "Çelik|Celik", "Aydın|Aydin", "Öztürk|Ozturk",
            "Arslan|Arslan", "Doğan|Dogan")),
    "zh": (True, ("伟|Wei|m", "芳|Fang|f", "磊|Lei|m", "静|Jing|f", "浩然|Haoran|m", "欣怡|Xinyi|f", "子轩|Zixuan|m",
                  "梓涵|Zihan|f"),
           ("张|Zhang", "陈|Chen", "刘|Liu", "黄|Huang", "周|Zhou", "杨|Yang", "徐|Xu", "孙|Sun")),
    "ja": (True, ("翔太|Shota|m", "美咲|Misaki|f", "健太|Kenta|m", "陽菜|Hina|f", "大輔|Daisuke|m", "彩|Aya|f",
                  "拓也|Takuya|m", "由美|Yumi|f"),
           ("佐藤|Sato", "鈴木|Suzuki", "高橋|Takahashi", "田中|Tanaka", "渡辺|Watanabe", "伊藤|Ito", "山本|Yamamoto",
            "中村|Nakamura")),
    "ng": (False, ("Chinedu|Chinedu|m", "Ngozi|Ngozi|f", "Oluwaseun|Oluwaseun|m", "Adaeze|Adaeze|f",
                   "Tunde|Tunde|m", "Folake|Folake|f", "Emeka|Emeka|m", "Chiamaka|Chiamaka|f"),
           ("Okafor|Okafor", "Adeyemi|Adeyemi", "Okonkwo|Okonkwo", "Balogun|Balogun", "Eze|Eze", "Adebayo|Adebayo",
            "Nwosu|Nwosu", "Ogunleye|Ogunleye")),
    "ar": (False, ("محمد|Mohamed|m", "فاطمة|Fatma|f", "أحمد|Ahmed|m", "ليلى|Layla|f", "يوسف|Youssef|m", "نور|Nour|f",
                   "عمر|Omar|m", "مريم|Mariam|f"),
           ("حداد|Haddad", "منصور|Mansour", "ناصر|Nasser", "صالح|Saleh", "حمدان|Hamdan", "عزيز|Aziz", "خليل|Khalil",
            "فاروق|Farouk")),
    "vi": (True, ("Minh|Minh|m", "Linh|Linh|f", "Huy|Huy|m", "Trang|Trang|f", "Đức|Duc|m", "Thảo|Thao|f"),
           ("Nguyễn|Nguyen", "Trần|Tran", "Lê|Le", "Phạm|Pham", "Hoàng|Hoang", "Võ|Vo")),
    "ko": (True, ("민준|Minjun|m", "서연|Seoyeon|f", "지훈|Jihoon|m", "수빈|Subin|f", "현우|Hyunwoo|m", "지민|Jimin|f"),
           ("김|Kim", "이|Lee", "박|Park", "최|Choi", "정|Jung", "강|Kang")),
    "el": (False, ("Γιώργος|Giorgos|m", "Μαρία|Maria|f", "Νίκος|Nikos|m", "Ελένη|Eleni|f", "Κώστας|Kostas|m",
                   "Δήμητρα|Dimitra|f"),
           ("Παπαδόπουλος|Papadopoulos|Παπαδοπούλου|Papadopoulou", "Γεωργίου|Georgiou", "Οικονόμου|Oikonomou",
            "Αντωνίου|Antoniou", "Καραγιάννης|Karagiannis|Καραγιάννη|Karagianni")),
    "ke": (False, ("Brian|Brian|m", "Faith|Faith|f", "Kevin|Kevin|m", "Mercy|Mercy|f", "Dennis|Dennis|m",
                   "Wanjiku|Wanjiku|f"),
           ("Otieno|Otieno", "Kamau|Kamau", "Mwangi|Mwangi", "Odhiambo|Odhiambo", "Njoroge|Njoroge", "Wekesa|Wekesa")),
}
CULTURE_WEIGHTS = {"en": 14, "es": 9, "de": 8, "pt-br": 7, "fr": 7, "in": 7, "ru": 5, "pl": 4, "tr": 4, "zh": 4,
                   "ja": 3, "ng": 3, "ar": 2, "vi": 2, "ko": 2, "el": 2, "ke": 2}
assert set(CULTURE_WEIGHTS) == set(CULTURES) == set(DOMAINS_OF)


def handmade_person(rng: random.Random) -> Person:
    """One person put together from the hand-written lists: a culture by weight, a first name, a surname of the first
    name's gender, the full name in the culture's order and script."""
    culture = rng.choices(list(CULTURE_WEIGHTS), weights=list(CULTURE_WEIGHTS.values()))[0]
    family_first, firsts, lasts = CULTURES[culture]
    native_first, ascii_first, gender = rng.choice(firsts).split("|")
    parts = rng.choice(lasts).split("|")
    native_last, ascii_last = (parts[2], parts[3]) if len(parts) == 4 and gender == "f" else (parts[0], parts[1])
    if family_first:
        full = f"{native_last}{native_first}" if culture in ("zh", "ko") else f"{native_last} {native_first}"
    else:
        full = f"{native_first} {native_last}"
    return Person(full, native_first, native_last, ascii_first, ascii_last, culture)


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(EMAIL_QOWN, ("email-errand-lend-slides", "lend the slides to ⟦{v}⟧ when you're done", "sentence-middle",
                            "bare after 'lend the slides to'"),
               ("email-errand-still-has-drill", "⟦{v}⟧ still has my drill", "sentence-start", "bare, first, the subject"),
               ("email-errand-until-third", "nobody touches the budget but ⟦{v}⟧ until the 3rd", "sentence-end",
                "bare, last, with a deadline before it"),
               ("email-errand-brackets-treasurer", "the receipts (⟦{v}⟧ keeps them) are in the drawer", "in-brackets",
                "in brackets, a person who keeps things")),
        *forms(EMAIL_CLASSROOM, ("email-errand-left-on-board", "\"⟦{v}⟧\" was left on the whiteboard", "in-quotes",
                                 "in quotes, read off a whiteboard"),
               ("email-errand-comma-after", "⟦{v}⟧, the one from the meetup, wants the photos", "before-punctuation",
                "bare, first, before a comma"),
               ("email-errand-own-line", "who gets the minutes:\n⟦{v}⟧\nand that's it", "own-line",
                "alone on its own line of a multi-line message"),
               ("email-errand-asked-again", "asked ⟦{v}⟧ again?", "before-punctuation", "bare before a question mark"),
               ("email-errand-thanks-to", "thanks to ⟦{v}⟧ the flyers are printed", "sentence-middle",
                "bare after 'thanks to'"))),
    "phone": (
        *forms(PHONE_MEDSTAR, ("phone-errand-from-tuesday", "⟦{national}⟧ from tuesday on", "sentence-start",
                               "national, first, a day after it"),
               ("phone-errand-landlord-moved", "the landlord moved, now it's ⟦{intl}⟧", "sentence-end",
                "international, last"),
               ("phone-errand-brackets-plumber", "the plumber (⟦{e164}⟧) comes at nine", "in-brackets",
                "E.164 in brackets after who it is")),
        *forms(PHONE_ADRENALIN, ("phone-errand-add-too", "add ⟦{intl}⟧ too, it's the second shop", "sentence-middle",
                                 "international, 'add X too'"),
               ("phone-errand-own-line", "if nobody opens:\n⟦{national}⟧\nor just knock", "own-line",
                "national on its own line"),
               ("phone-errand-quoted-fridge", "the magnet on the fridge says \"⟦{intl}⟧\"", "in-quotes",
                "international, in quotes off a fridge magnet")),
        *forms(PHONE_NABU, ("phone-errand-mum-exclaim", "mum's is ⟦{national}⟧!", "before-punctuation",
                            "national, a relative's, before '!'"),
               ("phone-errand-semicolon-taxi", "⟦{e164}⟧; ask for the night taxi", "before-punctuation",
                "E.164, first, before a semicolon"),
               ("phone-errand-faster-than", "⟦{intl}⟧ is faster than waiting for the desk", "sentence-start",
                "international, first, compared"))),
    "ipv4": (
        *forms(V4_OMEGLE, ("v4-errand-doesnt-open", "⟦{v}⟧ doesn't open even from the library", "sentence-start",
                           "bare, first, 'X doesn't open'"),
               ("v4-errand-moved-to", "the wiki moved to ⟦{v}⟧ over the weekend", "sentence-middle",
                "bare after 'moved to'"),
               ("v4-errand-swapped-works", "swapped to ⟦{v}⟧, works now", "before-punctuation",
                "bare before a comma"),
               ("v4-errand-quoted-note", "the sticky note says \"⟦{v}⟧\" and nothing more", "in-quotes",
                "in quotes off a note")),
        *forms(V4_LAB, ("v4-errand-down-till-morning", "⟦{v}⟧ is down till the morning, they say", "sentence-start",
                        "bare, first, down till a time"),
               ("v4-errand-brackets-printer", "the printer upstairs (⟦{v}⟧) jams again", "in-brackets",
                "in brackets, after the device"),
               ("v4-errand-own-line", "the one that works:\n⟦{v}⟧\nthe rest time out", "own-line",
                "alone on its own line"),
               ("v4-errand-instead-of", "go through ⟦{v}⟧ instead of the old one", "sentence-middle",
                "bare, 'go through X instead of'"),
               ("v4-errand-end-since", "nothing answers since tuesday except ⟦{v}⟧", "sentence-end", "bare, last"))),
    "ipv6": (
        *forms(V6_LAB, ("v6-errand-down-since", "⟦{v}⟧ has been down since lunch", "sentence-start", "bare, first"),
               ("v6-errand-brackets-nas", "the nas (⟦{v}⟧) needs a reboot", "in-brackets", "in brackets after a device"),
               ("v6-errand-eui-own-line", "the laptop shows only:\n⟦{eui}⟧\nnothing global", "own-line",
                "link-local made from the laptop's MAC (ff:fe in its middle), on its own line"),
               ("v6-errand-quoted-tape", "the tape on the rack says \"⟦{v}⟧\"", "in-quotes", "in quotes, off a label")),
        *forms(V6_OMEGLE, ("v6-errand-moved-to", "the mirror moved to ⟦{v}⟧ last week", "sentence-middle",
                           "bare after 'moved to'"),
               ("v6-errand-until-friday", "keep ⟦{v}⟧ until friday, then drop it", "sentence-middle",
                "bare, with a deadline after it"),
               ("v6-errand-eui-end", "the tablet only ever gets ⟦{eui}⟧", "sentence-end",
                "link-local made from a MAC, last"),
               ("v6-errand-exclaim", "finally ⟦{v}⟧!", "before-punctuation", "bare before '!'"),
               ("v6-errand-same-as", "same trouble as ⟦{v}⟧, just slower", "before-punctuation",
                "bare before a comma"))),
    "mac": (
        *forms(MAC_SURFACE, ("mac-errand-kitchen-brackets", "the kitchen speaker (⟦{v}⟧) vanished again", "in-brackets",
                             "in brackets after a device"),
               ("mac-errand-left-behind", "⟦{upper}⟧ was left behind after the move", "sentence-start",
                "upper case, first"),
               ("mac-errand-lend", "lend ⟦{dashed}⟧ to the guest for tonight", "sentence-middle", "dashes, middle"),
               ("mac-errand-own-line", "the two that keep flapping:\n⟦{v}⟧\nand the tv", "own-line",
                "on its own line")),
        *forms(MAC_RTW, ("mac-errand-quoted-sticker", "the sticker under it reads \"⟦{upper}⟧\"", "in-quotes",
                         "in quotes, upper case, off a sticker"),
               ("mac-errand-cisco-upstairs", "⟦{cisco}⟧ moved upstairs yesterday", "sentence-start",
                "dotted in threes of pairs, first"),
               ("mac-errand-flat-end", "the one that never sleeps is ⟦{flat}⟧", "sentence-end",
                "twelve digits, no separator, last"),
               ("mac-errand-semicolon", "⟦{v}⟧; that's the kid's console", "before-punctuation",
                "bare, first, before a semicolon"),
               ("mac-errand-question", "whose is ⟦{v}⟧?", "before-punctuation", "bare before a question mark"))),
    "secret": (
        *forms(SECRET_NIO, ("secret-errand-for-now", "use ⟦{pw}⟧ for now, i'll change it sunday", "sentence-middle",
                            "bare, 'use X for now'"),
               ("secret-errand-pgp-fpr", "my new one is ⟦{fpr}⟧, please re-sign", "sentence-middle",
                "a full OpenPGP fingerprint in gpg's ten groups, bare (personal: a keyserver names its holder)"),
               ("secret-errand-flyio", "⟦{fly}⟧ deploys it from the laptop", "sentence-start",
                "a Fly.io token, bare, first"),
               ("secret-errand-brackets-router-upstairs", "(⟦{pw}⟧ upstairs as well)", "in-brackets", "in brackets")),
        *forms(SECRET_SHAME, ("secret-errand-wrong-window", "⟦{pw}⟧\nsorry wrong window", "own-line",
                              "typed into the wrong window, alone on its line"),
               ("secret-errand-quoted-postit", "the post-it says \"⟦{pw}⟧\" and it's on the monitor", "in-quotes",
                "in quotes off a note"),
               ("secret-errand-sha256-hostfp", "the box came back with ⟦{sha256fp}⟧ after the reinstall",
                "sentence-middle", "an SSH host key SHA256 fingerprint, bare (personal)"),
               ("secret-errand-random-token", "stick ⟦{tok}⟧ in the settings and restart", "sentence-middle",
                "a 32+ character mixed-case random token, no prefix")),
        *forms(SECRET_SECLISTS, ("secret-errand-square", "the till app took ⟦{square}⟧ fine", "sentence-middle",
                                 "a Square access token, bare"),
               ("secret-errand-doppler", "⟦{doppler}⟧ is what the ci reads", "sentence-start",
                "a Doppler service token, bare, first"),
               ("secret-errand-same-as-wifi", "it's the same as the shed, ⟦{pw}⟧.", "before-punctuation",
                "bare before a full stop"),
               ("secret-errand-end-guest", "the guests get ⟦{pw}⟧", "sentence-end", "bare, last"))),
    "home_path": (
        *forms(HOME_CAT, ("home-errand-moved-backup", "the backup moved from /home/⟦{u}⟧/old to the nas", "sentence-middle",
                          "a home path in the middle of a move"),
               ("home-errand-mac-desktop", "/Users/⟦{u}⟧/Desktop/scan.pdf won't open", "sentence-start",
                "a macOS home, first, in a complaint"),
               ("home-errand-quoted-error", "it says \"/home/⟦{u}⟧/.steam/steam.pid\" is stale", "in-quotes",
                "in quotes off an error"),
               ("home-errand-windows-docs", "C:\\Users\\⟦{u}⟧\\Documents\\taxes is where it went", "sentence-start",
                "a Windows profile with backslashes, first"),
               ("home-errand-own-line", "it wrote everything to\n/home/⟦{u}⟧/.local/share/Steam\nagain", "own-line",
                "a path alone on its own line")),
        *forms(HOME_DOT, ("home-errand-tilde-end", "the songs are in ~⟦{u}⟧/Music", "sentence-end", "~user, last"),
               ("home-errand-brackets-snap", "(/home/⟦{u}⟧/snap/firefox, not the deb)", "in-brackets",
                "a snap's folder in brackets"),
               ("home-errand-question", "did it land in /home/⟦{u}⟧/Downloads?", "before-punctuation",
                "before a question mark"),
               ("home-errand-until-monday", "leave /home/⟦{u}⟧/shared alone until monday", "sentence-middle",
                "with a deadline after it"))),
    "nick": (
        *forms(NICK_QOWN, ("nick-errand-laptop-possessive", "⟦{v}⟧'s laptop does the same", "sentence-start",
                           "possessive with a thing, first"),
               ("nick-errand-thanks-to", "thanks to ⟦{v}⟧ it boots now", "sentence-middle", "'thanks to X' mid-sentence"),
               ("nick-errand-and-i", "⟦{v}⟧ and i tried the live cd", "sentence-start", "'X and i', first")),
        *forms(NICK_HALLOY, ("nick-errand-same-as", "same as ⟦{v}⟧, the fan never stops", "before-punctuation",
                             "'same as X,'"),
               ("nick-errand-borrowed-from", "borrowed the cable from ⟦{v}⟧", "sentence-end", "last, 'from X'"),
               ("nick-errand-quoted", "\"ask ⟦{v}⟧\" is the answer every time", "in-quotes", "inside quotes")),
        *forms(NICK_GOMUKS, ("nick-errand-brackets-moved", "the old box (⟦{v}⟧ moved it) still runs", "in-brackets",
                             "in brackets"),
               ("nick-errand-own-line", "who tried karmic:\n⟦{v}⟧\nnobody else", "own-line", "alone on its own line"),
               ("nick-errand-waiting-for", "still waiting for ⟦{v}⟧ to upload it", "sentence-middle",
                "'waiting for X to ...'"),
               ("nick-errand-question", "was it ⟦{v}⟧?", "before-punctuation", "before a question mark"))),
    "card": (
        *forms(CARD_ZENDESK, ("card-errand-lend-grouped", "⟦{grouped}⟧ is the one i lent my brother", "sentence-start",
                              "grouped, first"),
               ("card-errand-flat-saved", "the airline kept ⟦{num}⟧ from last year", "sentence-middle",
                "unspaced, 'kept X'"),
               ("card-errand-quoted-slip", "the slip says \"⟦{grouped}⟧\" right on top", "in-quotes",
                "grouped, in quotes off a slip"),
               ("card-errand-own-line", "the new one:\n⟦{grouped}⟧\nold one's cut up", "own-line",
                "grouped, alone on its own line"),
               ("card-errand-dashed-end", "the gym still charges ⟦{dashed}⟧", "sentence-end", "dashed, last")),
        *forms(CARD_LIBRE, ("card-errand-brackets-dad", "(⟦{grouped}⟧ is dad's, don't)", "in-brackets",
                            "grouped, in brackets"),
               ("card-errand-exclaim", "not ⟦{num}⟧!", "before-punctuation", "unspaced before '!'"),
               ("card-errand-semicolon", "⟦{grouped}⟧; it runs out in may", "before-punctuation",
                "grouped, first, before a semicolon"),
               ("card-errand-until-renewed", "use ⟦{num}⟧ until the renewal comes", "sentence-middle",
                "unspaced, with a deadline after it"))),
    "iban": (
        *forms(IBAN_SIMPLEWALL, ("iban-errand-rent-by-friday", "⟦{spaced}⟧ by friday, for the flat", "sentence-start",
                                 "spaced, first, a deadline after it"),
               ("iban-errand-quoted-letter", "the club's letter ends with \"⟦{spaced}⟧\"", "in-quotes",
                "spaced, in quotes off a letter"),
               ("iban-errand-own-line", "for the gift:\n⟦{spaced}⟧\nten each", "own-line", "spaced, on its own line"),
               ("iban-errand-lower-copied", "copied ⟦{lower}⟧ off the fridge", "sentence-middle",
                "lower case, unspaced")),
        *forms(IBAN_F3D, ("iban-errand-here-it-is", "here it is, ⟦{spaced}⟧", "sentence-end", "spaced, last"),
               ("iban-errand-brackets-grandma", "(⟦{v}⟧, grandma's)", "in-brackets", "unspaced, in brackets"),
               ("iban-errand-question", "still ⟦{v}⟧?", "before-punctuation", "unspaced before a question mark"),
               ("iban-errand-semicolon", "⟦{spaced}⟧; the other closed in march", "before-punctuation",
                "spaced, first, before a semicolon"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given bare in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("rhythmbox", "evince", "nautilus", "synaptic", "totem")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-errand-version-moved", "the wiki moved to ⟦2.6.32.71⟧ over the weekend",
                                         "", ""),
           ("neg-errand-version-doesnt-open", "⟦4.19.0.26⟧ doesn't open even from the library", "", ""),
           ("neg-errand-version-finally", "finally ⟦6.8.0.45⟧!", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-errand-private-printer", "the printer upstairs (⟦192.168.1.23⟧) jams "
                                            "again", "", ""),
           ("neg-errand-private-swapped", "swapped to ⟦10.8.0.1⟧, works now", "", ""),
           ("neg-errand-private-down", "⟦172.16.5.4⟧ is down till the morning, they say", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-errand-loopback-note", "the sticky note says \"⟦127.0.0.53⟧\" and nothing more",
                                   "", "")),
    *forms("RFC 3927 (IPv4 link-local)", ("neg-errand-v4-link-local", "go through ⟦169.254.10.2⟧ instead of the old one",
                                          "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-errand-doc-v4", "nothing answers since tuesday except "
                                                  "⟦198.51.100.77⟧", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-errand-doc-v6", "⟦2001:db8:7::3⟧ has been down since lunch",
                                                        "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-errand-ula", "the nas (⟦fd12:3456:789a::10⟧) needs a reboot", "", "")),
    *forms("RFC 4291 (loopback and multicast)", ("neg-errand-v6-all-nodes", "the tablet only ever gets ⟦ff02::1⟧", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-errand-doc-mac", "the kitchen speaker (⟦00:00:5e:00:53:af⟧) "
                                                      "vanished again", "", "")),
    *forms("IEEE Std 802-2014 (the zero address)", ("neg-errand-zero-mac", "whose is ⟦00:00:00:00:00:00⟧?", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-errand-common-for-now", "use ⟦password1⟧ for now, i'll change it sunday", "", ""),
        ("neg-errand-common-guests", "the guests get ⟦qwerty⟧", "", "")),
    *forms("https://xkcd.com/936/ (a documented example password)", (
        "neg-errand-xkcd", "the post-it says \"⟦Tr0ub4dor&3⟧\" and it's on the monitor", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg-errand-test-mc",
                                                           "⟦5555 5555 5555 4444⟧ is the one i lent my brother", "", ""),
           ("neg-errand-test-amex", "the airline kept ⟦378282246310005⟧ from last year", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-errand-example-de-iban", "⟦DE89 3704 0044 0532 0130 00⟧ by friday, for the flat", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-errand-example-mail", "lend the slides to ⟦info@example.net⟧ "
                                                   "when you're done", "", ""),
           ("neg-errand-example-mail-board", "\"⟦someone@example.com⟧\" was left on the whiteboard", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-errand-uuid", "⟦b1946ac9-2e5f-4c1d-8a0e-77c1f3d2a9b4⟧ was left behind after the move", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-errand-commit", "borrowed the cable from ⟦4e1f2a9⟧",
                                                             "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-errand-date", "⟦2026-12-04⟧ from tuesday on", "", ""),
           ("neg-errand-time", "⟦07:30⟧ is faster than waiting for the desk", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-errand-size", "not ⟦128GB⟧!", "", ""),
           ("neg-errand-size-gib", "the guests get ⟦2 GiB⟧", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-errand-port", "swapped to ⟦:51413⟧, works now", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-errand-pid", "the one that never sleeps is ⟦31337⟧", "", "")),
    *forms(f"{NEG}Line_number", ("neg-errand-line", "still ⟦line 88⟧?", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-errand-lp-bug", "same as ⟦bug #2034718⟧, just slower", "", ""),
           ("neg-errand-debian-bug", "(⟦#1052331⟧ upstairs as well)", "", "")),
    *forms(f"{NEG}ISBN", ("neg-errand-isbn", "mum's is ⟦978-1-59327-389-1⟧!", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-errand-epoch", "⟦1767225600⟧; ask for the night taxi", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-errand-resolution", "add ⟦2560x1440⟧ too, it's the second shop", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-errand-pci", "lend ⟦10ec:8168⟧ to the guest for "
                                                               "tonight", "", "")),
    *forms("Ubuntu package names", ("word-nick-errand", "⟦rhythmbox⟧'s laptop does the same", "", ""),
           ("word-nick-errand", "thanks to ⟦evince⟧ it boots now", "", ""),
           ("word-nick-errand", "same as ⟦nautilus⟧, the fan never stops", "", ""),
           ("word-nick-errand", "still waiting for ⟦synaptic⟧ to upload it", "", ""),
           ("word-nick-errand", "was it ⟦totem⟧?", "", "")),
)

# technical text with random-looking values that identify no one, given bare
TECHNICAL_SHAPES = (
    ("tech-errand-image-digest", "https://docs.docker.com/reference/cli/docker/image/pull/ (image digests)",
     "pinned it to sha256:{hex:64} for now"),
    ("tech-errand-boot-id", "https://www.freedesktop.org/software/systemd/man/journalctl.html (boot ids)",
     "the crash was in boot {hex:32}"),
    ("tech-errand-lvm-uuid", "https://man7.org/linux/man-pages/man8/lvdisplay.8.html (LV uuids)",
     "the lv {b64:6}-{b64:4}-{b64:4} came back after the move"),
    ("tech-errand-etag", "https://www.rfc-editor.org/rfc/rfc9110 (entity tags)", "the cdn keeps serving \"{hex:32}\""),
    ("tech-errand-nix-store", "https://nixos.org/manual/nix/stable/store/store-path.html (store paths)",
     "it rebuilt /nix/store/{hex:32}-hello-2.12.1"),
    ("tech-errand-short-commit", "https://git-scm.com/docs/git-rev-parse", "revert {hex:10} until friday"),
    ("tech-errand-blob-sha", "https://git-scm.com/docs/git-hash-object", "the blob {hex:40} is the one that moved"),
    ("tech-errand-fs-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (filesystem uuids)",
     "the old disk ({uuid}) still mounts"),
    ("tech-errand-md5-tarball", "https://man7.org/linux/man-pages/man1/md5sum.1.html (checksums)",
     "the tarball gives {hex:32}, same as upstream"),
    ("tech-errand-request-id", "https://www.rfc-editor.org/rfc/rfc9562 (request ids)", "support wants {uuid} again"),
    ("tech-errand-snap-rev", "https://snapcraft.io/docs/snap-revisions", "the snap sits at rev {dec:5} until monday"),
    ("tech-errand-span-id", "https://www.w3.org/TR/trace-context/ (span ids)", "span {hex:16} takes the longest"),
    ("tech-errand-gpu-bus", "https://man7.org/linux/man-pages/man8/lspci.8.html (bus ids)",
     "0000:{hex:2}:00.0 vanished after the move"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v21's seed and people put together from the hand-written lists."""

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


BANK_CODES = {"NL": ("ABNA", "INGB", "RABO", "TRIO", "SNSB", "ASNB"), "IE": ("AIBK", "BOFI", "IPBS"),
              "MC": None, "CH": None}   # the Dutch and Irish banks' own letter codes


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
PETS = ("biscuit", "pumpkin", "mochi", "simba", "luna", "pepper", "rocky", "nala", "oreo", "ziggy")  # v21's own
WALKS = ("qazwsx", "zxcvbn", "asdfgh", "1qaz2wsx", "poiuyt", "mnbvcx")
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"})
WORDS = ("sunflower", "granite", "harmonica", "lighthouse", "tangerine", "waterfall", "blueberry", "snowstorm")
SIGNS = "!#$%&*+?@_."


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-16 characters, three classes or more), made three ways people make them: a
    pet's name with digits and a sign, a keyboard walk with a capital and a sign, a leet-spelt word."""
    for _ in range(MAX_DRAWS):
        style = i % 3
        if style == 0:
            pw = draws.rng.choice(PETS).capitalize() + draws.chars("0123456789", 2 + i % 3) + draws.rng.choice(SIGNS)
        elif style == 1:
            walk = draws.rng.choice(WALKS)
            pw = walk[0].upper() + walk[1:] + draws.rng.choice(SIGNS) + draws.chars("0123456789", 2)
        else:
            word = draws.rng.choice(WORDS)
            pw = word[0].upper() + word[1:].translate(LEET) + draws.chars("0123456789", 1)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 16 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def pgp_fingerprint(draws: Draws) -> str:
    """An OpenPGP v4 fingerprint as gpg prints it: ten groups of four upper-case hex digits, two spaces midway."""
    groups = [draws.chars("0123456789ABCDEF", 4) for _ in range(10)]
    return " ".join(groups[:5]) + "  " + " ".join(groups[5:])


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
        return {**base, "v": f"{local}@{dom}", "extra": (local,) if len(local) >= 6 else ()}
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
        return {**base, "pw": password(draws, i), "tok": nineteenth.mixed_token(draws, 32 + i % 17),
                "fpr": pgp_fingerprint(draws), "sha256fp": "SHA256:" + draws.chars(ALNUM + "+/", 43),
                "fly": "fo1_" + draws.chars(B64URL, 43), "square": "sq0atp-" + draws.chars(B64URL, 22),
                "doppler": "dp.st.prd." + draws.chars(ALNUM, 40)}
    if kind == "home_path":
        return {**base, "u": nineteenth.login(draws, Person(person.full, person.first, person.last,
                                                            person.ascii_first.lower(), person.ascii_last.lower(),
                                                            person.locale), i)}
    if kind == "nick":
        nick = (person.ascii_first[:5] + person.ascii_last[:2]).lower()
        while not draws.fresh(nick):
            nick = f"{nick}{draws.rng.randrange(2, 9)}"
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
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
                    values = {**values, "v": spoken, "record": {"habit": form.habit, "names": [spoken],
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
    """A handle people make from their own name, typed in ASCII: first name and surname's start, lower case."""
    return f"{person.ascii_first.lower()}{sep}{person.ascii_last[:3].lower()}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "errand-handle-still-has": (f"⟦{handle}⟧ still has the spare controller", (handle,), author, "sentence-start"),
        "errand-display-name-thanks-to": (f"thanks to ⟦{person.full}⟧ the bot is back", (person.full,), nicknamed,
                                          "sentence-middle"),
        "errand-first-name-and-i": (f"⟦{person.first}⟧ and i will host saturday", (person.first,), nicknamed,
                                    "sentence-start"),
        "errand-handle-brackets-moved": (f"the old server (⟦{handle}⟧ moved it) is archived", (handle,), author,
                                         "in-brackets"),
        "errand-own-line-display-name": (f"bringing snacks:\n⟦{person.full}⟧\nthe rest bring drinks", (person.full,),
                                         nicknamed, "own-line"),
        "forward-handle-same-as": (f"same setup as ⟦{handle}⟧, different gpu", (handle,),
                                             {**author, "place": "forward"}, "before-punctuation"),
        "errand-handle-waiting-for": (f"still waiting for ⟦{handle}⟧ to send the clip", (handle,), author,
                                      "sentence-middle"),
        "errand-first-name-borrowed-end": (f"the mic is borrowed from ⟦{person.first}⟧", (person.first,), nicknamed,
                                           "sentence-end"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "errand-real-name-laptop": (f"⟦{person.full}⟧'s laptop is in the cupboard", (person.full,), user,
                                    "sentence-start"),
        "errand-handle-until-third": (f"⟦{handle}⟧ covers support until the 3rd", (handle,), user, "sentence-start"),
        "errand-first-name-quoted": (f"the sign-up sheet says \"⟦{person.first}⟧\" twice", (person.first,), user,
                                     "in-quotes"),
        "errand-handle-brackets": (f"the slides (⟦{handle}⟧ has the latest) are outdated", (handle,), user,
                                   "in-brackets"),
        "errand-own-line-real-name": (f"lunch order for:\n⟦{person.full}⟧\nno onions", (person.full,), user,
                                      "own-line"),
        "edit-real-name-thanks": (f"thanks to ⟦{person.full}⟧, the numbers add up", (person.full,),
                                             {**user, "place": "edit"}, "before-punctuation"),
        "errand-handle-lend-to": (f"lend the badge to ⟦{handle}⟧ for the visit", (handle,), user, "sentence-middle"),
        "errand-first-name-question": (f"was it ⟦{person.first}⟧?", (person.first,), user, "before-punctuation"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "errand-handle-has-keys": (f"⟦{handle}⟧ has the spare keys till sunday", (handle,), {}, "sentence-start"),
        "mention-name-first-moved": (f"⟦{person.first}⟧ moved the car", (person.first,),
                                     {"entity": ["mention_name", number]}, "sentence-start"),
        "errand-full-name-quoted": (f"the parcel says \"⟦{person.full}⟧\" on it", (person.full,), {}, "in-quotes"),
        "errand-handle-brackets": (f"the dog (⟦{handle}⟧ walks it) got out again", (handle,), {}, "in-brackets"),
        "errand-own-line-full-name": (f"picking up the kids:\n⟦{person.full}⟧\nthen me", (person.full,), {},
                                      "own-line"),
        "caption-first-name-and-i": (f"⟦{person.first}⟧ and i at the lake", (person.first,), {"place": "caption"},
                                     "sentence-start"),
        "text-mention-full-name-thanks": (f"thanks to ⟦{person.full}⟧ we made the train", (person.full,),
                                          {"entity": ["text_mention", number]}, "sentence-middle"),
        "errand-first-name-same-as": (f"same as ⟦{person.first}⟧, late again", (person.first,), {},
                                      "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("errand-handle-still-has", "errand-display-name-thanks-to", "errand-first-name-and-i",
                "errand-handle-brackets-moved", "errand-own-line-display-name", "forward-handle-same-as",
                "errand-handle-waiting-for", "errand-first-name-borrowed-end"),
    "slack": ("errand-real-name-laptop", "errand-handle-until-third", "errand-first-name-quoted",
              "errand-handle-brackets", "errand-own-line-real-name", "edit-real-name-thanks",
              "errand-handle-lend-to", "errand-first-name-question"),
    "telegram": ("errand-handle-has-keys", "mention-name-first-moved", "errand-full-name-quoted",
                 "errand-handle-brackets", "errand-own-line-full-name", "caption-first-name-and-i",
                 "text-mention-full-name-thanks", "errand-first-name-same-as")}
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
    """v17's kinds of side channel in new shapes: a Discord group DM named after two people, a Slack DM whose
    partner's real name users.json holds, a Slack channel named after two people's errand, a Telegram personal chat
    titled with a name in its own script, an export under a macOS home."""
    people = [p for p in (draws.person(1900 + k) for k in range(60))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[4:] if p.first != p.ascii_first and p.locale in ("ru", "el", "ar", "ja", "zh", "ko")]
    a, b, c, d, f = people[:5]
    t = scripted[0] if scripted else people[5]
    home = f"{f.ascii_first.lower()}{f.ascii_last[:1].lower()}"
    rows = {
        "discord-group-dm-name": ("discord", f"{a.ascii_first.lower()}, {b.ascii_first.lower()}",
                                  (a.ascii_first.lower(), b.ascii_first.lower())),
        "slack-dm-of-user": ("slack", c.full, (c.first, c.last)),
        "slack-channel-of-people": ("slack", f"moving-day-{d.ascii_first.lower()}-{a.ascii_last.lower()}",
                                    (d.ascii_first.lower(), a.ascii_last.lower())),
        "telegram-personal-title": ("telegram", t.full, (t.first, t.last)),
        "export-path-home": ("discord", f"/Users/{home}/Desktop/chat-export", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v19 (lower case): no value of v21 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v21 is one an earlier set used."""
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
    for issuer in ("fo1_", "sq0atp-", "dp.st."):
        assert not any(n.startswith(issuer) for n in earlier), issuer


def bare_words(line: str) -> set[str]:
    """The words of a form's carrier phrase (the value and any path around it taken out) that would announce a kind."""
    phrase = re.sub(r"⟦[^⟧]*⟧", " ", line)
    phrase = " ".join(w for w in phrase.split() if "/" not in w and "\\" not in w)   # a path is the value's own
    return set(re.findall(r"[a-z0-9@_-]+|@", phrase.lower())) & set(BARE_WORDS)


def check_bare() -> None:
    """No planted form's carrier phrase holds a word of `BARE_WORDS`."""
    for kind, kind_forms in FORMS.items():
        for form in kind_forms:
            assert not bare_words(form.line), (kind, form.name, bare_words(form.line))
            assert form.position in POSITIONS, (kind, form.name)


def build() -> list[dict]:
    """Every record of the twenty-first held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v19
    earlier = earlier_values()
    check_ranges(earlier)
    check_bare()
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
