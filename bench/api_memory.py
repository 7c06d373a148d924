"""The Python API's memory and time on a long chat, beside `disentangle predict` on the same lines.

Builds N messages (default 100,000, the issue's case) from the shared 2005-02-24 day repeated on consecutive
dates (authors, texts, kinds and minutes as the reader gives them), writes them also as a dated irclogs file
of one channel, and runs, each in a child process: `disentangle.load().links(messages)` on the dicts,
`links(path)` on the file, and `disentangle predict --one-parent` on the file. Records wall seconds and peak RSS
of each child (`os.wait4`) and whether the three give the same links (message, parent). Writes
bench/results/api_memory.md.

    python bench/api_memory.py                    # 100,000 messages (a few minutes on 2 cores)
    python bench/api_memory.py --messages 20000   # quicker
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from report import publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
DAY = ROOT.parent / "shared" / "data" / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
DEFAULT_MESSAGES = 100_000
MEGABYTE = 1 << 20

# the child: builds the messages (the same recipe as `messages`), predicts, prints a digest of the links
CHILD = """
import hashlib, json, sys
sys.path.insert(0, {bench!r})
import disentangle
from api_memory import messages
how, path, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
given = messages(count) if how == "dicts" else path
links = disentangle.load().links(given)
pairs = "".join(f"{{link.message}} {{link.parent}}\\n" for link in links)
print(json.dumps({{"links": len(links), "digest": hashlib.sha256(pairs.encode()).hexdigest()}}))
"""


@dataclass(frozen=True)
class Run:
    """One child: what it ran, wall seconds, peak RSS (MB), how many links and their digest."""

    label: str
    seconds: float
    peak_mb: float
    links: int
    digest: str


def day_messages() -> list[tuple[str, str, str, int]]:
    """(kind, author, text, minute) of every line of the shared day, as the reader reads it."""
    from disentangle.logs.files import read_log
    return [(m.kind, m.nick, m.text, m.minute) for m in read_log(DAY, log_format="irclogs").messages]


def messages(count: int) -> list[dict]:
    """`count` messages: the shared day again and again on consecutive dates from 2005-02-24."""
    import datetime as dt
    day, start, found = day_messages(), dt.datetime(2005, 2, 24), []
    while len(found) < count:
        offset = dt.timedelta(days=len(found) // len(day))
        found += [{"kind": kind, "author": author, "text": text,
                   "time": (start + offset + dt.timedelta(minutes=minute)).isoformat()}
                  for kind, author, text, minute in day[:count - len(found)]]
    return found


def write_file(folder: Path, count: int) -> Path:
    """The same messages as one channel-dated file (dates in its lines: a day per copy of the day)."""
    path = folder / "chat.txt"
    with open(path, "w", encoding="utf-8") as out:
        for m in messages(count):
            date, clock = m["time"][:10], m["time"][11:16]
            if m["kind"] == "message":
                out.write(f"#ubuntu {date} [{clock}] <{m['author']}> {m['text']}\n")
            elif m["kind"] == "action":
                out.write(f"#ubuntu {date} [{clock}]  * {m['author']} {m['text']}\n")
            else:
                out.write(f"#ubuntu {date} [{clock}] === {m['author']} {m['text']}\n")
    return path


def child(label: str, argv: list[str], parse) -> Run:
    """Run a child process; its wall time, peak RSS and links (from `parse` of its stdout)."""
    began = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT)
    out = process.stdout.read() if process.stdout else b""
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        raise SystemExit(f"failed ({status}): {' '.join(argv)}")
    links, digest = parse(out)
    return Run(label, time.perf_counter() - began, usage.ru_maxrss / 1024, links, digest)


def from_json(out: bytes) -> tuple[int, str]:
    found = json.loads(out)
    return found["links"], found["digest"]


def from_predict(out: bytes) -> tuple[int, str]:
    rows = [line.rsplit(b":", 1)[1].split() for line in out.splitlines()]
    pairs = "".join(f"{int(r[0])} {int(r[1])}\n" for r in rows)
    return len(rows), hashlib.sha256(pairs.encode()).hexdigest()


def report(count: int, runs: list[Run]) -> str:
    rows = "\n".join(f"| {r.label} | {r.seconds:.1f} | {r.peak_mb:,.0f} | {r.links:,} | `{r.digest[:12]}` |"
                     for r in runs)
    same = len({r.digest for r in runs}) == 1
    return (f"# The Python API on {count:,} messages, beside `disentangle predict`\n\n"
            f"`python bench/api_memory.py --messages {count}`; machine: {os.cpu_count()} cores, "
            f"{platform.machine()}, Python {platform.python_version()}; each run a child process (peak RSS by "
            "`os.wait4`), the shipped model, one parent per message.\n\n"
            "| run | seconds | peak RSS (MB) | links | links digest |\n|---|---|---|---|---|\n" + rows + "\n\n"
            f"The same links everywhere: {'yes' if same else 'NO'}.\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=DEFAULT_MESSAGES)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "api_memory.md")
    args = parser.parse_args(argv)
    code = CHILD.format(bench=str(Path(__file__).resolve().parent))
    with tempfile.TemporaryDirectory(prefix="api-memory-") as folder:
        path = write_file(Path(folder), args.messages)
        runs = [child("API `links(messages)` (dicts)", [sys.executable, "-c", code, "dicts", "-", str(args.messages)],
                      from_json),
                child("API `links(path)` (the file)", [sys.executable, "-c", code, "path", str(path),
                                                       str(args.messages)], from_json),
                child("`disentangle predict --one-parent` (the file)",
                      [sys.executable, "-m", "disentangle", "predict", "--one-parent", str(path)], from_predict)]
    return publish(args.output, report(args.messages, runs))


if __name__ == "__main__":
    sys.exit(main())
