"""People a chat export never lists (privacy/people.py): first names of the gazetteer, handles made of them, full
names, names of scripts without case among other scripts; and the words, programs and code that stay."""
from __future__ import annotations

from collections import Counter

import pytest

from disentangle.privacy import PrivacySettings
from disentangle.privacy.engine import PERSONAL, Anonymizer, name_rule
from disentangle.privacy.people import (
    NOT_PEOPLE,
    among_other_scripts,
    fold_name,
    gazetteer,
    written_as_name,
)
from helpers import personal_text as personal

SETTINGS = PrivacySettings(PERSONAL)

REPLACED = [
    # a first name that is no English word, wherever it stands capitalised
    ("Radoslav fixed the printer yesterday", "__user__ fixed the printer yesterday"),
    ("we drove to the lake with Ingeborg", "we drove to the lake with __user__"),
    ("the keys are at Katarzyna's place", "the keys are at __user__'s place"),
    # a first name that is a word too, where a person stands
    ("ask Grace before you merge", "ask __user__ before you merge"),
    ("Lance said the build is green", "__user__ said the build is green"),
    ("thanks Hope!", "thanks __user__!"),
    # a capitalised token that is no word at all, where a person stands
    ("ping Quortinel about the rota", "ping __user__ about the rota"),
    # both parts of a full name
    ("the parcel is for Ewelina Kowalczyk, not me", "the parcel is for __user__ __user__, not me"),
    ("signed: Grace Kowalczyk", "signed: __user__ __user__"),
    # a first name that is a word too joined to the writer, a full name where the whole name stands for a person
    ("Dennis and i rebuilt the shed", "__user__ and i rebuilt the shed"),
    ("cheers Sergio Castillo, that did it", "cheers __user__ __user__, that did it"),
    ("the label reads \"Tom Foster\" in pencil", "the label reads \"__user__ __user__\" in pencil"),
    # a handle of a first name and a cut surname
    ("i think ramona_kesl booked it", "i think __user__ booked it"),
    ("the admin (k_lindqvist) left the group", "the admin (__user__) left the group"),
    # a name of a script without case among words of other scripts
    ("the van (ياسين drives it) leaves at 8", "the van (__user__ drives it) leaves at 8"),
]

KEPT = [
    "Mark the partition as bootable first",             # a first name that is a word, as a word
    "upgrade from Hardy to Lucid",                      # release names
    "I installed Ruby from Synaptic",                   # a program's name
    "on my Dell Inspiron 600m",                         # a maker's name
    "Will this work on 14.04?",
    "set max_size=3 and pam_ldap in the config",        # code's names with a short first name
    "m_buffer is null until p_value is set",            # an initial and a word
    "ask Ubuntu forums",
    "Server: 8.8.8.8",                                  # a word opening a message before `:`
    "Man, that was close",
    "Grace Period ends on friday",                      # a first name that is a word, before a word that is no surname
    "a Grace and i sat there",
    "سلام عليكم",                                       # a message of its own script: its words are words
    "سلام يا صديقي",                                    # ... even after a greeting
]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", REPLACED)
def test_a_person_no_export_lists_goes(text: str, expected: str) -> None:
    assert personal(text) == expected


@pytest.mark.parametrize("text", KEPT)
def test_words_programs_and_code_stay(text: str) -> None:
    assert personal(text) == text


def test_only_chat_exports_text_is_read_for_unlisted_people() -> None:
    """#ubuntu's people are its nicks: in IRC text a first name no one lists stays (docs/privacy.md says so)."""
    irc = Anonymizer(SETTINGS, name_rule(frozenset(), SETTINGS), platform=False)
    assert irc.text("Radoslav fixed the printer yesterday", Counter()) == "Radoslav fixed the printer yesterday"


def test_the_gazetteer_holds_names_of_many_scripts_and_no_program() -> None:
    names = gazetteer()
    assert len(names.first) > 20_000 and len(names.last) > 20_000
    assert {"ingeborg", "radoslav", "ياسين", "अशोक"} <= names.first
    assert not names.first & NOT_PEOPLE
    assert names.first_name("Ingeborg") and not names.first_name("ingeborg")      # a name is capitalised
    assert not names.first_name("Can")                                             # "can": too common a word


def test_a_name_folds_accents_and_arabic_article() -> None:
    assert fold_name("Ádám") == "adam" and fold_name("السعيد") == "سعيد" and fold_name("Jo") == "jo"
    assert written_as_name("Ингеборга") and not written_as_name("ИНГЕБОРГА") and not written_as_name("Jo2")


def test_a_name_among_other_scripts() -> None:
    assert among_other_scripts("ياسين", "the van (ياسين drives it) leaves at 8")
    assert not among_other_scripts("سلام", "سلام عليكم")


def test_a_nick_joined_to_the_writer_opening_a_message() -> None:
    """A word-like nick opening a message before "and i" is a person ("toshiba and i tried the live cd"); used as
    a word later in a sentence it stays ("booting toshiba and i got a shell")."""
    rule = name_rule(frozenset({"toshiba", "ubuntu"}), SETTINGS)
    irc = Anonymizer(SETTINGS, rule, platform=False)
    assert irc.text("toshiba and i tried the live cd", Counter()) == "__user__ and i tried the live cd"
    assert irc.text("booting toshiba and i got a shell", Counter()) == "booting toshiba and i got a shell"


GIT_IDENTITY = [
    ("user.name=Priya Raman\nuser.email=priya@example.org", "user.name=__user__\nuser.email=__email__"),
    ('git config --global user.name "Priya Raman"', 'git config --global user.name "__user__"'),
    ("Author: Priya Raman <praman@gmail.com>\nDate:   Mon", "Author: __user__ <__email__>\nDate:   Mon"),
    ("Signed-off-by: Priya Raman <praman@gmail.com>", "Signed-off-by: __user__ <__email__>"),
    ("GIT_COMMITTER_NAME=praman git commit --amend", "GIT_COMMITTER_NAME=__user__ git commit --amend"),
]
GIT_WORDS = ["set user.name in your config", "git config user.name", "the Author: field is empty"]


@pytest.mark.fault
@pytest.mark.parametrize("text, expected", GIT_IDENTITY)
def test_a_name_in_gits_identity_goes(text: str, expected: str) -> None:
    """git's identity holds a person's name: its configuration and a commit's headers and trailers."""
    assert personal(text) == expected


@pytest.mark.parametrize("text", GIT_WORDS)
def test_gits_keys_without_a_name_stay(text: str) -> None:
    assert personal(text) == text
