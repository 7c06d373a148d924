"""The annotation tool's screen: drawing time per keystroke, and keys per message without suggestions.

Drawing: the real controller and view on the dev samples with their gold links (copied to a temporary
directory; nothing in ../shared is written), the current message stepped through the annotated lines,
`render_screen` timed at 100x30 and 200x60 in each screen mode (plain, a colour per conversation, the
conversation view, the reader). Keys: for every gold link of dev, the keys to annotate it by hand with no
suggestion, driven through the controller: the parent cursor stepped with `k` (the old only way), or the
cheaper of `k` steps and typing the parent's line number with `p` (new). Writes
bench/results/annotate_screen.md.
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from report import publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from annotate.controller.controller import Controller  # noqa: E402
from annotate.model.files import read_annotation  # noqa: E402
from annotate.model.session import Options, Session  # noqa: E402
from annotate.view.screen import render_screen  # noqa: E402

DEV = ROOT.parent / "shared" / "data" / "irc-disentanglement" / "dev"
SIZES = ((100, 30), (200, 60))
MODES = ("plain", "conversation colours", "conversation view", "reader")
MS = 1000


def _set_mode(controller: Controller, mode: str) -> None:
    controller.modes.conversation_colours = mode == "conversation colours"
    controller.modes.conversation_only = mode == "conversation view"
    controller.modes.reading = mode == "reader"


def render_times(controller: Controller, size: tuple[int, int], mode: str, steps: int) -> list[float]:
    """Milliseconds per full screen while the current message steps through the annotated lines."""
    _set_mode(controller, mode)
    controller.do_first()
    times = []
    for _ in range(steps):
        began = time.perf_counter()
        rendered = render_screen(controller, *size)
        times.append((time.perf_counter() - began) * MS)
        controller.top = rendered.top
        controller.do_message_down()
    return times


def manual_keys(parents: dict[int, tuple[int, ...]], start: int) -> tuple[int, int, int]:
    """(links, keys with `k` only, keys with the cheaper of `k` and `p NUMBER Enter`), nearest parents."""
    links = k_only = with_p = 0
    for message, found in parents.items():
        if message < start:
            continue
        parent = max(found)
        if parent == message:
            cost = 1  # `s`
            k_only, with_p = k_only + cost, with_p + cost
        else:
            steps = (message - 1) - parent  # the parent cursor starts on the line above
            typed = 1 + len(str(parent)) + 1  # p, the digits, Enter
            k_only += steps + 1
            with_p += min(steps, typed) + 1  # then Enter links to it
        links += 1
    return links, k_only, with_p


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=200, help="screens drawn per size and mode and sample")
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "annotate_screen.md")
    args = parser.parse_args(argv)
    samples = sorted(DEV.glob("*.raw.txt"))
    times: dict[tuple, list[float]] = {}
    totals = [0, 0, 0]
    with tempfile.TemporaryDirectory() as work:
        for raw in samples:
            name = raw.name[: -len(".raw.txt")]
            gold = raw.with_name(name + ".annotation.txt")
            shutil.copy(gold, Path(work) / f"{name}.annotation.txt")
            session = Session([raw], Options(output_dir=Path(work), read_only=True))
            controller = Controller(session, read_only=True)
            for size in SIZES:
                for mode in MODES:
                    times.setdefault((size, mode), []).extend(render_times(controller, size, mode, args.steps))
            parents = read_annotation(gold)
            for position, value in enumerate(manual_keys(parents, controller.doc.start)):
                totals[position] += value
            session.close()
    table = ["| screen | mode | median ms | 95th percentile ms |", "|---|---|---|---|"]
    for (size, mode), found in times.items():
        found.sort()
        table.append(f"| {size[0]}x{size[1]} | {mode} | {statistics.median(found):.1f} | "
                     f"{found[int(0.95 * (len(found) - 1))]:.1f} |")
    links, k_only, with_p = totals
    keys = (f"Keys per message by hand, no suggestions (dev, {links:,} messages, nearest parent each): "
            f"{k_only / links:.2f} stepping the parent cursor with `k`; {with_p / links:.2f} with `p` "
            f"(type the parent's line number) when it is cheaper.")
    header = (f"`annotate` screen drawing on the {len(samples)} dev samples with gold links, {args.steps} screens "
              f"per sample, size and mode; machine: {os.cpu_count()} cores, "
              f"{platform.processor() or platform.machine()}, Python {platform.python_version()}.")
    return publish(args.output, header + "\n\n" + "\n".join(table) + "\n\n" + keys + "\n")


if __name__ == "__main__":
    sys.exit(main())
