"""The comparison: `compare(year, options)` runs the four parts and writes the report directory."""
from __future__ import annotations

import logging
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

from disentangle.compare.coincidence import coincidence, line_coverage, method_statistics
from disentangle.compare.gold import given_samples, gold_scores
from disentangle.compare.options import (
    DEFAULT_YEAR,
    DEV_METHODS,
    DEV_SET,
    EXTRACTORS,
    HEURISTIC,
    LEARNED,
    CompareError,
    CompareOptions,
    CompareReport,
    Findings,
    YearData,
)
from disentangle.compare.reading import samples_markdown
from disentangle.compare.report import headline_table, write_report
from disentangle.compare.response_selection import selection_rows, selection_set
from disentangle.compare.year import year_data
from disentangle.corpus.samples import Sample
from disentangle.dialogues.records import Dialogue
from disentangle.extract import (
    DaySource,
    PreparedSource,
    check_model,
    prepare_run,
    release_knowledge,
    released_dialogues,
    source_for,
)
from disentangle.methods.disentanglers import load_disentangler
from disentangle.metrics import Scores

logger = logging.getLogger(__name__)


def _output(prepared: PreparedSource, options: CompareOptions) -> Path:
    out = options.output_dir(prepared)
    if out.exists() and not out.is_dir():
        raise CompareError(f"output {out} exists and is not a directory")
    out.mkdir(parents=True, exist_ok=True)
    return out


def _gold(options: CompareOptions, given: Sequence[Sample]) -> tuple[dict[str, dict[str, Scores]], str]:
    """Gold scores of the three methods (the learned one with the model of `options`)."""
    model = check_model(options.days.model, options.days.calibration).path
    return gold_scores(options, given, {method: load_disentangler(method, model) for method in DEV_METHODS})


def released_text(prepared: PreparedSource, options: CompareOptions, data: YearData
                  ) -> Mapping[str, Sequence[Dialogue]]:
    """Each method's dialogues as extract releases them (`--anonymize`, `--generic-tags`): what the
    response-selection baselines read. Names that are man-page commands count as words, as in extract."""
    if not options.days.privacy().active:
        return data.dialogues
    privacy = options.days.privacy(frozenset(release_knowledge(prepared, options.days).index.pages))
    work = options.work_dir(prepared)
    return {m: released_dialogues(work, data.records, data.dialogues[m], privacy) for m in EXTRACTORS}


def prepared_source(source: DaySource, options: CompareOptions) -> PreparedSource:
    """The source of the year's days, prepared (before the slow parts: a bad --logs fails at once); a
    CompareError for an export of several channels (its coincidence keys are a date and a line)."""
    prepared = prepare_run(source, options.days)
    if len(prepared.info.channels) > 1:
        raise CompareError(f"{options.days.logs} holds {len(prepared.info.channels)} channels; compare reads an "
                           "export of one channel (extract reads several)")
    return prepared


def find(year: int, source: DaySource, prepared: PreparedSource, options: CompareOptions
         ) -> tuple[Findings, str]:
    """Run every part of the comparison; the findings and the text of samples.md."""
    given = given_samples(options.gold)
    gold, gold_note = _gold(options, given)
    data = year_data(prepared, source, options, options.work_dir(prepared))
    statistics = {m: method_statistics(data.dialogues[m]) for m in EXTRACTORS}
    meet = (coincidence(HEURISTIC, data.dialogues[HEURISTIC], LEARNED, data.dialogues[LEARNED]),
            coincidence(LEARNED, data.dialogues[LEARNED], HEURISTIC, data.dialogues[HEURISTIC]))
    released = released_text(prepared, options, data)
    sets = {m: selection_set(m, released[m], options.days.example_config()) for m in EXTRACTORS}
    rows, notes = selection_rows(sets, options.days.seed)
    samples_text, chosen = samples_markdown(data, options.sample_size, options.days.seed)
    findings = Findings(year, gold, gold_note, data, statistics, meet, line_coverage(data), sets, tuple(rows),
                        tuple(notes), chosen, options.days.seed, options.days.example_config())
    return findings, samples_text


def compare(year: int = DEFAULT_YEAR, options: CompareOptions = CompareOptions()) -> CompareReport:
    """Compare the heuristic and the learned extraction of `year`; write the report directory.

    Raises CompareError, PipelineError, ModelError, CorpusError or MetricsError for problems of the request
    (bad options, no model, no log at all, unreadable annotated files).
    """
    started = time.perf_counter()
    if options.sample_size < 0:
        raise CompareError(f"the sample size must be >= 0, got {options.sample_size}")
    source = source_for(year, options.days)
    prepared = prepared_source(source, options)
    out = _output(prepared, options)
    findings, samples_text = find(year, source, prepared, options)
    files = write_report(out, findings, samples_text)
    report = CompareReport(year, out, prepared.mode, prepared.note, len(findings.data.days),
                           {m: len(findings.data.dialogues[m]) for m in EXTRACTORS}, findings.gold.get(DEV_SET, {}),
                           findings.rows, files, time.perf_counter() - started,
                           "\n".join(headline_table(year, findings.gold, findings.data, findings.rows)))
    logger.info("compare %d: wrote %s in %.1f s", year, out, report.seconds)
    return report
