"""Rules written after the twelfth held-out set's measure (issue 42; its misses read, so v12 is spent): the rest
of the world in its own scripts. The fold reads native digits as ASCII ones (Arabic-Indic, Persian, Devanagari,
Bengali, Thai), a script's own punctuation as the ASCII mark and a space (`：`, `，`, `。`, `「」`, `،`, `।`),
and puts a space between a letter of a script written without spaces and an ASCII letter, digit or `+`
(`电话13113543135`), or after a one-letter prefix's hyphen (`ל-IL...`); phone and credential words of those
languages (`手机号`, `電話番号`, `رقمي`, `شماره`, `नंबर`, `密码`, `パスワード`, `كلمة المرور`, `پاس ورڈ`, ...);
a credential's name glued to its verb (`シークレットは`, `密码是`) or with a prefix (`AppSecret`, `API 키`); a
name cut by no vowel sign (combining marks belong to the word: `अशोक`, `আদি`), thanked in those languages
(`谢谢`, `شكرا`, `ขอบคุณ ... ครับ`), before an honorific (`Spartanさん`, `윤영길님`), or found inside a run of
a script without spaces (`長谷川真綾に聞いて`). What stays: an address whose domain is in another script
(`laila@بريد.مصر`, read by the fold as one), code (`apiKey: this.apiKey`), a checksum after its word. Lines written here."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from disentangle.logs.records import nick_key
from disentangle.privacy import PERSONAL, PrivacySettings
from disentangle.privacy.audit import AuditScope, text_findings
from disentangle.privacy.audit.names import known_names
from disentangle.privacy.engine import Anonymizer, name_rule
from disentangle.privacy.fold import fold
from disentangle.privacy.names import name_keys, name_parts
from helpers import personal_text as personal

SETTINGS = PrivacySettings(PERSONAL)

REPLACED = [
    ("我的手机号是139 2218 7740", "我的手机号是__phone__"),
    ("电话13922187740，随时打", "电话__phone__，随时打"),
    ("電話番号は080-4471-2296です", "電話番号は__phone__です"),
    ("رقمي ٠١٢٢٤٥٦٧٨٩٠ كلمني", "رقمي __phone__ كلمني"),
    ("شماره من ۰۹۳۵ ۲۴۱ ۷۷۰۸", "شماره من __phone__"),
    ("मेरा नंबर ९८१०४ २२५६३ है", "मेरा नंबर __phone__ है"),
    ("我家的公网IP是58.61.14.203，帮我看看", "我家的公网IP是__ip__，帮我看看"),
    ("网卡的MAC地址：3c:22:fb:91:0e:47", "网卡的MAC地址：__mac__"),
    ("IPv6は2400:4151:9c2:7700:1d3e:88aa:2f1:6c4b、ルーター", "IPv6は__ip__、ルーター"),
    ("WiFi密码是Qing8830!!", "WiFi密码是__secret__"),
    ("パスワードは「Zt7-kQm2pX9」です", "パスワードは「__secret__」です"),
    ("LINEのチャネルシークレットは8e1f0c77a2b94d3e6f5a1c0b9d8e7f6aです", "LINEのチャネルシークレットは__secret__です"),
    ("AppSecret: 8e1f0c77a2b94d3e6f5a1c0b9d8e7f6a", "AppSecret: __secret__"),
    ("REST API 키: 8e1f0c77a2b94d3e6f5a1c0b9d8e7f6a", "REST API 키: __secret__"),
    ("كلمة المرور: Rm8#pQz41w", "كلمة المرور: __secret__"),
    ("تعביר ל-IL620108000000099999999 בבקשה", "تعביר ל-__iban__ בבקשה"),
    ("شماره کارت ۴۵۳۹-۱۴۸۸-۰۳۴۳-۶۴۶۷", "شماره کارت __card__"),
]

KEPT = [
    "apiKey: this.apiKey,",
    "md5sum: 8e1f0c77a2b94d3e6f5a1c0b9d8e7f6a",
    "版本1.2.3.4已经发布",
    "紧急电话110，火警119",
    "价格¥1,280，２０２６年１１月２９日",
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_after_v12_a_value_in_another_script_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_after_v12_what_identifies_no_one_stays(text: str) -> None:
    assert personal(text) == text


def test_the_fold_reads_native_digits_and_spaces_scripts_apart() -> None:
    assert fold("٠١٢ ۳۴۵ ६७८ ๙") == "012 345 678 9"
    assert fold("电话13113543135，随时") == "电话 13113543135, 随时"
    assert fold("laila@بريد.مصر") == "laila@بريد.مصر"          # an address across scripts stays one
    assert fold("ל-IL62") == "ל- IL62"


def _export(text: str, *people: str) -> str:
    keys = name_keys(people) | {part for name in people for part in name_parts(name)}
    return Anonymizer(SETTINGS, name_rule(keys, SETTINGS), platform=True).text(text, Counter())


@pytest.mark.fault
@pytest.mark.parametrize("text, people, expected", [
    ("धन्यवाद अशोक जी", ("अशोक भरद्वाज",), "धन्यवाद __user__ जी"),
    ("আদি কে জিজ্ঞেস করো", ("আদি রায়",), "__user__ কে জিজ্ঞেস করো"),
    ("윤영길님 감사합니다", ("윤영길",), "__user__님 감사합니다"),
    ("田中裕樹さん、助かりました", ("田中裕樹",), "__user__さん、助かりました"),
    ("@長谷川真綾に聞いてください", ("長谷川 真綾",), "@__user__に聞いてください"),
])
def test_a_name_in_its_own_script_is_found_whole(text: str, people: tuple[str, ...], expected: str) -> None:
    assert _export(text, *people) == expected


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", [
    ("谢谢Quentin_！", "谢谢__user__！"),
    ("ขอบคุณ quentin ครับ", "ขอบคุณ __user__ ครับ"),
    ("شكرا بزاف quentin", "شكرا بزاف __user__"),
])
def test_a_nick_thanked_in_another_script_is_a_name(text: str, expected: str) -> None:
    names = name_rule(frozenset({"quentin", "quentin_"}), SETTINGS)
    names = replace(names, wordlike=names.others)     # nicks that are words too: replaced only where used as names
    assert Anonymizer(SETTINGS, names, platform=False).text(text, Counter()) == expected


@pytest.mark.fault
def test_a_nick_before_a_glued_honorific_is_a_name() -> None:
    names = name_rule(frozenset({nick_key("Qtinx_")}), SETTINGS)
    assert Anonymizer(SETTINGS, names, platform=False).text("Qtinx_さん、ありがとう", Counter()) \
        == "__user__さん、ありがとう"


@pytest.mark.fault
def test_the_auditor_reads_a_name_with_vowel_signs_whole() -> None:
    assert text_findings("@अशोक धन्यवाद", AuditScope(known_names({"अशोक"}), True)) == [("name", "अशोक")]


# after v13's measure (its misses read: v13 is spent): an IBAN capitalised as a word, a token said in prose
@pytest.mark.fault
@pytest.mark.parametrize("text, expected", [
    ("my iban Gb02nwbk60161331926820 thanks", "my iban __iban__ thanks"),
    ("my token is 7c1e0a9b44d2f3e85a6b09c1d2e3f4a5b6c7d8e9.", "my token is __secret__."),
])
def test_after_v13_a_capitalised_iban_and_a_token_in_prose_go(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", ["the token is expired", "the token is wrong, see max_tokens"])
def test_after_v13_prose_about_a_token_stays(text: str) -> None:
    assert personal(text) == text
