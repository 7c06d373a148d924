"""The provenance of anonymised dialogues: what the release files no longer say, kept apart to trace them.

`provenance_record` is, for one dialogue before anonymisation, its id, date, source path, its two nicks and
the log lines of each turn (and of its bot commands). Extract writes them to `provenance/dialogues.jsonl.gz`,
a folder the dataset card says not to publish for a private source.
"""
from __future__ import annotations

from disentangle.dialogues.records import Dialogue

__all__ = ["PROVENANCE_DIR", "PROVENANCE_FILE", "provenance_record"]

PROVENANCE_DIR = "provenance"
PROVENANCE_FILE = "dialogues.jsonl.gz"


def provenance_record(dialogue: Dialogue) -> dict:
    """The JSON record of a dialogue's origin: id, date, source, nicks, method and each turn's lines."""
    return {"id": dialogue.id, "date": dialogue.date, "source": dialogue.source, "method": dialogue.method,
            "nicks": list(dialogue.nicks),
            "turns": [{"speaker": turn.speaker, "lines": list(turn.lines)} for turn in dialogue.turns],
            "bot_command_lines": [command.line for command in dialogue.bot_commands]}
