"""Given names of the world beyond Faker's locales: the gazetteer's second source (`people.gazetteer`).

Faker's person providers hold about 29,000 first names, mostly of the countries it has locales for; a chat
names people of every country (`Cerys`, `Dafydd`, `Liis`, `Othmane`, `Elira`, `Kemar` are in none of them).
`nomquamgender` (Van Buskirk et al., MIT licence) publishes a table of 721,739 given names, romanised, each
with the number of its 36 sources (national registers, censuses, name lists) that hold it and how many people
they count under it. `given_names_from` keeps the names at least `MIN_SOURCES` sources hold and at least
`MIN_COUNT` people bear (one source's typos and stray words stay out: `wubi`, `nautilus`, `gnash` are each in
one source), as one word of `MIN_LETTERS` letters or more. The kept list is shipped as
`models/given_names.json` (about 40,000 names, read in milliseconds where the table takes seconds:
`shipped_given_names`), with the table's version and licence in its header; `python -m
disentangle.privacy.given_names` rebuilds it from the installed table, and a test checks the two agree.
"""
from __future__ import annotations

import argparse
import functools
import importlib.metadata
import importlib.resources
import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from disentangle.atomic import atomic_write_text
from disentangle.errors import DisentangleError
from disentangle.settings import SHIPPED_MODEL

__all__ = ["GIVEN_NAMES_FILE", "MIN_COUNT", "MIN_SOURCES", "SHIPPED_GIVEN_NAMES", "GivenNames", "given_names_from",
           "given_names_record", "main", "read_given_names", "shipped_given_names"]

logger = logging.getLogger(__name__)

GIVEN_NAMES_FILE = "given_names.json"
SHIPPED_GIVEN_NAMES = SHIPPED_MODEL.parent / GIVEN_NAMES_FILE   # in a checkout: models/given_names.json
TABLE_PACKAGE = "nomquamgender"
TABLE_FILE = "name_data.json"
TABLE_LICENCE = "MIT; Copyright (c) 2022 Ian Van Buskirk (nomquamgender)"
SOURCES_AT, COUNT_AT = 0, 1    # a table row: [sources holding the name, people counted, P(gendered female), ...]
MIN_SOURCES = 5                # a name this many of the table's sources hold at least ...
MIN_COUNT = 50                 # ... borne by this many people at least
MIN_LETTERS = 3                # ... of one word this long ("al", "bo" are words and initials)


def given_names_from(table: Mapping[str, Sequence[float]]) -> list[str]:
    """The names of a nomquamgender-shaped table (`name -> [sources, count, ...]`) that `MIN_SOURCES` sources
    hold and `MIN_COUNT` people bear, of letters alone (one word), sorted."""
    return sorted(name for name, row in table.items()
                  if row[SOURCES_AT] >= MIN_SOURCES and row[COUNT_AT] >= MIN_COUNT
                  and name.isalpha() and len(name) >= MIN_LETTERS)


@dataclass(frozen=True)
class GivenNames:
    """The shipped file's record: where its names come from, under which licence, the cut, and the names."""

    source: str
    licence: str
    min_sources: int
    min_count: int
    names: tuple[str, ...]

    def to_json(self) -> str:
        """The file's text: one name a line, so that a rebuild's difference reads in a diff."""
        return json.dumps({**asdict(self), "names": list(self.names)}, ensure_ascii=False, indent=0) + "\n"


def given_names_record() -> GivenNames:
    """The shipped file's record, built from the installed table (needs `nomquamgender`)."""
    try:
        version = importlib.metadata.version(TABLE_PACKAGE)
        with importlib.resources.files(TABLE_PACKAGE).joinpath(TABLE_FILE).open(encoding="utf-8") as handle:
            table = json.load(handle)
    except (ModuleNotFoundError, importlib.metadata.PackageNotFoundError, FileNotFoundError) as error:
        raise DisentangleError(f"cannot rebuild the given names: {TABLE_PACKAGE} is not installed "
                               f"(pip install {TABLE_PACKAGE}): {error}") from error
    return GivenNames(f"{TABLE_PACKAGE} {version} {TABLE_FILE}", TABLE_LICENCE, MIN_SOURCES, MIN_COUNT,
                      tuple(given_names_from(table)))


def read_given_names(path: Path) -> frozenset[str]:
    """The names of a given-names file; a clear error if it is missing or not one."""
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        names = record["names"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise DisentangleError(f"{path}: not a given-names file ({error}); "
                               "rebuild it: python -m disentangle.privacy.given_names") from error
    if not names or not all(isinstance(name, str) for name in names):
        raise DisentangleError(f"{path}: its list of names is empty or not of strings")
    return frozenset(names)


@functools.cache
def shipped_given_names() -> frozenset[str]:
    """The shipped given names (`models/given_names.json`), read once per process."""
    names = read_given_names(SHIPPED_GIVEN_NAMES)
    logger.debug("given names: %d from %s", len(names), SHIPPED_GIVEN_NAMES)
    return names


def main(argv: Sequence[str] | None = None) -> int:
    """Rebuild the shipped given names from the installed table (`python -m disentangle.privacy.given_names`)."""
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("output", nargs="?", type=Path, default=SHIPPED_GIVEN_NAMES,
                        help="where to write the list (default: the shipped models/given_names.json)")
    options = parser.parse_args(argv)
    record = given_names_record()
    atomic_write_text(options.output, record.to_json())
    logger.info("wrote %d given names to %s", len(record.names), options.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
