"""Run a test module's function in fresh interpreters with different `PYTHONHASHSEED`s and return its bytes.

A call compared with itself in one process cannot see what changes between runs: the order of sets and
dicts of strings depends on the hash seed, which Python draws anew for every process. `bytes_per_hash_seed`
calls `module:function(*args)` once per seed in `HASH_SEEDS`, each in its own interpreter (so the seed is
really different), and returns what each call returned; a test asserts they are all equal. The function
must return bytes; `args` must be JSON values.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
HASH_SEEDS = ("0", "12345")  # two fixed seeds: a failure reproduces; 0 also turns hash randomisation off
CALL_TIMEOUT_SECONDS = 300

_CALL = """
import importlib, json, sys
sys.path.insert(0, sys.argv[1])
module, function = sys.argv[2].split(":")
result = getattr(importlib.import_module(module), function)(*json.loads(sys.argv[3]))
sys.stdout.buffer.write(result)
"""


def bytes_under_hash_seed(target: str, seed: str, *args: object) -> bytes:
    """What `target` ("module:function", a module of tests/ or of the project) returns with `args` in a
    fresh interpreter whose PYTHONHASHSEED is `seed`."""
    env = dict(os.environ, PYTHONHASHSEED=seed)
    done = subprocess.run([sys.executable, "-c", _CALL, str(TESTS), target, json.dumps(args)], env=env,
                          cwd=TESTS.parent, capture_output=True, timeout=CALL_TIMEOUT_SECONDS)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return done.stdout


def bytes_per_hash_seed(target: str, *args: object) -> dict[str, bytes]:
    """{seed: what `target` returns under that seed} for every seed of `HASH_SEEDS`."""
    return {seed: bytes_under_hash_seed(target, seed, *args) for seed in HASH_SEEDS}
