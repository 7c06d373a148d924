"""Builds bench/data/anonymize_heldout9.jsonl, the NINTH held-out set of the anonymiser (v9), measured by
`bench/anonymize_heldout.py --set v9`. Written on 2026-11-29 (04:11-04:40 UTC, helper heldout9) after v8 was spent;
never tuned on; committed with its jsonl before any measurement. Its author read only the harness,
bench/heldout_exports.py, the eight earlier builders (to keep their record format and groups, import their helpers
and avoid their forms, hosts and values), tests/test_anonymize_heldout.py, docs/privacy.md's first section,
../shared/README.md files, and the man pages of this machine (sections 1, 5 and 8): which are installed (`man -w`,
the man5 and man8 listings), and the format sections of git-credential-store(1) (STORAGE FORMAT), apt_auth.conf(5)
(NETRC-LIKE FORMAT), gitmailmap(5) and ethers(5); the other installed pages' formats (fstab(5), hosts(5),
resolv.conf(5), passwd(5), shadow(5), git-config(1), curl(1), wget(1), last(1), who(1), journalctl(1),
ip-address(8), ss(8), lsblk(8), mount(8), ...) are written as those pages document them, from memory. Where a
format's man page is not installed here (crontab(5), sudoers(5), wpa_supplicant.conf(5), nmcli(1), mount.cifs(8),
wg(8), ping(8), mysql(1), ...) the form's `source` says so and names the upstream document instead; the token
shapes of the services (Brevo,
ReadMe, Typeform, NVIDIA NGC, xAI, Perplexity, DataStax Astra, CircleCI, PostHog, Sentry, MailerSend) are as their
documents give them, from memory (no search was made). It did NOT read the rule modules (disentangle/privacy/),
the release validator or auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set,
the privacy tests, nor the rest of docs/privacy.md. The anonymiser was never run on a plant, nor
`disentangle extract`, nor the harness on this set.

v9 keeps v5-v8's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and differs in METHOD:

- FORMS FROM WHAT USERS PASTE, as this machine's man pages document the formats: configuration files (fstab,
  hosts, resolv.conf, ssh_config, passwd / shadow, ethers, apt auth.conf, .git-credentials, .gitconfig, .mailmap,
  systemd units' `Environment=`, crontabs, environment files) and program output (last, who, w, loginctl, ss,
  ip address, lsblk, mount, findmnt, journalctl lines, curl -v, wget, git log / shortlog, gpg, psql tables), and
  dotfiles whose formats are public (`~/.pgpass`, rclone.conf, docker's config.json `auths`, a kubeconfig's
  `users:`, `.npmrc` `_auth`, pip.conf `index-url` with credentials, `.env` files, cifs credential files). Each
  form's `source` names the man page (`fstab(5)`) or, when not installed here, says so and names the upstream
  document. Lines and values are ours; no file was copied.
- POSITIONS of pastes (`POSITIONS`, each form tagged): a multi-line snippet joined by ` | ` (`paste-pipe`) or by
  line feeds (`paste-lines`), after a shell prompt (`prompt`: `$ `, `# `, `user@host:~$ `), in a `key = value`
  (`key-equals`), `key: value` (`key-colon`) or `KEY=value` (`env-assign`) line, in a column of a program's table
  (`table-column`), in a log line with its timestamp (`log-timestamp`), and, for nicks and a few mentions, in
  prose (`prose`). None of v8's new positions (backticks, fences on one line, quotes, markdown links, one-line
  JSON or YAML) is a position here. A paste follows its host line's words (as people paste after saying what it is).
- HOSTS: dealt in turn from three pools: the #ubuntu days of the annotated corpus the earlier sets used least,
  the shared irclogs days (2004-09-22, 2005-02-24; earlier sets took 54 lines of them), and the new-channels lines
  (Channel Two, Rust) no earlier set used; the real unplanted lines likewise as far as each pool holds clean lines.
- VALUES FROM GENERATORS NO EARLIER SET USED: people from Faker's Nigerian (Hausa, Igbo, English) and Algerian
  French locales; e-mail providers none used; phone numbers of regions none used and of number types none used
  (PAGER, SHARED_COST, UAN) or only v6 used (VOIP), `phonenumbers`-valid; cards in issuer ranges none named
  (Luhn); IBANs of the countries v1-v8 used least; IPv4 addresses in /16s of AFRINIC and other blocks no earlier
  value fell in, IPv6 in prefixes none used; MACs with vendor OUIs no earlier MAC had; service tokens of services
  none named and typed passwords; seeded `random.Random`.
- NICKS that speak in the host line's own log (none an earlier set planted) as the login in pasted `last`, `who`,
  `w`, `loginctl`, `ls -l`, journal lines and prompts (`nick@host:~$`), and in prose.
- Exports: mentions inside pastes and config lines (after a multi-line paste, as a prompt's user, a `who` row, a
  `key = value`, `key: value` or `KEY=value`, a journal line, a git log block) in the places the readers read
  (the text, a forward, a Slack attachment, pretext, file comment, a Telegram caption, poll, saved or via-bot
  message), and side channels of v3's, v5's and v7's kinds in new shapes (a group DM named for three people with
  a colon, a Slack DM partner whose real name carries a status, a Slack channel of two people's surnames and a
  year, a Telegram group titled `Famille` + two surnames, an export under a WSL /mnt/c/Users folder).

    python bench/experiments/anonymize_heldout9.py   # rewrites bench/data/anonymize_heldout9.jsonl (Faker 'ha_NG' ...)
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
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct, iban_value
from experiments import anonymize_heldout6 as sixth  # noqa: E402 -- Draws (tokens), grouped, _usable
from experiments import anonymize_heldout8 as eighth  # noqa: E402 -- phone spellings, LogNicks, clean check

Person, Host = fifth.Person, first.Host

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout9.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl"
                     for n in ("", "2", "3", "4", "5", "6", "7", "8"))
SEED = 9191
EXPORT_SEED = 9292
PER_KIND = 48
REAL_UNPLANTED = 500
QUIET_LINES = 3000
PEOPLE_PER_PLATFORM = 10
MAX_DRAWS = 500
IBAN_COUNTRY_COUNT = 12
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("ha_NG", "ig_NG", "en_NG", "fr_DZ")          # Faker; no earlier set drew from them
# (number type, regions) in turn, each region once: types none used (PAGER, SHARED_COST, UAN), then VOIP
PHONE_PLAN = (("PAGER", ("CW", "MT", "MU", "PG")), ("SHARED_COST", ("BH", "LB", "LU", "MD", "RE")),
              ("UAN", ("RS",)), ("VOIP", ("CR", "CV", "GN", "MG", "SC", "ZW")))
# issuer ranges no earlier set named: (brand, IIN prefix, length)
CARD_RANGES = (("prostir", "9804", 16), ("tarjeta_shopping", "603488", 16), ("argencard", "501105", 16),
               ("cencosud", "603493", 16), ("hiper", "637095", 16), ("postepay", "402360", 16),
               ("sorocred", "627892", 16), ("credz", "636760", 16))
EMAIL_DOMAINS = ("mtnonline.com", "djaweb.dz", "yahoo.com.ng", "tutanota.com", "mailfence.com", "runbox.com",
                 "disroot.org", "riseup.net")
V4_BLOCKS = ("102.89", "105.235", "41.190", "197.210", "154.118", "129.205", "196.46", "160.119")   # /16s, global
V6_PREFIXES = ("2001:43f8", "2001:4278", "2a0b:4340", "2a02:4780", "2001:1620", "2001:b000", "2406:da18", "2402:800")
OUIS = ("2c:f0:5d", "08:bf:b8", "60:45:cb", "bc:24:11", "d8:3a:dd", "e0:d5:5e", "74:56:3c", "9c:6b:00")   # vendor OUIs
PRINTABLE = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!%+-_=.,"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
SERVICE_PREFIXES = ("xkeysib-", "rdme_", "tfp_", "nvapi-", "xai-", "pplx-", "AstraCS:", "CCIPAT_", "phx_", "sntryu_",
                    "mlsn.")
HOSTNAMES = ("pi", "nas", "vps", "laptop", "box", "srv", "thinkpad", "build-01")

# ------------------------------------------------------------------ the man pages and documents each form is from
NOT_HERE = "not installed here; upstream:"
FSTAB, HOSTS, RESOLV, SSH_CONFIG = "fstab(5)", "hosts(5)", "resolv.conf(5)", "ssh_config(5)"
PASSWD, SHADOW, CRYPT, ETHERS, GROUP = "passwd(5)", "shadow(5)", "crypt(5)", "ethers(5)", "group(5)"
APT_AUTH, MAILMAP, DEB_CHANGELOG, DEB_CONTROL = "apt_auth.conf(5)", "gitmailmap(5)", "deb-changelog(5)", "deb-control(5)"
SYSTEMD_EXEC, SYSTEMD_NETWORK, ENVIRONMENT = "systemd.exec(5)", "systemd.network(5)", "environment(5)"
USER_DIRS, MACHINE_ID, PROC, VERITYTAB = "user-dirs.dirs(5)", "machine-id(5)", "proc(5)", "veritytab(5)"
DEB_MD5SUMS, DEB_BUILDINFO, DEB_CONFFILES = "deb-md5sums(5)", "deb-buildinfo(5)", "deb-conffiles(5)"
GIT_CONFIG, GIT_CREDENTIAL_STORE, GIT_LOG = "git-config(1)", "git-credential-store(1)", "git-log(1)"
GIT_SHORTLOG, GIT_RESET = "git-shortlog(1)", "git-reset(1)"
CURL, WGET, LAST, WHO, W, PINKY = "curl(1)", "wget(1)", "last(1)", "who(1)", "w(1)", "pinky(1)"
JOURNALCTL, LOGINCTL, NETWORKCTL, HOSTNAMECTL = "journalctl(1)", "loginctl(1)", "networkctl(1)", "hostnamectl(1)"
SSH, SSH_KEYGEN, GPG, PSQL, GETENT, PRINTENV = "ssh(1)", "ssh-keygen(1)", "gpg(1)", "psql(1)", "getent(1)", "printenv(1)"
OPENSSL_PASS, PIP, LS, PS, GREP = "openssl-passphrase-options(1)", "pip(1)", "ls(1)", "ps(1)", "grep(1)"
IP_ADDRESS, IP_LINK, SS, LSBLK, MOUNT, FINDMNT = "ip-address(8)", "ip-link(8)", "ss(8)", "lsblk(8)", "mount(8)", "findmnt(8)"
ARP, LSOF, BLKID, BRIDGE = "arp(8)", "lsof(8)", "blkid(8)", "bridge(8)"
CRONTAB = f"crontab(5), {NOT_HERE} https://man7.org/linux/man-pages/man5/crontab.5.html"
SUDOERS = f"sudoers(5), {NOT_HERE} https://www.sudo.ws/docs/man/sudoers.man/"
WPA = f"wpa_supplicant.conf(5), {NOT_HERE} https://w1.fi/cgit/hostap/plain/wpa_supplicant/wpa_supplicant.conf"
NMCLI = f"nmcli(1), {NOT_HERE} https://networkmanager.dev/docs/api/latest/nmcli.html"
CIFS = f"mount.cifs(8), {NOT_HERE} https://www.samba.org/samba/docs/current/man-html/mount.cifs.8.html"
WG = f"wg(8), {NOT_HERE} https://git.zx2c4.com/wireguard-tools/about/src/man/wg.8"
DHCPD = f"dhcpd.conf(5), {NOT_HERE} https://kb.isc.org/docs/isc-dhcp-44-manual-pages-dhcpdconf"
PING = f"ping(8), {NOT_HERE} https://man7.org/linux/man-pages/man8/ping.8.html"
MYSQL = f"mysql(1), {NOT_HERE} https://dev.mysql.com/doc/refman/8.4/en/mysql.html"
SQLITE = f"sqlite3(1), {NOT_HERE} https://sqlite.org/cli.html"
MUTTRC = f"muttrc(5), {NOT_HERE} https://www.mutt.org/doc/manual/"
MMCLI = f"mmcli(1), {NOT_HERE} https://www.freedesktop.org/software/ModemManager/man/latest/mmcli.1.html"
ASTERISK = f"asterisk(8), {NOT_HERE} https://docs.asterisk.org/Configuration/Reporting/Call-Detail-Records-CDR/"
BLUETOOTHCTL = f"bluetoothctl(1), {NOT_HERE} https://github.com/bluez/bluez/blob/master/client/bluetoothctl.rst"
VCARD = "https://www.rfc-editor.org/rfc/rfc6350 (vCard TEL property, as contact exports paste it)"
PGPASS = f"{PSQL} and https://www.postgresql.org/docs/current/libpq-pgpass.html (~/.pgpass fields)"
RCLONE = "https://rclone.org/docs/#config-file (rclone.conf, an obscured `pass`)"
DOCKER_AUTH = "https://docs.docker.com/reference/cli/docker/login/ (config.json `auths`, base64 user:password)"
KUBECONFIG = "https://kubernetes.io/docs/concepts/configuration/organize-cluster-access-kubeconfig/ (users: token)"
BOOTSTRAP = "https://kubernetes.io/docs/reference/access-authn-authz/bootstrap-tokens/ (token format)"
NPMRC = "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc (_auth, base64 user:password)"
PIPCONF = "https://pip.pypa.io/en/stable/topics/configuration/ (pip.conf index-url)"
DOTENV = "https://docs.docker.com/compose/how-tos/environment-variables/variable-interpolation/ (.env file syntax)"
SENTRYCLIRC = "https://docs.sentry.io/cli/configuration/ (~/.sentryclirc [auth] token; sntryu_ user tokens)"
BREVO = "https://developers.brevo.com/docs/getting-started (xkeysib- API keys)"
README_COM = "https://docs.readme.com/main/docs/rdme (rdme_ API keys)"
TYPEFORM = "https://www.typeform.com/developers/get-started/personal-access-token/ (tfp_ tokens)"
NGC = "https://docs.nvidia.com/ngc/gpu-cloud/ngc-user-guide/index.html (nvapi- keys, docker login nvcr.io)"
XAI = "https://docs.x.ai/docs/overview (xai- API keys)"
PPLX = "https://docs.perplexity.ai/guides/getting-started (pplx- API keys)"
ASTRA = "https://docs.datastax.com/en/astra-db-serverless/administration/manage-application-tokens.html (AstraCS:)"
CIRCLECI = "https://circleci.com/docs/managing-api-tokens/ (CCIPAT_ personal tokens, ~/.circleci/cli.yml)"
POSTHOG = "https://posthog.com/docs/api (phx_ personal API keys)"
MAILERSEND = "https://developers.mailersend.com/general.html#authentication (mlsn. API tokens)"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"
DOCKER_IMAGES = f"docker-images(1), {NOT_HERE} https://docs.docker.com/reference/cli/docker/image/ls/"
PIP_HASH = "https://pip.pypa.io/en/stable/topics/secure-installs/ (--hash=sha256:)"
RFC5737 = "RFC 5737 (IPv4 documentation blocks), as ssh_config(5) examples use them"
RFC7042 = "RFC 7042 (documentation EUI-48), as ethers(5) lines use it"
OFCOM = "https://www.ofcom.org.uk/phones-and-broadband/phone-numbers/numbers-for-drama (drama numbers)"
NANP555 = "https://nationalnanpa.com/ (555-0100 to 555-0199 fictional numbers)"
STRIPE_TEST = "https://docs.stripe.com/testing (test card numbers)"
ISO13616 = "ISO 13616-1:2020 (IBAN check digits 00, 01 and 99 are never valid)"

POSITIONS = ("paste-pipe", "paste-lines", "prompt", "key-equals", "key-colon", "env-assign", "table-column",
             "log-timestamp", "prose")
PASTES = ("paste-pipe", "paste-lines", "prompt", "table-column", "log-timestamp")    # after the host line's words


@dataclass(frozen=True)
class Form:
    """One shape a value takes: its name, the line with `⟦…⟧` around the value, the man page or document its
    format is from, and where the value stands (`POSITIONS`)."""

    name: str
    line: str
    source: str
    position: str


def forms(source: str, *rows: tuple[str, str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source, position) for name, line, position in rows)


# --------------------------------------------------------------------------------------- the forms
# `{v}` the value; `{n}` a name; `{u}` a login; `{h}` a host name; `{dom}` a provider; more fields per kind
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(GIT_CONFIG, ("gitconfig-user-block-pipe", "[user] | name = {n} | email = ⟦{v}⟧", "paste-pipe"),
               ("git-config-get-prompt", "$ git config --get user.email\n⟦{v}⟧", "prompt")),
        *forms(MAILMAP, ("mailmap-proper-and-commit", "# .mailmap\n{n} <⟦{v}⟧> <{old}>", "paste-lines")),
        *forms(GIT_LOG, ("git-log-author-block", "commit {c40} | Author: {n} <⟦{v}⟧> | Date:   Sat Nov 28 21:14:03 "
                         "2026 +0100", "paste-pipe")),
        *forms(GIT_SHORTLOG, ("shortlog-se-row", "    42\t{n} <⟦{v}⟧>", "table-column")),
        *forms(CRONTAB, ("crontab-mailto", "MAILTO=⟦{v}⟧\n0 3 * * * /usr/local/bin/backup.sh", "env-assign")),
        *forms(JOURNALCTL, ("journal-msmtp-user", "Nov 28 21:14:03 {h} msmtp: host=smtp.{dom} tls=on auth=on "
                            "user=⟦{v}⟧ recipients=root exitcode=EX_OK", "log-timestamp")),
        *forms(CURL, ("curl-mail-rcpt-prompt", "$ curl --ssl-reqd --url smtps://smtp.{dom}:465 --mail-rcpt ⟦{v}⟧ "
                      "-T mail.txt", "prompt")),
        *forms(SSH_KEYGEN, ("ssh-keygen-comment-prompt", "{u}@{h}:~$ ssh-keygen -t ed25519 -C ⟦{v}⟧", "prompt")),
        *forms(GPG, ("gpg-list-keys-uid-row", "uid           [ultimate] {n} <⟦{v}⟧>", "table-column")),
        *forms(MUTTRC, ("muttrc-set-from", "set from = ⟦{v}⟧", "key-equals")),
        *forms(DEB_CHANGELOG, ("changelog-trailer-lines", "  * fix the postinst\n\n -- {n} <⟦{v}⟧>  Sat, 28 Nov "
                               "2026 21:14:03 +0100", "paste-lines")),
        *forms(DEB_CONTROL, ("control-maintainer-field", "Maintainer: {n} <⟦{v}⟧>", "key-colon"))),
    "phone": (
        *forms(GETENT, ("getent-gecos-phone", "$ getent passwd {u} | cut -d: -f5\n{n},,⟦{intl}⟧,", "prompt")),
        *forms(CRONTAB, ("crontab-sms-alert", "# m h dom mon dow command\n*/5 * * * * /usr/local/bin/check_ups || "
                         "/usr/local/bin/sms ⟦{e164}⟧ 'ups on battery'", "paste-lines")),
        *forms(SYSTEMD_EXEC, ("unit-environment-sms", "[Service] | Environment=ALERT_SMS_TO=⟦{e164}⟧ | "
                              "ExecStart=/usr/local/bin/watchdog", "env-assign")),
        *forms(JOURNALCTL, ("journal-asterisk-call", "Nov 28 21:14:03 {h} asterisk[1133]: NOTICE: Call from "
                            "⟦{intl}⟧ to extension 201 rejected", "log-timestamp")),
        *forms(MMCLI, ("mmcli-sms-number", "  -----------------------\n  Content    |     number: ⟦{intl}⟧\n"
                       "             |       text: code 4471", "key-colon")),
        *forms(ASTERISK, ("cdr-table-row", "2026-11-28 21:14:03 | ⟦{intl}⟧ | 201 | ANSWERED | 00:02:11",
                          "table-column")),
        *forms(VCARD, ("vcard-tel-lines", "BEGIN:VCARD\nFN:{n}\nTEL;TYPE=cell:⟦{e164}⟧\nEND:VCARD", "paste-lines")),
        *forms(DOTENV, ("dotenv-owner-phone", "OWNER_NAME={first}\nOWNER_PHONE=⟦{national}⟧", "env-assign")),
        *forms(PSQL, ("psql-contacts-row", " id | name | phone\n----+------+------\n  7 | {first} | ⟦{intl}⟧",
                      "table-column"))),
    "ipv4": (
        *forms(HOSTS, ("etc-hosts-line", "⟦{v}⟧\t{h}.home {h}", "table-column")),
        *forms(SSH_CONFIG, ("ssh-config-hostname-pipe", "Host {h} | HostName ⟦{v}⟧ | User {u} | Port 2222",
                            "paste-pipe")),
        *forms(LAST, ("last-row-address", "{u}    pts/0        ⟦{v}⟧    Sat Nov 28 21:14   still logged in",
                      "table-column")),
        *forms(SS, ("ss-tnp-peer", "ESTAB 0 0 192.168.1.20:51234 ⟦{v}⟧:22 users:((\"ssh\",pid=2211,fd=3))",
                    "table-column")),
        *forms(IP_ADDRESS, ("ip-addr-inet-lines", "2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    inet "
                            "⟦{v}⟧/32 scope global eth0", "paste-lines")),
        *forms(JOURNALCTL, ("journal-sshd-failed", "Nov 28 21:14:03 {h} sshd[2231]: Failed password for invalid user "
                            "admin from ⟦{v}⟧ port 51234 ssh2", "log-timestamp")),
        *forms(RESOLV, ("resolv-nameserver-lines", "# Generated by NetworkManager\nsearch home\nnameserver ⟦{v}⟧",
                        "paste-lines")),
        *forms(FSTAB, ("fstab-nfs-server", "⟦{v}⟧:/export/media  /mnt/media  nfs4  defaults,_netdev  0  0",
                       "table-column")),
        *forms(WGET, ("wget-connecting-line", "--2026-11-28 21:14:03--  https://files.{dom}/b.tar\nConnecting to "
                      "files.{dom} (files.{dom})|⟦{v}⟧|:443... connected.", "log-timestamp")),
        *forms(PING, ("ping-header-prompt", "$ ping -c1 {h}\nPING {h} (⟦{v}⟧) 56(84) bytes of data.", "prompt")),
        *forms(WG, ("wg-show-endpoint", "peer: {wgpub}\n  endpoint: ⟦{v}⟧:51820", "key-colon")),
        *forms(WHO, ("who-row-from", "{u}     pts/1        2026-11-28 21:14 (⟦{v}⟧)", "table-column"))),
    "ipv6": (
        *forms(HOSTS, ("etc-hosts-line", "⟦{v}⟧  {h}6.lan", "table-column")),
        *forms(IP_ADDRESS, ("ip-addr-inet6-lines", "    inet6 ⟦{v}⟧/64 scope global dynamic noprefixroute\n       "
                            "valid_lft 86300sec preferred_lft 14300sec", "paste-lines")),
        *forms(SS, ("ss-tnp-bracketed-peer", "ESTAB 0 0 [2001:db8::20]:51234 [⟦{v}⟧]:443 users:((\"firefox\","
                    "pid=4410,fd=91))", "table-column")),
        *forms(LAST, ("last-i-row", "{u}    pts/0   ⟦{v}⟧   Sat Nov 28 21:14   still logged in", "table-column")),
        *forms(JOURNALCTL, ("journal-sshd-accepted", "Nov 28 21:14:03 {h} sshd[3302]: Accepted publickey for {u} from "
                            "⟦{v}⟧ port 50122 ssh2", "log-timestamp")),
        *forms(SSH_CONFIG, ("ssh-config-inet6-pipe", "Host {h}6 | HostName ⟦{v}⟧ | AddressFamily inet6",
                            "paste-pipe")),
        *forms(RESOLV, ("resolv-nameserver6-lines", "nameserver 127.0.0.53\nnameserver ⟦{v}⟧", "paste-lines")),
        *forms(SYSTEMD_NETWORK, ("networkd-address-pipe", "[Network] | Address=⟦{v}⟧/64 | Gateway=fe80::1",
                                 "key-equals")),
        *forms(NETWORKCTL, ("networkctl-status-address", "       Address: ⟦{v}⟧ (DHCPv6 via fe80::1)", "key-colon")),
        *forms(WGET, ("wget-connecting-v6", "Connecting to dl.{dom} (dl.{dom})|⟦{v}⟧|:443... connected.",
                      "log-timestamp")),
        *forms(CURL, ("curl-v-trying-prompt", "$ curl -v https://{h}.{dom}/\n*   Trying [⟦{v}⟧]:443...",
                      "prompt")),
        *forms(WHO, ("who-row-from-v6", "{u}     pts/2        2026-11-28 21:14 (⟦{v}⟧)", "table-column"))),
    "mac": (
        *forms(ETHERS, ("ethers-line", "⟦{upper}⟧  {h}", "table-column")),
        *forms(ARP, ("arp-n-table-row", "Address         HWtype  HWaddress           Flags Mask  Iface\n192.168.1.1"
                     "     ether   ⟦{v}⟧   C           wlp2s0", "table-column")),
        *forms(SYSTEMD_NETWORK, ("networkd-match-pipe", "[Match] | MACAddress=⟦{v}⟧ | [Network] | DHCP=yes",
                                 "key-equals")),
        *forms(IP_LINK, ("ip-br-link-row", "wlp2s0  UP  ⟦{v}⟧ <BROADCAST,MULTICAST,UP,LOWER_UP>", "table-column")),
        *forms(JOURNALCTL, ("journal-wpa-connected", "Nov 28 21:14:03 {h} wpa_supplicant[912]: wlp2s0: "
                            "CTRL-EVENT-CONNECTED - Connection to ⟦{v}⟧ completed [id=0 id_str=]", "log-timestamp"),
               ("journal-nm-set-hw-addr", "Nov 28 21:14:05 {h} NetworkManager[744]: <info>  device (wlp2s0): "
                "set-hw-addr: set MAC address to ⟦{v}⟧ (preserve)", "log-timestamp")),
        *forms(NMCLI, ("nmcli-device-show-hwaddr", "GENERAL.DEVICE:                         wlp2s0\n"
                       "GENERAL.HWADDR:                         ⟦{upper}⟧", "key-colon")),
        *forms(WPA, ("wpa-network-bssid-pipe", "network={{ | ssid=\"home\" | bssid=⟦{v}⟧ | key_mgmt=SAE | }}",
                     "paste-pipe")),
        *forms(DHCPD, ("dhcpd-host-lines", "host printer {{\n  hardware ethernet ⟦{v}⟧;\n  fixed-address "
                       "192.168.1.40;\n}}", "paste-lines")),
        *forms(BRIDGE, ("bridge-fdb-row", "⟦{v}⟧ dev eth0 master br0 permanent", "table-column")),
        *forms(BLUETOOTHCTL, ("bluetoothctl-list-row", "Controller ⟦{upper}⟧ {h} [default]", "table-column"))),
    "secret": (
        *forms(BREVO, ("brevo-dotenv", "MAIL_DRIVER=brevo\nBREVO_API_KEY=⟦{brevo}⟧", "env-assign")),
        *forms(README_COM, ("rdme-cli-prompt", "$ rdme openapi upload spec.yaml --key ⟦{rdme}⟧", "prompt")),
        *forms(TYPEFORM, ("typeform-unit-environment", "[Service] | Environment=TYPEFORM_TOKEN=⟦{tfp}⟧ | "
                          "ExecStart=/opt/forms/sync", "env-assign")),
        *forms(NGC, ("ngc-docker-login-prompt", "$ docker login nvcr.io -u '$oauthtoken' -p ⟦{nvapi}⟧", "prompt")),
        *forms(XAI, ("xai-environmentfile-pipe", "$ sudo cat /etc/default/grokbot | XAI_API_KEY=⟦{xai}⟧ | "
                     "LOG_LEVEL=info", "paste-pipe")),
        *forms(PPLX, ("pplx-etc-environment", "# /etc/environment\nPATH=\"/usr/local/bin:/usr/bin:/bin\"\n"
                      "PPLX_API_KEY=⟦{pplx}⟧", "paste-lines")),
        *forms(ASTRA, ("astra-ini-key-equals", "[default] | ASTRA_DB_APPLICATION_TOKEN = ⟦{astra}⟧", "key-equals")),
        *forms(CIRCLECI, ("circleci-cli-yml-lines", "host: https://circleci.com\ntoken: ⟦{ccipat}⟧", "key-colon")),
        *forms(POSTHOG, ("posthog-env-prefix-prompt", "$ POSTHOG_CLI_TOKEN=⟦{phx}⟧ npx posthog-cli sourcemap upload",
                         "prompt")),
        *forms(SENTRYCLIRC, ("sentryclirc-auth-pipe", "[auth] | token=⟦{sntryu}⟧ | [defaults] | org=home",
                             "key-equals")),
        *forms(MAILERSEND, ("journal-mailersend-key", "Nov 28 21:14:03 {h} php-fpm[2231]: mailer: using key "
                            "⟦{mlsn}⟧ for smtp.mailersend.net", "log-timestamp")),
        *forms(PGPASS, ("pgpass-wildcard-lines", "# hostname:port:database:username:password\n*:*:*:{u}:⟦{pw}⟧",
                        "paste-lines")),
        *forms(APT_AUTH, ("apt-auth-machine-pipe", "machine repo.{dom}/apt | login {u} | password ⟦{pw}⟧",
                          "paste-pipe")),
        *forms(GIT_CREDENTIAL_STORE, ("git-credentials-cat", "$ cat ~/.git-credentials\nhttps://{u}:⟦{pw}⟧@git.{dom}",
                                      "prompt")),
        *forms(PIPCONF, ("pip-conf-index-url", "[global] | index-url = https://{u}:⟦{pw}⟧@pypi.{dom}/simple",
                         "key-equals")),
        *forms(CIFS, ("cifs-credentials-file-pipe", "$ sudo cat /root/.smbcredentials | username={u} | "
                      "password=⟦{pw}⟧ | domain=WORKGROUP", "paste-pipe")),
        *forms(FSTAB, ("fstab-cifs-inline-password", "//{h}/share /mnt/share cifs username={u},password=⟦{pw}⟧,"
                       "uid=1000 0 0", "table-column")),
        *forms(CURL, ("curl-user-prompt", "$ curl -u {u}:⟦{pw}⟧ https://dav.{dom}/remote.php/dav/files/", "prompt")),
        *forms(WGET, ("wget-password-prompt", "$ wget --user={u} --password=⟦{pw}⟧ ftp://files.{dom}/b.tar.gz",
                      "prompt")),
        *forms(RCLONE, ("rclone-conf-pass-pipe", "[webdav] | type = webdav | url = https://dav.{dom} | user = {u} | "
                        "pass = ⟦{obscured}⟧", "key-equals")),
        *forms(DOCKER_AUTH, ("docker-config-auths-lines", "{{\n  \"auths\": {{\n    \"registry.{dom}\": {{\n      "
                             "\"auth\": \"⟦{dockerauth}⟧\"\n    }}\n  }}\n}}", "paste-lines")),
        *forms(BOOTSTRAP, ("kubeconfig-users-token-lines", "users:\n- name: {u}\n  user:\n    token: ⟦{kube}⟧",
                           "key-colon")),
        *forms(NPMRC, ("npmrc-auth-base64", "registry=https://npm.{dom}/\n_auth=⟦{npmauth}⟧", "key-equals")),
        *forms(SYSTEMD_EXEC, ("unit-environment-db-password", "Environment=DB_USER={u} DB_PASSWORD=⟦{pw}⟧",
                              "env-assign")),
        *forms(SHADOW, ("shadow-yescrypt-line", "{u}:⟦{yescrypt}⟧:20055:0:99999:7:::", "table-column")),
        *forms(MYSQL, ("mysql-p-prompt", "{u}@{h}:~$ mysql -u {u} -p⟦{pw}⟧ shop", "prompt")),
        *forms(PSQL, ("psql-uri-prompt", "$ psql postgresql://{u}:⟦{pw}⟧@db.{dom}:5432/shop", "prompt")),
        *forms(JOURNALCTL, ("journal-sudo-command-password", "Nov 28 21:14:03 {h} sudo[4121]: {u} : TTY=pts/0 ; "
                            "PWD=/root ; USER=root ; COMMAND=/usr/bin/mysqldump -u root -p⟦{pw}⟧ shop",
                            "log-timestamp")),
        *forms(OPENSSL_PASS, ("openssl-passin-pass-prompt", "$ openssl rsa -in key.pem -passin pass:⟦{pw}⟧ -out "
                              "plain.pem", "prompt")),
        *forms(CRONTAB, ("crontab-pgpassword-row", "0 2 * * * PGPASSWORD=⟦{pw}⟧ pg_dump -h db -U {u} shop > "
                         "/srv/backup/shop.sql", "env-assign"))),
    "home_path": (
        *forms(FSTAB, ("fstab-mount-point", "UUID={uuid}  /home/⟦{u}⟧/data  ext4  defaults  0  2", "table-column")),
        *forms(MOUNT, ("mount-output-line", "/dev/sdb1 on /home/⟦{u}⟧/backup type ext4 (rw,relatime)",
                       "paste-lines")),
        *forms(LSBLK, ("lsblk-mountpoint-column", "NAME   MAJ:MIN RM   SIZE RO TYPE MOUNTPOINTS\nsdb1     8:17   0 "
                       "931.5G  0 part /home/⟦{u}⟧/media", "table-column")),
        *forms(SSH_CONFIG, ("ssh-config-known-hosts-file-pipe", "Host * | AddKeysToAgent yes | UserKnownHostsFile "
                            "/home/⟦{u}⟧/.ssh/known_hosts.d/{h}", "paste-pipe")),
        *forms(JOURNALCTL, ("journal-systemd-user-unit", "Nov 28 21:14:03 {h} systemd[1432]: syncthing.service: "
                            "Failed to set up mount namespacing: /home/⟦{u}⟧/.config/syncthing", "log-timestamp")),
        *forms(SYSTEMD_EXEC, ("unit-working-directory", "[Service] | WorkingDirectory=/home/⟦{u}⟧/apps/bot | "
                              "ExecStart=/usr/bin/python3 bot.py", "key-equals")),
        *forms(CRONTAB, ("crontab-reboot-script", "# m h dom mon dow command\n@reboot /home/⟦{u}⟧/bin/startvnc.sh "
                         ">/dev/null 2>&1", "paste-lines")),
        *forms(GIT_CONFIG, ("gitconfig-safe-directory", "[safe] | directory = /home/⟦{u}⟧/src/kernel", "key-equals")),
        *forms(USER_DIRS, ("user-dirs-absolute-music", "XDG_MUSIC_DIR=/home/⟦{u}⟧/Music", "env-assign")),
        *forms(LSOF, ("lsof-cwd-row", "rsync   2231 root  cwd    DIR  259,2  4096 1835 /home/⟦{u}⟧/proj",
                      "table-column")),
        *forms(PIP, ("pip-user-site-lines", "Defaulting to user installation because normal site-packages is not "
                     "writeable\nRequirement already satisfied: requests in /home/⟦{u}⟧/.local/lib/python3.12/"
                     "site-packages (2.32.3)", "paste-lines")),
        *forms(SSH, ("ssh-identity-warning-prompt", "$ ssh {h}\nWarning: Identity file /home/⟦{u}⟧/.ssh/id_rsa not "
                     "accessible: No such file or directory.", "prompt")),
        *forms(FINDMNT, ("findmnt-target-row", "TARGET               SOURCE        FSTYPE OPTIONS\n/home/⟦{u}⟧/nas  "
                         "//{h}/share  cifs   rw,relatime", "table-column")),
        *forms(PRINTENV, ("printenv-path", "PATH=/home/⟦{u}⟧/.cargo/bin:/usr/local/bin:/usr/bin:/bin", "env-assign"))),
    "nick": (
        *forms(LAST, ("last-login-column", "⟦{v}⟧    pts/0        10.0.0.5     Sat Nov 28 21:14   still logged in",
                      "table-column")),
        *forms(WHO, ("who-login-column", "⟦{v}⟧   tty7         2026-11-28 21:14 (:0)", "table-column")),
        *forms(SSH, ("prompt-user-at-host", "⟦{v}⟧@{h}:~$ sudo apt update", "prompt"),
               ("prompt-bracketed-user", "[⟦{v}⟧@{h} ~]$ uname -r", "prompt")),
        *forms(W, ("w-user-row", "⟦{v}⟧  tty2  tty2  21:14  2:03m  1:12  0.05s /usr/libexec/gnome-session-binary",
                   "table-column")),
        *forms(JOURNALCTL, ("journal-sudo-user", "Nov 28 21:14:03 {h} sudo[4121]: ⟦{v}⟧ : TTY=pts/0 ; PWD=/srv ; "
                            "USER=root ; COMMAND=/usr/bin/apt upgrade", "log-timestamp"),
               ("journal-logind-session", "Nov 28 21:14:03 {h} systemd-logind[812]: New session 4 of user ⟦{v}⟧.",
                "log-timestamp")),
        *forms(LOGINCTL, ("loginctl-sessions-row", "SESSION  UID USER  SEAT  TTY\n      4 1000 ⟦{v}⟧ seat0 tty2",
                          "table-column")),
        *forms(LS, ("ls-l-owner-column", "-rw-r--r-- 1 ⟦{v}⟧ users 4.2K Nov 28 21:14 notes.txt", "table-column")),
        *forms(SUDOERS, ("sudoers-user-spec", "⟦{v}⟧ ALL=(ALL:ALL) NOPASSWD: /usr/bin/systemctl restart nginx",
                         "key-equals")),
        *forms(PS, ("ps-user-column", "USER       PID COMMAND\n⟦{v}⟧   2231 /usr/bin/pipewire", "table-column")),
        *forms(JOURNALCTL, ("prose-pasted-same", "⟦{v}⟧ pasted the same journalctl output yesterday", "prose"),
               ("prose-blame-config", "that sudoers line came from ⟦{v}⟧ on the forum", "prose"))),
    "card": (
        *forms(JOURNALCTL, ("journal-charge-failed", "Nov 28 21:14:03 {h} php-fpm[2231]: [pay] charge failed "
                            "card=⟦{num}⟧ exp={mm}/{yy}", "log-timestamp")),
        *forms(DOTENV, ("dotenv-test-card", "TEST_CARD=⟦{num}⟧\nTEST_CARD_EXP={mm}/{yy}", "env-assign")),
        *forms(PSQL, ("psql-payments-row", " id | pan | exp\n----+-----+-----\n 17 | ⟦{num}⟧ | {mm}/{yy}",
                      "table-column")),
        *forms(SQLITE, ("sqlite-list-row", "sqlite> select * from cards;\n17|⟦{num}⟧|{mm}/{yy}", "table-column")),
        *forms(CURL, ("curl-form-card-number", "$ curl https://api.{dom}/v1/tokens -d card[number]=⟦{num}⟧ -d "
                      "card[exp_month]={mm}", "prompt")),
        *forms(GIT_CONFIG, ("ini-payment-section-pipe", "[payment] | card_number = ⟦{num}⟧ | expiry = {mm}/{yy}",
                            "key-equals")),
        *forms(SYSTEMD_EXEC, ("unit-environment-card", "Environment=CARD_PAN=⟦{num}⟧", "env-assign")),
        *forms(VCARD, ("typed-card-lines", "Name on card: {n}\nNumber: ⟦{grouped}⟧\nExpires: {mm}/{yy}", "key-colon")),
        *forms(GREP, ("grep-orders-csv", "$ grep -n {first} orders.csv\n17:2026-11-28,{first},⟦{num}⟧,{mm}/{yy}",
                      "prompt")),
        *forms(MYSQL, ("mysql-table-row", "| 17 | {first} | ⟦{grouped}⟧ | {mm}/{yy} |", "table-column"))),
    "iban": (
        *forms(VCARD, ("typed-bank-lines", "Account holder: {n}\nIBAN: ⟦{spaced}⟧", "key-colon")),
        *forms(DOTENV, ("dotenv-payout-iban", "PAYOUT_IBAN=⟦{v}⟧", "env-assign")),
        *forms(GIT_CONFIG, ("ini-bank-section-pipe", "[bank] | holder = {n} | iban = ⟦{v}⟧", "key-equals")),
        *forms(GREP, ("grep-payouts-csv", "$ grep -rn {first} payouts.csv\n4:2026-11-28;⟦{v}⟧;120.00;EUR", "prompt")),
        *forms(PSQL, ("psql-accounts-row", " id | iban | amount\n----+------+-------\n  4 | ⟦{v}⟧ | 120.00",
                      "table-column")),
        *forms(JOURNALCTL, ("journal-sepa-export", "Nov 28 21:14:03 {h} python3[2231]: SEPA export: creditor ⟦{v}⟧ "
                            "amount=120.00", "log-timestamp")),
        *forms(SYSTEMD_EXEC, ("unit-environment-iban", "[Service] | Environment=SEPA_IBAN=⟦{v}⟧ | "
                              "ExecStart=/opt/erp/export", "env-assign")),
        *forms(DEB_CONTROL, ("mandate-fields-pipe", "Mandate: M-2211 | Creditor IBAN: ⟦{spaced}⟧ | Debtor: {n}",
                             "paste-pipe")),
        *forms(SQLITE, ("sqlite-accounts-row", "sqlite> select * from accounts;\n4|{first}|⟦{v}⟧", "table-column"))),
}

# values that identify no one, in the same formats (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("samba", "cron", "rsync", "docker", "sudo")
NEGATIVES: tuple[Form, ...] = (
    *forms(HOSTS, ("hosts-debian-loopback", "⟦127.0.1.1⟧\tubuntu-box", ""),
           ("hosts-ip6-loopback", "⟦::1⟧     ip6-localhost ip6-loopback", ""),
           ("hosts-ip6-allnodes", "⟦ff02::1⟧ ip6-allnodes", "")),
    *forms(RESOLV, ("resolv-stub", "nameserver ⟦127.0.0.53⟧", ""), ("resolv-quad9", "nameserver ⟦9.9.9.9⟧", "")),
    *forms(FSTAB, ("fstab-mapper-root", "⟦/dev/mapper/vgubuntu-root⟧ / ext4 errors=remount-ro 0 1", ""),
           ("fstab-tmpfs", "tmpfs ⟦/tmp⟧ tmpfs defaults,noatime,mode=1777 0 0", "")),
    *forms(RFC5737, ("ssh-config-doc-host", "Host lab | HostName ⟦198.51.100.23⟧", ""),
           ("who-doc-address", "root pts/0 2026-11-28 21:14 (⟦203.0.113.9⟧)", "")),
    *forms(PASSWD, ("passwd-www-data", "⟦www-data⟧:x:33:33:www-data:/var/www:/usr/sbin/nologin", ""),
           ("passwd-nobody-home", "nobody:x:65534:65534:nobody:⟦/nonexistent⟧:/usr/sbin/nologin", "")),
    *forms(SHADOW, ("shadow-system-account", "⟦systemd-network⟧:!*:19800::::::", "")),
    *forms(LAST, ("last-reboot-pseudo-user", "⟦reboot⟧   system boot  6.8.0-51-generic Sat Nov 28 21:10   still running",
                  "")),
    *forms(WHO, ("who-root-tty", "⟦root⟧     tty1         2026-11-28 21:14", "")),
    *forms(IP_ADDRESS, ("ip-addr-loopback", "inet ⟦127.0.0.1⟧/8 scope host lo", ""),
           ("ip-addr-link-local", "inet6 ⟦fe80::1ff:fe23:4567:890a⟧/64 scope link", ""),
           ("ip-addr-cgnat-tailnet", "inet ⟦100.101.5.7⟧/32 scope global tailscale0", "")),
    *forms(RFC7042, ("ethers-documentation-mac", "⟦00:00:5E:00:53:AF⟧  printer", "")),
    *forms(IP_LINK, ("ip-link-broadcast", "link/ether 52:54:00:12:34:56 brd ⟦ff:ff:ff:ff:ff:ff⟧", ""),
           ("ip-maddr-ipv6-multicast-mac", "link  ⟦33:33:00:00:00:01⟧ users 2", "")),
    *forms(GIT_CONFIG, ("gitconfig-placeholder-email", "[user] | email = ⟦you@example.com⟧", ""),
           ("git-log-root-localhost", "Author: root <⟦root@localhost⟧>", "")),
    *forms(CURL, ("curl-man-placeholder", "curl -u ⟦name:passwd⟧ https://example.com", "")),
    *forms(WGET, ("wget-man-placeholder", "wget --user=user --password=⟦password⟧ ftp://example.com/", "")),
    *forms(APT_AUTH, ("apt-auth-man-example", "machine example.org login apt password ⟦debian⟧", "")),
    *forms(DOTENV, ("dotenv-changeme", "API_KEY=⟦changeme⟧", ""), ("dotenv-interpolated", "DB_PASSWORD=⟦${DB_PASSWORD}⟧", ""),
           ("dotenv-angle-placeholder", "SECRET_KEY=⟦<your-secret-key>⟧", ""),
           ("dotenv-x-placeholder", "TOKEN=⟦xxxxxxxxxxxxxxxx⟧", "")),
    *forms(CRONTAB, ("crontab-mailto-root", "MAILTO=⟦root⟧", "")),
    *forms(SYSTEMD_EXEC, ("unit-environment-unbuffered", "Environment=⟦PYTHONUNBUFFERED=1⟧", ""),
           ("unit-skel-path", "ExecStartPre=/bin/cp ⟦/etc/skel/.bashrc⟧ .", "")),
    *forms(PASSWD, ("passwd-postgres-home", "postgres:x:114:121::⟦/var/lib/postgresql⟧:/bin/bash", ""),
           ("root-ssh-dir", "ls -la ⟦/root/.ssh⟧/authorized_keys", "")),
    *forms(OFCOM, ("ofcom-drama-number", "Phone: ⟦+44 20 7946 0123⟧", "")),
    *forms(NANP555, ("nanp-fictional-number", "TEL;TYPE=cell:⟦+1-202-555-0143⟧", "")),
    *forms(WPA, ("mobile-dial-string", "Phone = ⟦*99#⟧", "")),
    *forms(STRIPE_TEST, ("stripe-test-mastercard", "TEST_CARD=⟦5555555555554444⟧", ""),
           ("stripe-test-amex", "card[number]=⟦378282246310005⟧", "")),
    *forms(ISO13616, ("iban-zero-check-digits", "IBAN: ⟦MU00 0000 0000 0000 0000 0000 000M UR⟧", ""),
           ("iban-zero-placeholder", "iban = ⟦CH0000000000000000000⟧", "")),
    *forms(SSH, ("openssh-version-banner", "debug1: Local version string ⟦SSH-2.0-OpenSSH_9.6p1⟧ Ubuntu-3ubuntu13.5",
                 "")),
    *forms(LSBLK, ("lsblk-partition-name", "⟦nvme0n1p2⟧ 259:2 0 1.8T 0 part /", "")),
    *forms(SUDOERS, ("sudoers-group-spec", "⟦%sudo⟧ ALL=(ALL:ALL) ALL", "")),
    *forms(GROUP, ("word-nick", "restart ⟦samba⟧ after editing smb.conf", ""),
           ("word-nick", "the ⟦cron⟧ line runs at 3", ""), ("word-nick", "⟦rsync⟧ -a --delete src/ dst/", ""),
           ("word-nick", "add yourself to the ⟦docker⟧ group", ""), ("word-nick", "run it with ⟦sudo⟧ -E", "")),
)

# tool output and file formats with random-looking tokens that identify no one (form, source, line template)
TECHNICAL_SHAPES = (
    ("fstab-uuid-root", FSTAB, "UUID={uuid} /               ext4    errors=remount-ro 0       1"),
    ("blkid-vfat-partuuid", BLKID, "/dev/nvme0n1p1: UUID=\"{vfat}\" BLOCK_SIZE=\"512\" TYPE=\"vfat\" "
                                   "PARTUUID=\"{uuid}\""),
    ("lsblk-f-row", LSBLK, "nvme0n1p2 ext4   1.0            {uuid}    1.6T     7% /"),
    ("git-log-commit-line", GIT_LOG, "commit {hex:40} (HEAD -> main, origin/main)"),
    ("deb-md5sums-line", DEB_MD5SUMS, "{hex:32}  usr/share/doc/libc6/changelog.Debian.gz"),
    ("journalctl-list-boots-row", JOURNALCTL, " -1 {hex:32} Sat 2026-11-28 21:10:03 CET Sat 2026-11-28 23:59:01 CET"),
    ("docker-images-row", DOCKER_IMAGES, "ubuntu       24.04     {hex:12}   3 weeks ago   78.1MB"),
    ("dpkg-conffiles-line", DEB_CONFFILES, " /etc/default/grub {hex:32}"),
    ("git-reset-head-line", GIT_RESET, "HEAD is now at {hex:7} Merge branch 'fix-fstab'"),
    ("veritytab-root-hash", VERITYTAB, "root /dev/sda2 /dev/sda3 {hex:64}"),
    ("proc-boot-id", PROC, "$ cat /proc/sys/kernel/random/boot_id\n{uuid}"),
    ("buildinfo-sha256-line", DEB_BUILDINFO, " {hex:64} 54812 hello_2.10-3build2_amd64.deb"),
    ("pip-require-hashes", PIP_HASH, "requests==2.32.3 --hash=sha256:{hex:64}"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(sixth.Draws):
    """v6's drawing helpers (tokens) with v9's seed and Faker's Nigerian and Algerian locales for people."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

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
            if (len(a_first) >= 3 and len(a_last) >= 4 and a_first != a_last
                    and not {first_name.lower(), last.lower()} & self.earlier and self.fresh(f"{a_first}.{a_last}")):
                return Person(f"{first_name} {last}", first_name, last, a_first, a_last, locale)
        raise SystemExit(f"no fresh person of {locale}")


def phone_table() -> tuple[tuple[str, str], ...]:
    """(region, number type) of `PHONE_PLAN`, each checked free of v1-v8 and usable for its type."""
    import phonenumbers
    used = eighth.earlier_regions() | {json.loads(line).get("region", "") for line in
                                       EARLIER_SETS[-1].read_text(encoding="utf-8").splitlines()}
    pairs = []
    for kind, regions in PHONE_PLAN:
        for region in regions:
            example = phonenumbers.example_number_for_type(region, getattr(phonenumbers.PhoneNumberType, kind))
            if region not in used and sixth._usable(example, region):
                pairs.append((region, kind))
    return tuple(pairs)


def phone_value(draws: Draws, region: str, kind: str) -> dict[str, str]:
    """A valid number of `region` and type `kind` (v8's spellings, each checked valid)."""
    spelled = eighth.phone_value(draws, region, kind)
    return {k: spelled[k] for k in ("e164", "intl", "national")}


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def quiet_countries() -> tuple[str, ...]:
    """The IBAN countries v1-v8 used least."""
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


def public_v4(draws: Draws) -> str:
    while True:
        block = draws.rng.choice(V4_BLOCKS)
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(256)}.{draws.rng.randrange(1, 255)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws) -> str:
    while True:
        head = draws.rng.choice(V6_PREFIXES).split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8)]
        if draws.rng.random() < 0.4:
            at = draws.rng.randrange(len(head), 7)
            groups[at:at + 2] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups[len(head):len(head) + 8 - len(head)]))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws) -> str:
    while True:
        value = draws.rng.choice(OUIS) + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


def secret_fields(draws: Draws, i: int, user: str) -> dict[str, str]:
    """The services' documented token shapes (prefix, alphabet, length), typed passwords and what configs make of
    them (base64 user:password, an rclone-obscured string, a yescrypt hash), drawn."""
    pw = draws.chars(PRINTABLE, 11 + i % 9)
    while not (re.search(r"\d", pw) and re.search(r"[A-Z]", pw)) or not draws.fresh(pw):
        pw = draws.chars(PRINTABLE, 11 + i % 9)
    yescrypt_b64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    return {"pw": pw,
            "brevo": f"xkeysib-{draws.chars(HEX, 64)}-{draws.chars(ALNUM, 16)}",
            "rdme": "rdme_" + draws.chars(LOWER_ALNUM, 70),
            "tfp": f"tfp_{draws.chars(ALNUM, 44)}_{draws.chars(ALNUM, 14)}",
            "nvapi": "nvapi-" + draws.chars(B64URL, 64),
            "xai": "xai-" + draws.chars(ALNUM, 80),
            "pplx": "pplx-" + draws.chars(ALNUM, 48),
            "astra": f"AstraCS:{draws.chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 24)}:"
                     f"{draws.chars(HEX, 64)}",
            "ccipat": f"CCIPAT_{draws.chars(ALNUM, 22)}_{draws.chars(HEX, 40)}",
            "phx": "phx_" + draws.chars(ALNUM, 47),
            "sntryu": "sntryu_" + draws.chars(HEX, 64),
            "mlsn": "mlsn." + draws.chars(HEX, 64),
            "obscured": draws.chars(B64URL, 40 + 2 * (i % 6)),
            "dockerauth": base64.b64encode(f"{user}:{pw}".encode()).decode(),
            "npmauth": base64.b64encode(f"{user}:{pw}".encode()).decode(),
            "kube": f"{draws.chars(LOWER_ALNUM, 6)}.{draws.chars(LOWER_ALNUM, 16)}",
            "yescrypt": f"$y$j9T${draws.chars(yescrypt_b64, 22)}${draws.chars(yescrypt_b64, 43)}"}


def login(draws: Draws, person: Person, i: int) -> str:
    start = i % 4
    for candidate in (person.ascii_first[:1] + person.ascii_last, person.ascii_first + person.ascii_last[:2],
                      person.ascii_last + "_" + person.ascii_first[:1], person.ascii_first + "." + person.ascii_last,
                      person.ascii_first + person.ascii_last)[start:]:
        if draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


class LogNicks(eighth.LogNicks):
    """v8's nicks that speak in the host's own log, without a network's generated guest nicks (`Guest101010`)."""

    def take(self, host: Host, rng: random.Random) -> str | None:
        for _ in range(5):
            nick = super().take(host, rng)
            if nick is None or not re.fullmatch(r"(?i)guest\d*|\w*\d{4,}", nick):
                return nick
        return None


def fields(kind: str, draws: Draws, i: int, tables: dict[str, tuple]) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): `v` and the kind's other spellings, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "first": person.first, "u": person.ascii_first[:1] + person.ascii_last[:5],
            "h": HOSTNAMES[i % len(HOSTNAMES)], "dom": EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)],
            "c40": draws.chars(HEX, 40), "uuid": draws.token("{uuid}"), "extra": (), "record": {}}
    if kind == "email":
        v = f"{person.ascii_first}.{person.ascii_last}@{base['dom']}"
        old = f"{base['u']}@{base['h']}.local"              # the commit address a .mailmap maps (an e-mail too)
        return {**base, "v": v, "old": old, "extra": (f"{person.ascii_first}.{person.ascii_last}", old)}
    if kind == "phone":
        region, number_type = tables["phone"][i % len(tables["phone"])]
        return {**base, **phone_value(draws, region, number_type), "record": {"region": region, "type": number_type}}
    if kind == "ipv4":
        wgpub = base64.b64encode(bytes(draws.rng.randrange(256) for _ in range(32))).decode()
        return {**base, "v": public_v4(draws), "wgpub": wgpub}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws)}
    if kind == "mac":
        value = mac_value(draws)
        return {**base, "v": value, "upper": value.upper()}
    if kind == "secret":
        return {**base, **secret_fields(draws, i, base["u"])}
    if kind == "home_path":
        return {**base, "u": login(draws, person, i)}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:3]
        return {**base, "v": nick, "record": {"names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        return {**base, "num": number, "grouped": sixth.grouped(number), "mm": f"{1 + (i * 5) % 12:02d}",
                "yy": f"{27 + i % 5}", "record": {"brand": brand}}
    country = tables["iban"][i % len(tables["iban"])]
    value = fifth.iban_value(draws, country)
    return {**base, "v": value, "spaced": sixth.grouped(value), "extra": (value,), "record": {"country": country}}


# ----------------------------------------------------------------------------------------------- hosts

def pools_of(used: set[tuple[str, int]]) -> list[list[Host]]:
    """Three pools of unused host lines: the quietest #ubuntu days of the annotated corpus (until they hold
    `QUIET_LINES` unused lines), the shared irclogs days, and new-channels (Channel Two, Rust)."""
    hosts = [h for h in first.shared_hosts() if (h.file, h.line) not in used]
    per_day = Counter(file for file, _ in used if file.startswith("irc-disentanglement/"))
    annotated = [h for h in hosts if h.file.startswith("irc-disentanglement/")]
    free = Counter(h.file for h in annotated)
    days, total = set(), 0
    for day in sorted(free, key=lambda d: (per_day[d], d)):
        if total >= QUIET_LINES:
            break
        days.add(day)
        total += free[day]
    ubuntu = [h for h in annotated if h.file in days]
    irclogs = [h for h in hosts if h.file.startswith("irclogs/")]
    channels = [h for h in third.shared_hosts() if (h.file, h.line) not in used]
    return [ubuntu, irclogs, channels]


class Pools:
    """Host pools taken from in turn; a clean line from the next pool that has one when one has none left."""

    def __init__(self, pools: list[list[Host]], rng: random.Random) -> None:
        self.pools, self.rng, self.turn = pools, rng, 0
        self.clean = [[eighth.is_clean(h) for h in pool] for pool in pools]

    def take(self, clean: bool = False) -> Host:
        side = self.turn % len(self.pools)
        self.turn += 1
        for step in range(len(self.pools)):
            k_side = (side + step) % len(self.pools)
            if (any(self.clean[k_side]) if clean else self.pools[k_side]):
                side = k_side
                break
        pool, flags = self.pools[side], self.clean[side]
        candidates = [k for k, ok in enumerate(flags) if ok] if clean else range(len(pool))
        k = self.rng.choice(list(candidates))
        flags.pop(k)
        return pool.pop(k)


def at_for(form: Form, host: Host) -> int | None:
    """Where the plant goes: a paste after the host line's words, a single config line at a word boundary."""
    return len(host.text) if form.position in PASTES or "\n" in form.line or " | " in form.line else None


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random) -> dict:
    phrase = form.line if group == "negative" else form.line.format(
        **{k: v for k, v in values.items() if isinstance(v, str)})
    value = phrase[phrase.index(first.MARK_OPEN) + 1:phrase.index(first.MARK_CLOSE)]
    extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower() and n.lower() != value.lower())
    row = third.record(group, kind, (form.name, phrase, extra, values.get("record", {})), host, rng,
                       at_for(form, host))
    return {**row, "needles": fifth.distinct(row["needles"]), "source": form.source, "position": form.position}


def planted(draws: Draws, pools: Pools, rng: random.Random, nicks: LogNicks) -> list[dict]:
    records, tables = [], {"phone": phone_table(), "iban": quiet_countries()}
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
    return f"{person.ascii_first}{sep}{person.ascii_last[:4]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "handle-in-code-block-sshd": (f"```\nPermitRootLogin no\nAllowUsers ⟦{handle}⟧ deploy\n```", (handle,), author,
                                      "paste-lines"),
        "mention-after-paste-lines": (f"Failed to start nginx.service\nnginx: [emerg] bind() to 0.0.0.0:80 failed\n"
                                      f"⟦<@{uid}>⟧ same as yours?", (uid, handle), author, "paste-lines"),
        "handle-as-prompt-user": (f"⟦{handle}⟧@pi:~$ sudo systemctl restart pihole-FTL", (handle,), author, "prompt"),
        "handle-in-who-row": (f"⟦{handle}⟧  pts/0  2026-11-28 21:14 (192.168.1.20)", (handle,), author,
                              "table-column"),
        "mention-key-equals": (f"reviewer = ⟦<@{uid}>⟧", (uid, handle), author, "key-equals"),
        "mention-key-colon": (f"assignee: ⟦<@{uid}>⟧", (uid, handle), author, "key-colon"),
        "handle-env-assign": (f"GIT_AUTHOR_NAME=⟦{handle}⟧ git commit --amend --no-edit", (handle,), author,
                              "env-assign"),
        "nickname-git-log-pipe": (f"Author: ⟦{person.full}⟧ | Date:   Sat Nov 28 21:14:03 2026 +0100",
                                  (person.last, person.first), nicknamed, "paste-pipe"),
        "handle-journal-sudo": (f"Nov 28 21:14:03 pi sudo[4121]: ⟦{handle}⟧ : TTY=pts/0 ; PWD=/srv ; USER=root",
                                (handle,), author, "log-timestamp"),
        "forward-unit-user-pipe": (f"[Service] | User=⟦{handle}⟧ | ExecStart=/usr/bin/rclone mount nas: /mnt/nas",
                                   (handle,), {**author, "place": "forward"}, "paste-pipe"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "real-name-in-code-block-gitconfig": (f"```\n[user]\n    name = ⟦{person.full}⟧\n    signingkey = ~/.ssh/id.pub\n```",
                                              (person.last, person.first), user, "paste-lines"),
        "mention-after-paste-lines": (f"E: Unable to locate package libssl1.1\nE: Couldn't find any package\n"
                                      f"⟦<@{uid}>⟧ any idea?", (uid, person.last), user, "paste-lines"),
        "mention-key-colon": (f"owner: ⟦<@{uid}>⟧", (uid, person.last), user, "key-colon"),
        "handle-in-who-row": (f"⟦{handle}⟧  pts/3  2026-11-28 21:14 (10.0.4.7)", (handle,), user, "table-column"),
        "real-name-gitconfig-pipe": (f"[user] | name = ⟦{person.full}⟧ | editor = vim", (person.last, person.first),
                                     {**user, "place": "edit"}, "paste-pipe"),
        "mention-env-assign": (f"ONCALL=⟦<@{uid}>⟧ ./page.sh disk-full", (uid, person.last), user, "env-assign"),
        "first-name-log-line": (f"2026-11-28T21:14:03Z deploy[812]: approved by ⟦{person.first}⟧", (person.first,),
                                user, "log-timestamp"),
        "pretext-mention-key-equals": (f"reviewer = ⟦<@{uid}>⟧", (uid, person.last), {**user, "place": "pretext"},
                                       "key-equals"),
        "comment-crontab-handle": (f"0 3 * * * /srv/backup.sh # ask ⟦{handle}⟧ first", (handle,),
                                   {**user, "place": "comment"}, "table-column"),
        "attachment-maintainer-env": (f"MAINTAINER=⟦{handle}⟧", (handle,), {**user, "place": "attachment"},
                                      "env-assign"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "handle-in-code-block-authorized-keys": (f"```\nfrom=\"192.168.1.0/24\" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 ⟦{handle}⟧@laptop\n```",
                                                 (handle,), {}, "paste-lines"),
        "mention-after-paste-lines": (f"$ lsblk\nsda 8:0 0 931G 0 disk\n⟦@{handle}⟧ only one disk?", (handle,),
                                      {"entity": ["mention", 0]}, "paste-lines"),
        "mention-key-colon": (f"maintainer: ⟦@{handle}⟧", (handle,), {"entity": ["mention", 0]}, "key-colon"),
        "mention-env-assign": (f"NOTIFY=⟦@{handle}⟧", (handle,), {"entity": ["mention", 0]}, "env-assign"),
        "text-mention-log-line": (f"21:14:03 backup ok, thanks ⟦{person.first}⟧", (person.first,),
                                  {"entity": ["mention_name", number]}, "log-timestamp"),
        "text-link-key-equals": (f"owner = ⟦{person.full}⟧", (person.last, person.first, handle),
                                 {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "key-equals"),
        "caption-mention-prose": (f"screenshot of nmcli from ⟦@{handle}⟧", (handle,),
                                  {"entity": ["mention", 0], "place": "caption"}, "prose"),
        "saved-prompt-handle": (f"⟦{handle}⟧@router:~# opkg update", (handle,),
                                {"place": "saved", "from": person.full}, "prompt"),
        "poll-key-colon-first-name": (f"on call: ⟦{person.first}⟧?", (person.first,), {"place": "poll"},
                                      "key-colon"),
        "via-bot-paste-pipe-mention": (f"uptime 12 days | load 0.31 | ping ⟦@{handle}⟧", (handle,),
                                       {"entity": ["mention", 0], "place": "via_bot", "from": "uptimebot"},
                                       "paste-pipe"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 70), "slack": (slack_plant, SLACK_DOC, 90),
           "telegram": (telegram_plant, TELEGRAM_DOC, 110)}
EXPORT_FORMS = {
    "discord": ("mention-after-paste-lines", "handle-as-prompt-user", "handle-in-who-row", "mention-key-equals",
                "mention-key-colon", "handle-env-assign", "nickname-git-log-pipe", "handle-journal-sudo",
                "forward-unit-user-pipe", "handle-in-code-block-sshd"),
    "slack": ("mention-after-paste-lines", "mention-key-colon", "handle-in-who-row", "real-name-gitconfig-pipe",
              "mention-env-assign", "first-name-log-line", "pretext-mention-key-equals", "comment-crontab-handle",
              "attachment-maintainer-env", "real-name-in-code-block-gitconfig"),
    "telegram": ("mention-after-paste-lines", "mention-key-colon", "mention-env-assign", "text-mention-log-line",
                 "text-link-key-equals", "caption-mention-prose", "saved-prompt-handle", "poll-key-colon-first-name",
                 "via-bot-paste-pipe-mention", "handle-in-code-block-authorized-keys")}
WHOLE_PLACES = ("attachment", "file", "attachment-name", "sticker", "forward", "pretext", "comment", "poll",
                "saved", "via_bot", "caption", "edit")     # the plant is the whole text there


def export_records(draws: Draws, platform: str, pools: Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    people = [draws.person(1000 + offset + k) for k in range(PEOPLE_PER_PLATFORM)]
    found, kinds = [], EXPORT_FORMS[platform]
    for i in range(PER_KIND):
        form, person = kinds[i % len(kinds)], people[(i + i // len(kinds)) % len(people)]
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else len(host.text) if position in PASTES else None
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position})
    return found


def side_channels(draws: Draws) -> list[dict]:
    ha, ig, en, dz, ha2 = (draws.person(1400 + k) for k in range(5))
    partner = login(draws, dz, 0)
    rows = {
        "discord-group-dm-name": ("discord", f"ops: {ha.first}, {ig.first} & {en.first}", (ha.first, ig.first, en.first)),
        "slack-dm-of-user": ("slack", f"{dz.full} · OOO till Monday", (dz.last, "U0HELDDM3P")),
        "slack-channel-of-people": ("slack", f"{ig.ascii_last}-{en.ascii_last}-wedding-2027",
                                    (ig.ascii_last, en.ascii_last)),
        "telegram-group-title": ("telegram", f"Famille {dz.last} & {ha2.last}", (dz.last, ha2.last)),
        "export-path-home": ("discord", f"/mnt/c/Users/{partner}/Downloads/Telegram Desktop/ChatExport_2026-11-29",
                             (partner,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 5 or not n.isascii())]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v8 (lower case): no value of v9 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def build() -> list[dict]:
    """Every record of the ninth held-out set (needs Faker, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = pools_of(used)
    earlier = earlier_values()
    draws = Draws(earlier | {w.lower() for pool in hosts for h in pool for w in re.findall(r"\w+", h.text)}, earlier)
    pools = Pools(hosts, rng)
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
