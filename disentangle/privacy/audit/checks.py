"""The checks of the release auditor's candidates (`detectors.DETECTORS`): checksums (Luhn for cards,
ISO 7064 mod 97 for IBANs), the phone numbering plans' shapes (E.164: at most 15 digits), public addresses
(Python's `ipaddress`, without the private, loopback, link-local and documentation ranges and the well-known
resolvers) and the values that stand for "yours" (placeholders, examples). `CHECKS` maps each check's name
to a function of the candidate's value and the text before it; true means a finding.
"""
from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable, Mapping
from types import MappingProxyType

from wordfreq import zipf_frequency

from disentangle.privacy.audit.identity import identity_number, printed_number
from disentangle.privacy.published import EXAMPLE_IBANS, FICTION_PHONES, TEST_CARDS, example_basic_credentials

__all__ = ["CHECKS", "iban_valid", "luhn_valid"]

PHONE_DIGITS = range(7, 16)          # a national number has 7 or more digits; E.164 allows at most 15
INTERNATIONAL_MIN_DIGITS = 8
NATIONAL_FIRST_DIGITS = 2
HEX_DUMP_GROUPS = 4                  # more groups than this, all of two digits: a dump            # a national number's first group: its trunk 0 and an area code         # after + or 00: country code and number
CARD_GROUP = 4                       # printed cards group digits by four (American Express: 4-6-5)
AMEX_GROUPS = ([4, 6, 5], [4, 6, 4])
IBAN_MOD, IBAN_REMAINDER = 97, 1
IBAN_LENGTHS = MappingProxyType({     # ISO 13616 registry: the length of a country's IBAN
    "AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20,
    "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IS": 26, "IT": 27,
    "LT": 20, "LU": 20, "LV": 21, "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "RO": 24, "SE": 24,
    "SI": 19, "SK": 24, "TR": 26, "BR": 29, "IL": 23, "SA": 24, "AE": 23, "UA": 29, "RS": 22, "LI": 21})
CARD_SCHEMES = (                     # a scheme's number prefix and its lengths (ISO/IEC 7812 issuer ranges)
    (re.compile(r"4"), (13, 16, 19)), (re.compile(r"5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720)"), (16,)),
    (re.compile(r"3[47]"), (15,)), (re.compile(r"6(?:011|5|4[4-9]|2)|35"), (16, 17, 18, 19)),
    (re.compile(r"3[068]"), (14, 15, 16, 17, 18, 19)), (re.compile(r"2014|2149"), (15,)))   # ... enRoute
CARD_LAST_GROUP = 3                  # a card printed by fours ends with three or four digits
RESOLVERS = frozenset((                # public DNS resolvers: everyone's, no one's
    "8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "9.9.9.9", "149.112.112.112", "208.67.222.222",
    "208.67.220.220", "4.2.2.1", "4.2.2.2", "4.2.2.3", "4.2.2.4", "64.6.64.6", "64.6.65.6", "2001:4860:4860::8888",
    "2001:4860:4860::8844", "2606:4700:4700::1111", "2606:4700:4700::1001", "2620:fe::fe", "2620:fe::9"))
GLOBAL_UNICAST = ipaddress.IPv6Network("2000::/3")
VERSION_MAX_FIRST = 10               # a dotted quad whose first number is below this reads as a version...
NETWORK_CUES = re.compile(           # ...unless a word of networking comes just before it
    r"(?i)(?:\b(?:ip|ips|address|addr|inet6?|host|server|ping|ssh|connect(?:ed|ing)?|to|from|dns|nameserver|gateway|"
    r"route|via|peer|proxy|public|wan|is)\b|@|//)\W{0,3}$")
CUE_REACH = 24                       # characters before a candidate read for a cue
ZERO_MACS = frozenset(("000000000000", "ffffffffffff", "001122334455", "aabbccddeeff", "0123456789ab",
                       "123456789abc", "112233445566"))
DOC_MAC_BLOCK = "00005e0053"         # RFC 7042: 00-00-5E-00-53-xx is for documentation
MULTICAST_BIT = 1                    # the first byte of a group (multicast) MAC address is odd
MAC_DIGITS = 12                      # the hex digits of a MAC (EUI-48)
GENERIC_USERS = frozenset((          # home-path users that stand for "yours" or a system's own account
    "user", "username", "user_name", "yourusername", "your_username", "yourname", "your_name", "your-username",
    "you", "me", "myuser", "myname", "name", "ubuntu", "root", "shared", "guest", "public", "default",
    "default user", "all users", "administrator", "admin", "test", "demo", "example", "foo", "bar", "someone",
    "somebody", "username1", "user1", "user2", "xxx", "yourlogin", "login", "lost+found",
    "kubuntu", "xubuntu", "lubuntu", "edubuntu", "ubuntu-gnome", "ubuntu-mate", "ubuntu-studio", "ubuntustudio",
    "mythbuntu", "custom", "live", "liveuser", "pi", "vagrant", "www", "www-data", "git", "ftp", "nobody",
    "desktop",                       # `/home/desktop/...`: a folder, as the anonymiser reads it too
    "runner", "linuxbrew"))          # a CI runner's home (`/home/runner/work`), Homebrew's Linux prefix
GENERIC_USER_SHAPE = re.compile(r"(?:your|my|ur|other|new|first|second|some|test)[\w-]*")
LINUX_USER = re.compile(r"[a-z_][a-z0-9_.-]*")
MOUNT_NAMES = re.compile(            # /media/NAME of releases before 12.04: a device or a volume, no one's
    r"(?i)(?:cdrom-?|floppy|usb|disk|dvd|cdrw|zip|sd[a-z]|hd[a-z]|sr|scd|disk-|usbdisk|windows|win|data|backup|"
    r"storage|external|ext|drive|hdd|ntfs|fat|win7|winxp|c|d|e|harddrive|usbstick|usb-stick|seagate|ntfsdrive|iso|"
    r"windows_\w+|disk_\w+|share|shares|music|movies|videos|tunes|tvshows|virtual|extern|media|label|mountpoint)\d*")
PLACEHOLDER = re.compile(r"^(?:__\w+__|participant_\d+|[<\[{$%*&/~.].*|.*[>\]}]$|x{3,}|\*+|\.{3,}|[-_]+)$", re.I)
PLACEHOLDER_VALUES = frozenset((
    "password", "passwd", "yourpassword", "your_password", "mypassword", "secret", "mysecret", "changeme",
    "token", "yourtoken", "your_token", "apikey", "api_key", "your_api_key", "username", "required", "optional",
    "none", "null", "false", "true", "prompt", "hidden", "disabled", "enabled", "default", "example", "example123",
    "string", "variable", "pass", "undefined", "forgotten", "incorrect", "wrong", "invalid", "expired",
    "missing", "removed", "empty", "unknown", "nothing", "blank", "correct", "same", "yes", "whatever"))
EXAMPLE_LOCALS = frozenset(("user", "username", "user_name", "yourname", "your_name", "you", "yourusername",
                            "foo", "name", "someone", "somebody", "some", "example", "test"))
SECRET_VALUE_MIN = 6
NOT_SECRET_KEYS = frozenset(("nopasswd", "oldpwd", "passwordauthentication", "accesskey"))
SERVICE_MAILBOXES = frozenset(("git", "noreply", "no-reply", "nobody", "hg", "root", "postmaster", "abuse",
                               "webmaster", "security", "bugs", "submit", "control", "help", "info", "support"))
EXAMPLE_DOMAINS = re.compile(r"(?i)(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost|local|"
                             r"localdomain|domain\.com|host\.com|mail\.com)$")
TECHNICAL_DOMAINS = re.compile(r"(?i)(?:^|\.)(?:openssh\.com|service|socket|target|timer|mount|path|slice|scope)$")
PROSE_WORD_ZIPF = 4.0                # a word this frequent before a spelled-out ` at ` is prose ("look", "boot")
WORD_LANGUAGE = "en"
SLACK_ID_MIN_DIGITS = 2
SLACK_ID_LENGTHS = (9, 11)           # U024BE7LH, U01ABCD2EFG (DSTC7's candidate ids have 12 characters)
SPELLED_DOT = re.compile(r"\s*(?:[\[({<]\s*dot\s*[\])}>]|\s\bdot\b\s|\.)\s*", re.I)
SPELLED_DOT_WORD = re.compile(r"(?i)\bdot\b|\s\.\s|[\[({<]")
SPOKEN_AT = re.compile(r"(?i)\s+(?:at|@)\s+")


def luhn_valid(digits: str) -> bool:
    """The Luhn checksum of a card number (digits only)."""
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char) * (2 if position % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def iban_valid(iban: str) -> bool:
    """ISO 13616: a known country's length and the ISO 7064 mod-97 remainder 1 (spaces ignored)."""
    compact = iban.replace(" ", "").upper()
    if IBAN_LENGTHS.get(compact[:2]) != len(compact):
        return False
    moved = compact[4:] + compact[:4]
    return int("".join(str(int(char, 36)) for char in moved)) % IBAN_MOD == IBAN_REMAINDER


def _card(value: str, before: str, match: re.Match[str]) -> bool:
    """A card number: a card scheme's prefix, printed groups (fours; American Express 4-6-5) and the Luhn
    checksum; never a whole text value (a released id field: DSTC7's response ids are digits)."""
    if match.start() == 0 and match.end() == len(match.string):
        return False
    digits = re.sub(r"\D", "", value)
    groups = [len(group) for group in re.findall(r"\d+", value)]
    if len(set(re.findall(r"\D", value))) > 1 or not (len(groups) == 1 or set(groups[:-1]) == {CARD_GROUP}
                                                      or groups in AMEX_GROUPS):
        return False
    if len(groups) > 1 and groups[-1] < CARD_LAST_GROUP and groups not in AMEX_GROUPS:
        return False
    return any(prefix.match(digits) and len(digits) in lengths for prefix, lengths in CARD_SCHEMES) \
        and luhn_valid(digits) and digits not in TEST_CARDS   # a provider's published test card pays nothing


def _iban(value: str, before: str, match: re.Match[str]) -> bool:
    return iban_valid(value) and re.sub(r"\W", "", value).upper() not in EXAMPLE_IBANS   # a registry's example


def _date_like(groups: list[str]) -> bool:
    """2015-02-24, 24.02.2015, 24/02/2015: a date, never a phone."""
    sizes = [len(group) for group in groups]
    return len(groups) == 3 and (sizes in ([4, 2, 2], [2, 2, 4], [1, 2, 4], [2, 1, 4], [1, 1, 4])
                                 or sizes[0] == 4 and sizes[1] <= 2)


def _hex_dump(groups: list[str]) -> bool:
    """00 1a 2b 33 44: bytes of a dump, not a number (a French 06 12 34 56 78 opens with its trunk 0 and more)."""
    return len(groups) > HEX_DUMP_GROUPS and all(len(g) == 2 for g in groups) and not re.fullmatch("0[1-9]", groups[0])


def _phone(value: str, before: str, match: re.Match[str]) -> bool:
    """A number by the numbering plans: + or 00 and a country code, a national number with its trunk 0, the
    North American plan (NXX-NXX-XXXX) and its toll-free 1-8XX; never a date, a version or a hex dump."""
    groups = re.findall(r"\d+", value)
    digits = "".join(groups)
    if len(digits) not in PHONE_DIGITS or _date_like(groups) or _hex_dump(groups):
        return False
    if FICTION_PHONES.fullmatch(digits):
        return False                                    # 555-0100..0199: the North American plan's fiction
    separators = set(re.findall(r"[ ./-]", value))
    if "." in separators and len(separators) > 1 or len(groups[0]) < NATIONAL_FIRST_DIGITS and value[:1] == "0":
        return False
    if value.startswith("+") or value.startswith("00") and digits[2:3] not in ("", "0"):
        return len(digits) >= INTERNATIONAL_MIN_DIGITS
    if separators == {"."} and not value.startswith("0"):
        return False                                    # 1.2.3.4567: a version
    if re.fullmatch(r"\(?[2-9]\d\d\)?[ .-]?[2-9]\d\d[ .-]\d{4}|\([2-9]\d\d\) ?\d{3}-\d{4}", value) or re.fullmatch(r"1[ .-]8\d\d[ .-]\d{3}[ .-]\d{4}", value):
        return True
    return value.startswith(("0", "(0")) and len(groups) >= 2 and not value.startswith("00") and len(groups[0]) <= 5


def _preceded(before: str, pattern: re.Pattern[str]) -> bool:
    return bool(pattern.search(before[-CUE_REACH:]))


def _ipv4(value: str, before: str, match: re.Match[str]) -> bool:
    """A public address, not a resolver, and not a version (a small first number without a network cue)."""
    try:                                # octets zero-padded by a router's page ("081.012.005.044") read as numbers
        address = ipaddress.IPv4Address(".".join(str(int(octet)) for octet in value.split(".")))
    except ValueError:
        return False
    if not address.is_global or str(address) in RESOLVERS:
        return False
    return int(value.split(".")[0]) >= VERSION_MAX_FIRST or _preceded(before, NETWORK_CUES)


def _ipv6(value: str, before: str, match: re.Match[str]) -> bool:
    """A global address (an IPv4-mapped one: its IPv4 half), not a resolver; it must hold a digit."""
    try:
        address = ipaddress.IPv6Address(value)
    except ValueError:
        return False
    if address.ipv4_mapped is not None:
        return _ipv4(str(address.ipv4_mapped), "ip ", match)
    return address in GLOBAL_UNICAST and str(address) not in RESOLVERS and address.is_global


def _mac(value: str, before: str, match: re.Match[str]) -> bool:
    compact = re.sub(r"[^0-9A-Fa-f]", "", value).lower()
    return compact not in ZERO_MACS and not int(compact[:2], 16) & MULTICAST_BIT and len(set(compact)) > 2 \
        and not compact.startswith(DOC_MAC_BLOCK)


def _mac_twelve(value: str, before: str, match: re.Match[str]) -> bool:
    """Twelve hex digits after a MAC's word, however grouped, with a letter among them (not a number)."""
    compact = re.sub(r"[^0-9A-Fa-f]", "", value)
    return len(compact) == MAC_DIGITS and not compact.isdigit() and _mac(value, before, match)


def _home(value: str, before: str, match: re.Match[str]) -> bool:
    """A home path with a user's name: not a placeholder or example user, not an old release's mount point."""
    written = value.strip().rstrip(".")
    user = written.casefold()
    if PLACEHOLDER.match(user) or user in GENERIC_USERS or GENERIC_USER_SHAPE.match(user) or "__" in user:
        return False
    if not before.endswith(("/Users/", "\\")) and not LINUX_USER.fullmatch(written):
        return False                    # a Linux account is lower case (adduser's NAME_REGEX): "/media/BOOT" a label
    return not (before.endswith("/media/") and MOUNT_NAMES.fullmatch(user))


def _email(value: str, before: str, match: re.Match[str]) -> bool:
    """An address of someone: not a service's mailbox, not an example domain; spelled out with ` at `, only
    or ` @ `, only with a spelled-out or spaced dot too ("have a look at askubuntu.com", "paste it @
    pastebin.com" are prose)."""
    local, domain = match["local"].casefold(), SPELLED_DOT.sub(".", match["domain"].casefold())
    if SPOKEN_AT.fullmatch(match["at"]) and (not SPELLED_DOT_WORD.search(match["domain"]) or
                                              zipf_frequency(local, WORD_LANGUAGE) >= PROSE_WORD_ZIPF):
        return False                    # "look at distrowatch dot com": a word before ` at ` is prose
    return not (local in SERVICE_MAILBOXES or local in EXAMPLE_LOCALS or TECHNICAL_DOMAINS.search(domain) or PLACEHOLDER.match(local) or "__" in local or
                EXAMPLE_DOMAINS.search(domain))


def _secret_value(value: str, before: str, match: re.Match[str]) -> bool:
    """A value that could be a credential: not a placeholder, not an ordinary word, not a variable."""
    folded = value.casefold().strip(".")
    if PLACEHOLDER.match(value) or folded in PLACEHOLDER_VALUES or match.groupdict().get("key", "").casefold() in NOT_SECRET_KEYS or "__" in value or len(folded) < SECRET_VALUE_MIN:
        return False
    return not (folded.isalpha() and folded.islower() and value.islower()) or len(folded) > 2 * SECRET_VALUE_MIN


def _auth_value(value: str, before: str, match: re.Match[str]) -> bool:
    """An Authorization header's credentials: a secret's value, unless Basic credentials no one's (a published
    example, "user:password": `published.example_basic_credentials`)."""
    return _secret_value(value, before, match) and not example_basic_credentials(value)


def _credential(value: str, before: str, match: re.Match[str]) -> bool:
    """A URL's password: anything but a placeholder (`http://user:pass@proxy`)."""
    return not (PLACEHOLDER.match(value) or value.casefold() in PLACEHOLDER_VALUES or "__" in value)


def _slack_id(value: str, before: str, match: re.Match[str]) -> bool:
    if not value.startswith("<") and len(value) not in SLACK_ID_LENGTHS:
        return False
    return value.startswith("<") or sum(char.isdigit() for char in value[2:]) >= SLACK_ID_MIN_DIGITS and \
        any(char.isalpha() for char in value[2:])


CHECKS: Mapping[str, Callable[[str, str, re.Match[str]], bool]] = MappingProxyType({
    "card": _card, "iban": _iban, "phone": _phone, "ipv4": _ipv4, "ipv6": _ipv6, "mac": _mac, "mac_twelve": _mac_twelve, "home": _home,
    "secret_value": _secret_value, "auth_value": _auth_value, "slack_id": _slack_id, "email": _email,
    "credential": _credential, "identity_number": identity_number, "printed_number": printed_number})
