"""Validation speed, side by side: this checkout against another one (e.g. main before issue 21), on the
same written dataset, each in a fresh process with its own interpreter, interleaved.

Runs every exporter's validator (`Exporter.validate`, as `extract` does after writing) on an extract
output directory, with the dialogues read back from its `dialogues/` files, and reports per exporter the
median seconds of each checkout and their ratio. Both must find the same number of problems. Writes
bench/results/validation_speed.md.

    python bench/validation_speed.py --dataset /tmp/year/whole --other /work/main
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from report import publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
SNIPPET = """
import json, sys, time
from pathlib import Path
from disentangle.dialogues.bot_commands import BotCommands
from disentangle.exporters import ExportJob, ExportReport, exporters
from disentangle.examples.records import ExampleConfig
from disentangle.extract.store import read_dialogues
out = Path(sys.argv[1])
groups = [read_dialogues(out / "dialogues" / f"{split}.jsonl.gz") for split in ("train", "dev", "test")]
job = ExportJob(sorted((d for g in groups for d in g), key=lambda d: (d.date, d.id)), ExampleConfig(),
                bot_commands=BotCommands())
found = {}
for exporter in exporters():
    began = time.perf_counter()
    problems = exporter.validate(job, out / exporter.directory, ExportReport(exporter.name, out, (), {}, {}, {}))
    found[exporter.name] = [time.perf_counter() - began, len(problems)]
print(json.dumps(found))
"""


def timed(checkout: Path, dataset: Path) -> dict[str, list]:
    """The validators' seconds and problem counts, by the checkout's own interpreter, run in the checkout (`-c`
    puts the current directory first on the import path: run elsewhere, it would import that code)."""
    done = subprocess.run([str(checkout / ".venv" / "bin" / "python"), "-c", SNIPPET, str(dataset)],
                          cwd=checkout, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dataset", type=Path, required=True, help="an extract output directory")
    parser.add_argument("--other", type=Path, required=True, help="the other checkout (with its .venv)")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "validation_speed.md")
    args = parser.parse_args(argv)
    runs = {str(args.other): args.other.resolve(), "this checkout": ROOT}
    found: dict[str, list[dict]] = {name: [] for name in runs}
    for _ in range(args.repeats):
        for name, checkout in runs.items():
            found[name].append(timed(checkout, args.dataset.resolve()))
    other, this = (found[name] for name in runs)
    rows = ["| validator | other s | this s | ratio | problems (other / this) |", "|---|---|---|---|---|"]
    for exporter in other[0]:
        old = statistics.median(run[exporter][0] for run in other)
        new = statistics.median(run[exporter][0] for run in this)
        rows.append(f"| {exporter} | {old:.1f} | {new:.1f} | {new / old:.2f} | "
                    f"{other[0][exporter][1]} / {this[0][exporter][1]} |")
    load = os.getloadavg()
    report = (f"Every validator of `extract` on `{args.dataset}` (other: `{args.other}`), median of {args.repeats} "
              f"interleaved fresh process(es); load average at the end {load[0]:.1f} / {load[1]:.1f} / "
              f"{load[2]:.1f}.\n\n" + "\n".join(rows) + "\n")
    return publish(args.output, report)


if __name__ == "__main__":
    sys.exit(main())
