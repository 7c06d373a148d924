"""annotate.flags: comments on messages in a side file, written atomically and restored from the journal."""

import pytest

from annotate.model.document import Document
from annotate.model.files import AnnotationError
from annotate.model.flags import clean_comment, flags_path_for, read_flags, serialize_flags


def test_side_file_format(tmp_path):
    flags = {12: "long paste", 3: "unsure, revisit"}
    text = serialize_flags(flags)
    assert text == "3\tunsure, revisit\n12\tlong paste\n"
    path = tmp_path / "x.annotation.txt.flags"
    path.write_text(text)
    assert read_flags(path, 20) == flags
    assert read_flags(tmp_path / "missing", 20) == {}
    assert clean_comment("a\tb\nc\x1b") == "a b c"


@pytest.mark.parametrize("text", ["x\tcomment\n", "25\tpast the end\n", "-1\tnegative\n"])
def test_malformed_side_file_is_a_clear_error(tmp_path, text):
    path = tmp_path / "x.flags"
    path.write_text(text)
    with pytest.raises(AnnotationError, match="not a flag line"):
        read_flags(path, 20)


def test_flags_are_saved_atomically_and_kept_apart_from_links(log):
    doc = Document.open(log, start=2)
    doc.link(3, 0)
    assert doc.flag(3, "is 0 really the parent?") and not doc.flag(3, "is 0 really the parent?")
    path = flags_path_for(doc.path)
    assert path.read_text() == "3\tis 0 really the parent?\n" and doc.path.read_text() == "0 3 -\n"
    assert doc.flag(3, None) and path.read_text() == ""
    with pytest.raises(ValueError):
        doc.flag(99, "no such message")
    doc.close()


def test_flags_of_a_killed_session_come_back_from_the_journal(log):
    doc = Document.open(log, start=2, autosave=False)
    doc.flag(5, "revisit")
    doc.flag(7, "who is erin talking to?")
    doc.flag(5, None)
    assert not flags_path_for(doc.path).exists()
    doc.journal.close()  # killed: nothing saved
    again = Document.open(log)
    assert again.flags.get(7) == "who is erin talking to?" and again.flags.get(5) is None
    assert "restored unsaved flag" in again.notice
    assert flags_path_for(again.path).read_text() == "7\twho is erin talking to?\n"  # autosave wrote it
    again.close()
    third = Document.open(log)
    assert third.flags.messages() == [7] and third.notice is None
    third.close()


def test_flags_file_edited_by_hand_wins(log):
    doc = Document.open(log, start=2)
    doc.flag(5, "revisit")
    doc.close()
    flags_path_for(doc.path).write_text("9\tedited by hand\n")
    again = Document.open(log)
    assert again.flags.messages() == [9] and again.flags.get(9) == "edited by hand"
    again.close()


def test_browsing_reads_flags_and_writes_nothing(log):
    doc = Document.open(log, start=2, autosave=False)
    doc.flag(5, "revisit")
    doc.journal.close()
    browse = Document.open(log, read_only=True)
    assert browse.flags.get(5) == "revisit" and browse.journal is None
    assert not flags_path_for(browse.path).exists()


def test_flags_of_a_journal_for_another_log_are_ignored(log):
    doc = Document.open(log, start=2, autosave=False)
    doc.flag(5, "revisit")
    doc.journal.close()
    log.write_text("".join(f"[10:{i:02d}] <a> line {i}\n" for i in range(30)))  # another log, same name
    again = Document.open(log)
    assert again.flags.messages() == [] and "different log" in again.notice
    again.close()


def test_flags_undo_and_redo_like_links_also_after_a_restart(log):
    doc = Document.open(log, start=2)
    doc.link(3, 0)
    doc.flag(3, "is 0 right?")
    doc.flag(3, "yes, checked")
    assert doc.undo().kind == "flag" and doc.flags.get(3) == "is 0 right?"
    assert flags_path_for(doc.path).read_text() == "3\tis 0 right?\n"
    doc.redo()
    assert doc.flags.get(3) == "yes, checked"
    doc.close()
    again = Document.open(log)
    assert again.flags.get(3) == "yes, checked" and again.notice is None
    again.undo()
    again.undo()
    assert again.flags.get(3) is None and again.parents(3) == (0,)
    again.undo()
    assert again.parents(3) == () and again.undo() is None
    again.close()
