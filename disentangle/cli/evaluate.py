"""`disentangle evaluate`: system output scored against gold annotation files, or a model scored against the
replies a chat export records (`--explicit-replies`)."""
from __future__ import annotations

import argparse

from disentangle.methods.disentanglers import LEARNED, METHODS
from disentangle.output import write_stdout

from .options import add_log_format, add_model

PROTOCOLS = ("files", "chunks")
CHUNK_GOLDS = ("hf", "corpus")  # as disentangle.metrics.chunks.CHUNK_GOLDS (not imported: numpy at start-up)
EXPLICIT_HELP = ("score the model on the replies these chat exports record (Slack thread replies, Discord "
                 "and Telegram replies), predicted with those links hidden; instead of --gold/--auto")


def add_parser(sub, name: str = "evaluate", help_text: str | None = None) -> None:
    """Register `evaluate` (found by `disentangle.cli`)."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("--gold", nargs="+", metavar="ANNOTATION_FILE", help="gold annotation files (with --auto)")
    p.add_argument("--auto", nargs="+", metavar="OUTPUT_FILE", help="system output files (with --gold)")
    p.add_argument("--explicit-replies", nargs="+", metavar="EXPORT", help=EXPLICIT_HELP)
    add_model(p)
    p.add_argument("--method", choices=METHODS, default=LEARNED, help="with --explicit-replies (default: %(default)s)")
    add_log_format(p, exports=True)
    p.add_argument("--json", action="store_true", help="print the scores as JSON")
    p.add_argument("--protocol", choices=PROTOCOLS, default=PROTOCOLS[0],
                   help="files: each file's annotated range whole (default); chunks: consecutive chunks of "
                        "--chunk-size annotated messages, parents outside a chunk as conversation starts, "
                        "clustering metrics averaged over chunks (as language-model papers score)")
    p.add_argument("--chunk-size", type=int, default=None, help="with --protocol chunks (default 50)")
    p.add_argument("--chunk-gold", choices=CHUNK_GOLDS, default=None,
                   help="with --protocol chunks: hf, the gold of the papers' evaluator (one reply_to per message "
                        "and conversation ids over the whole file, as the Hugging Face export gives them; "
                        "default); corpus, the annotation's own links cut to each chunk")
    p.set_defaults(handler=cmd_evaluate)


def cmd_evaluate(args: argparse.Namespace) -> int:
    import json
    from dataclasses import asdict

    from disentangle.checks import UsageError
    if args.explicit_replies and (args.gold or args.auto):
        raise UsageError("--explicit-replies scores a model on chat exports: give it without --gold and --auto")
    for given, option in ((args.chunk_size, "--chunk-size"), (args.chunk_gold, "--chunk-gold")):
        if given is not None and args.protocol != "chunks":
            raise UsageError(f"{option} needs --protocol chunks")
    if args.protocol == "chunks" and args.explicit_replies:
        raise UsageError("--protocol chunks scores --gold and --auto files, not --explicit-replies")
    if args.explicit_replies:
        scores = _explicit(args)
        from disentangle.methods.explicit import format_explicit
        text = format_explicit(scores)
    elif args.gold and args.auto and args.protocol == "chunks":
        return _chunks(args)
    elif args.gold and args.auto:
        from disentangle.metrics import evaluate_files, format_scores
        scores = evaluate_files(args.gold, args.auto)
        text = format_scores(scores)
    else:
        raise UsageError("the following arguments are required: --gold, --auto (or --explicit-replies EXPORT)")
    write_stdout(json.dumps(asdict(scores), indent=1) + "\n" if args.json else text)
    return 0


def _explicit(args: argparse.Namespace):
    """The `ExplicitScores` of the chosen disentangler on the exports (each read and checked first)."""
    from disentangle.logs.exports import export_logs, load_any
    from disentangle.methods.disentanglers import load_disentangler
    from disentangle.methods.explicit import score_explicit
    from disentangle.settings import SHIPPED_MODEL
    paths = [log for given in args.explicit_replies for log in export_logs(given, args.log_format)]
    logs = [load_any(path, args.log_format, name=path) for path in paths]
    return score_explicit(logs, load_disentangler(args.method, args.model or SHIPPED_MODEL))


def _chunks(args: argparse.Namespace) -> int:
    """`--protocol chunks`: the scores of `disentangle.metrics.chunks`, as a table or JSON."""
    import json

    from disentangle.checks import at_least
    from disentangle.metrics import format_scores
    from disentangle.metrics.chunks import DEFAULT_CHUNK_SIZE, HF_GOLD, evaluate_files_chunks
    at_least("--chunk-size", args.chunk_size, 1)
    result = evaluate_files_chunks(args.gold, args.auto, args.chunk_size or DEFAULT_CHUNK_SIZE,
                                   args.chunk_gold or HF_GOLD)
    write_stdout(json.dumps(result.as_dict(), indent=1) + "\n" if args.json
                 else result.format() + format_scores(result.scores))
    return 0
