"""Builds bench/data/anonymize_heldout12.jsonl, the TWELFTH held-out set of the anonymiser (v12), measured by
`bench/anonymize_heldout.py --set v12`. Written on 2026-11-29 (06:49-07:06 UTC, helper heldout12) after v11 was
spent; never tuned on; committed with its jsonl before any measurement. Its author read only the brief, the harness
(bench/anonymize_heldout.py), bench/heldout_exports.py (its head and write_export's signature), the eleven earlier
builders (v10's and v11's in full, the others' constants and helpers: to keep their record format and groups, import
their helpers and avoid their forms, hosts, locales and values) and tests/test_anonymize_heldout.py. It did not open
../shared/README.md, the first section of docs/privacy.md nor docs/chat-exports.md. No public source was searched:
the national conventions below are written from memory and each form's `source` names the document that states the
convention; no line or value was copied. It did NOT read the rule modules (disentangle/privacy/), the release
validator or auditors, disentangle/extract/release.py, the tuning half, any result of a held-out set, the privacy
tests, nor the rest of docs/privacy.md. The anonymiser was never run on a plant, nor `disentangle extract`, nor the
harness on this set.

v12 keeps v5-v11's record format and groups (`planted`, `negative`, `technical`, `real`, `export`, `side`) and their
helpers (imported), and differs in METHOD:

- THE REST OF THE WORLD, IN ITS OWN SCRIPTS (`LANGS`): every plant's carrier phrase is written in a language of
  Asia, Africa or the Middle East in its own script: Chinese (simplified and traditional / Hong Kong), Japanese,
  Korean, Thai, Vietnamese, Arabic (Egypt, Saudi Arabia, Morocco), Persian, Hebrew, Urdu, Bengali, Hindi in Devanagari,
  Tamil, Amharic, Swahili, Yoruba, Hausa and Filipino ("我的手机号是...", "電話番号は...です", "제 번호는 ...",
  "เบอร์ผม ...", "رقمي ...", "شماره من ...", "המספר שלי ...", "मेरा नंबर ... है", "ስልኬ ... ነው።"); every record carries
  its `lang` and each language holds plants of several kinds.
- THE COUNTRIES' OWN WRITTEN CONVENTIONS: phone numbers as each country writes them, in native digits where people
  use them (Arabic-Indic `٠١٠...`, Persian `۰۹۱۲ ...`, Devanagari `९८७६५ ...`, Bengali `০১৭...`, Thai `๐๘๑-...`),
  each `phonenumbers`-valid for its region (which reads any Unicode decimal digit); cards as banks there print
  them (UnionPay 62 in 19 digits, JCB 35, mada, RuPay 81/82, Verve 19 digits, Korean dashes, Persian digits with
  dashes as Iranian banks' apps show them); IBANs of the Middle East countries that have them; e-mail at the
  countries' providers (a numeric qq.com, 163.com, daum.net, ezweb.ne.jp, walla.co.il ...); home paths whose user
  name is in the script (`/home/田中/デスクトップ`, `C:\\Users\\محمد\\Desktop`, `/Users/김민수/`); passwords and keys
  said in the languages ("密码是", "パスワードは", "비밀번호", "รหัสผ่าน", "كلمة المرور", "رمز عبور", "סיסמה",
  "पासवर्ड", "নিজের পাসওয়ার্ড"; a WeChat AppSecret, a LINE channel secret, a Kakao REST key); MACs and IP addresses
  in sentences of those scripts; right-to-left text around left-to-right values.
- POSITIONS (`POSITIONS`, each form tagged): inside a sentence, at its start, at its end, after the script's own
  punctuation (`：`, `、`, `،`, `:`), before it (`。`, `।`, `،`, `؟`), glued with no space (Chinese and
  Japanese: "电话13800138000"), inside the script's quotes (「...」, 『...』, “...”, «...»).
- HOSTS: two of v9's pools, as the brief asks (the #ubuntu days of the annotated corpus the earlier sets used least
  and the shared irclogs days; new-channels, which v7-v11 drew on, has few unused lines left), none a line of
  v1-v11, taken in turn; the phrase at the host's start, after its words, or at a word boundary.
- VALUES FROM GENERATORS AND RANGES NONE USED where they exist: people from Faker's zh_CN, zh_TW, ja_JP, ko_KR,
  th_TH, ar_AA, ar_SA, ar_PS, fa_IR, he_IL, bn_BD, hi_IN and ta_IN (no earlier set drew people from them);
  Vietnamese, Swahili, Amharic, Yoruba, Hausa and Filipino speakers from vi_VN, sw, yo_NG, ha_NG and fil_PH (the
  only generators of those names; used before, every value still checked fresh against v1-v11); phone regions
  none used where the language has one (CN, HK, JP, KR, IL, SD, YE, IQ, SG, KE, NG, NE, PH), the others new
  number ranges; IPv4 /16s, IPv6 prefixes and OUIs no earlier set used (checked); card labels none used; seeded
  `random.Random`.
- NICKS that speak in the host day's own log, addressed in the languages ("谢谢nick", "nickさん、ありがとう",
  "감사합니다 nick", "ขอบคุณ nick", "شكرا nick", "תודה nick", "धन्यवाद nick", "asante nick").
- Exports: Discord / Slack / Telegram mentions in messages of these scripts in the places the readers read, display
  and real names in the scripts, and side channels in them (a Discord group DM of two Japanese names, a Slack DM
  partner with a Korean name, a Slack channel named in Hebrew after two people, a Telegram family group "王家"-style
  title, an export under a home folder with a Devanagari name).

    python bench/experiments/anonymize_heldout12.py   # rewrites bench/data/anonymize_heldout12.jsonl
    (needs Faker 40.x, phonenumbers, stdnum and the shared data; the committed jsonl is the artefact)
"""
from __future__ import annotations

import ipaddress
import json
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
from experiments import anonymize_heldout3 as third  # noqa: E402 -- earlier_lines, record
from experiments import anonymize_heldout5 as fifth  # noqa: E402 -- Person, distinct, iban_value
from experiments import anonymize_heldout6 as sixth  # noqa: E402 -- Draws (tokens), grouped
from experiments import anonymize_heldout9 as ninth  # noqa: E402 -- pools, LogNicks
from experiments import anonymize_heldout10 as tenth  # noqa: E402 -- phone_value, valid_in

Person, Host = fifth.Person, first.Host

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "bench" / "data" / "anonymize_heldout12.jsonl"
EARLIER_SETS = tuple(ROOT / "bench" / "data" / f"anonymize_heldout{n}.jsonl"
                     for n in ("", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"))
SEED = 12121
EXPORT_SEED = 12202
PER_KIND = 48
REAL_UNPLANTED = 500
MAX_DRAWS = 500
TECHNICAL_PER_SHAPE = 8

# Unicode decimal digit blocks (https://www.unicode.org/charts/: Arabic, Devanagari, Bengali, Thai)
ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"          # U+0660-0669: Egypt, the Gulf
PERSIAN = "۰۱۲۳۴۵۶۷۸۹"               # U+06F0-06F9, Extended Arabic-Indic: Iran, Pakistan
DEVANAGARI = "०१२३४५६७८९"            # U+0966-096F
BENGALI = "০১২৩৪৫৬৭৮৯"               # U+09E6-09EF
THAI = "๐๑๒๓๔๕๖๗๘๙"                  # U+0E50-0E59
UNICODE_DIGITS = "https://www.unicode.org/charts/ (the script's decimal digits block, Nd: read as 0-9)"


def native(text: str, digits: str) -> str:
    return text.translate(str.maketrans("0123456789", digits)) if digits else text


WIKI_PHONE = "https://en.wikipedia.org/wiki/National_conventions_for_writing_telephone_numbers"


@dataclass(frozen=True)
class Lang:
    """A language in its script: its people's Faker locale, its countries' phone regions, how they spell a number
    (`national`, `dashed`, `digits`, `strip0`), their digits and how often used, providers, IBAN countries, card
    (label, IIN prefix, length), a desktop folder, the document of its phone convention, address blocks, an OUI."""

    code: str
    people: str
    phones: tuple[str, ...]
    style: str
    digits: str
    every: int                              # native digits in every n-th plant (1: always)
    domains: tuple[str, ...]
    ibans: tuple[str, ...]
    card: tuple[str, str, int]
    folder: str
    phone_doc: str
    v4: tuple[str, ...]
    v6: str
    oui: str


def lang(code, people, phones, style, digits, every, domains, ibans, card, folder, doc, v4, v6, oui) -> Lang:
    return Lang(code, people, phones, style, digits, every, domains, ibans, card, folder, doc, v4, v6, oui)


LANGS = {
    "zh-hans": lang("zh-hans", "zh_CN", ("CN",), "national", "", 1, ("qq.com", "163.com", "sina.com"), (),
                    ("unionpay_icbc_debit", "622202", 19), "桌面",
                    f"{WIKI_PHONE}#China and MIIT's numbering plan (mobile 1xx xxxx xxxx, often unspaced)",
                    ("117.136", "183.14"), "240e:3b0", "64:09:80"),
    "zh-hant": lang("zh-hant", "zh_TW", ("HK",), "national", "", 1, ("yahoo.com.hk", "netvigator.com"), (),
                    ("hsbc_hk_mastercard", "552343", 16), "桌面",
                    f"{WIKI_PHONE}#Hong Kong and OFCA's numbering plan (8 digits, 9123 4567)",
                    ("219.76", "112.118"), "2402:7500", "00:e0:fc"),
    "ja": lang("ja", "ja_JP", ("JP",), "national", "", 1, ("ezweb.ne.jp", "softbank.ne.jp", "gmail.com"), (),
               ("jcb_smbc", "3540", 16), "デスクトップ",
               f"{WIKI_PHONE}#Japan and the MIC numbering plan (090-1234-5678)",
               ("126.77", "153.246"), "2400:4052", "fc:0f:e6"),
    "ko": lang("ko", "ko_KR", ("KR",), "national", "", 1, ("daum.net", "hanmail.net", "kakao.com"), (),
               ("kb_kookmin_visa", "457973", 16), "바탕화면",
               f"{WIKI_PHONE}#South Korea and the MSIT numbering plan (010-1234-5678)",
               ("175.223", "211.234"), "2001:e60", "8c:77:12"),
    "th": lang("th", "th_TH", ("TH",), "dashed", THAI, 2, ("hotmail.co.th", "gmail.com"), (),
               ("kbank_visa_th", "409876", 16), "เดสก์ท็อป",
               f"{WIKI_PHONE}#Thailand and NBTC's numbering plan (081-234-5678, Thai digits in print)",
               ("49.228", "184.82"), "2405:9800", "a4:3d:78"),
    "vi": lang("vi", "vi_VN", ("VN",), "national", "", 1, ("yahoo.com.vn", "gmail.com"), (),
               ("techcombank_visa", "422151", 16), "Màn hình nền",
               f"{WIKI_PHONE}#Vietnam and the MIC numbering plan (0912 345 678)",
               ("14.231", "27.72"), "2402:9d80", "28:6c:07"),
    "ar-eg": lang("ar-eg", "ar_AA", ("EG", "SD"), "digits", ARABIC_INDIC, 1, ("gmail.com", "yahoo.com"),
                  ("EG", "LY", "SD"), ("cib_eg_visa", "479366", 16), "سطح المكتب",
                  f"{WIKI_PHONE}#Egypt and NTRA's numbering plan (01x xxxx xxxx, Arabic-Indic digits, unspaced)",
                  ("197.35", "156.204"), "2c0f:fc89", "00:19:c6"),
    "ar-sa": lang("ar-sa", "ar_SA", ("SA", "YE", "IQ"), "national", ARABIC_INDIC, 2, ("hotmail.com", "stc.com.sa"),
                  ("SA", "KW", "QA", "BH", "JO", "IQ"), ("mada_alrajhi", "588850", 16), "سطح المكتب",
                  f"{WIKI_PHONE}#Saudi Arabia and CST's numbering plan (05x xxx xxxx, Arabic-Indic digits too)",
                  ("2.88", "95.218"), "2a02:9b0", "ac:84:c6"),
    "ar-ma": lang("ar-ma", "ar_AA", ("MA",), "pairs", "", 1, ("menara.ma", "gmail.com"), (),
                  ("cih_visa_ma", "417631", 16), "Bureau",
                  f"{WIKI_PHONE}#Morocco and ANRT's plan de numérotation (06 12 34 56 78, in pairs as in French)",
                  ("105.155", "160.176"), "2c0f:f3c8", "bc:3d:85"),
    "fa": lang("fa", "fa_IR", ("IR",), "national", PERSIAN, 1, ("mihanmail.ir", "yahoo.com"), ("AE",),
               ("shetab_mellat", "610433", 16), "دسکتاپ",
               f"{WIKI_PHONE}#Iran and CRA's numbering plan (0912 345 6789, Persian digits)",
               ("151.238", "5.119"), "2a01:5ec0", "e4:c3:2a"),
    "he": lang("he", "he_IL", ("IL",), "national", "", 1, ("walla.co.il", "012.net.il", "bezeqint.net"),
               ("IL",), ("cal_visa_il", "458003", 16), "שולחן העבודה",
               f"{WIKI_PHONE}#Israel and the Ministry of Communications' numbering plan (052-123-4567)",
               ("79.181", "109.67"), "2a0d:6fc0", "9c:c9:eb"),
    "ur": lang("ur", "ar_PS", ("PK",), "national", PERSIAN, 2, ("gmail.com", "hotmail.com"), ("PK",),
               ("alfalah_visa_pk", "433270", 16), "ڈیسک ٹاپ",
               f"{WIKI_PHONE}#Pakistan and PTA's numbering plan (0300 1234567, Urdu digits too)",
               ("39.42", "119.73"), "2400:adc7", "d8:32:14"),
    "bn": lang("bn", "bn_BD", ("BD",), "national", BENGALI, 1, ("gmail.com", "yahoo.com"), (),
               ("bracbank_visa_bd", "421346", 16), "ডেস্কটপ",
               f"{WIKI_PHONE}#Bangladesh and BTRC's numbering plan (01711-234567, Bengali digits)",
               ("103.106", "27.147"), "2401:1900", "b4:0f:3b"),
    "hi": lang("hi", "hi_IN", ("IN",), "strip0", DEVANAGARI, 1, ("yahoo.co.in", "gmail.com"), (),
               ("rupay_canara_81", "8172", 16), "डेस्कटॉप",
               f"{WIKI_PHONE}#India and DoT's National Numbering Plan (98765 43210, Devanagari digits)",
               ("49.36", "223.187"), "2401:4901", "08:7f:98"),
    "ta": lang("ta", "ta_IN", ("SG",), "national", "", 1, ("gmail.com", "singnet.com.sg"), (),
               ("rupay_indianbank_60", "6082", 16), "டெஸ்க்டாப்",
               f"{WIKI_PHONE}#Singapore and IMDA's numbering plan (8 digits, 8123 4567; Tamil an official language)",
               ("116.86", "202.156"), "2406:3003", "58:2f:40"),
    "am": lang("am", "sw", ("ET",), "national", "", 1, ("ethionet.et", "gmail.com"), (),
               ("cbe_visa_et", "457331", 16), "ዴስክቶፕ",
               f"{WIKI_PHONE}#Ethiopia and ECA's numbering plan (091 123 4567)",
               ("196.188", "197.156"), "2c0f:f5c0", "0c:73:be"),
    "sw": lang("sw", "sw", ("KE",), "national", "", 1, ("gmail.com", "yahoo.co.ke"), (),
               ("mpesa_globalpay_visa", "438628", 16), "Eneo-kazi",
               f"{WIKI_PHONE}#Kenya and the Communications Authority's numbering plan (0712 345678)",
               ("105.160", "102.68"), "2c0f:fe40", "30:cc:21"),
    "yo": lang("yo", "yo_NG", ("NG",), "national", "", 1, ("gmail.com", "yahoo.co.uk"), (),
               ("verve_gtbank", "506105", 19), "Desktop",
               f"{WIKI_PHONE}#Nigeria and NCC's numbering plan (0803 123 4567)",
               ("105.112", "197.242"), "2c0f:f4c0", "e8:78:29"),
    "ha": lang("ha", "ha_NG", ("NE",), "national", "", 1, ("gmail.com",), (),
               ("ecobank_visa_ne", "462288", 16), "Desktop",
               f"{WIKI_PHONE}#Niger and ARCEP Niger's numbering plan (8 digits, 96 12 34 56)",
               ("41.203", "154.127"), "2c0f:f9a0", "f4:63:1f"),
    "fil": lang("fil", "fil_PH", ("PH",), "national", "", 1, ("gmail.com", "pldtdsl.net"), (),
                ("bdo_mastercard_ph", "547050", 16), "Desktop",
                f"{WIKI_PHONE}#Philippines and NTC's numbering plan (0917 123 4567)",
                ("112.198", "49.145"), "2001:4450", "9c:a5:c0"),
}
NEW_REGIONS = ("CN", "HK", "JP", "KR", "IL", "SD", "YE", "IQ", "SG", "KE", "NG", "NE", "PH")   # no earlier set used them
CJK = ("zh-hans", "zh-hant", "ja", "ko")       # family name first, no space between

ISO13616 = "ISO 13616-1:2020 (the IBAN: paper form in groups of four, electronic form unspaced) and the bank's IBAN page"
CARD_DOC = "ISO/IEC 7812-1 (issuer identification numbers, Luhn) and the issuing bank's card page as printed there"
EMAIL_DOC = "RFC 5322 (addr-spec) with local parts as the country's people write them (romanised names, QQ numbers)"
RFC791 = "RFC 791 (dotted-quad IPv4) in a sentence of the script"
RFC5952 = "RFC 5952 (IPv6 text representation) in a sentence of the script"
IEEE802 = "IEEE Std 802-2014 (EUI-48 written as six hex pairs) in a sentence of the script"
PASSWORD_DOC = "https://en.wikipedia.org/wiki/Password (a typed password said in the language)"
WECHAT = "https://developers.weixin.qq.com/doc/offiaccount/en/Basic_Information/Get_access_token.html (AppSecret, 32 hex)"
LINE = "https://developers.line.biz/en/docs/messaging-api/getting-started/ (a channel secret: 32 hex characters)"
KAKAO = "https://developers.kakao.com/docs/latest/en/getting-started/app (an app's REST API key: 32 hex characters)"
FHS = "Filesystem Hierarchy Standard 3.0 (/home/<user>) with the user named in the script"
WIN_USERS = "https://learn.microsoft.com/en-us/windows/client-management/ (C:\\Users\\<user>, the user in the script)"
MACOS_USERS = "https://support.apple.com/guide/mac-help/ (/Users/<user>, the short name in the script)"
IRC_DOC = "RFC 2812 (IRC nicknames) addressed the way the language thanks or asks"
DISCORD_DOC = "https://discord.com/developers/docs/reference#message-formatting"
SLACK_DOC = "https://api.slack.com/reference/surfaces/formatting#mentioning-users"
TELEGRAM_DOC = "https://core.telegram.org/bots/api#messageentity"
SIDE_DOC = "bench/heldout_exports.py (writer's places)"

POSITIONS = ("sentence-middle", "sentence-start", "sentence-end", "after-native-punctuation",
             "before-native-punctuation", "no-space-glued", "native-quotes")


@dataclass(frozen=True)
class Form:
    """One carrier phrase: its name, the line with `⟦…⟧` around the value, the convention's document, where the
    value stands (`POSITIONS`), its language."""

    name: str
    line: str
    source: str
    position: str
    lang: str


def forms(code: str, source: str, *rows: tuple[str, str, str]) -> tuple[Form, ...]:
    return tuple(Form(name, line, source, position, code) for name, line, position in rows)


def doc(code: str) -> str:
    return LANGS[code].phone_doc


# --------------------------------------------------------------------------------------- the forms
# phone `{v}` the country's spelling, `{digits}` unspaced; card `{grouped}`, `{dashed}`, `{native}`; home `{nu}` the
# user in the script, `{u}` an ASCII login
FORMS: dict[str, tuple[Form, ...]] = {
    "email": (
        *forms("zh-hans", EMAIL_DOC, ("zhs-qq-youxiang-glued", "我的QQ邮箱是⟦{v}⟧，有事发邮件", "no-space-glued"),
               ("zhs-youxiang-colon", "邮箱：⟦{v}⟧", "after-native-punctuation")),
        *forms("zh-hant", EMAIL_DOC, ("zht-xinxiang-quotes", "我的信箱是「⟦{v}⟧」，麻煩寄給我", "native-quotes")),
        *forms("ja", EMAIL_DOC, ("ja-meado-wa-desu", "メアドは⟦{v}⟧です", "no-space-glued")),
        *forms("ko", EMAIL_DOC, ("ko-je-imeil-eun", "제 이메일은 ⟦{v}⟧ 입니다", "sentence-middle")),
        *forms("th", EMAIL_DOC, ("th-email-phom-khrap", "อีเมลผม ⟦{v}⟧ ครับ", "sentence-middle")),
        *forms("vi", EMAIL_DOC, ("vi-email-cua-minh-la", "email của mình là ⟦{v}⟧ nhé", "sentence-middle")),
        *forms("ar-eg", EMAIL_DOC, ("areg-ebaatli-al-email", "ابعتلي على الإيميل ⟦{v}⟧ لو سمحت", "sentence-middle")),
        *forms("ar-sa", EMAIL_DOC, ("arsa-hatha-emaili", "⟦{v}⟧ هذا إيميلي، راسلني عليه", "sentence-start")),
        *forms("ar-ma", EMAIL_DOC, ("arma-lemail-dyali", "الإيميل ديالي هو ⟦{v}⟧", "sentence-end")),
        *forms("zh-hans", EMAIL_DOC, ("zhs-youxiang-juhao", "有问题发到我的邮箱⟦{v}⟧。", "before-native-punctuation")),
        *forms("fa", EMAIL_DOC, ("fa-email-man-guillemets", "ایمیل من «⟦{v}⟧» است", "native-quotes")),
        *forms("he", EMAIL_DOC, ("he-hamail-sheli", "המייל שלי ⟦{v}⟧", "sentence-end")),
        *forms("ur", EMAIL_DOC, ("ur-mera-email-hai", "میرا ای میل ⟦{v}⟧ ہے", "sentence-middle")),
        *forms("bn", EMAIL_DOC, ("bn-amar-email-danda", "আমার ইমেইল ⟦{v}⟧।", "before-native-punctuation")),
        *forms("hi", EMAIL_DOC, ("hi-deva-mera-email", "मेरा ईमेल ⟦{v}⟧ है", "sentence-middle")),
        *forms("ta", EMAIL_DOC, ("ta-en-minnanjal", "என் மின்னஞ்சல் ⟦{v}⟧", "sentence-end")),
        *forms("sw", EMAIL_DOC, ("sw-barua-pepe-yangu", "barua pepe yangu ni ⟦{v}⟧", "sentence-end")),
        *forms("fil", EMAIL_DOC, ("fil-ito-email-ko", "ito email ko ⟦{v}⟧, pakisend na lang", "sentence-middle"))),
    "phone": (
        *forms("zh-hans", doc("zh-hans"), ("zhs-shoujihao-glued", "我的手机号是⟦{v}⟧", "no-space-glued"),
               ("zhs-dianhua-unspaced", "电话⟦{digits}⟧，随时打", "no-space-glued")),
        *forms("zh-hant", doc("zh-hant"), ("zht-dinwa-hai", "我電話係⟦{v}⟧，WhatsApp都得", "no-space-glued")),
        *forms("ja", doc("ja"), ("ja-denwa-bangou-wa", "電話番号は⟦{v}⟧です", "no-space-glued")),
        *forms("ko", doc("ko"), ("ko-je-beonho-neun", "제 번호는 ⟦{v}⟧ 이에요", "sentence-middle")),
        *forms("th", doc("th"), ("th-beo-phom", "เบอร์ผม ⟦{v}⟧ นะครับ", "sentence-middle")),
        *forms("vi", doc("vi"), ("vi-so-dien-thoai-colon", "số điện thoại của mình: ⟦{v}⟧", "after-native-punctuation")),
        *forms("ar-eg", doc("ar-eg"), ("areg-raqmi-arabic-indic", "رقمي ⟦{v}⟧ كلمني واتساب", "sentence-middle")),
        *forms("ar-sa", doc("ar-sa"), ("arsa-raqm-jawwali-comma", "هذا رقم جوالي ⟦{v}⟧، اتصل بعد المغرب",
                                       "before-native-punctuation")),
        *forms("ar-ma", doc("ar-ma"), ("arma-nemrti-pairs", "نمرتي ⟦{v}⟧ صيفط ليا فالواتساب", "sentence-middle")),
        *forms("fa", doc("fa"), ("fa-shomare-man-persian", "شماره من ⟦{v}⟧", "sentence-end")),
        *forms("he", doc("he"), ("he-hamispar-sheli", "המספר שלי ⟦{v}⟧, תתקשר בערב", "sentence-middle")),
        *forms("ur", doc("ur"), ("ur-mera-number-hai", "میرا نمبر ⟦{v}⟧ ہے، واٹس ایپ کریں", "sentence-middle")),
        *forms("bn", doc("bn"), ("bn-nombor-danda", "নম্বর ⟦{v}⟧।", "before-native-punctuation")),
        *forms("hi", doc("hi"), ("hi-deva-mera-nambar", "मेरा नंबर ⟦{v}⟧ है", "sentence-middle")),
        *forms("ta", doc("ta"), ("ta-en-nambar-sg", "என் நம்பர் ⟦{v}⟧, வாட்ஸ்அப் பண்ணுங்க", "sentence-middle")),
        *forms("am", doc("am"), ("am-silke-new", "ስልኬ ⟦{v}⟧ ነው።", "sentence-middle")),
        *forms("sw", doc("sw"), ("sw-namba-yangu-ni", "namba yangu ni ⟦{v}⟧, nipigie jioni", "sentence-middle")),
        *forms("yo", doc("yo"), ("yo-nomba-mi-ni", "nọ́mbà mi ni ⟦{v}⟧", "sentence-end")),
        *forms("ha", doc("ha"), ("ha-lambata-ita-ce", "lambata ita ce ⟦{v}⟧", "sentence-end")),
        *forms("fil", doc("fil"), ("fil-ito-number-ko", "⟦{v}⟧ ito number ko, text mo na lang ako", "sentence-start"))),
    "ipv4": (
        *forms("zh-hans", RFC791, ("zhs-gongwang-ip-glued", "我家的公网IP是⟦{v}⟧，帮我看看", "no-space-glued")),
        *forms("zh-hant", RFC791, ("zht-ip-fullwidth-colon", "家裡的固定IP：⟦{v}⟧", "after-native-punctuation")),
        *forms("ja", RFC791, ("ja-jitaku-ip-kagikakko", "自宅のIPアドレスは「⟦{v}⟧」です", "native-quotes")),
        *forms("ko", RFC791, ("ko-seobeo-aipi", "서버 아이피 ⟦{v}⟧ 로 접속이 안 돼요", "sentence-middle")),
        *forms("th", RFC791, ("th-ip-ban-phom", "ไอพีบ้านผม ⟦{v}⟧ ครับ", "sentence-middle")),
        *forms("vi", RFC791, ("vi-ip-nha-minh", "IP nhà mình là ⟦{v}⟧ nha", "sentence-middle")),
        *forms("ar-eg", RFC791, ("areg-el-ip-betaai", "الـ IP بتاعي ⟦{v}⟧ ومش عارف أدخل", "sentence-middle")),
        *forms("fa", RFC791, ("fa-ip-serveram-ast", "آی‌پی سرورم ⟦{v}⟧ است.", "before-native-punctuation")),
        *forms("he", RFC791, ("he-ktovet-ip-sheli", "כתובת ה-IP שלי היא ⟦{v}⟧", "sentence-end")),
        *forms("hi", RFC791, ("hi-deva-aaipi-danda", "मेरा आईपी ⟦{v}⟧ है।", "sentence-middle")),
        *forms("bn", RFC791, ("bn-server-ip-ping", "আমার সার্ভারের আইপি ⟦{v}⟧, পিং হচ্ছে না",
                              "before-native-punctuation")),
        *forms("sw", RFC791, ("sw-ip-ya-seva", "IP ya seva yangu ni ⟦{v}⟧", "sentence-end"))),
    "ipv6": (
        *forms("zh-hans", RFC5952, ("zhs-ipv6-dizhi-glued", "我的IPv6地址是⟦{v}⟧，为什么ping不通", "no-space-glued")),
        *forms("ja", RFC5952, ("ja-ipv6-touten", "IPv6は⟦{v}⟧、ルーターはv6プラス", "no-space-glued")),
        *forms("ko", RFC5952, ("ko-ipv6-juso", "제 IPv6 주소는 ⟦{v}⟧ 입니다", "sentence-middle")),
        *forms("th", RFC5952, ("th-ipv6-khong-phom", "IPv6 ของผมคือ ⟦{v}⟧", "sentence-end")),
        *forms("vi", RFC5952, ("vi-ipv6-colon", "địa chỉ IPv6: ⟦{v}⟧", "after-native-punctuation")),
        *forms("ar-sa", RFC5952, ("arsa-ipv6-question", "هل عنوان IPv6 حقي ⟦{v}⟧ عام؟", "before-native-punctuation")),
        *forms("fa", RFC5952, ("fa-ipv6-guillemets", "آدرس IPv6 من «⟦{v}⟧» هست", "native-quotes")),
        *forms("he", RFC5952, ("he-ipv6-start", "⟦{v}⟧ זו כתובת ה-IPv6 של השרת", "sentence-start")),
        *forms("hi", RFC5952, ("hi-deva-ipv6-pata", "मेरा IPv6 पता ⟦{v}⟧ है", "sentence-middle")),
        *forms("ur", RFC5952, ("ur-ipv6-address", "میرا IPv6 ایڈریس ⟦{v}⟧ ہے", "sentence-middle"))),
    "mac": (
        *forms("zh-hans", IEEE802, ("zhs-mac-dizhi-colon", "网卡的MAC地址：⟦{v}⟧", "after-native-punctuation")),
        *forms("ja", IEEE802, ("ja-mac-upper-glued", "MACアドレスは⟦{upper}⟧です", "no-space-glued")),
        *forms("ko", IEEE802, ("ko-maek-juso-dash", "노트북 맥 주소 ⟦{dash}⟧ 입니다", "sentence-middle")),
        *forms("th", IEEE802, ("th-mac-address-khue", "แมคแอดเดรสของผมคือ ⟦{v}⟧", "sentence-end")),
        *forms("ar-sa", IEEE802, ("arsa-unwan-al-mac", "عنوان الماك حق جهازي ⟦{v}⟧", "sentence-end")),
        *forms("fa", IEEE802, ("fa-mac-laptopam", "مک آدرس لپ‌تاپم ⟦{upper}⟧ است", "sentence-middle")),
        *forms("he", IEEE802, ("he-ktovet-mac-colon", "כתובת ה-MAC של המחשב: ⟦{v}⟧", "after-native-punctuation")),
        *forms("hi", IEEE802, ("hi-deva-laptop-ka-mac", "मेरे लैपटॉप का मैक ⟦{v}⟧ है", "sentence-middle")),
        *forms("vi", IEEE802, ("vi-dia-chi-mac", "địa chỉ MAC máy mình: ⟦{v}⟧", "after-native-punctuation")),
        *forms("zh-hant", IEEE802, ("zht-mac-juhao", "我部手提電腦嘅MAC係⟦{v}⟧。", "before-native-punctuation")),
        *forms("ar-ma", IEEE802, ("arma-mac-dial-pc", "الماك ديال البيسي ديالي ⟦{v}⟧", "sentence-end")),
        *forms("ur", IEEE802, ("ur-mac-address-hai", "میرے لیپ ٹاپ کا میک ایڈریس ⟦{v}⟧ ہے", "sentence-middle")),
        *forms("ta", IEEE802, ("ta-laptop-mac", "⟦{v}⟧ என் லேப்டாப் MAC", "sentence-start"))),
    "secret": (
        *forms("zh-hans", PASSWORD_DOC, ("zhs-wifi-mima-glued", "WiFi密码是⟦{pw}⟧", "no-space-glued")),
        *forms("zh-hans", WECHAT, ("zhs-wechat-appsecret", "公众号的AppSecret：⟦{hex32}⟧", "after-native-punctuation")),
        *forms("zh-hant", PASSWORD_DOC, ("zht-mima-colon", "密碼：⟦{pw}⟧", "after-native-punctuation")),
        *forms("ja", PASSWORD_DOC, ("ja-pasuwado-kagikakko", "パスワードは「⟦{pw}⟧」です", "native-quotes")),
        *forms("ja", LINE, ("ja-line-channel-secret", "LINEのチャネルシークレットは⟦{hex32}⟧です", "no-space-glued")),
        *forms("ko", PASSWORD_DOC, ("ko-bimilbeonho", "비밀번호 ⟦{pw}⟧ 입니다", "sentence-middle")),
        *forms("ko", KAKAO, ("ko-kakao-rest-key", "카카오 REST API 키: ⟦{hex32}⟧", "after-native-punctuation")),
        *forms("th", PASSWORD_DOC, ("th-rahat-phan", "รหัสผ่าน ⟦{pw}⟧ ครับ", "sentence-middle")),
        *forms("ar-eg", PASSWORD_DOC, ("areg-kalimat-al-murur", "كلمة المرور: ⟦{pw}⟧", "after-native-punctuation")),
        *forms("ar-ma", PASSWORD_DOC, ("arma-modpass-dial-wifi", "lmodpass ديال الويفي ⟦{pw}⟧", "sentence-end")),
        *forms("zh-hans", PASSWORD_DOC, ("zhs-mima-curly-quotes", "数据库密码是“⟦{pw}⟧”，别外传", "native-quotes")),
        *forms("ja", PASSWORD_DOC, ("ja-pasuwado-nijukagi", "ルーターのパスワードは『⟦{pw}⟧』。", "native-quotes")),
        *forms("fa", PASSWORD_DOC, ("fa-ramz-obur-wifi", "رمز عبور وای‌فای ⟦{pw}⟧ است", "sentence-middle")),
        *forms("he", PASSWORD_DOC, ("he-hasisma-hi", "הסיסמה היא ⟦{pw}⟧", "sentence-end")),
        *forms("hi", PASSWORD_DOC, ("hi-deva-password-hai", "पासवर्ड ⟦{pw}⟧ है", "sentence-middle")),
        *forms("bn", PASSWORD_DOC, ("bn-nijer-password", "নিজের পাসওয়ার্ড ⟦{pw}⟧ দিলাম", "sentence-middle")),
        *forms("ur", PASSWORD_DOC, ("ur-password-hai", "پاس ورڈ ⟦{pw}⟧ ہے", "sentence-middle")),
        *forms("sw", PASSWORD_DOC, ("sw-nenosiri-la-wifi", "nenosiri la wifi ni ⟦{pw}⟧", "sentence-end")),
        *forms("vi", PASSWORD_DOC, ("vi-mat-khau", "mật khẩu: ⟦{pw}⟧", "after-native-punctuation")),
        *forms("fil", PASSWORD_DOC, ("fil-password-ko-ay", "⟦{pw}⟧ yung password ko, wag mong ipagkalat",
                                     "sentence-start"))),
    "home_path": (
        *forms("ja", FHS, ("ja-home-desukutoppu", "ファイルは/home/⟦{nu}⟧/デスクトップにあります", "no-space-glued")),
        *forms("zh-hans", FHS, ("zhs-home-zhuomian", "文件在/home/⟦{nu}⟧/桌面/备份.tar里", "no-space-glued")),
        *forms("ko", MACOS_USERS, ("ko-users-start", "/Users/⟦{nu}⟧/Desktop 에 저장했어요", "sentence-start")),
        *forms("ar-eg", WIN_USERS, ("areg-windows-users", "الملف موجود في C:\\Users\\⟦{nu}⟧\\Desktop", "sentence-end")),
        *forms("fa", FHS, ("fa-home-desktop", "فایل توی /home/⟦{nu}⟧/Desktop هست", "sentence-middle")),
        *forms("he", FHS, ("he-home-shulchan", "הקובץ נמצא ב-/home/⟦{nu}⟧/שולחן העבודה", "sentence-end")),
        *forms("hi", WIN_USERS, ("hi-deva-windows-documents", "फ़ाइल C:\\Users\\⟦{nu}⟧\\Documents में है",
                                 "sentence-middle")),
        *forms("th", FHS, ("th-home-ascii-login", "ไฟล์อยู่ที่ /home/⟦{u}⟧/เดสก์ท็อป", "sentence-end")),
        *forms("bn", FHS, ("bn-home-desktop-start", "/home/⟦{nu}⟧/ডেস্কটপ ফোল্ডারে রেখেছি", "sentence-start")),
        *forms("zh-hant", MACOS_USERS, ("zht-users-quotes", "路徑是「/Users/⟦{u}⟧/Desktop」", "native-quotes")),
        *forms("ta", FHS, ("ta-home-ullathu", "கோப்பு /home/⟦{nu}⟧/Desktop இல் உள்ளது", "sentence-middle")),
        *forms("ur", WIN_USERS, ("ur-windows-users", "فائل C:\\Users\\⟦{nu}⟧\\Downloads میں ہے", "sentence-middle"))),
    "nick": (
        *forms("zh-hans", IRC_DOC, ("zhs-xiexie-glued", "谢谢⟦{v}⟧！", "no-space-glued")),
        *forms("zh-hant", IRC_DOC, ("zht-dorje-nick", "多謝 ⟦{v}⟧，搞掂咗", "sentence-middle")),
        *forms("ja", IRC_DOC, ("ja-san-arigatou", "⟦{v}⟧さん、ありがとう", "sentence-start")),
        *forms("ko", IRC_DOC, ("ko-gamsahamnida", "감사합니다 ⟦{v}⟧", "sentence-end")),
        *forms("th", IRC_DOC, ("th-khobkhun", "ขอบคุณ ⟦{v}⟧ ครับ", "sentence-middle")),
        *forms("vi", IRC_DOC, ("vi-cam-on", "cảm ơn ⟦{v}⟧ nhé", "sentence-middle")),
        *forms("ar-eg", IRC_DOC, ("areg-shukran-comma", "شكرا ⟦{v}⟧، اشتغلت", "before-native-punctuation")),
        *forms("ar-ma", IRC_DOC, ("arma-shukran-bzaf", "شكرا بزاف ⟦{v}⟧", "sentence-end")),
        *forms("fa", IRC_DOC, ("fa-mersi", "مرسی ⟦{v}⟧", "sentence-end")),
        *forms("he", IRC_DOC, ("he-toda", "תודה ⟦{v}⟧!", "sentence-middle")),
        *forms("hi", IRC_DOC, ("hi-deva-dhanyavad", "धन्यवाद ⟦{v}⟧ जी", "sentence-middle")),
        *forms("ur", IRC_DOC, ("ur-shukriya", "شکریہ ⟦{v}⟧ بھائی", "sentence-middle")),
        *forms("bn", IRC_DOC, ("bn-dhonnobad", "ধন্যবাদ ⟦{v}⟧ ভাই", "sentence-middle")),
        *forms("ta", IRC_DOC, ("ta-nandri", "நன்றி ⟦{v}⟧", "sentence-end")),
        *forms("am", IRC_DOC, ("am-amesegnalehu", "አመሰግናለሁ ⟦{v}⟧", "sentence-end")),
        *forms("sw", IRC_DOC, ("sw-asante", "asante ⟦{v}⟧, imefanya kazi", "sentence-middle")),
        *forms("yo", IRC_DOC, ("yo-e-se", "ẹ ṣé ⟦{v}⟧", "sentence-end")),
        *forms("ha", IRC_DOC, ("ha-na-gode", "na gode ⟦{v}⟧", "sentence-end")),
        *forms("fil", IRC_DOC, ("fil-salamat", "salamat ⟦{v}⟧!", "sentence-middle"))),
    "card": (
        *forms("zh-hans", CARD_DOC, ("zhs-kahao-colon-19", "卡号：⟦{grouped}⟧", "after-native-punctuation")),
        *forms("zh-hant", CARD_DOC, ("zht-xinyongka-quotes", "信用卡號碼「⟦{grouped}⟧」", "native-quotes")),
        *forms("ja", CARD_DOC, ("ja-kado-bangou-glued", "カード番号は⟦{grouped}⟧です", "no-space-glued")),
        *forms("ko", CARD_DOC, ("ko-kadeu-beonho-dashed", "카드번호 ⟦{dashed}⟧ 입니다", "sentence-middle")),
        *forms("th", CARD_DOC, ("th-lek-bat", "เลขบัตร ⟦{grouped}⟧ ครับ", "sentence-middle")),
        *forms("vi", CARD_DOC, ("vi-so-the", "số thẻ của mình ⟦{grouped}⟧", "sentence-end")),
        *forms("ar-eg", CARD_DOC, ("areg-raqm-el-visa", "رقم الفيزا ⟦{grouped}⟧ يا ريت تحول", "sentence-middle")),
        *forms("ar-sa", CARD_DOC, ("arsa-bitaqat-mada", "رقم بطاقة مدى ⟦{grouped}⟧", "sentence-end")),
        *forms("fa", CARD_DOC, ("fa-shomare-kart-persian", "شماره کارت ⟦{native}⟧ به نام خودم", "sentence-middle")),
        *forms("he", CARD_DOC, ("he-mispar-kartis", "מספר הכרטיס ⟦{grouped}⟧, תוקף {mm}/{yy}",
                                "before-native-punctuation")),
        *forms("ar-ma", CARD_DOC, ("arma-nemra-dial-lcarte", "النمرة ديال لاكارط ⟦{grouped}⟧", "sentence-end")),
        *forms("ur", CARD_DOC, ("ur-card-number-hai", "میرا کارڈ نمبر ⟦{grouped}⟧ ہے", "sentence-middle")),
        *forms("bn", CARD_DOC, ("bn-card-nombor-danda", "কার্ড নম্বর ⟦{grouped}⟧।", "before-native-punctuation")),
        *forms("hi", CARD_DOC, ("hi-deva-rupay-card", "रुपे कार्ड नंबर ⟦{grouped}⟧ है", "sentence-middle")),
        *forms("ta", CARD_DOC, ("ta-card-en", "கார்டு எண் ⟦{grouped}⟧", "sentence-end")),
        *forms("am", CARD_DOC, ("am-yekard-kutir", "የካርድ ቁጥር ⟦{grouped}⟧ ነው።", "sentence-middle")),
        *forms("sw", CARD_DOC, ("sw-namba-ya-kadi", "namba ya kadi ni ⟦{grouped}⟧", "sentence-end")),
        *forms("yo", CARD_DOC, ("yo-nomba-kaadi-19", "nọ́mbà káàdì mi ni ⟦{grouped}⟧", "sentence-end")),
        *forms("ha", CARD_DOC, ("ha-lambar-kati", "lambar katina ⟦{grouped}⟧", "sentence-end")),
        *forms("fil", CARD_DOC, ("fil-card-number-exp", "⟦{grouped}⟧ card number ko, exp {mm}/{yy}",
                                 "sentence-start"))),
    "iban": (
        *forms("ar-sa", ISO13616, ("arsa-al-iban-haqqi", "الآيبان حقي ⟦{spaced}⟧", "sentence-end"),
               ("arsa-hawwil-ala", "حوّل على ⟦{v}⟧ لو سمحت", "sentence-middle")),
        *forms("ar-eg", ISO13616, ("areg-iban-colon", "رقم الحساب الدولي (IBAN): ⟦{v}⟧", "after-native-punctuation"),
               ("areg-iban-start", "⟦{spaced}⟧ ده الآيبان بتاعي", "sentence-start")),
        *forms("fa", ISO13616, ("fa-iban-dubai", "شماره آیبان حسابم در دبی ⟦{spaced}⟧ است", "sentence-middle")),
        *forms("he", ISO13616, ("he-iban-sheli-colon", "מספר IBAN שלי: ⟦{spaced}⟧", "after-native-punctuation"),
               ("he-taavir-le-glued", "תעביר ל-⟦{v}⟧ בבקשה", "no-space-glued")),
        *forms("ur", ISO13616, ("ur-mera-iban-hai", "میرا IBAN ⟦{v}⟧ ہے", "sentence-middle"),
               ("ur-iban-guillemets", "آئی بان نمبر «⟦{spaced}⟧» ہے", "native-quotes"))),
}

# values that identify no one, said in the scripts (the value in ⟦⟧ must stay)
NEGATIVE_NAMES = ("grub", "apt", "nano", "ufw", "snap")
NEG = "https://en.wikipedia.org/wiki/"
NEGATIVES: tuple[Form, ...] = (
    *forms("zh-hans", f"{NEG}110_(telephone_number)", ("zhs-emergency-110", "紧急情况请拨打⟦110⟧", "")),
    *forms("zh-hans", f"{NEG}Emergency_telephone_number", ("zhs-fire-119", "火警电话是⟦119⟧", "")),
    *forms("ja", f"{NEG}Emergency_telephone_number", ("ja-keisatsu-110", "警察は⟦110⟧番です", ""),
           ("ja-kyukyu-119", "救急車は⟦119⟧番", "")),
    *forms("ko", f"{NEG}Emergency_telephone_number", ("ko-112-singo", "긴급 신고 ⟦112⟧", "")),
    *forms("th", f"{NEG}Emergency_telephone_number", ("th-191", "เบอร์ฉุกเฉิน ⟦191⟧", "")),
    *forms("ar-eg", f"{NEG}Emergency_telephone_number", ("areg-123-arabic-indic", "اتصل بالإسعاف ⟦١٢٣⟧", "")),
    *forms("ar-sa", f"{NEG}Emergency_telephone_number", ("arsa-911-arabic-indic", "رقم الطوارئ ⟦٩١١⟧", "")),
    *forms("fa", f"{NEG}Emergency_telephone_number", ("fa-115-persian", "شماره اورژانس ⟦۱۱۵⟧", "")),
    *forms("he", f"{NEG}Emergency_telephone_number", ("he-101-mada", "מד״א ⟦101⟧", "")),
    *forms("hi", f"{NEG}Emergency_telephone_number", ("hi-112-devanagari", "आपातकालीन नंबर ⟦११२⟧", "")),
    *forms("bn", f"{NEG}Emergency_telephone_number", ("bn-999-bengali", "জরুরি নম্বর ⟦৯৯৯⟧", "")),
    *forms("sw", f"{NEG}Emergency_telephone_number", ("sw-999", "piga ⟦999⟧ kwa dharura", "")),
    *forms("fil", f"{NEG}Emergency_telephone_number", ("fil-911", "tumawag sa ⟦911⟧", "")),
    *forms("zh-hans", f"{NEG}Date_and_time_notation_in_China", ("zhs-date-nian-yue-ri", "发布日期：⟦2026年11月29日⟧", "")),
    *forms("ja", f"{NEG}Japanese_era_name", ("ja-reiwa-date", "⟦令和8年11月29日⟧にリリース", "")),
    *forms("ko", f"{NEG}Date_and_time_notation_in_South_Korea", ("ko-date", "⟦2026년 11월 29일⟧ 업데이트", "")),
    *forms("ar-sa", f"{NEG}Islamic_calendar", ("arsa-hijri-date", "تاريخ الإصدار ⟦١٤٤٨/٠٥/٢٨⟧", "")),
    *forms("fa", f"{NEG}Solar_Hijri_calendar", ("fa-solar-hijri-date", "⟦۱۴۰۵/۰۹/۰۸⟧ منتشر شد", "")),
    *forms("th", f"{NEG}Thai_solar_calendar", ("th-buddhist-era", "วันที่ ⟦29/11/2569⟧", "")),
    *forms("zh-hans", f"{NEG}Renminbi", ("zhs-price-yen", "价格⟦¥1,280⟧", "")),
    *forms("hi", f"{NEG}Indian_rupee_sign", ("hi-price-rupee", "⟦₹ 1,299⟧ में मिल रहा है", "")),
    *forms("ar-sa", f"{NEG}Saudi_riyal", ("arsa-price-riyal", "السعر ⟦٣٥٠ ريال⟧", "")),
    *forms("ko", f"{NEG}South_Korean_won", ("ko-price-won", "⟦₩35,000⟧짜리 랜카드", "")),
    *forms("bn", f"{NEG}Bangladeshi_taka", ("bn-price-taka", "দাম ⟦৳ ১,২০০⟧", "")),
    *forms("yo", f"{NEG}Nigerian_naira", ("yo-price-naira", "ó jẹ́ ⟦₦15,000⟧", "")),
    *forms("ja", "https://wiki.ubuntu.com/Releases", ("ja-ubuntu-version", "Ubuntu ⟦24.04⟧で動きます", "")),
    *forms("zh-hans", "https://kernel.ubuntu.com/", ("zhs-kernel-version", "升级到⟦6.8.0-45⟧内核后", "")),
    *forms("ar-eg", "https://wiki.ubuntu.com/Releases", ("areg-version", "نسخة ⟦22.04.5⟧ شغالة", "")),
    *forms("zh-hans", "RFC 5737 (IPv4 documentation ranges)", ("zhs-doc-ipv4", "⟦192.0.2.1⟧是文档用的地址", "")),
    *forms("he", "RFC 5737 (IPv4 documentation ranges)", ("he-doc-ipv4", "דוגמה: ⟦198.51.100.7⟧", "")),
    *forms("ja", "RFC 3849 (the IPv6 documentation prefix)", ("ja-doc-ipv6", "⟦2001:db8::1⟧は例示用アドレス", "")),
    *forms("ja", "RFC 2606 (reserved example domains)", ("ja-example-email", "例：⟦user@example.com⟧", "")),
    *forms("ar-sa", "RFC 2606 (reserved example domains)", ("arsa-example-email", "مثال ⟦admin@example.org⟧", "")),
    *forms("zh-hans", "RFC 1918 (private addresses)", ("zhs-router-private", "路由器⟦192.168.1.1⟧进不去", "")),
    *forms("ko", "RFC 1122 (loopback)", ("ko-localhost", "로컬호스트 ⟦127.0.0.1⟧ 에서만 돼요", "")),
    *forms("ar-eg", UNICODE_DIGITS, ("areg-page-number", "الصفحة ⟦٤٥⟧", "")),
    *forms("fa", UNICODE_DIGITS, ("fa-battery-percent", "⟦۲۰٪⟧ باتری مونده", "")),
    *forms("hi", UNICODE_DIGITS, ("hi-page-devanagari", "पृष्ठ ⟦१२३⟧ देखो", "")),
    *forms("bn", UNICODE_DIGITS, ("bn-disk-size", "⟦৫০০⟧ জিবি ডিস্ক", "")),
    *forms("zh-hans", "IEEE Std 802-2014 (the broadcast address)", ("zhs-broadcast-mac", "⟦ff:ff:ff:ff:ff:ff⟧是广播地址",
                                                                      "")),
    *forms("ja", "https://docs.stripe.com/testing (test cards)", ("ja-test-card", "テスト用カード⟦4242 4242 4242 4242⟧", "")),
    *forms("zh-hans", "Ubuntu package names", ("word-nick-script", "⟦grub⟧重新安装一下", ""),
           ("word-nick-script", "用⟦apt⟧装", "")),
    *forms("ja", "Ubuntu package names", ("word-nick-script", "⟦nano⟧で編集して", "")),
    *forms("ar-eg", "Ubuntu package names", ("word-nick-script", "شغّل ⟦ufw⟧ الأول", "")),
    *forms("hi", "Ubuntu package names", ("word-nick-script", "⟦snap⟧ से इंस्टॉल करो", "")),
)

# technical text in the scripts with random-looking values that identify no one
TECHNICAL_SHAPES = (
    ("zhs-commit-hash", "https://git-scm.com/docs/git-log (commit ids)", "提交 {hex:40} 修复了这个问题"),
    ("ja-short-commit-glued", "https://git-scm.com/docs/git-log (abbreviated commit ids)", "コミット{hex:7}でビルドが壊れました"),
    ("ko-partition-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (UUIDs)", "UUID={uuid} 인 파티션이 안 보여요"),
    ("areg-sha256-sum", "https://releases.ubuntu.com/ (SHA256SUMS)", "الـ checksum هو {hex:64}"),
    ("fa-machine-id", "https://www.freedesktop.org/software/systemd/man/machine-id.html (128-bit id)", "شناسه ماشین: {hex:32}"),
    ("he-build-id", "https://sourceware.org/binutils/docs/ld/Options.html (--build-id)", "ה-build-id הוא {hex:40}"),
    ("hi-sha256-mismatch", "https://releases.ubuntu.com/ (SHA256SUMS)", "sha256 {hex:64} मेल नहीं खाता"),
    ("th-docker-digest", "https://docs.docker.com/reference/cli/docker/image/pull/ (digests)", "อิมเมจ ubuntu@sha256:{hex:64} ครับ"),
    ("vi-vfat-uuid", "https://man7.org/linux/man-pages/man8/blkid.8.html (FAT volume ids)", "phân vùng EFI có UUID {vfat}"),
    ("bn-request-id", "https://www.rfc-editor.org/rfc/rfc9562 (UUIDs)", "অনুরোধ আইডি {uuid}"),
    ("ur-git-commit", "https://git-scm.com/docs/git-log (commit ids)", "کمٹ {hex:40} میں مسئلہ ہے"),
    ("sw-md5-sum", "https://man7.org/linux/man-pages/man1/md5sum.1.html", "md5 ya faili ni {hex:32}"),
    ("zht-launchpad-ppa-key", "https://help.launchpad.net/Packaging/PPA (signing key fingerprints)",
     "PPA 金鑰指紋：{HEX:40}"),
)


# ----------------------------------------------------------------------------------------------- draws

def romanised(text: str) -> str:
    from faker.decode import unidecode
    return re.sub(r"[^a-z]", "", unidecode(text).lower())


class Draws(sixth.Draws):
    """v6's drawing helpers (tokens) with v12's seed and people of each language."""

    def __init__(self, avoid: set[str], earlier: set[str]) -> None:
        fifth.Draws.__init__(self, avoid)
        self.rng, self.fakers, self.earlier = random.Random(SEED), {}, earlier

    def faker(self, locale: str):
        if locale not in self.fakers:
            from faker import Faker
            self.fakers[locale] = Faker(locale)
            self.fakers[locale].seed_instance(f"{SEED}-{locale}")
        return self.fakers[locale]

    def person_of(self, code: str, i: int) -> Person:
        key = (code, i)
        if key not in self.people:
            self.people[key] = self.draw_person(code)
        return self.people[key]

    def names(self, code: str, attempt: int) -> tuple[str, str, str, str]:
        fake = self.faker(LANGS[code].people)
        if code == "ja":
            first_name, _, first_roman = (fake.first_name_female_pair() if attempt % 2 else fake.first_name_male_pair())
            last, _, last_roman = fake.last_name_pair()
            return first_name, last, first_roman.lower(), last_roman.lower()
        first_name = fake.first_name_female() if attempt % 2 else fake.first_name_male()
        last = fake.last_name()
        return first_name, last, romanised(first_name), romanised(last)

    def draw_person(self, code: str) -> Person:
        for attempt in range(MAX_DRAWS):
            first_name, last, a_first, a_last = self.names(code, attempt)
            if " " in first_name or " " in last or "-" in last or first_name == last or not all(
                    unicodedata.category(c)[0] in "LM" for c in first_name + last):
                continue                                  # Faker's lists hold a few names with `;` or digits
            if code not in ("sw", "am", "yo", "ha", "fil", "vi") and first_name.isascii():
                continue                                  # the script's own names only
            full = f"{last}{first_name}" if code in CJK else f"{first_name} {last}"
            if (len(a_first) >= 2 and len(a_last) >= 2 and a_first != a_last and len(full) >= 2
                    and not {first_name.lower(), last.lower(), full.lower(), a_first, a_last} & self.earlier
                    and self.fresh(f"{a_first}.{a_last}") and self.fresh(full)):
                return Person(full, first_name, last, a_first, a_last, LANGS[code].people)
        raise SystemExit(f"no fresh person of {code}")


def phone_value(draws: Draws, code: str, region: str, i: int) -> dict[str, str]:
    """A valid mobile number of `region` (v10's drawing: the range's lead digits kept) spelled as the language's
    country writes it, native digits where its people use them, checked valid for the region as spelled."""
    import phonenumbers
    lang = LANGS[code]
    for _ in range(MAX_DRAWS):
        e164 = tenth.phone_value(draws, region, "MOBILE")["e164"]
        national = phonenumbers.format_number(phonenumbers.parse(e164), phonenumbers.PhoneNumberFormat.NATIONAL)
        spelled = {"national": national, "dashed": national.replace(" ", "-"), "digits": re.sub(r"\D", "", national),
                   "strip0": national.lstrip("0"),
                   "pairs": re.sub(r"(\d\d)(?=\d)", r"\1 ", re.sub(r"\D", "", national))}[lang.style]
        digits = lang.digits if i % lang.every == 0 else ""
        values = {"v": native(spelled, digits), "digits": native(re.sub(r"\D", "", national), digits),
                  "e164": e164, "ascii": spelled}
        if all(tenth.valid_in(values[k], region) for k in ("v", "digits")) and draws.fresh(values["v"]):
            return values
    raise SystemExit(f"no valid {region} number for {code}")


def card_value(draws: Draws, code: str) -> tuple[str, str]:
    brand, prefix, length = LANGS[code].card
    while True:
        number = first.luhn_complete(prefix + draws.chars("0123456789", length - len(prefix) - 1))
        if draws.fresh(number):
            return brand, number


def public_v4(draws: Draws, code: str) -> str:
    while True:
        block = draws.rng.choice(LANGS[code].v4)
        value = ipaddress.IPv4Address(f"{block}.{draws.rng.randrange(256)}.{draws.rng.randrange(1, 255)}")
        if value.is_global and draws.fresh(str(value)):
            return str(value)


def public_v6(draws: Draws, code: str) -> str:
    while True:
        head = LANGS[code].v6.split(":")
        groups = [f"{draws.rng.randrange(1, 1 << 16):x}" for _ in range(8 - len(head))]
        if draws.rng.random() < 0.4:
            at = draws.rng.randrange(1, len(groups) - 2)
            groups[at:at + 2] = ["0", "0"]
        value = ipaddress.IPv6Address(":".join(head + groups))
        if value.is_global and draws.fresh(value.compressed):
            return value.compressed


def mac_value(draws: Draws, code: str) -> str:
    while True:
        value = LANGS[code].oui + ":" + ":".join(f"{draws.rng.randrange(256):02x}" for _ in range(3))
        if draws.fresh(value):
            return value


PW_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!%+-_=.#"


def password(draws: Draws, person: Person, i: int) -> str:
    """A typed password: half drawn characters, half the person's romanised name with digits and a sign."""
    for _ in range(MAX_DRAWS):
        if i % 2:
            pw = draws.chars(PW_ALPHABET, 11 + i % 7)
        else:
            pw = person.ascii_first.capitalize() + draws.chars("0123456789", 4) + draws.rng.choice("!#%*@")
        if re.search(r"\d", pw) and re.search(r"[A-Z]", pw) and draws.fresh(pw):
            return pw
    raise SystemExit("no fresh password")


def login(draws: Draws, person: Person) -> str:
    for candidate in (person.ascii_first, person.ascii_first + person.ascii_last[:1],
                      person.ascii_first[:1] + person.ascii_last, f"{person.ascii_first}.{person.ascii_last}"):
        if len(candidate) >= 4 and draws.fresh(candidate):
            return candidate
    raise SystemExit(f"no fresh login for {person.full}")


def native_user(draws: Draws, person: Person, code: str) -> str | None:
    """The home folder's user name in the script: the family name in Japanese (田中), the full name in Chinese and
    Korean (김민수), the given name elsewhere (محمد); two characters at least."""
    for candidate in ((person.last, person.full) if code == "ja" else
                      (person.full, person.first) if code in ("ko", "zh-hans") else (person.first, person.first + person.last)):
        if len(candidate) >= 2 and draws.fresh(candidate):
            return candidate
    return None


def email_local(draws: Draws, person: Person, dom: str, i: int) -> str:
    if dom == "qq.com":
        return str(draws.rng.randrange(10 ** 8, 4 * 10 ** 9))        # QQ numbers: 5-10 digits, most 9-10
    return (f"{person.ascii_first}.{person.ascii_last}", f"{person.ascii_last}{person.ascii_first}",
            f"{person.ascii_first}{person.ascii_last[:1]}{i % 90 + 10}")[i % 3]


def fields(kind: str, form: Form, draws: Draws, i: int) -> dict[str, Any]:
    """The values one plant of `kind` in `form`'s language needs: `v` and the kind's spellings, its extras."""
    code = form.lang
    lang = LANGS[code]
    person = draws.person_of(code, i + 100 * list(FORMS).index(kind))
    base = {"n": person.full, "extra": (), "record": {"lang": code}}
    if kind == "email":
        dom = "qq.com" if form.name.startswith("zhs-qq") else lang.domains[i % len(lang.domains)]
        local = email_local(draws, person, dom, i)
        return {**base, "v": f"{local}@{dom}", "extra": (local,) if not local.isdigit() else ()}
    if kind == "phone":
        turn = i // len(FORMS[kind])                 # the form's own plants, counted: regions and digits in turn
        region = lang.phones[turn % len(lang.phones)]
        values = phone_value(draws, code, region, turn)
        return {**base, **values, "record": {**base["record"], "region": region, "type": "MOBILE",
                                              "ascii": values["ascii"]}}
    if kind == "ipv4":
        return {**base, "v": public_v4(draws, code)}
    if kind == "ipv6":
        return {**base, "v": public_v6(draws, code)}
    if kind == "mac":
        value = mac_value(draws, code)
        return {**base, "v": value, "upper": value.upper(), "dash": value.upper().replace(":", "-")}
    if kind == "secret":
        return {**base, "pw": password(draws, person, i), "hex32": draws.chars(sixth.HEX, 32)}
    if kind == "home_path":
        for k in range(MAX_DRAWS):              # the next speaker of the language when the name was planted before
            user = native_user(draws, person, code)
            if user:
                return {**base, "n": person.full, "u": login(draws, person), "nu": user}
            person = draws.person_of(code, 5000 + 100 * i + k)
        raise SystemExit(f"no fresh folder in {code}")
    if kind == "nick":
        nick = person.ascii_first[:5] + person.ascii_last[:3]
        return {**base, "v": nick, "record": {**base["record"], "names": [nick]}}
    if kind == "card":
        brand, number = card_value(draws, code)
        grouped = sixth.grouped(number)
        return {**base, "num": number, "grouped": grouped, "dashed": grouped.replace(" ", "-"),
                "native": native(grouped.replace(" ", "-"), lang.digits), "mm": f"{1 + (i * 5) % 12:02d}",
                "yy": f"{27 + i % 5}", "record": {**base["record"], "brand": brand}}
    country = lang.ibans[(i // len(FORMS["iban"])) % len(lang.ibans)]
    value = fifth.iban_value(draws, country)
    return {**base, "v": value, "spaced": sixth.grouped(value), "extra": (value,),
            "record": {**base["record"], "country": country}}


# ----------------------------------------------------------------------------------------------- records

def at_for(position: str, host: Host, i: int) -> int | None:
    """A sentence-start form at the host's start, a sentence-end form after its words, the others in turn."""
    if position == "sentence-start":
        return 0
    if position == "sentence-end":
        return len(host.text)
    return len(host.text) if i % 2 else None


def plant_record(group: str, kind: str, form: Form, values: dict[str, Any], host: Host, rng: random.Random,
                 i: int) -> dict:
    phrase = form.line if group == "negative" else form.line.format(
        **{k: v for k, v in values.items() if isinstance(v, str)})
    value = phrase[phrase.index(first.MARK_OPEN) + 1:phrase.index(first.MARK_CLOSE)]
    extra = tuple(n for n in values.get("extra", ()) if n.lower() in phrase.lower() and n.lower() != value.lower())
    row = third.record(group, kind, (form.name, phrase, extra, values.get("record", {})), host, rng,
                       at_for(form.position, host, i))
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
             "source": source, "lang": form.split("-")[0]}
            for form, source, line in TECHNICAL_SHAPES for _ in range(TECHNICAL_PER_SHAPE)]


# ----------------------------------------------------------------------------------------------- exports

def handle_of(person: Person, sep: str = "_") -> str:
    return f"{person.ascii_first}{sep}{person.ascii_last[:4]}"


def discord_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    author, nicknamed = {"author": [uid, handle]}, {"author": [uid, handle], "nickname": person.full}
    return {
        "zh-hans-xiexie-mention-glued": (f"谢谢⟦<@{uid}>⟧，搞定了", (uid, handle), author, "no-space-glued"),
        "ja-mention-san-glued": (f"⟦<@{uid}>⟧さん、ありがとうございます", (uid, handle), author, "sentence-start"),
        "ko-display-name-nim": (f"⟦{person.full}⟧님 감사합니다", (person.full,), nicknamed, "no-space-glued"),
        "ar-eg-shukran-handle": (f"شكرا ⟦@{handle}⟧ اشتغلت", (handle,), author, "sentence-middle"),
        "he-toda-mention": (f"תודה ⟦<@{uid}>⟧!", (uid, handle), author, "sentence-middle"),
        "hi-forward-dhanyavad-name": (f"धन्यवाद ⟦{person.first}⟧ जी", (person.first,),
                                      {**nicknamed, "place": "forward"}, "sentence-middle"),
        "th-khobkhun-mention": (f"ขอบคุณ ⟦<@{uid}>⟧ ครับ", (uid, handle), author, "sentence-middle"),
        "fa-guillemets-mention": (f"از «⟦<@{uid}>⟧» بپرس", (uid, handle), author, "native-quotes"),
        "sw-asante-handle": (f"asante ⟦@{handle}⟧, imefanya kazi", (handle,), author, "before-native-punctuation"),
        "vi-forward-handle-oi": (f"⟦@{handle}⟧ ơi, xem giúp mình", (handle,), {**author, "place": "forward"},
                                 "sentence-start"),
    }[form]


def slack_plant(form: str, person: Person, uid: str) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person, ".")
    user = {"user": [uid, handle, person.full]}
    return {
        "zh-hant-real-name-quotes": (f"問「⟦{person.full}⟧」比較快", (person.full,), user, "native-quotes"),
        "ja-mention-ni-glued": (f"⟦<@{uid}>⟧に聞いてください", (uid, person.full), user, "no-space-glued"),
        "ko-mention-nim": (f"⟦<@{uid}>⟧ 님, 로그 좀 봐주세요", (uid, person.full), user, "sentence-start"),
        "ar-sa-pretext-shukran": (f"شكراً ⟦<@{uid}>⟧", (uid, person.last), {**user, "place": "pretext"},
                                  "sentence-end"),
        "ur-attachment-handle": (f"⟦{handle}⟧ سے پوچھیں", (handle,), {**user, "place": "attachment"},
                                 "sentence-start"),
        "bn-comment-first-name": (f"⟦{person.first}⟧ কে সার্ভারের পাসওয়ার্ড জিজ্ঞেস করো", (person.first,),
                                  {**user, "place": "comment"}, "sentence-start"),
        "he-edit-mention": (f"⟦<@{uid}>⟧ אתה יכול לעזור?", (uid, person.last), {**user, "place": "edit"},
                            "sentence-start"),
        "ta-nandri-mention": (f"நன்றி ⟦<@{uid}>⟧", (uid, person.last), user, "sentence-end"),
        "fil-salamat-real-name": (f"salamat ⟦{person.full}⟧!", (person.full,), user, "sentence-middle"),
        "zh-hans-fuzeren-colon": (f"负责人：⟦<@{uid}>⟧", (uid, person.full), user, "after-native-punctuation"),
    }[form]


def telegram_plant(form: str, person: Person, number: int) -> tuple[str, tuple[str, ...], dict, str]:
    handle = handle_of(person)
    return {
        "zh-hans-mention-glued": (f"问一下⟦@{handle}⟧吧", (handle,), {"entity": ["mention", 0]}, "no-space-glued"),
        "ja-mention-name-san": (f"⟦{person.full}⟧さん、助かりました", (person.full,),
                                {"entity": ["mention_name", number]}, "sentence-start"),
        "ko-text-link-nim": (f"⟦{person.full}⟧ 님에게 물어보세요", (person.full, handle),
                             {"entity": ["text_link", 0, f"https://t.me/{handle}"]}, "sentence-start"),
        "ar-eg-kallim-mention": (f"كلّم ⟦@{handle}⟧ هو الأدمن", (handle,), {"entity": ["mention", 0]},
                                 "sentence-middle"),
        "fa-guillemets-mention": (f"به «⟦@{handle}⟧» پیام بده", (handle,), {"entity": ["mention", 0]},
                                  "native-quotes"),
        "hi-caption-mention": (f"⟦@{handle}⟧ का स्क्रीनशॉट", (handle,), {"entity": ["mention", 0], "place": "caption"},
                               "sentence-start"),
        "th-poll-first-name": (f"ใครจะซ่อมเซิร์ฟเวอร์: ⟦{person.first}⟧?", (person.first,), {"place": "poll"},
                               "after-native-punctuation"),
        "he-saved-handle": (f"⟦@{handle}⟧ פתר את זה", (handle,), {"place": "saved", "from": person.full},
                            "sentence-start"),
        "sw-via-bot-mention": (f"kumbusho kwa ⟦@{handle}⟧: backup saa tisa", (handle,),
                               {"entity": ["mention", 0], "place": "via_bot", "from": "kumbushobot"},
                               "before-native-punctuation"),
        "yo-mention-name-e-se": (f"ẹ ṣé ⟦{person.first}⟧", (person.first,), {"entity": ["mention_name", number]},
                                 "sentence-end"),
    }[form]


EXPORTS = {"discord": (discord_plant, DISCORD_DOC, 70), "slack": (slack_plant, SLACK_DOC, 90),
           "telegram": (telegram_plant, TELEGRAM_DOC, 110)}
EXPORT_FORMS = {
    "discord": ("zh-hans-xiexie-mention-glued", "ja-mention-san-glued", "ko-display-name-nim", "ar-eg-shukran-handle",
                "he-toda-mention", "hi-forward-dhanyavad-name", "th-khobkhun-mention", "fa-guillemets-mention",
                "sw-asante-handle", "vi-forward-handle-oi"),
    "slack": ("zh-hant-real-name-quotes", "ja-mention-ni-glued", "ko-mention-nim", "ar-sa-pretext-shukran",
              "ur-attachment-handle", "bn-comment-first-name", "he-edit-mention", "ta-nandri-mention",
              "fil-salamat-real-name", "zh-hans-fuzeren-colon"),
    "telegram": ("zh-hans-mention-glued", "ja-mention-name-san", "ko-text-link-nim", "ar-eg-kallim-mention",
                 "fa-guillemets-mention", "hi-caption-mention", "th-poll-first-name", "he-saved-handle",
                 "sw-via-bot-mention", "yo-mention-name-e-se")}
WHOLE_PLACES = ninth.WHOLE_PLACES


def lang_of(form: str) -> str:
    return next(code for code in sorted(LANGS, key=len, reverse=True) if form.startswith(code + "-"))


def export_records(draws: Draws, platform: str, pools: ninth.Pools, rng: random.Random) -> list[dict]:
    make, source, offset = EXPORTS[platform]
    found, kinds = [], EXPORT_FORMS[platform]
    for i in range(PER_KIND):
        form = kinds[i % len(kinds)]
        code = lang_of(form)
        person = draws.person_of(code, 1000 + offset + i // len(kinds))
        number = 10 ** 9 + draws.rng.randrange(10 ** 9)
        uid = str(10 ** 17 + number) if platform == "discord" else "U0" + draws.chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 9)
        phrase, needles, setup, position = make(form, person, uid if platform != "telegram" else number)
        host = pools.take()
        at = 0 if setup.get("place") in WHOLE_PLACES else at_for(position, host, i)
        row = third.record("export", f"{platform}_mention", (form, phrase, needles, {}), host, rng, at)
        found.append({**row, "needles": fifth.distinct(row["needles"]), "platform": platform, "setup": setup,
                      "source": source, "position": position, "lang": code})
    return found


def side_channels(draws: Draws) -> list[dict]:
    ja, ja2, ko, he, he2, zh, hi = (draws.person_of(code, 1400 + k) for k, code in
                                    enumerate(("ja", "ja", "ko", "he", "he", "zh-hans", "hi")))
    rows = {
        "discord-group-dm-name": ("discord", f"{ja.last}さんと{ja2.last}さん", (ja.last, ja2.last), "ja"),
        "slack-dm-of-user": ("slack", f"{ko.full} (휴가 중)", (ko.full, "U0HELDDM3P"), "ko"),
        "slack-channel-of-people": ("slack", f"חתונה-{he.first}-{he2.first}", (he.first, he2.first), "he"),
        "telegram-group-title": ("telegram", f"{zh.last}家 🏠", (f"{zh.last}家",), "zh-hans"),
        "export-path-home": ("discord", f"/home/{hi.first}/Downloads/Discord-Export_2026-11-29", (hi.first,), "hi"),
    }
    return [{"group": "side", "kind": "side_channel", "form": form, "platform": platform, "value": value,
             "needles": fifth.distinct([value, *(n for n in needles if len(n) >= 5 or not n.isascii())]), "names": [],
             "source": SIDE_DOC, "lang": code}
            for form, (platform, value, needles, code) in rows.items()]


# ----------------------------------------------------------------------------------------------- the set

def earlier_values() -> set[str]:
    """Every needle of v1-v11 (lower case): no value of v12 repeats one."""
    found = set()
    for path in EARLIER_SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            found.update(n.lower() for n in json.loads(line).get("needles", []))
    return found


def check_ranges(earlier: set[str]) -> None:
    """No IPv4 /16, IPv6 prefix or OUI of v12 is one an earlier set planted in."""
    macs = {re.sub(r"[^0-9a-f]", "", n)[:6] for n in earlier if re.fullmatch(r"[0-9a-f]{2}([:-][0-9a-f]{2}){5}", n)}
    for lang in LANGS.values():
        assert not [b for b in lang.v4 if any(n.startswith(b + ".") for n in earlier)], lang.code
        assert not any(n.startswith(lang.v6 + ":") for n in earlier), lang.code
        assert lang.oui.replace(":", "") not in macs, lang.code


def build() -> list[dict]:
    """Every record of the twelfth held-out set (needs Faker, phonenumbers, stdnum and the shared data)."""
    rng = random.Random(SEED)
    used = third.earlier_lines(EARLIER_SETS)
    hosts = ninth.pools_of(used)[:2]       # the quietest #ubuntu days and the irclogs days (new-channels: nearly spent)
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
