"""The anonymiser measured on a labelled set nobody here wrote: Presidio's synthetic PII evaluation set
(microsoft/presidio-research, `data/synth_dataset_v2.json`, MIT licence; 1,500 English sentences made from
templates, each value's span labelled by its authors). It is not chat and its values were drawn by Faker,
but its forms, values and labels are someone else's: the anonymiser's rules were never tuned on it.

The file is read from `--data` or downloaded once (pinned commit, SHA-256 checked) into the cache. Its
sentences are split by TEMPLATE into two halves (`half`: the parity of a hash of the template id, so that a
form never sits in both): the TUNING half, whose misses this report lists and which later rules may be
written against, and the HELD-OUT half, reported by counts only and never tuned on. For each claimed kind
(e-mail, phone, IP, card, IBAN, identity numbers: `CLAIMED`), a value is removed when no run of `WINDOW` of its letters and
digits is left in the anonymised sentence (a half-replaced value is a leak); the kinds the anonymiser does
not claim for channel text (people's names nobody lists, street addresses, dates, ...) are reported as how
often they were changed, and sentences holding no value at all as false positives when changed.

    python bench/anonymize_external.py                        # this checkout's anonymiser
    python bench/anonymize_external.py --compare ../main      # ... beside another checkout's, one run
    python bench/anonymize_external.py --data synth_dataset_v2.json

Writes bench/results/anonymize_external.md (or `--results`).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMIT = "7622dec1e5f7d25dc60b57c28c39f4c4af197018"
URL = f"https://raw.githubusercontent.com/microsoft/presidio-research/{COMMIT}/data/synth_dataset_v2.json"
SHA256 = "ec08a771ba8135314cafb60752b2295212222ba3a4cd75d73811839c699e0012"
CACHE_NAME = "presidio_synth_dataset_v2.json"
RESULT = ROOT / "bench" / "results" / "anonymize_external.md"
CLAIMED = {"EMAIL_ADDRESS": "email", "PHONE_NUMBER": "phone", "IP_ADDRESS": "ip", "CREDIT_CARD": "card",
           "IBAN_CODE": "iban", "US_SSN": "id_number", "US_DRIVER_LICENSE": "id_number"}
HALVES = ("tuning", "held-out")
WINDOW = 5                  # letters and digits of a value that, left in a sentence, show it was not removed
TARGET_RECALL = 0.95        # issue 42
SHOWN_MISSES = 40
DOWNLOAD_TIMEOUT, DOWNLOAD_RETRIES, DOWNLOAD_BACKOFF = 60.0, 2, 2.0


@dataclass(frozen=True)
class Span:
    label: str              # the set's entity type
    value: str
    start: int
    end: int


@dataclass(frozen=True)
class Sentence:
    text: str
    masked: str             # the template's text, the values as {{LABEL}}
    template: int
    spans: tuple[Span, ...]


@dataclass
class Tally:
    """One half's counts: values and removals per claimed kind, changes per unclaimed label, false positives."""

    values: Counter = field(default_factory=Counter)
    removed: Counter = field(default_factory=Counter)
    unclaimed: Counter = field(default_factory=Counter)
    unclaimed_changed: Counter = field(default_factory=Counter)
    empty: int = 0
    empty_changed: int = 0
    misses: list = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"values": self.values, "removed": self.removed, "unclaimed": self.unclaimed,
                "unclaimed_changed": self.unclaimed_changed, "empty": self.empty, "empty_changed": self.empty_changed,
                "misses": self.misses}


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _checked(path: Path) -> str:
    """"" when the file is the pinned one, else what is wrong (for the downloader's `check`)."""
    found = sha256_of(path)
    return "" if found == SHA256 else f"SHA-256 {found}, expected {SHA256}"


def dataset(data: Path | None, url: str = URL) -> Path:
    """The set's file: `data` (checked), else the cached copy, downloaded first when missing."""
    if data is not None:
        problem = _checked(data) if data.is_file() else "no such file"
        if problem:
            raise SystemExit(f"{data}: {problem}")
        return data
    from disentangle.download.http_client import download_file
    from disentangle.settings import cache_dir
    cached = cache_dir() / "external" / CACHE_NAME
    if cached.is_file() and not _checked(cached):
        return cached
    status, detail = download_file(url, cached, DOWNLOAD_TIMEOUT, DOWNLOAD_RETRIES, DOWNLOAD_BACKOFF, time.sleep,
                                   check=_checked)
    if not cached.is_file() or _checked(cached):
        raise SystemExit(f"could not get the evaluation set ({status}: {detail}); pass --data FILE")
    return cached


def load(path: Path) -> list[Sentence]:
    """The set's sentences (its JSON list of records: `full_text`, `masked`, `template_id`, `spans`)."""
    records = json.loads(path.read_text(encoding="utf-8"))
    return [Sentence(record["full_text"], record["masked"], int(record["template_id"]),
                     tuple(Span(span["entity_type"], span["entity_value"], span["start_position"], span["end_position"])
                           for span in record["spans"]))
            for record in records]


def half(sentence: Sentence) -> str:
    """Which half a sentence is in: by its template, so that a form is in one half only."""
    return HALVES[int(hashlib.sha256(str(sentence.template).encode()).hexdigest(), 16) % 2]


def _compact(text: str) -> str:
    return re.sub(r"[\W_]", "", text).lower()


def left(value: str, output: str, rest: str) -> bool:
    """Is some of `value` left in `output`: a run of WINDOW of its letters and digits (the whole value when
    shorter) that the rest of the sentence (`rest`: the sentence without this value) does not hold? (An
    e-mail's letters that are also the person's name written beside it are no evidence.)"""
    value, output, rest = _compact(value), _compact(output), _compact(rest)
    size = min(WINDOW, len(value))
    return any(value[i:i + size] in output and value[i:i + size] not in rest for i in range(len(value) - size + 1))


def _rest(sentence: Sentence, span: Span) -> str:
    return sentence.text[:span.start] + " " + sentence.text[span.end:]


def measure(sentences: list[Sentence], anonymize) -> dict[str, Tally]:
    """Each half's tally of the anonymiser (`anonymize`: text -> text) over the sentences."""
    tallies = {name: Tally() for name in HALVES}
    for sentence in sentences:
        tally, output = tallies[half(sentence)], anonymize(sentence.text)
        if not sentence.spans:
            tally.empty += 1
            tally.empty_changed += output != sentence.text
        for span in sentence.spans:
            kind = CLAIMED.get(span.label)
            if kind is None:
                tally.unclaimed[span.label] += 1
                tally.unclaimed_changed[span.label] += span.value not in output
                continue
            tally.values[kind] += 1
            if left(span.value, output, _rest(sentence, span)):
                tally.misses.append((kind, span.value, output))
            else:
                tally.removed[kind] += 1
    return tallies


def anonymizer():
    """The default `--anonymize personal` text transformation of channel text, no names known."""
    from collections import Counter as Counts

    from disentangle.privacy.engine import Anonymizer, PrivacySettings, name_rule
    settings = PrivacySettings()
    engine = Anonymizer(settings, name_rule(frozenset(), settings), platform=False)
    return lambda text: engine.text(text, Counts())


def figures(data: Path | None) -> dict:
    sentences = load(dataset(data))
    started = time.perf_counter()
    tallies = measure(sentences, anonymizer())
    return {"sentences": len(sentences), "seconds": time.perf_counter() - started,
            "halves": {name: tally.as_dict() for name, tally in tallies.items()}}


def _compared(tree: Path, data: Path | None) -> dict:
    """The figures of another checkout's anonymiser, measured by this script in a child process."""
    from report import child_env
    command = [sys.executable, str(Path(__file__).resolve()), "--json", "--tree", str(tree)]
    command += ["--data", str(data)] if data else []
    done = subprocess.run(command, capture_output=True, text=True, env=child_env(), check=False)
    if done.returncode:
        raise SystemExit(f"{tree}: {done.stderr.strip()}")
    return json.loads(done.stdout)


def _rate(removed: int, values: int) -> str:
    return f"{removed / values:.1%}" if values else "-"


def kind_rows(name: str, found: dict, base: dict | None) -> list[str]:
    tally, rows = found["halves"][name], []
    for kind in sorted(set(CLAIMED.values())):
        values, removed = tally["values"].get(kind, 0), tally["removed"].get(kind, 0)
        before = _rate(base["halves"][name]["removed"].get(kind, 0), values) if base else ""
        verdict = "-" if not values else "met" if removed / values >= TARGET_RECALL else "MISSED"
        rows.append(f"| {name} | {kind} | {values} | {removed} | {_rate(removed, values)} |"
                    + (f" {before} |" if base else "") + f" {verdict} |")
    return rows


def report(found: dict, base: dict | None, base_name: str) -> str:
    lines = ["# Anonymisation on a labelled set nobody here wrote (Presidio's synthetic PII set)", "",
             f"`python bench/anonymize_external.py{' --compare ' + base_name if base else ''}`; "
             f"microsoft/presidio-research `data/synth_dataset_v2.json` at {COMMIT[:10]} (MIT), {found['sentences']} "
             "sentences, split by template into a tuning half (misses listed) and a held-out half (counts only, "
             "never tuned on). Default `--anonymize personal`, channel text, no names known. A value is removed "
             f"when no {WINDOW} of its letters and digits are left that the rest of its sentence does not hold.", "",
             "| half | kind | values | removed | recall |" + (f" {base_name} |" if base else "") + " >= 95% |",
             "|---|---|---|---|---|" + ("---|" if base else "") + "---|"]
    for name in HALVES:
        lines += kind_rows(name, found, base)
    lines += ["", "| half | sentences without any value | changed (false positives) |", "|---|---|---|"]
    lines += [f"| {name} | {found['halves'][name]['empty']} | {found['halves'][name]['empty_changed']} |"
              for name in HALVES]
    lines += ["", "Values of kinds not claimed for channel text (changed: some of it replaced):", "",
              "| half | label | values | changed |", "|---|---|---|---|"]
    for name in HALVES:
        tally = found["halves"][name]
        lines += [f"| {name} | {label} | {count} | {tally['unclaimed_changed'].get(label, 0)} |"
                  for label, count in sorted(tally["unclaimed"].items())]
    misses = found["halves"]["tuning"]["misses"]
    lines += ["", f"## Tuning half: misses (first {SHOWN_MISSES} of {len(misses)})", ""]
    lines += [f"- {kind}: `{value}` -> `{output}`" for kind, value, output in misses[:SHOWN_MISSES]]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, help="the set's JSON file (default: downloaded once, cached)")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout whose anonymiser is measured")
    parser.add_argument("--compare", type=Path, help="another checkout, measured beside this one")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON, no report")
    parser.add_argument("--results", type=Path, default=RESULT)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.tree.resolve()))
    found = figures(args.data)
    if args.json:
        json.dump(found, sys.stdout)
        return 0
    from report import publish
    base = _compared(args.compare, args.data) if args.compare else None
    return publish(args.results, report(found, base, args.compare.name if args.compare else ""))


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))     # bench/: report.py
    sys.exit(main())
