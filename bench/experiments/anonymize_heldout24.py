"""Builds bench/data/anonymize_heldout24.jsonl, the TWENTY-FOURTH held-out set of the anonymiser (v24), measured by
`bench/anonymize_heldout.py --set v24`. Written on 2026-11-29 (15:53-16:10 UTC, helper heldout24) after v23 was
spent, while another helper wrote v25 apart (never read: not its worktree, not its branch); never tuned on; committed
with its jsonl before any measurement. Its author read only the brief, the harness (bench/anonymize_heldout.py),
v23's builder in full (this builder keeps its machinery: the drawing, placing and export code), v22's docstring and
its Discord forms, v14's Telegram and Slack mention forms, v20's side channels, the earlier builders' helpers and
people lists (imported, to avoid their names), tests/test_anonymize_heldout.py and the committed earlier sets (their needles, phone regions and IBAN
countries, counted to pick the least used). Public sources were searched for about a minute (two searches, for
shapes only: a token pasted into a chat message, `ip addr` output as people paste it); every other form's `source`
names a public document the author knows that shows or defines the habit (a standard, a man page, a project's or
issuer's own docs, a Wikipedia article on the habit); no line or value was copied. It did NOT read the rule modules
(disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half, any
result of a held-out set, the privacy tests, docs/privacy.md beyond its first section, nor anything of v25. The
anonymiser was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v24 keeps v5-v23's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a sixth, independent AUDITOR'S SAMPLE (v14, v16, v18, v20 and v22 were the first five, by
other authors): the sample a data protection officer would draw of what a help channel or a team chat really holds.

- PROPORTIONS, decided before any value was written (`REGISTER`, each form tagged `plain` or `harder`): in the
  author's experience of #ubuntu-like help rooms and team chats, three personal values in four are given plainly
  (an owner giving their mail, number, address or card by mistake; a helper addressing or thanking a nick; a home
  path inside a pasted error, which is the everyday way home paths reach chat); the rest come the harder ways:
  an obfuscated address, a carrier in another language, a pasted program output or config line (`ip addr`,
  `git config --list`, a vCard, an `.env`, `getmac`), an encoded value (a percent-encoded file URI), a nick variant
  (`|away`, `-laptop`) or a typed IRC log line. So each kind has eight forms, six plain and two harder, taken in
  turn: 36 of each kind's 48 plants plain (75%), 12 harder (25%). Nick variants `_` and `2` count as plain (the
  client completes them), `|away` and `-laptop` as harder.
- FRESH CARRIERS (`FORMS`): everyday phrases written by the author for this set, an owner's voice and a helper's,
  at every position (`POSITIONS`): start, middle, end, in brackets, in quotes, before punctuation, alone on a line of
  a multi-line message. Each form names its habit and the public document that shows people write so.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name written by hand by the author from his own
  knowledge of naming, no name library nor list file, none a name of v20's, v21's, v22's or v23's lists (the build
  checks). Seventeen naming cultures, chosen as the ones those sets drew least (US American, Nigerian (Yoruba and
  Igbo), Filipino, Vietnamese, Turkish, Greek, Italian, Serbian, Egyptian, Israeli, North Indian (Hindi), Malaysian
  Malay, Pakistani, Québécois, Norwegian, Kenyan, Spanish), weighted (`CULTURE_WEIGHTS`) as the author guesses an
  international English-speaking Linux channel mixes them: American, Indian, Italian, Nigerian most; Norwegian and
  Serbian fewest; mostly common names, a few rarer ones (Chidinma, Marites, Nyambura, Ingebjørg). Greek
  and Serbian surnames take the first name's gender; Vietnamese people are written family name first; Greek,
  Serbian, Egyptian, Israeli and Hindi speakers are written in their own script (Greek, Cyrillic, Arabic, Hebrew,
  Devanagari) in display names and side channels and transliterated by the author as they type themselves in an
  address or a login (Giorgos, Milica, Mahmoud, Noa, Priya).
- VALUES FROM WHAT THE EARLIER SETS USED LEAST: phone regions planted three times or fewer before and none of v22's
  or v23's (`PHONE_REGIONS`), each number a valid mobile of its region in national, international or E.164
  spelling; the twelve IBAN countries used least (`IBAN_COUNTRIES`); card IINs, IPv4 /16s, IPv6 prefixes, OUIs,
  e-mail providers (each person's at a provider of their culture's country) and token issuers (Render `rnd_`, HubSpot
  `pat-na1-`, Shopify `shpss_`) none used before (`check_ranges`); passwords by v24's
  own recipe (a pet word and a birth year with a sign, a leetspeak word with digits, two words and a sign);
  seeded `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): a full OpenPGP fingerprint as
  `gpg --fingerprint` prints it (ten groups of four, two spaces in the middle); an SSH host key SHA256 fingerprint
  inside `ssh-keygen -lf`'s output line; a 32-48 character mixed-case token with no issuer prefix; and a MAC-derived
  link-local address (`ff:fe` in its middle, kind `ipv6`) in `ip -6 addr` output.
- HOSTS: v12-v23's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the shared
  irclogs days), none a line of v1-v23, taken in turn. The irclogs days ran out: v1-v23 left 178 lines there, none
  clean, so every one of them hosts a plant and the rest come from the quiet #ubuntu days (the test says so). Nicks
  are, where the host's log has one, a nick that speaks in that log.
- EXPORTS: mentions as the clients write them (Discord `<@id>`, `<@!id>`; Slack `<@U..>`, `<@U..|name>`; Telegram
  `mention`, `mention_name`, `text_mention` entities) and as people type them (`@handle`, a display name, a first
  name addressed or thanked, in brackets, quoted, on a line of its own), in the readers' places (message text, a
  Discord forward, a Slack file comment, a Telegram photo caption); side channels of v20's kinds in new shapes (a
  Discord group DM of three, a Slack DM with a person, a Slack channel named after two people, a Telegram group titled
  in its members' own scripts, an export under a Linux home named after the person).
- NEGATIVES IN THE PLANTS' OWN PHRASES: values that identify no one (versions, private, loopback, documentation
  addresses, documentation MACs, example passwords, test cards, documented IBANs, example domains, UUIDs, dates,
  sizes, ports, commands, package names said like nicks) in the carrier phrases the plants use. TECHNICAL lines give
  random-looking ids that identify no one (checksums, container ids, commit ids, UUIDs, ...); no PGP key id or SSH
  fingerprint among them.
- NOT COVERED: values split over lines, other scripts' digits, homoglyphs (v10-v13, v15).

    python bench/experiments/anonymize_heldout24.py   # rewrites bench/data/anonymize_heldout24.jsonl
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
from experiments import anonymize_heldout21 as twentyfirst  # noqa: E402 -- drawn_mobile, its people (avoided)
from experiments import anonymize_heldout22 as twentysecond  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout23 as twentythird  # noqa: E402 -- its people (avoided)

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout24.jsonl"
EARLIER_SETS = (*twentythird.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (22, 23)))
SEED = 24241
EXPORT_SEED = 24202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("IS", "MT", "MD", "ME", "KG", "MU", "RW", "ZM", "ZW", "BG", "AZ", "TN", "LA", "MV", "SV", "PA",
                 "GY", "TJ")   # planted in three times or fewer before, none of v22's or v23's
IBAN_COUNTRIES = ("DK", "FI", "HR", "LT", "SE", "GB", "SC", "SV", "TL", "XK", "HN", "MT")   # the least used before
CARD_RANGES = (("visa_no_hc", "492153", 16), ("mastercard_za_hc", "518734", 16), ("visa_cl_hc", "450799", 16),
               ("amex_hc", "377931", 15), ("mastercard_pl_hc", "541327", 16), ("diners_hc", "305981", 14),
               ("jcb_hc", "352819", 16), ("unionpay_hc", "622848", 16), ("troy_hc", "979203", 16),
               ("discover_hc", "644812", 16), ("rupay_hc", "508159", 16), ("visa_tr_hc", "413226", 16))
DOMAINS_OF = {"en-us": ("cox.net", "charter.net", "windstream.net"), "yo-ng": ("skannet.com", "hyperia.com"),
              "tl": ("globe.com.ph",), "vi": ("viettel.vn",), "tr": ("ttnet.net.tr",), "el": ("forthnet.gr",),
              "it": ("fastwebnet.it",), "sr": ("sbb.rs", "open.telekom.rs"), "ar-eg": ("idsc.net.eg", "menanet.net"),
              "he": ("bezeqint.net", "netvision.net.il"), "hi": ("bsnl.in",), "ms": ("tm.net.my",),
              "ur": ("ptcl.net.pk",), "fr-ca": ("bell.net", "globetrotter.net"), "no": ("altibox.no", "getmail.no"),
              "sw": ("jambo.co.ke", "wananchi.com"), "es-es": ("jazztel.es", "euskaltel.net")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("84.236", "46.115", "178.238", "185.113", "77.109", "213.55", "31.147", "151.64", "79.133",
             "190.210", "203.188", "122.160")
V6_PREFIXES = ("2a02:2788", "2800:810", "2a01:598", "2a02:a311", "2404:7c00", "2a04:4540", "2600:6c50")
OUIS = ("78:2b:cb", "a8:a1:59", "04:42:1a", "2c:4d:54", "f4:4d:30")
ISSUERS = ("rnd_", "pat-na1-", "shpss_")

# the documents that show each habit (known to the author; no page was searched or copied)
RFC5322 = "RFC 5322 (an address given as addr-spec in running text)"
MUNGING = "https://en.wikipedia.org/wiki/Address_munging (name at domain dot com to fool harvesters)"
GITCONFIG = "https://git-scm.com/docs/git-config (user.email as `git config --list` prints it)"
E123 = "ITU-T Recommendation E.123 (national and international notation of telephone numbers)"
VCARD = "RFC 6350 (the vCard TEL property, as a pasted contact card holds it)"
ITALIAN = "https://en.wikipedia.org/wiki/Telephone_numbers_in_Italy (numbers given in Italian chat)"
RFC791 = "RFC 791 (dotted-quad addresses as users give them)"
IPADDR = "https://zweng.dev/Interpreting-ip-link-and-address-command-output (`ip addr` / `ip link` output as pasted)"
TURKISH = "https://wiki.ubuntu-tr.net/ (Turkish Ubuntu community, addresses given in Turkish)"
RFC5952 = "RFC 5952 (the compressed text form of IPv6 addresses)"
RFC3986 = "RFC 3986 (an IPv6 literal in brackets inside a URL)"
IEEE802 = "IEEE Std 802-2014 (MAC address notations)"
GETMAC = "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/getmac (Windows MAC output)"
LEAK = "https://github.com/python-discord/bot/pull/2370 (a live token posted in a chat message, flagged by a bot)"
RENDER = "https://render.com/docs/api (rnd_ API keys, pasted when a deploy script fails)"
HUBSPOT = "https://developers.hubspot.com/docs/api/private-apps (pat-na1- private app access tokens)"
SHOPIFY = "https://shopify.dev/docs/apps/build/authentication-authorization (shpss_ app shared secrets)"
GPG = "https://www.gnupg.org/gph/en/manual/x56.html (gpg --fingerprint output, shared to be verified)"
SSHKEYGEN = "https://man.openbsd.org/ssh-keygen (ssh-keygen -lf output line pasted to compare keys)"
DOTENV = "https://12factor.net/config (credentials kept as environment variables in a pasted .env)"
FHS = "Filesystem Hierarchy Standard (/home/user paths inside pasted error messages)"
XDG = "XDG Base Directory Specification (~/.config, ~/.cache paths in logs)"
WSL = "https://learn.microsoft.com/en-us/windows/wsl/filesystems (C:\\Users\\name paths seen from WSL)"
FILEURI = "RFC 8089 (file: URIs, percent-encoded, as a file manager copies them)"
RFC2812 = "RFC 2812 (IRC nicknames, addressed as `nick:` by clients)"
IRCGUIDE = "https://wiki.ubuntu.com/IRC/Guidelines (addressing and thanking people by nick in #ubuntu)"
AWAYNICK = "https://en.wikipedia.org/wiki/Internet_Relay_Chat#Nicknames (nick|away, nick_ and nick2 variants)"
ISO7812 = "ISO/IEC 7812-1 (card numbers printed in groups of four)"
SPANISH = "https://es.wikipedia.org/wiki/Tarjeta_de_cr%C3%A9dito (cards named in Spanish chat)"
STRIPEJSON = "https://docs.stripe.com/api/payment_methods/object (a card number field of a pasted JSON body)"
ISO13616 = "ISO 13616-1 (an IBAN printed in groups of four or in one run)"
GERMAN = "https://de.wikipedia.org/wiki/Internationale_Bankkontonummer (IBANs given in German chat)"
INVOICE = "https://www.europeanpaymentscouncil.eu/ (an invoice line with the IBAN, pasted)"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (<@id>, <@!id>, typed names)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (<@U..>, <@U..|name>, typed names)"
TELEGRAM_DOC = "https://core.telegram.org/api/mentions (mention, mention_name, text_mention entities)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = nineteenth.POSITIONS


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "en-us": (False, ("Ashley|Ashley|f", "Jeremy|Jeremy|m", "Chad|Chad|m", "Mackenzie|Mackenzie|f",
        "Destiny|Destiny|f", "Bryce|Bryce|m", "Alyssa|Alyssa|f", "Trevor|Trevor|m", "Jenna|Jenna|f"),
        ("Jennings|Jennings", "Hoffman|Hoffman", "Parsons|Parsons", "Whitaker|Whitaker", "Beasley|Beasley",
        "Vaughn|Vaughn", "Sandoval|Sandoval", "Mahoney|Mahoney", "Blevins|Blevins", "Stroud|Stroud", "Yancey|Yancey",
        "Dunbar|Dunbar", "Lockhart|Lockhart", "Sizemore|Sizemore", "Haskins|Haskins", "Weatherby|Weatherby",
        "Culpepper|Culpepper", "Tillman|Tillman")),
    "yo-ng": (False, ("Chidinma|Chidinma|f", "Babatunde|Babatunde|m", "Chukwuemeka|Chukwuemeka|m",
        "Titilayo|Titilayo|f", "Ikenna|Ikenna|m", "Omolara|Omolara|f", "Damilola|Damilola|f", "Uchenna|Uchenna|m",
        "Bukola|Bukola|f"),
        ("Nwachukwu|Nwachukwu", "Oyelaran|Oyelaran", "Akinwande|Akinwande", "Nnamdi|Nnamdi",
        "Ibekwe|Ibekwe", "Olatunji|Olatunji", "Onyekachi|Onyekachi", "Fashola|Fashola", "Anyanwu|Anyanwu",
        "Ogundipe|Ogundipe", "Adeleke|Adeleke")),
    "tl": (False, ("Jericho|Jericho|m", "Raffy|Raffy|m", "Bong|Bong|m", "Jhun|Jhun|m", "Ramil|Ramil|m",
        "Lorna|Lorna|f", "Rhea|Rhea|f", "Dindo|Dindo|m", "Marites|Marites|f", "Joemar|Joemar|m", "Cherrie|Cherrie|f"),
        ("Manalo|Manalo", "Mercado|Mercado", "Tolentino|Tolentino", "Salvador|Salvador", "Lacson|Lacson",
        "Cayabyab|Cayabyab", "Ocampo|Ocampo", "Magbanua|Magbanua", "Panganiban|Panganiban", "Evangelista|Evangelista",
        "Sison|Sison", "Dizon|Dizon")),
    "vi": (True, ("Phúc|Phuc|m", "Hạnh|Hanh|f", "Yến|Yen|f", "Nhung|Nhung|f",
        "Vinh|Vinh|m", "Oanh|Oanh|f"),
        ("Huỳnh|Huynh", "Ngô|Ngo", "Dương|Duong", "Trịnh|Trinh", "Đinh|Dinh")),
    "tr": (False, ("Volkan|Volkan|m", "Caner|Caner|m", "Hakan|Hakan|m", "Sibel|Sibel|f", "Pınar|Pinar|f",
        "Onur|Onur|m", "Derya|Derya|f"),
        ("Kaya|Kaya", "Yıldız|Yildiz", "Kurt|Kurt", "Özdemir|Ozdemir", "Aksoy|Aksoy", "Erdoğan|Erdogan",
        "Polat|Polat", "Güneş|Gunes", "Karaca|Karaca", "Tekin|Tekin")),
    "el": (False, ("Σπύρος|Spyros|m", "Ευαγγελία|Evangelia|f", "Δέσποινα|Despoina|f", "Παναγιώτης|Panagiotis|m",
        "Χρυσούλα|Chrysoula|f", "Αθηνά|Athina|f"),
        ("Μαυρίδης|Mavridis|Μαυρίδου|Mavridou", "Ζαχαρίου|Zachariou|Ζαχαρίου|Zachariou",
        "Τσιρίγος|Tsirigos|Τσιρίγου|Tsirigou", "Κωνσταντινίδης|Konstantinidis|Κωνσταντινίδου|Konstantinidou")),
    "it": (False, ("Francesca|Francesca|f", "Giulia|Giulia|f", "Riccardo|Riccardo|m", "Tommaso|Tommaso|m",
        "Massimo|Massimo|m", "Arianna|Arianna|f", "Fabrizio|Fabrizio|m", "Beatrice|Beatrice|f"),
        ("Rossi|Rossi", "Marino|Marino", "Greco|Greco", "Bruno|Bruno", "Galli|Galli", "Conti|Conti", "Romano|Romano",
        "Ferrara|Ferrara", "Barbieri|Barbieri", "Moretti|Moretti", "Caruso|Caruso", "Rinaldi|Rinaldi",
        "Santoro|Santoro", "Vitale|Vitale", "Pellegrini|Pellegrini", "Bellini|Bellini", "Gatti|Gatti")),
    "sr": (False, ("Милош|Milos|m", "Милица|Milica|f", "Стефан|Stefan|m", "Јована|Jovana|f", "Немања|Nemanja|m",
        "Драгана|Dragana|f", "Вук|Vuk|m", "Теодора|Teodora|f", "Душан|Dusan|m", "Сања|Sanja|f", "Бранко|Branko|m",
        "Ивана|Ivana|f"),
        ("Јовановић|Jovanovic", "Петровић|Petrovic", "Николић|Nikolic", "Марковић|Markovic", "Ђорђевић|Djordjevic",
        "Стојановић|Stojanovic", "Илић|Ilic", "Павловић|Pavlovic", "Милошевић|Milosevic", "Станковић|Stankovic",
        "Томић|Tomic", "Лазић|Lazic")),
    "ar-eg": (False, ("محمود|Mahmoud|m", "منى|Mona|f", "كريم|Karim|m", "ياسمين|Yasmin|f", "عمرو|Amr|m", "هبة|Heba|f",
        "طارق|Tarek|m", "رانيا|Rania|f", "شريف|Sherif|m", "دينا|Dina|f", "وليد|Walid|m", "نهى|Noha|f",
        "هشام|Hesham|m", "إيمان|Eman|f"),
        ("السيد|Elsayed", "فؤاد|Fouad", "مصطفى|Mostafa", "الشريف|Elsherif", "الجمال|Elgamal", "شلبي|Shalaby",
        "حجازي|Hegazy", "النجار|Elnaggar", "سليمان|Soliman")),
    "he": (False, ("יונתן|Yonatan|m", "עומר|Omer|m", "טליה|Talya|f", "אלון|Alon|m", "גלעד|Gilad|m"),
        ("כהן|Cohen", "לוי|Levi", "אברהם|Avraham", "גולן|Golan")),
    "hi": (False, ("आरव|Aarav|m", "अंजलि|Anjali|f", "नेहा|Neha|f", "विकास|Vikas|m", "अमित|Amit|m", "स्वाति|Swati|f",
        "मनीष|Manish|m", "रुचि|Ruchi|f", "सौरभ|Saurabh|m", "दीपिका|Deepika|f", "अंकित|Ankit|m", "शिल्पा|Shilpa|f",
        "गौरव|Gaurav|m"),
        ("वर्मा|Verma", "सिंह|Singh", "मिश्रा|Mishra", "यादव|Yadav", "श्रीवास्तव|Srivastava", "त्रिपाठी|Tripathi",
        "चौहान|Chauhan", "अग्रवाल|Agarwal", "पांडे|Pandey", "तिवारी|Tiwari", "सक्सेना|Saxena", "दुबे|Dubey")),
    "ms": (False, ("Hafiz|Hafiz|m", "Nurul|Nurul|f", "Faizal|Faizal|m", "Aisyah|Aisyah|f", "Azlan|Azlan|m",
        "Syafiqah|Syafiqah|f", "Khairul|Khairul|m", "Farhana|Farhana|f", "Shahrul|Shahrul|m", "Izzati|Izzati|f",
        "Zulkifli|Zulkifli|m", "Amirah|Amirah|f"),
        ("Ismail|Ismail", "Othman|Othman", "Yusof|Yusof", "Razak|Razak", "Hamzah|Hamzah", "Kamaruddin|Kamaruddin",
        "Abdullah|Abdullah", "Jamaluddin|Jamaluddin", "Salleh|Salleh", "Ghazali|Ghazali", "Baharom|Baharom",
        "Mokhtar|Mokhtar")),
    "ur": (False, ("Bilal|Bilal|m", "Ayesha|Ayesha|f", "Usman|Usman|m", "Kamran|Kamran|m", "Sana|Sana|f",
        "Mehwish|Mehwish|f", "Zeeshan|Zeeshan|m", "Rabia|Rabia|f", "Adnan|Adnan|m", "Saima|Saima|f", "Waqas|Waqas|m",
        "Iqra|Iqra|f"),
        ("Qureshi|Qureshi", "Butt|Butt", "Malik|Malik", "Siddiqui|Siddiqui", "Abbasi|Abbasi", "Chaudhry|Chaudhry",
        "Awan|Awan", "Rana|Rana", "Gondal|Gondal", "Bhatti|Bhatti", "Niazi|Niazi", "Mirza|Mirza", "Khattak|Khattak")),
    "fr-ca": (False, ("Étienne|Etienne|m", "Geneviève|Genevieve|f", "Émilie|Emilie|f", "Frédéric|Frederic|m",
        "Marie-Ève|Marie-Eve|f", "Jean-François|Jean-Francois|m", "Josée|Josee|f", "Sylvain|Sylvain|m",
        "Mélanie|Melanie|f", "Annie|Annie|f", "Yannick|Yannick|m", "Catherine|Catherine|f"),
        ("Tremblay|Tremblay", "Gagnon|Gagnon", "Bouchard|Bouchard", "Côté|Cote", "Pelletier|Pelletier",
        "Lavoie|Lavoie", "Bélanger|Belanger", "Ouellet|Ouellet", "Paquette|Paquette", "Fortin|Fortin",
        "Lapointe|Lapointe", "Bergeron|Bergeron")),
    "no": (False, ("Magnus|Magnus|m", "Ingebjørg|Ingebjorg|f", "Sindre|Sindre|m", "Solveig|Solveig|f",
        "Håvard|Havard|m", "Ragnhild|Ragnhild|f", "Eirik|Eirik|m", "Synnøve|Synnove|f", "Torbjørn|Torbjorn|m",
        "Guro|Guro|f", "Vegard|Vegard|m", "Marit|Marit|f"),
        ("Haugen|Haugen", "Berntsen|Berntsen", "Solberg|Solberg", "Bakken|Bakken", "Strand|Strand", "Aasen|Aasen",
        "Løken|Loken", "Halvorsen|Halvorsen", "Sæther|Saether", "Moen|Moen", "Fjeld|Fjeld",
        "Kristoffersen|Kristoffersen")),
    "sw": (False, ("Wanjiru|Wanjiru|f", "Akinyi|Akinyi|f", "Njeri|Njeri|f", "Wairimu|Wairimu|f",
        "Kipchoge|Kipchoge|m", "Atieno|Atieno|f", "Nyambura|Nyambura|f", "Ochieng|Ochieng|m"),
        ("Kiptoo|Kiptoo", "Wambua|Wambua", "Kimani|Kimani", "Mutiso|Mutiso", "Koech|Koech", "Gitau|Gitau")),
    "es-es": (False, ("Iñaki|Inaki|m", "Irene|Irene|f", "Nuria|Nuria|f", "Jordi|Jordi|m", "Montserrat|Montserrat|f"),
        ("García|Garcia", "Martínez|Martinez", "Ruiz|Ruiz", "Serrano|Serrano", "Vidal|Vidal", "Prieto|Prieto",
        "Aguirre|Aguirre", "Calvo|Calvo", "Garrido|Garrido", "Pujol|Pujol")),
}
CULTURE_WEIGHTS = {"en-us": 12, "yo-ng": 6, "tl": 5, "vi": 4, "tr": 5, "el": 3, "it": 6, "sr": 2, "ar-eg": 4,
                   "he": 3, "hi": 7, "ms": 3, "ur": 4, "fr-ca": 4, "no": 2, "sw": 3, "es-es": 5}
OWN_SCRIPT = ("el", "sr", "ar-eg", "he", "hi")
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
    found: set[str] = set()
    for builder in (twentyfirst, twentysecond, twentythird):
        for _, firsts, lasts in builder.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    for culture in twentieth.CULTURES.values():
        for key in ("m", "f", "lm", "lf"):
            found.update(p.lower() for name in culture.get(key, ()) for p in name.split("="))
    return found


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v24's lists is one of v20's, v21's, v22's or v23's."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms
# Each kind: six plain forms then two harder ones (`REGISTER`); decided before any value was written.
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(RFC5322, ("hc-email-reach-me-on", "you can reach me on ⟦{v}⟧ most evenings", "sentence-middle",
                         "the owner gives their address mid-sentence"),
               ("hc-email-drop-a-line", "⟦{v}⟧ - drop me a line there and i'll send the patch", "sentence-start",
                "the address first, a dash and what to do with it"),
               ("hc-email-sent-dump-to", "sent the crash dump to ⟦{v}⟧.", "before-punctuation",
                "a helper says where something went, a full stop after it"),
               ("hc-email-work-one-brackets", "the launchpad account is under my work one (⟦{v}⟧)", "in-brackets",
                "in brackets after saying which account"),
               ("hc-email-signs-quoted", "he signs his mails \"⟦{v}⟧\" so it's the same guy", "in-quotes",
                "in quotes, said of someone else"),
               ("hc-email-mail-it-own-line", "if anyone has the iso, mail it to\n⟦{v}⟧\nthanks in advance",
                "own-line", "alone on its line of a three-line message")),
        *forms(MUNGING, ("hc-email-munged-at-dot", "write to ⟦{obf}⟧ (no spam pls)", "sentence-middle",
                         "munged: ' at ' and ' dot ' for @ and ., to fool harvesters")),
        *forms(GITCONFIG, ("hc-email-git-config-list", "git config --list says user.email=⟦{v}⟧", "sentence-end",
                           "a pasted `git config --list` line")),
    ),
    "phone": (
        *forms(E123, ("hc-phone-call-me-on", "call me on ⟦{intl}⟧ if the meetup moves", "sentence-middle",
                      "international notation, the owner's voice"),
               ("hc-phone-text-me-dash", "⟦{national}⟧ - text me when you're outside", "sentence-start",
                "national notation first"),
               ("hc-phone-number-is", "my number is ⟦{e164}⟧.", "before-punctuation", "E.164 before a full stop"),
               ("hc-phone-whatsapp-brackets", "(⟦{intl}⟧, whatsapp only)", "in-brackets",
                "in brackets with the app it is for"),
               ("hc-phone-flyer-quoted", "\"⟦{national}⟧\" is what's on the flyer", "in-quotes",
                "in quotes, read off paper"),
               ("hc-phone-ring-own-line", "if the bot dies ring\n⟦{intl}⟧\nday or night", "own-line",
                "alone on its line")),
        *forms(ITALIAN, ("hc-phone-italian-chiamami", "chiamami al ⟦{national}⟧ dopo le sei", "sentence-middle",
                         "an Italian carrier phrase")),
        *forms(VCARD, ("hc-phone-vcard-tel-line", "from the vcf: TEL;TYPE=cell:⟦{e164}⟧", "sentence-end",
                       "a pasted vCard TEL line")),
    ),
    "ipv4": (
        *forms(RFC791, ("hc-v4-cant-ssh-into", "can't ssh into ⟦{v}⟧ since this morning", "sentence-middle",
                        "the owner's server mid-sentence"),
               ("hc-v4-home-box-first", "⟦{v}⟧ is my home box, port 22 is open", "sentence-start",
                "first, then what it is"),
               ("hc-v4-public-ip-is", "my public ip is ⟦{v}⟧.", "before-punctuation", "announced, a full stop"),
               ("hc-v4-vps-brackets", "the vps (⟦{v}⟧) runs noble now", "in-brackets", "in brackets"),
               ("hc-v4-whatismyip-quoted", "whatismyip says \"⟦{v}⟧\" but the router shows another", "in-quotes",
                "in quotes, read off a web page"),
               ("hc-v4-fail2ban-own-line", "fail2ban keeps banning\n⟦{v}⟧\nwhich is me", "own-line",
                "alone on its line")),
        *forms(IPADDR, ("hc-v4-ip-addr-inet-line", "ip a shows inet ⟦{v}⟧/32 scope global wg0", "sentence-middle",
                        "a pasted `ip addr` inet line")),
        *forms(TURKISH, ("hc-v4-turkish-sunucu", "sunucunun adresi ⟦{v}⟧, ping atmıyor", "before-punctuation",
                         "a Turkish carrier phrase")),
    ),
    "ipv6": (
        *forms(RFC5952, ("hc-v6-isp-gave-me", "my isp gave me ⟦{v}⟧ today, changes weekly", "sentence-middle",
                         "the owner's address mid-sentence"),
               ("hc-v6-answers-ping-first", "⟦{v}⟧ answers ping but not http", "sentence-start", "first"),
               ("hc-v6-traceroute-dies", "traceroute dies right after ⟦{v}⟧.", "before-punctuation",
                "a full stop after it"),
               ("hc-v6-router-global-brackets", "(⟦{v}⟧ is the router's global one)", "in-brackets",
                "in brackets"),
               ("hc-v6-curl-prints-quoted", "curl -6 ifconfig.co prints \"⟦{v}⟧\"", "in-quotes",
                "in quotes, a command's answer"),
               ("hc-v6-sshd-log-own-line", "auth.log shows\n⟦{v}⟧\nlogging in at 3am", "own-line",
                "alone on its line")),
        *forms(IPADDR, ("hc-v6-ip6-addr-link-eui", "ip -6 a: inet6 ⟦{eui}⟧/64 scope link", "sentence-middle",
                        "a pasted `ip -6 addr` line, the link-local made from a MAC (ff:fe in its middle)")),
        *forms(RFC3986, ("hc-v6-url-bracketed", "open http://[⟦{v}⟧]:8080/ in the browser", "sentence-middle",
                         "an IPv6 literal in brackets inside a URL")),
    ),
    "mac": (
        *forms(IEEE802, ("hc-mac-wifi-is-end", "my laptop's wifi is ⟦{v}⟧", "sentence-end", "colons, last"),
               ("hc-mac-kicked-upper-first", "⟦{upper}⟧ keeps getting kicked from the AP", "sentence-start",
                "upper case, first"),
               ("hc-mac-lease-expired", "the dhcp lease for ⟦{v}⟧ expired.", "before-punctuation",
                "a full stop after it"),
               ("hc-mac-printer-brackets", "(⟦{upper}⟧, the printer)", "in-brackets", "upper case in brackets"),
               ("hc-mac-whitelisted-quoted", "i whitelisted \"⟦{v}⟧\" on the router", "in-quotes", "in quotes"),
               ("hc-mac-blocked-list-own-line", "blocked list:\n⟦{dashed}⟧\nthat's my phone", "own-line",
                "dashes, alone on its line")),
        *forms(IPADDR, ("hc-mac-link-ether-line", "link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff", "sentence-middle",
                        "a pasted `ip link` line")),
        *forms(GETMAC, ("hc-mac-windows-physical", "ipconfig /all says Physical Address. . . : ⟦{dashed}⟧",
                        "sentence-end", "Windows' dashed upper case in a pasted output line")),
    ),
    "secret": (
        *forms(LEAK, ("hc-secret-router-login", "the router login is admin / ⟦{pw}⟧, never changed it",
                      "sentence-middle", "a password given in passing"),
               ("hc-secret-token-brackets", "(⟦{tok}⟧) is what the dashboard gave me", "in-brackets",
                "a 32+ character mixed-case random token, no prefix, in brackets")),
        *forms(RENDER, ("hc-secret-render-key", "here's my key ⟦{rnd}⟧ can someone see why it's rejected",
                        "sentence-middle", "a Render API key pasted to ask for help")),
        *forms(HUBSPOT, ("hc-secret-hubspot-token-first", "⟦{hubspot}⟧ <- is that the right format for the sdk?",
                         "sentence-start", "a HubSpot private app token first, a question after it")),
        *forms(GPG, ("hc-secret-gpg-fingerprint-end", "sign it with my key, fingerprint ⟦{fpr}⟧", "sentence-end",
                     "a full OpenPGP fingerprint as `gpg --fingerprint` prints it (personal)")),
        *forms(SHOPIFY, ("hc-secret-shopify-secret-quoted", "the plugin wants \"⟦{shopify}⟧\" in its config?",
                         "in-quotes", "a Shopify app shared secret in quotes")),
        *forms(SSHKEYGEN, ("hc-secret-ssh-keygen-lf-own-line",
                           "the server says\n256 ⟦{sha}⟧ root@nas (ED25519)\nsame key as yesterday?",
                           "own-line", "an SSH host key SHA256 fingerprint in ssh-keygen -lf's line (personal)")),
        *forms(DOTENV, ("hc-secret-dotenv-password", "my .env has DB_PASSWORD=\"⟦{pw}⟧\" and it still fails",
                        "in-quotes", "a pasted .env line")),
    ),
    "home_path": (
        *forms(FHS, ("hc-home-apt-could-not-open", "E: Could not open file /home/⟦{u}⟧/Downloads/zoom_amd64.deb",
                     "sentence-end", "a pasted apt error, the path last"),
               ("hc-home-python-cant-open", "python3: can't open file '/home/⟦{u}⟧/scripts/backup.py'",
                "in-quotes", "a pasted interpreter error, the path in quotes"),
               ("hc-home-appimage-put-in", "i put the appimage in /home/⟦{u}⟧/Applications.", "before-punctuation",
                "said by the owner, a full stop after it"),
               ("hc-home-size-brackets", "(/home/⟦{u}⟧/.minecraft is 9 GB btw)", "in-brackets", "in brackets"),
               ("hc-home-config-wiped-first", "/home/⟦{u}⟧/.config/pulse got wiped after the upgrade",
                "sentence-start", "first")),
        *forms(XDG, ("hc-home-permission-own-line",
                     "tail of the log:\nPermission denied: /home/⟦{u}⟧/.cache/thumbnails\nany idea?",
                     "own-line", "a pasted log line on its own line")),
        *forms(WSL, ("hc-home-wsl-users", "from WSL i see it under C:\\Users\\⟦{u}⟧\\Documents but not in ubuntu",
                     "sentence-middle", "a Windows home seen from WSL")),
        *forms(FILEURI, ("hc-home-file-uri-encoded", "nautilus copies it as file:///home/⟦{u}⟧/My%20Music fine",
                         "sentence-middle", "a percent-encoded file URI")),
    ),
    "nick": (
        *forms(RFC2812, ("hc-nick-addressed-colon", "⟦{v}⟧: did the live usb boot?", "sentence-start",
                         "addressed, a colon after the nick")),
        *forms(IRCGUIDE, ("hc-nick-thanks-a-lot", "thanks a lot ⟦{v}⟧!", "before-punctuation", "thanked"),
               ("hc-nick-underscore-mid", "i think ⟦{us}⟧ had the same wifi card last week", "sentence-middle",
                "the nick with a trailing underscore (a second connection), mid-sentence"),
               ("hc-nick-who-is-quoted", "who is \"⟦{v}⟧\" anyway, he pm'd me", "in-quotes", "in quotes"),
               ("hc-nick-two-brackets", "(⟦{two}⟧ knows more about lvm than me)", "in-brackets",
                "the nick with a 2 after it, in brackets"),
               ("hc-nick-own-line", "ok so\n⟦{v}⟧\nyou were right about the kernel", "own-line",
                "alone on its line")),
        *forms(AWAYNICK, ("hc-nick-away-variant", "⟦{away}⟧ is idle, ask again later", "sentence-start",
                          "the nick|away variant"),
               ("hc-nick-laptop-variant", "is ⟦{laptop}⟧ the same person as the desktop one", "sentence-middle",
                "the nick-laptop variant")),
    ),
    "card": (
        *forms(ISO7812, ("hc-card-charged-twice", "the shop charged ⟦{grouped}⟧ twice this month", "sentence-middle",
                         "grouped in fours, mid-sentence"),
               ("hc-card-wrong-window-first", "⟦{num}⟧ exp 09/28 oops wrong window", "sentence-start",
                "unspaced, pasted into the wrong window"),
               ("hc-card-invoice-brackets", "(⟦{dashed}⟧) is the one on the invoice", "in-brackets", "dashed"),
               ("hc-card-book-on-quoted", "can you book it on \"⟦{grouped}⟧\"", "in-quotes", "grouped in quotes"),
               ("hc-card-declined-again", "it was declined again: ⟦{num}⟧.", "before-punctuation",
                "unspaced before a full stop"),
               ("hc-card-clipboard-own-line", "pasted the wrong clipboard\n⟦{grouped}⟧\nignore pls", "own-line",
                "grouped, on its own line")),
        *forms(SPANISH, ("hc-card-spanish-tarjeta", "paga con la tarjeta ⟦{grouped}⟧, gracias", "before-punctuation",
                         "a Spanish carrier phrase")),
        *forms(STRIPEJSON, ("hc-card-json-number-field", "{{\"number\": \"⟦{num}⟧\", \"exp_month\": 4}}", "in-quotes",
                            "a pasted JSON request body")),
    ),
    "iban": (
        *forms(ISO13616, ("hc-iban-send-deposit", "send the deposit to ⟦{spaced}⟧ please", "sentence-middle",
                          "spaced in fours, mid-sentence"),
               ("hc-iban-club-fees-first", "⟦{v}⟧ is the account for the club fees", "sentence-start",
                "one run, first"),
               ("hc-iban-ok-here", "ok here: ⟦{spaced}⟧.", "before-punctuation", "spaced, a full stop after it"),
               ("hc-iban-reference-brackets", "(⟦{v}⟧, reference: forum donation)", "in-brackets",
                "one run in brackets"),
               ("hc-iban-landlord-quoted", "the landlord wrote \"⟦{spaced}⟧\" on the contract", "in-quotes",
                "spaced in quotes"),
               ("hc-iban-details-own-line", "details\n⟦{spaced}⟧\nname as on my passport", "own-line",
                "spaced, on its own line")),
        *forms(GERMAN, ("hc-iban-german-ueberweis", "überweis es einfach auf ⟦{spaced}⟧, danke", "before-punctuation",
                        "a German carrier phrase")),
        *forms(INVOICE, ("hc-iban-invoice-line", "Bank transfer | IBAN ⟦{v}⟧ | due in 14 days", "sentence-middle",
                         "a pasted invoice line")),
    ),
}
HARDER = {"hc-email-munged-at-dot", "hc-email-git-config-list", "hc-phone-italian-chiamami",
          "hc-phone-vcard-tel-line", "hc-v4-ip-addr-inet-line", "hc-v4-turkish-sunucu", "hc-v6-ip6-addr-link-eui",
          "hc-v6-url-bracketed", "hc-mac-link-ether-line", "hc-mac-windows-physical", "hc-secret-ssh-keygen-lf-own-line",
          "hc-secret-dotenv-password", "hc-home-wsl-users", "hc-home-file-uri-encoded", "hc-nick-away-variant",
          "hc-nick-laptop-variant", "hc-card-spanish-tarjeta", "hc-card-json-number-field", "hc-iban-german-ueberweis",
          "hc-iban-invoice-line"}
REGISTER = {f"{kind}/{form.name}": "harder" if form.name in HARDER else "plain"
            for kind, kind_forms in FORMS.items() for form in kind_forms}
PLAIN_SHARE = 0.75          # decided before the values: six forms of eight plain, taken in turn
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, in the plants' own phrases (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("rhythmbox", "remmina", "kdenlive", "audacity", "filezilla")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-hc-version-runs", "the vps (⟦24.04.1⟧) runs noble now", "", ""),
           ("neg-hc-version-first", "⟦6.8.0-49⟧ is my home box kernel, port 22 is open", "", ""),
           ("neg-hc-version-quoted", "whatismyip says \"⟦1.2.3⟧\" but the router shows another", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-hc-private-ssh", "can't ssh into ⟦192.168.1.77⟧ since this morning",
                                            "", ""),
           ("neg-hc-private-own-line", "fail2ban keeps banning\n⟦10.8.0.6⟧\nwhich is me", "", ""),
           ("neg-hc-private-inet", "ip a shows inet ⟦172.16.40.2⟧/32 scope global wg0", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-hc-loopback", "my public ip is ⟦127.0.0.1⟧.", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-hc-cgnat", "sunucunun adresi ⟦100.88.3.14⟧, ping atmıyor", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-hc-doc-v4", "traceroute dies right after ⟦198.51.100.23⟧.", "",
                                                  "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-hc-doc-v6", "my isp gave me ⟦2001:db8:77::5⟧ today, "
                                                        "changes weekly", "", ""),
           ("neg-hc-doc-v6-url", "open http://[⟦2001:db8::8a⟧]:8080/ in the browser", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-hc-ula", "(⟦fd12:3456:789a::1⟧ is the router's global one)",
                                                 "", "")),
    *forms("RFC 4291 (loopback and link-local without a MAC)", ("neg-hc-v6-loopback", "⟦::1⟧ answers ping but not http",
                                                                "", ""),
           ("neg-hc-v6-linklocal-short", "ip -6 a: inet6 ⟦fe80::1⟧/64 scope link", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-hc-doc-mac", "my laptop's wifi is ⟦00:00:5e:00:53:2a⟧", "",
                                                      "")),
    *forms("IEEE Std 802-2014 (the broadcast and a zero address)", (
        "neg-hc-broadcast-mac", "i whitelisted \"⟦ff:ff:ff:ff:ff:ff⟧\" on the router", "", ""),
        ("neg-hc-zero-mac", "link/ether ⟦00:00:00:00:00:00⟧ brd ff:ff:ff:ff:ff:ff", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-hc-common-router", "the router login is admin / ⟦password⟧, never changed it", "", ""),
        ("neg-hc-common-dotenv", "my .env has DB_PASSWORD=\"⟦changeme⟧\" and it still fails", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", (
        "neg-hc-test-mastercard", "the shop charged ⟦5555 5555 5555 4444⟧ twice this month", "", ""),
        ("neg-hc-test-amex-json", "{\"number\": \"⟦378282246310005⟧\", \"exp_month\": 4}", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-hc-example-de-iban", "send the deposit to ⟦DE89 3704 0044 0532 0130 00⟧ please", "", ""),
        ("neg-hc-example-fr-iban", "Bank transfer | IBAN ⟦FR1420041010050500013M02606⟧ | due in 14 days", "", "")),
    *forms("RFC 2606 (reserved example domains)", (
        "neg-hc-example-mail", "you can reach me on ⟦someone@example.net⟧ most evenings", "", ""),
        ("neg-hc-example-mail-git", "git config --list says user.email=⟦you@example.com⟧", "", "")),
    *forms("RFC 9562 (UUIDs)", ("neg-hc-uuid", "(⟦9b1d3c5e-2f4a-4c8b-a6e7-0d3f5b7c9e21⟧) is what the dashboard gave me",
                                "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-hc-commit", "sent the fix in ⟦3e7a91c⟧.", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-hc-date", "call me on ⟦2026-12-03⟧ if the meetup moves", "", ""),
           ("neg-hc-time", "⟦21:30⟧ - text me when you're outside", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-hc-size", "(/srv/games is ⟦9 GB⟧ btw)", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-hc-port", "⟦port 51820⟧ is my home box wireguard", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-hc-pid", "it was killed again: ⟦pid 31877⟧.", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-hc-lp-bug", "the launchpad report is under my work one (⟦LP: #2071123⟧)", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-hc-epoch", "auth.log shows\n⟦1732870000⟧\nlogging in at 3am", "", "")),
    *forms("https://man7.org/linux/man-pages/man1/apt.1.html (commands)", (
        "neg-hc-command", "⟦sudo apt install --reinstall pulseaudio⟧ - drop that in and restart", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", (
        "neg-hc-pci", "i think ⟦10ec:8168⟧ had the same wifi card last week", "", "")),
    *forms("https://www.kernel.org/doc/html/latest/networking/ (interface names)", (
        "neg-hc-iface", "⟦wlp2s0⟧ keeps getting kicked from the AP", "", "")),
    *forms("https://docs.docker.com/engine/network/ (the default bridge)", (
        "neg-hc-docker-bridge", "blocked list:\n⟦172.17.0.1⟧\nthat's the docker bridge", "", "")),
    *forms("Filesystem Hierarchy Standard (system paths, no user)", (
        "neg-hc-system-path", "E: Could not open file ⟦/var/cache/apt/archives/lock⟧", "", ""),
        ("neg-hc-skel-path", "⟦/etc/skel/.bashrc⟧ got wiped after the upgrade", "", "")),
    *forms("Ubuntu package names", ("word-nick-hc", "⟦rhythmbox⟧: did the live usb boot?", "", ""),
           ("word-nick-hc", "thanks a lot ⟦remmina⟧!", "", ""),
           ("word-nick-hc", "who is \"⟦kdenlive⟧\" anyway, it keeps crashing", "", ""),
           ("word-nick-hc", "(⟦audacity⟧ knows more about jack than me)", "", ""),
           ("word-nick-hc", "is ⟦filezilla⟧ the same as the snap one", "", "")),
    *forms(f"{NEG}E.164", ("neg-hc-short-number", "if the bot dies ring\n⟦112⟧\nday or night", "", "")),
)

# technical text with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("tech-hc-sha256sum-iso", "https://ubuntu.com/tutorials/how-to-verify-ubuntu (SHA256SUMS)",
     "sha256sum says {hex:64} for the iso, matches the site"),
    ("tech-hc-docker-ps", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "docker ps shows {hex:12} restarting every minute"),
    ("tech-hc-git-bisect", "https://git-scm.com/docs/git-bisect", "bisect points at {hex:40}, the mesa bump"),
    ("tech-hc-blkid-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (filesystem uuids)",
     "fstab has UUID={uuid} for /home, is that right?"),
    ("tech-hc-journal-boot-id", "https://man7.org/linux/man-pages/man1/journalctl.1.html (boot ids)",
     "journalctl --list-boots: -1 {hex:32} was the bad one"),
    ("tech-hc-md5-firmware", "https://man7.org/linux/man-pages/man1/md5sum.1.html (checksums)",
     "the firmware blob md5 is {hex:32}, same as upstream"),
    ("tech-hc-snap-revision", "https://snapcraft.io/docs/snap-revisions", "firefox went back to rev {dec:4} after refresh"),
    ("tech-hc-machine-id", "https://man7.org/linux/man-pages/man5/machine-id.5.html (machine ids of cloned VMs)",
     "both clones have machine-id {hex:32} so dhcp gives them one lease"),
    ("tech-hc-dpkg-size", "https://man7.org/linux/man-pages/man1/dpkg-query.1.html (installed sizes)",
     "Installed-Size: {dec:6} for the nvidia package"),
    ("tech-hc-gpu-bus", "https://man7.org/linux/man-pages/man8/lspci.8.html (bus ids)",
     "lspci -nn | grep VGA gives 0000:0{dec:1}:00.0 [{hex:4}:{hex:4}]"),
    ("tech-hc-pip-wheel-hash", "https://pip.pypa.io/en/stable/topics/secure-installs/ (hash checking)",
     "pip complains the wheel hash is sha256:{hex:64} not the pinned one"),
    ("tech-hc-flatpak-commit", "https://docs.flatpak.org/en/latest/tips-and-tricks.html (commits)",
     "flatpak update --commit={hex:64} to go back"),
    ("tech-hc-kernel-oops-addr", "https://www.kernel.org/doc/html/latest/admin-guide/bug-hunting.html (oops addresses)",
     "the oops says RIP: 0010:{hex:16} in the wifi module"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v24's seed and people put together from the hand-written lists."""

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
        if i % 3 == 2:
            groups[-4:-1] = ["0", "0", "0"]
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
PETS = ("Biscuit", "Pistachio", "Mango", "Nutmeg", "Papaya", "Falcon", "Tangerine", "Harbour", "Velvet", "Glacier",
        "Orchard", "Compass")   # v24's own words
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
SIGNS = "!#$%&*+?@_.-"


def password(draws: Draws, i: int) -> str:
    """A password that reads as one (8-16 characters, three classes or more), made three ways people make them: a pet
    word and a birth year with a sign, a leetspeak word with digits and a sign, two words and a sign."""
    for _ in range(MAX_DRAWS):
        style = i % 3
        if style == 0:
            pw = draws.rng.choice(PETS) + str(draws.rng.randrange(1968, 2012)) + draws.rng.choice(SIGNS)
        elif style == 1:
            word = draws.rng.choice(PETS).lower()
            pw = word[:1].upper() + word[1:].translate(LEET) + draws.rng.choice(SIGNS) + draws.chars("0123456789", 2)
        else:
            a, b = draws.rng.sample(PETS, 2)
            pw = a.lower() + draws.rng.choice(SIGNS) + b + draws.chars("0123456789", 1)
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
    """An SSH host key fingerprint as `ssh-keygen -lf` prints it: `SHA256:` and 43 base64 characters."""
    while True:
        value = "SHA256:" + draws.chars(B64, 43)
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
        local = (f"{a_first}.{a_last}", f"{a_first}{a_last[:1]}{i % 70 + 20}", f"{a_last}.{a_first[:1]}",
                 f"{a_first}_{a_last}")[i % 4]
        doms = DOMAINS_OF[person.locale]
        dom = doms[i % len(doms)]
        while not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{draws.rng.randrange(2, 99)}"
        return {**base, "v": f"{local}@{dom}", "obf": f"{local} at {dom.replace('.', ' dot ')}",
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
                "rnd": "rnd_" + draws.chars(ALNUM, 32), "hubspot": "pat-na1-" + draws.token("{uuid}"),
                "shopify": "shpss_" + draws.chars(HEX, 32)}
    if kind == "home_path":
        return {**base, "u": nineteenth.login(draws, Person(person.full, person.first, person.last,
                                                            person.ascii_first.lower(), person.ascii_last.lower(),
                                                            person.locale), i)}
    if kind == "nick":
        nick = (person.ascii_last[:4] + person.ascii_first[:3]).lower()
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
    """A handle people make from their own name, typed in ASCII: surname, a separator, the first name's initial."""
    return f"{person.ascii_last.lower().replace(' ', '')}{sep}{person.ascii_first[:1].lower()}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "hc-raw-mention-addressed": (f"⟦<@{uid}>⟧ your bot is double posting again", (uid, handle), author,
                                     "sentence-start"),
        "hc-nick-mention-thanked": (f"thanks ⟦<@!{uid}>⟧ for the invite!", (uid, handle, person.full), nicknamed,
                                    "before-punctuation"),
        "hc-typed-at-handle-mid": (f"has anyone heard from @⟦{handle}⟧ since friday", (handle,), author,
                                   "sentence-middle"),
        "hc-display-name-quoted": (f"the bot calls them \"⟦{person.full}⟧\" now", (person.full,), nicknamed,
                                   "in-quotes"),
        "hc-first-name-addressed": (f"⟦{person.first}⟧, the stream starts at 8", (person.first,), nicknamed,
                                    "sentence-start"),
        "hc-handle-brackets": (f"our artist (⟦{handle}⟧) made the new emotes", (handle,), author, "in-brackets"),
        "forward-hc-raw-mention": (f"⟦<@{uid}>⟧ pinned the rules for the tournament", (uid, handle),
                                   {**author, "place": "forward"}, "sentence-start"),
        "hc-display-name-own-line": (f"winner of the quiz:\n⟦{person.full}⟧\ncongrats!", (person.full,), nicknamed,
                                     "own-line"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "hc-user-mention-first": (f"⟦<@{uid}>⟧ can you approve the PR?", (uid, handle, person.full), user,
                                  "sentence-start"),
        "hc-labelled-mention-handover": (f"handing over to ⟦<@{uid}|{handle}>⟧ for the night", (uid, handle), user,
                                         "sentence-middle"),
        "hc-typed-at-cc": (f"cc @⟦{handle}⟧", (handle,), user, "sentence-end"),
        "hc-real-name-out": (f"⟦{person.full}⟧ is out until tuesday", (person.full,), user, "sentence-start"),
        "hc-first-name-thanks": (f"thanks ⟦{person.first}⟧!", (person.first,), user, "before-punctuation"),
        "comment-hc-user-mention": (f"looks good, ⟦<@{uid}>⟧ please merge", (uid, handle, person.full),
                                    {**user, "place": "comment"}, "sentence-middle"),
        "hc-handle-on-call-brackets": (f"the on-call (⟦{handle}⟧) got paged twice", (handle,), user, "in-brackets"),
        "hc-real-name-standup-own-line": (f"standup notes:\n⟦{person.full}⟧ - blocked on vpn\nme - docs",
                                          (person.full,), user, "own-line"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "hc-mention-handle-coming": (f"⟦@{handle}⟧ are you coming tonight?", (handle,), {"entity": ["mention", 0]},
                                     "sentence-start"),
        "hc-mention-name-thanks": (f"thanks ⟦{person.first}⟧", (person.first,), {"entity": ["mention_name", number]},
                                   "sentence-end"),
        "hc-text-mention-ask": (f"ask ⟦{person.full}⟧ for the wifi code", (person.full,),
                                {"entity": ["text_mention", number]}, "sentence-middle"),
        "hc-full-name-left-quoted": (f"\"⟦{person.full}⟧\" left the group", (person.full,), {}, "in-quotes"),
        "hc-mention-handle-brackets": (f"(⟦@{handle}⟧ has the spare key)", (handle,), {"entity": ["mention", 0]},
                                       "in-brackets"),
        "caption-hc-mention-handle": (f"photos by ⟦@{handle}⟧", (handle,), {"entity": ["mention", 0],
                                                                          "place": "caption"}, "sentence-end"),
        "hc-first-name-own-line": (f"who's bringing drinks?\n⟦{person.first}⟧ and me\nthe rest bring food",
                                   (person.first,), {}, "own-line"),
        "hc-german-mention-handle": (f"vielen dank ⟦@{handle}⟧!", (handle,), {"entity": ["mention", 0]},
                                     "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("hc-raw-mention-addressed", "hc-nick-mention-thanked", "hc-typed-at-handle-mid",
                "hc-display-name-quoted", "hc-first-name-addressed", "hc-handle-brackets", "forward-hc-raw-mention",
                "hc-display-name-own-line"),
    "slack": ("hc-user-mention-first", "hc-labelled-mention-handover", "hc-typed-at-cc", "hc-real-name-out",
              "hc-first-name-thanks", "comment-hc-user-mention", "hc-handle-on-call-brackets",
              "hc-real-name-standup-own-line"),
    "telegram": ("hc-mention-handle-coming", "hc-mention-name-thanks", "hc-text-mention-ask",
                 "hc-full-name-left-quoted", "hc-mention-handle-brackets", "caption-hc-mention-handle",
                 "hc-first-name-own-line", "hc-german-mention-handle")}
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
    """v20's kinds of side channel in new shapes: a Discord group DM of three named by their handles, a Slack DM
    with a person, a Slack channel named after two people's trip, a Telegram group titled in its members' own
    scripts, an export under a Linux home named after the person."""
    people = [p for p in (draws.person(2400 + k) for k in range(120))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[6:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    a, b, c, d, e, f = people[:6]
    s1, s2 = (scripted + people[6:])[:2]
    home = f"{f.ascii_first[:1].lower()}{f.ascii_last.lower().replace(' ', '')}"
    rows = {
        "discord-group-dm-name": ("discord", f"{handle_of(a, '_')}, {handle_of(b, '_')}, {handle_of(c, '_')}",
                                  (handle_of(a, "_"), handle_of(b, "_"), handle_of(c, "_"))),
        "slack-dm-of-user": ("slack", d.full, (d.ascii_first, d.ascii_last, d.first, d.last)),
        "slack-channel-of-people": ("slack", f"trip-{e.ascii_first.lower()}-{b.ascii_first.lower()}",
                                    (e.ascii_first.lower(), b.ascii_first.lower())),
        "telegram-group-title": ("telegram", f"{s1.first}, {s2.first} & {c.first}", (s1.first, s2.first, c.first)),
        "export-path-home": ("slack", f"/home/{home}/exports/slack-workspace", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v23 (lower case): no value of v24 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v24 is one an earlier set used."""
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


def check_forms() -> None:
    """Every kind has eight forms, six plain and two harder, each at a known position."""
    for kind, kind_forms in FORMS.items():
        tiers = Counter(REGISTER[f"{kind}/{form.name}"] for form in kind_forms)
        assert tiers == {"plain": 6, "harder": 2}, (kind, tiers)
        assert all(form.position in POSITIONS for form in kind_forms), kind
    assert HARDER <= {form.name for kind_forms in FORMS.values() for form in kind_forms}


def build() -> list[dict]:
    """Every record of the twenty-fourth held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v23
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
