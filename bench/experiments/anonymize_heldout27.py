"""Builds bench/data/anonymize_heldout27.jsonl, the TWENTY-SEVENTH held-out set of the anonymiser (v27), measured by
`bench/anonymize_heldout.py --set v27`. Written on 2026-11-29 (16:43-16:57 UTC, helper heldout27) after v24 and v25
were measured and spent, while another helper wrote v26 apart (never read: not its worktree, not its branch); never
tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py's head, v25's builder in full and the helpers it imports from the
earlier builders, the other builders' constants and people lists through v24's and v25's checks (to keep their record
format and groups, import their helpers and avoid their forms, names, cultures, locales, regions and values),
tests/test_anonymize_heldout.py and the committed earlier sets (their needles, phone regions and IBAN countries,
counted to pick the least used). Public sources were searched for about two minutes, for shapes only (three searches: pages on
HEDGING in speech and chat: `I think`, `maybe`, `sort of`, `iirc`, `afaik`, `don't quote me`); each form's `source`
names the page that shows the habit; no line or value was copied. It did NOT read the rule modules
(disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half, any result
of a held-out set, the privacy tests, docs/privacy.md beyond its first section, nor anything of v26. The anonymiser
was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v27 keeps v5-v25's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a seventh, independent set of BARE values (v15, v17, v19, v21, v23 and v25 were the first
six, by other authors):

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): every carrier phrase names NOTHING of the value's kind
  (v25's list of announcing words and more; the build and the test check). v27's carriers are HEDGES: the value given
  from memory, with the speaker's doubt and nothing of what it is, the way people say a half-remembered value in a
  channel: recalling (`iirc X`, `from memory`, `if memory serves`), believing (`X i think`, `pretty sure`, `i reckon`),
  guessing (`maybe X?`, `probably`, `could be X`), approximating (`something like "X"`, `roughly`, `more or less`),
  knowing only so far (`afaik`, `afaict`, `last i checked`) and disclaiming (`not sure`, `dunno`, `don't quote me`,
  `could be wrong`, `not 100%`). Nicks are hedged too (`iirc X fixed that`, `X's patch probably`, `maybe X`). Every
  form names the habit it shows (`habit`) and the public page that shows people write so (`source`); every hedge
  (`HEDGES`) stands in forms of four kinds or more.
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation (a question mark, a comma, a full stop), and a multi-line message with the value on a line of its own.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name was written by hand by the author from his own
  knowledge of naming, no name library nor list file, and none is a name of v20's-v25's hand-written lists (the build
  checks). Twenty naming cultures none of v20-v25 drew from as such (Peruvian, Venezuelan, Austrian, Flemish, Irish,
  Welsh, Slovenian, Latvian, Estonian, Albanian, Macedonian, Kazakh, Uzbek, Azerbaijani, Moroccan, Lebanese, Telugu,
  Sinhalese, Igbo, Jamaican), weighted (`CULTURE_WEIGHTS`) as the author guesses an international English-speaking
  Linux channel mixes them: Telugu most (many Indian engineers), Peruvian, Austrian and Flemish next, Welsh, Latvian,
  Estonian and Macedonian fewest; mostly common names, a few rarer ones (Llŷr, Ruairí, Odane, Hemma). Latvian,
  Macedonian, Kazakh, Uzbek and Azerbaijani surnames take the first name's gender (Bērziņa, Трајковска, Омарова,
  Rahimova, Əliyeva); Macedonian and Kazakh people are written in Cyrillic, Lebanese in Arabic script, Telugu people in
  Telugu and Sinhalese in Sinhala script in display names and side channels, and transliterated by the author as they
  type themselves in an address or a login (Goran, Nurlan, Rami, Srikanth, Kasun).
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions the earlier sets planted in three times or fewer and
  none of v21's, v23's, v24's nor v25's (`PHONE_REGIONS`), each number a valid mobile of its region, only the
  operator's prefix kept from libphonenumber's example and every later digit drawn; the twelve IBAN countries used
  least before (`IBAN_COUNTRIES`, nine to ten times each, none of v23's, v24's or v25's); card IINs, IPv4 /16s, IPv6
  prefixes, OUIs and e-mail providers none used (checked), each person's address at a provider of their culture's
  country; token issuers none of v1-v25 planted (LangSmith `lsv2_pt_`, Tavily `tvly-`, Pinecone `pcsk_`); passwords
  by v27's own recipe (two words joined by a dot or a sign, the second capitalised, two digits after; a capitalised
  word, a sign, three digits and a lower-case word; the initials of a sentence in mixed case with a digit and a sign
  inside); seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): an OpenPGP v4 fingerprint as
  `gpg --fingerprint` prints it (ten groups of four upper-case hex digits, two spaces in the middle), bare; an SSH host
  key fingerprint in the `SHA256:` spelling `ssh-keygen -l` prints (43 base64 characters), bare; a 32-48 character
  mixed-case token with no issuer prefix; and a MAC-derived IPv6 link-local address (`ff:fe` in its middle, kind
  `ipv6`).
- HOSTS: only the #ubuntu days of the annotated corpus (`irc-disentanglement/`), the days the earlier sets used least,
  none a line of v1-v25: the shared irclogs days were used up by v24 and v25 (the brief), so v27 has NO irclogs host
  and the test's "#ubuntu days and irclogs days, in turn" check accepts it with none (as it relaxed for v24 and v25).
  Nicks are, where the host's log has one, a nick that speaks in that log, said bare.
- EXPORTS: names and handles typed bare, hedged, in the middle of sentences in places the readers read (message text,
  a Discord forward, a Slack file comment, a Telegram saved message; `heldout_exports.PLACES`) and the side channels
  of v24's group kinds in new shapes (a Discord group DM named by three handles in v27's `surname_initial` shape, a
  Slack DM with a person, a Slack channel named after two people's move, a Telegram group titled with three first
  names in their own scripts joined by middle dots, a Telegram export under a Linux home named `surname + initial`).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, CGNAT, documentation
  addresses, documentation MACs, example passwords, test cards, documented IBANs, example domains, UUIDs, dates,
  sizes, ports, PIDs, line, bug numbers, package names said like nicks) in the hedged carrier phrases the plants use.
  TECHNICAL lines give random-looking ids hedged and bare too (machine ids, boot ids, object ids, checksums, ...); no
  PGP key id nor SSH fingerprint among them.
- NOT COVERED: values split over lines, carrier phrases in other languages, encoded values (v10-v13).

    python bench/experiments/anonymize_heldout27.py   # rewrites bench/data/anonymize_heldout27.jsonl
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
from experiments import anonymize_heldout24 as twentyfourth  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout25 as twentyfifth  # noqa: E402 -- BARE_WORDS, POSITIONS, its people

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout27.jsonl"
EARLIER_SETS = (*twentyfifth.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (24, 25)))
SEED = 27271
EXPORT_SEED = 27202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("ST", "AF", "AO", "BN", "CM", "CV", "FJ", "GM", "HT", "LR", "MG", "ML", "PG", "TG", "VU", "BB",
                 "GA", "GN")   # planted in three times or fewer before, none of v21's, v23's, v24's nor v25's
IBAN_COUNTRIES = ("SO", "VG", "YE", "AE", "AZ", "CZ", "DO", "EE", "EG", "GT", "HU", "ME")   # the least used before
CARD_RANGES = (("visa_pe_hedge", "455673", 16), ("mastercard_at_hedge", "546616", 16), ("visa_be_hedge", "404586", 16),
               ("amex_hedge", "376211", 15), ("mastercard_ie_hedge", "537410", 16), ("diners_hedge", "301847", 14),
               ("jcb_hedge", "356600", 16), ("unionpay_hedge", "627804", 16), ("visa_lk_hedge", "436712", 16),
               ("discover_hedge", "601143", 16), ("mastercard_kz_hedge", "553214", 16), ("visa_jm_hedge", "418962", 16))
DOMAINS_OF = {"es-pe": ("speedy.com.pe", "terra.com.pe"), "es-ve": ("cantv.net", "inter.net.ve"),
              "de-at": ("a1.net", "liwest.at"), "nl-be": ("scarlet.be", "edpnet.be"), "ga-ie": ("iol.ie", "indigo.ie"),
              "cy": ("btopenworld.com",), "sl": ("t-2.net", "amis.net"), "lv": ("apollo.lv", "tvnet.lv"),
              "et": ("neti.ee", "online.ee"), "sq": ("abissnet.al",), "mk": ("t-home.mk", "mt.net.mk"),
              "kk": ("nursat.kz",), "uz": ("mail.uz",), "az": ("azeronline.com",), "ar-ma": ("iam.net.ma",),
              "ar-lb": ("idm.net.lb", "cyberia.net.lb"), "te": ("sancharnet.in", "hathway.com"), "si": ("sltnet.lk",),
              "ig": ("infoweb.com.ng",), "en-jm": ("cwjamaica.com", "flowja.com")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("190.41", "186.88", "77.116", "81.82", "86.40", "89.142", "83.99", "90.190", "79.106", "77.28",
             "95.56", "84.54", "85.132", "105.158", "178.135", "117.200", "112.134", "41.203", "72.252")
V6_PREFIXES = ("2800:200", "2a02:8388", "2a02:2c40", "2a01:260", "2001:4c28", "2401:dd00", "2c0f:f738")
OUIS = ("74:ac:b9", "9c:a2:f4", "20:e5:2a", "60:38:e0", "e0:63:da", "24:a4:3c")
ISSUERS = ("lsv2_pt_", "tvly-", "pcsk_")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside); v25's and more
BARE_WORDS = (*twentyfifth.BARE_WORDS, "ipaddr4", "hwaddr6", "phoneno", "tlf", "telefono", "correo", "passw0rd",
              "secrets", "credential", "apitoken", "accesstoken", "pubkey", "fpr", "iin", "pan", "bsb", "nuban",
              "clabe", "homepath", "userdir", "whoami", "ifname", "netmask", "cidr", "hwid", "macid", "addresses",
              "emails", "phones", "numbers", "passwords")

# the habits' pages (searched for shapes only; each shows people hedging a statement so)
HEDGE_WIKI = ("https://en.wikipedia.org/wiki/Hedge_(linguistics) (hedges: a speaker not fully committed to what "
              "follows; seen through its wikisum.wiki summary)")
HEDGE_SPEECH = ("https://ai-learning-platform.com/english-c1-us/12-discourse-real-speech/02-hedging-in-speech/ "
                "('I think', 'sort of', 'kinda' in casual speech and texting)")
HEDGE_KENNAN = "https://kennan.app/research/hedging ('I guess', 'maybe', 'sort of' mark a speaker as uncertain)"
HEDGE_TECH = ("https://www.coderslingo.com/blog/hedging-language-in-technical-communication/ (engineers hedge: "
              "'should', 'might', 'around', 'assuming')")
HEDGE_ABBR = "https://github.com/Mohamed00/AltIBMTTSDictionaries/pull/8 (IDK, IIRC, AFAIK as chat abbreviations)"
HEDGE_SPOKEN = ("https://englishillustrated.com/grammar/advanced-grammar-c1c2/hedging-language/hedging-in-spoken-"
                "english/ (speakers qualify a claim: 'it seems', 'in a sense', 'I would say')")
DISCORD_DOC = HEDGE_ABBR
SLACK_DOC = HEDGE_TECH
TELEGRAM_DOC = HEDGE_SPEECH
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = twentyfifth.POSITIONS


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "es-pe": (False, ("Renzo|Renzo|m", "Sheyla|Sheyla|f", "Piero|Piero|m", "Rosario|Rosario|f",
                      "Gianfranco|Gianfranco|m", "Fiorella|Fiorella|f", "Jhon|Jhon|m", "Yessenia|Yessenia|f"),
              ("Huamán|Huaman", "Condori|Condori", "Vilca|Vilca", "Ccahuana|Ccahuana", "Chumpitaz|Chumpitaz",
               "Yupanqui|Yupanqui", "Ticse|Ticse")),
    "es-ve": (False, ("Yorman|Yorman|m", "Yusmary|Yusmary|f", "Darwin|Darwin|m", "Mariángel|Mariangel|f",
                      "Wilmer|Wilmer|m", "Yelitza|Yelitza|f", "Jhonatan|Jhonatan|m", "Oriana|Oriana|f"),
              ("Briceño|Briceno", "Urdaneta|Urdaneta", "Carrasquel|Carrasquel", "Montilla|Montilla",
               "Colmenares|Colmenares", "Guevara|Guevara")),
    "de-at": (False, ("Kilian|Kilian|m", "Verena|Verena|f", "Dominik|Dominik|m", "Theresa|Theresa|f",
                      "Christoph|Christoph|m", "Birgit|Birgit|f", "Bernhard|Bernhard|m", "Hemma|Hemma|f"),
              ("Gruber|Gruber", "Pichler|Pichler", "Moser|Moser", "Steiner|Steiner", "Hofer|Hofer", "Leitner|Leitner",
               "Eder|Eder")),
    "nl-be": (False, ("Wout|Wout|m", "Lotte|Lotte|f", "Jens|Jens|m", "Fien|Fien|f", "Pieter-Jan|Pieter-Jan|m",
                      "Jolien|Jolien|f", "Stijn|Stijn|m", "Elke|Elke|f"),
              ("Peeters|Peeters", "Janssens|Janssens", "Maes|Maes", "Claes|Claes", "Wouters|Wouters",
               "Goossens|Goossens", "Vermeulen|Vermeulen")),
    "ga-ie": (False, ("Oisín|Oisin|m", "Aoife|Aoife|f", "Cian|Cian|m", "Saoirse|Saoirse|f", "Pádraig|Padraig|m",
                      "Clodagh|Clodagh|f", "Ruairí|Ruairi|m", "Gráinne|Grainne|f"),
              ("Kavanagh|Kavanagh", "Doherty|Doherty", "Mulcahy|Mulcahy", "Cullinane|Cullinane", "Lynch|Lynch",
               "McGuinness|McGuinness", "Tierney|Tierney")),
    "cy": (False, ("Dafydd|Dafydd|m", "Siân|Sian|f", "Gethin|Gethin|m", "Cerys|Cerys|f", "Iwan|Iwan|m",
                   "Ffion|Ffion|f", "Llŷr|Llyr|m", "Eleri|Eleri|f"),
           ("Tudur|Tudur", "Jarman|Jarman", "Prosser|Prosser", "Llywelyn|Llywelyn", "Pugh|Pugh",
            "Vaughan|Vaughan")),
    "sl": (False, ("Jure|Jure|m", "Špela|Spela|f", "Matevž|Matevz|m", "Urška|Urska|f", "Gašper|Gasper|m",
                   "Nika|Nika|f", "Rok|Rok|m", "Tjaša|Tjasa|f"),
           ("Kranjc|Kranjc", "Zupančič|Zupancic", "Potočnik|Potocnik", "Kovačič|Kovacic", "Mlakar|Mlakar",
            "Vidmar|Vidmar")),
    "lv": (False, ("Kristaps|Kristaps|m", "Elīna|Elina|f", "Artūrs|Arturs|m", "Ilze|Ilze|f", "Jānis|Janis|m",
                   "Līga|Liga|f", "Edgars|Edgars|m", "Sanita|Sanita|f"),
           ("Bērziņš|Berzins|Bērziņa|Berzina", "Kalniņš|Kalnins|Kalniņa|Kalnina", "Ozoliņš|Ozolins|Ozoliņa|Ozolina",
            "Liepiņš|Liepins|Liepiņa|Liepina")),
    "et": (False, ("Margus|Margus|m", "Kadri|Kadri|f", "Tõnis|Tonis|m", "Triin|Triin|f", "Siim|Siim|m",
                   "Kertu|Kertu|f", "Priit|Priit|m", "Liis|Liis|f"),
           ("Tamm|Tamm", "Saar|Saar", "Sepp|Sepp", "Mägi|Magi", "Kask|Kask", "Rebane|Rebane", "Ilves|Ilves")),
    "sq": (False, ("Arben|Arben|m", "Blerta|Blerta|f", "Ilir|Ilir|m", "Mimoza|Mimoza|f", "Dritan|Dritan|m",
                   "Elira|Elira|f", "Gentian|Gentian|m", "Besiana|Besiana|f"),
           ("Hoxha|Hoxha", "Shehu|Shehu", "Gashi|Gashi", "Berisha|Berisha", "Dervishi|Dervishi", "Lleshi|Lleshi")),
    "mk": (False, ("Горан|Goran|m", "Билјана|Biljana|f", "Златко|Zlatko|m", "Снежана|Snezana|f", "Дарко|Darko|m",
                   "Калина|Kalina|f"),
           ("Трајковски|Trajkovski|Трајковска|Trajkovska", "Стојановски|Stojanovski|Стојановска|Stojanovska",
            "Николовски|Nikolovski|Николовска|Nikolovska", "Петрушевски|Petrusevski|Петрушевска|Petrusevska")),
    "kk": (False, ("Нұрлан|Nurlan|m", "Айгерім|Aigerim|f", "Ерлан|Yerlan|m", "Динара|Dinara|f", "Дәурен|Dauren|m",
                   "Гүлнар|Gulnar|f"),
           ("Омаров|Omarov|Омарова|Omarova", "Ахметов|Akhmetov|Ахметова|Akhmetova",
            "Сыздықов|Syzdykov|Сыздықова|Syzdykova", "Нұрғалиев|Nurgaliyev|Нұрғалиева|Nurgaliyeva")),
    "uz": (False, ("Sardor|Sardor|m", "Dilnoza|Dilnoza|f", "Jasur|Jasur|m", "Malika|Malika|f", "Bekzod|Bekzod|m",
                   "Nodira|Nodira|f"),
           ("Yusupov|Yusupov|Yusupova|Yusupova", "Rahimov|Rahimov|Rahimova|Rahimova",
            "Toshmatov|Toshmatov|Toshmatova|Toshmatova", "Ergashev|Ergashev|Ergasheva|Ergasheva")),
    "az": (False, ("Elvin|Elvin|m", "Aysel|Aysel|f", "Rəşad|Rashad|m", "Günay|Gunay|f", "Orxan|Orkhan|m",
                   "Nərmin|Narmin|f"),
           ("Məmmədov|Mammadov|Məmmədova|Mammadova", "Əliyev|Aliyev|Əliyeva|Aliyeva",
            "Hüseynov|Huseynov|Hüseynova|Huseynova", "Quliyev|Guliyev|Quliyeva|Guliyeva")),
    "ar-ma": (False, ("Zakaria|Zakaria|m", "Meryem|Meryem|f", "Ayoub|Ayoub|m", "Ghizlane|Ghizlane|f",
                      "Othmane|Othmane|m", "Houda|Houda|f"),
              ("Bennani|Bennani", "Tazi|Tazi", "Alaoui|Alaoui", "Berrada|Berrada", "Chraibi|Chraibi",
               "Lahlou|Lahlou")),
    "ar-lb": (False, ("رامي|Rami|m", "ريما|Rima|f", "ربيع|Rabih|m", "نادين|Nadine|f", "وسام|Wissam|m",
                      "هالة|Hala|f"),
              ("صليبا|Saliba", "خوري|Khoury", "عازار|Azar", "معلوف|Maalouf", "شمعون|Chamoun")),
    "te": (False, ("శ్రీకాంత్|Srikanth|m", "లావణ్య|Lavanya|f", "మురళీధర్|Muralidhar|m", "సుజాత|Sujatha|f",
                   "రవితేజ|Raviteja|m", "హారిక|Harika|f"),
           ("తుమ్మల|Tummala", "చౌదరి|Chowdary", "వర్మ|Varma", "కొండపల్లి|Kondapalli", "పెద్దిరెడ్డి|Peddireddy")),
    "si": (False, ("කසුන්|Kasun|m", "දිලානි|Dilani|f", "චමින්ද|Chaminda|m", "නිරෝෂා|Nirosha|f",
                   "තිලිණ|Thilina|m", "සඳුනි|Sanduni|f"),
           ("පෙරේරා|Perera", "ජයසූරිය|Jayasuriya", "බණ්ඩාර|Bandara", "රත්නායක|Ratnayake", "දිසානායක|Dissanayake")),
    "ig": (False, ("Chidiebere|Chidiebere|m", "Ogechi|Ogechi|f", "Ebuka|Ebuka|m", "Uchechi|Uchechi|f",
                   "Somtochukwu|Somtochukwu|m", "Ifeoma|Ifeoma|f", "Amarachi|Amarachi|f"),
           ("Ezeoke|Ezeoke", "Okeke|Okeke", "Mbanefo|Mbanefo", "Ugwu|Ugwu", "Nnaji|Nnaji", "Onwuka|Onwuka")),
    "en-jm": (False, ("Shanique|Shanique|f", "Damion|Damion|m", "Kemar|Kemar|m", "Tashana|Tashana|f",
                      "Odane|Odane|m", "Tamoy|Tamoy|f", "Romaine|Romaine|m", "Sherika|Sherika|f"),
              ("Campbell|Campbell", "Chambers|Chambers", "Grant|Grant", "Beckford|Beckford", "Francis|Francis",
               "Bailey|Bailey", "Wray|Wray")),
}
CULTURE_WEIGHTS = {"es-pe": 5, "es-ve": 4, "de-at": 5, "nl-be": 5, "ga-ie": 4, "cy": 2, "sl": 3, "lv": 2, "et": 2,
                   "sq": 3, "mk": 2, "kk": 3, "uz": 3, "az": 3, "ar-ma": 4, "ar-lb": 3, "te": 6, "si": 3, "ig": 4,
                   "en-jm": 3}
OWN_SCRIPT = ("mk", "kk", "ar-lb", "te", "si")
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
    """Every first and last name (written and typed) of v20's-v25's hand-written lists, lower case."""
    found: set[str] = set(twentyfifth.earlier_people_names())
    for module in (twentyfourth, twentyfifth):
        for _, firsts, lasts in module.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    return found


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v27's lists is one of v20's-v25's."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(HEDGE_ABBR, ("email-hedge-iirc-middle", "iirc ⟦{v}⟧ still forwards everything to her", "sentence-middle",
                            "'iirc' before the value, a claim after it"),
               ("email-hedge-afaik-brackets", "the old one (⟦{v}⟧ afaik) is dead", "in-brackets",
                "in brackets with 'afaik' after it")),
        *forms(HEDGE_SPEECH, ("email-hedge-start-i-think", "⟦{v}⟧ i think, the other bounces", "sentence-start",
                              "the value first, 'i think' after it"),
               ("email-hedge-pretty-sure-end", "pretty sure it's ⟦{v}⟧ now", "sentence-end",
                "'pretty sure it's' then the value")),
        *forms(HEDGE_KENNAN, ("email-hedge-quoted-something-like", "something like \"⟦{v}⟧\", not sure about the dot",
                              "in-quotes", "'something like' and the value quoted")),
        *forms(HEDGE_WIKI, ("email-hedge-own-line-dunno", "dunno if it still works:\n⟦{v}⟧\nworth a try", "own-line",
                            "a disclaimer, the value alone on the next line"),
               ("email-hedge-echo-could-be-wrong", "⟦{v}⟧? could be wrong, she switched jobs", "before-punctuation",
                "the value asked back with '?', 'could be wrong' after")),
        *forms(HEDGE_TECH, ("email-hedge-last-checked-end", "last i checked the invites came from ⟦{v}⟧",
                            "sentence-end", "'last i checked', the value last"))),
    "phone": (
        *forms(HEDGE_ABBR, ("phone-hedge-iirc-intl", "iirc ⟦{intl}⟧, after six is better", "before-punctuation",
                            "international after 'iirc', a comma after"),
               ("phone-hedge-afaik-quoted", "afaik \"⟦{intl}⟧\" still works", "in-quotes",
                "international, quoted, after 'afaik'")),
        *forms(HEDGE_SPEECH, ("phone-hedge-start-e164", "⟦{e164}⟧ i think, the landlord's", "sentence-start",
                              "E.164 first, 'i think' after"),
               ("phone-hedge-reckon-end", "i reckon it's ⟦{intl}⟧.", "before-punctuation",
                "international after 'i reckon it's', a full stop")),
        *forms(HEDGE_WIKI, ("phone-hedge-brackets-memory", "her brother (⟦{national}⟧ if memory serves) has the spare",
                            "in-brackets", "national in brackets, 'if memory serves' inside"),
               ("phone-hedge-own-line-not-100", "not 100% on the last two:\n⟦{national}⟧", "own-line",
                "national alone on its line after a disclaimer")),
        *forms(HEDGE_KENNAN, ("phone-hedge-maybe-end", "the plumber left this, maybe ⟦{national}⟧", "sentence-end",
                              "national last, after 'maybe'"),
               ("phone-hedge-dunno-middle", "dunno, ⟦{e164}⟧ worked last week", "sentence-middle",
                "E.164 after 'dunno,', a time after it"))),
    "ipv4": (
        *forms(HEDGE_SPEECH, ("v4-hedge-start-think", "⟦{v}⟧ i think, the one in the basement", "sentence-start",
                              "first, 'i think' after"),
               ("v4-hedge-probably-end", "the old one upstairs was probably ⟦{v}⟧", "sentence-end",
                "last, after 'probably'")),
        *forms(HEDGE_ABBR, ("v4-hedge-iirc-middle", "iirc ⟦{v}⟧ drops every few minutes", "sentence-middle",
                            "'iirc' then the value as the subject of a complaint"),
               ("v4-hedge-afaik-brackets", "the backup (⟦{v}⟧ afaik) never came back", "in-brackets",
                "in brackets with 'afaik'")),
        *forms(HEDGE_KENNAN, ("v4-hedge-quoted-could-be-wrong", "something like \"⟦{v}⟧\", could be wrong", "in-quotes",
                              "quoted after 'something like'"),
               ("v4-hedge-maybe-echo", "maybe ⟦{v}⟧? it moved in june", "before-punctuation",
                "after 'maybe', a question mark")),
        *forms(HEDGE_WIKI, ("v4-hedge-own-line-dont-quote", "from memory, don't quote me:\n⟦{v}⟧", "own-line",
                            "alone on its line after a disclaimer")),
        *forms(HEDGE_TECH, ("v4-hedge-last-checked-middle", "last i checked ⟦{v}⟧ was still up", "sentence-middle",
                            "'last i checked' then the value"))),
    "ipv6": (
        *forms(HEDGE_KENNAN, ("v6-hedge-start-probably", "⟦{v}⟧ probably, it changed after the move", "sentence-start",
                              "first, 'probably' after"),
               ("v6-hedge-eui-could-be-end", "not sure, could be ⟦{eui}⟧", "sentence-end",
                "link-local made from a MAC (ff:fe in its middle), last, after 'could be'")),
        *forms(HEDGE_SPEECH, ("v6-hedge-eui-own-line", "the printer shows this, i think:\n⟦{eui}⟧", "own-line",
                              "link-local made from a MAC, alone on its line"),
               ("v6-hedge-pretty-sure-punct", "pretty sure it's ⟦{v}⟧, then", "before-punctuation",
                "after 'pretty sure it's', a comma after")),
        *forms(HEDGE_ABBR, ("v6-hedge-iirc-middle", "iirc ⟦{v}⟧ answers from outside", "sentence-middle",
                            "'iirc' then the value"),
               ("v6-hedge-afaict-quoted", "afaict \"⟦{v}⟧\" is right", "in-quotes", "quoted after 'afaict'")),
        *forms(HEDGE_TECH, ("v6-hedge-brackets-or-similar", "the new one (⟦{v}⟧ or similar) is up", "in-brackets",
                            "in brackets with 'or similar'"),
               ("v6-hedge-reckon-end", "i reckon the garage is ⟦{v}⟧", "sentence-end", "last, after 'i reckon'"))),
    "mac": (
        *forms(HEDGE_SPEECH, ("mac-hedge-start-upper", "⟦{upper}⟧ i believe, the one by the tv", "sentence-start",
                              "upper case first, 'i believe' after"),
               ("mac-hedge-echo-not-sure", "⟦{v}⟧? not sure, the kids' tablet maybe", "before-punctuation",
                "asked back with '?', 'not sure' after")),
        *forms(HEDGE_ABBR, ("mac-hedge-brackets-iirc", "that thing (⟦{v}⟧ iirc) keeps falling off", "in-brackets",
                            "in brackets with 'iirc'"),
               ("mac-hedge-afaik-end-upper", "afaik the blocked one is ⟦{upper}⟧", "sentence-end",
                "upper case last, after 'afaik'")),
        *forms(HEDGE_WIKI, ("mac-hedge-own-line-dashed", "off the sticker, more or less:\n⟦{dashed}⟧", "own-line",
                            "dashes, alone on its line after 'more or less'"),
               ("mac-hedge-quoted-roughly", "roughly \"⟦{v}⟧\", two of them were smudged", "in-quotes",
                "quoted after 'roughly'")),
        *forms(HEDGE_KENNAN, ("mac-hedge-cisco-maybe", "maybe ⟦{cisco}⟧ is the hallway one", "sentence-middle",
                              "dotted in threes of pairs after 'maybe'"),
               ("mac-hedge-flat-dunno", "dunno, the label says ⟦{flat}⟧", "sentence-end",
                "twelve digits, no separator, last"))),
    "secret": (
        *forms(HEDGE_ABBR, ("secret-hedge-iirc-pw", "iirc ⟦{pw}⟧, she changed it in spring", "before-punctuation",
                            "after 'iirc', a comma after"),
               ("secret-hedge-lsv2-brackets", "the staging one (⟦{lsv2}⟧ afaik) still works", "in-brackets",
                "a LangSmith token in brackets with 'afaik'")),
        *forms(HEDGE_SPEECH, ("secret-hedge-pgp-fpr", "pretty sure ⟦{fpr}⟧ is mine, check the last block",
                              "sentence-middle",
                              "an OpenPGP fingerprint as gpg --fingerprint prints it (ten groups of four), bare "
                              "(personal)"),
               ("secret-hedge-sha256-hostfp", "⟦{sha256fp}⟧ i think, after the reinstall", "sentence-start",
                "an SSH host key fingerprint in ssh-keygen's SHA256: spelling, first (personal)")),
        *forms(HEDGE_WIKI, ("secret-hedge-own-line-pw", "don't quote me:\n⟦{pw}⟧", "own-line",
                            "alone on its line after a disclaimer"),
               ("secret-hedge-token-probably", "the old one was probably ⟦{tok}⟧", "sentence-end",
                "a 32+ character mixed-case random token, no prefix, last")),
        *forms(HEDGE_KENNAN, ("secret-hedge-quoted-pw", "something like \"⟦{pw}⟧\" with a capital", "in-quotes",
                              "quoted after 'something like'"),
               ("secret-hedge-tvly-maybe", "maybe ⟦{tvly}⟧ still runs the crawler", "sentence-middle",
                "a Tavily token after 'maybe'")),
        *forms(HEDGE_TECH, ("secret-hedge-pcsk-echo", "⟦{pcsk}⟧? could be wrong, revoke it anyway",
                            "before-punctuation", "a Pinecone token asked back with '?'"),
               ("secret-hedge-last-checked-pw", "last i checked it was ⟦{pw}⟧", "sentence-end",
                "last, after 'last i checked'"))),
    "home_path": (
        *forms(HEDGE_SPEECH, ("home-hedge-start-think", "/home/⟦{u}⟧/.local/share/Steam i think, it's huge",
                              "sentence-start", "a path first, 'i think' after"),
               ("home-hedge-own-line", "it saved there, more or less:\n/home/⟦{u}⟧/Documents/scans", "own-line",
                "a path alone on its line")),
        *forms(HEDGE_ABBR, ("home-hedge-iirc-middle", "iirc /home/⟦{u}⟧/.config/pulse is the culprit",
                            "sentence-middle", "'iirc' then the path"),
               ("home-hedge-brackets-afaik", "the big one (/home/⟦{u}⟧/.vagrant.d afaik) eats space", "in-brackets",
                "in brackets with 'afaik'"),
               ("home-hedge-mac-afaik-end", "afaik it's under /Users/⟦{u}⟧/Library/Caches", "sentence-end",
                "a macOS path last")),
        *forms(HEDGE_KENNAN, ("home-hedge-probably-end", "probably somewhere in /home/⟦{u}⟧/Pictures", "sentence-end",
                              "last, after 'probably somewhere in'"),
               ("home-hedge-quoted", "something like \"/home/⟦{u}⟧/.mozilla\", not sure", "in-quotes",
                "quoted after 'something like'"),
               ("home-hedge-echo-maybe", "/home/⟦{u}⟧/.wine/drive_c? maybe, have a look", "before-punctuation",
                "asked back with '?', 'maybe' after")),
        *forms(HEDGE_WIKI, ("home-hedge-tilde-dunno", "dunno, try ~⟦{u}⟧/Downloads", "sentence-end",
                            "~user last after 'dunno'"))),
    "nick": (
        *forms(HEDGE_ABBR, ("nick-hedge-iirc-fixed", "iirc ⟦{v}⟧ fixed that last spring", "sentence-middle",
                            "'iirc' then the person, mid-sentence"),
               ("nick-hedge-afaik-runs", "afaik ⟦{v}⟧ runs the mirror now", "sentence-middle",
                "'afaik' then the person")),
        *forms(HEDGE_KENNAN, ("nick-hedge-possessive-probably", "⟦{v}⟧'s patch probably, the one from march",
                              "sentence-start", "possessive, first"),
               ("nick-hedge-ask-maybe", "ask around, maybe ⟦{v}⟧", "sentence-end", "the person last after 'maybe'")),
        *forms(HEDGE_SPEECH, ("nick-hedge-brackets-think", "the other one (⟦{v}⟧ i think) had it working",
                              "in-brackets", "in brackets with 'i think'"),
               ("nick-hedge-echo-pretty-sure", "⟦{v}⟧? pretty sure they tested it", "before-punctuation",
                "asked back with '?'")),
        *forms(HEDGE_WIKI, ("nick-hedge-quoted-not-sure", "someone like \"⟦{v}⟧\", not sure", "in-quotes",
                            "quoted after 'someone like'"),
               ("nick-hedge-own-line-probably", "whoever set that up, probably\n⟦{v}⟧", "own-line",
                "alone on its line"))),
    "card": (
        *forms(HEDGE_SPEECH, ("card-hedge-start-grouped", "⟦{grouped}⟧ i think, the blue one", "sentence-start",
                              "grouped, first"),
               ("card-hedge-reckon-end", "i reckon mum used ⟦{grouped}⟧", "sentence-end", "grouped, last")),
        *forms(HEDGE_ABBR, ("card-hedge-iirc-num", "iirc ⟦{num}⟧ went through for the hotel", "sentence-middle",
                            "unspaced after 'iirc'"),
               ("card-hedge-afaik-end", "afaik the flights were on ⟦{num}⟧", "sentence-end", "unspaced, last")),
        *forms(HEDGE_KENNAN, ("card-hedge-brackets-dashed", "the work one (⟦{dashed}⟧ probably) ran out",
                              "in-brackets", "dashed, in brackets"),
               ("card-hedge-echo-maybe", "⟦{dashed}⟧? maybe, the old one", "before-punctuation",
                "dashed, asked back with '?'")),
        *forms(HEDGE_WIKI, ("card-hedge-quoted", "something like \"⟦{grouped}⟧\", check the back", "in-quotes",
                            "grouped, quoted"),
               ("card-hedge-own-line", "from the photo, don't quote me:\n⟦{grouped}⟧", "own-line",
                "grouped, alone on its line"))),
    "iban": (
        *forms(HEDGE_SPEECH, ("iban-hedge-start-spaced", "⟦{spaced}⟧ i think, for the rent", "sentence-start",
                              "spaced, first"),
               ("iban-hedge-quoted-roughly", "roughly \"⟦{spaced}⟧\", the letter is blurry", "in-quotes",
                "spaced, quoted after 'roughly'")),
        *forms(HEDGE_ABBR, ("iban-hedge-iirc-middle", "iirc ⟦{v}⟧ is the landlord's", "sentence-middle",
                            "unspaced after 'iirc'"),
               ("iban-hedge-brackets-afaik", "the club's (⟦{spaced}⟧ afaik) hasn't changed", "in-brackets",
                "spaced, brackets")),
        *forms(HEDGE_WIKI, ("iban-hedge-own-line", "not 100% on the middle bit:\n⟦{spaced}⟧", "own-line",
                            "spaced, alone on its line"),
               ("iban-hedge-echo-could-be-wrong", "⟦{v}⟧? could be wrong, ask her", "before-punctuation",
                "unspaced, asked back with '?'")),
        *forms(HEDGE_KENNAN, ("iban-hedge-lower-probably", "the dues go to, probably, ⟦{lower}⟧", "sentence-end",
                              "lower case, unspaced, last")),
        *forms(HEDGE_TECH, ("iban-hedge-last-checked", "last i checked the school used ⟦{spaced}⟧", "sentence-end",
                            "spaced, last"))),
}
# the hedges the carriers make (every planted form holds one or more; the test checks): how chat says a value from
# uncertain memory
HEDGES = {"recall": r"\b(iirc|if memory serves|from memory)\b",
          "belief": r"\b(i think|i believe|pretty sure|i reckon)\b",
          "guess": r"\b(maybe|probably|could be)\b",
          "approx": r"\b(something like|someone like|roughly|more or less|or similar)\b",
          "limited": r"\b(afaik|afaict|last i checked)\b",
          "disclaim": r"\b(not sure|could be wrong|dunno|don't quote me|not 100%)"}


def hedges_of(line: str) -> set[str]:
    """The hedges a form's line shows (`HEDGES`), by the markers it holds."""
    return {style for style, pattern in HEDGES.items() if re.search(pattern, line.lower())}


HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given bare in the plants' own hedged phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("shotwell", "transmission", "gparted", "inkscape", "thunar")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-hedge-version-start", "⟦2.6.32.71⟧ i think, the one in the basement",
                                         "", ""),
           ("neg-hedge-version-iirc", "iirc ⟦5.15.0.91⟧ drops every few minutes", "", ""),
           ("neg-hedge-version-maybe", "maybe ⟦3.38.4⟧? it moved in june", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-hedge-private-own-line", "from memory, don't quote me:\n⟦192.168.1.254⟧",
                                            "", ""),
           ("neg-hedge-private-brackets", "the backup (⟦10.0.20.5⟧ afaik) never came back", "", ""),
           ("neg-hedge-private-end", "the old one upstairs was probably ⟦172.20.0.3⟧", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-hedge-loopback", "last i checked ⟦127.0.1.1⟧ was still up", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-hedge-cgnat", "something like \"⟦100.66.12.40⟧\", could be wrong",
                                               "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-hedge-doc-v4", "iirc ⟦203.0.113.45⟧ drops every few minutes",
                                                  "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-hedge-doc-v6", "iirc ⟦2001:db8:42::17⟧ answers from "
                                                        "outside", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-hedge-ula", "the new one (⟦fd00:beef::2⟧ or similar) is up", "",
                                                 "")),
    *forms("RFC 4291 (loopback and multicast)", ("neg-hedge-v6-loopback", "pretty sure it's ⟦::1⟧, then", "", ""),
           ("neg-hedge-v6-all-routers", "afaict \"⟦ff02::2⟧\" is right", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-hedge-doc-mac", "that thing (⟦00:00:5e:00:53:11⟧ iirc) "
                                                      "keeps falling off", "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg-hedge-broadcast-mac", "dunno, the label says "
                                                         "⟦ff:ff:ff:ff:ff:ff⟧", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-hedge-common-iirc", "iirc ⟦letmein⟧, she changed it in spring", "", ""),
        ("neg-hedge-common-quoted", "something like \"⟦123456789⟧\" with a capital", "", "")),
    *forms("https://xkcd.com/936/ (a documented example passphrase)", (
        "neg-hedge-xkcd", "don't quote me:\n⟦correcthorsebatterystaple⟧", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg-hedge-test-visa", "iirc ⟦4242424242424242⟧ went "
                                                            "through for the hotel", "", ""),
           ("neg-hedge-test-visa-debit", "⟦4000 0566 5566 5556⟧ i think, the blue one", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-hedge-example-gb-iban", "the club's (⟦GB82 WEST 1234 5698 7654 32⟧ afaik) hasn't changed", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-hedge-example-mail", "pretty sure it's ⟦info@example.org⟧ now",
                                                   "", ""),
           ("neg-hedge-example-mail-iirc", "iirc ⟦admin@example.com⟧ still forwards everything to her", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-hedge-uuid", "not 100% on the last two:\n⟦3f2b8c1e-5d7a-4e90-b6c2-81a4f0d9e357⟧", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-hedge-commit", "iirc ⟦a4c19e2⟧ fixed that last "
                                                             "spring", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-hedge-date", "dunno, ⟦2026-11-14⟧ worked last week", "", ""),
           ("neg-hedge-time", "iirc ⟦18:45⟧, after six is better", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-hedge-size", "the big one (⟦37GiB⟧ afaik) eats space", "", ""),
           ("neg-hedge-size-mb", "probably somewhere in ⟦512MB⟧", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-hedge-port", "maybe ⟦:8443⟧? it moved in june", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-hedge-pid", "the plumber left this, maybe ⟦24413⟧", "", "")),
    *forms(f"{NEG}Line_number", ("neg-hedge-line", "iirc ⟦line 212⟧ is the culprit", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-hedge-lp-bug", "afaik ⟦bug #1987634⟧ runs the mirror now", "", ""),
           ("neg-hedge-gh-issue", "⟦#38215⟧? pretty sure they tested it", "", "")),
    *forms(f"{NEG}ISBN", ("neg-hedge-isbn", "roughly \"⟦978-0-13-110362-7⟧\", the letter is blurry", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-hedge-epoch", "⟦1735689600⟧ i think, the landlord's", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-hedge-resolution", "i reckon the garage is ⟦1920x1080⟧", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-hedge-pci", "maybe ⟦8086:15f3⟧ is the hallway one",
                                                               "", "")),
    *forms("https://usb-ids.gowdy.us/ (USB vendor:product ids)", ("neg-hedge-usb", "roughly \"⟦046d:c52b⟧\", two of them "
                                                                  "were smudged", "", "")),
    *forms("https://semver.org/ (pre-release versions)", ("neg-hedge-semver", "i reckon it's ⟦2.1.0-beta.3⟧.", "", "")),
    *forms("Ubuntu package names", ("word-nick-hedge", "iirc ⟦shotwell⟧ fixed that last spring", "", ""),
           ("word-nick-hedge", "afaik ⟦transmission⟧ runs the mirror now", "", ""),
           ("word-nick-hedge", "ask around, maybe ⟦gparted⟧", "", ""),
           ("word-nick-hedge", "the other one (⟦inkscape⟧ i think) had it working", "", ""),
           ("word-nick-hedge", "⟦thunar⟧? pretty sure they tested it", "", "")),
)

# technical text with random-looking values that identify no one, hedged and bare
TECHNICAL_SHAPES = (
    ("tech-hedge-machine-id", "https://man7.org/linux/man-pages/man5/machine-id.5.html (machine ids)",
     "iirc the clone kept {hex:32}, regenerate it"),
    ("tech-hedge-layer-digest", "https://docs.docker.com/reference/cli/docker/image/history/ (layer ids)",
     "{hex:12} i think, the big layer"),
    ("tech-hedge-crash-uuid", "https://wiki.ubuntu.com/Apport (crash report ids)", "maybe {uuid} is the same crash?"),
    ("tech-hedge-build-id", "https://man7.org/linux/man-pages/man1/ld.1.html (--build-id)",
     "probably {hex:40} for the debug package"),
    ("tech-hedge-blob-id", "https://git-scm.com/docs/git-cat-file", "afaik {hex:40} is the blob that changed"),
    ("tech-hedge-short-commit", "https://git-scm.com/docs/git-rev-parse", "something like {hex:9}, not sure"),
    ("tech-hedge-sha1sum", "https://man7.org/linux/man-pages/man1/sha1sum.1.html (checksums)",
     "pretty sure the tarball gives {hex:40}"),
    ("tech-hedge-part-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (partition uuids)",
     "the efi one (PARTUUID={uuid}) i think"),
    ("tech-hedge-pv-uuid", "https://man7.org/linux/man-pages/man8/pvdisplay.8.html (PV uuids)",
     "dunno, the pv shows {uuid}"),
    ("tech-hedge-trace-id", "https://www.w3.org/TR/trace-context/ (trace ids)", "last i checked trace {hex:32} failed"),
    ("tech-hedge-snap-rev", "https://snapcraft.io/docs/snap-revisions", "roughly revision {dec:4} of the snap"),
    ("tech-hedge-inode", "https://man7.org/linux/man-pages/man7/inode.7.html (inode numbers)",
     "could be wrong, inode {dec:8} again"),
    ("tech-hedge-sha384", "https://man7.org/linux/man-pages/man1/sha384sum.1.html (checksums)",
     "don't quote me: {hex:96}"),
)


class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v27's seed and people put together from the hand-written lists."""

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


BANK_CODES = {"VG": ("VPVG", "FCIB", "BVIB"), "GT": ("TRAJ", "AGRO", "INDL", "BAMG"), "YE": ("CBYE", "TIIB", "YKBA"),
              "AZ": ("IBAZ", "PAHA", "KAPI"), "DO": ("BAGR", "BRRD", "BCBH")}
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
WORDS = ("walnut", "harbor", "quince", "ferret", "marble", "lantern", "thistle", "copper", "meadow", "pelican",
         "saffron", "glacier", "hazel", "tortoise")   # v27's own
SIGNS = "!#$%&*+?@=^~"
PHRASE_LETTERS = "abcdefghijklmnoprstuvwy"   # the initials a sentence's words start with


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-18 characters, three classes or more), made three ways people make them: two
    words joined by a dot or a sign, the second capitalised, two digits after; a capitalised word, a sign, three digits
    and a lower-case word; the initials of a sentence in mixed case with a digit and a sign inside."""
    for _ in range(MAX_DRAWS):
        style = (i // len(FORMS["secret"])) % 3   # the forms repeat every ten plants: the recipe turns slower
        if style == 0:
            a, b = draws.rng.sample(WORDS, 2)
            pw = a + draws.rng.choice(".!#*") + b.capitalize() + draws.chars("0123456789", 2)
        elif style == 1:
            a, b = draws.rng.sample(WORDS, 2)
            pw = a.capitalize() + draws.rng.choice(SIGNS) + draws.chars("0123456789", 3) + b
        else:
            letters = [c.upper() if draws.rng.random() < 0.4 else c
                       for c in draws.chars(PHRASE_LETTERS, draws.rng.randrange(7, 10))]
            letters[0] = letters[0].upper()
            letters.insert(draws.rng.randrange(2, len(letters)), draws.chars("123456789", 1))
            letters.insert(draws.rng.randrange(3, len(letters)), draws.rng.choice(SIGNS))
            pw = "".join(letters)
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
                "lsv2": "lsv2_pt_" + draws.chars(HEX, 32) + "_" + draws.chars(HEX, 10),
                "tvly": "tvly-" + draws.chars(ALNUM, 32),
                "pcsk": "pcsk_" + draws.chars(ALNUM, 6) + "_" + draws.chars(ALNUM, 63)}
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
    """A handle people make from their own name, typed in ASCII, in v27's shapes: surname, underscore and initial on
    Discord; initial and surname on Slack; first name and the surname's first two letters on Telegram."""
    first_, last = person.ascii_first.lower().replace("-", ""), person.ascii_last.lower()
    return {"discord": f"{last}_{first_[:1]}", "slack": f"{first_[:1]}{last}",
            "telegram": f"{first_}{last[:2]}"}[platform]


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "discord")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "hedge-handle-iirc": (f"iirc ⟦{handle}⟧ set up the roles", (handle,), author, "sentence-middle"),
        "hedge-display-name-think": (f"⟦{person.full}⟧ i think, she made the banner", (person.full,), nicknamed,
                                     "sentence-start"),
        "hedge-first-name-maybe": (f"ask around, maybe ⟦{person.first}⟧", (person.first,), nicknamed, "sentence-end"),
        "hedge-handle-brackets-afaik": (f"the second mod (⟦{handle}⟧ afaik) is away", (handle,), author,
                                        "in-brackets"),
        "hedge-display-name-own-line": (f"whoever runs the event, probably\n⟦{person.full}⟧", (person.full,),
                                        nicknamed, "own-line"),
        "forward-handle-not-sure": (f"⟦{handle}⟧? not sure, nudge them anyway", (handle,), {**author, "place": "forward"},
                                    "before-punctuation"),
        "hedge-first-name-possessive": (f"pretty sure it was ⟦{person.first}⟧'s idea", (person.first,), nicknamed,
                                        "sentence-middle"),
        "hedge-display-name-quoted": (f"something like \"⟦{person.full}⟧\" in the credits", (person.full,), nicknamed,
                                      "in-quotes"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "slack")
    user = {"user": [uid, handle, person.full]}
    return {
        "hedge-real-name-afaik": (f"afaik ⟦{person.full}⟧ signs off the budget", (person.full,), user,
                                  "sentence-middle"),
        "hedge-handle-echo": (f"⟦{handle}⟧? could be wrong, check the doc", (handle,), user, "before-punctuation"),
        "hedge-first-name-reckon": (f"i reckon ⟦{person.first}⟧ took that over", (person.first,), user,
                                    "sentence-middle"),
        "hedge-handle-brackets": (f"the on-call one (⟦{handle}⟧ iirc) knows", (handle,), user, "in-brackets"),
        "hedge-real-name-own-line": (f"reviewer this week, don't quote me:\n⟦{person.full}⟧", (person.full,), user,
                                     "own-line"),
        "comment-real-name-probably": (f"probably from ⟦{person.full}⟧", (person.full,), {**user, "place": "comment"},
                                       "sentence-end"),
        "hedge-handle-start": (f"⟦{handle}⟧ i believe, not the whole team", (handle,), user, "sentence-start"),
        "hedge-first-name-quoted": (f"roughly \"⟦{person.first}⟧\" on the doc", (person.first,), user, "in-quotes"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "telegram")
    return {
        "hedge-handle-dunno": (f"dunno, ⟦{handle}⟧ has the van this week", (handle,), {}, "sentence-middle"),
        "mention-name-first-think": (f"⟦{person.first}⟧ i think", (person.first,), {"entity": ["mention_name", number]},
                                     "sentence-start"),
        "hedge-full-name-quoted": (f"something like \"⟦{person.full}⟧\" on the invitation", (person.full,), {},
                                   "in-quotes"),
        "hedge-handle-brackets": (f"the last one (⟦{handle}⟧ afaik) left early", (handle,), {}, "in-brackets"),
        "hedge-full-name-own-line": (f"driving both ways, probably\n⟦{person.full}⟧", (person.full,), {}, "own-line"),
        "saved-first-name-iirc": (f"iirc ⟦{person.first}⟧ brings the tent", (person.first,), {"place": "saved"},
                                  "sentence-middle"),
        "text-mention-full-name-maybe": (f"ask her sister, maybe ⟦{person.full}⟧", (person.full,),
                                         {"entity": ["text_mention", number]}, "sentence-end"),
        "hedge-first-name-echo": (f"⟦{person.first}⟧? pretty sure, asking her", (person.first,), {},
                                  "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("hedge-handle-iirc", "hedge-display-name-think", "hedge-first-name-maybe", "hedge-handle-brackets-afaik",
                "hedge-display-name-own-line", "forward-handle-not-sure", "hedge-first-name-possessive",
                "hedge-display-name-quoted"),
    "slack": ("hedge-real-name-afaik", "hedge-handle-echo", "hedge-first-name-reckon", "hedge-handle-brackets",
              "hedge-real-name-own-line", "comment-real-name-probably", "hedge-handle-start", "hedge-first-name-quoted"),
    "telegram": ("hedge-handle-dunno", "mention-name-first-think", "hedge-full-name-quoted", "hedge-handle-brackets",
                 "hedge-full-name-own-line", "saved-first-name-iirc", "text-mention-full-name-maybe",
                 "hedge-first-name-echo")}
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
    person, a Slack channel named after two people's move, a Telegram group titled in its members' own scripts, an
    export under a Linux home named after the person."""
    people = [p for p in (draws.person(2700 + k) for k in range(120))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[6:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    scripted = [p for k, p in enumerate(scripted) if p.locale not in {q.locale for q in scripted[:k]}]
    a, b, c, d, e, f = people[:6]
    s1, s2 = (scripted + people[6:])[:2]
    home = f"{f.ascii_last.lower()}{f.ascii_first[:1].lower()}"
    hands = [handle_of(p, "discord") for p in (a, b, c)]
    rows = {
        "discord-group-dm-name": ("discord", ", ".join(hands), tuple(hands)),
        "slack-dm-of-user": ("slack", d.full, (d.ascii_first, d.ascii_last, d.first, d.last)),
        "slack-channel-of-people": ("slack", f"move-{e.ascii_first.lower()}-{c.ascii_first.lower()}",
                                    (e.ascii_first.lower(), c.ascii_first.lower())),
        "telegram-group-title": ("telegram", f"{s1.first} · {s2.first} · {b.first}", (s1.first, s2.first, b.first)),
        "export-path-home": ("telegram", f"/home/{home}/Documents/telegram-backup", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v25 (lower case, v26 never read): no value of v27 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v27 is one an earlier set used."""
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
    """No planted form's carrier phrase holds a word of `BARE_WORDS`; every form hedges (`HEDGES`)."""
    for kind, kind_forms in FORMS.items():
        for form in kind_forms:
            assert not bare_words(form.line), (kind, form.name, bare_words(form.line))
            assert form.position in POSITIONS, (kind, form.name)
            assert hedges_of(form.line), (kind, form.name)
    someone = Person("Ана Тест", "Ана", "Тест", "Ana", "Test", "mk")     # a stand-in, only to read the phrases
    for platform, (make, _, _) in EXPORTS.items():
        for name in EXPORT_FORMS[platform]:
            phrase, _, _, position = make(name, someone, "1" if platform != "telegram" else 1)   # type: ignore[operator]
            assert not bare_words(phrase) and hedges_of(phrase) and position in POSITIONS, (platform, name)


def build() -> list[dict]:
    """Every record of the twenty-seventh held-out set (needs phonenumbers, stdnum and the shared data)."""
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
