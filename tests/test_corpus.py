"""The corpus locator and annotation reader."""
import pytest

from disentangle.corpus.samples import (
    ENV_DATA,
    AnnotationLine,
    CorpusError,
    gold_parents,
    group_parents,
    parse_annotation,
    parse_links,
    read_links,
    resolve_data_root,
    samples,
)


@pytest.mark.parametrize("lines, expected", [
    (["1000 1000 -", "999 1001 -", "1001 1002 -"], [(1000, 1000), (1001, 999), (1002, 1001)]),
    ([":1000 1000 -", ":1000 1003 -"], [(1000, 1000), (1003, 1000)]),     # annotator files
    (["", "  5 3 -  "], [(5, 3)]),
    (["5 3 -", "4 5 - model"], [(5, 3)]),     # a model's link (`annotate --review-fill`) is never gold
])
def test_parse_links(lines, expected):
    assert parse_links(lines) == expected


@pytest.mark.parametrize("line", ["1000 -", "a b -", "1 2 3 -"])
def test_bad_annotation_line(line):
    with pytest.raises(CorpusError, match="not an annotation line"):
        parse_links([line], "x.annotation.txt")


@pytest.mark.fault
@pytest.mark.parametrize("line", ["5 3", ":1059 1061", "  1059 1060  "])
def test_a_link_line_without_its_dash_is_refused_with_its_line(line):
    """Issue 43 (4): `annotate` refused it, but `annotate agree` and `evaluate --gold` read it silently."""
    with pytest.raises(CorpusError, match=r"x.annotation.txt:2: `.*` lacks the trailing `-`"):
        parse_links(["1 1 -", line], "x.annotation.txt")
    assert parse_annotation(["1 1 -", line], strict=False) == [AnnotationLine(1, 1, 1)]


def test_parse_annotation_keeps_line_numbers_and_order():
    lines = ["1002 1002 -", "", "1003 1000 -", "junk", ": 7 9 -"]
    found = parse_annotation(lines, strict=False)
    assert found == [AnnotationLine(1, 1002, 1002), AnnotationLine(3, 1003, 1000), AnnotationLine(5, 7, 9)]
    assert [(link.message, link.parent) for link in found] == [(1002, 1002), (1003, 1000), (9, 7)]
    with pytest.raises(CorpusError, match=r"x.annotation.txt:4: not an annotation line: 'junk'"):
        parse_annotation(lines, "x.annotation.txt")


def test_group_parents():
    assert group_parents([(5, 3), (5, 3), (5, 1), (2, 2)]) == {2: (2,), 5: (1, 3)}


def test_gold_parents_groups_and_sorts(tmp_path):
    path = tmp_path / "s.annotation.txt"
    path.write_text("1002 1002 -\n1000 1003 -\n1002 1003 -\n")
    assert gold_parents(path) == {1002: [1002], 1003: [1000, 1002]}
    assert read_links(path)[1] == (1003, 1000)


def test_missing_annotation_file(tmp_path):
    with pytest.raises(CorpusError, match="cannot read"):
        read_links(tmp_path / "none.txt")


def test_explicit_root_must_be_a_corpus(tmp_path):
    with pytest.raises(CorpusError, match="not a corpus directory"):
        resolve_data_root(tmp_path)
    (tmp_path / "dev").mkdir()
    assert resolve_data_root(tmp_path) == tmp_path


def test_environment_variable(tmp_path, monkeypatch):
    (tmp_path / "train").mkdir()
    monkeypatch.setenv(ENV_DATA, str(tmp_path))
    assert resolve_data_root() == tmp_path


def test_shared_mirror_samples(corpus_root, monkeypatch):
    monkeypatch.delenv(ENV_DATA, raising=False)
    assert resolve_data_root() == corpus_root
    dev = samples("dev", corpus_root)
    assert len(dev) == 10 and all(s.annotation.exists() for s in dev)
    assert len(samples("train", corpus_root)) == 153


def test_empty_split_is_an_error(tmp_path):
    (tmp_path / "dev").mkdir()
    with pytest.raises(CorpusError, match="no samples"):
        samples("dev", tmp_path)
