"""What several test modules build the same way: random and constant link models, synthetic dialogues, the
options of a small `extract` run, a tiny training recipe and the scores of nothing. Test modules import these
from here (never from one another; `test_suite_layout.py` checks it); fixtures live in `conftest.py`."""
from __future__ import annotations

import ast
import datetime as dt
import random
from pathlib import Path

import numpy as np

from conftest import DATA
from disentangle import extract
from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples.records import ExampleConfig
from disentangle.features.pairs import N_FEATURES
from disentangle.linking.model import LinkModel, ModelConfig
from disentangle.linking.second_pass import STACK_FEATURES, StackedModel
from disentangle.metrics import Scores

# ------------------------------------------------------------------------------------------- link models

RANDOM_MODEL_WINDOW = 5  # the candidates a random model scores for each message


def random_model(seed: int, hidden: tuple[int, ...] = (8, 4), n_features: int = N_FEATURES) -> LinkModel:
    """A first-pass link model with normal random weights (window 5), its seed as its record."""
    rng = np.random.default_rng(seed)
    sizes = [n_features, *hidden, 1]
    layers = [(rng.normal(size=(o, i)).astype(np.float32), rng.normal(size=o).astype(np.float32))
              for i, o in zip(sizes[:-1], sizes[1:])]
    return LinkModel(ModelConfig(hidden=hidden, window=RANDOM_MODEL_WINDOW), np.zeros(n_features, np.float32),
                     np.ones(n_features, np.float32), layers, {"seed": seed})


def random_stacked_model(seed: int, top_k: int = 3) -> StackedModel:
    """A two-pass model of two random nets: the first pass from `seed`, the second from `seed + 100`."""
    return StackedModel(random_model(seed), random_model(seed + 100, n_features=N_FEATURES + len(STACK_FEATURES)),
                        top_k)


def constant_model(value: float) -> LinkModel:
    """A one-layer model on 3 features whose every weight and bias is `value` (tells models apart by value)."""
    layers = [(np.full((2, 3), value, dtype=np.float32), np.full(2, value, dtype=np.float32))]
    return LinkModel(ModelConfig(hidden=()), np.zeros(3, np.float32), np.ones(3, np.float32), layers)


ZERO_SCORES = Scores(files=1, messages=10, gold_links=10, auto_links=10, link_precision=0, link_recall=0,
                     link_f=0, scaled_vi=0, one_to_one=0, exact_precision=0, exact_recall=0, exact_f=0, ari=0,
                     shen_f=0, kappa=0)

# the smallest two-pass training that runs every phase (`train_and_save_two_pass(..., **TINY_TRAINING)`)
TINY_TRAINING = dict(max_train_files=3, epochs=1, hidden=(16, 8), batch=16, learning_rate=0.01,
                     second_epochs=2, second_hidden=(16, 8), fold_epochs=1, folds=2)

# ------------------------------------------------------------------------------------------- dialogues

WORDS = ("apt grub xorg kernel sudo mount wifi driver nvidia sound boot partition install update network "
         "ssh cron locale printer bluetooth").split()
SHARED_PHRASES = ("thanks", "np", "ok", "thanks that worked", "anyone?")


def synthetic_dialogue(number: int) -> Dialogue:
    """A dialogue of 3 to 11 alternating turns; a few turns are phrases shared with other dialogues."""
    rng = random.Random(number)
    turns, line = [], 10 * number
    for index in range(3 + number % 9):
        speaker = ASKER if index % 2 == 0 else HELPER
        if index > 1 and rng.random() < 0.2:
            texts: tuple[str, ...] = (rng.choice(SHARED_PHRASES),)
        else:
            texts = tuple(f"{rng.choice(WORDS)} {rng.choice(WORDS)} problem {number}.{index}.{m}"
                          for m in range(rng.randint(1, 3)))
        turns.append(Turn(speaker, texts, texts, tuple(range(line, line + len(texts))), (0,) * len(texts)))
        line += len(texts)
    date = f"2015-{number % 12 + 1:02d}-{number % 28 + 1:02d}"
    return Dialogue(f"learned:{date}:{10 * number}", date, f"{date}.txt", "learned", ("asker", "helper"),
                    tuple(turns))


# ------------------------------------------------------------------------------------------- extract runs

MAN_ROOT = DATA / "manpages"
SMALL_EXAMPLES = ExampleConfig(options=10, udc_distractors=3)


def make_options(tiny_model: Path | None, tmp: Path, **changes) -> extract.ExtractOptions:
    """The options of a small offline `extract` run of the week of the `tree` fixture, into `tmp`."""
    base = dict(output=tmp / "out", model=tiny_model, jobs=1, download=False, cache=tmp / "cache",
                knowledge=tmp / "kb.jsonl", man_roots=(MAN_ROOT,), examples=SMALL_EXAMPLES, progress=False,
                first_day=dt.date(2015, 1, 19), last_day=dt.date(2015, 1, 25), irclogs=None,
                min_confidence=0.0)  # the rule model's probabilities are flat: keep every dialogue
    base.update(changes)
    return extract.ExtractOptions(**base)



# ------------------------------------------------------------------------------------------- source code


def imported_modules(path: Path) -> set[str]:
    """Every module a Python file imports by absolute name, at module level or inside a function: `import a.b`
    gives a.b, `from a.b import c` gives a.b and a.b.c (c may be a module)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found
