"""Builds bench/data/anonymize_heldout29.jsonl, the TWENTY-NINTH held-out set of the anonymiser (v29), measured by
`bench/anonymize_heldout.py --set v29`. Written on 2026-11-29 (18:50-18:59 UTC, helper heldout29) after v26 and v27
were measured and spent, while another helper wrote v28 apart (never read: not its worktree, not its branch); never
tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py's head (its places), v27's builder in full and the helpers it
imports from the earlier builders, the other builders' constants and people lists through their checks (to keep their
record format and groups, import their helpers and avoid their forms, names, cultures, locales, regions and values),
tests/test_anonymize_heldout.py and the committed earlier sets (their needles, phone regions and IBAN countries,
counted to pick the least used). Public sources were searched for about two minutes, for shapes only (two searches:
support threads that tell a fault in time, `since then`, `this morning`, `after the upgrade`; pages on English
time and sequence markers, `first`, `then`, `since`, `until`); each form's `source` names the page that shows the
habit; no line or value was copied. It did NOT read the rule modules (disentangle/privacy/), the release validator or
auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests,
docs/privacy.md beyond its first section, nor anything of v28. The anonymiser was never run on a plant, nor
`disentangle extract`, nor the harness on this set.

v29 keeps v5-v27's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is an eighth, independent set of BARE values (v15, v17, v19, v21, v23, v25 and v27 were the
first seven, by other authors):

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): every carrier phrase names NOTHING of the value's kind
  (v27's list of announcing words and more; the build and the test check). v29's carriers are TOLD IN TIME: the value
  dropped into the story of when something happened, the way a help channel narrates a fault or an errand: a start
  (`since tuesday X ...`), a before and after (`after the reboot X`, `X before the move`, `until friday`), a day or
  a time of day (`yesterday`, `this morning`, `last night`, `tonight`, `on weekends`), a sequence (`first X, then
  ...`, `then X`, `finally`) and a span (`an hour ago`, `all week`, `overnight`). Nicks are told in time too
  (`since monday X looks after ...`, `X's patch from last week`). Every form names the habit it shows (`habit`) and
  the public page that shows people write so (`source`); every time marker (`TIMES`) stands in forms of four kinds or
  more.
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation (a question mark, a comma, a full stop), and a multi-line message with the value on a line of its own.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name was written by hand by the author from his own
  knowledge of naming, no name library nor list file, and none is a name of v20's-v27's hand-written lists (the build
  checks). Twenty naming cultures none of v20-v27 drew from as such (Gujarati, Kannada, Bolivian, Uruguayan, Cuban,
  Swiss German, Luxembourgish, Maltese, Basque, Galician, Bosnian, Kyrgyz, Tajik, Hausa, Rwandan, Tigrinya, Burmese,
  Khmer, Iraqi, Angolan), weighted (`CULTURE_WEIGHTS`) as the author guesses an international English-speaking Linux
  channel mixes them: Gujarati and Kannada most (many Indian engineers), Swiss German, Hausa and Iraqi next,
  Luxembourgish, Kyrgyz, Tajik, Tigrinya and Khmer fewest; mostly common names, a few rarer ones (Seraina, Maialen,
  Uxía, Bermet, Ġorġ). Kyrgyz and Tajik surnames take the first name's gender (Асанова, Назарова); Burmese people
  have no family name, so the second part is a second given name (Aung Zaw); Khmer people are written family name
  first. Gujarati, Kannada, Kyrgyz, Tajik, Tigrinya, Burmese, Khmer and Iraqi people are written in their own script
  (Gujarati, Kannada, Cyrillic, Ethiopic, Myanmar, Khmer, Arabic) in display names and side channels, and
  transliterated by the author as they type themselves in an address or a login (Hardik, Manjunath, Bakyt, Tesfay).
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions the earlier sets planted in three times or fewer and
  none of v21's, v23's-v27's (`PHONE_REGIONS`), each number a valid mobile of its region, only the operator's prefix
  kept from libphonenumber's example and every later digit drawn; twelve IBAN countries among the least used before
  (ten to thirteen times each, none of v23's-v27's); card IINs, IPv4 /16s, IPv6 prefixes, OUIs and e-mail providers
  none used (checked), each person's address at a provider of their culture's country; token issuers none of v1-v27
  planted (OpenRouter `sk-or-v1-`, Jina AI `jina_`, GitHub refresh tokens `ghr_`); passwords by v29's own recipe (a capitalised place, a
  year and a sign; two short words around a sign with a digit pair, one upper-cased; a word with letters swapped for
  digits and signs, leet style); seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): an OpenPGP v4 fingerprint as
  `gpg --fingerprint` prints it (ten groups of four upper-case hex digits, two spaces in the middle), bare; an SSH host
  key fingerprint in the `SHA256:` spelling `ssh-keygen -l` prints (43 base64 characters), bare; a 32-48 character
  mixed-case token with no issuer prefix; and a MAC-derived IPv6 link-local address (`ff:fe` in its middle, kind
  `ipv6`).
- HOSTS: only the #ubuntu days of the annotated corpus (`irc-disentanglement/`), the days the earlier sets used least,
  none a line of v1-v27: the shared irclogs days were used up by v24 and v25 (the brief), so v29 has NO irclogs host
  and the test's "#ubuntu days and irclogs days, in turn" check accepts it with none (as it relaxed for v24-v27).
  Nicks are, where the host's log has one, a nick that speaks in that log, said bare.
- EXPORTS: names and handles typed bare, told in time, in the middle of sentences in places the readers read (message
  text, a Discord forward, a Slack attachment's pretext, a Telegram photo caption; `heldout_exports.PLACES`) and the
  side channels of v24's group kinds in new shapes (a Discord group DM named by three handles in v29's `first + last`
  shape, a Slack DM with a person, a Slack channel named after two people and a month, a Telegram group titled with
  three first names in their own scripts joined by slashes, a Telegram export under a Linux home named
  `initial + surname`).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, CGNAT, documentation
  addresses, documentation MACs, example passwords, test cards, documented IBANs, example domains, UUIDs, dates,
  sizes, ports, PIDs, line, bug numbers, package names said like nicks) in the time-told carrier phrases the plants
  use. TECHNICAL lines give random-looking ids told in time too (machine ids, journal cursors, object ids, checksums,
  ...); no PGP key id nor SSH fingerprint among them.
- NOT COVERED: values split over lines, carrier phrases in other languages, encoded values (v10-v13).

    python bench/experiments/anonymize_heldout29.py   # rewrites bench/data/anonymize_heldout29.jsonl
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
from experiments import anonymize_heldout21 as twentyfirst  # noqa: E402 -- drawn_mobile
from experiments import anonymize_heldout26 as twentysixth  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout27 as twentyseventh  # noqa: E402 -- BARE_WORDS, POSITIONS, its people

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout29.jsonl"
EARLIER_SETS = (*twentyseventh.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (26, 27)))
SEED = 29291
EXPORT_SEED = 29202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("BF", "BH", "BO", "CG", "CU", "ER", "GF", "GL", "GP", "GW", "KI", "MC", "MQ", "PW", "RE", "SB",
                 "SC", "AW")   # planted in three times or fewer before, none of v21's, v23's-v27's
IBAN_COUNTRIES = ("MK", "NO", "RO", "RS", "SI", "SK", "BG", "LI", "BA", "SM", "PT", "GR")   # among the least used
CARD_RANGES = (("visa_ch_seq", "420374", 16), ("mastercard_pt_seq", "522084", 16), ("visa_bo_seq", "489216", 16),
               ("amex_seq", "379941", 15), ("mastercard_ro_seq", "535618", 16), ("diners_seq", "302417", 14),
               ("jcb_seq", "358842", 16), ("unionpay_seq", "624315", 16), ("visa_cu_seq", "465921", 16),
               ("discover_seq", "601163", 16), ("mastercard_kg_seq", "548823", 16), ("visa_mt_seq", "447209", 16))
DOMAINS_OF = {"gu": ("satyam.net.in", "wilnetonline.net"), "kn": ("bgl.vsnl.net.in", "blr.vsnl.net.in"),
              "es-bo": ("entelnet.bo", "cotas.com.bo"), "es-uy": ("adinet.com.uy", "montevideo.com.uy"),
              "es-cu": ("nauta.cu", "infomed.sld.cu"), "de-ch": ("hispeed.ch", "swissonline.ch"),
              "lb": ("vo.lu", "tango.lu"), "mt": ("maltanet.net", "onvol.net"), "eu": ("euskalnet.net",),
              "gl": ("mundo-r.com",), "bs": ("bih.net.ba", "lol.ba"), "ky": ("elcat.kg", "mail.kg"),
              "tg": ("mail.tj",), "ha": ("mtnonline.com.ng",), "rw": ("rwandatel.rw", "mtn.co.rw"),
              "ti": ("eol.com.er", "tse.com.er"), "my": ("mptmail.net.mm", "myanmar.com.mm"),
              "km": ("online.com.kh", "camnet.com.kh"), "ar-iq": ("uruklink.net", "earthlink.iq"),
              "pt-ao": ("netangola.com", "ebonet.net")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("178.197", "85.5", "188.60", "94.252", "212.56", "91.200", "37.208", "188.93", "80.58", "212.42",
             "92.62", "197.231", "41.138", "103.25", "203.144", "37.237", "105.168", "200.87", "186.52", "152.206",
             "117.239")
V6_PREFIXES = ("2a02:aa8", "2a01:5a8", "2001:7e8", "2a02:a800", "2403:a080", "2800:cd0", "2001:4c90")
OUIS = ("b0:4e:26", "5c:e9:31", "f4:8c:eb", "fc:a6:67", "a8:42:a1", "44:a5:6e")
ISSUERS = ("sk-or-v1-", "jina_", "ghr_")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside); v27's and more
BARE_WORDS = (*twentyseventh.BARE_WORDS, "ipaddress4", "macaddr", "phonenum", "mob-no", "tel-no", "mailaddr",
              "passcodes", "pin-code", "tokenid", "sortcodes", "bankdetails", "payee", "cardno", "ccnum", "homedirs",
              "logon", "screenname", "usernames", "ipaddrs", "callme", "whatsapped", "texted", "rang", "emailing",
              "mailing", "ip-address", "mac-address", "e-mailed")

# the habits' pages (searched for shapes only; each shows people telling an event in time so)
SEQ_ELPS = ("https://elps.info/main/index/explaining-order-of-events-in-time-using-adverbs (first, next, then, "
            "finally tell events in their order)")
SEQ_BIG = "https://bigenglishschool.com/time-sequencers (since, until, before, after place an event in time)"
SEQ_LEF = ("https://learningenglishfree.co.uk/index.php/basic-english/navigating-time-sequences-in-english-a-step-by-"
           "step-guide (first, then, after that in everyday narration)")
SINCE_FLIRC = ("https://forum.flirc.tv/index.php?/topic/11193-remote-completely-bricked-during-latest-firmware-"
               "update/ (a support thread told in time: 'since then', 'this morning')")
SINCE_MOOSH = ("https://moosh.im/f/topic/meter-stopped-working-after-update/ (a fault dated by the day: 'today', "
               "'since then')")
SINCE_SAT = ("https://satelliteguys.us/xen/threads/lockups-with-the-new-software-version.5364 ('since ... yesterday "
             "morning', faults counted from a day)")
TINKER = ("https://www.tinkerunity.org/topic/113-problems-after-firmware-upgrade/ ('after the upgrade', 'used to work "
          "before')")
DISCORD_DOC = SINCE_FLIRC
SLACK_DOC = SEQ_BIG
TELEGRAM_DOC = SEQ_LEF
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = twentyseventh.POSITIONS


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "gu": (False, ("હાર્દિક|Hardik|m", "ધ્રુવી|Dhruvi|f", "કેતન|Ketan|m", "જિજ્ઞા|Jigna|f", "ભાવિન|Bhavin|m",
                   "હેતલ|Hetal|f", "ચિરાગ|Chirag|m", "ફાલ્ગુની|Falguni|f"),
           ("પંડ્યા|Pandya", "ત્રિવેદી|Trivedi", "પરીખ|Parikh", "સોલંકી|Solanki", "જાડેજા|Jadeja", "વ્યાસ|Vyas")),
    "kn": (False, ("ಮಂಜುನಾಥ|Manjunath|m", "ಶ್ವೇತಾ|Shwetha|f", "ಪ್ರಜ್ವಲ್|Prajwal|m", "ರಕ್ಷಿತಾ|Rakshitha|f",
                   "ಸಂತೋಷ್|Santhosh|m", "ಚೈತ್ರಾ|Chaitra|f"),
           ("ಗೌಡ|Gowda", "ಹೆಗ್ಡೆ|Hegde", "ಶೆಟ್ಟಿ|Shetty", "ಭಟ್|Bhat", "ಕಾಮತ್|Kamath")),
    "es-bo": (False, ("Limbert|Limbert|m", "Jhenny|Jhenny|f", "Grover|Grover|m", "Janeth|Janeth|f",
                      "Rolando|Rolando|m", "Maribel|Maribel|f"),
              ("Huanca|Huanca", "Coaquira|Coaquira", "Limachi|Limachi", "Arce|Arce", "Terrazas|Terrazas")),
    "es-uy": (False, ("Nahuel|Nahuel|m", "Jimena|Jimena|f", "Santino|Santino|m", "Maite|Maite|f",
                      "Gastón|Gaston|m", "Belén|Belen|f"),
              ("Olivera|Olivera", "Larrosa|Larrosa", "Techera|Techera", "Bentancor|Bentancor", "Cabrera|Cabrera")),
    "es-cu": (False, ("Yoandy|Yoandy|m", "Yanelis|Yanelis|f", "Yosvany|Yosvany|m", "Yudelkis|Yudelkis|f",
                      "Osmany|Osmany|m", "Yaima|Yaima|f"),
              ("Valdés|Valdes", "Sotolongo|Sotolongo", "Ravelo|Ravelo", "Hechavarría|Hechavarria",
               "Despaigne|Despaigne")),
    "de-ch": (False, ("Reto|Reto|m", "Corinne|Corinne|f", "Urs|Urs|m", "Seraina|Seraina|f", "Beat|Beat|m",
                      "Nadja|Nadja|f", "Silvan|Silvan|m"),
              ("Zürcher|Zuercher", "Brunner|Brunner", "Baumgartner|Baumgartner", "Gerber|Gerber",
               "Schläpfer|Schlaepfer", "Känzig|Kaenzig")),
    "lb": (False, ("Gilles|Gilles|m", "Joëlle|Joelle|f", "Pit|Pit|m", "Nathalie|Nathalie|f", "Claude|Claude|m",
                   "Sandy|Sandy|f"),
           ("Schmit|Schmit", "Thill|Thill", "Reuter|Reuter", "Kremer|Kremer", "Hansen|Hansen")),
    "mt": (False, ("Ġorġ|Gorg|m", "Marija|Marija|f", "Ninu|Ninu|m", "Roberta|Roberta|f", "Clayton|Clayton|m",
                   "Jeanette|Jeanette|f"),
           ("Camilleri|Camilleri", "Vella|Vella", "Farrugia|Farrugia", "Zammit|Zammit", "Grech|Grech")),
    "eu": (False, ("Iker|Iker|m", "Ane|Ane|f", "Unai|Unai|m", "Maialen|Maialen|f", "Gorka|Gorka|m",
                   "Nahia|Nahia|f"),
           ("Arrizabalaga|Arrizabalaga", "Agirre|Agirre", "Goikoetxea|Goikoetxea", "Bengoetxea|Bengoetxea",
            "Zubizarreta|Zubizarreta")),
    "gl": (False, ("Xoán|Xoan|m", "Uxía|Uxia|f", "Brais|Brais|m", "Antía|Antia|f", "Iago|Iago|m", "Noela|Noela|f"),
           ("Outeiro|Outeiro", "Vilariño|Vilarino", "Castiñeira|Castineira", "Piñeiro|Pineiro", "Seoane|Seoane")),
    "bs": (False, ("Kenan|Kenan|m", "Amra|Amra|f", "Emir|Emir|m", "Selma|Selma|f", "Haris|Haris|m", "Lejla|Lejla|f"),
           ("Hodžić|Hodzic", "Mujić|Mujic", "Begović|Begovic", "Delić|Delic", "Hadžić|Hadzic")),
    "ky": (False, ("Бакыт|Bakyt|m", "Айпери|Aiperi|f", "Талант|Talant|m", "Жылдыз|Zhyldyz|f", "Эрмек|Ermek|m",
                   "Бермет|Bermet|f"),
           ("Жумабеков|Zhumabekov|Жумабекова|Zhumabekova", "Токтогулов|Toktogulov|Токтогулова|Toktogulova",
            "Асанов|Asanov|Асанова|Asanova", "Сыдыков|Sydykov|Сыдыкова|Sydykova")),
    "tg": (False, ("Фирдавс|Firdavs|m", "Нигина|Nigina|f", "Далер|Daler|m", "Зарина|Zarina|f",
                   "Бахтовар|Bakhtovar|m", "Манижа|Manizha|f"),
           ("Назаров|Nazarov|Назарова|Nazarova", "Сафаров|Safarov|Сафарова|Safarova",
            "Шарипов|Sharipov|Шарипова|Sharipova", "Қодиров|Kodirov|Қодирова|Kodirova")),
    "ha": (False, ("Abubakar|Abubakar|m", "Hauwa|Hauwa|f", "Aminu|Aminu|m", "Zainab|Zainab|f", "Sani|Sani|m",
                   "Hadiza|Hadiza|f"),
           ("Danjuma|Danjuma", "Garba|Garba", "Lawal|Lawal", "Yakubu|Yakubu", "Dangote|Dangote")),
    "rw": (False, ("Thierry|Thierry|m", "Aline|Aline|f", "Innocent|Innocent|m", "Clarisse|Clarisse|f",
                   "Fabrice|Fabrice|m", "Solange|Solange|f"),
           ("Uwimana|Uwimana", "Niyonzima|Niyonzima", "Habimana|Habimana", "Mukamana|Mukamana",
            "Nshimiyimana|Nshimiyimana")),
    "ti": (False, ("ተስፋይ|Tesfay|m", "ሳባ|Saba|f", "ብርሃነ|Berhane|m", "ሰናይት|Senait|f", "ሰመረ|Semere|m", "ፊዮሪ|Fiori|f"),
           ("ገብረሂወት|Gebrehiwet", "ተኽለ|Tekle", "ሃብተ|Habte", "ወልደማርያም|Woldemariam", "ኪዳነ|Kidane")),
    "my": (False, ("အောင်|Aung|m", "သီတာ|Thida|f", "ကျော်|Kyaw|m", "နီလာ|Nilar|f", "မင်း|Min|m", "ခင်|Khin|f"),
           ("ဇော်|Zaw", "ထွန်း|Tun", "မြင့်|Myint", "လွင်|Lwin", "သန့်|Thant")),
    "km": (True, ("សុភា|Sophea|f", "វណ្ណៈ|Vannak|m", "ដារ៉ា|Dara|m", "ស្រីលីន|Sreylin|f", "រតនា|Ratana|f",
                  "វិចិត្រ|Vichet|m"),
           ("សុខ|Sok", "ជា|Chea", "ហេង|Heng", "លី|Ly", "ឈឹម|Chhim")),
    "ar-iq": (False, ("حيدر|Haider|m", "زهراء|Zahraa|f", "مرتضى|Murtadha|m", "رسل|Rusul|f", "سجاد|Sajjad|m",
                      "دعاء|Duaa|f", "منتظر|Muntadher|m"),
              ("الجبوري|Aljubouri", "العبيدي|Alobaidi", "الساعدي|Alsaadi", "الربيعي|Alrubaie", "الخفاجي|Alkhafaji")),
    "pt-ao": (False, ("Edvaldo|Edvaldo|m", "Domingas|Domingas|f", "Adilson|Adilson|m", "Luzia|Luzia|f",
                      "Nzinga|Nzinga|f", "Osvaldo|Osvaldo|m"),
              ("Lukamba|Lukamba", "Mbemba|Mbemba", "Capita|Capita", "Kassoma|Kassoma", "Kiluanji|Kiluanji")),
}
CULTURE_WEIGHTS = {"gu": 6, "kn": 6, "es-bo": 3, "es-uy": 3, "es-cu": 3, "de-ch": 4, "lb": 2, "mt": 3, "eu": 3,
                   "gl": 3, "bs": 3, "ky": 2, "tg": 2, "ha": 4, "rw": 3, "ti": 2, "my": 3, "km": 2, "ar-iq": 4,
                   "pt-ao": 3}
OWN_SCRIPT = ("gu", "kn", "ky", "tg", "ti", "my", "km", "ar-iq")
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
    """Every first and last name (written and typed) of v20's-v27's hand-written lists, lower case."""
    found: set[str] = set(twentyseventh.earlier_people_names())
    for module in (twentysixth, twentyseventh):
        for _, firsts, lasts in module.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    return found


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v29's lists is one of v20's-v27's."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(SINCE_SAT, ("email-time-since-tuesday-middle", "since tuesday ⟦{v}⟧ gets all the invites",
                           "sentence-middle", "'since' a day, then the value as the subject"),
               ("email-time-echo-weeks-ago", "⟦{v}⟧? that one died two weeks ago", "before-punctuation",
                "the value asked back with '?', 'ago' after")),
        *forms(SINCE_MOOSH, ("email-time-start-bounced-yesterday", "⟦{v}⟧ bounced twice yesterday", "sentence-start",
                             "the value first, the day last")),
        *forms(SEQ_ELPS, ("email-time-first-then-end", "first the old one, then ⟦{v}⟧", "sentence-end",
                          "'first ... then' with the value last")),
        *forms(TINKER, ("email-time-brackets-after-move", "the new one (⟦{v}⟧ after the move) works", "in-brackets",
                        "in brackets with 'after'"),
               ("email-time-before-merger-comma", "before the merger it was ⟦{v}⟧, now no idea",
                "before-punctuation", "'before' an event, the value, a comma")),
        *forms(SEQ_BIG, ("email-time-quoted-until-friday", "\"⟦{v}⟧\" until friday, she said", "in-quotes",
                         "quoted, 'until' a day after")),
        *forms(SINCE_FLIRC, ("email-time-own-line-this-morning", "this morning it came from\n⟦{v}⟧", "own-line",
                             "'this morning', the value alone on the next line"))),
    "phone": (
        *forms(SEQ_BIG, ("phone-time-after-six-comma", "after six it's ⟦{intl}⟧, not the office", "before-punctuation",
                         "international after 'after six', a comma after"),
               ("phone-time-shop-until-march", "the shop was on ⟦{national}⟧ until march", "sentence-middle",
                "national, 'until' a month after")),
        *forms(SINCE_MOOSH, ("phone-time-start-e164-weekends", "⟦{e164}⟧ on weekends, she's away monday",
                             "sentence-start", "E.164 first, the days after")),
        *forms(SINCE_SAT, ("phone-time-brackets-since-spring", "her cousin (⟦{intl}⟧ since the spring) has the van",
                           "in-brackets", "international in brackets with 'since'")),
        *forms(SEQ_ELPS, ("phone-time-own-line-first-then", "first the landlord, then\n⟦{national}⟧", "own-line",
                          "national alone on its line after 'first ... then'"),
               ("phone-time-next-plumber", "next time use ⟦{national}⟧ for the plumber", "sentence-middle",
                "national after 'next time'")),
        *forms(SINCE_FLIRC, ("phone-time-quoted-tonight", "\"⟦{intl}⟧\" tonight, not before nine", "in-quotes",
                             "international, quoted, 'tonight' after")),
        *forms(TINKER, ("phone-time-switched-ago-end", "he switched an hour ago to ⟦{e164}⟧", "sentence-end",
                        "E.164 last, 'ago' before it"))),
    "ipv4": (
        *forms(SINCE_SAT, ("v4-time-since-outage-middle", "since the outage ⟦{v}⟧ drops every hour",
                           "sentence-middle", "'since' an event, the value as the subject"),
               ("v4-time-quoted-since-monday", "\"⟦{v}⟧\" since monday, slow as anything", "in-quotes",
                "quoted, 'since' a day after")),
        *forms(TINKER, ("v4-time-start-after-reboot", "⟦{v}⟧ came back after the reboot", "sentence-start",
                        "first, 'after' an event"),
               ("v4-time-before-move-stop", "before the move we had ⟦{v}⟧.", "before-punctuation",
                "'before' an event, the value, a full stop")),
        *forms(SEQ_ELPS, ("v4-time-first-then-end", "first it was the old box, then ⟦{v}⟧", "sentence-end",
                          "'first ... then' with the value last")),
        *forms(SEQ_BIG, ("v4-time-brackets-until-yesterday", "the upstairs one (⟦{v}⟧ until yesterday) is gone",
                         "in-brackets", "in brackets with 'until yesterday'")),
        *forms(SINCE_FLIRC, ("v4-time-own-line-last-night", "last night it flapped:\n⟦{v}⟧", "own-line",
                             "alone on its line after 'last night'"),
               ("v4-time-echo-days-ago", "⟦{v}⟧? that went away days ago", "before-punctuation",
                "asked back with '?', 'ago' after")),
        *forms(SEQ_LEF, ("v4-time-after-lunch-end", "after lunch it finally answered from ⟦{v}⟧", "sentence-end",
                         "last, after 'after lunch ... finally'"))),
    "ipv6": (
        *forms(TINKER, ("v6-time-start-since-firmware", "⟦{v}⟧ since the firmware update, then nothing",
                        "sentence-start", "first, 'since' an event after"),
               ("v6-time-eui-after-reset-end", "after the reset the printer showed ⟦{eui}⟧", "sentence-end",
                "link-local made from a MAC (ff:fe in its middle), last, after 'after'")),
        *forms(SINCE_FLIRC, ("v6-time-eui-own-line-morning", "this morning the tv took\n⟦{eui}⟧", "own-line",
                             "link-local made from a MAC, alone on its line")),
        *forms(SEQ_ELPS, ("v6-time-then-answered-middle", "then ⟦{v}⟧ answered for an hour", "sentence-middle",
                          "'then' the value, a span after")),
        *forms(SEQ_BIG, ("v6-time-brackets-before-move", "the garage one (⟦{v}⟧ before the move) is gone",
                         "in-brackets", "in brackets with 'before'")),
        *forms(SINCE_MOOSH, ("v6-time-quoted-yesterday", "\"⟦{v}⟧\" yesterday, something else today", "in-quotes",
                             "quoted, two days after")),
        *forms(SEQ_LEF, ("v6-time-finally-comma", "⟦{v}⟧, finally, after two days", "before-punctuation",
                         "first, a comma, 'finally'")),
        *forms(SINCE_SAT, ("v6-time-changed-friday-end", "it changed again on friday to ⟦{v}⟧", "sentence-end",
                           "last, a day before it"))),
    "mac": (
        *forms(SINCE_FLIRC, ("mac-time-start-upper-noon", "⟦{upper}⟧ dropped off again at noon", "sentence-start",
                             "upper case first, a time of day after")),
        *forms(SINCE_SAT, ("mac-time-since-storm-middle", "since the storm ⟦{v}⟧ won't join", "sentence-middle",
                           "'since' an event, the value as the subject"),
               ("mac-time-echo-since-sunday", "⟦{upper}⟧? gone since sunday", "before-punctuation",
                "upper case asked back with '?'")),
        *forms(SEQ_ELPS, ("mac-time-first-dashed-then", "first ⟦{dashed}⟧, then the kids' tablet", "sentence-middle",
                          "dashes after 'first', 'then' after")),
        *forms(SEQ_BIG, ("mac-time-brackets-until-reset", "the hallway thing (⟦{v}⟧ until the reset) was fine",
                         "in-brackets", "in brackets with 'until'")),
        *forms(SINCE_MOOSH, ("mac-time-quoted-flat-last-week", "\"⟦{flat}⟧\" on the sticker, peeled off last week",
                             "in-quotes", "twelve digits, no separator, quoted")),
        *forms(TINKER, ("mac-time-own-line-cisco-after-swap", "after the swap it reads\n⟦{cisco}⟧", "own-line",
                        "dotted in threes of pairs, alone on its line"),
               ("mac-time-blocked-yesterday-end", "the one blocked yesterday was ⟦{v}⟧", "sentence-end",
                "last, a day before it"))),
    "secret": (
        *forms(SINCE_SAT, ("secret-time-since-friday-pw", "since friday it's ⟦{pw}⟧, she changed it",
                           "before-punctuation", "'since' a day, the value, a comma"),
               ("secret-time-pgp-fpr-since", "⟦{fpr}⟧ since the keysigning, check the last block", "sentence-start",
                "an OpenPGP fingerprint as gpg --fingerprint prints it (ten groups of four), bare, first (personal)")),
        *forms(SEQ_BIG, ("secret-time-openrouter-brackets-until", "the staging one (⟦{skor}⟧ until the rotation) still runs",
                         "in-brackets", "an OpenRouter key in brackets with 'until'"),
               ("secret-time-quoted-until-monday", "\"⟦{pw}⟧\" until monday, then a new one", "in-quotes",
                "quoted, 'until' a day after")),
        *forms(TINKER, ("secret-time-sha256-after-reinstall", "after the reinstall it showed ⟦{sha256fp}⟧",
                        "sentence-end", "an SSH host key fingerprint in ssh-keygen's SHA256: spelling, last "
                                        "(personal)")),
        *forms(SEQ_ELPS, ("secret-time-first-pw-then", "first ⟦{pw}⟧, then the long one", "sentence-middle",
                          "after 'first', 'then' after")),
        *forms(SINCE_MOOSH, ("secret-time-token-yesterdays", "yesterday's was ⟦{tok}⟧", "sentence-end",
                             "a 32+ character mixed-case random token, no prefix, last")),
        *forms(SEQ_LEF, ("secret-time-jina-all-night", "⟦{jina}⟧ ran the render all night", "sentence-start",
                         "a Jina AI key first, a span after")),
        *forms(SINCE_FLIRC, ("secret-time-ghr-echo-ago", "⟦{ghr}⟧? that one expired weeks ago", "before-punctuation",
                             "a GitHub refresh token asked back with '?'"),
               ("secret-time-own-line-pw-morning", "this morning it was\n⟦{pw}⟧", "own-line",
                "alone on its line after 'this morning'"))),
    "home_path": (
        *forms(SINCE_FLIRC, ("home-time-start-overnight", "/home/⟦{u}⟧/.cache/thumbnails filled up overnight",
                             "sentence-start", "a path first, 'overnight' after")),
        *forms(TINKER, ("home-time-after-upgrade-middle", "after the upgrade /home/⟦{u}⟧/.config/autostart was empty",
                        "sentence-middle", "'after' an event then the path"),
               ("home-time-echo-after-reboot", "/home/⟦{u}⟧/snap/firefox? gone after the reboot",
                "before-punctuation", "asked back with '?', 'after' after")),
        *forms(SEQ_ELPS, ("home-time-own-line-then-landed", "then it landed in\n/home/⟦{u}⟧/Videos/obs", "own-line",
                          "a path alone on its line after 'then'"),
               ("home-time-first-tilde-end", "first clear ~⟦{u}⟧/.thumbnails", "sentence-end",
                "~user last after 'first'")),
        *forms(SEQ_BIG, ("home-time-brackets-before-wipe", "the old copy (/home/⟦{u}⟧/backup-2019 before the wipe) "
                                                           "is fine", "in-brackets", "in brackets with 'before'")),
        *forms(SINCE_SAT, ("home-time-quoted-since-tuesday", "\"/home/⟦{u}⟧/.steam\" since tuesday, 40 gigs",
                           "in-quotes", "quoted, 'since' a day after"),
               ("home-time-all-week-middle", "it's been writing to /home/⟦{u}⟧/.xsession-errors all week",
                "sentence-middle", "the path mid-sentence, a span after")),
        *forms(SINCE_MOOSH, ("home-time-mac-yesterday-end", "yesterday it was /Users/⟦{u}⟧/Desktop/old",
                             "sentence-end", "a macOS path last, the day first"))),
    "nick": (
        *forms(SINCE_SAT, ("nick-time-since-monday-looks-after", "since monday ⟦{v}⟧ looks after the mirror",
                           "sentence-middle", "'since' a day, then the person")),
        *forms(SINCE_MOOSH, ("nick-time-possessive-last-week", "⟦{v}⟧'s patch from last week fixed it",
                             "sentence-start", "possessive, first"),
               ("nick-time-quoted-yesterday", "\"⟦{v}⟧\" said yesterday it was fine", "in-quotes",
                "quoted, the day after")),
        *forms(SEQ_ELPS, ("nick-time-first-then-rest", "first ⟦{v}⟧, then the rest of us", "sentence-middle",
                          "after 'first', 'then' after")),
        *forms(SEQ_BIG, ("nick-time-brackets-until-june", "the other one (⟦{v}⟧ until june) ran it", "in-brackets",
                         "in brackets with 'until'")),
        *forms(TINKER, ("nick-time-own-line-before-touched", "it was working before\n⟦{v}⟧ touched it", "own-line",
                        "on a line of its own after 'before'")),
        *forms(SINCE_FLIRC, ("nick-time-echo-hour-ago", "⟦{v}⟧? left an hour ago", "before-punctuation",
                             "asked back with '?'"),
               ("nick-time-merged-tonight-end", "this got merged tonight by ⟦{v}⟧", "sentence-end",
                "the person last, the day before"))),
    "card": (
        *forms(SINCE_MOOSH, ("card-time-start-grouped-friday", "⟦{grouped}⟧ went through on friday", "sentence-start",
                             "grouped, first"),
               ("card-time-quoted-yesterday", "\"⟦{grouped}⟧\" yesterday, declined twice", "in-quotes",
                "grouped, quoted")),
        *forms(SINCE_SAT, ("card-time-since-march-num", "since march it's ⟦{num}⟧ for the gym", "sentence-middle",
                           "unspaced after 'since'")),
        *forms(SEQ_ELPS, ("card-time-first-dashed-then", "first ⟦{dashed}⟧, then mum's", "sentence-middle",
                          "dashed after 'first'")),
        *forms(SEQ_BIG, ("card-time-brackets-until-december", "the work one (⟦{grouped}⟧ until december) ran out",
                         "in-brackets", "grouped, in brackets with 'until'")),
        *forms(TINKER, ("card-time-own-line-after-hotel", "after the hotel she used\n⟦{grouped}⟧", "own-line",
                        "grouped, alone on its line")),
        *forms(SINCE_FLIRC, ("card-time-echo-days-ago", "⟦{dashed}⟧? blocked two days ago", "before-punctuation",
                             "dashed, asked back with '?'")),
        *forms(SEQ_LEF, ("card-time-last-weekend-end", "the flights last weekend were on ⟦{num}⟧", "sentence-end",
                         "unspaced, last"))),
    "iban": (
        *forms(SINCE_SAT, ("iban-time-start-since-january", "⟦{spaced}⟧ since january, for the rent", "sentence-start",
                           "spaced, first"),
               ("iban-time-echo-weeks-ago", "⟦{v}⟧? closed weeks ago", "before-punctuation",
                "unspaced, asked back with '?'")),
        *forms(TINKER, ("iban-time-after-wedding-middle", "after the wedding it goes to ⟦{v}⟧ instead",
                        "sentence-middle", "unspaced after 'after'")),
        *forms(SEQ_ELPS, ("iban-time-first-then-school", "first ⟦{spaced}⟧, then the school one", "sentence-middle",
                          "spaced after 'first'")),
        *forms(SEQ_BIG, ("iban-time-brackets-until-last-year", "the club's (⟦{spaced}⟧ until last year) changed",
                         "in-brackets", "spaced, brackets")),
        *forms(SINCE_MOOSH, ("iban-time-quoted-monday-friday", "\"⟦{spaced}⟧\" on monday, the other on friday",
                             "in-quotes", "spaced, quoted")),
        *forms(SINCE_FLIRC, ("iban-time-own-line-this-morning", "this morning the letter said\n⟦{spaced}⟧",
                             "own-line", "spaced, alone on its line")),
        *forms(SEQ_LEF, ("iban-time-finally-lower-end", "the dues go, finally, to ⟦{lower}⟧", "sentence-end",
                         "lower case, unspaced, last"))),
}
# the time markers the carriers make (every planted form holds one or more; the test checks): how chat places a
# value in the story of when something happened
TIMES = {"since": r"\bsince\b",
         "after": r"\bafter\b",
         "before": r"\b(before|until)\b",
         "day": r"\b(yesterday|today|tonight|this morning|last night|last week|last weekend|last year|noon|monday|"
                r"tuesday|wednesday|thursday|friday|saturday|sunday|weekends?)\b",
         "sequence": r"\b(first|then|next|finally)\b",
         "span": r"\b(ago|all week|all night|overnight|for an hour|every hour)\b"}


def times_of(line: str) -> set[str]:
    """The time markers a form's line shows (`TIMES`)."""
    return {style for style, pattern in TIMES.items() if re.search(pattern, line.lower())}


HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given bare in the plants' own time-told phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("rhythmbox", "audacity", "kdenlive", "remmina", "synaptic")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-time-version-start", "⟦2.6.32.71⟧ came back after the reboot", "", ""),
           ("neg-time-version-since", "since the outage ⟦6.8.0.45⟧ drops every hour", "", ""),
           ("neg-time-version-echo", "⟦4.19.2⟧? that went away days ago", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-time-private-own-line", "last night it flapped:\n⟦192.168.0.77⟧", "", ""),
           ("neg-time-private-brackets", "the upstairs one (⟦10.1.4.20⟧ until yesterday) is gone", "", ""),
           ("neg-time-private-end", "first it was the old box, then ⟦172.17.0.9⟧", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-time-loopback", "before the move we had ⟦127.0.0.53⟧.", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-time-cgnat", "\"⟦100.72.3.18⟧\" since monday, slow as anything",
                                               "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-time-doc-v4", "after lunch it finally answered from "
                                                  "⟦198.51.100.23⟧", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-time-doc-v6", "then ⟦2001:db8:7::41⟧ answered for an "
                                                        "hour", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-time-ula", "the garage one (⟦fd12:3456::8⟧ before the move) is "
                                                 "gone", "", "")),
    *forms("RFC 4291 (loopback and multicast)", ("neg-time-v6-loopback", "⟦::1⟧, finally, after two days", "", ""),
           ("neg-time-v6-all-nodes", "it changed again on friday to ⟦ff02::1⟧", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-time-doc-mac", "since the storm ⟦00:00:5e:00:53:2a⟧ won't "
                                                      "join", "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg-time-broadcast-mac", "the one blocked yesterday was "
                                                         "⟦ff:ff:ff:ff:ff:ff⟧", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-time-common-since", "since friday it's ⟦qwerty123⟧, she changed it", "", ""),
        ("neg-time-common-first", "first ⟦password1⟧, then the long one", "", "")),
    *forms("https://xkcd.com/936/ (a documented example passphrase)", (
        "neg-time-xkcd", "this morning it was\n⟦Tr0ub4dor&3⟧", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg-time-test-mastercard", "⟦5555 5555 5555 4444⟧ went "
                                                            "through on friday", "", ""),
           ("neg-time-test-amex", "since march it's ⟦378282246310005⟧ for the gym", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-time-example-de-iban", "the club's (⟦DE89 3704 0044 0532 0130 00⟧ until last year) changed", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-time-example-mail", "⟦postmaster@example.net⟧ bounced twice "
                                                   "yesterday", "", ""),
           ("neg-time-example-mail-since", "since tuesday ⟦noreply@example.com⟧ gets all the invites", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-time-uuid", "this morning the letter said\n⟦9b1e4c27-3a6f-4d85-b0e2-5c7f18a9d364⟧", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-time-commit", "⟦e7b20f4⟧'s patch from last week "
                                                             "fixed it", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-time-date", "⟦2026-10-03⟧ on weekends, she's away monday", "", ""),
           ("neg-time-time", "after six it's ⟦19:30⟧, not the office", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-time-size", "the old copy (⟦120GiB⟧ before the wipe) is fine", "", ""),
           ("neg-time-size-mb", "it's been writing ⟦640MB⟧ all week", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-time-port", "⟦:5432⟧? gone since sunday", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-time-pid", "he switched an hour ago to ⟦31877⟧", "", "")),
    *forms(f"{NEG}Line_number", ("neg-time-line", "after the upgrade ⟦line 488⟧ was empty", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-time-lp-bug", "since monday ⟦bug #2061458⟧ looks after the mirror", "", ""),
           ("neg-time-gh-issue", "⟦#40127⟧? left an hour ago", "", "")),
    *forms(f"{NEG}ISBN", ("neg-time-isbn", "\"⟦978-1-59327-389-3⟧\" on monday, the other on friday", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-time-epoch", "\"⟦1767225600⟧\" tonight, not before nine", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-time-resolution", "yesterday's was ⟦2560x1440⟧", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-time-pci", "⟦10ec:8168⟧ dropped off again at noon",
                                                               "", "")),
    *forms("https://usb-ids.gowdy.us/ (USB vendor:product ids)", ("neg-time-usb", "after the swap it reads\n⟦0bda:8153⟧",
                                                                  "", "")),
    *forms("https://semver.org/ (pre-release versions)", ("neg-time-semver", "the staging one (⟦3.0.0-rc.2⟧ until the "
                                                          "rotation) still runs", "", "")),
    *forms("Ubuntu package names", ("word-nick-time", "since monday ⟦rhythmbox⟧ looks after the mirror", "", ""),
           ("word-nick-time", "first ⟦audacity⟧, then the rest of us", "", ""),
           ("word-nick-time", "this got merged tonight by ⟦kdenlive⟧", "", ""),
           ("word-nick-time", "the other one (⟦remmina⟧ until june) ran it", "", ""),
           ("word-nick-time", "⟦synaptic⟧? left an hour ago", "", "")),
)

# technical text with random-looking values that identify no one, told in time and bare
TECHNICAL_SHAPES = (
    ("tech-time-machine-id", "https://man7.org/linux/man-pages/man5/machine-id.5.html (machine ids)",
     "since the clone both have {hex:32}, regenerate one"),
    ("tech-time-image-id", "https://docs.docker.com/reference/cli/docker/image/ls/ (image ids)",
     "{hex:12} was rebuilt overnight"),
    ("tech-time-crash-uuid", "https://wiki.ubuntu.com/Apport (crash report ids)", "yesterday {uuid} again, same crash"),
    ("tech-time-build-id", "https://man7.org/linux/man-pages/man1/ld.1.html (--build-id)",
     "after the rebuild it's {hex:40} in the debug package"),
    ("tech-time-tree-id", "https://git-scm.com/docs/git-cat-file", "then {hex:40} is the tree that changed"),
    ("tech-time-short-commit", "https://git-scm.com/docs/git-rev-parse", "first {hex:10}, then the revert"),
    ("tech-time-md5sum", "https://man7.org/linux/man-pages/man1/md5sum.1.html (checksums)",
     "before the mirror sync the iso gave {hex:32}"),
    ("tech-time-fs-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (filesystem uuids)",
     "the root one (UUID={uuid}) until the resize"),
    ("tech-time-lv-uuid", "https://man7.org/linux/man-pages/man8/lvdisplay.8.html (LV uuids)",
     "since the extend the lv shows {uuid}"),
    ("tech-time-span-id", "https://www.w3.org/TR/trace-context/ (span ids)", "an hour ago span {hex:16} timed out"),
    ("tech-time-snap-rev", "https://snapcraft.io/docs/snap-revisions", "revision {dec:4} landed on tuesday"),
    ("tech-time-inode", "https://man7.org/linux/man-pages/man7/inode.7.html (inode numbers)",
     "inode {dec:7} showed up twice this morning"),
    ("tech-time-sha224", "https://man7.org/linux/man-pages/man1/sha224sum.1.html (checksums)",
     "finally: {hex:56}"),
)


class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v29's seed and people put together from the hand-written lists."""

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


BANK_CODES = {"RO": ("RNCB", "BTRL", "BRDE", "INGB", "CECE"), "BG": ("UNCR", "STSA", "FINV", "BPBI", "RZBB")}
# the letter codes of a few of the countries' banks where their IBAN holds letters


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
B64 = ALNUM + "+/"
PLACES = ("Lucerne", "Mdina", "Bilbao", "Kigali", "Asmara", "Mandalay", "Kampot", "Basra", "Lobito", "Vadodara",
          "Mysuru", "Paysandu", "Tarija", "Holguin")       # v29's own: towns of its people's countries
SHORT = ("kite", "rain", "fig", "owl", "jade", "moth", "reef", "yak", "plum", "dune", "lynx", "fern")
LONG = ("watermelon", "sunflower", "blueberry", "dragonfly", "hummingbird", "marigold", "snowfall", "starlight",
        "pineapple", "butterscotch")
LEET = {"a": "4@", "e": "3", "i": "1!", "o": "0", "s": "$5", "t": "7"}
SIGNS = "!#$%&*+?@=^~"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-18 characters, three classes or more), made three ways people make them: a
    capitalised town, a year and a sign; two short words around a sign with a digit pair, one of them upper-cased; a
    long word with some letters swapped for digits and signs (leet), capitalised."""
    for _ in range(MAX_DRAWS):
        style = (i // len(FORMS["secret"])) % 3   # the forms repeat every ten plants: the recipe turns slower
        if style == 0:
            pw = draws.rng.choice(PLACES) + str(draws.rng.randrange(1978, 2024)) + draws.rng.choice(SIGNS)
        elif style == 1:
            a, b = draws.rng.sample(SHORT, 2)
            a, b = (a.upper(), b) if draws.rng.random() < 0.5 else (a, b.upper())
            pw = a + draws.rng.choice(SIGNS) + b + draws.chars("0123456789", 2)
        else:
            word = draws.rng.choice(LONG)
            letters = [draws.rng.choice(LEET[c]) if c in LEET and draws.rng.random() < 0.6 else c for c in word]
            pw = letters[0].upper() + "".join(letters[1:])
            if not re.search(r"\d", pw):
                pw += draws.chars("0123456789", 1)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 18 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def pgp_fingerprint(draws: Draws) -> str:
    """An OpenPGP v4 fingerprint as `gpg --fingerprint` prints it: ten groups of four upper-case hex digits, two
    spaces between the fifth and the sixth."""
    while True:
        value = draws.chars("0123456789ABCDEF", 40)
        if re.search("[A-F]", value) and draws.fresh(value):
            groups = [value[k:k + 4] for k in range(0, 40, 4)]
            return " ".join(groups[:5]) + "  " + " ".join(groups[5:])


def sha256_host_fingerprint(draws: Draws) -> str:
    """An SSH host key fingerprint as `ssh-keygen -l` prints it: `SHA256:` and 43 base64 characters, no padding (the
    last one of the sixteen a 32-byte digest can end in)."""
    while True:
        value = "SHA256:" + draws.chars(B64, 42) + draws.rng.choice("AEIMQUYcgkosw048")
        if draws.fresh(value):
            return value


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
                "fpr": pgp_fingerprint(draws), "sha256fp": sha256_host_fingerprint(draws),
                "skor": "sk-or-v1-" + draws.chars(HEX, 64),
                "jina": "jina_" + draws.chars(ALNUM, 60),
                "ghr": "ghr_" + draws.chars(ALNUM, 36)}
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


def handle_of(person: Person, platform: str) -> str:
    """A handle people make from their own name, typed in ASCII, in v29's shapes: first name and surname run
    together on Discord; first name, a dot and the surname's first three letters on Slack; surname and the first
    name's first two letters on Telegram."""
    first_, last = person.ascii_first.lower().replace("-", ""), person.ascii_last.lower().replace("-", "")
    return {"discord": f"{first_}{last}", "slack": f"{first_}.{last[:3]}",
            "telegram": f"{last}{first_[:2]}"}[platform]


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "discord")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "time-handle-since-friday": (f"since friday ⟦{handle}⟧ runs the roles", (handle,), author, "sentence-middle"),
        "time-display-name-start-yesterday": (f"⟦{person.full}⟧ made the banner yesterday", (person.full,), nicknamed,
                                              "sentence-start"),
        "time-first-name-then-end": (f"first the mods, then ⟦{person.first}⟧", (person.first,), nicknamed,
                                     "sentence-end"),
        "time-handle-brackets-until": (f"the second mod (⟦{handle}⟧ until sunday) is away", (handle,), author,
                                       "in-brackets"),
        "time-display-name-own-line": (f"after the vote it went to\n⟦{person.full}⟧", (person.full,), nicknamed,
                                       "own-line"),
        "forward-handle-echo-ago": (f"⟦{handle}⟧? joined an hour ago", (handle,), {**author, "place": "forward"},
                                    "before-punctuation"),
        "time-first-name-possessive-last-week": (f"it was ⟦{person.first}⟧'s idea last week", (person.first,),
                                                 nicknamed, "sentence-middle"),
        "time-display-name-quoted-tonight": (f"\"⟦{person.full}⟧\" in the credits tonight", (person.full,), nicknamed,
                                             "in-quotes"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "slack")
    user = {"user": [uid, handle, person.full]}
    return {
        "time-real-name-since-q3": (f"since the offsite ⟦{person.full}⟧ signs off the budget", (person.full,), user,
                                    "sentence-middle"),
        "time-handle-echo-yesterday": (f"⟦{handle}⟧? out since yesterday", (handle,), user, "before-punctuation"),
        "time-first-name-then": (f"then ⟦{person.first}⟧ took that over", (person.first,), user, "sentence-middle"),
        "time-handle-brackets-until": (f"the on-call one (⟦{handle}⟧ until friday) knows", (handle,), user,
                                       "in-brackets"),
        "time-real-name-own-line": (f"reviewer after the freeze:\n⟦{person.full}⟧", (person.full,), user, "own-line"),
        "pretext-real-name-this-morning": (f"this morning from ⟦{person.full}⟧", (person.full,),
                                           {**user, "place": "pretext"}, "sentence-end"),
        "time-handle-start-first": (f"⟦{handle}⟧ first, then the whole team", (handle,), user, "sentence-start"),
        "time-first-name-quoted-monday": (f"\"⟦{person.first}⟧\" on monday's doc", (person.first,), user,
                                          "in-quotes"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "telegram")
    return {
        "time-handle-this-week": (f"since tuesday ⟦{handle}⟧ has the van", (handle,), {}, "sentence-middle"),
        "mention-name-first-tonight": (f"⟦{person.first}⟧ tonight", (person.first,),
                                       {"entity": ["mention_name", number]}, "sentence-start"),
        "time-full-name-quoted-saturday": (f"\"⟦{person.full}⟧\" on saturday's invitation", (person.full,), {},
                                           "in-quotes"),
        "time-handle-brackets-before": (f"the last one (⟦{handle}⟧ before midnight) left", (handle,), {},
                                        "in-brackets"),
        "time-full-name-own-line": (f"driving both ways after lunch\n⟦{person.full}⟧", (person.full,), {}, "own-line"),
        "caption-first-name-then": (f"then ⟦{person.first}⟧ brings the tent", (person.first,), {"place": "caption"},
                                    "sentence-middle"),
        "text-mention-full-name-yesterday": (f"her sister came yesterday with ⟦{person.full}⟧", (person.full,),
                                             {"entity": ["text_mention", number]}, "sentence-end"),
        "time-first-name-echo-ago": (f"⟦{person.first}⟧? asked two days ago", (person.first,), {},
                                     "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("time-handle-since-friday", "time-display-name-start-yesterday", "time-first-name-then-end",
                "time-handle-brackets-until", "time-display-name-own-line", "forward-handle-echo-ago",
                "time-first-name-possessive-last-week", "time-display-name-quoted-tonight"),
    "slack": ("time-real-name-since-q3", "time-handle-echo-yesterday", "time-first-name-then",
              "time-handle-brackets-until", "time-real-name-own-line", "pretext-real-name-this-morning",
              "time-handle-start-first", "time-first-name-quoted-monday"),
    "telegram": ("time-handle-this-week", "mention-name-first-tonight", "time-full-name-quoted-saturday",
                 "time-handle-brackets-before", "time-full-name-own-line", "caption-first-name-then",
                 "text-mention-full-name-yesterday", "time-first-name-echo-ago")}
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
    """v24's group kinds of side channel in new shapes: a Discord group DM named by three handles, a Slack DM with a
    person, a Slack channel named after two people and a month, a Telegram group titled in its members' own scripts,
    an export under a Linux home named after the person."""
    people = [p for p in (draws.person(2900 + k) for k in range(30))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[6:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    scripted = [p for k, p in enumerate(scripted) if p.locale not in {q.locale for q in scripted[:k]}]
    a, b, c, d, e, f = people[:6]
    s1, s2 = (scripted + people[6:])[:2]
    home = f"{f.ascii_first[:1].lower()}{f.ascii_last.lower()}"
    hands = [handle_of(p, "discord") for p in (a, b, c)]
    rows = {
        "discord-group-dm-name": ("discord", " + ".join(hands), tuple(hands)),
        "slack-dm-of-user": ("slack", d.full, (d.ascii_first, d.ascii_last, d.first, d.last)),
        "slack-channel-of-people": ("slack", f"{e.ascii_first.lower()}-{c.ascii_first.lower()}-october",
                                    (e.ascii_first.lower(), c.ascii_first.lower())),
        "telegram-group-title": ("telegram", f"{s1.first} / {s2.first} / {b.first}", (s1.first, s2.first, b.first)),
        "export-path-home": ("telegram", f"/home/{home}/Downloads/Telegram Desktop/ChatExport_2026-10-12", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v27 (lower case, v28 never read): no value of v29 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v29 is one an earlier set used."""
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
    """No planted form's carrier phrase holds a word of `BARE_WORDS`; every form is told in time (`TIMES`)."""
    for kind, kind_forms in FORMS.items():
        for form in kind_forms:
            assert not bare_words(form.line), (kind, form.name, bare_words(form.line))
            assert form.position in POSITIONS, (kind, form.name)
            assert times_of(form.line), (kind, form.name)
    someone = Person("Ана Тест", "Ана", "Тест", "Ana", "Test", "ky")     # a stand-in, only to read the phrases
    for platform, (make, _, _) in EXPORTS.items():
        for name in EXPORT_FORMS[platform]:
            phrase, _, _, position = make(name, someone, "1" if platform != "telegram" else 1)   # type: ignore[operator]
            assert not bare_words(phrase) and times_of(phrase) and position in POSITIONS, (platform, name)


def build() -> list[dict]:
    """Every record of the twenty-ninth held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:1]       # the quietest #ubuntu days only: the irclogs days are used up (v24, v25)
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
