"""Builds bench/data/anonymize_heldout19.jsonl, the NINETEENTH held-out set of the anonymiser (v19), measured by
`bench/anonymize_heldout.py --set v19`. Written on 2026-11-29 (10:33-10:50 UTC, helper heldout19) after v17 was spent,
while another helper wrote v18 apart (never read: not its worktree, not its branch); never tuned on; committed with
its jsonl before any measurement. Its author read only the brief, the harness (bench/anonymize_heldout.py),
bench/heldout_exports.py (the places and side-channel keys it reads), v17's builder in full, the other builders'
constants and helpers (to keep their record format and groups, import their helpers and avoid their forms, hosts,
locales, regions and values), tests/test_anonymize_heldout.py and the committed earlier sets (their values, regions,
countries, token issuers and host lines, to avoid them). Public sources were searched for about three minutes, for
shapes only (issue and pull-request threads where people give an address, a number, a password, a MAC, a card, an
IBAN, a home path or a nick bare, with no word naming its kind); each form's `source` names the thread that shows
the habit; no line or value was copied. It did NOT read the rule modules (disentangle/privacy/), the release
validator or auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy
tests, docs/privacy.md beyond its first section, nor anything of v18. The anonymiser was never run on a plant, nor
`disentangle extract`, nor the harness on this set.

v19 keeps v5-v17's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a third, independent set of BARE values (v15 and v17 were the first two, by other
authors):

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): every carrier phrase names NOTHING of the value's kind
  (v17's list of announcing words and more: no network, phone, password, card, bank, MAC, mail, home or name word;
  the test checks); the value stands bare the ways people drop it in: as a suggestion (`try X instead`, `use X for
  now`), as the object of an everyday verb that names something else (`scp it to X`, `X is where the backups go`),
  as a time-bound aside (`X after six`, `X by friday`), quoted off a screen (`it literally says "X"`), in an error
  path (`X/... not found`), nicks in reported speech and possessives (`as X said yesterday`, `X's fix`, `per X`,
  `blame X`), platform names typed bare. Every form names the habit it shows (`habit`) and the public thread that
  shows people write so (`source`).
- THE PROJECT'S DEFINITIONS, planted as personal (kind `secret` unless said): a PGP LONG KEY ID (`0x` and sixteen hex
  digits, bare), an SSH host key fingerprint in the old colon-pair MD5 spelling with no `MD5:` prefix, a 32-48
  character mixed-case token with no issuer prefix, issuer tokens none of v1-v17 planted (Docker Hub `dckr_pat_`,
  Sentry user `sntryu_`), and a MAC-derived IPv6 link-local address (`ff:fe` in its middle, kind `ipv6`).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes (new), before
  punctuation (`,` `.` `?` `!` `;` `:` `...`), and in the exports a value alone on its own line of a multi-line
  message (`own-line`).
- HOSTS: v12-v17's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the shared
  irclogs days), none a line of v1-v17, taken in turn; the phrase at the host's start, after its words or at a word
  boundary. Nicks are, where the host's log has one, a nick that speaks in that log, said bare.
- VALUES FROM A GENERATOR AND LOCALES NONE USED: people from mimesis 22.2.0's az, cs, hu, da, nl-be and pt (no earlier
  builder drew people from mimesis with these; some Danish names mimesis stores mis-decoded are mended), romanised as
  their people type names in an address (Azerbaijani ə as e, Danish ø as oe); phone regions: the only two with a
  grouped, region-valid mobile spelling no set used (North Korea, the Northern Mariana Islands) and eleven of those
  used least, once or twice each (Bermuda, Mexico, Guatemala, Mozambique, Honduras, Sudan, Jamaica, Turkmenistan,
  Belize, the Cayman Islands, Eswatini), none of v17's, so the shared test of never-used regions skips v19 and v19's
  own test checks this instead; the twelve IBAN countries used least (MU, AD, CR, DO, FO, GE, GI, GL, KZ, VA, PS, LI),
  real bank codes where a country's are letters and Mauritius' `000MUR` ending; card IIN prefixes (brands' own
  groupings: Amex 4-6-5, Diners 4-6-4), IPv4 /16s, IPv6 prefixes, OUIs and e-mail providers none used (checked), each
  person's address at a provider of their country; passwords by v19's own generator (8-14 characters, three classes or more:
  a name with a year and a sign, two words joined with a sign and digits, or drawn characters); seeded
  `random.Random`.
- Exports: names and handles typed bare in the middle of sentences, with `'s`, in brackets and quotes, on their own
  line of a multi-line message, in the places the readers read that v17 did not use (Discord attachment name, Slack
  pretext, Telegram poll) and in plain text; side channels of v2's kinds in new shapes (a Discord DM partner, a
  Slack private channel and a group DM named after people, a Telegram personal chat titled with a name, an export
  under a home folder).
- NEGATIVES IN THE PLANTS' OWN PHRASES: most of the 46 values that identify no one (versions, private, loopback,
  shared and documentation IPv4 addresses, the IPv6 documentation prefix, a unique local address, ::1 and the
  all-routers group, the documentation and broadcast MACs, common and documented example passwords, test cards, the
  documented example IBAN, a reserved example domain, a UUID, a commit id, dates, times, sizes, a port, a PID, line,
  bug, exit, job and PCI id numbers, a resolution, an epoch, an ISBN, a UPC, package names said like nicks) stand in
  the very carrier phrases the plants use. The 104 technical lines give random-looking ids bare (tree, commit,
  container, trace, request, snapshot, machine and build ids, checksums, pip hashes, volume ids, WAL segment names);
  no PGP key id or SSH fingerprint among them (the brief counts those as personal).
- NOT COVERED: a value split over two lines, values in other languages' carrier phrases, encoded values (v10-v13).

    python bench/experiments/anonymize_heldout19.py   # rewrites bench/data/anonymize_heldout19.jsonl
    (needs mimesis 22.2.0, phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
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
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Form, Draws, placing, romanised
from experiments import anonymize_heldout15 as fifteenth  # noqa: E402 -- ALNUM
from experiments import anonymize_heldout17 as seventeenth  # noqa: E402 -- BARE_WORDS, eui64_link_local

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout19.jsonl"
EARLIER_SETS = (*seventeenth.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (16, 17)))
SEED = 19191
EXPORT_SEED = 19202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("az", "cs", "hu", "da", "nl-be", "pt")     # mimesis 22.2.0; no builder drew people from these
PHONE_REGIONS = ("KP", "MP", "BM", "MX", "GT", "MZ", "HN", "SD", "JM", "TM", "BZ", "KY", "SZ")
NEW_REGIONS = ("KP", "MP")                                    # no earlier set planted a number of these
IBAN_COUNTRIES = ("MU", "AD", "CR", "DO", "FO", "GE", "GI", "GL", "KZ", "VA", "PS", "LI")   # the least used before
CARD_RANGES = (("visa_az_plain", "416973", 16), ("mastercard_cz_plain", "535816", 16), ("amex_hu_plain", "377935", 15),
               ("visa_dk_plain", "457186", 16), ("mastercard_be_plain", "552497", 16),
               ("maestro_pt_plain", "670392", 16), ("discover_plain", "644173", 16), ("jcb_plain", "358391", 16),
               ("diners_club_plain", "305781", 14), ("mir_plain", "220073", 16),
               ("unionpay_plain", "624351", 16), ("visa_19_digit_plain", "473921", 19))
EMAIL_DOMAINS = ("centrum.cz", "volny.cz", "citromail.hu", "indamail.hu", "box.az", "live.be", "netcabo.pt",
                 "clix.pt", "jubii.dk", "stofanet.dk", "ofir.dk", "t-online.hu")
DOMAINS_OF = {"az": ("box.az",), "cs": ("centrum.cz", "volny.cz"), "hu": ("citromail.hu", "indamail.hu", "t-online.hu"),
              "da": ("jubii.dk", "stofanet.dk", "ofir.dk"), "nl-be": ("live.be",), "pt": ("netcabo.pt", "clix.pt")}
assert {d for ds in DOMAINS_OF.values() for d in ds} == set(EMAIL_DOMAINS)   # each person at a provider of their country
V4_BLOCKS = ("94.130", "147.161", "195.181", "31.44", "88.208", "154.61", "200.58", "181.49", "102.176", "85.117",
             "176.121", "196.43")
V6_PREFIXES = ("2403:6200", "2800:4f0", "2a0a:e5c0", "2a01:c50f", "2001:ee0", "2c0f:f4c0")
OUIS = ("00:11:32", "fc:34:97", "00:26:5a", "c0:56:27", "30:b5:c2", "4c:5e:0c", "00:17:88")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside); v17's and more
BARE_WORDS = (*seventeenth.BARE_WORDS, "ipaddr", "inet", "inet6", "arp", "bssid", "mobile", "cellphone", "phonenumber",
              "tel", "fax", "extension", "ext", "whatsapp", "signal", "telegram", "viber", "passcode", "pass", "pwd",
              "secret", "apikey", "api", "bearer", "pat", "cc", "ccv", "cvc", "mastercard", "amex", "iban", "bic",
              "sortcode", "routing", "e-mail", "addy", "homedir", "profile", "acct", "id", "keyid", "fingerprint",
              "gpg", "pgp", "hostkey", "known_hosts", "nic", "hostname", "ssh")

# the habits' threads (searched for shapes only; each shows people giving the value so)
V4_TRY = "https://github.com/microsoft/lis-test/pull/748 (one address tried instead of another, said bare)"
V4_GATUS = "https://github.com/TwiN/gatus/issues/1436 (an address with no answer, bare in a complaint)"
V6_CURL = "https://github.com/komuw/ong/issues/332 (an IPv6 address bare in a failing attempt)"
V6_WATCH = "https://github.com/andir/ipv6.watch/issues/45 (an address that answers nothing, bare in prose)"
MAC_DMESG = "https://github.com/zbowling/mt7925/issues/7 (MACs bare in a paste about a dropping link)"
MAC_HOSTAPD = "https://github.com/SuLingGG/OpenWrt-Rpi/issues/161 (a station's MAC bare, disassociating)"
PHONE_FOOTER = "https://github.com/dotkom/onlineweb4/issues/869 (a number given bare: 'the correct one is ...')"
PHONE_BARKS = "https://github.com/carl-hamlin/barks/issues/689 (a number typed bare with a stray letter after it)"
PHONE_GUIDE = "https://github.com/mozilla/mozillafestival.org/issues/47 (a person's number left in a page's prose)"
SECRET_LIST = "https://github.com/lavalamp-/password-lists/issues/4 (a password given bare: 'remove X from the list')"
SECRET_TWEET = "https://github.com/jdan/twitter/issues/9 (a password posted in public by mistake)"
SECRET_ECHO = "https://github.com/maitian352/Meadow-Guarder-old2/issues/353 (a chat echoing a new password bare)"
HOME_CAT = "https://github.com/bit-team/backintime/issues/261 (a home path with its user bare in an error line)"
HOME_DOT = "https://github.com/jprichardson/node-path-extra/pull/14 (a user's home path quoted bare)"
NICK_HALLOY = "https://github.com/squidowl/halloy/pull/2086 (nicks with 's and nicks trailing off: 'casper...')"
NICK_QUOTED = "https://github.com/glguy/irc-core/issues/77 (a nick inside reported speech: 'I heard X was here')"
NICK_GOMUKS = "https://github.com/gomuks/gomuks/issues/96 (a nick said amid brackets and punctuation)"
EMAIL_MAILMAP = "https://github.com/progval/Limnoria/issues/1010 (addresses given bare in a list of people)"
EMAIL_NUMPY = "https://github.com/numpy/numpy/pull/24551 (an address quoted bare in a reply)"
CARD_ZENDESK = "https://github.com/zendesk/credit_card_sanitizer/pull/53 (card numbers bare, grouped and not)"
CARD_LIBRE = "https://github.com/librefang/librefang/pull/8193 (grouped card numbers in running text)"
IBAN_DEDUCE = "https://github.com/vmenger/deduce/issues/91 (IBANs that occur in free text)"
IBAN_SCALIBR = "https://github.com/google/osv-scalibr/pull/2261 (IBANs found with no keyword near them)"
DISCORD_DOC = "https://github.com/squidowl/halloy/pull/2086 (a name typed bare, with 's, in a chat)"
SLACK_DOC = "https://github.com/dino/dino/issues/397 (a name said inside a message, not addressed)"
TELEGRAM_DOC = "https://github.com/glguy/irc-core/issues/77 (a name inside reported speech)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-start", "sentence-middle", "sentence-end", "in-brackets", "in-quotes", "before-punctuation",
             "own-line")


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(EMAIL_MAILMAP, ("email-bare-scp-to", "scp it to ⟦{v}⟧ and i'll look tonight", "sentence-middle",
                               "bare after 'scp it to'"),
               ("email-bare-old-one-dead", "⟦{v}⟧ is dead since march, use the other", "sentence-start",
                "bare, first, the subject"),
               ("email-bare-forward-from", "forward it from ⟦{v}⟧?", "before-punctuation",
                "bare before a question mark"),
               ("email-bare-quoted-screen", "the form says \"⟦{v}⟧\" is taken", "in-quotes", "in quotes, off a screen"),
               ("email-bare-cc-brackets", "(⟦{v}⟧ gets the same logs)", "in-brackets", "in brackets")),
        *forms(EMAIL_NUMPY, ("email-bare-swap-for", "swap it for ⟦{v}⟧ in the config", "sentence-middle",
                             "bare after 'swap it for'"),
               ("email-bare-ends-with", "the list still shows ⟦{v}⟧", "sentence-end", "bare, last"),
               ("email-bare-try-instead", "try ⟦{v}⟧ instead!", "before-punctuation", "bare, 'try X instead!'"),
               ("email-bare-ellipsis", "it bounced from ⟦{v}⟧...", "before-punctuation", "bare before an ellipsis"))),
    "phone": (
        *forms(PHONE_FOOTER, ("phone-bare-past-eight-first", "⟦{national}⟧ is best past eight", "sentence-start",
                              "national, first, a time after it"),
               ("phone-bare-correct-one", "the correct one is ⟦{intl}⟧", "sentence-end", "international, last"),
               ("phone-bare-failing-that", "failing that, ⟦{e164}⟧ on weekdays", "sentence-middle",
                "E.164, after 'failing that,'"),
               ("phone-bare-quoted-sticker", "the sticker says \"⟦{intl}⟧\" but nobody picks up", "in-quotes",
                "international, in quotes off a sticker")),
        *forms(PHONE_BARKS, ("phone-bare-stray-letter", "⟦{national}⟧ M, the shop one", "sentence-start",
                             "national with a stray letter after it, first"),
               ("phone-bare-brackets-evenings", "(⟦{intl}⟧, evenings only)", "in-brackets", "in brackets"),
               ("phone-bare-semicolon", "⟦{e164}⟧; that's the office", "before-punctuation",
                "E.164 before a semicolon")),
        *forms(PHONE_GUIDE, ("phone-bare-left-in-page", "the page still has ⟦{intl}⟧ on it", "sentence-middle",
                             "international, read off a page"),
               ("phone-bare-exclaim", "it was ⟦{national}⟧!", "before-punctuation", "national before '!'"),
               ("phone-bare-colon-list", "weekends: ⟦{e164}⟧", "sentence-end", "E.164 after a colon, last"))),
    "ipv4": (
        *forms(V4_TRY, ("v4-bare-switched-over", "switched over to ⟦{v}⟧ and it flies", "sentence-middle",
                "bare, 'switched over to X'"),
               ("v4-bare-always-worked", "⟦{v}⟧ always worked from the office", "sentence-start", "bare, first"),
               ("v4-bare-opposite", "here it's the opposite, only ⟦{v}⟧ answers", "sentence-end", "bare, last"),
               ("v4-bare-quoted-config", "it still points at \"⟦{v}⟧\" after the change", "in-quotes",
                "in quotes, off a file"),
               ("v4-bare-ellipsis", "stuck at ⟦{v}⟧...", "before-punctuation", "bare before an ellipsis")),
        *forms(V4_GATUS, ("v4-bare-no-answer", "i can't get an answer from ⟦{v}⟧ at all", "sentence-middle",
                          "bare after 'an answer from'"),
               ("v4-bare-first-hop", "(⟦{v}⟧ is the first hop)", "in-brackets", "in brackets"),
               ("v4-bare-exclaim", "it went through ⟦{v}⟧!", "before-punctuation", "bare before '!'"),
               ("v4-bare-colon-after", "⟦{v}⟧: nothing since noon", "before-punctuation",
                "bare, first, before a colon"))),
    "ipv6": (
        *forms(V6_CURL, ("v6-bare-trying", "trying ⟦{v}⟧ fails right away", "sentence-middle",
                         "bare after 'trying'"),
               ("v6-bare-quoted", "the record says \"⟦{v}⟧\" but that's old", "in-quotes", "in quotes"),
               ("v6-bare-first", "⟦{v}⟧ never answers", "sentence-start", "bare, first"),
               ("v6-bare-eui64-brackets", "(⟦{eui}⟧ on the laptop)", "in-brackets",
                "link-local made from the laptop's MAC (ff:fe in its middle), in brackets")),
        *forms(V6_WATCH, ("v6-bare-default-lost", "the default got lost, ⟦{v}⟧ went quiet", "sentence-end",
                          "bare, last"),
               ("v6-bare-semicolon", "⟦{v}⟧; the other one is fine", "before-punctuation",
                "bare before a semicolon"),
               ("v6-bare-compare-with", "compare with ⟦{v}⟧ from yesterday", "sentence-middle",
                "bare after 'compare with'"),
               ("v6-bare-eui64-only", "all i see is ⟦{eui}⟧", "sentence-end", "link-local made from a MAC, last"),
               ("v6-bare-question", "is it ⟦{v}⟧?", "before-punctuation", "bare before a question mark"))),
    "mac": (
        *forms(MAC_DMESG, ("mac-bare-brackets-upstairs", "the upstairs one (⟦{v}⟧) falls off every hour", "in-brackets",
                           "in brackets, the device named"),
               ("mac-bare-new-auth-to", "it keeps jumping to ⟦{v}⟧ and back", "sentence-middle",
                "bare after 'jumping to'"),
               ("mac-bare-upper-first", "⟦{upper}⟧ shows up twice", "sentence-start", "upper case, first"),
               ("mac-bare-dashed-end", "the sticker on the back reads ⟦{dashed}⟧", "sentence-end", "dashes, last")),
        *forms(MAC_HOSTAPD, ("mac-bare-station-comma", "⟦{v}⟧, the tablet, leaves after a minute",
                             "before-punctuation", "bare, first, before a comma"),
               ("mac-bare-quoted", "the list calls it \"⟦{v}⟧\" and nothing else", "in-quotes", "in quotes"),
               ("mac-bare-cisco-middle", "the switch learned ⟦{cisco}⟧ on the upstairs socket", "sentence-middle",
                "dotted in threes of pairs, as switches print it"),
               ("mac-bare-flat", "blocked ⟦{flat}⟧ for now", "sentence-middle", "twelve digits, no separator"),
               ("mac-bare-question", "who is ⟦{v}⟧?", "before-punctuation", "bare before a question mark"))),
    "secret": (
        *forms(SECRET_LIST, ("secret-bare-till-monday", "it's ⟦{pw}⟧ till monday, then i rotate it", "sentence-middle",
                             "bare, 'till monday'"),
               ("secret-bare-remove-from-list", "please drop ⟦{pw}⟧ from the list", "sentence-middle",
                "bare, 'drop X from the list'"),
               ("secret-bare-quoted", "it's \"⟦{pw}⟧\" with the quotes gone", "in-quotes", "in quotes"),
               ("secret-bare-pgp-key-id", "signed with ⟦{keyid}⟧ last time", "sentence-middle",
                "a PGP long key id, bare (personal: a keyserver names its holder)")),
        *forms(SECRET_TWEET, ("secret-bare-oops-first", "⟦{pw}⟧ oops", "sentence-start",
                              "typed into the channel by mistake, first"),
               ("secret-bare-brackets-both", "(⟦{pw}⟧ on the nas too)", "in-brackets", "in brackets"),
               ("secret-bare-ssh-md5", "the box now prints ⟦{md5fp}⟧, not what i had", "sentence-middle",
                "an SSH host key fingerprint in the old colon-pair MD5 spelling, no prefix (personal)"),
               ("secret-bare-random-token", "paste ⟦{tok}⟧ into the settings", "sentence-middle",
                "a 32+ character mixed-case random token, no prefix")),
        *forms(SECRET_ECHO, ("secret-bare-reset-it-to", "reset it to ⟦{pw}⟧ this morning.", "before-punctuation",
                             "bare, then a full stop"),
               ("secret-bare-docker-pat", "docker push took ⟦{dckr}⟧ fine", "sentence-middle",
                "a Docker Hub personal access token, bare"),
               ("secret-bare-sentry-user", "⟦{sntryu}⟧ works for the cli", "sentence-start",
                "a Sentry user auth token, bare, first"),
               ("secret-bare-end", "the new one is ⟦{pw}⟧", "sentence-end", "bare, last"))),
    "home_path": (
        *forms(HOME_CAT, ("home-bare-no-such-file", "/home/⟦{u}⟧/.config/user-dirs.dirs: no such file", "sentence-start",
                          "path first, in an error"),
               ("home-bare-flatpak", "it writes into /home/⟦{u}⟧/.var/app and stops", "sentence-middle",
                "a Flatpak app's data under the home folder"),
               ("home-bare-mac-library", "look in /Users/⟦{u}⟧/Library/Logs", "sentence-end",
                "a macOS home, last"),
               ("home-bare-quoted", "it says \"/home/⟦{u}⟧/.cache/thumbnails\" is full", "in-quotes",
                "in quotes, off an error"),
               ("home-bare-windows-backslash", "C:\\Users\\⟦{u}⟧\\Downloads\\setup.exe won't start",
                "sentence-start", "a Windows profile with backslashes")),
        *forms(HOME_DOT, ("home-bare-tilde-brackets", "(~⟦{u}⟧/src, not the system one)", "in-brackets",
                          "~user in brackets"),
               ("home-bare-ncdu-top", "ncdu puts /home/⟦{u}⟧/.local/share/Trash at the top", "sentence-middle",
                "in a command's output"),
               ("home-bare-question", "is it /home/⟦{u}⟧/.gnupg?", "before-punctuation",
                "before a question mark"),
               ("home-bare-tar-end", "it untarred into /home/⟦{u}⟧/tmp", "sentence-end", "path last"))),
    "nick": (
        *forms(NICK_HALLOY, ("nick-bare-possessive-patch-first", "⟦{v}⟧'s patch works here too", "sentence-start",
                             "possessive with an apostrophe, first"),
               ("nick-bare-trailing-off", "⟦{v}⟧... any luck?", "before-punctuation", "trailing off, first"),
               ("nick-bare-blame", "blame ⟦{v}⟧ for the ppa", "sentence-middle", "'blame X'")),
        *forms(NICK_QUOTED, ("nick-bare-like-said-earlier", "like ⟦{v}⟧ said earlier, it's the kernel", "sentence-middle",
                             "reported speech, 'like X said'"),
               ("nick-bare-heard-was", "i heard ⟦{v}⟧ got it working", "sentence-middle", "'i heard X ...'"),
               ("nick-bare-per", "per ⟦{v}⟧, reinstalling grub fixed it", "before-punctuation", "'per X,'")),
        *forms(NICK_GOMUKS, ("nick-bare-brackets-tested", "(⟦{v}⟧ tested it on lucid)", "in-brackets",
                             "in brackets"),
               ("nick-bare-quoted-said", "\"⟦{v}⟧ knows\" is what they told me", "in-quotes", "in quotes"),
               ("nick-bare-turns-out-right", "turns out ⟦{v}⟧ was right", "sentence-middle", "'turns out X was right'"),
               ("nick-bare-just-like-end", "mine crashes just like ⟦{v}⟧", "sentence-end", "last, 'just like X'"))),
    "card": (
        *forms(CARD_ZENDESK, ("card-bare-grouped-first", "⟦{grouped}⟧ got declined at the till", "sentence-start",
                              "grouped, first"),
               ("card-bare-flat-middle", "the shop has ⟦{num}⟧ saved from before", "sentence-middle",
                "unspaced, 'has X saved'"),
               ("card-bare-quoted", "the receipt says \"⟦{grouped}⟧\" in full", "in-quotes", "grouped, in quotes"),
               ("card-bare-ellipsis", "it was ⟦{num}⟧...", "before-punctuation", "unspaced before an ellipsis"),
               ("card-bare-dashed-end", "use the old one, ⟦{dashed}⟧", "sentence-end", "dashed, last")),
        *forms(CARD_LIBRE, ("card-bare-dotted", "the form wants ⟦{dotted}⟧ without dots", "sentence-middle",
                            "dotted, as some type it"),
               ("card-bare-brackets-mum", "(⟦{grouped}⟧ is mum's)", "in-brackets", "grouped, in brackets"),
               ("card-bare-colon-first", "⟦{grouped}⟧: expired in june", "before-punctuation",
                "grouped, first, before a colon"),
               ("card-bare-steam-question", "did steam take ⟦{num}⟧?", "before-punctuation",
                "unspaced before a question mark"))),
    "iban": (
        *forms(IBAN_DEDUCE, ("iban-bare-before-the-15th", "put it on ⟦{spaced}⟧ before the 15th", "sentence-middle",
                             "spaced, 'put it on X before the 15th'"),
               ("iban-bare-first-rent", "⟦{v}⟧ for the rent, same as always", "sentence-start", "unspaced, first"),
               ("iban-bare-quoted", "the letter says \"⟦{spaced}⟧\" at the bottom", "in-quotes", "spaced, in quotes"),
               ("iban-bare-brackets-closed", "(⟦{spaced}⟧, closed since may)", "in-brackets", "spaced, in brackets")),
        *forms(IBAN_SCALIBR, ("iban-bare-exclaim", "it's ⟦{v}⟧!", "before-punctuation", "unspaced before '!'"),
               ("iban-bare-end", "the club changed it to ⟦{spaced}⟧", "sentence-end", "spaced, last"),
               ("iban-bare-semicolon", "⟦{spaced}⟧; the second one is closed", "before-punctuation",
                "spaced, first, before a semicolon"),
               ("iban-bare-lower", "i copied ⟦{lower}⟧ off the app", "sentence-middle", "lower case, unspaced"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given bare (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("gedit", "brasero", "shotwell", "transmission", "deluge")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-bare-kernel-switched", "switched over to ⟦2.6.32.71⟧ and it flies", "", ""),
           ("neg-bare-version-always", "⟦5.15.0.91⟧ always worked from the office", "", ""),
           ("neg-bare-version-stuck", "stuck at ⟦3.0.2.14⟧...", "", ""),
           ("neg-bare-version-trying", "trying ⟦1.4.12.0⟧ fails right away", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-bare-private-switched", "switched over to ⟦192.168.178.1⟧ and it flies", "", ""),
           ("neg-bare-private-no-answer", "i can't get an answer from ⟦10.0.13.37⟧ at all", "", ""),
           ("neg-bare-private-first-hop", "(⟦172.20.0.1⟧ is the first hop)", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-bare-loopback-quoted", "it still points at \"⟦127.0.1.1⟧\" after the change",
                                   "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-bare-cgnat-exclaim", "it went through ⟦100.64.12.7⟧!", "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-bare-doc-v4", "here it's the opposite, only ⟦203.0.113.54⟧ "
                                                  "answers", "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-bare-doc-v6", "⟦2001:db8:ab::12⟧ never answers", "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-bare-ula-compare", "compare with ⟦fd00:1:2::5⟧ from yesterday",
                                                 "", "")),
    *forms("RFC 4291 (loopback and multicast)", ("neg-bare-v6-loopback", "is it ⟦::1⟧?", "", ""),
           ("neg-bare-v6-all-routers", "all i see is ⟦ff02::2⟧", "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-bare-doc-mac", "the upstairs one (⟦00:00:5e:00:53:01⟧) falls "
                                                      "off every hour", "", "")),
    *forms("IEEE Std 802-2014 (the broadcast address)", ("neg-bare-broadcast-mac", "who is ⟦ff:ff:ff:ff:ff:ff⟧?",
                                                         "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-bare-common-use", "it's ⟦123456⟧ till monday, then i rotate it", "", ""),
        ("neg-bare-common-oops", "⟦letmein⟧ oops", "", "")),
    *forms("https://xkcd.com/936/ (a documented example password)", (
        "neg-bare-xkcd", "please drop ⟦correcthorsebatterystaple⟧ from the list", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg-bare-test-visa",
                                                           "⟦4242 4242 4242 4242⟧ got declined at the till", "", ""),
           ("neg-bare-test-discover", "the shop has ⟦6011111111111117⟧ saved from before", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-bare-example-gb-iban", "put it on ⟦GB82 WEST 1234 5698 7654 32⟧ before the 15th", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-bare-example-mail", "scp it to ⟦admin@example.org⟧ and i'll "
                                                   "look tonight", "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-bare-uuid", "⟦3f2b8c1e-7d4a-4b6e-9c0f-5a1d2e3b4c6f⟧ shows up twice", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-bare-commit-blame", "blame ⟦9fceb02⟧ for the ppa",
                                                             "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-bare-date", "⟦2026-11-02⟧ for the rent, same as always", "", ""),
           ("neg-bare-time", "⟦18:45:00⟧ is best past eight", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-bare-size", "it was ⟦40G⟧...", "", ""),
           ("neg-bare-size-mib", "it was ⟦512 MiB⟧!", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-bare-port", "stuck at ⟦:8443⟧...", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-bare-pid", "blocked ⟦24117⟧ for now", "", "")),
    *forms(f"{NEG}Line_number", ("neg-bare-line", "the new one is on ⟦line 212⟧", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-bare-lp-bug", "same as ⟦LP: #1876543⟧", "", ""),
           ("neg-bare-gh-issue", "(⟦#30412⟧ on the nas too)", "", "")),
    *forms(f"{NEG}Exit_status", ("neg-bare-exit", "reset it to ⟦exit 127⟧ this morning.", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-bare-resolution", "the page still has ⟦1920x1080⟧ on it", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-bare-epoch", "⟦1764412800⟧; that's the office", "", "")),
    *forms(f"{NEG}ISBN", ("neg-bare-isbn", "the correct one is ⟦978-0-596-52068-7⟧", "", "")),
    *forms(f"{NEG}Universal_Product_Code", ("neg-bare-upc", "⟦036000291452⟧ M, the shop one", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-bare-pci", "it keeps jumping to ⟦8086:2723⟧ and back",
                                                               "", "")),
    *forms(f"{NEG}Job_control_(Unix)", ("neg-bare-job", "it's ⟦%2⟧!", "", "")),
    *forms("Ubuntu package names", ("word-nick-bare", "⟦gedit⟧'s patch works here too", "", ""),
           ("word-nick-bare", "like ⟦brasero⟧ said earlier, it's the kernel", "", ""),
           ("word-nick-bare", "blame ⟦shotwell⟧ for the ppa", "", ""),
           ("word-nick-bare", "turns out ⟦transmission⟧ was right", "", ""),
           ("word-nick-bare", "(⟦deluge⟧ tested it on lucid)", "", "")),
)

# technical text with random-looking values that identify no one, given bare
TECHNICAL_SHAPES = (
    ("tech-bare-tree-id", "https://git-scm.com/docs/git-cat-file (tree ids)", "the tree is {hex:40} on both"),
    ("tech-bare-cherry-pick", "https://git-scm.com/docs/git-cherry-pick", "cherry-picked {hex:12} onto the branch"),
    ("tech-bare-container-id", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "{hex:12} keeps restarting"),
    ("tech-bare-trace-id", "https://www.w3.org/TR/trace-context/ (trace ids)", "the trace {hex:32} ends in the proxy"),
    ("tech-bare-request-uuid", "https://www.rfc-editor.org/rfc/rfc9562 (request ids)", "(request {uuid}) timed out"),
    ("tech-bare-sha256-iso", "https://man7.org/linux/man-pages/man1/sha256sum.1.html (checksums)",
     "the iso gives {hex:64}, same as the page"),
    ("tech-bare-snapshot", "https://btrfs.readthedocs.io/en/latest/Subvolumes.html (subvolume uuids)",
     "rolled back to {uuid}"),
    ("tech-bare-machine-id", "https://www.freedesktop.org/software/systemd/man/machine-id.html",
     "every clone has {hex:32}, that's the bug"),
    ("tech-bare-blake2", "https://man7.org/linux/man-pages/man1/b2sum.1.html", "b2sum says {hex:128}"),
    ("tech-bare-vfat-label", "https://man7.org/linux/man-pages/man8/mkfs.fat.8.html (volume ids)",
     "mounted {vfat} read-only"),
    ("tech-bare-pip-hash", "https://pip.pypa.io/en/stable/topics/secure-installs/ (hash-checking mode)",
     "pip wants sha256:{hex:64} there"),
    ("tech-bare-debuginfod", "https://sourceware.org/elfutils/Debuginfod.html (build ids)",
     "debuginfod has nothing for {hex:40}"),
    ("tech-bare-wal-segment", "https://www.postgresql.org/docs/current/wal-internals.html (WAL segment names)",
     "it stopped at {HEX:24}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v19's seed and people of mimesis locales none drew."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.earlier = random.Random(SEED), earlier

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = self.draw_person(PEOPLE_LOCALES[i % len(PEOPLE_LOCALES)], SEED * 1000 + i)
        return self.people[i]

    def draw_person(self, locale: str, seed: int) -> Person:
        from mimesis import Locale
        from mimesis import Person as Mimesis
        for attempt in range(MAX_DRAWS):
            person = Mimesis(Locale(locale), seed=seed + attempt * 7919)
            first_name, last = mended(person.first_name()), mended(person.last_name())
            a_first, a_last = (thirteenth.romanised(w.translate(TYPED_AS)) for w in (first_name, last))   # Ő -> o
            if not (3 <= len(a_first) <= 10 and 4 <= len(a_last) <= 12) or a_first == a_last or " " in last:
                continue
            full = f"{first_name} {last}"
            if (not {a_first, a_last, first_name.lower(), last.lower(), full.lower()} & self.earlier
                    and self.fresh(f"{a_first}.{a_last}") and self.fresh(full)):
                return Person(full, first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")


def mended(text: str) -> str:
    """A name as written: some of mimesis' Danish names are stored UTF-8 read as Latin-1 (`SÃ¸ndergaard`)."""
    if "Ã" in text or "Â" in text:
        try:
            return text.encode("latin-1").decode("utf-8")
        except UnicodeError:
            return text
    return text


def drawn_mobile(draws: Draws, region: str):
    """A valid mobile number of `region`: its example number's range kept, the last four digits redrawn."""
    import phonenumbers
    example = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    if example is None:
        return None
    nsn = phonenumbers.national_significant_number(example)
    for _ in range(MAX_DRAWS):
        parsed = phonenumbers.parse(f"+{example.country_code}{nsn[:-4]}{draws.chars('0123456789', 4)}")
        if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region and \
                phonenumbers.number_type(parsed) in (phonenumbers.PhoneNumberType.MOBILE,
                                                     phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE) and \
                draws.fresh(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)):
            return parsed
    return None


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


def grouped_card(number: str) -> str:
    """A card number as its brand prints it: Amex 4-6-5, Diners 4-6-4, the others in fours."""
    if len(number) in (14, 15):
        return f"{number[:4]} {number[4:10]} {number[10:]}"
    return " ".join(number[k:k + 4] for k in range(0, len(number), 4))


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


TYPED_AS = str.maketrans({"ə": "e", "Ə": "E", "ø": "oe", "Ø": "Oe", "æ": "ae", "Æ": "Ae", "å": "aa", "Å": "Aa"})
# as Azerbaijanis and Danes type their names in an address (unidecode drops ə); the rest as unidecode reads them
BANK_CODES = {"MU": ("MCBL", "BOMM", "SBMU", "AFFC"), "GE": ("TB", "BG", "LB"), "GI": ("NWBK", "BARC", "GIBK"),
              "PS": ("PALS", "ARAB", "QUDS"), "DO": ("BAGR", "BCBH", "BPDO")}   # the countries' own bank codes


def iban_value(draws: Draws, country: str) -> str:
    """An IBAN of `country` by its structure (ISO 13616 registry), digits in its account fields, the bank a real
    code of the country's where it is letters, Mauritius' account closed by `000MUR` as its banks print it."""
    from stdnum import iban
    structure = third._structure(country)
    fields_ = re.findall(r"(\d+)!([nac])", structure)
    for _ in range(MAX_DRAWS):
        parts = [draws.chars("0123456789" if kind != "a" else "ABCDEFGHIJKLMNOPQRSTUVWXYZ", int(n)) for n, kind in fields_]
        if country in BANK_CODES:
            parts[0] = draws.rng.choice(BANK_CODES[country])
        if country == "MU":
            parts[-2:] = ["000", "MUR"]
        if country == "CR":                      # Costa Rica's bank field opens with a reserved 0
            parts[0] = "0" + parts[0][1:]
        account = "".join(parts)
        value = country + iban.calc_check_digits(country + "00" + account) + account
        if iban.is_valid(value) and draws.fresh(value):
            return value
    raise SystemExit(f"no valid {country} IBAN drawn")


ALNUM = fifteenth.ALNUM
HEX = "0123456789abcdef"
WORDS = ("otter", "maple", "gravel", "copper", "lantern", "walnut", "harbor", "cobalt", "pepper", "tundra", "velvet",
         "marble", "falcon", "cactus", "ember", "juniper")      # v19's own words for passwords people make
SIGNS = "!#$%&*+?@_."


def password(draws: Draws, person: Person, i: int) -> str:
    """A password that reads as one (8-14 characters, three classes or more), made three ways people make them: a
    name with a year and a sign, two words joined by a sign with digits, or drawn characters."""
    for _ in range(MAX_DRAWS):
        style = i % 3
        if style == 0:
            pw = person.ascii_first.capitalize() + str(draws.rng.randrange(1961, 2012)) + draws.rng.choice(SIGNS)
        elif style == 1:
            a, b = draws.rng.sample(WORDS, 2)
            pw = a + draws.rng.choice(SIGNS) + b.capitalize() + draws.chars("0123456789", 2)
        else:
            pw = draws.chars(ALNUM + SIGNS, 8 + i % 5)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if 8 <= len(pw) <= 18 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def login(draws: Draws, person: Person, i: int) -> str:
    """A home folder's name as people pick one: first name, initial and last name, first name and initial."""
    options = (person.ascii_first, f"{person.ascii_first[:1]}{person.ascii_last}",
               f"{person.ascii_first}{person.ascii_last[:1]}", f"{person.ascii_last}{person.ascii_first[:1]}")
    for k in range(len(options)):
        candidate = options[(i + k) % len(options)]
        if len(candidate) >= 4 and draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def mixed_token(draws: Draws, length: int) -> str:
    """A random token of mixed-case letters and digits (all three classes present)."""
    while True:
        value = draws.chars(ALNUM, length)
        if re.search(r"[a-z]", value) and re.search(r"[A-Z]", value) and re.search(r"\d", value) and draws.fresh(value):
            return value


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first[:1]}{person.ascii_last}",
                 f"{person.ascii_first}{i % 70 + 21}", f"{person.ascii_last}.{person.ascii_first[:1]}")[i % 4]
        dom = DOMAINS_OF[person.locale][i // len(PEOPLE_LOCALES) % len(DOMAINS_OF[person.locale])]
        if not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{i}"
        return {**base, "v": f"{local}@{dom}", "extra": (local,) if len(local) >= 6 else ()}
    if kind == "phone":
        values = phone_value(draws, i)
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "type": "MOBILE", "e164": values["e164"]}}
    if kind == "ipv4":
        return {**base, "v": public_v4(draws, i)}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, i), "eui": seventeenth.eui64_link_local(mac_value(draws, i))}
    if kind == "mac":
        v = mac_value(draws, i)
        flat = v.replace(":", "")
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-"), "flat": flat,
                "cisco": f"{flat[:4]}.{flat[4:8]}.{flat[8:]}"}
    if kind == "secret":
        return {**base, "pw": password(draws, person, i), "tok": mixed_token(draws, 32 + i % 17),
                "keyid": "0x" + draws.chars(HEX.upper(), 16),
                "md5fp": ":".join(draws.chars(HEX, 2) for _ in range(16)),
                "dckr": "dckr_pat_" + draws.chars(ALNUM + "-_", 27), "sntryu": "sntryu_" + draws.chars(HEX, 64)}
    if kind == "home_path":
        return {**base, "u": login(draws, person, i)}
    if kind == "nick":
        nick = (person.ascii_first[:6] + person.ascii_last[:1]).lower()
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = grouped_card(number)
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "dotted": grouped.replace(" ", "."), "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "lower": value.lower(), "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def at_for(position: str, host: Host, i: int) -> int | None:
    """v13's placing; a multi-line message's own line after the host's words."""
    return len(host.text) if position == "own-line" else thirteenth.at_for(position, host, i)


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
                        and re.fullmatch(r"[A-Za-z][\w|^`-]*", spoken) and not spoken.endswith(("-", "|", "s")):
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
    handle = handle_of(person, "_")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "bare-handle-possessive-first": (f"⟦{handle}⟧'s playlist got wiped", (handle,), author, "sentence-start"),
        "bare-display-name-as-said": (f"as ⟦{person.full}⟧ said, the role sync is off", (person.full,), nicknamed,
                                      "sentence-middle"),
        "bare-first-name-quoted": (f"\"⟦{person.first}⟧ will fix it\" was two weeks ago", (person.first,), nicknamed,
                                   "in-quotes"),
        "bare-handle-brackets": (f"the new emoji (⟦{handle}⟧ made them) are up", (handle,), author, "in-brackets"),
        "bare-handle-trailing-off": (f"⟦{handle}⟧... still there?", (handle,), author, "before-punctuation"),
        "own-line-bare-display-name": (f"who can take friday:\n⟦{person.full}⟧\nmaybe one more", (person.full,),
                                       nicknamed, "own-line"),
        "attachment-name-bare-handle-screenshot": (f"⟦{handle}⟧_screen_2", (handle,), {**author, "place": "attachment-name"},
                                        "sentence-end"),
        "bare-handle-blame-end": (f"if it breaks, blame ⟦{handle}⟧", (handle,), author, "sentence-end"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    user = {"user": [uid, handle, person.full]}
    return {
        "bare-real-name-possessive": (f"⟦{person.full}⟧'s draft is in the doc", (person.full,), user,
                                      "sentence-start"),
        "bare-handle-per": (f"per ⟦{handle}⟧, the deploy waits till monday", (handle,), user, "before-punctuation"),
        "bare-first-name-quoted": (f"it says \"owner: ⟦{person.first}⟧\" on the ticket", (person.first,), user,
                                   "in-quotes"),
        "bare-handle-brackets": (f"the old dashboard (⟦{handle}⟧ built it) is gone", (handle,), user, "in-brackets"),
        "own-line-bare-handle": (f"on call next week:\n⟦{handle}⟧\nthen rotation resets", (handle,), user,
                                 "own-line"),
        "pretext-bare-real-name": (f"shared from ⟦{person.full}⟧'s thread", (person.full,),
                                   {**user, "place": "pretext"}, "sentence-middle"),
        "bare-handle-heard": (f"i heard ⟦{handle}⟧ already filed it", (handle,), user, "sentence-middle"),
        "bare-first-name-has-same": (f"it's what ⟦{person.first}⟧ has", (person.first,), user, "sentence-end"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "bare-handle-was-right": (f"turns out ⟦{handle}⟧ was right", (handle,), {}, "sentence-middle"),
        "mention-name-bare-cousin-possessive": (f"⟦{person.first}⟧'s cousin has the keys", (person.first,),
                                         {"entity": ["mention_name", number]}, "sentence-start"),
        "bare-full-name-quoted": (f"the sign said \"⟦{person.full}⟧\" so we knocked", (person.full,), {},
                                  "in-quotes"),
        "bare-handle-brackets": (f"the flat upstairs (⟦{handle}⟧ lives there) is loud", (handle,), {},
                                 "in-brackets"),
        "own-line-bare-full-name": (f"bringing the cake:\n⟦{person.full}⟧\neveryone else drinks", (person.full,), {},
                                    "own-line"),
        "poll-bare-first-name-or-bus": (f"who drives, ⟦{person.first}⟧ or the bus?", (person.first,), {"place": "poll"},
                                 "before-punctuation"),
        "text-mention-bare-full-name-end": (f"the photos are with ⟦{person.full}⟧", (person.full,),
                                         {"entity": ["text_mention", number]}, "sentence-end"),
        "bare-first-name-exclaim": (f"ask ⟦{person.first}⟧!", (person.first,), {}, "before-punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("bare-handle-possessive-first", "bare-display-name-as-said", "bare-first-name-quoted",
                "bare-handle-brackets", "bare-handle-trailing-off", "own-line-bare-display-name",
                "attachment-name-bare-handle-screenshot", "bare-handle-blame-end"),
    "slack": ("bare-real-name-possessive", "bare-handle-per", "bare-first-name-quoted", "bare-handle-brackets",
              "own-line-bare-handle", "pretext-bare-real-name", "bare-handle-heard", "bare-first-name-has-same"),
    "telegram": ("bare-handle-was-right", "mention-name-bare-cousin-possessive", "bare-full-name-quoted",
                 "bare-handle-brackets", "own-line-bare-full-name", "poll-bare-first-name-or-bus",
                 "text-mention-bare-full-name-end", "bare-first-name-exclaim")}
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
    a, b, c, d, e, f = (draws.person(1900 + k) for k in range(6))
    rows = {
        "discord-dm-name": ("discord", f"{a.ascii_first}_{a.ascii_last[:3]}", (a.ascii_first,)),
        "slack-private-channel-of-person": ("slack", f"{b.ascii_first}-{b.ascii_last}-1on1",
                                            (b.ascii_first, b.ascii_last)),
        "slack-mpdm-name": ("slack", f"mpdm-{c.ascii_first}.{c.ascii_last[:1]}--{d.ascii_first}--{e.ascii_first}-1",
                            (c.ascii_first, d.ascii_first, e.ascii_first)),
        "telegram-personal-title": ("telegram", f"{d.first} {d.last}", (d.first, d.last)),
        "export-path-home": ("discord", f"/home/{f.ascii_first[:1]}{f.ascii_last}/Downloads/dce-export",
                             (f"{f.ascii_first[:1]}{f.ascii_last}",)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v17 (lower case): no value of v19 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN or e-mail provider of v19 is one an earlier set planted in."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier
            if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}|[0-9a-f]{4}(\.[0-9a-f]{4}){2}", n)}
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
    return set(re.findall(r"[a-z0-9@_-]+|@", phrase.lower())) & set(BARE_WORDS)


def check_bare() -> None:
    """No planted form's carrier phrase holds a word of `BARE_WORDS`."""
    for kind, kind_forms in FORMS.items():
        for form in kind_forms:
            assert not bare_words(form.line), (kind, form.name, bare_words(form.line))
            assert form.position in POSITIONS, (kind, form.name)


def build() -> list[dict]:
    """Every record of the nineteenth held-out set (needs mimesis, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v17
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
