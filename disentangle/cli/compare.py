"""`disentangle compare`: the heuristic of Lowe et al. (2015) against learned extraction; its parser (built
from the declarations of `CompareOptions` and the extract settings it shares) and the lines printed at the end."""
from __future__ import annotations

import argparse
import logging

from disentangle.compare.options import DEFAULT_YEAR, SHARED_HELPS, SHARED_SETTINGS, CompareOptions, CompareReport
from disentangle.compare.run import compare
from disentangle.extract import MODE_SAMPLE, ExtractOptions, SettingError
from disentangle.output import write_stdout

from .options import add_settings, as_flag_error, settings_from_args

logger = logging.getLogger(__name__)


def add_parser(sub, name: str = "compare", help_text: str | None = None) -> None:
    """Register `compare` (found by `disentangle.cli`)."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("--year", type=int, default=DEFAULT_YEAR, help="year of #ubuntu (default: %(default)s)")
    add_settings(p, CompareOptions)
    add_settings(p, ExtractOptions, SHARED_SETTINGS, SHARED_HELPS)
    p.set_defaults(handler=cmd_compare)


def options_from_args(args: argparse.Namespace) -> CompareOptions:
    return CompareOptions(**settings_from_args(CompareOptions, args))


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
