"""Tests for disentangle.errors: every error a user can cause shares one base, which the command line
reports in one line with exit status 2, whatever modules a command happened to load."""
from __future__ import annotations

import importlib

import pytest

from disentangle import cli
from disentangle.errors import DisentangleError

USER_ERRORS = [("checks", "UsageError"), ("logs.records", "LogError"), ("corpus.samples", "CorpusError"),
               ("linking.model_file", "ModelError"), ("metrics", "MetricsError"), ("linking.links", "ConversationError"),
               ("download", "DownloadError"), ("download", "NetworkUnavailable"), ("compare.retrieval", "RetrievalError"),
               ("compare", "CompareError"), ("extract.errors", "PipelineError")]


@pytest.mark.parametrize("module, name", USER_ERRORS)
def test_every_user_error_is_a_disentangle_error(module: str, name: str) -> None:
    assert issubclass(getattr(importlib.import_module(f"disentangle.{module}"), name), DisentangleError)


def test_the_cli_catches_the_base(capsys, monkeypatch) -> None:
    class Unforeseen(DisentangleError):
        pass

    def fail(args):
        raise Unforeseen("a message a user can act on\nand a second line not shown")

    parser = cli.build_parser(["predict", "x"])
    args = parser.parse_args(["predict", "x"])
    monkeypatch.setattr(cli, "build_parser", lambda argv: type("P", (), {"parse_args": lambda self, a: args})())
    monkeypatch.setattr(args, "handler", fail)
    assert cli.main(["predict", "x"]) == cli.EXIT_USAGE
    assert capsys.readouterr().err == "disentangle predict: error: a message a user can act on\n"


def test_a_bug_is_not_a_user_error(monkeypatch) -> None:
    args = cli.build_parser(["predict", "x"]).parse_args(["predict", "x"])
    monkeypatch.setattr(cli, "build_parser", lambda argv: type("P", (), {"parse_args": lambda self, a: args})())
    monkeypatch.setattr(args, "handler", lambda args: [][1])
    with pytest.raises(IndexError):
        cli.main(["predict", "x"])
