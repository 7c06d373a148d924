"""Builds bench/data/anonymize_heldout26.jsonl, the TWENTY-SIXTH held-out set of the anonymiser (v26), measured by
`bench/anonymize_heldout.py --set v26`. Written on 2026-11-29 (16:43-17:00 UTC, helper heldout26) after v24 and v25
were spent, while another helper wrote v27 apart (never read: not its worktree, not its branch); never tuned on;
committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), v25's builder in full and v24's (this builder keeps their machinery: the drawing,
placing and export code), the earlier builders' constants, forms and people lists through imports (to avoid their
names, carrier phrases, form names, regions, countries and ranges), tests/test_anonymize_heldout.py and the committed
earlier sets (their needles, phone regions and IBAN countries, counted to pick the least used), and
docs/chat-exports.md's lines on mentions. No public source was searched: every form's `source` names a public
document the author knows that shows or defines the habit (a standard, a man page, a project's or issuer's own docs,
a Wikipedia article on the habit); no line or value was copied. It did NOT read the rule modules
(disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half, any
result of a held-out set, the privacy tests, docs/privacy.md (not even its first section), nor anything of v27. The
anonymiser was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v26 keeps v5-v25's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a seventh, independent AUDITOR'S SAMPLE (v14, v16, v18, v20, v22 and v24 were the first
six, by other authors): the sample a data protection officer would draw of what a help channel or a team chat holds.

- PROPORTIONS, decided before any value was written (`REGISTER`, each form tagged `plain` or `harder`): in the
  author's experience of #ubuntu-like help rooms and team chats, personal values reach chat overwhelmingly the plain
  way (someone gives their own mail, number, server address, wifi password; a helper addresses or thanks a nick; a
  home path sits inside a pasted error; a card or IBAN is pasted into the wrong window); the harder ways (an
  obfuscated address, a carrier in another language or script, a pasted config or program output line, an escaped
  path, a pasted log line) are a minority, about one in eight. So each kind has eight forms, SEVEN plain and ONE
  harder, taken in turn: 42 of each kind's 48 plants plain (87.5%), 6 harder (12.5%) - a plainer mix than v24's
  (75%) or v22's (70%), because an auditor's random draw from a real log finds the plain forms far more often.
  Nick variants (`_`, `2`, `-laptop`, `|away`) count as plain (clients make them); a nick inside a pasted log line
  is the harder one.
- THE HARDER TEN: an address munged with `[at]` / `[dot]`; a carrier in Portuguese (phone), French (card), Russian
  in Cyrillic (MAC) and Greek in its script (IBAN); pasted `ssh` output (IPv4), a netplan YAML line (IPv6), a
  `~/.netrc` line (password), a JSON-escaped Windows path (home), an IRC log line `<nick>` (nick).
- FRESH CARRIERS (`FORMS`): everyday phrases written by the author for this set, an owner's voice and a helper's,
  at every position (`POSITIONS`): start, middle, end, in brackets, in quotes, before punctuation, alone on a line of
  a multi-line message; none is a carrier phrase of v14-v25 (the build checks). Each form names its habit and the
  public document that shows people write so.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name written by hand by the author from his own
  knowledge of naming, no name library nor list file, none a name of v20's-v25's hand-written lists (the build
  checks). Twenty naming cultures none of v20-v25 drew from (Irish, Welsh, Venezuelan, Peruvian (Quechua and
  Aymara surnames), Catalan, Estonian, Latvian, Slovenian, Macedonian, Belarusian, Kazakh, Uzbek, Azerbaijani,
  Albanian, Telugu, Marathi, Punjabi (Sikh), Sinhala, Pashto, Somali), weighted (`CULTURE_WEIGHTS`) as the author
  guesses an international English-speaking Linux channel mixes them: Irish and Telugu most (English-speaking and
  Indian IT), Venezuelan and Marathi next, Uzbek, Macedonian, Sinhala, Pashto, Somali and Welsh fewest; mostly
  common names (Aoife, Srinivas, Oriol, Jānis), some rarer ones (Nairobi, Gráinne, Palwasha, Ubah). Latvian,
  Macedonian, Belarusian, Kazakh, Uzbek and Azerbaijani surnames take the first name's gender; Macedonians,
  Belarusians and Kazakhs are written in Cyrillic, Telugu speakers in Telugu, Marathi speakers in Devanagari,
  Punjabis in Gurmukhi, Sinhalese in Sinhala and Pashtuns in Arabic script in display names and side channels, and
  transliterated by the author as they type themselves in an address or a login (Aleksandar, Ales, Yerlan,
  Srinivas, Amol, Harpreet, Kasun, Wahid). Irish surnames with an apostrophe are typed without it (osullivan).
- VALUES FROM WHAT THE EARLIER SETS USED LEAST: phone regions planted three times or fewer before and none of v24's
  or v25's (`PHONE_REGIONS`), each number a valid mobile of its region in national, international or E.164
  spelling; the twelve IBAN countries used least before, none of v24's or v25's (`IBAN_COUNTRIES`); card IINs,
  IPv4 /16s, IPv6 prefixes, OUIs, e-mail providers (each person's at a provider of their culture's country) and
  token issuers (GitHub App user tokens `ghu_`, Tavily `tvly-`, Square application secrets `sq0csp-`) none used
  before (`check_ranges`); passwords by v26's own recipe (a sentence's initials with two digits and a sign, a capitalised word, a sign and a
  four-digit PIN, a reversed capitalised word with digits and a sign); seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): a full OpenPGP fingerprint as
  `gpg --fingerprint` prints it (ten groups of four, two spaces in the middle); an SSH host key SHA256 fingerprint
  (`SHA256:` and 43 base64 characters); a 32-48 character mixed-case token with no issuer prefix; and a MAC-derived
  link-local address (`ff:fe` in its middle, kind `ipv6`), in two plain forms.
- HOSTS: the annotated corpus' #ubuntu days the earlier sets used least, none a line of v1-v25. The shared irclogs
  days are used up (v24 and v25 took the last 178 lines v1-v23 had left), so v26 has NO irclogs host: the test's
  "#ubuntu days and irclogs days, in turn" check accepts v26 with none (as it was relaxed for v24 and v25). Nicks
  are, where the host's log has one, a nick that speaks in that log.
- EXPORTS: mentions as the clients write them (Discord `<@id>`, `<@!id>`; Slack `<@U..>`, `<@U..|name>`; Telegram
  `mention`, `mention_name`, `text_mention` entities, a `text_link` to `tg://user?id=`) and as people type them
  (`@handle`, a display name, a first name, in brackets, quoted, on a line of its own, a Polish thanks), in the
  readers' places (message text, a Discord forward, a Slack file comment, a Telegram photo caption); side channels
  of the personal kinds in new shapes (a Discord DM named after a dotted handle, a Slack private channel of a
  one-to-one, a Slack group DM of three, a Telegram personal chat titled with the full name in its own script and
  a note (landlord), an export under a Linux home named after the person).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, CGNAT,
  documentation addresses, documentation MACs, example passwords, test cards, documented IBANs, example domains,
  UUIDs, dates, sizes, ports, package names said like nicks) in the carrier phrases the plants use. TECHNICAL lines
  give random-looking ids that identify no one (checksums, ids, revisions, ...); no PGP key id or SSH fingerprint.
- NOT COVERED: values split over lines, homoglyphs, other scripts' digits (v10-v13, v15).

    python bench/experiments/anonymize_heldout26.py   # rewrites bench/data/anonymize_heldout26.jsonl
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
from experiments import anonymize_heldout19 as nineteenth  # noqa: E402 -- grouped_card, login, mixed_token
from experiments import anonymize_heldout21 as twentyfirst  # noqa: E402 -- drawn_mobile
from experiments import anonymize_heldout24 as twentyfourth  # noqa: E402 -- its people (avoided), its forms
from experiments import anonymize_heldout25 as twentyfifth  # noqa: E402 -- its people (avoided), its forms

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout26.jsonl"
EARLIER_SETS = (*twentyfifth.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (24, 25)))
SEED = 26261
EXPORT_SEED = 26202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("AE", "QA", "KW", "LB", "TW", "MO", "BN", "BO", "CM", "MG", "AO", "CV", "FJ", "PG", "BB", "BS",
                 "JE", "IM")   # planted in three times or fewer before, none of v24's nor v25's
IBAN_COUNTRIES = ("SO", "VG", "YE", "AE", "AZ", "CZ", "DO", "EE", "EG", "GT", "HU", "ME")   # the least used before
CARD_RANGES = (("visa_ve_ofc", "457612", 16), ("mastercard_pe_ofc", "527419", 16), ("amex_ofc", "374829", 15),
               ("diners_ofc", "305617", 14), ("jcb_ofc", "358841", 16), ("unionpay_ofc", "625914", 16),
               ("mir_kz_ofc", "220431", 16), ("elo_ofc", "650487", 16), ("visa_ie_ofc", "440563", 16),
               ("mastercard_ee_ofc", "535918", 16), ("rupay_ofc", "652851", 16), ("discover_ofc", "601139", 16))
DOMAINS_OF = {"en-ie": ("indigo.ie", "oceanfree.net"), "cy": ("madasafish.com",),
              "es-ve": ("cantv.net",), "es-pe": ("speedy.com.pe", "terra.com.pe"), "ca": ("vilaweb.cat",),
              "et": ("online.ee", "neti.ee"), "lv": ("apollo.lv", "one.lv"), "sl": ("amis.net", "t-2.net"),
              "mk": ("mt.net.mk",), "be": ("tut.by", "mail.by"), "kk": ("inbox.kz", "online.kz"),
              "uz": ("inbox.uz",), "az": ("azeronline.com", "azdata.net"), "sq": ("abcom.al",), "te": ("vsnl.com",),
              "mr": ("mtnl.net.in",), "pa": ("sancharnet.in",), "si": ("sltnet.lk",), "ps": ("afghantelecom.af",),
              "so": ("somtel.com",)}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("186.89", "200.121", "88.196", "83.99", "92.53", "95.167", "185.27", "5.58", "82.209", "94.64",
             "212.93", "176.96", "49.204", "103.87", "41.82", "196.207")
V6_PREFIXES = ("2a0b:f4c0", "2a06:e881", "2602:fed2", "2a12:5800", "2a02:8388", "2401:7400", "2a00:23c7")
OUIS = ("b0:be:83", "5c:f9:38", "cc:d2:81", "a0:36:bc", "f4:6d:04", "bc:5f:f4")
ISSUERS = ("ghu_", "tvly-", "sq0csp-")

# the documents that show each habit (known to the author; no page was searched or copied)
RFC5322 = "RFC 5322 (an address given as addr-spec in running text, a signature line)"
MUNGE = "https://en.wikipedia.org/wiki/Address_munging (`[at]` and `[dot]` written to fool harvesters)"
E164 = "ITU-T Recommendation E.164 (numbers given nationally, internationally, with a plus)"
PORTUGUESE = "https://pt.wikipedia.org/wiki/Telefone_celular (mobile numbers given in Portuguese chat)"
RFC791 = "RFC 791 (dotted-quad addresses as users give them)"
SSH_MAN = "https://man.openbsd.org/ssh (the `ssh: connect to host ... port 22` error as pasted)"
RFC4291 = "RFC 4291 (IPv6 addresses, interface ids made from a MAC with ff:fe in their middle)"
NETPLAN = "https://netplan.readthedocs.io/en/stable/netplan-yaml/ (a static address in a pasted netplan YAML)"
IEEE802 = "IEEE Std 802-2014 (MAC addresses with colons, dashes, upper or lower case)"
RUSSIAN = "https://ru.wikipedia.org/wiki/MAC-адрес (MAC addresses given in Russian chat)"
WIFI = "https://help.ubuntu.com/stable/ubuntu-help/net-wireless-connect.html (a wifi password shared)"
GPG = "https://www.gnupg.org/gph/en/manual/x56.html (gpg --fingerprint output shared for a key signing)"
SSHKEYGEN = "https://man.openbsd.org/ssh-keygen (SHA256 host key fingerprints compared after a reinstall)"
GHU = ("https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/"
       "generating-a-user-access-token-for-a-github-app (ghu_ user access tokens)")
TAVILY = "https://docs.tavily.com/ (tvly- API keys)"
SQUARE = "https://developer.squareup.com/docs/oauth-api/overview (sq0csp- application secrets)"
TOKEN = "https://docs.github.com/en/code-security/secret-scanning (a random API token pasted into chat)"
NETRC = "https://everything.curl.dev/usingcurl/netrc (a ~/.netrc line with a login and password)"
FHS = "Filesystem Hierarchy Standard (/home/user paths inside pasted error messages and tracebacks)"
JSON = "RFC 8259 (a Windows path with its backslashes escaped in a pasted JSON file)"
RFC2812 = "RFC 2812 (IRC nicknames, addressed as `nick:` by clients)"
IRCNICKS = "https://en.wikipedia.org/wiki/Internet_Relay_Chat#Nicknames (nick_, nick2, nick|away, nick-laptop)"
IRCLOG = "https://irssi.org/documentation/help/log/ (an IRC log line `<nick> text` pasted into the channel)"
ISO7812 = "ISO/IEC 7812-1 (card numbers printed in groups of four or in one run)"
FRENCH = "https://fr.wikipedia.org/wiki/Carte_de_paiement (cards named in French chat)"
ISO13616 = "ISO 13616-1 (an IBAN printed in groups of four or in one run)"
GREEK = "https://el.wikipedia.org/wiki/IBAN (IBANs given in Greek chat)"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (<@id>, <@!id>, typed names)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (<@U..>, <@U..|name>, typed names)"
TELEGRAM_DOC = ("https://core.telegram.org/api/mentions (mention, mention_name, text_mention entities, a text link to "
                "tg://user?id=)")
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = nineteenth.POSITIONS


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "en-ie": (False, ("Ciarán|Ciaran|m", "Aoife|Aoife|f", "Darragh|Darragh|m", "Sorcha|Sorcha|f", "Cathal|Cathal|m",
                      "Caoimhe|Caoimhe|f", "Oisín|Oisin|m", "Gráinne|Grainne|f", "Eoin|Eoin|m", "Clodagh|Clodagh|f"),
              ("O'Sullivan|Osullivan", "Kavanagh|Kavanagh", "Culhane|Culhane", "Treacy|Treacy",
               "O'Donoghue|Odonoghue", "McGrath|Mcgrath", "Mulcahy|Mulcahy", "Keohane|Keohane")),
    "cy": (False, ("Geraint|Geraint|m", "Ffion|Ffion|f", "Dafydd|Dafydd|m", "Siân|Sian|f", "Gethin|Gethin|m",
                   "Cerys|Cerys|f", "Iwan|Iwan|m", "Eleri|Eleri|f"),
           ("Powell|Powell", "Llewellyn|Llewellyn", "Prosser|Prosser", "Bevan|Bevan", "Griffiths|Griffiths",
            "Vaughan|Vaughan")),
    "es-ve": (False, ("Oriana|Oriana|f", "Yorman|Yorman|m", "Nairobi|Nairobi|f", "Wilmer|Wilmer|m",
                      "Dayana|Dayana|f", "Leonel|Leonel|m", "Mariángel|Mariangel|f", "Yonathan|Yonathan|m"),
              ("Briceño|Briceno", "Colmenares|Colmenares", "Urdaneta|Urdaneta", "Peñaloza|Penaloza",
               "Chacín|Chacin", "Rangel|Rangel", "Guanipa|Guanipa")),
    "es-pe": (False, ("Renzo|Renzo|m", "Maricielo|Maricielo|f", "Jhonatan|Jhonatan|m", "Kiara|Kiara|f",
                      "Piero|Piero|m", "Fiorella|Fiorella|f", "Wilfredo|Wilfredo|m", "Yesenia|Yesenia|f"),
              ("Ticona|Ticona", "Layme|Layme", "Huamán|Huaman", "Condori|Condori", "Ccahuana|Ccahuana",
               "Choque|Choque", "Apaza|Apaza")),
    "ca": (False, ("Llorenç|Llorenc|m", "Montse|Montse|f", "Oriol|Oriol|m", "Ona|Ona|f", "Arnau|Arnau|m",
                   "Laia|Laia|f", "Pol|Pol|m", "Mireia|Mireia|f"),
           ("Puigdemont|Puigdemont", "Vilaró|Vilaro", "Casals|Casals", "Bosch|Bosch", "Serra|Serra",
            "Riera|Riera", "Sabaté|Sabate")),
    "et": (False, ("Tõnu|Tonu|m", "Kadri|Kadri|f", "Margus|Margus|m", "Liis|Liis|f", "Priit|Priit|m",
                   "Triin|Triin|f", "Indrek|Indrek|m", "Kertu|Kertu|f"),
           ("Tamm|Tamm", "Saar|Saar", "Sepp|Sepp", "Mägi|Magi", "Kask|Kask", "Kukk|Kukk", "Rebane|Rebane")),
    "lv": (False, ("Jānis|Janis|m", "Ilze|Ilze|f", "Kārlis|Karlis|m", "Līga|Liga|f", "Raimonds|Raimonds|m",
                   "Dace|Dace|f", "Edgars|Edgars|m", "Inese|Inese|f"),
           ("Bērziņš|Berzins|Bērziņa|Berzina", "Kalniņš|Kalnins|Kalniņa|Kalnina", "Ozols|Ozols|Ozola|Ozola",
            "Liepiņš|Liepins|Liepiņa|Liepina", "Krūmiņš|Krumins|Krūmiņa|Krumina")),
    "sl": (False, ("Matej|Matej|m", "Špela|Spela|f", "Rok|Rok|m", "Urška|Urska|f", "Žiga|Ziga|m",
                   "Nataša|Natasa|f", "Blaž|Blaz|m", "Tjaša|Tjasa|f"),
           ("Krajnc|Krajnc", "Zupančič|Zupancic", "Potočnik|Potocnik", "Kovačič|Kovacic", "Mlakar|Mlakar",
            "Vidmar|Vidmar", "Golob|Golob")),
    "mk": (False, ("Александар|Aleksandar|m", "Билјана|Biljana|f", "Горан|Goran|m", "Весна|Vesna|f",
                   "Дарко|Darko|m", "Стефанија|Stefanija|f"),
           ("Стојановски|Stojanovski|Стојановска|Stojanovska", "Трајковски|Trajkovski|Трајковска|Trajkovska",
            "Ристовски|Ristovski|Ристовска|Ristovska", "Наумовски|Naumovski|Наумовска|Naumovska")),
    "be": (False, ("Алесь|Ales|m", "Алена|Alena|f", "Уладзімір|Uladzimir|m", "Вольга|Volha|f", "Янка|Yanka|m",
                   "Насця|Nastsia|f"),
           ("Мельнікаў|Melnikau|Мельнікава|Melnikava", "Каваленка|Kavalenka", "Дубовік|Dubovik", "Жук|Zhuk",
            "Лукашэвіч|Lukashevich")),
    "kk": (False, ("Ерлан|Yerlan|m", "Айгерім|Aigerim|f", "Нұрлан|Nurlan|m", "Динара|Dinara|f", "Асхат|Askhat|m",
                   "Жанар|Zhanar|f", "Дәурен|Dauren|m", "Гүлназ|Gulnaz|f"),
           ("Жұмабаев|Zhumabayev|Жұмабаева|Zhumabayeva", "Омаров|Omarov|Омарова|Omarova",
            "Ахметов|Akhmetov|Ахметова|Akhmetova", "Нұрпейісов|Nurpeisov|Нұрпейісова|Nurpeisova",
            "Қасымов|Kassymov|Қасымова|Kassymova")),
    "uz": (False, ("Jasur|Jasur|m", "Dilnoza|Dilnoza|f", "Sardor|Sardor|m", "Nodira|Nodira|f", "Otabek|Otabek|m",
                   "Gulnora|Gulnora|f"),
           ("Karimov|Karimov|Karimova|Karimova", "Yusupov|Yusupov|Yusupova|Yusupova",
            "Toshmatov|Toshmatov|Toshmatova|Toshmatova", "Ergashev|Ergashev|Ergasheva|Ergasheva")),
    "az": (False, ("Elvin|Elvin|m", "Günay|Gunay|f", "Rəşad|Rashad|m", "Aysel|Aysel|f", "Orxan|Orkhan|m",
                   "Nərgiz|Nargiz|f", "Tural|Tural|m", "Səbinə|Sabina|f"),
           ("Məmmədov|Mammadov|Məmmədova|Mammadova", "Hüseynov|Huseynov|Hüseynova|Huseynova",
            "Quliyev|Guliyev|Quliyeva|Guliyeva", "Həsənov|Hasanov|Həsənova|Hasanova",
            "Abbasov|Abbasov|Abbasova|Abbasova")),
    "sq": (False, ("Arbër|Arber|m", "Elira|Elira|f", "Dritan|Dritan|m", "Blerina|Blerina|f", "Besnik|Besnik|m",
                   "Jonida|Jonida|f", "Ilir|Ilir|m", "Anisa|Anisa|f"),
           ("Hoxha|Hoxha", "Krasniqi|Krasniqi", "Gashi|Gashi", "Berisha|Berisha", "Shehu|Shehu",
            "Dervishi|Dervishi", "Leka|Leka")),
    "te": (False, ("శ్రీనివాస్|Srinivas|m", "లావణ్య|Lavanya|f", "నాగార్జున|Nagarjuna|m", "స్వాతి|Swathi|f",
                   "రవితేజ|Raviteja|m", "హారిక|Harika|f", "మహేష్|Mahesh|m", "సుజాత|Sujatha|f"),
           ("చక్రవర్తి|Chakravarthy", "యార్లగడ్డ|Yarlagadda", "చౌదరి|Chowdary", "కొండపల్లి|Kondapalli", "పసుపులేటి|Pasupuleti",
            "గంటా|Ganta", "యర్రా|Yerra")),
    "mr": (False, ("अमोल|Amol|m", "सायली|Sayali|f", "सचिन|Sachin|m", "प्राजक्ता|Prajakta|f", "तुषार|Tushar|m",
                   "मृणाल|Mrunal|f", "ओंकार|Omkar|m", "अश्विनी|Ashwini|f"),
           ("गोखले|Gokhale", "आपटे|Apte", "पाटील|Patil", "गायकवाड|Gaikwad", "भोसले|Bhosale",
            "शिंदे|Shinde", "जाधव|Jadhav")),
    "pa": (False, ("ਹਰਪ੍ਰੀਤ|Harpreet|f", "ਗੁਰਪ੍ਰੀਤ|Gurpreet|m", "ਜਸਪ੍ਰੀਤ|Jaspreet|f", "ਮਨਦੀਪ|Mandeep|m",
                   "ਸਿਮਰਨ|Simran|f", "ਅਮਨਦੀਪ|Amandeep|m", "ਨਵਜੋਤ|Navjot|m", "ਕਿਰਨਦੀਪ|Kirandeep|f"),
           ("ਸਿੱਧੂ|Sidhu", "ਗਿੱਲ|Gill", "ਸੰਧੂ|Sandhu", "ਢਿੱਲੋਂ|Dhillon", "ਗਰੇਵਾਲ|Grewal", "ਬਰਾੜ|Brar",
            "ਰੰਧਾਵਾ|Randhawa")),
    "si": (False, ("කසුන්|Kasun|m", "නිලූකා|Niluka|f", "චමින්ද|Chaminda|m", "දිල්රුක්ෂි|Dilrukshi|f",
                   "තරිඳු|Tharindu|m", "සඳමාලි|Sandamali|f"),
           ("පෙරේරා|Perera", "ජයසූරිය|Jayasuriya", "බණ්ඩාර|Bandara", "රත්නායක|Ratnayake",
            "වික්‍රමසිංහ|Wickramasinghe")),
    "ps": (False, ("وحید|Wahid|m", "زرمینه|Zarmina|f", "نجیب|Najib|m", "ملالۍ|Malalai|f", "شفیق|Shafiq|m",
                   "پلوشه|Palwasha|f"),
           ("یوسفزی|Yousafzai", "احمدزی|Ahmadzai", "درانی|Durrani", "وردک|Wardak", "ستانکزی|Stanekzai",
            "پوپلزی|Popalzai")),
    "so": (False, ("Abdirahman|Abdirahman|m", "Hodan|Hodan|f", "Guled|Guled|m", "Ifrah|Ifrah|f", "Liban|Liban|m",
                   "Sagal|Sagal|f", "Mahad|Mahad|m", "Ubah|Ubah|f"),
           ("Warsame|Warsame", "Jama|Jama", "Egal|Egal", "Hirsi|Hirsi", "Duale|Duale", "Samatar|Samatar")),
}
CULTURE_WEIGHTS = {"en-ie": 7, "cy": 2, "es-ve": 5, "es-pe": 4, "ca": 4, "et": 3, "lv": 3, "sl": 3, "mk": 2,
                   "be": 3, "kk": 3, "uz": 2, "az": 3, "sq": 3, "te": 7, "mr": 5, "pa": 4, "si": 2, "ps": 2, "so": 2}
OWN_SCRIPT = ("mk", "be", "kk", "te", "mr", "pa", "si", "ps")
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
    found: set[str] = set(twentyfourth.earlier_people_names()) | set(twentyfifth.earlier_people_names())
    for module in (twentyfourth, twentyfifth):
        for _, firsts, lasts in module.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    return found


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v26's lists is one of v20's-v25's."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
# Each kind: seven plain forms then one harder (`REGISTER`); decided before any value was written.
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(RFC5322, ("ofc-email-or-just-mail", "pm me or just mail ⟦{v}⟧ and i'll send the config",
                         "sentence-middle", "an owner giving their address mid-sentence"),
               ("ofc-email-is-mine-mirror", "⟦{v}⟧ is mine, put me down for the mirror list", "sentence-start",
                "the address first, claimed"),
               ("ofc-email-forward-bug-link", "could someone forward the bug link to ⟦{v}⟧", "sentence-end",
                "the address last, a request"),
               ("ofc-email-old-address-brackets", "launchpad still has my old address (⟦{v}⟧) sadly", "in-brackets",
                "in brackets"),
               ("ofc-email-already-taken-quoted", "the signup says \"⟦{v}⟧ is already taken\" but i never made one",
                "in-quotes", "inside a quoted error message"),
               ("ofc-email-off-irc-comma", "write to ⟦{v}⟧, i'm off irc at night", "before-punctuation",
                "before a comma"),
               ("ofc-email-signature-own-line", "cheers for the help today\n-- \n⟦{v}⟧", "own-line",
                "alone under a signature delimiter")),
        *forms(MUNGE, ("ofc-email-bracket-at-dot", "reach me: ⟦{obf}⟧ (bots, go away)", "sentence-middle",
                       "munged with [at] and [dot]")),
    ),
    "phone": (
        *forms(E164, ("ofc-phone-ring-me-door", "ring me on ⟦{intl}⟧ when you're at the door", "sentence-middle",
                      "international, a request to call"),
               ("ofc-phone-is-my-mobile", "⟦{national}⟧ is my mobile, signal works too", "sentence-start",
                "national, first"),
               ("ofc-phone-courier-gave", "the courier wanted a contact number so i gave ⟦{e164}⟧", "sentence-end",
                "E.164, last"),
               ("ofc-phone-work-phone-brackets", "i left a voicemail from my work phone (⟦{intl}⟧) yesterday",
                "in-brackets", "international in brackets"),
               ("ofc-phone-caller-id-quoted", "caller id showed \"⟦{national}⟧\" twice, was that you?", "in-quotes",
                "national in quotes"),
               ("ofc-phone-text-after-meeting", "text ⟦{e164}⟧, i'll read it after the meeting",
                "before-punctuation", "E.164 before a comma"),
               ("ofc-phone-meetup-own-line", "for the meetup, my number\n⟦{intl}⟧\nin case you get lost", "own-line",
                "international on a line of its own")),
        *forms(PORTUGUESE, ("ofc-phone-portuguese-manda", "me manda mensagem no ⟦{intl}⟧ depois das oito",
                            "sentence-middle", "a carrier in Portuguese")),
    ),
    "ipv4": (
        *forms(RFC791, ("ofc-v4-server-default-page", "my server is on ⟦{v}⟧ but nginx shows the default page",
                        "sentence-middle", "an owner's server"),
               ("ofc-v4-own-ufw", "⟦{v}⟧ got blocked by my own ufw rules, lol", "sentence-start", "first"),
               ("ofc-v4-try-ping", "could someone try to ping ⟦{v}⟧", "sentence-end", "last, a request"),
               ("ofc-v4-frankfurt-brackets", "i rent a small box in frankfurt (⟦{v}⟧) for backups", "in-brackets",
                "in brackets"),
               ("ofc-v4-dig-returns-quoted", "dig returns \"⟦{v}⟧\" for my domain, so dns is fine", "in-quotes",
                "quoted tool output"),
               ("ofc-v4-forwarding-from", "port forwarding works from ⟦{v}⟧, not from my phone",
                "before-punctuation", "before a comma"),
               ("ofc-v4-whitelist-own-line", "whitelist this for me please\n⟦{v}⟧\nit's my office", "own-line",
                "on a line of its own")),
        *forms(SSH_MAN, ("ofc-v4-ssh-connect-refused", "ssh: connect to host ⟦{v}⟧ port 22: Connection refused",
                         "sentence-middle", "pasted ssh error output")),
    ),
    "ipv6": (
        *forms(RFC4291, ("ofc-v6-router-finally-got", "my router finally got ⟦{v}⟧ from the isp", "sentence-middle",
                         "an owner's prefix"),
               ("ofc-v6-times-out-outside", "⟦{v}⟧ times out from outside but works on the lan", "sentence-start",
                "first"),
               ("ofc-v6-pi-only-has-eui", "the pi only has ⟦{eui}⟧ and no global address", "sentence-middle",
                "a link-local address made from the MAC (ff:fe in its middle)"),
               ("ofc-v6-no-aaaa-brackets", "the web server (⟦{v}⟧) has no AAAA record yet", "in-brackets",
                "in brackets"),
               ("ofc-v6-test-site-quoted", "the test site shows \"⟦{v}⟧\" and 10/10", "in-quotes", "quoted"),
               ("ofc-v6-reach-not-other", "i can reach ⟦{v}⟧, but not the other host", "before-punctuation",
                "before a comma"),
               ("ofc-v6-ndp-table-own-line", "ndp table on the switch\n⟦{eui}⟧\nis the printer", "own-line",
                "a MAC-derived link-local address on a line of its own")),
        *forms(NETPLAN, ("ofc-v6-netplan-addresses", "addresses: [\"⟦{v}⟧/64\"] in my netplan and it won't apply",
                         "in-quotes", "a pasted netplan YAML line")),
    ),
    "mac": (
        *forms(IEEE802, ("ofc-mac-allow-list", "my phone's wifi mac is ⟦{v}⟧ if you need it for the allow list",
                         "sentence-middle", "an owner's device"),
               ("ofc-mac-twice-in-leases", "⟦{upper}⟧ shows up twice in the dhcp leases", "sentence-start",
                "upper case, first"),
               ("ofc-mac-reserve-for", "please reserve an address for ⟦{v}⟧", "sentence-end", "last, a request"),
               ("ofc-mac-tv-brackets", "the tv (⟦{dashed}⟧) keeps stealing the printer's ip", "in-brackets",
                "dashes, in brackets"),
               ("ofc-mac-arp-gateway-quoted", "arp -a lists \"⟦{v}⟧\" for the gateway, is that spoofed?",
                "in-quotes", "quoted"),
               ("ofc-mac-wake-on-lan", "wake-on-lan to ⟦{upper}⟧, nothing happens", "before-punctuation",
                "upper case before a comma"),
               ("ofc-mac-battery-sticker-own-line", "found it on the sticker\n⟦{dashed}⟧\nunder the battery",
                "own-line", "dashes on a line of its own")),
        *forms(RUSSIAN, ("ofc-mac-russian-whitelist", "мой мак ⟦{v}⟧, добавь в белый список плиз",
                         "before-punctuation", "a carrier in Russian (Cyrillic)")),
    ),
    "secret": (
        *forms(WIFI, ("ofc-secret-wifi-tonight", "the wifi password is ⟦{pw}⟧ for tonight", "sentence-middle",
                      "a password shared")),
        *forms(TOKEN, ("ofc-secret-token-why-401", "⟦{tok}⟧ that's the api token from the dashboard, why 401?",
                       "sentence-start", "a 32+ character mixed-case token, first")),
        *forms(GPG, ("ofc-secret-keysigning-slips", "for the keysigning i'll bring slips with ⟦{fpr}⟧",
                     "sentence-end", "an OpenPGP fingerprint as gpg --fingerprint prints it (personal)")),
        *forms(GHU, ("ofc-secret-ghu-brackets", "the app's user token (⟦{ghu}⟧) stopped working", "in-brackets",
                     "a GitHub App user access token in brackets")),
        *forms(TAVILY, ("ofc-secret-tavily-rejects-quoted", "the search api rejects \"⟦{tvly}⟧\" since the reset",
                        "in-quotes", "a Tavily API key, quoted")),
        *forms(SSHKEYGEN, ("ofc-secret-host-key-changed", "the host key changed to ⟦{sha}⟧, is that expected?",
                           "before-punctuation", "an SSH host key fingerprint (personal), before a comma")),
        *forms(SQUARE, ("ofc-secret-ignore-next-line", "sorry, ignore the next line\n⟦{sq}⟧\nit's already rotated",
                        "own-line", "a Square application secret on a line of its own")),
        *forms(NETRC, ("ofc-secret-netrc-line", "my ~/.netrc has machine nas.lan login admin password ⟦{pw}⟧ "
                                                "and curl still asks", "sentence-middle", "a pasted ~/.netrc line")),
    ),
    "home_path": (
        *forms(FHS, ("ofc-home-deploy-permission", "i get bash: /home/⟦{u}⟧/bin/deploy.sh: Permission denied",
                     "sentence-middle", "inside a pasted shell error"),
               ("ofc-home-trash-40gb", "/home/⟦{u}⟧/.local/share/Trash is 40 GB, how do i empty it",
                "sentence-start", "first"),
               ("ofc-home-steam-var-app", "steam installed everything into /home/⟦{u}⟧/.var/app", "sentence-end",
                "last"),
               ("ofc-home-dotfiles-brackets", "my dotfiles repo (/home/⟦{u}⟧/dotfiles) is a symlink mess",
                "in-brackets", "in brackets"),
               ("ofc-home-gpg-keyblock-quoted", "gpg: keyblock resource '/home/⟦{u}⟧/.gnupg/pubring.kbx': No such "
                                                "file or directory", "in-quotes", "inside gpg's quoted path"),
               ("ofc-home-cd-projects", "cd into /home/⟦{u}⟧/Projects, then run make", "before-punctuation",
                "before a comma"),
               ("ofc-home-traceback-own-line", "Traceback (most recent call last):\n  File \"/home/⟦{u}⟧/bot/main.py"
                                               "\", line 12, in <module>", "own-line",
                "a Python traceback's file line")),
        *forms(JSON, ("ofc-home-json-escaped-windows", "settings.json has \"C:\\\\Users\\\\⟦{u}⟧\\\\AppData\\\\Roaming"
                                                       "\\\\Code\" and it breaks", "in-quotes",
                      "a Windows path JSON-escaped")),
    ),
    "nick": (
        *forms(RFC2812, ("ofc-nick-fixed-it-thanks", "⟦{v}⟧: that fixed it, thank you", "sentence-start",
                         "addressed with a colon")),
        *forms(IRCNICKS, ("ofc-nick-much-appreciated", "much appreciated ⟦{v}⟧!", "before-punctuation", "thanked"),
               ("ofc-nick-underscore-netsplit", "⟦{us}⟧ rejoined, probably a netsplit", "sentence-start",
                "the client's underscore variant"),
               ("ofc-nick-topic-quoted", "the topic still says \"ask ⟦{v}⟧ about the mirrors\"", "in-quotes",
                "quoted from the topic"),
               ("ofc-nick-two-brackets", "someone (⟦{two}⟧?) posted the fix in the forum", "in-brackets",
                "the 2 variant in brackets"),
               ("ofc-nick-laptop-own-line", "pinging\n⟦{laptop}⟧\nyour bouncer is flooding", "own-line",
                "the -laptop variant on a line of its own"),
               ("ofc-nick-away-holiday", "don't wait for ⟦{away}⟧, he's on holiday", "sentence-middle",
                "the |away variant mid-sentence")),
        *forms(IRCLOG, ("ofc-nick-pasted-log-line", "from yesterday's log: [21:14] <⟦{v}⟧> try nomodeset first",
                        "in-brackets", "a pasted IRC log line")),
    ),
    "card": (
        *forms(ISO7812, ("ofc-card-pi-never-shipped", "i ordered the pi with ⟦{grouped}⟧ and it never shipped",
                         "sentence-middle", "grouped, an owner's order"),
               ("ofc-card-hosting-charged", "⟦{grouped}⟧ was charged by the hosting company without asking",
                "sentence-start", "grouped, first"),
               ("ofc-card-refund-back-to", "the refund should go back to ⟦{num}⟧", "sentence-end", "unspaced, last"),
               ("ofc-card-old-card-brackets", "my old card (⟦{dashed}⟧) expired so the renewal failed",
                "in-brackets", "dashed, in brackets"),
               ("ofc-card-shows-blocked-quoted", "the payment page shows \"⟦{grouped}⟧\" as blocked", "in-quotes",
                "grouped, quoted"),
               ("ofc-card-on-file-remove", "they still have ⟦{num}⟧ on file, can i remove it?",
                "before-punctuation", "unspaced before a comma"),
               ("ofc-card-fraud-own-line", "bank app says fraud on\n⟦{grouped}⟧\nfrom a shop abroad", "own-line",
                "grouped on a line of its own")),
        *forms(FRENCH, ("ofc-card-french-paye", "j'ai payé avec la carte ⟦{grouped}⟧ mais rien reçu",
                        "sentence-middle", "a carrier in French")),
    ),
    "iban": (
        *forms(ISO13616, ("ofc-iban-hosting-share", "you can pay the hosting share into ⟦{spaced}⟧ this month",
                          "sentence-middle", "spaced, a request to pay"),
               ("ofc-iban-refund-land", "⟦{v}⟧ is where the refund should land", "sentence-start", "unspaced, first"),
               ("ofc-iban-transfer-use", "for the transfer use ⟦{v}⟧", "sentence-end", "unspaced, last"),
               ("ofc-iban-frozen-brackets", "my savings account (⟦{spaced}⟧) got frozen, long story", "in-brackets",
                "spaced, in brackets"),
               ("ofc-iban-without-spaces-quoted", "the bank form wants \"⟦{v}⟧\" without spaces?", "in-quotes",
                "unspaced, quoted"),
               ("ofc-iban-wire-name-invite", "wire it to ⟦{spaced}⟧, name as on the invite", "before-punctuation",
                "spaced before a comma"),
               ("ofc-iban-venue-own-line", "bank details for the venue\n⟦{spaced}⟧\npay by friday", "own-line",
                "spaced on a line of its own")),
        *forms(GREEK, ("ofc-iban-greek-steile", "στείλε τα στο ⟦{spaced}⟧ ευχαριστώ", "sentence-middle",
                       "a carrier in Greek (its own script)")),
    ),
}
HARDER = {"ofc-email-bracket-at-dot", "ofc-phone-portuguese-manda", "ofc-v4-ssh-connect-refused",
          "ofc-v6-netplan-addresses", "ofc-mac-russian-whitelist", "ofc-secret-netrc-line",
          "ofc-home-json-escaped-windows", "ofc-nick-pasted-log-line", "ofc-card-french-paye", "ofc-iban-greek-steile"}
REGISTER = {f"{kind}/{form.name}": "harder" if form.name in HARDER else "plain"
            for kind, kind_forms in FORMS.items() for form in kind_forms}
PLAIN_SHARE = 0.875         # decided before the values: seven forms of eight plain, taken in turn
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("shotwell", "inkscape", "thunderbird", "transmission", "gparted")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-ofc-version-default-page", "my server is on ⟦1.24.0⟧ but nginx shows "
                                         "the default page", "", ""),
           ("neg-ofc-version-times-out", "⟦22.04.5⟧ times out from outside but works on the lan", "", ""),
           ("neg-ofc-version-quoted", "dig returns \"⟦9.18.28⟧\" for my domain, so dns is fine", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-ofc-private-ping", "could someone try to ping ⟦192.168.0.23⟧", "", ""),
           ("neg-ofc-private-own-line", "whitelist this for me please\n⟦10.0.0.14⟧\nit's my office", "", ""),
           ("neg-ofc-private-ssh", "ssh: connect to host ⟦172.20.1.5⟧ port 22: Connection refused", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-ofc-loopback", "port forwarding works from ⟦127.0.0.1⟧, not from my phone",
                                   "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-ofc-cgnat", "⟦100.64.12.9⟧ got blocked by my own ufw rules, lol",
                                               "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-ofc-doc-v4", "i rent a small box in frankfurt (⟦203.0.113.40⟧) "
                                                  "for backups", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-ofc-doc-v6", "my router finally got ⟦2001:db8:4a::/48⟧ "
                                                        "from the isp", "", ""),
           ("neg-ofc-doc-v6-netplan", "addresses: [\"⟦2001:db8::10⟧/64\"] in my netplan and it won't apply", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-ofc-ula", "the web server (⟦fd00:1:2::8⟧) has no AAAA record yet",
                                                 "", "")),
    *forms("RFC 4291 (loopback and a link-local address without a MAC)", (
        "neg-ofc-v6-loopback", "i can reach ⟦::1⟧, but not the other host", "", ""),
        ("neg-ofc-v6-linklocal-short", "the pi only has ⟦fe80::2⟧ and no global address", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-ofc-doc-mac", "please reserve an address for "
                                                      "⟦00:00:5e:00:53:11⟧", "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", (
        "neg-ofc-broadcast-mac", "arp -a lists \"⟦ff:ff:ff:ff:ff:ff⟧\" for the gateway, is that spoofed?", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-ofc-common-wifi", "the wifi password is ⟦12345678⟧ for tonight", "", ""),
        ("neg-ofc-common-netrc", "my ~/.netrc has machine nas.lan login admin password ⟦admin⟧ and curl still asks",
         "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", (
        "neg-ofc-test-visa", "i ordered the pi with ⟦4242 4242 4242 4242⟧ and it never shipped", "", ""),
        ("neg-ofc-test-mc", "the refund should go back to ⟦5555555555554444⟧", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-ofc-example-gb-iban", "wire it to ⟦GB82 WEST 1234 5698 7654 32⟧, name as on the invite", "", ""),
        ("neg-ofc-example-de-iban", "for the transfer use ⟦DE89370400440532013000⟧", "", "")),
    *forms("RFC 2606 (reserved example domains)", (
        "neg-ofc-example-mail", "write to ⟦user@example.org⟧, i'm off irc at night", "", ""),
        ("neg-ofc-example-mail-quoted", "the signup says \"⟦admin@example.com⟧ is already taken\" but i never made "
                                        "one", "", "")),
    *forms("RFC 9562 (UUIDs)", ("neg-ofc-uuid", "⟦3f2b8c1d-7e4a-4b9f-9c2d-5a6e8f0b1c3d⟧ that's the id from the "
                                "dashboard, why 404?", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-ofc-commit", "the fix (⟦a1b2c3d⟧) stopped working",
                                                             "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-ofc-date", "ring me on ⟦2026-12-14⟧ when you're at the door", "", ""),
           ("neg-ofc-time", "text ⟦18:45⟧, i'll read it after the meeting", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-ofc-size", "/var/log/journal is ⟦4.2 GiB⟧, how do i empty it", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-ofc-port", "port forwarding works for ⟦8443/tcp⟧, not udp", "",
                                                "")),
    *forms(f"{NEG}Process_identifier", ("neg-ofc-pid", "they still have ⟦pid 4412⟧ running, can i kill it?", "", "")),
    *forms(f"{NEG}E.164", ("neg-ofc-emergency", "for the meetup, emergency is\n⟦112⟧\nin case you get lost", "", "")),
    *forms("https://man7.org/linux/man-pages/man8/ip.8.html (interface names)", (
        "neg-ofc-iface", "⟦enp3s0⟧ shows up twice in the dhcp leases", "", "")),
    *forms("Filesystem Hierarchy Standard (system paths, no user)", (
        "neg-ofc-system-path", "i get bash: ⟦/usr/local/bin/deploy.sh⟧: Permission denied", "", ""),
        ("neg-ofc-root-path", "cd into ⟦/root/Projects⟧, then run make", "", ""),
        ("neg-ofc-skel-path", "steam installed everything into ⟦/opt/steam/.var/app⟧", "", "")),
    *forms("https://en.wikipedia.org/wiki/ISBN (book numbers)", (
        "neg-ofc-isbn", "the shop page shows \"⟦978-0-13-110362-7⟧\" as out of stock", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-ofc-pci", "the tv (⟦8086:a0f0⟧) keeps stealing "
                                                               "the printer's ip", "", "")),
    *forms("Ubuntu package names", ("word-nick-ofc", "⟦shotwell⟧: that fixed it, thank you", "", ""),
           ("word-nick-ofc", "much appreciated ⟦inkscape⟧!", "", ""),
           ("word-nick-ofc", "the topic still says \"ask ⟦thunderbird⟧ about the mirrors\"", "", ""),
           ("word-nick-ofc", "don't wait for ⟦transmission⟧, it's slow anyway", "", ""),
           ("word-nick-ofc", "someone (⟦gparted⟧?) moved the partition", "", "")),
)

# technical text with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("tech-ofc-sha1sum-tarball", "https://man7.org/linux/man-pages/man1/sha1sum.1.html (checksums)",
     "sha1sum of the tarball: {hex:40}, same as the release page"),
    ("tech-ofc-podman-image", "https://docs.podman.io/en/latest/markdown/podman-images.1.html (image ids)",
     "podman images lists {hex:12} twice after the pull"),
    ("tech-ofc-git-stash", "https://git-scm.com/docs/git-stash", "git stash list shows stash@{0} at {hex:7}"),
    ("tech-ofc-crypttab-uuid", "https://man7.org/linux/man-pages/man5/crypttab.5.html (LUKS uuids)",
     "crypttab line: cryptdata UUID={uuid} none luks,discard"),
    ("tech-ofc-coredump-boot", "https://man7.org/linux/man-pages/man1/coredumpctl.1.html (boot ids)",
     "coredumpctl info says Boot ID: {hex:32}"),
    ("tech-ofc-deb-md5sums", "https://man7.org/linux/man-pages/man1/dpkg.1.html (md5sums of packages)",
     "/var/lib/dpkg/info/libc6:amd64.md5sums has {hex:32} for libc.so.6"),
    ("tech-ofc-apt-history-size", "https://man7.org/linux/man-pages/man8/apt-get.8.html (download sizes)",
     "Need to get {dec:3} MB of archives, after this {dec:4} MB of additional disk space"),
    ("tech-ofc-snap-change-id", "https://snapcraft.io/docs/keeping-snaps-up-to-date (snap changes)",
     "snap changes: {dec:3} Done refresh of core24"),
    ("tech-ofc-ostree-commit", "https://ostreedev.github.io/ostree/ (deployment commits)",
     "rpm-ostree status shows Commit: {hex:64}"),
    ("tech-ofc-nvme-serial-free-id", "https://man7.org/linux/man-pages/man8/lsblk.8.html (partition uuids)",
     "lsblk -o PARTUUID gives {uuid} for the esp"),
    ("tech-ofc-conda-build", "https://docs.conda.io/projects/conda/en/latest/ (build strings)",
     "conda list shows numpy py312h{hex:7}_0"),
    ("tech-ofc-initramfs-size", "https://manpages.ubuntu.com/manpages/noble/man8/update-initramfs.8.html (images)",
     "update-initramfs wrote {dec:2}M to /boot/initrd.img-6.8.0-{dec:2}-generic"),
    ("tech-ofc-systemd-invocation", "https://man7.org/linux/man-pages/man5/systemd.exec.5.html (invocation ids)",
     "journal shows _SYSTEMD_INVOCATION_ID={hex:32} for the failed run"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v26's seed and people put together from the hand-written lists."""

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
        if i % 5 == 3:
            groups[-3:-1] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


def iban_value(draws: Draws, country: str) -> str:
    """An IBAN of `country` by its structure (ISO 13616 registry), its check digits computed."""
    from stdnum import iban
    structure = third._structure(country)
    fields_ = re.findall(r"(\d+)!([nac])", structure)
    for _ in range(MAX_DRAWS):
        parts = [draws.chars("0123456789" if kind != "a" else "ABCDEFGHIJKLMNOPQRSTUVWXYZ", int(n)) for n, kind in fields_]
        account = "".join(parts)
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


ALNUM = fifteenth.ALNUM
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
SENTENCES = ("my dog likes long walks on the beach", "we moved to the coast in the summer",
             "the blue bicycle never had brakes", "grandma makes the best plum jam", "i always forget where i park",
             "our band played three songs only")   # v26's own
WORDS = ("lighthouse", "marmalade", "sandstone", "hazelnut", "windmill", "pinecone", "saltmarsh", "moorland",
         "snowdrop", "pebble", "thistle", "lantern")   # v26's own
SIGNS = "!#$%&*+?@=~"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-16 characters, three classes or more), made three ways people make them: a
    sentence's initials (the first capitalised) with two digits and a sign, a capitalised word, a sign and a four-digit
    PIN, a reversed capitalised word with two digits and a sign."""
    for _ in range(MAX_DRAWS):
        style = (i // 8) % 3       # the forms repeat every eight plants: the recipe turns slower
        if style == 0:
            initials = "".join(w[0] for w in draws.rng.choice(SENTENCES).split())
            pw = initials[:1].upper() + initials[1:] + draws.chars("0123456789", 2) + draws.rng.choice(SIGNS)
        elif style == 1:
            pw = draws.rng.choice(WORDS).capitalize() + draws.rng.choice(SIGNS) + draws.chars("0123456789", 4)
        else:
            pw = draws.rng.choice(WORDS)[::-1].capitalize() + draws.chars("0123456789", 2) + draws.rng.choice(SIGNS)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 16 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def gpg_fingerprint(draws: Draws) -> str:
    """An OpenPGP v4 fingerprint as `gpg --fingerprint` prints it: ten groups of four upper-case hex digits, two
    spaces between the fifth and the sixth."""
    while True:
        value = draws.chars("0123456789ABCDEF", 40)
        if re.search("[A-F]", value) and draws.fresh(value):
            groups = [value[k:k + 4] for k in range(0, 40, 4)]
            return " ".join(groups[:5]) + "  " + " ".join(groups[5:])


def sha256_host_fingerprint(draws: Draws) -> str:
    """An SSH host key fingerprint as `ssh-keygen -l` prints it: `SHA256:` and 43 base64 characters, the last one of
    the sixteen a 32-byte digest can end in."""
    while True:
        value = "SHA256:" + draws.chars(B64, 42) + draws.rng.choice("AEIMQUYcgkosw048")
        if draws.fresh(value):
            return value


def nick_values(nick: str) -> dict[str, str]:
    """A nick and the variants clients and people make of it."""
    return {"v": nick, "us": f"{nick}_", "two": f"{nick}2", "away": f"{nick}|away", "laptop": f"{nick}-laptop"}


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale,
                                                      "register": REGISTER[f"{kind}/{form.name}"]}}
    if kind == "email":
        a_first, a_last = person.ascii_first.lower(), person.ascii_last.lower()
        local = (f"{a_first}{a_last}", f"{a_first}.{a_last[:1]}", f"{a_first[:1]}.{a_last}{i % 60 + 30}",
                 f"{a_last}-{a_first}")[i % 4]
        doms = DOMAINS_OF[person.locale]
        dom = doms[i % len(doms)]
        while not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{draws.rng.randrange(2, 99)}"
        return {**base, "v": f"{local}@{dom}", "obf": f"{local} [at] {dom.replace('.', ' [dot] ')}",
                "extra": (local,) if len(local) >= 6 else ()}
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
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-")}
    if kind == "secret":
        return {**base, "pw": password(draws, i), "tok": nineteenth.mixed_token(draws, 32 + i % 17),
                "fpr": gpg_fingerprint(draws), "sha": sha256_host_fingerprint(draws),
                "ghu": "ghu_" + draws.chars(ALNUM, 36), "tvly": "tvly-" + draws.chars(ALNUM, 32),
                "sq": "sq0csp-" + draws.chars(B64URL, 43)}
    if kind == "home_path":
        return {**base, "u": nineteenth.login(draws, Person(person.full, person.first, person.last,
                                                            person.ascii_first.lower(), person.ascii_last.lower(),
                                                            person.locale), i)}
    if kind == "nick":
        nick = (person.ascii_first[:4] + person.ascii_last[:3]).lower()
        while not draws.fresh(nick):
            nick = f"{nick}{draws.rng.randrange(2, 9)}"
        return {**base, **nick_values(nick), "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = nineteenth.grouped_card(number)
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "record": {**base["record"], "country": country}}


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
                        and re.fullmatch(r"[A-Za-z][\w^`-]*", spoken) and not spoken.endswith(("-", "_", "s")) \
                        and spoken.lower() not in seen:
                    values = {**values, **nick_values(spoken),
                              "record": {**values["record"], "names": [spoken], "log_nick": True}}
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
    """A handle people make from their own name, typed in ASCII: first name, a separator, the surname's first four."""
    return f"{person.ascii_first.lower()}{sep}{person.ascii_last.lower().replace(' ', '')[:4]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "ofc-raw-mention-boost": (f"⟦<@{uid}>⟧ did the server boost expire?", (uid, handle), author,
                                  "sentence-start"),
        "ofc-nick-mention-gg": (f"gg ⟦<@!{uid}>⟧, see you next round", (uid, handle, person.full), nicknamed,
                                "before-punctuation"),
        "ofc-typed-at-handle-winner": (f"the giveaway winner is @⟦{handle}⟧", (handle,), author, "sentence-end"),
        "ofc-display-name-moderates": (f"i think ⟦{person.full}⟧ moderates the art channel", (person.full,),
                                       nicknamed, "sentence-middle"),
        "ofc-first-name-helper-brackets": (f"the new helper (⟦{person.first}⟧) is great", (person.first,), nicknamed,
                                           "in-brackets"),
        "ofc-handle-search-quoted": (f"search for \"⟦{handle}⟧\" in the member list", (handle,), author, "in-quotes"),
        "forward-ofc-raw-mention": (f"⟦<@{uid}>⟧ shared the event link", (uid, handle),
                                    {**author, "place": "forward"}, "sentence-start"),
        "ofc-display-name-shoutout-own-line": (f"shoutout to\n⟦{person.full}⟧\nfor the server icon", (person.full,),
                                               nicknamed, "own-line"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    user = {"user": [uid, handle, person.full]}
    return {
        "ofc-user-mention-review": (f"⟦<@{uid}>⟧ could you review the migration?", (uid, handle, person.full), user,
                                    "sentence-start"),
        "ofc-labelled-mention-owner": (f"the dashboard belongs to ⟦<@{uid}|{handle}>⟧", (uid, handle), user,
                                       "sentence-end"),
        "ofc-typed-at-handle-vpn": (f"ask @⟦{handle}⟧ about the vpn certs", (handle,), user, "sentence-middle"),
        "ofc-real-name-designer-brackets": (f"the designer (⟦{person.full}⟧) sent new mockups", (person.full,), user,
                                            "in-brackets"),
        "ofc-first-name-added-quoted": (f"the invite said \"⟦{person.first}⟧ added you\"", (person.first,), user,
                                        "in-quotes"),
        "comment-ofc-user-mention": (f"⟦<@{uid}>⟧ see page 3", (uid, handle, person.full),
                                     {**user, "place": "comment"}, "sentence-start"),
        "ofc-real-name-welcome": (f"welcome ⟦{person.full}⟧, glad to have you", (person.full,), user,
                                  "before-punctuation"),
        "ofc-handle-on-call-own-line": (f"on call this week:\n⟦{handle}⟧\nthen me", (handle,), user, "own-line"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "ofc-mention-handle-lift": (f"⟦@{handle}⟧ can you give me a lift tomorrow?", (handle,),
                                    {"entity": ["mention", 0]}, "sentence-start"),
        "ofc-mention-name-sorry": (f"sorry ⟦{person.first}⟧, i missed your call", (person.first,),
                                   {"entity": ["mention_name", number]}, "before-punctuation"),
        "ofc-text-mention-birthday": (f"happy birthday ⟦{person.full}⟧", (person.full,),
                                      {"entity": ["text_mention", number]}, "sentence-end"),
        "ofc-text-link-user-id-quoted": (f"tap \"⟦{person.full}⟧\" to message them directly", (person.full,),
                                         {"entity": ["text_link", 0, f"tg://user?id={number}"]}, "in-quotes"),
        "ofc-mention-handle-projector-brackets": (f"the guy with the projector (⟦@{handle}⟧) is late", (handle,),
                                                  {"entity": ["mention", 0]}, "in-brackets"),
        "caption-ofc-mention-handle": (f"taken by ⟦@{handle}⟧ at the lake", (handle,),
                                       {"entity": ["mention", 0], "place": "caption"}, "sentence-middle"),
        "ofc-first-name-keys-own-line": (f"who has the keys?\n⟦{person.first}⟧\ni think", (person.first,), {},
                                         "own-line"),
        "ofc-polish-mention-handle": (f"dzięki ⟦@{handle}⟧!", (handle,), {"entity": ["mention", 0]},
                                      "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("ofc-raw-mention-boost", "ofc-nick-mention-gg", "ofc-typed-at-handle-winner",
                "ofc-display-name-moderates", "ofc-first-name-helper-brackets", "ofc-handle-search-quoted",
                "forward-ofc-raw-mention", "ofc-display-name-shoutout-own-line"),
    "slack": ("ofc-user-mention-review", "ofc-labelled-mention-owner", "ofc-typed-at-handle-vpn",
              "ofc-real-name-designer-brackets", "ofc-first-name-added-quoted", "comment-ofc-user-mention",
              "ofc-real-name-welcome", "ofc-handle-on-call-own-line"),
    "telegram": ("ofc-mention-handle-lift", "ofc-mention-name-sorry", "ofc-text-mention-birthday",
                 "ofc-text-link-user-id-quoted", "ofc-mention-handle-projector-brackets", "caption-ofc-mention-handle",
                 "ofc-first-name-keys-own-line", "ofc-polish-mention-handle")}
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
            if not any(n.lower() in draws.earlier or n.lower() in said or len(n) < 3 for n in needles):
                break
        said.update(n.lower() for n in needles)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position, "locale": person.locale})
    return found


def side_channels(draws: Draws) -> list[dict]:
    """The personal kinds of side channel in new shapes: a Discord DM named after a dotted handle, a Slack private
    channel of a one-to-one, a Slack group DM of three, a Telegram personal chat titled with the full name in its own
    script and a note, an export under a Linux home named after the person."""
    people = [p for p in (draws.person(2600 + k) for k in range(120))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[5:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    a, b, c, d, e, f = people[:6]
    t = scripted[0] if scripted else people[6]
    home = f"{f.ascii_first.lower()}{f.ascii_last[:1].lower()}"
    rows = {
        "discord-dm-name": ("discord", handle_of(a, "."), (a.ascii_first.lower(),)),
        "slack-private-channel-of-person": ("slack", f"1on1-{b.ascii_first.lower()}-{b.ascii_last.lower()}",
                                            (b.ascii_first.lower(), b.ascii_last.lower())),
        "slack-mpdm-name": ("slack", f"mpdm-{handle_of(c, '_')}--{handle_of(d, '_')}--{handle_of(e, '_')}-1",
                            (handle_of(c, "_"), handle_of(d, "_"), handle_of(e, "_"))),
        "telegram-personal-title": ("telegram", f"{t.first} {t.last} (landlord)", (t.first, t.last)),
        "export-path-home": ("telegram", f"/home/{home}/Downloads/Telegram Desktop/ChatExport_2026-11-29", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v25 (lower case, v27 never read): no value of v26 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v26 is one an earlier set used."""
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
        assert not any(n.endswith("@" + domain) or n.endswith(" " + domain.replace(".", " dot ")) for n in earlier), \
            domain
    for issuer in ISSUERS:
        assert not any(n.startswith(issuer.lower()) for n in earlier), issuer


def carrier(line: str) -> str:
    """A form's carrier phrase: its line with the value taken out."""
    return re.sub(r"⟦[^⟧]*⟧", "", line)


def earlier_carriers() -> set[str]:
    """Every carrier phrase of v14's-v25's planted forms (their builders' `FORMS`)."""
    import importlib
    found: set[str] = set()
    for n in range(14, 26):
        module = importlib.import_module(f"experiments.anonymize_heldout{n}")
        for kind_forms in getattr(module, "FORMS", {}).values():
            found.update(carrier(form.line) for form in kind_forms if hasattr(form, "line"))
    return found


def check_forms() -> None:
    """Every kind has eight forms, seven plain and one harder, each at a known position; no carrier phrase is one of
    v14's-v25's."""
    for kind, kind_forms in FORMS.items():
        tiers = Counter(REGISTER[f"{kind}/{form.name}"] for form in kind_forms)
        assert tiers == {"plain": 7, "harder": 1}, (kind, tiers)
        assert all(form.position in POSITIONS for form in kind_forms), kind
    assert HARDER <= {form.name for kind_forms in FORMS.values() for form in kind_forms}
    ours = {carrier(form.line) for kind_forms in FORMS.values() for form in kind_forms}
    assert not ours & earlier_carriers(), sorted(ours & earlier_carriers())


def build() -> list[dict]:
    """Every record of the twenty-sixth held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:1]       # the quietest #ubuntu days only: the irclogs days are used up
    earlier = earlier_values()
    check_ranges(earlier)
    check_forms()
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
