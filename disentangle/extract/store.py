"""The day store: each finished day as a gzipped JSON-lines shard under `days/`, with a fingerprint.

A shard is written atomically and carries a fingerprint of model, options and input bytes, so a re-run
reuses finished days and an interrupted run resumes; `shard_dialogues` reads one back. JSON and gzip are
written reproducibly (sorted, no timestamps), so everything but the `run` field of `stats.json` is
byte-identical across re-runs.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import logging
import os
from pathlib import Path

from disentangle.atomic import atomic_write_bytes
from disentangle.dialogues.multiparty import (
    MultiConversation,
    MultiResult,
    conversation_from_json,
    conversation_to_json,
)
from disentangle.dialogues.records import Dialogue, dialogue_from_json, dialogue_to_json
from disentangle.extract.layout import CONVERSATION_DAYS_DIR, DAYS_DIR, FORMAT_VERSION, SHARD_SUFFIX
from disentangle.extract.records import DayOutcome, DayTask
from disentangle.extract.shards import ShardError, encode_shard, read_shard

logger = logging.getLogger(__name__)

CONVERSATIONS_KIND = "conversations"   # the header kind of a unit's conversation shard


def read_dialogues(path: str | os.PathLike) -> list[Dialogue]:
    """The dialogues of a gzipped JSON-lines file (a day shard or a `dialogues/SPLIT.jsonl.gz` file)."""
    found = []
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            if record.get("kind", "dialogue") == "dialogue":
                found.append(dialogue_from_json(record))
    return found


def shard_path(out: Path, key: str) -> Path:
    """The shard of the day `key` (`DayRecord.key`): `days/DATE.jsonl.gz`, or `days/CHANNEL/DATE.jsonl.gz`."""
    return out / DAYS_DIR / f"{key}{SHARD_SUFFIX}"


def conversation_shard_path(out: Path, key: str) -> Path:
    """The multi-party conversations of the day `key`, beside its shard: `conversation-days/KEY.jsonl.gz`."""
    return out / CONVERSATION_DAYS_DIR / f"{key}{SHARD_SUFFIX}"


def conversation_shard(task: DayTask, found: MultiResult) -> bytes:
    """The bytes of a unit's conversation shard: a header (date, source, fingerprint, the counts of those left
    out), one line per multi-party conversation, a trailer (`disentangle.extract.shards`)."""
    head = {"kind": CONVERSATIONS_KIND, "format": FORMAT_VERSION, "date": task.date, "source": task.source,
            "fingerprint": task.fingerprint, "dropped": dict(found.dropped)}
    return encode_shard(head, [{"kind": "conversation", **conversation_to_json(c)} for c in found.conversations])


def write_shard(out: Path, task: DayTask, outcome: DayOutcome) -> None:
    """A finished day: a header line (date, source, fingerprint, counts), one line per dialogue, and a
    trailer with their count and checksum (`disentangle.extract.shards`); its multi-party conversations
    first, in their own shard of the same fingerprint (`conversation_shard_path`, the bytes the worker
    made: `conversation_shard`), so that a day shard whole on disk always has them."""
    if outcome.conversation_shard is not None:
        atomic_write_bytes(conversation_shard_path(out, task.key), outcome.conversation_shard)
    header = {"kind": "day", "format": FORMAT_VERSION, "date": task.date, **({"channel": task.channel} if task.channel else {}),
              "source": task.source,
              "fingerprint": task.fingerprint, "stats": outcome.stats.as_dict() if outcome.stats else {},
              **({"names": list(outcome.names)} if task.names else {})}
    records = [{"kind": "dialogue", **dialogue_to_json(d)} for d in outcome.dialogues]
    atomic_write_bytes(shard_path(out, task.key), encode_shard(header, records))


def shard_header(path: Path) -> dict | None:
    """The header of a day shard that reads back whole, or None (absent, truncated, damaged: the day is
    processed again from its log)."""
    try:
        header, _ = read_shard(path)
    except FileNotFoundError:
        return None
    except (OSError, ShardError) as error:
        logger.warning("%s: day shard does not read back whole, the day is rebuilt from its log: %s",
                       path, error)
        return None
    return header if header.get("kind") == "day" else None


def conversation_header(path: Path) -> dict | None:
    """The header of a unit's conversation shard that reads back whole, or None (the day is processed again)."""
    try:
        header, _ = read_shard(path)
    except (OSError, ShardError):
        return None
    return header if header.get("kind") == CONVERSATIONS_KIND else None


def shard_conversations(path: Path) -> tuple[list[MultiConversation], dict[str, int]]:
    """The multi-party conversations of a unit's conversation shard and the counts of those left out;
    ShardError, OSError or ValueError when it does not read back whole."""
    header, records = read_shard(path)
    dropped = header.get("dropped")
    if header.get("kind") != CONVERSATIONS_KIND or not isinstance(dropped, dict):
        raise ShardError("not a conversation shard")
    return [conversation_from_json(r) for r in records], {str(k): int(v) for k, v in dropped.items()}


def shard_names(path: Path) -> frozenset[str]:
    """The names a day's log knows, as its shard records them; ShardError when the shard has none."""
    header, _ = read_shard(path)
    if not isinstance(header.get("names"), list):
        raise ShardError("no names recorded (the day was extracted without anonymisation)")
    return frozenset(map(str, header["names"]))


def shard_dialogues(path: Path) -> list[Dialogue]:
    """The dialogues of a day shard; ShardError or OSError when it does not read back whole."""
    _, records = read_shard(path)
    return [dialogue_from_json(r) for r in records if r.get("kind") == "dialogue"]


def file_digest(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
