"""The shipped model's dev figures by both protocols: whole files, and 50-message chunks as language-model papers score.

All on the 10 dev files, predicted as `predict` outputs links (second parents): (1) each file's annotated
range whole (`evaluate`'s default protocol), predicted from its first annotated message with the 1,000
earlier lines as context; (2) the same predictions scored by chunks (`evaluate --protocol chunks`,
`disentangle.metrics.chunks`); (3) each chunk given alone, as a language model saw it: the chunk's 50 lines
are the whole log (no earlier line to read features or conversations from), predicted and scored by chunks.
Chunk rows are given against both gold rules (`--chunk-gold hf`, the papers' evaluator's, and `corpus`).
Beside them, Kummerfeld et al.'s released FF dev predictions (`../shared/data/reference/chunks/`) scored
here under both rules, and the published figures the issue quotes (dev chunks: that FF model, by the
papers' evaluator; test chunks, not available here: GPT-5 zero-shot). Output: bench/results/chunk_protocol.md.
"""
from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from report import publish  # bench/report.py, beside this script

from disentangle.corpus import samples as corpus
from disentangle.linking.links import Link, read_annotation, read_output
from disentangle.linking.model_file import DEFAULT_MODEL
from disentangle.logs.files import read_log
from disentangle.logs.records import Log
from disentangle.methods.disentanglers import LEARNED, load_disentangler
from disentangle.methods.predict import predict
from disentangle.metrics import evaluate
from disentangle.metrics.chunks import CHUNK_GOLDS, DEFAULT_CHUNK_SIZE, evaluate_chunks, file_chunks

ROOT = Path(__file__).resolve().parent.parent
FF_LINKS = ROOT.parent / "shared" / "data" / "reference" / "chunks" / "k19-ff-dev.links.txt"
PUBLISHED = (("Kummerfeld et al. 2019 released FF model, dev chunks (published, the papers' evaluator)", "40.1",
              "86.7", "80.8", "70.6", "69.3", "85.7", "84.8"),
             ("GPT-5 zero-shot, test chunks (published; test not available here)", "69.9", "-", "-", "-", "88.9",
              "-", "-"))


def excerpt(log: Log, first: int, last: int) -> Log:
    """Lines first..last of a log as a log of their own (numbered from 0)."""
    lines = tuple(replace(m, index=k) for k, m in enumerate(log.messages[first:last + 1]))
    return replace(log, messages=lines)


def alone_links(disentangler, log: Log, name: str, gold: list[Link], size: int) -> list[Link]:
    """Each chunk's lines predicted as a log of their own, the links numbered as in the file."""
    found: list[Link] = []
    for chunk in file_chunks(name, gold, size)[0]:
        first, last = chunk.messages[0], chunk.messages[-1]
        for link in predict(excerpt(log, first, last), disentangler, 0, second_parents=True).all_links:
            found.append(Link(name, link.message + first, link.parent + first))
    return found


def row(name: str, s, nmi: float | None) -> str:
    nmi_text = f"{nmi:.1f}" if nmi is not None else "-"
    return (f"| {name} | {s.exact_f:.1f} | {s.scaled_vi:.1f} | {s.one_to_one:.1f} | {s.link_f:.1f} | {s.ari:.1f} | "
            f"{nmi_text} | {s.shen_f:.1f} |")


def chunk_rows(gold: dict, runs: dict, size: int) -> list[str]:
    """One row per run (name -> links per sample) and gold rule, scored by chunks."""
    lines = []
    for gold_rule in CHUNK_GOLDS:
        for name, auto in runs.items():
            result = evaluate_chunks(gold, auto, size, gold_rule)
            lines.append(row(f"{name}, {gold_rule} gold", result.scores, result.nmi))
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=None)
    parser.add_argument("--chunk-size", type=int, default=DEFAULT_CHUNK_SIZE)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "chunk_protocol.md")
    args = parser.parse_args(argv)
    disentangler = load_disentangler(LEARNED, args.model or DEFAULT_MODEL)
    gold, context, alone = {}, {}, {}
    for sample in corpus.samples("dev"):
        gold[sample.name] = read_annotation(sample.annotation, sample.name)
        log = read_log(sample.raw, name=sample.name)
        start = min(link.message for link in gold[sample.name])
        context[sample.name] = list(predict(log, disentangler, start, second_parents=True).all_links)
        alone[sample.name] = alone_links(disentangler, log, sample.name, gold[sample.name], args.chunk_size)
    whole, chunked = evaluate(gold, context), evaluate_chunks(gold, context, args.chunk_size)
    runs = {f"chunks of {args.chunk_size}, earlier lines as context": context,
            f"chunks of {args.chunk_size}, each chunk alone": alone}
    if FF_LINKS.is_file():
        runs["Kummerfeld et al. 2019 released FF model, dev chunks, scored here"] = {
            sample: links for sample, links in read_output(FF_LINKS).items() if sample in gold}
    lines = ["| dev | exact F | VI | 1-1 | link F | ARI | NMI | Shen F |", "|---|---|---|---|---|---|---|---|",
             row("shipped model, whole files (evaluate's default protocol)", whole, None)]
    lines += chunk_rows(gold, runs, args.chunk_size)
    lines += ["| " + " | ".join(published) + " |" for published in PUBLISHED]
    text = (f"Dev split ({len(gold)} files), model {Path(args.model or DEFAULT_MODEL).name}, predicted as `predict` "
            f"outputs links (second parents). Chunk rows: {chunked.chunks} chunks, {chunked.dropped_messages} "
            "messages of shorter last chunks dropped; clustering metrics averaged over chunks, link F over "
            "the pooled non-self links (`disentangle evaluate --protocol chunks`); hf gold: the papers' evaluator's "
            "(`--chunk-gold hf`, the default), corpus gold: the annotation's links cut to each chunk "
            "(`--chunk-gold corpus`).\n\n")
    return publish(args.output, text + "\n".join(lines) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
