"""The counts of what was odd about a log as it was read: one frozen `ReadStats` per log (or per piece of a
log read in pieces), and the names of the counts taken line by line (`LINE_COUNTS`) while lines are cleaned
(`disentangle.logs.lines`) and read into messages (`disentangle.logs.reading`). Zero everywhere is a clean
file; `ReadStats.problems` names the rest, which the readers log and `check_log` judges.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from disentangle.logs.formats import KIND_OTHER

__all__ = ["LINE_COUNTS", "ReadStats", "count_line", "line_counts"]

# the `ReadStats` fields counted line by line (the others are counted once per file, or are `lines`)
LINE_COUNTS = ("blank_lines", "unparsed_lines", "long_lines", "clock_wraps", "clock_backwards", "control_chars",
               "formatting_codes")


@dataclass(frozen=True)
class ReadStats:
    """What was odd about a log. All counts; zero everywhere means a clean file."""

    lines: int = 0
    replaced_bytes: int = 0
    blank_lines: int = 0
    unparsed_lines: int = 0
    long_lines: int = 0
    missing_final_newline: int = 0
    clock_wraps: int = 0
    clock_backwards: int = 0
    control_chars: int = 0
    formatting_codes: int = 0        # lines that held mIRC formatting codes (removed before reading)
    byte_order_mark: int = 0         # 1 when the file began with a UTF-8 byte-order mark (dropped)

    def problems(self) -> dict[str, int]:
        """The non-zero counts other than `lines`."""
        return {k: v for k, v in dataclasses.asdict(self).items() if v and k != "lines"}

    def __add__(self, other: "ReadStats") -> "ReadStats":
        return ReadStats(**{f.name: getattr(self, f.name) + getattr(other, f.name)
                            for f in dataclasses.fields(self)})




def line_counts() -> dict[str, int]:
    """Every count of `LINE_COUNTS` at zero, to be raised while lines are read (then `ReadStats(**counts)`)."""
    return dict.fromkeys(LINE_COUNTS, 0)


def count_line(line: str, kind: str, counts: dict[str, int]) -> None:
    """Count a cleaned line that is blank, or not a line of the format (`KIND_OTHER`)."""
    if not line.strip():
        counts["blank_lines"] += 1
    elif kind == KIND_OTHER:
        counts["unparsed_lines"] += 1
