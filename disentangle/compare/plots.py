"""Plots of the comparison (matplotlib, Agg canvas, no time stamp: the same data gives the same bytes).

The dev metrics and the response-selection scores of each method are grouped bar charts drawn here; the
dialogue lengths are the one length plot of the project (`disentangle.dialogues.length_plot`), drawn with the
methods' colours and shares of each method's dialogues.
"""
from __future__ import annotations

import io
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from disentangle.compare.options import HEURISTIC, LEARNED, PERCENT, PREVIOUS, SelectionRow
from disentangle.dialogues.length_plot import BAR_GROUP_WIDTH
from disentangle.metrics import Scores

logger = logging.getLogger(__name__)


PLOT_MAX_LENGTH = 30                # the length plot pools longer dialogues into one last bar
BM25_HATCH = "//"
COLOURS = {HEURISTIC: "#c8553d", LEARNED: "#3b6ea5", PREVIOUS: "#8c8c8c"}


def _figure(width: float, height: float):
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    figure = Figure(figsize=(width, height), dpi=100)
    FigureCanvasAgg(figure)
    return figure


def _png(figure) -> bytes:
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()


@dataclass(frozen=True)
class Series:
    """One set of bars of a grouped bar chart."""

    label: str
    values: tuple[float, ...]
    colour: str
    hatch: str = ""


def grouped_bars(axes, series: Sequence[Series], ticks: Sequence[object]) -> None:
    """Bars of each series side by side at every tick; a note instead when there is nothing to draw."""
    if not series:
        axes.text(0.5, 0.5, "nothing to show", ha="center", va="center", transform=axes.transAxes)
        return
    width = BAR_GROUP_WIDTH / len(series)
    for number, found in enumerate(series):
        offset = (number - (len(series) - 1) / 2) * width
        axes.bar([x + offset for x in range(len(ticks))], found.values, width=width, color=found.colour,
                 hatch=found.hatch, edgecolor="white", label=found.label)
    axes.set_xticks(range(len(ticks)), [str(tick) for tick in ticks])
    axes.legend(ncol=2 if len(series) > 3 else 1)


def plot_dev(scores: Mapping[str, Scores], title: str) -> bytes:
    """Link F, scaled VI, one-to-one and exact-match F of each method."""
    figure = _figure(8, 4)
    axes = figure.add_subplot(1, 1, 1)
    metrics = (("link F", "link_f"), ("scaled VI", "scaled_vi"), ("1-1", "one_to_one"), ("exact F", "exact_f"))
    grouped_bars(axes, [Series(m, tuple(getattr(found, key) for _, key in metrics), COLOURS[m])
                        for m, found in scores.items()], [name for name, _ in metrics])
    axes.set_ylabel("%")
    axes.set_ylim(0, PERCENT)
    axes.set_title(title)
    return _png(figure)


def plot_selection(rows: Sequence[SelectionRow], title: str) -> bytes:
    """The recalls, MRR and 1-of-100 accuracy of each baseline on each method's own test examples."""
    figure = _figure(11, 4)
    axes = figure.add_subplot(1, 1, 1)
    own = [row for row in rows if row.fitted_on == row.tested_on]
    keys = [k for k in (own[0].scores.as_dict() if own else {}) if k.startswith(("R@", "MRR", "1-of"))]
    series = [Series(f"{row.baseline} on {row.tested_on}", tuple(row.scores.as_dict()[k] or 0.0 for k in keys),
                     COLOURS[row.tested_on], BM25_HATCH if row.baseline == "bm25" else "") for row in own]
    grouped_bars(axes, series, keys)
    axes.set_ylim(0, 1)
    axes.set_ylabel("fraction (missing: 0)")
    axes.set_title(title)
    return _png(figure)
