"""Builds bench/data/anonymize_heldout11.jsonl, the ELEVENTH held-out set of the anonymiser (v11), measured by
`bench/anonymize_heldout.py --set v11`. Written on 2026-11-29 (06:20-06:34 UTC, helper heldout11) after v10 was
spent; never tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py, the ten earlier builders (v10's in full, the others' constants
and helpers: to keep their record format and groups, import their helpers and avoid their forms, hosts, locales and
values), tests/test_anonymize_heldout.py and, of docs/chat-exports.md, the lines on what the Slack, Discord and
Telegram readers make of markup (grep: Slack's `<url|label>` read as the url, `&lt;` `&gt;` `&amp;` unescaped). It did
not open ../shared/README.md nor the first section of docs/privacy.md. One public search (about a minute) confirmed
the shape of Slack's escaping and mrkdwn in "Formatting text for app surfaces"; every other encoding is written from
memory, and each form's `source` names the document that defines it; no line or value was copied. It did NOT read the rule modules (disentangle/privacy/),
the release validator or auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set, the
privacy tests, nor the rest of docs/privacy.md. The anonymiser was never run on a plant, nor `disentangle extract`,
nor the harness on this set.

v11 keeps v5-v10's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and differs in METHOD:

- VALUES AS CLIENTS, EXPORTERS, BROWSERS AND PROGRAMS ENCODE THEM (`FORMS`). Earlier sets wrote values as a person
  types them; v11 writes them as they reach a log after something touched them, each form's `source` naming the
  document that defines the encoding:
  - Slack's auto-links as an export's text holds them (`<mailto:a@b|a@b>`, `<tel:+1...|+1 ...>`,
    `<http://ip|ip>`), Slack's `&lt;` `&gt;` `&amp;` escapes and `*bold*` / `_italic_` / `~strike~` mrkdwn;
  - Discord markdown around values (`||spoiler||`, `**bold**`, `__underline__`, `` `code` ``, `> quote`, masked
    links `[text](mailto:...)`, `<https://...>` suppressed embeds);
  - URLs holding values: percent-encoded query strings (RFC 3986), `mailto:` (RFC 6068), `tel:` (RFC 3966),
    `sms:` (RFC 5724), `wa.me/<number>` and `whatsapp://send?phone=`, `file://` URIs (RFC 8089), user-info in
    URLs, IPv6 in brackets with a port or a zone (RFC 6874), IPv4-mapped IPv6, a MAC in a URL path or query;
  - text a browser or word processor copied: U+00A0 / U+202F / U+2009 spaces, U+2011 non-breaking hyphens and U+2013
    en dashes between digit groups, a soft hyphen, a zero-width space inside a number, fullwidth digits and `＠`
    (NFKC-equivalent: Unicode TR#15), HTML character references (`&#64;`, `&commat;`) and values inside HTML;
  - program encodings: minified JSON, YAML flow maps, INI / systemd lines, shell `export`, Python reprs,
    key=value log lines, CSV quoted fields, URL-encoded form bodies;
  - secrets as programs print them: `Authorization: Bearer` / `Basic <base64 of user:pass>`, a token in a URL
    query, `.netrc`, an `.npmrc` `_authToken`, a password in a URL's user-info, `docker run -e`, a JWT in a
    `Cookie:` header.
  Every value is one a reader of the log still sees (the e-mail, the number, the address).
- POSITIONS (`POSITIONS`, each form tagged): inside the markup, right after it without a space, the value as both
  link text and target, the value twice in two encodings, at the line's start and at its end.
- HOSTS: v9's three pools (the #ubuntu days of the annotated corpus the earlier sets used least, the shared irclogs
  days, new-channels), none a line of v1-v10; the phrase is appended after the host's words or put at a word
  boundary (a line-start form at the host's start, a line-end form at its end).
- VALUES FROM GENERATORS AND RANGES NONE USED: people from Faker's lt_LT, vi_VN, en_TH, sw, en_PK and de_LI (no
  earlier set drew people from them); phone numbers of regions no earlier set used (`PHONE_REGIONS`; the
  digits-only spellings of WhatsApp links from NANP regions, whose national prefix 1 makes the bare digits a
  valid national number), each checked `phonenumbers`-valid in the exact spelling planted; IBANs of the countries
  the earlier sets used least; card ranges under labels none used; seeded `random.Random`.
- NICKS that speak in the host day's own log, none planted before, written as clients render them (`@nick` of a
  Slack bridge, `<nick>` quoted, `**nick**`, `nick:` after markup).
- Exports: Discord / Slack / Telegram mentions inside each platform's markup (Discord `**<@id>**`, `||<@id>||`, `## <@id>`,
  masked profile links; Slack `_<@U..>_`, `~<@U..>~`, `-&gt;<@U..>`, `:wave:<@U..>`, a profile link's user id; Telegram entities `mention`, `mention_name`,
  `text_link`, `bold`, `spoiler`, `underline` over a handle), and side channels (a Discord group DM named after two
  people, a Slack DM partner, a Slack channel named after two people, a Telegram group titled with a family name,
  an export under a home folder whose name is a person's).

    python bench/experiments/anonymize_heldout11.py   # rewrites bench/data/anonymize_heldout11.jsonl
    (needs Faker 40.x, phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
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
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer, placing
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct, iban_value, ascii_of
from experiments import anonymize_heldout6 as sixth  # noqa: E402 -- Draws (tokens), grouped
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- phone_value, valid_in

Person, Host = fifth.Person, first.Host

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout11.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl"
                     for n in ("", "2", "3", "4", "5", "6", "7", "8", "9", "10"))
SEED = 11111
EXPORT_SEED = 11202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("lt_LT", "vi_VN", "en_TH", "sw", "en_PK", "de_LI")     # Faker; no earlier set drew people from them
PHONE_REGIONS = ("EG", "KW", "OM", "MW", "BW", "TG", "BJ", "FO", "GL", "GM", "MC", "SV", "NI", "CI", "ML")
NANP_REGIONS = ("DO", "JM", "TT", "PR", "KY", "GD", "LC", "VC")      # digits-only spellings: 1 + ten digits
IBAN_COUNTRIES = ("PS", "RO", "RS", "SI", "SK", "BG", "DK", "FI", "FO", "GI", "GL", "HR", "LT", "SE")
# (label none used, IIN prefix, length): the networks' published ranges, labelled by the bank that issues there
CARD_RANGES = (("mastercard_2series_swedbank_lt", "2221", 16), ("visa_vietcombank", "428310", 16),
               ("visa_desjardins_qc", "450644", 16), ("mastercard_crdb_tz", "539923", 16),
               ("unionpay_hbl_pk", "6243", 16), ("visa_lgt_li", "474143", 16),
               ("jcb_vietinbank", "3569", 16), ("mastercard_meezan_pk", "518617", 16))
EMAIL_DOMAINS = ("inbox.lt", "one.lt", "vnn.vn", "fpt.vn", "videotron.ca", "sympatico.ca", "kenet.or.ke",
                 "cyber.net.pk", "adon.li", "yandex.kz")
V4_BLOCKS = ("78.60", "88.119", "113.161", "171.244", "24.200", "70.83", "41.220", "119.160", "82.117")   # global /16s
V6_PREFIXES = ("2a02:2840", "2402:800", "2607:fa48", "2c0f:fe38", "2400:adc0", "2a02:26f0")
OUIS = ("f0:2f:74", "48:a9:8a", "b0:be:76", "40:b0:76", "c4:e9:84", "7c:10:c9")   # vendor OUIs
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"

# ------------------------------------------------------------------------------------------ the documents

SLACK_FMT = "https://api.slack.com/reference/surfaces/formatting (Formatting text for app surfaces: links, escaping)"
DISCORD_MD = "https://support.discord.com/hc/en-us/articles/210298617 (Markdown Text 101: bold, spoiler, code, masked links)"
TELEGRAM_ENT = "https://core.telegram.org/bots/api#messageentity (MessageEntity types in a Telegram export's text array)"
RFC3986 = "RFC 3986 (URI generic syntax: percent-encoding, query, user-info, IP-literal)"
RFC6068 = "RFC 6068 (the mailto URI scheme)"
RFC3966 = "RFC 3966 (the tel URI for telephone numbers, visual separators)"
RFC5724 = "RFC 5724 (the sms URI scheme)"
RFC6874 = "RFC 6874 (zone identifiers in IPv6 address literals, %25 in URIs)"
RFC4291 = "RFC 4291 (IPv4-mapped IPv6 addresses, section 2.5.5.2)"
RFC7239 = "RFC 7239 (the Forwarded HTTP header: for= with a quoted IPv6 and port)"
RFC8089 = "RFC 8089 (the file URI scheme, Windows drive letters in appendix E)"
RFC8259 = "RFC 8259 (JSON text, minified as programs print it)"
RFC4180 = "RFC 4180 (CSV: quoted fields)"
RFC7617 = "RFC 7617 (HTTP Basic authentication: base64 of user-id:password)"
RFC6750 = "RFC 6750 (OAuth 2.0 bearer tokens: the Authorization header and the access_token query parameter)"
RFC7519 = "RFC 7519 (JSON Web Token, carried in a Cookie header as RFC 6265 sends it)"
HTML5 = "https://html.spec.whatwg.org/multipage/named-characters.html (HTML 5 named and numeric character references)"
HTML5_A = "https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-a-element (an <a href> in HTML)"
URLENC = "https://url.spec.whatwg.org/#application/x-www-form-urlencoded (a form body a browser sends)"
TR15 = "https://unicode.org/reports/tr15/ (Unicode TR#15: fullwidth forms, NFKC-equivalent to ASCII)"
UAX14 = "https://unicode.org/reports/tr14/ (UAX #14: U+00A0, U+202F, U+2009, U+2011 glue digit groups)"
UNICODE_FORMAT = "https://www.unicode.org/charts/PDF/U2000.pdf (U+200B zero width space, U+00AD soft hyphen, U+2013)"
YAML12 = "https://yaml.org/spec/1.2.2/ (YAML 1.2 flow mappings)"
PYREPR = "https://docs.python.org/3/library/functions.html#repr (a dict's or a PosixPath's repr)"
POSIX_SH = "https://pubs.opengroup.org/onlinepubs/9699919799/utilities/V3_chap02.html (shell quoting, export)"
VSCODE_URL = "https://code.visualstudio.com/docs/editor/command-line#_opening-vs-code-with-urls (vscode://file/<path>)"
SYSTEMD = "systemd.syntax(7) (INI-style key=value lines of unit and .network files)"
LOGFMT = "https://brandur.org/logfmt (key=value log lines)"
NETRC = "https://www.gnu.org/software/inetutils/manual/html_node/The-_002enetrc-file.html (.netrc machine lines)"
GIT_REMOTE = "https://git-scm.com/docs/git-remote (git remote -v: a URL with user-info)"
NPMRC = "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc (a registry's _authToken line)"
DOCKER_RUN = "https://docs.docker.com/reference/cli/docker/container/run/ (docker run -e NAME=value)"
WA_LINK = "https://faq.whatsapp.com/5913398998672934 (click to chat: wa.me/<number>, digits only, no +)"
DHCPD = "https://kb.isc.org/docs/isc-dhcp-44-manual-pages-dhcpd (dhcpd's DHCPACK log lines)"
HOSTAPD = "https://w1.fi/hostapd/ (hostapd's 'STA <mac> IEEE 802.11: associated' log lines)"
MATRIX_TO = "https://spec.matrix.org/v1.12/appendices/#matrixto-navigation (a user permalink in a markdown link)"
IRC_BRIDGE = "https://github.com/matrix-org/matrix-appservice-irc (bridged lines: <nick> quoted, @nick mentions)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("inside-markup", "after-markup", "link-text-and-target", "twice-two-encodings", "line-start",
             "line-end")


@dataclass(frozen=True)
class Form:
    """One encoded phrase: its name, the line with `⟦…⟧` around the value, the encoding's document, where the value
    stands (`POSITIONS`)."""

    name: str
    line: str
    source: str
    position: str


def forms(source: str, *rows: tuple[str, str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source, position) for name, line, position in rows)


# --------------------------------------------------------------------------------------- the forms
# fields: see `fields`; `⟦…⟧` marks the value (needles[0]); other spellings of the value in the line are needles
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(SLACK_FMT, ("slack-mailto-autolink", "<mailto:{v}|⟦{v}⟧>", "link-text-and-target")),
        *forms(DISCORD_MD, ("discord-masked-mailto", "mail me: [here](mailto:⟦{v}⟧)", "inside-markup"),
               ("discord-spoiler-email", "||⟦{v}⟧|| (dont spam it)", "line-start")),
        *forms(RFC3986, ("query-percent-at", "https://forms.zohopublic.eu/r/support?email=⟦{pct}⟧&lang=en",
                         "inside-markup")),
        *forms(RFC6068, ("mailto-subject-body", "mailto:⟦{v}⟧?subject=dmesg%20output&body=attached",
                         "line-start")),
        *forms(HTML5, ("html-numeric-at", "contact ⟦{ent}⟧", "line-end"),
               ("html-named-commat", "⟦{commat}⟧ is where the logs go", "line-start")),
        *forms(TR15, ("fullwidth-at-ime", "メール：⟦{fw}⟧", "after-markup")),
        *forms(HTML5_A, ("html-anchor-mailto", "<a href=\"mailto:{v}\">⟦{v}⟧</a>", "link-text-and-target")),
        *forms(PYREPR, ("python-dict-repr", "{{'email': '⟦{v}⟧', 'verified': True}}", "inside-markup")),
        *forms(URLENC, ("form-body-two-encodings", "name={first}&email=⟦{pct}⟧&confirm={v}",
                        "twice-two-encodings"))),
    "phone": (
        *forms(SLACK_FMT, ("slack-tel-autolink", "<tel:{e164}|⟦{intl}⟧>", "link-text-and-target")),
        *forms(RFC3966, ("tel-uri-visual-separators", "tel:⟦{dashed}⟧", "after-markup")),
        *forms(RFC5724, ("sms-uri-body", "sms:⟦{e164}⟧?body=call%20me", "line-start")),
        *forms(UAX14, ("nbsp-copied-from-browser", "my number is ⟦{nbsp}⟧", "line-end"),
               ("non-breaking-hyphen", "reach me at ⟦{nbhy}⟧ after six", "inside-markup")),
        *forms(TR15, ("fullwidth-digits-ime", "電話：⟦{fw}⟧", "after-markup")),
        *forms(WA_LINK, ("wa-me-digits", "https://wa.me/⟦{digits}⟧", "line-end"),
               ("whatsapp-send-phone", "whatsapp://send?phone=⟦{digits}⟧&text=hi", "inside-markup")),
        *forms(RFC8259, ("json-minified-phone", "{{\"name\":\"{first}\",\"phone\":\"⟦{intl}⟧\"}}", "inside-markup")),
        *forms(RFC4180, ("csv-quoted-national", "\"{n}\",\"⟦{national}⟧\",\"member\"", "inside-markup")),
        *forms(DISCORD_MD, ("discord-bold-phone", "**⟦{intl}⟧** is my cell", "line-start")),
        *forms(UNICODE_FORMAT, ("en-dash-groups-phone", "cell ⟦{endash}⟧ (whatsapp too)", "inside-markup"))),
    "ipv4": (
        *forms(SLACK_FMT, ("slack-http-autolink", "<http://{v}|⟦{v}⟧>", "link-text-and-target"),
               ("slack-escaped-angles", "&lt;⟦{v}⟧&gt; is the box", "inside-markup")),
        *forms(RFC3986, ("url-host-port-path", "http://⟦{v}⟧:8096/web/index.html", "line-start")),
        *forms(RFC4291, ("ipv4-mapped-bracketed", "http://[::ffff:⟦{v}⟧]:8080/", "inside-markup")),
        *forms(DISCORD_MD, ("discord-inline-code", "`⟦{v}⟧`", "line-end")),
        *forms(LOGFMT, ("logfmt-src-ip", "level=warn msg=\"auth failed\" src_ip=⟦{v}⟧ port=51234", "after-markup")),
        *forms(RFC8259, ("json-ip-lookup", "{{\"ip\":\"⟦{v}⟧\",\"org\":\"AS{asn}\"}}", "inside-markup")),
        *forms(YAML12, ("yaml-flow-host", "{{host: ⟦{v}⟧, port: 22}}", "inside-markup")),
        *forms(RFC7239, ("forwarded-for", "Forwarded: for=⟦{v}⟧;proto=https", "after-markup"))),
    "ipv6": (
        *forms(RFC3986, ("ssh-uri-bracketed-port", "ssh://root@[⟦{v}⟧]:2222", "inside-markup"),
               ("query-percent-colons", "https://ipinfo.io/⟦{pct}⟧/json", "inside-markup")),
        *forms(RFC6874, ("bracketed-zone-id", "http://[⟦{v}⟧%25eth0]/", "inside-markup")),
        *forms(SLACK_FMT, ("slack-bracketed-autolink", "<http://[{v}]/|⟦{v}⟧>", "link-text-and-target")),
        *forms(DISCORD_MD, ("discord-code-ping", "`ping -6 ⟦{v}⟧`", "inside-markup"),
               ("discord-spoiler-v6", "||⟦{v}⟧||", "line-end")),
        *forms(RFC7239, ("forwarded-quoted-v6", "Forwarded: for=\"[⟦{v}⟧]:4711\"", "inside-markup")),
        *forms(RFC8259, ("json-minified-v6", "{{\"ipv6\":\"⟦{v}⟧\",\"prefix\":64}}", "inside-markup")),
        *forms(SYSTEMD, ("systemd-network-address", "Address=⟦{v}⟧/64", "after-markup"))),
    "mac": (
        *forms(DHCPD, ("dhcpack-line", "DHCPACK on 192.168.1.23 to ⟦{v}⟧ (laptop) via eth0", "inside-markup")),
        *forms(RFC3986, ("url-path-dashed", "http://192.168.0.1/api/clients/⟦{dash}⟧/block", "inside-markup"),
               ("captive-portal-query", "https://wifi.portal.net/login?client_mac=⟦{pct}⟧&ap=3", "inside-markup")),
        *forms(DISCORD_MD, ("discord-code-upper", "`⟦{upper}⟧`", "line-end")),
        *forms(RFC8259, ("json-mac", "{{\"mac\":\"⟦{v}⟧\",\"vendor\":\"{vendor}\"}}", "inside-markup")),
        *forms(SLACK_FMT, ("slack-bold-mac", "*⟦{upper}⟧*", "inside-markup")),
        *forms(HOSTAPD, ("hostapd-sta-associated", "wlan0: STA ⟦{v}⟧ IEEE 802.11: associated", "after-markup")),
        *forms(YAML12, ("yaml-flow-mac", "{{mac: \"⟦{v}⟧\", name: laptop}}", "inside-markup")),
        *forms(HTML5, ("html-table-cell-mac", "<tr><td>laptop</td><td>⟦{upper}⟧</td></tr>", "inside-markup")),
        *forms(URLENC, ("portal-query-two-encodings", "mac=⟦{pct}⟧&label={v}", "twice-two-encodings"))),
    "secret": (
        *forms(RFC6750, ("bearer-header", "Authorization: Bearer ⟦{tok}⟧", "line-end"),
               ("access-token-query", "https://graph.facebook.com/v19.0/me?access_token=⟦{tok}⟧&fields=id",
                "inside-markup")),
        *forms(RFC7617, ("basic-header-base64", "Authorization: Basic ⟦{basic}⟧", "line-end")),
        *forms(NETRC, ("netrc-machine-line", "machine api.heroku.com login {u} password ⟦{tok}⟧", "line-end")),
        *forms(NPMRC, ("npmrc-auth-token", "//registry.npmjs.org/:_authToken=⟦{npm}⟧", "after-markup")),
        *forms(DOCKER_RUN, ("docker-run-env", "docker run -d -e BOT_TOKEN=⟦{tg}⟧ mybot:latest", "inside-markup")),
        *forms(RFC7519, ("cookie-jwt", "Cookie: session=⟦{jwt}⟧; theme=dark", "inside-markup")),
        *forms(POSIX_SH, ("shell-export-single-quoted", "export DB_PASSWORD='⟦{pw}⟧'", "inside-markup")),
        *forms(DISCORD_MD, ("discord-spoiler-wifi", "wifi pass ||⟦{pw}⟧||", "inside-markup")),
        *forms(RFC3986, ("url-userinfo-password", "https://{u}:⟦{pw2}⟧@nas.{u}.duckdns.org:5001/", "inside-markup")),
        *forms(UNICODE_FORMAT, ("zero-width-space-token", "api key ⟦{tokzw}⟧ (pasted from teams)", "inside-markup"))),
    "home_path": (
        *forms(RFC8089, ("file-uri-home", "file:///home/⟦{u}⟧/Downloads/report.pdf", "inside-markup"),
               ("file-uri-percent-space", "file:///home/⟦{u}⟧/My%20Music/x.mp3", "inside-markup"),
               ("file-uri-windows-drive", "file:///C:/Users/⟦{U}⟧/Desktop/log.txt", "inside-markup")),
        *forms(DISCORD_MD, ("discord-code-config", "`/home/⟦{u}⟧/.config/discord`", "inside-markup")),
        *forms(RFC8259, ("json-escaped-backslashes", "{{\"path\":\"C:\\\\Users\\\\⟦{U}⟧\\\\AppData\\\\Local\"}}",
                         "inside-markup")),
        *forms(PYREPR, ("posixpath-repr", "PosixPath('/home/⟦{u}⟧/venv/bin/python')", "inside-markup")),
        *forms(POSIX_SH, ("shell-export-path", "export PATH=\"/home/⟦{u}⟧/.local/bin:$PATH\"", "inside-markup")),
        *forms(SYSTEMD, ("systemd-execstart", "ExecStart=/home/⟦{u}⟧/bin/sync.sh --quiet", "after-markup")),
        *forms(SLACK_FMT, ("slack-code-windows-path", "`C:\\Users\\⟦{U}⟧\\Downloads`", "inside-markup")),
        *forms(VSCODE_URL, ("vscode-file-url", "vscode://file/home/⟦{u}⟧/src/app.py:12", "inside-markup"))),
    "nick": (
        *forms(IRC_BRIDGE, ("bridge-at-mention", "@⟦{v}⟧ see above", "line-start"),
               ("bridge-angle-quote", "<⟦{v}⟧> try the hwe kernel", "line-start")),
        *forms(DISCORD_MD, ("discord-bold-nick", "**⟦{v}⟧**: thanks, that did it", "inside-markup"),
               ("discord-quote-nick", "> ⟦{v}⟧ said reinstall grub", "after-markup"),
               ("discord-underline-nick", "__⟦{v}⟧__ fixed it", "inside-markup")),
        *forms(SLACK_FMT, ("slack-bold-nick", "*⟦{v}⟧* ping", "inside-markup"),
               ("slack-italic-colon", "_thanks_ ⟦{v}⟧:", "line-end")),
        *forms(HTML5, ("html-bold-nick", "<b>⟦{v}⟧</b> knows", "inside-markup")),
        *forms(MATRIX_TO, ("matrix-to-permalink", "[⟦{v}⟧](https://matrix.to/#/@{v}:libera.chat)",
                           "link-text-and-target"))),
    "card": (
        *forms(UAX14, ("nbsp-groups", "card ⟦{nbsp}⟧", "line-end"),
               ("narrow-nbsp-groups", "⟦{nnbsp}⟧ exp {mm}/{yy}", "line-start"),
               ("thin-space-groups", "number: ⟦{thin}⟧", "after-markup"),
               ("non-breaking-hyphen-groups", "pan ⟦{nbhy}⟧ cvv later", "inside-markup")),
        *forms(UNICODE_FORMAT, ("en-dash-groups", "my card ⟦{endash}⟧", "line-end"),
               ("zero-width-space-inside", "⟦{zwsp}⟧ (copied from the app)", "line-start"),
               ("soft-hyphen-groups", "card no ⟦{shy}⟧", "line-end")),
        *forms(RFC8259, ("json-pan", "{{\"pan\":\"⟦{num}⟧\",\"exp\":\"{mm}/{yy}\"}}", "inside-markup")),
        *forms(DISCORD_MD, ("discord-spoiler-card", "||⟦{grouped}⟧||", "inside-markup")),
        *forms(URLENC, ("form-body-card", "card_number=⟦{num}⟧&exp_month={mm}&exp_year=20{yy}", "inside-markup"))),
    "iban": (
        *forms(RFC8259, ("json-iban", "{{\"iban\":\"⟦{v}⟧\",\"amount\":\"25.00\"}}", "inside-markup")),
        *forms(RFC3986, ("url-query-iban", "https://pay.revolut.com/send?iban=⟦{v}⟧&amount=25", "inside-markup")),
        *forms(DISCORD_MD, ("discord-code-iban", "`⟦{spaced}⟧`", "line-end"),
               ("discord-spoiler-iban", "||⟦{spaced}⟧|| thx", "line-start")),
        *forms(SLACK_FMT, ("slack-bold-iban", "*⟦{spaced}⟧*", "inside-markup")),
        *forms(RFC4180, ("csv-semicolon-quoted", "\"{n}\";\"⟦{v}⟧\";\"25,00\"", "inside-markup")),
        *forms(HTML5, ("html-table-cell", "<td>IBAN</td><td>⟦{spaced}⟧</td>", "inside-markup")),
        *forms(YAML12, ("yaml-flow-iban", "{{holder: {n}, iban: ⟦{v}⟧}}", "inside-markup")),
        *forms(PYREPR, ("python-repr-iban", "{{'iban': '⟦{v}⟧'}}", "inside-markup"))),
}

# encoded text that identifies no one (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("grub", "apt", "nano", "ufw", "snap")
NEGATIVES: tuple[Form, ...] = (
    *forms(RFC6068, ("mailto-example-org", "mailto:⟦user@example.org⟧?subject=test", ""),
           ("mailto-example-com-encoded", "mailto:⟦info%40example.com⟧", "")),
    *forms(SLACK_FMT, ("slack-mailto-example", "<mailto:help@example.net|⟦help@example.net⟧>", ""),
           ("slack-escaped-amp", "apt update ⟦&amp;&amp;⟧ apt upgrade", ""),
           ("slack-escaped-redirect", "echo 1 ⟦&gt;⟧ /proc/sys/net/ipv4/ip_forward", ""),
           ("slack-http-doc-ip", "<http://192.0.2.10|⟦192.0.2.10⟧>", ""),
           ("slack-channel-link", "see ⟦<#C024BE91L|general>⟧", ""),
           ("slack-here", "⟦<!here>⟧ maintenance tonight", "")),
    *forms(RFC3966, ("tel-emergency", "<tel:112|⟦112⟧>", ""), ("tel-911", "tel:⟦911⟧", "")),
    *forms(RFC3986, ("url-ipv6-doc-port", "https://[⟦2001:db8::1⟧]:8080/", ""),
           ("url-localhost-port", "http://⟦127.0.0.1⟧:631/admin", ""),
           ("url-percent-space", "ubuntu⟦%20⟧24.04 release notes", ""),
           ("url-private-router", "http://⟦192.168.1.1⟧/cgi-bin/luci", ""),
           ("url-link-local-zone", "http://[⟦fe80::1⟧%25wlan0]/", "")),
    *forms(GIT_REMOTE, ("git-service-account", "⟦git@github.com⟧:canonical/subiquity.git", ""),
           ("git-service-account-gitlab", "ssh://⟦git@gitlab.com⟧/fdroid/fdroidclient.git", "")),
    *forms(RFC7617, ("basic-of-nonsecret", "Authorization: Basic ⟦dXNlcjpwYXNzd29yZA==⟧ (the RFC's own example)",
                     "")),
    *forms("RFC 4648 (base64 of a non-secret)", ("base64-of-hello", "echo ⟦aGVsbG8gd29ybGQ=⟧ | base64 -d", "")),
    *forms(DISCORD_MD, ("discord-bold-version", "**⟦22.04.4⟧** is out", ""),
           ("discord-code-version", "`⟦6.8.0-45-generic⟧`", ""),
           ("discord-spoiler-ending", "||⟦the fix was a reboot⟧||", ""),
           ("discord-suppressed-embed", "<⟦https://ubuntu.com/download⟧>", ""),
           ("discord-masked-docs", "[⟦docs⟧](https://help.ubuntu.com/)", "")),
    *forms(HTML5, ("html-amp-entity", "Tom ⟦&amp;⟧ Jerry", ""), ("html-nbsp-entity", "a⟦&nbsp;⟧b", ""),
           ("html-copy-entity", "⟦&copy;⟧ Canonical Ltd.", "")),
    *forms(TR15, ("fullwidth-version", "バージョン ⟦２４．０４⟧", "")),
    *forms(UAX14, ("nbsp-in-price", "costs ⟦12\u00a0€⟧", ""), ("nbsp-in-size", "⟦4\u00a0GB⟧ of RAM", ""),
           ("narrow-nbsp-time", "at ⟦10:30\u202fPM⟧", "")),
    *forms(UNICODE_FORMAT, ("en-dash-range", "kernels ⟦5.15–6.8⟧", ""), ("en-dash-years", "⟦2004–2026⟧", "")),
    *forms(RFC8259, ("json-localhost", "{{\"host\":\"⟦localhost⟧\",\"port\":5432}}", ""),
           ("json-version", "{{\"version\":\"⟦1.2.3.4⟧\"}}", "")),
    *forms(YAML12, ("yaml-flow-private", "{{gateway: ⟦10.0.0.1⟧, dns: 1.1.1.1}}", "")),
    *forms(LOGFMT, ("logfmt-loopback", "level=info addr=⟦::1⟧ msg=listening", "")),
    *forms(PYREPR, ("python-repr-example", "{{'email': '⟦alice@example.com⟧'}}", "")),
    *forms(SYSTEMD, ("systemd-root-path", "ExecStart=⟦/root⟧/bin/backup.sh", ""),
           ("systemd-etc-skel", "ExecStartPre=/bin/cp -r ⟦/etc/skel⟧ /tmp/x", "")),
    *forms(DHCPD, ("dhcp-broadcast-mac", "DHCPDISCOVER from ⟦ff:ff:ff:ff:ff:ff⟧ via eth0", "")),
    *forms("RFC 7042 (documentation EUI-48)", ("doc-mac-json", "{{\"mac\":\"⟦00:00:5e:00:53:01⟧\"}}", "")),
    *forms("https://docs.stripe.com/testing (test cards)", ("stripe-test-card-nbsp", "⟦4242\u00a04242\u00a04242\u00a04242⟧",
                                                             "")),
    *forms("Ubuntu package names", ("word-nick", "**⟦grub⟧** needs reinstalling", ""),
           ("word-nick", "`⟦apt⟧` not apt-get", ""), ("word-nick", "__⟦nano⟧__ is fine", ""),
           ("word-nick", "*⟦ufw⟧* status", ""), ("word-nick", "||⟦snap⟧||", "")),
)

# encoded technical text with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("url-sha256-query", RFC3986, "https://releases.ubuntu.com/24.04/SHA256SUMS?sum={hex:64}"),
    ("discord-code-commit", DISCORD_MD, "`{hex:40}` broke the build"),
    ("slack-autolink-commit", SLACK_FMT, "<https://git.launchpad.net/ubuntu/commit/?id={hex:40}|{hex:7}>"),
    ("json-uuid", RFC8259, "{{\"uuid\":\"{uuid}\",\"fstype\":\"ext4\"}}"),
    ("yaml-flow-machine-id", YAML12, "{{machine_id: {hex:32}, arch: amd64}}"),
    ("logfmt-request-id", LOGFMT, "level=info request_id={uuid} status=200"),
    ("percent-encoded-path", RFC3986, "https://launchpad.net/ubuntu/+source/linux/{hex:12}%2Fdebian"),
    ("python-repr-digest", PYREPR, "{{'sha1': '{hex:40}', 'size': 4096}}"),
    ("csv-quoted-uuid", RFC4180, "\"{uuid}\",\"/boot/efi\",\"vfat\""),
    ("systemd-boot-id", SYSTEMD, "InvocationID={hex:32}"),
    ("docker-image-digest", DOCKER_RUN, "docker run --rm ubuntu@sha256:{hex:64}"),
    ("html-code-hash", HTML5, "<code>{hex:16}</code>"),
    ("discord-spoiler-uuid", DISCORD_MD, "||{uuid}||"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(sixth.Draws):
    """v6's drawing helpers (tokens) with v11's seed and people of the locales none used."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = self.draw_person(PEOPLE_LOCALES[i % len(PEOPLE_LOCALES)])
        return self.people[i]

    def draw_person(self, locale: str) -> Person:
        if locale not in self.fakers:
            from faker import Faker
            self.fakers[locale] = Faker(locale)
            self.fakers[locale].seed_instance(f"{SEED}-{locale}")
        fake = self.fakers[locale]
        for attempt in range(MAX_DRAWS):       # vi_VN's and de_LI's first_name() gives John / Jane: by gender
            first_name = fake.first_name_female() if attempt % 2 else fake.first_name_male()
            last = fake.last_name()
            if " " in first_name or " " in last or "-" in last:
                continue
            a_first, a_last = ascii_of(first_name), ascii_of(last)
            if (len(a_first) >= 3 and len(a_last) >= 4 and a_first != a_last
                    and not {first_name.lower(), last.lower(), a_first, a_last} & self.earlier
                    and self.fresh(f"{a_first}.{a_last}")):
                return Person(f"{first_name} {last}", first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")


def ascii_of(text: str) -> str:
    """v5's ASCII spelling, with the Vietnamese and Lithuanian letters NFKD leaves whole folded first (đ -> d)."""
    return fifth.ascii_of(text.replace("đ", "d").replace("Đ", "D"))


FULLWIDTH = str.maketrans("0123456789+@", "０１２３４５６７８９＋＠")


def phone_value(draws: Draws, region: str) -> dict[str, str]:
    """A valid mobile number of `region` (v10's drawing: the range's lead digits kept) in every spelling v11 plants,
    each checked valid for the region as spelled."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    for _ in range(MAX_DRAWS):
        values = tenth.phone_value(draws, region, "MOBILE")
        parsed = phonenumbers.parse(values["e164"])
        intl = phonenumbers.format_number(parsed, fmt.INTERNATIONAL)
        spelled = {"e164": values["e164"], "intl": intl, "national": phonenumbers.format_number(parsed, fmt.NATIONAL),
                   "dashed": phonenumbers.format_number(parsed, fmt.RFC3966).removeprefix("tel:"),
                   "nbsp": intl.replace(" ", "\u00a0"), "nbhy": intl.replace(" ", "\u2011"),
                   "endash": intl.replace(" ", "\u2013"),
                   "fw": intl.translate(FULLWIDTH), "digits": values["e164"].lstrip("+")}
        if all(tenth.valid_in(v, region) for k, v in spelled.items() if k != "digits" or region in NANP_REGIONS):
            return spelled
    raise SystemExit(f"no number of {region} valid in every spelling")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def public_v4(draws: Draws) -> str:
    while True:
        block = draws.rng.choice(V4_BLOCKS)
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(256)}.{draws.rng.randrange(1, 255)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws) -> str:
    while True:
        head = draws.rng.choice(V6_PREFIXES).split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8 - len(head))]
        if draws.rng.random() < 0.4:
            at = draws.rng.randrange(1, len(groups) - 2)
            groups[at:at + 2] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws) -> str:
    while True:
        value = draws.rng.choice(OUIS) + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


JWT_HEADER = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"     # base64url of {"alg":"HS256","typ":"JWT"}
PW_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!%+-_=.#"


def password(draws: Draws) -> str:
    for _ in range(MAX_DRAWS):
        pw = draws.chars(PW_ALPHABET, 12 + draws.rng.randrange(6))
        if re.search(r"\d", pw) and re.search(r"[A-Z]", pw) and "'" not in pw and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def b64url(data: bytes) -> str:
    """Base64url without padding (RFC 7515's encoding of a JWT's parts)."""
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def secret_fields(draws: Draws, person: Person, user: str, i: int) -> dict[str, str]:
    pw = password(draws)
    payload = json.dumps({"sub": str(10 ** 6 + draws.rng.randrange(10 ** 6)), "name": person.ascii_first,
                          "iat": 1764000000 + draws.rng.randrange(10 ** 6)}, separators=(",", ":")).encode()
    return {"pw": pw, "pw2": password(draws), "tok": draws.chars(ALNUM, 40), "npm": "npm_" + draws.chars(ALNUM, 36),
            "tokzw": (lambda t: t[:20] + "\u200b" + t[20:])("sk_live_" + draws.chars(ALNUM, 32)),
            "tg": f"{draws.rng.randrange(10 ** 9, 8 * 10 ** 9)}:AA{draws.chars(B64URL, 33)}",
            "basic": base64.b64encode(f"{user}:{pw}".encode()).decode(),
            "jwt": f"{JWT_HEADER}.{b64url(payload)}.{draws.chars(B64URL, 43)}"}


def login(draws: Draws, person: Person) -> str:
    for candidate in (person.ascii_first, person.ascii_first + person.ascii_last[:1],
                      person.ascii_first[:1] + person.ascii_last, f"{person.ascii_first}.{person.ascii_last}"):
        if len(candidate) >= 4 and draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs: `v` and the kind's spellings, the extra needles, record fields."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "first": person.first, "u": person.ascii_first[:1] + person.ascii_last[:6],
            "extra": (), "record": {"locale": person.locale}}
    if kind == "email":
        dom = EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)]
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first}{person.ascii_last}",
                 f"{person.ascii_first[:1]}{person.ascii_last}{i % 90 + 10}")[i % 3]
        v = f"{local}@{dom}"
        return {**base, "v": v, "pct": quote(v, safe=""), "ent": v.replace("@", "&#64;"),
                "commat": v.replace("@", "&commat;"), "fw": v.replace("@", "＠"), "extra": (v, local)}
    if kind == "phone":
        pool = NANP_REGIONS if "{digits}" in form.line else PHONE_REGIONS
        region = pool[i % len(pool)]
        values = phone_value(draws, region)
        return {**base, **values, "extra": (values["e164"],), "record": {**base["record"], "region": region,
                                                                            "type": "MOBILE"}}
    if kind == "ipv4":
        v = public_v4(draws)
        return {**base, "v": v, "asn": str(8000 + draws.rng.randrange(50000))}
    if kind == "ipv6":
        v = public_v6(draws)
        return {**base, "v": v, "pct": v.replace(":", "%3A"), "extra": (v,)}
    if kind == "mac":
        v = mac_value(draws)
        return {**base, "v": v, "upper": v.upper(), "dash": v.upper().replace(":", "-"), "pct": v.replace(":", "%3A"),
                "extra": (v,),
                "vendor": ("Intel", "Apple", "Samsung", "Xiaomi", "TP-Link", "Huawei")[OUIS.index(v[:8])]}
    if kind == "secret":
        user = login(draws, person)
        return {**base, "u": user, **secret_fields(draws, person, user, i)}
    if kind == "home_path":
        user = login(draws, person)
        return {**base, "u": user, "U": person.first if person.first.isascii() and len(person.first) >= 4 else user.capitalize()}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:3]
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        groups = sixth.grouped(number).split(" ")
        return {**base, "num": number, "grouped": " ".join(groups), "nbsp": "\u00a0".join(groups),
                "nnbsp": "\u202f".join(groups), "thin": "\u2009".join(groups), "nbhy": "\u2011".join(groups),
                "endash": "\u2013".join(groups), "zwsp": number[:8] + "\u200b" + number[8:],
                "shy": "\u00ad".join(groups), "mm": f"{1 + (i * 5) % 12:02d}", "yy": f"{27 + i % 5}",
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = fifth.iban_value(draws, country)
    return {**base, "v": value, "spaced": sixth.grouped(value), "extra": (value,),
            "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def at_for(form: Form, host: Host, i: int) -> int | None:
    """A line-start form at the host's start, a line-end form after its words, the others in turn."""
    if form.position == "line-start":
        return 0
    if form.position == "line-end":
        return len(host.text)
    return len(host.text) if i % 2 else None


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    phrase = form.line if group == "negative" else form.line.format(
        **{k: v for k, v in values.items() if isinstance(v, str)})
    if group == "negative":
        phrase = phrase.replace("{{", "{").replace("}}", "}")
    value = phrase[phrase.index(first.MARK_OPEN) + 1:phrase.index(first.MARK_CLOSE)]
    extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower() and n.lower() != value.lower())
    row = third.record(group, kind, (form.name, phrase, extra, values.get("record", {})), host, rng,
                       at_for(form, host, i))
    return {**row, "needles": fifth.distinct(row["needles"]), "source": form.source, "position": form.position}


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records = []
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = kind_forms[i % len(kind_forms)], pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken:
                    values = {**values, "v": spoken, "record": {"names": [spoken], "log_nick": True}}
            records.append(plant_record("planted", kind, form, values, host, rng, i))
    return records


def negatives(pools: ninth.Pools, rng: random.Random) -> list[dict]:
    return [plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}},
                         pools.take(clean=True), rng, i) for i, form in enumerate(NEGATIVES)]


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form,
             "text": draws.token(line).replace("{{", "{").replace("}}", "}"), "names": list(NEGATIVE_NAMES),
             "source": source} for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

def handle_of(person: Person, sep: str = "_") -> str:
    return f"{person.ascii_first}{sep}{person.ascii_last[:4]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    author = {"author": [uid, handle]}
    return {
        "bold-raw-mention": (f"**⟦<@{uid}>⟧** fixed it", (uid, handle), author, "inside-markup"),
        "spoiler-raw-mention": (f"||⟦<@{uid}>⟧|| knows the password", (uid, handle), author, "inside-markup"),
        "quote-raw-mention": (f"> ⟦<@{uid}>⟧ said try nomodeset", (uid, handle), author, "after-markup"),
        "heading-raw-mention": (f"## ⟦<@{uid}>⟧ is on call", (uid, handle), author, "after-markup"),
        "code-handle": (f"ask `⟦@{handle}⟧`", (handle,), author, "inside-markup"),
        "masked-profile-link": (f"[⟦{handle}⟧](https://discord.com/users/{uid})", (uid,), author,
                                "link-text-and-target"),
        "suppressed-profile-embed": (f"<https://discord.com/users/⟦{uid}⟧>", (), author, "inside-markup"),
        "strike-then-nick-mention": (f"~~nobody~~⟦<@!{uid}>⟧ did", (uid, handle), author, "after-markup"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "escaped-arrow-mention": (f"handing over -&gt;⟦<@{uid}>⟧ takes the pager", (uid, person.last), user,
                                  "after-markup"),
        "mention-then-escaped-amp": (f"⟦<@{uid}>⟧ &amp; me", (uid, person.last), user, "line-start"),
        "italic-mention": (f"_⟦<@{uid}>⟧_ wrote the script", (uid, person.last), user, "inside-markup"),
        "strike-mention": (f"~⟦<@{uid}>⟧~ out today", (uid, person.last), user, "inside-markup"),
        "code-handle": (f"ask `⟦@{handle}⟧`", (handle,), user, "inside-markup"),
        "profile-link-user-id": (f"<https://acme.slack.com/team/⟦{uid}⟧|{person.full}>", (), user,
                                 "inside-markup"),      # the reader keeps the link, not its label
        "quote-mention": (f"&gt; ⟦<@{uid}>⟧ reboot first", (uid, person.last), user, "after-markup"),
        "emoji-shortcode-then-mention": (f":wave:⟦<@{uid}>⟧ welcome", (uid, person.last), user, "after-markup"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "mention-entity": (f"ask ⟦@{handle}⟧", (handle,), {"entity": ["mention", 0]}, "line-end"),
        "bold-entity-handle": (f"⟦@{handle}⟧ fixed it", (handle,), {"entity": ["bold", 0]}, "line-start"),
        "spoiler-entity-handle": (f"secret admin: ⟦@{handle}⟧", (handle,), {"entity": ["spoiler", 0]},
                                  "inside-markup"),
        "underline-entity-handle": (f"run it as ⟦@{handle}⟧ said", (handle,), {"entity": ["underline", 0]},
                                    "inside-markup"),
        "text-link-tme": (f"thanks ⟦{person.first}⟧", (person.first, handle),
                          {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "link-text-and-target"),
        "text-link-tg-user": (f"ping ⟦{person.full}⟧", (person.last, person.first),
                              {"entity": ["text_link", 0, f"tg://user?id={number}"]}, "inside-markup"),
        "mention-name-entity": (f"⟦{person.first}⟧ knows", (person.first,), {"entity": ["mention_name", number]},
                                "line-start"),
        "tme-url-plain": (f"https://t.me/⟦{handle}⟧", (), {}, "line-end"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_MD, 70), "slack": (slack_plant, SLACK_FMT, 90),
           "telegram": (telegram_plant, TELEGRAM_ENT, 110)}
EXPORT_FORMS = {
    "discord": ("bold-raw-mention", "spoiler-raw-mention", "quote-raw-mention", "heading-raw-mention", "code-handle",
                "masked-profile-link", "suppressed-profile-embed", "strike-then-nick-mention"),
    "slack": ("escaped-arrow-mention", "mention-then-escaped-amp", "italic-mention", "strike-mention", "code-handle",
              "profile-link-user-id", "quote-mention", "emoji-shortcode-then-mention"),
    "telegram": ("mention-entity", "bold-entity-handle", "spoiler-entity-handle", "underline-entity-handle",
                 "text-link-tme", "text-link-tg-user", "mention-name-entity", "tme-url-plain")}


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
        at = 0 if position == "line-start" else len(host.text) if position == "line-end" or i % 2 else None
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position})
    return found


def side_channels(draws: Draws) -> list[dict]:
    a, b, c, d, e, f = (draws.person(1400 + k) for k in range(6))
    folder = f.ascii_first.lower()
    rows = {
        "discord-group-dm-name": ("discord", f"{a.first} & {b.first} – trip plans", (a.first, b.first)),
        "slack-dm-of-user": ("slack", f"{c.full} (she/her)", (c.last, "U0HELDDM3P")),
        "slack-channel-of-people": ("slack", f"{d.ascii_first}-{e.ascii_first}-wedding", (d.ascii_first, e.ascii_first)),
        "telegram-group-title": ("telegram", f"Nhà {e.last} 🏠", (e.last,)),
        "export-path-home": ("discord", f"/home/{folder}/Downloads/Telegram Desktop/ChatExport_2026-11-29", (folder,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC} for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v10 (lower case): no value of v11 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def build() -> list[dict]:
    """Every record of the eleventh held-out set (needs Faker, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)
    earlier = earlier_values()
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
