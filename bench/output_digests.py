"""Digests of everything the toolkit writes on the shared data, to prove a refactoring changed no byte.

Runs the installed `disentangle` command (of the checkout's `.venv`, or the one on PATH) over the 10 dev
files (`predict --start 1000`, every format, learned and heuristic), the two shared full days (every format
and method), the offline `extract --year 2015 --no-download` (every file it writes), `extract` of one long
log file (`--logs FILE`: the two shared days joined), `extract` of chat exports (the exports of
`tests/data/exports/` and, built from the shared days by `chat_export_build`, a Discord server and a Slack
workspace of two channels and a Telegram chat, each read whole, one channel asked, and one year asked) and the
offline `compare --year 2015` (its report, its samples and its plots), and records one sha256 per output in a JSON manifest. `--compare OLD.json` exits 1 and names every output that differs.

    python bench/output_digests.py --write /tmp/before.json
    ... move code ...
    python bench/output_digests.py --compare /tmp/before.json
"""
from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from chat_channels import build  # bench/, beside this script
from chat_export_build import write_telegram
from chat_export_scale import messages

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
DEV = SHARED / "irc-disentanglement" / "dev"
DAYS = (SHARED / "irclogs" / "2004" / "09" / "22" / "#ubuntu.txt",
        SHARED / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt")
FORMATS = ("links", "conversations", "jsonl")
METHODS = ("learned", "heuristic", "previous")
# extract writes how long it took (and so how fast) and the machine's BLAS kernel into stats.json; those
# keys are not outputs of the method
VOLATILE_KEYS = frozenset({"seconds", "worker_seconds", "lines_per_second", "blas_kernels"})


def command() -> list[str]:
    venv = ROOT / ".venv" / "bin" / "disentangle"
    return [str(venv)] if venv.exists() else [shutil.which("disentangle") or "disentangle"]


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def run(args: list[str], cwd: Path) -> bytes:
    """The command's output; its caches under `cwd` (a fresh cache per manifest: split exports are redone)."""
    env = {**os.environ, "DISENTANGLE_CACHE": str(cwd / "cache")}
    done = subprocess.run([*command(), *args], cwd=cwd, capture_output=True, check=False, env=env)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed ({done.returncode}): {done.stderr.decode()[-2000:]}")
    return done.stdout


def predictions(cwd: Path) -> dict[str, str]:
    dev = sorted(str(path) for path in DEV.glob("*.raw.txt"))
    found = {}
    for method in METHODS:
        for fmt in FORMATS:
            found[f"dev/{method}.{fmt}"] = digest(run(["predict", "--start", "1000", "--method", method,
                                                       "--format", fmt, *dev], cwd))
            for day in DAYS:
                name = "-".join(day.parts[-4:-1])
                found[f"day/{name}/{method}.{fmt}"] = digest(run(["predict", "--method", method, "--format", fmt,
                                                                  str(day)], cwd))
    found["dev/learned.one-parent.links"] = digest(run(["predict", "--start", "1000", "--one-parent", *dev], cwd))
    return found


def stable_bytes(path: Path) -> bytes:
    """A file's bytes; for JSON objects, without the keys that hold wall-clock times."""
    data = path.read_bytes()
    if path.suffix != ".json":
        return data
    def scrub(value):
        if isinstance(value, dict):
            return {k: scrub(v) for k, v in value.items() if k not in VOLATILE_KEYS}
        if isinstance(value, list):
            return [scrub(v) for v in value]
        return value
    return json.dumps(scrub(json.loads(data)), sort_keys=True).encode()


def extraction(cwd: Path) -> dict[str, str]:
    out = cwd / "extract-2015"
    run(["extract", "--year", "2015", "--no-download", "--jobs", "1", "--output", str(out)], cwd)
    return {f"extract/{path.relative_to(out)}": digest(stable_bytes(path))
            for path in sorted(out.rglob("*")) if path.is_file() and ".lock" not in path.name}


def tree_digests(prefix: str, out: Path, cwd: Path | None = None, root: Path | None = None) -> dict[str, str]:
    """Every file under `out`; with `cwd`, its path in a file (the temporary directory) reads as `CWD`; with
    `root`, the checkout's path as `ROOT` (a fixture's path, the same in any worktree)."""
    def stable(path: Path) -> bytes:
        data = stable_bytes(path)
        data = data.replace(str(cwd).encode(), b"CWD") if cwd is not None else data
        return data.replace(str(root).encode(), b"ROOT") if root is not None else data
    return {f"{prefix}/{path.relative_to(out)}": digest(stable(path))
            for path in sorted(out.rglob("*")) if path.is_file() and ".lock" not in path.name}


def irssi_lines(day: Path) -> bytes:
    """A shared irclogs day as irssi writes it: a `--- Day changed` line, `HH:MM <nick> text`, `-!-` events."""
    date = dt.date(*map(int, day.parts[-4:-1]))
    lines, clock = [date.strftime("--- Day changed %a %b %d %Y").encode()], b"00:00"
    for line in day.read_bytes().splitlines():
        if line[:1] == b"[" and line[6:8] == b"] ":
            clock, line = line[1:6], line[8:]
        elif line.startswith(b"=== "):
            line = b"-!- " + line[4:]
        lines.append(clock + b" " + line)
    return b"\n".join(lines) + b"\n"


def long_file_extraction(cwd: Path) -> dict[str, str]:
    """`extract --logs FILE` of one irssi log holding the two shared days, once per year."""
    joined = cwd / "ubuntu.log"
    joined.write_bytes(b"".join(irssi_lines(day) for day in DAYS))
    found = {}
    for day in DAYS:
        year = day.parts[-4]
        out = cwd / f"extract-file-{year}"
        run(["extract", "--year", year, "--logs", str(joined), "--no-download", "--jobs", "1",
             "--output", str(out)], cwd)
        found.update(tree_digests(f"extract-file-{year}", out, cwd))
    return found


FIXTURES = ROOT / "tests" / "data" / "exports"
CHAT_MESSAGES = 3_000                 # per channel of the built exports


def chat_exports(cwd: Path) -> dict[str, Path]:
    """Name -> export: the fixtures of tests/data/exports, and exports built from the shared days."""
    built = cwd / "exports"
    build("discord", built / "discord", 2, CHAT_MESSAGES)
    build("slack", built / "slack", 2, CHAT_MESSAGES)
    write_telegram(built / "telegram.json", messages(CHAT_MESSAGES))
    return {"fixture-discord": FIXTURES / "discord_general.json", "fixture-slack": FIXTURES / "slack",
            "fixture-telegram": FIXTURES / "telegram" / "result.json", "discord": built / "discord",
            "slack": built / "slack", "telegram": built / "telegram.json"}


CHAT_RUNS = {"all": [], "channel": ["--channel", "channel1"], "year": ["--year", "2024"]}


def chat_extraction(cwd: Path) -> dict[str, str]:
    """`extract --logs EXPORT` of each export: whole; one channel of the built servers; one year."""
    found = {}
    for name, export in chat_exports(cwd).items():
        for run_name, extra in CHAT_RUNS.items():
            if run_name != "all" and name.startswith("fixture-") or run_name == "channel" and name == "telegram":
                continue
            out = cwd / f"chat-{name}-{run_name}"
            run(["extract", "--logs", str(export), "--no-download", "--jobs", "1", "--output", str(out), *extra],
                cwd)
            found.update(tree_digests(f"chat/{name}/{run_name}", out, cwd, ROOT))
    return found


def comparison(cwd: Path) -> dict[str, str]:
    out = cwd / "compare-2015"
    run(["compare", "--year", "2015", "--no-download", "--output", str(out), "--work", str(cwd / "compare-work")],
        cwd)
    return tree_digests("compare", out)


def manifest() -> dict[str, str]:
    with tempfile.TemporaryDirectory() as tmp:
        cwd = Path(tmp)
        return {**predictions(cwd), **extraction(cwd), **long_file_extraction(cwd), **chat_extraction(cwd),
                **comparison(cwd)}


def compare(old: dict[str, str], new: dict[str, str]) -> list[str]:
    return [f"{name}: {'missing' if name not in new else 'new' if name not in old else 'differs'}"
            for name in sorted(set(old) | set(new)) if old.get(name) != new.get(name)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", type=Path, help="write the manifest here")
    parser.add_argument("--compare", type=Path, help="compare with this manifest; exit 1 on any difference")
    args = parser.parse_args(argv)
    found = manifest()
    if args.write:
        args.write.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
    if args.compare:
        differences = compare(json.loads(args.compare.read_text()), found)
        sys.stdout.write("".join(f"{line}\n" for line in differences)
                         or f"all {len(found)} outputs byte-identical\n")
        return 1 if differences else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
