"""The `disentangle` command: thin argparse handlers over the library.

Each subcommand parses its options, calls one library function and reports. Errors a user can cause
(missing or unreadable files, a bad model file, malformed annotations) end with exit status 2 and a
one-line message, never a traceback.
"""
from __future__ import annotations

import argparse
import logging
import sys
from typing import Callable, Sequence

from .corpus import CorpusError
from .logformats import AUTO, LOG_FORMAT_CHOICES, LOG_FORMAT_HELP
from .logs import LogError
from .predict import FORMATS, METHODS

logger = logging.getLogger(__name__)

EXIT_USAGE = 2


def _add_predict(sub) -> None:
    p = sub.add_parser("predict", help="predict reply-to links for raw log files")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--model", help="model file (default: the shipped model)")
    p.add_argument("--method", choices=METHODS, default="learned")
    p.add_argument("--start", type=int, default=0, help="first line to predict (earlier lines are context)")
    p.add_argument("--end", type=int, default=None, help="line after the last to predict")
    p.add_argument("--format", choices=FORMATS, default="links")
    p.add_argument("--log-format", choices=LOG_FORMAT_CHOICES, default=AUTO, help=LOG_FORMAT_HELP)
    p.set_defaults(handler=cmd_predict)


def _add_evaluate(sub) -> None:
    p = sub.add_parser("evaluate", help="score system output against gold annotation files")
    p.add_argument("--gold", nargs="+", required=True, metavar="ANNOTATION_FILE")
    p.add_argument("--auto", nargs="+", required=True, metavar="OUTPUT_FILE")
    p.add_argument("--json", action="store_true", help="print the scores as JSON")
    p.set_defaults(handler=cmd_evaluate)


def _add_train(sub) -> None:
    p = sub.add_parser("train", help="train a link model on the annotated corpus (needs dynet38)")
    p.add_argument("--data", help="corpus root holding train/ and dev/ (default: resolved automatically)")
    p.add_argument("--output", default=None, help="model file to write (default: models/disentangle.npz)")
    p.add_argument("--seeds", type=int, nargs="+", default=[1], help="one model per seed; several vote")
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--hidden", type=int, nargs="+", default=None, help="hidden layer sizes")
    p.add_argument("--max-train-files", type=int, default=None, help="train on the first N files only")
    p.set_defaults(handler=cmd_train)


def cmd_predict(args: argparse.Namespace) -> int:
    from .logs import load_log
    from .predict import predict_links, render
    model = None
    if args.method == "learned":
        from .model import load_model
        model = load_model(args.model)
    tokenizer = None
    logs = [load_log(path, args.log_format, name=path) for path in args.files]  # every file checked first
    for log in logs:
        if args.method == "learned" and tokenizer is None:
            from .tokens import ChatTokenizer
            tokenizer = ChatTokenizer()
        prediction = predict_links(log, args.method, model, args.start, args.end, tokenizer)
        sys.stdout.write(render([prediction], args.format))
    return 0


def cmd_evaluate(args: argparse.Namespace) -> int:
    import json
    from dataclasses import asdict
    from .metrics import evaluate_files, format_scores
    scores = evaluate_files(args.gold, args.auto)
    sys.stdout.write(json.dumps(asdict(scores), indent=1) + "\n" if args.json else format_scores(scores))
    return 0


def cmd_train(args: argparse.Namespace) -> int:
    from .train import train_and_save
    path = train_and_save(args.seeds, data_root=args.data, output=args.output, epochs=args.epochs,
                          hidden=args.hidden, max_train_files=args.max_train_files)
    print(f"wrote {path}")
    return 0


PARSERS: tuple[Callable, ...] = (_add_predict, _add_evaluate, _add_train)
# Later stages register their own subcommands; their modules (plots, Dask, ...) are imported only when
# their command is the one being run, so `predict` starts fast.
LAZY_COMMANDS = {"extract": ("pipeline", "run the whole chain over a year of logs"),
                 "compare": ("compare", "compare heuristic and learned extraction")}


def _command_of(argv: Sequence[str]) -> str | None:
    return next((a for a in argv if not a.startswith("-")), None)


def build_parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="disentangle", description=__doc__.split("\n")[0])
    parser.add_argument("-v", "--verbose", action="count", default=0, help="more log output (-vv: debug)")
    sub = parser.add_subparsers(dest="command", required=True)
    for add in PARSERS:
        add(sub)
    command = _command_of(argv)
    for name, (module, help_text) in LAZY_COMMANDS.items():
        if name == command:
            __import__(f"disentangle.{module}", fromlist=["add_parser"]).add_parser(sub)
        else:
            sub.add_parser(name, help=help_text)
    return parser


def user_errors() -> tuple[type[BaseException], ...]:
    """Exceptions that mean bad input, reported in one line."""
    from .metrics import MetricsError
    from .model import ModelError
    from .conversations import ConversationError
    errors = [LogError, CorpusError, ModelError, MetricsError, ConversationError, OSError]
    for module, name in (("pipeline", "PipelineError"), ("download", "DownloadError"),
                         ("compare", "CompareError"), ("retrieval", "RetrievalError")):
        loaded = sys.modules.get(f"disentangle.{module}")
        if loaded is not None and hasattr(loaded, name):
            errors.append(getattr(loaded, name))
    return tuple(errors)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser(argv).parse_args(argv)
    level = (logging.WARNING, logging.INFO, logging.DEBUG)[min(args.verbose, 2)]
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    try:
        return args.handler(args)
    except user_errors() as error:
        print(f"disentangle {args.command}: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print(f"disentangle {args.command}: interrupted", file=sys.stderr)
        return 130
