"""The cost of cutting a chat export into units at quiet gaps, beside cutting it at UTC midnight.

Builds the million-message DiscordChatExporter export of `chat_export_scale.py` (the real whole days of the
shared #ubuntu tree under consecutive dates), then splits it (`ChatExport.prepare`: the stream read, the
chat-day files written) `--repeats` times in each mode, interleaved, each in a fresh process with an empty
cache: `--units days` (the old rule) and `--units quiet-gaps` (the default). Reports the median seconds and
the peak resident memory of each, their ratio, and how many units and messages each made. Timings on this
shared machine are noisy: read the ratio, not the seconds. Writes bench/results/split_units.md.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from chat_export_build import write_discord  # bench/, beside this script
from chat_export_scale import messages
from report import publish

ROOT = Path(__file__).resolve().parent.parent
MODES = ("days", "quiet-gaps")
MB = 1024 * 1024
CHILD = """
import json, resource, sys, time
from pathlib import Path
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.sources.chat import ChatExport
export = Path(sys.argv[1])
started = time.perf_counter()
prepared = ChatExport(export, "discord", ExtractOptions(logs=export, units=sys.argv[2])).prepare()
seconds = time.perf_counter() - started
[channel] = prepared.reader.channels
print(json.dumps({"seconds": seconds, "units": len(prepared.units), "messages": sum(channel.days.values()),
                  "peak_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
"""


def split_once(export: Path, mode: str, work: Path) -> dict:
    cache = Path(tempfile.mkdtemp(dir=work))
    env = dict(os.environ, DISENTANGLE_CACHE=str(cache), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", CHILD, str(export), mode], env=env, capture_output=True,
                          text=True, check=True)
    subprocess.run(["rm", "-rf", str(cache)], check=True)
    return json.loads(done.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "split_units.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        export = work / "export.json"
        started = time.perf_counter()
        write_discord(export, messages(args.messages))
        built = time.perf_counter() - started
        runs: dict[str, list[dict]] = {mode: [] for mode in MODES}
        for _ in range(args.repeats):
            for mode in MODES:
                runs[mode].append(split_once(export, mode, work))
        size = export.stat().st_size
    return publish(args.output, report(args, runs, size, built))


def report(args: argparse.Namespace, runs: dict[str, list[dict]], size: int, built: float) -> str:
    median = {mode: statistics.median(r["seconds"] for r in found) for mode, found in runs.items()}
    rows = [f"| {mode} | {runs[mode][0]['units']:,} | {runs[mode][0]['messages']:,} | {median[mode]:,.1f} "
            f"({', '.join(format(r['seconds'], '.1f') for r in runs[mode])}) | "
            f"{max(r['peak_kb'] for r in runs[mode]) * 1024 / MB:,.0f} |" for mode in MODES]
    ratio = median["quiet-gaps"] / median["days"]
    return "\n".join([
        f"The split of a {args.messages:,}-message DiscordChatExporter export ({size / MB:,.0f} MB, built in "
        f"{built:.0f} s; `chat_export_scale.py`'s text) into units, each mode {args.repeats} times interleaved, "
        f"each run a fresh process with an empty cache (`ChatExport.prepare`). Machine: {os.cpu_count()} cores; "
        f"load average at the end {os.getloadavg()[0]:.1f}.", "",
        "| units | units made | messages | median seconds (each run) | peak resident MB |", "|---|---|---|---|---|",
        *rows, "", f"Quiet gaps take **{ratio:.2f}** of the time of UTC days.", ""])


if __name__ == "__main__":
    sys.exit(main())
