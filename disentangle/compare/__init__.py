"""The heuristic of Lowe et al. (2015) against the learned disentangler: one report directory.

`compare(year, options)` writes `report.md`, `report.json`, `samples.md` and PNG plots (default into
`reports/compare-YEAR/`) with four parts. (a) Gold-standard disentanglement metrics on the annotated dev
split (and on any annotated files given) for the previous-message baseline, the heuristic and the learned
model, through `predict.predict_links` and `metrics.evaluate`. (b) The year, read from the same sources
as `make extract` (a local logs tree, the download cache, downloads; offline, the local sample, announced):
the learned dialogues come from `extract.process_days` (its resumable day shards, shared with `make
extract` by default), the heuristic's from `heuristic.heuristic_dialogues` on exactly the days the learned path
read, through the same source of days and runners (`extract.days.method_dialogues`); counts, turns, utterance lengths and time spans of both, and how their dialogues coincide (exact
/ overlapping / found by one method only, defined over the log lines of their messages). (c) A downstream
check: each method's dialogues are split and cut into test examples as `examples.py` does for the
datasets, with 1-in-10 and 1-in-100 options drawn from the same method's test split, and the TF-IDF and
BM25 baselines of `retrieval.py` (fitted on a method's train and dev dialogues) rank them, every fit on
every test set. (d) A seeded sample of dialogues of each method printed beside the other method's best
overlapping dialogue, for reading.

One module per part: `options` (options, records), `gold` (a), `year` and `coincidence` (b), `selection` (c),
`reading` (d), `plots`, `report` (Markdown and JSON), and `run` (`compare`); its command is
`disentangle.cli.compare`.
"""
from __future__ import annotations

from disentangle.compare.coincidence import coincidence, line_set, time_span
from disentangle.compare.gold import dev_samples, given_samples, gold_links
from disentangle.compare.options import (
                                         HEURISTIC,
                                         LEARNED,
                                         MARK,
                                         PLOT_DEV,
                                         PLOT_LENGTHS,
                                         PLOT_RETRIEVAL,
                                         REPORT_JSON,
                                         REPORT_MD,
                                         SAMPLES_MD,
                                         CompareError,
                                         CompareOptions,
                                         CompareReport,
)
from disentangle.compare.plots import plot_dev, plot_selection
from disentangle.compare.reading import reading_sample, side_by_side
from disentangle.compare.report import selection_method
from disentangle.compare.response_selection import selection_set
from disentangle.compare.run import compare

__all__ = ["CompareError", "CompareOptions", "CompareReport", "HEURISTIC", "LEARNED", "MARK", "PLOT_DEV",
           "PLOT_LENGTHS", "PLOT_RETRIEVAL", "REPORT_JSON", "REPORT_MD", "SAMPLES_MD",
           "coincidence", "compare", "dev_samples", "given_samples", "gold_links", "line_set",
           "plot_dev", "plot_selection", "reading_sample", "selection_method",
           "selection_set", "side_by_side", "time_span"]
