"""The annotation tool on a ~100 MB log beside a 10,000-line one: open time, page moves, `g` jumps, peak RSS.

Builds, in a temporary folder, a 10,000-line log (the shared 2005-02-24 day and the start of a second
copy) and the day repeated to `--megabytes` (the issue's case: 204 copies, 1.59M lines, 105 MB; the same
builder as `bench/stream_memory.py`). Each log is opened in a child process by the real session,
controller and view, headlessly (no terminal): the time until the first 100x30 screen is drawn, then the
median time of a page move (PgDn + redraw), of a `g` jump to a random line (+ redraw) and of a search
for a text found nowhere (`N` from the first line: every line scanned, + redraw); the child's peak RSS
comes from `os.wait4`. The big log is opened a second time with a suggestion file linking each of its
lines (`--suggest`, as `disentangle predict` output), attached before the first screen. With `--before`,
the same children run the `annotate` of another checkout, side by side. Writes
bench/results/annotate_large.md.

    python bench/annotate_large.py                     # 10k lines and ~100 MB
    python bench/annotate_large.py --megabytes 20      # quicker while developing
    python bench/annotate_large.py --before ../main    # also each log with the code of another checkout
    python bench/annotate_large.py --child LOG         # one child (prints its timings as JSON)
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from stream_memory import DAY, MEGABYTE, build_log, count_lines  # noqa: E402  (bench/, beside this script)

SMALL_LINES = 10_000
SMALL_LABEL = "10k lines"
LINK_BLOCK = 100_000  # suggestion lines written at a time
SIZE = (100, 30)
PAGE_MOVES = 40
JUMPS = 20
SEARCHES = 3
SEARCH_QUERY = "xyzzy-not-there"  # found nowhere: `N` from the first line scans every line of the log
RSS_TARGET_MB = 500
OPEN_TARGET_S = 10.0
MS = 1000
SEED = 7


def build_small(folder: Path) -> Path:
    """The first `SMALL_LINES` lines of the shared day repeated (irclogs layout, date in the path)."""
    lines = DAY.read_bytes().splitlines(keepends=True)
    copies = SMALL_LINES // len(lines) + 1
    path = folder / "small" / "2005" / "02" / "24" / "#ubuntu.txt"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"".join((lines * copies)[:SMALL_LINES]))
    return path


def write_links(log: Path, path: Path) -> Path:
    """A suggestion file as `disentangle predict` writes it for `log`: every line linked to the one before
    (the first to itself), `LOG:message parent -`."""
    lines = count_lines(log)
    with open(path, "w", encoding="utf-8") as out:
        for first in range(0, lines, LINK_BLOCK):
            out.write("".join(f"{log}:{k} {max(k - 1, 0)} -\n" for k in range(first, min(first + LINK_BLOCK, lines))))
    return path


def _timed(action) -> float:
    began = time.perf_counter()
    action()
    return (time.perf_counter() - began) * MS


def child(log: Path, suggest: Path | None = None) -> dict:
    """Open `log` read-only (with the suggestions of file `suggest`, attached before the first screen), draw,
    page, jump, search; the timings (the parent measures the memory)."""
    from annotate.controller.controller import Controller
    from annotate.model.session import Options, Session
    from annotate.model.suggest import FileSuggester
    from annotate.view.screen import render_screen

    began = time.perf_counter()
    session = Session([log], Options(read_only=True), FileSuggester(suggest) if suggest else None)
    session.check()
    controller = Controller(session, read_only=True)
    if suggest is not None:
        controller.suggestions_ready(session.document, session.compute_suggestions(session.document))

    def draw() -> None:
        rendered = render_screen(controller, *SIZE)
        controller.top, controller.page = rendered.top, max(rendered.rows - 1, 1)

    draw()
    opened = time.perf_counter() - began
    pages = [_timed(lambda: (controller.do_page_down(), draw())) for _ in range(PAGE_MOVES)]
    lines = len(controller.doc.log.messages)
    chooser = random.Random(SEED)
    targets = [chooser.randrange(lines) for _ in range(JUMPS)]

    def jump(line: int) -> None:
        controller.handle("g", "g")
        for digit in str(line):
            controller.handle(digit, digit)
        controller.handle("enter")
        draw()

    jumps = [_timed(lambda line=line: jump(line)) for line in targets]
    controller.do_first()
    for key in ["/", *SEARCH_QUERY, "enter"]:  # the search as typed (nothing before the first line to scan)
        controller.handle(key, key if len(key) == 1 else None)
    searches = [_timed(lambda: (controller.prompts.do_search_forward(), draw())) for _ in range(SEARCHES)]
    session.close()
    return {"lines": lines, "open_s": opened, "page_ms": statistics.median(pages), "page_max_ms": max(pages),
            "jump_ms": statistics.median(jumps), "jump_max_ms": max(jumps),
            "search_ms": statistics.median(searches), "current": controller.current}


def run_child(log: Path, code: Path | None = None, suggest: Path | None = None) -> dict:
    """`child` in a subprocess (with the `annotate` of checkout `code`, if given); its timings plus wall
    seconds and peak RSS in MB."""
    argv = [sys.executable, str(Path(__file__).resolve()), "--child", str(log)]
    argv += ["--code", str(code)] if code is not None else []
    argv += ["--suggest", str(suggest)] if suggest is not None else []
    began = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True)
    out = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        raise SystemExit(f"child failed ({status}) on {log}")
    found = json.loads(out.strip().splitlines()[-1])
    found.update(wall_s=time.perf_counter() - began, peak_mb=usage.ru_maxrss / 1024,
                 megabytes=log.stat().st_size / MEGABYTE)
    return found


def report(runs: dict[str, dict]) -> str:
    rows = [f"| {label} | {r['megabytes']:.1f} | {r['lines']:,} | {r['open_s']:.2f} | {r['page_ms']:.0f} "
            f"({r['page_max_ms']:.0f}) | {r['jump_ms']:.0f} ({r['jump_max_ms']:.0f}) | {r['search_ms']:.0f} "
            f"| {r['peak_mb']:,.0f} |" for label, r in runs.items()]
    small, big = runs[SMALL_LABEL], runs[next(label for label in runs if label.startswith("day x"))]
    verdict_rss = "met" if big["peak_mb"] <= RSS_TARGET_MB else "NOT met"
    verdict_open = "met" if big["open_s"] <= OPEN_TARGET_S else "NOT met"
    load = os.getloadavg()[0]
    return (f"`annotate` opening a log headlessly (session, controller, {SIZE[0]}x{SIZE[1]} screen; read-only), "
            f"each log in its own child process, in the same run; machine: {os.cpu_count()} cores, "
            f"{platform.machine()}, Python {platform.python_version()}, load average {load:.1f} at the end "
            "(shared by other jobs: timings are noisy, compare side by side).\n\n"
            "| log | MB | lines | open to first screen (s) | page move ms, median (max) | `g` jump ms, median "
            "(max) | search of every line (`N`, not found) ms | peak RSS (MB) |\n"
            "|---|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"Big log over 10k lines: open {big['open_s'] / small['open_s']:.1f}x, page move "
            f"{big['page_ms'] / small['page_ms']:.1f}x, `g` jump {big['jump_ms'] / small['jump_ms']:.1f}x, "
            f"peak RSS {big['peak_mb'] / small['peak_mb']:.1f}x. Peak RSS {big['peak_mb']:,.0f} MB (target <= "
            f"{RSS_TARGET_MB}: {verdict_rss}); open {big['open_s']:.1f} s (target <= {OPEN_TARGET_S:.0f}: "
            f"{verdict_open}).\n" + _before(runs))


def _before(runs: dict[str, dict]) -> str:
    """The paged code over the code of `--before`, log by log (empty without `--before`)."""
    lines = []
    for label, before in runs.items():
        if label.endswith(", before"):
            now = runs[label[: -len(", before")]]
            lines.append(f"- {label[: -len(', before')]}: open {before['open_s'] / now['open_s']:.1f}x faster, "
                         f"peak RSS {before['peak_mb'] / now['peak_mb']:.1f}x smaller, `g` jump "
                         f"{now['jump_ms'] / before['jump_ms']:.1f}x the time, full search "
                         f"{now['search_ms'] / before['search_ms']:.2f}x the time than before.")
    return "\nNow over before (`--before`), same run:\n\n" + "\n".join(lines) + "\n" if lines else ""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=100.0)
    parser.add_argument("--before", type=Path, help="a checkout whose `annotate` is measured too (e.g. ../main)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--code", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--suggest", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "annotate_large.md")
    args = parser.parse_args(argv)
    if args.child is not None:
        if args.code is not None:
            sys.path.insert(0, str(args.code.resolve()))
        print(json.dumps(child(args.child, args.suggest)))
        return 0
    from report import publish  # bench/report.py
    with tempfile.TemporaryDirectory(prefix="annotate-large-") as folder:
        small = build_small(Path(folder))
        big = build_log(Path(folder), args.megabytes)
        links = write_links(big, Path(folder) / "predicted.txt")
        big_label = f"day x {round(big.stat().st_size / DAY.stat().st_size)}"
        suggest_label = f"{big_label} + `--suggest` ({count_lines(links) / 1e6:.1f}M links)"
        runs = {SMALL_LABEL: run_child(small), big_label: run_child(big), suggest_label: run_child(big, None, links)}
        if args.before is not None:
            for label, log, suggest in ((SMALL_LABEL, small, None), (big_label, big, None),
                                        (suggest_label, big, links)):
                runs[f"{label}, before"] = run_child(log, args.before, suggest)
    return publish(args.output, report(runs))


if __name__ == "__main__":
    sys.exit(main())
