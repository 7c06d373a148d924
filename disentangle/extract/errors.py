"""The errors of the extract stage: a run that cannot be done as asked (`PipelineError`), and the kind that
names the setting at fault (`SettingError`), which the command line says of its flag
(`cli.options.as_flag_error`). Both exit 2 through `disentangle.cli.main`; nothing is written before them.
"""
from __future__ import annotations

from disentangle.errors import DisentangleError


class PipelineError(DisentangleError):
    """A run cannot be done as asked (bad options, no logs at all, unreachable scheduler)."""


class SettingError(PipelineError):
    """A setting of the options (an `ExtractOptions` field, or the year) has a value the run cannot use. The
    message names the setting (`context_lines must be 0 or more, got -1`); the command line says the same of
    its flag (`cli.options.flag_error`)."""

    def __init__(self, setting: str, problem: str) -> None:
        self.setting = setting
        self.problem = problem
        super().__init__(f"{setting} {problem}")
