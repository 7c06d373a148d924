"""`disentangle extract`: a year of #ubuntu into dialogues and DSTC7 / UDC v2 / JSON-lines datasets; its
options, and the report printed at the end."""
from __future__ import annotations

import argparse
import datetime as dt
import logging
from pathlib import Path

from disentangle.download import DEFAULT_BASE_URL, DEFAULT_CHANNEL
from disentangle.extract.options import (
    CONTEXT_LINES,
    DAY_DONE,
    DAY_FAILED,
    DAY_MISSING,
    DAY_REUSED,
    DAY_UNAVAILABLE,
    EXIT_INVALID,
    MODE_SAMPLE,
    README_FILE,
    STATS_FILE,
    ExtractOptions,
    ExtractReport,
    PipelineError,
)
from disentangle.extract.year import extract_year
from disentangle.knowledge.grounding import knowledge_path
from disentangle.knowledge.manpages import MAN_ROOTS
from disentangle.output import write_stdout
from disentangle.settings import EXTRACTED_DIR, knowledge_file

from .options import (
    add_bot_commands,
    add_jobs,
    add_log_format,
    add_logs,
    add_min_confidence,
    add_model,
    add_network,
    add_seed,
    bot_commands,
)

logger = logging.getLogger(__name__)


SUMMARY_PROBLEMS = 10               # validation problems printed by the CLI


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from None


def add_parser(sub, name: str = "extract", help_text: str | None = None) -> None:
    """Register `extract` (found by `disentangle.cli`)."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("--year", type=int, required=True, help="the year of #ubuntu to extract")
    add_logs(p)
    p.add_argument("--channel", default=DEFAULT_CHANNEL, metavar="NAME",
                   help="the channel (default: %(default)s): of the tree's files, the downloads, and the lines "
                        "taken from a --logs FILE that holds several")
    p.add_argument("--output", type=Path, metavar="DIR",
                   help=f"output directory (default: {EXTRACTED_DIR}/YEAR under the current directory)")
    add_model(p)
    add_jobs(p)
    p.add_argument("--scheduler", metavar="ADDRESS", help="run the days on this Dask scheduler")
    add_seed(p, "the examples")
    add_network(p)
    p.add_argument("--force", action="store_true",
                   help="redo days that are already done; download cached days again")
    p.add_argument("--from", dest="first_day", type=_date, metavar="DATE",
                   help="first date (default: January 1)")
    p.add_argument("--to", dest="last_day", type=_date, metavar="DATE", help="last date (default: December 31)")
    p.add_argument("--base-url", default=DEFAULT_BASE_URL, metavar="URL",
                   help="log server (default: %(default)s)")
    p.add_argument("--context-lines", type=int, default=CONTEXT_LINES, metavar="N",
                   help="previous-day lines given as context (default: %(default)s)")
    p.add_argument("--knowledge", type=Path, metavar="FILE",
                   help=f"man-page knowledge file, built when absent (default: {knowledge_file()}, or a cache file "
                        "of the --manpages directory)")
    p.add_argument("--manpages", type=Path, metavar="DIR",
                   help="read man pages from DIR (man1/, man8/ below it) instead of this machine's "
                        f"{', '.join(map(str, MAN_ROOTS))}")
    add_min_confidence(p)
    add_bot_commands(p)
    add_log_format(p)
    p.set_defaults(handler=cmd_extract)


def options_from_args(args: argparse.Namespace) -> ExtractOptions:
    roots: tuple[Path, ...] = MAN_ROOTS
    if args.manpages is not None:
        if not args.manpages.is_dir():
            raise PipelineError(f"--manpages {args.manpages}: not a directory")
        roots = (args.manpages,)
    knowledge = args.knowledge if args.knowledge is not None else knowledge_path(roots)
    return ExtractOptions(output=args.output, logs=args.logs, cache=args.cache, model=args.model,
                          jobs=args.jobs, scheduler=args.scheduler, seed=args.seed, download=args.download,
                          force=args.force, timeout=args.timeout, retries=args.retries, deadline=args.deadline,
                          base_url=args.base_url, channel=args.channel, first_day=args.first_day, last_day=args.last_day,
                          context_lines=args.context_lines, knowledge=knowledge, man_roots=roots,
                          min_confidence=args.min_confidence, log_format=args.log_format,
                          bot_commands=bot_commands(args))


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
    report = extract_year(args.year, options_from_args(args))
    write_stdout(format_report(report))
    return 0 if report.ok else EXIT_INVALID
