"""What a run says about itself: the sections of `stats.json` (`RunStats`, written from the record and read
back into it), the README of the dataset (its filters described from `DSTC7_FILTERS`) and the report
returned to the command line.
"""
from __future__ import annotations

import logging
import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from pathlib import Path

from disentangle.dialogues.bot_commands import DROPPED, KEPT, REPLACED, BotCommands, count_commands, is_command_message
from disentangle.dialogues.calibration import CALIBRATED_MEASURE
from disentangle.dialogues.filters import DSTC7_FILTERS
from disentangle.dialogues.records import HELPER, Dialogue
from disentangle.examples.records import ExampleConfig
from disentangle.examples.splits import SPLITS
from disentangle.exporters import ExportReport
from disentangle.exporters.hf_card import CardFacts
from disentangle.extract.layout import FORMAT_VERSION, PLOT_FILE
from disentangle.extract.records import (
    BELOW_CONFIDENCE,
    DAY_DONE,
    DAY_FAILED,
    DAY_MISSING,
    DAY_REUSED,
    DAY_STATUSES,
    DAY_UNAVAILABLE,
    METHOD,
    MODE_SAMPLE,
    DayJob,
    DayRecord,
    ExtractReport,
    PhaseTimings,
    PreparedSource,
    SourceInfo,
)
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.stats import HF_EXPORTER, DatasetSection, DaysSection, RunStats, SplitsSection, Totals
from disentangle.knowledge.grounding import KnowledgeSource
from disentangle.logs.records import nick_key

logger = logging.getLogger(__name__)

DIALOGUES_WITH_COMMANDS = "dialogues"   # in totals.bot_commands: dialogues that hold a command (any fate)
CHANNEL_COUNTS = ("lines", "messages", "conversations", "dialogues")   # `DayStats` summed per channel
COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def day_section(prepared: PreparedSource, records: Mapping[str, DayRecord]) -> DaysSection:
    by_status = Counter(r.status for r in records.values())
    per_day = {}
    for date in sorted(records):
        r = records[date]
        entry = {"status": DAY_DONE if r.status == DAY_REUSED else r.status, "origin": r.origin,
                 "source": r.source}
        per_day[date] = {**entry, **(r.stats.as_dict() if r.stats else {}), **({"detail": r.detail}
                                                                               if r.detail else {})}
    sample = prepared.in_range - len(prepared.units) if prepared.mode == MODE_SAMPLE else None
    return DaysSection(prepared.in_range, by_status[DAY_DONE] + by_status[DAY_REUSED],
                       {d: r.detail for d, r in sorted(records.items()) if r.status == DAY_FAILED},
                       tuple(sorted(d for d, r in records.items() if r.status == DAY_MISSING)),
                       tuple(sorted(d for d, r in records.items() if r.status == DAY_UNAVAILABLE)), per_day, sample)


def channel_totals(prepared: PreparedSource, records: Mapping[str, DayRecord],
                   groups: Mapping[str, Sequence[Dialogue]]) -> dict:
    """Per channel of a run over several (`SourceInfo.channel_keys`; {} for one): its name, days read, the
    days' counts and its dialogues kept per split."""
    found = {}
    for key, name in zip(prepared.info.channel_keys, prepared.info.channels):
        days = [r for r in records.values() if r.channel == key and r.usable and r.stats is not None]
        sources = {r.source for r in days}
        kept = {split: sum(d.source in sources for d in groups[split]) for split in SPLITS}
        found[key] = {"name": name, "days_read": len(days),
                      **{field: sum(getattr(r.stats, field) for r in days) for field in CHANNEL_COUNTS},
                      "dialogues_kept": sum(kept.values()), "splits": kept}
    return found


def totals(records: Mapping[str, DayRecord], kept: int, below_confidence: int, bot_commands: Mapping[str, int],
           privacy: Mapping | None = None, channels: Mapping | None = None) -> Totals:
    """The run's totals: the usable days' counts summed, the dialogues kept, the conversations dropped (the
    days' filters and the confidence threshold), and what `bot_commands`, `privacy` and `channels` say."""
    stats = [r.stats for r in records.values() if r.usable and r.stats is not None]
    dropped: Counter = Counter()
    problems: Counter = Counter()
    for s in stats:
        dropped.update(dict(s.dropped))
        problems.update(dict(s.read_problems))
    dropped[BELOW_CONFIDENCE] += below_confidence
    return Totals(sum(s.lines for s in stats), sum(s.messages for s in stats), sum(s.conversations for s in stats),
                  kept, dict(sorted(dropped.items())), dict(sorted(problems.items())), bot_commands, privacy,
                  channels or None)


def bot_command_counts(dialogues: Sequence[Dialogue], bots: BotCommands = BotCommands()) -> dict[str, int]:
    """Commands to the channel bot in the dialogues: replaced by the bot's answer, dropped (per reason) and
    kept as they were (a message whose original text is a command, with the participants' nicks as the
    addresses known, and that the rule left alone)."""
    records = [record for d in dialogues for record in d.bot_commands]
    kept, holding = 0, 0
    for d in dialogues:
        changed = {record.line for record in d.bot_commands}
        nicks = {nick_key(nick) for nick in d.nicks}
        left = sum(is_command_message(text, d.nicks[turn.speaker == HELPER], nicks, bots) for turn in d.turns
                   for line, text in zip(turn.lines, turn.originals) if line not in changed)
        kept += left
        holding += bool(left or changed)
    return {**count_commands(records, kept), DIALOGUES_WITH_COMMANDS: holding}


def split_section(groups: Mapping[str, Sequence[Dialogue]], reports: Mapping[str, ExportReport]) -> SplitsSection:
    return SplitsSection({split: len(groups[split]) for split in SPLITS},
                         {name: {"counts": dict(sorted(r.counts.items())), "skipped": dict(sorted(r.skipped.items()))}
                          for name, r in reports.items()})


def dataset_section(prepared: PreparedSource, job: DayJob, options: ExtractOptions, config: ExampleConfig,
                    man_source: KnowledgeSource, threshold: float, kept: Sequence[Dialogue]) -> DatasetSection:
    """`dataset`; its `confidence` records the threshold used (`threshold`, None when infinite: nothing
    reached --min-precision), the dialogues `kept` and the sum of their confidences."""
    info = prepared.info
    assert job.model is not None  # the datasets are the learned method's
    logs = {"mode": prepared.mode, "sample": prepared.mode == MODE_SAMPLE, "note": prepared.note,
            "channel": info.channel, "label": info.label, **({"platform": info.platform} if info.platform else {})}
    bots = {"mode": job.bot_commands.mode, "bots": list(job.bot_commands.bots),
            "reply_minutes": job.bot_commands.reply_minutes}
    return DatasetSection(prepared.title_year, METHOD, FORMAT_VERSION, logs,
                          (prepared.dates.first.isoformat(), prepared.dates.last.isoformat()),
                          Path(job.model.path).name, job.model.digest, options.context_lines, config.seed,
                          asdict(config), CALIBRATED_MEASURE, threshold if math.isfinite(threshold) else None, bots,
                          man_source.as_dict(), options.min_precision, len(kept), expected_exact(kept),
                          Path(job.model.calibration).name, job.model.calibration_digest)


EXPECTED_DIGITS = 1    # the expected number of exact dialogues, as stats.json and the card give it


def expected_exact(dialogues: Sequence[Dialogue]) -> float:
    """The sum of the dialogues' confidences: how many of them are expected to be exactly right."""
    return round(sum(d.confidence or 0.0 for d in dialogues), EXPECTED_DIGITS)


README_TEMPLATE = """# {label} dialogues of {period}
{warning}
Extracted by `disentangle extract {how}` ({method} disentangler, model `{model}`). Days read:
{read} of {in_range}; dialogues: {dialogues} (train {train}, dev {dev}, test {test}).
{empty}
## Files
- `stats.json`: where the logs came from (`dataset.logs`: a `sample` flag and a note when the year was
  not available and the local sample was used), days read, failed (with the reason), missing and
  unavailable, per-day counts, lines, messages, conversations, dialogues kept and conversations dropped
  per filter, turn and length distributions, dialogues and examples per split, every validator's
  findings (`validation`). The `run` field holds timings and which days this run reused; it changes from
  run to run, everything else is byte-identical across re-runs.
- `manifest.json`: the dialogue ids of each split. A dialogue's split is a SHA-256 hash of its id
  (`learned:DATE:FIRST_LINE`), 80/10/10, the same on every machine and run.
- `dialogues/{{train,dev,test}}.jsonl.gz`: one dialogue per line: `id`, `date`, `source` (the log:
  {source_names}), `method`, `nicks` (original
  nicks of participant_1, the asker, and participant_2, the helper), `turns` (speaker; per message the
  normalised text with usernames removed, the original text, the log line and the minute). Text is never
  tokenised here.
- `dstc7/`: DSTC7 Track 1 files `ubuntu_{{train,dev,test}}_subtask_{{1,2,4,5}}.json` (subtask 2 refers to the
  shared pool `ubuntu_subtask_2_candidates.json`; subtask 5 lists man pages as `name(section)`, found
  in `manpages.jsonl`: name, section, names, one-line summary and plain text of each page), and
  `ubuntu_{{split}}_provenance.jsonl` tracing each example-id to its dialogue and log lines. The blind
  test split as DSTC7 published it: `blind/ubuntu_test_subtask_N.json` (no `options-for-correct-answers`)
  and the answers in `ubuntu_responses_subtask_N.tsv` (`example-id<TAB>candidate-id<TAB>utterance`).
  Subtask 5 links man pages from the context only; `stats.json` (`dataset.manpages`) fingerprints them.
- `udc/`: Ubuntu Dialogue Corpus v2 CSV `train.csv`, `valid.csv` (our dev), `test.csv`, with
  `*_provenance.jsonl`.
- `conversational/`: conversational-datasets JSON lines, `{{train,test}}-NNNNN-of-NNNNN.jsonl` (90/10 by the
  same hash: its test set is the DSTC7 test set).
- `chat/`: the chat format for language-model training, `{{train,dev,test}}.jsonl`, a dialogue per line:
  `id`, `confidence`, `messages` (`role` `user` for the opener, `assistant` for the helper; `content`); of a
  chat export also `platform` and `minutes` (per message, since the dialogue's start).
- `conversations/`: every conversation of two or more speakers, `{{train,dev,test}}.jsonl` (split by the same
  hash of its id), a conversation per line: `id`, `platform`, `channel`, `date`, `unit`, `speakers`,
  `confidence`, `messages` (`role` `user`, `name` the speaker's pseudonym, `content`) and, one value per
  message, `reply_to` (index of the message answered), `minutes` (since the conversation's start) and
  `thread` (index of its first message in the same platform thread); counts in `stats.json` `conversations`.
- `hf/`: every dataset above as Parquet for Hugging Face `datasets`, `{{config}}/{{train,validation,test}}.parquet`
  (same examples, same order), one configuration per format and DSTC7 subtask, with its dataset card
  `hf/README.md`: `datasets.load_dataset("path/to/this/directory/hf", "dstc7_subtask_1")`.
- `{plot}`: turns and messages per dialogue.
- `days/`: the work state of the run, one gzipped JSON-lines file per finished day (a header with the
  day's counts and a fingerprint of model, options and input, then its dialogues). A re-run reuses a day
  whose fingerprint still matches; delete the directory (or pass `--force`) to redo every day.
  `conversation-days/` holds each day's multi-party conversations the same way, nicks and platform ids
  included (like `days/` and `provenance/`, not to publish).

## How
Each day is disentangled by the learned model (the last {context} lines of the previous day, when it is
a whole day, are given as context and only the day's lines are predicted; conversations that began the
day before are dropped as fragments), conversations are the connected components of the links, and
dialogues are the conversations passing the DSTC7 filters: first message directed at no one, exactly two
participants not counting the bot, no one above {max_share} of the messages, at least {min_turns} turns. Each dialogue
records its `confidence`: the calibrated probability that it is exactly a conversation as the annotators
of Kummerfeld et al. (2019)'s corpus drew it (`disentangle.dialogues.calibration`, calibrator `{calibration}`); {threshold}
(`totals.conversations_dropped.{below}` in `stats.json`; `--min-confidence 0` keeps all). Of the {kept_dialogues}
dialogues kept, about {expected} are expected to be exactly right (the sum of their confidences{precision};
`dataset.confidence` in `stats.json`).

Commands to the channel bot (`--bot-commands {bot_mode}`): a message such as `!fr | nick` is no content of its
own; the bot's answer is. With `replace` (the default) the message takes the text of the bot's reply (its
`nick:` prefix removed) as what its author said, and the dialogue's `bot_commands` records the command
line and the bot's line; private commands (`!name > nick`), commands the bot did not answer and answers
with no content ("please see above") are dropped; `drop` drops every command, `keep` leaves them as
typed. {holding} of the {total} dialogues held such a command: {replaced} commands were replaced,
{dropped} dropped and {kept} kept (`totals.bot_commands` in `stats.json`).
"""


def threshold_sentence(dataset: DatasetSection) -> str:
    """How the confidence threshold was set, for the README and the card."""
    if dataset.min_precision is None:
        return f"dialogues below {dataset.min_confidence} were left out"
    if dataset.min_confidence is None:
        return f"no threshold reached the asked expected precision {dataset.min_precision}, so every dialogue was left out"
    return (f"`--min-precision {dataset.min_precision}` chose the threshold {dataset.min_confidence} (the lowest at "
            "which the kept dialogues' mean confidence reaches it) and dialogues below it were left out")


def confidence_sentences(dataset: DatasetSection) -> str:
    """The card's account of the threshold and of how many kept dialogues are likely right."""
    kept = dataset.dialogues_kept
    return (f"A dialogue's `confidence` is the calibrated probability that it is exactly a conversation as "
            f"annotators drew it (calibrator `{dataset.calibration_file}`); {threshold_sentence(dataset)}. "
            f"Of the {kept:,} dialogues kept, about {dataset.expected_exact:,.{EXPECTED_DIGITS}f} are expected to be "
            f"exactly right (the sum of their confidences{precision_clause(dataset)}). The calibration was "
            "measured on the annotated IRC corpus of Kummerfeld et al. (2019), one Linux help channel: on other "
            "channels it is an estimate (bench/results/calibration.md in the toolkit).")


def precision_clause(dataset: DatasetSection) -> str:
    found = dataset.expected_precision
    return f", an expected precision of {100 * found:.1f}%" if found is not None else ""


def in_words(number: int) -> str:
    """A small count as a word ("three"), a larger one in digits, as English prose writes them."""
    return COUNT_WORDS[number] if 0 <= number < len(COUNT_WORDS) else f"{number:,}"


IRCLOGS_SOURCE_NAMES = "`YYYY/MM/DD/#ubuntu.txt`, or `SPLIT/FILE` for an annotated corpus excerpt"
CHAT_SOURCE_NAMES = "`{platform}/CHANNEL/YYYY-MM-DD.jsonl`, a UTC day of a channel of the export"
CHANNELS_NOTE = (", each channel's days disentangled on their own (a dialogue's `id` is "
                 "`learned:CHANNEL/DATE:FIRST_LINE`)")


def readme_source(info: SourceInfo) -> str:
    """What the README says a dialogue's `source` looks like."""
    if info.platform:
        several = CHANNELS_NOTE if len(info.channels) > 1 else ""
        return CHAT_SOURCE_NAMES.format(platform=info.platform) + several
    if info.ubuntu:
        return IRCLOGS_SOURCE_NAMES
    return f"`YYYY/MM/DD/{info.label}.txt`"


def readme(prepared: PreparedSource, stats: RunStats) -> str:
    """The dataset's README.md: where the logs came from, the files, how the dialogues were made."""
    warning = f"\n**SAMPLE, NOT THE WHOLE YEAR.** {prepared.note}.\n" if prepared.mode == MODE_SAMPLE else ""
    if prepared.mode != MODE_SAMPLE and prepared.note:
        warning = f"\nNote: {prepared.note}; days not available locally are listed in `stats.json`.\n"
    dialogues = stats.dialogues_per_split
    bots = stats.totals.bot_commands
    empty = "\nEvery output file holds examples.\n"
    if stats.empty_files:
        empty = (f"\n**{len(stats.empty_files)} output files are EMPTY** (also in `stats.json`, `empty_files`):\n"
                 + "".join(f"- `{name}`: {why}\n" for name, why in stats.empty_files.items()))
    info = prepared.info
    return README_TEMPLATE.format(empty=empty, period=prepared.period, label=info.label, how=info.rerun,
                                  warning=warning, method=METHOD, source_names=readme_source(info),
                                  model=stats.dataset.model_file, read=stats.days.read,
                                  in_range=stats.days.in_range, dialogues=sum(dialogues.values()),
                                  plot=PLOT_FILE, context=stats.dataset.context_lines,
                                  calibration=stats.dataset.calibration_file,
                                  threshold=threshold_sentence(stats.dataset), kept_dialogues=stats.dataset.dialogues_kept,
                                  expected=f"{stats.dataset.expected_exact:,.{EXPECTED_DIGITS}f}",
                                  precision=precision_clause(stats.dataset),
                                  below=BELOW_CONFIDENCE, max_share=f"{DSTC7_FILTERS.max_share:.0%}",
                                  min_turns=in_words(DSTC7_FILTERS.min_turns),
                                  bot_mode=stats.dataset.bot_mode,
                                  replaced=bots[REPLACED], dropped=bots[DROPPED], kept=bots[KEPT],
                                  holding=bots[DIALOGUES_WITH_COMMANDS], total=sum(dialogues.values()),
                                  **dialogues)


def blas_kernels(records: Mapping[str, DayRecord]) -> list[str]:
    """The BLAS kernels that computed this run's days; a warning when there are several (Dask workers on
    different CPUs): their confidences can differ in the last digits from a run on one kind of machine."""
    kernels = sorted({r.blas for r in records.values() if r.status == DAY_DONE and r.blas})
    if len(kernels) > 1:
        logger.warning("days were computed by different BLAS kernels (%s): confidences may differ in their "
                       "last digits from a run on one kind of CPU; give every host the same "
                       "OPENBLAS_CORETYPE (e.g. Haswell)", "; ".join(kernels))
    return kernels


def run_section(records: Mapping[str, DayRecord], timings: PhaseTimings, options: ExtractOptions) -> dict:
    """The part of stats.json that changes from run to run: timings and what this run did."""
    processed = [r for r in records.values() if r.status == DAY_DONE]
    lines = sum(r.stats.lines for r in processed if r.stats)
    worker_seconds = sum(r.seconds for r in records.values())
    return {"note": "timings and work of this run only; everything else in this file is reproducible",
            "seconds": {k: round(v, 3) for k, v in timings.as_dict().items()},
            "worker_seconds": round(worker_seconds, 3),
            "days_processed": len(processed),
            "days_reused": sum(r.status == DAY_REUSED for r in records.values()),
            "lines_processed": lines,
            "lines_per_second": round(lines / timings.days, 1) if timings.days and lines else None,
            "jobs": options.workers(),
            "scheduler": options.scheduler,
            "blas_kernels": blas_kernels(records)}


def card_facts(prepared: PreparedSource, stats: RunStats, config: ExampleConfig) -> CardFacts:
    """What the dataset card says of this run (made with the example settings `config`)."""
    info = prepared.info
    origin = "the #ubuntu IRC channel" if info.ubuntu else \
        f"a {info.label}" if info.platform else f"the IRC channel {info.channels[0]}"
    dataset, totals = stats.dataset, stats.totals
    return CardFacts(prepared.period, origin, info.ubuntu, info.platform, "" if info.platform else info.channels[0],
                     info.rerun, prepared.mode == MODE_SAMPLE, prepared.note, stats.splits.counts(HF_EXPORTER), config,
                     stats.empty_files, totals.conversations_dropped, totals.conversations, totals.dialogues_kept,
                     totals.privacy, stats.days.read, stats.days.in_range, dataset.model_file, dataset.model_sha256,
                     confidence_sentences(dataset), dataset.seed)


def make_report(out: Path, prepared: PreparedSource, records: Mapping[str, DayRecord], stats: RunStats,
                seconds: float, logs_file: str = "") -> ExtractReport:
    counts = Counter(r.status for r in records.values())
    return ExtractReport(prepared.title_year, out, prepared.mode, prepared.note, {s: counts[s] for s in DAY_STATUSES},
                         stats.failed_days, stats.lines, stats.dialogues_per_split, stats.subtask1_examples,
                         stats.problems, seconds, dict(stats.empty_files), logs_file)
