"""The model card: one member per seed with its settings and dev scores, the ensemble's dev scores, the
first pass of a two-pass model, the machine; written beside the model file."""
import dataclasses
import json

from disentangle.linking.second_pass import StackedModel
from disentangle.training.card import write_card
from disentangle.training.epoch_selection import TrainResult
from helpers import ZERO_SCORES, constant_model


def trained(seed: int, link_f: float) -> TrainResult:
    m = dataclasses.replace(constant_model(seed), record={"train": {"seed": seed, "epochs": 2}, "epoch": 2})
    return TrainResult(m, dataclasses.replace(ZERO_SCORES, link_f=link_f), ({"epoch": 1}, {"epoch": 2}), 12.34)


def test_card_of_an_ensemble(tmp_path) -> None:
    write_card(tmp_path / "m.npz", [trained(1, 70.0), trained(2, 71.0)], dataclasses.replace(ZERO_SCORES, link_f=72.5))
    card = json.loads((tmp_path / "m.npz.card.json").read_text())
    assert card["model"] == "m.npz"
    assert [m["seed"] for m in card["members"]] == [1, 2]
    assert card["members"][1]["dev"]["link_f"] == 71.0
    assert card["members"][0]["history"] == [{"epoch": 1}, {"epoch": 2}]
    assert card["members"][0]["train_seconds"] == 12.3
    assert card["members"][0]["settings"] == {"seed": 1, "epochs": 2}
    assert card["members"][0]["first_pass"] is None
    assert card["ensemble_dev"]["link_f"] == 72.5
    assert card["machine"]["cpus"] >= 1


def test_card_of_a_two_pass_model_names_its_first_pass(tmp_path) -> None:
    first = trained(3, 70.0).model
    first = dataclasses.replace(first, record={**first.record, "dev": {"link_f": 70.0}, "history": [{"epoch": 1}],
                                                "train_seconds": 5.0, "loss": 1})
    second = dataclasses.replace(trained(3, 74.0).model, record={"train": {"seed": 3, "second_pass": True}})
    result = TrainResult(StackedModel(first, second), dataclasses.replace(ZERO_SCORES, link_f=74.0), (), 1.0)
    write_card(tmp_path / "two.npz", [result], None)
    card = json.loads((tmp_path / "two.npz.card.json").read_text())
    assert card["ensemble_dev"] is None
    assert card["members"][0]["settings"] == {"seed": 3, "second_pass": True}
    assert card["members"][0]["first_pass"] == {"train": {"seed": 3, "epochs": 2}, "epoch": 2,
                                                "dev": {"link_f": 70.0}, "history": [{"epoch": 1}],
                                                "train_seconds": 5.0}
