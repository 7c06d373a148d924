"""The `disentangle` command: thin argparse handlers over the library.

Each subcommand parses its options, calls one library function and reports. Errors a user can cause
(missing or unreadable files, a bad model file, malformed annotations) end with exit status 2 and a
one-line message, never a traceback.
"""
from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading
from typing import Callable, Sequence

from . import __version__
from .checks import UsageError, all_at_least, at_least, line_range, writable_file
from .errors import DisentangleError
from .logformats import AUTO, LOG_FORMAT_CHOICES, LOG_FORMAT_HELP
from .output import finish_stdout, write_stdout
from .disentanglers import METHODS
from .predict import FORMATS
from .settings import SHIPPED_MODEL

logger = logging.getLogger(__name__)

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130              # 128 + SIGINT, as a shell reports Ctrl-C
EXIT_BROKEN_PIPE = 141              # 128 + SIGPIPE: the reader went away (e.g. `| head`)


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
    p.add_argument("--second-pass", action="store_true", default=None,
                   help="add a second pass that re-ranks with the first pass's conversations (one seed)")
    p.add_argument("--second-epochs", type=int, default=None)
    p.add_argument("--folds", type=int, default=None,
                   help="second pass: first-pass scores on train out of this many folds (default 0: in-sample)")
    p.add_argument("--fold-epochs", type=int, default=None, help="epochs of the out-of-fold first passes")
    p.add_argument("--first-model", default=None,
                   help="with --second-pass: a trained first-pass model file to build on instead of training one")
    p.set_defaults(handler=cmd_train)


def cmd_predict(args: argparse.Namespace) -> int:
    from .disentanglers import load_disentangler
    from .logs import load_log
    from .predict import predict, render
    line_range(args.start, args.end)
    disentangler = load_disentangler(args.method, args.model or SHIPPED_MODEL)
    logs = [load_log(path, args.log_format, name=path) for path in args.files]  # every file checked first
    for log in logs:
        write_stdout(render([predict(log, disentangler, args.start, args.end)], args.format))
    return 0


def cmd_evaluate(args: argparse.Namespace) -> int:
    import json
    from dataclasses import asdict
    from .metrics import evaluate_files, format_scores
    scores = evaluate_files(args.gold, args.auto)
    write_stdout(json.dumps(asdict(scores), indent=1) + "\n" if args.json else format_scores(scores))
    return 0


def cmd_train(args: argparse.Namespace) -> int:
    from .model import DEFAULT_MODEL
    from .train import train_and_save
    all_at_least("--seeds", args.seeds, 0)
    at_least("--epochs", args.epochs, 1)
    all_at_least("--hidden", args.hidden, 1)
    at_least("--max-train-files", args.max_train_files, 1)
    at_least("--second-epochs", args.second_epochs, 1)
    at_least("--fold-epochs", args.fold_epochs, 1)
    at_least("--folds", args.folds, 0)
    if args.second_pass and len(args.seeds) > 1:
        raise UsageError("--second-pass trains one seed at a time")
    if args.first_model and not args.second_pass:
        raise UsageError("--first-model needs --second-pass")
    writable_file("--output", args.output or DEFAULT_MODEL)  # before hours of training, not after
    common = dict(data_root=args.data, output=args.output, epochs=args.epochs, hidden=args.hidden,
                  max_train_files=args.max_train_files)
    if args.second_pass:
        from .train_stacked import train_and_save_two_pass
        path = train_and_save_two_pass(args.seeds[0], second_epochs=args.second_epochs,
                                       fold_epochs=args.fold_epochs, folds=args.folds,
                                       first_model=args.first_model, **common)
    else:
        path = train_and_save(args.seeds, **common)
    write_stdout(f"wrote {path}\n")
    return 0


PARSERS: tuple[Callable, ...] = (_add_predict, _add_evaluate, _add_train)
# Later stages register their own subcommands; their modules (plots, Dask, ...) are imported only when
# their command is the one being run, so `predict` starts fast.
LAZY_COMMANDS = {"extract": ("extract.cli", "run the whole chain over a year of logs"),
                 "compare": ("compare.cli", "compare heuristic and learned extraction")}


def _command_of(argv: Sequence[str]) -> str | None:
    return next((a for a in argv if not a.startswith("-")), None)


def build_parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="disentangle", description=__doc__.split("\n")[0])
    parser.add_argument("-v", "--verbose", action="count", default=0, help="more log output (-vv: debug)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    for add in PARSERS:
        add(sub)
    command = _command_of(argv)
    for name, (module, help_text) in LAZY_COMMANDS.items():
        if name == command:
            __import__(f"disentangle.{module}", fromlist=["add_parser"]).add_parser(sub)
        else:
            sub.add_parser(name, help=help_text)
    for subparser in sub.choices.values():  # `-v` also after the command: `disentangle extract -v ...`
        subparser.add_argument("-v", "--verbose", dest="verbose_after", action="count", default=0,
                               help="more log output (-vv: debug)")
    return parser


USER_ERRORS = (DisentangleError, OSError)  # bad input, reported in one line (errors.py)


def _terminate_as_interrupt(signum: int, frame: object) -> None:
    """SIGTERM (`kill PID`) stops a command the way Ctrl-C does: cleanly, workers stopped."""
    raise KeyboardInterrupt(f"signal {signum}")


def _quiet_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so the exit-time flush raises nothing more."""
    import os
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser(argv).parse_args(argv)
    verbosity = args.verbose + getattr(args, "verbose_after", 0)
    level = (logging.WARNING, logging.INFO, logging.DEBUG)[min(verbosity, 2)]
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    in_main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGTERM, _terminate_as_interrupt) if in_main_thread else None
    try:
        code = args.handler(args)
        finish_stdout()
        return code
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_BROKEN_PIPE
    except USER_ERRORS as error:
        message = str(error).splitlines()[0] if str(error) else type(error).__name__
        print(f"disentangle {args.command}: error: {message}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print(f"disentangle {args.command}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    finally:
        if in_main_thread:
            signal.signal(signal.SIGTERM, previous)
