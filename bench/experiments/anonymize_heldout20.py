"""Builds bench/data/anonymize_heldout20.jsonl, the TWENTIETH held-out set of the anonymiser (v20), measured by
`bench/anonymize_heldout.py --set v20`. Written on 2026-11-29 (12:36-12:50 UTC, helper heldout20) after v19 was spent,
while another helper wrote v21 apart (never read: not its worktree, not its branch); never tuned on; committed with
its jsonl before any measurement. Its author read only the brief, the harness (bench/anonymize_heldout.py),
bench/heldout_exports.py (the places and side-channel keys it reads), v18's and v19's builders in full, the other
builders' constants and helpers (to keep their record format and groups, import their helpers and avoid their forms,
hosts, regions and values), tests/test_anonymize_heldout.py and the committed earlier sets (their values, regions,
IBAN countries, e-mail providers, token issuers, first and last names and host lines, counted to avoid them). Public
sources were searched for about two minutes, for shapes only (issue threads where people leave an address, a number,
a token, a home path or an IBAN in public, and ask it out again); each form's `source` names the thread or document
that shows the habit; no line or value was copied. It did NOT read the rule modules (disentangle/privacy/), the
release validator or auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set, the
privacy tests, docs/privacy.md beyond its first section, nor anything of v21. The anonymiser was never run on a plant,
nor `disentangle extract`, nor the harness on this set.

v20 keeps v5-v19's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and is a FOURTH, independent auditor's sample (v14, v16 and v18 were the first three, by other
authors): the sample a data protection officer would draw from a help channel and a team chat.

- PROPORTIONS, DECIDED BEFORE ANY VALUE WAS WRITTEN (`PLAIN_SHARE`, `SCHEDULE`, `HARD_TURNS`): five sixths of every
  kind's plants (40 of 48) are typed plainly, with the words people use to give them ("my public ip is", "card is",
  "wifi password is", a nick addressed with a colon or thanked), because in the #ubuntu logs and in team chats the
  values people leak are almost always given on purpose and announced; one sixth (8 of 48) is harder, and of those
  the largest share is a PASTED program output or config line (3 of 8: `ip addr`, a traceback, a .env URL, a git
  config listing, an IRC quit line), then a TYPO (2 of 8: a `/msg NickServ identify` typed without its slash, a comma
  for a dot, a home path typed `/hoem`, a doubled letter), then an OBFUSCATION or ENCODING (2 of 8: `AT` for @, a
  nick dotted so it does not highlight, Basic auth base64, a `file://` URI, an IPv4-mapped IPv6 address, an EPC QR
  payload, a `tel:` link) and one carrier phrase in ANOTHER LANGUAGE (1 of 8: Portuguese, French, Spanish, Turkish,
  Italian, Russian in Cyrillic, Polish, German, Turkish, Dutch), as in channels where English is the common tongue.
  Each form's `tier` and `hard` say which; the mentions of each platform follow the same schedule (40 plain: the
  clients' own syntax and typed names; 8 harder: a language, a typo).
- PEOPLE FROM NO GENERATOR (`CULTURES`, `CULTURE_TURNS`): every first and last name was written by hand by the
  author from knowledge of real naming, per culture, with the surname's gendered form where the language has one
  (Russian, Greek); a person is a first and a last name of ONE culture joined (seeded), never a name of v1-v19. The
  turns are those of an international help channel: 14 of 20 in Latin script with common names of the countries that
  fill it (the US, Brazil, Germany, India, France, Spain, Turkey, Italy, Nigeria, Poland, Kenya, the Philippines,
  Singapore, Vietnam, diacritics kept), 3 of 20 transliterated as their people type them in Latin letters (Russian,
  Arabic, Greek), 3 of 20 in their own script (Russian Cyrillic, Hebrew, Chinese), with the ASCII spelling the
  author wrote beside each for addresses, logins and handles. Some rarer names stand among the common ones.
- THE PROJECT'S DEFINITIONS, planted as personal: a PGP long key id (`0x` + 16 hex) and a 40-hex PGP fingerprint, an
  SSH host key fingerprint (`SHA256:` + 43 base64) as `secret`; a 32-43 character mixed-case token with no prefix
  as `secret`; issuer tokens none of v1-v19 planted (GitHub OAuth `gho_`, Tailscale `tskey-auth-`); a MAC-derived
  IPv6 link-local address (`ff:fe` in its middle, of the set's OUIs) as `ipv6`, typed plainly and in an `ip addr`
  line.
- CARRIER PHRASES written by the author and checked against v1-v19's builders: no stretch of 20 characters or more
  of a carrier phrase is an earlier builder's (only the words of program output and commands, `link/ether ... brd
  ff:ff:ff:ff:ff:ff`, `user.email=`, `msg NickServ identify`, `Authorization: Basic`, and short everyday openings such
  as `text me on` recur).
- POSITIONS (`POSITIONS`, each form tagged): sentence start, middle and end, in brackets, in quotes, before
  punctuation, and at the end of a multi-line message (`line-end`).
- HOSTS: v12-v19's two pools (the #ubuntu days of the annotated corpus the earlier sets used least and the shared
  irclogs days), none a line of v1-v19, taken in turn. Nicks are, where the host's log has one, a nick that speaks in
  that log, in its variants (`_`, `|away`, `2`, `-laptop`), addressed, thanked, mentioned mid-sentence, quoted.
- VALUES NONE USED, counted from the committed sets: phone regions of the countries the people come from that were
  used least (each at most twice before: Brazil, France, Russia, Italy, Turkey, the Philippines, Kenya, Nigeria,
  Israel, Singapore, Yemen, Malawi, Botswana; no region was left unused); the twelve IBAN countries a real chat's
  people bank in that were used least (NL, IE, DE, FR, IT, PL, LU, MC, SA, BR, AT, BE); card IIN prefixes, IPv4 /16s
  of the countries' access networks, IPv6 prefixes, OUIs and e-mail providers none used (checked at build time),
  each person's address at a provider of their country; seeded `random.Random`.
- NEGATIVES (>= 40) look close and identify no one: versions, private, loopback, shared and documentation addresses,
  the documentation MAC range, test cards, the documented example IBAN, example domains, hashes, UUIDs, dates, sizes,
  ports, package names said like nicks; most stand in the plants' own carrier phrases. TECHNICAL lines (>= 100) are
  what a help channel pastes that identifies no one (apt, dpkg, snap, journal, git, docker digests, btrfs, LVM).
- NOT COVERED: values split over two messages, native digits, homoglyphs (v4, v11, v12, v13 cover them).

    python bench/experiments/anonymize_heldout20.py   # rewrites bench/data/anonymize_heldout20.jsonl
    (needs phonenumbers, stdnum and the shared data; no name generator; the committed jsonl is the artefact)
"""
from __future__ import annotations

import base64
import ipaddress
import json
import random
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- valid_in
from experiments import anonymize_heldout13 as thirteenth  # noqa: E402 -- Draws, at_for
from experiments import anonymize_heldout16 as sixteenth  # noqa: E402 -- Form, tiers, IBAN, EUI-64, nick spellings
from experiments import anonymize_heldout17 as seventeenth  # noqa: E402 -- EARLIER_SETS

Person, Host, Form, plain, harder = fifth.Person, first.Host, sixteenth.Form, sixteenth.plain, sixteenth.harder

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout20.jsonl"
EARLIER_SETS = (*seventeenth.EARLIER_SETS,
                *(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl" for n in (16, 17, 18, 19)))
SEED = 20201
EXPORT_SEED = 20202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 2000
TECHNICAL_PER_SHAPE = 8
TIERS = ("plain", "harder")
PLAIN_SHARE = 5 / 6        # decided first: five sixths of the values people leak in a help channel are typed plainly
HARD_WAYS = ("paste", "typo", "obfuscation", "encoding", "language")
# the harder plants of a kind, in turn (8 of 48): paste 3, typo 2, obfuscation-or-encoding 2, language 1
HARD_TURNS = ("paste", "typo", "other", "paste", "language", "typo", "paste", "other")
SCHEDULE = tuple("harder" if i % 6 == 5 else "plain" for i in range(PER_KIND))

# ------------------------------------------------------------------------------------ people (written by hand)
# per culture: male first names, female first names, male surnames, female surnames (None: the same), the e-mail
# providers its people use, the script. Non-Latin names carry the ASCII spelling their people type ("Дмитрий=dmitry").
CULTURES: dict[str, dict[str, Any]] = {
    "en-us": {"m": ("Tyler", "Brandon", "Cody", "Dustin", "Travis", "Garrett", "Wyatt", "Colton"),
              "f": ("Kayla", "Brittany", "Courtney", "Megan", "Lindsey", "Shelby", "Kelsey", "Tiffany"),
              "lm": ("Whitfield", "Caldwell", "Pruitt", "Holloway", "McAllister", "Donnelly", "Hendricks", "Burkhart"),
              "mail": ("aol.com", "msn.com")},
    "pt-br": {"m": ("Thiago", "Matheus", "Guilherme", "Vinícius", "Leandro", "Caio", "Rodrigo", "Anderson"),
              "f": ("Larissa", "Letícia", "Juliana", "Fernanda", "Tainá", "Priscila", "Bruna", "Jéssica"),
              "lm": ("Carvalho", "Nascimento", "Figueiredo", "Albuquerque", "Ribeiro", "Cavalcanti", "Magalhães",
                     "Bezerra"),
              "mail": ("terra.com.br", "yahoo.com.br")},
    "de": {"m": ("Jannik", "Torben", "Malte", "Henning", "Jörg", "Sönke", "Florian", "Timo"),
           "f": ("Wiebke", "Annika", "Friederike", "Henrike", "Maren", "Swantje", "Jule", "Insa"),
           "lm": ("Brinkmann", "Lüdtke", "Hölscher", "Wendland", "Overbeck", "Rademacher", "Kötter", "Dierks"),
           "mail": ("googlemail.com",)},
    "hi": {"m": ("Rahul", "Vikram", "Arjun", "Siddharth", "Karthik", "Abhishek", "Pranav", "Rohit"),
           "f": ("Priya", "Ananya", "Sneha", "Divya", "Shruti", "Kavya", "Pooja", "Ishita"),
           "lm": ("Iyer", "Deshpande", "Banerjee", "Reddy", "Nair", "Kulkarni", "Chatterjee", "Menon"),
           "mail": ("yahoo.in", "rediff.com")},
    "fr": {"m": ("Baptiste", "Gaëtan", "Romain", "Théo", "Maxime", "Quentin", "Loïc", "Aurélien"),
           "f": ("Clémence", "Océane", "Solène", "Mathilde", "Margaux", "Anaïs", "Élodie", "Pauline"),
           "lm": ("Lemaire", "Chevallier", "Garnier", "Perrot", "Lacombe", "Marchand", "Rousselet", "Gauthier"),
           "mail": ("free.fr", "hotmail.fr")},
    "es": {"m": ("Álvaro", "Iñigo", "Sergio", "Rubén", "Óscar", "Jaime", "Borja", "Íker"),
           "f": ("Nerea", "Paloma", "Itziar", "Lucía", "Ainhoa", "Rocío", "Begoña", "Alba"),
           "lm": ("Etxeberria", "Iglesias", "Vázquez", "Aranda", "Castillo", "Ibáñez", "Montero", "Urrutia"),
           "mail": ("hotmail.es", "telefonica.es")},
    "tr": {"m": ("Emre", "Burak", "Oğuz", "Serkan", "Kaan", "Tolga", "Barış", "Uğur"),
           "f": ("Elif", "Merve", "Büşra", "Gizem", "Ebru", "Tuğba", "Cansu", "Özge"),
           "lm": ("Öztürk", "Aydın", "Çelik", "Şahin", "Arslan", "Doğan", "Kılıç", "Koç"),
           "mail": ("hotmail.com.tr",)},
    "it": {"m": ("Francesco", "Alessandro", "Lorenzo", "Davide", "Matteo", "Simone", "Gianluca", "Stefano"),
           "f": ("Chiara", "Federica", "Martina", "Ilaria", "Valentina", "Serena", "Alessia", "Elisa"),
           "lm": ("Esposito", "Colombo", "Ricci", "Mancini", "Lombardi", "Bernardi", "Marchetti", "Fontana"),
           "mail": ("hotmail.it", "tim.it")},
    "ng": {"m": ("Chinedu", "Emeka", "Tunde", "Oluwaseun", "Ifeanyi", "Segun", "Obinna", "Kelechi"),
           "f": ("Ngozi", "Funmilayo", "Chiamaka", "Adaeze", "Yetunde", "Blessing", "Temitope", "Nneka"),
           "lm": ("Adeyemi", "Okonkwo", "Eze", "Balogun", "Nwosu", "Afolabi", "Ogunleye", "Chukwu"),
           "mail": ("googlemail.com",)},
    "pl": {"m": ("Grzegorz", "Paweł", "Wojciech", "Krzysztof", "Łukasz", "Tomasz", "Marcin", "Bartosz"),
           "f": ("Katarzyna", "Małgorzata", "Agnieszka", "Joanna", "Magdalena", "Justyna", "Ewelina", "Dorota"),
           "lm": ("Nowak", "Kaczmarek", "Mazur", "Wójcik", "Krawczyk", "Zając", "Pawlak", "Sikora"),
           "mail": ("poczta.fm", "vp.pl")},
    "ke": {"m": ("Brian", "Kevin", "Dennis", "Collins", "Wycliffe", "Evans", "Kiprono", "Omondi"),
           "f": ("Faith", "Mercy", "Wanjiku", "Achieng", "Nekesa", "Jepkoech", "Moraa", "Cheptoo"),
           "lm": ("Kamau", "Otieno", "Mwangi", "Njoroge", "Wekesa", "Chebet", "Kiprotich", "Mutua"),
           "mail": ("googlemail.com",)},
    "ph": {"m": ("Jerome", "Paolo", "Rommel", "Jayson", "Aldrin", "Marvin", "Nino", "Rogelio"),
           "f": ("Kristine", "Maricel", "Jonalyn", "Rowena", "Lovely", "Mylene", "Arlene", "Precious"),
           "lm": ("Bautista", "Villanueva", "Mendoza", "Aquino", "Pangilinan", "Dimaculangan", "Macaraeg", "Soriano"),
           "mail": ("protonmail.com",)},
    "sg": {"m": ("Marcus", "Darren", "Jonathan", "Wei Jie", "Jun Hao", "Kelvin", "Benedict", "Zhi Hao"),
           "f": ("Cheryl", "Jasmine", "Rachel", "Hui Min", "Xin Yi", "Germaine", "Vanessa", "Shermaine"),
           "lm": ("Tan", "Lim", "Goh", "Teo", "Chua", "Ong", "Koh", "Yeo"),
           "mail": ("protonmail.com",)},
    "vi": {"m": ("Minh", "Tuấn", "Quang", "Dũng", "Hiếu", "Phong", "Khoa", "Thắng"),
           "f": ("Linh", "Hương", "Thảo", "Trang", "Ngọc", "Vy", "Hằng", "Quyên"),
           "lm": ("Nguyễn", "Trần", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ"),
           "mail": ("protonmail.com",)},
    "ru-latn": {"m": ("Dmitry", "Sergey", "Alexei", "Nikolai", "Andrey", "Vladislav", "Yevgeny", "Kirill"),
                "f": ("Ekaterina", "Anastasia", "Yulia", "Svetlana", "Darya", "Ksenia", "Polina", "Tatiana"),
                "lm": ("Volkov", "Sokolov", "Lebedev", "Morozov", "Kozlov", "Novikov", "Zaitsev", "Belov"),
                "lf": ("Volkova", "Sokolova", "Lebedeva", "Morozova", "Kozlova", "Novikova", "Zaitseva", "Belova"),
                "mail": ("ya.ru",)},
    "ar-latn": {"m": ("Khaled", "Nasser", "Yousef", "Tariq", "Hamza", "Faisal", "Waleed", "Anas"),
                "f": ("Huda", "Amal", "Reem", "Lina", "Rasha", "Nour", "Sawsan", "Dalia"),
                "lm": ("Al-Hamdani", "Saleh", "Al-Ahmadi", "Basha", "Al-Sharif", "Haddad", "Al-Qadi", "Mansour"),
                "mail": ("protonmail.com",)},
    "el-latn": {"m": ("Giorgos", "Nikos", "Dimitris", "Kostas", "Thanasis", "Vangelis", "Stelios", "Manolis"),
                "f": ("Eleni", "Katerina", "Sofia", "Despina", "Vasiliki", "Georgia", "Fotini", "Chrysa"),
                "lm": ("Papadopoulos", "Georgiou", "Nikolaidis", "Karagiannis", "Vlachos", "Oikonomou",
                       "Alexiou", "Makris"),
                "lf": ("Papadopoulou", "Georgiou", "Nikolaidou", "Karagianni", "Vlachou", "Oikonomou", "Alexiou",
                       "Makri"),
                "mail": ("hotmail.gr",)},
    "ru-cyrl": {"m": ("Дмитрий=dmitriy", "Михаил=mikhail", "Артём=artyom", "Илья=ilya", "Роман=roman",
                      "Глеб=gleb", "Степан=stepan", "Тимофей=timofey"),
                "f": ("Ольга=olga", "Наталья=natalya", "Ирина=irina", "Алёна=alyona", "Вера=vera",
                      "Людмила=lyudmila", "Марина=marina", "Евгения=evgeniya"),
                "lm": ("Смирнов=smirnov", "Кузнецов=kuznetsov", "Попов=popov", "Фёдоров=fyodorov",
                       "Егоров=egorov", "Орлов=orlov", "Голубев=golubev", "Медведев=medvedev"),
                "lf": ("Смирнова=smirnova", "Кузнецова=kuznetsova", "Попова=popova", "Фёдорова=fyodorova",
                       "Егорова=egorova", "Орлова=orlova", "Голубева=golubeva", "Медведева=medvedeva"),
                "mail": ("ya.ru",)},
    "he": {"m": ("תומר=tomer", "אביב=aviv", "עידו=ido", "נדב=nadav", "איתי=itay", "אורי=uri", "גיל=gil",
                 "רועי=roi"),
           "f": ("נועה=noa", "יעל=yael", "מיכל=michal", "שירה=shira", "תמר=tamar", "הדס=hadas", "ענבל=inbal",
                 "אורית=orit"),
           "lm": ("מזרחי=mizrahi", "פרץ=peretz", "ביטון=biton", "אזולאי=azoulay", "פרידמן=friedman",
                  "שפירא=shapira", "אוחיון=ohayon", "גולדברג=goldberg"),
           "mail": ("walla.com",)},
    "zh": {"m": ("伟=wei", "磊=lei", "浩=hao", "强=qiang", "俊杰=junjie", "子轩=zixuan", "志明=zhiming", "建国=jianguo"),
           "f": ("芳=fang", "静=jing", "丽娟=lijuan", "欣怡=xinyi", "雪=xue", "婷=ting", "梦琪=mengqi", "秀英=xiuying"),
           "lm": ("王=wang", "张=zhang", "刘=liu", "陈=chen", "杨=yang", "黄=huang", "赵=zhao", "周=zhou"),
           "mail": ("139.com", "sohu.com"), "family_first": True},
}
# 20 turns: 14 Latin-script cultures, 3 transliterated, 3 in their own script (the author's estimate of #ubuntu)
CULTURE_TURNS = ("en-us", "pt-br", "de", "hi", "ru-latn", "fr", "es", "tr", "ru-cyrl", "it", "ng", "pl", "ar-latn",
                 "ke", "ph", "he", "sg", "vi", "el-latn", "zh")
LATIN_TURNS, TRANSLITERATED, OWN_SCRIPT = 14, ("ru-latn", "ar-latn", "el-latn"), ("ru-cyrl", "he", "zh")
EMAIL_DOMAINS = tuple(sorted({d for c in CULTURES.values() for d in c["mail"]}))

# the regions of the people's countries used least before (each at most twice in v1-v19; none was left unused)
PHONE_REGIONS = ("BR", "FR", "RU", "IT", "TR", "PH", "KE", "NG", "IL", "SG", "YE", "MW", "BW")
IBAN_COUNTRIES = ("NL", "IE", "DE", "FR", "IT", "PL", "LU", "MC", "SA", "BR", "AT", "BE")   # least used, where people bank
CARD_RANGES = (("visa_debit_br_a20", "498407", 16), ("mastercard_fr_a20", "513691", 16),
               ("visa_classic_de_a20", "455617", 16), ("rupay_in_a20", "608326", 16),
               ("mastercard_debit_tr_a20", "540667", 16), ("visa_it_a20", "402918", 16),
               ("verve_ng_a20", "506118", 19), ("visa_electron_pl_a20", "491754", 16),
               ("amex_us_a20", "379116", 15), ("mastercard_ph_a20", "523147", 16),
               ("jcb_sg_a20", "356712", 16), ("mir_ru_a20", "220218", 16))
V4_BLOCKS = ("177.72", "189.6", "91.170", "95.104", "78.190", "105.112", "41.90", "49.145", "115.97", "88.230",
             "120.28", "31.179", "112.198")
V6_PREFIXES = ("2601:646", "2a02:6b8", "2001:e68", "2a0b:f300", "2a02:8440", "2001:1388", "2402:3a80", "2001:b011")
OUIS = ("50:eb:f6", "00:1d:0f", "d4:6e:0e", "88:c3:97", "14:eb:b6", "8c:16:45")

# the pages, threads and documents that show the habit (named, not copied)
EMAIL_NVD3 = "https://github.com/novus/nvd3/pull/1734 (an address left in a post, its owner asking it out)"
EMAIL_DTO = "https://github.com/aimMediaDto/DTO/issues/41 (contact details written out in running text)"
EMAIL_GIT = "https://git-scm.com/docs/git-config (`git config --list` pasted: user.email=)"
EMAIL_OBF = "https://github.com/BlueSkyDefender/Depth3D/issues/25 (an address quoted in a complaint, half hidden)"
PHONE_NL = "https://github.com/stichtingsympathy/joomladagen.nl/issues/66 (a private number left on a page)"
PHONE_CUGOS = "https://github.com/cugos/cugos.github.com/issues/43 (a personal number in a page's prose)"
PHONE_VCF = "https://github.com/mv12star/lista-telefonos-spam/pull/2 (a private number listed by mistake)"
PHONE_MM = "https://www.freedesktop.org/software/ModemManager/man/latest/mmcli.1.html (`mmcli -m 0` output pasted)"
PHONE_TEL = "RFC 3966 (a `tel:` link copied from a page)"
NET_WIFI = "https://help.ubuntu.com/community/WifiDocs/WirelessTroubleShootingGuide (output people paste when asking)"
NET_SSH = "https://help.ubuntu.com/community/SSH/OpenSSH/ConnectingTo (a home address given to connect to)"
NET_IPADDR = "https://man7.org/linux/man-pages/man8/ip-address.8.html (`inet` and `inet6` lines of `ip addr`)"
NET_MAPPED = "RFC 4291 (IPv4-mapped IPv6 addresses in a dual-stack server's log; EUI-64 interface ids)"
NET_URL = "RFC 3986 (an address in a URL, IPv6 in brackets)"
MAC_LINK = "https://man7.org/linux/man-pages/man8/ip-link.8.html (`link/ether` lines of `ip link`)"
MAC_IEEE = "IEEE Std 802-2014 (hex pairs with colons or hyphens, as stickers and router forms print them)"
SECRET_OFTC = "https://github.com/oftc/oftc-ircservices/issues/1 (someone pastes their services token in a channel)"
SECRET_BOT = "https://github.com/cirebon-dev/notification_bot/issues/4 (a token revealed on the internet)"
SECRET_HACK = "https://github.com/comcode-org/hackmud_chat_web/issues/74 (code shared without the token scrubbed)"
SECRET_PGP = "RFC 4880 (an OpenPGP key id or fingerprint given so others fetch and sign the key)"
SECRET_SSH = "https://man.openbsd.org/ssh-keygen (a host key's SHA256 fingerprint read out)"
SECRET_BASIC = "RFC 7617 (an Authorization: Basic header pasted, user:password in base64)"
HOME_KHAL = "https://github.com/pimutils/khal/issues/24 (a home path with its user in an error line)"
HOME_EUREKA = "https://github.com/kevin218/Eureka/issues/249 (a PermissionError naming the user's home)"
HOME_BRIGHT = "https://github.com/LordAmit/Brightness/issues/194 (a home path quoted in an error dialog)"
HOME_URI = "RFC 8089 (a file: URI of a document in the home folder, percent-encoded)"
NICK_RFC = "RFC 2812 (nicknames addressed and mentioned in a channel)"
NICK_GUIDE = "https://wiki.ubuntu.com/IRC/Guidelines (people addressed by nick, thanked, asked)"
NICK_QUIT = "RFC 2812 (a QUIT line as clients print it, pasted)"
CARD_ISO = "ISO/IEC 7812-1 (card numbers printed and typed in groups of four)"
CARD_INTACCT = "https://github.com/intacct/intacct-sdk-php/issues/48 (card numbers that reach logs unredacted)"
CARD_PCI = "https://www.pcisecuritystandards.org/ (PCI DSS: card numbers people send in chat and tickets)"
IBAN_JUNTA = "https://github.com/juntagrico/juntagrico/issues/572 (members giving their IBAN)"
IBAN_NXT = "https://github.com/nxt-insurance/nxt_support/pull/172 (IBANs typed lower case with spaces)"
IBAN_MOLLIE = "https://github.com/mollie/WooCommerce/issues/154 (an IBAN shown in full in a mail)"
IBAN_EPC = "https://www.europeanpaymentscouncil.eu/ (EPC069-12: the text of a SEPA transfer QR code)"
LANG = "https://en.wikipedia.org/wiki/"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting (mentions the client writes and people type)"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users (<@U..>, <@U..|name>, typed names)"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity (mention, mention_name, text_mention, text_link)"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-start", "sentence-middle", "sentence-end", "in-brackets", "in-quotes", "before-punctuation",
             "line-end")


# --------------------------------------------------------------------------------------- the forms
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *plain(EMAIL_NVD3, ("a20-email-cc-me-on-it", "you can put me, ⟦{v}⟧, on the cc of that bug", "sentence-middle",
                            "giving it to be copied in"),
               ("a20-email-work-one-first", "⟦{v}⟧ is my work one, reply there", "sentence-start",
                "first, which address to use"),
               ("a20-email-write-me-end", "if the mirror dies again write me at ⟦{v}⟧", "sentence-end",
                "last, where to write"),
               ("a20-email-signed-up-brackets", "signed up (⟦{v}⟧) but no confirmation came", "in-brackets",
                "in brackets, the account's address")),
        *plain(EMAIL_DTO, ("a20-email-not-verified-quoted", "it keeps saying \"⟦{v}⟧\" is not verified", "in-quotes",
                           "in quotes, off a screen"),
               ("a20-email-which-one-question", "did the invite go to ⟦{v}⟧ or the old one?", "sentence-middle",
                "asking which address got it"),
               ("a20-email-mail-me-line-end", "the logs are too big for the paste\nmail me: ⟦{v}⟧", "line-end",
                "last line of a multi-line message")),
        *harder("paste", EMAIL_GIT, ("a20-email-git-config-list", "user.name={ascii_full}\nuser.email=⟦{v}⟧",
                                     "line-end", "`git config --list` lines pasted")),
        *harder("typo", EMAIL_DTO, ("a20-email-comma-for-dot", "mail me on ⟦{comma}⟧ pls", "sentence-middle",
                                    "a comma typed for the domain's dot")),
        *harder("obfuscation", EMAIL_OBF, ("a20-email-caps-at", "⟦{at_word}⟧ (no spam)", "sentence-start",
                                           "`AT` written for @, the dots kept")),
        *harder("language", f"{LANG}Portuguese_language", ("a20-email-portuguese", "me manda no ⟦{v}⟧ que eu vejo",
                                                            "sentence-middle", "Portuguese carrier words"))),
    "phone": (
        *plain(PHONE_NL, ("a20-phone-text-me-outside", "text me on ⟦{intl}⟧ when you're outside", "sentence-middle",
                          "international, a time to text"),
               ("a20-phone-cell-first", "⟦{national}⟧ is my cell, the landline is dead", "sentence-start",
                "national, first"),
               ("a20-phone-delivery-end", "for the delivery guy: ⟦{intl}⟧", "sentence-end", "international, last")),
        *plain(PHONE_CUGOS, ("a20-phone-invoice-brackets", "my number (⟦{intl}⟧) is on the invoice too", "in-brackets",
                             "in brackets"),
               ("a20-phone-signal-quoted", "signal shows me as \"⟦{e164}⟧\" still", "in-quotes", "E.164 in quotes"),
               ("a20-phone-can-you-call", "can you call ⟦{national}⟧?", "before-punctuation",
                "national, before a question mark"),
               ("a20-phone-line-end", "no rush, i'm home all day\nmy phone: ⟦{intl}⟧", "line-end",
                "last line of a multi-line message")),
        *harder("paste", PHONE_MM, ("a20-phone-mmcli-own", "  Numbers  |  own: ⟦{e164}⟧", "sentence-end",
                                    "a ModemManager status line pasted")),
        *harder("typo", PHONE_VCF, ("a20-phone-code-glued", "whatsapp ⟦{glued}⟧ if i'm offline", "sentence-middle",
                                    "the country code run into the first group")),
        *harder("encoding", PHONE_TEL, ("a20-phone-tel-link", "the page links tel:⟦{e164}⟧ for me", "sentence-middle",
                                        "a `tel:` URI copied from a page")),
        *harder("language", f"{LANG}French_language", ("a20-phone-french", "tu peux m'appeler sur ⟦{intl}⟧ ce soir",
                                                       "sentence-middle", "French carrier words"))),
    "ipv4": (
        *plain(NET_SSH, ("a20-v4-public-ssh-in", "my public ip right now is ⟦{v}⟧, can you try to ssh in", "before-punctuation",
                         "given so a helper connects"),
               ("a20-v4-vps-first", "⟦{v}⟧ is the vps, the other one is retired", "sentence-start", "first"),
               ("a20-v4-ping-end", "ping works from here to ⟦{v}⟧", "sentence-end", "last"),
               ("a20-v4-router-brackets", "the router (⟦{v}⟧ from outside) forwards 22", "in-brackets",
                "in brackets")),
        *plain(NET_WIFI, ("a20-v4-ufw-quoted", "ufw logs \"⟦{v}⟧\" blocked 300 times", "in-quotes", "in quotes"),
               ("a20-v4-banned-question", "is anyone else banned from ⟦{v}⟧ too", "sentence-end",
                "a question without its mark"),
               ("a20-v4-ifconfig-me-line", "ifconfig.me says\n⟦{v}⟧", "line-end", "alone on the last line")),
        *harder("paste", NET_IPADDR, ("a20-v4-ip-addr-inet", "    inet ⟦{v}⟧/32 scope global ppp0", "sentence-middle",
                                      "an `ip addr` line pasted")),
        *harder("typo", NET_SSH, ("a20-v4-comma-typo", "try ⟦{comma}⟧ now", "sentence-middle",
                                  "a comma typed for the first dot")),
        *harder("encoding", NET_MAPPED, ("a20-v4-mapped-log", "nginx logs it as ⟦{mapped}⟧ every minute",
                                         "sentence-middle", "IPv4-mapped in a dual-stack log")),
        *harder("language", f"{LANG}Spanish_language", ("a20-v4-spanish", "te paso mi ip, ⟦{v}⟧, ¿entras tú?",
                                                        "before-punctuation", "Spanish carrier words"))),
    "ipv6": (
        *plain(NET_WIFI, ("a20-v6-does-it-resolve", "ipv6 here is ⟦{v}⟧ if you want to test", "sentence-middle",
                          "given to test against"),
               ("a20-v6-ping6-first", "⟦{v}⟧ answers ping6 but not ssh", "sentence-start", "first"),
               ("a20-v6-isp-gave-end", "the provider assigned me ⟦{v}⟧", "sentence-end", "last"),
               ("a20-v6-linklocal-brackets", "my laptop's link-local (⟦{eui}⟧) shows in the neighbour table",
                "in-brackets", "link-local made from the laptop's MAC (ff:fe in its middle)")),
        *plain(NET_SSH, ("a20-v6-test-quoted", "test-ipv6 shows \"⟦{v}⟧\" and 10/10", "in-quotes", "in quotes"),
               ("a20-v6-linklocal-whitelist", "is ⟦{eui}⟧ the one to whitelist?", "before-punctuation",
                "link-local made from a MAC, before a question mark"),
               ("a20-v6-other-box-line", "from the other box:\n⟦{v}⟧", "line-end", "alone on the last line")),
        *harder("paste", NET_IPADDR, ("a20-v6-ip-addr-scope-link", "    inet6 ⟦{eui}⟧/64 scope link", "sentence-end",
                                      "an `ip addr` link-local line pasted (MAC-derived)")),
        *harder("typo", NET_URL, ("a20-v6-port-unbracketed", "connect to ⟦{v}⟧:443 fails", "sentence-middle",
                                  "a port glued on with no brackets")),
        *harder("encoding", NET_URL, ("a20-v6-url-brackets", "curl -g 'http://[⟦{v}⟧]:9000/health' hangs",
                                      "sentence-middle", "in a URL's brackets")),
        *harder("language", f"{LANG}Turkish_language", ("a20-v6-turkish", "benim ipv6 şu: ⟦{v}⟧, dener misin?",
                                                        "before-punctuation", "Turkish carrier words"))),
    "mac": (
        *plain(NET_WIFI, ("a20-mac-whitelist-card", "my wifi card is ⟦{v}⟧ if you need it for the whitelist",
                          "sentence-middle", "given for a whitelist"),
               ("a20-mac-printer-first", "⟦{upper}⟧ is the printer, give it a fixed lease", "sentence-start",
                "upper case, first"),
               ("a20-mac-router-blocked-end", "the router blocked ⟦{v}⟧", "sentence-end", "last")),
        *plain(MAC_IEEE, ("a20-mac-tv-sticker-brackets", "the tv (⟦{dashed}⟧ on its sticker) won't join", "in-brackets",
                          "dashes, off a sticker, in brackets"),
               ("a20-mac-dhcp-quoted", "dhcp log says \"⟦{v}⟧\" got no offer", "in-quotes", "in quotes"),
               ("a20-mac-who-owns", "who owns ⟦{upper}⟧?", "before-punctuation", "before a question mark"),
               ("a20-mac-laptop-line", "from the laptop:\n⟦{v}⟧", "line-end", "alone on the last line")),
        *harder("paste", MAC_LINK, ("a20-mac-link-ether", "    link/ether ⟦{v}⟧ brd ff:ff:ff:ff:ff:ff",
                                    "sentence-middle", "an `ip link` line pasted")),
        *harder("typo", MAC_IEEE, ("a20-mac-mixed-separator", "add ⟦{mixed}⟧ to the list", "sentence-middle",
                                   "one hyphen typed among the colons")),
        *harder("encoding", MAC_IEEE, ("a20-mac-router-form-flat", "the router page takes ⟦{flat}⟧ without colons",
                                       "sentence-middle", "twelve hex digits, as router forms take it")),
        *harder("language", f"{LANG}Italian_language", ("a20-mac-italian", "il mac del portatile è ⟦{v}⟧, lo aggiungi?",
                                                        "before-punctuation", "Italian carrier words"))),
    "secret": (
        *plain(SECRET_BOT, ("a20-secret-wifi-come-by", "wifi password is ⟦{pw}⟧ if you come by", "sentence-middle",
                            "a wifi password given"),
               ("a20-secret-root-pw-first", "⟦{pw}⟧ <- the new root pw, don't share", "sentence-start",
                "first, then an arrow"),
               ("a20-secret-ci-token-end", "use this token for the ci: ⟦{gho}⟧", "sentence-end",
                "a GitHub OAuth token, last"),
               ("a20-secret-api-key-dot", "new api key for you: ⟦{tok}⟧.", "before-punctuation",
                "a 32+ character mixed-case token with no prefix")),
        *plain(SECRET_PGP, ("a20-secret-gpg-keyid", "my gpg key is ⟦{keyid}⟧, sign it at the party", "before-punctuation",
                            "a PGP long key id (personal)"),
               ("a20-secret-pgp-fpr-brackets", "my key (⟦{fpr}⟧) is on keys.openpgp.org", "in-brackets",
                "a PGP fingerprint in brackets (personal)")),
        *plain(SECRET_SSH, ("a20-secret-ssh-fpr-quoted", "ssh said \"⟦{sshfp}⟧\" and i typed yes", "in-quotes",
                            "an SSH host key fingerprint in quotes (personal)"),
               ("a20-secret-tailscale-line", "joining the tailnet with\n⟦{tskey}⟧", "line-end",
                "a Tailscale auth key on the last line")),
        *harder("paste", SECRET_HACK, ("a20-secret-env-db-url", "SHOP_DB=mysql://shopuser:⟦{pw}⟧@localhost/shop",
                                       "sentence-middle", "a .env line with the password in its URL")),
        *harder("typo", SECRET_OFTC, ("a20-secret-msg-nickserv-no-slash", "msg NickServ identify ⟦{pw}⟧",
                                      "sentence-end", "the command typed into the channel, its slash forgotten")),
        *harder("encoding", SECRET_BASIC, ("a20-secret-basic-auth", "Authorization: Basic ⟦{basic}⟧", "sentence-end",
                                           "user:password in base64")),
        *harder("language", f"{LANG}Russian_language", ("a20-secret-russian", "пароль от вайфая ⟦{pw}⟧, заходи",
                                                        "before-punctuation", "Russian carrier words, Cyrillic"))),
    "home_path": (
        *plain(HOME_KHAL, ("a20-home-pip-cache", "it fails on /home/⟦{u}⟧/.cache/pip every time", "sentence-middle",
                           "in an error, mid-sentence"),
               ("a20-home-downloads-first", "/home/⟦{u}⟧/Downloads is where the iso is", "sentence-start",
                "path first"),
               ("a20-home-keyrings-quoted", "cannot open '/home/⟦{u}⟧/.local/share/keyrings/login.keyring'", "in-quotes",
                "quoted in an error line")),
        *plain(HOME_EUREKA, ("a20-home-bin-brackets", "i copied it to (/home/⟦{u}⟧/bin) and chmod'd it", "in-brackets",
                             "in brackets"),
               ("a20-home-mac-desktop", "cd /Users/⟦{u}⟧/Desktop then run it", "sentence-middle", "a macOS home"),
               ("a20-home-windows-question", "is C:\\Users\\⟦{u}⟧\\AppData the right place?", "before-punctuation",
                "a Windows profile, before a question mark")),
        *plain(HOME_BRIGHT, ("a20-home-steam-line", "full trace:\nFileNotFoundError: /home/⟦{u}⟧/.steam/steam.pid",
                             "line-end", "an error on the last line")),
        *harder("paste", HOME_EUREKA, ("a20-home-traceback-file",
                                       "  File \"/home/⟦{u}⟧/.local/lib/python3.12/site-packages/pip/__main__.py\"",
                                       "in-quotes", "a traceback's File line pasted")),
        *harder("typo", HOME_KHAL, ("a20-home-hoem-typo", "ls /hoem/⟦{u}⟧/projects says nothing", "sentence-middle",
                                    "`/hoem` typed for /home")),
        *harder("encoding", HOME_URI, ("a20-home-file-uri", "the link is file:///home/⟦{u}⟧/My%20Documents/cv.pdf",
                                       "sentence-end", "a percent-encoded file: URI")),
        *harder("language", f"{LANG}Polish_language", ("a20-home-polish", "nie mogę otworzyć /home/⟦{u}⟧/Pobrane/plik.deb",
                                                       "sentence-end", "Polish carrier words"))),
    "nick": (
        *plain(NICK_RFC, ("a20-nick-addressed-colon", "⟦{v}⟧: did the reboot fix it", "sentence-start",
                          "addressed with a colon"),
               ("a20-nick-thanks-comma", "thanks ⟦{v}⟧, that was it", "before-punctuation", "thanked, then a comma"),
               ("a20-nick-underscore-mid", "i think ⟦{v_us}⟧ had the same card last week", "sentence-middle",
                "the `_` variant mid-sentence"),
               ("a20-nick-away-ask", "ask ⟦{v_away}⟧ when they're back", "sentence-middle", "the `|away` variant")),
        *plain(NICK_GUIDE, ("a20-nick-brackets-posted", "(⟦{v}⟧ posted the fix earlier)", "in-brackets", "in brackets"),
               ("a20-nick-topic-quoted", "the topic says \"ask ⟦{v}⟧ for mirrors\"", "in-quotes", "in quotes"),
               ("a20-nick-laptop-ty-end", "ty ⟦{v_laptop}⟧", "sentence-end", "the `-laptop` variant thanked, last"),
               ("a20-nick-two-line-end", "the paste expired, can you repaste\n⟦{v_two}⟧", "line-end",
                "the `2` variant on the last line")),
        *harder("paste", NICK_QUIT, ("a20-nick-quit-line", "* ⟦{v}⟧ has quit (Ping timeout: 260 seconds)",
                                     "sentence-start", "a client's quit line pasted")),
        *harder("typo", NICK_GUIDE, ("a20-nick-doubled-letter", "⟦{doubled}⟧: you there", "sentence-start",
                                     "the nick typed with its last letter doubled")),
        *harder("obfuscation", NICK_GUIDE, ("a20-nick-dotted-no-ping", "i blame ⟦{dotted}⟧ for this", "sentence-middle",
                                            "a dot put in so it does not highlight them")),
        *harder("language", f"{LANG}German_language", ("a20-nick-german", "danke ⟦{v}⟧, jetzt geht's",
                                                       "before-punctuation", "German thanks"))),
    "card": (
        *plain(CARD_ISO, ("a20-card-exp-book-it", "card is ⟦{grouped}⟧, exp 09/28, can you book it",
                          "before-punctuation", "grouped, with an expiry"),
               ("a20-card-deposit-first", "⟦{num}⟧ - charge the deposit on this one", "sentence-start",
                "unspaced, first"),
               ("a20-card-hotel-end", "the hotel wants the card, it's ⟦{grouped}⟧", "sentence-end", "grouped, last")),
        *plain(CARD_PCI, ("a20-card-charged-twice-brackets", "paid with my card (⟦{grouped}⟧) and got charged twice",
                          "in-brackets", "grouped, in brackets"),
               ("a20-card-form-rejects-quoted", "the form rejects \"⟦{num}⟧\" but it's valid", "in-quotes",
                "unspaced, in quotes"),
               ("a20-card-go-through", "did ⟦{dashed}⟧ go through?", "before-punctuation", "dashed, a question"),
               ("a20-card-renewal-line", "for the domain renewal\n⟦{grouped}⟧", "line-end", "alone on the last line")),
        *harder("paste", CARD_INTACCT, ("a20-card-post-log", "POST /checkout card_number=⟦{num}⟧ 402", "sentence-middle",
                                        "a request log line pasted")),
        *harder("typo", CARD_ISO, ("a20-card-last-groups-glued", "try ⟦{glued}⟧ instead", "sentence-middle",
                                   "the last two groups run together")),
        *harder("obfuscation", CARD_PCI, ("a20-card-spaced-hyphens", "here: ⟦{spaced_dash}⟧", "sentence-end",
                                          "groups split by spaced hyphens")),
        *harder("language", f"{LANG}Turkish_language", ("a20-card-turkish", "bu kartı kullan ⟦{grouped}⟧, son kullanma 11/27",
                                                        "before-punctuation", "Turkish carrier words"))),
    "iban": (
        *plain(IBAN_JUNTA, ("a20-iban-send-it-mid", "send it to ⟦{spaced}⟧, the name on it is mine",
                            "before-punctuation", "spaced, where to send"),
               ("a20-iban-refund-first", "⟦{v}⟧ for the refund please", "sentence-start", "unspaced, first"),
               ("a20-iban-deposit-end", "my account for the deposit is ⟦{spaced}⟧", "sentence-end", "spaced, last")),
        *plain(IBAN_MOLLIE, ("a20-iban-closed-brackets", "my old account (⟦{spaced}⟧) is closed", "in-brackets",
                             "spaced, in brackets"),
               ("a20-iban-app-quoted", "the bank app shows \"⟦{v}⟧\" under details", "in-quotes",
                "unspaced, in quotes"),
               ("a20-iban-right-for-you", "is ⟦{spaced}⟧ right for you?", "before-punctuation",
                "spaced, before a question mark"),
               ("a20-iban-refund-line", "refund to:\n⟦{spaced}⟧", "line-end", "alone on the last line")),
        *harder("paste", IBAN_MOLLIE, ("a20-iban-invoice-footer", "IBAN ⟦{spaced}⟧ | ref INV-2291", "sentence-start",
                                       "an invoice's footer line pasted")),
        *harder("typo", IBAN_NXT, ("a20-iban-lower-spaced", "its ⟦{lower_spaced}⟧ i think", "sentence-middle",
                                   "typed lower case with spaces")),
        *harder("encoding", IBAN_EPC, ("a20-iban-epc-qr-text", "BCD\n002\n1\nSCT\n\nrent\n⟦{v}⟧", "line-end",
                                       "the text of a SEPA transfer QR code")),
        *harder("language", f"{LANG}Dutch_language", ("a20-iban-dutch", "stort het maar op ⟦{spaced}⟧, dank je",
                                                      "sentence-middle", "Dutch carrier words"))),
}
HABITS = {f"{kind}/{form.name}": form.habit for kind, kind_forms in FORMS.items() for form in kind_forms}

# values that identify no one, looking close (the value in ⟦⟧ must stay); most in the plants' own carrier phrases
NEGATIVE_NAMES = ("synaptic", "gparted", "remmina", "kdenlive", "neofetch")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *plain(f"{NEG}Software_versioning", ("neg-a20-version-first", "⟦24.04.1⟧ is my work one, reply there", "", ""),
           ("neg-a20-version-end", "the provider assigned me ⟦6.8.0-45-generic⟧", "", ""),
           ("neg-a20-version-quoted", "it keeps saying \"⟦2.42.0⟧\" is not verified", "", "")),
    *plain("RFC 1918 (private addresses)", ("neg-a20-private-ssh", "my public ip right now is ⟦192.168.1.23⟧, can you try to ssh in", "", ""),
           ("neg-a20-private-vps", "⟦10.8.0.1⟧ is the vps, the other one is retired", "", ""),
           ("neg-a20-private-router", "the router (⟦172.16.0.1⟧ from outside) forwards 22", "", "")),
    *plain("RFC 1122 (loopback)", ("neg-a20-loopback", "ping works from here to ⟦127.0.0.53⟧", "", "")),
    *plain("RFC 6598 (shared address space)", ("neg-a20-cgnat", "ifconfig.me says\n⟦100.72.9.14⟧", "", "")),
    *plain("RFC 5737 (documentation addresses)", ("neg-a20-doc-v4", "ufw logs \"⟦198.51.100.77⟧\" blocked 300 times", "", ""),
           ("neg-a20-doc-v4-b", "is anyone else banned from ⟦192.0.2.44⟧ too", "", "")),
    *plain("RFC 3849 (the IPv6 documentation prefix)", ("neg-a20-doc-v6", "ipv6 here is ⟦2001:db8:4a::9⟧ if you want to test", "", "")),
    *plain("RFC 4193 (unique local addresses)", ("neg-a20-ula", "⟦fd12:3456:789a::1⟧ answers ping6 but not ssh", "", "")),
    *plain("RFC 4291 (loopback, a link-local typed by hand, multicast)", ("neg-a20-v6-loop", "test-ipv6 shows \"⟦::1⟧\" and 10/10", "", ""),
           ("neg-a20-v6-manual-ll", "is ⟦fe80::2⟧ the one to whitelist?", "", ""),
           ("neg-a20-v6-all-nodes", "from the other box:\n⟦ff02::1⟧", "", "")),
    *plain("RFC 7042 (the documentation MAC range)", ("neg-a20-doc-mac", "my wifi card is ⟦00:00:5e:00:53:2a⟧ if you need it for the whitelist", "", "")),
    *plain("IEEE Std 802-2014 (broadcast and zero)", ("neg-a20-bcast-mac", "the router blocked ⟦ff:ff:ff:ff:ff:ff⟧", "", ""),
           ("neg-a20-zero-mac", "who owns ⟦00:00:00:00:00:00⟧?", "", "")),
    *plain("https://docs.stripe.com/testing (test cards)", ("neg-a20-test-visa", "the form rejects \"⟦4000056655665556⟧\" but it's valid", "", ""),
           ("neg-a20-test-amex", "did ⟦3782-822463-10005⟧ go through?", "", "")),
    *plain("https://www.iban.com/structure (documented example IBANs)", (
        "neg-a20-example-iban", "is ⟦DE89 3704 0044 0532 0130 00⟧ right for you?", "", "")),
    *plain("RFC 2606 (reserved example domains)", ("neg-a20-example-mail", "if the mirror dies again write me at ⟦someone@example.net⟧", "", ""),
           ("neg-a20-lists-mail", "did the invite go to ⟦ubuntu-users@lists.ubuntu.com⟧ or the old one?", "", "")),
    *plain("https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", (
        "neg-a20-uuid", "the bank app shows \"⟦7c1e4b2a-5d3f-4e8a-9b6c-0f1d2e3a4b5c⟧\" under details", "", "")),
    *plain("https://git-scm.com/docs/git-log (commit ids)", ("neg-a20-commit", "(⟦5d2c8e1⟧ posted the fix earlier)", "", "")),
    *plain("https://man7.org/linux/man-pages/man1/md5sum.1.html (checksums)", (
        "neg-a20-md5", "the iso's md5 is ⟦d41d8cd98f00b204e9800998ecf8427e⟧, same as the page", "", "")),
    *plain(f"{NEG}ISO_8601", ("neg-a20-date", "⟦2026-03-14⟧ for the refund please", "", ""),
           ("neg-a20-time", "text me on ⟦21:30⟧ when you're outside", "", "")),
    *plain(f"{NEG}Binary_prefix", ("neg-a20-size", "the disk is ⟦512G⟧ and /home is full", "", "")),
    *plain(f"{NEG}Port_(computer_networking)", ("neg-a20-port", "the router forwards ⟦51820/udp⟧ now", "", "")),
    *plain(f"{NEG}Process_identifier", ("neg-a20-pid", "can you call ⟦kill 31337⟧?", "", "")),
    *plain(f"{NEG}Bug_tracker", ("neg-a20-lp-bug", "for the delivery guy: ⟦LP #2054321⟧", "", "")),
    *plain(f"{NEG}Password (documented defaults)", ("neg-a20-default-pw", "wifi password is ⟦changeme⟧ if you come by", "", ""),
           ("neg-a20-placeholder-token", "use this token for the ci: ⟦<YOUR_TOKEN_HERE>⟧", "", "")),
    *plain("Filesystem Hierarchy Standard 3.0 (system paths)", (
        "neg-a20-root-home", "it fails on ⟦/root/.cache/pip⟧ every time", "", ""),
           ("neg-a20-skel", "i copied it to (⟦/etc/skel/bin⟧) and chmod'd it", "", ""),
           ("neg-a20-tilde", "full trace:\nFileNotFoundError: ⟦~/.steam/steam.pid⟧", "", "")),
    *plain(f"{NEG}Hexadecimal", ("neg-a20-address", "segfault at ⟦00007f3a2c1b0e40⟧ in libc", "", "")),
    *plain("Ubuntu package names said like nicks", ("word-nick-a20", "⟦synaptic⟧: did the reboot fix it", "", ""),
           ("word-nick-a20", "thanks ⟦gparted⟧, that was it", "", ""),
           ("word-nick-a20", "i think ⟦remmina⟧ had the same card last week", "", ""),
           ("word-nick-a20", "(⟦kdenlive⟧ posted the fix earlier)", "", ""),
           ("word-nick-a20", "danke ⟦neofetch⟧, jetzt geht's", "", "")),
)

# technical text that identifies no one, as a help channel pastes it
TECHNICAL_SHAPES = (
    ("tech-a20-dpkg-status", "https://man7.org/linux/man-pages/man1/dpkg.1.html (dpkg -l lines)",
     "ii  libssl3t64:amd64  3.0.13-0ubuntu3.{hex:1}  amd64  Secure Sockets Layer toolkit"),
    ("tech-a20-apt-hit", "https://manpages.ubuntu.com/manpages/noble/man8/apt.8.html (Hit:/Get: lines)",
     "Get:7 http://security.ubuntu.com/ubuntu noble-security/universe amd64 Packages [{hex:3} kB]"),
    ("tech-a20-snap-changes", "https://snapcraft.io/docs/snap-changes", "ID {hex:3} Done today Auto-refresh snap \"firefox\""),
    ("tech-a20-journal-boot", "https://www.freedesktop.org/software/systemd/man/journalctl.html (boot ids)",
     "journalctl -b {hex:32} -p err"),
    ("tech-a20-git-describe", "https://git-scm.com/docs/git-describe", "v2.3.1-14-g{hex:7}"),
    ("tech-a20-docker-image-id", "https://docs.docker.com/reference/cli/docker/image/ls/ (image ids)",
     "ubuntu  24.04  {hex:12}  3 weeks ago  78.1MB"),
    ("tech-a20-btrfs-subvol", "https://btrfs.readthedocs.io/en/latest/Subvolumes.html (subvolume uuids)",
     "Received UUID: {uuid}"),
    ("tech-a20-blkid", "https://man7.org/linux/man-pages/man8/blkid.8.html",
     "/dev/nvme0n1p2: UUID=\"{uuid}\" TYPE=\"ext4\""),
    ("tech-a20-lvm-lv-uuid", "https://man7.org/linux/man-pages/man8/lvdisplay.8.html",
     "LV UUID {aln:6}-{aln:4}-{aln:4}-{aln:4}-{aln:4}-{aln:4}-{aln:6}"),
    ("tech-a20-sha512-iso", "https://man7.org/linux/man-pages/man1/sha512sum.1.html", "{hex:128}  ubuntu-24.04.1-desktop-amd64.iso"),
    ("tech-a20-kernel-oops", "https://docs.kernel.org/admin-guide/bug-hunting.html",
     "RIP: 0010:iwl_mvm_{hex:4}+0x{hex:2}/0x{hex:3} [iwlmvm]"),
    ("tech-a20-nix-store", "https://nix.dev/manual/nix/latest/store/store-path (store path hashes)",
     "/nix/store/{b32:32}-hello-2.12.1"),
    ("tech-a20-crash-report", "https://wiki.ubuntu.com/Apport (crash report ids)", "https://errors.ubuntu.com/oops/{uuid}"),
)


# ----------------------------------------------------------------------------------------------- draws

TYPED_AS = str.maketrans({"ı": "i", "İ": "I", "ł": "l", "Ł": "L", "ß": "ss", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O"})


def ascii_of(name: str) -> str:
    """A Latin-script name as its people type it in an address: diacritics dropped, letters only, lower case."""
    folded = unicodedata.normalize("NFKD", name.translate(TYPED_AS))
    return re.sub(r"[^a-z]", "", "".join(c for c in folded if not unicodedata.combining(c)).lower())


def split_name(entry: str) -> tuple[str, str]:
    """`Дмитрий=dmitriy` -> the name as written and the ASCII the author wrote; a Latin name -> itself, folded."""
    written, _, typed = entry.partition("=")
    return written, typed or ascii_of(written)


class Draws(thirteenth.Draws):
    """v13's drawing helpers (chars, fresh, tokens) with v20's seed and people written by hand (`CULTURES`)."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

    def person(self, i: int) -> Person:
        if i not in self.people:
            self.people[i] = self.hand_person(CULTURE_TURNS[i % len(CULTURE_TURNS)], random.Random(SEED * 1000 + i))
        return self.people[i]

    def hand_person(self, culture: str, rng: random.Random) -> Person:
        """A first and a last name of one culture joined (the surname's gendered form where it has one), none of
        v1-v19's names nor a name this set already holds."""
        table = CULTURES[culture]
        for _ in range(MAX_DRAWS):
            sex = rng.choice("mf")
            k = rng.randrange(len(table["lm"]))
            first_name, a_first = split_name(rng.choice(table[sex]))
            last, a_last = split_name((table.get("lf") or table["lm"])[k] if sex == "f" else table["lm"][k])
            if table.get("family_first"):
                full = f"{last}{first_name}"
            else:
                full = f"{first_name} {last}"
            if " " in first_name:            # a Singaporean given name of two syllables, typed joined
                a_first = a_first.replace(" ", "")
            if len(a_first) < 3 or len(a_last) < 2 or {a_first, a_last, first_name.lower(), last.lower()} & self.earlier:
                continue
            if self.fresh(f"{a_first}.{a_last}") and self.fresh(full):
                return Person(full, first_name, last, a_first, a_last, culture)
        raise SystemExit(f"no fresh person of {culture}")

    def token(self, pattern: str) -> str:
        pattern = re.sub(r"\{aln:(\d+)\}", lambda m: self.chars(ALNUM, int(m[1])), pattern)
        pattern = re.sub(r"\{b32:(\d+)\}", lambda m: self.chars("0123456789abcdfghijklmnpqrsvwxyz", int(m[1])),
                         pattern)
        return super().token(pattern)


ALNUM, HEX = sixteenth.ALNUM, "0123456789abcdef"
B64 = ALNUM + "+/"
WORDS = ("sunflower", "pinecone", "mango", "biscuit", "thunder", "glacier", "noodle", "saturn", "pebble", "cricket",
         "lemonade", "hazel")      # v20's own words for the passwords people make


def drawn_number(draws: Draws, region: str):
    """A valid mobile number of `region`: its example number's range kept, the last four digits redrawn."""
    import phonenumbers
    kinds = (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
    example = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    if example is None:
        return None
    nsn = phonenumbers.national_significant_number(example)
    for _ in range(MAX_DRAWS):
        parsed = phonenumbers.parse(f"+{example.country_code}{nsn[:-4]}{draws.chars('0123456789', 4)}")
        if phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region and \
                phonenumbers.number_type(parsed) in kinds and \
                draws.fresh(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)):
            return parsed
    return None


def phone_value(draws: Draws, turn: int) -> dict[str, str]:
    """A valid mobile number of the turn's region in national, international and E.164 spellings and the
    international one with its country code run into the first group, each valid for the region as written."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    for step in range(len(PHONE_REGIONS)):
        region = PHONE_REGIONS[(turn + step) % len(PHONE_REGIONS)]
        parsed = drawn_number(draws, region)
        if parsed is None:
            continue
        intl = phonenumbers.format_number(parsed, fmt.INTERNATIONAL)
        values = {"national": phonenumbers.format_number(parsed, fmt.NATIONAL), "intl": intl,
                  "e164": phonenumbers.format_number(parsed, fmt.E164), "glued": intl.replace(" ", "", 1)}
        if all(tenth.valid_in(v, region) for v in values.values()) and re.search(r"\d[ .-]\d", values["national"]):
            return {**values, "region": region}
    raise SystemExit(f"no valid number from turn {turn}")


def card_value(draws: Draws, i: int) -> tuple[str, str]:
    brand, prefix, length = CARD_RANGES[i % len(CARD_RANGES)]
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def grouped_card(number: str) -> str:
    """As the brand prints it: Amex 4-6-5, the others in fours."""
    if len(number) == 15:
        return f"{number[:4]} {number[4:10]} {number[10:]}"
    return " ".join(number[k:k + 4] for k in range(0, len(number), 4))


def public_v4(draws: Draws, i: int) -> str:
    while True:
        block = V4_BLOCKS[(i + draws.rng.randrange(4)) % len(V4_BLOCKS)]
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(1, 255)}.{draws.rng.randrange(2, 254)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws, i: int) -> str:
    while True:
        head = V6_PREFIXES[i % len(V6_PREFIXES)].split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8 - len(head))]
        if i % 3 == 0:
            groups[-4:-1] = ["0", "0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, i: int) -> str:
    while True:
        value = OUIS[i % len(OUIS)] + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


def password(draws: Draws, person: Person, i: int) -> str:
    """A password that reads as one (9+ characters, three classes or more), made the ways people make them: a word
    with a year and a sign, a name with digits and a sign, or drawn characters."""
    for _ in range(MAX_DRAWS):
        style = i % 3
        if style == 0:
            pw = draws.rng.choice(WORDS).capitalize() + str(draws.rng.randrange(1975, 2025)) + draws.rng.choice("!?#$*")
        elif style == 1:
            pw = person.ascii_first.capitalize() + draws.rng.choice("@_.") + draws.chars("0123456789", 4)
        else:
            pw = draws.chars(ALNUM + "!%&*-_=+", 12 + i % 4)
        classes = sum(bool(re.search(p, pw)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
        if len(pw) >= 9 and classes >= 3 and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def login(draws: Draws, person: Person, i: int) -> str:
    """A home folder's name as people pick one: first name, first and last, initial and last name."""
    options = (person.ascii_first, f"{person.ascii_first}{person.ascii_last}",
               f"{person.ascii_first[:1]}{person.ascii_last}", f"{person.ascii_first}_{person.ascii_last[:1]}")
    for k in range(len(options)):
        candidate = options[(i + k) % len(options)]
        if len(candidate) >= 4 and draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` needs (number `i`): every spelling the kind's forms use, its extras."""
    person = draws.person(i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"habit": form.habit, "locale": person.locale}}
    if kind == "email":
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first}{person.ascii_last[:1]}",
                 f"{person.ascii_first[:1]}{person.ascii_last}{i % 80 + 10}", f"{person.ascii_last}{person.ascii_first}")[i % 4]
        mails = CULTURES[person.locale]["mail"]
        dom = mails[i // len(CULTURE_TURNS) % len(mails)]
        if not draws.fresh(f"{local}@{dom}"):
            local = f"{local}{i}"
        host, _, tld = dom.partition(".")
        ascii_full = f"{person.ascii_first.capitalize()} {person.ascii_last.capitalize()}"
        return {**base, "v": f"{local}@{dom}", "comma": f"{local}@{dom.replace('.', ',', 1)}",
                "at_word": f"{local} AT {dom}", "ascii_full": ascii_full,
                "extra": (local, ascii_full) if len(local) >= 6 else (ascii_full,)}
    if kind == "phone":
        values = phone_value(draws, i)
        return {**base, **{k: v for k, v in values.items() if k != "region"},
                "record": {**base["record"], "region": values["region"], "type": "MOBILE", "e164": values["e164"]}}
    if kind == "ipv4":
        v = public_v4(draws, i)
        return {**base, "v": v, "comma": v.replace(".", ",", 1), "mapped": f"::ffff:{v}"}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, i), "eui": sixteenth.eui64_link_local(mac_value(draws, i + 3))}
    if kind == "mac":
        v = mac_value(draws, i)
        return {**base, "v": v, "upper": v.upper(), "dashed": v.upper().replace(":", "-"), "flat": v.replace(":", ""),
                "mixed": v[:8] + "-" + v[9:]}
    if kind == "secret":
        pw = password(draws, person, i)
        user = person.ascii_first
        return {**base, "pw": pw, "gho": "gho_" + draws.chars(ALNUM, 36),
                "tok": sixteenth.mixed_token(draws, 32 + i % 12),
                "keyid": "0x" + draws.chars(HEX.upper(), 16), "fpr": draws.chars(HEX.upper(), 40),
                "sshfp": "SHA256:" + draws.chars(B64, 43),
                "tskey": f"tskey-auth-k{draws.chars(ALNUM, 11)}CNTRL-{draws.chars(ALNUM, 33)}",
                "basic": base64.b64encode(f"{user}:{pw}".encode()).decode()}
    if kind == "home_path":
        return {**base, "u": login(draws, person, i)}
    if kind == "nick":
        nick = (person.ascii_first[:6] + person.ascii_last[:2]).lower()
        return {**base, **sixteenth.nick_spellings(nick), "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, i)
        grouped = grouped_card(number)
        parts = grouped.split(" ")
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "glued": " ".join(parts[:-2] + [parts[-2] + parts[-1]]), "spaced_dash": " - ".join(parts),
                "record": {**base["record"], "brand": brand}}
    country = IBAN_COUNTRIES[i % len(IBAN_COUNTRIES)]
    value = sixteenth.iban_value(draws, country)
    spaced = " ".join(value[k:k + 4] for k in range(0, len(value), 4))
    return {**base, "v": value, "spaced": spaced, "lower_spaced": spaced.lower(),
            "record": {**base["record"], "country": country}}


def nick_values(nick: str) -> dict[str, str]:
    """A nick in its variants and in the harder spellings: last letter doubled, a dot after the first letter."""
    return {**sixteenth.nick_spellings(nick), "doubled": nick + nick[-1], "dotted": f"{nick[:1]}.{nick[1:]}"}


# ----------------------------------------------------------------------------------------------- records

def form_for(kind_forms: tuple[Form, ...], i: int) -> Form:
    """The form of plant `i` by the schedule decided first: five sixths plain (the plain forms in turn), one sixth
    harder (the ways in `HARD_TURNS`' order; `other` is the kind's obfuscation or encoding)."""
    if SCHEDULE[i] == "harder":
        way = HARD_TURNS[sum(t == "harder" for t in SCHEDULE[:i]) % len(HARD_TURNS)]
        return next(f for f in kind_forms if f.tier == "harder"
                    and (f.hard == way or (way == "other" and f.hard in ("obfuscation", "encoding"))))
    plains = [f for f in kind_forms if f.tier == "plain"]
    return plains[sum(t == "plain" for t in SCHEDULE[:i]) % len(plains)]


def at_for(position: str, host: Host, i: int) -> int | None:
    """v13's placing; a multi-line message's last line after the host's words."""
    return len(host.text) if position == "line-end" else thirteenth.at_for(position, host, i)


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    phrase = form.line if group == "negative" else form.line.format(
        **{k: v for k, v in values.items() if isinstance(v, str)})
    value = phrase[phrase.index(first.MARK_OPEN) + 1:phrase.index(first.MARK_CLOSE)]
    extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower() and n.lower() != value.lower())
    row = third.record(group, kind, (form.name, phrase, extra, values.get("record", {})), host, rng,
                       at_for(form.position, host, i))
    row = {**row, "needles": fifth.distinct(row["needles"]), "source": form.source, "position": form.position,
           "habit": form.habit}
    return {**row, "tier": form.tier, "hard": form.hard} if group == "planted" else row


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records, seen = [], set()
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = form_for(kind_forms, i), pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken and len(spoken) >= 3 and spoken.lower() not in host.text.lower() \
                        and re.fullmatch(r"[A-Za-z][\w^`-]*", spoken) and not spoken.endswith(("-", "_", "2")):
                    values = {**values, "record": {"habit": form.habit, "names": [spoken], "log_nick": True}}
                    values.update(nick_values(spoken))
                else:
                    values.update(nick_values(values["v"]))
            row = plant_record("planted", kind, form, values, host, rng, i)
            if row["needles"][0].lower() in seen:
                raise SystemExit(f"{kind} {form.name}: a value twice")
            seen.add(row["needles"][0].lower())
            records.append(row)
    return records


def negatives(pools: ninth.Pools, rng: random.Random) -> list[dict]:
    return [plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}},
                         pools.take(clean=True), rng, i) for i, form in enumerate(NEGATIVES)]


def technical(draws: Draws) -> list[dict]:
    return [{"group": "technical", "kind": "", "form": form, "text": draws.token(line), "names": list(NEGATIVE_NAMES),
             "source": source}
            for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

def handle_of(person: Person, sep: str = "") -> str:
    return f"{person.ascii_first[:7]}{sep}{person.ascii_last[:5]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "a20-client-mention-can-you-look": (f"⟦<@{uid}>⟧ can you look at the build logs", (uid, handle), author,
                                            "sentence-start"),
        "a20-client-nick-mention-end": (f"merged, thank you ⟦<@!{uid}>⟧", (uid, handle, person.full), nicknamed,
                                        "sentence-end"),
        "a20-typed-at-handle-mid": (f"i guess ⟦@{handle}⟧ has the admin role", (handle,), author, "sentence-middle"),
        "a20-display-name-quoted": (f"the welcome bot still says \"⟦{person.full}⟧\"", (person.full,), nicknamed,
                                    "in-quotes"),
        "a20-client-mention-brackets": (f"(⟦<@{uid}>⟧ keeps the mirror alive)", (uid, handle), author, "in-brackets"),
        "a20-typed-first-name-question": (f"is ⟦{person.first}⟧ around today?", (person.first,), nicknamed,
                                          "before-punctuation"),
        "a20-multi-line-client-mention": (f"release notes:\n- fixed the crash\nreview pls ⟦<@{uid}>⟧", (uid, handle),
                                          author, "line-end"),
        "a20-typed-display-name-thanks": (f"thanks ⟦{person.full}⟧, works now", (person.full,), nicknamed,
                                          "before-punctuation"),
        "a20-spanish-typed-handle": (f"gracias ⟦@{handle}⟧, ahora sí anda", (handle,), author, "before-punctuation"),
        "a20-typo-handle-no-underscore": (f"ask ⟦@{handle.replace('_', '')}⟧ about the roles",
                                          (handle.replace("_", ""),), author, "sentence-middle"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "a20-client-user-can-you": (f"⟦<@{uid}>⟧ can you approve the PR", (uid, handle, person.full), user,
                                    "sentence-start"),
        "a20-client-labelled-end": (f"handing this over to ⟦<@{uid}|{handle}>⟧", (uid, handle), user, "sentence-end"),
        "a20-typed-at-handle-mid": (f"looks like ⟦@{handle}⟧ rotated the keys", (handle,), user, "sentence-middle"),
        "a20-real-name-quoted": (f"the doc's owner is \"⟦{person.full}⟧\"", (person.full,), user, "in-quotes"),
        "a20-client-mention-brackets": (f"the retro (⟦<@{uid}>⟧ hosts) moved to 3pm", (uid, handle, person.full), user,
                                        "in-brackets"),
        "a20-typed-first-name-question": (f"has anyone seen ⟦{person.first}⟧?", (person.first,), user,
                                          "before-punctuation"),
        "a20-multi-line-labelled": (f"standup:\n- db migration\nblocked on ⟦<@{uid}|{handle}>⟧", (uid, handle), user,
                                    "line-end"),
        "a20-typed-real-name-mid": (f"i talked to ⟦{person.full}⟧ about the budget", (person.full,), user,
                                    "sentence-middle"),
        "a20-french-real-name": (f"merci ⟦{person.full}⟧, c'est réglé", (person.full,), user, "before-punctuation"),
        "a20-typo-handle-at-space": (f"ping ⟦@ {handle}⟧ on that", (handle,), user, "sentence-middle"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, "_")
    return {
        "a20-entity-mention-mid": (f"i think ⟦@{handle}⟧ has the router manual", (handle,), {"entity": ["mention", 0]},
                                   "sentence-middle"),
        "a20-entity-mention-name-first": (f"⟦{person.first}⟧ the meeting moved", (person.first,),
                                          {"entity": ["mention_name", number]}, "sentence-start"),
        "a20-entity-text-mention-end": (f"the tickets are with ⟦{person.full}⟧", (person.full,),
                                        {"entity": ["text_mention", number]}, "sentence-end"),
        "a20-entity-text-link-brackets": (f"the map (made by ⟦{person.full}⟧) is in the pins", (person.full, handle),
                                          {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "in-brackets"),
        "a20-entity-mention-quoted": (f"she wrote \"⟦@{handle}⟧ will drive\"", (handle,), {"entity": ["mention", 0]},
                                      "in-quotes"),
        "a20-typed-first-name-question": (f"is ⟦{person.first}⟧ coming tonight?", (person.first,), {},
                                          "before-punctuation"),
        "a20-multi-line-mention": (f"saturday:\nhike at 9\nbring water ⟦@{handle}⟧", (handle,),
                                   {"entity": ["mention", 0]}, "line-end"),
        "a20-typed-full-name-thanks": (f"thanks ⟦{person.full}⟧, got it", (person.full,), {}, "before-punctuation"),
        "a20-portuguese-mention": (f"valeu ⟦@{handle}⟧, deu certo", (handle,), {"entity": ["mention", 0]},
                                   "before-punctuation"),
        "a20-typo-handle-doubled": (f"ask ⟦@{handle}{handle[-1]}⟧ for the photos", (handle + handle[-1],),
                                    {"entity": ["mention", 0]}, "sentence-middle"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 400), "slack": (slack_plant, SLACK_DOC, 500),
           "telegram": (telegram_plant, TELEGRAM_DOC, 600)}
# (form, tier, the way a harder one is harder): eight plain, two harder, scheduled as the plants
PLATFORM_FORMS = {
    "discord": (("a20-client-mention-can-you-look", "plain", ""), ("a20-client-nick-mention-end", "plain", ""),
                ("a20-typed-at-handle-mid", "plain", ""), ("a20-display-name-quoted", "plain", ""),
                ("a20-client-mention-brackets", "plain", ""), ("a20-typed-first-name-question", "plain", ""),
                ("a20-multi-line-client-mention", "plain", ""), ("a20-typed-display-name-thanks", "plain", ""),
                ("a20-spanish-typed-handle", "harder", "language"), ("a20-typo-handle-no-underscore", "harder", "typo")),
    "slack": (("a20-client-user-can-you", "plain", ""), ("a20-client-labelled-end", "plain", ""),
              ("a20-typed-at-handle-mid", "plain", ""), ("a20-real-name-quoted", "plain", ""),
              ("a20-client-mention-brackets", "plain", ""), ("a20-typed-first-name-question", "plain", ""),
              ("a20-multi-line-labelled", "plain", ""), ("a20-typed-real-name-mid", "plain", ""),
              ("a20-french-real-name", "harder", "language"), ("a20-typo-handle-at-space", "harder", "typo")),
    "telegram": (("a20-entity-mention-mid", "plain", ""), ("a20-entity-mention-name-first", "plain", ""),
                 ("a20-entity-text-mention-end", "plain", ""), ("a20-entity-text-link-brackets", "plain", ""),
                 ("a20-entity-mention-quoted", "plain", ""), ("a20-typed-first-name-question", "plain", ""),
                 ("a20-multi-line-mention", "plain", ""), ("a20-typed-full-name-thanks", "plain", ""),
                 ("a20-portuguese-mention", "harder", "language"), ("a20-typo-handle-doubled", "harder", "typo")),
}
WHOLE_PLACES = ninth.WHOLE_PLACES


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds = [], PLATFORM_FORMS[platform]
    plains = [k for k in kinds if k[1] == "plain"]
    hards = [k for k in kinds if k[1] == "harder"]
    for i in range(PER_KIND):
        turn = sum(t == SCHEDULE[i] for t in SCHEDULE[:i])
        form, tier, way = (hards[turn % len(hards)] if SCHEDULE[i] == "harder" else plains[turn % len(plains)])
        person = draws.person(1000 + offset + i)
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position, "tier": tier, "hard": way,
                      "locale": person.locale})
    return found


def side_channels(draws: Draws) -> list[dict]:
    a, b, c, d, e, f = (draws.person(2000 + k) for k in range(6))
    rows = {
        "discord-group-dm-name": ("discord", f"{a.ascii_first}, {b.ascii_first}, {c.ascii_first}",
                                  (a.ascii_first, b.ascii_first, c.ascii_first)),
        "slack-dm-of-user": ("slack", f"{d.ascii_first}.{d.ascii_last}", (d.ascii_first, d.ascii_last)),
        "slack-channel-of-people": ("slack", f"{e.ascii_first}-{f.ascii_first}-offsite", (e.ascii_first, f.ascii_first)),
        "telegram-group-title": ("telegram", f"{b.first}, {c.first} and {d.first}", (b.first, c.first, d.first)),
        "export-path-home": ("telegram", f"/home/{f.ascii_first}{f.ascii_last[:1]}/Telegram Desktop/ChatExport",
                             (f"{f.ascii_first}{f.ascii_last[:1]}",)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 4)]), "names": [],
             "source": SIDE_DOC}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v19 (lower case): no value of v20 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix, OUI, card IIN or e-mail provider of v20 is one an earlier set planted in."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier
            if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}|[0-9a-f]{4}(\.[0-9a-f]{4}){2}|[0-9a-f]{12}", n)}
    iins = {re.sub(r"\D", "", n)[:6] for n in earlier if len(re.sub(r"\D", "", n)) in (14, 15, 16, 19)}
    for block in V4_BLOCKS:
        assert not [n for n in earlier if n.startswith(block + ".") or (":" + block + ".") in n], block
    for prefix in V6_PREFIXES:
        assert not any(n.startswith(prefix + ":") for n in earlier), prefix
    for oui in OUIS:
        assert oui.replace(":", "") not in macs, oui
    for _, prefix, _ in CARD_RANGES:
        assert prefix not in iins, prefix
    for domain in EMAIL_DOMAINS:
        assert not any(n.endswith("@" + domain) or n.endswith(" " + domain) for n in earlier), domain


def build() -> list[dict]:
    """Every record of the twentieth held-out set (needs phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days, as v12-v19
    earlier = earlier_values()
    check_ranges(earlier)
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
