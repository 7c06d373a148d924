"""What identifies no one, as data: the shapes of personal data that the anonymiser keeps (`checks.py` reads them).

Addresses that name no person (private, loopback, link-local, documentation, shared and multicast ranges:
`ipaddress` says which are not global; and the public resolvers everyone types), the words that make an
address-shaped number an address or a version, user names that stand for "yours" or for no one
(`/home/user`, `/Users/Shared`, `/media/cdrom`), service mailboxes, words that read as prose after
`password:`, and the cues a bare shape needs (a bare 12-hex MAC, a PGP key id, a phone number without a
prefix or grouping).
"""
from __future__ import annotations

import re

__all__ = ["BARE_FINGERPRINT", "BARE_MAC", "CREATED_AGO", "HASH_CUES", "HEX_ID_CUES", "CARD_CHARGED_AFTER", "CARD_CUES", "CARD_EXPIRY_AFTER", "CUE_KEYS", "CARD_TRACK_AFTER", "CARD_TRACK_BEFORE", "CUE_REACH", "LOGIN_REACH", "LOGIN_WORD_ZIPF", "DOCUMENTATION_DOMAINS", "GENERIC_MEDIA", "GENERIC_PREFIXES", "HOST_FILE_SUFFIXES", "GENERIC_USERS", "KERNEL_MAJORS", "KERNEL_MAX_MINOR", "KEY_CUES",
           "MAC_CUES", "MAIL_ERROR", "NETWORK_AFTER", "NETWORK_CUES", "NETWORK_CUE_REACH", "NOT_PROGRAMS", "OLD_KERNEL", "ORGANISATION_WORDS",
           "NOT_CREDENTIAL_PARTS", "PASSWORD_PROSE", "PHONE_CALL_CUES", "PHONE_CUES", "PLACEHOLDER_NAMED", "PLACEHOLDER_SECRETS", "placeholder_secret", "PROGRAM_NAME", "PUBLIC_RESOLVERS", "SERVICE_MAILBOXES",
           "SPELLED_AT_WORDS", "SYSTEM_ACCOUNTS", "SYSTEMD_UNIT_TYPES", "DOCUMENTATION_MAC", "USER_ID_MIN", "VERSION_MAX_MINOR", "VERSION_CUES", "VERSION_GLUE", "VERSION_CUE_REACH", "VERSION_MAX_MAJOR",
           "VERSION_MAX_PART", "ZERO_MACS"]

# public DNS resolvers and other addresses everyone types (Google, Cloudflare, Quad9, OpenDNS, Level 3,
# Verisign, Comodo, AdGuard, CleanBrowsing, Yandex), IPv4 and IPv6: networking help, no one's address
PUBLIC_RESOLVERS = frozenset((
    "8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "1.1.1.2", "1.0.0.2", "1.1.1.3", "1.0.0.3", "9.9.9.9",
    "149.112.112.112", "9.9.9.10", "149.112.112.10", "208.67.222.222", "208.67.220.220", "208.67.222.220",
    "208.67.220.222", "208.67.222.123", "208.67.220.123", "4.2.2.1", "4.2.2.2", "4.2.2.3", "4.2.2.4", "4.2.2.5",
    "4.2.2.6", "64.6.64.6", "64.6.65.6", "8.26.56.26", "8.20.247.20", "94.140.14.14", "94.140.15.15",
    "185.228.168.9", "185.228.169.9", "77.88.8.8", "77.88.8.1",
    "2001:4860:4860::8888", "2001:4860:4860::8844", "2606:4700:4700::1111", "2606:4700:4700::1001",
    "2620:fe::fe", "2620:fe::9", "2620:119:35::35", "2620:119:53::53", "2620:0:ccc::2", "2620:0:ccd::2"))

# an address-shaped number is an address when one of these words stands shortly before it ("my ip is",
# "ssh to", "nameserver", "--dns=", an interface name), or `@` / `://` glue it to a host
# (a word of an identifier counts: "server_ip=", "DNS_SERVER=", "bind-address")
NETWORK_CUES = re.compile(
    r"(?i)(?:(?<![^\W_])(?:ips?|ipv4|inet|addr|address(?:es)?|hosts?|server|nameserver|dns|gateway|gw|route|via|ping|"
    r"ssh|scp|sftp|rsync|telnet|nc|nmap|traceroute|tracepath|mtr|whois|dig|connect(?:ed|ing|s)?|proxy|"
    r"listen(?:ing)?|bind|peer|endpoint|remote|client|src|dst|wan|lan|public|static|router|firewall|"
    r"iptables|ufw|ban(?:ned)?|blocked|attack(?:er|ing)?|(?:eth|wlan|en[ops]|wl[ops]|br|tun|tap|ppp|wg)[^\W_]*)(?![^\W_])"
    r"|@|://)")
NETWORK_CUE_REACH = 24            # characters before an address searched for a network cue
# ... or when a port or a prefix length follows it ("10.1.2.3:22", "82.1.2.0/24")
NETWORK_AFTER = re.compile(r"^(?::\d{1,5}\b|/\d{1,2}\b)")
# a name spelling an address in its first label is a file, not a host, when it ends in one of these
# ("mirror-81-2-69-160.tar.gz", "build.1.2.3.4.deb"): archives, packages, images, logs, sources
HOST_FILE_SUFFIXES = frozenset(("gz", "xz", "bz2", "zst", "lz", "tar", "tgz", "zip", "7z", "rar", "deb", "rpm", "snap",
                                "iso", "img", "qcow2", "vdi", "vmdk", "bin", "efi", "ko", "so", "o", "a", "jar", "whl",
                                "exe", "msi", "dmg", "apk", "txt", "log", "conf", "cfg", "ini", "json", "xml", "yaml",
                                "yml", "html", "htm", "pdf", "png", "jpg", "svg", "sh", "py", "pl", "rb", "js", "c",
                                "h", "cpp", "md", "patch", "diff", "sig", "asc", "sha256", "pem", "crt", "key", "pub",
                                "run", "sql", "csv", "out", "old", "bak", "orig", "tmp", "lock", "pid", "sock"))
# a dotted quad is a version, not an address, after these words ("kernel version 2.6.28.12", "pkg=1.2.3.4")
VERSION_CUES = re.compile(r"(?i)\b(?:version|ver|kernel|linux|release|build|upgrade[sd]? to|v)\s*$")
# ... or glued to a name by these, unless a network word comes first ("--dns=5.6.7.8" is an address)
VERSION_GLUE = re.compile(r"[=_-]$")
VERSION_CUE_REACH = 16            # characters before a dotted quad searched for a version cue
VERSION_MAX_MAJOR = 10            # a version cue counts before a quad whose first number is below this
# ... or after a program's name ("libreoffice 4.2.8.2", "zfs 0.6.3.1"): a word of letters, digits, `-`,
# `+`, `.`, not one of these (the words before an address in prose), directly before the quad
PROGRAM_NAME = re.compile(r"(?i)(?<![\w@/:.-])([a-z][\w+.-]*)\s+$")
NOT_PROGRAMS = frozenset((
    "is", "was", "are", "be", "it", "its", "my", "our", "your", "his", "her", "their", "the", "a", "an", "at",
    "to", "from", "on", "of", "in", "and", "or", "with", "as", "by", "into", "for", "use", "using", "try",
    "set", "got", "get", "gets", "gives", "shows", "says", "reach", "reaches", "me", "us", "him", "them",
    "this", "that", "mine", "yours", "same", "now", "then", "still", "also", "just", "was", "were", "here",
    "there", "see", "saw", "like", "not", "no", "changed", "change", "assigned", "assign", "which", "whose"))
VERSION_MAX_PART = 100            # after a program's name, a quad of numbers below this is a version
VERSION_MAX_MINOR = 20            # ... and one of any major whose other numbers are at most this ("firefox 115.6.0.1")
# ... or when it reads as a kernel version: 2.6.x.y, or Ubuntu's N.M.0.ABI (first number KERNEL_MAJORS,
# second at most KERNEL_MAX_MINOR, third 0: 3.19.0.30, 4.4.0.21)
KERNEL_MAJORS, KERNEL_MAX_MINOR, OLD_KERNEL = range(3, 7), 20, (2, 6)

# e-mail shapes that are services' addresses, no one's: git@github.com:repo, noreply@...
# (an organisation's role mailboxes, RFC 2142, and a bug tracker's: no person's address)
SERVICE_MAILBOXES = frozenset(("git", "noreply", "no-reply", "donotreply", "do-not-reply", "nobody", "hg",
                               "abuse", "postmaster", "hostmaster", "webmaster", "security", "noc", "support", "info",
                               "sales", "marketing", "usenet", "news", "uucp", "www", "ftp", "mailer-daemon",
                               "bugs", "submit", "control", "notifications", "help", "helpdesk", "contact",
                               "hello", "office", "billing", "privacy", "press", "jobs", "feedback", "service"))
# domains reserved for documentation (RFC 2606, RFC 6761): an example's name there (`user@example.com`,
# `you@example.org`; `GENERIC_USERS`) is no one's address; a person's name there (`john.doe@...`) is replaced
DOCUMENTATION_DOMAINS = re.compile(r"(?i)(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost)$")
# words before a spelled-out " at " that make it prose, not an address ("look at example dot com")
SPELLED_AT_WORDS = frozenset((
    "look", "looks", "looking", "looked", "is", "are", "was", "be", "it", "this", "that", "stuff", "me", "him",
    "them", "us", "site", "page", "go", "goes", "went", "point", "pointed", "points", "hosted", "available",
    "found", "find", "see", "here", "there", "docs", "online", "download", "downloads", "mirror", "up", "one",
    "paste", "email", "mail", "package", "packages", "files", "all", "available", "says", "say", "said", "what"))
# examples, not anyone's: user names of home paths, prompts and URL credentials that stand for "yours",
# and the folders of /Users, C:\Users and /media that are no one's (Shared, Public, cdrom)
GENERIC_USERS = frozenset((
    "user", "username", "user1", "user2", "yourusername", "your_username", "yourname", "your_name",
    "your-username", "you", "me", "myuser", "myname", "name", "ubuntu", "root", "desktop", "pass", "password",
    "passwd", "pw", "host", "server", "hostname", "machine", "computer", "localhost", "example", "foo", "bar",
    "shared", "public", "default", "default user", "all users", "guest", "cdrom", "cdrom0", "cdrom1", "floppy",
    "usb", "usb0", "usb1", "usbdisk", "data", "disk", "disk1", "windows", "win", "storage", "backup", "external",
    "hdd", "sdcard", "sd", "dvd", "mnt", "media", "home", "mail", "$user", "whoami", "users", "staff", "nobody",
    "www-data", "daemon", "admin", "administrator", "test", "tester", "ops", "team",
    "someone", "somebody", "anyone", "anybody", "noone", "no-one", "whoever", "yourself", "yourmail", "youremail",
    # "user", "name", "example", "test" in the channels' other languages (`usuario@example.com`, `nama@example.org`)
    "usuario", "usuário", "utilisateur", "benutzer", "nutzer", "utente", "nombre", "nome", "nom", "uzytkownik",
    "użytkownik", "kullanici", "kullanıcı", "isim", "nama", "pengguna", "пользователь", "имя", "contoh", "ejemplo",
    "exemplo", "exemple", "beispiel", "esempio", "przyklad", "przykład", "ornek", "örnek", "пример", "prueba",
    "teste", "essai", "probe",
    "runner", "linuxbrew"))           # CI runners' home (GitHub Actions `/home/runner/work`), Homebrew's prefix
# accounts and groups of the system and of services, in `ls -l`, `id`, a gvfs mount or an account command's last
# word: no one's (`usermod -aG docker jo`: `docker` stays)
SYSTEM_ACCOUNTS = frozenset((
    "sudo", "wheel", "adm", "docker", "lxd", "libvirt", "kvm", "audio", "video", "plugdev", "dialout", "lpadmin",
    "sambashare", "netdev", "vboxusers", "wireshark", "input", "render", "tty", "disk", "systemd-journal",
    "bluetooth", "scanner", "games", "postgres", "mysql", "git", "jenkins", "nginx", "apache", "redis", "syslog",
    "messagebus", "ec2-user", "vagrant", "music", "photos", "videos", "share", "homes", "files", "upload",
    # Debian's and Ubuntu's system users (base-passwd, and the services of a desktop and a server)
    "bin", "sys", "sync", "man", "lp", "news", "uucp", "proxy", "backup", "list", "irc", "gnats", "cupsys",
    "saned", "avahi", "pulse", "gdm", "lightdm", "colord", "kernoops", "whoopsie", "dnsmasq", "sshd", "ntp",
    "haldaemon", "hplip", "polkitd", "rtkit", "usbmux", "geoclue", "tss", "uuidd", "tcpdump", "landscape",
    "postfix", "dovecot", "bind", "named", "clamav", "squid", "tomcat", "shadow", "lpadmin", "fuse"))
# words of an organisation's or a list's name, not a person's, before an address ("Ubuntu Archive Automatic
# Signing Key <ftpmaster@...>", "Debian QA Group <packages@qa...>")
ORGANISATION_WORDS = frozenset((
    "key", "signing", "archive", "automatic", "team", "group", "project", "maintainers", "developers", "list",
    "support", "security", "release", "bot", "robot", "daemon", "service", "foundation", "inc", "ltd", "gmbh",
    "llc", "admin", "administrator", "mailing", "bugs", "packages", "packaging", "ubuntu", "debian", "canonical",
    "launchpad", "github", "gitlab", "noreply", "system", "server", "build", "builder", "qa"))
# the suffixes of systemd's unit types: `getty@tty1.service`, `user@1000.service` name a template's instance
SYSTEMD_UNIT_TYPES = frozenset(("service", "socket", "device", "mount", "automount", "swap", "target", "path",
                                "timer", "slice", "scope"))
USER_ID_MIN = 1000                # the first id of a person's account (login.defs' UID_MIN): below it, the system's
GENERIC_PREFIXES = ("<", "$", ".", "{", "*", "%", "[", "`")   # /home/<you>, /home/$USER, /home/.ecryptfs
# mount points under /media that are no one's name (/media/disk-1, /media/sdb1, /media/cdrom0)
GENERIC_MEDIA = re.compile(r"^(?:disk|usb|sd[a-z]|hd[a-z]|sr|cdrom|dvd|floppy|mmcblk|nvme)[\w-]*$")
# Python's `from x import y` run by the shell: "from: can't read /var/mail/x"
MAIL_ERROR = re.compile(r"can't read\s*$")
ZERO_MACS = frozenset(("000000000000", "ffffffffffff"))
DOCUMENTATION_MAC = "00005e0053"   # RFC 7042's block for documentation: 00-00-5E-00-53-00 .. -FF, no one's
# a word after `password: ` that is prose or a placeholder, never the password ("password: incorrect")
PASSWORD_PROSE = frozenset((
    "the", "your", "my", "a", "an", "whatever", "same", "blank", "empty", "none", "nothing", "incorrect",
    "wrong", "required", "prompt", "yes", "no", "ok", "okay", "failed", "failure", "invalid", "changed",
    "expired", "denied", "correct", "unchanged", "updated", "set", "unset", "hidden", "redacted", "secret",
    "prompted", "asked", "mismatch", "default", "please", "enter", "type", "what", "it", "is", "was",
    "null", "true", "false", "files", "compat", "systemd", "ldap", "nis", "sss", "db", "here", "below", "above"))
# a credential's value that stands for "yours" or is a product's published default, kept: it identifies no one
# and the help depends on it (`<password>changeme</password>`, `keytool -storepass changeit`, `PASS xxxxxx`)
PLACEHOLDER_SECRETS = frozenset((
    "changeme", "changeit", "change_me", "password", "passwd", "passw0rd", "secret", "xxx", "xxxx", "xxxxx",
    "xxxxxx", "xxxxxxxx", "yourpassword", "your_password", "your-password", "yourpass", "mypassword",
    "my_password", "mypass", "yoursecret", "placeholder", "redacted", "hidden", "example", "foobar", "none",
    "null", "empty", "newpass", "newpassword", "oldpass", "oldpassword", "pa$$word", "p@ssword", "p@ssw0rd",
    # the example everyone quotes: xkcd 936's
    "tr0ub4dor&3", "tr0ub4dor", "correcthorsebatterystaple"))
# a value named after what it stands for, the way documentation writes one: `your_passphrase`, `YOUR_API_KEY`,
# `my-secret-token`, `yourwifipassword` (a possessive or article, a few words, a credential's word; no digit)
PLACEHOLDER_NAMED = re.compile(r"(?i)(?:your|my|the|some)[_-]?(?:[a-z]+[_-]?){0,3}?"
                               r"(?:pass(?:word|phrase)?|passwd|pwd?|secret|key|token|psk|pin)")


def placeholder_secret(value: str) -> bool:
    """Is a credential's value a placeholder: a default or a word standing for "yours" (`PLACEHOLDER_SECRETS`), or
    named after what it stands for (`PLACEHOLDER_NAMED`)?"""
    return value.lower() in PLACEHOLDER_SECRETS or PLACEHOLDER_NAMED.fullmatch(value) is not None


# keys of a secret that no credential word names (the cue-value reader's, beside the scorer's credential words)
CUE_KEYS = frozenset(("presharedkey", "preshared_key", "preshared-key", "privatekey", "private_key", "private-key",
                      "secretkey", "secret_key", "masterkey", "passkey", "authkey", "auth_key", "encryptionkey",
                      "encryption_key", "sharedsecret", "shared_secret", "shared-secret", "wpa-psk", "wep_key0",
                      "wep-key0", "keyphrase", "keystorepass", "storepass", "keypass"))
# parts of a key that name something about a credential, not its value (`password_file`, `token_url`, `psk_len`)
NOT_CREDENTIAL_PARTS = frozenset((
    "file", "path", "dir", "url", "uri", "name", "id", "hash", "hashed", "digest", "prompt", "length", "len", "min",
    "max", "count", "type", "field", "policy", "expiry", "expires", "age", "enabled", "required", "reset", "change",
    "command", "cmd", "env", "mode", "format", "store", "manager", "helper", "agent", "salt", "public", "pub",
    "auth", "method", "label", "timeout", "limit", "size", "level", "strength", "hint", "regex", "pattern"))

# cues a bare shape needs before it (within CUE_REACH characters) to be personal data
CUE_REACH = 32
LOGIN_REACH = 48                  # characters around a login named in words searched for a password's word
LOGIN_WORD_ZIPF = 2.0             # ... and a word after a login's word with no mark between is prose from this
                                  # frequency (wordfreq's Zipf scale: "login keyring" 2.x; "login jsmith" below)
MAC_CUES = re.compile(r"(?i)\b(?:mac|macaddr|(?:eth|wlan|usbnet)\d*addr|mac[_-]?addr(?:ess)?|bd_?addr|hwaddr|hw ?addr(?:ess)?|ether|bssid|macaddress|lladdr|wake-?on-?lan|wol|"
                      r"etherwake|cloned-mac-address|mac-address|address|addr|station|adapter|nic|arp|dhcp|lease|"
                      r"(?:white|allow|black|deny)-?list(?:ed)?|filter(?:ed|ing)?|device)\b")
# a bare 12-hex in capitals with letters and digits is written as a MAC (Windows' getmac, a router's list),
# cue or not; lower case is a commit or a hash far more often
BARE_MAC = re.compile(r"^(?=[0-9A-F]*[A-F])(?=[0-9A-F]*\d)[0-9A-F]{12}$")
KEY_CUES = re.compile(r"(?i)\b(?:fingerprint|gpg2?|pgp|keyid|key ?id|public key|pubkey|my key|signing key|"
                      r"sign(?:ed)? (?:it |this |that )?with|sign)\b")   # "please sign 0x0F91...": a key to sign
BARE_FINGERPRINT = re.compile(r"(?=[0-9A-F]*[A-F])(?=[0-9A-F]*\d)[0-9A-F]{40}")   # a key's fingerprint, in capitals
HEX_ID_CUES = re.compile(r"(?i)\b(?:docker|podman|containers?|images?|commit|revision|rev|build|hash|sha|id)\b|"
                         r"\s\d+(?:\.\d+)+\s+$|\blatest\s+$")   # ... before twelve hex digits: an id's, no MAC
CREATED_AGO = re.compile(r"\s+(?:\d+|an?|about an?)\s+(?:second|minute|hour|day|week|month|year)s?\s+ago\b")
HASH_CUES = re.compile(r"(?i)\b(?:hash|sha-?1|checksum|digest|certutil|get-filehash|commit|revision)")
KEY_CUES_AFTER = re.compile(r"(?i)\b(?:my|our|his|her|their|signing) key\b")   # "0x32393BE6..., that's my key"
# (in the languages of the channels too, and the messengers a number is given for)
PHONE_CUES = re.compile(r"(?i)\b(?:call|phone|tel|telephone|mobile|mob|ph|cell|fax|my number|whatsapp|sms|"
                        r"landline|"
                        r"text (?:me|first|only|before calling|pls|please)|"
                        r"ring|reach me|hotline|helpline|toll-?free|wechat|signal|viber|telegram|kakao(?:talk)?|"
                        r"telem[oó]vel|telefone|tel[eé]fono|telefon|handy|celular|m[oó]vil|portable|natel|"
                        r"num[eé]ro|nummer|numero|zap|mpesa)\b")
# words that give a number as one's own to call, in the channels' languages ("call me at", "llámame al",
# "ligue para", "ruf mich an", "appelle-moi au", "позвони", "zadzwoń", "hubungi", "bel me"): after one, a
# number valid in ANY region is a phone (the reader knows not where the writer lives)
PHONE_CALL_CUES = re.compile(r"(?i)\b(?:call me|text me|ring me|reach me|"
                             r"my (?:(?:local|home|work|office|landline|personal|private|new|old|contact|(?-i:[A-Z]{2}))\s)?"
                             r"(?:phone|cell|mobile|number|tel)\w*|"
                             r"ll[aá]m(?:a|ame|eme|enme|ar)|ll[aá]mame|mi (?:n[uú]mero|cel(?:ular)?|tel[eé]fono|m[oó]vil)|"
                             r"lig(?:a|ue)(?:-me)?|me liga|meu (?:n[uú]mero|celular|telefone|zap)|ruf(?:e)? mich|"
                             r"meine (?:nummer|handynummer)|appelle[sz]?(?:-moi)?|mon (?:num[eé]ro|portable|t[eé]l[eé]phone)|"
                             r"chiamami|il mio (?:numero|cellulare)|zadzwo[nń]|m[oó]j (?:numer|telefon)|"
                             r"позвон\w*|звони\w*|мой (?:номер|телефон)|подзвон\w*|hubungi|nomor (?:saya|hp|wa)|"
                             r"bel me|mijn (?:nummer|telefoon)|ara(?:yın| beni)|numaram\w*|telefonum\w*|"
                             r"mer[aeiy] (?:(?:mobile|phone|whatsapp|contact)\s)?(?:number|no\b\.?|nambar|mobile|phone)|"
                             r"no\.? ?(?:hp|wa|telp)\b|g[oọ]i (?:cho )?(?:t[oô]i|m[iì]nh)|"
                             r"sđt|s[oố] (?:c[uủ]a )?(?:t[oô]i|m[iì]nh)|simu|namba|lambar|nambari|"
                             r"tawag(?:i|an|e)|i-?text (?:ko|mo)|numero (?:nako|ko))|"     # Cebuano, Tagalog
                             # (scripts written without spaces, or whose words glue: no word boundary asked)
                             r"手机|手機|电话|電話|携帯|番号|번호|전화|연락처|เบอร์|โทร|رقم|جوال|هاتف|موبايل|شماره|تلفن|"
                             r"موبایل|همراه|نمبر|فون|নম্বর|ফোন|नंबर|नम्बर|फोन|फ़ोन|நம்பர்|தொலைபேசி|מספר|טלפון|נייד|ስልክ")
# a payment card's words before a short number (a 12-digit Maestro)
# (a word, or a key's part glued by `_`/`-`: `card_number`, `cardNo`, `Kreditkarte`; in the channels' languages;
# a payment's outcome: "declined by issuer")
CARD_CUES = re.compile(r"(?i)(?<![^\W_])(?:card|cc|credit|debit|visa|mastercard|maestro|amex|karte|tarjeta|carte|"
                       r"cart[aã]o|carta|kart[aeyuı]?|kaart|карт[аыуеоі]\w*|картк\w*|thẻ|pan|cvv|cvc|"
                       r"primary ?account ?number|declined|issuer)(?:[_ -]?(?:number|num|no|nr))?(?![^\W_])"
                       r"|(?i:card)(?=(?:number|num|no|nr)\b)|(?i:kreditkarte|debitkarte|bankkarte|girokarte)|"
                       r"信用卡|银行卡|カード|카드")
# what is said right after a card's number that makes it one ("... got charged twice", "... was declined")
CARD_CHARGED_AFTER = re.compile(r"(?i)[\s,.]{1,3}(?:(?:got|was|is|has been|been|were|get|gets)\s+)?"
                                r"(?:charged|declined|refunded|billed|blocked|rejected|debited)\b")
# a card's expiry date written after its number (`4... 02/29`, `exp 10/27`): a card's cue as its words are
CARD_EXPIRY_AFTER = re.compile(r"(?:\s{1,3}|\s?[,;|\t]\s?)(?:(?i:exp\w*|valid|gültig bis|válida|срок)\.?:?\s{1,3})?(?:0[1-9]|1[0-2])/(?:\d{2}|20\d{2})(?!\d)")
# a magnetic stripe's track around a number (ISO/IEC 7813), a card's cue as its words are: track 1 opens with
# `%B` (the format code of a bank card) and closes the number with `^NAME^`, track 2 with `=YYMM` (`;PAN=2912...?`)
CARD_TRACK_BEFORE = re.compile(r"%[Bb]$")
CARD_TRACK_AFTER = re.compile(r"\^|=\d{4}")
