"""Examples: the records of next-utterance selection and the knobs that make them.

An `Example` is a context (the turns so far), the true next turn, candidate options and its `Provenance`;
a `Candidate` is an option with a stable id derived from its whitespace-normalised text. `ExampleConfig`
holds every knob of example making (seed, split fractions, options, pool size, UDC and
conversational-datasets settings); its defaults reproduce the published formats. How dialogues are split
lives in `splits.py`, how they are cut into examples in `cutting.py`, and the file formats the examples go
to in the `exporters` package.
"""
from __future__ import annotations

import hashlib
import logging
import re
from dataclasses import dataclass

from disentangle.dialogues.records import ASKER, HELPER, Turn
from disentangle.examples.splits import CONVERSATIONAL_TRAIN_FRACTION, DEFAULT_SPLIT_FRACTIONS, SPLITS, digest

logger = logging.getLogger(__name__)

FRACTION_TOLERANCE = 1e-9
CANDIDATE_ID_LENGTH = 12
CANDIDATE_ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
EXAMPLE_NUMBER_BITS = 52             # DSTC7 "example-id": an integer that JavaScript readers keep exact
DSTC7_OPTIONS = 100
DSTC7_NONE_RATE = 0.2
DSTC7_POOL_SIZE = 120_000
UDC_POSITIVE_RATE = 0.5
UDC_DISTRACTORS = 9
UDC_MIN_CONTEXT = 2
UDC_MAX_CONTEXT = 20
CONVERSATIONAL_SHARDS = 4
_ID_TABLE = bytes(ord(CANDIDATE_ID_ALPHABET[value % len(CANDIDATE_ID_ALPHABET)]) for value in range(256))
CANDIDATE_ID_PATTERN = re.compile(r"^[0-9A-Z]{%d}$" % CANDIDATE_ID_LENGTH)


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
        return cls(clean_id(clean), clean)


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



def normalise(text: str) -> str:
    """Collapse runs of whitespace to one space and strip the ends."""
    return " ".join(text.split())


def candidate_id(text: str) -> str:
    """A stable, random-looking 12-character id (0-9, A-Z) of a candidate's normalised text: the first 12
    bytes of its SHA-256, each mapped to a character by its value modulo 36."""
    return clean_id(normalise(text))


def clean_id(clean: str) -> str:
    digest = hashlib.sha256(clean.encode("utf-8")).digest()
    return digest[:CANDIDATE_ID_LENGTH].translate(_ID_TABLE).decode("ascii")


def example_number(example_id: str) -> int:
    """The integer id of an example: the first 52 bits of SHA-256 of its text id."""
    return int.from_bytes(digest(example_id)[:8], "big") >> (64 - EXAMPLE_NUMBER_BITS)




def turn_text(turn: Turn) -> str:
    """A turn as a DSTC7 / conversational-datasets utterance: its messages joined, whitespace normalised."""
    return normalise(turn.text)


def example_text(example: Example, include_answer: bool = True) -> str:
    """The context (and, by default, the answer) of an example as one text, e.g. to link man pages from."""
    turns = [*example.context, example.response] if include_answer else list(example.context)
    return "\n".join(turn_text(turn) for turn in turns)
