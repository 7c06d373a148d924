"""Builds bench/data/anonymize_heldout4.jsonl, the FOURTH held-out set of the anonymiser (v4, issue 42 item 4),
measured by `bench/anonymize_heldout.py --set v4`. Written on 2026-11-28 before rules42d's rules; never tuned
on. Committed with its jsonl before any measurement, measured once after. Its author read neither the rule
modules, the release validators or auditors, the tuning half, any held-out result, the privacy tests nor
docs/privacy.md beyond its first section; only the harness, the three earlier builders (to keep their record
format and avoid their forms, hosts and values), tests/test_anonymize_heldout.py and bench/heldout_exports.py.

Why a fourth set: v1-v3 are spent (rules were tuned on their misses). v4 keeps the record format and groups
(`planted`, `negative`, `technical`, `real`, `export`, `side`) and differs in METHOD:

- MULTI-LINE PASTES: half of each kind's plants sit in pastes composed here as people paste them into chat
  (a git config, `git log`, a Python / Rust / gdb trace, an apport crash report, an e-mail quoted into chat,
  `ip addr` / `dmesg` / traceroute / nginx output, INI / YAML / TOML / JSON / .env files, Markdown fences
  of Discord and Slack), each paste split over consecutive messages of one speaker (`PASTE_LINES` lines a
  message); the record is the message holding the value (`text`, ours; `paste` and `part` say which), the
  plant is the value alone, where the paste has it. The other half are CHAT-TYPED values put into real lines
  at a word boundary: typos in the obfuscation (`[at}`, `gmial`), values inside URLs (query strings, user
  info, brackets, ports), Markdown code spans, values ending a sentence.
- Values drawn with Faker 40.63.0 (seeded `SEED`) and own generators, from locales none of v1-v3 drew people
  from and phone regions none used (each kept only when `phonenumbers` says valid for its region); tokens of
  services none planted; IBANs first of the countries none used (MU, PS), then of the others in new layouts.
- Hosts: lines of new-channels/ (the Rust channel and Channel Two) that none of v1-v3 used, each once (by
  reference). No #ubuntu irclogs day is unused (the shared data holds two days, both used by v1/v2).
- Platform mentions in native export places (`heldout_exports.py`): a Discord raw mention the message's
  `mentions[]` lists inside a code fence or a Markdown quote, a forward, a server nickname; Slack `<@U…>`
  in an escaped quote and a fence, a shared message's attachment and a file share's title; Telegram entities
  (`mention`, `mention_name`, `text_link`) in multi-line text and a forward's `forwarded_from`.
- Side channels of new shapes: a Discord DM named by a dotted user name, a Slack private channel named
  after a person's surname, a Slack group DM named as Slack names them (`mpdm-a--b--c-1`), a Telegram
  personal chat titled "First Last (work)", an export under a dotted home folder.

Partial masks (`4111 **** **** 1111`, `+44 **** ***123`) are NOT in the set, neither as plants nor as
negatives: a mask keeping the first six and last four digits identifies no one alone (PCI DSS lets it be
shown), so removing it is no leak, and keeping it no error either; a measure of it would measure nothing.

Card numbers pass Luhn, IBANs mod-97, phone numbers are valid for their `region`: tests/test_anonymize_heldout.py
checks the committed file (the artefact; another Faker version draws other values).

    python bench/experiments/anonymize_heldout4.py   # rewrites bench/data/anonymize_heldout4.jsonl
"""
from __future__ import annotations

import random
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout3 as third  # noqa: E402 -- v3's drawing helpers and Host handling
from heldout_exports import SPEAKERS  # noqa: E402

Host, MARK_OPEN, MARK_CLOSE = third.Host, third.MARK_OPEN, third.MARK_CLOSE

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout4.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in ("", "2", "3"))
SEED = 4747
EXPORT_SEED = 4848
PER_KIND = 52                 # plants per claimed kind (>= 48)
REAL_UNPLANTED = 500
PASTE_LINES = 2               # lines of a paste per message (a paste split over consecutive messages)

PEOPLE_LOCALES = ("en_IE", "en_NZ", "et_EE", "pt_PT", "es_MX", "es_AR", "en_PH", "de_CH", "nl_NL", "en_AU",
                  "ga_IE", "lb_LU", "is_IS", "mt_MT", "sq_AL", "bs_BA", "es_VE", "tl_PH", "zu_ZA", "yo_NG")
PHONE_LOCALES = {"ar_JO": "JO", "bs_BA": "BA", "tw_GH": "GH", "mk_MK": "MK", "uz_UZ": "UZ", "am_ET": "ET",
                 "ar_DZ": "DZ", "en_PK": "PK", "de_LI": "LI", "ar_PS": "PS", "es_VE": "VE", "en_BD": "BD"}
TOKENS = (("dop_v1_", "h64"), ("figd_", "a40"), ("dckr_pat_", "a27"), ("ntn_", "a46"), ("sq0atp-", "a22"),
          ("oy2", "a43"), ("CLOJARS_", "h60"), ("rk_live_", "a99"), ("pscale_tkn_", "a43"), ("doppler_", "a40"),
          ("fo1_", "a43"), ("sntrys_", "a64"))
# ------------------------------------------------------------------------------------------- the forms
# kind -> pastes: (form, lines), `⟦…⟧` around the value on one line; chats: (form, phrase) put into a real line
PASTES: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "email": (
        ("gitconfig-paste", ("$ cat ~/.gitconfig", "[user]", "\temail = ⟦{v}⟧", "[core]", "\teditor = vim")),
        ("git-log-paste", ("commit 3f9c2a1e0b7d4c5a8e6f1b2d9c0a7e4f5b3d2c1a", "Author: {n} <⟦{v}⟧>",
                           "Date:   Mon Mar 4 10:12:44 2024 +0100", "    fix suspend on lid close")),
        ("quoted-email-paste", ("> -----Original Message-----", "> From: {n} <⟦{v}⟧>",
                                "> Sent: Monday, March 4, 2024 10:12", "> Subject: Re: VPN drops every hour")),
        ("compose-yaml-fence", ("```yaml", "services:", "  mailer:", "    environment:", "      - SMTP_FROM=⟦{v}⟧",
                                "```")),
        ("cargo-toml-fence", ("```toml", "[package]", "name = \"sensor-relay\"", "authors = [\"⟦{v}⟧\"]", "```")),
        ("apport-paste", ("ProblemType: Crash", "Package: thunderbird 1:115.8.0+build2-0ubuntu0.22.04.1",
                          "ProcCmdline: /usr/lib/thunderbird/thunderbird -compose to=⟦{v}⟧", "Signal: 11")),
    ),
    "phone": (
        ("contact-yaml-fence", ("```yaml", "oncall:", "  team: infra", "  phone: \"⟦{intl}⟧\"", "```")),
        ("sms-ini-paste", ("[gateway]", "provider = twilio", "to = ⟦{e164}⟧", "retries = 3")),
        ("quoted-signature-paste", ("> Best regards,", "> {n}", "> Mobile: ⟦{v}⟧", "> Sent from my phone")),
        ("twilio-trace-paste", ("Traceback (most recent call last):", "  File \"notify.py\", line 88, in send",
                                "TwilioRestException: The 'To' number ⟦{e164}⟧ is not reachable.")),
    ),
    "ipv4": (
        ("hostkey-warning-paste", ("@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@",
                                   "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @",
                                   "Offending ECDSA key in /etc/ssh/ssh_known_hosts:3",
                                   "Host key for ⟦{v}⟧ has changed and you have requested strict checking.")),
        ("traceroute-paste", (" 1  _gateway (192.168.1.1)  0.512 ms  0.488 ms", " 2  ⟦{v}⟧  8.114 ms  8.020 ms",
                              " 3  * * *")),
        ("netplan-yaml-fence", ("```yaml", "network:", "  ethernets:", "    eno1:", "      addresses: [⟦{v}⟧/29]",
                                "```")),
        ("urllib3-trace-paste", ("Traceback (most recent call last):",
                                 "  File \"/usr/lib/python3/dist-packages/urllib3/connection.py\", line 174",
                                 "NewConnectionError: Failed to establish a new connection (host='⟦{v}⟧', port=8443)")),
        ("fail2ban-paste", ("2024-03-04 10:12:44,512 fail2ban.filter [1021]: INFO [sshd] Found ⟦{v}⟧",
                            "2024-03-04 10:12:45,001 fail2ban.actions [1021]: NOTICE [sshd] Ban attempt",
                            "2024-03-04 10:22:45,000 fail2ban.actions [1021]: NOTICE [sshd] Unban attempt")),
        ("nginx-access-paste", ("$ tail -n 2 /var/log/nginx/access.log",
                                "⟦{v}⟧ - - [04/Mar/2024:10:12:44 +0000] \"GET /wp-login.php HTTP/1.1\" 404 162")),
    ),
    "ipv6": (
        ("netplan-v6-fence", ("```yaml", "      addresses:", "        - ⟦{v}⟧/64", "      accept-ra: false", "```")),
        ("ip-addr-paste", ("2: enp3s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500",
                           "    inet6 ⟦{v}⟧/64 scope global dynamic mngtmpaddr",
                           "       valid_lft 86155sec preferred_lft 14155sec")),
        ("oserror-trace-paste", ("Traceback (most recent call last):", "  File \"sync.py\", line 12, in <module>",
                                 "OSError: [Errno 101] Network is unreachable: ('⟦{v}⟧', 443, 0, 0)")),
        ("nginx-access6-paste", ("$ tail -n 1 /var/log/nginx/access.log",
                                 "⟦{v}⟧ - - [04/Mar/2024:10:12:44 +0000] \"GET / HTTP/2.0\" 200 612")),
    ),
    "mac": (
        ("ip-link-paste", ("3: wlp2s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP",
                           "    link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff")),
        ("netplan-match-fence", ("```yaml", "    eth0:", "      match:", "        macaddress: \"⟦{v}⟧\"",
                                 "      set-name: lan0", "```")),
        ("dmesg-r8169-paste", ("[   12.441] r8169 0000:03:00.0 eth0: RTL8168h/8111h, ⟦{v}⟧, XID 541, IRQ 130",
                               "[   12.442] r8169 0000:03:00.0 eth0: jumbo features [frames: 9194 bytes]")),
        ("bluetoothctl-paste", ("[bluetooth]# devices", "Device ⟦{upper}⟧ WH-1000XM4", "[bluetooth]# trust")),
    ),
    "secret": (
        ("dotenv-fence", ("```env", "APP_ENV=production", "DATABASE_URL=postgres://app:⟦{pw}⟧@db:5432/app", "```")),
        ("rclone-ini-paste", ("[b2]", "type = b2", "account = 0025a1b2c3d4e5f0000000001", "key = ⟦{key}⟧")),
        ("smtp-yaml-fence", ("```yaml", "smtp:", "  user: alerts", "  password: \"⟦{pw}⟧\"", "```")),
        ("poetry-toml-paste", ("[http-basic.private]", "username = \"__token__\"", "password = \"⟦{token}⟧\"")),
        ("git-remote-paste", ("$ git remote -v", "origin  https://oauth2:⟦{token}⟧@git.example.org/team/site.git (fetch)")),
        ("sqlalchemy-trace-paste", ("sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection failed",
                                    "(Background on this error at: https://sqlalche.me/e/20/e3q8)",
                                    "engine: postgresql://app:⟦{pw}⟧@db/app")),
    ),
    "home_path": (
        ("venv-trace-paste", ("Traceback (most recent call last):", "  File \"/home/⟦{u}⟧/src/bot/.venv/bin/bot\", line 8",
                              "ModuleNotFoundError: No module named 'discord'")),
        ("gdb-bt-paste", ("#0  0x00007f2a1c0e2f1d in __pthread_kill_implementation () from /lib/x86_64-linux-gnu/libc.so.6",
                          "#3  0x000055d1c2a0 in main () at /home/⟦{u}⟧/dev/game/src/main.c:42")),
        ("rustc-error-paste", ("error[E0433]: failed to resolve: use of undeclared crate or module `tokio`",
                               " --> /home/⟦{u}⟧/code/relay/src/lib.rs:3:5")),
        ("compose-volume-fence", ("```yaml", "    volumes:", "      - /home/⟦{u}⟧/media:/media:ro", "```")),
        ("smb-conf-paste", ("[share]", "   path = /home/⟦{u}⟧/Public", "   read only = no", "   guest ok = no")),
        ("macos-crash-paste", ("Process:               Code Helper [4411]",
                               "Path:                  /Users/⟦{u}⟧/Applications/Visual Studio Code.app/Contents/MacOS/Electron",
                               "Exception Type:        EXC_BAD_ACCESS (SIGSEGV)")),
    ),
    "nick": (
        ("irc-log-paste", ("[10:12] <⟦{n}⟧> did u reboot after the update?", "[10:13] <{o}> yes twice")),
        ("weechat-paste", ("10:12:44 ⟦{n}⟧ | the dock vanished again", "10:12:59 {o} | which ubuntu")),
        ("matrix-quote-paste", ("> <⟦{n}⟧> grub rescue after the kernel update", "did you try the older kernel?")),
        ("discord-copy-paste", ("⟦{n}⟧ — Today at 10:12", "try safe graphics mode", "{o} — Today at 10:13")),
    ),
    "card": (
        ("payment-json-fence", ("```json", "{{", "  \"card\": {{", "    \"number\": \"⟦{num}⟧\",", "    \"exp\": \"04/27\"",
                                "  }}", "}}", "```")),
        ("card-yaml-paste", ("billing:", "  holder: {n}", "  card: ⟦{spaced}⟧", "  cvc: 123")),
        ("stripe-trace-paste", ("stripe.error.CardError: Request req_x1: Your card number is incorrect.",
                                "  param=number card=⟦{num}⟧")),
        ("quoted-receipt-paste", ("> Payment received, thank you!", "> Card: ⟦{spaced}⟧", "> Amount: 42.00 EUR")),
    ),
    "iban": (
        ("payout-yaml-paste", ("payout:", "  iban: ⟦{v}⟧", "  currency: EUR")),
        ("quoted-invoice-paste", ("> Please transfer the amount to:", "> IBAN: ⟦{spaced}⟧",
                                  "> Reference: INV-2024-0311")),
        ("iban-toml-fence", ("```toml", "[bank]", "iban = \"⟦{v}⟧\"", "```")),
        ("csv-paste", ("name;iban;amount", "rent;⟦{v}⟧;750.00", "power;DE00 example;62.10")),
    ),
}
CHATS: dict[str, tuple[tuple[str, str], ...]] = {
    "email": (("typo-bracket-obfuscation", "⟦{local} [at}} {dom_dot}⟧ sry typo"),
              ("typo-domain", "mail ⟦{local}@{dom_typo}⟧ oops"), ("spaced-at-chat", "⟦{local} @ {domain}⟧ if u want logs"),
              ("md-code-span", "my login is `⟦{v}⟧`"), ("url-query-encoded", "https://accounts.example.org/verify?user=⟦{local}%40{domain}⟧&step=2"),
              ("paren-at-chat", "⟦{local}(at){domain}⟧ pm me")),
    "phone": (("md-code-span", "ring `⟦{intl}⟧` after 6"), ("signal-url", "https://signal.me/#p/⟦{e164}⟧"),
              ("chat-native-pls", "call me on ⟦{v}⟧ pls"), ("sentence-end", "my number is ⟦{intl}⟧.")),
    "ipv4": (("md-code-span", "ssh -p 2222 `⟦{v}⟧`"), ("url-port", "http://⟦{v}⟧:8096/web/ is my jellyfin"),
             ("sentence-end", "the box is at ⟦{v}⟧."), ("cidr-chat", "allow ⟦{v}⟧/32 in the security group"),
             ("inline-json-span", "`{{\"remote_addr\":\"⟦{v}⟧\"}}`")),
    "ipv6": (("url-bracket-port", "http://[⟦{v}⟧]:3000/ works from outside"), ("md-code-span", "ping6 `⟦{v}⟧`"),
             ("comma-after", "my v6 is ⟦{v}⟧, can u reach it?"), ("ssh-bracket", "ssh root@[⟦{v}⟧]")),
    "mac": (("md-code-span", "mac is `⟦{upper}⟧`"), ("space-separated", "sticker says ⟦{spaced}⟧"),
            ("wakeonlan-chat", "wakeonlan ⟦{v}⟧ from my phone"), ("sentence-end", "it reports ⟦{upper}⟧.")),
    "secret": (("md-code-span", "the pw is `⟦{pw}⟧` dont share"), ("url-userinfo", "https://admin:⟦{pw}⟧@router.lan/ in the browser"),
               ("typo-keyword", "passwrod: ⟦{pw}⟧"), ("url-api-key", "https://api.example.net/v1/export?api_key=⟦{hex}⟧"),
               ("token-chat", "new token ⟦{token}⟧ works")),
    "home_path": (("md-code-span", "`/home/⟦{u}⟧/.steam` is 40G"), ("tilde-user-chat", "cp it to ~⟦{u}⟧/Downloads"),
                  ("snap-path", "/home/⟦{u}⟧/snap/firefox/common/.mozilla is where it went"),
                  ("windows-forward-slash", "C:/Users/⟦{u}⟧/Documents/steam")),
    "nick": (("at-colon", "⟦@{n}⟧: u there?"), ("thanks-bang", "thx ⟦{n}⟧!!"), ("md-code-span", "ask `⟦{n}⟧` about it"),
             ("suffix-caret", "⟦{n}^⟧ said so"), ("possessive-no-apostrophe", "⟦{n}s⟧ script worked")),
    "card": (("md-code-span", "card `⟦{spaced}⟧` got declined"), ("dashes-chat", "⟦{dashed}⟧ is the one"),
             ("typo-grouping", "is ⟦{odd}⟧ valid?"), ("url-query", "checkout?cc=⟦{num}⟧&exp=0427")),
    "iban": (("md-code-span", "iban `⟦{v}⟧`"), ("typo-grouping", "send to ⟦{odd}⟧ thx"),
             ("url-query", "https://pay.example.org/?iban=⟦{v}⟧&amount=20"), ("lowercase-spaced", "⟦{lower}⟧ ok")),
}
NEGATIVE_NAMES = ("newbie", "ninja", "guru", "lurker", "hacker")
NEGATIVES = (
    ("private-in-paste", "```\ninet ⟦192.168.178.24⟧/24 brd 192.168.178.255 scope global\n```"),
    ("private", "gateway4: ⟦10.20.0.1⟧"), ("private", "my router is ⟦172.16.4.1⟧"),
    ("private", "`ping ⟦192.168.0.10⟧`"), ("private", "DHCP gave ⟦10.0.2.15⟧ in virtualbox"),
    ("cgnat", "tailscale ip ⟦100.101.102.103⟧"), ("loopback", "bind ⟦127.0.0.1⟧:5432"),
    ("loopback", "http://⟦localhost:8080⟧/"), ("loopback6", "listen [⟦::1⟧]:80;"),
    ("link-local", "inet ⟦169.254.12.7⟧/16"), ("link-local6", "inet6 ⟦fe80::1c2d:3eff:fe4f:5a6b⟧/64 scope link"),
    ("documentation", "e.g. ⟦203.0.113.7⟧"), ("documentation", "addresses: [⟦198.51.100.23⟧/24]"),
    ("documentation", "ssh admin@⟦192.0.2.44⟧"), ("documentation6", "⟦2001:db8:42::1⟧/48 in the docs"),
    ("ula6", "inet6 ⟦fd12:3456:789a::1⟧/64"), ("multicast", "mdns on ⟦224.0.0.251⟧"),
    ("resolver", "nameservers: [⟦9.9.9.9⟧]"), ("resolver", "DNS=⟦1.0.0.1⟧"),
    ("version", "mesa ⟦24.0.5.1⟧ breaks it"), ("version", "firmware ⟦2.10.4.11⟧ on the dock"),
    ("version", "NVIDIA-SMI ⟦550.54.14⟧"), ("version", "Chrome/⟦122.0.6261.94⟧ on ubuntu"),
    ("version", "kernel ⟦6.8.0-31-generic⟧"), ("version", "`apt-cache policy` shows ⟦1:2.4.1-1ubuntu2.3⟧"),
    ("version", "thunderbird ⟦115.8.0⟧+build2"), ("build-id", "Build-Id: ⟦3f9c2a1e⟧"),
    ("shared-path", "it's in ⟦/Users/Shared/Steam⟧"), ("shared-path", "`⟦/home/shared/media⟧` is nobody's"),
    ("skel-path", "copy from ⟦/etc/skel/.bashrc⟧"), ("root-home", "⟦/root/.ssh/authorized_keys⟧ is empty"),
    ("placeholder-path", "replace ⟦/home/USERNAME/⟧ with yours"), ("placeholder-path", "⟦/home/$USER/.config⟧"),
    ("placeholder-path", "C:\\Users\\⟦%USERNAME%⟧\\AppData"), ("placeholder-email", "from ⟦you@example.com⟧"),
    ("placeholder-email", "`git config user.email ⟦\"you@example.com\"⟧`"),
    ("placeholder-email", "email: ⟦user@example.org⟧"), ("service-mailbox", "mail ⟦security@ubuntu.com⟧"),
    ("placeholder-mac", "macaddress: ⟦00:00:00:00:00:00⟧"), ("placeholder-card", "test card ⟦4242 4242 4242 4242⟧"),
    ("placeholder-iban", "like ⟦DE00 0000 0000 0000 0000 00⟧"), ("placeholder-phone", "`+1 ⟦555-0100⟧`"),
    ("placeholder-secret", "password: ⟦changeme⟧"), ("placeholder-secret", "API_KEY=⟦<your-key-here>⟧"),
    ("placeholder-secret", "token: ⟦${{ secrets.GITHUB_TOKEN }}⟧"),
    ("word", "I'm a ⟦newbie⟧ with grub"), ("word", "the ⟦ninja⟧ build system"),
    ("word", "ask a ⟦guru⟧ in #kernel"), ("word", "just a ⟦lurker⟧ here"), ("word", "⟦hacker⟧ news thread"),
    ("word", "⟦ninja⟧ -C build"), ("word", "not a ⟦guru⟧ but try it"),
)
TECHNICAL_PASTES = (
    ("$ systemctl status nginx", "● nginx.service - A high performance web server", "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled)",
     "     Active: failed (Result: exit-code) since Mon 2024-03-04 10:12:44 UTC", "    Process: 911 ExecStartPre=/usr/sbin/nginx -t (code=exited, status=1/FAILURE)"),
    ("```", "Traceback (most recent call last):", "  File \"/usr/lib/python3.12/subprocess.py\", line 571, in run",
     "subprocess.CalledProcessError: Command '['lsb_release', '-a']' returned non-zero exit status 1.", "```"),
    ("$ df -h", "Filesystem      Size  Used Avail Use% Mounted on", "/dev/nvme0n1p2  468G  451G     0 100% /",
     "tmpfs           7.8G  2.1M  7.8G   1% /dev/shm"),
    ("```ini", "[Unit]", "Description=Backup job", "After=network-online.target", "[Service]", "Type=oneshot",
     "ExecStart=/usr/local/bin/backup.sh", "```"),
    ("```yaml", "network:", "  version: 2", "  renderer: NetworkManager", "  wifis:", "    wlp2s0:", "      dhcp4: true", "```"),
    ("thread 'main' panicked at src/main.rs:14:5:", "called `Result::unwrap()` on an `Err` value: Os { code: 2, kind: NotFound }",
     "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"),
    ("$ lsblk", "NAME        MAJ:MIN RM   SIZE RO TYPE MOUNTPOINTS", "nvme0n1     259:0    0 476.9G  0 disk",
     "├─nvme0n1p1 259:1    0   512M  0 part /boot/efi", "└─nvme0n1p2 259:2    0 476.4G  0 part /"),
    ("```toml", "[dependencies]", "serde = { version = \"1.0\", features = [\"derive\"] }", "tokio = { version = \"1\", features = [\"full\"] }", "```"),
    ("E: Unable to locate package libfoo-dev", "E: Couldn't find any package by glob 'libfoo-dev'",
     "E: Couldn't find any package by regex 'libfoo-dev'"),
    ("```json", "{", "  \"editor.fontSize\": 14,", "  \"files.autoSave\": \"afterDelay\"", "}", "```"),
    ("[    0.000000] Linux version 6.8.0-31-generic (buildd@lcy02-amd64-080)", "[    1.204113] ACPI: button: Lid Switch [LID0]",
     "[    3.551871] i915 0000:00:02.0: [drm] GuC firmware i915/tgl_guc_70.bin version 70.20.0"),
    ("$ free -h", "               total        used        free      shared  buff/cache   available",
     "Mem:            15Gi       9.1Gi       1.2Gi       812Mi       5.3Gi       5.6Gi", "Swap:          4.0Gi       1.9Gi       2.1Gi"),
    ("```", "$ ip route", "default via 192.168.1.1 dev wlp2s0 proto dhcp metric 600", "192.168.1.0/24 dev wlp2s0 proto kernel scope link", "```"),
    ("gpg: keyserver receive failed: No data", "W: GPG error: https://ppa.launchpadcontent.net jammy InRelease: The following signatures couldn't be verified",
     "E: The repository is not signed."),
    ("```", "error[E0308]: mismatched types", "  --> src/lib.rs:9:5", "   |", "9  |     x", "   |     ^ expected `u32`, found `i64`", "```"),
    ("$ nmcli dev", "DEVICE  TYPE      STATE      CONNECTION", "wlp2s0  wifi      connected  HomeWifi", "enp3s0  ethernet  unavailable  --"),
)
TECHNICAL_LINES = (
    "sudo apt install --reinstall ubuntu-desktop", "journalctl -u gdm -b", "sudo systemctl mask sleep.target",
    "`sudo dmesg -w`", "```sudo update-initramfs -u -k all```", "cat /proc/cmdline", "sudo nano /etc/default/grub",
    "GRUB_CMDLINE_LINUX_DEFAULT=\"quiet splash nvidia-drm.modeset=1\"", "sudo snap remove --purge firefox",
    "apt-mark showhold", "sudo do-release-upgrade -d", "ls -la ~/.config", "du -sh ~/.cache", "echo $XDG_SESSION_TYPE",
    "sudo chown -R $USER:$USER ~/.local", "cargo fmt --all", "cargo test -- --nocapture", "rustup default stable",
    "pip install -r requirements.txt", "python3 -m pip list --outdated", "npm run build", "git log --oneline -5",
    "git push -u origin main", "docker ps -a", "docker logs --tail 50 web", "sudo ss -tulpn", "ip -br a",
    "sudo netplan try", "sudo resolvectl flush-caches", "mount | grep nvme", "sudo e2fsck -f /dev/sdb1",
    "sudo mkfs.ext4 -L data /dev/sdb1", "sudo swapon --show", "sudo sysctl vm.swappiness=10", "ulimit -n",
    "sudo fwupdmgr get-updates", "sudo apt autoremove --purge", "sudo ubuntu-drivers install", "nvidia-smi -q | head",
    "xdg-open .", "pkexec visudo", "`lspci -k | grep -A2 -i net`", "sudo apt install linux-firmware",
    "sudo systemctl enable --now fstrim.timer", "timedatectl set-ntp true", "sudo hwclock --systohc",
    "gsettings set org.gnome.desktop.interface scaling-factor 2", "flatpak run org.videolan.VLC",
    "sudo apt install ./code_1.87.0-1709078641_amd64.deb", "cargo update -p serde", "git bisect start",
    "git cherry-pick -x 3f9c2a1", "make menuconfig", "sudo modprobe -r btusb && sudo modprobe btusb",
    "cat /sys/class/power_supply/BAT0/capacity", "powerprofilesctl set performance", "sudo tlp-stat -b",
    "pactl set-default-sink 0", "systemctl --user restart pipewire", "sudo aa-status", "snap connections firefox",
    "lsusb -t", "sudo dmidecode -t bios", "```uname -a```", "ok `sudo apt update` first",
)


# --------------------------------------------------------------------------------------------- drawing

class Draws(third.Draws):
    """v3's drawing helpers with v4's seed and locales."""

    seed, people_locales = SEED, PEOPLE_LOCALES

    def token(self, i: int) -> str:
        prefix, body = TOKENS[i % len(TOKENS)]
        length = int(body[1:])
        return prefix + (self.hexchars(length) if body[0] == "h" else self.alnum(length))

    def user(self, i: int) -> str:
        for _ in range(third.MAX_DRAWS):
            name = re.sub(r"[^a-z0-9._]", "", self.locale(i).user_name().lower())
            if len(name) >= 6 and not name.isdigit() and name not in self.avoid:
                return name
        raise SystemExit("no user name drawn")


def typo_domain(domain: str) -> str:
    """A domain as a hurried typist gets it wrong: two letters of its name swapped."""
    name, _, rest = domain.partition(".")
    return (name[0] + name[2] + name[1] + name[3:] if len(name) > 3 else name + name[-1]) + "." + rest


def odd_groups(value: str) -> str:
    """Digits grouped the way nobody prints them (4, then 8, then the rest)."""
    return f"{value[:4]} {value[4:12]} {value[12:]}".strip()


def fields(kind: str, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` may show; `v` the main one; `extra` more needles, `region` and co."""
    person = draws.person(i)
    base = {"n": person.full, "o": SPEAKERS[i % len(SPEAKERS)], "extra": (), "fields": {}}
    if kind == "email":
        value = draws.email(i)
        local, domain = value.split("@")
        return {**base, "v": value, "local": local, "domain": domain, "dom_dot": domain.replace(".", " dot "),
                "dom_typo": typo_domain(domain), "extra": (local,)}
    if kind == "phone":
        return {**base, **phone_fields(draws, i)}
    if kind == "ipv4":
        return {**base, "v": third.public_v4(draws)}
    if kind == "ipv6":
        return {**base, "v": third.public_v6(draws).compressed}
    if kind == "mac":
        value = draws.fake().mac_address()
        return {**base, "v": value, "upper": value.upper(), "spaced": value.upper().replace(":", " ")}
    if kind == "secret":
        return {**base, "pw": draws.password(), "key": draws.alnum(31), "token": draws.token(i),
                "hex": draws.hexchars(40)}
    if kind == "home_path":
        return {**base, "u": draws.user(i)}
    if kind == "nick":
        nick = draws.user(i).replace(".", "")[:12]
        return {**base, "n": nick, "extra": (nick,), "fields": {"names": [nick]}}
    if kind == "card":
        brand = third.CARD_TYPES[i % len(third.CARD_TYPES)]
        num = draws.fake().credit_card_number(card_type=brand)
        groups = [num[k:k + 4] for k in range(0, len(num), 4)]
        return {**base, "num": num, "spaced": " ".join(groups), "dashed": "-".join(groups), "odd": odd_groups(num),
                "fields": {"brand": brand}}
    countries = ("MU", "PS", *sorted(set(IBAN_COUNTRIES_ALL) - {"MU", "PS"}))
    country = countries[i % len(countries)]
    value = third.iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "odd": odd_groups(value), "lower": spaced.lower(),
            "fields": {"country": country}}


IBAN_COUNTRIES_ALL = ("AD", "AL", "AT", "BA", "BE", "BG", "CH", "CY", "CZ", "DK", "EE", "ES", "FI", "FO", "GI", "GL",
                      "HR", "HU", "IE", "IS", "LI", "LT", "LU", "LV", "MC", "MD", "ME", "MK", "MT", "NL", "NO", "PL",
                      "PT", "RO", "RS", "SE", "SI", "SK", "SM", "TR")


def phone_fields(draws: Draws, i: int) -> dict[str, Any]:
    import phonenumbers
    locale, region = list(PHONE_LOCALES.items())[i % len(PHONE_LOCALES)]
    native, parsed = third.phone_number(draws, locale, region)
    e164 = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)
    intl = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    return {"v": native, "e164": e164, "intl": intl, "region": region}


def marked(template: str, values: dict[str, Any]) -> str:
    return template.format(**{k: v for k, v in values.items() if isinstance(v, str)})


def value_of(text: str) -> str:
    return text[text.index(MARK_OPEN) + 1:text.index(MARK_CLOSE)]


# ----------------------------------------------------------------------------------------------- hosts

def shared_hosts() -> list[Host]:
    """Lines of the Rust channel and of Channel Two that none of v1-v3 used, in a fixed order."""
    from experiments import anonymize_heldout2 as second
    used = third.earlier_lines(EARLIER_SETS)
    hosts = [h for path in sorted(SHARED.glob("new-channels/rust/*.ascii.txt")) for h in third.rust_hosts(path)]
    hosts += [h for path in sorted(SHARED.glob("new-channels/channel-two/*.raw.txt")) for h in second.log_hosts(path)]
    return [h for h in hosts if (h.file, h.line) not in used]


def paste_record(kind: str, form: str, lines: tuple[str, ...], values: dict[str, Any], paste: int) -> dict:
    """The message of a paste (split every PASTE_LINES lines) that holds the value; the plant is the value."""
    filled = [marked(line, values) for line in lines]
    row = next(k for k, line in enumerate(filled) if MARK_OPEN in line)
    first = row - row % PASTE_LINES
    message = "\n".join(filled[first:first + PASTE_LINES])
    at, value = message.index(MARK_OPEN), value_of(message)
    host = message.replace(MARK_OPEN + value + MARK_CLOSE, "", 1)
    parts = -(-len(filled) // PASTE_LINES)
    return {"group": "planted", "kind": kind, "form": form, "text": host, "at": at, "plant": value,
            "span": [0, len(value)], "needles": list(dict.fromkeys([value, *values["extra"]])), "names": values["fields"].get("names", []),
            "paste": paste, "part": f"{first // PASTE_LINES + 1}/{parts}",
            **{k: v for k, v in values["fields"].items() if k != "names"},
            **({"region": values["region"]} if "region" in values else {})}


def chat_record(group: str, kind: str, form: str, phrase: str, values: dict[str, Any], host: Host,
                rng: random.Random, names: list[str]) -> dict:
    text = host.text
    spaces = [0, len(text)] + [m.start() for m in re.finditer(" ", text)]
    at = rng.choice(spaces)
    plant, span = third.place(phrase, text, at)
    value = plant[span[0]:span[1]]
    extra = [n for n in values.get("extra", ()) if n.lower() in plant.lower()]
    return {"group": group, "kind": kind, "form": form, **host.reference(), "at": at, "plant": plant, "span": span,
            "needles": list(dict.fromkeys([value, *extra])), "names": names,
            **{k: v for k, v in values.get("fields", {}).items() if k != "names"},
            **({"region": values["region"]} if "region" in values else {})}


def technical_records() -> list[dict]:
    records = []
    for lines in TECHNICAL_PASTES:
        for first in range(0, len(lines), PASTE_LINES):
            records.append({"group": "technical", "kind": "", "form": "paste",
                            "text": "\n".join(lines[first:first + PASTE_LINES]), "names": list(NEGATIVE_NAMES)})
    return records + [{"group": "technical", "kind": "", "form": "line", "text": text, "names": list(NEGATIVE_NAMES)}
                      for text in TECHNICAL_LINES]


# ----------------------------------------------------------------------------------------------- exports

def discord_plant(form: str, person: third.Person, uid: str) -> tuple[str, tuple[str, ...], dict]:
    """(message with the value marked, more needles, setup) of one Discord mention form."""
    author = {"author": [uid, person.handle]}
    nicknamed = {**author, "nickname": person.full}
    return {
        "fence-raw-mention": (f"```\n⟦<@{uid}>⟧ ran the migration\n```", (uid, person.handle), author),
        "quote-reply-mention": (f"> ⟦<@{uid}>⟧ wrote:\n> sudo apt install ./pkg.deb\nthat worked", (uid, person.handle),
                                author),
        "bang-mention-multiline": (f"first try this\n⟦<@!{uid}>⟧ can confirm\nthanks", (uid, person.handle), author),
        "git-log-display": (f"```\ncommit 9f2c1ab\nAuthor: ⟦{person.full}⟧ <noreply@example.invalid>\n```",
                            (person.last,), nicknamed),
        "forward-multiline": (f"from the other server:\n⟦@{person.handle}⟧ said reboot twice", (person.handle,),
                              {**author, "place": "forward"}),
        "possessive-no-apostrophe": (f"⟦{person.first}s⟧ fix\nworked here too", (person.first,), nicknamed),
        "code-span-handle": (f"ask `⟦@{person.handle}⟧`\nhe wrote the script", (person.handle,), author),
        "nickname-mention-quote": (f"> ⟦<@{uid}>⟧: is the fix in -proposed?\nyes since monday", (uid, person.last),
                                   nicknamed),
    }[form]


def slack_plant(form: str, person: third.Person, uid: str) -> tuple[str, tuple[str, ...], dict]:
    handle = f"{person.first.lower()}_{person.last.lower()}"
    user = {"user": [uid, handle, person.full]}
    return {
        "escaped-quote-mention": (f"&gt; ⟦<@{uid}>⟧ wrote:\n&gt; restart the agent\nok done", (uid, person.last), user),
        "fence-mention": (f"```\n⟦<@{uid}>⟧ owns the cron\n```", (uid, person.last), user),
        "attachment-multiline": (f"⟦{handle}⟧ wrote:\nsudo systemctl restart foo", (handle,),
                                 {**user, "place": "attachment"}),
        "file-title-paste": (f"crash log from ⟦{person.full}⟧", (person.last,), {**user, "place": "file"}),
        "code-span-handle": (f"ping `⟦@{handle}⟧`\nabout the runner", (handle,), user),
        "quoted-email-real-name": (f"&gt; From: ⟦{person.full}⟧\n&gt; Sent: Monday\nthat's the thread", (person.last,),
                                   user),
        "mention-then-paste": (f"⟦<@{uid}>⟧ here it is:\n```\nE: dpkg was interrupted\n```", (uid, person.last), user),
        "first-name-multiline": (f"thanks\n⟦{person.first}⟧ :tada:", (person.first,), user),
    }[form]


def telegram_plant(form: str, person: third.Person, _: str) -> tuple[str, tuple[str, ...], dict]:
    handle = re.sub(r"[^a-z0-9_]", "_", person.handle)
    link = f"tg://user?id={person.number}"
    return {
        "mention-entity-multiline": (f"logs below\n⟦@{handle}⟧\nplease check", (handle,), {"entity": ["mention", 0]}),
        "mention-name-in-paste": (f"error from the bot:\n⟦{person.full}⟧ is not allowed", (person.last,),
                                  {"entity": ["mention_name", person.number]}),
        "text-link-in-quote": (f"> reboot fixed it\n⟦{person.first}⟧ said that", (person.first,),
                               {"entity": ["text_link", 0, link]}),
        "forward-multiline": (f"⟦{person.full}⟧:\nthe mirror is back", (person.last,),
                              {"place": "forward", "from": person.full}),
        "code-span-handle": (f"`⟦@{handle}⟧`\nknows the router", (handle,), {}),
        "text-link-profile": (f"ask ⟦{person.first} {person.last[0]}.⟧\nhe has one", (person.first,),
                              {"entity": ["text_link", 0, f"https://t.me/{handle}"]}),
    }[form]


EXPORT_FORMS = {"discord": ("fence-raw-mention", "quote-reply-mention", "bang-mention-multiline", "git-log-display",
                            "forward-multiline", "possessive-no-apostrophe", "code-span-handle",
                            "nickname-mention-quote"),
                "slack": ("escaped-quote-mention", "fence-mention", "attachment-multiline", "file-title-paste",
                          "code-span-handle", "quoted-email-real-name", "mention-then-paste", "first-name-multiline"),
                "telegram": ("mention-entity-multiline", "mention-name-in-paste", "text-link-in-quote",
                             "forward-multiline", "code-span-handle", "text-link-profile")}
MAKERS = {"discord": discord_plant, "slack": slack_plant, "telegram": telegram_plant}
PEOPLE_PER_PLATFORM = 10


def export_records(draws: Draws, platform: str, offset: int) -> list[dict]:
    people = [draws.person(offset + k) for k in range(PEOPLE_PER_PLATFORM)]
    forms, found = EXPORT_FORMS[platform], []
    for i in range(PER_KIND):
        form, person = forms[i % len(forms)], people[(i + i // len(forms)) % len(people)]
        uid = str(10 ** 17 + person.number * 1000 + i) if platform == "discord" else \
            "U0" + draws.alnum(9, upper=True).replace("O", "Q")
        phrase, needles, setup = MAKERS[platform](form, person, uid)
        at, value = phrase.index(MARK_OPEN), value_of(phrase)
        host = phrase.replace(MARK_OPEN + value + MARK_CLOSE, "", 1)
        found.append({"group": "export", "kind": f"{platform}_mention", "form": form, "text": host, "at": at,
                      "plant": value, "span": [0, len(value)], "needles": [value, *needles], "names": [],
                      "platform": platform, "setup": setup})
    return found


def side_channels(draws: Draws) -> list[dict]:
    a, b, c, d, e, f, g = (draws.person(130 + k) for k in range(7))
    rows = {
        "discord-dm-name": ("discord", f"{a.first.lower()}.{a.last.lower()}_", (a.last.lower(),)),
        "slack-private-channel-of-person": ("slack", f"hr-{b.last.lower()}-onboarding", (b.last,)),
        "slack-mpdm-name": ("slack", f"mpdm-{c.first.lower()}--{d.first.lower()}--{e.first.lower()}-1",
                            (c.first, d.first, e.first)),
        "telegram-personal-title": ("telegram", f"{f.full} (work)", (f.last,)),
        "export-path-home": ("discord", f"/home/{g.first.lower()}.{g.last.lower()}/Downloads/chat exports",
                             (f"{g.first.lower()}.{g.last.lower()}", g.last)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": [value, *needles], "names": []} for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def planted(draws: Draws, pool: list[Host], rng: random.Random) -> list[dict]:
    """Every kind's plants: even ones in a paste (composed, split), odd ones chat-typed into a real line."""
    records, paste = [], 0
    for kind in PASTES:
        for i in range(PER_KIND):
            values = fields(kind, draws, i)
            if i % 2 == 0:
                form, lines = PASTES[kind][(i // 2) % len(PASTES[kind])]
                records.append(paste_record(kind, form, lines, values, paste))
                paste += 1
            else:
                form, phrase = CHATS[kind][(i // 2) % len(CHATS[kind])]
                host = pool.pop(rng.randrange(len(pool)))
                records.append(chat_record("planted", kind, form, marked(phrase, values), values, host, rng,
                                           values["fields"].get("names", [])))
    return records


def build() -> list[dict]:
    """Every record of the fourth held-out set (needs Faker and the shared data)."""
    draws, rng = Draws(), random.Random(SEED)
    hosts = shared_hosts()
    words = [h.text for h in hosts] + [t for p in TECHNICAL_PASTES for t in p] + list(TECHNICAL_LINES) + list(SPEAKERS)
    draws.avoid_in(words + list(third.EXPORT_WORDS) + [p for _, p in NEGATIVES])
    clean = [h for h in hosts if third.is_clean(h)]
    real = rng.sample(clean, REAL_UNPLANTED)
    chosen = {(h.file, h.line) for h in real}
    records = [{"group": "real", "kind": "", "form": "", **h.reference(), "names": []} for h in real]
    pool = [h for h in hosts if (h.file, h.line) not in chosen]
    records += planted(draws, pool, rng)
    used = chosen | {(r["file"], r["line"]) for r in records if "file" in r}
    rest = [h for h in clean if (h.file, h.line) not in used]
    for form, phrase in NEGATIVES:
        host = rest.pop(rng.randrange(len(rest)))
        records.append(chat_record("negative", "keep", form, phrase, {}, host, rng, list(NEGATIVE_NAMES)))
    for offset, platform in ((60, "discord"), (80, "slack"), (100, "telegram")):
        records += export_records(draws, platform, offset)
    return records + side_channels(draws) + technical_records()


def main() -> None:
    third.first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
