"""disentangle.metrics.gold_checks: gold links inside their log, parents before messages."""
import pytest

from disentangle.metrics.gold_checks import GoldError, check_gold, count_lines, inspect, log_beside


@pytest.mark.parametrize("data, lines", [(b"", 0), (b"a\n", 1), (b"a\nb", 2), (b"a\r\nb\r\n", 2), (b"a\rb\r", 2)])
def test_count_lines(tmp_path, data, lines) -> None:
    (tmp_path / "x.raw.txt").write_bytes(data)
    assert count_lines(tmp_path / "x.raw.txt") == lines


def test_log_beside(tmp_path) -> None:
    (tmp_path / "s.annotation.ann.txt").write_text("0 0 -\n")
    assert log_beside(tmp_path / "s.annotation.ann.txt") is None
    (tmp_path / "s.raw.txt").write_text("a\n")
    assert log_beside(tmp_path / "s.annotation.ann.txt") == tmp_path / "s.raw.txt"


def test_findings(tmp_path, caplog) -> None:
    (tmp_path / "s.raw.txt").write_text("a\nb\nc\n")
    (tmp_path / "s.annotation.txt").write_text("0 0 -\n2 1 -\n0 2 -\n")
    found = check_gold(tmp_path / "s.annotation.txt")
    assert found.links == 3 and found.later == (2,) and found.past == () and found.log_lines == 3
    assert "1 of 3 links point to a later line" in caplog.text
    (tmp_path / "s.annotation.txt").write_text("0 0 -\n1 3 -\n")
    assert inspect(tmp_path / "s.annotation.txt").past == (2,)
    with pytest.raises(GoldError, match="s.annotation.txt:2: 1 links point past the end of its log"):
        check_gold(tmp_path / "s.annotation.txt")


def test_real_dev_annotations_are_clean(corpus_root) -> None:
    for path in sorted((corpus_root / "dev").glob("*.annotation.txt")):
        found = check_gold(path)
        assert found.log_lines and not found.past and not found.later, path
