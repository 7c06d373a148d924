"""`disentangle adapt` measured on new communities: before and after, a learning curve, and #ubuntu dev after.

Data: `../shared/data/new-channels/` (rust: three samples of 200 annotated lines after 1,000 lines of
context, each held out in turn and the model adapted on the other two; Channel Two: dev and pilot, each
adapted on and scored on the other). For every split and every size of the learning curve (the first N
annotated messages, shared equally among the training files; "all" = every message), the shipped model is
adapted (`disentangle.training.adapt.adapt`, its default settings, one run per seed) and scored on the
held-out files as `predict` outputs links (from each file's first annotated message, earlier lines as
context, second parents) by `disentangle.metrics.evaluate`: link F, exact F, 1-1. The shipped model's
scores are the "before". With `--ubuntu-dev`, the adapted models of 400 messages (first seed) of one rust and one
Channel Two split are also scored on the #ubuntu dev split (the shipped model: link F 75.8). Results go to
bench/results/adapt_new_channels.md, rewritten after every run (a partial grid is still a result);
`--raw` appends one JSON line per run.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from report import publish  # bench/report.py, beside this script

from disentangle.corpus import samples as corpus
from disentangle.corpus.samples import gold_parents
from disentangle.linking.links import read_annotation
from disentangle.linking.model_file import DEFAULT_MODEL
from disentangle.logs.files import load_log
from disentangle.logs.tokens import chat_tokenizer
from disentangle.methods.disentanglers import LEARNED, load_disentangler
from disentangle.methods.predict import predict
from disentangle.metrics import evaluate
from disentangle.training.adapt import AdaptConfig, UbuntuRows, adapt, starting_model, ubuntu_rows
from disentangle.training.adapt_files import log_beside, stem

ROOT = Path(__file__).resolve().parent.parent
NEW = ROOT.parent / "shared" / "data" / "new-channels"
RUST = [NEW / "rust" / f"rust.{k}.annotation.txt" for k in range(3)]
TWO = {name: NEW / "channel-two" / f"channel-two.{name}.annotation.txt" for name in ("dev", "pilot")}
SPLITS = {f"rust, {k} held out": ([p for n, p in enumerate(RUST) if n != k], [RUST[k]]) for k in range(3)}
SPLITS.update({"channel-two, dev -> pilot": ([TWO["dev"]], [TWO["pilot"]]),
               "channel-two, pilot -> dev": ([TWO["pilot"]], [TWO["dev"]])})
SIZES = ("400", "100", "200", "all")   # the target size first: the most informative runs come first
CURVE = ("100", "200", "400", "all")   # the order of the report's rows
UBUNTU_DEV_SIZE = "400"   # the size whose adapted models (first seed) are also scored on #ubuntu dev
UBUNTU_DEV_SPLITS = ("rust, 0 held out", "channel-two, dev -> pilot")   # ... of these splits (time)


def subset(paths: list[Path], size: str, folder: Path) -> list[Path] | None:
    """Annotation files holding the first `size` annotated messages (equal shares of the files), each with
    its log linked beside it; None when the files hold fewer (or, for "all", exactly a size measured)."""
    total = sum(len(gold_parents(p)) for p in paths)
    if size == "all":
        return None if str(total) in SIZES else paths
    if int(size) >= total:
        return paths if int(size) == total else None
    share = math.ceil(int(size) / len(paths))
    out = []
    for path in paths:
        keep = set(sorted(gold_parents(path))[:share])
        lines = [line for line in path.read_text().splitlines()
                 if line.split() and max(int(line.split()[0]), int(line.split()[1])) in keep]
        target = folder / f"{stem(path)}.annotation.txt"
        target.write_text("\n".join(lines) + "\n")
        log = log_beside(path)
        (folder / log.name).symlink_to(log)
        out.append(target)
    return out


def scored(model, paths: list[Path]):
    """Scores of `model` on annotation files, predicted as `predict` outputs links."""
    disentangler = load_disentangler(LEARNED, model, chat_tokenizer())
    gold, auto = {}, {}
    for path in paths:
        name = stem(path)
        gold[name] = read_annotation(path, name)
        log = load_log(log_beside(path), name=name)
        start = min(link.message for link in gold[name])
        auto[name] = list(predict(log, disentangler, start, second_parents=True).all_links)
    return evaluate(gold, auto)


def ubuntu_dev(model):
    samples = corpus.samples("dev")
    return scored(model, [s.annotation for s in samples])


def figures(scores) -> dict:
    return {"link_f": round(scores.link_f, 2), "exact_f": round(scores.exact_f, 2),
            "one_to_one": round(scores.one_to_one, 2)}


def mean_sd(values: list[float]) -> str:
    if len(values) == 1:
        return f"{values[0]:.1f}"
    return f"{statistics.mean(values):.1f} +- {statistics.stdev(values):.1f}"


def table(runs: list[dict], before: dict) -> str:
    """Markdown: per split and size, mean (+- s.d. over seeds) of each figure, and the change in link F."""
    lines = ["| split | messages | seeds | link F | exact F | 1-1 | link F change | epochs, mix chosen | "
             "#ubuntu dev link F / exact F | seconds |", "|---|---|---|---|---|---|---|---|---|---|"]
    for split, base in before.items():
        lines.append(f"| {split} | 0 (shipped model) | | {base['link_f']:.1f} | {base['exact_f']:.1f} | "
                     f"{base['one_to_one']:.1f} | | | | |")
        for size in CURVE:
            group = [r for r in runs if r["split"] == split and r["size"] == size]
            if not group:
                continue
            link = [r["after"]["link_f"] for r in group]
            change = [v - base["link_f"] for v in link]
            dev = [r for r in group if "ubuntu_dev" in r]
            dev_text = (mean_sd([r["ubuntu_dev"]["link_f"] for r in dev]) + " / " +
                        mean_sd([r["ubuntu_dev"]["exact_f"] for r in dev])) if dev else ""
            lines.append(f"| {split} | {group[0]['messages']} | {len(group)} | {mean_sd(link)} | "
                         f"{mean_sd([r['after']['exact_f'] for r in group])} | "
                         f"{mean_sd([r['after']['one_to_one'] for r in group])} | {mean_sd(change)} | "
                         f"{'; '.join(str(r['epochs']) + ', ' + str(r['mix']) for r in group)} | {dev_text} | "
                         f"{mean_sd([r['seconds'] for r in group])} |")
    return "\n".join(lines) + "\n"


def summary(runs: list[dict], before: dict, size: str) -> str:
    """The mean link F change over the held-out samples of every split at one size."""
    changes = [r["after"]["link_f"] - before[r["split"]]["link_f"] for r in runs if r["size"] == size]
    if not changes:
        return ""
    return (f"Mean link F change at {size} messages over {len(changes)} runs (splits x seeds): "
            f"{statistics.mean(changes):+.2f} (min {min(changes):+.2f}, max {max(changes):+.2f}).\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    parser.add_argument("--sizes", nargs="+", default=list(SIZES), choices=SIZES)
    parser.add_argument("--splits", nargs="+", default=list(SPLITS), choices=list(SPLITS))
    parser.add_argument("--ubuntu-dev", action="store_true",
                        help=f"also score each split's model of {UBUNTU_DEV_SIZE} messages (first seed) on #ubuntu dev")
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results" / "adapt_new_channels.md")
    parser.add_argument("--raw", type=Path, default=None, help="append one JSON line per run here")
    parser.add_argument("--from-raw", type=Path, nargs="+", default=None,
                        help="only write the report of the runs these --raw files hold (several runs joined)")
    args = parser.parse_args(argv)
    stacked = starting_model(DEFAULT_MODEL)
    before = {split: figures(scored(stacked, SPLITS[split][1])) for split in args.splits}
    if args.from_raw:
        runs = [json.loads(line) for path in args.from_raw for line in path.read_text().splitlines() if line]
        return publish(args.output, report(runs, before, args))
    runs: list[dict] = []
    pools: dict[int, tuple[UbuntuRows, float]] = {}
    for size in args.sizes:   # sizes outside seeds: the target size is measured over every seed first
        for seed in args.seeds:
            config = replace(AdaptConfig(), seed=seed)
            if seed not in pools:
                began = time.perf_counter()
                pools[seed] = (ubuntu_rows(stacked, config, chat_tokenizer()), time.perf_counter() - began)
            for split in args.splits:
                dev = (args.ubuntu_dev and size == UBUNTU_DEV_SIZE and seed == args.seeds[0]
                       and split in UBUNTU_DEV_SPLITS)
                run = one_run(split, size, config, *pools[seed], dev)
                if run is None:
                    continue
                runs.append(run)
                if args.raw:
                    with args.raw.open("a") as handle:
                        handle.write(json.dumps(run) + "\n")
                publish(args.output, report(runs, before, args))
    return 0


def one_run(split: str, size: str, config: AdaptConfig, pool, pool_seconds: float, dev: bool) -> dict | None:
    train, held_out = SPLITS[split]
    with tempfile.TemporaryDirectory() as folder:
        files = subset(train, size, Path(folder))
        if files is None:
            return None
        began = time.perf_counter()
        result = adapt([str(p) for p in files], DEFAULT_MODEL, config, pool=pool)
        seconds = time.perf_counter() - began + pool_seconds
    run = {"split": split, "size": size, "seed": config.seed, "messages": sum(f.messages for f in result.files),
           "epochs": result.choice.epochs, "mix": result.choice.mix, "seconds": round(seconds, 1),
           "cross_validated": result.choice.as_dict(), "after": figures(scored(result.model, held_out))}
    if dev:
        run["ubuntu_dev"] = figures(ubuntu_dev(result.model))
    return run


def report(runs: list[dict], before: dict, args) -> str:
    text = ("Adapting the shipped model (`disentangle adapt`, default settings) to new communities; scored on "
            "held-out files as `predict` outputs links (second parents), by `disentangle evaluate`'s metrics. "
            f"Seeds: {', '.join(map(str, sorted({r['seed'] for r in runs})))} (mean +- s.d. where several). "
            "Seconds: the adaptation run alone (the #ubuntu rows' preparation included), on the shared "
            "2-core machine under the load of other jobs. #ubuntu dev: the shipped model scores link F 75.8, exact F "
            "47.2 the same way.\n\n")
    text += table(runs, before) + "\n"
    for size in CURVE:
        text += summary(runs, before, size)
    return text


if __name__ == "__main__":
    raise SystemExit(main())
