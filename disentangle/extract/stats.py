"""The statistics of a run as typed records: `RunStats`, the object of `stats.json`, one field per section,
and the sections others read as records of their own (`DatasetSection`, `DaysSection`, `Totals`,
`SplitsSection`), each with `as_json()` (the file's object, keys in the file's order) and `from_json` (read
back). The README, the terminal report and the dataset card's facts read these fields, never string keys.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from disentangle.examples.splits import SPLITS

SUBTASK_1 = "subtask_1"                 # the DSTC7 subtask whose examples the terminal report counts
DSTC7_EXPORTER, HF_EXPORTER = "dstc7", "hf"


@dataclass(frozen=True)
class DatasetSection:
    """`dataset`: what the dataset is and how it was made (year, method, logs, range, model, settings)."""

    year: int
    method: str
    format: int
    logs: Mapping                       # mode, sample, note, channel, label (and the platform of a chat export)
    range: tuple[str, str]
    model_file: str
    model_sha256: str
    context_lines: int
    seed: int
    examples_config: Mapping
    confidence_measure: str
    min_confidence: float | None        # the threshold used (None: --min-precision reached by none)
    bot_commands: Mapping               # mode, bots, reply_minutes
    manpages: Mapping
    min_precision: float | None = None  # --min-precision, when it chose the threshold
    dialogues_kept: int = 0
    expected_exact: float = 0.0         # sum of the kept dialogues' confidences: how many are likely exact
    calibration_file: str = ""
    calibration_sha256: str = ""

    @property
    def expected_precision(self) -> float | None:
        """The kept dialogues' mean confidence: the expected share exactly right (None: none kept)."""
        return round(self.expected_exact / self.dialogues_kept, 4) if self.dialogues_kept else None

    def confidence_json(self) -> dict:
        return {"measure": self.confidence_measure, "min_confidence": self.min_confidence,
                "min_precision": self.min_precision, "dialogues_kept": self.dialogues_kept,
                "expected_exact": self.expected_exact, "expected_precision": self.expected_precision,
                "calibration": {"file": self.calibration_file, "sha256": self.calibration_sha256}}

    def as_json(self) -> dict:
        return {"year": self.year, "method": self.method, "format": self.format, "logs": dict(self.logs),
                "range": list(self.range), "model": {"file": self.model_file, "sha256": self.model_sha256},
                "context_lines": self.context_lines, "seed": self.seed, "examples_config": dict(self.examples_config),
                "confidence": self.confidence_json(),
                "bot_commands": dict(self.bot_commands), "manpages": dict(self.manpages)}

    @classmethod
    def from_json(cls, data: Mapping) -> "DatasetSection":
        confidence = data["confidence"]
        calibration = confidence.get("calibration", {})
        return cls(data["year"], data["method"], data["format"], data["logs"], tuple(data["range"]),
                   data["model"]["file"], data["model"]["sha256"], data["context_lines"], data["seed"],
                   data["examples_config"], confidence["measure"], confidence["min_confidence"],
                   data["bot_commands"], data["manpages"], confidence.get("min_precision"),
                   confidence.get("dialogues_kept", 0), confidence.get("expected_exact", 0.0),
                   calibration.get("file", ""), calibration.get("sha256", ""))

    @property
    def bot_mode(self) -> str:
        return self.bot_commands["mode"]


@dataclass(frozen=True)
class DaysSection:
    """`days`: the days in the run's range, read, failed (with why), missing, unavailable, and each day's
    counts; `not_in_sample` only when the offline sample stood in for the days."""

    in_range: int
    read: int
    failed: Mapping[str, str]
    missing: tuple[str, ...]
    unavailable: tuple[str, ...]
    per_day: Mapping[str, Mapping]
    not_in_sample: int | None = None

    def as_json(self) -> dict:
        sample = {"not_in_sample": self.not_in_sample} if self.not_in_sample is not None else {}
        return {"in_range": self.in_range, "read": self.read, "failed": dict(self.failed),
                "missing": list(self.missing), "unavailable": list(self.unavailable), **sample,
                "per_day": dict(self.per_day)}

    @classmethod
    def from_json(cls, data: Mapping) -> "DaysSection":
        return cls(data["in_range"], data["read"], data["failed"], tuple(data["missing"]),
                   tuple(data["unavailable"]), data["per_day"], data.get("not_in_sample"))


@dataclass(frozen=True)
class Totals:
    """`totals`: the run's counts, the conversations each filter dropped, the channel bot's commands, what
    the anonymiser replaced (`privacy`, when it ran) and, in a run over several channels, each channel's."""

    lines: int
    messages: int
    conversations: int
    dialogues_kept: int
    conversations_dropped: Mapping[str, int]
    read_problems: Mapping[str, int]
    bot_commands: Mapping[str, int]
    privacy: Mapping | None = None
    channels: Mapping | None = None

    def as_json(self) -> dict:
        found = {item.name: getattr(self, item.name) for item in fields(self)}
        return {name: dict(value) if isinstance(value, Mapping) else value for name, value in found.items()
                if value is not None}

    @classmethod
    def from_json(cls, data: Mapping) -> "Totals":
        return cls(data["lines"], data["messages"], data["conversations"], data["dialogues_kept"],
                   data["conversations_dropped"], data["read_problems"], data["bot_commands"], data.get("privacy"),
                   data.get("channels"))


@dataclass(frozen=True)
class SplitsSection:
    """`splits`: dialogues per split, and each exporter's example counts and skips (`NAME/SPLIT...` keys)."""

    dialogues: Mapping[str, int]
    examples: Mapping[str, Mapping]     # exporter -> {"counts": ..., "skipped": ...}

    def as_json(self) -> dict:
        return {"dialogues": dict(self.dialogues), "examples": dict(self.examples)}

    @classmethod
    def from_json(cls, data: Mapping) -> "SplitsSection":
        return cls(data["dialogues"], data["examples"])

    def counts(self, exporter: str) -> dict[str, int]:
        """An exporter's example counts (`file key` -> examples)."""
        return dict(self.examples[exporter]["counts"])


SECTIONS: dict[str, Any] = {"dataset": DatasetSection, "days": DaysSection, "totals": Totals, "splits": SplitsSection}


@dataclass(frozen=True)
class RunStats:
    """The statistics of a run, as `stats.json` holds them: one field per section, in the file's order.

    `as_json()` is the file's object and `from_json` reads it back into the record; the report, the README
    and the dataset card read the sections through their records and the properties below. `run` (timings
    and the work of this run only) is None until the run is finished."""

    dataset: DatasetSection
    days: DaysSection
    totals: Totals
    distributions: Mapping
    splits: SplitsSection
    empty_files: Mapping[str, str]
    validation: Mapping
    conversations: Mapping | None = None   # the multi-party conversations (`dataset.conversation_section`)
    run: Mapping | None = None

    def as_json(self) -> dict:
        found = {item.name: getattr(self, item.name) for item in fields(self)}
        return {name: value.as_json() if hasattr(value, "as_json") else value for name, value in found.items()
                if value is not None}

    @classmethod
    def from_json(cls, data: Mapping) -> "RunStats":
        return cls(**{item.name: SECTIONS[item.name].from_json(data[item.name]) if item.name in SECTIONS
                      else data[item.name] for item in fields(cls) if item.name in data})

    def with_run(self, run: Mapping) -> "RunStats":
        return replace(self, run=run)

    @property
    def problems(self) -> tuple[str, ...]:
        """Every validator's findings, as `validator: problem`."""
        return tuple(f"{name}: {p}" for name, found in self.validation.items() if name != "ok" for p in found)

    @property
    def dialogues_per_split(self) -> dict[str, int]:
        return dict(self.splits.dialogues)

    @property
    def subtask1_examples(self) -> dict[str, int]:
        """DSTC7 subtask-1 examples per split."""
        counts = self.splits.counts(DSTC7_EXPORTER)
        return {split: counts.get(f"{split}/{SUBTASK_1}", 0) for split in SPLITS}

    @property
    def failed_days(self) -> dict[str, str]:
        return dict(self.days.failed)

    @property
    def lines(self) -> int:
        return self.totals.lines
