"""annotate.cli: arguments are checked before any screen opens; errors are messages, not tracebacks."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from annotate.cli import annotate_parser, main
from annotate.model.session import Options, Session
from disentangle.logs.records import LogError

DATA = Path(__file__).parent / "data" / "annotate"
ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("extra, message", [
    (["--output-dir", "{log}"], "not a directory"),
    (["--look-ahead", "-1"], "--look-ahead must be >= 0"),
    (["--browse", "--adjudicate", "{log}", "{log}"], "--browse cannot adjudicate"),
    (["--accept-above", "1.5"], "--accept-above must be in (0, 1]"),
    (["--start", "-3"], "--start must be >= 0"),
    (["--suggest", "/no/such/file"], "no such file: /no/such/file"),
    (["--adjudicate", "/no/such/a", "/no/such/b"], "no such file: /no/such/a"),
    (["--suggest", "/"], "not a file: /"),
    ([], "needs a terminal"),  # pytest's stdin is not a terminal
])
def test_bad_arguments_exit_with_a_message(log, capsys, extra, message):
    with pytest.raises(SystemExit) as exit_info:
        main([str(log), *(argument.format(log=log) for argument in extra)])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.fault
def test_missing_log_is_one_line_no_such_file(capsys):
    """Issue 34: a missing file printed the 9-line usage block and "not a file"."""
    with pytest.raises(SystemExit) as exit_info:
        main(["/no/such/log.txt"])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err == "annotate: error: no such file: /no/such/log.txt\n"


@pytest.mark.fault
def test_empty_log_is_said_once(tmp_path):
    """Issue 34: an empty log printed its error twice (the reader's warning, then the error)."""
    empty = tmp_path / "empty.log"
    empty.write_text("")
    result = subprocess.run([sys.executable, "-m", "annotate", str(empty)], capture_output=True, text=True,
                            cwd=ROOT)
    assert result.returncode == 2
    assert result.stderr == f"annotate: error: {empty}: empty log: nothing to annotate\n"


def test_model_and_suggest_are_exclusive(log, capsys):
    with pytest.raises(SystemExit):
        annotate_parser().parse_args([str(log), "--model", "--suggest", str(log)])
    assert "not allowed with" in capsys.readouterr().err


def test_model_option_without_path_means_the_shipped_model(log):
    args = annotate_parser().parse_args([str(log), "--model"])
    assert args.model == ""


def test_session_rejects_output_with_several_logs(log):
    with pytest.raises(ValueError, match="exactly one log"):
        Session([log, log], Options(output=Path("x.txt")))


def test_python_dash_m_runs_agree():
    result = subprocess.run([sys.executable, "-m", "annotate", "agree", str(DATA / "chat.annotation.ann.txt"),
                             str(DATA / "chat.annotation.ben.txt")], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0 and "ann (as gold) vs ben" in result.stdout


def test_help_mentions_agree():
    assert "annotate agree" in annotate_parser().format_help()


def test_report_after_quitting(log, tmp_path, capsys):
    from annotate.cli import report
    session = Session([log], Options(start=2))
    session.document.link(2, 2)
    assert report(session) == 0
    assert capsys.readouterr().out == f"{tmp_path / 'chat.annotation.txt'}: 1/18 messages annotated\n"
    session.document.autosave = False
    session.document.link(3, 2)
    assert report(session) == 1 and "NOT saved" in capsys.readouterr().out
    session.close()


@pytest.mark.parametrize("extra, message", [
    (["--start", "50"], "--start 50 is beyond the end of the log"),
    (["--end", "21"], "--end 21 is beyond the end of the log"),
    (["--start", "10", "--end", "5"], "--end 5 must be after --start 10"),
])
def test_spans_are_checked_against_the_file(log, capsys, extra, message):
    with pytest.raises(SystemExit) as exit_info:
        main([str(log), *extra])
    assert exit_info.value.code == 2 and message in capsys.readouterr().err
    assert sorted(p.name for p in log.parent.iterdir()) == ["chat.log"]  # nothing written, no journal


def test_span_checked_against_every_log(log, tmp_path, capsys):
    short = tmp_path / "short.log"
    short.write_text("[01:00] <x> one\n")
    with pytest.raises(SystemExit):
        main([str(log), str(short), "--start", "2"])
    assert "short.log has 1 lines" in capsys.readouterr().err


def test_bad_config_exits_2(log, tmp_path, capsys):
    config = tmp_path / "keys.toml"
    config.write_text('[keys]\nself_link = "x"\n')
    with pytest.raises(SystemExit) as exit_info:
        main([str(log), "--config", str(config)])
    assert exit_info.value.code == 2 and "bound to both self_link and add_parent" in capsys.readouterr().err


def test_suggestion_file_is_checked_before_the_screen(log, tmp_path, capsys):
    predicted = tmp_path / "predicted.txt"
    predicted.write_text("elsewhere/other.log:5 2 -\n")
    with pytest.raises(SystemExit) as exit_info:
        main([str(log), "--suggest", str(predicted)])
    assert exit_info.value.code == 2 and "no suggestions for chat.log" in capsys.readouterr().err
    predicted.write_text("elsewhere/chat.log:5 2 -\n")   # predict output naming the log: accepted
    with pytest.raises(SystemExit):
        main([str(log), "--suggest", str(predicted)])
    assert "needs a terminal" in capsys.readouterr().err  # every check passed; only the terminal is missing


def test_output_dir_is_created(log, tmp_path):
    target = tmp_path / "new" / "annotations"
    session = Session([log], Options(output_dir=target, start=2))
    session.document.link(2, 2)
    session.close()
    assert (target / "chat.annotation.txt").read_text() == "2 2 -\n"


def test_report_lists_only_files_written(log, tmp_path, capsys):
    from annotate.cli import report
    other = tmp_path / "other.log"
    other.write_text("[01:00] <x> one\n[01:01] <y> x: two\n")
    session = Session([log, other], Options(output_dir=tmp_path / "out"))
    session.open(0)
    session.open(1).link(1, 0)
    assert report(session) == 0
    assert capsys.readouterr().out == f"{tmp_path / 'out' / 'other.annotation.txt'}: 1/2 messages annotated\n"
    session.open(1).flag(0, "revisit")
    report(session)
    assert capsys.readouterr().out.endswith("1/2 messages annotated, 1 flagged in other.annotation.txt.flags\n")
    session.close()
    untouched = Session([log], Options(output_dir=tmp_path / "out"))
    untouched.open(0)
    assert report(untouched) == 0 and capsys.readouterr().out == "no annotation file written (nothing changed)\n"
    untouched.close()


@pytest.mark.parametrize("order", ["garbage first", "garbage second"])
def test_a_file_that_is_no_irc_log_exits_2_before_the_screen(log, capsys, monkeypatch, order):
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    garbage = ROOT / "tests" / "data" / "logs" / "not_irc.txt"
    files = [garbage, log] if order == "garbage first" else [log, garbage]
    with pytest.raises(SystemExit) as exit_info:
        main([*map(str, files), "--output-dir", str(log.parent)])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and "not an IRC log" in err and len(err.strip().splitlines()) == 1


def test_log_format_option_reaches_the_reader(tmp_path):
    weechat = tmp_path / "irc.libera.#ubuntu.weechatlog"
    shutil.copy(ROOT / "tests" / "data" / "logs" / "formats" / weechat.name, weechat)
    assert annotate_parser().parse_args([str(weechat), "--log-format", "weechat"]).log_format == "weechat"
    session = Session([weechat], Options(log_format="weechat"))
    assert session.document.log.log_format == "weechat" and session.document.log.messages[2].nick == "bob"
    session.close()
    with pytest.raises(LogError, match="not lines of the format"):
        Session([weechat], Options(log_format="znc")).document


# ----- issue 25, defect 4: an empty log is refused; a journal that holds nothing is removed ------------------
def test_an_empty_log_is_refused_before_the_screen_opens(tmp_path, capsys):
    empty = tmp_path / "empty.log"
    empty.write_text("")
    with pytest.raises(SystemExit) as exited:
        main([str(empty)])
    assert exited.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "empty log: nothing to annotate" in err
    assert not list(tmp_path.glob("*.journal"))


def test_opening_and_quitting_without_a_change_leaves_no_journal(tmp_path):
    from annotate.controller.controller import Controller
    weechat = tmp_path / "irc.libera.#ubuntu.weechatlog"
    shutil.copy(ROOT / "tests" / "data" / "logs" / "formats" / weechat.name, weechat)
    controller = Controller(Session([weechat]))
    controller.handle("J", "J")
    controller.handle("q", "q")
    controller.session.close()
    assert not list(tmp_path.glob("*.journal")) and not list(tmp_path.glob("*.annotation.txt"))
    kept = Controller(Session([weechat]))      # a journal with work in it stays
    kept.handle("s", "s")
    kept.session.close()
    assert list(tmp_path.glob("*.journal"))
