"""annotate.model.document, history and journal: edits, undo/redo, the journal, reconciling file and journal."""
import json

import pytest

from annotate.model.document import Document, set_suggestions
from annotate.model.files import AnnotationError, serialize
from annotate.model.history import Change, Edit, History
from annotate.model.journal import Journal, JournalLocked, read_records, replay
from annotate.model.suggest import Suggestion


def open_doc(log, **options):
    options.setdefault("start", 2)
    return Document.open(log, **options)


def test_open_defaults(log):
    doc = open_doc(log)
    assert (doc.start, doc.end, doc.total) == (2, 20, 18)
    assert doc.path == log.with_name("chat.annotation.txt")
    assert not doc.dirty and not doc.path.exists()
    assert "李雷" in doc.nicks and "ümit" in doc.nicks
    doc.close()


def test_edits_save_at_once_in_corpus_format(log):
    doc = open_doc(log)
    doc.link(3, 0)
    doc.link(2, 2)
    doc.add_parent(5, 3)
    doc.add_parent(5, 4)
    doc.remove_parent(5, 4)
    assert doc.path.read_text() == "2 2 -\n0 3 -\n3 5 -\n"
    assert not doc.dirty and doc.annotated_count() == 3
    doc.clear(5)
    assert doc.parents(5) == () and doc.path.read_text() == "2 2 -\n0 3 -\n"
    doc.close()


@pytest.mark.parametrize("message, parents", [(1, (1,)), (20, (3,)), (5, (6,)), (5, (-1,))])
def test_invalid_links_are_refused(log, message, parents):
    doc = open_doc(log)
    with pytest.raises(ValueError):
        doc.set_parents(message, parents, "link")
    assert doc.history.done == []
    doc.close()


def test_undo_redo(log):
    doc = open_doc(log)
    doc.link(3, 0)
    doc.link(3, 2)
    assert doc.undo().kind == "link" and doc.parents(3) == (0,)
    assert doc.undo() is not None and doc.parents(3) == ()
    assert doc.undo() is None
    assert doc.redo() is not None and doc.parents(3) == (0,)
    doc.link(4, 2)  # a new change forgets what could be redone
    assert doc.redo() is None
    assert doc.path.read_text() == "0 3 -\n2 4 -\n"
    doc.close()


def test_history_and_change_records():
    change = Change("extra", (Edit(5, (3,), (3, 4)), Edit(6, (), (6,))))
    assert change.inverse().edits == (Edit(6, (6,), ()), Edit(5, (3, 4), (3,)))
    assert change.describe() == "extra 2 messages"
    history = History()
    history.record(change)
    assert history.touched() == {5, 6}
    assert history.undo() is change and history.undo() is None and history.redo() is change


def test_suggestions_accept_and_uncertainty(log):
    doc = open_doc(log)
    kept = set_suggestions(doc, [Suggestion(3, (0,), 0.95), Suggestion(4, (2,), 0.4),
                                 Suggestion(5, (3,), 0.7), Suggestion(1, (0,), 0.9),  # outside the span
                                 Suggestion(6, (9,), 0.9)])  # parent after the message
    assert kept == 3
    assert doc.most_uncertain() == 4 and doc.most_uncertain(exclude=4) == 5
    assert doc.accept(4).edits == (Edit(4, (), (2,)),)
    assert doc.accept(6) is None
    change = doc.accept_confident(0.9)
    assert change.messages == (3,) and doc.parents(3) == (0,)
    assert doc.accept_confident(0.9) is None
    doc.undo()
    assert doc.parents(3) == ()
    doc.close()


def test_conversation_and_next_needing(log):
    doc = open_doc(log)
    doc.link(2, 2)
    doc.link(4, 2)
    doc.link(6, 4)
    assert doc.conversation(6) == {2, 4, 6}
    assert doc.conversation(3) == {3}
    assert doc.next_needing(1) == 3 and doc.next_needing(4) == 5 and doc.next_needing(5, -1) == 3
    assert doc.next_needing(19) is None
    doc.close()


def test_reopen_resumes_links_history_and_position(log):
    doc = open_doc(log)
    doc.cursor = (3, 0)
    doc.link(3, 0)
    doc.note_position((7, 6))
    doc.close()
    again = Document.open(log)  # the span comes back from the journal
    assert (again.start, again.end, again.resume) == (2, 20, (7, 6))
    assert again.parents(3) == (0,) and again.notice is None
    assert again.undo() is not None and again.path.read_text() == ""
    again.close()


def test_journal_ahead_of_file_restores_the_work(log):
    doc = open_doc(log, autosave=False)
    doc.link(3, 0)
    doc.link(2, 2)
    assert not doc.path.exists() and doc.dirty
    doc.journal.close()  # as if killed: nothing saved, the journal has it all
    again = open_doc(log)
    assert again.text() == "2 2 -\n0 3 -\n"
    assert again.notice == "restored 2 unsaved change(s) from the journal"
    assert again.path.read_text() == again.text()  # autosave writes the restored state at once
    again.close()


def test_file_edited_by_hand_wins(log):
    doc = open_doc(log)
    doc.link(3, 0)
    doc.close()
    doc.path.write_text("0 3 -\n3 5 -\n")
    again = open_doc(log)
    assert again.parents(5) == (3,) and "edited outside" in again.notice
    assert again.undo() is None
    again.link(6, 4)
    again.close()
    third = open_doc(log)  # the hand edit became the journal's new starting point
    assert third.notice is None and third.text() == "0 3 -\n3 5 -\n4 6 -\n"
    third.close()


def test_journal_of_another_log_is_ignored(log, tmp_path):
    doc = open_doc(log)
    doc.link(19, 19)
    doc.close()
    log.write_text("[10:00] <a> short log\n")
    with pytest.raises(AnnotationError, match="only 1 lines"):
        Document.open(log)
    doc.path.unlink()
    again = Document.open(log)
    assert again.notice.startswith("journal is for a different log") and again.text() == ""
    again.close()


def test_torn_and_damaged_records_are_skipped(log):
    doc = open_doc(log)
    doc.link(3, 0)
    doc.close()
    journal = doc.path.with_name(doc.path.name + ".journal")
    with journal.open("a") as stream:
        stream.write('{"type":"change","kind":"link","edits":[[4,[],[2]]],"sta')  # cut by a kill
    again = open_doc(log)
    again.link(5, 3)
    again.close()
    records = read_records(journal)
    assert all(isinstance(r, dict) for r in records)
    assert replay(records).parents == {3: (0,), 5: (3,)}


def test_malformed_record_fields_do_not_crash(tmp_path):
    records = [{"type": "open", "state": "x", "links": [[3, [0]]]}, {"type": "change", "edits": "nonsense"},
               {"type": "undo", "kind": "link", "edits": [[3, [0], []]], "state": "y"}]
    result = replay(records)
    assert result.parents == {} and result.state == "y"


def test_second_session_on_the_same_file_is_refused(log):
    doc = open_doc(log)
    with pytest.raises(JournalLocked):
        open_doc(log)
    doc.close()
    open_doc(log).close()


def test_journal_records_are_json_lines_with_states(log):
    doc = open_doc(log)
    doc.cursor = (3, 0)
    doc.link(3, 0)
    doc.undo()
    doc.close()
    lines = doc.path.with_name("chat.annotation.txt.journal").read_text().splitlines()
    kinds = [json.loads(line)["type"] for line in lines]
    assert kinds == ["open", "change", "undo"]
    assert json.loads(lines[1])["cursor"] == [3, 0]


def test_save_failure_is_reported_not_raised(log, monkeypatch):
    doc = open_doc(log)
    monkeypatch.setattr("annotate.model.document.atomic_write", _fail)
    doc.link(3, 0)
    assert doc.dirty and doc.error.startswith("cannot save")
    monkeypatch.undo()
    assert doc.save() and doc.error is None and not doc.dirty
    doc.close()


def _fail(path, text):
    raise PermissionError(13, "Permission denied")


def test_adjudication_base_is_written_when_opened(log):
    doc = Document.open(log, log.with_name("out.txt"), start=2, base={3: (0,), 17: (14,)})
    assert doc.path.read_text() == serialize({3: (0,), 17: (14,)})
    doc.close()


def test_journal_lock_held_while_open_and_released_on_close(tmp_path):
    journal = Journal(tmp_path / "j")
    journal.append({"type": "position", "cursor": [1, 0]})
    with pytest.raises(JournalLocked, match="in use by another annotate session"):
        Journal(tmp_path / "j")
    journal.close()
    again = Journal(tmp_path / "j")  # the lock is free once the first is closed
    again.append({"type": "position", "cursor": [2, 1]})
    again.close()
    assert [record["cursor"] for record in read_records(tmp_path / "j")] == [[1, 0], [2, 1]]


# ----- issue 25, defect 3: every restored journal record is checked against the log ------------------------
def test_journal_records_pointing_outside_the_log_are_skipped_and_reported(log):
    doc = open_doc(log)
    doc.link(3, 0)
    doc.close()
    journal = doc.path.with_name(doc.path.name + ".journal")
    with journal.open("ab") as stream:
        stream.write(b'{"type":"change","kind":"link","edits":[[6,[],[99999]]],"state":"aaaa"}\n')
        stream.write(b'{"type":"change","kind":"link","edits":[[99999,[],[3]]],"state":"bbbb"}\n')
        stream.write(b'\x00\xff\xfe binary garbage\n')
        stream.write(b'{"type":"change","kind":"link","edits":[[5,[],[2]]],"state":"cccc"}\n')  # a good one
    again = open_doc(log)
    assert again.parents(6) == () and again.parents(5) == (2,) and again.parents(3) == (0,)
    assert "skipped 3 journal record(s)" in again.notice
    assert "2 a line past the end of the log" in again.notice and "1 damaged" in again.notice
    assert "99999" not in doc.path.read_text()
    again.close()
    third = open_doc(log)  # the next start still takes the file
    assert third.parents(5) == (2,)
    third.close()


def test_a_restored_parent_later_than_its_message_is_skipped(log):
    doc = open_doc(log)
    doc.link(3, 0)
    doc.close()
    journal = doc.path.with_name(doc.path.name + ".journal")
    with journal.open("a") as stream:
        stream.write('{"type":"change","kind":"link","edits":[[4,[],[9]]],"state":"dddd"}\n')
    again = open_doc(log)
    assert again.parents(4) == () and "1 a parent later than its message" in again.notice
    again.close()


@pytest.mark.fault
def test_a_torn_last_record_whose_change_the_file_holds_keeps_the_history(log):
    """Issue 34: the last record cut in half while the file had its change restarted with "file was edited
    outside annotate" (and "resumed ... after" the message before) and lost undo."""
    doc = open_doc(log)
    doc.link(2, 2)
    doc.link(3, 0)
    doc.link(4, 3)                                              # journaled, then the file written
    doc.close()
    journal = doc.path.with_name(doc.path.name + ".journal")
    lines = journal.read_text().splitlines(keepends=True)
    journal.write_text("".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2])   # the last record torn
    again = open_doc(log)
    assert "outside annotate" not in again.notice
    assert "skipped 1 journal record(s): 1 damaged" in again.notice and "kept (u undoes it)" in again.notice
    assert again.handled == (4, False)                          # the message the torn record linked
    assert again.parents(4) == (3,) and len(again.history.done) == 3
    again.close()
    third = open_doc(log)                                       # the next session keeps the history too
    assert len(third.history.done) == 3 and "outside annotate" not in (third.notice or "")
    assert third.undo() is not None and third.parents(4) == ()
    assert third.undo() is not None and third.parents(3) == ()
    third.close()
