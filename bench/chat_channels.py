"""Several channels in one `extract` run: does it cost what runs over each channel alone predict?

Builds a DiscordChatExporter server folder and a Slack workspace export of `--channels` channels (default 3)
of `--messages` messages each (default 15,000), every channel the real whole days of the shared #ubuntu tree
from another starting message (so the channels share dates, not text; every 7th message a platform reply /
thread message), and a one-channel export of all those messages, then runs, in fresh processes with an
empty cache each, `disentangle extract --jobs J --no-download` once per channel (`--channel NAME`), once
over the one-channel export and once over all channels (the default), `--repeats` times in turn. What a
single channel predicts for the run over all channels: wall time the sum of the per-channel runs' minus
(channels - 1) times the fixed cost of a run (start, model load: a run's wall time less its
`run.seconds.days` and `run.seconds.prepare`), and the time and peak memory (parent and workers summed,
sampled every 0.2 s) of the one-channel export of the same size. The dialogues of the per-channel runs,
summed, must be those of the run over all channels. Writes bench/results/chat_channels.md.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from chat_export_build import BASE_ID, Said, write_discord, write_slack  # bench/, beside this script
from chat_export_scale import MB, messages, run  # the export's messages and the measured run
from report import publish

ROOT = Path(__file__).resolve().parent.parent
ID_RANGE = 10 ** 9                  # Discord ids of channel k: BASE_ID + k * ID_RANGE + index
OFFSET = 5_000                      # channel k's text starts k * OFFSET messages into the shared stream


def channel_messages(count: int, channel: int) -> list[Said]:
    """`count` messages of channel `channel`: the shared stream from its message `channel * OFFSET` on, with
    its own dates (so the channels share most dates, not their text); a reply to a message skipped is none."""
    skip = channel * OFFSET
    return [replace(said, parent=None if said.parent is None or said.parent < skip else said.parent - skip)
            for said in list(messages(count + skip))[skip:]]


def build(kind: str, root: Path, channels: int, count: int) -> list[str]:
    """The export of `kind` (discord, slack) under `root`; the channels' names (`channels` of `count`
    messages; 1 channel of `count` messages is the one-channel export of the same size)."""
    names = [f"channel{k}" for k in range(channels)]
    root.mkdir(parents=True)
    for k, name in enumerate(names):
        said = channel_messages(count, k)
        if kind == "discord":
            write_discord(root / f"{name}.json", said, name, str(900 + k), BASE_ID + k * ID_RANGE)
        else:
            write_slack(root / name, said)
    if kind == "slack":
        (root / "channels.json").write_text(json.dumps([{"id": f"C{k}", "name": n} for k, n in enumerate(names)]))
        (root / "users.json").write_text("[]")
    return names


def measured(export: Path, work: Path, jobs: int, channel: str | None) -> dict:
    """One extract run in a fresh process and an empty cache (`channel`: that one; None: every channel)."""
    tag = channel or "all"
    out, cache = work / f"out-{tag}", work / f"cache-{tag}"
    result = run(export, out, jobs, cache, extra=("--channel", channel) if channel else ())
    stats = result["stats"]
    seconds = stats["run"]["seconds"]
    fixed = result["seconds"] - seconds["days"] - seconds["prepare"]
    dialogues = sum(stats["splits"]["dialogues"].values())
    shutil.rmtree(out)
    shutil.rmtree(cache, ignore_errors=True)
    return {"seconds": result["seconds"], "peak": result["peak_sum"] / MB, "fixed": fixed,
            "days": seconds["days"], "prepare": seconds["prepare"], "dialogues": dialogues,
            "messages": stats["run"]["chat_export"]["messages_read"]}


def compare(kind: str, work: Path, channels: int, count: int, jobs: int, repeats: int) -> list[str]:
    export, one = work / kind, work / f"{kind}-one"
    names = build(kind, export, channels, count)
    build(kind, one, 1, channels * count)
    rows = []
    for repeat in range(repeats):
        singles = [measured(export, work, jobs, name) for name in names]
        alone = measured(one, work, jobs, None)
        together = measured(export, work, jobs, None)
        predicted = sum(s["seconds"] for s in singles) - (channels - 1) * statistics.fmean(s["fixed"] for s in singles)
        rows.append(f"| {kind} | {repeat + 1} | {together['messages']:,} | "
                    f"{sum(s['dialogues'] for s in singles):,} / {together['dialogues']:,} | "
                    f"{predicted:,.1f} | {alone['seconds']:,.1f} | {together['seconds']:,.1f} | "
                    f"{together['seconds'] / predicted:.2f} | {together['seconds'] / alone['seconds']:.2f} | "
                    f"{max(s['peak'] for s in singles):,.0f} | {alone['peak']:,.0f} | {together['peak']:,.0f} | "
                    f"{os.getloadavg()[0]:.1f} |")
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--channels", type=int, default=3)
    parser.add_argument("--messages", type=int, default=15_000, help="per channel")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--result", type=Path, default=ROOT / "bench" / "results" / "chat_channels.md")
    args = parser.parse_args()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="chat-channels-") as work:
        rows = [row for kind in ("discord", "slack")
                for row in compare(kind, Path(work), args.channels, args.messages, args.jobs, args.repeats)]
    head = [
        f"{args.channels} channels of {args.messages:,} messages each (the shared #ubuntu whole days, each channel "
        f"from another starting message, {OFFSET:,} apart, on mostly the same dates), as a DiscordChatExporter "
        "server folder and a Slack workspace export, and one channel of all those messages "
        f"({args.channels * args.messages:,}; the one-channel export of the same size). `disentangle extract --jobs "
        f"{args.jobs} --no-download`, a fresh process and an empty cache per run: once per channel (`--channel "
        "NAME`), once over the one-channel export of the same size, then once over all channels (the default). "
        "Predicted from the single runs: their wall times summed, less (channels - 1) times a run's fixed cost "
        "(wall time less its `prepare` and `days` seconds, mean of the single runs). Memory: resident size of "
        f"the parent and its workers summed, peak. Machine: {os.cpu_count()} cores, {platform.machine()}, Python "
        f"{platform.python_version()}; the load column is the 1-minute load average when the row ended (other "
        f"work shared the machine). Total {time.perf_counter() - started:,.0f} s.", "",
        "| export | repeat | messages | dialogues (per-channel runs summed / all channels) | predicted s | "
        "one channel of the same size s | all channels s | all / predicted | all / one channel | "
        "largest per-channel peak MB | one channel of the same size peak MB | all channels peak MB | load |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    return publish(args.result, "\n".join(head + rows) + "\n")


if __name__ == "__main__":
    sys.exit(main())
