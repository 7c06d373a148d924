"""Tests for disentangle.extract.sources.logs_file: `extract --logs FILE` splits one long log into the day units
of a tree (cached, reused, refused with a clear error when it cannot be), and gives the same dataset, byte
for byte, as the same days given as a `YYYY/MM/DD/#ubuntu.txt` tree."""
from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
import shutil
from pathlib import Path

import pytest

import helpers
from conftest import DATA, EXCERPTS, IRCLOGS, RUN, snapshot
from disentangle import cli, extract
from disentangle.extract.sources import logs_file, split_cache
from disentangle.extract.sources.logs_file import split_logs_file, split_root
from disentangle.logs.files import read_log
from disentangle.logs.formats import MINUTES_PER_DAY
from helpers import MAN_ROOT
from logwriters import write_log

SPLIT = DATA / "logs" / "split"
FORMATS = DATA / "logs" / "formats"


def make_options(tmp: Path, model: Path | None, **changes) -> extract.ExtractOptions:
    """The small run of `helpers.make_options` over the whole year: the file's own days decide what is read."""
    return helpers.make_options(model, tmp, **{"first_day": None, "last_day": None, **changes})


# ------------------------------------------------------------------------------------------- the split


def split_year(year: int, options: extract.ExtractOptions):
    """`split_logs_file` for the dates of `year` the options ask for."""
    return split_logs_file(extract.DatesAsked.of(year, options.first_day, options.last_day), options)


def test_the_asked_channels_days_become_a_tree(tmp_path: Path) -> None:
    options, summary = split_year(2015, make_options(tmp_path, None, logs=SPLIT / "channel-dated.txt"))
    tree = Path(options.logs)
    assert tree.parent == split_root()
    lines = (SPLIT / "channel-dated.txt").read_bytes().splitlines(keepends=True)
    assert (tree / "2015/03/01/#ubuntu.txt").read_bytes() == b"".join(lines[k] for k in (0, 1, 3, 4))
    assert (tree / "2015/03/02/#ubuntu.txt").read_bytes() == b"".join(lines[k] for k in (5, 7, 8))
    assert sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*.txt")) == [
        "2015/03/01/#ubuntu.txt", "2015/03/02/#ubuntu.txt", "2015/03/04/#ubuntu.txt"]
    assert summary["days"] == {"2015-03-01": 4, "2015-03-02": 3, "2015-03-04": 1}
    assert summary["channel_lines"] == {"#ubuntu": 8, "#ubuntu-offtopic": 2}
    section = logs_file.split_section(summary, {"2015-03-01": None, "2015-03-02": None})["logs_file"]
    assert (section["days_in_range"], section["days_outside_range"], section["lines_outside_range"],
            section["lines_of_other_channels"], section["lines_before_first_date"]) == (2, 1, 1, 2, 1)


def test_another_channel_is_asked_for_by_name(tmp_path: Path) -> None:
    options, summary = split_year(2015, make_options(tmp_path, None, logs=SPLIT / "channel-dated.txt",
                                                          channel="#ubuntu-offtopic"))
    assert summary["days"] == {"2015-03-01": 1, "2015-03-02": 1}
    assert (Path(options.logs) / "2015/03/02/#ubuntu-offtopic.txt").read_bytes().startswith(b"#ubuntu-offtopic")


def test_an_unchanged_file_is_split_once_and_a_changed_one_again(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "irc.libera.#ubuntu.weechatlog"
    shutil.copyfile(SPLIT.parent / "formats" / "irc.libera.#ubuntu.weechatlog", path)
    options = make_options(tmp_path, None, logs=path)
    first, _ = split_year(2010, options)
    with monkeypatch.context() as patch:
        patch.setattr(logs_file, "DaySplitter", None)  # reading the file again would fail
        assert split_year(2010, options)[0] == first
    with open(path, "ab") as handle:
        handle.write(b"2010-11-11 10:00:00\talice\tone more day\n")
    again, summary = split_year(2010, options)
    assert again.logs != first.logs and not Path(first.logs).exists()
    assert list(summary["days"]) == ["2010-11-09", "2010-11-10", "2010-11-11"]


def test_a_split_left_by_a_dead_run_is_removed(tmp_path: Path) -> None:
    root = split_root()
    root.mkdir(parents=True, exist_ok=True)
    dead = root / f"{split_cache.TEMPORARY_PREFIX}999999999.abc"
    (dead / "2015").mkdir(parents=True)
    split_year(2015, make_options(tmp_path, None, logs=SPLIT / "mirc.log"))
    assert not dead.exists()


@pytest.mark.fault
@pytest.mark.parametrize("name, changes, message", [
    ("formats/znc_#ubuntu_20101109.log", {}, "in the znc layout has no dates to split it into days"),
    ("split/channel-dated.txt", {"channel": "#debian"},
     r"holds no line of #debian; its channels: #ubuntu \(8 lines\), #ubuntu-offtopic \(2 lines\): choose one with "
     "--channel"),
    ("split/mirc.log", {"channel": "#debian"}, r"its channels: #ubuntu \(6 lines\), #kubuntu \(4 lines\)"),
    ("formats/irc.libera.#ubuntu.weechatlog", {"channel": "#python"},
     r"is a log of #ubuntu \(by its name\), not #python: give --channel '#ubuntu'"),
    ("split/channel-dated.txt", {"first_day": dt.date(2015, 6, 1)},
     r"holds no day of 2015-06-01..2015-12-31 \(its days of #ubuntu: 2015-03-01..2015-03-04\)"),
])
def test_a_file_that_cannot_give_the_days_is_a_clear_error(tmp_path: Path, name: str, changes: dict,
                                                           message: str) -> None:
    with pytest.raises(extract.PipelineError, match=message):
        split_year(2015, make_options(tmp_path, None, logs=DATA / "logs" / name, **changes))


@pytest.mark.fault
@pytest.mark.parametrize("name", ["formats/znc_#ubuntu_20101109.log", "split/irssi.log"])
def test_the_command_refuses_bad_input_before_writing_anything(tmp_path: Path, capsys, name: str) -> None:
    out = tmp_path / "out"
    code = cli.main(["extract", "--year", "2014", "--logs", str(DATA / "logs" / name), "--output", str(out),
                     "--no-download", "--cache", str(tmp_path / "cache")])
    assert code == 2 and not out.exists()
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "--logs" in error and "Traceback" not in error


# ------------------------------------------------------------------------------ the same days as a tree


def day_texts(layout: str, days: dict[dt.date, Path]) -> dict[dt.date, str]:
    """Each day's lines in `layout` (only the lines of that date: a log that wraps past midnight is cut
    there), with the headers the client writes: irssi's "Log opened" then "Day changed", HexChat's
    logging header on the first day only (later days take the year from the date, as a tree's days do)."""
    texts = {}
    for number, (date, path) in enumerate(sorted(days.items())):
        log = read_log(path, date=date)
        log = dataclasses.replace(log, messages=tuple(m for m in log.messages if m.minute < MINUTES_PER_DAY))
        text = write_log(log, layout)
        if layout == "irssi":
            text = (f"--- Log opened {date:%a %b %d} 00:00:00 {date:%Y}\n" if not number
                    else f"--- Day changed {date:%a %b %d %Y}\n") + text
        if layout == "hexchat" and not number:
            text = f"**** BEGIN LOGGING AT {date:%a %b %d} 00:00:00 {date:%Y}\n" + text
        texts[date] = text
    return texts


def tree_and_file(tmp: Path, texts: dict[dt.date, str]) -> tuple[Path, Path]:
    tree = tmp / "tree"
    for date, text in texts.items():
        day = tree / f"{date:%Y/%m/%d}"
        day.mkdir(parents=True)
        (day / "#ubuntu.txt").write_text(text, encoding="utf-8")
    single = tmp / "ubuntu.log"
    single.write_text("".join(texts[d] for d in sorted(texts)), encoding="utf-8")
    return tree, single


def same_outputs(tmp: Path, model: Path | None, year: int, texts: dict[dt.date, str], **changes) -> dict:
    """Extract `year` from the days as a tree and as one file; assert the outputs are byte-identical; the
    file run's stats.json."""
    tree, single = tree_and_file(tmp, texts)
    reports = {}
    for name, logs in (("tree", tree), ("file", single)):
        reports[name] = extract.extract_logs(year, make_options(tmp / name, model, logs=logs, **changes))
        assert not reports[name].failed and reports[name].ok
    assert snapshot(tmp / "tree" / "out") == snapshot(tmp / "file" / "out")
    assert reports["tree"].lines == reports["file"].lines > 0
    return json.loads((tmp / "file" / "out" / extract.layout.STATS_FILE).read_text())


@pytest.mark.parametrize("layout", ["weechat", "irssi"])
def test_a_file_gives_the_dataset_of_the_same_days_as_a_tree(tiny_model: Path, tmp_path: Path, corpus_root,
                                                             layout: str) -> None:
    """Three real excerpts as consecutive days (the previous day's tail is context), one file vs a tree."""
    days = {dt.date.fromisoformat(day.replace("/", "-")): corpus_root / "train" / f"{name}.raw.txt"
            for day, name in EXCERPTS.items()}
    stats = same_outputs(tmp_path, tiny_model, 2015, day_texts(layout, days), first_day=dt.date(2015, 1, 20),
                         last_day=dt.date(2015, 1, 21))
    section = stats[RUN]["logs_file"]
    assert (section["format"], section["days_in_file"], section["days_in_range"]) == (layout, 3, 2)
    assert stats["days"]["per_day"]["2015-01-21"]["source"] == "2015/01/21/#ubuntu.txt"


def test_the_command_reports_what_the_file_held(tiny_model: Path, tmp_path: Path, capsys) -> None:
    code = cli.main(["extract", "--year", "2015", "--logs", str(SPLIT / "channel-dated.txt"), "--output",
                     str(tmp_path / "out"), "--model", str(tiny_model), "--no-download", "--jobs", "1",
                     "--cache", str(tmp_path / "cache"), "--knowledge", str(tmp_path / "kb.jsonl"),
                     "--manpages", str(MAN_ROOT), "--from", "2015-03-01", "--to", "2015-03-02"])
    printed = capsys.readouterr().out
    assert code == 0
    assert ("logs file: channel-dated.txt (channel-dated): 3 days of #ubuntu, 2 in the run's dates, "
            "1 outside them skipped (1 lines); 2 lines of other channels skipped") in printed
    assert "2 days read (2 processed, 0 reused)" in printed


@pytest.mark.slow
@pytest.mark.parametrize("layout", ["channel-dated", "weechat", "hexchat", "irssi"])
def test_shared_days_give_the_same_dataset_from_a_file_as_from_a_tree(tmp_path: Path, corpus_root,
                                                                      layout: str) -> None:
    """With the shipped model: the offline 2015 excerpts and the two whole shared irclogs days (moved to
    the days after two excerpts, so that they get a previous day as context) in one file and as a tree."""
    days = {date_of(path): path for path in sorted((corpus_root / "train").glob("2015-*.raw.txt"))}
    for path, date in zip(sorted(IRCLOGS.glob("*/*/*/#ubuntu.txt")), (dt.date(2015, 10, 15), dt.date(2015, 10, 20))):
        days[date] = path
    stats = same_outputs(tmp_path, None, 2015, day_texts(layout, days))
    assert stats[RUN]["logs_file"]["days_in_file"] == len(days) == stats["days"]["read"]
    assert stats["totals"]["dialogues_kept"] > 0


def date_of(path: Path) -> dt.date:
    return dt.date.fromisoformat(path.name[:10])


def test_the_split_cache_is_the_sessions_private_cache(tmp_path: Path, monkeypatch) -> None:
    """The split days go under `split/` of the cache root that `$DISENTANGLE_CACHE` names (in the tests, the
    session's private cache: never the user's), and nowhere else: not beside the log, not into `--cache`."""
    assert split_root().parent == Path(os.environ["DISENTANGLE_CACHE"])
    root = tmp_path / "cache-root"
    monkeypatch.setenv("DISENTANGLE_CACHE", str(root))
    source = tmp_path / "logs" / "channel.txt"
    source.parent.mkdir()
    shutil.copyfile(SPLIT / "channel-dated.txt", source)
    options, _ = split_year(2015, make_options(tmp_path / "run", None, logs=source))
    tree = Path(options.logs)
    assert tree.parent == split_root() == root / logs_file.SPLIT_CACHE_NAME
    assert (tree / "2015/03/01/#ubuntu.txt").is_file()
    assert [path.name for path in source.parent.iterdir()] == [source.name]
    assert not (tmp_path / "run").exists()


@pytest.mark.fault
def test_a_split_that_cannot_be_written_is_a_clear_error_leaving_nothing(tmp_path: Path, monkeypatch) -> None:
    blocked = tmp_path / "not-a-directory"
    blocked.write_text("")
    monkeypatch.setattr(logs_file, "split_root", lambda: blocked / "split")
    with pytest.raises(extract.PipelineError, match="cannot write its days under"):
        split_year(2015, make_options(tmp_path, None, logs=SPLIT / "channel-dated.txt"))
    monkeypatch.setattr(logs_file, "split_root", lambda: tmp_path / "split")
    real_write = logs_file._write_days

    def full_disk(*args):
        real_write(*args)
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(logs_file, "_write_days", full_disk)
    with pytest.raises(extract.PipelineError, match="No space left on device"):
        split_year(2015, make_options(tmp_path, None, logs=SPLIT / "channel-dated.txt"))
    assert list((tmp_path / "split").iterdir()) == []  # the half-written split is gone


@pytest.mark.slow
def test_a_file_across_years_gives_the_years_day_and_counts_the_other(tmp_path: Path) -> None:
    """The two shared whole days at their own dates (2004-09-22, 2005-02-24) in one WeeChat file: extract
    2005 gives the tree's output and counts the 2004 day as outside the run's dates."""
    days = {date_of_tree_path(path): path for path in sorted(IRCLOGS.glob("*/*/*/#ubuntu.txt"))}
    if len(days) < 2:
        pytest.skip("shared irclogs not available")
    stats = same_outputs(tmp_path, None, 2005, day_texts("weechat", days))
    section = stats[RUN]["logs_file"]
    assert (section["days_in_file"], section["days_in_range"], section["days_outside_range"]) == (2, 1, 1)
    assert section["lines_outside_range"] > 0 and stats["days"]["read"] == 1


def date_of_tree_path(path: Path) -> dt.date:
    return dt.date(*(int(part) for part in path.parent.relative_to(IRCLOGS).parts))


def test_a_mirc_file_of_two_channels_gives_the_dataset_of_its_ubuntu_days(tiny_model: Path, tmp_path: Path) -> None:
    """mIRC's session lines: the #ubuntu days of a file that also holds #kubuntu, against the tree of those
    days (CRLF line ends kept)."""
    lines = (SPLIT / "mirc.log").read_bytes().decode().splitlines(keepends=True)
    tree, _ = tree_and_file(tmp_path, {dt.date(2015, 3, 1): "".join(lines[:3]), dt.date(2015, 3, 2): "".join(lines[3:6])})
    outputs = {}
    for name, logs in (("tree", tree), ("file", SPLIT / "mirc.log")):
        report = extract.extract_logs(2015, make_options(tmp_path / name, tiny_model, logs=logs,
                                                         last_day=dt.date(2015, 3, 2)))
        assert report.ok and not report.failed and report.lines == 6
        outputs[name] = snapshot(tmp_path / name / "out")
    assert outputs["tree"] == outputs["file"]
    run = json.loads((tmp_path / "file" / "out" / extract.layout.STATS_FILE).read_text())[RUN]
    assert run["logs_file"]["lines_of_other_channels"] == 4
