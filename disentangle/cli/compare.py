"""`disentangle compare`: the heuristic of Lowe et al. (2015) against learned extraction; its options and
the lines printed at the end."""
from __future__ import annotations

import argparse
import logging
from pathlib import Path

from disentangle.compare.options import DEFAULT_YEAR, SAMPLE_SIZE, CompareOptions, CompareReport
from disentangle.compare.run import compare
from disentangle.examples.records import ExampleConfig
from disentangle.extract import MODE_SAMPLE, ExtractOptions, SettingError
from disentangle.output import write_stdout
from disentangle.settings import REPORTS_DIR

from .options import add_settings, as_flag_error, settings_from_args

logger = logging.getLogger(__name__)

# the settings of `ExtractOptions` compare takes too (its learned days are extract's), declared there
SHARED_SETTINGS = ("logs", "cache", "model", "download", "timeout", "retries", "deadline", "jobs", "seed",
                   "bot_commands", "log_format", "anonymize", "generic_tags")
HELPS = {"--jobs": "worker processes for the learned days (default: CPU cores)",
         "--seed": "seed of examples and samples (default: 0)",
         "--anonymize": "anonymise the text the response-selection baselines read, as extract releases it: "
                        "none, nicks or personal (default: %(default)s)",
         "--generic-tags": "the response-selection baselines read the Ubuntu Dialogue Corpus paper's generic tags"}


def add_parser(sub, name: str = "compare", help_text: str | None = None) -> None:
    """Register `compare` (found by `disentangle.cli`)."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("--year", type=int, default=DEFAULT_YEAR, help="year of #ubuntu (default: %(default)s)")
    p.add_argument("--output", type=Path,
                   help=f"report directory (default: {REPORTS_DIR}/compare-YEAR under the current directory)")
    add_settings(p, ExtractOptions, SHARED_SETTINGS, HELPS)
    p.add_argument("--gold", type=Path, nargs="+", default=[], metavar="ANNOTATION_FILE",
                   help="more annotated files to score (NAME.raw.txt beside each)")
    p.add_argument("--work", type=Path, help="learned day shards (default: those of `disentangle extract`)")
    p.add_argument("--every-position", action="store_true", help="cut every answer position of a test "
                   "dialogue, not one (more, correlated examples: for small samples)")
    p.add_argument("--samples", type=int, default=SAMPLE_SIZE, help="dialogues of each method to show "
                   "(default: %(default)s)")
    p.set_defaults(handler=cmd_compare)


def options_from_args(args: argparse.Namespace) -> CompareOptions:
    examples = ExampleConfig(examples_per_dialogue=None if args.every_position else 1)
    days = ExtractOptions(output=args.work, examples=examples, **settings_from_args(ExtractOptions, args, SHARED_SETTINGS))
    return CompareOptions(output=args.output, gold=tuple(args.gold), sample_size=args.samples, days=days)


def format_report(report: CompareReport) -> str:
    lines = [f"SAMPLE: {report.note}"] if report.mode == MODE_SAMPLE else []
    lines.append(f"compare {report.year}: {report.days} days; dialogues: "
                 + ", ".join(f"{m} {n:,}" for m, n in report.dialogues.items()))
    lines += [report.headline, f"wrote {report.output} ({', '.join(report.files)}) in {report.seconds:.1f} s"]
    return "\n".join(lines) + "\n"


def cmd_compare(args: argparse.Namespace) -> int:
    """`disentangle compare`: user errors (CompareError, PipelineError, ...) are reported by `cli.main`."""
    try:
        report = compare(args.year, options_from_args(args))
    except SettingError as error:
        raise as_flag_error(error, ExtractOptions) from None
    write_stdout(format_report(report))
    return 0
