"""People no source lists: first and last names from a gazetteer, and where a token of a chat export's text is
one ("ask Melina!", "who drives, Ursula?", "the old printer (خالد kept it)", "turns out wes_clae was right").

A chat export lists its members, but its text names people it does not know too: a friend, a neighbour, a poll's
first names. The gazetteer is the first and last names of every locale of Faker's person providers (a well-kept
library; about 29,000 first names and 30,000 surnames of many scripts) and the given names of nomquamgender's
registers that Faker lacks (`given_names`: `Cerys`, `Othmane`, `Liis`), read once (`gazetteer`), keys folded as
`fold_name` folds them (lower case, accents off, Arabic's alef forms and article). Which tokens are names
(`Gazetteer.person`): a name of a script without case among words of other scripts; a capitalised name that is
no English word (`NAME_WORD_ZIPF`) wherever it stands, unless a program's or a distribution's (`NOT_PEOPLE`); a
capitalised name that is a word too ("Lance", "Grace") only where a person stands (`engine` decides: asked for,
greeted, joined to the writer, before a reporting verb); a surname right after a first name
(`Gazetteer.surname_after`); and a handle made of a first name and a cut surname (`wes_clae`,
`loretta_gonc`). The anonymiser uses it only on chat exports' text: #ubuntu's people are its nicks.
"""
from __future__ import annotations

import functools
import importlib
import logging
import pkgutil
import re
import unicodedata
from dataclasses import dataclass

from wordfreq import zipf_frequency

from disentangle.dialogues.addressing import WORD_LANGUAGE
from disentangle.privacy.given_names import shipped_given_names
from disentangle.privacy.names import RELEASE_NAMES

__all__ = ["HANDLE_CUT_FIRST_ZIPF", "HANDLE_CUT_LETTERS", "HANDLE_FIRST_ZIPF", "HANDLE_LAST_ZIPF", "NAME_WORD_ZIPF", "SURNAME_WORD_ZIPF", "WORD_NOT_NAME_ZIPF", "NOT_PEOPLE", "Gazetteer", "among_other_scripts", "fold_name", "gazetteer", "has_case", "script_of"]

logger = logging.getLogger(__name__)

# a first name wordfreq's English counts at least this often is a word too ("lance", "grace", "dell", "ruby"):
# a person only where one stands; below it ("melina", "ursula", "nils") a name wherever it is capitalised
NAME_WORD_ZIPF = 3.0
SURNAME_WORD_ZIPF = 4.5       # a surname of the gazetteer after a first name that is a word too: rarer than this ("Tom Foster")
WORD_NOT_NAME_ZIPF = 5.5      # ... and one this common ("can", "man", "will", "ever") is never a person by the gazetteer
MIN_NAME_LETTERS = 3          # a name of a cased script this long at least ("Al", "Bo" are words and initials)
MIN_UNCASED_LETTERS = 2       # ... of a script without case ("أنس" is three letters, "明" too short to tell)
HANDLE = re.compile(r"(?P<first>[a-z]{4,12})_(?P<last>[a-z]{2,12})")   # a handle of a first name and a cut surname
# (a first name of 3 letters starts code's names too: `pam_ldap`, `kit_getpwnam`, `max_bframes`)
INITIAL_HANDLE = re.compile(r"[a-z]_(?P<last>[a-z]{4,16})")   # ... or of an initial and a surname (`m_hartmann`)
HANDLE_FIRST_ZIPF = 5.0       # ... whose first name is no word this common ("will_paginate", "max_size" stay)
HANDLE_LAST_ZIPF = 2.5        # ... and whose second part is no word this common ("daniel_tsve"; not "anna_config")
HANDLE_CUT_LETTERS = 4        # ... unless that part is a surname cut to two to four letters ("olga_mor", "jonas_bra")
HANDLE_CUT_FIRST_ZIPF = 4.5   # ... after a first name that is no common word ("alice" is; not "james_mur", "max_len")
PROVIDERS = "faker.providers.person"
# the providers' attributes that hold first names (`first_names_female`, `first_romanized_names`, ...) and
# surnames (`last_names`, `male_last_names`, `last_names_islamic`, ...)
FIRST_NAME_FIELDS = re.compile(r"first_\w*names\w*")
LAST_NAME_FIELDS = re.compile(r"\w*last_\w*names\w*")
ARABIC_ALEFS = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا"})
ARABIC_ARTICLE = "ال"

# programs, distributions, hardware and services that are first names in some locale: never a person by the
# gazetteer alone (a known member of an export of that name still is)
NOT_PEOPLE = frozenset((
    "ada", "alis", "amber", "arch", "arduino", "asta", "ati", "atom", "aurora", "axel", "beryl", "brave", "buster", "caja",
    "cassandra", "ceil", "cinnamon", "dash", "deja", "dell", "django", "electra", "emacs", "emerald", "evince",
    "gala", "hugo", "iris", "jenkins", "jessie", "julia", "kali", "kate", "lenny", "lilo", "lohit", "luna",
    "mate", "mint", "nemo", "nova", "octave", "okey", "opera", "pluma", "redis", "rex", "riad", "rosetta",
    "ruby", "safari", "samba", "sid", "siri", "squid", "suse", "sys", "tails", "tilda", "tor", "unity", "vala",
    "vesa", "vino", "wayland", "weston", "woody", "xena", "zorin"))


@dataclass(frozen=True)
class Gazetteer:
    """First and last names (folded keys, `fold_name`), and which first names are English words too: `first`,
    Faker's, read wherever a name stands; `world`, the registers' given names Faker lacks (`given_names`), read
    only where a person stands (as many are programs' and words of other languages too: "Kismet", "Merci")."""

    first: frozenset[str]
    last: frozenset[str]
    world: frozenset[str] = frozenset()

    def first_name(self, token: str) -> bool:
        """Is `token` a first name of the gazetteer (no program's, no very common word: `WORD_NOT_NAME_ZIPF`)
        written as one: capitalised (or of a script without case), letters alone, long enough?"""
        return written_as_name(token) and fold_name(token) in self.first \
            and zipf_frequency(token.lower(), WORD_LANGUAGE) < WORD_NOT_NAME_ZIPF

    def slot_name(self, token: str) -> bool:
        """Is `token` a first name written as one where a person stands ("ask Cerys", "thanks Othmane!"): of
        `first` and no very common word (`WORD_NOT_NAME_ZIPF`), or of `world` and no English word at all
        (`NAME_WORD_ZIPF`: not "Via", "Ive", "Apple", "Okay", all given names somewhere)?"""
        if not written_as_name(token):
            return False
        key, zipf = fold_name(token), zipf_frequency(token.lower(), WORD_LANGUAGE)
        return key in self.first and zipf < WORD_NOT_NAME_ZIPF or key in self.world and zipf < NAME_WORD_ZIPF

    def person(self, token: str, text: str) -> bool:
        """Is `token` of `text` a person wherever it stands: a capitalised first name that is no English word
        (`NAME_WORD_ZIPF`), or one of a script without case among words of other scripts ("the old printer
        (خالد kept it)"; in a message of its own script its words are words: "سلام", "على")?"""
        if not self.first_name(token):
            return False
        if has_case(token):
            return zipf_frequency(token.lower(), WORD_LANGUAGE) < NAME_WORD_ZIPF
        return among_other_scripts(token, text)

    def name_word(self, word: str) -> bool:
        """Is a word written in lower case (a channel's name's: `trip-tarek-eirik`) a first name of the
        gazetteer that is no English word (`NAME_WORD_ZIPF`: `eirik`; not `grace`, `dev`)?"""
        return fold_name(word) in self.first and zipf_frequency(word.lower(), WORD_LANGUAGE) < NAME_WORD_ZIPF

    def handle(self, token: str) -> bool:
        """Is `token` a handle of a first name (Faker's, or a register's that is no English word: `froukje_bosma`)
        and a cut surname (`wes_clae`, `loretta_gonc`), neither a common
        word (`HANDLE_FIRST_ZIPF`, `HANDLE_LAST_ZIPF`: not `max_size`, `will_paginate`; a cut of two to four
        letters is no word, after a first name that is no common word: `olga_mor`), or of an initial and a
        surname of the gazetteer that is no common word (`SURNAME_WORD_ZIPF`: `m_hartmann`; not `m_buffer`)?"""
        initial = INITIAL_HANDLE.fullmatch(token)
        if initial is not None:
            return initial["last"] in self.last and zipf_frequency(initial["last"], WORD_LANGUAGE) < SURNAME_WORD_ZIPF
        found = HANDLE.fullmatch(token)
        if found is None:
            return False
        first = zipf_frequency(found["first"], WORD_LANGUAGE)
        if found["first"] not in self.first:             # a register's name: no English word, nor what follows it
            return found["first"] in self.world and first < NAME_WORD_ZIPF \
                and zipf_frequency(found["last"], WORD_LANGUAGE) < HANDLE_LAST_ZIPF      # (not `tokio_core`)
        if len(found["last"]) <= HANDLE_CUT_LETTERS:     # a surname cut short is no word, whatever it spells
            return first < HANDLE_CUT_FIRST_ZIPF
        return first < HANDLE_FIRST_ZIPF and zipf_frequency(found["last"], WORD_LANGUAGE) < HANDLE_LAST_ZIPF

    def surname_after(self, first: str, token: str) -> bool:
        """Is `token` a surname after the first name `first` ("Isa Janssens", "Arzu Məlikli"): a surname of the
        gazetteer or a capitalised word that is no English word, after a first name that is none; after a
        first name that is a word too ("Tom", "Grace"), only a surname of the gazetteer that is no common word
        (`SURNAME_WORD_ZIPF`: "Tom Foster", not "Grace Period")?"""
        if not self.first_name(first) or not written_as_name(token):
            return False
        word = has_case(token) and zipf_frequency(token.lower(), WORD_LANGUAGE) >= NAME_WORD_ZIPF
        if has_case(first) and zipf_frequency(first.lower(), WORD_LANGUAGE) < NAME_WORD_ZIPF:
            return not word or fold_name(token) in self.last
        return fold_name(token) in self.last and zipf_frequency(token.lower(), WORD_LANGUAGE) < SURNAME_WORD_ZIPF


def among_other_scripts(token: str, text: str) -> bool:
    """Are the letters of `text` outside `token` mostly of other scripts than the token's?"""
    script = script_of(token[0])
    letters = [script_of(char) for char in text if char.isalpha()]
    same = sum(found == script for found in letters) - len(token)
    return len(letters) - same - len(token) > same + len(token)


def script_of(char: str) -> str:
    """The script of a letter, as the first word of its Unicode name ("ARABIC", "LATIN", "CJK")."""
    return unicodedata.name(char, "UNKNOWN").split(" ", 1)[0]


def has_case(token: str) -> bool:
    """Is `token` written in a script with upper and lower case (Latin, Cyrillic, Greek, Armenian)?"""
    return token.lower() != token.upper()


def written_as_name(token: str) -> bool:
    """Letters (and the marks on them) alone, capitalised when its script has case, long enough."""
    if not _letters(token):
        return False
    if has_case(token):
        return len(token) >= MIN_NAME_LETTERS and token[0].isupper() and token[1:] == token[1:].lower()
    return len(token) >= MIN_UNCASED_LETTERS


def _letters(token: str) -> bool:
    """Letters and the marks on them alone (`isalpha` leaves out the vowel signs of "अशोक")."""
    return token.isalpha() or all(char.isalpha() or unicodedata.category(char)[0] == "M" for char in token)


def fold_name(name: str) -> str:
    """A name's key: lower case, accents off ("Ádi" -> "adi"), Arabic's alef forms as one and its article off
    ("السعيد" -> "سعيد")."""
    if name.isascii():
        return name.lower()
    decomposed = unicodedata.normalize("NFKD", name.lower().translate(ARABIC_ALEFS))
    key = "".join(char for char in decomposed if not unicodedata.combining(char))
    if key.startswith(ARABIC_ARTICLE) and len(key) > len(ARABIC_ARTICLE) + 1:
        key = key[len(ARABIC_ARTICLE):]
    return unicodedata.normalize("NFC", key)


@functools.cache
def gazetteer() -> Gazetteer:
    """The gazetteer: the first and last names of every locale of Faker's person providers, and the given names
    of the world's registers (`given_names`), read once per process."""
    first, last = _provider_names(FIRST_NAME_FIELDS), _provider_names(LAST_NAME_FIELDS)
    world = shipped_given_names() - first
    logger.debug("gazetteer: %d first names, %d last names, %d more given names", len(first), len(last), len(world))
    kept_out = NOT_PEOPLE | RELEASE_NAMES
    return Gazetteer(first - kept_out, last - kept_out, world - kept_out)


def _provider_names(fields: re.Pattern[str]) -> frozenset[str]:
    """The folded names of the class attributes of every locale's person provider whose name `fields` matches
    (lists, tuples, or weighted dicts of names; not pairs, not a property), single words only (not "عبد الإله")."""
    package = importlib.import_module(PROVIDERS)
    names: set[str] = set()
    for module in pkgutil.iter_modules(package.__path__):
        provider = importlib.import_module(f"{PROVIDERS}.{module.name}").Provider
        for field_name in filter(fields.fullmatch, dir(provider)):
            values = getattr(provider, field_name, ())
            if isinstance(values, (list, tuple, dict, set, frozenset)):
                names.update(name for name in values if isinstance(name, str))
    return frozenset(fold_name(name) for name in names if _one_word(name))


def _one_word(name: str) -> bool:
    """A name of one word: letters (and the marks on them) alone, long enough."""
    if not _letters(name):
        return False
    return len(name) >= (MIN_NAME_LETTERS if has_case(name) else MIN_UNCASED_LETTERS)
