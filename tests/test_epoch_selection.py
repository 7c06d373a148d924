"""Model selection on dev: the best offer by link F + exact F is kept, one history line per offer, and the
weight average is the mean of the models' weights."""
import dataclasses

import numpy as np
import pytest

from disentangle.metrics import Scores
from disentangle.training.epoch_selection import Selection, WeightAverage, selection_score
from helpers import ZERO_SCORES, constant_model


def scores(link_f: float, exact_f: float) -> Scores:
    return dataclasses.replace(ZERO_SCORES, link_f=link_f, exact_f=exact_f)


def test_selection_score_adds_link_and_exact_f() -> None:
    assert selection_score(scores(70.0, 40.5)) == 110.5


def test_selection_refuses_scores_without_link_f() -> None:
    with pytest.raises(ValueError, match="without link F"):
        selection_score(dataclasses.replace(ZERO_SCORES, link_f=None))
    with pytest.raises(ValueError, match="without link F"):
        Selection().offer(constant_model(1), dataclasses.replace(ZERO_SCORES, link_f=None), {"epoch": 1}, began=0.0)


def test_selection_keeps_the_best_sum_and_logs_every_offer() -> None:
    selection = Selection()
    offers = [(constant_model(1), scores(70, 40)), (constant_model(2), scores(75, 30)), (constant_model(3), scores(72, 39)),
              (constant_model(4), scores(60, 20))]
    for epoch, (m, s) in enumerate(offers, 1):
        selection.offer(m, s, {"epoch": epoch}, began=0.0)
    assert selection.best[0] is offers[2][0]           # sums 110, 105, 111, 80: the third
    assert [line["epoch"] for line in selection.history] == [1, 2, 3, 4]
    assert selection.history[1]["link_f"] == 75 and selection.history[1]["exact_f"] == 30


def test_selection_replaces_on_a_strictly_better_sum() -> None:
    selection = Selection()
    selection.offer(constant_model(1), scores(70, 40), {}, began=0.0)
    selection.offer(constant_model(2), scores(71, 40), {}, began=0.0)
    selection.offer(constant_model(3), scores(71, 40), {}, began=0.0)   # a tie keeps the earlier model
    assert selection.best[0].layers[0][0][0, 0] == 2


def test_weight_average_is_the_running_mean() -> None:
    average = WeightAverage()
    first = average.add(constant_model(1), {"averaged_epochs": "1-1"})
    second = average.add(constant_model(2), {"averaged_epochs": "1-2"})
    third = average.add(constant_model(6), {"averaged_epochs": "1-3"})
    assert first.layers[0][0][0, 0] == 1
    assert second.layers[0][0][0, 0] == pytest.approx(1.5)
    np.testing.assert_allclose(third.layers[0][0], 3.0)
    np.testing.assert_allclose(third.layers[0][1], 3.0)
    assert third.layers[0][0].dtype == np.float32
    assert third.record == {"averaged_epochs": "1-3"}


@pytest.mark.parametrize("two_pass", [False, True])
def test_the_outcome_goes_into_a_copy_of_the_selected_model(two_pass: bool) -> None:
    from disentangle.linking.second_pass import StackedModel
    from disentangle.training.epoch_selection import training_record, with_outcome
    one = dataclasses.replace(constant_model(1), record={"train": {"seed": 1}, "epoch": 2})
    selected = StackedModel(constant_model(2), one) if two_pass else one
    copy = with_outcome(selected, ({"epoch": 1}, {"epoch": 2}), scores(70, 40), 12.34)
    assert type(copy) is type(selected) and training_record(selected) == {"train": {"seed": 1}, "epoch": 2}
    assert list(training_record(copy)) == ["train", "epoch", "history", "dev", "train_seconds"]
    assert training_record(copy)["history"] == [{"epoch": 1}, {"epoch": 2}]
    assert training_record(copy)["dev"]["link_f"] == 70 and training_record(copy)["train_seconds"] == 12.3


def test_a_model_record_cannot_be_replaced_in_place() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        constant_model(1).record = {"epoch": 1}  # type: ignore[misc]
