"""annotate.todo, annotate.filelist and annotate.filepane: a to-do file of logs, progress saved per file,
the file list (`L`) that shows it and opens a file -- without a terminal."""
import shutil
from pathlib import Path

import pytest

from annotate.cli import main
from annotate.controller.controller import Controller
from annotate.model.session import Options, Session
from annotate.model.todo import Progress, TodoError, progress_path_for, read_progress, read_todo
from annotate.view.screen import render_screen

DATA = Path(__file__).parent / "data" / "annotate"
NAMES = ("one", "two", "three")
LINES = 20  # chat.log


def press(controller, *keys):
    for key in keys:
        assert controller.handle(key, key if len(key) == 1 else None), key


@pytest.fixture
def todo(tmp_path):
    (tmp_path / "logs").mkdir()
    for name in NAMES:
        shutil.copy(DATA / "chat.log", tmp_path / "logs" / f"{name}.log")
    path = tmp_path / "week.todo"
    path.write_text("# this week\n" + "".join(f"logs/{name}.log\n\n" for name in NAMES))
    return path


def session_of(todo, **options):
    return Session(read_todo(todo), Options(start=2, todo=todo, **options))


def test_read_todo_in_order_relative_to_the_file(todo):
    assert read_todo(todo) == [todo.parent / "logs" / f"{name}.log" for name in NAMES]


@pytest.mark.parametrize("text, message", [("logs/one.log\nlogs/missing.log\n", ":2: no such log file: logs/missing.log"),
                                           ("# nothing\n\n", "lists no log files")])
def test_bad_todo_files(todo, text, message):
    todo.write_text(text)
    with pytest.raises(TodoError, match=message):
        read_todo(todo)


def test_cli_refuses_a_bad_todo_before_the_screen(todo, capsys):
    todo.write_text("logs/missing.log\n")
    with pytest.raises(SystemExit) as exit_info:
        main(["--todo", str(todo)])
    assert exit_info.value.code == 2 and "no such log file" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([])
    assert "or --todo FILE" in capsys.readouterr().err


def test_progress_saved_per_file_and_the_next_session_starts_on_the_first_not_done(todo):
    controller = Controller(session_of(todo, end=4))
    press(controller, "s", "s")                                # one.log: 2 and 3, its span 2-3 done
    press(controller, "]", "s")                                # two.log: 2 of 2-3
    press(controller, "q")
    controller.session.close()
    logs = read_todo(todo)
    assert read_progress(todo) == {logs[0]: Progress(2, 2), logs[1]: Progress(1, 2)}
    assert progress_path_for(todo).read_text() == "2\t2\tlogs/one.log\n1\t2\tlogs/two.log\n"
    again = Session(read_todo(todo), Options(todo=todo))
    assert again.index == 1                                    # one.log is done
    assert again.progress(2) is None                           # never opened, nothing saved
    again.close()


def test_file_list_shows_progress_and_opens_the_chosen_file(todo):
    controller = Controller(session_of(todo))
    press(controller, "s", "L")
    assert controller.files.listing and controller.files.selection == 0
    lines = [line.plain for line in render_screen(controller, 100, 10).lines]
    assert lines[0].startswith(" files: 0/3 done, 1/18 messages annotated")
    assert "1/18" in lines[1] and "logs/one.log" in lines[1] and lines[1].startswith("▶")
    assert lines[2].split()[:2] == ["2", "-"] and lines[3].split()[:2] == ["3", "-"]
    press(controller, "j", "j", "j", "k")                      # moves, clamped to the list
    assert controller.files.selection == 1
    press(controller, "enter")
    assert not controller.files.listing and controller.session.index == 1 and controller.doc.annotated_count() == 0
    assert progress_path_for(todo).read_text() == "1\t18\tlogs/one.log\n0\t18\tlogs/two.log\n"
    press(controller, "L", "x")                                # any other key closes, nothing changes
    assert not controller.files.listing and controller.doc.annotated_count() == 0 and controller.session.index == 1
    controller.session.close()


def test_file_list_in_a_session_without_todo_and_browsing(tmp_path):
    logs = []
    for name in NAMES[:2]:
        logs.append(tmp_path / f"{name}.log")
        shutil.copy(DATA / "chat.log", logs[-1])
    controller = Controller(Session(logs, Options(read_only=True)), read_only=True)
    press(controller, "L", "end", "enter")
    assert controller.session.index == 1
    assert not list(tmp_path.glob("*.progress")) and sorted(p.name for p in tmp_path.iterdir()) == ["one.log", "two.log"]
    controller.session.close()


def test_a_todo_line_gives_its_log_a_start_and_an_end(todo):
    """Issue 34: Slate's file list allows a start line per file; `--todo` did not."""
    todo.write_text("logs/one.log 5\nlogs/two.log\nlogs/three.log 3 7\n")
    assert read_todo(todo) == [todo.parent / "logs" / f"{name}.log" for name in NAMES]
    session = Session(read_todo(todo), Options(start=2, todo=todo))
    session.check()
    assert [(session.open(k).start, session.open(k).end) for k in range(3)] == [(5, LINES), (2, LINES), (3, 7)]
    session.close()


@pytest.mark.fault
@pytest.mark.parametrize("text, message", [("logs/one.log 7 3\n", ":1: the end line 3 is not after the start line 7"),
                                           ("logs/one.log 99\n", ":1: the start line 99 is beyond"),
                                           ("logs/nine.log 5\n", ":1: no such log file: logs/nine.log")])
def test_a_bad_todo_span_is_refused_before_the_screen(todo, capsys, text, message):
    todo.write_text(text)
    with pytest.raises(SystemExit) as exit_info:
        main(["--todo", str(todo)])
    assert exit_info.value.code == 2 and message in capsys.readouterr().err
