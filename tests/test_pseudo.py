"""Self-training's pseudo-links: the labeler's argmax, the threshold chosen on train, the cap, the merge."""
import math
from pathlib import Path

import numpy as np
import pytest

from disentangle.corpus import samples as corpus
from disentangle.corpus.samples import Sample
from disentangle.linking.model import ModelConfig
from disentangle.linking.model_file import load_model
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
from disentangle.training.pseudo import (
    PseudoLog,
    PseudoSettings,
    cap_pseudo,
    confidence_threshold,
    label_log,
    pseudo_links,
    unlabeled_days,
)
from disentangle.training.second_pass import (
    LogItem,
    first_dataset,
    load_items,
    merge_pseudo,
    train_and_save_two_pass,
)
from helpers import TINY_TRAINING

WINDOW = 2
LINES = 12          # the tiny train file: lines 0-5 context, 6-11 annotated
ANNOTATED = 6
WINDOW_OF_MODEL = ModelConfig(hidden=(1,)).window   # the rule model of conftest


class StubLabeler:
    """A labeler whose line i picks the previous line with probability `sure[i]` (the rest on the line itself)."""

    def __init__(self, sure: dict[int, float], default: float = 0.6) -> None:
        self.config = ModelConfig(hidden=(1,), window=WINDOW)
        self.sure, self.default = sure, default

    def parent_probabilities(self, log, start, end, tokenizer=None):
        out = []
        for i in range(start, len(log) if end is None else end):
            p = np.zeros(min(i, WINDOW) + 1)
            p[-2], p[-1] = self.sure.get(i, self.default), 1 - self.sure.get(i, self.default)
            out.append(p)
        return out


@pytest.fixture
def train_sample(tmp_path: Path) -> Sample:
    """Lines 6-11 annotated: each replies to the line before, except line 9 (a new conversation)."""
    raw = tmp_path / "2004-12-25.train-x.raw.txt"
    raw.write_text("".join(f"[10:{i:02d}] <user{i % 3}> line number {i}\n" for i in range(LINES)))
    annotation = tmp_path / "2004-12-25.train-x.annotation.txt"
    annotation.write_text("".join(f"{i} {i if i == 9 else i - 1} -\n" for i in range(ANNOTATED, LINES)))
    return Sample("2004-12-25.train-x", "train", raw, annotation)


@pytest.mark.parametrize("probability, correct, precision, expected", [
    ([0.9, 0.8, 0.7, 0.6], [1, 1, 0, 1], 0.75, 0.6),
    ([0.9, 0.8, 0.7, 0.6], [1, 1, 0, 1], 0.9, 0.8),
    ([0.6, 0.9, 0.7, 0.8], [1, 1, 0, 1], 1.0, 0.8),
    ([0.9, 0.8], [0, 0], 0.5, math.inf),
    ([0.9, 0.8, 0.7], [0, 1, 1], 0.6, 0.7),
], ids=["down-to-the-last", "stops-at-the-miss", "unsorted", "none", "first-one-wrong"])
def test_confidence_threshold(probability, correct, precision, expected) -> None:
    assert confidence_threshold(np.array(probability), np.array(correct, bool), precision) == expected


def test_label_log_takes_the_argmax_and_its_probability(train_sample: Sample) -> None:
    labelled = label_log(StubLabeler({3: 0.3, 4: 0.9}), read_log(train_sample.raw), 3)
    assert labelled.lines.tolist() == list(range(3, LINES))
    assert labelled.parents[:2].tolist() == [3, 3]          # line 3 stays alone (0.7), line 4 -> 3
    assert labelled.probability[:2] == pytest.approx([0.7, 0.9])


@pytest.mark.parametrize("cap", [0, 3, 5, 100])
def test_cap_pseudo_keeps_a_seeded_subset(cap: int) -> None:
    logs = [PseudoLog("a", {i: [i - 1] for i in range(1, 5)}), PseudoLog("b", {i: [i] for i in range(6)})]
    kept = cap_pseudo(logs, cap, np.random.default_rng(7))
    counted = sum(len(log.parents) for log in kept)
    assert counted == min(cap, 10)
    assert all(log.parents.items() <= whole.parents.items() for log, whole in zip(kept, logs))
    assert kept == cap_pseudo(logs, cap, np.random.default_rng(7))


def test_pseudo_links_filter_by_train_precision_and_cap(train_sample: Sample) -> None:
    """Annotated lines 6-11: the labeler is right on 6, 7, 8, 10, 11 and wrong on 9 (p 0.8, not alone);
    precision 1 puts the threshold above 0.8, so of the context lines only those surer than that are
    kept, never an annotated line; the cap then takes the share of the gold messages."""
    sure = {2: 0.95, 3: 0.5, 4: 0.85, 5: 0.83, 6: 0.99, 7: 0.9, 8: 0.85, 9: 0.8, 10: 0.82, 11: 0.97}
    labeler = StubLabeler(sure)
    whole = pseudo_links(labeler, [train_sample], [], 6, PseudoSettings(1.0, 10.0), ChatTokenizer())
    assert whole == [PseudoLog(train_sample.name, {2: [1], 4: [3], 5: [4]})]
    capped = pseudo_links(labeler, [train_sample], [], 6, PseudoSettings(1.0, 0.34), ChatTokenizer())
    assert len(capped[0].parents) == 2 and capped[0].parents.items() <= whole[0].parents.items()


def test_merge_pseudo_keeps_gold_and_adds_days(train_sample: Sample, irclogs_root: Path) -> None:
    gold = {6: [5], 7: [6]}
    item = LogItem(train_sample.name, None, 6, gold)
    day = read_log(sorted(irclogs_root.glob("*/*/*/*.txt"))[0])
    logs = [PseudoLog(train_sample.name, {4: [3], 7: [7]}), PseudoLog("day", {30: [29]}, day),
            PseudoLog("empty", {}, day)]
    merged = merge_pseudo([item], logs, ChatTokenizer(), None)
    assert merged[0].parents == {4: [3], 6: [5], 7: [6]} and merged[0].start == 4
    assert [(m.name, m.start, m.parents) for m in merged[1:]] == [("day", 30, {30: [29]})]
    assert merged[1].prepared.n == len(day)


def test_unlabeled_days_skip_dev_dates(irclogs_root: Path) -> None:
    days = unlabeled_days(irclogs_root, [])
    assert len(days) == 2
    assert unlabeled_days(irclogs_root, ["2005-02-24_01"]) == [d for d in days if "2005/02/24" not in str(d)]
    assert unlabeled_days(None, []) == []


@pytest.mark.slow
def test_self_training_adds_pseudo_messages_to_both_passes(tmp_path, corpus_root_module, irclogs_root, tiny_model):
    """Tiny two-pass run with the rule model as labeler: both passes learn from more messages than gold's,
    at most `share` x gold more, and the card records the labeler."""
    share = 0.5
    items = load_items(corpus.samples("train", corpus_root_module)[:TINY_TRAINING["max_train_files"]], ChatTokenizer(), None)
    gold_rows = len(first_dataset(items, WINDOW_OF_MODEL)[0])
    path = train_and_save_two_pass(1, data_root=corpus_root_module, output=tmp_path / "m.npz",
                                   self_train=str(tiny_model), unlabeled=str(irclogs_root), pseudo_share=share, **TINY_TRAINING)
    record = load_model(path).first.record
    assert gold_rows < record["train_messages"] <= gold_rows + share * sum(len(i.parents) for i in items)
    assert record["train"]["self_train"] == str(tiny_model)
