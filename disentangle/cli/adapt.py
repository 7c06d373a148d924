"""`disentangle adapt`: fine-tune a two-pass model on a new community's annotated files (needs dynet38).

Each FILE.annotation.txt (corpus format, `PARENT MESSAGE -`, any range of lines) has its log beside it as
FILE.raw.txt or FILE.ascii.txt. The model is written to `--output` with its card beside it
(`OUTPUT.card.json`); `predict --model` and `extract --model` use it. The library is
`disentangle.training.adapt`. The output and its card are proven writable (a file created there and removed)
before any work; `--mix` takes one value (several, comma-separated: `--mix 1,3`), so the files after it stay files.
"""
from __future__ import annotations

import argparse

from disentangle.checks import UsageError, at_least, creatable_file, input_file
from disentangle.output import write_stdout

from .options import add_log_format, add_model

MIN_FOLDS = 2   # cross-validation holds out one part and trains on the others
MIX_SEPARATOR = ","  # `--mix 1,3`: the values cross-validation tries, in one argument
CARD_SUFFIX = ".card.json"  # the card beside the model (`disentangle.training.adapt` writes it)


def add_parser(sub, name: str = "adapt", help_text: str | None = None) -> None:
    """Register `adapt` (found by `disentangle.cli`)."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("annotations", nargs="*", metavar="FILE.annotation.txt",
                   help="annotation files, each with FILE.raw.txt or FILE.ascii.txt beside it")
    p.add_argument("--output", required=True, metavar="MODEL", help="model file to write (.npz)")
    add_model(p)
    add_log_format(p)
    p.add_argument("--data", help="corpus root holding train/ (the #ubuntu messages mixed in; default: resolved)")
    p.add_argument("--seed", type=int, default=0, metavar="N", help="random seed (default: 0)")
    p.add_argument("--max-epochs", type=int, default=None, help="most epochs cross-validation tries (default 8)")
    p.add_argument("--folds", type=int, default=None, help="cross-validation parts (default 3)")
    p.add_argument("--mix", type=_mixes, action="append", default=None, metavar="N[,N...]",
                   help="#ubuntu messages mixed in per annotated message: one value, or several separated by "
                   "commas (1,3), each tried (default 1,3)")
    p.add_argument("--ubuntu-tolerance", type=float, default=None, metavar="POINTS",
                   help="most #ubuntu link F a choice may lose on the forgetting check (default 0.5)")
    p.set_defaults(handler=cmd_adapt)


def _mixes(text: str) -> tuple[float, ...]:
    """`--mix`'s one value: a number, or numbers separated by commas (an argparse type)."""
    try:
        return tuple(float(part) for part in text.split(MIX_SEPARATOR))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number, or numbers separated by commas: {text!r}") from None


def adapt_config(args: argparse.Namespace):
    """The `AdaptConfig` of the options, each checked before any work."""
    from disentangle.training.adapt import AdaptConfig
    at_least("--seed", args.seed, 0)
    at_least("--max-epochs", args.max_epochs, 1)
    at_least("--folds", args.folds, MIN_FOLDS)
    mixes = tuple(mix for given in args.mix or () for mix in given)
    if any(not mix >= 0 for mix in mixes):
        raise UsageError(f"--mix {' '.join(map(str, mixes))}: each must be >= 0")
    if args.ubuntu_tolerance is not None and not args.ubuntu_tolerance >= 0:
        raise UsageError(f"--ubuntu-tolerance {args.ubuntu_tolerance}: must be >= 0")
    overrides = {"log_format": args.log_format, "seed": args.seed, "max_epochs": args.max_epochs, "folds": args.folds,
                 "mixes": mixes or None, "ubuntu_tolerance": args.ubuntu_tolerance}
    return AdaptConfig(**{key: value for key, value in overrides.items() if value is not None})


def cmd_adapt(args: argparse.Namespace) -> int:
    if not args.annotations:
        raise UsageError("no annotation files given (FILE.annotation.txt ...)")
    config = adapt_config(args)
    creatable_file("--output", args.output)  # proven, not guessed from permission bits: before minutes of work
    creatable_file("--output", args.output + CARD_SUFFIX)
    if args.model is not None:
        input_file("--model", args.model)
    from disentangle.training.adapt import adapt_and_save
    result = adapt_and_save(args.annotations, args.output, args.model, config, args.data)
    choice = result.choice
    write_stdout(f"wrote {args.output} (adapted on {sum(f.messages for f in result.files)} messages of "
                 f"{len(result.files)} files: {choice.epochs} epochs, mix {choice.mix:g}; cross-validated link F "
                 f"{choice.scores.link_f or 0.0:.1f}, exact F {choice.scores.exact_f:.1f}; "
                 f"{result.seconds:.0f} s)\n")
    return 0
