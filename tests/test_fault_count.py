"""The count of fault cases (`bench/fault_count.py`) is derived, never typed: the README, docs/robustness.md and
bench/results/fault_count.md must quote the number of `fault`-marked cases the suite collects now (after a
change to the fault tests, `python bench/fault_count.py` rewrites the results and says the figure to quote)."""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "fault_count.py"
# where each page quotes the figure
QUOTED = {
    "README.md": re.compile(r"`python -m pytest -m fault` runs the ([\d,]+) cases"),
    "docs/robustness.md": re.compile(r"marker `fault`\): ([\d,]+) bad inputs and injected faults"),
    "bench/results/fault_count.md": re.compile(r"^# Fault injection: ([\d,]+) bad inputs and faults", re.M),
}


@pytest.fixture(scope="module")
def fault_count():
    spec = importlib.util.spec_from_file_location("fault_count", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def quoted(page: str, text: str) -> int:
    """The fault count a page quotes (an AssertionError when the sentence that quotes it is gone)."""
    found = QUOTED[page].search(text)
    assert found, f"{page} no longer quotes the fault count in the expected words"
    return int(found[1].replace(",", ""))


@pytest.mark.slow
def test_every_page_quotes_the_collected_fault_count(fault_count) -> None:
    collected = len(fault_count.collected())
    figures = {page: quoted(page, (ROOT / page).read_text(encoding="utf-8")) for page in QUOTED}
    assert figures == dict.fromkeys(QUOTED, collected), "run `python bench/fault_count.py` and quote its figure"


@pytest.mark.parametrize("page", sorted(QUOTED))
def test_the_quote_is_found_and_a_changed_figure_is_seen(page: str) -> None:
    text = (ROOT / page).read_text(encoding="utf-8")
    figure = quoted(page, text)
    changed = QUOTED[page].sub(lambda match: match[0].replace(match[1], str(figure + 1)), text, count=1)
    assert quoted(page, changed) == figure + 1
