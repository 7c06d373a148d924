"""annotate.review and annotate.bulk: difference jumps, marked rows, system lines self-linked in one undoable
change, regex search (annotate.prompts) -- all without a terminal."""
import pytest

from annotate.controller.controller import Controller
from annotate.model.addressee import addressee_candidates
from annotate.model.bulk import system_self_links, unlinked_system_lines
from annotate.model.differences import differences
from annotate.model.document import Document
from annotate.model.session import Options, Session
from annotate.model.suggest import Suggestion
from annotate.view.screen import render_screen

SYSTEM_LINES = (15,)  # chat.log: line 1 joins (context before --start 2), line 15 is a nick change


def press(controller, *keys):
    for key in keys:
        assert controller.handle(key, key if len(key) == 1 else None), key


def test_system_lines_self_linked_in_one_undoable_change(controller):
    doc = controller.doc
    press(controller, "g", "1", "6", "enter", "l")             # 16 -> 15 by hand first, 15 itself untouched
    assert unlinked_system_lines(doc) == list(SYSTEM_LINES)
    before = doc.text()
    press(controller, "*")
    assert [doc.parents(m) for m in SYSTEM_LINES] == [(m,) for m in SYSTEM_LINES]
    assert doc.parents(1) == ()                                 # context before the span: never touched
    assert "self-linked 1 system line" in controller.message
    assert doc.path.read_text() == "15 15 -\n15 16 -\n"         # saved at once, nothing else written
    press(controller, "*")
    assert "no unlinked system line" in controller.message
    press(controller, "u")
    assert doc.text() == before                                 # undo restores exactly
    press(controller, "r")
    assert doc.parents(15) == (15,)


def test_system_self_links_leave_linked_lines_alone(log):
    session = Session([log], Options(start=2))
    doc = session.document
    doc.link(15, 14)                                            # the annotator's own choice stays
    assert system_self_links(doc) is None and doc.parents(15) == (14,)
    session.close()


def test_system_self_links_survive_a_kill(log):
    session = Session([log], Options(start=2, autosave=False))
    system_self_links(session.document)
    session.document.journal._stream.close()                  # killed: the file was never written, no quit
    reopened = Document.open(log, start=2, autosave=False)
    assert reopened.parents(15) == (15,) and "restored 1 unsaved change" in reopened.notice
    assert reopened.undo() is not None and reopened.parents(15) == ()
    reopened.close()


def test_read_only_refuses_system_self_links(log):
    controller = Controller(Session([log], Options(start=2, read_only=True)), read_only=True)
    press(controller, "*")
    assert "read-only" in controller.message and controller.doc.parents(15) == ()


def test_next_difference_in_browse_with_suggestions_and_marked_rows(log, tmp_path):
    (tmp_path / "chat.annotation.txt").write_text("2 2 -\n2 3 -\n3 4 -\n4 6 -\n")
    controller = Controller(Session([log], Options(start=2, read_only=True)), read_only=True)
    controller.suggestions_ready(controller.doc, [Suggestion(2, (2,), 0.9), Suggestion(3, (0,), 0.8),
                                                  Suggestion(4, (3,), 0.7), Suggestion(6, (5,), 0.6),
                                                  Suggestion(7, (6,), 0.6)])
    assert differences(controller.doc) == [3, 6]               # 7 is not annotated: not done, no difference
    press(controller, "g", "2", "enter", ">")
    assert controller.current == 3 and controller.message == "difference 1/2"
    press(controller, ">")
    assert controller.current == 6
    press(controller, ">")
    assert controller.current == 3 and "wrapped" in controller.message
    press(controller, "<")
    assert controller.current == 6 and "wrapped" in controller.message
    screen = render_screen(controller, 100, 30)
    marks = {n: next(line for line in screen.lines if line.plain[4:7].strip() == str(n)).plain[:4]
             for n in (2, 3, 4, 6, 7)}
    assert [n for n in marks if "≠" in marks[n]] == [3, 6], marks


def test_next_difference_when_adjudicating_visits_decided_ones_too(tmp_path, log):
    first, second = tmp_path / "chat.annotation.ann.txt", tmp_path / "chat.annotation.ben.txt"
    first.write_text("2 2 -\n2 3 -\n3 4 -\n")
    second.write_text("2 2 -\n0 3 -\n3 4 -\n4 5 -\n")
    controller = Controller(Session([log], Options(start=2, adjudicate=(first, second))))
    assert differences(controller.doc) == [3, 5]
    press(controller, "g", "3", "enter", "1")                  # decide 3: ann's version
    press(controller, "g", "2", "enter", ">")
    assert controller.current == 3                             # decided, still a difference
    controller.session.close()


def test_next_difference_without_anything_to_compare_explains(controller):
    press(controller, ">")
    assert "nothing to compare" in controller.message


@pytest.mark.parametrize(("pattern", "found"), [("^erin", 14), ("chipset|centrino", 5), (r"md5\w+", 14),
                                                 ("ERIN", 14), ("^dave b.b:", 4)])
def test_search_is_a_regular_expression(controller, pattern, found):
    press(controller, "g", "1", "7", "enter", "/", *pattern, "enter")
    assert controller.target == found, controller.message


@pytest.mark.parametrize("pattern", ["*x", "(unclosed", "[a-"])
def test_a_bad_pattern_is_a_message_and_keeps_the_last_search(controller, pattern):
    press(controller, "g", "1", "7", "enter", "/", *"erin", "enter")
    press(controller, "/", *pattern, "enter")
    assert controller.message.startswith(f"bad search pattern {pattern!r}") and controller.target == 14
    press(controller, "n")
    assert controller.target == 7 and controller.prompts.query == "erin"


@pytest.mark.parametrize(("message", "expected"), [
    (4, [2]),            # dave: "bob: sudo mount ..." -> bob's messages, nearest first
    (8, [5, 0]),         # carol: "alice: try disabling ..." -> alice's
    (6, [4]),            # bob: "dave: thanks" -> dave's
    (2, []),             # bob mentions nobody, and nobody mentioned bob before
    (5, [3]),            # alice: "carol: Intel ..." -> carol's 3
])
def test_addressee_candidates(log, message, expected):
    session = Session([log], Options(start=2, read_only=True))
    assert addressee_candidates(session.document, message) == expected
    session.close()


def test_addressee_key_steps_through_the_addressees_messages_then_l_links(controller):
    press(controller, "g", "8", "enter", "@")
    assert controller.target == 5 and "by alice" in controller.message
    press(controller, "@")
    assert controller.target == 0
    press(controller, "@")
    assert controller.target == 5                                # round again
    assert controller.doc.parents(8) == ()                      # moving the cursor writes nothing
    press(controller, "l")
    assert controller.doc.parents(8) == (5,)
    press(controller, "g", "2", "enter", "@")
    assert "mentions no nick" in controller.message and controller.target == 1


def test_X_adds_the_last_parent_and_goes_on_and_a_kill_resumes_after_it(log):
    controller = Controller(Session([log], Options(start=2, autosave=False)))
    press(controller, "g", "1", "7", "enter", "k", "k", "x", "j", "j", "X")          # 17 -> 14 and 16, on to 18
    assert controller.doc.parents(17) == (14, 16) and controller.current == 18
    controller.doc.journal._stream.close()                                          # killed
    again = Controller(Session([log], Options(autosave=False)))
    assert again.doc.parents(17) == (14, 16) and again.current == 18
    assert again.message.startswith("resumed at line 18, after 17")
    again.session.close()


def test_addressee_key_goes_to_the_addressees_last_message_even_under_the_cursor(controller):
    """Issue 34: `@` skipped the message the parent cursor was already on (the addressee's last one)."""
    press(controller, "g", "1", "1", "enter", "k", "k")               # 11 (alice: "carol: ...") cursor on 8, carol's
    assert controller.target == 8
    press(controller, "@")
    assert controller.target == 8 and "already there" in controller.message
    press(controller, "@")
    assert controller.target == 3                                    # again: carol's message before
    press(controller, "k", "@")                                      # the cursor moved by hand: the last one again
    assert controller.target == 8


@pytest.mark.slow
def test_addressee_on_the_issues_dev_example(corpus_root, tmp_path):
    """The issue's case: 2009-02-23_10 message 1022 (`eepberries, wine already ...`), cursor on 1021."""
    log = corpus_root / "dev" / "2009-02-23_10.raw.txt"
    controller = Controller(Session([log], Options(output=tmp_path / "x.annotation.txt", start=1000)))
    press(controller, "g", *"1022", "enter")
    assert controller.target == 1021 and controller.doc.log.messages[1021].nick == "eepberries"
    press(controller, "@")
    assert controller.target == 1021
    press(controller, "@")
    assert controller.target == 1020
    controller.session.close()
