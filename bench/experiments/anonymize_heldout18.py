"""Builds bench/data/anonymize_heldout18.jsonl, the EIGHTEENTH held-out set of the anonymiser (v18), measured by
`bench/anonymize_heldout.py --set v18`. Written on 2026-11-29 (10:33-10:43 UTC by the machine's clock, helper
heldout18) after v16 and v17 were spent, while another helper wrote v19 apart (never read: not its worktree, not its
branch, not its brief); never tuned on; committed with its jsonl before any measurement. Its author read only the
brief (v18), the harness (bench/anonymize_heldout.py), bench/heldout_exports.py (by the places earlier builders
use), v16's builder in full, v17's in full, v13's and v15's helpers, the other builders' constants (to keep their
record format and groups, import their helpers and avoid their forms, hosts, locales and values),
tests/test_anonymize_heldout.py and the committed earlier sets (their regions, IBAN countries, e-mail providers,
card ranges and host lines, to avoid them). Public sources were searched for about one minute, for shapes only
(issue threads where people posted an address, a number or a token in public and asked to have it removed or were
told to revoke it; pages walking through pasted `ip addr` output with `link/ether` and MAC-derived `inet6` lines);
each form's `source` names such a thread, page or a public document showing the habit; no line or value was copied.
It did NOT read the rule modules (disentangle/privacy/), the release validator or auditors,
disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests, docs/privacy.md,
nor anything of v19. The anonymiser was never run on a plant, nor `disentangle extract`, nor the harness on this set.

v18 keeps v5-v17's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a THIRD, INDEPENDENT AUDITOR'S SAMPLE of what real chat holds (v14 and v16 were the first
two, by other authors): the sample a data protection officer would draw from a help channel and a team chat.

- PROPORTIONS, decided before any value was written (`TIERS`, `PLAIN_SHARE`, `SCHEDULE`, `HARD_WAYS`): THREE
  QUARTERS PLAIN, ONE QUARTER HARDER. Why: in #ubuntu most personal values are typed plainly (a user gives an address
  to be whitelisted, a number, a password asked for, a nick addressed), but short program output is pasted straight
  into the channel far more often than v16 assumed (an `ip addr`, `arp`, `auth.log`, pip or `.env` line: the bots
  and the channel guidelines push long pastes to pastebins, not two-line ones), and typos and other languages are
  everyday in a help channel of people whose first language is not English; so a quarter, not v16's sixth. Of the
  harder quarter PASTE is the largest share but under half (short pasted output lines, as above), then language,
  then typo, script, obfuscation and encoding, each smaller. Every kind has ten forms, eight `plain` and two `harder`; of its 48
  plants 36 are plain (plant i is harder when i % 4 == 3) and 12 harder (six each); each platform's mentions the
  same. Each harder form names what makes it harder (`hard`).
- HABITS: every form names the habit it shows (`habit`) and a public page, thread or document (`source`).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle, end, in brackets, in quotes, before
  punctuation, and (in the exports, whose messages span lines) on a line of a multi-line message.
- THE PROJECT'S DEFINITIONS: an OpenPGP key id and fingerprint and an SSH host key fingerprint are planted as
  `secret` (never technical); IPv6 link-local addresses made from a MAC (`ff:fe` in the middle) are planted as
  `ipv6`, in a plain sentence and in a pasted `ip -6 route` line; 32+ character random mixed-case tokens are
  `secret`.
- NICKS: nicks that speak in the host's own log (v9's LogNicks), addressed, thanked, mentioned mid-sentence, quoted,
  in their variants (`_`, `|away`, `2`, `-laptop`), in a pasted `<nick>` line and in Danish thanks.
- MENTIONS as the clients write them (`<@id>`, `<@!id>`, Slack `<@U..>`, `<@U..|name>`, Telegram `mention`,
  `mention_name`, `text_mention`, `text_link`) and as people type them (`@handle`, a display name, a first name),
  in the readers' places; side channels of v2's kinds in new values.
- VALUES FROM GENERATORS AND RANGES NONE USED: people from mimesis' cs, da, hu, nl-be, de-at and pt (no earlier
  builder drew people from these mimesis locales); phone regions: the only three none of v1-v17 used
  that have numbers of their own in a grouped spelling (Micronesia, the Northern Mariana Islands, North Korea: every
  other unused region shares its ranges with a neighbour - Saint Barthelemy and Saint Martin with Guadeloupe,
  Svalbard with Norway, the Vatican with Italy, Christmas and Cocos Islands with Australia - or has only short
  ungrouped numbers), then the nine used only once before (Portugal, Belgium and Austria, the people's countries,
  Spain, Switzerland, Mexico, Honduras, Guatemala, Bermuda); the IBAN countries the earlier sets used least; card IIN prefixes, IPv4 /16s, IPv6 prefixes, OUIs and e-mail
  providers none used (checked against v1-v17); seeded `random.Random`. Every value is valid where a checksum or a
  numbering plan applies.
- HOSTS: v12-v17's two pools (the quietest #ubuntu days and the shared irclogs days), none a line of v1-v17.
- NOT COVERED: a value split over two IRC lines, government identity numbers (not a claimed kind).

    python bench/experiments/anonymize_heldout18.py   # rewrites bench/data/anonymize_heldout18.jsonl
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
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- at_for
from experiments import anonymize_heldout16 as sixteenth  # noqa: E402 -- Form, tiers, password, IBAN, phone
from experiments import anonymize_heldout17 as seventeenth  # noqa: E402 -- EARLIER_SETS

Person, Host, Form, plain, harder = fifth.Person, first.Host, sixteenth.Form, sixteenth.plain, sixteenth.harder

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout18.jsonl"
EARLIER_SETS = (*seventeenth.EARLIER_SETS, *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (16, 17)))
SEED = 18181
EXPORT_SEED = 18202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8
TIERS = ("plain", "harder")
PLAIN_SHARE = 3 / 4         # decided first: three quarters of a help channel's values typed plainly
HARD_WAYS = ("paste", "language", "typo", "script", "obfuscation", "encoding")   # largest share first
PLAIN_FORMS, HARD_FORMS = 8, 2
# plant i of a kind: harder when i % 4 == 3 (12 of 48), the two harder forms in turn; else the plain forms in turn
SCHEDULE = tuple("harder" if i % 4 == 3 else "plain" for i in range(PER_KIND))

PEOPLE_LOCALES = ("cs", "da", "hu", "nl-be", "de-at", "pt")    # mimesis 22.2.0; no earlier builder drew from them
# the three regions no earlier set used that have a grouped spelling of their own (every other unused one shares its
# numbers with a bigger neighbour or has none), then the nine used once only before (v1-v17's records checked)
PHONE_REGIONS = ("FM", "MP", "KP", "PT", "BE", "AT", "ES", "CH", "MX", "HN", "GT", "BM")
NEW_REGIONS = ("FM", "MP", "KP")
IBAN_COUNTRIES = ("BA", "GE", "GI", "FO", "BG", "SM", "AD", "KZ", "VA", "PS", "GL", "CR")   # the least used before
CARD_RANGES = (("visa_classic_cz_dpo", "427719", 16), ("mastercard_standard_dk_dpo", "535522", 16),
               ("amex_green_hu_dpo", "374288", 15), ("visa_debit_be_dpo", "446291", 16),
               ("mastercard_gold_at_dpo", "512893", 16), ("maestro_pt_dpo", "501876", 16),
               ("discover_it_us_dpo", "644538", 16), ("jcb_gold_jp_dpo", "353912", 16),
               ("diners_international_dpo", "309817", 14), ("mastercard_2series_cz_dpo", "227691", 16),
               ("unionpay_debit_dpo", "624731", 16), ("visa_19_digit_dk_dpo", "481592", 19))
EMAIL_DOMAINS = ("citromail.hu", "indamail.hu", "volny.cz", "atlas.cz", "jubii.dk", "outlook.dk", "proximus.be",
                 "hotmail.be", "aon.at", "chello.at", "clix.pt", "netcabo.pt")
V4_BLOCKS = ("86.49", "94.21", "80.98", "178.41", "213.47", "62.44", "84.114", "188.6", "195.91", "81.84", "109.49",
             "46.189")
V6_PREFIXES = ("2a02:8308", "2001:4c4c", "2a02:ab88", "2a00:1398", "2a02:1810", "2001:8a0")
OUIS = ("f4:5c:89", "d8:bb:c1", "3c:7c:3f", "6c:4b:90", "98:48:27", "e8:48:b8", "ac:1f:6b")

# the pages, threads and documents that show the habit (named, not copied)
W = "https://en.wikipedia.org/wiki/"
EMAIL_REMOVE = "https://github.com/BlueSkyDefender/Depth3D/issues/25 (an address left in public, asked to be removed)"
EMAIL_OPEN = "https://github.com/okfn/opendataday/pull/419 (an address given without knowing it would be public)"
EMAIL_SPAM = "https://github.com/rubyberlin/code-of-conduct/issues/69 (addresses written out, munged or not)"
EMAIL_HDR = "RFC 5322 (a Reply-To header pasted from a mail)"
PHONE_PUBLIC = "https://github.com/mysociety/fixmytransport/issues/415 (people put their number in messages)"
PHONE_CHAT = "https://github.com/buppz/qb-phone-npstyle/issues/14 (a number sent to everyone in a chat)"
PHONE_VCARD = "RFC 6350 (a vCard TEL line pasted)"
PHONE_DA = f"{W}Danish_language (Danish carrier words: `ring til mig på`)"
V4_IPA = "https://wiki.archlinux.org/title/Network_configuration (addresses read off `ip a` and given)"
V4_AUTH = "https://man.openbsd.org/sshd (sshd's `Failed password ... from X port N ssh2` lines pasted)"
V4_HU = f"{W}Hungarian_language (Hungarian carrier words)"
V6_IPA = "https://onworks.net/documentation/linuxcommandline/part247.php (ip a's inet6 lines, MAC-derived scope link)"
V6_ROUTE = "https://man7.org/linux/man-pages/man8/ip-route.8.html (an `ip -6 route` default via line pasted)"
V6_EL = f"{W}Greek_alphabet (Greek carrier words in Greek script)"
MAC_IPA = "https://www.linux.org/threads/ip-command-output-breakdown.64568/ (link/ether read off and given)"
MAC_ARP = "https://man7.org/linux/man-pages/man8/arp.8.html (an `arp -a` line pasted)"
MAC_FLAT = "IEEE Std 802-2014 (a MAC as twelve hex digits, as router and switch forms take it)"
SECRET_REVOKE = "https://github.com/micah5/sponsorship_remover/issues/7 (a secret posted, told to revoke it)"
SECRET_SLACK = "https://github.com/yeokm1/w31slack/issues/1 (a token left in public, revoke it)"
SECRET_TRANSCRIPT = "https://github.com/ArtemioPadilla/watchboard/issues/201 (a token exposed in a transcript)"
SECRET_PGP = "RFC 4880 (an OpenPGP key id or fingerprint given so others fetch the key)"
SECRET_SSH = "https://man.openbsd.org/ssh (ssh's `key fingerprint is SHA256:` prompt, read out)"
SECRET_ENV = "https://github.com/hyphacoop/organizing/issues/125 (an access token pasted where others read it)"
HOME_FHS = "Filesystem Hierarchy Standard 3.0 (/home/<user> in error messages)"
HOME_MAC = f"{W}Home_directory (/Users/<user> on macOS, C:\\Users\\<user> on Windows)"
HOME_PIP = "https://pip.pypa.io/en/stable/user_guide/#user-installs (pip's `installed in '/home/...' which is not on PATH`)"
HOME_HU = f"{W}Hungarian_language (Hungarian carrier words around a path)"
NICK_RFC = "RFC 1459 (nicknames addressed as `nick:` in a channel)"
NICK_GUIDE = "https://help.ubuntu.com/community/InternetRelayChat (nick variants people join with)"
NICK_PASTE = "https://github.com/irssi/irssi/issues/56 (a `<nick> text` line quoted from a log)"
NICK_DA = f"{W}Danish_language (Danish thanks: `tak`)"
CARD_POSTED = "https://github.com/fetisov/ttf2mesh/issues/10 (a card number posted publicly)"
CARD_SLACK = "https://github.com/pagarme/secbot/pull/12 (card numbers sent in a team chat)"
CARD_PT = f"{W}Portuguese_language (Portuguese carrier words)"
IBAN_DOC = "ISO 13616-1 (IBANs in groups of four on paper, unspaced electronically)"
IBAN_INVOICE = "https://github.com/pretix/pretix/issues/1897 (an invoice's bank line pasted)"
IBAN_SR = f"{W}Serbian_Cyrillic_alphabet (Serbian carrier words in Cyrillic)"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (mentions the client writes and people type)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (<@U..>, <@U..|name>, typed names)"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity (mention, mention_name, text_mention, text_link)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-start", "sentence-middle", "sentence-end", "in-brackets", "in-quotes", "before-punctuation",
             "line-end")


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *plain(EMAIL_REMOVE, ("aud-email-whitelist-me", "could someone add ⟦{v}⟧ to the beta list", "sentence-middle",
                              "asking to be added"),
               ("aud-email-first-dash", "⟦{v}⟧ -- same as on launchpad", "sentence-start", "first, then dashes"),
               ("aud-email-send-logs", "send the full log to ⟦{v}⟧", "sentence-end", "last, where to send"),
               ("aud-email-brackets-old", "my old one (⟦{v}⟧) bounces now", "in-brackets", "in brackets")),
        *plain(EMAIL_OPEN, ("aud-email-single-quotes", "the installer keeps '⟦{v}⟧' from last time", "in-quotes",
                            "in single quotes"),
               ("aud-email-question-right", "is it ⟦{v}⟧?", "before-punctuation", "before a question mark"),
               ("aud-email-semicolon", "reach me on ⟦{v}⟧; irc is flaky here", "before-punctuation",
                "before a semicolon"),
               ("aud-email-registered", "ubuntu one still has ⟦{v}⟧ on file", "sentence-middle",
                "an account's address")),
        *harder("obfuscation", EMAIL_SPAM, ("aud-email-munged-brackets", "⟦{munged}⟧ (no spam pls)",
                                            "sentence-start", "`[at]` and `[dot]` in brackets")),
        *harder("paste", EMAIL_HDR, ("aud-email-reply-to", "Reply-To: ⟦{v}⟧", "sentence-end",
                                     "a mail header pasted"))),
    "phone": (
        *plain(PHONE_PUBLIC, ("aud-phone-whatsapp", "whatsapp me at ⟦{intl}⟧ if irc drops", "sentence-middle",
                              "international, a messenger"),
               ("aud-phone-first-evenings", "⟦{intl}⟧ evenings only", "sentence-start", "international, first"),
               ("aud-phone-end-cell", "you can call my cell, ⟦{national}⟧", "sentence-end", "national, last"),
               ("aud-phone-brackets-office", "the admin (⟦{intl}⟧) can reset it", "in-brackets", "in brackets")),
        *plain(PHONE_CHAT, ("aud-phone-quoted-2fa", "2fa codes go to \"⟦{e164}⟧\" still", "in-quotes",
                            "E.164 in quotes"),
               ("aud-phone-question", "did you get my sms from ⟦{intl}⟧?", "before-punctuation",
                "before a question mark"),
               ("aud-phone-comma-landlord", "ring ⟦{national}⟧, say it's about the router", "before-punctuation",
                "national, before a comma"),
               ("aud-phone-telegram", "telegram is on ⟦{e164}⟧ as well", "sentence-middle", "E.164, a messenger")),
        *harder("paste", PHONE_VCARD, ("aud-phone-vcard-tel", "TEL;TYPE=cell:⟦{e164}⟧", "sentence-end",
                                       "a vCard line pasted")),
        *harder("language", PHONE_DA, ("aud-phone-danish", "ring til mig på ⟦{intl}⟧ i aften", "sentence-middle",
                                       "Danish carrier words"))),
    "ipv4": (
        *plain(V4_IPA, ("aud-v4-whitelist-mine", "please allow ⟦{v}⟧ on the mirror, it's mine", "sentence-middle",
                        "asking to be allowed"),
               ("aud-v4-first-banned", "⟦{v}⟧ got banned by the bot again", "sentence-start", "first"),
               ("aud-v4-end-external", "whatismyip says ⟦{v}⟧", "sentence-end", "last, read off a site"),
               ("aud-v4-brackets-box", "the home box (⟦{v}⟧) answers ping", "in-brackets", "in brackets")),
        *plain(V4_AUTH, ("aud-v4-quoted-refused", "putty: \"⟦{v}⟧ connection refused\"", "in-quotes",
                         "quoting a client"),
               ("aud-v4-question-reach", "can you reach ⟦{v}⟧?", "before-punctuation", "before a question mark"),
               ("aud-v4-comma-static", "static is ⟦{v}⟧, dynamic changes daily", "before-punctuation",
                "before a comma"),
               ("aud-v4-rdp", "rdp to ⟦{v}⟧ works from work only", "sentence-middle", "a remote desktop target")),
        *harder("paste", V4_AUTH, ("aud-v4-auth-log", "Failed password for invalid user oracle from ⟦{v}⟧ port 52144 ssh2",
                                   "sentence-middle", "an auth.log line pasted")),
        *harder("language", V4_HU, ("aud-v4-hungarian", "a nyilvános címem ⟦{v}⟧, de nem látszik kívülről",
                                    "before-punctuation", "Hungarian carrier words"))),
    "ipv6": (
        *plain(V6_IPA, ("aud-v6-allow-mine", "add ⟦{v}⟧ to the acl please", "sentence-middle", "asking to be allowed"),
               ("aud-v6-first-slow", "⟦{v}⟧ is slow only over v6", "sentence-start", "first"),
               ("aud-v6-end-test", "test-ipv6 shows ⟦{v}⟧", "sentence-end", "last, read off a test site"),
               ("aud-v6-brackets-nas", "the nas (⟦{v}⟧) is reachable from outside now", "in-brackets",
                "in brackets"),
               ("aud-v6-quoted-ssh", "ssh says \"⟦{v}⟧ port 22: no route to host\"", "in-quotes", "quoting ssh"),
               ("aud-v6-linklocal-plain", "my link-local is ⟦{eui}⟧ if that helps", "sentence-middle",
                "a MAC-derived link-local given"),
               ("aud-v6-comma-temp", "the stable one is ⟦{v}⟧, the privacy one rotates", "before-punctuation",
                "before a comma"),
               ("aud-v6-stop-prefix", "my provider hands out ⟦{v}⟧.", "before-punctuation", "before a full stop")),
        *harder("paste", V6_ROUTE, ("aud-v6-route-via", "default via ⟦{eui}⟧ dev wlp2s0 proto ra metric 600",
                                    "sentence-middle", "an `ip -6 route` line with a MAC-derived router")),
        *harder("script", V6_EL, ("aud-v6-greek", "η διεύθυνσή μου είναι ⟦{v}⟧ αλλά δεν απαντά", "sentence-middle",
                                  "Greek carrier words"))),
    "mac": (
        *plain(MAC_IPA, ("aud-mac-reserve-mine", "reserve ⟦{v}⟧ for my desktop please", "sentence-middle",
                         "asking for a reservation"),
               ("aud-mac-first-upper", "⟦{upper}⟧ keeps dropping off the wifi", "sentence-start", "upper case, first"),
               ("aud-mac-end-label", "the sticker on the dongle says ⟦{upper}⟧", "sentence-end", "read off a label"),
               ("aud-mac-brackets-tv", "the tv (⟦{v}⟧) never gets a lease", "in-brackets", "in brackets"),
               ("aud-mac-quoted-clone", "i cloned \"⟦{v}⟧\" into the router", "in-quotes", "in quotes"),
               ("aud-mac-comma-dashed", "windows shows ⟦{dashed}⟧, linux the same", "before-punctuation",
                "dashed, before a comma"),
               ("aud-mac-question-yours", "whose is ⟦{v}⟧?", "before-punctuation", "before a question mark")),
        *plain(MAC_IPA, ("aud-mac-link-ether-said", "link/ether ⟦{v}⟧ is the one i mean", "sentence-middle",
                         "ip's link/ether, said")),
        *harder("paste", MAC_ARP, ("aud-mac-arp-line", "? (192.168.1.37) at ⟦{v}⟧ [ether] on wlan0",
                                   "sentence-middle", "an `arp -a` line pasted")),
        *harder("encoding", MAC_FLAT, ("aud-mac-flat", "the router form wants it as ⟦{flat}⟧", "sentence-end",
                                       "twelve hex digits, no separators"))),
    "secret": (
        *plain(SECRET_REVOKE, ("aud-secret-sudo-pw", "sudo pw is ⟦{pw}⟧ if you want to check", "sentence-middle",
                               "a sudo password given"),
               ("aud-secret-wifi-flat", "wifi at the flat is ⟦{pw}⟧", "sentence-end", "a wifi password given")),
        *plain(SECRET_SLACK, ("aud-secret-gitlab", "⟦{glpat}⟧ is my gitlab token, pull works", "sentence-start",
                              "a GitLab token pasted"),
               ("aud-secret-random-32", "the api key is \"⟦{tok32}⟧\"", "in-quotes", "a 32+ random mixed-case key")),
        *plain(SECRET_TRANSCRIPT, ("aud-secret-openai", "my key (⟦{sk}⟧) hits the quota", "in-brackets",
                                   "an OpenAI-style key")),
        *plain(SECRET_PGP, ("aud-secret-pgp-keyid", "sign it with ⟦{keyid}⟧, that's my key", "before-punctuation",
                            "an OpenPGP long key id"),
               ("aud-secret-pgp-fpr-flat", "my fingerprint: ⟦{fpr}⟧", "sentence-end", "a 40-hex fingerprint")),
        *plain(SECRET_SSH, ("aud-secret-ssh-host-fpr", "the box shows ⟦{sshfp}⟧ on first login", "sentence-middle",
                            "an SSH host key fingerprint")),
        *harder("paste", SECRET_ENV, ("aud-secret-env-line", "AWS_SECRET_ACCESS_KEY=⟦{aws}⟧", "sentence-end",
                                      "an .env line pasted")),
        *harder("typo", SECRET_REVOKE, ("aud-secret-passwrod", "passwrod is ⟦{pw}⟧ but it rejets it",
                                        "sentence-middle", "misspelled label and words"))),
    "home_path": (
        *plain(HOME_FHS, ("aud-home-no-such-file", "No such file or directory: /home/⟦{u}⟧/.config/pulse",
                          "sentence-end", "an error quoting the path"),
               ("aud-home-first-full", "/home/⟦{u}⟧ is at 100% and i can't log in", "sentence-start", "path first"),
               ("aud-home-brackets-iso", "the iso (/home/⟦{u}⟧/Downloads/noble.iso) fails the sum", "in-brackets",
                "in brackets"),
               ("aud-home-quoted-cd", "cd \"/home/⟦{u}⟧/My Projects\" fails", "in-quotes", "in quotes, a space"),
               ("aud-home-comma-owner", "chown'd /home/⟦{u}⟧/.cache, still root owned", "before-punctuation",
                "before a comma"),
               ("aud-home-gvfs", "something fills /home/⟦{u}⟧/.local/share/Trash every hour", "sentence-middle",
                "a path mid-sentence")),
        *plain(HOME_MAC, ("aud-home-mac-users", "on the mac it's /Users/⟦{u}⟧/Library/Logs", "sentence-end",
                          "a macOS home"),
               ("aud-home-windows-appdata", "C:\\Users\\⟦{u}⟧\\AppData\\Roaming is full too", "sentence-start",
                "a Windows profile path")),
        *harder("paste", HOME_PIP, ("aud-home-pip-warning",
                                    "WARNING: The script flask is installed in '/home/⟦{u}⟧/.local/bin' which is not on PATH.",
                                    "in-quotes", "a pip warning pasted")),
        *harder("language", HOME_HU, ("aud-home-hungarian", "nem nyílik meg a /home/⟦{u}⟧/Letöltések mappa",
                                      "sentence-middle", "Hungarian carrier words"))),
    "nick": (
        *plain(NICK_RFC, ("aud-nick-colon-try", "⟦{v}⟧: did you try the hwe kernel", "sentence-start",
                          "addressed, colon"),
               ("aud-nick-comma-yes", "⟦{v}⟧, yes that's the one", "before-punctuation", "addressed, comma"),
               ("aud-nick-thanks-end", "sorted now, thank you ⟦{v}⟧", "sentence-end", "thanked"),
               ("aud-nick-middle-said", "like ⟦{v}⟧ said, purge the old driver first", "sentence-middle",
                "mentioned mid-sentence"),
               ("aud-nick-quoted", "as '⟦{v}⟧' put it, never dist-upgrade on a friday", "in-quotes",
                "quoted in single quotes")),
        *plain(NICK_GUIDE, ("aud-nick-underscore", "⟦{v_us}⟧ you timed out again", "sentence-start",
                            "a `_` variant addressed"),
               ("aud-nick-away-brackets", "(⟦{v_away}⟧ will be back later)", "in-brackets", "a `|away` variant"),
               ("aud-nick-laptop-thanks", "ty ⟦{v_laptop}⟧!", "before-punctuation", "a `-laptop` variant thanked")),
        *harder("paste", NICK_PASTE, ("aud-nick-log-line", "<⟦{v_two}⟧> just reinstall grub from a live usb",
                                      "sentence-middle", "a `<nick>` log line with a `2` variant pasted")),
        *harder("language", NICK_DA, ("aud-nick-danish", "tak ⟦{v}⟧, det virker nu", "before-punctuation",
                                      "Danish thanks"))),
    "card": (
        *plain(CARD_POSTED, ("aud-card-use-mine", "use mine, ⟦{grouped}⟧, i'll sort it out later", "before-punctuation",
                             "grouped, offered"),
               ("aud-card-first-expiry", "⟦{grouped}⟧ 11/28 is that right", "sentence-start", "grouped, first"),
               ("aud-card-end-unspaced", "the shop keeps declining ⟦{num}⟧", "sentence-end", "unspaced, last"),
               ("aud-card-brackets-renewal", "renewed the domain (⟦{grouped}⟧) by mistake", "in-brackets",
                "in brackets")),
        *plain(CARD_SLACK, ("aud-card-quoted-form", "the checkout says \"⟦{num}⟧ is invalid\"", "in-quotes",
                            "in quotes"),
               ("aud-card-dashed-mid", "put ⟦{dashed}⟧ on the ci bill", "sentence-middle", "dashed"),
               ("aud-card-question", "did it go through on ⟦{grouped}⟧?", "before-punctuation",
                "before a question mark"),
               ("aud-card-team", "the team card is ⟦{grouped}⟧ now", "sentence-middle", "a shared card given")),
        *harder("typo", CARD_SLACK, ("aud-card-missing-space", "numbr is ⟦{odd}⟧ sry", "sentence-middle",
                                     "groups run together by a typo")),
        *harder("language", CARD_PT, ("aud-card-portuguese", "paguei com o cartão ⟦{grouped}⟧ ontem", "sentence-middle",
                                      "Portuguese carrier words"))),
    "iban": (
        *plain(IBAN_DOC, ("aud-iban-send-share", "send your share to ⟦{spaced}⟧ when you can", "sentence-middle",
                          "spaced, asking for money"),
               ("aud-iban-first", "⟦{v}⟧ is mine, the other one is closed", "sentence-start", "unspaced, first"),
               ("aud-iban-end-donations", "donations for the meetup go to ⟦{spaced}⟧", "sentence-end",
                "spaced, last"),
               ("aud-iban-brackets", "the club account (⟦{v}⟧) was charged twice", "in-brackets", "in brackets"),
               ("aud-iban-quoted", "the bank says \"⟦{spaced}⟧ unknown\"", "in-quotes", "in quotes"),
               ("aud-iban-comma", "it's ⟦{v}⟧, same name as here", "before-punctuation", "before a comma"),
               ("aud-iban-stop", "the deposit went to ⟦{spaced}⟧.", "before-punctuation", "before a full stop"),
               ("aud-iban-refund", "refund me on ⟦{v}⟧ instead", "sentence-middle", "unspaced, a refund")),
        *harder("paste", IBAN_INVOICE, ("aud-iban-invoice-line", "Bankverbindung: IBAN ⟦{spaced}⟧ BIC RZOOAT2L",
                                        "sentence-middle", "an invoice's bank line pasted")),
        *harder("script", IBAN_SR, ("aud-iban-serbian", "уплати на ⟦{v}⟧ до петка", "sentence-middle",
                                    "Serbian Cyrillic carrier words"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, looking close (the value in ⟦⟧ must stay); many in the plants' own carrier phrases
NEGATIVE_NAMES = ("timeshift", "flatpak", "nmtui", "lsblk", "certbot")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *plain(f"{NEG}Software_versioning", ("neg-aud-version-first", "⟦22.04.5⟧ keeps dropping off the wifi", "", ""),
           ("neg-aud-version-kernel", "the box shows ⟦6.11.0-19-generic⟧ on first login", "", ""),
           ("neg-aud-version-firefox", "the installer keeps '⟦133.0.3⟧' from last time", "", "")),
    *plain("RFC 1918 (private addresses)", ("neg-aud-private-allow", "please allow ⟦192.168.50.2⟧ on the mirror, it's mine", "", ""),
           ("neg-aud-private-box", "the home box (⟦10.0.0.42⟧) answers ping", "", ""),
           ("neg-aud-private-reach", "can you reach ⟦172.16.8.1⟧?", "", "")),
    *plain("RFC 6598 (shared address space)", ("neg-aud-cgnat", "whatismyip says ⟦100.64.12.7⟧", "", "")),
    *plain("RFC 1122 (loopback)", ("neg-aud-loopback", "putty: \"⟦127.0.0.1⟧ connection refused\"", "", "")),
    *plain("RFC 5737 (documentation addresses)", ("neg-aud-doc-v4", "static is ⟦203.0.113.9⟧, dynamic changes daily", "", ""),
           ("neg-aud-doc-v4-two", "rdp to ⟦198.51.100.20⟧ works from work only", "", "")),
    *plain("RFC 3849 (the IPv6 documentation prefix)", ("neg-aud-doc-v6", "add ⟦2001:db8:ab::7⟧ to the acl please", "", "")),
    *plain("RFC 4193 (unique local addresses)", ("neg-aud-ula", "the nas (⟦fd00:6b3a::10⟧) is reachable from outside now", "", "")),
    *plain("RFC 4291 (loopback, a link-local made by hand)", ("neg-aud-v6-loop", "test-ipv6 shows ⟦::1⟧", "", ""),
           ("neg-aud-v6-manual-ll", "my link-local is ⟦fe80::1⟧ if that helps", "", "")),
    *plain("RFC 8106 (public resolvers)", ("neg-aud-resolver", "can you reach ⟦208.67.222.222⟧ from there", "", "")),
    *plain("IEEE Std 802-2014 (broadcast, zero, multicast)", ("neg-aud-mac-zero", "whose is ⟦00:00:00:00:00:00⟧?", "", ""),
           ("neg-aud-mac-bcast", "the tv (⟦ff:ff:ff:ff:ff:ff⟧) never gets a lease", "", ""),
           ("neg-aud-mac-multicast", "i cloned \"⟦33:33:00:00:00:01⟧\" into the router", "", "")),
    *plain("https://docs.stripe.com/testing (test cards)", ("neg-aud-test-card", "the shop keeps declining ⟦4242424242424242⟧", "", ""),
           ("neg-aud-test-card-mc", "put ⟦5555-5555-5555-4444⟧ on the ci bill", "", "")),
    *plain("https://www.iban.com/structure (documented example IBANs)", (
        "neg-aud-example-iban", "the bank says \"⟦GB82 WEST 1234 5698 7654 32⟧ unknown\"", "", "")),
    *plain("RFC 2606 (reserved example domains)", ("neg-aud-example-mail", "send the full log to ⟦you@example.org⟧", "", ""),
           ("neg-aud-bugs-mail", "is it ⟦ubuntu-devel-discuss@lists.ubuntu.com⟧?", "", "")),
    *plain("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-aud-uuid", "fstab mounts ⟦3f2b8c1e-9d4a-4e7b-8f60-1a2c3d4e5f60⟧ twice", "", "")),
    *plain("https://git-scm.com/docs/git-log (commit ids)", ("neg-aud-commit", "sign it with ⟦e41c09b⟧, that's the fix", "", "")),
    *plain("https://man7.org/linux/man-pages/man1/sha256sum.1.html (checksums)", (
        "neg-aud-sha256", "the iso sum is ⟦9e1b3c5d7f90a2c4e6081b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a⟧", "", "")),
    *plain(f"{NEG}ISO_8601", ("neg-aud-date", "⟦2025-02-14⟧ evenings only", "", ""),
           ("neg-aud-time", "cron runs at ⟦04:30⟧, not at boot", "", "")),
    *plain(f"{NEG}Binary_prefix", ("neg-aud-size", "/home is ⟦458G⟧ and full", "", "")),
    *plain(f"{NEG}Port_(computer_networking)", ("neg-aud-port", "port ⟦8443⟧ is open in ufw", "", "")),
    *plain(f"{NEG}Process_identifier", ("neg-aud-pid", "pid ⟦48211⟧ holds the dpkg lock", "", "")),
    *plain(f"{NEG}Bug_tracker", ("neg-aud-lp-bug", "launchpad bug ⟦2089342⟧ is the same", "", "")),
    *plain(f"{NEG}Telephone_number (service numbers)", ("neg-aud-service", "ring ⟦911⟧, say it's about the fire", "", "")),
    *plain(f"{NEG}Password (documented defaults)", ("neg-aud-default-pw", "sudo pw is ⟦ubuntu⟧ on the live usb", "", ""),
           ("neg-aud-raspberry", "the old image used ⟦raspberry⟧", "", "")),
    *plain("Filesystem Hierarchy Standard 3.0 (system paths)", (
        "neg-aud-root-home", "No such file or directory: ⟦/root/.config/pulse⟧", "", ""),
           ("neg-aud-skel", "copy ⟦/etc/skel/.profile⟧ over it", "", ""),
           ("neg-aud-tilde", "something fills ⟦~/.local/share/Trash⟧ every hour", "", "")),
    *plain(f"{NEG}Hexadecimal", ("neg-aud-segfault", "segfault at ⟦7ffd3c2a1b40⟧ ip 0000559e", "", "")),
    *plain("Ubuntu package names said like nicks", ("word-nick-aud", "⟦timeshift⟧: did you try the hwe kernel", "", ""),
           ("word-nick-aud", "sorted now, thank you ⟦flatpak⟧", "", ""),
           ("word-nick-aud", "like ⟦nmtui⟧ said, purge the old driver first", "", ""),
           ("word-nick-aud", "(⟦lsblk⟧ will be back later)", "", ""),
           ("word-nick-aud", "tak ⟦certbot⟧, det virker nu", "", "")),
)

# technical text that identifies no one, written as in a help channel
TECHNICAL_SHAPES = (
    ("tech-aud-apt-get", "https://manpages.ubuntu.com/manpages/noble/man8/apt-get.8.html (Get: lines)",
     "Get:14 http://archive.ubuntu.com/ubuntu noble-updates/main amd64 Packages [{hex:3} kB]"),
    ("tech-aud-snap-rev", "https://snapcraft.io/docs/snap-revisions", "snap list shows core22 rev {hex:4}, tracking stable"),
    ("tech-aud-grub-uuid", "https://www.gnu.org/software/grub/manual/grub/grub.html (search --fs-uuid)",
     "search --no-floppy --fs-uuid --set=root {uuid}"),
    ("tech-aud-crypttab", "https://manpages.ubuntu.com/manpages/noble/man5/crypttab.5.html",
     "dm_crypt-0 UUID={uuid} none luks,discard"),
    ("tech-aud-docker-digest", "https://docs.docker.com/reference/cli/docker/image/pull/ (digests)",
     "Digest: sha256:{hex:64}"),
    ("tech-aud-git-merge", "https://git-scm.com/docs/git-merge", "Updating {hex:7}..{hex:7} Fast-forward"),
    ("tech-aud-dmesg-usb", "https://man7.org/linux/man-pages/man1/dmesg.1.html",
     "usb 1-4: New USB device found, idVendor=046d, idProduct={hex:4}"),
    ("tech-aud-etag", "https://www.rfc-editor.org/rfc/rfc9110 (entity tags)", "the mirror returns ETag: \"{hex:16}\""),
    ("tech-aud-journal-cursor", "https://www.freedesktop.org/software/systemd/man/journalctl.html (boot ids)",
     "-- Boot {hex:32} --"),
    ("tech-aud-kernel-taint", "https://docs.kernel.org/admin-guide/tainted-kernels.html",
     "RIP: 0010:nvkm_{hex:6}+0x{hex:2}/0x{hex:3} [nouveau]"),
    ("tech-aud-pip-hash", "https://pip.pypa.io/en/stable/topics/secure-installs/ (hash-checking)",
     "--hash=sha256:{hex:64}"),
    ("tech-aud-lvm-uuid", "https://man7.org/linux/man-pages/man8/pvdisplay.8.html",
     "PV UUID {aln:6}-{aln:4}-{aln:4}-{aln:4}-{aln:4}-{aln:4}-{aln:6}"),
    ("tech-aud-flatpak-commit", "https://docs.flatpak.org/en/latest/flatpak-command-reference.html",
     "Commit: {hex:64}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(sixteenth.Draws):
    """v16's drawing helpers with v18's seed and people of mimesis locales none used."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = self.draw_person(PEOPLE_LOCALES[i % len(PEOPLE_LOCALES)], SEED * 1000 + i)
        return self.people[i]


def drawn_mobile(draws: Draws, region: str):
    """A valid number of `region` a person carries (mobile, or fixed-line-or-mobile where the plan does not tell them
    apart: Micronesia, the Northern Marianas): its example number's range kept, the last five digits redrawn."""
    import phonenumbers
    kinds = (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    example = next(e for e in (phonenumbers.example_number_for_type(region, k) for k in kinds) if e)
    nsn = phonenumbers.national_significant_number(example)
    for _ in range(MAX_DRAWS):
        parsed = phonenumbers.parse(f"+{example.country_code}{nsn[:-5]}{draws.chars('0123456789', 5)}")
        if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region and \
                phonenumbers.number_type(parsed) in kinds and \
                draws.fresh(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)):
            return parsed
    return None


def phone_value(draws: Draws, turn: int) -> dict[str, str]:
    """A valid number of the turn's region in national, international and E.164 spellings, each valid for the
    region as written, the national one grouped."""
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
        block = V4_BLOCKS[(i + draws.rng.randrange(5)) % len(V4_BLOCKS)]
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


ALNUM, HEX = sixteenth.ALNUM, "0123456789abcdef"
B64 = ALNUM + "+/"


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first[:1]}{person.ascii_last}",
                 f"{person.ascii_first}{i % 70 + 11}", f"{person.ascii_last}.{person.ascii_first[:1]}")[i % 4]
        dom = EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)]
        if not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{i}"
        host, _, tld = dom.rpartition(".")
        return {**base, "v": f"{local}@{dom}", "munged": f"{local} [at] {host} [dot] {tld}", "extra": (local,)}
    if kind == "phone":
        values = phone_value(draws, i)
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "e164": values["e164"]}}
    if kind == "ipv4":
        return {**base, "v": public_v4(draws, i)}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, i), "eui": sixteenth.eui64_link_local(mac_value(draws, i + 2))}
    if kind == "mac":
        v = mac_value(draws, i)
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-"), "flat": v.replace(":", "")}
    if kind == "secret":
        return {**base, "pw": sixteenth.password(draws, person, i),
                "glpat": "glpat-" + draws.chars(ALNUM + "-_", 20),
                "sk": "sk-proj-" + sixteenth.mixed_token(draws, 48),
                "tok32": sixteenth.mixed_token(draws, 32 + i % 11),
                "keyid": "0x" + draws.chars(HEX.upper(), 16),
                "fpr": draws.chars(HEX.upper(), 40),
                "sshfp": "SHA256:" + draws.chars(B64, 43),
                "aws": draws.chars(B64, 40)}
    if kind == "home_path":
        return {**base, "u": sixteenth.login(draws, person, i)}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:3]
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = " ".join(number[k:k + 4] for k in range(0, len(number), 4))
        odd = f"{number[:4]} {number[4:12]} {number[12:]}"
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"), "odd": odd,
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = sixteenth.iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def form_for(kind_forms: tuple[Form, ...], i: int) -> Form:
    """The form of plant `i`, by the schedule decided first: three quarters plain, one quarter harder, each in turn."""
    plains = [f for f in kind_forms if f.tier == "plain"]
    hards = [f for f in kind_forms if f.tier == "harder"]
    if SCHEDULE[i] == "harder":
        return hards[sum(t == "harder" for t in SCHEDULE[:i]) % len(hards)]
    return plains[sum(t == "plain" for t in SCHEDULE[:i]) % len(plains)]


plant_record = sixteenth.plant_record


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records, seen = [], set()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = form_for(kind_forms, i), pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken and len(spoken) >= 3 and spoken.lower() not in host.text.lower() \
                        and re.fullmatch(r"[A-Za-z][\w^`-]*", spoken) and not spoken.endswith(("-", "_", "2")):
                    values = {**values, "v": spoken, "record": {"habit": form.habit, "names": [spoken],
                                                                "log_nick": True}}
                values = {**values, **sixteenth.nick_spellings(values["v"])}
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
    return f"{person.ascii_first[:6]}{sep}{person.ascii_last[:4]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "aud-client-mention-first-ask": (f"⟦<@{uid}>⟧ can you re-run the nightly", (uid, handle), author,
                                         "sentence-start"),
        "aud-client-nick-mention-thanks": (f"huge thanks ⟦<@!{uid}>⟧", (uid, handle, person.full), nicknamed,
                                           "sentence-end"),
        "aud-typed-at-handle-mid": (f"i think ⟦@{handle}⟧ changed the webhook", (handle,), author,
                                    "sentence-middle"),
        "aud-display-name-quoted": (f"the role says \"⟦{person.full}⟧\" still", (person.full,), nicknamed,
                                    "in-quotes"),
        "aud-forward-typed-handle": (f"from ⟦@{handle}⟧: server restarts at 6", (handle,),
                                     {**author, "place": "forward"}, "before-punctuation"),
        "aud-client-mention-brackets": (f"(⟦<@{uid}>⟧ owns the bot)", (uid, handle), author, "in-brackets"),
        "aud-multi-line-typed-first-name": (f"status:\nmigration done\nping ⟦{person.first}⟧ if it breaks",
                                            (person.first,), nicknamed, "line-end"),
        "aud-sticker-client-mention": (f"⟦<@{uid}>⟧ gg", (uid, handle), {**author, "place": "sticker"},
                                       "sentence-start"),
        "aud-czech-typed-handle": (f"díky ⟦@{handle}⟧, už to jede", (handle,), author, "before-punctuation"),
        "aud-typo-handle-no-underscore": (f"ask ⟦@{handle.replace('_', '')}⟧ abt the perms",
                                          (handle.replace("_", ""),), author, "sentence-middle"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "aud-client-user-question": (f"⟦<@{uid}>⟧ did the vendor reply?", (uid, handle, person.full), user,
                                     "sentence-start"),
        "aud-client-labelled-end": (f"assigning this to ⟦<@{uid}|{handle}>⟧", (uid, handle), user, "sentence-end"),
        "aud-typed-at-handle-mid": (f"per ⟦@{handle}⟧ we freeze on thursday", (handle,), user, "sentence-middle"),
        "aud-real-name-quoted": (f"the calendar invite says \"⟦{person.full}⟧\"", (person.full,), user,
                                 "in-quotes"),
        "aud-edit-client-mention": (f"fixed, thanks ⟦<@{uid}>⟧", (uid, handle, person.full),
                                    {**user, "place": "edit"}, "sentence-end"),
        "aud-attachment-first-name-brackets": (f"budget sheet (⟦{person.first}⟧'s numbers)", (person.first,),
                                               {**user, "place": "attachment"}, "in-brackets"),
        "aud-multi-line-client-mention": (f"agenda:\n1. certs\n2. backups ⟦<@{uid}>⟧", (uid, handle, person.full),
                                          user, "line-end"),
        "aud-comment-typed-handle": (f"⟦@{handle}⟧, see my note on row 12", (handle,), {**user, "place": "comment"},
                                     "before-punctuation"),
        "aud-dutch-real-name": (f"bedankt ⟦{person.full}⟧, het werkt weer", (person.full,), user,
                                "before-punctuation"),
        "aud-paste-oncall-line": (f"On-call this week: ⟦@{handle}⟧ (primary)", (handle,), {**user, "place": "file"},
                                  "sentence-middle"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "aud-entity-mention-mid": (f"maybe ⟦@{handle}⟧ knows the firmware", (handle,), {"entity": ["mention", 0]},
                                   "sentence-middle"),
        "aud-entity-mention-name-first": (f"⟦{person.first}⟧ the bot is down again", (person.first,),
                                          {"entity": ["mention_name", number]}, "sentence-start"),
        "aud-entity-text-mention-end": (f"photos are from ⟦{person.full}⟧", (person.full,),
                                        {"entity": ["text_mention", number]}, "sentence-end"),
        "aud-entity-text-link-brackets": (f"the guide (by ⟦{person.full}⟧) is pinned", (person.full, handle),
                                          {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "in-brackets"),
        "aud-caption-mention-quoted": (f"\"⟦@{handle}⟧ fixed the antenna\"", (handle,),
                                       {"entity": ["mention", 0], "place": "caption"}, "in-quotes"),
        "aud-saved-from-full-name": (f"⟦{person.full}⟧ wrote this last year", (person.full,),
                                     {"place": "saved", "from": person.full}, "sentence-start"),
        "aud-multi-line-mention": (f"tonight:\nflash party at 8\nbring cables ⟦@{handle}⟧", (handle,),
                                   {"entity": ["mention", 0]}, "line-end"),
        "aud-poll-first-name-question": (f"who drives, ⟦{person.first}⟧?", (person.first,), {"place": "poll"},
                                         "before-punctuation"),
        "aud-hungarian-mention": (f"köszi ⟦@{handle}⟧, működik", (handle,), {"entity": ["mention", 0]},
                                  "before-punctuation"),
        "aud-via-bot-paste": (f"Reminder set by ⟦@{handle}⟧: renew the domain", (handle,),
                              {"entity": ["mention", 0], "place": "via_bot", "from": "remindbot"},
                              "sentence-middle"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 270), "slack": (slack_plant, SLACK_DOC, 290),
           "telegram": (telegram_plant, TELEGRAM_DOC, 310)}
# (form, tier, the way a harder one is harder): eight plain, two harder, scheduled as the plants
PLATFORM_FORMS = {
    "discord": (("aud-client-mention-first-ask", "plain", ""), ("aud-client-nick-mention-thanks", "plain", ""),
                ("aud-typed-at-handle-mid", "plain", ""), ("aud-display-name-quoted", "plain", ""),
                ("aud-forward-typed-handle", "plain", ""), ("aud-client-mention-brackets", "plain", ""),
                ("aud-multi-line-typed-first-name", "plain", ""), ("aud-sticker-client-mention", "plain", ""),
                ("aud-czech-typed-handle", "harder", "language"), ("aud-typo-handle-no-underscore", "harder", "typo")),
    "slack": (("aud-client-user-question", "plain", ""), ("aud-client-labelled-end", "plain", ""),
              ("aud-typed-at-handle-mid", "plain", ""), ("aud-real-name-quoted", "plain", ""),
              ("aud-edit-client-mention", "plain", ""), ("aud-attachment-first-name-brackets", "plain", ""),
              ("aud-multi-line-client-mention", "plain", ""), ("aud-comment-typed-handle", "plain", ""),
              ("aud-dutch-real-name", "harder", "language"), ("aud-paste-oncall-line", "harder", "paste")),
    "telegram": (("aud-entity-mention-mid", "plain", ""), ("aud-entity-mention-name-first", "plain", ""),
                 ("aud-entity-text-mention-end", "plain", ""), ("aud-entity-text-link-brackets", "plain", ""),
                 ("aud-caption-mention-quoted", "plain", ""), ("aud-saved-from-full-name", "plain", ""),
                 ("aud-multi-line-mention", "plain", ""), ("aud-poll-first-name-question", "plain", ""),
                 ("aud-hungarian-mention", "harder", "language"), ("aud-via-bot-paste", "harder", "paste")),
}
WHOLE_PLACES = ninth.WHOLE_PLACES


def at_for(position: str, host: Host, i: int) -> int | None:
    """v13's placing; a multi-line message's last line after the host's words."""
    return len(host.text) if position == "line-end" else thirteenth.at_for(position, host, i)


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds = [], PLATFORM_FORMS[platform]
    plains = [k for k in kinds if k[1] == "plain"]
    hards = [k for k in kinds if k[1] == "harder"]
    for i in range(PER_KIND):
        turn = sum(t == SCHEDULE[i] for t in SCHEDULE[:i])
        form, tier, way = (hards[turn % len(hards)] if SCHEDULE[i] == "harder" else plains[turn % len(plains)])
        person = draws.person(1000 + offset + i)
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position, "tier": tier, "hard": way})
    return found


def side_channels(draws: Draws) -> list[dict]:
    a, b, c, d, e, f = (draws.person(1800 + k) for k in range(6))
    rows = {
        "discord-dm-name": ("discord", f"{a.ascii_first}_{a.ascii_last[:3]}", (a.ascii_first,)),
        "slack-private-channel-of-person": ("slack", f"{b.ascii_first}-{b.ascii_last}-1on1",
                                            (b.ascii_first, b.ascii_last)),
        "slack-mpdm-name": ("slack", f"mpdm-{c.ascii_first}.{c.ascii_last[:3]}--{d.ascii_first}--{e.ascii_first}-1",
                            (c.ascii_first, d.ascii_first, e.ascii_first)),
        "telegram-personal-title": ("telegram", f"{d.first} {d.last[:1]}.", (d.first,)),
        "export-path-home": ("slack", f"/home/{f.ascii_first[:1]}{f.ascii_last}/Documents/slack-export",
                             (f"{f.ascii_first[:1]}{f.ascii_last}",)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v17 (lower case): no value of v18 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN or e-mail provider of v18 is one an earlier set planted in."""
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
        assert not any(domain in n for n in earlier), domain


def build() -> list[dict]:
    """Every record of the eighteenth held-out set (needs mimesis, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v17
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
