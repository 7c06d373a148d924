"""The dataset of a run: dialogues per split, examples of every exporter, man-page knowledge, validation.

`write_dataset` writes `dialogues/`, the manifest, every format of the `exporters` registry (DSTC7 with
man-page knowledge, its blind test split, UDC v2, conversational-datasets, chat), runs every validator and
returns the statistics that go to `stats.json`.
"""
from __future__ import annotations

import logging
import math
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from disentangle.atomic import atomic_write_bytes, write_json
from disentangle.dialogues.bot_commands import KEEP_COMMANDS, BotCommands
from disentangle.dialogues.calibration import precision_threshold
from disentangle.dialogues.filters import dialogue_violations
from disentangle.dialogues.length_plot import plot_lengths
from disentangle.dialogues.multiparty import MultiConversation
from disentangle.dialogues.quality import keep_confident
from disentangle.dialogues.records import Dialogue, dialogue_to_json
from disentangle.dialogues.statistics import distributions
from disentangle.examples.records import Example, ExampleConfig
from disentangle.examples.splits import SPLITS, assign_split, split_dialogues
from disentangle.exporters import ExportJob, ExportReport, exporters
from disentangle.exporters.conversations import split_conversations
from disentangle.exporters.empty_files import merge_records
from disentangle.exporters.hf import HF_DIR
from disentangle.exporters.hf_card import CARD_FILE, dataset_card
from disentangle.extract.days import collect_conversations, collect_dialogues
from disentangle.extract.errors import SettingError
from disentangle.extract.layout import (
    DIALOGUES_DIR,
    DSTC7_DIR,
    FORMAT_VERSION,
    KNOWLEDGE_FILE,
    MANIFEST_FILE,
    PLOT_FILE,
    README_FILE,
    SHARD_SUFFIX,
)
from disentangle.extract.records import (
    BELOW_CONFIDENCE,
    FROM_PREVIOUS_DAY,
    KIND_CHAT,
    METHOD,
    MODE_SAMPLE,
    DatasetTimings,
    DayJob,
    DayRecord,
    Knowledge,
    PreparedSource,
)
from disentangle.extract.release import (
    ReleasedConversations,
    anonymize_run,
    needs_release_step,
    platform_id_problems,
    release_conversations,
    release_problems,
)
from disentangle.extract.report import (
    bot_command_counts,
    card_facts,
    channel_totals,
    dataset_section,
    day_section,
    readme,
    split_section,
    totals,
)
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.shards import gzip_lines, json_line
from disentangle.extract.stats import RunStats
from disentangle.knowledge.command_links import ManIndex, index_pages
from disentangle.knowledge.grounding import context_knowledge, knowledge_source
from disentangle.knowledge.manpages import ManPageError, build_knowledge, load_knowledge
from disentangle.privacy import PrivacySettings

logger = logging.getLogger(__name__)

NOTHING_KEPT = math.inf   # the threshold of a --min-precision that no threshold reaches (stats.json: null)


def load_man_knowledge(options: ExtractOptions) -> Knowledge:
    """The man-page index for subtask 5 and what it holds (building the knowledge file when absent)."""
    try:
        build_knowledge(options.knowledge, roots=options.man_roots)
        pages = load_knowledge(options.knowledge)
    except (ManPageError, ValueError) as error:  # ValueError: e.g. bytes that are not UTF-8
        raise SettingError("knowledge", f"{options.knowledge}: man-page knowledge: {error} (give another knowledge "
                                        "file or man-page directory)") from error
    index = index_pages(pages)
    return Knowledge(index, knowledge_source(options.knowledge, pages, index))


def load_man_index(options: ExtractOptions) -> ManIndex:
    return load_man_knowledge(options).index


def knowledge_links(index: ManIndex) -> Callable[[Example], list[str]]:
    """Example -> the pages (`name(section)`) whose commands its context uses (never the answer), ranked."""
    return context_knowledge(index)


def copy_if_changed(source: Path, target: Path) -> None:
    data = source.read_bytes()
    if not target.is_file() or target.read_bytes() != data:
        atomic_write_bytes(target, data)


def write_dialogue_splits(out: Path, groups: Mapping[str, Sequence[Dialogue]]) -> None:
    for split in SPLITS:
        atomic_write_bytes(out / DIALOGUES_DIR / f"{split}{SHARD_SUFFIX}",
                           gzip_lines(json_line(dialogue_to_json(d)) for d in groups[split]))


def manifest(groups: Mapping[str, Sequence[Dialogue]], config: ExampleConfig) -> dict:
    return {"format": FORMAT_VERSION,
            "rule": "split = examples.assign_split(dialogue id): SHA-256 of the id, fractions "
                    + ", ".join(f"{name} {fraction:g}" for name, fraction in config.split_fractions),
            "splits": {split: [d.id for d in groups[split]] for split in SPLITS}}


def manifest_problems(groups: Mapping[str, Sequence[Dialogue]], config: ExampleConfig) -> list[str]:
    """Splits disjoint and as hashed."""
    problems: list[str] = []
    seen: dict[str, str] = {}  # dialogue id -> its split
    for split in SPLITS:
        for dialogue in groups[split]:
            if dialogue.id in seen:
                problems.append(f"manifest: {dialogue.id} in both {seen[dialogue.id]} and {split}")
            seen[dialogue.id] = split
            if assign_split(dialogue.id, config.split_fractions) != split:
                problems.append(f"manifest: {dialogue.id} hashes to another split than {split}")
    return problems


def dialogue_problems(dialogues: Iterable[Dialogue]) -> list[str]:
    return [f"dialogue {d.id}: {', '.join(v)}" for d in dialogues if (v := dialogue_violations(d))]


@dataclass(frozen=True)
class ExportFacts:
    """What the exporters are told beside the dialogues: the released multi-party conversations, the chat
    platform ("" for IRC logs), the run's channel (for rows whose unit names none) and how chat rows end."""

    conversations: Sequence[MultiConversation] = ()
    platform: str = ""
    channel: str = ""
    chat_end: str = ExportJob.chat_end


def write_examples(out: Path, dialogues: Sequence[Dialogue], config: ExampleConfig,
                   index: ManIndex, facts: ExportFacts = ExportFacts()) -> dict[str, ExportReport]:
    job = ExportJob(dialogues, config, knowledge_links(index), conversations=facts.conversations,
                    platform=facts.platform, channel=facts.channel, chat_end=facts.chat_end)
    return {exporter.name: exporter.write(job, out / exporter.directory) for exporter in exporters()}


def validate(out: Path, dialogues: Sequence[Dialogue], groups: Mapping[str, Sequence[Dialogue]],
             config: ExampleConfig, reports: Mapping[str, ExportReport],
             bots: BotCommands = KEEP_COMMANDS, facts: ExportFacts = ExportFacts()) -> dict[str, list[str]]:
    """Every validator's problems, by what it checked; a file may be empty only if its writer said why (and,
    when `bots` replaces or drops commands, no utterance may be a bare command)."""
    job = ExportJob(dialogues, config, bot_commands=bots, conversations=facts.conversations,
                    platform=facts.platform, channel=facts.channel, chat_end=facts.chat_end)
    return {"dialogues": dialogue_problems(dialogues), "manifest": manifest_problems(groups, config),
            **{exporter.name: exporter.validate(job, out / exporter.directory, reports[exporter.name])
               for exporter in exporters()}}


def empty_record(reports: Mapping[str, ExportReport]) -> dict[str, str]:
    """Every output file left empty, as `dir/file` -> why."""
    directories = {exporter.name: exporter.directory for exporter in exporters()}
    return merge_records((directories[name], report.empty) for name, report in reports.items())


def confident_release(out: Path, found: Sequence[MultiConversation], left_out: Mapping[str, int],
                      names: frozenset[str], privacy: PrivacySettings, threshold: float
                      ) -> tuple[ReleasedConversations, dict[str, int]]:
    """The multi-party conversations whose confidence is at least `threshold` (as `keep_confident` keeps
    dialogues), released (`release.release_conversations`); and those left out, per reason, with the ones
    below the threshold."""
    confident = [c for c in found if (c.confidence or 0.0) >= threshold]
    released = release_conversations(out, confident, names, privacy)
    return released, {**left_out, BELOW_CONFIDENCE: len(found) - len(confident)}


def chosen_threshold(dialogues: Sequence[Dialogue], options: ExtractOptions) -> float:
    """The confidence threshold of the run: `--min-confidence`, or with `--min-precision P` the lowest
    threshold at which the dialogues kept have a mean confidence (expected exact share) of at least P (above
    every confidence, so none kept, when no threshold reaches P; said in the log)."""
    if options.min_precision is None:
        return options.min_confidence
    choice = precision_threshold([d.confidence or 0.0 for d in dialogues], options.min_precision)
    if choice.threshold is None:
        logger.warning("--min-precision %s: no threshold reaches it; no dialogue kept", options.min_precision)
        return NOTHING_KEPT
    logger.info("--min-precision %s: threshold %s keeps %d dialogues, expected precision %.3f",
                options.min_precision, choice.threshold, choice.kept, choice.expected_precision)
    return choice.threshold


def write_dataset(out: Path, prepared: PreparedSource, job: DayJob, records: dict[str, DayRecord],
                  options: ExtractOptions, knowledge: Knowledge) -> tuple[RunStats, DatasetTimings]:
    """Everything after the units: returns the statistics written to stats.json (without the run's own
    section) and how long examples and validation took."""
    config = options.example_config()
    started = time.perf_counter()
    found, left_out = collect_conversations(out, records)  # first: a damaged shard fails its day for both
    collected = collect_dialogues(out, records)
    threshold = chosen_threshold(collected, options)
    dialogues, below = keep_confident(collected, threshold)
    del collected
    privacy = options.privacy(frozenset(knowledge.index.pages))
    anonymized = anonymize_run(out, records, dialogues, privacy) if needs_release_step(dialogues, privacy) else None
    dialogues = list(anonymized.dialogues) if anonymized is not None else dialogues
    released, left_out = confident_release(out, found, left_out, anonymized.names if anonymized else frozenset(),
                                           privacy, threshold)
    del found  # the conversations as extracted (platform ids and all): only the released ones are needed now
    facts = ExportFacts(released.conversations, prepared.info.platform,
                        prepared.info.channels[0] if len(prepared.info.channels) == 1 else "", options.chat_end)
    groups, _ = split_dialogues(dialogues, config.split_fractions)
    write_dialogue_splits(out, groups)
    write_json(out / MANIFEST_FILE, manifest(groups, config))
    if knowledge.source.file:  # none outside #ubuntu: no man-page grounding there
        copy_if_changed(Path(options.knowledge), out / DSTC7_DIR / KNOWLEDGE_FILE)
    reports = write_examples(out, dialogues, config, knowledge.index, facts)
    examples = time.perf_counter() - started
    started = time.perf_counter()
    problems = validate(out, dialogues, groups, config, reports, job.bot_commands, facts)
    if anonymized is not None:
        problems["privacy"] = release_problems(out, anonymized)
    if prepared.info.kind == KIND_CHAT:  # a chat export: its platform ids, in provenance/ only
        problems["provenance"] = platform_id_problems(out, prepared) if dialogues else []
    timings = DatasetTimings(examples, time.perf_counter() - started)
    stats = RunStats(dataset=dataset_section(prepared, job, options, config, knowledge.source, threshold, dialogues),
                     days=day_section(prepared, records),
                     totals=totals(records, len(dialogues), below, bot_command_counts(dialogues, job.bot_commands),
                                   anonymized.as_json() if anonymized is not None else None,
                                   channel_totals(prepared, records, groups)),
                     distributions=distributions(dialogues),
                     splits=split_section(groups, reports), empty_files=empty_record(reports),
                     validation={"ok": not any(problems.values()), **problems},
                     conversations=conversation_section(released, left_out, records, config))
    _write_descriptions(out, prepared, stats, dialogues, config)
    return stats, timings


def conversation_section(released: ReleasedConversations, left_out: Mapping[str, int],
                         records: Mapping[str, DayRecord], config: ExampleConfig) -> dict:
    """stats.json's `conversations`: the multi-party conversations kept, per split and by number of speakers,
    those left out per reason (`continues_previous_day` as the dialogues count it), what was anonymised."""
    groups = split_conversations(released.conversations, config)
    crossing = sum(dict(r.stats.dropped).get(FROM_PREVIOUS_DAY, 0) for r in records.values()
                   if r.usable and r.stats is not None)
    speakers = Counter(len(c.speakers) for c in released.conversations)
    return {"kept": len(released.conversations), "splits": {split: len(groups[split]) for split in groups},
            "speakers": {str(n): speakers[n] for n in sorted(speakers)},
            "dropped": dict(sorted({FROM_PREVIOUS_DAY: crossing, **left_out}.items())),
            "privacy": released.as_json()}


def _write_descriptions(out: Path, prepared: PreparedSource, stats: RunStats, dialogues: Sequence[Dialogue],
                        config: ExampleConfig) -> None:
    """The plot of dialogue lengths, the README and the dataset card (which needs the Parquet files)."""
    sample = " (sample)" if prepared.mode == MODE_SAMPLE else ""
    title = f"{prepared.info.label} {prepared.period}{sample}: {len(dialogues)} dialogues"
    atomic_write_bytes(out / PLOT_FILE, plot_lengths({METHOD: dialogues}, title))
    atomic_write_bytes(out / README_FILE, readme(prepared, stats).encode("utf-8"))
    card = dataset_card(card_facts(prepared, stats, config), out / HF_DIR)
    atomic_write_bytes(out / HF_DIR / CARD_FILE, card.encode("utf-8"))
