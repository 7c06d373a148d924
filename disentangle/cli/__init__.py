"""The `disentangle` command: thin argparse handlers over the library.

Each subcommand lives in its own module of this package (`predict.py`, `evaluate.py`, `train.py`, `adapt.py`,
`extract.py`, `compare.py`, `cache.py`) with an `add_parser` and a handler that parses, calls one library function
and reports; the option groups they share are declared once in `options.py`. Errors a user can cause
(missing or unreadable files, a bad model file, malformed annotations) end with exit status 2 and a
one-line message, never a traceback.
"""
from __future__ import annotations

import argparse
import importlib
import logging
import signal
import sys
import threading
from typing import Sequence

from disentangle import __version__
from disentangle.errors import DisentangleError
from disentangle.output import finish_stdout

from .options import add_verbosity

logger = logging.getLogger(__name__)

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130              # 128 + SIGINT, as a shell reports Ctrl-C
EXIT_BROKEN_PIPE = 141              # 128 + SIGPIPE: the reader went away (e.g. `| head`)

# command -> (module of this package, help). Only the module of the command being run is imported, so
# `predict` does not load plots or Dask; the other commands are listed by name and help alone.
COMMANDS = {"predict": ("predict", "predict reply-to links for raw log files"),
            "evaluate": ("evaluate", "score system output against gold annotation files"),
            "train": ("train", "train a link model on the annotated corpus (needs dynet38)"),
            "adapt": ("adapt", "fine-tune the model on a new community's annotated files (needs dynet38)"),
            "extract": ("extract", "run the whole chain over a year of logs"),
            "compare": ("compare", "compare heuristic and learned extraction"),
            "cache": ("cache", "remove extract's cached copies of logs and exports")}
EAGER = ("predict", "evaluate", "train")  # always parsed in full: cheap to build


def _command_of(argv: Sequence[str]) -> str | None:
    return next((a for a in argv if not a.startswith("-")), None)


def build_parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="disentangle", description=__doc__.split("\n")[0])
    add_verbosity(parser)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    command = _command_of(argv)
    for name, (module, help_text) in COMMANDS.items():
        if name in EAGER or name == command:
            importlib.import_module(f"{__name__}.{module}").add_parser(sub, name, help_text)
        else:
            sub.add_parser(name, help=help_text)
    for subparser in sub.choices.values():  # `-v` also after the command: `disentangle extract -v ...`
        add_verbosity(subparser, "verbose_after")
    return parser


USER_ERRORS = (DisentangleError, OSError)  # bad input, reported in one line (errors.py)


class Interrupted(KeyboardInterrupt):
    """Ctrl-C or SIGTERM, raised by this command's own handler. A subclass, not KeyboardInterrupt itself:
    under `python -m`, CPython exits by SIGINT (status -2, not 130) whenever a bare KeyboardInterrupt ever
    ended a string `exec` (a dataclass or namedtuple being built while a module imports), even one this
    command caught and reported; its flag tests the exact type, so a subclass leaves the status ours."""


def _terminate_as_interrupt(signum: int, frame: object) -> None:
    """SIGTERM (`kill PID`) and Ctrl-C stop a command the same way: cleanly, workers stopped, status 130."""
    raise Interrupted(f"signal {signum}")


STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


def _install_stop_handlers() -> dict:
    """Our handler for each stop signal not ignored (a background job of a shell ignores Ctrl-C, and so
    does this command then); returns the handlers it replaced."""
    if threading.current_thread() is not threading.main_thread():
        return {}
    return {number: signal.signal(number, _terminate_as_interrupt) for number in STOP_SIGNALS
            if signal.getsignal(number) is not signal.SIG_IGN}


def _quiet_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so the exit-time flush raises nothing more."""
    import os
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _run(args: argparse.Namespace) -> int:
    """The command's handler, with its user errors, interruptions and broken pipes as exit statuses."""
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


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser(argv).parse_args(argv)
    verbosity = args.verbose + getattr(args, "verbose_after", 0)
    level = (logging.WARNING, logging.INFO, logging.DEBUG)[min(verbosity, 2)]
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    previous = _install_stop_handlers()
    try:
        return _run(args)
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
