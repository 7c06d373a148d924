"""Tests for disentangle.logs.quiet_gaps (units cut at quiet gaps, not at UTC midnight) and for the chat
source that uses it: a conversation running past midnight stays in one unit, `--units days` keeps the UTC
days, and every message lands in exactly one unit."""
from __future__ import annotations

import datetime as dt
import gzip
import json
import random
from pathlib import Path

import pytest

from disentangle import extract
from disentangle.extract.errors import SettingError
from disentangle.logs import quiet_gaps
from disentangle.logs.quiet_gaps import CutRule, QuietSpan, quiet_spans
from helpers import discord_item, make_options, write_discord_export

DAY = quiet_gaps.SECONDS_PER_DAY
MIDNIGHT = dt.datetime(2024, 3, 2, tzinfo=dt.timezone.utc).timestamp()   # between March 1 and March 2
HOUR = 3600.0


def at(hours: float) -> float:
    """The time `hours` from midnight between March 1 and 2, 2024 (negative: the evening of March 1)."""
    return MIDNIGHT + hours * HOUR


def every_midnight(times: list[float], half: float) -> tuple[QuietSpan, ...]:
    """The units by the definition, one midnight after another (no skipping over quiet days)."""
    first, last = quiet_gaps._midnight(times[0]), quiet_gaps._midnight(times[-1])
    midnights = [first + day * DAY for day in range(1, round((last - first) / DAY) + 1)]
    cuts = [0] + [quiet_gaps._cut(times, m, half) for m in midnights] + [len(times)]
    return tuple(QuietSpan(quiet_gaps._date(m), start, end)
                 for m, start, end in zip([first] + midnights, cuts, cuts[1:]) if end > start)


def test_the_cut_goes_to_the_longest_silence_near_midnight_not_to_midnight():
    # a conversation 23:40..00:30, a 5-hour silence, another at 05:30..06:00; the evening before, busy
    times = [at(-3), at(-2.5), at(-2), at(-1.5), at(-1), at(-0.33), at(0), at(0.25), at(0.5), at(5.5), at(6)]
    spans = quiet_spans(times)
    assert spans == (QuietSpan("2024-03-01", 0, 9), QuietSpan("2024-03-02", 9, 11))


def test_a_cut_never_leaves_its_window_and_ties_go_to_the_silence_nearest_midnight():
    # two equal 2-hour silences, 15:00..17:00 and 23:00..01:00; the one across midnight wins the tie
    times = [at(-9), at(-7)] + [at(-7 + k / 2) for k in range(1, 13)] + [at(1), at(1.5), at(3)]
    assert quiet_spans(times, CutRule(12)) == quiet_spans(times, CutRule(6))
    assert quiet_spans(times)[0].end == 14
    silent_far = [at(-11), at(-6), at(-5.5), at(-5), at(-4.5), at(-4), at(-3.5), at(0.5), at(1)]
    assert quiet_spans(silent_far, CutRule(12))[0].end == 1    # the 5-hour silence 13:00..18:00
    assert quiet_spans(silent_far, CutRule(3))[0].end == 7     # only the 4-hour one reaches its window


def test_days_without_messages_make_no_unit_and_each_unit_is_named_once():
    times = [at(-20), at(-19.5), at(30), at(31), at(24 * 9 + 2)]
    spans = quiet_spans(times)
    assert [(s.start, s.end) for s in spans] == [(0, 2), (2, 4), (4, 5)]
    assert len({s.date for s in spans}) == 3


@pytest.mark.parametrize("hours", [12, 6, 0.5])
def test_skipping_quiet_days_gives_the_units_of_every_midnight(hours):
    """The stream is walked midnight by midnight except across quiet days; the units are those of the
    definition (every midnight) on random streams, every message in one unit, in order."""
    rng = random.Random(7)
    for _ in range(800):
        t, times = at(-30) + rng.random() * DAY, []
        for _ in range(rng.randint(1, 30)):
            t += rng.choice([0.0, rng.random() * 600, rng.random() * 0.6 * DAY, rng.random() * 5 * DAY])
            times.append(t)
        spans = quiet_spans(times, CutRule(hours))
        assert spans == every_midnight(times, hours * HOUR)
        assert spans[0].start == 0 and spans[-1].end == len(times)
        assert all(a.end == b.start for a, b in zip(spans, spans[1:]))
        assert len({s.date for s in spans}) == len(spans)


def test_a_stream_spanning_years_is_walked_without_visiting_every_day():
    times = [dt.datetime(1990, 1, 1, tzinfo=dt.timezone.utc).timestamp(), dt.datetime(9000, 1, 1, tzinfo=dt.timezone.utc).timestamp()]
    assert [len(s) for s in quiet_spans(times)] == [1, 1]


@pytest.mark.parametrize("times", [[at(1), at(0)]])
def test_times_going_back_are_refused(times):
    with pytest.raises(ValueError, match="never decrease"):
        quiet_spans(times)


@pytest.mark.parametrize("hours", [0, -1, 12.5])
def test_a_window_beyond_half_a_day_is_refused(hours):
    with pytest.raises(ValueError):
        CutRule(hours)


# --- the chat source ------------------------------------------------------------------------------------

CHAT = ["my wifi drops every few minutes since the upgrade", "which card is it? lspci -nn | grep -i net",
        "an intel ax200", "try disabling power saving: iw dev wlan0 set power_save off",
        "still drops", "then check dmesg for firmware errors when it happens", "it says firmware crashed",
        "update linux-firmware, the ax200 one was fixed last month", "that did it, thanks"]


def late_export(path: Path) -> Path:
    """A Discord channel: a question at 09:00 on March 1, then a conversation from 23:50 on March 1 to 00:30
    on March 2 (UTC), every message a platform reply to the one before, then a long silence."""
    start = dt.datetime(2024, 3, 1, 23, 50, tzinfo=dt.timezone.utc)
    morning = [discord_item(1, "good morning, anyone using btrfs snapshots?", "carol")]
    night = [discord_item(10 + k, text, ("alice", "bob")[k % 2], 0, reply=10 + k - 1 if k else None,
                          timestamp=(start + dt.timedelta(minutes=5 * k)).isoformat()) for k, text in enumerate(CHAT)]
    return write_discord_export(path, morning + night)


def per_unit(out: Path) -> dict:
    return json.loads((out / "stats.json").read_text())["days"]["per_day"]


def test_a_conversation_past_midnight_is_kept_whole_and_utc_days_drop_it(tiny_model, tmp_path, monkeypatch):
    monkeypatch.setenv("DISENTANGLE_CACHE", str(tmp_path / "cache"))
    export = late_export(tmp_path / "late.json")
    gaps = extract.extract_logs(None, make_options(tiny_model, tmp_path / "gaps", logs=export, first_day=None,
                                                   last_day=None, min_confidence=0.0))
    days = extract.extract_logs(None, make_options(tiny_model, tmp_path / "days", logs=export, first_day=None,
                                                   last_day=None, min_confidence=0.0, units="days"))
    assert sum(gaps.dialogues.values()) == 1 and sum(days.dialogues.values()) == 0
    assert list(per_unit(gaps.output)) == list(per_unit(days.output)) == ["2024-03-01", "2024-03-02"]
    assert [day["messages"] for day in per_unit(gaps.output).values()] == [1, len(CHAT)]
    assert [day["messages"] for day in per_unit(days.output).values()] == [3, len(CHAT) - 2]
    dropped = per_unit(days.output)["2024-03-02"]["dropped"]
    assert dropped.get("continues_previous_day", 0) >= 1
    stats = json.loads((gaps.output / "stats.json").read_text())
    assert stats["run"]["chat_export"]["units"] == "quiet-gaps"
    assert sum(day["messages"] for day in per_unit(gaps.output).values()) == len(CHAT) + 1


def test_units_are_checked(tiny_model, tmp_path):
    for changes in ({"units": "weeks"}, {"quiet_window": 13.0}, {"quiet_window": 0.0}):
        with pytest.raises(SettingError):
            make_options(tiny_model, tmp_path, **changes).validate()


# --- predict -----------------------------------------------------------------------------------------

def test_predict_on_an_export_links_nothing_across_a_quiet_gap(tiny_model, tmp_path):
    """Two exchanges two months apart in a sparse channel: the second never joins the first (a given reply
    stays as given)."""
    from disentangle.methods.disentanglers import load_disentangler
    from disentangle.methods.predict import predict, read_logs

    def item(number: int, text: str, nick: str, when: str, reply: int | None = None) -> dict:
        return discord_item(number, text, nick, 0, reply=reply, timestamp=when)

    export = write_discord_export(tmp_path / "sparse.json", [
        item(1, "bob: does the nightly build still fail?", "alice", "2016-01-15T10:00:00+00:00"),
        item(2, "alice: yes, the linker step", "bob", "2016-01-15T10:02:00+00:00"),
        item(3, "alice: still failing for you?", "bob", "2016-03-17T10:00:00+00:00"),
        item(4, "bob: fixed since the toolchain update", "alice", "2016-03-17T10:03:00+00:00", reply=3)])
    [log] = read_logs([str(export)])
    links = predict(log, load_disentangler("learned", tiny_model)).links
    parents = {link.message: link.parent for link in links}
    assert parents[2] == 2 and parents[3] == 2          # predicted across two months: cut; given reply kept
    assert all(not (link.message >= 2 > link.parent) for link in links)


# --- an IRC log tree opting in ----------------------------------------------------------------------------

NIGHT = [("23:40", "alice", "my laptop won't resume from suspend since the new kernel"),
         ("23:44", "bob", "alice: which kernel? uname -r"), ("23:47", "alice", "bob: 6.8.0-31"),
         ("23:52", "bob", "alice: boot the previous one from grub and see if it resumes"),
         ("00:05", "alice", "bob: the old kernel resumes fine"),
         ("00:09", "bob", "alice: then file a bug with ubuntu-bug linux"), ("00:12", "alice", "bob: will do, thanks")]


def irc_tree(root: Path, days: dict[str, list[tuple[str, str, str]]], channel: str = "#python") -> Path:
    for date, lines in days.items():
        folder = root / date.replace("-", "/")
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{channel}.txt").write_text("".join(f"[{clock}] <{nick}> {text}\n" for clock, nick, text in lines))
    return root


def tree_run(tiny_model: Path, tmp: Path, tree: Path, **changes) -> extract.ExtractReport:
    return extract.extract_logs(None, make_options(tiny_model, tmp, logs=tree, first_day=None, last_day=None,
                                                   channel="#python", **changes))


def test_a_log_tree_opts_in_to_quiet_gaps_and_keeps_a_conversation_past_midnight(tiny_model, tmp_path, monkeypatch):
    monkeypatch.setenv("DISENTANGLE_CACHE", str(tmp_path / "cache-root"))
    morning = [("09:00", "carol", "is there a way to list held packages?"), ("09:03", "dave", "carol: apt-mark showhold")]
    later = [("10:00", "erin", "how do I see which kernel boots by default?"), ("10:02", "frank", "erin: grub-editenv list")]
    tree = irc_tree(tmp_path / "tree", {"2024-05-01": morning + NIGHT[:4], "2024-05-02": NIGHT[4:] + later})
    days = tree_run(tiny_model, tmp_path / "days", tree, anonymize="none")
    gaps = tree_run(tiny_model, tmp_path / "gaps", tree, units="quiet-gaps", anonymize="none")
    per_day = {name: per_unit(report.output) for name, report in (("days", days), ("gaps", gaps))}
    assert per_day["days"]["2024-05-02"]["dropped"]["continues_previous_day"] >= 1
    assert per_day["gaps"]["2024-05-01"]["messages"] == 2                       # the morning alone
    assert per_day["gaps"]["2024-05-02"]["messages"] == len(NIGHT) + 2          # the night whole, then a morning
    assert sum(day["dropped"]["continues_previous_day"] for day in per_day["gaps"].values()) == 0
    stats = json.loads((gaps.output / "stats.json").read_text())
    assert stats["run"]["irc_units"]["units_made"] == 2 and stats["run"]["irc_units"]["days_unread"] == 0
    night = [d for d in dialogues(gaps.output) if d["nicks"] == ["alice", "bob"]]
    assert [sum(len(t["lines"]) for t in d["turns"]) for d in night] == [len(NIGHT)]     # whole, past midnight
    assert [sum(len(t["lines"]) for t in d["turns"]) for d in dialogues(days.output)
            if d["nicks"] == ["alice", "bob"]] == [4]                                     # cut at midnight


def dialogues(out: Path) -> list[dict]:
    return [json.loads(line) for split in ("train", "dev", "test")
            for line in gzip.open(out / "dialogues" / f"{split}.jsonl.gz", "rt")]


def test_a_missing_day_is_a_hole_no_unit_spans(tiny_model, tmp_path, monkeypatch):
    monkeypatch.setenv("DISENTANGLE_CACHE", str(tmp_path / "cache-root"))
    tree = irc_tree(tmp_path / "tree", {"2024-05-01": NIGHT[:4], "2024-05-03": NIGHT[4:]})
    report = tree_run(tiny_model, tmp_path / "gaps", tree, units="quiet-gaps")
    per_day = per_unit(report.output)
    assert per_day["2024-05-02"]["status"] != "done"
    assert per_day["2024-05-01"]["messages"] == 4 and per_day["2024-05-03"]["messages"] == 3


def test_the_irclogs_archive_keeps_calendar_days(tiny_model, tmp_path):
    options = make_options(tiny_model, tmp_path, units="quiet-gaps")
    with pytest.raises(SettingError, match="calendar days"):
        extract.extract_logs(2015, options)
