"""Review by uncertainty on dev: keys per reviewed message, and the exact F reached after reviewing 10% / 20%.

For each of the 10 dev samples (lines 1000 to its last annotated message, 250 messages each) the shipped
model's suggestions are computed as `annotate --model` computes them (its most probable parent per message and
that probability). Then `annotate --review SHARE` is driven through the controller: it visits the SHARE of the
sample's messages the model is least sure of, least sure first, and on each the planner of
bench/annotate_keys.py (the shortest key sequence from the tool's state, with `@`, `X`, `p`, `Tab`, search)
types the gold links, as an annotator who chooses gold would. Keys per reviewed message are counted. The file
is then filled with the model's links for the other messages (what `--review-fill` writes, read here with the
mark taken off) and scored against gold by `disentangle.metrics.evaluate`, pooled over the 10 samples: exact
P/R/F, link F, 1-1. Two bases are reported: the suggestions annotate shows (the model's most probable parent;
what `--review-fill` writes) and `disentangle predict`'s own links (its decoding and second parents), each
with the reviewed messages' links replaced by gold. Control: the same number of messages per sample chosen
at random instead of least sure first (seeds 0-4, mean and standard deviation), which is what ordering by
uncertainty buys. Writes bench/results/annotate_review.md.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Sequence

from annotate_keys import _press, plan  # bench/annotate_keys.py, beside this script
from report import publish  # bench/report.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from annotate.controller.controller import Controller  # noqa: E402
from annotate.model.files import read_annotation  # noqa: E402
from annotate.model.session import Options, Session  # noqa: E402
from annotate.model.suggest import ModelSuggester, Suggestion  # noqa: E402
from annotate.model.uncertainty import ReviewSize, model_links  # noqa: E402
from disentangle.linking.links import Link  # noqa: E402
from disentangle.metrics.scoring import evaluate  # noqa: E402

DEV = ROOT.parent / "shared" / "data" / "irc-disentanglement" / "dev"
START = 1000
SHARES = (0.1, 0.2)
SEEDS = range(5)
Parents = dict[int, tuple[int, ...]]


def gold_of(sample: str) -> Parents:
    gold = read_annotation(DEV / f"{sample}.annotation.txt")
    return {m: tuple(sorted(found)) for m, found in gold.items() if m >= START}


def review(log: Path, suggestions: list[Suggestion], gold: Parents, share: float,
           work: Path) -> tuple[Parents, int, float, int]:
    """Drive `annotate --review share` to gold on one sample: the reviewed links, the keys typed, the share of
    the sample's uncertainty the review covered, and how many reviewed messages the model had right."""
    output = work / f"{log.name}.{share}.annotation.txt"
    session = Session([log], Options(output=output, start=START, end=max(gold) + 1, durable=False,
                                     review=ReviewSize(share=share)), lambda *_: suggestions)
    controller = Controller(session)
    controller.suggestions_ready(controller.doc, session.compute_suggestions(controller.doc))
    doc, keys = controller.doc, 0
    while doc.remaining():
        message = controller.current
        steps = plan(controller, gold[message], True)
        _press(controller, steps)
        keys += len(steps)
        if doc.parents(message) != gold[message]:
            raise AssertionError(f"{log.name} {message}: {steps} gave {doc.parents(message)}, gold {gold[message]}")
    assert doc.review is not None
    reviewed = {m: doc.parents(m) for m in doc.review.messages}
    covered = doc.review.covered(doc.annotated)
    right = sum(item.parents == gold[item.message] for item in doc.review.items)
    session.close()
    return reviewed, keys, covered, right


def links(name: str, parents: Parents) -> list[Link]:
    return [Link(name, m, p) for m, found in sorted(parents.items()) for p in found]


def merged(base: Parents, reviewed: Parents) -> Parents:
    return {**base, **reviewed}


def score(gold: dict[str, Parents], system: dict[str, Parents]) -> tuple[float, float, float]:
    """Exact F, link F and 1-1 of `system` against `gold`, pooled over the samples."""
    scores = evaluate({n: links(n, g) for n, g in gold.items()}, {n: links(n, s) for n, s in system.items()})
    return scores.exact_f, scores.link_f or 0.0, scores.one_to_one


def predicted_parents(log: Path) -> Parents:
    """`disentangle predict --start 1000`'s links for the log (the shipped model, second parents included)."""
    from disentangle.linking.model_file import load_model
    from disentangle.logs.files import read_log
    from disentangle.methods.disentanglers import load_disentangler
    from disentangle.methods.predict import predict
    learned = load_disentangler("learned", load_model())
    found: dict[int, list[int]] = {}
    for link in predict(read_log(log, name=str(log)), learned, START, second_parents=True).all_links:
        found.setdefault(link.message, []).append(link.parent)
    return {m: tuple(sorted(p)) for m, p in found.items()}


def random_reviews(gold: dict[str, Parents], counts: dict[str, int], seed: int) -> dict[str, Parents]:
    chooser = random.Random(seed)
    return {n: {m: gold[n][m] for m in chooser.sample(sorted(gold[n]), counts[n])} for n in gold}


def mean_sd(values: Sequence[float]) -> str:
    return f"{statistics.mean(values):.1f} ± {statistics.stdev(values):.1f}"


def row(label: str, figures: tuple[float, float, float]) -> str:
    return f"| {label} | {figures[0]:.1f} | {figures[1]:.1f} | {figures[2]:.1f} |"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "annotate_review.md")
    args = parser.parse_args(argv)
    samples = sorted(DEV.glob("*.raw.txt"))
    model = ModelSuggester()
    gold, suggested, predicted = {}, {}, {}
    reviewed: dict[float, dict[str, Parents]] = {share: {} for share in SHARES}
    keys = {share: 0 for share in SHARES}
    right = {share: 0 for share in SHARES}
    covered: dict[float, list[float]] = {share: [] for share in SHARES}
    with tempfile.TemporaryDirectory() as work:
        for log in samples:
            name = log.name[: -len(".raw.txt")]
            gold[name] = gold_of(name)
            session = Session([log], Options(output=Path(work) / "probe.txt", start=START, end=max(gold[name]) + 1,
                                             read_only=True), model)
            found = list(session.compute_suggestions(session.document))
            session.close()
            by_message = {s.message: (s,) for s in found}
            suggested[name] = model_links(by_message, START, max(gold[name]) + 1, lambda m: False)
            predicted[name] = predicted_parents(log)
            for share in SHARES:
                done, typed, share_covered, agreed = review(log, found, gold[name], share, Path(work))
                reviewed[share][name], keys[share] = done, keys[share] + typed
                right[share] += agreed
                covered[share].append(share_covered)
    messages = sum(len(g) for g in gold.values())
    lines = ["| system | exact F | link F | 1-1 |", "|---|---|---|---|"]
    for base_label, base in (("annotate's suggestions (`--review-fill`)", suggested),
                             ("`disentangle predict` links", predicted)):
        lines.append(row(f"{base_label}: the model alone", score(gold, base)))
        for share in SHARES:
            counts = {n: len(r) for n, r in reviewed[share].items()}
            system = {n: merged(base[n], reviewed[share][n]) for n in gold}
            lines.append(row(f"{base_label}: {share:.0%} reviewed, least sure first", score(gold, system)))
            chance = [score(gold, {n: merged(base[n], r[n]) for n in gold})
                      for r in (random_reviews(gold, counts, seed) for seed in SEEDS)]
            lines.append(f"| {base_label}: {share:.0%} reviewed, at random (seeds 0-4) | "
                         f"{mean_sd([c[0] for c in chance])} | {mean_sd([c[1] for c in chance])} | "
                         f"{mean_sd([c[2] for c in chance])} |")
    effort = ["| review | messages reviewed | the model's choice right (Enter) | keys | keys per reviewed message | "
              "uncertainty covered (mean over samples) |", "|---|---|---|---|---|---|"]
    for share in SHARES:
        count = sum(len(r) for r in reviewed[share].values())
        effort.append(f"| {share:.0%} | {count} | {right[share]} ({right[share] / count:.0%}) | {keys[share]} | "
                      f"{keys[share] / count:.2f} | "
                      f"{statistics.mean(covered[share]):.1%} |")
    header = (f"Review by uncertainty on the {len(samples)} dev samples ({messages:,} messages from line {START}; "
              "shipped model; the annotator choosing gold on each message the review visits). Method: the "
              "docstring of bench/annotate_review.py.")
    return publish(args.output, header + "\n\n" + "\n".join(effort) + "\n\nPooled over the samples:\n\n"
                   + "\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
