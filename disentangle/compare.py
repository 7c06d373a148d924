"""The heuristic of Lowe et al. (2015) against the learned disentangler: one report directory.

`compare(year, options)` writes `report.md`, `report.json`, `samples.md` and PNG plots (default into
`reports/compare-YEAR/`) with four parts. (a) Gold-standard disentanglement metrics on the annotated dev
split (and on any annotated files given) for the previous-message baseline, the heuristic and the learned
model, through `predict.predict_links` and `metrics.evaluate`. (b) The year, read from the same sources
as `make extract` (a local logs tree, the download cache, downloads; offline, the local sample, announced):
the learned dialogues come from `pipeline.run_days` (its resumable day shards, shared with `make extract`
by default), the heuristic's from `heuristic.heuristic_dialogues` on exactly the days the learned path
read; counts, turns, utterance lengths and time spans of both, and how their dialogues coincide (exact
/ overlapping / found by one method only, defined over the log lines of their messages). (c) A downstream
check: each method's dialogues are split and cut into test examples as `examples.py` does for the
datasets, with 1-in-10 and 1-in-100 options drawn from the same method's test split, and the TF-IDF and
BM25 baselines of `retrieval.py` (fitted on a method's train and dev dialogues) rank them, every fit on
every test set. (d) A seeded sample of dialogues of each method printed beside the other method's best
overlapping dialogue, for reading.
"""
from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import io
import logging
import random
import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tqdm import tqdm

from .atomic import atomic_write_bytes
from .conversations import Link, read_annotation
from .corpus import CorpusError, Sample, resolve_data_root, samples
from .cutting import cut_dialogue
from .dialogues import ASKER, Dialogue
from .download import DEFAULT_RETRIES, DEFAULT_TIMEOUT, find_day_log
from .errors import DisentangleError
from .examples import Example, ExampleConfig, turn_text
from .exporters.dstc7 import dstc7_options
from .exporters.pool import CandidatePool, own_texts
from .extract import (MODE_SAMPLE, DayPlan, DayRecord, ExtractOptions, check_download_options, check_logs_tree,
                      check_model, distributions, histogram, is_whole_day, process_year, source_name, summary,
                      write_json)
from .extract.cli import add_jobs_option
from .goldcheck import GoldError, check_gold
from .heuristic import dialogue_lines, heuristic_dialogues
from .logformats import AUTO, LOG_FORMAT_CHOICES, LOG_FORMAT_HELP
from .logs import Log, load_log, read_log_bytes
from .metrics import Scores, evaluate, sample_name
from .model import load_model
from .output import write_stdout
from .predict import predict_links
from .retrieval import BATCH_SIZE, SCORERS, RetrievalError, SelectionScores, evaluate_scorer
from .settings import LOG_CACHE_DIR, PROJECT_ROOT, SHARED_IRCLOGS
from .splits import SPLITS, split_dialogues
from .tokens import ChatTokenizer

logger = logging.getLogger(__name__)

DEFAULT_YEAR = 2015
DEFAULT_REPORT_ROOT = PROJECT_ROOT / "reports"
HEURISTIC, LEARNED, PREVIOUS = "heuristic", "learned", "previous"
EXTRACTORS = (HEURISTIC, LEARNED)
DEV_METHODS = (PREVIOUS, HEURISTIC, LEARNED)
DEV_SET = "dev"
GIVEN_SET = "given"
TEST_SPLIT = "test"
FIT_SPLITS = tuple(split for split in SPLITS if split != TEST_SPLIT)
OPTION_COUNTS = (10, 100)
SAMPLE_SIZE = 20
SAMPLE_TEXT_CHARS = 160             # a message longer than this is cut in samples.md
PLOT_MAX_LENGTH = 30                # plots pool longer dialogues into one last bar
PLOT_TICK_STEP = 5
BAR_GROUP_WIDTH = 0.8               # of the space between two ticks
BM25_HATCH = "//"
REPORT_MD, REPORT_JSON, SAMPLES_MD = "report.md", "report.json", "samples.md"
PLOT_LENGTHS, PLOT_DEV, PLOT_RETRIEVAL = "dialogue_lengths.png", "dev_metrics.png", "retrieval.png"
PERCENT = 100.0
MARK = "\u25cf"                        # a message held by a method, in samples.md
DASH = "\u2013"                        # an empty cell in the report tables
COLOURS = {HEURISTIC: "#c8553d", LEARNED: "#3b6ea5", PREVIOUS: "#8c8c8c"}


class CompareError(DisentangleError):
    """The comparison cannot run as asked (bad options, unreadable annotated files)."""


@dataclass(frozen=True)
class CompareOptions:
    """Everything `compare` can be told; the defaults are those of `make compare`."""

    output: Path | None = None               # default: reports/compare-YEAR
    logs: Path | None = None                 # a local YYYY/MM/DD/#ubuntu.txt tree, looked at first
    cache: Path = LOG_CACHE_DIR              # the download cache
    model: Path | None = None                # default: the shipped model
    download: bool = True
    gold: tuple[Path, ...] = ()              # more annotated files (NAME.annotation.txt beside NAME.raw.txt)
    work: Path | None = None                 # learned day shards (default: those of `make extract`)
    corpus: Path | None = None               # annotated corpus root (dev split; offline sample)
    irclogs: Path | None = SHARED_IRCLOGS    # whole local days for the offline sample
    jobs: int | None = None
    seed: int = 0                            # examples, batches and the reading sample
    sample_size: int = SAMPLE_SIZE
    examples: ExampleConfig = ExampleConfig()
    progress: bool | None = None
    log_format: str = AUTO                   # of every log read (a registered format name, or detected)
    timeout: float = DEFAULT_TIMEOUT         # seconds for a download's connection and each read
    retries: int = DEFAULT_RETRIES           # further attempts of a failed download

    def output_dir(self, year: int) -> Path:
        return Path(self.output) if self.output is not None else DEFAULT_REPORT_ROOT / f"compare-{year:04d}"

    def extract_options(self) -> ExtractOptions:
        return ExtractOptions(output=self.work, logs=self.logs, cache=self.cache, model=self.model, jobs=self.jobs,
                              download=self.download, corpus=self.corpus, irclogs=self.irclogs,
                              progress=self.progress, examples=self.example_config(), seed=self.seed,
                              log_format=self.log_format, timeout=self.timeout, retries=self.retries)

    def example_config(self) -> ExampleConfig:
        return dataclasses.replace(self.examples, seed=self.seed)


@dataclass(frozen=True)
class DayLog:
    """One day of the year as both methods read it: the log and, for the heuristic's nicks, the day before."""

    date: str
    source: str
    log: Log
    previous: Log | None


@dataclass(frozen=True)
class YearData:
    """The days read and each method's dialogues."""

    plan: DayPlan
    records: Mapping[str, DayRecord]
    days: tuple[str, ...]
    dialogues: Mapping[str, tuple[Dialogue, ...]]
    model: tuple[str, str]                     # model file and its SHA-256


@dataclass(frozen=True)
class Coincidence:
    """How the dialogues of `method` meet those of `other` (see `coincidence`)."""

    method: str
    other: str
    dialogues: int
    exact: int
    overlapping: int
    only: int
    mean_best_jaccard: float      # over the overlapping dialogues: Jaccard of lines with the best match


@dataclass(frozen=True)
class SelectionSet:
    """A method's downstream data: the texts its scorers are fitted on and its test examples."""

    method: str
    fit_texts: tuple[str, ...]
    examples: tuple[Example, ...]
    with_options: Mapping[int, tuple[Example, ...]]   # option count -> examples with that many options
    skipped: Mapping[int, int]                        # option count -> examples without enough negatives


@dataclass(frozen=True)
class SelectionRow:
    baseline: str
    fitted_on: str
    tested_on: str
    scores: SelectionScores


@dataclass(frozen=True)
class CompareReport:
    """What `compare` found and wrote."""

    year: int
    output: Path
    mode: str
    note: str
    days: int
    dialogues: Mapping[str, int]
    dev: Mapping[str, Scores]
    selection: tuple[SelectionRow, ...]
    files: tuple[str, ...]
    seconds: float
    headline: str = field(default="", repr=False)


# ---------------------------------------------------------------------------------------------------
# (a) Gold-standard metrics


def given_samples(paths: Sequence[Path]) -> list[Sample]:
    """Annotated files given by the user, each with its log `NAME.raw.txt` beside `NAME.annotation.txt`."""
    found = []
    for path in paths:
        path = Path(path)
        name = sample_name(path)
        raw = path.with_name(f"{name}.raw.txt")
        if not path.is_file():
            raise CompareError(f"annotated file {path} not found")
        if not raw.is_file():
            raise CompareError(f"no log {raw.name} beside the annotated file {path}")
        found.append(Sample(name, GIVEN_SET, raw, path))
    return found


def gold_links(sample: Sample) -> list[Link]:
    try:
        check_gold(sample.annotation, sample.raw)
    except GoldError as error:
        raise CompareError(str(error)) from None
    links = read_annotation(sample.annotation, sample.name)
    if not links:
        raise CompareError(f"{sample.annotation}: no annotated links")
    return links


def _quiet(progress: bool | None) -> bool | None:
    """tqdm's `disable`: None (bars only on a terminal) unless progress is asked for or refused."""
    return None if progress is None else not progress


def method_scores(method: str, chosen: Sequence[Sample], model, tokenizer, progress: bool | None = None,
                  log_format: str = AUTO) -> Scores:
    """One method's metrics over samples, each predicted from its first annotated message."""
    gold, auto = {}, {}
    for sample in tqdm(chosen, desc=f"{method} on gold", unit="file", leave=False, disable=_quiet(progress)):
        gold[sample.name] = gold_links(sample)
        start = min(link.message for link in gold[sample.name])
        log = load_log(sample.raw, log_format, name=sample.name)
        auto[sample.name] = list(predict_links(log, method, model, start, None, tokenizer).links)
    return evaluate(gold, auto)


def dev_samples(options: CompareOptions) -> tuple[list[Sample], str]:
    """The annotated dev split, or none (and why) when no corpus is available."""
    try:
        return samples(DEV_SET, resolve_data_root(options.corpus, download=options.download)), ""
    except CorpusError as error:
        logger.warning("compare: no dev metrics: %s", error)
        return [], f"no annotated dev split: {error}"


def gold_scores(options: CompareOptions, given: Sequence[Sample], model,
                tokenizer) -> tuple[dict[str, dict[str, Scores]], str]:
    """Set name ("dev", "given") -> method -> scores; and a note when the dev split is unavailable."""
    dev, note = dev_samples(options)
    sets = {DEV_SET: dev, GIVEN_SET: list(given)}
    scores: dict[str, dict[str, Scores]] = {}
    for name, chosen in sets.items():
        if chosen:
            logger.info("compare: scoring %s on %d %s files", ", ".join(DEV_METHODS), len(chosen), name)
            scores[name] = {m: method_scores(m, chosen, model, tokenizer, options.progress, options.log_format)
                            for m in DEV_METHODS}
    return scores, note


# ---------------------------------------------------------------------------------------------------
# (b) The year: both methods on the same days


def learned_year(year: int, options: CompareOptions
                 ) -> tuple[DayPlan, dict[str, DayRecord], list[Dialogue], tuple[str, str]]:
    """The learned dialogues of the year through the pipeline's day processing (resumable shards)."""
    extract = options.extract_options()
    work = extract.output_dir(year)
    if work.exists() and not work.is_dir():
        raise CompareError(f"work directory {work} exists and is not a directory")
    days = process_year(year, extract, work)
    return days.plan, days.records, days.dialogues(), days.model


def day_logs(plan: DayPlan, records: Mapping[str, DayRecord], extract: ExtractOptions) -> Iterator[DayLog]:
    """Each day the learned path read (same bytes, same source name), with the previous whole day when
    this is a whole day too and the day before was read."""
    previous: tuple[str, Log] | None = None
    for located in plan.days:
        record = records.get(located.date)
        result = located if located.ok else find_day_log(located.date, extract.logs, extract.cache,
                                                         download=False, channel=extract.channel)
        if record is None or not record.usable or not result.ok:
            previous = None
            continue
        source = source_name(result, extract.channel)
        log = read_log_bytes(result.path.read_bytes(), source, extract.log_format,
                             dt.date.fromisoformat(located.date))
        yesterday = (dt.date.fromisoformat(located.date) - dt.timedelta(days=1)).isoformat()
        whole = is_whole_day(result, extract.channel)
        before = previous[1] if whole and previous is not None and previous[0] == yesterday else None
        yield DayLog(located.date, source, log, before)
        previous = (located.date, log) if whole else None


def heuristic_year(plan: DayPlan, records: Mapping[str, DayRecord], extract: ExtractOptions) -> list[Dialogue]:
    found: list[Dialogue] = []
    usable = sum(record.usable for record in records.values())
    with tqdm(total=usable, desc=f"heuristic {plan.year}", unit="day", disable=_quiet(extract.progress)) as bar:
        for day in day_logs(plan, records, extract):
            found += heuristic_dialogues(day.log, day.date, day.previous)
            bar.update()
    return found


def year_data(year: int, options: CompareOptions) -> YearData:
    plan, records, learned, model = learned_year(year, options)
    heuristic = heuristic_year(plan, records, options.extract_options())
    days = tuple(sorted(date for date, record in records.items() if record.usable))
    logger.info("compare %d: %d days; %d heuristic and %d learned dialogues", year, len(days), len(heuristic),
                len(learned))
    return YearData(plan, records, days, {HEURISTIC: tuple(heuristic), LEARNED: tuple(learned)}, model)


# ---------------------------------------------------------------------------------------------------
# Statistics and coincidence of the two methods


def line_set(dialogue: Dialogue) -> frozenset[tuple[str, int]]:
    """The messages of a dialogue as (date, log line) pairs."""
    return frozenset((dialogue.date, line) for line in dialogue_lines(dialogue))


def time_span(dialogue: Dialogue) -> int:
    """Minutes from the first to the last message."""
    minutes = [minute for turn in dialogue.turns for minute in turn.minutes]
    return max(minutes) - min(minutes) if minutes else 0


def method_statistics(dialogues: Sequence[Dialogue]) -> dict:
    """Counts, turns, messages, utterance lengths (words per message and per turn) and time spans."""
    words_per_turn = [len(turn.text.split()) for d in dialogues for turn in d.turns]
    spans = [time_span(d) for d in dialogues]
    return {"dialogues": len(dialogues), "turns_total": sum(len(d.turns) for d in dialogues),
            **distributions(dialogues), "words_per_turn": summary(words_per_turn),
            "minutes_span": summary(spans), "minutes_span_per_dialogue": histogram(spans)}


def jaccard(a: frozenset, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def best_match(lines: frozenset, others: Mapping[tuple[str, int], set[int]],
               other_sets: Sequence[frozenset]) -> tuple[int | None, float]:
    """The other dialogue sharing the most of `lines` (by Jaccard, then earliest), and that Jaccard."""
    candidates = sorted({number for line in lines for number in others.get(line, ())})
    if not candidates:
        return None, 0.0
    scored = [(jaccard(lines, other_sets[n]), -n) for n in candidates]
    best, negative = max(scored)
    return -negative, best


def line_index(dialogues: Sequence[Dialogue]) -> tuple[list[frozenset], dict[tuple[str, int], set[int]]]:
    """Each dialogue's line set, and line -> the numbers of the dialogues holding it."""
    sets = [line_set(d) for d in dialogues]
    index: dict[tuple[str, int], set[int]] = {}
    for number, lines in enumerate(sets):
        for line in lines:
            index.setdefault(line, set()).add(number)
    return sets, index


def coincidence(method: str, dialogues: Sequence[Dialogue], other: str,
                others: Sequence[Dialogue]) -> Coincidence:
    """Each dialogue of `method` is *exact* when a dialogue of `other` has exactly its messages (the same
    log lines of the same day), else *overlapping* when it shares at least one message with a dialogue of
    `other`, else found by `method` *only*."""
    other_sets, index = line_index(others)
    exact_sets = set(other_sets)
    counts: Counter = Counter()
    jaccards = []
    for lines in (line_set(d) for d in dialogues):
        if lines in exact_sets:
            counts["exact"] += 1
            continue
        _, best = best_match(lines, index, other_sets)
        counts["overlapping" if best else "only"] += 1
        if best:
            jaccards.append(best)
    mean = sum(jaccards) / len(jaccards) if jaccards else 0.0
    return Coincidence(method, other, len(dialogues), counts["exact"], counts["overlapping"], counts["only"], mean)


def line_coverage(data: YearData) -> dict[str, int]:
    """How many log lines lie in some dialogue of each method, and of both."""
    covered = {m: set().union(*map(line_set, data.dialogues[m])) if data.dialogues[m] else set() for m in EXTRACTORS}
    return {**{m: len(covered[m]) for m in EXTRACTORS}, "both": len(covered[HEURISTIC] & covered[LEARNED])}


# ---------------------------------------------------------------------------------------------------
# (c) Downstream: response selection on each method's test examples


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


# ---------------------------------------------------------------------------------------------------
# (d) Dialogues to read


def reading_sample(dialogues: Sequence[Dialogue], count: int, seed: int, method: str) -> list[Dialogue]:
    """`count` dialogues drawn by a seeded generator from the dialogues in id order, shown in date order."""
    ordered = sorted(dialogues, key=lambda d: d.id)
    chosen = random.Random(f"compare-sample:{seed}:{method}").sample(ordered, min(count, len(ordered)))
    return sorted(chosen, key=lambda d: (d.date, dialogue_lines(d)[0], d.id))


def message_rows(dialogue: Dialogue) -> dict[int, tuple[int, str, str]]:
    """Log line -> (minute, nick, original text) of each message of a dialogue."""
    rows = {}
    for turn in dialogue.turns:
        nick = dialogue.nicks[0] if turn.speaker == ASKER else dialogue.nicks[1]
        for line, minute, text in zip(turn.lines, turn.minutes, turn.originals):
            rows[line] = (minute, nick, text)
    return rows


def clock(minute: int) -> str:
    return f"{(minute // 60) % 24:02d}:{minute % 60:02d}"


def side_by_side(dialogue: Dialogue, counterpart: Dialogue | None, jaccard_value: float) -> list[str]:
    """A dialogue and the other method's best overlapping one on a shared time line: one row per message of
    either, with a mark in the column of each method (heuristic H, learned L) holding it."""
    held = {dialogue.method: message_rows(dialogue)}
    if counterpart is not None:
        held[counterpart.method] = message_rows(counterpart)
    other = (f"{counterpart.id} ({len(counterpart.turns)} turns, Jaccard {jaccard_value:.2f})" if counterpart
             else "no dialogue of the other method shares a message")
    lines = [f"### {dialogue.id} ({len(dialogue.turns)} turns, {len(held[dialogue.method])} messages)", "",
             f"Beside: {other}. Source: `{dialogue.source}`.", "", "```", " line  time   H L  nick: text"]
    for line in sorted(set().union(*held.values())):
        minute, nick, text = next(rows[line] for rows in held.values() if line in rows)
        text = text if len(text) <= SAMPLE_TEXT_CHARS else text[:SAMPLE_TEXT_CHARS - 1] + "\u2026"
        marks = " ".join(MARK if line in held.get(method, {}) else " " for method in EXTRACTORS)
        lines.append(f"{line:5d}  {clock(minute)}  {marks}  {nick}: {text}")
    return lines + ["```", ""]


def samples_markdown(data: YearData, count: int, seed: int) -> tuple[str, dict[str, list[str]]]:
    """samples.md: `count` dialogues of each method beside the other's best match; and the ids chosen."""
    parts = [f"# {count} dialogues of each method, side by side", "",
             "Each dialogue is shown with the other method's dialogue that shares the most of its messages "
             "(Jaccard of their log lines). Columns H and L mark the messages the heuristic and the learned "
             f"dialogue hold. Drawn with seed {seed} from the dialogues in id order.", ""]
    chosen: dict[str, list[str]] = {}
    for method, other in ((HEURISTIC, LEARNED), (LEARNED, HEURISTIC)):
        others = data.dialogues[other]
        other_sets, index = line_index(others)
        picked = reading_sample(data.dialogues[method], count, seed, method)
        chosen[method] = [d.id for d in picked]
        parts += [f"## {method} dialogues ({len(picked)} of {len(data.dialogues[method])})", ""]
        for dialogue in picked:
            number, value = best_match(line_set(dialogue), index, other_sets)
            parts += side_by_side(dialogue, others[number] if number is not None else None, value)
    return "\n".join(parts) + "\n", chosen


# ---------------------------------------------------------------------------------------------------
# Plots (matplotlib, Agg canvas, no time stamp: the same data gives the same bytes)


def _figure(width: float, height: float):
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    figure = Figure(figsize=(width, height), dpi=100)
    FigureCanvasAgg(figure)
    return figure


def _png(figure) -> bytes:
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()


def capped_shares(values: Sequence[int], cap: int = PLOT_MAX_LENGTH) -> list[float]:
    """Share of values equal to 0, 1, ..., cap - 1, and at least `cap` (the last entry)."""
    counts = Counter(min(value, cap) for value in values)
    total = len(values) or 1
    return [counts[length] / total for length in range(cap + 1)]


@dataclass(frozen=True)
class Series:
    """One set of bars of a grouped bar chart."""

    label: str
    values: tuple[float, ...]
    colour: str
    hatch: str = ""


def grouped_bars(axes, series: Sequence[Series], ticks: Sequence[object]) -> None:
    """Bars of each series side by side at every tick; a note instead when there is nothing to draw."""
    if not series:
        axes.text(0.5, 0.5, "nothing to show", ha="center", va="center", transform=axes.transAxes)
        return
    width = BAR_GROUP_WIDTH / len(series)
    for number, found in enumerate(series):
        offset = (number - (len(series) - 1) / 2) * width
        axes.bar([x + offset for x in range(len(ticks))], found.values, width=width, color=found.colour,
                 hatch=found.hatch, edgecolor="white", label=found.label)
    axes.set_xticks(range(len(ticks)), [str(tick) for tick in ticks])
    axes.legend(ncol=2 if len(series) > 3 else 1)


def plot_lengths(dialogues: Mapping[str, Sequence[Dialogue]], title: str) -> bytes:
    """Turns and messages per dialogue of both methods, as shares of each method's dialogues."""
    figure = _figure(11, 4)
    measures = (("turns", lambda d: len(d.turns)), ("messages", lambda d: len(dialogue_lines(d))))
    ticks = [*range(PLOT_MAX_LENGTH), f"{PLOT_MAX_LENGTH}+"]
    for position, (name, measure) in enumerate(measures, 1):
        axes = figure.add_subplot(1, 2, position)
        grouped_bars(axes, [Series(f"{m} ({len(found):,})", tuple(capped_shares([measure(d) for d in found])),
                                   COLOURS[m]) for m, found in dialogues.items() if found], ticks)
        axes.set_xticks([t for t in range(0, PLOT_MAX_LENGTH + 1, PLOT_TICK_STEP)],
                        [str(ticks[t]) for t in range(0, PLOT_MAX_LENGTH + 1, PLOT_TICK_STEP)])
        axes.set_xlim(0.5, PLOT_MAX_LENGTH + 0.5)
        axes.set_xlabel(f"{name} per dialogue")
        axes.set_ylabel("share of dialogues")
    figure.suptitle(title)
    return _png(figure)


def plot_dev(scores: Mapping[str, Scores], title: str) -> bytes:
    """Link F, scaled VI, one-to-one and exact-match F of each method."""
    figure = _figure(8, 4)
    axes = figure.add_subplot(1, 1, 1)
    metrics = (("link F", "link_f"), ("scaled VI", "scaled_vi"), ("1-1", "one_to_one"), ("exact F", "exact_f"))
    grouped_bars(axes, [Series(m, tuple(getattr(found, key) for _, key in metrics), COLOURS[m])
                        for m, found in scores.items()], [name for name, _ in metrics])
    axes.set_ylabel("%")
    axes.set_ylim(0, PERCENT)
    axes.set_title(title)
    return _png(figure)


def plot_selection(rows: Sequence[SelectionRow], title: str) -> bytes:
    """The recalls, MRR and 1-of-100 accuracy of each baseline on each method's own test examples."""
    figure = _figure(11, 4)
    axes = figure.add_subplot(1, 1, 1)
    own = [row for row in rows if row.fitted_on == row.tested_on]
    keys = [k for k in (own[0].scores.as_dict() if own else {}) if k.startswith(("R@", "MRR", "1-of"))]
    series = [Series(f"{row.baseline} on {row.tested_on}", tuple(row.scores.as_dict()[k] or 0.0 for k in keys),
                     COLOURS[row.tested_on], BM25_HATCH if row.baseline == "bm25" else "") for row in own]
    grouped_bars(axes, series, keys)
    axes.set_ylim(0, 1)
    axes.set_ylabel("fraction (missing: 0)")
    axes.set_title(title)
    return _png(figure)


# ---------------------------------------------------------------------------------------------------
# The report: Markdown and JSON

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
    plan = data.plan
    source = "the local SAMPLE of the year" if plan.mode == MODE_SAMPLE else "daily logs"
    lines = [f"## 2. The year {year}", "", f"Days read by both methods: {len(data.days)} of {plan.in_range} "
             f"({source}). The same bytes of each day go to both methods; the learned path drops conversations "
             "that began the day before, the heuristic reads the day before for its nick list only.", ""]
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


@dataclass(frozen=True)
class Findings:
    """Everything the report files are written from."""

    year: int
    gold: Mapping[str, Mapping[str, Scores]]
    gold_note: str
    data: YearData
    statistics: Mapping[str, Mapping]
    meet: tuple[Coincidence, ...]
    coverage: Mapping[str, int]
    sets: Mapping[str, SelectionSet]
    rows: tuple[SelectionRow, ...]
    notes: tuple[str, ...]
    samples: Mapping[str, list[str]]
    seed: int
    config: ExampleConfig


def report_markdown(f: Findings) -> str:
    plan = f.data.plan
    lines = [f"# Heuristic (Lowe et al. 2015) vs learned extraction: #ubuntu {f.year}", ""]
    if plan.mode == MODE_SAMPLE:
        lines += [f"**SAMPLE, NOT THE WHOLE YEAR.** {plan.note}.", ""]
    elif plan.note:
        lines += [f"Note: {plan.note}.", ""]
    lines += [f"Written by `disentangle compare --year {f.year}` (model `{Path(f.data.model[0]).name}`, sha256 "
              f"{f.data.model[1][:12]}, seed {f.seed}). Dev scores in %; R@1 of each baseline fitted and tested on the "
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
    plan = f.data.plan
    return {
        "year": f.year, "seed": f.seed, "model": {"file": Path(f.data.model[0]).name, "sha256": f.data.model[1]},
        "units": {"gold": "percent", "selection": "fraction in [0, 1]"},
        "logs": {"mode": plan.mode, "sample": plan.mode == MODE_SAMPLE, "note": plan.note,
                 "days_in_range": plan.in_range, "days_read": list(f.data.days)},
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
    suffix = " (sample)" if f.data.plan.mode == MODE_SAMPLE else ""
    files = {PLOT_LENGTHS: plot_lengths(f.data.dialogues, f"#ubuntu {f.year}{suffix}: dialogue lengths"),
             PLOT_DEV: plot_dev(f.gold.get(DEV_SET, {}), "dev split: disentanglement metrics"),
             PLOT_RETRIEVAL: plot_selection(f.rows, f"#ubuntu {f.year}{suffix}: response selection, own test sets"),
             SAMPLES_MD: samples_text.encode("utf-8"), REPORT_MD: report_markdown(f).encode("utf-8")}
    for name, data in files.items():
        atomic_write_bytes(out / name, data)
    write_json(out / REPORT_JSON, report_json(f))
    return (*files, REPORT_JSON)


# ---------------------------------------------------------------------------------------------------
# The comparison


def _output(year: int, options: CompareOptions) -> Path:
    out = options.output_dir(year)
    if out.exists() and not out.is_dir():
        raise CompareError(f"output {out} exists and is not a directory")
    out.mkdir(parents=True, exist_ok=True)
    return out


def _gold(options: CompareOptions, given: Sequence[Sample]) -> tuple[dict[str, dict[str, Scores]], str]:
    """Gold scores of the three methods, with the model of `options` and a chat tokenizer."""
    model, tokenizer = load_model(check_model(options.model)[0]), ChatTokenizer()
    return gold_scores(options, given, model, tokenizer)


def find(year: int, options: CompareOptions) -> tuple[Findings, str]:
    """Run every part of the comparison; the findings and the text of samples.md."""
    if options.sample_size < 0:
        raise CompareError(f"the sample size must be >= 0, got {options.sample_size}")
    check_logs_tree(year, options.extract_options())  # before the slow parts: a bad --logs fails at once
    check_download_options(options.extract_options())
    given = given_samples(options.gold)
    gold, gold_note = _gold(options, given)
    data = year_data(year, options)
    statistics = {m: method_statistics(data.dialogues[m]) for m in EXTRACTORS}
    meet = (coincidence(HEURISTIC, data.dialogues[HEURISTIC], LEARNED, data.dialogues[LEARNED]),
            coincidence(LEARNED, data.dialogues[LEARNED], HEURISTIC, data.dialogues[HEURISTIC]))
    sets = {m: selection_set(m, data.dialogues[m], options.example_config()) for m in EXTRACTORS}
    rows, notes = selection_rows(sets, options.seed)
    samples_text, chosen = samples_markdown(data, options.sample_size, options.seed)
    findings = Findings(year, gold, gold_note, data, statistics, meet, line_coverage(data), sets, tuple(rows),
                        tuple(notes), chosen, options.seed, options.example_config())
    return findings, samples_text


def compare(year: int = DEFAULT_YEAR, options: CompareOptions = CompareOptions()) -> CompareReport:
    """Compare the heuristic and the learned extraction of `year`; write the report directory.

    Raises CompareError, PipelineError, ModelError, CorpusError or MetricsError for problems of the request
    (bad options, no model, no log at all, unreadable annotated files).
    """
    started = time.perf_counter()
    out = _output(year, options)
    findings, samples_text = find(year, options)
    files = write_report(out, findings, samples_text)
    plan = findings.data.plan
    report = CompareReport(year, out, plan.mode, plan.note, len(findings.data.days),
                           {m: len(findings.data.dialogues[m]) for m in EXTRACTORS}, findings.gold.get(DEV_SET, {}),
                           findings.rows, files, time.perf_counter() - started,
                           "\n".join(headline_table(year, findings.gold, findings.data, findings.rows)))
    logger.info("compare %d: wrote %s in %.1f s", year, out, report.seconds)
    return report


# ---------------------------------------------------------------------------------------------------
# Command line: `disentangle compare`


def add_parser(subparsers) -> None:
    """Register `disentangle compare` (found by `disentangle.cli`)."""
    p = subparsers.add_parser("compare", help="report: the heuristic of Lowe et al. (2015) vs learned extraction")
    p.add_argument("--year", type=int, default=DEFAULT_YEAR, help="year of #ubuntu (default: %(default)s)")
    p.add_argument("--logs", type=Path, help="local logs tree YYYY/MM/DD/#ubuntu.txt, looked at first")
    p.add_argument("--output", type=Path, help="report directory (default: reports/compare-YEAR)")
    p.add_argument("--model", type=Path, help="model file (default: the shipped model)")
    p.add_argument("--no-download", dest="download", action="store_false", help="never use the network")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help="download timeout for the connection and each read (default: %(default)s)")
    p.add_argument("--retries", type=int, default=DEFAULT_RETRIES, metavar="N",
                   help="further attempts of a failed download (default: %(default)s)")
    p.add_argument("--gold", type=Path, nargs="+", default=[], metavar="ANNOTATION_FILE",
                   help="more annotated files to score (NAME.raw.txt beside each)")
    p.add_argument("--cache", type=Path, default=LOG_CACHE_DIR, help="download cache (default: %(default)s)")
    p.add_argument("--work", type=Path, help="learned day shards (default: those of `disentangle extract`)")
    add_jobs_option(p, "worker processes for the learned days")
    p.add_argument("--seed", type=int, default=0, help="seed of examples and samples (default: 0)")
    p.add_argument("--every-position", action="store_true", help="cut every answer position of a test "
                   "dialogue, not one (more, correlated examples: for small samples)")
    p.add_argument("--samples", type=int, default=SAMPLE_SIZE, help="dialogues of each method to show "
                   "(default: %(default)s)")
    p.add_argument("--log-format", choices=LOG_FORMAT_CHOICES, default=AUTO, help=LOG_FORMAT_HELP)
    p.set_defaults(handler=cmd_compare)


def options_from_args(args: argparse.Namespace) -> CompareOptions:
    return CompareOptions(output=args.output, logs=args.logs, cache=args.cache, model=args.model,
                          download=args.download, gold=tuple(args.gold), work=args.work, jobs=args.jobs,
                          seed=args.seed, sample_size=args.samples, log_format=args.log_format,
                          timeout=args.timeout, retries=args.retries,
                          examples=ExampleConfig(examples_per_dialogue=None if args.every_position else 1))


def format_report(report: CompareReport) -> str:
    lines = [f"SAMPLE: {report.note}"] if report.mode == MODE_SAMPLE else []
    lines.append(f"compare {report.year}: {report.days} days; dialogues: "
                 + ", ".join(f"{m} {n:,}" for m, n in report.dialogues.items()))
    lines += [report.headline, f"wrote {report.output} ({', '.join(report.files)}) in {report.seconds:.1f} s"]
    return "\n".join(lines) + "\n"


def cmd_compare(args: argparse.Namespace) -> int:
    """`disentangle compare`: user errors (CompareError, PipelineError, ...) are reported by `cli.main`."""
    report = compare(args.year, options_from_args(args))
    write_stdout(format_report(report))
    return 0
