"""Builds bench/data/anonymize_heldout6.jsonl, the SIXTH held-out set of the anonymiser (v6, issue 42 item 4),
measured by `bench/anonymize_heldout.py --set v6`. Written on 2026-11-28 (17:29-17:55 UTC, helper heldout42h)
before the lead measured this session's general detectors; never tuned on; committed with its jsonl before any
measurement. Its author read only the harness, bench/heldout_exports.py, the five earlier builders (to keep their
record format and groups and to avoid their forms, hosts and values), tests/test_anonymize_heldout.py,
docs/privacy.md's first section and docs/chat-exports.md; NOT the rule modules (disentangle/privacy/), the
release validator or auditors, the tuning half, any result of a held-out set, the privacy tests, nor the rest of
docs/privacy.md. The anonymiser was never run on a plant.

v6 keeps v5's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and its
helpers (imported), and differs in METHOD:

- FORMS FROM WHAT PEOPLE PASTE WHEN ASKING FOR HELP, not from tool fixtures: each form is the shape of a line
  users paste into bug reports, Q&A threads and help channels (`nmcli con show` / `nmcli dev show`, `ip addr`,
  `git config -l`, `journalctl`, tracebacks, crash reports, `~/.ssh/config`, payment errors quoting a card,
  bank-transfer confirmations, a wifi key read aloud, a password typed into the wrong window, signatures,
  contact lines in other languages). Each form's `source` names the issue thread it was sampled from, or,
  where the short search found none, the command or habit whose pasted output it imitates. Lines and values
  are ours; no text was copied. Some forms hold TWO values of different kinds (the second an extra needle),
  some put the value at the very start or end of the line, some wrap it in quotes, brackets or code ticks.
- VALUES FROM OTHER GENERATORS than v1-v5: names from Faker locales none of v1-v5 drew people from
  (`PEOPLE_LOCALES`); phone numbers of number TYPES v5 did not use (fixed line, VoIP, personal, UAN beside
  mobile), from `phonenumbers`' example number of each type in regions no earlier set used, last digits redrawn
  and kept only when valid for the region; IBANs of the countries v1-v5 used least (check digits by
  `stdnum.iban`); cards in issuer ranges none used (Napas, Shetab, Carnet, DinaCard, Meeza, Hipercard, Cabal,
  Naranja, GPN, BC Card) with their Luhn digit; secrets in the alphabet and length of services none named
  (ngrok, Mapbox, Pulumi, Gitea, Buildkite) and typed passwords, drawn with a seeded `random.Random` (the set
  must rebuild; `secrets` cannot be seeded).
- HOSTS: #ubuntu lines of the annotated corpus none of v1-v5 used, from the days they used least; one plant in
  three typed with a lead-in in a language of help channels v5's leads did not use (id, nl, uk, cs, ro, vi, hu,
  tl) or new phrasings of es / pt.
- Exports: Discord markdown v5 did not use (subtext, masked links, `##` headers, lists, timestamps, role + user),
  Slack mrkdwn (labelled mentions, user groups, channel links, code spans), Telegram entities of types no earlier
  set used (pre, blockquote, expandable_blockquote, bot_command, link, cashtag) beside a mention and a
  text mention in new shapes.
  Side channels of v2's and v4's kinds in new shapes.

    pip install 'Faker>=40'        # into the venv, for the builder only (40.63.0 here)
    python bench/experiments/anonymize_heldout6.py   # rewrites bench/data/anonymize_heldout6.jsonl
"""
from __future__ import annotations

import base64
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, placing, writer
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, is_clean, record
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Form, Person, Draws, iban_value, helpers

Form, Person, Host, forms = fifth.Form, fifth.Person, first.Host, fifth.forms
MARK_OPEN, MARK_CLOSE = first.MARK_OPEN, first.MARK_CLOSE

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout6.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in ("", "2", "3", "4", "5"))
SEED = 6161
EXPORT_SEED = 6262
PER_KIND = 48
REAL_UNPLANTED = 500
QUIET_USES = 8                 # a day the earlier sets touched with at most this many lines is a quiet day
LEAD_SHARE = 3                 # one plant in three is typed with a lead-in of another language
PEOPLE_PER_PLATFORM = 10
MAX_DRAWS = 500
IBAN_COUNTRY_COUNT = 12
PHONE_REGION_COUNT = 16
MIN_NATIONAL_DIGITS = 7
TECHNICAL_PER_SHAPE = 8

PEOPLE_LOCALES = ("fr_CH", "it_CH", "en_KE", "en_IN", "de_LU", "fr_BE", "es_ES", "es_CA")
PHONE_TYPES = ("VOIP", "UAN", "PERSONAL_NUMBER", "FIXED_LINE", "MOBILE")     # taken in turn
CARD_RANGES = (("napas", "9704", 16), ("shetab", "603799", 16), ("carnet", "506199", 16), ("dinacard", "9891", 16),
               ("meeza", "507803", 16), ("hipercard", "606282", 16), ("cabal", "604209", 16),
               ("naranja", "589562", 16), ("gpn", "1946", 16), ("bccard", "942019", 16))
LEADS = ("coba lihat: ", "kijk maar: ", "ось що пише: ", "podívej se: ", "uite ce scrie: ", "xem này: ",
         "nézd: ", "tingnan mo: ", "me sale esto: ", "segue a saída: ")
EMAIL_DOMAINS = ("bluewin.ch", "libero.it", "rediffmail.com", "pt.lu", "skynet.be", "telefonica.net",
                 "gmx.ch", "tiscali.it")
PRINTABLE = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%+-_=@"
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
HEX = "0123456789abcdef"
NICK_SUFFIXES = ("_wrk", "|lunch", "-pi", "__", "[m]", "_nb", "|afk", "0", "-dev", "_x")

ISSUE_NMSTATE = "https://github.com/nmstate/nmstate/issues/493"                  # pasted `nmcli con show`
ISSUE_ANSIBLE = "https://github.com/ansible/ansible/issues/32675"                # pasted `nmcli con show | grep`
ISSUE_HASS = "https://github.com/home-assistant/supervisor/issues/2203"          # root prompt + nmcli paste
ISSUE_GITCONFIG = "https://github.com/timcharper/git_osx_installer/issues/120"   # pasted `git config -l`
ISSUE_SIGNOFF = "https://github.com/ros2/ros2cli/pull/479"                       # Signed-off-by trailer
PR_NMCLI_DEV = "https://github.com/RedHatInsights/insights-core/pull/963"        # `nmcli dev show` output

# --------------------------------------------------------------------------------------- the forms
# `{v}` the value; `{n}` a name; `{u}` a user name; `{b}` a nick's base; more fields per kind (`fields`)
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms(ISSUE_SIGNOFF, ("signed-off-by-trailer", "Signed-off-by: {n} <⟦{v}⟧>")),
        *forms(ISSUE_GITCONFIG, ("git-config-list-email", "user.email=⟦{v}⟧")),
        *forms("pasted `git log` output (git-log(1))", ("git-log-author", "Author: {n} <⟦{v}⟧>")),
        *forms("pasted `gpg --list-keys` output (gpg(1))", ("gpg-uid-ultimate", "uid           [ultimate] {n} <⟦{v}⟧>")),
        *forms("pasted `apt changelog` entry (deb-changelog(5))",
               ("changelog-trailer", " -- {n} <⟦{v}⟧>  Sat, 28 Nov 2026 10:12:03 +0100")),
        *forms("pasted `journalctl -u postfix` (postfix bounce lines)",
               ("postfix-bounce-to", "postfix/smtp[2211]: 4F1A2C0E: to=<⟦{v}⟧>, relay=none, status=bounced")),
        *forms("login quoted in code ticks in a password-reset help thread",
               ("ticked-login", "my login is `⟦{v}⟧` but the reset mail never arrives")),
        *forms("pasted `ssh-keygen -C` command (ssh-keygen(1))", ("ssh-keygen-comment", "ssh-keygen -t ed25519 -C \"⟦{v}⟧\"")),
        *forms("mail signature at the start of a message", ("address-first-signature", "⟦{v}⟧ | {n} | Lausanne"))),
    "phone": (
        *forms("forum signature with a phone", ("signature-tel", "{n} | Tel.: ⟦{intl}⟧")),
        *forms("contact line in German", ("kontakt-whatsapp", "Kontakt: {n}, ⟦{intl}⟧ (WhatsApp)")),
        *forms("contact line in Spanish", ("llamame-national", "llámame al ⟦{national}⟧ por favor")),
        *forms("number bracketed at the end of a chat line", ("bracketed-end", "call me back [⟦{e164}⟧]")),
        *forms("pasted `signal-cli send` error", ("signal-cli-failed", "Failed to send message to ⟦{e164}⟧: Unregistered user")),
        *forms("pasted Asterisk CLI dial line", ("asterisk-called", "    -- Called PJSIP/⟦{e164}⟧@trunk-out")),
        *forms("number at the start of a chat line", ("number-first", "⟦{e164}⟧ is my number on telegram, same nick")),
        *forms("contact line in French", ("mon-numero", "mon numéro : ⟦{intl}⟧")),
        *forms("contact line in Russian", ("telefon-ru", "тел. ⟦{intl}⟧, пишите в телегу"))),
    "ipv4": (
        *forms(ISSUE_NMSTATE, ("nmcli-con-ipv4-addresses", "ipv4.addresses:                         ⟦{v}⟧/24")),
        *forms(PR_NMCLI_DEV, ("nmcli-dev-ip4-address", "IP4.ADDRESS[1]:                         ⟦{v}⟧/24")),
        *forms("pasted `ip addr` output (ip-address(8))",
               ("ip-addr-inet", "    inet ⟦{v}⟧/24 brd 0.0.0.0 scope global dynamic noprefixroute wlp2s0")),
        *forms("pasted `ssh -v` failure (ssh(1))", ("ssh-connect-timeout", "ssh: connect to host ⟦{v}⟧ port 22: Connection timed out")),
        *forms("pasted `journalctl -u ssh` (sshd auth log)",
               ("sshd-failed-password", "Failed password for invalid user admin from ⟦{v}⟧ port 52144 ssh2")),
        *forms("pasted `traceroute` hop (traceroute(8))", ("traceroute-hop", " 7  ⟦{v}⟧  18.214 ms  17.902 ms  18.004 ms")),
        *forms("address in code ticks in a help question", ("ticked-public-ip", "my public ip is `⟦{v}⟧` and 443 is closed")),
        *forms("pasted `arp -a` output (arp(8)); the MAC is a second value",
               ("arp-a-entry", "? (⟦{v}⟧) at {mac} [ether] on wlan0"))),
    "ipv6": (
        *forms(PR_NMCLI_DEV, ("nmcli-dev-ip6-address", "IP6.ADDRESS[1]:                         ⟦{v}⟧/64")),
        *forms(ISSUE_ANSIBLE, ("nmcli-con-ipv6-addresses", "ipv6.addresses:                         ⟦{v}⟧/64")),
        *forms("pasted `ip -6 addr` output (ip-address(8))",
               ("ip-inet6-global", "    inet6 ⟦{v}⟧/64 scope global dynamic mngtmpaddr noprefixroute")),
        *forms("pasted `ping -6` output (ping(8))", ("ping6-reply", "64 bytes from ⟦{v}⟧: icmp_seq=1 ttl=57 time=21.4 ms")),
        *forms("pasted `curl -v` output (curl(1))", ("curl-trying-bracketed", "*   Trying [⟦{v}⟧]:443...")),
        *forms("address quoted at the start of a chat line", ("quoted-first", "\"⟦{v}⟧\" is what ifconfig.co says")),
        *forms("pasted `dig AAAA` answer (dig(1))", ("dig-aaaa-answer", "{host}.\t300\tIN\tAAAA\t⟦{v}⟧")),
        *forms("pasted `journalctl -u ssh` (sshd accepted key)",
               ("sshd-accepted-from6", "Accepted publickey for {u} from ⟦{v}⟧ port 50322 ssh2"))),
    "mac": (
        *forms(PR_NMCLI_DEV, ("nmcli-general-hwaddr", "GENERAL.HWADDR:                         ⟦{upper}⟧")),
        *forms(ISSUE_HASS, ("nmcli-cloned-mac", "802-3-ethernet.cloned-mac-address:      ⟦{upper}⟧")),
        *forms("pasted `ip link` output (ip-link(8))", ("ip-link-ether", "    link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff")),
        *forms("pasted `iwconfig` output (iwconfig(8))", ("iwconfig-access-point", "Mode:Managed  Frequency:5.18 GHz  Access Point: ⟦{upper}⟧")),
        *forms("pasted `bluetoothctl` output", ("bluetoothctl-chg", "[CHG] Device ⟦{upper}⟧ Connected: yes")),
        *forms("pasted `journalctl` wpa_supplicant line",
               ("wpa-connected", "wlp2s0: CTRL-EVENT-CONNECTED - Connection to ⟦{v}⟧ completed [id=0 id_str=]")),
        *forms("pasted `dmesg` r8169 probe line", ("dmesg-r8169", "r8169 0000:03:00.0 eth0: RTL8168h/8111h, ⟦{v}⟧, XID 541, IRQ 126")),
        *forms("pasted `arp -a` output (arp(8)); the address is a second value",
               ("arp-a-mac", "? ({ip}) at ⟦{v}⟧ [ether] on eth0"))),
    "secret": (
        *forms("wifi key read aloud in a help channel", ("wifi-key-aloud", "the wifi key is ⟦{pw}⟧ (all of it, case matters)")),
        *forms("password typed into the channel by mistake", ("wrong-window", "⟦{pw}⟧ oops, wrong window")),
        *forms("pasted `nmcli dev wifi connect` command (nmcli(1))",
               ("nmcli-wifi-connect", "nmcli dev wifi connect HomeNet password ⟦{pw}⟧")),
        *forms("pasted `smbclient -U` command (smbclient(1))", ("smbclient-user-pass", "smbclient //nas/share -U {u}%⟦{pw}⟧")),
        *forms("pasted `ngrok config add-authtoken` (ngrok docs)", ("ngrok-authtoken", "ngrok config add-authtoken ⟦{ngrok}⟧")),
        *forms("pasted Mapbox secret token in a .env (Mapbox docs)", ("mapbox-secret-env", "MAPBOX_DOWNLOADS_TOKEN=⟦{mapbox}⟧")),
        *forms("pasted `pulumi login` environment (Pulumi docs)", ("pulumi-access-token", "export PULUMI_ACCESS_TOKEN=⟦{pulumi}⟧")),
        *forms("pasted `git remote -v` with a Gitea token (git-remote(1)); the user is a second value",
               ("gitea-token-remote", "origin\thttps://{u}:⟦{hex40}⟧@git.{dom}/{u}/dotfiles.git (fetch)")),
        *forms("pasted Buildkite agent config (Buildkite docs)", ("buildkite-api-token", "token=\"⟦{bkua}⟧\""))),
    "home_path": (
        *forms(ISSUE_HASS, ("root-prompt-home", "root@debian-ha:/home/⟦{u}⟧# nmcli con show")),
        *forms(ISSUE_GITCONFIG, ("git-config-excludesfile", "core.excludesfile=/Users/⟦{u}⟧/.gitignore_global")),
        *forms("pasted Python traceback", ("traceback-site-packages",
               "  File \"/home/⟦{u}⟧/.local/lib/python3.12/site-packages/pip/_internal/cli/main.py\", line 79, in main")),
        *forms("pasted apport crash report (/var/crash)", ("apport-executable-path", "ExecutablePath: /home/⟦{u}⟧/Apps/Obsidian.AppImage")),
        *forms("pasted `snap run` error", ("snap-common-dir", "cannot create /home/⟦{u}⟧/snap/firefox/common/.mozilla: Permission denied")),
        *forms("Windows path of a WSL home pasted from Explorer", ("wsl-unc-home", "\\\\wsl.localhost\\Ubuntu\\home\\⟦{u}⟧\\proj")),
        *forms("pasted ~/.ssh/config (ssh_config(5))", ("ssh-config-identityfile", "  IdentityFile /home/⟦{u}⟧/.ssh/id_ed25519_work")),
        *forms("pasted `journalctl --user` gnome-shell line", ("gnome-shell-extension",
               "gnome-shell[2043]: Failed to load /home/⟦{u}⟧/.local/share/gnome-shell/extensions/dash@x/metadata.json"))),
    "nick": (
        *forms("pasted irssi window (join line)", ("irssi-join", "-!- ⟦{v}⟧ [~{b}@user/{b}] has joined #ubuntu")),
        *forms("pasted WeeChat buffer (quit line)", ("weechat-quit", "<-- ⟦{v}⟧ (~{b}@198.51.100.7) has quit (Ping timeout: 252 seconds)")),
        *forms("Matrix-IRC bridge relay prefix", ("matrix-relay-prefix", "[m] ⟦{v}⟧: did you try nomodeset?")),
        *forms("pasted XMPP/IRC log line", ("angle-speaker", "<⟦{v}⟧> any idea why grub hangs")),
        *forms("IRC action line", ("action-line", "* ⟦{v}⟧ waves")),
        *forms("nick addressed at the end of a line", ("thanks-at-end", "thanks a lot, ⟦{v}⟧")),
        *forms("nick in code ticks", ("ticked-nick", "ask `⟦{v}⟧`, they packaged it")),
        *forms("pasted NickServ INFO reply", ("nickserv-info", "Information on ⟦{v}⟧ (account {b}):"))),
    "card": (
        *forms("payment error message quoting a card", ("declined-error", "card_declined: card ⟦{num}⟧ was declined (insufficient_funds)")),
        *forms("card typed in German with its expiry", ("karte-gueltig", "Karte: ⟦{grouped}⟧ gültig bis {mm}/{yy}")),
        *forms("card typed in Portuguese", ("cartao-recusado", "cartão ⟦{num}⟧ recusado, o que faço?")),
        *forms("pasted JSON request body of a checkout form", ("json-card-number", "\"card_number\": \"⟦{num}⟧\",")),
        *forms("pasted `curl -d` to a payment API", ("curl-form-pan", "curl -X POST https://api.shop.test/pay -d 'pan=⟦{num}⟧&exp={mm}{yy}'")),
        *forms("card at the start of a pasted log line", ("number-first-log", "⟦{num}⟧ {mm}/{yy} declined by issuer")),
        *forms("card with dashes in a chat line", ("dashed-card", "is ⟦{dashed}⟧ a valid number?")),
        *forms("card typed in Russian", ("nomer-karty", "номер карты ⟦{grouped}⟧, срок {mm}/{yy}"))),
    "iban": (
        *forms("bank-transfer confirmation pasted in German", ("ueberweisung-bestaetigung",
               "Überweisung an {n}, IBAN ⟦{spaced}⟧, Betrag 120,00 EUR")),
        *forms("signature with an IBAN at the end", ("signature-iban-end", "{n} · IBAN ⟦{spaced}⟧")),
        *forms("transfer request in Spanish", ("transferencia-titular", "transferencia a ⟦{spaced}⟧ (titular: {n})")),
        *forms("account at the start of a chat line", ("iban-first", "⟦{v}⟧ is the account for the donation")),
        *forms("IBAN in code ticks", ("ticked-iban", "`⟦{v}⟧`")),
        *forms("pasted SEPA pain.001 fragment", ("pain001-iban", "<CdtrAcct><Id><IBAN>⟦{v}⟧</IBAN></Id></CdtrAcct>")),
        *forms("account typed in Polish", ("numer-konta", "nr konta ⟦{spaced}⟧, tytułem: składka")),
        *forms("RIB typed in French", ("rib-francais", "RIB : ⟦{spaced}⟧ — merci d'avance"))),
}

# values that identify no one, in the same pasted shapes (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("ubottu", "moderator", "gardener", "lurker", "tux")
NEGATIVES: tuple[Form, ...] = (
    *forms(ISSUE_NMSTATE, ("nmcli-private-address", "ipv4.addresses:                         ⟦192.168.1.23⟧/24"),
           ("nmcli-autoconnect-priority", "connection.autoconnect-priority:        ⟦-999⟧")),
    *forms(PR_NMCLI_DEV, ("nmcli-loopback-hwaddr", "GENERAL.HWADDR:                         ⟦00:00:00:00:00:00⟧"),
           ("nmcli-gateway-private", "IP4.GATEWAY:                            ⟦10.0.0.1⟧"),
           ("nmcli-dns-resolver", "IP4.DNS[1]:                             ⟦127.0.0.53⟧"),
           ("nmcli-link-local6", "IP6.ADDRESS[1]:                         ⟦fe80::1⟧/64")),
    *forms(ISSUE_ANSIBLE, ("documentation6-prefix", "ipv6.addresses:                         ⟦2001:db8:1::1⟧/64"),
           ("ansible-version", "ansible ⟦2.4.0.0⟧")),
    *forms(ISSUE_GITCONFIG, ("git-version", "git version ⟦2.18.0⟧"), ("tilde-excludes", "core.excludesfile=⟦~/.gitignore⟧")),
    *forms(ISSUE_SIGNOFF, ("noreply-address", "Signed-off-by: dependabot <⟦support@github.com⟧>")),
    *forms(ISSUE_HASS, ("supervisor-version", "Supervisor ⟦2020.10.0⟧"), ("root-home", "cd ⟦/root⟧ && ls")),
    *forms("pasted `ip addr` output (ip-address(8))", ("loopback-inet", "    inet ⟦127.0.0.1⟧/8 scope host lo"),
           ("broadcast-ether", "    link/ether 52:54:00:ab:cd:ef brd ⟦ff:ff:ff:ff:ff:ff⟧"),
           ("cgnat-address", "    inet ⟦100.64.0.5⟧/10 scope global tailscale0")),
    *forms("pasted `ssh -v` failure (ssh(1))", ("documentation-host", "ssh: connect to host ⟦198.51.100.20⟧ port 22")),
    *forms("pasted `ping -6` output (ping(8))", ("loopback6", "64 bytes from ⟦::1⟧: icmp_seq=1 ttl=64")),
    *forms("pasted `apt policy` output", ("package-version", "  Installed: ⟦2.7.14build2⟧"),
           ("kernel-version", "Linux 6.8.0-⟦49⟧-generic")),
    *forms("payment provider test numbers quoted in a help thread",
           ("test-card-visa-debit", "card ⟦4000 0566 5566 5556⟧ is Stripe's debit test card"),
           ("test-card-discover", "try ⟦6011111111111117⟧ in test mode")),
    *forms("documentation IBAN quoted in a help thread", ("documentation-iban-gb", "e.g. ⟦GB82 WEST 1234 5698 7654 32⟧")),
    *forms("placeholders people leave in pasted configs", ("placeholder-email", "user.email=⟦you@example.com⟧"),
           ("placeholder-password", "nmcli dev wifi connect HomeNet password ⟦<password>⟧"),
           ("placeholder-token", "ngrok config add-authtoken ⟦<YOUR_AUTHTOKEN>⟧"),
           ("env-password", "smbclient //nas/share -U guest%⟦$SMBPASS⟧"),
           ("placeholder-home", "IdentityFile ⟦~/.ssh/id_ed25519⟧"),
           ("skeleton-home", "cp -r ⟦/etc/skel⟧ /tmp/x")),
    *forms("service mailboxes in pasted output", ("postmaster-address", "to=<⟦postmaster@localhost⟧>, status=sent"),
           ("abuse-mailbox", "report it to ⟦abuse@ubuntu.com⟧")),
    *forms("phone placeholders", ("zero-phone", "Tel.: ⟦+00 000 000 000⟧"), ("emergency-number", "call ⟦112⟧ first")),
    *forms("pasted `uname -a` / `lsb_release -a`", ("release-number", "Release:\t⟦24.04⟧"),
           ("codename", "Codename:\t⟦noble⟧")),
    *forms("pasted `lsusb` line", ("usb-id", "Bus 001 Device 004: ID ⟦8087:0026⟧ Intel Corp. AX201 Bluetooth")),
    *forms("pasted systemd unit user slice", ("user-slice", "⟦user-1000.slice⟧")),
    *forms("words a log may also know as nicks", ("word", "ask ⟦ubottu⟧ for the factoid"),
           ("word", "I am no ⟦moderator⟧ here"), ("word", "the ⟦gardener⟧ script"), ("word", "a long time ⟦lurker⟧"),
           ("word", "the ⟦tux⟧ logo")),
)

# real pasted tool output with random-looking tokens that are no secret: (form, source, line template);
# `{hex:N}`, `{HEX:N}`, `{b64:N}`, `{uuid}`, `{aln:N}` drawn per line
TECHNICAL_SHAPES = (
    ("nmcli-connection-uuid", ISSUE_NMSTATE, "connection.uuid:                        {uuid}"),
    ("journalctl-boot-marker", "pasted `journalctl -b -1`", "-- Boot {hex:32} --"),
    ("sha256sum-iso", "pasted `sha256sum` of an ISO", "{hex:64} *ubuntu-24.04.1-desktop-amd64.iso"),
    ("git-log-commit", "pasted `git log` output", "commit {hex:40} (HEAD -> main, origin/main)"),
    ("file-build-id", "pasted `file` output", "/usr/bin/foo: ELF 64-bit LSB pie executable, BuildID[sha1]={hex:40}, stripped"),
    ("pip-hash", "pasted pip requirements with hashes", "    --hash=sha256:{hex:64}"),
    ("ssh-host-fingerprint", "pasted first `ssh` connection prompt", "ED25519 key fingerprint is SHA256:{b64n:32}."),
    ("ubuntu-paste-id", "pastebin links pasted in #ubuntu", "https://paste.ubuntu.com/p/{aln:10}/"),
    ("gpg-pub-keyid", "pasted `gpg --list-keys --keyid-format long`", "pub   rsa4096/{HEX:16} 2018-09-17 [SC]"),
    ("snap-id", "pasted `snap info`", "snap-id:      {aln:32}"),
    ("flatpak-commit", "pasted `flatpak info`", "      Commit: {hex:64}"),
    ("docker-ps-container", "pasted `docker ps`", "{hex:12}   nginx:1.27   \"/docker-entrypoint.…\"   2 hours ago   Up 2 hours"),
    ("apt-key-fingerprint", "pasted `apt-key list`", "      {HEX4x10}"),
    ("lsblk-uuid", "pasted `lsblk -f`", "├─nvme0n1p2 ext4   1.0         {uuid}  212.4G    48% /"),
)


# ----------------------------------------------------------------------------------------------- draws

class Draws(fifth.Draws):
    """v5's drawing helpers with v6's seed, people from Faker locales none of v1-v5 used, more token kinds."""

    def __init__(self, avoid: set[str]) -> None:
        super().__init__(avoid)
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

    def token(self, pattern: str) -> str:
        """v5's tokens and `{aln:N}` (letters and digits), `{b64n:N}` (unpadded base64), `{HEX4x10}`."""
        def fill(match: re.Match) -> str:
            kind, _, size = match[1].partition(":")
            if kind == "aln":
                return self.chars(ALNUM, int(size))
            if kind == "b64n":
                return base64.b64encode(bytes(self.rng.randrange(256) for _ in range(int(size)))).decode().rstrip("=")
            return " ".join(self.chars(HEX.upper(), 4) for _ in range(10))
        return super().token(re.sub(r"\{(aln:\d+|b64n:\d+|HEX4x10)\}", fill, pattern))


def earlier_regions() -> set[str]:
    """Every phone region v1-v5 used: v2's table, v5's, and the records' `region`."""
    regions = set(fifth.PHONE_REGIONS) | {region for _, region, _, _ in _second().PHONE}
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            regions.add(json.loads(line).get("region", ""))
    return regions - {""}


def _second() -> Any:
    from experiments import anonymize_heldout2 as second
    return second


def phone_regions() -> tuple[tuple[str, str], ...]:
    """(region, number type) pairs of regions none of v1-v5 used, the types taken in turn (`PHONE_TYPES`)."""
    import phonenumbers
    free = sorted(phonenumbers.SUPPORTED_REGIONS - earlier_regions())
    buckets = {kind: [r for r in free if _usable(phonenumbers.example_number_for_type(
        r, getattr(phonenumbers.PhoneNumberType, kind)), r)] for kind in PHONE_TYPES}
    pairs: list[tuple[str, str]] = []
    while len(pairs) < PHONE_REGION_COUNT and any(buckets.values()):
        for kind in PHONE_TYPES:
            taken = {region for region, _ in pairs}
            region = next((r for r in buckets[kind] if r not in taken), None)
            if region is not None and len(pairs) < PHONE_REGION_COUNT:
                pairs.append((region, kind))
            buckets[kind] = [r for r in buckets[kind] if r != region and r not in taken]
    return tuple(pairs)


def _usable(example: Any, region: str) -> bool:
    """An example number valid for its own region and long enough to redraw its last digits."""
    import phonenumbers
    return (example is not None and len(str(example.national_number)) >= MIN_NATIONAL_DIGITS
            and phonenumbers.is_valid_number(example) and phonenumbers.region_code_for_number(example) == region)


def phone_value(draws: Draws, region: str, kind: str) -> dict[str, str]:
    import phonenumbers
    example = phonenumbers.example_number_for_type(region, getattr(phonenumbers.PhoneNumberType, kind))
    national = phonenumbers.national_significant_number(example)
    for _ in range(MAX_DRAWS):
        parsed = phonenumbers.parse("+" + str(example.country_code) + national[:-3] + draws.chars("0123456789", 3))
        if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region:
            e164 = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)
            if draws.fresh(e164):
                fmt = phonenumbers.PhoneNumberFormat
                return {"e164": e164, "intl": phonenumbers.format_number(parsed, fmt.INTERNATIONAL),
                        "national": phonenumbers.format_number(parsed, fmt.NATIONAL)}
    raise SystemExit(f"no valid {region} {kind} number drawn")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def quiet_countries() -> tuple[str, ...]:
    """The IBAN countries v1-v5 used least."""
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


def grouped(value: str, sep: str = " ") -> str:
    return sep.join(value[k:k + 4] for k in range(0, len(value), 4))


def secret_fields(draws: Draws, i: int) -> dict[str, str]:
    mapbox_head = base64.b64encode(json.dumps({"u": draws.chars(ALNUM[:26], 8), "a": draws.chars(ALNUM, 10)})
                                   .encode()).decode().rstrip("=")
    return {"pw": draws.chars(PRINTABLE, 10 + i % 8), "hex40": draws.chars(HEX, 40),
            "ngrok": f"{draws.chars(ALNUM, 27)}_{draws.chars(ALNUM, 21)}",
            "mapbox": f"sk.{mapbox_head}.{draws.chars(ALNUM + '-_', 22)}",
            "pulumi": "pul-" + draws.chars(HEX, 40), "bkua": "bkua_" + draws.chars(HEX, 40)}


def home_user(draws: Draws, person: Person, i: int) -> str:
    """A login as people pick them: the first name alone when no earlier set has it, else with letters of the last."""
    start = 1 if i % 2 else 0
    for candidate in (person.ascii_first, person.ascii_first + person.ascii_last[:1],
                      person.ascii_first + person.ascii_last[:2], person.ascii_first + person.ascii_last)[start:]:
        if draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def fields(kind: str, draws: Draws, i: int, tables: dict[str, tuple]) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): `v` and the kind's other spellings, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "u": person.user, "dom": EMAIL_DOMAINS[i % len(EMAIL_DOMAINS)],
            "host": f"{person.ascii_last}-nas.duckdns.org", "extra": (), "record": {}}
    if kind == "email":
        return {**base, "v": f"{person.user}@{base['dom']}", "extra": (person.user,)}
    if kind == "phone":
        region, number_type = tables["phone"][i % len(tables["phone"])]
        return {**base, **phone_value(draws, region, number_type), "record": {"region": region, "type": number_type}}
    if kind in ("ipv4", "ipv6", "mac"):
        ip, mac = fifth.public_v4(draws), fifth.mac_value(draws)
        value = {"ipv4": ip, "ipv6": fifth.public_v6(draws), "mac": mac}[kind]
        return {**base, "v": value, "upper": value.upper(), "mac": mac, "ip": ip, "extra": (mac if kind == "ipv4" else ip,)}
    if kind == "secret":
        login = person.ascii_first + person.ascii_last[:2]
        return {**base, **secret_fields(draws, i), "u": login, "extra": (login,)}
    if kind == "home_path":
        return {**base, "u": home_user(draws, person, i)}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:3]
        return {**base, "v": nick + NICK_SUFFIXES[i % len(NICK_SUFFIXES)], "b": nick, "extra": (nick,),
                "record": {"names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        return {**base, "num": number, "grouped": grouped(number), "dashed": grouped(number, "-"),
                "mm": f"{1 + i % 12:02d}", "yy": f"{28 + i % 4}", "record": {"brand": brand}}
    country = tables["iban"][i % len(tables["iban"])]
    value = fifth.iban_value(draws, country)
    return {**base, "v": value, "spaced": grouped(value), "record": {"country": country}}


# ----------------------------------------------------------------------------------------------- hosts

def quiet_hosts() -> list[Host]:
    """#ubuntu lines of the annotated corpus that none of v1-v5 used, from the days they used least."""
    used = third.earlier_lines(EARLIER_SETS)
    per_day = Counter(file for file, _ in used if file.startswith("irc-disentanglement/"))
    hosts = [h for h in first.shared_hosts() if h.file.startswith("irc-disentanglement/")]
    return [h for h in hosts if per_day[h.file] <= QUIET_USES and (h.file, h.line) not in used]


def planted(draws: Draws, pool: list[Host], rng: random.Random) -> list[dict]:
    records, tables = [], {"phone": phone_regions(), "iban": quiet_countries()}
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form = kind_forms[i % len(kind_forms)]
            lead = LEADS[(i // LEAD_SHARE) % len(LEADS)] if i % LEAD_SHARE == 1 else ""
            host = pool.pop(rng.randrange(len(pool)))
            records.append(fifth.plant_record("planted", kind, form, fields(kind, draws, i, tables), host, lead, rng))
    return records


def negatives(rest: list[Host], rng: random.Random) -> list[dict]:
    return [fifth.plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}},
                               rest.pop(rng.randrange(len(rest))), "", rng) for form in NEGATIVES]


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form, "text": draws.token(line), "names": list(NEGATIVE_NAMES),
             "source": source} for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

DISCORD_SOURCE = "Discord markdown as pasted in help servers (Discord's markdown text 101 article)"
SLACK_SOURCE = "Slack mrkdwn of messages (Slack's `Formatting text for app surfaces`)"
TELEGRAM_SOURCE = "Telegram Desktop result.json text entities (Telegram Bot API MessageEntity types)"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first}.{person.ascii_last[:3]}"
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "subtext-mention": (f"-# ⟦<@{uid}>⟧ asked this yesterday", (uid, handle), author),
        "masked-link-name": (f"[⟦{person.full}⟧](https://discord.com/users/{uid})", (person.last, uid), nicknamed),
        "h2-mention": (f"## ⟦<@{uid}>⟧ solved", (uid, handle), author),
        "dash-list-mention": (f"- ⟦<@{uid}>⟧ (nvidia)", (uid, handle), author),
        "timestamp-then-mention": (f"<t:1764322800:R> ⟦<@{uid}>⟧", (uid, handle), author),
        "role-and-user": (f"<@&{int(uid) + 7}> ⟦<@{uid}>⟧ pls", (uid, handle), author),
        "ticked-handle": (f"`⟦@{handle}⟧`", (handle,), author),
        "quote-line-nickname": (f"> ⟦{person.first}⟧ said it boots now", (person.first,), nicknamed),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first}.{person.ascii_last}"
    user = {"user": [uid, handle, person.full]}
    return {
        "labelled-mention": (f"⟦<@{uid}|{handle}>⟧ can you check", (uid, handle), user),
        "usergroup-then-mention": (f"<!subteam^S0HELD6|@oncall> ⟦<@{uid}>⟧", (uid, person.last), user),
        "channel-link-then-mention": (f"<#C0HELD6X|general> ⟦<@{uid}>⟧", (uid, person.last), user),
        "here-then-mention": (f"<!here> ⟦<@{uid}>⟧ is out today", (uid, person.last), user),
        "code-span-dotted-handle": (f"`⟦@{handle}⟧`", (handle,), user),
        "emoji-then-real-name": (f":wave: ⟦{person.full}⟧", (person.last,), user),
        "profile-link-label": (f"<https://team.slack.com/team/{uid}|⟦{person.full}⟧>", (person.last, uid), user),
        "attachment-real-name-first": (f"⟦{person.full}⟧ shared the runbook", (person.last,),
                                       {**user, "place": "attachment"}),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.ascii_first}{person.ascii_last[:4]}"
    return {
        "pre-entity-handle": (f"⟦@{handle}⟧", (handle,), {"entity": ["pre", 0]}),
        "blockquote-entity-name": (f"⟦{person.full}⟧", (person.last,), {"entity": ["blockquote", 0]}),
        "expandable-blockquote-name": (f"⟦{person.first}⟧", (person.first,), {"entity": ["expandable_blockquote", 0]}),
        "bot-command-handle": (f"⟦/ban@{handle}⟧", (handle,), {"entity": ["bot_command", 0]}),
        "link-entity-tme": (f"⟦t.me/{handle}⟧", (handle,), {"entity": ["link", 0]}),
        "cashtag-entity-surname": (f"⟦${person.ascii_last.upper()}⟧", (person.ascii_last.upper(),), {"entity": ["cashtag", 0]}),
        "mention-entity-short-handle": (f"⟦@{handle}⟧", (handle,), {"entity": ["mention", 0]}),
        "text-mention-first-name": (f"⟦{person.first}⟧", (person.first,), {"entity": ["mention_name", number]}),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_SOURCE, 60), "slack": (slack_plant, SLACK_SOURCE, 80),
           "telegram": (telegram_plant, TELEGRAM_SOURCE, 100)}
EXPORT_FORMS = {
    "discord": ("subtext-mention", "masked-link-name", "h2-mention", "dash-list-mention", "timestamp-then-mention",
                "role-and-user", "ticked-handle", "quote-line-nickname"),
    "slack": ("labelled-mention", "usergroup-then-mention", "channel-link-then-mention", "here-then-mention",
              "code-span-dotted-handle", "emoji-then-real-name", "profile-link-label", "attachment-real-name-first"),
    "telegram": ("pre-entity-handle", "blockquote-entity-name", "expandable-blockquote-name", "bot-command-handle",
                 "link-entity-tme", "cashtag-entity-surname", "mention-entity-short-handle", "text-mention-first-name")}


def export_records(draws: Draws, platform: str, pool: list[Host], rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    people = [draws.person(1000 + offset + k) for k in range(PEOPLE_PER_PLATFORM)]
    found, kinds = [], EXPORT_FORMS[platform]
    for i in range(PER_KIND):
        form, person = kinds[i % len(kinds)], people[(i + i // len(kinds)) % len(people)]
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup = make(form, person, uid if platform != "telegram" else number)
        host = pool.pop(rng.randrange(len(pool)))
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng,
                           0 if setup.get("place") else None)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source})
    return found


def side_channels(draws: Draws) -> list[dict]:
    ch, it, sw, be = (draws.person(1300 + k) for k in (0, 1, 2, 5))
    rows = {
        "telegram-personal-title": ("telegram", f"{sw.first} 🏠 (new number)", (sw.first,)),
        "slack-mpdm-name": ("slack", f"mpdm-{ch.ascii_first}--{it.ascii_first}--{be.ascii_first}-1",
                            (ch.ascii_first, it.ascii_first, be.ascii_first)),
        "slack-private-channel-of-person": ("slack", f"{it.ascii_last}-offboarding", (it.ascii_last,)),
        "discord-dm-name": ("discord", f"{be.ascii_first}.{be.ascii_last[:3]}", (be.ascii_first,)),
        "export-path-home": ("discord", f"/home/{ch.user}/snap/telegram-desktop/common/Downloads/ChatExport_2026-11-28",
                             (ch.user, ch.ascii_last)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *needles]), "names": [],
             "source": "bench/heldout_exports.py (writer's places)"} for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v5 (lower case): no value of v6 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def build() -> list[dict]:
    """Every record of the sixth held-out set (needs Faker, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    hosts = quiet_hosts()
    draws = Draws(earlier_values() | {w.lower() for h in hosts for w in re.findall(r"\w+", h.text)})
    clean = [h for h in hosts if third.is_clean(h)]
    real = rng.sample(clean, REAL_UNPLANTED)
    chosen = {(h.file, h.line) for h in real}
    records = [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    pool = [h for h in hosts if (h.file, h.line) not in chosen]
    records += planted(draws, pool, rng)
    used = chosen | {(r["file"], r["line"]) for r in records if "file" in r}
    rest = [h for h in clean if (h.file, h.line) not in used]
    records += negatives(rest, rng)
    for platform in EXPORTS:
        records += export_records(draws, platform, rest, rng)
    return records + side_channels(draws) + technical(draws)


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
