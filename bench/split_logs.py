"""`extract --logs FILE`: splitting one long log into days, in bounded memory (`extract.sources.logs_file`).

Builds, in a temporary folder, a WeeChat log of `--days` consecutive days (from 2005-01-01 on, across years),
each day the shared 2005-02-24 day's lines with that date (7,806 lines, about 0.6 MB a day), and, for
comparison, a log of one such day. In a child process each time (peak RSS from `os.wait4`) it splits the
file as `extract` does (`split_logs_file`, a fresh cache), then again on the unchanged file (the split is
reused: the file is not read). Checks that the days put together give the file back byte for byte.
Records bytes, lines, seconds, MB/s, lines/s and peak RSS of each child and the machine load. Writes
bench/results/split_logs.md.

    python bench/split_logs.py                 # 400 days, ~240 MB (a few minutes on a busy machine)
    python bench/split_logs.py --days 20       # a quick check
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from report import publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
DAY = ROOT.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
OUTPUT = ROOT / "bench" / "results" / "split_logs.md"
FIRST_DATE = dt.date(2005, 1, 1)
DEFAULT_DAYS = 400
MEGABYTE = 1 << 20
KILOBYTE = 1024

CHILD = """
import json, sys, time
from pathlib import Path
from disentangle.extract.records import DateRange
from disentangle.extract.settings import ExtractOptions
from disentangle.extract.sources.logs_file import split_logs_file
started = time.perf_counter()
options, summary = split_logs_file(DateRange.of_year(int(sys.argv[2])), ExtractOptions(logs=Path(sys.argv[1]), progress=False))
print(json.dumps({"seconds": time.perf_counter() - started, "tree": str(options.logs),
                  "days": len(summary["days"]), "lines": summary["lines"]}))
"""


@dataclass(frozen=True)
class Run:
    label: str
    megabytes: float
    lines: int
    days: int
    seconds: float
    peak_mb: float
    tree: str


def day_lines() -> list[str]:
    """The shared day as WeeChat lines without their date: `HH:MM:SS<TAB>nick<TAB>text`."""
    from disentangle.logs.files import read_log
    log = read_log(DAY)
    lines = []
    for message in log.messages:
        clock = message.minute % (24 * 60)
        nick = message.nick if not message.is_system else "--"
        lines.append(f"{clock // 60:02d}:{clock % 60:02d}:00\t{nick or '--'}\t{message.text}\n")
    return lines


def build_log(path: Path, days: int) -> Path:
    lines = day_lines()
    with open(path, "w", encoding="utf-8") as out:
        for number in range(days):
            date = (FIRST_DATE + dt.timedelta(days=number)).isoformat()
            out.writelines(f"{date} {line}" for line in lines)
    return path


def split_in_child(label: str, path: Path, cache: Path) -> Run:
    environment = dict(os.environ, DISENTANGLE_CACHE=str(cache))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(FIRST_DATE.year)], env=environment,
                             stdout=subprocess.PIPE, text=True)
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        raise SystemExit(f"{label}: the child failed ({status})")
    found = json.loads(out)
    return Run(label, path.stat().st_size / MEGABYTE, found["lines"], found["days"], found["seconds"],
               usage.ru_maxrss / KILOBYTE, found["tree"])


def same_bytes(path: Path, tree: Path) -> bool:
    """The day files in date order, put together, are the file."""
    with open(path, "rb") as whole:
        for day in sorted(tree.glob("*/*/*/#ubuntu.txt")):
            data = day.read_bytes()
            if whole.read(len(data)) != data:
                return False
        return whole.read(1) == b""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=DEFAULT_DAYS)
    args = parser.parse_args()
    load = os.getloadavg()
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        small = build_log(folder / "one-day.weechatlog", 1)
        big = build_log(folder / "many-days.weechatlog", args.days)
        runs = [split_in_child("one day", small, folder / "cache-small"),
                split_in_child(f"{args.days} days", big, folder / "cache"),
                split_in_child(f"{args.days} days again (split reused)", big, folder / "cache")]
        whole = same_bytes(big, Path(runs[1].tree))
    rows = [f"| {r.label} | {r.megabytes:,.1f} | {r.lines:,} | {r.days} | {r.seconds:.2f} | "
            + (f"{r.megabytes / r.seconds:,.1f} | {r.lines / r.seconds:,.0f}" if k < 2 else "not read | not read")
            + f" | {r.peak_mb:,.0f} |" for k, r in enumerate(runs)]
    report = "\n".join([
        f"# Splitting one long log into days: {args.days} days, {runs[1].megabytes:,.0f} MB", "",
        "`python bench/split_logs.py` (`extract --logs FILE`: `extract.sources.logs_file.split_logs_file` in a child "
        "process, a fresh cache; the shared 2005-02-24 day as WeeChat lines, one copy per date)", "",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, load average {load[0]:.1f} / {load[1]:.1f} at the "
        "start (busy: other jobs share the cores, so seconds are noisy; the memory is not).", "",
        "| run | MB | lines | days | seconds | MB/s | lines/s | peak RSS MB |", "|---|---|---|---|---|---|---|---|",
        *rows, "",
        f"The days put together give the file back byte for byte: {'yes' if whole else 'NO'}. Peak memory of the "
        f"long file against one day: {runs[1].peak_mb / runs[0].peak_mb:.2f}x for {runs[1].megabytes / runs[0].megabytes:,.0f}x "
        "the bytes (bounded: one day's lines at a time).", ""])
    return publish(OUTPUT, report)


if __name__ == "__main__":
    sys.exit(main())
