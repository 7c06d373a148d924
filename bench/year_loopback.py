"""A year end to end: `disentangle extract --year Y --base-url http://127.0.0.1:PORT --jobs 2`, then the same
run killed half-way (`kill -9`), resumed, and compared byte for byte with the uninterrupted one.

Builds `--days` dated days (from 1 January of `--year`) in the irclogs layout, alternately the two shared
real days (2004-09-22, 822 lines, then 2005-02-24, 7,806 lines: 365 days make 1,571,118 lines), and serves
them from 127.0.0.1 with the standard library's HTTP server (a thread of this process). Each run is the
installed command in a child process with its own empty download cache, so every day is downloaded:

1. the uninterrupted run: wall time, its phases as `stats.json` records them (prepare, days, examples,
   validation), lines/s, and the peak RSS of the parent and of each worker process: the kernel's
   high-water mark (`VmHWM` in /proc/PID/status) of every process of the run's tree, read every
   `POLL_SECONDS` (workers: the children with the parent's command line; any other descendant is listed
   by its command line); dialogues and DSTC7 subtask-1 examples per split;
2. the same command into another directory with another cache, killed with SIGKILL once half the days
   have a shard, then run again to the end (it resumes from the shards and the cache);
3. every file of both outputs compared (JSON without its timing keys, as `bench/output_digests.py` does).

Writes bench/results/year_loopback.md (or `--results`). `tests/test_year_loopback.py` runs it on 5 days.

    python bench/year_loopback.py                     # the issue's run: 365 days, 2 jobs (~20 min here)
    python bench/year_loopback.py --days 20 --results /tmp/y.md
"""
from __future__ import annotations

import argparse
import datetime as dt
import functools
import hashlib
import http.server
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from output_digests import stable_bytes  # noqa: E402 -- bench/output_digests.py, beside this script
from report import child_env, publish  # noqa: E402 -- bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
IRCLOGS = ROOT.parent / "shared" / "data" / "irclogs"
REAL_DAYS = (IRCLOGS / "2004" / "09" / "22" / "#ubuntu.txt", IRCLOGS / "2005" / "02" / "24" / "#ubuntu.txt")
CHANNEL = "#ubuntu"
YEAR = 2015
DAYS = 365
JOBS = 2
POLL_SECONDS = 0.2                  # how often the process tree's memory is read
KILL_FRACTION = 0.5                 # the interrupted run is killed once this share of the days is done
TARGET_SECONDS = 7 * 60             # issue 21: a 1.5M-line year in <= 7 min with 2 jobs
TARGET_PARENT_MB = 1024
TARGET_WORKER_MB = 500
KIB = 1024
PHASES = ("prepare", "days", "examples", "validation", "total")
SPLITS = ("train", "dev", "test")
STATS_FILE = "stats.json"
RUN_SECTION = "run"


def build_tree(root: Path, year: int, days: int) -> int:
    """`days` dates from 1 January of `year`, alternately symbolic links to the two real days; their lines."""
    lines = 0
    for offset in range(days):
        date = dt.date(year, 1, 1) + dt.timedelta(days=offset)
        source = REAL_DAYS[offset % len(REAL_DAYS)]
        target = root / f"{date:%Y/%m/%d}" / f"{CHANNEL}.txt"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to(source.resolve())
        lines += source.read_bytes().count(b"\n")
    return lines


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def serve(root: Path) -> Iterator[str]:
    """The tree at `root` over HTTP on a free port of 127.0.0.1 (a daemon thread); yields the base URL."""
    handler = functools.partial(QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            found += [int(p) for p in task.read_text().split()]
        except OSError:
            pass
    return found


def _peak_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def _command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return ""


class TreeWatch:
    """Polls the peak RSS (VmHWM) and the command line of a process and of all its descendants while it runs.

    VmHWM is the kernel's high-water mark of the process's resident memory since its `exec`; it only grows,
    so a poll misses nothing but growth in the last `POLL_SECONDS` of a process. (`ru_maxrss` of
    `os.wait4` is no use here: Linux carries the forking process's peak over the `exec`, so under pytest
    it reports pytest's size.)"""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.peaks: dict[int, int] = {}          # pid -> KiB, in order of first sight
        self.commands: dict[int, str] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            pending = [self.pid]
            while pending:
                pid = pending.pop()
                peak = _peak_kib(pid)
                if peak is not None:
                    self.peaks[pid] = max(peak, self.peaks.get(pid, 0))
                    self.commands.setdefault(pid, _command(pid))
                pending += _children(pid)
            self._stop.wait(POLL_SECONDS)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def workers(self) -> dict[int, int]:
        """Peaks of the pool workers: the children forked with the parent's own command line."""
        parent = self.commands.get(self.pid)
        return {pid: kib for pid, kib in self.peaks.items() if pid != self.pid and self.commands[pid] == parent}

    def others(self) -> dict[str, int]:
        """Peaks of any other descendant, by command line (e.g. a helper process of multiprocessing)."""
        workers = self.workers()
        return {self.commands[pid][:80]: kib for pid, kib in self.peaks.items()
                if pid != self.pid and pid not in workers}


@dataclass
class Run:
    """One `disentangle extract` child process."""

    seconds: float
    status: int
    parent_mb: float
    worker_mb: list[float] = field(default_factory=list)
    other_mb: dict[str, float] = field(default_factory=dict)   # other descendants, by command line
    killed: bool = False
    stderr: str = ""


def extract_argv(url: str, out: Path, cache: Path, year: int, days: int, jobs: int) -> list[str]:
    last = dt.date(year, 1, 1) + dt.timedelta(days=days - 1)
    return [sys.executable, "-m", "disentangle", "extract", "--year", str(year), "--base-url", url,
            "--jobs", str(jobs), "--output", str(out), "--cache", str(cache), "--to", last.isoformat()]


def shards_done(out: Path) -> int:
    return len(list((out / "days").glob("*.jsonl.gz")))


def run_extract(argv: list[str], kill_after_shards: int | None = None, out: Path | None = None) -> Run:
    """Run the command; with `kill_after_shards`, SIGKILL it once `out/days` holds that many shards."""
    began = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=errors, env=child_env())
        watch = TreeWatch(child.pid)
        killed = False
        while kill_after_shards is not None and child.poll() is None:
            if shards_done(out) >= kill_after_shards:
                os.kill(child.pid, signal.SIGKILL)
                killed = True
                break
            time.sleep(POLL_SECONDS / 2)
        status = child.wait()
        seconds = time.perf_counter() - began
        watch.stop()
        errors.seek(0)
        stderr = errors.read().decode(errors="replace")
    return Run(seconds, status, watch.peaks.get(child.pid, 0) / KIB, [p / KIB for p in watch.workers().values()],
               {name: p / KIB for name, p in watch.others().items()}, killed, stderr)


def _stable(path: Path, out: Path) -> bytes:
    """A file's bytes as compared: JSON without timing keys, and `stats.json` without its `run` section (what
    this run did: days processed or reused, timings), which is documented to change from run to run."""
    if path == out / STATS_FILE:
        stats = json.loads(path.read_bytes())
        stats.pop(RUN_SECTION, None)
        return json.dumps(stats, sort_keys=True).encode()
    return stable_bytes(path)


def digests(out: Path) -> dict[str, str]:
    """sha256 of every file of a dataset as compared (`_stable`); the lock file aside."""
    return {str(p.relative_to(out)): hashlib.sha256(_stable(p, out)).hexdigest()
            for p in sorted(out.rglob("*")) if p.is_file() and ".lock" not in p.name}


def differences(first: Path, second: Path) -> list[str]:
    old, new = digests(first), digests(second)
    return [f"{name}: {'missing' if name not in new else 'only in the resumed run' if name not in old else 'differs'}"
            for name in sorted(set(old) | set(new)) if old.get(name) != new.get(name)]


@dataclass
class Year:
    """What the benchmark measured."""

    days: int
    jobs: int
    lines: int
    whole: Run
    stats: dict
    killed: Run | None = None
    resumed: Run | None = None
    differing: list[str] = field(default_factory=list)
    files: int = 0
    resumed_run: dict = field(default_factory=dict)     # the `run` section of the resumed run's stats.json


def run_year(work: Path, year: int = YEAR, days: int = DAYS, jobs: int = JOBS, resume_check: bool = True,
             results: Path | None = None) -> Year:
    """The whole benchmark in `work` (served tree, caches and outputs below it); with `results`, the report
    of the uninterrupted run is written there before the kill -9 and resume runs start."""
    lines = build_tree(work / "served", year, days)
    with serve(work / "served") as url:
        whole = run_extract(extract_argv(url, work / "whole", work / "cache-whole", year, days, jobs))
        if whole.status != 0:
            raise SystemExit(f"extract failed ({whole.status}):\n{whole.stderr[-3000:]}")
        stats = json.loads((work / "whole" / "stats.json").read_text())
        result = Year(days, jobs, lines, whole, stats, files=len(digests(work / "whole")))
        if results is not None:
            publish(results, report(result))
        if resume_check:
            argv = extract_argv(url, work / "resumed", work / "cache-resumed", year, days, jobs)
            result.killed = run_extract(argv, max(1, int(days * KILL_FRACTION)), work / "resumed")
            result.resumed = run_extract(argv)
            result.differing = differences(work / "whole", work / "resumed")
            if result.resumed.status == 0:
                result.resumed_run = json.loads((work / "resumed" / STATS_FILE).read_text())[RUN_SECTION]
    return result


def _mb(values: list[float]) -> str:
    return ", ".join(f"{v:,.0f}" for v in values) or "none"


def _run_rows(name: str, run: Run, lines: int | None) -> str:
    speed = f"{lines / run.seconds:,.0f}" if lines else "-"
    others = "; ".join(f"{name}: {mb:,.0f}" for name, mb in run.other_mb.items()) or "none"
    return (f"| {name} | {run.status}{' (SIGKILL)' if run.killed else ''} | {run.seconds:,.1f} | {speed} | "
            f"{run.parent_mb:,.0f} | {_mb(run.worker_mb)} | {others} |")


def _header(result: Year) -> list[str]:
    whole = result.whole
    met = (whole.seconds <= TARGET_SECONDS and whole.parent_mb <= TARGET_PARENT_MB
           and all(w <= TARGET_WORKER_MB for w in whole.worker_mb))
    load = os.getloadavg()
    return [
        f"`disentangle extract --year {YEAR} --base-url http://127.0.0.1:PORT --jobs {result.jobs}` over "
        f"{result.days} dated days ({result.lines:,} lines: the two shared real days alternately) served by "
        f"the standard library's HTTP server on 127.0.0.1, each run with an empty download cache. Machine: "
        f"{os.cpu_count()} cores, {platform.processor() or platform.machine()}, Python "
        f"{platform.python_version()}; load average at the end {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} "
        f"(1 / 5 / 15 min). Peak RSS: the kernel's high-water mark (VmHWM) of each process. No polite pause "
        f"between requests to a loopback server (to any other, 1 s: a first run of a real year spends at "
        f"least {result.days} s in pauses, overlapped with the computation).",
        "",
        f"Target (issue 21): <= {TARGET_SECONDS // 60} min with {JOBS} jobs, parent <= {TARGET_PARENT_MB:,} MB, "
        f"each worker <= {TARGET_WORKER_MB} MB: **{'met' if met else 'NOT met'}**.",
        "",
        "| run | exit | wall s | lines / s | parent peak MB | worker peaks MB | other processes, peak MB |",
        "|---|---|---|---|---|---|---|",
        _run_rows("uninterrupted", whole, result.lines),
    ]


def _resume_line(result: Year) -> str:
    same = not result.differing
    return (f"Killed after {max(1, int(result.days * KILL_FRACTION))} day shards; the resumed run reused "
            f"{result.resumed_run.get('days_reused')} days and processed {result.resumed_run.get('days_processed')}: "
            f"{'all' if same else 'NOT all'} {result.files} files byte-identical to the uninterrupted run (JSON "
            "without its timing keys, stats.json without its `run` section)"
            + ("." if same else ": " + "; ".join(result.differing[:20])))


def report(result: Year) -> str:
    """The Markdown results."""
    run = result.stats["run"]
    seconds = run["seconds"]
    dialogues = result.stats["splits"]["dialogues"]
    examples = result.stats["splits"]["examples"]["dstc7"]["counts"]
    lines = _header(result)
    if result.killed and result.resumed:
        lines += [_run_rows("killed half-way", result.killed, None), _run_rows("resumed", result.resumed, None)]
    lines += ["", "Phases of the uninterrupted run (`stats.json`, `run.seconds`), seconds and share of the total:", "",
              "| " + " | ".join(PHASES) + " |", "|" + "---|" * len(PHASES),
              "| " + " | ".join(f"{seconds.get(p, 0):,.1f} ({seconds.get(p, 0) / seconds['total']:.0%})"
                                for p in PHASES) + " |",
              "", f"Worker seconds (sum over days): {run['worker_seconds']:,.1f}; "
              f"lines/s over the days phase: {run['lines_per_second']:,.0f}.", "",
              "| split | dialogues | DSTC7 subtask-1 examples |", "|---|---|---|"]
    lines += [f"| {s} | {dialogues.get(s, 0):,} | {examples.get(f'{s}/subtask_1', 0):,} |" for s in SPLITS]
    lines += ["", f"Validation: {'every file valid' if result.stats['validation']['ok'] else 'PROBLEMS'}."]
    if result.resumed:
        lines += ["", _resume_line(result)]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--days", type=int, default=DAYS, help=f"dated days from 1 January (default {DAYS})")
    parser.add_argument("--jobs", type=int, default=JOBS, help=f"worker processes (default {JOBS})")
    parser.add_argument("--work", type=Path, help="work directory, kept (default: a temporary one, removed)")
    parser.add_argument("--no-resume-check", action="store_true", help="skip the kill -9 and resume runs")
    parser.add_argument("--results", type=Path, default=ROOT / "bench" / "results" / "year_loopback.md")
    args = parser.parse_args(argv)
    if not all(day.is_file() for day in REAL_DAYS):
        raise SystemExit(f"the shared days are needed: {', '.join(map(str, REAL_DAYS))}")
    with tempfile.TemporaryDirectory(prefix="year-loopback-") as temp:
        work = args.work or Path(temp)
        work.mkdir(parents=True, exist_ok=True)
        result = run_year(work, YEAR, args.days, args.jobs, not args.no_resume_check, args.results)
    publish(args.results, report(result))
    return 1 if result.differing else 0


if __name__ == "__main__":
    sys.exit(main())
