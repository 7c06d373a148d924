"""Empty output files: why a writer left one empty, so that no empty split passes unexplained.

A small run (one day, a sample) can leave a split without dialogues, or with too few distinct candidates
for 100 options, and its files hold no example. That is a fact about the data, not a failure, but a silent
`[]` reads as a valid, empty test set. The writers of `examples.py` therefore list every data file they
leave empty with the reason (`ExportReport.empty`, built by `empty_reason`); `extract` prints the list,
records it in `stats.json` (`empty_files`) and the dataset README; the validators report any empty data
file that is not on that list.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

EMPTY_PROBLEM = "empty: no examples, and no record of why (see stats.json empty_files)"


def empty_reason(split: str, dialogues: int, skipped: Mapping[str, int], what: str = "example") -> str:
    """Why a file of `split` has no `what`: no dialogues, every example skipped (with the writer's own
    reasons), or none of the dialogues gave one."""
    if dialogues == 0:
        return f"no dialogues in the {split} split"
    reasons = {reason.split(": ", 1)[-1]: count for reason, count in skipped.items()
               if reason.startswith(f"{split}: ") and count}
    if reasons:
        listed = "; ".join(f"{count} x {reason}" for reason, count in sorted(reasons.items()))
        return f"{dialogues} dialogues in the {split} split, every {what} skipped: {listed}"
    return f"{dialogues} dialogues in the {split} split, none gave an {what} for this file"


def merge_records(records: Iterable[tuple[str, Mapping[str, str]]]) -> dict[str, str]:
    """Per-format records ((directory, file name -> reason) pairs) as one sorted `dir/file -> reason` map."""
    merged = {f"{directory}/{name}": reason for directory, found in records for name, reason in found.items()}
    return dict(sorted(merged.items()))
