"""Builds bench/data/anonymize_heldout33.jsonl, the THIRTY-THIRD held-out set of the anonymiser (v33), measured by
`bench/anonymize_heldout.py --set v33`. Written on 2026-11-29 (22:05-22:21 UTC, helper heldout33) after v1-v31 were
measured and spent, while another helper wrote v32 apart (never read: not its worktree, not its branch); never tuned
on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py's places and writers' entry points, v31's builder in full and
the helpers it imports from the earlier builders, v20's-v31's constants (cultures, phone regions, IBAN countries,
issuers, side channel shapes) through their modules, tests/test_anonymize_heldout.py and the committed earlier sets
(their needles, phone regions and IBAN countries, counted to pick the least used). Public sources were searched for
about one minute, for shapes only (two searches: how Slack and Discord users lay out a message over several lines,
lists, block quotes and code blocks); each form's `source` names a page showing people write so (a chat client's
formatting help, a forum / issue thread, or the format's own document for a pasted config); no line or value was
copied. It did NOT read the rule modules (disentangle/privacy/), the release validator or auditors,
disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests, docs/privacy.md
beyond its first section, nor anything of v32. The anonymiser was never run on a plant, nor `disentangle extract`,
nor the harness on this set.

v33 keeps v5-v31's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported). What is new: MESSAGES OF SEVERAL LINES, as Discord, Slack and Telegram users write them.

- LAYOUTS (`LAYOUTS`, each form tagged with one). Decided BEFORE any value was written, as the author guesses a team
  or help chat lays out a message that carries a personal value (his reading of how people type when Shift+Enter is
  there): mostly the common layouts, a minority of rarer ones.
    label-line 20%   (a label line, the value alone on the next: "my number:\\n...": the commonest way to hand a
                      value over; people keep it on its own line so it can be copied)
    list 15%         (contact details or devices one item a line, with "- ", "* ", "• " or "1.")
    signature 12%    (a "--" line, then name and details at a message's end)
    greeting 13%     ("hi Name" or "morning" on its own line, then the text)
    answer 13%       (a question quoted or asked, the value on the line after)
    config-paste 12% (a pasted config or program output of several lines, the value on one: git config, `ip a`,
                      `.env`, wpa_supplicant, vCard, ssh config, dhcpd, traceback, desktop entry, netplan, YAML)
    quoted-reply 7%  ("> ..." then the answer below: Discord's, Slack's and Telegram's quote)
    code-fence 5%    (``` fences around pasted output)
    two-lines 3%     (a value broken over two lines by a phone or a narrow terminal: its parts are needles too)
  and, for names, name-own-line (a list of who comes: one name a line). As written, the 81 planted forms came to:
  label-line 12, answer 13, greeting 11, list 10, signature 7, config-paste 11, quoted-reply 7, code-fence 6,
  two-lines 3, name-own-line 1 (the common five 53 of 81, 65%; signatures fell short of 12%: a MAC, a card or a home
  path is seldom signed); the 45 negatives keep the same layouts. The test checks each layout is held and the five
  common ones hold the most forms.
- WHERE: `planted` records join a real line of the host log and the form's own lines with line breaks (the form
  before or after the real line, in turn), the value on a line of its own or inside one of the lines; for every
  planted kind, 24 more plants (a third of 72) go into MULTI-LINE messages of the platform exports (`export` group,
  kind as planted: Discord, Slack and Telegram in turn), and the 48 mentions of each platform are multi-line too.
  Negatives and technical lines are multi-line (config blocks with private addresses, listings, tracebacks, version
  lists), and 260 of the 500 real records are two or three real lines of ONE speaker of a log joined as one message
  (`more`: the further lines' references; the harness joins them with line breaks).
- POSITIONS (`POSITIONS`): a line of its own, a line's start, middle and end, in brackets, in quotes, before
  punctuation, inside a pasted line (`in-line`), split over two lines.
- PEOPLE FROM NO GENERATOR (`CULTURES`): every first and last name written by hand by the author from his own
  knowledge of naming, no name library nor list file, none a name of v20's-v31's hand-written lists (the build
  checks). Eighteen naming cultures none of v20-v31 drew from (Sundanese, Cebuano, Konkani, Meitei, Sindhi, Xhosa,
  Tswana, Fula, Bambara, Quechua, Sakha, Chuvash, Ossetian, Scottish Gaelic, Occitan, Tongan, Sardinian, Hmong),
  weighted as an international Linux chat might mix them: Sundanese and Cebuano most (large populations online),
  Xhosa, Sindhi, Konkani, Fula next, Tongan, Sakha, Meitei fewest; mostly common names (Asep, Rhea, Sipho, Ali,
  Mamadou), some rarer ones (Ningthou, Narspi, Txoov, Illari, Onalenna), some transliterated.
  Sindhi, Sakha, Chuvash and Ossetian people are written in their own script (Arabic, Cyrillic) in display names and
  side channels, and typed in Latin by themselves in an address or a login.
- VALUES FROM REGIONS AND PROVIDERS THE LEAST USED: phone regions planted in three or four times before and none of
  v21's-v31's lists (`PHONE_REGIONS`), each number a valid mobile of its region; ten IBAN countries none of
  v23's-v31's used (`IBAN_COUNTRIES`), the letter bank codes real ones of the country; card IINs, IPv4 /16s, IPv6
  prefixes, OUIs, e-mail providers and token issuers none of v1-v31 used (checked: a Shopify private app `shppa_`,
  a JFrog Artifactory `AKCp` key; the first pick, Docker Hub, Vault and Postman, had been planted before); passwords as passphrases (words of v33's own, hyphens, a digit); seeded
  `random.Random`.
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): an OpenPGP fingerprint as
  `gpg --list-keys` prints it (40 hex digits on their own line under `pub`), an SSH host key fingerprint in the
  `SHA256:` spelling, a 40-character mixed-case token with no issuer broken over two lines and a 36-character one whole, and a MAC-derived IPv6
  link-local address in an `ip a` block (`ff:fe` in its middle, kind `ipv6`).
- HOSTS: only the #ubuntu days of the annotated corpus (`irc-disentanglement/`), the days the earlier sets used least,
  none a line of v1-v31: the shared irclogs days were used up by v24 and v25, so v33 has NO irclogs host and the
  test's "#ubuntu days and irclogs days, in turn" check accepts it with none (as it relaxed for v26-v31). Nicks are,
  on every other plant, a nick that speaks in the host's log, in its variants (`_`, `|away`, `2`, `-laptop`).
- SIDE CHANNELS: the personal kinds (as v30): a Discord DM named after a handle, a Slack private channel of one
  person, a Slack group DM of three, a Telegram personal chat titled in its person's own script, an export under a
  Linux home named after its person.
- NOT COVERED: carrier phrases in other languages, encoded values, one value over three lines or more.

    python bench/experiments/anonymize_heldout33.py   # rewrites bench/data/anonymize_heldout33.jsonl
    (needs phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import ipaddress
import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer, file_lines
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, IBAN structures
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct
from experiments import anonymize_heldout8 as eighth  # noqa: E402 -- is_clean
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Form, Draws
from experiments import anonymize_heldout15 as fifteenth  # noqa: E402 -- ALNUM
from experiments import anonymize_heldout17 as seventeenth  # noqa: E402 -- eui64_link_local
from experiments import anonymize_heldout19 as nineteenth  # noqa: E402 -- grouped_card, login, mixed_token
from experiments import anonymize_heldout21 as twentyfirst  # noqa: E402 -- drawn_mobile
from experiments import anonymize_heldout30 as thirtieth  # noqa: E402 -- its people (avoided)
from experiments import anonymize_heldout31 as thirtyfirst  # noqa: E402 -- EARLIER_SETS, its people (avoided)

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
SHARED = first.SHARED
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout33.jsonl"
EARLIER_SETS = (*thirtyfirst.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (30, 31)))
SEED = 33311
EXPORT_SEED = 33202
PER_KIND = 48
EXPORT_PER_KIND = 24          # a third of each planted kind's 72 plants, in multi-line export messages
REAL_UNPLANTED = 500
REAL_JOINED = 260             # of them, two or three lines of one speaker joined as one message
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PHONE_REGIONS = ("BQ", "IO", "NF", "FM", "GG", "YT", "SR", "MM", "KH", "UZ", "LY", "OM")
# planted in three or four times before, none of v21's-v31's lists
IBAN_COUNTRIES = ("GL", "IS", "KZ", "LV", "MD", "PS", "VA", "PK", "MC", "IE")
# used fourteen or fifteen times before, none of v23's-v31's
BANK_CODES = {"IE": ("AIBK", "BOFI", "IPBS"), "LV": ("HABA", "UNLA", "PARX", "RIKO"), "PS": ("PALS", "ARAB", "QUDB"),
              "PK": ("HABB", "MUCB", "UNIL", "ABPA", "SCBL")}
CARD_RANGES = (("visa_is_lines", "421764", 16), ("mastercard_kz_lines", "548093", 16),
               ("visa_pk_lines", "437215", 16), ("amex_lines", "378416", 15), ("mastercard_lv_lines", "522914", 16),
               ("diners_lines", "362094", 14), ("jcb_lines", "353842", 16), ("unionpay_lines", "621437", 16),
               ("visa_za_lines", "489316", 16), ("discover_lines", "644783", 16), ("maestro_lines", "679213", 16),
               ("visa_pe_lines", "455062", 16))
DOMAINS_OF = {"su": ("bdg.centrin.net.id", "radnet.net.id"), "ceb": ("philonline.com", "skybroadband.com.ph"),
              "kok": ("goa1.dataone.in",), "mni": ("manipurbroadband.in",),
              "sd": ("wol.net.pk",), "xh": ("webmail.co.za", "cybersmart.co.za"),
              "tn": ("botsnet.bw", "it.bw"), "ff": ("sotelgui.net.gn", "eti-bull.net"),
              "bm": ("afribone.net.ml", "orangemali.net"), "qu": ("telefonica.net.pe", "amauta.rcp.net.pe"),
              "sah": ("ykt.ru", "sakhatelecom.ru"), "cv": ("cbx.ru", "chtts.ru"), "os": ("alania.ru", "ossetia.ru"),
              "gd": ("zen.co.uk", "plus.net"), "oc": ("cegetel.net", "nordnet.fr"),
              "to": ("kalianet.to", "tcc.to"), "sc": ("tiscalinet.it",), "hmn": ("charter.net", "frontier.com", "pacbell.net", "tds.net")}
EMAIL_DOMAINS = tuple(d for ds in DOMAINS_OF.values() for d in ds)
V4_BLOCKS = ("91.139", "80.79", "46.183", "77.222", "89.212", "196.28", "41.189", "103.207", "110.139", "182.253",
             "119.93", "190.234", "186.160", "201.230", "95.143", "31.134", "151.66", "217.66", "84.201", "94.199",
             "176.9")
V6_PREFIXES = ("2a02:2e0", "2804:7f4", "2a01:4b0", "2a00:1620", "2a04:4e40", "2400:4050")
OUIS = ("18:fd:74", "74:da:88", "c4:6e:1f", "a4:2b:b0", "60:e3:27", "cc:32:e5")
ISSUERS = ("shppa_", "AKCp")

# the layouts' pages (searched for shapes only; each shows people writing a message over several lines so)
SLACK_FORMAT = ("https://slack.com/help/articles/202288908-Format-your-messages (Shift+Enter for new lines in a "
                "message; lists with a number or a bullet; blockquotes; code blocks)")
DISCORD_MD = ("https://paradoxv5.github.io/Discord-Markdown (Discord formatting spans multiple lines; quotes, code "
              "blocks)")
DISCORD_QUOTE = ("https://minecraftmoddevelopment.github.io/Markdown.html (Discord: a line starting '> ' is a quote, "
                 "the answer below)")
SLACK_TERM = ("https://github.com/jpbruinsslot/slack-term/issues/244 ('sending multi-line message was first thing "
              "that I tried': users break a message into lines)")
SLACKDOWN = ("https://libraries.io/pypi/slackdown (Slack lists: lines beginning with a bullet, a hyphen or '1.')")
SIG = "https://www.rfc-editor.org/rfc/rfc3676#section-4.3 (the '-- ' line that opens a signature block)"
TG_ENTITIES = "https://core.telegram.org/api/entities (Telegram pre / code / blockquote entities over several lines)"
GIT_CONFIG = "https://git-scm.com/docs/git-config ([user] name / email lines)"
IP_ADDR = "https://man7.org/linux/man-pages/man8/ip-address.8.html (`ip a` blocks: link/ether, inet, inet6)"
DOTENV = "https://github.com/motdotla/dotenv (a .env file: KEY=value a line)"
WPA = "https://w1.fi/cgit/hostap/plain/wpa_supplicant/wpa_supplicant.conf (network={ ssid psk } blocks)"
VCARD = "https://www.rfc-editor.org/rfc/rfc6350 (vCard: BEGIN, FN, TEL lines)"
SSH_CONFIG = "https://man7.org/linux/man-pages/man5/ssh_config.5.html (Host / HostName / User blocks)"
DHCPD = "https://linux.die.net/man/5/dhcpd.conf (host { hardware ethernet; fixed-address; })"
PY_TRACE = "https://docs.python.org/3/tutorial/errors.html (a traceback's File \"...\", line N lines)"
DESKTOP = "https://specifications.freedesktop.org/desktop-entry-spec/latest/ (Exec= lines of a .desktop file)"
YAML = "https://yaml.org/spec/1.2.2/ (a mapping pasted over several lines)"
GPG = "https://www.gnupg.org/documentation/manuals/gnupg/Operational-GPG-Commands.html (--list-keys: the fingerprint " \
      "on its own line under pub)"
IFCONFIG = "https://man7.org/linux/man-pages/man8/ifconfig.8.html (ether ... txqueuelen lines)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

LAYOUTS = {"label-line": 20, "list": 15, "signature": 12, "greeting": 13, "answer": 13, "config-paste": 12,
           "quoted-reply": 7, "code-fence": 5, "two-lines": 3, "name-own-line": 0}
COMMON_LAYOUTS = ("label-line", "list", "signature", "greeting", "answer")
LAYOUT_SOURCE = {"label-line": SLACK_TERM, "list": SLACKDOWN, "signature": SIG, "greeting": SLACK_FORMAT,
                 "answer": DISCORD_MD, "quoted-reply": DISCORD_QUOTE, "code-fence": TG_ENTITIES,
                 "two-lines": SLACK_TERM, "name-own-line": SLACK_FORMAT}
POSITIONS = ("own-line", "sentence-start", "sentence-middle", "sentence-end", "in-brackets", "in-quotes",
             "before-punctuation", "in-line", "split")


# --------------------------------------------------------------------------------------- the people
# Written by hand (no name library, no list file). Each first name: "as written|as typed in an address|m or f";
# each surname: "as written|as typed" or, gendered, "masculine|typed|feminine|typed".
CULTURES: dict[str, tuple[bool, tuple[str, ...], tuple[str, ...]]] = {   # culture: (family name first?, firsts, lasts)
    "su": (False, ("Asep|Asep|m", "Euis|Euis|f", "Ujang|Ujang|m", "Neneng|Neneng|f", "Cecep|Cecep|m",
                   "Iis|Iis|f", "Dadang|Dadang|m", "Lilis|Lilis|f"),
           ("Sukmana|Sukmana", "Permana|Permana", "Sutisna|Sutisna", "Ruhiyat|Ruhiyat", "Sopandi|Sopandi")),
    "ceb": (False, ("Jinky|Jinky|f", "Junrey|Junrey|m", "Kristine Joy|Kristinejoy|f", "Dodong|Dodong|m",
                    "Cherrylyn|Cherrylyn|f", "Arnel|Arnel|m", "Rechelle|Rechelle|f", "Jerwin|Jerwin|m"),
            ("Cabahug|Cabahug", "Ouano|Ouano", "Tampus|Tampus", "Alcoseba|Alcoseba", "Ybañez|Ybanez", "Pepito|Pepito")),
    "kok": (False, ("Sushant|Sushant|m", "Prachi|Prachi|f", "Gaurish|Gaurish|m", "Sanika|Sanika|f",
                    "Vishwanath|Vishwanath|m", "Rutuja|Rutuja|f"),
            ("Naik|Naik", "Kamat|Kamat", "Shenvi|Shenvi", "Prabhudesai|Prabhudesai", "Gaonkar|Gaonkar")),
    "mni": (False, ("Ningthou|Ningthou|m", "Thoibi|Thoibi|f", "Tomba|Tomba|m", "Memcha|Memcha|f"),
            ("Khumanthem|Khumanthem", "Laishram|Laishram", "Ningombam|Ningombam", "Wahengbam|Wahengbam")),
    "sd": (False, ("عبدالرزاق|Abdulrazzak|m", "سسئي|Sassui|f", "امداد|Imdad|m", "ماروي|Marvi|f",
                   "غلام مصطفيٰ|Ghulammustafa|m", "رخسانه|Rukhsana|f"),
           ("سومرو|Soomro", "ڀٽو|Bhutto", "جتوئي|Jatoi", "ميمڻ|Memon", "پنهور|Panhwar")),
    "xh": (False, ("Mncedisi|Mncedisi|m", "Noluthando|Noluthando|f", "Lwazi|Lwazi|m", "Sinazo|Sinazo|f", "Siyabonga|Siyabonga|m",
                   "Yonela|Yonela|f", "Luvuyo|Luvuyo|m", "Zintle|Zintle|f"),
           ("Mtirara|Mtirara", "Ngcobo|Ngcobo", "Mbeki|Mbeki", "Qwabe|Qwabe", "Sityana|Sityana", "Nqakula|Nqakula")),
    "tn": (False, ("Kabelo|Kabelo|m", "Boitumelo|Boitumelo|f", "Oratile|Oratile|m", "Kelebogile|Kelebogile|f",
                   "Onalenna|Onalenna|f", "Mothusi|Mothusi|m"),
           ("Mogwe|Mogwe", "Seretse|Seretse", "Masisi|Masisi", "Kgosidintsi|Kgosidintsi", "Molefhe|Molefhe")),
    "ff": (False, ("Mamadou|Mamadou|m", "Hawa|Hawa|f", "Alpha|Alpha|m", "Mariama|Mariama|f", "Thierno|Thierno|m",
                   "Kadiatou|Kadiatou|f"),
           ("Bah|Bah", "Barry|Barry", "Diallo|Diallo", "Sow|Sow", "Baldé|Balde", "Jalloh|Jalloh")),
    "bm": (False, ("Modibo|Modibo|m", "Assitan|Assitan|f", "Boubacar|Boubacar|m", "Oumou|Oumou|f",
                   "Seydou|Seydou|m", "Kadidia|Kadidia|f"),
           ("Keïta|Keita", "Traoré|Traore", "Coulibaly|Coulibaly", "Dembélé|Dembele", "Sangaré|Sangare")),
    "qu": (False, ("Illari|Illari|f", "Kusi|Kusi|m", "Inti|Inti|m", "Sumaq|Sumaq|f", "Wayra|Wayra|f",
                   "Amaru|Amaru|m"),
           ("Cutipa|Cutipa", "Puma|Puma", "Huarachi|Huarachi", "Ccori|Ccori")),
    "sah": (False, ("Айаал|Aial|m", "Сардаана|Sardaana|f", "Туйаара|Tuiaara|f", "Эрчимэн|Erchimen|m",
                    "Айтал|Aital|m", "Нарыйа|Naryia|f"),
            ("Слепцов|Sleptsov|Слепцова|Sleptsova", "Саввинов|Savvinov|Саввинова|Savvinova",
             "Охлопков|Okhlopkov|Охлопкова|Okhlopkova")),
    "cv": (False, ("Аттил|Attil|m", "Нарспи|Narspi|f", "Улап|Ulap|m", "Илемпи|Ilempi|f"),
           ("Ендеров|Enderov|Ендерова|Enderova", "Агаков|Agakov|Агакова|Agakova", "Ухсай|Ukhsai|Ухсай|Ukhsai")),
    "os": (False, ("Заурбек|Zaurbek|m", "Залина|Zalina|f", "Алан|Alan|m", "Фатима|Fatima|f", "Сослан|Soslan|m",
                   "Мадина|Madina|f"),
           ("Дзасохов|Dzasokhov|Дзасохова|Dzasokhova", "Кокойты|Kokoity|Кокойты|Kokoity",
            "Гаглоев|Gagloev|Гаглоева|Gagloeva", "Цаголов|Tsagolov|Цаголова|Tsagolova")),
    "gd": (False, ("Ruairidh|Ruairidh|m", "Catrìona|Catriona|f", "Eòghann|Eoghann|m", "Seonag|Seonag|f",
                   "Calum|Calum|m", "Mòrag|Morag|f"),
           ("MacRath|Macrae", "MacFhionghain|Mackinnon", "Moireasdan|Morrison", "MacIlleathain|Maclean")),
    "oc": (False, ("Joan|Joan|m", "Azalais|Azalais|f", "Bernat|Bernat|m", "Mirelha|Mireille|f", "Peire|Peire|m",
                   "Guilhem|Guilhem|m"),
           ("Fabre|Fabre", "Rouquette|Rouquette", "Delpech|Delpech", "Bousquet|Bousquet", "Baylac|Baylac")),
    "to": (False, ("Sione|Sione|m", "Mele|Mele|f", "Viliami|Viliami|m", "Salote|Salote|f", "Tevita|Tevita|m"),
           ("Taufa|Taufa", "Havili|Havili", "Fifita|Fifita", "Vaipulu|Vaipulu", "Kaufusi|Kaufusi")),
    "sc": (False, ("Gavino|Gavino|m", "Bonaria|Bonaria|f", "Efisio|Efisio|m", "Tonina|Tonina|f",
                   "Salvatore|Salvatore|m", "Mariangela|Mariangela|f"),
           ("Porcu|Porcu", "Pinna|Pinna", "Cocco|Cocco", "Murgia|Murgia", "Sechi|Sechi", "Fadda|Fadda")),
    "hmn": (False, ("Kou|Kou|m", "Mai|Mai|f", "Tou|Tou|m", "Pa|Pa|f", "Txoov|Txoov|m", "Nplooj|Nplooj|f"),
            ("Vang|Vang", "Xiong|Xiong", "Her|Her", "Hang|Hang", "Lor|Lor", "Moua|Moua")),
}
CULTURE_WEIGHTS = {"su": 6, "ceb": 6, "kok": 4, "mni": 2, "sd": 4, "xh": 5, "tn": 3, "ff": 4, "bm": 3, "qu": 3,
                   "sah": 2, "cv": 2, "os": 2, "gd": 3, "oc": 3, "to": 2, "sc": 3, "hmn": 3}
OWN_SCRIPT = ("sd", "sah", "cv", "os")
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
    """Every first and last name (written and typed) of v20's-v31's hand-written lists, lower case."""
    found: set[str] = set(thirtyfirst.earlier_people_names())
    for module in (thirtieth, thirtyfirst):
        for _, firsts, lasts in module.CULTURES.values():
            found.update(p.lower() for f in firsts for p in f.split("|")[:2])
            found.update(p.lower() for last in lasts for p in last.split("|"))
    return found


def our_names() -> set[str]:
    return {p.lower() for _, firsts, lasts in CULTURES.values()
            for p in [x for f in firsts for x in f.split("|")[:2]] + [x for last in lasts for x in last.split("|")]}


def check_people() -> None:
    """No name of v33's lists is one of v20's-v31's."""
    assert not our_names() & earlier_people_names(), sorted(our_names() & earlier_people_names())


# --------------------------------------------------------------------------------------- the forms

def lines(*rows: tuple[str, str, str, str], source: str = "") -> tuple[Form, ...]:
    """Forms of (name, layout, position, line): the layout is the form's habit, its page the layout's (or `source`)."""
    return tuple(Form(name, line, source or LAYOUT_SOURCE[layout], position, layout)
                 for name, layout, position, line in rows)


FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *lines(("email-label-invoices", "label-line", "own-line", "for the invoice questions:\n⟦{v}⟧"),
               ("email-sig-dashes", "signature", "own-line", "thanks, that fixed it\n--\n{n}\n⟦{v}⟧"),
               ("email-list-dash", "list", "sentence-start", "reach the team at\n- ⟦{v}⟧\n- the shared inbox on the wiki"),
               ("email-greeting-moved", "greeting", "sentence-middle", "hi all\nI moved my stuff to ⟦{v}⟧ last week"),
               ("email-answer-bounces", "answer", "before-punctuation",
                "who gets the bounce reports?\nme, ⟦{v}⟧, until march"),
               ("email-quote-cc", "quoted-reply", "sentence-end", "> can someone cc the maintainer\ndone, cc'd ⟦{v}⟧")),
        *lines(("email-gitconfig", "config-paste", "in-line", "[user]\n\tname = {n}\n\temail = ⟦{v}⟧"),
               source=GIT_CONFIG),
        *lines(("email-fence-header", "code-fence", "in-brackets",
                "```\nFrom: \"{n}\" <⟦{v}⟧>\nSubject: Re: fstab on the nas\n```"))),
    "phone": (
        *lines(("phone-label-text-first", "label-line", "own-line", "my mobile, text before calling:\n⟦{intl}⟧"),
               ("phone-sig-mob", "signature", "in-line", "cheers\n-- \n{n}\nmob. ⟦{intl}⟧"),
               ("phone-list-numbered", "list", "sentence-start",
                "if the server room alarm goes:\n1. ⟦{national}⟧\n2. the building desk"),
               ("phone-greeting-courier", "greeting", "sentence-middle",
                "morning {first}\ncan you ring ⟦{e164}⟧ when the courier shows up?"),
               ("phone-answer-landlord", "answer", "sentence-start",
                "anyone got a number for the landlord?\n⟦{national}⟧ (after 6pm)"),
               ("phone-quote-oncall", "quoted-reply", "in-quotes",
                "> whats the on-call number this week\n\"⟦{intl}⟧\" same as last week"),
               ("phone-sig-first-name", "signature", "own-line", "see you saturday\n--\n{first}\n⟦{national}⟧")),
        *lines(("phone-vcard", "config-paste", "in-line", "BEGIN:VCARD\nFN:{n}\nTEL;TYPE=cell:⟦{e164}⟧\nEND:VCARD"),
               source=VCARD)),
    "ipv4": (
        *lines(("v4-label-rented", "label-line", "own-line", "the box I rent:\n⟦{v}⟧"),
               ("v4-list-star", "list", "sentence-start", "whitelisted so far:\n* ⟦{v}⟧\n* the office range"),
               ("v4-answer-vpn", "answer", "before-punctuation", "where does the vpn land you?\non ⟦{v}⟧, every time"),
               ("v4-greeting-ban", "greeting", "sentence-start", "hey\n⟦{v}⟧ keeps hammering my sshd, ban it?"),
               ("v4-answer-seedbox", "answer", "in-brackets",
                "which address did the seedbox get?\n(⟦{v}⟧) - the old one"),
               ("v4-fence-curl", "code-fence", "own-line", "```\n$ curl ifconfig.me\n⟦{v}⟧\n```")),
        *lines(("v4-ip-a", "config-paste", "in-line",
                "2: enp3s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    inet ⟦{v}⟧/32 scope global enp3s0"),
               source=IP_ADDR),
        *lines(("v4-sig-home-server", "signature", "sentence-end",
                "ping me if it's down\n-- \n{n}\nhome server at ⟦{v}⟧"))),
    "ipv6": (
        *lines(("v6-label-prefix", "label-line", "own-line", "my prefix from the isp:\n⟦{v}⟧"),
               ("v6-list-dash", "list", "sentence-end", "- v4 is NATed\n- v6: ⟦{v}⟧\n- both firewalled"),
               ("v6-answer-public", "answer", "before-punctuation", "does it have a public v6?\nyes, ⟦{v}⟧."),
               ("v6-greeting-eui", "greeting", "sentence-middle",
                "hi again\nthe router handed my laptop ⟦{eui}⟧ and I don't like it"),
               ("v6-quote-ping6", "quoted-reply", "sentence-middle", "> ping6 works?\nfrom ⟦{v}⟧ yes, from work no"),
               ("v6-two-lines-aaaa", "label-line", "own-line", "the AAAA record should read\n⟦{v}⟧\nnot the ::1 one")),
        *lines(("v6-ip-a-eui", "config-paste", "in-line",
                "3: wlp2s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    inet6 ⟦{eui}⟧/64 scope link\n"
                "       valid_lft forever preferred_lft forever"), source=IP_ADDR),
        *lines(("v6-sig-node", "signature", "in-line", "cheers\n--\n{n}\nmy node: ⟦{v}⟧"))),
    "mac": (
        *lines(("mac-label-sticker", "label-line", "own-line", "sticker on the back says:\n⟦{upper}⟧"),
               ("mac-list-numbered", "list", "sentence-start", "allowed on the guest wifi:\n1. ⟦{dashed}⟧ - my phone\n2. the printer"),
               ("mac-answer-console", "answer", "sentence-start", "which one is the kid's console?\n⟦{v}⟧, the last in the list"),
               ("mac-greeting-flat", "greeting", "sentence-middle",
                "evening\nmy card shows up as ⟦{flat}⟧ in the router page, normal?"),
               ("mac-answer-cisco", "answer", "in-brackets", "what's the hw address of the tv?\n[⟦{cisco}⟧]")),
        *lines(("mac-ip-link", "config-paste", "in-line",
                "2: eno1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff"),
               source=IP_ADDR),
        *lines(("mac-dhcpd-host", "config-paste", "before-punctuation",
                "host tvbox {{\n  hardware ethernet ⟦{v}⟧;\n  fixed-address 192.168.1.40;\n}}"), source=DHCPD),
        *lines(("mac-fence-ifconfig", "code-fence", "in-line", "```\nether ⟦{v}⟧  txqueuelen 1000  (Ethernet)\n```"),
               source=IFCONFIG)),
    "secret": (
        *lines(("secret-dotenv", "config-paste", "sentence-end", "DB_HOST=localhost\nDB_PASSWORD=⟦{pw}⟧\nDB_PORT=5432"),
               source=DOTENV),
        *lines(("secret-wpa-psk", "config-paste", "in-quotes", "network={{\n    ssid=\"attic-5g\"\n    psk=\"⟦{pw}⟧\"\n}}"),
               source=WPA),
        *lines(("secret-label-router", "label-line", "own-line", "router admin login, don't share:\n⟦{pw}⟧"),
               ("secret-answer-artifactory", "answer", "sentence-start",
                "what did you give the artifactory job?\n⟦{akcp}⟧ - rotate it tomorrow"),
               ("secret-list-shop", "list", "sentence-end", "for the shop deploy:\n- admin api: ⟦{shppa}⟧\n- ask me for the rest"),
               ("secret-quote-hostkey", "quoted-reply", "before-punctuation",
                "> is this the right host key?\nmine says ⟦{sha256fp}⟧, so yes"),
               ("secret-two-lines-token", "two-lines", "split", "my phone cut the key in two:\n⟦{tok_a}\n{tok_b}⟧"),
               ("secret-greeting-token", "greeting", "sentence-middle",
                "hi {first}\nuse ⟦{tok36}⟧ for the shared workspace")),
        *lines(("secret-fence-gpg", "code-fence", "own-line",
                "```\n$ gpg --list-keys\npub   ed25519 2024-03-02 [SC]\n      ⟦{fpr}⟧\nuid           [ultimate] {n}\n```"),
               source=GPG)),
    "home_path": (
        *lines(("home-label-budget", "label-line", "own-line", "the file lives here:\n⟦/home/{u}/Projects/budget.ods⟧"),
               ("home-list-backup", "list", "sentence-start", "what I backed up:\n- ⟦/home/{u}/.ssh⟧\n- /etc/fstab"),
               ("home-answer-steam", "answer", "sentence-start",
                "where does steam put the games?\n⟦/home/{u}/.local/share/Steam⟧ by default"),
               ("home-greeting-root", "greeting", "before-punctuation",
                "hello\nwhy is ⟦/home/{u}/Downloads⟧? owned by root now"),
               ("home-answer-rsync", "answer", "in-brackets", "did the rsync finish?\nyes, into (⟦/home/{u}/backup⟧)"),
               ("home-fence-pwd", "code-fence", "own-line", "```\n$ pwd\n⟦/home/{u}⟧\n```")),
        *lines(("home-traceback", "config-paste", "in-quotes",
                "Traceback (most recent call last):\n  File \"⟦/home/{u}/bot/main.py⟧\", line 12, in <module>\n"
                "ModuleNotFoundError: No module named 'nacl'"), source=PY_TRACE),
        *lines(("home-desktop-exec", "config-paste", "in-line",
                "[Desktop Entry]\nName=Notes\nExec=⟦/home/{u}/bin/notes.sh⟧\nType=Application"), source=DESKTOP)),
    "nick": (
        *lines(("nick-greeting-patch", "greeting", "sentence-end", "hi ⟦{v}⟧\nthe patch you sent works here"),
               ("nick-own-line-party", "name-own-line", "own-line",
                "coming to the release party tomorrow:\n⟦{v}⟧\n{first}\nme"),
               ("nick-answer-packaged", "answer", "sentence-start", "who packaged this thing?\n⟦{v}⟧ did, ask there"),
               ("nick-quote-hwe", "quoted-reply", "sentence-start", "> ⟦{v}⟧: try the hwe kernel\nthat worked, thanks"),
               ("nick-thanks-away", "greeting", "before-punctuation", "ok it boots now\nthanks ⟦{v}|away⟧!"),
               ("nick-middle-underscore", "label-line", "sentence-middle",
                "tried what\n⟦{v}_⟧ suggested and\nstill no sound"),
               ("nick-list-two", "list", "sentence-start", "ops this week:\n- ⟦{v}2⟧ (mornings)\n- the bot"),
               ("nick-sig-laptop", "signature", "in-line", "sent from the train, ignore typos\n-- ⟦{v}-laptop⟧")),),
    "card": (
        *lines(("card-label-team", "label-line", "own-line", "card for the team account:\n⟦{grouped}⟧"),
               ("card-list-exp", "list", "sentence-start", "- ⟦{grouped}⟧\n- exp 09/29\n- the cvc is on the back, ask me"),
               ("card-answer-renewal", "answer", "sentence-start",
                "which card did the renewal go on?\n⟦{num}⟧, the blue one"),
               ("card-two-lines", "two-lines", "split", "my phone split it:\n⟦{c_a}\n{c_b}⟧"),
               ("card-greeting-hosting", "greeting", "sentence-middle", "hi {first}\nplease charge ⟦{dashed}⟧ for the hosting"),
               ("card-quote-ending", "quoted-reply", "in-quotes", "> card ending?\n\"⟦{grouped}⟧\" the full thing, sorry"),
               ("card-label-brackets", "label-line", "in-brackets", "paid yesterday\nwith (⟦{grouped}⟧) if you need to match it"),
               ("card-fence-env", "code-fence", "sentence-end", "```\nBILLING_CARD=⟦{num}⟧\nBILLING_EXP=0928\n```")),),
    "iban": (
        *lines(("iban-label-club", "label-line", "own-line", "transfer the club fee to:\n⟦{spaced}⟧"),
               ("iban-sig-regards", "signature", "in-line", "best regards\n--\n{n}\nIBAN ⟦{spaced}⟧"),
               ("iban-list-refund", "list", "sentence-start",
                "for the refund:\n1. name: {n}\n2. ⟦{v}⟧\n3. reason: charged twice"),
               ("iban-answer-deposit", "answer", "sentence-start", "where do I send the deposit?\n⟦{v}⟧ - same as the rent"),
               ("iban-greeting-changed", "greeting", "sentence-middle", "hi {first}\nthe account changed, it's ⟦{spaced}⟧ now"),
               ("iban-quote-old", "quoted-reply", "before-punctuation", "> is the old account still open?\nno, use ⟦{lower}⟧."),
               ("iban-two-lines", "two-lines", "split", "copied from the bank app:\n⟦{i_a}\n{i_b}⟧")),
        *lines(("iban-yaml", "config-paste", "in-quotes", "payout:\n  holder: {n}\n  iban: \"⟦{v}⟧\""), source=YAML)),
}

# values that identify no one, in multi-line messages of the same layouts
NEGATIVES = (
    *lines(("neg-ip-a-private", "config-paste", "in-line",
            "2: enp3s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    inet ⟦192.168.1.23⟧/24 brd 192.168.1.255"),
           ("neg-ip-a-loopback", "config-paste", "in-line", "1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536\n    inet ⟦127.0.0.1⟧/8 scope host lo"),
           ("neg-ip-a-v6-loopback", "config-paste", "in-line", "1: lo: <LOOPBACK,UP>\n    inet6 ⟦::1⟧/128 scope host"),
           ("neg-ip-a-doc-v6", "config-paste", "in-line", "3: br0: <UP>\n    inet6 ⟦2001:db8:42::7⟧/64 scope global"),
           ("neg-ip-link-doc-mac", "config-paste", "in-line", "2: eno1: <UP>\n    link/ether ⟦00:00:5e:00:53:2a⟧ brd ff:ff:ff:ff:ff:ff"),
           ("neg-ip-a-cgnat", "config-paste", "in-line", "4: wg0: <POINTOPOINT,UP>\n    inet ⟦100.64.12.9⟧/32 scope global wg0"),
           ("neg-ip-a-ten", "config-paste", "in-line", "5: docker0: <UP>\n    inet ⟦10.8.0.1⟧/24 brd 10.8.0.255"),
           source=IP_ADDR),
    *lines(("neg-ssh-config-doc", "config-paste", "sentence-end", "Host test\n    HostName ⟦203.0.113.40⟧\n    User ubuntu"),
           source=SSH_CONFIG),
    *lines(("neg-gitconfig-example", "config-paste", "in-line", "[user]\n\tname = Your Name\n\temail = ⟦you@example.com⟧"),
           source=GIT_CONFIG),
    *lines(("neg-dotenv-placeholder", "config-paste", "sentence-end", "DB_HOST=localhost\nDB_PASSWORD=⟦changeme⟧"),
           source=DOTENV),
    *lines(("neg-label-version", "label-line", "own-line", "kernel after the update:\n⟦6.8.0-49-generic⟧"),
           ("neg-list-versions", "list", "sentence-start", "what I have:\n- ⟦python 3.12.3⟧\n- pip 24.0\n- ubuntu 24.04"),
           ("neg-answer-port", "answer", "sentence-start", "which port does it listen on?\n⟦8443⟧, not 443"),
           ("neg-greeting-date", "greeting", "sentence-middle", "morning\nthe backup from ⟦2026-10-14⟧ is the last good one"),
           ("neg-quote-size", "quoted-reply", "sentence-middle", "> how big is the image\nabout ⟦3.7GiB⟧ zipped"),
           ("neg-label-uuid", "label-line", "own-line", "fstab wants this one:\n⟦7d1c0a4e-93b2-4f5d-8e61-2a9f0c3b7d55⟧"),
           ("neg-list-pkgs", "list", "sentence-start", "installed:\n* ⟦libreoffice⟧\n* gimp\n* vlc"),
           ("neg-answer-commit", "answer", "sentence-start", "which commit broke it?\n⟦3f9a2c1⟧ according to bisect"),
           ("neg-fence-localhost", "code-fence", "own-line", "```\n$ curl localhost:8080\n⟦127.0.0.1⟧ - - \"GET /\" 200\n```"),
           ("neg-label-test-card", "label-line", "own-line", "stripe's test card:\n⟦4242 4242 4242 4242⟧"),
           ("neg-list-doc-ip", "list", "sentence-end", "in the docs example:\n- server: ⟦198.51.100.7⟧\n- client: the laptop"),
           ("neg-answer-bug", "answer", "sentence-start", "is there a bug for it?\n⟦LP: #2061851⟧ I think"),
           ("neg-greeting-pid", "greeting", "sentence-middle", "hi\nkill ⟦40321⟧ and start it again"),
           ("neg-quote-time", "quoted-reply", "sentence-middle", "> when does the cron fire\nat ⟦03:15⟧ every night"),
           ("neg-label-example-mail", "label-line", "own-line", "the docs say to write:\n⟦admin@example.org⟧"),
           ("neg-list-resolvers", "list", "sentence-start", "resolvers I tried:\n1. ⟦1.1.1.1⟧\n2. 9.9.9.9"),
           ("neg-answer-resolver", "answer", "sentence-start", "which dns did you set?\n⟦8.8.4.4⟧ for now"),
           ("neg-label-linklocal", "label-line", "own-line", "the route points at\n⟦fe80::1⟧"),
           ("neg-sig-project", "signature", "in-line", "see you at the sprint\n--\nthe release team\n⟦https://wiki.ubuntu.com/ReleaseTeam⟧"),
           ("neg-label-resolution", "label-line", "own-line", "the panel runs at\n⟦2560x1440⟧"),
           ("neg-list-usb", "list", "sentence-end", "lsusb shows\n- ID ⟦0bda:8153⟧ the dock nic\n- the hub"),
           ("neg-greeting-snap", "greeting", "sentence-middle", "hey\nrevision ⟦2917⟧ of the snap fixed it"),
           ("neg-answer-iso", "answer", "sentence-start", "which iso?\n⟦ubuntu-24.04.1-desktop-amd64.iso⟧ from the mirror"),
           ("neg-quote-semver", "quoted-reply", "sentence-middle", "> still broken?\nfixed in ⟦2.4.0-rc.2⟧ they say"),
           ("neg-label-doc-iban", "label-line", "own-line", "the form shows an example:\n⟦GB82 WEST 1234 5698 7654 32⟧"),
           ("neg-list-ports", "list", "sentence-start", "open ports:\n- ⟦22/tcp⟧\n- 80/tcp"),
           ("neg-answer-mask", "answer", "sentence-start", "what netmask?\n⟦255.255.255.0⟧ like everyone"),
           ("neg-greeting-gateway", "greeting", "sentence-middle", "hi again\nping ⟦192.168.0.1⟧ works but nothing else"),
           ("neg-quote-hash", "quoted-reply", "sentence-middle", "> checksum ok?\nmatches ⟦e3b0c44298fc1c149afbf4c8996fb924⟧ yes"),
           ("neg-label-epoch", "label-line", "own-line", "the log stamps it as\n⟦1732838400⟧"),
           ("neg-list-word-nick", "list", "sentence-start", "apps to try:\n- ⟦audacity⟧\n- kdenlive"),
           ("neg-answer-word-nick", "answer", "sentence-start", "what do you edit photos with?\n⟦darktable⟧, mostly"),
           ("neg-greeting-word-nick", "greeting", "sentence-end", "hi\nnever tried ⟦rhythmbox⟧"),
           ("neg-two-lines-version", "label-line", "own-line", "apt says\n⟦1:2.42.2-0ubuntu1⟧\nis the candidate"),
           ("neg-fence-mask", "code-fence", "in-line", "```\nAddress: ⟦10.0.0.0/8⟧\nNetmask: 255.0.0.0\n```")),
)
NEGATIVE_NAMES = ("audacity", "darktable", "rhythmbox", "libreoffice")

# technical text with random-looking values that identify no one, over several lines
TECHNICAL_SHAPES = (
    ("tech-lines-boot-ids", "https://man7.org/linux/man-pages/man1/journalctl.1.html (--list-boots)",
     "IDX BOOT ID                          FIRST ENTRY\n -1 {hex:32} Mon 2026-11-23 08:01:12 UTC\n  0 {hex:32} "
     "Tue 2026-11-24 07:58:40 UTC"),
    ("tech-lines-docker-ps", "https://docs.docker.com/reference/cli/docker/container/ls/",
     "CONTAINER ID   IMAGE          STATUS\n{hex:12}   nginx:1.27     Up 2 hours\n{hex:12}   redis:7.2      Up 2 hours"),
    ("tech-lines-git-log", "https://git-scm.com/docs/git-log (--oneline)",
     "{hex:7} fix the build on arm64\n{hex:7} bump version to 0.9.2\n{hex:7} merge branch 'wip'"),
    ("tech-lines-sha256sum", "https://man7.org/linux/man-pages/man1/sha256sum.1.html",
     "{hex:64}  SHA256SUMS.gpg\n{hex:64}  ubuntu-24.04.1-live-server-amd64.iso"),
    ("tech-lines-blkid", "https://man7.org/linux/man-pages/man8/blkid.8.html",
     "/dev/nvme0n1p1: UUID=\"{HEX:4}-{HEX:4}\" TYPE=\"vfat\"\n/dev/nvme0n1p2: UUID=\"{uuid}\" TYPE=\"ext4\""),
    ("tech-lines-traceback", "https://docs.python.org/3/tutorial/errors.html",
     "Traceback (most recent call last):\n  File \"/usr/lib/python3/dist-packages/apt/cache.py\", line 172, in "
     "__init__\nSystemError: E:Read error - read (5: Input/output error) at 0x{hex:12}"),
    ("tech-lines-ls", "https://man7.org/linux/man-pages/man1/ls.1.html (-l)",
     "total 12\n-rw-r--r-- 1 root root 4096 Nov 12 10:03 {hex:16}.conf\ndrwxr-xr-x 2 root root 4096 Nov 12 10:03 "
     "cache-{hex:8}"),
    ("tech-lines-versions", "https://manpages.ubuntu.com/manpages/noble/man1/dpkg-query.1.html",
     "ii  libc6:amd64  2.39-0ubuntu8.{dec:1}  amd64\nii  systemd  255.4-1ubuntu8.{dec:1}  amd64\nii  "
     "linux-image-6.8.0-{dec:2}-generic  6.8.0-{dec:2}.{dec:2}  amd64"),
    ("tech-lines-oops", "https://www.kernel.org/doc/html/latest/admin-guide/bug-hunting.html",
     "BUG: unable to handle page fault for address: ffff{hex:12}\nRIP: 0010:i915_gem_{hex:4}+0x{hex:2}/0x{hex:3}"),
    ("tech-lines-machine-id", "https://man7.org/linux/man-pages/man5/machine-id.5.html",
     "$ cat /etc/machine-id\n{hex:32}"),
    ("tech-lines-layers", "https://docs.docker.com/reference/cli/docker/image/pull/",
     "{hex:12}: Pull complete\n{hex:12}: Pull complete\nDigest: sha256:{hex:64}"),
    ("tech-lines-snap-list", "https://snapcraft.io/docs/snap-revisions",
     "Name      Version   Rev\ncore22    2024{dec:4}  {dec:4}\nfirefox   133.0     {dec:4}"),
    ("tech-lines-lsblk", "https://man7.org/linux/man-pages/man8/lsblk.8.html",
     "NAME   PARTUUID\nsda1   {hex:8}-01\nsda2   {uuid}"),
)


class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v33's seed and people put together from the hand-written lists."""

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


def phone_value(draws: Draws, turn: int) -> dict[str, str]:
    """A valid mobile number of the turn's region in its national, international and E.164 spellings, each valid
    for the region as written."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    for step in range(len(PHONE_REGIONS)):
        region = PHONE_REGIONS[(turn + step) % len(PHONE_REGIONS)]
        parsed = twentyfirst.drawn_mobile(draws, region)
        if parsed is None:
            continue
        values = {"national": phonenumbers.format_number(parsed, fmt.NATIONAL),
                  "intl": phonenumbers.format_number(parsed, fmt.INTERNATIONAL),
                  "e164": phonenumbers.format_number(parsed, fmt.E164)}
        if all(tenth.valid_in(v, region) for v in values.values()) and re.search(r"\d[ .-]?\d", values["national"]):
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
B64 = ALNUM + "+/"
WORDS = ("tamarind", "kettle", "orbit", "lantern", "saffron", "harbour", "walnut", "comet", "mango", "glacier",
         "pepper", "violin", "canyon", "otter", "basil", "quarry")      # v33's own passphrase words


def password(draws: Draws) -> str:
    """A passphrase as people make one: three words joined by hyphens, one capitalised, a digit or two."""
    for _ in range(MAX_DRAWS):
        words = draws.rng.sample(WORDS, 3)
        k = draws.rng.randrange(3)
        words[k] = words[k].capitalize()
        words.insert(draws.rng.randrange(1, 4), draws.chars("0123456789", draws.rng.choice((1, 2))))
        pw = "-".join(words)
        if draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def sha256_host_fingerprint(draws: Draws) -> str:
    while True:
        value = "SHA256:" + draws.chars(B64, 42) + draws.rng.choice("AEIMQUYcgkosw048")
        if draws.fresh(value):
            return value


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i % PER_KIND + 100 * (list(FORMS).index(kind) % 5))   # a person holds values of two kinds
    base = {"n": person.full, "first": person.first, "extra": (),
            "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        a_first, a_last = person.ascii_first.lower(), person.ascii_last.lower()
        local = (f"{a_first}{a_last}", f"{a_first}-{a_last[:1]}", f"{a_last}.{a_first}{i % 70 + 20}",
                 f"{a_first[:2]}{a_last}")[i % 4]
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
        tok = nineteenth.mixed_token(draws, 40)
        fpr = draws.chars("0123456789ABCDEF", 40)
        return {**base, "pw": password(draws), "tok_a": tok[:20], "tok_b": tok[20:], "fpr": fpr,
                "sha256fp": sha256_host_fingerprint(draws), "shppa": "shppa_" + draws.chars("0123456789abcdef", 32),
                "akcp": "AKCp" + draws.chars(ALNUM, 69), "extra": (tok[:20], tok[20:]),
                "tok36": nineteenth.mixed_token(draws, 36)}
    if kind == "home_path":
        u = nineteenth.login(draws, Person(person.full, person.first, person.last, person.ascii_first.lower(),
                                           person.ascii_last.lower(), person.locale), i)
        return {**base, "u": u, "extra": (u,)}
    if kind == "nick":
        nick = (person.ascii_last[:4] + person.ascii_first[:3]).lower()
        while not draws.fresh(nick):
            nick = f"{nick}{draws.rng.randrange(2, 9)}"
        return {**base, "v": nick, "extra": (nick,), "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = nineteenth.grouped_card(number)
        groups = grouped.split(" ")
        c_a, c_b = " ".join(groups[:2]), " ".join(groups[2:])
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"), "c_a": c_a,
                "c_b": c_b, "extra": (c_a, c_b), "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    half = len(spaced.split(" ")) // 2
    i_a, i_b = " ".join(spaced.split(" ")[:half]), " ".join(spaced.split(" ")[half:])
    return {**base, "v": value, "spaced": spaced, "lower": value.lower(), "i_a": i_a, "i_b": i_b,
            "extra": (i_a, i_b), "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def joined(group: str, kind: str, name: str, phrase: str, host: Host, before: bool) -> dict:
    """A record whose message is the host's real line and the form's own lines joined by a line break: the form's
    lines after the real line (`at` its end) or before it (`at` 0)."""
    start, end = phrase.index(first.MARK_OPEN), phrase.index(first.MARK_CLOSE) - len(first.MARK_OPEN)
    plain = phrase.replace(first.MARK_OPEN, "").replace(first.MARK_CLOSE, "")
    if before:
        plant, span, at = plain + "\n", [start, end], 0
    else:
        plant, span, at = "\n" + plain, [start + 1, end + 1], len(host.text)
    return {"group": group, "kind": kind, "form": name, **host.reference(), "at": at, "plant": plant, "span": span,
            "needles": [plant[span[0]:span[1]]], "names": []}


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, i: int) -> dict:
    phrase = form.line if group == "negative" else form.line.format(
        **{k: v for k, v in values.items() if isinstance(v, str)})
    row = joined(group, kind, form.name, phrase, host, before=i % 2 == 1)
    value = row["needles"][0]
    extra = [n for n in values.get("extra", ()) if n.lower() in row["plant"].lower() and n.lower() != value.lower()]
    record = dict(values.get("record", {}))
    names = record.pop("names", [])
    return {**row, "needles": fifth.distinct([value, *extra]), "names": list(names), **record,
            "source": form.source, "position": form.position, "habit": form.habit, "layout": form.habit}


def nick_values(values: dict[str, Any], spoken: str) -> dict[str, Any]:
    return {**values, "v": spoken, "extra": (spoken,),
            "record": {**values["record"], "names": [spoken], "log_nick": True}}


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
                    values = nick_values(values, spoken)
            row = plant_record("planted", kind, form, values, host, i)
            if row["needles"][0].lower() in seen:
                raise SystemExit(f"{kind} {form.name}: a value twice")
            seen.add(row["needles"][0].lower())
            records.append(row)
    return records


def negatives(pools: ninth.Pools) -> list[dict]:
    return [plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}},
                         pools.take(clean=True), i) for i, form in enumerate(NEGATIVES)]


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form, "text": draws.token(line), "names": list(NEGATIVE_NAMES),
             "source": source}
            for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

PLATFORMS = ("discord", "slack", "telegram")


def handle_of(person: Person, platform: str) -> str:
    """A handle people make from their own name, typed in ASCII, in v33's shapes: surname and the first name's first
    two letters on Discord; first name and the surname's initial on Slack; surname and first name on Telegram."""
    first_, last = (person.ascii_first.lower().replace("-", "").replace(" ", ""),
                    person.ascii_last.lower().replace("-", "").replace(" ", ""))
    return {"discord": f"{last}{first_[:2]}", "slack": f"{first_}{last[:1]}", "telegram": f"{last}{first_}"}[platform]


def discord_plant(form: str, person: Person, uid: str, other: Person) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "discord")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "greeting-handle": (f"hey ⟦{handle}⟧\nthe build bot is yours now", (handle,), author, "sentence-end"),
        "name-own-line-stage": (f"on stage tonight:\n⟦{person.full}⟧\n{other.ascii_first}", (person.full,), nicknamed,
                                "own-line"),
        "answer-at-handle": (f"who banned the spam account?\n⟦@{handle}⟧ did", (handle,), author, "sentence-start"),
        "quote-raw-id": (f"> ⟦<@{uid}>⟧ can you pin this\npinned", (uid,), nicknamed, "sentence-start"),
        "list-display-name": (f"mods for the event:\n- ⟦{person.full}⟧\n- whoever is awake", (person.full,), nicknamed,
                              "own-line"),
        "fence-assigned": (f"```\nassigned: ⟦{handle}⟧\nstatus: open\n```", (handle,), author, "in-line"),
        "thanks-first-name": (f"it works now\nbig thanks to ⟦{person.first}⟧ and the docs", (person.first,), nicknamed,
                              "sentence-middle"),
        "forward-display-name": (f"forwarded, written by\n⟦{person.full}⟧:\nread the pinned post", (person.full,),
                                 {**nicknamed, "place": "forward"}, "before-punctuation"),
    }[form]


def slack_plant(form: str, person: Person, uid: str, other: Person) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "slack")
    user = {"user": [uid, handle, person.full]}
    return {
        "greeting-raw-mention": (f"hi ⟦<@{uid}>⟧\ncan you review the migration?", (uid,), user, "sentence-end"),
        "list-bullet-real-name": (f"on call:\n• ⟦{person.full}⟧\n• the platform team", (person.full,), user, "own-line"),
        "answer-at-handle": (f"who owns the terraform state?\n⟦@{handle}⟧, ask there", (handle,), user,
                             "before-punctuation"),
        "quote-first-name": (f"> ⟦{person.first}⟧ said the deploy is frozen\nstill true?", (person.first,), user,
                             "sentence-start"),
        "fence-reviewer": (f"```\nreviewer: ⟦{handle}⟧\n```", (handle,), user, "in-line"),
        "signature-real-name": (f"notes from the retro below\n-- ⟦{person.full}⟧", (person.full,), user, "in-line"),
        "pretext-real-name": (f"posted by\n⟦{person.full}⟧", (person.full,), {**user, "place": "pretext"}, "own-line"),
        "greeting-pairing": (f"pairing today\n⟦{person.first}⟧ with me, then lunch", (person.first,), user,
                             "sentence-start"),
    }[form]


def telegram_plant(form: str, person: Person, number: int, other: Person) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "telegram")
    return {
        "greeting-at-handle": (f"hi ⟦@{handle}⟧\nthe bus leaves at 8", (handle,), {}, "sentence-end"),
        "list-numbered-full": (f"who brings what:\n1. ⟦{person.full}⟧ - salad\n2. me - drinks", (person.full,), {},
                               "own-line"),
        "mention-name-first": (f"ask\n⟦{person.first}⟧ about the tickets", (person.first,),
                               {"entity": ["mention_name", number]}, "sentence-start"),
        "text-mention-full": (f"the photos:\n⟦{person.full}⟧ has them all", (person.full,),
                              {"entity": ["text_mention", number]}, "sentence-start"),
        "quote-handle-possessive": (f"> where are we meeting\n⟦{handle}⟧'s place, 7pm", (handle,), {},
                                    "sentence-start"),
        "caption-lines-full-name": (f"from last night\n⟦{person.full}⟧ at the grill", (person.full,), {"place": "caption"},
                              "sentence-start"),
        "tme-link-own-line": (f"add her:\n⟦t.me/{handle}⟧", (handle,), {}, "own-line"),
        "answer-first-name": (f"who has the keys?\n⟦{person.first}⟧ does", (person.first,), {}, "sentence-start"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_MD, 170), "slack": (slack_plant, SLACK_FORMAT, 190),
           "telegram": (telegram_plant, TG_ENTITIES, 210)}
EXPORT_FORMS = {
    "discord": ("greeting-handle", "name-own-line-stage", "answer-at-handle", "quote-raw-id", "list-display-name",
                "fence-assigned", "thanks-first-name", "forward-display-name"),
    "slack": ("greeting-raw-mention", "list-bullet-real-name", "answer-at-handle", "quote-first-name",
              "fence-reviewer", "signature-real-name", "pretext-real-name", "greeting-pairing"),
    "telegram": ("greeting-at-handle", "list-numbered-full", "mention-name-first", "text-mention-full",
                 "quote-handle-possessive", "caption-lines-full-name", "tme-link-own-line", "answer-first-name")}
WHOLE_PLACES = ninth.WHOLE_PLACES


def export_record(platform: str, kind: str, name: str, phrase: str, extra: tuple[str, ...], setup: dict,
                  host: Host, i: int) -> dict:
    whole = setup.get("place") in WHOLE_PLACES     # a forward, pretext or caption: the form's lines first
    row = joined("export", kind, name, phrase, host, before=whole or i % 2 == 1)
    return {**row, "needles": fifth.distinct([row["needles"][0], *extra]), "platform": platform, "setup": setup}


def mention_records(draws: Draws, platform: str, pools: ninth.Pools) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds, said = [], EXPORT_FORMS[platform], set()
    for i in range(PER_KIND):
        form = kinds[i % len(kinds)]
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        other = draws.person((i + 1) % PER_KIND)
        for attempt in range(MAX_DRAWS):      # a person whose name as said here no earlier set planted
            person = draws.person(1000 + offset + i + 10000 * attempt)
            phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number, other)
            if not any(n.lower() in draws.earlier or n.lower() in said for n in needles):
                break
        said.update(n.lower() for n in needles)
        row = export_record(platform, f"{platform}_mention", form, phrase, needles, setup, pools.take(), i)
        found.append({**row, "source": source, "position": position, "layout": form.split("-")[0],
                      "locale": person.locale})
    return found


def planted_exports(draws: Draws, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    """A third of every planted kind's plants: the same forms, fresh values, in multi-line messages of the exports
    (Discord, Slack and Telegram in turn)."""
    records = []
    for kind, kind_forms in FORMS.items():
        for i in range(EXPORT_PER_KIND):
            j = PER_KIND + i                      # values apart from the planted group's
            form = kind_forms[(i + 3) % len(kind_forms)]
            values = fields(kind, form, draws, j)
            phrase = form.line.format(**{k: v for k, v in values.items() if isinstance(v, str)})
            platform = PLATFORMS[i % len(PLATFORMS)]
            extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower())
            record = {k: v for k, v in values.get("record", {}).items() if k != "names"}
            row = export_record(platform, kind, form.name, phrase, extra, {}, pools.take(), i)
            records.append({**row, **record, "source": form.source, "position": form.position,
                            "habit": form.habit, "layout": form.habit})
    return records


def side_channels(draws: Draws) -> list[dict]:
    """The personal kinds of side channel (as v30) in v33's shapes: a Discord DM named after a handle, a Slack
    private channel of one person's visa paperwork, a Slack group DM of three, a Telegram personal chat titled with
    the full name in its own script and a word, an export under a Linux home named `first name + surname`."""
    people = [p for p in (draws.person(3300 + k) for k in range(40))
              if not {p.first.lower(), p.last.lower(), p.ascii_first.lower(), p.ascii_last.lower()} & draws.earlier]
    scripted = [p for p in people[6:] if p.first != p.ascii_first and p.locale in OWN_SCRIPT]
    a, b, c, d, e, f = people[:6]
    t = scripted[0] if scripted else people[6]
    home = f"{f.ascii_first.lower()}{f.ascii_last.lower()}"
    slack = [handle_of(p, "slack") for p in (c, d, e)]
    dm = handle_of(a, "discord")
    rows = {
        "discord-dm-name": ("discord", dm, (dm, a.ascii_last.lower())),
        "slack-private-channel-of-person": ("slack", f"visa-{b.ascii_first.lower()}-{b.ascii_last.lower()}",
                                            (b.ascii_first.lower(), b.ascii_last.lower())),
        "slack-mpdm-name": ("slack", f"mpdm-{slack[0]}--{slack[1]}--{slack[2]}-1", tuple(slack)),
        "telegram-personal-title": ("telegram", f"{t.full} (neighbour)", (t.first, t.last, t.full)),
        "export-path-home": ("telegram", f"/home/{home}/Downloads/Telegram Desktop/ChatExport_2026-11-28", (home,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- real lines

def speaker_of(host: Host, cache: dict[str, list[str]]) -> str:
    """The nick a host line was spoken by (`<nick>` before its text), or '' for none."""
    if host.file not in cache:
        cache[host.file] = first.file_lines(SHARED / host.file)
    found = re.search(r"<\s*([^>\s]+)\s*>", cache[host.file][host.line][:host.start])
    return found.group(1) if found else ""


def real_records(hosts: list[Host], rng: random.Random) -> tuple[list[dict], set[tuple[str, int]]]:
    """`REAL_JOINED` messages of two or three clean lines of one speaker of a log (in the log's order) joined by line
    breaks, as a chat user would have sent them; the lines they use."""
    cache: dict[str, list[str]] = {}
    by_speaker: dict[tuple[str, str], list[Host]] = defaultdict(list)
    for host in hosts:
        if eighth.is_clean(host):
            who = speaker_of(host, cache)
            if who:
                by_speaker[host.file, who].append(host)
    groups = [sorted(g, key=lambda h: h.line) for g in by_speaker.values() if len(g) >= 2]
    rng.shuffle(groups)
    records, used = [], set()
    for group in groups:
        while len(group) >= 2 and len(records) < REAL_JOINED:
            size = min(len(group), 3 if len(records) % 3 == 0 else 2)
            chosen, group = group[:size], group[size:]
            records.append({"group": "real", "kind": "", "form": "joined", **chosen[0].reference(),
                            "more": [[h.line, h.start, len(h.text)] for h in chosen[1:]], "names": []})
            used.update((h.file, h.line) for h in chosen)
        if len(records) >= REAL_JOINED:
            break
    return records, used


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v31 (lower case, v32 never read): no value of v33 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN, e-mail provider or token issuer of v33 is one an earlier set used."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier
            if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}|[0-9a-f]{4}(\.[0-9a-f]{4}){2}|[0-9a-f]{12}", n)}
    iins = {re.sub(r"\D", "", n)[:6] for n in earlier if re.fullmatch(r"[\d .\n-]+", n)
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


def check_forms() -> None:
    """Every form is multi-line, names a layout of `LAYOUTS` and a position of `POSITIONS`; the common layouts hold
    the most forms."""
    every = [f for kind_forms in FORMS.values() for f in kind_forms] + list(NEGATIVES)
    for form in every:
        assert "\n" in form.line and form.habit in LAYOUTS and form.position in POSITIONS, form.name
    held = Counter(f.habit for kind_forms in FORMS.values() for f in kind_forms)
    assert set(held) == set(LAYOUTS), set(LAYOUTS) - set(held)
    assert sum(held[lay] for lay in COMMON_LAYOUTS) > sum(held.values()) // 2, held


def build() -> list[dict]:
    """Every record of the thirty-third held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS) | more_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:1]       # the quietest #ubuntu days only: the irclogs days are used up (v24, v25)
    earlier = earlier_values()
    check_ranges(earlier)
    check_forms()
    check_people()
    draws = Draws(earlier | {w.lower() for pool in hosts for h in pool for w in re.findall(r"\w+", h.text)}, earlier)
    joined_real, taken = real_records(hosts[0], rng)
    hosts = [[h for h in hosts[0] if (h.file, h.line) not in taken]]
    pools = ninth.Pools(hosts, rng)
    real = [pools.take(clean=True) for _ in range(REAL_UNPLANTED - len(joined_real))]
    records = joined_real + [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    records += planted(draws, pools, rng, ninth.LogNicks(set(earlier)))
    records += negatives(pools)
    records += planted_exports(draws, pools, rng)
    for platform in EXPORTS:
        records += mention_records(draws, platform, pools)
    records += side_channels(draws) + technical(draws)
    print(Counter((r["group"], r["kind"]) for r in records))
    return records


def more_lines(paths) -> set[tuple[str, int]]:
    """The further lines (`more`) of earlier sets' joined real records (none before v33; kept for the later sets)."""
    found = set()
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            found.update((record["file"], more[0]) for more in record.get("more", []))
    return found


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
