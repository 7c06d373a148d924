"""`disentangle cache clear [--logs PATH]`: remove the splits extract keeps in the cache, plaintext copies of
the logs and exports it read (a chat export's messages and its `names.json` of every name), of one input or
of all; the downloaded public logs and the man-page knowledge stay. Prints what it removed."""
from __future__ import annotations

import argparse
import logging
from pathlib import Path

from disentangle.extract.sources import clear_cache
from disentangle.output import write_stdout

logger = logging.getLogger(__name__)

BYTES_PER_MB = 1 << 20


def add_parser(sub, name: str = "cache", help_text: str | None = None) -> None:
    """Register `cache` (found by `disentangle.cli`) and its one action, `clear`."""
    p = sub.add_parser(name, help=help_text)
    actions = p.add_subparsers(dest="action", required=True)
    clear = actions.add_parser("clear", help="remove the cached copies (splits) of one log or export, or of all")
    clear.add_argument("--logs", type=Path, metavar="PATH",
                       help="the --logs of the runs whose copies to remove (default: every cached copy)")
    p.set_defaults(handler=cmd_cache)


def cmd_cache(args: argparse.Namespace) -> int:
    """`disentangle cache clear`: a path neither there nor cached is a SettingError (`cli.main`: one line)."""
    cleared = clear_cache(args.logs)
    which = f" of {args.logs}" if args.logs is not None else ""
    lines = [f"removed {folder} (a copy of {source or 'an unnamed input'})" for folder, source in cleared.removed]
    lines.append(f"removed {len(cleared.removed)} cached split(s){which} from {cleared.root} "
                 f"({cleared.bytes / BYTES_PER_MB:.1f} MB)" if cleared.removed
                 else f"nothing cached{which} under {cleared.root}")
    write_stdout("\n".join(lines) + "\n")
    return 0
