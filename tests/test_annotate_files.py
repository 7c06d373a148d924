"""annotate.model.files: paths, the corpus text format, atomic writes."""
import os
import stat

import pytest

from annotate.model.files import (
    AnnotationError,
    annotation_path_for,
    annotator_name,
    atomic_write,
    digest,
    journal_path_for,
    log_stem,
    read_annotation,
    serialize,
)


@pytest.mark.parametrize("log, expected", [
    ("d/2004-11-15_03.raw.txt", "d/2004-11-15_03.annotation.txt"),
    ("d/2004-11-15_03.ascii.txt", "d/2004-11-15_03.annotation.txt"),
    ("2015/03/04/#ubuntu.txt", "2015/03/04/#ubuntu.annotation.txt"),
    ("chat.log", "chat.annotation.txt"),
    ("noext", "noext.annotation.txt"),
    (".txt", ".txt.annotation.txt"),
])
def test_annotation_path_for(log, expected):
    assert str(annotation_path_for(log)) == expected


def test_adjudicated_and_journal_paths():
    assert annotation_path_for("a/x.raw.txt", adjudicated=True).name == "x.adjudicated.annotation.txt"
    assert journal_path_for("a/x.annotation.txt").name == "x.annotation.txt.journal"
    assert log_stem("a/x.raw.txt").name == "x"


@pytest.mark.parametrize("path, who", [
    ("d/2004-11-15_03.annotation.hussam.txt", "hussam"),
    ("alice/2004-11-15_03.annotation.txt", "alice"),
])
def test_annotator_name(path, who):
    assert annotator_name(path) == who


def test_serialize_is_sorted_corpus_format():
    text = serialize({12: (10, 3), 5: (5,), 7: (5, 5)})
    assert text == "5 5 -\n5 7 -\n3 12 -\n10 12 -\n"
    assert serialize({}) == ""


def test_round_trip_through_the_corpus_reader(tmp_path):
    parents = {1000: (1000,), 1003: (1001, 1002), 1004: (990,)}
    path = tmp_path / "x.annotation.txt"
    atomic_write(path, serialize(parents))
    assert read_annotation(path) == parents
    assert digest(serialize(parents)) == digest(path.read_text())


def test_reader_accepts_annotator_prefix(tmp_path):
    path = tmp_path / "x.annotation.who.txt"
    path.write_text(":1002 1003 -\n1004 1005 -\n\n1006 1006 -\n")
    assert read_annotation(path) == {1003: (1002,), 1005: (1004,), 1006: (1006,)}


def test_missing_file_has_no_links(tmp_path):
    assert read_annotation(tmp_path / "none.txt") == {}


@pytest.mark.parametrize("text, message", [("1 2 3 4\n", "not an annotation line"),
                                            ("5 50 -\n", "only 10 lines")])
def test_bad_annotation_is_a_clear_error(tmp_path, text, message):
    path = tmp_path / "bad.annotation.txt"
    path.write_text(text)
    with pytest.raises(AnnotationError, match=message):
        read_annotation(path, log_lines=10)


def test_atomic_write_replaces_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "a.txt"
    atomic_write(path, "one\n")
    os.chmod(path, 0o640)
    atomic_write(path, "two\n")
    assert path.read_text() == "two\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def test_atomic_write_failure_keeps_old_file(tmp_path, monkeypatch):
    path = tmp_path / "a.txt"
    atomic_write(path, "old\n")

    def broken(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        atomic_write(path, "new\n")
    assert path.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def test_a_backwards_line_is_refused_with_its_line_number(tmp_path):
    """Issue 25, defect 7: `1060 1059 -` written by hand was silently read as `1059 1060 -`."""
    from annotate.model.files import AnnotationError, read_annotation
    path = tmp_path / "x.annotation.txt"
    path.write_text("1058 1058 -\n\n1060 1059 -\n1059 1061 -\n")
    with pytest.raises(AnnotationError, match=r"x.annotation.txt:3: `1060 1059 -` is backwards"):
        read_annotation(path, 2000)
    path.write_text("1058 1058 -\n1059 1060 -\n:1059 1061 -\n")   # the right way round (and `:`) still reads
    assert read_annotation(path, 2000) == {1058: (1058,), 1060: (1059,), 1061: (1059,)}


@pytest.mark.fault
@pytest.mark.parametrize("text, line", [("1058 1058 -\n1059 1060\n", 2), ("1059 1060  \n", 1),
                                        (":1059 1061\n", 1)])
def test_a_link_line_without_the_trailing_dash_is_refused(tmp_path, text, line):
    """Issue 34: a link line without the trailing `-` was accepted silently."""
    path = tmp_path / "x.annotation.txt"
    path.write_text(text)
    with pytest.raises(AnnotationError, match=rf"x.annotation.txt:{line}: .* lacks the trailing `-`"):
        read_annotation(path, 2000)
