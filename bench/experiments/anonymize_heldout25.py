"""Builds bench/data/anonymize_heldout25.jsonl, the TWENTY-FIFTH held-out set of the anonymiser (v25), measured by
`bench/anonymize_heldout.py --set v25`. Written on 2026-11-29 (15:53-16:10 UTC, helper heldout25) after v23 was
spent, while another helper wrote v24 apart (never read: not its worktree, not its branch); never tuned on; committed
with its jsonl before any measurement. Its author read only the brief, the harness (bench/anonymize_heldout.py), v23's
builder in full, the other builders' constants and people lists through v23's checks (to keep their record format
and groups, import their helpers and avoid their forms, names, locales, regions and values),
tests/test_anonymize_heldout.py and the committed earlier sets (their needles, regions and IBAN countries, counted to
pick the least used). Public sources were searched for about two minutes, for shapes only (issue threads of chat
bridges and clients where people describe how IRC users ANSWER: the bare answer on its own, no quote, the question
quoted with `>` on the line before, a caret pointing up, a nick-less reply to the last line); each form's `source`
names the thread that shows the habit; no line or value was copied. It did NOT read the rule modules
(disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half, any result
of a held-out set, the privacy tests, docs/privacy.md beyond its first section, nor anything of v24. The anonymiser
was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v25 keeps v5-v23's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a sixth, independent set of BARE values (v15, v17, v19, v21 and v23 were the first five, by
other authors):

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): every carrier phrase names NOTHING of the value's kind
  (v23's list of announcing words and more; the test checks). v25's carriers are ANSWERS: the value given as the reply
  to a question asked a line before, the way people answer in a busy channel without naming what they answer: the
  question quoted with `>` and the bare value on the next line, a caret pointing up (`^ X`), agreement (`yep, X`,
  `X, exactly`), a refusal and the right one (`nope, X`, `nah, X since march`), an echo to confirm (`X? ok got it`),
  a pointer among options (`the second one (X)`, `the one ending in X`). Nicks are answers too (`X, yep`, `nope, X
  did`, `^ X knows`). Every form names the habit it shows (`habit`) and the public thread that shows people write so
  (`source`); every answer style (`ANSWERS`) stands in forms of four kinds or more.
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation (a question mark, a comma, a full stop), and a multi-line message with the value on a line of its own.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name was written by hand by the author from his own
  knowledge of naming, no name library nor list file, and none is a name of v20's, v21's, v22's or v23's hand-written
  lists (the build checks). Twenty naming cultures none of v20-v23 drew from as such (Colombian, Chilean, Québécois,
  Norwegian, Danish, Slovak, Croatian, Serbian, Bulgarian, Lithuanian, Icelandic, Armenian, Nepali, Pakistani,
  Malaysian, Malayali, South African (Zulu / Sotho), Tanzanian, Mongolian, New Zealand (Māori and Pākehā)), weighted
  (`CULTURE_WEIGHTS`) as the author guesses an international English-speaking Linux channel mixes them: Colombian and
  Pakistani most, Lithuanian, Icelandic, Armenian, Tanzanian and Mongolian fewest; mostly common names, a few rarer
  ones (Yeison, Ragnhild, Domagoj, Oyunchimeg, Nikau). Slovak, Bulgarian, Lithuanian and Icelandic surnames take the
  first name's gender (Kováčová, Petrova, Kazlauskaitė, Jónsdóttir); Mongolians are written patronymic first;
  Serbian, Bulgarian and Mongolian people are written in Cyrillic, Armenians in Armenian, Nepalis in Devanagari and
  Pakistanis in Urdu's Arabic script in display names and side channels, and transliterated by the author as they
  type themselves in an address or a login (Milos, Georgi, Tigran, Bikash, Imran, Ganbaatar).
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions the earlier sets planted in three times or fewer and
  none of v21's nor v23's (`PHONE_REGIONS`), each number a valid mobile of its region, only the operator's prefix kept
  from libphonenumber's example and every later digit drawn; twelve of the IBAN countries used least before, none of
  v23's (`IBAN_COUNTRIES`); card IINs, IPv4 /16s, IPv6 prefixes, OUIs and e-mail providers none used (checked), each
  person's address at a provider of their culture's country; token issuers none of v1-v23 planted (Shopify
  app shared secret `shpss_`, DigitalOcean OAuth `doo_v1_`, Linear OAuth `lin_oauth_`); passwords by v25's own
  recipe (three short words in CamelCase with a digit and a sign, a sign first then a word with two digits inside and
  its last letter raised, a month and a day then a capitalised word and a sign); seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): an OpenPGP v4 fingerprint as
  `gpg --fingerprint` prints it (ten groups of four upper-case hex digits, two spaces in the middle), bare; an SSH host
  key fingerprint in the `SHA256:` spelling `ssh-keygen -l` prints (43 base64 characters), bare; a 32-48 character
  mixed-case token with no issuer prefix; and a MAC-derived IPv6 link-local address (`ff:fe` in its middle, kind
  `ipv6`).
- HOSTS: v12-v23's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the shared
  irclogs days), none a line of v1-v23, taken in turn. The irclogs days had only 178 unused lines left (none clean):
  every one of them hosts a plant or a mention, the rest of the 624 come from the #ubuntu days. Nicks are, where the
  host's log has one, a nick that speaks in that log, said bare.
- EXPORTS: names and handles typed bare as answers in the middle of sentences in places the readers read (message
  text, a Discord forward, a Slack file comment, a Telegram saved message; `heldout_exports.PLACES`) and the side
  channels of v23's kinds in new shapes (a Discord DM named after an underscored handle, a Slack private channel of a
  person's onboarding, a Slack group DM of three, a Telegram personal chat titled in the person's own script, an export
  under a Linux home named after the person).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, CGNAT, documentation
  addresses, documentation MACs, example passwords, test cards, documented IBANs, example domains, UUIDs, dates,
  sizes, ports, PIDs, line, bug numbers, package names said like nicks) in the carrier phrases the plants use.
  TECHNICAL lines give random-looking ids bare as answers too (journal cursors, machine ids, boot ids, object ids,
  ...); no PGP key id nor SSH fingerprint among them.
- NOT COVERED: values split over lines, carrier phrases in other languages, encoded values (v10-v13).

    python bench/experiments/anonymize_heldout25.py   # rewrites bench/data/anonymize_heldout25.jsonl
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
from experiments import anonymize_heldout21 as twentyfirst  # noqa: E402 -- drawn_mobile, its people
from experiments import anonymize_heldout22 as twentysecond  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout23 as twentythird  # noqa: E402 -- BARE_WORDS, POSITIONS, Draws, its people

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout25.jsonl"
EARLIER_SETS = (*twentythird.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (22, 23)))
SEED = 25251
EXPORT_SEED = 25202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("BG", "IS", "MT", "MU", "MD", "AZ", "ME", "KG", "TJ", "XK", "RW", "ZW", "NA", "LS", "TN", "PA",
                 "CW", "GU")   # planted in three times or fewer before, none of v21's nor v23's
IBAN_COUNTRIES = ("SC", "SV", "TL", "XK", "HN", "BI", "DJ", "FK", "MR", "LY", "NI", "OM")   # the least used before
CARD_RANGES = (("visa_co_answer", "491268", 16), ("mastercard_cl_answer", "529063", 16), ("visa_ca_answer", "450172", 16),
               ("amex_answer", "379314", 15), ("mastercard_no_answer", "522847", 16), ("diners_answer", "360872", 14),
               ("jcb_answer", "353817", 16), ("unionpay_answer", "624396", 16), ("visa_pk_answer", "426384", 16),
               ("discover_answer", "601187", 16), ("mastercard_za_answer", "518273", 16), ("visa_nz_answer", "447835", 16))
DOMAINS_OF = {"es-co": ("une.net.co", "etb.net.co"), "es-cl": ("vtr.net", "entelchile.net"),
              "fr-ca": ("cgocable.ca", "oricom.ca"), "no": ("getmail.no", "broadpark.no"),
              "da": ("privat.dk", "youmail.dk"), "sk": ("post.sk", "centrum.sk"), "hr": ("net.hr", "inet.hr"),
              "sr": ("sezampro.rs", "mts.rs"), "bg": ("dir.bg", "gbg.bg"), "lt": ("takas.lt",), "is": ("vortex.is",),
              "hy": ("arminco.com",), "ne": ("wlink.com.np",), "ur": ("nayatel.com", "ptcl.net.pk"),
              "ms": ("tm.net.my", "streamyx.com"), "ml": ("asianetindia.com",), "zu": ("telkomsa.net", "vodamail.co.za"),
              "sw": ("habari.co.tz",), "mn": ("magicnet.mn",), "en-nz": ("orcon.net.nz", "clear.net.nz")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("190.248", "200.83", "24.37", "84.208", "87.61", "178.40", "93.138", "109.92", "46.10", "78.56",
             "31.209", "37.252", "202.51", "58.27", "175.139", "105.233", "122.56")
V6_PREFIXES = ("2800:484", "2a01:799", "2a02:2121", "2c0f:ef18", "2400:1a00", "2404:4408", "2407:7000")
OUIS = ("3c:84:6a", "70:4f:57", "d8:07:b6", "9c:53:22", "f4:f2:6d", "48:5d:36")
ISSUERS = ("shpss_", "doo_v1_", "lin_oauth_")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside); v23's and more
BARE_WORDS = (*twentythird.BARE_WORDS, "ipv", "hostname", "ping6", "msisdn", "whatsapp", "voicemail", "secretkey",
              "private", "keyring", "visa", "maestro", "sepa", "swift", "beneficiary", "mailbox", "outlook",
              "homefolder", "alias", "ethaddr", "lladdr", "nic", "sshkey", "hostkey", "fingerprint", "twofa", "otp")

# the habits' threads (searched for shapes only; each shows people answering a line so)
QUOTE_HEISENBRIDGE = "https://github.com/hifi/heisenbridge/issues/214 (IRC users quote the line they answer, then reply)"
QUOTE_APPSERVICE = "https://github.com/matrix-org/matrix-appservice-irc/issues/1521 (`> ` quoted lines, an answer after)"
QUOTE_HEISEN_PR = "https://github.com/hifi/heisenbridge/pull/245 (quoting the message answered on the line before)"
BARE_IRCHUU = "https://github.com/26000/irchuu/issues/10 (on IRC you usually don't quote what you reply to)"
BARE_LOCALSLACK = "https://github.com/ltworf/localslackirc/issues/128 (replying to the latest line adds nothing)"
BARE_LBBS = "https://github.com/InterLinked1/lbbs/issues/32 (replies on IRC stand without their question)"
ANSWER_IRCORD = "https://github.com/Yardanico/ircord/issues/10 (\"How to do X?\" answered \"You need to Y\")"
AGREE_DISCORD_IRC = "https://github.com/reactiflux/discord-irc/issues/573 (a quote and \"yeah agreed\" as the answer)"
CARET_WHATEVERABLE = "https://github.com/Raku/whateverable/issues/365 (`^^` lines pointing at the message above)"
CONTEXT_MATTERBRIDGE = "https://github.com/42wim/matterbridge/issues/1825 (answers without their question's context)"
THREAD_JABBR = "https://github.com/JabbR/JabbR/issues/113 (people keep answering without the nick once a talk runs)"
DISCORD_DOC = AGREE_DISCORD_IRC
SLACK_DOC = BARE_LOCALSLACK
TELEGRAM_DOC = BARE_IRCHUU
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = twentythird.POSITIONS


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "es-co": (False, ("Mauricio|Mauricio|m", "Yuliana|Yuliana|f", "Camilo|Camilo|m", "Manuela|Manuela|f",
                      "Julián|Julian|m", "Paola|Paola|f", "Yeison|Yeison|m", "Marcela|Marcela|f", "Esteban|Esteban|m",
                      "Lorena|Lorena|f"),
              ("Echeverri|Echeverri", "Ospina|Ospina", "Gaviria|Gaviria", "Londoño|Londono", "Villegas|Villegas",
               "Zapata|Zapata", "Quintero|Quintero", "Arango|Arango", "Bedoya|Bedoya")),
    "es-cl": (False, ("Matías|Matias|m", "Constanza|Constanza|f", "Cristóbal|Cristobal|m", "Javiera|Javiera|f",
                      "Vicente|Vicente|m", "Francisca|Francisca|f", "Ignacio|Ignacio|m", "Antonia|Antonia|f"),
              ("Muñoz|Munoz", "Contreras|Contreras", "Espinoza|Espinoza", "Valenzuela|Valenzuela", "Tapia|Tapia",
               "Fuentes|Fuentes", "Araya|Araya", "Sepúlveda|Sepulveda")),
    "fr-ca": (False, ("Étienne|Etienne|m", "Geneviève|Genevieve|f", "Sébastien|Sebastien|m", "Marie-Ève|Marie-Eve|f",
                      "Jérémie|Jeremie|m", "Maude|Maude|f", "Olivier|Olivier|m", "Catherine|Catherine|f"),
              ("Tremblay|Tremblay", "Gagnon|Gagnon", "Bouchard|Bouchard", "Côté|Cote", "Lachance|Lachance",
               "Pelletier|Pelletier", "Lévesque|Levesque", "Bergeron|Bergeron")),
    "no": (False, ("Magnus|Magnus|m", "Ingvild|Ingvild|f", "Sindre|Sindre|m", "Solveig|Solveig|f", "Eirik|Eirik|m",
                   "Ragnhild|Ragnhild|f", "Håkon|Hakon|m", "Marit|Marit|f"),
           ("Johannessen|Johannessen", "Haugen|Haugen", "Bakken|Bakken", "Berntsen|Berntsen", "Solberg|Solberg",
            "Nygård|Nygard", "Strand|Strand", "Halvorsen|Halvorsen")),
    "da": (False, ("Rasmus|Rasmus|m", "Mette|Mette|f", "Mads|Mads|m", "Signe|Signe|f", "Søren|Soren|m",
                   "Trine|Trine|f", "Frederik|Frederik|m", "Camilla|Camilla|f"),
           ("Sørensen|Sorensen", "Pedersen|Pedersen", "Kristensen|Kristensen", "Møller|Moller", "Madsen|Madsen",
            "Thomsen|Thomsen", "Lauridsen|Lauridsen")),
    "sk": (False, ("Marek|Marek|m", "Zuzana|Zuzana|f", "Juraj|Juraj|m", "Katarína|Katarina|f", "Matúš|Matus|m",
                   "Lenka|Lenka|f", "Tomáš|Tomas|m", "Michaela|Michaela|f"),
           ("Kováč|Kovac|Kováčová|Kovacova", "Horák|Horak|Horáková|Horakova", "Baláž|Balaz|Balážová|Balazova",
            "Šimko|Simko|Šimková|Simkova", "Hudák|Hudak|Hudáková|Hudakova", "Kollár|Kollar|Kollárová|Kollarova")),
    "hr": (False, ("Luka|Luka|m", "Petra|Petra|f", "Ante|Ante|m", "Ivana|Ivana|f", "Domagoj|Domagoj|m",
                   "Mateja|Mateja|f", "Krešimir|Kresimir|m", "Nikolina|Nikolina|f"),
           ("Horvat|Horvat", "Babić|Babic", "Jurić|Juric", "Knežević|Knezevic", "Vuković|Vukovic", "Marić|Maric",
            "Šarić|Saric")),
    "sr": (False, ("Милош|Milos|m", "Јелена|Jelena|f", "Немања|Nemanja|m", "Драгана|Dragana|f", "Стефан|Stefan|m",
                   "Милица|Milica|f", "Небојша|Nebojsa|m", "Тијана|Tijana|f"),
           ("Јовановић|Jovanovic", "Петровић|Petrovic", "Николић|Nikolic", "Ђорђевић|Djordjevic",
            "Стојановић|Stojanovic", "Илић|Ilic", "Марковић|Markovic")),
    "bg": (False, ("Георги|Georgi|m", "Десислава|Desislava|f", "Димитър|Dimitar|m", "Цветелина|Tsvetelina|f",
                   "Христо|Hristo|m", "Радостина|Radostina|f", "Калоян|Kaloyan|m", "Гергана|Gergana|f"),
           ("Петров|Petrov|Петрова|Petrova", "Георгиев|Georgiev|Георгиева|Georgieva",
            "Тодоров|Todorov|Тодорова|Todorova", "Стоянов|Stoyanov|Стоянова|Stoyanova", "Колев|Kolev|Колева|Koleva",
            "Атанасов|Atanasov|Атанасова|Atanasova")),
    "lt": (False, ("Mantas|Mantas|m", "Rūta|Ruta|f", "Dovydas|Dovydas|m", "Gintarė|Gintare|f",
                   "Žygimantas|Zygimantas|m", "Eglė|Egle|f"),
           ("Kazlauskas|Kazlauskas|Kazlauskaitė|Kazlauskaite", "Petrauskas|Petrauskas|Petrauskaitė|Petrauskaite",
            "Jankauskas|Jankauskas|Jankauskaitė|Jankauskaite",
            "Stankevičius|Stankevicius|Stankevičiūtė|Stankeviciute")),
    "is": (False, ("Sigurður|Sigurdur|m", "Guðrún|Gudrun|f", "Gunnar|Gunnar|m", "Hildur|Hildur|f", "Einar|Einar|m",
                   "Þórdís|Thordis|f"),
           ("Jónsson|Jonsson|Jónsdóttir|Jonsdottir", "Ólafsson|Olafsson|Ólafsdóttir|Olafsdottir",
            "Sigurðsson|Sigurdsson|Sigurðardóttir|Sigurdardottir",
            "Kristjánsson|Kristjansson|Kristjánsdóttir|Kristjansdottir")),
    "hy": (False, ("Արամ|Aram|m", "Անի|Ani|f", "Տիգրան|Tigran|m", "Լիլիթ|Lilit|f", "Հայկ|Hayk|m",
                   "Նարինե|Narine|f"),
           ("Պետրոսյան|Petrosyan", "Հովհաննիսյան|Hovhannisyan", "Սարգսյան|Sargsyan", "Գրիգորյան|Grigoryan",
            "Մկրտչյան|Mkrtchyan")),
    "ne": (False, ("बिकाश|Bikash|m", "सृजना|Srijana|f", "प्रकाश|Prakash|m", "सरिता|Sarita|f", "रोशन|Roshan|m",
                   "बिनिता|Binita|f"),
           ("श्रेष्ठ|Shrestha", "थापा|Thapa", "गुरुङ|Gurung", "अधिकारी|Adhikari", "पौडेल|Poudel", "तामाङ|Tamang")),
    "ur": (False, ("عمران|Imran|m", "عائشہ|Ayesha|f", "بلال|Bilal|m", "ثنا|Sana|f", "ذیشان|Zeeshan|m",
                   "مہوش|Mehwish|f", "عثمان|Usman|m", "فریحہ|Fariha|f"),
           ("قریشی|Qureshi", "ملک|Malik", "چوہدری|Chaudhry", "شیخ|Sheikh", "اعوان|Awan", "راجپوت|Rajput",
            "عباسی|Abbasi")),
    "ms": (False, ("Hafiz|Hafiz|m", "Nurul|Nurul|f", "Azlan|Azlan|m", "Aisyah|Aisyah|f", "Faizal|Faizal|m",
                   "Syafiqah|Syafiqah|f", "Zulkifli|Zulkifli|m", "Farhana|Farhana|f"),
           ("Othman|Othman", "Yusof|Yusof", "Hamid|Hamid", "Rahim|Rahim", "Razak|Razak", "Baharuddin|Baharuddin",
            "Kamaruddin|Kamaruddin")),
    "ml": (False, ("Anoop|Anoop|m", "Sreeja|Sreeja|f", "Jithin|Jithin|m", "Aswathy|Aswathy|f", "Vishnu|Vishnu|m",
                   "Reshma|Reshma|f", "Nithin|Nithin|m", "Athira|Athira|f"),
           ("Warrier|Warrier", "Nambiar|Nambiar", "Thampi|Thampi", "Kurup|Kurup", "Varghese|Varghese", "Panicker|Panicker",
            "Namboodiri|Namboodiri")),
    "zu": (False, ("Sipho|Sipho|m", "Nomvula|Nomvula|f", "Thabo|Thabo|m", "Lerato|Lerato|f", "Themba|Themba|m",
                   "Zanele|Zanele|f", "Mandla|Mandla|m", "Ayanda|Ayanda|f"),
           ("Dlamini|Dlamini", "Nkosi|Nkosi", "Ndlovu|Ndlovu", "Khumalo|Khumalo", "Mokoena|Mokoena",
            "Mthembu|Mthembu", "Sithole|Sithole")),
    "sw": (False, ("Baraka|Baraka|m", "Neema|Neema|f", "Juma|Juma|m", "Rehema|Rehema|f", "Hamisi|Hamisi|m",
                   "Zawadi|Zawadi|f"),
           ("Mwakyusa|Mwakyusa", "Kimaro|Kimaro", "Massawe|Massawe", "Mrema|Mrema", "Shirima|Shirima")),
    "mn": (True, ("Бат-Эрдэнэ|Bat-Erdene|m", "Оюунчимэг|Oyunchimeg|f", "Тэмүүлэн|Temuulen|m",
                  "Сарангэрэл|Sarangerel|f", "Ганбаатар|Ganbaatar|m", "Номин|Nomin|f"),
           ("Батболд|Batbold", "Ганзориг|Ganzorig", "Цэрэндорж|Tserendorj", "Энхбаяр|Enkhbayar", "Мөнхбат|Munkhbat")),
    "en-nz": (False, ("Nikau|Nikau|m", "Aroha|Aroha|f", "Hemi|Hemi|m", "Mere|Mere|f", "Brodie|Brodie|m",
                      "Ngaire|Ngaire|f", "Tama|Tama|m", "Kiri|Kiri|f"),
              ("Ngata|Ngata", "Tipene|Tipene", "Parata|Parata", "Hohaia|Hohaia", "Pomare|Pomare",
               "Sutherland|Sutherland", "Rangi|Rangi")),
}
CULTURE_WEIGHTS = {"es-co": 7, "es-cl": 4, "fr-ca": 5, "no": 4, "da": 4, "sk": 3, "hr": 4, "sr": 3, "bg": 3, "lt": 2,
                   "is": 2, "hy": 2, "ne": 3, "ur": 6, "ms": 4, "ml": 4, "zu": 4, "sw": 2, "mn": 2, "en-nz": 4}
OWN_SCRIPT = ("sr", "bg", "hy", "ne", "ur", "mn")
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
    """Every first and last name (written and typed) of v20's, v21's, v22's and v23's hand-written lists, lower case."""
    found: set[str] = set(twentythird.earlier_people_names())
    for module in (twentysecond, twentythird):
        for culture in module.CULTURES.values():
            if isinstance(culture, tuple):       # (family name first?, firsts, lasts)
                _, firsts, lasts = culture
                found.update(p.lower() for f in firsts for p in f.split("|")[:2])
                found.update(p.lower() for last in lasts for p in last.split("|"))
            else:                                # v22's: a dict of name lists
                for names in culture.values():
                    if isinstance(names, (tuple, list)):
                        found.update(p.lower() for name in names if isinstance(name, str)
                                     for p in re.split(r"[|=]", name))
    return found


def check_people() -> None:
    """No name of v25's lists is one of v20's, v21's, v22's or v23's."""
    ours = {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}
    assert not ours & earlier_people_names(), sorted(ours & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(QUOTE_HEISENBRIDGE, ("email-answer-quote-own-line", "> who gets the draft?\n⟦{v}⟧\nfor now", "own-line",
                                    "the question quoted with '>' and the bare answer on the next line"),
               ("email-answer-yep-start", "⟦{v}⟧, yep, that's the one she reads", "sentence-start",
                "the answer first, 'yep' after it")),
        *forms(BARE_IRCHUU, ("email-answer-nope-since", "nope, ⟦{v}⟧ since march", "sentence-middle",
                             "'nope,' then the right one and a time"),
               ("email-answer-second-brackets", "the second one (⟦{v}⟧) bounced earlier", "in-brackets",
                "a pointer among options, the value in brackets")),
        *forms(CARET_WHATEVERABLE, ("email-answer-caret-for", "^ that was for ⟦{v}⟧", "sentence-end",
                                    "a caret pointing up, the value last"),
               ("email-answer-yeah-quoted", "yeah, \"⟦{v}⟧\" exactly like that", "in-quotes",
                "'yeah' and the value quoted")),
        *forms(ANSWER_IRCORD, ("email-answer-echo-question", "⟦{v}⟧? ok got it", "before-punctuation",
                               "the value echoed back with '?' to confirm"),
               ("email-answer-the-first", "the first, ⟦{v}⟧, the old one is dead", "before-punctuation",
                "'the first,' then the value before a comma"),
               ("email-answer-cheers-loop", "cheers, looping in ⟦{v}⟧", "sentence-end",
                "thanks, then the value last"))),
    "phone": (
        *forms(QUOTE_APPSERVICE, ("phone-answer-quote-intl", "> the plumber?\n⟦{intl}⟧\nafter nine", "own-line",
                              "international, the question quoted and the answer on the next line"),
               ("phone-answer-yep-national", "yep, ⟦{national}⟧ works after six", "sentence-middle",
                "national, 'yep,' and a time after it")),
        *forms(BARE_LOCALSLACK, ("phone-answer-bare-e164", "⟦{e164}⟧ after lunch, yes", "sentence-start",
                                 "E.164, first, a time after it, no question repeated"),
               ("phone-answer-nope-intl", "nah, ⟦{intl}⟧, the other is her office", "sentence-middle",
                "international after 'nah,'")),
        *forms(CARET_WHATEVERABLE, ("phone-answer-caret-national", "^ ⟦{national}⟧", "sentence-end",
                                    "national after a caret pointing up"),
               ("phone-answer-brackets", "the taxi guy (⟦{e164}⟧) is the one", "in-brackets",
                "E.164 in brackets, a pointer after")),
        *forms(AGREE_DISCORD_IRC, ("phone-answer-quoted", "exactly, \"⟦{intl}⟧\" from the flyer", "in-quotes",
                                   "international in quotes after 'exactly,'"),
               ("phone-answer-echo-question", "⟦{national}⟧? noted", "before-punctuation",
                "national echoed back with '?'"),
               ("phone-answer-this-one-end", "this one, ⟦{e164}⟧.", "before-punctuation",
                "E.164 before a full stop, 'this one,' before it"))),
    "ipv4": (
        *forms(BARE_LBBS, ("v4-answer-bare-start", "⟦{v}⟧ from here, yes", "sentence-start", "first, 'yes' after"),
               ("v4-answer-nope-middle", "nope, ⟦{v}⟧ still drops after a minute", "sentence-middle",
                "'nope,' then the value as the subject of a complaint")),
        *forms(QUOTE_HEISEN_PR, ("v4-answer-quote-own-line", "> which box?\n⟦{v}⟧\nthe one upstairs", "own-line",
                                 "the question quoted, the value alone on the next line"),
               ("v4-answer-brackets-second", "the second one (⟦{v}⟧) is fine", "in-brackets",
                "a pointer among options, in brackets")),
        *forms(CARET_WHATEVERABLE, ("v4-answer-caret-end", "^ same for ⟦{v}⟧", "sentence-end",
                                    "a caret pointing up, the value last"),
               ("v4-answer-echo", "⟦{v}⟧? ok, trying", "before-punctuation", "echoed back with '?'")),
        *forms(CONTEXT_MATTERBRIDGE, ("v4-answer-yeah-quoted", "yeah \"⟦{v}⟧\" is what it shows", "in-quotes",
                              "'yeah' and the value quoted"),
               ("v4-answer-the-last-one", "the last one, ⟦{v}⟧, answers", "before-punctuation",
                "'the last one,' then the value before a comma"),
               ("v4-answer-thanks-end", "thanks, that one was ⟦{v}⟧", "sentence-end", "thanks, then the value"))),
    "ipv6": (
        *forms(BARE_IRCHUU, ("v6-answer-bare-start", "⟦{v}⟧ works, yep", "sentence-start", "first, 'yep' after"),
               ("v6-answer-eui-own-line", "> and the printer?\n⟦{eui}⟧\nthat's all it says", "own-line",
                "link-local made from a MAC (ff:fe in its middle), alone after the quoted question")),
        *forms(CARET_WHATEVERABLE, ("v6-answer-caret", "^ ⟦{v}⟧ for both", "sentence-middle",
                                    "after a caret pointing up"),
               ("v6-answer-brackets", "the one on the left (⟦{v}⟧) is up", "in-brackets", "in brackets")),
        *forms(ANSWER_IRCORD, ("v6-answer-nope", "nope, ⟦{v}⟧ since tuesday", "sentence-middle",
                               "'nope,' then the right one"),
               ("v6-answer-eui-end", "exactly, it's ⟦{eui}⟧", "sentence-end",
                "link-local made from a MAC, after 'exactly,'")),
        *forms(THREAD_JABBR, ("v6-answer-quoted", "yes, \"⟦{v}⟧\" from the sticker", "in-quotes", "in quotes"),
               ("v6-answer-echo", "⟦{v}⟧? got it", "before-punctuation", "echoed back with '?'"),
               ("v6-answer-cheers-end", "cheers, the first is ⟦{v}⟧", "sentence-end", "thanks, the value last"))),
    "mac": (
        *forms(QUOTE_HEISENBRIDGE, ("mac-answer-quote-upper", "> the new laptop?\n⟦{upper}⟧", "own-line",
                                    "upper case alone after the quoted question"),
               ("mac-answer-brackets", "that one (⟦{v}⟧) keeps dropping", "in-brackets", "in brackets")),
        *forms(BARE_LOCALSLACK, ("mac-answer-dashed-start", "⟦{dashed}⟧ on the sticker, yes", "sentence-start",
                                 "dashes, first"),
               ("mac-answer-cisco-nope", "nope, ⟦{cisco}⟧ is the hall one", "sentence-middle",
                "dotted in threes of pairs, after 'nope,'")),
        *forms(CARET_WHATEVERABLE, ("mac-answer-flat-caret", "^ ⟦{flat}⟧", "sentence-end",
                                    "twelve digits, no separator, after a caret"),
               ("mac-answer-quoted", "yeah, \"⟦{v}⟧\" off the box", "in-quotes", "in quotes")),
        *forms(AGREE_DISCORD_IRC, ("mac-answer-echo", "⟦{v}⟧? ok, blocking it", "before-punctuation",
                                   "echoed back with '?'"),
               ("mac-answer-the-second", "the second, ⟦{upper}⟧, is the tv", "before-punctuation",
                "upper case after 'the second,' before a comma"),
               ("mac-answer-thanks-end", "thanks, it's ⟦{v}⟧", "sentence-end", "thanks, the value last"))),
    "secret": (
        *forms(QUOTE_APPSERVICE, ("secret-answer-quote-pw", "> what did you set for the guest one?\n⟦{pw}⟧",
                                  "own-line", "the question quoted and the value alone on the next line"),
               ("secret-answer-pgp-fpr", "yep, ⟦{fpr}⟧ is mine", "sentence-middle",
                "an OpenPGP fingerprint as gpg --fingerprint prints it (ten groups of four), bare (personal)")),
        *forms(BARE_IRCHUU, ("secret-answer-shpss", "⟦{shpss}⟧ for the shop, yes", "sentence-start",
                             "a Shopify app shared secret, bare, first"),
               ("secret-answer-nope-pw", "nope, ⟦{pw}⟧ now", "sentence-middle", "after 'nope,', a time after"),
               ("secret-answer-sha256-hostfp", "exactly, ⟦{sha256fp}⟧ after the reinstall", "sentence-middle",
                "an SSH host key fingerprint in ssh-keygen's SHA256: spelling, bare (personal)")),
        *forms(CARET_WHATEVERABLE, ("secret-answer-caret-token", "^ ⟦{tok}⟧", "sentence-end",
                                    "a 32+ character mixed-case random token, no prefix, after a caret"),
               ("secret-answer-quoted-pw", "yeah, \"⟦{pw}⟧\" with the capital", "in-quotes", "in quotes")),
        *forms(BARE_LBBS, ("secret-answer-doo-brackets", "the droplet one (⟦{doo}⟧) still works", "in-brackets",
                           "a DigitalOcean OAuth token in brackets"),
               ("secret-answer-linear-echo", "⟦{linear}⟧? ok, revoking the old", "before-punctuation",
                "a Linear OAuth token echoed back with '?'"))),
    "home_path": (
        *forms(QUOTE_HEISEN_PR, ("home-answer-quote-own-line", "> where did it save?\n/home/⟦{u}⟧/Downloads/out",
                                 "own-line", "a path alone after the quoted question"),
               ("home-answer-bare-start", "/home/⟦{u}⟧/.cache/thumbnails, yes", "sentence-start",
                "a path first, 'yes' after")),
        *forms(BARE_LOCALSLACK, ("home-answer-nope", "nope, /home/⟦{u}⟧/snap/firefox", "sentence-end",
                                 "after 'nope,', last"),
               ("home-answer-brackets", "the second one (/home/⟦{u}⟧/.steam) is huge", "in-brackets",
                "in brackets, a pointer")),
        *forms(CARET_WHATEVERABLE, ("home-answer-caret-tilde", "^ ~⟦{u}⟧/Desktop", "sentence-end",
                                    "~user after a caret"),
               ("home-answer-quoted", "yep \"/home/⟦{u}⟧/.bashrc\" line 3", "in-quotes", "in quotes")),
        *forms(ANSWER_IRCORD, ("home-answer-echo", "/home/⟦{u}⟧/.wine? ok, deleting", "before-punctuation",
                               "echoed back with '?'"),
               ("home-answer-mac-exactly", "exactly, /Users/⟦{u}⟧/Downloads", "sentence-end",
                "a macOS path after 'exactly,'"),
               ("home-answer-the-one", "the one in /home/⟦{u}⟧/Music, thanks", "before-punctuation",
                "'the one in' then the path before a comma"))),
    "nick": (
        *forms(THREAD_JABBR, ("nick-answer-bare-yep", "⟦{v}⟧, yep", "before-punctuation", "the person answered, a comma"),
               ("nick-answer-nope-did", "nope, ⟦{v}⟧ did", "sentence-middle", "'nope,' then who did it")),
        *forms(CARET_WHATEVERABLE, ("nick-answer-caret-knows", "^ ⟦{v}⟧ knows that one", "sentence-middle",
                                    "a caret, then the person mid-sentence"),
               ("nick-answer-quote-own-line", "> who broke it?\n⟦{v}⟧\nlast night", "own-line",
                "alone on its line after the quoted question")),
        *forms(BARE_LBBS, ("nick-answer-brackets", "the first fix (⟦{v}⟧'s) held up", "in-brackets",
                           "possessive in brackets"),
               ("nick-answer-thanks-end", "thanks, it was ⟦{v}⟧", "sentence-end", "thanks, the person last"),
               ("nick-answer-quoted", "yeah \"⟦{v}⟧\" in the topic", "in-quotes", "in quotes")),
        *forms(AGREE_DISCORD_IRC, ("nick-answer-start-agreed", "⟦{v}⟧ too, agreed", "sentence-start",
                                   "first, 'agreed' after"),
               ("nick-answer-echo", "⟦{v}⟧? ok, asking", "before-punctuation", "echoed back with '?'"))),
    "card": (
        *forms(QUOTE_HEISENBRIDGE, ("card-answer-quote-grouped", "> which one for the hotel?\n⟦{grouped}⟧",
                                    "own-line", "grouped, alone after the quoted question"),
               ("card-answer-yep-num", "yep, ⟦{num}⟧ this time", "sentence-middle", "unspaced after 'yep,'")),
        *forms(CONTEXT_MATTERBRIDGE, ("card-answer-bare-start", "⟦{grouped}⟧ for the hotel, the first went through",
                                      "sentence-start", "grouped, first"),
               ("card-answer-brackets", "the blue one (⟦{dashed}⟧) is fine", "in-brackets", "dashed, in brackets")),
        *forms(CARET_WHATEVERABLE, ("card-answer-caret", "^ ⟦{num}⟧", "sentence-end", "unspaced after a caret"),
               ("card-answer-quoted", "exactly \"⟦{grouped}⟧\" like that", "in-quotes", "grouped, quoted")),
        *forms(BARE_IRCHUU, ("card-answer-echo", "⟦{grouped}⟧? ok, booking", "before-punctuation",
                             "grouped, echoed back with '?'"),
               ("card-answer-nope-dashed", "nah, ⟦{dashed}⟧ for the flights", "sentence-middle", "dashed after 'nah,'"),
               ("card-answer-thanks-end", "thanks, the last one was ⟦{num}⟧", "sentence-end",
                "unspaced, thanks before it"))),
    "iban": (
        *forms(QUOTE_APPSERVICE, ("iban-answer-quote-spaced", "> where does the rent go?\n⟦{spaced}⟧\nas before",
                                  "own-line", "spaced, alone after the quoted question"),
               ("iban-answer-bare-start", "⟦{v}⟧ for the advance, yes", "sentence-start",
                              "unspaced, first")),
        *forms(BARE_LOCALSLACK, ("iban-answer-nope-spaced", "nope, ⟦{spaced}⟧ since the move", "sentence-middle",
                                 "spaced after 'nope,'"),
               ("iban-answer-brackets", "the new one (⟦{spaced}⟧) is fine", "in-brackets", "spaced, brackets")),
        *forms(CARET_WHATEVERABLE, ("iban-answer-caret-lower", "^ ⟦{lower}⟧", "sentence-end",
                                    "lower case, unspaced, after a caret"),
               ("iban-answer-quoted", "yeah, \"⟦{spaced}⟧\" from the letter", "in-quotes", "spaced, quoted")),
        *forms(ANSWER_IRCORD, ("iban-answer-echo", "⟦{v}⟧? ok, noted", "before-punctuation", "echoed back with '?'"),
               ("iban-answer-the-second", "the second, ⟦{spaced}⟧, is hers", "before-punctuation",
                "spaced after 'the second,' before a comma"),
               ("iban-answer-thanks-end", "thanks, got it: ⟦{v}⟧", "sentence-end", "thanks, the value last"))),
}
# the answers the carriers give (every planted form holds one or more; the test checks): how chat answers a line
ANSWERS = {"quote": r"(^|\n)> ", "caret": r"\^", "yes": r"\b(yes|yep|yeah|exactly|agreed|too)\b",
           "no": r"\b(nope|nah)\b",
           "echo": r"⟧\? |\b(got it|noted|ok|cheers|thanks)\b",
           "pointer": r"\b(that one|this one|the first|the second|the last|the one|the blue one|the new one|"
                      r"the droplet one|the taxi guy)\b"}


def answers_of(line: str) -> set[str]:
    """The answer styles a form's line shows (`ANSWERS`), by the markers it holds."""
    return {style for style, pattern in ANSWERS.items() if re.search(pattern, line)}


HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given bare in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("rhythmbox", "audacity", "remmina", "kdenlive", "filezilla")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-answer-version-bare", "⟦2.6.32.71⟧ from here, yes", "", ""),
           ("neg-answer-version-nope", "nope, ⟦6.8.0.49⟧ still drops after a minute", "", ""),
           ("neg-answer-version-echo", "⟦1.24.3⟧? ok, trying", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-answer-private-quote", "> which box?\n⟦192.168.178.23⟧\nthe one "
                                            "upstairs", "", ""),
           ("neg-answer-private-brackets", "the second one (⟦10.8.0.6⟧) is fine", "", ""),
           ("neg-answer-private-caret", "^ same for ⟦172.16.40.2⟧", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-answer-loopback", "yeah \"⟦127.0.0.53⟧\" is what it shows", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-answer-cgnat", "the last one, ⟦100.72.3.19⟧, answers", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-answer-doc-v4", "thanks, that one was ⟦198.51.100.77⟧", "",
                                                  "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-answer-doc-v6", "⟦2001:db8:7::c4⟧ works, yep", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-answer-ula", "nope, ⟦fd42:17::9⟧ since tuesday", "", "")),
    *forms("RFC 4291 (loopback and multicast)", ("neg-answer-v6-all-nodes", "^ ⟦ff02::1⟧ for both", "", ""),
           ("neg-answer-v6-unspecified", "⟦::⟧? got it", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-answer-doc-mac", "that one (⟦00:00:5e:00:53:2a⟧) keeps "
                                                      "dropping", "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg-answer-broadcast-mac", "^ ⟦ffffffffffff⟧", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-answer-common-nope", "nope, ⟦qwerty⟧ now", "", ""),
        ("neg-answer-common-quoted", "yeah, \"⟦password1⟧\" with the capital", "", "")),
    *forms("https://xkcd.com/936/ (a documented example passphrase)", (
        "neg-answer-xkcd", "> what did you set for the guest one?\n⟦Tr0ub4dor&3⟧", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg-answer-test-mc", "yep, ⟦5555555555554444⟧ this time",
                                                            "", ""),
           ("neg-answer-test-amex", "⟦3782 822463 10005⟧? ok, booking", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-answer-example-de-iban", "the new one (⟦DE89 3704 0044 0532 0130 00⟧) is fine", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-answer-example-mail", "cheers, looping in ⟦ops@example.net⟧",
                                                   "", ""),
           ("neg-answer-example-mail-echo", "⟦test@example.com⟧? ok got it", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-answer-uuid", "^ ⟦7c1e4b2a-93d0-4f5e-8a61-2b90d3c47e18⟧", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-answer-commit", "nope, ⟦e3a91c4⟧ did", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-answer-date", "yep, ⟦2026-12-04⟧ works after six", "", ""),
           ("neg-answer-time", "⟦07:30⟧ after lunch", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-answer-size", "^ ⟦256MiB⟧", "", ""),
           ("neg-answer-size-gb", "the second one (⟦64GB⟧) bounced earlier", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-answer-port", "⟦:5432⟧? noted", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-answer-pid", "nah, ⟦31877⟧, the other is her office", "", "")),
    *forms(f"{NEG}Line_number", ("neg-answer-line", "thanks, it was ⟦line 87⟧", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-answer-lp-bug", "^ ⟦bug #2045117⟧ knows that one", "", ""),
           ("neg-answer-gh-issue", "⟦#51902⟧ too, agreed", "", "")),
    *forms(f"{NEG}ISBN", ("neg-answer-isbn", "exactly, \"⟦978-1-59327-389-7⟧\" from the flyer", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-answer-epoch", "> the plumber?\n⟦1767225600⟧\nafter nine", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-answer-resolution", "the second, ⟦2560x1440⟧, is the tv", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-answer-pci", "nope, ⟦10de:2684⟧ is the hall one",
                                                               "", "")),
    *forms("https://usb-ids.gowdy.us/ (USB vendor:product ids)", ("neg-answer-usb", "yeah, \"⟦0bda:8153⟧\" off the box",
                                                                  "", "")),
    *forms("https://semver.org/ (pre-release versions)", ("neg-answer-semver", "this one, ⟦3.0.0-rc.2⟧.", "", "")),
    *forms("Ubuntu package names", ("word-nick-answer", "⟦rhythmbox⟧, yep", "", ""),
           ("word-nick-answer", "nope, ⟦audacity⟧ did", "", ""),
           ("word-nick-answer", "^ ⟦remmina⟧ knows that one", "", ""),
           ("word-nick-answer", "thanks, it was ⟦kdenlive⟧", "", ""),
           ("word-nick-answer", "⟦filezilla⟧? ok, asking", "", "")),
)

# technical text with random-looking values that identify no one, given bare as answers
TECHNICAL_SHAPES = (
    ("tech-answer-boot-id", "https://man7.org/linux/man-pages/man1/journalctl.1.html (boot ids)",
     "> which boot?\n{hex:32}"),
    ("tech-answer-image-digest", "https://docs.docker.com/reference/cli/docker/image/ls/ (image ids)",
     "^ {hex:12}, the slim one"),
    ("tech-answer-apport-id", "https://wiki.ubuntu.com/Apport (crash report ids)", "yep, {uuid} is the crash"),
    ("tech-answer-build-id", "https://man7.org/linux/man-pages/man1/ld.1.html (--build-id)",
     "nope, {hex:40} for the debug symbols"),
    ("tech-answer-tree-id", "https://git-scm.com/docs/git-cat-file", "the second one, {hex:40}, is the tree"),
    ("tech-answer-short-commit", "https://git-scm.com/docs/git-rev-parse", "{hex:10}? ok, checking it out"),
    ("tech-answer-iso-md5", "https://man7.org/linux/man-pages/man1/md5sum.1.html (checksums)",
     "yeah, the iso gives {hex:32}"),
    ("tech-answer-fs-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (filesystem uuids)",
     "the root one (UUID={uuid}) mounts"),
    ("tech-answer-lvm-uuid", "https://man7.org/linux/man-pages/man8/lvdisplay.8.html (LV uuids)",
     "thanks, the lv is {uuid}"),
    ("tech-answer-span-id", "https://www.w3.org/TR/trace-context/ (span ids)", "^ span {hex:16}"),
    ("tech-answer-snap-rev", "https://snapcraft.io/docs/snap-revisions", "nah, revision {dec:5} of core22"),
    ("tech-answer-inode", "https://man7.org/linux/man-pages/man7/inode.7.html (inode numbers)",
     "yes, inode {dec:7} is it"),
    ("tech-answer-sha512", "https://man7.org/linux/man-pages/man1/sha512sum.1.html (checksums)",
     "exactly, {hex:128}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v25's seed and people put together from the hand-written lists."""

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
B64 = ALNUM + "+/"
WORDS = ("kestrel", "fjord", "tamarind", "quokka", "basalt", "gondola", "paprika", "nimbus", "sorrel", "tundra",
         "origami", "zephyr", "cactus", "lagoon")   # v25's own
SHORT = ("tin", "owl", "fig", "red", "sky", "jam", "fox", "elm", "oak", "dew", "ink", "bay")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
SIGNS = "!#$%&*+?@=^~"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-16 characters, three classes or more), made three ways people make them: three
    short words in CamelCase with a digit and a sign, a sign first then a word with two digits inside and its last
    letter raised, a month and a day then a capitalised word and a sign."""
    for _ in range(MAX_DRAWS):
        style = (i // len(FORMS["secret"])) % 3   # the forms repeat every nine plants: the recipe turns slower
        if style == 0:
            pw = "".join(w.capitalize() for w in draws.rng.sample(SHORT, 3)) + draws.chars("0123456789", 1) + \
                draws.rng.choice(SIGNS)
        elif style == 1:
            word = draws.rng.choice(WORDS)
            cut = draws.rng.randrange(2, len(word) - 1)
            pw = draws.rng.choice(SIGNS) + word[:cut] + draws.chars("0123456789", 2) + word[cut:-1] + word[-1].upper()
        else:
            pw = draws.rng.choice(MONTHS) + f"{draws.rng.randrange(1, 29):02d}" + draws.rng.choice(WORDS).capitalize() + \
                draws.rng.choice(SIGNS)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 16 and classes >= 3 and draws.fresh(pw):
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
                "shpss": "shpss_" + draws.chars(HEX, 32),
                "doo": "doo_v1_" + draws.chars(HEX, 64), "linear": "lin_oauth_" + draws.chars(HEX, 64)}
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
        "answer-handle-yep": (f"⟦{handle}⟧, yep, she set up the roles", (handle,), author, "sentence-start"),
        "answer-display-name-nope": (f"nope, ⟦{person.full}⟧ runs the event now", (person.full,), nicknamed,
                                     "sentence-middle"),
        "answer-first-name-caret": (f"^ ask ⟦{person.first}⟧", (person.first,), nicknamed, "sentence-end"),
        "answer-handle-brackets": (f"the second mod (⟦{handle}⟧) is away", (handle,), author, "in-brackets"),
        "answer-quote-display-name": (f"> who made the banner?\n⟦{person.full}⟧\nlast year", (person.full,), nicknamed,
                                      "own-line"),
        "forward-handle-echo": (f"⟦{handle}⟧? ok, pinging", (handle,), {**author, "place": "forward"},
                                "before-punctuation"),
        "answer-handle-thanks": (f"thanks, it was ⟦{handle}⟧ all along", (handle,), author, "sentence-middle"),
        "answer-first-name-quoted": (f"yeah, \"⟦{person.first}⟧\" in the credits", (person.first,), nicknamed,
                                     "in-quotes"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "answer-real-name-yep": (f"yep, ⟦{person.full}⟧ signs off the budget", (person.full,), user,
                                 "sentence-middle"),
        "answer-handle-echo": (f"⟦{handle}⟧? noted", (handle,), user, "before-punctuation"),
        "answer-first-name-nah": (f"nah, ⟦{person.first}⟧ took that over", (person.first,), user, "sentence-middle"),
        "answer-handle-brackets": (f"the on-duty one (⟦{handle}⟧) knows", (handle,), user, "in-brackets"),
        "answer-quote-real-name": (f"> who reviews?\n⟦{person.full}⟧\nthis week", (person.full,), user, "own-line"),
        "comment-real-name-caret": (f"^ from ⟦{person.full}⟧", (person.full,), {**user, "place": "comment"},
                                    "sentence-end"),
        "answer-handle-exactly": (f"⟦{handle}⟧ exactly, not the team", (handle,), user, "sentence-start"),
        "answer-first-name-quoted": (f"the first, \"⟦{person.first}⟧\" on the doc", (person.first,), user,
                                     "in-quotes"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "answer-handle-nope": (f"nope, ⟦{handle}⟧ has the keys to the van", (handle,), {}, "sentence-middle"),
        "mention-name-first-yep": (f"⟦{person.first}⟧, yep", (person.first,), {"entity": ["mention_name", number]},
                                   "sentence-start"),
        "answer-full-name-quoted": (f"exactly, \"⟦{person.full}⟧\" on the card", (person.full,), {}, "in-quotes"),
        "answer-handle-brackets": (f"the last one (⟦{handle}⟧) left early", (handle,), {}, "in-brackets"),
        "answer-quote-full-name": (f"> who's driving?\n⟦{person.full}⟧\nboth ways", (person.full,), {}, "own-line"),
        "saved-first-name-caret": (f"^ ⟦{person.first}⟧ brings the tent", (person.first,), {"place": "saved"},
                                   "sentence-middle"),
        "text-mention-full-name-answer-thanks": (f"thanks, ⟦{person.full}⟧", (person.full,),
                                          {"entity": ["text_mention", number]}, "sentence-end"),
        "answer-first-name-echo": (f"⟦{person.first}⟧? ok, asking her", (person.first,), {}, "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("answer-handle-yep", "answer-display-name-nope", "answer-first-name-caret", "answer-handle-brackets",
                "answer-quote-display-name", "forward-handle-echo", "answer-handle-thanks", "answer-first-name-quoted"),
    "slack": ("answer-real-name-yep", "answer-handle-echo", "answer-first-name-nah", "answer-handle-brackets",
              "answer-quote-real-name", "comment-real-name-caret", "answer-handle-exactly", "answer-first-name-quoted"),
    "telegram": ("answer-handle-nope", "mention-name-first-yep", "answer-full-name-quoted", "answer-handle-brackets",
                 "answer-quote-full-name", "saved-first-name-caret", "text-mention-full-name-answer-thanks",
                 "answer-first-name-echo")}
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
    """v23's kinds of side channel in new shapes: a Discord DM named after an underscored handle, a Slack private
    channel of one person's onboarding, a Slack group DM of three, a Telegram personal chat titled in the person's own
    script, an export under a Linux home named after the person."""
    people = [p for p in (draws.person(2500 + k) for k in range(80))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[5:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    a, b, c, d, e, f = people[:6]
    t = scripted[0] if scripted else people[6]
    home = f"{f.ascii_first[:1].lower()}{f.ascii_last.lower()}"
    rows = {
        "discord-dm-name": ("discord", f"{a.ascii_first.lower()}_{a.ascii_last.lower()}",
                            (a.ascii_first.lower(), a.ascii_last.lower())),
        "slack-private-channel-of-person": ("slack", f"onboarding-{b.ascii_first.lower()}",
                                            (b.ascii_first.lower(),)),
        "slack-mpdm-name": ("slack", f"mpdm-{c.ascii_first.lower()}.{c.ascii_last[:1].lower()}--{d.ascii_first.lower()}"
                                     f"--{e.ascii_first.lower()}-1",
                            (c.ascii_first.lower(), d.ascii_first.lower(), e.ascii_first.lower())),
        "telegram-personal-title": ("telegram", t.full, (t.first, t.last)),
        "export-path-home": ("discord", f"/home/{home}/backups/discord-export", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v23 (lower case, v24 never read): no value of v25 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v25 is one an earlier set used."""
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
    """No planted form's carrier phrase holds a word of `BARE_WORDS`; every form gives an answer (`ANSWERS`)."""
    for kind, kind_forms in FORMS.items():
        for form in kind_forms:
            assert not bare_words(form.line), (kind, form.name, bare_words(form.line))
            assert form.position in POSITIONS, (kind, form.name)
            assert answers_of(form.line), (kind, form.name)


def build() -> list[dict]:
    """Every record of the twenty-fifth held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v23
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
