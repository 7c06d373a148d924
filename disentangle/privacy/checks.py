"""The checks of the anonymiser's rules: is a match of a shape personal data (`CHECKS`, named by `Rule.check`)?

A shape alone over-matches: these decide, per match, by what the shape means. Addresses by `ipaddress` and
the lists of what identifies no one (`keep.py`: private, loopback, link-local, documentation and public
resolver addresses are kept; an IPv6 address whose interface id embeds a MAC, EUI-64, is not) and by the
words around them (a version after a program's name, an address after a network word); phone numbers by
the international numbering plan (`phonenumbers`); payment cards by the Luhn checksum and issuer prefixes,
IBANs by mod-97 and their country's length (`python-stdnum`); bare hex shapes (a 12-digit MAC, a PGP key
id) only after their cue; user names and secrets' values unless they stand for "yours" or read as prose.
"""
from __future__ import annotations

import ipaddress
import math
import mimetypes
import re
from collections.abc import Callable, Mapping, Sequence

import phonenumbers
from netaddr import OUI, NotRegisteredError
from stdnum import iban, luhn
from stdnum.br import cpf
from stdnum.it import codicefiscale
from stdnum.mx import curp
from stdnum.us import ssn
from wordfreq import zipf_frequency

from disentangle.dialogues.addressing import WORD_LANGUAGE, is_common_word
from disentangle.privacy.keep import (
    BARE_FINGERPRINT,
    BARE_MAC,
    CARD_CHARGED_AFTER,
    CARD_CUES,
    CARD_EXPIRY_AFTER,
    CARD_TRACK_AFTER,
    CARD_TRACK_BEFORE,
    CREATED_AGO,
    CUE_KEYS,
    CUE_REACH,
    DOCUMENTATION_DOMAINS,
    DOCUMENTATION_MAC,
    GENERIC_MEDIA,
    GENERIC_PREFIXES,
    GENERIC_USERS,
    HASH_CUES,
    HEX_ID_CUES,
    HOST_FILE_SUFFIXES,
    KERNEL_MAJORS,
    KERNEL_MAX_MINOR,
    KEY_CUES,
    KEY_CUES_AFTER,
    LOGIN_REACH,
    LOGIN_WORD_ZIPF,
    MAC_CUES,
    MAIL_ERROR,
    NETWORK_AFTER,
    NETWORK_CUE_REACH,
    NETWORK_CUES,
    NOT_CREDENTIAL_PARTS,
    NOT_PROGRAMS,
    OLD_KERNEL,
    ORGANISATION_WORDS,
    PASSWORD_PROSE,
    PHONE_CALL_CUES,
    PHONE_CUES,
    PROGRAM_NAME,
    PUBLIC_RESOLVERS,
    SERVICE_MAILBOXES,
    SPELLED_AT_WORDS,
    SYSTEM_ACCOUNTS,
    SYSTEMD_UNIT_TYPES,
    USER_ID_MIN,
    VERSION_CUE_REACH,
    VERSION_CUES,
    VERSION_GLUE,
    VERSION_MAX_MAJOR,
    VERSION_MAX_MINOR,
    VERSION_MAX_PART,
    ZERO_MACS,
    placeholder_secret,
)
from disentangle.privacy.patterns import (
    AT_WORDS,
    CARD_CUED_DIGITS,
    CARD_CUED_PREFIXES,
    CARD_DIGITS,
    CARD_PREFIXES,
    PASSWORD_SYMBOLS,
    PHONE_CUED_REGIONS,
    PHONE_REGIONS,
    PRINTED_ID_SHAPES,
)
from disentangle.privacy.published import (
    EXAMPLE_IBANS,
    EXAMPLE_IDS,
    FICTION_PHONES,
    TEST_CARDS,
    example_basic_credentials,
)
from disentangle.privacy.secret_model import is_strong_cue
from disentangle.privacy.secret_words import TECH_CUES

__all__ = ["CHECKS", "SPANS", "card_spans", "highest_zipf", "iban_spans", "kept_address", "phone_spans"]

PHONE_DIGITS = (7, 15)            # digits of a phone number (ITU E.164 allows at most 15)
IDD_DIGITS = 4                    # ... and those of a call prefix before it (`0011`, `011`, `00`)
NATIONAL_DIGITS = (9, 12)         # digits of a national number written with its trunk prefix 0
EUI64_MARK, EUI64_AT = b"\xff\xfe", slice(11, 13)   # bytes of an interface id made from a MAC (RFC 4291)
MAC_HEX = 12
OUI_DIGITS = 6                    # a MAC's first three octets: its vendor's block (OUI)
MAC_GROUPS = 6                    # a MAC's pairs
LIST_DOMAIN_PREFIXES = ("lists.", "list.", "mailman.")   # a mailing list's host: its addresses are lists'
WORD_JOINS = "-_."                 # what joins words into one name ("kde-session"): no password's mark alone
MAX_OCTET, PADDED_OCTET = 255, 3  # an IPv4 octet's largest value and its digits when zero-padded
CODE_LITERALS = frozenset(("true", "false", "nil", "undefined", "nan"))   # a key's value that is code
MADE_UP_WORDS = ("fake", "dummy", "placeholder", "redacted", "notreal", "not_real", "not-real")
ID_CHARACTERS, ID_MIN_DIGITS = (5, 20), 4   # an identity number's letters and digits, and its digits
PRINTED_ID_CHECKS = {"us.ssn": ssn, "br.cpf": cpf, "it.codicefiscale": codicefiscale, "mx.curp": curp}
PRINTED_IDS = tuple((re.compile(shape), PRINTED_ID_CHECKS.get(scheme)) for shape, scheme in PRINTED_ID_SHAPES)
# a British National Insurance number: two prefix letters HMRC issues (not D, F, I, Q, U, V; O not second; not
# the administrative pairs), six digits, a suffix A-D
NI_NUMBER = re.compile(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]")
CARD_GROUP, CARD_PRINTED_GROUPS = 4, 5    # cards are printed by fours, at most five groups (4-4-4-4-3)
CARD_OTHER_PRINTS = ([4, 6, 5], [4, 6, 4])   # American Express, Diners: 4-6-5, 4-6-4
CARD_COMMON_DIGITS = (15, 16)     # the lengths of nearly every card (a run glued to a word needs one of them)
CARD_ANY_ISSUER_DIGITS = (13, 19)  # a card of an issuer CARD_PREFIXES does not list, written out (after a cue: 12)
CARD_WRITTEN_OUT = [4, 4, 4, 4]  # ... written out: four groups of four, by dashes (or single spaces, alone)
CARD_LONG_LAST = 3               # ... a 19-digit card's last group after them
CARD_DASH = "-"
CARD_MIN_DISTINCT_DIGITS = 4      # ... and holding this many different digits (no `0000 0000 0000 0000`)
CARD_MIN_GROUP = 3                # ... and no group shorter than this (not a table's small numbers)
IBAN_CHARACTERS = 34              # the longest IBAN (ISO 13616)
_DIGIT_GROUP = re.compile(r"\d+")
ALL_REGIONS = tuple(sorted(phonenumbers.SUPPORTED_REGIONS))   # after a call-me cue, a number of any region
_TAG = re.compile(r"__[a-z0-9_]+__")         # what a replaced value became (`__credentials__`)
_WORD_BEFORE, _WORD_AFTER = re.compile(r"\w*\Z"), re.compile(r"\w*")   # what glues to a card's run (`\Z`: a newline before it glues nothing)
_HEX_WORD = re.compile(r"[0-9A-Fa-f]+")
GLUE_REACH = 64                   # characters before a card's run read for the word glued to it
HASH_HEX_DIGITS = 32              # a hex word this long holding a card's run is a hash (MD5 32, git 40, SHA-256 64)
# (an IBAN's run splits before three capitals glued to its last digit: a currency, SWIFT MT940's `:25:IBANEUR`)
_ALNUM_GROUP = re.compile(r"[A-Za-z0-9]+?(?<=\d)(?=[A-Z]{3}(?![A-Za-z0-9]))|[A-Za-z0-9]+")
_IBAN_START = re.compile(r"^[A-Za-z]{2}\d{2}")
_IBAN_BEFORE = re.compile(r"\b[A-Z]{2} ?\d{2}(?: [A-Z0-9]{4})+ $")   # an IBAN's first groups before a run
_NANP = re.compile(r"^(?:\+?1[ .-]?)?\(?[2-9]\d{2}\)?[ .-]?\d{3}[ .-]\d{4}$")   # (555) 123-4567, 1-800-555-0199
_DATE = re.compile(r"\d{4}([-/.])\d{1,2}\1\d{1,2}|\d{1,2}([-/.])\d{1,2}\2\d{4}|\d{2}/\d{2}/\d{2}|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2}$")
_TRUNK = re.compile(r"^\(?0[1-9]")               # a national number's first group: trunk prefix 0 and more
_WRITTEN_TRUNK = re.compile(r"\s?\(0\)\s?")
_INTERNATIONAL_LINK = re.compile(r"\bwa\.me/$")          # a WhatsApp link: an international number without +
_AREA_IN_BRACKETS = re.compile(r"^\+?\d{0,3}\s?\(\d{2,5}\)")   # "8 (916) 234-56-78": a national number's area code
_OPENING = "([{<\"'`"                      # what may open a number's text, not glue it to a mark
_QUAD = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_DECIMAL = re.compile(r"^\d+\.\d+$")
# a national number without its trunk prefix, grouped as people write one: 3 to 5 groups by one separator, a
# first of 2-3 digits, inner ones of 2-3, the last of 3-4 ("699 956 915", "347 812 4456"), or pairs after a
# first group of 2-3 ("60 56 85 91", "612 48 73 95"); not a list of sizes ("1280 1024 768", "512 1024 2048")
_PHONE_GROUPED = re.compile(r"^[1-9]\d{1,2}(?P<s>[ -])\d{2,3}(?:(?P=s)\d{2,3}){0,2}(?P=s)\d{3,4}$|"
                            r"^[1-9]\d{1,2}(?P<p>[ -])\d{2}(?:(?P=p)\d{2}){2,3}$")
NAT64_PREFIX = ipaddress.IPv6Network("64:ff9b::/96")   # the well-known prefix of NAT64, an IPv4 address after it
IPV4_BYTES = 4
# a key naming a phone number, its value next (`OWNER_PHONE=`, `"mobile": "`, `tel: `): the value is one
PHONE_KEY = re.compile(r"(?i)(?<![a-z])(?:phone|tel|mobile|cell|fax|msisdn|whatsapp)(?:[_-]?(?:number|no|num|nr))?[\"']?"
                       r"\s*[=:]\s*[\"']?$")
MULTICAST_MACS = ("3333", "01005e", "0180c2")
_SECRET_MASK = re.compile(r"(?i)x{3,}|\*{3,}|#{3,}|\.{3,}|\?+")   # a secret masked or left out
BASIC_SCHEME = "basic"                             # HTTP's Basic authentication: base64 of `user:password`
_PERCENT_COLON = re.compile(r"%3[Aa]")              # a colon percent-encoded in a URL (RFC 3986)
_GAP_AFTER = re.compile(r"[\s,;:.!)\u2014-]{1,3}(?:(?:is|was|=)\s+)?")   # between a value and a word after it
                                                                    # ("3312 3479; text first", "... is my mobile")
_LIST_ITEM = re.compile(r"(?:^|\n)[ \t]*(?:[-*\u2022]|\d{1,2}[.)])?[ \t]*$")   # a line's opening: a list's mark at most
_LINE_END = re.compile(r"[ \t]*(?:\n|$)")
_TABLE_NEIGHBOUR = re.compile(r"\d[ \t]*$")             # a number right before a run: a row of a table
_THOUSANDS = re.compile(r"^[1-9]\d{0,2}(?: \d{3})+$")   # a number grouped in thousands by spaces ...
_COUNTED = re.compile(r" (?:rows|lines|bytes|files|items|records|entries|packages|users|messages|downloads|views|"
                      r"people|times|words|pixels|blocks|sectors|inodes|pages|hits|requests|tokens|euros?|dollars?)\b")
# ... before what it counts
# a short local number grouped by spaces as people write one, without area code or trunk prefix: 3-4, 4-4,
# 3-5 ("706 1708", "7047 6341"), 1-3-4, 2-2-4, 2-5, 3-2-2, 2-3-3 opening with 0 ("07 127 873"; not "12 345 678",
# thousands), a digit and seven ("7 1611079"), or a digit and four pairs (a French mobile's "6 75 25 91 84"
# without its 0; not four pairs alone: "10 20 30 40" is a list as often)
_LOCAL_GROUPED = re.compile(r"^(?:[1-9]\d{2,3} \d{4,5}|[1-9] \d{3} \d{4}|[1-9]\d (?:\d{2} \d{4}|\d{2} \d{2} \d{2}|\d{5})|"
                            r"[1-9]\d{2} \d{2} \d{2}|0\d \d{3} \d{3}|[1-9](?: \d{2}){4}|[1-9] \d{7})$")
# screen sizes: a run of them is a resolution ("1280 1024", "1366 768"), as is a run of multiples of 64 (sizes)
DISPLAY_SIZES = frozenset((480, 540, 576, 600, 640, 720, 768, 800, 900, 960, 1024, 1050, 1080, 1152, 1200, 1280,
                           1360, 1366, 1440, 1536, 1600, 1680, 1920, 2048, 2160, 2560, 2880, 3200, 3840, 4096, 5120))
SIZE_STEP = 64
COUNTING = "0123456789" * 2                      # digits counted up (or down): a placeholder's, no one's number
_MEMBER_REFERENCE = re.compile(r"^(?:this|self|cls|props|state|config|settings|options|opts|args|params|env|"
                               r"process\.env|os\.environ|ENV)(?:\.|\[|::)[\w\[\]'\".]+\)?,?$")
_WORDS_ONLY = re.compile(r"^[a-z_-]+$")             # letters alone ("somefakekey"), no password's digits or marks
_ID_DATE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}")
_SEPARATED = re.compile(r"\d[\s./()-]+\d|^\(")
_LABELS = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]*")
_CONTINUED = re.compile(r"^\s+[A-Za-z]")   # `password: word more words`: a sentence, not a password
_PASSWORD_SHAPED = re.compile(r"\d|[a-z][A-Z]")   # a digit or an inner capital: no plain word, no file name
MIN_PASSWORD = 4                  # characters of a password given as a word (not "2.)")
_AROUND = "()[]{}<>.,;:!?\"'"                      # punctuation around a word, not part of it
_PLACEHOLDER_LOGIN = re.compile(r"(?i)user|name|login")   # `newusername`, `someuser`: an example's login
_WORD_LABEL = re.compile(r"^[^\W\d_][\w+-]*$")
MAX_TLD = 12
FOREIGN_WORD_ZIPF = 2.5           # a local part this frequent in a language before its spelled "@" is a word
SPELLED_LANGUAGES = ("en", "fr", "es", "de", "it", "pt", "pl", "sv", "cs", "ru", "hu")
# the shape of a secret's value (a token's body, a password option's value): long enough, of several kinds of
# characters, random (Shannon entropy per character), no word, path, version, number or file name
MIN_SHAPED, MIN_TOKEN_BODY = 8, 20
MIN_SHAPED_ALL_CLASSES = 6        # ... or this many when it holds both cases, a digit and a mark
MIN_ENTROPY_SHARE = 0.75          # of the most a value's length allows (log2 of it): no run of repeats
MIN_TOKEN_ENTROPY = 3.3           # ... of a token's body (20+ random characters: 4 and more; 24 hex: 3.4)
MIN_CLASSES = 3                   # of lower case, upper case, digits, marks in a password (both cases among them)
MIN_EACH_CLASS = 2                # digits and letters each in a token's body
_NOT_SECRET = re.compile(r"[/\\]|^\d+(?:[.:-]\d+)*$|^v?\d+(?:\.\d+)+|\.[A-Za-z]{1,4}$")
_TOKEN_ALPHABET = re.compile(r"^[A-Za-z0-9+/=_]+$")   # a long random value: base64 or hex, not `name-1.2:arch`
_WORD_RUN = re.compile(r"[A-Za-z]{5,}")          # a run of letters long enough to be a word, not chance
# ... in a bare password, a word of four letters is no chance (camel case read as words: `systemRam`)
_LETTER_RUN = re.compile(r"[A-Z]?[a-z]{3,}|[A-Z]{4,}")
BARE_WORD_LETTERS = 4
SENTENCE_END = ".,;:!?"
# (an assignment, a clock's or a refresh rate's `@`, a locale's, an address, a link, an option, a variable, a handle, a bot
# command, a placeholder, a hex literal, a version, a prompt's `user@host`, a device alias's `pci:`)
_NOT_BARE_PASSWORD = re.compile(r"^[A-Za-z_][\w.-]*=|@\d+(?:\.\d+)?(?i:[kmg]?hz)|@[\w-]+\.[A-Za-z]{2,}|://|^[-$%@!#]|__|\b0[xX][0-9A-Fa-f]|"
                                r"\d\.\d|^[a-z][a-z0-9._-]{2,}@|[a-z]{2}_[A-Z]{2}|^[a-z]{2,}:|@[A-Za-z][\w.-]*:\d")
# prefixes that name a hash or a build, not a vendor: `sha256-<hex>` (an ollama blob), `commit_<hex>`
HASH_PREFIXES = re.compile(r"(?i)^(?:sha\d*|md5|blake\d*\w*|crc\d*|xxh\d*|commit|rev|git|blob|tree|hash|id|uuid|"
                           r"build|checksum|digest|object|sum|key[_-]?id|fingerprint|layer)$")
_KEY_PARTS = re.compile(r"[._:\-]+|(?<=[a-z])(?=[A-Z])")
_SECRET_PLACEHOLDER_MARKS = ("__", "<", "$", "%", "{", "*", "&", "[", "(", "/", "\\", "~")
_NEXT_WORD = re.compile(r"\s+(\S+)")
_PASSWORD_FIRST = ("register", "set")     # an IRC service's verbs whose first word is the password
PROSE_ZIPF = 5.5                  # a word this frequent before a spelled or spaced "at" is prose ("it", "with")


def _cue(pattern: re.Pattern[str], match: re.Match[str], reach: int) -> re.Match[str] | None:
    """`pattern` in the `reach` characters before a match (a word cut by the window's start is no word)."""
    return pattern.search(match.string, max(0, match.start() - reach), match.start())


def _generic(name: str) -> bool:
    return name.lower() in GENERIC_USERS or name.startswith(GENERIC_PREFIXES)


def kept_address(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """Does an address identify no one: not global (private, loopback, link-local, documentation, shared),
    multicast, or a public resolver everyone types?"""
    return not address.is_global or address.is_multicast or address.compressed in PUBLIC_RESOLVERS


def _version(found: str, match: re.Match[str]) -> bool:
    parts = [int(part) for part in found.split(".")]
    first, second, third = parts[:3]
    if (first, second) == OLD_KERNEL or (first in KERNEL_MAJORS and second <= KERNEL_MAX_MINOR and third == 0):
        return True
    if first < VERSION_MAX_MAJOR and _cue(VERSION_GLUE, match, VERSION_CUE_REACH):
        return True
    program = _cue(PROGRAM_NAME, match, VERSION_CUE_REACH)
    if program and program[1].lower() not in NOT_PROGRAMS and first < VERSION_MAX_MAJOR \
            and all(part < VERSION_MAX_PART for part in parts):
        return True
    if program and program[1][-1].isalnum() and program[1].lower() not in NOT_PROGRAMS \
            and all(part <= VERSION_MAX_MINOR for part in parts[1:]):
        return True                                    # "firefox 115.6.0.1": a large major, small minors
    # with no network word: a small first number and no part of three digits ("1.2.3.4", "1.18.4.1")
    return first < VERSION_MAX_MAJOR and all(part < VERSION_MAX_PART for part in parts)


def _ipv4(match: re.Match[str]) -> bool:
    if kept_address(ipaddress.IPv4Address(match[0])):
        return False
    if int(match[0].split(".")[0]) < VERSION_MAX_MAJOR and _cue(VERSION_CUES, match, VERSION_CUE_REACH):
        return False                                   # "version 5.100.82.63", "pkg=1.2.3.4"
    after = match.string[match.end():match.end() + len(":65535")]
    if NETWORK_AFTER.match(after):
        return True
    if _program_version(match):                        # "the server's libfoo 4.2.8.2": the program is nearer
        return False
    if _cue(NETWORK_CUES, match, NETWORK_CUE_REACH):
        return True
    return not _version(match[0], match)


def _host_address(match: re.Match[str]) -> bool:
    """Does a host name's first label spell a global address (its last four numbers; not one that identifies no
    one), the name being a host's (its last label no file suffix) and, when dotted, no version's (a first number
    of 10 or more)?"""
    numbers = [int(number) for number in re.findall(r"\d+", match[0])[-4:]]
    address = ipaddress.IPv4Address(".".join(map(str, numbers)))
    if kept_address(address) or match["hsep"] == "." and numbers[0] < VERSION_MAX_MAJOR:
        return False
    tail = re.match(r"[\w.-]*", match.string[match.end():])
    last = tail[0].rstrip(".-").rsplit(".", 1)[-1].lower() if tail else ""
    return last.isalpha() and last not in HOST_FILE_SUFFIXES


def _id_number(match: re.Match[str]) -> bool:
    """Is the value after an identity number's words one: 5-20 letters and digits, 4 digits or more, no date
    ("SSN: 123-45-6789", "passport no. C01X00T47", "DNI 12345678Z"; not "passport photo 2x2", "tax 2019-04-15")?"""
    value = match["value"]
    compact = re.sub(r"[\W_]", "", value)
    digits = sum(char.isdigit() for char in compact)
    return ID_CHARACTERS[0] <= len(compact) <= ID_CHARACTERS[1] and digits >= ID_MIN_DIGITS \
        and not _ID_DATE.fullmatch(value)


def _printed_id(match: re.Match[str]) -> bool:
    """Is a number printed as a US SSN, a CPF, a codice fiscale, a CURP or an NI number one (its checksum, its
    registry's ranges)? "536-22-8147", "529.982.247-25", "RSSMRA85T10A562S"; not "000-12-3456", "123.456.789-00"."""
    value = match["value"]
    if re.sub(r"\D", "", value) in EXAMPLE_IDS:
        return False
    scheme = next(name for shape, name in PRINTED_IDS if shape.fullmatch(value))
    return NI_NUMBER.fullmatch(value.replace(" ", "")) is not None if scheme is None else scheme.is_valid(value)


def _program_version(match: re.Match[str]) -> bool:
    """A dotted quad of small numbers (the first below 10, none of three digits) right after a program's name,
    a word no dictionary holds and no network word ("libfoo 4.2.8.2", "zfs 0.6.3.1"; not "box 5.6.7.8",
    "ping 5.6.7.8", "nsd 81.2.69.142"): a version, whatever comes before the name."""
    program = _cue(PROGRAM_NAME, match, VERSION_CUE_REACH)
    parts = [int(part) for part in match[0].split(".")]
    if program is None or parts[0] >= VERSION_MAX_MAJOR or any(part >= VERSION_MAX_PART for part in parts):
        return False
    name = program[1].lower()
    return name not in NOT_PROGRAMS and not is_common_word(name) and not NETWORK_CUES.fullmatch(name)


def _ipv6(match: re.Match[str]) -> bool:
    return _ipv6_value(match[0])


def _percent_ipv6(match: re.Match[str]) -> bool:
    """An IPv6 address with each colon percent-encoded in a URL (`ipinfo.io/2607%3Afa48%3A...`), read decoded."""
    return _ipv6_value(_PERCENT_COLON.sub(":", match[0]))


def _percent_mac(match: re.Match[str]) -> bool:
    """A MAC with each colon percent-encoded (`client_mac=c4%3Ae9%3A84...`): six pairs joined by colons are
    a MAC unless no one's (zero, documentation, a group address)."""
    return _bare_mac(_PERCENT_COLON.sub("", match[0]).lower())


def _ipv6_value(found: str) -> bool:
    try:
        address = ipaddress.IPv6Address(found.split("%")[0])
    except ValueError:
        return False
    if address.ipv4_mapped is not None:
        return not kept_address(address.ipv4_mapped)
    if address in NAT64_PREFIX:                        # 64:ff9b::192.0.2.33: an IPv4 address translated (RFC 6052)
        return not kept_address(ipaddress.IPv4Address(address.packed[-IPV4_BYTES:]))
    if address.packed[EUI64_AT] == EUI64_MARK:   # the interface id carries the MAC, link-local or not
        return True
    # a digit: "a::b" and "dead::beef" are C++ scopes and words far more often than addresses
    return not kept_address(address) and any(c.isdigit() for c in found)


def _valid_in(number: str, regions: tuple[str | None, ...], possible: bool = False) -> bool:
    for region in regions:
        try:
            parsed = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(parsed) or (possible and phonenumbers.is_possible_number(parsed)):
            return True
    return False


def _dialled_abroad(number: str) -> bool:
    """Does a number open with a region's international call prefix (its IDD: `011` from the US and Canada,
    `0011` from Australia, `010` from Japan) and then make a valid number of another country?"""
    for region in PHONE_REGIONS:
        try:
            parsed = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        if parsed.country_code != phonenumbers.country_code_for_region(region) and phonenumbers.is_valid_number(parsed):
            return True
    return False


def _glued_after(match: re.Match[str]) -> bool:
    """Does a match follow a character that is no space nor an opening bracket or quote (glued to a mark)?"""
    start = match.start()
    return start > 0 and not match.string[start - 1].isspace() and match.string[start - 1] not in _OPENING


def _phone(match: re.Match[str]) -> bool:
    """A phone number by the numbering plans: international (+, 00 or another region's call prefix) valid or
    possible; a national number grouped as one (NANP 3-3-4, with its trunk prefix 0, or an area code in
    brackets) valid in a region; any other after (or before) a phone word."""
    found = (match[0][:match.start("ext") - match.start()] if match["ext"] else match[0]).strip()   # "x204": an extension
    if _text_bracket(found):                           # "(7047 6341 if memory serves)": the bracket is the text's
        found = found[1:]
    international = found.startswith(("+", "00"))
    if international:                                  # "+44 (0)20 ...": the trunk prefix written in, not dialled
        found = _WRITTEN_TRUNK.sub(" ", found)
    digits = re.sub(r"\D", "", found)
    if FICTION_PHONES.fullmatch(digits) or _IBAN_BEFORE.search(match.string, 0, match.start()):
        return False                                   # 555-0100..0199: fiction's; an IBAN's groups (one kept)
    if _THOUSANDS.match(found) and _COUNTED.match(match.string, match.end()):
        return False                                   # "12 345 678 rows": a count in thousands
    most = PHONE_DIGITS[1] + (IDD_DIGITS if found.startswith("0") else 0)
    if not PHONE_DIGITS[0] <= len(digits) <= most or (_DATE.search(found) and not international) \
            or _QUAD.match(found) or _DECIMAL.match(found):
        return False
    grouped = bool(_SEPARATED.search(found))
    if _INTERNATIONAL_LINK.search(match.string, 0, match.start()):   # wa.me/491511...: international, no +
        return _valid_in("+" + digits, (None,))
    if found.startswith("+"):                          # glued after a mark (a URL's, an option's): valid only
        return _valid_in(found, (None,), possible=not _glued_after(match))
    if found.startswith("00"):                         # an international prefix; a bare 00... run may be hex
        return _valid_in("+" + digits.removeprefix("00"), (None,), possible=grouped) \
            or (grouped and _dialled_abroad(found))    # 0011: Australia's
    if _NANP.match(found):
        return _valid_in(found, ("US",), possible=True)
    if grouped and found.startswith("0") and _dialled_abroad(found):
        return True
    if grouped and _TRUNK.match(found) and NATIONAL_DIGITS[0] <= len(digits) <= NATIONAL_DIGITS[1]:
        return _valid_in(found, PHONE_REGIONS)
    if grouped and _AREA_IN_BRACKETS.match(found):
        return _valid_in(found, PHONE_CUED_REGIONS)
    if _phone_grouped(found, match) and _valid_in(found, PHONE_REGIONS):
        return True                                    # "699 956 915", "60-56-85-91": a number's own grouping
    if _local_number(found, match):
        return True                                    # "706 1708", "7047 6341", "6 75 25 91 84": a local one
    if match["ext"] and _valid_in(found, PHONE_REGIONS):
        return True                                    # "092147619x414": an extension is a phone's own mark
    if _cue(PHONE_CALL_CUES, match, CUE_REACH) or _cue(PHONE_KEY, match, CUE_REACH) \
            or _cue_after(PHONE_CALL_CUES, match):     # "96 503490 numaram", "81234 09883 mera number hai"
        return _valid_in(found, ALL_REGIONS)           # "llámame al 70 012528", "OWNER_PHONE=0808 12223": anywhere
    return bool(_cue(PHONE_CUES, match, CUE_REACH) or _cue_after(PHONE_CUES, match)) \
        and _valid_in(found, PHONE_CUED_REGIONS)


def _cue_after(cues: re.Pattern[str], match: re.Match[str]) -> bool:
    """Does a cue follow the match after a space or a mark or two ("3312 3479; text first", "..., call me")?"""
    gap = _GAP_AFTER.match(match.string, match.end())
    return gap is not None and cues.match(match.string, gap.end()) is not None


def _phone_grouped(found: str, match: re.Match[str]) -> bool:
    """Is a run grouped as a national number is written (`_PHONE_GROUPED`), alone (`_alone`: no number just
    before or after it, a table's row: a modeline's `768 771 775 798`)?"""
    return bool(_PHONE_GROUPED.match(found)) and _alone(match)


def highest_zipf(word: str, languages: Sequence[str]) -> float:
    """How common `word` is in the language of `languages` where it is most common (wordfreq's Zipf)."""
    return max(zipf_frequency(word, language) for language in languages)


def _local_number(found: str, match: re.Match[str]) -> bool:
    """Is a run a short local number as people write one (`_LOCAL_GROUPED`: "706 1708", "7047 6341",
    "9 514 5061", "6 75 25 91 84"; with dashes when alone on its line, `_on_its_line`), alone (no number just
    before or after: a table's row), valid in some region, and neither display sizes ("1280 1024", "2048 4096")
    nor one id twice (a uid and gid "1001 1001") nor one digit over ("7 7777777")?"""
    spaced = found.replace("-", " ") if "-" in found and _on_its_line(match) else found
    if not _LOCAL_GROUPED.match(spaced) or not _alone(match):
        return False
    groups, digits = spaced.split(), spaced.replace(" ", "")
    sizes = all(int(group) in DISPLAY_SIZES or int(group) % SIZE_STEP == 0 for group in groups)
    if sizes or len(set(groups)) == 1 or len(set(digits)) == 1 or digits in COUNTING or digits in COUNTING[::-1]:
        return False                                   # (nor a placeholder counted out: "123 4567")
    return _valid_in(found, ALL_REGIONS)


def _on_its_line(match: re.Match[str]) -> bool:
    """Does a run stand alone on its line of a message of several lines, a list's mark at most before it (a
    signature's or a contact list's number: "--\nPeire\n744-0132", "1. 747-3304")?"""
    return "\n" in match.string and _LIST_ITEM.search(match.string, 0, match.start()) is not None \
        and _LINE_END.match(match.string, match.end()) is not None


def _groups(match: re.Match[str], group: re.Pattern[str]) -> list[tuple[int, int]]:
    """Where each group of a run stands in the text (start, end)."""
    return [(found.start(), found.end()) for found in group.finditer(match.string, match.start(), match.end())]


def _windows(match: re.Match[str], group: re.Pattern[str], valid: Callable[[list[tuple[int, int]], bool], bool],
             longest: int, whole_shape: Callable[[list[int]], bool] = lambda lengths: False) -> tuple[slice, ...]:
    """The numbers inside a run of groups: from each group on, the longest join of whole groups (at most
    `longest` characters of them) that `valid` accepts (told whether the join is the whole run), left to right;
    where none is, the next start is after the longest join of `whole_shape` (a number's printed shape is read
    whole, as one: not its last groups alone), else the next group."""
    groups, found, first = _groups(match, group), [], 0
    while first < len(groups):
        best, shaped, size = None, first, 0
        for last in range(first, len(groups)):
            size += groups[last][1] - groups[last][0]
            if size > longest:
                break
            if valid(groups[first:last + 1], first == 0 and last == len(groups) - 1):
                best = last
            if whole_shape([b - a for a, b in groups[first:last + 1]]):
                shaped = last
        if best is None:
            first = shaped + 1
            continue
        found.append(slice(groups[first][0], groups[best][1]))
        first = best + 1
    return tuple(found)


def _printed_card(lengths: list[int]) -> bool:
    """Grouped as cards are printed: one run, by fours (the last groups shorter: 4-4-4-4-3) or 4-6-5."""
    by_fours = lengths[:3] == [CARD_GROUP] * 3 and len(lengths) <= CARD_PRINTED_GROUPS \
        and all(1 <= n <= CARD_GROUP for n in lengths[3:]) and (len(lengths) < CARD_PRINTED_GROUPS or lengths[4] < CARD_GROUP)
    return len(lengths) == 1 or by_fours or lengths in CARD_OTHER_PRINTS


def _group_address(bare: str) -> bool:
    """A multicast (group) MAC address of the well-known blocks (`33:33:...` IPv6, `01:00:5e:...` IPv4,
    `01:80:c2:...` IEEE 802.1): no one's card. Only those: a Bluetooth address has no group bit
    (`rfcomm0: 0F:00:00:00:00:00` is a device)."""
    return bare.startswith(MULTICAST_MACS)


def _card_cued(match: re.Match[str]) -> bool:
    """A card word shortly before the run, its expiry date after it (`... 02/29`), what is said of a card right
    after it (`... got charged twice`), or a magnetic stripe's track around it (`%B...^`, `...=YYMM`)."""
    return _cue(CARD_CUES, match, CUE_REACH) is not None or _cue(CARD_TRACK_BEFORE, match, CUE_REACH) is not None \
        or CARD_TRACK_AFTER.match(match.string, match.end()) is not None \
        or CARD_EXPIRY_AFTER.match(match.string, match.end()) is not None or _expiry_ends(match) \
        or CARD_CHARGED_AFTER.match(match.string, match.end()) is not None


def _expiry_ends(match: re.Match[str]) -> bool:
    """Does the run end with an expiry date after a long group (`9891629170207814 02/29`: its `/` joins it)?"""
    found = CARD_EXPIRY_AFTER.search(match.string, match.start() + CARD_ANY_ISSUER_DIGITS[0], match.end())
    return found is not None and found.end() == match.end()


def _card_number(digits: str, cued: bool, written: bool = False) -> bool:
    """12-19 digits with an issuer prefix and a valid Luhn digit; written out as a card (`_written_out`), 13-19
    of any issuer (ISO/IEC 7812 leaves ranges to national schemes: Napas 9704, Shetab 6037, ...), and after a
    card's cue 12-19 of any (a Maestro's 12 of a range no list holds), with digits enough to be no filler
    (`0000 0000 ...`); after a cue, UATP's 15 opening with 1."""
    if not luhn.is_valid(digits):
        return False
    if CARD_DIGITS[0] <= len(digits) <= CARD_DIGITS[1] and digits.startswith(CARD_PREFIXES):
        return True
    shortest = CARD_DIGITS[0] if cued else CARD_ANY_ISSUER_DIGITS[0]
    if (cued or written) and shortest <= len(digits) <= CARD_DIGITS[1] \
            and len(set(digits)) >= CARD_MIN_DISTINCT_DIGITS:
        return True
    return cued and any(digits.startswith(prefix) and len(digits) == size for prefix, size in CARD_CUED_PREFIXES)


def _written_out(lengths: list[int], separators: set[str], whole: bool, alone: bool) -> bool:
    """A whole run of four groups of four joined by dashes, as a card is written out (`9704-0385-...`), or by
    single spaces (a 19-digit card's last three after them) with no number just before or after the run: a run
    of that shape beside other numbers is a table's row (an xrandr modeline's `... 1024 1072 1176 1328  768`)."""
    if not whole or lengths[:len(CARD_WRITTEN_OUT)] != CARD_WRITTEN_OUT:
        return False
    if separators == {CARD_DASH}:
        return lengths == CARD_WRITTEN_OUT
    return alone and separators == {" "} and (lengths == CARD_WRITTEN_OUT or lengths[4:] == [CARD_LONG_LAST])


def _alone(match: re.Match[str]) -> bool:
    """No number just before a run or after it on its line (a row of a table is numbers beside numbers)."""
    after = match.string[match.end():match.end() + 2].split("\n", 1)[0].strip()[:1]
    return not _TABLE_NEIGHBOUR.search(match.string, 0, match.start()) and not after.isdigit()


def _glued_words(match: re.Match[str]) -> tuple[str, str]:
    """The word characters glued to a match, before it (within GLUE_REACH) and after it."""
    before = _WORD_BEFORE.search(match.string, max(0, match.start() - GLUE_REACH), match.start())
    after = _WORD_AFTER.match(match.string, match.end())
    return (before[0] if before else ""), (after[0] if after else "")


def _in_hash(match: re.Match[str], before: str, after: str) -> bool:
    """Whether a run glued to hex letters is part of a hash: hex on both sides, or one hex word of a hash's
    length (a commit id ending in digits: `...152a5641376832539`)."""
    if not (before or after) or not _HEX_WORD.fullmatch(before + after):
        return False
    return bool(before and after) or bool(_HEX_WORD.fullmatch(before + match[0] + after)
                                         and len(before + match[0] + after) >= HASH_HEX_DIGITS)


def card_spans(match: re.Match[str]) -> tuple[slice, ...]:
    """The payment cards in a run of digit groups, however grouped: 12-19 digits with an issuer prefix and a
    valid Luhn digit; grouped as printed (`_printed_card`) or, in a grouping of its own, the whole run of one
    separator opening with four digits, 13 to 19 digits in groups of three or more (`6011 93453788 6024`);
    any of them after a card word or in a magnetic stripe's track, and only there a 12-digit one (a
    Maestro's). A run glued to a letter, a digit or `_` (before or after it: `USD4...`, `%3D4...`, `4...D2709`)
    is one group of 15 or 16 digits, unless cued."""
    text, cued = match.string, _card_cued(match)
    before, after = _glued_words(match)
    if _in_hash(match, before, after):
        return ()                                      # inside a hex word (a hash): `9a4929...ffe0`
    run_digits = re.sub(r"\D", "", match[0])
    if any(card in run_digits for card in TEST_CARDS):
        return ()                                      # a provider's test card, however grouped (so no window is)
    glued, alone = bool(before or after), _alone(match)

    def valid(groups: list[tuple[int, int]], whole: bool) -> bool:
        digits, lengths = "".join(text[a:b] for a, b in groups), [b - a for a, b in groups]
        separators = {text[b:c].strip() and text[b:c] or " " for (_, b), (c, _) in zip(groups, groups[1:])}  # "  ": " "
        if not _card_number(digits, cued, not glued and _written_out(lengths, separators, whole, alone)):
            return False
        if cued:
            return True
        if glued:
            return whole and len(groups) == 1 and len(digits) in CARD_COMMON_DIGITS
        if len(digits) <= CARD_CUED_DIGITS:
            return False
        return _printed_card(lengths) or (whole and len(separators) == 1 and lengths[0] == CARD_GROUP
                                          and min(lengths) >= CARD_MIN_GROUP)

    return _windows(match, _DIGIT_GROUP, valid, CARD_DIGITS[1], _printed_card)


def iban_spans(match: re.Match[str]) -> tuple[slice, ...]:
    """The IBANs in a run of groups, however grouped: a join of whole groups opening with a country and check
    digits, in one case (or capitalised: `Ba35...`), of the country's length and structure with a valid mod-97 (`stdnum.iban`, without
    the national check digits some countries add: an IBAN with a national digit mistyped is still someone's
    account number's shape)."""
    text = match.string
    compact = re.sub(r"[\W_]", "", match[0]).upper()
    if any(example in compact for example in EXAMPLE_IBANS):
        return ()                                      # a registry's example, however grouped (so no window is)

    def valid(groups: list[tuple[int, int]], whole: bool) -> bool:
        joined = "".join(text[a:b] for a, b in groups)
        one_case = joined.isupper() or joined.islower() or joined[:1].isupper() and joined[1:].islower()
        return bool(_IBAN_START.match(joined)) and one_case and bool(iban.is_valid(joined, check_country=False))

    return _windows(match, _ALNUM_GROUP, valid, IBAN_CHARACTERS)


def _mac(match: re.Match[str]) -> bool:
    found = match[0]
    groups = re.split(r"[:. -]", found)
    if match["sep"] == "-" and any(len(group) == 1 for group in groups):
        return False                                   # 1-a-2-b-3-c: single digits only with colons (BSD)
    bare = "".join(group.zfill(2) if match["sep"] else group for group in groups).lower()
    if not _bare_mac(bare):                            # (every notation this rule reads holds twelve)
        return False
    if len(groups) == 1 and (BARE_MAC.match(found) or _vendor_mac(bare) and not _hex_id(match)):
        return True
    if len(groups) <= 2 or ((match["sep3"] or match["pair"]) and not any(c.isalpha() for c in found)):
        return bool(_cue(MAC_CUES, match, CUE_REACH))   # bare hex (HP 6-6), triples or pairs of digits only: a cue
    return True


def _bare_mac(bare: str) -> bool:
    """Twelve hex digits that may be someone's MAC (not a zero, documentation or group address)."""
    return (len(bare) == MAC_HEX and bare not in ZERO_MACS and not bare.startswith(DOCUMENTATION_MAC)
            and not _group_address(bare))


def _vendor_mac(bare: str) -> bool:
    """Twelve hex digits, letters and digits among them, whose first six are a vendor's block of the IEEE
    registry (`netaddr`'s copy, ~35,000 of the 16.7 million blocks): a network card's own address however it is
    written (`28cdc1bd1eb9`); a hash or a container id opens with a registered block about once in 480."""
    if bare.isdigit() or bare.isalpha():
        return False
    try:
        OUI(int(bare[:OUI_DIGITS], 16))
    except NotRegisteredError:
        return False
    return True


def _hex_id(match: re.Match[str]) -> bool:
    """Twelve hex digits an id's words stand around: a container's or an image's (`docker ps`, `docker images`:
    `ubuntu  24.04  1421032e728d  3 weeks ago`), a commit's, a build's (`HEX_ID_CUES` before, `CREATED_AGO` after)."""
    return bool(_cue(HEX_ID_CUES, match, CUE_REACH)) or CREATED_AGO.match(match.string, match.end()) is not None


def _sloppy_mac(match: re.Match[str]) -> bool:
    """Twelve hex digits typed in uneven groups: six pairs joined by both `:` and `-` need nothing more; any
    other grouping (`f018:98a2:4c01`, `94:83:c44c:71:67`) a MAC word before it."""
    groups = re.split(r"[:.-]", match[0])
    bare = "".join(groups).lower()
    if not _bare_mac(bare) or bare.isdigit():          # digits only: a padded address or a timestamp's parts
        return False
    marks = set(re.findall(r"[:.-]", match[0]))
    if len(groups) == MAC_GROUPS and {len(group) for group in groups} == {2} and marks == {":", "-"}:
        return True
    return bool(_cue(MAC_CUES, match, CUE_REACH))


def _mac_glued(match: re.Match[str]) -> bool:
    """Twelve hex digits glued to a MAC word (`etherc8d7191a3bc0`), with a letter and a digit among them."""
    bare = match[0].lower()
    return _bare_mac(bare) and any(c.isalpha() for c in bare) and any(c.isdigit() for c in bare)


def _defanged_ipv4(match: re.Match[str]) -> bool:
    """A defanged address (`95[.]154[.]172[.]117`): one that identifies someone (not private, documentation, a
    resolver's)."""
    return _someones_quad(re.findall(r"\d+", match[0]))


def _padded_ipv4(match: re.Match[str]) -> bool:
    """An address with zero-padded octets (`081.174.013.063`): each octet <= 255, one of them padded, and every
    octet three digits or a network word before it; then read as any address is."""
    octets = match[0].split(".")
    if any(int(octet) > MAX_OCTET for octet in octets) or not any(len(o) > 1 and o[0] == "0" for o in octets):
        return False
    if not all(len(octet) == PADDED_OCTET for octet in octets) and not _cue(NETWORK_CUES, match, NETWORK_CUE_REACH):
        return False
    return _someones_quad(octets)


def _someones_quad(octets: list[str]) -> bool:
    """Do four octets written as digits (padded or not) make an address that identifies someone?"""
    return not kept_address(ipaddress.IPv4Address(".".join(str(int(octet)) for octet in octets)))


def _home(match: re.Match[str]) -> bool:
    return not _generic(match["name"])


def _spool_home(match: re.Match[str]) -> bool:
    """/media/USER/LABEL (a bare /media/LABEL is a mount point), /var/mail/USER (not Python's "from: can't read
    /var/mail/module", a script run by the shell)."""
    if _generic(match["name"]) or GENERIC_MEDIA.match(match["name"]):
        return False
    if match["root"].endswith("media/"):
        return match.string[match.end():match.end() + 1] == "/"
    return not _cue(MAIL_ERROR, match, CUE_REACH)


def _tilde_home(match: re.Match[str]) -> bool:
    return not _generic(match["name"])


def _chown(match: re.Match[str]) -> bool:
    return not _generic(match["owner"])


def _owner(match: re.Match[str]) -> bool:
    """An account in command output (`ls -l`, a gvfs mount): not a placeholder nor a system account."""
    owner = match["owner"]
    return not _generic(owner) and owner.lower() not in SYSTEM_ACCOUNTS and not _PLACEHOLDER_LOGIN.search(owner)


def _account_id(match: re.Match[str]) -> bool:
    """`uid=1000(jo)`: a person's account has an id from USER_ID_MIN (system accounts and groups below it)."""
    return int(match["id"]) >= USER_ID_MIN and _owner(match)


def _account(match: re.Match[str]) -> bool:
    """The login of an account command, unless a word ("passwd file"), a system account or an example's."""
    login = match["owner"] or match["login"]
    return not (_generic(login) or login.lower() in SYSTEM_ACCOUNTS or _PLACEHOLDER_LOGIN.search(login)
                or is_common_word(login))


def _person_email(match: re.Match[str]) -> bool:
    """A person's name before an address: a person's address, and no organisation's words in the name
    ("Ubuntu Archive Automatic Signing Key", "Debian QA Group")."""
    words = {word.lower() for word in match["person"].split()}
    local, domain = match["local"] or match["m_local"], match["domain"] or match["m_domain"]
    return _mailbox(local, domain) and words.isdisjoint(ORGANISATION_WORDS)


def _entropy(text: str) -> float:
    """Shannon entropy of a string, in bits per character."""
    counts = {char: text.count(char) for char in set(text)}
    return -sum(n / len(text) * math.log2(n / len(text)) for n in counts.values())


def shaped_secret(value: str) -> bool:
    """Is a value shaped as a secret: MIN_SHAPED characters or more (MIN_SHAPED_ALL_CLASSES with both cases, a
    digit and a mark), no path, number, version or file name, and
    either both cases and a digit or a mark, or random enough (MIN_TOKEN_ENTROPY over a long value)."""
    value = value.strip(_AROUND)
    classes = (any(c.islower() for c in value), any(c.isupper() for c in value), any(c.isdigit() for c in value),
               any(not c.isalnum() for c in value))
    shortest = MIN_SHAPED_ALL_CLASSES if all(classes) else MIN_SHAPED    # "Ata010*": every class, 7 characters
    if len(value) < shortest or _NOT_SECRET.search(value) or is_common_word(value.lower()):
        return False
    mixed = sum(classes) >= MIN_CLASSES and classes[0] and classes[1]
    if any(is_common_word(run.lower()) for run in _WORD_RUN.findall(value)):
        return False                                   # `flashplugin-downloader:i386`: a package's words
    long_random = (len(value) >= MIN_TOKEN_BODY and _TOKEN_ALPHABET.match(value) and _entropy(value) >= MIN_TOKEN_ENTROPY
                   and any(c.isdigit() for c in value) and any(c.isalpha() for c in value))
    return (mixed and _entropy(value) >= MIN_ENTROPY_SHARE * math.log2(len(value))) or bool(long_random)


def _bare_password(match: re.Match[str]) -> bool:
    """A token a password policy would accept, given with nothing naming it: both cases, a digit and a symbol
    (`patterns.PASSWORD_SYMBOLS`; not only a sentence's mark after it), no word of four letters or more
    ("Ctrl+Alt+F12"), none of `_NOT_BARE_PASSWORD` ("LANG=en_US.UTF-8", "i7-8700K@3.70GHz", "ca_ES@utf8",
    "SVN-r1.0~rc3"), not a placeholder."""
    value = match["bare"]
    core = value.rstrip(SENTENCE_END)                  # "Neo1973?", "Xaero252!!!": a sentence's mark, no symbol
    if not (any(c.islower() for c in value) and any(c.isupper() for c in value) and any(c.isdigit() for c in value)
            and any(c in PASSWORD_SYMBOLS for c in core)):
        return False
    if _NOT_BARE_PASSWORD.search(value) or placeholder_secret(value):
        return False
    return not any(len(run) >= BARE_WORD_LETTERS and is_common_word(run.lower()) for run in _LETTER_RUN.findall(value))


def _shaped_value(match: re.Match[str]) -> bool:
    return shaped_secret(match["bare"])


def _token(match: re.Match[str]) -> bool:
    """A vendor's token: a prefix that names no hash or build, and a random body of letters and digits."""
    prefix, body = (match["prefix"], match["body"]) if match["body"] else (match["glued"], match["hex"])
    if HASH_PREFIXES.match(prefix) or HASH_PREFIXES.match(prefix.split("_")[0].split("-")[0]):
        return False
    digits, letters = sum(c.isdigit() for c in body), sum(c.isalpha() for c in body)
    return min(digits, letters) >= MIN_EACH_CLASS and _entropy(body) >= MIN_TOKEN_ENTROPY


def _prompt(match: re.Match[str]) -> bool:
    return not (_generic(match[1]) and _generic(match[2]))


def _account_at(match: re.Match[str]) -> bool:
    """An account's name (before `@ADDRESS`, or given beside a password): not a generic one (`root`, `pi`) nor a
    word ("Usuario: set a password" addresses someone)."""
    account = match["account"]
    return not _generic(account) and not is_common_word(account.lower())


def _account_beside_password(match: re.Match[str]) -> bool:
    """A login named in words (`login jo`, `логин jo`) with a password's word in the same line, before or
    after it within `LOGIN_REACH` characters; not a generic account, a system one, a word (without a mark
    between, a rarer one too: "my login keyring") or a credential's word ("user password", "login screen")."""
    account = match["account"].lower()
    word = is_common_word(account) if match["mark"] else zipf_frequency(account, WORD_LANGUAGE) >= LOGIN_WORD_ZIPF
    if word or _generic(account) or account in SYSTEM_ACCOUNTS or is_strong_cue(account):
        return False
    text = match.string
    before = text[max(0, match.start() - LOGIN_REACH):match.start()].rsplit("\n", 1)[-1]
    after = text[match.end():match.end() + LOGIN_REACH].split("\n", 1)[0]
    around = before + " " + after
    return any(is_strong_cue(word) for word in re.findall(r"[^\W\d_]+", around.lower()))


def _login_pair(match: re.Match[str]) -> bool:
    """A login and its password joined (`jo/hunter2x!`): a password with a digit or a mark, not a placeholder,
    a path's part nor a word pair ("login gnome/kde-session")."""
    password = match["password"]
    if _TAG.search(password) or password.startswith(("~", ".", "$", "<", "%", "{")) or password.isalpha():
        return False
    if match["account"].lower() in SYSTEM_ACCOUNTS and placeholder_secret(password):
        return False
    return any(c.isdigit() or not (c.isalpha() or c in WORD_JOINS) for c in password) and not _generic(password)


def _auth_header(match: re.Match[str]) -> bool:
    """An HTTP Authorization header's credentials, unless Basic ones that are no one's (a published example, a
    placeholder's user and password: `published.example_basic_credentials`)."""
    return match["scheme"].lower() != BASIC_SCHEME or not example_basic_credentials(match["value"])


def _credentials(match: re.Match[str]) -> bool:
    return not (_generic(match[2]) and _generic(match[3] or "pass"))


def _command_credentials(match: re.Match[str]) -> bool:
    user, password = match["user"], match["pw"]
    if user.isdigit() and password.isdigit():          # docker -u 1000:1000: a uid and gid
        return False
    return not (_generic(user) and _generic(password)) and not password.startswith(GENERIC_PREFIXES)


def _email(match: re.Match[str]) -> bool:
    """Not a service's mailbox (`git@github.com`) nor an example's (`user@example.com`: a placeholder's name at
    a documentation domain, RFC 2606), nor a replaced URL's credentials (`https://__credentials__@host`)."""
    return not _TAG.fullmatch(match["local"]) and _mailbox(match["local"], match["domain"]) \
        and match["domain"].rsplit(".", 1)[-1].lower() not in SYSTEMD_UNIT_TYPES   # `getty@tty1.service`: a unit


def _mailbox(local: str, domain: str) -> bool:
    """Not a service's mailbox, a mailing list's (at a `lists.` host) nor an example's (a placeholder's name at a
    documentation domain)."""
    local = local.lower()
    if domain.lower().startswith(LIST_DOMAIN_PREFIXES):   # ubuntu-devel-discuss@lists.ubuntu.com: a list's address
        return False
    return local not in SERVICE_MAILBOXES and not (_generic(local) and DOCUMENTATION_DOMAINS.search(domain))


def _glued_email(match: re.Match[str]) -> bool:
    """`jo_at_mail_dot_com`: a top-level domain of letters after the last marked dot."""
    tld = re.split(r"[_-](?i:dot)[_-]|\.", match["domain"])[-1]
    return match["local"].lower() not in SERVICE_MAILBOXES and tld.isalpha() and len(tld) <= MAX_TLD


def _profile(match: re.Match[str]) -> bool:
    """A Telegram profile link's user name, not a bot's (a bot is a public service: `@somethingbot`, `BotFather`)."""
    return not match["name"].lower().endswith("bot") and not match["name"].lower().startswith("bot")


def _no_file_name(local: str) -> bool:
    """A local part before a spelled " at " and a plain domain: several labels of letters first (`jo.ng`,
    `j_smith`), no file's name (`config.py`, `node.js`) nor a version (`v1.2`)."""
    labels = re.split(r"[._]", local)
    return len(labels) > 1 and all(_WORD_LABEL.match(label) for label in labels) \
        and mimetypes.guess_type(local)[0] is None


def _obfuscated_email(match: re.Match[str]) -> bool:
    local = match["local"].lower()
    labels = _LABELS.findall(match["domain"] or match["hidden"] or match["plain"])
    tld = labels[-1] if labels else ""
    if local in SERVICE_MAILBOXES or not (tld.isalpha() and len(tld) <= MAX_TLD):
        return False
    if match["plain"]:
        return _no_file_name(match["local"])
    if (match["at"] or "").strip().lower() in AT_WORDS:   # "arroba", "chez", "ät": no word of a language
        return highest_zipf(local, SPELLED_LANGUAGES) < FOREIGN_WORD_ZIPF
    spelled = (match["spelled"] or "").strip() == "at" or (match["at"] or "").strip() in ("@", "AT")
    if spelled:   # "look at x dot com", "paste it @ pastebin.com", "email with @example.org": prose
        return local not in SPELLED_AT_WORDS and zipf_frequency(local, WORD_LANGUAGE) < PROSE_ZIPF
    return True


def _secret(match: re.Match[str]) -> bool:
    """`password: hunter2` is a secret, `password: the one you chose` and `passwd: files` are prose: after a
    colon, a plain word is a secret unless it is a prose word or a sentence goes on after it."""
    value = match["quoted"] or match["bare"]
    if _masked_or_default(value):
        return False                                   # `password: changeme`, `TOKEN=xxxxxxxx`: no one's
    if value.startswith("/") and match["key"].lower().rstrip(":= ").endswith("pwd"):
        return False                                   # `PWD=/var/log` of sudo's log: the working directory
    key = ([part for part in re.split(r"[^A-Za-z0-9_.-]", match["key"]) if part] or [""])[-1]
    if _code_reference(key, value):
        return False                                   # `password=password`, `apiKey: this.apiKey`, `= True`
    if match["quoted"]:
        return True
    if value.isdigit() and "token" in match["key"].lower():
        return False                                   # max_tokens=4096: a count
    if ":" in match["sep"] and match["sep"][-1].isspace() and value.isalpha():
        return value.lower() not in PASSWORD_PROSE and not _CONTINUED.match(match.string[match.end():])
    return True


def _masked_or_default(value: str) -> bool:
    """A default or a mask standing for a secret: `changeme`, `password`, a run of `x`, `*`, `#` or `.`."""
    return placeholder_secret(value) or bool(_SECRET_MASK.fullmatch(value))


def _argument_secret(match: re.Match[str]) -> bool:
    """`--password=VALUE`, `mysql -pVALUE`: a password unless a default or a mask (`--password=password`)."""
    return not _masked_or_default(match["value"].strip("\"'"))


def _password_word(match: re.Match[str]) -> bool:
    """`requirepass VALUE`, `password VALUE`: a value shaped as a password (a digit, a mark or an inner
    capital), no word ("password reset", "password prompt")."""
    value = match["bare"].strip(_AROUND)
    return len(value) >= MIN_PASSWORD and bool(_PASSWORD_SHAPED.search(value)) and not is_common_word(value.lower())


def _argument(match: re.Match[str]) -> bool:
    """`wpa-psk VALUE`, `nmcli ... password VALUE`: not prose ("a wpa-psk network")."""
    return bool(match["quoted"]) or not is_common_word(match["bare"].rstrip(".,;:!?"))


def _placeholder_secret(value: str) -> bool:
    """A value that stands for "yours", a product's default or a variable: `changeme`, `***`, `${DB_PASS}`,
    `{{ vault_pw }}`, `%(password)s`, `<your password>`, `####`, `xxxxxxx`, prose (words of a sentence), a
    number alone, a path, a URL."""
    value = value.strip()
    return (not value or placeholder_secret(value) or value.lower() in PASSWORD_PROSE
            or value.startswith(_SECRET_PLACEHOLDER_MARKS) or "://" in value or value.isdigit()
            or not any(c.isalnum() for c in value) or len(set(value.lower())) == 1      # `####`, `xxxxxxx`
            or (" " in value and all(is_common_word(word) for word in value.lower().split())))


def cue_value(match: re.Match[str]) -> bool:
    """The value of a credential's key in any syntax (`CUE_SYNTAXES`): a key a credential word names (whole,
    or one of its parts: `keyStorePassword`, `DB_PASS`, `wifi-sec.psk`, `Passwort`, `contraseña`; or a key of
    CUE_KEYS: `PresharedKey`), no part of
    it a technical or descriptive word (`password_hash`, `token_url`, `psk_len`), and a value no placeholder."""
    name = match["name"]
    return (name.lower() in CUE_KEYS or _credential_key(name)) and not _placeholder_secret(match["value"]) \
        and not _code_reference(name, match["value"])


def _code_reference(name: str, value: str) -> bool:
    """Is a credential key's value code, not a secret: the key's own name or a variable of it (`password=password`,
    `apiKey: this.apiKey`, `self.password`, `process.env.API_KEY`), a literal (`True`, `nil`), or letters alone
    that say they are made up (`somefakekey`, `dummy-token`; not `DummyPass2024!`)?"""
    bare = value.strip().rstrip(",;)").strip("\"'`")
    low = bare.lower()
    return low == name.lower() or bool(_MEMBER_REFERENCE.match(bare)) or low in CODE_LITERALS \
        or (bool(_WORDS_ONLY.match(low)) and any(word in low for word in MADE_UP_WORDS))


def _credential_key(key: str) -> bool:
    """A credential word is the key or one of its parts, and no part names a technical or descriptive value
    (`adminPasswordHash`, `token_url`)."""
    name, parts = key.lower(), [part.lower() for part in _KEY_PARTS.split(key) if part]
    return bool(parts) and (is_strong_cue(name) or any(is_strong_cue(part) for part in parts)) \
        and not any(part in NOT_CREDENTIAL_PARTS or part in TECH_CUES for part in parts)


def _service_password(match: re.Match[str]) -> bool:
    """The password of an IRC service's command (`/msg NickServ IDENTIFY [account] VALUE`): no placeholder nor
    prose ("identify yourself first"); a lone value not followed by a placeholder's word (`identify nick
    <password>`: the value is an account)."""
    value = match["bare"].strip(_AROUND)
    account = match.groupdict().get("account")
    if _placeholder_secret(value) or is_common_word(value.lower()) or (account and is_common_word(account.lower())):
        return False
    following = _NEXT_WORD.match(match.string, match.end())
    verb = match["verb"].lower()
    if following and verb not in _PASSWORD_FIRST and (following[1].startswith(_SECRET_PLACEHOLDER_MARKS)
                                                       or placeholder_secret(following[1])):
        return False
    return True


def _fingerprint(match: re.Match[str]) -> bool:
    return any(c.isalpha() for c in match[0])           # a hex dump of zeros is no key


def _keyid(match: re.Match[str]) -> bool:
    """A key id or fingerprint with a key's word before it, or after it ("sign it with 0x32393BE6..., that's my
    key"); forty hex digits in capitals with letters among them alone too (`BARE_FINGERPRINT`: gpg prints a
    fingerprint so; git and sha1sum print hashes in lower case), unless a hash's word is before them
    (`HASH_CUES`: PowerShell's `Get-FileHash` prints capitals)."""
    found = match[0]
    if not any(c.isdigit() for c in found) or found.isdigit():     # a number of digits alone: a count, no id
        return False
    if match.string[match.start() - 1:match.start()] == "/":      # a file in a path: `/apt/387EE263.gpg`
        return False
    if BARE_FINGERPRINT.fullmatch(found.removeprefix("0x")) and not _cue(HASH_CUES, match, CUE_REACH):
        return True
    return bool(_cue(KEY_CUES, match, CUE_REACH)) \
        or KEY_CUES_AFTER.search(match.string, match.end(), match.end() + CUE_REACH) is not None


# checks that find the values inside a run (the engine replaces each span: `Rule.check` names one)
def phone_spans(match: re.Match[str]) -> tuple[slice, ...]:
    """The phone number of a run `_phone` accepts, without a bracket the text opened before it ("(7047 6341
    if memory serves)" keeps its "("; an area code's "(030) ..." is the number's)."""
    if not _phone(match):
        return ()
    return (slice(match.start() + _text_bracket(match[0]), match.end()),)


def _text_bracket(found: str) -> bool:
    """Does a run open with a bracket it never closes (the text's: "(7047 6341 if ...")?"""
    return found.startswith("(") and ")" not in found


SPANS: Mapping[str, Callable[[re.Match[str]], tuple[slice, ...]]] = {"card": card_spans, "iban": iban_spans,
                                                                     "phone": phone_spans}


def _value_on_its_line(match: re.Match[str]) -> bool:
    """Is the token alone on the line after a credential's label line a value: no placeholder, prose word,
    path, URL or number alone (`_placeholder_secret`), nor a placeholder the rules left (`__user__`)?"""
    value = match["value"].rstrip(".,;!?")
    return not _placeholder_secret(value) and not is_common_word(value.lower()) and "__" not in value


CHECKS: Mapping[str, Callable[[re.Match[str]], bool]] = {
    "ipv4": _ipv4, "host_address": _host_address, "account_at": _account_at, "auth_header": _auth_header, "percent_ipv6": _percent_ipv6, "percent_mac": _percent_mac, "account_beside_password": _account_beside_password, "login_pair": _login_pair, "id_number": _id_number, "printed_id": _printed_id, "argument_secret": _argument_secret, "value_on_its_line": _value_on_its_line,
    "ipv6": _ipv6, "phone": _phone, "card": lambda match: bool(card_spans(match)),
    "iban": lambda match: bool(iban_spans(match)), "home": _home,
    "tilde_home": _tilde_home, "spool_home": _spool_home, "argument": _argument, "chown": _chown, "prompt": _prompt, "credentials": _credentials,
    "owner": _owner, "account_id": _account_id, "account": _account, "glued_email": _glued_email,
    "password_word": _password_word, "profile": _profile, "person_email": _person_email,
    "command_credentials": _command_credentials, "mac": _mac, "sloppy_mac": _sloppy_mac, "mac_glued": _mac_glued, "padded_ipv4": _padded_ipv4, "defanged_ipv4": _defanged_ipv4, "email": _email, "obfuscated_email": _obfuscated_email,
    "secret": _secret, "token": _token, "cue_value": cue_value, "service_password": _service_password, "shaped_value": _shaped_value, "bare_password": _bare_password, "fingerprint": _fingerprint, "keyid": _keyid}
