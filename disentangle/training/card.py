"""The model card: a JSON file beside a trained model with its settings, dev scores, history, time and machine.

One member per trained seed (a vote ensemble has several), the ensemble's dev scores when there is one,
and for a two-pass model what its first pass was (settings, selected epoch, dev scores, history).
"""
from __future__ import annotations

import json
import os
import platform
from dataclasses import asdict
from pathlib import Path
from typing import Sequence

from disentangle.atomic import atomic_write_text
from disentangle.linking.model import LinkModel
from disentangle.linking.second_pass import StackedModel
from disentangle.metrics import Scores
from disentangle.training.epoch_selection import TrainResult, training_record


def _first_pass_card(model: LinkModel | StackedModel) -> dict | None:
    """What the card says about a two-pass model's first pass: settings, selected epoch, dev, history."""
    if not isinstance(model, StackedModel):
        return None
    record = model.first.record
    return {key: record.get(key) for key in ("train", "epoch", "dev", "history", "train_seconds")}


def write_card(path, results: Sequence[TrainResult], ensemble_dev: Scores | None) -> None:
    """A JSON model card beside the model: settings, dev scores, history, time and machine."""
    card = {
        "model": Path(path).name,
        "members": [{"seed": training_record(r.model)["train"]["seed"], "dev": asdict(r.dev),
                     "history": list(r.history), "train_seconds": round(r.seconds, 1),
                     "settings": training_record(r.model)["train"],
                     "first_pass": _first_pass_card(r.model)}
                    for r in results],
        "ensemble_dev": asdict(ensemble_dev) if ensemble_dev else None,
        "machine": machine(),
    }
    atomic_write_text(Path(str(path) + ".card.json"), json.dumps(card, indent=1) + "\n")


def machine() -> dict:
    """The machine a model was trained on, as cards record it."""
    return {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()}
