"""DSTC7 Track 1 (Ubuntu): the writer of subtasks 1, 2, 4 and 5.

Each example has 100 options (subtask 1), a shared pool of 120,000 candidates (subtask 2), a NONE answer
in 20% of the examples (subtask 4) and linked man pages as external knowledge (subtask 5). Negatives come
from other dialogues of the same split, never from the example's own, and the options of an example are
distinct after whitespace normalisation. Files are `ubuntu_{split}_subtask_{n}.json` plus one provenance
file per split. The validator is `dstc7_check.py`.
"""
from __future__ import annotations

import logging
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from disentangle.dialogues.records import Dialogue
from disentangle.examples.candidates import candidate_key
from disentangle.examples.cutting import cut_dialogue
from disentangle.examples.records import Candidate, Example, ExampleConfig, ExampleError, turn_text
from disentangle.examples.splits import SPLITS, seeded_rng, split_dialogues, unit_of
from disentangle.exporters.base import (
    Exporter,
    ExportJob,
    ExportReport,
    JsonArrayWriter,
    atomic_files,
    json_line,
    progress,
    provenance_record,
)
from disentangle.exporters.dstc7_check import validate_dstc7_dir
from disentangle.exporters.dstc7_files import (
    DSTC7_FILE,
    DSTC7_POOL_FILE,
    DSTC7_PROVENANCE_FILE,
    DSTC7_SUBTASKS,
    NONE_ID,
    NONE_UTTERANCE,
    SUBTASK_KNOWLEDGE,
    SUBTASK_LARGE_POOL,
    SUBTASK_NONE,
)
from disentangle.exporters.empty_files import empty_reason
from disentangle.exporters.pool import CandidatePool, keys_of, own_texts
from disentangle.exporters.problems import bare_command_problems

logger = logging.getLogger(__name__)

POOL_COUNT = f"subtask_{SUBTASK_LARGE_POOL}/pool"   # the report's count of candidates in the pool


def dstc7_options(example: Example, pool: CandidatePool, exclude: frozenset[str],
                  config: ExampleConfig) -> tuple[Example, Example] | None:
    """The example with options (subtasks 1 and 5) and its subtask-4 variant; None if too few negatives.

    `config.options` distinct negatives are drawn (seeded by example id): all but the last, with the
    answer, are shuffled into the options; in a `config.none_rate` share of examples (decided by a hash
    of seed and example id) the subtask-4 variant has the answer replaced, in place, by the last negative.
    """
    answer = example.answer
    rng = seeded_rng(config.seed, "dstc7-options", example.id)
    negatives = pool.draw(config.options, exclude | {answer.utterance}, rng)
    if negatives is None:
        return None
    options = [answer, *(pool.candidate(text) for text in negatives[:-1])]
    rng.shuffle(options)
    full = replace(example, options=tuple(options))
    if unit_of(config.seed, "dstc7-none", example.id) >= config.none_rate:
        return full, full
    spare = pool.candidate(negatives[-1])
    swapped = tuple(spare if option == answer else option for option in options)
    return full, replace(full, options=swapped, answer_present=False)


def candidate_json(candidate: Candidate) -> dict:
    return {"candidate-id": candidate.id, "utterance": candidate.utterance}


def dstc7_record(example: Example, subtask: int, knowledge: Sequence[str] = (),
                 pool_file: str = DSTC7_POOL_FILE) -> dict:
    """The DSTC7 Track 1 JSON object of an example for a subtask (1, 2, 4 or 5)."""
    answer = example.answer if example.answer_present else Candidate(NONE_ID, NONE_UTTERANCE)
    record: dict = {
        "data-split": example.split, "example-id": example.number, "scenario": subtask,
        "messages-so-far": [{"speaker": turn.speaker, "utterance": turn_text(turn)}
                            for turn in example.context],
        "options-for-correct-answers": [candidate_json(answer)],
    }
    if subtask == SUBTASK_LARGE_POOL:
        record["candidate-pool"] = pool_file
    else:
        record["options-for-next"] = [candidate_json(option) for option in example.options]
    if subtask == SUBTASK_KNOWLEDGE:
        record["knowledge"] = list(knowledge)
    return record


def _dstc7_subtasks(subtasks: Sequence[int] | None, knowledge_for: Callable | None) -> tuple[int, ...]:
    if subtasks is None:
        return tuple(n for n in DSTC7_SUBTASKS if n != SUBTASK_KNOWLEDGE or knowledge_for is not None)
    unknown = set(subtasks) - set(DSTC7_SUBTASKS)
    if unknown:
        raise ExampleError(f"unknown DSTC7 subtasks {sorted(unknown)}; known: {DSTC7_SUBTASKS}")
    if SUBTASK_KNOWLEDGE in subtasks and knowledge_for is None:
        raise ExampleError(f"DSTC7 subtask {SUBTASK_KNOWLEDGE} needs knowledge_for (example -> man page names)")
    return tuple(sorted(set(subtasks)))


def write_dstc7(dialogues: Iterable[Dialogue], out_dir: str | os.PathLike,
                config: ExampleConfig = ExampleConfig(),
                knowledge_for: Callable[[Example], Sequence[str]] | None = None,
                subtasks: Sequence[int] | None = None) -> ExportReport:
    """Write DSTC7 Track 1 files `ubuntu_{train,dev,test}_subtask_N.json` (and the subtask-2 pool).

    Each dialogue gives `config.examples_per_dialogue` examples (default 1, as DSTC7), at seeded positions
    where the context ends with participant_1 and the answer is participant_2's next turn. Subtasks 1, 4
    and 5 share the examples and options; subtask 2 has every cut example, referring to one shared pool
    file. An example whose split has too few distinct candidates for its options is skipped and counted.
    Beside them, `ubuntu_{split}_provenance.jsonl` maps each example-id to its dialogue and log lines.
    Subtasks default to 1, 2, 4 and, when `knowledge_for` is given, 5.
    """
    out = Path(out_dir)
    chosen = _dstc7_subtasks(subtasks, knowledge_for)
    groups, skipped = split_dialogues(dialogues, config.split_fractions)
    counts: Counter = Counter()
    files: list[str] = []
    for split in SPLITS:
        files += _write_dstc7_split(split, groups[split], out, config, chosen, knowledge_for, counts, skipped)
    if SUBTASK_LARGE_POOL in chosen:
        files += _write_dstc7_pool_subtask(groups, out, config, counts)
    empty = {}
    for split in SPLITS:
        for n in chosen:
            if not counts[f"{split}/subtask_{n}"]:
                name = DSTC7_FILE.format(split=split, subtask=n)
                empty[name] = empty_reason(split, len(groups[split]), skipped)
    if SUBTASK_LARGE_POOL in chosen and not counts[POOL_COUNT]:
        empty[DSTC7_POOL_FILE] = "no dialogues in any split"
    report = ExportReport("dstc7", out, tuple(files), dict(counts), dict(skipped), empty)
    logger.info("dstc7: wrote %d files to %s: %s; skipped %s", len(files), out, report.counts, report.skipped)
    return report


def _write_dstc7_split(split: str, dialogues: Sequence[Dialogue], out: Path, config: ExampleConfig,
                       subtasks: Sequence[int], knowledge_for: Callable | None, counts: Counter,
                       skipped: Counter) -> list[str]:
    numbered = [n for n in subtasks if n != SUBTASK_LARGE_POOL]
    names = [DSTC7_FILE.format(split=split, subtask=n) for n in numbered]
    names.append(DSTC7_PROVENANCE_FILE.format(split=split))
    with atomic_files([out / name for name in names]) as handles:
        arrays = {n: JsonArrayWriter(handle) for n, handle in zip(numbered, handles)}
        for example, variants in dstc7_examples(split, dialogues, config, bool(numbered)):
            handles[-1].write(json_line(provenance_record(example)))
            counts[f"{split}/cut"] += 1
            if variants is None:  # no numbered subtask asked for them, or too few distinct candidates
                if numbered:
                    skipped[f"{split}: too few distinct candidates for {config.options} options"] += 1
                continue
            for n, array in arrays.items():
                _add_dstc7(array, variants, n, knowledge_for, counts)
        for array in arrays.values():
            array.close()
    return names


def dstc7_examples(split: str, dialogues: Sequence[Dialogue], config: ExampleConfig, with_options: bool = True
                   ) -> Iterator[tuple[Example, tuple[Example, Example] | None]]:
    """Every example cut from a split's dialogues, in file order, with `dstc7_options` (the example of
    subtasks 1 and 5, and of subtask 4; None when too few negatives, or without `with_options`)."""
    pool = CandidatePool.from_dialogues(dialogues, turn_text, config.negative_speakers)
    for dialogue in progress(dialogues, f"dstc7 {split}"):
        exclude = own_texts(dialogue, turn_text)
        for example in cut_dialogue(dialogue, split, config):
            yield example, dstc7_options(example, pool, exclude, config) if with_options else None


def dstc7_subtask_example(variants: tuple[Example, Example], subtask: int) -> Example:
    """The example of a subtask among `dstc7_options`' two: subtask 4's may have its answer replaced."""
    return variants[1] if subtask == SUBTASK_NONE else variants[0]


def _add_dstc7(array: JsonArrayWriter, variants: tuple[Example, Example], subtask: int,
               knowledge_for: Callable | None, counts: Counter) -> None:
    example = dstc7_subtask_example(variants, subtask)
    knowledge = list(knowledge_for(example)) if subtask == SUBTASK_KNOWLEDGE and knowledge_for is not None else []
    array.add(dstc7_record(example, subtask, knowledge))
    counts[f"{example.split}/subtask_{subtask}"] += 1
    if subtask == SUBTASK_NONE and not example.answer_present:
        counts[f"{example.split}/subtask_{SUBTASK_NONE}/none"] += 1


def dstc7_pool(groups: Mapping[str, Sequence[Dialogue]], config: ExampleConfig) -> list[Candidate]:
    """The pool of the large-pool subtask (2): every answer of every split, plus turns of all splits drawn
    (seeded) to fill it up to `config.pool_size` (all turns if fewer), sorted by candidate id."""
    answers: set[str] = set()
    for split in SPLITS:
        for dialogue in groups.get(split, ()):
            answers.update(example.answer.utterance for example in cut_dialogue(dialogue, split, config))
    if len(answers) > config.pool_size:
        logger.warning("dstc7: %d distinct answers exceed the pool size %d; the pool holds them all",
                       len(answers), config.pool_size)
    everything = CandidatePool.from_dialogues([d for split in SPLITS for d in groups.get(split, ())],
                                              turn_text, config.negative_speakers)
    answer_keys = keys_of(answers)
    fillers = [text for text in everything.texts if candidate_key(text) not in answer_keys]
    room = max(0, config.pool_size - len(answers))
    drawn = seeded_rng(config.seed, "dstc7-pool", "").sample(fillers, min(room, len(fillers)))
    return sorted((Candidate.of(text) for text in answers.union(drawn)), key=lambda c: c.id)


def _write_dstc7_pool_subtask(groups: Mapping[str, Sequence[Dialogue]], out: Path, config: ExampleConfig,
                          counts: Counter) -> list[str]:
    pool = dstc7_pool(groups, config)
    names = [DSTC7_POOL_FILE] + [DSTC7_FILE.format(split=split, subtask=SUBTASK_LARGE_POOL) for split in SPLITS]
    with atomic_files([out / name for name in names]) as handles:
        pool_array = JsonArrayWriter(handles[0])
        for candidate in pool:
            pool_array.add(candidate_json(candidate))
        pool_array.close()
        for split, handle in zip(SPLITS, handles[1:]):
            array = JsonArrayWriter(handle)
            for dialogue in groups.get(split, ()):
                for example in cut_dialogue(dialogue, split, config):
                    array.add(dstc7_record(example, SUBTASK_LARGE_POOL))
            array.close()
            counts[f"{split}/subtask_{SUBTASK_LARGE_POOL}"] = array.count
    counts[POOL_COUNT] = len(pool)
    return names


def _write(job: ExportJob, directory: Path) -> ExportReport:
    return write_dstc7(job.dialogues, directory, job.config, job.knowledge_for, DSTC7_SUBTASKS)


def _validate(job: ExportJob, directory: Path, report: ExportReport) -> list[str]:
    return (validate_dstc7_dir(directory, DSTC7_SUBTASKS, job.config, job.dialogues, empty_ok=report.empty)
            + bare_command_problems(directory.glob("*.json"), job.bot_commands))


EXPORTER = Exporter("dstc7", "dstc7", _write, _validate)
