"""The gazetteer's second source (`privacy/given_names.py`): which names of a register table are kept, the
shipped list read back (and rebuilt from the installed table, identical), its errors, and where its names count
(only where a person stands: `Gazetteer.slot_name`, not `Gazetteer.person`)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from disentangle.errors import DisentangleError
from disentangle.privacy import given_names
from disentangle.privacy.people import gazetteer


def test_a_name_needs_enough_sources_and_bearers_and_one_word() -> None:
    table = {"cerys": [14, 8498, 1.0, 3], "wubi": [1, 1, 0.0, 3], "rare": [5, 49, 0.5, 3],
             "abdul aziz": [9, 900, 0.0, 3], "al": [20, 9000, 0.0, 3], "ffion": [5, 50, 1.0, 3]}
    assert given_names.given_names_from(table) == ["cerys", "ffion"]


def test_the_shipped_list_is_what_the_installed_table_gives(tmp_path: Path) -> None:
    pytest.importorskip("nomquamgender")
    out = tmp_path / "given_names.json"
    assert given_names.main([str(out)]) == 0
    assert out.read_bytes() == given_names.SHIPPED_GIVEN_NAMES.read_bytes()
    record = json.loads(out.read_text(encoding="utf-8"))
    assert record["licence"].startswith("MIT") and len(record["names"]) > 30_000


def test_a_broken_or_empty_list_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DisentangleError, match="not a given-names file"):
        given_names.read_given_names(tmp_path / "missing.json")
    (tmp_path / "empty.json").write_text('{"names": []}', encoding="utf-8")
    with pytest.raises(DisentangleError, match="empty"):
        given_names.read_given_names(tmp_path / "empty.json")
    (tmp_path / "odd.json").write_text('["cerys"]', encoding="utf-8")
    with pytest.raises(DisentangleError, match="not a given-names file"):
        given_names.read_given_names(tmp_path / "odd.json")


def test_the_registers_names_count_only_where_a_person_stands() -> None:
    names = gazetteer()
    assert "gwion" in names.world and "gwion" not in names.first
    assert names.slot_name("Gwion") and not names.person("Gwion", "Gwion fixed it")
    assert not names.slot_name("Via") and not names.slot_name("gwion")     # an English word; not written as a name
    assert names.person("Bronwen", "Bronwen fixed it")                     # Faker's: wherever it stands
