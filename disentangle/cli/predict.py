"""`disentangle predict`: reply-to links for raw log files (long logs streamed) and chat exports, by a chosen
disentangler."""
from __future__ import annotations

import argparse

from disentangle.checks import iso_date, line_range
from disentangle.methods.disentanglers import LEARNED, METHODS
from disentangle.methods.predict import FORMATS
from disentangle.output import write_stdout
from disentangle.settings import SHIPPED_MODEL

from .options import add_decode, add_log_format, add_model, add_one_parent


def add_parser(sub, name: str = "predict", help_text: str | None = None) -> None:
    """Register `predict` (found by `disentangle.cli`)."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="IRC log files (- reads standard input), Slack channel folders or day files, "
                        "DiscordChatExporter JSON files, Telegram Desktop exports (result.json)")
    add_model(p)
    p.add_argument("--method", choices=METHODS, default=LEARNED)
    p.add_argument("--start", type=int, default=0, help="first line to predict (earlier lines are context)")
    p.add_argument("--end", type=int, default=None, help="line after the last to predict")
    p.add_argument("--format", choices=FORMATS, default="links")
    add_one_parent(p)
    add_decode(p)
    add_log_format(p, exports=True)
    p.add_argument("--date", type=iso_date, default=None, metavar="YYYY-MM-DD",
                   help="the date of logs whose lines give none (standard input, a file name without a date): the "
                        "model reads the year; without it such a log is predicted for an unknown year, with a warning; "
                        "a log whose name gives a date keeps it (a different --date is said, and not used for it)")
    p.set_defaults(handler=cmd_predict)


def cmd_predict(args: argparse.Namespace) -> int:
    """The chosen disentangler (built once) over every file, each checked before the first is predicted."""
    from disentangle.methods.disentanglers import load_disentangler, with_decoder
    from disentangle.methods.predict import predict_text
    line_range(args.start, args.end)
    disentangler = with_decoder(load_disentangler(args.method, args.model or SHIPPED_MODEL), args.decode)
    for text in predict_text(args.files, disentangler, args.start, args.end, args.log_format,
                             args.second_parents, args.format, date=args.date):
        write_stdout(text)
    return 0
