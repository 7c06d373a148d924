"""Builds bench/data/anonymize_labels.jsonl, the labelled set of `bench/anonymize_recall.py`.

Real utterances are stored as references only (file under the shared data, line index, offset of the text
in the line, and labelled spans as character offsets into the text, with their kind), never as copies:

- 358 lines drawn (seed 33) from the lines of every shared log (the annotated corpus's raw files and the
  two whole days) that a loose detector flags (any "@", dotted quad, "/home/", "pass", "token", "+digit",
  hex groups with colons, "BEGIN", ...), at most 45 per flag, so every kind of personal data is there;
- 300 lines drawn (seed 33) from the lines the loose detector does not flag (ordinary text, for the
  false-positive rate; the names they mention are labelled).

Labels of the personal kinds started from the candidates of the loose detector and were decided by hand,
line by line, against the text (the decisions that differ from the shapes' first proposal are `DECISIONS`,
by draw number). A name is labelled where a token is a nick the same log knows (speakers, joins, nick
changes: `privacy.log_names`), unless it is a common word there, which is labelled by hand (`WORD_NAMES`).
Planted cases (text, written here) follow: each kind in many shapes, and ordinary technical text that must
not change (version numbers, package names, /usr/lib paths, hex colours, release names that are nicks).

    python bench/experiments/anonymize_labels.py   # rewrites bench/data/anonymize_labels.jsonl (about 1 minute)
"""
from __future__ import annotations

import json
import random
import re
from collections import defaultdict
from pathlib import Path

from disentangle.logs.files import read_log
from disentangle.logs.records import nick_key
from disentangle.privacy.engine import CHECKS, NAME_TOKEN, used_as_name
from disentangle.privacy.names import is_wordlike, log_names
from disentangle.privacy.patterns import NAME_KIND, PERSONAL_RULES

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "bench" / "data" / "anonymize_labels.jsonl"
SEED, PER_FLAG, ORDINARY = 33, 45, 300
LOOSE = re.compile(r"@|\d+\.\d+\.\d+\.\d+|[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{0,4}:[0-9A-Fa-f:]+|/home/|Users\\|passw|"
                   r"\bpass\b|token|api.?key|BEGIN|\+\d|\(\d{3}\)|\d{3}[ -]\d{3,4}[ -]\d{3,4}|AKIA|xox|"
                   r"://[^\s/]+:[^\s/]*@|[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){5}", re.I)

# draw number -> (substring, kind): "drop" removes a proposed span, a kind adds one the shapes missed
DECISIONS: dict[int, list[tuple[str, str]]] = {
    26: [("stuff", "drop")],              # /home/stuff: a partition's folder, no user
    30: [("gitlab", "drop")],             # /home/gitlab: a service account
    # 196: 4.4.4.4 and 4.2.2.2, public resolvers: kept since issue 42 (they identify no one)
}
# draw number -> word-like nicks that are used as names there (labelled by hand)
WORD_NAMES: dict[int, list[str]] = {}


def _flag(found: str) -> str:
    if found == "@":
        return "at"
    if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", found):
        return "ip4"
    if found.lower().startswith("pass"):
        return "pass"
    if found.startswith("+") or "(" in found or (found[0].isdigit() and " " in found):
        return "phone"
    if ":" in found and "/" not in found:
        return "hexcolon"
    return found[:5].lower()


def shared_lines() -> list[dict]:
    """Every spoken line of the shared logs with its file, index, offset, text and the log's names."""
    files = sorted(SHARED.glob("irc-disentanglement/*/*.raw.txt")) + sorted(SHARED.glob("irclogs/*/*/*/*.txt"))
    rows = []
    for path in files:
        log = read_log(path)
        names = log_names(log)
        for message in log.messages:
            start = message.raw.find(message.text)
            if message.is_system or not message.text or start < 0:
                continue
            rows.append({"file": path.relative_to(SHARED).as_posix(), "line": message.index, "start": start,
                         "text": message.text, "names": names})
    return rows


def draw(rows: list[dict]) -> list[int]:
    rng = random.Random(SEED)
    flagged: dict[str, list[int]] = defaultdict(list)
    for index, row in enumerate(rows):
        for flag in sorted({_flag(m[0]) for m in LOOSE.finditer(row["text"])}):
            flagged[flag].append(index)
    chosen: list[int] = []
    for flag in sorted(flagged):
        indices = flagged[flag]
        rng.shuffle(indices)
        chosen += [i for i in indices[:PER_FLAG] if i not in chosen]
    ordinary = [i for i, row in enumerate(rows) if not LOOSE.search(row["text"])]
    rng.shuffle(ordinary)
    return chosen + ordinary[:ORDINARY]


def shape_spans(text: str) -> list[list]:
    """Spans each personal rule proposes on the text as written (rules apart, checks applied)."""
    spans = []
    for rule in PERSONAL_RULES:
        for match in rule.pattern.finditer(text):
            if not rule.check or CHECKS[rule.check](match):
                spans.append([match.start(), match.end(), rule.kind])
    return spans


def name_spans(text: str, names: frozenset[str], words: list[str]) -> list[list]:
    spans = []
    for match in NAME_TOKEN.finditer(text):
        key = nick_key(match["name"])
        if key in names and (not is_wordlike(key) or used_as_name(text, match) or match["name"] in words):
            spans.append([match.start("name"), match.end("name"), NAME_KIND])
    return spans


def decide(number: int, text: str, spans: list[list]) -> list[list]:
    for found, kind in DECISIONS.get(number, []):
        start = text.index(found)
        if kind == "drop":
            spans = [s for s in spans if not (s[0] <= start < s[1])]
        else:
            spans.append([start, start + len(found), kind])
    return sorted(spans)


def real_records() -> list[dict]:
    rows = shared_lines()
    records = []
    for number, index in enumerate(draw(rows)):
        row = rows[index]
        spans = decide(number, row["text"], shape_spans(row["text"])
                       + name_spans(row["text"], row["names"], WORD_NAMES.get(number, [])))
        records.append({"group": "real", "draw": number, "file": row["file"], "line": row["line"],
                        "start": row["start"], "length": len(row["text"]), "spans": spans})
    return records


# ------------------------------------------------------------------------------------------- planted cases

PLANTED_NAMES = ("ikonia", "k1l_", "[dave]", "bob|away", "Guest48213", "lotuspsychje", "x-man", "hardy", "help",
                 "zippo^", "OerHeks", "ActionParsnip", "{blue}", "ne0", "daftykins")
NAME_CASES = [
    "ikonia: try again", "k1l_, thanks!", "[dave]: look at dmesg", "bob|away: ping", "@Guest48213 hi",
    "ask lotuspsychje about nvidia", "x-man said so", "hardy: are you there?", "@help yes", "zippo^: use dd",
    "thanks OerHeks", "ActionParsnip knows grub", "{blue}: reboot", "ne0: what did you do?", "ok daftykins.",
    "IKONIA: caps", "thanks k1l_ and ikonia", "(ask ActionParsnip)", "like OerHeks said, use 14.04",
    "daftykins, ikonia: both of you", "cc @lotuspsychje", "ne0's laptop", "k1l_: and x-man: see above",
]
SHAPE_CASES: dict[str, list[str]] = {
    "email": ["mail me at john.doe@example.com", "<jane_smith+irc@mail.co.uk>", "contact: a.b-c@sub.domain.org",
              "EMAIL=bob@gmail.com", "sent to x1@y2.io today", "maintainer: Foo Bar <foo@bar.net>",
              "git config user.email alice@corp.example", "write to ME@HOTMAIL.COM", "mailto:tom@ubuntu.com",
              "(kate.k@uni-bonn.de)", "from: root@mail.server.net", "user_name@my-domain.info is mine",
              "try jharlow@launchpad.net", "my mail is ann93@yahoo.fr.", "n=slavik@67-100-227-140.adsl.net",
              "jo@ex.museum", "a@b.cd", "\"pat@home.org\"", "list: q@w.de, e@r.fr", "it's zed@zed.zone"],
    "ipv4": ["my ip is 82.12.33.4", "ping 81.2.69.160", "ssh admin@5.39.12.77", "nameserver 212.27.40.240",
             "http://93.184.216.34:8080/x", "inet addr:46.4.21.18  Bcast:46.4.21.255", "connect to 66.42.217.196.",
             "(24.153.23.66)", "gateway=62.210.16.6", "from 81.177.180.164 port 22", "IP: 91.189.91.15 80",
             "address 185.12.64.9/24", "85.214.132.117 is down", "[11.22.33.44]", "host 198.151.100.23 unreachable",
             "listen 95.216.1.100:6667;", "route via 37.120.1.1", "client 100.164.0.5 denied", "dig @31.3.2.1",
             "eth0 109.100.3.4"],
    "ipv6": ["inet6 addr: fe80::800:27ff:fe00:1/64", "ping6 2001:da8::8a2e:370:7334", "[2a02:8108:1c0:4d00::3]",
             "my v6 is 2001:470:1f0b:1a3::2", "fe80::216:3eff:fe1a:2b3c%eth0 link", "nameserver 2620:119:36::35",
             "2001:0da8:85a3:0000:0000:8a2e:0370:7334", "addr 2a01:4f8:c17:1234::1 up", "ping 2a03:4000:6:1::1",
             "ssh [2001:bc8:1::10]:22", "gw fe80::21a:2bff:fe3c:4d5e", "2400:cb00:2048:1::6810:1",
             "from 2604:a880:800:10::7a1:9001", "inet6 2003:de:e72f:9900:1::5/64", "route 2001:67c:1562::19",
             "2001:41d0:8:e8ad::1 is mine", "ip -6 addr add 2001:1af8:0:1::5/64", "v6: 2a00:1450:4001:81c::200e",
             "ping fe80::a00:27ff:fe4e:66a1", "host 2607:f8b0:4005:805::200e"],
    "mac": ["HWaddr 00:1a:2b:3c:4d:5e", "ether 08:00:27:4e:66:a1", "MAC 94-DE-80-B1-46-94", "from 00:11:2f:7e:f5:03",
            "Access Point: 00:13:10:8F:F9:FA", "bssid=c0:ff:ee:12:34:56", "wakeonlan 00:0c:29:ab:cd:ef",
            "link/ether 52:54:00:12:34:56 brd", "rfcomm0: 0F:00:00:00:00:01", "dev AC:DE:48:00:11:22 found",
            "(b8:27:eb:01:02:03)", "addr 3c:97:0e:aa:bb:cc", "mac=f0:de:f1:11:22:33", "[de:ad:be:ef:00:01]",
            "card a4-5e-60-e1-2f-3b", "bt 00:1E:7C:25:A8:F9 paired", "ap 60:a4:4c:9d:2e:1f", "01:23:45:67:89:ab",
            "switch port 00:50:56:c0:00:08", "eth1 HWaddr 00:e0:4c:68:01:d2"],
    "phone": ["call me on +44 20 7946 0958", "my number (555) 123-4567", "cell: 555-867-5309", "+1 415 555 2671",
              "ring 020 7946 0958", "+49 30 1234567", "fax +33 1 23 45 67 89", "whatsapp +91 98765 43210",
              "(0123) 456 7890", "tel +7 495 123-45-67", "+61 2 9876 5432 office", "+353 1 234 5678",
              "phone 0171 496 0000", "+81 3-1234-5678", "+34 612 345 678", "US: 212-864-0199",
              "+1 (650) 253-0000", "home 0161 496 0123", "+46 8 123 456 78", "+31 20 123 4567"],
    "prompt": ["alice@laptop:~$ ls", "root@srv01:/etc# cat fstab", "[bob@box ~]$ sudo -i", "jo@jo-desktop:~/src$ make",
               "kate@thinkpad:~$", "mez@apathy:~$ artsdsp audacity", "pi@raspberrypi:~ $ uname -a",
               "colin@lexapro:~/beagle$ apt-cache", "me2@host2:/tmp$ ls", "dan@dan-pc:~$ sudo apt-get update",
               "[zed@fedora tmp]$ ls", "tom@tombox:/var/log$ tail syslog", "anna@ann-laptop:~$ df -h",
               "root@nyarlathotep:~/Desktop # rpm", "freax@lort:~/cvs $", "juser@e18:~$ ps auxw",
               "jouko@jouko-laptop:~$ driinfo", "sam@studio:~/music$ ls", "x@y:~$ id", "lee@work-pc:/srv$ ls"],
    "home_path": ["ls /home/meisam/jdk", "cd /home/alice", "/home/bob/.bashrc: line 3", "C:\\Users\\Kate\\Desktop",
                  "/Users/johnsmith/Library", "JAVA_HOME=/home/mark/jdk1.6", "cp x /home/anna/Downloads/",
                  "'/home/doom/.ssh/id_rsa'", "/home/slas/.gnome2 missing", "mount on /home/ted/usb",
                  "C:\\Documents and Settings\\paul\\x", "ln -s /home/vik/bin", "(/home/lisa/.config)",
                  "export PATH=/home/sam/bin:$PATH", "/home/fmaster/Maildir/", "rm /home/cindux/web",
                  "in /home/ana/Pixum", "\"/home/zoe/file name\"", "file:///home/max/index.html",
                  "/home/brian/Desktop/KDX"],
    "url_credentials": ["http://bob:s3cret@proxy:3128", "ftp://anon:guest1@ftp.example.org/",
                        "https://alice:hunter2@git.example.com/repo.git", "proxy=http://jim:pw99@10.0.0.1:80",
                        "svn+ssh://kate:k8@svn.org/x", "http://admin:admin123@192.168.1.1/",
                        "https://tok:abc@api.site.io", "mysql://root:toor@localhost/db", "smb://ann:pa55@nas/share",
                        "http://u1:p1@h", "https://deploy:xyz789@ci.example.net/hook",
                        "http://me:mypass@proxy.corp:8080", "ftp://john:doe@files.example.com",
                        "https://x:y@z.example", "git clone https://dev:Tok3n@github.com/a/b",
                        "http://sam:letmein@cam.local/video", "rtsp://cam:cam123@10.1.1.9/stream",
                        "amqp://guest:guest99@rabbit:5672", "redis://:secretpw@redis:6379",
                        "https://sara:q1w2e3@dav.box.com/dav"],
    "secret": ["password=hunter2", "passwd: s3cr3tP4ss", "my token=ghp_abcdefghijklmnopqrstuvwxyz0123456789",
               "AKIAIOSFODNN7EXAMPLE is my key", "export SLACK=xoxb-1234567890-abcdefghij",
               "key AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW", "bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw8",
               "-----BEGIN RSA PRIVATE KEY----- MIIEowIBAAKCAQEA", "api_key=sk-abcdefghijklmnopqrstu12345",
               "-----BEGIN OPENSSH PRIVATE KEY-----", "pass: letmein99", "PASSWORD = 'Tr0ub4dor'",
               "secret=9f8e7d6c5b4a", "mysql -u root -pS3cretPW", "--password=abc12345",
               "token: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N",
               "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "pwd=qwerty123", "auth_token=a1b2c3d4e5f6",
               "github_pat_11ABCDEFG0abcdefghijklmnopqrstuv"],
    # (no number a payment provider publishes for testing: those name no one and are kept, privacy.published)
    "card": ["card 4024 0071 5336 2412 exp 11/26", "paid with 5425-2387-4401-9920", "amex 3412 883091 72657",
             "number 6011538204193778 cvv 123", "visa 4916338506082832 declined", "mc 2221 0012 3412 3450 ok",
             "card: 3530 1187 0264 5196", "my debit 4000 3881 5207 7641"],
    "iban": ["IBAN DE44 5001 0517 5407 3249 31", "to GB95 NWBK 6016 1331 7176 63 today", "ES9621000418450200252129",
             "iban: FR36 2004 1010 0505 0001 3M89 122", "AT201904300234303794 is mine", "NL02ABNA0123456789 thanks",
             "send to BE68 5390 0754 7034", "CH26 0076 2011 6238 6027 4"],
}
SHAPE_CASES["email"] += ["mail anne [at] example [dot] org", "kurt AT web DOT de", "lisa @ posteo . de",
                         "x?to=rolf%40gmx.net", "jens at tutanota dot com", "mo(at)mailbox(dot)org"]
SHAPE_CASES["phone"] += ["hotline 1-866-734-0123", "0800 555 0111 free", "0044 20 7946 0321", "089/12345678 tagsüber",
                         "06 71 23 45 98 le soir", "cell 415.862.0144"]
SHAPE_CASES["mac"] += ["cisco 00e0.4c68.01d2", "hwaddr 00e04c6801d2", "ether 0:e0:4c:68:1:d2 up"]
SHAPE_CASES["ipv6"] += ["from ::ffff:81.2.69.160 ok"]
SHAPE_CASES["ipv4"] += ["--listen=5.135.8.2 set"]
SHAPE_CASES["secret"] += ["DB_PASSWORD=kiwi2020", "STRIPE_API_KEY: k4j5h6", "password: lavender", 'psk="two blue cars"',
                          "psk=Gartenhaus7", "glpat-Ab12Cd34Ef56Gh78Ij90", "curl -u jo:s3cr3t x", "echo pw1234 | sudo -S id",
                          "Authorization: Bearer abcdef123456789", "$6$saltsalt$0123456789abcdefghijABCDEFGHIJ",
                          "https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXX"]
SHAPE_CASES["home_path"] += ["~marta/notes", "/media/olga/SANDISK", "/var/mail/piet", "/run/media/ken/disk",
                             "/mnt/c/Users/Jan Novak/x", "chown -R ines:ines /srv"]
TECHNICAL = [
    "linux-image-3.19.0.30-generic is installed", "uname -r says 3.19.0.30", "kernel 2.6.32.21 here",
    "version 1.2.3.4 of the package", "apt-get install libgtk-3-0=3.10.8-0ubuntu1.6", "dpkg -l | grep 4.4.0.21",
    "firefox 38.0.5+build1-0ubuntu0.14.04.1", "libc6 2.19-0ubuntu6.6", "python3.4 and python2.7",
    "ls /usr/lib/x86_64-linux-gnu", "/usr/lib/jvm/java-7-openjdk", "/etc/apt/sources.list.d/", "/var/log/syslog",
    "/usr/share/doc/grub", "/dev/sda1 /media/data ext4", "~/.config/autostart", "/opt/google/chrome",
    "set the colour to #ff00aa", "background #2e3436 and fg #D3D7CF", "#abc is short hex", "color: #ffffff;",
    "upgrade from hardy to intrepid", "is precise or trusty better?", "help me please", "I need help with grub",
    "hardy is old, use lucid", "ubuntu 14.04 LTS", "trusty-backports has it", "xenial ships 4.4",
    "sudo apt-get install nvidia-331", "ppa:graphics-drivers/ppa", "add-apt-repository ppa:x/y",
    "time is 12:30:45", "std::string and std::vector", "a::b is C++", "dmesg [ 3583.644814] sr 1:0:0:0: [sr0]",
    "0000:00:1f.2 USB Controller", "2015-03-04 10:04 log", "port 8080 and 443", "1920x1080 at 60Hz",
    "1280 1024 768 modes", "chmod 755 file", "md5sum 9e107d9d372bb6826bd81d3542a419d6",
    "sha1 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12", "uuid 123e4567-e89b-12d3-a456-426614174000",
    "grub> set root=(hd0,1)", "127.0.0.1 localhost", "netmask 255.255.255.0", "bind 0.0.0.0:80",
    "mkdir /home/user/bin", "cd /home/$USER", "/home/<username>/Desktop", "ssh user@host", "rsync username@server:/x",
    "http://user:pass@proxy", "password=<your password>", "wakeonlan 00:00:00:00:00:00", "1.5 GB of 2.0 GB",
    "it's 10.04, not 10.4", "gcc-4.8 and g++-4.8", "libstdc++.so.6.0.19", "openssl 1.0.1f",
    "MTU 1500 and txqueuelen 1000", "mount -o uid=1000,gid=1000", "Xorg :0 vt7", "DISPLAY=:0.0",
    "ports 6000-6063", "VGA compatible controller: Intel [8086:0166]", "usb 2-1.4: new device", "lsusb 046d:c52b",
    "bitrate 54 Mb/s", "iwconfig wlan0 essid home", "hostname ubuntu-desktop", "git@github.com:me/repo?",
    "email me? no", "email support is via launchpad", "token ring network", "the password prompt hangs",
    "pass the flag -f", "@reboot in crontab", "1280x1024@75hz", "sda @ 6 Gb/s", "eth0 192.168.x.x",
    "version 10.10.10", "ISBN 978-3-16-148410-0", "call it 555 or so", "+1 to that", "C++11 support",
    "#ubuntu+1 for dev", "5.19.4.9.7-2ubuntu2", "2.6.8.1.0-2", "v4.4.0.21 kernel", "release 3.13.0.45.52",
    # kept since issue 42: addresses that identify no one, versions, shared folders
    "ping 192.168.1.10", "nameserver 208.67.222.222", "8.8.8.8 is down", "dig @1.1.1.1", "route via 10.10.10.1",
    "gateway=192.168.0.1", "fe80::1%eth0 link", "fe80::/64", "ping6 2001:db8::1", "libreoffice 4.2.8.2",
    "zfs 0.6.3.1", "1.2.3.4 maybe", "/Users/Shared/x", "chown it to root", "look at ubuntu dot com",
    "passwd: files", "max_tokens: 4096", "commit 1a2b3c4d5e6f", "2016-01-02 03:04:05",
]


def _whole(text: str, kind: str) -> list[list]:
    """The span of a planted case: its personal part, as the case's shape proposes it (checked below)."""
    spans = [s for s in shape_spans(text) if s[2] == kind]
    return spans or [[0, len(text), kind]]  # a miss of the shapes: the whole text is the labelled part


def planted_records() -> list[dict]:
    names = frozenset(nick_key(name) for name in PLANTED_NAMES)
    records = [{"group": "planted", "text": text, "names": list(PLANTED_NAMES),
                "spans": name_spans(text, names, [])} for text in NAME_CASES]
    for kind, texts in SHAPE_CASES.items():
        records += [{"group": "planted", "text": text, "names": [], "spans": _whole(text, kind)} for text in texts]
    records += [{"group": "technical", "text": text, "names": list(PLANTED_NAMES), "spans": []} for text in TECHNICAL]
    return records


def main() -> None:
    records = real_records() + planted_records()
    OUTPUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    print(f"{len(records)} utterances -> {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
