"""A million-message chat export through `disentangle extract --jobs 2`: peak memory and messages per second.

Builds a DiscordChatExporter JSON file of `--messages` messages (default 1,000,000) from the real whole days
of the shared #ubuntu logs tree (2004-09-22, 2005-02-24), repeated under consecutive dates from 2024-01-01
(one day's text a day; every 7th message a platform reply to the message before it, so that given links
are resolved at scale), then runs `disentangle extract --logs EXPORT --jobs 2 --no-download` in a fresh
process with an empty cache, sampling the resident memory of the whole process tree (the parent and its
workers, summed) every `SAMPLE_SECONDS`. Reports the peak of that sum, the largest single process, the
wall time, the CPU time (user + sys of the run and its workers: the figure to compare on a loaded machine),
the split of the export into days (stats.json `run.seconds.prepare`) and messages per second.
Targets: peak <= 1.5 GB, >= 3,000 messages/s. Writes bench/results/chat_export_scale.md (`--result`: another
file). The run imports `disentangle` as this script does: to time an older checkout side by side, start a
second copy with `PYTHONPATH=` that checkout and its own `--result`.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil
from chat_export_build import Said, write_discord  # bench/, beside this script
from report import child_env, publish

from disentangle.logs.files import load_log

ROOT = Path(__file__).resolve().parent.parent
DAYS = (ROOT.parent / "shared" / "data" / "irclogs", Path("/work/shared/data/irclogs"))
SAMPLE_SECONDS = 0.2
REPLY_EVERY = 7
MB = 1024 * 1024
TARGET_MB, TARGET_RATE = 1536, 3000
START = dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc)


def shared_days() -> list:
    tree = next(path for path in DAYS if path.is_dir())
    return [load_log(path) for path in sorted(tree.glob("*/*/*/#ubuntu.txt"))]


def messages(count: int):
    logs = shared_days()
    made, day = 0, 0
    while made < count:
        log = logs[day % len(logs)]
        midnight = START + dt.timedelta(days=day)
        for message in log.messages:
            if made >= count:
                return
            reply = made % REPLY_EVERY == 0 and made > 0
            yield Said(midnight + dt.timedelta(minutes=min(message.minute, 1439)), message.nick, message.text,
                       message.is_system, made - 1 if reply else None)
            made += 1
        day += 1


def tree_rss(process: psutil.Process) -> tuple[int, int]:
    """(sum, largest) resident bytes of a process and its children."""
    sizes = []
    for proc in [process] + process.children(recursive=True):
        try:
            sizes.append(proc.memory_info().rss)
        except psutil.Error:
            pass
    return sum(sizes), max(sizes, default=0)


def run(export: Path, out: Path, jobs: int, cache: Path, extra: tuple[str, ...] = ()) -> dict:
    env = child_env(XDG_CACHE_HOME=str(cache), DISENTANGLE_CACHE=str(cache / "disentangle"))
    command = [sys.executable, "-m", "disentangle", "extract", "--logs", str(export), "--no-download",
               "--jobs", str(jobs), "--output", str(out), *extra]
    started, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    # cwd: the run's work folder, not this checkout: `python -m` puts the working directory first on sys.path, so a
    # run started from a checkout would import that checkout whatever PYTHONPATH names (side-by-side runs)
    child = subprocess.Popen(command, env=env, cwd=cache.parent, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process = psutil.Process(child.pid)
    peak_sum = peak_one = 0
    while child.poll() is None:
        total, largest = tree_rss(process)
        peak_sum, peak_one = max(peak_sum, total), max(peak_one, largest)
        time.sleep(SAMPLE_SECONDS)
    seconds = time.perf_counter() - started
    stdout, stderr = child.communicate()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)   # the run and its workers, once each has ended
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if child.returncode not in (0, 1):
        sys.exit(f"extract failed ({child.returncode}): {stderr.decode()[-2000:]}")
    stats = json.loads((out / "stats.json").read_text())
    return {"seconds": seconds, "cpu": cpu, "peak_sum": peak_sum, "peak_one": peak_one, "stats": stats,
            "report": stdout.decode()}


def table(count: int, jobs: int, result: dict, build_seconds: float, size: int) -> str:
    run_stats = result["stats"]["run"]
    rate = count / result["seconds"]
    peak = result["peak_sum"] / MB
    met = "met" if peak <= TARGET_MB and rate >= TARGET_RATE else "NOT met"
    chat = run_stats.get("chat_export", {})
    return "\n".join([
        f"A {count:,}-message DiscordChatExporter export ({size / MB:,.0f} MB; the real whole days of the shared "
        f"#ubuntu tree repeated under consecutive dates; every {REPLY_EVERY}th message a platform reply) through "
        f"`disentangle extract --jobs {jobs} --no-download` in a fresh process with an empty cache; memory is the "
        f"resident size of the parent and its workers summed, sampled every {SAMPLE_SECONDS} s. Machine: "
        f"{os.cpu_count()} cores, {platform.machine()}, Python {platform.python_version()}; load average when the "
        f"run ended {os.getloadavg()[0]:.1f}. Targets: peak <= {TARGET_MB:,} MB, "
        f">= {TARGET_RATE:,} messages/s ({met}).", "",
        "| figure | value |", "|---|---|",
        f"| messages read | {chat.get('messages_read', 0):,} |",
        f"| replies given by the platform | {chat.get('replies_given', 0):,} |",
        f"| days | {chat.get('days_in_export', 0):,} |",
        f"| peak resident memory, parent + workers | {peak:,.0f} MB |",
        f"| peak resident memory, largest process | {result['peak_one'] / MB:,.0f} MB |",
        f"| wall seconds (whole run) | {result['seconds']:,.1f} |",
        f"| CPU seconds (user + sys), parent + workers | {result['cpu']:,.1f} |",
        f"| of which: split of the export into days (prepare) | {run_stats['seconds']['prepare']:,.1f} |",
        f"| of which: days (prediction, dialogues) | {run_stats['seconds']['days']:,.1f} |",
        f"| messages / s (whole run) | {rate:,.0f} |",
        f"| building the export (not timed in the run) | {build_seconds:,.1f} s |", ""])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=1_000_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--result", type=Path, default=ROOT / "bench" / "results" / "chat_export_scale.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="chat-scale-") as work:
        export = Path(work) / "export.json"
        started = time.perf_counter()
        write_discord(export, messages(args.messages))
        build = time.perf_counter() - started
        result = run(export, Path(work) / "out", args.jobs, Path(work) / "cache")
        return publish(args.result, table(args.messages, args.jobs, result, build, export.stat().st_size))


if __name__ == "__main__":
    sys.exit(main())
