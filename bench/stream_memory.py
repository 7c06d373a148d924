"""Streaming prediction in bounded memory: `disentangle predict` on a ~100 MB log beside one full day.

Builds, in a temporary folder, an irclogs-layout log made of the shared 2005-02-24 day repeated until it
reaches `--megabytes` (the issue's case: 204 copies, 1.59M lines, 105 MB), runs the real command on it in
a child process (links output to /dev/null counted line by line), and in the same run the full day alone;
records wall time, lines per second and peak RSS of each child (`os.wait4`), the throughput ratio (big log
over full day) and checks that every line of the big log got exactly one first link. Writes
bench/results/stream_memory.md.

    python bench/stream_memory.py                       # the 100 MB case (about 12 minutes here)
    python bench/stream_memory.py --megabytes 20        # a quicker slice while developing
"""
from __future__ import annotations

import argparse
import logging
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from report import child_env, publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
DAY = ROOT.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
MEGABYTE = 1 << 20
RSS_TARGET_MB = 500
RATIO_TARGET = 0.9

logger = logging.getLogger("stream_memory")


@dataclass(frozen=True)
class Run:
    """One `disentangle predict` child: its log, wall seconds, peak RSS and what it wrote."""

    label: str
    lines: int
    megabytes: float
    seconds: float
    peak_mb: float
    link_lines: int       # link lines written: one per line, then second parents
    second: int           # of which second parents
    exactly_once: bool    # lines in order, every line 0..lines-1 linked once, plus at most one second parent
    first_output: float   # seconds until the first link line arrived

    @property
    def lines_per_second(self) -> float:
        return self.lines / self.seconds


def build_log(folder: Path, megabytes: float) -> Path:
    """The shared day repeated to at least `megabytes`, in the irclogs layout (its date from the path)."""
    day = DAY.read_bytes()
    copies = max(1, round(megabytes * MEGABYTE / len(day)))
    path = folder / "2005" / "02" / "24" / "#ubuntu.txt"
    path.parent.mkdir(parents=True)
    with open(path, "wb") as out:
        for _ in range(copies):
            out.write(day)
    return path


def count_lines(path: Path) -> int:
    with open(path, "rb") as stream:
        return sum(1 for _ in stream)


def run(label: str, path: Path, argv_extra: tuple[str, ...] = ()) -> Run:
    """Run `disentangle predict` on `path`, reading its links as they come; wall time and peak RSS."""
    argv = [sys.executable, "-m", "disentangle", "predict", *argv_extra, str(path)]
    lines = count_lines(path)
    counts = bytearray(lines)
    links, previous, ordered = 0, -1, True
    began = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=child_env())
    first_output = None
    for row in child.stdout:
        first_output = first_output or time.perf_counter() - began
        message = int(row.rsplit(":", 1)[1].split()[0])
        ordered = ordered and previous <= message < lines
        previous = message
        links += 1
        if 0 <= message < lines:
            counts[message] = min(counts[message] + 1, 3)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - began
    if status != 0:
        raise SystemExit(f"failed ({status}): {' '.join(argv)}")
    logger.info("%s: %.1f s, first output after %.1f s", label, seconds, first_output or 0)
    once = ordered and 0 not in counts and 3 not in counts
    return Run(label, lines, path.stat().st_size / MEGABYTE, seconds, usage.ru_maxrss / 1024, links,
               links - lines, once, first_output or seconds)


def report(big: Run, day: Run) -> str:
    ratio = big.lines_per_second / day.lines_per_second
    rows = "\n".join(f"| {r.label} | {r.megabytes:.1f} | {r.lines:,} | {r.seconds:.1f} | {r.lines_per_second:,.0f} "
                     f"| {r.peak_mb:,.0f} | {r.first_output:.1f} | {r.link_lines:,} ({r.second:,} second) "
                     f"| {'yes' if r.exactly_once else 'NO'} |"
                     for r in (day, big))
    verdict_rss = "met" if big.peak_mb <= RSS_TARGET_MB else "NOT met"
    verdict_ratio = "met" if ratio >= RATIO_TARGET else "NOT met"
    return (f"`disentangle predict` (learned, links with second parents) on one full day and on that day "
            f"repeated, in the same run; machine: {os.cpu_count()} cores, {platform.machine()}, Python "
            f"{platform.python_version()}.\n\n"
            "| log | MB | lines | seconds | lines / s | peak RSS (MB) | first output (s) | link lines "
            "| every line linked once |\n"
            "|---|---|---|---|---|---|---|---|---|\n" + rows + "\n\n"
            f"Peak RSS of the big log: {big.peak_mb:,.0f} MB (target <= {RSS_TARGET_MB}: {verdict_rss}). "
            f"Throughput ratio big / day: {ratio:.2f} (target >= {RATIO_TARGET}: {verdict_ratio}).\n"
            "Before streaming (issue 21): 105 MB in 683 s, peak RSS 10.5 GB.\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=100.0)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "stream_memory.md")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    with tempfile.TemporaryDirectory(prefix="stream-memory-") as folder:
        big_path = build_log(Path(folder), args.megabytes)
        day = run("full day (2005-02-24)", DAY)
        big = run(f"day x {round(big_path.stat().st_size / DAY.stat().st_size)}", big_path)
    return publish(args.output, report(big, day))


if __name__ == "__main__":
    sys.exit(main())
