"""DSTC7 Track 1 (Ubuntu) file layout: the subtasks, names, keys and the NONE answer, shared by writer and validator."""
from __future__ import annotations

import re

# the subtasks, by DSTC7's numbers (which the file names and each example's "scenario" carry)
SUBTASK_OPTIONS = 1      # 100 options per example, one correct; negatives from other dialogues of the same split
SUBTASK_LARGE_POOL = 2   # one pool of 120,000 candidates shared by all examples of all splits, no options
SUBTASK_NONE = 4         # as 1, but in 20% of the examples the answer is replaced by a negative and is NONE
SUBTASK_KNOWLEDGE = 5    # as 1, plus the man pages linked to the context as external knowledge
DSTC7_SUBTASKS = (SUBTASK_OPTIONS, SUBTASK_LARGE_POOL, SUBTASK_NONE, SUBTASK_KNOWLEDGE)

DSTC7_FILE = "ubuntu_{split}_subtask_{subtask}.json"
DSTC7_POOL_FILE = f"ubuntu_subtask_{SUBTASK_LARGE_POOL}_candidates.json"
DSTC7_PROVENANCE_FILE = "ubuntu_{split}_provenance.jsonl"
DSTC7_BASE_KEYS = ("data-split", "example-id", "scenario", "messages-so-far", "options-for-correct-answers")
NONE_ID = "NONE"
NONE_UTTERANCE = "None"
DSTC7_NAME = re.compile(r"^ubuntu_(?P<split>[a-z]+)_subtask_(?P<subtask>\d+)\.json$")
