"""The dataset card of `hf/`: the README.md the Hugging Face Hub and `datasets.load_dataset` read.

Its YAML header lists one configuration per format and DSTC7 subtask (`hf.HF_CONFIGS`) with the Parquet
file of each split; its text says where the logs come from and under which terms, whether this is the
offline SAMPLE, how the dialogues were made and what the filters dropped (from `stats.json`), and the
rows of every configuration. It is written after the statistics, so it is not an exporter of its own.

`datasets` caches a local dataset under the directory's name, the configuration's name and a hash of the
card's configurations, which name the same relative files in every output: two outputs' `hf/` loaded in one
process (with one cache) gave the first one's rows for both. Each configuration therefore carries a
`description` holding the SHA-256 of its Parquet files (a builder parameter, so it enters that hash): outputs
with other rows get other cache entries, and the card stays a function of the files (the same bytes for the
same input).
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from disentangle.dialogues.filters import DSTC7_FILTERS
from disentangle.examples.records import ExampleConfig
from disentangle.exporters.hf import HF_CONFIGS, HF_DIR, POOL_CONFIG, hub_split
from disentangle.privacy.card import privacy_note

CARD_FILE = "README.md"
DEFAULT_CONFIG = "dstc7_subtask_1"
LICENSE = "unknown"
# the Hub's size categories: (fewer than this many rows, name); the last one holds everything above
SIZE_CATEGORIES = ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M"),
                   (None, "n>1M"))
TAGS = ("dialogue", "irc", "ubuntu", "response-selection", "disentanglement")   # of #ubuntu from irclogs
IRC_TAG = "irc"                         # the source's tag where no chat platform names it (IRC logs)
SOURCE_TAGS = ("irc", "ubuntu")         # the tags of TAGS that say what the source is
TASKS = ("text-retrieval", "text-generation")
CONFIG_NOTES = {
    "dstc7_subtask_1": "DSTC7 Track 1 subtask 1: {options} options per example",
    "dstc7_subtask_2": "DSTC7 Track 1 subtask 2: the answer among the shared pool (`candidate-pool` names "
                       f"the JSON file; its candidates are the configuration `{POOL_CONFIG}`)",
    "dstc7_subtask_4": "DSTC7 Track 1 subtask 4: as subtask 1, the answer replaced by NONE in {none_rate:.0%} of "
                       "examples",
    "dstc7_subtask_5": "DSTC7 Track 1 subtask 5: as subtask 1, with the man pages the context uses",
    POOL_CONFIG: "the candidate pool of subtask 2 (one split, `candidates`)",
    "udc": "Ubuntu Dialogue Corpus v2: train `Context, Utterance, Label`; validation/test `Context, "
           "Ground Truth Utterance, Distractor_0..{last_distractor}` (the columns a split lacks are null)",
    "conversational": "conversational-datasets (train/test 90/10): `previous_contexts` holds `context/0`, "
                      "`context/1`, ... (most recent first)",
    "chat": "chat format for language-model training: `messages` as `role` (`user`: the opener, `assistant`: "
            "the helper) and `content`, TRL's conversational format; with the dialogue's `id` and `confidence`",
    "dialogues": "the two-person dialogues themselves, with nicks, turns, log lines and minutes",
    "conversations": "every conversation of two or more speakers (not only the two-person dialogues): `messages` "
                     "as `role` (`user` for everyone), `name` (the speaker's pseudonym) and `content`; beside them "
                     "`reply_to` (index of the message answered, null: none), `minutes` (since the conversation's "
                     "start) and `thread` (index of its first message in the same platform thread, null: none); "
                     "with `id`, `platform`, `channel`, `date`, `unit`, `speakers` and `confidence`",
}
FINGERPRINT_NOTE = "sha256 of its Parquet files: {digest}"   # a configuration's `description` (keys the cache)
HASH_CHUNK = 1 << 20

CARD_TEMPLATE = """---
{yaml}---

# {title}
{warning}
Two-person dialogues from {origin}, {period}, as Parquet, one configuration per format and
DSTC7 subtask, and every conversation of two or more speakers (configuration `conversations`), made by
`disentangle extract {how}` of the irc-disentangle toolkit. The JSON, CSV
and JSON-lines files beside this directory hold the same examples in the same order (splits: our `dev` is
`validation`).

```python
import datasets
dstc7 = datasets.load_dataset("path/to/this/directory", "dstc7_subtask_1")  # train, validation, test
```

| configuration | rows | what |
|---|---|---|
{configurations}{empty}
## Source and licence
{source} The toolkit is MIT-licensed; its disentanglement
model was trained on the irc-disentanglement corpus (https://github.com/jkkummerfeld/irc-disentanglement,
CC-BY-4.0). {privacy}

## How it was made
Each day was disentangled by the learned model `{model}` (sha256 `{sha}`); conversations are the
connected components of its links, and dialogues are the conversations that pass the DSTC7 filters
(first message directed at no one, exactly two participants, no one above {max_share} of the messages, at
least {min_turns} turns) and the confidence threshold. A dialogue's split is a SHA-256 hash
of its id ({fractions}); example making is seeded (seed {seed}). `../README.md` and `../stats.json` describe every step.

**How many are likely right.** {confidence}

Conversations: {conversations}; dialogues kept: {kept}. Dropped, by filter:

| filter | conversations |
|---|---|
{filters}"""


@dataclass(frozen=True)
class CardFacts:
    """What the card says, handed over by the run (`extract.report.card_facts`): the card reads no
    statistics file of its own. `irclogs`: the dialogues are #ubuntu's from irclogs.ubuntu.com (its tags and
    source text); `origin` what they come from, in words; `rerun` the `disentangle extract` arguments."""

    period: str                         # "2015", "2017-06-25 to 2018-01-20" (`PreparedSource.period`)
    origin: str                         # "the #ubuntu IRC channel", "a discord export general", ...
    irclogs: bool
    platform: str                       # the chat platform ("" for IRC logs)
    channel: str                        # of IRC logs, for the days line ("" for a chat export)
    rerun: str
    sample: bool
    note: str
    hf_counts: Mapping[str, int]        # `config/split` -> rows of `hf/`
    examples: ExampleConfig
    empty_files: Mapping[str, str]
    dropped: Mapping[str, int]          # conversations dropped per filter
    conversations: int
    kept: int
    privacy: Mapping | None             # stats.json `totals.privacy` (None: nothing anonymised)
    days_read: int
    days_in_range: int
    model_file: str
    model_sha256: str
    confidence: str                     # the threshold and how many kept dialogues are likely right, in words
    seed: int


def size_category(rows: int) -> str:
    return next(name for limit, name in SIZE_CATEGORIES if limit is None or rows < limit)


def config_fingerprints(directory: Path) -> dict[str, str]:
    """Each configuration's name -> the SHA-256 of its files under `directory` (split names and bytes, in
    the configuration's order)."""
    fingerprints = {}
    for config in HF_CONFIGS:
        digest = hashlib.sha256()
        for split in config.splits:
            digest.update(f"{hub_split(split)}\0".encode())
            with open(directory / config.file(split), "rb") as handle:
                for chunk in iter(lambda: handle.read(HASH_CHUNK), b""):
                    digest.update(chunk)
        fingerprints[config.name] = digest.hexdigest()
    return fingerprints


def card_yaml(facts: CardFacts, fingerprints: Mapping[str, str]) -> str:
    """The YAML header: licence, language, tags, size and the `configs` block (JSON scalars are YAML), each
    configuration with its fingerprint as `description` (`config_fingerprints`).

    `datasets` refuses a split without rows ("corresponds to no data"), so an empty file (listed, with
    why, in `stats.json` `empty_files`) is left out of its configuration, and a configuration without rows
    out of the block; the table of the card shows them."""
    counts = facts.hf_counts
    lines = [f"license: {LICENSE}", "language:", "- en", f"pretty_name: {json.dumps(_title(facts))}",
             "task_categories:", *(f"- {task}" for task in TASKS), "tags:", *(f"- {tag}" for tag in card_tags(facts)),
             "size_categories:", f"- {size_category(max(counts.values(), default=0))}", "configs:"]
    for config in HF_CONFIGS:
        splits = [split for split in config.splits if counts.get(f"{config.name}/{hub_split(split)}")]
        if not splits:
            continue
        lines.append(f"- config_name: {config.name}")
        if config.name == DEFAULT_CONFIG:
            lines.append("  default: true")
        lines.append(f"  description: {json.dumps(FINGERPRINT_NOTE.format(digest=fingerprints[config.name]))}")
        lines.append("  data_files:")
        for split in splits:
            lines += [f"  - split: {hub_split(split)}", f"    path: {json.dumps(config.file(split))}"]
    return "".join(f"{line}\n" for line in lines)


IRCLOGS_SOURCE = """The logs are the public channel logs published at https://irclogs.ubuntu.com/ ({days}). Neither the
toolkit nor this card states a licence for them (`license: unknown`): check the terms of
irclogs.ubuntu.com before you redistribute the data."""
OTHER_SOURCE = """The messages come from {origin} ({days}), given to the toolkit by whoever ran it. Neither the toolkit
nor this card states a licence for them (`license: unknown`): check the terms of that community and of its
platform, and its members' consent, before you redistribute the data."""


def card_tags(facts: CardFacts) -> tuple[str, ...]:
    """The card's tags: `TAGS` for #ubuntu from irclogs.ubuntu.com; for another source, its platform
    (discord, slack, telegram) or `irc` in place of `irc` and `ubuntu`."""
    if facts.irclogs:
        return TAGS
    source = facts.platform or IRC_TAG
    return tuple(source if tag == SOURCE_TAGS[0] else tag for tag in TAGS if tag not in SOURCE_TAGS[1:])


def _title(facts: CardFacts) -> str:
    sample = " (SAMPLE)" if facts.sample else ""
    name = "#ubuntu IRC" if facts.irclogs else facts.origin.removeprefix("a ").removeprefix("the ")
    return f"{name} dialogues of {facts.period}{sample}"


def _configuration_rows(facts: CardFacts) -> str:
    counts = facts.hf_counts
    examples = facts.examples
    knobs = {"options": examples.options, "none_rate": examples.none_rate,
             "last_distractor": examples.udc_distractors - 1}
    rows = []
    for config in HF_CONFIGS:
        splits = ", ".join(f"{hub_split(s)} {counts.get(f'{config.name}/{hub_split(s)}', 0):,}" for s in config.splits)
        rows.append(f"| `{config.name}` | {splits} | {CONFIG_NOTES[config.name].format(**knobs)} |\n")
    return "".join(rows)


def dataset_card(facts: CardFacts, directory: Path) -> str:
    """The card of `hf/` (`directory`, its Parquet files written) from what the run says of itself."""
    warning = (f"\n**SAMPLE, NOT THE WHOLE YEAR.** {facts.note}.\n" if facts.sample else "")
    names = [name for name in facts.empty_files if name.startswith(f"{HF_DIR}/")]
    listed = "".join(f"- `{name}`: {facts.empty_files[name]}\n" for name in names)
    empty = (f"\nEmpty files, left out of the configurations above (`datasets` loads no empty split):\n{listed}"
             if names else "")
    filters = "".join(f"| {name} | {count:,} |\n" for name, count in facts.dropped.items())
    days = f"{facts.days_read} of {facts.days_in_range} days read"
    days += f", channel {facts.channel}" if not facts.platform else ""
    return CARD_TEMPLATE.format(
        yaml=card_yaml(facts, config_fingerprints(directory)), title=_title(facts), warning=warning,
        period=facts.period, configurations=_configuration_rows(facts), empty=empty, origin=facts.origin,
        how=facts.rerun,
        source=(IRCLOGS_SOURCE if facts.irclogs else OTHER_SOURCE).format(origin=facts.origin, days=days),
        model=facts.model_file, sha=facts.model_sha256, confidence=facts.confidence, seed=facts.seed,
        max_share=f"{DSTC7_FILTERS.max_share:.0%}", min_turns=DSTC7_FILTERS.min_turns,
        fractions=", ".join(f"{name} {share:.0%}" for name, share in facts.examples.split_fractions),
        conversations=f"{facts.conversations:,}", kept=f"{facts.kept:,}", filters=filters,
        privacy=privacy_note(facts.privacy))
