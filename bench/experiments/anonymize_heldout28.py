"""Builds bench/data/anonymize_heldout28.jsonl, the TWENTY-EIGHTH held-out set of the anonymiser (v28), measured by
`bench/anonymize_heldout.py --set v28`. Written on 2026-11-29 (18:50-19:03 UTC, helper heldout28) after v26 and v27
were spent, while another helper wrote v29 apart (never read: not its worktree, not its branch); never tuned on;
committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), v26's and v27's builders in full (this builder keeps their machinery: the drawing,
placing and export code), the earlier builders' constants, cultures, forms and people lists through imports (to avoid
their names, cultures, carrier phrases, form names, regions, countries and ranges), bench/heldout_exports.py's places,
tests/test_anonymize_heldout.py and the committed earlier sets (their needles, phone regions and IBAN countries,
counted to pick the least used). No public source was searched: every form's `source` names a public document the
author knows that shows or defines the habit (a standard, a man page, a project's or issuer's own docs, a Wikipedia
article in the carrier's language); no line or value was copied. It did NOT read the rule modules
(disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half, any result
of a held-out set, the privacy tests, docs/privacy.md, nor anything of v29. The anonymiser was never run on a plant,
nor `disentangle extract`, nor the harness on this set.

v28 keeps v5-v27's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is an eighth, independent AUDITOR'S SAMPLE (v14, v16, v18, v20, v22, v24 and v26 were the
first seven, by other authors): the sample a data protection officer would draw of what a help channel or a team chat
holds.

- PROPORTIONS, decided before any value was written (`REGISTER`, each form tagged `plain` or `harder`): from the
  author's reading of #ubuntu-like help rooms and team chats, a personal value mostly reaches chat the plain way (an
  owner gives their mail, number, server address, MAC for an allow list, their sudo or wifi password, a fingerprint
  to sign; a helper addresses, thanks or mentions a nick; a home path sits inside an error; a card or IBAN pasted
  into the wrong window). The harder ways are a minority, about one in six: a pasted program output or config line
  (the commonest of them, perhaps one value in ten: `git config -l`, a vCard, `ip a`, `ping`, `ip link`, a compose
  file, a WSL path, an irssi line, a checkout form, SEPA XML), a carrier in another language or script (about one in
  twenty: German, Afrikaans, Traditional Chinese, Basque, Spanish, Dutch, Romanian), an obfuscation or an encoding
  (rare: a NOSPAM-munged address, base64 basic auth, a percent-encoded file URI). So each kind has TEN forms, EIGHT
  plain and TWO harder, taken in turn with the harder two last: 40 of each kind's 48 plants plain (5/6), 8 harder.
  Nick variants (`_`, `2`, `-laptop`, `|away`) count as plain (clients make them). `HARDER_WAYS` says which way each
  harder form is harder.
- FRESH CARRIERS (`FORMS`): everyday phrases written by the author for this set, an owner's voice and a helper's, at
  every position (`POSITIONS`): start, middle, end, in brackets, in quotes, before a comma or a question mark, alone
  on a line of a multi-line message; none is a carrier phrase of v14-v27 (the build checks). Each form names its
  habit and the public document that shows people write so.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name written by hand by the author from his own
  knowledge of naming, no name library nor list file, none a name of v20's-v27's hand-written lists (the build
  checks), and no culture one of theirs. Twenty naming cultures: English Canadian, Swiss German, South African
  (English and Afrikaans names), Taiwanese (Han characters, Wade-Giles as typed), Hong Kong Cantonese (Han, Cantonese
  romanisation), Gujarati, Kannada, Cuban, Basque, Galician, Maltese, Bosnian, Kyrgyz, Tatar, Tajik, Syrian, Algerian,
  Hausa, Maori and Khmer, weighted (`CULTURE_WEIGHTS`) as the author guesses an international English-speaking Linux
  channel mixes them: Canadians most, Swiss, South Africans, Taiwanese and Gujaratis next, Basques, Galicians,
  Maltese, Kyrgyz, Tatars, Tajiks, Maori and Khmer fewest; mostly common names (Brayden, Reto, Dhruv, Yacine), some
  rarer ones (Luzi, Ġorġ, Anahera, Rukayya). Kyrgyz, Tatar and Tajik surnames take the first name's gender;
  Taiwanese and Hong Kong people (family name first, no space), Gujarati, Kannada, Kyrgyz, Tatar, Tajik, Syrian and
  Khmer people are written in their own scripts in display names and side channels and transliterated by the author
  as they type themselves in an address or a login.
- VALUES: phone regions (`PHONE_REGIONS`) where real chat's people live, none a region any set v3-v27 recorded a plant
  in (v1 and v2 record no region per plant; v2's table holds one number of each, three of the US's and the UK's): Canada, the US, the UK, Ireland, Australia, New Zealand,
  South Africa, the Netherlands, Sweden, Norway, Denmark, Finland, Czechia, Hungary, Romania, Ukraine, Argentina,
  each number a valid mobile of its region (only the operator's prefix of libphonenumber's example kept); the twelve
  IBAN countries used least before, none of v23's-v27's (`IBAN_COUNTRIES`); card IINs, IPv4 /16s, IPv6 prefixes,
  OUIs, e-mail providers (each person's at a provider of their culture's country) and token issuers (OpenRouter
  `sk-or-v1-`, Amazon Bedrock `ABSK`) none used before (`check_ranges`); passwords by v28's own recipe (a word in leetspeak capitalised
  with two digits; two capitalised words joined by a hyphen and a digit; a word, a sign and a day-month date); seeded
  `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): a full OpenPGP fingerprint as
  `gpg --fingerprint` prints it; an OpenPGP long key id (`0x` and sixteen hex digits); an SSH host key SHA256
  fingerprint; a 32-48 character mixed-case token with no issuer prefix; a MAC-derived link-local address (`ff:fe` in
  its middle, kind `ipv6`), in two plain forms.
- HOSTS: the annotated corpus' #ubuntu days the earlier sets used least, none a line of v1-v27. The shared irclogs
  days are used up (v24 and v25 took the last lines), so v28 has NO irclogs host: the test's "#ubuntu days and
  irclogs days, in turn" check accepts v28 with none (as it was relaxed for v24-v27). Nicks are, where the host's log
  has one, a nick that speaks in that log.
- EXPORTS: mentions as the clients write them (Discord `<@id>`, `<@!id>`; Slack `<@U..>`, `<@U..|name>`; Telegram
  `mention`, `mention_name`, `text_mention` entities and a `text_link` to `tg://user?id=`) and as people type them
  (`@handle`, a display name, a first name, in brackets, quoted, on a line of its own), in the readers' places
  (message text, a Discord forward, a Slack edit, a Telegram message sent via a bot); side channels of the personal
  kinds in new shapes (a Discord DM named after an underscored handle with a year, a Slack private channel of a
  mentoring pair, a Slack group DM of three, a Telegram personal chat titled with the full name in its own script and
  a note, an export under a Linux home named after the person).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, CGNAT,
  documentation addresses, documentation, broadcast and all-zero MACs, common and placeholder passwords, test cards,
  documented IBANs, example and local mail, UUIDs, commit ids, dates, sizes, prices, ports, emergency numbers, system
  paths, package names said like nicks) in the carrier phrases the plants use. TECHNICAL lines give random-looking
  ids that identify no one (checksums, container, boot, commit and LV ids, sizes, ...); no key id or fingerprint.
- NOT COVERED: typos inside a value, values split over lines, homoglyphs, other scripts' digits (v10-v13, v15).

    python bench/experiments/anonymize_heldout28.py   # rewrites bench/data/anonymize_heldout28.jsonl
    (needs phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import base64
import importlib
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
from experiments import anonymize_heldout25 as twentyfifth  # noqa: E402 -- EARLIER_SETS
from experiments import anonymize_heldout26 as twentysixth  # noqa: E402 -- its people (avoided), v20-v25's
from experiments import anonymize_heldout27 as twentyseventh  # noqa: E402 -- its people (avoided)

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout28.jsonl"
EARLIER_SETS = (*twentyfifth.EARLIER_SETS,
                *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (24, 25, 26, 27)))
SEED = 28281
EXPORT_SEED = 28202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("CA", "US", "GB", "IE", "AU", "NZ", "ZA", "NL", "SE", "NO", "DK", "FI", "CZ", "HU", "RO", "UA",
                 "AR")   # no plant of v3-v27 recorded in them (v2's table: one number of each, three of US and GB)
IBAN_COUNTRIES = ("RO", "RS", "SI", "SK", "NO", "MK", "MU", "LI", "BG", "BR", "SM", "BA")   # the least used before
CARD_RANGES = (("visa_ca_dpo", "451872", 16), ("mastercard_ch_dpo", "522371", 16), ("visa_za_dpo", "489537", 16),
               ("amex_dpo", "379014", 15), ("jcb_tw_dpo", "353920", 16), ("unionpay_hk_dpo", "624308", 16),
               ("diners_dpo", "300942", 14), ("discover_dpo", "644213", 16), ("mastercard_nz_dpo", "517936", 16),
               ("visa_mt_dpo", "476219", 16), ("mastercard_ba_dpo", "541827", 16), ("visa_dz_dpo", "428703", 16))
DOMAINS_OF = {"en-ca": ("rogers.com", "shaw.ca"), "de-ch": ("sunrise.ch", "hispeed.ch"),
              "en-za": ("vodamail.co.za", "afrihost.co.za"), "zh-tw": ("seed.net.tw", "hinet.net"),
              "zh-hk": ("hkbn.net",), "gu": ("satyam.net.in",), "kn": ("sancharnet.net.in",),
              "es-cu": ("nauta.cu", "infomed.sld.cu"), "eu": ("euskalnet.net",), "gl": ("mundo-r.com",),
              "mt": ("maltanet.net", "melita.com"), "bs": ("bih.net.ba", "lol.ba"), "ky": ("elcat.kg",),
              "tt": ("kzn.ru",), "tg": ("mail.tj",), "ar-sy": ("syriatel.sy", "mail.sy"), "ar-dz": ("cerist.dz",),
              "ha": ("nitel.net",), "mi": ("vodafone.co.nz", "slingshot.co.nz"), "km": ("online.com.kh",)}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("142.114", "174.91", "178.197", "85.5", "105.245", "41.150", "114.44", "36.226", "203.213", "152.206",
             "193.188", "77.77", "212.42", "122.61", "125.237", "41.104", "154.70", "5.155")
V6_PREFIXES = ("2001:b030", "2607:fea8", "2a02:aa10", "2403:5800", "2a02:168", "2001:4478", "2a02:1748")
OUIS = ("18:fe:34", "fc:ec:da", "8c:79:f5", "a4:c3:f0", "ec:08:6b", "84:a9:38")
ISSUERS = ("sk-or-v1-", "ABSK")

# the documents that show each habit (known to the author; no page was searched or copied)
RFC5322 = "RFC 5322 (an address given as addr-spec in running text)"
GITCONFIG = "https://git-scm.com/docs/git-config (`git config -l` prints user.email=... pasted when a push fails)"
MUNGE = "https://en.wikipedia.org/wiki/Address_munging (NOSPAM put into an address to fool harvesters)"
E164 = "ITU-T Recommendation E.164 (numbers given nationally, internationally, with a plus)"
VCARD = "RFC 6350 (a vCard's TEL;TYPE=cell property, pasted from an exported contact)"
GERMAN = "https://de.wikipedia.org/wiki/Rufnummer (numbers given in German chat)"
RFC791 = "RFC 791 (dotted-quad addresses as users give them)"
IPADDR = "https://man7.org/linux/man-pages/man8/ip-address.8.html (`ip a` output lines pasted into help channels)"
AFRIKAANS = "https://af.wikipedia.org/wiki/IP-adres (addresses given in Afrikaans chat)"
RFC4291 = "RFC 4291 (IPv6 addresses, interface ids made from a MAC with ff:fe in their middle)"
PING = "https://man7.org/linux/man-pages/man8/ping.8.html (ping's reply lines pasted as proof)"
CHINESE_TW = "https://zh.wikipedia.org/wiki/IPv6 (IPv6 addresses given in Traditional Chinese chat)"
IEEE802 = "IEEE Std 802-2014 (MAC addresses with colons, dashes, upper or lower case)"
IPLINK = "https://man7.org/linux/man-pages/man8/ip-link.8.html (`link/ether` lines of `ip link` pasted)"
BASQUE = "https://eu.wikipedia.org/wiki/MAC_helbide (MAC addresses given in Basque chat)"
SUDO = "https://help.ubuntu.com/community/RootSudo (a sudo password typed into chat while asking for help)"
WIFI = "https://help.ubuntu.com/stable/ubuntu-help/net-wireless-connect.html (a wifi key shared)"
TOKEN = "https://docs.github.com/en/code-security/secret-scanning/introduction (a random API key pasted into chat)"
GPG = "https://www.gnupg.org/gph/en/manual/x56.html (fingerprints and key ids exchanged for key signing)"
SSHKEYGEN = "https://man.openbsd.org/ssh-keygen (SHA256 host key fingerprints compared after a reinstall)"
OPENROUTER = "https://openrouter.ai/docs/api-reference/authentication (sk-or-v1- API keys)"
BEDROCK = "https://docs.aws.amazon.com/bedrock/latest/userguide/api-keys.html (ABSK Bedrock API keys)"
COMPOSE = "https://docs.docker.com/compose/how-tos/environment-variables/ (environment lines of a pasted compose file)"
BASIC = "RFC 7617 (the Basic scheme: user and password base64-encoded in an Authorization header)"
FHS = "Filesystem Hierarchy Standard (/home/user paths inside pasted error messages)"
WSL = "https://learn.microsoft.com/en-us/windows/wsl/filesystems (Windows drives under /mnt/c in WSL)"
FILEURI = "RFC 8089 (file: URIs, percent-encoded, as a browser shows them)"
RFC2812 = "RFC 2812 (IRC nicknames, addressed as `nick,` or `nick:` by people and clients)"
IRCNICKS = "https://en.wikipedia.org/wiki/Internet_Relay_Chat#Nicknames (nick_, nick2, nick|away, nick-laptop)"
IRSSI = "https://irssi.org/documentation/help/log/ (irssi's `-!- nick has quit` lines pasted from a log)"
SPANISH = "https://es.wikipedia.org/wiki/Internet_Relay_Chat (IRC in Spanish: nicks thanked in Spanish)"
ISO7812 = "ISO/IEC 7812-1 (card numbers printed in groups of four or in one run)"
CHECKOUT = "https://docs.stripe.com/payments/checkout (card number, expiry and CVC fields of a checkout form)"
DUTCH = "https://nl.wikipedia.org/wiki/Betaalkaart (cards named in Dutch chat)"
ISO13616 = "ISO 13616-1 (an IBAN printed in groups of four or in one run)"
PAIN001 = "ISO 20022 (the <IBAN> element of a pain.001 credit transfer file)"
ROMANIAN = "https://ro.wikipedia.org/wiki/IBAN (IBANs given in Romanian chat)"
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
    "en-ca": (False, ("Brayden|Brayden|m", "Kaitlyn|Kaitlyn|f", "Tanner|Tanner|m", "Jocelyn|Jocelyn|f",
                      "Brody|Brody|m", "Raegan|Raegan|f", "Carter|Carter|m", "Chantal|Chantal|f"),
              ("Arsenault|Arsenault", "MacInnis|Macinnis", "Boudreau|Boudreau", "MacLeod|Macleod", "Gillis|Gillis",
               "Robichaud|Robichaud", "Doucette|Doucette", "Sinclair|Sinclair")),
    "de-ch": (False, ("Reto|Reto|m", "Corinne|Corinne|f", "Urs|Urs|m", "Seraina|Seraina|f", "Luzi|Luzi|m",
                      "Nadja|Nadja|f", "Gian-Luca|Gian-Luca|m", "Flurina|Flurina|f"),
              ("Baumann|Baumann", "Zürcher|Zuercher", "Widmer|Widmer", "Lüthi|Luethi", "Gisler|Gisler",
               "Bühler|Buehler", "Inäbnit|Inaebnit")),
    "en-za": (False, ("Ruan|Ruan|m", "Tarryn|Tarryn|f", "Sizwe|Sizwe|m", "Nokuthula|Nokuthula|f", "Bradley|Bradley|m",
                      "Chané|Chane|f", "Dewald|Dewald|m", "Palesa|Palesa|f"),
              ("Pillay|Pillay", "Naidoo|Naidoo", "Botha|Botha", "Venter|Venter", "Coetzee|Coetzee",
               "Mahlangu|Mahlangu", "Van der Merwe|Vandermerwe")),
    "zh-tw": (True, ("宗翰|Tsunghan|m", "淑芬|Shufen|f", "俊傑|Chunchieh|m", "怡君|Yichun|f", "家豪|Chiahao|m",
                     "雅婷|Yating|f"),
              ("許|Hsu", "鄭|Cheng", "謝|Hsieh", "郭|Kuo", "賴|Lai", "曾|Tseng")),
    "zh-hk": (True, ("嘉欣|Kayan|f", "偉強|Waikeung|m", "詠詩|Wingsze|f", "家樂|Kalok|m", "凱琳|Hoilam|f",
                     "俊文|Chunman|m"),
              ("梁|Leung", "麥|Mak", "譚|Tam", "鄧|Tang", "馮|Fung", "余|Yue")),
    "gu": (False, ("ધ્રુવ|Dhruv|m", "હેતલ|Hetal|f", "જિગ્નેશ|Jignesh|m", "ફાલ્ગુની|Falguni|f", "પાર્થ|Parth|m",
                   "ઝલક|Zalak|f"),
           ("દેસાઈ|Desai", "મહેતા|Mehta", "પંડ્યા|Pandya", "ત્રિવેદી|Trivedi", "ઠક્કર|Thakkar", "સોલંકી|Solanki")),
    "kn": (False, ("ಪ್ರಜ್ವಲ್|Prajwal|m", "ರಕ್ಷಿತಾ|Rakshitha|f", "ಮಂಜುನಾಥ|Manjunath|m", "ಶ್ವೇತಾ|Shwetha|f",
                   "ಚೇತನ್|Chetan|m", "ಸಿಂಚನಾ|Sinchana|f"),
           ("ಗೌಡ|Gowda", "ಹೆಗಡೆ|Hegde", "ಶೆಟ್ಟಿ|Shetty", "ಭಟ್|Bhat", "ಕಾಮತ್|Kamath")),
    "es-cu": (False, ("Yusniel|Yusniel|m", "Yaimara|Yaimara|f", "Osmany|Osmany|m", "Dayamí|Dayami|f",
                      "Yoandri|Yoandri|m", "Yudeisy|Yudeisy|f"),
              ("Sarduy|Sarduy", "Valdés|Valdes", "Echevarría|Echevarria", "Cisneros|Cisneros",
               "Portuondo|Portuondo")),
    "eu": (False, ("Unai|Unai|m", "Garazi|Garazi|f", "Gorka|Gorka|m", "Nahia|Nahia|f", "Aitor|Aitor|m",
                   "Maialen|Maialen|f"),
           ("Aranburu|Aranburu", "Goikoetxea|Goikoetxea", "Larrañaga|Larranaga", "Zubizarreta|Zubizarreta",
            "Arrieta|Arrieta")),
    "gl": (False, ("Xoán|Xoan|m", "Uxía|Uxia|f", "Brais|Brais|m", "Antía|Antia|f", "Anxo|Anxo|m", "Iria|Iria|f"),
           ("Outeiro|Outeiro", "Seoane|Seoane", "Bouzas|Bouzas", "Vilariño|Vilarino", "Cerdeira|Cerdeira")),
    "mt": (False, ("Ġorġ|Gorg|m", "Graziella|Graziella|f", "Jurgen|Jurgen|m", "Roberta|Roberta|f", "Clyde|Clyde|m",
                   "Rebekah|Rebekah|f"),
           ("Camilleri|Camilleri", "Farrugia|Farrugia", "Zammit|Zammit", "Micallef|Micallef", "Grech|Grech",
            "Azzopardi|Azzopardi")),
    "bs": (False, ("Amar|Amar|m", "Lejla|Lejla|f", "Haris|Haris|m", "Amra|Amra|f", "Kenan|Kenan|m", "Ajla|Ajla|f"),
           ("Hodžić|Hodzic", "Begović|Begovic", "Delić|Delic", "Mehmedović|Mehmedovic", "Hasanović|Hasanovic",
            "Softić|Softic")),
    "ky": (False, ("Азамат|Azamat|m", "Айпери|Aiperi|f", "Бакыт|Bakyt|m", "Жылдыз|Zhyldyz|f", "Эрмек|Ermek|m",
                   "Бермет|Bermet|f"),
           ("Асанов|Asanov|Асанова|Asanova", "Токтогулов|Toktogulov|Токтогулова|Toktogulova",
            "Жээнбеков|Zheenbekov|Жээнбекова|Zheenbekova", "Абдыкалыков|Abdykalykov|Абдыкалыкова|Abdykalykova")),
    "tt": (False, ("Айрат|Ayrat|m", "Ләйсән|Leysan|f", "Ильдар|Ildar|m", "Алсу|Alsu|f", "Рөстәм|Rustem|m",
                   "Гүзәл|Guzel|f"),
           ("Хәйруллин|Khairullin|Хәйруллина|Khairullina", "Гарипов|Garipov|Гарипова|Garipova",
            "Сафиуллин|Safiullin|Сафиуллина|Safiullina", "Зиннәтуллин|Zinnatullin|Зиннәтуллина|Zinnatullina")),
    "tg": (False, ("Фирдавс|Firdavs|m", "Парвина|Parvina|f", "Сомон|Somon|m", "Манижа|Manizha|f",
                   "Фаррух|Farrukh|m", "Шаҳло|Shahlo|f"),
           ("Назаров|Nazarov|Назарова|Nazarova", "Шарипов|Sharipov|Шарипова|Sharipova",
            "Саидов|Saidov|Саидова|Saidova", "Қодиров|Kodirov|Қодирова|Kodirova")),
    "ar-sy": (False, ("غيث|Ghaith|m", "لمى|Lama|f", "باسل|Basel|m", "رهف|Rahaf|f", "مازن|Mazen|m", "ديمة|Dima|f"),
              ("الأتاسي|Atassi", "قباني|Kabbani", "الحمصي|Homsi", "شحادة|Shehadeh", "العظمة|Azmeh")),
    "ar-dz": (False, ("Yacine|Yacine|m", "Lamia|Lamia|f", "Nassim|Nassim|m", "Imane|Imane|f", "Sofiane|Sofiane|m",
                      "Nesrine|Nesrine|f", "Riad|Riad|m", "Kenza|Kenza|f"),
              ("Belkacem|Belkacem", "Boumediene|Boumediene", "Zerrouki|Zerrouki", "Boudiaf|Boudiaf",
               "Mebarki|Mebarki", "Hamidi|Hamidi")),
    "ha": (False, ("Abubakar|Abubakar|m", "Hauwa|Hauwa|f", "Nasiru|Nasiru|m", "Rukayya|Rukayya|f",
                   "Bashir|Bashir|m", "Hadiza|Hadiza|f", "Sani|Sani|m", "Bilkisu|Bilkisu|f"),
           ("Danjuma|Danjuma", "Garba|Garba", "Yakubu|Yakubu", "Dantata|Dantata", "Lawal|Lawal", "Sule|Sule")),
    "mi": (False, ("Wiremu|Wiremu|m", "Mihiata|Mihiata|f", "Rāwiri|Rawiri|m", "Anahera|Anahera|f", "Rēweti|Reweti|m",
                   "Hine|Hine|f"),
           ("Rikihana|Rikihana", "Tawhai|Tawhai", "Paewai|Paewai", "Kereama|Kereama", "Whaanga|Whaanga")),
    "km": (True, ("សុភា|Sophea|f", "វិបុល|Vibol|m", "ចាន់ថា|Chantha|f", "សុខា|Sokha|m", "ដារ៉ា|Dara|m",
                  "ស្រីមុំ|Sreymom|f"),
           ("ហេង|Heng", "ពេជ្រ|Pich", "ឈុន|Chhun", "សៀង|Sieng", "ម៉ៅ|Mao")),
}
CULTURE_WEIGHTS = {"en-ca": 7, "de-ch": 5, "en-za": 5, "zh-tw": 5, "gu": 5, "kn": 4, "zh-hk": 3, "es-cu": 3, "eu": 2,
                   "gl": 2, "mt": 2, "bs": 3, "ky": 2, "tt": 2, "tg": 2, "ar-sy": 3, "ar-dz": 3, "ha": 3, "mi": 2,
                   "km": 2}
OWN_SCRIPT = ("zh-tw", "zh-hk", "gu", "kn", "ky", "tt", "tg", "ar-sy", "km")
NO_SPACE = ("zh-tw", "zh-hk")       # family name and given name written together
assert set(CULTURE_WEIGHTS) == set(CULTURES) == set(DOMAINS_OF)


def handmade_person(rng: random.Random) -> Person:
    """One person put together from the hand-written lists: a culture by weight, a first name, a surname of the first
    name's gender, the full name in the culture's order and script."""
    culture = rng.choices(list(CULTURE_WEIGHTS), weights=list(CULTURE_WEIGHTS.values()))[0]
    family_first, firsts, lasts = CULTURES[culture]
    native_first, ascii_first, gender = rng.choice(firsts).split("|")
    parts = rng.choice(lasts).split("|")
    native_last, ascii_last = (parts[2], parts[3]) if len(parts) == 4 and gender == "f" else (parts[0], parts[1])
    sep = "" if culture in NO_SPACE else " "
    full = f"{native_last}{sep}{native_first}" if family_first else f"{native_first}{sep}{native_last}"
    return Person(full, native_first, native_last, ascii_first, ascii_last, culture)


def earlier_people_names() -> set[str]:
    """Every first and last name (written and typed) of v20's-v27's hand-written lists, lower case."""
    found: set[str] = set(twentysixth.earlier_people_names())
    for module in (twentysixth, twentyseventh):
        for _, firsts, lasts in module.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    return found


def earlier_cultures() -> set[str]:
    """The naming cultures of v20's-v27's hand-written lists."""
    return {c for n in range(20, 28)
            for c in getattr(importlib.import_module(f"experiments.anonymize_heldout{n}"), "CULTURES", {})}


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v28's lists is one of v20's-v27's, no culture one of theirs."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())
    assert not set(CULTURES) & earlier_cultures(), sorted(set(CULTURES) & earlier_cultures())


# --------------------------------------------------------------------------------------- the forms
# Each kind: eight plain forms then two harder (`REGISTER`); decided before any value was written.
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(RFC5322, ("dpo-email-cc-me-on-ticket", "can you cc me on the ticket, ⟦{v}⟧ works", "sentence-middle",
                         "an owner giving their address so a helper can copy them in"),
               ("dpo-email-my-address-for-invite", "⟦{v}⟧ for the matrix invite please", "sentence-start",
                "the address first, a request after it"),
               ("dpo-email-reply-lands-in", "replies from the list land in ⟦{v}⟧", "sentence-end",
                "the address last"),
               ("dpo-email-personal-one-brackets", "use my personal one (⟦{v}⟧) not the work one", "in-brackets",
                "in brackets"),
               ("dpo-email-bounced-quoted", "postfix bounced it: \"⟦{v}⟧ mailbox unavailable\"", "in-quotes",
                "inside a quoted bounce message"),
               ("dpo-email-send-logs-to", "send the logs to ⟦{v}⟧, i'll look tonight", "before-punctuation",
                "before a comma"),
               ("dpo-email-contact-own-line", "if the bot dies again ping me at\n⟦{v}⟧", "own-line",
                "alone on the next line of a two-line message"),
               ("dpo-email-question-mark", "did the reset mail go to ⟦{v}⟧?", "before-punctuation",
                "before a question mark")),
        *forms(GITCONFIG, ("dpo-email-git-config-line", "git config -l says user.email=⟦{v}⟧ and github rejects the "
                                                        "push", "sentence-middle",
                           "a pasted `git config -l` output line")),
        *forms(MUNGE, ("dpo-email-nospam-munged", "⟦{nospam}⟧ (take out the NOSPAM)", "sentence-start",
                       "munged with NOSPAM inside the local part")),
    ),
    "phone": (
        *forms(E164, ("dpo-phone-whatsapp-me", "whatsapp me on ⟦{intl}⟧ if irc is quiet", "sentence-middle",
                      "international, a messenger named"),
               ("dpo-phone-landlord-can-call", "⟦{national}⟧ is the number the isp has for me", "sentence-start",
                "national, first"),
               ("dpo-phone-sms-code-goes-to", "the 2fa code goes to ⟦{e164}⟧", "sentence-end", "E.164, last"),
               ("dpo-phone-new-sim-brackets", "i got a new sim (⟦{intl}⟧) so the old one is dead", "in-brackets",
                "international in brackets"),
               ("dpo-phone-signal-shows-quoted", "signal shows \"⟦{e164}⟧\" as unregistered, weird", "in-quotes",
                "E.164 in quotes"),
               ("dpo-phone-call-after-five", "call ⟦{national}⟧, after five is best", "before-punctuation",
                "national before a comma"),
               ("dpo-phone-for-the-courier-own-line", "courier needs a number, use\n⟦{intl}⟧", "own-line",
                "international on a line of its own"),
               ("dpo-phone-is-it-right", "is ⟦{national}⟧ still your mobile?", "before-punctuation",
                "national before a question mark")),
        *forms(VCARD, ("dpo-phone-vcard-tel-line", "the exported contact just has TEL;TYPE=cell:⟦{e164}⟧ and no name",
                       "sentence-middle", "a pasted vCard TEL line")),
        *forms(GERMAN, ("dpo-phone-german-ruf-an", "ruf mich einfach an unter ⟦{national}⟧, bin bis sechs da",
                        "before-punctuation", "a carrier in German")),
    ),
    "ipv4": (
        *forms(RFC791, ("dpo-v4-vps-is-at", "my vps is at ⟦{v}⟧ and apache won't start", "sentence-middle",
                        "an owner's server"),
               ("dpo-v4-fail2ban-banned-me", "⟦{v}⟧ is me, fail2ban banned my own address", "sentence-start",
                "first, claimed"),
               ("dpo-v4-home-ip-today", "my home ip today is ⟦{v}⟧", "sentence-end", "last"),
               ("dpo-v4-nas-brackets", "the nas at my parents' place (⟦{v}⟧) is offline", "in-brackets",
                "in brackets"),
               ("dpo-v4-curl-ifconfig-quoted", "curl ifconfig.me prints \"⟦{v}⟧\" even with the vpn on", "in-quotes",
                "quoted tool output"),
               ("dpo-v4-try-from-comma", "try connecting to ⟦{v}⟧, port 2222", "before-punctuation",
                "before a comma"),
               ("dpo-v4-mumble-own-line", "mumble server for tonight\n⟦{v}⟧", "own-line", "on a line of its own"),
               ("dpo-v4-can-you-reach", "can anyone here reach ⟦{v}⟧ from outside?", "sentence-middle",
                "before a question mark")),
        *forms(IPADDR, ("dpo-v4-ip-addr-inet-line", "ip a shows inet ⟦{v}⟧/32 scope global eth0 on the droplet",
                        "sentence-middle", "a pasted `ip addr` output line")),
        *forms(AFRIKAANS, ("dpo-v4-afrikaans-bediener", "my bediener se adres is ⟦{v}⟧, kan iemand dit ping?",
                           "before-punctuation", "a carrier in Afrikaans")),
    ),
    "ipv6": (
        *forms(RFC4291, ("dpo-v6-isp-gave-me", "the isp gave me ⟦{v}⟧ but nothing routes", "sentence-middle",
                         "an owner's address"),
               ("dpo-v6-box-answers-ping", "⟦{v}⟧ answers ping but not ssh", "sentence-start", "first"),
               ("dpo-v6-eui-only-address", "the raspberry only got ⟦{eui}⟧ after the update", "sentence-middle",
                "a link-local address made from the MAC (ff:fe in its middle)"),
               ("dpo-v6-aaaa-points-to", "my AAAA record points to ⟦{v}⟧", "sentence-end", "last"),
               ("dpo-v6-printer-brackets", "the printer (⟦{eui}⟧) shows up in avahi only", "in-brackets",
                "a MAC-derived link-local address in brackets"),
               ("dpo-v6-traceroute-quoted", "traceroute stops at \"⟦{v}⟧\" every time", "in-quotes", "quoted"),
               ("dpo-v6-allow-in-ufw", "allow ⟦{v}⟧, then reload ufw", "before-punctuation", "before a comma"),
               ("dpo-v6-own-line-server", "here's the server\n⟦{v}⟧\nport 443 is open", "own-line",
                "on a line of its own")),
        *forms(PING, ("dpo-v6-ping6-reply-line", "64 bytes from ⟦{v}⟧: icmp_seq=1 ttl=57 time=18.4 ms",
                      "before-punctuation", "a pasted ping reply line")),
        *forms(CHINESE_TW, ("dpo-v6-chinese-tw-weizhi", "我家的 IPv6 位址是 ⟦{v}⟧，外面連不進來", "before-punctuation",
                            "a carrier in Traditional Chinese (its own script)")),
    ),
    "mac": (
        *forms(IEEE802, ("dpo-mac-router-blocks", "the router blocks ⟦{v}⟧ since yesterday", "sentence-end",
                         "last, an owner's device"),
               ("dpo-mac-laptop-is", "⟦{upper}⟧ is my laptop, the other one is the tv", "sentence-start",
                "upper case, first"),
               ("dpo-mac-dhcp-reservation", "i set a dhcp reservation for ⟦{v}⟧ but it still gets a new ip",
                "sentence-middle", "mid-sentence"),
               ("dpo-mac-dashes-brackets", "the card (⟦{dashed}⟧) vanished after the kernel update", "in-brackets",
                "dashes, in brackets"),
               ("dpo-mac-nmcli-quoted", "nmcli shows \"⟦{upper}⟧\" for wlan0", "in-quotes", "upper case, quoted"),
               ("dpo-mac-clone-it", "clone ⟦{v}⟧, the isp only allows that one", "before-punctuation",
                "before a comma"),
               ("dpo-mac-sticker-own-line", "from the bottom of the router:\n⟦{dashed}⟧", "own-line",
                "dashes on a line of its own"),
               ("dpo-mac-whose-is", "whose device is ⟦{v}⟧ on the guest lan?", "sentence-middle", "mid-question")),
        *forms(IPLINK, ("dpo-mac-ip-link-ether-line", "link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff is what wlp2s0 says",
                        "sentence-start", "a pasted `ip link` output line")),
        *forms(BASQUE, ("dpo-mac-basque-helbidea", "nire portatilaren helbidea ⟦{upper}⟧ da, gehitu zerrendara",
                        "sentence-middle", "a carrier in Basque")),
    ),
    "secret": (
        *forms(SUDO, ("dpo-secret-sudo-password-is", "my sudo password is ⟦{pw}⟧ and it says incorrect",
                      "sentence-middle", "a password shared while asking why login fails")),
        *forms(WIFI, ("dpo-secret-guest-wifi", "guest wifi is ⟦{pw}⟧", "sentence-end", "a wifi key shared, last")),
        *forms(TOKEN, ("dpo-secret-plugin-key", "⟦{tok}⟧ is the key the plugin wants, right?", "sentence-start",
                       "a 32+ character mixed-case token, first")),
        *forms(GPG, ("dpo-secret-pgp-fingerprint-sign", "please sign my key, fingerprint ⟦{fpr}⟧", "sentence-end",
                     "an OpenPGP fingerprint as gpg --fingerprint prints it (personal)"),
               ("dpo-secret-pgp-long-keyid", "gpg --recv-keys ⟦{keyid}⟧ times out for my key", "sentence-middle",
                "an OpenPGP long key id, 0x and sixteen hex digits (personal)")),
        *forms(SSHKEYGEN, ("dpo-secret-host-fp-brackets", "the new key (⟦{sha}⟧) is mine, i reinstalled",
                           "in-brackets", "an SSH host key fingerprint (personal) in brackets")),
        *forms(OPENROUTER, ("dpo-secret-openrouter-quoted", "the sync script sends \"⟦{orkey}⟧\" and gets "
                                                            "unauthorized", "in-quotes",
                            "an OpenRouter API key, quoted")),
        *forms(BEDROCK, ("dpo-secret-bedrock-own-line", "wrong paste, ignore\n⟦{absk}⟧\nrotating it", "own-line",
                         "an Amazon Bedrock API key on a line of its own")),
        *forms(COMPOSE, ("dpo-secret-compose-env-line", "my compose file:\n  db:\n    environment:\n"
                                                        "      - POSTGRES_PASSWORD=⟦{pw}⟧", "own-line",
                         "a pasted docker-compose environment line")),
        *forms(BASIC, ("dpo-secret-basic-auth-base64", "curl sends Authorization: Basic ⟦{basic}⟧ and still gets 403",
                       "sentence-middle", "a login and password base64-encoded in a pasted header")),
    ),
    "home_path": (
        *forms(FHS, ("dpo-home-no-space-left", "cp: error writing '/home/⟦{u}⟧/Videos/raw.mkv': No space left",
                     "in-quotes", "inside cp's quoted path"),
               ("dpo-home-venv-first", "/home/⟦{u}⟧/venvs/bot/bin/python crashes on import", "sentence-start",
                "first"),
               ("dpo-home-appimage-in", "i keep the appimage in /home/⟦{u}⟧/Applications", "sentence-end", "last"),
               ("dpo-home-config-brackets", "my i3 config (/home/⟦{u}⟧/.config/i3/config) got reset", "in-brackets",
                "in brackets"),
               ("dpo-home-ls-permission", "ls /home/⟦{u}⟧/shared, permission denied", "before-punctuation",
                "before a comma"),
               ("dpo-home-owned-by-root", "why is /home/⟦{u}⟧/.cache owned by root now?", "sentence-middle",
                "mid-question"),
               ("dpo-home-tilde-user", "the photos are in ~⟦{u}⟧/Pictures/2024", "sentence-end", "~user, last"),
               ("dpo-home-error-own-line", "mount says\n/home/⟦{u}⟧/mnt/usb: wrong fs type", "own-line",
                "a mount error on its own line")),
        *forms(WSL, ("dpo-home-wsl-mnt-users", "/mnt/c/Users/⟦{u}⟧/Downloads/ubuntu.iso is where windows saved it",
                     "sentence-start", "a Windows profile path as WSL shows it")),
        *forms(FILEURI, ("dpo-home-file-uri-encoded", "firefox opens file:///home/⟦{u}⟧/Documents/Rechnung%20M%C3%A4rz.pdf"
                                                      " as blank", "sentence-middle", "a percent-encoded file URI")),
    ),
    "nick": (
        *forms(RFC2812, ("dpo-nick-addressed-comma", "⟦{v}⟧, did the reinstall fix grub?", "sentence-start",
                         "addressed with a comma"),
               ("dpo-nick-thanked-last", "thanks a lot ⟦{v}⟧", "sentence-end", "thanked, last"),
               ("dpo-nick-mid-sentence", "i think ⟦{v}⟧ had the same nvidia issue last week", "sentence-middle",
                "mentioned mid-sentence")),
        *forms(IRCNICKS, ("dpo-nick-underscore-ghost", "⟦{us}⟧ is probably your ghost, /msg nickserv", "sentence-start",
                          "the client's underscore variant"),
               ("dpo-nick-away-brackets", "ask the ops (⟦{away}⟧ is one) about the ban", "in-brackets",
                "the |away variant in brackets"),
               ("dpo-nick-two-quoted", "the wiki page was edited by \"⟦{two}⟧\" apparently", "in-quotes",
                "the 2 variant, quoted"),
               ("dpo-nick-laptop-own-line", "whoever this is\n⟦{laptop}⟧\nyour client is flooding join/part",
                "own-line", "the -laptop variant on a line of its own"),
               ("dpo-nick-ping-question", "ping ⟦{v}⟧?", "before-punctuation", "pinged with a question mark")),
        *forms(IRSSI, ("dpo-nick-irssi-quit-line", "-!- ⟦{v}⟧ has quit [Ping timeout: 252 seconds]", "sentence-start",
                       "a pasted irssi quit line")),
        *forms(SPANISH, ("dpo-nick-spanish-gracias", "gracias ⟦{v}⟧, ya funciona el audio", "before-punctuation",
                         "a carrier in Spanish")),
    ),
    "card": (
        *forms(ISO7812, ("dpo-card-steam-declined", "steam declined ⟦{grouped}⟧ twice today", "sentence-middle",
                         "grouped, an owner's purchase"),
               ("dpo-card-is-my-debit", "⟦{grouped}⟧ is my debit card, is the site safe?", "sentence-start",
                "grouped, first"),
               ("dpo-card-domain-renewal", "the domain renewal charged ⟦{num}⟧", "sentence-end", "unspaced, last"),
               ("dpo-card-prepaid-brackets", "the prepaid one (⟦{num}⟧) has no 3d secure", "in-brackets",
                "unspaced, in brackets"),
               ("dpo-card-paypal-shows-quoted", "paypal still shows \"⟦{grouped}⟧\" as linked", "in-quotes",
                "grouped, quoted"),
               ("dpo-card-cancel-subscription", "remove ⟦{dashed}⟧, i cancelled that subscription",
                "before-punctuation", "dashed before a comma"),
               ("dpo-card-wrong-window-own-line", "sorry wrong window\n⟦{grouped}⟧", "own-line",
                "grouped on a line of its own"),
               ("dpo-card-valid-question", "why does the form say ⟦{dashed}⟧ is invalid?", "sentence-middle",
                "dashed mid-question")),
        *forms(CHECKOUT, ("dpo-card-pasted-form-fields", "Card number: ⟦{num}⟧  Exp: 09/28  CVC: ***", "sentence-middle",
                          "a pasted checkout form's fields")),
        *forms(DUTCH, ("dpo-card-dutch-betaald", "ik heb met ⟦{grouped}⟧ betaald maar nog niks ontvangen",
                       "sentence-middle", "a carrier in Dutch")),
    ),
    "iban": (
        *forms(ISO13616, ("dpo-iban-membership-fee", "membership fee goes to ⟦{spaced}⟧ as usual", "sentence-middle",
                          "spaced, a request to pay"),
               ("dpo-iban-mine-for-refund", "⟦{v}⟧ is mine, for the refund", "sentence-start", "unspaced, first"),
               ("dpo-iban-pay-me-back", "pay me back whenever, ⟦{spaced}⟧", "sentence-end", "spaced, last"),
               ("dpo-iban-old-account-brackets", "my old account (⟦{v}⟧) is closed now", "in-brackets",
                "unspaced, in brackets"),
               ("dpo-iban-app-says-quoted", "the banking app says \"⟦{spaced}⟧ not found\"", "in-quotes",
                "spaced, quoted"),
               ("dpo-iban-transfer-then", "transfer to ⟦{v}⟧, then send a screenshot", "before-punctuation",
                "unspaced before a comma"),
               ("dpo-iban-details-own-line", "for the conference ticket\n⟦{spaced}⟧", "own-line",
                "spaced on a line of its own"),
               ("dpo-iban-correct-question", "is ⟦{spaced}⟧ correct?", "before-punctuation",
                "spaced before a question mark")),
        *forms(PAIN001, ("dpo-iban-sepa-xml-tag", "the bank rejects <IBAN>⟦{v}⟧</IBAN> in my pain.001 file",
                         "in-brackets", "a pasted SEPA XML element")),
        *forms(ROMANIAN, ("dpo-iban-romanian-contul", "poți trimite banii în contul ⟦{spaced}⟧ până vineri?",
                          "sentence-middle", "a carrier in Romanian")),
    ),
}
HARDER = {"dpo-email-git-config-line", "dpo-email-nospam-munged", "dpo-phone-vcard-tel-line",
          "dpo-phone-german-ruf-an", "dpo-v4-ip-addr-inet-line", "dpo-v4-afrikaans-bediener",
          "dpo-v6-ping6-reply-line", "dpo-v6-chinese-tw-weizhi", "dpo-mac-ip-link-ether-line",
          "dpo-mac-basque-helbidea", "dpo-secret-compose-env-line", "dpo-secret-basic-auth-base64",
          "dpo-home-wsl-mnt-users", "dpo-home-file-uri-encoded", "dpo-nick-irssi-quit-line",
          "dpo-nick-spanish-gracias", "dpo-card-pasted-form-fields", "dpo-card-dutch-betaald",
          "dpo-iban-sepa-xml-tag", "dpo-iban-romanian-contul"}
HARDER_WAYS = {   # what makes each harder form harder
    "pasted": {"dpo-email-git-config-line", "dpo-phone-vcard-tel-line", "dpo-v4-ip-addr-inet-line",
               "dpo-v6-ping6-reply-line", "dpo-mac-ip-link-ether-line", "dpo-secret-compose-env-line",
               "dpo-home-wsl-mnt-users", "dpo-nick-irssi-quit-line", "dpo-card-pasted-form-fields",
               "dpo-iban-sepa-xml-tag"},
    "language": {"dpo-phone-german-ruf-an", "dpo-v4-afrikaans-bediener", "dpo-v6-chinese-tw-weizhi",
                 "dpo-mac-basque-helbidea", "dpo-nick-spanish-gracias", "dpo-card-dutch-betaald",
                 "dpo-iban-romanian-contul"},
    "obfuscated": {"dpo-email-nospam-munged"},
    "encoded": {"dpo-secret-basic-auth-base64", "dpo-home-file-uri-encoded"}}
REGISTER = {f"{kind}/{form.name}": "harder" if form.name in HARDER else "plain"
            for kind, kind_forms in FORMS.items() for form in kind_forms}
PLAIN_SHARE = 40 / 48       # decided before the values: eight forms of ten plain, the two harder last (5/6 of plants)
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("rhythmbox", "kdenlive", "filezilla", "audacity", "remmina")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-dpo-version-vps", "my vps is at ⟦24.04.1⟧ and apache won't start", "",
                                         ""),
           ("neg-dpo-version-home-ip", "my home ip today is ⟦6.8.0.49⟧", "", ""),
           ("neg-dpo-version-ping", "can anyone here reach ⟦2.4.62⟧ from outside?", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-dpo-private-nas", "the nas at my parents' place (⟦192.168.178.20⟧) "
                                                                   "is offline", "", ""),
           ("neg-dpo-private-mumble", "mumble server for tonight\n⟦10.8.0.1⟧", "", ""),
           ("neg-dpo-private-try", "try connecting to ⟦172.16.5.40⟧, port 2222", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-dpo-loopback", "⟦127.0.0.53⟧ is me, fail2ban banned my own address", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-dpo-cgnat", "curl ifconfig.me prints \"⟦100.71.3.8⟧\" even with "
                                                                "the vpn on", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-dpo-doc-v4", "ip a shows inet ⟦198.51.100.23⟧/32 scope global "
                                                                    "eth0 on the droplet", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-dpo-doc-v6", "my AAAA record points to ⟦2001:db8:7::80⟧",
                                                        "", ""),
           ("neg-dpo-doc-v6-ping", "64 bytes from ⟦2001:db8::1⟧: icmp_seq=1 ttl=57 time=18.4 ms", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-dpo-ula", "the isp gave me ⟦fd12:3456:789a::1⟧ but nothing "
                                                                "routes", "", "")),
    *forms("RFC 4291 (loopback, multicast and a link-local address without a MAC)", (
        "neg-dpo-v6-loopback", "⟦::1⟧ answers ping but not ssh", "", ""),
        ("neg-dpo-v6-all-nodes", "traceroute stops at \"⟦ff02::1⟧\" every time", "", ""),
        ("neg-dpo-v6-linklocal-short", "the raspberry only got ⟦fe80::1⟧ after the update", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-dpo-doc-mac", "i set a dhcp reservation for "
                                                                         "⟦00:00:5e:00:53:2a⟧ but it still gets a new ip",
                                                      "", "")),
    *forms("IEEE Std 802-2014 (broadcast and all-zero addresses)", (
        "neg-dpo-broadcast-mac", "whose device is ⟦ff:ff:ff:ff:ff:ff⟧ on the guest lan?", "", ""),
        ("neg-dpo-zero-mac", "nmcli shows \"⟦00:00:00:00:00:00⟧\" for wlan0", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-dpo-common-sudo", "my sudo password is ⟦password⟧ and it says incorrect", "", ""),
        ("neg-dpo-common-wifi", "guest wifi is ⟦qwerty123⟧", "", "")),
    *forms("https://docs.docker.com/compose/how-tos/environment-variables/ (a placeholder in the docs' own example)", (
        "neg-dpo-compose-placeholder", "my compose file:\n  db:\n    environment:\n      - POSTGRES_PASSWORD=⟦example⟧",
        "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", (
        "neg-dpo-test-visa", "steam declined ⟦4242 4242 4242 4242⟧ twice today", "", ""),
        ("neg-dpo-test-amex", "the domain renewal charged ⟦378282246310005⟧", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-dpo-example-gb-iban", "membership fee goes to ⟦GB33 BUKB 2020 1555 5555 55⟧ as usual", "", ""),
        ("neg-dpo-example-de-iban", "⟦DE89370400440532013000⟧ is mine, for the refund", "", "")),
    *forms("RFC 2606 (reserved example domains)", (
        "neg-dpo-example-mail", "send the logs to ⟦root@localhost⟧, i'll look tonight", "", ""),
        ("neg-dpo-example-mail-git", "git config -l says user.email=⟦you@example.com⟧ and github rejects the push",
         "", "")),
    *forms("RFC 9562 (UUIDs)", ("neg-dpo-uuid", "⟦0b7c3d2e-91f4-4a6b-8e5d-c2f1a9e04b73⟧ is the key the plugin wants, "
                                                "right?", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-dpo-commit", "the new key (⟦9e4f0c2⟧) is mine, "
                                                                               "i reinstalled", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-dpo-date", "whatsapp me on ⟦2026-12-03⟧ if irc is quiet", "", ""),
           ("neg-dpo-time", "call ⟦17:30⟧, after five is best", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-dpo-size", "my vps is at ⟦80 GiB⟧ and apache won't start", "", "")),
    *forms(f"{NEG}ISO_4217", ("neg-dpo-price", "the domain renewal charged ⟦12.99 EUR⟧", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-dpo-port", "allow ⟦51820/udp⟧, then reload ufw", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-dpo-pid", "is ⟦pid 31337⟧ still your mobile?", "", "")),
    *forms("https://en.wikipedia.org/wiki/Emergency_telephone_number (emergency numbers)", (
        "neg-dpo-emergency", "courier needs a number, use\n⟦911⟧", "", "")),
    *forms("Filesystem Hierarchy Standard (system paths, no user)", (
        "neg-dpo-system-path", "⟦/usr/lib/python3/dist-packages⟧ crashes on import", "", ""),
        ("neg-dpo-opt-path", "i keep the appimage in ⟦/opt/Applications⟧", "", ""),
        ("neg-dpo-skel-path", "my i3 config (⟦/etc/skel/.config/i3/config⟧) got reset", "", "")),
    *forms("https://en.wikipedia.org/wiki/ISBN (book numbers)", (
        "neg-dpo-isbn", "paypal still shows \"⟦978-1-59327-389-7⟧\" as linked", "", "")),
    *forms("https://usb-ids.gowdy.us/ (USB vendor:product ids)", (
        "neg-dpo-usb", "the card (⟦0bda:8153⟧) vanished after the kernel update", "", "")),
    *forms("Ubuntu package names", ("word-nick-dpo", "⟦rhythmbox⟧, did the reinstall fix grub?", "", ""),
           ("word-nick-dpo", "thanks a lot ⟦kdenlive⟧", "", ""),
           ("word-nick-dpo", "i think ⟦filezilla⟧ had the same nvidia issue last week", "", ""),
           ("word-nick-dpo", "ping ⟦audacity⟧?", "", ""),
           ("word-nick-dpo", "gracias ⟦remmina⟧, ya funciona el audio", "", "")),
)

# technical text with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("tech-dpo-sha256sum-iso", "https://help.ubuntu.com/community/HowToSHA256SUM (verifying an ISO)",
     "sha256sum says {hex:64} for the iso, does it match?"),
    ("tech-dpo-docker-ps-id", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "docker ps shows {hex:12} restarting every minute"),
    ("tech-dpo-git-reflog", "https://git-scm.com/docs/git-reflog", "reflog has {hex:7} HEAD@{1}: rebase (finish)"),
    ("tech-dpo-fstab-uuid", "https://man7.org/linux/man-pages/man5/fstab.5.html (filesystem uuids)",
     "fstab: UUID={uuid} /data ext4 defaults 0 2"),
    ("tech-dpo-journal-boot-id", "https://man7.org/linux/man-pages/man1/journalctl.1.html (boot ids)",
     "journalctl --list-boots shows -1 {hex:32} as the crashed one"),
    ("tech-dpo-pip-hash", "https://pip.pypa.io/en/stable/topics/secure-installs/ (hash-checking mode)",
     "requirements.txt has --hash=sha256:{hex:64} and pip refuses"),
    ("tech-dpo-dpkg-size", "https://man7.org/linux/man-pages/man1/dpkg-query.1.html (installed sizes)",
     "Installed-Size: {dec:6} for the nvidia package"),
    ("tech-dpo-flatpak-commit", "https://docs.flatpak.org/en/latest/flatpak-command-reference.html (commits)",
     "flatpak info gives Commit: {hex:64}"),
    ("tech-dpo-lvm-lv-uuid", "https://man7.org/linux/man-pages/man8/lvdisplay.8.html (LV uuids)",
     "lvdisplay lists LV UUID {alnum:6}-{alnum:4}-{alnum:4}-{alnum:4}-{alnum:4}-{alnum:4}-{alnum:6}"),
    ("tech-dpo-kernel-taint", "https://docs.kernel.org/admin-guide/tainted-kernels.html (taint values)",
     "cat /proc/sys/kernel/tainted gives {dec:4} after the dkms build"),
    ("tech-dpo-inode-count", "https://man7.org/linux/man-pages/man1/df.1.html (inode counts)",
     "df -i shows {dec:7} inodes used on /"),
    ("tech-dpo-apt-by-hash", "https://wiki.debian.org/DebianRepository/Format (by-hash indexes)",
     "apt fetched by-hash/SHA256/{hex:64} and says hash sum mismatch"),
    ("tech-dpo-request-id", "https://docs.github.com/en/rest/using-the-rest-api/troubleshooting-the-rest-api "
                            "(request ids)", "the api error came with x-github-request-id {HEX:4}:{HEX:5}:{HEX:6}:{HEX:7}:{HEX:8}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v28's seed and people put together from the hand-written lists."""

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
        pattern = re.sub(r"\{alnum:(\d+)\}", lambda m: self.chars(ALNUM, int(m.group(1))), pattern)
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
        if i % 3 == 1:
            groups[-4:-1] = ["0", "0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


BANK_CODES = {"MU": ("BOMM", "MCBL", "SBMS", "HSBC"), "BG": ("BNBG", "UNCR", "STSA", "FINV"),
              "RO": ("BTRL", "RNCB", "BRDE", "INGB"), "SM": ("X",)}
# the letter codes of a few of the countries' banks where their IBAN holds letters (SM: its CIN check letter)


def iban_value(draws: Draws, country: str) -> str:
    """An IBAN of `country` by its structure (ISO 13616 registry), digits in its account fields, the bank a real
    code of the country's where it is letters."""
    from stdnum import iban
    structure = third._structure(country)
    fields_ = re.findall(r"(\d+)!([nac])", structure)
    for _ in range(MAX_DRAWS):
        parts = [draws.chars("0123456789" if kind != "a" else "ABCDEFGHIJKLMNOPQRSTUVWXYZ", int(n)) for n, kind in fields_]
        if BANK_CODES.get(country) and fields_[0] == ("4", "a"):
            parts[0] = draws.rng.choice(BANK_CODES[country])
        account = "".join(parts)
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


ALNUM = fifteenth.ALNUM
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
WORDS = ("kestrel", "basalt", "mangrove", "tamarind", "otter", "juniper", "fjord", "cobalt", "pumice", "magpie",
         "sorrel", "bramble", "quokka", "ginkgo")   # v28's own
LEET = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"})
SIGNS = "!#$%&*+?@=~"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-18 characters, three classes or more), made three ways people make them: a
    word in leetspeak, capitalised, two digits after; two capitalised words joined by a hyphen, a digit after; a
    lower-case word, a sign and a day and month (ddmm)."""
    for _ in range(MAX_DRAWS):
        style = (i // 10) % 3       # the forms repeat every ten plants: the recipe turns slower
        if style == 0:
            word = draws.rng.choice(WORDS)
            pw = word[:1].upper() + word[1:].translate(LEET) + draws.chars("0123456789", 2)
        elif style == 1:
            a, b = draws.rng.sample(WORDS, 2)
            pw = a.capitalize() + "-" + b.capitalize() + draws.chars("123456789", 1)
        else:
            pw = (draws.rng.choice(WORDS) + draws.rng.choice(SIGNS) + f"{draws.rng.randrange(1, 29):02d}"
                  + f"{draws.rng.randrange(1, 13):02d}")
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 18 and classes >= 3 and draws.fresh(pw):
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


def long_key_id(draws: Draws) -> str:
    """An OpenPGP long key id as `gpg --keyid-format 0xlong` prints it: 0x and sixteen upper-case hex digits."""
    while True:
        value = "0x" + draws.chars("0123456789ABCDEF", 16)
        if re.search("[A-F]", value[2:]) and draws.fresh(value):
            return value


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
        a_first, a_last = person.ascii_first.lower(), person.ascii_last.lower().replace(" ", "")
        local = (f"{a_first}.{a_last}", f"{a_first[:1]}{a_last}{i % 70 + 20}", f"{a_last}.{a_first[:1]}",
                 f"{a_first}_{a_last}")[i % 4]
        doms = DOMAINS_OF[person.locale]
        dom = doms[i % len(doms)]
        while not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{draws.rng.randrange(2, 99)}"
        return {**base, "v": f"{local}@{dom}", "nospam": f"{local}NOSPAM@{dom}",
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
        pw = password(draws, i)
        login = person.ascii_first.lower()
        return {**base, "pw": pw, "tok": nineteenth.mixed_token(draws, 32 + i % 17),
                "fpr": gpg_fingerprint(draws), "keyid": long_key_id(draws), "sha": sha256_host_fingerprint(draws),
                "orkey": "sk-or-v1-" + draws.chars(HEX, 64),
                "absk": "ABSK" + base64.b64encode(f"BedrockAPIKey-{draws.chars(ALNUM, 4).lower()}-at-"
                                                  f"{draws.chars('0123456789', 12)}:{draws.chars(B64, 40)}"
                                                  .encode()).decode(),
                "basic": base64.b64encode(f"{login}:{pw}".encode()).decode()}
    if kind == "home_path":
        return {**base, "u": nineteenth.login(draws, Person(person.full, person.first, person.last,
                                                            person.ascii_first.lower(),
                                                            person.ascii_last.lower().replace(" ", ""),
                                                            person.locale), i)}
    if kind == "nick":
        nick = (person.ascii_first[:5] + person.ascii_last[:1]).lower().replace("-", "")
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

def handle_of(person: Person, platform: str) -> str:
    """A handle people make from their own name, typed in ASCII, in v28's shapes: first name and the surname's first
    three letters on Discord; surname, a dot and the first name on Slack; first name, underscore and surname on
    Telegram."""
    first_ = person.ascii_first.lower().replace("-", "")
    last = person.ascii_last.lower().replace(" ", "")
    return {"discord": f"{first_}{last[:3]}", "slack": f"{last}.{first_}",
            "telegram": f"{first_}_{last}"}[platform]


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "discord")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "dpo-raw-mention-mic": (f"⟦<@{uid}>⟧ your mic is still on", (uid, handle), author, "sentence-start"),
        "dpo-nick-mention-welcome-back": (f"welcome back ⟦<@!{uid}>⟧!", (uid, handle, person.full), nicknamed,
                                          "before-punctuation"),
        "dpo-typed-at-handle-dm": (f"dm @⟦{handle}⟧ for the modpack link", (handle,), author, "sentence-middle"),
        "dpo-display-name-hosts-stream": (f"the stream tonight is hosted by ⟦{person.full}⟧", (person.full,),
                                          nicknamed, "sentence-end"),
        "dpo-first-name-brackets-artist": (f"the emoji artist (⟦{person.first}⟧) wants credit", (person.first,),
                                           nicknamed, "in-brackets"),
        "dpo-handle-quoted-banned": (f"why is \"⟦{handle}⟧\" banned?", (handle,), author, "in-quotes"),
        "forward-dpo-raw-mention": (f"⟦<@{uid}>⟧ posted the patch notes", (uid, handle),
                                    {**author, "place": "forward"}, "sentence-start"),
        "dpo-display-name-own-line-mvp": (f"mvp of the raid:\n⟦{person.full}⟧", (person.full,), nicknamed,
                                          "own-line"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "slack")
    user = {"user": [uid, handle, person.full]}
    return {
        "dpo-user-mention-deploy": (f"⟦<@{uid}>⟧ can you approve the deploy?", (uid, handle, person.full), user,
                                    "sentence-start"),
        "dpo-labelled-mention-handover": (f"handover notes are with ⟦<@{uid}|{handle}>⟧", (uid, handle), user,
                                          "sentence-end"),
        "dpo-typed-at-handle-standup": (f"@⟦{handle}⟧ skip standup today, you're on leave", (handle,), user,
                                        "sentence-start"),
        "dpo-real-name-brackets-contractor": (f"the contractor (⟦{person.full}⟧) needs vpn access", (person.full,),
                                              user, "in-brackets"),
        "dpo-first-name-quoted-signoff": (f"the doc ends with \"thanks, ⟦{person.first}⟧\"", (person.first,), user,
                                          "in-quotes"),
        "edit-dpo-user-mention": (f"⟦<@{uid}>⟧ owns the billing alerts now", (uid, handle, person.full),
                                  {**user, "place": "edit"}, "sentence-start"),
        "dpo-real-name-mid-sentence": (f"i paired with ⟦{person.full}⟧ on the flaky test", (person.full,), user,
                                       "sentence-middle"),
        "dpo-handle-own-line-reviewer": (f"reviewer for the hotfix\n⟦{handle}⟧", (handle,), user, "own-line"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "telegram")
    return {
        "dpo-mention-handle-train": (f"⟦@{handle}⟧ which train are you on?", (handle,), {"entity": ["mention", 0]},
                                     "sentence-start"),
        "dpo-mention-name-congrats": (f"congrats ⟦{person.first}⟧, well deserved", (person.first,),
                                      {"entity": ["mention_name", number]}, "before-punctuation"),
        "dpo-text-mention-pays-rent": (f"this month the rent goes to ⟦{person.full}⟧", (person.full,),
                                       {"entity": ["text_mention", number]}, "sentence-end"),
        "dpo-text-link-quoted-tap": (f"message \"⟦{person.full}⟧\" for the spare key", (person.full,),
                                     {"entity": ["text_link", 0, f"tg://user?id={number}"]}, "in-quotes"),
        "dpo-mention-handle-brackets-driver": (f"our driver (⟦@{handle}⟧) is stuck in traffic", (handle,),
                                               {"entity": ["mention", 0]}, "in-brackets"),
        "via-bot-dpo-mention-handle": (f"poll created by ⟦@{handle}⟧ for the venue", (handle,),
                                       {"entity": ["mention", 0], "place": "via_bot"}, "sentence-middle"),
        "dpo-first-name-own-line-cooking": (f"who's cooking saturday?\n⟦{person.first}⟧", (person.first,), {},
                                            "own-line"),
        "dpo-full-name-mid-sentence": (f"ask ⟦{person.full}⟧ about the boat trip", (person.full,), {},
                                       "sentence-middle"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("dpo-raw-mention-mic", "dpo-nick-mention-welcome-back", "dpo-typed-at-handle-dm",
                "dpo-display-name-hosts-stream", "dpo-first-name-brackets-artist", "dpo-handle-quoted-banned",
                "forward-dpo-raw-mention", "dpo-display-name-own-line-mvp"),
    "slack": ("dpo-user-mention-deploy", "dpo-labelled-mention-handover", "dpo-typed-at-handle-standup",
              "dpo-real-name-brackets-contractor", "dpo-first-name-quoted-signoff", "edit-dpo-user-mention",
              "dpo-real-name-mid-sentence", "dpo-handle-own-line-reviewer"),
    "telegram": ("dpo-mention-handle-train", "dpo-mention-name-congrats", "dpo-text-mention-pays-rent",
                 "dpo-text-link-quoted-tap", "dpo-mention-handle-brackets-driver", "via-bot-dpo-mention-handle",
                 "dpo-first-name-own-line-cooking", "dpo-full-name-mid-sentence")}
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
    """The personal kinds of side channel in new shapes: a Discord DM named after an underscored handle with a year,
    a Slack private channel of a mentoring pair, a Slack group DM of three, a Telegram personal chat titled with the
    full name in its own script and a note, an export under a Linux home named after the person."""
    people = [p for p in (draws.person(2800 + k) for k in range(120))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[6:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    a, b, c, d, e, f = people[:6]
    t = scripted[0] if scripted else people[6]
    home = f"{f.ascii_first[:1].lower()}{f.ascii_last.lower().replace(' ', '')}"
    slack = [handle_of(p, "slack") for p in (c, d, e)]
    dm = f"{a.ascii_first.lower()}_{a.ascii_last.lower().replace(' ', '')[:4]}1997"
    rows = {
        "discord-dm-name": ("discord", dm, (dm, a.ascii_first.lower())),
        "slack-private-channel-of-person": ("slack", f"mentoring-{b.ascii_first.lower()}-and-me",
                                            (b.ascii_first.lower(),)),
        "slack-mpdm-name": ("slack", f"mpdm-{slack[0]}--{slack[1]}--{slack[2]}-1", tuple(slack)),
        "telegram-personal-title": ("telegram", f"{t.full} (dentist)", (t.first, t.last, t.full)),
        "export-path-home": ("telegram", f"/home/{home}/Telegram Desktop/ChatExport_2026-11-29", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v27 (lower case, v29 never read): no value of v28 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v28 is one an earlier set used."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier
            if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}|[0-9a-f]{4}(\.[0-9a-f]{4}){2}|[0-9a-f]{12}", n)}
    iins = {re.sub(r"\D", "", n)[:6] for n in earlier if re.fullmatch(r"[\d .-]+", n)
            and len(re.sub(r"\D", "", n)) in (14, 15, 16, 19)}
    bad = [block for block in V4_BLOCKS if [n for n in earlier if n.startswith(block + ".")]]
    bad += [prefix for prefix in V6_PREFIXES if any(n.startswith(prefix + ":") for n in earlier)]
    bad += [oui for oui in OUIS if oui.replace(":", "") in macs]
    bad += [prefix for _, prefix, _ in CARD_RANGES if prefix in iins]
    bad += [domain for domain in EMAIL_DOMAINS if any(n.endswith("@" + domain) or domain in n for n in earlier)]
    bad += [issuer for issuer in ISSUERS if any(n.startswith(issuer.lower()) for n in earlier)]
    assert not bad, bad


def carrier(line: str) -> str:
    """A form's carrier phrase: its line with the value taken out."""
    return re.sub(r"⟦[^⟧]*⟧", "", line)


def earlier_carriers() -> set[str]:
    """Every carrier phrase of v14's-v27's planted forms (their builders' `FORMS`)."""
    found: set[str] = set()
    for n in range(14, 28):
        module = importlib.import_module(f"experiments.anonymize_heldout{n}")
        for kind_forms in getattr(module, "FORMS", {}).values():
            found.update(carrier(form.line) for form in kind_forms if hasattr(form, "line"))
    return found


def check_forms() -> None:
    """Every kind has ten forms, eight plain and two harder (the last two), each at a known position; no carrier
    phrase is one of v14's-v27's."""
    for kind, kind_forms in FORMS.items():
        tiers = [REGISTER[f"{kind}/{form.name}"] for form in kind_forms]
        assert tiers == ["plain"] * 8 + ["harder"] * 2, (kind, tiers)
        assert all(form.position in POSITIONS for form in kind_forms), kind
    assert HARDER == {form.name for kind_forms in FORMS.values() for form in kind_forms if form.name in HARDER}
    assert set().union(*HARDER_WAYS.values()) == HARDER and sum(map(len, HARDER_WAYS.values())) == len(HARDER)
    ours = {carrier(form.line) for kind_forms in FORMS.values() for form in kind_forms}
    assert not ours & earlier_carriers(), sorted(ours & earlier_carriers())


def build() -> list[dict]:
    """Every record of the twenty-eighth held-out set (needs phonenumbers, stdnum and the shared data)."""
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
