"""How many bad inputs and injected faults the test suite tries: the `fault`-marked tests, counted.

Collects (does not run) `pytest -m fault` and counts the test items per test function, each
parametrized case once. Output: bench/results/fault_count.md (the README quotes it).
"""
from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from report import publish  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "bench" / "results" / "fault_count.md"


def collected() -> list[str]:
    """Node ids of the fault-marked tests."""
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-m", "fault",
                           "-p", "no:cacheprovider"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [line for line in done.stdout.splitlines() if "::" in line]


def main() -> int:
    ids = collected()
    per_test = Counter(node.split("::", 1)[1].split("[", 1)[0] for node in ids)
    lines = [f"# Fault injection: {len(ids)} bad inputs and faults", "",
             "`python bench/fault_count.py` (collects `pytest -m fault`; each parametrized case counts once)", "",
             "| test | cases |", "|---|---|"]
    lines += [f"| `{name}` | {count} |" for name, count in sorted(per_test.items())]
    return publish(OUTPUT, "\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
