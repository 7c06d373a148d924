"""Builds bench/data/anonymize_heldout7.jsonl, the SEVENTH held-out set of the anonymiser (v7), measured by
`bench/anonymize_heldout.py --set v7`. Written on 2026-11-29 (01:30-01:50 UTC, helper heldout7) after v6 was spent;
never tuned on; committed with its jsonl before any measurement. Its author read only the harness,
bench/heldout_exports.py, the six earlier builders (to keep their record format and groups, import their helpers
and avoid their forms, hosts and values), tests/test_anonymize_heldout.py, docs/privacy.md's first section,
docs/chat-exports.md, ../shared/README.md files, and (for at most twelve minutes, for SHAPES only) other
detectors' public tests named below; NOT the rule modules (disentangle/privacy/), the release validator or
auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy tests, nor
the rest of docs/privacy.md. The anonymiser was never run on a plant.

v7 keeps v5's and v6's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`)
and their helpers (imported), and differs in METHOD:

- FORMS FROM OTHER DETECTORS' OWN POSITIVE EXAMPLES: each form is the shape of an input that another PII or
  secret detector tests itself on, and its `source` names that repository file (`owner/repo:path`):
  microsoft/presidio's recognizer tests (e-mail, phone, IP, credit card, IBAN), Yelp/detect-secrets' plugin
  tests (keyword `:=` / `[...] =` / `'...';` assignments, basic auth in a URL, e-mail addresses with `+`, `-`
  and `_`, public IPs with a port or an `@`), LeapBeyond/scrubadub's tests (phone numbers of several
  countries with extensions, user name / password pairs, Skype user names in parentheses, signatures and
  "My ID is"), getsentry/relay's PII regexes (user paths of Linux, macOS and Windows, UTF-8 user names, MAC
  addresses) and gitleaks rule files (the token shapes of services no earlier set named: Dynatrace, EasyPost,
  Flutterwave, Duffel, Infracost, 42 Intra, Frame.io). Lines and values are ours; no file was copied. Their
  documented NEGATIVE cases, where they fit a claimed kind, are the `negative` look-alikes (detect-secrets'
  keyword negatives, allow-listed addresses, private and invalid IPs; presidio's non-IP patterns, cards failing
  Luhn, IBANs failing mod 97; relay's shared and public user folders, broadcast and zero MACs).
- HOSTS: half the host lines from the new-channels logs (Channel Two and the Rust samples) that no earlier set
  used, half from the #ubuntu days of the annotated corpus the earlier sets used least (v6's way), dealt in
  turn; the real unplanted lines likewise half and half.
- VALUES FROM OTHER GENERATORS than v1-v6: people from Faker locales none drew people from
  (`PEOPLE_LOCALES`); phone numbers of regions none used (mobile and fixed line in turn, `phonenumbers`' example
  number with its last digits redrawn, kept only when valid for the region); IBANs of the countries v1-v6
  used least (`stdnum.iban` check digits); cards in issuer ranges none named (`CARD_RANGES`) with their Luhn
  digit; tokens of the services above and typed passwords, drawn with a seeded `random.Random`.
- Exports: the detectors' mention shapes (scrubadub's Skype tests: a handle in parentheses, "My ID is",
  "i'm X on ...", a signature, capitals nearby; its Twitter tests: `@handle` with underscores or in capitals;
  its names tests: a person's name as written) in places the
  readers read, half of them places no earlier set wrote (`bench/heldout_exports.py` writes them now): a Discord
  attachment's `fileName` (content empty), a Slack `message_changed` edit and a `file_comment`, a Telegram
  `saved_from` forward, a message `via_bot`, a photo's caption and a poll's question; beside them Discord
  legacy `<@!id>` mentions, server nicknames and forwards, Slack users.json, shared-message attachments and
  file titles, Telegram `mention`, `mention_name` and `text_link` entities. Side channels of v3's and v5's kinds
  (group DM, Slack DM with a person, channel named after people, group title, export under a home folder) in
  new shapes (an emoji group name, a name with pronouns, a pairing channel, a family group, a macOS home).

    pip install 'Faker>=40'        # into the venv, for the builder only (40.63.0 here)
    python bench/experiments/anonymize_heldout7.py   # rewrites bench/data/anonymize_heldout7.jsonl
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
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, is_clean, rust hosts
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Form, Person, plant_record, iban_value
from experiments import anonymize_heldout6 as sixth  # noqa: E402 -- Draws (tokens), quiet days

Form, Person, Host, forms = fifth.Form, fifth.Person, first.Host, fifth.forms

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout7.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in ("", "2", "3", "4", "5", "6"))
SEED = 7171
EXPORT_SEED = 7272
PER_KIND = 48
REAL_UNPLANTED = 500
QUIET_LINES = 3000             # unused lines of the #ubuntu days the earlier sets used least
PEOPLE_PER_PLATFORM = 10
MAX_DRAWS = 500
IBAN_COUNTRY_COUNT = 12
PHONE_REGION_COUNT = 16
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("lv_LV", "az_AZ", "en_GB", "uz_UZ", "fil_PH", "en_CA")
PHONE_TYPES = ("MOBILE", "FIXED_LINE")     # taken in turn
CARD_RANGES = (("belkart", "9112", 16), ("arca", "9051", 16), ("elcart", "9417", 16), ("tunion", "31", 19),
               ("solo", "6334", 16), ("laser", "6771", 16), ("bcglobal", "6541", 16), ("mada", "588845", 16),
               ("bancontact", "6703", 17), ("paypak", "220453", 16))
EMAIL_DOMAINS = ("inbox.lv", "one.lt", "mail.az", "fpt.vn", "yahoo.com.ph", "sympatico.ca", "videotron.ca",
                 "posteo.net")
V6_PREFIXES = ("2a02:a03f", "2a0d:5600", "2001:56a", "2600:1700", "2a01:4f8", "2804:14c", "2405:201", "2a00:1450")
PRINTABLE = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%+-_=@*?"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
UPPER_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
HEX = "0123456789abcdef"
SERVICE_PREFIXES = ("dt0c01.", "EZAK", "FLWSECK-", "duffel_live_", "ico-", "s-s4t2ud-")   # gitleaks rules' shapes
NICK_SUFFIXES = ("_home", "|zzz", "-mbp", "`", "[w]", "_gone", "^^", "-x230", "|phone", "_2")

# the detectors' test files each form's shape was learned from (owner/repo:path)
P_EMAIL = "microsoft/presidio:presidio-analyzer/tests/test_email_recognizer.py"
P_PHONE = "microsoft/presidio:presidio-analyzer/tests/test_phone_recognizer.py"
P_IP = "microsoft/presidio:presidio-analyzer/tests/test_ip_recognizer.py"
P_CARD = "microsoft/presidio:presidio-analyzer/tests/test_credit_card_recognizer.py"
P_IBAN = "microsoft/presidio:presidio-analyzer/tests/test_iban_recognizer.py"
DS_EMAIL = "Yelp/detect-secrets:tests/plugins/email_address_test.py"
DS_IP = "Yelp/detect-secrets:tests/plugins/ip_public_test.py"
DS_KEYWORD = "Yelp/detect-secrets:tests/plugins/keyword_test.py"
DS_BASIC = "Yelp/detect-secrets:tests/plugins/basic_auth_test.py"
DS_ENTROPY = "Yelp/detect-secrets:tests/plugins/high_entropy_strings_test.py"
SC_PHONE = "LeapBeyond/scrubadub:tests/test_phone_numbers.py"
SC_CRED = "LeapBeyond/scrubadub:tests/test_credentials.py"
SC_SKYPE = "LeapBeyond/scrubadub:tests/test_detector_skype.py"
SC_TWITTER = "LeapBeyond/scrubadub:tests/test_detector_twitter.py"
SC_NAMES = "LeapBeyond/scrubadub:tests/test_detector_names.py"
RELAY = "getsentry/relay:relay-pii/src/regexes.rs"


def gitleaks(rule: str) -> str:
    return f"gitleaks/gitleaks:cmd/generate/config/rules/{rule}.go"


# --------------------------------------------------------------------------------------- the forms
# `{v}` the value; `{n}` a name; `{u}` a user name; more fields per kind (`fields`)
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(P_EMAIL, ("try-one-of-two", "try one of these: ⟦{v}⟧ or {alt}"),
               ("the-email-is", "the email is ⟦{v}⟧"), ("address-only", "⟦{v}⟧")),
        *forms(DS_EMAIL, ("plus-category", "⟦{plus}⟧ for the list"),
               ("hyphen-local-part", "⟦{hyphen}⟧ is a valid email address, right?"),
               ("underscore-local-part", "reply to ⟦{underscore}⟧"),
               ("this-is-an-address", "This is an email address: ⟦{v}⟧"),
               ("address-then-is-valid", "⟦{v}⟧ is the one on my launchpad account"))),
    "phone": (
        *forms(SC_PHONE, ("my-phone-number-is", "My phone number is ⟦{intl}⟧"),
               ("cell-or-office", "Call me on my cell ⟦{intl}⟧ or in my office"),
               ("glued-e164", "reach me at ⟦{e164}⟧"), ("dashed-with-ext", "⟦{dashed}⟧ ext. 12"),
               ("parenthesised-national", "my number (⟦{national}⟧) if the bot fails")),
        *forms(P_PHONE, ("international-one", "and my international one is ⟦{intl}⟧"),
               ("my-region-number-is", "My {region} number is ⟦{national}⟧"),
               ("local-and-international", "my local number is ⟦{national}⟧, and my international one is {intl}"))),
    "ipv4": (
        *forms(P_IP, ("domain-then-address", "{host} ⟦{v}⟧"), ("parenthesised-address", "(⟦{v}⟧)"),
               ("ip-label-full-stop", "IP: ⟦{v}⟧."), ("zone-suffix", "⟦{v}⟧@eth0"),
               ("cidr-32-route", "route add ⟦{v}⟧/32 via the vpn"),
               ("primary-secondary", "Primary: ⟦{v}⟧, Secondary: {ip2}")),
        *forms(DS_IP, ("address-port-at", "IP address: ⟦{v}⟧:8080@proxy"),
               ("address-port-first", "⟦{v}⟧:8080 is where the dashboard listens"))),
    "ipv6": (
        *forms(P_IP, ("exploded-upper", "⟦{full}⟧"), ("domain-then-v6", "{host} ⟦{v}⟧"),
               ("bracketed-with-port", "Connect to [⟦{v}⟧]:8080"), ("url-bracketed", "open http://[⟦{v}⟧]/admin"),
               ("ssh-user-at-v6", "SSH to {u}@⟦{v}⟧"), ("single-quoted-v6", "'⟦{v}⟧'"),
               ("embedded-v4-tail", "Tunnel to ⟦{emb}⟧"), ("server-ip-full-stop", "Server IP: ⟦{v}⟧.")),),
    "mac": (
        *forms(P_IP, ("mac-address-label", "MAC address ⟦{v}⟧"), ("ip-is-at-mac", "{ip} is at ⟦{v}⟧")),
        *forms(RELAY, ("dashed-upper-mac", "⟦{dash}⟧"), ("parenthesised-upper-mac", "(⟦{upper}⟧)"),
               ("mac-equals", "mac=⟦{v}⟧"), ("json-mac-address", "\"mac_address\": \"⟦{v}⟧\""),
               ("device-paired", "device ⟦{upper}⟧ paired"), ("mac-full-stop", "my card's address is ⟦{v}⟧."))),
    "secret": (
        *forms(DS_KEYWORD, ("colon-equals-quoted", "apikey := \"⟦{pw}⟧\""),
               ("dict-secret-assign", "some_dict[\"secret\"] = \"⟦{pw}⟧\""),
               ("private-key-semicolon", "private_key '⟦{pw}⟧';")),
        *forms(DS_BASIC, ("url-user-password", "https://{u}:⟦{pw}⟧@{host}")),
        *forms(SC_CRED, ("username-password-pair", "username: {u} password: ⟦{pw}⟧"),
               ("colonless-password", "password ⟦{pw}⟧")),
        *forms(gitleaks("dynatrace"), ("dynatrace-api-token", "DT_API_TOKEN=⟦{dt}⟧")),
        *forms(gitleaks("easypost"), ("easypost-api-key", "EASYPOST_API_KEY=⟦{ezak}⟧")),
        *forms(gitleaks("flutterwave"), ("flutterwave-secret-key", "FLW_SECRET_KEY=⟦{flw}⟧")),
        *forms(gitleaks("duffel"), ("duffel-bearer", "Authorization: Bearer ⟦{duffel}⟧")),
        *forms(gitleaks("infracost"), ("infracost-api-key", "infracost configure set api_key ⟦{ico}⟧")),
        *forms(gitleaks("intra42"), ("intra42-client-secret", "FT_CLIENT_SECRET=⟦{s42}⟧"))),
    "home_path": (
        *forms(RELAY, ("macos-diagnostic-reports", "/Users/⟦{u}⟧/Library/Logs/DiagnosticReports"),
               ("linux-thumbnails", "/home/⟦{u}⟧/.cache/thumbnails"),
               ("windows-backslash-temp", "C:\\Users\\⟦{u}⟧\\AppData\\Local\\Temp"),
               ("json-escaped-windows", "\"C:\\\\Users\\\\⟦{u}⟧\\\\AppData\\\\Roaming\""),
               ("documents-and-settings", "C:\\Documents and Settings\\⟦{u}⟧\\Desktop"),
               ("file-url-home", "file:///home/⟦{u}⟧/Pictures/shot.png"),
               ("single-quoted-home", "'/home/⟦{u}⟧/bin'"),
               ("utf8-user-macos", "/Users/⟦{native}⟧/Desktop")),),
    "nick": (
        *forms(SC_SKYPE, ("skype-inline-parens", "contact me on skype (⟦{v}⟧) to chat"),
               ("im-x-on-irc", "i'm ⟦{v}⟧ on irc"),
               ("parenthetical-or-cell", "i'm on libera (⟦{v}⟧) or can be reached on my cell"),
               ("signature-colon", "irc: ⟦{v}⟧"), ("added-you-my-id", "I have added you. My ID is ⟦{v}⟧"),
               ("all-caps-nearby", "SCREAM to get my attention on IRC (⟦{v}⟧)"),
               ("id-then-same-as", "⟦{v}⟧ on irc, same as on github")),
        *forms(SC_TWITTER, ("post-at-handle", "my email is in the topic and i post at @⟦{v}⟧"))),
    "card": (
        *forms(P_CARD, ("three-layouts", "⟦{num}⟧ {dashed} {grouped}"), ("my-credit-card-colon", "my credit card: ⟦{num}⟧"),
               ("card-number-is-dashed", "my credit card number is ⟦{dashed}⟧"), ("number-only", "⟦{num}⟧"),
               ("grouped-charged", "⟦{grouped}⟧ got charged twice"), ("parenthesised-card", "card (⟦{num}⟧) expired"),
               ("dashed-with-expiry", "⟦{dashed}⟧ exp {mm}/{yy}"), ("grouped-full-stop", "the number was ⟦{grouped}⟧.")),),
    "iban": (
        *forms(P_IBAN, ("compact-only", "⟦{v}⟧"), ("spaced-only", "⟦{spaced}⟧"),
               ("deposit-label", "IBAN for the deposit: ⟦{spaced}⟧"), ("parenthesised-iban", "(⟦{v}⟧)"),
               ("iban-then-bic", "⟦{v}⟧, BIC to follow"), ("lower-label", "iban: ⟦{spaced}⟧"),
               ("double-quoted-iban", "\"⟦{v}⟧\""), ("name-then-iban", "{n} ⟦{spaced}⟧")),),
}

# the detectors' documented negative cases that fit a claimed kind (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("ranger", "nomad", "pilot", "pirate", "drifter")
NEGATIVES: tuple[Form, ...] = (
    *forms(DS_EMAIL, ("allowlisted-noreply", "⟦noreply@github.com⟧ sent it"), ("allowlisted-git", "clone ⟦git@github.com⟧:x/y"),
           ("no-domain-dot", "user@com is ⟦user@com⟧, not an address")),
    *forms(DS_IP, ("loopback-v4", "ping ⟦127.0.0.1⟧ works"), ("private-10", "gateway ⟦10.0.0.1⟧"),
           ("private-172", "docker bridge ⟦172.16.0.1⟧"), ("private-192", "router at ⟦192.168.0.1⟧"),
           ("octets-over-255", "⟦256.256.256.256⟧ is no address"), ("three-octets", "version ⟦1.2.3⟧")),
    *forms(P_IP, ("clock-time", "Time ⟦12:34:56⟧"), ("ratio", "Ratio ⟦1:2:3:4⟧"), ("cpp-scope", "use ⟦std::cout⟧ here"),
           ("class-method", "⟦MyClass::toString⟧ fails"), ("link-local-v6", "Gateway: ⟦fe80::1⟧ on interface"),
           ("documentation-v6", "Server IP: ⟦2001:db8::1⟧"), ("loopback-v6", "connecting from ⟦::1⟧"),
           ("multicast-v6", "Multicast ⟦ff02::1⟧"), ("link-local-v4", "Link-local ⟦169.254.1.1⟧"),
           ("css-colour", "CSS color ⟦#ff00aa⟧"), ("port-pair", "Port ⟦80:443⟧")),
    *forms(P_CARD, ("card-fails-luhn", "my credit card number is ⟦4012-8888-8888-1882⟧"),
           ("diners-fails-luhn", "⟦36168002586008⟧ was rejected")),
    *forms(P_IBAN, ("iban-bad-check", "⟦AL47 2121 1009 0000 0002 3569 8740⟧ is wrong"),
           ("iban-letter-in-bban", "⟦AT61 1904 A002 3457 3201⟧ typo")),
    *forms(DS_KEYWORD, ("empty-quoted-password", "my_password = ⟦\"\"⟧"), ("template-password", "password: ⟦${link}⟧"),
           ("boolean-password", "my_password = ⟦True⟧"),
           ("password-variable", "login(username=username, password=⟦password⟧)"),
           ("php-variable-password", "$password = ⟦$input⟧;"), ("this-apikey", "apiKey: ⟦this.apiKey⟧,"),
           ("fake-in-secret", "theapikey := \"⟦somefakekey⟧\"")),
    *forms(DS_BASIC, ("template-url", "⟦http://localhost:5000/<%= @variable %>⟧")),
    *forms(RELAY, ("broadcast-mac", "dst ⟦ff:ff:ff:ff:ff:ff⟧"), ("zero-mac", "HWaddr ⟦00:00:00:00:00:00⟧"),
           ("root-home", "cd ⟦/root⟧"), ("shared-users", "⟦/Users/Shared⟧/Previously Relocated Items"),
           ("windows-public", "⟦C:\\Users\\Public⟧\\Desktop")),
    *forms(SC_SKYPE, ("common-word-nick", "the ⟦ranger⟧ script"), ("common-word-nick", "a ⟦nomad⟧ for years"),
           ("common-word-nick", "ask the ⟦pilot⟧"), ("common-word-nick", "⟦pirate⟧ flag"),
           ("common-word-nick", "a ⟦drifter⟧ like me")),
)

# tool output with random-looking tokens that are no secret and no person: (form, source, line template)
TECHNICAL_SHAPES = (
    ("git-pull-range", DS_ENTROPY, "Updating {hex:7}..{hex:7}"),
    ("npm-integrity", DS_ENTROPY, "\"integrity\": \"sha512-{b64:64}\""),
    ("machine-id", DS_ENTROPY, "/etc/machine-id: {hex:32}"),
    ("btrfs-show-uuid", RELAY, "Label: none  uuid: {uuid}"),
    ("docker-pull-digest", DS_ENTROPY, "Digest: sha256:{hex:64}"),
    ("apt-release-sha256", DS_ENTROPY, " {hex:64}  1234567 main/binary-amd64/Packages"),
    ("cpp-undefined-reference", P_IP, "undefined reference to `MyClass::toString()' in obj_{hex:8}.o"),
    ("gpg-colons-fpr", gitleaks("generic"), "fpr:::::::::{HEX:40}:"),
    ("go-sum-line", gitleaks("generic"), "golang.org/x/sys v0.21.0 h1:{b64n:32}="),
    ("cargo-lock-checksum", gitleaks("generic"), "checksum = \"{hex:64}\""),
    ("systemd-invocation-id", RELAY, "INVOCATION_ID={hex:32}"),
    ("readelf-build-id", DS_ENTROPY, "    Build ID: {hex:40}"),
    ("pip-wheel-built", DS_ENTROPY, "  Created wheel for foo: filename=foo-1.0-py3-none-any.whl size=4512 sha256={hex:64}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(sixth.Draws):
    """v6's drawing helpers (tokens) with v7's seed and Faker locales none of v1-v6 drew people from."""

    def __init__(self, avoid: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers = random.Random(SEED), {}

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = self.draw_person(PEOPLE_LOCALES[i % len(PEOPLE_LOCALES)], i)
        return self.people[i]

    def draw_person(self, locale: str, i: int) -> Person:
        if locale not in self.fakers:
            from faker import Faker
            self.fakers[locale] = Faker(locale)
            self.fakers[locale].seed_instance(f"{SEED}-{locale}")
        fake = self.fakers[locale]
        for _ in range(MAX_DRAWS):
            first_name, last = fake.first_name(), fake.last_name()
            a_first, a_last = fifth.ascii_of(first_name), fifth.ascii_of(last)
            if len(a_first) >= 3 and len(a_last) >= 4 and self.fresh(f"{a_first}.{a_last}") and self.fresh(last):
                return Person(f"{first_name} {last}", first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")


def earlier_regions() -> set[str]:
    """Every phone region v1-v6 used: v2's table, v5's, and the records' `region`."""
    from experiments import anonymize_heldout2 as second
    regions = set(fifth.PHONE_REGIONS) | {region for _, region, _, _ in second.PHONE}
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            regions.add(json.loads(line).get("region", ""))
    return regions - {""}


def phone_regions() -> tuple[tuple[str, str], ...]:
    """(region, number type) pairs of regions none of v1-v6 used (in a seeded shuffle, not the alphabet's
    first), mobile and fixed line in turn."""
    import phonenumbers
    free = sorted(phonenumbers.SUPPORTED_REGIONS - earlier_regions())
    random.Random(f"{SEED}-regions").shuffle(free)
    pairs: list[tuple[str, str]] = []
    for region in free:
        kind = PHONE_TYPES[len(pairs) % len(PHONE_TYPES)]
        example = phonenumbers.example_number_for_type(region, getattr(phonenumbers.PhoneNumberType, kind))
        if sixth._usable(example, region):
            pairs.append((region, kind))
        if len(pairs) == PHONE_REGION_COUNT:
            break
    return tuple(pairs)


def phone_value(draws: Draws, region: str, kind: str) -> dict[str, str]:
    import phonenumbers
    example = phonenumbers.example_number_for_type(region, getattr(phonenumbers.PhoneNumberType, kind))
    national = phonenumbers.national_significant_number(example)
    fmt = phonenumbers.PhoneNumberFormat
    for _ in range(MAX_DRAWS):
        parsed = phonenumbers.parse("+" + str(example.country_code) + national[:-3] + draws.chars("0123456789", 3))
        if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region:
            e164 = phonenumbers.format_number(parsed, fmt.E164)
            if draws.fresh(e164):
                return {"e164": e164, "intl": phonenumbers.format_number(parsed, fmt.INTERNATIONAL),
                        "national": phonenumbers.format_number(parsed, fmt.NATIONAL),
                        "dashed": phonenumbers.format_number(parsed, fmt.RFC3966).removeprefix("tel:")}
    raise SystemExit(f"no valid {region} {kind} number drawn")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def quiet_countries() -> tuple[str, ...]:
    """The IBAN countries v1-v6 used least."""
    import os

    import stdnum
    registry = Path(os.path.dirname(stdnum.__file__)) / "iban.dat"
    countries = [line.split()[0] for line in registry.read_text(encoding="utf-8").splitlines()
                 if re.match(r"^[A-Z]{2} ", line)]
    used: Counter = Counter()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record["kind"] == "iban":
                used[re.sub(r"[^A-Za-z0-9]", "", record["needles"][0])[:2].upper()] += 1
    return tuple(sorted(dict.fromkeys(countries), key=lambda c: (used[c], c))[:IBAN_COUNTRY_COUNT])


def public_v6(draws: Draws) -> str:
    while True:
        head = draws.rng.choice(V6_PREFIXES).split(":")
        groups = [f"{draws.rng.randrange(1 << 16):x}" for _ in range(8)]
        value = ipaddress.IPv6Address(":".join(head + groups[len(head):])).compressed
        if ipaddress.IPv6Address(value).is_global and draws.fresh(value):
            return value


def embedded_v6(draws: Draws, v4: str) -> str:
    """A global IPv6 address whose last 32 bits are written as the dotted IPv4 `v4` (RFC 4291 2.2, form 3)."""
    head = draws.rng.choice(V6_PREFIXES)
    return f"{head}:{draws.rng.randrange(1 << 16):x}::{v4}"


def secret_fields(draws: Draws, i: int) -> dict[str, str]:
    return {"pw": draws.chars(PRINTABLE, 11 + i % 9),
            "dt": f"dt0c01.{draws.chars(UPPER_ALNUM, 24)}.{draws.chars(UPPER_ALNUM, 64)}",
            "ezak": "EZAK" + draws.chars(LOWER_ALNUM, 54),
            "flw": f"FLWSECK-{draws.chars(HEX, 32)}-X",
            "duffel": "duffel_live_" + draws.chars(ALNUM + "_-", 43),
            "ico": "ico-" + draws.chars(ALNUM, 32),
            "s42": "s-s4t2ud-" + draws.chars(HEX, 64)}


def fresh_login(draws: Draws, person: Person, i: int) -> str:
    start = i % 3
    for candidate in (person.ascii_first + person.ascii_last[:1], person.ascii_last + person.ascii_first[:1],
                      person.ascii_first[:1] + person.ascii_last, person.ascii_first + person.ascii_last)[start:]:
        if draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def fields(kind: str, draws: Draws, i: int, tables: dict[str, tuple]) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): `v` and the kind's other spellings, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    dom = EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)]
    base = {"n": person.full, "u": person.user, "host": f"{person.ascii_last}.ddns.net", "extra": (), "record": {}}
    if kind == "email":
        af, al = person.ascii_first, person.ascii_last
        other = draws.person(i + 5000)
        alt = f"{other.ascii_first}{other.ascii_last[:1]}@{EMAIL_DOMAINS[(i + 3) % len(EMAIL_DOMAINS)]}"
        return {**base, "v": f"{person.user}@{dom}", "plus": f"{af}{al[:1]}+{['lists', 'ubuntu', 'bugs'][i % 3]}@{dom}",
                "hyphen": f"{af}-{al}@{dom}", "underscore": f"{af}_{al}@{dom}", "alt": alt,
                "extra": (person.user, f"{af}-{al}", f"{af}_{al}", f"{af}{al[:1]}", alt)}
    if kind == "phone":
        region, number_type = tables["phone"][i % len(tables["phone"])]
        spelled = phone_value(draws, region, number_type)
        return {**base, **spelled, "region": region, "extra": (spelled["intl"],),
                "record": {"region": region, "type": number_type}}
    if kind in ("ipv4", "ipv6", "mac"):
        ip, ip2, mac = fifth.public_v4(draws), fifth.public_v4(draws), fifth.mac_value(draws)
        if kind == "ipv4":
            return {**base, "v": ip, "ip2": ip2, "extra": (ip2,)}
        if kind == "ipv6":
            v6 = public_v6(draws)
            return {**base, "v": v6, "full": ipaddress.IPv6Address(v6).exploded.upper(), "emb": embedded_v6(draws, ip),
                    "u": person.ascii_first + person.ascii_last[:3], "extra": (person.ascii_first + person.ascii_last[:3], ip)}
        return {**base, "v": mac, "upper": mac.upper(), "dash": mac.upper().replace(":", "-"), "ip": ip, "extra": (ip,)}
    if kind == "secret":
        login = person.ascii_first + person.ascii_last[:2]
        return {**base, **secret_fields(draws, i), "u": login, "extra": (login,)}
    if kind == "home_path":
        native = person.first.lower()
        if native == person.ascii_first or not draws.fresh(native):
            native = person.first.lower() + person.ascii_last[:2]
        return {**base, "u": fresh_login(draws, person, i), "native": native}
    if kind == "nick":
        nick = person.ascii_first[:4] + person.ascii_last[:4]
        return {**base, "v": nick + NICK_SUFFIXES[i % len(NICK_SUFFIXES)], "extra": (nick,), "record": {"names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        return {**base, "num": number, "grouped": sixth.grouped(number), "dashed": sixth.grouped(number, "-"),
                "mm": f"{1 + (i * 5) % 12:02d}", "yy": f"{27 + i % 5}",
                "extra": (number, sixth.grouped(number), sixth.grouped(number, "-")), "record": {"brand": brand}}
    country = tables["iban"][i % len(tables["iban"])]
    value = fifth.iban_value(draws, country)
    return {**base, "v": value, "spaced": sixth.grouped(value), "extra": (value,), "record": {"country": country}}


# ----------------------------------------------------------------------------------------------- hosts

def ubuntu_hosts(used: set[tuple[str, int]]) -> list[Host]:
    """#ubuntu lines of the annotated corpus that none of v1-v6 used, from the days they used least (the
    quietest days first, until they hold `QUIET_LINES` unused lines)."""
    per_day = Counter(file for file, _ in used if file.startswith("irc-disentanglement/"))
    hosts = [h for h in first.shared_hosts() if h.file.startswith("irc-disentanglement/") and (h.file, h.line) not in used]
    free = Counter(h.file for h in hosts)
    days, total = set(), 0
    for day in sorted(free, key=lambda d: (per_day[d], d)):
        if total >= QUIET_LINES:
            break
        days.add(day)
        total += free[day]
    return [h for h in hosts if h.file in days]


def channel_hosts(used: set[tuple[str, int]]) -> list[Host]:
    """Lines of Channel Two and the Rust samples (new-channels/) that none of v1-v6 used."""
    return [h for h in third.shared_hosts() if (h.file, h.line) not in used]


class Pools:
    """Two pools of host lines, new-channels and #ubuntu, taken from in turn (a draw of each)."""

    def __init__(self, channels: list[Host], ubuntu: list[Host], rng: random.Random) -> None:
        self.pools, self.rng, self.turn = [channels, ubuntu], rng, 0
        self.clean = [[third.is_clean(h) for h in pool] for pool in self.pools]

    def take(self, clean: bool = False) -> Host:
        side = self.turn % 2
        self.turn += 1
        pool, flags = self.pools[side], self.clean[side]
        candidates = [k for k, ok in enumerate(flags) if ok] if clean else range(len(pool))
        k = self.rng.choice(list(candidates))
        flags.pop(k)
        return pool.pop(k)


def planted(draws: Draws, pools: Pools, rng: random.Random) -> list[dict]:
    records, tables = [], {"phone": phone_regions(), "iban": quiet_countries()}
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form = kind_forms[i % len(kind_forms)]
            records.append(fifth.plant_record("planted", kind, form, fields(kind, draws, i, tables), pools.take(),
                                              "", rng))
    return records


def negatives(pools: Pools, rng: random.Random) -> list[dict]:
    return [fifth.plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}},
                               pools.take(clean=True), "", rng) for form in NEGATIVES]


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form, "text": draws.token(line), "names": list(NEGATIVE_NAMES),
             "source": source} for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first}_{person.ascii_last[:2]}"
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "skype-parens-mention": (f"contact me here (⟦<@{uid}>⟧) to chat", (uid, handle), author),
        "forwarded-im-on-server": (f"i'm ⟦{handle}⟧ on this server", (handle,), {**author, "place": "forward"}),
        "my-id-is-mention": (f"I have added you. My ID is ⟦<@{uid}>⟧", (uid, handle), author),
        "legacy-bang-mention": (f"⟦<@!{uid}>⟧ said so", (uid, handle), author),
        "attachment-name-full-name": (f"⟦{person.full}⟧ CV 2026.pdf", (person.last,),
                                      {**nicknamed, "place": "attachment-name"}),
        "forwarded-nickname": (f"⟦{person.full}⟧ posted the fix", (person.last,), {**nicknamed, "place": "forward"}),
        "my-discord-is-handle": (f"My Discord is ⟦@{handle}⟧", (handle,), author),
        "attachment-name-handle": (f"screenshot_from_⟦{handle}⟧.png", (handle,), {**author, "place": "attachment-name"}),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first}{person.ascii_last[:1]}"
    user = {"user": [uid, handle, person.full]}
    return {
        "skype-parens-mention": (f"contact me in a huddle (⟦<@{uid}>⟧) to chat", (uid, person.last), user),
        "shared-my-id-is": (f"My ID is ⟦{handle}⟧", (handle,), {**user, "place": "attachment"}),
        "file-title-real-name": (f"⟦{person.full}⟧ notes.pdf", (person.last,), {**user, "place": "file"}),
        "im-x-on-slack": (f"i'm ⟦<@{uid}>⟧ on slack", (uid, person.last), user),
        "signature-handle": (f"slack: ⟦@{handle}⟧", (handle,), user),
        "edited-raw-mention": (f"⟦<@{uid}>⟧ or can be reached on my cell", (uid, person.last), {**user, "place": "edit"}),
        "edited-first-name": (f"thanks ⟦{person.first}⟧!", (person.first,), {**user, "place": "edit"}),
        "file-comment-last-first": (f"⟦{person.last}, {person.first}⟧ owns the runbook", (person.last, person.first),
                                    {**user, "place": "comment"}),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first}_{person.ascii_last[:3]}"
    return {
        "mention-in-parens": (f"(⟦@{handle}⟧)", (handle,), {"entity": ["mention", 0]}),
        "text-mention-im-on": (f"i'm ⟦{person.first}⟧ on telegram", (person.first,),
                               {"entity": ["mention_name", number]}),
        "forwarded-first-name": (f"⟦{person.first}⟧ here, new number soon", (person.first,),
                                 {"place": "forward", "from": person.full}),
        "text-link-full-name": (f"⟦{person.full}⟧", (person.last,),
                                {"entity": ["text_link", 0, f"https://t.me/{handle}"]}),
        "saved-my-telegram-is": (f"My Telegram is ⟦@{handle}⟧", (handle,),
                                 {"entity": ["mention", 0], "place": "saved", "from": person.full}),
        "via-bot-caps-handle": (f"SCREAM at ⟦@{handle.upper()}⟧ for access", (handle.upper(),),
                                {"entity": ["mention", 0], "place": "via_bot", "from": "gif"}),
        "caption-full-name": (f"⟦{person.full}⟧ at the meetup", (person.last,),
                              {"entity": ["mention_name", number], "place": "caption"}),
        "poll-first-name": (f"is ⟦{person.first}⟧ driving tomorrow?", (person.first,), {"place": "poll"}),
    }[form]


EXPORTS = {"discord": (discord_plant, 70), "slack": (slack_plant, 90), "telegram": (telegram_plant, 110)}
EXPORT_FORMS = {
    "discord": ("skype-parens-mention", "forwarded-im-on-server", "my-id-is-mention", "legacy-bang-mention",
                "attachment-name-full-name", "forwarded-nickname", "my-discord-is-handle", "attachment-name-handle"),
    "slack": ("skype-parens-mention", "shared-my-id-is", "file-title-real-name", "im-x-on-slack", "signature-handle",
              "edited-raw-mention", "edited-first-name", "file-comment-last-first"),
    "telegram": ("mention-in-parens", "text-mention-im-on", "forwarded-first-name", "text-link-full-name",
                 "saved-my-telegram-is", "via-bot-caps-handle", "caption-full-name", "poll-first-name")}
NAME_FORMS = {"attachment-name-full-name", "forwarded-nickname", "file-title-real-name", "edited-first-name",
              "file-comment-last-first", "forwarded-first-name", "text-link-full-name", "caption-full-name",
              "poll-first-name"}          # a person's name as written, not a handle: scrubadub's names detector
HANDLE_FORMS = {"my-discord-is-handle", "mention-in-parens", "saved-my-telegram-is", "via-bot-caps-handle"}  # its
# Twitter detector's `@handle` (underscores, capitals); the other forms its Skype detector's shapes


def export_records(draws: Draws, platform: str, pools: Pools, rng: random.Random) -> list[dict]:
    make, offset = EXPORTS[platform]
    people = [draws.person(1000 + offset + k) for k in range(PEOPLE_PER_PLATFORM)]
    found, kinds = [], EXPORT_FORMS[platform]
    for i in range(PER_KIND):
        form, person = kinds[i % len(kinds)], people[(i + i // len(kinds)) % len(people)]
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup = make(form, person, uid if platform != "telegram" else number)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), pools.take(), rng,
                           0 if setup.get("place") in ("attachment", "file", "attachment-name") else None)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": SC_NAMES if form in NAME_FORMS else SC_TWITTER if form in HANDLE_FORMS else SC_SKYPE})
    return found


def side_channels(draws: Draws) -> list[dict]:
    lt, lv, az, vi, fil = (draws.person(1400 + k) for k in range(5))
    rows = {
        "discord-group-dm-name": ("discord", f"🎮 {lt.first} + {lv.first} + {az.first}", (lt.first, lv.first, az.first)),
        "slack-dm-of-user": ("slack", f"{vi.full} (she/her)", (vi.last, "U0HELDDM3P")),
        "slack-channel-of-people": ("slack", f"{lt.ascii_last}-{fil.ascii_last}-pairing", (lt.ascii_last, fil.ascii_last)),
        "telegram-group-title": ("telegram", f"Family {az.last} 🏡", (az.last,)),
        "export-path-home": ("discord", f"/Users/{fil.user}/Downloads/Telegram Desktop/DataExport_2026-11-29",
                             (fil.user, fil.ascii_last)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *needles]), "names": [],
             "source": "bench/heldout_exports.py (writer's places)"} for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v6 (lower case): no value of v7 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def build() -> list[dict]:
    """Every record of the seventh held-out set (needs Faker, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    channels, ubuntu = channel_hosts(used), ubuntu_hosts(used)
    draws = Draws(earlier_values() | {w.lower() for h in channels + ubuntu for w in re.findall(r"\w+", h.text)})
    pools = Pools(channels, ubuntu, rng)
    real = [pools.take(clean=True) for _ in range(REAL_UNPLANTED)]
    records = [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    records += planted(draws, pools, rng)
    records += negatives(pools, rng)
    for platform in EXPORTS:
        records += export_records(draws, platform, pools, rng)
    return records + side_channels(draws) + technical(draws)


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
