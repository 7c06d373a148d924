"""Accuracy on the dev split: the shipped model beside the previous-message baseline and the heuristic.

Predicts every dev file from its first annotated message (earlier lines are context), scores with the
project's metrics, and writes a Markdown table to bench/results/dev_accuracy.md. The learned model is
scored twice: one parent per message (`predict --one-parent`) and with the second parents `predict` adds by
default (`disentangle/linking/second_parents.py`; the conversations, hence VI, 1-1, exact and ARI, are the same).
For scale, each of the two annotators of `annotation-process/dev-individual` (the same 10 files, annotated
before adjudication) is scored against the adjudicated gold too; the gold was made from their annotations,
so these rows are generous to them and mark headroom, not a ceiling a model can be held to.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from report import publish  # bench/report.py, beside this script

from annotate.batch.agree import expand, read_annotators
from disentangle.corpus import samples as corpus
from disentangle.linking.links import read_annotation
from disentangle.linking.model_file import DEFAULT_MODEL
from disentangle.logs.files import read_log
from disentangle.methods.disentanglers import HEURISTIC, LEARNED, PREVIOUS, load_disentangler
from disentangle.methods.predict import predict
from disentangle.metrics import evaluate

ROOT = Path(__file__).resolve().parent.parent
SECOND = "learned + second parents"
ROWS = ((PREVIOUS, PREVIOUS, False), (HEURISTIC, HEURISTIC, False), ("learned, one parent", LEARNED, False),
        (SECOND, LEARNED, True))   # (row name, method, second parents)


def dev_scores(disentangler, samples, second_parents: bool = False) -> object:
    gold, auto = {}, {}
    for sample in samples:
        gold[sample.name] = read_annotation(sample.annotation, sample.name)
        start = min(link.message for link in gold[sample.name])
        log = read_log(sample.raw, name=sample.name)
        auto[sample.name] = list(predict(log, disentangler, start, second_parents=second_parents).all_links)
    return evaluate(gold, auto)



def annotator_rows(samples) -> list[tuple[str, object]]:
    """(row name, scores) of each individual dev annotator against the adjudicated gold; none without the
    `annotation-process/dev-individual` directory beside the corpus."""
    folder = corpus.resolve_data_root(download=False) / "annotation-process" / "dev-individual"
    if not folder.is_dir():
        return []
    gold = {sample.name: read_annotation(sample.annotation, sample.name) for sample in samples}
    rows = []
    for who, links in sorted(read_annotators(expand([folder])).items()):
        rows.append((f"annotator {who} (before adjudication) vs adjudicated gold",
                     evaluate(gold, {name: links[name] for name in gold if name in links})))
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=None)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "dev_accuracy.md")
    args = parser.parse_args(argv)
    samples = corpus.samples("dev")
    rows = ["| method | link P | link R | link F | VI | 1-1 | exact P | exact R | exact F | ARI |",
            "|---|---|---|---|---|---|---|---|---|---|"]
    model = args.model or DEFAULT_MODEL
    built = {method: load_disentangler(method, model) for method in (PREVIOUS, HEURISTIC, LEARNED)}
    scored = [(name, dev_scores(built[method], samples, second)) for name, method, second in ROWS]
    for name, s in scored + annotator_rows(samples):
        rows.append(f"| {name} | {s.link_precision:.1f} | {s.link_recall:.1f} | {s.link_f:.1f} | "
                    f"{s.scaled_vi:.1f} | {s.one_to_one:.1f} | {s.exact_precision:.1f} | {s.exact_recall:.1f} | "
                    f"{s.exact_f:.1f} | {s.ari:.1f} |")
    report = (f"Dev split ({len(samples)} files), predictions from each file's first annotated message; model "
              f"{Path(model).name}.\n\n")
    report += "\n".join(rows) + "\n"
    return publish(args.output, report)


if __name__ == "__main__":
    sys.exit(main())
