"""Builds bench/data/anonymize_heldout8.jsonl, the EIGHTH held-out set of the anonymiser (v8), measured by
`bench/anonymize_heldout.py --set v8`. Written on 2026-11-29 (03:30-03:50 UTC, helper heldout8) after v7 was spent;
never tuned on; committed with its jsonl before any measurement. Its author read only the harness,
bench/heldout_exports.py, the seven earlier builders (to keep their record format and groups, import their helpers
and avoid their forms, hosts and values), tests/test_anonymize_heldout.py, docs/privacy.md's first section,
docs/chat-exports.md, ../shared/README.md files, two lines of the export readers (which Discord and Slack fields
they read: `stickers[].name`, an attachment's `pretext`), and (three searches, about three minutes, for SHAPES only)
vendor documentation of token formats (Doppler's, without an answer; Sourcegraph's `sgp_` access tokens; Terraform
Cloud's `.atlasv1.` tokens); the other token shapes are as their services document them, from memory; NOT
the rule modules (disentangle/privacy/), the release validator or auditors, disentangle/extract/release.py, the
tuning half, any result of a held-out set, the privacy tests, nor the rest of docs/privacy.md. The anonymiser was
never run on a plant, nor `disentangle extract`, nor the harness on this set.

v8 keeps v5-v7's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and differs in METHOD:

- FORMS FROM THE STANDARDS AND THE ISSUERS' OWN DOCUMENTS: each form's `source` names the document that defines
  the value's written form: RFC 5952 / RFC 4291 / RFC 6052 IPv6 text (no `::` in upper case, a NAT64 dotted tail,
  a zone id, brackets with a port, a modified EUI-64 interface id), RFC 3986 URIs (IPv4 hosts, user and password
  in the userinfo), RFC 5322 / RFC 6531 / RFC 5233 / RFC 6068 / RFC 5890 e-mail (quoted local parts, UTF-8 local
  parts, sub-addresses, `mailto:` with a query, internationalised domains), ITU-T E.123 / E.164 and RFC 3966
  telephone numbers (`Tel.` labels, the trunk `(0)` where the region has a trunk prefix, dots, `tel:` URIs), ISO 13616 IBANs (paper form in groups
  of four after `IBAN`, electronic form) and ISO 20022 `<IBAN>` elements, ISO/IEC 7812 card numbers grouped by
  their length (4-6-5, 4-6-4, 4-4-4-4, 4-4-4-4-3), IEEE 802 EUI-48 notations, the home folders of the FHS, the
  XDG base directories, Apple's and Microsoft's documented profile folders, RFC 2812 nicknames, and the token
  formats that services document for their own secrets (Atlassian, Doppler, Grafana Cloud, RubyGems,
  Sourcegraph, Prefect, Shippo, Terraform Cloud, 1Password service accounts, Replicate, Groq, Contentful: none
  named by an earlier set). Lines and values are ours; no document was copied.
- POSITIONS NO EARLIER SET USED, each form tagged with its `position`: the value as the first token of the
  message, inside backticks, a one-line code fence, quotes, parentheses, angle brackets, a markdown link, a JSON
  or YAML snippet, a pasted program log line (sshd, postfix, dhclient, NetworkManager, dmesg, gnome-shell, a
  Python traceback, a git remote), followed by punctuation (`.` `,` `;` `:` `?` `!` `)`), and two values of
  claimed kinds in one line. No value is split over a line wrap.
- NICKS AS PEOPLE WRITE THEM: addressed `nick:` first, `nick,` mid-line, `ping nick`, `thanks nick!`,
  `nick's`, `(cc nick)`, `<nick>` quoting a line, `@nick`; the nick is one that speaks in the host line's own log
  (and that no earlier set planted) when one is free, so the anonymiser knows it as the log's name.
- HOSTS: half the host lines from the new-channels logs (Channel Two and the Rust samples) that no earlier set
  used, half from the #ubuntu days of the annotated corpus the earlier sets used least (v7's way), dealt in
  turn; the real unplanted lines likewise, as far as new-channels holds clean lines (a check of ours, looser
  than v3's for Rust code: `::` paths and `<T>` generics stay in; 223 of the 500), the rest from #ubuntu; the
  look-alikes then find no clean new-channels line left and sit in #ubuntu lines.
- VALUES FROM GENERATORS NO EARLIER SET USED: people from mimesis' Arabic locales (`PEOPLE_LOCALES`; names in
  Arabic script as written, their logins spelled in Latin letters by our table); phone numbers of regions none
  used (`phonenumbers`, mobile and fixed line in turn); cards in issuer ranges none named (`CARD_RANGES`, Luhn);
  IBANs of the countries v1-v7 used least (`stdnum.iban`); IPv6 prefixes none used; seeded `random.Random`.
- Exports: the mentions in new positions (a reply ping as the first token, followed by a comma, inside a quote,
  a code span, parentheses, a markdown link, possessives) in the places the readers read, and two places no
  earlier set wrote (`bench/heldout_exports.py` writes them now): a Discord sticker's `name` and a Slack
  attachment's `pretext`. Side channels of v2's,
  v4's and v6's kinds in new shapes (a legacy Discord tag as the DM name, a four-person Slack group DM, a
  performance-review channel, a Telegram title with a nickname in quotes, an export under a Flatpak home).

    python bench/experiments/anonymize_heldout8.py   # rewrites bench/data/anonymize_heldout8.jsonl (mimesis 22.2.0)
"""
from __future__ import annotations

import base64
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
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record, nick keys
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct, iban_value, public_v4
from experiments import anonymize_heldout6 as sixth  # noqa: E402 -- Draws (tokens), grouped
from experiments import anonymize_heldout7 as seventh  # noqa: E402 -- hosts, phone regions

Person, Host = fifth.Person, first.Host

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout8.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in ("", "2", "3", "4", "5", "6", "7"))
SEED = 8181
EXPORT_SEED = 8282
PER_KIND = 48
REAL_UNPLANTED = 500
QUIET_LINES = 3000
PEOPLE_PER_PLATFORM = 10
MAX_DRAWS = 500
IBAN_COUNTRY_COUNT = 12
PHONE_REGION_COUNT = 16
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("ar-eg", "ar-ma", "ar-sa", "ar-om", "ar-tn", "ar-ae")     # mimesis; none drew people from them
PHONE_TYPES = ("MOBILE", "FIXED_LINE")
# ISO/IEC 7812 issuer ranges no earlier set named: (brand, IIN prefix, length); grouped by length
CARD_RANGES = (("enroute", "2014", 15), ("carte_blanche", "301", 14), ("switch", "4903", 19),
               ("visa_electron", "4508", 16), ("bankcard_au", "5610", 16), ("nps_pridnestrovie", "605474", 16),
               ("maestro_uk", "6759", 19), ("visa_dankort", "4571", 16), ("enroute", "2149", 15))
GROUPING = {14: (4, 6, 4), 15: (4, 6, 5), 16: (4, 4, 4, 4), 19: (4, 4, 4, 4, 3)}     # ISO/IEC 7812 embossing
EMAIL_DOMAINS = ("link.net.eg", "menara.ma", "omantel.net.om", "planet.tn", "emirates.net.ae", "sahara.com.sa",
                 "tedata.net.eg", "topnet.tn")
IDN_DOMAINS = ("بريد.مصر", "مكتب.السعودية", "maktaba.مصر", "sahrā.ma")              # RFC 5890 labels
V6_PREFIXES = ("2c0f:fc88", "2a02:c7f", "2001:16a2", "2a0d:a600", "2001:8f8", "2c0f:f698", "2a00:f28", "2c0f:fb50")
NAT64 = "64:ff9b::"                                                                  # RFC 6052 well-known prefix
PRINTABLE = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!%+-_=*"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
HEX = "0123456789abcdef"
SERVICE_PREFIXES = ("ATATT3xFfGF0", "dp.pt.", "glc_", "rubygems_", "sgp_", "pnu_", "shippo_live_", ".atlasv1.",
                    "ops_", "r8_", "gsk_", "CFPAT-")
SUBADDRESS_TAGS = ("launchpad", "forum", "invoices", "askubuntu")
ARABIC = dict(zip("ابتثجحخدذرزسشصضطظعغفقكلمنهويىةءأإآؤئ",
                  "a b t th j h kh d dh r z s sh s d t z a gh f q k l m n h u i a a  a i a u i".split(" ")))

# ------------------------------------------------------------------ the documents each form's shape is from
RFC5952 = "RFC 5952 (A Recommendation for IPv6 Address Text Representation)"
RFC4291 = "RFC 4291 (IPv6 Addressing Architecture), section 2.2 and appendix A"
RFC6052 = "RFC 6052 (IPv6 Addressing of IPv4/IPv6 Translators), section 2.1"
RFC4007 = "RFC 4007 (IPv6 Scoped Address Architecture), section 11 (zone ids)"
RFC3986 = "RFC 3986 (URI Generic Syntax), section 3.2 (userinfo, host, port)"
RFC5322 = "RFC 5322 (Internet Message Format), section 3.4.1 (addr-spec, quoted local part)"
RFC6531 = "RFC 6531 (SMTP Extension for Internationalized Email)"
RFC5233 = "RFC 5233 (Sieve Subaddress Extension, user+detail)"
RFC6068 = "RFC 6068 (The 'mailto' URI Scheme)"
RFC5890 = "RFC 5890 (Internationalized Domain Names for Applications)"
E123 = "ITU-T Recommendation E.123 (Notation for national and international telephone numbers)"
E164 = "ITU-T Recommendation E.164 (The international public telecommunication numbering plan)"
RFC3966 = "RFC 3966 (The tel URI for Telephone Numbers)"
ISO13616 = "ISO 13616-1:2020 (IBAN), section 5 (paper and electronic formats)"
ISO20022 = "ISO 20022 pain.001 customer credit transfer (the <IBAN> element)"
ISO7812 = "ISO/IEC 7812-1:2017 (Identification cards, numbering system)"
IEEE802 = "IEEE Std 802-2014, clause 8 (EUI-48 hexadecimal representation)"
FHS = "Filesystem Hierarchy Standard 3.0, section 3.8 (/home)"
XDG = "XDG Base Directory Specification 0.8 (freedesktop.org)"
APPLE = "https://developer.apple.com/library/archive/documentation/FileManagement/Conceptual/FileSystemProgrammingGuide/FileSystemOverview/FileSystemOverview.html"
MSDOCS = "https://learn.microsoft.com/en-us/windows/win32/shell/knownfolderid (FOLDERID_Profile)"
WSL = "https://learn.microsoft.com/en-us/windows/wsl/filesystems (\\\\wsl.localhost paths)"
RFC2812 = "RFC 2812 (Internet Relay Chat: Client Protocol), section 2.3.1 (nickname)"
ATLASSIAN = "https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/"
DOPPLER = "https://docs.doppler.com/docs/token-formats"
GRAFANA = "https://grafana.com/docs/grafana-cloud/account-management/authentication-and-permissions/access-policies/"
RUBYGEMS = "https://guides.rubygems.org/api-key-scopes/"
SOURCEGRAPH = "https://sourcegraph.com/docs/cli/how-tos/revoking_an_access_token"
PREFECT = "https://docs.prefect.io/v3/manage/cloud/manage-users/api-keys"
SHIPPO = "https://docs.goshippo.com/docs/guides_general/authentication/"
TFC = "https://developer.hashicorp.com/terraform/cloud-docs/users-teams-organizations/api-tokens"
ONEPASSWORD = "https://developer.1password.com/docs/service-accounts/"
REPLICATE = "https://replicate.com/docs/reference/http#authentication"
GROQ = "https://console.groq.com/docs/api-keys"
CONTENTFUL = "https://www.contentful.com/developers/docs/references/authentication/"
RFC4122 = "RFC 9562 (Universally Unique IDentifiers), section 5"
RFC3339 = "RFC 3339 (Date and Time on the Internet: Timestamps)"
SEMVER = "https://semver.org/spec/v2.0.0.html"
OCI = "https://github.com/opencontainers/image-spec/blob/main/descriptor.md (digests)"
RFC4716 = "RFC 4716 / OpenSSH ssh-keygen(1) (SHA256 key fingerprints)"
RFC5280 = "RFC 5280 (X.509 certificates), section 4.1.2.2 (serial number)"
RFC9110 = "RFC 9110 (HTTP Semantics), section 8.8.3 (ETag)"
USBIF = "https://www.usb.org/developers (USB-IF vendor and product ids, as lsusb prints them)"
PCISIG = "PCI-SIG configuration space vendor / device ids (as lspci -nn prints them)"
SYSTEMD = "https://www.freedesktop.org/software/systemd/man/latest/systemd.unit.html (unit name escaping)"
RFC7042 = "RFC 7042 (IANA Considerations for IEEE 802 Parameters), section 2.1.2 (documentation EUI-48)"
RFC5737 = "RFC 5737 (IPv4 Address Blocks Reserved for Documentation)"
RFC3849 = "RFC 3849 (IPv6 Address Prefix Reserved for Documentation)"
RFC6598 = "RFC 6598 (IANA-Reserved IPv4 Prefix for Shared Address Space)"
RFC4193 = "RFC 4193 (Unique Local IPv6 Unicast Addresses)"
RFC6762 = "RFC 6762 (Multicast DNS), section 3"
RFC2606 = "RFC 2606 / RFC 6761 (reserved and special-use domain names)"
DOCS_CLOUD = "https://cloud-images.ubuntu.com (the default user `ubuntu` of Ubuntu cloud images)"
DOCS_ACTIONS = "https://docs.github.com/en/actions/reference/variables-reference (GITHUB_WORKSPACE /home/runner/work)"
DOCS_BREW = "https://docs.brew.sh/Homebrew-on-Linux (the /home/linuxbrew/.linuxbrew prefix)"
DEBREPO = "https://wiki.debian.org/DebianRepository/Format (SHA256 fields)"
GRUB = "https://www.gnu.org/software/grub/manual/grub/grub.html (the search command)"
ISO8601 = "ISO 8601-1:2019 (dates and times)"
KERNEL = "https://wiki.ubuntu.com/Kernel/FAQ (kernel ABI numbers)"
VESA = "VESA Display Monitor Timing standard (resolutions)"
RFC6335 = "RFC 6335 (port numbers), section 6 (dynamic ports)"
NPMSPEC = "https://docs.npmjs.com/cli/v10/using-npm/package-spec"
GITREV = "https://git-scm.com/docs/gitrevisions (the reflog @{n})"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("first", "backticks", "code-fence", "quotes", "parentheses", "angle", "markdown-link", "json", "yaml",
             "log-line", "punctuation", "two-values")


@dataclass(frozen=True)
class Form:
    """One shape a value takes: its name, the line with `⟦…⟧` around the value, the document it is from, and
    where the value stands (`POSITIONS`): `first` puts the line at the start of the host message."""

    name: str
    line: str
    source: str
    position: str


def forms(source: str, *rows: tuple[str, str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source, position) for name, line, position in rows)


# --------------------------------------------------------------------------------------- the forms
# `{v}` the value; `{n}` a name; `{u}` a user name; more fields per kind (`fields`)
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(RFC5322, ("quoted-local-part", "my address is ⟦{quoted}⟧, quotes and all", "punctuation"),
               ("postfix-to-angle", "postfix/smtp[2211]: 4F1A2C3B9D: to=<⟦{v}⟧>, relay=mx.{dom}[{ip}]:25, "
                "status=sent", "two-values"),
               ("json-email-field", "{{\"email\": \"⟦{v}⟧\", \"verified\": true}}", "json"),
               ("first-token-comma", "⟦{v}⟧, that's the one launchpad has", "first"),
               ("git-config-backticks", "`git config --global user.email ⟦{v}⟧`", "backticks")),
        *forms(RFC6531, ("utf8-local-part", "write to ⟦{utf8}⟧ (arabic is fine there)", "parentheses")),
        *forms(RFC5233, ("subaddress-detail-quoted", "use \"⟦{sub}⟧\" so I can filter it", "quotes")),
        *forms(RFC6068, ("mailto-markdown-query", "[mail me](mailto:⟦{v}⟧?subject=grub%20help)", "markdown-link")),
        *forms(RFC5890, ("idn-domain-angle", "{n} <⟦{idn}⟧>", "angle")),
        *forms(RFC5322, ("upper-domain-question", "is it ⟦{upper}⟧?", "punctuation"))),
    "phone": (
        *forms(E123, ("e123-tel-label", "Tel. ⟦{intl}⟧", "punctuation"),
               ("e123-first-token-mobile", "⟦{intl}⟧ (mobile, whatsapp too)", "first"),
               ("trunk-zero-in-brackets", "call ⟦{trunk}⟧ after six", "parentheses"),
               ("dotted-international", "my number: ⟦{dotted}⟧.", "punctuation"),
               ("national-conventions-semicolon", "⟦{national}⟧; text first", "first")),
        *forms(RFC3966, ("tel-uri-angle", "<⟦{tel}⟧>", "angle"),
               ("tel-uri-markdown", "[call me](⟦{tel}⟧)", "markdown-link")),
        *forms(E164, ("json-e164-field", "{{\"phone\": \"⟦{e164}⟧\", \"sms\": true}}", "json"),
               ("yaml-quoted-intl", "phone: '⟦{intl}⟧'", "yaml"),
               ("backticked-e164", "`⟦{e164}⟧` is the one for signal", "backticks"))),
    "ipv4": (
        *forms(RFC3986, ("sshd-disconnected-preauth", "sshd[4121]: Disconnected from invalid user oracle ⟦{v}⟧ port 41872 "
                         "[preauth]", "log-line"),
               ("markdown-link-host-port", "[grafana](http://⟦{v}⟧:3000/d/node)", "markdown-link"),
               ("dhclient-ack-two", "dhclient[812]: DHCPACK of ⟦{v}⟧ from {ip2}", "two-values"),
               ("access-log-first-token", "⟦{v}⟧ - - [29/Nov/2026:03:12:44 +0000] \"GET /wp-login.php HTTP/1.1\" "
                "404 162", "first"),
               ("json-origin", "{{\"origin\": \"⟦{v}⟧\"}}", "json"),
               ("git-remote-ssh-url", "git remote add vps ssh://git@⟦{v}⟧:2222/srv/git/site.git", "log-line"),
               ("postfix-connect-brackets", "postfix/smtpd[990]: connect from unknown[⟦{v}⟧]", "log-line"),
               ("quoted-exclaim", "it answers on \"⟦{v}⟧\"!", "quotes"),
               ("parenthesised-colon", "the vps (⟦{v}⟧): still refusing", "parentheses"),
               ("backticked-ssh", "`ssh -p 2222 root@⟦{v}⟧`", "backticks")),),
    "ipv6": (
        *forms(RFC4291, ("no-double-colon-upper", "⟦{nodc}⟧ is what ip -6 addr shows", "first"),
               ("slaac-eui64-interface", "inet6 ⟦{slaac}⟧/64 scope global dynamic mngtmpaddr", "log-line")),
        *forms(RFC6052, ("nat64-dotted-tail", "reached it via ⟦{nat64}⟧ (nat64)", "parentheses")),
        *forms(RFC4007, ("zone-id-backticks", "`ping -6 ⟦{v}⟧%enp3s0`", "backticks"),
               ("zone-id-code-fence", "```64 bytes from ⟦{v}⟧%wlp2s0: icmp_seq=1 ttl=57 time=31.2 ms```",
                "code-fence")),
        *forms(RFC5952, ("wireguard-endpoint-brackets", "Endpoint = [⟦{v}⟧]:51820", "yaml"),
               ("markdown-link-bracketed-port", "[panel](https://[⟦{v}⟧]:8443/)", "markdown-link"),
               ("upper-compressed-semicolon", "⟦{upper}⟧; that is my router", "first"),
               ("json-ipv6-field", "{{\"ip\": \"⟦{v}⟧\", \"type\": \"ipv6\"}}", "json"),
               ("networkmanager-dhcp6", "NetworkManager[744]: <info>  [1764386001.5561] dhcp6 (wlp2s0): "
                "address ⟦{v}⟧", "log-line"),
               ("sshd-accepted-two", "sshd[3302]: Accepted publickey for root from ⟦{v}⟧ port 50122 ssh2, "
                "and from {ip} earlier", "two-values"))),
    "mac": (
        *forms(IEEE802, ("ieee-hyphen-first-token", "⟦{dash}⟧ is the one on the sticker", "first"),
               ("dmesg-e1000e", "e1000e 0000:00:1f.6 eth0: ⟦{v}⟧", "log-line"),
               ("dhcpd-ack-log", "dhcpd[1022]: DHCPACK on 192.168.1.23 to ⟦{v}⟧ (laptop) via eth0", "log-line"),
               ("arping-reply-two", "Unicast reply from {ip} [⟦{upper}⟧]  0.812ms", "two-values"),
               ("json-bssid", "{{\"bssid\": \"⟦{v}⟧\", \"signal\": -61}}", "json"),
               ("netplan-yaml-macaddress", "macaddress: ⟦{v}⟧", "yaml"),
               ("backticked-ip-link", "`ip link set dev eth0 address ⟦{v}⟧`", "backticks"),
               ("quoted-upper-question", "\"⟦{upper}⟧\"?", "quotes"),
               ("bluetoothctl-new-device", "[NEW] Device ⟦{upper}⟧ WH-1000XM4", "log-line"),
               ("ipconfig-physical-address", "Physical Address. . . . . . . . . : ⟦{dash}⟧", "punctuation"),
               ("angle-bracketed", "<⟦{v}⟧>", "angle"),
               ("ifconfig-ether-code-fence", "```ether ⟦{v}⟧  txqueuelen 1000  (Ethernet)```", "code-fence")),),
    "secret": (
        *forms(ATLASSIAN, ("atlassian-api-token-env", "JIRA_API_TOKEN=⟦{atlassian}⟧", "log-line")),
        *forms(DOPPLER, ("doppler-personal-backticks", "`DOPPLER_TOKEN=⟦{doppler}⟧`", "backticks")),
        *forms(GRAFANA, ("grafana-cloud-json", "{{\"token\": \"⟦{glc}⟧\"}}", "json")),
        *forms(RUBYGEMS, ("rubygems-credentials-yaml", ":rubygems_api_key: ⟦{rubygems}⟧", "yaml")),
        *forms(SOURCEGRAPH, ("sourcegraph-first-token", "⟦{sgp}⟧ is my src token, does it need site-admin?", "first")),
        *forms(PREFECT, ("prefect-login-key", "prefect cloud login --key ⟦{pnu}⟧", "log-line")),
        *forms(SHIPPO, ("shippo-token-header", "Authorization: ShippoToken ⟦{shippo}⟧", "log-line")),
        *forms(TFC, ("terraform-credentials-json", "{{\"credentials\": {{\"app.terraform.io\": {{\"token\": \"⟦{tfc}⟧\"}}}}}}",
                     "json")),
        *forms(ONEPASSWORD, ("onepassword-service-account", "export OP_SERVICE_ACCOUNT_TOKEN=⟦{ops}⟧", "log-line")),
        *forms(REPLICATE, ("replicate-code-fence", "```REPLICATE_API_TOKEN=⟦{r8}⟧```", "code-fence")),
        *forms(GROQ, ("groq-key-parentheses", "my key (⟦{gsk}⟧) gets a 401", "parentheses")),
        *forms(CONTENTFUL, ("contentful-management-token", "contentful login --management-token ⟦{cfpat}⟧.",
                            "punctuation")),
        *forms(RFC3986, ("git-remote-userinfo", "git remote set-url origin https://{u}:⟦{pw}⟧@git.{host}/team/site.git",
                         "log-line"),
               ("markdown-link-userinfo", "[repo](https://{u}:⟦{pw}⟧@{host}/svn/trunk)", "markdown-link"))),
    "home_path": (
        *forms(FHS, ("gnome-shell-journal", "gnome-shell[1875]: Could not open /home/⟦{u}⟧/.config/monitors.xml: "
                     "No such file", "log-line"),
               ("bashrc-error-first-token", "/home/⟦{u}⟧/.bashrc: line 12: conda: command not found", "first"),
               ("python-traceback-quoted", "File \"/home/⟦{u}⟧/proj/app.py\", line 12, in <module>", "quotes"),
               ("compose-volume-yaml", "  - /home/⟦{u}⟧/music:/music:ro", "yaml"),
               ("snap-path-parentheses", "(/home/⟦{u}⟧/snap/firefox/common/.mozilla)", "parentheses")),
        *forms(XDG, ("xdg-config-home-backticks", "`XDG_CONFIG_HOME=/home/⟦{u}⟧/.config`", "backticks"),
               ("vscode-json-interpreter", "\"python.defaultInterpreterPath\": \"/home/⟦{u}⟧/.venv/bin/python\",",
                "json")),
        *forms(APPLE, ("macos-markdown-link", "[screenshot](/Users/⟦{u}⟧/Desktop/Screenshot%202026-11-29.png)",
                       "markdown-link")),
        *forms(MSDOCS, ("windows-forward-slash-question", "is it C:/Users/⟦{u}⟧/Documents/ or OneDrive?",
                        "punctuation")),
        *forms(FHS, ("ls-ssh-code-fence", "```ls -la /home/⟦{u}⟧/.ssh/```", "code-fence")),
        *forms(WSL, ("wsl-localhost-unc", "\\\\wsl.localhost\\Ubuntu\\home\\⟦{u}⟧\\projects", "log-line"))),
    "nick": (
        *forms(RFC2812, ("addressed-colon-first", "⟦{v}⟧: did that fix it?", "first"),
               ("mid-line-comma", "ok ⟦{v}⟧, try again with sudo", "punctuation"),
               ("ping-nick", "ping ⟦{v}⟧", "punctuation"),
               ("thanks-nick-exclaim", "thanks ⟦{v}⟧!", "punctuation"),
               ("possessive-nick", "⟦{v}⟧'s script worked here", "first"),
               ("cc-in-parentheses", "(cc ⟦{v}⟧)", "parentheses"),
               ("quoted-irc-line", "<⟦{v}⟧> reinstall grub from the live usb", "angle"),
               ("at-nick-see-above", "@⟦{v}⟧ see above", "first"),
               ("as-nick-said-comma", "as ⟦{v}⟧ said, it's the firmware", "punctuation"),
               ("nick-in-quotes", "ask \"⟦{v}⟧\", not me", "quotes")),),
    "card": (
        *forms(ISO7812, ("iso-grouped-first-token", "⟦{grouped}⟧ declined again", "first"),
               ("json-pan-field", "{{\"pan\": \"⟦{num}⟧\", \"exp\": \"{mm}/{yy}\"}}", "json"),
               ("parenthesised-question", "is (⟦{num}⟧) the right one?", "parentheses"),
               ("backticked-grouped", "`⟦{grouped}⟧`", "backticks"),
               ("yaml-card-number", "card_number: ⟦{num}⟧", "yaml"),
               ("iso-dashed-semicolon", "⟦{dashed}⟧; expires {mm}/{yy}", "first"),
               ("quoted-exclaim", "\"⟦{grouped}⟧\"!", "quotes"),
               ("payment-log-line", "payment[2231]: charge failed pan=⟦{num}⟧ code=05", "log-line"),
               ("angle-bracketed", "<⟦{num}⟧>", "angle")),),
    "iban": (
        *forms(ISO13616, ("paper-form-first-token", "IBAN ⟦{spaced}⟧ for the deposit", "first"),
               ("electronic-json", "{{\"iban\": \"⟦{v}⟧\", \"currency\": \"EUR\"}}", "json"),
               ("electronic-yaml", "iban: ⟦{v}⟧", "yaml"),
               ("paper-backticks", "`⟦{spaced}⟧`", "backticks"),
               ("electronic-parenthesised-stop", "(⟦{v}⟧).", "parentheses"),
               ("paper-single-quoted-question", "'⟦{spaced}⟧'?", "quotes"),
               ("electronic-first-colon", "⟦{v}⟧: that's where the refund goes", "first"),
               ("electronic-angle", "<⟦{v}⟧>", "angle")),
        *forms(ISO20022, ("pain001-iban-element", "<IBAN>⟦{v}⟧</IBAN>", "angle"))),
}

# values the standards reserve or document as identifying no one (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("grub", "netplan", "snapd", "mesa", "pipewire")
NEGATIVES: tuple[Form, ...] = (
    *forms(RFC5737, ("doc-v4-test-net-1", "try ⟦192.0.2.10⟧ in the example", ""),
           ("doc-v4-test-net-2", "the docs use ⟦198.51.100.7⟧ there", ""),
           ("doc-v4-test-net-3", "⟦203.0.113.42⟧ is from the man page", "")),
    *forms(RFC6598, ("cgnat-shared-space", "my wan shows ⟦100.64.12.1⟧, so cgnat", "")),
    *forms(RFC6762, ("mdns-multicast", "avahi talks to ⟦224.0.0.251⟧", "")),
    *forms(RFC3986, ("unspecified-v4-bind", "it binds ⟦0.0.0.0⟧:8080", ""),
           ("limited-broadcast", "dhcp discover goes to ⟦255.255.255.255⟧", ""),
           ("cloud-metadata", "curl ⟦169.254.169.254⟧/latest/meta-data", "")),
    *forms(RFC3849, ("rfc4291-example-upper", "the rfc's own ⟦2001:DB8:0:0:8:800:200C:417A⟧", ""),
           ("doc-v6-prefix", "use ⟦2001:db8:85a3::/48⟧ for the lab", "")),
    *forms(RFC6052, ("nat64-doc-tail", "⟦64:ff9b::192.0.2.33⟧ is the rfc example", "")),
    *forms(RFC4193, ("ula-v6", "lan is ⟦fd12:3456:789a:1::1⟧", ""), ("unspecified-v6", "listening on ⟦::⟧ port 22", "")),
    *forms(RFC4007, ("link-local-zone", "ping ⟦fe80::1%eth0⟧ works", "")),
    *forms(RFC6762, ("mdns-v6-multicast", "⟦ff02::fb⟧ for mdns", "")),
    *forms(RFC7042, ("doc-eui48", "the example MAC ⟦00-00-5E-00-53-01⟧", ""),
           ("doc-eui48-colon", "use ⟦00:00:5e:00:53:2a⟧ in docs", "")),
    *forms(ISO7812, ("luhn-fails-465", "⟦2014 123456 12345⟧ fails the check", ""),
           ("iin-only", "IIN ⟦4508⟧ is visa electron", "")),
    *forms(ISO13616, ("iban-format-template", "format ⟦DEkk bbbb bbbb cccc cccc cc⟧", ""),
           ("iban-bad-check-digits", "⟦EG00 0019 0005 0000 0000 2631 8000 2⟧ is rejected", "")),
    *forms(RFC2606, ("reserved-domain-host", "ping ⟦host.example⟧ first", "")),
    *forms(NPMSPEC, ("npm-version-at", "install ⟦react@18.3.1⟧ instead", "")),
    *forms(GITREV, ("git-reflog-at", "git reset --hard ⟦HEAD@{1}⟧", "")),
    *forms(SYSTEMD, ("systemd-template-at", "systemctl status ⟦getty@tty1.service⟧", "")),
    *forms(ISO8601, ("iso-date-dashes", "since ⟦2026-11-29⟧ it fails", "")),
    *forms(KERNEL, ("kernel-abi-version", "boot ⟦6.8.0-49-generic⟧ instead", "")),
    *forms(VESA, ("screen-resolution", "set it to ⟦1920x1080⟧", "")),
    *forms(RFC6335, ("port-range", "open ⟦49152-65535⟧/udp", "")),
    *forms(DOCS_CLOUD, ("cloud-image-default-home", "cd ⟦/home/ubuntu⟧ on the ec2 box", "")),
    *forms(DOCS_ACTIONS, ("actions-runner-home", "it builds in ⟦/home/runner/work⟧/site/site", "")),
    *forms(DOCS_BREW, ("linuxbrew-prefix", "eval from ⟦/home/linuxbrew/.linuxbrew⟧/bin/brew", "")),
    *forms(XDG, ("xdg-variable-home", "it's ⟦$HOME/.config⟧/autostart", ""), ("tilde-home", "edit ⟦~/.profile⟧", "")),
    *forms(MSDOCS, ("userprofile-variable", "open ⟦%USERPROFILE%\\Documents⟧", "")),
    *forms(SOURCEGRAPH, ("placeholder-token-angle", "curl -H 'Authorization: token ⟦<YOUR_TOKEN>⟧'", "")),
    *forms(ONEPASSWORD, ("secret-reference", "op read ⟦op://dev/db/password⟧", "")),
    *forms(REPLICATE, ("env-variable-reference", "export it as ⟦$REPLICATE_API_TOKEN⟧", "")),
    *forms(DOPPLER, ("actions-secret-expression", "token: ⟦${{ secrets.DOPPLER_TOKEN }}⟧", "")),
    *forms(PREFECT, ("masked-key", "key ⟦pnu_********⟧ in the ui", "")),
    *forms(RFC2812, ("word-nick", "reinstall ⟦grub⟧ from the live usb", ""), ("word-nick", "the ⟦netplan⟧ yaml", ""),
           ("word-nick", "restart ⟦snapd⟧ then", ""), ("word-nick", "⟦mesa⟧ 24.2 broke it", ""),
           ("word-nick", "⟦pipewire⟧ crackles", ""), ("services-nick", "/msg ⟦NickServ⟧ help", "")),
)

# tool output with random-looking tokens that identify no one (form, source, line template)
TECHNICAL_SHAPES = (
    ("uuid-request-id", RFC4122, "request_id={uuid} status=200"),
    ("rfc3339-log-stamp", RFC3339, "2026-11-29T03:12:44Z worker {hex:8} started, trace {hex:32}"),
    ("semver-build-metadata", SEMVER, "bumped to 2.14.0-rc.3+build.{hex:7}"),
    ("oci-image-at-digest", OCI, "docker pull ghcr.io/acme/api@sha256:{hex:64}"),
    ("ssh-host-fingerprint", RFC4716, "ED25519 key fingerprint is SHA256:{b64n:32}."),
    ("x509-serial-colons", RFC5280, "Serial Number: {pairs16}"),
    ("http-weak-etag", RFC9110, "ETag: W/\"{hex:32}\""),
    ("lsusb-vendor-product", USBIF, "Bus 001 Device 004: ID 8087:{hex:4} Intel Corp. Bluetooth"),
    ("lspci-nn-ids", PCISIG, "00:02.0 VGA compatible controller [0300]: Intel Corporation [8086:{hex:4}] (rev 01)"),
    ("systemd-escaped-uuid-unit", SYSTEMD, "dev-disk-by\\x2duuid-{uuid}.device: Job timed out."),
    ("luks-uuid-crypttab", SYSTEMD, "cryptdata UUID={uuid} none luks,discard"),
    ("apt-hash-mismatch", DEBREPO, " - SHA256:{hex:64} [weak]"),
    ("grub-search-fs-uuid", GRUB, "search --no-floppy --fs-uuid --set=root {vfat}"),
)


# ----------------------------------------------------------------------------------------------- draws

def latin(text: str) -> str:
    """Arabic letters spelled in Latin by our simple table (short vowels unwritten, as the script writes them)."""
    spelled = "".join(ARABIC.get(c, c) for c in text)
    return re.sub(r"[^a-z]", "", fifth.ascii_of(spelled))


class Draws(sixth.Draws):
    """v6's drawing helpers (tokens) with v8's seed and mimesis' Arabic locales for people."""

    def __init__(self, avoid: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng = random.Random(SEED)

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
            a_first, a_last = latin(first_name), latin(last)
            if len(a_first) >= 3 and len(a_last) >= 4 and self.fresh(f"{a_first}.{a_last}") and self.fresh(
                    f"{first_name} {last}"):
                return Person(f"{first_name} {last}", first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")

    def token(self, pattern: str) -> str:
        """v6's tokens and `{pairs16}` (sixteen colon-joined hex pairs, an X.509 serial)."""
        pattern = pattern.replace("{pairs16}", ":".join(self.chars(HEX, 2) for _ in range(16)))
        return super().token(pattern)


def earlier_regions() -> set[str]:
    regions = seventh.earlier_regions()
    for line in EARLIER_SETS[-1].read_text(encoding="utf-8").splitlines():
        regions.add(json.loads(line).get("region", ""))
    return regions - {""}


def phone_regions() -> tuple[tuple[str, str], ...]:
    """(region, number type) of regions none of v1-v7 used, in a seeded shuffle; mobile and fixed line in turn."""
    import phonenumbers
    free = sorted(phonenumbers.SUPPORTED_REGIONS - earlier_regions())
    random.Random(f"{SEED}-regions").shuffle(free)
    pairs: list[tuple[str, str]] = []
    for region in free:
        kind = PHONE_TYPES[len(pairs) % len(PHONE_TYPES)]
        example = phonenumbers.example_number_for_type(region, getattr(phonenumbers.PhoneNumberType, kind))
        if sixth._usable(example, region) and phonenumbers.country_code_for_region(region) != 1:
            pairs.append((region, kind))
        if len(pairs) == PHONE_REGION_COUNT:
            break
    return tuple(pairs)


def valid_in(value: str, region: str) -> bool:
    import phonenumbers
    try:
        parsed = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region


def phone_value(draws: Draws, region: str, kind: str) -> dict[str, str]:
    """A valid number of `region` spelled the ways E.123, E.164 and RFC 3966 write it (each checked valid)."""
    import phonenumbers
    example = phonenumbers.example_number_for_type(region, getattr(phonenumbers.PhoneNumberType, kind))
    national = phonenumbers.national_significant_number(example)
    fmt = phonenumbers.PhoneNumberFormat
    trunk = phonenumbers.PhoneMetadata.metadata_for_region(region).national_prefix or ""
    for _ in range(MAX_DRAWS):
        parsed = phonenumbers.parse("+" + str(example.country_code) + national[:-3] + draws.chars("0123456789", 3))
        if not (phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region):
            continue
        intl = phonenumbers.format_number(parsed, fmt.INTERNATIONAL)
        code, _, rest = intl.partition(" ")
        spelled = {"e164": phonenumbers.format_number(parsed, fmt.E164), "intl": intl,
                   "national": phonenumbers.format_number(parsed, fmt.NATIONAL),
                   "tel": phonenumbers.format_number(parsed, fmt.RFC3966),
                   "dotted": code + "." + rest.replace(" ", ".").replace("-", "."),
                   "trunk": f"{code} ({trunk}){rest}" if trunk else intl}
        if all(valid_in(v, region) for v in spelled.values()) and draws.fresh(spelled["e164"]):
            return spelled
    raise SystemExit(f"no valid {region} {kind} number drawn")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def iso_grouped(number: str, sep: str = " ") -> str:
    """A card number in the groups ISO/IEC 7812 cards emboss for its length (4-6-5 for 15 digits, ...)."""
    parts, at = [], 0
    for size in GROUPING[len(number)]:
        parts.append(number[at:at + size])
        at += size
    return sep.join(parts)


def quiet_countries() -> tuple[str, ...]:
    """The IBAN countries v1-v7 used least."""
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


def public_v6(draws: Draws, zeros: int | None = None) -> str:
    """A global address of a prefix no earlier set used; every other one with a run of zero groups (`zeros`
    of them, or one to three drawn) so that RFC 5952 writes it with `::`."""
    while True:
        head = draws.rng.choice(V6_PREFIXES).split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8)]
        run = zeros if zeros is not None else draws.rng.choice((0, 0, 0, 1, 2, 3))
        if run:
            at = draws.rng.randrange(len(head), 8 - run)
            groups[at:at + run] = ["0"] * run
        value = ipaddress.IPv6Address(":".join(head + groups[len(head):]))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def no_double_colon(value: str) -> str:
    """RFC 4291 2.2 form 1: every group written, leading zeros dropped, no `::` (here in upper case)."""
    return ":".join(f"{int(g, 16):X}" for g in ipaddress.IPv6Address(value).exploded.split(":"))


def slaac(draws: Draws, mac: str) -> str:
    """A global address whose interface id is the modified EUI-64 of `mac` (RFC 4291 appendix A)."""
    octets = [int(o, 16) for o in mac.split(":")]
    octets[0] ^= 0x02
    iid = octets[:3] + [0xFF, 0xFE] + octets[3:]
    head = draws.rng.choice(V6_PREFIXES).split(":")
    net = head + [f"{draws.rng.randrange(1 << 16):x}" for _ in range(4 - len(head))]
    value = ipaddress.IPv6Address(":".join(net + [f"{iid[k] << 8 | iid[k + 1]:x}" for k in range(0, 8, 2)]))
    return value.compressed


def b64url(draws: Draws, data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def secret_fields(draws: Draws, i: int) -> dict[str, str]:
    """The services' documented token shapes (prefix, alphabet, length), drawn."""
    grafana = {"o": str(draws.rng.randrange(10 ** 5, 10 ** 6)), "n": f"stack-{draws.rng.randrange(10 ** 5)}-alloy",
               "k": draws.chars(ALNUM, 24), "m": {"r": "prod-eu-west-2"}}
    onepassword = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                                                                      "iterations": 650000,
                                                                      "salt": draws.chars(ALNUM, 22)},
                   "email": f"{draws.chars('abcdefghijklmnopqrstuvwxyz', 13)}@1passwordserviceaccounts.com",
                   "srpX": draws.chars(HEX, 64), "muk": {"alg": "A256GCM", "ext": True,
                                                         "k": draws.chars(ALNUM + "-_", 43)}}
    return {"pw": draws.chars(PRINTABLE, 12 + i % 8),
            "atlassian": "ATATT3xFfGF0" + draws.chars(ALNUM + "-_", 166) + "=" + draws.chars(HEX.upper(), 8),
            "doppler": "dp.pt." + draws.chars(ALNUM, 43),
            "glc": "glc_" + base64.b64encode(json.dumps(grafana, separators=(",", ":")).encode()).decode(),
            "rubygems": "rubygems_" + draws.chars(HEX, 48),
            "sgp": f"sgp_{draws.chars(HEX, 16)}_{draws.chars(HEX, 40)}",
            "pnu": "pnu_" + draws.chars(ALNUM, 36),
            "shippo": "shippo_live_" + draws.chars(HEX, 40),
            "tfc": f"{draws.chars(ALNUM, 14)}.atlasv1.{draws.chars(ALNUM, 67)}",
            "ops": "ops_" + b64url(draws, json.dumps(onepassword, separators=(",", ":")).encode()),
            "r8": "r8_" + draws.chars(ALNUM, 37),
            "gsk": "gsk_" + draws.chars(ALNUM, 52),
            "cfpat": "CFPAT-" + draws.chars(ALNUM + "-_", 43)}


def login(draws: Draws, person: Person, i: int) -> str:
    start = i % 4
    for candidate in (person.ascii_first + person.ascii_last[:1], person.ascii_first[:1] + person.ascii_last,
                      person.ascii_first + "_" + person.ascii_last, person.ascii_last + person.ascii_first[:2],
                      person.ascii_first + person.ascii_last)[start:]:
        if draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


LOG_SPEAKER = re.compile(r"(?:^|\] )<([^>\s]+)> ")


class LogNicks:
    """The nicks that speak in each shared log (as written), none a needle of v1-v7, each handed out once."""

    def __init__(self, avoid: set[str]) -> None:
        self.avoid, self.by_file = avoid, {}

    def take(self, host: Host, rng: random.Random) -> str | None:
        if host.file not in self.by_file:
            lines = first.file_lines(SHARED / host.file)
            found = {m[1] for line in lines for m in [LOG_SPEAKER.search(line)] if m}
            self.by_file[host.file] = sorted(n for n in found if re.fullmatch(r"[A-Za-z][\w\-\[\]\\`^{}|]{4,15}", n)
                                             and third.nick_key(n) in host.names)
        free = [n for n in self.by_file[host.file] if n.lower() not in self.avoid
                and n.lower() not in host.text.lower()]
        if not free:
            return None
        nick = rng.choice(free)
        self.avoid.add(nick.lower())
        return nick


def fields(kind: str, draws: Draws, i: int, tables: dict[str, tuple]) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): `v` and the kind's other spellings, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    dom = EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)]
    base = {"n": person.full, "u": person.user, "host": f"{person.ascii_last}.dynu.net", "dom": dom, "extra": (),
            "record": {}}
    if kind == "email":
        af, al, ip = person.ascii_first, person.ascii_last, fifth.public_v4(draws)
        v = f"{af}.{al}@{dom}"
        utf8 = f"{person.first}.{person.last}".replace(" ", "")            # an unquoted local part has no space
        return {**base, "v": v, "quoted": f"\"{af} {al}\"@{dom}", "utf8": f"{utf8}@{dom}",
                "sub": f"{af}{al[:1]}+{SUBADDRESS_TAGS[i % len(SUBADDRESS_TAGS)]}@{dom}",
                "idn": f"{al}{af[:1]}@{IDN_DOMAINS[i % len(IDN_DOMAINS)]}", "upper": f"{af}.{al}@{dom.upper()}",
                "ip": ip,
                "extra": (ip, f"{af}.{al}", f"{af} {al}", utf8, f"{af}{al[:1]}", f"{al}{af[:1]}")}
    if kind == "phone":
        region, number_type = tables["phone"][i % len(tables["phone"])]
        spelled = phone_value(draws, region, number_type)
        return {**base, **spelled, "record": {"region": region, "type": number_type}}
    if kind in ("ipv4", "ipv6", "mac"):
        ip, ip2, mac = fifth.public_v4(draws), fifth.public_v4(draws), fifth.mac_value(draws)
        if kind == "ipv4":
            return {**base, "v": ip, "ip2": ip2, "extra": (ip2,)}
        if kind == "ipv6":
            v6 = public_v6(draws)
            return {**base, "v": v6, "upper": v6.upper(), "nodc": no_double_colon(public_v6(draws, 2)), "nat64": f"{NAT64}{ip}",
                    "slaac": slaac(draws, mac), "ip": ip2, "extra": (ip, ip2)}
        return {**base, "v": mac, "upper": mac.upper(), "dash": mac.upper().replace(":", "-"), "ip": ip, "extra": (ip,)}
    if kind == "secret":
        user = person.ascii_first + person.ascii_last[:2]
        return {**base, **secret_fields(draws, i), "u": user, "extra": (user,)}
    if kind == "home_path":
        return {**base, "u": login(draws, person, i)}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:3]
        return {**base, "v": nick, "record": {"names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        return {**base, "num": number, "grouped": iso_grouped(number), "dashed": iso_grouped(number, "-"),
                "mm": f"{1 + (i * 7) % 12:02d}", "yy": f"{28 + i % 4}", "record": {"brand": brand}}
    country = tables["iban"][i % len(tables["iban"])]
    value = fifth.iban_value(draws, country)
    return {**base, "v": value, "spaced": sixth.grouped(value), "extra": (value,), "record": {"country": country}}


# ----------------------------------------------------------------------------------------------- hosts

CLEAN = re.compile(      # v3's check of a clean line, with Rust's `::` paths and `<T>` generics let in
    r"@|\d+[.:]\d+[.:]\d+|[0-9a-f]{2}[:-][0-9a-f]{2}[:-]|::[0-9a-f]{1,4}\b|\b[0-9a-f]{1,4}::|/home|/users|/media|"
    r"/mnt|/run/|/var/|/srv|~|\\|pass|pw|token|secret|auth|cred|login|\+\s?\d|\d{4,}|\d{2,}[ ./-]\d{2,}|mail|"
    r"https?:|ftp|www\.|\.(?:com|org|net|io|de|uk|fr|ru|me|rs|sh)\b|[0-9a-f]{10,}|#\d{3,}|phone|call me|iban|card|"
    r"\bip\b|addr|\bmac\b|ssid|wifi|user(?:name)?\b|^\S+[:,] ", re.I)


def is_clean(host: Host) -> bool:
    if CLEAN.search(host.text):
        return False
    return not any(third.nick_key(token) in host.names for token in re.findall(r"[\w\-\[\]\\`^{}|]+", host.text))


class Pools:
    """Two pools of host lines, new-channels and #ubuntu, taken from in turn; a clean line from the other pool
    when one has no clean line left."""

    def __init__(self, channels: list[Host], ubuntu: list[Host], rng: random.Random) -> None:
        self.pools, self.rng, self.turn = [channels, ubuntu], rng, 0
        self.clean = [[is_clean(h) for h in pool] for pool in self.pools]

    def take(self, clean: bool = False) -> Host:
        side = self.turn % 2
        self.turn += 1
        if clean and not any(self.clean[side]):
            side = 1 - side
        pool, flags = self.pools[side], self.clean[side]
        candidates = [k for k, ok in enumerate(flags) if ok] if clean else range(len(pool))
        k = self.rng.choice(list(candidates))
        flags.pop(k)
        return pool.pop(k)


def at_for(form: Form) -> int | None:
    """Where the plant goes: the start of the message for `first`, else a word boundary drawn (v3's way)."""
    return 0 if form.position == "first" else None


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random) -> dict:
    phrase = form.line if group == "negative" else fifth.filled(form, values)
    value = phrase[phrase.index(first.MARK_OPEN) + 1:phrase.index(first.MARK_CLOSE)]
    extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower() and n.lower() != value.lower())
    row = third.record(group, kind, (form.name, phrase, extra, values.get("record", {})), host, rng,
                       at_for(form))
    return {**row, "needles": fifth.distinct(row["needles"]), "source": form.source,
            **({"position": form.position} if form.position else {})}


def planted(draws: Draws, pools: Pools, rng: random.Random, nicks: LogNicks) -> list[dict]:
    records, tables = [], {"phone": phone_regions(), "iban": quiet_countries()}
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = kind_forms[i % len(kind_forms)], pools.take()
            values = fields(kind, draws, i, tables)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken:
                    values = {**values, "v": spoken, "record": {"names": [spoken], "log_nick": True}}
            records.append(plant_record("planted", kind, form, values, host, rng))
    return records


def negatives(pools: Pools, rng: random.Random) -> list[dict]:
    return [plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}}, pools.take(clean=True),
                         rng) for form in NEGATIVES]


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form, "text": draws.token(line), "names": list(NEGATIVE_NAMES),
             "source": source} for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

def handle_of(person: Person, sep: str = "_") -> str:
    return f"{person.ascii_first}{sep}{person.ascii_last[:3]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "reply-ping-first-token": (f"⟦<@{uid}>⟧ did the reinstall work?", (uid, handle), author, "first"),
        "mention-then-comma": (f"⟦<@{uid}>⟧, same error here", (uid, handle), author, "first"),
        "mention-in-quote": (f"> ⟦<@{uid}>⟧ said to purge it", (uid, handle), author, "quotes"),
        "handle-in-markdown-link": (f"[ask ⟦@{handle}⟧](https://discord.com/channels/1/2/3)", (handle,), author,
                                    "markdown-link"),
        "nickname-possessive": (f"⟦{person.full}⟧'s fix worked", (person.last, person.first), nicknamed, "first"),
        "handle-in-code-span": (f"add `⟦{handle}⟧` to the sudo group", (handle,), author, "backticks"),
        "sticker-name-full-name": (f"⟦{person.full}⟧ facepalm", (person.last, person.first),
                                   {**nicknamed, "place": "sticker"}, "first"),
        "forwarded-thanks-handle": (f"thanks ⟦@{handle}⟧!", (handle,), {**author, "place": "forward"}, "punctuation"),
        "attachment-name-handle-first": (f"⟦{handle}⟧_dmesg.txt", (handle,), {**author, "place": "attachment-name"},
                                         "first"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "mention-first-token-colon": (f"⟦<@{uid}>⟧: deploy is green", (uid, person.last), user, "first"),
        "mention-in-parentheses-question": (f"was it you (⟦<@{uid}>⟧)?", (uid, person.last), user, "parentheses"),
        "mention-in-quote": (f"> ⟦<@{uid}>⟧ said ship it", (uid, person.last), user, "quotes"),
        "edited-real-name-possessive": (f"⟦{person.full}⟧'s laptop again", (person.last, person.first),
                                        {**user, "place": "edit"}, "first"),
        "handle-in-code-span": (f"page `⟦{handle}⟧` if it breaks", (handle,), user, "backticks"),
        "pretext-mention-then-comma": (f"⟦<@{uid}>⟧, this one is yours", (uid, person.last),
                                       {**user, "place": "pretext"}, "first"),
        "shared-thanks-first-name": (f"thanks ⟦{person.first}⟧!", (person.first,), {**user, "place": "attachment"},
                                     "punctuation"),
        "file-title-handle-possessive": (f"⟦{handle}⟧'s notes (draft).pdf", (handle,), {**user, "place": "file"},
                                         "first"),
        "comment-addressed-first-name": (f"⟦{person.first}⟧: see line 12", (person.first,),
                                         {**user, "place": "comment"}, "first"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "mention-first-token": (f"⟦@{handle}⟧ where's the log?", (handle,), {"entity": ["mention", 0]}, "first"),
        "cc-mention-semicolon": (f"cc ⟦@{handle}⟧;", (handle,), {"entity": ["mention", 0]}, "punctuation"),
        "text-mention-possessive": (f"⟦{person.first}⟧'s phone died", (person.first,),
                                    {"entity": ["mention_name", number]}, "first"),
        "text-link-in-parentheses": (f"(⟦{person.full}⟧)", (person.last, person.first, handle),
                                     {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "parentheses"),
        "caption-mention-comma": (f"⟦@{handle}⟧, your screenshot", (handle,),
                                  {"entity": ["mention", 0], "place": "caption"}, "first"),
        "poll-possessive-question": (f"⟦{person.first}⟧'s place or mine?", (person.first,), {"place": "poll"},
                                     "first"),
        "saved-thanks-mention": (f"thanks ⟦@{handle}⟧!", (handle,),
                                 {"entity": ["mention", 0], "place": "saved", "from": person.full}, "punctuation"),
        "via-bot-question-mention": (f"is ⟦@{handle}⟧ around?", (handle,),
                                     {"entity": ["mention", 0], "place": "via_bot", "from": "gif"}, "punctuation"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 70), "slack": (slack_plant, SLACK_DOC, 90),
           "telegram": (telegram_plant, TELEGRAM_DOC, 110)}
EXPORT_FORMS = {
    "discord": ("reply-ping-first-token", "mention-then-comma", "mention-in-quote", "handle-in-markdown-link",
                "nickname-possessive", "handle-in-code-span", "forwarded-thanks-handle", "attachment-name-handle-first",
                "sticker-name-full-name"),
    "slack": ("mention-first-token-colon", "mention-in-parentheses-question", "mention-in-quote",
              "edited-real-name-possessive", "handle-in-code-span", "shared-thanks-first-name",
              "file-title-handle-possessive", "comment-addressed-first-name", "pretext-mention-then-comma"),
    "telegram": ("mention-first-token", "cc-mention-semicolon", "text-mention-possessive", "text-link-in-parentheses",
                 "caption-mention-comma", "poll-possessive-question", "saved-thanks-mention",
                 "via-bot-question-mention")}
WHOLE_PLACES = ("attachment", "file", "attachment-name", "sticker")     # the plant is the whole text there (v7's way)


def export_records(draws: Draws, platform: str, pools: Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    people = [draws.person(1000 + offset + k) for k in range(PEOPLE_PER_PLATFORM)]
    found, kinds = [], EXPORT_FORMS[platform]
    for i in range(PER_KIND):
        form, person = kinds[i % len(kinds)], people[(i + i // len(kinds)) % len(people)]
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
        at = 0 if setup.get("place") in WHOLE_PLACES or position == "first" or phrase.startswith("> ") else None
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), pools.take(), rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position})
    return found


def side_channels(draws: Draws) -> list[dict]:
    eg, ma, sa, om, tn = (draws.person(1400 + k) for k in range(5))
    tag = f"{eg.ascii_first}#{1000 + draws.rng.randrange(9000)}"
    rows = {
        "discord-dm-name": ("discord", tag, (eg.ascii_first,)),
        "slack-private-channel-of-person": ("slack", f"perf-review-{ma.ascii_first}-{ma.ascii_last}",
                                            (ma.ascii_first, ma.ascii_last)),
        "slack-mpdm-name": ("slack", f"mpdm-{sa.ascii_first}--{om.ascii_first}--{tn.ascii_first}--{ma.ascii_first}-1",
                            (sa.ascii_first, om.ascii_first, tn.ascii_first)),
        "telegram-personal-title": ("telegram", f"{om.first} \"{om.ascii_first[:4].title()}\" {om.last}",
                                    (om.first, om.last, om.ascii_first[:4])),
        "export-path-home": ("discord", f"/home/{tn.ascii_first}{tn.ascii_last[:1]}/.var/app/org.telegram.desktop/"
                             "data/TelegramDesktop/exports", (f"{tn.ascii_first}{tn.ascii_last[:1]}",)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 5 or not n.isascii())]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v7 (lower case): no value of v8 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def build() -> list[dict]:
    """Every record of the eighth held-out set (needs mimesis, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    channels, ubuntu = seventh.channel_hosts(used), seventh.ubuntu_hosts(used)
    earlier = earlier_values()
    draws = Draws(earlier | {w.lower() for h in channels + ubuntu for w in re.findall(r"\w+", h.text)})
    pools = Pools(channels, ubuntu, rng)
    real = [pools.take(clean=True) for _ in range(REAL_UNPLANTED)]
    records = [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    records += planted(draws, pools, rng, LogNicks(set(earlier)))
    records += negatives(pools, rng)
    for platform in EXPORTS:
        records += export_records(draws, platform, pools, rng)
    return records + side_channels(draws) + technical(draws)


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
