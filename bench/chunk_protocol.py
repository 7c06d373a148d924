"""The shipped model's dev figures by both protocols: whole files, and 50-message chunks as language-model papers score.

Three rows, all on the 10 dev files, predicted as `predict` outputs links (second parents): (1) each file's
annotated range whole (`evaluate`'s default protocol), predicted from its first annotated message with the
1,000 earlier lines as context; (2) the same predictions scored by chunks (`evaluate --protocol chunks`,
`disentangle.metrics.chunks`); (3) each chunk given alone, as a language model saw it: the chunk's 50 lines
are the whole log (no earlier line to read features or conversations from), predicted and scored by chunks.
Beside them, the published figures the issue quotes (dev chunks: Kummerfeld et al.'s released FF model;
test chunks, not available here: GPT-5 zero-shot). Output: bench/results/chunk_protocol.md.
"""
from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from report import publish  # bench/report.py, beside this script

from disentangle.corpus import samples as corpus
from disentangle.linking.links import Link, read_annotation
from disentangle.linking.model_file import DEFAULT_MODEL
from disentangle.logs.files import read_log
from disentangle.logs.records import Log
from disentangle.methods.disentanglers import LEARNED, load_disentangler
from disentangle.methods.predict import predict
from disentangle.metrics import evaluate
from disentangle.metrics.chunks import DEFAULT_CHUNK_SIZE, evaluate_chunks, file_chunks

ROOT = Path(__file__).resolve().parent.parent
PUBLISHED = (("Kummerfeld et al. 2019 released FF model, dev chunks (published)", "40.1", "86.7", "80.8", "70.6",
              "-", "-"),
             ("GPT-5 zero-shot, test chunks (published; test not available here)", "69.9", "-", "-", "-", "88.9",
              "-"))


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
            f"{nmi_text} |")


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
    whole = evaluate(gold, context)
    chunked, chunk_alone = (evaluate_chunks(gold, auto, args.chunk_size) for auto in (context, alone))
    lines = ["| shipped model, dev | exact F | VI | 1-1 | link F | ARI | NMI |", "|---|---|---|---|---|---|---|",
             row("whole files (evaluate's default protocol)", whole, None),
             row(f"chunks of {args.chunk_size}, earlier lines as context", chunked.scores, chunked.nmi),
             row(f"chunks of {args.chunk_size}, each chunk alone", chunk_alone.scores, chunk_alone.nmi)]
    lines += ["| " + " | ".join(published) + " |" for published in PUBLISHED]
    text = (f"Dev split ({len(gold)} files), model {Path(args.model or DEFAULT_MODEL).name}, predicted as `predict` "
            f"outputs links (second parents). Chunk rows: {chunked.chunks} chunks, {chunked.dropped_messages} "
            "messages of shorter last chunks dropped; clustering metrics averaged over chunks, link F over "
            "the pooled non-self links (`disentangle evaluate --protocol chunks`).\n\n")
    return publish(args.output, text + "\n".join(lines) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
