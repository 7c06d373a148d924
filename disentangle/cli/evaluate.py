"""`disentangle evaluate`: system output scored against gold annotation files."""
from __future__ import annotations

import argparse

from disentangle.output import write_stdout


def add_parser(sub, name: str = "evaluate", help_text: str | None = None) -> None:
    """Register `evaluate` (found by `disentangle.cli`)."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("--gold", nargs="+", required=True, metavar="ANNOTATION_FILE")
    p.add_argument("--auto", nargs="+", required=True, metavar="OUTPUT_FILE")
    p.add_argument("--json", action="store_true", help="print the scores as JSON")
    p.set_defaults(handler=cmd_evaluate)


def cmd_evaluate(args: argparse.Namespace) -> int:
    import json
    from dataclasses import asdict
    from disentangle.metrics import evaluate_files, format_scores
    scores = evaluate_files(args.gold, args.auto)
    write_stdout(json.dumps(asdict(scores), indent=1) + "\n" if args.json else format_scores(scores))
    return 0
