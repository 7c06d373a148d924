"""Prediction by method and rendering in the three output formats."""
import json

import pytest

from conftest import DATA
from disentangle.logs.files import read_log
from disentangle.methods.predict import predict, predict_links, render

SMALL = DATA / "logs" / "small.txt"


def test_previous_prediction_renders_in_every_format(small_log):
    prediction = predict_links(small_log, "previous", start=6)
    assert [link.message for link in prediction.links] == [6, 7, 8, 9]
    assert render([prediction], "links").splitlines() == ["small:6 4 -", "small:7 6 -", "small:8 7 -",
                                                          "small:9 8 -"]
    assert render([prediction], "conversations").splitlines() == ["small:6 7 8 9"]
    (conversation,) = [json.loads(line) for line in render([prediction], "jsonl").splitlines()]
    assert [m["index"] for m in conversation["messages"]] == [6, 7, 8, 9]
    assert conversation["messages"][0]["parents"] == [4]


def test_learned_needs_a_model_and_unknowns_are_refused(small_log):
    with pytest.raises(ValueError, match="needs a model"):
        predict_links(small_log, "learned", model=None)
    with pytest.raises(ValueError, match="unknown method"):
        predict_links(small_log, "oracle")
    with pytest.raises(ValueError, match="unknown format"):
        render([predict_links(small_log, "previous")], "xml")


def test_shipped_model_on_a_real_day(irclogs_root):
    from disentangle.linking.model_file import load_model
    day = read_log(irclogs_root / "2004" / "09" / "22" / "#ubuntu.txt")
    links = predict_links(day, "learned", load_model()).links
    assert len(links) == len(day)
    starts = sum(link.parent == link.message for link in links if not day.messages[link.message].is_system)
    spoken = sum(not m.is_system for m in day.messages)
    assert 0.05 * spoken < starts < 0.6 * spoken      # neither one conversation nor all singletons


def test_predict_files_checks_every_file_before_the_first_prediction(tmp_path):
    from disentangle.logs.records import LogError
    from disentangle.methods.disentanglers import load_disentangler
    from disentangle.methods.predict import predict_files
    previous = load_disentangler("previous")
    found = list(predict_files([str(SMALL), str(SMALL)], previous, start=6))
    assert [p.log.name for p in found] == [str(SMALL)] * 2 and found[0].links == found[1].links
    bad = tmp_path / "not-irc.txt"
    bad.write_text("".join(f"just prose, line {i}\n" for i in range(40)))
    predictions = predict_files([str(SMALL), str(bad)], previous)
    with pytest.raises(LogError):
        next(predictions)                  # the good first file is not predicted before the bad one is read


@pytest.fixture(scope="module")
def dev_log(corpus_root_module):
    from disentangle.corpus import samples as corpus
    sample = corpus.samples("dev", corpus_root_module)[0]
    return read_log(sample.raw, name=str(sample.raw))


@pytest.fixture(scope="module")
def shipped(dev_log):
    """The shipped model's prediction of the first dev file from line 1000, with and without second parents."""
    from disentangle.linking.model_file import load_model
    from disentangle.methods.disentanglers import load_disentangler
    learned = load_disentangler("learned", load_model())
    return predict(dev_log, learned, 1000), predict(dev_log, learned, 1000, second_parents=True)


def first_parent_lines(text: str) -> list[str]:
    """The first link line of each message."""
    seen, kept = set(), []
    for line in text.splitlines():
        message = line.rsplit(" ", 2)[0]
        if message not in seen:
            seen.add(message)
            kept.append(line)
    return kept


def test_second_parents_add_link_lines_and_leave_the_chosen_ones_and_the_conversations(shipped):
    one, two = shipped
    assert one.second == () and two.links == one.links and 0 < len(two.second) < 0.15 * len(two.links)
    assert all(link.parent < link.message for link in two.second)
    links = render([two], "links")
    assert len(links.splitlines()) == len(one.links) + len(two.second)
    assert first_parent_lines(links) == render([one], "links").splitlines()   # the chosen parent comes first
    assert render([two], "conversations") == render([one], "conversations")


def test_jsonl_lists_the_chosen_parent_first_then_the_second(shipped):
    one, two = shipped
    chosen = {link.message: link.parent for link in one.links}
    extra = {link.message: link.parent for link in two.second}
    messages = [m for line in render([two], "jsonl").splitlines() for m in json.loads(line)["messages"]]
    assert sorted(m["index"] for m in messages) == sorted(chosen)
    for m in messages:
        assert m["parents"] == [chosen[m["index"]]] + ([extra[m["index"]]] if m["index"] in extra else [])
    assert [m["index"] for line in render([one], "jsonl").splitlines()
            for m in json.loads(line)["messages"]] == [m["index"] for m in messages]


@pytest.mark.parametrize("method", ["previous", "heuristic"])
def test_methods_without_probabilities_have_no_second_parents(small_log, method):
    assert predict_links(small_log, method, start=2, second_parents=True).second == ()


def test_cli_adds_second_parents_unless_one_parent(capsys, dev_log, shipped):
    from disentangle.cli import main
    one, two = shipped
    path = dev_log.name                                      # the file's path
    outputs = {}
    for extra in ([], ["--one-parent"]):
        assert main(["predict", "--start", "1000", *extra, path]) == 0
        outputs[bool(extra)] = capsys.readouterr().out
    assert len(outputs[False].splitlines()) == len(two.links) + len(two.second)
    assert len(outputs[True].splitlines()) == len(one.links)
    assert first_parent_lines(outputs[False]) == outputs[True].splitlines()


def test_cli_decode_greedy_and_conversation(capsys, dev_log, shipped):
    """`--decode greedy` is the model's most probable parent per message; the default (conversation) gives the
    same probabilities, so only messages without a parent surer than one half can differ."""
    from disentangle.cli import main
    from disentangle.methods.disentanglers import load_disentangler, with_decoder
    outputs = {}
    for extra in ([], ["--decode", "greedy"], ["--decode", "conversation"]):
        assert main(["predict", "--start", "1000", "--one-parent", *extra, dev_log.name]) == 0
        outputs[tuple(extra)] = capsys.readouterr().out.splitlines()
    assert outputs[()] == outputs[("--decode", "conversation")]
    greedy = with_decoder(load_disentangler("learned", _shipped_model()), "greedy")
    scored = greedy.scored(dev_log, 1000)
    expected = [f"{link.source}:{link.message} {link.parent} -" for link in scored.links]
    assert outputs[("--decode", "greedy")] == expected
    changed = [a != b for a, b in zip(outputs[()], expected)]
    for row, differs in enumerate(changed):
        if differs:
            assert scored.probabilities[row].max() <= 0.5


def _shipped_model():
    from disentangle.linking.model_file import load_model
    return load_model()


@pytest.mark.parametrize("method", ["previous", "heuristic"])
def test_cli_decode_needs_a_two_pass_model(capsys, method):
    from disentangle.cli import main
    from disentangle.cli.options import DECODE_CHOICES
    from disentangle.linking.decoding import DECODERS
    assert DECODE_CHOICES == DECODERS
    assert main(["predict", "--method", method, "--decode", "beam", str(SMALL)]) == 2
    assert "--decode beam" in capsys.readouterr().err
    assert main(["predict", "--method", method, "--decode", "greedy", str(SMALL)]) == 0


def test_scored_format_carries_the_models_probabilities(shipped, capsys, dev_log):
    """Issue 34: `--format scored` (for `annotate --suggest --review`): a line per predicted message, the
    probability of its chosen parent and the likeliest candidates; the links are those of `links`."""
    from disentangle.cli import main
    one, two = shipped
    rows = [json.loads(line) for line in render([two], "scored").splitlines()]
    chosen = {link.message: link.parent for link in one.links}
    assert [row["message"] for row in rows] == sorted(chosen)
    for row in rows:
        assert row["parents"][0] == chosen[row["message"]] and row["file"] == dev_log.name
        assert row["probability"] == round(two.scored.probability(row["message"], row["parents"][0]), 6)
        probabilities = [p for _, p in row["candidates"]]
        assert probabilities == sorted(probabilities, reverse=True) and 0 < row["probability"] <= 1
        assert len(row["candidates"]) == 5 and all(c <= row["message"] for c, _ in row["candidates"])
    assert 0.1 < sum(row["probability"] < 0.5 for row in rows) / len(rows) < 0.5     # a spread, not constants
    assert main(["predict", "--start", "1000", "--format", "scored", dev_log.name]) == 0
    assert capsys.readouterr().out == render([two], "scored")


@pytest.mark.fault
def test_scored_format_needs_a_scoring_method(small_log):
    from disentangle.checks import UsageError
    with pytest.raises(UsageError, match="--format scored needs a method that scores"):
        render([predict_links(small_log, "heuristic", start=2)], "scored")


@pytest.mark.fault
def test_date_does_not_override_the_date_a_path_gives_and_says_so(capsys, caplog):
    """Issue 44, 12: `predict --date` silently replaced the date of a dated path, and the links changed. The
    path's date wins (`--date` is for logs without one) and a different `--date` is said, once."""
    from conftest import IRCLOGS
    from disentangle.cli import main
    day = IRCLOGS / "2004" / "09" / "22" / "#ubuntu.txt"
    if not day.is_file():
        pytest.skip("shared irclogs not available")
    assert main(["predict", "--start", "700", str(day)]) == 0
    plain = capsys.readouterr().out
    caplog.clear()
    assert main(["predict", "--start", "700", "--date", "2010-06-01", str(day)]) == 0
    assert capsys.readouterr().out == plain
    said = [record.getMessage() for record in caplog.records if "--date" in record.getMessage()]
    assert said == [f"{day}: its name gives the date 2004-09-22, which is used: --date 2010-06-01 is only for "
                    "logs without one"]
    caplog.clear()
    assert main(["predict", "--start", "700", "--date", "2004-09-22", str(day)]) == 0
    assert capsys.readouterr().out == plain and not caplog.records   # the same date: nothing to say
