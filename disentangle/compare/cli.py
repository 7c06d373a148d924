"""Command line of `disentangle compare`: its options and the lines printed at the end."""
from __future__ import annotations

import argparse
import logging
from pathlib import Path

from disentangle.compare.options import CompareOptions, CompareReport, DEFAULT_YEAR, SAMPLE_SIZE
from disentangle.compare.run import compare
from disentangle.download import DEFAULT_RETRIES, DEFAULT_TIMEOUT
from disentangle.examples import ExampleConfig
from disentangle.extract import MODE_SAMPLE
from disentangle.extract.cli import add_jobs_option
from disentangle.logformats import AUTO, LOG_FORMAT_CHOICES, LOG_FORMAT_HELP
from disentangle.output import write_stdout
from disentangle.settings import LOG_CACHE_DIR

logger = logging.getLogger(__name__)


def add_parser(subparsers) -> None:
    """Register `disentangle compare` (found by `disentangle.cli`)."""
    p = subparsers.add_parser("compare", help="report: the heuristic of Lowe et al. (2015) vs learned extraction")
    p.add_argument("--year", type=int, default=DEFAULT_YEAR, help="year of #ubuntu (default: %(default)s)")
    p.add_argument("--logs", type=Path, help="local logs tree YYYY/MM/DD/#ubuntu.txt, looked at first")
    p.add_argument("--output", type=Path, help="report directory (default: reports/compare-YEAR)")
    p.add_argument("--model", type=Path, help="model file (default: the shipped model)")
    p.add_argument("--no-download", dest="download", action="store_false", help="never use the network")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help="download timeout for the connection and each read (default: %(default)s)")
    p.add_argument("--retries", type=int, default=DEFAULT_RETRIES, metavar="N",
                   help="further attempts of a failed download (default: %(default)s)")
    p.add_argument("--gold", type=Path, nargs="+", default=[], metavar="ANNOTATION_FILE",
                   help="more annotated files to score (NAME.raw.txt beside each)")
    p.add_argument("--cache", type=Path, default=LOG_CACHE_DIR, help="download cache (default: %(default)s)")
    p.add_argument("--work", type=Path, help="learned day shards (default: those of `disentangle extract`)")
    add_jobs_option(p, "worker processes for the learned days")
    p.add_argument("--seed", type=int, default=0, help="seed of examples and samples (default: 0)")
    p.add_argument("--every-position", action="store_true", help="cut every answer position of a test "
                   "dialogue, not one (more, correlated examples: for small samples)")
    p.add_argument("--samples", type=int, default=SAMPLE_SIZE, help="dialogues of each method to show "
                   "(default: %(default)s)")
    p.add_argument("--log-format", choices=LOG_FORMAT_CHOICES, default=AUTO, help=LOG_FORMAT_HELP)
    p.set_defaults(handler=cmd_compare)


def options_from_args(args: argparse.Namespace) -> CompareOptions:
    return CompareOptions(output=args.output, logs=args.logs, cache=args.cache, model=args.model,
                          download=args.download, gold=tuple(args.gold), work=args.work, jobs=args.jobs,
                          seed=args.seed, sample_size=args.samples, log_format=args.log_format,
                          timeout=args.timeout, retries=args.retries,
                          examples=ExampleConfig(examples_per_dialogue=None if args.every_position else 1))


def format_report(report: CompareReport) -> str:
    lines = [f"SAMPLE: {report.note}"] if report.mode == MODE_SAMPLE else []
    lines.append(f"compare {report.year}: {report.days} days; dialogues: "
                 + ", ".join(f"{m} {n:,}" for m, n in report.dialogues.items()))
    lines += [report.headline, f"wrote {report.output} ({', '.join(report.files)}) in {report.seconds:.1f} s"]
    return "\n".join(lines) + "\n"


def cmd_compare(args: argparse.Namespace) -> int:
    """`disentangle compare`: user errors (CompareError, PipelineError, ...) are reported by `cli.main`."""
    report = compare(args.year, options_from_args(args))
    write_stdout(format_report(report))
    return 0
