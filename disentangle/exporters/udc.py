"""Ubuntu Dialogue Corpus v2 CSV: the writer and its validator.

Train rows are (context, utterance, label) with half the labels positive; valid and test rows are the
context, the ground truth and nine distractors. Turns end with `__eot__`, utterances with `__eou__`; the
cut position is chosen with a seed per dialogue between the minimum and maximum context lengths.
"""
from __future__ import annotations

import csv
import logging
import os
import re
from collections import Counter
from collections.abc import Container, Iterable, Iterator, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import TextIO

from disentangle.dialogues.records import Dialogue, Turn
from disentangle.examples.candidates import candidate_key
from disentangle.examples.cutting import make_example
from disentangle.examples.records import Example, ExampleConfig, normalise
from disentangle.examples.splits import SPLITS, seeded_rng, split_dialogues
from disentangle.exporters.base import (
    Exporter,
    ExportJob,
    ExportReport,
    atomic_files,
    json_line,
    progress,
    provenance_record,
)
from disentangle.exporters.empty_files import EMPTY_PROBLEM, empty_reason
from disentangle.exporters.pool import CandidatePool, own_texts
from disentangle.exporters.problems import (
    Problems,
    bare_command_problems,
    provenance_ids,
    provenance_problems,
    rate_problem,
    read_jsonl,
)

logger = logging.getLogger(__name__)

UDC_SPLIT_FILES = MappingProxyType({"train": "train", "dev": "valid", "test": "test"})
UDC_TRAIN_HEADER = ("Context", "Utterance", "Label")
UDC_EVAL_HEADER = ("Context", "Ground Truth Utterance")
UDC_EOU = "__eou__"
UDC_EOT = "__eot__"
UDC_POSITIVE = "1.0"
UDC_NEGATIVE = "0.0"
UDC_END_TURNS = 1                    # UDC's script appends a "__dialog_end__" turn before it cuts
UDC_PROVENANCE_FILE = "{name}_provenance.jsonl"
UDC_MARKER = re.compile(r"__eo[ut]__")


def udc_position(dialogue: Dialogue, config: ExampleConfig) -> int | None:
    """The UDC v2 cut: the number of context turns, i.e. the index of the answer turn (None: unusable).

    As UDC v2's generation script: the dialogue counts one extra end-of-dialogue turn, the longest context
    is min(udc_max_context, turns + 1) - 2 turns, the cut is uniform in [udc_min_context, longest], and a
    dialogue too short for that range takes the longest context it has. Speakers are not looked at.
    """
    longest = min(config.udc_max_context, len(dialogue.turns) + UDC_END_TURNS) - 2
    if longest <= config.udc_min_context:
        cut = longest
    else:
        cut = seeded_rng(config.seed, "udc-cut", dialogue.id).randint(config.udc_min_context, longest)
    if cut < 1 or cut >= len(dialogue.turns) or not udc_response(dialogue.turns[cut]):
        return None
    return cut



def _udc_utterance(text: str) -> str:
    return normalise(UDC_MARKER.sub(" ", text))


def udc_response(turn: Turn) -> str:
    """A turn in UDC form: each non-empty message followed by " __eou__" ("" if the turn is empty).

    Marker words typed by users (`__eou__`, `__eot__`) are removed from the text so markers stay
    unambiguous."""
    return " ".join(f"{text} {UDC_EOU}" for text in map(_udc_utterance, turn.utterances) if text)


def udc_context(turns: Iterable[Turn]) -> str:
    """Context turns in UDC form: each non-empty turn followed by " __eot__" (no trailing space)."""
    return " ".join(f"{rendered} {UDC_EOT}" for rendered in map(udc_response, turns) if rendered)


def udc_file_names() -> dict[str, str]:
    """The CSV file name of each split: train.csv, valid.csv (our dev) and test.csv."""
    return {split: f"{name}.csv" for split, name in UDC_SPLIT_FILES.items()}


def udc_header(split: str, config: ExampleConfig = ExampleConfig()) -> tuple[str, ...]:
    if split == "train":
        return UDC_TRAIN_HEADER
    return UDC_EVAL_HEADER + tuple(f"Distractor_{i}" for i in range(config.udc_distractors))


def udc_row(example: Example, pool: CandidatePool, exclude: frozenset[str],
            config: ExampleConfig) -> list[str] | None:
    """A UDC v2 row: train `[context, utterance, label]` with the true answer at `udc_positive_rate` and a
    random negative otherwise; valid/test `[context, ground truth, distractors...]`. None: too few negatives."""
    rng = seeded_rng(config.seed, "udc-row", example.id)
    context, truth = udc_context(example.context), udc_response(example.response)
    exclude = exclude | {truth}
    if example.split == "train":
        if rng.random() < config.udc_positive_rate:
            return [context, truth, UDC_POSITIVE]
        negatives = pool.draw(1, exclude, rng)
        return None if negatives is None else [context, negatives[0], UDC_NEGATIVE]
    negatives = pool.draw(config.udc_distractors, exclude, rng)
    return None if negatives is None else [context, truth, *negatives]


def write_udc(dialogues: Iterable[Dialogue], out_dir: str | os.PathLike,
              config: ExampleConfig = ExampleConfig()) -> ExportReport:
    """Write Ubuntu Dialogue Corpus v2 CSV files `train.csv`, `valid.csv` (dev) and `test.csv`.

    One row per dialogue (UDC v2 makes one per dialogue for valid/test; we do so for train too), cut as in
    `udc_position`. Negatives are turns of other dialogues of the same split, distinct, non-empty, never
    equal to a turn of the row's own dialogue. `{train,valid,test}_provenance.jsonl` list the rows' sources.
    """
    out = Path(out_dir)
    groups, skipped = split_dialogues(dialogues, config.split_fractions)
    counts: Counter = Counter()
    files: list[str] = []
    for split, name in udc_file_names().items():
        provenance = UDC_PROVENANCE_FILE.format(name=UDC_SPLIT_FILES[split])
        with atomic_files([out / name, out / provenance]) as (table, trace):
            written = _write_udc_rows(split, groups[split], table, trace, config, skipped)
        counts[f"{split}/rows"] = written
        files += [name, provenance]
    empty = {name: empty_reason(split, len(groups[split]), skipped, "row")
             for split, name in udc_file_names().items() if not counts[f"{split}/rows"]}
    report = ExportReport("udc", out, tuple(files), dict(counts), dict(skipped), empty)
    logger.info("udc: wrote %s to %s; skipped %s", report.counts, out, report.skipped)
    return report


def _write_udc_rows(split: str, dialogues: Sequence[Dialogue], table: TextIO, trace: TextIO,
                    config: ExampleConfig, skipped: Counter) -> int:
    writer = csv.writer(table)
    writer.writerow(udc_header(split, config))
    written = 0
    for row, example in udc_rows(split, dialogues, config, skipped):
        writer.writerow(row)
        trace.write(json_line({"row": written, **provenance_record(example)}))
        written += 1
    return written


def udc_rows(split: str, dialogues: Sequence[Dialogue], config: ExampleConfig,
             skipped: Counter | None = None) -> Iterator[tuple[list[str], Example]]:
    """The rows of a split's CSV file, in order, each with its example; a dialogue without a usable cut or
    with too few distinct candidates gives no row (counted in `skipped`)."""
    skipped = Counter() if skipped is None else skipped
    pool = CandidatePool.from_dialogues(dialogues, udc_response, config.negative_speakers)
    for dialogue in progress(dialogues, f"udc {split}"):
        cut = udc_position(dialogue, config)
        example = make_example(dialogue, cut, split) if cut is not None else None
        if example is None or not udc_context(example.context):
            skipped[f"{split}: no usable UDC cut"] += 1
            continue
        row = udc_row(example, pool, own_texts(dialogue, udc_response), config)
        if row is None:
            skipped[f"{split}: too few distinct UDC candidates"] += 1
            continue
        yield row, example




# ---------------------------------------------------------------------------------------------------
# Validation


def _udc_response_problem(text: str) -> str | None:
    if not text.endswith(f" {UDC_EOU}") or UDC_EOT in text:
        return f"response {text[:60]!r} does not end with ' {UDC_EOU}' or holds {UDC_EOT}"
    if any(not normalise(part) for part in text.split(UDC_EOU)[:-1]):
        return f"empty utterance in {text[:60]!r}"
    return None


def _udc_context_problem(text: str) -> str | None:
    text = text.rstrip()  # UDC v2's own files end each context with "__eot__ "
    if not text.endswith(f" {UDC_EOT}"):
        return f"context {text[:60]!r} does not end with ' {UDC_EOT}'"
    for turn in text.split(f" {UDC_EOT}")[:-1]:
        problem = _udc_response_problem(turn.strip())
        if problem:
            return f"context turn: {problem}"
    return None


def _udc_row_problems(row: Sequence[str], split: str, own: frozenset[str] | None) -> list[str]:
    problems = [p for p in [_udc_context_problem(row[0])] if p]
    candidates = list(row[1:]) if split != "train" else [row[1]]
    problems += [p for p in map(_udc_response_problem, candidates) if p]
    if split == "train" and row[2] not in (UDC_POSITIVE, UDC_NEGATIVE):
        problems.append(f"label {row[2]!r} is not {UDC_POSITIVE} or {UDC_NEGATIVE}")
    texts = [normalise(text) for text in candidates]
    if len(set(map(candidate_key, texts))) != len(texts):
        problems.append("duplicate candidates (equal up to case, spaces, punctuation)")
    if own is not None:
        negatives = texts[1:] if split != "train" else texts if row[2] == UDC_NEGATIVE else []
        problems += [f"negative from the row's own dialogue: {t[:60]!r}" for t in negatives if t in own]
    return problems


def validate_udc_file(path: str | os.PathLike, split: str | None = None,
                      config: ExampleConfig = ExampleConfig(),
                      owners: Sequence[frozenset[str]] | None = None, allow_empty: bool = False) -> list[str]:
    """Problems of a UDC v2 CSV file (split "train", "dev"/"valid" or "test"; default from the file name).

    Checks the header, the number of columns, `__eou__` after every utterance and `__eot__` after every
    context turn, non-empty and distinct candidates, labels (train: about `udc_positive_rate` positive);
    given `owners` (row -> texts of its dialogue), that no negative comes from the row's own dialogue."""
    path = Path(path)
    names = {name: split for split, name in UDC_SPLIT_FILES.items()}
    split = names.get(split, split) if split else names.get(path.stem)
    problems = Problems(path.name)
    if split not in SPLITS:
        problems.add("", "unknown split (pass it, or name the file train.csv, valid.csv or test.csv)")
        return problems.result()
    header = udc_header(split, config)
    positives = rows = 0
    try:
        with open(path, encoding="utf-8", newline="") as handle:
            reader = csv.reader(handle)
            if tuple(next(reader, ())) != header:
                problems.add("header", f"expected {','.join(header)}")
            for row in reader:
                own = owners[rows] if owners is not None and rows < len(owners) else None
                if len(row) != len(header):
                    problems.add(f"row {rows}", f"{len(row)} columns, expected {len(header)}")
                else:
                    for problem in _udc_row_problems(row, split, own):
                        problems.add(f"row {rows}", problem)
                    positives += split == "train" and row[2] == UDC_POSITIVE
                rows += 1
    except (OSError, UnicodeDecodeError, csv.Error) as error:
        problems.add("", f"unreadable: {error}", always=True)
    else:
        if not rows and not allow_empty:
            problems.add("", EMPTY_PROBLEM, always=True)
    rate = rate_problem(positives, rows, config.udc_positive_rate, "positive labels")
    if rate and split == "train":
        problems.add("", rate, always=True)
    return problems.result()


def validate_udc_dir(out_dir: str | os.PathLike, config: ExampleConfig = ExampleConfig(),
                     dialogues: Iterable[Dialogue] | None = None, check_split_hash: bool = True,
                     empty_ok: Container[str] = ()) -> list[str]:
    """Problems of a directory written by `write_udc`: the three CSV files, their provenance (one line per
    row, splits disjoint and as hashed) and, given `dialogues`, no negative from a row's own dialogue."""
    out = Path(out_dir)
    names = {split: UDC_PROVENANCE_FILE.format(name=name) for split, name in UDC_SPLIT_FILES.items()}
    problems, _ = provenance_problems(out, names, config if check_split_hash else None)
    texts = {d.id: own_texts(d, udc_response) for d in dialogues} if dialogues is not None else None
    for split, name in udc_file_names().items():
        try:
            trace = read_jsonl(out / names[split])
        except (OSError, UnicodeDecodeError, ValueError):
            trace = []  # reported above
        owners = [texts.get(ids[0], frozenset()) if (ids := provenance_ids(record)) else frozenset()
                  for record in trace] if texts else None
        problems += validate_udc_file(out / name, split, config, owners, name in empty_ok)
        rows = _csv_rows(out / name)
        if rows is not None and rows != len(trace):
            problems.append(f"{name}: {rows} rows but {len(trace)} provenance lines")
    return problems


def _csv_rows(path: Path) -> int | None:
    try:
        with open(path, encoding="utf-8", newline="") as handle:
            return max(0, sum(1 for _ in csv.reader(handle)) - 1)
    except (OSError, UnicodeDecodeError, csv.Error):
        return None


def _write(job: ExportJob, directory: Path) -> ExportReport:
    return write_udc(job.dialogues, directory, job.config)


def _validate(job: ExportJob, directory: Path, report: ExportReport) -> list[str]:
    return (validate_udc_dir(directory, job.config, job.dialogues, empty_ok=report.empty)
            + bare_command_problems(directory.glob("*.csv"), job.bot_commands))


EXPORTER = Exporter("udc", "udc", _write, _validate)
