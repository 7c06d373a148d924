"""Unit files of a stream cut at quiet gaps (`QuietUnits`): chat-day lines written in order with their times,
then cut by `logs.quiet_gaps` into one file a unit, for the chat source (a channel of an export) and for IRC
days read as units (`quiet_tree`) alike.
"""
from __future__ import annotations

import itertools
from array import array
from collections import Counter
from pathlib import Path

from disentangle.logs.quiet_gaps import CutRule, quiet_spans

__all__ = ["QuietUnits"]

STREAM_FILE = "stream.part"            # a stream's lines in order, before they are cut into units


class QuietUnits:
    """Chat-day lines written in order to one stream file with their times (never decreasing: a clock going
    back is read at the latest time before it), then cut into units at quiet gaps (`logs.quiet_gaps`), each
    unit's lines to `work/YYYY-MM-DD.jsonl` (the day it stands for)."""

    def __init__(self, work: Path, rule: CutRule) -> None:
        self.work, self.rule = work, rule
        self.stream_path = work / STREAM_FILE
        self.stream = open(self.stream_path, "wb")  # noqa: SIM115 -- closed by finish()
        self.times = array("d")

    def add(self, seconds: float, line: bytes) -> None:
        self.times.append(max(seconds, self.times[-1]) if self.times else seconds)
        self.stream.write(line)

    def finish(self) -> Counter[str]:
        """Cut the stream into its units' files; the lines of each unit."""
        self.stream.close()
        lines: Counter[str] = Counter()
        with open(self.stream_path, "rb") as stream:
            for span in quiet_spans(self.times, self.rule):
                with open(self.work / f"{span.date}.jsonl", "wb") as handle:
                    handle.writelines(itertools.islice(stream, len(span)))
                lines[span.date] = len(span)
        self.stream_path.unlink()
        return lines
