"""The release step of extract: the run's dialogues anonymised once, before any exporter, and the check
that no name or personal shape reached a released file.

`anonymize_run` replaces names (every name the days' logs know, recorded in their shards) and personal data in
every dialogue (`disentangle.privacy`), writes what the release no longer says to `provenance/` (nicks, and a
chat export's platform ids, which no released file holds under any `--anonymize`), and counts the
replacements by kind. `release_texts` reads back every text value of the released files (dialogues/ and
each exporter's directory; not the man-page knowledge, which is public documentation) for the validator.
`platform_id_problems` checks the provenance of a chat export's run against its chat-day files: each line of
each dialogue has the platform ids of that line of its day. `with_title_check` looks for the source's private
texts (a private chat's title, the export's path: `privacy.titles`) in every file name of the output, its
README, card, manifest and stats.json, and (when an anonymiser ran) every released text. The released texts
and those side channels are also read by the auditor written apart from the anonymiser (`privacy.audit`):
`release_problems` and `with_side_channel_check`.
"""
from __future__ import annotations

import csv
import gzip
import io
import json
import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from disentangle.atomic import atomic_write_bytes
from disentangle.dialogues.multiparty import MultiConversation
from disentangle.dialogues.records import Dialogue, dialogue_day
from disentangle.exporters import exporters
from disentangle.exporters.hf import HF_DIR
from disentangle.exporters.hf_card import CARD_FILE
from disentangle.extract.days import collect_names
from disentangle.extract.layout import DIALOGUES_DIR, KNOWLEDGE_FILE, MANIFEST_FILE, README_FILE, STATS_FILE
from disentangle.extract.records import DayRecord, PreparedSource
from disentangle.extract.shards import gzip_lines, json_line
from disentangle.extract.stats import RunStats
from disentangle.logs.chat_days import DayLine, day_lines
from disentangle.logs.records import LogError, PlatformIds
from disentangle.privacy import (
    CONVERSATIONS_PROVENANCE_FILE,
    KINDS,
    NONE,
    PERSONAL,
    PROVENANCE_DIR,
    PROVENANCE_FILE,
    PrivacySettings,
    anonymize_conversation,
    anonymize_dialogue,
    carries_platform_ids,
    conversation_provenance,
    leak_problems,
    provenance_record,
)
from disentangle.privacy.audit import AuditScope, audit_texts, known_names, people_channels
from disentangle.privacy.engine import name_rule
from disentangle.privacy.names import without_bots
from disentangle.privacy.titles import PrivateText, title_problems

logger = logging.getLogger(__name__)

PARQUET_SUFFIX = ".parquet"
TITLES = "titles"                      # the validator of private texts (stats.json `validation.titles`)
PRIVACY = "privacy"                    # the validators of names and personal data (stats.json `validation.privacy`)
DESCRIPTIONS = (README_FILE, MANIFEST_FILE, f"{HF_DIR}/{CARD_FILE}")   # read whole, whatever the anonymiser
NAMING_FIELDS = ("id", "source")       # of a released dialogue: read whatever the anonymiser
MAX_REPORTED = 20                      # provenance problems listed; the rest are counted
HOME_PARTS = 2                         # a home of more parts than `/root` is a person's (`/home/alice`)
MIN_PRIVATE_PATH = 4                   # a shorter path is not looked for (it would be everywhere)
T = TypeVar("T")                       # a released record: a dialogue or a multi-party conversation


@dataclass(frozen=True)
class Anonymized:
    """The run's dialogues as released, the names of every day (keys), and what was replaced."""

    dialogues: tuple[Dialogue, ...]
    names: frozenset[str]
    counts: Mapping[str, int]          # replacements in the utterances, by kind (patterns.KINDS)
    utterances: int                    # utterances of the dialogues
    touched: int                       # utterances the anonymiser changed
    settings: PrivacySettings
    provenance: str = ""               # the provenance file written (relative to the output), "" none
    platform_ids: bool = False         # does it hold a chat export's platform ids?

    def as_json(self) -> dict:
        """The `privacy` section of stats.json."""
        return {"anonymize": self.settings.mode, "generic_tags": self.settings.generic_tags,
                "utterances": self.utterances, "utterances_changed": self.touched,
                "replaced": {kind: self.counts.get(kind, 0) for kind in (*KINDS, *sorted(set(self.counts) - set(KINDS)))},
                "provenance": self.provenance, **({"platform_ids": True} if self.platform_ids else {})}


def run_names(out: Path, records: Mapping[str, DayRecord]) -> frozenset[str]:
    """Every name the run's days know (a nick of one day mentioned on another is a name too), but the
    channel's factoid bots' (`names.without_bots`)."""
    return without_bots(frozenset().union(*collect_names(out, records).values()))


def _anonymize_each(items: Sequence[T], anonymize: Callable[[T], tuple[T, Counter[str], int]]
                    ) -> tuple[tuple[T, ...], dict[str, int], int]:
    """Each record anonymised (`anonymize`: the record, what it replaced, how many texts it changed): the
    released records, the replacements by kind, the texts changed."""
    counts: Counter[str] = Counter()
    released, touched = [], 0
    for item in items:
        new, found, changed = anonymize(item)
        released.append(new)
        counts.update(found)
        touched += changed
    return tuple(released), dict(counts), touched


def anonymize_dialogues(dialogues: Sequence[Dialogue], names: frozenset[str], settings: PrivacySettings
                        ) -> Anonymized:
    """Every dialogue anonymised with `names` (keys): what the release holds, and what was replaced."""
    rule = name_rule(names, settings)
    released, counts, touched = _anonymize_each(dialogues, lambda d: anonymize_dialogue(d, rule, settings))
    utterances = sum(len(turn.utterances) for d in dialogues for turn in d.turns)
    return Anonymized(released, names, counts, utterances, touched, settings)


def released_dialogues(work: Path, records: Mapping[str, DayRecord], dialogues: Sequence[Dialogue],
                       settings: PrivacySettings) -> Sequence[Dialogue]:
    """Dialogues as a run whose units are in `work` releases them: anonymised as `settings` ask, with every
    name those units know; as they are when nothing is replaced (what compare's baselines read)."""
    if not settings.active:
        return dialogues
    return anonymize_dialogues(dialogues, run_names(work, records), settings).dialogues


def anonymize_run(out: Path, records: Mapping[str, DayRecord], dialogues: Sequence[Dialogue],
                   settings: PrivacySettings) -> Anonymized:
    """Every dialogue anonymised with every name the run's days know (its platform ids dropped); the originals'
    provenance written to `provenance/` (under `--anonymize none`, where the dialogues keep their nicks, only
    when they carry platform ids)."""
    names = run_names(out, records) if settings.active else frozenset()  # inactive: only ids leave, no text changes
    anonymized = anonymize_dialogues(dialogues, names, settings)
    platform_ids = carries_platform_ids(dialogues)
    if settings.mode == NONE and not platform_ids:
        return anonymized
    atomic_write_bytes(out / PROVENANCE_DIR / PROVENANCE_FILE,
                       gzip_lines(json_line(provenance_record(d)) for d in dialogues))
    return replace(anonymized, provenance=f"{PROVENANCE_DIR}/{PROVENANCE_FILE}", platform_ids=platform_ids)


@dataclass(frozen=True)
class ReleasedConversations:
    """The multi-party conversations as released and what the anonymiser replaced in them."""

    conversations: tuple[MultiConversation, ...]
    counts: Mapping[str, int]          # replacements in the texts, by kind
    messages: int
    touched: int                       # texts the anonymiser changed
    provenance: str = ""               # the provenance file written (relative to the output), "" none

    def as_json(self) -> dict:
        """The `privacy` part of stats.json's `conversations` section."""
        return {"messages": self.messages, "messages_changed": self.touched,
                "replaced": dict(sorted(self.counts.items())), "provenance": self.provenance}


def release_conversations(out: Path, conversations: Sequence[MultiConversation], names: frozenset[str],
                          settings: PrivacySettings) -> ReleasedConversations:
    """The conversations as the release holds them, anonymised as the dialogues are (`names`: every name the
    run's days know; their platform ids always dropped); their provenance written to `provenance/` when the
    dialogues' would be (names replaced, or platform ids to keep out of the release)."""
    rule = name_rule(names, settings)
    released, counts, touched = _anonymize_each(conversations, lambda c: anonymize_conversation(c, rule, settings))
    result = ReleasedConversations(released, counts, sum(len(c.messages) for c in conversations), touched)
    if settings.mode == NONE and not any(m.platform for c in conversations for m in c.messages):
        return result
    atomic_write_bytes(out / PROVENANCE_DIR / CONVERSATIONS_PROVENANCE_FILE,
                       gzip_lines(json_line(conversation_provenance(c)) for c in conversations))
    return replace(result, provenance=f"{PROVENANCE_DIR}/{CONVERSATIONS_PROVENANCE_FILE}")


def needs_release_step(dialogues: Sequence[Dialogue], settings: PrivacySettings) -> bool:
    """Does the release differ from the dialogues as extracted: text to anonymise, or platform ids to keep
    out of it?"""
    return settings.active or carries_platform_ids(dialogues)


def _provenance_records(out: Path) -> Iterator[dict]:
    with gzip.open(out / PROVENANCE_DIR / PROVENANCE_FILE, "rt", encoding="utf-8") as lines:
        for line in lines:
            yield json.loads(line)


def _turn_problems(where: str, turn: Mapping, day: Sequence[DayLine]) -> list[str]:
    """A provenance turn's platform ids against the lines of its day (one problem per turn at most)."""
    platform = turn.get("platform")
    if not isinstance(platform, list) or len(platform) != len(turn["lines"]):
        return [f"{where}: no platform ids for each of its lines"]
    for line, ids in zip(turn["lines"], platform):
        if not 0 <= line < len(day):
            return [f"{where}: line {line} is not a line of its day ({len(day)} lines)"]
        if PlatformIds.from_json(ids) != day[line].platform:
            return [f"{where}: line {line} has id {ids.get('id')!r} in the provenance but {day[line].platform_id!r} "
                    f"in its day file"]
    return []


def platform_id_problems(out: Path, prepared: PreparedSource) -> list[str]:
    """What is wrong with the platform ids of a chat export's provenance: a dialogue line without them, or
    with ids other than its day file's (the chat-day files of the run's units)."""
    paths = {unit.key: unit.located.path for unit in prepared.units if unit.located.path is not None}
    days: dict[str, Sequence[DayLine]] = {}
    problems: list[str] = []
    try:
        for record in _provenance_records(out):
            key = dialogue_day(record["id"])
            if key not in paths:
                problems.append(f"{PROVENANCE_FILE}: {record['id']}: no day file of {key}")
                continue
            if key not in days:
                days[key] = day_lines(paths[key].read_bytes(), str(paths[key]))
            for number, turn in enumerate(record["turns"]):
                problems += _turn_problems(f"{PROVENANCE_FILE}: {record['id']} turn {number}", turn, days[key])
    except (OSError, ValueError, KeyError, TypeError, LogError) as error:
        problems.append(f"{PROVENANCE_DIR}/{PROVENANCE_FILE}: cannot be checked: {error}")
    return problems[:MAX_REPORTED] + ([f"{len(problems) - MAX_REPORTED} more"] if len(problems) > MAX_REPORTED else [])


def _collect(value: object, found: list[str]) -> None:
    if type(value) is str:  # the exact JSON types answer first: this walk reads every released value
        found.append(value)
    elif type(value) is dict:
        for item in value.values():
            _collect(item, found)
    elif type(value) is list:
        for item in value:
            _collect(item, found)
    elif isinstance(value, str):
        found.append(value)
    elif isinstance(value, Mapping | list):
        _collect(dict(value) if isinstance(value, Mapping) else list(value), found)


def _strings(value: object) -> list[str]:
    """The strings of a JSON value, depth first in document order."""
    found: list[str] = []
    _collect(value, found)
    return found


def _values(name: str, data: bytes) -> Iterator[str]:
    """The text values of a file's bytes by its kind (JSON lines, JSON, CSV, Parquet; else the whole text)."""
    if name.endswith(".gz"):
        yield from _values(name[:-len(".gz")], gzip.decompress(data))
    elif name.endswith(PARQUET_SUFFIX):
        import pyarrow.parquet as pq  # imported here: only the hf format needs it
        yield from _strings(pq.read_table(io.BytesIO(data)).to_pylist())
    elif name.endswith(".jsonl"):
        for line in data.decode("utf-8").splitlines():
            yield from _strings(json.loads(line)) if line.strip() else ()
    elif name.endswith(".json"):
        yield from _strings(json.loads(data.decode("utf-8")))
    elif name.endswith((".csv", ".tsv")):
        delimiter = "\t" if name.endswith(".tsv") else ","
        for row in csv.reader(io.StringIO(data.decode("utf-8"), newline=""), delimiter=delimiter):
            yield from row
    else:
        yield data.decode("utf-8", errors="replace")


def released_files(out: Path) -> list[Path]:
    """Every file of the released directories (dialogues/ and each exporter's), without the man pages."""
    directories = dict.fromkeys([DIALOGUES_DIR, *(exporter.directory for exporter in exporters())])
    return sorted(path for directory in directories for path in (out / directory).rglob("*")
                  if path.is_file() and path.name != KNOWLEDGE_FILE and not path.name.startswith("."))


def release_texts(out: Path) -> Iterable[tuple[str, str]]:
    """(file, text value) of every released file."""
    for path in released_files(out):
        where = path.relative_to(out).as_posix()
        for text in _values(path.name, path.read_bytes()):
            yield where, text


def distinct_texts(texts: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """Each distinct text once, with the first place it stands (an utterance stands in many options and formats)."""
    first: dict[str, str] = {}
    for where, text in texts:
        first.setdefault(text, where)
    return [(where, text) for text, where in first.items()]


def audit_scope(anonymized: Anonymized) -> AuditScope | None:
    """What the independent auditor (`privacy.audit`) looks for under the run's `--anonymize` (None: nothing)."""
    settings = anonymized.settings
    if settings.mode == NONE:
        return None
    return AuditScope(known_names(anonymized.names, settings.commands), settings.mode == PERSONAL)


def release_problems(out: Path, anonymized: Anonymized) -> list[str]:
    """What the privacy validators find in the released files, read once: the anonymiser's own check
    (`privacy.check`: names and the shapes of its rules left) and the auditor written apart from it
    (`privacy.audit`), each finding once."""
    texts = distinct_texts(release_texts(out))
    found = leak_problems(texts, anonymized.names, anonymized.settings)
    scope = audit_scope(anonymized)
    return list(dict.fromkeys(found + (audit_texts(texts, scope) if scope is not None else [])))


def _file_names(out: Path, output_name: str) -> Iterator[tuple[str, str]]:
    """(where, name) of the default output folder's name and every file's path under `out`; `where` names the
    file's top folder only (a finding never quotes the name it found)."""
    yield "the default output folder's name", output_name
    for path in sorted(out.rglob("*")):
        parts = path.relative_to(out).parts
        yield f"a file name under {parts[0]}/" if len(parts) > 1 else "a file name of the output folder", \
            "/".join(parts)


def _descriptions(out: Path, stats: RunStats) -> Iterator[tuple[str, str]]:
    for name in DESCRIPTIONS:
        if (out / name).is_file():
            yield name, (out / name).read_text(encoding="utf-8", errors="replace")
    yield STATS_FILE, json.dumps(stats.as_json(), ensure_ascii=False)


def _dialogue_names(out: Path) -> Iterator[tuple[str, str]]:
    """(file, value) of each released dialogue's `id` and `source` (what names its source, in any mode)."""
    for path in sorted((out / DIALOGUES_DIR).glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                yield from ((path.relative_to(out).as_posix(), str(record.get(key, ""))) for key in NAMING_FIELDS)


def title_findings(out: Path, prepared: PreparedSource, stats: RunStats, records: bool) -> list[str]:
    """Where the output holds a private text of its source (`SourceInfo.private`): a file name, a description
    (README, card, manifest, `stats` as it will be written), a dialogue's id or source, and, with `records`
    (an anonymiser ran) and a private title (a DM's, a person's), any text value of the released files (the
    export's path, which no message of the export holds, is looked for where the run writes it: names and
    descriptions; reading every record for it alone cost a whole pass over the output)."""
    private: tuple[PrivateText, ...] = prepared.info.private
    found = title_problems([*_file_names(out, prepared.output_name), *_descriptions(out, stats),
                            *_dialogue_names(out)], private)
    if records and any(not item.path for item in private):
        found += title_problems(release_texts(out), private, records=True)
    return list(dict.fromkeys(found))  # the card is a description and a released file


def private_paths(logs: Path | None, home: Path) -> tuple[str, ...]:
    """The paths no description may hold: the input's (resolved) and the operator's home (one under a folder of
    homes, `/home/NAME`, `/Users/NAME`: not `/root` nor `/`, which stand in ordinary help)."""
    found = [str(home)] if len(home.parts) > HOME_PARTS else []
    if logs is not None:
        found.append(str(Path(logs).resolve()))
    return tuple(path for path in found if len(path) >= MIN_PRIVATE_PATH)


def side_channel_problems(out: Path, prepared: PreparedSource, stats: RunStats, settings: PrivacySettings,
                          paths: tuple[str, ...] = ()) -> list[str]:
    """What the auditor (`privacy.audit`: personal data, platform ids and the `paths` as written; names are
    `title_findings`' part) finds where no anonymiser writes: the default output folder's name, every file
    name, the README, card, manifest, `stats` as it will be written, each dialogue's `id` and `source`; and in
    the names and ids, a channel name shaped as one named after people (`audit.people_channels`)."""
    naming = [*_file_names(out, prepared.output_name), *_dialogue_names(out)]
    texts = [*naming, *_descriptions(out, stats)]
    return audit_texts(distinct_texts(texts), AuditScope(None, settings.mode == PERSONAL, paths)) + \
        people_channels(distinct_texts(naming))


def with_side_channel_check(out: Path, prepared: PreparedSource, stats: RunStats, settings: PrivacySettings,
                            paths: tuple[str, ...] = ()) -> RunStats:
    """`stats` with the findings of `side_channel_problems` added to `validation.privacy` when an anonymiser
    ran (under `--anonymize none` the release keeps what the logs say, by request)."""
    if settings.mode == NONE:
        return stats
    found = side_channel_problems(out, prepared, stats, settings, paths)
    if not found:
        return stats
    problems = {name: value for name, value in stats.validation.items() if name != "ok"}
    problems[PRIVACY] = [*problems.get(PRIVACY, []), *found]
    return replace(stats, validation={"ok": False, **problems})


def with_title_check(out: Path, prepared: PreparedSource, stats: RunStats, records: bool) -> RunStats:
    """`stats` with the findings of `title_findings` in its validation (`validation.titles`) for a source that
    has private texts (a chat export), as it is for any other."""
    if not prepared.info.private:
        return stats
    found = title_findings(out, prepared, stats, records)
    problems = {name: value for name, value in stats.validation.items() if name != "ok"} | {TITLES: found}
    return replace(stats, validation={"ok": not any(problems.values()), **problems})
