"""The measuring parts of issue 34's adaptation experiments (`bench/experiments/adapt_errors.py`,
`bench/experiments/adapt_experiments.py`): the error classes, the Channel Two action rewrite, the distance
classes, the calibration fit (its gradient and its penalty) and the weight interpolation. Their conclusions
stand on these."""
from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from disentangle.dialogues.addressing import known_nicks
from disentangle.linking.model_file import load_model
from disentangle.logs.files import load_log

EXPERIMENTS = Path(__file__).resolve().parent.parent / "bench" / "experiments"


def bench_module(name: str):
    # the script puts bench/ on sys.path itself, for bench/report.py
    spec = importlib.util.spec_from_file_location(name, EXPERIMENTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def errors():
    return bench_module("adapt_errors")


@pytest.fixture(scope="module")
def experiments():
    return bench_module("adapt_experiments")


LOG = """[10:00] <alice> my wifi drops every hour
[10:01] <bob> alice: which driver?
[10:01] <carol> anyone tried the new kernel?
[10:02] <alice> bob: iwlwifi
[10:02] <bob> alice: try the firmware package
=== dave entered the room.
"""


@pytest.fixture()
def addressing_log(tmp_path):
    path = tmp_path / "tiny.raw.txt"
    path.write_text(LOG)
    return load_log(path, name="tiny")


@pytest.mark.parametrize("message, gold, predicted, kind", [
    (1, [0], 0, "right"),
    (2, [2], 1, "false link (gold: new conversation)"),
    (3, [1], 3, "missed link (predicted: new conversation)"),
    (4, [3], 0, "wrong parent: same author as gold parent"),       # alice wrote 3 and 0
    (3, [1], 2, "wrong parent: message names gold parent's author"),   # "bob: ..." answers bob's 1, not carol
    (5, [4], 5, "system line"),
])
def test_each_message_is_put_in_its_error_class(errors, addressing_log, message, gold, predicted, kind):
    verdict = errors.classify(addressing_log, known_nicks(addressing_log), message, gold, predicted, set(gold))
    assert verdict.kind == kind
    assert verdict.gold_self == (message in gold)


def test_facts_about_a_message_and_its_gold(errors, addressing_log):
    verdict = errors.classify(addressing_log, known_nicks(addressing_log), 4, [3], 3, {3})
    assert (verdict.distance, verdict.addressed, verdict.addressed_gold, verdict.system) == (1, True, True, False)
    assert errors.classify(addressing_log, known_nicks(addressing_log), 4, [3], 0, {0, 1}).beyond_shortlist
    assert errors.classify(addressing_log, known_nicks(addressing_log), 3, [1], 2, {1, 2}).nearer
    assert not errors.classify(addressing_log, known_nicks(addressing_log), 4, [3], 0, {0, 3}).nearer


def test_channel_two_actions_become_actions_and_joins_stay(errors, tmp_path):
    source = tmp_path / "in"
    source.mkdir()
    (source / "c.raw.txt").write_text("[01:06] <Chanel> a\n=== Regine hands Chanel a trophy\n"
                                      "=== Avery entered the room.\n=== mode/##linux mode (+o Gregg ) by ChanServ\n")
    (source / "c.annotation.txt").write_text("0 1 -\n")
    out = tmp_path / "out"
    out.mkdir()
    copy, changed = errors.actions_as_actions(source / "c.annotation.txt", out)
    lines = (out / "c.raw.txt").read_text().splitlines()
    assert changed == 1 and copy.read_text() == "0 1 -\n"
    assert lines[1] == "[01:06]  * Regine hands Chanel a trophy"
    assert lines[2:] == ["=== Avery entered the room.", "=== mode/##linux mode (+o Gregg ) by ChanServ"]
    log = load_log(out / "c.raw.txt", name="c")
    assert not log.messages[1].is_system and log.messages[1].nick == "Regine" and log.messages[2].is_system


def test_distance_classes(experiments):
    classes = experiments.distance_classes(np.array([[0, 1, 2, 3, 5, 6, 10, 11, 90]]))
    assert classes.argmax(axis=-1).tolist() == [[0, 1, 2, 3, 3, 4, 4, 5, 5]]


def small_problem(seed: int = 0):
    rng = np.random.default_rng(seed)
    n, k, f = 30, 5, 4
    base = rng.normal(size=(n, k))
    features = rng.normal(size=(n, k, f))
    mask = np.ones((n, k), bool)
    mask[:, -1] = rng.random(n) < 0.5
    gold = np.zeros((n, k), bool)
    gold[np.arange(n), rng.integers(0, k - 1, n)] = True
    return base, features, mask, gold


def test_the_calibration_fit_lowers_the_loss_and_a_strong_penalty_keeps_the_start(experiments):
    base, features, mask, gold = small_problem()
    start = np.full(features.shape[-1], 0.3)

    def loss(theta):
        s = np.where(mask, base + features @ theta, -1e9)
        s = s - s.max(axis=1, keepdims=True)
        p = np.exp(s) / np.exp(s).sum(axis=1, keepdims=True)
        return -np.log(np.where(gold, p, 0).sum(axis=1)).mean()

    free = experiments.fit_linear(base, features, mask, gold, start, 0.0)
    held = experiments.fit_linear(base, features, mask, gold, start, 1e4)
    assert loss(free) < loss(start) - 0.05
    assert np.abs(held - start).max() < 1e-3
    step = 1e-5   # the fit's optimum has no slope left: finite differences of the loss there are ~0
    slopes = [(loss(free + step * e) - loss(free - step * e)) / (2 * step) for e in np.eye(len(free))]
    assert np.abs(slopes).max() < 1e-3


def test_interpolation_runs_from_the_start_to_the_tuned_weights(experiments, tiny_model):
    tiny_model = load_model(tiny_model)
    tuned = replace(tiny_model, layers=[(w + 1.0, b - 1.0) for w, b in tiny_model.layers])
    for share, expect in ((0.0, tiny_model), (1.0, tuned)):
        mixed = experiments.interpolate(tiny_model, tuned, share)
        for (w, b), (we, be) in zip(mixed.layers, expect.layers):
            assert np.allclose(w, we) and np.allclose(b, be)
    half = experiments.interpolate(tiny_model, tuned, 0.5)
    assert np.allclose(half.layers[0][0], tiny_model.layers[0][0] + 0.5)
