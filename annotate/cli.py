"""Command line of the annotation tool: parse, call the library, report.

    annotate [options] LOGFILE [LOGFILE...]     annotate reply-to links in a terminal
    annotate [options] --todo FILE              the logs FILE lists, with progress per file
    annotate LOGFILE --adjudicate A.txt B.txt   adjudicate two or more annotators' files
    annotate LOGFILE --model --review 10%       review the 10% of messages the model is least sure of
    annotate agree FILE|DIR...                  agreement between annotators (--disagreements OUT:
                                                the messages they link differently, for --adjudicate)

(A log file literally called `agree` can be given as `./agree`.)
"""
from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import NoReturn, Sequence

from annotate.batch.agree import AgreementError, agreement, disagreements, format_agreement
from annotate.controller.controller import DEFAULT_ACCEPT_THRESHOLD, Controller
from annotate.model.adjudication import COMMON, RULES
from annotate.model.disagreements import write_disagreements
from annotate.model.keymap import Config, ConfigError, load_config
from annotate.model.session import OPEN_ERRORS, Options, Session
from annotate.model.suggest import FileSuggester, ModelSuggester, Suggester, SuggestionFileError, is_scored_file
from annotate.model.todo import TodoError, read_todo
from annotate.model.uncertainty import ReviewError, ReviewSize, parse_review_size
from disentangle.logs.formats import AUTO, LOG_FORMAT_CHOICES, LOG_FORMAT_HELP
from disentangle.output import finish_stdout, write_stdout

logger = logging.getLogger(__name__)

PROGRAM = "annotate"
USAGE_ERROR = 2
SHIPPED_MODEL = ""  # `--model` without a path: the model shipped in models/


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (`annotate: error: ...`, exit 2), no usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def annotate_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog=PROGRAM, description="Annotate reply-to links in IRC logs (output: `parent message -` lines). "
        "Every action is journaled and saved at once; run again to resume. `annotate agree FILE...` "
        "reports agreement between annotators.")
    parser.add_argument("logs", nargs="*", metavar="LOGFILE", type=Path, help="IRC log files to annotate")
    parser.add_argument("--todo", type=Path, metavar="FILE",
                        help="annotate the logs listed in FILE (one path a line, relative to FILE); progress per "
                        "file is saved in FILE.progress and shown by L; starts on the first file not done")
    parser.add_argument("-o", "--output", type=Path, help="annotation file (one log only; "
                        "default: NAME.annotation.txt beside the log)")
    parser.add_argument("--output-dir", type=Path, help="directory for the annotation files (created if missing)")
    parser.add_argument("--start", type=int, help="first message to annotate (earlier lines are context); "
                        "default: the span saved by the last session, else 1000 when the annotation file has "
                        "links and none before line 1000 (the corpus convention), else 0")
    parser.add_argument("--end", type=int, help="annotate messages before this line only (default: to the end); "
                        "--start/--end replace the saved span")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--model", nargs="?", const=SHIPPED_MODEL, metavar="PATH",
                        help="suggest parents with the learned model (default: the shipped one)")
    source.add_argument("--suggest", type=Path, metavar="FILE",
                        help="suggest links from a file: annotation lines (`a b -`) or `disentangle predict` "
                        "output (`FILE:a b -`, matched to each log by file name)")
    source.add_argument("--adjudicate", nargs="+", type=Path, metavar="FILE",
                        help="adjudicate these annotators' files (default output NAME.adjudicated.annotation.txt)")
    parser.add_argument("--adjudicate-start", choices=RULES, default=COMMON,
                        help="when adjudicating, the links each message starts with: those every annotator made "
                        "(default), more than half made, or any made; every difference is still marked")
    parser.add_argument("--review", type=_review_size, metavar="SHARE|COUNT",
                        help="review by uncertainty: visit only the messages the model is least sure of (a share "
                        "such as 10%% or 0.1, or a count), least sure first, the model's choice preselected; needs "
                        "--model or --suggest with `disentangle predict --format scored` output; the record of the "
                        "review is kept in NAME.annotation.txt.review")
    parser.add_argument("--review-fill", action="store_true",
                        help="with --review, also write the model's links for the messages not reviewed, each "
                        "line marked `PARENT MESSAGE - model` (never read as gold)")
    parser.add_argument("--accept-above", type=float, default=DEFAULT_ACCEPT_THRESHOLD, metavar="P",
                        help="confidence for accepting all sure suggestions with `A` (default %(default)s)")
    parser.add_argument("--browse", action="store_true",
                        help="read-only: look at logs and their annotation; nothing is locked or written")
    parser.add_argument("--config", type=Path, metavar="FILE",
                        help="key configuration (TOML, or JSON by its .json suffix): [keys] action = key(s), "
                        "[view] look_ahead = N; see annotate/README.md")
    parser.add_argument("--look-ahead", type=int, metavar="N",
                        help="log lines kept visible below the current message (default: a third of the rows)")
    parser.add_argument("--no-autosave", action="store_true",
                        help="write the file only on w, file change and quit (the journal is still written)")
    parser.add_argument("--log-file", type=Path, help="write diagnostics to this file")
    parser.add_argument("--log-format", choices=LOG_FORMAT_CHOICES, default=AUTO, help=LOG_FORMAT_HELP)
    return parser


def agree_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog=f"{PROGRAM} agree", description="Agreement between annotators: Cohen's kappa, link P/R/F and "
        "conversation metrics for every pair. Files NAME.annotation.WHO.txt (or WHO/NAME.annotation.txt).")
    parser.add_argument("paths", nargs="+", metavar="FILE", type=Path, help="annotation files or directories")
    parser.add_argument("--disagreements", type=Path, metavar="OUT",
                        help="also write every message the annotators link differently to OUT, a file "
                        "`annotate LOG --adjudicate OUT` opens")
    return parser


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Reject what cannot work before the screen opens (the to-do file's logs join the logs given)."""
    if args.todo is not None:
        try:
            args.logs = read_todo(args.todo) + args.logs
        except TodoError as error:
            parser.exit(USAGE_ERROR, f"{PROGRAM}: error: {error}\n")
    if not args.logs:
        parser.error("give the log files to annotate, or --todo FILE")
    for path in args.logs + (args.adjudicate or []) + ([args.suggest] if args.suggest else []):
        if not path.is_file():  # one line, no usage block: the command was right, the file is not there
            problem = "not a file" if path.exists() else "no such file"
            parser.exit(USAGE_ERROR, f"{PROGRAM}: error: {problem}: {path}\n")
    if args.output_dir is not None and args.output_dir.exists() and not args.output_dir.is_dir():
        parser.error(f"not a directory: {args.output_dir}")
    if not 0 < args.accept_above <= 1:
        parser.error("--accept-above must be in (0, 1]")
    if args.start is not None and args.start < 0 or args.end is not None and args.end < 1:
        parser.error("--start must be >= 0 and --end >= 1")
    if args.look_ahead is not None and args.look_ahead < 0:
        parser.error("--look-ahead must be >= 0")
    if args.browse and args.adjudicate:
        parser.error("--browse cannot adjudicate (it writes nothing)")
    _check_review(parser, args)


def _check_review(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """A review needs the model's probabilities: --model, or a scored --suggest file."""
    if args.review_fill and args.review is None:
        parser.error("--review-fill goes with --review")
    if args.review is None:
        return
    if args.model is None and args.suggest is None:
        parser.error("--review needs the model's probabilities: --model, or --suggest FILE from "
                     "`disentangle predict --format scored`")
    if args.suggest is not None and not _scored(args.suggest):
        parser.exit(USAGE_ERROR, f"{PROGRAM}: error: --review: {args.suggest} holds no probabilities (link lines); "
                    f"write it with `disentangle predict --format scored`\n")


def _scored(path: Path) -> bool:
    try:
        return is_scored_file(path)
    except SuggestionFileError:
        return True  # unreadable: the suggestion file's own check says why


def _review_size(text: str) -> ReviewSize:
    try:
        return parse_review_size(text)
    except ReviewError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _config(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Config:
    if args.config is None:
        return Config()
    try:
        return load_config(args.config)
    except ConfigError as error:
        parser.exit(USAGE_ERROR, f"{PROGRAM}: error: {error}\n")


def session_options(args: argparse.Namespace) -> Options:
    """How the session opens its logs, from the parsed `annotate_parser` arguments (the one place they meet)."""
    return Options(args.output, args.output_dir, args.start, args.end, not args.no_autosave,
                   adjudicate=tuple(args.adjudicate or ()), read_only=args.browse,
                   log_format=args.log_format, todo=args.todo, adjudicate_start=args.adjudicate_start,
                   review=args.review, review_fill=args.review_fill)


def look_ahead(args: argparse.Namespace, config: Config) -> int | None:
    """Rows kept below the current message: `--look-ahead`, else the key configuration's."""
    return args.look_ahead if args.look_ahead is not None else config.look_ahead


def _session(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Session:
    """The session, its logs and suggestion file checked (a clear exit 2 on a user error)."""
    try:
        session = Session(args.logs, session_options(args), suggester(args))
        session.check()
        if isinstance(session.suggester, FileSuggester):
            session.suggester.check([str(path) for path in session.logs])
    except OPEN_ERRORS as error:
        parser.exit(USAGE_ERROR, f"{PROGRAM}: error: {error}\n")
    return session


def suggester(args: argparse.Namespace) -> Suggester | None:
    """Where suggestions come from: `--model` (PATH, or the shipped model), a `--suggest` file, or none."""
    if args.model is not None:
        return ModelSuggester(args.model or None)
    return FileSuggester(args.suggest) if args.suggest is not None else None


def _logging(log_file: Path | None) -> None:
    """Diagnostics to `--log-file`, else nowhere: before any log is read, so a reader's warning never
    repeats the one-line error (an empty log) nor prints over the screen."""
    if log_file is not None:
        logging.basicConfig(filename=log_file, level=logging.INFO,
                            format="%(asctime)s %(name)s %(levelname)s %(message)s")
    else:
        logging.getLogger().addHandler(logging.NullHandler())


def run_annotate(argv: Sequence[str]) -> int:
    parser = annotate_parser()
    args = parser.parse_args(argv)
    _logging(args.log_file)
    _check(parser, args)
    config = _config(parser, args)
    session = _session(parser, args)
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        parser.error("needs a terminal (stdin and stdout); for agreement use `annotate agree`")
    try:
        controller = Controller(session, args.accept_above, config.keymap, look_ahead(args, config), args.browse)
    except OPEN_ERRORS as error:
        parser.exit(USAGE_ERROR, f"{PROGRAM}: error: {error}\n")
    from .app import AnnotateApp  # the terminal library only when a screen is needed
    AnnotateApp(controller).run(mouse=False)
    return report(controller.session)


def report(session: Session) -> int:
    """One line per annotation file written (or that could not be); exit status 1 if any is unsaved."""
    unsaved = written = 0
    for document in session.opened():
        if not (document.dirty or document.written):
            continue
        problem = f" (NOT saved: {document.error or 'unknown error'})" if document.dirty else ""
        flagged = len(document.flags.messages())
        flags = f", {flagged} flagged in {document.flags.path.name}" if flagged else ""
        print(f"{document.path}: {document.annotated_count()}/{document.total} messages annotated{flags}{problem}")
        unsaved += document.dirty
        written += not document.dirty
    if not written and not unsaved:
        print("no annotation file written (nothing changed)")
    return 1 if unsaved else 0


def run_agree(argv: Sequence[str]) -> int:
    parser = agree_parser()
    args = parser.parse_args(argv)
    try:
        report_text = format_agreement(agreement(args.paths))
        if args.disagreements is not None:
            found = disagreements(args.paths)
            count = write_disagreements(args.disagreements, found)
            report_text += (f"\n{count} message(s) linked differently in {len(found)} sample(s): {args.disagreements} "
                            f"(annotate LOG --adjudicate {args.disagreements})\n")
        write_stdout(report_text)
        finish_stdout()
    except (AgreementError, OSError) as error:  # OSError: e.g. the output device is full
        parser.exit(USAGE_ERROR, f"{PROGRAM} agree: error: {error}\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "agree":
        return run_agree(argv[1:])
    return run_annotate(argv)
