"""The heuristic-vs-learned report: its parts on hand-made dialogues, and the files on a tiny hand-made year."""
import json
import re
from pathlib import Path

import numpy as np
import pytest

from conftest import DATA
from disentangle.cli import main
from disentangle.compare import (
    HEURISTIC,
    LEARNED,
    MARK,
    PLOT_DEV,
    PLOT_LENGTHS,
    PLOT_RETRIEVAL,
    REPORT_JSON,
    REPORT_MD,
    SAMPLES_MD,
    CompareError,
    CompareOptions,
    coincidence,
    compare,
    given_samples,
    line_set,
    reading_sample,
    selection_set,
    side_by_side,
    time_span,
)
from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples.records import ExampleConfig
from disentangle.extract import MODE_LOGS, DateRange, ExtractOptions, PreparedSource, SourceInfo
from disentangle.extract.records import KIND_IRCLOGS
from disentangle.features.pairs import FEATURE_NAMES, N_FEATURES
from disentangle.linking.model import LinkModel, ModelConfig
from disentangle.linking.model_file import save_model

HERE = DATA / "compare"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
HALF_TEST = ExampleConfig(split_fractions=(("train", 0.5), ("dev", 0.0), ("test", 0.5)))
# A linear link scorer by hand: a reply goes to the latest message of the nick it addresses, an unaddressed
# message to whoever last addressed its author, else it starts a conversation.
RULE_WEIGHTS = {"self": 1.0, "msg_targets_cand_author": 4.0, "targeted_and_latest": 2.0,
                "cand_targets_msg_author": 3.0, "log_distance": -0.5}
RULE_SCALE = 0.1  # keeps the softsign unit out of saturation


def rule_model() -> LinkModel:
    weights = np.zeros(N_FEATURES, np.float32)
    for name, value in RULE_WEIGHTS.items():
        weights[FEATURE_NAMES.index(name)] = value * RULE_SCALE
    layers = [(weights[None, :], np.zeros(1, np.float32)), (np.ones((1, 1), np.float32), np.zeros(1, np.float32))]
    return LinkModel(ModelConfig(hidden=(1,), window=10), np.zeros(N_FEATURES, np.float32),
                     np.ones(N_FEATURES, np.float32), layers, {"note": "hand-set weights for tests"})


def dialogue(method, date, lines, texts=None, minutes=None):
    """A dialogue alternating asker/helper, one message per turn, on the given log lines."""
    texts = texts or [f"message {line}" for line in lines]
    minutes = minutes or list(lines)
    turns = tuple(Turn(ASKER if n % 2 == 0 else HELPER, (t,), (t,), (line,), (minute,))
                  for n, (line, t, minute) in enumerate(zip(lines, texts, minutes)))
    return Dialogue(f"{method}:{date}:{lines[0]}", date, "log", method, ("ann", "bob"), turns)


# ---------------------------------------------------------------------------------------------------
# Parts


def test_coincidence_exact_overlapping_only():
    heuristic = [dialogue(HEURISTIC, "2015-01-01", [1, 2, 3]),       # exact
                 dialogue(HEURISTIC, "2015-01-01", [10, 11, 12]),    # overlaps 11, 12 of a learned one
                 dialogue(HEURISTIC, "2015-01-01", [20, 21, 22]),    # only the heuristic
                 dialogue(HEURISTIC, "2015-01-02", [30, 31, 32])]    # same lines, other day: only
    learned = [dialogue(LEARNED, "2015-01-01", [1, 2, 3]),
               dialogue(LEARNED, "2015-01-01", [11, 12, 13, 14]),
               dialogue(LEARNED, "2015-01-01", [30, 31, 32])]
    h = coincidence(HEURISTIC, heuristic, LEARNED, learned)
    assert (h.dialogues, h.exact, h.overlapping, h.only) == (4, 1, 1, 2)
    assert h.mean_best_jaccard == pytest.approx(2 / 5)
    lo = coincidence(LEARNED, learned, HEURISTIC, heuristic)
    assert (lo.exact, lo.overlapping, lo.only) == (1, 1, 1)


def test_coincidence_with_nothing_on_the_other_side():
    found = coincidence(LEARNED, [dialogue(LEARNED, "2015-01-01", [1, 2, 3])], HEURISTIC, [])
    assert (found.exact, found.overlapping, found.only, found.mean_best_jaccard) == (0, 0, 1, 0.0)


def test_line_set_and_time_span():
    d = dialogue(LEARNED, "2015-01-01", [4, 7, 9], minutes=[600, 603, 1450])
    assert line_set(d) == {("2015-01-01", 4), ("2015-01-01", 7), ("2015-01-01", 9)}
    assert time_span(d) == 850                         # minutes keep counting past midnight


def test_reading_sample_is_seeded_and_sorted():
    found = [dialogue(LEARNED, "2015-01-01", [n, n + 1, n + 2]) for n in range(0, 300, 3)]
    first = reading_sample(found, 20, seed=0, method=LEARNED)
    assert [d.id for d in first] == [d.id for d in reading_sample(found[::-1], 20, seed=0, method=LEARNED)]
    assert len(first) == 20 and first == sorted(first, key=lambda d: d.turns[0].lines[0])
    assert first != reading_sample(found, 20, seed=1, method=LEARNED)
    assert len(reading_sample(found[:5], 20, seed=0, method=LEARNED)) == 5


def test_side_by_side_marks_who_holds_each_message():
    h = dialogue(HEURISTIC, "2015-01-01", [3, 5, 8], ["q", "a", "thanks " + "x" * 300], [60, 61, 62])
    lo = dialogue(LEARNED, "2015-01-01", [3, 5, 6], ["q", "a", "more"], [60, 61, 61])
    for shown in (side_by_side(h, lo, 0.5), side_by_side(lo, h, 0.5)):
        rows = {int(line[:5]): line for line in shown if re.match(r"^ *\d+  \d\d:\d\d", line)}
        assert sorted(rows) == [3, 5, 6, 8]
        assert rows[3][14:17] == f"{MARK} {MARK}"
        assert rows[6][14:17] == f"  {MARK}" and rows[8][14:17] == f"{MARK}  "
        assert rows[6].endswith("ann: more") and rows[3].startswith("    3  01:00")
        assert rows[8].endswith("\u2026") and len(rows[8]) < 200
    assert "no dialogue of the other method" in "\n".join(side_by_side(h, None, 0.0))


def test_selection_set_draws_options_from_its_own_test_split():
    found = [dialogue(LEARNED, "2015-01-01", [n, n + 1, n + 2, n + 3], [f"q{n}", f"a{n}", f"b{n}", f"c{n}"])
             for n in range(0, 400, 4)]
    chosen = selection_set(LEARNED, found, HALF_TEST)
    assert chosen.examples and len(chosen.with_options[10]) == len(chosen.examples)
    assert chosen.skipped[10] == 0
    assert len(chosen.with_options[100]) + chosen.skipped[100] == len(chosen.examples)
    test_texts = {t.text for d in found if f"{d.id}/1" in {e.id for e in chosen.examples} for t in d.turns}
    for example in chosen.with_options[10]:
        assert len(example.options) == 10 and example.answer in example.options
        own = {t.text for d in found if d.id == example.dialogue_id for t in d.turns}
        assert not own & ({o.utterance for o in example.options} - {example.answer.utterance})
    assert len(chosen.fit_texts) == 4 * (len(found) - len({e.dialogue_id for e in chosen.examples}))
    assert test_texts


def test_given_samples_need_their_log(tmp_path):
    annotation = tmp_path / "x.annotation.txt"
    with pytest.raises(CompareError, match="not found"):
        given_samples([annotation])
    annotation.write_text("1 0 -\n")
    with pytest.raises(CompareError, match="no log x.raw.txt"):
        given_samples([annotation])
    (tmp_path / "x.raw.txt").write_text("[10:00] <a> hi\n[10:01] <b> a: hi\n")
    assert given_samples([annotation])[0].raw == tmp_path / "x.raw.txt"


@pytest.mark.parametrize("extra, message", [
    (["--gold", "no/such.annotation.txt"], "not found"),
    (["--model", "no/such/model.npz"], "model file not found"),
])
def test_cli_errors_are_one_line(tmp_path, capsys, extra, message):
    code = main(["compare", "--year", "2015", "--output", str(tmp_path / "out"), "--no-download", *extra])
    err = capsys.readouterr().err
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_cli_output_must_be_a_directory(tmp_path, capsys):
    (tmp_path / "file").write_text("")
    assert main(["compare", "--output", str(tmp_path / "file"), "--no-download"]) == 2
    assert "not a directory" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------------------
# The report of a tiny year: three hand-made days, a dev sample and a given annotated file


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    base = tmp_path_factory.mktemp("compare")
    model = save_model(rule_model(), base / "rule.npz")
    days = ExtractOptions(output=base / "work", logs=HERE / "logs", cache=base / "cache", model=model, download=False,
                          corpus=HERE / "corpus", jobs=1, examples=HALF_TEST)
    options = CompareOptions(output=base / "out", gold=(HERE / "given" / "2015-01-02_00.annotation.txt",),
                             sample_size=3, days=days)
    return compare(2015, options)


def test_report_files_exist_and_parse(report):
    out = report.output
    for name in (REPORT_MD, REPORT_JSON, SAMPLES_MD, PLOT_LENGTHS, PLOT_DEV, PLOT_RETRIEVAL):
        assert (out / name).is_file(), name
    for name in (PLOT_LENGTHS, PLOT_DEV, PLOT_RETRIEVAL):
        data = (out / name).read_bytes()
        assert data.startswith(PNG_SIGNATURE) and len(data) > 1000
        from matplotlib.image import imread
        assert imread(out / name).ndim == 3
    assert not list(out.glob("*.tmp")) and not list(out.glob(".*"))


def test_report_json(report):
    data = json.loads((report.output / REPORT_JSON).read_text())
    assert {"year", "model", "logs", "gold", "year_statistics", "coincidence", "selection", "samples"} <= set(data)
    assert data["logs"]["days_read"] == ["2015-01-01", "2015-01-02", "2015-01-03"] and not data["logs"]["sample"]
    assert set(data["gold"]) == {"dev", "given"} and set(data["gold"]["dev"]) == {"previous", "heuristic", "learned"}
    assert data["gold"]["dev"]["learned"]["link_f"] == pytest.approx(100.0)     # the hand-set model is right here
    assert data["gold"]["dev"]["previous"]["files"] == 1
    stats = data["year_statistics"]
    assert stats[HEURISTIC]["dialogues"] == stats[LEARNED]["dialogues"] == 9
    assert {"turns", "messages", "words_per_message", "words_per_turn", "minutes_span"} <= set(stats[LEARNED])
    exact = {c["method"]: c["exact"] for c in data["coincidence"]["methods"]}
    assert exact == {HEURISTIC: 9, LEARNED: 9}
    results = data["selection"]["results"]
    assert {(r["baseline"], r["fitted_on"], r["tested_on"]) for r in results} == {
        (b, f, t) for b in ("tfidf", "bm25") for f in (HEURISTIC, LEARNED) for t in (HEURISTIC, LEARNED)}
    for r in results:
        assert r["examples_10"] > 0 and 0 <= r["R@1/10"] <= r["R@2/10"] <= r["R@5/10"] <= 1
        assert r["examples_100"] == 0 and r["R@1/100"] is None and r["1-of-100"] is None
    assert [len(data["samples"][m]) for m in (HEURISTIC, LEARNED)] == [3, 3]


def test_report_markdown_headline_table(report):
    text = (report.output / REPORT_MD).read_text()
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| method | dev link F"))
    header = [cell.strip() for cell in lines[start].strip("|").split("|")]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines[start + 2:start + 5]]
    assert lines[start + 1].count("---") == len(header) == 10
    assert [row[0] for row in rows] == ["previous", "heuristic", "learned"]
    assert all(len(row) == len(header) for row in rows)
    learned = dict(zip(header, rows[2]))
    assert learned["dev link F"] == "100.0" and learned["dialogues 2015"] == "9"
    assert 0 <= float(learned["TF-IDF R@1/10"]) <= 100 and learned["BM25 R@1/100"] == "\u2013"
    for image in (PLOT_LENGTHS, PLOT_DEV, PLOT_RETRIEVAL, SAMPLES_MD):
        assert f"({image})" in text
    assert report.headline.splitlines()[0] == lines[start]


def test_report_samples(report):
    text = (report.output / SAMPLES_MD).read_text()
    assert text.count("\n### heuristic:") == 3 and text.count("\n### learned:") == 3
    assert "Jaccard 1.00" in text


def test_plots_of_nothing_are_still_pngs():
    from disentangle.compare import plot_dev, plot_selection
    for data in (plot_dev({}, "t"), plot_selection([], "t")):
        assert data.startswith(PNG_SIGNATURE)


def test_no_dev_split_is_a_note(tmp_path):
    from disentangle.compare import dev_samples
    (tmp_path / "train").mkdir()
    found, note = dev_samples(CompareOptions(days=ExtractOptions(corpus=tmp_path, download=False)))
    assert found == [] and "no annotated dev split" in note


@pytest.mark.parametrize("per_dialogue, words", [(1, "once at a seeded"), (None, "every DSTC7 position"),
                                                 (2, "at 2 seeded")])
def test_selection_method_says_how_examples_were_cut(per_dialogue, words):
    from disentangle.compare import selection_method
    assert words in selection_method(ExampleConfig(examples_per_dialogue=per_dialogue))


@pytest.mark.parametrize("argv, per_dialogue", [([], 1), (["--every-position"], None)])
def test_cli_options(argv, per_dialogue):
    import argparse

    from disentangle.cli.compare import add_parser, options_from_args
    parser = argparse.ArgumentParser()
    add_parser(parser.add_subparsers())
    options = options_from_args(parser.parse_args(["compare", "--no-download", "--gold", "a", "b", *argv]))
    assert options.days.examples.examples_per_dialogue == per_dialogue
    assert options.gold == (Path("a"), Path("b")) and not options.days.download
    assert options.output_dir(ubuntu_2015()).name == "compare-2015"


def ubuntu_2015() -> PreparedSource:
    """A prepared source of #ubuntu's 2015 with no units: what the report's own helpers read of a run."""
    info = SourceInfo(KIND_IRCLOGS, "#ubuntu", ("#ubuntu",), rerun="--year 2015")
    return PreparedSource(info, DateRange.of_year(2015), 2015, (), MODE_LOGS, False, "", "2015", None)  # type: ignore[arg-type]


def test_the_response_selection_reads_the_released_text(tmp_path: Path) -> None:
    from disentangle.compare.options import CompareOptions, YearData
    from disentangle.compare.run import released_text
    turns = (Turn(ASKER, ("see http://x.org/a",), ("see http://x.org/a",), (1,), (0,)),
             Turn(HELPER, ("bob2: edit /etc/fstab",), ("bob2: edit /etc/fstab",), (2,), (1,)))
    dialogue = Dialogue("learned:2015-01-01:1", "2015-01-01", "x", "learned", ("bob2", "k1l_"), turns)
    data = YearData(None, {}, (), {"heuristic": (dialogue,), "learned": (dialogue,)}, None)  # type: ignore[arg-type]
    tagged = CompareOptions(days=ExtractOptions(output=tmp_path, anonymize="none", generic_tags=True))
    texts = [t.utterances for t in released_text(ubuntu_2015(), tagged, data)["learned"][0].turns]
    assert texts == [("see __url__",), ("__name__: edit __path__",)]
    plain = CompareOptions(days=ExtractOptions(output=tmp_path, anonymize="none"))
    assert released_text(ubuntu_2015(), plain, data) is data.dialogues


@pytest.mark.parametrize("sections, kept", [(("man1", "man8"), True), (("man8",), False)])
def test_the_released_text_keeps_a_nick_that_is_a_man_page_command_as_extract_does(tmp_path: Path, sections,
                                                                                   kept) -> None:
    """`frob` has a page in man1 only: without it, the nick is replaced in the text too."""
    from disentangle.compare.options import CompareOptions, YearData
    from disentangle.compare.run import released_text
    turns = (Turn(ASKER, ("how do i start the daemon",), ("how do i start the daemon",), (1,), (0,)),
             Turn("frob", ("run frob --start",), ("run frob --start",), (2,), (1,)))
    dialogue = Dialogue("learned:2015-01-01:1", "2015-01-01", "x", "learned", (ASKER, "frob"), turns)
    data = YearData(None, {}, (), {"heuristic": (dialogue,), "learned": (dialogue,)}, None)  # type: ignore[arg-type]
    (tmp_path / "man").mkdir()
    for section in sections:
        (tmp_path / "man" / section).symlink_to(DATA / "manpages" / section)
    days = ExtractOptions(output=tmp_path, knowledge=tmp_path / "kb.jsonl", man_roots=(tmp_path / "man",))
    text = released_text(ubuntu_2015(), CompareOptions(days=days), data)["learned"][0].turns[1].utterances[0]
    assert ("frob --start" in text) is kept


# ---------------------------------------------------------------------------------------------------
# A chat export: compare reads its days as extract does, or says in one line why it cannot


@pytest.mark.fault
def test_compare_reads_a_chat_export_of_one_channel(tmp_path, capsys):
    """It read every day as "not an IRC log" and exited 0 with `compare 2021: 0 days`."""
    export = DATA / "exports" / "discord_general.json"
    code = main(["compare", "--year", "2021", "--logs", str(export), "--output", str(tmp_path / "out"),
                 "--work", str(tmp_path / "work"), "--jobs", "1", "--no-download", "--samples", "1"])
    out = capsys.readouterr().out
    assert code == 0, out
    report = json.loads((tmp_path / "out" / REPORT_JSON).read_text())
    assert re.search(r"compare 2021: [1-9]\d* days", out) and report["logs"]["days_read"]
    assert all(day.startswith("2021-") for day in report["logs"]["days_read"])
    assert list((tmp_path / "work" / "days").glob("2021-*.jsonl.gz"))  # the learned days, as extract writes them


@pytest.mark.fault
def test_compare_refuses_an_export_of_several_channels_in_one_line(tmp_path, capsys):
    from helpers import write_discord_export
    folder = tmp_path / "server"
    folder.mkdir()
    item = {"id": "1", "type": "Default", "timestamp": "2021-03-01T10:00:00+00:00", "content": "hi",
            "author": {"id": "7", "name": "alice", "isBot": False}}
    write_discord_export(folder / "a.json", [item], channel="general", channel_id="900")
    write_discord_export(folder / "b.json", [item], channel="random", channel_id="901")
    code = main(["compare", "--year", "2021", "--logs", str(folder), "--output", str(tmp_path / "out"),
                 "--work", str(tmp_path / "work"), "--jobs", "1", "--no-download"])
    err = capsys.readouterr().err
    assert code == 2 and "holds 2 channels; compare reads an export of one channel" in err
    assert len(err.strip().splitlines()) == 1 and not (tmp_path / "out").exists()
