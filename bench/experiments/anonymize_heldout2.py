"""Builds bench/data/anonymize_heldout2.jsonl, the SECOND held-out set of the anonymiser (v2, issue 42 item 4),
measured by `bench/anonymize_heldout.py --set v2`. Written on 2026-11-28 (second session) BEFORE that session's
rules, by a helper who read neither the rule modules nor the first set's misses; never to be tuned on.

Why a second set: the first held-out set (`anonymize_heldout.py`, v1) was written before the rules of issue 42,
but its misses were then published and rules are being tuned on it, so it no longer measures data nobody tuned
on. v2 keeps v1's record format and harness (a planted value inside a real line, by reference; groups
`planted`, `negative`, `technical`, `real`, `export`, `side`: see v1's docstring) and differs in:

- hosts: real lines of another community too (Channel Two, #Linux, in new-channels/, about a third of the
  plants) beside #ubuntu lines of the annotated corpus and the irclogs days, never a line v1 used, each host
  used once;
- seed 2027 (v1 42, the tuning half 33), and a loose detector of its own for the clean real lines;
- forms written anew, more of them and more per kind (at least 40 plants per kind): e-mails in git config,
  commit trailers, package changelogs and service options beside obfuscated spellings; phone numbers of the
  numbering plans of some 50 countries (national, E.164, `00`/`011` exits, extensions, `tel:` URIs); addresses
  in ifconfig / ip / ping / ssh / sshd / web-server log lines, option values and URLs with ports; secrets of
  many services (tokens by prefix, connection strings, config files, keys, hashes); home paths of Linux,
  macOS, Windows and WSL; nick variants of other shapes; cards of more brands and IBANs of more countries;
- side channels varied: a Discord direct message (its channel and DiscordChatExporter's file name name the
  other person), a Slack group DM (`mpdm-a--b--c-1`) and a private channel named after a person, a Telegram
  personal chat titled with a name, and an export folder under `/home/NAME`.

Card numbers pass Luhn and IBANs mod-97 (computed here); phone numbers are valid for their region
(`phonenumbers`, checked by tests/test_anonymize_heldout.py).

    python bench/experiments/anonymize_heldout2.py   # rewrites bench/data/anonymize_heldout2.jsonl
"""
from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the first set's builder
from experiments import anonymize_heldout as first  # noqa: E402 -- bench/experiments/anonymize_heldout.py

from disentangle.logs.files import read_log  # noqa: E402
from disentangle.logs.records import nick_key  # noqa: E402

Host, file_lines, insertion, place = first.Host, first.file_lines, first.insertion, first.place
luhn_complete, iban_complete, known_names = first.luhn_complete, first.iban_complete, first._known_names

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout2.jsonl"
FIRST_SET = ROOT / "bench" / "data" / "anonymize_heldout.jsonl"    # its lines are not used again
SEED = 2027
REAL_UNPLANTED = 500          # real lines without planted values
MIN_HOST_LENGTH = 12
OTHER_COMMUNITY_SHARE = 3     # every third plant goes into a Channel Two line
# a line this flags is not used as clean real text (written for v2: anything that might be personal data)
LOOSE = re.compile(
    r"@|\d+[.:]\d+[.:]\d+|[0-9a-f]{2}[:-][0-9a-f]{2}[:-]|::|/home|/users|/media|/mnt|/run/|/var/|~|\\|pass|pw|"
    r"token|key|secret|auth|cred|login|\+\s?\d|\d{4,}|\d{2,}[ ./-]\d{2,}|mail|https?:|ftp|www\.|"
    r"\.(?:com|org|net|io|de|uk|fr|ru|me)\b|[0-9a-f]{10,}|#\d{3,}|<|\||\bid\b|phone|call me|iban|card",
    re.I)

Plant = tuple[str, str, tuple[str, ...]]

# --------------------------------------------------------------------------------------------- e-mail
EMAIL: list[Plant] = [
    ("plain", "mail me at ⟦tereza.dvorakova@seznam.cz⟧ if it works", ("tereza.dvorakova",)),
    ("plain", "⟦m.okonkwo@yahoo.co.uk⟧ is my address", ("m.okonkwo",)),
    ("plain", "send the crash file to ⟦h_lindstrom@icloud.com⟧", ("h_lindstrom",)),
    ("plain", "my work one is ⟦fabrizio.conti@unipd.it⟧", ("fabrizio.conti",)),
    ("plain", "⟦Quentin.Morel@laposte.net⟧ thx", ("Quentin.Morel",)),
    ("plain", "(⟦aiko.m+ubuntu@gmail.com⟧)", ("aiko.m",)),
    ("git", "git config --global user.email \"⟦sebastian.ruiz@outlook.es⟧\"", ("sebastian.ruiz",)),
    ("git", "Author: Niamh Brennan ⟦<niamh.brennan@eircom.net>⟧", ("niamh.brennan", "Brennan")),
    ("git", "Signed-off-by: Arvid Holm ⟦<arvid.holm@kernelmail.se>⟧", ("arvid.holm", "Holm")),
    ("git", "Co-authored-by: ⟦Thandiwe Dube <tdube@mweb.co.za>⟧", ("tdube", "Dube")),
    ("git", "[user] name = Ferenc Kiss email = ⟦kiss.ferenc@freemail.hu⟧", ("kiss.ferenc",)),
    ("git", "git send-email --to=⟦pawel.mazur@o2.pl⟧ 0001-fix.patch", ("pawel.mazur",)),
    ("git", "commit 9f2c1e0 ⟦<yusuf.karaca@gmail.com>⟧ 2 days ago", ("yusuf.karaca",)),
    ("changelog", " -- ⟦Marek Novotny <marek.novotny@centrum.cz>⟧  Tue, 05 Mar 2024 10:12:44 +0100",
     ("marek.novotny", "Novotny")),
    ("changelog", "DEBEMAIL=\"⟦lotte.jansen@ziggo.nl⟧\" dch -i", ("lotte.jansen",)),
    ("changelog", "Maintainer: ⟦Ioana Popescu <ioana.popescu@yahoo.ro>⟧", ("ioana.popescu", "Popescu")),
    ("config", "certbot --nginx --email ⟦dmitry.volkov@yandex.ru⟧ -d shop.example", ("dmitry.volkov",)),
    ("config", "ServerAdmin ⟦carla.mendes@sapo.pt⟧", ("carla.mendes",)),
    ("config", "ssh-keygen -t ed25519 -C \"⟦j.whitaker@btinternet.com⟧\"", ("j.whitaker",)),
    ("config", "uid [ultimate] ⟦Elif Sahin <elif.sahin@posteo.net>⟧", ("elif.sahin", "Sahin")),
    ("config", "email: ⟦roberto.fuentes@hotmail.com⟧", ("roberto.fuentes",)),
    ("config", "set from=⟦kasia.wrobel@interia.pl⟧ in muttrc", ("kasia.wrobel",)),
    ("url", "mailto:⟦oskar.lund@telenor.no⟧?subject=logs", ("oskar.lund",)),
    ("url", "https://forum.example.org/reset?email=⟦priya.natarajan%40gmail.com⟧", ("priya.natarajan",)),
    ("url", "https://lists.example.org/unsubscribe/⟦gustavo.reis@uol.com.br⟧", ("gustavo.reis",)),
    ("url", "<a href=\"mailto:⟦anouk.peeters@telenet.be⟧\">me</a>", ("anouk.peeters",)),
    ("url", "?user=⟦lee.minjun%40naver.com⟧&lang=en", ("lee.minjun",)),
    ("url", "imaps://⟦wiebke.harms%40mailbox.org⟧@imap.mailbox.org", ("wiebke.harms",)),
    ("obfuscated-bracket", "⟦valentina [at] libero [dot] it⟧", ("valentina",)),
    ("obfuscated-bracket", "write ⟦kwame.asante(at)gmail(dot)com⟧", ("kwame.asante",)),
    ("obfuscated-bracket", "⟦linnea {at} kth {dot} se⟧ is me", ("linnea",)),
    ("obfuscated-bracket", "⟦stanislav[@]mail[.]ru⟧", ("stanislav",)),
    ("obfuscated-bracket", "⟦hiroshi.ogawa (@) nifty (.) com⟧", ("hiroshi.ogawa",)),
    ("obfuscated-bracket", "mail ⟦fiona_mcrae<at>hotmail<dot>co<dot>uk⟧", ("fiona_mcrae",)),
    ("obfuscated-spelled", "⟦petra.horvat at gmail dot com⟧", ("petra.horvat",)),
    ("obfuscated-spelled", "⟦ALEKSI DOT VIRTANEN AT ELISA DOT FI⟧", ("VIRTANEN",)),
    ("obfuscated-spelled", "reach me: ⟦bogdan_at_ukr_dot_net⟧", ("bogdan_at",)),
    ("obfuscated-spelled", "⟦noemi at proton dot me⟧ pls", ("noemi at",)),
    ("obfuscated-spelled", "its ⟦matteo.galli at fastwebnet.it⟧", ("matteo.galli",)),
    ("obfuscated-spelled", "⟦ruth -dot- abebe -at- gmail -dot- com⟧", ("abebe",)),
    ("obfuscated-other", "⟦ingrid.solberg＠online.no⟧", ("ingrid.solberg",)),
    ("obfuscated-other", "⟦tomas.ek@bahnhof dot se⟧", ("tomas.ek",)),
    ("obfuscated-other", "⟦camille.roux&#64;free.fr⟧", ("camille.roux",)),
    ("obfuscated-other", "⟦olumide . adeyemi @ gmail . com⟧", ("adeyemi",)),
]

# ---------------------------------------------------------------------------------------------- phone
# (form, region the number is valid in, phrase, needles): the value, and its last digit group
PHONE: list[tuple[str, str, str, tuple[str, ...]]] = [
    ("e164", "DE", "call ⟦+4915123456789⟧", ("23456789",)),
    ("e164", "FR", "⟦+33612345678⟧ whatsapp", ("12345678",)),
    ("e164", "GB", "text ⟦+447912630481⟧", ("630481",)),
    ("e164", "IN", "⟦+919812345678⟧ my number", ("12345678",)),
    ("e164", "BR", "zap ⟦+5511987654321⟧", ("87654321",)),
    ("e164", "NG", "⟦+2348031234567⟧ call", ("1234567",)),
    ("intl-spaced", "AT", "⟦+43 664 1234567⟧", ("1234567",)),
    ("intl-spaced", "CH", "⟦+41 79 123 45 67⟧ (natel)", ("123 45 67",)),
    ("intl-spaced", "BE", "tel ⟦+32 470 12 34 56⟧", ("12 34 56",)),
    ("intl-spaced", "IT", "⟦+39 347 123 4567⟧", ("123 4567",)),
    ("intl-spaced", "ES", "movil ⟦+34 612 34 56 78⟧", ("34 56 78",)),
    ("intl-spaced", "SE", "⟦+46 70 123 45 67⟧", ("123 45 67",)),
    ("intl-spaced", "NO", "⟦+47 412 34 567⟧", ("34 567",)),
    ("intl-spaced", "DK", "⟦+45 20 12 34 56⟧", ("12 34 56",)),
    ("intl-spaced", "FI", "⟦+358 40 1234567⟧", ("1234567",)),
    ("intl-spaced", "PL", "⟦+48 512 345 678⟧", ("345 678",)),
    ("intl-spaced", "CZ", "⟦+420 601 123 456⟧", ("123 456",)),
    ("intl-spaced", "GR", "⟦+30 691 234 5678⟧", ("234 5678",)),
    ("intl-spaced", "TR", "⟦+90 532 123 45 67⟧", ("123 45 67",)),
    ("intl-spaced", "IL", "⟦+972 54 812 3456⟧", ("812 3456",)),
    ("intl-spaced", "ZA", "⟦+27 71 234 5678⟧", ("234 5678",)),
    ("intl-spaced", "KE", "⟦+254 712 345678⟧ mpesa", ("345678",)),
    ("intl-dashed", "US", "⟦+1-312-555-0147⟧", ("555-0147",)),
    ("intl-dashed", "JP", "⟦+81-90-1234-5678⟧", ("1234-5678",)),
    ("intl-dashed", "KR", "⟦+82-10-2345-6789⟧", ("2345-6789",)),
    ("intl-dashed", "MX", "⟦+52-55-1234-5678⟧", ("1234-5678",)),
    ("intl-dashed", "AR", "⟦+54-9-11-2345-6789⟧", ("2345-6789",)),
    ("national", "DE", "ruf an: ⟦0151 23456789⟧", ("23456789",)),
    ("national", "FR", "⟦06 98 76 54 32⟧", ("76 54 32",)),
    ("national", "GB", "⟦07723 481905⟧ evenings", ("481905",)),
    ("national", "AU", "⟦0412 345 678⟧ mobile", ("345 678",)),
    ("national", "US", "my cell ⟦(312) 555-0198⟧", ("555-0198",)),
    ("national", "NL", "⟦06-12345678⟧", ("12345678",)),
    ("national", "RU", "⟦8 (916) 234-56-78⟧", ("234-56-78",)),
    ("national", "CN", "⟦138 0013 8000⟧ wechat", ("0013 8000",)),
    ("national", "IE", "⟦087 123 4567⟧", ("123 4567",)),
    ("national", "PT", "⟦912 345 678⟧ telemovel", ("345 678",)),
    ("exit-prefix", "SG", "from the US dial ⟦011 65 8123 4567⟧", ("8123 4567",)),
    ("exit-prefix", "NZ", "⟦0064 21 123 4567⟧", ("123 4567",)),
    ("exit-prefix", "PH", "⟦0063 917 123 4567⟧", ("123 4567",)),
    ("exit-prefix", "UA", "⟦00380 67 123 4567⟧", ("123 4567",)),
    ("extension", "US", "⟦+1 (415) 555-0173 ext. 214⟧", ("555-0173",)),
    ("extension", "GB", "⟦020 7946 0958 x31⟧ desk", ("7946 0958",)),
    ("extension", "DE", "⟦030 12345-678⟧ (durchwahl)", ("12345-678",)),
    ("extension", "CA", "⟦604-555-0122 #4⟧", ("555-0122",)),
    ("tel-uri", "HU", "⟦tel:+36201234567⟧", ("1234567",)),
    ("tel-uri", "RO", "<a href=\"⟦tel:+40721234567⟧\">", ("21234567",)),
    ("tel-uri", "HK", "⟦tel:+852-5123-4567⟧", ("5123-4567",)),
]

# ------------------------------------------------------------------------------------ network addresses
IPV4: list[Plant] = [
    ("ifconfig", "inet addr:⟦82.135.17.204⟧  Bcast:82.135.17.255  Mask:255.255.255.0", ()),
    ("ifconfig", "inet ⟦176.58.121.44⟧  netmask 255.255.255.0  broadcast 176.58.121.255", ()),
    ("ip-addr", "inet ⟦85.214.47.162⟧/32 scope global eth0", ()),
    ("ip-addr", "inet ⟦46.101.208.93⟧/20 brd 46.101.223.255 scope global eth0", ()),
    ("ip-addr", "default via ⟦31.24.150.1⟧ dev enp3s0 proto dhcp", ()),
    ("ping", "64 bytes from ⟦139.59.142.18⟧: icmp_seq=1 ttl=52 time=23.4 ms", ()),
    ("ping", "PING myhost (⟦104.248.37.211⟧) 56(84) bytes of data.", ()),
    ("ping", "From ⟦213.168.94.2⟧ icmp_seq=3 Destination Host Unreachable", ()),
    ("ssh", "ssh admin@⟦95.216.11.137⟧", ()),
    ("ssh", "scp backup.tar.gz root@⟦159.69.40.201⟧:/srv/", ()),
    ("ssh", "ssh: connect to host ⟦51.158.99.14⟧ port 22: Connection refused", ()),
    ("ssh", "Warning: Permanently added '⟦188.166.52.27⟧' (ED25519) to the list of known hosts.", ()),
    ("sshd-log", "sshd[2231]: Invalid user oracle from ⟦103.152.18.77⟧ port 51544", ()),
    ("sshd-log", "Accepted publickey for deploy from ⟦92.40.183.6⟧ port 55812 ssh2", ()),
    ("sshd-log", "fail2ban.actions: NOTICE [sshd] Ban ⟦180.76.113.51⟧", ()),
    ("web-log", "⟦217.61.5.140⟧ - - [04/Mar/2024:10:01:22 +0000] \"GET /wp-login.php HTTP/1.1\" 404 153", ()),
    ("web-log", "client: ⟦78.46.229.8⟧, server: _, request: \"GET / HTTP/1.1\"", ()),
    ("web-log", "X-Forwarded-For: ⟦86.147.22.190⟧", ()),
    ("option", "--host=⟦134.209.88.12⟧ --port 5432", ()),
    ("option", "bind-address = ⟦87.106.152.39⟧", ()),
    ("option", "Endpoint = ⟦45.83.104.62⟧:51820", ()),
    ("option", "server ⟦162.159.200.123⟧ iburst", ()),
    ("option", "-H tcp://⟦167.99.55.201⟧:2375", ()),
    ("option", "ListenAddress ⟦185.199.110.9⟧", ()),
    ("option", "upstream backend { server ⟦143.110.170.5⟧:8080; }", ()),
    ("url", "http://⟦81.169.145.77⟧:8096/web/index.html", ()),
    ("url", "https://⟦149.56.28.140⟧/phpmyadmin", ()),
    ("url", "rtsp://⟦62.210.17.33⟧:554/stream1", ()),
    ("url", "ftp://⟦193.40.5.71⟧/pub/", ()),
    ("url", "connect to ⟦54.37.18.250⟧:25565 (minecraft)", ()),
    ("plain", "my public ip is ⟦89.204.138.15⟧", ()),
    ("plain", "curl ifconfig.me says ⟦73.162.94.221⟧", ()),
    ("plain", "whois ⟦37.59.32.114⟧ shows ovh", ()),
    ("plain", "traceroute stops at ⟦212.162.12.98⟧", ()),
    ("plain", "ufw allow from ⟦109.90.14.3⟧ to any port 22", ()),
    ("plain", "iptables -I INPUT -s ⟦118.25.6.39⟧ -j DROP", ()),
    ("plain", "nmap -sV ⟦138.68.151.77⟧", ()),
    ("plain", "Address: ⟦84.200.69.80⟧", ()),
    ("plain", "⟦2.207.44.153⟧ is my dsl", ()),
    ("cidr", "AllowedIPs = ⟦91.132.146.8⟧/32", ()),
    ("cidr", "allow ⟦77.21.160.45⟧/32;", ()),
    ("cidr", "hosts allow = ⟦5.9.136.221⟧", ()),
]
IPV6: list[Plant] = [
    ("ip-addr", "inet6 ⟦2a02:8108:1dc0:3a4::7f2⟧/128 scope global dynamic", ()),
    ("ip-addr", "inet6 ⟦2001:1c00:2d05:d400:88f1:3bff:fe4e:91c2⟧/64 scope global dynamic mngtmpaddr", ()),
    ("ip-addr", "inet6 ⟦2a01:4f8:c17:b8e::1⟧/64 scope global", ()),
    ("ip-addr", "default via ⟦2a02:810d:4b40:1e00::1⟧ dev wlp2s0 proto ra", ()),
    ("ifconfig", "inet6 addr: ⟦2604:a880:400:d0::2b3:7001⟧/64 Scope:Global", ()),
    ("ifconfig", "inet6 ⟦2a00:1028:83a4:1f6e:c4b2:7aff:fe19:5d30⟧  prefixlen 64  scopeid 0x0<global>", ()),
    ("ping", "64 bytes from ⟦2a03:b0c0:3:d0::1a51:c001⟧: icmp_seq=1 ttl=55 time=19.8 ms", ()),
    ("ping", "ping -6 ⟦2001:41d0:701:1100::5ee3⟧", ()),
    ("ping", "PING ⟦2600:3c03::f03c:93ff:fe1a:2b7c⟧(2600:3c03::f03c:93ff:fe1a:2b7c) 56 data bytes", ()),
    ("ssh", "ssh -6 pi@⟦2a02:2455:14e:9f00:ba27:ebff:fe5c:31aa⟧", ()),
    ("ssh", "Accepted password for nas from ⟦2003:c5:e71f:2b00:3d8e:91a:4c6:e207⟧ port 50432 ssh2", ()),
    ("ssh", "ssh: connect to host ⟦2a01:cb19:8ad:6e00::3⟧ port 22: Network is unreachable", ()),
    ("log", "⟦2a02:a46b:3c1:1:d4e2:8f3:b9:10c⟧ - - [04/Mar/2024:11:22:01 +0100] \"GET / HTTP/2.0\" 200", ()),
    ("log", "client: ⟦2603:7000:9a3f:c2e0::19⟧, server: cloud", ()),
    ("log", "dnsmasq-dhcp: DHCPREPLY(br0) ⟦2a02:1210:5c8e:ef00::4a⟧", ()),
    ("url", "http://[⟦2a01:4f9:3a:1f2e::2⟧]:8080/", ()),
    ("url", "https://[⟦2001:67c:1560:8003::c8⟧]/", ()),
    ("url", "curl -g 'http://[⟦2604:2dc0:101:200::a1b⟧]:9000/api'", ()),
    ("option", "Endpoint = [⟦2a0e:dc0:6:23::1f⟧]:51820", ()),
    ("option", "listen [⟦2a05:d014:9c7:e300::17⟧]:443 ssl;", ()),
    ("option", "--bind ⟦2001:bc8:1830:1f1c::1⟧", ()),
    ("option", "address=⟦2a02:c207:2043:8511::1⟧/64", ()),
    ("option", "ListenAddress ⟦2a03:4000:2b:9e1::42⟧", ()),
    ("full", "⟦2001:0b28:f23f:f005:0000:0000:0000:000a⟧", ()),
    ("full", "my v6 is ⟦2a02:0908:0e40:8a60:21a5:6cff:fe3e:9b71⟧", ()),
    ("full", "⟦2A00:1450:4001:082B:0000:0000:0000:200E⟧ in the headers", ()),
    ("compressed", "⟦2c0f:f8f0:c88::7⟧ is the box", ()),
    ("compressed", "got ⟦2405:200:1607:2c3::4e⟧ from my isp", ()),
    ("compressed", "AAAA ⟦2406:da14:8c3:a401::91⟧", ()),
    ("compressed", "ufw allow from ⟦2a02:908:1a13:7c0::/64⟧", ()),
    ("compressed", "⟦2001:470:1f0b:57a::2⟧ (he tunnel)", ()),
    ("compressed", "traceroute6 dies after ⟦2a02:3d8:1:ffff::1:1⟧", ()),
    ("mapped", "Connection from ⟦::ffff:93.184.17.45⟧ port 51122", ("93.184.17.45",)),
    ("mapped", "[⟦::ffff:178.19.221.38⟧]:443", ("178.19.221.38",)),
    ("mapped", "remote_addr=⟦::ffff:46.5.234.108⟧", ("46.5.234.108",)),
    ("mapped", "sshd logs ⟦::ffff:5.1.80.93⟧ as the peer", ("5.1.80.93",)),
    ("mapped", "from ⟦0:0:0:0:0:FFFF:212.51.138.7⟧", ("212.51.138.7",)),
    ("zone-global", "⟦2a02:8070:a183:e400:5ca1:ab1e:c0:ffee⟧%enp0s31f6", ()),
    ("zone-global", "the temporary one ⟦2003:f1:9f1b:7a00:b51c:2d93:6e4:81f0⟧ rotates", ()),
    ("zone-global", "inet6 ⟦2a01:e0a:29e:8d50:9c1:4a11:fa8e:3d2⟧/64 scope global temporary dynamic", ()),
]
MAC: list[Plant] = [
    ("ip-link", "link/ether ⟦9c:b6:d0:1e:4f:83⟧ brd ff:ff:ff:ff:ff:ff", ()),
    ("ip-link", "link/ether ⟦f0:2f:74:a9:13:c5⟧ brd ff:ff:ff:ff:ff:ff permaddr f0:2f:74:a9:13:c6", ("f0:2f:74:a9:13:c6",)),
    ("ip-link", "link/ieee802.11 ⟦e4:5f:01:3b:8c:d7⟧", ()),
    ("ifconfig", "ether ⟦00:e0:4c:68:1a:f2⟧  txqueuelen 1000  (Ethernet)", ()),
    ("ifconfig", "eth0      Link encap:Ethernet  HWaddr ⟦08:00:27:D4:6A:1B⟧", ()),
    ("ifconfig", "wlan0 HWaddr ⟦B8:27:EB:4C:92:0E⟧ inet addr:192.168.0.17", ()),
    ("arp", "? (192.168.1.1) at ⟦c8:0e:14:72:ad:30⟧ [ether] on wlp3s0", ()),
    ("arp", "192.168.178.20  0x1  0x2  ⟦dc:a6:32:07:5e:19⟧  *  eth0", ()),
    ("arp", "arp -s 192.168.0.50 ⟦70:85:c2:3d:9a:44⟧", ()),
    ("dhcp", "DHCPACK on 10.0.0.42 to ⟦a8:5e:45:c1:77:2d⟧ (laptop) via eth1", ()),
    ("dhcp", "dnsmasq-dhcp: DHCPDISCOVER(br0) ⟦34:97:f6:8b:02:ee⟧", ()),
    ("dhcp", "host printer { hardware ethernet ⟦00:1b:a9:5f:c3:12⟧; fixed-address 192.168.1.9; }", ()),
    ("wifi", "Connected to ⟦a0:63:91:bb:20:4f⟧ (on wlp2s0)", ()),
    ("wifi", "wlp2s0: associated with ⟦64:66:b3:e8:19:7a⟧", ()),
    ("wifi", "Cell 03 - Address: ⟦2C:3A:FD:91:6E:08⟧", ()),
    ("wifi", "BSSID ⟦18:e8:29:4a:b1:63⟧ signal -61 dBm", ()),
    ("bluetooth", "bluetoothctl connect ⟦00:1A:7D:DA:71:13⟧", ()),
    ("bluetooth", "[NEW] Device ⟦F4:7D:EF:35:88:C2⟧ WH-1000XM4", ()),
    ("bluetooth", "pair ⟦5C:F3:70:8B:4E:21⟧ failed", ()),
    ("config", "cloned-mac-address=⟦3e:91:4a:0c:d7:6b⟧", ()),
    ("config", "macaddress: ⟦52:54:00:8f:2a:c1⟧", ()),
    ("config", "SUBSYSTEM==\"net\", ATTR{address}==\"⟦d4:3d:7e:5a:61:b9⟧\", NAME=\"lan0\"", ()),
    ("config", "hwaddress ether ⟦00:16:3e:5e:6c:01⟧", ()),
    ("config", "wakeonlan ⟦4c:cc:6a:2f:90:d8⟧", ()),
    ("config", "Permanent address: ⟦98:fa:9b:17:c4:3e⟧", ()),
    ("dash", "Physical Address. . . : ⟦B4-2E-99-F3-07-5A⟧", ()),
    ("dash", "getmac shows ⟦E8-6A-64-12-BC-9D⟧", ()),
    ("dash", "⟦00-50-56-C0-00-08⟧ vmnet8", ()),
    ("dash", "mac ⟦1c-69-7a-0e-55-b3⟧ is blocked on the router", ()),
    ("dash", "arp -a: 192.168.0.1  ⟦a4-91-b1-22-7c-e0⟧  dynamic", ()),
    ("cisco", "⟦c025.e9a3.18f4⟧ DYNAMIC Gi1/0/7", ()),
    ("cisco", "mac-address ⟦0050.56be.41d2⟧", ()),
    ("cisco", "sticky ⟦f8b1.56d9.0e27⟧", ()),
    ("cisco", "arp 10.1.1.20 ⟦3c52.8219.a6f0⟧ ARPA", ()),
    ("bare", "MAC=⟦001132a7c4e9⟧", ()),
    ("bare", "serial and mac ⟦B827EB91D3A0⟧ on the sticker", ()),
    ("bare", "ethaddr ⟦0c9d92e14b7f⟧", ()),
    ("bare", "ATTRS{address}==\"⟦f8bc128e4d21⟧\"", ()),
    ("upper-colon", "MAC Address: ⟦AC:DE:48:00:11:22⟧ (Apple)", ()),
    ("upper-colon", "Station ⟦70:4D:7B:A3:19:E6⟧ (on wlan0)", ()),
]

# ------------------------------------------------------------------------------------------------- secrets
SECRET: list[Plant] = [
    ("token-prefix", "GITHUB_TOKEN=⟦ghp_R8sQ2vLx7NmT4kPz9WbC1yHd6JfU3eGa5oVi⟧", ()),
    ("token-prefix", "token: ⟦github_pat_11AXK3QZI0bP7mVz4LqR2s_Tn8WcYd5HjK1fGe6uB9oPa3xZrM2vN7kLq4wS8dE5RfT6yU1iOp⟧", ()),
    ("token-prefix", "SLACK_BOT_TOKEN=⟦xoxb-2873461123-5590183374421-Kq8vTz3mWb7NpLx2RsY4cHdF⟧", ()),
    ("token-prefix", "⟦xoxp-1234098765-2345987612-3456876543-9f8e7d6c5b4a39281706f5e4d3c2b1a0⟧ leaked oops", ()),
    ("token-prefix", "stripe.api_key = \"⟦sk_live_51Hx7QzLk2vN8mRt4PwYb6cJd0FsGh3UeKa9ToXi⟧\"", ()),
    ("token-prefix", "AKIA key ⟦AKIAZ7Q3W4RT5XN2LM6P⟧", ()),
    ("token-prefix", "maps key=⟦AIzaSyB3xK9mQ2vLr7TnP4wZc8JdF1hG6sYe5Uo⟧", ()),
    ("token-prefix", "OPENAI_API_KEY=⟦sk-proj-Tq8mX2vLz7Rk4NpW9bYc3HdJ6fGs1eUa5oKi0tMnQr⟧", ()),
    ("token-prefix", "⟦SG.Xk3mQ9vR2tLz8wNp.Yc4Hd7Jf1Gs6eUa5oKi0tMnQrT8vL2xZ3bW9cE7fP4aS⟧ is the sendgrid key", ()),
    ("token-prefix", "DO_TOKEN=⟦dop_v1_3f8a2c9e71b45d06a8f3c2e9b17d4a05f6c8e2b93a71d4f0c6e8a2b59d3f17c4⟧", ()),
    ("token-prefix", "⟦glrt-Xm7kQ2vLp9RzT4wN8bYc⟧ runner token", ()),
    ("bot-token", "bot = telebot.TeleBot(\"⟦6123456789:AAHq7Xk2mZp9LwR4tV8nB3cY6dJ1fGs5eUa⟧\")", ()),
    ("bot-token", "client.run('⟦MTE4NzM0NTU2MjIzMTIzNDU2Nw.GkQ7xZ.p8Rw2mLz4Tn9VbYc3HdJ6fGs1eUa5oKi0tMn⟧')", ()),
    ("jwt", "Authorization: Bearer ⟦eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MjEiLCJuYW1lIjoiQmVhIn0."
     "Xq7mZ2vLp9RkT4wN8bYc3HdJ6fGs1eUa5oKi0tMnQrE⟧", ()),
    ("jwt", "curl -H \"Authorization: Bearer ⟦ya29.a0AfB_byC7kQ2mXz9LwR4tV8nB3cY6dJ1fGs5eUa0oKi⟧\" https://api.x", ()),
    ("connection-string", "postgres://app:⟦Vt9qLmR2xw⟧@db.internal:5432/shop", ()),
    ("connection-string", "mongodb+srv://admin:⟦Kx81mPqz0Lw⟧@cluster0.ab1cd.mongodb.net/test", ()),
    ("connection-string", "redis://:⟦r3d1sS3cretZ⟧@cache:6379/0", ()),
    ("connection-string", "amqp://guest2:⟦Rabb1tHole77⟧@mq:5672/", ()),
    ("connection-string", "mysql://wp:⟦Sommer2023!⟧@localhost/wordpress", ()),
    ("connection-string", "ftp://upload:⟦Fl4mingo9⟧@files.example.net/in/", ()),
    ("connection-string", "Server=db;Database=crm;User Id=sa;Password=⟦Dr4chenFels#1⟧;", ()),
    ("config-file", "[client] user=root password=⟦Kirschbaum88⟧", ()),
    ("config-file", "db.example.org:5432:*:report:⟦M0ndSchein4⟧", ()),
    ("config-file", "requirepass ⟦Ch3rryTr33Blossom⟧", ()),
    ("config-file", "smtp_pass: \"⟦x7Kq2mZpL9⟧\"", ()),
    ("config-file", "PrivateKey = ⟦yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=⟧", ()),
    ("config-file", "rpcpassword=⟦9fKq2LmX7vTz4wRp⟧", ()),
    ("config-file", "\"password\": \"⟦Elefant-Blau-42⟧\"", ()),
    ("config-file", "auth-user-pass: myvpnuser ⟦Zugspitze2962⟧", ()),
    ("config-file", "machine api.example.com login bot password ⟦T1ger-Lily-5⟧", ()),
    ("config-file", "wpa_passphrase HomeWifi ⟦Pfannkuchen77⟧", ()),
    ("config-file", "psk=⟦Rosengarten-2019⟧", ()),
    ("cmdline", "docker login -u ops -p ⟦Gl4cier77x⟧ registry.example.com", ()),
    ("cmdline", "mysql -u root -p⟦Quokka2024⟧ -e 'show databases'", ()),
    ("cmdline", "psql \"host=db user=app password=⟦Wal-Ross-88⟧\"", ()),
    ("cmdline", "echo '⟦Hummel5Honig⟧' | sudo -S systemctl restart nginx", ()),
    ("cmdline", "curl --user admin:⟦Pf3rdKopf⟧ http://192.168.1.1/cgi-bin/luci", ()),
    ("cmdline", "sudo mount -t cifs //nas/music /mnt/m -o username=kai,password=⟦Seestern13⟧", ()),
    ("cmdline", "git clone https://jdoe:⟦ghp_Mz8Lq3vR7tN2pW9bY4cH6dJ1fGs5eUaKo0xTi⟧@github.com/acme/app.git", ()),
    ("cmdline", "htpasswd -b .htpasswd admin ⟦Brezel4Butter⟧", ()),
    ("cmdline", "export MYSQL_ROOT_PASSWORD=⟦Eichhorn-Nuss-7⟧", ()),
    ("private-key", "⟦b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD7Qk9mXz2Lp⟧",
     ()),
    ("private-key", "-----BEGIN RSA PRIVATE KEY----- ⟦MIIEpAIBAAKCAQEAx7Qk9mXz2LpR4tV8nB3cY6dJ1fGs5eUa0oKi3HdJ6fGs⟧", ()),
    ("hash", "⟦$y$j9T$Fz7Qk2mXp9LwR4tV8nB3c/$Yc6dJ1fGs5eUa0oKi3HdJ6fGs1eUa5oKi0tMnQrE7x⟧", ()),
    ("hash", "admin:⟦$apr1$Xq7mZ2vL$p9RkT4wN8bYc3HdJ6fGs1.⟧", ()),
    ("hash", "⟦$2b$12$Kq8vTz3mWb7NpLx2RsY4cuHdFj1Gs5eUa0oKi3HdJ6fGs1eUa5oKi⟧", ()),
    ("hash", "ntlm hash ⟦8846F7EAEE8FB117AD06BDD830B7586C⟧", ()),
    ("hash", "user:⟦{SSHA}Zq9mX2vLp7RkT4wN8bYc3HdJ6fGs1eUa⟧", ()),
    ("webhook", "⟦https://hooks.slack.com/services/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⟧",
     ("Zq9mX2vLp7RkT4wN8bYc3HdJ",)),
    ("webhook", "⟦https://outlook.office.com/webhook/3f8a2c9e-71b4-5d06-a8f3-c2e9b17d4a05@9c1e/IncomingWebhook/"
     "a1b2c3d4e5f6/7e8f9a0b⟧", ("a1b2c3d4e5f6",)),
    ("webhook", "curl -X POST ⟦https://api.telegram.org/bot5987654321:AAEx2Lq9mZ7vKp4RwT8nB3cY6dJ1fGs5eUa⟧/sendMessage",
     ("AAEx2Lq9mZ7vKp4RwT8nB3cY6dJ1fGs5eUa",)),
]

# -------------------------------------------------------------------------------------------- home paths
HOME: list[Plant] = [
    ("linux", "ls -la /home/⟦svetlana⟧/.config/pulse", ()),
    ("linux", "Permission denied: '/home/⟦ignacio⟧/.cache/pip'", ()),
    ("linux", "cd /home/⟦vilja.aho⟧/projects", ()),
    ("linux", "/home/⟦bruno_k⟧/snap/firefox/common", ()),
    ("linux", "Error: ENOENT, open '/home/⟦wanjiru⟧/app/package.json'", ()),
    ("linux", "rsync -a /home/⟦thibault⟧/ /mnt/backup/", ()),
    ("linux", "HOME=/home/⟦eskil⟧ sudo -E ./install.sh", ()),
    ("space", "\"/home/⟦Anna Maria⟧/Music\"", ("Anna Maria",)),
    ("space", "cp /home/⟦Jakub Nowicki⟧/Pictures/*.jpg .", ("Nowicki",)),
    ("space", "/Users/⟦Lena Hoffmann⟧/Library/Application Support/Code", ("Hoffmann",)),
    ("space", "C:\\Users\\⟦Mehmet Yilmaz⟧\\Downloads\\ubuntu.iso", ("Yilmaz",)),
    ("space", "/mnt/c/Users/⟦Sofia Andersson⟧/OneDrive/Desktop", ("Andersson",)),
    ("macos", "/Users/⟦akosuaboateng⟧/Downloads/balenaEtcher.dmg", ()),
    ("macos", "zsh: permission denied: /Users/⟦ricardo⟧/bin/run.sh", ()),
    ("macos", "~/Library -> /Users/⟦pernille⟧/Library", ()),
    ("macos", "/Volumes/⟦Chiara's Drive⟧/backup", ("Chiara",)),
    ("windows", "C:\\Users\\⟦kowalczyk⟧\\AppData\\Local\\Temp", ()),
    ("windows", "C:/Users/⟦oyelaran⟧/Documents/vm", ()),
    ("windows", "%USERPROFILE% is C:\\Users\\⟦frederikke⟧", ()),
    ("windows", "C:\\Documents and Settings\\⟦Giorgos⟧\\Desktop", ()),
    ("windows", "D:\\Users\\⟦stefanie.braun⟧\\VirtualBox VMs", ()),
    ("wsl", "/mnt/c/Users/⟦haruto⟧/Downloads", ()),
    ("wsl", "\\\\wsl.localhost\\Ubuntu-22.04\\home\\⟦mireille⟧\\code", ()),
    ("wsl", "\\\\wsl$\\Ubuntu\\home\\⟦dragan⟧", ()),
    ("wsl", "explorer.exe shows //wsl$/Ubuntu/home/⟦tuuli⟧/", ()),
    ("tilde", "cat ~⟦bartosz⟧/.ssh/authorized_keys", ("bartosz",)),
    ("tilde", "sudo -u www-data ls ~⟦marguerite⟧/public_html", ("marguerite",)),
    ("prompt", "⟦nkechi⟧@thinkpad:~$ uname -r", ()),
    ("prompt", "[⟦lorenzo⟧@fedora ~]$ sudo dnf update", ()),
    ("prompt", "root@⟦ahmed-desktop⟧:/home/ahmed# ls", ("ahmed",)),
    ("prompt", "(base) ⟦guadalupe⟧@MacBook-Pro ~ %", ()),
    ("prompt", "⟦yevgenia⟧@yevgenia-VirtualBox:~$", ("yevgenia",)),
    ("other-root", "/media/⟦kristof⟧/Samsung USB", ()),
    ("other-root", "/run/media/⟦ilse⟧/WD Passport", ()),
    ("other-root", "/var/mail/⟦barnaby⟧ is 2GB", ()),
    ("other-root", "/run/user/1000/gvfs/smb-share:server=nas,share=⟦hendrik⟧", ()),
    ("other-root", "/export/home/⟦sigrun⟧/data", ()),
    ("other-root", "/home2/⟦celestine⟧/www", ()),
    ("owner", "drwx------ 2 ⟦rasmus⟧ rasmus 4096 Mar  4 10:12 .gnupg", ("rasmus",)),
    ("owner", "sudo chown -R ⟦adaeze:adaeze⟧ ~/.npm", ("adaeze",)),
    ("owner", "id: uid=1000(⟦tobiasz⟧) gid=1000(tobiasz) groups=1000(tobiasz),27(sudo)", ("tobiasz",)),
    ("owner", "sudo usermod -aG docker ⟦florentyna⟧", ()),
]

# ----------------------------------------------------------------------------------------------- nicks
# a nick the log is made to know (`names`), written as a variant of it; the base name is the needle
NICK_BASES = ("grimwald", "sorrelfox", "pennywhistle", "kvothe_", "brambleking", "lumenfall", "zephyrine",
              "tinkerdak")
NICK_FORMS = ("{}`", "{}-", "{}|zzz", "{}_home", "{}[m]", "{}1", "{}|sleep", "{}_mobile", "{}-work", "{}^^",
              "[{}]", "{}_phone", "{}|off", "{}-pc", "{}___", "{}99", "{}|lunch", "{}_vpn", "{}-irc", "{}_2")
NICK_PHRASES = ("⟦{}⟧, did that work?", "as ⟦{}⟧ told you", "ty ⟦{}⟧", "⟦{}⟧: nope", "cc ⟦{}⟧",
                "<⟦{}⟧> ", "ask ⟦{}⟧ later", "⟦{}⟧'s box")
NICKS_PER_FORM = 2

# ------------------------------------------------------------------------------------------ cards, IBANs
CARD_PREFIXES = (("visa", "4", 16), ("visa", "4", 19), ("mastercard", "53", 16), ("mastercard", "2720", 16),
                 ("amex", "37", 15), ("discover", "644", 16), ("discover", "6011", 16), ("jcb", "3589", 16),
                 ("diners", "36", 14), ("diners", "300", 14), ("unionpay", "62", 19), ("maestro", "5018", 12),
                 ("maestro", "6304", 19), ("mir", "2201", 16), ("rupay", "6521", 16), ("elo", "6362", 16),
                 ("troy", "9792", 16), ("visa", "4", 16), ("mastercard", "22", 16), ("amex", "34", 15))
CARDS_PER_PREFIX = 2
CARD_PHRASES = ("card number ⟦{}⟧", "⟦{}⟧ 11/26 cvc 318", "the shop charged ⟦{}⟧ twice", "cc ⟦{}⟧",
                "Card: ⟦{}⟧ Exp: 07/28", "pay to ⟦{}⟧ ok?", "number=⟦{}⟧&cvv=", "my debit ⟦{}⟧ declined")
IBAN_SHAPES = (("ES", "n" * 20), ("BE", "n" * 12), ("NO", "n" * 11), ("CZ", "n" * 20), ("RO", "aaaa" + "n" * 16),
               ("GR", "n" * 23), ("HU", "n" * 24), ("SK", "n" * 20), ("SI", "n" * 15), ("EE", "n" * 16),
               ("LV", "aaaa" + "n" * 13), ("BG", "aaaa" + "n" * 14), ("TR", "n" * 5 + "0" + "n" * 16),
               ("SA", "n" * 20), ("AE", "n" * 19), ("BR", "n" * 23 + "aa"), ("IS", "n" * 22),
               ("MT", "aaaa" + "n" * 23), ("CY", "n" * 24), ("LI", "n" * 17), ("MC", "n" * 23), ("SM", "a" + "n" * 22),
               ("DE", "n" * 18), ("GB", "aaaa" + "n" * 14), ("FR", "n" * 23), ("NL", "aaaa" + "n" * 10),
               ("IT", "a" + "n" * 22), ("PL", "n" * 24), ("AT", "n" * 16), ("CH", "n" * 17), ("IE", "aaaa" + "n" * 14),
               ("PT", "n" * 21), ("FI", "n" * 14), ("DK", "n" * 14), ("SE", "n" * 20), ("LU", "n" * 16),
               ("HR", "n" * 17), ("LT", "n" * 16), ("RS", "n" * 18), ("UA", "n" * 25))
IBAN_PHRASES = ("IBAN: ⟦{}⟧ BIC: COBADEFFXXX", "überweis an ⟦{}⟧", "⟦{}⟧ thats my account", "to ⟦{}⟧ (ref 42)",
                "Kontonummer ⟦{}⟧", "rib ⟦{}⟧")

# --------------------------------------------------------------------------------------------- negatives
NEGATIVE: list[Plant] = [
    ("private", "router is at ⟦192.168.0.1⟧", ()), ("private", "static ⟦10.0.0.15⟧/24", ()),
    ("private", "lxdbr0 ⟦10.217.44.1⟧", ()), ("private", "ssh pi@⟦192.168.178.34⟧", ()),
    ("private", "docker network ⟦172.18.0.2⟧", ()), ("private", "⟦fd42:1a2b:3c4d::1⟧ (ula)", ()),
    ("cgnat", "tailscale gave ⟦100.101.102.103⟧", ()), ("loopback", "curl ⟦127.0.0.1⟧:8080", ()),
    ("loopback", "bind ⟦127.0.1.1⟧ in /etc/hosts", ()), ("loopback", "listen [⟦::1⟧]:80", ()),
    ("link-local", "⟦169.254.169.254⟧ metadata", ()), ("link-local", "⟦fe80::1%eth0⟧", ()),
    ("link-local", "inet6 ⟦fe80::a00:27ff:fe4e:66a1⟧/64 scope link", ()),
    ("documentation", "say ⟦203.0.113.7⟧", ()), ("documentation", "⟦198.51.100.200⟧ as the peer", ()),
    ("documentation", "⟦192.0.2.10⟧ example", ()), ("documentation", "⟦2001:db8:85a3::8a2e:370:7334⟧", ()),
    ("documentation", "⟦user@example.com⟧ in the docs", ()), ("documentation", "⟦you@example.org⟧", ()),
    ("resolver", "dns ⟦1.0.0.1⟧", ()), ("resolver", "quad9 ⟦149.112.112.112⟧", ()),
    ("resolver", "⟦2001:4860:4860::8888⟧ google v6", ()), ("resolver", "⟦2606:4700:4700::1111⟧", ()),
    ("resolver", "opendns ⟦208.67.220.220⟧", ()), ("special", "mdns ⟦224.0.0.251⟧", ()),
    ("special", "ssdp ⟦239.255.255.250⟧", ()), ("special", "netmask ⟦255.255.255.0⟧", ()),
    ("special", "listen on ⟦0.0.0.0⟧", ()), ("special", "broadcast ⟦ff:ff:ff:ff:ff:ff⟧", ()),
    ("special", "all-nodes ⟦ff02::1⟧", ()), ("special", "mac ⟦00:00:00:00:00:00⟧ means unset", ()),
    ("version", "kernel ⟦5.15.0.91⟧", ()), ("version", "firefox ⟦115.6.0.1⟧", ()),
    ("version", "virtualbox ⟦7.0.12.159484⟧", ()), ("version", "version ⟦3.10.12.1⟧", ()),
    ("version", "nvidia ⟦535.129.03.1⟧ hmm", ()), ("version", "⟦v2.4.1.0⟧ release", ()),
    ("version", "openssl ⟦1.1.1.23⟧", ()), ("version", "Windows ⟦10.0.22631.2861⟧", ()),
    ("time", "at ⟦12:34:56⟧ it froze", ()), ("time", "⟦2024.03.04⟧ build", ()),
    ("path", "⟦/Users/Shared/Previously Relocated Items⟧", ()), ("path", "⟦C:\\Users\\Public\\Desktop⟧", ()),
    ("path", "⟦/home/user/⟧ in the guide", ()), ("path", "⟦~/Downloads⟧", ()), ("path", "⟦/etc/skel/.bashrc⟧", ()),
    ("path", "⟦C:\\Users\\Default\\NTUSER.DAT⟧", ()), ("path", "⟦/root/.bashrc⟧", ()),
    ("word", "a ⟦newbie⟧ here", ()), ("word", "ask your ⟦admin⟧", ()), ("word", "⟦linux⟧ is fine", ()),
    ("word", "need ⟦coffee⟧ first", ()), ("word", "the ⟦guest⟧ session", ()), ("word", "⟦Admin⟧ rights", ()),
    ("word", "arch ⟦linux⟧ wiki", ()), ("word", "⟦newbie⟧ friendly", ()),
]
NEGATIVE_NAMES = ("newbie", "admin", "linux", "coffee", "guest")
TECHNICAL = (
    "sudo apt install --reinstall ubuntu-desktop", "apt-mark hold linux-image-generic", "sudo do-release-upgrade -d",
    "systemctl --user status pipewire", "journalctl -u ssh --since today", "sudo ss -tulpn", "ip -br a",
    "ip -6 route show", "resolvectl query archive.ubuntu.com", "nmcli con show", "iw dev wlan0 scan | less",
    "rfkill list all", "sudo lshw -C network", "lsusb -t", "sudo dmidecode -t memory", "inxi -Fxz",
    "uname -a: 6.5.0-26-generic", "linux-image-6.8.0-31-generic", "gcc 13.2.0-4ubuntu3", "libc6 2.39-0ubuntu8",
    "python3 3.12.3-0ubuntu1", "firefox 124.0.1+build1", "docker 24.0.7", "kubectl v1.29.2", "go1.22.1 linux/amd64",
    "rustc 1.77.0 (aedd173a2 2024-03-17)", "node v18.19.1", "openjdk 17.0.10", "pip 24.0", "cmake 3.28.3",
    "grub-install --target=x86_64-efi --efi-directory=/boot/efi", "efibootmgr -v", "sudo update-initramfs -u -k all",
    "cryptsetup luksOpen /dev/nvme0n1p3 cryptroot", "sudo e2fsck -f /dev/sda1", "sudo btrfs balance start /",
    "zpool status rpool", "mount | grep /boot", "df -h /var", "du -sh ~/.cache", "sudo swapoff -a",
    "cat /proc/cpuinfo | grep flags", "echo $XDG_SESSION_TYPE", "export EDITOR=vim", "alias ll='ls -alF'",
    "chmod 644 /etc/netplan/*.yaml", "sudo netplan try", "ufw status verbose", "sudo iptables -t nat -L",
    "nft add rule inet filter input tcp dport 22 accept", "wg show", "ping -c3 1.1.1.1", "dig +short ubuntu.com",
    "traceroute 8.8.8.8", "mtr -rw 9.9.9.9", "curl -I https://example.com", "wget -qO- https://example.org",
    "ssh -v localhost", "ssh-copy-id -i ~/.ssh/id_ed25519.pub server", "gpg --list-keys", "git log --oneline -5",
    "git reset --hard HEAD~1", "git push origin main", "docker run --rm -it ubuntu:24.04 bash",
    "docker compose up -d", "podman ps -a", "lxc launch ubuntu:22.04 test", "multipass launch --name dev",
    "virsh list --all", "qemu-img create -f qcow2 disk.qcow2 40G", "sudo snap install code --classic",
    "flatpak install flathub org.gimp.GIMP", "sudo add-apt-repository ppa:graphics-drivers/ppa",
    "sudo ubuntu-drivers autoinstall", "nvidia-smi shows 550.54.14", "glxinfo -B", "xrandr --listmonitors",
    "gsettings set org.gnome.desktop.interface scaling-factor 2", "dconf reset -f /org/gnome/",
    "pactl set-default-sink 0", "wpctl status", "alsamixer", "sudo fwupdmgr update", "mokutil --sb-state",
    "the admin panel is at /admin", "login as guest first", "linux-firmware 20240318", "coffee break, brb",
    "my newbie mistake was sudo pip", "password prompts twice at login", "the key is in /etc/apt/keyrings",
    "token expired, log in again", "secret service via gnome-keyring", "port 8443", "1920x1080 at 60 Hz",
    "x86_64-linux-gnu", "UTF-8", "RAID1 with mdadm", "sha512sum -c SHA512SUMS", "2.4 GHz and 5 GHz",
)

# ------------------------------------------------------------------------------ platform mentions (exports)
DISCORD_PEOPLE = ("Ingrid Aaberg", "Kofi Mensah", "Lucía Ferrer", "Tariq Haddad", "Meiling Zhou", "Oskar Brandt",
                  "Amara Okonjo", "Yusuf Demir")
DISCORD_HANDLES = ("nightowl.ines", "bjornstorm", "cat_with_hat", "xX_lena_Xx", "r0bin.hood", "quietmarcus",
                   "tanvir.dev", "mossbeard")
SLACK_PEOPLE = (("hkarlsson", "Hedda Karlsson"), ("adiallo", "Aminata Diallo"), ("pvarga", "Péter Varga"),
                ("sosei", "Sota Osei"), ("mnakamura", "Miyu Nakamura"), ("jbergstrom", "Jonas Bergström"),
                ("cpereira", "Cíntia Pereira"), ("tokafor", "Tobenna Okafor"))
TELEGRAM_PEOPLE = ("Anastasia", "Dmytro", "Zeynep", "Marlon", "Svetla", "Kaveh", "Ilona", "Rustam")
TELEGRAM_HANDLES = ("zoya_kotova", "arturs_b", "kemal1988", "dj_marlon", "svetla_ivanova", "kavehmz", "ilona_k",
                    "rustam_tash")
DISCORD_FORMS = ("raw-id", "raw-nick-id", "raw-id-unknown", "profile-link", "display-space", "display-known",
                 "username", "legacy-tag")
SLACK_FORMS = ("known-mention", "labelled-missing", "missing", "bare-id", "real-name", "display-at", "profile-url",
               "handle")
TELEGRAM_FORMS = ("unlisted-username", "tme-link", "text-mention", "tg-user-link", "tg-openmessage")
MENTIONS_PER_PLATFORM = 40
MENTION_PHRASES = ("⟦{}⟧ any idea?", "thanks ⟦{}⟧", "like ⟦{}⟧ said", "ask ⟦{}⟧", "⟦{}⟧ had the same bug",
                   "ping ⟦{}⟧ about it")

# side channels: form -> (platform, value, needles); none may reach a released file
SIDE: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "discord-dm-name": ("discord", "annika.lindqvist", ("lindqvist",)),
    "slack-mpdm-name": ("slack", "mpdm-ksenia.orlova--tobias.weidmann--wren-1", ("ksenia.orlova", "orlova",
                                                                                  "weidmann")),
    "slack-private-channel-of-person": ("slack", "hr-yasmin-haddadi", ("yasmin-haddadi", "haddadi")),
    "telegram-personal-title": ("telegram", "Nuno Carvalho", ("Carvalho",)),
    "export-path-home": ("discord", "/home/ifeoma.nwosu/chat-archives", ("ifeoma.nwosu", "nwosu")),
}


def snowflake(rng: random.Random) -> str:
    """A Discord user id as the platform draws them (18 or 19 digits)."""
    return str(rng.randrange(10 ** 17, 13 * 10 ** 17))


def slack_id(rng: random.Random, lead: str = "U") -> str:
    return lead + "0" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(9))


def discord_mentions(rng: random.Random) -> list[tuple[str, str, tuple[str, ...], dict]]:
    """Discord mentions: by raw id (known author, nickname form, unknown), profile link, typed display or
    user name of a known author, legacy `name#1234` tag."""
    found = []
    for i in range(MENTIONS_PER_PLATFORM):
        form, k = DISCORD_FORMS[i % len(DISCORD_FORMS)], (i + i // len(DISCORD_FORMS)) % len(DISCORD_PEOPLE)
        uid, person, handle = snowflake(rng), DISCORD_PEOPLE[k], DISCORD_HANDLES[k]
        surname = person.split()[-1]
        value, needles, setup = {
            "raw-id": (f"<@{uid}>", (uid,), {"author": (uid, handle)}),
            "raw-nick-id": (f"<@!{uid}>", (uid,), {"author": (uid, handle)}),
            "raw-id-unknown": (f"<@{uid}>", (uid,), {}),
            "profile-link": (f"https://discord.com/users/{uid}", (uid,), {}),
            "display-space": (f"@{person}", (surname,), {"author": (uid, person)}),
            "display-known": (person, (surname,), {"author": (uid, person)}),
            "username": (f"@{handle}", (handle,), {"author": (uid, handle)}),
            "legacy-tag": (f"{handle}#{rng.randrange(1, 10000):04d}", (handle,), {}),
        }[form]
        found.append((form, MENTION_PHRASES[i % len(MENTION_PHRASES)].format(value), needles, setup))
    return found


def slack_mentions(rng: random.Random) -> list[tuple[str, str, tuple[str, ...], dict]]:
    """Slack mentions: of a users.json user, of users it does not list (with or without a label), bare and
    profile-URL ids, a user's real name, `@Real Name` typed, a user's handle."""
    found = []
    for i in range(MENTIONS_PER_PLATFORM):
        form, k = SLACK_FORMS[i % len(SLACK_FORMS)], (i + i // len(SLACK_FORMS)) % len(SLACK_PEOPLE)
        uid, (handle, real) = slack_id(rng), SLACK_PEOPLE[k]
        user = {"user": (uid, handle, real)}
        surname = real.split()[-1]
        value, needles, setup = {
            "known-mention": (f"<@{uid}>", (uid, surname), user),
            "labelled-missing": (f"<@{uid}|{handle}>", (uid, handle), {}),
            "missing": (f"<@{slack_id(rng, 'W')}>", (), {}),
            "bare-id": (uid, (), {}),
            "real-name": (real, (surname,), user),
            "display-at": (f"@{real}", (surname,), user),
            "profile-url": (f"https://acme-dev.slack.com/team/{uid}", (uid,), user),
            "handle": (handle, (), user),
        }[form]
        found.append((form, MENTION_PHRASES[i % len(MENTION_PHRASES)].format(value), needles, setup))
    return found


def telegram_mentions(rng: random.Random) -> list[tuple[str, str, tuple[str, ...], dict]]:
    """Telegram mentions: an `@username` or t.me link the export never lists, a text mention (first name with
    a user id entity), `tg://` links by user id."""
    found = []
    for i in range(MENTIONS_PER_PLATFORM):
        form, k = TELEGRAM_FORMS[i % len(TELEGRAM_FORMS)], (i + i // len(TELEGRAM_FORMS)) % len(TELEGRAM_PEOPLE)
        user, handle, first = rng.randrange(10 ** 8, 7 * 10 ** 9), TELEGRAM_HANDLES[k], TELEGRAM_PEOPLE[k]
        value, needles, setup = {
            "unlisted-username": (f"@{handle}", (handle,), {}),
            "tme-link": (f"https://t.me/{handle}", (handle,), {}),
            "text-mention": (first, (), {"entity": ("mention_name", user)}),
            "tg-user-link": (f"tg://user?id={user}", (str(user),), {}),
            "tg-openmessage": (f"tg://openmessage?user_id={user}", (str(user),), {}),
        }[form]
        found.append((form, MENTION_PHRASES[i % len(MENTION_PHRASES)].format(value), needles, setup))
    return found


def card_form(number: str, rng: random.Random) -> str:
    """A card number as people paste it: grouped by spaces or dashes (Amex 4-6-5, Diners 4-6-4) or plain."""
    if len(number) in (14, 15):
        grouped = [number[:4], number[4:10], number[10:]]
    else:
        grouped = [number[i:i + 4] for i in range(0, len(number), 4)]
    return rng.choice([" ".join(grouped), "-".join(grouped), number, " ".join(grouped)])


def iban_form(iban: str, rng: random.Random) -> str:
    spaced = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return rng.choice([spaced, iban, spaced.lower() if rng.random() < 0.2 else spaced])


SPANISH_WEIGHTS = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)


def _spanish_digit(digits: str) -> str:
    value = 11 - sum(int(d) * w for d, w in zip(digits, SPANISH_WEIGHTS)) % 11
    return str({11: 0, 10: 1}.get(value, value))


def national_check(country: str, bban: str) -> str:
    """The account with its national check digits where the country has them in the IBAN's checked part
    (Belgium: mod 97 of the first ten digits; Spain: two mod-11 digits, of bank and branch, of the account)."""
    if country == "BE":
        return bban[:10] + f"{int(bban[:10]) % 97 or 97:02d}"
    if country == "ES":
        return bban[:8] + _spanish_digit("00" + bban[:8]) + _spanish_digit(bban[10:]) + bban[10:]
    return bban


def generated(rng: random.Random) -> dict[str, list[Plant]]:
    """Nick variants, cards and IBANs (values computed with their check digits)."""
    nicks = []
    for index, form in enumerate(NICK_FORMS * NICKS_PER_FORM):
        base = NICK_BASES[(index + index // len(NICK_FORMS)) % len(NICK_BASES)]
        phrase = NICK_PHRASES[index % len(NICK_PHRASES)].format(form.format(base))
        nicks.append((form.format("X"), phrase, (base,)))
    cards = []
    for i, (brand, prefix, length) in enumerate(CARD_PREFIXES * CARDS_PER_PREFIX):
        body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
        cards.append((brand, CARD_PHRASES[i % len(CARD_PHRASES)].format(card_form(luhn_complete(body), rng)), ()))
    ibans = []
    for i, (country, shape) in enumerate(IBAN_SHAPES):
        bban = "".join(rng.choice("0123456789") if c == "n" else rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
                       if c == "a" else c for c in shape)
        bban = national_check(country, bban)
        ibans.append((country, IBAN_PHRASES[i % len(IBAN_PHRASES)].format(iban_form(iban_complete(country, bban),
                                                                                    rng)), ()))
    return {"nick": nicks, "card": cards, "iban": ibans}


# ------------------------------------------------------------------------------------------------- hosts

def first_set_lines() -> set[tuple[str, int]]:
    """The (file, line) of every shared line the first held-out set uses: v2 uses none of them."""
    if not FIRST_SET.is_file():
        return set()
    records = [json.loads(line) for line in FIRST_SET.read_text(encoding="utf-8").splitlines()]
    return {(r["file"], r["line"]) for r in records if "file" in r}


def log_hosts(path: Path) -> list[Host]:
    """The spoken lines of one shared log whose reference resolves to their text."""
    log, lines = read_log(path), file_lines(path)
    names = known_names(log)
    relative = path.relative_to(SHARED).as_posix()
    hosts = []
    for message in log.messages:
        start = message.raw.find(message.text)
        if (message.is_system or len(message.text) < MIN_HOST_LENGTH or start < 0 or message.index >= len(lines)
                or lines[message.index][start:start + len(message.text)] != message.text):
            continue
        hosts.append(Host(relative, message.index, start, message.text, names))
    return hosts


def shared_hosts() -> dict[str, list[Host]]:
    """Spoken lines per community (#ubuntu, Channel Two), without the first set's lines."""
    used = first_set_lines()
    ubuntu = sorted(SHARED.glob("irc-disentanglement/*/*.raw.txt")) + sorted(SHARED.glob("irclogs/*/*/*/*.txt"))
    other = sorted(SHARED.glob("new-channels/channel-two/*.raw.txt"))
    return {source: [h for path in files for h in log_hosts(path) if (h.file, h.line) not in used]
            for source, files in (("ubuntu", ubuntu), ("channel-two", other))}


def is_clean(host: Host) -> bool:
    """No loose flag and no token the log knows as a name: any change of it is a false positive."""
    if LOOSE.search(host.text):
        return False
    return not any(nick_key(token) in host.names for token in re.findall(r"[\w\-\[\]\\`^{}|]+", host.text))


class Pools:
    """Host lines per community, each handed out once; every OTHER_COMMUNITY_SHARE-th from Channel Two."""

    def __init__(self, pools: dict[str, list[Host]], rng: random.Random) -> None:
        self.pools = {source: list(hosts) for source, hosts in pools.items()}
        self.rng = rng
        self.drawn = 0

    def take(self) -> Host:
        source = "channel-two" if self.drawn % OTHER_COMMUNITY_SHARE == 0 and self.pools["channel-two"] else "ubuntu"
        self.drawn += 1
        pool = self.pools[source]
        return pool.pop(self.rng.randrange(len(pool)))


# ----------------------------------------------------------------------------------------------- records

def record(group: str, kind: str, form: str, phrase: str, needles: tuple[str, ...], host: Host,
           rng: random.Random, names: tuple[str, ...] = ()) -> dict:
    at = insertion(host.text, rng)
    plant, span = place(phrase, host.text, at)
    value = plant[span[0]:span[1]]
    return {"group": group, "kind": kind, "form": form, **host.reference(), "at": at, "plant": plant,
            "span": span, "needles": [value, *needles], "names": list(names)}


def planted(pools: Pools, rng: random.Random) -> list[dict]:
    phones = [(form, phrase, needles) for form, _, phrase, needles in PHONE]
    kinds = {"email": EMAIL, "phone": phones, "ipv4": IPV4, "ipv6": IPV6, "mac": MAC, "secret": SECRET,
             "home_path": HOME, **generated(rng)}
    records = []
    for kind, plants in kinds.items():
        for form, phrase, needles in plants:
            names = tuple(n for n in NICK_BASES if n in needles) if kind == "nick" else ()
            records.append(record("planted", kind, form, phrase, needles, pools.take(), rng, names))
    return records


def exports(pools: Pools, rng: random.Random) -> list[dict]:
    records = []
    made = {"discord": discord_mentions(rng), "slack": slack_mentions(rng), "telegram": telegram_mentions(rng)}
    for platform, plants in made.items():
        for form, phrase, needles, setup in plants:
            row = record("export", f"{platform}_mention", form, phrase, needles, pools.take(), rng)
            records.append({**row, "platform": platform, "setup": setup})
    for form, (platform, value, needles) in SIDE.items():
        records.append({"group": "side", "kind": "side_channel", "form": form, "platform": platform,
                        "value": value, "needles": [value, *needles], "names": []})
    return records


def build() -> list[dict]:
    """Every record of the second held-out set, in a fixed order (the same on every run of the same data)."""
    rng = random.Random(SEED)
    hosts = shared_hosts()
    clean = {source: [h for h in found if is_clean(h)] for source, found in hosts.items()}
    other_real = min(REAL_UNPLANTED // 5, len(clean["channel-two"]) // 2)
    real = rng.sample(clean["channel-two"], other_real) + rng.sample(clean["ubuntu"], REAL_UNPLANTED - other_real)
    chosen = {(h.file, h.line) for h in real}
    records = [{"group": "real", "kind": "", "form": "", **host.reference(), "names": []} for host in real]
    records += planted(Pools({s: [h for h in found if (h.file, h.line) not in chosen] for s, found in hosts.items()},
                             rng), rng)
    used = chosen | {(r["file"], r["line"]) for r in records if "file" in r}
    rest = Pools({s: [h for h in found if (h.file, h.line) not in used] for s, found in clean.items()}, rng)
    records += [record("negative", "keep", form, phrase, needles, rest.take(), rng, NEGATIVE_NAMES)
                for form, phrase, needles in NEGATIVE]
    records += exports(rest, rng)
    records += [{"group": "technical", "kind": "", "form": "", "text": text, "names": list(NEGATIVE_NAMES)}
                for text in TECHNICAL]
    return records


def main() -> None:
    first.write_set(build(), OUTPUT)


if __name__ == "__main__":
    main()
