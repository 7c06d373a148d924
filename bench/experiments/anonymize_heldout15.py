"""Builds bench/data/anonymize_heldout15.jsonl, the FIFTEENTH held-out set of the anonymiser (v15), measured by
`bench/anonymize_heldout.py --set v15`. Written on 2026-11-29 (09:29-09:45 UTC, helper heldout15) after v13 was
spent, while another helper wrote v14 apart (never read: not its worktree, not its branch); never tuned on; committed
with its jsonl before any measurement. Its author read only the brief, the harness (bench/anonymize_heldout.py),
bench/heldout_exports.py (the places and side-channel keys it reads), v13's builder in full and the other builders'
constants and helpers (to keep their record format and groups, import their helpers and avoid their forms, hosts,
locales and values), tests/test_anonymize_heldout.py and the committed earlier sets (their values, regions,
countries, locales and host lines, to avoid them). Public sources were searched for about four minutes, for shapes
only (forum and Q&A pages where people give an address, a path or a name bare; issue threads about nicks said in the
middle of a sentence or with `'s`, numbers and IBANs written with no keyword, names typed without `@`); each form's
`source` names the page or thread that shows the habit; no line or value was copied. It did NOT read the rule
modules (disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the tuning half,
any result of a held-out set, the privacy tests, docs/privacy.md beyond what the brief summarises, nor anything of
v14. The anonymiser was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v15 keeps v5-v13's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and differs in METHOD:

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): earlier sets mostly planted a value after words that
  name its kind (`my ip is`, `call me at`, `password:`). Here every carrier phrase names NOTHING of the value's kind:
  no network, phone, password, card, bank, MAC, mail or name word in the phrase (the test checks `BARE_WORDS`); the
  value stands bare as people give it (`try 94.x.x.x instead`, `it's 0xxx xxxxxx after six`, `use Xy7...!k for now`,
  `that box (3c:..) drops`, `send to PT50 ... by friday`, `/home/marta/.config not found`, `as kovacs said
  yesterday`, `kovacs's fix worked`, a platform name typed bare in the middle of a sentence). Every form names the
  habit it shows (`habit`) and a public page or thread showing people write so (`source`). Each value still reads
  as its kind: a phone number valid for its region as written (`phonenumbers`), a global IPv4 / IPv6 address, a MAC
  of a real OUI, a password of mixed classes and 10+ characters or a token with its issuer's prefix, cards passing
  Luhn, IBANs mod 97 and their country's length.
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, before punctuation (`,` `.`
  `?` `'s`), and (in the exports, whose messages may span lines) at a line end inside a multi-line message.
- HOSTS: v12's and v13's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the
  shared irclogs days), none a line of v1-v13, taken in turn; the phrase at the host's start, after its words, or at
  a word boundary. Nicks are, where the host's log has one, a nick that speaks in that log, said bare.
- VALUES FROM GENERATORS AND RANGES NONE USED: people from Faker's hy_AM, ka_GE, ne_NP, bg_BG, mk_MK and tw_GH (no
  earlier builder drew people from them; Armenian, Georgian and Cyrillic names through unidecode, Nepali's Devanagari
  romanised as v13 does Marathi); phone regions none of v1-v13 used (v2's table and every record's `region`
  checked): Saint Kitts and Nevis, Andorra, Bhutan, DR Congo, Eritrea, Grenada, Tonga, Samoa, Vanuatu, New
  Caledonia, French Polynesia, the Comoros, South Sudan, Djibouti and Burundi; the twelve IBAN countries the earlier
  sets used least (PT, GB, UA, TR, DK, FI, HR, LT, SE, NO, MT, HU); card labels and IIN prefixes none used; IPv4 /16s,
  IPv6 prefixes and OUIs none used (checked); e-mail providers none used; seeded `random.Random`.
- Exports: names and handles typed bare (no `@`, no client syntax) in the middle of sentences, with `'s`, in
  brackets, at a line end, in the places the readers read (forward, attachment name, pretext, attachment, comment,
  edit, file title, caption, poll, saved, via_bot, Telegram `mention_name` and `text_link` entities over a bare name);
  side channels of v2's kinds in new shapes (a Discord DM named by a display name, a Slack private channel and group
  DM named after people, a Telegram personal chat titled with a nickname, an export under a home folder).
- NOT COVERED: a value split over two lines, and values in other languages' carrier phrases (v10, v12 did those).

    python bench/experiments/anonymize_heldout15.py   # rewrites bench/data/anonymize_heldout15.jsonl
    (needs Faker 40.x, phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
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
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct, iban_value
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- phone_value, valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Form, Draws, romanised, placing

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout15.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl"
                     for n in ("", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"))
SEED = 15151
EXPORT_SEED = 15202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("hy_AM", "ka_GE", "ne_NP", "bg_BG", "mk_MK", "tw_GH")   # Faker; no earlier builder drew them
ROMANISED_AS = {"ne_NP": "mr_IN"}
TYPED = {"hy_AM": ("ow", "u"), "ka_GE": ("x", "kh")}    # unidecode's `ow` (ու) and `x` (ხ) as people type them          # Devanagari: v13's romanisation, the last inherent `a` dropped
PHONE_REGIONS = ("KN", "FM", "AD", "BT", "CD", "ER", "GD", "TO", "WS", "VU", "NC", "PF", "KM", "SS", "DJ", "BI")
IBAN_COUNTRIES = ("PT", "GB", "UA", "TR", "DK", "FI", "HR", "LT", "SE", "NO", "MT", "HU")   # the least used before
CARD_RANGES = (("visa_classic_pt_bare", "453978", 16), ("mastercard_world_am_bare", "518642", 16),
               ("amex_gold_ge_bare", "374591", 15), ("visa_platinum_bg_bare", "426839", 16),
               ("maestro_mk_bare", "676213", 16), ("discover_np_bare", "601183", 16),
               ("jcb_gh_bare", "357349", 16), ("diners_club_hr_bare", "305691", 14),
               ("mastercard_2series_fi_bare", "227461", 16), ("visa_debit_lt_bare", "414729", 16),
               ("unionpay_hu_bare", "621483", 16), ("mastercard_prepaid_dk_bare", "532947", 16))
EMAIL_DOMAINS = ("abv.bg", "mail.bg", "yandex.com", "mail.ge", "posteo.de", "gmx.at", "wp.pl", "mailbox.org",
                 "hey.com", "inbox.ru", "fastmail.fm", "mail.am")
V4_BLOCKS = ("79.140", "151.236", "188.113", "46.29", "109.190", "84.247", "95.91", "213.144", "31.41", "92.86",
             "89.187", "82.132")
V6_PREFIXES = ("2a02:a44a", "2a10:3781", "2c0f:f248", "2409:4063", "2a02:3033", "2806:10a6")
OUIS = ("88:66:5a", "f4:f5:d8", "ac:bc:32", "14:7d:da", "cc:2d:e0", "a0:36:9f", "28:cf:e9", "70:b3:d5")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside)
BARE_WORDS = ("ip", "ipv4", "ipv6", "v6", "addr", "address", "net", "network", "lan", "wan", "dns", "server", "host",
              "ping", "ssh", "router", "phone", "number", "call", "ring", "tel", "mobile", "mob", "cell", "whatsapp",
              "sms", "text", "password", "passwd", "pass", "pw", "pwd", "token", "key", "secret", "login", "card",
              "visa", "credit", "cvv", "iban", "bank", "account", "acct", "swift", "bic", "mac", "hwaddr", "ether",
              "mail", "email", "e-mail", "home", "user", "username", "nick", "name", "resolve", "resolves", "domain",
              "port", "wifi", "curl", "wget", "@")

# the habits' pages (searched for shapes only; each shows people giving the value so)
V4_BARE = ("https://linux.com/training-tutorials/whose-fault-it-when-your-internet-dies-troubleshooting-networks-linux"
           " (addresses given bare in troubleshooting talk)")
V4_PAGES = "https://videodb.org/basic-network-troubleshooting-cant-ping-internet/whkS-HY2zHE (an address said bare)"
V6_BARE = "https://github.com/rsyslog/rsyslog/pull/4735 (IPv6 addresses bare in running text, unbraced)"
V6_TEXT = "https://github.com/MicrosoftDocs/dataexplorer-docs/issues/1754 (IPv6 addresses inside free text)"
MAC_FORUM = "https://www.oesf.org/forum/index.php?topic=35810.msg293989 (a forum thread: MACs that change on reboot)"
MAC_KB = "https://kb.plugable.com/question/3388294 (MACs written with '-', ':' or no separator, bare)"
PHONE_BARE = "https://github.com/guardrails-ai/detect_pii/issues/3 (a number given bare, no word before it)"
PHONE_PROSE = "https://github.com/lionheart/openradar-mirror/issues/4133 (a number in prose after unrelated words)"
PHONE_RUNS = "https://github.com/ankit373/hydra/pull/1034 (bare grouped numbers in free text)"
SECRET_CHAT = "https://github.com/WatLon/prod-shame-board/issues/36 (a password leaked in a chat, no label)"
SECRET_POSTED = "https://github.com/ZeroK-RTS/Zero-K-Infrastructure/issues/905 (users post passwords in messages)"
HOME_PAGES = "https://www.baeldung.com/linux/cd-without-permission (paths given bare before 'No such file')"
NICK_MIDDLE = "https://github.com/MacIrssi/MacIrssi/issues/16 (a nick said mid-sentence: 'i think sarah knows')"
NICK_START = "https://github.com/irssi/irssi/issues/221 (talking about someone, not to them)"
NICK_POSSESSIVE = "https://github.com/squidowl/halloy/pull/2086 (a nick with 's: quaff's)"
NICK_PUNCT = "https://github.com/MCMrARM/revolution-irc/issues/322 (a nick before a full stop)"
NICK_SAID = "https://github.com/ltworf/localslackirc/pull/145 ('As I said to username, ...')"
EMAIL_PLAIN = "https://github.com/vercel/chat/pull/394 (plain-string e-mail addresses in chat messages)"
CARD_FREE = "https://github.com/thoughtbot/top_secret/pull/9 (card numbers in free text, delimited or not)"
CARD_NOISE = "https://github.com/zendesk/credit_card_sanitizer/pull/32 (card numbers amid other numbers in text)"
IBAN_BARE = "https://github.com/advanced-security/secret-scanning-custom-patterns/issues/8 (IBANs bare, spaced or not)"
IBAN_TEXT = "https://github.com/vmenger/deduce/issues/91 (IBANs occurring in running text)"
IBAN_NOKEY = "https://github.com/google/osv-scalibr/pull/2261 (IBANs found with no keyword near them)"
DISCORD_DOC = "https://github.com/thelounge/thelounge/pull/158 (names typed bare or GH-style, not client mentions)"
SLACK_DOC = "https://github.com/miyagawa/hubot-standup/issues/17 (Slack names left as plain text)"
TELEGRAM_DOC = "https://github.com/vercel/chat/pull/143 (handles typed bare in a message)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-start", "sentence-middle", "sentence-end", "in-brackets", "before-punctuation", "line-end")


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(EMAIL_PLAIN, ("email-bare-send-to", "send the log to ⟦{v}⟧ when it finishes", "sentence-middle",
                             "given bare after 'send to'"),
               ("email-bare-start", "⟦{v}⟧ is where i read things on weekends", "sentence-start", "bare, first"),
               ("email-bare-forward-end", "forward it to ⟦{v}⟧", "sentence-end", "bare, last"),
               ("email-bare-brackets", "i'm on that list (⟦{v}⟧) since monday", "in-brackets", "bare, in brackets"),
               ("email-bare-not-old", "its ⟦{v}⟧, not the old one", "before-punctuation", "bare before a comma"),
               ("email-bare-question", "did it go to ⟦{v}⟧?", "before-punctuation", "bare before a question mark"),
               ("email-bare-or-list", "⟦{v}⟧ or the list, whichever", "sentence-start", "bare, first, an alternative"),
               ("email-bare-reach", "write to ⟦{v}⟧ if the bug comes back", "sentence-middle", "bare after 'write to'"),
               ("email-bare-full-stop", "my brother is ⟦{v}⟧.", "before-punctuation", "bare before a full stop")),),
    "phone": (
        *forms(PHONE_PROSE, ("phone-bare-after-six", "it's ⟦{national}⟧ after six", "sentence-middle",
                             "national spelling, bare"),
               ("phone-bare-office", "⟦{national}⟧ is the office, ask for the it guy", "sentence-start",
                "national, first")),
        *forms(PHONE_BARE, ("phone-bare-intl-start", "⟦{intl}⟧ after 7pm, weekdays", "sentence-start",
                            "international, first"),
               ("phone-bare-or-try", "or try ⟦{intl}⟧", "sentence-end", "international, last"),
               ("phone-bare-brackets", "(⟦{intl}⟧) if i'm not on here", "in-brackets", "in brackets"),
               ("phone-bare-reach", "reach me on ⟦{e164}⟧ tonight", "sentence-middle", "E.164, after 'reach me on'")),
        *forms(PHONE_RUNS, ("phone-bare-sister", "my sister's is ⟦{intl}⟧.", "before-punctuation",
                            "international, full stop"),
               ("phone-bare-comma", "⟦{national}⟧, but only in the morning", "before-punctuation",
                "national, comma"),
               ("phone-bare-end", "if it breaks again just use ⟦{e164}⟧", "sentence-end", "E.164, last"))),
    "ipv4": (
        *forms(V4_BARE, ("v4-bare-try-instead", "try ⟦{v}⟧ instead", "sentence-middle", "bare, 'try X instead'"),
               ("v4-bare-answers", "⟦{v}⟧ answers but the other one doesn't", "sentence-start", "bare, first"),
               ("v4-bare-ends-up-at", "it always ends up at ⟦{v}⟧", "sentence-end", "bare, last"),
               ("v4-bare-box-brackets", "the box (⟦{v}⟧) drops after an hour", "in-brackets", "in brackets")),
        *forms(V4_PAGES, ("v4-bare-hangs", "it hangs at ⟦{v}⟧.", "before-punctuation", "before a full stop"),
               ("v4-bare-mine-yours", "mine is ⟦{v}⟧, yours?", "before-punctuation", "before a comma"),
               ("v4-bare-from", "from ⟦{v}⟧ it works fine", "sentence-middle", "after 'from'"),
               ("v4-bare-opening", "opening ⟦{v}⟧ gives 403", "sentence-middle", "after 'opening'"),
               ("v4-bare-log-into", "log into ⟦{v}⟧ and run top", "sentence-middle", "after 'log into'"))),
    "ipv6": (
        *forms(V6_BARE, ("v6-bare-try-instead", "try ⟦{v}⟧ instead", "sentence-middle", "bare, 'try X instead'"),
               ("v6-bare-answers", "⟦{v}⟧ answers now", "sentence-start", "bare, first"),
               ("v6-bare-comes-from", "it all comes from ⟦{v}⟧", "sentence-end", "bare, last"),
               ("v6-bare-box-brackets", "the box (⟦{v}⟧) is mine", "in-brackets", "in brackets")),
        *forms(V6_TEXT, ("v6-bare-mine-yours", "mine is ⟦{v}⟧, yours?", "before-punctuation", "before a comma"),
               ("v6-bare-got", "got ⟦{v}⟧ this morning.", "sentence-middle", "after 'got'"),
               ("v6-bare-from", "from ⟦{v}⟧ it works", "sentence-middle", "after 'from'"),
               ("v6-bare-full-stop", "now it says ⟦{v}⟧.", "before-punctuation", "before a full stop"))),
    "mac": (
        *forms(MAC_FORUM, ("mac-bare-box-drops", "that box (⟦{v}⟧) drops every night", "in-brackets",
                           "in brackets, as the brief's example"),
               ("mac-bare-laptop", "⟦{v}⟧ is the laptop, the other is the tv", "sentence-start", "bare, first"),
               ("mac-bare-changes", "after the update it shows ⟦{v}⟧", "sentence-end", "bare, last"),
               ("mac-bare-sticker", "it's ⟦{upper}⟧ on the sticker", "sentence-middle", "upper case, as printed")),
        *forms(MAC_KB, ("mac-bare-dongle", "the dongle says ⟦{v}⟧.", "before-punctuation", "before a full stop"),
               ("mac-bare-dashes", "both show ⟦{dashed}⟧ now", "sentence-middle", "dashes, as Windows prints"),
               ("mac-bare-upper-brackets", "(⟦{upper}⟧) keeps coming back", "in-brackets", "upper case, brackets"),
               ("mac-bare-same-as", "same as ⟦{v}⟧ but the last two differ", "sentence-middle", "after 'same as'"))),
    "secret": (
        *forms(SECRET_CHAT, ("secret-bare-for-now", "use ⟦{pw}⟧ for now", "sentence-middle", "bare, 'use X for now'"),
               ("secret-bare-works", "⟦{pw}⟧ works, thanks", "sentence-start", "bare, first"),
               ("secret-bare-capital", "it's ⟦{pw}⟧ with a capital", "sentence-middle", "bare, 'it's X'"),
               ("secret-bare-changed", "changed it to ⟦{pw}⟧.", "before-punctuation", "before a full stop"),
               ("secret-bare-brackets", "(⟦{pw}⟧) is what i typed", "in-brackets", "in brackets")),
        *forms(SECRET_POSTED, ("secret-bare-try", "try ⟦{pw}⟧", "sentence-end", "bare, last"),
               ("secret-bare-github-paste", "paste ⟦{ghp}⟧ into the second box", "sentence-middle",
                "a GitHub personal token, bare"),
               ("secret-bare-slack-bot", "the bot runs with ⟦{xoxb}⟧ now", "sentence-middle",
                "a Slack bot token, bare"),
               ("secret-bare-gitlab-expired", "⟦{glpat}⟧ expired yesterday", "sentence-start",
                "a GitLab personal token, bare, first"))),
    "home_path": (
        *forms(HOME_PAGES, ("home-bare-not-found", "/home/⟦{u}⟧/.config/obs-studio not found", "sentence-start",
                            "path first, before 'not found'"),
               ("home-bare-under", "it's under /home/⟦{u}⟧/Downloads", "sentence-end", "path last"),
               ("home-bare-cp", "cp /home/⟦{u}⟧/notes.txt there", "sentence-middle", "in a command"),
               ("home-bare-brackets", "(/home/⟦{u}⟧/.ssh) is 700", "in-brackets", "in brackets"),
               ("home-bare-moved", "moved everything to /home/⟦{u}⟧/old.", "before-punctuation", "before a full stop"),
               ("home-bare-windows", "C:\\Users\\⟦{u}⟧\\Documents\\disk.iso won't open", "sentence-start",
                "a Windows profile path"),
               ("home-bare-macos", "/Users/⟦{u}⟧/Library/Logs says nothing", "sentence-start", "a macOS path"),
               ("home-bare-media", "/media/⟦{u}⟧/STICK is read only", "sentence-start", "a removable disk's mount"),
               ("home-bare-du", "du says /home/⟦{u}⟧/.cache is 40G", "sentence-middle", "in a tool's output")),),
    "nick": (
        *forms(NICK_SAID, ("nick-bare-as-said", "as ⟦{v}⟧ said yesterday", "sentence-middle", "'as X said'"),
               ("nick-bare-like-said", "like ⟦{v}⟧ said, reboot", "before-punctuation", "'like X said,'")),
        *forms(NICK_POSSESSIVE, ("nick-bare-possessive-fix", "⟦{v}⟧'s fix worked", "sentence-start",
                                 "possessive 's, first"),
               ("nick-bare-possessive-mid", "went with ⟦{v}⟧'s script in the end", "before-punctuation",
                "possessive 's, middle")),
        *forms(NICK_MIDDLE, ("nick-bare-i-think", "i think ⟦{v}⟧ knows about that", "sentence-middle",
                             "'i think X knows'"),
               ("nick-bare-me-and", "me and ⟦{v}⟧ tried that already", "sentence-middle", "'me and X'"),
               ("nick-bare-brackets", "(⟦{v}⟧ had the same issue)", "in-brackets", "in brackets")),
        *forms(NICK_START, ("nick-bare-was-right", "⟦{v}⟧ was right about the driver", "sentence-start",
                            "first, talked about")),
        *forms(NICK_PUNCT, ("nick-bare-same-as", "did the same as ⟦{v}⟧.", "before-punctuation",
                            "before a full stop"),
               ("nick-bare-suggested", "did what ⟦{v}⟧ suggested", "sentence-end", "'what X suggested', last"))),
    "card": (
        *forms(CARD_FREE, ("card-bare-if-you-can", "it's ⟦{grouped}⟧ if you can check", "sentence-middle",
                           "grouped, bare"),
               ("card-bare-renewal", "use ⟦{grouped}⟧ for the renewal", "sentence-middle", "grouped, 'use X'"),
               ("card-bare-brackets", "(⟦{grouped}⟧) went through", "in-brackets", "in brackets"),
               ("card-bare-dashed-start", "⟦{dashed}⟧ worked last month", "sentence-start", "dashed, first")),
        *forms(CARD_NOISE, ("card-bare-same-one", "same one as before, ⟦{grouped}⟧.", "before-punctuation",
                            "before a full stop"),
               ("card-bare-unspaced-end", "it ends up as ⟦{num}⟧", "sentence-end", "unspaced, last"),
               ("card-bare-declined", "put ⟦{grouped}⟧ in and it said declined", "sentence-middle",
                "grouped, 'put X in'"),
               ("card-bare-dads", "my dad's is ⟦{grouped}⟧", "sentence-end", "grouped, last"))),
    "iban": (
        *forms(IBAN_BARE, ("iban-bare-by-friday", "send to ⟦{spaced}⟧ by friday", "sentence-middle",
                           "spaced, 'send to X by'"),
               ("iban-bare-rent", "⟦{v}⟧ is the one for rent", "sentence-start", "unspaced, first"),
               ("iban-bare-pay-into", "pay it into ⟦{spaced}⟧", "sentence-end", "spaced, last")),
        *forms(IBAN_TEXT, ("iban-bare-brackets", "(⟦{spaced}⟧) same as last year", "in-brackets", "in brackets"),
               ("iban-bare-full-stop", "it's ⟦{v}⟧.", "before-punctuation", "unspaced, full stop"),
               ("iban-bare-club", "the club's is ⟦{spaced}⟧, same as on the flyer", "before-punctuation",
                "spaced, comma")),
        *forms(IBAN_NOKEY, ("iban-bare-deposit", "⟦{spaced}⟧ for the deposit", "sentence-start", "spaced, first"),
               ("iban-bare-refund", "the refund went to ⟦{v}⟧", "sentence-end", "unspaced, last"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given as bare (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("nmtui", "pavucontrol", "baobab", "timeshift", "flatpak")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-bare-kernel-version", "try ⟦2.6.32.71⟧ instead", "", ""),
           ("neg-bare-version-four", "⟦10.0.19045.3693⟧ is what it says", "", ""),
           ("neg-bare-version-mid", "went back to ⟦6.5.0.14⟧ and it boots", "", ""),
           ("neg-bare-version-brackets", "the old one (⟦3.38.5.1⟧) was fine", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-bare-private-try", "try ⟦192.168.1.254⟧ instead", "", ""),
           ("neg-bare-private-ten", "⟦10.0.0.138⟧ answers now", "", ""),
           ("neg-bare-private-172", "it always ends up at ⟦172.20.10.1⟧", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-bare-loopback", "from ⟦127.0.1.1⟧ it works", "", ""),
           ("neg-bare-loopback-v6", "now it says ⟦::1⟧.", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-bare-doc-v4", "the box (⟦198.51.100.23⟧) drops", "", ""),
           ("neg-bare-doc-v4-two", "mine is ⟦203.0.113.77⟧, yours?", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-bare-doc-v6", "got ⟦2001:db8:85a3::8a2e:370:7334⟧ here",
                                                       "", "")),
    *forms("RFC 4291 (link-local)", ("neg-bare-link-local", "only ⟦fe80::a00:27ff:fe4e:66a1⟧ shows", "", "")),
    *forms("IEEE Std 802-2014 (broadcast)", ("neg-bare-broadcast-mac", "it shows ⟦ff:ff:ff:ff:ff:ff⟧", "", "")),
    *forms("https://xkcd.com/936/ (a documentation example password)", (
        "neg-bare-doc-passphrase", "use ⟦correcthorsebatterystaple⟧ for now, the comic says", "", "")),
    *forms("https://en.wikipedia.org/wiki/Hunter2 (the proverbial example)", ("neg-bare-hunter2",
                                                                             "it's ⟦hunter2⟧ lol", "", "")),
    *forms("https://docs.stripe.com/testing (a test card)", ("neg-bare-test-card", "⟦4242 4242 4242 4242⟧ worked", "",
                                                             "")),
    *forms("https://www.iban.com/structure (the documented example IBAN)", (
        "neg-bare-example-iban", "the form shows ⟦GB82 WEST 1234 5698 7654 32⟧ as a hint", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-bare-example-address", "send it to ⟦jane@example.org⟧", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-bare-uuid", "⟦3f2b8c1e-9d4a-4f6b-8e2c-7a1d5b9c0e34⟧ won't mount", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-bare-commit", "⟦5e1c9a7⟧ broke it", "", ""),
           ("neg-bare-commit-long", "reverting ⟦9f4e2b6a1c8d3e5f7a9b0c2d4e6f8a1b3c5d7e9f⟧ fixed it", "", "")),
    *forms("https://man7.org/linux/man-pages/man1/sha256sum.1.html (checksums)", (
        "neg-bare-sha256",
        "⟦e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855⟧ matches", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-bare-date", "since ⟦2026-11-02⟧ it won't boot", "", ""),
           ("neg-bare-date-slash", "⟦02/11/2026⟧ was the last good day", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-bare-size", "it's ⟦38.4 GiB⟧ now", "", ""),
           ("neg-bare-size-glued", "only ⟦512M⟧ left", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-bare-port", "try ⟦8443⟧ instead", "", ""),
           ("neg-bare-port-pair", "⟦5900-5910⟧ are open", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-bare-pid", "kill ⟦48213⟧ and see", "", "")),
    *forms(f"{NEG}Line_number", ("neg-bare-line-number", "it's line ⟦1374⟧ of the script", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-bare-bug", "same as ⟦#2061928⟧", "", ""),
           ("neg-bare-lp-bug", "⟦LP#1978512⟧ has a workaround", "", "")),
    *forms(f"{NEG}Exit_status", ("neg-bare-exit", "it returns ⟦137⟧ every time", "", "")),
    *forms(f"{NEG}Decibel", ("neg-bare-signal", "it says ⟦-67 dBm⟧", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-bare-resolution", "⟦2560x1440⟧ works, 4k doesn't", "", "")),
    *forms(f"{NEG}Clock_rate", ("neg-bare-clock", "it runs at ⟦3.40GHz⟧", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-bare-epoch", "⟦1764403200⟧ is when it stopped", "", "")),
    *forms(f"{NEG}Hexadecimal", ("neg-bare-offset", "crash at ⟦0x7ffd4a3c⟧ again", "", "")),
    *forms(f"{NEG}Percentage", ("neg-bare-percent", "stuck at ⟦87%⟧", "", "")),
    *forms("Ubuntu package names", ("word-nick-bare", "as ⟦nmtui⟧ said, no carrier", "", ""),
           ("word-nick-bare", "⟦pavucontrol⟧'s output tab is empty", "", ""),
           ("word-nick-bare", "i think ⟦baobab⟧ knows", "", ""),
           ("word-nick-bare", "(⟦timeshift⟧ had a snapshot)", "", ""),
           ("word-nick-bare", "me and ⟦flatpak⟧ don't get along", "", "")),
)

# technical text with random-looking values that identify no one, given bare
TECHNICAL_SHAPES = (
    ("tech-bare-commit-start", "https://git-scm.com/docs/git-log (commit ids)", "{hex:40} is the bad one"),
    ("tech-bare-short-commit", "https://git-scm.com/docs/git-log (abbreviated ids)", "try {hex:9} instead"),
    ("tech-bare-uuid-brackets", "https://man7.org/linux/man-pages/man8/blkid.8.html (UUIDs)",
     "the second disk ({uuid}) won't mount"),
    ("tech-bare-sha256-end", "https://releases.ubuntu.com/ (SHA256SUMS)", "mine comes out as {hex:64}"),
    ("tech-bare-md5", "https://man7.org/linux/man-pages/man1/md5sum.1.html", "{hex:32} both times"),
    ("tech-bare-container", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "{hex:12} keeps restarting"),
    ("tech-bare-machine-id", "https://www.freedesktop.org/software/systemd/man/machine-id.html (128-bit id)",
     "it's {hex:32} on both clones"),
    ("tech-bare-vfat", "https://man7.org/linux/man-pages/man8/blkid.8.html (FAT volume ids)", "{vfat} is the efi one"),
    ("tech-bare-build-id", "https://sourceware.org/binutils/docs/ld/Options.html (--build-id)",
     "same as {hex:40}, so same binary"),
    ("tech-bare-snap-id", "https://snapcraft.io/docs/ (snap ids)", "it lists {aln:32} twice"),
    ("tech-bare-docker-digest", "https://docs.docker.com/reference/cli/docker/image/pull/ (digests)",
     "pinned to sha256:{hex:64}"),
    ("tech-bare-journal-boot", "https://www.freedesktop.org/software/systemd/man/journalctl.html (boot ids)",
     "boot {hex:32} is the one that hung"),
    ("tech-bare-pgp-fpr", "https://www.gnupg.org/documentation/manuals/gnupg/ (fingerprints)",
     "it was signed by {HEX:40}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers with v15's seed and people of the Faker locales none used."""

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
        fake, as_locale = self.faker(locale), ROMANISED_AS.get(locale, locale)
        for attempt in range(MAX_DRAWS):
            female = bool(attempt % 2)
            a_first = thirteenth.romanised(fake.first_name_female() if female else fake.first_name_male(), as_locale)
            last_of = getattr(fake, "last_name_female" if female else "last_name_male", fake.last_name)
            a_last = thirteenth.romanised(last_of(), as_locale)     # Slavic surnames agree with the first name
            if locale in TYPED:                                     # as Armenians and Georgians type their names
                a_first, a_last = (re.sub(TYPED[locale][0], TYPED[locale][1], w) for w in (a_first, a_last))
            if locale == "ne_NP":       # the last `a` is said after a cluster (Virendra, not Virendr)
                a_first, a_last = (re.sub(r"([^aeiou])(?<![scktdgbpj]h)([^aeiouh])$", r"\1\2a", w)
                                   for w in (a_first, a_last))
            if not (3 <= len(a_first) <= 10 and 3 <= len(a_last) <= 12) or a_first == a_last:
                continue
            first_name, last = a_first.capitalize(), a_last.capitalize()
            full = f"{first_name} {last}"
            if (not {a_first, a_last, full.lower()} & self.earlier and self.fresh(f"{a_first}.{a_last}")
                    and self.fresh(full)):
                return Person(full, first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")


def drawn_mobile(draws: Draws, region: str):
    """A valid mobile number of `region`: its example number's range kept, the last five digits redrawn."""
    import phonenumbers
    example = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(example)
    for _ in range(MAX_DRAWS):
        parsed = phonenumbers.parse(f"+{example.country_code}{nsn[:-5]}{draws.chars('0123456789', 5)}")
        if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region and \
                phonenumbers.number_type(parsed) == phonenumbers.PhoneNumberType.MOBILE and \
                draws.fresh(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)):
            return parsed
    return None


def phone_value(draws: Draws, turn: int) -> dict[str, str]:
    """A valid mobile number of the turn's region in its national, international and E.164 spellings, each valid
    for the region as written (the turn passed on when the national spelling is not, or is one unbroken run of
    digits, which a reader would not take for a number to dial)."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    for step in range(len(PHONE_REGIONS)):
        region = PHONE_REGIONS[(turn + step) % len(PHONE_REGIONS)]
        parsed = drawn_mobile(draws, region)
        if parsed is None:
            continue
        e164 = phonenumbers.format_number(parsed, fmt.E164)
        values = {"national": phonenumbers.format_number(parsed, fmt.NATIONAL),
                  "intl": phonenumbers.format_number(parsed, fmt.INTERNATIONAL), "e164": e164}
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
        if i % 2:
            at = draws.rng.randrange(1, len(groups) - 2)
            groups[at:at + 2] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


PW_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!%+-_=#&*"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def password(draws: Draws, person: Person, i: int) -> str:
    """A password that reads as one: mixed classes, 10+ characters; half drawn, half a word of the person's with
    digits and signs swapped in (as people make them)."""
    for _ in range(MAX_DRAWS):
        if i % 2:
            pw = draws.chars(PW_ALPHABET, 10 + i % 5)
        else:
            word = person.ascii_last.capitalize().replace("a", "@", 1).replace("o", "0", 1).replace("e", "3", 1)
            pw = word + draws.chars("0123456789", max(2, 8 - len(word))) + draws.rng.choice("!&*#") + \
                draws.chars("abcdefghjk", 1)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if len(pw) >= 10 and classes >= 3 and re.search(r"\d", pw) and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def login(draws: Draws, person: Person, i: int) -> str:
    for candidate in ((person.ascii_first, f"{person.ascii_first[:1]}{person.ascii_last}",
                       f"{person.ascii_first}{person.ascii_last[:1]}", f"{person.ascii_first}_{person.ascii_last}")
                      [i % 2:]):
        if len(candidate) >= 4 and draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def iban_value(draws: Draws, country: str) -> str:
    """v5's IBAN draw with the account's alphanumeric fields drawn as digits, as most banks number them (a country's
    letter fields, a British bank code, stay letters)."""
    from stdnum import iban
    structure = third._structure(country)
    chars = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "c": "0123456789"}
    for _ in range(MAX_DRAWS):
        account = "".join(draws.chars(chars[kind], int(count)) for count, kind in re.findall(r"(\d+)!([nac])", structure))
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first[:1]}{person.ascii_last}",
                 f"{person.ascii_last}.{person.ascii_first[:1]}{i % 90 + 10}")[i % 3]
        dom = EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)]
        if not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{i}"
        return {**base, "v": f"{local}@{dom}", "extra": (local,)}
    if kind == "phone":
        values = phone_value(draws, i)
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "type": "MOBILE", "e164": values["e164"]}}
    if kind == "ipv4":
        return {**base, "v": public_v4(draws, i)}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, i)}
    if kind == "mac":
        v = mac_value(draws, i)
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-")}
    if kind == "secret":
        return {**base, "pw": password(draws, person, i), "ghp": "ghp_" + draws.chars(ALNUM, 36),
                "xoxb": f"xoxb-{draws.chars('0123456789', 12)}-{draws.chars('0123456789', 13)}-"
                        + draws.chars(ALNUM, 24),
                "glpat": "glpat-" + draws.chars(ALNUM + "_-", 20)}
    if kind == "home_path":
        return {**base, "u": login(draws, person, i)}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:2]
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = " ".join(number[k:k + 4] for k in range(0, len(number), 4))
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    return thirteenth.plant_record(group, kind, form, values, host, rng, i)


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records, seen = [], set()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = kind_forms[i % len(kind_forms)], pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken and len(spoken) >= 3 and spoken.lower() not in host.text.lower() \
                        and re.fullmatch(r"[A-Za-z][\w|^`-]*", spoken) and not spoken.endswith(("-", "|")):
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

handle_of = thirteenth.handle_of


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "bare-display-name-i-think": (f"i think ⟦{person.full}⟧ fixed that last week", (person.full,), nicknamed,
                                      "sentence-middle"),
        "bare-first-name-possessive": (f"⟦{person.first}⟧'s script did it", (person.first,), nicknamed,
                                       "sentence-start"),
        "bare-handle-as-said": (f"as ⟦{handle}⟧ said, clear the cache", (handle,), author, "sentence-middle"),
        "bare-handle-got-from": (f"got it from ⟦{handle}⟧", (handle,), author, "sentence-end"),
        "bare-first-name-brackets": (f"(⟦{person.first}⟧ has the same gpu)", (person.first,), nicknamed,
                                     "in-brackets"),
        "forward-bare-display-name": (f"⟦{person.full}⟧ wrote this up", (person.full,),
                                      {**nicknamed, "place": "forward"}, "sentence-start"),
        "bare-handle-comma": (f"same as ⟦{handle}⟧, it crashes on resume", (handle,), author, "before-punctuation"),
        "line-end-bare-first-name": (f"me and ⟦{person.first}⟧\ntried both kernels, same thing", (person.first,),
                                     nicknamed, "line-end"),
        "attachment-name-bare-handle": (f"notes from ⟦{handle}⟧.txt", (handle,),
                                        {**author, "place": "attachment-name"}, "before-punctuation"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "bare-real-name-i-think": (f"i think ⟦{person.full}⟧ owns that repo", (person.full,), user,
                                   "sentence-middle"),
        "bare-first-name-possessive": (f"⟦{person.first}⟧'s deploy broke it", (person.first,), user,
                                       "sentence-start"),
        "bare-handle-as-said": (f"as ⟦{handle}⟧ said in standup", (handle,), user, "sentence-middle"),
        "pretext-bare-first-name": (f"shared from ⟦{person.first}⟧", (person.first,), {**user, "place": "pretext"},
                                    "sentence-end"),
        "attachment-bare-handle": (f"⟦{handle}⟧ posted this yesterday", (handle,), {**user, "place": "attachment"},
                                   "sentence-start"),
        "comment-bare-real-name": (f"same as ⟦{person.full}⟧.", (person.full,), {**user, "place": "comment"},
                                   "before-punctuation"),
        "edit-bare-first-name-brackets": (f"(⟦{person.first}⟧ knows the setup)", (person.first,),
                                          {**user, "place": "edit"}, "in-brackets"),
        "line-end-bare-handle": (f"waiting on ⟦{handle}⟧\nthen we ship it", (handle,), user, "line-end"),
        "file-bare-real-name": (f"whiteboard by ⟦{person.full}⟧", (person.full,), {**user, "place": "file"},
                                "sentence-end"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "bare-handle-i-think": (f"i think ⟦{handle}⟧ runs that group", (handle,), {}, "sentence-middle"),
        "mention-name-bare-possessive": (f"⟦{person.first}⟧'s bot is down", (person.first,),
                                         {"entity": ["mention_name", number]}, "sentence-start"),
        "bare-handle-as-said": (f"as ⟦{handle}⟧ said, pin it", (handle,), {}, "sentence-middle"),
        "text-link-bare-full-name": (f"ask ⟦{person.full}⟧, they know", (person.full, handle),
                                     {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "before-punctuation"),
        "caption-bare-handle": (f"photo from ⟦{handle}⟧", (handle,), {"place": "caption"}, "sentence-end"),
        "poll-bare-first-name": (f"does ⟦{person.first}⟧ host on friday", (person.first,), {"place": "poll"},
                                 "sentence-middle"),
        "saved-bare-full-name": (f"⟦{person.full}⟧ posted the fix", (person.full,),
                                 {"place": "saved", "from": person.full}, "sentence-start"),
        "via-bot-bare-handle": (f"reminder: ⟦{handle}⟧ does the backups", (handle,),
                                {"place": "via_bot", "from": "remindmebot"}, "sentence-middle"),
        "mention-name-bare-brackets": (f"(⟦{person.first}⟧ tried it too)", (person.first,),
                                       {"entity": ["mention_name", number]}, "in-brackets"),
        "line-end-bare-handle": (f"thanks to ⟦{handle}⟧\nit boots again", (handle,), {}, "line-end"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 70), "slack": (slack_plant, SLACK_DOC, 90),
           "telegram": (telegram_plant, TELEGRAM_DOC, 110)}
EXPORT_FORMS = {
    "discord": ("bare-display-name-i-think", "bare-first-name-possessive", "bare-handle-as-said",
                "bare-handle-got-from", "bare-first-name-brackets", "forward-bare-display-name", "bare-handle-comma",
                "line-end-bare-first-name", "attachment-name-bare-handle"),
    "slack": ("bare-real-name-i-think", "bare-first-name-possessive", "bare-handle-as-said", "pretext-bare-first-name",
              "attachment-bare-handle", "comment-bare-real-name", "edit-bare-first-name-brackets",
              "line-end-bare-handle", "file-bare-real-name"),
    "telegram": ("bare-handle-i-think", "mention-name-bare-possessive", "bare-handle-as-said",
                 "text-link-bare-full-name", "caption-bare-handle", "poll-bare-first-name", "saved-bare-full-name",
                 "via-bot-bare-handle", "mention-name-bare-brackets", "line-end-bare-handle")}
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
        at = 0 if setup.get("place") in WHOLE_PLACES else thirteenth.at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position})
    return found


def side_channels(draws: Draws) -> list[dict]:
    a, b, c, d, e, f = (draws.person(1500 + k) for k in range(6))
    rows = {
        "discord-dm-name": ("discord", f"{a.first} {a.last[:1]}.", (a.first,)),
        "slack-private-channel-of-person": ("slack", f"{b.ascii_first}-{b.ascii_last}-onboarding",
                                            (b.ascii_first, b.ascii_last)),
        "slack-mpdm-name": ("slack", f"mpdm-{c.ascii_first}--{d.ascii_first}--{e.ascii_first}-1",
                            (c.ascii_first, d.ascii_first, e.ascii_first)),
        "telegram-personal-title": ("telegram", f"{e.first} ({e.last[:3].lower()})", (e.first,)),
        "export-path-home": ("discord", f"/home/{f.ascii_first}/Documents/chat-exports/2024", (f.ascii_first,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v13 (lower case): no value of v15 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN or e-mail provider of v15 is one an earlier set planted in."""
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
    for domain in EMAIL_DOMAINS:
        assert not any(n.endswith("@" + domain) for n in earlier), domain


def bare_words(line: str) -> set[str]:
    """The words of a form's carrier phrase (the value and any path around it taken out) that would announce a kind."""
    phrase = re.sub(r"⟦[^⟧]*⟧", " ", line)
    phrase = " ".join(w for w in phrase.split() if "/" not in w and "\\" not in w)   # a path is the value's own
    return set(re.findall(r"[a-z0-9@-]+|@", phrase.lower())) & set(BARE_WORDS)


def check_bare() -> None:
    """No planted form's carrier phrase holds a word of `BARE_WORDS`."""
    for kind, kind_forms in FORMS.items():
        for form in kind_forms:
            assert not bare_words(form.line), (kind, form.name, bare_words(form.line))


def build() -> list[dict]:
    """Every record of the fifteenth held-out set (needs Faker, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12 and v13
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
