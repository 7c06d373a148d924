"""Units of work cut at quiet gaps: where a chat stream is split so that a conversation is cut only by a long
silence, not by UTC midnight (a Slack workspace names its day files in its own time zone; a community's
evening runs past midnight UTC).

Each UTC midnight between the first message and the last has a window around it,
`CutRule.window_hours` on either side; the windows of consecutive midnights never overlap (12 hours: noon to
noon). The midnight's cut goes where the stream is silent longest among the silences that touch its window
(ties: the silence nearest midnight, then the earlier). The stretch between two consecutive cuts is one
unit, named by the UTC day of the midnight that opens it (the first unit: the first message's day), so a
unit's name is unique in its stream and says roughly when it was; with the default window a unit holds at
most two days of chat. A unit with no message is none. The cuts depend only on the messages' times, so they
are the same whatever the number of workers, and every unit is read, processed and resumed on its own, as
a day is.
"""
from __future__ import annotations

import bisect
import datetime as dt
import math
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["CutRule", "QuietSpan", "quiet_spans"]

SECONDS_PER_HOUR = 3600
SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR
HALF_DAY_HOURS = 12.0


@dataclass(frozen=True)
class CutRule:
    """How far from midnight a boundary's cut may go, in hours on either side (at most half a day: the
    windows of two boundaries never overlap)."""

    window_hours: float = HALF_DAY_HOURS

    def __post_init__(self) -> None:
        if not 0 < self.window_hours <= HALF_DAY_HOURS:
            raise ValueError(f"a cut's window is 0 < hours <= {HALF_DAY_HOURS:g}, not {self.window_hours:g}")


@dataclass(frozen=True)
class QuietSpan:
    """One unit of a stream: the UTC day it stands for and its messages' positions (`start` to `end`, end
    excluded)."""

    date: str
    start: int
    end: int

    def __len__(self) -> int:
        return self.end - self.start


def _cut(times: Sequence[float], midnight: float, half: float) -> int:
    """Where the boundary at `midnight` (after the first message, not after the last) cuts: before the message
    ending the longest silence that touches its window (see the module docstring)."""
    low = max(bisect.bisect_left(times, midnight - half), 1)
    high = min(bisect.bisect_left(times, midnight + half), len(times) - 1)
    best, best_key = low, (math.inf, math.inf)
    for cut in range(low, high + 1):
        before, after = times[cut - 1], times[cut]
        distance = 0.0 if before <= midnight <= after else min(abs(before - midnight), abs(after - midnight))
        key = (before - after, distance)
        if key < best_key:
            best, best_key = cut, key
    return best


def _midnight(seconds: float) -> float:
    return math.floor(seconds / SECONDS_PER_DAY) * SECONDS_PER_DAY


def _date(midnight: float) -> str:
    return dt.datetime.fromtimestamp(midnight, dt.timezone.utc).date().isoformat()


def _cuts(times: Sequence[float], half: float) -> list[tuple[float, int]]:
    """Each UTC midnight that has a message on either side, with its cut, after the first message's own
    midnight (cut 0) and before the end (cut `len(times)`); a run of midnights whose windows hold no message
    is given by its last one (they all cut at the same place, so the units between them are empty)."""
    found = [(_midnight(times[0]), 0)]
    midnight, last = found[0][0] + SECONDS_PER_DAY, _midnight(times[-1])
    while midnight <= last:
        found.append((midnight, _cut(times, midnight, half)))
        after = midnight + SECONDS_PER_DAY
        low = bisect.bisect_left(times, after - half)
        if low < len(times) and low == bisect.bisect_left(times, after + half):
            holding = _midnight(times[low] - half) + SECONDS_PER_DAY   # the first window holding times[low]
            if holding - SECONDS_PER_DAY > midnight:
                found.append((holding - SECONDS_PER_DAY, _cut(times, holding - SECONDS_PER_DAY, half)))
            after = holding
        midnight = after
    return found + [(last + SECONDS_PER_DAY, len(times))]


def quiet_spans(times: Sequence[float], rule: CutRule = CutRule()) -> tuple[QuietSpan, ...]:
    """The units of a stream whose messages have these UTC times (seconds, never decreasing: a clock that
    goes back is read at the latest time before it), in order; positions index `times`."""
    if not times:
        return ()
    if any(later < earlier for earlier, later in zip(times, times[1:])):
        raise ValueError("quiet_spans needs times that never decrease")
    found = _cuts(times, rule.window_hours * SECONDS_PER_HOUR)
    return tuple(QuietSpan(_date(midnight), start, end)
                 for (midnight, start), (_, end) in zip(found, found[1:]) if end > start)
