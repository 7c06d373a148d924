"""The comparison report: Markdown and JSON, with the published figures it is read against."""
from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path

from disentangle.atomic import atomic_write_bytes, write_json
from disentangle.compare.options import (
    DASH,
    DEV_METHODS,
    DEV_SET,
    EXTRACTORS,
    HEURISTIC,
    LEARNED,
    OPTION_COUNTS,
    PERCENT,
    PLOT_DEV,
    PLOT_LENGTHS,
    PLOT_RETRIEVAL,
    REPORT_JSON,
    REPORT_MD,
    SAMPLES_MD,
    Coincidence,
    Findings,
    SelectionRow,
    SelectionSet,
    YearData,
)
from disentangle.compare.plots import COLOURS, PLOT_MAX_LENGTH, plot_dev, plot_selection
from disentangle.compare.response_selection import own_row
from disentangle.dialogues.length_plot import plot_lengths
from disentangle.examples.records import ExampleConfig
from disentangle.extract import MODE_SAMPLE
from disentangle.metrics import Scores

logger = logging.getLogger(__name__)


PUBLISHED_DEV = ("Published on dev (Kummerfeld et al. 2019): heuristic of Lowe et al. VI 80.0, 1-1 51.7, exact "
                 "P/R/F 11.6 / 8.1 / 9.5; their feed-forward model link F 72.6, VI 92.15, exact F 40.9; "
                 "previous message (measured here, reference): link F 30.19, VI 66.20, 1-1 23.92.")
PUBLISHED_SELECTION = ("Published for comparison (other data): TF-IDF on the Ubuntu Dialogue Corpus v1 test set, "
                       "1 in 10: R@1 41.0, R@2 54.5, R@5 70.8 (Lowe et al. 2015); best DSTC7 Ubuntu subtask 1 "
                       "system, 1 in 100: R@1 64.5, R@10 90.2, R@50 99.4, MRR 73.5.")
COINCIDENCE_DEFINITION = (
    "A dialogue is the set of log lines of its messages (same day). For each dialogue of a method: **exact** "
    "when the other method has a dialogue with exactly the same lines; otherwise **overlapping** when it "
    "shares at least one line with some dialogue of the other method (the mean Jaccard index of its lines "
    "with the best such dialogue is given); otherwise found by this method **only**.")
CUT_ONCE = "once at a seeded DSTC7 position"
CUT_EVERYWHERE = "at every DSTC7 position (examples of one dialogue are correlated)"
SELECTION_METHOD = (
    "Each method's dialogues are split by the hash of their id (80/10/10, as in its datasets) and each test "
    "dialogue is cut {cutting} (the context ends with the asker, the answer is the "
    "helper's next turn). Options: the answer plus 9 or 99 negatives drawn from the other turns of the same "
    "method's test split (never from the example's own dialogue). Baselines need no training: TF-IDF cosine "
    "and BM25 (k1 1.2, b 0.75), with vocabulary and statistics fitted on the turns of a method's train and "
    "dev dialogues; the context is all previous turns. Ties are counted in expectation over a random order. "
    "1-of-100 accuracy (Henderson et al. 2019): each answer ranked against the answers of its batch of 100 "
    "test examples (seeded order; an incomplete last batch is left out). Higher scores mean that a context "
    "and its answer share more words than the answer shares with other turns: more coherent dialogues. The "
    "split hashes the dialogue id, which names the method, so the two test sets hold different dialogues and "
    "their negatives come from different pools: small differences are noise (standard errors below), and a "
    "row is best read beside its cross-fitted twin.")


def _pct(value: float | None) -> str:
    return DASH if value is None else f"{PERCENT * value:.1f}"


def _table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return lines + ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows] + [""]


HEADLINE_RECALLS = ((10, "tfidf"), (10, "bm25"), (100, "tfidf"), (100, "bm25"))  # R@1 columns of the headline


def _own_recall(rows: Sequence[SelectionRow], baseline: str, method: str, options: int) -> str:
    row = own_row(rows, baseline, method)
    if row is None:
        return DASH
    recalls = dict(row.scores.recall_10 if options == OPTION_COUNTS[0] else row.scores.recall_100)
    return _pct(recalls[1])


def headline_table(year: int, gold: Mapping[str, Mapping[str, Scores]], data: YearData,
                   rows: Sequence[SelectionRow]) -> list[str]:
    """One row per method: dev metrics, dialogues of the year, and R@1 of each baseline on its own data."""
    header = ["method", "dev link F", "dev VI", "dev 1-1", "dev exact F", f"dialogues {year}",
              "TF-IDF R@1/10", "BM25 R@1/10", "TF-IDF R@1/100", "BM25 R@1/100"]
    table = []
    for method in DEV_METHODS:
        dev = gold.get(DEV_SET, {}).get(method)
        cells = [f"{v:.1f}" for v in (dev.link_f, dev.scaled_vi, dev.one_to_one, dev.exact_f)] if dev else [DASH] * 4
        found = data.dialogues.get(method)
        cells.append(f"{len(found):,}" if found is not None else DASH)
        cells += [_own_recall(rows, baseline, method, n) for n, baseline in HEADLINE_RECALLS]
        table.append([method, *cells])
    return _table(header, table)


def gold_section(gold: Mapping[str, Mapping[str, Scores]], note: str) -> list[str]:
    lines = ["## 1. Disentanglement against gold annotation", ""]
    if note:
        lines += [f"Not available: {note}.", ""]
    header = ["method", "files", "messages", "link P", "link R", "link F", "VI", "1-1", "exact P", "exact R",
              "exact F", "ARI", "Shen F"]
    for name, scores in gold.items():
        title = "The annotated dev split" if name == DEV_SET else "The annotated files given"
        lines += [f"{title}; each file predicted from its first annotated message (earlier lines are context). "
                  "Scores in %.", ""]
        lines += _table(header, [[m, s.files, s.messages, *(f"{v:.1f}" for v in (
            s.link_precision, s.link_recall, s.link_f, s.scaled_vi, s.one_to_one, s.exact_precision, s.exact_recall,
            s.exact_f, s.ari, s.shen_f))] for m, s in scores.items()])
    if DEV_SET in gold:
        lines += [PUBLISHED_DEV, "", f"![dev metrics]({PLOT_DEV})", ""]
    return lines


def _summary_cells(stats: Mapping, key: str) -> str:
    found = stats[key]
    if not found.get("count"):
        return DASH
    return f"{found['mean']:.1f} / {found['median']:g} / {found['p90']:g} / {found['max']:g}"


def year_section(year: int, data: YearData, stats: Mapping[str, Mapping], meet: Sequence[Coincidence],
                 coverage: Mapping[str, int]) -> list[str]:
    plan = data.prepared
    source = "the local SAMPLE of the year" if plan.mode == MODE_SAMPLE else "daily logs"
    lines = [f"## 2. The year {year}", "", f"Days read by both methods: {len(data.days)} of {plan.in_range} "
             f"({source}). The same bytes of each day go to both methods; the learned path drops conversations "
             "that began the day before, the heuristic reads the day before for its nick list only. Commands to "
             f"the channel bot: `--bot-commands {data.bot_commands.mode}` for both methods (the same rule).", ""]
    measures = (("turns per dialogue", "turns"), ("messages per dialogue", "messages"),
                ("words per message", "words_per_message"), ("words per turn", "words_per_turn"),
                ("time span, minutes", "minutes_span"))
    rows = [["dialogues", *(f"{stats[m]['dialogues']:,}" for m in EXTRACTORS)]]
    rows += [[f"{name} (mean / median / p90 / max)", *(_summary_cells(stats[m], key) for m in EXTRACTORS)]
             for name, key in measures]
    lines += _table(["", *EXTRACTORS], rows) + [f"![dialogue lengths]({PLOT_LENGTHS})", ""]
    lines += ["### How the two methods' dialogues coincide", "", COINCIDENCE_DEFINITION, ""]
    lines += _table(["method", "dialogues", "exact", "overlapping", "mean best Jaccard", "only this method"],
                    [[c.method, f"{c.dialogues:,}", f"{c.exact:,}", f"{c.overlapping:,}",
                      f"{c.mean_best_jaccard:.2f}", f"{c.only:,}"] for c in meet])
    lines += [f"Log lines inside some dialogue: heuristic {coverage[HEURISTIC]:,}, learned {coverage[LEARNED]:,}, "
              f"both {coverage['both']:,}.", ""]
    return lines


def selection_method(config: ExampleConfig) -> str:
    """How the downstream check was made, for the report."""
    if config.examples_per_dialogue == 1:
        cutting = CUT_ONCE
    elif config.examples_per_dialogue is None:
        cutting = CUT_EVERYWHERE
    else:
        cutting = f"at {config.examples_per_dialogue} seeded DSTC7 positions"
    return SELECTION_METHOD.format(cutting=cutting)


def selection_section(sets: Mapping[str, SelectionSet], rows: Sequence[SelectionRow], notes: Sequence[str],
                      config: ExampleConfig) -> list[str]:
    lines = ["## 3. Downstream: response selection with TF-IDF and BM25", "", selection_method(config), ""]
    lines += _table(["method", "fitted on (turns)", "test examples", "with 10 options", "with 100 options"],
                    [[m, f"{len(s.fit_texts):,}", len(s.examples), len(s.with_options[10]),
                      f"{len(s.with_options[100])} ({s.skipped[100]} skipped: too few negatives)"]
                     for m, s in sets.items()])
    header = ["baseline", "tested on", "fitted on", "R@1/10", "R@2/10", "R@5/10", "MRR/10", "R@1/100", "R@10/100",
              "R@50/100", "MRR/100", "1-of-100"]
    table = []
    for row in sorted(rows, key=lambda r: (r.baseline, r.tested_on, r.fitted_on != r.tested_on)):
        s = row.scores
        table.append([row.baseline, row.tested_on, row.fitted_on, *(_pct(v) for _, v in s.recall_10),
                      _pct(s.mrr_10), *(_pct(v) for _, v in s.recall_100), _pct(s.mrr_100),
                      _pct(s.accuracy_1_of_100)])
    lines += ["Scores in % (± is one standard error of R@1 in the notes below).", ""] + _table(header, table)
    lines += [f"- {r.baseline} on {r.tested_on} fitted on {r.fitted_on}: R@1/10 ± {_pct(r.scores.stderr_r1_10)}, "
              f"R@1/100 ± {_pct(r.scores.stderr_r1_100)}" for r in rows if r.fitted_on == r.tested_on]
    lines += [f"- not evaluated: {note}" for note in notes]
    return lines + ["", PUBLISHED_SELECTION, "", f"![response selection]({PLOT_RETRIEVAL})", ""]


def report_markdown(f: Findings) -> str:
    plan = f.data.prepared
    lines = [f"# Heuristic (Lowe et al. 2015) vs learned extraction: {plan.info.label} {f.year}", ""]
    if plan.mode == MODE_SAMPLE:
        lines += [f"**SAMPLE, NOT THE WHOLE YEAR.** {plan.note}.", ""]
    elif plan.note:
        lines += [f"Note: {plan.note}.", ""]
    lines += [f"Written by `disentangle compare --year {f.year}` (model `{Path(f.data.model.path).name}`, sha256 "
              f"{f.data.model.digest[:12]}, seed {f.seed}). Dev scores in %; R@1 of each baseline fitted and tested on the "
              "same method's dialogues, in %.", ""]
    lines += headline_table(f.year, f.gold, f.data, f.rows)
    lines += gold_section(f.gold, f.gold_note)
    lines += year_section(f.year, f.data, f.statistics, f.meet, f.coverage)
    lines += selection_section(f.sets, f.rows, f.notes, f.config)
    lines += ["## 4. Dialogues to read", "", f"[{SAMPLES_MD}]({SAMPLES_MD}): {len(f.samples[HEURISTIC])} heuristic and "
              f"{len(f.samples[LEARNED])} learned dialogues (seed {f.seed}), each beside the other method's best "
              "overlapping dialogue.", ""]
    lines += ["## Files", "", f"`{REPORT_JSON}` (every number above), `{SAMPLES_MD}`, `{PLOT_LENGTHS}`, `{PLOT_DEV}`, "
              f"`{PLOT_RETRIEVAL}`.", ""]
    return "\n".join(lines)


def report_json(f: Findings) -> dict:
    plan = f.data.prepared
    return {
        "year": f.year, "seed": f.seed, "model": {"file": Path(f.data.model.path).name, "sha256": f.data.model.digest},
        "units": {"gold": "percent", "selection": "fraction in [0, 1]"},
        "logs": {"mode": plan.mode, "sample": plan.mode == MODE_SAMPLE, "note": plan.note,
                 "days_in_range": plan.in_range, "days_read": list(f.data.days)},
        "bot_commands": f.data.bot_commands.mode,
        "gold": {name: {m: dataclasses.asdict(s) for m, s in scores.items()} for name, scores in f.gold.items()},
        "gold_note": f.gold_note,
        "year_statistics": dict(f.statistics),
        "coincidence": {"definition": COINCIDENCE_DEFINITION, "methods": [dataclasses.asdict(c) for c in f.meet],
                        "lines_covered": dict(f.coverage)},
        "selection": {"definition": selection_method(f.config),
                      "sets": {m: {"fit_texts": len(s.fit_texts), "test_examples": len(s.examples),
                                   "with_options": {str(n): len(e) for n, e in s.with_options.items()},
                                   "skipped": {str(n): k for n, k in s.skipped.items()}} for m, s in f.sets.items()},
                      "results": [{"baseline": r.baseline, "fitted_on": r.fitted_on, "tested_on": r.tested_on,
                                   **r.scores.as_dict()} for r in f.rows],
                      "notes": list(f.notes)},
        "samples": dict(f.samples),
        "files": [REPORT_MD, REPORT_JSON, SAMPLES_MD, PLOT_LENGTHS, PLOT_DEV, PLOT_RETRIEVAL],
    }


def write_report(out: Path, f: Findings, samples_text: str) -> tuple[str, ...]:
    """Every report file, atomically; the names written."""
    suffix = " (sample)" if f.data.prepared.mode == MODE_SAMPLE else ""
    files = {PLOT_LENGTHS: plot_lengths(f.data.dialogues, f"#ubuntu {f.year}{suffix}: dialogue lengths",
                                        cap=PLOT_MAX_LENGTH, shares=True, colours=COLOURS),
             PLOT_DEV: plot_dev(f.gold.get(DEV_SET, {}), "dev split: disentanglement metrics"),
             PLOT_RETRIEVAL: plot_selection(f.rows, f"#ubuntu {f.year}{suffix}: response selection, own test sets"),
             SAMPLES_MD: samples_text.encode("utf-8"), REPORT_MD: report_markdown(f).encode("utf-8")}
    for name, data in files.items():
        atomic_write_bytes(out / name, data)
    write_json(out / REPORT_JSON, report_json(f))
    return (*files, REPORT_JSON)
