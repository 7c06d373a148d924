"""Keys per message to annotate a stretch of dev by hand and with suggestions, with and without the new keys.

The stretch: dev 2009-02-23_10, lines 1000-1049 (50 messages), whose gold links are the target. For each
message the tool asks about (in the order it goes on), a planner lists the key sequences that make the
message's links exactly the gold ones from the tool's state at that moment (current message, parent cursor,
suggestions) and types the shortest into the real controller, which must then hold the gold links (checked
message by message, and all 50 at the end). Sequences tried: Enter when it writes the gold parents, a digit
for a suggestion that is gold, `s` for a self-link, and for each parent the cheapest way to put the parent
cursor on it (`k`/`j` steps, `p` + the shortest last digits of its line number + Enter, `Tab` through the
candidates) then `l` (one parent) or `x` ... `x` Space (several, in the cheapest order). The new keys add `X` (add the last parent and go on), `*` (every system line
self-linked, pressed once first when the gold of every such line is a self-link), `@` (the last message of
a nick the message mentions; again: earlier ones) and a regular-expression search for the parent's author
(`/^NICKPREFIX` Enter, then `n` to earlier matches). Suggestions: `disentangle
predict --start 1000` output with the shipped model, given with `--suggest` as an annotator would. Then the
same keys are typed into the real program in a pseudo-terminal (`pexpect`), and its annotation file must
equal the controller's. Writes bench/results/annotate_keys.md.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from report import publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from annotate.controller.controller import Controller  # noqa: E402
from annotate.controller.prompts import parent_line  # noqa: E402
from annotate.model.addressee import addressee_candidates  # noqa: E402
from annotate.model.bulk import unlinked_system_lines  # noqa: E402
from annotate.model.files import read_annotation  # noqa: E402
from annotate.model.session import Options, Session  # noqa: E402
from annotate.model.suggest import FileSuggester  # noqa: E402

DEV = ROOT.parent / "shared" / "data" / "irc-disentanglement" / "dev"
SAMPLE, START, END = "2009-02-23_10", 1000, 1050
MAX_REPEATS = 3            # `n` presses tried after a search
PTY_SIZE = (30, 100)
PTY_TIMEOUT = 60
NAMED = {"enter": "\r", "space": " ", "tab": "\t"}
Key = tuple[str, "str | None"]
ENTER, SPACE, TAB = ("enter", None), ("space", None), ("tab", None)


def typed(text: str) -> list[Key]:
    return [(character, character) for character in text]


def _steps(target: int, parent: int) -> list[Key]:
    return typed("j" * (parent - target) if parent > target else "k" * (target - parent))


def _digits(current: int, parent: int) -> list[Key]:
    number = str(parent)
    for length in range(1, len(number) + 1):
        if parent_line(number[-length:], current) == parent:
            return [("p", "p"), *typed(number[-length:]), ENTER]
    return [("p", "p"), *typed(number), ENTER]


def _tabs(candidates: list[int], target: int, parent: int) -> list[Key] | None:
    if parent not in candidates:
        return None
    position = candidates.index(target) if target in candidates else -1
    return [TAB] * ((candidates.index(parent) - position) % len(candidates) or len(candidates))


def _search(controller: Controller, current: int, parent: int) -> list[Key] | None:
    """`/^PREFIX` Enter and `n` presses: the shortest author prefix that reaches `parent` (None: none does)."""
    messages = controller.doc.log.messages
    nick = messages[parent].nick
    for length in range(1, len(nick) + 1):
        query = "^" + re.escape(nick[:length])
        pattern = re.compile(query, re.IGNORECASE)
        found = [m for m in range(current - 1, -1, -1) if pattern.search(f"{messages[m].nick} {messages[m].text}")]
        if parent in found[:MAX_REPEATS + 1]:
            return [("/", "/"), *typed(query), ENTER, *typed("n" * found.index(parent))]
    return None


def _addressee(controller: Controller, current: int, target: int, parent: int, stepping: bool) -> list[Key] | None:
    """`@` presses: the first goes to the addressee's last message, each next one to an earlier message; when
    the parent cursor is where the last `@` left it (`stepping`), the first press already goes on from there."""
    found = addressee_candidates(controller.doc, current)
    if parent not in found:
        return None
    if stepping and target in found:
        return typed("@" * ((found.index(parent) - found.index(target)) % len(found) or len(found)))
    return typed("@" * (found.index(parent) + 1))


def navigate(controller: Controller, current: int, target: int, parent: int, new_keys: bool,
             stepping: bool = False) -> list[Key]:
    """The fewest keys that put the parent cursor on `parent` from `target` (`stepping`: an `@` left it there)."""
    if parent == target:
        return []
    options = [_steps(target, parent), _digits(current, parent), _tabs(controller._candidates(), target, parent)]
    if new_keys and not controller.doc.log.messages[parent].is_system:
        options += [_search(controller, current, parent), _addressee(controller, current, target, parent, stepping)]
    return min((keys for keys in options if keys is not None), key=len)


def plan(controller: Controller, gold: tuple[int, ...], new_keys: bool) -> list[Key]:
    """The shortest key sequence found that gives the current message exactly the `gold` parents and goes on."""
    current, target, doc = controller.current, controller.target, controller.doc
    options = []
    if controller.enter_choice() == gold:
        options.append([ENTER])
    options += [[(str(n), str(n))] for n, found in enumerate(doc.suggestions.get(current, ()), 1)
                if tuple(sorted(found.parents)) == gold]
    if gold == (current,):
        options.append(typed("s"))
    stepping = controller.review._addressed == (current, target)  # the last `@` left the parent cursor here
    if len(gold) == 1:
        options.append(navigate(controller, current, target, gold[0], new_keys, stepping) + typed("l"))
    else:
        last = typed("X") if new_keys else typed("x") + [SPACE]  # `X`: add the last parent and go on
        for order in itertools.permutations(gold):
            keys, cursor, at = [], target, stepping
            for parent in order:
                moves = navigate(controller, current, cursor, parent, new_keys, at)
                keys += moves + typed("x")
                at, cursor = (bool(moves) and moves[-1][0] == "@") or (at and not moves), parent
            options.append(keys[:-1] + last)
    return min(options, key=len)


def gold_parents(sample: str = SAMPLE, end: int | None = END) -> dict[int, tuple[int, ...]]:
    """The gold parents of the sample's messages from START to `end` (None: its last annotated message)."""
    gold = read_annotation(DEV / f"{sample}.annotation.txt")
    return {m: tuple(sorted(found)) for m, found in gold.items() if START <= m < (end or max(gold) + 1)}


def annotate_headless(log: Path, output: Path, suggestions: Path | None, new_keys: bool,
                      gold: dict[int, tuple[int, ...]]) -> tuple[list[list[Key]], list[int], str]:
    """Drive the controller to the gold links: the keys per step (the first may be `*`), the journal's action
    count after each step, and the annotation file's text. Raises when a step misses the gold links."""
    suggester = FileSuggester(suggestions) if suggestions else None
    session = Session([log], Options(output=output, start=START, end=max(gold) + 1, durable=False), suggester)
    controller = Controller(session)
    if suggester is not None:
        controller.suggestions_ready(controller.doc, session.compute_suggestions(controller.doc))
    steps: list[list[Key]] = []
    actions: list[int] = []
    system = unlinked_system_lines(controller.doc)
    if new_keys and system and all(gold.get(m) == (m,) for m in system):
        steps.append(typed("*"))
        _press(controller, steps[-1])
        actions.append(controller.doc.journal.actions)
    while controller.doc.remaining():
        message = controller.current
        steps.append(plan(controller, gold[message], new_keys))
        _press(controller, steps[-1])
        actions.append(controller.doc.journal.actions)
        if controller.doc.parents(message) != gold[message]:
            raise AssertionError(f"{message}: {steps[-1]} gave {controller.doc.parents(message)}, gold {gold[message]}")
    assert {m: controller.doc.parents(m) for m in gold} == gold
    text = controller.doc.text()
    session.close()
    return steps, actions, text


def _press(controller: Controller, keys: list[Key]) -> None:
    for key, character in keys:
        if not controller.handle(key, character):
            raise AssertionError(f"key {key!r} did nothing")


def _journal_actions(path: Path) -> int:
    if not path.exists():
        return 0
    count = 0
    for line in path.read_text().splitlines():
        try:
            count += json.loads(line).get("type") in ("change", "undo", "redo")
        except json.JSONDecodeError:
            pass
    return count


def annotate_in_pty(log: Path, output: Path, suggestions: Path | None, steps: list[list[Key]],
                    actions: list[int]) -> str:
    """Type the same keys into the real program in a pseudo-terminal (waiting after each step until its
    journal holds the actions the controller made); its annotation file's text."""
    import pexpect
    env = dict(os.environ, TERM="xterm-256color", PYTHONPATH=str(ROOT))
    args = ["-m", "annotate", str(log), "-o", str(output), "--start", str(START), "--end", str(END)]
    args += ["--suggest", str(suggestions)] if suggestions else []
    child = pexpect.spawn(sys.executable, args, env=env, dimensions=PTY_SIZE, timeout=PTY_TIMEOUT,
                          encoding="utf-8", codec_errors="replace")
    child.expect("suggestions for" if suggestions else "annotated")
    journal = output.with_name(output.name + ".journal")
    for keys, expected in zip(steps, actions):
        child.send("".join(NAMED.get(key, character or key) for key, character in keys))
        deadline = time.monotonic() + PTY_TIMEOUT
        while _journal_actions(journal) < expected:
            if time.monotonic() > deadline:
                raise AssertionError(f"the program did not act on {keys}")
            child.expect([pexpect.TIMEOUT], timeout=0.05)
    child.send("q")
    child.expect(pexpect.EOF)
    child.wait()
    return output.read_text()


def predicted(log: Path, out: Path) -> Path:
    """`disentangle predict --start START` output for the log (the shipped model), as `--suggest` reads it."""
    result = subprocess.run([sys.executable, "-m", "disentangle", "predict", "--start", str(START), str(log)],
                            capture_output=True, text=True, cwd=ROOT, check=True)
    out.write_text(result.stdout)
    return out


def dev_rows(work: Path) -> list[str]:
    """The same planner on every dev sample from line START to its last annotated message (controller only)."""
    totals = {(source, new_keys): 0 for source in (False, True) for new_keys in (False, True)}
    messages = 0
    samples = sorted(DEV.glob("*.raw.txt"))
    for log in samples:
        sample = log.name[: -len(".raw.txt")]
        gold = gold_parents(sample, None)
        messages += len(gold)
        suggestions = predicted(log, work / f"{sample}.predicted.txt")
        for source, new_keys in totals:
            output = work / f"{sample}-{source}-{new_keys}.txt"
            steps, _, _ = annotate_headless(log, output, suggestions if source else None, new_keys, gold)
            totals[source, new_keys] += sum(map(len, steps))
    label = f"all {len(samples)} dev samples, {messages:,} messages (controller only)"
    return [f"| {label}: by hand | {totals[False, False] / messages:.2f} | {totals[False, True] / messages:.2f} |",
            f"| {label}: --suggest | {totals[True, False] / messages:.2f} | {totals[True, True] / messages:.2f} |"]


def show(keys: list[Key]) -> str:
    return "".join({"enter": "⏎", "space": "␣", "tab": "⇥"}.get(key, character or key) for key, character in keys)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "annotate_keys.md")
    parser.add_argument("--no-pty", action="store_true", help="skip typing the keys into the real program")
    args = parser.parse_args(argv)
    log, gold = DEV / f"{SAMPLE}.raw.txt", gold_parents()
    rows, sequences = [], []
    with tempfile.TemporaryDirectory() as work:
        suggestions = predicted(log, Path(work) / "predicted.txt")
        for label, source in (("by hand", None), ("--suggest (predict, shipped model)", suggestions)):
            figures = []
            for new_keys in (False, True):
                name = f"{'new' if new_keys else 'old'}-{'suggest' if source else 'hand'}"
                steps, actions, text = annotate_headless(log, Path(work) / f"{name}.txt", source, new_keys, gold)
                checked = "not typed"
                if not args.no_pty:
                    typed_text = annotate_in_pty(log, Path(work) / f"{name}.pty.txt", source, steps, actions)
                    checked = "same file" if typed_text == text else "DIFFERENT FILE"
                keys = sum(map(len, steps))
                figures.append(f"{keys / len(gold):.2f} ({keys} keys; pty: {checked})")
                sequences.append(f"- {label}, {'new' if new_keys else 'old'} keys: `{' '.join(map(show, steps))}`")
            rows.append(f"| {label} | {figures[0]} | {figures[1]} |")
        rows += dev_rows(Path(work))
    table = ["| suggestions | keys per message, old keys | with `*`, `@`, `X` and regex search |", "|---|---|---|", *rows]
    header = (f"Keys per message on dev {SAMPLE} lines {START}-{END - 1} ({len(gold)} messages, every one ending "
              f"with exactly its gold links; see the docstring of bench/annotate_keys.py for the method).")
    return publish(args.output, header + "\n\n" + "\n".join(table) + "\n\nThe key sequences (one group per "
                   "message; ⏎ Enter, ␣ Space, ⇥ Tab):\n\n" + "\n".join(sequences) + "\n")


if __name__ == "__main__":
    sys.exit(main())
