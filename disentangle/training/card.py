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
from typing import TYPE_CHECKING, Sequence

from disentangle.atomic import atomic_write_text
from disentangle.linking.model import LinkModel
from disentangle.linking.second_pass import StackedModel
from disentangle.metrics import Scores
from disentangle.training.epoch_selection import TrainResult, training_record

if TYPE_CHECKING:   # the type only: adapt imports this module
    from disentangle.training.adapt import Adapted


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


def write_adapt_card(path: Path, start: Path, result: "Adapted") -> None:
    """The card of an adapted model (`disentangle adapt`): what it was adapted from and on (each file, its
    log and annotated messages), the #ubuntu files mixed in and those that checked forgetting, the choice
    cross-validation made and its whole grid, the settings, the time and the machine."""
    card = {
        "model": path.name,
        "adapted_from": str(start),
        "files": [{"name": f.name, "annotation": str(f.annotation), "log": str(f.log_path), "lines": len(f.log),
                   "annotated_messages": f.messages, "first_annotated": min(f.parents),
                   "last_annotated": max(f.parents)} for f in result.files],
        "ubuntu_mixed_in": {"files": list(result.ubuntu), "messages": result.ubuntu_messages},
        "ubuntu_check_files": list(result.ubuntu_check),
        "choice": result.choice.as_dict(),
        "cross_validation": [trial.as_dict() for trial in result.trials],
        "settings": result.model.second.record.get("adapt", {}).get("settings"),
        "seconds": round(result.seconds, 1),
        "machine": machine(),
    }
    atomic_write_text(Path(str(path) + ".card.json"), json.dumps(card, indent=1) + "\n")
