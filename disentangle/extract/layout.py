"""The layout of an output directory: the names of its folders and files, the version of the day shards
and of the dataset layout, and the one rule for where a run writes (`output_dir`: the folder asked, else
`extracted/NAME` under the current directory, NAME the prepared source's `output_name`), which `extract`
and `compare` share.
"""
from __future__ import annotations

from pathlib import Path

from disentangle.settings import EXTRACTED_DIR, in_current_dir

FORMAT_VERSION = 2                  # of the day shards and the dataset layout; bump to invalidate shards
DEFAULT_OUTPUT_ROOT = EXTRACTED_DIR      # under the current directory
DAYS_DIR = "days"
CONVERSATION_DAYS_DIR = "conversation-days"  # each unit's multi-party conversations, beside its day shard
SHARD_SUFFIX = ".jsonl.gz"
DIALOGUES_DIR = "dialogues"
DSTC7_DIR = "dstc7"
KNOWLEDGE_FILE = "manpages.jsonl"   # inside DSTC7_DIR: the knowledge of subtask 5
STATS_FILE = "stats.json"
MANIFEST_FILE = "manifest.json"
README_FILE = "README.md"
PLOT_FILE = "dialogue_lengths.png"


def output_dir(given: Path | None, name: str, root: Path = DEFAULT_OUTPUT_ROOT) -> Path:
    """Where a run writes: the folder `given`, else `root/name` under the current directory (`name`: the
    prepared source's `output_name`, such as `2015` or `discord-general`)."""
    return Path(given) if given is not None else in_current_dir(root / name)
