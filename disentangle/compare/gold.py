"""(a) Gold-standard metrics: the previous-message baseline, the heuristic and the learned model scored on the
annotated dev split and on any annotated files given.
"""
from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from pathlib import Path

from tqdm import tqdm

from disentangle.compare.options import DEV_METHODS, DEV_SET, GIVEN_SET, CompareError, CompareOptions
from disentangle.corpus.samples import CorpusError, Sample, resolve_data_root, samples
from disentangle.linking.links import Link, read_annotation
from disentangle.logs.files import load_log
from disentangle.logs.formats import AUTO
from disentangle.methods.disentanglers import Disentangler
from disentangle.methods.predict import predict
from disentangle.metrics import Scores, evaluate, sample_name
from disentangle.metrics.gold_checks import GoldError, check_gold

logger = logging.getLogger(__name__)


def given_samples(paths: Sequence[Path]) -> list[Sample]:
    """Annotated files given by the user, each with its log `NAME.raw.txt` beside `NAME.annotation.txt`."""
    found = []
    for path in paths:
        path = Path(path)
        name = sample_name(path)
        raw = path.with_name(f"{name}.raw.txt")
        if not path.is_file():
            raise CompareError(f"annotated file {path} not found")
        if not raw.is_file():
            raise CompareError(f"no log {raw.name} beside the annotated file {path}")
        found.append(Sample(name, GIVEN_SET, raw, path))
    return found


def gold_links(sample: Sample) -> list[Link]:
    try:
        check_gold(sample.annotation, sample.raw)
    except GoldError as error:
        raise CompareError(str(error)) from None
    links = read_annotation(sample.annotation, sample.name)
    if not links:
        raise CompareError(f"{sample.annotation}: no annotated links")
    return links


def quiet(progress: bool | None) -> bool | None:
    """tqdm's `disable`: None (bars only on a terminal) unless progress is asked for or refused."""
    return None if progress is None else not progress


def method_scores(disentangler: Disentangler, chosen: Sequence[Sample], progress: bool | None = None,
                  log_format: str = AUTO) -> Scores:
    """One method's metrics over samples, each predicted from its first annotated message."""
    gold, auto = {}, {}
    for sample in tqdm(chosen, desc=f"{disentangler.name} on gold", unit="file", leave=False,
                       disable=quiet(progress)):
        gold[sample.name] = gold_links(sample)
        start = min(link.message for link in gold[sample.name])
        log = load_log(sample.raw, log_format, name=sample.name)
        auto[sample.name] = list(predict(log, disentangler, start).links)
    return evaluate(gold, auto)


def dev_samples(options: CompareOptions) -> tuple[list[Sample], str]:
    """The annotated dev split, or none (and why) when no corpus is available."""
    try:
        return samples(DEV_SET, resolve_data_root(options.days.corpus, download=options.days.download)), ""
    except CorpusError as error:
        logger.warning("compare: no dev metrics: %s", error)
        return [], f"no annotated dev split: {error}"


def gold_scores(options: CompareOptions, given: Sequence[Sample], disentanglers: Mapping[str, Disentangler]
                ) -> tuple[dict[str, dict[str, Scores]], str]:
    """Set name ("dev", "given") -> method -> scores of each of `disentanglers` (by method name); and a
    note when the dev split is unavailable."""
    dev, note = dev_samples(options)
    sets = {DEV_SET: dev, GIVEN_SET: list(given)}
    scores: dict[str, dict[str, Scores]] = {}
    for name, chosen in sets.items():
        if chosen:
            logger.info("compare: scoring %s on %d %s files", ", ".join(DEV_METHODS), len(chosen), name)
            scores[name] = {m: method_scores(disentanglers[m], chosen, options.days.progress, options.days.log_format)
                            for m in DEV_METHODS}
    return scores, note
