"""Tests for disentangle.logs.exports.stream and .detect: which platform an export is (the one detector,
honouring the log format asked), streamed JSON (a damaged file is one LogError), and the times every platform
reader shares."""
from __future__ import annotations

import datetime as dt

import pytest

from disentangle.logs.exports import export_platform
from disentangle.logs.exports.stream import stream_items, unix_time
from disentangle.logs.records import LogError
from helpers import (
    discord_item,
    slack_item,
    telegram_item,
    write_discord_export,
    write_slack_workspace,
    write_telegram_export,
)


def test_each_platform_is_told_by_its_layout_and_irc_logs_by_none(tmp_path):
    write_discord_export(tmp_path / "d.json", [discord_item(1, "x")])
    (tmp_path / "t").mkdir()
    write_telegram_export(tmp_path / "t" / "result.json", [telegram_item(1, "y")])
    write_slack_workspace(tmp_path / "ws", {"general": {"2024-03-01": [slack_item("1.0", "z")]}})
    (tmp_path / "irc.log").write_text("[10:00] <a> hi\n")
    def name(path, log_format="auto"):
        found = export_platform(path, log_format)
        return found.name if found is not None else None
    assert name(tmp_path / "d.json") == "discord"
    assert name(tmp_path / "t") == name(tmp_path / "t" / "result.json") == "telegram"
    assert name(tmp_path / "ws") == name(tmp_path / "ws" / "general") == "slack"
    assert name(tmp_path / "irc.log") is None


def test_the_log_format_asked_is_honoured(tmp_path):
    write_discord_export(tmp_path / "d.json", [discord_item(1, "x")])
    write_slack_workspace(tmp_path / "ws", {"general": {"2024-03-01": [slack_item("1.0", "z")]}})
    assert export_platform(tmp_path / "d.json", "irclogs") is None           # an IRC format: no chat export
    assert export_platform(tmp_path / "d.json", "discord").name == "discord"
    assert export_platform(tmp_path / "ws", "slack").name == "slack"
    with pytest.raises(LogError, match="d.json: not a Telegram export: expected a Telegram Desktop chat export"):
        export_platform(tmp_path / "d.json", "telegram")
    with pytest.raises(LogError, match="ws: not a Discord export: expected a DiscordChatExporter export"):
        export_platform(tmp_path / "ws", "discord")


@pytest.mark.fault
def test_a_truncated_file_is_one_log_error_saying_how_far_it_read(tmp_path):
    path = tmp_path / "cut.json"
    path.write_text('{"messages": [{"id": 1}, {"id": 2}, {"id": ')
    with pytest.raises(LogError, match=r"cut.json: not a whole JSON file \(truncated or damaged after 2 item"):
        list(stream_items(path, "messages.item"))


@pytest.mark.parametrize("value, expected", [
    ("1709283600.000100", dt.datetime(2024, 3, 1, 9, 0, 0, 100, tzinfo=dt.timezone.utc)),
    (1709283600, dt.datetime(2024, 3, 1, 9, tzinfo=dt.timezone.utc)),
    ("99999999999999", None), ("soon", None), (True, None), (None, None)])
def test_unix_times_out_of_any_year_are_none(value, expected):
    assert unix_time(value) == expected
