"""Builds bench/data/anonymize_heldout23.jsonl, the TWENTY-THIRD held-out set of the anonymiser (v23), measured by
`bench/anonymize_heldout.py --set v23`. Written on 2026-11-29 (13:18-13:30 UTC, helper heldout23)
after v21 was spent, while another helper wrote v22 apart (never read: not its worktree, not its branch); never tuned
on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), v21's builder in full, the other builders' constants, helpers and people lists (to keep
their record format and groups, import their helpers and avoid their forms, names, locales, regions and values),
tests/test_anonymize_heldout.py and the committed earlier sets (their needles, regions and countries, counted to pick
the least used). Public sources were searched for about two minutes, for shapes only (issue threads where people
ask chat clients to understand the corrections they already type: `s/old/new/`, a word with a star, "I meant X");
each form's `source` names the thread that shows the habit; no line or value was copied. It did NOT read the rule
modules (disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half,
any result of a held-out set, the privacy tests, docs/privacy.md beyond its first section, nor anything of v22. The
anonymiser was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v23 keeps v5-v21's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a fifth, independent set of BARE values (v15, v17, v19 and v21 were the first four, by
other authors):

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): every carrier phrase names NOTHING of the value's kind
  (v21's list of announcing words and more; the test checks). v23's carriers are the REPAIRS of chat: a value given as
  the CORRECTION of something said a line before, the way people fix their own or another's line without editing it:
  the star (`*X`, `X*`), the sed substitution (`s/the old one/X/`), `no wait, X`, `make that X`, `scratch that, X`,
  `er, X`, `X i think`, `X iirc`, `X?? or am i misremembering`, `^ should read "X"`, a fix on its own line after
  `oops`. Nicks are corrected too (`as X said yesterday`, `X's fix was right after all`, `s/you/X/`). Every form
  names the habit it shows (`habit`) and the public thread that shows people write so (`source`).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation (a star, a slash, a question mark), and a multi-line message with the value on a line of its own.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name was written by hand by the author from his own
  knowledge of naming, no name library nor list file, and none is a name of v20's or v21's hand-written lists (the
  build checks). Nineteen naming cultures none of v20 / v21 drew from as such (British and Irish, Australian, Mexican,
  Argentine, Dutch, Swedish, Finnish, Czech, Hungarian, Romanian, Ukrainian, European Portuguese, Indonesian, Thai,
  Persian, Bangladeshi, Tamil, Georgian, Ethiopian), weighted (`CULTURE_WEIGHTS`) as the author guesses an
  international English-speaking Linux channel mixes them: British, Mexican, Dutch most; Thai, Georgian, Ethiopian
  fewest; mostly common names, a few rarer ones (Jarrah, Citlali, Solomiia, Eilidh). Czech surnames take the first
  name's gender; Hungarians are written family name first; Ukrainian, Thai, Persian, Georgian and Ethiopian people are
  written in their own script (Cyrillic, Thai, Arabic, Mkhedruli, Ge'ez) in display names and side channels and
  transliterated by the author as they type themselves in an address or a login (Oleksandr, Somchai, Reza, Giorgi,
  Dawit).
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions the earlier sets planted in three times or fewer and
  none of v21's (`PHONE_REGIONS`), each number a valid mobile of its region, only the operator's prefix kept from
  libphonenumber's example and every later digit drawn; the twelve IBAN countries used least before (`IBAN_COUNTRIES`);
  card IINs, IPv4 /16s, IPv6 prefixes, OUIs and e-mail providers none used (checked), each person's address at a
  provider of their culture's country; token issuers none of v1-v21 planted (Sentry `sntrys_`, PlanetScale
  `pscale_pw_`, Heroku `HRKU-`); passwords by v23's own recipe (two words joined by a sign with digits, the initials of a phrase with
  digits and a sign, a year first then a capitalised word and a sign); seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): a full OpenPGP v4 fingerprint as modern
  gpg prints it under `pub` (forty upper-case hex digits, one run), bare; an SSH host key fingerprint in the
  `MD5:`-prefixed colon spelling `ssh-keygen -E md5 -l` prints, bare; a 32-48 character mixed-case token with no
  issuer prefix; and a MAC-derived IPv6 link-local address (`ff:fe` in its middle, kind `ipv6`).
- HOSTS: v12-v21's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the shared
  irclogs days), none a line of v1-v21, taken in turn. Nicks are, where the host's log has one, a nick that speaks in
  that log, said bare.
- EXPORTS: names and handles typed bare as corrections in the middle of sentences in places the readers read (message
  text, a Discord forward, a Slack file comment, a Telegram saved message; `heldout_exports.PLACES`) and the side
  channels of v19's kinds in new shapes (a Discord DM named after a dotted handle, a Slack private channel of a
  person's handover, a Slack group DM of three, a Telegram personal chat titled in the person's own script, an export
  under a Linux home named after the person).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, CGNAT, documentation
  addresses, documentation MACs, example passwords, test cards, documented IBANs, example domains, UUIDs, dates,
  sizes, ports, PIDs, line, bug numbers, package names said like nicks) in the carrier phrases the plants use.
  TECHNICAL lines give random-looking ids bare as corrections too (container ids, apt checksums, crash report ids,
  build ids, object ids, ...); no PGP key id or SSH fingerprint among them.
- NOT COVERED: values split over lines, carrier phrases in other languages, encoded values (v10-v13).

    python bench/experiments/anonymize_heldout23.py   # rewrites bench/data/anonymize_heldout23.jsonl
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
from experiments import anonymize_heldout19 as nineteenth  # noqa: E402 -- grouped_card, at_for, login, mixed_token
from experiments import anonymize_heldout20 as twentieth  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout21 as twentyfirst  # noqa: E402 -- BARE_WORDS, drawn_mobile, its people

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout23.jsonl"
EARLIER_SETS = (*twentyfirst.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (20, 21)))
SEED = 23231
EXPORT_SEED = 23202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("NE", "LC", "VC", "NI", "CI", "TT", "PR", "BJ", "FO", "UY", "PE", "BO", "EC", "PY", "NP", "TZ",
                 "UG", "SN")   # planted in three times or fewer before, none of v21's
IBAN_COUNTRIES = ("KW", "QA", "RU", "AL", "JO", "BH", "BY", "IQ", "SD", "LB", "LC", "MN")   # the least used before
CARD_RANGES = (("visa_ro_fix", "428793", 16), ("mastercard_mx_fix", "557910", 16), ("visa_id_fix", "421570", 16),
               ("amex_fix", "374622", 15), ("mastercard_ua_fix", "535145", 16), ("diners_fix", "305712", 14),
               ("jcb_fix", "358912", 16), ("unionpay_fix", "620519", 16), ("mir_fix", "220138", 16),
               ("discover_fix", "601154", 16), ("dankort_visa_fix", "457198", 16), ("visa_th_fix", "409617", 16))
DOMAINS_OF = {"en-gb": ("virginmedia.com", "talktalk.net"), "en-au": ("optusnet.com.au", "iinet.net.au"),
              "es-mx": ("prodigy.net.mx", "live.com.mx"), "es-ar": ("fibertel.com.ar", "arnet.com.ar"),
              "nl": ("kpnmail.nl", "xs4all.nl"), "sv": ("bredband.net", "comhem.se"),
              "fi": ("elisanet.fi", "saunalahti.fi"), "cs": ("tiscali.cz", "quick.cz"), "hu": ("vipmail.hu",),
              "ro": ("yahoo.ro", "rdslink.ro"), "uk": ("i.ua", "meta.ua"), "pt-pt": ("portugalmail.pt",),
              "id": ("yahoo.co.id",), "th": ("loxinfo.co.th",), "fa": ("parsonline.net",), "bn": ("yahoo.com.bd",),
              "ta": ("dataone.in",), "ka": ("caucasus.net",), "am": ("telecom.net.et",)}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("86.139", "95.90", "109.169", "188.26", "62.74", "89.150", "41.78", "197.255", "91.198", "83.212",
             "46.36", "200.55")
V6_PREFIXES = ("2a02:a58", "2001:4ca0", "2404:e800", "2806:10ae", "2a00:23c8", "2803:c600", "2a01:cb08")
OUIS = ("3c:5a:b4", "04:d9:f5", "00:25:90", "d0:50:99", "bc:ee:7b", "30:9c:23")
ISSUERS = ("sntrys_", "pscale_pw_", "HRKU-")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside); v21's and more
BARE_WORDS = (*twentyfirst.BARE_WORDS, "contact", "digits", "mobile", "cell", "addr", "ipaddress", "hwaddress",
              "macaddress", "passwd", "pw", "pwd", "keys", "tokens", "cards", "iban", "bic", "account", "accounts",
              "handle", "username", "mention", "nick", "nicks", "ssid", "interface", "eth", "ip4", "ip6", "v4")

# the habits' threads (searched for shapes only; each shows people correcting a line so)
SED_GITTER = "https://github.com/gitterHQ/irc-bridge/issues/28 (on IRC `s/foo/bar/` corrects a previous line)"
SED_TDESKTOP = "https://github.com/telegramdesktop/tdesktop/issues/504 (people type `s/tyop/typo/` to fix a message)"
SED_CONVERSATIONS = "https://github.com/iNPUTmice/Conversations/issues/2232 (`s/foo/bar/` as last message correction)"
SED_MOVIM = "https://github.com/movim/movim/issues/127 (a \"s/old/new/\" notation fixes the last message)"
STAR_BRAID = "https://github.com/braidchat/meta/issues/62 (`*word` on the next line corrects the previous one)"
STAR_MATTERBRIDGE = "https://github.com/42wim/matterbridge/issues/2060 (a trailing asterisk is how IRC users mark a fix)"
STAR_BITLBEE = "https://github.com/sm00th/bitlbee-discord/issues/58 (the universal `*typo fixed` syntax)"
MEANT_ECHOPLEXUS = "https://github.com/qq99/echoplexus/issues/48 (\"oops I meant banana*\": a fix typed afterwards)"
MEANT_DISCORD_IRC = "https://github.com/qaisjp/go-discord-irc/issues/29 (\"meant to say ...\" as a correction)"
FIX_LETSCHAT = "https://github.com/sdelements/lets-chat/issues/305 (correcting a mistake in the last message sent)"
FIX_IRCV3 = "https://github.com/ircv3/ircv3-ideas/issues/10 (typo fixes typed as a new line, sed-like)"
FIX_URBIT = "https://github.com/urbit/arvo/issues/57 (a corrected message typed on the next line)"
DISCORD_DOC = STAR_BITLBEE
SLACK_DOC = FIX_LETSCHAT
TELEGRAM_DOC = SED_TDESKTOP
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = nineteenth.POSITIONS


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "en-gb": (False, ("Oliver|Oliver|m", "Charlotte|Charlotte|f", "Harry|Harry|m", "Amelia|Amelia|f",
                      "Callum|Callum|m", "Niamh|Niamh|f", "Rhys|Rhys|m", "Eilidh|Eilidh|f", "George|George|m",
                      "Poppy|Poppy|f", "Declan|Declan|m", "Imogen|Imogen|f"),
              ("Thompson|Thompson", "Clarke|Clarke", "Robinson|Robinson", "Wright|Wright", "Kelly|Kelly",
               "Doyle|Doyle", "Lloyd|Lloyd", "Fraser|Fraser", "Harrison|Harrison", "McKenzie|McKenzie",
               "Bradshaw|Bradshaw")),
    "en-au": (False, ("Lachlan|Lachlan|m", "Isla|Isla|f", "Mitchell|Mitchell|m", "Tayla|Tayla|f", "Jarrah|Jarrah|m",
                      "Brooke|Brooke|f", "Hamish|Hamish|m", "Tahlia|Tahlia|f"),
              ("Cartwright|Cartwright", "Donovan|Donovan", "Fitzgerald|Fitzgerald", "Mackay|Mackay", "Ryan|Ryan",
               "Stewart|Stewart", "Blackwood|Blackwood")),
    "es-mx": (False, ("Luis|Luis|m", "Guadalupe|Guadalupe|f", "Jorge|Jorge|m", "Daniela|Daniela|f",
                      "Ricardo|Ricardo|m", "Citlali|Citlali|f", "Emiliano|Emiliano|m", "Renata|Renata|f",
                      "Héctor|Hector|m", "Itzel|Itzel|f"),
              ("Hernández|Hernandez", "López|Lopez", "Ramírez|Ramirez", "Cruz|Cruz", "Flores|Flores",
               "Sánchez|Sanchez", "Juárez|Juarez", "Domínguez|Dominguez", "Salazar|Salazar", "Cervantes|Cervantes")),
    "es-ar": (False, ("Facundo|Facundo|m", "Agustina|Agustina|f", "Nicolás|Nicolas|m", "Florencia|Florencia|f",
                      "Santiago|Santiago|m", "Micaela|Micaela|f", "Gonzalo|Gonzalo|m", "Milagros|Milagros|f"),
              ("Fernández|Fernandez", "Giménez|Gimenez", "Acosta|Acosta", "Benítez|Benitez", "Sosa|Sosa",
               "Molina|Molina", "Rojas|Rojas", "Pereyra|Pereyra")),
    "nl": (False, ("Daan|Daan|m", "Sanne|Sanne|f", "Bram|Bram|m", "Fleur|Fleur|f", "Joost|Joost|m",
                   "Marloes|Marloes|f", "Sem|Sem|m", "Lieke|Lieke|f", "Thijs|Thijs|m", "Femke|Femke|f"),
           ("Jansen|Jansen", "Bakker|Bakker", "Visser|Visser", "Smit|Smit", "Meijer|Meijer", "Mulder|Mulder",
            "Bos|Bos", "Dekker|Dekker", "Verhoeven|Verhoeven", "Kuipers|Kuipers")),
    "sv": (False, ("Erik|Erik|m", "Ingrid|Ingrid|f", "Oskar|Oskar|m", "Astrid|Astrid|f", "Johan|Johan|m",
                   "Sigrid|Sigrid|f", "Björn|Bjorn|m", "Linnéa|Linnea|f", "Anders|Anders|m", "Maja|Maja|f"),
           ("Lindqvist|Lindqvist", "Johansson|Johansson", "Bergström|Bergstrom", "Nyström|Nystrom",
            "Håkansson|Hakansson", "Sandberg|Sandberg", "Ekström|Ekstrom", "Holm|Holm")),
    "fi": (False, ("Juha|Juha|m", "Aino|Aino|f", "Mikko|Mikko|m", "Kaisa|Kaisa|f", "Antti|Antti|m", "Tuuli|Tuuli|f",
                   "Ville|Ville|m", "Sanna|Sanna|f"),
           ("Virtanen|Virtanen", "Korhonen|Korhonen", "Mäkinen|Makinen", "Nieminen|Nieminen",
            "Heikkinen|Heikkinen", "Laine|Laine", "Järvinen|Jarvinen")),
    "cs": (False, ("Jiří|Jiri|m", "Tereza|Tereza|f", "Ondřej|Ondrej|m", "Lucie|Lucie|f", "Petr|Petr|m",
                   "Veronika|Veronika|f", "Jakub|Jakub|m", "Barbora|Barbora|f"),
           ("Novák|Novak|Nováková|Novakova", "Dvořák|Dvorak|Dvořáková|Dvorakova",
            "Svoboda|Svoboda|Svobodová|Svobodova", "Procházka|Prochazka|Procházková|Prochazkova",
            "Černý|Cerny|Černá|Cerna", "Veselý|Vesely|Veselá|Vesela")),
    "hu": (True, ("Bence|Bence|m", "Eszter|Eszter|f", "Gergely|Gergely|m", "Zsófia|Zsofia|f", "Levente|Levente|m",
                  "Réka|Reka|f", "Ádám|Adam|m", "Dóra|Dora|f"),
           ("Nagy|Nagy", "Kovács|Kovacs", "Tóth|Toth", "Szabó|Szabo", "Horváth|Horvath", "Varga|Varga",
            "Molnár|Molnar", "Farkas|Farkas")),
    "ro": (False, ("Andrei|Andrei|m", "Ioana|Ioana|f", "Mihai|Mihai|m", "Alexandra|Alexandra|f", "Radu|Radu|m",
                   "Bianca|Bianca|f", "Cătălin|Catalin|m", "Roxana|Roxana|f"),
           ("Popescu|Popescu", "Ionescu|Ionescu", "Dumitrescu|Dumitrescu", "Constantin|Constantin", "Stan|Stan",
            "Munteanu|Munteanu", "Gheorghe|Gheorghe", "Stoica|Stoica")),
    "uk": (False, ("Олександр|Oleksandr|m", "Оксана|Oksana|f", "Тарас|Taras|m", "Ганна|Hanna|f", "Богдан|Bohdan|m",
                   "Соломія|Solomiia|f", "Андрій|Andrii|m", "Ірина|Iryna|f"),
           ("Шевченко|Shevchenko", "Бондаренко|Bondarenko", "Коваленко|Kovalenko", "Ткаченко|Tkachenko",
            "Мельник|Melnyk", "Кравчук|Kravchuk", "Олійник|Oliinyk", "Литвиненко|Lytvynenko")),
    "pt-pt": (False, ("Tiago|Tiago|m", "Inês|Ines|f", "Duarte|Duarte|m", "Carolina|Carolina|f", "Rui|Rui|m",
                      "Joana|Joana|f", "Nuno|Nuno|m", "Margarida|Margarida|f"),
              ("Silva|Silva", "Sousa|Sousa", "Rodrigues|Rodrigues", "Martins|Martins", "Gonçalves|Goncalves",
               "Lopes|Lopes", "Marques|Marques", "Fonseca|Fonseca")),
    "id": (False, ("Budi|Budi|m", "Dewi|Dewi|f", "Agus|Agus|m", "Siti|Siti|f", "Rizky|Rizky|m", "Putri|Putri|f",
                   "Eko|Eko|m", "Ayu|Ayu|f"),
           ("Santoso|Santoso", "Wijaya|Wijaya", "Setiawan|Setiawan", "Pratama|Pratama", "Hidayat|Hidayat",
            "Kusuma|Kusuma", "Saputra|Saputra", "Lestari|Lestari")),
    "th": (False, ("สมชาย|Somchai|m", "สุดารัตน์|Sudarat|f", "ธนากร|Thanakorn|m", "ปิยะนุช|Piyanuch|f",
                   "อนุชา|Anucha|m", "กาญจนา|Kanchana|f"),
           ("ศรีสุข|Srisuk", "วงศ์สวัสดิ์|Wongsawat", "บุญมา|Boonma", "แก้วมณี|Kaewmanee", "จันทร์เพ็ญ|Chanpen",
            "ทองดี|Thongdee")),
    "fa": (False, ("علی|Ali|m", "زهرا|Zahra|f", "رضا|Reza|m", "سارا|Sara|f", "حسین|Hossein|m", "نگار|Negar|f",
                   "امیر|Amir|m", "پریسا|Parisa|f"),
           ("احمدی|Ahmadi", "حسینی|Hosseini", "رضایی|Rezaei", "کریمی|Karimi", "موسوی|Mousavi", "جعفری|Jafari",
            "صادقی|Sadeghi", "نوری|Nouri")),
    "bn": (False, ("Arif|Arif|m", "Nusrat|Nusrat|f", "Tanvir|Tanvir|m", "Farzana|Farzana|f", "Sabbir|Sabbir|m",
                   "Tasnim|Tasnim|f", "Rakib|Rakib|m", "Sumaiya|Sumaiya|f"),
           ("Hossain|Hossain", "Rahman|Rahman", "Islam|Islam", "Chowdhury|Chowdhury", "Sarker|Sarker",
            "Uddin|Uddin", "Akter|Akter", "Mahmud|Mahmud")),
    "ta": (False, ("Karthikeyan|Karthikeyan|m", "Lakshmi|Lakshmi|f", "Senthil|Senthil|m", "Nandhini|Nandhini|f",
                   "Murugan|Murugan|m", "Revathi|Revathi|f", "Balaji|Balaji|m", "Keerthana|Keerthana|f"),
           ("Subramanian|Subramanian", "Ramasamy|Ramasamy", "Krishnan|Krishnan", "Venkatesan|Venkatesan",
            "Raghavan|Raghavan", "Sundaram|Sundaram", "Palanisamy|Palanisamy", "Natarajan|Natarajan")),
    "ka": (False, ("გიორგი|Giorgi|m", "ნათია|Natia|f", "ლევან|Levan|m", "სალომე|Salome|f", "დავით|Davit|m",
                   "ქეთევან|Ketevan|f", "ირაკლი|Irakli|m"),
           ("ბერიძე|Beridze", "კაპანაძე|Kapanadze", "გელაშვილი|Gelashvili", "ლომიძე|Lomidze",
            "ჯავახიშვილი|Javakhishvili", "ხუციშვილი|Khutsishvili")),
    "am": (False, ("ዳዊት|Dawit|m", "ሄለን|Helen|f", "ሰላም|Selam|f", "ዮናስ|Yonas|m", "ብሩክ|Biruk|m", "ቤተልሔም|Betelhem|f"),
           ("ተስፋዬ|Tesfaye", "በቀለ|Bekele", "ኃይሌ|Haile", "መንግሥቱ|Mengistu", "አበበ|Abebe", "ወልዴ|Wolde")),
}
CULTURE_WEIGHTS = {"en-gb": 12, "en-au": 5, "es-mx": 7, "es-ar": 5, "nl": 6, "sv": 5, "fi": 3, "cs": 4, "hu": 3,
                   "ro": 4, "uk": 4, "pt-pt": 4, "id": 5, "th": 2, "fa": 3, "bn": 4, "ta": 4, "ka": 2, "am": 2}
OWN_SCRIPT = ("uk", "th", "fa", "ka", "am")
assert set(CULTURE_WEIGHTS) == set(CULTURES) == set(DOMAINS_OF)


def handmade_person(rng: random.Random) -> Person:
    """One person put together from the hand-written lists: a culture by weight, a first name, a surname of the first
    name's gender, the full name in the culture's order and script."""
    culture = rng.choices(list(CULTURE_WEIGHTS), weights=list(CULTURE_WEIGHTS.values()))[0]
    family_first, firsts, lasts = CULTURES[culture]
    native_first, ascii_first, gender = rng.choice(firsts).split("|")
    parts = rng.choice(lasts).split("|")
    native_last, ascii_last = (parts[2], parts[3]) if len(parts) == 4 and gender == "f" else (parts[0], parts[1])
    full = f"{native_last} {native_first}" if family_first else f"{native_first} {native_last}"
    return Person(full, native_first, native_last, ascii_first, ascii_last, culture)


def earlier_people_names() -> set[str]:
    """Every first and last name (written and typed) of v20's and v21's hand-written lists, lower case."""
    found: set[str] = set()
    for _, firsts, lasts in twentyfirst.CULTURES.values():
        found.update(p.lower() for f in firsts for p in f.split("|")[:2])
        found.update(p.lower() for last in lasts for p in last.split("|"))
    for culture in twentieth.CULTURES.values():
        for key in ("m", "f", "lm", "lf"):
            found.update(p.lower() for name in culture.get(key, ()) for p in name.split("="))
    return found


def check_people() -> None:
    """No name of v23's lists is one of v20's or v21's."""
    ours = {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}
    assert not ours & earlier_people_names(), sorted(ours & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(STAR_BRAID, ("email-fix-star-before", "*⟦{v}⟧", "sentence-start",
                            "a star before the fixed value, the line holding nothing else"),
               ("email-fix-no-wait", "no wait, it's ⟦{v}⟧", "sentence-end", "'no wait, it's X' after a slip"),
               ("email-fix-make-that", "make that ⟦{v}⟧ and the rest stays", "sentence-middle", "'make that X'")),
        *forms(SED_GITTER, ("email-fix-sed", "s/the old one/⟦{v}⟧/", "before-punctuation",
                            "the new value of a sed substitution, before its closing slash"),
               ("email-fix-quoted-should-read", "^ should read \"⟦{v}⟧\"", "in-quotes",
                "in quotes, correcting the line above")),
        *forms(MEANT_ECHOPLEXUS, ("email-fix-oops-own-line", "oops:\n⟦{v}⟧\nthe first was a typo", "own-line",
                                  "the fix alone on its own line after 'oops'"),
               ("email-fix-brackets-not", "the invite (⟦{v}⟧, not the other) went out", "in-brackets",
                "in brackets, against the wrong one"),
               ("email-fix-i-think", "⟦{v}⟧ i think, or close to it", "sentence-start", "a hedge after it"),
               ("email-fix-iirc-question", "or was it ⟦{v}⟧?", "before-punctuation", "a doubt, before '?'"))),
    "phone": (
        *forms(STAR_MATTERBRIDGE, ("phone-fix-star-after", "⟦{intl}⟧*", "before-punctuation",
                                   "international, the star after it marking the fix"),
               ("phone-fix-scratch-that", "scratch that, ⟦{national}⟧ after six", "sentence-middle",
                "national, 'scratch that, X' and a time after it"),
               ("phone-fix-brackets", "the shop (⟦{e164}⟧, the new one) opens late", "in-brackets",
                "E.164 in brackets")),
        *forms(SED_TDESKTOP, ("phone-fix-sed", "s/two/⟦{national}⟧/", "before-punctuation",
                              "national, the new side of a sed fix"),
               ("phone-fix-own-line", "sorry, misread it\n⟦{intl}⟧\nthat's right", "own-line",
                "international on its own line after an apology"),
               ("phone-fix-er", "er, ⟦{e164}⟧, not what i typed", "sentence-middle", "E.164 after 'er,'")),
        *forms(MEANT_DISCORD_IRC, ("phone-fix-meant-end", "meant ⟦{intl}⟧", "sentence-end",
                                   "international, last, after 'meant'"),
               ("phone-fix-quoted", "it's \"⟦{national}⟧\" with the space, my bad", "in-quotes",
                "national in quotes"),
               ("phone-fix-iirc-start", "⟦{national}⟧ iirc", "sentence-start", "national, first, 'iirc' after it"))),
    "ipv4": (
        *forms(STAR_BRAID, ("v4-fix-star-before", "*⟦{v}⟧ sorry", "sentence-start", "a star glued before the fix"),
               ("v4-fix-no-wait", "no wait, ⟦{v}⟧", "sentence-end", "'no wait, X'"),
               ("v4-fix-brackets-typo", "the mirror (⟦{v}⟧, typo above) is back", "in-brackets",
                "in brackets with 'typo above'")),
        *forms(SED_CONVERSATIONS, ("v4-fix-sed", "s/.12/⟦{v}⟧/ oops", "before-punctuation",
                                   "the new side of a sed fix"),
               ("v4-fix-quoted", "i typed \"⟦{v}⟧\" twice, the rest was wrong", "in-quotes", "in quotes"),
               ("v4-fix-own-line", "correction\n⟦{v}⟧\nthe last digit was off", "own-line", "on its own line")),
        *forms(FIX_IRCV3, ("v4-fix-make-that", "make that ⟦{v}⟧ for the test", "sentence-middle", "'make that X'"),
               ("v4-fix-i-think", "⟦{v}⟧ i think", "sentence-start", "a hedge after it"),
               ("v4-fix-misremember", "⟦{v}⟧?? or am i misremembering", "before-punctuation",
                "doubled '??' and a doubt after it"))),
    "ipv6": (
        *forms(STAR_MATTERBRIDGE, ("v6-fix-star-after", "⟦{v}⟧*", "before-punctuation", "a star after the fix"),
               ("v6-fix-eui-own-line", "it was the other one:\n⟦{eui}⟧\nmy bad", "own-line",
                "link-local made from a MAC (ff:fe in its middle), on its own line"),
               ("v6-fix-brackets", "the box (⟦{v}⟧ now) answers", "in-brackets", "in brackets")),
        *forms(SED_MOVIM, ("v6-fix-sed", "s/::1/⟦{v}⟧/", "before-punctuation", "the new side of a sed fix"),
               ("v6-fix-scratch-that", "scratch that, ⟦{v}⟧ is the right one", "sentence-middle",
                "'scratch that, X'"),
               ("v6-fix-eui-meant", "meant ⟦{eui}⟧", "sentence-end", "link-local made from a MAC, 'meant X'")),
        *forms(FIX_URBIT, ("v6-fix-start-iirc", "⟦{v}⟧ iirc, it changed", "sentence-start", "first, a hedge after it"),
               ("v6-fix-quoted", "^ that one should be \"⟦{v}⟧\"", "in-quotes", "in quotes, pointing up"),
               ("v6-fix-end-no-wait", "no wait, it's ⟦{v}⟧ since the upgrade", "sentence-middle",
                "'no wait, it's X since ...'"))),
    "mac": (
        *forms(STAR_BITLBEE, ("mac-fix-star-upper", "*⟦{upper}⟧", "sentence-start", "upper case after a star"),
               ("mac-fix-brackets", "that box (⟦{v}⟧) drops again, the other is fine", "in-brackets", "in brackets"),
               ("mac-fix-own-line", "wrong paste, this one\n⟦{dashed}⟧\nsorry", "own-line", "dashes, own line")),
        *forms(SED_GITTER, ("mac-fix-sed", "s/:ef/⟦{v}⟧/", "before-punctuation", "the new side of a sed fix"),
               ("mac-fix-cisco-make-that", "make that ⟦{cisco}⟧ for the shelf", "sentence-middle",
                "dotted in threes of pairs, 'make that X'"),
               ("mac-fix-flat-meant", "meant ⟦{flat}⟧", "sentence-end", "twelve digits, no separator")),
        *forms(MEANT_ECHOPLEXUS, ("mac-fix-quoted", "should read \"⟦{upper}⟧\" up there", "in-quotes", "in quotes"),
               ("mac-fix-er-comma", "er, ⟦{v}⟧, the one in the hall", "sentence-middle", "after 'er,'"),
               ("mac-fix-question", "or ⟦{v}⟧, the hall one?", "before-punctuation", "a doubt before '?'"))),
    "secret": (
        *forms(STAR_BRAID, ("secret-fix-star-pw", "*⟦{pw}⟧", "sentence-start", "a star before the fixed one"),
               ("secret-fix-pgp-fpr", "no wait, ⟦{fpr}⟧ is the new one", "sentence-middle",
                "a full OpenPGP fingerprint as gpg prints it under pub (forty hex, one run), bare (personal)"),
               ("secret-fix-sentry", "⟦{sentry}⟧ i think, the other was revoked", "sentence-start",
                "a Sentry org auth token, bare, first")),
        *forms(FIX_LETSCHAT, ("secret-fix-oops-own-line", "oops\n⟦{pw}⟧\nignore that", "own-line",
                              "typed where it shouldn't be, alone on its line"),
               ("secret-fix-quoted", "it's \"⟦{pw}⟧\" with the capital, sorry", "in-quotes", "in quotes"),
               ("secret-fix-md5-hostfp", "make that ⟦{md5fp}⟧ after the reinstall", "sentence-middle",
                "an SSH host key fingerprint in ssh-keygen's MD5: spelling, bare (personal)"),
               ("secret-fix-random-token", "scratch that, ⟦{tok}⟧ works", "sentence-middle",
                "a 32+ character mixed-case random token, no prefix")),
        *forms(SED_CONVERSATIONS, ("secret-fix-sed", "s/2/⟦{pw}⟧/", "before-punctuation",
                                   "the new side of a sed fix"),
               ("secret-fix-planetscale", "meant ⟦{pscale}⟧", "sentence-end", "a PlanetScale password, bare, last"),
               ("secret-fix-heroku-brackets", "(⟦{heroku}⟧ is the new one)", "in-brackets",
                "a Heroku API key in brackets"),
               ("secret-fix-use-for-now", "er, use ⟦{pw}⟧ for the guests", "sentence-middle", "after 'er, use'"))),
    "home_path": (
        *forms(STAR_BITLBEE, ("home-fix-star", "*/home/⟦{u}⟧/.config not .local", "sentence-start",
                              "a star before the fixed path"),
               ("home-fix-not-found", "/home/⟦{u}⟧/Music/old not found, it moved", "sentence-start",
                "a path in a complaint, first"),
               ("home-fix-quoted", "^ that should be \"/home/⟦{u}⟧/bin\"", "in-quotes", "in quotes")),
        *forms(SED_TDESKTOP, ("home-fix-sed", "s/tmp/home\\/⟦{u}⟧/", "before-punctuation",
                              "a sed fix with its slash escaped"),
               ("home-fix-own-line", "wrong one, it's\n/home/⟦{u}⟧/.var/app\nsorry", "own-line",
                "a path on its own line"),
               ("home-fix-tilde-end", "no wait, ~⟦{u}⟧/Pictures", "sentence-end", "~user, last")),
        *forms(MEANT_DISCORD_IRC, ("home-fix-brackets", "(/home/⟦{u}⟧/src, the checkout)", "in-brackets",
                                   "in brackets"),
               ("home-fix-mac-meant", "meant /Users/⟦{u}⟧/Library/Logs", "sentence-end", "a macOS path, last"),
               ("home-fix-question", "or /home/⟦{u}⟧/Videos?", "before-punctuation", "before a question mark"))),
    "nick": (
        *forms(MEANT_DISCORD_IRC, ("nick-fix-as-said", "as ⟦{v}⟧ said yesterday, the fan is fine", "sentence-middle",
                                   "'as X said yesterday' mid-sentence"),
               ("nick-fix-possessive", "⟦{v}⟧'s fix was right after all", "sentence-start",
                "possessive, first, no colon"),
               ("nick-fix-no-wait", "no wait, it was ⟦{v}⟧", "sentence-end", "'no wait, it was X'")),
        *forms(SED_GITTER, ("nick-fix-sed", "s/you/⟦{v}⟧/", "before-punctuation", "a sed fix swapping a person"),
               ("nick-fix-brackets", "(⟦{v}⟧ had it right)", "in-brackets", "in brackets"),
               ("nick-fix-quoted", "i meant \"⟦{v}⟧\" up there", "in-quotes", "in quotes")),
        *forms(STAR_BRAID, ("nick-fix-star", "*⟦{v}⟧ not me", "sentence-start", "a star before the person"),
               ("nick-fix-own-line", "correction:\n⟦{v}⟧\nnot the other guy", "own-line", "alone on its own line"),
               ("nick-fix-question", "or was that ⟦{v}⟧?", "before-punctuation", "a doubt before '?'"))),
    "card": (
        *forms(STAR_MATTERBRIDGE, ("card-fix-star-after", "⟦{grouped}⟧*", "before-punctuation",
                                   "grouped, the star after it"),
               ("card-fix-no-wait", "no wait, ⟦{num}⟧", "sentence-end", "unspaced, 'no wait, X'"),
               ("card-fix-brackets", "the gym (⟦{grouped}⟧ now) is sorted", "in-brackets", "grouped, in brackets")),
        *forms(FIX_URBIT, ("card-fix-own-line", "it's the blue one\n⟦{grouped}⟧\nnot the red", "own-line",
                           "grouped, on its own line"),
               ("card-fix-make-that", "make that ⟦{dashed}⟧ for the flights", "sentence-middle", "dashed"),
               ("card-fix-quoted", "should've been \"⟦{grouped}⟧\"", "in-quotes", "grouped in quotes")),
        *forms(SED_MOVIM, ("card-fix-sed", "s/4444/⟦{num}⟧/", "before-punctuation", "unspaced in a sed fix"),
               ("card-fix-i-think", "⟦{grouped}⟧ i think, it's in the drawer", "sentence-start", "grouped, first"),
               ("card-fix-er", "er, ⟦{num}⟧, the old one expired", "sentence-middle", "unspaced after 'er,'"))),
    "iban": (
        *forms(FIX_IRCV3, ("iban-fix-star", "*⟦{v}⟧", "sentence-start", "unspaced after a star"),
               ("iban-fix-by-friday", "scratch that, ⟦{spaced}⟧ by friday", "sentence-middle",
                "spaced, a deadline after it"),
               ("iban-fix-own-line", "the right one\n⟦{spaced}⟧\nthe other is closed", "own-line",
                "spaced, own line")),
        *forms(SED_CONVERSATIONS, ("iban-fix-sed", "s/00/⟦{v}⟧/", "before-punctuation", "in a sed fix"),
               ("iban-fix-quoted", "it's \"⟦{spaced}⟧\" on the letter, my bad", "in-quotes", "spaced, in quotes"),
               ("iban-fix-meant-lower", "meant ⟦{lower}⟧", "sentence-end", "lower case, unspaced, last")),
        *forms(FIX_LETSCHAT, ("iban-fix-brackets", "(⟦{spaced}⟧, for the rent)", "in-brackets", "spaced, brackets"),
               ("iban-fix-i-think", "⟦{v}⟧ i think", "sentence-start", "unspaced, first, a hedge"),
               ("iban-fix-question", "or ⟦{spaced}⟧?? not sure", "before-punctuation", "spaced, a doubt before '?'"))),
}
# the repairs the carriers make (every planted form holds one or more; the test checks): how chat corrects a line
REPAIRS = {"star": ("*",), "sed": ("s/",),
           "retraction": ("no wait", "scratch that", "make that", "er,", "oops", "correction", "sorry", "my bad",
                          "wrong"),
           "meant": ("meant", "should read", "should be", "should've been", "typo"),
           "hedge": ("i think", "iirc", "misremembering", "or was", "or ⟦", "or /"),
           "afterthought": ("not the", "not me", "now)", "the new one", "the right one", "after all", "had it right",
                            "the other", "it moved", "it was", "the checkout", "for the rent", "said yesterday")}


def repairs_of(line: str) -> set[str]:
    """The repairs a form's line makes (`REPAIRS`), by the markers it holds."""
    return {style for style, marks in REPAIRS.items() if any(m in line for m in marks)}


HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given bare in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("gparted", "inkscape", "shotwell", "transmission", "brasero")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-fix-version-star", "*⟦2.6.32.71⟧ sorry", "", ""),
           ("neg-fix-version-make-that", "make that ⟦5.15.0.91⟧ for the test", "", ""),
           ("neg-fix-version-i-think", "⟦3.10.12⟧ i think", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-fix-private-no-wait", "no wait, ⟦192.168.0.42⟧", "", ""),
           ("neg-fix-private-sed", "s/.12/⟦10.0.3.15⟧/ oops", "", ""),
           ("neg-fix-private-brackets", "the mirror (⟦172.20.1.9⟧, typo above) is back", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-fix-loopback-quoted", "i typed \"⟦127.0.1.1⟧\" twice, the rest was wrong",
                                   "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-fix-cgnat", "⟦100.64.12.7⟧?? or am i misremembering", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-fix-doc-v4", "correction\n⟦203.0.113.58⟧\nthe last digit was "
                                                  "off", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-fix-doc-v6", "⟦2001:db8:4a::17⟧*", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-fix-ula", "the box (⟦fd00:ab:cd::2⟧ now) answers", "", "")),
    *forms("RFC 4291 (loopback and multicast)", ("neg-fix-v6-loopback", "scratch that, ⟦::1⟧ is the right one", "", ""),
           ("neg-fix-v6-routers", "meant ⟦ff02::2⟧", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-fix-doc-mac", "*⟦00:00:5E:00:53:01⟧", "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg-fix-broadcast-mac", "or ⟦ff:ff:ff:ff:ff:ff⟧, the hall one?", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-fix-common-star", "*⟦letmein⟧", "", ""),
        ("neg-fix-common-quoted", "it's \"⟦123456⟧\" with the capital, sorry", "", "")),
    *forms("https://xkcd.com/936/ (a documented example passphrase)", (
        "neg-fix-xkcd", "oops\n⟦correct horse battery staple⟧\nignore that", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg-fix-test-visa", "no wait, ⟦4242424242424242⟧", "", ""),
           ("neg-fix-test-visa-debit", "⟦4000 0566 5566 5556⟧ i think, it's in the drawer", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-fix-example-gb-iban", "(⟦GB82 WEST 1234 5698 7654 32⟧, for the rent)", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-fix-example-mail", "make that ⟦admin@example.org⟧ and the "
                                                   "rest stays", "", ""),
           ("neg-fix-example-mail-sed", "s/the old one/⟦nobody@example.com⟧/", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-fix-uuid", "meant ⟦3f2c9a7e-81d4-4b6e-9c0a-5d17e2b84f60⟧", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-fix-commit", "no wait, it was ⟦9c41e07⟧", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-fix-date", "scratch that, ⟦2026-11-30⟧ after six", "", ""),
           ("neg-fix-time", "⟦18:45⟧ iirc", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-fix-size", "meant ⟦512MiB⟧", "", ""),
           ("neg-fix-size-tb", "⟦4TB⟧*", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-fix-port", "or was it ⟦:8443⟧?", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-fix-pid", "er, ⟦27514⟧, not what i typed", "", "")),
    *forms(f"{NEG}Line_number", ("neg-fix-line", "s/two/⟦line 214⟧/", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-fix-lp-bug", "*⟦bug #1989034⟧ not me", "", ""),
           ("neg-fix-gh-issue", "(⟦#48213⟧ had it right)", "", "")),
    *forms(f"{NEG}ISBN", ("neg-fix-isbn", "it's \"⟦978-0-596-00712-6⟧\" with the space, my bad", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-fix-epoch", "sorry, misread it\n⟦1764460800⟧\nthat's right", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-fix-resolution", "make that ⟦1920x1200⟧ for the shelf", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-fix-pci", "er, ⟦8086:15b8⟧, the one in the hall",
                                                               "", "")),
    *forms("https://usb-ids.gowdy.us/ (USB vendor:product ids)", ("neg-fix-usb", "should read \"⟦046d:c52b⟧\" up "
                                                                  "there", "", "")),
    *forms("Ubuntu package names", ("word-nick-fix", "as ⟦gparted⟧ said yesterday, the fan is fine", "", ""),
           ("word-nick-fix", "⟦inkscape⟧'s fix was right after all", "", ""),
           ("word-nick-fix", "no wait, it was ⟦shotwell⟧", "", ""),
           ("word-nick-fix", "s/you/⟦transmission⟧/", "", ""),
           ("word-nick-fix", "or was that ⟦brasero⟧?", "", "")),
)

# technical text with random-looking values that identify no one, given bare as corrections
TECHNICAL_SHAPES = (
    ("tech-fix-container-id", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "*{hex:12}, the other container exited"),
    ("tech-fix-apt-sha256", "https://wiki.debian.org/DebianRepository/Format (SHA256 of a package)",
     "no wait, the deb is {hex:64}"),
    ("tech-fix-crash-id", "https://wiki.ubuntu.com/Apport (crash report ids)", "meant {uuid}, the second crash"),
    ("tech-fix-build-id", "https://man7.org/linux/man-pages/man1/ld.1.html (--build-id)",
     "make that {hex:40} for the debug symbols"),
    ("tech-fix-object-id", "https://git-scm.com/docs/git-cat-file", "s/HEAD/{hex:40}/"),
    ("tech-fix-short-commit", "https://git-scm.com/docs/git-rev-parse", "scratch that, bisect says {hex:9}"),
    ("tech-fix-initramfs-md5", "https://man7.org/linux/man-pages/man1/md5sum.1.html (checksums)",
     "the initrd is {hex:32} i think"),
    ("tech-fix-partuuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (partition uuids)",
     "er, PARTUUID={uuid}, not the disk"),
    ("tech-fix-btrfs-uuid", "https://btrfs.readthedocs.io/en/latest/btrfs-filesystem.html (filesystem uuids)",
     "(uuid {uuid} now) mounts fine"),
    ("tech-fix-trace-id", "https://www.w3.org/TR/trace-context/ (trace ids)", "or trace {hex:32}?"),
    ("tech-fix-snap-rev", "https://snapcraft.io/docs/snap-revisions", "*rev {dec:5} of the core snap"),
    ("tech-fix-inode", "https://man7.org/linux/man-pages/man7/inode.7.html (inode numbers)",
     "no wait, inode {dec:8} is the one"),
    ("tech-fix-wheel-sha", "https://pip.pypa.io/en/stable/topics/secure-installs/ (hash checking)",
     "should read --hash=sha256:{hex:64}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v23's seed and people put together from the hand-written lists."""

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


drawn_mobile = twentyfirst.drawn_mobile


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
WORDS = ("kettle", "marble", "lantern", "pebble", "walrus", "cobalt", "juniper", "saffron", "anchor", "meadow",
         "thistle", "biscotti")   # v23's own
PHRASES = ("my dog eats socks every monday", "the train is late again tonight", "never trust a cat with keys",
           "two coffees before any meeting", "rain on the roof all night long", "my sister hates green tea")
SIGNS = "!#$%&*+?@_.-"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-16 characters, three classes or more), made three ways people make them: two
    words joined by a sign with digits, the initials of a phrase with digits and a sign, a year first then a
    capitalised word and a sign."""
    for _ in range(MAX_DRAWS):
        style = i % 3
        if style == 0:
            a, b = draws.rng.sample(WORDS, 2)
            pw = a.capitalize() + draws.rng.choice(SIGNS) + b + draws.chars("0123456789", 2)
        elif style == 1:
            words = draws.rng.choice(PHRASES).split()
            initials = "".join(w[0].upper() if k % 3 == 0 else w[0] for k, w in enumerate(words))
            pw = initials + draws.chars("0123456789", 2 + i % 2) + draws.rng.choice(SIGNS)
        else:
            pw = str(draws.rng.randrange(1975, 2024)) + draws.rng.choice(SIGNS) + draws.rng.choice(WORDS).capitalize()
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 16 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def pgp_fingerprint(draws: Draws) -> str:
    """An OpenPGP v4 fingerprint as modern gpg prints it under `pub`: forty upper-case hex digits in one run."""
    while True:
        value = draws.chars("0123456789ABCDEF", 40)
        if re.search("[A-F]", value) and draws.fresh(value):
            return value


def md5_host_fingerprint(draws: Draws) -> str:
    """An SSH host key fingerprint as `ssh-keygen -E md5 -l` prints it: `MD5:` and sixteen colon-separated pairs."""
    return "MD5:" + ":".join(draws.chars(HEX, 2) for _ in range(16))


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
                "fpr": pgp_fingerprint(draws), "md5fp": md5_host_fingerprint(draws),
                "sentry": "sntrys_" + draws.chars(ALNUM, 64), "pscale": "pscale_pw_" + draws.chars(B64URL, 43),
                "heroku": "HRKU-" + draws.token("{uuid}")}
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
        "fix-handle-star": (f"*⟦{handle}⟧ not me, i only tested it", (handle,), author, "sentence-start"),
        "fix-display-name-as-said": (f"as ⟦{person.full}⟧ said yesterday, the bot is fine", (person.full,),
                                     nicknamed, "sentence-middle"),
        "fix-first-name-no-wait": (f"no wait, it was ⟦{person.first}⟧", (person.first,), nicknamed,
                                   "sentence-end"),
        "fix-handle-brackets": (f"the role fix (⟦{handle}⟧ did it, not me) is live", (handle,), author,
                                "in-brackets"),
        "fix-own-line-display-name": (f"correction, it was\n⟦{person.full}⟧\nwho ran the event", (person.full,),
                                      nicknamed, "own-line"),
        "forward-handle-sed": (f"s/mod/⟦{handle}⟧/", (handle,), {**author, "place": "forward"},
                               "before-punctuation"),
        "fix-handle-possessive": (f"⟦{handle}⟧'s fix was right after all", (handle,), author, "sentence-start"),
        "fix-first-name-quoted": (f"i meant \"⟦{person.first}⟧\" up there", (person.first,), nicknamed,
                                  "in-quotes"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "fix-real-name-scratch-that": (f"scratch that, ⟦{person.full}⟧ owns the release", (person.full,), user,
                                       "sentence-middle"),
        "fix-handle-star-after": (f"⟦{handle}⟧* sorry, wrong person", (handle,), user, "before-punctuation"),
        "fix-first-name-make-that": (f"make that ⟦{person.first}⟧ for the review", (person.first,), user,
                                     "sentence-middle"),
        "fix-handle-brackets": (f"the rota (⟦{handle}⟧ this week, not next) is pinned", (handle,), user,
                                "in-brackets"),
        "fix-own-line-real-name": (f"oops, the owner is\n⟦{person.full}⟧\nnot the team", (person.full,), user,
                                   "own-line"),
        "comment-real-name-meant": (f"meant ⟦{person.full}⟧", (person.full,), {**user, "place": "comment"},
                                    "sentence-end"),
        "fix-handle-i-think": (f"⟦{handle}⟧ i think, ask around", (handle,), user, "sentence-start"),
        "fix-first-name-question": (f"or was that ⟦{person.first}⟧?", (person.first,), user, "before-punctuation"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "fix-handle-no-wait": (f"no wait, ⟦{handle}⟧ brings the cake", (handle,), {}, "sentence-middle"),
        "mention-name-first-star": (f"*⟦{person.first}⟧", (person.first,), {"entity": ["mention_name", number]},
                                    "sentence-start"),
        "fix-full-name-quoted": (f"should read \"⟦{person.full}⟧\" on the invitation", (person.full,), {}, "in-quotes"),
        "fix-handle-brackets": (f"the flat (⟦{handle}⟧ has it now) is free", (handle,), {}, "in-brackets"),
        "fix-own-line-full-name": (f"sorry, i meant\n⟦{person.full}⟧\nnot her sister", (person.full,), {},
                                   "own-line"),
        "saved-first-name-as-said": (f"as ⟦{person.first}⟧ said, the lake is frozen", (person.first,),
                                     {"place": "saved"}, "sentence-middle"),
        "text-mention-full-name-meant": (f"meant ⟦{person.full}⟧", (person.full,),
                                         {"entity": ["text_mention", number]}, "sentence-end"),
        "fix-first-name-sed": (f"s/him/⟦{person.first}⟧/", (person.first,), {}, "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("fix-handle-star", "fix-display-name-as-said", "fix-first-name-no-wait", "fix-handle-brackets",
                "fix-own-line-display-name", "forward-handle-sed", "fix-handle-possessive", "fix-first-name-quoted"),
    "slack": ("fix-real-name-scratch-that", "fix-handle-star-after", "fix-first-name-make-that",
              "fix-handle-brackets", "fix-own-line-real-name", "comment-real-name-meant", "fix-handle-i-think",
              "fix-first-name-question"),
    "telegram": ("fix-handle-no-wait", "mention-name-first-star", "fix-full-name-quoted", "fix-handle-brackets",
                 "fix-own-line-full-name", "saved-first-name-as-said", "text-mention-full-name-meant",
                 "fix-first-name-sed")}
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
    """v19's kinds of side channel in new shapes: a Discord DM named after a dotted handle, a Slack private channel
    of one person's handover, a Slack group DM of three, a Telegram personal chat titled in the person's own script,
    an export under a Linux home named after the person."""
    people = [p for p in (draws.person(1900 + k) for k in range(80))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[5:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    a, b, c, d, e, f = people[:6]
    t = scripted[0] if scripted else people[6]
    home = f"{f.ascii_last.lower()}{f.ascii_first[:1].lower()}"
    rows = {
        "discord-dm-name": ("discord", f"{a.ascii_first.lower()}.{a.ascii_last.lower()}",
                            (a.ascii_first.lower(), a.ascii_last.lower())),
        "slack-private-channel-of-person": ("slack", f"handover-{b.ascii_first.lower()}",
                                            (b.ascii_first.lower(),)),
        "slack-mpdm-name": ("slack", f"mpdm-{c.ascii_first.lower()}--{d.ascii_first.lower()}.{d.ascii_last[:1].lower()}"
                                     f"--{e.ascii_first.lower()}-1",
                            (c.ascii_first.lower(), d.ascii_first.lower(), e.ascii_first.lower())),
        "telegram-personal-title": ("telegram", t.full, (t.first, t.last)),
        "export-path-home": ("discord", f"/home/{home}/Documents/discord-backup", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v21 (lower case): no value of v23 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v23 is one an earlier set used."""
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
    for issuer in ISSUERS:
        assert not any(n.startswith(issuer.lower()) for n in earlier), issuer


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
    """Every record of the twenty-third held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v21
    earlier = earlier_values()
    check_ranges(earlier)
    check_bare()
    check_people()
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
