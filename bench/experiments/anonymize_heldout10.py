"""Builds bench/data/anonymize_heldout10.jsonl, the TENTH held-out set of the anonymiser (v10), measured by
`bench/anonymize_heldout.py --set v10`. Written on 2026-11-29 (05:02-05:15 UTC, helper heldout10) after v9 was
spent; never tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py (its head: places and seeds), the nine earlier builders (to
keep their record format and groups, import their helpers and avoid their forms, hosts, locales and values; v9's
in full, the others' constants and helpers), tests/test_anonymize_heldout.py. It did not open ../shared/README.md nor docs/chat-exports.md. No public
source was searched: the national conventions below are written from memory and each form's `source` names the
document that states the convention. It did NOT read the rule modules (disentangle/privacy/), the release
validator or auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy
tests, nor docs/privacy.md (not even its first section). The anonymiser was never
run on a plant, nor `disentangle extract`, nor the harness on this set.

v10 keeps v5-v9's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and differs in METHOD:

- THE CHANNELS' OTHER LANGUAGES (`LANGS`): Spanish, Brazilian Portuguese, German, French, Russian, Italian, Polish,
  Turkish, Indonesian and Hindi in Latin script. Every plant's carrier phrase is written here in one of them
  ("mi correo es ...", "meu zap é ...", "ruf mich unter ... an", "mon numéro : ...", "мой номер ...", "la mia
  email è ...", "mój numer ...", "numaram ...", "nomor saya ...", "mera number ... hai"), every form carries its
  `lang` and each language holds plants of every kind.
- NATIONAL WRITTEN CONVENTIONS for the values: phone numbers as each country writes them (German `030 12345678`,
  `0171/1234567`, `+49 (0)30 ...`; French `06 12 34 56 78`; Spanish `612 34 56 78`; Brazilian `(11) 91234-5678`;
  Russian `8 (912) 345-67-89`; Italian `347 123 4567`; Polish `512 345 678`; Turkish `0532 123 45 67`;
  Indonesian `0812-3456-7890`; Indian `98765 43210`), each `phonenumbers`-valid for its region; IBANs of those
  countries in their paper form (groups of four); cards as the countries' banks emboss them (4-4-4-4), labelled
  by bank and network; e-mail addresses at the countries' providers with local parts from names of the language,
  diacritics transliterated as people of that language do (German ü -> ue, Turkish ş -> s, Polish ł -> l,
  Russian by the passport transliteration); passwords and Wi-Fi keys said in the language ("senha:", "Passwort:",
  "contraseña:", "пароль:", "hasło:", "şifre:", "kata sandi:", a Fritz!Box's 20-digit WLAN-Schlüssel); home paths
  with the language's folder names (`/home/jürgen/Schreibtisch`, `C:\\Users\\José\\Escritorio`); MACs and IP
  addresses in sentences of the language. Each form's `source` names the convention's document (a national
  numbering plan, Wikipedia's "National conventions for writing telephone numbers", ISO 13616, ...).
- POSITIONS (`POSITIONS`, each form tagged): inside a sentence, at its start, after a colon, before a full stop,
  before a question mark, and inside the language's own punctuation (Spanish ¿...?, French spaces before `:` and
  `?`, German „...“, Russian «...»).
- HOSTS: v9's three pools (the #ubuntu days of the annotated corpus the earlier sets used least, the shared irclogs
  days, new-channels), none a line of v1-v9; the phrase is appended after the host's words or put at a word
  boundary, in turn.
- VALUES FROM LOCALES NONE USED where the generators have them: people from Faker's de_DE, fr_FR and ru_RU and
  mimesis' es, pt-br, it, pl and tr (no earlier set drew from them); Indonesian and Indian names from Faker's id_ID
  and en_IN (the only Latin-script generators of those languages, used by v3 and v6; their English names left out,
  every value still checked fresh against v1-v9); phone numbers of the languages' regions (most were used before: the brief allows new
  number ranges instead, the last digits redrawn); IBAN countries of the languages, least used first; card
  ranges labelled by bank none named; seeded `random.Random`.
- NICKS that speak in the host day's own log, addressed in the language ("gracias nick", "danke nick!",
  "спасибо nick", "nick: ¿tienes ...?").
- Exports: Discord / Slack / Telegram mentions in messages of these languages in the places the readers read,
  and side channels in them (a Discord group DM "Familia ...", a Slack DM partner with a Portuguese status, a
  Slack channel named after two people in German, a Telegram group "Семья ..." title, an export under a home
  folder with a non-ASCII name).

    python bench/experiments/anonymize_heldout10.py   # rewrites bench/data/anonymize_heldout10.jsonl
    (needs Faker, mimesis 22.2.0, phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import functools
import ipaddress
import random
import re
import sys
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: the earlier builders
from experiments import anonymize_heldout as first  # noqa: E402 -- v1's Host, Luhn, writer, placing
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record, nick keys
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct, iban_value, TRANSLIT
from experiments import anonymize_heldout6 as sixth  # noqa: E402 -- Draws (tokens), grouped
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks, earlier values

Person, Host = fifth.Person, first.Host

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout10.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl"
                     for n in ("", "2", "3", "4", "5", "6", "7", "8", "9"))
SEED = 10101
EXPORT_SEED = 10202
PER_KIND = 48
REAL_UNPLANTED = 500
PEOPLE_PER_PLATFORM = 10
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

# ------------------------------------------------------------------------------- the languages and conventions

WIKI_PHONE = "https://en.wikipedia.org/wiki/National_conventions_for_writing_telephone_numbers"


@dataclass(frozen=True)
class Lang:
    """A language of the channels: its people's generator, its countries' phone regions (number type), providers,
    IBAN countries, a card label and range, its home folder, the documents of its conventions."""

    code: str
    people: tuple[str, str]                 # ("faker" | "mimesis", locale)
    phones: tuple[tuple[str, str], ...]     # (region, number type)
    domains: tuple[str, ...]
    ibans: tuple[str, ...]
    card: tuple[str, str]                   # (bank_network label, IIN prefix), 16 digits
    folder: str                             # the desktop folder's name in the language
    phone_doc: str
    v4: tuple[str, ...]                     # /16s of the country's access networks
    v6: str                                 # a prefix of them
    oui: str                                # a home router vendor's OUI sold there


LANGS = {
    "es": Lang("es", ("mimesis", "es"), (("ES", "MOBILE"), ("MX", "MOBILE"), ("GT", "MOBILE"), ("HN", "MOBILE")),
               ("terra.es", "movistar.es", "yahoo.es"), ("ES", "AD"), ("servired_visa", "494012"), "Escritorio",
               f"{WIKI_PHONE}#Spain and https://www.cnmc.es (Plan Nacional de Numeración, 9 digits in 3-2-2-2)",
               ("83.44", "88.27"), "2a0c:5a80", "c8:b4:22"),
    "pt": Lang("pt", ("mimesis", "pt-br"), (("BR", "MOBILE"), ("PT", "MOBILE"), ("MZ", "MOBILE")),
               ("bol.com.br", "ig.com.br", "globo.com"), ("BR", "PT"), ("nubank_mastercard", "516292"),
               "Área de Trabalho",
               f"{WIKI_PHONE}#Brazil and https://www.gov.br/anatel (Plano de Numeração, (DDD) 9XXXX-XXXX)",
               ("177.95", "189.34"), "2804:431", "a4:33:d7"),
    "de": Lang("de", ("faker", "de_DE"), (("DE", "FIXED_LINE"), ("DE", "MOBILE"), ("AT", "MOBILE"), ("CH", "MOBILE")),
               ("gmx.de", "t-online.de", "freenet.de"), ("DE", "AT", "CH", "LI"), ("sparkasse_visa", "455600"),
               "Schreibtisch",
               "DIN 5008 and https://www.bundesnetzagentur.de (Nummernplan; 030 12345678, 0171/1234567, +49 (0)30)",
               ("87.123", "93.199"), "2a02:3032", "3c:a6:2f"),
    "fr": Lang("fr", ("faker", "fr_FR"), (("FR", "MOBILE"), ("BE", "MOBILE"), ("LU", "MOBILE")),
               ("wanadoo.fr", "sfr.fr", "neuf.fr"), ("FR", "BE", "LU", "MC"), ("cb_visa_bnp", "497010"), "Bureau",
               f"{WIKI_PHONE}#France and https://www.arcep.fr (plan de numérotation, 06 12 34 56 78)",
               ("90.45", "86.247"), "2a01:cb00", "f4:ca:e5"),
    "ru": Lang("ru", ("faker", "ru_RU"), (("RU", "MOBILE"), ("BY", "MOBILE")),
               ("rambler.ru", "bk.ru", "list.ru"), ("RU", "BY", "KZ"), ("sberbank_visa", "427638"), "Рабочий стол",
               f"{WIKI_PHONE}#Russia (8 (912) 345-67-89, the trunk 8 and the code in brackets)",
               ("95.24", "178.66"), "2a00:1fa0", "e0:d3:62"),
    "it": Lang("it", ("mimesis", "it"), (("IT", "MOBILE"), ("SM", "MOBILE")),
               ("virgilio.it", "tin.it", "email.it"), ("IT", "SM", "VA"), ("nexi_mastercard", "525599"), "Scrivania",
               f"{WIKI_PHONE}#Italy and https://www.agcom.it (piano di numerazione, 347 123 4567)",
               ("93.44", "151.38"), "2001:b07", "00:1f:9f"),
    "pl": Lang("pl", ("mimesis", "pl"), (("PL", "MOBILE"), ("PL", "FIXED_LINE")),
               ("gazeta.pl", "op.pl", "tlen.pl"), ("PL",), ("pko_visa", "424671"), "Pulpit",
               f"{WIKI_PHONE}#Poland and https://www.uke.gov.pl (plan numeracji, 512 345 678)",
               ("83.26", "89.64"), "2a02:a31", "18:a6:f7"),
    "tr": Lang("tr", ("mimesis", "tr"), (("TR", "MOBILE"), ("CY", "MOBILE")),
               ("mynet.com", "ttmail.com", "superonline.com"), ("TR", "CY"), ("ziraat_bankkart", "540134"),
               "Masaüstü",
               f"{WIKI_PHONE}#Turkey and https://www.btk.gov.tr (numaralandırma planı, 0532 123 45 67)",
               ("88.240", "85.105"), "2a02:e0", "dc:53:7c"),
    "id": Lang("id", ("faker", "id_ID"), (("ID", "MOBILE"),),
               ("telkom.net", "plasa.com", "centrin.net.id"), ("NL",), ("bca_gpn", "601900"), "Dokumen",
               f"{WIKI_PHONE}#Indonesia and https://www.kominfo.go.id (rencana penomoran, 0812-3456-7890)",
               ("36.72", "114.124"), "2400:9800", "e8:65:d4"),
    "hi": Lang("hi", ("faker", "en_IN"), (("IN", "MOBILE"),),
               ("sify.com", "indiatimes.com", "vsnl.net"), ("IE",), ("sbi_rupay_classic", "652150"), "Desktop",
               f"{WIKI_PHONE}#India and https://dot.gov.in (National Numbering Plan, 98765 43210)",
               ("117.201", "106.213"), "2409:4042", "50:c7:bf"),
}
ISO13616 = "ISO 13616-1:2020 (the IBAN's paper form: groups of four, a space between) and the bank's IBAN page"
CARD_DOC = "ISO/IEC 7812-1 (issuer identification numbers, Luhn) and the issuing bank's card page (4-4-4-4 embossing)"
EMAIL_DOC = "https://en.wikipedia.org/wiki/Email_address (local parts; names transliterated as the language does)"
RFC791 = "RFC 791 (dotted-quad IPv4) in a sentence of the language"
RFC5952 = "RFC 5952 (IPv6 text representation) in a sentence of the language"
IEEE802 = "IEEE Std 802-2014 (EUI-48 written as six hex pairs) in a sentence of the language"
FRITZ = "https://avm.de/service/wissensdatenbank/ (the Fritz!Box's WLAN-Netzwerkschlüssel: 20 digits on its label)"
TG_BOT = "https://core.telegram.org/bots/features#botfather (a bot token: the bot's id, a colon, 35 characters)"
PASSWORD_DOC = "https://en.wikipedia.org/wiki/Password (a typed password said in the language)"
MACOS_USERS = ("https://support.apple.com/guide/mac-help/ (/Users/<user>; Finder shows Bureau, the path keeps "
               "Desktop)")
FHS = "Filesystem Hierarchy Standard 3.0 (/home/<user>) and XDG Base Directory user-dirs in the language's names"
WIN_USERS = "https://learn.microsoft.com/en-us/windows/client-management/ (C:\\Users\\<user>, localized folders)"
IRC_DOC = "RFC 2812 (IRC nicknames) addressed the way the language thanks or asks"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-middle", "sentence-start", "after-colon", "before-full-stop", "before-question",
             "national-punctuation")


@dataclass(frozen=True)
class Form:
    """One carrier phrase: its name, the line with `⟦…⟧` around the value, the convention's document, where the
    value stands (`POSITIONS`), its language, and which spelling of the value it takes."""

    name: str
    line: str
    source: str
    position: str
    lang: str
    spell: str = "v"


def forms(lang: str, source: str, *rows: tuple) -> tuple[Form, ...]:
    return tuple(Form(row[0], row[1], source, row[2], lang, *row[3:]) for row in rows)


def phone_doc(lang: str) -> str:
    return LANGS[lang].phone_doc


# --------------------------------------------------------------------------------------- the forms
# `{v}` the value (or the form's `spell`); `{n}` a name; `{first}`; `{u}` a login
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms("es", EMAIL_DOC, ("es-mi-correo-es", "si quieres te paso los logs, mi correo es ⟦{v}⟧ y lo miro "
                                 "mañana", "sentence-middle")),
        *forms("pt", EMAIL_DOC, ("pt-manda-pro-meu-email", "manda pro meu email: ⟦{v}⟧", "after-colon")),
        *forms("de", EMAIL_DOC, ("de-schreib-mir-an", "schreib mir einfach an ⟦{v}⟧.", "before-full-stop")),
        *forms("fr", EMAIL_DOC, ("fr-mon-adresse-espace-deux-points", "mon adresse mail : ⟦{v}⟧ , envoie-moi le "
                                 "dmesg", "national-punctuation")),
        *forms("ru", EMAIL_DOC, ("ru-pishi-na-pochtu", "пиши на почту «⟦{v}⟧», скину конфиг",
                                 "national-punctuation")),
        *forms("it", EMAIL_DOC, ("it-la-mia-email-e", "la mia email è ⟦{v}⟧ se serve", "sentence-middle")),
        *forms("pl", EMAIL_DOC, ("pl-moj-mail-to", "⟦{v}⟧ to mój mail, napisz jak coś", "sentence-start")),
        *forms("tr", EMAIL_DOC, ("tr-mail-adresim", "mail adresim ⟦{v}⟧, oradan yazın", "sentence-middle")),
        *forms("id", EMAIL_DOC, ("id-email-saya", "email saya ⟦{v}⟧ ya?", "before-question")),
        *forms("hi", EMAIL_DOC, ("hi-mera-email-hai", "mera email ⟦{v}⟧ hai, wahan bhej do", "sentence-middle"))),
    "phone": (
        *forms("es", phone_doc("es"), ("es-llamame-al", "¿me llamas al ⟦{v}⟧ esta tarde?", "national-punctuation")),
        *forms("pt", phone_doc("pt"), ("pt-meu-zap-e", "meu zap é ⟦{v}⟧, me chama lá", "sentence-middle")),
        *forms("de", phone_doc("de"), ("de-ruf-mich-unter-an", "ruf mich unter ⟦{v}⟧ an", "sentence-middle"),
               ("de-handy-slash", "Handy: ⟦{slash}⟧", "after-colon", "slash"),
               ("de-trunk-in-brackets", "erreichbar unter ⟦{trunk}⟧.", "before-full-stop", "trunk")),
        *forms("fr", phone_doc("fr"), ("fr-mon-numero-espace", "mon numéro : ⟦{v}⟧", "national-punctuation")),
        *forms("ru", phone_doc("ru"), ("ru-moy-nomer", "мой номер ⟦{v}⟧, звони после шести", "sentence-middle")),
        *forms("it", phone_doc("it"), ("it-chiamami-al", "chiamami al ⟦{v}⟧.", "before-full-stop")),
        *forms("pl", phone_doc("pl"), ("pl-moj-numer", "mój numer: ⟦{v}⟧", "after-colon")),
        *forms("tr", phone_doc("tr"), ("tr-numaram", "⟦{v}⟧ numaram, whatsapp'tan yaz", "sentence-start")),
        *forms("id", phone_doc("id"), ("id-nomor-saya", "nomor saya ⟦{v}⟧ bisa wa?", "before-question")),
        *forms("hi", phone_doc("hi"), ("hi-mera-number-hai", "mera number ⟦{v}⟧ hai, call kar lena",
                                       "sentence-middle"))),
    "ipv4": (
        *forms("es", RFC791, ("es-mi-ip-publica", "¿por qué mi IP pública ⟦{v}⟧ sale en la lista negra?",
                              "national-punctuation")),
        *forms("pt", RFC791, ("pt-meu-ip-e", "o ip do meu servidor é ⟦{v}⟧.", "before-full-stop")),
        *forms("de", RFC791, ("de-meine-ip-lautet", "meine öffentliche IP lautet „⟦{v}⟧“", "national-punctuation")),
        *forms("fr", RFC791, ("fr-mon-ip-est", "mon IP fixe chez moi : ⟦{v}⟧", "after-colon")),
        *forms("ru", RFC791, ("ru-moy-ip", "⟦{v}⟧ — это мой внешний IP", "sentence-start")),
        *forms("it", RFC791, ("it-il-mio-ip", "il mio ip è ⟦{v}⟧, prova a pingarlo", "sentence-middle")),
        *forms("pl", RFC791, ("pl-moje-ip-to", "moje IP to ⟦{v}⟧?", "before-question")),
        *forms("tr", RFC791, ("tr-ip-adresim", "sunucumun ip adresi ⟦{v}⟧, ssh açık", "sentence-middle")),
        *forms("id", RFC791, ("id-ip-rumah-saya", "ip rumah saya: ⟦{v}⟧", "after-colon")),
        *forms("hi", RFC791, ("hi-mera-ip-hai", "mera public ip ⟦{v}⟧ hai", "sentence-middle"))),
    "ipv6": (
        *forms("es", RFC5952, ("es-mi-ipv6-es", "mi IPv6 es ⟦{v}⟧, ¿la ves?", "sentence-middle")),
        *forms("pt", RFC5952, ("pt-meu-ipv6", "meu ipv6: ⟦{v}⟧", "after-colon")),
        *forms("de", RFC5952, ("de-ipv6-adresse-vom-router", "die IPv6-Adresse vom Router ist ⟦{v}⟧.",
                               "before-full-stop")),
        *forms("fr", RFC5952, ("fr-mon-ipv6-question", "c'est normal que mon IPv6 soit ⟦{v}⟧ ?",
                               "national-punctuation")),
        *forms("ru", RFC5952, ("ru-moy-ipv6", "мой IPv6 «⟦{v}⟧» не пингуется", "national-punctuation")),
        *forms("it", RFC5952, ("it-indirizzo-ipv6", "⟦{v}⟧ è l'indirizzo IPv6 del mio server", "sentence-start")),
        *forms("pl", RFC5952, ("pl-moj-adres-ipv6", "mój adres IPv6 to ⟦{v}⟧", "sentence-middle")),
        *forms("tr", RFC5952, ("tr-ipv6-adresim", "ipv6 adresim ⟦{v}⟧ mi?", "before-question")),
        *forms("id", RFC5952, ("id-alamat-ipv6", "alamat ipv6 server saya ⟦{v}⟧.", "before-full-stop")),
        *forms("hi", RFC5952, ("hi-ipv6-hai", "yeh mera ipv6 hai: ⟦{v}⟧", "after-colon"))),
    "mac": (
        *forms("es", IEEE802, ("es-la-mac-de-mi-portatil", "la MAC de mi portátil es ⟦{v}⟧", "sentence-middle")),
        *forms("pt", IEEE802, ("pt-mac-do-meu-note", "o mac do meu note: ⟦{v}⟧", "after-colon")),
        *forms("de", IEEE802, ("de-mac-adresse-meines", "die MAC-Adresse meines Laptops ist ⟦{upper}⟧.",
                               "before-full-stop", "upper")),
        *forms("fr", IEEE802, ("fr-adresse-mac-espace", "adresse MAC de mon PC : ⟦{v}⟧", "national-punctuation")),
        *forms("ru", IEEE802, ("ru-mak-adres", "мак-адрес моего ноутбука ⟦{v}⟧, роутер его не пускает",
                               "sentence-middle")),
        *forms("it", IEEE802, ("it-il-mac-del-mio", "il MAC del mio telefono è ⟦{upper}⟧?", "before-question",
                               "upper")),
        *forms("pl", IEEE802, ("pl-adres-mac", "⟦{v}⟧ to adres MAC mojej karty", "sentence-start")),
        *forms("tr", IEEE802, ("tr-mac-adresim", "laptopumun mac adresi ⟦{dash}⟧", "sentence-middle", "dash")),
        *forms("id", IEEE802, ("id-mac-laptop-saya", "mac laptop saya: ⟦{v}⟧", "after-colon")),
        *forms("hi", IEEE802, ("hi-mera-mac-hai", "mere laptop ka mac ⟦{v}⟧ hai", "sentence-middle"))),
    "secret": (
        *forms("es", PASSWORD_DOC, ("es-contrasena", "contraseña: ⟦{pw}⟧", "after-colon")),
        *forms("pt", PASSWORD_DOC, ("pt-senha-do-wifi", "a senha do wifi é ⟦{pw}⟧", "sentence-middle")),
        *forms("de", PASSWORD_DOC, ("de-passwort-lautet", "das Passwort lautet „⟦{pw}⟧“", "national-punctuation")),
        *forms("de", FRITZ, ("de-wlan-schluessel-fritzbox", "WLAN-Schlüssel von der Fritzbox: ⟦{fritz}⟧",
                             "after-colon")),
        *forms("fr", PASSWORD_DOC, ("fr-mot-de-passe-espace", "mot de passe : ⟦{pw}⟧", "national-punctuation")),
        *forms("ru", PASSWORD_DOC, ("ru-parol", "пароль ⟦{pw}⟧, логин {u}", "sentence-middle")),
        *forms("ru", TG_BOT, ("ru-token-bota", "токен бота: ⟦{tgbot}⟧", "after-colon")),
        *forms("it", PASSWORD_DOC, ("it-la-password-e", "la password è ⟦{pw}⟧.", "before-full-stop")),
        *forms("pl", PASSWORD_DOC, ("pl-haslo", "hasło: ⟦{pw}⟧", "after-colon")),
        *forms("tr", PASSWORD_DOC, ("tr-sifre", "⟦{pw}⟧ şifrem bu, root için", "sentence-start")),
        *forms("id", PASSWORD_DOC, ("id-kata-sandi", "kata sandi wifi saya ⟦{pw}⟧ kan?", "before-question")),
        *forms("hi", PASSWORD_DOC, ("hi-password-hai", "mera password ⟦{pw}⟧ hai", "sentence-middle"))),
    "home_path": (
        *forms("es", WIN_USERS, ("es-windows-escritorio", "lo guardé en ⟦{winpath}⟧", "sentence-middle", "winpath")),
        *forms("pt", FHS, ("pt-area-de-trabalho", "o arquivo tá em /home/⟦{u}⟧/Área de Trabalho/backup.tar",
                           "sentence-middle")),
        *forms("de", FHS, ("de-schreibtisch", "liegt unter /home/⟦{u}⟧/Schreibtisch.", "before-full-stop")),
        *forms("fr", FHS, ("fr-bureau", "le script est dans /home/⟦{u}⟧/Bureau ?", "national-punctuation")),
        *forms("fr", MACOS_USERS, ("fr-macos-users-desktop", "sur mon Mac : /Users/⟦{u}⟧/Desktop/capture.png",
                                   "after-colon")),
        *forms("ru", FHS, ("ru-rabochiy-stol", "файл лежит в /home/⟦{u}⟧/Рабочий стол", "sentence-middle")),
        *forms("it", FHS, ("it-scrivania", "/home/⟦{u}⟧/Scrivania è la cartella giusta?", "sentence-start")),
        *forms("pl", FHS, ("pl-pulpit", "zapisałem w /home/⟦{u}⟧/Pulpit", "sentence-middle")),
        *forms("tr", FHS, ("tr-masaustu", "dosya: /home/⟦{u}⟧/Masaüstü/kurulum.sh", "after-colon")),
        *forms("id", WIN_USERS, ("id-windows-dokumen", "ada di ⟦{winpath}⟧ kok", "sentence-middle", "winpath")),
        *forms("hi", FHS, ("hi-desktop-par-hai", "file /home/⟦{u}⟧/Desktop par hai", "sentence-middle"))),
    "nick": (
        *forms("es", IRC_DOC, ("es-gracias-nick", "gracias ⟦{v}⟧, ya funciona", "sentence-middle"),
               ("es-nick-tienes", "⟦{v}⟧: ¿tienes el mismo error?", "sentence-start")),
        *forms("pt", IRC_DOC, ("pt-obrigado-nick", "valeu ⟦{v}⟧, obrigado!", "sentence-middle")),
        *forms("de", IRC_DOC, ("de-danke-nick", "danke ⟦{v}⟧!", "sentence-middle")),
        *forms("fr", IRC_DOC, ("fr-merci-nick", "merci ⟦{v}⟧ !", "national-punctuation")),
        *forms("ru", IRC_DOC, ("ru-spasibo-nick", "спасибо ⟦{v}⟧, помогло", "sentence-middle")),
        *forms("it", IRC_DOC, ("it-grazie-nick", "grazie mille ⟦{v}⟧.", "before-full-stop")),
        *forms("pl", IRC_DOC, ("pl-dzieki-nick", "dzięki ⟦{v}⟧, działa", "sentence-middle")),
        *forms("tr", IRC_DOC, ("tr-sag-ol-nick", "sağ ol ⟦{v}⟧", "sentence-middle")),
        *forms("id", IRC_DOC, ("id-makasih-nick", "makasih ⟦{v}⟧?", "before-question")),
        *forms("hi", IRC_DOC, ("hi-shukriya-nick", "shukriya ⟦{v}⟧ bhai", "sentence-middle"))),
    "card": (
        *forms("es", CARD_DOC, ("es-numero-de-tarjeta", "el número de mi tarjeta es ⟦{grouped}⟧", "sentence-middle",
                                "grouped")),
        *forms("pt", CARD_DOC, ("pt-numero-do-cartao", "número do cartão: ⟦{grouped}⟧ validade {mm}/{yy}",
                                "after-colon", "grouped")),
        *forms("de", CARD_DOC, ("de-kartennummer", "Kartennummer „⟦{grouped}⟧“, gültig bis {mm}/{yy}",
                                "national-punctuation", "grouped")),
        *forms("fr", CARD_DOC, ("fr-numero-de-carte", "numéro de carte : ⟦{grouped}⟧", "national-punctuation",
                                "grouped")),
        *forms("ru", CARD_DOC, ("ru-nomer-karty", "номер карты ⟦{grouped}⟧, переведи туда", "sentence-middle",
                                "grouped")),
        *forms("it", CARD_DOC, ("it-numero-carta", "⟦{num}⟧ è il numero della mia carta", "sentence-start",
                                "num")),
        *forms("pl", CARD_DOC, ("pl-numer-karty", "numer karty: ⟦{grouped}⟧.", "before-full-stop", "grouped")),
        *forms("tr", CARD_DOC, ("tr-kart-numaram", "kart numaram ⟦{grouped}⟧ mi yanlış?", "before-question",
                                "grouped")),
        *forms("id", CARD_DOC, ("id-nomor-kartu", "nomor kartu saya ⟦{grouped}⟧", "sentence-middle", "grouped")),
        *forms("hi", CARD_DOC, ("hi-card-number-hai", "mera card number ⟦{grouped}⟧ hai", "sentence-middle",
                                "grouped"))),
    "iban": (
        *forms("es", ISO13616, ("es-mi-iban-es", "mi IBAN es ⟦{spaced}⟧, hazme la transferencia", "sentence-middle",
                                "spaced")),
        *forms("pt", ISO13616, ("pt-meu-iban", "meu IBAN: ⟦{spaced}⟧", "after-colon", "spaced")),
        *forms("de", ISO13616, ("de-ueberweis-auf", "überweis es bitte auf ⟦{spaced}⟧.", "before-full-stop",
                                "spaced")),
        *forms("fr", ISO13616, ("fr-mon-rib-iban", "mon IBAN : ⟦{spaced}⟧", "national-punctuation", "spaced")),
        *forms("ru", ISO13616, ("ru-moy-iban", "мой IBAN ⟦{v}⟧, для перевода", "sentence-middle")),
        *forms("it", ISO13616, ("it-il-mio-iban", "⟦{spaced}⟧ è il mio IBAN", "sentence-start", "spaced")),
        *forms("pl", ISO13616, ("pl-numer-konta-iban", "numer konta (IBAN) ⟦{spaced}⟧", "sentence-middle",
                                "spaced")),
        *forms("tr", ISO13616, ("tr-iban-numaram", "IBAN numaram ⟦{spaced}⟧ doğru mu?", "before-question",
                                "spaced")),
        *forms("id", ISO13616, ("id-iban-rekening-belanda", "IBAN rekening Belanda saya ⟦{spaced}⟧",
                                "sentence-middle", "spaced")),
        *forms("hi", ISO13616, ("hi-irish-account-ka-iban", "mere Irish account ka IBAN ⟦{v}⟧ hai",
                                "sentence-middle"))),
}

# values that identify no one, said in the languages (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("grub", "apt", "nano", "ufw", "snap")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms("es", NEG + "112_(emergency_telephone_number)", ("es-emergencias-112", "en España el número de "
                                                            "emergencias es el ⟦112⟧", "")),
    *forms("de", NEG + "112_(emergency_telephone_number)", ("de-notruf-112", "im Notfall ⟦112⟧ anrufen", ""),
           ("de-polizei-110", "die Polizei erreichst du unter ⟦110⟧", "")),
    *forms("fr", NEG + "Emergency_telephone_number", ("fr-samu-15", "le SAMU c'est le ⟦15⟧ en France", ""),
           ("fr-pompiers-18", "les pompiers : ⟦18⟧", "")),
    *forms("ru", NEG + "Emergency_telephone_number", ("ru-skoraya-103", "скорая помощь — ⟦103⟧", "")),
    *forms("it", NEG + "112_(emergency_telephone_number)", ("it-numero-unico-112", "il numero unico è il ⟦112⟧",
                                                            "")),
    *forms("tr", NEG + "Emergency_telephone_number", ("tr-acil-112", "acil durumda ⟦112⟧ ara", "")),
    *forms("id", NEG + "Emergency_telephone_number", ("id-polisi-110", "nomor polisi ⟦110⟧", "")),
    *forms("hi", NEG + "Emergency_telephone_number", ("hi-ambulance-108", "ambulance ke liye ⟦108⟧ dial karo", "")),
    *forms("pl", NEG + "Emergency_telephone_number", ("pl-pogotowie-999", "pogotowie to ⟦999⟧", "")),
    *forms("de", "RFC 5737 (IPv4 documentation blocks)", ("de-doku-ip", "in der Doku steht ⟦192.0.2.10⟧ als "
                                                          "Beispiel", ""),
           ("de-version-four-part", "⟦Version 1.2.3.4⟧ ist installiert", "")),
    *forms("es", "RFC 5737 (IPv4 documentation blocks)", ("es-ip-ejemplo", "la IP de ejemplo ⟦203.0.113.7⟧ no "
                                                          "existe", "")),
    *forms("fr", "RFC 3849 (IPv6 documentation prefix)", ("fr-ipv6-doc", "l'adresse ⟦2001:db8::1⟧ est un exemple",
                                                           "")),
    *forms("ru", "RFC 1918 (private address space)", ("ru-router-192", "роутер на ⟦192.168.0.1⟧", "")),
    *forms("it", "RFC 1918 (private address space)", ("it-gateway-10", "il gateway è ⟦10.0.0.1⟧", "")),
    *forms("pt", "RFC 6761 (localhost)", ("pt-localhost", "roda em ⟦localhost⟧:8080", ""),
           ("pt-loopback", "aponta pra ⟦127.0.0.1⟧", "")),
    *forms("pl", "RFC 4291 (IPv6 loopback and link-local)", ("pl-ipv6-loopback", "adres ⟦::1⟧ to loopback", ""),
           ("pl-link-local", "mam tylko ⟦fe80::1⟧", "")),
    *forms("tr", "RFC 2606 (example domains)", ("tr-ornek-mail", "örnek adres ⟦kullanici@example.com⟧", "")),
    *forms("id", "RFC 2606 (example domains)", ("id-contoh-email", "contoh email ⟦nama@example.org⟧", "")),
    *forms("hi", "RFC 2606 (example domains)", ("hi-example-email", "jaise ⟦user@example.net⟧", "")),
    *forms("de", "DIN 5008 (dates written 29.11.2026)", ("de-datum", "seit dem ⟦29.11.2026⟧ geht es nicht", ""),
           ("de-preis-euro", "kostet ⟦12,50 €⟧", ""), ("de-dezimalkomma", "Faktor ⟦3,14⟧", "")),
    *forms("fr", "https://www.imprimerienationale.fr (French typography: decimal comma, thin spaces)",
           ("fr-prix", "ça coûte ⟦49,99 €⟧", ""), ("fr-date", "depuis le ⟦28/11/2026⟧", "")),
    *forms("es", "https://www.rae.es (Ortografía: fechas y decimales)", ("es-fecha", "desde el ⟦28/11/2026⟧", ""),
           ("es-precio", "me costó ⟦19,90 €⟧", "")),
    *forms("ru", "GOST R 7.0.97-2016 (dates 29.11.2026)", ("ru-data", "с ⟦29.11.2026⟧ не грузится", "")),
    *forms("pt", "https://www.gov.br (R$ prices)", ("pt-preco-reais", "paguei ⟦R$ 1.299,00⟧", "")),
    *forms("it", "https://www.mef.gov.it (prices)", ("it-prezzo", "costa ⟦29,90 €⟧", "")),
    *forms("tr", "https://www.tdk.gov.tr (dates)", ("tr-tarih", "⟦29.11.2026⟧ tarihinden beri", "")),
    *forms("pl", "https://www.rjp.pan.pl (dates)", ("pl-data", "od ⟦29.11.2026⟧ nie działa", "")),
    *forms("id", "https://en.wikipedia.org/wiki/Indonesian_rupiah (prices)", ("id-harga", "harganya ⟦Rp 150.000⟧",
                                                                             "")),
    *forms("hi", "https://en.wikipedia.org/wiki/Indian_numbering_system", ("hi-lakh", "⟦1,50,000⟧ rupaye ka laptop",
                                                                          "")),
    *forms("es", "ISO 13616-1:2020 (check digits 00 are never valid)", ("es-iban-ceros", "IBAN de ejemplo "
                                                                        "⟦ES00 0000 0000 0000 0000 0000⟧", "")),
    *forms("de", "https://docs.stripe.com/testing (test cards)", ("de-testkarte", "Testkarte "
                                                                  "⟦4242 4242 4242 4242⟧", "")),
    *forms("es", "Ubuntu package names", ("word-nick", "reinstala ⟦grub⟧ desde el live", ""),
           ("word-nick", "usa ⟦apt⟧ en vez de apt-get", "")),
    *forms("de", "Ubuntu package names", ("word-nick", "mit ⟦nano⟧ die Datei bearbeiten", "")),
    *forms("pt", "Ubuntu package names", ("word-nick", "ativa o ⟦ufw⟧ primeiro", "")),
    *forms("fr", "Ubuntu package names", ("word-nick", "installe-le avec ⟦snap⟧ ", "")),
    *forms("ru", "Filesystem Hierarchy Standard 3.0", ("ru-etc-skel", "скопируй из ⟦/etc/skel⟧", "")),
    *forms("it", "Filesystem Hierarchy Standard 3.0", ("it-root-home", "la home di root è ⟦/root⟧", "")),
    *forms("pl", "IEEE Std 802-2014 (broadcast address)", ("pl-broadcast-mac", "adres rozgłoszeniowy "
                                                          "⟦ff:ff:ff:ff:ff:ff⟧", "")),
    *forms("tr", "RFC 7042 (documentation EUI-48)", ("tr-doc-mac", "örnek MAC ⟦00:00:5e:00:53:01⟧", "")),
)

# ordinary technical text of the languages with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("de-pruefsumme", "https://wiki.ubuntuusers.de/Prüfsummen/ (German checksum lines)",
     "Prüfsumme stimmt: {hex:64}  ubuntu-24.04.1-desktop-amd64.iso"),
    ("es-uuid-particion", "https://help.ubuntu.com/community/UsingUUID (UUID in a Spanish sentence)",
     "el UUID de la partición es {uuid}"),
    ("fr-commit", "https://git-scm.com/book/fr/v2 (Pro Git in French: commit hashes)",
     "le commit {hex:40} casse le build"),
    ("ru-kontrolnaya-summa", "https://help.ubuntu.com/community/HowToSHA256SUM (a sum quoted in Russian)",
     "контрольная сумма {hex:64} совпадает"),
    ("it-container-id", "https://docs.docker.com/reference/cli/docker/container/ls/ (container ids)",
     "il container {hex:12} si riavvia di continuo"),
    ("pt-id-da-maquina", "machine-id(5) (a 32-hex machine id quoted in Portuguese)",
     "o machine-id é {hex:32}, mudei depois de clonar"),
    ("pl-suma-md5", "deb-md5sums(5) (an md5 quoted in Polish)", "suma md5 pliku: {hex:32}"),
    ("tr-disk-uuid", "blkid(8) (a UUID quoted in Turkish)", "diskin UUID'si {uuid} olarak görünüyor"),
    ("id-hash-commit-pendek", "git-rev-parse(1) (short commit hashes)", "sudah saya revert ke commit {hex:7}"),
    ("hi-image-id", "https://docs.docker.com/reference/cli/docker/image/ls/ (image ids)",
     "image id {hex:12} hai, purana wala delete kar do"),
    ("de-boot-id", "proc(5) (boot_id quoted in German)", "die boot_id ist {uuid}, also kein Neustart"),
    ("es-sha1-paquete", "deb-control(5) (a package's SHA1 quoted in Spanish)", "el SHA1 del paquete: {hex:40}"),
    ("fr-partuuid", "blkid(8) (PARTUUID quoted in French)", "PARTUUID de la racine : {uuid}"),
)


# ----------------------------------------------------------------------------------------------- draws

FOLD = {"de": {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}, "tr": {"ı": "i", "İ": "i"}, "pl": {"ł": "l", "Ł": "l"}}


def translit(text: str, lang: str) -> str:
    """The name in ASCII as people of the language write it in an address (ü -> ue in German, ł -> l, Cyrillic by
    v5's table)."""
    low = "".join(FOLD.get(lang, {}).get(c, c) for c in text.lower())
    low = "".join(fifth.TRANSLIT.get(c, c) for c in low)
    return re.sub(r"[^a-z]", "", unicodedata.normalize("NFKD", low).encode("ascii", "ignore").decode())


class Draws(sixth.Draws):
    """v6's drawing helpers (tokens) with v10's seed and people of each language."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

    def person_of(self, lang: str, i: int) -> Person:
        key = (lang, i)
        if key not in self.people:
            self.people[key] = self.draw_person(lang, i)
        return self.people[key]

    def names(self, lang: str, attempt: int) -> tuple[str, str]:
        tool, locale = LANGS[lang].people
        if tool == "mimesis":
            from mimesis import Person as Mimesis
            from mimesis.enums import Gender
            person = Mimesis(locale, seed=SEED * 1000 + attempt)
            gender = Gender.MALE if attempt % 2 else Gender.FEMALE
            return person.first_name(gender=gender), person.last_name(gender=gender)
        if locale not in self.fakers:
            from faker import Faker
            self.fakers[locale] = Faker(locale)
            self.fakers[locale].seed_instance(f"{SEED}-{locale}")
        fake = self.fakers[locale]
        return fake.first_name(), fake.last_name()

    def draw_person(self, lang: str, i: int) -> Person:
        for attempt in range(MAX_DRAWS):
            first_name, last = self.names(lang, i * MAX_DRAWS + attempt)
            if " " in first_name or " " in last or "-" in last:
                continue
            if lang in ("id", "hi") and {first_name, last} & western():
                continue                                # en_IN and id_ID mix in English names: not these
            a_first, a_last = translit(first_name, lang), translit(last, lang)
            if (len(a_first) >= 3 and len(a_last) >= 4 and a_first != a_last
                    and not {first_name.lower(), last.lower(), a_first, a_last} & self.earlier
                    and self.fresh(f"{a_first}.{a_last}")):
                return Person(f"{first_name} {last}", first_name, last, a_first, a_last, lang)
        raise SystemExit(f"no fresh person of {lang}")


@functools.lru_cache(maxsize=1)
def western() -> frozenset[str]:
    """English first and last names (Faker's en_US lists), kept out of the Indonesian and Hindi speakers."""
    from faker.providers.person.en_US import Provider
    return frozenset(Provider.first_names) | frozenset(Provider.last_names)


def phone_value(draws: Draws, region: str, number_type: str) -> dict[str, str]:
    """A valid number of `region` (the example number's last digits redrawn) in its national spelling, and for
    German the slash and `+49 (0)` spellings (each checked valid for the region)."""
    import phonenumbers
    fmt = phonenumbers.PhoneNumberFormat
    example = phonenumbers.example_number_for_type(region, getattr(phonenumbers.PhoneNumberType, number_type))
    national = LONGER.get((region, number_type), phonenumbers.national_significant_number(example))
    for _ in range(MAX_DRAWS):
        head = national[:KEEP.get((region, number_type), 3)]   # the range's lead digits kept, the rest redrawn
        rest = draws.chars("123456789", 1) + draws.chars("0123456789", len(national) - len(head) - 1)
        parsed = phonenumbers.parse("+" + str(example.country_code) + head + rest)
        if not (phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region):
            continue
        spelled = phonenumbers.format_number(parsed, fmt.NATIONAL)
        if region == "IN":
            spelled = spelled.lstrip("0")              # Indians write the ten digits, 98765 43210
        intl = phonenumbers.format_number(parsed, fmt.INTERNATIONAL)
        code, _, rest = intl.partition(" ")
        area, _, subscriber = spelled.partition(" ")
        values = {"v": spelled, "slash": f"{area}/{subscriber.replace(' ', '')}", "trunk": f"{code} (0){rest}",
                  "e164": phonenumbers.format_number(parsed, fmt.E164)}
        checked = values.values() if region == "DE" else (values["v"],)
        if all(valid_in(v, region) for v in checked) and draws.fresh(values["e164"]):
            return values
    raise SystemExit(f"no valid {region} {number_type} number drawn")


LONGER = {("ID", "MOBILE"): "81234567890",       # Indonesian mobiles mostly 11 digits after the 0 (0812-3456-7890)
          ("DE", "FIXED_LINE"): "301234567"}     # Berlin: 030 + a 7-digit subscriber number
KEEP = {("DE", "FIXED_LINE"): 2, ("SM", "MOBILE"): 2, ("CY", "MOBILE"): 2}   # lead digits kept (else 3)


def valid_in(value: str, region: str) -> bool:
    import phonenumbers
    try:
        parsed = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(parsed) and phonenumbers.region_code_for_number(parsed) == region


def card_value(draws: Draws, lang: str) -> tuple[str, str]:
    brand, prefix = LANGS[lang].card
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", 15 - len(prefix)))
        if draws.fresh(number):
            return brand, number


def public_v4(draws: Draws, lang: str) -> str:
    while True:
        block = draws.rng.choice(LANGS[lang].v4)
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(256)}.{draws.rng.randrange(1, 255)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws, lang: str) -> str:
    while True:
        head = LANGS[lang].v6.split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8 - len(head))]
        if draws.rng.random() < 0.4:
            at = draws.rng.randrange(1, len(groups) - 2)
            groups[at:at + 2] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, lang: str) -> str:
    while True:
        value = LANGS[lang].oui + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


PW_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!%+-_=.#"


def password(draws: Draws, person: Person, i: int) -> str:
    """A typed password: half drawn characters, half a word of the person's name with digits and a sign (as people
    pick them), each with a digit and a capital."""
    for _ in range(MAX_DRAWS):
        if i % 2:
            pw = draws.chars(PW_ALPHABET, 11 + i % 7)
        else:
            pw = person.ascii_last.capitalize() + draws.chars("0123456789", 4) + draws.rng.choice("!#%*")
        if re.search(r"\d", pw) and re.search(r"[A-Z]", pw) and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def login(draws: Draws, person: Person, lang: str, i: int) -> str:
    """A home folder's user name: the first name as written (non-ASCII kept) for some languages, else ASCII."""
    for candidate in (person.first.lower(), person.ascii_first, person.ascii_first + person.ascii_last[:1],
                      person.ascii_first[:1] + person.ascii_last):
        if len(candidate) >= 4 and draws.fresh(candidate) and (i % 2 == 0 or candidate.isascii()):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` in `form`'s language needs: `v` and the kind's spellings, its extras."""
    lang = LANGS[form.lang]
    person = draws.person_of(form.lang, i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "first": person.first, "u": person.ascii_first[:1] + person.ascii_last[:6],
            "extra": (), "record": {"lang": form.lang}}
    if kind == "email":
        dom = lang.domains[i % len(lang.domains)]
        local = (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_first}{person.ascii_last}",
                 f"{person.ascii_first[:1]}{person.ascii_last}{i % 90 + 10}")[i % 3]
        return {**base, "v": f"{local}@{dom}", "extra": (local,)}
    if kind == "phone":
        region, number_type = lang.phones[(i // len(FORMS[kind])) % len(lang.phones)]
        if form.spell in ("slash", "trunk"):
            region, number_type = "DE", "MOBILE" if form.spell == "slash" else "FIXED_LINE"
        values = phone_value(draws, region, number_type)
        return {**base, **values, "v": values["v"],
                "record": {**base["record"], "region": region, "type": number_type}}
    if kind == "ipv4":
        return {**base, "v": public_v4(draws, form.lang)}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, form.lang)}
    if kind == "mac":
        value = mac_value(draws, form.lang)
        return {**base, "v": value, "upper": value.upper(), "dash": value.upper().replace(":", "-")}
    if kind == "secret":
        fritz = " ".join(draws.chars("0123456789", 4) for _ in range(5))
        tgbot = f"{draws.rng.randrange(10 ** 9, 8 * 10 ** 9)}:AA{draws.chars(sixth.ALNUM + '-_', 33)}"
        return {**base, "pw": password(draws, person, i), "fritz": fritz, "tgbot": tgbot, "extra": (base["u"],)}
    if kind == "home_path":
        user = login(draws, person, form.lang, i)
        notes = {"es": "notas.txt", "id": "catatan.txt"}.get(form.lang, "notes.txt")
        win = f"C:\\Users\\⟦{person.first}⟧\\{lang.folder}\\{notes}"
        return {**base, "u": user, "winpath": win}
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:3]
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, form.lang)
        return {**base, "num": number, "grouped": sixth.grouped(number), "mm": f"{1 + (i * 5) % 12:02d}",
                "yy": f"{27 + i % 5}", "record": {**base["record"], "brand": brand}}
    country = lang.ibans[(i // len(FORMS["iban"])) % len(lang.ibans)]
    value = fifth.iban_value(draws, country)
    return {**base, "v": value, "spaced": sixth.grouped(value), "extra": (value,),
            "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    if group == "negative":
        phrase = form.line
    else:
        line = form.line
        if form.spell == "winpath":                   # the Windows path holds its own marks around the user
            line = line.replace("⟦{winpath}⟧", "{winpath}")
        phrase = line.format(**{k: v for k, v in values.items() if isinstance(v, str)})
    value = phrase[phrase.index(first.MARK_OPEN) + 1:phrase.index(first.MARK_CLOSE)]
    extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower() and n.lower() != value.lower())
    at = len(host.text) if i % 2 else None              # after the host's words, or at a word boundary
    row = third.record(group, kind, (form.name, phrase, extra, values.get("record", {})), host, rng, at)
    return {**row, "needles": fifth.distinct(row["needles"]), "source": form.source, "position": form.position,
            "lang": form.lang}


def planted(draws: Draws, pools: ninth.Pools, rng: random.Random, nicks: ninth.LogNicks) -> list[dict]:
    records = []
    for kind, kind_forms in FORMS.items():
        for i in range(PER_KIND):
            form, host = kind_forms[i % len(kind_forms)], pools.take()
            values = fields(kind, form, draws, i)
            if kind == "nick":
                spoken = nicks.take(host, rng)
                if spoken:
                    values = {**values, "v": spoken, "record": {"lang": form.lang, "names": [spoken],
                                                                "log_nick": True}}
            records.append(plant_record("planted", kind, form, values, host, rng, i))
    return records


def negatives(pools: ninth.Pools, rng: random.Random) -> list[dict]:
    return [plant_record("negative", "keep", form, {"record": {"names": list(NEGATIVE_NAMES)}},
                         pools.take(clean=True), rng, i) for i, form in enumerate(NEGATIVES)]


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
        "es-gracias-mention": (f"gracias ⟦<@{uid}>⟧, ya arrancó", (uid, handle), author, "sentence-middle"),
        "de-danke-handle": (f"danke ⟦@{handle}⟧!", (handle,), author, "sentence-middle"),
        "fr-merci-mention-espace": (f"merci ⟦<@{uid}>⟧ !", (uid, handle), author, "national-punctuation"),
        "ru-sprosi-u-mention": (f"спроси у ⟦<@{uid}>⟧, он знает", (uid, handle), author, "sentence-middle"),
        "pt-valeu-nickname": (f"valeu ⟦{person.full}⟧, funcionou", (person.last, person.first), nicknamed,
                              "sentence-middle"),
        "it-mention-start": (f"⟦<@{uid}>⟧ hai provato con sudo?", (uid, handle), author, "sentence-start"),
        "pl-dzieki-handle": (f"dzięki ⟦@{handle}⟧.", (handle,), author, "before-full-stop"),
        "tr-mention-soru": (f"⟦<@{uid}>⟧ sende de aynı hata var mı?", (uid, handle), author, "before-question"),
        "id-forward-makasih": (f"makasih ⟦{person.first}⟧ udah bantu", (person.first,),
                               {**nicknamed, "place": "forward"}, "sentence-middle"),
        "hi-forward-mention": (f"⟦@{handle}⟧ bhai, yeh dekho", (handle,), {**author, "place": "forward"},
                               "sentence-start"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "es-pregunta-a-mention": (f"¿le preguntaste a ⟦<@{uid}>⟧?", (uid, person.last), user, "national-punctuation"),
        "de-frag-mal-mention": (f"frag mal ⟦<@{uid}>⟧, der hat das eingerichtet", (uid, person.last), user,
                                "sentence-middle"),
        "fr-demande-a-real-name": (f"demande à ⟦{person.full}⟧ : il a les accès", (person.last, person.first), user,
                                   "national-punctuation"),
        "ru-mention-start": (f"⟦<@{uid}>⟧, посмотри логи", (uid, person.last), user, "sentence-start"),
        "pt-pretext-obrigado": (f"obrigado ⟦<@{uid}>⟧!", (uid, person.last), {**user, "place": "pretext"},
                                "sentence-middle"),
        "it-attachment-chiedi": (f"chiedi a ⟦{handle}⟧.", (handle,), {**user, "place": "attachment"},
                                 "before-full-stop"),
        "pl-comment-first-name": (f"zapytaj ⟦{person.first}⟧ o hasło do serwera", (person.first,),
                                  {**user, "place": "comment"}, "sentence-middle"),
        "tr-edit-mention": (f"⟦<@{uid}>⟧ yardım eder misin?", (uid, person.last), {**user, "place": "edit"},
                            "before-question"),
        "id-tanya-mention": (f"coba tanya ⟦<@{uid}>⟧: dia adminnya", (uid, person.last), user, "after-colon"),
        "hi-real-name-se-pucho": (f"⟦{person.full}⟧ se pucho", (person.last, person.first), user, "sentence-start"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "es-mention-gracias": (f"gracias ⟦@{handle}⟧", (handle,), {"entity": ["mention", 0]}, "sentence-middle"),
        "pt-mention-name-valeu": (f"valeu ⟦{person.first}⟧!", (person.first,), {"entity": ["mention_name", number]},
                                  "sentence-middle"),
        "de-text-link-frag": (f"frag ⟦{person.full}⟧.", (person.last, person.first, handle),
                              {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "before-full-stop"),
        "fr-mention-espace-question": (f"tu as vu ⟦@{handle}⟧ ?", (handle,), {"entity": ["mention", 0]},
                                       "national-punctuation"),
        "ru-mention-guillemets": (f"напиши «⟦@{handle}⟧», он админ", (handle,), {"entity": ["mention", 0]},
                                  "national-punctuation"),
        "it-caption-mention": (f"screenshot di ⟦@{handle}⟧", (handle,), {"entity": ["mention", 0],
                                                                           "place": "caption"}, "sentence-middle"),
        "pl-poll-first-name": (f"kto naprawi serwer: ⟦{person.first}⟧?", (person.first,), {"place": "poll"},
                               "before-question"),
        "tr-saved-handle": (f"⟦@{handle}⟧ sağ olsun, çözdü", (handle,), {"place": "saved", "from": person.full},
                            "sentence-start"),
        "id-via-bot-mention": (f"pengingat untuk ⟦@{handle}⟧: backup jam 3", (handle,),
                               {"entity": ["mention", 0], "place": "via_bot", "from": "pengingatbot"},
                               "sentence-middle"),
        "hi-mention-name-shukriya": (f"shukriya ⟦{person.first}⟧ ji", (person.first,),
                                     {"entity": ["mention_name", number]}, "sentence-middle"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 70), "slack": (slack_plant, SLACK_DOC, 90),
           "telegram": (telegram_plant, TELEGRAM_DOC, 110)}
EXPORT_FORMS = {
    "discord": ("es-gracias-mention", "de-danke-handle", "fr-merci-mention-espace", "ru-sprosi-u-mention",
                "pt-valeu-nickname", "it-mention-start", "pl-dzieki-handle", "tr-mention-soru", "id-forward-makasih",
                "hi-forward-mention"),
    "slack": ("es-pregunta-a-mention", "de-frag-mal-mention", "fr-demande-a-real-name", "ru-mention-start",
              "pt-pretext-obrigado", "it-attachment-chiedi", "pl-comment-first-name", "tr-edit-mention",
              "id-tanya-mention", "hi-real-name-se-pucho"),
    "telegram": ("es-mention-gracias", "pt-mention-name-valeu", "de-text-link-frag", "fr-mention-espace-question",
                 "ru-mention-guillemets", "it-caption-mention", "pl-poll-first-name", "tr-saved-handle",
                 "id-via-bot-mention", "hi-mention-name-shukriya")}
WHOLE_PLACES = ninth.WHOLE_PLACES


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds = [], EXPORT_FORMS[platform]
    for i in range(PER_KIND):
        form = kinds[i % len(kinds)]
        lang = form.split("-")[0]
        person = draws.person_of(lang, 1000 + offset + i // len(kinds))
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else len(host.text) if i % 2 else None
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position, "lang": lang})
    return found


def side_channels(draws: Draws) -> list[dict]:
    es, pt, de, de2, ru = (draws.person_of(lang, 1400 + k) for k, lang in enumerate(("es", "pt", "de", "de", "ru")))
    umlaut = next(p for p in (draws.person_of("de", 1500 + k) for k in range(MAX_DRAWS)) if not p.first.isascii())
    folder = umlaut.first.lower()                      # a home folder with a non-ASCII name
    rows = {
        "discord-group-dm-name": ("discord", f"Familia {es.last}", (es.last,)),
        "slack-dm-of-user": ("slack", f"{pt.full} · de férias até segunda", (pt.last, "U0HELDDM3P")),
        "slack-channel-of-people": ("slack", f"geburtstag-{de.ascii_first}-und-{de2.ascii_first}",
                                    (de.ascii_first, de2.ascii_first)),
        "telegram-group-title": ("telegram", f"Семья {ru.last}", (ru.last,)),
        "export-path-home": ("discord", f"/home/{folder}/Schreibtisch/Discord-Export_2026-11-29", (folder,)),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 5 or not n.isascii())]), "names": [],
             "source": SIDE_DOC, "lang": {"discord-group-dm-name": "es", "slack-dm-of-user": "pt",
                                          "telegram-group-title": "ru"}.get(form, "de")}
            for form, (platform, value, needles) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v9 (lower case): no value of v10 repeats one."""
    import json
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def build() -> list[dict]:
    """Every record of the tenth held-out set (needs Faker, mimesis, phonenumbers, stdnum and the shared data)."""
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
