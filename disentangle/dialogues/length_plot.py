"""The plot of dialogue lengths: turns and messages per dialogue as bar charts, one set of bars per method.

`extract` draws it for its one method (counts of dialogues, `dialogue_lengths.png`), `compare` for several
side by side (each as shares of its own dialogues, the long tail pooled into a last bar, a legend). The PNG
is drawn by matplotlib on an Agg canvas without a time stamp, so the same dialogues give the same bytes.
"""
from __future__ import annotations

import io
from collections import Counter
from collections.abc import Callable, Mapping, Sequence

from disentangle.dialogues.records import Dialogue

FIGURE_SIZE = (9, 3.6)          # inches, at FIGURE_DPI
FIGURE_DPI = 100
BAR_GROUP_WIDTH = 0.8           # of the space between two lengths, shared by the methods' bars
DEFAULT_COLOUR = "#3b6ea5"
MEASURES: tuple[tuple[str, Callable[[Dialogue], int]], ...] = (
    ("turns", lambda d: len(d.turns)),
    ("messages", lambda d: sum(len(t.utterances) for t in d.turns)),
)


def length_heights(values: Sequence[int], cap: int | None = None, shares: bool = False) -> dict[int, float]:
    """Bar heights per length, in length order: how many values have it (or their share of all values,
    with `shares`); with `cap`, values of at least `cap` are pooled at `cap`."""
    counts = Counter(values if cap is None else (min(value, cap) for value in values))
    total = len(values) or 1
    return {length: counts[length] / total if shares else counts[length] for length in sorted(counts)}


def plot_lengths(dialogues: Mapping[str, Sequence[Dialogue]], title: str, *, cap: int | None = None,
                 shares: bool = False, colours: Mapping[str, str] | None = None) -> bytes:
    """PNG bar charts of turns and messages per dialogue, the methods' bars side by side at each length.

    `dialogues` maps a method (its legend label, shown when there are several) to its dialogues; `cap`
    pools longer dialogues into the last bar, `shares` draws each method's shares instead of counts.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    figure = Figure(figsize=FIGURE_SIZE, dpi=FIGURE_DPI)
    FigureCanvasAgg(figure)
    width = BAR_GROUP_WIDTH / max(len(dialogues), 1)
    for position, (name, measure) in enumerate(MEASURES, 1):
        axes = figure.add_subplot(1, 2, position)
        for number, (method, found) in enumerate(dialogues.items()):
            heights = length_heights([measure(d) for d in found], cap, shares)
            offset = (number - (len(dialogues) - 1) / 2) * width
            axes.bar([length + offset for length in heights], list(heights.values()), width=width,
                     color=(colours or {}).get(method, DEFAULT_COLOUR), label=f"{method} ({len(found):,})")
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
        axes.set_xlabel(f"{name} per dialogue" + (f" (last bar: {cap} or more)" if cap is not None else ""))
        axes.set_ylabel("share of dialogues" if shares else "dialogues")
        if len(dialogues) > 1:
            axes.legend()
    figure.suptitle(title)
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()
