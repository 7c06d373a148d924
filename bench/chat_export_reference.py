"""The chat path against the IRC path on the same text under the same load: the real whole day 2005-02-24 of
the shared tree under two dates, as an IRC logs tree (`extract --year 2005 --logs TREE`) and as a
DiscordChatExporter export (`extract --logs EXPORT`), each through `extract --jobs 2` in a fresh process,
alternated `--repeats` times; prints messages per second of each run (the figures quoted in
bench/results/chat_export_scale.md)."""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from chat_export_build import Said, write_discord  # bench/, beside this script
from report import child_env

from disentangle.logs.files import load_log

DAY = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
LAST_MINUTE = 24 * 60 - 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2)
    args = parser.parse_args()
    log = load_log(DAY)
    with tempfile.TemporaryDirectory(prefix="chat-ref-") as name:
        work = Path(name)
        messages = []
        for day in range(2):
            midnight = dt.datetime(2005, 2, 24 + day, tzinfo=dt.timezone.utc)
            messages += [Said(midnight + dt.timedelta(minutes=min(m.minute, LAST_MINUTE)), m.nick, m.text, m.is_system)
                         for m in log.messages]
            target = work / "tree" / f"2005/02/{24 + day}/#ubuntu.txt"
            target.parent.mkdir(parents=True)
            shutil.copy(DAY, target)
        write_discord(work / "export.json", messages)
        env = child_env(DISENTANGLE_CACHE=str(work / "cache"))
        runs = {"irc": ["--logs", str(work / "tree"), "--year", "2005"], "discord": ["--logs", str(work / "export.json")]}
        for repeat in range(args.repeats):
            for kind, extra in runs.items():
                out = work / f"out-{kind}-{repeat}"
                started = time.perf_counter()
                subprocess.run([sys.executable, "-m", "disentangle", "extract", *extra, "--no-download", "--jobs", "2",
                                "--output", str(out)], env=env, capture_output=True, check=True)
                seconds = time.perf_counter() - started
                days = json.loads((out / "stats.json").read_text())["run"]["seconds"]["days"]
                print(f"{kind}: {len(messages):,} messages, {seconds:.1f} s, {len(messages) / seconds:.0f} messages/s "
                      f"(days phase {days:.1f} s), load average {os.getloadavg()[0]:.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
