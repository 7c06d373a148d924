"""Builds bench/data/anonymize_heldout13.jsonl, the THIRTEENTH held-out set of the anonymiser (v13), measured by
`bench/anonymize_heldout.py --set v13`. Written on 2026-11-29 (07:36-07:53 UTC, helper heldout13) after v12 was
spent; never tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py (the place names and side-channel keys it reads), v12's builder
in full and the other builders' constants and helpers (to keep their record format and groups, import their helpers
and avoid their forms, hosts, locales and values) and tests/test_anonymize_heldout.py. It did not open
../shared/README.md, the first section of docs/privacy.md nor docs/chat-exports.md (the mentions keep v12's places,
which the tests show the readers read). Public sources were searched for about two minutes, for shapes only (issue
threads about IBANs typed in lower case or with spaces, card numbers typed with spaces and dashes, MACs in mixed and
Cisco forms, phone numbers with glued extensions, lists of e-mail domain typos, pages on the trunk prefix); each form's
`source` names the page or thread that shows the habit; no line or value was copied. It did NOT read the rule modules
(disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half, any
result of a held-out set, the privacy tests, nor the rest of docs/privacy.md. The anonymiser was never run on a plant,
nor `disentangle extract`, nor the harness on this set.

v13 keeps v5-v12's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and differs in METHOD:

- VALUES AS HURRIED PEOPLE TYPE THEM (`HABITS`): every form names the habit it shows (`habit`) and a public page or
  thread that shows people writing so (`source`): phones with irregular grouping, doubled separators, a stray
  space, the country code without `+`, `00CC-AAA/BBBB-CCCC`, the trunk zero kept after the country code
  (`+44 07911 ...`), an extension glued (`x12`), dots; cards with mixed separators (`4539.1488 0343-6467`), two
  groups of eight, unspaced with the expiry glued (`.../0429`), a doubled space, spaced dashes; IBANs in lower case,
  unspaced, irregularly spaced, with dashes, with only the first letter capital (`Sk26...`), glued after `IBAN:`;
  e-mail in capitals, in mixed case, with the sentence's punctuation glued after it (`.`, `;`, `).`), in brackets
  or angle brackets with no space before, at typo'd provider domains (`gmial.com`, `hotmial.com`, `yaho.com`,
  `outlok.com`); IPv4 with a port, a CIDR suffix or a path glued, leading zeros, a trailing dot, in a URL, after
  `root@`; IPv6 in upper case, with a zone, written out in full, in brackets with a port, with a prefix length; MACs
  in mixed case, with one separator missing, mixed separators, three dotted groups of four (Cisco's), bare lower-case hex
  after a MAC word; secrets with a half-closed quote, after `user/`, after misspelled words (`pasword:`,
  `passwrod`, `pw=`, `pwd -`, `passowrd:`, `the pass is`); home paths with a space in the user name
  (`C:\\Users\\Jo Smith\\`), `~user/`, mixed slashes, a trailing backslash, a lower-case drive, a doubled slash,
  a re-cased macOS user; nicks retyped as people address them (re-cased, `NICK:`, a letter dropped, two letters
  swapped, `|afk` added, the trailing `_` dropped or added, after `thansk`, `ty`, `thx ...!!`); Discord / Slack / Telegram
  mentions typed by hand (`@Display Name`, a first name, the user name without `@`, re-cased).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, before punctuation, glued
  to a word or mark by a typo, and (in the exports, whose messages may span lines) at a line end inside a
  multi-line message.
- HOSTS: v12's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the shared irclogs
  days), none a line of v1-v12, taken in turn; the phrase at the host's start, after its words, or at a word
  boundary.
- VALUES FROM GENERATORS AND RANGES NONE USED: people from Faker's el_GR, uk_UA, gu_IN, mr_IN, si_LK and or_IN (no
  earlier set drew people from them; the abugidas' names romanised with their inherent vowels, as their people type
  them in chat: Chaudhari, not unidecode's Caudhrii); phone regions none used (v2's table and the records of v3-v12
  checked): Guernsey (+44, where the kept trunk zero is the UK's habit), Somalia, Jamaica, the Dominican Republic,
  Bermuda, the Cayman Islands, Syria, Tajikistan, Turkmenistan, Myanmar, Sierra Leone, Eswatini, Suriname, Belize,
  Libya and Mauritania, a form's spelling passed to the next region when it is not valid there (no trunk zero, no
  `00` prefix) or happens to be the region's own clean format; the twelve IBAN countries the earlier sets used least
  (AL, BA, BE, LU, SM, AT, BI, CH, CY, DJ, FK, GR); card labels and IIN prefixes none used; IPv4 /16s, IPv6 prefixes
  and OUIs none used (checked); seeded `random.Random`. Every value is valid where a checksum or a numbering plan
  applies (Luhn, mod 97 and the country's length, `phonenumbers` for the region as written).
- Exports: hand-typed mentions in v12's places (forward, pretext, attachment, comment, edit, caption, poll, saved,
  via_bot), and side channels (a Discord group DM of two first names, a Slack DM partner, a Slack channel named after
  two people, a Telegram group named after a family, an export under a Windows home folder whose name is a person's,
  with a space in it). No mention is the client's own `<@id>` / `<@U...>` syntax; one form per platform puts the
  typed mention at a line end inside a multi-line message.
- NOT COVERED: a value broken over two lines (an IBAN split between its groups, a secret split in a long paste) is
  not planted: the text-level plants sit in IRC lines, which hold no line end, and the exports carry only mentions.

    python bench/experiments/anonymize_heldout13.py   # rewrites bench/data/anonymize_heldout13.jsonl
    (needs Faker 40.x, phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import ipaddress
import json
import random
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer, placing
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct, iban_value
from experiments import anonymize_heldout6 as sixth  # noqa: E402 -- Draws (tokens)
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- phone_value, valid_in

Person, Host = fifth.Person, first.Host

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout13.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl"
                     for n in ("", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"))
SEED = 13131
EXPORT_SEED = 13202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("el_GR", "uk_UA", "gu_IN", "mr_IN", "si_LK", "or_IN")   # Faker; no earlier set drew them
PHONE_REGIONS = ("GG", "SO", "JM", "DO", "BM", "KY", "SY", "TJ", "TM", "MM", "SL", "SZ", "SR", "BZ", "LY", "MR")
IBAN_COUNTRIES = ("AL", "BA", "BE", "LU", "SM", "AT", "BI", "CH", "CY", "DJ", "FK", "GR")   # the least used before
CARD_RANGES = (("visa_debit_gb_uneven", "465943", 16), ("mastercard_2series_ie_uneven", "223512", 16),
               ("amex_nl_uneven", "377814", 15), ("dankort_visa_dk_uneven", "457124", 16),
               ("maestro_uk_uneven", "675938", 16), ("discover_us_uneven", "601157", 16),
               ("jcb_au_uneven", "358821", 16), ("diners_club_cz_uneven", "364417", 14),
               ("visa_electron_ro_uneven", "491731", 16), ("mastercard_debit_za_uneven", "535826", 16),
               ("unionpay_nz_uneven", "625094", 16), ("visa_gr_uneven", "476173", 16))
EMAIL_DOMAINS = ("btinternet.com", "eircom.net", "ziggo.nl", "telia.com", "online.no", "seznam.cz", "freemail.hu",
                 "otenet.gr", "ukr.net", "mweb.co.za", "bigpond.com", "xtra.co.nz")
TYPO_DOMAINS = ("gmial.com", "hotmial.com", "yaho.com", "outlok.com", "gmal.com", "yahooo.com", "hotmal.com",
                "gamil.com")
V4_BLOCKS = ("86.143", "94.197", "176.250", "37.228", "145.129", "212.181", "178.164", "89.133", "93.176",
             "62.163", "185.217", "81.174")
V6_PREFIXES = ("2a02:c7c", "2001:1c02", "2a00:801", "2a01:79d", "2001:4c4e", "2a02:2f0e")
OUIS = ("18:c0:4d", "f0:18:98", "94:83:c4", "2c:cf:67", "00:d8:61", "48:2c:a0", "c8:d7:19", "5c:e9:1e")

# the habits' pages (searched for shapes only; each shows people typing the value so)
TRUNK = "https://en.wikipedia.org/wiki/Trunk_prefix (the national 0 kept after the country code, a common error)"
PHONE_GROUPS = "https://en.wikipedia.org/wiki/National_conventions_for_writing_telephone_numbers (groupings people mix)"
PHONE_EXT = "https://github.com/daddyz/phonelib/issues/367 (extensions typed as x136 glued to the number)"
PHONE_SLASH = "https://github.com/TrevorPilley/phone-number-parser/issues/689 (0234/123456-10: slash and dash mixed)"
PHONE_SEPARATORS = "https://github.com/google/libphonenumber/issues/988 (numbers typed with stray marks around them)"
EMAIL_TYPOS = "https://github.com/melsam/NSString-EmailAddresses (README: gmial.com, hoitmail.com typed at sign-up)"
EMAIL_CASE = "https://www.rfc-editor.org/rfc/rfc5321#section-2.4 (domains are case-insensitive: addresses typed in capitals)"
EMAIL_PUNCT = "https://www.rfc-editor.org/rfc/rfc3986#appendix-C (an address in running text: its punctuation glued after it)"
CARD_SPACES = "https://github.com/jquery-validation/jquery-validation/pull/218 (card numbers typed with spaces and dashes)"
CARD_MIXED = "https://github.com/gpassarelli/parsley.js-credit-card-validator/issues/3 (whitespace and dashes mixed)"
CARD_PRINTED = "https://github.com/recurly/recurly-js/issues/18 (cards entered as printed, spaces and all)"
CARD_GLUED = "https://github.com/SparkDevNetwork/Rock/issues/1728 (card numbers pasted with dashes or spaces)"
IBAN_LOWER = "https://github.com/python-validators/validators/pull/471 (IBANs typed in lower case)"
IBAN_SPACES = "https://github.com/firefly-iii/firefly-iii/issues/1131 (IBANs entered with spaces between the groups)"
IBAN_CASE = "https://github.com/arhs/iban.js/issues/35 (an IBAN typed `Sk26...`, first letter only capital)"
IBAN_PRINT = "https://github.com/skwasjer/IbanNet/issues/142 (a formatted IBAN pasted with its spaces)"
IBAN_FORMS = "https://github.com/Metalab/mos/issues/209 (IBANs pasted as the bank prints them)"
MAC_MIXED = "https://github.com/frenck/probatio/pull/118 (mixed or misgrouped MAC separators: aa:bb-cc.dd:ee:ff)"
MAC_CISCO = "https://github.com/trema/pio/issues/116 (Cisco's dotted form 002a.6abc.a12c)"
MAC_HUMAN = "https://github.com/dotnet/corefx/issues/41518 (MACs typed by humans: bare, lower case, 0011:2233:4455)"
MAC_BARE = "https://github.com/Ernegien/XboxEepromEditor/issues/3 (a MAC shown as a bare string of hex digits)"
V4_ZEROS = "https://en.wikipedia.org/wiki/Dot-decimal_notation (leading zeros in an octet: 081.012.005.044)"
V4_AUTHORITY = "RFC 3986 (host:port and paths glued to an IPv4 host)"
V4_CIDR = "RFC 4632 (a CIDR prefix length glued to the address)"
V6_TEXT = "RFC 5952 (IPv6 text: people write it in upper case, in full, with zeros)"
V6_ZONE = "RFC 4007 (a zone index glued with %)"
V6_PORT = "RFC 3986 (an IPv6 literal in brackets with a port)"
PASSWORD = "https://en.wikipedia.org/wiki/Password (a password typed in a chat line)"
TYPO = "https://en.wikipedia.org/wiki/Typographical_error (transposed, dropped and doubled letters)"
QUOTES = "https://en.wikipedia.org/wiki/Quotation_mark (a quote opened and never closed)"
USERINFO = "RFC 3986 (user and password written together, here with a slash)"
WIN_PATHS = "https://learn.microsoft.com/en-us/windows/win32/fileio/naming-a-file (both slashes work; spaces in names)"
TILDE = "https://www.gnu.org/software/bash/manual/html_node/Tilde-Expansion.html (~user/)"
FHS = "Filesystem Hierarchy Standard 3.0 (/home/<user>) as typed in a hurry"
MACOS = "https://support.apple.com/guide/mac-help/ (/Users/<short name>, re-cased)"
IRC_DOC = "RFC 2812 (IRC nicknames) retyped the way people address each other"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (a mention typed by hand, not by the client)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (a name typed by hand, not a mention)"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity (a user name typed by hand)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-start", "sentence-middle", "sentence-end", "in-brackets", "before-punctuation", "glued-typo",
             "line-end")                       # line-end: at the end of a line inside a multi-line message (exports)


@dataclass(frozen=True)
class Form:
    """One carrier phrase: its name, the line with `⟦…⟧` around the value, the page that shows the habit, where the
    value stands (`POSITIONS`), the habit."""

    name: str
    line: str
    source: str
    position: str
    habit: str


def forms(source: str, *rows: tuple[str, str, str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source, position, habit) for name, line, position, habit in rows)


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(EMAIL_CASE, ("email-all-caps", "my mail is ⟦{caps}⟧ if u need it", "sentence-middle", "capitals"),
               ("email-mixed-case", "⟦{mixed}⟧ is my addy, mail me the log", "sentence-start", "mixed case")),
        *forms(EMAIL_PUNCT, ("email-trailing-dot", "send it to ⟦{v}⟧.", "before-punctuation", "sentence dot glued"),
               ("email-paren-no-space", "or mail me(⟦{v}⟧).", "in-brackets", "brackets, no space before"),
               ("email-angle-no-space", "{n}<⟦{v}⟧> wrote the patch", "glued-typo", "angle brackets, no space"),
               ("email-semicolon", "cc ⟦{v}⟧; and the list", "before-punctuation", "semicolon glued")),
        *forms(EMAIL_TYPOS, ("email-typo-domain", "its ⟦{typo}⟧ sorry for the spam", "sentence-middle",
                             "typo'd provider domain"),
               ("email-typo-domain-end", "reach me at ⟦{typo}⟧", "sentence-end", "typo'd provider domain"),
               ("email-comma-glued", "email,⟦{v}⟧ thx", "glued-typo", "comma glued, no space"))),
    "phone": (
        *forms(PHONE_GROUPS, ("phone-irregular-groups", "call me on ⟦{irregular}⟧ after 6", "sentence-middle",
                              "irregular grouping"),
               ("phone-intl-irregular", "⟦{intl_irregular}⟧ is my mobile", "sentence-start",
                "international, irregular grouping"),
               ("phone-cc-no-plus", "whatsapp ⟦{no_plus}⟧", "sentence-end", "country code without +"),
               ("phone-stray-space", "my number ⟦{stray}⟧, text first", "before-punctuation", "a stray space")),
        *forms(PHONE_SLASH, ("phone-00-dash-slash", "ring ⟦{dash_slash}⟧ tomorrow", "sentence-middle",
                             "00 prefix, dash and slash")),
        *forms(TRUNK, ("phone-trunk-kept", "mob: ⟦{trunk}⟧", "sentence-end", "trunk zero kept after +CC"),
               ("phone-trunk-kept-brackets", "(⟦{trunk}⟧) if the line drops", "in-brackets",
                "trunk zero kept, in brackets")),
        *forms(PHONE_SEPARATORS, ("phone-doubled-separator", "tel ⟦{doubled}⟧ ok?", "sentence-middle",
                                  "doubled separators"),
               ("phone-dots", "ph.⟦{dots}⟧", "glued-typo", "dots, glued to the word")),
        *forms(PHONE_EXT, ("phone-ext-glued", "office ⟦{ext}⟧ ask for me", "sentence-middle", "extension glued"))),
    "ipv4": (
        *forms(V4_AUTHORITY, ("v4-port-glued", "my box is ⟦{v}⟧:8443 try it", "sentence-middle", "port glued"),
               ("v4-path-glued", "open ⟦{v}⟧/admin in the browser", "sentence-middle", "path glued"),
               ("v4-url", "http://⟦{v}⟧:8080/ is my nas", "sentence-start", "in a URL"),
               ("v4-root-at", "ssh root@⟦{v}⟧ and look", "glued-typo", "after root@")),
        *forms(V4_CIDR, ("v4-cidr", "whitelist ⟦{v}⟧/32 pls", "sentence-middle", "CIDR suffix glued")),
        *forms(V4_ZEROS, ("v4-leading-zeros", "my ip is ⟦{zeros}⟧", "sentence-end", "leading zeros")),
        *forms(PHONE_SEPARATORS.replace("numbers", "addresses"), (
            "v4-trailing-dot", "the server is ⟦{v}⟧.", "before-punctuation", "trailing dot"),
            ("v4-brackets", "my wan ip (⟦{v}⟧) gets blocked", "in-brackets", "in brackets"),
            ("v4-glued-word", "ip:⟦{v}⟧", "glued-typo", "glued after ip:"))),
    "ipv6": (
        *forms(V6_TEXT, ("v6-upper", "my v6 is ⟦{upper}⟧ fwiw", "sentence-middle", "upper case"),
               ("v6-exploded", "⟦{exploded}⟧ thats the box", "sentence-start", "written out with zeros"),
               ("v6-mixed-case", "addr ⟦{mixed}⟧.", "before-punctuation", "mixed case")),
        *forms(V6_ZONE, ("v6-zone", "ping6 ⟦{v}⟧%wlp2s0 fails", "sentence-middle", "zone glued")),
        *forms(V6_PORT, ("v6-bracket-port", "connect to [⟦{v}⟧]:2222", "in-brackets", "brackets and port")),
        *forms(V4_CIDR.replace("IPv4", "IPv6"), ("v6-prefix-len", "route ⟦{v}⟧/64 is mine", "sentence-middle",
                                                 "prefix length glued")),
        *forms(V6_TEXT, ("v6-trailing-dot", "my ipv6 is ⟦{v}⟧.", "before-punctuation", "trailing dot"),
               ("v6-paren", "(⟦{upper}⟧) thats what ip a says", "in-brackets", "in brackets, upper case"))),
    "mac": (
        *forms(MAC_HUMAN, ("mac-mixed-case", "my mac is ⟦{mixed}⟧", "sentence-end", "mixed case"),
               ("mac-grouped-fours", "mac ⟦{fours}⟧ on the nic", "sentence-middle", "groups of four")),
        *forms(MAC_MIXED, ("mac-one-separator-missing", "hwaddr ⟦{missing}⟧ i think", "sentence-middle",
                           "one separator missing"),
               ("mac-mixed-separators", "⟦{mixed_sep}⟧ is the laptop", "sentence-start", "mixed separators")),
        *forms(MAC_CISCO, ("mac-cisco-dots", "the switch shows ⟦{cisco}⟧ on gi0/3", "sentence-middle",
                           "dotted in threes of four")),
        *forms(MAC_BARE, ("mac-bare-lower", "mac address ⟦{bare}⟧", "sentence-end", "bare 12 hex after a MAC word"),
               ("mac-bare-glued", "ether⟦{bare}⟧ no separators", "glued-typo", "bare hex glued")),
        *forms(MAC_HUMAN, ("mac-upper-brackets", "(⟦{upper}⟧) is whitelisted", "in-brackets", "upper case"))),
    "secret": (
        *forms(QUOTES, ("secret-half-quote", "password \"⟦{pw}⟧ and it still fails", "sentence-middle",
                        "quote never closed"),
               ("secret-half-single-quote", "export API_KEY='⟦{hex32}⟧", "sentence-end", "quote never closed")),
        *forms(USERINFO, ("secret-user-slash", "login {u}/⟦{pw}⟧ on the router", "glued-typo", "user/password")),
        *forms(TYPO, ("secret-pasword-colon", "pasword: ⟦{pw}⟧", "sentence-end", "misspelled word"),
               ("secret-passwrod", "the passwrod is ⟦{pw}⟧ lol", "sentence-middle", "misspelled word"),
               ("secret-passowrd-glued", "passowrd:⟦{pw}⟧", "glued-typo", "misspelled, glued")),
        *forms(PASSWORD, ("secret-pw-equals", "pw=⟦{pw}⟧", "glued-typo", "pw="),
               ("secret-pwd-dash", "pwd - ⟦{pw}⟧", "sentence-end", "pwd -"),
               ("secret-the-pass-is", "the pass is ⟦{pw}⟧, dont share", "before-punctuation", "the pass is"),
               ("secret-token-dot", "my token is ⟦{hex40}⟧.", "before-punctuation", "token, sentence dot"))),
    "home_path": (
        *forms(WIN_PATHS, ("home-win-space-user", "its in C:\\Users\\⟦{spaced}⟧\\Desktop", "sentence-end",
                           "space in the user name"),
               ("home-win-mixed-slashes", "C:/Users/⟦{u}⟧\\Desktop\\log.txt is the file", "sentence-start",
                "mixed slashes"),
               ("home-win-trailing-backslash", "saved to C:\\Users\\⟦{u}⟧\\", "sentence-end", "trailing backslash"),
               ("home-win-lower-drive", "c:\\users\\⟦{u}⟧\\appdata has it", "sentence-middle", "lower-case drive"),
               ("home-win-xp-space", "(C:\\Documents and Settings\\⟦{spaced}⟧\\) on the old box", "in-brackets",
                "space in the user name, old Windows")),
        *forms(TILDE, ("home-tilde-user", "look in ~⟦{u}⟧/projects", "sentence-end", "tilde and user")),
        *forms(FHS, ("home-double-slash", "/home/⟦{u}⟧//Downloads is full", "sentence-start", "doubled slash"),
               ("home-glued", "cd/home/⟦{u}⟧/src", "glued-typo", "glued to the command")),
        *forms(MACOS, ("home-macos-recased", "its /Users/⟦{cap}⟧/Library.", "before-punctuation", "re-cased user"))),
    "nick": (
        *forms(IRC_DOC, ("nick-recased", "⟦{recased}⟧ that worked", "sentence-start", "re-cased"),
               ("nick-caps-colon", "⟦{caps}⟧: are you there", "sentence-start", "capitals and colon"),
               ("nick-letter-dropped", "ask ⟦{dropped}⟧ he knows", "sentence-middle", "a letter dropped"),
               ("nick-letters-swapped", "ping ⟦{swapped}⟧", "sentence-end", "two letters swapped"),
               ("nick-afk-added", "⟦{afk}⟧ is away", "sentence-start", "away suffix added"),
               ("nick-underscore-toggled", "thanks ⟦{bare}⟧!", "before-punctuation",
                "trailing _ dropped, or added")),
        *forms(TYPO, ("nick-thansk", "thansk ⟦{v}⟧", "sentence-end", "after a typo'd thanks"),
               ("nick-ty", "ty ⟦{v}⟧", "sentence-end", "after ty"),
               ("nick-thx-bang", "thx ⟦{v}⟧!!", "before-punctuation", "after thx, doubled bang"))),
    "card": (
        *forms(CARD_MIXED, ("card-mixed-separators", "card ⟦{mixed}⟧ exp {mm}/{yy}", "sentence-middle",
                            "mixed separators"),
               ("card-spaced-dashes", "⟦{spaced_dashes}⟧ is the card", "sentence-start", "spaced dashes")),
        *forms(CARD_SPACES, ("card-two-eights", "cc ⟦{eights}⟧", "sentence-end", "two groups of eight"),
               ("card-doubled-space", "number is ⟦{doubled}⟧ cvv later", "sentence-middle", "a doubled space")),
        *forms(CARD_PRINTED, ("card-expiry-glued", "⟦{num}⟧/{mm}{yy} thats it", "glued-typo", "expiry glued")),
        *forms(CARD_GLUED, ("card-hash-glued", "card#⟦{num}⟧", "glued-typo", "glued after card#"),
               ("card-brackets", "(⟦{grouped}⟧) was charged twice", "in-brackets", "in brackets"),
               ("card-trailing-dot", "i used ⟦{num}⟧.", "before-punctuation", "unspaced, sentence dot"),
               ("card-irregular", "visa ⟦{irregular}⟧ declined", "sentence-middle", "irregular groups"))),
    "iban": (
        *forms(IBAN_LOWER, ("iban-lower-spaced", "iban ⟦{lower_spaced}⟧", "sentence-end", "lower case, spaced"),
               ("iban-lower-unspaced", "⟦{lower}⟧ is my iban", "sentence-start", "lower case, unspaced")),
        *forms(IBAN_SPACES, ("iban-irregular-spaces", "pay to ⟦{irregular}⟧ pls", "sentence-middle",
                             "irregular spaces"),
               ("iban-doubled-space", "acct ⟦{doubled}⟧.", "before-punctuation", "a doubled space")),
        *forms(IBAN_CASE, ("iban-first-capital", "my iban ⟦{first_cap}⟧ thanks", "sentence-middle",
                           "first letter capital only")),
        *forms(IBAN_PRINT, ("iban-dashes", "⟦{dashed}⟧ (from the app)", "sentence-start", "dashes")),
        *forms(IBAN_FORMS, ("iban-glued-colon", "IBAN:⟦{v}⟧", "glued-typo", "glued after IBAN:"),
               ("iban-brackets", "transfer it (⟦{spaced}⟧) today", "in-brackets", "in brackets"),
               ("iban-spaced-comma", "⟦{spaced}⟧, ref rent", "before-punctuation", "spaced, comma glued"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, typed as sloppily (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("htop", "gparted", "lsblk", "dmesg", "rsyslog")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-version-five-parts", "update to ⟦1.2.3.4.5⟧ fixed it", "", ""),
           ("neg-version-underscores", "kernel ⟦5_15_0_91⟧ boots", "", ""),
           ("neg-version-dashes-dots", "build ⟦2.40-1ubuntu1.3⟧ is out", "", ""),
           ("neg-version-v-prefix", "firefox ⟦v121.0.1⟧ crashes", "", ""),
           ("neg-version-four", "driver ⟦535.129.03.01⟧ here", "", "")),
    *forms(f"{NEG}Date_format_by_country", ("neg-date-short", "since ⟦29/11/26⟧ it broke", "", ""),
           ("neg-date-dashes", "log from ⟦2026-11-29⟧", "", ""),
           ("neg-date-dots", "on ⟦29.11.2026⟧ the update", "", "")),
    *forms(f"{NEG}24-hour_clock", ("neg-time", "at ⟦12:30:45⟧ it froze", "", ""),
           ("neg-time-ms", "⟦07:41:02.113⟧ kernel panic", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-size-g", "only ⟦4.2G⟧ free", "", ""),
           ("neg-size-space", "swap is ⟦8 GiB⟧", "", ""),
           ("neg-size-mb", "a ⟦512MB⟧ boot partition", "", "")),
    *forms(f"{NEG}Hex_dump", ("neg-hex-dump", "first bytes ⟦7f 45 4c 46 02 01 01⟧", "", ""),
           ("neg-hex-magic", "magic ⟦0xDEADBEEF⟧ in dmesg", "", "")),
    *forms(f"{NEG}Localhost", ("neg-localhost-port", "open ⟦localhost:8080⟧", "", ""),
           ("neg-loopback-port", "flask on ⟦127.0.0.1:5000⟧", "", ""),
           ("neg-loopback-v6", "listens on ⟦[::1]:631⟧", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-private-cidr", "lan is ⟦192.168.0.0/24⟧", "", ""),
           ("neg-private-ten", "vpn gives ⟦10.8.0.6⟧", "", ""),
           ("neg-private-172", "docker uses ⟦172.17.0.1⟧", "", "")),
    *forms("RFC 4291 (link-local)", ("neg-link-local-zone", "got ⟦fe80::1%eth0⟧ only", "", "")),
    *forms("IEEE Std 802-2014 (all-zero and broadcast)", ("neg-zero-mac", "mac shows ⟦00:00:00:00:00:00⟧", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs, here in capitals)", (
        "neg-uuid-caps", "UUID=⟦9C1E5B8A-0D4F-4E7A-9B3C-2F6D8E1A7C45⟧ in fstab", "", "")),
    *forms("https://git-scm.com/docs/git-log (abbreviated ids)", ("neg-short-commit", "reverting ⟦a1b2c3d⟧ helped", "",
                                                                  "")),
    *forms(f"{NEG}Typographical_error", ("neg-mistyped-apt", "⟦sudo apt-get isntall⟧ says not found", "", ""),
           ("neg-mistyped-sl", "typed ⟦sl⟧ instead of ls", "", ""),
           ("neg-mistyped-grpe", "⟦grpe -r⟧ no such command", "", ""),
           ("neg-mistyped-sudp", "⟦sudp⟧ lol", "", "")),
    *forms(f"{NEG}Percent_sign", ("neg-percent", "cpu at ⟦99.9%⟧", "", "")),
    *forms(f"{NEG}Frequency", ("neg-freq", "wifi on ⟦5.2GHz⟧", "", "")),
    *forms(f"{NEG}Resolution", ("neg-resolution", "set ⟦1920x1080⟧ again", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-port-only", "port ⟦:22⟧ closed", "", "")),
    *forms(f"{NEG}Semantic_Versioning", ("neg-semver-rc", "⟦3.0.0-rc.1⟧ broke it", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-bug-number", "see bug ⟦#2045871⟧", "", ""),
           ("neg-lp-bug", "⟦LP: #1987654⟧ is it", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-pid", "killed pid ⟦31337⟧", "", "")),
    *forms(f"{NEG}Exit_status", ("neg-exit", "exit code ⟦127⟧", "", "")),
    *forms(f"{NEG}Emergency_telephone_number", ("neg-emergency-999", "call ⟦999⟧ not me lol", "", ""),
           ("neg-emergency-112", "⟦112⟧ works in the eu", "", "")),
    *forms("https://docs.stripe.com/testing (test cards, typed unevenly)", (
        "neg-test-card-uneven", "test card ⟦4242-4242 42424242⟧", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-doc-v4-port", "e.g. ⟦203.0.113.5:80⟧", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-example-caps", "like ⟦USER@EXAMPLE.COM⟧", "", "")),
    *forms("Ubuntu package names", ("word-nick-typed", "run ⟦htop⟧ and look", "", ""),
           ("word-nick-typed", "⟦gparted⟧ shows it", "", ""), ("word-nick-typed", "try ⟦lsblk⟧", "", ""),
           ("word-nick-typed", "⟦dmesg⟧ says nothing", "", ""), ("word-nick-typed", "restart ⟦rsyslog⟧", "", "")),
)

# technical text with random-looking values that identify no one, typed as sloppily
TECHNICAL_SHAPES = (
    ("tech-commit-said", "https://git-scm.com/docs/git-log (commit ids)", "its fixed in {hex:40} i think"),
    ("tech-short-commit-glued", "https://git-scm.com/docs/git-log (abbreviated ids)", "commit{hex:7} broke the build"),
    ("tech-uuid-caps", "https://man7.org/linux/man-pages/man8/blkid.8.html (UUIDs in capitals)", "UUID={UUID} wont mount"),
    ("tech-uuid-lower-glued", "https://man7.org/linux/man-pages/man8/blkid.8.html (UUIDs)", "uuid:{uuid} not found"),
    ("tech-sha256-said", "https://releases.ubuntu.com/ (SHA256SUMS)", "sha256 is {hex:64} matches"),
    ("tech-md5-upper", "https://man7.org/linux/man-pages/man1/md5sum.1.html", "md5 {HEX:32} ??"),
    ("tech-hex-dump", "https://man7.org/linux/man-pages/man1/xxd.1.html (hex dumps)", "xxd shows {hexpairs}"),
    ("tech-docker-id", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "container {hex:12} keeps restarting"),
    ("tech-machine-id", "https://www.freedesktop.org/software/systemd/man/machine-id.html (128-bit id)",
     "machine-id={hex:32}"),
    ("tech-vfat-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (FAT volume ids)", "efi part {vfat} gone"),
    ("tech-gpg-fpr-spaced", "https://www.gnupg.org/documentation/manuals/gnupg/ (fingerprints in groups)",
     "key {HEX4x10}"),
    ("tech-build-id-glued", "https://sourceware.org/binutils/docs/ld/Options.html (--build-id)", "buildid:{hex:40}"),
    ("tech-snap-revision", "https://snapcraft.io/docs/ (revisions and ids)", "snap id {aln:32} rev 2874"),
)


# ----------------------------------------------------------------------------------------------- draws

INDIC = ("gu_IN", "mr_IN", "or_IN", "si_LK")      # abugidas: a consonant carries an `a` unless a sign says otherwise
SCHWA_DROPPED = ("gu_IN", "mr_IN", "or_IN")      # a word's last inherent `a` is not said (Sundar, not Sundara)


def romanised(text: str, locale: str = "") -> str:
    """The name in Latin letters as its people type it in chat: unidecode's letters, and for the abugidas the
    inherent `a` unidecode leaves out put back (not before a vowel sign or a virama, not at a Gujarati, Marathi or Odia
    word's end after a single consonant), long vowels and retroflex doubles typed single, `c` as `ch`."""
    import unicodedata

    from faker.decode import unidecode
    if locale not in INDIC:
        return re.sub(r"[^a-z]", "", unidecode(text).lower())
    out, chars = [], [c for c in text if unicodedata.category(c)[0] in "LM"]
    inherent_at, conjunct = None, False
    for k, c in enumerate(chars):
        latin = unidecode(c).lower()
        name = unicodedata.name(c, "")
        if unicodedata.category(c) == "Lo" and latin and not re.search(r"[aeiou]", latin):   # a consonant
            nxt = next((d for d in chars[k + 1:] if "NUKTA" not in unicodedata.name(d, "")), "")
            sign = nxt and unicodedata.category(nxt) in ("Mn", "Mc")
            vowel_sign = sign and re.search(r"[aeiou]", unidecode(nxt).lower())
            halant = sign and ("VIRAMA" in unicodedata.name(nxt, "") or "AL-LAKUNA" in unicodedata.name(nxt, ""))
            out.append(latin)
            if not (vowel_sign or halant):
                out.append("a")
                inherent_at = len(out) - 1
            conjunct = bool(halant)
            continue
        if "ANUSVARA" in name or "CANDRABINDU" in name:
            out.append("n")
        elif "VISARGA" in name:
            out.append("h")
        elif not ("VIRAMA" in name or "AL-LAKUNA" in name or "NUKTA" in name):
            out.append(latin)
    if locale in SCHWA_DROPPED and inherent_at == len(out) - 1 and len(out) >= 3 and not conjunct and \
            not (len(out) >= 3 and out[-3] == ""):
        out.pop()
    word = re.sub(r"[^a-z]", "", "".join(out))
    word = re.sub(r"aa|ii|uu|ee|oo", lambda m: m[0][0], word)
    word = re.sub(r"([ntdsl])\1", r"\1", word)
    return re.sub(r"c(?!h)", "ch", word)


class Draws(sixth.Draws):
    """v6's drawing helpers (tokens) with v13's seed and people of Faker locales none used, romanised."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

    def faker(self, locale: str):
        if locale not in self.fakers:
            from faker import Faker
            self.fakers[locale] = Faker(locale)
            self.fakers[locale].seed_instance(f"{SEED}-{locale}")
        return self.fakers[locale]

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = self.draw_person(PEOPLE_LOCALES[i % len(PEOPLE_LOCALES)])
        return self.people[i]

    def draw_person(self, locale: str) -> Person:
        fake = self.faker(locale)
        for attempt in range(MAX_DRAWS):
            a_first = romanised(fake.first_name_female() if attempt % 2 else fake.first_name_male(), locale)
            a_last = romanised(fake.last_name(), locale)
            if not (3 <= len(a_first) <= 10 and 3 <= len(a_last) <= 12) or a_first == a_last:
                continue
            first_name, last = a_first.capitalize(), a_last.capitalize()
            full = f"{first_name} {last}"
            if (not {a_first, a_last, full.lower()} & self.earlier and self.fresh(f"{a_first}.{a_last}")
                    and self.fresh(full)):
                return Person(full, first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")

    def token(self, pattern: str) -> str:
        pattern = pattern.replace("{UUID}", self.chars("0123456789ABCDEF", 8) + "-" + "-".join(
            self.chars("0123456789ABCDEF", n) for n in (4, 4, 4, 12)))
        pattern = pattern.replace("{hexpairs}", " ".join(self.chars(sixth.HEX, 2) for _ in range(12)))
        return super().token(pattern)


def regroup(digits: str, sizes: tuple[int, ...], seps: tuple[str, ...]) -> str:
    """`digits` cut into `sizes` (the last takes the rest), joined by `seps` in turn."""
    parts, k = [], 0
    for size in sizes:
        if k >= len(digits):
            break
        parts.append(digits[k:k + size])
        k += size
    if k < len(digits):
        parts[-1] += digits[k:]
    return "".join(p + (seps[j % len(seps)] if j < len(parts) - 1 else "") for j, p in enumerate(parts))


def phone_value(draws: Draws, turn: int, key: str) -> dict[str, str]:
    """A valid mobile number of the turn's region, spelled every sloppy way; each spelling checked valid for the
    region as written and none the clean national or international form (the region's turn passed on when a spelling
    is not: a country without a trunk zero, a grouping that happens to be the country's own)."""
    import phonenumbers
    for step in range(len(PHONE_REGIONS) * 4):
        region = PHONE_REGIONS[(turn + step) % len(PHONE_REGIONS)]
        e164 = tenth.phone_value(draws, region, "MOBILE")["e164"]
        parsed = phonenumbers.parse(e164)
        cc, nsn = str(parsed.country_code), phonenumbers.national_significant_number(parsed)
        national = re.sub(r"\D", "", phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.NATIONAL))
        cut = draws.rng.randrange(2, len(national) - 2)
        values = {
            "irregular": regroup(national, (4, 2, 2, 3), (" ",)),
            "intl_irregular": f"+{cc} " + regroup(nsn, (4, 4, 3), (" ",)),
            "no_plus": cc + nsn,
            "stray": national[:cut] + " " + national[cut:],
            "dash_slash": f"00{cc}-" + regroup(nsn, (3, 4, 4), ("/", "-")),
            "trunk": f"+{cc} 0" + regroup(nsn, (4, 6), (" ",)),
            "doubled": regroup(national, (4, 3, 5), ("  ", "--")),
            "dots": regroup(national, (4, 3, 5), (".",)),
            "ext": national + f"x{draws.rng.randrange(10, 999)}",
        }
        clean = {phonenumbers.format_number(parsed, f) for f in (phonenumbers.PhoneNumberFormat.NATIONAL,
                                                                 phonenumbers.PhoneNumberFormat.INTERNATIONAL)}
        if tenth.valid_in(values[key], region) and values[key] not in clean:   # tenth.phone_value drew e164 fresh
            return {**values, "e164": e164, "region": region}
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
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(10, 100)}.{draws.rng.randrange(10, 100)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws, i: int) -> ipaddress.IPv6Address:
    while True:
        head = V6_PREFIXES[i % len(V6_PREFIXES)].split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8 - len(head))]
        at = draws.rng.randrange(1, len(groups) - 2)
        groups[at:at + 2] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


PW_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!%+-_=#"


def password(draws: Draws, person: Person, i: int) -> str:
    """A typed password: half drawn characters, half the person's first name with digits and a sign."""
    for _ in range(MAX_DRAWS):
        if i % 2:
            pw = draws.chars(PW_ALPHABET, 10 + i % 6)
        else:
            pw = person.ascii_first + draws.rng.choice("!#%*") + draws.chars("0123456789", 3) + draws.rng.choice("XQZ")
        if re.search(r"\d", pw) and re.search(r"[A-Z]", pw) and '"' not in pw and "'" not in pw and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def login(draws: Draws, person: Person) -> str:
    for candidate in (person.ascii_first[:1] + person.ascii_last, person.ascii_first + person.ascii_last[:1],
                      person.ascii_first, f"{person.ascii_first}.{person.ascii_last}"):
        if len(candidate) >= 4 and draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def mangled(nick: str) -> dict[str, str]:
    """The ways people retype a nick: re-cased, in capitals, a letter dropped, two swapped, `|afk` added, the
    trailing `_` (or digits) dropped, or a `_` added to a nick that has none."""
    bare = re.sub(r"[_\d|^`-]+$", "", nick) or nick
    mid = max(1, len(bare) // 2)
    return {"v": nick, "recased": bare[:1].upper() + bare[1:].lower() if bare[:1].islower() else bare.lower(),
            "caps": nick.upper() if nick.upper() != nick else nick.lower(), "dropped": bare[:-1],
            "swapped": bare[:mid - 1] + bare[mid] + bare[mid - 1] + bare[mid + 1:] if bare[mid] != bare[mid - 1]
            else bare[:-1], "afk": f"{bare}|afk", "bare": bare if bare != nick else f"{nick}_"}


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first[:1]}{person.ascii_last}",
                 f"{person.ascii_last}{person.ascii_first[:1]}{i % 90 + 10}")[i % 3]
        dom, typo = EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)], TYPO_DOMAINS[i % len(TYPO_DOMAINS)]
        mixed = f"{person.first}.{person.last}@{dom.capitalize()}"
        if not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{i}"
        return {**base, "v": f"{local}@{dom}", "caps": f"{local}@{dom}".upper(), "mixed": mixed,
                "typo": f"{local}@{typo}", "extra": (local,)}
    if kind == "phone":
        values = phone_value(draws, i, re.search(r"\{(\w+)\}", form.line)[1])
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "type": "MOBILE", "e164": values["e164"]}}
    if kind == "ipv4":
        v = public_v4(draws, i)
        return {**base, "v": v, "zeros": ".".join(f"{int(o):03d}" for o in v.split("."))}
    if kind == "ipv6":
        value = public_v6(draws, i)
        v = value.compressed
        mixed = "".join(c.upper() if k % 2 else c for k, c in enumerate(v))
        return {**base, "v": v, "upper": v.upper(), "exploded": value.exploded, "mixed": mixed}
    if kind == "mac":
        v = mac_value(draws, i)
        bare = v.replace(":", "")
        drop = 1 + i % 4
        pairs = v.split(":")
        return {**base, "v": v, "upper": v.upper(), "bare": bare,
                "mixed": ":".join(p.upper() if k % 2 else p for k, p in enumerate(pairs)),
                "fours": ":".join(bare[k:k + 4] for k in (0, 4, 8)),
                "missing": ":".join(pairs[:drop]) + pairs[drop] + ":" + ":".join(pairs[drop + 1:])
                if drop < 5 else v, "mixed_sep": "".join(p + ("-" if k % 2 else ":") for k, p in enumerate(pairs))[:-1],
                "cisco": ".".join(bare[k:k + 4] for k in (0, 4, 8))}
    if kind == "secret":
        return {**base, "pw": password(draws, person, i), "hex32": draws.chars(sixth.HEX, 32),
                "hex40": draws.chars(sixth.HEX, 40), "u": person.ascii_first}
    if kind == "home_path":
        user = login(draws, person)
        return {**base, "u": user, "spaced": person.full, "cap": user.capitalize(), "extra": (person.full,)
                if "spaced" in form.line else ()}
    if kind == "nick":
        nick = person.ascii_first[:4] + person.ascii_last[:3] + "_"
        return {**base, **mangled(nick), "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = " ".join(number[k:k + 4] for k in range(0, len(number), 4))
        return {**base, "num": number, "grouped": grouped,
                "mixed": regroup(number, (4, 4, 4, 4), (".", " ", "-")),
                "spaced_dashes": regroup(number, (4, 4, 4, 4), (" - ",)),
                "eights": regroup(number, (8, 8), (" ",)), "doubled": regroup(number, (4, 4, 4, 4), (" ", "  ", " ")),
                "irregular": regroup(number, (4, 8, 4), ("-",)),
                "mm": f"{1 + (i * 7) % 12:02d}", "yy": f"{27 + i % 4}", "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = fifth.iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    cut = draws.rng.randrange(3, len(value) - 3)
    return {**base, "v": value, "spaced": spaced, "lower": value.lower(), "lower_spaced": spaced.lower(),
            "irregular": regroup(value, (2, 2, 6, 3, cut % 5 + 4, 5), (" ",)),
            "doubled": spaced.replace(" ", "  ", 2).replace("  ", " ", 1), "dashed": spaced.replace(" ", "-"),
            "first_cap": value[:1] + value[1:].lower(), "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def at_for(position: str, host: Host, i: int) -> int | None:
    """A sentence-start form at the host's start, a sentence-end form after its words, the others in turn."""
    if position == "sentence-start":
        return 0
    if position in ("sentence-end", "before-punctuation"):
        return len(host.text)
    return len(host.text) if i % 2 else None


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    phrase = form.line if group == "negative" else form.line.format(
        **{k: v for k, v in values.items() if isinstance(v, str)})
    value = phrase[phrase.index(first.MARK_OPEN) + 1:phrase.index(first.MARK_CLOSE)]
    extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower() and n.lower() != value.lower())
    row = third.record(group, kind, (form.name, phrase, extra, values.get("record", {})), host, rng,
                       at_for(form.position, host, i))
    return {**row, "needles": fifth.distinct(row["needles"]), "source": form.source, "position": form.position,
            "habit": form.habit}


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records, seen = [], set()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = kind_forms[i % len(kind_forms)], pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken:
                    retyped = mangled(spoken)
                    if all(len(v) >= 3 and v.lower() not in host.text.lower() for v in retyped.values()):
                        values = {**values, **retyped, "record": {"habit": form.habit, "names": [spoken],
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

def handle_of(person: Person, sep: str = "_") -> str:
    return f"{person.ascii_first}{sep}{person.ascii_last[:4]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "typed-at-display-name": (f"thx ⟦@{person.full}⟧ that fixed it", (person.full,), nicknamed, "sentence-middle"),
        "typed-at-first-name": (f"⟦@{person.first}⟧ u there?", (person.first,), nicknamed, "sentence-start"),
        "typed-handle-no-at": (f"ask ⟦{handle}⟧ about grub", (handle,), author, "sentence-middle"),
        "typed-at-handle-recased": (f"ty ⟦@{handle.capitalize()}⟧!!", (handle,), author, "before-punctuation"),
        "typed-display-name-colon": (f"⟦{person.full}⟧: works now", (person.full,), nicknamed, "sentence-start"),
        "forward-typed-first-name": (f"ping ⟦{person.first}⟧ when back", (person.first,),
                                     {**nicknamed, "place": "forward"}, "sentence-middle"),
        "typed-at-handle-glued": (f"cc⟦@{handle}⟧", (handle,), author, "glued-typo"),
        "typed-handle-brackets": (f"(⟦{handle}⟧ knows)", (handle,), author, "in-brackets"),
        "typed-thansk-display": (f"thansk ⟦{person.full}⟧", (person.full,), nicknamed, "sentence-end"),
        "forward-typed-at-handle": (f"⟦@{handle}⟧ said reboot", (handle,), {**author, "place": "forward"},
                                    "sentence-start"),
        "line-end-typed-at-first-name": (f"thx ⟦@{person.first}⟧\nthat was it, rebooting now", (person.first,),
                                         nicknamed, "line-end"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "typed-at-real-name": (f"thanks ⟦@{person.full}⟧", (person.full,), user, "sentence-end"),
        "typed-first-name-comma": (f"⟦{person.first}⟧, can you look", (person.first,), user, "before-punctuation"),
        "typed-handle-no-at": (f"ask ⟦{handle}⟧ pls", (handle,), user, "sentence-middle"),
        "pretext-typed-at-handle": (f"fyi ⟦@{handle}⟧", (handle,), {**user, "place": "pretext"}, "sentence-end"),
        "attachment-typed-real-name": (f"from ⟦{person.full}⟧", (person.full,), {**user, "place": "attachment"},
                                       "sentence-end"),
        "comment-typed-first-name": (f"⟦{person.first}⟧ has the password", (person.first,),
                                     {**user, "place": "comment"}, "sentence-start"),
        "edit-typed-at-first-name": (f"⟦@{person.first}⟧ fixed typo", (person.first,), {**user, "place": "edit"},
                                     "sentence-start"),
        "typed-handle-recased": (f"ty ⟦{handle.upper()}⟧", (handle,), user, "sentence-end"),
        "typed-real-name-brackets": (f"(⟦{person.full}⟧ said so)", (person.full,), user, "in-brackets"),
        "typed-at-handle-glued": (f"cc:⟦@{handle}⟧", (handle,), user, "glued-typo"),
        "line-end-typed-handle": (f"pinging ⟦{handle}⟧\nthe cron job died again\nlogs in the thread", (handle,), user,
                                  "line-end"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "typed-handle-no-at": (f"ask ⟦{handle}⟧ he runs it", (handle,), {"entity": ["mention", 0]}, "sentence-middle"),
        "mention-name-first-typed": (f"thx ⟦{person.first}⟧!!", (person.first,),
                                     {"entity": ["mention_name", number]}, "before-punctuation"),
        "text-link-typed-full-name": (f"⟦{person.full}⟧ knows", (person.full, handle),
                                {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "sentence-start"),
        "typed-at-handle-recased": (f"⟦@{handle.capitalize()}⟧ pls check", (handle,), {"entity": ["mention", 0]},
                                    "sentence-start"),
        "caption-typed-handle": (f"screenshot by ⟦{handle}⟧", (handle,), {"entity": ["mention", 0],
                                                                           "place": "caption"}, "sentence-end"),
        "poll-typed-first-name": (f"who fixes it? ⟦{person.first}⟧?", (person.first,), {"place": "poll"},
                                  "before-punctuation"),
        "saved-typed-handle": (f"⟦@{handle}⟧ solved it", (handle,), {"place": "saved", "from": person.full},
                               "sentence-start"),
        "via-bot-typed-handle": (f"reminder for ⟦@{handle}⟧: backup", (handle,),
                                 {"entity": ["mention", 0], "place": "via_bot", "from": "remindmebot"},
                                 "before-punctuation"),
        "typed-at-handle-glued": (f"cc⟦@{handle}⟧", (handle,), {"entity": ["mention", 0]}, "glued-typo"),
        "mention-name-thansk": (f"thansk ⟦{person.first}⟧", (person.first,), {"entity": ["mention_name", number]},
                                "sentence-end"),
        "line-end-typed-at-handle": (f"ask ⟦@{handle}⟧\nhe set the bot up", (handle,), {"entity": ["mention", 0]},
                                     "line-end"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 70), "slack": (slack_plant, SLACK_DOC, 90),
           "telegram": (telegram_plant, TELEGRAM_DOC, 110)}
EXPORT_FORMS = {
    "discord": ("typed-at-display-name", "typed-at-first-name", "typed-handle-no-at", "typed-at-handle-recased",
                "typed-display-name-colon", "forward-typed-first-name", "typed-at-handle-glued",
                "typed-handle-brackets", "typed-thansk-display", "forward-typed-at-handle",
                "line-end-typed-at-first-name"),
    "slack": ("typed-at-real-name", "typed-first-name-comma", "typed-handle-no-at", "pretext-typed-at-handle",
              "attachment-typed-real-name", "comment-typed-first-name", "edit-typed-at-first-name",
              "typed-handle-recased", "typed-real-name-brackets", "typed-at-handle-glued", "line-end-typed-handle"),
    "telegram": ("typed-handle-no-at", "mention-name-first-typed", "text-link-typed-full-name", "typed-at-handle-recased",
                 "caption-typed-handle", "poll-typed-first-name", "saved-typed-handle", "via-bot-typed-handle",
                 "typed-at-handle-glued", "mention-name-thansk", "line-end-typed-at-handle")}
WHOLE_PLACES = ninth.WHOLE_PLACES


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds = [], EXPORT_FORMS[platform]
    for i in range(PER_KIND):
        form = kinds[i % len(kinds)]
        person = draws.person(1000 + offset + i)
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position})
    return found


def side_channels(draws: Draws) -> list[dict]:
    a, b, c, d, e, f, g = (draws.person(1400 + k) for k in range(7))
    rows = {
        "discord-group-dm-name": ("discord", f"{a.first} n {b.first}", (a.first, b.first)),
        "slack-dm-of-user": ("slack", f"{c.full} (out till monday)", (c.full, "U0HELDDM3P")),
        "slack-channel-of-people": ("slack", f"{d.ascii_first}-and-{e.ascii_first}s-move", (d.ascii_first,
                                                                                          e.ascii_first)),
        "telegram-group-title": ("telegram", f"{f.last} fam 🏡", (f"{f.last} fam", f.last)),
        "export-path-home": ("discord", f"C:\\Users\\{g.full}\\Downloads\\DiscordChatExporter\\", (g.full,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 5)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v12 (lower case): no value of v13 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI or card IIN of v13 is one an earlier set planted in."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}", n)}
    iins = {re.sub(r"\D", "", n)[:6] for n in earlier if len(re.sub(r"\D", "", n)) in (14, 15, 16, 19)}
    for block in V4_BLOCKS:
        assert not [n for n in earlier if n.startswith(block + ".")], block
    for prefix in V6_PREFIXES:
        assert not any(n.startswith(prefix + ":") for n in earlier), prefix
    for oui in OUIS:
        assert oui.replace(":", "") not in macs, oui
    for _, prefix, _ in CARD_RANGES:
        assert prefix not in iins, prefix


def build() -> list[dict]:
    """Every record of the thirteenth held-out set (needs Faker, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12
    earlier = earlier_values()
    check_ranges(earlier)
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
