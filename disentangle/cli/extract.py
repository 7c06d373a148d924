"""`disentangle extract`: a year of #ubuntu (or a Slack, Discord or Telegram export, no year needed) into dialogues and DSTC7 / UDC v2 / JSON-lines datasets; its
parser (built from the declarations of `ExtractOptions`), and the report printed at the end."""
from __future__ import annotations

import argparse
import logging

from disentangle.extract.errors import SettingError
from disentangle.extract.job import extract_logs
from disentangle.extract.layout import README_FILE, STATS_FILE
from disentangle.extract.records import (
    DAY_DONE,
    DAY_FAILED,
    DAY_MISSING,
    DAY_REUSED,
    DAY_UNAVAILABLE,
    MODE_SAMPLE,
    ExtractReport,
)
from disentangle.extract.settings import ExtractOptions
from disentangle.output import write_stdout

from .options import add_settings, as_flag_error, settings_from_args

logger = logging.getLogger(__name__)


SUMMARY_PROBLEMS = 10               # validation problems printed by the CLI
EXIT_INVALID = 1                    # the dataset was written but a validator found problems


def add_parser(sub, name: str = "extract", help_text: str | None = None) -> None:
    """Register `extract` (found by `disentangle.cli`): `--year` names the irclogs days, every other option
    is a setting of `ExtractOptions`, declared there."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("--year", type=int, help="the year of #ubuntu to extract (needed for the irclogs archive; a "
                   "--logs tree, log file or chat export carries its dates: with --year, only its days of that year)")
    add_settings(p, ExtractOptions)
    p.set_defaults(handler=cmd_extract)


def options_from_args(args: argparse.Namespace) -> ExtractOptions:
    return ExtractOptions(**settings_from_args(ExtractOptions, args))


def format_report(report: ExtractReport) -> str:
    """A few lines for the terminal."""
    days = report.days
    lines = []
    if report.mode == MODE_SAMPLE:
        lines.append(f"SAMPLE: {report.note}")
    lines += [report.logs_file] if report.logs_file else []
    lines.append(f"extract {report.year}: {days[DAY_DONE] + days[DAY_REUSED]} days read "
                 f"({days[DAY_DONE]} processed, {days[DAY_REUSED]} reused), {days[DAY_FAILED]} failed, "
                 f"{days[DAY_MISSING]} missing, {days[DAY_UNAVAILABLE]} unavailable; {report.lines:,} lines")
    lines += [f"  failed {date}: {reason}" for date, reason in sorted(report.failed.items())]
    lines.append("dialogues: " + ", ".join(f"{s} {n:,}" for s, n in report.dialogues.items())
                 + "; DSTC7 examples: " + ", ".join(f"{s} {n:,}" for s, n in report.examples.items()))
    lines.append(f"wrote {report.output} in {report.seconds:.1f} s (see {STATS_FILE} and {README_FILE})")
    if report.empty:
        lines.append(f"EMPTY: {len(report.empty)} output files hold no examples (recorded in {STATS_FILE} "
                     f"and {README_FILE}):")
        lines += [f"  {name}: {why}" for name, why in list(report.empty.items())[:SUMMARY_PROBLEMS]]
        if len(report.empty) > SUMMARY_PROBLEMS:
            lines.append(f"  ... and {len(report.empty) - SUMMARY_PROBLEMS} more")
    if report.problems:
        lines.append(f"VALIDATION FAILED: {len(report.problems)} problems, e.g.:")
        lines += [f"  {problem}" for problem in report.problems[:SUMMARY_PROBLEMS]]
    else:
        lines.append("validation: every file checked, no problems")
    return "\n".join(lines) + "\n"


def cmd_extract(args: argparse.Namespace) -> int:
    """`disentangle extract`: an error about a setting is said of its flag; `cli.main` reports it."""
    try:
        report = extract_logs(args.year, options_from_args(args))
    except SettingError as error:
        raise as_flag_error(error, ExtractOptions) from None
    write_stdout(format_report(report))
    return 0 if report.ok else EXIT_INVALID
