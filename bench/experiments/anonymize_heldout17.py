"""Builds bench/data/anonymize_heldout17.jsonl, the SEVENTEENTH held-out set of the anonymiser (v17), measured by
`bench/anonymize_heldout.py --set v17`. Written on 2026-11-29 (10:06-10:26 UTC, helper heldout17) after v15 was spent,
while another helper wrote v16 apart (never read: not its worktree, not its branch); never tuned on; committed with
its jsonl before any measurement. Its author read only the brief, the harness (bench/anonymize_heldout.py),
bench/heldout_exports.py (the places and side-channel keys it reads), v15's builder in full, v14's and the other
builders' constants and helpers (to keep their record format and groups, import their helpers and avoid their forms,
hosts, locales, regions and values), tests/test_anonymize_heldout.py and the committed earlier sets (their values,
regions, countries and host lines, to avoid them). Public sources were searched for about four minutes, for shapes
only (issue threads and forum / blog pages where people give an address, a number, a password, a MAC, an IBAN or a
nick bare, with no word naming its kind); each form's `source` names the page or thread that shows the habit; no line
or value was copied. It did NOT read the rule modules (disentangle/privacy/), the release validator or auditors,
disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests, docs/privacy.md
beyond what the brief summarises, nor anything of v16. The anonymiser was never run on a plant, nor `disentangle
extract`, nor the harness on this set.

v17 keeps v5-v15's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a second, independent set of BARE values (v15 was the first, by another author):

- VALUES WITH NOTHING TO ANNOUNCE THEM (`FORMS`, `BARE_WORDS`): every carrier phrase names NOTHING of the value's kind
  (no network, phone, password, card, bank, MAC, mail, home or name word; the test checks `BARE_WORDS`, a wider list
  than v15's); the value stands bare in the ways people drop it into a help channel: as the subject of a complaint
  (`X still times out from here`), after a verb that names something else (`the shop took X twice`, `reflashed and
  got X back`), typed into the wrong window (`X ugh, wrong window`), read off a sticker or an invoice, a nick talked
  about (`X mentioned that last week`, `the patch from X`, `went with Xs idea`: the possessive with no apostrophe).
  Every form names the habit it shows (`habit`) and a public page or thread showing people write so (`source`).
- THE PROJECT'S DEFINITIONS, planted as personal: a PGP fingerprint and an SSH host key fingerprint given bare (kind
  `secret`), a 32+ character mixed-case token with no issuer prefix (kind `secret`), and an IPv6 link-local address
  made from a MAC (`ff:fe` in its middle, kind `ipv6`): v15 listed the last as a negative, v17 follows the brief.
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, before punctuation (`,` `.`
  `?` `;` `:`), and in the exports a value alone on its own line inside a multi-line message (`own-line`).
- HOSTS: v12-v15's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the shared
  irclogs days), none a line of v1-v15, taken in turn; the phrase at the host's start, after its words or at a word
  boundary. Nicks are, where the host's log has one, a nick that speaks in that log, said bare.
- VALUES FROM A GENERATOR AND LOCALES NONE USED: people from mimesis' ar-dz, ar-jo, ar-kw, ar-qa, ar-sy and ar-ye
  (v8 drew mimesis' ar-eg, ar-ma, ar-sa, ar-om, ar-tn, ar-ae; none drew these), spelled in Latin by v8's table;
  phone regions no earlier set used (every record's `region` and every builder's table checked): the Central African
  Republic, the Cook Islands, Dominica, Equatorial Guinea, the Marshall Islands, Nauru, Niue, Saint Pierre and
  Miquelon, Tuvalu, Wallis and Futuna, Montserrat, the Turks and Caicos, the US Virgin Islands and Sint Maarten
  (Tokelau's four-digit numbers have no grouped spelling and the Isle of Man's parse as British: both left out); the twelve IBAN countries the earlier sets used least (MR, VG, SO, ST, NI, YE, OM, IS, LV, MD,
  ME, MK); card IIN prefixes, IPv4 /16s, IPv6 prefixes, OUIs and e-mail providers none used (checked); token issuers
  none of v15's (npm, Hugging Face, Slack user tokens, GitHub fine-grained tokens); seeded `random.Random`.
- Exports: names and handles typed bare in the middle of sentences, with `s` and `'s`, in brackets, on their own line
  of a multi-line message, in the places the readers read (Discord sticker and forward, Slack edit, file title,
  comment and attachment, Telegram caption, via_bot, saved and `text_mention` / `mention_name` entities over a bare
  name); side channels of v3's kinds in new shapes (a Discord group DM named by people, a Slack DM and a channel
  named after people, a Telegram group titled with names, an export under a home folder).
- NEGATIVES IN THE PLANTS' OWN PHRASES: most of the 48 values that identify no one (versions, private, loopback,
  shared and documentation addresses, the zero and documentation MACs, common and documented example passwords, test
  cards, the documented example IBAN, UUIDs, commit ids, checksums, dates, sizes, ports, PIDs, line, bug, inode and
  device numbers, PCI / USB ids, package names said like nicks) stand in the very carrier phrases the plants use, so
  that a rule keyed on the phrase rather than the value shows up as a false positive. The 104 technical lines give
  random-looking ids bare (commit, build, boot, image and namespace ids, checksums, digests, entity tags); no PGP or
  SSH fingerprint among them (the brief counts those as personal).
- Sources: each planted and exported form names an https page or issue thread, or (two blog / mailing-list pages
  served only over http) an http page, with the habit it shows in brackets.
- NOT COVERED: a value split over two lines, values in other languages' carrier phrases, encoded values (v10-v13).

    python bench/experiments/anonymize_heldout17.py   # rewrites bench/data/anonymize_heldout17.jsonl
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
from experiments import anonymize_heldout8 as eighth  # noqa: E402 -- latin (Arabic letters in Latin)
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Form, Draws, placing
from experiments import anonymize_heldout15 as fifteenth  # noqa: E402 -- password, login, bare_words' shape

Person, Host, Form, forms = fifth.Person, first.Host, thirteenth.Form, thirteenth.forms

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout17.jsonl"
EARLIER_SETS = (*fifteenth.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (14, 15)))
SEED = 17171
EXPORT_SEED = 17202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("ar-dz", "ar-jo", "ar-kw", "ar-qa", "ar-sy", "ar-ye")    # mimesis 22.2.0; none drew people from them
PHONE_REGIONS = ("CF", "CK", "DM", "GQ", "MH", "NR", "NU", "PM", "TV", "WF", "MS", "TC", "VI", "SX")
IBAN_COUNTRIES = ("MR", "VG", "SO", "ST", "NI", "YE", "OM", "IS", "LV", "MD", "ME", "MK")   # the least used before
CARD_RANGES = (("visa_dz_bare", "448216", 16), ("mastercard_jo_bare", "526173", 16), ("amex_kw_bare", "379514", 15),
               ("visa_qa_bare", "491327", 16), ("mastercard_sy_bare", "547382", 16), ("visa_ye_bare", "436951", 16),
               ("discover_is_bare", "601142", 16), ("jcb_lv_bare", "352867", 16),
               ("diners_club_md_bare", "361954", 14), ("mastercard_2series_me_bare", "229871", 16),
               ("unionpay_mk_bare", "625917", 16), ("maestro_om_bare", "630472", 16))
EMAIL_DOMAINS = ("qualitynet.net", "yemen.net.ye", "scs-net.org", "qatar.net.qa", "simnet.is", "hive.is",
                 "zoho.eu", "proton.me", "startmail.com", "mailo.com", "tuta.io", "kolabnow.com")
V4_BLOCKS = ("185.37", "41.107", "78.93", "5.62", "212.70", "37.231", "91.144", "176.67", "130.193", "157.167",
             "193.4", "62.215")
V6_PREFIXES = ("2a00:1a28", "2001:1a88", "2a02:d240", "2a01:7e01", "2a01:e35", "2001:4c48")
OUIS = ("00:1e:c2", "00:1b:21", "c8:7f:54", "5c:cf:7f", "24:0a:c4", "f0:9f:c2", "44:d9:e7")

# words that would announce a value's kind: no planted carrier phrase holds one (the value aside); v15's and more
BARE_WORDS = (*fifteenth.BARE_WORDS, "isp", "modem", "whois", "traceroute", "vpn", "subnet", "gateway", "dhcp",
              "lease", "eth0", "wlan0", "wlan", "ethernet", "adapter", "nic", "ifconfig", "ipconfig", "dial", "dialed",
              "landline", "contact", "reach", "sim", "pin", "creds", "credentials", "auth", "passphrase", "identify",
              "pay", "paid", "payment", "transfer", "wire", "deposit", "refund", "invoice", "debit", "charged", "exp",
              "expiry", "inbox", "mailbox", "mailed", "emailed", "gmail", "hwaddr", "oui", "nickname", "handle",
              "profile", "folder", "username")

# the habits' pages (searched for shapes only; each shows people giving the value so)
V4_SPAM = "https://github.com/phpMussel/phpMussel/issues/179 (addresses written bare in running text)"
V4_TIMEOUT = "https://www.plutodoor.com/blog/fix-ssh-connection-timed-out-port-22 (an address given bare in a complaint)"
V6_LOG = "https://github.com/rsyslog/rsyslog/issues/4725 (IPv6 addresses bare inside free log text)"
V6_BARE = "https://github.com/rsyslog/rsyslog/issues/4856 (shortened IPv6 addresses with nothing around them)"
MAC_BLOG = "http://blog.aurel32.net/date/2008/03 (MACs written bare: old and new, as read off the box)"
MAC_FORUM = "https://www.oesf.org/forum/index.php?prev_next=next&topic=18972.0 (a MAC quoted bare in a forum post)"
PHONE_CONTEXT = "https://github.com/data-privacy-stack/presidio/issues/1686 (a number with no word nearby)"
PHONE_LEAK = "https://github.com/openaustralia/righttoknow/issues/468 (a mobile number left in running text)"
SECRET_CLUB = "https://github.com/nicoco007/LoL-Auto-Login/issues/28 (a password posted into a chat by mistake)"
SECRET_LOG = "https://github.com/eggheads/eggdrop/issues/148 (passwords ending up in the channel log)"
SECRET_BOT = "https://github.com/matrix-nio/matrix-nio/pull/167 (a bot's secret posted in public)"
HOME_FORUM = "http://www.colug.net/pipermail/colug432/2008-February/005489.html (paths and files named bare in a post)"
HOME_DOC = "https://en.wikipedia.org/wiki/Home_directory (a home folder carries its user's name)"
NICK_MIDDLE = "https://github.com/stickster/irssi-libnotify/issues/3 (a nick said inside a long sentence)"
NICK_ANYWHERE = "https://github.com/irssi/irssi/issues/56 (nicks in any part of a message)"
NICK_NO_APOSTROPHE = "https://github.com/kvirc/KVIrc/issues/1057 (a nick with a glued 's': OmegaPhils)"
NICK_END = "https://github.com/prawnsalad/KiwiIRC/issues/232 (a nick at the end of a sentence)"
EMAIL_REFERRAL = "https://github.com/mysociety/alaveteli/issues/4322 (an address offered bare in a reply)"
EMAIL_CHAT = "https://github.com/BoltAI/BoltAI/issues/80 (an address shared in a chat, no label)"
CARD_BARE = "https://github.com/tinyhumansai/tinycortex/pull/154 (bare card numbers with no keyword near them)"
CARD_GROUPED = "https://github.com/awslabs/ferret-scan/pull/137 (card numbers grouped or dashed in text)"
IBAN_GROUPS = "https://github.com/Rizzo-AI-Academy/rizzo-pii/pull/32 (IBANs in groups of four in running text)"
IBAN_LINE = "https://github.com/pretix/pretix/issues/1897 (an IBAN on a line of its own, unlabelled)"
IBAN_DOCS = "https://github.com/alephdata/aleph/issues/2066 (IBANs found in document text)"
DISCORD_DOC = "https://github.com/owncast/owncast/issues/100 (handles said in a fast chat, no markup)"
SLACK_DOC = "https://github.com/MacIrssi/MacIrssi/issues/71 (a name said anywhere in a message, not addressed)"
TELEGRAM_DOC = "https://github.com/irssi/irssi/issues/221 (talking about someone, not to them)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-start", "sentence-middle", "sentence-end", "in-brackets", "before-punctuation", "own-line")


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(EMAIL_REFERRAL, ("email-bare-invite-first", "⟦{v}⟧ has the invite, ask there", "sentence-start",
                                "bare, first, the subject"),
               ("email-bare-came-from", "the invite came from ⟦{v}⟧", "sentence-end", "bare, last, after 'from'"),
               ("email-bare-maintainer-comma", "the maintainer, ⟦{v}⟧, answers fast", "before-punctuation",
                "bare, in apposition between commas"),
               ("email-bare-registered-as", "registered as ⟦{v}⟧ but it says unknown", "sentence-middle",
                "bare after 'registered as'"),
               ("email-bare-reporter", "the bug lists ⟦{v}⟧ as the reporter", "sentence-middle",
                "bare, read off a bug page")),
        *forms(EMAIL_CHAT, ("email-bare-signed-up", "i used ⟦{v}⟧ to sign up, no confirmation yet",
                            "sentence-middle", "bare after 'i used'"),
               ("email-bare-work-brackets", "(⟦{v}⟧ is the work one)", "in-brackets", "bare, in brackets"),
               ("email-bare-or-question", "or ⟦{v}⟧?", "before-punctuation", "bare before a question mark"),
               ("email-bare-came-back", "it came back from ⟦{v}⟧ twice", "sentence-middle",
                "bare after 'came back from'"))),
    "phone": (
        *forms(PHONE_CONTEXT, ("phone-bare-any-time", "⟦{intl}⟧ any time after nine", "sentence-start",
                               "international, first"),
               ("phone-bare-landlord", "my landlord gave me ⟦{intl}⟧ for the heating guy", "sentence-middle",
                "international, after 'gave me'"),
               ("phone-bare-weekends", "he's on ⟦{e164}⟧ but only on weekends", "sentence-middle",
                "E.164, after 'he's on'"),
               ("phone-bare-shop-brackets", "(⟦{intl}⟧, the shop downstairs)", "in-brackets", "in brackets")),
        *forms(PHONE_LEAK, ("phone-bare-shop-stop", "the shop downstairs is ⟦{national}⟧.", "before-punctuation",
                            "national, before a full stop"),
               ("phone-bare-same-as-before", "same as before: ⟦{e164}⟧", "sentence-end", "E.164, last, after a colon"),
               ("phone-bare-after-lunch", "⟦{national}⟧ after lunch, not before", "sentence-start", "national, first"),
               ("phone-bare-his-new-one", "his new one is ⟦{intl}⟧?", "before-punctuation",
                "international, before a question mark"),
               ("phone-bare-forum-down", "if the forum is down, ⟦{national}⟧ works too", "sentence-middle",
                "national, after a clause"))),
    "ipv4": (
        *forms(V4_TIMEOUT, ("v4-bare-still-times-out", "⟦{v}⟧ still times out from here", "sentence-start",
                            "bare, first, the subject"),
               ("v4-bare-redirects-me", "it redirects me to ⟦{v}⟧ every time", "sentence-middle",
                "bare after 'redirects me to'"),
               ("v4-bare-nothing-back", "nothing comes back from ⟦{v}⟧", "sentence-end", "bare, last"),
               ("v4-bare-connecting-hangs", "connecting to ⟦{v}⟧ hangs forever", "sentence-middle",
                "bare after 'connecting to'"),
               ("v4-bare-moved-to", "the box moved to ⟦{v}⟧.", "before-punctuation", "bare before a full stop")),
        *forms(V4_SPAM, ("v4-bare-old-box-brackets", "the old box (⟦{v}⟧ before the move) is gone", "in-brackets",
                         "in brackets, with words after it"),
               ("v4-bare-semicolon", "i get ⟦{v}⟧; the laptop gets something else", "before-punctuation",
                "bare before a semicolon"),
               ("v4-bare-after-it-stars", "everything after ⟦{v}⟧ is stars", "sentence-middle",
                "bare after 'everything after'"),
               ("v4-bare-blocked-spam", "blocked ⟦{v}⟧ and the spam stopped", "sentence-middle",
                "bare after 'blocked'"))),
    "ipv6": (
        *forms(V6_LOG, ("v6-bare-shows-up", "⟦{v}⟧ shows up in the log every minute", "sentence-start",
                        "bare, first, the subject"),
               ("v6-bare-spam-from", "the spam comes from ⟦{v}⟧", "sentence-end", "bare, last"),
               ("v6-bare-nginx-logged", "nginx logged ⟦{v}⟧ hitting the admin page", "sentence-middle",
                "bare, read off a log"),
               ("v6-bare-desktop-brackets", "(⟦{v}⟧ is the desktop)", "in-brackets", "in brackets")),
        *forms(V6_BARE, ("v6-bare-picked", "it picked ⟦{v}⟧ this time, not the old one", "sentence-middle",
                         "bare after 'it picked'"),
               ("v6-bare-then-appeared", "then ⟦{v}⟧ appeared, then nothing", "before-punctuation",
                "bare before a comma"),
               ("v6-bare-both-answer", "both boxes answer on ⟦{v}⟧?", "before-punctuation",
                "bare before a question mark"),
               ("v6-bare-after-reboot", "after the reboot it's ⟦{v}⟧ today", "sentence-middle", "bare after 'it's'"),
               ("v6-bare-eui64-link-local", "only ⟦{eui}⟧ shows on the laptop", "sentence-middle",
                "link-local made from the laptop's MAC (ff:fe in its middle), bare"),
               ("v6-bare-eui64-first", "⟦{eui}⟧ is all it gets.", "sentence-start",
                "link-local made from a MAC, first"))),
    "mac": (
        *forms(MAC_BLOG, ("mac-bare-keeps-dropping", "⟦{v}⟧ is the one that keeps dropping", "sentence-start",
                          "bare, first"),
               ("mac-bare-printer-upper", "the printer shows up as ⟦{upper}⟧ in the list", "sentence-middle",
                "upper case, after 'shows up as'"),
               ("mac-bare-old-one", "the old one was ⟦{v}⟧.", "before-punctuation", "bare before a full stop"),
               ("mac-bare-reflashed", "reflashed and got ⟦{v}⟧ back", "sentence-middle", "bare after 'got'"),
               ("mac-bare-sticker-cisco", "the sticker under it says ⟦{cisco}⟧", "sentence-end",
                "dotted in threes of pairs, as switches print it, last")),
        *forms(MAC_FORUM, ("mac-bare-blocked-brackets", "(⟦{dashed}⟧) got blocked again", "in-brackets",
                           "dashes, in brackets"),
               ("mac-bare-both-report", "both laptops report ⟦{upper}⟧, weird", "before-punctuation",
                "upper case, before a comma"),
               ("mac-bare-after-bios", "⟦{dashed}⟧ came back after the bios update", "sentence-start",
                "dashes, first"),
               ("mac-bare-nothing-answers", "nothing answers at ⟦{v}⟧", "sentence-end", "bare, last"))),
    "secret": (
        *forms(SECRET_LOG, ("secret-bare-wrong-window", "⟦{pw}⟧ ugh, wrong window", "sentence-start",
                            "typed into the channel by mistake, first"),
               ("secret-bare-finally-took", "it finally took ⟦{pw}⟧ after three tries", "sentence-middle",
                "bare after 'it took'"),
               ("secret-bare-admin-set", "the admin set it to ⟦{pw}⟧", "sentence-end", "bare, last"),
               ("secret-bare-both-boxes", "(⟦{pw}⟧ on both boxes)", "in-brackets", "in brackets")),
        *forms(SECRET_CLUB, ("secret-bare-same-as-last", "same as last time: ⟦{pw}⟧.", "before-punctuation",
                             "bare after a colon, before a full stop"),
               ("secret-bare-pgp-signed-by", "it was signed by ⟦{fpr}⟧ last time", "sentence-middle",
                "a PGP key fingerprint, bare (personal: a keyserver names its holder)"),
               ("secret-bare-ssh-fingerprint", "the box now shows ⟦{sshfp}⟧, not what i had", "before-punctuation",
                "an SSH host key fingerprint, bare (personal: a scanner finds the host)")),
        *forms(SECRET_BOT, ("secret-bare-npm-env", "npm publish wants ⟦{npm}⟧ in the env", "sentence-middle",
                            "an npm automation token, bare"),
               ("secret-bare-hf-first", "⟦{hf}⟧ works for the downloads", "sentence-start",
                "a Hugging Face token, bare, first"),
               ("secret-bare-random-32", "export it as ⟦{tok32}⟧ and rerun", "sentence-middle",
                "a 32+ character mixed-case random token, no prefix"),
               ("secret-bare-slack-user", "it's ⟦{xoxp}⟧, don't share it", "before-punctuation",
                "a Slack user token, bare"),
               ("secret-bare-github-fine", "the action has ⟦{ghfg}⟧ baked in", "sentence-middle",
                "a GitHub fine-grained token, bare"))),
    "home_path": (
        *forms(HOME_FORUM, ("home-bare-snap-huge", "/home/⟦{u}⟧/snap/firefox/common is huge", "sentence-start",
                            "path first, the subject"),
               ("home-bare-silverblue", "it writes to /var/home/⟦{u}⟧/.local/share and stops", "sentence-middle",
                "an rpm-ostree home under /var"),
               ("home-bare-core-dump", "the dump is in /home/⟦{u}⟧/core", "sentence-end", "path last"),
               ("home-bare-steam-brackets", "(/home/⟦{u}⟧/.steam, not the flatpak one)", "in-brackets",
                "in brackets"),
               ("home-bare-wsl-desktop", "check /mnt/c/Users/⟦{u}⟧/Desktop.", "before-punctuation",
                "a WSL view of a Windows profile, before a full stop")),
        *forms(HOME_DOC, ("home-bare-tilde-user", "~⟦{u}⟧/public_html gives 403", "sentence-start",
                          "~user, first"),
               ("home-bare-ls-bin", "ls -la /home/⟦{u}⟧/.local/bin shows nothing", "sentence-middle",
                "in a command"),
               ("home-bare-windows-forward", "C:/Users/⟦{u}⟧/AppData/Local/Temp fills up", "sentence-start",
                "a Windows profile with forward slashes"),
               ("home-bare-bashrc-line", "it says /home/⟦{u}⟧/.bashrc: line 118: syntax error", "before-punctuation",
                "in bash's own error, before a colon"))),
    "nick": (
        *forms(NICK_MIDDLE, ("nick-bare-mentioned", "⟦{v}⟧ mentioned that last week", "sentence-start",
                             "first, talked about"),
               ("nick-bare-ask-comma", "ask ⟦{v}⟧, he packaged it", "before-punctuation", "'ask X,'"),
               ("nick-bare-patch-from", "the patch from ⟦{v}⟧ still applies", "sentence-middle", "'the patch from X'")),
        *forms(NICK_ANYWHERE, ("nick-bare-if-around", "if ⟦{v}⟧ is around he knows", "sentence-middle",
                               "'if X is around'"),
               ("nick-bare-runs-mirror", "(⟦{v}⟧ runs the mirror)", "in-brackets", "in brackets"),
               ("nick-bare-and-i", "⟦{v}⟧ and i both see it", "sentence-start", "'X and i', first")),
        *forms(NICK_NO_APOSTROPHE, ("nick-bare-glued-s", "went with ⟦{v}⟧s idea", "sentence-middle",
                                    "possessive with no apostrophe, 's' glued")),
        *forms(NICK_END, ("nick-bare-thanks-end", "it boots now, all thanks to ⟦{v}⟧", "sentence-end",
                          "last, after 'thanks to'"),
               ("nick-bare-nobody-but", "nobody but ⟦{v}⟧ uses that setup.", "before-punctuation",
                "'nobody but X'"),
               ("nick-bare-wait-for", "wait for ⟦{v}⟧?", "before-punctuation", "before a question mark"))),
    "card": (
        *forms(CARD_BARE, ("card-bare-on-file", "⟦{grouped}⟧ is the one on file", "sentence-start", "grouped, first"),
               ("card-bare-mum-read-out", "my mum read out ⟦{num}⟧ to me", "sentence-middle", "unspaced, read out"),
               ("card-bare-it-was", "it was ⟦{grouped}⟧.", "before-punctuation", "grouped, before a full stop"),
               ("card-bare-unspaced-blue", "⟦{num}⟧, the blue one", "before-punctuation", "unspaced, first, comma"),
               ("card-bare-ended-up", "ended up using ⟦{grouped}⟧", "sentence-end", "grouped, last")),
        *forms(CARD_GROUPED, ("card-bare-shop-took", "the shop took ⟦{grouped}⟧ twice", "sentence-middle",
                              "grouped, after 'took'"),
               ("card-bare-pending-brackets", "(⟦{dashed}⟧) still pending", "in-brackets", "dashed, in brackets"),
               ("card-bare-steam-dashed", "steam took ⟦{dashed}⟧ without asking", "sentence-middle",
                "dashed, after 'took'"),
               ("card-bare-booking-question", "the booking used ⟦{grouped}⟧?", "before-punctuation",
                "grouped, before a question mark"))),
    "iban": (
        *forms(IBAN_GROUPS, ("iban-bare-flat-first", "⟦{spaced}⟧ for the flat, same as march", "sentence-start",
                             "spaced, first"),
               ("iban-bare-landlord", "the landlord gave ⟦{v}⟧ this time", "sentence-middle", "unspaced, 'gave X'"),
               ("iban-bare-put-on", "put the 40 on ⟦{spaced}⟧", "sentence-end", "spaced, last"),
               ("iban-bare-club-brackets", "(⟦{spaced}⟧, the club one)", "in-brackets", "spaced, in brackets")),
        *forms(IBAN_LINE, ("iban-bare-goes-to", "it goes to ⟦{v}⟧.", "before-punctuation",
                           "unspaced, before a full stop"),
               ("iban-bare-uncle", "⟦{v}⟧ belongs to my uncle", "sentence-start", "unspaced, first"),
               ("iban-bare-rest-goes", "the rest goes to ⟦{spaced}⟧?", "before-punctuation",
                "spaced, before a question mark")),
        *forms(IBAN_DOCS, ("iban-bare-bottom-of-page", "the letter lists ⟦{spaced}⟧ at the bottom", "sentence-middle",
                           "spaced, read off a letter"),
               ("iban-bare-savings", "moved the savings to ⟦{spaced}⟧ yesterday", "sentence-middle",
                "spaced, after 'moved ... to'"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, given bare (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("gparted", "nautilus", "rhythmbox", "synaptic", "remmina")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms(f"{NEG}Software_versioning", ("neg-bare-kernel-still", "⟦2.6.32.71⟧ still times out from here", "", ""),
           ("neg-bare-firmware-version", "reflashed and got ⟦1.0.4.118⟧ back", "", ""),
           ("neg-bare-driver-version", "the printer shows up as ⟦470.239.06⟧ in the list", "", ""),
           ("neg-bare-mesa-version", "(⟦23.2.1.1⟧ is the desktop)", "", "")),
    *forms("RFC 1918 (private addresses)", ("neg-bare-private-redirects", "it redirects me to ⟦192.168.0.50⟧ every time",
                                            "", ""),
           ("neg-bare-private-ten-first", "⟦10.42.0.1⟧ still times out from here", "", ""),
           ("neg-bare-private-172-moved", "the box moved to ⟦172.16.31.7⟧.", "", "")),
    *forms("RFC 1122 (loopback)", ("neg-bare-loopback-hangs", "connecting to ⟦127.0.0.53⟧ hangs forever", "", "")),
    *forms("RFC 6598 (shared address space)", ("neg-bare-cgnat", "i get ⟦100.72.14.9⟧; the laptop gets something else",
                                               "", "")),
    *forms("RFC 5737 (documentation addresses)", ("neg-bare-doc-v4-spam", "blocked ⟦192.0.2.146⟧ and the spam stopped",
                                                  "", "")),
    *forms("RFC 3849 (the IPv6 documentation prefix)", ("neg-bare-doc-v6-spam", "the spam comes from ⟦2001:db8:4:17::9⟧",
                                                       "", "")),
    *forms("RFC 4193 (unique local addresses)", ("neg-bare-ula", "it picked ⟦fd12:3456:789a:1::1⟧ this time, not the old one", "", "")),
    *forms("RFC 4291 (the multicast all-nodes address)", ("neg-bare-all-nodes", "both boxes answer on ⟦ff02::1⟧?",
                                                         "", "")),
    *forms("IEEE Std 802-2014 (the zero address)", ("neg-bare-zero-mac", "nothing answers at ⟦00:00:00:00:00:00⟧",
                                                    "", "")),
    *forms("RFC 7042 (the documentation MAC range)", ("neg-bare-doc-mac", "the old one was ⟦00:00:5e:00:53:2a⟧.", "", "")),
    *forms("https://en.wikipedia.org/wiki/List_of_the_most_common_passwords (common passwords)", (
        "neg-bare-common-password", "⟦password123⟧ ugh, wrong window", "", ""),
        ("neg-bare-common-qwerty", "(⟦qwerty⟧ on both boxes)", "", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("neg-bare-test-mastercard",
                                                           "⟦5555 5555 5555 4444⟧ is the one on file", "", ""),
           ("neg-bare-test-amex", "the shop took ⟦3782 822463 10005⟧ twice", "", "")),
    *forms("https://www.iban.com/structure (documented example IBANs)", (
        "neg-bare-example-de-iban", "the letter lists ⟦DE89 3704 0044 0532 0130 00⟧ at the bottom", "", "")),
    *forms("RFC 2606 (reserved example domains)", ("neg-bare-example-invite", "the invite came from ⟦noreply@example.com⟧",
                                                   "", "")),
    *forms("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-bare-uuid-fstab", "⟦8e1f0c2a-5b7d-4e9a-a3c6-0d2b4f6e8a17⟧ is missing from fstab", "", "")),
    *forms("https://git-scm.com/docs/git-log (commit ids)", ("neg-bare-commit-landed", "⟦a3f9c1e⟧ landed last night",
                                                             "", "")),
    *forms("https://man7.org/linux/man-pages/man1/md5sum.1.html (checksums)", (
        "neg-bare-md5-iso", "the iso gives ⟦d41d8cd98f00b204e9800998ecf8427e⟧ both times", "", "")),
    *forms(f"{NEG}ISO_8601", ("neg-bare-date-since", "broken since ⟦2026-10-17⟧, nobody noticed", "", ""),
           ("neg-bare-time", "it crashed at ⟦03:14:07⟧ again", "", "")),
    *forms(f"{NEG}Binary_prefix", ("neg-bare-size-swap", "swap is ⟦7.8 GiB⟧ and full", "", ""),
           ("neg-bare-size-tb", "the ⟦1.82 TiB⟧ disk shows up fine", "", "")),
    *forms(f"{NEG}Port_(computer_networking)", ("neg-bare-port-then", "then ⟦51413⟧ appeared, then nothing", "", "")),
    *forms(f"{NEG}Process_identifier", ("neg-bare-pid-kill", "kill -9 ⟦31337⟧ did nothing", "", "")),
    *forms(f"{NEG}Line_number", ("neg-bare-line-no", "the error is on line ⟦2047⟧", "", "")),
    *forms(f"{NEG}Bug_tracker", ("neg-bare-debian-bug", "same as ⟦#1043117⟧ upstream", "", ""),
           ("neg-bare-lp-bug-first", "⟦LP: #2039816⟧ has the fix", "", "")),
    *forms(f"{NEG}Exit_status", ("neg-bare-exit-code", "it exits with ⟦139⟧ each time", "", "")),
    *forms(f"{NEG}Display_resolution", ("neg-bare-resolution-only", "only ⟦1366x768⟧ is offered", "", "")),
    *forms(f"{NEG}Refresh_rate", ("neg-bare-refresh", "set it to ⟦143.98 Hz⟧ and it flickers", "", "")),
    *forms(f"{NEG}Unix_time", ("neg-bare-epoch-ms", "the log says ⟦1732873145⟧ then stops", "", "")),
    *forms(f"{NEG}Memory_address", ("neg-bare-address-fault", "segfault at ⟦0x00007f3a2c1d4e80⟧", "", "")),
    *forms(f"{NEG}Temperature", ("neg-bare-temp", "the cpu sits at ⟦92°C⟧ idle", "", "")),
    *forms(f"{NEG}Inode", ("neg-bare-inode", "inode ⟦5767169⟧ is the broken one", "", "")),
    *forms("https://www.kernel.org/doc/html/latest/admin-guide/devices.html (major:minor numbers)", (
        "neg-bare-major-minor", "it's ⟦259:3⟧ in lsblk", "", "")),
    *forms("https://pci-ids.ucw.cz/ (PCI vendor:device ids)", ("neg-bare-pci-id", "⟦10de:2484⟧ is the card", "", ""),
           ("neg-bare-usb-id", "lsusb shows ⟦0bda:8179⟧", "", "")),
    *forms("Ubuntu package names", ("word-nick-bare", "⟦gparted⟧ mentioned that last week", "", ""),
           ("word-nick-bare", "if ⟦nautilus⟧ is around he knows", "", ""),
           ("word-nick-bare", "the patch from ⟦rhythmbox⟧ still applies", "", ""),
           ("word-nick-bare", "(⟦synaptic⟧ runs the mirror)", "", ""),
           ("word-nick-bare", "nobody but ⟦remmina⟧ uses that setup.", "", "")),
)

# technical text with random-looking values that identify no one, given bare
TECHNICAL_SHAPES = (
    ("tech-bare-commit-landed", "https://git-scm.com/docs/git-log (commit ids)", "{hex:40} landed in proposed"),
    ("tech-bare-short-commit-revert", "https://git-scm.com/docs/git-revert (abbreviated ids)",
     "reverting {hex:10} fixes it"),
    ("tech-bare-partuuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (partition UUIDs)",
     "root is on {uuid} now"),
    ("tech-bare-sha512", "https://man7.org/linux/man-pages/man1/sha512sum.1.html (checksums)",
     "both mirrors give {hex:128}"),
    ("tech-bare-sha1-first", "https://man7.org/linux/man-pages/man1/sha1sum.1.html", "{hex:40} on both copies"),
    ("tech-bare-image-id", "https://docs.docker.com/reference/cli/docker/image/ls/ (image ids)",
     "(image {hex:12}) keeps getting rebuilt"),
    ("tech-bare-journal-cursor", "https://www.freedesktop.org/software/systemd/man/journalctl.html (boot ids)",
     "the hang is in {hex:32}, the boot before"),
    ("tech-bare-fat-serial", "https://man7.org/linux/man-pages/man8/mkfs.fat.8.html (volume ids)",
     "the stick comes up as {vfat} every time"),
    ("tech-bare-elf-build-id", "https://sourceware.org/binutils/docs/ld/Options.html (--build-id)",
     "crash in the one with {hex:40}."),
    ("tech-bare-apt-by-hash", "https://wiki.debian.org/DebianRepository/Format (by-hash)",
     "fetches by-hash/SHA256/{hex:64} and fails"),
    ("tech-bare-etag", "https://www.rfc-editor.org/rfc/rfc9110 (entity tags)", "the etag stays \"{hex:16}\""),
    ("tech-bare-oci-digest", "https://github.com/opencontainers/image-spec/blob/main/descriptor.md (digests)",
     "it pulled sha256:{hex:64} instead"),
    ("tech-bare-nvme-eui", "https://nvmexpress.org/specifications/ (namespace ids)", "the disk reports eui.{hex:16}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(thirteenth.Draws):
    """v13's drawing helpers (tokens) with v17's seed and people of mimesis' Arabic locales none drew."""

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
            first_name, last = person.first_name(), person.last_name()
            a_first, a_last = eighth.latin(first_name), eighth.latin(last)
            if not (3 <= len(a_first) <= 10 and 4 <= len(a_last) <= 12) or a_first == a_last:
                continue
            full = f"{first_name} {last}"
            if (not {a_first, a_last, first_name, last, full.lower()} & self.earlier  # no earlier set's name, either script
                    and self.fresh(f"{a_first}.{a_last}")
                    and self.fresh(full)):
                return Person(full, first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")


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


def eui64_link_local(mac: str) -> str:
    """The link-local address SLAAC makes from `mac` (RFC 4291 appendix A: the U/L bit flipped, ff:fe inserted)."""
    octets = [int(p, 16) for p in mac.split(":")]
    octets[0] ^= 0x02
    eui = octets[:3] + [0xff, 0xfe] + octets[3:]
    return ipaddress.IPv6Address("fe80::" + ":".join(f"{eui[k] << 8 | eui[k + 1]:x}" for k in range(0, 8, 2))).compressed


ALNUM = fifteenth.ALNUM
HEX = "0123456789abcdef"


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
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first}{person.ascii_last[:1]}{i % 80 + 19}",
                 f"{person.ascii_last}_{person.ascii_first[:3]}")[i % 3]
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
        return {**base, "v": public_v6(draws, i), "eui": eui64_link_local(mac_value(draws, i))}
    if kind == "mac":
        v = mac_value(draws, i)
        flat = v.replace(":", "")
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-"),
                "cisco": f"{flat[:4]}.{flat[4:8]}.{flat[8:]}"}
    if kind == "secret":
        return {**base, "pw": fifteenth.password(draws, person, i), "npm": "npm_" + draws.chars(ALNUM, 36),
                "hf": "hf_" + draws.chars(ALNUM, 34), "tok32": mixed_token(draws, 32 + i % 9),
                "xoxp": f"xoxp-{draws.chars('0123456789', 11)}-{draws.chars('0123456789', 12)}-"
                        f"{draws.chars('0123456789', 13)}-{draws.chars(HEX, 32)}",
                "ghfg": f"github_pat_11{draws.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 20)}_" + draws.chars(ALNUM, 59),
                "fpr": " ".join(draws.chars(HEX.upper(), 4) for _ in range(10)),
                "sshfp": "SHA256:" + draws.chars(ALNUM + "+/", 43)}
    if kind == "home_path":
        return {**base, "u": fifteenth.login(draws, person, i)}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:2]
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = " ".join(number[k:k + 4] for k in range(0, len(number), 4))
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = fifteenth.iban_value(draws, country)
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
    handle = handle_of(person, ".")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "bare-handle-mentioned-first": (f"⟦{handle}⟧ mentioned that in voice", (handle,), author, "sentence-start"),
        "bare-display-name-patch-from": (f"the patch from ⟦{person.full}⟧ still applies", (person.full,),
                                         nicknamed, "sentence-middle"),
        "bare-handle-glued-s": (f"went with ⟦{handle}⟧s build", (handle,), author, "sentence-middle"),
        "bare-first-name-runs-brackets": (f"(⟦{person.first}⟧ runs the bot)", (person.first,), nicknamed,
                                          "in-brackets"),
        "bare-handle-wait-for": (f"wait for ⟦{handle}⟧?", (handle,), author, "before-punctuation"),
        "own-line-bare-handle": (f"whoever set the roles:\n⟦{handle}⟧\nplease undo it", (handle,), author,
                                 "own-line"),
        "sticker-bare-first-name": (f"⟦{person.first}⟧ approves", (person.first,), {**nicknamed, "place": "sticker"},
                                    "sentence-start"),
        "forward-bare-handle-thanks": (f"it works now, all thanks to ⟦{handle}⟧", (handle,),
                                       {**author, "place": "forward"}, "sentence-end"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    user = {"user": [uid, handle, person.full]}
    return {
        "bare-real-name-mentioned": (f"⟦{person.full}⟧ mentioned the freeze yesterday", (person.full,), user,
                                     "sentence-start"),
        "bare-handle-if-around": (f"if ⟦{handle}⟧ is around, the migration can go", (handle,), user,
                                  "sentence-middle"),
        "bare-first-name-nobody-but": (f"nobody but ⟦{person.first}⟧ touches prod.", (person.first,), user,
                                       "before-punctuation"),
        "own-line-bare-real-name": (f"reviewers this week:\n⟦{person.full}⟧\nand whoever is free", (person.full,),
                                    user, "own-line"),
        "edit-bare-handle-glued-s": (f"going with ⟦{handle}⟧s plan", (handle,), {**user, "place": "edit"},
                                     "sentence-middle"),
        "file-bare-first-name-brackets": (f"diagram (⟦{person.first}⟧ drew it)", (person.first,),
                                          {**user, "place": "file"}, "in-brackets"),
        "comment-bare-handle-end": (f"matches what we saw with ⟦{handle}⟧", (handle,), {**user, "place": "comment"},
                                    "sentence-end"),
        "attachment-bare-real-name-ask": (f"ask ⟦{person.full}⟧, she wrote it", (person.full,),
                                          {**user, "place": "attachment"}, "before-punctuation"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "bare-handle-and-i": (f"⟦{handle}⟧ and i both saw it", (handle,), {}, "sentence-start"),
        "text-mention-bare-full-name": (f"the photos from ⟦{person.full}⟧ are up", (person.full,),
                                        {"entity": ["text_mention", number]}, "sentence-middle"),
        "mention-name-bare-glued-s": (f"took ⟦{person.first}⟧s advice", (person.first,),
                                      {"entity": ["mention_name", number]}, "sentence-middle"),
        "bare-handle-wait-question": (f"are we waiting for ⟦{handle}⟧?", (handle,), {}, "before-punctuation"),
        "own-line-bare-handle": (f"the people who said yes:\n⟦{handle}⟧\nthat's it so far", (handle,), {},
                                 "own-line"),
        "caption-bare-first-name-brackets": (f"the old printer (⟦{person.first}⟧ kept it)", (person.first,),
                                             {"place": "caption"}, "in-brackets"),
        "via-bot-bare-handle-end": (f"tonight's host is ⟦{handle}⟧", (handle,),
                                    {"place": "via_bot", "from": "eventbot"}, "sentence-end"),
        "saved-bare-full-name-first": (f"⟦{person.full}⟧ said the bridge is down", (person.full,),
                                       {"place": "saved", "from": person.full}, "sentence-start"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 170), "slack": (slack_plant, SLACK_DOC, 190),
           "telegram": (telegram_plant, TELEGRAM_DOC, 210)}
EXPORT_FORMS = {
    "discord": ("bare-handle-mentioned-first", "bare-display-name-patch-from", "bare-handle-glued-s",
                "bare-first-name-runs-brackets", "bare-handle-wait-for", "own-line-bare-handle",
                "sticker-bare-first-name", "forward-bare-handle-thanks"),
    "slack": ("bare-real-name-mentioned", "bare-handle-if-around", "bare-first-name-nobody-but",
              "own-line-bare-real-name", "edit-bare-handle-glued-s", "file-bare-first-name-brackets",
              "comment-bare-handle-end", "attachment-bare-real-name-ask"),
    "telegram": ("bare-handle-and-i", "text-mention-bare-full-name", "mention-name-bare-glued-s",
                 "bare-handle-wait-question", "own-line-bare-handle", "caption-bare-first-name-brackets",
                 "via-bot-bare-handle-end", "saved-bare-full-name-first")}
WHOLE_PLACES = ninth.WHOLE_PLACES


def at_for(position: str, host: Host, i: int) -> int | None:
    """v13's placing; a multi-line message's own line after the host's words."""
    return len(host.text) if position == "own-line" else thirteenth.at_for(position, host, i)


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
    a, b, c, d, e, f = (draws.person(1700 + k) for k in range(6))
    rows = {
        "discord-group-dm-name": ("discord", f"{a.ascii_first}, {b.ascii_first}, {c.ascii_first}",
                                  (a.ascii_first, b.ascii_first, c.ascii_first)),
        "slack-dm-of-user": ("slack", f"{d.ascii_first}.{d.ascii_last}", (d.ascii_first, d.ascii_last)),
        "slack-channel-of-people": ("slack", f"{e.ascii_first}-and-{f.ascii_first}-planning",
                                    (e.ascii_first, f.ascii_first)),
        "telegram-group-title": ("telegram", f"{b.first} & {c.first} & {d.first}", (b.first, c.first, d.first)),
        "export-path-home": ("discord", f"/home/{e.ascii_first}{e.ascii_last[:1]}/exports/discord-dump",
                             (f"{e.ascii_first}{e.ascii_last[:1]}",)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v15 (lower case): no value of v17 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN or e-mail provider of v17 is one an earlier set planted in."""
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
    """Every record of the seventeenth held-out set (needs mimesis, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v15
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
