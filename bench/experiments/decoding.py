"""Decoders side by side (issue 24, lever 3): greedy, conversation and beam on dev, per model, and their cost.

For each model file given (the recipe's seeds) and each decoder of `disentangle/linking/decoding.py`, every
dev file is predicted from its first annotated message (earlier lines are context), once, and scored with
one parent per message and with the second parents `predict` adds (`disentangle evaluate`'s metrics). The
table lists every run and the mean +- s.d. over the models, and each decoder's change against greedy per
model. With `--speed-rounds N`, `disentangle predict` runs end to end over the full day
2005-02-24 with each decoder, interleaved for N rounds, and the time of each against greedy's in the same
round is reported (median and range), with the peak memory. Writes bench/results/accuracy_levers.md.
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

from disentangle.corpus import samples as corpus
from disentangle.linking.decoding import DECODERS, GREEDY
from disentangle.linking.links import read_annotation
from disentangle.linking.model_file import DEFAULT_MODEL, load_model
from disentangle.logs.files import read_log
from disentangle.methods.disentanglers import Learned
from disentangle.methods.predict import predict
from disentangle.metrics import evaluate

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # bench/: report.py and the other helpers
from predict_speed import DAY, run_once  # noqa: E402 -- bench/predict_speed.py
from report import publish  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
FIGURES = ("link_precision", "link_recall", "link_f", "scaled_vi", "one_to_one", "exact_precision",
           "exact_recall", "exact_f", "ari")
HEADER = ("| model | decoder | link P | link R | link F | VI | 1-1 | exact P | exact R | exact F | ARI | "
          "link F, second parents |")


def dev_scores(model, samples) -> tuple[object, object]:
    """Scores of one parent per message and with second parents, from one prediction of each dev file."""
    gold, one, two = {}, {}, {}
    learned = Learned(model)
    for sample in samples:
        gold[sample.name] = read_annotation(sample.annotation, sample.name)
        start = min(link.message for link in gold[sample.name])
        prediction = predict(read_log(sample.raw, name=sample.name), learned, start, second_parents=True)
        one[sample.name], two[sample.name] = list(prediction.links), list(prediction.all_links)
    return evaluate(gold, one), evaluate(gold, two)


def row(name: str, decoder: str, one, two) -> str:
    cells = " | ".join(f"{getattr(one, f):.2f}" if f in ("link_f", "exact_f") else f"{getattr(one, f):.1f}"
                       for f in FIGURES)
    return f"| {name} | {decoder} | {cells} | {two.link_f:.2f} |"


def spread(values: list[float]) -> str:
    return f"{statistics.mean(values):.2f} +- {statistics.stdev(values) if len(values) > 1 else 0:.2f}"


def accuracy(models: list[Path], decoders: list[str]) -> str:
    samples = corpus.samples("dev")
    results = {}
    lines = [HEADER, "|" + "---|" * 12]
    for path in models:
        loaded = load_model(path)
        for decoder in decoders:
            results[path, decoder] = dev_scores(replace(loaded, decoder=decoder), samples)
            lines.append(row(path.stem, decoder, *results[path, decoder]))
    summary = ["| decoder | link F | exact F | VI | 1-1 | ARI | link F, second parents | "
               "change against greedy per model: link F / exact F |", "|---|---|---|---|---|---|---|---|"]
    for decoder in decoders:
        ones = [results[path, decoder][0] for path in models]
        twos = [results[path, decoder][1] for path in models]
        change = "; ".join(f"{results[p, decoder][0].link_f - results[p, GREEDY][0].link_f:+.2f} / "
                           f"{results[p, decoder][0].exact_f - results[p, GREEDY][0].exact_f:+.2f}"
                           for p in models) if GREEDY in decoders else ""
        summary.append(f"| {decoder} | {spread([s.link_f for s in ones])} | {spread([s.exact_f for s in ones])} | "
                       f"{spread([s.scaled_vi for s in ones])} | {spread([s.one_to_one for s in ones])} | "
                       f"{spread([s.ari for s in ones])} | {spread([s.link_f for s in twos])} | {change} |")
    return "\n".join(lines) + "\n\nMean +- s.d. over the models:\n\n" + "\n".join(summary) + "\n"


def speed(model: Path, decoders: list[str], rounds: int) -> str:
    lines = sum(1 for _ in DAY.open("rb"))
    times: dict[str, list[float]] = {d: [] for d in decoders}
    memory: dict[str, float] = {d: 0.0 for d in decoders}
    for _ in range(rounds):
        for decoder in decoders:
            seconds, peak = run_once([sys.executable, "-m", "disentangle", "predict", "--model", str(model),
                                      "--decode", decoder, str(DAY)])
            times[decoder].append(seconds)
            memory[decoder] = max(memory[decoder], peak)
    table = ["| decoder | median seconds | messages / s | peak RSS (MB) | time / greedy's, per round: median (range) |",
             "|---|---|---|---|---|"]
    for decoder in decoders:
        ratios = sorted(a / b for a, b in zip(times[decoder], times[GREEDY]))
        median = statistics.median(times[decoder])
        table.append(f"| {decoder} | {median:.2f} | {lines / median:,.0f} | {memory[decoder]:.0f} | "
                     f"{statistics.median(ratios):.3f} ({ratios[0]:.3f}-{ratios[-1]:.3f}) |")
    load = os.getloadavg()[0]
    return (f"`disentangle predict --decode D` end to end on the full day {DAY.parent.parent.parent.name}-"
            f"{DAY.parent.parent.name}-{DAY.parent.name} ({lines:,} lines), model {model.name}, {rounds} interleaved "
            f"rounds; load average at the end {load:.1f} ({os.cpu_count()} cores, {platform.machine()}, Python "
            f"{platform.python_version()}).\n\n" + "\n".join(table) + "\n")


def decoder_seconds(model: Path, decoders: list[str], rounds: int) -> str:
    """In process, the decoder alone on the full day (its input computed once): the fastest of `rounds`."""
    from disentangle.linking.decoding import decode
    from disentangle.logs.tokens import chat_tokenizer
    from disentangle.workers import one_blas_thread
    one_blas_thread()
    loaded = load_model(model)
    log = read_log(DAY)
    began = time.perf_counter()
    inputs = loaded.decoding_inputs(log, 0, None, chat_tokenizer(None))
    model_seconds = time.perf_counter() - began
    cells = []
    for decoder in decoders:
        best = float("inf")
        for _ in range(rounds):
            began = time.perf_counter()
            decode(decoder, inputs.candidates, inputs.probs, inputs.root, inputs.start)
            best = min(best, time.perf_counter() - began)
        cells.append(f"{decoder} {best * 1000:.0f} ms")
    return (f"In process, the decoder alone on the same day (fastest of {rounds}): {', '.join(cells)}; the model's "
            f"features and both passes that feed it: {model_seconds:.2f} s in the same process.\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="*", type=Path, help="model files (default: the shipped model)")
    parser.add_argument("--decoders", nargs="+", choices=DECODERS, default=list(DECODERS))
    parser.add_argument("--speed-rounds", type=int, default=0)
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "accuracy_levers.md")
    args = parser.parse_args(argv)
    models = args.models or [Path(DEFAULT_MODEL)]
    decoders = [GREEDY] + [d for d in args.decoders if d != GREEDY]
    report = ("## Lever 3: conversation-level decoding\n\nDev split, predictions from each file's first annotated "
              "message; every figure but the last column with one parent per message.\n\n"
              + accuracy(models, decoders))
    if args.speed_rounds:
        report += "\n" + speed(models[0], decoders, args.speed_rounds)
        report += "\n" + decoder_seconds(models[0], decoders, args.speed_rounds)
    return publish(args.output, report)


if __name__ == "__main__":
    sys.exit(main())
