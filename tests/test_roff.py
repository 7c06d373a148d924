"""roff (man and mdoc) sources to plain text: arguments, escapes, conditionals, macros, tables, mdoc."""
from pathlib import Path

import pytest

from disentangle.knowledge.roff import join_continuations, roff_to_text, special_char, split_args

PAGES = Path(__file__).resolve().parent / "data" / "manpages"


@pytest.mark.parametrize("text, expected", [
    ('a b  c', ["a", "b", "c"]),
    ('"two words" x', ["two words", "x"]),
    ('"say ""hi""" y', ['say "hi"', "y"]),
    (r'a\ b c', [r"a\ b", "c"]),
    ('"" x', ["", "x"]),
])
def test_split_args(text: str, expected: list[str]) -> None:
    assert split_args(text) == expected


def test_join_continuations() -> None:
    assert join_continuations(["a\\", "b", "c\\\\", "d"]) == ["ab", "c\\\\", "d"]


@pytest.mark.parametrize("source, expected", [
    (r"\fBbold\fR and \f(CWcode\fP", "bold and code"),
    (r"a\-b \(em c \[u00E9] \[char65]", "a-b -- c \u00e9 A"),
    (r"x\s-2small\s0 \e\&y", r"xsmall \y"),
    (r"width \w'abc'u here", "width u here"),
    ('text \\" a comment', "text"),
    (".ds Q quoted\nsay \\*Q and \\*(Tm", "say quoted and (TM)"),
])
def test_escapes(source: str, expected: str) -> None:
    assert roff_to_text(source).strip() == expected


def test_unknown_special_characters_vanish() -> None:
    assert special_char("zz") == "" and special_char("bu") == "*"


def test_man_page_rendering() -> None:
    text = roff_to_text((PAGES / "man1" / "frob.1").read_text())
    lines = text.splitlines()
    assert lines[:2] == ["NAME", "frob, unfrob - frobnicate files -- quickly"]
    assert "frob [-v] [FILE]..." in lines
    assert "frob reads each FILE and frobnicates it; it's fast. Reallyfast." in lines
    assert "Second paragraph, groff here." in lines  # .ie \n(.g taken, .if t skipped
    assert lines[lines.index("-v, --verbose") + 1] == "say more"  # .TP tag on its own line
    assert "  frob -v notes.txt" in lines  # user macro .Vb switched to no-fill
    assert "Key  Meaning" in lines and "q  quit" in lines  # table with tab(:)
    assert "ignored" not in text and "typeset" not in text
    assert lines[-2:] == ["SEE ALSO", "grep(1)"]


def test_mdoc_page_rendering() -> None:
    lines = roff_to_text((PAGES / "man8" / "frobd.8").read_text()).splitlines()
    assert lines[:2] == ["NAME", "frobd - frobnication daemon"]
    assert "frobd [-dv] [-p port]" in lines
    assert 'The frobd daemon listens on port and answers "frob" requests; see frob(1).' in lines
    assert lines[-2:] == ["-d", "Do not detach."]


def test_includes_are_read_through_the_resolver() -> None:
    sources = {"man1/part.1": ".SH PART\nincluded text"}
    text = roff_to_text(".SH MAIN\nbefore\n.so man1/part.1\n.so man1/absent.1\nafter", sources.get)
    assert text.split() == ["MAIN", "before", "PART", "included", "text", "after"]


def test_runaway_recursion_is_bounded() -> None:
    text = roff_to_text(".de XX\n.XX\nloop\n..\n.XX\nend")
    assert text.split()[-1] == "end" and text.count("loop") < 20


def test_skipped_blocks_nest() -> None:
    source = ".if t \\{\\\n.if n \\{\\\nhidden\n.\\}\nhidden too\n.\\}\nshown"
    assert roff_to_text(source).strip() == "shown"
