"""(c) Downstream: response selection on each method's own test examples, cut as the datasets are, ranked
by the TF-IDF and BM25 baselines of `retrieval.py`.
"""
from __future__ import annotations

import dataclasses
import logging
from collections import Counter
from collections.abc import Mapping, Sequence

from disentangle.compare.options import FIT_SPLITS, OPTION_COUNTS, TEST_SPLIT, SelectionRow, SelectionSet
from disentangle.compare.retrieval import BATCH_SIZE, SCORERS, RetrievalError, evaluate_scorer
from disentangle.dialogues.records import Dialogue
from disentangle.examples.cutting import cut_dialogue
from disentangle.examples.records import Example, ExampleConfig, turn_text
from disentangle.examples.splits import split_dialogues
from disentangle.exporters.dstc7 import dstc7_options
from disentangle.exporters.pool import CandidatePool, own_texts

logger = logging.getLogger(__name__)


def selection_set(method: str, dialogues: Sequence[Dialogue], config: ExampleConfig) -> SelectionSet:
    """A method's dialogues split and cut as for its datasets (DSTC7 positions and seeds); options of 10
    and 100 candidates drawn from the other turns of the same test split."""
    groups, _ = split_dialogues(dialogues, config.split_fractions)
    test = groups[TEST_SPLIT]
    fit = tuple(turn_text(turn) for split in FIT_SPLITS for d in groups[split] for turn in d.turns)
    pool = CandidatePool.from_dialogues(test, turn_text, config.negative_speakers)
    configs = {n: dataclasses.replace(config, options=n) for n in OPTION_COUNTS}
    examples: list[Example] = []
    with_options: dict[int, list[Example]] = {n: [] for n in OPTION_COUNTS}
    skipped: Counter = Counter()
    for dialogue in test:
        exclude = own_texts(dialogue, turn_text)
        for example in cut_dialogue(dialogue, TEST_SPLIT, config):
            examples.append(example)
            for n, option_config in configs.items():
                variants = dstc7_options(example, pool, exclude, option_config)
                if variants is None:
                    skipped[n] += 1
                else:
                    with_options[n].append(variants[0])
    return SelectionSet(method, fit, tuple(examples), {n: tuple(e) for n, e in with_options.items()},
                        {n: skipped[n] for n in OPTION_COUNTS})


def selection_rows(sets: Mapping[str, SelectionSet], seed: int) -> tuple[list[SelectionRow], list[str]]:
    """Every baseline fitted on every method's train+dev turns, scored on every method's test examples;
    and notes on what could not be done."""
    rows, notes = [], []
    for fitted_on, fitted in sets.items():
        for name, make in SCORERS.items():
            try:
                scorer = make(fitted.fit_texts)
            except RetrievalError as error:
                notes.append(f"{name} fitted on {fitted_on}: {error}")
                continue
            for tested_on, tested in sets.items():
                if not tested.examples:
                    continue
                scores = evaluate_scorer(scorer, tested.examples, tested.with_options[OPTION_COUNTS[0]],
                                         tested.with_options[OPTION_COUNTS[1]], seed=seed)
                rows.append(SelectionRow(name, fitted_on, tested_on, scores))
    notes += [f"{m}: no test examples" for m, s in sets.items() if not s.examples]
    notes += [f"1-of-{BATCH_SIZE} accuracy on {m}: only {len(s.examples)} test examples, fewer than one batch"
              for m, s in sets.items() if 0 < len(s.examples) < BATCH_SIZE]
    return rows, notes


def own_row(rows: Sequence[SelectionRow], baseline: str, method: str) -> SelectionRow | None:
    """The row of a baseline fitted and tested on the same method's data."""
    return next((r for r in rows if r.baseline == baseline and r.fitted_on == r.tested_on == method), None)
