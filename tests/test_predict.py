"""Prediction by method and rendering in the three output formats."""
import json

import pytest

from conftest import DATA
from disentangle.logs import read_log
from disentangle.predict import predict_links, render

SMALL = DATA / "logs" / "small.txt"


@pytest.fixture(scope="module")
def log():
    return read_log(SMALL, name="small")


def test_previous_prediction_renders_in_every_format(log):
    prediction = predict_links(log, "previous", start=6)
    assert [link.message for link in prediction.links] == [6, 7, 8, 9]
    assert render([prediction], "links").splitlines() == ["small:6 4 -", "small:7 6 -", "small:8 7 -",
                                                          "small:9 8 -"]
    assert render([prediction], "conversations").splitlines() == ["small:6 7 8 9"]
    (conversation,) = [json.loads(line) for line in render([prediction], "jsonl").splitlines()]
    assert [m["index"] for m in conversation["messages"]] == [6, 7, 8, 9]
    assert conversation["messages"][0]["parents"] == [4]


def test_learned_needs_a_model_and_unknowns_are_refused(log):
    with pytest.raises(ValueError, match="needs a model"):
        predict_links(log, "learned", model=None)
    with pytest.raises(ValueError, match="unknown method"):
        predict_links(log, "oracle")
    with pytest.raises(ValueError, match="unknown format"):
        render([predict_links(log, "previous")], "xml")


def test_shipped_model_on_a_real_day(irclogs_root):
    from disentangle.model import load_model
    day = read_log(irclogs_root / "2004" / "09" / "22" / "#ubuntu.txt")
    links = predict_links(day, "learned", load_model()).links
    assert len(links) == len(day)
    starts = sum(link.parent == link.message for link in links if not day.messages[link.message].is_system)
    spoken = sum(not m.is_system for m in day.messages)
    assert 0.05 * spoken < starts < 0.6 * spoken      # neither one conversation nor all singletons


def test_predict_files_checks_every_file_before_the_first_prediction(tmp_path):
    from disentangle.disentanglers import load_disentangler
    from disentangle.logs import LogError
    from disentangle.predict import predict_files
    previous = load_disentangler("previous")
    found = list(predict_files([str(SMALL), str(SMALL)], previous, start=6))
    assert [p.log.name for p in found] == [str(SMALL)] * 2 and found[0].links == found[1].links
    bad = tmp_path / "not-irc.txt"
    bad.write_text("".join(f"just prose, line {i}\n" for i in range(40)))
    predictions = predict_files([str(SMALL), str(bad)], previous)
    with pytest.raises(LogError):
        next(predictions)                  # the good first file is not predicted before the bad one is read
