"""The one plot of dialogue lengths: bar heights (counts, shares, the pooled tail) and deterministic PNGs for
one method (extract) and several side by side (compare)."""
import pytest

from disentangle.dialogues.length_plot import MEASURES, length_heights, plot_lengths
from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def dialogue(method: str, turns: int, messages_per_turn: int = 1) -> Dialogue:
    """A dialogue of `turns` alternating turns of `messages_per_turn` messages each."""
    found, line = [], 0
    for n in range(turns):
        lines = tuple(range(line, line + messages_per_turn))
        line += messages_per_turn
        texts = tuple(f"message {x}" for x in lines)
        found.append(Turn(ASKER if n % 2 == 0 else HELPER, texts, texts, lines, lines))
    return Dialogue(f"{method}:2015-01-01:{turns}", "2015-01-01", "log", method, ("ann", "bob"), tuple(found))


def test_heights_pool_the_long_tail_as_shares():
    shares = length_heights([1, 1, 2, 5, 9], cap=4, shares=True)
    assert [shares.get(length, 0.0) for length in range(5)] == [0.0, 0.4, 0.2, 0.0, 0.4]
    assert length_heights([], cap=2, shares=True) == {}


def test_heights_count_every_length_without_a_cap():
    assert length_heights([3, 7, 3, 12]) == {3: 2, 7: 1, 12: 1}
    assert list(length_heights([5, 1, 3])) == [1, 3, 5]      # in length order, for the bars


def test_measures_are_turns_and_messages():
    found = dialogue("learned", 4, messages_per_turn=2)
    assert [(name, measure(found)) for name, measure in MEASURES] == [("turns", 4), ("messages", 8)]


@pytest.mark.parametrize("options", [{}, {"cap": 3, "shares": True, "colours": {"heuristic": "#c8553d"}}])
def test_the_same_dialogues_give_the_same_png(options):
    dialogues = {"learned": [dialogue("learned", n) for n in (3, 3, 4, 9)],
                 "heuristic": [dialogue("heuristic", n) for n in (3, 5)]}
    first = plot_lengths(dialogues, "t", **options)
    assert first.startswith(PNG_SIGNATURE)
    assert plot_lengths(dialogues, "t", **options) == first
    assert plot_lengths({"learned": dialogues["learned"]}, "t", **options) != first


def test_counts_and_shares_are_different_plots():
    one = {"learned": [dialogue("learned", n) for n in (3, 3, 4)]}
    assert plot_lengths(one, "t") != plot_lengths(one, "t", shares=True)


def test_plots_of_nothing_are_still_pngs():
    assert plot_lengths({"heuristic": (), "learned": ()}, "t").startswith(PNG_SIGNATURE)
    assert plot_lengths({"learned": ()}, "t").startswith(PNG_SIGNATURE)
