"""`disentangle adapt`: the second pass fine-tuned from the shipped_stacked model's weights, cross-validation over its
choices, the written model and card, and the command's bad input (exit 2, one line)."""
import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

import disentangle.training.adapt as adapt_module
from disentangle.cli import main
from disentangle.corpus import samples as corpus
from disentangle.linking.model_file import load_model
from disentangle.linking.second_pass import StackedModel, second_scores
from disentangle.logs.tokens import ChatTokenizer
from disentangle.metrics import Scores, evaluate
from disentangle.settings import SHIPPED_MODEL
from disentangle.training.adapt import (
    AdaptConfig,
    Trial,
    UbuntuRows,
    best_trial,
    chosen_links,
    cross_validate,
    file_rows,
    fine_tune,
    fold_masks,
    starting_model,
    training_set,
    user_item,
)
from disentangle.training.adapt_files import read_adapt_files
from disentangle.training.first_pass import DynetScorer, _import_dynet
from disentangle.training.second_pass import N_STACKED
from helpers import random_model

MESSAGES = 60        # annotated messages of the dev file each test adapts on
QUICK = AdaptConfig(folds=2, max_epochs=2, mixes=(1.0,), ubuntu_files=1)


def excerpt(sample: corpus.Sample, folder: Path, messages: int = MESSAGES) -> Path:
    """An annotation file of the first `messages` annotated messages of a corpus sample, its log beside it."""
    keep = set(sorted(corpus.gold_parents(sample.annotation))[:messages])
    lines = [line for line in sample.annotation.read_text().splitlines()
             if line.split() and max(map(int, line.split()[:2])) in keep]
    path = folder / f"{sample.name}.annotation.txt"
    path.write_text("\n".join(lines) + "\n")
    (folder / f"{sample.name}.raw.txt").symlink_to(sample.raw)
    return path


@pytest.fixture(scope="module")
def shipped_stacked() -> StackedModel:
    return starting_model(SHIPPED_MODEL)


@pytest.fixture(scope="module")
def dev_excerpt(corpus_root_module, tmp_path_factory) -> Path:
    return excerpt(corpus.samples("dev", corpus_root_module)[0], tmp_path_factory.mktemp("adapt"))


@pytest.fixture(scope="module")
def user_rows(dev_excerpt, shipped_stacked):
    files = read_adapt_files([dev_excerpt], QUICK.min_messages)
    return [file_rows(shipped_stacked, user_item(f, ChatTokenizer(), shipped_stacked)) for f in files]


def gold_log_probability(model, rows) -> float:
    """Mean log probability the second pass gives the gold candidates of the learnable rows."""
    keep = rows.learnable
    scores = second_scores(model, rows.full[keep], rows.mask[keep])
    scores = scores - scores.max(axis=1, keepdims=True)
    log_probs = scores - np.log(np.exp(scores).sum(axis=1, keepdims=True))
    return float(np.mean([np.logaddexp.reduce(row[gold]) for row, gold in zip(log_probs, rows.gold[keep])]))


def test_a_network_started_from_a_model_is_that_model():
    dy = _import_dynet(1, 256)
    start = random_model(3, hidden=(8, 4), n_features=N_STACKED)
    net = DynetScorer(dy, N_STACKED, (8, 4), np.random.default_rng(0), start=start)
    copied = net.to_numpy(start.config, start.shift, start.scale, {})
    for (w, b), (w0, b0) in zip(copied.layers, start.layers):
        assert np.allclose(w, w0, atol=1e-6) and np.allclose(b, b0, atol=1e-6)
    with pytest.raises(ValueError, match="do not fit"):
        DynetScorer(dy, N_STACKED, (16, 4), np.random.default_rng(0), start=start)


def test_rows_cover_every_annotated_message(user_rows):
    rows = user_rows[0]
    assert rows.annotated.sum() == MESSAGES and rows.full.shape[1:] == (rows.mask.shape[1], N_STACKED)
    assert rows.learnable.sum() >= 0.9 * MESSAGES   # the shortlist holds nearly every gold parent


def test_folds_hold_out_each_message_once_in_consecutive_parts(user_rows):
    masks = fold_masks(user_rows, 3)
    held = np.array([mask[0] for mask in masks])
    assert (held.sum(axis=0) == user_rows[0].annotated).all()
    for part in held:
        lines = user_rows[0].line[part]
        assert len(lines) in (MESSAGES // 3, MESSAGES // 3 + 1) and lines.max() < user_rows[0].line[~part &
               user_rows[0].annotated & (user_rows[0].line > lines.max())].min(initial=10 ** 9)


@pytest.mark.parametrize("mix", [0.0, 0.5, 2.0])
def test_training_set_mixes_that_many_ubuntu_messages(user_rows, mix):
    own = int(user_rows[0].learnable.sum())
    data, drawn = training_set([(user_rows[0], user_rows[0].learnable)], user_rows * 3, mix,
                               np.random.default_rng(0), residual=False)
    assert drawn == round(mix * own) and len(data) == own + drawn and data.gold.any(axis=1).all()


@pytest.mark.slow
def test_fine_tuning_raises_the_gold_probability(user_rows, shipped_stacked):
    rows = user_rows[0]
    data, _ = training_set([(rows, rows.learnable)], [], 0.0, np.random.default_rng(0), shipped_stacked.residual)
    dy = _import_dynet(1, 256)
    before = gold_log_probability(shipped_stacked.second, rows)
    models = [model for _, model in fine_tune(dy, shipped_stacked.second, data, QUICK, 3, seed=1)]
    after = [gold_log_probability(model, rows) for model in models]
    assert after[-1] > before + 0.01 and models[-1].shift is shipped_stacked.second.shift


@pytest.mark.slow
def test_zero_epochs_scores_the_starting_model(user_rows, shipped_stacked, monkeypatch):
    dy = _import_dynet(1, 256)
    checked = []   # the models the #ubuntu check scores: the starting model once, then each epoch's own
    real_check = adapt_module.check_link_f
    monkeypatch.setattr(adapt_module, "check_link_f", lambda model, *a: checked.append(model) or real_check(model, *a))
    trials = cross_validate(dy, shipped_stacked, user_rows, UbuntuRows(tuple(user_rows), tuple(user_rows)), QUICK)
    assert {(t.mix, t.epochs) for t in trials} == {(1.0, 0), (1.0, 1), (1.0, 2)}
    assert checked[0] is shipped_stacked.second and len({id(m) for m in checked}) == len(checked) > 2
    rows = user_rows[0]
    start = evaluate({rows.name: list(rows.gold_links)},
                     {rows.name: chosen_links(shipped_stacked.second, rows, rows.annotated, False)})
    zero = next(t for t in trials if t.epochs == 0).scores
    assert (zero.link_f, zero.exact_f) == (start.link_f, start.exact_f)


def test_best_trial_prefers_fewer_epochs_on_a_tie():
    base = Scores(1, 10, 10, 10, 50.0, 50.0, 50.0, 90.0, 80.0, 40.0, 40.0, 40.0, 70.0, 70.0, 0.5)
    better = replace(base, link_f=51.0)
    trials = [Trial(1.0, 3, base, 75.0), Trial(3.0, 1, base, 75.0), Trial(1.0, 1, base, 75.0),
              Trial(1.0, 5, better, 75.0)]
    assert best_trial(trials) == trials[3]
    assert best_trial(trials[:3]) == trials[1]   # fewer epochs, then the larger mix


def test_best_trial_keeps_ubuntu_within_the_tolerance():
    base = Scores(1, 10, 10, 10, 50.0, 50.0, 50.0, 90.0, 80.0, 40.0, 40.0, 40.0, 70.0, 70.0, 0.5)
    start, forgets, keeps = (Trial(1.0, 0, base, 76.0), Trial(1.0, 4, replace(base, link_f=60.0), 75.0),
                             Trial(3.0, 2, replace(base, link_f=55.0), 75.6))
    assert best_trial([start, forgets, keeps]) == forgets
    assert best_trial([start, forgets, keeps], tolerance=0.5) == keeps
    assert best_trial([start, forgets], tolerance=0.5) == start


@pytest.mark.slow
def test_adapt_command_writes_a_model_that_predicts_and_its_card(dev_excerpt, shipped_stacked, tmp_path, capsys):
    out = tmp_path / "adapted.npz"
    assert main(["adapt", str(dev_excerpt), "--output", str(out), "--max-epochs", "2", "--folds", "2",
                 "--mix", "1"]) == 0
    assert f"wrote {out}" in capsys.readouterr().out
    model = load_model(out)
    assert isinstance(model, StackedModel)
    for (w, _), (w0, _) in zip(model.first.layers, shipped_stacked.first.layers):
        assert np.array_equal(w, w0)   # the first pass is kept as it is
    card = json.loads(Path(str(out) + ".card.json").read_text())
    assert card["files"][0]["annotated_messages"] == MESSAGES and card["adapted_from"] == str(SHIPPED_MODEL)
    assert len(card["cross_validation"]) == 3 and card["choice"]["epochs"] in (0, 1, 2)
    check, mixed = set(card["ubuntu_check_files"]), set(card["ubuntu_mixed_in"]["files"])
    assert len(check) == 3 and len(mixed) == 12 and not check & mixed   # the check is never trained on
    assert model.second.record["adapt"]["epochs"] == card["choice"]["epochs"]
    raw = str(dev_excerpt).replace(".annotation.txt", ".raw.txt")
    assert main(["predict", "--model", str(out), "--start", "1000", raw]) == 0
    assert len(capsys.readouterr().out.splitlines()) >= MESSAGES


@pytest.mark.fault
@pytest.mark.parametrize("make_args, message", [
    (lambda d, t: ["--output", str(t / "m.npz")], "no annotation files given"),
    (lambda d, t: ["--output", str(t), str(d)], "is a directory, not a file"),
    (lambda d, t: ["--output", str(t / "m.npz"), str(t / "none.annotation.txt")], "no such file"),
    (lambda d, t: [str(d), "--output", str(t / "m.npz"), "--mix", "-1"], "--mix -1.0: each must be >= 0"),
    (lambda d, t: [str(d), "--output", str(t / "m.npz"), "--ubuntu-tolerance", "-1"], "must be >= 0"),
    (lambda d, t: ["--output", str(t / "m.npz"), "--folds", "1", str(d)], "--folds"),
    (lambda d, t: ["--output", str(t / "m.npz"), "--model", str(t / "no.npz"), str(d)], "--model"),
])
def test_bad_input_is_one_line_and_exit_2(dev_excerpt, tmp_path, capsys, make_args, message):
    assert main(["adapt", *make_args(dev_excerpt, tmp_path)]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and not (tmp_path / "m.npz").exists()


@pytest.mark.fault
def test_a_one_pass_model_cannot_be_adapted(dev_excerpt, tmp_path, tiny_model, capsys):
    assert main(["adapt", "--output", str(tmp_path / "m.npz"), "--model", str(tiny_model), str(dev_excerpt)]) == 2
    assert "adapt needs a two-pass model" in capsys.readouterr().err


@pytest.fixture
def adapt_not_run(monkeypatch):
    """The work itself, replaced: what it was given (a run that should be refused before it calls it)."""
    import disentangle.training.adapt as adapt_module
    given = []

    def record(annotations, output, model, config, data):
        given.append((list(annotations), config))
        raise AssertionError("the work started")
    monkeypatch.setattr(adapt_module, "adapt_and_save", record)
    return given


@pytest.mark.fault
@pytest.mark.parametrize("output", ["/proc/adapted.npz"])
def test_an_output_that_cannot_be_created_is_refused_before_the_work(dev_excerpt, adapt_not_run, capsys, output):
    """Issue 44, 14: an unwritable --output was refused only after 39 s of work (permission bits say yes to root)."""
    assert main(["adapt", "--output", output, str(dev_excerpt)]) == 2
    err = capsys.readouterr().err
    assert f"--output {output}" in err and len(err.strip().splitlines()) == 1 and not adapt_not_run


@pytest.mark.fault
@pytest.mark.parametrize("mix, expected", [(["--mix", "0"], (0.0,)), (["--mix", "1,3"], (1.0, 3.0)),
                                           (["--mix", "0.5", "--mix", "2"], (0.5, 2.0))])
def test_mix_takes_one_value_and_leaves_the_files_after_it(dev_excerpt, adapt_not_run, tmp_path, mix, expected):
    """Issue 44, 14: `--mix 0 FILE` swallowed FILE as a second mix."""
    with pytest.raises(AssertionError, match="the work started"):
        main(["adapt", "--output", str(tmp_path / "m.npz"), *mix, str(dev_excerpt)])
    (annotations, config), = adapt_not_run
    assert annotations == [str(dev_excerpt)] and config.mixes == expected
