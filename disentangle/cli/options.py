"""The options the commands share, each declared once: log formats, the model, verbosity, decoding and
second parents; and the parser of an options record whose fields declare their flags (`add_settings`:
`extract` and `compare` take `ExtractOptions`' settings so), with the reading of the parsed values back into
the record (`settings_from_args`) and an error about a setting said of its flag (`as_flag_error`).

Values are checked where they are used (`checks.py`, `ExtractOptions.validate`), so each option is declared
and validated in one place. Nothing heavy is imported here: `annotate` takes its `--log-format` from here
and starts fast.
"""
from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from disentangle.logs.formats import AUTO, LOG_FORMAT_CHOICES, LOG_FORMAT_HELP

if TYPE_CHECKING:  # only the type: the extract stage is not imported when a command starts
    from disentangle.extract.settings import Flag

VERBOSE_HELP = "more log output (-vv: debug)"


def add_verbosity(parser: argparse.ArgumentParser, dest: str = "verbose") -> None:
    """`-v`/`--verbose`, counted (before the command: `verbose`; after it: `verbose_after`)."""
    parser.add_argument("-v", "--verbose", dest=dest, action="count", default=0, help=VERBOSE_HELP)


def add_log_format(parser: argparse.ArgumentParser, exports: bool = False) -> None:
    """`--log-format NAME|auto`: the layout of the log files read (detected by default); with `exports`, the
    chat exports too (`disentangle.logs.exports`: its registry's names, imported only then)."""
    choices = LOG_FORMAT_CHOICES
    if exports:
        from disentangle.logs.exports import EXPORT_NAMES
        choices = LOG_FORMAT_CHOICES + EXPORT_NAMES
    parser.add_argument("--log-format", choices=choices, default=AUTO, help=LOG_FORMAT_HELP)


def add_model(parser: argparse.ArgumentParser) -> None:
    """`--model PATH` (default: the shipped model)."""
    parser.add_argument("--model", type=Path, metavar="PATH", help="model file (default: the shipped model)")


def add_settings(parser: argparse.ArgumentParser, record: type, names: Iterable[str] | None = None,
                 helps: Mapping[str, str] | None = None) -> None:
    """The flags of the settings `names` (default: all) of an options record (`ExtractOptions`), each as its
    field declares it (`extract.settings.setting`); a shared flag (`--model`, `--log-format`) as declared here.
    `helps` (flag -> help) says what a flag means for another command (compare's `--seed` seeds its samples too)."""
    shared = {"--model": add_model, "--log-format": add_log_format}
    for item in _fields(record, names):
        for flag in item.metadata.get("flags", ()):
            if flag.shared:
                shared[flag.name](parser)
            else:
                _add_flag(parser, item, dataclasses.replace(flag, help=(helps or {}).get(flag.name, flag.help)))


def _add_flag(parser: argparse.ArgumentParser, item: dataclasses.Field, flag: Flag) -> None:
    """One declared flag of the setting `item`: a switch, or a value read by `flag.parse` (a setting built from
    its flags, or whose flag's `dest` is another name, takes the flag's own default)."""
    dest = flag.dest or item.name
    if flag.action in ("store_true", "store_false"):
        parser.add_argument(flag.name, dest=dest, help=flag.help, action=flag.action)
        return
    built = item.metadata.get("build") is not None or dest != item.name
    extra: dict[str, Any] = {"action": flag.action} if flag.action else {"type": _argument_type(flag.parse)}
    if flag.choices:
        extra["choices"] = flag.choices
    if flag.nargs:
        extra["nargs"] = flag.nargs
    parser.add_argument(flag.name, dest=dest, default=flag.default if built else _default(item), help=flag.help,
                        metavar=flag.metavar, **extra)


def settings_from_args(record: type, args: argparse.Namespace, names: Iterable[str] | None = None) -> dict:
    """The values of the settings `names` (default: all with a flag) from parsed arguments: the record's
    own reading of its flags' values (`extract.settings.settings_from_values`)."""
    from disentangle.extract.settings import settings_from_values  # the extract stage only when a command runs
    return settings_from_values(record, vars(args), names)


def flag_of(record: type, setting: str) -> str:
    """The first flag of a setting of `record`; for a name that is no field with a flag (`year`, the command's
    own), the flag of that name (`--year`)."""
    for item in dataclasses.fields(record):
        if item.name == setting and item.metadata.get("flags"):
            return item.metadata["flags"][0].name
    return f"--{setting.replace('_', '-')}"


def as_flag_error(error: Exception, record: type) -> Exception:
    """A `SettingError` said of the setting's flag (`--context-lines must be ...`), for the user; any other
    error as it is."""
    setting, problem = getattr(error, "setting", None), getattr(error, "problem", None)
    if setting is None or problem is None:
        return error
    return type(error)(flag_of(record, setting), problem)


def _fields(record: type, names: Iterable[str] | None) -> list[dataclasses.Field]:
    wanted = None if names is None else set(names)
    return [item for item in dataclasses.fields(record) if wanted is None or item.name in wanted]


def _default(item: dataclasses.Field):
    if item.default_factory is not dataclasses.MISSING:
        return item.default_factory()
    return item.default


def _argument_type(parse):
    """argparse's `type` for a parse function: its ValueError's text is the message (a builtin such as `int`
    keeps argparse's own `invalid int value`)."""
    if parse is None or parse in (int, float, str, Path):
        return parse

    def convert(text: str):
        try:
            return parse(text)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    convert.__name__ = parse.__name__
    return convert


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
