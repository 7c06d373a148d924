"""disentangle.cli.options: each shared option is declared once, so every command that takes it takes it
alike (same default, type and help), and every command has its own small module."""
import argparse

import pytest

from disentangle.cli import COMMANDS, build_parser
from disentangle.cli import options as shared

SHARED = ["--log-format", "--model", "--jobs", "--timeout", "--retries", "--no-download", "--logs", "--cache",
          "--seed", "--min-confidence"]


def actions(command: str) -> dict[str, argparse.Action]:
    parser = build_parser([command])
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[command]
    return {option: action for action in sub._actions for option in action.option_strings}


@pytest.mark.parametrize("option", SHARED)
def test_a_shared_option_is_the_same_in_every_command_that_takes_it(option):
    found = [actions(c)[option] for c in COMMANDS if option in actions(c)]
    assert found, option
    first = found[0]
    for other in found[1:]:
        assert (other.default, other.type, other.metavar, other.dest) == (first.default, first.type, first.metavar,
                                                                          first.dest)
        if option not in ("--jobs", "--seed"):           # their help names what they count or seed
            assert other.help == first.help


def test_extract_and_compare_share_the_network_and_logs_groups():
    for option in ("--timeout", "--retries", "--no-download", "--logs", "--cache", "--model", "--jobs"):
        assert option in actions("extract") and option in actions("compare")


def test_every_command_registers_from_its_module_and_verbosity_follows_it():
    import importlib
    for command, (module, _) in COMMANDS.items():
        assert importlib.import_module(f"disentangle.cli.{module}").add_parser
        assert actions(command)["-v"].dest == "verbose_after"
    parser = argparse.ArgumentParser()
    shared.add_verbosity(parser)
    assert parser.parse_args(["-vv"]).verbose == 2


def test_a_shared_option_still_rejects_a_bad_value(capsys):
    with pytest.raises(SystemExit) as stop:
        build_parser(["extract"]).parse_args(["extract", "--year", "2015", "--timeout", "soon"])
    assert stop.value.code == 2 and "--timeout: invalid float value: 'soon'" in capsys.readouterr().err


def test_the_extract_parser_is_built_from_the_declared_settings_and_gives_their_defaults():
    import dataclasses

    from disentangle.cli import extract as extract_cli
    from disentangle.extract import ExtractOptions
    declared = {flag.name for item in dataclasses.fields(ExtractOptions) for flag in item.metadata.get("flags", ())}
    assert declared and declared <= set(actions("extract"))
    args = build_parser(["extract"]).parse_args(["extract", "--year", "2015"])
    assert extract_cli.options_from_args(args) == ExtractOptions()
    args = build_parser(["extract"]).parse_args(["extract", "--year", "2015", "--context-lines", "7", "--bot", "b1",
                                                 "--bot", "b2", "--bot-commands", "drop", "--no-download"])
    options = extract_cli.options_from_args(args)
    assert (options.context_lines, options.bot_commands.bots, options.bot_commands.mode, options.download) == (
        7, ("b1", "b2"), "drop", False)


def test_channel_is_repeatable_and_takes_comma_lists_and_irc_logs_read_one():
    from disentangle.cli import extract as extract_cli
    from disentangle.extract import ExtractOptions, SettingError, source_for
    args = build_parser(["extract"]).parse_args(["extract", "--channel", "general", "--channel", "random, help"])
    options = extract_cli.options_from_args(args)
    assert options.channel == "general,random,help" and options.channels == ("general", "random", "help")
    assert ExtractOptions().channels == ("#ubuntu",)
    for channel in ("#a,#b", "all"):  # an IRC source reads one channel: said, never the first taken silently
        with pytest.raises(SettingError, match=r"^channel .*: several channels are read from a Slack or Discord"):
            source_for(2015, ExtractOptions(channel=channel))
    with pytest.raises(SettingError, match=r"^channel 'general,': an empty channel name"):
        ExtractOptions(channel="general,").validate()


@pytest.mark.parametrize("setting, flag", [("context_lines", "--context-lines"), ("first_day", "--from"),
                                           ("man_roots", "--manpages"), ("year", "--year"), ("logs", "--logs")])
def test_an_error_about_a_setting_is_said_of_its_flag(setting, flag):
    from disentangle.extract import ExtractOptions, SettingError
    error = shared.as_flag_error(SettingError(setting, "must be something, got 0"), ExtractOptions)
    assert isinstance(error, SettingError) and str(error) == f"{flag} must be something, got 0"
    plain = ValueError("not about a setting")
    assert shared.as_flag_error(plain, ExtractOptions) is plain


@pytest.mark.fault
def test_chat_end_is_declared_once_and_a_bad_value_is_refused(capsys):
    from disentangle.cli import extract as extract_cli
    from disentangle.extract import ExtractOptions, SettingError
    args = build_parser(["extract"]).parse_args(["extract", "--year", "2015", "--chat-end", "assistant"])
    assert extract_cli.options_from_args(args).chat_end == "assistant" and ExtractOptions().chat_end == "any"
    with pytest.raises(SystemExit) as stop:
        build_parser(["extract"]).parse_args(["extract", "--year", "2015", "--chat-end", "user"])
    assert stop.value.code == 2 and "--chat-end: invalid choice: 'user'" in capsys.readouterr().err
    with pytest.raises(SettingError, match=r"^chat_end must be one of any, assistant, got 'user'"):
        ExtractOptions(chat_end="user").validate()
