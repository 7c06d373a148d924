"""disentangle.checks: option checks made before any work."""
from pathlib import Path

import pytest

from disentangle.checks import UsageError, all_at_least, at_least, line_range, logs_tree, writable_file


@pytest.mark.parametrize("accepted, refused, fragment", [
    ((0, None), (-1, None), "--start must be at least 0, got -1"),   # from line 0
    ((0, 0), (0, -1), "--end must be at least 0, got -1"),
    ((3, 3), (3, 2), r"--end \(2\) is before --start \(3\)"),       # an end on the start line: one line
    ((3, 10), (11, 10), r"--end \(10\) is before --start \(11\)"),
])
def test_line_range_accepts_up_to_the_boundary_and_refuses_past_it(accepted, refused, fragment) -> None:
    """Each accepted range sits on a boundary; one line past it, the range is refused naming the option."""
    assert line_range(*accepted) is None
    with pytest.raises(UsageError, match=fragment):
        line_range(*refused)


@pytest.mark.parametrize("start, end, fragment", [(-5, None, "--start"), (0, -1, "--end"), (5, 3, "before")])
def test_line_range_refuses(start, end, fragment) -> None:
    with pytest.raises(UsageError, match=fragment):
        line_range(start, end)


def test_numbers() -> None:
    at_least("--epochs", None, 1)
    at_least("--epochs", 1, 1)
    with pytest.raises(UsageError, match="--epochs must be at least 1, got 0"):
        at_least("--epochs", 0, 1)
    all_at_least("--hidden", [4, 2], 1)
    with pytest.raises(UsageError, match="needs at least one value"):
        all_at_least("--hidden", [], 1)
    with pytest.raises(UsageError, match="got -5"):
        all_at_least("--hidden", [4, -5], 1)


def test_writable_file(tmp_path: Path) -> None:
    assert writable_file("--output", tmp_path / "new" / "deeper" / "m.npz") == tmp_path / "new" / "deeper" / "m.npz"
    with pytest.raises(UsageError, match="is a directory"):
        writable_file("--output", tmp_path)
    (tmp_path / "file").write_text("x")
    with pytest.raises(UsageError, match="not a directory"):
        writable_file("--output", tmp_path / "file" / "m.npz")


def test_logs_tree(tmp_path: Path) -> None:
    assert logs_tree("--logs", None) is None
    assert logs_tree("--logs", tmp_path) == tmp_path
    with pytest.raises(UsageError, match="no such directory"):
        logs_tree("--logs", tmp_path / "missing")
    (tmp_path / "f").write_text("x")
    with pytest.raises(UsageError, match="not a directory"):
        logs_tree("--logs", tmp_path / "f")
