"""The release auditor's identity numbers, as data: the words that name a government identity number in a
text, each with the `python-stdnum` validators of the numbers it may name, and the numbers so distinctive in
their printed form (a US social security number's 3-2-4 groups, a Brazilian CPF's dots and dash, an Italian
codice fiscale, a Mexican CURP, a British National Insurance number in its pairs) that they need no word.

Written apart from the anonymiser's identity rule (`privacy.patterns`, which reads any 5-20 letters and
digits after its own words): here a number after a word must pass a validator of a scheme that word names
(checksums and registries as `python-stdnum` keeps them), and only the words of schemes without a checksum
(passports, driving licences, identity cards) take any number of their length. `identity_number` is the
check (`checks.CHECKS`); `ID_DETECTORS` are the detectors (`detectors.DETECTORS` holds them).
"""
from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from disentangle.privacy.published import EXAMPLE_IDS

__all__ = ["ANY_NUMBER", "CUED", "CUE_SCREEN", "ID_SCHEMES", "PRINTED", "PRINTED_SCREEN", "IdScheme", "cued_schemes",
           "identity_number", "printed_number"]

ANY_NUMBER = ""                      # a scheme with no checksum: any value of its length with enough digits
FREE_LENGTH = (6, 20)                # such a value's letters and digits (a passport's 9, a licence's 8-16)
FREE_MIN_DIGITS = 4
DATE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}")


@dataclass(frozen=True)
class IdScheme:
    """One kind of identity number: the words that name it (an expression, case-insensitive) and the
    `python-stdnum` modules that validate it (ANY_NUMBER alone: no checksum, any number of its length)."""

    words: str
    validators: tuple[str, ...]


ID_SCHEMES: tuple[IdScheme, ...] = (
    IdScheme(r"ssn|social[ -]security(?:[ -](?:number|no|num|card))?|soc\.? ?sec\.?(?: no)?", ("us.ssn",)),
    IdScheme(r"itin|individual taxpayer(?: identification)?(?: number)?", ("us.itin",)),
    IdScheme(r"social insurance(?: number| no)?|sin number", ("ca.sin",)),
    IdScheme(r"national insurance(?: number| no)?|nino|ni (?:number|no)", ("gb.nino",)),
    IdScheme(r"nhs(?: number| no)?", ("gb.nhs",)),
    IdScheme(r"dni|nie|nif|documento nacional de identidad", ("es.dni", "es.nie", "es.nif", "ar.dni")),
    IdScheme(r"cpf|cadastro de pessoas f[ií]sicas", ("br.cpf",)),
    IdScheme(r"cnpj", ("br.cnpj",)),
    IdScheme(r"aadhaa?r(?: card| number| no)?|uidai", ("in_.aadhaar",)),
    IdScheme(r"pan(?: card| number| no)", ("in_.pan",)),
    IdScheme(r"bsn|burgerservicenummer", ("nl.bsn",)),
    IdScheme(r"pesel", ("pl.pesel",)),
    IdScheme(r"personnummer|personal identity number", ("se.personnummer", "no.fodselsnummer")),
    IdScheme(r"f[øo]dselsnummer", ("no.fodselsnummer",)),
    IdScheme(r"cpr(?:-nummer| number| no)?", ("dk.cpr",)),
    IdScheme(r"hetu|henkil[öo]tunnus", ("fi.hetu",)),
    IdScheme(r"codice fiscale", ("it.codicefiscale",)),
    IdScheme(r"steuer-?id|steueridentifikationsnummer|identifikationsnummer|steuerliche id", ("de.idnr",)),
    IdScheme(r"num[ée]ro de s[ée]curit[ée] sociale|s[ée]cu(?:rit[ée] sociale)?|nir", ("fr.nir",)),
    IdScheme(r"curp", ("mx.curp",)),
    IdScheme(r"rut|rol [úu]nico tributario", ("cl.rut",)),
    IdScheme(r"pps(?: number| no)?", ("ie.pps",)),
    IdScheme(r"tfn|tax file number", ("au.tfn",)),
    IdScheme(r"ahv(?:-nummer| number)?|avs", ("ch.ssn",)),
    IdScheme(r"tc kimlik(?: no)?|kimlik numaras[ıi]", ("tr.tckimlik",)),
    IdScheme(r"rrn|resident registration number|주민등록번호", ("kr.rrn",)),
    IdScheme(r"身份证(?:号码?)?|resident identity card", ("cn.ric",)),
    IdScheme(r"инн", ("ru.inn",)),
    IdScheme(r"tax (?:id|identification number|number|code)|taxpayer id|tin", (
        "us.ssn", "us.itin", "de.idnr", "it.codicefiscale", "es.nif", "br.cpf", "in_.pan", "au.tfn")),
    IdScheme(r"passport(?: number| no| id)?|reisepass(?:nummer)?|pasaporte|passeport|паспорт\w*", (ANY_NUMBER,)),
    IdScheme(r"driver'?s? licen[cs]e(?: number| no| id)?|driving licen[cs]e(?: number| no)?|f[üu]hrerschein(?:nummer)?"
             r"|licen[cs]e (?:number|no)", (ANY_NUMBER,)),
    IdScheme(r"national id(?:entity)?(?: card)?(?: number| no)?|identity card(?: number| no)?|id card (?:number|no)|"
             r"personalausweis(?:nummer)?|carte d'identit[ée]|c[ée]dula(?: de identidad)?|documento de identidad|"
             r"carteira de identidade", (ANY_NUMBER,)),
)
# what may stand between a scheme's words and its number ("SSN: ", "passport no. ", "licence number is ")
FILLER = r"(?:\s*(?:[:#=]|is|was|number|no\.?|nr\.?|num(?:ber|ero|éro)?|n[°º]|#|es|est|ist|é|:)(?!\w))"
# ... and the number: groups of letters and digits, the first holding a digit or of 1-3 capitals (an NI number's
# prefix), each after it holding a digit (or the one letter that ends an NI number), so that no word joins it
VALUE = r"(?P<value>(?:[A-Za-z0-9]*\d[A-Za-z0-9]*|(?-i:[A-Z]{1,3}))(?:[ .\-/][A-Za-z]*\d[A-Za-z0-9]*|\s[A-Da-d](?!\w)){0,5})"
CUED = re.compile(rf"(?i)(?<![\w-])(?P<words>{'|'.join(f'(?:{s.words})' for s in ID_SCHEMES)})(?![\w-])"
                  rf"{FILLER}{{0,3}}\s*{VALUE}")
# what a text must hold for the expressions to be tried (casefolded text): a scheme's first word at a word's start
CUE_SCREEN = re.compile(r"(?<!\w)(?:ssn|social|soc\b|itin|individual|sin\b|national|nino|ni\b|nhs|dni|nie|nif|"
                        r"documento|cpf|cadastro|cnpj|aadha|uidai|pan\b|bsn|burger|pesel|person|f[øo]dsels|cpr|hetu|"
                        r"henkil|codice|steuer|identifikation|num[ée]ro|s[ée]cu|nir\b|curp|rut\b|rol\b|pps\b|tfn|"
                        r"tax|ahv|avs|tc\b|kimlik|rrn|resident|инн|tin\b|passport|reisepass|pasaporte|passeport|"
                        r"паспорт|driv|f[üu]hrerschein|licen|identity|id card|personalausweis|carte|c[ée]dula|carteira)"
                        r"|주민등록번호|身份证")
# numbers whose printed form is their own word: (a pattern, the validators one of which it must pass)
PRINTED: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"(?<![\w.-])\d{3}-\d{2}-\d{4}(?![\w-]|\.\w)"), ("us.ssn",)),
    (re.compile(r"(?<![\w.-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w-]|\.\w)"), ("br.cpf",)),
    (re.compile(r"(?<![\w-])[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z](?![\w-])"), ("it.codicefiscale",)),
    (re.compile(r"(?<![\w-])[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d(?![\w-])"), ("mx.curp",)),
    (re.compile(r"(?<![\w-])[A-Z]{2} \d{2} \d{2} \d{2} [A-D](?![\w-])"), ("gb.nino",)),
)
PRINTED_SCREEN = re.compile(r"\d\d\d(?:-\d\d-\d|\.\d\d\d\.\d\d\d-)|\d{6}[hm]|\d[a-z]\d\d[a-z]\d{3}[a-z]|\d \d\d \d\d [a-d]")   # casefolded
NINO = re.compile(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]")


def _nino_valid(number: str) -> bool:
    """A British National Insurance number (HMRC's prefixes; `python-stdnum` has no module for it)."""
    return bool(NINO.fullmatch(re.sub(r"\s", "", number).upper()))


@cache
def _validator(name: str) -> Callable[[str], bool]:
    """The `is_valid` of a `python-stdnum` module by its name under `stdnum.` ("us.ssn")."""
    if name == "gb.nino":
        return _nino_valid
    return importlib.import_module(f"stdnum.{name}").is_valid


def _free_number(value: str) -> bool:
    """A number of a scheme without a checksum: 6-20 letters and digits, 4 digits or more, no date."""
    compact = re.sub(r"[\W_]", "", value)
    return FREE_LENGTH[0] <= len(compact) <= FREE_LENGTH[1] and sum(map(str.isdigit, compact)) >= FREE_MIN_DIGITS \
        and not DATE.fullmatch(value)


def _passes(value: str, validators: tuple[str, ...]) -> bool:
    return any(_free_number(value) if name == ANY_NUMBER else _validator(name)(value) for name in validators)


def cued_schemes(words: str) -> tuple[str, ...]:
    """The validators of every scheme whose words `words` are."""
    return tuple(name for scheme in ID_SCHEMES if re.fullmatch(scheme.words, words, re.I)
                 for name in scheme.validators)


def identity_number(value: str, before: str, match: re.Match[str]) -> bool:
    """Is the value after an identity number's words a number of a scheme they name? The value and each of its
    shorter prefixes by group are tried ("SSN 078-05-1121 and 42" as "078-05-1121")."""
    validators = cued_schemes(match["words"])
    groups = re.split(r"(?<=[A-Za-z0-9])(?=[ .\-/])", value)
    return any(_passes("".join(groups[:end]).strip(" ."), validators) for end in range(len(groups), 0, -1))


def printed_number(value: str, before: str, match: re.Match[str]) -> bool:
    """A number printed in its own scheme's form that passes that scheme's validator (not a published example)."""
    return re.sub(r"\D", "", value) not in EXAMPLE_IDS and any(_passes(value, validators) for pattern, validators in PRINTED if pattern.fullmatch(value))
