"""Examples: next-utterance selection examples cut from dialogues, their splits, and the files they go to.

An `Example` is a context (the turns so far), the true next turn, candidate options and its provenance.
Splits are assigned per dialogue by hashing its id (SHA-256: no state, the same on every machine), so the
examples of one dialogue never straddle splits. DSTC7 Track 1 contexts end with a participant_1 turn and
the answer is the next participant_2 turn; negatives come from other dialogues of the same split, never
from the example's own, and the options of an example are distinct and non-empty after whitespace
normalisation. Writers produce DSTC7 Track 1 JSON (subtasks 1, 2, 4, 5), Ubuntu Dialogue Corpus v2 CSV and
conversational-datasets JSON lines; each writes atomically (temporary file, then `os.replace`), streams
its records, and is deterministic for a seed whatever the order of the dialogues it is given. Each format
has a validator that reads a written file back and returns the problems it finds (an empty list if none).
"""
from __future__ import annotations

import csv
import hashlib
import json
import logging
import math
import os
import random
import re
from collections import Counter
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import TextIO

from tqdm import tqdm

from disentangle.atomic import atomic_open
from disentangle.candidates import candidate_key, is_degenerate
from disentangle.empty_files import EMPTY_PROBLEM, empty_reason
from disentangle.dialogues import ASKER, HELPER, Dialogue, Turn

logger = logging.getLogger(__name__)

__all__ = [
    "Candidate", "CandidatePool", "Example", "ExampleConfig", "ExampleError", "ExportReport", "Provenance",
    "assign_split", "atomic_files", "candidate_id", "choose_positions", "conversational_record",
    "conversational_shard", "conversational_split", "cut_dialogue", "dstc7_options", "dstc7_pool",
    "dstc7_positions", "dstc7_record", "example_number", "example_text", "hash_unit", "make_example",
    "normalise", "own_texts", "provenance_record", "sorted_dialogues", "split_dialogues", "turn_text",
    "udc_context", "udc_header", "udc_position", "udc_response", "udc_row", "validate_conversational_dir",
    "validate_conversational_file", "validate_dstc7_dir", "validate_dstc7_file", "validate_dstc7_pool",
    "validate_udc_dir", "validate_udc_file", "write_conversational", "write_dstc7", "write_udc",
]

SPLITS = ("train", "dev", "test")
DEFAULT_SPLIT_FRACTIONS = (("train", 0.8), ("dev", 0.1), ("test", 0.1))
FRACTION_TOLERANCE = 1e-9
HASH_BITS = 53                       # a key maps to an integer below 2**53, exactly representable as float
CANDIDATE_ID_LENGTH = 12
CANDIDATE_ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
EXAMPLE_NUMBER_BITS = 52             # DSTC7 "example-id": an integer that JavaScript readers keep exact
SAMPLING_ATTEMPTS_PER_DRAW = 20      # random draws per needed negative before falling back to a full scan
MAX_PROBLEMS = 100                   # problems listed per file by a validator; the rest are counted
RATE_SIGMAS = 4.0                    # a rate (NONE answers, positive labels) may stray this many std devs
RATE_MIN_EXAMPLES = 50               # rates are only checked on files with at least this many rows

DSTC7_OPTIONS = 100
DSTC7_NONE_RATE = 0.2
DSTC7_POOL_SIZE = 120_000
DSTC7_SUBTASKS = (1, 2, 4, 5)
DSTC7_FILE = "ubuntu_{split}_subtask_{subtask}.json"
DSTC7_POOL_FILE = "ubuntu_subtask_2_candidates.json"
DSTC7_PROVENANCE_FILE = "ubuntu_{split}_provenance.jsonl"
DSTC7_BASE_KEYS = ("data-split", "example-id", "scenario", "messages-so-far", "options-for-correct-answers")
NONE_ID = "NONE"
NONE_UTTERANCE = "None"

UDC_SPLIT_FILES = MappingProxyType({"train": "train", "dev": "valid", "test": "test"})
UDC_TRAIN_HEADER = ("Context", "Utterance", "Label")
UDC_EVAL_HEADER = ("Context", "Ground Truth Utterance")
UDC_EOU = "__eou__"
UDC_EOT = "__eot__"
UDC_POSITIVE = "1.0"
UDC_NEGATIVE = "0.0"
UDC_POSITIVE_RATE = 0.5
UDC_DISTRACTORS = 9
UDC_MIN_CONTEXT = 2
UDC_MAX_CONTEXT = 20
UDC_END_TURNS = 1                    # UDC's script appends a "__dialog_end__" turn before it cuts
UDC_PROVENANCE_FILE = "{name}_provenance.jsonl"
_UDC_MARKER = re.compile(r"__eo[ut]__")

CONVERSATIONAL_SPLITS = ("train", "test")
CONVERSATIONAL_TRAIN_FRACTION = 0.9
CONVERSATIONAL_SHARDS = 4
CONVERSATIONAL_FILE = "{split}-{index:05d}-of-{count:05d}.jsonl"
_CONVERSATIONAL_NAME = re.compile(r"^(?P<split>[a-z]+)-(?P<index>\d{5})-of-(?P<count>\d{5})\.jsonl$")
_CONTEXT_KEY = re.compile(r"^context/(\d+)$")
_ID_TABLE = bytes(ord(CANDIDATE_ID_ALPHABET[value % len(CANDIDATE_ID_ALPHABET)]) for value in range(256))
_CANDIDATE_ID = re.compile(r"^[0-9A-Z]{%d}$" % CANDIDATE_ID_LENGTH)
_DSTC7_NAME = re.compile(r"^ubuntu_(?P<split>[a-z]+)_subtask_(?P<subtask>\d+)\.json$")


class ExampleError(ValueError):
    """Examples cannot be made with the given configuration."""


# ---------------------------------------------------------------------------------------------------
# Configuration and records


@dataclass(frozen=True)
class ExampleConfig:
    """Every knob of example making; the defaults reproduce the published formats."""

    seed: int = 0
    split_fractions: tuple[tuple[str, float], ...] = DEFAULT_SPLIT_FRACTIONS
    examples_per_dialogue: int | None = 1       # DSTC7 examples cut per dialogue (None: every position)
    min_context_turns: int = 1                  # DSTC7/conversational: turns before the answer, at least
    options: int = DSTC7_OPTIONS
    none_rate: float = DSTC7_NONE_RATE
    pool_size: int = DSTC7_POOL_SIZE
    negative_speakers: tuple[str, ...] = (ASKER, HELPER)  # whose turns may serve as negatives
    udc_distractors: int = UDC_DISTRACTORS
    udc_positive_rate: float = UDC_POSITIVE_RATE
    udc_min_context: int = UDC_MIN_CONTEXT
    udc_max_context: int = UDC_MAX_CONTEXT
    conversational_train_fraction: float = CONVERSATIONAL_TRAIN_FRACTION
    conversational_shards: int = CONVERSATIONAL_SHARDS
    conversational_examples_per_dialogue: int | None = None

    def __post_init__(self) -> None:
        problems = _config_problems(self)
        if problems:
            raise ExampleError("bad example configuration: " + "; ".join(problems))


def _config_problems(config: ExampleConfig) -> list[str]:
    problems = []
    names = tuple(name for name, _ in config.split_fractions)
    fractions = [fraction for _, fraction in config.split_fractions]
    if names != SPLITS:
        problems.append(f"split names must be {SPLITS}, got {names}")
    if any(f < 0 for f in fractions) or abs(sum(fractions) - 1) > FRACTION_TOLERANCE:
        problems.append(f"split fractions must be >= 0 and sum to 1, got {fractions}")
    for name in ("examples_per_dialogue", "conversational_examples_per_dialogue"):
        value = getattr(config, name)
        if value is not None and value < 1:
            problems.append(f"{name} must be None or >= 1")
    if config.options < 2 or config.udc_distractors < 1 or config.pool_size < 1:
        problems.append("options must be >= 2, udc_distractors >= 1 and pool_size >= 1")
    for name in ("none_rate", "udc_positive_rate"):
        if not 0 <= getattr(config, name) <= 1:
            problems.append(f"{name} must be within [0, 1]")
    if not 0 < config.conversational_train_fraction < 1:
        problems.append("conversational_train_fraction must be within (0, 1)")
    if config.conversational_shards < 1 or config.min_context_turns < 1:
        problems.append("conversational_shards and min_context_turns must be >= 1")
    if not 1 <= config.udc_min_context <= config.udc_max_context:
        problems.append("need 1 <= udc_min_context <= udc_max_context")
    return problems


@dataclass(frozen=True)
class Candidate:
    """One option: a stable id derived from the text, and the whitespace-normalised text."""

    id: str
    utterance: str

    @classmethod
    def of(cls, text: str) -> Candidate:
        clean = normalise(text)
        return cls(_clean_id(clean), clean)


@dataclass(frozen=True)
class Provenance:
    """Where an example comes from: the log, its date, the method, the nicks and the answer's lines."""

    source: str
    date: str
    method: str
    nicks: tuple[str, str]
    first_line: int                  # first log line of the dialogue (-1 if unknown)
    response_lines: tuple[int, ...]  # log lines of the messages of the answer turn
    confidence: float | None = None  # the dialogue's link confidence (None: unknown, e.g. heuristic)


@dataclass(frozen=True)
class Example:
    """A context, the true next turn, candidate options (may be empty) and where it all came from."""

    id: str                          # f"{dialogue_id}/{index of the answer turn}"
    dialogue_id: str
    split: str
    context: tuple[Turn, ...]        # the non-empty turns before the answer, oldest first
    response: Turn
    provenance: Provenance
    options: tuple[Candidate, ...] = ()
    answer_present: bool = True      # False: the answer was replaced by a negative (DSTC7 subtask 4)

    @property
    def answer(self) -> Candidate:
        return Candidate.of(self.response.text)

    @property
    def number(self) -> int:
        """The integer DSTC7 "example-id" of this example (a hash of `id`)."""
        return example_number(self.id)


@dataclass(frozen=True)
class ExportReport:
    """What a writer did: the files it wrote, its counts, and what it skipped and why."""

    format: str
    directory: Path
    files: tuple[str, ...]
    counts: Mapping[str, int]
    skipped: Mapping[str, int]
    empty: Mapping[str, str] = field(default_factory=dict)  # data file left without examples -> why

    def as_dict(self) -> dict:
        return {"format": self.format, "directory": str(self.directory), "files": list(self.files),
                "counts": dict(sorted(self.counts.items())), "skipped": dict(sorted(self.skipped.items())),
                "empty": dict(sorted(self.empty.items()))}


# ---------------------------------------------------------------------------------------------------
# Hashing: splits, ids, seeded randomness


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("\x1f".join(str(part) for part in parts).encode("utf-8")).digest()


def _unit(*parts: object) -> float:
    value = int.from_bytes(_digest(*parts)[:8], "big") >> (64 - HASH_BITS)
    return value / (1 << HASH_BITS)


def _rng(seed: int, purpose: str, key: str) -> random.Random:
    return random.Random(int.from_bytes(_digest(seed, purpose, key)[:8], "big"))


def hash_unit(key: str) -> float:
    """Map a key to [0, 1): the first 53 bits of SHA-256 of its UTF-8 bytes (big-endian) over 2**53."""
    return _unit(key)


def assign_split(key: str, fractions: Sequence[tuple[str, float]] = DEFAULT_SPLIT_FRACTIONS) -> str:
    """The split of a dialogue: the first split whose cumulative fraction exceeds `hash_unit(key)`.

    With the default 80/10/10 fractions, u < 0.8 is train, u < 0.9 dev, and the rest test. The key is the
    dialogue id, so the assignment depends on nothing else: not on order, other dialogues, seed or machine.
    """
    point = hash_unit(key)
    bound = 0.0
    for name, fraction in fractions:
        bound += fraction
        if point < bound:
            return name
    return [name for name, fraction in fractions if fraction > 0][-1]


def conversational_split(key: str, train_fraction: float = CONVERSATIONAL_TRAIN_FRACTION) -> str:
    """conversational-datasets' 90/10 split: "train" if `hash_unit(key)` < train_fraction, else "test".

    It uses the same hash as `assign_split`, so with the default fractions its test set is exactly the
    DSTC7 test set and its train set the DSTC7 train and dev sets: no test dialogue leaks across formats.
    """
    return CONVERSATIONAL_SPLITS[0] if hash_unit(key) < train_fraction else CONVERSATIONAL_SPLITS[1]


def normalise(text: str) -> str:
    """Collapse runs of whitespace to one space and strip the ends."""
    return " ".join(text.split())


def candidate_id(text: str) -> str:
    """A stable, random-looking 12-character id (0-9, A-Z) of a candidate's normalised text: the first 12
    bytes of its SHA-256, each mapped to a character by its value modulo 36."""
    return _clean_id(normalise(text))


def _clean_id(clean: str) -> str:
    digest = hashlib.sha256(clean.encode("utf-8")).digest()
    return digest[:CANDIDATE_ID_LENGTH].translate(_ID_TABLE).decode("ascii")


def example_number(example_id: str) -> int:
    """The integer id of an example: the first 52 bits of SHA-256 of its text id."""
    return int.from_bytes(_digest(example_id)[:8], "big") >> (64 - EXAMPLE_NUMBER_BITS)


# ---------------------------------------------------------------------------------------------------
# Cutting dialogues into examples


def dstc7_positions(dialogue: Dialogue, min_context_turns: int = 1) -> list[int]:
    """Turn indices that may be answers: a non-empty participant_2 turn right after a non-empty
    participant_1 turn, with at least `min_context_turns` turns before it."""
    turns = dialogue.turns
    return [index for index in range(max(1, min_context_turns), len(turns))
            if turns[index].speaker == HELPER and turns[index - 1].speaker == ASKER
            and normalise(turns[index].text) and normalise(turns[index - 1].text)]


def choose_positions(dialogue: Dialogue, positions: Sequence[int], count: int | None, seed: int,
                     purpose: str = "dstc7-cut") -> list[int]:
    """`count` of the positions drawn without replacement (seeded by dialogue id), in dialogue order."""
    if count is None or count >= len(positions):
        return list(positions)
    return sorted(_rng(seed, purpose, dialogue.id).sample(list(positions), count))


def make_example(dialogue: Dialogue, index: int, split: str) -> Example:
    """The example answering turn `index` of `dialogue` with the non-empty turns before it as context."""
    response = dialogue.turns[index]
    first = dialogue.turns[0].lines[0] if dialogue.turns[0].lines else -1
    provenance = Provenance(dialogue.source, dialogue.date, dialogue.method, dialogue.nicks, first,
                            response.lines, dialogue.confidence)
    context = tuple(turn for turn in dialogue.turns[:index] if normalise(turn.text))
    return Example(f"{dialogue.id}/{index}", dialogue.id, split, context, response, provenance)


def cut_dialogue(dialogue: Dialogue, split: str, config: ExampleConfig) -> list[Example]:
    """DSTC7 examples of a dialogue: `config.examples_per_dialogue` positions (seeded), or all of them."""
    positions = dstc7_positions(dialogue, config.min_context_turns)
    chosen = choose_positions(dialogue, positions, config.examples_per_dialogue, config.seed)
    return [make_example(dialogue, index, split) for index in chosen]


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
        cut = _rng(config.seed, "udc-cut", dialogue.id).randint(config.udc_min_context, longest)
    if cut < 1 or cut >= len(dialogue.turns) or not udc_response(dialogue.turns[cut]):
        return None
    return cut


def sorted_dialogues(dialogues: Iterable[Dialogue]) -> tuple[list[Dialogue], Counter]:
    """Dialogues in a canonical order (date, source, first line, id), dropping repeated ids and empties."""
    kept: dict[str, Dialogue] = {}
    skipped: Counter = Counter()
    for dialogue in dialogues:
        if dialogue.id in kept:
            logger.warning("examples: dialogue id %s seen twice; keeping the first", dialogue.id)
            skipped["duplicate dialogue id"] += 1
        elif not dialogue.turns:
            skipped["dialogue without turns"] += 1
        else:
            kept[dialogue.id] = dialogue
    return sorted(kept.values(), key=_dialogue_order), skipped


def _dialogue_order(dialogue: Dialogue) -> tuple[str, str, int, str]:
    first = dialogue.turns[0].lines[0] if dialogue.turns[0].lines else -1
    return dialogue.date, dialogue.source, first, dialogue.id


def split_dialogues(dialogues: Iterable[Dialogue], config: ExampleConfig) -> tuple[dict[str, list[Dialogue]],
                                                                                 Counter]:
    """Dialogues grouped by `assign_split` of their id, each group in canonical order; and what was dropped."""
    ordered, skipped = sorted_dialogues(dialogues)
    groups: dict[str, list[Dialogue]] = {name: [] for name in SPLITS}
    for dialogue in ordered:
        groups[assign_split(dialogue.id, config.split_fractions)].append(dialogue)
    return groups, skipped


# ---------------------------------------------------------------------------------------------------
# Negatives


class CandidatePool:
    """The candidate texts of a set of dialogues to draw negatives from: whitespace-normalised, one text per
    `candidate_key` (the first in sorted order), no degenerate utterance (`candidates.is_degenerate`)."""

    def __init__(self, texts: Iterable[str]) -> None:
        chosen: dict[str, str] = {}
        for text in sorted({normalise(text) for text in texts} - {""}):
            if not is_degenerate(text):
                chosen.setdefault(candidate_key(text), text)
        self._texts = tuple(sorted(chosen.values()))
        self._keys = tuple(candidate_key(text) for text in self._texts)
        self._members = frozenset(self._texts)
        self._key_set = frozenset(self._keys)

    @classmethod
    def from_dialogues(cls, dialogues: Iterable[Dialogue], render: Callable[[Turn], str],
                       speakers: Sequence[str] = (ASKER, HELPER)) -> CandidatePool:
        return cls(render(turn) for dialogue in dialogues for turn in dialogue.turns
                   if turn.speaker in speakers)

    def __len__(self) -> int:
        return len(self._texts)

    def __contains__(self, text: object) -> bool:
        return text in self._members

    @property
    def texts(self) -> tuple[str, ...]:
        return self._texts

    def available(self, exclude: frozenset[str]) -> int:
        """How many texts are left once every text equal to one of `exclude` up to `candidate_key` is out."""
        return len(self._texts) - len(self._key_set & _keys_of(exclude))

    def draw(self, count: int, exclude: frozenset[str], rng: random.Random) -> tuple[str, ...] | None:
        """`count` texts, no two with the same `candidate_key` and none with the key of a text in `exclude`,
        in draw order; None if there are not enough."""
        keys = _keys_of(exclude)
        if len(self._texts) - len(self._key_set & keys) < count:
            return None
        chosen: dict[str, None] = {}
        for _ in range(count * SAMPLING_ATTEMPTS_PER_DRAW):
            if len(chosen) == count:
                break
            position = rng.randrange(len(self._texts))
            if self._keys[position] not in keys:
                chosen.setdefault(self._texts[position])
        if len(chosen) < count:
            rest = [text for text, key in zip(self._texts, self._keys) if key not in keys and text not in chosen]
            chosen.update(dict.fromkeys(rng.sample(rest, count - len(chosen))))
        return tuple(chosen)


def _keys_of(texts: Iterable[str]) -> frozenset[str]:
    return frozenset(candidate_key(text) for text in texts)


def own_texts(dialogue: Dialogue, render: Callable[[Turn], str]) -> frozenset[str]:
    """The normalised rendering of every turn of a dialogue: texts its examples may not use as negatives."""
    return frozenset(normalise(render(turn)) for turn in dialogue.turns)


def turn_text(turn: Turn) -> str:
    """A turn as a DSTC7 / conversational-datasets utterance: its messages joined, whitespace normalised."""
    return normalise(turn.text)


def example_text(example: Example, include_answer: bool = True) -> str:
    """The context (and, by default, the answer) of an example as one text, e.g. to link man pages from."""
    turns = [*example.context, example.response] if include_answer else list(example.context)
    return "\n".join(turn_text(turn) for turn in turns)


# ---------------------------------------------------------------------------------------------------
# Atomic, streaming output


@contextmanager
def atomic_files(paths: Sequence[Path]) -> Iterator[list[TextIO]]:
    """Text handles on temporary files beside `paths`; on success each replaces its target (in the order
    given), on error the temporaries are removed and the targets are left as they were."""
    with ExitStack() as stack:
        # entered last to first, so that the stack, which exits last-entered first, replaces in order
        handles = [stack.enter_context(atomic_open(path, "w", newline="")) for path in reversed(paths)]
        yield handles[::-1]


class JsonArrayWriter:
    """Streams a JSON list, one item per line: "[", items ending with ",", the last item, "]"."""

    def __init__(self, handle: TextIO) -> None:
        self._handle = handle
        self.count = 0
        handle.write("[\n")

    def add(self, item: object) -> None:
        if self.count:
            self._handle.write(",\n")
        self._handle.write(json.dumps(item, ensure_ascii=False))
        self.count += 1

    def close(self) -> None:
        self._handle.write("\n]\n" if self.count else "]\n")


def _json_line(item: object) -> str:
    return json.dumps(item, ensure_ascii=False) + "\n"


def provenance_record(example: Example) -> dict:
    """One line of a provenance file: how to find an example's dialogue and answer in the logs."""
    origin = example.provenance
    return {"example-id": example.number, "key": example.id, "dialogue-id": example.dialogue_id,
            "split": example.split, "date": origin.date, "source": origin.source, "method": origin.method,
            "nicks": list(origin.nicks), "first-line": origin.first_line,
            "response-lines": list(origin.response_lines), "confidence": origin.confidence}


def _progress(items: Sequence, description: str) -> Iterable:
    return tqdm(items, desc=description, unit="dialogue", disable=None, leave=False)


# ---------------------------------------------------------------------------------------------------
# DSTC7 Track 1


def dstc7_options(example: Example, pool: CandidatePool, exclude: frozenset[str],
                  config: ExampleConfig) -> tuple[Example, Example] | None:
    """The example with options (subtasks 1 and 5) and its subtask-4 variant; None if too few negatives.

    `config.options` distinct negatives are drawn (seeded by example id): all but the last, with the
    answer, are shuffled into the options; in a `config.none_rate` share of examples (decided by a hash
    of seed and example id) the subtask-4 variant has the answer replaced, in place, by the last negative.
    """
    answer = example.answer
    rng = _rng(config.seed, "dstc7-options", example.id)
    negatives = pool.draw(config.options, exclude | {answer.utterance}, rng)
    if negatives is None:
        return None
    options = [answer, *(Candidate.of(text) for text in negatives[:-1])]
    rng.shuffle(options)
    full = replace(example, options=tuple(options))
    if _unit(config.seed, "dstc7-none", example.id) >= config.none_rate:
        return full, full
    spare = Candidate.of(negatives[-1])
    swapped = tuple(spare if option == answer else option for option in options)
    return full, replace(full, options=swapped, answer_present=False)


def _candidate_json(candidate: Candidate) -> dict:
    return {"candidate-id": candidate.id, "utterance": candidate.utterance}


def dstc7_record(example: Example, subtask: int, knowledge: Sequence[str] = (),
                 pool_file: str = DSTC7_POOL_FILE) -> dict:
    """The DSTC7 Track 1 JSON object of an example for a subtask (1, 2, 4 or 5)."""
    answer = example.answer if example.answer_present else Candidate(NONE_ID, NONE_UTTERANCE)
    record: dict = {
        "data-split": example.split, "example-id": example.number, "scenario": subtask,
        "messages-so-far": [{"speaker": turn.speaker, "utterance": turn_text(turn)}
                            for turn in example.context],
        "options-for-correct-answers": [_candidate_json(answer)],
    }
    if subtask == 2:
        record["candidate-pool"] = pool_file
    else:
        record["options-for-next"] = [_candidate_json(option) for option in example.options]
    if subtask == 5:
        record["knowledge"] = list(knowledge)
    return record


def _dstc7_subtasks(subtasks: Sequence[int] | None, knowledge_for: Callable | None) -> tuple[int, ...]:
    if subtasks is None:
        return tuple(n for n in DSTC7_SUBTASKS if n != 5 or knowledge_for is not None)
    unknown = set(subtasks) - set(DSTC7_SUBTASKS)
    if unknown:
        raise ExampleError(f"unknown DSTC7 subtasks {sorted(unknown)}; known: {DSTC7_SUBTASKS}")
    if 5 in subtasks and knowledge_for is None:
        raise ExampleError("DSTC7 subtask 5 needs knowledge_for (example -> man page names)")
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
    groups, skipped = split_dialogues(dialogues, config)
    counts: Counter = Counter()
    files: list[str] = []
    for split in SPLITS:
        files += _write_dstc7_split(split, groups[split], out, config, chosen, knowledge_for, counts, skipped)
    if 2 in chosen:
        files += _write_dstc7_subtask2(groups, out, config, counts)
    empty = {}
    for split in SPLITS:
        for n in chosen:
            if not counts[f"{split}/subtask_{n}"]:
                name = DSTC7_FILE.format(split=split, subtask=n)
                empty[name] = empty_reason(split, len(groups[split]), skipped)
    if 2 in chosen and not counts["subtask_2/pool"]:
        empty[DSTC7_POOL_FILE] = "no dialogues in any split"
    report = ExportReport("dstc7", out, tuple(files), dict(counts), dict(skipped), empty)
    logger.info("dstc7: wrote %d files to %s: %s; skipped %s", len(files), out, report.counts, report.skipped)
    return report


def _write_dstc7_split(split: str, dialogues: Sequence[Dialogue], out: Path, config: ExampleConfig,
                       subtasks: Sequence[int], knowledge_for: Callable | None, counts: Counter,
                       skipped: Counter) -> list[str]:
    numbered = [n for n in subtasks if n != 2]
    names = [DSTC7_FILE.format(split=split, subtask=n) for n in numbered]
    names.append(DSTC7_PROVENANCE_FILE.format(split=split))
    pool = CandidatePool.from_dialogues(dialogues, turn_text, config.negative_speakers)
    with atomic_files([out / name for name in names]) as handles:
        arrays = {n: JsonArrayWriter(handle) for n, handle in zip(numbered, handles)}
        for dialogue in _progress(dialogues, f"dstc7 {split}"):
            exclude = own_texts(dialogue, turn_text)
            for example in cut_dialogue(dialogue, split, config):
                handles[-1].write(_json_line(provenance_record(example)))
                counts[f"{split}/cut"] += 1
                variants = dstc7_options(example, pool, exclude, config) if numbered else None
                if numbered and variants is None:
                    skipped[f"{split}: too few distinct candidates for {config.options} options"] += 1
                    continue
                for n, array in arrays.items():
                    _add_dstc7(array, variants, n, knowledge_for, counts)
        for array in arrays.values():
            array.close()
    return names


def _add_dstc7(array: JsonArrayWriter, variants: tuple[Example, Example], subtask: int,
               knowledge_for: Callable | None, counts: Counter) -> None:
    example = variants[1] if subtask == 4 else variants[0]
    knowledge = list(knowledge_for(example)) if subtask == 5 and knowledge_for is not None else []
    array.add(dstc7_record(example, subtask, knowledge))
    counts[f"{example.split}/subtask_{subtask}"] += 1
    if subtask == 4 and not example.answer_present:
        counts[f"{example.split}/subtask_4/none"] += 1


def dstc7_pool(groups: Mapping[str, Sequence[Dialogue]], config: ExampleConfig) -> list[Candidate]:
    """The subtask-2 pool: every answer of every split, plus turns of all splits drawn (seeded) to fill it
    up to `config.pool_size` (all turns if fewer), sorted by candidate id."""
    answers: set[str] = set()
    for split in SPLITS:
        for dialogue in groups.get(split, ()):
            answers.update(example.answer.utterance for example in cut_dialogue(dialogue, split, config))
    if len(answers) > config.pool_size:
        logger.warning("dstc7: %d distinct answers exceed the pool size %d; the pool holds them all",
                       len(answers), config.pool_size)
    everything = CandidatePool.from_dialogues([d for split in SPLITS for d in groups.get(split, ())],
                                              turn_text, config.negative_speakers)
    answer_keys = _keys_of(answers)
    fillers = [text for text in everything.texts if candidate_key(text) not in answer_keys]
    room = max(0, config.pool_size - len(answers))
    drawn = _rng(config.seed, "dstc7-pool", "").sample(fillers, min(room, len(fillers)))
    return sorted((Candidate.of(text) for text in answers.union(drawn)), key=lambda c: c.id)


def _write_dstc7_subtask2(groups: Mapping[str, Sequence[Dialogue]], out: Path, config: ExampleConfig,
                          counts: Counter) -> list[str]:
    pool = dstc7_pool(groups, config)
    names = [DSTC7_POOL_FILE] + [DSTC7_FILE.format(split=split, subtask=2) for split in SPLITS]
    with atomic_files([out / name for name in names]) as handles:
        pool_array = JsonArrayWriter(handles[0])
        for candidate in pool:
            pool_array.add(_candidate_json(candidate))
        pool_array.close()
        for split, handle in zip(SPLITS, handles[1:]):
            array = JsonArrayWriter(handle)
            for dialogue in groups.get(split, ()):
                for example in cut_dialogue(dialogue, split, config):
                    array.add(dstc7_record(example, 2))
            array.close()
            counts[f"{split}/subtask_2"] = array.count
    counts["subtask_2/pool"] = len(pool)
    return names


# ---------------------------------------------------------------------------------------------------
# Ubuntu Dialogue Corpus v2


def _udc_utterance(text: str) -> str:
    return normalise(_UDC_MARKER.sub(" ", text))


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
    rng = _rng(config.seed, "udc-row", example.id)
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
    groups, skipped = split_dialogues(dialogues, config)
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
    pool = CandidatePool.from_dialogues(dialogues, udc_response, config.negative_speakers)
    written = 0
    for dialogue in _progress(dialogues, f"udc {split}"):
        cut = udc_position(dialogue, config)
        example = make_example(dialogue, cut, split) if cut is not None else None
        if example is None or not udc_context(example.context):
            skipped[f"{split}: no usable UDC cut"] += 1
            continue
        row = udc_row(example, pool, own_texts(dialogue, udc_response), config)
        if row is None:
            skipped[f"{split}: too few distinct UDC candidates"] += 1
            continue
        writer.writerow(row)
        trace.write(_json_line({"row": written, **provenance_record(example)}))
        written += 1
    return written


# ---------------------------------------------------------------------------------------------------
# conversational-datasets JSON lines


def conversational_record(example: Example) -> dict:
    """`context` (latest turn), `context/0`, `context/1`, ... (older, most recent first), `response`, ids."""
    texts = [turn_text(turn) for turn in reversed(example.context)]
    record = {"context": texts[0]}
    record.update({f"context/{i}": text for i, text in enumerate(texts[1:])})
    record.update({"response": turn_text(example.response), "dialogue_id": example.dialogue_id,
                   "example_id": example.id})
    return record


def conversational_shard(dialogue_id: str, shards: int) -> int:
    """The shard of a dialogue's examples: a hash of its id modulo the number of shards."""
    return int.from_bytes(_digest("shard", dialogue_id)[:8], "big") % shards


def conversational_file_names(split: str, shards: int) -> list[str]:
    return [CONVERSATIONAL_FILE.format(split=split, index=i, count=shards) for i in range(shards)]


def write_conversational(dialogues: Iterable[Dialogue], out_dir: str | os.PathLike,
                         config: ExampleConfig = ExampleConfig()) -> ExportReport:
    """Write conversational-datasets JSON lines, `{train,test}-NNNNN-of-MMMMM.jsonl`.

    Dialogues are split 90/10 by `conversational_split` of their id and sharded by `conversational_shard`.
    Each dialogue gives `config.conversational_examples_per_dialogue` examples (default: every position
    where participant_2 answers participant_1), with all earlier non-empty turns as context.
    """
    out = Path(out_dir)
    ordered, skipped = sorted_dialogues(dialogues)
    counts: Counter = Counter()
    files: list[str] = []
    empty: dict[str, str] = {}
    for split in CONVERSATIONAL_SPLITS:
        mine = [d for d in ordered if conversational_split(d.id, config.conversational_train_fraction) == split]
        names = conversational_file_names(split, config.conversational_shards)
        per_shard: Counter = Counter()
        with atomic_files([out / name for name in names]) as handles:
            for dialogue in _progress(mine, f"conversational {split}"):
                shard = conversational_shard(dialogue.id, config.conversational_shards)
                written = _write_conversational_dialogue(dialogue, split, handles[shard], config)
                per_shard[shard] += written
                counts[f"{split}/examples"] += written
                skipped["no answer position"] += not written
        empty.update({name: empty_reason(split, len(mine), {}, "example") if not mine else
                      f"none of the {len(mine)} dialogues of the {split} split hashes to this shard"
                      for shard, name in enumerate(names) if not per_shard[shard]})
        files += names
    report = ExportReport("conversational", out, tuple(files), dict(counts), dict(+skipped), empty)
    logger.info("conversational: wrote %s to %s; skipped %s", report.counts, out, report.skipped)
    return report


def _write_conversational_dialogue(dialogue: Dialogue, split: str, handle: TextIO,
                                   config: ExampleConfig) -> int:
    positions = dstc7_positions(dialogue, config.min_context_turns)
    chosen = choose_positions(dialogue, positions, config.conversational_examples_per_dialogue, config.seed,
                              "conversational-cut")
    for index in chosen:
        handle.write(_json_line(conversational_record(make_example(dialogue, index, split))))
    return len(chosen)


# ---------------------------------------------------------------------------------------------------
# Validation helpers


class _Problems:
    """Problems of one file, the first MAX_PROBLEMS kept word for word and the rest counted."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.items: list[str] = []
        self.more = 0

    def add(self, where: str, problem: str, always: bool = False) -> None:
        """Record a problem; `always` (file-level findings such as rates) bypasses the cap."""
        if always or len(self.items) < MAX_PROBLEMS:
            self.items.append(f"{self.name}: {where}{': ' if where else ''}{problem}")
        else:
            self.more += 1

    def result(self) -> list[str]:
        return self.items + ([f"{self.name}: ... and {self.more} more problems"] if self.more else [])


def _json_items(path: Path) -> Iterator[object]:
    """The items of a JSON list; files in `JsonArrayWriter`'s one-item-per-line layout are streamed."""
    with open(path, encoding="utf-8", newline="") as handle:
        first, second = handle.readline(), handle.readline()
        if first.rstrip("\n") != "[" or not (second.startswith("{") or second.rstrip("\n") == "]"):
            handle.seek(0)
            data = json.load(handle)
            if not isinstance(data, list):
                raise ValueError("the top level is not a JSON list")
            yield from data
            return
        yield from _json_lines_array(handle, second)


def _json_lines_array(handle: TextIO, line: str) -> Iterator[object]:
    number = 2
    while line:
        text = line.rstrip("\n")
        if text == "]":
            if handle.read().strip():
                raise ValueError(f"line {number}: text after the closing bracket")
            return
        following = handle.readline()
        last = following.rstrip("\n") == "]"
        if not last and not text.endswith(","):
            raise ValueError(f"line {number}: item not followed by a comma (or file truncated)")
        try:
            yield json.loads(text if last else text[:-1])
        except json.JSONDecodeError as error:
            raise ValueError(f"line {number}: {error}") from None
        line, number = following, number + 1
    raise ValueError("no closing bracket: the file is truncated")


def _rate_problem(hits: int, total: int, rate: float, what: str) -> str | None:
    """A message if `hits / total` is implausibly far from `rate` (checked from RATE_MIN_EXAMPLES rows)."""
    if total < RATE_MIN_EXAMPLES:
        return None
    spread = RATE_SIGMAS * math.sqrt(rate * (1 - rate) / total)
    observed = hits / total
    if abs(observed - rate) > spread:
        return f"{what}: {hits}/{total} = {observed:.3f}, expected {rate:.3f} +- {spread:.3f}"
    return None


def _read_jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


# ---------------------------------------------------------------------------------------------------
# DSTC7 validation


def _dstc7_keys(subtask: int) -> set[str]:
    keys = set(DSTC7_BASE_KEYS)
    keys.add("candidate-pool" if subtask == 2 else "options-for-next")
    if subtask == 5:
        keys.add("knowledge")
    return keys


def _candidate_problems(candidate: object, allow_none: bool = False) -> list[str]:
    if not isinstance(candidate, dict) or set(candidate) != {"candidate-id", "utterance"}:
        return [f"candidate {str(candidate)[:60]!r} is not {{candidate-id, utterance}}"]
    ident, text = candidate["candidate-id"], candidate["utterance"]
    if not isinstance(ident, str) or not isinstance(text, str):
        return ["candidate id and utterance must be strings"]
    if allow_none and (ident, text) == (NONE_ID, NONE_UTTERANCE):
        return []
    clean = normalise(text)
    if not clean:
        return [f"empty candidate {ident}"]
    if ident != _clean_id(clean):
        return [f"candidate id {ident!r} is not the id of its text ({_clean_id(clean)})"]
    return []


def _messages_problems(messages: object) -> list[str]:
    if not isinstance(messages, list) or not messages:
        return ["messages-so-far is not a non-empty list"]
    problems = []
    for message in messages:
        if not isinstance(message, dict) or set(message) != {"speaker", "utterance"}:
            problems.append("a message is not {speaker, utterance}")
        elif message["speaker"] not in (ASKER, HELPER):
            problems.append(f"unknown speaker {message['speaker']!r}")
        elif not isinstance(message["utterance"], str) or not normalise(message["utterance"]):
            problems.append("empty message in messages-so-far")
    if not problems and messages[-1]["speaker"] != ASKER:
        problems.append(f"context ends with {messages[-1]['speaker']}, not {ASKER}")
    return problems


def _options_problems(options: object, answer: dict, count: int, own: frozenset[str] | None) -> list[str]:
    if not isinstance(options, list) or len(options) != count:
        return [f"options-for-next is not a list of {count} candidates"]
    problems = [p for option in options for p in _candidate_problems(option)]
    if problems:
        return problems
    texts = [normalise(option["utterance"]) for option in options]
    if len(set(texts)) != len(texts) or len({option["candidate-id"] for option in options}) != len(options):
        problems.append("duplicate candidates in options-for-next")
    elif len(set(map(candidate_key, texts))) != len(texts):
        problems.append("near-duplicate candidates in options-for-next (equal up to case, spaces, punctuation)")
    answer_text = normalise(answer["utterance"])
    problems += [f"degenerate negative {text[:60]!r}" for text in texts if text != answer_text and is_degenerate(text)]
    if answer["candidate-id"] != NONE_ID and options.count(answer) != 1:
        problems.append(f"the correct answer is among the options {options.count(answer)} times, not once")
    if own is not None:
        leaked = [text for text in texts if text in own and text != normalise(answer["utterance"])]
        problems += [f"negative from the example's own dialogue: {text[:60]!r}" for text in leaked]
    return problems


def _dstc7_item_problems(item: object, subtask: int, split: str | None, config: ExampleConfig,
                         pool: Mapping[str, str] | None, own: frozenset[str] | None) -> list[str]:
    if not isinstance(item, dict):
        return ["item is not a JSON object"]
    problems = []
    if set(item) != _dstc7_keys(subtask):
        problems.append(f"keys {sorted(item)}, expected {sorted(_dstc7_keys(subtask))}")
    if split is not None and item.get("data-split") != split:
        problems.append(f"data-split {item.get('data-split')!r}, expected {split!r}")
    if item.get("scenario") != subtask or type(item.get("example-id")) is not int:
        problems.append("scenario must be the subtask and example-id an integer")
    problems += _messages_problems(item.get("messages-so-far"))
    answers = item.get("options-for-correct-answers")
    if not isinstance(answers, list) or len(answers) != 1:
        return problems + ["options-for-correct-answers must hold exactly one candidate"]
    answer_problems = _candidate_problems(answers[0], allow_none=subtask == 4)
    if answer_problems:
        return problems + answer_problems
    answer = answers[0]
    if subtask == 2:
        if pool is not None and pool.get(answer["candidate-id"]) != answer["utterance"]:
            problems.append("the correct answer is not in the candidate pool")
    else:
        problems += _options_problems(item.get("options-for-next"), answer, config.options, own)
    if subtask == 5 and not (isinstance(item.get("knowledge"), list)
                             and all(isinstance(page, str) and page for page in item["knowledge"])):
        problems.append("knowledge must be a list of page names")
    return problems


def validate_dstc7_file(path: str | os.PathLike, subtask: int | None = None,
                        config: ExampleConfig = ExampleConfig(), pool: Mapping[str, str] | None = None,
                        owners: Mapping[int, frozenset[str]] | None = None,
                        known: Container[int] | None = None, allow_empty: bool = False) -> list[str]:
    """Problems of a DSTC7 Track 1 file (an empty list when it is well-formed).

    Checks that the file parses as a JSON list; keys; split and scenario; contexts non-empty and ending
    with participant_1; exactly one correct answer (subtask 4: or NONE, at about `config.none_rate`);
    exactly `config.options` options with ids derived from their text, none empty, no duplicates, the answer
    among them once; unique example ids; subtask 2: the answer in `pool` (id -> utterance) if given;
    subtask 5: a list of page names. With `owners` (example-id -> texts of its dialogue), no negative may
    come from the example's own dialogue; with `known`, every example-id must be in it (the provenance).
    A file without examples is a problem unless `allow_empty` (the writer recorded why it is empty).
    Subtask and split default to those in the file name.
    """
    path = Path(path)
    found = _DSTC7_NAME.match(path.name)
    split = found["split"] if found else None
    subtask = subtask if subtask is not None else int(found["subtask"]) if found else None
    problems = _Problems(path.name)
    if subtask not in DSTC7_SUBTASKS:
        problems.add("", "unknown subtask (pass it, or name the file ubuntu_SPLIT_subtask_N.json)")
        return problems.result()
    none = total = 0
    try:
        for item in _dstc7_checked_items(path, subtask, split, config, pool, owners, known, problems):
            total += 1
            none += _is_none_answer(item)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        problems.add("", f"unreadable: {error}", always=True)
    else:
        if not total and not allow_empty:
            problems.add("", EMPTY_PROBLEM, always=True)
    rate = _rate_problem(none, total, config.none_rate, "NONE answers") if subtask == 4 else None
    if rate:
        problems.add("", rate, always=True)
    return problems.result()


def _dstc7_checked_items(path: Path, subtask: int, split: str | None, config: ExampleConfig,
                         pool: Mapping[str, str] | None, owners: Mapping[int, frozenset[str]] | None,
                         known: Container[int] | None, problems: _Problems) -> Iterator[object]:
    """The items of a DSTC7 file, each after its problems (and repeated or unknown example-ids) are noted."""
    seen: set[int] = set()
    for position, item in enumerate(_json_items(path)):
        number = item.get("example-id") if isinstance(item, dict) else None
        number = number if type(number) is int else None
        own = owners.get(number) if owners is not None and number is not None else None
        for problem in _dstc7_item_problems(item, subtask, split, config, pool, own):
            problems.add(f"item {position}", problem)
        if number is not None and (number in seen or (known is not None and number not in known)):
            problems.add(f"item {position}", f"example-id {number} repeated or not in the provenance")
        seen.add(number)
        yield item


def _is_none_answer(item: object) -> bool:
    try:
        return item["options-for-correct-answers"][0]["candidate-id"] == NONE_ID  # type: ignore[index]
    except (TypeError, KeyError, IndexError):
        return False


def validate_dstc7_pool(path: str | os.PathLike, config: ExampleConfig = ExampleConfig(),
                        allow_empty: bool = False) -> tuple[list[str], dict[str, str]]:
    """Problems of the subtask-2 pool file, and the pool as id -> utterance (for `validate_dstc7_file`)."""
    path = Path(path)
    problems = _Problems(path.name)
    pool: dict[str, str] = {}
    texts: set[str] = set()
    try:
        for position, candidate in enumerate(_json_items(path)):
            for problem in _candidate_problems(candidate):
                problems.add(f"item {position}", problem)
            if isinstance(candidate, dict) and isinstance(candidate.get("utterance"), str):
                text = normalise(candidate["utterance"])
                if text in texts or candidate.get("candidate-id") in pool:
                    problems.add(f"item {position}", "duplicate candidate in the pool")
                texts.add(text)
                pool[str(candidate.get("candidate-id"))] = candidate["utterance"]
    except (OSError, UnicodeDecodeError, ValueError) as error:
        problems.add("", f"unreadable: {error}", always=True)
    if not pool and not allow_empty:
        problems.add("", "the candidate pool is empty")
    return problems.result(), pool


def _provenance_problems(out: Path, names: Mapping[str, str],
                         config: ExampleConfig | None) -> tuple[list[str], dict[int, str]]:
    """Problems of provenance files (one per split, name in `names`) and example-id -> dialogue id."""
    problems: list[str] = []
    owner: dict[int, str] = {}
    dialogue_split: dict[str, str] = {}
    for split, name in names.items():
        try:
            records = _read_jsonl(out / name)
        except (OSError, UnicodeDecodeError, ValueError) as error:
            problems.append(f"{name}: unreadable: {error}")
            continue
        for record in records:
            dialogue, number = record.get("dialogue-id"), record.get("example-id")
            if dialogue_split.setdefault(dialogue, split) != split:
                problems.append(f"{name}: dialogue {dialogue} is in both "
                                f"{dialogue_split[dialogue]} and {split}")
            if config is not None and assign_split(str(dialogue), config.split_fractions) != split:
                problems.append(f"{name}: dialogue {dialogue} hashes to another split than {split}")
            if number in owner:
                problems.append(f"{name}: example-id {number} appears twice")
            owner[number] = dialogue
    return problems[:MAX_PROBLEMS], owner


def _owners(owner: Mapping[int, str], dialogues: Iterable[Dialogue] | None,
            render: Callable[[Turn], str]) -> dict[int, frozenset[str]] | None:
    if dialogues is None:
        return None
    texts = {dialogue.id: own_texts(dialogue, render) for dialogue in dialogues}
    return {number: texts.get(dialogue, frozenset()) for number, dialogue in owner.items()}


def validate_dstc7_dir(out_dir: str | os.PathLike, subtasks: Sequence[int] | None = None,
                       config: ExampleConfig = ExampleConfig(), dialogues: Iterable[Dialogue] | None = None,
                       check_split_hash: bool = True, empty_ok: Container[str] = ()) -> list[str]:
    """Problems of a directory written by `write_dstc7`: every file of every split and subtask, the pool,
    splits disjoint (no dialogue or example-id in two splits, each dialogue in the split its id hashes
    to), every example in the provenance files, and, given `dialogues`, no negative from its own dialogue.
    `subtasks` defaults to those whose files are present. A file with no examples is a problem unless its
    name is in `empty_ok` (the writer's `ExportReport.empty`)."""
    out = Path(out_dir)
    if subtasks is None:
        subtasks = sorted({int(m["subtask"]) for p in out.glob("ubuntu_*_subtask_*.json")
                           if (m := _DSTC7_NAME.match(p.name))})
    if not subtasks:
        return [f"{out}: no DSTC7 files"]
    names = {split: DSTC7_PROVENANCE_FILE.format(split=split) for split in SPLITS}
    problems, owner = _provenance_problems(out, names, config if check_split_hash else None)
    owners = _owners(owner, dialogues, turn_text)
    pool = None
    if 2 in subtasks:
        pool_problems, pool = validate_dstc7_pool(out / DSTC7_POOL_FILE, config, DSTC7_POOL_FILE in empty_ok)
        problems += pool_problems
    for split in SPLITS:
        for subtask in subtasks:
            path = out / DSTC7_FILE.format(split=split, subtask=subtask)
            problems += validate_dstc7_file(path, subtask, config, pool, owners, owner, path.name in empty_ok)
    return problems


# ---------------------------------------------------------------------------------------------------
# UDC validation


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
    problems = _Problems(path.name)
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
    rate = _rate_problem(positives, rows, config.udc_positive_rate, "positive labels")
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
    problems, _ = _provenance_problems(out, names, config if check_split_hash else None)
    texts = {d.id: own_texts(d, udc_response) for d in dialogues} if dialogues is not None else None
    for split, name in udc_file_names().items():
        try:
            trace = _read_jsonl(out / names[split])
        except (OSError, UnicodeDecodeError, ValueError):
            trace = []  # reported above
        owners = [texts.get(record.get("dialogue-id"), frozenset()) for record in trace] if texts else None
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


# ---------------------------------------------------------------------------------------------------
# conversational-datasets validation


def _conversational_record_problems(record: object, split: str, index: int, count: int,
                                    config: ExampleConfig) -> list[str]:
    if not isinstance(record, dict):
        return ["line is not a JSON object"]
    fixed = {"context", "response", "dialogue_id", "example_id"}
    if not fixed <= set(record):
        return [f"missing keys {sorted(fixed - set(record))}"]
    extra = sorted(set(record) - fixed)
    numbers = sorted(int(m[1]) for key in extra if (m := _CONTEXT_KEY.match(key)))
    problems = []
    if len(numbers) != len(extra) or numbers != list(range(len(numbers))):
        problems.append(f"context keys {extra} are not context/0 .. context/{len(extra) - 1}")
    if not all(isinstance(value, str) and normalise(value) for value in record.values()):
        problems.append("every value must be a non-empty string")
        return problems
    dialogue = record["dialogue_id"]
    if conversational_split(dialogue, config.conversational_train_fraction) != split:
        problems.append(f"dialogue {dialogue} hashes to another split than {split}")
    if conversational_shard(dialogue, count) != index:
        problems.append(f"dialogue {dialogue} belongs in another shard than {index}")
    return problems


def validate_conversational_file(path: str | os.PathLike, config: ExampleConfig = ExampleConfig(),
                                 dialogue_splits: dict[str, str] | None = None, allow_empty: bool = False
                                 ) -> list[str]:
    """Problems of one conversational-datasets shard: its name, every line a JSON object with non-empty
    `context`, `context/0..N` (contiguous), `response`, ids; each dialogue in the split and shard its id
    hashes to; unique example ids. `dialogue_splits` (filled in) catches dialogues in two splits."""
    path = Path(path)
    problems = _Problems(path.name)
    found = _CONVERSATIONAL_NAME.match(path.name)
    if not found or found["split"] not in CONVERSATIONAL_SPLITS:
        problems.add("", "name is not {train,test}-NNNNN-of-MMMMM.jsonl")
        return problems.result()
    split, index, count = found["split"], int(found["index"]), int(found["count"])
    seen: set[str] = set()
    dialogue_splits = {} if dialogue_splits is None else dialogue_splits
    number = 0
    try:
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                _check_conversational_line(line, (split, index, count), config, problems, number, seen,
                                           dialogue_splits)
    except (OSError, UnicodeDecodeError) as error:
        problems.add("", f"unreadable: {error}", always=True)
    else:
        if not number and not allow_empty:
            problems.add("", EMPTY_PROBLEM, always=True)
    return problems.result()


def _check_conversational_line(line: str, place: tuple[str, int, int], config: ExampleConfig,
                               problems: _Problems, number: int, seen: set[str],
                               dialogue_splits: dict[str, str]) -> None:
    split, index, count = place
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        problems.add(f"line {number}", f"not JSON: {error}")
        return
    for problem in _conversational_record_problems(record, split, index, count, config):
        problems.add(f"line {number}", problem)
    if not isinstance(record, dict):
        return
    example, dialogue = record.get("example_id"), record.get("dialogue_id")
    if example in seen:
        problems.add(f"line {number}", f"duplicate example id {example}")
    seen.add(example)
    if dialogue_splits.setdefault(dialogue, split) != split:
        problems.add(f"line {number}",
                     f"dialogue {dialogue} is in both {dialogue_splits[dialogue]} and {split}")


def validate_conversational_dir(out_dir: str | os.PathLike, config: ExampleConfig = ExampleConfig(),
                                empty_ok: Container[str] = ()) -> list[str]:
    """Problems of a directory written by `write_conversational`: a complete set of shards per split (as in
    `config.conversational_shards`), every shard valid, and no dialogue in both splits."""
    out = Path(out_dir)
    problems: list[str] = []
    dialogue_splits: dict[str, str] = {}
    for split in CONVERSATIONAL_SPLITS:
        expected = conversational_file_names(split, config.conversational_shards)
        present = sorted(p.name for p in out.glob(f"{split}-*.jsonl"))
        if present != expected:
            problems.append(f"{out}: {split} shards {present}, expected {expected}")
        for name in expected:
            if (out / name).exists():
                problems += validate_conversational_file(out / name, config, dialogue_splits, name in empty_ok)
    return problems
