"""The files `disentangle adapt` reads: the log beside each annotation file, and every bad input refused in one line."""
from pathlib import Path

import pytest

from conftest import SMALL_LOG
from disentangle.training.adapt_files import AdaptError, log_beside, read_adapt_file, read_adapt_files, stem

SMALL_LINES = 10   # tests/data/logs/small.txt


def annotated(folder: Path, name: str, links: str, log_suffix: str | None = ".raw.txt") -> Path:
    """`folder/NAME.annotation.txt` holding `links`, with the small test log beside it (or none)."""
    if log_suffix is not None:
        (folder / f"{name}{log_suffix}").write_text(SMALL_LOG.read_text())
    path = folder / f"{name}.annotation.txt"
    path.write_text(links)
    return path


def test_reads_links_and_the_log_beside(tmp_path):
    path = annotated(tmp_path, "day", "1 1 -\n1 2 -\n2 4 -\n1 4 -\n")
    found = read_adapt_file(path)
    assert (found.name, found.log_path.name, len(found.log)) == ("day", "day.raw.txt", SMALL_LINES)
    assert found.parents == {1: [1], 2: [1], 4: [1, 2]} and found.messages == 3


@pytest.mark.parametrize("present, expected", [((".raw.txt", ".ascii.txt"), ".raw.txt"),
                                               ((".ascii.txt",), ".ascii.txt")])
def test_raw_log_is_preferred_to_ascii(tmp_path, present, expected):
    path = annotated(tmp_path, "day", "1 2 -\n", log_suffix=None)
    for suffix in present:
        (tmp_path / f"day{suffix}").write_text(SMALL_LOG.read_text())
    assert log_beside(path).name == "day" + expected


def test_stem_of_other_names():
    assert stem("a/b/2005-06.annotation.txt") == "2005-06" and stem("links.txt") == "links"


@pytest.mark.fault
@pytest.mark.parametrize("links, log_suffix, message", [
    ("1 2 -\n", None, "no log beside it (expected day.raw.txt or day.ascii.txt"),
    ("1 10 -\n", ".raw.txt", "message 10 is past the end of day.raw.txt (10 lines"),
    ("\n", ".raw.txt", "no links"),
    ("1 2 -\nfoo\n", ".raw.txt", "not an annotation line"),
    ("1 2 -\n1 3\n", ".raw.txt", ":2: `1 3` lacks the trailing `-`"),
])
def test_bad_files_are_refused_in_one_line(tmp_path, links, log_suffix, message):
    path = annotated(tmp_path, "day", links, log_suffix)
    with pytest.raises(Exception) as error:
        read_adapt_files([path], 1)
    assert message in str(error.value) and "\n" not in str(error.value)


@pytest.mark.fault
def test_missing_annotation_file_too_few_messages_and_names_twice(tmp_path):
    with pytest.raises(AdaptError, match="no annotation files given"):
        read_adapt_files([], 1)
    with pytest.raises(AdaptError, match="no such file"):
        read_adapt_files([tmp_path / "gone.annotation.txt"], 1)
    path = annotated(tmp_path, "day", "1 2 -\n2 3 -\n")
    with pytest.raises(AdaptError, match="2 annotated messages: adapting needs at least 3"):
        read_adapt_files([path], 3)
    other = tmp_path / "other"
    other.mkdir()
    with pytest.raises(AdaptError, match="day: given twice"):
        read_adapt_files([path, annotated(other, "day", "1 2 -\n")], 1)
