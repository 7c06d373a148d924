"""The option groups the commands share, each declared once: log formats, the model, verbosity, network,
worker processes, local logs and caches, seeds, the confidence threshold and second parents.

Every function adds one group to an argparse parser with the name, default, help and type the commands
have always had; values are checked where they are used (`checks.py`, `ExtractOptions`, the downloader),
so each option is declared and validated in one place. Heavy defaults (the download and confidence
constants) are imported inside the functions: `annotate` takes its `--log-format` from here and starts fast.
"""
from __future__ import annotations

import argparse
from pathlib import Path

from disentangle.logs.formats import AUTO, EXPORT_CHOICES, LOG_FORMAT_CHOICES, LOG_FORMAT_HELP

VERBOSE_HELP = "more log output (-vv: debug)"


def add_verbosity(parser: argparse.ArgumentParser, dest: str = "verbose") -> None:
    """`-v`/`--verbose`, counted (before the command: `verbose`; after it: `verbose_after`)."""
    parser.add_argument("-v", "--verbose", dest=dest, action="count", default=0, help=VERBOSE_HELP)


def add_log_format(parser: argparse.ArgumentParser, exports: bool = False) -> None:
    """`--log-format NAME|auto`: the layout of the log files read (detected by default); with `exports`, the
    chat exports too (`disentangle.logs.exports`)."""
    parser.add_argument("--log-format", choices=EXPORT_CHOICES if exports else LOG_FORMAT_CHOICES, default=AUTO,
                        help=LOG_FORMAT_HELP)


def add_model(parser: argparse.ArgumentParser) -> None:
    """`--model PATH` (default: the shipped model)."""
    parser.add_argument("--model", type=Path, metavar="PATH", help="model file (default: the shipped model)")


def add_jobs(parser: argparse.ArgumentParser, what: str = "worker processes") -> None:
    """`--jobs N` (checked and defaulted by `ExtractOptions`)."""
    parser.add_argument("--jobs", type=int, metavar="N", help=f"{what} (default: CPU cores)")


def add_network(parser: argparse.ArgumentParser) -> None:
    """`--timeout SECONDS`, `--retries N`, `--deadline SECONDS` of downloads, and `--no-download` (checked by
    `extract.check_download_options`)."""
    from disentangle.download import DEADLINE_GRACE_SECONDS, DEADLINE_MIN_RATE, DEFAULT_RETRIES, DEFAULT_TIMEOUT
    from disentangle.extract.plan import MAX_HOST_FAILURES
    parser.add_argument("--no-download", dest="download", action="store_false", help="never use the network")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help="download timeout for the connection and each read (default: %(default)s)")
    parser.add_argument("--retries", type=int, default=DEFAULT_RETRIES, metavar="N",
                        help="further attempts of a failed download (default: %(default)s); after "
                             f"{MAX_HOST_FAILURES} failed days in a row the server is not asked again")
    parser.add_argument("--deadline", type=float, metavar="SECONDS",
                        help="most seconds one day's download may take, every attempt included; the day fails "
                             f"after it (default: {DEADLINE_GRACE_SECONDS:g} s plus 1 s per "
                             f"{DEADLINE_MIN_RATE / 1024:g} KiB of the day)")


def add_logs(parser: argparse.ArgumentParser) -> None:
    """`--logs PATH` (a local logs tree, looked at first; `extract` also splits one long log file into days)
    and `--cache DIR` (the download cache, by default in the user's cache directory or `$DISENTANGLE_CACHE`,
    as read now)."""
    from disentangle.settings import ENV_CACHE, log_cache_dir
    parser.add_argument("--logs", type=Path, metavar="PATH",
                        help="local logs tree YYYY/MM/DD/#ubuntu.txt, looked at first (extract: or one long log "
                             "file with dates, split into days)")
    parser.add_argument("--cache", type=Path, default=log_cache_dir(), metavar="DIR",
                        help=f"download cache (default: %(default)s; ${ENV_CACHE} moves the whole cache)")


def add_seed(parser: argparse.ArgumentParser, what: str) -> None:
    """`--seed N` (default 0) of `what`."""
    parser.add_argument("--seed", type=int, default=0, metavar="N", help=f"seed of {what} (default: 0)")


def add_min_confidence(parser: argparse.ArgumentParser) -> None:
    """`--min-confidence X`: keep dialogues whose link confidence is at least X."""
    from disentangle.linking.confidence import DEFAULT_MIN_CONFIDENCE
    parser.add_argument("--min-confidence", type=float, default=DEFAULT_MIN_CONFIDENCE, metavar="X",
                        help="keep dialogues whose link confidence is at least X, 0 keeps all (default: "
                             "%(default)s; see bench/results/confidence_curve.md)")


def add_bot_commands(parser: argparse.ArgumentParser) -> None:
    """`--bot-commands replace|drop|keep` and `--bot NICK` (repeatable): the rule for commands to the channel
    bot in dialogues (`disentangle/dialogues/bot_commands.py`); `bot_commands(args)` builds it."""
    from disentangle.dialogues.bot_commands import DEFAULT_BOTS, DEFAULT_MODE, MODES
    parser.add_argument("--bot-commands", choices=MODES, default=DEFAULT_MODE,
                        help="a message such as '!fr | nick' to the channel bot: replace it by the bot's answer "
                             "(private commands and unanswered ones are dropped), drop it, or keep it as typed "
                             "(default: %(default)s)")
    parser.add_argument("--bot", dest="bots", action="append", metavar="NICK",
                        help=f"a nick whose lines answer bot commands (repeatable; default: {', '.join(DEFAULT_BOTS)})")


def bot_commands(args: argparse.Namespace):
    """The `BotCommands` rule of `add_bot_commands`' options."""
    from disentangle.dialogues.bot_commands import DEFAULT_BOTS, BotCommands
    return BotCommands(args.bot_commands, tuple(args.bots) if args.bots else DEFAULT_BOTS)


DECODE_CHOICES = ("greedy", "conversation", "beam")   # `disentangle.linking.decoding.DECODERS` (not imported: fast start)


def add_decode(parser: argparse.ArgumentParser) -> None:
    """`--decode greedy|conversation|beam` (default None: the model's own, conversation for a two-pass
    model); `disentangle/linking/decoding.py` says what each does."""
    parser.add_argument("--decode", choices=DECODE_CHOICES, default=None,
                        help="how the learned two-pass model picks parents from its probabilities: each "
                             "message's most probable (greedy), the conversation its candidates' probabilities "
                             "favour (conversation, the default), or a beam over whole assignments (beam, slower)")


def add_one_parent(parser: argparse.ArgumentParser) -> None:
    """`--one-parent` (dest `second_parents`, False when given): leave out the second parents the learned
    method adds by default (`disentangle/linking/second_parents.py`, not imported here: `previous` starts fast)."""
    parser.add_argument("--one-parent", dest="second_parents", action="store_false",
                        help="one parent per message: no second parent where the learned model finds its "
                             "runner-up probable in the same conversation (conversations are the same either way)")
