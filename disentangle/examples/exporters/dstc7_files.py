"""DSTC7 Track 1 (Ubuntu) file layout: names, keys and the NONE answer, shared by writer and validator."""
from __future__ import annotations

import re

DSTC7_SUBTASKS = (1, 2, 4, 5)
DSTC7_FILE = "ubuntu_{split}_subtask_{subtask}.json"
DSTC7_POOL_FILE = "ubuntu_subtask_2_candidates.json"
DSTC7_PROVENANCE_FILE = "ubuntu_{split}_provenance.jsonl"
DSTC7_BASE_KEYS = ("data-split", "example-id", "scenario", "messages-so-far", "options-for-correct-answers")
NONE_ID = "NONE"
NONE_UTTERANCE = "None"
DSTC7_NAME = re.compile(r"^ubuntu_(?P<split>[a-z]+)_subtask_(?P<subtask>\d+)\.json$")
