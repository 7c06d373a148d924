"""Issue 44's annotation-tool defects, each reproduced without a terminal: a review opens on its least sure
message whatever its size, its feedback fits 80 columns, `@` does not take ordinary words for nicks, a
resume says so in a review, a filled review file keeps its model lines, the small notices are right."""
import pytest

from annotate.controller.controller import Controller
from annotate.model.addressee import addressee_candidates
from annotate.model.document import Document
from annotate.model.session import Options, Session
from annotate.view.screen import render_screen
from helpers import CONFIDENCE, press, review_controller

NARROW = 80
LEAST_SURE = min(CONFIDENCE, key=lambda m: CONFIDENCE[m][1])  # 5


def status(controller, width=NARROW, height=24):
    return render_screen(controller, width, height).lines[-2].plain


@pytest.mark.fault
@pytest.mark.parametrize("size", ["80%", "100%", "10", "1000"])
def test_a_review_opens_on_its_least_sure_message_whatever_its_size(log, size):
    """Issue 44, 16: a review whose plan holds the span's first message opened there, not on the least sure."""
    controller = review_controller(log, size)
    assert controller.current == LEAST_SURE
    controller.session.close()


@pytest.mark.fault
def test_review_feedback_is_seen_at_80_columns(log):
    """Issue 44, 17: the opening notice, `@`'s and Enter's feedback fit the status line of a review."""
    controller = review_controller(log, "100%")
    assert controller.message.startswith("review:") and controller.message in status(controller)
    press(controller, "@")
    assert "already there" in controller.message and controller.message in status(controller)
    press(controller, "enter")
    assert controller.message == "accept 5" and "accept 5" in status(controller)
    controller.session.close()


@pytest.fixture
def ordinary_nick_log(tmp_path):
    """A nick that is an ordinary word (`For`), a line using the word as a word, another addressing it."""
    path = tmp_path / "words.log"
    path.write_text("[10:00] <For> Hi\n[10:01] <bob> anyone know grub?\n[10:02] <alice> bob: try grub-install\n"
                    "[10:03] <bob> thanks for your help\n[10:04] <carol> for: welcome\n")
    return path


@pytest.mark.fault
def test_an_ordinary_word_is_not_taken_for_a_nick(ordinary_nick_log):
    """Issue 44, 18: `for` in "thanks for your help" sent `@` to `<For> Hi`; `for:` still addresses For."""
    doc = Document.open(ordinary_nick_log)
    assert addressee_candidates(doc, 3) == [2]       # names nobody: the message that named bob
    assert addressee_candidates(doc, 4) == [0]       # "for: welcome" addresses For
    doc.close()


@pytest.mark.fault
def test_at_offers_earlier_only_when_there_is_one(ordinary_nick_log):
    """Issue 44, 18: "@ again: earlier" was said with no earlier message to go to."""
    controller = Controller(Session([ordinary_nick_log], Options()))
    press(controller, "g", "3", "enter", "@")
    assert controller.target == 2 and "earlier" not in controller.message
    controller.session.close()


@pytest.mark.fault
def test_a_killed_review_says_where_it_resumed(log):
    """Issue 44, 20: after kill -9 in a review the reopen landed right but the resume notice was replaced."""
    first = review_controller(log)
    press(first, "enter")                                        # 5 agreed; on to 3
    first.doc.journal._stream.close()                            # killed: no quit
    again = review_controller(log)
    assert again.current == 3 and again.message.startswith("resumed at line 3, after 5")
    assert "resumed at line 3" in status(again)
    again.session.close()


@pytest.mark.fault
def test_a_filled_review_file_keeps_its_model_lines_when_reopened_without_review(log):
    """Issue 44, 19: reopened without --review, the first save dropped every `- model` line, with no notice."""
    first = review_controller(log, fill=True)
    press(first, "enter", "q")                                   # 5 agreed; the rest filled from the model
    first.session.close()
    path = first.doc.path
    model_lines = sorted(line for line in path.read_text().splitlines() if line.endswith(" - model"))
    assert len(model_lines) == 9 and "0 3 - model" in model_lines
    again = Controller(Session([log], Options(start=2, end=12)))
    assert "kept 9 model link(s)" in again.message
    press(again, "g", "3", "enter", "s")                         # 3 linked by hand: its model line goes
    again.session.close()
    text = path.read_text().splitlines()
    assert "3 3 -" in text and "3 5 -" in text and "0 3 - model" not in text
    assert sorted(line for line in text if line.endswith(" - model")) == [m for m in model_lines if m != "0 3 - model"]


@pytest.mark.fault
def test_a_running_search_shows_its_progress_and_escape_cancels_it(log, monkeypatch):
    """Issue 44, 21: Escape 1 s into a long search did nothing, and the search showed no progress figure."""
    import time

    from annotate.app import ScreenView
    from helpers import run_app as run
    slow_pages, drawn = 400, []
    render = ScreenView.render

    def slow_search(self, pattern, start, stop, watch=None):
        for _ in range(slow_pages):                               # a long log, a page at a time
            time.sleep(0.01)
            if watch is not None:
                watch(len(self.log.messages) / slow_pages)
        return 0

    def rendered(self):
        screen = render(self)
        drawn.append(screen.plain)
        return screen

    monkeypatch.setattr(Document, "search", slow_search)
    monkeypatch.setattr(ScreenView, "render", rendered)
    controller = Controller(Session([log], Options(start=2)))
    started = []

    async def keys(pilot):
        await pilot.press("g", "1", "1", "enter", "/", "c", "a", "r", "o", "l", "enter")
        started.append(time.monotonic())
        await pilot.pause(0.8)
        await pilot.press("escape")
        await pilot.app.workers.wait_for_complete()
        started.append(time.monotonic())
        await pilot.pause()
        await pilot.press("q")

    run(controller, keys)
    assert started[1] - started[0] < slow_pages * 0.01             # stopped before the search's end
    assert any("searching 20 lines for 'carol'…" in screen and "% (Esc cancels)" in screen for screen in drawn)
    assert controller.target == 10 and "search cancelled" in drawn[-1]   # nothing moved


@pytest.mark.fault
@pytest.mark.parametrize("extra, message", [
    (["--review-fill"], "--review-fill goes with --review"),
    (["--review", "10%"], "--review needs the model's probabilities"),
    ([], "needs a terminal"),
    (["--no-such-option"], "unrecognized arguments: --no-such-option"),
])
def test_an_option_error_is_one_line(log, capsys, extra, message):
    """Issue 44, 21: option errors printed the 10-line usage block; the README promises one line."""
    from annotate.cli import main
    with pytest.raises(SystemExit) as exit_info:
        main([str(log), *extra])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and message in err and len(err.splitlines()) == 1, err


@pytest.mark.fault
def test_space_keeps_the_review_order_after_undo_and_redo(log):
    """Issue 44, 22: in a review, Space went on in log order (after undo/redo the annotator saw it)."""
    controller = review_controller(log)                          # the plan: 5, 3, 8, 11
    press(controller, "enter", "u")                              # 5 agreed, undone: back on 5
    assert controller.current == 5
    press(controller, "space")
    assert controller.current == 3                              # the next least sure, not 8 (log order)
    press(controller, "r", "space")
    assert controller.current == 3                               # redo: on 5, done; Space: 3 again
    press(controller, "space", "space", "space")
    assert controller.current == 3                               # 8, 11, round to 3
    press(controller, "b")
    assert controller.current == 11                              # b goes back in the same order
    controller.session.close()


@pytest.mark.fault
def test_the_damaged_record_notice_is_given_once(log):
    """Issue 44, 22: "skipped 1 journal record(s): 1 damaged" came back on every later open."""
    first = Controller(Session([log], Options(start=2)))
    press(first, "s")
    first.session.close()
    with (log.parent / "chat.annotation.txt.journal").open("a") as stream:
        stream.write('{"type":"change","kind":"link","edits":[[3,[],[2]]],"sta')   # cut short by a kill
    second = Controller(Session([log]))
    assert "skipped 1 journal record(s): 1 damaged" in second.message
    press(second, "q")
    second.session.close()
    third = Controller(Session([log]))
    assert "skipped" not in third.message and third.doc.parents(2) == (2,)
    third.session.close()


@pytest.fixture
def todo_dir(tmp_path, log):
    (tmp_path / "file.raw.txt").write_bytes(log.read_bytes())
    return tmp_path


@pytest.mark.fault
@pytest.mark.parametrize("line, message", [
    ("file.raw.txt 99999", "week.todo:3: the start line 99999 is beyond the end of the log"),
    ("file.raw.txt 2 99999", "week.todo:3: the end line 99999 is beyond the end of the log"),
    ("file.raw.txt abc", "week.todo:3: 'abc' after file.raw.txt is not a start (and end) line"),
])
def test_a_todo_line_error_names_its_line_and_what_is_wrong(todo_dir, capsys, line, message):
    """Issue 44, 22: `--start 99999 is beyond ...` named no line of the to-do file; `file.raw.txt abc` was
    "no such log file: ... abc"."""
    from annotate.cli import main
    todo = todo_dir / "week.todo"
    todo.write_text(f"# this week\nchat.log\n{line}\n")
    with pytest.raises(SystemExit) as exit_info:
        main(["--todo", str(todo)])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and message in err and len(err.splitlines()) == 1, err
